"""The searchers' one rule for leaving the policy's choice (every game's Hard uses it)."""

from sixseq.engine.search import MIN_SAMPLES, SearchResult


def result(rows: list[list[float]]) -> SearchResult:
    found = SearchResult(len(rows[0]))
    for sample_id, row in enumerate(rows):
        found.add(sample_id, row)
    return found


def test_another_candidate_is_chosen_only_when_it_wins_by_z_standard_errors() -> None:
    clear = result([[0.0, 1.0 + (i % 3) * 0.1] for i in range(MIN_SAMPLES)])
    index, gain = clear.choose(1.0)
    assert index == 1 and 1.0 < gain < 1.2
    noisy = result([[0.0, 1.0 if i % 2 else -0.9] for i in range(MIN_SAMPLES)])
    assert noisy.choose(1.0) == (0, 0.0)  # a mean of +0.05 is within its standard error


def test_a_search_cut_short_keeps_the_policy_s_choice() -> None:
    """On three deals that happen to agree, a hint claimed "+26.7 % chance of winning,
    checked on 3 sampled deals"."""
    few = result([[0.0, 0.5 + i * 0.01] for i in range(MIN_SAMPLES - 1)])
    assert few.choose(1.0) == (0, 0.0)
    assert result([[0.0, 0.5 + i * 0.01] for i in range(MIN_SAMPLES)]).choose(1.0)[0] == 1

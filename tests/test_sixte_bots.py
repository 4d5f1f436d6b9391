"""Sixte's computer players: always legal, Easy as described, Medium's rules and what it
counts, Hard's sampling, reads and exact search, and the catalogues of their reasons."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from test_sixte_support import c, position

from sixseq.decks.standard import HEARTS, SPADES, parse_cards
from sixseq.engine.reasons import Reason
from sixseq.engine.tricks import Trick
from sixseq.games.sixte.bots.base import make_bot, safe_action
from sixseq.games.sixte.bots.easy import EasyBot
from sixseq.games.sixte.bots.hard import HardBot, SampleDeals, distinct, solve
from sixseq.games.sixte.bots.medium import MediumBot, explain, medium_pick
from sixseq.games.sixte.bots.odds import NONE, EstimatedOdds, ExactOdds, Odds
from sixseq.games.sixte.bots.policy import Pick, out_of_it, pick
from sixseq.games.sixte.bots.reads import reads
from sixseq.games.sixte.bots.reasons import BECAUSE
from sixseq.games.sixte.rules.actions import Play
from sixseq.games.sixte.rules.cards import Options, label, strength
from sixseq.games.sixte.rules.hand import HandState
from sixseq.games.sixte.rules.observation import Observation
from sixseq.games.sixte.rules.refusals import REFUSALS
from sixseq.games.sixte.rules.scoring import first_wins
from sixseq.ui.i18n import configure, reason_text

I18N = Path(__file__).resolve().parent.parent / "sixseq" / "games" / "sixte" / "i18n"
SPADE_DEAL = ("10h 6h 9s 6d 7d 8d",
              "Ah 7h 10s 9d 10d Jd",
              "7s 6c 7c 8c 9c 10c",
              "Qh 8h 9h Jh Kh Qd",
              "6s Js Qs Kd Ad Jc",
              "Ks 8s As Qc Kc Ac")


def spades(plays: str = "", options: Options | None = None) -> HandState:
    return position(SPADE_DEAL, 5, "8s", options, plays)


def random_positions(count: int, seed: int) -> list[HandState]:
    rng = random.Random(seed)
    found = []
    for i in range(count):
        options = Options(rng.random() < 0.3, rng.random() < 0.3, rng.random() < 0.3)
        state = HandState(seed + i, i % 6, options)
        for _ in range(rng.randrange(36)):
            state.apply(rng.choice(state.legal_actions()))
        found.append(state)
    return found


@pytest.mark.parametrize("level", ["random", "easy", "medium"])
def test_every_level_answers_legally_with_a_reason(level: str) -> None:
    bot = make_bot(level, seed=3)
    for state in random_positions(300, 11):
        obs = state.observation(state.to_move)
        suggestion = bot.suggest(obs)
        assert suggestion.action in obs.legal and bot.choose(obs) in obs.legal
        assert str(suggestion.reason)
        assert safe_action(obs) in obs.legal


def test_hard_answers_legally_and_replays_with_iterations() -> None:
    bot = HardBot(seed=1, iterations=12, workers=1)
    twin = HardBot(seed=1, iterations=12, workers=1)
    for state in random_positions(25, 5):
        obs = state.observation(state.to_move)
        action = bot.choose(obs)
        assert action in obs.legal and twin.choose(obs) == action
    assert bot.time_limit() == 60.0 and HardBot(budget_ms=800).time_limit() == 0.8


def test_hard_says_it_checked_its_choice() -> None:
    state = spades()
    bot = HardBot(seed=2, iterations=8, workers=1)
    suggestion = bot.suggest(state.observation(0))
    assert suggestion.action in state.legal_actions()
    assert suggestion.reason.name in ("checked", "checked_gain") and bot.last_samples == 8


def test_hard_s_hint_picks_medium_s_card_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hard's hint words Medium's pick its decision started from: it picked Medium's card a
    second time to word it. Its hints stay what they were: Medium's reason where it kept
    Medium's card, the search's where it chose another."""
    from sixseq.games.sixte.bots import hard as hard_bots

    picked: list[Observation] = []

    def counted(obs: Observation) -> Pick:
        picked.append(obs)
        return medium_pick(obs)

    monkeypatch.setattr(hard_bots, "medium_pick", counted)
    bot = HardBot(seed=4, iterations=8, workers=1)
    reasons = set()
    for state in random_positions(40, 9):
        obs = state.observation(state.to_move)
        picked.clear()
        suggestion = bot.suggest(obs)
        assert picked == [obs]
        reason = suggestion.reason
        while reason.name in ("checked", "checked_gain"):
            inner = dict(reason.values)["reason"]
            assert isinstance(inner, Reason)
            reason = inner
        kept = medium_pick(obs)
        assert reason == (explain(obs, kept) if suggestion.action == Play(kept.card)
                          else BECAUSE("searched", card=label(suggestion.action.card)))
        reasons.add(reason.name)
    assert "searched" in reasons and len(reasons) > 2


# --- Easy ------------------------------------------------------------------------------------

def test_easy_follows_low_takes_cheaply_and_leads_its_highest_plain_card() -> None:
    easy = EasyBot()
    state = spades()
    assert easy.choose(state.observation(0)) == Play(c("10h"))  # highest plain card
    state = spades("10h")
    assert easy.choose(state.observation(1)) == Play(c("Ah"))  # the only ♥ that beats 10♥
    state = spades("10h Ah")
    assert easy.choose(state.observation(2)) == Play(c("7s"))  # trumps cheaply, void in ♥
    state = spades("10h Ah 7s")
    assert easy.choose(state.observation(3)) == Play(c("8h"))  # cannot win: lowest ♥
    state = spades("10h Ah 7s Qh")
    assert easy.choose(state.observation(4)) == Play(c("Js"))  # cheapest over-trump
    reason = easy.suggest(spades("10h Ah 7s").observation(3)).reason
    assert reason.name == "follow_low"


# --- Medium ----------------------------------------------------------------------------------

def test_medium_knows_the_dealer_holds_the_turned_up_trump() -> None:
    obs = spades().observation(0)
    odds = EstimatedOdds(obs)
    assert odds.none_above(5, SPADES, strength(c("8s")) - 1) == 0.0  # the 8♠ is with seat 5
    assert 0.0 < odds.none_above(4, SPADES, strength(c("8s")) - 1) < 1.0


def test_medium_remembers_voids_and_counts_the_cards_played() -> None:
    obs = spades("10h Ah 6c Qh Jc Qc 7h").observation(2)
    odds = EstimatedOdds(obs)
    for seat in (2, 4, 5):
        if seat != obs.seat:
            assert odds.none_above(seat, HEARTS, NONE) == 1.0  # shown void in ♥
    # With A♥ and Q♥ played, K♥ is the master ♥: only a trump can take it.
    odds3 = EstimatedOdds(spades("10h Ah 6c Qh Jc Qc").observation(1))
    assert all(odds3.none_above(s, HEARTS, strength(c("Kh"))) == 1.0 for s in (0, 2, 4, 5))


class FixedOdds(Odds):
    """Odds set by hand: a seat beats a card with the chance given per (seat, card)."""

    def __init__(self, trump: int, beat: dict[tuple[int, int], float],
                 worth: dict[int, float]) -> None:
        super().__init__(0, trump)
        self.beat, self.worth = beat, worth

    def none_above(self, seat: int, card_suit: int, above: int) -> float:
        return 1.0

    def beat_chance(self, seat: int, card: int, led: int) -> float:
        return self.beat.get((seat, card), 0.0)

    def lead_hold(self, card: int) -> float:
        return self.worth.get(card, 0.0)


def test_medium_rules_on_set_odds() -> None:
    """The first trick's tie-break, a rival on two stopped, or left to a later player while
    it keeps its strong card; a hopeless trick not paid for; leads likely to hold."""
    none = [None] * 6
    odds = FixedOdds(SPADES, {}, {c("As"): 0.2, c("Ah"): 0.6, c("Kh"): 0.58})
    lead = pick(0, parse_cards("Kh Ah 7c As"), Trick(0, 6), [0] * 6, none, odds)
    assert (lead.card, lead.why) == (c("Kh"), "lead_winner")  # the cheapest of the likeliest
    trick = Trick(3, 6, (c("9h"), c("Jh"), c("Qh")))  # seat 5 on Q♥, seat 0 to play
    first = pick(0, parse_cards("Kh Ah 7h"), trick, [0] * 6, none, odds)
    assert (first.card, first.why) == (c("Kh"), "take_first")
    counts, firsts = [1, 0, 0, 0, 0, 2], [1, None, None, None, None, 2]
    stop = pick(0, parse_cards("Kh Ah 7h"), trick, counts, firsts, odds)
    assert (stop.card, stop.why) == (c("Kh"), "stop")
    # The rival on two (seat 5) is likely beaten by seat 1 anyway, and K♥ is worth keeping.
    odds.beat[(1, c("Qh"))] = 0.9
    odds.worth[c("Kh")] = 0.8
    left = pick(0, parse_cards("Kh Ah 7h"), trick, counts, firsts, odds)
    assert (left.card, left.why, left.kept) == (c("7h"), "leave_stop", c("Kh"))
    # K♥ sure to be beaten and worth something: not spent.
    odds.beat[(1, c("Kh"))] = 1.0
    duck = pick(0, parse_cards("Kh Ah 7h"), trick, [0] * 6, none, odds)
    assert (duck.card, duck.why) == (c("7h"), "duck")


def test_out_of_it_when_even_every_trick_left_would_not_score() -> None:
    """SX-SCORE-2 seen from a seat: 3 tricks to a rival with 2 left and no trick yet."""
    assert out_of_it([0, 3, 1, 0, 0, 0], first_wins([1, 2, 1, 1]), 0, 2)
    assert not out_of_it([1, 3, 0, 0, 0, 0], first_wins([0, 1, 1, 1]), 0, 2)  # 3 all, first
    assert out_of_it([1, 3, 0, 0, 0, 0], first_wins([1, 0, 1, 1]), 0, 2)  # 3 all, second
    assert not out_of_it([0] * 6, [None] * 6, 3, 6)
    obs = spades("10h Ah 6c Qh Jc Qc").observation(1)
    assert medium_pick(obs).why != "out_of_it"


def test_medium_gives_the_same_card_for_the_same_observation() -> None:
    """Medium decides from the observation alone, with no search and no hidden state (its
    speed is measured by the arena's decision times, docs/sixte.md, not here)."""
    obs = spades("10h").observation(1)
    fresh = MediumBot().choose(obs)
    bot = MediumBot()
    bot.choose(spades("10h Ah 6c Qh").observation(4))
    assert bot.choose(obs) == fresh


# --- Hard ------------------------------------------------------------------------------------

def test_reads_take_a_card_not_beating_as_no_higher_card() -> None:
    obs = spades("10h Ah 6c Qh").observation(0)
    found = reads(obs)
    assert any(lim.seat == 2 and lim.suit == SPADES and lim.above is None for lim in found)
    assert any(lim.seat == 3 and lim.suit == HEARTS and lim.above == strength(c("Ah"))
               for lim in found)
    # The dealer (seat 5) discarded Q♣ under A♥ while holding the turned-up 8♠: the read
    # "no trump" would contradict what everyone saw, so it is not made.
    after = reads(spades("10h Ah 6c Qh Jc Qc").observation(0))
    assert any(lim.seat == 4 and lim.suit == SPADES and lim.above is None for lim in after)
    assert all(not (lim.seat == 5 and lim.excludes(SPADES, strength(c("8s"))))
               for lim in after)


def test_samples_follow_the_reads_when_some_deal_fits() -> None:
    obs = spades("10h Ah 6c Qh Jc Qc").observation(0)
    job = SampleDeals(obs, (c("9s"), c("6d")), 7, reads=tuple(reads(obs)))
    row = job.evaluate(0)
    assert len(row) == job.width == 2 and all(0.0 <= v <= 1.0 for v in row)


def test_distinct_keeps_one_of_cards_equal_in_every_deal() -> None:
    obs = spades().observation(1)  # A♥ 7♥ 10♠ 9♦ 10♦ J♦: 9♦ 10♦ J♦ are touching
    kept = distinct(list(obs.hand), obs)
    assert c("9d") in kept and c("10d") not in kept and c("Jd") not in kept
    assert c("Ah") in kept and c("7h") in kept


def brute(state: HandState) -> tuple[float, ...]:
    """Each seat's share of the point by plain recursion (the reference for ``solve``)."""
    if state.is_over():
        outcome = state.outcome()
        assert outcome is not None
        return tuple(float(s == outcome.scorer) for s in range(6))
    mover = state.to_move
    values = []
    for card in state.playable_cards():
        child = state.copy()
        child.play(card)
        values.append(brute(child))
    best = max(v[mover] for v in values)
    equal = [v for v in values if v[mover] > best - 1e-9]
    return tuple(sum(v[s] for v in equal) / len(equal) for s in range(6))


@pytest.mark.parametrize("seed", range(6))
def test_exact_search_agrees_with_plain_recursion(seed: int) -> None:
    rng = random.Random(seed)
    state = HandState(seed, seed % 6)
    for _ in range(24 + seed % 4):
        state.apply(rng.choice(state.legal_actions()))
    values = solve(state)
    assert sum(values) == pytest.approx(1.0)
    mover = state.to_move
    assert values[mover] == pytest.approx(brute(state)[mover]) or values[mover] == 1.0


def test_exact_odds_read_the_sampled_hands() -> None:
    state = spades()
    odds = ExactOdds(state, 0)
    assert odds.beat_chance(1, c("10h"), HEARTS) == 1.0  # seat 1 holds A♥
    assert odds.beat_chance(2, c("10h"), HEARTS) == 1.0  # void in ♥ with a trump
    assert odds.beat_chance(3, c("Ah"), HEARTS) == 0.0
    assert odds.keep_chance(c("As"), SPADES, [1, 2, 3, 4, 5]) == 1.0


# --- catalogues ------------------------------------------------------------------------------

def test_catalogues_hold_every_refusal_and_reason_in_both_languages() -> None:
    english = json.loads((I18N / "sixte.en.json").read_text(encoding="utf-8"))["en"]
    french = json.loads((I18N / "sixte.fr.json").read_text(encoding="utf-8"))["fr"]
    for name, (_, text) in REFUSALS.items():
        assert english["refusal"][name] == re.sub(r"\{(\w+)\}", r"%{\1}", text)
    for name in BECAUSE:
        assert english["reason"][name] == re.sub(r"\{(\w+)\}", r"%{\1}", BECAUSE.entries[name])
    flat_en, flat_fr = _flat(english), _flat(french)
    assert set(flat_en) == set(flat_fr)
    for key, text in flat_en.items():
        assert set(re.findall(r"%\{(\w+)\}", text)) == \
            set(re.findall(r"%\{(\w+)\}", flat_fr[key])), key
    assert set(english["score"]) == {"most", "tie_break", "vole"}


def _flat(tree: dict[str, object], prefix: str = "") -> dict[str, str]:
    """A catalogue's texts by their dotted keys (the table's sections nest deeper)."""
    found: dict[str, str] = {}
    for key, value in tree.items():
        if isinstance(value, dict):
            found.update(_flat(value, f"{prefix}{key}."))
        else:
            found[prefix + key] = str(value)
    return found


def test_every_reason_medium_gives_is_in_the_book() -> None:
    names = set()
    bot = MediumBot()
    for state in random_positions(400, 23):
        names.add(bot.suggest(state.observation(state.to_move)).reason.name)
    assert names <= set(BECAUSE) | {"only_move"}
    assert len(names) >= 6


def test_medium_s_hint_says_only_what_is_true_of_the_card_it_plays() -> None:
    """The hint's reason is read against the table: "your lowest card" is the weakest card
    the player may play (a plain card thrown while a weaker trump stays in hand is "your
    lowest card outside trumps"), a lead that is no one's likely winner is "your highest card
    outside trumps" (it said "your best chance" while a trump stood a better one), a trump
    played on a suit the player lacks is a ruff, not a discard."""
    seen = _hint_names_true_of_their_card(MediumBot(), 5)
    assert {"discard_plain", "lead_try", "ruff_low", "follow_low", "discard_low"} <= seen


def test_easy_s_hint_names_its_lowest_card_as_precisely_as_medium_s() -> None:
    """Easy's hint called every card it threw "your lowest card", a trump played on a suit it
    lacks too, and a plain card while a weaker trump stayed in hand: it says "trumps with your
    lowest trump" and "your lowest card outside trumps", in French as in English."""
    seen = _hint_names_true_of_their_card(EasyBot(), 5)
    assert {"discard_plain", "ruff_low", "follow_low", "discard_low"} <= seen
    # Trumps ♠; the A♥ led and trumped with the A♠: seat 2 holds only trumps, seat 4 no ♥ and
    # the 6♠ below its plain cards; neither can take the trick.
    deal = ("Ah Kh Qh Jh 10h 9h", "As 6c 7c 8c 9c 10c", "7s 8s 9s 10s Js Ks",
            "8h 7h 6h 6d 7d 8d", "6s Jc Qc Kc Ac 9d", "Qs 10d Jd Qd Kd Ad")
    ruff = EasyBot().suggest(position(deal, 5, "Qs", plays="Ah As").observation(2)).reason
    plain = EasyBot().suggest(position(deal, 5, "Qs", plays="Ah As 7s 6h").observation(4)).reason
    assert str(ruff) == "no ♥ in hand: trumps with your lowest trump, 7♠"
    assert str(plain) == "no ♥ in hand: throws your lowest card outside trumps, 9♦"
    configure("fr")
    try:
        assert reason_text(ruff) == "pas de ♥ en main\u00a0: coupe avec votre plus petit atout, 7♠"
        assert reason_text(plain) == \
            "pas de ♥ en main\u00a0: se défausse de votre plus petite carte hors atout, 9♦"
    finally:
        configure("en")


def test_medium_s_card_comes_with_the_reason_its_hint_words() -> None:
    """:func:`pick` names the reason when it chooses (a ruff, a discard outside trumps, a lead
    from a hand of trumps): the hint words that name, it does not rename it from the card."""
    bot = MediumBot()
    for state in random_positions(400, 7):
        obs = state.observation(state.to_move)
        assert medium_pick(obs).why == bot.suggest(obs).reason.name


def _hint_names_true_of_their_card(bot: MediumBot | EasyBot, seed: int) -> set[str]:
    """The reasons ``bot`` gave over random positions, each checked against the table."""
    from sixseq.games.sixte.bots.odds import EstimatedOdds
    from sixseq.games.sixte.rules.cards import suit

    seen: set[str] = set()
    for state in random_positions(600, seed):
        obs = state.observation(state.to_move)
        hint = bot.suggest(obs)
        card, name = hint.action.card, hint.reason.name  # type: ignore[attr-defined]
        seen.add(name)
        legal, trump = obs.playable, obs.trump
        weaker = [o for o in legal if strength(o) < strength(card)]
        if name in ("follow_low", "discard_low", "ruff_low"):
            assert not weaker, (str(hint.reason), legal)
        if name == "discard_low":
            assert suit(card) != trump
        if name == "ruff_low":
            assert suit(card) == trump != suit(obs.trick.cards[0])
        if name == "discard_plain":
            assert suit(card) != trump and all(suit(o) == trump for o in weaker)
        if name == "lead_try":  # no card likely to hold: the highest outside trumps
            holds = EstimatedOdds(obs).lead_hold
            assert all(holds(o) < 0.5 for o in legal), str(hint.reason)
            assert suit(card) != trump and all(
                strength(o) <= strength(card) for o in legal if suit(o) != trump)
            assert f"({round(100 * holds(card))}%)" in str(hint.reason)
        if name == "lead_trump":
            assert all(suit(o) == trump for o in legal) and not weaker
    return seen

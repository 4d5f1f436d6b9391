"""SS-SCORE: dominance, kept sequences, card values, hand penalties; the worked checks."""

import random

import pytest
from helpers import TEAMS, TWO, a

from sixseq.decks.sixsuit import parse_cards
from sixseq.games.six_sequences.rules.match import Match, round_seeds
from sixseq.games.six_sequences.rules.melds import Sequence, new_sequence
from sixseq.games.six_sequences.rules.scoring import card_penalty, score_round
from sixseq.games.six_sequences.rules.selfplay import SelfplayReport, play_random_round
from sixseq.games.six_sequences.rules.table import TableConfig


def seq(text: str, side: int = 0, combo_id: int = 1) -> Sequence:
    lay = a("lay " + text)
    return new_sequence(lay.placements, combo_id, side)  # type: ignore[union-attr]


@pytest.mark.parametrize(("text", "points"), [
    ("Qh Kh Ah", 9),  # worked check: 2 + 2 + 5
    ("Ah@1 2h 3h", 3),  # worked check: an A at position 1 counts 1
    ("Qh Kh 1h@19", 5),  # worked check: a 1 at position 19 counts 1
])
def test_ss_score_2_worked_checks_card_values(text: str, points: int) -> None:
    assert seq(text).points() == points


def test_ss_score_2_a_joker_scores_what_its_position_would() -> None:
    assert seq("Qh Kh 0h@19").points() == 9
    assert seq("Jh 0h@14 Bh").points() == 6
    assert seq("0h@5 6h 7h").points() == 3


def test_ss_score_3_worked_check_hand_penalty() -> None:
    assert sum(card_penalty(x) for x in parse_cards("Jt Ad 0h 7c")) == 12


def test_ss_score_1_longest_dominates_then_highest_and_the_best_sequence_is_kept() -> None:
    north = [seq("2h 3h 4h 5h 6h", 0, 1), seq("Qh Kh Ah", 0, 2)]
    south = [seq("8h 9h 10h 11h", 1, 3), seq("5s 6s 7s", 1, 4)]
    north_spades = seq("Js Cs Bs", 0, 5)
    score = score_round(TWO, [*north, *south, north_spades], [(), ()])
    hearts = score.suits[2]
    assert hearts.side == 0 and hearts.dominant is north[0]  # 5 long beats 4 long
    assert hearts.kept is north[1] and hearts.points == 9  # North keeps its best hearts
    spades = score.suits[0]
    assert spades.side == 0 and spades.kept is north_spades  # equal length: highest wins
    assert score.totals == (9 + 6, 0)
    line = hearts.text(TWO)
    assert line.startswith("♥: North dominates with Q♥ K♥ A♥ = 9")
    assert "2♥ 3♥ 4♥ 5♥ 6♥" in line


def test_ss_score_1_every_other_sequence_and_series_scores_nothing() -> None:
    score = score_round(TWO, [seq("2c 3c 4c", 1, 1), seq("5c 6c 7c 8c", 0, 2)], [(), ()])
    assert score.totals == (4, 0) and score.suits[1].side == 0


def test_ss_score_3_and_4_teams_add_penalties_and_scores_may_be_negative() -> None:
    """SS-SCORE-3 (team penalties add) and SS-SCORE-4 (a round's score may be negative)."""
    score = score_round(TEAMS, [seq("2c 3c 4c", 1, 1)],
                        [parse_cards("Ad"), parse_cards("Kc"), parse_cards("0h Jt"), ()])
    assert score.totals == (-5 - 5 - 2, 3 - 2)
    assert score.penalty_points(0) == 12 and score.kept_points(1) == 3
    assert "North holds A♦: −5" in score.lines()


def test_ss_seat_3_matches_rotate_the_first_player_and_sum_the_rounds() -> None:
    match = Match(TableConfig(3), rounds=3, seed=11)
    firsts = []
    for number in range(3):
        firsts.append(match.round.first)
        with pytest.raises(ValueError, match="not over"):
            match.next_round()
        play_random_round(match.round, random.Random(number), SelfplayReport())
        if number < 2:
            match.next_round()
    assert match.is_over() and firsts == [0, 1, 2]
    assert len(match.results) == 3
    assert match.totals() == tuple(sum(r.totals[s] for r in match.results) for s in range(3))
    best = max(match.totals())
    assert all(match.totals()[w] == best for w in match.winners())
    assert round_seeds(11, 3) != round_seeds(12, 3)
    with pytest.raises(ValueError, match="over"):
        match.next_round()


def test_ss_score_1_the_sheet_can_say_why_a_suit_was_won() -> None:
    """Each suit names the best rival sequence and whether the dominant one was longer, as
    long and higher, or alone in its suit."""
    longer = score_round(TWO, [seq("4h 5h 6h 7h", 0, 1), seq("9h 10h 11h", 1, 2)], [(), ()])
    assert longer.suits[2].why() == "longer" and longer.suits[2].rival == seq("9h 10h 11h", 1, 2)
    higher = score_round(TWO, [seq("4h 5h 6h", 0, 1), seq("9h 10h 11h", 1, 2)], [(), ()])
    assert higher.suits[2].side == 1 and higher.suits[2].why() == "higher"
    alone = score_round(TWO, [seq("4d 5d 6d", 0, 1)], [(), ()])
    assert alone.suits[3].why() == "alone" and alone.suits[3].rival is None
    assert alone.suits[2].why() == ""  # nobody laid hearts


def test_ss_score_2_a_joker_at_the_ends_of_the_figure_positions_scores_2() -> None:
    """SS-SCORE-2 at the borders: a joker at J's position (13) or K's (18) scores 2 like the
    figure it stands for, at the 12's position (12) it scores 1."""
    assert seq("0h@13 Ch Bh").points() == 2 + 2 + 2
    assert seq("Qh 0h@18 Ah").points() == 2 + 2 + 5
    assert seq("10h 11h 0h@12").points() == 1 + 1 + 1


def test_ss_score_the_sheet_lines_and_the_round_winners() -> None:
    """SS-SCORE-1/3/4 as the round's sheet shows them: every suit's line, each held hand's
    penalty, each side's kept − penalty = total; a suit nobody laid scores 0; the best total
    wins the round and equal best totals share it."""
    score = score_round(TWO, [seq("2c 3c 4c", 1, 1), seq("Qh Kh Ah", 0, 2)],
                        [parse_cards("Ad"), parse_cards("Kc")])
    lines = score.lines()
    assert "♥: North dominates with Q♥ K♥ A♥ = 9" in lines
    assert "♠: no sequence" in lines
    assert "North holds A♦: −5" in lines and "South holds K♣: −2" in lines
    assert "North: 9 − 5 = 4" in lines and "South: 3 − 2 = 1" in lines
    assert score.suits[0].points == 0 and score.suits[0].side is None
    assert score.winners() == (0,)
    tie = score_round(TWO, [seq("2c 3c 4c", 1, 1), seq("2d 3d 4d", 0, 2)], [(), ()])
    assert tie.winners() == (0, 1)
    assert tie.penalties[0].text(TWO) == "North holds no cards: −0"

"""Every game's computer players, every level, where no batch takes them: against random
players, who make the moves no computer player makes, and asked for hints on the positions
random play reaches."""

from __future__ import annotations

import random

import pytest

from sixseq.engine.arena import ArenaSpec, run_arena
from sixseq.games.registry import card_games, rules_of

GAMES = [g.id for g in card_games()]
# Rounds against random players a level plays in each game: as many as fit a few seconds
# (Hard counting two samples a decision). Rami's 4-seat deal on seed 3 has a joker thrown away.
AGAINST_RANDOM = {"six-sequences": (2, 3, 20), "rami": (4, 12, 40), "sixte": (6, 12, 60),
                  "carre": (2, 4, 10)}


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_every_level_answers_for_itself_against_random_players(game_id: str, level: str
                                                               ) -> None:
    """Random players make moves no computer player makes (Rami's Hard failed on a joker a
    rival threw away, and played the safe card for the rest of the round): every level's
    every answer is its own, none replaced by the guard's safe move."""
    seats, hard_rounds, rounds = AGAINST_RANDOM[game_id]
    spec = ArenaSpec(game_id, (level, "random"), seats=seats,
                     games=hard_rounds if level == "hard" else rounds, seed=3, iterations=2)
    summary = run_arena(spec).summary()
    assert summary["illegal_by_bot"] == {level: 0, "random": 0}


@pytest.mark.parametrize("game_id", GAMES)
def test_every_level_s_hint_is_legal_on_positions_random_play_reaches(game_id: str) -> None:
    """The hint button asks a level for its move and its reason on the person's position,
    wherever random play has led: every answer is legal and none fails."""
    game = rules_of(game_id)
    rng = random.Random(11)
    bots = {level: game.make_bot(level, seed=1, **({"iterations": 2, "workers": 1}
                                                   if level == "hard" else {}))
            for level in ("easy", "medium", "hard")}
    asked = 0
    for deal in range(2):
        state = game.deal(game.default_seats, rng.getrandbits(32), deal, {})
        positions = 0
        while not state.is_over():
            obs = state.observation(state.to_move)
            if positions < 5 and rng.random() < 0.1:
                positions += 1
                for bot in bots.values():
                    assert bot.suggest(obs).action in obs.legal
                    asked += 1
            state.apply(rng.choice(list(obs.legal)))
    assert asked >= 12


def test_every_game_seats_the_chosen_levels_in_seat_order_new_and_continued() -> None:
    """The New game dialog's levels, seat by seat clockwise from the person, are the levels
    that play, and the levels a save keeps to seat them again."""
    from sixseq.games.rami.session import RamiSession
    from sixseq.games.six_sequences.session import SixSeqSession
    from sixseq.games.sixte.session import SixteSession

    rami = RamiSession.new(4, ["easy", "hard", "medium"], seed=5)
    assert rami.levels == ("easy", "hard", "medium")
    assert RamiSession.resumed(rami.rami, ("hard", "medium", "easy")).levels == (
        "hard", "medium", "easy")
    sixte = SixteSession.new(["hard", "easy", "medium", "easy", "hard"], seed=5)
    assert sixte.levels == ("hard", "easy", "medium", "easy", "hard")
    assert [sixte.bots[seat].level for seat in range(1, 6)] == list(sixte.levels)
    six = SixSeqSession.new(3, False, 3, ["medium", "easy"], seed=5)
    assert six.levels == ("medium", "easy")

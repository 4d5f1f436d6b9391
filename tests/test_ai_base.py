"""The bot guard: a failing or cheating bot is replaced by a safe legal action, and logged."""

import logging
from importlib import import_module

import pytest
from helpers import FOUR, TWO

from sixseq.engine.reasons import COMMON, checked
from sixseq.games import registry
from sixseq.games.registry import card_games
from sixseq.games.six_sequences.bots.base import Bot, RandomBot, decide, make_bot, safe_action
from sixseq.games.six_sequences.rules.actions import Action, Discard, DrawStock
from sixseq.games.six_sequences.rules.game import GameState
from sixseq.games.six_sequences.rules.observation import Observation
from sixseq.games.six_sequences.rules.table import Phase


class Crashing(Bot):
    level = "crashing"

    def choose(self, obs: Observation) -> Action:
        raise RuntimeError("boom")


class Cheating(Bot):
    level = "cheating"

    def choose(self, obs: Observation) -> Action:
        return Discard(0)  # a joker: never legal


def test_a_failing_bot_falls_back_to_a_safe_legal_action(caplog: pytest.LogCaptureFixture
                                                         ) -> None:
    state = GameState(TWO, seed=1)
    obs = state.observation(state.to_move)
    with caplog.at_level(logging.ERROR):
        assert decide(Crashing(), obs) == DrawStock()
        assert decide(Cheating(), obs) == DrawStock()
    assert "crashing bot failed" in caplog.text and "illegal action" in caplog.text


def test_safe_discard_sheds_the_costliest_card() -> None:
    state = GameState.from_position(TWO, ("2h 7c Kd As", ""), phase=Phase.DISCARD)
    assert safe_action(state.observation(0)).text() == "discard As"


def test_guarded_random_bots_finish_rounds() -> None:
    for config in (TWO, FOUR):
        state = GameState(config, seed=3)
        bots = [make_bot("random", seed) for seed in range(config.seats)]
        while not state.is_over():
            seat = state.to_move
            state.apply(decide(bots[seat], state.observation(seat)))
        assert state.outcome() is not None
    with pytest.raises(ValueError, match="no bot level"):
        make_bot("grandmaster")
    assert isinstance(make_bot("random"), RandomBot)


@pytest.mark.parametrize("game_id", [g.id for g in card_games()])
def test_computer_seats_take_their_levels_in_order_and_an_unknown_level_plays_random(
        game_id: str) -> None:
    # A save or a settings file from another build may name a level this one lacks: the
    # seat is still filled, by the random player, never refused.
    levels = import_module(f"{registry.game(game_id).package}.bots.levels").LEVELS
    seated = levels.seat(("hard", "godlike", "easy"), (5, 3, 1, 2), seed=7)
    assert [seated[s].level for s in (5, 3, 1, 2)] == ["hard", "random", "easy", "easy"]
    assert {s: b.level for s, b in levels.seat((), (1, 2), 7).items()} == {1: "random",
                                                                          2: "random"}


def test_a_searched_reason_names_its_deals_and_only_a_gain_it_found() -> None:
    plain = COMMON("plain")
    assert checked(plain, 0, 5.0) == plain  # nothing was checked
    assert checked(plain, 40, 0.0) == COMMON("checked", reason=plain, samples=40)
    assert checked(plain, 40, -2.0) == COMMON("checked", reason=plain, samples=40)
    assert checked(plain, 40, 3.14) == COMMON("checked_gain", reason=plain, samples=40, gain=3.1)
    assert checked(plain, 40, 2.0, points=True) == COMMON("checked_points", reason=plain,
                                                          samples=40, gain=2.0)

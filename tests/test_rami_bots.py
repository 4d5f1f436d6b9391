"""Rami's computer players: always legal, their reasons readable in both languages, Hard
replayable from a seed, and the judgement each level is meant to show."""

from __future__ import annotations

import functools
import json
import random
import re
from dataclasses import replace
from pathlib import Path

import pytest
from rami_helpers import a, c, position
from search_clock import clocked_search

from sixseq.engine.bots import guarded_choice
from sixseq.games.rami.bots.base import make_bot, safe_action
from sixseq.games.rami.bots.easy import EasyBot
from sixseq.games.rami.bots.hard import HardBot, SampleDeals, SearchSettings
from sixseq.games.rami.bots.medium import MediumBot, Reading, Tactics, rank_actions
from sixseq.games.rami.bots.plan import openings
from sixseq.games.rami.bots.reasons import REASONS
from sixseq.games.rami.rules.actions import Action, Discard, Draw
from sixseq.games.rami.rules.cards import JOKER, parse_token
from sixseq.games.rami.rules.melds import meld_of
from sixseq.games.rami.rules.observation import Observation
from sixseq.games.rami.rules.refusals import REFUSALS
from sixseq.games.rami.rules.state import GameState
from sixseq.games.rami.rules.table import Phase, TableConfig
from sixseq.games.rami.spec import RULES

I18N = Path(__file__).resolve().parent.parent / "sixseq" / "games" / "rami" / "i18n"


@functools.cache
def positions(count: int, seed: int) -> list[GameState]:
    """Positions of rounds played by Easy against random players, any phase (made once;
    the tests only read them)."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        seats = rng.choice((2, 3, 4, 6))
        state = GameState(TableConfig(seats, rng.random() < 0.3), rng.getrandbits(32))
        bots = [make_bot("easy" if s % 2 else "random", seed=s) for s in range(seats)]
        for _ in range(rng.randint(0, 150)):
            if state.is_over():
                break
            state.apply(bots[state.to_move].choose(state.observation(state.to_move)))
        if not state.is_over():
            out.append(state)
    return out


@pytest.mark.parametrize("level", ["random", "easy", "medium"])
def test_every_level_answers_legally(level: str) -> None:
    for state in positions(120, seed=1):
        obs = state.observation(state.to_move)
        bot = make_bot(level, seed=3)
        action, own = guarded_choice(bot, obs, safe_action)
        assert own and action in obs.legal
        suggestion = bot.suggest(obs)
        assert suggestion.action in obs.legal and str(suggestion.reason)


def test_hard_answers_legally_and_replays_from_a_seed() -> None:
    for state in positions(120, seed=1)[:10]:
        obs = state.observation(state.to_move)
        one = HardBot(seed=7, iterations=6, workers=1)
        two = HardBot(seed=7, iterations=6, workers=1)
        choice = one.choose(obs)
        assert choice in obs.legal and two.choose(obs) == choice
        assert str(one.suggest(obs).reason)
    # One budget per turn: 1 s by default, `--budget-ms`, or `--iterations` (no clock).
    assert HardBot().time_limit() == 1.0
    hard = make_bot("hard", budget_ms=800)
    assert isinstance(hard, HardBot) and hard.time_limit() == 0.8
    assert HardBot(iterations=6).time_limit() == 60.0


def test_hard_samples_are_numbered_deals() -> None:
    state = positions(120, seed=1)[7]
    obs = state.observation(state.to_move)
    job = SampleDeals(obs, tuple(obs.legal[:3]), SearchSettings(), base_seed=11)
    assert job.evaluate(5) == job.evaluate(5)
    assert len(job.evaluate(0)) == job.width == len(obs.legal[:3])


def test_safe_action_is_legal_everywhere() -> None:
    for state in positions(120, seed=1):
        obs = state.observation(state.to_move)
        assert safe_action(obs) in obs.legal


def test_a_failing_bot_is_replaced_by_the_safe_action() -> None:
    class Broken(MediumBot):
        def choose(self, obs):  # type: ignore[no-untyped-def]
            raise RuntimeError("boom")

    state = position("9h 9d Kc 5s", discard="9s", phase=Phase.DRAW)
    obs = state.observation(0)
    action, own = guarded_choice(Broken(), obs, RULES.safe_action)
    assert not own and action == Draw()


# --- what each level is meant to do -----------------------------------------------------------

def test_easy_lays_what_it_sees_and_discards_its_least_connected_card() -> None:
    state = position("7s 7h 7d Kc 5d 6d 2c")
    bot = EasyBot()
    state.apply(bot.choose(state.observation(0)))
    assert state.combination(1) is not None and len(state.combinations()) == 1
    while state.to_move == 0:
        state.apply(bot.choose(state.observation(0)))
    assert state.discard_pile[-1] in (c("Kc"), c("2c"))  # 5♦ 6♦ hold together


def test_medium_goes_out_when_it_can() -> None:
    state = position("2h 2d jk Ah", others=("5c 6c 7s",), laid=(0, 1))
    bot = MediumBot()
    while not state.is_over():
        assert state.to_move == 0
        state.apply(bot.choose(state.observation(0)))
    assert state.winner == 0


def test_medium_takes_a_discard_it_can_lay() -> None:
    state = position("9h 9d 2c 5s Ks", discard="9s", phase=Phase.DRAW)
    assert MediumBot().choose(state.observation(0)) == a("take")


def test_medium_does_not_feed_a_neighbour_who_can_add_the_card() -> None:
    # Seat 1 has laid 6♣ 7♣ 8♣: a 9♣ discarded would go straight onto it.
    state = position("9c Kd 2h 2s", table=((1, "6c 7c 8c"),), others=("Qh Qs 4d",))
    choice = MediumBot().choose(state.observation(0))
    assert isinstance(choice, Discard) and choice.card != c("9c")


def test_medium_reads_the_cards_the_next_player_let_pass() -> None:
    """Issue 23: which discard feeds the next player least, from what that player passed.
    Seat 1 drew instead of taking the 7♥: a 7 or a heart next to it is less likely to
    feed it than before it passed; cards unlike it are judged as before."""
    state = position("7h 3c Kd 9s 5d", others=("4c 8d Js Qd 2s",), stock="Ac 6d")
    for text in ("discard 7h", "draw", "discard 2s", "draw"):
        state.apply(a(text))
    obs = state.observation(0)
    read, blind = Reading(obs), Reading(replace(obs, history=()))
    for card in ("7s", "8h"):
        assert read.feed_risk(c(card)) == pytest.approx(blind.feed_risk(c(card)) / 2)
        assert read.feed_risk(c(card)) > 0
    for card in ("Kd", "9s", "3c"):
        assert read.feed_risk(c(card)) == blind.feed_risk(c(card))


def _play_turn(state: GameState, bot: MediumBot) -> None:
    while state.to_move == 0 and not state.is_over():
        state.apply(bot.choose(state.observation(0)))


def test_medium_swaps_a_joker_when_it_pays() -> None:
    """Issue 23: Medium makes the joker swaps that pay (RA-JOKER-3): the 6♦ takes the
    joker of 5♦ ★ 7♦, which completes 9♠ 9♥ into a series, three cards out of the hand."""
    state = position("6d 9s 9h Kc 2d", table=((1, "5d jk=6d 7d"), (0, "2c 3c 4c")),
                     laid=(0, 1), others=("Ah 4c 10h Jd",))
    _play_turn(state, MediumBot())
    laid = [combo.text() for combo in state.observation(0).combinations]
    assert laid[0] == "5d 6d 7d" and laid[2] in ("9s 9h jk=9d", "9s 9h jk=9c")
    assert len(state.hand(0)) == 1  # and the turn ended with a discard


def test_medium_holds_a_further_combination_that_would_open_places_to_the_others() -> None:
    """RA-TURN-4: once laid, anyone may add to any combination; Medium, which has laid
    8♣ 8♥ 8♠, keeps 5♦ 6♦ 7♦ in hand (4♦ and 8♦ could go on it) and ends its turn, since
    the rest of its hand cannot go out this turn. Without the charge it would lay it."""
    hand = "5d 6d 7d Kc 2h 9s Qs"
    state = position(hand, table=((0, "8c 8h 8s"),), others=("Ah 4c 10h Jd",))
    _play_turn(state, MediumBot())
    assert len(state.combinations()) == 1 and len(state.hand(0)) == 6
    assert all(c(x) in state.hand(0) for x in ("5d", "6d", "7d"))
    eager = position(hand, table=((0, "8c 8h 8s"),), others=("Ah 4c 10h Jd",))
    _play_turn(eager, MediumBot(tactics=Tactics(hold=0.0)))
    assert len(eager.combinations()) == 2


def test_medium_lays_a_combination_no_card_can_join() -> None:
    """RA-MELD-2: a series of four takes no card, so laying it opens nothing."""
    state = position("8s 8h 8d 8c Kc 2h 9s", table=((0, "5c 6c 7c"),),
                     others=("Ah 4d 10h Jd",))
    _play_turn(state, MediumBot())
    assert any(len(combo) == 4 for combo in state.combinations())


def test_medium_lays_its_first_combination_at_once() -> None:
    """RA-TURN-4 and RA-SCORE-2: the first combination opens additions and swaps to Medium
    and spares it the 100 of a player who never laid, so it goes down at once."""
    state = position("5d 6d 7d Kc 2h 9s Qs", others=("Ah 4c 10h Jd",))
    _play_turn(state, MediumBot())
    assert len(state.combinations()) == 1 and state.has_laid(0)


def test_medium_lays_what_it_held_when_that_goes_out() -> None:
    """RA-TURN-5: the held combinations go down together when the hand can go out."""
    state = position("5d 6d 7d Js Jh Jc 2c", table=((0, "8c 8h 8s"),),
                     others=("Ah 4c 10h Jd",))
    _play_turn(state, MediumBot())
    assert state.winner == 0


def test_openings_are_the_cards_a_combination_takes_at_once() -> None:
    """RA-MELD-2, RA-MELD-3, RA-DECK-2: a series of three lacks one suit, four none; a
    sequence takes the card below and above it, an ace at an end closing that end."""
    def cards(text: str) -> list[int]:
        return sorted(openings(meld_of(tuple(parse_token(t) for t in text.split()))))

    assert cards("7s 7h 7d") == [c("7c")]
    assert cards("7s jk=7h 7d") == [c("7c")]
    assert cards("7s 7h 7d 7c") == []
    assert cards("5d 6d 7d") == sorted([c("4d"), c("8d")])
    assert cards("Qh Kh Ah") == [c("Jh")]
    assert cards("Ah 2h 3h") == [c("4h")]
    assert cards("Jc Qc Kc") == sorted([c("10c"), c("Ac")])


# --- catalogs ----------------------------------------------------------------------------------

def _catalog(locale: str) -> dict[str, dict[str, str]]:
    data: dict[str, dict[str, dict[str, str]]] = json.loads(
        (I18N / f"rami.{locale}.json").read_text(encoding="utf-8"))
    return data[locale]


def test_catalogs_hold_every_refusal_and_reason_in_both_languages() -> None:
    english, french = _catalog("en"), _catalog("fr")
    for name, (_rule, text) in REFUSALS.items():
        # The core numbers a combination as its notation does (#3); the table, which shows
        # no numbers, names it by its cards (describe.named_refusal) where it still exists.
        shown = text if name == "no_combination" else text.replace("#{combo}", "{combo}")
        assert english["refusal"][name] == re.sub(r"\{(\w+)\}", r"%{\1}", shown)
        assert set(re.findall(r"%\{(\w+)\}", french["refusal"][name])) == \
            set(re.findall(r"\{(\w+)\}", text))
    for name, text in REASONS.items():
        assert english["reason"][name] == re.sub(r"\{(\w+)\}", r"%{\1}", text)
        assert set(re.findall(r"%\{(\w+)\}", french["reason"][name])) == \
            set(re.findall(r"\{(\w+)\}", text))
    assert set(english["refusal"]) == set(REFUSALS) == set(french["refusal"])
    assert set(english["reason"]) == set(REASONS) == set(french["reason"])


def test_hard_reads_every_card_a_rival_let_go() -> None:
    """RA-TURN-1: a rival that drew instead of taking a discard could not use it, and one
    that threw a card away did not want it. Hard reads every such card of the round (the
    old reading kept only the discard let pass at the rival's last turn), and prefers deals
    where the rival's sampled hand could not have laid any of them at once."""
    from sixseq.games.rami.bots.hard import last_passes, passes, sample_deal
    from sixseq.games.rami.rules.gen import triples_with

    state = GameState(TableConfig(2), seed=12)
    let_go = []
    for _ in range(2):
        state.apply(a("draw"))
        ours = state.hand(0)[0]
        state.apply(Discard(ours))
        state.apply(a("draw"))  # seat 1 lets ours pass
        theirs = state.hand(1)[0]
        state.apply(Discard(theirs))
        let_go += [ours, theirs]
    state.apply(a("draw"))
    last = state.hand(0)[0]
    state.apply(Discard(last))
    state.apply(a("draw"))
    let_go.append(last)
    obs = state.observation(0)
    assert passes(obs) == {1: let_go}
    assert last_passes(obs) == {1: [last]}
    rng = random.Random(1)
    read = plain = 0
    for _ in range(30):
        for tries, count in ((20, 1), (1, 0)):
            hand = list(sample_deal(obs, rng, tries, passes(obs)).hand_counts(1))
            for card in set(let_go):
                hand[card] += 1
                found = bool(triples_with(hand, card))
                hand[card] -= 1
                if count:
                    read += found
                else:
                    plain += found
    assert read < plain and read <= 3


def test_hard_reads_a_joker_a_rival_threw_away_without_failing() -> None:
    """A person may throw a joker away ("a joker may be discarded", RA-TURN-3). Hard's
    reading of the cards a rival let go asked which three-card combinations each could have
    made, a question for real cards only: on a joker its search failed, so every Hard played
    the safe card for the rest of the round (found with `sixseq arena --game rami --bots
    hard,random`)."""
    from sixseq.games.rami.bots.hard import passes

    state = GameState(TableConfig(2), seed=0)
    assert JOKER in state.hand(1)
    state.apply(a("draw"))
    state.apply(Discard(state.hand(0)[0]))
    state.apply(a("draw"))
    state.apply(Discard(JOKER))  # the rival throws its joker away
    state.apply(a("draw"))
    obs = state.observation(0)
    assert JOKER in passes(obs)[1]
    discards = tuple(action for action in obs.legal if isinstance(action, Discard))
    job = SampleDeals(obs, discards, SearchSettings(), base_seed=3)
    assert [len(job.evaluate(i)) for i in range(4)] == [len(discards)] * 4
    assert HardBot(2, iterations=8, workers=1).choose(obs) in obs.legal


def test_hard_playouts_hold_a_further_combination_as_medium_does() -> None:
    """RA-TURN-4: Hard's playouts play every seat as Medium does now: once laid, a further
    combination others could add to stays in hand (the turn ends on a discard), unless the
    hand can then go out (RA-TURN-5); without holding, the playout lays it at once."""
    from sixseq.games.rami.bots.hard import playout_action

    def turn(hand: str, hold: bool) -> GameState:
        state = position(hand, table=((0, "8c 8h 8s"),), others=("Ah 4c 10h Jd",))
        while state.to_move == 0 and not state.is_over():
            state.apply(playout_action(state, hold))
        return state

    held = turn("5d 6d 7d Kc 2h 9s Qs", hold=True)
    assert len(held.combinations()) == 1 and len(held.hand(0)) == 6
    assert all(c(x) in held.hand(0) for x in ("5d", "6d", "7d"))
    eager = turn("5d 6d 7d Kc 2h 9s Qs", hold=False)
    assert len(eager.combinations()) == 2
    assert turn("5d 6d 7d Js Jh Jc 2c", hold=True).winner == 0


def test_hard_s_hint_ranks_medium_s_actions_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hard's hint is worded against Medium's first choice, which its search ranked already:
    it ranked Medium's actions a second time to word a searched draw or discard."""
    from sixseq.games.rami.bots import hard as hard_bots
    from sixseq.games.rami.rules.match import Match

    ranked = []

    def counted(obs: Observation, reading: Reading) -> list[tuple[float, Action]]:
        ranked.append(obs)
        return rank_actions(obs, reading)

    monkeypatch.setattr(hard_bots, "rank_actions", counted)
    state = Match(TableConfig(3, False), 500, 2).round
    hard, others = make_bot("hard", 2, iterations=4, workers=1), make_bot("medium", 5)
    hints = searched = 0
    while not state.is_over():
        obs = state.observation(state.to_move)
        if state.to_move != 0:
            state.push(others.choose(obs))
            continue
        hint = hard.suggest(obs)
        hints, searched = hints + 1, searched + (hard.last_samples > 0)
        state.push(hint.action)
    assert searched >= 3 and len(ranked) == hints


def test_hard_s_hint_does_not_call_a_card_it_searched_for_the_least_connected() -> None:
    """"9♦ is the card least connected to the rest of your hand" is Medium's reading of its
    own first discard; when Hard's search keeps another card of Medium's few best, that card
    is not the least connected: the hint says the search chose it."""
    from sixseq.games.rami.bots.base import make_bot
    from sixseq.games.rami.bots.medium import MediumBot
    from sixseq.games.rami.rules.actions import Discard
    from sixseq.games.rami.rules.match import Match
    from sixseq.games.rami.rules.table import TableConfig
    from sixseq.ui.table.overlay import plain_reason

    departed = 0
    for seed in range(1, 4):
        match = Match(TableConfig(3, False), 500, seed)
        others = {s: make_bot("medium", seed * 7 + s) for s in (1, 2)}
        hard, medium = make_bot("hard", seed, iterations=12, workers=1), MediumBot()
        state = match.round
        while not state.is_over():
            seat, obs = state.to_move, state.observation(state.to_move)
            if seat != 0:
                state.push(others[seat].choose(obs))
                continue
            hint = hard.suggest(obs)
            if isinstance(hint.action, Discard) and hint.action != medium.choose(obs):
                departed += 1
                assert plain_reason(hint.reason).name != "discard_loose", str(hint.reason)
            state.push(hint.action)
    assert departed >= 2


def test_each_hint_searches_with_the_whole_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """The table's hint is Hard's. Asked twice on one position, the second search had what
    the first had left of the turn's budget, nothing: it fell back to Medium's card with no
    deal checked, which could name another card than the first hint. Each hint is asked
    afresh; playing, one turn keeps one budget."""
    import sixseq.games.rami.bots.hard as hard_module

    given = clocked_search(monkeypatch, hard_module)
    hard = HardBot(3, budget_ms=1000, workers=1)
    for state in positions(40, 5):
        obs = state.observation(state.to_move)
        if obs.phase != Phase.PLAY:
            continue
        given.clear()
        hard.suggest(obs)
        if given:
            break
    hard.suggest(obs)
    assert len(given) == 2 and given[0] is not None and given[0] > 0.5
    assert given[1] == pytest.approx(given[0])
    player = HardBot(3, budget_ms=1000, workers=1)
    player.choose(obs)
    player.choose(obs)  # the same turn again: out of time, Medium's choice, no search
    assert len(given) == 3 and given[2] == pytest.approx(given[0])

"""Whole rounds played by mouse: each of the person's moves is a legal action chosen at
random, performed only through gestures (clicks, drags, buttons), and must come out as
exactly that action."""

import random
from pathlib import Path

import pygame
import pytest
from table_harness import (
    button,
    claim_buttons,
    click,
    drag,
    grip,
    make_app,
    place,
    run_until,
    settle,
    table_of,
)

from sixseq.games.six_sequences.rules.actions import (
    Action,
    Add,
    Claim,
    Discard,
    DrawStock,
    Lay,
    Pass,
    Raid,
    Stop,
    SwapAce,
    SwapJoker,
    TakeDiscard,
)
from sixseq.games.six_sequences.rules.match import Match
from sixseq.games.six_sequences.rules.melds import Sequence
from sixseq.games.six_sequences.rules.table import TableConfig
from sixseq.games.six_sequences.session import seat_bots, south_seat
from sixseq.games.six_sequences.view.gestures import side_key
from sixseq.games.six_sequences.view.table import SixSeqTable


def combo_spot(scene: SixSeqTable, combo: int, left: bool) -> tuple[int, int]:
    assert scene.scenery is not None
    rect = scene.scenery.combos[combo].rect
    return (rect.left + 4 if left else rect.right - 4), rect.centery


def perform(app, scene: SixSeqTable, action: Action) -> None:  # type: ignore[no-untyped-def]
    """Do ``action`` the way a person would, with the mouse."""
    assert scene.lay is not None and scene.scenery is not None
    state = scene.session.round
    seen = state.observation(state.to_move)
    if isinstance(action, DrawStock):
        click(app, scene.lay.stock.center)
    elif isinstance(action, TakeDiscard):
        drag(app, scene.lay.discard.center, scene.lay.hand.center)
    elif isinstance(action, Stop | Pass):
        pressed = next((b for b, a in claim_buttons(scene) if isinstance(a, Pass)),
                       button(scene, "stop"))
        click(app, pressed.rect.center)
    elif isinstance(action, Claim):
        pressed = next(b for b, a in claim_buttons(scene) if a == action)
        click(app, pressed.rect.center)
    elif isinstance(action, Discard):
        drag(app, grip(place(scene, action.card)), scene.lay.discard.center)
    elif isinstance(action, Lay):
        for card in action.cards():
            click(app, grip(place(scene, card)))
        click(app, button(scene, "lay").rect.center)
        if scene.chooser:
            app.step()
            row = scene.chooser.rows[scene.chooser.index(action)]
            click(app, row.center)
    elif isinstance(action, SwapJoker | SwapAce):
        position = side_key(action, seen)
        box = scene.scenery.combos[action.combo]
        target = box.rects[box.positions.index(position)]
        drag(app, grip(place(scene, action.card)), (target.left + 6, target.centery))
    elif isinstance(action, Raid | Add):
        cards = [action.card] if isinstance(action, Raid) else action.cards()
        combo = state.combination(action.combo)
        left = isinstance(combo, Sequence) and side_key(action, seen) < combo.low
        if len(cards) > 1:  # several cards: pick them all, then drag one
            for card in cards:
                click(app, grip(place(scene, card)))
        drag(app, grip(place(scene, cards[0])), combo_spot(scene, action.combo, left))
    else:
        raise AssertionError(f"no gesture for {action}")


# (table, seed): between them every kind of action comes up (draw, take, lay, add, raid,
# joker and A/1 swaps, claims, stop, pass, discard).
ROUNDS = [(TableConfig(2), 0), (TableConfig(2), 5), (TableConfig(3), 6), (TableConfig(4), 0),
          (TableConfig(4, teams=True), 6)]


@pytest.mark.parametrize(("config", "seed"), ROUNDS,
                         ids=[f"{c.label()}-{s}" for c, s in ROUNDS])
def test_a_round_played_by_mouse_does_exactly_what_was_meant(config: TableConfig, seed: int,
                                                              tmp_path: Path) -> None:
    app = make_app(tmp_path)
    human = south_seat(config)
    match = Match(config, rounds=1, seed=seed)
    scene = table_of(app, match, seat_bots(config, human, ("random",), seed=seed))
    app.switch(scene)
    scene.drag.double_click_ms = 0  # distinct clicks, however quick
    rng = random.Random(seed)
    moves = 0
    while not scene.session.round.is_over():
        run_until(app, lambda: scene.session.round.is_over() or (
            scene.my_turn() and not scene.is_animating() and not scene.session.runner.busy()
            and (scene.session.round.phase.name != "CLAIM" or bool(claim_buttons(scene)))),
            timeout=10)
        if scene.session.round.is_over():
            break
        state = scene.session.round
        legal = state.legal_actions()
        plays = [a for a in legal if not isinstance(a, Stop | Pass)]
        action = rng.choice(plays) if plays and rng.random() < 0.85 else rng.choice(legal)
        count = len(state.actions)
        scene.hand.selection.clear()
        perform(app, scene, action)
        assert scene.message is None or scene.message.rule is None, (str(action), scene.message)
        done = scene.session.round.actions
        assert len(done) > count and done[count] == action, \
            (str(action), [str(a) for a in done[count:]])
        moves += 1
        pygame.event.clear()
    assert moves >= 15 and scene.session.round.is_over()
    settle(app, scene)
    assert scene.sheet_open
    scene.leave()

"""While a round is dealt, a hand's count badge counts the cards that have landed there."""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

import pytest
from table_harness import make_app, run_until

from sixseq.ui.table import panels


@pytest.mark.parametrize(("module", "options", "dealt"), [
    ("rami", {"seats": 2, "levels": ["easy"]}, 13),  # RA-DEAL: 13 cards each
    ("carre", {}, 16),
])
def test_a_hand_being_dealt_shows_the_cards_landed_not_the_cards_to_come(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, module: str,
        options: dict[str, Any], dealt: int) -> None:
    """Rami's rivals showed "13" and Le Carré's computer "16" over empty places while the
    first cards were still on the deck: the badge now rises as the cards arrive."""
    drawn: list[int] = []
    real = panels.count_badge

    def spy(screen: Any, centre: tuple[int, int], count: int, *args: Any) -> None:
        drawn.append(count)
        real(screen, centre, count, *args)

    monkeypatch.setattr(panels, "count_badge", spy)
    game = importlib.import_module(f"sixseq.games.{module}.ui").GAME
    app = make_app(tmp_path, animation_speed="normal")
    scene = game.new_table(app, game.clean_options(options))
    app.switch(scene)
    app.step()
    assert scene.dealing and drawn
    assert dealt not in drawn, f"a full hand's count, {dealt}, over cards still to land"
    run_until(app, lambda: not scene.stage.busy)
    app.step()
    assert dealt in drawn  # once they have all landed

"""The table's geometry: every part inside the window, nothing overlapping, zones filled to
fit at the largest readable card width."""

from pathlib import Path

import pygame
import pytest

from sixseq.games.six_sequences.rules.table import TableConfig
from sixseq.games.six_sequences.view.layout import compass, compute
from sixseq.settings import Settings
from sixseq.storage import Paths
from sixseq.ui.app import App
from sixseq.ui.cardart import index_reach
from sixseq.ui.focus import nearest_towards
from sixseq.ui.fonts import font
from sixseq.ui.games import playable
from sixseq.ui.i18n import tr
from sixseq.ui.table.buttons import label_room
from sixseq.ui.table.geometry import (
    card_height,
    flow,
    item_width,
    overlap_step,
)

CONFIGS = [TableConfig(2), TableConfig(3), TableConfig(4), TableConfig(4, teams=True)]
SIZES = [(800, 560), (1280, 800), (1920, 1080), (2560, 1440), (3840, 2160)]


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: c.label())
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_part_is_inside_the_window_and_apart(config: TableConfig,
                                                   size: tuple[int, int]) -> None:
    human = next(s for s in range(config.seats) if config.seat_name(s) == "South")
    layout = compute(size, config, human)
    window = pygame.Rect((0, 0), size)
    parts = {f"zone {side}": rect for side, rect in layout.zones.items()}
    parts.update(piles=layout.piles, hand=layout.hand.inflate(0, 0).union(
        layout.hand.move(0, -layout.lift)), status=layout.status)
    parts.update({f"fan {seat}": place.fan for seat, place in layout.seats.items()
                  if seat != human})
    for name, rect in parts.items():
        assert window.contains(rect), name
        assert rect.width > 0 and rect.height > 0, name
    names = list(parts)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert not parts[a].colliderect(parts[b]), (a, b)
    assert len(layout.zones) == config.sides


def test_the_person_is_at_the_bottom_and_north_at_the_top() -> None:
    four = TableConfig(4)
    assert [compass(four, seat, 2) for seat in range(4)] == ["N", "E", "S", "W"]
    layout = compute((1920, 1080), four, 2)
    assert layout.zones[0].bottom <= layout.zones[1].top  # North above East
    assert layout.zones[3].right <= layout.piles.left <= layout.piles.right \
        <= layout.zones[1].left  # West, the piles, East
    assert layout.zones[2].top >= layout.zones[1].bottom  # South below


def test_cards_grow_with_the_window_at_their_exact_size() -> None:
    small = compute((1280, 800), TableConfig(2), 1)
    large = compute((3840, 2160), TableConfig(2), 1)
    assert large.hand_w > 2 * small.hand_w  # a 4K window draws bigger cards, not blown up


@pytest.mark.parametrize("counts", [[3], [7, 5, 4, 3, 3, 3, 3, 3], [19, 12, 9, 5, 3, 3, 3],
                                    [19, 19, 19, 19]])
def test_a_zone_holds_its_combinations_at_the_largest_width_that_fits(counts: list[int]
                                                                      ) -> None:
    area = pygame.Rect(10, 20, 470, 150)
    placed = flow(area, counts, 88)
    for origin, count in zip(placed.origins, counts, strict=True):
        rect = pygame.Rect(origin, (item_width(count, placed.width, placed.step),
                                    card_height(placed.width)))
        assert area.contains(rect)
    if placed.width > 34:  # above the smallest width, every index stays readable
        assert placed.step == overlap_step(placed.width) >= index_reach(placed.width)
    if counts == [3]:
        assert placed.width == 88  # room to spare: the largest width


def test_the_menus_keyboard_and_the_tables_share_the_arrows_from_a_neutral_place() -> None:
    """One place for where an arrow takes the focus, imported by the tables' keyboard and the
    menus' alike: the menus' keyboard does not load the table machinery (nor card art) for
    it."""
    import subprocess
    import sys

    from sixseq.ui import buttonkeys, focus
    from sixseq.ui.table import keyboard

    assert buttonkeys.nearest_towards is focus.nearest_towards
    assert keyboard.nearest_towards is focus.nearest_towards
    code = ("import sys, sixseq.ui.buttonkeys\n"
            "print(sorted(m for m in sys.modules if m.startswith('sixseq.ui.table')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "[]"


def test_up_and_down_keep_the_focus_in_its_column_and_stop_at_the_edge() -> None:
    """Three cards in a row over two piles: down from the middle card goes to the pile under
    it, not the nearer one beside it; up from the top row goes nowhere."""
    row = [pygame.Rect(x, 100, 60, 90) for x in (0, 200, 400)]
    piles = [pygame.Rect(140, 400, 60, 90), pygame.Rect(420, 380, 60, 90)]
    rects = row + piles
    assert nearest_towards(rects, 1, 0, 1) == 3  # 60 px aside, against 220 px
    assert nearest_towards(rects, 2, 0, 1) == 4
    assert nearest_towards(rects, 0, 0, -1) is None
    assert nearest_towards(rects, 4, 0, -1) == 2
    assert nearest_towards(rects, 0, 1, 0) == 1  # the next in the row, not the nearer pile


def test_up_and_down_prefer_what_overlaps_the_focus_across_the_way() -> None:
    """The Settings dialog's foot at 800×560: Up from *Done* goes to *Full screen*, which
    overlaps it across, not past it to *Instant*, nearer its centre two rows up."""
    instant = pygame.Rect(568, 304, 99, 26)
    window, fullscreen = pygame.Rect(253, 368, 205, 26), pygame.Rect(464, 368, 205, 26)
    done = pygame.Rect(584, 406, 105, 28)
    rects = [instant, window, fullscreen, done]
    assert nearest_towards(rects, 3, 0, -1) == 2
    assert nearest_towards(rects, 1, 0, 1) == 3  # nothing under it: the nearest weighed
    assert nearest_towards(rects, 2, 0, -1) == 0


@pytest.mark.parametrize("size", [(1024, 600), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_table_button_shows_its_whole_label_before_and_after_faster(
        tmp_path: Path, language: str, size: tuple[int, int]) -> None:
    """French runs longer: Rami's Faster, pressed, read "Vitesse norma" at 1024×600, and Les
    Six Séquences' "Fin de pose : compléter à 9" lost its 9 at 2560×1440."""
    for info, ui in playable():
        app = App(size, Settings(language=language, sound=False, animation_speed="instant"),
                  Paths(tmp_path, tmp_path, tmp_path))
        scene = ui.showcase(app)
        app.switch(scene)
        app.step()
        for pressed in (False, True):
            if pressed:
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_f, mod=0,
                                                     unicode="f"))
                app.step()
            bar = scene.buttons  # type: ignore[attr-defined]
            for name, button in bar.buttons.items():
                if not button.visible:
                    continue
                spec = bar.specs[name]
                label = tr(spec.key, **dict(spec.params))
                room = label_room(button.rect.width, spec.drawn_px)
                assert font(spec.drawn_px).size(label)[0] <= room, (info.id, pressed, name, label)
        scene.leave()


@pytest.mark.parametrize("size", [(800, 560), (1024, 600), (1024, 768), (900, 900), (800, 1000),
                                  (1280, 1024), (1920, 1080), (2560, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_east_s_and_west_s_plates_stand_clear_of_their_zones(tmp_path: Path,
                                                              size: tuple[int, int]) -> None:
    """Four players below 1280 px wide (1024×600, 4:3 1024×768, a square or tall window):
    West's name plate, wider than the column of its cards, reached into West's zone and
    covered the index of the first card of its first sequence (East's the last card of its
    last). The side columns are now as wide as their plates."""
    app = App(size, Settings(language="en", sound=False, animation_speed="instant"),
              Paths(tmp_path, tmp_path, tmp_path))
    ui = next(ui for info, ui in playable() if info.id == "six-sequences")
    scene = ui.showcase(app)
    app.switch(scene)
    app.step()
    lay, scenery = scene.lay, scene.scenery
    assert lay is not None and scenery is not None
    cards = [rect for box in scenery.combos.values() for rect in box.rects]
    sides = 0
    for seat, fan in scenery.fans.items():
        if lay.seats[seat].compass in ("E", "W"):
            sides += 1
            plate = scene.picture.plate_rect(lay, seat, fan.area)
            assert plate.collidelist(cards) == -1, (lay.seats[seat].compass, plate)
            assert plate.collidelist(list(lay.zones.values())) == -1, plate
    assert sides == 2
    scene.leave()

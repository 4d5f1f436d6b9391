"""The deck export writes every card, both backs and a sprite sheet laid out as documented."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from sixseq.decks.sixsuit import DECK, N_RANKS, card_str
from sixseq.ui.cardart import BACK_STYLES, card_size
from sixseq.ui.export_deck import DEFAULT_WIDTH, export_deck, main

ROOT = Path(__file__).resolve().parent.parent
EXPECTED_NAMES = ({f"{card_str(c, ascii=True)}.png" for c in DECK}
                  | {f"back-{style}.png" for style in BACK_STYLES} | {"deck.png"})


def test_export_writes_one_file_per_card_back_and_the_sheet(tmp_path: Path) -> None:
    export_deck(tmp_path, width=48)
    assert {p.name for p in tmp_path.iterdir()} == EXPECTED_NAMES
    assert {"10h.png", "Jt.png", "0o.png", "As.png"} <= EXPECTED_NAMES
    w, h = card_size(48)
    for card in (0, 33, 119):
        image = pygame.image.load(tmp_path / f"{card_str(card, ascii=True)}.png")
        assert image.get_size() == (w, h)


def test_sheet_cells_are_the_cards_ranks_across_suits_down_backs_last(tmp_path: Path) -> None:
    export_deck(tmp_path, width=48)
    w, h = card_size(48)
    sheet = pygame.image.load(tmp_path / "deck.png")
    assert sheet.get_size() == (20 * w, 7 * h)

    def same(cell: tuple[int, int], name: str) -> bool:
        single = pygame.image.load(tmp_path / name)
        part = sheet.subsurface((cell[0] * w, cell[1] * h, w, h))
        return pygame.image.tobytes(part, "RGBA") == pygame.image.tobytes(single, "RGBA")

    for card in (0, 19, 45, 100, 119):
        suit, rank = divmod(card, N_RANKS)
        assert same((rank, suit), f"{card_str(card, ascii=True)}.png")
    for column, style in enumerate(BACK_STYLES):
        assert same((column, 6), f"back-{style}.png")


def test_command_line_reports_and_refuses_bad_widths(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--width", "40", "--out", str(tmp_path)]) == 0
    assert "40×60" in capsys.readouterr().out
    with pytest.raises(SystemExit) as refused:
        main(["--width", "3", "--out", str(tmp_path / "tiny")])
    assert refused.value.code == 2
    assert "minimum" in capsys.readouterr().err


def test_the_committed_export_is_complete_for_previews() -> None:
    folder = ROOT / "sixseq" / "assets" / "cards"
    assert {p.name for p in folder.iterdir()} >= EXPECTED_NAMES
    assert pygame.image.load(folder / "Kh.png").get_size() == card_size(DEFAULT_WIDTH)

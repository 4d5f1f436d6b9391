"""The deck export writes every card, both backs and a sprite sheet laid out as documented, for
the six-suit deck and (into its own folder) the standard deck."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from sixseq.decks import standard
from sixseq.decks.sixsuit import DECK, N_RANKS, card_str
from sixseq.ui.cardart import BACK_STYLES, CardArt, card_size
from sixseq.ui.deckart import STANDARD
from sixseq.ui.export_deck import DEFAULT_WIDTH, STANDARD_FILES, export_deck, main

ROOT = Path(__file__).resolve().parent.parent
EXPECTED_NAMES = ({f"{card_str(c, ascii=True)}.png" for c in DECK}
                  | {f"back-{style}.png" for style in BACK_STYLES} | {"deck.png"})
STANDARD_NAMES = ({f"{standard.card_str(c)}.png" for c in (*standard.DECK, standard.JOKER)}
                  | {f"back-{style}.png" for style in BACK_STYLES} | {"deck.png"})


def _same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


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


def test_the_standard_deck_writes_its_53_faces_backs_and_sheet(tmp_path: Path) -> None:
    export_deck(tmp_path, width=48, deck=STANDARD_FILES)
    assert {p.name for p in tmp_path.iterdir()} == STANDARD_NAMES
    assert len(STANDARD_NAMES) == 53 + len(BACK_STYLES) + 1
    assert {"Ah.png", "10s.png", "Qd.png", "Kc.png", "jk.png"} <= STANDARD_NAMES
    w, h = card_size(48)
    sheet = pygame.image.load(tmp_path / "deck.png")
    assert sheet.get_size() == (13 * w, 5 * h)

    def cell(column: int, row: int) -> pygame.Surface:
        return sheet.subsurface((column * w, row * h, w, h))

    # Ranks A..K across, suits ♠ ♥ ♦ ♣ down, then the joker and the backs.
    for text, column, row in (("As", 0, 0), ("10h", 9, 1), ("Qd", 11, 2), ("Kc", 12, 3),
                              ("jk", 0, 4)):
        assert _same(cell(column, row), pygame.image.load(tmp_path / f"{text}.png")), text
    for column, style in enumerate(BACK_STYLES, start=1):
        assert _same(cell(column, 4), pygame.image.load(tmp_path / f"back-{style}.png"))


def test_the_standard_export_draws_the_chosen_language_and_colours(tmp_path: Path) -> None:
    export_deck(tmp_path, width=60, deck=STANDARD_FILES, locale="fr", four_colour=True)
    art = CardArt(deck=STANDARD)
    king = standard.parse_card("Kd")
    exported = pygame.image.load(tmp_path / "Kd.png")
    assert _same(exported, art.face(king, 60, "fr", four_colour=True))
    assert not _same(exported, art.face(king, 60, "en", four_colour=True))
    assert not _same(exported, art.face(king, 60, "fr"))


def test_command_line_reports_and_refuses_bad_widths(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--width", "40", "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "40×60" in out and "six-suit" in out and "standard" in out
    # Both decks by default: the six-suit deck where it always was, the standard one beside it.
    assert {p.name for p in tmp_path.iterdir()} == EXPECTED_NAMES | {"standard"}
    assert {p.name for p in (tmp_path / "standard").iterdir()} == STANDARD_NAMES
    assert main(["--width", "40", "--out", str(tmp_path / "one"), "--deck", "standard"]) == 0
    assert {p.name for p in (tmp_path / "one").iterdir()} == {"standard"}
    with pytest.raises(SystemExit) as refused:
        main(["--width", "3", "--out", str(tmp_path / "tiny")])
    assert refused.value.code == 2
    assert "minimum" in capsys.readouterr().err


def test_the_committed_export_is_complete_for_previews() -> None:
    folder = ROOT / "sixseq" / "assets" / "cards"
    assert {p.name for p in folder.iterdir()} >= EXPECTED_NAMES
    assert pygame.image.load(folder / "Kh.png").get_size() == card_size(DEFAULT_WIDTH)
    assert {p.name for p in (folder / "standard").iterdir()} == STANDARD_NAMES
    assert pygame.image.load(folder / "standard" / "jk.png").get_size() == card_size(
        DEFAULT_WIDTH)

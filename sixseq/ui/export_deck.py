"""Write each deck to PNG files, for previews and docs (the game itself draws live).

``python -m sixseq.ui.export_deck [--width W] [--out DIR] [--deck six-suit|standard|both]
[--locale en|fr] [--four-colour]`` writes, for each deck, one image per card named by its
ASCII text, one per back (``back-blue.png``) and ``deck.png``, a sprite sheet of W×H cells:

- the six-suit deck into DIR (``10h.png``, ``Jt.png``, ``0o.png``): 20 columns (ranks 0..A)
  by 6 rows (suits ♠ ♣ ♥ ♦ ★ ●), then a row of the backs;
- the standard deck into DIR/standard (``Ah.png``, ``10s.png``, ``Qd.png``, ``jk.png``), its
  indices in ``--locale`` and its suits in two colours or, with ``--four-colour``, four:
  13 columns (A..K) by 4 rows (♠ ♥ ♦ ♣), then a row holding the joker and the backs.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import pygame

from sixseq.decks import sixsuit, standard
from sixseq.ui.assets import assets_root
from sixseq.ui.cardart import BACK_STYLES, CardArt, card_size
from sixseq.ui.deckart import SIX_SUIT, STANDARD, DeckArt

DEFAULT_WIDTH = 120


@dataclass(frozen=True)
class DeckFiles:
    """How a deck is laid out on disk: its folder under the export's, each card's file name,
    and its sheet: ``cell(card)`` is (column, row) in a grid ``columns`` × ``rows``, or None
    for a card set on the last row, before the backs (the standard joker)."""

    art: DeckArt
    folder: str
    cards: tuple[int, ...]
    name: Callable[[int], str]
    columns: int
    rows: int
    cell: Callable[[int], tuple[int, int] | None]


def _six_suit_cell(card: int) -> tuple[int, int] | None:
    suit, rank = divmod(card, sixsuit.N_RANKS)
    return rank, suit


def _standard_cell(card: int) -> tuple[int, int] | None:
    if standard.is_joker(card):
        return None
    return standard.rank_of(card) - 1, standard.suit_of(card)


SIX_SUIT_FILES = DeckFiles(
    SIX_SUIT, "", sixsuit.DECK, lambda card: sixsuit.card_str(card, ascii=True),
    columns=sixsuit.N_RANKS, rows=sixsuit.N_SUITS,
    cell=_six_suit_cell)
STANDARD_FILES = DeckFiles(
    STANDARD, "standard", (*standard.DECK, standard.JOKER), standard.card_str,
    columns=standard.N_RANKS, rows=standard.N_SUITS, cell=_standard_cell)
DECK_FILES = {"six-suit": SIX_SUIT_FILES, "standard": STANDARD_FILES}


def export_deck(out_dir: Path, width: int = DEFAULT_WIDTH, deck: DeckFiles = SIX_SUIT_FILES,
                locale: str = "en", four_colour: bool = False) -> float:
    """Write every card, back and the sheet of ``deck`` into ``out_dir`` (not into its
    ``folder``: the caller chooses); returns the seconds spent rendering (not saving), the
    cost the table pays on a resize."""
    art = CardArt(deck=deck.art)
    start = time.perf_counter()
    faces = {card: art.face(card, width, locale, four_colour) for card in deck.cards}
    backs = {style: art.back(width, style) for style in BACK_STYLES}
    render_seconds = time.perf_counter() - start

    out_dir.mkdir(parents=True, exist_ok=True)
    w, h = card_size(width)
    sheet = pygame.Surface((deck.columns * w, (deck.rows + 1) * h), pygame.SRCALPHA)
    on_last_row = 0
    for card, face in faces.items():
        pygame.image.save(face, out_dir / f"{deck.name(card)}.png")
        cell = deck.cell(card)
        if cell is None:
            sheet.blit(face, (on_last_row * w, deck.rows * h))
            on_last_row += 1
        else:
            sheet.blit(face, (cell[0] * w, cell[1] * h))
    for column, (style, back) in enumerate(backs.items(), start=on_last_row):
        pygame.image.save(back, out_dir / f"back-{style}.png")
        sheet.blit(back, (column * w, deck.rows * h))
    pygame.image.save(sheet, out_dir / "deck.png")
    return render_seconds


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m sixseq.ui.export_deck",
        description="Write each deck's faces, backs and a sprite sheet as PNG files.")
    parser.add_argument("--width", type=int, default=DEFAULT_WIDTH,
                        help=f"card width in pixels (height is 1.5×; default {DEFAULT_WIDTH})")
    parser.add_argument("--out", type=Path, default=assets_root() / "cards",
                        help="folder to write into (default: sixseq/assets/cards); the "
                             "standard deck goes into its 'standard' folder")
    parser.add_argument("--deck", choices=(*DECK_FILES, "both"), default="both",
                        help="which deck to write (default: both)")
    parser.add_argument("--locale", choices=tuple(standard.RANK_LABELS), default="en",
                        help="the language of the standard deck's indices (default: en)")
    parser.add_argument("--four-colour", action="store_true",
                        help="the standard deck's ♣ green and ♦ blue")
    args = parser.parse_args(argv)
    chosen = list(DECK_FILES) if args.deck == "both" else [args.deck]
    w, h = card_size(args.width)
    for name in chosen:
        files = DECK_FILES[name]
        folder = args.out / files.folder
        try:
            seconds = export_deck(folder, args.width, files, args.locale, args.four_colour)
        except ValueError as error:
            parser.error(str(error))
        print(f"wrote the {name} deck: {len(files.cards)} faces, {len(BACK_STYLES)} backs and "
              f"deck.png at {w}×{h} to {folder} (rendering took {seconds * 1000:.0f} ms)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Write the whole deck to PNG files, for previews and docs (the game itself draws live).

``python -m sixseq.ui.export_deck [--width W] [--out DIR]`` writes one image per card named by
its ASCII text (``10h.png``, ``Jt.png``, ``0o.png``), one per back (``back-blue.png``), and
``deck.png``: a sprite sheet of W×H cells, 20 columns (ranks 0..A) by 6 rows (suits ♠ ♣ ♥ ♦ ★ ●),
plus a seventh row holding the backs.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence
from pathlib import Path

import pygame

from sixseq.decks.sixsuit import DECK, N_RANKS, N_SUITS, card_str
from sixseq.ui.assets import assets_root
from sixseq.ui.cardart import BACK_STYLES, CardArt, card_size

DEFAULT_WIDTH = 120


def export_deck(out_dir: Path, width: int = DEFAULT_WIDTH) -> float:
    """Write every card, back and the sheet into ``out_dir``; returns the seconds spent
    rendering (not saving), the cost the table pays on a resize."""
    art = CardArt()
    start = time.perf_counter()
    faces = {card: art.face(card, width) for card in DECK}
    backs = {style: art.back(width, style) for style in BACK_STYLES}
    render_seconds = time.perf_counter() - start

    out_dir.mkdir(parents=True, exist_ok=True)
    w, h = card_size(width)
    sheet = pygame.Surface((N_RANKS * w, (N_SUITS + 1) * h), pygame.SRCALPHA)
    for card, face in faces.items():
        pygame.image.save(face, out_dir / f"{card_str(card, ascii=True)}.png")
        suit, rank = divmod(card, N_RANKS)
        sheet.blit(face, (rank * w, suit * h))
    for column, (style, back) in enumerate(backs.items()):
        pygame.image.save(back, out_dir / f"back-{style}.png")
        sheet.blit(back, (column * w, N_SUITS * h))
    pygame.image.save(sheet, out_dir / "deck.png")
    return render_seconds


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m sixseq.ui.export_deck",
        description="Write the 120 faces, the backs and a sprite sheet as PNG files.")
    parser.add_argument("--width", type=int, default=DEFAULT_WIDTH,
                        help=f"card width in pixels (height is 1.5×; default {DEFAULT_WIDTH})")
    parser.add_argument("--out", type=Path, default=assets_root() / "cards",
                        help="folder to write into (default: sixseq/assets/cards)")
    args = parser.parse_args(argv)
    try:
        seconds = export_deck(args.out, args.width)
    except ValueError as error:
        parser.error(str(error))
    w, h = card_size(args.width)
    print(f"wrote {len(DECK)} faces, {len(BACK_STYLES)} backs and deck.png at {w}×{h} to "
          f"{args.out} (rendering took {seconds * 1000:.0f} ms)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

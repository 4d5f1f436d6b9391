"""Draw the application icon from the card art: a fan of three cards (A♥, the joker of
stars, K♠) on a transparent square. Writes sixseq/assets/icons/sixseq-<size>.png for the usual
sizes (inside the package: the window's icon and ``sixseq install-desktop`` use them) and
packaging/icons/sixseq.ico (the Windows bundle; PNG entries). Run once; the files are committed.

    SDL_VIDEODRIVER=dummy .venv/bin/python tools/make_icon.py
"""

from __future__ import annotations

import io
import struct
from pathlib import Path

import pygame

from sixseq.decks.sixsuit import parse_card
from sixseq.desktop import ICON_SIZES
from sixseq.ui.cardart import CardArt

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "sixseq" / "assets" / "icons"
WINDOWS_ICON = ROOT / "packaging" / "icons" / "sixseq.ico"


def draw(size: int) -> pygame.Surface:
    """The fan, drawn large and smoothly scaled down so every size is sharp."""
    big = 1024
    canvas = pygame.Surface((big, big), pygame.SRCALPHA)
    art = CardArt()
    width = int(big * 0.52)
    for card, angle, dx in (("Ks", 18, -0.17), ("0t", 0, 0.0), ("Ah", -18, 0.17)):
        face = pygame.transform.rotozoom(art.face(parse_card(card), width), angle, 1.0)
        rect = face.get_rect(center=(int(big * (0.5 + dx)), int(big * 0.53)))
        canvas.blit(face, rect)
    return pygame.transform.smoothscale(canvas, (size, size))


def write_ico(pngs: dict[int, bytes], path: Path) -> None:
    """An .ico holding PNG images (what Windows uses since Vista)."""
    sizes = [s for s in sorted(pngs) if s <= 256]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for s in sizes:
        data = pngs[s]
        entries += struct.pack("<BBBBHHII", s % 256, s % 256, 0, 0, 1, 32, len(data),
                               offset + len(blobs))
        blobs += data
    path.write_bytes(header + entries + blobs)


def main() -> None:
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    OUT.mkdir(parents=True, exist_ok=True)
    pngs = {}
    for size in ICON_SIZES:
        surface = draw(size)
        target = OUT / f"sixseq-{size}.png"
        pygame.image.save(surface, str(target))
        buffer = io.BytesIO()
        pygame.image.save(surface, buffer, "png")
        pngs[size] = buffer.getvalue()
    write_ico(pngs, WINDOWS_ICON)


if __name__ == "__main__":
    main()

"""The program's colours, each written once: the menus, the pages and every table draw with
these names, so one colour is one place to change (a shade picked again in a module drifted
apart: the 20/20's titles in a gold of their own). A colour a screen needs lighter or darker
is a different one and gets its own name; a translucent use keeps the colour and picks its
alpha (``(*PANEL, 225)``). The felts and the card art (faces, backs, suits, highlights) have
their own tables in :mod:`.drawing`, :mod:`.cardart` and :mod:`.deckart`: paper on a table (a
score sheet, a badge, a chip, the 20/20's strip) is the cards' face, ``FACE_COLOUR``, and words
on it are in the cards' ink, ``deckart.INK``.
"""

from __future__ import annotations

RGB = tuple[int, int, int]

INK: RGB = (246, 240, 220)  # words on the felt and on dark panels; the buttons' text
DIM_INK: RGB = (196, 214, 200)  # words that say less: captions, statistics, what is past
GOLD: RGB = (244, 212, 130)  # titles and headings, messages; light enough for small words on
# the green felt's light middle (4.5:1)
LIGHT_GOLD: RGB = (255, 226, 140)  # a notice's words; a score sheet's marked row, under its
# winner's green (4.5:1)
AMBER: RGB = (255, 204, 64)  # on a table: the seat to play, a title over the felt
SHADOW = (0, 0, 0, 150)  # under words written straight on the felt
PANEL: RGB = (12, 28, 20)  # the dark green under words: panels, pills, dialogs
FOCUS: RGB = (120, 200, 255)  # the keyboard's focus, on a table as on a menu

# A score sheet (its paper is the cards' face): its ink, softer words, the rules between its
# rows, a winner's figures.
SHEET_INK: RGB = (40, 38, 34)
SHEET_SOFT_INK: RGB = (112, 106, 96)
SHEET_RULE: RGB = (200, 192, 176)
SHEET_WIN: RGB = (20, 110, 60)


def hex_colour(colour: RGB) -> str:
    """``colour`` as a pygame-gui theme writes it (``#rrggbb``)."""
    return "#" + "".join(f"{c:02x}" for c in colour)

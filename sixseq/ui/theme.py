"""One look for every control: the menu's green and gold, text that grows with the window.

pygame-gui reads only colours from the theme's "defaults": fonts and shapes are given per
element type, or its own Noto Sans (no suit glyphs) is used. Text size cannot follow the window
by itself, so the theme declares one object id per text size (``#px15`` …) and every screen
asks :func:`button_id` for the size its layout wants (tiny text at 2560×1440 was a complaint).
A selected option (a chosen level, a chosen table) is drawn gold on dark green: unmistakable.
"""

from __future__ import annotations

from typing import Any

from pygame_gui.core import ObjectID

from sixseq.ui.fonts import font_path
from sixseq.ui.palette import INK, hex_colour

TEXT_SIZES = range(12, 41)  # the text sizes controls may use, in pixels
MENU_BUTTON_PX = 19  # the menus' bold text at their design size
THEMED_ELEMENTS = ("button", "label", "text_box", "text_entry_line", "drop_down_menu",
                   "selection_list", "tool_tip", "window", "panel", "horizontal_slider")

GREEN = "#16392bee"
GREEN_HOVER = "#245a42"
GREEN_DOWN = "#0f2a1f"
GOLD = "#c9b36a"
GOLD_BRIGHT = "#ffd870"
CREAM = hex_colour(INK)  # the buttons' words: the palette's ink


def _font(size: int, bold: bool = False) -> dict[str, str]:
    spec = {"name": "dejavusans", "size": str(size), "regular_path": str(font_path()),
            "bold_path": str(font_path(bold=True))}
    if bold:
        spec["bold"] = "1"
    return spec


def ui_theme() -> dict[str, Any]:
    theme: dict[str, Any] = {
        "defaults": {
            "colours": {
                "normal_bg": GREEN, "hovered_bg": GREEN_HOVER, "active_bg": GREEN_DOWN,
                "selected_bg": "#d9b44a", "selected_text": "#10251b",
                "dark_bg": "#10261ce8", "normal_text": CREAM, "hovered_text": "#fff6d8",
                "disabled_bg": "#1a2a23", "disabled_text": "#7d8a83",
                "normal_border": GOLD, "hovered_border": GOLD_BRIGHT,
                "selected_border": GOLD_BRIGHT, "active_border": GOLD_BRIGHT,
                "disabled_border": "#4f5f55", "text_shadow": "#00000080",
                "filled_bar": GOLD, "unfilled_bar": "#0f2a1f",
            },
        },
    }
    for element in THEMED_ELEMENTS:
        theme[element] = {"font": _font(15)}
    rounded = {"shape": "rounded_rectangle", "shape_corner_radius": "8", "border_width": "2",
               "shadow_width": "1"}
    theme["button"]["misc"] = dict(rounded)
    window = {"shape": "rounded_rectangle", "shape_corner_radius": "12", "border_width": "2",
              "shadow_width": "3"}
    theme["window"]["misc"] = window
    theme["window"]["colours"] = {"dark_bg": "#10261c"}  # opaque: nothing shows through
    for size in TEXT_SIZES:
        theme[f"#px{size}"] = {"font": _font(size), "misc": dict(rounded)}
        theme[f"#dialog{size}"] = {"font": _font(size), "misc": dict(
            window, title_bar_height=str(title_bar_height(size)))}
        for part in ("#title_bar", "#close_button"):
            theme[f"#dialog{size}.{part}"] = {"font": _font(size)}
        theme[f"#menu{size}"] = {"font": _font(size, bold=True),
                                 "misc": dict(rounded, shape_corner_radius="10")}
    return theme


def _size(px: int) -> int:
    return max(TEXT_SIZES.start, min(TEXT_SIZES.stop - 1, px))


def button_id(px: float) -> ObjectID:
    """The object id of a control whose text is ``px`` pixels (clamped to the theme's)."""
    return ObjectID(object_id=f"#px{_size(round(px))}")


def dialog_id(px: float) -> ObjectID:
    """A dialog window whose text is ``px`` pixels: its title bar grows with it."""
    return ObjectID(object_id=f"#dialog{_size(round(px))}")


def title_bar_height(px: float) -> int:
    """The height of a dialog's title bar for text of ``px`` pixels (pygame-gui's own, 28,
    at the least)."""
    return max(28, round(_size(round(px)) * 1.9))


def menu_button_id(px: float) -> ObjectID:
    """A menu's big button: bold text of ``px`` pixels."""
    return ObjectID(object_id=f"#menu{_size(round(px))}")

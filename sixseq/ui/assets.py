"""Where the bundled assets live, from a source checkout or a PyInstaller bundle.

One place for this lookup, so fonts, card images and sounds all follow the same rule.
"""

from __future__ import annotations

import sys
from pathlib import Path


def assets_root() -> Path:
    """The ``assets`` folder: inside the bundle when frozen (``sys._MEIPASS``), else the
    checkout's top level (the package is installed editable, as the README says)."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle is not None:
        return Path(bundle) / "assets"
    return Path(__file__).resolve().parents[2] / "assets"


def asset_path(*parts: str) -> Path:
    """The path of one asset, e.g. ``asset_path("fonts", "DejaVuSans.ttf")``; raises
    ``FileNotFoundError`` naming the full path if it is missing, so a broken install says why."""
    path = assets_root().joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(f"missing asset: {path}")
    return path

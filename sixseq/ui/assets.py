"""Where the assets live: inside the package (``sixseq/assets``), so a wheel, an editable
install and a PyInstaller bundle all find them the same way.

One place for this lookup, so fonts, catalogs and sounds all follow the same rule.
"""

from __future__ import annotations

from pathlib import Path


def assets_root() -> Path:
    """The package's ``assets`` folder (in a PyInstaller bundle the package's files, assets
    included, sit under ``sys._MEIPASS`` where ``__file__`` points)."""
    return Path(__file__).resolve().parents[1] / "assets"


def asset_path(*parts: str) -> Path:
    """The path of one asset, e.g. ``asset_path("fonts", "DejaVuSans.ttf")``; raises
    ``FileNotFoundError`` naming the full path if it is missing, so a broken install says why."""
    path = assets_root().joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(f"missing asset: {path}")
    return path

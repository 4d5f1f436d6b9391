"""Every visible string, in French and English, through pygame-gui's own localisation.

pygame-gui translates element texts with python-i18n; our strings live in the same kind of
catalog (``sixseq/assets/i18n/sixseq.<locale>.json``), keyed ``sixseq.<area>.<name>``. pygame-gui
elements are given the key itself, so ``UIManager.set_locale`` relabels them live; text we
draw ourselves goes through :func:`tr` at draw time, so it follows the locale too.
"""

from __future__ import annotations

import locale as system
import os
import re
import subprocess
import sys
from collections.abc import Callable, Mapping

import i18n

from sixseq.engine.reasons import Reason
from sixseq.ui.assets import asset_path

LOCALES = ("en", "fr")
DEFAULT_LOCALE = "en"
Said = Mapping[str, str]  # words by locale
_configured = False


def catalog_folders() -> list[str]:
    """The program's catalogs (``sixseq``, ``common``) and each game's own."""
    from sixseq.games.registry import catalog_folders as game_folders

    return [str(asset_path("i18n")), *(str(f) for f in game_folders())]


def configure(locale: str) -> None:
    """Point python-i18n at our catalogs (idempotent) and select ``locale``."""
    global _configured
    if not _configured:
        i18n.set("file_format", "json")
        i18n.set("fallback", DEFAULT_LOCALE)
        i18n.set("error_on_missing_translation", False)
        for folder in catalog_folders():
            if folder not in i18n.load_path:
                i18n.load_path.append(folder)
        _configured = True
    i18n.set("locale", locale if locale in LOCALES else DEFAULT_LOCALE)


def current_locale() -> str:
    found = i18n.get("locale")
    return found if found in LOCALES else DEFAULT_LOCALE


def system_locale() -> str:
    """``fr`` when the system speaks French, else ``en``, read as GNU gettext reads it:
    LANGUAGE's list first (KDE sets it for the language, and LANG for the formats), its
    first language sixseq speaks, unless messages are in the C locale; then LC_ALL,
    LC_MESSAGES, LANG; then what the desktop says (:func:`desktop_language`)."""
    messages = next((value for name in ("LC_ALL", "LC_MESSAGES", "LANG")
                     if (value := os.environ.get(name, ""))), "")
    languages = os.environ.get("LANGUAGE", "")
    if languages.strip(":") and messages.split(".")[0] not in ("C", "POSIX"):
        spoken = (language[:2].lower() for language in languages.split(":"))
        return next((language for language in spoken if language in LOCALES), DEFAULT_LOCALE)
    found = messages or desktop_language()
    return "fr" if found.lower().startswith("fr") else DEFAULT_LOCALE


_FRENCH = 0x0C  # Windows' primary language id for French, whatever the country


def desktop_language() -> str:
    """The language the desktop shows its programs in, where no variable names one: on
    Windows its display language (the C library's locale follows the formats instead), on
    macOS the first of its preferred languages (a program opened from the Finder gets no
    LANG), else the C library's locale."""
    if sys.platform == "win32":
        import ctypes

        try:
            language = ctypes.windll.kernel32.GetUserDefaultUILanguage()
            return "fr" if language & 0x3FF == _FRENCH else "en"
        except (AttributeError, OSError):
            pass
    elif sys.platform == "darwin":
        try:
            said = subprocess.run(["defaults", "read", "-g", "AppleLanguages"],
                                  capture_output=True, text=True, timeout=2, check=False)
            first = next((line.strip(' ",') for line in said.stdout.splitlines()
                          if line.strip(' ",()')), "")
            if first:
                return first
        except (OSError, subprocess.SubprocessError):
            pass
    try:
        return system.getlocale()[0] or ""
    except ValueError:
        return ""


# French elides "le", "de", "du", "au" before an ace's vowel ("l'A♥", "d'A♦", "de l'A●",
# "à l'A♠"); the other ranks keep theirs ("le 8♥", "le 11♦": huit and onze take none).
_BEFORE_AN_ACE = re.compile(r"\b([LlDdAa][eu]) (A[♠♥♦♣★●])")
_ELIDED = {"le": "l'", "de": "d'", "du": "de l'", "au": "à l'"}


def tr(key: str, **params: object) -> str:
    """The text of ``key`` (``sixseq.menu.quit``) in the current locale; ``%{name}``
    placeholders are filled from ``params``."""
    if not _configured:
        configure(DEFAULT_LOCALE)
    text: str = i18n.t(key, **params)
    if current_locale() == "fr":
        text = _BEFORE_AN_ACE.sub(_elide, text)
    return text


def _elide(match: re.Match[str]) -> str:
    article = match.group(1)
    elided = _ELIDED.get(article.lower())
    if elided is None:  # "la", "ae"…: nothing to elide
        return match.group(0)
    return (elided[:1].upper() + elided[1:] if article[0].isupper() else elided) + match.group(2)


def decimal_text(value: float) -> str:
    """A number with one decimal as the current language writes it: ``0.7``, ``0,7``."""
    text = f"{value:.1f}"
    return text.replace(".", ",") if current_locale() == "fr" else text


def signed(value: int) -> str:
    """A score as the score sheets write it: a negative one with a true minus sign (−7),
    never a hyphen (the table's corner, its sheet and the statistics alike)."""
    return f"\u2212{-value}" if value < 0 else f"{value}"


def percent_text(part: int, whole: int) -> str:
    """``part`` of ``whole`` in percent as the current language writes it: ``50%``,
    ``50 %`` (a no-break space); a dash when there is no whole."""
    if not whole:
        return "–"
    number = round(100 * part / whole)
    return f"{number}\u00a0%" if current_locale() == "fr" else f"{number}%"


def file_notice(what: str, notice: str) -> str:
    """The catalog key of the sentence for a file of kind ``what`` (``settings``, ``save``,
    ``stats``) that could not be used: set aside as damaged, set aside as a newer sixseq's
    (``notice.newer``), or left in place because it could not be read just now
    (``notice.kept``; see :class:`sixseq.storage.FileNotice`). A key, not words:
    :meth:`sixseq.ui.app.App.notify` says it in the language of the moment."""
    if getattr(notice, "kept", False):
        return f"sixseq.notice.unavailable_{what}"
    if getattr(notice, "newer", False):
        return f"sixseq.notice.newer_{what}"
    return f"sixseq.notice.unreadable_{what}"


def of_name(name: str) -> str:
    """Whose, in the player's language: "South's"; "de Nord", and "d'Est" before a vowel."""
    if current_locale() == "fr":
        return ("d'" if name[:1].upper() in "AEIOUÉÈÊ" else "de ") + name
    return f"{name}'s"


LEVEL_KEYS = {"easy": "sixseq.table.level.easy", "medium": "sixseq.table.level.medium",
              "hard": "sixseq.table.level.hard", "random": "sixseq.table.level.random"}


def level_name(level: str) -> str:
    """A computer player's level in the player's language."""
    return tr(LEVEL_KEYS[level]) if level in LEVEL_KEYS else level


def reason_text(reason: Reason) -> str:
    """A computer player's reason for a hint, in the player's language."""
    return reason.render(lambda key, **values: tr(key, **values), decimal_text)


def in_every_language(say: Callable[[], str | None]) -> Said | None:
    """``say()`` asked once per language the program speaks; None if it has nothing to say."""
    here = current_locale()
    said = {}
    try:
        for locale in LOCALES:
            configure(locale)
            line = say()
            if line:
                said[locale] = line
    finally:
        configure(here)
    return said or None


def in_current_language(said: Said) -> str:
    return said.get(current_locale()) or next(iter(said.values()))

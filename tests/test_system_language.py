"""Language "as the system": the language the desktop shows its programs in, read as GNU
gettext reads it. LANGUAGE's list comes first (KDE sets it for the language, and LANG for the
formats), unless messages are in the C locale; then LC_ALL, LC_MESSAGES, LANG; then what the
platform says (Windows sets none of these)."""

from __future__ import annotations

import locale

import pytest

from sixseq.ui import i18n

NAMES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.mark.parametrize(("environment", "expected"), [
    ({"LANG": "fr_FR.UTF-8"}, "fr"),
    ({"LANG": "en_US.UTF-8"}, "en"),
    ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LC_ALL": "fr_CA.UTF-8", "LANG": "en_US.UTF-8"}, "fr"),
    ({"LC_MESSAGES": "fr_BE.UTF-8", "LANG": "en_GB.UTF-8"}, "fr"),
    ({"LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"}, "en"),
    # KDE: the language chosen in LANGUAGE, the formats in LANG
    ({"LANGUAGE": "fr", "LANG": "en_US.UTF-8"}, "fr"),
    ({"LANGUAGE": "en_GB:en", "LANG": "fr_FR.UTF-8"}, "en"),
    # a list: the first language sixseq speaks
    ({"LANGUAGE": "de_DE:fr:en", "LANG": "de_DE.UTF-8"}, "fr"),
    ({"LANGUAGE": "de_DE:de", "LANG": "fr_FR.UTF-8"}, "en"),
    ({"LANGUAGE": ":fr", "LANG": "en_US.UTF-8"}, "fr"),
    # messages in the C locale: LANGUAGE is not read
    ({"LANGUAGE": "fr", "LC_ALL": "C"}, "en"),
    ({"LANGUAGE": "fr", "LANG": "C.UTF-8"}, "en"),
    ({"LANGUAGE": "fr", "LANG": "POSIX"}, "en"),
    # LANGUAGE alone
    ({"LANGUAGE": "fr_FR"}, "fr"),
])
def test_the_system_language_is_read_as_gettext_reads_it(
        monkeypatch: pytest.MonkeyPatch, environment: dict[str, str], expected: str) -> None:
    for name in NAMES:
        monkeypatch.delenv(name, raising=False)
    for name, value in environment.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setattr(locale, "getlocale", lambda *_: ("fr_FR", "UTF-8"))
    assert i18n.system_locale() == expected


@pytest.mark.parametrize(("platform", "expected"), [
    (("fr_FR", "UTF-8"), "fr"), (("French_France", "1252"), "fr"),
    (("English_United States", "1252"), "en"), ((None, None), "en")])
def test_with_no_variable_set_the_platform_says(
        monkeypatch: pytest.MonkeyPatch, platform: tuple[str | None, str | None],
        expected: str) -> None:
    for name in NAMES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(locale, "getlocale", lambda *_: platform)
    assert i18n.system_locale() == expected


class Ran:
    """What ``subprocess.run`` gives back: the command's output."""

    def __init__(self, stdout: str) -> None:
        self.stdout = stdout


@pytest.mark.parametrize(("preferred", "expected"), [
    ('(\n    "fr-FR",\n    "en-US"\n)\n', "fr"), ("(\n    fr,\n    en\n)\n", "fr"),
    ('(\n    "en-GB",\n    "fr-FR"\n)\n', "en"), ("", "en")])
def test_on_macos_the_first_preferred_language_says(
        monkeypatch: pytest.MonkeyPatch, preferred: str, expected: str) -> None:
    """A program opened from the Finder gets no LANG: the language chosen in the system's
    settings is macOS's list of preferred languages."""
    import subprocess

    for name in NAMES:
        monkeypatch.delenv(name, raising=False)
    asked: list[list[str]] = []

    def run(command: list[str], **_: object) -> Ran:
        asked.append(command)
        return Ran(preferred)

    monkeypatch.setattr(i18n.sys, "platform", "darwin")
    monkeypatch.setattr(subprocess, "run", run)
    monkeypatch.setattr(locale, "getlocale", lambda *_: (None, None))
    assert i18n.system_locale() == expected
    assert asked == [["defaults", "read", "-g", "AppleLanguages"]]


@pytest.mark.parametrize(("language_id", "expected"), [
    (0x040C, "fr"), (0x0C0C, "fr"), (0x0409, "en"), (0x0407, "en")])
def test_on_windows_the_display_language_says_not_the_formats(
        monkeypatch: pytest.MonkeyPatch, language_id: int, expected: str) -> None:
    """Windows keeps the language its menus are shown in apart from the formats (the C
    library's locale): a French Windows with United States formats is French."""
    import ctypes

    class Kernel32:
        @staticmethod
        def GetUserDefaultUILanguage() -> int:  # Windows' own name
            return language_id

    class WinDLL:
        kernel32 = Kernel32()

    for name in NAMES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(i18n.sys, "platform", "win32")
    monkeypatch.setattr(ctypes, "windll", WinDLL(), raising=False)
    other = ("English_United States", "1252") if expected == "fr" else ("French_France", "1252")
    monkeypatch.setattr(locale, "getlocale", lambda *_: other)
    assert i18n.system_locale() == expected

"""The app shell headless: the loop, scenes, resizing, and live language switching."""

import json
import os
import re
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pygame
import pygame_gui
import pytest
from typography import french_spacing_faults

from sixseq.games.six_sequences.bots.reasons import because
from sixseq.settings import Settings
from sixseq.storage import Paths
from sixseq.ui.app import MIN_SIZE, SAVE_FAILED, App
from sixseq.ui.i18n import LOCALES, tr
from sixseq.ui.scene import Scene

ROOT = Path(__file__).resolve().parent.parent


class Probe(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.events: list[int] = []
        self.sizes: list[tuple[int, int]] = []
        self.button: pygame_gui.elements.UIButton | None = None

    def enter(self) -> None:
        self.button = pygame_gui.elements.UIButton(pygame.Rect(10, 10, 160, 40),
                                                   "sixseq.app.language_fr", self.app.ui)

    def handle_event(self, event: pygame.event.Event) -> None:
        self.events.append(event.type)

    def resize(self, size: tuple[int, int]) -> None:
        self.sizes.append(size)

    def draw(self, screen: pygame.Surface) -> None:
        screen.fill((10, 90, 40))


@pytest.fixture
def app(tmp_path: Path) -> App:
    return App((900, 600), Settings(language="en"), Paths(tmp_path, tmp_path, tmp_path))


def test_a_scene_gets_input_draws_and_quits(app: App) -> None:
    probe = Probe(app)
    app.switch(probe)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a"))
    app.step()
    assert pygame.KEYDOWN in probe.events
    assert app.screen.get_at((600, 500))[:3] == (10, 90, 40)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step()
    assert not app.running


def test_pressing_a_pygame_gui_button_reaches_the_scene(app: App) -> None:
    probe = Probe(app)
    app.switch(probe)
    app.step()
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=(50, 30), button=1))
        app.step()
    app.step()
    assert pygame_gui.UI_BUTTON_PRESSED in probe.events


def test_a_click_on_a_notice_puts_it_away_and_goes_no_further(app: App) -> None:
    """A notice stays its while or until clicked; the click was aimed at it, not at the
    table under it. A click beside it reaches the scene and leaves it."""
    probe = Probe(app)
    app.switch(probe)
    app.notify(SAVE_FAILED)
    app.step()  # drawn: it has its place now
    rect = app.notices[0].rect
    assert rect is not None
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(rect.x - 5, rect.y - 5),
                                         button=1))
    app.step()
    assert [n.key for n in app.notices] == [SAVE_FAILED]
    assert probe.events.count(pygame.MOUSEBUTTONDOWN) == 1
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    app.step()
    assert app.notices == [] and probe.events.count(pygame.MOUSEBUTTONDOWN) == 1


def test_every_kind_of_element_uses_dejavu_for_the_suit_glyphs(app: App) -> None:
    """pygame-gui takes only colours from the theme's defaults: fonts go per element."""
    theme = app.ui.get_theme()
    for element in ("button", "label", "window", "text_box"):
        assert theme.get_font_info([element])["name"] == "dejavusans", element


def test_resizing_lays_the_scene_out_again_within_a_minimum(app: App) -> None:
    probe = Probe(app)
    app.switch(probe)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(300, 200), w=300, h=200))
    app.step()
    assert probe.sizes[-1][0] >= MIN_SIZE[0] or probe.sizes[-1] == app.screen.get_size()


def test_a_resize_is_laid_out_once_and_a_size_unchanged_not_at_all(app: App) -> None:
    """SDL tells each resize twice (VIDEORESIZE, then WINDOWSIZECHANGED), and a window manager
    may say the size the window already has: laying the table out again for those finished
    the cards in flight at once (a deal jumped to its end)."""
    probe = Probe(app)
    app.switch(probe)
    laid_out = len(probe.sizes)
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=900, y=600))
    app.step()
    assert len(probe.sizes) == laid_out
    pygame.display.set_mode((1000, 700), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 700), w=1000, h=700))
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1000, y=700))
    app.step()
    assert probe.sizes[laid_out:] == [(1000, 700)]


def test_the_language_switches_live(app: App) -> None:
    probe = Probe(app)
    app.switch(probe)
    app.set_locale("fr")
    assert tr("sixseq.app.language_en") == "English"
    assert probe.button is not None and probe.button.text == "sixseq.app.language_fr"
    app.set_locale("en")


# --- the catalogs -----------------------------------------------------------------------------

def _flatten(tree: dict[str, object], prefix: str = "sixseq") -> dict[str, str]:
    flat: dict[str, str] = {}
    for key, value in tree.items():
        if isinstance(value, dict):
            flat.update(_flatten(value, f"{prefix}.{key}"))
        else:
            flat[f"{prefix}.{key}"] = str(value)
    return flat


def _catalog(locale: str) -> dict[str, str]:
    """Every catalog of ``locale`` (one per namespace: ``sixseq``, ``common``, a game's), its
    keys in full (``common.reason.plain``)."""
    flat: dict[str, str] = {}
    paths = [*(ROOT / "sixseq" / "assets" / "i18n").glob(f"*.{locale}.json"),
             *(ROOT / "sixseq" / "games").glob(f"*/i18n/*.{locale}.json")]
    for path in sorted(paths):
        namespace = path.name.split(".")[0]
        flat.update(_flatten(json.loads(path.read_text(encoding="utf-8"))[locale], namespace))
    return flat


def test_french_and_english_catalogs_have_the_same_keys_and_placeholders() -> None:
    english, french = _catalog("en"), _catalog("fr")
    assert set(english) == set(french)
    for key, text in english.items():
        assert set(re.findall(r"%\{(\w+)\}", text)) == \
            set(re.findall(r"%\{(\w+)\}", french[key])), key


def test_every_key_used_in_the_code_is_in_the_catalogs() -> None:
    known = set(_catalog("en"))
    known |= {key.rsplit(".", 1)[0] for key in known  # a key counted in its plural forms
              if key.endswith((".zero", ".one", ".many"))}
    used = set()
    for path in (ROOT / "sixseq").rglob("*.py"):
        used |= set(re.findall(r"[\"'](sixseq(?:\.[a-z0-9_]+){2,})[\"']", path.read_text()))
    used = {key for key in used if not key.startswith(("sixseq.games.", "sixseq.engine."))}
    assert used - known == set()
    assert LOCALES == ("en", "fr")


def test_refusals_read_in_both_languages_and_english_matches_the_core() -> None:
    from sixseq.games.six_sequences.rules.errors import REFUSALS, REFUSE
    from sixseq.ui.i18n import configure
    from sixseq.ui.table.words import refusal_message

    english = _catalog("en")
    for key, (_, template) in REFUSALS.items():
        assert english[f"sixseq.refusal.{key}"] == re.sub(r"\{(\w+)\}", r"%{\1}", template)
    error = REFUSE("too_many_series", series=2, sequences=2)
    configure("fr")
    try:
        said = refusal_message(error)
        assert said.rule == "SS-MELD-3"
        assert said.text.endswith("\u00a0: un camp ne peut pas poser plus de séries que de "
                                  "séquences (séries\u00a0: 2, séquences\u00a0: 2)")
    finally:
        configure("en")
    assert refusal_message(error).text.endswith(f": {error.reason}")


@pytest.mark.parametrize(("text", "faults"), [
    ("Gagné\u202f! Revendiquer le 8♥\u202f?! Donne\u00a02\u00a0: «\u00a0Reprendre\u00a0»", 0),
    ("à 12:30, 3:1, https://example.org/?a=1 ; %{a}\u00a0: {b}", 1),  # only the plain " ;"
    ("Gagné ! Vraiment? Manche : « Reprendre » %{card}:", 6),
    ("sûre à %{chance} %, à 50\u00a0%", 1),  # a percent sign is held too
])
def test_the_french_spacing_check_sets_aside_what_is_not_prose(text: str, faults: int) -> None:
    assert len(french_spacing_faults(text)) == faults, french_spacing_faults(text)


def test_french_keeps_its_punctuation_to_the_word_with_a_no_break_space() -> None:
    """A French line wrapped at a plain space started with ":" or "?", or ended with "«":
    every French text a player reads, the catalogs' and the desktop menu's, holds its marks."""
    from sixseq import desktop

    french = dict(_catalog("fr"))
    for line in desktop.desktop_entry(["sixseq"]).splitlines():
        if line.startswith(("Name[fr]=", "Comment[fr]=", "GenericName[fr]=")):
            french[line] = line.partition("=")[2]
    for said in re.findall(r'xml:lang="fr">(.*?)</', desktop.metainfo(), re.DOTALL):
        french[f"metainfo {said[:20]}"] = said
    wrong = {key: found for key, text in sorted(french.items())
             if (found := french_spacing_faults(text))}
    assert wrong == {}


def test_every_hint_reason_is_in_the_catalogs_with_the_same_values() -> None:
    """The computer players' reasons are keys (the bots' reasons): each needs its English and
    French text, with the placeholders the English table fills."""
    from sixseq.engine.reasons import COMMON

    english = _catalog("en")
    for book in (because, COMMON):
        for name in book:
            reason_key, text = book.key(name), book.entries[name]
            assert set(re.findall(r"\{(\w+)\}", text)) == \
                set(re.findall(r"%\{(\w+)\}", english[reason_key])), reason_key


# --- the window and the terminal --------------------------------------------------------------

def test_the_window_comes_back_as_it_was_left(tmp_path: Path) -> None:
    """Size and place are kept when the program closes and given back at the next start."""
    from sixseq.settings import load_settings

    paths = Paths(tmp_path, tmp_path, tmp_path)
    app = App(settings=Settings(language="en", sound=False), paths=paths)
    pygame.display.set_mode((1000, 700), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 700), w=1000, h=700))
    pygame.event.post(pygame.event.Event(pygame.WINDOWMOVED, x=50, y=60))
    app.step()
    app.quit()
    kept = load_settings(paths)[0]
    assert kept.window == (1000, 700, 50, 60)
    again = App(settings=kept, paths=paths)
    assert again.screen.get_size() == (1000, 700)
    assert os.environ["SDL_VIDEO_WINDOW_POS"] == "50,60"


def test_sound_says_unavailable_without_an_audio_device(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    from sixseq.ui.settings_dialog import SettingsDialog

    def no_device() -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    app = App((900, 600), Settings(language="en"), Paths(tmp_path, tmp_path, tmp_path))
    assert not app.sounds.available
    app.open_dialog(lambda close: SettingsDialog(app, close))
    dialog = app.dialog
    assert isinstance(dialog, SettingsDialog)
    sound = [(b.text, value) for b, name, value in dialog.dialog.choices if name == "sound"]
    assert sound == [("sixseq.settings.unavailable", False)]


def test_settings_with_sound_off_leave_the_audio_device_alone(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Opening Settings with sound off started the mixer only to learn whether the sound row
    could offer *On*: the row offers On and Off, and the mixer is not asked."""
    from sixseq.ui.settings_dialog import SettingsDialog

    started: list[object] = []
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", lambda *args, **kwargs: started.append(args))
    app = App((900, 600), Settings(language="en", sound=False),
              Paths(tmp_path, tmp_path, tmp_path))
    app.open_dialog(lambda close: SettingsDialog(app, close))
    app.step()
    dialog = app.dialog
    assert isinstance(dialog, SettingsDialog)
    sound = [(b.text, value) for b, name, value in dialog.dialog.choices if name == "sound"]
    assert sound == [("sixseq.settings.on", True), ("sixseq.settings.off", False)]
    assert started == []


def test_with_sound_off_the_program_never_opens_the_audio_device(tmp_path: Path) -> None:
    """``pygame.init()`` opens the audio device (it starts the mixer): a player who turned
    sound off had it opened at every start. The window, a table with its sounds and the
    Settings come and go with the mixer never started."""
    from sixseq.games.sixte.ui import GAME
    from sixseq.ui.settings_dialog import SettingsDialog

    pygame.mixer.quit()  # as at a program's start, whatever tests ran before
    app = App((900, 600), Settings(language="en", sound=False),
              Paths(tmp_path, tmp_path, tmp_path))
    app.switch(GAME.new_table(app, {"levels": ["easy"] * 5}))
    for _ in range(3):
        app.step()
    app.open_dialog(lambda close: SettingsDialog(app, close))
    app.step()
    assert not pygame.mixer.get_init()


def test_with_sound_on_the_mixer_is_ready_before_the_first_card_is_heard(
        tmp_path: Path) -> None:
    """Started at the first sound, the mixer would open the device as the first card is
    dealt, and that card would be heard late: with sound on, it starts with the window (or
    as sound is turned on in Settings)."""
    for sound in (True, False):
        pygame.mixer.quit()
        app = App((900, 600), Settings(language="en", sound=sound),
                  Paths(tmp_path, tmp_path, tmp_path))
        assert bool(pygame.mixer.get_init()) == sound
    app.change_settings(replace(app.settings, sound=True))
    assert pygame.mixer.get_init()


def test_a_machine_without_sound_keeps_the_terminal_quiet(tmp_path: Path) -> None:
    """The audio library's complaints (ALSA lines) never reach the player's terminal."""
    code = ("import os, pathlib; os.environ.pop('SDL_AUDIODRIVER', None)\n"
            "from sixseq.logs import configure_logging\n"
            f"configure_logging(pathlib.Path({str(tmp_path)!r}))  # as the program does\n"
            "from sixseq.ui.app import App\n"
            "from sixseq.storage import Paths\n"
            f"app = App(paths=Paths(*[__import__('pathlib').Path({str(tmp_path)!r})] * 3))\n"
            "app.sounds.play('deal')\n")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("SDL_AUDIODRIVER", None)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                         cwd=ROOT, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "ALSA" not in out.stderr and out.stderr.strip() == ""


def test_the_program_starts_and_quits_without_a_word_in_the_terminal(tmp_path: Path) -> None:
    """The real command, as a player's launcher runs it: no pygame greeting, no audio noise."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SIXSEQ_HOME=str(tmp_path))
    for name in ("SDL_AUDIODRIVER", "PYGAME_HIDE_SUPPORT_PROMPT"):
        env.pop(name, None)
    out = subprocess.run([sys.executable, "-m", "sixseq", "--quit-after-frames", "3"],
                         capture_output=True, text=True, env=env, cwd=tmp_path, timeout=60)
    assert out.returncode == 0, out.stderr
    assert (out.stdout, out.stderr) == ("", "")


def test_the_four_colour_standard_deck_is_one_click_in_settings(tmp_path: Path) -> None:
    """A colour-blind player picks four colours (♣ green, ♦ blue) in Settings; it is saved and
    every table's painter draws standard cards with it, in the player's language."""
    from table_harness import click

    from sixseq.decks.standard import parse_card
    from sixseq.settings import load_settings
    from sixseq.ui.cardart import CardArt
    from sixseq.ui.deckart import STANDARD
    from sixseq.ui.settings_dialog import SettingsDialog
    from sixseq.ui.table.painter import Painter

    paths = Paths(tmp_path, tmp_path, tmp_path)
    app = App((1024, 600), Settings(language="en", sound=False), paths)
    app.open_dialog(lambda close: SettingsDialog(app, close))
    dialog = app.dialog
    assert isinstance(dialog, SettingsDialog)
    button = next(b for b, name, value in dialog.dialog.choices
                  if name == "four_colour" and value is True)
    click(app, button.rect.center)
    assert app.settings.four_colour and load_settings(paths)[0].four_colour

    painter = Painter(CardArt(deck=STANDARD), Settings(four_colour=False))
    club = parse_card("Kc")

    def pixels() -> bytes:
        return pygame.image.tobytes(painter.image(club, 80, True), "RGBA")

    two = pixels()
    painter.follow(app.settings)
    four = pixels()
    assert four != two  # the club turned green
    app.set_locale("fr")
    try:
        assert pixels() != four  # R, not K, in the corner
    finally:
        app.set_locale("en")
    assert pixels() == four


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_settings_window_is_whole_and_legible_in_the_smallest_window(
        tmp_path: Path, language: str) -> None:
    """At the smallest window the dialog shrinks, but its text stops at 12 px: every label and
    choice must still hold its words (pygame-gui cut "Computer players" short before)."""
    import warnings

    from sixseq.ui.fonts import font
    from sixseq.ui.settings_dialog import SettingsDialog
    from sixseq.ui.theme import TEXT_SIZES

    app = App(MIN_SIZE, Settings(language=language, sound=False),
              Paths(tmp_path, tmp_path, tmp_path))
    with warnings.catch_warnings():
        warnings.filterwarnings("error", message="Label Rect is too small")
        app.open_dialog(lambda close: SettingsDialog(app, close))
        app.step()
    dialog = app.dialog
    assert isinstance(dialog, SettingsDialog)
    window = dialog.dialog.window
    assert window is not None
    assert app.screen.get_rect().contains(window.rect)
    smallest = font(TEXT_SIZES.start)
    for button, _, _ in dialog.dialog.choices:
        assert smallest.size(tr(button.text))[0] + 8 <= button.rect.width, tr(button.text)


def test_the_window_is_never_smaller_than_the_screens_are_laid_out_for(tmp_path: Path) -> None:
    """Screens are laid out for MIN_SIZE at the least: a smaller window cut the main menu's
    lower half (Settings, Quit) off. The system is told the smallest size, and a smaller one
    remembered from before opens at that size."""
    import warnings

    from sixseq.settings import Settings

    app = App(settings=Settings(language="en", sound=False, window=(640, 420)),
              paths=Paths(tmp_path, tmp_path, tmp_path))
    assert app.screen.get_size() == MIN_SIZE
    assert app.ui.window_resolution == MIN_SIZE  # the screens are laid out at that size …
    app.remember_window()
    assert app.settings.window[:2] == MIN_SIZE  # … and the small size does not come back
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        assert pygame.Window.from_display_module().minimum_size == MIN_SIZE

"""The window and its loop: one pygame-ce window, one pygame-gui manager, one scene at a time.

The loop sleeps in ``pygame.event.wait`` when nothing moves (a card table at rest must not burn
CPU) and runs at the display rate only while a scene animates. Tests drive the real app by
posting events and calling :meth:`App.step`.

The app also carries what every screen shares: the settings (changed and saved in one place,
:meth:`App.change_settings`), short notices to the player drawn over any scene, and the hooks of
the application shell (:class:`Host`): Esc that no scene used, saving before the window closes,
and the apology screen after an uncaught error.
"""

from __future__ import annotations

import logging
import os
import time
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

import pygame
import pygame_gui

from sixseq.desktop import WINDOW_CLASS
from sixseq.settings import Settings, save_settings
from sixseq.storage import Paths, StorageError
from sixseq.ui import drawing, fonts, i18n, text
from sixseq.ui.assets import asset_path
from sixseq.ui.buttonkeys import ButtonKeys
from sixseq.ui.dragdrop import StalePress
from sixseq.ui.palette import FOCUS, LIGHT_GOLD
from sixseq.ui.scene import Scene
from sixseq.ui.sound import Sounds
from sixseq.ui.table.words import Message, lay_out
from sixseq.ui.theme import ui_theme

log = logging.getLogger(__name__)

FRAME_RATE = 60
# A frame never counts more than this: the loop wakes at least every IDLE_WAIT_MS, so a longer
# gap is a machine suspended or a process stopped, not time at the table (a claim window does
# not run out, the 20/20's clock does not count it).
LONGEST_FRAME = 1.0
IDLE_WAIT_MS = 250  # at rest, wake at least this often (pygame-gui's cursor blink, timers)
# pygame-ce's event.wait polls the queue every millisecond (≈3–4% of a core doing nothing);
# napping 10 ms between polls keeps a table at rest near 1% and still answers within a frame.
IDLE_NAP_S = 0.010
MIN_SIZE = (800, 560)
WINDOW_ICON = "sixseq-128.png"  # the title bar's and the task bar's (sixseq/assets/icons)
DEFAULT_SIZE = (1280, 800)
GRIP = (64, 32)  # the least of a window a player must see to drag it back into view
NOTICE_SECONDS = 12.0  # a notice stays this long, or until clicked
SAVE_FAILED = "sixseq.notice.save_failed"  # what a failed write tells: the game was not kept
STATS_FAILED = "sixseq.notice.stats_not_saved"
# What the window manager's events say of the player being at the window: (minimised, has the
# keyboard), None where an event says nothing of it. A window given the keyboard shows: some
# systems say restored with no word of the keyboard, or the reverse. Not WINDOWHIDDEN and
# WINDOWSHOWN: SDL sends both as it opens the window (a game opened at start would pause and
# resume, its deal landing at once), and a minimised window is said minimised as well.
WINDOW_STATES: dict[int, tuple[bool | None, bool | None]] = {
    pygame.WINDOWMINIMIZED: (True, None),
    pygame.WINDOWRESTORED: (False, None), pygame.WINDOWMAXIMIZED: (False, None),
    pygame.WINDOWFOCUSLOST: (None, False), pygame.WINDOWFOCUSGAINED: (False, True),
}


def at_least_minimum(size: tuple[int, int]) -> tuple[int, int]:
    """``size``, grown to ``MIN_SIZE`` where it is smaller (the screens are laid out for it)."""
    return max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1])


def within_the_screens(size: tuple[int, int]) -> tuple[int, int]:
    """A window size left last time, no larger than the largest screen: one left on a larger
    screen, gone since, opened with its bottom (the hand, the buttons) off the screen."""
    sizes = pygame.display.get_desktop_sizes()
    if not sizes:
        return size
    return min(size[0], max(w for w, _ in sizes)), min(size[1], max(h for _, h in sizes))


def on_a_screen(place: tuple[int, int], size: tuple[int, int]) -> bool:
    """Whether a window of ``size`` left at ``place`` shows enough of itself (``GRIP``) to be
    seen and dragged. SDL tells the screens' sizes, not where they stand: any place within
    their widths and heights on either side of the first is believed, so with one screen
    the place must be on it (a second screen unplugged since opened the window where no one
    could see it)."""
    sizes = pygame.display.get_desktop_sizes()
    if not sizes:
        return True
    wide, high = sum(w for w, _ in sizes), sum(h for _, h in sizes)
    first_w, first_h = sizes[0]
    area = pygame.Rect(first_w - wide, first_h - high, 2 * wide - first_w, 2 * high - first_h)
    shown = pygame.Rect(place, size).clip(area)
    return shown.width >= GRIP[0] and shown.height >= GRIP[1]


def screen_of(place: tuple[int, int], size: tuple[int, int],
              sizes: Sequence[tuple[int, int]]) -> int:
    """The screen (an index into ``sizes``) under the centre of a window of ``size`` at
    ``place``. SDL tells the screens' sizes, not where they stand (see :func:`on_a_screen`):
    the first is believed at (0, 0), the others beside it in their order on whichever side the
    window is, so with two screens a window off the first is on the second, wherever it
    stands."""
    if len(sizes) < 2:
        return 0
    x, y = place[0] + size[0] // 2, place[1] + size[1] // 2
    first_w, first_h = sizes[0]
    if 0 <= x < first_w and 0 <= y < first_h:
        return 0
    if not 0 <= x < first_w:
        beyond, extents = (x - first_w if x >= first_w else -1 - x), [w for w, _ in sizes[1:]]
    else:
        beyond, extents = (y - first_h if y >= first_h else -1 - y), [h for _, h in sizes[1:]]
    for index, extent in enumerate(extents, start=1):
        if beyond < extent:
            return index
        beyond -= extent
    return len(sizes) - 1


if TYPE_CHECKING:
    from pygame_gui.elements import UIButton

    from sixseq.ui.games import GameUI


def name_the_window() -> None:
    """Give the window the program's class (X11 ``WM_CLASS``) and app id (Wayland), the desktop
    entry's ``StartupWMClass``, so the task bar shows that entry's icon and name. SDL reads
    them when its display starts: call this before :func:`start_pygame`. (``import pygame``
    has already set the X11 class to the script's name, so it is overwritten, not
    defaulted.)"""
    for variable in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS", "SDL_APP_ID"):
        os.environ[variable] = WINDOW_CLASS


def start_pygame() -> None:
    """Start what the program uses of pygame: the display (its events with it) and fonts.
    Not ``pygame.init()``: it opens the audio device too, even for a player who turned sound
    off; :class:`~sixseq.ui.sound.Sounds` starts the mixer, only while sound is on."""
    pygame.display.init()
    pygame.font.init()


class Host(Protocol):
    """What the application shell adds around the scenes (:class:`sixseq.ui.shell.Shell`)."""

    def escape(self) -> None:
        """Esc that the scene did not use (or the menu button): a game opens its menu."""

    def before_quit(self) -> None:
        """The window is closing: save the game in play."""

    def apology(self) -> Scene:
        """The screen shown after an uncaught error (the error is already logged)."""

    def away(self, away: bool) -> None:
        """The player left the window (``away``: see :attr:`App.away`) or came back."""

    def new_game(self, scene: Scene | None = None) -> None:
        """A new game of the game on ``scene`` (asking first if one is in progress)."""

    def save_game(self, ui: GameUI, scene: Scene) -> None:
        """Write ``scene``'s game (a failure is told once, and play goes on)."""

    def write(self, job: Callable[[], None], failure: str = SAVE_FAILED) -> None:
        """Run a write (statistics…): a failure is told once (the catalogue key ``failure``
        says what was not kept), and play goes on."""


class Dialog(Protocol):
    """A modal window over any scene: it gets every event while open; Esc closes it."""

    def handle(self, event: pygame.event.Event) -> None: ...

    def close(self) -> None: ...

    def relayout(self) -> None: ...

    def buttons(self) -> list[UIButton]:
        """What the keyboard's focus moves over (Tab, the arrows; Enter presses)."""
        ...


@dataclass
class Notice:
    """One sentence for the player (a file set aside, a save that failed), shown over any
    scene until ``until`` or a click. It keeps its catalog key and arguments, so it is said in
    the language of the moment (the player may switch language while it shows)."""

    key: str
    params: dict[str, object]
    until: float
    rect: pygame.Rect | None = None

    @property
    def text(self) -> str:
        return i18n.tr(self.key, **self.params)


class App:
    """The running program: window, UI manager, settings, current scene."""

    def __init__(self, size: tuple[int, int] | None = None, settings: Settings | None = None,
                 paths: Paths | None = None,
                 now: Callable[[], float] | None = None) -> None:
        """``size``: the window's (default: as the player last left it, else
        ``DEFAULT_SIZE``). ``now`` (seconds) is the clock frames are timed by: tests pass one
        they move by hand, so a loaded machine never changes what a test sees."""
        os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")  # real pixels
        name_the_window()
        self.settings = settings or Settings()
        last = self.settings.window
        restore = size is None and bool(last)
        start_pygame()
        if restore:
            size = within_the_screens((last[0], last[1]))
        size = at_least_minimum(size or DEFAULT_SIZE)
        self.paths = paths or Paths.default()
        self.windowed_size = size
        place = (last[2], last[3]) if len(last) == 4 else None
        self.window_position = place if place is not None and on_a_screen(place, size) else None
        if restore and self.window_position is not None:
            os.environ["SDL_VIDEO_WINDOW_POS"] = "{},{}".format(*self.window_position)
        pygame.display.set_icon(pygame.image.load(str(asset_path("icons", WINDOW_ICON))))
        self.screen = self._set_mode(size, self.settings.fullscreen, self.window_position)
        self.laid_out_for = size  # the window's size the screens were last laid out for
        pygame.display.set_caption("sixseq")
        locale = self.settings.language or i18n.system_locale()
        i18n.configure(locale)
        self.ui = pygame_gui.UIManager(size, ui_theme(), starting_language=i18n.current_locale(),
                                       translation_directory_paths=i18n.catalog_folders())
        self.sounds = Sounds(self.settings.sound)
        self.sounds.warm_up()
        self.clock = pygame.time.Clock()
        self.now = now
        self._last_now = now() if now is not None else 0.0
        self.scene: Scene | None = None
        self.dialog: Dialog | None = None
        self.scene_keys = ButtonKeys()  # the keyboard over the scene's buttons (its menus)
        self.dialog_keys = ButtonKeys()  # … and over the open dialog's
        self.stale_press = StalePress()
        self.on_keys = False  # the player's last press was a key's, not the mouse's
        self.host: Host | None = None
        # Another window plays these games (sixseq.storage.DataLock): this one writes nothing,
        # its settings and its size included.
        self.read_only = False
        # Another launch of sixseq asking this window to come to the front (DataLock.knocked).
        self.knocked: Callable[[], bool] | None = None
        self.notices: list[Notice] = []
        self.running = True
        self.crashed = False  # an uncaught error happened: the exit status says so
        self.error: BaseException | None = None  # the last one (the apology's report names it)
        self._apology: Scene | None = None
        self.frames = 0
        self.time = 0.0  # seconds the player was at the window (see away), for notices
        self.minimised = False  # the window manager says so
        self.focused = True  # the window has the keyboard (assumed until told otherwise)
        self._dirty = True

    @staticmethod
    def _set_mode(size: tuple[int, int], fullscreen: bool,
                  place: tuple[int, int] | None) -> pygame.Surface:
        """The window, or the whole of the screen a window of ``size`` at ``place`` is on (the
        first when its place is unknown), at that screen's size. The window is never made
        smaller than the screens are laid out for (``MIN_SIZE``), nor can it be dragged
        smaller: a smaller one cut the menus off."""
        if fullscreen:
            desktop = pygame.display.get_desktop_sizes()
            on = screen_of(place, size, desktop) if place is not None else 0
            return pygame.display.set_mode(desktop[on] if desktop else size, pygame.FULLSCREEN,
                                           display=on)
        screen = pygame.display.set_mode(at_least_minimum(size), pygame.RESIZABLE)
        with warnings.catch_warnings():  # only the window's drawing moves to pygame.Window
            warnings.simplefilter("ignore", DeprecationWarning)
            window = pygame.Window.from_display_module()
        window.minimum_size = MIN_SIZE
        return screen

    # --- scenes -------------------------------------------------------------------------------

    def switch(self, scene: Scene) -> None:
        if self.scene is not None:
            self.scene.leave()
        self.dialog = None
        self.scene_keys.clear()
        self.dialog_keys.clear()
        self.ui.clear_and_reset()  # type: ignore[no-untyped-call]
        log.info("showing %s", type(scene).__name__)
        self.scene = scene
        scene.enter()
        scene.resize(self.screen.get_size())
        self._dirty = True

    def change_settings(self, settings: Settings) -> None:
        """The one place settings change: saved at once, applied live (language, sound, full
        screen — F11 too; scenes read the rest from ``app.settings`` as they draw)."""
        before, self.settings = self.settings, settings
        try:
            if not self.read_only:
                save_settings(self.paths, settings)
        except StorageError as error:
            log.error("%s", error)
            self.notify("sixseq.notice.settings_not_saved")
        if settings.language != before.language:
            self.set_locale(settings.language or i18n.system_locale())
        self.sounds.enabled = settings.sound
        self.sounds.warm_up()
        if settings.fullscreen != before.fullscreen:
            if not before.fullscreen:
                self.windowed_size = self.screen.get_size()
            self.screen = self._set_mode(self.windowed_size, settings.fullscreen,
                                         pygame.display.get_window_position())
            self._resize(self.screen.get_size())
        if self.scene is not None:
            self.scene.on_settings_changed()
        self._dirty = True

    def open_dialog(self, make: Callable[[Callable[[], None]], Dialog]) -> None:
        """A modal dialog over the scene: ``make`` gets the callback to call once it closed.
        Opened by a key, it shows the keyboard's focus at once (Enter presses a button
        without a Tab first); opened by a click, none."""
        if self.dialog is not None:
            self.dialog.close()
        self.dialog_keys.clear()
        self.dialog = make(self._dialog_closed)
        if self.on_keys:
            self.dialog_keys.first(self.dialog.buttons())
        self._dirty = True

    def _dialog_closed(self) -> None:
        self.dialog = None
        self.dialog_keys.clear()
        self._dirty = True

    def focus_rect(self) -> pygame.Rect | None:
        """The button the keyboard is on, in the open dialog or else on the scene."""
        if self.dialog is not None:
            return self.dialog_keys.rect(self.dialog.buttons())
        return self.scene_keys.rect(self.scene.menu_buttons() if self.scene is not None else [])

    def save_game(self, ui: GameUI, scene: Scene) -> None:
        """Save ``scene``'s game through the shell (directly when there is none: tests)."""
        if self.host is not None:
            self.host.save_game(ui, scene)
        else:
            ui.save(self.paths, scene)

    def write(self, job: Callable[[], None], failure: str = SAVE_FAILED) -> None:
        if self.host is not None:
            self.host.write(job, failure)
        else:
            job()

    def notify(self, key: str, **params: object) -> None:
        """Tell the player something in one sentence (the catalog's ``key``, filled from
        ``params``), over whatever is on screen."""
        log.info("notice: %s", i18n.tr(key, **params))
        if all((n.key, n.params) != (key, params) for n in self.notices):
            self.notices.append(Notice(key, params, self.time + NOTICE_SECONDS))
        self._dirty = True

    def set_locale(self, locale: str) -> None:
        """Switch language live: pygame-gui relabels its elements, scenes redraw their text."""
        i18n.configure(locale)
        self.ui.set_locale(i18n.current_locale())
        if self.scene is not None:
            self.scene.on_locale_changed()
        if self.dialog is not None:
            self.dialog.relayout()  # labels change length with the language
        self._dirty = True

    @property
    def away(self) -> bool:
        """The player is not at the window: it is minimised, or another window has the
        keyboard (an alt-tab to read something, a window in front). The shell pauses a game
        then: no clock or countdown runs, and no computer player plays unseen."""
        return self.minimised or not self.focused

    def _follow_the_window(self, minimised: bool | None, focused: bool | None) -> None:
        """The window manager said the window is (or is not) ``minimised``, has (or has not)
        the keyboard (``focused``): the shell hears whether the player is :attr:`away`."""
        was = self.away
        if minimised is not None:
            self.minimised = minimised
        if focused is not None:
            self.focused = focused
        if self.away != was and self.host is not None:
            self.host.away(self.away)

    def bring_to_front(self) -> None:
        """Another launch of sixseq found this window open: it comes back from the taskbar
        and asks for the keyboard; where the desktop refuses the keyboard, it asks at least
        to flash the window's taskbar entry."""
        log.info("sixseq was launched again: this window comes to the front")
        try:
            with warnings.catch_warnings():  # deprecated for drawing through it, not for this
                warnings.simplefilter("ignore", DeprecationWarning)
                window = pygame.Window.from_display_module()
            if self.minimised:
                window.restore()
            window.focus()
            if not window.focused:
                window.flash(pygame.FLASH_UNTIL_FOCUSED)
        except (pygame.error, AttributeError) as error:
            log.info("could not come to the front: %s", error)

    def invalidate(self) -> None:
        """Ask for a redraw on the next frame (scenes call this when their state changed)."""
        self._dirty = True

    # --- the loop -----------------------------------------------------------------------------

    def run(self, max_frames: int | None = None) -> int:
        """The loop until the window closes (or, for smoke tests, ``max_frames`` are drawn).
        An uncaught error is logged and answered with the shell's apology screen; the saves
        on disk are left as they were after the last turn. Exit status 1 after an error."""
        while self.running and (max_frames is None or self.frames < max_frames):
            if max_frames is not None:
                self._dirty = True  # a smoke test counts frames: draw one every step, even idle
            try:
                self.step(block=True)
            except Exception as error:
                log.exception("uncaught error in scene %s", type(self.scene).__name__)
                self.error = error
                self.recover()
        return 1 if self.crashed else 0

    def recover(self) -> None:
        """After an uncaught error: drop the failed scene and show the apology (a second error
        there, or no shell to apologise, ends the program)."""
        self.crashed = True
        if self.host is None or (self.scene is not None and self.scene is self._apology):
            self.running = False
            return
        failed, self.scene = self.scene, None
        if failed is not None:
            try:
                failed.leave()
            except Exception:
                log.exception("the failed scene could not be left cleanly")
        self._apology = self.host.apology()
        self.switch(self._apology)

    def step(self, block: bool = False) -> None:
        """One frame: events, update, draw. With ``block``, sleep until an event when idle."""
        animating = self.scene is not None and self.scene.is_animating()
        events = []
        if block and not animating and not self._dirty:
            events = self._wait(IDLE_WAIT_MS)
        events += pygame.event.get()
        for event in events:
            self._handle(event)
        if self.knocked is not None and self.knocked():
            self.bring_to_front()
        if not self.running:  # the window closed: the scene has saved and let go of its work
            return
        dt = self.clock.tick(FRAME_RATE if (animating or events) and block else 0) / 1000.0
        if self.now is not None:
            now = self.now()
            dt, self._last_now = max(0.0, now - self._last_now), now
        dt = min(dt, LONGEST_FRAME)
        if not self.away:  # a notice waits for the player to be back to be read
            self.time += dt
        if any(n.until <= self.time for n in self.notices):
            self.notices = [n for n in self.notices if n.until > self.time]
            self._dirty = True
        self.ui.update(dt)
        if self.scene is not None:
            self.scene.update(dt)
            animating = self.scene.is_animating()
        if self._dirty or animating or events:
            self._draw()

    @staticmethod
    def _wait(timeout_ms: int) -> list[pygame.event.Event]:
        """Events as soon as any arrive (within a nap), or none after ``timeout_ms``."""
        deadline = time.perf_counter() + timeout_ms / 1000
        while True:
            events = pygame.event.get()
            if events or time.perf_counter() >= deadline:
                return events
            time.sleep(IDLE_NAP_S)

    def _handle(self, event: pygame.event.Event) -> None:
        self._dirty = True
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE or event.type == pygame.WINDOWSIZECHANGED:
            # SDL tells each resize twice, and a window manager may tell the size the window
            # already has: laying out again for nothing would land every card in flight.
            if self.screen.get_size() != self.laid_out_for:
                self._resize(self.screen.get_size())
            if not self.settings.fullscreen:
                self.windowed_size = self.screen.get_size()
        elif event.type == pygame.WINDOWMOVED and not self.settings.fullscreen:
            self.window_position = (event.x, event.y)
        elif event.type in WINDOW_STATES:
            self._follow_the_window(*WINDOW_STATES[event.type])
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) and self.away:
            # Someone pressed in the window, so the player is back, whatever the window manager
            # failed to say; the press only brings the game back (it was aimed at a veil).
            self._follow_the_window(False, True)
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1 \
                and self.stale_press.drops(event.pos, (self.scene, self.dialog),
                                           event.type == pygame.MOUSEBUTTONDOWN):
            return
        if event.type == pygame.KEYDOWN:
            self.on_keys = True
            if event.key == pygame.K_F11:  # every screen, a dialog open or not
                self.change_settings(replace(self.settings,
                                             fullscreen=not self.settings.fullscreen))
                return
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.on_keys = False
            self.scene_keys.clear()  # the mouse is in use: no keyboard focus shows
            self.dialog_keys.clear()
            if self._dismiss_notice(event.pos):
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.ui.set_focus_set(None)  # Tab leaves a text box: Enter is the buttons' again
        consumed = self.ui.process_events(event)
        if self.dialog is not None:  # modal: the scene waits
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.dialog.close()
            elif not consumed and not (event.type == pygame.KEYDOWN and self.dialog_keys.key(
                    event, self.dialog.buttons())):
                self.dialog.handle(event)
            return
        if self.scene is None or consumed:
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if not self.scene.escape() and self.host is not None:
                self.host.escape()
            return
        if event.type == pygame.KEYDOWN and self.scene_keys.key(
                event, self.scene.menu_buttons(), self.scene.menu_arrows):
            if self.scene_keys.button is not None:
                self.scene.buttons_focused()
            return
        self.scene.handle_event(event)  # input, and pygame-gui's own events (a button …)

    def quit(self) -> None:
        """Close the program as the window's close button does: the scene and the shell save
        first (a scene may refuse, e.g. to ask), and the window's size and place are kept."""
        if self.scene is None or self.scene.on_quit():
            if self.host is not None:
                self.host.before_quit()
            self.remember_window()
            self.running = False

    def remember_window(self) -> None:
        """Keep the window's size and position for the next start (full screen is a setting
        of its own)."""
        window = (*self.windowed_size, *(self.window_position or ()))
        if window != self.settings.window:
            self.change_settings(replace(self.settings, window=window))

    def _dismiss_notice(self, pos: tuple[int, int]) -> bool:
        for notice in self.notices:
            if notice.rect is not None and notice.rect.collidepoint(pos):
                self.notices.remove(notice)
                return True
        return False

    def _resize(self, size: tuple[int, int]) -> None:
        self.laid_out_for = size
        size = at_least_minimum(size)
        self.ui.set_window_resolution(size)
        if self.scene is not None:
            self.scene.resize(size)
        if self.dialog is not None:
            self.dialog.relayout()

    def _draw(self) -> None:
        if self.scene is not None:
            self.scene.draw(self.screen)
        self.ui.draw_ui(self.screen)
        self._draw_focus()
        self._draw_notices()
        pygame.display.flip()
        self.frames += 1
        self._dirty = False

    def _draw_focus(self) -> None:
        """The keyboard's focus on a menu's button, lit as a table lights its own."""
        rect = self.focus_rect()
        if rect is not None:
            spread = max(4, min(12, rect.height // 5))
            self.screen.blit(drawing.glow(rect.size, spread, FOCUS, spread),
                             (rect.x - spread, rect.y - spread))

    def _draw_notices(self) -> None:
        """Notices as pills along the top, over everything (a click dismisses one); a
        sentence too long for one line at a size a sentence reads at goes on over more, as a
        table's messages do (:func:`~sixseq.ui.table.words.lay_out`)."""
        width, _ = self.screen.get_size()
        px = max(13, min(18, width // 80))
        y = px
        for notice in self.notices:
            size, lines = lay_out(Message(notice.text), px, width - 8 * px)
            step = fonts.font(size).get_linesize()
            ink = pygame.Rect(0, 0, max(text.render(line, size, LIGHT_GOLD).get_width()
                                        for line in lines), step * len(lines))
            pill = ink.inflate(3 * px, px)
            pill.midtop = (width // 2, y)
            self.screen.blit(drawing.panel(pill.size, (step + px) // 2, (24, 18, 8, 235),
                                           (*LIGHT_GOLD, 190), 1), pill)
            ink.center = pill.center
            for index, line in enumerate(lines):
                text.draw(self.screen, line, size, LIGHT_GOLD, "midtop",
                          (ink.centerx, ink.top + index * step))
            notice.rect = pill
            y = pill.bottom + px // 2

    def screenshot(self, path: Path) -> None:
        self._draw()
        pygame.image.save(self.screen, str(path))

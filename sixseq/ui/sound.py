"""Short sound effects (dealing, laying, an invalid drop, a win): optional, bundled, and silent
rather than failing when the machine has no audio device."""

from __future__ import annotations

import contextlib
import logging
import os
import sys
from collections.abc import Iterator

import pygame

from sixseq.ui.assets import asset_path

log = logging.getLogger(__name__)

SOUND_NAMES = ("deal", "lay", "invalid", "win")


@contextlib.contextmanager
def quiet_stderr() -> Iterator[None]:
    """Silence the process's standard error (file descriptor 2) for the block: C libraries
    (ALSA on a machine without sound) print there directly, and a player launching sixseq
    from a terminal should not read their complaints. Errors that matter reach the log."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError):
        yield
        return
    try:
        with open(os.devnull, "wb") as void:
            os.dup2(void.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


class Sounds:
    """Plays the bundled effects; the mixer starts once, never while sound is off."""

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._tried = False

    def _load(self) -> None:
        self._tried = True
        try:
            if not pygame.mixer.get_init():
                with quiet_stderr():  # no device: the audio library's lines go nowhere
                    pygame.mixer.init()
            for name in SOUND_NAMES:
                self._sounds[name] = pygame.mixer.Sound(str(asset_path("sounds", f"{name}.wav")))
        except (pygame.error, OSError) as error:
            log.warning("no sound: %s", error)
            self._sounds.clear()

    def warm_up(self) -> None:
        """With sound on, start the mixer now (the window opens, sound is turned on): started
        at the first sound, it would open the device as a card is dealt, heard late."""
        if self.enabled and not self._tried:
            self._load()

    def play(self, name: str) -> None:
        if not self.enabled:
            return
        if not self._tried:
            self._load()
        sound = self._sounds.get(name)
        if sound is not None:
            try:
                sound.play()
            except pygame.error as error:
                log.warning("could not play %s: %s", name, error)

    @property
    def available(self) -> bool:
        """Whether sounds can actually be heard (an audio device was found). With sound off
        the mixer is not started to learn it — a player who turned sound off expects the
        program to leave the audio device alone: what the last try found (sound was on),
        and before any, that they can."""
        if not self._tried and self.enabled:
            self._load()
        return bool(self._sounds) or not self._tried

"""Short sound effects (dealing, laying, an invalid drop, a win): optional, bundled, and silent
rather than failing when the machine has no audio device."""

from __future__ import annotations

import logging

import pygame

from sixseq.ui.assets import asset_path

log = logging.getLogger(__name__)

SOUND_NAMES = ("deal", "lay", "invalid", "win")


class Sounds:
    """Plays the bundled effects; the mixer starts on first use, once."""

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._tried = False

    def _load(self) -> None:
        self._tried = True
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            for name in SOUND_NAMES:
                self._sounds[name] = pygame.mixer.Sound(str(asset_path("sounds", f"{name}.wav")))
        except (pygame.error, OSError) as error:
            log.warning("no sound: %s", error)
            self._sounds.clear()

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
        """Whether sounds can actually be heard (an audio device was found)."""
        if not self._tried:
            self._load()
        return bool(self._sounds)

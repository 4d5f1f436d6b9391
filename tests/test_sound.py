"""Sounds are optional: no audio device means silence, never a crash."""

import wave

import pygame
import pytest

from sixseq.ui.assets import asset_path
from sixseq.ui.sound import SOUND_NAMES, Sounds


def test_every_bundled_sound_is_a_short_wav() -> None:
    for name in SOUND_NAMES:
        with wave.open(str(asset_path("sounds", f"{name}.wav"))) as handle:
            seconds = handle.getnframes() / handle.getframerate()
        assert 0.05 < seconds < 1.5


def test_sounds_play_on_the_dummy_audio_device() -> None:
    sounds = Sounds()
    assert sounds.available
    for name in SOUND_NAMES:
        sounds.play(name)


def test_no_audio_device_means_silence(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_device(*args: object, **kwargs: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: False)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sounds = Sounds()
    sounds.play("win")
    assert not sounds.available


def test_disabled_sounds_never_touch_the_mixer(monkeypatch: pytest.MonkeyPatch) -> None:
    def forbidden(*args: object, **kwargs: object) -> None:
        raise AssertionError("the mixer was started")

    monkeypatch.setattr(pygame.mixer, "init", forbidden)
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: False)
    Sounds(enabled=False).play("deal")


def test_sound_off_asks_nothing_of_the_mixer_and_says_what_it_last_found(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Settings ask whether sound is available: with sound off the answer starts no mixer (it
    started one only to learn there was a device). Before any try, sound may be turned on;
    once a try with sound on found no device, that is what is said, sound on or off."""
    tries: list[str] = []

    def no_device(*args: object, **kwargs: object) -> None:
        tries.append("init")
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: False)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sounds = Sounds(enabled=False)
    assert sounds.available and tries == []
    sounds.enabled = True  # the player turns sound on
    assert not sounds.available and tries == ["init"]
    sounds.enabled = False
    assert not sounds.available and tries == ["init"]

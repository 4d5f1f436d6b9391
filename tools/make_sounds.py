"""Synthesise the game's short sounds into sixseq/assets/sounds/ (run once; the WAVs are committed).

Pure standard library (math, random, wave), seeded, so the files are reproducible.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 44100
OUT = Path(__file__).resolve().parent.parent / "sixseq" / "assets" / "sounds"


def _envelope(i: int, n: int, attack: float, decay: float) -> float:
    t = i / RATE
    rise = min(1.0, t / attack) if attack else 1.0
    return rise * math.exp(-t / decay) * (1.0 - i / n) ** 0.5


def _lowpass(samples: list[float], alpha: float) -> list[float]:
    out, last = [], 0.0
    for s in samples:
        last += alpha * (s - last)
        out.append(last)
    return out


def deal(rng: random.Random) -> list[float]:
    """A card sliding off the deck: a short band of filtered noise with a soft snap."""
    n = int(RATE * 0.09)
    noise = _lowpass([rng.uniform(-1, 1) for _ in range(n)], 0.35)
    snap = _lowpass(noise, 0.6)
    return [0.55 * (noise[i] - snap[i] * 0.5) * _envelope(i, n, 0.004, 0.025) for i in range(n)]


def lay(rng: random.Random) -> list[float]:
    """A card set down on felt: a muted thump under a brief papery tick."""
    n = int(RATE * 0.12)
    thump = [math.sin(2 * math.pi * (140 - 60 * i / n) * i / RATE) for i in range(n)]
    tick = _lowpass([rng.uniform(-1, 1) for _ in range(n)], 0.5)
    return [(0.6 * thump[i] * _envelope(i, n, 0.002, 0.03)
             + 0.25 * tick[i] * _envelope(i, n, 0.001, 0.008)) for i in range(n)]


def invalid(rng: random.Random) -> list[float]:
    """A gentle two-note 'no' (falling minor third), soft enough to hear often."""
    out: list[float] = []
    for freq, length in ((392.0, 0.08), (329.6, 0.12)):
        n = int(RATE * length)
        out += [0.35 * (math.sin(2 * math.pi * freq * i / RATE)
                        + 0.25 * math.sin(4 * math.pi * freq * i / RATE))
                * _envelope(i, n, 0.005, 0.06) for i in range(n)]
    return out


def win(rng: random.Random) -> list[float]:
    """A bright rising arpeggio that rings out (C major with the octave)."""
    notes = (523.25, 659.25, 783.99, 1046.5)
    total = int(RATE * 1.1)
    out = [0.0] * total
    for k, freq in enumerate(notes):
        start = int(RATE * 0.09 * k)
        n = total - start
        for i in range(n):
            bell = (math.sin(2 * math.pi * freq * i / RATE)
                    + 0.3 * math.sin(2 * math.pi * 2.01 * freq * i / RATE)
                    + 0.12 * math.sin(2 * math.pi * 3.02 * freq * i / RATE))
            out[start + i] += 0.22 * bell * _envelope(i, n, 0.003, 0.35)
    return out


def write(name: str, samples: list[float]) -> None:
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = 0.8 / peak if peak > 0.8 else 1.0
    frames = b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s * scale)) * 32767))
                      for s in samples)
    with wave.open(str(OUT / f"{name}.wav"), "wb") as handle:
        handle.setnchannels(1)
        handle.setsampwidth(2)
        handle.setframerate(RATE)
        handle.writeframes(frames)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, make in (("deal", deal), ("lay", lay), ("invalid", invalid), ("win", win)):
        write(name, make(random.Random(name)))


if __name__ == "__main__":
    main()

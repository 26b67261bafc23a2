"""Synthesise the table's sounds into resources/sounds/ (16-bit mono WAV, pure Python).

    python scripts/make_sounds.py [FOLDER]

Every sound is made here from sines, noise and envelopes, so the project owns them (same
licence as the code). The output is the same on every run (the noise has a fixed seed); a test
checks that the files in the repository are what this script makes.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
FOLDER = Path(__file__).resolve().parent.parent / "resources" / "sounds"

Samples = list[float]


def silence(seconds: float) -> Samples:
    return [0.0] * int(seconds * RATE)


def tone(
    freq: float,
    seconds: float,
    attack: float = 0.004,
    decay: float = 8.0,
    harmonics: tuple[float, ...] = (1.0,),
    glide: float = 0.0,
) -> Samples:
    """A tone with a short attack and an exponential decay (`decay` per second);
    `harmonics` are the amplitudes of the 1st, 2nd, ... partial; `glide` bends the pitch
    by that factor over the sound."""
    out = []
    phase = [0.0] * len(harmonics)
    count = int(seconds * RATE)
    for i in range(count):
        t = i / RATE
        f = freq * (1 + glide * i / count)
        envelope = min(1.0, t / attack) * math.exp(-decay * t)
        value = 0.0
        for k, amp in enumerate(harmonics):
            phase[k] += 2 * math.pi * f * (k + 1) / RATE
            value += amp * math.sin(phase[k])
        out.append(value * envelope)
    return out


def noise(seconds: float, seed: int, decay: float = 30.0, smooth: float = 0.0) -> Samples:
    """Decaying white noise, low-passed by `smooth` (0: none, towards 1: duller)."""
    rng = random.Random(seed)
    out, last = [], 0.0
    for i in range(int(seconds * RATE)):
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        out.append(last * math.exp(-decay * i / RATE))
    return out


def mix(*parts: tuple[float, float, Samples]) -> Samples:
    """Sum of (start in seconds, gain, samples)."""
    length = max(int(start * RATE) + len(s) for start, _gain, s in parts)
    out = [0.0] * length
    for start, gain, samples in parts:
        offset = int(start * RATE)
        for i, value in enumerate(samples):
            out[offset + i] += gain * value
    return out


def knock(freq: float, seed: int) -> Samples:
    """A piece of wood set down on a board: a low thud and a short click."""
    return mix(
        (0, 0.8, tone(freq, 0.12, 0.002, 38, (1.0, 0.35, 0.1))),
        (0, 0.35, noise(0.03, seed, 160, 0.3)),
    )


def place() -> Samples:
    return knock(330, 1)


def flip() -> Samples:
    """A stone turned over: a quick rising swish, then a light knock."""
    return mix((0, 0.35, noise(0.08, 2, 25, 0.6)), (0.06, 0.9, knock(420, 3)))


def capture() -> Samples:
    """A piece taken off the board: two knocks, the second higher."""
    return mix((0, 0.9, knock(260, 4)), (0.09, 0.8, knock(390, 5)))


def dice() -> Samples:
    """A die rattling and coming to rest."""
    rng = random.Random(6)
    parts = []
    at = 0.0
    for i in range(7):
        parts.append((at, 0.7 * (1 - i / 9), knock(rng.uniform(500, 900), 10 + i)))
        at += rng.uniform(0.03, 0.06) * (1 + i * 0.25)
    return mix(*parts)


def card() -> Samples:
    """A card slid off the pile: a soft swish."""
    swish = noise(0.16, 7, 14, 0.75)
    fade_in = int(0.05 * RATE)
    return [v * min(1.0, i / fade_in) for i, v in enumerate(swish)]


def handover() -> Samples:
    """Two soft bell tones: pass the computer on."""
    bell = (1.0, 0.0, 0.25, 0.0, 0.1)
    return mix(
        (0, 0.5, tone(659.3, 0.5, 0.005, 6, bell)), (0.16, 0.5, tone(880, 0.6, 0.005, 6, bell))
    )


def accuse() -> Samples:
    """A short, firm horn call: an accusation (Fröhn!)."""
    horn = (1.0, 0.6, 0.4, 0.25, 0.12)
    return mix(
        (0, 0.35, tone(392, 0.16, 0.01, 4, horn)),
        (0.15, 0.35, tone(392, 0.16, 0.01, 4, horn)),
        (0.30, 0.4, tone(523.3, 0.45, 0.01, 5, horn)),
    )


def end() -> Samples:
    """The end of a game: a rising arpeggio that rings out."""
    bell = (1.0, 0.3, 0.15)
    notes = (523.3, 659.3, 784.0, 1046.5)
    return mix(
        *((0.12 * i, 0.35, tone(f, 0.9 - 0.1 * i, 0.005, 4, bell)) for i, f in enumerate(notes))
    )


SOUNDS: dict[str, Callable[[], Samples]] = {
    "place": place,
    "flip": flip,
    "capture": capture,
    "dice": dice,
    "card": card,
    "handover": handover,
    "accuse": accuse,
    "end": end,
}


def wav_bytes(samples: Samples, peak: float = 0.7) -> bytes:
    """The samples normalised to `peak`, with 5 ms fades at both ends, as 16-bit frames."""
    top = max(abs(v) for v in samples) or 1.0
    fade = int(0.005 * RATE)
    frames = bytearray()
    for i, value in enumerate(samples):
        gain = min(1.0, i / fade, (len(samples) - 1 - i) / fade)
        frames += struct.pack("<h", round(value / top * peak * gain * 32767))
    return bytes(frames)


def write(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in SOUNDS.items():
        path = folder / f"{name}.wav"
        with wave.open(str(path), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(RATE)
            out.writeframes(wav_bytes(make() + silence(0.01)))
        written.append(path)
    return written


if __name__ == "__main__":
    for path in write(Path(sys.argv[1]) if len(sys.argv) > 1 else FOLDER):
        print(path, path.stat().st_size)

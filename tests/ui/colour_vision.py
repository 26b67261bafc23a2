"""Colour science for the colour checks: CIEDE2000 and simulated colour vision deficiency.

- `delta_e_2000(lab1, lab2)`: the CIEDE2000 colour difference (Sharma, Wu and Dalal 2005).
- `simulate(hex, kind)`: a colour as seen with protanopia or deuteranopia (Machado, Oliveira and
  Fernandes 2009, severity 1.0), the matrix applied to linear RGB.
- `difference(a, b, vision)`: ΔE2000 between two "#rrggbb" colours seen with `vision`.

Pure Python, no dependencies.
"""

from __future__ import annotations

import math

Triple = tuple[float, float, float]

#: Machado et al. 2009, severity 1.0, for linear RGB
MACHADO: dict[str, tuple[Triple, Triple, Triple]] = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
}
VISIONS = ("normal", "deuteranopia", "protanopia")


def rgb(colour: str) -> Triple:
    """'#rrggbb' as sRGB in 0..1."""
    value = colour.lstrip("#")
    assert len(value) == 6, colour
    return (int(value[0:2], 16) / 255, int(value[2:4], 16) / 255, int(value[4:6], 16) / 255)


def to_linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def linear(colour: str) -> Triple:
    r, g, b = rgb(colour)
    return (to_linear(r), to_linear(g), to_linear(b))


def simulate_linear(lin: Triple, vision: str) -> Triple:
    """Linear RGB as seen with `vision` (clipped to the displayable range)."""
    if vision == "normal":
        return lin
    matrix = MACHADO[vision]
    out = tuple(sum(m * c for m, c in zip(row, lin, strict=True)) for row in matrix)
    return (min(1.0, max(0.0, out[0])), min(1.0, max(0.0, out[1])), min(1.0, max(0.0, out[2])))


def lab(lin: Triple) -> Triple:
    """CIE L*a*b* (D65) of a linear sRGB colour."""
    r, g, b = lin
    x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = 0.0193339 * r + 0.1191920 * g + 0.9503041 * b
    white = (0.95047, 1.0, 1.08883)

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x / white[0]), f(y / white[1]), f(z / white[2])
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def delta_e_2000(lab1: Triple, lab2: Triple) -> float:
    """CIEDE2000 with kL = kC = kH = 1."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    c_mean = (c1 + c2) / 2
    g = 0.5 * (1 - math.sqrt(c_mean**7 / (c_mean**7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl = l2 - l1
    dc = c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    elif h2p - h1p > 180:
        dh = h2p - h1p - 360
    else:
        dh = h2p - h1p + 360
    dH = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))  # noqa: N806
    l_mean = (l1 + l2) / 2
    cp_mean = (c1p + c2p) / 2
    if c1p * c2p == 0:
        hp_mean = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hp_mean = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        hp_mean = (h1p + h2p + 360) / 2
    else:
        hp_mean = (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(hp_mean - 30))
        + 0.24 * math.cos(math.radians(2 * hp_mean))
        + 0.32 * math.cos(math.radians(3 * hp_mean + 6))
        - 0.20 * math.cos(math.radians(4 * hp_mean - 63))
    )
    d_theta = 30 * math.exp(-(((hp_mean - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cp_mean**7 / (cp_mean**7 + 25**7))
    sl = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    sc = 1 + 0.045 * cp_mean
    sh = 1 + 0.015 * cp_mean * t
    rt = -math.sin(math.radians(2 * d_theta)) * rc
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dH / sh) ** 2 + rt * (dc / sc) * (dH / sh))


def seen(colour: str, vision: str) -> Triple:
    """The L*a*b* of `colour` as seen with `vision`."""
    return lab(simulate_linear(linear(colour), vision))


def difference(a: str, b: str, vision: str = "normal") -> float:
    """ΔE2000 between two '#rrggbb' colours as seen with `vision`."""
    return delta_e_2000(seen(a, vision), seen(b, vision))

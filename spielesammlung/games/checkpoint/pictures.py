"""Which parts of the art draw a cat or a clue: the layer ids of checkpoint-cat.svg and
checkpoint-traits.svg, shared by the desktop board and the phone page (no Qt)."""

from __future__ import annotations

from .components import side_of

CAT_ART = "checkpoint-cat.svg"
TRAIT_ART = "checkpoint-traits.svg"
CHIP_ART = "checkpoint-chips.svg"  # the 100 x 100 cells "gold", "white", "black", "adler", "stasi"
#: the picture of each side of each clue tile
TRAIT_PICTURES = (
    ("hat", "no-hat"),
    ("sunglasses", "no-sunglasses"),
    ("coat", "pullover"),
    ("newspaper", "no-newspaper"),
    ("grey", "orange"),
)


def cat_layers(cat: int) -> list[str]:
    """The layers of checkpoint-cat.svg that draw `cat`, bottom first (the art's own order)."""
    fur = ("grey", "orange")[side_of(cat, 4)]
    layers = ["card", f"{fur}-tail", ("coat", "pullover")[side_of(cat, 2)]]
    if side_of(cat, 3) == 0:
        layers.append("newspaper")
    layers += [f"{fur}-paws", f"{fur}-head"]
    if side_of(cat, 1) == 0:
        layers.append("sunglasses")
    if side_of(cat, 0) == 0:
        layers.append("hat")
    return layers

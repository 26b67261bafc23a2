"""The colours that tell players, pieces and choices apart, one palette per set of things.

No Qt here: the games' art modules take their colours from these palettes, and the colour check
(`tests/ui/test_colours.py`) reads them. Every two colours of a palette must be told apart by
everyone: at least ΔE2000 15 apart in normal vision and in simulated deuteranopia and
protanopia, or the things they paint carry a mark as well (`mark`: a number, a letter, a
picture, a shape), which the check then looks for where it is drawn.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Palette:
    name: str
    colours: tuple[str, ...]  # "#rrggbb"
    #: what tells two entries apart besides the colour ("" when the colours alone suffice)
    mark: str = ""

    @property
    def marked(self) -> bool:
        return bool(self.mark)

    def __getitem__(self, index: int) -> str:
        return self.colours[index]

    def __len__(self) -> int:
        return len(self.colours)


#: Allianz parties A-D (pieces, castles, lines); the pieces carry a letter as well
ALLIANZ_PARTIES = Palette("allianz parties", ("#c8322b", "#2c62b8", "#e9b51f", "#ece6d6"))
#: Allianz: the candidate chains when several lead to the chosen square (numbered 1, 2, ...)
ALLIANZ_PATHS = Palette(
    "allianz paths",
    ("#fff05a", "#4bd2ff", "#d26978", "#a5e1b4", "#9678c3", "#f0870f"),
    mark="number",
)
#: Heimlich: the stones (the art's colours; a policeman and a robber as well)
HEIMLICH_STONES = Palette("heimlich stones", ("#f3efe3", "#f6c530"), mark="picture")
#: Heimlich: the lines a placed stone may flip, by direction (numbered 1, 2, ... when offered)
HEIMLICH_LINES = Palette(
    "heimlich lines",
    ("#ffd22d", "#87e1ff", "#e1693c", "#a54bf0", "#78d296", "#c33c78", "#7896b4", "#963c3c"),
    mark="number",
)
#: Checkpoint Charlie: the agencies' rings (markers; each agent is a different dog as well)
CHECKPOINT_AGENTS = Palette(
    "checkpoint agents", ("#1e3c78", "#7869a5", "#3c873c", "#696969", "#692d2d")
)
#: Geheime Mission: red and blue
MISSION_PLAYERS = Palette("mission players", ("#e0483e", "#3d82f0"))
#: Spion & Spion: black, white, black-red, white-blue (the spies' main colour; two colours
#: share it, so every colour has its badge shape and letters: S, W, SR, WB)
SPION_COLOURS = Palette(
    "spion colours", ("#1f1f1f", "#f7f5ef", "#1f1f1f", "#f7f5ef"), mark="letter"
)

ALL = (
    ALLIANZ_PARTIES,
    ALLIANZ_PATHS,
    HEIMLICH_STONES,
    HEIMLICH_LINES,
    CHECKPOINT_AGENTS,
    MISSION_PLAYERS,
    SPION_COLOURS,
)

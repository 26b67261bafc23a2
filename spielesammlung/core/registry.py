"""One entry per game: stable id, names, player counts, options and computer levels.

A built game is a package under `spielesammlung.games` exposing `GAME` (the rules) and
`BOTS` (computer level id -> factory: `easy`, `medium`, `strong`, in this order). Display
texts are English sources for Qt's tr().
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .i18n import QT_TRANSLATE_NOOP
from .options import OptionSpec

if TYPE_CHECKING:  # annotations only; the registry is read at start, before any game runs
    from .protocol import Game
    from .seats import Bot

CONTEXT = "Games"


@dataclass(frozen=True)
class Level:
    id: str
    label: str  # source text, translated by the UI


EASY = Level("easy", QT_TRANSLATE_NOOP("Games", "Easy"))
MEDIUM = Level("medium", QT_TRANSLATE_NOOP("Games", "Medium"))
STRONG = Level("strong", QT_TRANSLATE_NOOP("Games", "Strong"))


@dataclass(frozen=True)
class GameEntry:
    id: str
    name_de: str
    name_en: str
    description: str  # source text, translated by the UI
    players: tuple[int, ...]
    options: tuple[OptionSpec, ...] = ()
    levels: tuple[Level, ...] = (EASY, MEDIUM, STRONG)  # ids are contracts (saves, --seats)
    module: str | None = None  # None: not built yet

    @property
    def built(self) -> bool:
        """A real package (not an empty folder) is there; importing it is left to `rules()`."""
        if self.module is None:
            return False
        spec = importlib.util.find_spec(self.module)
        return spec is not None and spec.origin is not None

    def _package(self) -> Any:
        if self.module is None:
            raise LookupError(f"{self.id} is not built yet")
        return importlib.import_module(self.module)

    def rules(self) -> Game[Any, Any]:
        game: Game[Any, Any] = self._package().GAME
        return game

    def bots(self) -> Mapping[str, Callable[[], Bot]]:
        bots: Mapping[str, Callable[[], Bot]] = self._package().BOTS
        return bots

    def option(self, option_id: str) -> OptionSpec:
        for spec in self.options:
            if spec.id == option_id:
                return spec
        raise KeyError(option_id)


GAMES: tuple[GameEntry, ...] = (
    GameEntry(
        "heimlich",
        "Heimlich, still & leise",
        "Heimlich, still & leise (Quietly, Secretly)",
        QT_TRANSLATE_NOOP(
            "Games", "Reversi with a twist: only one enclosed line flips, chosen by the mover."
        ),
        (2,),
        (OptionSpec("classic", False),),
        module="spielesammlung.games.heimlich",
    ),
    GameEntry(
        "geheime-mission",
        "Geheime Mission",
        "Geheime Mission (Secret Mission)",
        QT_TRANSLATE_NOOP(
            "Games", "Stack dice in a rack: fulfil secret missions and line up four visors."
        ),
        (2,),
        (
            OptionSpec("visor_only", False),
            OptionSpec("first", "red", ("red", "blue")),
            OptionSpec("harder", "none", ("none", "Mikrofilm", "Raumschiff", "U-Boot", "Computer")),
        ),
        module="spielesammlung.games.geheime_mission",
    ),
    GameEntry(
        "spion-und-spion",
        "Spion & Spion",
        "Spion & Spion (Spy & Spy)",
        QT_TRANSLATE_NOOP(
            "Games", "Spies, duels with secret cards, traps and traitors: steal the Bazong."
        ),
        (2, 4),
        module="spielesammlung.games.spion",
    ),
    GameEntry(
        "checkpoint-charlie",
        "Checkpoint Charlie",
        "Checkpoint Charlie",
        QT_TRANSLATE_NOOP(
            "Games", "Deduce the cat spy from secret clues and accuse before the others."
        ),
        (3, 4, 5),
        (OptionSpec("stasi", False), OptionSpec("cafe_adler", False)),
        module="spielesammlung.games.checkpoint",
    ),
    GameEntry(
        "allianz",
        "Allianz",
        "Allianz (Alliance)",
        QT_TRANSLATE_NOOP(
            "Games", "Halma moves across a landscape: castles, alliances and betrayal."
        ),
        (2, 3, 4),
        (
            OptionSpec(
                "pairing", "horizontal", ("horizontal", "vertical", "diagonal"), players=(2,)
            ),
        ),
        module="spielesammlung.games.allianz",
    ),
)


def entry(game_id: str) -> GameEntry:
    """The registry entry of `game_id`; raises KeyError for an unknown id."""
    for game in GAMES:
        if game.id == game_id:
            return game
    raise KeyError(game_id)

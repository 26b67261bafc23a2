"""A game's entry: how a game declares itself, in its own package (`ENTRY`).

Names, players, options and levels are read at start (light); the rules, computer players,
board, lesson and phone page are named by module and loaded when first needed. Display texts
are English sources, translated by the UI (context "Games"; option texts "Options").
Entries, levels and options are named tuples: immutable and typed as dataclasses are, and
cheaper to define at start (a dataclass compiles its methods when its module is read).
"""

import importlib
import importlib.util
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, NamedTuple

from .i18n import QT_TRANSLATE_NOOP
from .options import OptionSpec

if TYPE_CHECKING:  # annotations only; entries are read at start, before any game runs
    from .protocol import Game
    from .seats import Bot


class Level(NamedTuple):
    id: str
    label: str  # source text, translated by the UI


EASY = Level("easy", QT_TRANSLATE_NOOP("Games", "Easy"))
MEDIUM = Level("medium", QT_TRANSLATE_NOOP("Games", "Medium"))
STRONG = Level("strong", QT_TRANSLATE_NOOP("Games", "Strong"))


class GameEntry(NamedTuple):
    id: str
    name_de: str
    name_en: str
    description: str  # source text, translated by the UI
    players: tuple[int, ...]
    options: tuple[OptionSpec, ...] = ()
    levels: tuple[Level, ...] = (EASY, MEDIUM, STRONG)  # ids are contracts (saves, --seats)
    module: str | None = None  # the game's package (GAME, BOTS); None: not built yet
    #: the UI's module of the game: `create_board(setup)` and `SOUNDS` (event type -> sound)
    board: str | None = None
    lesson: str | None = None  # the module of its guided first game (`LESSON`)
    phone: str | None = None  # the module of its phone page (`presenter(names)`): secrets

    @property
    def playable(self) -> bool:
        """Built rules and a board to show them."""
        return self.board is not None and self.built

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

    def rules(self) -> "Game[Any, Any]":
        game: Game[Any, Any] = self._package().GAME
        return game

    def bots(self) -> "Mapping[str, Callable[[], Bot]]":
        bots: Mapping[str, Callable[[], Bot]] = self._package().BOTS
        return bots

    def option(self, option_id: str) -> OptionSpec:
        for spec in self.options:
            if spec.id == option_id:
                return spec
        raise KeyError(option_id)


def lazy(package: str, name: str, **modules: str) -> Any:
    """`name` from its module of `package` (`modules`: name -> module), imported on first use:
    the body of a game package's `__getattr__`, which keeps the package light."""
    if name not in modules:
        raise AttributeError(f"module {package!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{package}.{modules[name]}"), name)

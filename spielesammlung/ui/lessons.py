"""Which games have a guided first game ("Learn to play"), and the data a lesson is made of.

A lesson is pure data, one module per game (`spielesammlung/ui/<pkg>/lesson.py` exporting
`LESSON`), named in the game's entry (`GameEntry.lesson`; the start screen asks there, so
this module is loaded only with the first lesson). `ui/coach.py` plays it.

Texts are English sources marked with QT_TRANSLATE_NOOP("Coach", ...); the coach panel
translates them.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from ..core import registry
from ..core.protocol import OptionValue


class Kind(Enum):
    ACT = "act"  # the learner does one of `expect` (or what `accepts` allows) on the board
    READ = "read"  # the learner reads and clicks "Next" in the coach panel
    PEEK = "peek"  # the learner holds the "show mine" button once
    HANDOVER = "handover"  # "Next" shows the handover page once; "I am ...: show" goes on


@dataclass(frozen=True)
class Step:
    """One step of a lesson. Every text is an English source of context "Coach"."""

    text: str  # what to do now
    kind: Kind = Kind.ACT
    expect: tuple[Any, ...] = ()  # the actions that do the step (ACT)
    accepts: Callable[[Any], bool] | None = None  # or: a predicate on the action
    rule: str = ""  # the rule that matters now ("explain this rule"), may be empty
    wrong: str = ""  # said after another action (default: a general line)
    highlight: Any = None  # the action marked on the board (default: expect[0])
    replies: tuple[Any, ...] = ()  # the computer's moves after this step, in order
    #: the board shows the public view during this step, as on a screen several players share
    #: (so the game's "hold to show mine" button appears; for a PEEK step)
    public: bool = False

    def matches(self, action: Any) -> bool:
        if self.kind is not Kind.ACT:
            return False
        if self.accepts is not None:
            return self.accepts(action)
        return action in self.expect

    @property
    def marked(self) -> Any:
        if self.highlight is not None:
            return self.highlight
        return self.expect[0] if self.expect else None


@dataclass(frozen=True)
class Lesson:
    """A short game on a fixed deal: the learner sits at `learner`, the computer (easy) at the
    other seats; `steps` are played in order, then the game goes on freely."""

    game_id: str
    seed: int
    steps: tuple[Step, ...]
    finale: str  # said after the last step: play on alone
    players: int = 2
    learner: int = 0
    options: Mapping[str, OptionValue] = field(default_factory=dict)
    #: the computer's moves before the learner's first step (when the computer opens)
    opening: tuple[Any, ...] = ()


def lesson(game_id: str) -> Lesson:
    module = registry.entry(game_id).lesson
    assert module is not None, game_id
    found: Lesson = importlib.import_module(module).LESSON
    return found

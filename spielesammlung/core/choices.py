"""What a seat may do now, in one model per game: the side panel and the phone render it.

Each game with choices beside its board has `games/<game>/choices.py` with
`choices(view, seat, legal) -> Choices`, made of the seat's view and its legal actions only:
one `Choice` per legal action, in the order of `legal`. Its words are catalogue labels
(`core.i18n.translate`), so the desktop and the phone say the same thing in every language.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .label import Label


@dataclass(frozen=True)
class Choice:
    """One legal action: its words, its heading, and the thing on the board it refers to."""

    id: str  # stable while the position stands: "column-3/microfilm", "accuse/spy-5"
    action: Any
    label: Label
    group: Label | None = None  # listed under this heading (one step of a two-step choice)
    target: str | None = None  # what it refers to on the board ("column-3", "spy-5")
    art: str | None = None  # its picture, a file under resources/art/
    note: Label | None = None  # a second line: what it costs or means
    danger: bool = False  # it cannot be taken back and may hurt the chooser (an accusation)


@dataclass(frozen=True)
class Choices:
    """A seat's decision now: what to decide (`prompt`) and one choice per legal action."""

    prompt: Label | None
    items: tuple[Choice, ...]

    def find(self, action: Any) -> Choice | None:
        return next((c for c in self.items if c.action == action), None)

    def targets(self) -> set[str]:
        """The board things some choice refers to."""
        return {c.target for c in self.items if c.target is not None}

"""Seats: who sits at each place, and the interface of computer players."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol

HUMAN: Literal["human"] = "human"
COMPUTER: Literal["computer"] = "computer"
Place = Literal["screen", "phone", "remote"]
SCREEN: Place = "screen"  # a human deciding at the shared screen (handovers for secrets)
PHONE: Place = "phone"  # a human keeping their secrets and decisions on their phone
REMOTE: Place = "remote"  # a human playing on another computer (spielesammlung/net)
PLACES = (SCREEN, PHONE, REMOTE)
MAX_CODE = 16  # characters of a remote seat's code at most


@dataclass(frozen=True)
class Seat:
    """A place at the table: a human (at the screen, on a phone, on another computer) or a
    computer player."""

    kind: Literal["human", "computer"] = HUMAN
    level: str | None = None
    place: Place = SCREEN  # where a human decides (a computer's place is the computer)
    #: a remote seat's join code, kept in the save: the same code when the game is resumed
    #: or played again (None: a new one is made when the game is hosted)
    code: str | None = None

    @property
    def is_computer(self) -> bool:
        return self.kind == COMPUTER

    @property
    def on_phone(self) -> bool:
        return not self.is_computer and self.place == PHONE

    @property
    def remote(self) -> bool:
        """A human deciding on another computer: nothing of theirs at this screen."""
        return not self.is_computer and self.place == REMOTE

    @property
    def away(self) -> bool:
        """A human not deciding at the shared screen (on a phone or another computer)."""
        return not self.is_computer and self.place != SCREEN

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind, "level": self.level}
        if self.away:
            data["place"] = self.place
        if self.remote and self.code is not None:
            data["code"] = self.code
        return data

    @staticmethod
    def from_json(data: object) -> Seat:
        if not isinstance(data, dict) or data.get("kind") not in (HUMAN, COMPUTER):
            raise ValueError(f"not a seat: {data!r}")
        level = data.get("level")
        if level is not None and not isinstance(level, str):
            raise ValueError(f"not a level: {level!r}")
        place = data.get("place", SCREEN)
        if place not in PLACES:
            raise ValueError(f"not a place: {place!r}")
        code = data.get("code") if place == REMOTE else None
        if code is not None and not (isinstance(code, str) and 0 < len(code) <= MAX_CODE):
            raise ValueError(f"not a code: {code!r}")
        return Seat(data["kind"], level, place, code)


class Bot(Protocol):
    """A computer player. It sees only `view` (the game's view for its seat)."""

    def choose(self, view: Any, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
        """Pick one of `legal` (never empty) for `player`."""
        ...

    def interject(
        self, view: Any, player: int, legal: Sequence[Any], rng: random.Random
    ) -> Any | None:
        """Optionally act out of turn with one of `legal`; None to stay quiet."""
        ...


def interjection_order(anyone: Iterable[int], players: int, last: int) -> list[int]:
    """The order in which computer seats are asked whether to act out of turn: clockwise from
    the seat after `last` (the player who acted last), so that when several want to act at the
    same moment no seat is always first."""
    return sorted(anyone, key=lambda seat: (seat - last - 1) % players)


class RandomBot:
    """Plays a uniformly random legal action and never acts out of turn."""

    def choose(self, view: Any, player: int, legal: Sequence[Any], rng: random.Random) -> Any:
        return rng.choice(list(legal))

    def interject(
        self, view: Any, player: int, legal: Sequence[Any], rng: random.Random
    ) -> Any | None:
        return None

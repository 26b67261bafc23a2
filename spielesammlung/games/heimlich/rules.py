"""The rules of Heimlich, still & leise: Reversi where the mover flips only one enclosed line.

White (Polizisten, player 0) moves first, yellow (Räuber, player 1) second. A placement names a
square and, unless the option `classic` is on, one direction: only that line flips. A side with
no placement must pass (an explicit `Pass`, the only legal action then). Two passes in a row or
a full board end the game; more stones wins.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from spielesammlung.core.protocol import (
    NOBODY,
    ActionCodec,
    Event,
    IllegalAction,
    NotYourTurn,
    Outcome,
    Result,
    Setup,
    ToAct,
)

from .board import DIRECTIONS, FULL, Direction, all_flips, line_flips, parse_square, squares
from .board import targets as board_targets

WHITE, YELLOW = 0, 1
STONES_PER_SIDE = 32
START_WHITE = (1 << parse_square("d4")) | (1 << parse_square("e5"))
START_YELLOW = (1 << parse_square("d5")) | (1 << parse_square("e4"))
#: A side whose supply is empty takes its stone from the opponent's supply (as in Reversi).
BORROW_FROM_OPPONENT = True
#: Passing is not a decision: it is the only legal action, announced by a `Passed` event.
PASSES_TO_END = 2


@dataclass(frozen=True)
class Place:
    """Put a stone on `square`; `direction` is the one line to flip (None in classic mode)."""

    square: int
    direction: Direction | None = None


@dataclass(frozen=True)
class Pass:
    """The side to move has no placement."""


Action = Place | Pass


@dataclass(frozen=True)
class Placed(Event):
    player: int
    square: int
    direction: Direction | None
    flipped: tuple[int, ...]


@dataclass(frozen=True)
class Passed(Event):
    player: int


@dataclass(frozen=True)
class Borrowed(Event):
    """`player` had no stone left and took one from `lender`'s supply."""

    player: int
    lender: int


_JSON_KEYS = {"board", "to_move", "stones", "supplies", "passes", "classic"}


def _pair(value: object) -> bool:
    """Whether `value` is a list of two whole numbers."""
    return isinstance(value, list) and len(value) == 2 and all(type(v) is int for v in value)


@dataclass(frozen=True)
class State:
    """The whole game; nothing is secret, so this is also every player's view."""

    white: int = START_WHITE
    yellow: int = START_YELLOW
    to_move: int = WHITE
    supplies: tuple[int, int] = (STONES_PER_SIDE - 2, STONES_PER_SIDE - 2)
    passes: int = 0  # passes in a row
    classic: bool = False
    #: the placement just made (None after a pass): the board marks it; not part of the position
    last: Placed | None = field(default=None, compare=False)

    @property
    def own(self) -> int:
        return self.white if self.to_move == WHITE else self.yellow

    @property
    def opp(self) -> int:
        return self.yellow if self.to_move == WHITE else self.white

    @property
    def counts(self) -> tuple[int, int]:
        return self.white.bit_count(), self.yellow.bit_count()

    @property
    def finished(self) -> bool:
        return self.passes >= PASSES_TO_END or (self.white | self.yellow) == FULL

    @property
    def end_reason(self) -> str | None:
        """Why the game ended: "full" (every square taken), "blocked" (neither side can
        place); None while it runs."""
        if (self.white | self.yellow) == FULL:
            return "full"
        return "blocked" if self.finished else None

    def to_json(self) -> dict[str, object]:
        """The readable form (for `cli play`): the board in the rulings' notation."""
        cells = "".join(".WY"[0 if (c := self.stone_at(s)) is None else c + 1] for s in range(64))
        return {
            "board": cells,
            "to_move": "WY"[self.to_move],
            "stones": list(self.counts),
            "supplies": list(self.supplies),
            "passes": self.passes,
            "classic": self.classic,
        }

    @classmethod
    def from_json(cls, data: object) -> State:
        """The state of its readable form (`to_json`; the last placement is not in it);
        ValueError when `data` is not one."""
        if not isinstance(data, dict) or set(data) != _JSON_KEYS:
            raise ValueError(f"not a Heimlich state: {data!r}")
        board, to_move, stones = data["board"], data["to_move"], data["stones"]
        supplies, passes, classic = data["supplies"], data["passes"], data["classic"]
        if (
            not isinstance(board, str)
            or len(board) != 64
            or set(board) - set(".WY")
            or to_move not in ("W", "Y")
            or not _pair(supplies)
            or not _pair(stones)
            or type(passes) is not int
            or type(classic) is not bool
        ):
            raise ValueError(f"not a Heimlich state: {data!r}")
        white = sum(1 << s for s, c in enumerate(board) if c == "W")
        yellow = sum(1 << s for s, c in enumerate(board) if c == "Y")
        state = cls(white, yellow, "WY".index(to_move), tuple(supplies), passes, classic)
        if list(state.counts) != stones:
            raise ValueError(f"the stones do not match the board: {data!r}")
        return state

    def stone_at(self, square: int) -> int | None:
        """WHITE, YELLOW or None for an empty square."""
        bit = 1 << square
        if self.white & bit:
            return WHITE
        return YELLOW if self.yellow & bit else None


def placements(state: State) -> list[Place]:
    """Every placement of the side to move: squares a1..h8, then directions n..nw."""
    if state.finished:
        return []
    masks = board_targets(state.own, state.opp)
    anywhere = 0
    for mask in masks:
        anywhere |= mask
    if state.classic:
        return [Place(square) for square in squares(anywhere)]
    return [
        Place(square, direction)
        for square in squares(anywhere)
        for direction, mask in zip(DIRECTIONS, masks, strict=True)
        if mask >> square & 1
    ]


def flips(state: State, action: Place) -> int:
    """The mask of stones `action` would flip for the side to move (0: not a legal placement)."""
    square, direction = action.square, action.direction
    if (
        not (isinstance(square, int) and 0 <= square < 64)
        or (state.white | state.yellow) >> square & 1
    ):
        return 0
    if state.classic:
        return all_flips(state.own, state.opp, square) if direction is None else 0
    if direction not in DIRECTIONS:
        return 0
    return line_flips(state.own, state.opp, square, DIRECTIONS.index(Direction(direction)))


class Heimlich:
    id = "heimlich"
    rules_version = 1
    codec = ActionCodec(Place, Pass)

    def new_game(self, setup: Setup, seed: int) -> State:
        if setup.count != 2:
            raise ValueError("Heimlich, still & leise is for two players")
        return State(classic=bool(setup.options.get("classic", False)))

    def to_act(self, state: State) -> ToAct:
        return NOBODY if state.finished else ToAct.one(state.to_move)

    def legal_actions(self, state: State, player: int) -> list[Action]:
        if state.finished or player != state.to_move:
            return []
        moves: list[Action] = list(placements(state))
        return moves or [Pass()]

    def apply(self, state: State, player: int, action: Action) -> Outcome[State]:
        if state.finished or player != state.to_move:
            raise NotYourTurn(f"player {player} may not act now")
        other = 1 - player
        if isinstance(action, Pass):
            if placements(state):
                raise IllegalAction("a side that can place a stone may not pass")
            passed = replace(state, to_move=other, passes=state.passes + 1, last=None)
            return Outcome(passed, (Passed(player),))
        if not isinstance(action, Place):
            raise IllegalAction(f"not an action of this game: {action!r}")
        flipped = flips(state, action)
        if not flipped:
            raise IllegalAction(f"{action!r} encloses no opposing stones")
        supplies = list(state.supplies)
        events: list[Event] = []
        if supplies[player] == 0 and BORROW_FROM_OPPONENT:
            supplies[other] -= 1
            events.append(Borrowed(player, other))
        else:
            supplies[player] -= 1
        own = state.own | flipped | (1 << action.square)
        opp = state.opp & ~flipped
        white, yellow = (own, opp) if player == WHITE else (opp, own)
        placed = Placed(player, action.square, action.direction, tuple(squares(flipped)))
        events.append(placed)
        new = State(white, yellow, other, (supplies[0], supplies[1]), 0, state.classic, placed)
        return Outcome(new, tuple(events))

    def result(self, state: State) -> Result | None:
        if not state.finished:
            return None
        white, yellow = state.counts
        if white == yellow:
            winners: frozenset[int] = frozenset()
        else:
            winners = frozenset({WHITE if white > yellow else YELLOW})
        return Result(winners, (white, yellow))

    def view_for(self, state: State, viewer: int | None) -> State:
        return state

    def private_decision(self, state: State, player: int) -> bool:
        return False


GAME = Heimlich()

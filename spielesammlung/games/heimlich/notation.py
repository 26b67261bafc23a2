"""Text notation (rulings): positions, moves, perft and legal-move listing for tools and tests.

A position is 64 characters a1..h1, a2..h2, ..., h8 (`W`, `Y`, `.`), a space and the side to
move (`W` or `Y`). A move is `d3:n` (square and direction), `d3` in classic mode, or `pass`.

A position carries no supplies. They are derived: the 64 - n stones not on the board are split
as the alternation of moves implies, the side to move holding the larger half (exactly the
supplies after a game without passes). Supplies never change which moves are legal.
"""

from __future__ import annotations

from .board import DIRECTIONS, FULL, Direction, all_flips, line_flips, parse_square, square_name
from .board import targets as board_targets
from .rules import PASSES_TO_END, WHITE, YELLOW, Action, Pass, Place, State, placements

SIDES = {"W": WHITE, "Y": YELLOW}
PASS = "pass"


def format_move(action: Action) -> str:
    """`Place(19, Direction.N)` -> `d3:n`; `Place(19)` -> `d3`; `Pass()` -> `pass`."""
    if isinstance(action, Pass):
        return PASS
    name = square_name(action.square)
    return name if action.direction is None else f"{name}:{action.direction.value}"


def parse_move(text: str) -> Action:
    """The inverse of `format_move`; raises ValueError for anything malformed."""
    text = text.strip().lower()
    if text == PASS:
        return Pass()
    name, sep, direction = text.partition(":")
    square = parse_square(name)
    if not sep:
        return Place(square)
    if direction not in DIRECTIONS:
        raise ValueError(f"not a direction: {direction!r} (one of n ne e se s sw w nw)")
    return Place(square, Direction(direction))


def parse_position(line: str, classic: bool = False) -> State:
    """A state from the notation; raises ValueError with the reason when malformed."""
    parts = line.split()
    if len(parts) != 2:
        raise ValueError("a position is 64 board characters, a space and the side to move")
    cells, side = parts
    if len(cells) != 64:
        raise ValueError(f"the board needs 64 characters, not {len(cells)}")
    if side not in SIDES:
        raise ValueError(f"the side to move must be W or Y, not {side!r}")
    white = yellow = 0
    for square, cell in enumerate(cells):
        if cell == "W":
            white |= 1 << square
        elif cell == "Y":
            yellow |= 1 << square
        elif cell != ".":
            raise ValueError(f"square {square_name(square)}: {cell!r} is not W, Y or .")
    to_move = SIDES[side]
    rest = 64 - (white | yellow).bit_count()
    supplies = [rest // 2, rest // 2]
    supplies[to_move] += rest % 2
    return State(white, yellow, to_move, (supplies[0], supplies[1]), 0, classic)


def format_position(state: State) -> str:
    data = state.to_json()
    return f"{data['board']} {data['to_move']}"


def moves_line(line: str, classic: bool) -> str:
    """The legal actions of one position, space separated; empty once the board is full."""
    state = parse_position(line, classic)
    if state.finished:
        return ""
    return " ".join(format_move(action) for action in placements(state)) or PASS


def perft(depth: int, classic: bool) -> int:
    """Leaf positions `depth` plies after the start; a pass is a ply, a finished game a leaf."""
    return perft_state(State(classic=classic), depth)


def perft_state(state: State, depth: int) -> int:
    """Leaf positions `depth` plies after `state` (which may come from `parse_position`)."""
    if depth < 0:
        raise ValueError("depth must not be negative")
    return _perft(state.own, state.opp, state.passes, depth, state.classic)


def _perft(own: int, opp: int, passes: int, depth: int, classic: bool) -> int:
    if depth == 0 or passes >= PASSES_TO_END or (own | opp) == FULL:
        return 1
    masks = board_targets(own, opp)
    anywhere = masks[0] | masks[1] | masks[2] | masks[3] | masks[4] | masks[5] | masks[6]
    anywhere |= masks[7]
    if not anywhere:
        return _perft(opp, own, passes + 1, depth - 1, classic)
    if depth == 1:
        if classic:
            return anywhere.bit_count()
        return sum(mask.bit_count() for mask in masks)
    total = 0
    if classic:
        while anywhere:
            bit = anywhere & -anywhere
            anywhere ^= bit
            flipped = all_flips(own, opp, bit.bit_length() - 1)
            total += _perft(opp & ~flipped, own | flipped | bit, 0, depth - 1, classic)
        return total
    for direction, mask in enumerate(masks):
        while mask:
            bit = mask & -mask
            mask ^= bit
            flipped = line_flips(own, opp, bit.bit_length() - 1, direction)
            total += _perft(opp & ~flipped, own | flipped | bit, 0, depth - 1, classic)
    return total

"""Jump chains of one piece: every outcome exactly, and the paths rules version 1 chose.

A chain is searched on a fixed board through `hops(square)`: the (jumped square, landing square,
captures) of each jump from a square. The caller (`moves.piece_moves`) knows who moves, the
alliances and the truce zones; here only the squares matter.
"""

from __future__ import annotations

from collections.abc import Callable

_NONE: frozenset[int] = frozenset()


Hops = Callable[[int], list[tuple[int, int, bool]]]
Chains = dict[tuple[int, frozenset[int]], tuple[int, ...]]  # (end, captures) -> a path


def every_chain(start: int, hops: Hops) -> Chains:
    """Every outcome of a jump chain from `start` that enters no square twice.

    What a chain can still do depends on its square, its captures and the squares it has
    entered. Of those squares only the ones it could still reach matter, so continuations are
    shared by the key (square, the part of the jump network still open to it, the captures
    beside that part). A part without captures is settled at once: a chain reaches each of its
    squares, without capturing.
    """
    memo: dict[tuple[int, frozenset[int], frozenset[int]], Chains] = {}

    def reach(cur: int, entered: frozenset[int], taken: frozenset[int]) -> Chains:
        """(end, new captures) -> one chain from `cur` there (its squares, `cur` first)."""
        paths: dict[int, tuple[int, ...]] = {cur: (cur,)}
        order = [cur]
        capturing = False
        for sq in order:
            for over, land, capture in hops(sq):
                if land in entered or over in taken:
                    continue
                capturing = capturing or capture
                if land not in paths:
                    paths[land] = (*paths[sq], land)
                    order.append(land)
        if not capturing:
            return {(sq, _NONE): paths[sq] for sq in order[1:]}
        beside = frozenset(over for sq in order for over, _, _ in hops(sq))
        key = (cur, frozenset(order), taken & beside)
        if key not in memo:
            found: Chains = {}
            for over, land, capture in hops(cur):
                if land in entered or over in taken:
                    continue
                gained = frozenset({over}) if capture else _NONE
                found.setdefault((land, gained), (cur, land))
                for (end, more), path in reach(land, entered | {land}, taken | gained).items():
                    found.setdefault((end, gained | more), (cur, *path))
            memo[key] = found
        return memo[key]

    return reach(start, frozenset({start}), _NONE)


def first_chains(start: int, hops: Hops) -> Chains:
    """The chains rules version 1 found: breadth first, one path per (square, captures)."""
    found: Chains = {}
    seen = {(start, frozenset[int]())}
    queue: list[tuple[tuple[int, ...], frozenset[int]]] = [((start,), frozenset())]
    for path, taken in queue:
        for over, land, capture in hops(path[-1]):
            if over in taken or land in path:
                continue
            key = (land, taken | {over} if capture else taken)
            if key not in seen:
                seen.add(key)
                queue.append(((*path, land), key[1]))
                found[key] = (*path, land)
    return found

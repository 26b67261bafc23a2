"""Spion & Spion: questions about a state (paths, targets, who acts, accusations)."""

from __future__ import annotations

from .model import (
    GREY,
    MAX_OWN_IN_EMBASSY,
    PASSING_FILLS_EMBASSY,
    REPLACEMENT_BRINGS_HOME,
    Accuse,
    Bazong,
    Phase,
    State,
    direct_enemy,
    owner,
    step,
    team,
)


def own_in_embassy(s: State, colour: int) -> int:
    at = s.board.embassy(colour)
    return sum(1 for i in s.spies_at(at) if s.spies[i].colour == colour)


def path(s: State, spy: int, distance: int) -> tuple[int, ...] | None:
    """The fields `spy` passes moving exactly `distance` forward, or None when it cannot."""
    sp = s.spies[spy]
    if not sp.on_board:
        return None
    size, direction = s.board.size, step(sp.colour)
    fields = tuple((sp.where + direction * k) % size for k in range(1, distance + 1))
    if any(s.trap_at(f) is not None for f in fields):
        return None
    full = own_in_embassy(s, sp.colour) >= MAX_OWN_IN_EMBASSY
    winning = any(team(c) != team(sp.colour) for c in s.carried(spy))  # arriving ends the game
    stops = fields if PASSING_FILLS_EMBASSY else fields[-1:]  # where the limit of two counts
    if s.board.embassy(sp.colour) in stops and full and not winning:
        return None
    return fields


def movable(s: State, player: int, distance: int) -> list[int]:
    return [
        i
        for i, sp in enumerate(s.spies)
        if sp.colour == player and path(s, i, distance) is not None
    ]


def enemies_at(s: State, spy: int, field: int) -> tuple[int, ...]:
    side = team(s.spies[spy].colour)
    return tuple(i for i in s.spies_at(field) if team(s.spies[i].colour) != side)


def empty_track(s: State, field: int) -> bool:
    return (
        s.board.embassy_colour(field) is None
        and not s.spies_at(field)
        and s.trap_at(field) is None
        and all(b.field != field for b in s.bazongs)
    )


def bazong_away(s: State, b: Bazong) -> bool:
    """Whether a Bazong is out of its own embassy (lying elsewhere or carried out of it)."""
    if b.field is not None:
        return True
    return b.carrier is not None and s.spies[b.carrier].where != s.board.embassy(b.colour)


def holder(s: State) -> int | None:
    """A spy holding more than one Bazong (its owner must keep one)."""
    for i in range(len(s.spies)):
        if len(s.carried(i)) > 1:
            return i
    return None


def bazong_win(s: State) -> int | None:
    """The team one of whose spies stands in a team embassy with an enemy Bazong (not one a
    Fröhn's reserve just took over there, `REPLACEMENT_BRINGS_HOME`)."""
    for b in s.bazongs:
        if b.carrier is None or (b.taken_over and not REPLACEMENT_BRINGS_HOME):
            continue
        sp = s.spies[b.carrier]
        at = s.board.embassy_colour(sp.where) if sp.on_board else None
        side = team(sp.colour)
        if at is not None and team(at) == side and team(b.colour) != side:
            return side
    return None


def grey_targets(s: State) -> list[int]:
    side = team(s.current)
    return [
        i
        for i, sp in enumerate(s.spies)
        if sp.on_board and team(sp.colour) != side and s.board.embassy_colour(sp.where) is None
    ]


def peek_targets(s: State) -> list[int]:
    side = team(s.current)
    return [
        i for i, sp in enumerate(s.spies) if sp.in_play and sp.number and team(sp.colour) != side
    ]


def actor(s: State) -> int:
    """Who must act now (outside the envelope phase)."""
    d = s.duel
    if s.phase == Phase.DUEL and d is not None and d.defender is not None:
        if d.attack is None:
            return s.current if d.attacker == GREY else owner(d.attacker)
        return owner(d.defender)
    if s.phase == Phase.BAZONG:
        h = holder(s)
        if h is not None:
            return owner(h)
    return s.current


def accusations(s: State, player: int) -> list[Accuse]:
    """Every Fröhn accusation `player` could make now with the envelopes he holds."""
    if s.phase in (Phase.ENVELOPES, Phase.OVER) or not s.active[player]:
        return []
    targets = {
        direct_enemy(e.writer)
        for e in s.envelopes
        if e.holder == player and not e.used and e.number is not None
    }
    return [
        Accuse(i)
        for i, sp in enumerate(s.spies)
        if sp.colour in targets and sp.number and sp.in_play
    ]

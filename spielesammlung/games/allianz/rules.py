"""The rules of Allianz: Halma moves with captures, castles, alliances, notice and betrayal.

Seats are the players; each seat commands one party (A-D, see `board`). Nothing is secret.
Alliances and notice may be proposed and given at any moment ("jederzeit"): on one's own turn
before the move, and out of turn (`ToAct.anyone`) whenever no question waits for its answer.
Betrayal ("bei seinem Zug"), draw offers and resigning belong to one's own turn. An answer is
asked of the addressee at once, then the turn goes on.

The constants, actions, events and the state live in `model`; move generation (steps, jump
chains, captures) in `moves`. Here: the setup, the turn, diplomacy, defeat and victory.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

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

from . import board as B
from .model import (
    EMPTY,
    NOTICE_CHOICES,
    Accept,
    AcceptDraw,
    Action,
    Alliance,
    AllianceEnded,
    Allied,
    Betray,
    Betrayed,
    Cancel,
    Cancelled,
    ChipReturned,
    Decline,
    Declined,
    DeclineDraw,
    Defeated,
    DrawDeclined,
    DrawOffer,
    DrawOffered,
    GameOver,
    KeepPieces,
    Kind,
    Move,
    Moved,
    Notice,
    NoticeDue,
    NoticeNamed,
    OfferDraw,
    Pass,
    Passed,
    Proposal,
    Propose,
    Proposed,
    Pursuit,
    Relocate,
    Relocated,
    Relocation,
    Resign,
    State,
)
from .moves import Chain, legal_move, moves

#: After this many moves (all players together) the game ends in a draw.
MOVE_LIMIT = 600
#: The parties of a two-player game for each `pairing` option.
PAIRINGS = {"horizontal": (0, 1), "vertical": (0, 3), "diagonal": (0, 2)}
DEFAULT_PAIRING = "horizontal"


# -- the game ----------------------------------------------------------------------------------
def _parties(setup: Setup) -> tuple[int, ...]:
    if setup.count == 2:
        pairing = str(setup.options.get("pairing", DEFAULT_PAIRING))
        if pairing not in PAIRINGS:
            raise ValueError(f"unknown pairing {pairing!r}")
        return PAIRINGS[pairing]
    if setup.count in (3, 4):
        return tuple(range(setup.count))
    raise ValueError("Allianz is for 2, 3 or 4 players")


def new_state(setup: Setup) -> State:
    parties = _parties(setup)
    board = [EMPTY] * len(B.SQUARES)
    for seat, party in enumerate(parties):
        for sq in B.STARTS[party]:
            board[sq] = seat
    return State(parties, tuple(board), (), 0, (True,) * len(parties))


class Allianz:
    id = "allianz"
    rules_version = 2  # 2: out-of-turn diplomacy, the castle arrival rule, exact chains
    codec = ActionCodec(
        Move,
        Pass,
        Propose,
        Accept,
        Decline,
        Relocate,
        KeepPieces,
        Cancel,
        Notice,
        Betray,
        OfferDraw,
        AcceptDraw,
        DeclineDraw,
        Resign,
    )

    def new_game(self, setup: Setup, seed: int) -> State:
        return new_state(setup)

    def to_act(self, state: State) -> ToAct:
        actor = state.actor()
        if actor is None:
            return NOBODY
        anyone = frozenset(p for p in state.living() if p != actor and diplomacy(state, p))
        return ToAct(frozenset({actor}), anyone)

    def legal_actions(self, state: State, player: int) -> list[Action]:
        if state.actor() != player:
            return diplomacy(state, player)
        actions: list[Action] = []
        if state.pending is None:
            chains = moves(state, player)
            actions += [Move(path) for path, _ in chains] if chains else [Pass()]
        return actions + diplomacy(state, player)

    def apply(self, state: State, player: int, action: Action) -> Outcome[State]:
        moving = isinstance(action, Move | Pass)
        if state.actor() != player and (moving or not diplomacy(state, player)):
            raise NotYourTurn(f"player {player} may not act now")
        if isinstance(action, Move):
            chain = legal_move(state, player, action.path) if state.pending is None else None
            if chain is None:
                raise IllegalAction(f"{action!r} is not legal for player {player}")
            return _after_move(state, player, _moved(state, player, chain))
        if isinstance(action, Pass):
            if state.pending is not None or moves(state, player):
                raise IllegalAction("passing is only allowed when no piece can move")
            return _after_move(state, player, (replace(state, last=None), [Passed(player)]))
        if action not in diplomacy(state, player):
            raise IllegalAction(f"{action!r} is not legal for player {player}")
        new, events = _diplomatic(state, player, action)
        new, events = _settle(new, events)
        return Outcome(new, tuple(events))

    def result(self, state: State) -> Result | None:
        if state.winners is None:
            return None
        return Result(state.winners, tuple(len(state.pieces(p)) for p in range(state.count)))

    def view_for(self, state: State, viewer: int | None) -> State:
        return state

    def private_decision(self, state: State, player: int) -> bool:
        return False


def end_reason(state: State) -> str | None:
    """Why the game ended, as its `GameOver` said: "victory" (one party is left),
    "move-limit" or "draw-agreed"; None while it runs."""
    if state.winners is None:
        return None
    if state.winners:
        return "victory"
    return "move-limit" if state.moves >= MOVE_LIMIT else "draw-agreed"


def diplomacy(state: State, player: int) -> list[Action]:
    """The actions other than moving that `player` may take now, on turn or out of turn."""
    pending = state.pending
    if state.actor() != player:
        return _out_of_turn(state, player)
    if isinstance(pending, Proposal):
        return [Accept(), Decline()]
    if isinstance(pending, DrawOffer):
        return [AcceptDraw(), DeclineDraw()]
    if isinstance(pending, NoticeDue):
        # "darf ... verlangen": the partner may also waive the notice (0: it ends at once)
        return [Notice(n) for n in (0, *NOTICE_CHOICES) if n <= state.pool]
    if isinstance(pending, Relocation):
        return [*_relocations(state, player), KeepPieces()]
    actions: list[Action] = []
    if len(state.living()) == 2:
        actions.append(Resign())
        if player not in state.offered:
            actions.append(OfferDraw())
    alliance = state.alliance_of(player)
    if alliance is not None and alliance.kind is Kind.GRAND:
        actions.append(Betray())
    return actions + _out_of_turn(state, player)


def _out_of_turn(state: State, player: int) -> list[Action]:
    """Proposing and giving notice, allowed at any moment while no question waits."""
    if state.pending is not None or state.winners is not None or not state.alive[player]:
        return []
    actions: list[Action] = []
    if state.can_ally(player) and player not in state.offered:
        actions += [
            Propose(kind, other)
            for other in state.living()
            if other != player and state.can_ally(other)
            for kind in Kind
        ]
    alliance = state.alliance_of(player)
    if alliance is not None and alliance.kind is Kind.SMALL and alliance.notified is None:
        actions.append(Cancel())
    return actions


def _relocations(state: State, lord: int) -> list[Action]:
    ally = state.ally(lord)
    if ally is None:
        return []
    zone = state.zone(lord)
    free = [sq for sq in B.ZONE_BORDER[state.parties[lord]] if state.board[sq] == EMPTY]
    return [Relocate(p, to) for p in state.pieces(ally) if p in zone for to in free]


def _with_arrivals(
    state: State, board: list[int], left: Sequence[int], arrived: int | None, since: int = 0
) -> State:
    """The state with a new board; castle arrival marks follow the pieces.

    A piece arriving in a castle is marked with the number of this move, or with `since`
    when it only stepped within the castle (it keeps the mark of its first arrival).
    """
    gone = set(left)
    marks = [(sq, move) for sq, move in state.arrivals if sq not in gone]
    if arrived is not None and arrived in B.CASTLE_OWNER:
        marks = [(sq, move) for sq, move in marks if sq != arrived]
        marks.append((arrived, since or state.moves + 1))
    return replace(state, board=tuple(board), arrivals=tuple(sorted(marks)))


def _moved(state: State, player: int, chain: Chain) -> tuple[State, list[Event]]:
    path, taken = chain
    board = list(state.board)
    board[path[0]] = EMPTY
    for sq in taken:
        board[sq] = EMPTY
    board[path[-1]] = player
    captured = tuple(sorted(taken))
    castle = B.CASTLE_OWNER.get(path[0])
    within = castle is not None and all(B.CASTLE_OWNER.get(sq) == castle for sq in path)
    since = state.arrival(path[0]) if within else 0
    new = _with_arrivals(state, board, (path[0], *captured), path[-1], max(since, 0))
    moved = Moved(player, path, captured, tuple(state.board[sq] for sq in captured))
    return replace(new, last=moved), [moved]


def _after_move(state: State, player: int, moved: tuple[State, list[Event]]) -> Outcome[State]:
    """Count the move, return a notice chip, settle castles and pass the turn."""
    new, events = moved
    new = replace(new, moves=new.moves + 1)
    alliance = new.alliance_of(player)
    if alliance is not None and alliance.notified == player:
        fewer = replace(alliance, chips=alliance.chips - 1)
        new = replace(_replace_alliance(new, alliance, fewer), pool=new.pool + 1)
        events.append(ChipReturned(player, fewer.chips))
        if fewer.chips == 0:
            new, events = _end_alliance(new, events, fewer, "notice")
    new, events = _settle(new, events)
    if new.winners is None and new.moves >= MOVE_LIMIT:
        new = replace(new, winners=frozenset())
        events.append(GameOver(frozenset(), "move-limit"))
    if new.winners is None:
        new = replace(new, turn=_next(new, player), offered=frozenset())
    return Outcome(new, tuple(events))


def _next(state: State, player: int) -> int:
    for step in range(1, state.count + 1):
        seat = (player + step) % state.count
        if state.alive[seat]:
            return seat
    return player


def _replace_alliance(state: State, old: Alliance, new: Alliance | None) -> State:
    if new is None:
        return replace(state, alliances=tuple(a for a in state.alliances if a != old))
    return replace(state, alliances=tuple(new if a == old else a for a in state.alliances))


def _end_alliance(
    state: State, events: list[Event], alliance: Alliance, reason: str
) -> tuple[State, list[Event]]:
    state = _replace_alliance(state, alliance, None)
    state = replace(state, pool=state.pool + alliance.chips)
    return state, [*events, AllianceEnded(alliance.members, reason)]


def _diplomatic(state: State, player: int, action: Action) -> tuple[State, list[Event]]:
    pending = state.pending
    if isinstance(action, Propose):
        proposal = Proposal(player, action.to, action.kind)
        return replace(state, pending=proposal, offered=state.offered | {player}), [
            Proposed(player, action.to, action.kind)
        ]
    if isinstance(action, Accept) and isinstance(pending, Proposal):
        members = (min(pending.proposer, player), max(pending.proposer, player))
        made = Alliance(members, pending.kind, state.moves)
        state = replace(state, alliances=(*state.alliances, made), pending=None)
        lords = tuple(lord for lord in (player, pending.proposer) if _relocations(state, lord))
        if lords:
            state = replace(state, pending=Relocation(lords))
        return state, [Allied(members, pending.kind)]
    if isinstance(action, Decline):
        return replace(state, pending=None), [Declined(player)]
    if isinstance(action, Relocate):
        board = list(state.board)
        board[action.to], board[action.piece] = board[action.piece], EMPTY
        state = _with_arrivals(state, board, (action.piece,), None)
        state = _next_relocation(state, player, done=False)
        return state, [Relocated(player, action.piece, action.to)]
    if isinstance(action, KeepPieces):
        return _next_relocation(state, player, done=True), []
    if isinstance(action, Cancel):
        partner = state.ally(player)
        assert partner is not None
        return replace(state, pending=NoticeDue(player, partner)), [Cancelled(player, partner)]
    if isinstance(action, Notice):
        old = state.alliance_of(player)
        assert old is not None
        if action.moves == 0:
            state = replace(state, pending=None)
            return _end_alliance(state, [NoticeNamed(player, 0)], old, "waived")
        state = _replace_alliance(state, old, replace(old, notified=player, chips=action.moves))
        state = replace(state, pool=state.pool - action.moves, pending=None)
        return state, [NoticeNamed(player, action.moves)]
    if isinstance(action, Betray):
        broken = state.alliance_of(player)
        assert broken is not None
        state = replace(state, traitors=state.traitors | {player})
        events: list[Event] = [Betrayed(player, broken.other(player))]
        return _end_alliance(state, events, broken, "betrayal")
    if isinstance(action, OfferDraw):
        others = [p for p in state.living() if p != player]
        offer = DrawOffer(player, others[0])
        return replace(state, pending=offer, offered=state.offered | {player}), [
            DrawOffered(player)
        ]
    if isinstance(action, AcceptDraw):
        draw = frozenset[int]()
        return replace(state, pending=None, winners=draw), [GameOver(draw, "draw-agreed")]
    if isinstance(action, DeclineDraw):
        return replace(state, pending=None), [DrawDeclined(player)]
    if isinstance(action, Resign):
        return _defeat(state, [], player, "resigned")
    raise IllegalAction(f"{action!r} is not legal now")


def _next_relocation(state: State, lord: int, done: bool) -> State:
    pending = state.pending
    assert isinstance(pending, Relocation)
    lords = pending.lords if not done and _relocations(state, lord) else pending.lords[1:]
    return replace(state, pending=Relocation(lords) if lords else None)


def _defeat(
    state: State, events: list[Event], player: int, reason: str
) -> tuple[State, list[Event]]:
    """`player` leaves the game with all his pieces; his alliance ends."""
    removed = tuple(state.pieces(player))
    board = list(state.board)
    for sq in removed:
        board[sq] = EMPTY
    state = _with_arrivals(state, board, removed, None)
    alive = tuple(a and p != player for p, a in enumerate(state.alive))
    state = replace(state, alive=alive)
    events = [*events, Defeated(player, reason, removed)]
    alliance = state.alliance_of(player)
    if alliance is not None:
        state, events = _end_alliance(state, events, alliance, "defeat")
    return state, events


def lone_fighter(state: State) -> tuple[int, Alliance] | None:
    """With three parties left, two of them allied: the third one and that alliance."""
    living = state.living()
    if len(living) != 3 or len(state.alliances) != 1:
        return None
    alliance = state.alliances[0]
    lone = next(p for p in living if p not in alliance.members)
    return lone, alliance


def beaten_alliance(state: State) -> Alliance | None:
    """An alliance beaten as a whole: "Um gegen die gesamte gegnerische Allianz zu siegen,
    genügt die Besetzung beider Feindburgen mit nur einem Stein" (stones that came in before the
    alliance was made do not count). Read for any side that fights it: one party, or the
    members of another alliance together."""
    for alliance in state.alliances:
        sides: list[tuple[int, ...]] = [
            (p,) for p in state.living() if p not in alliance.members and state.ally(p) is None
        ]
        sides += [other.members for other in state.alliances if other != alliance]
        for side in sides:
            if all(
                any(
                    state.board[sq] in side and state.arrival(sq) > alliance.since
                    for sq in state.castle(lord)
                )
                for lord in alliance.members
            ):
                return alliance
    return None


def _fallen(state: State) -> tuple[int, str] | None:
    """A lord who is beaten in the current position, and how."""
    lone = lone_fighter(state)
    pursuit = state.pursuit if len(state.living()) == 2 else None
    for lord in state.living():
        castle = state.castle(lord)
        if not state.pieces(lord):
            return lord, "no-pieces"
        if sum(state.hostile(lord, state.board[sq]) for sq in castle) == 2:
            return lord, "castle"
        attacker, since = None, 0
        if lone is not None and lord in lone[1].members:
            attacker, since = lone[0], lone[1].since
        elif pursuit is not None and pursuit.lord == lord:
            attacker, since = pursuit.attacker, pursuit.since
        if attacker is not None and any(
            state.board[sq] == attacker and state.arrival(sq) > since for sq in castle
        ):
            return lord, "lone-fighter"
    return None


def _settle(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    """Defeat beaten lords, end alliances when two parties are left, declare the winner."""
    while state.winners is None:
        beaten = beaten_alliance(state)
        if beaten is not None:  # both lords at once (their alliance ends with the first)
            for lord in beaten.members:
                state, events = _defeat(state, events, lord, "alliance")
        else:
            fallen = _fallen(state)
            if fallen is None:
                break
            lord, reason = fallen
            lone = lone_fighter(state)
            state, events = _defeat(state, events, lord, reason)
            if lone is not None and lord in lone[1].members:
                rest = lone[1].other(lord)
                state = replace(state, pursuit=Pursuit(rest, lone[0], lone[1].since))
        if len(state.living()) == 2:
            for alliance in state.alliances:
                state, events = _end_alliance(state, events, alliance, "two-left")
    living = state.living()
    if state.winners is None and len(living) == 1:
        state = replace(state, winners=frozenset(living), pending=None)
        events.append(GameOver(frozenset(living), "victory"))
    elif state.winners is None and not state.alive[state.turn]:
        state = replace(state, turn=_next(state, state.turn), offered=frozenset(), pending=None)
    return state, events


GAME = Allianz()

"""The rules of Spion & Spion (Alex Randolph, MB 1986) for two or four players."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from spielesammlung.core.protocol import (
    NOBODY,
    ActionCodec,
    Event,
    Outcome,
    Result,
    Setup,
    ToAct,
    check_legal,
)
from spielesammlung.core.rng import Rng

from . import view as views
from .board import board
from .model import (
    ACTIONS,
    BAZONG_PREMIUM,
    BEATS,
    BUY_FREE_COST,
    DIE_COSTS,
    DUNGEON,
    GONE,
    GREY,
    MAX_OWN_IN_EMBASSY,
    MAX_ROUNDS,
    MOVE_CARDS,
    PASSING_BRINGS_HOME,
    PILE,
    RESERVE,
    SCHECK_MONEY,
    SPIES_PER_COLOUR,
    START_MONEY,
    TOTAL_MONEY,
    TRAP_COST,
    WAITING,
    WIN_MONEY,
    ZOFF_FEE,
    Accuse,
    Accused,
    Action,
    After,
    Bazong,
    BazongMoved,
    BoughtFree,
    BuyFree,
    Card,
    CardDrawn,
    CardVoid,
    ChooseDefender,
    Context,
    DieRolled,
    DrawCard,
    Duel,
    Eliminated,
    Envelope,
    EnvelopeWritten,
    GameOver,
    GreySpy,
    KeepBazong,
    LastZoff,
    Move,
    Moved,
    NumberShown,
    Paid,
    Peek,
    Peeked,
    Phase,
    PlaceTrap,
    RollTrapDie,
    Spy,
    State,
    Trap,
    TrapPlaced,
    TrapRemoved,
    TurnStarted,
    WriteEnvelope,
    ZoffCard,
    ZoffPick,
    ZoffPicked,
    ZoffRevealed,
    ZoffStarted,
    direct_enemy,
    owner,
    partner,
    step,
    team,
)


class Tx:
    """The state being worked on during one action, with the events it produced."""

    def __init__(self, state: State) -> None:
        self.s = state
        self.events: list[Event] = []
        self.irreversible = False

    def set(self, **changes: Any) -> None:
        self.s = replace(self.s, **changes)

    def emit(self, *events: Event) -> None:
        self.events.extend(events)

    def spy(self, index: int, **changes: Any) -> None:
        spies = list(self.s.spies)
        spies[index] = replace(spies[index], **changes)
        self.set(spies=tuple(spies))

    def bazong(self, colour: int, carrier: int | None = None, field: int | None = None) -> None:
        bazongs = list(self.s.bazongs)
        bazongs[colour] = Bazong(colour, carrier, field)
        self.set(bazongs=tuple(bazongs))
        self.emit(BazongMoved(colour, carrier, field))


# -- queries ------------------------------------------------------------------------------
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
    if fields[-1] == s.board.embassy(sp.colour) and full and not winning:
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
    """The team one of whose spies stands in a team embassy with an enemy Bazong."""
    for b in s.bazongs:
        if b.carrier is None:
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


# -- the game -----------------------------------------------------------------------------
class SpionGame:
    id = "spion-und-spion"
    rules_version = 1
    codec = ActionCodec(*ACTIONS)

    def new_game(self, setup: Setup, seed: int) -> State:
        count = setup.count
        if count not in (2, 4):
            raise ValueError("Spion & Spion is for 2 or 4 players")
        rng = Rng.seeded(seed)
        spies: list[Spy] = []
        for colour in range(count):
            numbers, rng = rng.shuffled((1, 2, 3))
            embassy = board(count).embassy(colour)
            for rank, number in enumerate(numbers):
                spies.append(Spy(colour, rank, number, embassy if rank < 2 else DUNGEON))
            spies.append(Spy(colour, RESERVE, 0, WAITING))
        piles = []
        for _ in range(2):
            pile, rng = rng.shuffled(PILE)
            piles.append(pile)
        return State(
            count=count,
            names=tuple(setup.players),
            spies=tuple(spies),
            money=(START_MONEY,) * count,
            box=TOTAL_MONEY - START_MONEY * count,
            bazongs=tuple(Bazong(c) for c in range(count)),
            traps=(),
            piles=tuple(piles),
            drawn=((False,) * len(PILE),) * 2,
            envelopes=tuple(Envelope(p, holder=p) for p in range(count)),
            known=(frozenset(),) * count,
            active=(True,) * count,
            caught=frozenset(),
            rng=rng,
        )

    def to_act(self, state: State) -> ToAct:
        if state.phase == Phase.OVER:
            return NOBODY
        if state.phase == Phase.ENVELOPES:
            return ToAct(frozenset(e.writer for e in state.envelopes if e.number is None))
        anyone = frozenset(p for p in range(state.count) if accusations(state, p))
        return ToAct(frozenset({actor(state)}), anyone)

    def legal_actions(self, state: State, player: int) -> Sequence[Action]:
        s = state
        if s.phase == Phase.OVER:
            return []
        if s.phase == Phase.ENVELOPES:
            if s.envelopes[player].number is None:
                return [WriteEnvelope(n) for n in (1, 2, 3)]
            return []
        actions: list[Action] = []
        if player == actor(s):
            actions += self._turn_actions(s, player)
        return actions + accusations(s, player)

    def _turn_actions(self, s: State, p: int) -> list[Action]:
        phase = s.phase
        if phase == Phase.MAIN:
            pre = self._pre_actions(s, p) if s.pre else []
            moves: list[Action] = [Move(i) for i in movable(s, p, 1)]
            draws = [DrawCard(k) for k in range(1, min(3, len(s.piles[team(p)])) + 1)]
            return pre + moves + draws
        if phase == Phase.CARD_MOVE:
            return [Move(i) for i in movable(s, p, s.distance)]
        if phase == Phase.LECHZ:
            traps: list[Trap | None] = [None, *(t for t, _ in s.traps)]
            targets: list[int | None] = list(grey_targets(s)) or [None]
            return [GreySpy(t, g) for t in traps for g in targets]
        if phase == Phase.PEEK:
            return [Peek(i) for i in peek_targets(s)]
        if phase == Phase.ORDER and s.duel is not None:
            return [ChooseDefender(i) for i in s.duel.waiting]
        if phase == Phase.DUEL:
            return [ZoffPick(c) for c in ZoffCard]
        h = holder(s)  # Phase.BAZONG
        return [KeepBazong(c) for c in s.carried(h)] if h is not None else []

    def _pre_actions(self, s: State, p: int) -> list[Action]:
        actions: list[Action] = []
        money = s.money[p]
        if money >= BUY_FREE_COST and own_in_embassy(s, p) < MAX_OWN_IN_EMBASSY:
            actions += [
                BuyFree(i) for i, sp in enumerate(s.spies) if sp.colour == p and sp.where == DUNGEON
            ]
        bazong_out = any(bazong_away(s, b) for b in s.bazongs)
        if not s.trap_placed and money >= TRAP_COST and bazong_out:
            placed = {t for t, _ in s.traps}
            fields = [f for f in range(s.board.size) if empty_track(s, f)]
            actions += [PlaceTrap(t, f) for t in Trap if t not in placed for f in fields]
        if not s.die_used:
            actions += [
                RollTrapDie(t, rolls)
                for t, _ in s.traps
                for rolls, cost in DIE_COSTS.items()
                if money >= cost
            ]
        return actions

    def apply(self, state: State, player: int, action: Action) -> Outcome[State]:
        check_legal(self, state, player, action)
        tx = Tx(state)
        if player == state.current and not isinstance(action, Accuse):
            tx.set(peeked=False)
        handler = getattr(self, "_" + type(action).__name__)
        handler(tx, player, action)
        _wrap_up(tx)
        return Outcome(tx.s, tuple(tx.events), tx.irreversible)

    # -- action handlers (named after the action classes) ----------------------------------
    def _WriteEnvelope(self, tx: Tx, p: int, a: WriteEnvelope) -> None:
        envelopes = list(tx.s.envelopes)
        envelopes[p] = replace(envelopes[p], number=a.number)
        tx.set(envelopes=tuple(envelopes))
        tx.emit(EnvelopeWritten(p, None), EnvelopeWritten(p, a.number, seen_by=frozenset({p})))
        if all(e.number is not None for e in tx.s.envelopes):
            tx.set(phase=Phase.MAIN, current=0)
            tx.emit(TurnStarted(0, 1))

    def _BuyFree(self, tx: Tx, p: int, a: BuyFree) -> None:
        _pay(tx, p, None, BUY_FREE_COST)
        tx.spy(a.spy, where=tx.s.board.embassy(p), exposed=False)
        tx.emit(BoughtFree(a.spy))
        _land(tx, a.spy, Context.BUY)

    def _PlaceTrap(self, tx: Tx, p: int, a: PlaceTrap) -> None:
        _pay(tx, p, None, TRAP_COST)
        tx.set(traps=tuple(sorted((*tx.s.traps, (a.trap, a.field)))), trap_placed=True)
        tx.emit(TrapPlaced(p, a.trap, a.field))

    def _RollTrapDie(self, tx: Tx, p: int, a: RollTrapDie) -> None:
        _pay(tx, p, None, DIE_COSTS[a.rolls])
        tx.set(die_used=True)
        tx.irreversible = True
        for _ in range(a.rolls):
            symbol, rng = tx.s.rng.choice(tuple(Trap))
            tx.set(rng=rng)
            tx.emit(DieRolled(p, symbol))
            _remove_trap(tx, BEATS[symbol])
            if all(t != a.target for t, _ in tx.s.traps):
                break

    def _Move(self, tx: Tx, p: int, a: Move) -> None:
        fields = path(tx.s, a.spy, tx.s.distance if tx.s.phase == Phase.CARD_MOVE else 1)
        assert fields is not None
        tx.set(pre=False)
        for k, field in enumerate(fields, 1):
            tx.spy(a.spy, where=field)
            _drop_home(tx, a.spy)
            arrived = PASSING_BRINGS_HOME or k == len(fields)
            if arrived and bazong_win(tx.s) is not None:  # home with an enemy Bazong: won
                tx.emit(Moved(a.spy, fields[:k]))
                return
        tx.emit(Moved(a.spy, fields))
        _land(tx, a.spy, Context.MOVE)

    def _DrawCard(self, tx: Tx, p: int, a: DrawCard) -> None:
        side, k = team(p), a.position
        pile, drawn = tx.s.piles[side], tx.s.drawn[side]
        card = pile[k - 1]
        drawn = drawn[: k - 1] + (True,) + drawn[k:]
        piles, flags = list(tx.s.piles), list(tx.s.drawn)
        # The skipped cards go under in their order, the drawn one after them.
        piles[side], flags[side] = pile[k:] + pile[:k], drawn[k:] + drawn[:k]
        tx.set(piles=tuple(piles), drawn=tuple(flags), pre=False, card=card)
        tx.emit(CardDrawn(p, k, card))
        tx.irreversible = True
        if card in MOVE_CARDS:
            distance = MOVE_CARDS[card]
            if movable(tx.s, p, distance):
                tx.set(phase=Phase.CARD_MOVE, distance=distance)
            else:
                tx.emit(CardVoid(p, card))
                _proceed(tx, After.END)
        elif card == Card.SCHECK:
            _pay(tx, None, p, SCHECK_MONEY)
            _proceed(tx, After.END)
        elif card == Card.LECHZ:
            tx.set(phase=Phase.LECHZ)
        elif card == Card.ANSICHT:
            if peek_targets(tx.s):
                tx.set(phase=Phase.PEEK)
            else:
                _proceed(tx, After.AGAIN)
        elif card == Card.SCHLUCHZ:
            lost = [  # "jedes eroberte Bazong": enemy Bazongs; a carried own-side one stays
                b.colour
                for b in tx.s.bazongs
                if b.carrier is not None and owner(b.carrier) == p and team(b.colour) != team(p)
            ]
            for colour in lost:
                tx.bazong(colour)
            if not lost:
                tx.emit(CardVoid(p, card))
            _proceed(tx, After.END)
        else:  # Gähn
            _proceed(tx, After.END)

    def _GreySpy(self, tx: Tx, p: int, a: GreySpy) -> None:
        if a.trap is not None:
            _remove_trap(tx, a.trap)
        if a.target is None:
            _proceed(tx, After.END)
            return
        field = tx.s.spies[a.target].where
        tx.set(duel=Duel(GREY, field, Context.GREY, (), a.target), phase=Phase.DUEL)
        tx.emit(ZoffStarted(GREY, a.target))

    def _Peek(self, tx: Tx, p: int, a: Peek) -> None:
        known = list(tx.s.known)
        known[p] = known[p] | {a.spy}
        tx.set(known=tuple(known), peeked=True)
        number = tx.s.spies[a.spy].number
        tx.emit(Peeked(p, a.spy, None), Peeked(p, a.spy, number, seen_by=frozenset({p})))
        tx.irreversible = True
        _proceed(tx, After.AGAIN)

    def _ChooseDefender(self, tx: Tx, p: int, a: ChooseDefender) -> None:
        assert tx.s.duel is not None
        _begin_duel(tx, tx.s.duel, a.spy)

    def _ZoffPick(self, tx: Tx, p: int, a: ZoffPick) -> None:
        d = tx.s.duel
        assert d is not None
        tx.emit(ZoffPicked(p, None), ZoffPicked(p, a.card, seen_by=frozenset({p})))
        if d.attack is None:
            tx.set(duel=replace(d, attack=a.card))
        else:
            tx.set(duel=replace(d, defence=a.card))
            _resolve(tx)

    def _KeepBazong(self, tx: Tx, p: int, a: KeepBazong) -> None:
        h = holder(tx.s)
        assert h is not None
        for colour in tx.s.carried(h):
            if colour != a.colour:
                _lay(tx, colour, tx.s.spies[h].where)
        _settle(tx, tx.s.after)

    def _Accuse(self, tx: Tx, p: int, a: Accuse) -> None:
        s = tx.s
        accused = s.spies[a.spy]
        index = next(
            i
            for i, e in enumerate(s.envelopes)
            if e.holder == p and not e.used and direct_enemy(e.writer) == accused.colour
        )
        envelope = s.envelopes[index]
        correct = accused.number == envelope.number
        tx.irreversible = True
        _show(tx, a.spy)
        assert envelope.number is not None
        tx.emit(Accused(p, a.spy, envelope.number, accused.number, correct))
        envelopes = list(tx.s.envelopes)
        envelopes[index] = replace(envelope, shown=True, used=correct)
        tx.set(envelopes=tuple(envelopes))
        if not correct:
            _eliminate(tx, p, "wrong-accusation")
            return
        tx.set(caught=tx.s.caught | {accused.colour})
        tx.spy(a.spy, where=GONE, exposed=False)
        reserve = p * SPIES_PER_COLOUR + RESERVE
        carried = tx.s.carried(a.spy)
        if tx.s.spies[reserve].where == WAITING:
            place = accused.where if accused.on_board else DUNGEON
            if place == tx.s.board.embassy(p) and own_in_embassy(tx.s, p) >= MAX_OWN_IN_EMBASSY:
                place = DUNGEON
            tx.spy(reserve, where=place)
            for colour in carried:
                if place == DUNGEON:
                    tx.bazong(colour)
                else:
                    tx.bazong(colour, carrier=reserve)
            _drop_home(tx, reserve)
        else:
            for colour in carried:
                _lay(tx, colour, accused.where)

    def result(self, state: State) -> Result | None:
        if state.phase != Phase.OVER:
            return None
        winners = frozenset(
            p
            for p in range(state.count)
            if state.winner is not None and team(p) == state.winner and state.active[p]
        )
        return Result(winners, state.money)

    def view_for(self, state: State, viewer: int | None) -> views.View:
        return views.view_for(state, viewer)

    def private_decision(self, state: State, player: int) -> bool:
        if state.phase in (Phase.ENVELOPES, Phase.DUEL, Phase.PEEK):
            return True
        return state.phase == Phase.MAIN and state.peeked and player == state.current


# -- the steps of a turn ------------------------------------------------------------------
def _pay(tx: Tx, payer: int | None, payee: int | None, amount: int) -> None:
    """Move money (None: the coal box); a player who cannot pay pays all and leaves."""
    money = list(tx.s.money)
    paid = min(amount, tx.s.box if payer is None else money[payer])
    box = tx.s.box
    if payer is None:
        box -= paid
    else:
        money[payer] -= paid
    if payee is None:
        box += paid
    else:
        money[payee] += paid
    tx.set(money=tuple(money), box=box)
    if paid:
        tx.emit(Paid(payer, payee, paid))
    if payer is not None and paid < amount:
        _eliminate(tx, payer, "debt")


def _eliminate(tx: Tx, player: int, reason: str) -> None:
    """The player leaves with his spies; their Bazongs go home, his money into the box."""
    for i, sp in enumerate(tx.s.spies):
        if sp.colour == player and sp.where != GONE:
            for colour in tx.s.carried(i):
                tx.bazong(colour)
            tx.spy(i, where=GONE, exposed=False)
    money = list(tx.s.money)
    box = tx.s.box + money[player]
    money[player] = 0
    heir = partner(player) if tx.s.count == 4 else None
    if reason != "wrong-accusation" or heir is None or not tx.s.active[heir]:
        heir = None
    envelopes = tuple(replace(e, holder=heir) if e.holder == player else e for e in tx.s.envelopes)
    active = tuple(a and p != player for p, a in enumerate(tx.s.active))
    tx.set(money=tuple(money), box=box, envelopes=envelopes, active=active)
    tx.emit(Eliminated(player, reason))


def _show(tx: Tx, spy: int) -> None:
    """Everyone sees (and remembers) the spy's number."""
    number = tx.s.spies[spy].number
    if not number:
        return
    tx.set(known=tuple(k | {spy} for k in tx.s.known))
    tx.emit(NumberShown(spy, number))
    tx.irreversible = True


def _remove_trap(tx: Tx, trap: Trap) -> None:
    for t, field in tx.s.traps:
        if t == trap:
            tx.set(traps=tuple(x for x in tx.s.traps if x[0] != trap))
            tx.emit(TrapRemoved(trap, field))


def _lay(tx: Tx, colour: int, field: int) -> None:
    """Leave a Bazong on a field (in its own embassy it is simply home again)."""
    if field == tx.s.board.embassy(colour):
        tx.bazong(colour)
    else:
        tx.bazong(colour, field=field)


def _drop_home(tx: Tx, spy: int) -> None:
    """A spy carrying his own side's Bazong into its embassy puts it back."""
    sp = tx.s.spies[spy]
    for colour in tx.s.carried(spy):
        if team(colour) == team(sp.colour) and sp.where == tx.s.board.embassy(colour):
            tx.bazong(colour)


def _land(tx: Tx, spy: int, context: Context) -> None:
    """A spy arrived on a field: Alfred shows his number, enemies there mean Zoff."""
    field = tx.s.spies[spy].where
    if tx.s.board.is_alfred(field):
        _show(tx, spy)
    enemies = enemies_at(tx.s, spy, field)
    if enemies:
        _next_duel(tx, Duel(spy, field, context, enemies))
    else:
        _arrived(tx, spy, False, context)


def _next_duel(tx: Tx, d: Duel) -> None:
    waiting = tuple(i for i in d.waiting if tx.s.spies[i].where == d.field)
    if not waiting:
        tx.set(duel=None)
        _arrived(tx, d.attacker, True, d.context)
    elif len(waiting) == 1:
        _begin_duel(tx, d, waiting[0])
    else:
        tx.set(duel=replace(d, waiting=waiting, defender=None), phase=Phase.ORDER)


def _begin_duel(tx: Tx, d: Duel, defender: int) -> None:
    waiting = tuple(i for i in d.waiting if i != defender)
    tx.set(
        duel=replace(d, waiting=waiting, defender=defender, attack=None, defence=None),
        phase=Phase.DUEL,
    )
    tx.emit(ZoffStarted(d.attacker, defender))


def _resolve(tx: Tx) -> None:
    """Both Zoff cards are in: equal cards win for the defender."""
    d = tx.s.duel
    assert d is not None and d.defender is not None and d.attack and d.defence
    won = d.attack != d.defence
    tx.emit(ZoffRevealed(d.attacker, d.defender, d.attack, d.defence, won))
    tx.set(last_zoff=LastZoff(d.attacker, d.defender, d.attack, d.defence, won), duel=None)
    tx.irreversible = True
    if d.attacker == GREY:
        target, commander = d.defender, tx.s.current
        if won:
            for colour in tx.s.carried(target):
                _lay(tx, colour, d.field)
            _to_dungeon(tx, target)
            _pay(tx, owner(target), commander, ZOFF_FEE)
            _settle(tx, After.AGAIN)
        else:
            _pay(tx, commander, owner(target), ZOFF_FEE)
            _settle(tx, After.END)
        return
    winner, loser = (d.attacker, d.defender) if won else (d.defender, d.attacker)
    for colour in tx.s.carried(loser):
        tx.bazong(colour, carrier=winner)
    _drop_home(tx, winner)
    _to_dungeon(tx, loser)
    _pay(tx, owner(loser), owner(winner), ZOFF_FEE)
    if won:
        _next_duel(tx, replace(d, defender=None))
    else:
        _settle(tx, After.PRE if d.context == Context.BUY else After.END)


def _to_dungeon(tx: Tx, spy: int) -> None:
    _show(tx, spy)
    tx.spy(spy, where=DUNGEON, exposed=True)


def _arrived(tx: Tx, spy: int, fought: bool, context: Context) -> None:
    """The spy holds the field: take an enemy embassy's Bazong, pick up lying ones."""
    s = tx.s
    sp = s.spies[spy]
    again = fought
    colour = s.board.embassy_colour(sp.where)
    if colour is not None and team(colour) != team(sp.colour) and s.bazongs[colour].home:
        tx.bazong(colour, carrier=spy)
        _pay(tx, None, owner(spy), BAZONG_PREMIUM)
        again = True
    for b in tx.s.bazongs:
        if b.field == sp.where:
            tx.bazong(b.colour, carrier=spy)
    if context == Context.BUY:
        _settle(tx, After.PRE)
    else:
        _settle(tx, After.AGAIN if again else After.END)


def _settle(tx: Tx, after: After) -> None:
    """Finish a landing: a spy with two Bazongs must keep one, then `after`."""
    if bazong_win(tx.s) is not None:
        return
    if holder(tx.s) is not None:
        tx.set(phase=Phase.BAZONG, after=after, duel=None)
        return
    _proceed(tx, after)


def _proceed(tx: Tx, after: After) -> None:
    tx.set(duel=None, card=None, distance=0)
    if after == After.END:
        _next_turn(tx)
    else:
        tx.set(phase=Phase.MAIN, pre=after == After.PRE)


def _next_turn(tx: Tx) -> None:
    s = tx.s
    player = next(
        (s.current + k) % s.count
        for k in range(1, s.count + 1)
        if s.active[(s.current + k) % s.count]
    )
    rnd = s.round + (1 if player <= s.current else 0)
    tx.set(
        phase=Phase.MAIN,
        current=player,
        round=rnd,
        pre=True,
        trap_placed=False,
        die_used=False,
        peeked=False,
    )
    tx.emit(TurnStarted(player, rnd))


def _repair(tx: Tx) -> None:
    """Pick up the thread after spies left the game out of turn (Fröhn, debts)."""
    s = tx.s
    d = s.duel
    if s.phase in (Phase.DUEL, Phase.ORDER) and d is not None:
        if d.attacker != GREY and s.spies[d.attacker].where != d.field:
            _settle(tx, After.PRE if d.context == Context.BUY else After.END)
        elif d.defender is not None and s.spies[d.defender].where != d.field:
            if d.attacker == GREY:
                _settle(tx, After.END)
            else:
                _next_duel(tx, replace(d, defender=None))
        elif s.phase == Phase.ORDER:
            _next_duel(tx, d)
    elif s.phase == Phase.CARD_MOVE and not movable(s, s.current, s.distance):
        assert s.card is not None
        tx.emit(CardVoid(s.current, s.card))
        _proceed(tx, After.END)
    elif s.phase == Phase.BAZONG and holder(s) is None:
        _proceed(tx, s.after)
    if not tx.s.active[tx.s.current] and tx.s.phase != Phase.BAZONG:
        _settle(tx, After.END)


def _game_end(s: State) -> tuple[int | None, str] | None:
    side = bazong_win(s)
    if side is not None:
        return side, "bazong"
    for side in (0, 1):
        if s.team_money(side) >= WIN_MONEY[s.count]:
            return side, "money"
    alive = {team(p) for p in range(s.count) if s.active[p]}
    if len(alive) < 2:
        return (alive.pop() if alive else None), "eliminated"
    if s.round > MAX_ROUNDS:
        black, white = s.team_money(0), s.team_money(1)
        return (None if black == white else int(white > black)), "rounds"
    return None


def _wrap_up(tx: Tx) -> None:
    if tx.s.phase in (Phase.ENVELOPES, Phase.OVER):
        return
    if any(tx.s.active):
        _repair(tx)
    end = _game_end(tx.s)
    if end is not None:
        side, reason = end
        tx.set(phase=Phase.OVER, winner=side, end_reason=reason, duel=None)
        tx.emit(GameOver(side, reason))

"""Spion & Spion: the steps of a turn (money, landing, Zoff, the next turn, the end) on a `Tx`."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from spielesammlung.core.protocol import Event

from .model import (
    BAZONG_PREMIUM,
    DUNGEON,
    GONE,
    GREY,
    MAX_OWN_IN_EMBASSY,
    MAX_ROUNDS,
    RESERVE,
    SPIES_PER_COLOUR,
    WAITING,
    WIN_MONEY,
    ZOFF_FEE,
    After,
    Bazong,
    BazongMoved,
    CardVoid,
    Context,
    Duel,
    Eliminated,
    GameOver,
    LastZoff,
    NumberShown,
    Paid,
    Phase,
    State,
    Trap,
    TrapRemoved,
    TurnStarted,
    ZoffRevealed,
    ZoffStarted,
    owner,
    partner,
    team,
)
from .queries import (
    bazong_win,
    enemies_at,
    holder,
    movable,
    own_in_embassy,
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

    def mark_taken_over(self, spy: int, taken_over: bool) -> None:
        """Mark (or unmark) the Bazongs `spy` carries as taken over by a Fröhn's reserve."""
        self.set(
            bazongs=tuple(
                replace(b, taken_over=taken_over) if b.carrier == spy else b for b in self.s.bazongs
            )
        )


def pay(tx: Tx, payer: int | None, payee: int | None, amount: int) -> None:
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
        eliminate(tx, payer, "debt")


def eliminate(tx: Tx, player: int, reason: str) -> None:
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


def show(tx: Tx, spy: int) -> None:
    """Everyone sees (and remembers) the spy's number."""
    number = tx.s.spies[spy].number
    if not number:
        return
    tx.set(known=tuple(k | {spy} for k in tx.s.known))
    tx.emit(NumberShown(spy, number))
    tx.irreversible = True


def remove_trap(tx: Tx, trap: Trap) -> None:
    for t, field in tx.s.traps:
        if t == trap:
            tx.set(traps=tuple(x for x in tx.s.traps if x[0] != trap))
            tx.emit(TrapRemoved(trap, field))


def lay(tx: Tx, colour: int, field: int) -> None:
    """Leave a Bazong on a field (in its own embassy it is simply home again)."""
    if field == tx.s.board.embassy(colour):
        tx.bazong(colour)
    else:
        tx.bazong(colour, field=field)


def drop_home(tx: Tx, spy: int) -> None:
    """A spy carrying his own side's Bazong into its embassy puts it back."""
    sp = tx.s.spies[spy]
    for colour in tx.s.carried(spy):
        if team(colour) == team(sp.colour) and sp.where == tx.s.board.embassy(colour):
            tx.bazong(colour)


def replace_traitor(tx: Tx, traitor: int, accuser: int) -> None:
    """A correct Fröhn: the traitor leaves. The accuser's reserve, if still waiting, takes his
    place (his dungeon, or a third own spy in the embassy: the accuser's dungeon) and what he
    carried, and then, carrying nothing, what a spy arriving there would take: a Bazong lying
    there, or an enemy embassy's Bazong with no enemy left beside it (with the premium). It
    fights nobody, and what it took over is not brought home by it (`REPLACEMENT_BRINGS_HOME`)
    until it moves. With the reserve already in play, what the traitor carried stays lying."""
    accused = tx.s.spies[traitor]
    carried = tx.s.carried(traitor)
    tx.spy(traitor, where=GONE, exposed=False)
    reserve = accuser * SPIES_PER_COLOUR + RESERVE
    if tx.s.spies[reserve].where != WAITING:
        for colour in carried:
            lay(tx, colour, accused.where)
        return
    place = accused.where if accused.on_board else DUNGEON
    home = tx.s.board.embassy(accuser)
    if place == home and own_in_embassy(tx.s, accuser) >= MAX_OWN_IN_EMBASSY:
        place = DUNGEON
    tx.spy(reserve, where=place)
    for colour in carried:
        tx.bazong(colour, carrier=None if place == DUNGEON else reserve)
    if place == DUNGEON:
        return
    drop_home(tx, reserve)
    if not tx.s.carried(reserve):
        _take_what_is_there(tx, reserve)
    tx.mark_taken_over(reserve, True)


def _take_what_is_there(tx: Tx, spy: int) -> None:
    """A spy put on a field without arriving takes one Bazong there, as an arriving one would."""
    field = tx.s.spies[spy].where
    lying = [b.colour for b in tx.s.bazongs if b.field == field]
    colour = tx.s.board.embassy_colour(field)
    if lying:
        tx.bazong(lying[0], carrier=spy)
    elif (
        colour is not None
        and team(colour) != team(tx.s.spies[spy].colour)
        and tx.s.bazongs[colour].home
        and not enemies_at(tx.s, spy, field)
    ):
        tx.bazong(colour, carrier=spy)
        pay(tx, None, owner(spy), BAZONG_PREMIUM)


def land(tx: Tx, spy: int, context: Context) -> None:
    """A spy arrived on a field: Alfred shows his number, enemies there mean Zoff."""
    field = tx.s.spies[spy].where
    if tx.s.board.is_alfred(field):
        show(tx, spy)
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
        begin_duel(tx, d, waiting[0])
    else:
        tx.set(duel=replace(d, waiting=waiting, defender=None), phase=Phase.ORDER)


def begin_duel(tx: Tx, d: Duel, defender: int) -> None:
    waiting = tuple(i for i in d.waiting if i != defender)
    tx.set(
        duel=replace(d, waiting=waiting, defender=defender, attack=None, defence=None),
        phase=Phase.DUEL,
    )
    tx.emit(ZoffStarted(d.attacker, defender))


def resolve(tx: Tx) -> None:
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
                lay(tx, colour, d.field)
            _to_dungeon(tx, target)
            pay(tx, owner(target), commander, ZOFF_FEE)
            settle(tx, After.AGAIN)
        else:
            pay(tx, commander, owner(target), ZOFF_FEE)
            settle(tx, After.END)
        return
    winner, loser = (d.attacker, d.defender) if won else (d.defender, d.attacker)
    for colour in tx.s.carried(loser):
        tx.bazong(colour, carrier=winner)
    drop_home(tx, winner)
    _to_dungeon(tx, loser)
    pay(tx, owner(loser), owner(winner), ZOFF_FEE)
    if won:
        _next_duel(tx, replace(d, defender=None))
    else:
        settle(tx, After.PRE if d.context == Context.BUY else After.END)


def _to_dungeon(tx: Tx, spy: int) -> None:
    show(tx, spy)
    tx.spy(spy, where=DUNGEON, exposed=True)


def _arrived(tx: Tx, spy: int, fought: bool, context: Context) -> None:
    """The spy holds the field: take an enemy embassy's Bazong, pick up lying ones."""
    s = tx.s
    sp = s.spies[spy]
    again = fought
    colour = s.board.embassy_colour(sp.where)
    if colour is not None and team(colour) != team(sp.colour) and s.bazongs[colour].home:
        tx.bazong(colour, carrier=spy)
        pay(tx, None, owner(spy), BAZONG_PREMIUM)
        again = True
    for b in tx.s.bazongs:
        if b.field == sp.where:
            tx.bazong(b.colour, carrier=spy)
    if context == Context.BUY:
        settle(tx, After.PRE)
    else:
        settle(tx, After.AGAIN if again else After.END)


def settle(tx: Tx, after: After) -> None:
    """Finish a landing: a spy with two Bazongs must keep one, then `after`."""
    if bazong_win(tx.s) is not None:
        return
    if holder(tx.s) is not None:
        tx.set(phase=Phase.BAZONG, after=after, duel=None)
        return
    proceed(tx, after)


def proceed(tx: Tx, after: After) -> None:
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
            settle(tx, After.PRE if d.context == Context.BUY else After.END)
        elif d.defender is not None and s.spies[d.defender].where != d.field:
            if d.attacker == GREY:
                settle(tx, After.END)
            else:
                _next_duel(tx, replace(d, defender=None))
        elif s.phase == Phase.ORDER:
            _next_duel(tx, d)
    elif s.phase == Phase.CARD_MOVE and not movable(s, s.current, s.distance):
        assert s.card is not None
        tx.emit(CardVoid(s.current, s.card))
        proceed(tx, After.END)
    elif s.phase == Phase.BAZONG and holder(s) is None:
        proceed(tx, s.after)
    if not tx.s.active[tx.s.current] and tx.s.phase != Phase.BAZONG:
        settle(tx, After.END)


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


def wrap_up(tx: Tx) -> None:
    if tx.s.phase in (Phase.ENVELOPES, Phase.OVER):
        return
    if any(tx.s.active):
        _repair(tx)
    end = _game_end(tx.s)
    if end is not None:
        side, reason = end
        tx.set(phase=Phase.OVER, winner=side, end_reason=reason, duel=None)
        tx.emit(GameOver(side, reason))

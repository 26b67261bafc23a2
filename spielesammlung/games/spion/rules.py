"""The rules of Spion & Spion (Alex Randolph, MB 1986) for two or four players.

Here: the setup, the legal actions and one handler per action. The constants, actions, events
and the state live in `model`, questions about a state in `queries`, the steps of a turn
(money, landing, Zoff, the next turn, the game's end) in `steps`, what a seat sees in `view`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, ClassVar

from spielesammlung.core.protocol import (
    NOBODY,
    ActionCodec,
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
    BEATS,
    BUY_FREE_COST,
    DIE_COSTS,
    DUNGEON,
    GREY,
    MAX_OWN_IN_EMBASSY,
    MOVE_CARDS,
    PASSING_BRINGS_HOME,
    PILE,
    RESERVE,
    SCHECK_MONEY,
    START_MONEY,
    TOTAL_MONEY,
    TRAP_COST,
    WAITING,
    Accuse,
    Accused,
    Action,
    After,
    Bazong,
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
    Envelope,
    EnvelopeWritten,
    GreySpy,
    KeepBazong,
    Move,
    Moved,
    Peek,
    Peeked,
    Phase,
    PlaceTrap,
    RollTrapDie,
    Spy,
    State,
    Trap,
    TrapPlaced,
    TurnStarted,
    WriteEnvelope,
    ZoffCard,
    ZoffPick,
    ZoffPicked,
    ZoffStarted,
    direct_enemy,
    owner,
    team,
)
from .queries import (
    accusations,
    actor,
    bazong_away,
    bazong_win,
    empty_track,
    grey_targets,
    holder,
    movable,
    own_in_embassy,
    path,
    peek_targets,
)
from .steps import (
    Tx,
    begin_duel,
    drop_home,
    eliminate,
    land,
    lay,
    pay,
    proceed,
    remove_trap,
    replace_traitor,
    resolve,
    settle,
    show,
    wrap_up,
)


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
            return [*(Peek(i) for i in peek_targets(s)), Peek(None)]  # "darfst": may decline
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
        self.perform(tx, player, action)
        wrap_up(tx)
        return Outcome(tx.s, tuple(tx.events), tx.irreversible)

    def perform(self, tx: Tx, player: int, action: Action) -> None:
        """Carry out a legal `action` of `player` on `tx` (no check, no wrap-up): its handler."""
        self._HANDLERS[type(action)](self, tx, player, action)

    # -- action handlers (one per action class, in _HANDLERS) ------------------------------
    def _write_envelope(self, tx: Tx, p: int, a: WriteEnvelope) -> None:
        envelopes = list(tx.s.envelopes)
        envelopes[p] = replace(envelopes[p], number=a.number)
        tx.set(envelopes=tuple(envelopes))
        tx.emit(EnvelopeWritten(p, None), EnvelopeWritten(p, a.number, seen_by=frozenset({p})))
        if all(e.number is not None for e in tx.s.envelopes):
            tx.set(phase=Phase.MAIN, current=0)
            tx.emit(TurnStarted(0, 1))

    def _buy_free(self, tx: Tx, p: int, a: BuyFree) -> None:
        pay(tx, p, None, BUY_FREE_COST)
        tx.spy(a.spy, where=tx.s.board.embassy(p), exposed=False)
        tx.emit(BoughtFree(a.spy))
        land(tx, a.spy, Context.BUY)

    def _place_trap(self, tx: Tx, p: int, a: PlaceTrap) -> None:
        pay(tx, p, None, TRAP_COST)
        tx.set(traps=tuple(sorted((*tx.s.traps, (a.trap, a.field)))), trap_placed=True)
        tx.emit(TrapPlaced(p, a.trap, a.field))

    def _roll_trap_die(self, tx: Tx, p: int, a: RollTrapDie) -> None:
        pay(tx, p, None, DIE_COSTS[a.rolls])
        tx.set(die_used=True)
        tx.irreversible = True
        for _ in range(a.rolls):
            symbol, rng = tx.s.rng.choice(tuple(Trap))
            tx.set(rng=rng)
            tx.emit(DieRolled(p, symbol))
            remove_trap(tx, BEATS[symbol])
            if all(t != a.target for t, _ in tx.s.traps):
                break

    def _move(self, tx: Tx, p: int, a: Move) -> None:
        fields = path(tx.s, a.spy, tx.s.distance if tx.s.phase == Phase.CARD_MOVE else 1)
        assert fields is not None
        tx.set(pre=False)
        tx.mark_taken_over(a.spy, False)  # what it carries counts once it moves
        for k, field in enumerate(fields, 1):
            tx.spy(a.spy, where=field)
            drop_home(tx, a.spy)
            arrived = PASSING_BRINGS_HOME or k == len(fields)
            if arrived and bazong_win(tx.s) is not None:  # home with an enemy Bazong: won
                tx.emit(Moved(a.spy, fields[:k]))
                return
        tx.emit(Moved(a.spy, fields))
        land(tx, a.spy, Context.MOVE)

    def _draw_card(self, tx: Tx, p: int, a: DrawCard) -> None:
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
                proceed(tx, After.END)
        elif card == Card.SCHECK:
            pay(tx, None, p, SCHECK_MONEY)
            proceed(tx, After.END)
        elif card == Card.LECHZ:
            tx.set(phase=Phase.LECHZ)
        elif card == Card.ANSICHT:
            if peek_targets(tx.s):
                tx.set(phase=Phase.PEEK)
            else:
                proceed(tx, After.AGAIN)
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
            proceed(tx, After.END)
        else:  # Gähn
            proceed(tx, After.END)

    def _grey_spy(self, tx: Tx, p: int, a: GreySpy) -> None:
        if a.trap is not None:
            remove_trap(tx, a.trap)
        if a.target is None:
            proceed(tx, After.END)
            return
        field = tx.s.spies[a.target].where
        tx.set(duel=Duel(GREY, field, Context.GREY, (), a.target), phase=Phase.DUEL)
        tx.emit(ZoffStarted(GREY, a.target))

    def _peek(self, tx: Tx, p: int, a: Peek) -> None:
        if a.spy is None:
            tx.emit(Peeked(p, None, None))
            proceed(tx, After.AGAIN)
            return
        known = list(tx.s.known)
        known[p] = known[p] | {a.spy}
        tx.set(known=tuple(known), peeked=True)
        number = tx.s.spies[a.spy].number
        tx.emit(Peeked(p, a.spy, None), Peeked(p, a.spy, number, seen_by=frozenset({p})))
        tx.irreversible = True
        proceed(tx, After.AGAIN)

    def _choose_defender(self, tx: Tx, p: int, a: ChooseDefender) -> None:
        assert tx.s.duel is not None
        begin_duel(tx, tx.s.duel, a.spy)

    def _zoff_pick(self, tx: Tx, p: int, a: ZoffPick) -> None:
        d = tx.s.duel
        assert d is not None
        tx.emit(ZoffPicked(p, None), ZoffPicked(p, a.card, seen_by=frozenset({p})))
        if d.attack is None:
            tx.set(duel=replace(d, attack=a.card))
        else:
            tx.set(duel=replace(d, defence=a.card))
            resolve(tx)

    def _keep_bazong(self, tx: Tx, p: int, a: KeepBazong) -> None:
        h = holder(tx.s)
        assert h is not None
        for colour in tx.s.carried(h):
            if colour != a.colour:
                lay(tx, colour, tx.s.spies[h].where)
        settle(tx, tx.s.after)

    def _accuse(self, tx: Tx, p: int, a: Accuse) -> None:
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
        show(tx, a.spy)
        assert envelope.number is not None
        tx.emit(Accused(p, a.spy, envelope.number, accused.number, correct))
        envelopes = list(tx.s.envelopes)
        envelopes[index] = replace(envelope, shown=True, used=correct)
        tx.set(envelopes=tuple(envelopes))
        if not correct:
            eliminate(tx, p, "wrong-accusation")
            return
        tx.set(caught=tx.s.caught | {accused.colour})
        replace_traitor(tx, a.spy, p)

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

    #: the handler of each action class
    _HANDLERS: ClassVar[dict[type, Callable[[SpionGame, Tx, int, Any], None]]] = {
        WriteEnvelope: _write_envelope,
        BuyFree: _buy_free,
        PlaceTrap: _place_trap,
        RollTrapDie: _roll_trap_die,
        Move: _move,
        DrawCard: _draw_card,
        GreySpy: _grey_spy,
        Peek: _peek,
        ChooseDefender: _choose_defender,
        ZoffPick: _zoff_pick,
        KeepBazong: _keep_bazong,
        Accuse: _accuse,
    }


GAME = SpionGame()

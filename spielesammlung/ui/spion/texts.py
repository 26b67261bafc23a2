"""The words of Spion & Spion on screen: names of things, the move log and the status lines."""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...core.protocol import Event, Setup
from ...games.spion import froehn_name
from ...games.spion.board import board
from ...games.spion.model import (
    GREY,
    RESERVE,
    SPIES_PER_COLOUR,
    Accused,
    BazongMoved,
    BoughtFree,
    Card,
    CardDrawn,
    CardVoid,
    DieRolled,
    Eliminated,
    EnvelopeWritten,
    GameOver,
    Moved,
    NumberShown,
    Paid,
    Peeked,
    Trap,
    TrapPlaced,
    TrapRemoved,
    ZoffPicked,
    ZoffRevealed,
    ZoffStarted,
    owner,
    step,
    team,
)
from ...games.spion.view import View

#: The colours keep their German names in every language (as the rules text does).
COLOUR_NAMES = ("Schwarz", "Weiß", "Schwarz-Rot", "Weiß-Blau")
LETTERS = ("S", "W", "SR", "WB")
CARD_NAMES = {
    Card.FAHR: "Fahr",
    Card.FLITZ: "Flitz",
    Card.DUES: "Düs",
    Card.GAEHN: "Gähn",
    Card.SCHECK: "Scheck",
    Card.LECHZ: "Lechz",
    Card.ANSICHT: "Ansicht",
    Card.SCHLUCHZ: "Schluchz",
}


def upper_first(text: str) -> str:
    return text[:1].upper() + text[1:]


class SpionTexts(QObject):
    def __init__(self, setup: Setup) -> None:
        super().__init__()
        self.setup = setup
        self.board = board(setup.count)
        self.traitor = froehn_name(setup)

    # -- names ---------------------------------------------------------------------------------
    def who(self, player: int) -> str:
        return f"{self.setup.players[player]} ({COLOUR_NAMES[player]})"

    def spy(self, spy: int) -> str:
        if spy == GREY:
            return self.tr("the grey spy")
        if spy % SPIES_PER_COLOUR == RESERVE:
            return self.tr("the reserve spy of %1").replace("%1", self.who(owner(spy)))
        return self.tr("a spy of %1").replace("%1", self.who(owner(spy)))

    def field(self, field: int) -> str:
        colour = self.board.embassy_colour(field)
        if colour is not None:
            return self.tr("embassy %1").replace("%1", COLOUR_NAMES[colour])
        return self.tr("field %1").replace("%1", str(field))

    def zillionen(self, amount: int) -> str:
        if amount == 1:
            return self.tr("1 Zillion")
        return self.tr("%1 Zillionen").replace("%1", str(amount))

    def trap(self, trap: Trap) -> str:
        return {
            Trap.SNAKE: self.tr("snake"),
            Trap.MAGNET: self.tr("magnet"),
            Trap.BOTTLE: self.tr("bottle"),
        }[trap]

    def card(self, card: Card) -> str:
        """The card's name with what it does."""
        effects = {
            Card.FAHR: self.tr("2 fields"),
            Card.FLITZ: self.tr("3 fields"),
            Card.DUES: self.tr("4 fields"),
            Card.GAEHN: self.tr("nothing happens"),
            Card.SCHECK: self.tr("3 Zillionen"),
            Card.LECHZ: self.tr("the grey spy helps"),
            Card.ANSICHT: self.tr("look at a number"),
            Card.SCHLUCHZ: self.tr("captured Bazongs go home"),
        }
        return f"{CARD_NAMES[card]} ({effects[card]})"

    def side(self, side: int) -> str:
        return self.tr("black side") if side == 0 else self.tr("white side")

    def bazong(self, colour: int) -> str:
        return self.tr("the Bazong of %1").replace("%1", COLOUR_NAMES[colour])

    # -- the move log --------------------------------------------------------------------------
    def describe(self, event: Event) -> str | None:
        """A log line; the start of a turn gets none (the shell names who is on turn)."""
        method = getattr(self, "_" + type(event).__name__, None)
        return method(event) if method is not None else None

    def _EnvelopeWritten(self, e: EnvelopeWritten) -> str:
        return self.tr("%1 has written the hot envelope").replace("%1", self.who(e.player))

    def _BoughtFree(self, e: BoughtFree) -> str:
        return self.tr("%1 buys a spy free").replace("%1", self.who(owner(e.spy)))

    def _TrapPlaced(self, e: TrapPlaced) -> str:
        return (
            self.tr("%1 sets a trap on %2: %3")
            .replace("%1", self.who(e.player))
            .replace("%2", self.field(e.field))
            .replace("%3", self.trap(e.trap))
        )

    def _TrapRemoved(self, e: TrapRemoved) -> str:
        return (
            self.tr("Trap removed from %1: %2")
            .replace("%1", self.field(e.field))
            .replace("%2", self.trap(e.trap))
        )

    def _DieRolled(self, e: DieRolled) -> str:
        return (
            self.tr("%1 rolls the trap die: %2")
            .replace("%1", self.who(e.player))
            .replace("%2", self.trap(e.symbol))
        )

    def _Moved(self, e: Moved) -> str:
        colour = owner(e.spy)
        start = (e.path[0] - step(colour)) % self.board.size
        return (
            self.tr("%1 moves a spy: %2 → %3")
            .replace("%1", self.who(colour))
            .replace("%2", self.field(start))
            .replace("%3", self.field(e.path[-1]))
        )

    def _CardDrawn(self, e: CardDrawn) -> str:
        return (
            self.tr("%1 takes pass card %2: %3")
            .replace("%1", self.who(e.player))
            .replace("%2", str(e.position))
            .replace("%3", self.card(e.card))
        )

    def _CardVoid(self, e: CardVoid) -> str:
        return (
            self.tr("%1's %2 card has no effect")
            .replace("%1", self.who(e.player))
            .replace("%2", CARD_NAMES[e.card])
        )

    def _NumberShown(self, e: NumberShown) -> str:
        return (
            self.tr("%1 shows number %2")
            .replace("%1", self.spy(e.spy))
            .replace("%2", str(e.number))
        )

    def _Peeked(self, e: Peeked) -> str:
        return (
            self.tr("Ansicht: %1 looks at a number: %2")
            .replace("%1", self.who(e.player))
            .replace("%2", self.spy(e.spy))
        )

    def _ZoffStarted(self, e: ZoffStarted) -> str:
        return (
            self.tr("Zoff! %1 attacks %2")
            .replace("%1", self.spy(e.attacker))
            .replace("%2", self.spy(e.defender))
        )

    def _ZoffPicked(self, e: ZoffPicked) -> str:
        return self.tr("%1 lays down a Zoff card, face down").replace("%1", self.who(e.player))

    def _ZoffRevealed(self, e: ZoffRevealed) -> str:
        winner = e.attacker if e.attacker_won else e.defender
        return (
            self.tr("Zoff cards: %1 %2 against %3 %4 – %5 wins")
            .replace("%1", self.spy(e.attacker))
            .replace("%2", e.attack.value)
            .replace("%3", self.spy(e.defender))
            .replace("%4", e.defence.value)
            .replace("%5", self.spy(winner))
        )

    def _Paid(self, e: Paid) -> str:
        amount = self.zillionen(e.amount)
        if e.payer is None:
            assert e.payee is not None
            text = self.tr("%1 gets %2 from the coal box").replace("%1", self.who(e.payee))
        elif e.payee is None:
            text = self.tr("%1 pays %2 into the coal box").replace("%1", self.who(e.payer))
        else:
            text = (
                self.tr("%1 pays %2 to %3")
                .replace("%1", self.who(e.payer))
                .replace("%3", self.who(e.payee))
            )
        return text.replace("%2", amount)

    def _BazongMoved(self, e: BazongMoved) -> str:
        if e.carrier is not None:
            text = self.tr("%1 is now carried by %2").replace("%2", self.spy(e.carrier))
        elif e.field is not None:
            text = self.tr("%1 lies on %2").replace("%2", self.field(e.field))
        else:
            text = self.tr("%1 is back home")
        return upper_first(text.replace("%1", self.bazong(e.colour)))

    def _Accused(self, e: Accused) -> str:
        if e.correct:
            text = self.tr("%1: “%2!” %3 with number %4 is the traitor and leaves the game")
        else:
            text = self.tr("%1: “%2!” Wrong: %3 has number %4, the envelope says %5")
        return (
            text.replace("%1", self.who(e.player))
            .replace("%2", self.traitor)
            .replace("%3", self.spy(e.spy))
            .replace("%4", str(e.number))
            .replace("%5", str(e.envelope))
        )

    def _Eliminated(self, e: Eliminated) -> str:
        if e.reason == "debt":
            return self.tr("%1 cannot pay and leaves the game").replace("%1", self.who(e.player))
        return self.tr("%1 named a wrong traitor and leaves the game").replace(
            "%1", self.who(e.player)
        )

    def _GameOver(self, e: GameOver) -> str:
        if e.team is None:
            return self.tr("The game ends in a draw: equal money after the last round")
        reasons = {
            "bazong": self.tr("an enemy Bazong is home"),
            "money": self.tr("enough Zillionen"),
            "eliminated": self.tr("the other side is out"),
            "rounds": self.tr("more money after the last round"),
        }
        players = " & ".join(
            self.setup.players[p] for p in range(self.setup.count) if team(p) == e.team
        )
        return (
            self.tr("%1 wins (%2): %3")
            .replace("%1", upper_first(self.side(e.team)))
            .replace("%2", players)
            .replace("%3", reasons.get(e.reason, e.reason))
        )

    # -- status --------------------------------------------------------------------------------
    def status(self, view: View) -> str:
        lines = []
        for p in range(view.players):
            money = self.zillionen(view.money[p]) if view.active[p] else self.tr("out of the game")
            lines.append(f"{self.who(p)}: {money}")
        lines.append(
            self.tr("Round %1 · coal box: %2 · black side %3, white side %4 of %5")
            .replace("%1", str(view.round))
            .replace("%2", str(view.coal_box))
            .replace("%3", str(view.team_money[0]))
            .replace("%4", str(view.team_money[1]))
            .replace("%5", str(view.win_money))
        )
        away = [b for b in view.bazongs if not b.home]
        if not away:
            lines.append(self.tr("Bazongs: all at home"))
        for b in away:
            if b.carrier is not None:
                where = view.spies[b.carrier].where
                text = self.tr("%1: carried, on %2")
            else:
                where = b.field if b.field is not None else -1
                text = self.tr("%1: lying on %2")
            place = self.field(where) if where >= 0 else "–"
            lines.append(
                upper_first(text.replace("%1", self.bazong(b.colour)).replace("%2", place))
            )
        return "\n".join(lines)

"""The words of Spion & Spion on screen: names of things, the move log and the status lines."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from PySide6.QtCore import QObject

from ...core.i18n import capital, fill
from ...core.label import translate
from ...core.protocol import Event, Setup
from ...games.spion import froehn_name
from ...games.spion.board import board
from ...games.spion.choices import COLOUR_NAMES, TRAP_NAMES, zillions
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
    Phase,
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
from .. import accessible
from ..board import Turn
from ..i18n import say

#: the colours' short names painted on the board (S, W, SR, WB in German)
LETTERS = (
    translate("Spion & Spion", "B"),
    translate("Spion & Spion", "W"),
    translate("Spion & Spion", "BR"),
    translate("Spion & Spion", "WB"),
)
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


@dataclass(frozen=True)
class Words:
    """The translated texts printed on the board."""

    embassy: str  # "Embassy %1"
    dungeon: str  # "Dungeon %1"
    coal_box: str
    grey_spy: str
    piles: tuple[str, str]
    out: str


def upper_first(text: str) -> str:
    return text[:1].upper() + text[1:]


class SpionTexts(QObject):
    def __init__(self, setup: Setup) -> None:
        super().__init__()
        self.setup = setup
        self.board = board(setup.count)
        self.traitor = froehn_name(setup)
        self.said: dict[str, str] = {}  # the board's and panel's texts in the current language

    # -- names ---------------------------------------------------------------------------------
    def who(self, player: int) -> str:
        return f"{self.setup.players[player]} ({self.colour(player)})"

    def colour(self, colour: int) -> str:
        """A colour's name in the current language."""
        return say(COLOUR_NAMES[colour])

    def spy(self, spy: int) -> str:
        if spy == GREY:
            return self.tr("the grey spy")
        if spy % SPIES_PER_COLOUR == RESERVE:
            return fill(self.tr("the reserve spy of %1"), self.who(owner(spy)))
        return fill(self.tr("a spy of %1"), self.who(owner(spy)))

    def field(self, field: int) -> str:
        colour = self.board.embassy_colour(field)
        if colour is not None:
            return fill(self.tr("embassy %1"), self.colour(colour))
        return fill(self.tr("field %1"), field)

    def zillionen(self, amount: int) -> str:
        return say(zillions(amount))

    def trap(self, trap: Trap) -> str:
        return say(TRAP_NAMES[trap])

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
        return fill(self.tr("the Bazong of %1"), self.colour(colour))

    # -- on the board and in the panel ---------------------------------------------------------
    def words(self) -> Words:
        """The texts printed on the board."""
        return Words(
            self.tr("Embassy %1"),
            self.tr("Dungeon %1"),
            self.tr("Coal box"),
            self.tr("Grey spy"),
            (self.tr("Black pass cards"), self.tr("White pass cards")),
            self.tr("out"),
        )

    def say(self, key: str) -> str:
        """A tooltip, button or prompt of the board and its panel (%1… filled by the caller)."""
        if not self.said:
            self.said = self._sayings()
        return self.said[key]

    def prompt(self, v: View, before: bool, who: str) -> str:
        """What `who`, the player on turn, is asked in `v`'s phase; `before`: he may still act
        before moving (a trap, the trap die, buying free)."""
        phase, words = v.phase, self.say
        if phase == Phase.MAIN:
            key = "main before" if before else "main again" if not v.pre else "main"
            return fill(words(key), who)
        if phase == Phase.CARD_MOVE:
            card_name = CARD_NAMES[v.card] if v.card is not None else ""
            return fill(words("card move"), who, card_name, v.distance)
        keys = {
            Phase.LECHZ: "lechz",
            Phase.PEEK: "peek",
            Phase.ORDER: "order",
            Phase.DUEL: "duel",
            Phase.BAZONG: "bazong",
            Phase.ENVELOPES: "envelopes",
        }
        return fill(words(keys[phase]), who) if phase in keys else who

    def retranslate(self) -> None:
        self.said = {}

    def _sayings(self) -> dict[str, str]:
        return {
            "back": self.tr("Back"),
            "cancel": self.tr("Cancel"),
            # what the player on turn is asked (%1 stands for him)
            "accuse": self.tr(
                "%1: “%2!” Click the spy you accuse (or arrow keys and Enter). If your envelope"
                " names another number, you leave the game."
            ),
            "trap": self.tr(
                "%1: click an empty field for the %2 (2 Zillionen), or arrow keys and Enter."
            ),
            "die": self.tr(
                "%1: trap die against the %2 – how often do you roll? You pay first; nothing "
                "is refunded."
            ),
            "buy": self.tr("%1: click the spy you buy free (1 Zillion), or arrow keys and Enter."),
            "grey": self.tr(
                "%1: click the enemy the grey spy attacks (outside the embassies), or arrow keys"
                " and Enter."
            ),
            "main before": self.tr(
                "%1: if you like, first buy free, set a trap or roll the trap die. Then move a "
                "spy one field (click it, or arrow keys and Enter) or take a pass card (keys 1–3)."
            ),
            "main again": self.tr("%1 moves again: a spy one field forward, or a pass card."),
            "main": self.tr(
                "%1: move a spy one field (click it, or arrow keys and Enter) or take a pass card"
                " (keys 1–3)."
            ),
            "card move": self.tr("%1: %2 – move one spy exactly %3 fields."),
            "lechz": self.tr(
                "%1: the grey spy helps you. She removes a trap if you like and attacks an "
                "enemy outside the embassies."
            ),
            "peek": self.tr(
                "%1: Ansicht – click the enemy spy whose number you want to see (or arrow keys"
                " and Enter). Only you will see it. You may also look at none."
            ),
            "order": self.tr(
                "%1: Zoff against several enemies – click the one you fight next (or arrow keys"
                " and Enter)."
            ),
            "duel": self.tr("%1: Zoff – choose your card."),
            "bazong": self.tr(
                "%1: your spy holds two Bazongs. Keep one; the other stays on the field."
            ),
            "envelopes": self.tr("%1: write your envelope."),
            "spy tip": self.tr("%1, number %2"),
            # the panel's explanations
            "looked": self.tr("You looked: %1 has number %2."),
            "watching": self.tr("You are watching: every secret is shown."),
            "held": self.tr("Your secrets are shown while you hold the button."),
            "hold": self.tr("Hold to show %1's secrets"),
        }

    def secret(self, player: int, view: View, envelope: bool) -> tuple[str, str]:
        """The title and the explanation of a secret pick: the envelope, or a Zoff card."""
        who = self.who(player)
        if envelope:
            info = self.tr(
                "Which of %1's spies is the traitor, the “%2”? Write a number from 1 to 3. Only "
                "you will see it; nobody knows yet which spy has which number."
            )
            info = fill(info, self.who(player ^ 1), self.traitor)
            return fill(self.tr("%1: your hot envelope"), who), info
        duel = view.duel
        assert duel is not None and duel.defender is not None
        if not duel.attack_picked and duel.attacker == GREY:
            info = self.tr(
                "The grey spy attacks %1 on %2 for you. Choose her plan: A, B or C. If the "
                "defender guesses it, she loses."
            )
        elif not duel.attack_picked:
            info = self.tr(
                "Your spy attacks %1 on %2. Choose your plan: A, B or C. If the defender "
                "guesses it, you lose."
            )
        else:
            info = self.tr(
                "%3 attacks your spy on %2. Guess the attacker's plan: A, B or C. If you guess "
                "it, you win."
            )
        info = fill(info, self.spy(duel.defender), self.field(duel.field), self.spy(duel.attacker))
        info = capital(info)  # ("%3 attacks…": "a spy of Anna attacks…")
        return fill(self.tr("Zoff! %1, lay down a card"), who), info

    # -- the move log --------------------------------------------------------------------------
    def describe(self, event: Event) -> str | None:
        """A log line; the start of a turn gets none (the shell names who is on turn)."""
        line = self._LINES.get(type(event))
        return line(self, event) if line is not None else None

    def describe_secret(self, event: Event) -> str | None:
        """The secret events' lines (numbers and cards), for the replay that shows everything."""
        if isinstance(event, EnvelopeWritten) and event.number is not None:
            return fill(
                self.tr("%1 writes the number %2 into the hot envelope"),
                self.who(event.player),
                event.number,
            )
        if isinstance(event, Peeked) and event.spy is not None and event.number is not None:
            return fill(
                self.tr("%1 looks at %2: number %3"),
                self.who(event.player),
                self.spy(event.spy),
                event.number,
            )
        if isinstance(event, ZoffPicked) and event.card is not None:
            return fill(
                self.tr("%1 lays down the Zoff card %2"), self.who(event.player), event.card.value
            )
        return None

    def _envelope_written(self, e: EnvelopeWritten) -> str:
        return fill(self.tr("%1 has written the hot envelope"), self.who(e.player))

    def _bought_free(self, e: BoughtFree) -> str:
        return fill(self.tr("%1 buys a spy free"), self.who(owner(e.spy)))

    def _trap_placed(self, e: TrapPlaced) -> str:
        return fill(
            self.tr("%1 sets a trap on %2: %3"),
            self.who(e.player),
            self.field(e.field),
            self.trap(e.trap),
        )

    def _trap_removed(self, e: TrapRemoved) -> str:
        return fill(self.tr("Trap removed from %1: %2"), self.field(e.field), self.trap(e.trap))

    def _die_rolled(self, e: DieRolled) -> str:
        return fill(self.tr("%1 rolls the trap die: %2"), self.who(e.player), self.trap(e.symbol))

    def _moved(self, e: Moved) -> str:
        colour = owner(e.spy)
        start = (e.path[0] - step(colour)) % self.board.size
        return fill(
            self.tr("%1 moves a spy: %2 → %3"),
            self.who(colour),
            self.field(start),
            self.field(e.path[-1]),
        )

    def _card_drawn(self, e: CardDrawn) -> str:
        return fill(
            self.tr("%1 takes pass card %2: %3"),
            self.who(e.player),
            e.position,
            self.card(e.card),
        )

    def _card_void(self, e: CardVoid) -> str:
        return fill(self.tr("%1's %2 card has no effect"), self.who(e.player), CARD_NAMES[e.card])

    def _number_shown(self, e: NumberShown) -> str:
        return fill(self.tr("%1 shows number %2"), self.spy(e.spy), e.number)

    def _peeked(self, e: Peeked) -> str:
        if e.spy is None:
            return fill(self.tr("Ansicht: %1 looks at no number"), self.who(e.player))
        return fill(
            self.tr("Ansicht: %1 looks at a number: %2"), self.who(e.player), self.spy(e.spy)
        )

    def _zoff_started(self, e: ZoffStarted) -> str:
        return fill(self.tr("Zoff! %1 attacks %2"), self.spy(e.attacker), self.spy(e.defender))

    def _zoff_picked(self, e: ZoffPicked) -> str:
        return fill(self.tr("%1 lays down a Zoff card, face down"), self.who(e.player))

    def _zoff_revealed(self, e: ZoffRevealed) -> str:
        winner, loser = (e.attacker, e.defender) if e.attacker_won else (e.defender, e.attacker)
        line = fill(
            self.tr("Zoff cards: %1 %2 against %3 %4 – %5 wins"),
            self.spy(e.attacker),
            e.attack.value,
            self.spy(e.defender),
            e.defence.value,
            self.spy(winner),
        )
        if loser == GREY:  # the grey spy stays where it is
            return line
        return line + "; " + fill(self.tr("%1 goes to the dungeon"), self.spy(loser))

    def _paid(self, e: Paid) -> str:
        amount = self.zillionen(e.amount)
        if e.payer is None:
            assert e.payee is not None
            return fill(self.tr("%1 gets %2 from the coal box"), self.who(e.payee), amount)
        if e.payee is None:
            return fill(self.tr("%1 pays %2 into the coal box"), self.who(e.payer), amount)
        return fill(self.tr("%1 pays %2 to %3"), self.who(e.payer), amount, self.who(e.payee))

    def _bazong_moved(self, e: BazongMoved) -> str:
        bazong = self.bazong(e.colour)
        if e.carrier is not None:
            text = fill(self.tr("%1 is now carried by %2"), bazong, self.spy(e.carrier))
        elif e.field is not None:
            text = fill(self.tr("%1 lies on %2"), bazong, self.field(e.field))
        else:
            text = fill(self.tr("%1 is back home"), bazong)
        return upper_first(text)

    def _accused(self, e: Accused) -> str:
        if e.correct:
            text = self.tr("%1: “%2!” %3 with number %4 is the traitor and leaves the game")
        else:
            text = self.tr("%1: “%2!” Wrong: %3 has number %4, the envelope says %5")
        return fill(text, self.who(e.player), self.traitor, self.spy(e.spy), e.number, e.envelope)

    def _eliminated(self, e: Eliminated) -> str:
        if e.reason == "debt":
            return fill(self.tr("%1 cannot pay and leaves the game"), self.who(e.player))
        return fill(self.tr("%1 named a wrong traitor and leaves the game"), self.who(e.player))

    def _game_over(self, e: GameOver) -> str:
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
        return fill(
            self.tr("%1 wins (%2): %3"),
            upper_first(self.side(e.team)),
            players,
            reasons.get(e.reason, e.reason),
        )

    #: the log line of each event class (the others get none)
    _LINES: ClassVar[dict[type, Callable[[SpionTexts, Any], str]]] = {
        EnvelopeWritten: _envelope_written,
        BoughtFree: _bought_free,
        TrapPlaced: _trap_placed,
        TrapRemoved: _trap_removed,
        DieRolled: _die_rolled,
        Moved: _moved,
        CardDrawn: _card_drawn,
        CardVoid: _card_void,
        NumberShown: _number_shown,
        Peeked: _peeked,
        ZoffStarted: _zoff_started,
        ZoffPicked: _zoff_picked,
        ZoffRevealed: _zoff_revealed,
        Paid: _paid,
        BazongMoved: _bazong_moved,
        Accused: _accused,
        Eliminated: _eliminated,
        GameOver: _game_over,
    }

    # -- for a screen reader -------------------------------------------------------------------
    def spy_facts(self, spy: int, number: int | None) -> str:
        """A spy with the number the screen shows on it (None: none)."""
        name = self.spy(spy)
        return name if number is None else fill(self.say("spy tip"), name, number)

    def place(self, where: int) -> str:
        if where >= 0:
            return self.field(where)
        if where == -1:
            return self.tr("in the dungeon")
        if where == -3:
            return self.tr("waiting outside (reserve)")
        return self.tr("out of the game")

    def reader(self, turn: Turn, prompt: str, target: str) -> str:
        """The target under the cursor, whose turn, what is asked (the chosen step)."""
        return accessible.reader(self.setup.players, turn, target, "", prompt)

    def own(self, view: View) -> str:
        """The own secrets the held button shows: one's spies' numbers and envelope."""
        me = view.viewer
        if me is None or me < 0:
            return ""
        spies = [
            fill(self.tr("%1: number %2"), self.place(s.where), s.number)
            for s in view.spies
            if s.id != GREY and owner(s.id) == me and s.number is not None
        ]
        parts = [fill(self.tr("Your spies: %1"), "; ".join(spies))] if spies else []
        for e in view.envelopes:
            if e.holder == me and e.number is not None:
                parts.append(fill(self.tr("Your envelope: number %1"), e.number))
        return accessible.lines(*parts)

    def position(self, view: View, numbers: dict[int, int | None], cards: bool) -> str:
        """Field by field what lies there (spies with the numbers the screen shows, Bazongs,
        traps), then the dungeons and reserves, the envelopes, the pass cards (`cards`: the ones
        seen drawn, as the board shows them), the money."""
        at: dict[int, list[str]] = {}
        elsewhere = []
        for s in view.spies:
            if s.id == GREY:
                continue
            text = self.spy_facts(s.id, numbers.get(s.id))
            if s.where >= 0:
                at.setdefault(s.where, []).append(text)
            else:
                elsewhere.append(f"{text}: {self.place(s.where)}")
        for b in view.bazongs:
            if b.field is not None and b.carrier is None and not b.home:
                at.setdefault(b.field, []).append(self.bazong(b.colour))
            elif b.carrier is not None:
                carried = self.tr("%1 carries %2")
                elsewhere.append(fill(carried, self.spy(b.carrier), self.bazong(b.colour)))
        for trap, field in view.traps:
            at.setdefault(field, []).append(self.trap(trap))
        rows = [f"{upper_first(self.field(f))}: {'; '.join(at[f])}" for f in sorted(at)]
        rows += [upper_first(line) for line in elsewhere]
        rows += self.envelopes(view) + self.piles(view, cards)
        return accessible.lines(*rows, self.status(view))

    def envelopes(self, view: View) -> list[str]:
        """Each player's hot envelopes as the board shows them (a number only where the view
        holds it)."""
        rows = []
        for player in range(view.players):
            held = []
            for e in view.envelopes:
                if (e.holder if e.holder is not None else e.writer) != player:
                    continue
                if e.number is not None:
                    text = fill(self.tr("number %1"), e.number)
                else:
                    text = self.tr("face down") if e.written else self.tr("not written yet")
                held.append(text + (" " + self.tr("(used)") if e.used else ""))
            if held:
                line = self.tr("Hot envelopes with %1: %2")
                rows.append(fill(line, self.who(player), ", ".join(held)))
        return rows

    def piles(self, view: View, cards: bool) -> list[str]:
        """The pass card piles, with the cards seen drawn when the board shows them."""
        rows = []
        for side, pile in enumerate(view.piles):
            text = fill(self.tr("Pass cards, %1: %2"), self.side(side), pile.size)
            top = [  # the three cards to choose from, as the board shows them
                f"{k + 1}: {CARD_NAMES[c] if cards and c is not None else self.tr('face down')}"
                for k, c in enumerate(pile.known[: min(3, pile.size)])
            ]
            if top:
                text += "; " + fill(self.tr("on top: %1"), ", ".join(top))
            rows.append(text)
        return rows

    # -- status --------------------------------------------------------------------------------
    def status(self, view: View) -> str:
        lines = []
        for p in range(view.players):
            money = self.zillionen(view.money[p]) if view.active[p] else self.tr("out of the game")
            lines.append(f"{self.who(p)}: {money}")
        lines.append(
            fill(
                self.tr("Round %1 · coal box: %2 · black side %3, white side %4 of %5"),
                view.round,
                view.coal_box,
                view.team_money[0],
                view.team_money[1],
                view.win_money,
            )
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
            lines.append(upper_first(fill(text, self.bazong(b.colour), place)))
        return "\n".join(lines)

"""Spion & Spion on screen: the ring of footprint fields, embassies, dungeons, coal box and cards.

Board clicks: a highlighted spy moves (resting the pointer on it shows its way), a card of your
side's pile is taken, a highlighted field gets the trap, a highlighted enemy is looked at,
fought or accused. The side panel offers every other choice (buying free, traps, trap die, the
grey spy's trap, keeping a Bazong, Fröhn!). Keyboard: arrows move the cursor between the
highlighted targets, Enter or Space chooses, 1-3 take a pass card, Escape steps back. Secret
picks (the envelope, Zoff cards) go through the shell's secret page. Everything drawn comes from
the view the shell gives: a number is shown only where that view holds it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QKeyEvent, QPainter
from PySide6.QtWidgets import QGraphicsItem, QWidget

from ...core.protocol import Event, Setup
from ...games.spion import froehn_name
from ...games.spion.model import (
    DUNGEON,
    GREY,
    SPIES_PER_COLOUR,
    WAITING,
    Accuse,
    Accused,
    BuyFree,
    CardDrawn,
    ChooseDefender,
    DieRolled,
    DrawCard,
    GreySpy,
    KeepBazong,
    Move,
    Moved,
    Peek,
    Peeked,
    Phase,
    PlaceTrap,
    RollTrapDie,
    Trap,
    WriteEnvelope,
    ZoffPick,
    ZoffRevealed,
    ZoffStarted,
    owner,
    step,
)
from ...games.spion.view import SpyView, View
from ..board import BoardUi, PointerSurface, SecretRequest, Turn
from .art import (
    GOLD,
    RED,
    WHITE,
    Painted,
    SpyPiece,
    alpha,
    art,
    burst,
    card,
    disc,
    label,
    rounded,
    trap_art,
    zoff_art,
)
from .layout import CARD_H, CARD_W, SPY_H, SPY_W, layout, slots
from .panel import Choice, SpionPanel
from .scenery import TableState, Words, card_rects, cards_shown, paint_board, paint_table
from .texts import CARD_NAMES, SpionTexts, upper_first

STEP_MS, BURST_MS, REVEAL_MS, CARD_MS, ROLL_MS = 170, 420, 1100, 900, 450  # at normal speed
CONFIRM = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
ARROWS = {
    Qt.Key.Key_Left: (-1, 0),
    Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, -1),
    Qt.Key.Key_Down: (0, 1),
}
CYAN = QColor("#35d0ff")
Mode = tuple[str, Any]  # a choice in steps: ("trap", Trap), ("die", Trap), ("grey", Trap|None)…
Cue = tuple[int, Callable[[], Callable[[float], None]]]  # duration, start -> update(t)


@dataclass
class Hot:
    """A clickable target on the board."""

    rect: QRectF
    run: Callable[[], None]
    tip: str
    action: Any = None
    path: tuple[int, ...] = ()  # the fields a move passes (shown while pointed at)
    danger: bool = False


def _ease(t: float) -> float:
    return t * t * (3 - 2 * t)


class SpionBoard(BoardUi):
    def __init__(self, setup: Setup) -> None:
        super().__init__(setup)
        self.geo = layout(setup.count)
        self.texts = SpionTexts(setup)
        self.words = self._words()
        self.table: TableState | None = None
        self.view: View | None = None
        self.turn = Turn(None, ())
        self.mode: Mode | None = None
        self.hots: list[Hot] = []
        self.hovered: Hot | None = None
        self.cursor_at: int | None = None
        self.looked: tuple[int, int] | None = None  # (player, spy) just looked at (Ansicht)
        self.last_roll: Trap | None = None
        self.held: View | None = None  # the own view shown while "hold to show" is pressed
        self.pieces: dict[int, SpyPiece] = {}
        self.panel = SpionPanel()
        self.panel.holding.connect(self._hold)
        rect = self.geo.scene
        names = tuple(setup.players)
        self.scenery = Painted(rect, lambda p: paint_board(p, self.geo, names, self.words))
        self.table_item = Painted(rect, self._paint_table, 10)
        self.marks = Painted(rect, self._paint_marks, 40)
        for item in (self.scenery, self.table_item):
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        for item in (self.scenery, self.table_item, self.marks):
            self.scene.addItem(item)
        self.scene.addItem(
            PointerSurface(rect, lambda point: point, self.click, self.hover, self.tip_at)
        )
        self.scene.setSceneRect(rect)

    def _words(self) -> Words:
        return Words(
            self.tr("Embassy %1"),
            self.tr("Dungeon %1"),
            self.tr("Coal box"),
            self.tr("Grey spy"),
            (self.tr("Black pass cards"), self.tr("White pass cards")),
            self.tr("out"),
        )

    def side_panel(self) -> QWidget:
        return self.panel

    # -- showing a view ------------------------------------------------------------------------
    def show(self, view: View, turn: Turn) -> None:
        self.stop_animations()
        if (turn.player, list(turn.legal), turn.out_of_turn) != (
            self.turn.player,
            list(self.turn.legal),
            self.turn.out_of_turn,
        ):
            self.mode, self.cursor_at = None, None
        self.view, self.turn, self.held = view, turn, None
        looked = self.looked
        if looked is not None and (view.viewer, view.phase, view.current) != (
            looked[0],
            Phase.MAIN,
            looked[0],
        ):
            self.looked = None
        self._redraw()

    def _shown(self) -> View:
        assert self.view is not None
        return self.held if self.held is not None else self.view

    def _redraw(self) -> None:
        v = self._shown()
        self.table = TableState(v, cards_shown(v, self.memory_aid), self.last_roll, self.words)
        self.table_item.update()
        self._place_spies(v)
        self._offer()
        self.marks.update()

    def _paint_table(self, p: QPainter) -> None:
        if self.table is not None:
            paint_table(p, self.geo, self.table)

    def _place_spies(self, v: View) -> None:
        for piece in self.pieces.values():
            self.scene.removeItem(piece)
        self.pieces = {}
        memory = self.memory_aid and v.viewer is not None and v.viewer >= 0
        for key, spies in self._groups(v).items():
            for point, spy in zip(slots(self._area(key), len(spies)), spies, strict=True):
                looked = self.looked == (v.viewer, spy.id)
                note = spy.remembered if (memory or looked) else None
                colour = spy.id // SPIES_PER_COLOUR
                piece = SpyPiece(spy.id, colour, spy.number, note, looked, spy.carries, spy.reserve)
                piece.setPos(point)
                piece.setZValue(20 + point.y() / 10000)
                if key[0] == "w":  # the reserve spy waits outside, beside the plate
                    piece.setScale(0.7)
                    piece.setOpacity(0.55)
                self.scene.addItem(piece)
                self.pieces[spy.id] = piece
        duel, home = v.duel, self.geo.centre.grey
        grey = SpyPiece(GREY, None)
        if duel is not None and duel.attacker == GREY:
            grey.setPos(self.geo.fields[duel.field].topLeft() + QPointF(-14, -10))
        else:
            grey.setPos(home.center().x() - SPY_W / 2, home.bottom() - 20 - SPY_H)
        grey.setZValue(25)
        self.scene.addItem(grey)
        self.pieces[GREY] = grey

    @staticmethod
    def _groups(v: View) -> dict[tuple[str, int], list[SpyView]]:
        groups: dict[tuple[str, int], list[SpyView]] = {}
        for spy in v.spies:
            colour = spy.id // SPIES_PER_COLOUR
            where = {DUNGEON: ("d", colour), WAITING: ("w", colour)}.get(spy.where)
            if spy.where >= 0:
                where = ("f", spy.where)
            if where is not None:
                groups.setdefault(where, []).append(spy)
        return groups

    def _area(self, key: tuple[str, int]) -> QRectF:
        kind, at = key
        g = self.geo
        if kind == "d":
            return g.dungeons[at].adjusted(6, 24, -6, -4)
        if kind == "w":
            plate = g.plates[at]
            return QRectF(plate.right() - 54, plate.bottom() - SPY_H + 6, 50, SPY_H)
        if g.board.embassy_colour(at) is not None:
            return g.fields[at].adjusted(6, 34, -6, -6)
        return g.fields[at].adjusted(4, 18, -4, -4)

    # -- what the player may do ----------------------------------------------------------------
    def _legal(self) -> list[Any]:
        if self.turn.out_of_turn:
            return [a for a in self.turn.legal if isinstance(a, Accuse)]
        return list(self.turn.legal)

    def _spy_hot(
        self, spy: int, tip: str, action: Any, path: tuple[int, ...] = (), danger: bool = False
    ) -> None:
        piece = self.pieces.get(spy)
        if piece is not None:
            rect = piece.mapRectToScene(QRectF(0, 0, SPY_W, SPY_H)).adjusted(4, 0, -4, 0)
            self.hots.append(Hot(rect, self._emit(action), tip, action, path, danger))

    def _emit(self, action: Any) -> Callable[[], None]:
        return lambda: self._choose(action)

    def _to(self, mode: Mode | None) -> Callable[[], None]:
        return lambda: self._set_mode(mode)

    def _set_mode(self, mode: Mode | None) -> None:
        self.mode, self.cursor_at, self.hovered = mode, None, None
        self._redraw()

    def _choose(self, action: Any) -> None:
        self.mode, self.hots, self.hovered, self.cursor_at = None, [], None, None
        self.turn = Turn(None, ())
        self.panel.set("", "", [], "")
        self.marks.update()
        self.action_chosen.emit(action)

    def _move_path(self, v: View, spy: int) -> tuple[int, ...]:
        distance = v.distance if v.phase == Phase.CARD_MOVE else 1
        where, size = v.spies[spy].where, self.geo.board.size
        return tuple((where + step(owner(spy)) * k) % size for k in range(1, distance + 1))

    def _offer(self) -> None:
        """Targets on the board and buttons in the panel for the legal actions."""
        self.hots = []
        v = self._shown()
        player = self.turn.player
        if player is None:
            self.panel.set("", self._info(v), [], "")
            return
        legal = self._legal()
        mode: Mode = ("accuse", None) if self.turn.out_of_turn else (self.mode or ("", None))
        kind, value = mode
        back = Choice(self.tr("Back"), self._to(None), wide=True)
        choices: list[Choice] = []
        if kind == "accuse":
            prompt = self.tr(
                "%1: “%2!” Click the spy you accuse. If your envelope names another number, "
                "you leave the game."
            ).replace("%2", froehn_name(self.setup))
            for a in legal:
                if isinstance(a, Accuse):
                    self._spy_hot(a.spy, self.tr("Accuse this spy"), a, danger=True)
            cancel = self.cancelled.emit if self.turn.out_of_turn else self._to(None)
            choices.append(Choice(self.tr("Cancel"), cancel, wide=True))
        elif kind == "trap":
            trap = self.texts.trap(value)
            prompt = self.tr("%1: click an empty field for the %2 (2 Zillionen).")
            prompt = prompt.replace("%2", trap)
            for a in legal:
                if isinstance(a, PlaceTrap) and a.trap == value:
                    rect = self.geo.fields[a.field]
                    self.hots.append(Hot(rect, self._emit(a), self.tr("Set the trap here"), a))
            choices.append(back)
        elif kind == "die":
            prompt = self.tr(
                "%1: trap die against the %2 – how often do you roll? You pay first; nothing "
                "is refunded."
            ).replace("%2", self.texts.trap(value))
            rolls = {
                1: self.tr("Once (1 Zillion)"),
                2: self.tr("Twice (3 Zillionen)"),
                3: self.tr("3 times (5 Zillionen)"),
            }
            for a in legal:
                if isinstance(a, RollTrapDie) and a.target == value:
                    choices.append(Choice(rolls[a.rolls], self._emit(a), a))
            choices.append(back)
        elif kind == "buy":
            prompt = self.tr("%1: click the spy you buy free (1 Zillion).")
            for a in legal:
                if isinstance(a, BuyFree):
                    self._spy_hot(a.spy, self.tr("Buy this spy free"), a)
            choices.append(back)
        elif kind == "grey":
            prompt = self._grey(legal, value, choices)
            if len({a.trap for a in legal if isinstance(a, GreySpy)}) > 1:
                choices.append(back)
        else:
            prompt = self._base(v, legal, choices)
        prompt = prompt.replace("%1", self.texts.who(player))
        self.panel.set(prompt, self._info(v), choices, self._hold_label())

    def _grey(self, legal: list[Any], trap: Trap | None, choices: list[Choice]) -> str:
        for a in legal:
            if isinstance(a, GreySpy) and a.trap == trap:
                if a.target is None:
                    label_ = self.tr("Nobody to attack: done")
                    choices.append(Choice(label_, self._emit(a), a, wide=True))
                else:
                    tip = self.tr("The grey spy attacks this spy")
                    self._spy_hot(a.target, tip, a, danger=True)
        return self.tr("%1: click the enemy the grey spy attacks (outside the embassies).")

    def _base(self, v: View, legal: list[Any], choices: list[Choice]) -> str:
        buys = [a for a in legal if isinstance(a, BuyFree)]
        traps = list(dict.fromkeys(a.trap for a in legal if isinstance(a, PlaceTrap)))
        dies = list(dict.fromkeys(a.target for a in legal if isinstance(a, RollTrapDie)))
        greys = list(dict.fromkeys(a.trap for a in legal if isinstance(a, GreySpy)))
        for a in legal:
            if isinstance(a, Move):
                path = self._move_path(v, a.spy)
                tip = self.tr("Move this spy %1 field(s)").replace("%1", str(len(path)))
                self._spy_hot(a.spy, tip, a, path)
            elif isinstance(a, BuyFree):
                self._spy_hot(a.spy, self.tr("Buy this spy free"), a)
            elif isinstance(a, DrawCard):
                rect = card_rects(self.geo, v.current % 2)[a.position - 1]
                tip = self.tr("Take pass card %1").replace("%1", str(a.position))
                self.hots.append(Hot(rect, self._emit(a), tip, a))
                text = self.tr("Pass card %1").replace("%1", str(a.position))
                choices.append(Choice(text, self._emit(a), a))
            elif isinstance(a, Peek):
                self._spy_hot(a.spy, self.tr("Look at this spy's number"), a)
            elif isinstance(a, ChooseDefender):
                self._spy_hot(a.spy, self.tr("Fight this spy next"), a, danger=True)
            elif isinstance(a, KeepBazong):
                text = upper_first(self.tr("Keep %1").replace("%1", self.texts.bazong(a.colour)))
                choices.append(Choice(text, self._emit(a), a, wide=True))
            elif isinstance(a, ZoffPick):
                choices.append(Choice(a.card.value, self._emit(a), a))
            elif isinstance(a, WriteEnvelope):
                choices.append(Choice(str(a.number), self._emit(a), a))
        if buys:
            one = buys[0] if len(buys) == 1 else None
            run = self._emit(one) if one is not None else self._to(("buy", None))
            choices.append(Choice(self.tr("Buy a spy free (1 Zillion)"), run, one, wide=True))
        for trap in traps:
            text = self.tr("Set the %1 (2 Zillionen)…").replace("%1", self.texts.trap(trap))
            choices.append(Choice(text, self._to(("trap", trap)), wide=True))
        for trap in dies:
            text = self.tr("Trap die against the %1…").replace("%1", self.texts.trap(trap))
            choices.append(Choice(text, self._to(("die", trap)), wide=True))
        if len(greys) > 1:
            for option in greys:
                text = (
                    self.tr("She removes no trap…")
                    if option is None
                    else self.tr("She removes the %1…").replace("%1", self.texts.trap(option))
                )
                choices.append(Choice(text, self._to(("grey", option)), wide=True))
        elif greys:
            self._grey(legal, greys[0], choices)
        if any(isinstance(a, Accuse) for a in legal):
            text = self.tr("“%1!” Accuse a spy…").replace("%1", froehn_name(self.setup))
            choices.append(Choice(text, self._to(("accuse", None)), wide=True, danger=True))
        return self._prompt(v, bool(buys or traps or dies))

    def _prompt(self, v: View, before: bool) -> str:
        """What the player on turn is asked (%1 stands for him)."""
        phase = v.phase
        if phase == Phase.MAIN and before:
            return self.tr(
                "%1: if you like, first buy free, set a trap or roll the trap die. Then move a "
                "spy one field (click it) or take a pass card."
            )
        if phase == Phase.MAIN and not v.pre:
            return self.tr("%1 moves again: a spy one field forward, or a pass card.")
        if phase == Phase.MAIN:
            return self.tr("%1: move a spy one field (click it) or take a pass card.")
        if phase == Phase.CARD_MOVE:
            card_name = CARD_NAMES[v.card] if v.card is not None else ""
            text = self.tr("%1: %2 – move one spy exactly %3 fields.")
            return text.replace("%2", card_name).replace("%3", str(v.distance))
        texts = {
            Phase.LECHZ: self.tr(
                "%1: the grey spy helps you. She removes a trap if you like and attacks an "
                "enemy outside the embassies."
            ),
            Phase.PEEK: self.tr(
                "%1: Ansicht – click the enemy spy whose number you want to see. Only you "
                "will see it."
            ),
            Phase.ORDER: self.tr(
                "%1: Zoff against several enemies – click the one you fight next."
            ),
            Phase.DUEL: self.tr("%1: Zoff – choose your card."),
            Phase.BAZONG: self.tr(
                "%1: your spy holds two Bazongs. Keep one; the other stays on the field."
            ),
            Phase.ENVELOPES: self.tr("%1: write your envelope."),
        }
        return texts.get(phase, "%1")

    def _info(self, v: View) -> str:
        lines = []
        if self.looked is not None and v.viewer == self.looked[0]:
            spy = v.spies[self.looked[1]]
            number = spy.number if spy.number is not None else spy.remembered
            if number is not None:
                text = self.tr("You looked: %1 has number %2.")
                lines.append(text.replace("%1", self.texts.spy(spy.id)).replace("%2", str(number)))
        if v.viewer is not None and v.viewer < 0:
            lines.append(self.tr("You are watching: every secret is shown."))
        elif self.held is not None:
            lines.append(self.tr("Your secrets are shown while you hold the button."))
        return "\n".join(lines)

    def _hold_label(self) -> str:
        """The "hold to show" button while a human decides on the public screen."""
        player = self.turn.player
        if player is None or self.view is None or self.view.viewer is not None:
            return ""
        return self.tr("Hold to show %1's secrets").replace("%1", self.setup.players[player])

    def _hold(self, on: bool) -> None:
        if self.view is not None:
            own = self.peek() if on else None
            self.held = own if isinstance(own, View) else None
            self._redraw()

    # -- marks, pointer, keyboard --------------------------------------------------------------
    def _focus(self) -> Hot | None:
        at = self.cursor_at
        return self.hots[at] if at is not None and at < len(self.hots) else None

    def _paint_marks(self, p: QPainter) -> None:
        focus = self._focus()
        for hot in self.hots:
            strong = hot is self.hovered or hot is focus
            colour = QColor("#ff4d4d") if hot.danger else GOLD
            fill = alpha(colour, 110 if strong else 55)
            rounded(p, hot.rect.adjusted(-3, -3, 3, 3), fill, colour, 5 if strong else 3)
        shown = self.hovered or focus
        if shown is not None and shown.path:
            for k, at in enumerate(shown.path):
                last = k == len(shown.path) - 1
                disc(
                    p,
                    self.geo.centre_of(at),
                    14 if last else 8,
                    alpha(CYAN, 200),
                    QColor("#0b4f6c"),
                )
            rounded(p, self.geo.fields[shown.path[-1]].adjusted(-2, -2, 2, 2), None, CYAN, 5, 12)
        if focus is not None:
            rounded(p, focus.rect.adjusted(-8, -8, 8, 8), None, WHITE, 4, 12, dashed=True)

    def _hit(self, point: QPointF) -> Hot | None:
        hits = [h for h in self.hots if h.rect.contains(point)]
        return min(hits, key=lambda h: h.rect.width() * h.rect.height()) if hits else None

    def click(self, point: QPointF) -> None:
        hot = self._hit(point)
        if hot is not None:
            hot.run()

    def hover(self, point: QPointF | None) -> None:
        hot = self._hit(point) if point is not None else None
        if hot is not self.hovered:
            self.hovered = hot
            self.marks.update()

    def tip_at(self, point: QPointF) -> str:
        """Tooltips describe, never reveal: only what is drawn."""
        hot = self._hit(point)
        if hot is not None:
            return hot.tip
        for spy, piece in self.pieces.items():
            if piece.mapRectToScene(QRectF(0, 0, SPY_W, SPY_H)).contains(point):
                number = piece.number if piece.number is not None else piece.note
                name = self.texts.spy(spy)
                if number is None:
                    return name
                return self.tr("%1, number %2").replace("%1", name).replace("%2", str(number))
        return ""

    def key_press(self, event: QKeyEvent) -> bool:
        key = event.key()
        if key == Qt.Key.Key_Escape:
            if self.turn.out_of_turn:
                self.cancelled.emit()
            elif self.mode is not None:
                self._set_mode(None)
            else:
                return False
            return True
        draw = DrawCard(key - int(Qt.Key.Key_0))
        if self.mode is None and draw in self._legal():
            self._choose(draw)
            return True
        if not self.hots:
            return False
        if key in CONFIRM:
            focus = self._focus()
            if focus is not None:
                focus.run()
                return True
            self.cursor_at = 0
        elif key in ARROWS:
            self.cursor_at = self._next(ARROWS[Qt.Key(key)])
        else:
            return False
        self.marks.update()
        return True

    def _next(self, direction: tuple[int, int]) -> int:
        """The nearest target in the arrow's direction (else the next one in reading order)."""
        at = self.cursor_at
        if at is None or at >= len(self.hots):
            return 0
        here = self.hots[at].rect.center()
        dx, dy = direction
        best, score = at, math.inf
        for index, hot in enumerate(self.hots):
            offset = hot.rect.center() - here
            ahead = offset.x() * dx + offset.y() * dy
            across = abs(offset.x() * dy) + abs(offset.y() * dx)
            if ahead > 1 and ahead + 2 * across < score:
                best, score = index, ahead + 2 * across
        if best != at:
            return best
        order = sorted(
            range(len(self.hots)), key=lambda i: (self.hots[i].rect.top(), self.hots[i].rect.left())
        )
        return order[(order.index(at) + (1 if dx + dy > 0 else -1)) % len(order)]

    def show_hint(self, action: Any) -> None:
        mode: Mode | None = None
        if isinstance(action, PlaceTrap):
            mode = ("trap", action.trap)
        elif isinstance(action, RollTrapDie):
            mode = ("die", action.target)
        elif (
            isinstance(action, GreySpy)
            and len({a.trap for a in self._legal() if isinstance(a, GreySpy)}) > 1
        ):
            mode = ("grey", action.trap)
        if mode != self.mode:
            self._set_mode(mode)
        for index, hot in enumerate(self.hots):
            if hot.action == action:
                self.cursor_at = index
                self.marks.update()
                return
        self.panel.mark(action)

    # -- secret choices ------------------------------------------------------------------------
    def secret_request(self, view: View, turn: Turn) -> SecretRequest | None:
        player = turn.player
        if player is None or turn.out_of_turn:
            return None
        who = self.texts.who(player)
        writes = [a for a in turn.legal if isinstance(a, WriteEnvelope)]
        if writes:
            info = self.tr(
                "Which of %1's spies is the traitor, the “%2”? Write a number from 1 to 3. Only "
                "you will see it; nobody knows yet which spy has which number."
            )
            info = info.replace("%1", self.texts.who(player ^ 1))
            info = info.replace("%2", froehn_name(self.setup))
            title = self.tr("%1: your hot envelope").replace("%1", who)
            return SecretRequest(title, info, [(str(a.number), a) for a in writes])
        picks = [a for a in turn.legal if isinstance(a, ZoffPick)]
        duel = view.duel
        if not picks or duel is None or duel.defender is None:
            return None
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
        info = info.replace("%1", self.texts.spy(duel.defender))
        info = info.replace("%3", self.texts.spy(duel.attacker))
        info = info.replace("%2", self.texts.field(duel.field))
        title = self.tr("Zoff! %1, lay down a card").replace("%1", who)
        return SecretRequest(title, info, [(a.card.value, a) for a in picks])

    # -- animation -----------------------------------------------------------------------------
    def animate(self, events: Sequence[Event], view: Any, done: Callable[[], None]) -> int:
        seen = [e for e in events if e.visible_to(view.viewer)]
        for e in seen:
            if isinstance(e, Peeked) and e.number is not None:
                self.looked = (e.player, e.spy)
            elif isinstance(e, DieRolled):
                self.last_roll = e.symbol
        if self.speed <= 0 or self.view is None:
            return super().animate(events, view, done)  # no animation: just show it
        self.stop_animations()
        self.hots, self.hovered, self.cursor_at = [], None, None
        self.marks.update()
        cues = [cue for e in seen for cue in self._cues(e, self.view)]

        def finish() -> None:
            self.show(view, Turn(None, ()))
            done()

        self._play(cues, finish)
        return int(sum(duration for duration, _ in cues) * self.speed)

    def _cues(self, e: Event, old: View) -> list[Cue]:
        """The short animations that show an event."""
        if isinstance(e, Moved):
            return [(STEP_MS, self._walk(e.spy, at)) for at in e.path]
        if isinstance(e, ZoffStarted | ZoffRevealed) and old.spies[e.defender].where >= 0:
            field = self.geo.fields[old.spies[e.defender].where]
            if isinstance(e, ZoffStarted):
                centre = QPointF(field.center().x(), field.top() + 4)
                return [(BURST_MS, self._pop(lambda p: burst(p, centre, 44), centre))]
            return [(REVEAL_MS, self._pop(lambda p: self._reveal(p, field, e), field.center()))]
        if isinstance(e, CardDrawn):
            big = QRectF(0, 0, CARD_W * 2.2, CARD_H * 2.2)
            big.moveCenter(self.geo.inner.center())
            return [
                (CARD_MS, self._pop(lambda p: card(p, e.card, e.player % 2, big), big.center()))
            ]
        if isinstance(e, DieRolled):
            box = QRectF(0, 0, 120, 120)
            box.moveCenter(self.geo.centre.die.center())
            return [(ROLL_MS, self._pop(lambda p: self._die(p, box, e.symbol), box.center()))]
        if isinstance(e, Accused) and e.spy in self.pieces:
            centre = self.pieces[e.spy].sceneBoundingRect().center()
            shout = froehn_name(self.setup) + "!"
            box = QRectF(centre.x() - 150, centre.y() - 30, 300, 60)
            return [
                (
                    BURST_MS * 2,
                    self._pop(lambda p: label(p, box, shout, 44, RED, outline=WHITE), centre),
                )
            ]
        return []

    def _play(self, cues: list[Cue], finish: Callable[[], None]) -> None:
        if not cues:
            finish()
            return
        duration, start = cues[0]
        update = start()
        animation = QVariantAnimation()
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(max(1, int(duration * self.speed)))
        animation.valueChanged.connect(lambda value: update(float(value)))
        animation.finished.connect(lambda: self._play(cues[1:], finish))
        self.animations.append(animation)
        animation.start()

    def _walk(self, spy: int, to: int) -> Callable[[], Callable[[float], None]]:
        """A spy hops one field on."""

        def start() -> Callable[[float], None]:
            piece = self.pieces.get(spy)
            if piece is None:
                return lambda t: None
            origin = piece.pos()
            centre = self.geo.centre_of(to)
            target = QPointF(centre.x() - SPY_W / 2, centre.y() - SPY_H / 2 + 10)
            piece.setZValue(60)
            return lambda t: piece.setPos(
                origin + (target - origin) * _ease(t) + QPointF(0, -18 * math.sin(math.pi * t))
            )

        return start

    def _pop(
        self, draw: Callable[[QPainter], None], centre: QPointF
    ) -> Callable[[], Callable[[float], None]]:
        """A cue that grows out of `centre` and stays until the animation ends."""

        def start() -> Callable[[float], None]:
            item = Painted(self.geo.scene, draw, 70)
            item.setTransformOriginPoint(centre)
            self.scene.addItem(item)
            self.transient.append(item)

            def update(t: float) -> None:
                item.setScale(0.4 + 0.6 * _ease(min(1.0, t * 3)))
                item.setOpacity(min(1.0, t * 4))

            return update

        return start

    def _reveal(self, p: QPainter, field: QRectF, e: ZoffRevealed) -> None:
        """Both Zoff cards, face up; the winner's framed in gold."""
        w, h = CARD_W * 1.3, CARD_H * 1.3
        for zoff, dx, won in (
            (e.attack, -w - 4, e.attacker_won),
            (e.defence, 4.0, not e.attacker_won),
        ):
            box = QRectF(field.center().x() + dx, field.center().y() - h / 2, w, h)
            art(p, zoff_art(zoff), box, keep=False)
            if won:
                rounded(p, box.adjusted(-4, -4, 4, 4), None, GOLD, 6, 8)

    @staticmethod
    def _die(p: QPainter, box: QRectF, symbol: Trap) -> None:
        art(p, "spion-die.svg", box)
        art(p, trap_art(symbol), box.adjusted(18, 18, -24, -24))

    # -- texts ---------------------------------------------------------------------------------
    def describe(self, event: Event) -> str | None:
        return self.texts.describe(event)

    def status(self, view: View) -> str:
        return self.texts.status(view)

    def out_of_turn_label(self) -> str:
        return froehn_name(self.setup) + "!"

    def retranslate(self) -> None:
        self.words = self._words()
        self.scenery.update()
        if self.view is not None:
            self._redraw()


def create_board(setup: Setup) -> SpionBoard:
    return SpionBoard(setup)

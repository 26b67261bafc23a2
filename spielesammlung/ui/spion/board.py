"""Spion & Spion on screen: the ring of footprint fields, embassies, dungeons, coal box and cards.

Board clicks: a highlighted spy moves (resting the pointer on it shows its way), a card of your
side's pile is taken, a highlighted field gets the trap, a highlighted enemy is looked at,
fought or accused. The side panel offers every other choice (buying free, traps, trap die, the
grey spy's trap, keeping a Bazong, Fröhn!). Keyboard: arrows move the cursor between the
highlighted targets, Enter or Space chooses, 1-3 take a pass card, Escape steps back. Secret
picks (the envelope, Zoff cards) go through the shell's secret page. Everything drawn comes from
the view the shell gives: a number is shown only where that view holds it.

The board keeps the turn, the offered targets and the keyboard cursor, and wires the parts:
`scenery.py` (the printed board), `scene.py` (what lies on it, the spies, the marks),
`offer.py` (the targets and buttons of the legal actions), `animate.py`, `texts.py` and
`panel.py`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QPainter
from PySide6.QtWidgets import QWidget

from ...core.choices import Choice
from ...core.i18n import fill
from ...core.protocol import Event, Result, Setup
from ...games.spion import froehn_name
from ...games.spion import model as M
from ...games.spion.choices import choices
from ...games.spion.model import (
    Accuse,
    Card,
    DieRolled,
    DrawCard,
    GreySpy,
    Peeked,
    Phase,
    PlaceTrap,
    RollTrapDie,
    Trap,
    WriteEnvelope,
    ZoffPick,
)
from ...games.spion.view import View
from .. import accessible
from ..board import BoardUi, PointerSurface, SecretRequest, Turn
from ..i18n import say
from ..sound import Sound
from ..sprites import Backdrop
from . import animate, ending
from .animate import Stage
from .art import Painted, SpyPiece
from .layout import SPY_H, SPY_W, card_rects, layout
from .offer import Mode, Offer
from .panel import SpionPanel
from .scene import Hot, TableState, cards_shown, paint_marks, paint_table, place_spies
from .scenery import scenery
from .texts import SpionTexts

CONFIRM = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
ARROWS = {
    Qt.Key.Key_Left: (-1, 0),
    Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, -1),
    Qt.Key.Key_Down: (0, 1),
}


class SpionBoard(BoardUi):
    def __init__(self, setup: Setup) -> None:
        super().__init__(setup)
        self.geo = layout(setup.count)
        self.texts = SpionTexts(setup)
        self.words = self.texts.words()
        self.table: TableState | None = None
        self.view: View | None = None
        self.turn = Turn(None, ())
        self.mode: Mode | None = None
        self.hots: list[Hot] = []
        self.offered: dict[Any, Choice] = {}  # the model's choice of each legal action
        self.hovered: Hot | None = None
        self.cursor_at: int | None = None
        self.looked: tuple[int, int] | None = None  # (player, spy) just looked at (Ansicht)
        self.last_roll: Trap | None = None
        self.held: View | None = None  # the own view shown while "hold to show" is pressed
        self.prompt = ""  # what the player on turn is asked (for a screen reader)
        self.pieces: dict[int, SpyPiece] = {}
        self.panel = SpionPanel()
        self.panel.holding.connect(self._hold)
        rect = self.geo.scene
        self.scenery = scenery(self.geo, tuple(setup.players), lambda: self.words)
        self.table_item = Backdrop(rect, self._paint_table)  # painted anew for each view
        # the printed board and what lies on it are the view's background picture, painted
        # again when the table changes, blitted opaque on every other repaint
        self.set_backdrop(self.scenery, self.table_item)
        self.marks = Painted(rect, self._paint_marks, 40)
        self.scene.addItem(self.marks)
        self.scene.addItem(
            PointerSurface(rect, lambda point: point, self.click, self.hover, self.tip_at)
        )
        self.scene.setSceneRect(rect)

    def side_panel(self) -> QWidget:
        return self.panel

    # -- showing a view ------------------------------------------------------------------------
    def show(self, view: View, turn: Turn) -> None:
        self.stop_animations()
        turn = self.at_screen(turn)
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
        self._draw()
        self._offer()
        self.marks.update()

    def _draw(self) -> None:
        """The table and the spies of the shown view."""
        v = self._shown()
        table = TableState(v, cards_shown(v, self.memory_aid), self.last_roll, self.words)
        if table != self.table:
            self.table = table
            self.set_backdrop(self.scenery, self.table_item)
        memory = self.memory_aid and v.viewer is not None and v.viewer >= 0
        place_spies(self.scene, self.geo, self.pieces, v, memory, self.looked)

    def _paint_table(self, p: QPainter) -> None:
        if self.table is not None:
            paint_table(p, self.geo, self.table)

    # -- what the player may do ----------------------------------------------------------------
    def _legal(self) -> list[Any]:
        if self.turn.out_of_turn:
            return [a for a in self.turn.legal if isinstance(a, Accuse)]
        return list(self.turn.legal)

    def _set_mode(self, mode: Mode | None) -> None:
        self.mode, self.cursor_at, self.hovered = mode, None, None
        self._redraw()

    def _choose(self, action: Any) -> None:
        self.mode, self.hots, self.hovered, self.cursor_at = None, [], None, None
        self.turn = Turn(None, ())
        self.panel.set("", "", [], "")
        self.marks.update()
        self.action_chosen.emit(action)

    def _offer(self) -> None:
        """Targets on the board and buttons in the panel for the legal actions (`offer.py`)."""
        self.hots = []
        player = self.turn.player
        self.prompt = ""
        if player is None:
            self.offered = {}
            self.prompt = self.phone_prompt([self.away]) if self.away is not None else ""
            self.panel.set(self.prompt, self._info(), [], "")
            return
        legal = self._legal()
        self.offered = {c.action: c for c in choices(self._known(), player, legal).items}
        mode: Mode = ("accuse", None) if self.turn.out_of_turn else (self.mode or ("", None))
        cancel = self.cancelled.emit if self.turn.out_of_turn else lambda: self._set_mode(None)
        offer = Offer(self.geo, self.texts, self.pieces, self.offered, self._choose, self._set_mode)
        who = self.texts.who(player)
        offer.make(self._shown(), legal, mode, cancel, who, froehn_name(self.setup))
        self.hots = offer.hots
        self.prompt = offer.prompt
        held = self.texts.say("held")
        self.panel.set(self.prompt, self._info(), offer.buttons, self._hold_label(), held)
        self.panel.show_notice(self.held is not None)

    def _known(self) -> View:
        """The given view as the board draws it: numbers seen before only with the memory aid."""
        assert self.view is not None
        if self.memory_aid:
            return self.view
        spies = tuple(replace(s, remembered=None) for s in self.view.spies)
        return replace(self.view, spies=spies)

    def _info(self) -> str:
        """The lines above the choices, of the given view: a held view must not add lines there
        (they would move the hold button under the pointer)."""
        assert self.view is not None
        v, say = self.view, self.texts.say
        lines = []
        if self.looked is not None and v.viewer == self.looked[0]:
            spy = v.spies[self.looked[1]]
            number = spy.number if spy.number is not None else spy.remembered
            if number is not None:
                text = say("looked")
                lines.append(fill(text, self.texts.spy(spy.id), number))
        if v.viewer is not None and v.viewer < 0:
            lines.append(say("watching"))
        return "\n".join(lines)

    def _hold_label(self) -> str:
        """The "hold to show" button while a human decides on the public screen."""
        player = self.turn.player
        if player is None or self.view is None or self.view.viewer is not None:
            return ""
        return fill(self.texts.say("hold"), self.setup.players[player])

    def _hold(self, on: bool) -> None:
        if self.view is not None:
            own = self.peek() if on else None
            self.held = own if isinstance(own, View) else None
            self._draw()  # the panel stays as it is but for the notice below the button
            self.panel.show_notice(self.held is not None)
            self.reader_changed.emit()
            if self.held is not None:
                self.spoken.emit(self.texts.own(self.held))

    # -- marks, pointer, keyboard --------------------------------------------------------------
    def focus_changed(self) -> None:
        self.marks.update()

    def _focus(self) -> Hot | None:
        """The target under the keyboard cursor; the first one as soon as the board has focus."""
        if self.cursor_at is None and self.focused and self.hots:
            self.cursor_at = 0
        at = self.cursor_at
        return self.hots[at] if at is not None and at < len(self.hots) else None

    def _paint_marks(self, p: QPainter) -> None:
        paint_marks(p, self.geo, self.hots, self.hovered, self._focus() if self.focused else None)

    def _target(self, point: QPointF) -> Hot | None:
        """The target under `point`; on a field (beside its spies), the move framed as ending
        there: the pointed or focused one, else the only move that ends there."""
        hot = self._hit(point)
        if hot is not None:
            return hot
        field = next((i for i, r in enumerate(self.geo.fields) if r.contains(point)), None)
        ending = [h for h in self.hots if h.path and h.path[-1] == field]
        shown = [h for h in (self.hovered, self._focus() if self.focused else None) if h in ending]
        if shown:
            return shown[0]
        return ending[0] if len(ending) == 1 else None

    def _hit(self, point: QPointF) -> Hot | None:
        """The target under `point`: of overlapping spies only the one drawn on top."""
        top = self._spy_at(point)
        hits = [
            h
            for h in self.hots
            if h.rect.contains(point) and (h.spy is None or top is None or h.spy == top)
        ]
        return min(hits, key=lambda h: h.rect.width() * h.rect.height()) if hits else None

    def _spy_at(self, point: QPointF) -> int | None:
        """The spy drawn on top at `point` (the spies on one field overlap)."""
        under = [
            (piece.zValue(), spy)
            for spy, piece in self.pieces.items()
            if piece.isVisible()
            and piece.mapRectToScene(QRectF(0, 0, SPY_W, SPY_H)).contains(point)
        ]
        return max(under)[1] if under else None

    def click(self, point: QPointF) -> None:
        hot = self._target(point)
        if hot is not None:
            hot.run()

    def hover(self, point: QPointF | None) -> None:
        hot = self._target(point) if point is not None else None
        if hot is not self.hovered:
            self.hovered = hot
            self.marks.update()

    def tip_at(self, point: QPointF) -> str:
        """Tooltips describe, never reveal: only what is drawn."""
        hot = self._target(point)
        if hot is not None:
            return hot.tip
        shown = self._card_at(point)
        if shown is not None:  # a face drawn on the table (its name may be too long to print)
            return self.texts.card(shown)
        spy = self._spy_at(point)
        if spy is None:
            return ""
        piece = self.pieces[spy]
        number = piece.number if piece.number is not None else piece.note
        name = self.texts.spy(spy)
        if number is None:
            return name
        return fill(self.texts.say("spy tip"), name, number)

    def _card_at(self, point: QPointF) -> Card | None:
        """The pass card whose face is drawn at `point`, if any."""
        table = self.table
        if table is None or not table.cards_shown:
            return None
        for side, pile in enumerate(table.view.piles):
            for k, rect in enumerate(card_rects(self.geo, side)[: pile.size]):
                if rect.contains(point):
                    return pile.known[k]
        return None

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
        elif isinstance(action, Accuse):
            mode = ("accuse", None)  # (as the panel's "Fröhn!" button does)
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
        writes = [a for a in turn.legal if isinstance(a, WriteEnvelope)]
        picks = [a for a in turn.legal if isinstance(a, ZoffPick)]
        said = {c.action: say(c.label) for c in choices(view, player, writes or picks).items}
        if writes:
            title, info = self.texts.secret(player, view, envelope=True)
            return SecretRequest(
                title, info, [(str(a.number), a) for a in writes], [said[a] for a in writes]
            )
        duel = view.duel
        if not picks or duel is None or duel.defender is None:
            return None
        title, info = self.texts.secret(player, view, envelope=False)
        return SecretRequest(
            title, info, [(a.card.value, a) for a in picks], [said[a] for a in picks]
        )

    # -- animation -----------------------------------------------------------------------------
    def animate(self, events: Sequence[Event], view: Any, done: Callable[[], None]) -> int:
        seen = [e for e in events if e.visible_to(view.viewer)]
        for e in seen:
            if isinstance(e, Peeked) and e.spy is not None and e.number is not None:
                self.looked = (e.player, e.spy)
            elif isinstance(e, DieRolled):
                self.last_roll = e.symbol
        if self.speed <= 0 or self.view is None:
            return super().animate(events, view, done)  # no animation: just show it
        self.stop_animations()
        self.hots, self.hovered, self.cursor_at = [], None, None
        self.marks.update()
        stage = Stage(self, self.geo, self.pieces, froehn_name(self.setup) + "!")
        cues = [cue for e in seen for cue in animate.cues(stage, e, self.view)]

        def finish() -> None:
            self.show(view, Turn(None, ()))
            done()

        return animate.play(self, cues, finish)

    # -- texts ---------------------------------------------------------------------------------
    def describe(self, event: Event) -> str | None:
        return self.texts.describe(event)

    def describe_secret(self, event: Event) -> str | None:
        return self.texts.describe_secret(event)

    def status(self, view: View) -> str:
        return self.texts.status(view)

    def result_lines(self, view: View, result: Result) -> list[str]:
        return ending.result_lines(self.texts, view, result)

    def out_of_turn_label(self) -> str:
        return froehn_name(self.setup) + "!"

    def reader_text(self) -> str:
        if self.view is None:
            return ""
        focus = self._focus()
        target = ""
        if focus is not None:  # its words name the spy (number, place) or the field once
            target = focus.tip
            if focus.path:
                target = f"{target} → {self.texts.field(focus.path[-1])}"
        text = self.texts.reader(self.turn, self.prompt, target)
        if self.held is not None:  # one's own secrets, only while the button is held
            text = accessible.lines(text, self.texts.own(self.held))
        return text

    def moves_text(self) -> str:
        return accessible.choice_lines(list(self.offered.values()))

    def position_text(self) -> str:
        if self.view is None:
            return ""
        numbers = {
            spy: piece.number if piece.number is not None else piece.note
            for spy, piece in self.pieces.items()
        }
        shown = self._shown()
        return self.texts.position(shown, numbers, cards_shown(shown, self.memory_aid))

    def retranslate(self) -> None:
        self.texts.retranslate()
        self.words = self.texts.words()
        self.set_backdrop(self.scenery, self.table_item)
        if self.view is not None:
            self._redraw()


def create_board(setup: Setup) -> SpionBoard:
    return SpionBoard(setup)


#: the sound of each public event type (ui/sound.py)
SOUNDS: dict[type, Sound] = {
    M.DieRolled: "dice",
    M.Moved: "place",
    M.BazongMoved: "place",
    M.TrapPlaced: "place",
    M.TrapRemoved: "capture",
    M.CardDrawn: "card",
    M.EnvelopeWritten: "card",
    M.ZoffPicked: "card",
    M.ZoffRevealed: "flip",
    M.Eliminated: "capture",
    M.Accused: "accuse",
    M.GameOver: "end",
}

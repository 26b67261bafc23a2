"""Allianz on screen: the landscape, four parties of pieces, jump chains and diplomacy.

Click one of your pieces: its reachable squares are marked; hovering one draws the jump chain.
Where several chains with different captures end on the same square, all of them are drawn in
different colours; click a square of one path (or Tab to switch, Enter to confirm). Keyboard:
arrows move the cursor, Enter selects, Tab cycles targets and paths, Escape steps back.
Diplomacy happens in the side panel (`panel.py`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import cache
from itertools import pairwise
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import (
    QBrush,
    QColor,
    QKeyEvent,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
)
from PySide6.QtSvgWidgets import QGraphicsSvgItem
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QWidget,
)

from ...core.protocol import Event, Setup
from ...games.allianz import board as B
from ...games.allianz.rules import (
    EMPTY,
    AllianceEnded,
    Allied,
    Betrayed,
    Cancelled,
    ChipReturned,
    Declined,
    Defeated,
    DrawDeclined,
    DrawOffered,
    GameOver,
    Kind,
    Move,
    Moved,
    NoticeNamed,
    Pass,
    Passed,
    Proposed,
    Relocate,
    Relocated,
    State,
    captures,
    new_state,
)
from .. import svg
from ..board import BoardUi, PointerSurface, Turn
from .panel import DiplomacyPanel
from .terrain import (
    CELL,
    FRAME,
    HEIGHT,
    WIDTH,
    Terrain,
    area,
    cell_rect,
    centre,
    piece_art,
    square_at,
    square_name,
)

PIECE = 42.0  # width of a piece's art; its top face spans about 84 % of it
STEP_MS, HOP_MS, FADE_MS = 420, 300, 450  # at normal speed
CHOICE_COLOURS = ("#ffd23f", "#35d0ff", "#ff6f91", "#9dff6a", "#c49bff", "#ff9f43")
GOLD = QColor("#ffd23f")
KEY_STEPS = {
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
}
CONFIRM_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
Option = Move | Relocate


def piece_pos(point: QPointF) -> QPointF:
    """Where a piece's art goes so that its top face is centred on `point`."""
    return QPointF(point.x() - PIECE / 2, point.y() - PIECE * 0.46)


def _choice(index: int) -> QColor:
    """The colour of the index-th candidate chain."""
    return QColor(CHOICE_COLOURS[index % len(CHOICE_COLOURS)])


@cache
def _closed_zone(party: int) -> tuple[QPainterPath, QPainterPath]:
    """A party's truce zone and red stripes across it (shown while it is closed to an ally)."""
    zone = area(B.ZONES[party])
    bounds = zone.boundingRect()
    lines = QPainterPath()
    x = bounds.left() - bounds.height()
    while x < bounds.right():
        lines.moveTo(x, bounds.bottom())
        lines.lineTo(x + bounds.height(), bounds.top())
        x += 12
    stroker = QPainterPathStroker()
    stroker.setWidth(3.5)
    return zone, stroker.createStroke(lines).intersected(zone)


def _ease(t: float) -> float:
    return t * t * (3 - 2 * t)


class AllianzBoard(BoardUi):
    def __init__(self, setup: Setup) -> None:
        super().__init__(setup)
        self.parties = new_state(setup).parties
        self.scene.setSceneRect(0, 0, WIDTH, HEIGHT)
        self.scene.addItem(Terrain(self.parties))
        self.scene.addItem(
            PointerSurface(
                QRectF(FRAME, FRAME, WIDTH - 2 * FRAME, HEIGHT - 2 * FRAME),
                square_at,
                self.click,
                self.hover,
                self.square_tip,
            )
        )
        self.scene.installEventFilter(self)  # Tab reaches the scene, not the view's key handler
        self.pieces: dict[int, QGraphicsSvgItem] = {}  # square -> piece (its seat in data(0))
        self.marks: list[QGraphicsItem] = []
        self.zone_marks: list[QGraphicsItem] = []
        self.view: State | None = None
        self.turn = Turn(None, ())
        self.options: dict[int, list[Option]] = {}  # square of a piece -> its actions
        self.selected: int | None = None
        self.hovered: int | None = None
        self.candidates: list[Move] = []  # chains to one square with different captures
        self.index = 0  # the highlighted candidate
        self.cursor_square = B.square(5, 5)
        self.cursor = QGraphicsRectItem()
        self.cursor.setPen(QPen(QColor("#ffffff"), 3, Qt.PenStyle.DashLine))
        self.cursor.setZValue(40)
        self.cursor.setVisible(False)
        self.scene.addItem(self.cursor)
        self.panel = DiplomacyPanel(self)
        self.lines: dict[Event, str | None] = {}  # log lines in the current language

    # -- names ---------------------------------------------------------------------------------
    def name(self, seat: int) -> str:
        return self.setup.players[seat]

    def who(self, seat: int) -> str:
        """A player's name with his party letter."""
        return f"{self.name(seat)} ({B.PARTY_LETTERS[self.parties[seat]]})"

    def party_text(self, seat: int) -> str:
        texts = (
            self.tr("A, red circle"),
            self.tr("B, blue square"),
            self.tr("C, yellow triangle"),
            self.tr("D, white hexagon"),
        )
        return texts[self.parties[seat]]

    # -- pieces --------------------------------------------------------------------------------
    def _piece(self, seat: int, square: int) -> QGraphicsSvgItem:
        item = svg.item(piece_art(self.parties[seat]), PIECE)
        item.setData(0, seat)
        item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.scene.addItem(item)
        return item

    def _place(self, item: QGraphicsItem, square: int) -> None:
        item.setPos(piece_pos(centre(square)))
        item.setZValue(10 + square / 1000)  # lower rows overlap the ones above
        item.setOpacity(1.0)

    def _sync_pieces(self, view: State) -> None:
        for square in set(self.pieces) | {s for s, o in enumerate(view.board) if o != EMPTY}:
            owner = view.board[square]
            item = self.pieces.get(square)
            if item is not None and item.data(0) != owner:
                self.scene.removeItem(item)
                del self.pieces[square]
                item = None
            if item is None and owner != EMPTY:
                item = self.pieces[square] = self._piece(owner, square)
            if item is not None:
                self._place(item, square)

    def _clear_pieces(self) -> None:
        for item in self.pieces.values():
            self.scene.removeItem(item)
        self.pieces = {}

    # -- showing -------------------------------------------------------------------------------
    def show(self, view: State, turn: Turn) -> None:
        self.stop_animations()
        self.view = view
        self.turn = turn
        self.options = {}
        for action in turn.legal:
            if isinstance(action, Move):
                self.options.setdefault(action.path[0], []).append(action)
            elif isinstance(action, Relocate):
                self.options.setdefault(action.piece, []).append(action)
        self.selected = None
        self.hovered = None
        self.candidates = []
        self._sync_pieces(view)
        self._draw_zones(view)
        self.panel.update_view(view, turn)
        self._draw_marks()

    def side_panel(self) -> QWidget:
        return self.panel

    def _draw_zones(self, view: State) -> None:
        """Truce zones closed to an ally: hatched in red with a dashed border."""
        for item in self.zone_marks:
            self.scene.removeItem(item)
        self.zone_marks = []
        for alliance in view.alliances:
            for lord in alliance.members:
                zone, stripes = _closed_zone(view.parties[lord])
                hatch = QGraphicsPathItem(stripes)
                hatch.setBrush(QColor(190, 30, 25, 120))
                hatch.setPen(QPen(Qt.PenStyle.NoPen))
                border = QGraphicsPathItem(zone)
                border.setPen(QPen(QColor("#c0231c"), 3, Qt.PenStyle.DashLine))
                for item in (hatch, border):
                    item.setZValue(5)
                    self.scene.addItem(item)
                    self.zone_marks.append(item)

    def _targets(self) -> dict[int, list[Option]]:
        """End square -> the actions of the selected piece ending there."""
        result: dict[int, list[Option]] = {}
        for action in self.options.get(self.selected, []) if self.selected is not None else []:
            end = action.path[-1] if isinstance(action, Move) else action.to
            result.setdefault(end, []).append(action)
        return result

    def captured(self, move: Move) -> frozenset[int]:
        assert self.view is not None and self.turn.player is not None
        return captures(self.view, self.turn.player, move.path)

    def _ordered(self, actions: Sequence[Option]) -> list[Move]:
        """Candidate chains to one square: most captures first, then the shortest."""
        moves = [a for a in actions if isinstance(a, Move)]
        return sorted(moves, key=lambda m: (-len(self.captured(m)), len(m.path), m.path))

    def _own_marks(self, move: Move) -> set[int]:
        """The squares that identify one candidate path: its landings and its captures."""
        return set(move.path[1:-1]) | set(self.captured(move))

    # -- marks ---------------------------------------------------------------------------------
    def _add(self, item: QGraphicsItem, z: float) -> None:
        item.setZValue(z)
        self.scene.addItem(item)
        self.marks.append(item)

    def _clear_marks(self) -> None:
        for item in self.marks:
            self.scene.removeItem(item)
        self.marks = []

    def _ring(self, square: int, colour: QColor, width: float, radius: float, z: float) -> None:
        path = QPainterPath()
        path.addEllipse(centre(square), radius, radius)
        ring = QGraphicsPathItem(path)
        ring.setPen(QPen(colour, width))
        self._add(ring, z)

    def _dot(self, square: int, capture: bool, several: bool) -> None:
        fill = QColor(220, 40, 30, 220) if capture else QColor(255, 255, 255, 210)
        edge = QColor("#ffffff") if capture else QColor(20, 30, 10, 200)
        path = QPainterPath()
        path.addEllipse(centre(square), 9, 9)
        dot = QGraphicsPathItem(path)
        dot.setBrush(fill)
        dot.setPen(QPen(edge, 2))
        self._add(dot, 12)
        if several:
            self._ring(square, edge, 2, 13, 12)

    def _draw_path(self, move: Move, colour: QColor, width: float, shift: float) -> None:
        points = [centre(s) + QPointF(shift, shift) for s in move.path]
        line = QPainterPath(points[0])
        for point in points[1:]:
            line.lineTo(point)
        shadow = QGraphicsPathItem(line.translated(1.5, 2.5))
        round_pen = (Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        shadow.setPen(QPen(QColor(0, 0, 0, 90), width + 2, *round_pen))
        self._add(shadow, 19)
        stroke = QGraphicsPathItem(line)
        stroke.setPen(QPen(colour, width, *round_pen))
        self._add(stroke, 20)
        for point in points[1:-1]:
            hop = QPainterPath()
            hop.addEllipse(point, width * 0.9, width * 0.9)
            dot = QGraphicsPathItem(hop)
            dot.setBrush(colour)
            dot.setPen(QPen(QColor(0, 0, 0, 140), 1.5))
            self._add(dot, 21)
        tip, before = points[-1], points[-2]
        angle = math.atan2(tip.y() - before.y(), tip.x() - before.x())
        size = 9 + width
        head = QPolygonF(
            [
                tip + QPointF(math.cos(angle) * 4, math.sin(angle) * 4),
                tip - QPointF(math.cos(angle - 0.5) * size, math.sin(angle - 0.5) * size),
                tip - QPointF(math.cos(angle + 0.5) * size, math.sin(angle + 0.5) * size),
            ]
        )
        arrow = QPainterPath()
        arrow.addPolygon(head)
        arrow.closeSubpath()
        arrow_item = QGraphicsPathItem(arrow)
        arrow_item.setBrush(colour)
        arrow_item.setPen(QPen(QColor(0, 0, 0, 140), 1.5))
        self._add(arrow_item, 21)
        for square in self.captured(move):
            self._cross(square, colour)

    def _cross(self, square: int, colour: QColor) -> None:
        c, r = centre(square), CELL * 0.28
        cross = QPainterPath()
        cross.moveTo(c + QPointF(-r, -r))
        cross.lineTo(c + QPointF(r, r))
        cross.moveTo(c + QPointF(r, -r))
        cross.lineTo(c + QPointF(-r, r))
        for pen in (
            QPen(QColor(0, 0, 0, 200), 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap),
            QPen(QColor("#e0281e"), 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap),
        ):
            item = QGraphicsPathItem(cross)
            item.setPen(pen)
            self._add(item, 22)
        self._ring(square, colour, 3, CELL * 0.45, 22)

    def _draw_marks(self) -> None:
        self._clear_marks()
        prompt = ""
        if self.turn.player is not None and self.view is not None:
            if self.candidates:
                self._draw_candidates()
                prompt = self.tr(
                    "Several chains end there, capturing different pieces: choose one below or"
                    " click a square of its path (Tab switches, Enter confirms, Escape: back)."
                )
            elif self.selected is not None:
                self._draw_targets()
                prompt = self.tr("Click a marked square (Escape: back).")
            elif self.options:
                for square in self.options:
                    self._ring(square, QColor(255, 255, 255, 190), 2.5, CELL * 0.48, 15)
                relocating = any(isinstance(a, Relocate) for a in self.turn.legal)
                prompt = (
                    self.tr("Click a piece of your new ally in your truce zone.")
                    if relocating
                    else self.tr("Click one of your pieces.")
                )
        self.panel.set_prompt(prompt)
        self.panel.set_paths(
            [(_choice(i).name(), self._path_text(m)) for i, m in enumerate(self.candidates)],
            self.index,
        )
        self.cursor.setRect(cell_rect(self.cursor_square).adjusted(2, 2, -2, -2))

    def _draw_targets(self) -> None:
        assert self.selected is not None
        self._ring(self.selected, GOLD, 4, CELL * 0.5, 15)
        targets = self._targets()
        for square, actions in targets.items():
            moves = [a for a in actions if isinstance(a, Move)]
            self._dot(square, any(self.captured(m) for m in moves), len(actions) > 1)
        actions = targets.get(self.hovered, []) if self.hovered is not None else []
        moves = self._ordered(actions)
        for index, move in reversed(list(enumerate(moves))):
            colour = _choice(index) if len(moves) > 1 else GOLD
            self._draw_path(move, colour, 7 if index == 0 else 5, 4 * index - 4)

    def _path_text(self, move: Move) -> str:
        taken = sorted(self.captured(move))
        if not taken:
            return self.tr("Capture nothing")
        return self.tr("Capture %1").replace("%1", ", ".join(square_name(s) for s in taken))

    def pick_path(self, index: int) -> None:
        """The player chose one of the candidate chains (from the panel)."""
        if 0 <= index < len(self.candidates):
            self.index = index
            self.choose(self.candidates[index])

    def _draw_candidates(self) -> None:
        assert self.selected is not None
        self._ring(self.selected, GOLD, 4, CELL * 0.5, 15)
        order = [i for i in range(len(self.candidates)) if i != self.index] + [self.index]
        for index in order:
            width = 8 if index == self.index else 5
            self._draw_path(self.candidates[index], _choice(index), width, 4 * index - 4)

    # -- choosing ------------------------------------------------------------------------------
    def click(self, square: int) -> None:
        if self.turn.player is None or self.view is None:
            return
        self.cursor_square = square
        if self.candidates:
            if square == self.candidates[0].path[-1]:
                self.choose(self.candidates[self.index])
                return
            picks = [i for i, m in enumerate(self.candidates) if square in self._own_marks(m)]
            if len(picks) == 1:
                self.index = picks[0]
                self.choose(self.candidates[self.index])
                return
            if picks and self.index not in picks:
                self.index = picks[0]
            if picks:
                self._draw_marks()
                return
            self.candidates = []  # a click elsewhere: back to the piece's targets
        targets = self._targets()
        if square in targets:
            actions = targets[square]
            if len(actions) == 1:
                self.choose(actions[0])
                return
            self.candidates = self._ordered(actions)
            self.index = 0
        elif square in self.options and square != self.selected:
            self.selected = square
        else:
            self.selected = None
        self.hovered = None
        self._draw_marks()

    def hover(self, square: int | None) -> None:
        if self.turn.player is None:
            return
        if self.candidates:
            picks = [i for i, m in enumerate(self.candidates) if square in self._own_marks(m)]
            if len(picks) == 1 and picks[0] != self.index:
                self.index = picks[0]
                self._draw_marks()
        elif self.selected is not None and square != self.hovered:
            self.hovered = square
            self._draw_marks()

    def choose(self, action: Any) -> None:
        """Hand a legal action to the shell (from the board or the panel)."""
        if self.turn.player is None or action not in self.turn.legal:
            return
        self.selected = None
        self.candidates = []
        self.turn = Turn(None, ())
        self._clear_marks()
        self.panel.set_prompt("")
        self.panel.set_paths([], 0)
        self.action_chosen.emit(action)

    def key_press(self, event: QKeyEvent) -> bool:
        if self.turn.player is None:
            return False
        key = event.key()
        if key in KEY_STEPS:
            dr, dc = KEY_STEPS[Qt.Key(key)]
            row, col = B.coords(self.cursor_square)
            row = min(B.ROWS - 1, max(0, row + dr))
            col = min(B.COLS - 1, max(0, col + dc))
            self._move_cursor(B.square(row, col))
            return True
        if key in CONFIRM_KEYS:
            self.cursor.setVisible(True)
            self.click(self.cursor_square)
            return True
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            step = -1 if key == Qt.Key.Key_Backtab else 1
            if self.candidates:
                self.index = (self.index + step) % len(self.candidates)
                self.cursor.setVisible(True)
                self._draw_marks()
                return True
            squares = sorted(self._targets()) or sorted(self.options)
            if not squares:
                return False
            later = [s for s in squares if (s - self.cursor_square) * step > 0]
            self._move_cursor(
                (later[0] if step > 0 else later[-1]) if later else squares[0 if step > 0 else -1]
            )
            return True
        if key == Qt.Key.Key_Escape:
            if self.turn.out_of_turn:
                self.cancelled.emit()
                return True
            if self.candidates:
                self.candidates = []
            elif self.selected is not None:
                self.selected = None
            else:
                return False
            self._draw_marks()
            return True
        return False

    def _move_cursor(self, square: int) -> None:
        self.cursor_square = square
        self.cursor.setVisible(True)
        if self.selected is not None and not self.candidates:
            self.hover(square)
        self._draw_marks()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if (
            watched is self.scene
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
            and self.key_press(event)
        ):
            event.accept()
            return True
        return False

    def out_of_turn_label(self) -> str:
        """Proposing an alliance or giving notice out of turn."""
        return self.tr("Diplomacy")

    def auto_action(self, turn: Turn) -> Any | None:
        """A pass with nothing else to do is announced, not chosen."""
        return turn.legal[0] if list(turn.legal) == [Pass()] else None

    def show_hint(self, action: Any) -> None:
        if isinstance(action, Move | Relocate):
            start = action.path[0] if isinstance(action, Move) else action.piece
            if start not in self.options:
                return
            self.selected = start
            end = action.path[-1] if isinstance(action, Move) else action.to
            candidates = self._ordered(self._targets().get(end, []))
            if len(candidates) > 1 and action in candidates:
                self.candidates = candidates
                self.index = candidates.index(action)
            self.hovered = end
            self.cursor_square = end
            self.cursor.setVisible(True)
            self._draw_marks()
        else:
            self.panel.highlight(action)

    def square_tip(self, square: int) -> str:
        """A tooltip describing a square: its name, terrain and piece."""
        parts = [square_name(square)]
        if square in B.ROCKS:
            parts.append(self.tr("impassable"))
        elif square in B.CASTLE_OWNER and B.CASTLE_OWNER[square] in self.parties:
            seat = self.parties.index(B.CASTLE_OWNER[square])
            parts.append(self.tr("castle of %1").replace("%1", self.who(seat)))
        elif square in B.ZONE_OWNER and B.ZONE_OWNER[square] in self.parties:
            seat = self.parties.index(B.ZONE_OWNER[square])
            parts.append(self.tr("truce zone of %1").replace("%1", self.who(seat)))
            ally = self.view.ally(seat) if self.view is not None else None
            if ally is not None:
                parts.append(self.tr("closed to %1").replace("%1", self.who(ally)))
        owner = self.view.board[square] if self.view is not None else EMPTY
        if owner != EMPTY:
            parts.append(self.tr("piece of %1").replace("%1", self.who(owner)))
        return " · ".join(parts)

    # -- animation -----------------------------------------------------------------------------
    def stop_animations(self) -> bool:
        interrupted = super().stop_animations()
        if interrupted:
            self._clear_pieces()  # pieces stood half way: draw them anew from the view
        return interrupted

    def animate(self, events: Sequence[Event], view: Any, done: Callable[[], None]) -> int:
        if self.speed <= 0 or self.view is None:
            return super().animate(events, view, done)  # no animation: just show it
        self.stop_animations()
        self._clear_marks()
        self.turn = Turn(None, ())
        self.panel.update_view(view, self.turn)
        self.panel.set_prompt("")
        self.panel.set_paths([], 0)
        self._draw_zones(view)
        where = dict(self.pieces)
        plan = _Plan(self.speed)
        for event in events:
            if isinstance(event, Moved):
                self._plan_move(plan, where, event)
            elif isinstance(event, Relocated):
                item = where.pop(event.piece, None)
                if item is not None:
                    plan.fly(item, event.piece, event.to, STEP_MS, jump=False)
                    where[event.to] = item
            elif isinstance(event, Defeated):
                self._plan_defeat(plan, where, event, view)
        if not plan.segments:
            self.show(view, Turn(None, ()))
            done()
            return 0

        def finished() -> None:
            for item in plan.gone:
                self.scene.removeItem(item)
            self.pieces = where
            self.animations = []
            self.show(view, Turn(None, ()))
            done()

        animation = QVariantAnimation()
        animation.setStartValue(0.0)
        animation.setEndValue(float(plan.clock))
        animation.setDuration(max(1, int(plan.clock)))
        animation.valueChanged.connect(plan.run)
        animation.finished.connect(finished)
        self.animations.append(animation)
        animation.start()
        return int(plan.clock)

    def _plan_move(self, plan: _Plan, where: dict[int, QGraphicsSvgItem], event: Moved) -> None:
        item = where.pop(event.path[0], None)
        if item is None:
            return
        item.setZValue(30)
        for a, b in pairwise(event.path):
            (ra, ca), (rb, cb) = B.coords(a), B.coords(b)
            jump = max(abs(ra - rb), abs(ca - cb)) == 2
            start = plan.fly(item, a, b, HOP_MS if jump else STEP_MS, jump)
            over = (a + b) // 2
            if jump and over in event.captured and over in where:
                plan.fade(where.pop(over), start + HOP_MS * plan.speed * 0.5)
        where[event.path[-1]] = item

    def _plan_defeat(
        self, plan: _Plan, where: dict[int, QGraphicsSvgItem], event: Defeated, view: State
    ) -> None:
        start = plan.clock
        if event.reason in ("castle", "lone-fighter"):
            cells = B.CASTLES[view.parties[event.player]]
            flash = QGraphicsRectItem(cell_rect(cells[0]).united(cell_rect(cells[-1])))
            flash.setBrush(QBrush(QColor(230, 40, 30, 170)))
            flash.setPen(QPen(QColor("#ffffff"), 3))
            flash.setZValue(35)
            flash.setOpacity(0)
            self.scene.addItem(flash)
            self.transient.append(flash)
            plan.add(start, FADE_MS * 2, lambda t: flash.setOpacity(math.sin(math.pi * t)))
        for square in event.removed:
            if square in where:
                plan.fade(where.pop(square), start + FADE_MS * plan.speed * 0.5)

    # -- texts ---------------------------------------------------------------------------------
    def status(self, view: State) -> str:
        lines = []
        for seat in range(len(view.parties)):
            if not view.alive[seat]:
                line = self.tr("%1 – %2: defeated")
            else:
                line = self.tr("%1 – %2 – pieces: %3").replace("%3", str(len(view.pieces(seat))))
            lines.append(line.replace("%1", self.name(seat)).replace("%2", self.party_text(seat)))
        pairs = [
            (self.tr("%1 & %2 (small)") if a.kind is Kind.SMALL else self.tr("%1 & %2 (grand)"))
            .replace("%1", self.name(a.members[0]))
            .replace("%2", self.name(a.members[1]))
            for a in view.alliances
        ]
        if pairs:
            lines.append(self.tr("Alliances: %1").replace("%1", "; ".join(pairs)))
        return "\n".join(lines)

    def describe(self, event: Event) -> str | None:
        """A log line; the shell asks for every line again after each move, so they are kept."""
        if event not in self.lines:
            self.lines[event] = self._describe(event)
        return self.lines[event]

    def _describe(self, event: Event) -> str | None:
        if isinstance(event, Moved):
            path = "–".join(square_name(s) for s in event.path)
            text = self.tr("%1: %2").replace("%1", self.who(event.player)).replace("%2", path)
            if event.captured:
                taken = ", ".join(square_name(s) for s in event.captured)
                text = self.tr("%1: %2, captures %3").replace("%3", taken)
                text = text.replace("%1", self.who(event.player)).replace("%2", path)
            return text
        if isinstance(event, Passed):
            return self.tr("%1 cannot move and passes").replace("%1", self.who(event.player))
        if isinstance(event, Proposed):
            text = (
                self.tr("%1 proposes a small alliance to %2")
                if event.kind is Kind.SMALL
                else self.tr("%1 proposes a grand alliance to %2")
            )
            return text.replace("%1", self.who(event.player)).replace("%2", self.who(event.to))
        if isinstance(event, Declined):
            return self.tr("%1 declines").replace("%1", self.who(event.player))
        if isinstance(event, Allied):
            text = (
                self.tr("%1 and %2 form a small alliance")
                if event.kind is Kind.SMALL
                else self.tr("%1 and %2 form a grand alliance")
            )
            a, b = event.members
            return text.replace("%1", self.who(a)).replace("%2", self.who(b))
        if isinstance(event, Relocated):
            return (
                self.tr("%1 puts the piece on %2 outside the truce zone, onto %3")
                .replace("%1", self.who(event.lord))
                .replace("%2", square_name(event.piece))
                .replace("%3", square_name(event.to))
            )
        if isinstance(event, Cancelled):
            return (
                self.tr("%1 gives %2 notice of their small alliance")
                .replace("%1", self.who(event.player))
                .replace("%2", self.who(event.partner))
            )
        if isinstance(event, NoticeNamed):
            return (
                self.tr("%1 asks for %2 moves of notice and takes %2 chips")
                .replace("%1", self.who(event.player))
                .replace("%2", str(event.moves))
            )
        if isinstance(event, ChipReturned):
            return (
                self.tr("%1 returns a notice chip (%2 left)")
                .replace("%1", self.who(event.player))
                .replace("%2", str(event.left))
            )
        if isinstance(event, Betrayed):
            return (
                self.tr("%1 betrays %2 and can never ally again!")
                .replace("%1", self.who(event.traitor))
                .replace("%2", self.who(event.victim))
            )
        if isinstance(event, AllianceEnded):
            reasons = {
                "notice": self.tr("The notice is over: the alliance of %1 and %2 ends"),
                "betrayal": self.tr("The alliance of %1 and %2 is broken"),
                "defeat": self.tr("The alliance of %1 and %2 ends with a defeat"),
                "two-left": self.tr("Only two parties are left: the alliance of %1 and %2 ends"),
            }
            a, b = event.members
            text = reasons.get(event.reason, reasons["defeat"])
            return text.replace("%1", self.who(a)).replace("%2", self.who(b))
        if isinstance(event, Defeated):
            reasons = {
                "castle": self.tr("The castle of %1 has fallen: %1 is defeated"),
                "lone-fighter": self.tr(
                    "The lone fighter has entered the castle of %1: %1 is defeated"
                ),
                "no-pieces": self.tr("%1 has no pieces left and is defeated"),
                "resigned": self.tr("%1 resigns"),
            }
            return reasons.get(event.reason, reasons["castle"]).replace(
                "%1", self.who(event.player)
            )
        if isinstance(event, DrawOffered):
            return self.tr("%1 offers a draw").replace("%1", self.who(event.player))
        if isinstance(event, DrawDeclined):
            return self.tr("%1 declines the draw").replace("%1", self.who(event.player))
        if isinstance(event, GameOver):
            if event.winners:
                names = " & ".join(self.who(p) for p in sorted(event.winners))
                return self.tr("%1 wins the battle!").replace("%1", names)
            if event.reason == "move-limit":
                return self.tr("The move limit is reached: the game ends in a draw")
            return self.tr("The players agree on a draw")
        return None

    def retranslate(self) -> None:
        self.lines = {}
        self.panel.retranslate()
        self._draw_marks()


class _Plan:
    """A timeline of animation segments (start ms, duration ms, step(t in 0..1))."""

    def __init__(self, speed: float) -> None:
        self.speed = speed
        self.clock = 0.0
        self.segments: list[tuple[float, float, Callable[[float], None]]] = []
        self.gone: list[QGraphicsSvgItem] = []

    def add(self, start: float, duration: float, step: Callable[[float], None]) -> None:
        length = duration * self.speed
        self.segments.append((start, length, step))
        self.clock = max(self.clock, start + length)

    def fly(self, item: QGraphicsItem, a: int, b: int, duration: float, jump: bool) -> float:
        """Move `item` from square a to b after everything planned so far; returns the start."""
        start = self.clock
        frm, to = centre(a), centre(b)

        def step(t: float) -> None:
            e = _ease(t)
            lift = math.sin(math.pi * t) * CELL * 0.45 if jump else 0.0
            point = QPointF(frm.x() + (to.x() - frm.x()) * e, frm.y() + (to.y() - frm.y()) * e)
            item.setPos(piece_pos(point - QPointF(0, lift)))
            item.setZValue(30)

        self.add(start, duration, step)
        return start

    def fade(self, item: QGraphicsSvgItem, start: float) -> None:
        self.gone.append(item)
        self.add(start, FADE_MS, lambda t: item.setOpacity(1 - t))

    def run(self, value: Any) -> None:
        now = float(value)
        for start, length, step in self.segments:
            if now >= start:
                step(min(1.0, (now - start) / length) if length > 0 else 1.0)


def create_board(setup: Setup) -> AllianzBoard:
    return AllianzBoard(setup)

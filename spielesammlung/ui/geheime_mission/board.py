"""Geheime Mission on screen: the dice rack, placing a die with its top symbol, scores, missions.

Click a column (or Left/Right and Enter): a ghost die stands on top of it and four symbol tiles
appear above the rack. Hovering a tile (or Up/Down) shows its symbol on the ghost die; a click
on a tile (or Enter, or a second click on the column) places the die; Escape cancels. In
"visor only" the symbol does not matter: a click on a column places at once.
The own mission card stays face down unless its owner holds the button in the side panel.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QRectF, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QKeyEvent, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QWidget,
)

from ...core.protocol import Event, Setup
from ...games.geheime_mission.rules import (
    BLUE,
    RED,
    SYMBOLS,
    TARGET,
    VISOR_POINTS,
    WIDTH,
    GameWon,
    Mission,
    MissionAccomplished,
    Place,
    Placed,
    Reshuffled,
    RoundOver,
    Scored,
    Symbol,
    View,
    VisorRow,
)
from .. import games, svg
from ..board import BoardUi, PointerSurface, Turn
from .panel import MissionPanel
from .rack import (
    PITCH,
    SCENE_H,
    SCENE_W,
    SYMBOL_ART,
    VISOR_ART,
    VX,
    X0,
    Y0,
    CardItem,
    DieItem,
    column_at,
    column_span,
    column_x,
    counts_text,
    footprint,
    front_rect,
    gauge_labels,
    plate_items,
    shadow,
)

COLOURS = (QColor("#e0483e"), QColor("#3d82f0"))
GOLD = QColor("#f2c94c")
PAPER = QColor("#f2efe6")
PANEL_W = 196.0
PANEL_X = (16.0, SCENE_W - 16.0 - PANEL_W)
CARD_W, MIN_CARD_W = 64.0, 46.0  # the mission cards below the rack (shrunk when many)
PILE_MID = 58.0  # half the width kept for the draw pile in the middle
TILE_W, TILE_H, TILE_GAP = 100.0, 108.0, 8.0
DROP_MS, CUE_MS, ROUND_MS = 420, 1200, 1500  # at normal speed
CONFIRM_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


def _font(pixels: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(pixels)
    font.setBold(bold)
    return font


def _text(
    text: str, pixels: int, colour: QColor, bold: bool = False, width: float = 0.0
) -> QGraphicsSimpleTextItem:
    """A text item, elided to `width` when given."""
    font = _font(pixels, bold)
    if width:
        text = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)
    item = QGraphicsSimpleTextItem(text)
    item.setFont(font)
    item.setBrush(colour)
    return item


def _rounded(rect: QRectF, radius: float, fill: QColor, pen: QPen) -> QGraphicsPathItem:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    item = QGraphicsPathItem(path)
    item.setBrush(fill)
    item.setPen(pen)
    return item


class _Tile(QGraphicsRectItem):
    """A symbol button above the rack: hover previews, click places."""

    def __init__(self, board: MissionBoard, symbol: Symbol, rect: QRectF, column: int) -> None:
        super().__init__(rect)
        self.column = column
        self.board = board
        self.symbol = symbol
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(board.symbol_name(symbol))
        self.frame = _rounded(rect, 12, QColor("#ddd5c2"), QPen(QColor("#5b4a2a"), 2))
        self.frame.setParentItem(self)
        icon = svg.item(SYMBOL_ART[symbol], 66)
        icon.setPos(rect.x() + (rect.width() - 66) / 2, rect.y() + 8)
        icon.setParentItem(self)
        label = _text(board.symbol_name(symbol), 13, QColor("#2a2216"), True, rect.width() - 6)
        label.setPos(rect.center().x() - label.boundingRect().width() / 2, rect.bottom() - 28)
        label.setParentItem(self)

    def set_chosen(self, chosen: bool) -> None:
        self.frame.setPen(QPen(GOLD, 5) if chosen else QPen(QColor("#5b4a2a"), 2))
        self.frame.setBrush(QColor("#f7f2e4") if chosen else QColor("#ddd5c2"))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self.board.choose_symbol(self.symbol)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self.board.preview(self.symbol)


class MissionBoard(BoardUi):
    def __init__(self, setup: Setup) -> None:
        super().__init__(setup)
        self.scene.setSceneRect(0, 0, SCENE_W, SCENE_H)
        self.scene.addItem(svg.item("mission-table.svg", SCENE_W))
        for item in plate_items():
            self.scene.addItem(item)
        for label in gauge_labels(_font(18, True)):
            self.scene.addItem(label)
        left, right = column_span(0)[0], column_span(WIDTH - 1)[1]
        self.scene.addItem(
            PointerSurface(
                QRectF(left, 0, right - left, Y0 + 60),
                column_at,
                self.click,
                self.hover,
                self.column_tip,
            )
        )
        self.layers: dict[str, list[QGraphicsItem]] = {}
        self.view: View | None = None
        self.public: View | None = None  # the public view (the shell gives it to status())
        self.turn = Turn(None, ())
        self.open: set[int] = set()  # columns the player may place on
        self.cursor = WIDTH // 2
        self.cursor_visible = False
        self.hovered: int | None = None
        self.selected: int | None = None  # the column whose symbol is being chosen
        self.symbol = SYMBOLS[0]
        self.peeking: tuple[int, Mission] | None = None  # (owner, card) while the button is held
        self.round_note: tuple[int, bool, int | None] | None = None  # (round, full, row maker)
        self.panel = MissionPanel(self)

    # -- names ---------------------------------------------------------------------------------
    def name(self, player: int) -> str:
        return self.setup.players[player]

    def colour_name(self, player: int) -> str:
        return self.tr("Red") if player == 0 else self.tr("Blue")

    def side_text(self, player: int) -> str:
        """The colour with the visor's shape (never colour alone)."""
        return self.tr("red, round visor") if player == 0 else self.tr("blue, square visor")

    def who(self, player: int) -> str:
        return f"{self.name(player)} ({self.colour_name(player)})"

    def symbol_name(self, symbol: Symbol) -> str:
        return games.choice_label(symbol.value)

    def card_text(self, card: Mission) -> str:
        demands = " + ".join(f"{n} × {self.symbol_name(s)}" for n, s in counts_text(card))
        points = (
            self.tr("1 point")
            if card.points == 1
            else self.tr("%1 points").replace("%1", str(card.points))
        )
        return f"{demands} ({points})"

    def points_text(self, scored: Scored) -> str:
        """ "+6 (mission 2 + visor row 3 + bonus 1)": the parts the rules' event names."""
        parts = [
            text.replace("%1", str(value))
            for text, value in (
                (self.tr("mission %1"), scored.mission),
                (self.tr("visor row %1"), scored.row),
                (self.tr("bonus %1"), scored.bonus),
            )
            if value
        ]
        total = f"+{scored.points}"
        return total if len(parts) < 2 else f"{total} ({' + '.join(parts)})"

    def column_tip(self, column: int) -> str:
        """What a column holds, for its tooltip."""
        if self.view is None:
            return ""
        owners = self.view.columns[column]
        text = self.tr("Column %1: %2 of 6 dice").replace("%1", str(column + 1))
        text = text.replace("%2", str(len(owners)))
        top = self.view.tops[column]
        if top is not None:
            text += " · " + self.tr("on top: %1 (%2)").replace("%1", self.symbol_name(top))
            text = text.replace("%2", self.colour_name(owners[-1]))
        return text

    # -- layers of scene items -----------------------------------------------------------------
    def _add(self, layer: str, item: QGraphicsItem, z: float) -> QGraphicsItem:
        item.setZValue(z)
        self.scene.addItem(item)
        self.layers.setdefault(layer, []).append(item)
        return item

    def _clear(self, *layers: str) -> None:
        for layer in layers:
            for item in self.layers.pop(layer, []):
                self.scene.removeItem(item)

    # -- showing -------------------------------------------------------------------------------
    def show(self, view: View, turn: Turn) -> None:
        self.stop_animations()
        self.view = view
        self.turn = turn
        self.open = {a.column for a in turn.legal if isinstance(a, Place)}
        self.selected = None
        self.peeking = None
        if view.visor_only and turn.player is not None:
            self.symbol = SYMBOLS[sum(map(len, view.columns)) % len(SYMBOLS)]
        self._draw()

    def status(self, view: View) -> str:
        """Score and supplies; the public view it gets also draws the revealed missions."""
        self.public = view
        self._draw_pile()
        lines = [
            self.tr("Round %1 · opened by %2")
            .replace("%1", str(view.round))
            .replace("%2", self.colour_name(view.opener))
        ]
        for player in range(2):
            lines.append(
                self.tr("%1 – %2: %3 of %4 points, %5 dice left")
                .replace("%1", self.name(player))
                .replace("%2", self.side_text(player))
                .replace("%3", str(view.scores[player]))
                .replace("%4", str(TARGET))
                .replace("%5", str(view.supply[player]))
            )
        if not view.visor_only:
            lines.append(self.tr("Cards in the draw pile: %1").replace("%1", str(view.deck_size)))
        return "\n".join(lines)

    def side_panel(self) -> QWidget:
        return self.panel

    def _draw(self) -> None:
        view = self.view
        if view is None:
            return
        self._draw_dice(view)
        self._draw_players(view)
        self._draw_banner(view)
        self._draw_marks()
        self._draw_pile()
        self.panel.set_state(
            self.turn.player is not None, not view.visor_only, view.winner is not None
        )
        self.panel.set_secret(
            self.tr("Your mission: %1").replace("%1", self.card_text(self.peeking[1]))
            if self.peeking
            else ""
        )
        self.panel.prompt.setText(self._prompt(view))

    def _prompt(self, view: View) -> str:
        if view.winner is not None:
            return self.tr("The game is over.")
        if self.turn.player is None:
            return ""
        if view.visor_only:
            return self.tr("Click a column to place your die (or Left/Right and Enter).")
        if self.selected is None:
            return self.tr("Click a column for your die (or Left/Right and Enter).")
        return self.tr(
            "Choose the symbol on top: click a tile (or Up/Down and Enter). Escape cancels."
        )

    def _draw_dice(self, view: View) -> None:
        self._clear("dice")
        for column, owners in enumerate(view.columns):
            if owners:
                box = footprint(column, 18).boundingRect()
                self._add("dice", shadow(box.translated(12, -4), 0.7), 5)
            for level, owner in enumerate(owners):
                top = view.tops[column] if level == len(owners) - 1 else None
                self._add("dice", DieItem(owner, column, level, top), 10 + level)

    def _draw_players(self, view: View) -> None:
        self._clear("players")
        for player in range(2):
            self._draw_player(view, player)

    def _draw_player(self, view: View, player: int) -> None:
        x = PANEL_X[player]
        on_turn = view.to_move == player and view.winner is None
        won = view.winner == player
        edge = QPen(
            COLOURS[player] if on_turn or won else QColor(255, 255, 255, 45),
            4 if on_turn or won else 1.5,
        )
        self._add(
            "players",
            _rounded(QRectF(x, 16, PANEL_W, SCENE_H - 32), 14, QColor(8, 12, 18, 150), edge),
            2,
        )
        emblem = svg.item(VISOR_ART[player], 46)
        emblem.setPos(x + 12, 28)
        self._add("players", emblem, 3)
        name = _text(self.name(player), 21, PAPER, True, PANEL_W - 78)
        name.setPos(x + 66, 36)
        self._add("players", name, 3)
        side = _text(self.side_text(player), 13, QColor("#c9c3b3"), False, PANEL_W - 28)
        side.setPos(x + 14, 80)
        self._add("players", side, 3)
        caption = _text(self.tr("Points"), 14, QColor("#c9c3b3"), True)
        caption.setPos(x + 14, 106)
        self._add("players", caption, 3)
        score = _text(str(view.scores[player]), 56, PAPER, True)
        score.setPos(x + 12, 120)
        self._add("players", score, 3)
        goal = _text(f"/ {TARGET}", 26, QColor("#c9c3b3"), True)
        goal.setPos(x + 20 + score.boundingRect().width(), 146)
        self._add("players", goal, 3)
        if on_turn or won:
            label = "★ " + self.tr("Winner") if won else "▶ " + self.tr("To move")
            pill = _rounded(
                QRectF(x + 12, 194, PANEL_W - 24, 32), 16, COLOURS[player], QPen(Qt.PenStyle.NoPen)
            )
            self._add("players", pill, 3)
            text = _text(label, 17, QColor("#ffffff"), True, PANEL_W - 40)
            text.setPos(x + 26, 200)
            self._add("players", text, 4)
        inner = player == 0  # the track sits on the side towards the rack
        track_x = x + PANEL_W - 60 if inner else x + 12
        stuff_x = x + 12 if inner else x + 72
        top = 242
        self._draw_track(view.scores[player], player, track_x, top)
        if not view.visor_only and view.winner is None:
            self._draw_card_slot(player, stuff_x, top)
            top += 204
        self._draw_supply(view.supply[player], player, stuff_x, top)

    def _draw_track(self, score: int, player: int, x: float, y: float) -> None:
        track = svg.item("mission-track.svg", 48)
        track.setPos(x, y)
        self._add("players", track, 3)
        for value in range(TARGET + 1):
            top = y + 4 + 30 * (TARGET - value)
            number = _text(str(value), 14, QColor("#d9d3c3"), value in (0, TARGET))
            number.setPos(x + 24 - number.boundingRect().width() / 2, top + 5)
            self._add("players", number, 4)
        marker = svg.item(VISOR_ART[player], 34)
        marker.setPos(x + 7, y + 4 + 30 * (TARGET - min(score, TARGET)) - 4)
        self._add("players", marker, 5)

    def _draw_card_slot(self, player: int, x: float, y: float) -> None:
        caption = _text(self.tr("Mission"), 14, QColor("#c9c3b3"), True, 110)
        caption.setPos(x, y)
        self._add("players", caption, 3)
        shown = self.peeking[1] if self.peeking and self.peeking[0] == player else None
        card = CardItem(shown, 110)
        card.setPos(x, y + 22)
        self._add("players", card, 4)
        if shown is not None:
            glow = _rounded(
                card.sceneBoundingRect().adjusted(-4, -4, 4, 4),
                12,
                QColor(0, 0, 0, 0),
                QPen(GOLD, 4),
            )
            self._add("players", glow, 5)

    def _draw_supply(self, count: int, player: int, x: float, y: float) -> None:
        caption = _text(self.tr("Dice left"), 14, QColor("#c9c3b3"), True, 110)
        caption.setPos(x, y)
        self._add("players", caption, 3)
        for index, (dx, dy) in enumerate(((0, 34), (34, 34), (17, 0))):
            if index < count:
                die = svg.item(VISOR_ART[player], 34)
                die.setPos(x + dx, y + 26 + dy)
                self._add("players", die, 4)
        number = _text(f"× {count}", 30, PAPER, True)
        number.setPos(x + 2, y + 100)
        self._add("players", number, 4)

    def _draw_pile(self) -> None:
        """Round, draw pile and each player's discarded missions below the rack (public view)."""
        self._clear("pile")
        view = self.public  # the screen's view may hold the viewer's own face-down discards
        if view is None:
            return
        left = X0 - 10
        title = _text(
            self.tr("Round %1 · opened by %2")
            .replace("%1", str(view.round))
            .replace("%2", self.who(view.opener)),
            20,
            PAPER,
            True,
            760,
        )
        title.setPos(left, 772)
        self._add("pile", title, 3)
        if view.visor_only:
            hint = _text(self.tr("Visor only: line up four of your visors."), 18, QColor("#c9c3b3"))
            hint.setPos(left, 804)
            self._add("pile", hint, 3)
            return
        label = _text(self.tr("Draw pile"), 13, QColor("#c9c3b3"), False, 2 * PILE_MID)
        label.setPos(VX - label.boundingRect().width() / 2, 804)
        self._add("pile", label, 3)
        deck = CardItem(None, CARD_W)
        deck.setPos(VX - CARD_W / 2 - 12, 826)
        deck.setToolTip(self.tr("Cards in the draw pile: %1").replace("%1", str(view.deck_size)))
        self._add("pile", deck, 3)
        count = _text(str(view.deck_size), 22, PAPER, True)
        count.setPos(VX + CARD_W / 2 - 6, 858)
        self._add("pile", count, 3)
        for player in range(2):
            self._draw_missions(view, player)

    def _draw_missions(self, view: View, player: int) -> None:
        """A player's fulfilled (face-up) and face-down discarded missions on his side."""
        mine = [d for d in view.discard if d.owner == player]
        revealed = [d.card for d in mine if d.revealed and d.card is not None]
        hidden = sum(not d.revealed for d in mine)
        right = player == 1  # Blue's cards start at the right, beside Blue's panel
        edge = 2 * VX - X0 + 10 if right else X0 - 10
        width = VX - PILE_MID - (X0 - 10)
        tint = QColor(COLOURS[player])
        tint.setAlpha(40)
        area = QRectF(edge - width if right else edge, 796, width, 134).adjusted(-6, 0, 6, 0)
        self._add("pile", _rounded(area, 10, tint, QPen(Qt.PenStyle.NoPen)), 2)
        edge += -4 if right else 4

        def place(item: QGraphicsItem, offset: float, y: float, z: float = 3) -> None:
            """Put `item` `offset` in from this side's outer edge (cards run inwards)."""
            size = item.boundingRect().width()
            item.setPos(edge - offset - size if right else edge + offset, y)
            self._add("pile", item, z)

        parts = [self.tr("fulfilled: %1").replace("%1", str(len(revealed)))]
        if hidden:
            parts.append(self.tr("face down: %1").replace("%1", str(hidden)))
        emblem = svg.item(VISOR_ART[player], 22)
        counts = _text(" · ".join(parts), 13, QColor("#c9c3b3"))
        name_room = max(60.0, width - 44 - counts.boundingRect().width())
        name = _text(self.name(player), 16, COLOURS[player].lighter(130), True, name_room)
        name_w = name.boundingRect().width()
        caption = 36 + name_w + counts.boundingRect().width()
        x = edge - caption if right else edge  # read left to right on both sides
        for item, dx, y in ((emblem, 0, 800), (name, 28, 801), (counts, 36 + name_w, 805)):
            item.setPos(x + dx, y)
            self._add("pile", item, 3)
        count = len(revealed) + bool(hidden)  # the face-down cards lie as one small pile
        room = width - 8 - (12 if hidden else 0)
        card_w = max(MIN_CARD_W, min(CARD_W, (room + 8) / max(1, count) - 8))
        room -= card_w + 8 if hidden else 0
        step = min(card_w + 8, (room - card_w) / max(1, len(revealed) - 1))
        for index, card in enumerate(revealed):  # crowded cards overlap, left parts showing
            face = CardItem(card, card_w)
            face.setToolTip(self.card_text(card))
            place(face, index * step, 832, 3 + (-1 if right else 1) * index / 100)
        if hidden:
            tip = (
                self.tr("Unfinished missions of %1, discarded face down: %2")
                .replace("%1", self.name(player))
                .replace("%2", str(hidden))
            )
            start = len(revealed) and (len(revealed) - 1) * step + card_w + 12
            for layer in range(min(hidden, 3)):  # up to three cards thick
                back = CardItem(None, card_w)
                back.setToolTip(tip)
                place(back, start + 4 * layer, 832 - 4 * layer, 3 + layer / 100)

    def _banner(
        self, layer: str, title: str, text: str, card: Mission | None = None, top: bool = True
    ) -> None:
        """A message above the rack (`top`, where the highest dice end) or over its middle."""
        rect = QRectF(VX - 330, 8, 660, 110) if top else QRectF(VX - 330, 250, 660, 150)
        box = _rounded(rect, 18, QColor(14, 20, 28, 235), QPen(GOLD, 3))
        box.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._add(layer, box, 80)
        left = rect.left() + 28
        if card is not None:
            item = CardItem(card, 66)
            item.setPos(rect.left() + 14, rect.top() + 8)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self._add(layer, item, 81)
            left += 66
        width = rect.right() - 24 - left
        size = 36
        while size > 20 and QFontMetricsF(_font(size, True)).horizontalAdvance(title) > width:
            size -= 2
        heading = _text(title, size, GOLD, True, width)
        heading.setPos(left, rect.top() + (12 if top else 24))
        self._add(layer, heading, 81)
        size = 20  # a long line (a score with its parts) shrinks before it is cut off
        while size > 15 and QFontMetricsF(_font(size)).horizontalAdvance(text) > width:
            size -= 1
        line = _text(text, size, PAPER, False, width)
        line.setPos(left, rect.top() + (66 if top else 92))
        self._add(layer, line, 81)

    def _draw_banner(self, view: View) -> None:
        self._clear("banner")
        if view.winner is not None:
            scores = view.scores
            self._banner(
                "banner",
                self.tr("%1 wins!").replace("%1", self.name(view.winner)),
                self.tr("%1 : %2 points")
                .replace("%1", str(scores[0]))
                .replace("%2", str(scores[1])),
            )
        elif view.round == 1 and sum(map(len, view.columns)) < 2:
            title = (  # the seats were drawn by lot (or swapped by "play again"): say who is red
                self.tr("%1 plays red, %2 plays blue")
                .replace("%1", self.name(RED))
                .replace("%2", self.name(BLUE))
            )
            self._banner("banner", title, self._round_text(view), top=False)
        elif view.round > 1 and sum(map(len, view.columns)) < 2:
            title = self.tr("Round %1").replace("%1", str(view.round))
            self._banner("banner", title, self._round_text(view), top=False)

    def _round_text(self, view: View) -> str:
        opens = self.tr("%1 opens.").replace("%1", self.who(view.opener))
        note = self.round_note
        if note is None or note[0] != view.round:
            return opens
        if note[1]:
            return self.tr("The rack was full.") + " " + opens
        assert note[2] is not None
        return self.tr("%1 lined up four visors.").replace("%1", self.name(note[2])) + " " + opens

    # -- marks: cursor, ghost die, symbol tiles ------------------------------------------------
    def _target(self) -> int | None:
        if self.turn.player is None:
            return None
        for column in (self.selected, self.hovered, self.cursor if self.cursor_visible else None):
            if column is not None and column in self.open:
                return column
        return None

    def _draw_marks(self) -> None:
        self._clear("marks")
        view, player = self.view, self.turn.player
        column = self._target()
        if view is None or player is None or column is None:
            self._clear("tiles")
        if self.cursor_visible and player is not None:
            left, right = column_span(self.cursor)
            cursor = QGraphicsRectItem(QRectF(left + 3, 124, right - left - 6, Y0 + 4 - 124))
            cursor.setPen(QPen(QColor("#ffffff"), 3, Qt.PenStyle.DashLine))
            self._add("marks", cursor, 41)
        if view is None or player is None or column is None:
            return
        left, right = column_span(column)
        beam = QGraphicsRectItem(QRectF(left + 4, 124, right - left - 8, Y0 - 124))
        beam.setBrush(QColor(255, 255, 255, 22))
        beam.setPen(QPen(Qt.PenStyle.NoPen))
        self._add("marks", beam, 6)
        level = len(view.columns[column])
        ghost = DieItem(player, column, level, self.symbol)
        ghost.setOpacity(0.8 if self.selected is not None else 0.5)
        self._add("marks", ghost, 40)
        outline = QGraphicsRectItem(front_rect(column, level).adjusted(-3, -3, 3, 3))
        outline.setPen(QPen(GOLD, 3, Qt.PenStyle.DashLine))
        self._add("marks", outline, 41)
        self._draw_tiles(column if self.selected is not None and not view.visor_only else None)

    def _draw_tiles(self, column: int | None) -> None:
        """The symbol tiles of the selected column (kept while only the preview changes)."""
        current = [i for i in self.layers.get("tiles", []) if isinstance(i, _Tile)]
        if column is None or not current or current[0].column != column:
            self._clear("tiles")
            current = []
        if column is not None and not current:
            width = 4 * TILE_W + 3 * TILE_GAP
            left = min(max(column_x(column) - width / 2, X0 - 30), X0 + WIDTH * PITCH + 30 - width)
            for index, symbol in enumerate(SYMBOLS):
                rect = QRectF(left + index * (TILE_W + TILE_GAP), 10, TILE_W, TILE_H)
                current.append(_Tile(self, symbol, rect, column))
                self._add("tiles", current[-1], 60)
        for tile in current:
            tile.set_chosen(tile.symbol == self.symbol)

    # -- choosing ------------------------------------------------------------------------------
    def click(self, column: int) -> None:
        if self.turn.player is None or column not in self.open or self.view is None:
            return
        self.cursor = column
        if self.view.visor_only or self.selected == column:
            self._place(column, self.symbol)
            return
        self.selected = column
        self._draw_marks()
        self.panel.prompt.setText(self._prompt(self.view))

    def hover(self, column: int | None) -> None:
        if column != self.hovered:
            self.hovered = column
            if self.turn.player is not None:
                self._draw_marks()

    def preview(self, symbol: Symbol) -> None:
        if symbol != self.symbol:
            self.symbol = symbol
            self._draw_marks()

    def choose_symbol(self, symbol: Symbol) -> None:
        if self.selected is not None:
            self._place(self.selected, symbol)

    def _place(self, column: int, symbol: Symbol) -> None:
        action = Place(column, symbol)
        if action not in self.turn.legal:
            return
        self.symbol = symbol
        self.selected = None
        self.turn = Turn(None, ())
        self.open = set()
        self._clear("marks", "tiles")
        self.action_chosen.emit(action)

    def key_press(self, event: QKeyEvent) -> bool:
        """Left/Right (or 1-7) pick a column, Up/Down the symbol, Enter chooses, Escape cancels."""
        view = self.view
        if self.turn.player is None or view is None or not self.open:
            return False
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            column = self.cursor + step
            while 0 <= column < WIDTH and column not in self.open:
                column += step
            if 0 <= column < WIDTH:
                self.cursor = column
                if self.selected is not None:
                    self.selected = column
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            step = 1 if key == Qt.Key.Key_Down else -1
            self.symbol = SYMBOLS[(SYMBOLS.index(self.symbol) + step) % len(SYMBOLS)]
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_7:
            self.cursor = int(key - Qt.Key.Key_1)
        elif key in CONFIRM_KEYS:
            if self.selected is not None or view.visor_only:
                self._place(self.cursor, self.symbol)
                return True
            if self.cursor in self.open:
                self.selected = self.cursor
        elif key == Qt.Key.Key_Escape and self.selected is not None:
            self.selected = None
        else:
            return False
        self.cursor_visible = True
        self._draw_marks()
        self.panel.prompt.setText(self._prompt(view))
        return True

    def show_hint(self, action: Any) -> None:
        if not isinstance(action, Place) or action.column not in self.open or self.view is None:
            return
        self.cursor = action.column
        self.cursor_visible = True
        self.symbol = action.symbol
        if not self.view.visor_only:
            self.selected = action.column
        self._draw_marks()
        self.panel.prompt.setText(self._prompt(self.view))

    # -- the own mission, while held -----------------------------------------------------------
    def reveal_own(self, on: bool) -> None:
        """Show the mission card of the human on turn while the button is held."""
        self.peeking = None
        own = self.peek() if on else None
        if isinstance(own, View) and own.to_move is not None:
            card = own.cards[own.to_move]
            if card is not None:
                self.peeking = (own.to_move, card)
        if self.view is not None:
            self._draw()

    def ask_play_again(self) -> None:
        """A new game with the colours swapped (red was the advantage), after this click."""
        QTimer.singleShot(0, lambda: self.play_again.emit((1, 0)))

    # -- animation -----------------------------------------------------------------------------
    def stop_animations(self) -> bool:
        interrupted = super().stop_animations()
        self._clear("cue", "falling")
        return interrupted

    def _run(
        self, phases: list[tuple[int, Callable[[float], None]]], done: Callable[[], None]
    ) -> None:
        """Plays the phases one after another; each is called with t from 0 to 1 (once with 1)."""
        if not phases:
            done()
            return
        duration, step = phases[0]
        ended = False

        def value(t: float) -> None:
            nonlocal ended
            if not ended:
                ended = t >= 1.0
                step(t)

        def finished() -> None:
            value(1.0)
            self._run(phases[1:], done)

        animation = QVariantAnimation()
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(max(1, duration))
        animation.valueChanged.connect(lambda v: value(float(v)))
        animation.finished.connect(finished)
        self.animations = [animation]
        animation.start()

    def animate(self, events: Sequence[Event], view: Any, done: Callable[[], None]) -> int:
        over = next((e for e in events if isinstance(e, RoundOver)), None)
        row = next((e for e in events if isinstance(e, VisorRow)), None)
        if over is not None:
            self.round_note = (view.round, over.full_rack, row.player if row else None)
        placed = next((e for e in events if isinstance(e, Placed)), None)
        before = self.view
        if self.speed <= 0 or placed is None or before is None:
            return super().animate(events, view, done)  # no animation: just show it
        self.stop_animations()
        self.turn, self.open, self.selected, self.peeking = Turn(None, ()), set(), None, None
        self._clear("marks", "tiles")
        columns = list(before.columns)
        level = len(columns[placed.column])
        columns[placed.column] = (*columns[placed.column], placed.player)
        tops = list(before.tops)
        tops[placed.column] = placed.symbol
        supply = list(before.supply)
        supply[placed.player] -= 1
        after = replace(
            before,
            columns=tuple(columns),
            tops=tuple(tops),
            supply=(supply[0], supply[1]),
            scores=view.scores,
            to_move=None,
        )
        die = DieItem(placed.player, placed.column, level, placed.symbol)
        self._add("falling", die, 45)
        height = front_rect(placed.column, level).bottom() + 20
        drop_ms = int(DROP_MS * self.speed * (0.6 + 0.4 * height / Y0))

        def drop(t: float) -> None:
            die.setY(-height * (1 - t * t))
            if t >= 1.0 and self.layers.get("falling"):
                self._clear("falling")
                self.view = after
                self._draw_dice(after)
                self._draw_players(after)

        phases: list[tuple[int, Callable[[float], None]]] = [(drop_ms, drop)]
        mission = next((e for e in events if isinstance(e, MissionAccomplished)), None)
        if mission is not None or row is not None:
            phases.append((int(CUE_MS * self.speed), self._cue(mission, row, events)))
        if over is not None:
            phases.append((int(ROUND_MS * self.speed), self._round_cue(view)))

        def finish() -> None:
            self._clear("cue")
            self.show(view, Turn(None, ()))
            done()

        self._run(phases, finish)
        return sum(duration for duration, _ in phases)

    def _cue(
        self, mission: MissionAccomplished | None, row: VisorRow | None, events: Sequence[Event]
    ) -> Callable[[float], None]:
        """Highlights the visor row and announces the mission and the points."""
        scored = next(e for e in events if isinstance(e, Scored))  # a mission or row scores
        player = scored.player
        if mission and row:
            title = self.tr("Secret mission and in the centre of the visor!")
        elif mission:
            title = self.tr("Secret mission!")
        else:
            title = self.tr("In the centre of the visor!")
        text = (
            self.tr("%1 %2 → %3 of %4 points")
            .replace("%1", self.name(player))
            .replace("%2", self.points_text(scored))
            .replace("%3", str(scored.total))
            .replace("%4", str(TARGET))
        )

        def step(t: float) -> None:
            if "cue" not in self.layers:
                for column, level in row.cells if row else ():
                    rect = front_rect(column, level).adjusted(-4, -4, 4, 4)
                    glow = _rounded(
                        rect, 14, QColor(0, 0, 0, 0), QPen(QColor(242, 201, 76, 110), 14)
                    )
                    self._add("cue", glow, 70)
                    ring = _rounded(rect, 14, QColor(0, 0, 0, 0), QPen(GOLD, 5))
                    self._add("cue", ring, 71)
                self._banner("cue", title, text, mission.card if mission else None)
            for item in self.layers["cue"]:
                item.setOpacity(min(1.0, 4 * t, 4 * (1 - t) + 0.3))
            if t >= 1.0:
                self._clear("cue")

        return step

    def _round_cue(self, view: View) -> Callable[[float], None]:
        """The new round announced over the last rack of the old one."""

        def step(t: float) -> None:
            if "cue" not in self.layers:
                self._banner(
                    "cue",
                    self.tr("Round %1").replace("%1", str(view.round)),
                    self._round_text(view),
                )
            if t >= 1.0:
                self._clear("cue")

        return step

    # -- texts ---------------------------------------------------------------------------------
    def describe(self, event: Event) -> str | None:
        if isinstance(event, Placed):
            return (
                self.tr("%1: column %2, %3 on top")
                .replace("%1", self.name(event.player))
                .replace("%2", str(event.column + 1))
                .replace("%3", self.symbol_name(event.symbol))
            )
        if isinstance(event, MissionAccomplished):
            return (
                self.tr("Secret mission! %1: %2")
                .replace("%1", self.name(event.player))
                .replace("%2", self.card_text(event.card))
            )
        if isinstance(event, VisorRow):
            return (
                self.tr("In the centre of the visor! %1 lines up four visors (+%2)")
                .replace("%1", self.name(event.player))
                .replace("%2", str(VISOR_POINTS))
            )
        if isinstance(event, Scored):
            return (
                self.tr("%1: %2, total %3")
                .replace("%1", self.name(event.player))
                .replace("%2", self.points_text(event))
                .replace("%3", str(event.total))
            )
        if isinstance(event, Reshuffled):
            return self.tr("The draw pile is empty: the %1 discarded cards are shuffled").replace(
                "%1", str(event.cards)
            )
        if isinstance(event, RoundOver):
            over = (
                self.tr("Round over: the rack is full.")
                if event.full_rack
                else self.tr("Round over.")
            )
            opens = (
                self.tr("%1 opens the next round.")
                if self.setup.options.get("visor_only")
                else self.tr("Unfinished missions are discarded; %1 opens the next round.")
            )
            return over + " " + opens.replace("%1", self.who(event.opener))
        if isinstance(event, GameWon):
            return (
                self.tr("%1 wins %2 : %3!")
                .replace("%1", self.name(event.player))
                .replace("%2", str(event.scores[0]))
                .replace("%3", str(event.scores[1]))
            )
        return None  # a drawn card is secret

    def retranslate(self) -> None:
        self.panel.retranslate()
        self._draw()


def create_board(setup: Setup) -> MissionBoard:
    return MissionBoard(setup)

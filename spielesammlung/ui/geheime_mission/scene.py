"""The Geheime Mission table in the scene, built from a view and kept up to date.

The table, the plate and the gauge never change: they are the board's backdrop (`backdrop`),
painted once per view size into the view's background. Other items live in named layers. The
dice are kept by place (column, level) and replaced only when their owner or top symbol
changes; the players' panels, the pile and the banner are rebuilt only when what they show
changed. The marks (cursor, ghost die, symbol tiles) follow the player's choice.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from ...games.geheime_mission.rules import SYMBOLS, TARGET, Mission, Symbol, View
from .. import svg
from ..focus import FocusRing
from ..last_move import LastMove
from ..paint import fitted_size, font, rounded_item, text_item, wrap_lines
from .art import (
    COLOURS,
    GOLD,
    MUTED,
    PAPER,
    VISOR_ART,
    CardItem,
    DieItem,
    Tile,
    gauge_labels,
    plate_items,
    shadow,
)
from .layout import (
    CARD_W,
    CURSOR_TOP,
    MIN_CARD_W,
    MIN_TEXT,
    PANEL_W,
    PANEL_X,
    PILE_MID,
    SCENE_H,
    SCENE_W,
    VX,
    X0,
    Y0,
    banner_rect,
    column_span,
    footprint,
    front_rect,
    tile_rects,
    top_quad,
)
from .texts import MissionTexts, RoundNote

#: the items of the layers that are costly to paint on every repaint (texts, panels) and stay
#: as they are until their layer is drawn anew: each keeps its picture in Qt's pixmap cache
STILL = (QGraphicsSimpleTextItem, QGraphicsPathItem)


def _bottom(item: QGraphicsItem) -> float:
    return item.y() + item.boundingRect().height()


@dataclass(frozen=True)
class Marks:
    """The player's choice on the rack: the column aimed at, the die's symbol, the cursor."""

    player: int | None
    column: int | None  # the column the ghost die stands on
    symbol: Symbol
    selected: bool  # the column is chosen; the symbol tiles are up (not in visor-only games)
    cursor: int | None  # the keyboard cursor's column, None while hidden


class MissionTable:
    def __init__(self, scene: QGraphicsScene, texts: MissionTexts) -> None:
        self.scene, self.texts = scene, texts
        scene.setSceneRect(0, 0, SCENE_W, SCENE_H)
        #: the static table, plate and gauge: the board's backdrop (painted once per view size)
        self.backdrop = [svg.item("mission-table.svg", SCENE_W), *plate_items(), *gauge_labels()]
        self.layers: dict[str, list[QGraphicsItem]] = {}
        self.drawn: dict[str, Hashable] = {}  # layer -> what it shows, to skip same redraws
        self.dice: dict[tuple[int, int], DieItem] = {}
        self.last = LastMove(scene, 4, 16)  # a frame round the die placed last
        self.marks: dict[str, QGraphicsItem] = {}  # the marks of the choice, by name
        #: the symbol tiles call these: choose(symbol), preview(symbol)
        self.choose: Callable[[Symbol], None] = lambda symbol: None
        self.preview: Callable[[Symbol], None] = lambda symbol: None
        self.smallest = 0.0  # the text size that is 11 px on screen (BoardUi.view_scaled)

    def text(
        self, words: str, pixels: float, colour: QColor, bold: bool = False, width: float = 0.0
    ) -> QGraphicsSimpleTextItem:
        """A text item, never smaller than MIN_TEXT nor 11 px on screen."""
        return text_item(words, max(pixels, MIN_TEXT, self.smallest), colour, bold, width)

    def lines(
        self, words: str, pixels: float, colour: QColor, bold: bool, width: float
    ) -> QGraphicsSimpleTextItem:
        """A text item broken into lines `width` wide (at a large text size: more lines)."""
        size = max(pixels, MIN_TEXT, self.smallest)
        return text_item(wrap_lines(words, font(size, bold), width), size, colour, bold)

    # -- layers --------------------------------------------------------------------------------
    def add(self, layer: str, item: QGraphicsItem, z: float) -> QGraphicsItem:
        if isinstance(item, STILL):  # drawn anew only when the view's scale changes
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        item.setZValue(z)
        self.scene.addItem(item)
        self.layers.setdefault(layer, []).append(item)
        return item

    def clear(self, *layers: str) -> None:
        for layer in layers:
            self.drawn.pop(layer, None)
            if layer == "marks":
                self.marks.clear()
            for item in self.layers.pop(layer, []):
                self.scene.removeItem(item)

    def forget(self) -> None:
        """Draw every layer anew on its next showing (the language changed)."""
        self.drawn.clear()

    def _fresh(self, layer: str, shows: Hashable) -> bool:
        """True when `layer` must be drawn anew to show `shows` (it was then cleared)."""
        if layer in self.layers and self.drawn.get(layer) == shows:
            return False
        self.clear(layer)
        self.drawn[layer] = shows
        return True

    # -- the dice ------------------------------------------------------------------------------
    def show_dice(self, view: View) -> None:
        """The dice of `view`: a die whose owner and top symbol stay is kept."""
        if not self._fresh("dice", (view.columns, view.tops)):
            return
        wanted: dict[tuple[int, int], tuple[int, Symbol | None]] = {}
        for column, owners in enumerate(view.columns):
            if owners:
                box = footprint(column, 18).boundingRect()
                self.add("dice", shadow(box.translated(12, -4), 0.7), 5)
            for level, owner in enumerate(owners):
                top = view.tops[column] if level == len(owners) - 1 else None
                wanted[(column, level)] = (owner, top)
        for place, die in list(self.dice.items()):
            if wanted.get(place) != (die.owner, die.symbol):
                self.scene.removeItem(die)
                del self.dice[place]
        for (column, level), (owner, top) in wanted.items():
            if (column, level) not in self.dice:
                self.dice[(column, level)] = DieItem(owner, column, level, top)
                self.scene.addItem(self.dice[(column, level)])

    def show_last(self, view: View) -> None:
        """Frame the die placed last (none at the start of a round)."""
        if view.last is None:
            self.last.show(())
            return
        column, level = view.last
        die = front_rect(column, level).united(top_quad(column, level).boundingRect())
        self.last.show([(column, "placed", die)])

    # -- the players' panels (stacked by the heights of their texts) ----------------------------
    def show_players(self, view: View, peeking: tuple[int, Mission] | None) -> None:
        shows = (
            view.scores,
            view.supply,
            view.to_move,
            view.winner,
            view.visor_only,
            peeking,
            view.cards,
        )
        if self._fresh("players", shows):
            for player in range(2):
                self._player(view, player, peeking)

    def _player(self, view: View, player: int, peeking: tuple[int, Mission] | None) -> None:
        add, words = self.add, self.texts
        x = PANEL_X[player]
        on_turn = view.to_move == player and view.winner is None
        won = view.winner == player
        edge = QPen(
            COLOURS[player] if on_turn or won else QColor(255, 255, 255, 45),
            4 if on_turn or won else 1.5,
        )
        add(
            "players",
            rounded_item(QRectF(x, 16, PANEL_W, SCENE_H - 32), 14, QColor(8, 12, 18, 150), edge),
            2,
        )
        emblem = svg.item(VISOR_ART[player], 46)
        emblem.setPos(x + 12, 28)
        add("players", emblem, 3)
        name = self.lines(words.name(player), 21, PAPER, True, PANEL_W - 78)
        name.setPos(x + 66, 36)
        add("players", name, 3)
        side = self.lines(words.side_text(player), MIN_TEXT, MUTED, False, PANEL_W - 28)
        side.setPos(x + 14, max(80.0, name.y() + self._tallest(words.name, 21, True, 78) + 2))
        add("players", side, 3)
        caption = self.text(words.points(), MIN_TEXT, MUTED, True)
        tallest = self._tallest(words.side_text, MIN_TEXT, False, 28)  # both panels alike
        caption.setPos(x + 14, side.y() + tallest + 2)
        add("players", caption, 3)
        score = self.text(str(view.scores[player]), 56, PAPER, True)
        score.setPos(x + 12, _bottom(caption) - 8)
        add("players", score, 3)
        goal = self.text(f"/ {TARGET}", 26, MUTED, True)
        rise = QFontMetricsF(score.font()).ascent() - QFontMetricsF(goal.font()).ascent()
        goal.setPos(x + 20 + score.boundingRect().width(), score.y() + rise)  # on one baseline
        add("players", goal, 3)
        badge = self.lines(words.badge(won), 17, QColor("#ffffff"), True, PANEL_W - 40)
        if "…" in badge.text():  # a long word at a large text size: regular, not bold
            badge = self.lines(words.badge(won), 17, QColor("#ffffff"), False, PANEL_W - 40)
        pill = QRectF(x + 12, _bottom(score) + 8, PANEL_W - 24, badge.boundingRect().height() + 8)
        if on_turn or won:  # (its room is kept while the other player moves)
            add("players", rounded_item(pill, 16, COLOURS[player], QPen(Qt.PenStyle.NoPen)), 3)
            badge.setPos(x + 26, pill.top() + 4)
            add("players", badge, 4)
        inner = player == 0  # the track sits on the side towards the rack
        track_x = x + PANEL_W - 60 if inner else x + 12
        stuff_x = x + 12 if inner else x + 72
        top = max(242.0, pill.bottom() + 16)
        playing = not view.visor_only and view.winner is None
        if playing:
            caption = self.text(self.texts.mission(), MIN_TEXT, MUTED, True, PANEL_W - 24)
            caption.setPos(x + 12, top)  # over the card and the track
            add("players", caption, 3)
            top = _bottom(caption) + 2
        self._track(view.scores[player], player, track_x, top)
        if playing:
            shown = peeking[1] if peeking and peeking[0] == player else None
            if all(card is not None for card in view.cards):  # the all-seeing view (a replay,
                shown = view.cards[player]  # a game between computers): every mission open
            top = self._card_slot(shown, stuff_x, top) + 14
        self._supply(view.supply[player], player, stuff_x, top)

    def _tallest(self, say: Callable[[int], str], pixels: float, bold: bool, inset: float) -> float:
        """The height of the higher of both players' texts `say` gives in a panel's width less
        `inset` (the panels' rows stay level)."""
        return max(
            self.lines(say(player), pixels, PAPER, bold, PANEL_W - inset).boundingRect().height()
            for player in range(2)
        )

    def _track(self, score: int, player: int, x: float, y: float) -> None:
        track = svg.item("mission-track.svg", 48)
        track.setPos(x, y)
        self.add("players", track, 3)
        for value in range(TARGET + 1):
            top = y + 4 + 30 * (TARGET - value)
            number = self.text(str(value), MIN_TEXT, QColor("#d9d3c3"), value in (0, TARGET))
            number.setPos(x + 24 - number.boundingRect().width() / 2, top + 5)
            self.add("players", number, 4)
        marker = svg.item(VISOR_ART[player], 34)
        marker.setPos(x + 7, y + 4 + 30 * (TARGET - min(score, TARGET)) - 4)
        self.add("players", marker, 5)

    def _card_slot(self, shown: Mission | None, x: float, y: float) -> float:
        """The player's mission card (open while peeked at); where its foot lies."""
        card = CardItem(shown, 110)
        card.setPos(x, y)
        self.add("players", card, 4)
        if shown is not None:
            glow = rounded_item(
                card.sceneBoundingRect().adjusted(-4, -4, 4, 4),
                12,
                QColor(0, 0, 0, 0),
                QPen(GOLD, 4),
            )
            self.add("players", glow, 5)
        return y + card.rect().height()

    def _supply(self, count: int, player: int, x: float, y: float) -> None:
        caption = self.lines(self.texts.dice_left(), MIN_TEXT, MUTED, True, PANEL_W - 84)
        caption.setPos(x, y)
        self.add("players", caption, 3)
        y = _bottom(caption) - 22  # (the dice lay 26 below a caption of one line)
        for index, (dx, dy) in enumerate(((0, 34), (34, 34), (17, 0))):
            if index < count:
                die = svg.item(VISOR_ART[player], 34)
                die.setPos(x + dx, y + 26 + dy)
                self.add("players", die, 4)
        number = self.text(f"× {count}", 30, PAPER, True)
        number.setPos(x + 2, y + 100)
        self.add("players", number, 4)

    # -- below the rack: round, draw pile, discarded missions ----------------------------------
    def show_pile(self, view: View | None) -> None:
        """From the public view (the screen's view may hold the viewer's face-down discards)."""
        if view is None or not self._fresh("pile", view):
            return
        words, left = self.texts, X0 - 10
        title = self.text(words.round_line(view), 20, PAPER, True, 760)
        title.setPos(left, 772)
        self.add("pile", title, 3)
        if view.visor_only:
            hint = self.text(words.visor_hint(), 18, MUTED)
            hint.setPos(left, 804)
            self.add("pile", hint, 3)
            return
        label = self.text(words.draw_pile(), MIN_TEXT, MUTED, False, 2 * PILE_MID)
        label.setPos(VX - label.boundingRect().width() / 2, 804)
        if label.text() == words.draw_pile():  # not cut short ("Nach…" tells nothing):
            self.add("pile", label, 3)  # the deck's tooltip and the side panel say it
        deck = CardItem(None, CARD_W)
        deck.setPos(VX - CARD_W / 2 - 12, 826)
        deck.setToolTip(words.deck_text(view))
        self.add("pile", deck, 3)
        count = self.text(str(view.deck_size), 22, PAPER, True)
        count.setPos(VX + CARD_W / 2 - 6, 858)
        self.add("pile", count, 3)
        for player in range(2):
            self._missions(view, player)

    def _missions(self, view: View, player: int) -> None:
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
        self.add("pile", rounded_item(area, 10, tint, QPen(Qt.PenStyle.NoPen)), 2)
        edge += -4 if right else 4

        def place(item: QGraphicsItem, offset: float, y: float, z: float = 3) -> None:
            """Put `item` `offset` in from this side's outer edge (cards run inwards)."""
            size = item.boundingRect().width()
            item.setPos(edge - offset - size if right else edge + offset, y)
            self.add("pile", item, z)

        emblem = svg.item(VISOR_ART[player], 22)
        counts = self.text(self.texts.discards(len(revealed), hidden), MIN_TEXT, MUTED)
        name_room = max(60.0, width - 44 - counts.boundingRect().width())
        name = self.text(self.texts.name(player), 16, COLOURS[player].lighter(130), True, name_room)
        name_w = name.boundingRect().width()
        caption = 36 + name_w + counts.boundingRect().width()
        x = edge - caption if right else edge  # read left to right on both sides
        for item, dx, y in ((emblem, 0, 800), (name, 28, 801), (counts, 36 + name_w, 805)):
            item.setPos(x + dx, y)
            self.add("pile", item, 3)
        count = len(revealed) + bool(hidden)  # the face-down cards lie as one small pile
        room = width - 8 - (12 if hidden else 0)
        card_w = max(MIN_CARD_W, min(CARD_W, (room + 8) / max(1, count) - 8))
        room -= card_w + 8 if hidden else 0
        step = min(card_w + 8, (room - card_w) / max(1, len(revealed) - 1))
        for index, card in enumerate(revealed):  # crowded cards overlap, left parts showing
            face = CardItem(card, card_w)
            face.setToolTip(self.texts.card_text(card))
            place(face, index * step, 832, 3 + (-1 if right else 1) * index / 100)
        if hidden:
            tip = self.texts.hidden_tip(player, hidden)
            start = len(revealed) and (len(revealed) - 1) * step + card_w + 12
            for layer in range(min(hidden, 3)):  # up to three cards thick
                back = CardItem(None, card_w)
                back.setToolTip(tip)
                place(back, start + 4 * layer, 832 - 4 * layer, 3 + layer / 100)

    # -- banners -------------------------------------------------------------------------------
    def banner(
        self, layer: str, title: str, line: str, card: Mission | None = None, top: bool = True
    ) -> None:
        """A message above the rack (`top`, where the highest dice end) or over its middle."""
        rect = banner_rect(top)
        box = rounded_item(rect, 18, QColor(14, 20, 28, 235), QPen(GOLD, 3))
        box.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.add(layer, box, 80)
        left = rect.left() + 28
        if card is not None:
            item = CardItem(card, 66)
            item.setPos(rect.left() + 14, rect.top() + 8)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.add(layer, item, 81)
            left += 66
        width = rect.right() - 24 - left
        heading = self.text(title, fitted_size(title, 36, width, True, 20, 2), GOLD, True, width)
        heading.setPos(left, rect.top() + (12 if top else 24))
        self.add(layer, heading, 81)
        # a long line (a score with its parts) shrinks before it is cut off
        words = self.text(line, fitted_size(line, 20, width, False, 15), PAPER, False, width)
        words.setPos(left, rect.top() + (66 if top else 92))
        self.add(layer, words, 81)

    def show_banner(self, view: View, note: RoundNote | None) -> None:
        message = self.texts.banner(view, note)
        if self._fresh("banner", message) and message is not None:
            self.banner("banner", *message)  # above the rack: a round starts with it empty

    # -- marks: cursor, ghost die, symbol tiles ------------------------------------------------
    def show_marks(self, view: View | None, marks: Marks) -> None:
        """The keyboard cursor, and on the column aimed at: a beam, the ghost die with the chosen
        symbol and its outline, and the symbol tiles once the column is chosen. The items are
        kept and moved; the ghost die is made anew only when its place or symbol changes."""
        cursor = self.marks.get("cursor")
        if not isinstance(cursor, FocusRing):  # the keyboard cursor, a dark-and-light ring
            cursor = FocusRing(3, 8)
            self.marks["cursor"] = self.add("marks", cursor, 41)
        if marks.cursor is not None and marks.player is not None:
            left, right = column_span(marks.cursor)
            cursor.setRect(QRectF(left + 3, CURSOR_TOP, right - left - 6, Y0 + 4 - CURSOR_TOP))
        cursor.setVisible(marks.cursor is not None and marks.player is not None)
        column = marks.column
        for item in self.layers.get("banner", []):  # the symbol tiles come where it stands
            item.setVisible(view is None or marks.player is None or column is None)
        beam, outline = self._mark("beam", 6, None), self._mark("outline", 41.5, GOLD)
        if view is None or marks.player is None or column is None:
            beam.setVisible(False)
            outline.setVisible(False)
            self._ghost(None)
            self.clear("tiles")
            return
        left, right = column_span(column)
        beam.setRect(QRectF(left + 4, CURSOR_TOP, right - left - 8, Y0 - CURSOR_TOP))
        beam.setVisible(True)
        level = len(view.columns[column])
        ghost = self._ghost((marks.player, column, level, marks.symbol))
        assert ghost is not None
        ghost.setOpacity(0.8 if marks.selected else 0.5)
        outline.setRect(front_rect(column, level).adjusted(-3, -3, 3, 3))
        outline.setVisible(True)
        self._tiles(column if marks.selected and not view.visor_only else None, marks.symbol)

    def _mark(self, name: str, z: float, dashed: QColor | None) -> QGraphicsRectItem:
        """The mark `name`: a dashed frame in `dashed`, or a faint beam (made when first used)."""
        item = self.marks.get(name)
        if not isinstance(item, QGraphicsRectItem):
            item = QGraphicsRectItem()
            if dashed is None:
                item.setBrush(QColor(255, 255, 255, 22))
                item.setPen(QPen(Qt.PenStyle.NoPen))
            else:
                item.setPen(QPen(dashed, 3, Qt.PenStyle.DashLine))
            item.setVisible(False)
            self.marks[name] = self.add("marks", item, z)
        return item

    def _ghost(self, die: tuple[int, int, int, Symbol] | None) -> DieItem | None:
        """The ghost die (owner, column, level, symbol), None for none."""
        ghost = self.marks.get("ghost")
        if isinstance(ghost, DieItem):
            if (ghost.owner, ghost.column, ghost.level, ghost.symbol) == die:
                return ghost
            self.scene.removeItem(ghost)
            self.layers["marks"].remove(ghost)
            del self.marks["ghost"]
        if die is None:
            return None
        ghost = DieItem(*die, ghost=True)
        self.marks["ghost"] = self.add("marks", ghost, 40)
        return ghost

    def _tiles(self, column: int | None, symbol: Symbol) -> None:
        """The symbol tiles of the selected column (kept while only the preview changes)."""
        current = [i for i in self.layers.get("tiles", []) if isinstance(i, Tile)]
        if column is None or not current or current[0].column != column:
            self.clear("tiles")
            current = []
        if column is not None and not current:
            for choice, rect in zip(SYMBOLS, tile_rects(column, len(SYMBOLS)), strict=True):
                name = self.texts.symbol_name(choice)
                current.append(Tile(choice, rect, column, name, self.choose, self.preview))
                self.add("tiles", current[-1], 60)
        for tile in current:
            tile.set_chosen(tile.symbol == symbol)

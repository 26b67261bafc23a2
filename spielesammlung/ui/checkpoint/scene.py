"""The Checkpoint Charlie table built from a view: the checkpoint (deck, agents, open clues,
round, prompt) and one row per player (agent card, name, clue tile, chips, discard pile, row).

A new view does not rebuild the table: every item is kept by a key (what it is and which one of
its kind) and the next view takes it back, moved and re-marked; only what changed is repainted,
and the item caches stay warm. The big overlays (results, final scores, a fanned pile, the
prompt) are drawn by `overlays.py` through the same `Table`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable
from functools import partial
from typing import Any, TypeVar

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPen, QTextOption, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsTextItem,
)

from ...games.checkpoint.components import AGENT_NAMES, CAT_NAMES, Colour
from ...games.checkpoint.state import Phase, Swap, Verdict
from ...games.checkpoint.view import ChipView, PlayerView, View
from .. import text_size
from ..focus import FocusRing
from ..items import Piece
from ..paint import rounded_item, text_block, text_item
from . import header, overlays, rows
from .art import (
    CHIP_ART,
    CREAM,
    GOLD,
    LEGAL,
    MIN_TEXT,
    MUTED,
    RATIO,
    SILVER,
    Button,
    CardItem,
    ChipIcon,
    ChipItem,
    Emblem,
    MarkerItem,
    TileItem,
    value_chip_size,
)
from .canvas import Host
from .layout import (
    AGENT_W,
    AGENTS_X,
    DECK,
    DECK_W,
    EARLIER_W,
    INFO_X,
    OPEN_X,
    PROMPT,
    H,
    Layout,
    W,
)
from .texts import capital, cat_tip

I = TypeVar("I", bound=QGraphicsItem)  # noqa: E741 - an item type
Target = tuple[tuple[Any, ...], Piece]


def _whole_words(block: QGraphicsTextItem) -> QGraphicsTextItem:
    """Lines break between words only (a long word stands out rather than breaks)."""
    option = block.document().defaultTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    block.document().setDefaultTextOption(option)
    return block


class Table:
    """The items of the current view, kept by key from one view to the next."""

    def __init__(self, scene: QGraphicsScene, layout: Layout, host: Host) -> None:
        self.scene = scene
        self.layout = layout
        self.host = host
        self.texts = host.texts
        self.layer = QGraphicsRectItem(0, 0, W, H)  # parent of everything drawn for a view
        self.layer.setPen(QPen(Qt.PenStyle.NoPen))
        self.layer.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        scene.addItem(self.layer)
        self.kept: dict[Hashable, QGraphicsItem] = {}
        self.taken: dict[Hashable, QGraphicsItem] = {}
        self.seen: Counter[Hashable] = Counter()
        self.order = 0
        self.targets: list[list[Target]] = []  # keyboard rows: checkpoint, then each player
        self.cats: dict[int, CardItem] = {}
        self.piles: dict[int, CardItem] = {}
        self.markers: dict[int, MarkerItem] = {}
        self.open_tiles: list[TileItem] = []
        self.agent_cards: dict[int, CardItem] = {}  # the drawn agent cards by agent
        self.buttons: list[Button] = []
        self.prompt_left = PROMPT.left()  # right of the open clues' columns

    # -- keeping items ---------------------------------------------------------------------------
    def take(self, what: Hashable, make: Callable[[], I]) -> I:
        """The item `what` describes: last view's (reset to its plain look) or a new one."""
        key = (what, self.seen[what])
        self.seen[what] += 1
        item = self.kept.pop(key, None)
        if item is None:
            item = make()
            if not isinstance(item, Piece):  # labels and shapes: painted once, then blitted
                item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            item.setParentItem(self.layer)
        else:
            if not item.transform().isIdentity():
                item.setTransform(QTransform())
            item.setOpacity(1.0)
            item.setVisible(True)
            item.setToolTip("")
            if isinstance(item, Piece):
                item.reset()
        self.taken[key] = item
        return item  # type: ignore[return-value]

    def add(self, item: I, x: float, y: float, z: float = 1.0) -> I:
        """Put a taken item in place; items of equal z stack in the order they are placed."""
        self.order += 1
        item.setPos(x, y)
        item.setZValue(z + self.order * 1e-6)
        return item

    def sync(self, view: View) -> None:
        """Show `view` with the host's marks (selection, cursor, overlays)."""
        self.taken, self.seen, self.order = {}, Counter(), 0
        self.cats, self.piles, self.markers, self.agent_cards = {}, {}, {}, {}
        self.open_tiles, self.buttons = [], []
        self.targets = [[]]
        self._draw_deck(view)
        self._draw_middle(view)
        self._draw_info(view)
        self.layout.widen(rows.block_width(self, view))
        for player in range(len(view.players)):
            self.targets.append([])
            self._draw_player(view, player)
        header.draw_prompt(self, view, overlays.prompt_buttons(self, view), self.prompt_left)
        if view.last_round is not None and self.host.results_shown(view):
            overlays.draw_results(self, view, view.last_round, final=view.over)
        if self.host.fanned is not None:
            overlays.draw_fan(self, view, self.host.fanned)
        self._draw_cursor()
        for item in self.kept.values():
            self.scene.removeItem(item)
        self.kept = self.taken
        for item in self.kept.values():
            if isinstance(item, Piece):
                item.commit()

    # -- items -----------------------------------------------------------------------------------
    def card(
        self, width: float, kind: str, number: int, name: str, x: float, y: float, z: float
    ) -> CardItem:
        what = ("card", width, kind, number, name)
        return self.add(self.take(what, lambda: CardItem(width, kind, number, name)), x, y, z)

    def cat(self, cat: int, width: float, x: float, y: float, z: float) -> CardItem:
        return self.card(width, "cat", cat, CAT_NAMES[cat], x, y, z)

    def tile(
        self, size: float, tile: int | None, side: int | None, x: float, y: float, z: float
    ) -> TileItem:
        what = ("tile", size, tile, side)
        return self.add(self.take(what, lambda: TileItem(size, tile, side)), x, y, z)

    def chip(self, size: float, chip: ChipView, x: float, y: float, z: float) -> ChipItem:
        return self.add(self.take(("chip", size, chip), lambda: ChipItem(size, chip)), x, y, z)

    def chip_icon(self, size: float, colour: Colour, x: float, y: float, z: float) -> ChipIcon:
        what = ("chip icon", size, colour)
        return self.add(self.take(what, lambda: ChipIcon(size, colour)), x, y, z)

    def emblem(self, size: float, element: str, x: float, y: float, z: float) -> Emblem:
        what = ("emblem", size, element)
        return self.add(self.take(what, lambda: Emblem(size, CHIP_ART, element)), x, y, z)

    def marker(self, size: float, agent: int, x: float, y: float, z: float) -> MarkerItem:
        what = ("marker", size, agent)
        return self.add(self.take(what, lambda: MarkerItem(size, agent)), x, y, z)

    def button(self, text: str, height: float, primary: bool = True) -> Button:
        """A button (not placed yet: its width tells where it goes), high enough for words of
        11 px on screen."""
        height = max(height, self.host.smallest_text / 0.42)  # (its words: 0.42 of its height)
        return self.take(("button", text, height, primary), lambda: Button(text, height, primary))

    def offer(
        self, button: Button, on_click: Callable[[], None], x: float, y: float, z: float
    ) -> None:
        """A button on the checkpoint's keyboard row."""
        button.set_click(on_click)
        self.add(button, x, y, z)
        self.buttons.append(button)
        self.target(("button", len(self.buttons) - 1), button, 0)

    def target(self, key: tuple[Any, ...], item: Piece, line: int | None = None) -> None:
        self.targets[len(self.targets) - 1 if line is None else line].append((key, item))

    def text(
        self,
        text: str,
        x: float,
        y: float,
        size: float,
        colour: QColor = CREAM,
        bold: bool = False,
        width: float | None = None,
        centre: bool = False,
        z: float = 2.0,
        elide: float = 0.0,
    ) -> QGraphicsItem:
        """A label; with `width` it wraps (and may be centred), with `elide` it is cut short
        with "…" to that width. Never below `MIN_TEXT`, nor 11 px on screen."""
        size = max(size, MIN_TEXT, self.host.smallest_text)
        what = ("text", text, size, colour.rgba(), bold, width, centre, elide)
        if width is None:
            simple = self.take(what, lambda: text_item(text, size, colour, bold, elide))
            if centre:
                x -= simple.boundingRect().width() / 2
            return self.add(simple, x, y, z)
        if centre:
            x -= width / 2
        block = self.take(
            what, lambda: _whole_words(text_block(text, size, colour, width, bold, centre))
        )
        return self.add(block, x - 4, y - 4, z)

    def shape(
        self,
        rect: QRectF,
        radius: float,
        pen: QPen | None,
        brush: QColor | None,
        z: float,
        x: float = 0.0,
        y: float = 0.0,
    ) -> QGraphicsPathItem:
        """A rounded rectangle (Qt's default pen, a thin black line, where `pen` is None)."""
        what = (
            "shape",
            (rect.x(), rect.y(), rect.width(), rect.height(), radius),
            None if pen is None else (pen.color().rgba(), pen.widthF(), pen.style()),
            None if brush is None else brush.rgba(),
        )
        return self.add(
            self.take(
                what, lambda: rounded_item(rect, radius, brush, QPen() if pen is None else pen)
            ),
            x,
            y,
            z,
        )

    def outline(
        self, width: float, height: float, radius: float, alpha: int, x: float, y: float
    ) -> None:
        """The dashed outline of an empty place."""
        pen = QPen(QColor(255, 255, 255, alpha), 2, Qt.PenStyle.DashLine)
        self.shape(QRectF(0, 0, width, height), radius, pen, None, 1, x, y)

    def panel(self, rect: QRectF, z: float, alpha: int = 235) -> None:
        self.shape(rect, 18, QPen(QColor("#c9b37a"), 2), QColor(18, 38, 31, alpha), z)

    def badge(self, text: str, x: float, y: float, z: float, inside: float = 0.0) -> None:
        """A count on a gold pill centred at `x`, `y`; with `inside`, the pill's right end
        stays at `x` + 6 and its top at `y` - 4 (on a card of that width, not beyond)."""
        pixels = max(20.0, self.host.smallest_text)
        label = self.take(
            ("badge", text, pixels), lambda: text_item(text, pixels, QColor("#1b130a"), True)
        )
        size = label.boundingRect()
        width = max(34.0, size.width() + 14)
        height = max(34.0, size.height() + 6)
        if inside:
            x, y = x + 6 - width / 2, y - 4 + height / 2
        pen = QPen(QColor("#1b130a"), 2)
        self.shape(QRectF(-width / 2, -height / 2, width, height), height / 2, pen, GOLD, z, x, y)
        self.add(label, x - size.width() / 2, y - size.height() / 2, z + 0.1)

    # -- the checkpoint --------------------------------------------------------------------------
    def _draw_deck(self, view: View) -> None:
        t, host = self.texts, self.host
        x, y = DECK.x(), DECK.y()
        if view.deck_size:
            for depth in range(min(3, (view.deck_size + 9) // 10), 0, -1):
                self.card(DECK_W, "back", 0, "", x + depth * 3, y - depth * 2, 1)
            deck: Piece = self.card(DECK_W, "back", 0, "", x, y, 2)
            self.badge(str(view.deck_size), x + DECK_W - 6, y + 4, 3, inside=DECK_W)
        else:
            deck = self.add(self.take("empty deck", lambda: Piece(DECK_W, DECK_W * RATIO)), x, y, 2)
            self.outline(DECK_W, DECK_W * RATIO, 8, 70, x, y)
            self.text(t.empty(), x + DECK_W / 2, y + 58, 18, MUTED, centre=True)
        deck.setToolTip(t.deck_tip(view))
        if host.can_draw() and host.selected is None:
            deck.set_ring(LEGAL, 5)
            deck.set_click(host.click_deck)
        self.target(("deck",), deck, 0)

    def _draw_agents(self, view: View) -> None:
        """The agent cards drawn this round lie open: the last one large, earlier ones small."""
        t = self.texts
        x, y = AGENTS_X, 72.0
        self.text(t.agents(), x, 44, 17, MUTED, bold=True)
        drawn = view.agents_drawn
        if not drawn:
            self.outline(AGENT_W, AGENT_W * RATIO, 6, 70, x, y)
            box = AGENT_W - 6  # inside the outline, wrapped
            self.text(t.none_yet(), x + AGENT_W / 2, y + 24, 12, MUTED, width=box, centre=True)
            return
        for index, agent in enumerate(drawn):
            last = index == len(drawn) - 1
            width = AGENT_W if last else EARLIER_W
            at = (x, y) if last else (x + AGENT_W + 8 + index * 6, y + index * 8)
            card = self.card(width, "agent", agent, AGENT_NAMES[agent], *at, 2)
            card.setToolTip(t.agent_tip(view, index, agent))
            self.agent_cards[agent] = card
        name_y = y + AGENT_W * RATIO + 2  # two lines at most, left of the open clues
        self.text(AGENT_NAMES[drawn[-1]], x, name_y, 13, CREAM, width=OPEN_X - x - 6)

    def _draw_middle(self, view: View) -> None:
        has_agents = bool(view.agents_drawn or view.agents_in_deck)
        if has_agents:
            self._draw_agents(view)
        self.prompt_left = header.draw_open_clues(self, view, OPEN_X if has_agents else 262.0)

    def _draw_info(self, view: View) -> None:
        header.draw_info(self, view, partial(self._last_round, view))

    def _last_round(self, view: View, y: float) -> QGraphicsItem | None:
        """The last round's button (to show or hide its result) or, while its result is
        shown, the chief spy; None before the first round ends."""
        t, host = self.texts, self.host
        summary = view.last_round
        if summary is not None and summary.round < view.round:
            button = self.button(t.last_round_button(host.results_shown(view), summary), 32, False)
            button.setToolTip(t.summary_line(summary))
            self.offer(button, host.toggle_last, INFO_X, y, 5)
            return button
        if summary is not None and not view.over:
            chief = self.text(t.chief_spy(summary), INFO_X, y, 17, GOLD, True)
            chief.setToolTip(t.summary_line(summary))
            return chief
        return None

    # -- a player's row --------------------------------------------------------------------------
    def _draw_player(self, view: View, player: int) -> None:
        lay, t, host = self.layout, self.texts, self.host
        pv = view.players[player]
        on_turn = view.turn == player and not view.over
        if on_turn:
            self.shape(lay.band(player), 14, QPen(GOLD, 3), QColor(242, 194, 74, 38), 0.5)
        else:
            pen = QPen(QColor(255, 255, 255, 30), 1)
            self.shape(
                lay.band(player), 14, pen, QColor(255, 255, 255, 10 if player % 2 else 4), 0.5
            )
        card = self.card(lay.card_w, "agent", player, pv.agent, 46, lay.card_y(player), 2)
        card.setToolTip(t.plays_agent(player, pv.agent))
        self._draw_block(view, player, pv)
        self._draw_pile(player, pv)
        count = len(pv.row)
        accusers = {cat: p for p, cat in view.accusations}
        verdicts = self._verdicts(view)
        legal = host.legal_cats()
        for index, cat in enumerate(pv.row):
            item = self.cat(cat, lay.card_w, lay.cat_x(index, count), lay.card_y(player), 3 + index)
            item.lift = lay.overlaps(count)
            tip = [cat_tip(cat)]
            if cat in accusers:
                tip.append(t.accused_by(accusers[cat]))
                self._accused(cat, accusers[cat], item, index, verdicts.get(cat), tip[-1])
            if cat in verdicts and verdicts[cat].colour is not Colour.BLACK:
                item.set_ring(GOLD if verdicts[cat].colour is Colour.GOLD else SILVER, 6)
                tip.append(capital(t.award(verdicts[cat])))
            if cat in legal:
                chosen = cat == host.selected
                item.set_ring(GOLD if chosen else LEGAL, 7 if chosen else 4)
                item.set_click(partial(host.click_cat, cat))
            elif host.selected is not None:
                item.dim = True
            item.setToolTip("\n".join(tip))
            self.cats[cat] = item
            self.target(("cat", cat), item)
        if not pv.row and view.phase is not Phase.CLUES:
            y = lay.card_y(player) + lay.card_h / 2 - 12
            self.text(t.no_suspects(), lay.row_x0, y, 18, MUTED)

    def _accused(
        self, cat: int, accuser: int, item: CardItem, index: int, verdict: Verdict | None, tip: str
    ) -> None:
        """The accuser's marker on a cat, and the chip it earned once the clues are revealed."""
        w = self.layout.card_w
        z = 40 + index / 2  # above the cards, below the overlays (z 60, 80)
        marker = self.marker(w * 0.42, accuser, item.x() - w * 0.13, item.y() - w * 0.11, z)
        marker.setToolTip(tip)
        self.markers[cat] = marker
        if verdict is not None:
            award = self.chip_icon(
                w * 0.32, verdict.colour, item.x() + w * 0.8, item.y() - w * 0.08, z
            )
            award.setToolTip(capital(self.texts.award(verdict)))

    @staticmethod
    def _verdicts(view: View) -> dict[int, Verdict]:
        """The rules' verdict on each cat in the rows, once this round's clues are revealed."""
        summary = view.last_round
        if summary is None or summary.round != view.round:
            return {}
        return {verdict.cat: verdict for verdict in summary.verdicts}

    def _draw_block(self, view: View, player: int, pv: PlayerView) -> None:
        lay, t = self.layout, self.texts
        x, y = lay.info_x, lay.info_y(player)
        name = self.text(t.name(player), x, y, 26, bold=True)
        if view.starter == player:
            self._start_badge(player, name)
        agent = self.text(pv.agent, x, name.y() + name.boundingRect().height() - 4, 16, MUTED)
        top = max(y + 62, agent.y() + agent.boundingRect().height())  # the tile and its caption
        size, block = rows.TILE, lay.block
        tile = self.tile(size, pv.tile, pv.side if pv.tile is not None else None, x, top, 2)
        caption, tip = t.tile(player, pv)
        tile.setToolTip(tip)
        chip_size = value_chip_size(34.0 if lay.players == 5 else 42.0, self.host.smallest_text)
        scored = pv.score is not None and bool(pv.chips)
        if scored and pv.score is not None:  # at the end of the agent's line where it fits
            points = self.text(t.points(pv.score), x, agent.y(), 17, GOLD, True)
            width = points.boundingRect().width()
            if rows.points_up(agent.boundingRect().width(), width, block):
                points.setX(x + block - 4 - width)
                scored = False
            else:
                points.setVisible(False)  # (below the caption instead)
        points_h = rows.points_height(max(MIN_TEXT, self.host.smallest_text))
        room = lay.row_top(player) + lay.row_h - 8 - chip_size - scored * points_h - top
        pixels = max(15.0, MIN_TEXT, self.host.smallest_text)
        shown = header.fit_lines(
            caption, pixels, rows.caption_width(block), room + 8
        )  # (lines left: tip)
        bottom = lay.row_top(player) + lay.row_h - 4
        if shown.strip() == "…":  # no room for a word of it: the tile's tooltip tells it
            below = points_y = top
        else:
            said = self.text(shown, x + size + 10, top, 15, CREAM, width=rows.caption_width(block))
            below = said.y() + said.boundingRect().height()  # below a caption of two lines
            points_y = max(top + size - 20, below - 4)
        if scored and pv.score is not None:
            self.text(t.points(pv.score), x + size + 10, points_y, 17, GOLD, True)
        if pv.stasi_card:
            emblem = self.emblem(36, "stasi", 46 + lay.card_w - 22, lay.card_y(player) - 10, 6)
            emblem.setToolTip(t.stasi_holder())
        chips_y = max(top + size + 8, points_y + (points_h if scored else 26))
        chips_x, wide = x, block - 4
        if pv.chips and chips_y + chip_size > bottom:  # a low row: beside the tile instead
            chips_x, wide = x + size + 10, block - 4 - size - 10
            chips_y = min(max(below, points_y + (points_h if scored else 0)), bottom - chip_size)
        step = min(chip_size + 5, wide / max(1, len(pv.chips)))
        placed: list[ChipItem] = []
        for slot, chip in enumerate(pv.chips):  # (overlapping, each chip's value shows)
            z = 3 + (len(pv.chips) - slot) * 0.01
            item = self.chip(chip_size, chip, chips_x + slot * step, chips_y, z)
            item.setToolTip(t.chip_tip(chip))
            self._chip_choice(player, slot, item)
            placed.append(item)
        past = max((c.sceneBoundingRect().bottom() for c in placed), default=0.0)
        for item in placed:  # (a value written below its chip stays in the row's band)
            item.moveBy(0, -max(0.0, past - lay.band(player).bottom()))
        line = max(15.0, MIN_TEXT, self.host.smallest_text) * text_size.board_factor() * 1.3
        if not pv.chips and chips_y + 6 + line <= lay.row_top(player) + lay.row_h:
            self.text(t.no_chips(), x, chips_y + 6, 15, MUTED)  # (where the row has room)

    def _start_badge(self, player: int, name: QGraphicsItem) -> None:
        """The gold "Start" pill beside the starting player's name, or on the top edge of their
        portrait where the name leaves no room before the pile."""
        label, tip = self.texts.start()
        lay = self.layout
        start = self.text(label, 0, 0, 14, QColor("#1b130a"), True)
        x = name.x() + name.boundingRect().width() + 16
        if x + start.boundingRect().width() + 8 > lay.pile_x - 6:
            x, y = 54.0, lay.card_y(player) - start.boundingRect().height() / 2
        else:
            y = name.y() + (name.boundingRect().height() - start.boundingRect().height()) / 2
        start.setPos(x, y)
        start.setZValue(6.1)
        rect = start.boundingRect().translated(start.pos()).adjusted(-8, -2, 8, 2)
        self.shape(rect, rect.height() / 2, None, GOLD, 6)
        start.setToolTip(tip)

    def _chip_choice(self, player: int, slot: int, item: ChipItem) -> None:
        host = self.host
        swaps = [a for a in host.turn.legal if isinstance(a, Swap)]
        if not swaps or host.turn.player is None:
            return
        if player == host.turn.player and any(s.slot == slot for s in swaps):
            item.set_ring(GOLD if slot == host.swap_slot else LEGAL, 4)
        elif host.swap_slot is not None and Swap(host.swap_slot, player, slot) in swaps:
            item.set_ring(LEGAL, 4)
        else:
            return
        item.set_click(partial(host.click_chip, player, slot))
        self.target(("chip", player, slot), item)

    def _draw_pile(self, player: int, pv: PlayerView) -> None:
        lay = self.layout
        x, y = lay.pile_x, lay.card_y(player)
        self.outline(lay.card_w, lay.card_h, 8, 50, x, y)
        if not pv.discards:
            self.text(
                self.texts.discards(),
                x + lay.card_w / 2,
                y + lay.card_h / 2 - 10,
                15,
                MUTED,
                centre=True,
            )
            return
        depth = min(4, len(pv.discards) - 1)
        for index in range(depth):
            offset = depth - index
            self.cat(pv.discards[-2 - index], lay.card_w, x + offset * 3, y - offset * 2, 2)
        top = self.cat(pv.discards[-1], lay.card_w, x, y, 3)
        top.set_click(partial(self.host.click_pile, player))
        top.setToolTip(self.texts.pile_tip(player, len(pv.discards)))
        self.badge(str(len(pv.discards)), x + lay.card_w - 4, y + 6, 4)
        self.piles[player] = top
        self.target(("pile", player), top)

    # -- the keyboard cursor ---------------------------------------------------------------------
    def _draw_cursor(self) -> None:
        """The keyboard cursor, a dark-and-light ring, while the board has the focus (on the
        first target until a key moves it)."""
        if not self.host.focused:
            return
        found = self.cursor_item()
        if found is None:
            first = next((line[0] for line in self.targets if line), None)
            if first is None:
                return
            self.host.cursor_key, found = first
        rect = found.sceneBoundingRect().adjusted(4, 4, -4, -4)
        ring = self.take(("focus", rect.x(), rect.y(), rect.width(), rect.height()), FocusRing)
        ring.setRect(rect)
        ring.setVisible(True)
        self.add(ring, 0, 0, 120)

    def cursor_item(self) -> Piece | None:
        for line in self.targets:
            for key, item in line:
                if key == self.host.cursor_key:
                    return item
        return None

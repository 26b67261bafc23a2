"""Checkpoint Charlie on screen: the deck, each agent's row of suspects and discard pile.

The screen shows only the view the shell hands over: on the public screen every clue and chip
value stays hidden; a player sees their own after the handover (choosing the clue on the secret
page, accusing out of turn, the forced accusations, Café Adler) or with "look at mine", which
any human may use at any moment (behind the handover when several humans share the screen).

Mouse: click the deck to draw, a highlighted cat to accuse it (then confirm), a discard pile
to fan it out. Keyboard: arrows move the cursor over deck, buttons, piles and cats, Enter acts,
Escape steps back (or cancels an accusation out of turn).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QWidget,
)

from ...core.i18n import QT_TRANSLATE_NOOP
from ...core.protocol import ALL_SEEING, Event, Setup
from ...games.checkpoint.components import (
    AGENT_NAMES,
    CAT_NAMES,
    TILES,
    Clue,
    Colour,
    side_of,
)
from ...games.checkpoint.rules import (
    Accused,
    AgentDrawn,
    CardDrawn,
    ChipMissing,
    ChipTaken,
    ClueShown,
    CluesRevealed,
    DeckEmpty,
    GameOver,
    RoundStarted,
    SideChosen,
    StasiDrawn,
    Swapped,
)
from ...games.checkpoint.state import (
    Accuse,
    ChooseSide,
    Draw,
    KeepChips,
    Phase,
    Summary,
    Swap,
    Verdict,
)
from ...games.checkpoint.view import PlayerView, View
from .. import svg
from ..board import BoardUi, SecretRequest, Turn
from .art import (
    CHIP_ART,
    CREAM,
    GOLD,
    LEGAL,
    RATIO,
    Button,
    CardItem,
    ChipIcon,
    ChipItem,
    Emblem,
    MarkerItem,
    Piece,
    TileItem,
    font,
)
from .panel import CheckpointPanel

W, H = 1500, 1150
PANEL = QRectF(34, 34, 1432, 176)  # the checkpoint: deck, open clues, prompt, round
ROWS_TOP, ROWS_BOTTOM = 236, 1136
DECK_W = 100
AGENTS_X = 178.0  # the drawn agent cards, right of the deck
AGENT_W, EARLIER_W = 72.0, 36.0  # the card drawn last, the ones drawn before it this round
PROMPT = QRectF(470, 40, 610, 164)
INFO_X = 1100
BASE_MS = 520  # one card's flight at normal speed
MUTED = QColor("#b9c7bd")
SILVER = QColor("#d9dde2")

TRAIT_TEXTS = (
    (QT_TRANSLATE_NOOP("CheckpointBoard", "hat"), QT_TRANSLATE_NOOP("CheckpointBoard", "no hat")),
    (
        QT_TRANSLATE_NOOP("CheckpointBoard", "sunglasses"),
        QT_TRANSLATE_NOOP("CheckpointBoard", "no sunglasses"),
    ),
    (
        QT_TRANSLATE_NOOP("CheckpointBoard", "trench coat"),
        QT_TRANSLATE_NOOP("CheckpointBoard", "pullover"),
    ),
    (
        QT_TRANSLATE_NOOP("CheckpointBoard", "newspaper"),
        QT_TRANSLATE_NOOP("CheckpointBoard", "no newspaper"),
    ),
    (
        QT_TRANSLATE_NOOP("CheckpointBoard", "grey fur"),
        QT_TRANSLATE_NOOP("CheckpointBoard", "orange fur"),
    ),
)
COLOUR_TEXTS = {
    Colour.GOLD: QT_TRANSLATE_NOOP("CheckpointBoard", "gold"),
    Colour.WHITE: QT_TRANSLATE_NOOP("CheckpointBoard", "white"),
    Colour.BLACK: QT_TRANSLATE_NOOP("CheckpointBoard", "black"),
}


def translate(text: str) -> str:
    return QCoreApplication.translate("CheckpointBoard", text)


def trait(clue: Clue) -> str:
    return translate(TRAIT_TEXTS[clue[0]][clue[1]])


def traits(cat: int) -> str:
    return ", ".join(trait((tile, side_of(cat, tile))) for tile in range(TILES))


def colour_name(colour: Colour) -> str:
    return translate(COLOUR_TEXTS[colour])


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


class Layout:
    """Where everything lies for a number of players."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.row_h = (ROWS_BOTTOM - ROWS_TOP) / players
        self.card_h = min(self.row_h - 40, 196.0)
        self.card_w = self.card_h / RATIO
        self.info_x = 46 + self.card_w + 18
        self.pile_x = self.info_x + 236
        self.row_x0 = self.pile_x + self.card_w + 44
        self.row_x1 = W - 46.0

    def row_top(self, player: int) -> float:
        return ROWS_TOP + player * self.row_h

    def card_y(self, player: int) -> float:
        return self.row_top(player) + (self.row_h - self.card_h) / 2 - 6

    def info_y(self, player: int) -> float:
        return self.row_top(player) + max(8.0, (self.row_h - 168) / 2)

    def cat_x(self, index: int, count: int) -> float:
        room = self.row_x1 - self.row_x0 - self.card_w
        step = self.card_w + 12 if count < 2 else min(self.card_w + 12, room / (count - 1))
        return self.row_x0 + index * step

    def overlay(self) -> QRectF:
        """The space of the piles and rows (free while the clues are chosen)."""
        return QRectF(
            self.pile_x - 14, ROWS_TOP + 4, W - 36 - self.pile_x + 14, ROWS_BOTTOM - ROWS_TOP - 8
        )


class _Timeline:
    """Several timed steps driven by one animation."""

    def __init__(self) -> None:
        self.steps: list[tuple[float, float, Callable[[float], None]]] = []
        self.total = 0.0

    def add(self, start: float, duration: float, step: Callable[[float], None]) -> float:
        self.steps.append((start, duration, step))
        self.total = max(self.total, start + duration)
        return start + duration

    def at(self, ms: float) -> None:
        for start, duration, step in self.steps:
            step(min(1.0, max(0.0, (ms - start) / duration)) if duration > 0 else 1.0)


def _ease(t: float) -> float:
    return 1 - (1 - t) ** 3


class CheckpointBoard(BoardUi):
    def __init__(self, setup: Setup) -> None:
        super().__init__(setup)
        self.scene.setSceneRect(0, 0, W, H)
        self.scene.addItem(svg.item("checkpoint-table.svg", W, H))
        self.layout = Layout(setup.count)
        self.view: View | None = None
        self.turn = Turn(None, ())
        self.layer: QGraphicsRectItem | None = None  # parent of everything drawn for a view
        self.selected: int | None = None  # the cat to accuse, waiting for the confirmation
        self.swap_slot: int | None = None  # the own Café Adler chip chosen for a swap
        self.fanned: int | None = None  # the player whose discard pile is spread out
        self.results = True  # the final results cover the table (a button toggles them)
        self.last_choice: tuple[int, bool] | None = None  # (round, shown): last round's result
        self.cursor_key: tuple[Any, ...] | None = None
        self.cursor_shown = False
        self.targets: list[list[tuple[tuple[Any, ...], Piece]]] = []
        self.cats: dict[int, CardItem] = {}
        self.piles: dict[int, CardItem] = {}
        self.markers: dict[int, MarkerItem] = {}
        self.open_tiles: list[TileItem] = []
        self.agent_cards: dict[int, CardItem] = {}  # the drawn agent cards by agent
        self.buttons: list[Button] = []
        self.animation: QVariantAnimation | None = None
        self.panel: CheckpointPanel | None = None

    # -- names ---------------------------------------------------------------------------------
    def name(self, player: int) -> str:
        return self.setup.players[player]

    def agent(self, player: int) -> str:
        return AGENT_NAMES[player]

    # -- the shell's calls ---------------------------------------------------------------------
    def show(self, view: View, turn: Turn) -> None:
        self._stop_animation()
        if self.view is None or view.round != self.view.round or view.phase != self.view.phase:
            self.fanned = None
            self.results = True
        self.view = view
        self.turn = turn
        self.selected = None
        self.swap_slot = None
        self._draw()

    def side_panel(self) -> QWidget:
        if self.panel is None:
            self.panel = CheckpointPanel(self)
        return self.panel

    def secret_request(self, view: View, turn: Turn) -> SecretRequest | None:
        sides = [a for a in turn.legal if isinstance(a, ChooseSide)]
        if not sides or turn.player is None:
            return None
        player = view.players[turn.player]
        if player.tile is None:
            return None
        tile = player.tile
        info = [
            self.tr(
                "You drew the clue tile “%1 / %2”. Choose the side that counts this round; only"
                " you know it. A cat showing your trait goes into your row, any other cat onto"
                " your discard pile."
            )
            .replace("%1", trait((tile, 0)))
            .replace("%2", trait((tile, 1)))
        ]
        if player.stasi_card:
            info.append(self.tr("You hold the Stasi officer card: everybody will see your clue."))
        if view.last_round is not None:
            info.append("")
            info.append(self.summary_line(view.last_round))
        if player.chips:
            info.append(self.own_chips(player))
        return SecretRequest(
            self.tr("%1: choose your clue for round %2")
            .replace("%1", self.name(turn.player))
            .replace("%2", str(view.round)),
            "\n".join(info),
            [(capital(trait((tile, a.side))), a) for a in sides],
        )

    def out_of_turn_label(self) -> str:
        return self.tr("Accuse")

    def retranslate(self) -> None:
        if self.view is not None and self.animation is None:
            self._draw()
        if self.panel is not None:
            self.panel.retranslate()

    # -- looking at one's own clue and chips ---------------------------------------------------
    def look_at_own(self, player: int) -> None:
        """`player` looks at their own clue and chips (the shell hands the screen over)."""
        self.look(player, self.own_secrets)

    def own_secrets(self, view: View) -> SecretRequest:
        """The secret page of "look at mine": the viewer's own clue and chips, nothing else."""
        player = view.viewer
        assert player is not None and player != ALL_SEEING
        pv = view.players[player]
        if pv.clue is not None:
            info = [self.tr("Your clue: %1").replace("%1", trait(pv.clue))]
        elif pv.tile is not None:
            info = [
                self.tr("Your clue tile: %1 / %2 (no side chosen yet)")
                .replace("%1", trait((pv.tile, 0)))
                .replace("%2", trait((pv.tile, 1)))
            ]
        else:
            info = []
        if pv.stasi_card:
            info.append(self.tr("You hold the Stasi officer card: everybody sees your clue."))
        info.append(self.own_chips(pv) if pv.chips else self.tr("You have no chips yet."))
        return SecretRequest(
            self.tr("%1: your clue and chips").replace("%1", self.name(player)),
            "\n".join(info),
            [(self.tr("Done: back to the table"), None)],
        )

    # -- drawing ---------------------------------------------------------------------------------
    def _draw(self) -> None:
        view = self.view
        if view is None:
            return
        if self.layer is not None:
            self.scene.removeItem(self.layer)
        self.layer = QGraphicsRectItem(0, 0, W, H)
        self.layer.setPen(QPen(Qt.PenStyle.NoPen))
        self.layer.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.scene.addItem(self.layer)
        self.cats, self.piles, self.markers, self.agent_cards = {}, {}, {}, {}
        self.open_tiles, self.buttons = [], []
        self.targets = [[]]
        self._draw_deck(view)
        self._draw_middle(view)
        self._draw_info(view)
        for player in range(len(view.players)):
            self.targets.append([])
            self._draw_player(view, player)
        self._draw_prompt(view)
        if view.last_round is not None and self.results_shown(view):
            self._draw_results(view, view.last_round, final=view.over)
        if self.fanned is not None:
            self._draw_fan(view, self.fanned)
        self._draw_cursor()
        if self.panel is not None:
            self.panel.refresh(view)

    def _add(self, item: QGraphicsItem, x: float, y: float, z: float = 1.0) -> Any:
        assert self.layer is not None
        item.setParentItem(self.layer)
        item.setPos(x, y)
        item.setZValue(z)
        return item

    def _text(
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
    ) -> QGraphicsItem:
        """A label; with `width` it wraps (and may be centred)."""
        if width is None:
            item = QGraphicsSimpleTextItem(text)
            item.setFont(font(size, bold))
            item.setBrush(QBrush(colour))
            if centre:
                x -= item.boundingRect().width() / 2
            return self._add(item, x, y, z)
        if centre:
            x -= width / 2
        block = QGraphicsTextItem()
        block.setDefaultTextColor(colour)
        block.setFont(font(size, bold))
        block.setTextWidth(width)
        block.setPlainText(text)
        if centre:
            option = block.document().defaultTextOption()
            option.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            block.document().setDefaultTextOption(option)
        return self._add(block, x - 4, y - 4, z)

    def _panel(self, rect: QRectF, z: float, alpha: int = 235) -> None:
        path = QPainterPath()
        path.addRoundedRect(rect, 18, 18)
        item = QGraphicsPathItem(path)
        item.setPen(QPen(QColor("#c9b37a"), 2))
        item.setBrush(QColor(18, 38, 31, alpha))
        self._add(item, 0, 0, z)

    def _target(self, key: tuple[Any, ...], item: Piece, line: int | None = None) -> None:
        self.targets[len(self.targets) - 1 if line is None else line].append((key, item))

    def _draw_deck(self, view: View) -> None:
        x, y = 58.0, 48.0
        if view.deck_size:
            for depth in range(min(3, (view.deck_size + 9) // 10), 0, -1):
                self._add(CardItem(DECK_W, "back"), x + depth * 3, y - depth * 2, 1)
            deck = self._add(CardItem(DECK_W, "back"), x, y, 2)
            self._badge(str(view.deck_size), x + DECK_W - 6, y + 4, 3)
        else:
            deck = self._add(Piece(DECK_W, DECK_W * RATIO), x, y, 2)
            outline = QGraphicsPathItem()
            path = QPainterPath()
            path.addRoundedRect(QRectF(0, 0, DECK_W, DECK_W * RATIO), 8, 8)
            outline.setPath(path)
            outline.setPen(QPen(QColor(255, 255, 255, 70), 2, Qt.PenStyle.DashLine))
            self._add(outline, x, y, 1)
            self._text(self.tr("empty"), x + DECK_W / 2, y + 58, 18, MUTED, centre=True)
        tip = self.tr("Cards in the deck: %1").replace("%1", str(view.deck_size))
        if view.agents_in_deck:
            tip += "\n" + self.tr("Agent cards among them: %1").replace(
                "%1", str(view.agents_in_deck)
            )
        deck.setToolTip(tip)
        if self.can_draw() and self.selected is None:
            deck.set_ring(LEGAL, 5)
            deck.set_click(self.click_deck)
        self._target(("deck",), deck, 0)

    def _badge(self, text: str, x: float, y: float, z: float) -> None:
        item = QGraphicsSimpleTextItem(text)
        item.setFont(font(20, True))
        item.setBrush(QBrush(QColor("#1b130a")))
        width = max(34.0, item.boundingRect().width() + 14)
        disc = QGraphicsPathItem()
        path = QPainterPath()
        path.addRoundedRect(QRectF(-width / 2, -17, width, 34), 17, 17)
        disc.setPath(path)
        disc.setPen(QPen(QColor("#1b130a"), 2))
        disc.setBrush(GOLD)
        self._add(disc, x, y, z)
        self._add(
            item, x - item.boundingRect().width() / 2, y - item.boundingRect().height() / 2, z + 0.1
        )

    def _draw_agents(self, view: View) -> None:
        """The agent cards drawn this round lie open: the last one large, earlier ones small."""
        x, y = AGENTS_X, 72.0
        self._text(self.tr("Agents"), x, 44, 17, MUTED, bold=True)
        drawn = view.agents_drawn
        if not drawn:
            outline = QGraphicsPathItem()
            path = QPainterPath()
            path.addRoundedRect(QRectF(0, 0, AGENT_W, AGENT_W * RATIO), 6, 6)
            outline.setPath(path)
            outline.setPen(QPen(QColor(255, 255, 255, 70), 2, Qt.PenStyle.DashLine))
            self._add(outline, x, y, 1)
            self._text(self.tr("none yet"), x + AGENT_W / 2, y + 40, 12, MUTED, centre=True)
            return
        for index, agent in enumerate(drawn):
            last = index == len(drawn) - 1
            width = AGENT_W if last else EARLIER_W
            at = (x, y) if last else (x + AGENT_W + 8 + index * 6, y + index * 8)
            card = self._add(CardItem(width, "agent", agent, AGENT_NAMES[agent]), *at, 2)
            tip = self.tr("Drawn agent card: %1").replace("%1", AGENT_NAMES[agent])
            if index < len(view.open_tiles):
                tip += "\n" + self.tr("Tossed clue tile: %1").replace(
                    "%1", trait(view.open_tiles[index])
                )
            card.setToolTip(tip)
            self.agent_cards[agent] = card
        self._text(AGENT_NAMES[drawn[-1]], x, y + AGENT_W * RATIO + 3, 13, CREAM)

    def _draw_middle(self, view: View) -> None:
        has_agents = bool(view.agents_drawn or view.agents_in_deck)
        if has_agents:
            self._draw_agents(view)
        x = 304.0 if has_agents else 262.0
        self._text(self.tr("Open clues"), x, 44, 17, MUTED, bold=True)
        for index, clue in enumerate(view.open_tiles):
            tile = self._add(TileItem(74, *clue), x + index * 90, 72, 2)
            tile.setToolTip(self.tr("Tossed clue tile: %1").replace("%1", trait(clue)))
            self._text(trait(clue), x + index * 90 + 37, 150, 12, CREAM, width=88, centre=True)
            self.open_tiles.append(tile)
        if not view.open_tiles:
            none = self.tr("none yet") if view.agents_in_deck else self.tr("none")
            self._text(none, x, 94, 16, MUTED)
        if view.bag_size:
            self._text(
                self.tr("In the bag: %1").replace("%1", str(view.bag_size)), x, 176, 15, MUTED
            )

    def _draw_info(self, view: View) -> None:
        x = INFO_X
        self._text(
            self.tr("Round %1 of %2")
            .replace("%1", str(view.round))
            .replace("%2", str(view.max_rounds)),
            x,
            44,
            24,
            bold=True,
        )
        self._text(
            self.tr("Starting player: %1").replace("%1", self.name(view.starter)), x, 78, 16, MUTED
        )
        for index, colour in enumerate(Colour):
            chip = self._add(ChipIcon(30, colour), x + index * 82, 104, 2)
            chip.setToolTip(
                self.tr("%1: %2 face down in the supply")
                .replace("%1", capital(colour_name(colour)))
                .replace("%2", str(view.supply[index]))
            )
            self._text(f"× {view.supply[index]}", x + index * 82 + 36, 108, 18)
        if view.stasi:
            holder = next((p for p, pv in enumerate(view.players) if pv.stasi_card), None)
            if holder is None:
                emblem = self._add(Emblem(30, CHIP_ART, "stasi"), x + 250, 104, 2)
                emblem.setToolTip(self.tr("The Stasi officer card lies in the middle."))
        summary = view.last_round
        if summary is not None and summary.round < view.round:
            shown = self.results_shown(view)
            text = self.tr("Hide the result") if shown else self.tr("Result of round %1")
            button = Button(text.replace("%1", str(summary.round)), 32, primary=False)
            button.set_click(self.toggle_last)
            button.setToolTip(self.summary_line(summary))
            self._add(button, x, 138, 5)
            self.buttons.append(button)
            self._target(("button", len(self.buttons) - 1), button, 0)
        elif summary is not None and not view.over:
            text = self.tr("Chief spy: %1").replace("%1", CAT_NAMES[summary.chief])
            self._text(text, x, 142, 17, GOLD, True).setToolTip(self.summary_line(summary))
        if view.over:
            mode = self.tr("Game over: all clues and chips are open")
        elif view.viewer is None:
            mode = self.tr("Public view: clues and chip values hidden")
        elif view.viewer == ALL_SEEING:
            mode = self.tr("Computer game: everything open")
        else:
            mode = self.tr("%1's own view – everybody else, look away").replace(
                "%1", self.name(view.viewer)
            )
        colour = GOLD if view.viewer not in (None, ALL_SEEING) and not view.over else MUTED
        self._text(mode, x, 170, 14, colour, width=W - 44 - x)

    def _row_band(self, view: View, player: int) -> None:
        lay = self.layout
        rect = QRectF(32, lay.row_top(player) + 3, W - 64, lay.row_h - 6)
        path = QPainterPath()
        path.addRoundedRect(rect, 14, 14)
        band = QGraphicsPathItem(path)
        if view.turn == player and not view.over:
            band.setBrush(QColor(242, 194, 74, 38))
            band.setPen(QPen(GOLD, 3))
        else:
            band.setBrush(QColor(255, 255, 255, 10 if player % 2 else 4))
            band.setPen(QPen(QColor(255, 255, 255, 30), 1))
        self._add(band, 0, 0, 0.5)

    def _draw_player(self, view: View, player: int) -> None:
        lay = self.layout
        pv = view.players[player]
        self._row_band(view, player)
        card = self._add(CardItem(lay.card_w, "agent", player, pv.agent), 46, lay.card_y(player), 2)
        card.setToolTip(
            self.tr("%1 plays the agent %2")
            .replace("%1", self.name(player))
            .replace("%2", pv.agent)
        )
        self._draw_block(view, player, pv)
        self._draw_pile(view, player, pv)
        count = len(pv.row)
        accusers = {cat: p for p, cat in view.accusations}
        verdicts = self._verdicts(view)
        for index, cat in enumerate(pv.row):
            item = self._cat(
                cat, lay.card_w, lay.cat_x(index, count), lay.card_y(player), 3 + index
            )
            item.lift = count > 1 and lay.cat_x(1, count) - lay.cat_x(0, count) < lay.card_w
            tip = [f"{CAT_NAMES[cat]}: {traits(cat)}"]
            if cat in accusers:
                accuser = accusers[cat]
                tip.append(
                    self.tr("Accused by %1 (%2)")
                    .replace("%1", self.name(accuser))
                    .replace("%2", self.agent(accuser))
                )
                marker = self._add(
                    MarkerItem(lay.card_w * 0.42, accuser),
                    item.x() - lay.card_w * 0.13,
                    item.y() - lay.card_w * 0.11,
                    40 + index / 2,  # above the cards, below the overlays (z 60, 80)
                )
                marker.setToolTip(tip[-1])
                self.markers[cat] = marker
                if cat in verdicts:
                    award = self._add(
                        ChipIcon(lay.card_w * 0.32, verdicts[cat].colour),
                        item.x() + lay.card_w * 0.8,
                        item.y() - lay.card_w * 0.08,
                        40 + index / 2,
                    )
                    award.setToolTip(capital(self.award_text(verdicts[cat])))
            if cat in verdicts and verdicts[cat].colour is not Colour.BLACK:
                item.set_ring(GOLD if verdicts[cat].colour is Colour.GOLD else SILVER, 6)
                tip.append(capital(self.award_text(verdicts[cat])))
            if cat in self.legal_cats():
                item.set_ring(
                    GOLD if cat == self.selected else LEGAL, 7 if cat == self.selected else 4
                )
                item.set_click(partial(self.click_cat, cat))
            elif self.selected is not None:
                item.dim = True
            item.setToolTip("\n".join(tip))
            self.cats[cat] = item
            self._target(("cat", cat), item)
        if not pv.row and view.phase is not Phase.CLUES:
            self._text(
                self.tr("no suspects yet"),
                lay.row_x0,
                lay.card_y(player) + lay.card_h / 2 - 12,
                18,
                MUTED,
            )

    def _cat(self, cat: int, width: float, x: float, y: float, z: float) -> CardItem:
        return self._add(CardItem(width, "cat", cat, CAT_NAMES[cat]), x, y, z)

    def _verdicts(self, view: View) -> dict[int, Verdict]:
        """The rules' verdict on each cat in the rows, once this round's clues are revealed."""
        summary = view.last_round
        if summary is None or summary.round != view.round:
            return {}
        return {verdict.cat: verdict for verdict in summary.verdicts}

    def award_text(self, verdict: Verdict) -> str:
        if verdict.colour is Colour.GOLD:
            return self.tr("the chief spy (all five traits)")
        if verdict.colour is Colour.WHITE:
            return self.tr("an assistant (four traits)")
        return self.tr("innocent (traits shared: %1)").replace("%1", str(verdict.shared))

    def _draw_block(self, view: View, player: int, pv: PlayerView) -> None:
        lay = self.layout
        x, y = lay.info_x, lay.info_y(player)
        name = self._text(self.name(player), x, y, 26, bold=True)
        if view.starter == player:
            width = name.boundingRect().width()
            start = self._text(self.tr("Start"), x + width + 16, y + 6, 14, QColor("#1b130a"), True)
            rect = start.boundingRect().translated(start.pos()).adjusted(-8, -2, 8, 2)
            pill = QPainterPath()
            pill.addRoundedRect(rect, rect.height() / 2, rect.height() / 2)
            self._add(QGraphicsPathItem(pill), 0, 0, 1.9).setBrush(GOLD)
            start.setToolTip(self.tr("Starting player of this round"))
        self._text(pv.agent, x, y + 34, 16, MUTED)
        size = 58.0
        tile = self._add(
            TileItem(size, pv.tile, pv.side if pv.tile is not None else None), x, y + 62, 2
        )
        if pv.clue is not None:
            caption = self.tr("Clue: %1").replace("%1", trait(pv.clue))
            tile.setToolTip(
                self.tr("%1's clue: %2")
                .replace("%1", self.name(player))
                .replace("%2", trait(pv.clue))
            )
        elif pv.tile is not None:
            caption = (
                self.tr("Tile: %1 / %2")
                .replace("%1", trait((pv.tile, 0)))
                .replace("%2", trait((pv.tile, 1)))
            )
            tile.setToolTip(caption)
        elif pv.chosen:
            caption = self.tr("Clue hidden")
            tile.setToolTip(self.tr("%1's clue lies face down").replace("%1", self.name(player)))
        else:
            caption = self.tr("Choosing a clue…")
            tile.setToolTip(caption)
        self._text(caption, x + size + 10, y + 62, 15, CREAM, width=236 - size - 14)
        if pv.score is not None and pv.chips:
            points = self.tr("Points: %1").replace("%1", str(pv.score))
            self._text(points, x + size + 10, y + 62 + size - 20, 17, GOLD, True)
        if pv.stasi_card:
            card_x = 46 + lay.card_w - 22
            emblem = self._add(Emblem(36, CHIP_ART, "stasi"), card_x, lay.card_y(player) - 10, 6)
            emblem.setToolTip(self.tr("Holds the Stasi officer card: plays with an open clue"))
        chips_y = y + 62 + size + 8
        chip_size = 34.0 if lay.players == 5 else 42.0
        step = min(chip_size + 5, 232 / max(1, len(pv.chips)))
        for slot, chip in enumerate(pv.chips):
            item = self._add(ChipItem(chip_size, chip), x + slot * step, chips_y, 3)
            item.setToolTip(self.chip_tip(chip))
            self._chip_choice(view, player, slot, item)
        if not pv.chips:
            self._text(self.tr("no chips"), x, chips_y + 6, 15, MUTED)

    def chip_tip(self, chip: Any) -> str:
        if chip.stasi:
            return self.tr("The Stasi officer chip (−2 points)")
        name = capital(colour_name(chip.colour))
        if chip.value is None:
            return self.tr("Chip (%1), face down").replace("%1", name)
        text = self.tr("Chip (%1) worth %2").replace("%1", name).replace("%2", str(chip.value))
        if chip.adler:
            text += "\n" + self.tr("Café Adler: may be swapped for another agent's chip")
        if chip.open:
            text += "\n" + self.tr("Lies face up")
        return text

    def _chip_choice(self, view: View, player: int, slot: int, item: ChipItem) -> None:
        swaps = [a for a in self.turn.legal if isinstance(a, Swap)]
        if not swaps or self.turn.player is None:
            return
        if player == self.turn.player and any(s.slot == slot for s in swaps):
            item.set_ring(GOLD if slot == self.swap_slot else LEGAL, 4)
            item.set_click(partial(self.click_chip, player, slot))
            self._target(("chip", player, slot), item)
        elif self.swap_slot is not None and Swap(self.swap_slot, player, slot) in swaps:
            item.set_ring(LEGAL, 4)
            item.set_click(partial(self.click_chip, player, slot))
            self._target(("chip", player, slot), item)

    def _draw_pile(self, view: View, player: int, pv: PlayerView) -> None:
        lay = self.layout
        x, y = lay.pile_x, lay.card_y(player)
        outline = QGraphicsPathItem()
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, lay.card_w, lay.card_h), 8, 8)
        outline.setPath(path)
        outline.setPen(QPen(QColor(255, 255, 255, 50), 2, Qt.PenStyle.DashLine))
        self._add(outline, x, y, 1)
        if not pv.discards:
            self._text(
                self.tr("discards"),
                x + lay.card_w / 2,
                y + lay.card_h / 2 - 10,
                15,
                MUTED,
                centre=True,
            )
            return
        depth = min(4, len(pv.discards) - 1)
        for index in range(depth):
            back = self._cat(
                pv.discards[-2 - index],
                lay.card_w,
                x + (depth - index) * 3,
                y - (depth - index) * 2,
                2,
            )
            back.setToolTip("")
        top = self._cat(pv.discards[-1], lay.card_w, x, y, 3)
        top.set_click(partial(self.click_pile, player))
        top.setToolTip(
            self.tr("%1's discard pile (%2) – click to look through")
            .replace("%1", self.name(player))
            .replace("%2", str(len(pv.discards)))
        )
        self._badge(str(len(pv.discards)), x + lay.card_w - 4, y + 6, 4)
        self.piles[player] = top
        self._target(("pile", player), top)

    def _draw_prompt(self, view: View) -> None:
        title, detail = self.prompt(view)
        self._text(
            title,
            PROMPT.center().x(),
            PROMPT.y() + 6,
            27,
            bold=True,
            width=PROMPT.width(),
            centre=True,
        )
        if detail:
            self._text(
                detail,
                PROMPT.center().x(),
                PROMPT.y() + 48,
                17,
                MUTED,
                width=PROMPT.width(),
                centre=True,
            )
        buttons = self.prompt_buttons(view)
        total = sum(b.width for b, _ in buttons) + 18 * (len(buttons) - 1)
        x = PROMPT.center().x() - total / 2
        for button, action in buttons:
            button.set_click(action)
            self._add(button, x, PROMPT.bottom() - 50, 5)
            self.buttons.append(button)
            self._target(("button", len(self.buttons) - 1), button, 0)
            x += button.width + 18

    def prompt(self, view: View) -> tuple[str, str]:
        """The big line and the explanation in the middle of the checkpoint."""
        player = self.turn.player
        legal = self.turn.legal
        if view.over:
            return self.tr("Game over"), self.ranking_line(view)
        if player is None:
            if view.phase is Phase.CLUES:
                waiting = [self.name(p) for p, pv in enumerate(view.players) if not pv.chosen]
                return (
                    self.tr("Round %1: the agents choose their clues").replace(
                        "%1", str(view.round)
                    ),
                    self.tr("Waiting for: %1").replace("%1", ", ".join(waiting)),
                )
            if view.turn is None:
                return "", ""
            if view.phase is Phase.FINAL:
                return self.tr("The deck is empty: %1 must accuse").replace(
                    "%1", self.name(view.turn)
                ), ""
            if view.phase is Phase.CAFE:
                return self.tr("Café Adler: %1 may swap a chip").replace(
                    "%1", self.name(view.turn)
                ), ""
            return self.tr("%1 is on turn").replace("%1", self.name(view.turn)), ""
        name = self.name(player)
        if self.selected is not None:
            return (
                self.tr("%1: accuse %2?")
                .replace("%1", name)
                .replace("%2", CAT_NAMES[self.selected]),
                capital(traits(self.selected)),
            )
        if any(isinstance(a, Swap) for a in legal) or KeepChips() in legal:
            if self.swap_slot is not None:
                return (
                    self.tr("%1: swap with whom?").replace("%1", name),
                    self.tr("Click a highlighted chip of another agent."),
                )
            return (
                self.tr("%1: swap a Café Adler chip?").replace("%1", name),
                self.tr(
                    "Click your Café Adler chip (the cup), then another agent's chip of the same"
                    " colour – or keep your chips."
                )
                if any(isinstance(a, Swap) for a in legal)
                else self.tr("You have no Café Adler chip to swap."),
            )
        if view.phase is Phase.FINAL:
            return (
                self.tr("%1: the deck is empty – accuse a cat").replace("%1", name),
                self.tr("Click a highlighted cat; your agent %1 marks it.").replace(
                    "%1", self.agent(player)
                ),
            )
        if self.can_draw():
            detail = (
                self.tr("…or click a highlighted cat to accuse it with your agent %1.").replace(
                    "%1", self.agent(player)
                )
                if self.legal_cats()
                else ""
            )
            return self.tr("%1: draw a card").replace("%1", name), detail
        return (
            self.tr("%1: choose a cat to accuse").replace("%1", name),
            self.tr("Click a highlighted cat; your agent %1 marks it.").replace(
                "%1", self.agent(player)
            ),
        )

    def prompt_buttons(self, view: View) -> list[tuple[Button, Callable[[], None]]]:
        legal = self.turn.legal
        buttons: list[tuple[Button, Callable[[], None]]] = []
        if view.over:
            text = self.tr("Show the table") if self.results else self.tr("Show the results")
            buttons.append((Button(text, 46, primary=False), self.toggle_results))
            return buttons
        if self.turn.player is None:
            return buttons
        if self.selected is not None:
            accuse = self.tr("Accuse %1").replace("%1", CAT_NAMES[self.selected])
            buttons.append((Button(accuse, 46), self.confirm))
            buttons.append((Button(self.tr("Back"), 46, primary=False), self.back))
        elif KeepChips() in legal:
            buttons.append((Button(self.tr("Keep my chips"), 46), lambda: self._emit(KeepChips())))
            if self.swap_slot is not None:
                buttons.append((Button(self.tr("Back"), 46, primary=False), self.back))
        elif self.can_draw():
            buttons.append((Button(self.tr("Draw a card"), 46), self.click_deck))
        if self.turn.out_of_turn:
            buttons.append((Button(self.tr("Cancel"), 46, primary=False), self.cancelled.emit))
        return buttons

    def can_draw(self) -> bool:
        """Drawing is offered on one's turn, not while accusing out of turn."""
        return Draw() in self.turn.legal and not self.turn.out_of_turn

    def legal_cats(self) -> set[int]:
        return {a.cat for a in self.turn.legal if isinstance(a, Accuse)}

    def results_shown(self, view: View) -> bool:
        """Whether the result panel covers the rows: the final one, or the last round's while
        the new round has no cards out yet (or as the players chose with the button)."""
        summary = view.last_round
        if summary is None:
            return False
        if view.over:
            return self.results
        if summary.round == view.round:
            return False  # scoring: the table itself shows the revealed round
        if self.last_choice is not None and self.last_choice[0] == view.round:
            return self.last_choice[1]
        return not any(pv.row or pv.discards for pv in view.players)

    def toggle_last(self) -> None:
        if self.view is not None:
            self.last_choice = (self.view.round, not self.results_shown(self.view))
            self._draw()

    def _draw_results(self, view: View, summary: Summary, final: bool) -> None:
        area = self.layout.overlay()
        self._panel(area, 60, 255)
        x, y = area.x() + 34, area.y() + 24
        z = 61.0
        if final:
            y = self._draw_ranking(view, x, y)
            y += 16
            title = self.tr("Last round: the chief spy was %2")
        else:
            title = self.tr("Round %1: the chief spy was %2")
            close = Button(self.tr("Close"), 40, primary=False)
            close.set_click(self.toggle_last)
            self._add(close, area.right() - close.width - 20, area.y() + 16, 62)
            self.buttons.append(close)
            self._target(("button", len(self.buttons) - 1), close, 0)
        title = title.replace("%1", str(summary.round)).replace("%2", CAT_NAMES[summary.chief])
        self._text(title, x, y, 28 if not final else 22, GOLD, True, z=z)
        y += 48 if not final else 38
        width = 150.0 if not final and self.layout.players < 5 else 112.0
        chief = self._add(CardItem(width, "cat", summary.chief, CAT_NAMES[summary.chief]), x, y, z)
        chief.set_ring(GOLD, 6)
        chief.setToolTip(f"{CAT_NAMES[summary.chief]}: {traits(summary.chief)}")
        tiles_x = x + width + 40
        self._text(self.tr("The five clues"), tiles_x, y, 17, MUTED, True, z=z)
        owners = [self.name(p) for p in range(len(summary.clues))]
        clues = list(zip(summary.clues, owners, strict=True))
        clues += [(clue, self.tr("tossed")) for clue in summary.tossed]
        for index, (clue, owner) in enumerate(sorted(clues)):
            tx = tiles_x + index * 112
            tile = self._add(TileItem(72, *clue), tx, y + 30, z)
            tile.setToolTip(f"{owner}: {trait(clue)}")
            self._text(trait(clue), tx + 36, y + 108, 14, CREAM, centre=True, z=z)
            self._text(owner, tx + 36, y + 128, 14, MUTED, bold=True, centre=True, z=z)
        y += max(width * RATIO, 160) + 24
        accused = dict(summary.accusations)
        verdicts = {verdict.cat: verdict for verdict in summary.verdicts}
        order = [p for p, _ in summary.accusations]
        order += [p for p in range(len(summary.clues)) if p not in accused]
        line_h = min(112.0, (area.bottom() - y - 10) / len(order))
        mini = min(72.0, (line_h - 10) / RATIO)
        for player in order:
            colour = summary.awards[player]
            if player in accused:
                cat = accused[player]
                self._add(CardItem(mini, "cat", cat), x, y, z).setToolTip(
                    f"{CAT_NAMES[cat]}: {traits(cat)}"
                )
                text = (
                    self.tr("%1 accused %2: %3")
                    .replace("%1", self.name(player))
                    .replace("%2", CAT_NAMES[cat])
                    .replace("%3", self.award_text(verdicts[cat]))
                )
            else:
                text = self.tr("%1 accused nobody").replace("%1", self.name(player))
            self._add(ChipIcon(34, colour), x + mini + 16, y + mini * RATIO / 2 - 17, z)
            chip = self.tr("chip: %1").replace("%1", colour_name(colour))
            self._text(f"{text} – {chip}", x + mini + 62, y + mini * RATIO / 2 - 12, 18, z=z)
            y += line_h

    def _draw_ranking(self, view: View, x: float, y: float) -> float:
        """The final table: place, name, points, gold chips and every chip with its value."""
        ranking = self.ranking(view)
        self._text(self.tr("Final scores"), x, y, 28, GOLD, True, z=61)
        y += 44
        columns = (x, x + 250, x + 350, x + 450)
        for column, head in zip(
            columns[1:], (self.tr("Points"), self.tr("Gold"), self.tr("Chips")), strict=True
        ):
            self._text(head, column, y, 15, MUTED, True, z=61)
        y += 26
        for player, place in ranking:
            pv = view.players[player]
            colour = GOLD if place == 1 else CREAM
            self._text(f"{place}. {self.name(player)}", columns[0], y, 22, colour, True, z=61)
            self._text(str(pv.score), columns[1], y, 22, colour, True, z=61)
            self._text(str(pv.chip_counts[0]), columns[2], y, 22, colour, z=61)
            for slot, chip in enumerate(pv.chips):
                item = self._add(ChipItem(32, chip), columns[3] + slot * 40, y - 2, 61)
                item.setToolTip(self.chip_tip(chip))
            y += 42
        places = {(view.players[p].score, place) for p, place in ranking}
        if len({score for score, _ in places}) < len(places):  # equal points, different places
            self._text(self.tr("Tied on points: more gold chips decide."), x, y, 16, MUTED, z=61)
            y += 28
        return y

    def ranking(self, view: View) -> list[tuple[int, int]]:
        """(player, place) as the rules rank them, best first (empty until the game is over)."""
        places = view.places or ()
        return sorted(enumerate(places), key=lambda row: (row[1], row[0]))

    def ranking_line(self, view: View) -> str:
        winners = [p for p, place in self.ranking(view) if place == 1]
        if not winners:
            return ""
        return (
            self.tr("Winner: %1 – points: %2")
            .replace("%1", " & ".join(self.name(p) for p in winners))
            .replace("%2", str(view.players[winners[0]].score))
        )

    def _draw_fan(self, view: View, player: int) -> None:
        pv = view.players[player]
        area = self.layout.overlay()
        self._panel(area, 80, 255)
        title = (
            self.tr("%1's discard pile (%2)")
            .replace("%1", self.name(player))
            .replace("%2", str(len(pv.discards)))
        )
        self._text(title, area.x() + 30, area.y() + 20, 26, GOLD, True, z=81)
        close = Button(self.tr("Close"), 42, primary=False)
        close.set_click(self.close_fan)
        self._add(close, area.right() - close.width - 24, area.y() + 16, 82)
        self.buttons.append(close)
        self._target(("button", len(self.buttons) - 1), close, 0)
        room = QRectF(area.x() + 24, area.y() + 76, area.width() - 48, area.height() - 96)
        count = max(1, len(pv.discards))
        best = 0.0
        for columns in range(1, count + 1):
            rows = -(-count // columns)
            card = min(
                (room.width() - 12 * (columns - 1)) / columns,
                (room.height() - 12 * (rows - 1)) / rows / RATIO,
            )
            best = max(best, min(card, 150.0))
        columns = max(1, int((room.width() + 12) // (best + 12)))
        for index, cat in enumerate(pv.discards):
            cx = room.x() + (index % columns) * (best + 12)
            cy = room.y() + (index // columns) * (best * RATIO + 12)
            item = self._cat(cat, best, cx, cy, 82)
            item.setToolTip(f"{CAT_NAMES[cat]}: {traits(cat)}")

    def _draw_cursor(self) -> None:
        if not self.cursor_shown:
            return
        found = self._cursor_item()
        if found is None:
            return
        rect = found.sceneBoundingRect().adjusted(4, 4, -4, -4)
        path = QPainterPath()
        path.addRoundedRect(rect, 12, 12)
        cursor = QGraphicsPathItem(path)
        cursor.setPen(QPen(QColor("#ffffff"), 4, Qt.PenStyle.DashLine))
        self._add(cursor, 0, 0, 120)

    def _cursor_item(self) -> Piece | None:
        for line in self.targets:
            for key, item in line:
                if key == self.cursor_key:
                    return item
        return None

    # -- acting ----------------------------------------------------------------------------------
    def _emit(self, action: Any) -> None:
        if action not in self.turn.legal:
            return
        self.selected = None
        self.swap_slot = None
        self.turn = Turn(None, ())
        self.action_chosen.emit(action)

    def click_deck(self) -> None:
        if self.can_draw():
            self._emit(Draw())

    def click_cat(self, cat: int) -> None:
        if cat not in self.legal_cats():
            return
        if self.selected == cat:
            self.confirm()
            return
        self.selected = cat
        self.cursor_key = ("cat", cat)
        self._draw()

    def confirm(self) -> None:
        if self.selected is not None:
            self._emit(Accuse(self.selected))

    def back(self) -> None:
        """Step back from a chosen cat or chip."""
        self.selected = None
        self.swap_slot = None
        self._draw()

    def click_pile(self, player: int) -> None:
        self.fanned = None if self.fanned == player else player
        self._draw()

    def close_fan(self) -> None:
        self.fanned = None
        self._draw()

    def toggle_results(self) -> None:
        self.results = not self.results
        self._draw()

    def click_chip(self, player: int, slot: int) -> None:
        if player == self.turn.player:
            self.swap_slot = None if self.swap_slot == slot else slot
            self._draw()
        elif self.swap_slot is not None:
            self._emit(Swap(self.swap_slot, player, slot))

    def key_press(self, event: QKeyEvent) -> bool:
        key = Qt.Key(event.key())
        if key == Qt.Key.Key_Escape:
            if self.fanned is not None:
                self.close_fan()
            elif self.selected is not None or self.swap_slot is not None:
                self.back()
            elif self.turn.out_of_turn:
                self.cancelled.emit()
            else:
                return False
            return True
        moves = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, -1),
            Qt.Key.Key_Down: (0, 1),
        }
        if key in moves:
            self._move_cursor(*moves[key])
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._activate()
            return True
        return False

    def _position(self) -> tuple[int, int] | None:
        for row, line in enumerate(self.targets):
            for column, (key, _) in enumerate(line):
                if key == self.cursor_key:
                    return row, column
        return None

    def _move_cursor(self, dx: int, dy: int) -> None:
        lines = [line for line in self.targets]
        here = self._position()
        if here is None or not self.cursor_shown:
            start = next(((r, 0) for r, line in enumerate(lines) if line), None)
            if start is None:
                return
            row, column = start
        else:
            row, column = here
            if dx:
                column = min(max(0, column + dx), len(lines[row]) - 1)
            else:
                x = lines[row][column][1].sceneBoundingRect().center().x()
                target = row + dy
                while 0 <= target < len(lines) and not lines[target]:
                    target += dy
                if 0 <= target < len(lines):
                    row = target
                    column = min(
                        range(len(lines[row])),
                        key=lambda c: abs(lines[row][c][1].sceneBoundingRect().center().x() - x),
                    )
        self.cursor_key = lines[row][column][0]
        self.cursor_shown = True
        self._draw()

    def _activate(self) -> None:
        item = self._cursor_item() if self.cursor_shown else None
        if item is None:
            self._move_cursor(0, 0)
            return
        key = self.cursor_key
        assert key is not None
        if key[0] == "pile":
            self.click_pile(key[1])
        elif item.on_click is not None:
            item.on_click()

    def show_hint(self, action: Any) -> None:
        if isinstance(action, Draw):
            self.cursor_key = ("deck",)
        elif isinstance(action, Accuse):
            self.selected = action.cat
            self.cursor_key = ("cat", action.cat)
        elif isinstance(action, Swap):
            self.swap_slot = action.slot
            self.cursor_key = ("chip", action.target, action.target_slot)
        elif isinstance(action, KeepChips):
            self.cursor_key = ("button", 0)
        else:
            return
        self.cursor_shown = True
        self._draw()

    # -- animation -------------------------------------------------------------------------------
    def _stop_animation(self) -> None:
        if self.animation is not None:
            self.animation.stop()
            self.animation = None

    def animate(self, events: Sequence[Event], view: Any, done: Callable[[], None]) -> int:
        if self.speed <= 0 or self.view is None:
            return super().animate(events, view, done)  # no animation: just show it
        self.show(view, Turn(None, ()))
        plan = _Timeline()
        start = 0.0
        flight = BASE_MS * self.speed
        deck = QPointF(58, 48)
        for event in events:
            if isinstance(event, AgentDrawn):
                card = self.agent_cards.get(event.agent)
                if card is not None:
                    start = self._fly(plan, card, deck, start, flight, flip=True)
                drawn = view.agents_drawn
                index = drawn.index(event.agent) if event.agent in drawn else len(self.open_tiles)
                if index < len(self.open_tiles):
                    start = self._pop(plan, self.open_tiles[index], start, flight * 0.6)
            elif isinstance(event, CardDrawn):
                target = self.cats.get(event.cat) if event.to_row else self.piles.get(event.player)
                if target is not None and target.number == event.cat:
                    start = self._fly(plan, target, deck, start, flight, flip=True)
            elif isinstance(event, Accused):
                marker = self.markers.get(event.cat)
                if marker is not None:
                    start = self._pop(plan, marker, start, flight * 0.8)
        if not plan.steps:
            done()
            return 0
        plan.at(0)
        animation = QVariantAnimation()
        animation.setStartValue(0.0)
        animation.setEndValue(plan.total)
        animation.setDuration(int(plan.total))
        animation.valueChanged.connect(lambda value: plan.at(float(value)))

        def finished() -> None:
            plan.at(plan.total)
            self.animation = None
            done()

        animation.finished.connect(finished)
        self.animation = animation
        animation.start()
        return int(plan.total)

    def _fly(
        self,
        plan: _Timeline,
        item: CardItem,
        origin: QPointF,
        start: float,
        duration: float,
        flip: bool,
    ) -> float:
        end = item.pos()
        scale = DECK_W / item.width
        z = item.zValue()
        width = item.width

        def step(t: float) -> None:
            e = _ease(t)
            item.setVisible(t > 0 or start == 0)
            item.setPos(origin + (end - origin) * e)
            size = scale + (1 - scale) * e
            squeeze = abs(1 - 2 * t) if flip else 1.0
            item.back = flip and t < 0.5
            transform = QTransform()
            transform.translate(width * size / 2, 0)
            transform.scale(size * max(0.02, squeeze), size)
            transform.translate(-width / 2, 0)
            item.setTransform(transform)
            QGraphicsItem.setZValue(item, 200 if t < 1 else z)
            item.update()

        return plan.add(start, duration, step)

    def _pop(self, plan: _Timeline, item: Piece, start: float, duration: float) -> float:
        centre = item.rect().center()

        def step(t: float) -> None:
            item.setOpacity(min(1.0, t * 2))
            size = 1.8 - 0.8 * _ease(t)
            transform = QTransform()
            transform.translate(centre.x(), centre.y())
            transform.scale(size, size)
            transform.translate(-centre.x(), -centre.y())
            item.setTransform(transform)

        return plan.add(start, duration, step)

    # -- texts -----------------------------------------------------------------------------------
    def own_chips(self, player: PlayerView) -> str:
        chips = ", ".join(
            f"{colour_name(c.colour)} {c.value}" if c.value is not None else colour_name(c.colour)
            for c in player.chips
        )
        text = self.tr("Your chips: %1").replace("%1", chips)
        if player.score is not None:
            text += " – " + self.tr("points: %1").replace("%1", str(player.score))
        return text

    def summary_line(self, summary: Summary) -> str:
        text = self.tr("Round %1: the chief spy was %2 (%3).")
        text = (
            text.replace("%1", str(summary.round))
            .replace("%2", CAT_NAMES[summary.chief])
            .replace("%3", traits(summary.chief))
        )
        if summary.found_by is None:
            return text + " " + self.tr("Nobody found him.")
        return text + " " + self.tr("%1 found him.").replace("%1", self.name(summary.found_by))

    def status(self, view: View) -> str:
        lines = [
            self.tr("Round %1 of %2 · starting player: %3")
            .replace("%1", str(view.round))
            .replace("%2", str(view.max_rounds))
            .replace("%3", self.name(view.starter)),
            self.tr("Cards in the deck: %1").replace("%1", str(view.deck_size)),
        ]
        for p, pv in enumerate(view.players):
            if pv.chips:
                gold, white, black = pv.chip_counts
                lines.append(
                    self.tr("%1: %2 gold, %3 white, %4 black")
                    .replace("%1", self.name(p))
                    .replace("%2", str(gold))
                    .replace("%3", str(white))
                    .replace("%4", str(black))
                )
        return "\n".join(lines)

    def describe(self, event: Event) -> str | None:
        if event.seen_by is not None:
            return None  # a secret: never in the public log
        if isinstance(event, RoundStarted):
            return (
                self.tr("Round %1 begins; %2 starts")
                .replace("%1", str(event.round))
                .replace("%2", self.name(event.starter))
            )
        if isinstance(event, SideChosen):
            return self.tr("%1 has chosen a clue").replace("%1", self.name(event.player))
        if isinstance(event, ClueShown):
            return (
                self.tr("%1 holds the Stasi officer card and plays with an open clue: %2")
                .replace("%1", self.name(event.player))
                .replace("%2", trait((event.tile, event.side)))
            )
        if isinstance(event, CardDrawn):
            text = (
                self.tr("%1 draws %2: into the row")
                if event.to_row
                else self.tr("%1 draws %2: onto the discard pile")
            )
            return text.replace("%1", self.name(event.player)).replace("%2", CAT_NAMES[event.cat])
        if isinstance(event, AgentDrawn):
            return (
                self.tr("%1 draws the agent card %2; the tossed tile shows: %3")
                .replace("%1", self.name(event.player))
                .replace("%2", AGENT_NAMES[event.agent])
                .replace("%3", trait((event.tile, event.side)))
            )
        if isinstance(event, Accused):
            return (
                self.tr("%1 (%2) accuses %3")
                .replace("%1", self.name(event.player))
                .replace("%2", self.agent(event.player))
                .replace("%3", CAT_NAMES[event.cat])
            )
        if isinstance(event, DeckEmpty):
            return self.tr("The deck is empty: whoever has not accused must do so now")
        if isinstance(event, CluesRevealed):
            summary = event.summary
            clues = ", ".join(
                f"{self.name(p)}: {trait(clue)}" for p, clue in enumerate(summary.clues)
            )
            tossed = ", ".join(trait(clue) for clue in summary.tossed)
            text = self.tr("Clues revealed – %1").replace("%1", clues)
            if tossed:
                text += "; " + self.tr("tossed: %1").replace("%1", tossed)
            return text + "; " + self.tr("chief spy: %1").replace("%1", CAT_NAMES[summary.chief])
        if isinstance(event, ChipTaken):
            return (
                self.tr("%1 gets a chip: %2")
                .replace("%1", self.name(event.player))
                .replace("%2", colour_name(event.colour))
            )
        if isinstance(event, ChipMissing):
            return (
                self.tr("No chip of the colour %2 left for %1")
                .replace("%1", self.name(event.player))
                .replace("%2", colour_name(event.colour))
            )
        if isinstance(event, StasiDrawn):
            return self.tr("%1 draws the Stasi officer chip").replace("%1", self.name(event.player))
        if isinstance(event, Swapped):
            return (
                self.tr("%1 swaps a Café Adler chip for a chip of %2 (%3); it lies open with %2")
                .replace("%1", self.name(event.player))
                .replace("%2", self.name(event.target))
                .replace("%3", colour_name(event.colour))
            )
        if isinstance(event, GameOver):
            parts = [
                self.tr("%1 %2 (%3 gold)")
                .replace("%1", self.name(p))
                .replace("%2", str(score))
                .replace("%3", str(gold))
                for p, (score, gold) in enumerate(zip(event.scores, event.golds, strict=True))
            ]
            text = self.tr("Game over – points: %1").replace("%1", ", ".join(parts))
            if event.stasi_kept is not None:
                text += "; " + self.tr("%1 keeps the Stasi chip (−2)").replace(
                    "%1", self.name(event.stasi_kept)
                )
            return text
        return None


def create_board(setup: Setup) -> CheckpointBoard:
    return CheckpointBoard(setup)

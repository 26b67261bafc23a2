"""Where everything lies on the Checkpoint Charlie table (scene units; no items here)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from .art import RATIO

W, H = 1500, 1150
PANEL = QRectF(34, 34, 1432, 176)  # the checkpoint: deck, open clues, prompt, round
ROWS_TOP, ROWS_BOTTOM = 236, 1136
DECK = QPointF(58, 48)  # the deck's top card
DECK_W = 100
AGENTS_X = 178.0  # the drawn agent cards, right of the deck
AGENT_W, EARLIER_W = 64.0, 32.0  # the card drawn last, the ones drawn before it this round
OPEN_X, OPEN_TILE = 304.0, 64.0  # the tossed clue tiles beside the agents, and their size
PROMPT = QRectF(470, 40, 610, 164)
INFO_X = 1100
BLOCK = 236.0  # a player's name block (name, agent, clue tile, chips) at the default text size
BASE_MS = 520  # one card's flight at normal speed


class Layout:
    """Where everything lies for a number of players."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.row_h = (ROWS_BOTTOM - ROWS_TOP) / players
        self.card_h = min(self.row_h - 40, 196.0)
        self.card_w = self.card_h / RATIO
        self.info_x = 46 + self.card_w + 18
        self.row_x1 = W - 46.0
        self.widen(BLOCK)

    def widen(self, block: float) -> None:
        """The players' name blocks are `block` wide (the piles and rows right of them)."""
        self.block = block
        self.pile_x = self.info_x + block
        self.row_x0 = self.pile_x + self.card_w + 44

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

    def overlaps(self, count: int) -> bool:
        """Whether the cards of a row of `count` overlap (they lift while hovered)."""
        return count > 1 and self.cat_x(1, count) - self.cat_x(0, count) < self.card_w

    def band(self, player: int) -> QRectF:
        """The band behind a player's row."""
        return QRectF(32, self.row_top(player) + 3, W - 64, self.row_h - 6)

    def overlay(self) -> QRectF:
        """The space of the piles and rows (free while the clues are chosen); as wide as with
        blocks of the default width where a large text widened them."""
        left = self.info_x + min(self.block, BLOCK) - 14
        return QRectF(left, ROWS_TOP + 4, W - 36 - left, ROWS_BOTTOM - ROWS_TOP - 8)

    def results(self, final: bool) -> QRectF:
        """Where a round's result lies: over the piles and rows; the final one over the whole
        rows (its table names every player), so that its lines have room for their words."""
        if not final:
            return self.overlay()
        return QRectF(34, ROWS_TOP + 4, W - 68, ROWS_BOTTOM - ROWS_TOP - 8)

"""What the Checkpoint Charlie table and its overlays share: the board as their host, and the
drawing calls of the table (`scene.Table`) that the overlays use."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from ...games.checkpoint.components import Colour
from ...games.checkpoint.view import ChipView, View
from ..board import Turn
from .art import Button, CardItem, ChipIcon, ChipItem, Emblem, TileItem
from .layout import Layout
from .texts import CheckpointTexts


class Host(Protocol):
    """What the table reads from its board, and the board's answers to clicks."""

    texts: CheckpointTexts
    turn: Turn
    selected: int | None
    swap_slot: int | None
    fanned: int | None
    results: bool
    cursor_key: tuple[Any, ...] | None
    cursor_shown: bool
    focused: bool
    smallest_text: float  # the size that is 11 px on screen

    def can_draw(self) -> bool: ...
    def prompt(self, view: View) -> tuple[str, str]: ...
    def legal_cats(self) -> set[int]: ...
    def words(self, action: Any) -> str: ...
    def results_shown(self, view: View) -> bool: ...
    def click_deck(self) -> None: ...
    def click_cat(self, cat: int) -> None: ...
    def click_pile(self, player: int) -> None: ...
    def click_chip(self, player: int, slot: int) -> None: ...
    def confirm(self) -> None: ...
    def back(self) -> None: ...
    def keep_chips(self) -> None: ...
    def cancel(self) -> None: ...
    def toggle_results(self) -> None: ...
    def toggle_last(self) -> None: ...
    def close_fan(self) -> None: ...


class Canvas(Protocol):
    """The table's drawing calls the overlays use (scene.Table)."""

    layout: Layout
    host: Host
    texts: CheckpointTexts
    open_tiles: list[TileItem]

    def text(
        self,
        text: str,
        x: float,
        y: float,
        size: float,
        colour: QColor = ...,
        bold: bool = False,
        width: float | None = None,
        centre: bool = False,
        z: float = 2.0,
        elide: float = 0.0,
    ) -> QGraphicsItem: ...

    def button(self, text: str, height: float, primary: bool = True) -> Button: ...

    def offer(
        self, button: Button, on_click: Callable[[], None], x: float, y: float, z: float
    ) -> None: ...

    def panel(self, rect: QRectF, z: float, alpha: int = 235) -> None: ...

    def card(
        self, width: float, kind: str, number: int, name: str, x: float, y: float, z: float
    ) -> CardItem: ...

    def cat(self, cat: int, width: float, x: float, y: float, z: float) -> CardItem: ...

    def tile(
        self, size: float, tile: int | None, side: int | None, x: float, y: float, z: float
    ) -> TileItem: ...

    def chip(self, size: float, chip: ChipView, x: float, y: float, z: float) -> ChipItem: ...

    def chip_icon(self, size: float, colour: Colour, x: float, y: float, z: float) -> ChipIcon: ...

    def emblem(self, size: float, element: str, x: float, y: float, z: float) -> Emblem: ...

"""The checkpoint's words beside the deck: the open clues with their captions, the prompt with
its buttons, and the right column (round, supply, last round, whose view), stacked and spaced by
their measured sizes so that none runs into another at any text size (drawn through the
`Table`)."""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QFontMetricsF, QTextDocument, QTextOption
from PySide6.QtWidgets import QGraphicsItem

from ...core.protocol import ALL_SEEING
from ...games.checkpoint.components import Colour
from ...games.checkpoint.view import View
from ..paint import font
from .art import CREAM, GOLD, MIN_TEXT, MUTED, Button, TileItem
from .canvas import Canvas
from .layout import INFO_X, OPEN_TILE, PANEL, PROMPT, W
from .texts import trait

GAP = 4.0  # between two stacked lines of the column
SOFT_HYPHEN = "\u00ad"  # where a word may break, shown as "-" at the end of a line
CAPTION = 130.0  # an open clue's caption is one line up to this width
Row = list[tuple[QGraphicsItem, float]]  # the items of one line and their drop below its top


def _bottom(item: QGraphicsItem) -> float:
    return item.y() + item.boundingRect().height()


def _height(row: Row) -> float:
    return max(drop + item.boundingRect().height() for item, drop in row)


def breakable(words: str) -> str:
    """`words` with a soft hyphen where the catalogue lets a long word of a clue's caption
    break at the end of a line (Sonnen-brille; short words are not listed)."""
    listed = QCoreApplication.translate(
        "CheckpointTexts",
        "sun-glasses news-paper",
        "long words of the clues' captions, with a hyphen where each may break at a line's end",
    )
    breaks = {entry.replace("-", "").casefold(): entry.split("-") for entry in listed.split()}
    result = []
    for word in words.split(" "):
        parts, at = [], 0
        for part in breaks.get(word.casefold(), [word])[:-1]:
            parts.append(word[at : at + len(part)])
            at += len(part)
        result.append(SOFT_HYPHEN.join([*parts, word[at:]]))
    return " ".join(result)


def widest_piece(words: str, metrics: QFontMetricsF) -> float:
    """The width of the widest part of `words` a line cannot break (a hyphen at a break)."""
    pieces = []
    for word in words.split():
        parts = word.split(SOFT_HYPHEN)
        pieces += [part + "-" for part in parts[:-1]] + parts[-1:]
    return max((metrics.horizontalAdvance(piece) for piece in pieces), default=0.0)


def _one_line(words: str, metrics: QFontMetricsF) -> float:
    return metrics.horizontalAdvance(words.replace(SOFT_HYPHEN, ""))


def draw_open_clues(table: Canvas, view: View, x: float) -> float:
    """The title, the bag's count and the tossed clue tiles from `x` on, each over its caption
    in a column as wide as the caption's widest unbreakable part; the tiles get smaller where
    the captions need more lines than the checkpoint has room for. Returns where the prompt may
    begin (right of the last column)."""
    t = table.texts
    pixels = max(12.0, MIN_TEXT, table.host.smallest_text)
    metrics = QFontMetricsF(font(pixels))
    captions = [breakable(trait(clue)) for clue in view.open_tiles]
    widths = [  # one line up to CAPTION units; longer ones break between words, or in one
        max(OPEN_TILE + 24, widest_piece(c, metrics), min(_one_line(c, metrics), CAPTION)) + 10
        for c in captions
    ]
    right = x + sum(widths) + 6 * (len(widths) - 1)
    heading = QFontMetricsF(font(max(17.0, MIN_TEXT, table.host.smallest_text), bold=True))
    right = max(right, x + heading.horizontalAdvance(t.open_clues()) + 4)  # the title whole
    left = max(PROMPT.left(), min(right + 14, PROMPT.right() - 360))
    title = table.text(t.open_clues(), x, 44, 17, MUTED, bold=True, elide=left - x - 8)
    y = _bottom(title)
    if view.bag_size:  # under the title: the tiles' captions below take their lines
        y = _bottom(table.text(t.in_bag(view), x, y, 15, MUTED))
    if not captions:
        table.text(t.no_open_clues(view), x, max(y + 4, 100.0), 16, MUTED)
        return left
    y += 4
    tall = max(text_height(c, pixels, w) for c, w in zip(captions, widths, strict=True))
    size = max(28.0, min(OPEN_TILE, PANEL.bottom() - 2 - tall - y))
    for clue, caption, width in zip(view.open_tiles, captions, widths, strict=True):
        tile: TileItem = table.tile(size, *clue, x + (width - size) / 2, y, 2)
        tile.setToolTip(t.tossed_tip(clue))
        table.text(caption, x + width / 2, y + size + 4, 12, CREAM, width=width, centre=True)
        table.open_tiles.append(tile)
        x += width + 6
    return left


def draw_prompt(
    table: Canvas, view: View, buttons: list[tuple[Button, Callable[[], None]]], left: float
) -> None:
    """The title, the detail below it and the buttons at the bottom, right of `left`; where
    the detail has more lines than fit above the buttons, the title gets smaller (down to the
    detail's size), then the detail loses its remarks in brackets (the keys), then its last
    words (all of it in its tooltip)."""
    title, detail = table.host.prompt(view)
    room = QRectF(left, PROMPT.y(), PROMPT.right() - left, PROMPT.height())
    centre = room.center().x()
    top = room.bottom() - 4 - max((b.height for b, _ in buttons), default=0.0)
    floor = max(MIN_TEXT, table.host.smallest_text)
    pixels = max(17.0, floor)
    size, shown = 27.0, detail
    for size in (27.0, 22.0, 17.0):  # the largest title that leaves the detail whole
        high = text_height(title, max(size, floor), room.width(), bold=True)
        shown = fit_lines(detail, pixels, room.width(), top - (room.y() + 2 + high) + 4)
        if shown == detail:
            break
    head = table.text(title, centre, room.y() + 6, size, bold=True, width=room.width(), centre=True)
    if detail:
        y = _bottom(head) - 4
        block = table.text(shown, centre, y, 17, MUTED, width=room.width(), centre=True)
        if shown != detail:
            block.setToolTip(detail)
    total = sum(b.width for b, _ in buttons) + 18 * (len(buttons) - 1)
    x = centre - total / 2
    for button, action in buttons:
        table.offer(button, action, x, top, 5)
        x += button.width + 18


def text_height(words: str, pixels: float, width: float, bold: bool = False) -> float:
    """How high `words` of `pixels` wrapped to `width` are (a text block's margins included)."""
    document = QTextDocument()
    document.setDefaultFont(font(pixels, bold))
    option = document.defaultTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    document.setDefaultTextOption(option)
    document.setTextWidth(width)
    document.setPlainText(words)
    return document.size().height()


def without_remarks(words: str) -> str:
    """`words` without their remarks in brackets."""
    return re.sub(r" ?\([^)]*\)", "", words)


def fit_lines(words: str, pixels: float, width: float, height: float) -> str:
    """`words` wrapped to `width`, if need be without its remarks in brackets, or as many of
    its first words as fit `height` and "…"."""

    def tall(text: str) -> float:
        return text_height(text, pixels, width)

    if tall(words) <= height:
        return words
    words = without_remarks(words)
    if tall(words) <= height:
        return words
    split = words.split(" ")
    low, high = 0, len(split) - 1  # the most words that fit, found by halving
    while low < high:
        middle = (low + high + 1) // 2
        if tall(" ".join(split[:middle]) + " …") <= height:
            low = middle
        else:
            high = middle - 1
    return " ".join(split[:low]) + " …" if low else "…"


def fit_heading(words: str, pixels: float, width: float, height: float) -> str:
    """`words` as `fit_lines` fits them, or whole up to its first ": " or " – " where the
    rest would be cut ("Spielende" rather than "Spielende: alle …")."""
    shown = fit_lines(words, pixels, width, height)
    heading = re.split(r": | – ", words)[0]
    if shown.endswith("…") and heading != words:
        return fit_lines(heading, pixels, width, height)
    return shown


def draw_info(table: Canvas, view: View, extra: Callable[[float], QGraphicsItem | None]) -> None:
    """The right column, top down: the round, the starting player, the chips left in the
    supply and what `extra` puts at the height given (the last round's button or chief spy);
    whose view the screen shows at the bottom. Where the column is too low for all, the
    starting player is left out (the Start badge in the rows shows it too)."""
    t = table.texts
    x = INFO_X
    own = view.viewer not in (None, ALL_SEEING) and not view.over
    mode = table.text(t.mode(view), x, 0, 14, GOLD if own else MUTED, width=W - 44 - x)
    mode.setY(PANEL.bottom() - 6 - mode.boundingRect().height())
    rows: list[Row] = [[(table.text(t.round_of(view), x, 0, 24, bold=True), 0.0)]]
    start: Row = [(table.text(t.starting_player(view), x, 0, 16, MUTED), 0.0)]
    rows += [start, _supply(table, view)]
    more = extra(0.0)
    if more is not None:
        rows.append([(more, 0.0)])
    room = mode.y() + 4 - 44
    if sum(_height(row) + GAP for row in rows) > room:
        rows.remove(start)
        start[0][0].setVisible(False)
    stacked = 44 + sum(_height(row) + GAP for row in rows)
    if stacked > mode.y() + 4:  # still too low: whose view, in the lines left (all in its tip)
        words, width = t.mode(view), W - 44 - x
        pixels = max(14.0, MIN_TEXT, table.host.smallest_text)
        shown = fit_heading(words, pixels, width, PANEL.bottom() - 6 - stacked + 8)
        mode.setVisible(False)
        if shown.strip() != "…":  # (where not a word of it fits, it is left out)
            mode = table.text(shown, x, 0, 14, GOLD if own else MUTED, width=width)
            mode.setY(PANEL.bottom() - 6 - mode.boundingRect().height())
            mode.setToolTip(words)
    y = 44.0
    for row in rows:
        for item, drop in row:
            item.setY(y + drop)
        y += _height(row) + GAP


def _supply(table: Canvas, view: View) -> Row:
    """The chips left face down in the supply: an icon and a count per colour."""
    t = table.texts
    x = INFO_X
    row: Row = []
    step = 82.0  # wider when the counts are large words
    for index, colour in enumerate(Colour):
        chip = table.chip_icon(30, colour, x + index * step, 0, 2)
        chip.setToolTip(t.supply_tip(colour, view.supply[index]))
        count = table.text(f"× {view.supply[index]}", x + index * step + 36, 0, 18)
        row += [(chip, 0.0), (count, 4.0)]
        step = max(step, 36 + count.boundingRect().width() + 10)
    if view.stasi and not any(pv.stasi_card for pv in view.players):
        emblem = table.emblem(30, "stasi", x + 250, 0, 2)
        emblem.setToolTip(t.stasi_in_middle())
        row.append((emblem, 0.0))
    return row

"""The big layers over the Checkpoint Charlie table: the prompt's buttons, a round's results,
the final scores and a fanned discard pile (drawn through the `Table`)."""

from __future__ import annotations

import itertools
from collections.abc import Callable

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem

from ...games.checkpoint.state import Accuse, Draw, KeepChips, Summary
from ...games.checkpoint.view import View
from . import header
from .art import CREAM, GOLD, MIN_TEXT, MUTED, RATIO, Button, value_chip_size
from .canvas import Canvas
from .texts import cat_tip, ranking, trait


def prompt_buttons(table: Canvas, view: View) -> list[tuple[Button, Callable[[], None]]]:
    host, t = table.host, table.texts
    legal = host.turn.legal
    buttons: list[tuple[Button, Callable[[], None]]] = []
    if view.over:
        buttons.append((table.button(t.show_table(host.results), 46, False), host.toggle_results))
        return buttons
    if host.turn.player is None:
        return buttons
    if host.selected is not None:
        buttons.append((table.button(host.words(Accuse(host.selected)), 46), host.confirm))
        buttons.append((table.button(t.back(), 46, False), host.back))
    elif KeepChips() in legal:
        buttons.append((table.button(host.words(KeepChips()), 46), host.keep_chips))
        if host.swap_slot is not None:
            buttons.append((table.button(t.back(), 46, False), host.back))
    elif host.can_draw():
        buttons.append((table.button(host.words(Draw()), 46), host.click_deck))
    if host.turn.out_of_turn:
        buttons.append((table.button(t.cancel(), 46, False), host.cancel))
    return buttons


def draw_results(table: Canvas, view: View, summary: Summary, final: bool) -> None:
    """A round's result over the piles and rows; the final one over the whole rows (the
    players' names and points are in its table), so that every line has room for its words."""
    t = table.texts
    area = table.layout.results(final)
    table.panel(area, 60, 255)
    x, y = area.x() + 34, area.y() + 24
    right = area.right() - 24
    width = 150.0 if not final and table.layout.players < 5 else 112.0
    if final:
        top = y
        y, ranking_right = draw_ranking(table, view, x, y)
        if right - ranking_right - 40 >= 2.5 * width:  # the chief spy right of the table
            beside = ranking_right + 40
            title = table.text(
                t.results_title(summary, final), beside, top, 22, GOLD, True, right - beside, z=61
            )
            chief = table.cat(summary.chief, width, beside, _bottom(title) + 4, 61)
            chief.set_ring(GOLD, 6)
            chief.setToolTip(cat_tip(summary.chief))
            y = max(y, chief.y() + width * RATIO) + 12
            y = _clues(table, summary, x, y, right) + 16
            _accusations(table, summary, x, y, right, area.bottom() - 10)
            return
        y += 8
    else:
        close = table.button(t.close(), 40, False)
        table.offer(close, table.host.toggle_last, right - close.width + 4, area.y() + 16, 62)
    title = table.text(
        t.results_title(summary, final), x, y, 28 if not final else 22, GOLD, True, z=61
    )
    y = max(y + (48 if not final else 38), _bottom(title) + 4)
    chief = table.cat(summary.chief, width, x, y, 61)
    chief.set_ring(GOLD, 6)
    chief.setToolTip(cat_tip(summary.chief))
    y = _clues(table, summary, x + width + 40, y, right)
    y = max(y, chief.y() + width * RATIO) + 20
    _accusations(table, summary, x, y, right, area.bottom() - 10)


def _accusations(
    table: Canvas, summary: Summary, x: float, y: float, right: float, bottom: float
) -> None:
    """Who accused whom and the chip each got, a line (wrapped where long) for each player
    with the accused cat beside it, as large as the room from `y` to `bottom` lets it be; where
    even small cats leave too little room, the lines go without their remarks in brackets (the
    log has them)."""
    t = table.texts
    accused = dict(summary.accusations)
    verdicts = {verdict.cat: verdict for verdict in summary.verdicts}
    order = [p for p, _ in summary.accusations]
    order += [p for p in range(len(summary.clues)) if p not in accused]
    gap = 6.0
    mini = max(24.0, min(72.0, ((bottom - y) / len(order) - gap) / RATIO))
    left = x + max(mini, 34.0) + 56  # the words right of the cat and the chip
    pixels = max(18.0, MIN_TEXT, table.host.smallest_text)
    lines = []
    for player in order:
        cat = accused.get(player)
        text = t.accusation(player, cat, verdicts[cat] if cat is not None else None)
        missing = player in summary.missing  # the colour was used up: no chip
        colour = summary.awards[player]
        chip = t.chip_missing(colour) if missing else t.chip_award(colour)
        lines.append((player, cat, missing, f"{text} – {chip}"))

    def highs(short: bool) -> list[float]:
        return [
            header.text_height(header.without_remarks(w) if short else w, pixels, right - left)
            - 8  # (less the margins of a text block)
            for *_rest, w in lines
        ]

    def tall(cat: int | None, high: float) -> float:
        return max(high, 34.0 if cat is None else mini * RATIO)

    def needed(heights: list[float]) -> float:
        return sum(tall(c, h) + gap for (_p, c, _m, _w), h in zip(lines, heights, strict=True))

    heights = highs(False)
    while mini > 24 and needed(heights) > bottom - y:
        mini -= 4  # smaller cats where the words need the room
    short = needed(heights) > bottom - y
    if short:
        heights = highs(True)
    for (player, cat, missing, words), high in zip(lines, heights, strict=True):
        tall_line = tall(cat, high)
        if cat is not None:
            at = y + (tall_line - mini * RATIO) / 2
            table.card(mini, "cat", cat, "", x, at, 61).setToolTip(cat_tip(cat))
        if not missing:
            colour = summary.awards[player]
            table.chip_icon(34, colour, x + max(mini, 34.0) + 12, y + tall_line / 2 - 17, 61)
        shown = header.without_remarks(words) if short else words
        line = table.text(shown, left, y + (tall_line - high) / 2 - 4, 18, width=right - left, z=61)
        if shown != words:
            line.setToolTip(words)
        y += tall_line + gap


def _bottom(item: QGraphicsItem) -> float:
    return item.y() + item.boundingRect().height()


def _clues(table: Canvas, summary: Summary, x: float, y: float, right: float) -> float:
    """The round's five clues with their owners under a title, spread over the room up to
    `right` (captions of large words get the width they need); where the captions end."""
    t = table.texts
    head = table.text(t.five_clues(), x, y, 17, MUTED, True, z=61)
    owners = [t.name(p) for p in range(len(summary.clues))]
    clues = list(zip(summary.clues, owners, strict=True))
    clues += [(clue, t.tossed()) for clue in summary.tossed]
    step = max(112.0, min(240.0, (right - x) / max(1, len(clues))))
    top = max(y + 30, _bottom(head) + 2)
    captions = []
    for index, (clue, owner) in enumerate(sorted(clues)):
        centre = x + step / 2 + index * step
        tile = table.tile(72, *clue, centre - 36, top, 61)
        tile.setToolTip(f"{owner}: {trait(clue)}")
        words = f"{trait(clue)}\n{owner}"
        captions.append(
            table.text(words, centre, top + 78, 14, CREAM, width=step - 16, centre=True, z=61)
        )
    if any(a.x() + a.boundingRect().width() > b.x() for a, b in itertools.pairwise(captions)):
        for caption in captions[1::2]:  # words wider than a tile's share: every other lower
            caption.setY(caption.y() + max(c.boundingRect().height() for c in captions) - 6)
    return max((_bottom(c) for c in captions), default=top + 78)


def draw_ranking(table: Canvas, view: View, x: float, y: float) -> tuple[float, float]:
    """The final table: place, name, points, gold chips and every chip with its value; where
    it ends below and on the right."""
    t = table.texts
    title, heads = t.final_scores()
    table.text(title, x, y, 28, GOLD, True, z=61)
    y += 44
    places = ranking(view)
    # the columns as wide as their words (a large text size widens them), at least as printed
    cells: list[list[QGraphicsItem]] = [
        [table.text(head, 0, y, 15, MUTED, True, z=61)] for head in heads
    ]
    names: list[QGraphicsItem] = []
    rows_y = y + max(26.0, max(item.boundingRect().height() for [item] in cells))
    line = rows_y
    size = value_chip_size(32, table.host.smallest_text)  # each chip shows its value
    tops = []
    for player, place in places:
        pv = view.players[player]
        colour = GOLD if place == 1 else CREAM
        name = table.text(f"{place}. {t.name(player)}", x, line, 22, colour, True, z=61)
        high = name.boundingRect().height()
        if size > high:  # the words in the middle of the row of chips
            name.setY(line + (size - high) / 2)
        names.append(name)
        cells[0].append(table.text(str(pv.score), 0, name.y(), 22, colour, True, z=61))
        cells[1].append(table.text(str(pv.chip_counts[0]), 0, name.y(), 22, colour, z=61))
        tops.append(line + max(0.0, (high - size) / 2) - 2)
        line += max(42.0, high + 8, size + 6)
    left = max(x + 250, x + max(item.boundingRect().width() for item in names) + 24)
    for column in cells[:2]:
        for item in column:
            item.setX(left)
        left = max(left + 100, left + max(item.boundingRect().width() for item in column) + 24)
    cells[2][0].setX(left)
    widest = left + cells[2][0].boundingRect().width()
    for (player, _place), top in zip(places, tops, strict=True):
        for slot, chip in enumerate(view.players[player].chips):
            item = table.chip(size, chip, left + slot * (size + 8), top, 61)
            item.setToolTip(t.chip_tip(chip))
            widest = max(widest, item.x() + size)
    y = line
    scores = {(view.players[p].score, place) for p, place in places}
    if len({score for score, _ in scores}) < len(scores):  # equal points, different places
        tied = table.text(t.tied(), x, y, 16, MUTED, z=61)
        y += 28
        widest = max(widest, x + tied.boundingRect().width())
    return y, widest


def draw_fan(table: Canvas, view: View, player: int) -> None:
    t = table.texts
    pv = view.players[player]
    area = table.layout.overlay()
    table.panel(area, 80, 255)
    title = t.pile_title(player, len(pv.discards))
    table.text(title, area.x() + 30, area.y() + 20, 26, GOLD, True, z=81)
    close = table.button(t.close(), 42, False)
    table.offer(close, table.host.close_fan, area.right() - close.width - 24, area.y() + 16, 82)
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
        table.cat(cat, best, cx, cy, 82).setToolTip(cat_tip(cat))

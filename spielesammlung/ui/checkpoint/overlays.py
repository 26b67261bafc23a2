"""The big layers over the Checkpoint Charlie table: the prompt's buttons, a round's results,
the final scores and a fanned discard pile (drawn through the `Table`)."""

from __future__ import annotations

import itertools
from collections.abc import Callable

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem

from ...games.checkpoint.state import Accuse, Draw, KeepChips, Summary
from ...games.checkpoint.view import View
from .. import text_size
from . import header
from .art import CREAM, GOLD, MIN_TEXT, MUTED, RATIO, Button, chip_values_painted
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
    t = table.texts
    area = table.layout.overlay()
    table.panel(area, 60, 255)
    x, y = area.x() + 34, area.y() + 24
    z = 61.0
    if final:
        y = draw_ranking(table, view, x, y)
        y += 16
    else:
        close = table.button(t.close(), 40, False)
        table.offer(
            close, table.host.toggle_last, area.right() - close.width - 20, area.y() + 16, 62
        )
    title = table.text(
        t.results_title(summary, final), x, y, 28 if not final else 22, GOLD, True, z=z
    )
    y = max(y + (48 if not final else 38), _bottom(title) + 4)
    width = 150.0 if not final and table.layout.players < 5 else 112.0
    chief = table.cat(summary.chief, width, x, y, z)
    chief.set_ring(GOLD, 6)
    chief.setToolTip(cat_tip(summary.chief))
    y = _clues(table, summary, x + width + 40, y, area.right() - 24)
    y = max(y, chief.y() + width * RATIO) + 24
    accused = dict(summary.accusations)
    verdicts = {verdict.cat: verdict for verdict in summary.verdicts}
    order = [p for p, _ in summary.accusations]
    order += [p for p in range(len(summary.clues)) if p not in accused]
    line_h = min(112.0, (area.bottom() - y - 10) / len(order))
    mini = min(72.0, (line_h - 10) / RATIO)
    one_line = max(18.0, MIN_TEXT, table.host.smallest_text) * text_size.board_factor() * 1.3
    if line_h < one_line:  # a small board at a large text size: the log tells who accused whom
        return
    for player in order:
        colour = summary.awards[player]
        cat = accused.get(player)
        if cat is not None:
            table.card(mini, "cat", cat, "", x, y, z).setToolTip(cat_tip(cat))
        text = t.accusation(player, cat, verdicts[cat] if cat is not None else None)
        if player in summary.missing:  # the colour was used up: no chip
            chip = t.chip_missing(colour)
        else:
            table.chip_icon(34, colour, x + mini + 16, y + mini * RATIO / 2 - 17, z)
            chip = t.chip_award(colour)
        left = x + mini + 62  # wrapped in the box when the words are large, cut short with
        words = f"{text} – {chip}"  # "…" where the box has no room for all its lines
        room = area.right() - left - 24
        pixels = max(18.0, MIN_TEXT, table.host.smallest_text)
        shown = header.fit_lines(words, pixels, room, line_h + 2)
        line = table.text(shown, left, y, 18, width=room, z=z)
        if shown != words:
            line.setToolTip(words)
        high = line.boundingRect().height() - 8  # (less the margins of its text block)
        line.setY(y + max(0.0, (mini * RATIO - high) / 2) - 4)
        y += line_h


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
    step = max(112.0, min(180.0, (right - x) / max(1, len(clues))))
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


def draw_ranking(table: Canvas, view: View, x: float, y: float) -> float:
    """The final table: place, name, points, gold chips and every chip with its value."""
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
    for player, place in places:
        pv = view.players[player]
        colour = GOLD if place == 1 else CREAM
        names.append(table.text(f"{place}. {t.name(player)}", x, line, 22, colour, True, z=61))
        cells[0].append(table.text(str(pv.score), 0, line, 22, colour, True, z=61))
        cells[1].append(table.text(str(pv.chip_counts[0]), 0, line, 22, colour, z=61))
        line += max(42.0, names[-1].boundingRect().height() + 8)
    left = max(x + 250, x + max(item.boundingRect().width() for item in names) + 24)
    for column in cells[:2]:
        for item in column:
            item.setX(left)
        left = max(left + 100, left + max(item.boundingRect().width() for item in column) + 24)
    cells[2][0].setX(left)
    painted = chip_values_painted(32, table.host.smallest_text)
    for (player, _place), name in zip(places, names, strict=True):
        at = left
        for chip in view.players[player].chips:
            item = table.chip(32, chip, at, name.y() - 2, 61)
            item.setToolTip(t.chip_tip(chip))
            at += 40
            if not painted and chip.value is not None:  # too small on the chip: beside it
                value = f"{chip.value:+d}" if chip.value < 0 else str(chip.value)
                words = table.text(value, at - 4, name.y() - 4, 18, CREAM, z=61)
                at += words.boundingRect().width() + 10
    y = line
    scores = {(view.players[p].score, place) for p, place in places}
    if len({score for score, _ in scores}) < len(scores):  # equal points, different places
        table.text(t.tied(), x, y, 16, MUTED, z=61)
        y += 28
    return y


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

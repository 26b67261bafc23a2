"""The big layers over the Checkpoint Charlie table: the prompt's buttons, a round's results,
the final scores and a fanned discard pile (drawn through the `Table`)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF

from ...games.checkpoint.state import Accuse, Draw, KeepChips, Summary
from ...games.checkpoint.view import View
from .art import CREAM, GOLD, MUTED, RATIO, Button
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
    table.text(t.results_title(summary, final), x, y, 28 if not final else 22, GOLD, True, z=z)
    y += 48 if not final else 38
    width = 150.0 if not final and table.layout.players < 5 else 112.0
    chief = table.cat(summary.chief, width, x, y, z)
    chief.set_ring(GOLD, 6)
    chief.setToolTip(cat_tip(summary.chief))
    tiles_x = x + width + 40
    table.text(t.five_clues(), tiles_x, y, 17, MUTED, True, z=z)
    owners = [t.name(p) for p in range(len(summary.clues))]
    clues = list(zip(summary.clues, owners, strict=True))
    clues += [(clue, t.tossed()) for clue in summary.tossed]
    for index, (clue, owner) in enumerate(sorted(clues)):
        tx = tiles_x + index * 112
        tile = table.tile(72, *clue, tx, y + 30, z)
        tile.setToolTip(f"{owner}: {trait(clue)}")
        table.text(
            f"{trait(clue)}\n{owner}", tx + 36, y + 108, 14, CREAM, width=108, centre=True, z=z
        )
    y += max(width * RATIO, 160) + 24
    accused = dict(summary.accusations)
    verdicts = {verdict.cat: verdict for verdict in summary.verdicts}
    order = [p for p, _ in summary.accusations]
    order += [p for p in range(len(summary.clues)) if p not in accused]
    line_h = min(112.0, (area.bottom() - y - 10) / len(order))
    mini = min(72.0, (line_h - 10) / RATIO)
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
        left = x + mini + 62  # wrapped in the box when the words are large
        words = f"{text} – {chip}"
        table.text(words, left, y + mini * RATIO / 2 - 12, 18, width=area.right() - left - 24, z=z)
        y += line_h


def draw_ranking(table: Canvas, view: View, x: float, y: float) -> float:
    """The final table: place, name, points, gold chips and every chip with its value."""
    t = table.texts
    title, heads = t.final_scores()
    table.text(title, x, y, 28, GOLD, True, z=61)
    y += 44
    columns = (x, x + 250, x + 350, x + 450)
    for column, head in zip(columns[1:], heads, strict=True):
        table.text(head, column, y, 15, MUTED, True, z=61)
    y += 26
    places = ranking(view)
    for player, place in places:
        pv = view.players[player]
        colour = GOLD if place == 1 else CREAM
        table.text(f"{place}. {t.name(player)}", columns[0], y, 22, colour, True, z=61)
        table.text(str(pv.score), columns[1], y, 22, colour, True, z=61)
        table.text(str(pv.chip_counts[0]), columns[2], y, 22, colour, z=61)
        for slot, chip in enumerate(pv.chips):
            item = table.chip(32, chip, columns[3] + slot * 40, y - 2, 61)
            item.setToolTip(t.chip_tip(chip))
        y += 42
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

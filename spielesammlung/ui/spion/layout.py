"""Where everything is drawn: the ring from the rules' board data, the middle per player count.

Rows and columns of the board drawing get their sizes from what they hold (track fields,
embassies, or neither); the ring's fields, embassies and Alfred fields all come from the data.
Only the furniture of the middle (dungeons, coal box, piles) is arranged here per board.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QPointF, QRectF

from ...games.spion.board import Board, board

TRACK = 150.0  # a row or column of track fields
EMBASSY = 190.0  # a row or column that also holds an embassy
MIDDLE = 360.0  # a row without track fields (the small board's middle)
MARGIN = 26.0
GAP = 10.0
SPY_W, SPY_H = 66.0, 79.0
CARD_W, CARD_H = 54.0, 77.0


@dataclass(frozen=True)
class Centre:
    """The furniture in the middle: coal box, the grey spy's home, Zoff cards, traps, die."""

    coal: QRectF
    grey: QRectF
    zoff: QRectF
    traps: tuple[QRectF, ...]
    die: QRectF


@dataclass(frozen=True)
class Layout:
    board: Board
    scene: QRectF
    frame: QRectF  # the board's outline
    inner: QRectF  # the middle inside the ring
    fields: tuple[QRectF, ...]  # by field index
    plates: tuple[QRectF, ...]  # by colour: name, money, envelope
    dungeons: tuple[QRectF, ...]  # by colour
    piles: tuple[QRectF, QRectF]  # black side's, white side's
    centre: Centre

    def centre_of(self, field: int) -> QPointF:
        return self.fields[field].center()


def _sizes(board: Board, rows: bool) -> list[float]:
    count = board.rows if rows else board.cols
    sizes = []
    for line in range(count):
        cells = [f for f in board.fields if (f.row if rows else f.col) == line]
        track = any(f.embassy is None for f in cells)
        embassy = any(f.embassy is not None for f in cells)
        if track:
            sizes.append(EMBASSY if embassy else TRACK)
        else:
            sizes.append(MIDDLE if rows else EMBASSY)
    return sizes


def _starts(sizes: list[float]) -> list[float]:
    starts, at = [], MARGIN
    for size in sizes:
        starts.append(at)
        at += size
    return [*starts, at]


@cache
def layout(players: int) -> Layout:
    b = board(players)
    xs, ys = _starts(_sizes(b, False)), _starts(_sizes(b, True))

    def cell(row: int, col: int) -> QRectF:
        return QRectF(xs[col], ys[row], xs[col + 1] - xs[col], ys[row + 1] - ys[row])

    fields = tuple(cell(f.row, f.col).adjusted(3, 3, -3, -3) for f in b.fields)
    frame = QRectF(xs[0], ys[0], xs[-1] - xs[0], ys[-1] - ys[0])
    inner = QRectF(xs[1], ys[1], xs[-2] - xs[1], ys[-2] - ys[1]).adjusted(GAP, GAP, -GAP, -GAP)
    embassies = [fields[b.embassy(c)].center() for c in range(players)]
    if players == 4:
        plates, dungeons, piles, centre = _middle_four(inner, embassies)
    else:
        corners = [cell(r, c) for r in (0, b.rows - 1) for c in (0, b.cols - 1)]
        plates, dungeons, piles, centre = _middle_two(inner, embassies, corners)
    scene = frame.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
    return Layout(b, scene, frame, inner, fields, plates, dungeons, piles, centre)


def _nearest(rects: list[QRectF], point: QPointF) -> QRectF:
    return min(rects, key=lambda r: (r.center() - point).manhattanLength())


def _middle_four(
    inner: QRectF, embassies: list[QPointF]
) -> tuple[tuple[QRectF, ...], tuple[QRectF, ...], tuple[QRectF, QRectF], Centre]:
    """Each player's corner of the middle: plate at the outer edge, dungeon inside."""
    zone_w, plate_h, dungeon_h = 190.0, 84.0, 104.0
    plates, dungeons = [], []
    for point in embassies:
        left = point.x() < inner.center().x()
        top = point.y() < inner.center().y()
        x = inner.left() if left else inner.right() - zone_w
        if top:
            plate = QRectF(x, inner.top(), zone_w, plate_h)
            dungeon = QRectF(x, plate.bottom() + GAP, zone_w, dungeon_h)
        else:
            plate = QRectF(x, inner.bottom() - plate_h, zone_w, plate_h)
            dungeon = QRectF(x, plate.top() - GAP - dungeon_h, zone_w, dungeon_h)
        plates.append(plate)
        dungeons.append(dungeon)
    between = QRectF(
        inner.left() + zone_w + GAP, inner.top(), inner.width() - 2 * (zone_w + GAP), 0
    )
    pile_h = plate_h + dungeon_h + GAP  # down to the band: the caption may take two lines
    piles = (
        QRectF(between.left(), inner.top(), between.width(), pile_h),
        QRectF(between.left(), inner.bottom() - pile_h, between.width(), pile_h),
    )
    band = QRectF(
        inner.left(),
        inner.top() + plate_h + dungeon_h + 2 * GAP,
        inner.width(),
        inner.height() - 2 * (plate_h + dungeon_h + 2 * GAP),
    )
    return tuple(plates), tuple(dungeons), piles, _centre_wide(band)


def _centre_wide(band: QRectF) -> Centre:
    """Left to right: grey spy, coal box, Zoff cards, traps and die."""
    h = band.height()
    x, y = band.left(), band.top()
    grey = QRectF(x, y, 100, h)
    coal = QRectF(grey.right() + GAP, y, 170, h)
    zoff = QRectF(coal.right() + GAP, y, 2 * CARD_W + 3 * GAP, h)
    rest = QRectF(zoff.right() + GAP, y, band.right() - zoff.right() - GAP, h)
    size = min(rest.width() / 2 - GAP, (h - GAP) / 2)
    traps = tuple(
        QRectF(rest.left() + (i % 2) * (size + GAP), y + (i // 2) * (size + GAP), size, size)
        for i in range(3)
    )
    die = QRectF(rest.left() + size + GAP, y + size + GAP, size, size)
    return Centre(coal, grey, zoff, traps, die)


def _middle_two(
    inner: QRectF, embassies: list[QPointF], corners: list[QRectF]
) -> tuple[tuple[QRectF, ...], tuple[QRectF, ...], tuple[QRectF, QRectF], Centre]:
    """Piles in the top corners, plates in the bottom ones, dungeons beside the embassies."""
    top = sorted(corners[:2], key=lambda r: r.left())
    bottom = sorted(corners[2:], key=lambda r: r.left())
    plates = tuple(_nearest(bottom, p).adjusted(GAP, GAP, -GAP, -GAP) for p in embassies)
    dungeon_w = 170.0
    dungeons = tuple(
        QRectF(
            inner.left() if p.x() < inner.center().x() else inner.right() - dungeon_w,
            inner.top(),
            dungeon_w,
            inner.height(),
        )
        for p in embassies
    )
    piles = (top[0].adjusted(GAP, GAP, -GAP, -GAP), top[1].adjusted(GAP, GAP, -GAP, -GAP))
    middle = inner.adjusted(dungeon_w + GAP, 0, -dungeon_w - GAP, 0)
    return plates, dungeons, piles, _centre_tall(middle)


def _centre_tall(area: QRectF) -> Centre:
    """Top to bottom: coal box; grey spy beside the Zoff cards; traps and die."""
    x, y, w = area.left(), area.top(), area.width()
    coal = QRectF(x, y, w, 110)
    grey = QRectF(x, coal.bottom() + GAP, 70, CARD_H + 24)
    zoff = QRectF(grey.right() + GAP, grey.top(), w - grey.width() - GAP, grey.height())
    size = min((w - 3 * GAP) / 4, area.bottom() - zoff.bottom() - GAP)
    row = zoff.bottom() + GAP
    traps = tuple(QRectF(x + i * (size + GAP), row, size, size) for i in range(3))
    die = QRectF(x + 3 * (size + GAP), row, size, size)
    return Centre(coal, grey, zoff, traps, die)


def zoff_slots(geo: Layout) -> tuple[QRectF, QRectF]:
    """Where the attacker's and the defender's Zoff cards lie."""
    z = geo.centre.zoff
    gap = (z.width() - 2 * CARD_W) / 3
    return (
        QRectF(z.left() + gap, z.top() + 22, CARD_W, CARD_H),
        QRectF(z.left() + 2 * gap + CARD_W, z.top() + 22, CARD_W, CARD_H),
    )


def card_rects(geo: Layout, side: int) -> list[QRectF]:
    """The top three cards of a side's pile, positions 1-3, at the pile's foot (its caption
    above them)."""
    rect = geo.piles[side]
    gap = (rect.width() - 3 * CARD_W) / 4
    top = rect.bottom() - CARD_H - 14  # the position's number hangs below the card
    return [QRectF(rect.left() + gap + k * (CARD_W + gap), top, CARD_W, CARD_H) for k in range(3)]


def pile_caption(geo: Layout, side: int) -> QRectF:
    """Where a pile's caption goes: above its cards (two lines where it has room)."""
    rect = geo.piles[side]
    return QRectF(
        rect.left(), rect.top(), rect.width(), card_rects(geo, side)[0].top() - 4 - rect.top()
    )


def grey_caption(geo: Layout) -> QRectF:
    """The grey spy's caption: above the spy where the home is high enough for two lines,
    else on the rug at its foot."""
    home = geo.centre.grey
    above = home.height() - SPY_H - 24
    if above >= 48:
        return QRectF(home.left() - 10, home.top(), home.width() + 20, above)
    return QRectF(home.left() - 10, home.bottom() - 14, home.width() + 20, 16)


def slots(rect: QRectF, count: int, width: float = SPY_W, height: float = SPY_H) -> list[QPointF]:
    """Top-left corners for `count` pieces in `rect`: rows of up to three, squeezed to fit."""
    if count == 0:
        return []
    per_row = max(1, min(count, 3, int((rect.width() - 4) // (width * 0.72))))
    rows = (count + per_row - 1) // per_row
    step_y = min(height, (rect.height() - height - 6) / max(1, rows - 1)) if rows > 1 else 0
    top = rect.center().y() - (height + step_y * (rows - 1)) / 2
    points: list[QPointF] = []
    for row in range(rows):
        in_row = min(per_row, count - row * per_row)
        step_x = min(width * 0.96, (rect.width() - width - 6) / max(1, in_row - 1))
        left = rect.center().x() - (width + step_x * (in_row - 1)) / 2
        points.extend(QPointF(left + i * step_x, top + row * step_y) for i in range(in_row))
    return points

"""A layout checker for tests (issue 25): what a person would see as broken on a page, found
without painting. `problems(root)` walks the visible widgets under `root` and names

- a label or button whose text does not fit its contents (the lines measured with its own font,
  word wrap respected, a word longer than a wrapping label's width cut; a text elided on
  purpose ends in "…" and fits, so it passes),
- a widget squeezed below its minimum size hint (a button shrunk to a sliver), a line edit
  too narrow for its text (a name shown as "nna"), a list too narrow for its rows or showing
  fewer than three of them,
- a text widget reaching out of the widget that clips it (a badge cut at the window's edge),
- two text widgets that overlap (neither inside the other),
- a text item on a board (`QGraphicsSimpleTextItem`, `QGraphicsTextItem`) drawn under 11 px
  (its font's pixel size times the item's and the view's scale), and two board words that
  overlap: text items and the words items paint themselves (a button's caption, a card's
  name), found by painting each item once into a recording painter; a word under an item
  stacked above it (a card over a card) is hidden and not counted.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QPainter,
    QPicture,
    QTextDocument,
    QTextLayout,
    QTextOption,
    QTransform,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractGraphicsShapeItem,
    QAbstractScrollArea,
    QComboBox,
    QDialog,
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QLineEdit,
    QListWidget,
    QSpinBox,
    QStyle,
    QStyleOptionFrame,
    QStyleOptionGraphicsItem,
    QWidget,
)

MIN_PIXELS = 11.0  # the smallest board text on screen
SLACK = 1  # pixels of rounding forgiven


def problems(root: QWidget, min_pixels: float = MIN_PIXELS) -> list[str]:
    """Everything found wrong in the visible part of `root` (an empty list: all is well)."""
    widgets = list(_visible(root))
    found: list[str] = []
    for widget in widgets:
        found += _clipped_text(widget) + _squeezed(widget) + _out_of_parent(widget)
        found += _narrow_edit(widget) + _cut_list(widget)
        if isinstance(widget, QGraphicsView):
            found += board_problems(widget, min_pixels)
    found += _overlaps([w for w in widgets if _text(w)])
    return found


def _visible(root: QWidget) -> Iterator[QWidget]:
    """`root` and its descendants that are on screen (not hidden, not scrolled away)."""
    if not root.isVisible():
        return
    yield root
    for child in root.findChildren(QWidget):
        if child.isVisible() and not child.isWindow():
            yield child


def _inside_scroll_area(widget: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def _name(widget: QWidget) -> str:
    text = _text(widget).replace("\n", " ")
    short = text if len(text) <= 50 else text[:47] + "..."
    return f"{type(widget).__name__} {short!r}"


def _text(widget: QWidget) -> str:
    if isinstance(widget, (QLabel, QAbstractButton)):
        return widget.text().strip()
    return ""


def _rich(text: str) -> bool:
    """Qt's guess for AutoText: a tag early in the text makes it rich."""
    return "<" in text and ">" in text


def _plain(label: QLabel) -> str:
    if label.textFormat() == Qt.TextFormat.PlainText:
        return label.text()
    if label.textFormat() == Qt.TextFormat.RichText or _rich(label.text()):
        document = QTextDocument()
        document.setHtml(label.text())
        return document.toPlainText()
    return label.text()


def _mnemonic_free(text: str) -> str:
    """`text` as shown: a single & marks the shortcut letter, && is an &."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _label_needs(label: QLabel) -> tuple[int, int] | None:
    """The (width, height) the text of `label` needs (width 0 when it wraps)."""
    if not label.text().strip() or label.pixmap() is not None and not label.pixmap().isNull():
        return None
    rect = label.contentsRect()
    margin = 2 * label.margin()
    if label.wordWrap():  # its lines wrap, but never within a word
        widest = _widest_wrapped(_plain(label), label.font(), rect.width() - margin)
        return (
            widest if widest > rect.width() else 0,
            label.heightForWidth(label.width()) - (label.height() - rect.height()),
        )
    metrics = QFontMetrics(label.font())
    text = _plain(label)
    if label.buddy() is not None:  # "&Game:" shows as "Game:" with a line under the G
        text = _mnemonic_free(text)
    lines = text.replace("\u2029", "\n").split("\n")
    width = max(metrics.horizontalAdvance(line) for line in lines)
    height = metrics.height() * len(lines)
    if label.textFormat() == Qt.TextFormat.RichText or _rich(label.text()):
        document = QTextDocument()
        document.setDefaultFont(label.font())
        document.setDocumentMargin(0)
        document.setHtml(label.text())
        width = math.ceil(document.idealWidth())
        height = math.ceil(document.size().height())
    return width + margin, height + margin


def _widest_wrapped(text: str, font: QFont, width: int) -> int:
    """The widest line of `text` wrapped at word boundaries (as Qt breaks them: spaces, after
    "/" or "-") into `width` pixels: wider than `width` when a word does not fit."""
    widest = 0.0
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    for paragraph in text.replace("\u2029", "\n").split("\n"):
        layout = QTextLayout(paragraph, font)
        layout.setTextOption(option)
        layout.beginLayout()
        while (line := layout.createLine()).isValid():
            line.setLineWidth(width)
            widest = max(widest, line.naturalTextWidth())
        layout.endLayout()
    return math.ceil(widest)


def _clipped_text(widget: QWidget) -> list[str]:
    if isinstance(widget, QLabel):
        needs = _label_needs(widget)
        if needs is None:
            return []
        rect = widget.contentsRect()
        width, height = needs
        if width > rect.width() + SLACK or height > rect.height() + SLACK:
            return [
                f"cut: {_name(widget)} needs {width}x{height}, has {rect.width()}x{rect.height()}"
            ]
    elif isinstance(widget, QAbstractButton) and widget.text().strip():
        metrics = QFontMetrics(widget.font())
        lines = _mnemonic_free(widget.text()).split("\n")
        width = max(metrics.horizontalAdvance(line) for line in lines)
        if not widget.icon().isNull():
            width += widget.iconSize().width() + 4
        height = metrics.height() * len(lines)
        if width > widget.width() - 2 + SLACK or height > widget.height() + SLACK:
            return [f"cut: {_name(widget)} needs {width}x{height}, has {widget.size().toTuple()}"]
    return []


def _squeezed(widget: QWidget) -> list[str]:
    """A control smaller than its minimum size hint (its frame and padding eaten)."""
    if not isinstance(widget, (QAbstractButton, QComboBox, QSpinBox, QLineEdit)):
        return []
    hint = widget.minimumSizeHint()
    if not hint.isValid():
        return []
    if widget.width() + SLACK < hint.width() or widget.height() + SLACK < hint.height():
        name = _name(widget)
        return [f"squeezed: {name} {widget.size().toTuple()} < minimum {hint.toTuple()}"]
    return []


def _narrow_edit(widget: QWidget) -> list[str]:
    """A line edit whose text is wider than its room (only a part of a name shows)."""
    if not isinstance(widget, QLineEdit) or not widget.text():
        return []
    option = QStyleOptionFrame()
    widget.initStyleOption(option)
    room = widget.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, widget)
    margins = widget.textMargins()
    width = room.width() - margins.left() - margins.right() - 4  # (Qt's 2 pixels a side)
    need = QFontMetrics(widget.font()).horizontalAdvance(widget.text())
    if need > width + SLACK:
        return [f"cut: QLineEdit {widget.text()!r} needs {need}, has {width}"]
    return []


ROWS = 3  # the least rows a list shows (when it has them)


def _cut_list(widget: QWidget) -> list[str]:
    """A list of a dialog whose rows are wider than it (unless they wrap), or that shows fewer
    than ROWS of its rows (a page's log takes the room left and scrolls)."""
    if not isinstance(widget, QListWidget) or widget.count() == 0:
        return []
    if widget.wordWrap() or not isinstance(widget.window(), QDialog):
        return []
    found = []
    viewport = widget.viewport()
    need = widget.sizeHintForColumn(0)
    name = widget.accessibleName() or type(widget).__name__
    if need > viewport.width() + SLACK:
        found.append(f"cut: the rows of list {name!r} need {need}, have {viewport.width()}")
    rows = min(widget.count(), ROWS)
    if viewport.height() + SLACK < rows * widget.sizeHintForRow(0):
        found.append(f"squeezed: list {name!r} shows fewer than {rows} rows")
    return found


def _out_of_parent(widget: QWidget) -> list[str]:
    """A text widget reaching out of its parent (the parent clips it)."""
    parent = widget.parentWidget()
    if parent is None or widget.isWindow() or not _text(widget) or _inside_scroll_area(widget):
        return []
    inside = parent.rect().adjusted(-SLACK, -SLACK, SLACK, SLACK)
    if not inside.contains(widget.geometry()):
        return [f"outside its parent: {_name(widget)} {widget.geometry()} in {parent.rect()}"]
    return []


def _window_rect(widget: QWidget) -> QRect:
    """Where `widget` shows in its window: in a scroll area, only the part in its viewport."""
    window = widget.window()
    rect = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        area = parent.parentWidget()
        if isinstance(area, QAbstractScrollArea) and parent is area.viewport():
            seen = QRect(parent.mapTo(window, QPoint(0, 0)), parent.size())
            rect = rect.intersected(seen)
        parent = area
    return rect


def _overlaps(widgets: list[QWidget]) -> list[str]:
    found = []
    rects = [(w, r) for w in widgets if not (r := _window_rect(w)).isEmpty()]
    for i, (first, a) in enumerate(rects):
        for second, b in rects[i + 1 :]:
            if first.isAncestorOf(second) or second.isAncestorOf(first):
                continue
            common = a.intersected(b)
            if common.width() > SLACK and common.height() > SLACK:
                found.append(f"overlap: {_name(first)} and {_name(second)}")
    return found


# -- the board -------------------------------------------------------------------------------------
def _pixels(font: QFont) -> float:
    return float(font.pixelSize()) if font.pixelSize() > 0 else font.pointSizeF() * 96 / 72


def _scale(item_or_view: QGraphicsItem | QGraphicsView) -> float:
    transform = (
        item_or_view.transform()
        if isinstance(item_or_view, QGraphicsView)
        else item_or_view.sceneTransform()
    )
    return math.sqrt(abs(transform.determinant()))


def _ink(item: QGraphicsSimpleTextItem | QGraphicsTextItem, words: str) -> QRectF:
    """The scene rect the letters of `item` cover (no line spacing, no document margin)."""
    metrics = QFontMetricsF(item.font())
    if isinstance(item, QGraphicsSimpleTextItem) and "\n" not in words:
        local = metrics.tightBoundingRect(words).translated(0, metrics.ascent())
    else:
        margin = item.document().documentMargin() if isinstance(item, QGraphicsTextItem) else 0
        local = item.boundingRect().adjusted(margin, margin, -margin, -margin)
        local.setBottom(local.bottom() - metrics.descent())
    return item.sceneTransform().mapRect(local)


def _word_rect(painter: QPainter, args: tuple[object, ...]) -> tuple[str, QRectF] | None:
    """The words of a `drawText` call and the rect of their letters in the painter's world."""
    words = next((a for a in args if isinstance(a, str)), "")
    if not words.strip():
        return None
    metrics = QFontMetricsF(painter.font())
    box = next((QRectF(a) for a in args if isinstance(a, (QRect, QRectF))), None)
    numbers = [a for a in args if isinstance(a, (int, float)) and not isinstance(a, bool)]
    if box is None and len(numbers) >= 4:  # x, y, width, height, flags, words
        box = QRectF(*numbers[:4])
        numbers = numbers[4:]
    if box is not None:
        option = next((a for a in args if isinstance(a, QTextOption)), None)
        if option is not None:
            box = painter.boundingRect(box, words, option)
        else:
            box = painter.boundingRect(box, int(numbers[0]) if numbers else 0, words)
        box.setTop(box.top() + metrics.leading() + (metrics.ascent() - metrics.capHeight()) / 2)
        box.setBottom(box.bottom() - metrics.descent())
    else:
        point = next((QPointF(a) for a in args if isinstance(a, (QPoint, QPointF))), None)
        if point is None:
            point = QPointF(*numbers[:2])
        box = metrics.tightBoundingRect(words).translated(point)
    return words, painter.worldTransform().mapRect(box)


def painted_words(
    scene_items: list[QGraphicsItem], view: QTransform
) -> list[tuple[float, str, QRectF]]:
    """(on-screen pixel size, words, scene rect of the letters) of each word the items paint
    through a view of transform `view` (words sized for the screen come out as shown)."""
    found: list[tuple[float, str, QRectF]] = []
    picture = QPicture()
    painter = QPainter(picture)
    original = QPainter.drawText

    def record(p: QPainter, *args):  # type: ignore[no-untyped-def]
        if p is painter:
            word = _word_rect(p, args)
            if word is not None:
                size = _pixels(p.font()) * math.sqrt(abs(p.worldTransform().determinant()))
                words, rect = word
                found.append((size, words, view.inverted()[0].mapRect(rect)))
        return original(p, *args)

    QPainter.drawText = record  # type: ignore[method-assign]
    try:
        for item in scene_items:
            if isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem)):
                continue
            painter.save()
            painter.setWorldTransform(item.sceneTransform() * view)
            draw = getattr(item, "draw", None)
            if callable(draw):  # not from a cache: the item's own drawing, words and all
                draw(painter)
            else:
                item.paint(painter, QStyleOptionGraphicsItem(), None)
            painter.restore()
    finally:
        QPainter.drawText = original  # type: ignore[method-assign]
        painter.end()
    return found


def _covers(item: QGraphicsItem) -> bool:
    """Whether `item` hides what lies under it (not a text, an outline or a see-through item)."""
    if isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem)):
        return False
    if isinstance(item, QAbstractGraphicsShapeItem):
        return item.brush().style() != Qt.BrushStyle.NoBrush and item.brush().color().alpha() > 200
    return item.effectiveOpacity() > 0.9


def _hidden(rect: QRectF, above: list[QGraphicsItem]) -> bool:
    """Whether an item stacked above covers the letters in `rect` (a card over a card)."""
    return any(_covers(item) and item.sceneBoundingRect().contains(rect) for item in above)


def board_texts(view: QGraphicsView) -> list[tuple[float, str, QRectF]]:
    """(on-screen pixel size, text, scene rect of its letters) of each visible board word:
    text items and the words items paint, unless hidden under an item above them."""
    return [(size, words, rect) for size, words, rect, _index in _board_words(view)[0]]


def _board_words(
    view: QGraphicsView,
) -> tuple[list[tuple[float, str, QRectF, int]], list[QGraphicsItem]]:
    """The board's visible words with the stacking index of their items, and the items top
    first."""
    scene = view.scene()
    if scene is None:
        return [], []
    scale = _scale(view)
    stacked = [  # top first
        item for item in scene.items() if item.isVisible() and item.effectiveOpacity() > 0.05
    ]
    texts = []
    for index, item in enumerate(stacked):
        if isinstance(item, QGraphicsSimpleTextItem):
            words = item.text()
        elif isinstance(item, QGraphicsTextItem):
            words = item.toPlainText()
        else:
            words = ""
            for size, painted, rect in painted_words([item], view.transform()):
                if not _hidden(rect, stacked[:index]):
                    texts.append((size, painted, rect, index))
        if words.strip():
            size = _pixels(item.font()) * _scale(item) * scale
            rect = _ink(item, words)
            if not _hidden(rect, stacked[:index]):
                texts.append((size, words, rect, index))
    return texts, stacked


def board_problems(view: QGraphicsView, min_pixels: float = MIN_PIXELS) -> list[str]:
    texts, stacked = _board_words(view)
    found = [
        f"board text under {min_pixels:g} px: {words!r} at {size:.1f} px"
        for size, words, _rect, _index in texts
        if size < min_pixels - 0.05
    ]
    for i, (_s, first, a, at) in enumerate(texts):
        for _t, second, b, bt in texts[i + 1 :]:
            common = a.intersected(b)
            if common.width() <= 1 or common.height() <= 1:
                continue
            # (a third item above the lower word, a panel, hides where they meet: no fault)
            between = [item for item in stacked[: max(at, bt)] if item is not stacked[min(at, bt)]]
            if not _hidden(common, between):
                found.append(f"board texts overlap: {first!r} and {second!r}")
    return found

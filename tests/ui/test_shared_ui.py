"""The shared screen helpers: the timeline, the peek button, `fill`, the sprites."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from spielesammlung.core.protocol import Setup
from spielesammlung.ui import motion, paint
from spielesammlung.ui.board import BoardUi
from spielesammlung.ui.peek import PeekButton


def test_fill_replaces_every_placeholder_once():
    assert paint.fill("%1 takes %2 from %1", "Anna", "%1") == "Anna takes %1 from Anna"
    assert paint.fill("%1 and %3", "a") == "a and %3"
    assert paint.fill("%10 of %1", *"abcdefghij") == "j of a"


def test_timeline_calls_each_step_as_promised():
    calls: list[tuple[str, float]] = []
    timeline = motion.Timeline()
    end = timeline.add(0, 100, lambda t: calls.append(("a", t)))
    timeline.add(end, 100, lambda t: calls.append(("b", t)), "out_cubic")
    timeline.then(50, lambda t: calls.append(("c", t)), prime=False)
    assert timeline.total == 250
    timeline.at(0)
    assert calls == [("a", 0.0), ("b", 0.0)]
    calls.clear()
    timeline.at(150)
    assert calls == [("a", 1.0), ("b", motion.out_cubic(0.5))]
    calls.clear()
    timeline.finish()
    timeline.finish()
    assert calls == [("b", 1.0), ("c", 1.0)]


def test_a_timeline_without_speed_ends_at_once(qtbot):
    board = BoardUi(Setup(("A", "B")))
    seen: list[float] = []
    done: list[bool] = []
    timeline = motion.Timeline(0.0)
    timeline.add(0, 300, seen.append)
    assert timeline.play(board, lambda: done.append(True)) == 0
    assert seen == [1.0] and done == [True] and board.animations == []


def test_a_played_timeline_is_registered_and_can_be_stopped(qtbot):
    board = BoardUi(Setup(("A", "B")))
    done: list[bool] = []
    timeline = motion.Timeline(1.0)
    timeline.add(0, 60, lambda t: None)
    assert timeline.play(board, lambda: done.append(True)) == 60
    assert len(board.animations) == 1
    qtbot.waitUntil(lambda: done == [True])
    assert board.animations == []
    timeline = motion.Timeline(1.0)
    timeline.add(0, 10_000, lambda t: None)
    timeline.play(board, lambda: done.append(False))
    assert board.stop_animations()
    assert done == [True]


def test_peek_button_says_held_and_released_once(qtbot):
    button = PeekButton()
    qtbot.addWidget(button)
    button.set_label("Show mine (hold)", "Others look away.")
    assert button.accessibleName() == "Show mine (hold)"
    states: list[bool] = []
    button.held.connect(states.append)
    button.pressed.emit()
    button.pressed.emit()
    button.setVisible(False)  # hidden while held: released
    button.released.emit()
    assert states == [True, False]


def test_fitted_rect_keeps_proportions():
    rect = paint.fitted_rect(200, 100, QRectF(0, 0, 100, 100))
    assert (rect.x(), rect.y(), rect.width(), rect.height()) == (0, 25, 100, 50)


def test_a_backdrop_is_painted_as_the_view_background(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QGraphicsRectItem

    from spielesammlung.ui.board import BoardView

    board = BoardUi(Setup(("A", "B")))
    board.scene.setSceneRect(0, 0, 100, 100)
    table = QGraphicsRectItem(0, 0, 100, 100)
    table.setBrush(QColor("#ff0000"))
    table.setPen(Qt.PenStyle.NoPen)
    board.set_backdrop(table)
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(200, 200)
    view.set_board(board)
    view.show()
    picture = view.viewport().grab().toImage()
    assert picture.pixelColor(picture.width() // 2, picture.height() // 2) == QColor("#ff0000")
    assert table.scene() is None

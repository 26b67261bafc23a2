"""A `sprites.Backdrop` keeps its whole picture in a view that does not sit at the window's top
left corner (the board below the menu bar): the spies' numbers in Spion & Spion were cut off."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QLabel, QVBoxLayout, QWidget

from spielesammlung.ui.sprites import Backdrop


def test_the_whole_picture_is_painted_below_other_widgets(qtbot: Any) -> None:
    window = QWidget()
    layout = QVBoxLayout(window)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(0)
    top = QLabel("above the view")
    top.setFixedHeight(60)
    layout.addWidget(top)
    scene = QGraphicsScene(0, 0, 200, 200)
    rect = QRectF(0, 0, 100, 100)

    def draw(p: QPainter) -> None:
        p.fillRect(rect, QColor("red"))

    item = Backdrop(rect, draw)
    item.setPos(50, 50)
    scene.addItem(item)
    view = QGraphicsView(scene)
    view.setFixedSize(200, 200)
    view.setFrameShape(QGraphicsView.Shape.NoFrame)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    layout.addWidget(view)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    image = window.grab().toImage()
    corner = view.mapTo(window, view.mapFromScene(52, 52))  # just inside the top left corner
    assert image.pixelColor(corner) == QColor("red")
    middle = view.mapTo(window, view.mapFromScene(100, 100))
    assert image.pixelColor(middle) == QColor("red")

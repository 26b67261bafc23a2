"""The shared screen helpers: the timeline, the peek button, the sprites, the pieces."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from spielesammlung.core.protocol import Setup
from spielesammlung.ui import motion, paint
from spielesammlung.ui.board import BoardUi
from spielesammlung.ui.items import Piece
from spielesammlung.ui.peek import PeekButton


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


def _picture(scene, size=(300, 200)):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter

    image = QImage(*size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
    )
    scene.render(painter, QRectF(0, 0, *size), scene.sceneRect())
    painter.end()
    return image


def _largest_difference(one, two) -> int:
    x, y = bytes(one.constBits()), bytes(two.constBits())
    assert len(x) == len(y)
    return max(abs(p - q) for p, q in zip(x, y, strict=True))


def test_svg_items_paint_from_the_sprite_cache_like_direct_painting(qtbot):
    from PySide6.QtSvgWidgets import QGraphicsSvgItem
    from PySide6.QtWidgets import QGraphicsScene

    from spielesammlung.ui import renderers, sprites, svg

    sprites.clear()
    cached, direct = QGraphicsScene(0, 0, 150, 100), QGraphicsScene(0, 0, 150, 100)
    item = svg.item("heimlich-white.svg", 61.3)
    item.setPos(10.37, 20.81)
    cached.addItem(item)
    plain = QGraphicsSvgItem()
    plain.setSharedRenderer(renderers.renderer("heimlich-white.svg"))
    plain.setTransform(item.transform())
    plain.setPos(item.pos())
    direct.addItem(plain)
    first = _picture(cached)
    assert len(sprites._cache) == 1
    again = _picture(cached)  # the second time from the cache, nothing rendered anew
    assert len(sprites._cache) == 1
    assert bytes(first.constBits()) == bytes(again.constBits())
    assert _largest_difference(first, _picture(direct)) <= 24


def test_a_flip_reuses_the_cached_pixmap(qtbot):
    from PySide6.QtGui import QVector3D
    from PySide6.QtWidgets import QGraphicsScale, QGraphicsScene

    from spielesammlung.ui import sprites

    sprites.clear()
    scene = QGraphicsScene(0, 0, 150, 100)
    stone = sprites.SpriteItem("heimlich-yellow.svg", 80)
    stone.setPos(30, 10)
    scene.addItem(stone)
    _picture(scene)
    flip = QGraphicsScale()
    flip.setOrigin(QVector3D(40, 40, 0))
    stone.setTransformations([flip])
    for x in (0.8, 0.5, 0.2):
        flip.setXScale(x)
        _picture(scene)
    assert len(sprites._cache) == 1


def test_sprites_are_rendered_at_the_device_pixel_ratio(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvgWidgets import QGraphicsSvgItem
    from PySide6.QtWidgets import QGraphicsScene

    from spielesammlung.ui import renderers, sprites, svg

    def picture(item):
        scene = QGraphicsScene(0, 0, 100, 100)
        item.setPos(7.3, 5.6)
        scene.addItem(item)
        image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(2.0)  # a HiDPI screen: 2 device pixels a unit
        image.fill(Qt.GlobalColor.white)
        painter = QPainter(image)
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        scene.render(painter, QRectF(0, 0, 100, 100), QRectF(0, 0, 100, 100))
        painter.end()
        return image

    sprites.clear()
    cached = picture(svg.item("heimlich-yellow.svg", 80))
    plain = QGraphicsSvgItem()
    plain.setSharedRenderer(renderers.renderer("heimlich-yellow.svg"))
    plain.setScale(80 / plain.boundingRect().width())
    direct = picture(plain)
    ((key, pixmap),) = sprites._cache.items()
    assert pixmap.devicePixelRatio() == 2.0 and pixmap.width() >= 160  # not upscaled from 80
    assert _largest_difference(cached, direct) <= 40  # a few pixels of layered translucent art


def _click(view: QGraphicsView, point: QPointF) -> None:
    at = view.mapFromScene(point)
    QTest.mouseMove(view.viewport(), at)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)


def test_a_piece_clicks_later_or_at_once_and_reports_hovers(qtbot):
    scene = QGraphicsScene(0, 0, 200, 100)
    view = QGraphicsView(scene)
    view.resize(240, 140)
    qtbot.addWidget(view)
    view.show()
    later, at_once = Piece(40, 40), Piece(40, 40, click_ms=None)
    at_once.setPos(100, 0)
    clicks: list[str] = []
    hovers: list[str] = []
    later.set_click(lambda: clicks.append("later"))
    at_once.set_click(lambda: clicks.append("at once"))
    at_once.on_hover = lambda: hovers.append("at once")
    for piece in (later, at_once):
        scene.addItem(piece)
    _click(view, QPointF(20, 20))
    assert clicks == []  # after the event returns
    qtbot.waitUntil(lambda: clicks == ["later"])
    _click(view, QPointF(120, 20))
    assert clicks == ["later", "at once"]
    assert hovers == ["at once"]


def test_a_board_that_leaves_its_view_deletes_its_items_at_once(qtbot):
    """Not left to the garbage collector (its order crashed the scene's end now and then)."""
    from spielesammlung.games.heimlich import GAME
    from spielesammlung.ui import games
    from spielesammlung.ui.board import BoardView, Turn

    setup = Setup(("Anna", "Bert"))
    board = games.create_board("heimlich", setup)
    view = BoardView()
    qtbot.addWidget(view)
    view.set_board(board)
    board.show(GAME.view_for(GAME.new_game(setup, 1), 0), Turn(None, ()))
    assert board.scene.items()
    board.set_focused(True)  # its cursor is drawn a moment later ...
    view.set_board(None)
    assert board.discarded and not board.scene.items()
    qtbot.wait(10)  # ... and then not at all: nothing of the board is touched any more
    assert not board.scene.items()


def test_every_log_line_begins_with_a_capital(window, qtbot):
    """Spion's lines began with "a spy of Anna ..."; the log capitalises what boards say."""
    from spielesammlung.core.seats import COMPUTER, Seat
    from tests.ui.keyboard_util import start_game

    lines: list[str] = []
    for seed in range(4):
        seats = [Seat(COMPUTER, "easy")] * 2
        start_game(window, "spion-und-spion", seats=seats, seed=seed, moves=40)
        lines += window.controller.log_lines()
    assert len(lines) >= 30
    assert [line for line in lines if line[0].isalpha() and not line[0].isupper()] == []


def test_a_board_leaving_its_view_takes_its_renderings_along(qtbot):
    """The sprite cache holds the board on screen: a closed game keeps no pixmaps."""
    from spielesammlung.core import registry
    from spielesammlung.ui import sprites
    from spielesammlung.ui.board import BoardView, Turn
    from spielesammlung.ui.games import create_board

    sprites.clear()
    rules = registry.entry("heimlich").rules()
    setup = Setup(("Anna", "Ben"), {})
    state = rules.new_game(setup, 3)
    board = create_board("heimlich", setup)
    board.speed = 0.0
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(640, 400)
    view.show()
    view.set_board(board)
    player = min(rules.to_act(state).players)
    legal = tuple(rules.legal_actions(state, player))
    board.show(rules.view_for(state, player), Turn(player, legal))  # its pieces offered
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: bool(sprites._cache))  # painted
    view.set_board(None)
    assert not sprites._cache and sprites._used == 0


def test_a_cached_sprite_is_painted_where_it_lies_after_a_move_and_a_view_shift(qtbot):
    """A sprite keeps its picture in Qt's device cache: after a move by a fraction of a pixel,
    and after the view moved the scene, it looks as a fresh view shows it at its new place."""
    from spielesammlung.ui import svg
    from spielesammlung.ui.board import BoardView

    def shown(at: QPointF, size: tuple[int, int], before: QPointF | None = None):
        board = BoardUi(Setup(("A", "B")))
        board.scene.setSceneRect(0, 0, 100, 100)
        item = svg.item("heimlich-white.svg", 31.3)
        item.setPos(before if before is not None else at)
        board.scene.addItem(item)
        view = BoardView()
        qtbot.addWidget(view)
        view.resize(200, 200)
        view.show()
        view.set_board(board)
        view.viewport().grab()  # its picture in the cache
        item.setPos(at)
        view.resize(*size)
        picture = view.viewport().grab().toImage()
        view.set_board(None)
        return bytes(picture.constBits())

    moved, to = QPointF(10.37, 20.81), QPointF(30.71, 41.13)
    assert shown(to, (200, 200), moved) == shown(to, (200, 200))
    assert shown(to, (200, 231), moved) == shown(to, (200, 231))  # the scene shifted down


def test_a_ringed_piece_in_motion_paints_from_its_pictures(qtbot):
    """A marked piece that moves (a card flipped or scaled) is painted from a picture keyed by
    its look, the ring's colour included; painting it raises nothing."""
    from PySide6.QtGui import QColor

    class Square(Piece):
        def draw(self, painter):
            painter.fillRect(self.rect(), QColor("navy"))
            self.paint_ring(painter, 4)

    scene = QGraphicsScene(0, 0, 100, 100)
    piece = Square(40, 40)
    piece.ring, piece.ring_width = QColor("#ffe27a"), 3.0
    scene.addItem(piece)
    piece.begin_motion()
    for ring in ("#ffe27a", "#ffe27a", "#d9dde2"):
        piece.ring = QColor(ring)
        _picture(scene)
    assert piece._sprites is not None and len(piece._sprites) == 2  # one picture a look
    piece.end_motion()

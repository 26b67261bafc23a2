"""The move log shows its newest line after every move, also when its lines wrap and when its
page was hidden meanwhile, unless the player scrolled up to read an older one."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

from spielesammlung.ui.game_page import GamePage, SideScroll

LINE = "A spy of Anna (Schwarz) attacks a spy of Bert (Weiß) on field %d and wins the Zoff"


def lines(count: int) -> list[str]:
    return [LINE % number for number in range(count)]


def newest_shown(page: GamePage) -> bool:
    """The last line lies wholly inside the log's viewport."""
    log = page.log
    QApplication.processEvents()
    rect = log.visualItemRect(log.item(log.count() - 1))
    return rect.height() > 0 and log.viewport().rect().contains(rect)


def test_the_log_follows_its_newest_line_until_the_player_scrolls_up(qtbot):
    page = GamePage()
    qtbot.addWidget(page)
    page.resize(700, 360)
    page.show()
    qtbot.waitExposed(page)
    for count in range(1, 25):
        page.set_log(lines(count))
        assert newest_shown(page), count
    bar = page.log.verticalScrollBar()
    bar.setValue(0)  # the player reads the first lines
    page.set_log(lines(26))
    QApplication.processEvents()
    assert bar.value() == 0 and not newest_shown(page)
    bar.setValue(bar.maximum())  # back at the end: it follows again
    page.set_log(lines(27))
    assert newest_shown(page)
    page.set_log(lines(20))  # an undo: the log is made anew and still shows its end
    assert newest_shown(page)


def test_the_log_shows_its_newest_line_when_its_page_comes_back(qtbot):
    page = GamePage()
    qtbot.addWidget(page)
    page.resize(700, 360)
    page.show()
    qtbot.waitExposed(page)
    page.set_log(lines(5))
    page.hide()  # a handover or secret page stands in front meanwhile
    page.set_log(lines(30))
    page.show()
    qtbot.waitExposed(page)
    assert newest_shown(page)


def test_a_low_window_shows_the_newest_line_without_scrolling_the_side_panel(qtbot):
    """The log gives up its room first: the side panel fits and its log's end is on screen."""
    page = GamePage()
    qtbot.addWidget(page)
    page.resize(900, 400)
    page.show()
    qtbot.waitExposed(page)
    page.status.setText("\n".join(f"Player {n}: 10 Zillionen" for n in range(1, 7)))
    page.set_log(lines(30))
    assert newest_shown(page)
    scroll = next(w for w in page.findChildren(SideScroll))
    assert scroll.verticalScrollBar().maximum() == 0
    log = page.log
    rect = log.visualItemRect(log.item(log.count() - 1))
    corner = log.viewport().mapTo(scroll.viewport(), rect.topLeft())
    assert scroll.viewport().rect().contains(QRect(corner, rect.size()))

"""The start screen: the five games with picture, players and a line each; games to resume."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayoutItem,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..core import registry
from ..core.i18n import fill
from . import games, svg, text_size

if TYPE_CHECKING:  # summaries are made (by core/save_summary.py) only where there are autosaves
    from PySide6.QtGui import QResizeEvent

    from ..core.save_summary import SaveSummary


class WrappedLabel(QLabel):
    """A word-wrapped label that lays its text out once per width, text and font: Qt's lays it
    out again on every ask, a dozen times per label while the start page finds its size."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self._heights: dict[tuple[int, str, str], int] = {}

    def heightForWidth(self, width: int) -> int:
        key = (width, self.text(), self.font().key())
        height = self._heights.get(key)
        if height is None:
            if len(self._heights) > 16:  # many sizes tried (a window dragged wider): forget
                self._heights.clear()
            height = self._heights[key] = super().heightForWidth(width)
        return height


def _tr(text: str) -> str:
    return QCoreApplication.translate("GameCard", text)


class GameCard:
    """One game: picture, title, players, description and a Play button (or "coming soon");
    its buttons are connected by the start page. No widget of its own: its background and its
    parts (`widget`) lie in the same cell of the start page's grid."""

    def __init__(self, entry: registry.GameEntry, parent: QWidget, language: str) -> None:
        self.entry = entry
        self.available = games.playable(entry.id)
        # The card's look: a style sheet on a background of its own, under the card in the
        # same cell of the start page's grid (one on the card would style every widget in it,
        # which slows the start). Its parts are made with their parent and their texts: moving
        # them or changing their texts later would lay them out again.
        self.background = QFrame(parent)
        self.background.setStyleSheet(
            "background: #f7f3ea; border-radius: 10px; border: 1px solid #d8cfbd;"
        )
        self.widget = card = QWidget(parent)
        layout = QVBoxLayout(card)
        self.picture = QLabel(card)
        self.picture.setPixmap(
            svg.pixmap(f"cover-{entry.id}.svg", 240, 150, card.devicePixelRatioF())
        )
        self.title = WrappedLabel(card)
        text_size.follow(self.title, 1.33, bold=True)
        self.players = QLabel(card)
        self.description = WrappedLabel(card)
        self.button = QPushButton(card)
        self.button.setAutoDefault(True)  # Enter presses it, as Space does (not only in dialogs)
        self.button.setEnabled(self.available)
        self.learn_button = QPushButton(card)
        self.learn_button.setAutoDefault(True)
        self.learn_button.setVisible(self.available and games.has_lesson(entry.id))
        self.retranslate(language)
        centred = QHBoxLayout()  # Qt.AlignmentFlag.AlignCenter would load PySide's slow `Qt`
        centred.addStretch()
        centred.addWidget(self.picture)
        centred.addStretch()
        layout.addLayout(centred)
        layout.addWidget(self.title)
        layout.addWidget(self.players)
        layout.addWidget(self.description)
        layout.addStretch(1)  # the buttons at the foot, the texts under each other at the top
        layout.addWidget(self.button)
        layout.addWidget(self.learn_button)

    def retranslate(self, language: str) -> None:
        entry = self.entry
        title = games.entry_title(entry, language)
        self.title.setText(title)
        counts = ", ".join(str(n) for n in entry.players)
        self.players.setText(fill(_tr("Players: %1"), counts))
        self.description.setText(games.translated("Games", entry.description))
        self.button.setText(_tr("Play") if self.available else _tr("Coming soon"))
        self.button.setAccessibleName(f"{self.button.text()}: {title}")
        self.picture.setAccessibleName(title)
        self.learn_button.setText(_tr("Learn to play"))
        self.learn_button.setAccessibleName(f"{self.learn_button.text()}: {title}")


RESUME_ROWS = 4  # unfinished games offered at once; older ones behind "Show N older games"
MAX_COLUMNS = 3  # game cards in a row on a wide page
SIDES = 45  # the page's width that holds no card: margins and a vertical scroll bar


class StartPage(QWidget):
    """Chooses a game, or resumes an autosaved one."""

    play = Signal(str)
    learn = Signal(str)
    resume = Signal(object)  # the SaveSummary's path
    discard = Signal(object)
    records = Signal()  # the records page

    def __init__(self, parent: QWidget | None = None, language: str = "en") -> None:
        super().__init__(parent)
        self.language = language
        self.summaries: list[SaveSummary] = []
        self.all_shown = False  # the older unfinished games are listed too
        self.unreadable: list[Path] = []
        self._resume_buttons: list[QPushButton] = []  # in the order Tab takes them
        scroll = QScrollArea(self)
        inner = QWidget(self)  # into the scroll area when it is filled
        self.heading = QLabel(inner)
        text_size.follow(self.heading, 2.1, bold=True)
        self.records_button = QPushButton(inner)
        self.records_button.setAutoDefault(True)
        self.records_button.clicked.connect(self.records)
        self.resume_heading = QLabel(inner)
        self.resume_heading.setVisible(False)
        self.resume_box = QVBoxLayout()
        self._label()
        self.cards = [GameCard(entry, inner, language) for entry in registry.GAMES]
        self.grid = grid = QGridLayout()
        self.columns = 0  # the cards in a row (`_flow`)
        self._place(MAX_COLUMNS)
        for card in self.cards:
            game = card.entry.id
            card.button.clicked.connect(lambda _=False, game=game: self.play.emit(game))
            card.learn_button.clicked.connect(lambda _=False, game=game: self.learn.emit(game))
        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(self.records_button)
        layout = QVBoxLayout(inner)
        layout.addLayout(top)
        layout.addWidget(self.resume_heading)
        layout.addLayout(self.resume_box)
        layout.addLayout(grid)
        layout.addStretch()
        scroll.setWidgetResizable(True)
        scroll.setWidget(inner)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._flow(event.size().width())
        super().resizeEvent(event)

    def _flow(self, width: int) -> None:
        """As many cards in a row as fit the page's `width` (a narrow window or large text: fewer
        a row, never scrolled sideways)."""
        card = max(card.widget.minimumSizeHint().width() for card in self.cards)
        spacing = self.grid.horizontalSpacing()
        fit = (width - SIDES + spacing) // (card + spacing)
        self._place(max(1, min(MAX_COLUMNS, fit)))

    def _place(self, columns: int) -> None:
        """The cards in rows of `columns`, each over its background."""
        if columns == self.columns:
            return
        for card in self.cards:
            self.grid.removeWidget(card.background)
            self.grid.removeWidget(card.widget)
        for index, card in enumerate(self.cards):
            row, column = divmod(index, columns)
            self.grid.addWidget(card.background, row, column)
            self.grid.addWidget(card.widget, row, column)
        self.columns = columns

    def offer(self, autosaves: Sequence[Path]) -> None:
        """Offer the games in `autosaves` (a file that cannot be read: to explain or drop)."""
        summaries, unreadable = [], []
        if autosaves:  # JSON loads only when there are some (a first start has none)
            from ..core.save_summary import SaveError, summary
        for path in autosaves:
            try:
                summaries.append(summary(path))
            except SaveError:  # offered too: its message when tried, never overwritten
                unreadable.append(path)
        self.set_resumable([s for s in summaries if games.playable(s.game_id)], unreadable)

    def set_resumable(self, summaries: list[SaveSummary], unreadable: Sequence[Path] = ()) -> None:
        """The autosaves to offer, and those that cannot be opened (offered to explain or drop)."""
        self.summaries = summaries
        self.unreadable = list(unreadable)
        self.all_shown = False
        self._fill_resume()

    def _fill_resume(self) -> None:
        while (item := self.resume_box.takeAt(0)) is not None:
            row = item.layout()  # a saved game's line (_add_row)
            while row is not None and (part := row.takeAt(0)) is not None:
                _delete_widget(part)
            _delete_widget(item)
        self._resume_buttons = []
        self.resume_heading.setVisible(bool(self.summaries or self.unreadable))
        shown = self.summaries if self.all_shown else self.summaries[:RESUME_ROWS]
        for summary in shown:
            text = fill(
                self.tr("%1: %2, after %n move(s)", "", summary.moves),
                games.title(summary.game_id, self.language),
                " – ".join(summary.players),
            )
            self._add_row(text, self.tr("Resume"), summary.path)
        for path in self.unreadable:
            text = fill(self.tr("An autosave that cannot be opened: %1"), path.name)
            self._add_row(text, self.tr("Why?"), path)
        hidden = len(self.summaries) - len(shown)
        if hidden:  # the game cards stay in sight: older games behind one button
            more = QPushButton(self.tr("Show %n older game(s)", "", hidden))
            more.setAutoDefault(True)
            more.clicked.connect(self._show_all)
            self.resume_box.addWidget(more)
            self._resume_buttons.append(more)
        if self._resume_buttons:  # Tab goes as the eye does: Records, these, then the games
            chain = [self.records_button, *self._resume_buttons, self.cards[0].button]
            for before, after in zip(chain, chain[1:], strict=False):
                QWidget.setTabOrder(before, after)

    def _show_all(self) -> None:
        self.all_shown = True
        self._fill_resume()

    def _add_row(self, text: str, go_text: str, path: Path) -> None:
        """A line of the resume offer: what it is, a button to open it, one to discard it."""
        row = QHBoxLayout()
        label = QLabel(text)
        go = QPushButton(go_text)
        go.setAccessibleName(f"{go.text()}: {text}")
        go.clicked.connect(lambda _=False: self.resume.emit(path))
        drop = QPushButton(self.tr("Discard"))
        drop.setAccessibleName(f"{drop.text()}: {text}")
        drop.clicked.connect(lambda _=False: self.discard.emit(path))
        go.setAutoDefault(True)
        drop.setAutoDefault(True)
        row.addWidget(label, 1)
        row.addWidget(go)
        row.addWidget(drop)
        self.resume_box.addLayout(row)
        self._resume_buttons += [go, drop]

    def focus_first(self) -> None:
        """The focus on the first thing to press: a game to resume, else the first game."""
        (self._resume_buttons or [self.cards[0].button])[0].setFocus()

    def retranslate(self) -> None:
        self._label()
        for card in self.cards:
            card.retranslate(self.language)
        self._fill_resume()

    def _label(self) -> None:
        """The start page's own texts (the cards have theirs)."""
        self.heading.setText(self.tr("Choose a game"))
        self.records_button.setText(self.tr("Records"))
        self.records_button.setAccessibleName(self.tr("Records: the players' results"))
        self.resume_heading.setText(self.tr("Continue where you left off"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _delete_widget(item: QLayoutItem) -> None:
    """The widget of a layout's `item` deleted (later), if it holds one."""
    widget = item.widget()
    if widget is not None:
        widget.deleteLater()

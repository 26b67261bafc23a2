"""The start screen: the five games with picture, players and a line each; games to resume."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Signal
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

if TYPE_CHECKING:  # summaries are made (by core/saves.py) only where there are autosaves
    from ..core.saves import SaveSummary


class GameCard(QWidget):
    """One game: picture, title, players, description and a Play button (or "coming soon");
    its buttons are connected by the start page."""

    def __init__(self, entry: registry.GameEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry = entry
        self.available = games.playable(entry.id)
        # The card's look: a style sheet on a background of its own, as one on the card would
        # style every widget in it (which slows the start). Its parts are made with their
        # parent: moving them later costs the start too.
        stack = QGridLayout(self)
        stack.setContentsMargins(0, 0, 0, 0)
        background = QFrame(self)
        background.setStyleSheet(
            "background: #f7f3ea; border-radius: 10px; border: 1px solid #d8cfbd;"
        )
        content = QWidget(self)
        stack.addWidget(background, 0, 0)
        stack.addWidget(content, 0, 0)
        layout = QVBoxLayout(content)
        self.picture = QLabel(content)
        self.picture.setPixmap(
            svg.pixmap(f"cover-{entry.id}.svg", 240, 150, self.devicePixelRatioF())
        )
        self.title = QLabel(content)
        text_size.follow(self.title, 1.33, bold=True)
        self.title.setWordWrap(True)
        self.players = QLabel(content)
        self.description = QLabel(content)
        self.description.setWordWrap(True)
        self.button = QPushButton(content)
        self.button.setAutoDefault(True)  # Enter presses it, as Space does (not only in dialogs)
        self.button.setEnabled(self.available)
        self.learn_button = QPushButton(content)
        self.learn_button.setAutoDefault(True)
        self.learn_button.setVisible(self.available and games.has_lesson(entry.id))
        centred = QHBoxLayout()  # Qt.AlignmentFlag.AlignCenter would load PySide's slow `Qt`
        centred.addStretch()
        centred.addWidget(self.picture)
        centred.addStretch()
        layout.addLayout(centred)
        layout.addWidget(self.title)
        layout.addWidget(self.players)
        layout.addWidget(self.description, 1)
        layout.addWidget(self.button)
        layout.addWidget(self.learn_button)
        self.retranslate("en")

    def retranslate(self, language: str) -> None:
        entry = self.entry
        self.title.setText(games.entry_title(entry, language))
        counts = ", ".join(str(n) for n in entry.players)
        self.players.setText(fill(self.tr("Players: %1"), counts))
        self.description.setText(games.translated("Games", entry.description))
        self.button.setText(self.tr("Play") if self.available else self.tr("Coming soon"))
        self.button.setAccessibleName(f"{self.button.text()}: {games.entry_title(entry, language)}")
        self.picture.setAccessibleName(games.entry_title(entry, language))
        self.learn_button.setText(self.tr("Learn to play"))
        self.learn_button.setAccessibleName(
            f"{self.learn_button.text()}: {games.entry_title(entry, language)}"
        )


RESUME_ROWS = 4  # unfinished games offered at once; older ones behind "Show N older games"


class StartPage(QWidget):
    """Chooses a game, or resumes an autosaved one."""

    play = Signal(str)
    learn = Signal(str)
    resume = Signal(object)  # the SaveSummary's path
    discard = Signal(object)
    records = Signal()  # the records page

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.language = "en"
        self.heading = QLabel()
        text_size.follow(self.heading, 2.1, bold=True)
        self.resume_heading = QLabel()
        self.resume_box = QVBoxLayout()
        inner = QWidget()
        self.cards = [GameCard(entry, inner) for entry in registry.GAMES]
        grid = QGridLayout()
        for index, card in enumerate(self.cards):
            grid.addWidget(card, index // 3, index % 3)
            game = card.entry.id
            card.button.clicked.connect(lambda _=False, game=game: self.play.emit(game))
            card.learn_button.clicked.connect(lambda _=False, game=game: self.learn.emit(game))
        self.records_button = QPushButton()
        self.records_button.setAutoDefault(True)
        self.records_button.clicked.connect(self.records)
        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(self.records_button)
        layout = QVBoxLayout(inner)
        layout.addLayout(top)
        layout.addWidget(self.resume_heading)
        layout.addLayout(self.resume_box)
        layout.addLayout(grid)
        layout.addStretch()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(inner)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        self.summaries: list[SaveSummary] = []
        self.all_shown = False  # the older unfinished games are listed too
        self.unreadable: list[Path] = []
        self.retranslate()

    def offer(self, autosaves: Sequence[Path]) -> None:
        """Offer the games in `autosaves` (a file that cannot be read: to explain or drop)."""
        summaries, unreadable = [], []
        if autosaves:  # the saves' format loads only when there are some (a first start has none)
            from ..core import saves
        for path in autosaves:
            try:
                summaries.append(saves.summary(path))
            except saves.SaveError:  # offered too: its message when tried, never overwritten
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
        self.first_resume: QPushButton | None = None
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
        self.first_resume = self.first_resume or go
        drop = QPushButton(self.tr("Discard"))
        drop.setAccessibleName(f"{drop.text()}: {text}")
        drop.clicked.connect(lambda _=False: self.discard.emit(path))
        go.setAutoDefault(True)
        drop.setAutoDefault(True)
        row.addWidget(label, 1)
        row.addWidget(go)
        row.addWidget(drop)
        self.resume_box.addLayout(row)

    def focus_first(self) -> None:
        """The focus on the first thing to press: a game to resume, else the first game."""
        (self.first_resume or self.cards[0].button).setFocus()

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Choose a game"))
        self.records_button.setText(self.tr("Records"))
        self.records_button.setAccessibleName(self.tr("Records: the players' results"))
        self.resume_heading.setText(self.tr("Continue where you left off"))
        for card in self.cards:
            card.retranslate(self.language)
        self._fill_resume()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _delete_widget(item: QLayoutItem) -> None:
    """The widget of a layout's `item` deleted (later), if it holds one."""
    widget = item.widget()
    if widget is not None:
        widget.deleteLater()

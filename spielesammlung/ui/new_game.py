"""The new-game dialog: players with names and places, and the game's options.

Every seat has the same places: at the screen, on a phone (games with secrets: the player keeps
their secrets and decisions on their phone, see ui/phones.py), on another computer (see
ui/remote_host.py) or a computer player of a level.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QScrollArea,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ..core import registry
from ..core.i18n import fill
from ..core.protocol import OptionValue, Setup
from ..core.seats import COMPUTER, HUMAN, PHONE, REMOTE, Seat
from ..net.views import decodable
from . import games
from .name_offer import offer_names

DEFAULT_NAMES = ("Anna", "Bert", "Clara", "David", "Emil")
NAME_CHARS = 10  # a name field shows a name of about this many characters whole


class NewGameDialog(QDialog):
    def __init__(
        self,
        game_id: str,
        language: str,
        parent: QWidget | None = None,
        known_names: Sequence[str] = (),
    ) -> None:
        super().__init__(parent)
        self.entry = registry.entry(game_id)
        self.order: tuple[int, ...] = ()  # the seating drawn by lot on Start (if the game asks)
        self.setWindowTitle(fill(self.tr("New game: %1"), games.title(game_id, language)))
        content = QWidget()  # scrolled on a screen too low for it (a large text size)
        layout = self.box = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 0, 0)
        form = QFormLayout()
        self.count = QComboBox()
        self.count.setAccessibleName(self.tr("Number of players"))
        for n in self.entry.players:
            self.count.addItem(str(n), n)
        self.count.currentIndexChanged.connect(self._update_rows)
        form.addRow(self.tr("Players:"), self.count)
        layout.addLayout(form)
        seats_box = QGroupBox(self.tr("Seats"))
        grid = QGridLayout(seats_box)
        tooltip = Qt.ItemDataRole.ToolTipRole
        phone_help = self.tr(
            "On a phone: the player scans a code with their phone (same Wi-Fi as this "
            "computer) and sees their secrets and decides there; the screen shows only what "
            "everybody may see."
        )
        remote = decodable(self.entry.rules())  # its views can be sent to another computer
        remote_help = self.tr(
            "On another computer: the player chooses Game > Join a game on another computer"
            " there and types the address and code shown here beside the board; they see only"
            " their own view."
        )
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.labels: list[QLabel] = []
        for i in range(max(self.entry.players)):
            label = QLabel(fill(self.tr("Player %1"), i + 1))
            name = QLineEdit(DEFAULT_NAMES[i])
            name.setMaxLength(24)
            name.setMinimumWidth(NAME_CHARS * name.fontMetrics().averageCharWidth())
            offer_names(name, known_names)  # the names known from the records
            name.setAccessibleName(fill(self.tr("Name of player %1"), i + 1))
            kind = QComboBox()
            kind.addItem(self.tr("At the screen"), Seat(HUMAN))
            kind.setItemData(0, self.tr("Plays at this screen (passed on for secrets)"), tooltip)
            if self.entry.phone is not None:
                kind.addItem(self.tr("On a phone"), Seat(HUMAN, place=PHONE))
                kind.setItemData(1, phone_help, tooltip)
            if remote:
                kind.addItem(self.tr("On another computer"), Seat(HUMAN, place=REMOTE))
                kind.setItemData(kind.count() - 1, remote_help, tooltip)
            computers = kind.count()  # the index of the first computer level
            for level in self.entry.levels:
                kind.addItem(
                    fill(self.tr("Computer: %1"), games.translated("Games", level.label)),
                    Seat(COMPUTER, level.id),
                )
                kind.setItemData(kind.count() - 1, games.level_summary(level.id), tooltip)
            if i > 0:
                kind.setCurrentIndex(computers)
            name.textChanged.connect(lambda _text, row=i: self._name_place(row))
            label.setBuddy(kind)  # a screen reader tells "Player 1" with the place
            grid.addWidget(label, i, 0)
            grid.addWidget(name, i, 1)
            grid.addWidget(kind, i, 2)
            self.labels.append(label)
            self.names.append(name)
            self.kinds.append(kind)
        summaries = [games.level_summary(level.id) for level in self.entry.levels]
        self.level_help = QLabel("\n".join(text for text in summaries if text))
        self.level_help.setWordWrap(True)
        grid.addWidget(self.level_help, max(self.entry.players), 0, 1, 3)
        self.phone_help: QLabel | None = None
        if self.entry.phone is not None:
            self.phone_help = QLabel(phone_help)
            self.phone_help.setWordWrap(True)
            grid.addWidget(self.phone_help, max(self.entry.players) + 1, 0, 1, 3)
        for row in range(len(self.kinds)):
            self._name_place(row)
        layout.addWidget(seats_box)
        self.option_widgets: dict[str, QCheckBox | QComboBox] = {}
        if self.entry.options:
            options_box = QGroupBox(self.tr("Options"))
            options_form = QFormLayout(options_box)
            for spec in self.entry.options:
                widget: QCheckBox | QComboBox
                if spec.choices == (False, True):
                    widget = QCheckBox(games.option_label(spec))
                    widget.setChecked(bool(spec.default))
                    options_form.addRow(widget)
                else:
                    widget = QComboBox()
                    for choice in spec.choices:
                        widget.addItem(games.choice_label(spec, choice), choice)
                    widget.setCurrentIndex(spec.choices.index(spec.default))
                    options_form.addRow(games.option_label(spec), widget)
                widget.setAccessibleName(games.option_label(spec))
                self.option_widgets[spec.id] = widget
            layout.addWidget(options_box)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        buttons.accepted.connect(self.accept)
        self.learning = False  # "Learn to play" was chosen instead of Start
        if games.playable(game_id) and games.has_lesson(game_id):
            learn = buttons.addButton(
                self.tr("Learn to play"), QDialogButtonBox.ButtonRole.ActionRole
            )
            learn.setToolTip(self.tr("A short guided game against the computer"))
            learn.clicked.connect(self._learn)
        buttons.rejected.connect(self.reject)
        self.seats_area = QScrollArea()
        self.seats_area.setWidget(content)
        self.seats_area.setWidgetResizable(True)
        self.seats_area.setFrameShape(QFrame.Shape.NoFrame)
        self.seats_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.seats_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to its controls
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        self.seats_area.setMinimumWidth(content.minimumSizeHint().width() + bar)
        outer = self.outer = QVBoxLayout(self)
        outer.addWidget(self.seats_area, 1)
        outer.addWidget(buttons)
        self.buttons = buttons
        self._update_rows()

    def _learn(self) -> None:
        self.learning = True
        super().accept()

    def _name_place(self, row: int) -> None:
        """The place control is named after the player: "Place of Anna" (as its description
        too: on Linux a combo box's accessible name is its current text)."""
        name = self.names[row].text().strip() or DEFAULT_NAMES[row]
        text = fill(self.tr("Place of %1"), name)
        self.kinds[row].setAccessibleName(text)
        self.kinds[row].setAccessibleDescription(text)

    @property
    def player_count(self) -> int:
        return int(self.count.currentData())

    def accept(self) -> None:
        """Start. A game that seats its players by lot (Geheime Mission: who plays red) draws
        the seating now, so the setup holds it (saves, "play again")."""
        lot = getattr(self.entry.rules(), "seating_by_lot", None)
        if lot is not None:
            self.order = tuple(lot(self.player_count, random.getrandbits(48)))
        super().accept()

    def _seating(self) -> tuple[int, ...]:
        """The rows in seat order: as entered, or as drawn by lot."""
        rows = tuple(range(self.player_count))
        return self.order if sorted(self.order) == list(rows) else rows

    def _update_rows(self) -> None:
        for i, (label, name, kind) in enumerate(
            zip(self.labels, self.names, self.kinds, strict=True)
        ):
            visible = i < self.player_count
            for widget in (label, name, kind):
                widget.setVisible(visible)
        for spec in self.entry.options:
            option = self.option_widgets[spec.id]
            option.setEnabled(spec.players is None or self.player_count in spec.players)
        if self.isVisible():
            QTimer.singleShot(0, self._fit)  # once the layout has taken the rows in

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self._fit)

    def _fit(self) -> None:
        """As tall as the rows and the wrapped help lines need (Qt's own fitting stops at two
        thirds of a small screen, which squeezed them), at most the screen's height: then the
        rows scroll."""
        margins = self.outer.contentsMargins()
        width = self.seats_area.viewport().width()
        height = (
            self.box.totalHeightForWidth(width)
            + self.buttons.sizeHint().height()
            + self.outer.spacing()
            + margins.top()
            + margins.bottom()
        )
        frame = self.frameGeometry().height() - self.height()
        room = self.screen().availableGeometry().height() - frame
        self.resize(self.width(), max(min(height, room), self.minimumHeight()))

    def setup(self) -> Setup:
        names = []
        for i in self._seating():
            name = self.names[i].text().strip() or DEFAULT_NAMES[i]
            while name in names:
                name += "'"
            names.append(name)
        options: dict[str, OptionValue] = {}
        for spec in self.entry.options:
            widget = self.option_widgets[spec.id]
            if not widget.isEnabled():  # meant for another number of players
                continue
            if isinstance(widget, QCheckBox):
                options[spec.id] = widget.isChecked()
            else:
                options[spec.id] = widget.currentData()
        return Setup(tuple(names), options)

    def seats(self) -> list[Seat]:
        return [self.kinds[i].currentData() for i in self._seating()]

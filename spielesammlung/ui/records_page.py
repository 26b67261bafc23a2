"""The records page: each player's record per game, their last games (with "Replay" while the
finished game's save still exists), a chart of results over time; rename, merge, delete players.

It shows what `core.records` worked out (never recounts) and edits players only after asking.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from pathlib import Path

from PySide6.QtCore import QDateTime, QEvent, QLocale, Qt, Signal
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..core import registry
from ..core.i18n import fill
from ..core.records import GameRecord, LevelRecord, Records, RecordsError, SeatRecord
from . import games, text_size
from .records_chart import MAX_POINTS, ResultsChart

LAST_GAMES = 20
STATS = ("played", "won", "rate", "best", "current", "longest")

log = logging.getLogger("spielesammlung")


def local_time(iso: str) -> str:
    """A stored UTC time as the user's local date and time, in the UI language's format."""
    moment = QDateTime.fromString(iso, Qt.DateFormat.ISODate)
    if not moment.isValid():
        return iso
    return QLocale().toString(moment.toLocalTime(), QLocale.FormatType.ShortFormat)


def local_date(iso: str) -> str:
    moment = QDateTime.fromString(iso, Qt.DateFormat.ISODate)
    if not moment.isValid():
        return ""
    return QLocale().toString(moment.toLocalTime().date(), QLocale.FormatType.ShortFormat)


def level_name(level_id: str) -> str:
    for entry in registry.GAMES:
        for level in entry.levels:
            if level.id == level_id:
                return games.translated("Games", level.label)
    return level_id


def ui_language() -> str:
    """The UI language, as `ui/i18n.Languages` set it (with the default locale)."""
    return "de" if QLocale().language() == QLocale.Language.German else "en"


def percent(rate: float) -> str:
    return f"{round(rate * 100)} %"


def game_title(game_id: str) -> str:
    """The game's title; a game this version does not know (a newer app's) by its id."""
    try:
        return games.title(game_id, ui_language())
    except KeyError:
        return game_id


class RecordsPage(QWidget):
    back = Signal()
    replay_requested = Signal(object)  # the Path of a finished game's save

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.records: Records | None = None
        self.heading = QLabel()
        text_size.follow(self.heading, 1.9, bold=True)
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.back)
        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(self.back_button)

        self.players_label = QLabel()
        self.players = QListWidget()
        self.players_label.setBuddy(self.players)
        self.players.currentTextChanged.connect(self._player_chosen)
        self.rename_button = QPushButton()
        self.merge_button = QPushButton()
        self.delete_button = QPushButton()
        self.rename_button.clicked.connect(self.rename)
        self.merge_button.clicked.connect(self.merge)
        self.delete_button.clicked.connect(self.delete)
        left = QVBoxLayout()
        left.addWidget(self.players_label)
        left.addWidget(self.players, 1)
        for button in (self.rename_button, self.merge_button, self.delete_button):
            left.addWidget(button)

        self.game_label = QLabel()
        self.game_choice = QComboBox()
        self.game_label.setBuddy(self.game_choice)
        self.game_choice.currentIndexChanged.connect(self._show_player)
        choice_row = QHBoxLayout()
        choice_row.addWidget(self.game_label)
        choice_row.addWidget(self.game_choice)
        choice_row.addStretch()
        self.message = QLabel()  # nothing recorded yet, or no records at all
        self.message.setWordWrap(True)
        self.message.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        stats_grid = QGridLayout()
        self.stat_names: dict[str, QLabel] = {}
        self.stat_values: dict[str, QLabel] = {}
        for index, key in enumerate(STATS):
            name, value = QLabel(), QLabel()
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            bold = QFont(value.font())
            bold.setBold(True)
            value.setFont(bold)
            stats_grid.addWidget(name, index // 3, (index % 3) * 3)
            stats_grid.addWidget(value, index // 3, (index % 3) * 3 + 1)
            self.stat_names[key], self.stat_values[key] = name, value
        for gap in (2, 5):
            stats_grid.setColumnMinimumWidth(gap, 24)
        stats_grid.setColumnStretch(8, 1)
        self.against_label = QLabel()
        self.against = QLabel()
        self.against.setWordWrap(True)
        self.chart_label = QLabel()
        self.chart = ResultsChart()
        self.last_label = QLabel()
        self.table = QTableWidget(0, 5)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.setMinimumHeight(180)
        self.table.setWordWrap(False)  # one line a game; the full text is the cell's tooltip
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.setTabKeyNavigation(False)  # Tab goes on to the Replay buttons
        self.table.itemActivated.connect(self._row_activated)  # Enter on a row: its replay
        self._replays: list[Path | None] = []  # each row's finished save, if it still exists
        header = self.table.horizontalHeader()
        for column in range(5):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.last_label.setBuddy(self.table)
        self.details = QWidget()
        details = QVBoxLayout(self.details)
        details.setContentsMargins(0, 0, 0, 0)
        details.addLayout(stats_grid)
        details.addWidget(self.against_label)
        details.addWidget(self.against)
        details.addWidget(self.chart_label)
        details.addWidget(self.chart)
        details.addWidget(self.last_label)
        details.addWidget(self.table, 1)
        right_widget = QWidget()
        right = QVBoxLayout(right_widget)
        right.addLayout(choice_row)
        right.addWidget(self.message)
        right.addWidget(self.details, 1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(right_widget)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        body = QHBoxLayout()
        body.addLayout(left, 1)
        body.addWidget(scroll, 5)
        outer = QVBoxLayout(self)
        outer.addLayout(top)
        outer.addLayout(body, 1)
        escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        escape.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        escape.activated.connect(self.back)
        self.retranslate()

    # -- filling -------------------------------------------------------------------------
    def show_records(self, records: Records | None) -> None:
        """Show `records` (None: they cannot be used), the first player chosen and focused."""
        self.records = records
        self.refill()
        self.players.setFocus()

    def refill(self, keep: str | None = None) -> None:
        """The players again, `keep` (or the chosen one) chosen if still there."""
        keep = keep if keep is not None else self.current_player()
        names = self._names()
        self.players.blockSignals(True)
        self.players.clear()
        self.players.addItems(names)
        self.players.blockSignals(False)
        if names:
            self.players.setCurrentRow(names.index(keep) if keep in names else 0)
        self._player_chosen()

    def _names(self) -> list[str]:
        if self.records is None:
            return []
        try:
            names = set(self.records.players()) | set(self.records.known_names())
        except Exception:
            log.exception("The records cannot be read")
            return []
        return sorted(names, key=str.casefold)

    def current_player(self) -> str | None:
        item = self.players.currentItem()
        return item.text() if item is not None else None

    def current_game(self) -> str | None:
        data = self.game_choice.currentData()
        return str(data) if data else None

    def _player_chosen(self, _: str = "") -> None:
        name = self.current_player()
        for button in (self.rename_button, self.merge_button, self.delete_button):
            button.setEnabled(name is not None)
        self.merge_button.setEnabled(name is not None and self.players.count() > 1)
        game = self.current_game()
        self.game_choice.blockSignals(True)
        self.game_choice.clear()
        self.game_choice.addItem(self.tr("All games"), "")
        if name is not None and self.records is not None:
            for game_id in self.records.games_of(name):
                self.game_choice.addItem(game_title(game_id), game_id)
        index = self.game_choice.findData(game or "")
        self.game_choice.setCurrentIndex(max(index, 0))
        self.game_choice.blockSignals(False)
        self._show_player()

    def _show_player(self, _: int = 0) -> None:
        name, records = self.current_player(), self.records
        self.game_choice.setEnabled(name is not None)
        if records is None:
            self.message.setText(self.tr("The records cannot be used right now."))
        elif name is None:
            self.message.setText(
                self.tr("No games recorded yet. Every finished game will appear here.")
            )
        self.message.setVisible(records is None or name is None)
        self.details.setVisible(records is not None and name is not None)
        if records is None or name is None:
            return
        game = self.current_game()
        stats = records.player_stats(name, game)
        best = stats.best_score
        values = {
            "played": str(stats.played),
            "won": str(stats.won),
            "rate": percent(stats.win_rate) if stats.played else "–",
            "best": str(best) if best is not None else "–",
            "current": str(stats.current_streak),
            "longest": str(stats.longest_streak),
        }
        for key, value in values.items():
            self.stat_values[key].setText(value)
        lines = [
            fill(
                self.tr("%1: won %3 of %2 (%4)"),
                level_name(level),
                record.played,
                record.won,
                percent(record.won / record.played if record.played else 0.0),
            )
            for level, record in self._levels_in_order(stats.against)
        ]
        self.against.setText("\n".join(lines) or self.tr("No games against the computer yet."))
        history = records.history(name, game)
        shown = history[-MAX_POINTS:]
        self.chart.set_points(
            history,
            local_date(shown[0].finished_at) if shown else "",
            local_date(shown[-1].finished_at) if shown else "",
        )
        self._fill_table(records.last_games(LAST_GAMES, player=name, game=game), name)

    @staticmethod
    def _levels_in_order(against: Mapping[str, LevelRecord]) -> list[tuple[str, LevelRecord]]:
        order = ["easy", "medium", "strong"]
        return sorted(
            against.items(), key=lambda item: order.index(item[0]) if item[0] in order else 9
        )

    def _fill_table(self, played: list[GameRecord], name: str) -> None:
        self.table.clearContents()
        self.table.setRowCount(len(played))
        self._replays = []
        for row, record in enumerate(played):
            cells = (
                local_time(record.finished_at),
                game_title(record.game),
                ", ".join(self.seat_text(seat) for seat in record.seats),
                self.result_text(record, name),
            )
            length = self.length_text(record)  # (in the tooltip: room for the players)
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(f"{text}\n{length}")
                self.table.setItem(row, column, item)
            path = Path(record.save_path) if record.save_path else None
            self._replays.append(path if path is not None and path.is_file() else None)
            if path is not None and path.is_file():
                button = QPushButton(self.tr("Replay"))
                button.setAccessibleName(f"{button.text()}: {cells[1]}, {cells[0]}")
                button.clicked.connect(lambda _=False, p=path: self.replay_requested.emit(p))
                self.table.setCellWidget(row, 4, button)
        self.table.resizeRowsToContents()
        tallest = max((self.table.rowHeight(row) for row in range(len(played))), default=0)
        for row in range(len(played)):  # rows with and without a Replay button alike
            self.table.setRowHeight(row, tallest)

    def _row_activated(self, item: QTableWidgetItem) -> None:
        row = item.row()
        if 0 <= row < len(self._replays) and self._replays[row] is not None:
            self.replay_requested.emit(self._replays[row])

    def seat_text(self, seat: SeatRecord) -> str:
        if seat.level is not None:
            who = fill(self.tr("Computer (%1)"), level_name(seat.level))
        elif seat.name is not None:
            who = seat.name
        else:
            who = self.tr("(deleted player)")
        if seat.score is not None:
            who += f" {seat.score}"
        return who + (" ★" if seat.won else "")

    def result_text(self, record: GameRecord, name: str) -> str:
        if record.draw:
            return self.tr("Draw")
        mine = [seat for seat in record.seats if seat.name == name and seat.level is None]
        return self.tr("Won") if any(seat.won for seat in mine) else self.tr("Lost")

    def length_text(self, record: GameRecord) -> str:
        text = self.tr("%n move(s)", "", record.actions)
        if record.duration is not None:
            minutes = max(1, round(record.duration / 60))
            text += " · " + fill(self.tr("%1 min"), minutes)
        return text

    # -- editing players -----------------------------------------------------------------
    def confirm(self, title: str, text: str, action: str) -> bool:
        """Ask first; the safe answer (Cancel) is the default and Escape."""
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(title)
        box.setText(text)
        go = box.addButton(action, QMessageBox.ButtonRole.DestructiveRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        box.exec()
        return box.clickedButton() is go

    def say(self, title: str, text: str) -> None:
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Information)
        box.setWindowTitle(title)
        box.setText(text)
        box.exec()

    def _edit(self, work: Callable[[], object], keep: str | None) -> None:
        """Run a change of the records; say why if it cannot be done; show the records again."""
        try:
            work()
        except RecordsError as error:
            self.say(self.tr("Not changed"), str(error))
        except Exception as error:
            log.exception("The records cannot be changed")
            self.say(self.tr("Not changed"), str(error))
        self.refill(keep)
        self.players.setFocus()

    def rename(self) -> None:
        old, records = self.current_player(), self.records
        if old is None or records is None:
            return
        new, ok = QInputDialog.getText(
            self,
            self.tr("Rename player"),
            fill(self.tr("New name for %1:"), old),
            QLineEdit.EchoMode.Normal,
            old,
        )
        new = new.strip()
        if not ok or not new or new == old:
            return
        if new in self._names():
            self.say(
                self.tr("Rename player"),
                fill(self.tr("%1 is already a player. To join the two, use Merge."), new),
            )
            return
        if self.confirm(
            self.tr("Rename player"),
            fill(self.tr("Rename %1 to %2 in all records?"), old, new),
            self.tr("Rename"),
        ):
            self._edit(lambda: records.rename_player(old, new), new)

    def merge(self) -> None:
        source, records = self.current_player(), self.records
        if source is None or records is None:
            return
        others = [name for name in self._names() if name != source]
        if not others:
            return
        target, ok = QInputDialog.getItem(
            self,
            self.tr("Merge players"),
            fill(self.tr("Merge %1 into:"), source),
            others,
            0,
            False,
        )
        if not ok or target not in others:
            return
        if self.confirm(
            self.tr("Merge players"),
            fill(
                self.tr(
                    "Merge %1 into %2? All games of %1 then count for %2, and the name %1 is gone."
                    " This cannot be undone."
                ),
                source,
                target,
            ),
            self.tr("Merge"),
        ):
            self._edit(lambda: records.merge_players(source, target), target)

    def delete(self) -> None:
        name, records = self.current_player(), self.records
        if name is None or records is None:
            return
        if self.confirm(
            self.tr("Delete player"),
            fill(
                self.tr(
                    "Delete %1 from the records? In games with other players the seat stays without"
                    " a name; games with no other named player are deleted. This cannot be undone."
                ),
                name,
            ),
            self.tr("Delete"),
        ):
            self._edit(lambda: records.delete_player(name), None)

    # -- texts ---------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.heading.setText(self.tr("Records"))
        self.back_button.setText(self.tr("Back to the games"))
        self.players_label.setText(self.tr("&Players"))
        self.players.setAccessibleName(self.tr("Players"))
        self.rename_button.setText(self.tr("&Rename…"))
        self.merge_button.setText(self.tr("&Merge into…"))
        self.delete_button.setText(self.tr("&Delete…"))
        self.game_label.setText(self.tr("&Game:"))
        self.game_choice.setAccessibleName(self.tr("Game"))
        names = {
            "played": self.tr("Games played:"),
            "won": self.tr("Won:"),
            "rate": self.tr("Win rate:"),
            "best": self.tr("Best score:"),
            "current": self.tr("Current winning streak:"),
            "longest": self.tr("Longest winning streak:"),
        }
        for key, text in names.items():
            self.stat_names[key].setText(text)
            self.stat_values[key].setAccessibleName(text.rstrip(":"))
        self.against_label.setText(self.tr("Against the computer"))
        self.chart_label.setText(self.tr("Results over time"))
        self.chart.setAccessibleName(self.tr("Results over time"))
        self.last_label.setText(self.tr("&Last games"))
        self.table.setAccessibleName(self.tr("Last games"))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Date"),
                self.tr("Game"),
                self.tr("Players (★ won)"),
                self.tr("Result"),
                "",
            ]
        )
        for label in (self.against_label, self.chart_label, self.last_label):
            bold = QFont(label.font())
            bold.setBold(True)
            label.setFont(bold)
        self.refill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

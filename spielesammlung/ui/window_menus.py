"""The main window's menu bar: its entries, their shortcuts and their texts.

The bar's titles are made with the window; its entries after the window's first frame
(`Menus.fill`, called by ui/app.py) or when one is first asked for, whichever comes first:
forty entries and Qt's QAction and QKeySequence would otherwise delay the first frame.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu, QMenuBar

from ..core.i18n import fill
from .i18n import LANGUAGES, LANGUAGES_NAMES
from .settings import SPEEDS, TEXT_SIZES, Settings

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QKeySequence

    from .controller import GameController


class Commands(Protocol):
    """What the menus' entries do (the main window)."""

    def choose_game(self) -> None: ...
    def open_file(self) -> None: ...
    def join_table(self) -> None: ...
    def play_on_server(self) -> None: ...
    def save_as(self) -> None: ...
    def show_records(self) -> None: ...
    def close(self) -> bool: ...
    def undo(self) -> None: ...
    def redo(self) -> None: ...
    def hint(self) -> None: ...
    def toggle_pause(self) -> None: ...
    def toggle_fullscreen(self) -> None: ...
    def read_position(self) -> None: ...
    def list_moves(self) -> None: ...
    def repeat_announcement(self) -> None: ...
    def set_language(self, language: str) -> None: ...
    def set_speed(self, speed: str) -> None: ...
    def set_text_size(self, size: str) -> None: ...
    def set_memory_aid(self, on: bool) -> None: ...
    def set_deduction_aid(self, on: bool) -> None: ...
    def set_announcements(self, on: bool) -> None: ...
    def sound_changed(self) -> None: ...
    def show_rules(self) -> None: ...
    def about(self) -> None: ...


class Menus:
    """The entries of `bar`, calling `commands`; the settings' entries start as `settings` are."""

    def __init__(
        self, bar: QMenuBar, commands: Commands, settings: Settings, language: str
    ) -> None:
        self.bar = bar
        self._commands, self._settings, self._language = commands, settings, language
        self.filled = False  # the entries are made (`fill`)
        self._state: tuple[GameController | None, bool] = (None, False)  # what `refresh` got
        self.game_menu = bar.addMenu("")
        self.move_menu = bar.addMenu("")
        self.move_menu.setToolTipsVisible(True)  # why Undo is grey
        self.view_menu = bar.addMenu("")
        self.settings_menu = bar.addMenu("")
        self.help_menu = bar.addMenu("")

    if not TYPE_CHECKING:  # hidden from mypy, which knows the entries from `fill`

        def __getattr__(self, name: str) -> Any:
            """An entry asked for before the first frame: all entries are made now."""
            if name.startswith("_") or self.__dict__.get("filled", True):
                raise AttributeError(name)
            self.fill()
            return getattr(self, name)

    def fill(self) -> None:
        """Make the entries (once), with their texts and the state `refresh` last got."""
        if self.filled:
            return
        self.filled = True
        from PySide6.QtGui import QAction, QActionGroup, QKeySequence

        from .sound_menu import SoundMenu

        bar, do, settings = self.bar, self._commands, self._settings
        self.act_new = self._action(self.game_menu, do.choose_game, QKeySequence.StandardKey.New)
        self.act_open = self._action(self.game_menu, do.open_file, QKeySequence.StandardKey.Open)
        self.act_join = self._action(self.game_menu, do.join_table)
        self.act_server = self._action(self.game_menu, do.play_on_server)
        self.act_save = self._action(self.game_menu, do.save_as, QKeySequence.StandardKey.SaveAs)
        self.act_records = self._action(self.game_menu, do.show_records)
        self.game_menu.addSeparator()
        self.act_quit = self._action(self.game_menu, do.close, QKeySequence.StandardKey.Quit)
        self.act_undo = self._action(self.move_menu, do.undo, "Ctrl+Z")
        self.act_redo = self._action(self.move_menu, do.redo, "Ctrl+Shift+Z")
        self.act_hint = self._action(self.move_menu, do.hint, "H")
        self.act_pause = self._action(self.move_menu, do.toggle_pause, "P", on=False)
        self.act_full = self._action(self.view_menu, do.toggle_fullscreen, "F11")
        self.act_read = self._action(self.view_menu, do.read_position, "Ctrl+R")
        self.act_moves = self._action(self.view_menu, do.list_moves, "Ctrl+L")
        self.act_repeat = self._action(self.view_menu, do.repeat_announcement, "Ctrl+Shift+R")
        self.language_menu = self.settings_menu.addMenu("")
        group = QActionGroup(bar)
        self.language_actions: dict[str, QAction] = {}
        for name in LANGUAGES:
            action = QAction(LANGUAGES_NAMES[name], bar, checkable=True)
            action.setChecked(name == self._language)
            action.triggered.connect(lambda _=False, lang=name: do.set_language(lang))
            group.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[name] = action
        self.speed_menu = self.settings_menu.addMenu("")
        speed_group = QActionGroup(bar)
        self.speed_actions: dict[str, QAction] = {}
        for speed in SPEEDS:
            action = QAction(bar, checkable=True)
            action.setChecked(speed == settings.speed)
            action.triggered.connect(lambda _=False, s=speed: do.set_speed(s))
            speed_group.addAction(action)
            self.speed_menu.addAction(action)
            self.speed_actions[speed] = action
        self.text_size_menu = self.settings_menu.addMenu("")
        size_group = QActionGroup(bar)
        self.text_size_actions: dict[str, QAction] = {}
        for size in TEXT_SIZES:
            action = QAction(bar, checkable=True)
            action.setChecked(size == settings.text_size)
            action.triggered.connect(lambda _=False, s=size: do.set_text_size(s))
            size_group.addAction(action)
            self.text_size_menu.addAction(action)
            self.text_size_actions[size] = action
        menu = self.settings_menu
        self.act_memory = self._action(menu, do.set_memory_aid, on=settings.memory_aid)
        self.act_deduction = self._action(menu, do.set_deduction_aid, on=settings.deduction_aid)
        self.act_announce = self._action(menu, do.set_announcements, on=settings.announcements)
        self.sound_menu = SoundMenu(settings, bar)
        self.sound_menu.changed.connect(do.sound_changed)
        self.settings_menu.addMenu(self.sound_menu)
        self.act_rules = self._action(self.help_menu, do.show_rules, "F1")
        self.act_about = self._action(self.help_menu, do.about)
        self.retranslate()
        self.refresh(*self._state)

    def _action(
        self,
        menu: QMenu,
        slot: Callable[..., object],
        shortcut: QKeySequence.StandardKey | str | None = None,
        on: bool | None = None,
    ) -> QAction:
        """A menu entry calling `slot`; with `on`, a yes/no entry that starts checked or not."""
        from PySide6.QtGui import QAction, QKeySequence

        action = QAction(self.bar)
        if on is not None:
            action.setCheckable(True)
            action.setChecked(on)
        if shortcut is not None:
            # The same as setShortcut (Qt sets a list of one), but PySide's check of setShortcut's
            # argument loads the whole `Qt` namespace, which slows the start down.
            action.setShortcuts([QKeySequence(shortcut)])
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def tr(self, text: str) -> str:
        return QCoreApplication.translate("Menus", text)

    def retranslate(self) -> None:
        self.game_menu.setTitle(self.tr("&Game"))
        self.move_menu.setTitle(self.tr("&Move"))
        self.view_menu.setTitle(self.tr("&View"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.help_menu.setTitle(self.tr("&Help"))
        if self.filled:
            self._retranslate_entries()

    def _retranslate_entries(self) -> None:
        self.act_new.setText(self.tr("&New…"))
        self.act_open.setText(self.tr("&Open…"))
        self.act_join.setText(self.tr("&Join a game on another computer…"))
        self.act_server.setText(self.tr("Play on a &table server…"))
        self.act_save.setText(self.tr("Save &as…"))
        self.act_records.setText(self.tr("&Records…"))
        self.act_quit.setText(self.tr("&Quit"))
        self.act_undo.setText(self.tr("&Undo"))
        self.act_redo.setText(self.tr("&Redo"))
        self.act_hint.setText(self.tr("&Hint"))
        self.act_pause.setText(self.tr("&Pause computer players"))
        self.act_full.setText(self.tr("&Full screen"))
        self.act_read.setText(self.tr("&Read out the position"))
        self.act_moves.setText(self.tr("&List the possible moves"))
        self.act_repeat.setText(self.tr("Repeat the last &announcement"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.speed_menu.setTitle(self.tr("&Animations"))
        speed_names = {
            "off": self.tr("Off"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        for speed, action in self.speed_actions.items():
            action.setText(speed_names[speed])
        self.text_size_menu.setTitle(self.tr("&Text size"))
        for size, action in self.text_size_actions.items():
            percent = round(float(size) * 100)
            words = self.tr("As the system (%1 %)") if size == "1" else self.tr("%1 %")
            action.setText(fill(words, percent))
        self.act_memory.setText(self.tr("&Memory aid (what each player has seen)"))
        self.act_deduction.setText(
            self.tr("&Deduction helper (gives the solution away: what the others can still hold)")
        )
        self.act_announce.setText(self.tr("Announce moves to screen &readers"))
        self.sound_menu.retranslate()
        self.act_rules.setText(self.tr("&Rules of this game"))
        self.act_about.setText(self.tr("&About Spielesammlung"))

    def refresh(self, controller: GameController | None, replaying: bool) -> None:
        """The game's actions enabled as the running game (if any) allows, undo saying why not."""
        self._state = (controller, replaying)
        if not self.filled:
            return
        game = (self.act_save, self.act_rules, self.act_undo, self.act_redo, self.act_hint)
        if controller is None:
            for action in game:
                action.setEnabled(False)
            return
        from ..core.table import Phase  # loaded with the first game, like the controller
        from .window_status import undo_why

        self.act_save.setEnabled(True)
        self.act_rules.setEnabled(True)
        self.act_undo.setEnabled(controller.can_undo() and not replaying)
        why = undo_why(controller.session.undo_blocked())
        self.act_undo.setToolTip(why or self.act_undo.text().replace("&", ""))
        self.act_undo.setStatusTip(why)
        self.act_redo.setEnabled(controller.can_redo() and not replaying)
        step = controller.step
        self.act_hint.setEnabled(
            step is not None
            and step.phase is Phase.HUMAN
            and step.player in controller.table.screen_seats
        )

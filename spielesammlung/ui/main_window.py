"""The main window: the start screen, a running game, handover, secret and replay pages. Its
parts: the menus (window_menus.py) and the file dialogs (window_files.py) it owns, the Help
dialogs (window_help.py) and the turn line's texts (window_status.py)."""

from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from ..core import registry
from ..core.autosaves import Autosaves
from . import accessible, games, text_size
from .i18n import Languages
from .settings import Settings
from .start_page import StartPage
from .window_menus import Menus

if TYPE_CHECKING:  # the game's pages, controller and session are loaded with the first game
    from collections.abc import Callable

    from ..core import saves
    from ..core.protocol import Result
    from ..core.session import Session
    from .controller import GameController
    from .game_page import GamePage
    from .handover import HandoverPage, SecretPage
    from .phones import TableMode
    from .recording import Recorder
    from .records_page import RecordsPage
    from .remote_host import RemoteHost
    from .replay import ReplayPage
    from .sound import Player
    from .window_files import GameFiles

#: what a change of the desktop's font arrives as (the application font set by the platform,
#: or a new theme)
FONT_EVENTS = (QEvent.Type.FontChange, QEvent.Type.ThemeChange)


class MainWindow(QMainWindow):
    def __init__(
        self,
        settings: Settings,
        languages: Languages,
        autosaves: Autosaves,
        later: bool = False,  # `finish` is called after the first frame (else at once)
    ) -> None:
        super().__init__()
        self.settings = settings
        self.languages = languages
        self.autosaves = autosaves
        self.controller: GameController | None = None
        self.autosave_path: Path | None = None
        self.phones: TableMode | None = None  # phones as private hands (ui/phones.py)
        self.remote: RemoteHost | None = None  # seats on other computers (ui/remote_host.py)
        self._replay_from: QWidget | None = None  # the page a replay's Close leads back to
        self.resize(1200, 780)
        self.pages = QStackedWidget(self)
        self.start = StartPage(self.pages, languages.current)
        self.pages.addWidget(self.start)
        self.setCentralWidget(self.pages)
        self.start.play.connect(self.new_game)
        self.start.records.connect(self.show_records)
        self.start.learn.connect(self.learn)
        self.start.resume.connect(self.resume)
        self.start.discard.connect(self.discard)
        self.menus = Menus(self.menuBar(), self, settings, languages.current)
        accessible.enabled = settings.announcements
        self.menus.retranslate()  # the start page has its texts
        self.refresh()
        self.refresh_resumable()
        self.start.focus_first()
        if not later:
            self.finish()

    def finish(self) -> None:
        """What the first frame need not wait for: the menus' entries, and noting the desktop's
        font (to follow when it changes)."""
        self.menus.fill()
        text_size.remember_desktop()

    @cached_property
    def files(self) -> GameFiles:
        """The file dialogs and the autosave's writing (made when first needed)."""
        from .window_files import GameFiles

        return GameFiles(self)

    # -- the pages of a game, made when the first game starts ---------------------------------
    @cached_property
    def game_page(self) -> GamePage:
        from .game_page import GamePage

        page = GamePage()
        page.interrupt.connect(self._interrupt)
        page.result.replay.connect(self.replay_current)
        page.result.again.connect(self._again)
        page.result.new.connect(self._new_same_game)
        self.pages.addWidget(page)
        from .focus import board_only  # letters act only on the board (they type elsewhere)

        board_only(page.view, self.menus.act_hint, self.menus.act_pause)
        return page

    @cached_property
    def replay_page(self) -> ReplayPage:
        from .replay import ReplayPage  # loaded with the first replay, not at start

        page = ReplayPage()
        page.closed.connect(self._replay_closed)
        self.pages.addWidget(page)
        return page

    @cached_property
    def handover_page(self) -> HandoverPage:
        from .handover import HandoverPage

        page = HandoverPage()
        page.confirmed.connect(self._revealed)
        self.pages.addWidget(page)
        return page

    @cached_property
    def secret_page(self) -> SecretPage:
        from .handover import SecretPage

        page = SecretPage()
        page.chosen.connect(self._secret_chosen)
        self.pages.addWidget(page)
        return page

    @cached_property
    def records_page(self) -> RecordsPage:
        from .records_page import RecordsPage  # loaded when first shown, not at start

        page = RecordsPage()
        page.back.connect(self.choose_game)
        page.replay_requested.connect(self.open_replay)
        self.pages.addWidget(page)
        return page

    @cached_property
    def recorder(self) -> Recorder:
        from .recording import Recorder  # the records open when first needed, not at start

        return Recorder(self.autosaves.folder.parent, self)  # in the user's data folder

    def retranslate(self) -> None:
        self.menus.retranslate()
        self.start.language = self.languages.current
        self.start.retranslate()
        if "game_page" in self.__dict__:
            self.game_page.retranslate()
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() in FONT_EVENTS and text_size.desktop_changed():
            self.set_text_size(text_size.current())  # the desktop's font: follow it
        super().changeEvent(event)

    # -- settings ------------------------------------------------------------------------------
    def set_language(self, language: str) -> None:
        self.settings.language = language
        self.languages.switch(language)
        self.menus.language_actions[language].setChecked(True)
        self.retranslate()  # at once; Qt's LanguageChange events follow for every other widget
        if self.controller is not None:
            self.controller.relabel()

    def set_speed(self, speed: str) -> None:
        self.settings.speed = speed
        if self.controller is not None:
            self.controller.board.speed = self.settings.speed_factor
        if "replay_page" in self.__dict__:
            self.replay_page.set_speed(self.settings.speed_factor)

    def set_text_size(self, size: str) -> None:
        """The application font and the board's texts `size` times the system's, at once."""
        self.settings.text_size = size
        self.menus.text_size_actions[size].setChecked(True)
        text_size.apply(size)
        for page in ("game_page", "replay_page"):  # the boards' smallest words anew
            if page in self.__dict__:
                getattr(self, page).view.fit()
        if self.controller is not None:
            self.controller.relabel()  # the board draws its texts again

    def set_memory_aid(self, on: bool) -> None:
        self._set_aid("memory_aid", on)

    def set_deduction_aid(self, on: bool) -> None:
        self._set_aid("deduction_aid", on)

    def set_announcements(self, on: bool) -> None:
        self.settings.announcements = on
        accessible.enabled = on

    @cached_property
    def sounds(self) -> Player:
        from .sound import Player  # with the first game, not at start

        return Player(self.settings.sound, self.settings.volume)

    def sound_changed(self) -> None:
        self.sounds.enabled, self.sounds.volume = self.settings.sound, self.settings.volume
        self.sounds.request("place")  # a sample at the new volume

    def _set_aid(self, name: str, on: bool) -> None:
        """Store a table aid setting and show the board again with it."""
        setattr(self.settings, name, on)
        if self.controller is not None:
            setattr(self.controller.board, name, on)
            self.controller.advance()

    def toggle_fullscreen(self) -> None:
        from PySide6.QtCore import Qt  # not at start: the `Qt` namespace takes long to load

        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    # -- starting and ending games -------------------------------------------------------------
    def refresh_resumable(self) -> None:
        self.start.offer(self.autosaves.list())

    def resume(self, path: Path) -> None:
        """Go on with the autosaved game in `path` (the start page's "Resume")."""
        session = self.files.load(path)
        if session is not None:
            from ..core import saves

            self.start_game(session, path, *saves.kept(path))  # with its phones, if it had

    def discard(self, path: Path) -> None:
        self.autosaves.discard(path)
        self.refresh_resumable()

    def choose_game(self) -> None:
        self.close_game()
        self.pages.setCurrentWidget(self.start)
        self.refresh_resumable()
        self.refresh()
        self.start.focus_first()

    def show_records(self) -> None:
        """The records page; a game in progress stays in its autosave, resumable."""
        self.close_game()
        records = self.recorder.records()  # a file set aside is said before the page shows
        self.pages.setCurrentWidget(self.records_page)
        self.records_page.show_records(records)
        self.refresh()

    def new_game(self, game_id: str) -> bool:
        from PySide6.QtWidgets import QDialog

        from .new_game import NewGameDialog

        dialog = NewGameDialog(game_id, self.languages.current, self, self.recorder.known_names())
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        seats = zip(dialog.setup().players, dialog.seats(), strict=True)
        self.recorder.remember([name for name, seat in seats if not seat.is_computer])
        if dialog.learning:
            return self.learn(game_id, dialog.setup().players[0])
        from ..core.session import Session

        entry = registry.entry(game_id)
        session = Session(game_id, entry.rules(), dialog.setup(), _seed(), dialog.seats())
        self.start_game(session, self.autosaves.new_path(game_id))
        return True

    def start_game(
        self,
        session: Session,
        autosave_path: Path,
        kept: saves.Phones | None = None,
        hosted: saves.Hosted | None = None,
    ) -> None:
        """Play `session`, with phones when a seat is on one or `kept` (its save's phones, or
        "Play again"), hosted for seats on other computers (`hosted`: from its save)."""
        self.start_session(session, autosave_path)
        if kept is not None or any(seat.on_phone for seat in session.seats):
            self.start_phones(kept)
        if any(seat.remote for seat in session.seats):  # the server is imported only now
            from .remote_host import attach

            self.remote = attach(self, hosted)
            self._autosave(session)  # the save knows its port and codes now

    def start_phones(self, kept: saves.Phones | None = None) -> None:
        """Phones as private hands for the running game (the server is imported only now);
        `kept`: the port and tokens of an earlier server of this game, so its phones return.
        A game without a seat on a phone and without `kept` puts every human on their phone."""
        from .phones import attach

        self.phones = attach(self, kept)
        if self.phones is not None:
            self._autosave(self.phones.controller.session)  # the save knows its phones now

    def learn(self, game_id: str, name: str = "") -> bool:
        """The guided first game of `game_id` ("Learn to play"), see ui/coach.py."""
        from .coach import start_lesson

        start_lesson(self, game_id, name)
        return True

    def start_session(
        self,
        session: Session,
        autosave_path: Path | None,
        make: Callable[..., GameController] | None = None,
    ) -> None:
        """Play `session`, saved after every action to `autosave_path` (None: not saved, a
        lesson); `make` builds its controller (default: GameController)."""
        from .controller import GameController

        self.close_game()
        status = self.statusBar()  # made with the first game: shown before its first frame,
        status.show()  # or the board is painted twice, first at a height it then loses
        status.clearMessage()  # the last game's result is not this game's
        entry = registry.entry(session.game_id)
        board = games.create_board(session.game_id, session.setup)
        self.autosave_path = autosave_path
        session.on_change = self._autosave
        self._autosave(session)
        controller = (make or GameController)(
            session, board, entry.bots(), self.settings.speed_factor
        )
        controller.paused = self.menus.act_pause.isChecked()
        controller.on_sound = self.sounds.request
        board.memory_aid = self.settings.memory_aid
        board.deduction_aid = self.settings.deduction_aid
        self.controller = controller
        self.recorder.started(session)
        controller.updated.connect(self.refresh)
        controller.handover.connect(self._handover)
        controller.secret.connect(self._secret)
        controller.board_shown.connect(self._board_shown)
        controller.finished.connect(self._finished)
        controller.hint_ready.connect(self.game_page.hinted)
        board.play_again.connect(self.play_again)
        self.game_page.view.set_board(board)
        self.game_page.set_extra(board.side_panel())
        self.pages.setCurrentWidget(self.game_page)
        controller.advance()

    def play_again(self, order: tuple[int, ...]) -> None:
        """A new game with the same options, the players reseated in `order` (the board asks)."""
        if self.controller is None:
            return
        session = self.controller.session.reseated(order, _seed())
        kept = self.phones.kept().reseated(order) if self.phones is not None else None
        self.start_game(session, self.autosaves.new_path(session.game_id), kept)

    def _again(self) -> None:
        """The result card's "Play again": reseated as the finished game's board wants."""
        if self.controller is not None:
            self.play_again(self.controller.board.again()[0])

    def _new_same_game(self) -> None:
        """The result card's "New game": the new-game dialog of the finished game."""
        if self.controller is not None:
            self.new_game(self.controller.session.game_id)

    def _autosave(self, session: Session) -> None:
        if self.autosave_path is not None:
            self.files.autosave(session, self.autosave_path, self.kept(session))

    def kept(self, session: Session) -> tuple[saves.Phones | None, saves.Hosted | None]:
        """The phones and the network host to keep with `session`'s save, if it has them."""
        mode, host = self.phones, self.remote
        return (
            mode.kept() if mode is not None and mode.controller.session is session else None,
            host.kept() if host is not None and host.controller.session is session else None,
        )

    def close_game(self) -> None:
        if self.phones is not None:  # the table server stops with the game
            self.phones.stop()
            self.phones = None
        if self.remote is not None:  # so does the network host
            self.remote.stop()
            self.remote = None
        if self.controller is not None:
            self.controller.close()
            self.controller = None
            self.statusBar().clearMessage()  # its result is not said beside another page
            self.game_page.view.set_board(None)
            self.game_page.set_extra(None)

    def _finished(self, result: Result) -> None:
        if self.controller is not None and self.controller.recorded:  # once; trouble is said
            self.recorder.finished(self.controller.session)  # and never stops the game
        if self.autosave_path is not None:
            self.autosaves.discard(self.autosave_path)
            self.autosave_path = None
        from .window_status import result_text

        assert self.controller is not None  # the finished game's, which sent this
        names = self.controller.session.setup.players
        self.statusBar().showMessage(result_text(names, result))

    # -- files and replays ---------------------------------------------------------------------
    def open_file(self) -> None:
        path = self.files.ask_open()
        if path is not None:
            self.open_path(path)

    def open_path(self, path: Path) -> None:
        """Open a save file (the Open dialog, the command line, the desktop): a finished game
        is replayed, an unfinished one resumed (autosaved elsewhere: the file stays as it is)."""
        session = self.files.load(path)
        if session is None:
            return
        if session.result is not None:
            self.replay(session)
        else:
            from ..core import saves

            self.start_game(session, self.autosaves.new_path(session.game_id), *saves.kept(path))

    def open_replay(self, path: Path) -> None:
        """Replay the finished game saved in `path` (the records page's "Replay"); a damaged,
        foreign or unfinished file gets a message and is left unchanged."""
        session = self.files.load(path)
        if session is None:
            return
        if session.result is None:
            from .replay import not_finished

            not_finished(self, path)
            return
        self.replay(session)

    def save_as(self) -> None:
        if self.controller is not None:
            session = self.controller.session
            self.files.save_as(session, self.kept(session))

    def replay(self, session: Session) -> None:
        """Step through a finished game with every secret shown; Close comes back here."""
        if session.result is None:
            return
        if self.controller is not None and self.controller.session is not session:
            self.close_game()  # a game in progress stays in its autosave, resumable
            self.refresh_resumable()
        board = games.create_board(session.game_id, session.setup)
        title = games.title(session.game_id, self.languages.current)
        if not self.replaying():
            self._replay_from = self.pages.currentWidget()  # where Close leads back to
        self.replay_page.open(session, board, self.settings.speed_factor, title)
        self.pages.setCurrentWidget(self.replay_page)
        self.replay_page.play.setFocus()
        self.refresh()

    def replay_current(self) -> None:
        """The finished game on the game page, replayed."""
        if self.controller is not None:
            self.replay(self.controller.session)

    def replaying(self) -> bool:
        return "replay_page" in self.__dict__ and self.pages.currentWidget() is self.replay_page

    def _replay_closed(self) -> None:
        """Back to where the replay was opened: the records, the start page, the finished game."""
        back = self._replay_from
        pages = ("game_page", "handover_page", "secret_page")
        playing = [self.__dict__.get(name) for name in pages]
        if back is None or back in playing:
            back = self.game_page if self.controller is not None else self.start
        self.pages.setCurrentWidget(back)
        if back is self.start:
            self.refresh_resumable()
        self.refresh()

    # -- the game's pages ----------------------------------------------------------------------
    def _handover(self, player: int, name: str) -> None:
        self.handover_page.ask(player, name)
        self.pages.setCurrentWidget(self.handover_page)
        self.handover_page.button.setFocus()
        self.refresh()

    def _revealed(self, player: int) -> None:
        if self.controller is not None:
            self.controller.reveal(player)

    def _secret(self, request: object) -> None:
        from .board import SecretRequest

        assert isinstance(request, SecretRequest)
        self.secret_page.ask(request.title, request.info, request.choices, request.names)
        self.pages.setCurrentWidget(self.secret_page)
        self.secret_page.focus_first()

    def _secret_chosen(self, action: object) -> None:
        if self.controller is not None:
            self.pages.setCurrentWidget(self.game_page)
            self.controller.submit(action)

    def _board_shown(self) -> None:
        if self.replaying():  # a finished game shown again (a new language) stays behind
            return
        self.pages.setCurrentWidget(self.game_page)
        self.game_page.view.fit()
        self.game_page.view.setFocus()

    def _interrupt(self, player: int) -> None:
        """A human acts out of turn (an accusation): on the board, which has the focus."""
        if self.controller is not None:
            self.controller.interrupt(player)
            if self.pages.currentWidget() is self.game_page:
                self.game_page.view.setFocus()

    # -- moves ---------------------------------------------------------------------------------
    def undo(self) -> None:
        if self.controller is not None:
            refused = self.controller.undo()
            if refused:
                self.statusBar().showMessage(refused)

    def redo(self) -> None:
        if self.controller is not None:
            self.controller.redo()

    def toggle_pause(self) -> None:
        if self.controller is not None:
            self.controller.set_paused(self.menus.act_pause.isChecked())
            self.refresh()

    def hint(self) -> None:
        if self.controller is not None:
            self.controller.hint()

    def read_position(self) -> None:
        """The whole position, announced to a screen reader (and the board's description)."""
        if self.controller is not None and self.pages.currentWidget() is self.game_page:
            accessible.read_out(self.game_page.view, self.game_page.view.board)

    def list_moves(self) -> None:
        """What the seat on turn may choose now, announced to a screen reader."""
        if self.controller is not None and self.pages.currentWidget() is self.game_page:
            accessible.list_moves(self.game_page.view, self.game_page.view.board)

    def repeat_announcement(self) -> None:
        accessible.repeat(self)

    # -- status --------------------------------------------------------------------------------
    def refresh(self) -> None:
        """The menus, the title and the game page after any change of the game."""
        controller = self.controller
        self.menus.refresh(controller, self.replaying())
        if controller is None:
            self.setWindowTitle("Spielesammlung")
            return
        title = games.title(controller.session.game_id, self.languages.current)
        self.setWindowTitle(f"{title} – Spielesammlung")
        self.game_page.show_game(controller, title)

    # -- help ----------------------------------------------------------------------------------
    def join_table(self) -> None:
        """Join a game hosted on another computer: its seat plays in a window of its own."""
        from .remote_join import join

        join(self, self.sounds, self.settings.speed_factor)

    def play_on_server(self) -> None:
        """Create a table on a table server and play there (ui/server_table.py)."""
        from .server_table import ServerTable

        names, speed = self.recorder.known_names(), self.settings.speed_factor
        ServerTable(self, self.languages.current, names, self.sounds, speed)

    def show_rules(self) -> None:
        if self.controller is not None:
            from .window_help import show_rules

            show_rules(self, self.controller.session.game_id, self.languages.current)

    def about(self) -> None:
        from .window_help import about

        about(self)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.close_game()
        super().closeEvent(event)


def _seed() -> int:
    """A fresh seed for a new game (`random` is loaded with the first game, not at start)."""
    import random

    return random.getrandbits(48)

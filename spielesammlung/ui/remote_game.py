"""A seat played on this computer at a table hosted on another one (issue 26).

`RemoteSeatWindow` plays the seat of a joined `net.client.Client` on the game's own desktop
board: every view the client receives (its seat's view only, made the game's view object again)
is shown with the seat's legal actions when it must act; a secret choice goes to the secret page
as at home. The events received with the views (those this seat saw) are rebuilt as the game's
event objects and animated and heard as at home before the newest view is shown. The board's
choice is sent to the host, which checks it by the rules; a refusal is shown in the status line.
The connection lives in ui/remote_link.py: messages arrive through a queued signal, sends and
rejoins run on threads, so a slow network never blocks the window. When the seat may act out of
turn (an accusation), a button offers it; the hint asks the strong computer level on a thread,
from this seat's own view. At the end the status line says the result as the game's rules
give it, and once the host sent the replay (the whole game, every secret) a button opens it in
the app's replay viewer. Several seats may be played at this one screen (`others`, each its own
client, and `public`, a spectator's client): the board then shows the public view while none of
them decides, and the view of the seat that must decide after a handover page, as at home
(none when its view shows nothing the public view does not); undo is offered for the seat here
whose move the host would take back, and acting out of turn for each seat here whose view
allows it (a button naming the seat, as the main window has; the screen passes to that seat
first, after a handover page if its view shows more). Who has the screen is decided in
ui/remote_screen.py; joining (the address and code dialog) is in ui/remote_join.py.
"""

from __future__ import annotations

import contextlib
import random
import threading
from collections.abc import Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ..core import registry
from ..core.i18n import fill
from ..core.protocol import Event, Setup
from ..net.client import Client, Refused
from ..net.views import BadView, decode_events
from . import accessible, games
from .board import BoardView, Turn
from .focus import SidePanel
from .game_page import BoardSplitter
from .handover import HandoverPage, SecretPage
from .i18n import say
from .remote_link import Link
from .remote_screen import SharedScreen, offers_out_of_turn
from .replay import ReplayPage
from .sound import Player, choose


class RemoteSeatWindow(QMainWindow):
    """The board of one seat at a hosted table, or of several at this screen (`others` and
    the `public` view; see the module text); `sounds` and `speed` (the animations' factor, 0:
    off) as the user's settings say."""

    hinted = Signal(int, object)  # the hint for the view at `at` (from the hint's thread)

    def __init__(
        self,
        client: Client,
        parent: QWidget | None = None,
        sounds: Player | None = None,
        speed: float = 1.0,
        *,
        others: Sequence[Client] = (),
        public: Client | None = None,
    ) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        # the seats played at this screen, and the public view between their decisions
        self.shared = SharedScreen([client, *others], public if others else None)
        spectator = self.shared.public
        self.client = client if spectator is None else spectator  # the one on the board
        welcome = client.welcome
        names = tuple(welcome["players"])
        self.seat: int | None = self.client.seat
        self.board = games.create_board(welcome["game"], Setup(names, welcome["options"]))
        self.board.speed = speed
        if not others:
            self.board.set_own_screen()  # nobody else looks at this screen
        self.sounds = sounds
        self.view = BoardView()
        self.view.set_board(self.board)
        self.status = QLabel()
        self.status.setWordWrap(True)
        board_page = QWidget()
        layout = QVBoxLayout(board_page)
        # to act out of turn (an accusation): the board then offers the seat's legal actions;
        # one button for each seat here, named as in the main window at a shared screen
        self.interjects: dict[int, QPushButton] = {}  # by id() of the seat's client
        for each in self.shared.here:
            button = QPushButton(self.board.out_of_turn_label())
            if len(self.shared.here) > 1 and each.seat is not None:
                button.setText(f"{button.text()} ({names[each.seat]})")
            button.setAccessibleName(button.text())
            button.clicked.connect(partial(self.act_out_of_turn, each))
            button.hide()
            self.interjects[id(each)] = button
        self.interject = self.interjects[id(client)]  # the first seat's
        # the strong computer level's suggestion, worked out here from the seat's own view
        self.hint_button = QPushButton(self.tr("&Hint"))
        self.hint_button.clicked.connect(self.hint)
        self.hint_button.hide()
        # asks the host to take back this seat's last move (the host's undo rules decide)
        self.undo_button = QPushButton(self.tr("&Undo my move"))
        self.undo_button.clicked.connect(self.undo)
        self.undo_button.hide()  # shown while the host says it would take back the move
        buttons = QVBoxLayout()  # one a row, under the status, as in the game page's panel
        for button in self.interjects.values():
            buttons.addWidget(button)
        buttons.addWidget(self.hint_button)
        buttons.addWidget(self.undo_button)
        # the whole game with every secret, once the host sent it (the game is over for good)
        self.replay_button = QPushButton(self.tr("&Replay (every secret shown)"))
        self.replay_button.clicked.connect(self.open_replay)
        self.replay_button.hide()
        buttons.addWidget(self.replay_button)
        # beside the board, as at home: the board keeps the window's height, however long
        # the status grows (the result's lines at the end)
        side = SidePanel()
        column = QVBoxLayout(side)
        column.addWidget(self.status)
        column.addLayout(buttons)
        panel = self.board.side_panel()
        if panel is not None:
            column.addWidget(panel)
        column.addStretch()
        layout.addWidget(BoardSplitter(self.view, side), 1)
        self.secret_page = SecretPage()
        self.handover = HandoverPage()  # the screen passes to another seat here
        self.handover.confirmed.connect(self._claimed)
        self.pages = QStackedWidget()
        self.pages.addWidget(board_page)
        self.pages.addWidget(self.secret_page)
        self.pages.addWidget(self.handover)
        self.undoer: Client | None = None  # the seat here whose move undo would take back
        self.replay_page: ReplayPage | None = None  # made with the first replay
        self.setCentralWidget(self.pages)
        seats = [c.seat for c in self.shared.here if c.seat is not None]
        who = ", ".join(names[s] for s in seats) if seats else self.tr("Spectator")
        self.setWindowTitle(fill(self.tr("%1 at a table on another computer"), who))
        self.board.action_chosen.connect(self.send)
        self.board.cancelled.connect(self._cancelled)
        self.secret_page.chosen.connect(self.send)
        self.links: dict[int, Link] = {}  # by id() of each client (its messages, sends)
        for each in self.shared.here if spectator is None else [*self.shared.here, spectator]:
            link = self.links[id(each)] = Link(each)
            queued = Qt.ConnectionType.QueuedConnection
            link.arrived.connect(partial(self._heard, each), queued)
            link.rejoined.connect(partial(self._rejoined_by, each), queued)
        self.link = self.links[id(self.client)]
        self.shown_at = -1  # the `at` of the view on the board
        self.animating = False  # the board shows the events received; the newest view follows
        self.shown: tuple[dict[str, Any], Any] | None = None  # the view message on the board
        self.offering = False  # the board offers the actions out of turn of the seat shown
        # the seat that asked to act out of turn during an animation: offered at its end
        self.out_of_turn_wanted: Client | None = None
        self.told_end = False  # the result was announced to a screen reader
        # choices and undo requests each client here sent that the host has not answered yet
        # (by id() of the client): meanwhile a view in which the seat must still choose
        # (another seat's choice made at the same time) is shown without the choice, which
        # comes back only if the host refuses this one
        self.unanswered: dict[int, int] = {}
        self.held_back = False  # the view shown is one such view
        self._read = 0  # the messages received up to here gave their events to the board
        self.hinted.connect(self._hinted, Qt.ConnectionType.QueuedConnection)
        self._arrived({"type": "view"} if client.latest is not None else None)

    def act_out_of_turn(self, client: Client | None = None) -> None:
        """The board offers the actions out of turn of the seat of `client` (the one shown if
        None) in its view: at a shared screen the screen passes to that seat first. Cancel goes
        back; the host refuses one the table has moved past meanwhile."""
        client = client or self.client
        if self.animating:  # after the move under way, as at home
            self.out_of_turn_wanted = client
            self._offer_out_of_turn()
            return
        if self.shared.public is not None and self.shared.interjecting is not client:
            if client not in self.shared.interjectors() or self.shared.claimed() is not None:
                return  # (its turn came meanwhile: the board offers it)
            self.shared.interject(client)  # the screen is its until the host answers
            if client is not self.client:
                if self.shared.private(client):
                    self._hand_to(client)
                    return
                self._switch(client)
            self._arrived({"type": "view"})
            if self.client is not client:
                return
        if self.shown is None:
            return
        latest, view = self.shown
        if not offers_out_of_turn(latest):  # (its turn came meanwhile: the board offers it)
            return
        self.board.show(view, Turn(self.seat, self.client.legal(latest), out_of_turn=True))
        self.offering = True
        self._offer_out_of_turn()
        self.status.setText(
            self.tr("Your move, out of turn.")
            if self.shared.public is None
            else fill(QCoreApplication.translate("MainWindow", "%1 acts out of turn"), self.name)
        )

    @property
    def name(self) -> str:
        """The name of the seat shown (a spectator's: none)."""
        seat = self.seat
        return "" if seat is None else self.client.welcome["players"][seat]

    def your_move(self) -> str:
        """Said when the seat shown must decide (at a shared screen with its name)."""
        if self.shared.public is None:
            return self.tr("Your move.")
        return fill(self.tr("Your move, %1."), self.name)

    def _cancelled(self) -> None:
        """The action out of turn was cancelled: the screen is free again."""
        self.shared.withdraw()
        self.show_latest()

    def show_latest(self) -> None:
        """The newest view again (after a cancelled action out of turn)."""
        self.shown_at = -1
        self._arrived({"type": "view"})

    def send(self, action: Any) -> None:
        """The board's or the secret page's choice goes to the host."""
        self.pages.setCurrentIndex(0)
        self.status.setText(self.tr("Sent; waiting for the table…"))
        self.unanswered[id(self.client)] = self.asking + 1
        self.offering = False
        if self.client is self.shared.interjecting:
            self.shared.interject_sent = True  # the screen stays its until the answer
        self.hint_button.hide()
        self._offer_out_of_turn()
        self.link.act(action)

    def _heard(self, client: Client, message: dict[str, Any] | None) -> None:
        """A message of one of this screen's clients: the board's own, or another seat's,
        which may have to decide now."""
        kind = message.get("type") if message is not None else None
        if kind in ("settled", "error") and self.unanswered.get(id(client)):
            self.unanswered[id(client)] -= 1  # answered (its own view came before, if taken)
        if message is not None and message["type"] != "view":
            self.shared.answered(client)  # an undo or an action out of turn is over
        if client is self.client:
            self._arrived(message)
        elif message is not None:
            self._arrived({"type": "view"})
            if self.pages.currentIndex() == 0 and not self.animating:
                self._offer_undo()  # (its view may say it would take back its move now)
            self._offer_out_of_turn()  # (or that it may act out of turn now)

    def _rejoined_by(self, client: Client, outcome: object) -> None:
        if outcome is None:
            self.unanswered.pop(id(client), None)  # (an answer of the lost connection never comes)
        if client is self.client:
            self._rejoined(outcome)

    @property
    def asking(self) -> int:
        """Choices and undo requests of the seat shown that the host has not answered yet."""
        return self.unanswered.get(id(self.client), 0)

    def _arrived(self, message: dict[str, Any] | None) -> None:
        if self.shared.public is not None and not self.animating and self._passed_on():
            return
        latest, view, closed = self.client.now()
        if message is None and closed:
            self._lost()
            return
        kind = message.get("type") if message is not None else None
        why = None if message is None else message.get("message" if kind == "error" else "error")
        refused = kind in ("settled", "error") and why is not None
        again = refused or self.held_back and not self.asking  # the same view, choose anew
        if self.client.replay is not None and self.replay_button.isHidden():
            self.replay_button.show()  # (the replay message needs no new view)
        if self.animating and latest is not None:  # offered also while a move is shown
            self._offer_out_of_turn()
        if self.animating or latest is None or latest["at"] == self.shown_at and not again:
            return
        events = self._new_events()
        if events and 0 <= self.shown_at < latest["at"]:  # what happened, as at home
            self.shown_at = latest["at"]
            self.animating = True
            self.hint_button.hide()
            if self.sounds is not None:
                over = latest["result"] is not None
                self.sounds.request(choose(self.client.welcome["game"], events, over))
            self.board.animate(events, view, self._animated)
            return
        self.shown_at = latest["at"]
        must = bool(latest["must"]) and self.seat is not None and latest["result"] is None
        self.held_back = must and self.asking > 0
        must = must and not self.held_back
        turn = Turn(self.seat, self.client.legal(latest)) if must else Turn(None, ())
        request = self.board.secret_request(view, turn) if must else None
        if request is not None:
            self.secret_page.ask(request.title, request.info, request.choices)
            self.pages.setCurrentWidget(self.secret_page)
            self._offer_out_of_turn()
            self.status.setText(self.your_move())  # (seen once back on the board)
            return
        self.board.show(view, turn)
        self.offering = False
        self.shown = (latest, view)
        self.pages.setCurrentIndex(0)
        self._offer_out_of_turn()
        self.hint_button.setVisible(must)
        self._offer_undo()
        state = (
            self.result_words(view)
            if latest["result"] is not None
            else self.your_move()
            if must
            else self.tr("Waiting for the others…")
        )
        if latest["result"] is not None and not self.told_end:  # said once, as the card does
            self.told_end = True
            accessible.announce(self, state, asked=True)
        if self.held_back:
            state = self.tr("Sent; waiting for the table…")
        if refused:
            state = fill(self.tr("The table refused: %1"), why) + "\n" + state
        self.status.setText(state)

    def result_words(self, view: Any) -> str:
        """The end in words: who won and the game's own lines (as its rules give them)."""
        from .window_status import result_text

        result = self.client.result
        assert result is not None
        names = self.client.welcome["players"]
        lines = self.board.result_lines(view, result)
        return "\n".join([self.tr("The game is over."), result_text(names, result), *lines])

    def open_replay(self) -> None:
        """The finished game, step by step with every secret, in the app's replay viewer
        (Close comes back to the board)."""
        session = self.client.replay
        if session is None or session.result is None:
            return
        if self.replay_page is None:
            self.replay_page = ReplayPage()
            self.replay_page.closed.connect(self._replay_closed)
            self.pages.addWidget(self.replay_page)
        board = games.create_board(session.game_id, session.setup)
        german = QLocale().language() == QLocale.Language.German
        title = games.title(session.game_id, "de" if german else "en")
        self.replay_page.open(session, board, self.board.speed, title)
        self.pages.setCurrentWidget(self.replay_page)
        self.replay_page.play.setFocus()

    def _replay_closed(self) -> None:
        """Back to the finished board, the keyboard on the replay button again."""
        self.pages.setCurrentIndex(0)
        self.replay_button.setFocus()

    def _new_events(self) -> tuple[Event, ...]:
        """The events of the views received since the last look that the board has not shown
        (none from before a new connection: its first view may reach further back)."""
        client, received = self.client, self.client.received
        end = len(received)
        items: list[Any] = []
        for index in range(self._read, end):
            message = received[index]
            if index in client.starts and index:
                items = []
            if message.get("type") == "view":
                items += [e for e in message["events"] if e["index"] >= self.shown_at]
        self._read = end
        assert client.game is not None
        try:
            return decode_events(client.game, items)
        except BadView:  # never guessed: the newest view is shown without them
            return ()

    def _animated(self) -> None:
        """The animation ended: the newest view with the seat's turn (maybe newer again)."""
        if not self.animating:
            return
        self.animating = False
        at, self.shown_at = self.shown_at, -1
        latest, _, _ = self.client.now()
        if latest is not None and latest["at"] != at:
            self.shown_at = at  # animate what came meanwhile
        self._arrived({"type": "view"})
        wanted = self.out_of_turn_wanted
        if wanted is not None and not self.animating:
            self.out_of_turn_wanted = None
            self.act_out_of_turn(wanted)

    def undo(self) -> None:
        """Ask the host to take back this seat's last move; its answer is a new view, or a
        refusal said in the status line. At a shared screen the seat whose move it is claims
        the screen first (only they take it back, as at home)."""
        undoer = self.undoer
        if undoer is None:
            return
        if undoer is not self.client:
            self.shared.undoing = undoer  # the screen stays theirs until the host answers
            if self.shared.private(undoer):
                self._hand_to(undoer)
                return
            self._switch(undoer)
        self.status.setText(self.tr("Asked the table to take back your move…"))
        self.unanswered[id(self.client)] = self.asking + 1
        self.link.undo()

    def _offer_out_of_turn(self) -> None:
        """A button for each seat here whose view lets it act out of turn now: on the board
        (also while a move is shown), not while a choice of it is unanswered, nor while the
        board offers it already, nor while another seat here claimed the screen."""
        on_board = self.pages.currentIndex() == 0
        offered = self.shared.interjectors()
        claimed = self.shared.claimed()
        for client in self.shared.here:
            shown = client is self.client and self.offering or claimed not in (None, client)
            may = client in offered and not self.unanswered.get(id(client)) and not shown
            wanted = self.animating and client is self.out_of_turn_wanted
            self.interjects[id(client)].setVisible(on_board and (may or wanted))

    # -- several seats at this screen ------------------------------------------------------
    def _offer_undo(self) -> None:
        """The undo button, for the seat here whose move the host would take back."""
        self.undoer = self.shared.undoer(self.client)
        self.undo_button.setVisible(self.undoer is not None)
        if self.undoer is not None and self.shared.public is not None:
            name = self.client.welcome["players"][self.undoer.seat]
            self.undo_button.setText(fill(self.tr("&Undo the move of %1"), name))

    def _passed_on(self) -> bool:
        """The screen goes to the client `SharedScreen.deciding` names: at once when its view
        shows nothing more than the public one, else after the handover page (then True)."""
        target = self.shared.deciding(self.client)
        waiting = self.pages.currentWidget() is self.handover
        if target is self.client:
            if waiting:  # the seat asked for needs the screen no longer
                self.shared.handing = None
                self.shown_at = -1
                self.pages.setCurrentIndex(0)
            return False
        if waiting and target is self.shared.handing:
            return True
        if self.shared.private(target):
            self._hand_to(target)
            return True
        self._switch(target)
        return False

    def _hand_to(self, client: Client) -> None:
        """The handover page for the seat of `client` (its click shows its view)."""
        assert client.seat is not None
        self.shared.handing = client
        self.handover.ask(client.seat, client.welcome["players"][client.seat])
        self.pages.setCurrentWidget(self.handover)
        for button in (*self.interjects.values(), self.hint_button, self.undo_button):
            button.hide()

    def _claimed(self, seat: int) -> None:
        """The seat's player said who they are: their view (and their undo, if asked for)."""
        client = self.shared.handing
        if client is None or client.seat != seat:
            return
        self._switch(client)
        if client is self.shared.undoing:
            self.status.setText(self.tr("Asked the table to take back your move…"))
            self.link.undo()
        self._arrived({"type": "view"})
        if client is self.shared.interjecting and not self.shared.interject_sent:
            self.act_out_of_turn(client)

    def _switch(self, client: Client) -> None:
        """The board shows `client`'s newest view from now on (the moves before it are not
        shown again)."""
        self.shared.handing = None
        self.client, self.seat = client, client.seat
        self.link = self.links[id(client)]
        self._read = len(client.received)
        self.shown_at = -1
        self.shown = None
        self.offering = False
        self.pages.setCurrentIndex(0)

    def hint(self) -> None:
        """The strong computer level's move for this seat, worked out on a thread from the
        seat's own view (what this window received, nothing else)."""
        latest, view, _ = self.client.now()
        seat, game = self.seat, self.client.game
        if latest is None or not latest["must"] or seat is None or game is None:
            return
        at, legal = latest["at"], self.client.legal(latest)
        bot = registry.entry(self.client.welcome["game"]).bots()["strong"]()
        rng = random.Random()
        self.hint_button.setEnabled(False)

        def think() -> None:
            action = bot.choose(view, seat, legal, rng)
            with contextlib.suppress(RuntimeError):  # the window closed meanwhile
                self.hinted.emit(at, action)

        threading.Thread(target=think, name="hint", daemon=True).start()

    def _hinted(self, at: int, action: Any) -> None:
        self.hint_button.setEnabled(True)
        if at == self.shown_at and not self.animating and action is not None:
            self.board.show_hint(action)

    def _lost(self) -> None:
        """Said plainly; the link joins again in the background."""
        link = self.link
        latest, view, _ = self.client.now()
        if self.client.replay is not None and latest is not None:  # over for good: no return
            words = self.result_words(view)
            self.status.setText(words + "\n" + self.tr("The host closed the table."))
            return
        if link.replaced:
            text = self.tr("Another computer took this seat with its code.")
        elif link.host_ended:
            text = self.tr("The host ended the game. You return to it when the host resumes it.")
        else:
            text = self.tr("Connection lost, retrying…")
        self.status.setText(text)
        for button in self.interjects.values():
            button.hide()

    def _rejoined(self, outcome: object) -> None:
        if isinstance(outcome, Refused):
            self.status.setText(say(outcome.label))
        elif outcome is not None:
            self.status.setText(self.tr("The table could not be reached again."))
        else:
            self.show_latest()  # the seat's view now (a choice sent meanwhile may be lost)

    def closeEvent(self, event: Any) -> None:
        for link in self.links.values():
            link.close()
        self.view.set_board(None)  # the board leaves for good (its late timers do nothing)
        super().closeEvent(event)

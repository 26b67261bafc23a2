"""The guided first game: a coach panel beside the real board, and a controller that plays a
lesson's script (`ui/lessons.py`).

The learner's actions are checked against the current step: the expected one is applied and
the step moves on; any other is explained in the panel and not applied (a forced action, the
only legal one, always goes through). The computer plays the step's scripted replies, so the
script stays valid whatever the computer levels do. "Leave the lesson" at any moment, or the
end of the script, turns the game into a normal one: from then on this controller behaves
exactly like `GameController`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..core import registry
from ..core.i18n import QT_TRANSLATE_NOOP, fill
from ..core.protocol import Setup
from ..core.seats import COMPUTER, HUMAN, Bot, Seat
from ..core.session import Session
from ..core.table import Phase
from ..core.table import Step as TableStep
from . import accessible
from .board import BoardUi, Turn
from .controller import GameController, Mode
from .lessons import Kind, Lesson, Step, lesson
from .peek import PeekButton

if TYPE_CHECKING:
    from .window_api import GameWindow

CONTEXT = "Coach"


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text) if text else ""


class CoachPanel(QFrame):
    """Says what to do next, the rule that matters now, and why a click was not taken."""

    next_clicked = Signal()
    leave_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coach")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            "#coach { background: #fdf6e3; border: 2px solid #c9a227; border-radius: 8px; }"
            " #coach QLabel { color: #2b2b2b; background: transparent; }"
        )
        self.heading = QLabel()
        font = QFont(self.heading.font())
        font.setBold(True)
        self.heading.setFont(font)
        self.text = QLabel()
        self.rule = QLabel()
        self.feedback = QLabel()
        self.feedback.setStyleSheet("#coach QLabel { color: #9c2f10; }")
        for label in (self.heading, self.text, self.rule, self.feedback):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
        rule_font = QFont(self.rule.font())
        rule_font.setItalic(True)
        self.rule.setFont(rule_font)
        self.next_button = QPushButton()
        self.next_button.setAutoDefault(True)  # Enter presses it, as Space does
        self.next_button.clicked.connect(self.next_clicked)
        self.leave_button = QPushButton()
        self.leave_button.setAutoDefault(True)
        self.leave_button.clicked.connect(self.leave_clicked)
        buttons = QHBoxLayout()
        buttons.addWidget(self.next_button)
        buttons.addStretch()
        buttons.addWidget(self.leave_button)
        layout = QVBoxLayout(self)
        for label in (self.heading, self.text, self.rule, self.feedback):
            layout.addWidget(label)
        layout.addLayout(buttons)
        self._shown: tuple[int, int, Step | None, str, bool] = (0, 0, None, "", False)
        self._said: tuple[str, str] = ("", "")  # the step and the feedback last announced
        self._finale = ""

    def show_step(self, number: int, total: int, step: Step | None, finale: str = "") -> None:
        """Step `number` of `total` (1-based); None: the lesson is over, `finale` is said."""
        self._shown = (number, total, step, "", False)
        self._finale = finale
        self._render()

    def explain(self, text: str) -> None:
        """Why the last action was not taken (a source text)."""
        number, total, step, _, waiting = self._shown
        self._shown = (number, total, step, text, waiting)
        self._render()

    def set_waiting(self, waiting: bool) -> None:
        """The computer moves: "Next" waits."""
        number, total, step, wrong, _ = self._shown
        self._shown = (number, total, step, wrong, waiting)
        self._render()

    def _render(self) -> None:
        number, total, step, wrong, waiting = self._shown
        if step is None:
            self.heading.setText(tr(QT_TRANSLATE_NOOP("Coach", "Lesson complete")))
            self.text.setText(tr(self._finale))
            self.rule.setText("")
        else:
            self.heading.setText(
                fill(tr(QT_TRANSLATE_NOOP("Coach", "Lesson: step %1 of %2")), number, total)
            )
            self.text.setText(tr(step.text))
            self.rule.setText(
                fill(tr(QT_TRANSLATE_NOOP("Coach", "Rule: %1")), tr(step.rule)) if step.rule else ""
            )
        self.rule.setVisible(bool(self.rule.text()))
        self.feedback.setText(tr(wrong))
        self.feedback.setVisible(bool(wrong))
        reading = step is not None and step.kind in (Kind.READ, Kind.HANDOVER)
        self.next_button.setVisible(reading)
        self.next_button.setEnabled(not waiting)
        self.next_button.setText(
            tr(QT_TRANSLATE_NOOP("Coach", "Pass on"))
            if step is not None and step.kind is Kind.HANDOVER
            else tr(QT_TRANSLATE_NOOP("Coach", "Next"))
        )
        self.leave_button.setText(
            tr(QT_TRANSLATE_NOOP("Coach", "Leave the lesson"))
            if step is not None
            else tr(QT_TRANSLATE_NOOP("Coach", "Close"))
        )
        self.next_button.setAccessibleName(self.next_button.text())
        self.leave_button.setAccessibleName(self.leave_button.text())
        self._announce()

    def _announce(self) -> None:
        """A screen reader hears each new step (its heading, text and rule) and each new word
        on a wrong action as they appear; the same texts again say nothing."""
        step = "\n".join(t for t in (self.heading.text(), self.text.text(), self.rule.text()) if t)
        wrong = self.feedback.text()
        said, self._said = self._said, (step, wrong)
        if step != said[0]:
            accessible.announce(self.window(), step, asked=True)
        if wrong and wrong != said[1]:
            accessible.announce(self.window(), wrong, asked=True)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._render()
        super().changeEvent(event)


class LessonController(GameController):
    """A `GameController` that follows a lesson's script until it ends or is left."""

    recorded = False  # a guided game is practice on a fixed deal: not in the records

    def __init__(
        self,
        lesson: Lesson,
        session: Session,
        board: BoardUi,
        bots: Mapping[str, Callable[[], Bot]],
        speed: float = 1.0,
    ) -> None:
        super().__init__(session, board, bots, speed, seed=lesson.seed)
        self.lesson: Lesson | None = lesson
        self.script = lesson  # kept after the lesson ends
        self.index = 0
        self.replies: list[Any] = list(lesson.opening)
        #: the board is shown without choices: a secret page waits for the step that asks for
        #: it, or the step shows the public view
        self.held_back = False
        self.panel = CoachPanel()
        self.panel.next_clicked.connect(self.next_step)
        self.panel.leave_clicked.connect(self.leave)
        self.peeked = False  # the learner holds the "show mine" button of a PEEK step
        side = board.side_panel()
        for button in side.findChildren(PeekButton) if side is not None else []:
            button.held.connect(self._peek_held)
        self._update_panel()

    # -- the script ---------------------------------------------------------------------------
    @property
    def current(self) -> Step | None:
        if self.lesson is None or self.index >= len(self.lesson.steps):
            return None
        return self.lesson.steps[self.index]

    def _update_panel(self) -> None:
        lesson = self.lesson
        if lesson is not None:
            self.panel.show_step(self.index + 1, len(lesson.steps), self.current, lesson.finale)

    def _done(self) -> None:
        """The current step is done: on to the next one (or to free play after the last)."""
        assert self.lesson is not None
        step = self.lesson.steps[self.index]
        self.replies = list(step.replies)
        self.index += 1
        self._update_panel()
        if self.current is None:
            self.lesson = None  # free play; the panel stays with the last words until closed

    def next_step(self) -> None:
        """ "Next" in the panel: a read step is done; a handover step shows the handover."""
        step = self.current
        if step is None or self.thinking or self.replies:
            return
        if step.kind is Kind.HANDOVER:
            player = self.learner
            self.table.conceal()
            self.handover.emit(player, self.session.setup.players[player])
            return
        if step.kind is Kind.READ:
            self._done()
            self._refresh()

    @property
    def learner(self) -> int:
        return self.lesson.learner if self.lesson is not None else 0

    def leave(self) -> None:
        """Leave the lesson (or close the panel after it): the game goes on as a normal one."""
        self.lesson = None
        self.replies = []
        self.panel.hide()
        self.panel.setParent(None)
        self.updated.emit()
        if not self.thinking:
            self.advance()

    def _refresh(self) -> None:
        """After a step that did not act: show the board again if it was held back, else mark."""
        if self.held_back:
            self.advance()
        else:
            self._mark()

    def _mark(self) -> None:
        """Highlight what the current step asks for, with the board's own hint."""
        step = self.current
        if step is None or step.kind is not Kind.ACT or step.marked is None:
            return
        if self.step is not None and self.step.phase is Phase.HUMAN and not self.thinking:
            self.board.show_hint(step.marked)

    # -- the controller's hooks ----------------------------------------------------------------
    def _show(self, step: Any) -> None:
        self.held_back = self._hold_back(step)
        if self.held_back:
            state = self.session.state
            if self.current is not None and self.current.public:  # as on a shared screen
                turn = Turn(step.player, self.game.legal_actions(state, step.player))
                self.board.show(self.game.view_for(state, None), turn)
            else:  # the secret page waits: nobody is asked yet
                self.board.show(self.game.view_for(state, step.viewer), Turn(None, ()))
            self.board_shown.emit()
            self.panel.set_waiting(False)
            return
        super()._show(step)
        self.panel.set_waiting(False)
        self._mark()

    def _hold_back(self, step: Any) -> bool:
        """Whether the learner reads first: a step that is no board action while a secret page
        would come up (it waits for the step that asks for it), or a public step."""
        current = self.current
        if current is None or step.phase is not Phase.HUMAN or step.player is None:
            return False
        if current.public:
            return True
        if current.kind is Kind.ACT or step.viewer != step.player:
            return False
        state = self.session.state
        view = self.game.view_for(state, step.viewer)
        turn = Turn(step.player, self.game.legal_actions(state, step.player))
        return self.board.secret_request(view, turn) is not None

    def submit(self, action: Any) -> None:
        step = self.current
        player = self.interrupting
        if player is None and self.step is not None:
            player = self.step.player
        if self.looking is not None and step is not None and step.kind is Kind.PEEK:
            self._done()  # looked at one's own secrets on the secret page ("look at mine")
        if step is None or self.looking is not None or player is None or self.thinking:
            super().submit(action)
            return
        legal = self.game.legal_actions(self.session.state, player)
        if len(legal) == 1 and action in legal and not step.matches(action):
            super().submit(action)  # forced (an announced pass): no choice to teach
            return
        if not step.matches(action):
            self.panel.explain(step.wrong or wrong_default(step))
            self.advance()  # the board's selection is dropped; the mark comes back
            return
        self._done()
        super().submit(action)

    def _computer_turn(self, step: TableStep) -> None:
        self.panel.set_waiting(True)
        player = step.player
        assert player is not None
        if not self.replies or step.out_of_turn:
            super()._computer_turn(step)
            return
        action = self.replies.pop(0)
        legal = self.game.legal_actions(self.session.state, player)
        if action not in legal:  # the script no longer fits: the computer plays on its own
            self.replies = []
            super()._computer_turn(step)
            return

        def chosen(answer: Any) -> None:
            self._applied(player, self.table.act(player, answer))

        self._think(lambda: action, chosen)
        self.mode = Mode.THINKING

    def _asks(self, player: int) -> bool:
        return self.lesson is None  # in the lesson the computer acts only by the script

    def peek(self) -> Any | None:
        own = super().peek()
        step = self.current
        if own is not None and step is not None and step.kind is Kind.PEEK:
            self.peeked = True
        return own

    def _peek_held(self, down: bool) -> None:
        """A PEEK step is done when the button is let go: the coach's words must not change
        (and move the held button) while it is held."""
        if not down and self.peeked:
            self.peeked = False
            QTimer.singleShot(0, self._peeked)

    def _peeked(self) -> None:
        step = self.current
        if step is not None and step.kind is Kind.PEEK:
            self._done()
            self._refresh()

    def reveal(self, player: int) -> None:
        step = self.current
        if step is not None and step.kind is Kind.HANDOVER:
            self._done()
        super().reveal(player)

    def close(self) -> None:
        """The game closes: the coach goes with it (also from the secret page)."""
        self.panel.hide()
        self.panel.setParent(None)
        super().close()

    def can_undo(self) -> bool:
        return self.lesson is None and super().can_undo()

    def can_redo(self) -> bool:
        return self.lesson is None and super().can_redo()

    def hint(self) -> None:
        if self.lesson is None:
            super().hint()
        else:
            self._mark()


def wrong_default(step: Step) -> str:
    if step.kind is Kind.ACT:
        return QT_TRANSLATE_NOOP(
            "Coach",
            "Not this time: in the lesson, please do what the coach asks (the marked move).",
        )
    if step.kind is Kind.PEEK:
        return QT_TRANSLATE_NOOP(
            "Coach", "First hold the button that shows your secret, as the coach asks."
        )
    return QT_TRANSLATE_NOOP(
        "Coach", "First read the coach's note, then click the button below it."
    )


def learner_names(lesson: Lesson, name: str) -> tuple[str, ...]:
    """The learner's name at the learner's seat, the computer's at the others."""
    if lesson.players == 2:
        others = iter([tr(QT_TRANSLATE_NOOP("Coach", "Computer"))])
    else:
        others = iter(
            fill(tr(QT_TRANSLATE_NOOP("Coach", "Computer %1")), n) for n in range(1, lesson.players)
        )
    return tuple(name if i == lesson.learner else next(others) for i in range(lesson.players))


def start_lesson(window: GameWindow, game_id: str, name: str = "") -> LessonController:
    """Start `game_id`'s lesson in `window`: the fixed deal, the learner against the computer
    (easy), the coach panel beside the board."""
    from .new_game import DEFAULT_NAMES

    script = lesson(game_id)
    entry = registry.entry(game_id)
    seats = [
        Seat(HUMAN) if i == script.learner else Seat(COMPUTER, "easy")
        for i in range(script.players)
    ]
    setup = Setup(learner_names(script, name or DEFAULT_NAMES[0]), dict(script.options))
    session = Session(game_id, entry.rules(), setup, script.seed, seats)

    def make(s: Session, board: BoardUi, bots: Any, speed: float) -> LessonController:
        return LessonController(script, s, board, bots, speed)

    window.start_session(session, None, make)  # a lesson is not offered for resuming
    controller = window.controller
    assert isinstance(controller, LessonController)
    window.game_page.add_extra(controller.panel, first=True)  # removed with the game
    controller.panel.show()

    def follow(on_secret_page: bool) -> None:
        """The coach stays in sight: above a secret choice, and back beside the board."""
        panel = controller.panel
        if controller.lesson is None and panel.isHidden() or window.controller is not controller:
            return
        if on_secret_page:
            window.secret_page.add_extra(panel)
        else:
            window.game_page.add_extra(panel, first=True)
        panel.show()

    controller.secret.connect(lambda _request: follow(True))
    controller.board_shown.connect(lambda: follow(False))
    return controller

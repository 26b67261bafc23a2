"""The diplomacy panel beside the Allianz board: questions, alliances with their chips, offers.

It shows only public facts (the whole game is public) and offers exactly the legal actions
of the player who acts now, also of one who speaks out of turn (then with a way back): its
buttons are the choices of the model (games/allianz/choices.py), with their words and ids. It
never calls the board: the board gives it a `PanelState` (the view, the turn, the choices, the
players' names) and listens to its signals (`chosen`, `path_picked`, `back`). The binding steps
(notice, betrayal, resignation) are confirmed in a small question first; the safe answer is
the default.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...core.choices import Choice, Choices
from ...core.i18n import fill
from ...games.allianz.choices import (
    BETRAY,
    GIVE_NOTICE,
    GRAND,
    LABELS,
    NOTES,
    OFFER_DRAW,
    RESIGN,
    SMALL,
    propose_id,
)
from ...games.allianz.model import (
    NOTICE_CHOICES,
    Cancel,
    DrawOffer,
    Kind,
    Move,
    Notice,
    NoticeDue,
    Pass,
    Proposal,
    Propose,
    Relocate,
    Relocation,
    State,
)
from .. import svg
from ..board import Turn
from ..i18n import say
from .art import piece_art

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

ICON = 20
#: the fixed buttons of the grid by the id of their choice, and their places (row, column)
SLOTS = (SMALL, GRAND, GIVE_NOTICE, BETRAY, OFFER_DRAW, RESIGN)  # the grid's order (_arrange)


class Chips(QWidget):
    """Notice chips drawn as small wooden discs."""

    def __init__(self, count: int) -> None:
        super().__init__()
        self.count = count
        self.setFixedSize(QSize(max(1, count) * 15 + 2, 16))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for i in range(self.count):
            rect = QRectF(1 + i * 15, 1, 13, 13)
            painter.setPen(QPen(QColor("#5a3a12"), 1.2))
            painter.setBrush(QColor("#e0a83a"))
            painter.drawEllipse(rect)
            painter.setBrush(QColor("#f4cf78"))
            painter.drawEllipse(rect.adjusted(3, 3, -3, -3))
        painter.end()


@cache
def _piece_pixmap(party: int) -> QPixmap:
    return svg.pixmap(piece_art(party), ICON, ICON, 2.0)


def _icon(party: int) -> QLabel:
    label = QLabel()
    label.setPixmap(_piece_pixmap(party))
    label.setFixedSize(ICON, ICON)
    return label


def _swatch(colour: str) -> QIcon:
    """A short thick line in the colour of a drawn path."""
    image = QPixmap(32, 16)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(0, 0, 0, 160), 8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(5, 8, 27, 8)
    painter.setPen(QPen(QColor(colour), 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(5, 8, 27, 8)
    painter.end()
    return QIcon(image)


def confirmation(
    parent: QWidget, title: str, text: str, info: str, yes: str, no: str
) -> QMessageBox:
    """A warning question whose safe answer `no` is the default for Enter and Escape."""
    from PySide6.QtWidgets import QMessageBox  # dialogs load when first needed, not at start

    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(title)
    box.setText(text)
    box.setInformativeText(info)
    box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
    keep = box.addButton(no, QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    return box


def ask(parent: QWidget, title: str, text: str, info: str, yes: str, no: str) -> bool:
    """True only when the player chose `yes` in the confirmation."""
    from PySide6.QtWidgets import QMessageBox

    box = confirmation(parent, title, text, info, yes, no)
    box.exec()
    chosen = box.clickedButton()
    confirmed = chosen is not None and box.buttonRole(chosen) == QMessageBox.ButtonRole.AcceptRole
    box.deleteLater()
    return confirmed


# the shortest (%4) and longest (%5) notice period of the rules, after the names %1..%3
_NOTICE = (str(NOTICE_CHOICES[0]), str(NOTICE_CHOICES[-1]))


def _clear(layout: QLayout) -> None:
    """Take everything out of `layout`, also out of the layouts in it."""
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget() if item is not None else None
        inner = item.layout() if item is not None else None
        if widget is not None:
            widget.setParent(None)
            widget.deleteLater()
        elif inner is not None:
            _clear(inner)
            inner.deleteLater()


@dataclass(frozen=True)
class PanelState:
    """What the panel shows: the view, who may act with what, and the players' names."""

    view: State
    turn: Turn
    choices: Choices  # of the seat on turn at this screen (empty when nobody is)
    names: tuple[str, ...]  # by seat
    who: tuple[str, ...]  # by seat: the name with the party letter


class DiplomacyPanel(QFrame):
    chosen = Signal(object)  # a legal action of the player on turn
    path_picked = Signal(int)  # the index of a candidate chain
    back = Signal()  # the player gives up acting out of turn

    def __init__(self) -> None:
        super().__init__()
        self.state: PanelState | None = None
        self.view: State | None = None
        self.turn = Turn(None, ())
        self.choices = Choices(None, ())
        self.setObjectName("diplomacy")
        self.setStyleSheet(
            "#diplomacy { border: 1px solid palette(mid); border-radius: 6px; }"
            " #question { background: #fff1c2; border: 2px solid #c98a1b; border-radius: 6px; }"
            " #question QLabel { color: #2a2000; }"
        )
        self.heading = QLabel()
        font = QFont(self.heading.font())
        font.setBold(True)
        self.heading.setFont(font)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        italic = QFont(self.prompt.font())
        italic.setItalic(True)
        self.prompt.setFont(italic)
        self.question_box = QFrame()
        self.question_box.setObjectName("question")
        self.question = QLabel()
        self.question.setWordWrap(True)
        self.question.setFont(font)
        self.answers = QVBoxLayout()  # rows of buttons: the notice periods in a second one
        self.answer_buttons: list[tuple[Choice, QPushButton]] = []
        box = QVBoxLayout(self.question_box)
        box.setContentsMargins(8, 6, 8, 6)
        box.addWidget(self.question)
        box.addLayout(self.answers)
        self.path_box = QFrame()
        self.path_box.setObjectName("question")
        self.paths = QVBoxLayout(self.path_box)
        self.paths.setContentsMargins(8, 6, 8, 6)
        self.paths.setSpacing(3)
        self.path_box.setVisible(False)
        self.alliance_rows = QVBoxLayout()
        self.alliance_rows.setSpacing(2)
        self.partner = QComboBox()
        self.partner.currentIndexChanged.connect(lambda _: self._enable())
        self.partner_label = QLabel()
        self.buttons: dict[str, QPushButton] = {}  # by the id of their choice (SLOTS)
        grid = self.grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(4)
        grid.setVerticalSpacing(3)
        grid.addWidget(self.partner_label, 0, 0)
        grid.addWidget(self.partner, 0, 1)
        for slot in SLOTS:
            button = QPushButton()
            button.setAutoDefault(True)  # Enter presses it, as Space does
            button.setObjectName(slot)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.clicked.connect(lambda _=False, n=slot: self._clicked(n))
            self.buttons[slot] = button  # placed by _arrange
        self.alliance_widgets: list[QWidget] = [self.partner_label, self.partner]
        self.alliance_widgets += [self.buttons[n] for n in (SMALL, GRAND, GIVE_NOTICE, BETRAY)]
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 8)
        layout.setSpacing(5)
        layout.addWidget(self.heading)
        layout.addWidget(self.prompt)
        layout.addWidget(self.question_box)
        layout.addWidget(self.path_box)
        layout.addLayout(self.alliance_rows)
        layout.addLayout(grid)
        self.retranslate()

    # -- content -------------------------------------------------------------------------------
    def show_state(self, state: PanelState) -> None:
        self.state = state
        self.view = view = state.view
        self.turn = state.turn
        self.choices = state.choices
        self._question()
        self._alliances()
        self._partners()
        self._enable()
        allying = len(view.parties) > 2
        for widget in self.alliance_widgets:
            widget.setVisible(allying)

    def _answer(self, choice: Choice, row: int = 0) -> None:
        """A button for one choice of the model, named by its id, at the end of `row`."""
        label = say(choice.label)
        button = QPushButton(label)
        button.setAutoDefault(True)
        button.setObjectName(choice.id)
        button.setAccessibleName(label)
        if choice.note is not None:
            button.setToolTip(say(choice.note))
        button.clicked.connect(lambda _=False, a=choice.action: self.chosen.emit(a))
        while self.answers.count() <= row:
            self.answers.addLayout(QHBoxLayout())
        item = self.answers.itemAt(row)
        line = item.layout() if item is not None else None
        assert line is not None
        line.addWidget(button)
        self.answer_buttons.append((choice, button))

    def _answers(self) -> None:
        """The answers to the question that waits: the model's choices other than moves and
        the fixed diplomacy buttons."""
        for choice in self.choices.items:
            fixed = isinstance(choice.action, Propose) or choice.id in self.buttons
            if not fixed and not isinstance(choice.action, Move | Relocate):
                period = isinstance(choice.action, Notice) and choice.action.moves > 0
                self._answer(choice, 1 if period else 0)

    def _question(self) -> None:
        _clear(self.answers)
        self.answer_buttons = []
        view, turn, facts = self.view, self.turn, self.state
        assert view is not None and facts is not None
        text = ""
        pending = view.pending
        me = turn.player
        if isinstance(pending, Proposal):
            kinds = {
                Kind.SMALL: self.tr("%1 proposes a small alliance to %2."),
                Kind.GRAND: self.tr("%1 proposes a grand alliance to %2."),
            }
            text = fill(kinds[pending.kind], facts.who[pending.proposer], facts.who[pending.to])
            if me == pending.to:
                text += "\n" + fill(self.tr("%1, do you accept?"), facts.names[me])
                self._answers()
        elif isinstance(pending, NoticeDue):
            text = fill(
                self.tr("%1 gives %2 notice of their small alliance."),
                facts.who[pending.canceller],
                facts.who[pending.partner],
            )
            if me == pending.partner:
                text += "\n" + fill(
                    self.tr("%1, how many moves of notice do you ask for?"), facts.names[me]
                )
                self._answers()
        elif isinstance(pending, DrawOffer):
            text = fill(self.tr("%1 offers a draw."), facts.who[pending.offerer])
            if me == pending.to:
                text += "\n" + fill(self.tr("%1, do you accept?"), facts.names[me])
                self._answers()
        elif isinstance(pending, Relocation) and me == pending.lords[0]:
            text = self.tr(
                "%1, you may put your new ally's pieces standing in your truce zone next to it:"
                " click such a piece, then a marked square (keys: F6 to the board, Tab and Enter)."
            )
            text = fill(text, facts.names[me])
            self._answers()
        elif me is not None and turn.out_of_turn:
            text = fill(
                self.tr("%1, out of turn you may give notice of your small alliance.")
                if Cancel() in turn.legal
                else self.tr("%1, out of turn you may propose an alliance."),
                facts.names[me],
            )
            back = QPushButton(self.tr("Back"))
            back.setAutoDefault(True)
            back.setAccessibleName(back.text())
            back.setToolTip(self.tr("Back to the game without a step (Escape)"))
            back.clicked.connect(lambda _=False: self.back.emit())
            self.answers.addWidget(back)
        elif me is not None and Pass() in turn.legal:
            text = fill(self.tr("%1, none of your pieces can move."), facts.names[me])
            self._answers()
        self.question.setText(text)
        self.question_box.setVisible(bool(text))

    def _alliances(self) -> None:
        _clear(self.alliance_rows)
        view, facts = self.view, self.state
        assert view is not None and facts is not None
        if len(view.parties) <= 2:
            return
        for alliance in view.alliances:
            row = QHBoxLayout()
            row.setSpacing(4)
            for member in alliance.members:
                row.addWidget(_icon(view.parties[member]))
            kind = (
                self.tr("small alliance")
                if alliance.kind is Kind.SMALL
                else self.tr("grand alliance")
            )
            label = QLabel(
                fill(
                    self.tr("%1 and %2: %3"),
                    facts.names[alliance.members[0]],
                    facts.names[alliance.members[1]],
                    kind,
                )
            )
            label.setWordWrap(True)
            row.addWidget(label, 1)
            wrapper = QWidget()
            wrapper.setLayout(row)
            row.setContentsMargins(0, 0, 0, 0)
            self.alliance_rows.addWidget(wrapper)
            if alliance.notified is not None:
                notice = QHBoxLayout()
                notice.setContentsMargins(ICON * 2 + 8, 0, 0, 0)
                text = self.tr("Notice chips left for %2: %1")
                chips = QLabel(fill(text, alliance.chips, facts.names[alliance.notified]))
                chips.setWordWrap(True)
                notice.addWidget(chips, 1)
                notice.addWidget(Chips(alliance.chips))
                holder = QWidget()
                holder.setLayout(notice)
                self.alliance_rows.addWidget(holder)
        if not view.alliances:
            self.alliance_rows.addWidget(QLabel(self.tr("No alliances.")))
        if view.traitors:
            names = ", ".join(facts.names[p] for p in sorted(view.traitors))
            traitors = QLabel(fill(self.tr("Traitors, never to ally again: %1"), names))
            traitors.setWordWrap(True)
            self.alliance_rows.addWidget(traitors)
        self.alliance_rows.addWidget(QLabel(fill(self.tr("Chips in the box: %1"), view.pool)))

    def _partners(self) -> None:
        view, facts = self.view, self.state
        assert view is not None and facts is not None
        current = self.partner.currentData()
        self.partner.blockSignals(True)
        self.partner.clear()
        me = self.turn.player
        offered = [a.to for a in self.turn.legal if isinstance(a, Propose)]
        for seat in range(len(view.parties)):
            if seat != me and view.alive[seat]:
                self.partner.addItem(facts.who[seat], seat)
        index = self.partner.findData(current if current in offered else None)
        if index < 0 and offered:
            index = self.partner.findData(offered[0])
        self.partner.setCurrentIndex(max(index, 0))
        self.partner.blockSignals(False)

    # -- acting --------------------------------------------------------------------------------
    def _choice(self, slot: str) -> Choice | None:
        """The model's choice behind a fixed button (a proposal: to the partner picked)."""
        if self.turn.player is None:
            return None
        ident = slot
        if slot in (SMALL, GRAND):
            partner = self.partner.currentData()
            if partner is None:
                return None
            ident = propose_id(Kind.SMALL if slot == SMALL else Kind.GRAND, partner)
        return next((c for c in self.choices.items if c.id == ident), None)

    def _enable(self) -> None:
        """The fixed buttons in the words of their choices; open only where one is offered."""
        for slot, button in self.buttons.items():
            choice = self._choice(slot)
            label, note = (
                (LABELS[slot], NOTES[slot]) if choice is None else (choice.label, choice.note)
            )
            text = say(label)
            button.setText(text)
            button.setAccessibleName(text)
            button.setToolTip(say(note) if note is not None else "")
            button.setEnabled(choice is not None)
        offered = any(isinstance(c.action, Propose) for c in self.choices.items)
        self.partner.setEnabled(offered and self.turn.player is not None)

    def _clicked(self, slot: str) -> None:
        choice = self._choice(slot)
        if choice is None or self.turn.player is None:
            return
        if choice.danger and not self._confirmed(slot, self.turn.player):
            return
        self.chosen.emit(choice.action)

    def _confirmed(self, name: str, me: int) -> bool:
        """Ask the player on turn before a binding step; True when they confirm it."""
        view, facts = self.view, self.state
        assert view is not None and facts is not None
        other = view.ally(me) if name != RESIGN else next(p for p in view.living() if p != me)
        assert other is not None
        keep = self.tr("Keep the alliance")
        questions = {  # name -> title, question, consequence, yes, no
            GIVE_NOTICE: (
                self.tr("Give notice"),
                self.tr("%1, do you want to give %2 notice of your small alliance?"),
                self.tr(
                    "%3 asks for %4 to %5 moves of notice; after them you are enemies again."
                    " The notice cannot be taken back."
                ),
                self.tr("Give notice"),
                keep,
            ),
            BETRAY: (
                self.tr("Betray the alliance"),
                self.tr("%1, do you want to betray %2 and break your grand alliance?"),
                self.tr("You may attack %3 at once, but you can never ally again in this game."),
                self.tr("Betray"),
                keep,
            ),
            RESIGN: (
                self.tr("Resign"),
                self.tr("%1, do you want to resign the game?"),
                self.tr("%2 then wins the battle."),
                self.tr("Resign"),
                self.tr("Play on"),
            ),
        }
        title, text, info, yes, no = questions[name]
        values = (facts.names[me], facts.who[other], facts.names[other], *_NOTICE)
        text, info = fill(text, *values), fill(info, *values)
        return ask(self.window(), title, text, info, yes, no)

    def highlight(self, action: Any) -> None:
        """Show a suggested diplomatic action: focus its button."""
        if isinstance(action, Propose):
            index = self.partner.findData(action.to)
            if index >= 0:
                self.partner.setCurrentIndex(index)
        for slot, button in self.buttons.items():
            choice = self._choice(slot)
            if choice is not None and choice.action == action and button.isEnabled():
                button.setFocus()
                return
        for answer, button in self.answer_buttons:
            if answer.action == action:
                button.setFocus()
                return

    def set_paths(self, paths: list[tuple[str, Choice]], chosen: int) -> None:
        """Buttons for candidate chains: (colour of the drawn path, its choice in the model)."""
        _clear(self.paths)
        for index, (colour, choice) in enumerate(paths):
            words = say(choice.label)
            if choice.note is not None:
                words = fill(self.tr("%1, %2"), words, say(choice.note))
            text = f"{index + 1}  {words}"  # the number drawn on the path
            button = QPushButton(text)
            button.setAutoDefault(True)
            button.setAccessibleName(text)
            button.setIcon(_swatch(colour))
            button.setObjectName(choice.id)
            button.setCheckable(True)
            button.setChecked(index == chosen)
            button.clicked.connect(lambda _=False, i=index: self.path_picked.emit(i))
            self.paths.addWidget(button)
        self.path_box.setVisible(bool(paths))

    def set_prompt(self, text: str) -> None:
        self.prompt.setText(text)
        self.prompt.setVisible(bool(text))

    # -- texts ---------------------------------------------------------------------------------
    def _arrange(self) -> None:
        """The buttons two a row, or one a row where two would widen the side panel past 40
        characters (long words at a large text size): the board keeps its room. There "Ally
        with" stands above its list of partners, which gets the whole width for their names."""
        chars = self.fontMetrics().averageCharWidth()
        widest = max(button.sizeHint().width() for button in self.buttons.values())
        columns = 2 if 2 * widest + 4 <= max(300, 40 * chars) else 1
        grid = self.grid
        for widget in (self.partner_label, self.partner, *self.buttons.values()):
            grid.removeWidget(widget)
        if columns == 2:
            grid.addWidget(self.partner_label, 0, 0)
            grid.addWidget(self.partner, 0, 1)
        else:
            grid.addWidget(self.partner_label, 0, 0, 1, 2)
            grid.addWidget(self.partner, 1, 0, 1, 2)
        first = 3 - columns  # the row of the first buttons
        for index, button in enumerate(self.buttons.values()):
            grid.addWidget(button, first + index // columns, index % columns, 1, 3 - columns)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.FontChange:  # a new text size
            self._arrange()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Diplomacy"))
        self.partner_label.setText(self.tr("Ally with"))
        self._enable()
        self._arrange()
        if self.state is not None:
            self.show_state(self.state)

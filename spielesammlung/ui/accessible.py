"""What a screen reader is told about a game: the board's description and the announcements.

The board view (`board.BoardView`) is one accessible object. Its accessible description is the
board's `reader_text()`: whose turn, the target under the keyboard cursor and what lies there,
the selection. It is set again after every key, every view the shell shows and every press or
release of a "hold to show mine" button (`BoardUi.reader_changed`); Qt sends the
DescriptionChanged event itself. A reader key puts the board's `position_text()` (the whole
position) there instead, and announces it, until the next change.

Announcements reach AT-SPI as `object:announcement` (Qt 6.8's QAccessibleAnnouncementEvent).
Without it the text becomes the accessible description of the source widget (a
DescriptionChanged event), which screen readers also read out. The game page announces each
new line of the public move log; `enabled` (the setting) silences that, not a position asked
for with the reader key. Every text comes from the board, which holds only the view of the seat
at the screen (its own secrets only while its hold-to-show button is held).

Two more keys serve the reader: the moves key announces what the seat on turn may choose now
(the board's `moves_text()`), the repeat key says the last announcement once more.

Tests read what was announced with `recording()`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from ..core.i18n import fill
from .i18n import say

if TYPE_CHECKING:  # a game's choices; the start screen loads none
    from ..core.choices import Choice


class Reading(Protocol):
    """What a board tells a screen reader (`board.BoardUi`)."""

    def reader_text(self) -> str: ...

    def position_text(self) -> str: ...


class Moves(Protocol):
    """What a board offers the seat on turn, for the moves key (`board.BoardUi`)."""

    def moves_text(self) -> str: ...


class Offer(Protocol):
    """Whose action a board offers (`board.Turn`)."""

    @property
    def player(self) -> int | None: ...

    @property
    def out_of_turn(self) -> bool: ...


#: announce the lines of the move log (the setting "announcements"); the main window sets it
enabled = True
#: called with every announcement as sent (for tests)
listeners: list[Callable[[str], None]] = []
#: the last text announced (the repeat key says it again)
last = ""
SAID = "reader_text"  # the board view's property: the reader text it was last given


def announce(source: QWidget, text: str, asked: bool = False) -> None:
    """Say `text` now; `asked`: the player asked for it (said even with announcements off)."""
    global last
    if not text or not (enabled or asked):
        return
    last = text
    for listener in listeners:
        listener(text)
    try:
        from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
    except ImportError:  # Qt before 6.8: the text becomes the description of the source
        source.setAccessibleDescription(text)
        return
    if QAccessible.isActive():
        event = QAccessibleAnnouncementEvent(source, text)
        QAccessible.updateAccessibility(event)


@contextmanager
def recording(on: bool = True) -> Iterator[list[str]]:
    """The announcements made inside the block (`on`: with announcements switched on)."""
    global enabled
    heard: list[str] = []
    before = enabled
    enabled = on
    listeners.append(heard.append)
    try:
        yield heard
    finally:
        listeners.remove(heard.append)
        enabled = before


def repeat(source: QWidget) -> str:
    """The repeat key: the last announcement once more (even with announcements off)."""
    announce(source, last, asked=True)
    return last


def announce_new(source: QWidget, before: Sequence[str], after: Sequence[str]) -> None:
    """Announce the lines of a log that grew from `before` to `after` (nothing when it was
    replaced: an undo, a new game, a new language)."""
    if len(after) > len(before) and list(after[: len(before)]) == list(before):
        for line in after[len(before) :]:
            announce(source, line)


# -- the board view ---------------------------------------------------------------------------
def describe_board(view: QWidget, board: Reading | None) -> None:
    """The board view's accessible description from its board (empty while it is hidden: a
    board behind the handover page may still hold the last player's own view)."""
    text = board.reader_text() if board is not None and view.isVisible() else ""
    if text != view.property(SAID):  # (a position read out stays until something changes)
        view.setProperty(SAID, text)
        view.setAccessibleDescription(text)


def read_out(view: QWidget, board: Reading | None) -> str:
    """The reader key: the whole position, announced and kept as the board's description until
    the next change. Returns the text."""
    if board is None or not view.isVisible():
        return ""
    text = board.position_text()
    view.setAccessibleDescription(text)
    announce(view, text, asked=True)
    return text


# -- pieces of text the boards share ------------------------------------------------------------
def turn_line(names: Sequence[str], turn: Offer) -> str:
    """Whose action the board offers now."""
    if turn.player is None:
        return ""
    if turn.out_of_turn:
        text = QCoreApplication.translate("Accessible", "%1 acts out of turn")
    else:
        text = QCoreApplication.translate("Accessible", "%1 to move")
    return fill(text, names[turn.player])


def turn_lines(names: Sequence[str]) -> set[str]:
    """Every line `turn_line` may say for these players."""
    texts = ("%1 to move", "%1 acts out of turn")
    return {fill(QCoreApplication.translate("Accessible", t), n) for t in texts for n in names}


def cursor_line(target: str) -> str:
    if not target:
        return ""
    return fill(QCoreApplication.translate("Accessible", "Cursor: %1"), target)


def selected_line(what: str) -> str:
    if not what:
        return ""
    return fill(QCoreApplication.translate("Accessible", "Selected: %1"), what)


def reader(names: Sequence[str], turn: Offer, cursor: str, selected: str, *notes: str) -> str:
    """A board's description: the target under the cursor first (what changes as it moves),
    then the selection, whose turn, and what else the board says (a prompt)."""
    return lines(cursor_line(cursor), selected_line(selected), turn_line(names, turn), *notes)


def lines(*parts: str) -> str:
    """The non-empty parts, one a line."""
    return "\n".join(p for p in parts if p)


def list_moves(view: QWidget, board: Moves | None) -> str:
    """The moves key: what the seat on turn may choose now, announced. Returns the text."""
    if board is None or not view.isVisible():
        return ""
    text = board.moves_text() or QCoreApplication.translate("Accessible", "Nothing to choose now")
    announce(view, text, asked=True)
    return text


def moves_line(options: Sequence[str], count: int | None = None) -> str:
    """The moves key's text of a board: its options, one a line, after how many there are
    (`count`, where a line names several)."""
    if not options:
        return ""
    total = str(len(options) if count is None else count)
    return lines(fill(QCoreApplication.translate("Accessible", "%1 choices:"), total), *options)


def choice_lines(items: Sequence[Choice]) -> str:
    """The moves key's text from a seat's choices (core/choices.py), in their own words: a line
    per heading naming its choices, a line for each choice without one."""
    grouped: dict[str, list[str]] = {}
    for item in items:
        heading = say(item.group) if item.group is not None else ""
        grouped.setdefault(heading or say(item.label), []).append(say(item.label))
    options = [
        head if words == [head] else f"{head}: {', '.join(words)}"
        for head, words in grouped.items()
    ]
    return moves_line(options, len(items))


def board_texts(board: Reading) -> list[str]:
    """Every accessible text a board offers now (for the leak audit)."""
    return [board.reader_text(), board.position_text()]

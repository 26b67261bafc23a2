"""The guided first game of Heimlich, still & leise (pure data, played by ui/coach.py).

The learner plays the police (white, who open) against the computer's robbers. Heimlich has no
chance, so the deal is the start position; the computer's replies are scripted.
"""

from __future__ import annotations

from ...core.i18n import QT_TRANSLATE_NOOP
from ...games.heimlich.notation import parse_move
from ...games.heimlich.rules import Place
from ..lessons import Kind, Lesson, Step


def move(text: str) -> Place:
    action = parse_move(text)
    assert isinstance(action, Place)
    return action


def square(name: str) -> Place:
    """A placement without a direction: marks only the square (the learner then picks a line)."""
    return Place(move(f"{name}:n").square)


LESSON = Lesson(
    game_id="heimlich",
    seed=1,
    steps=(
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Welcome! You play the police (white) against the robbers (yellow) of the"
                " computer. Whoever has more stones of their colour on the board at the end wins.",
            ),
            kind=Kind.READ,
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "Each side has 32 stones. Two of each colour start in the middle: white on d4"
                " and e5, yellow on d5 and e4. The police begin.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Click the marked square e3. Your new stone and your stone on e5 enclose the"
                " yellow stone on e4.",
            ),
            expect=(move("e3:n"),),
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "Every stone must enclose one or more opposing stones in an unbroken straight"
                " line, together with a stone of your own: vertically, horizontally or"
                " diagonally. The enclosed stones are turned over and become yours. They stay on"
                " the board and can change colour several times.",
            ),
            wrong=QT_TRANSLATE_NOOP("Coach", "Place your stone on the marked square e3."),
            replies=(move("d3:n"),),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "The computer took d4 back. Now click c3: it encloses two lines at once. Both"
                " lines light up; click the stone on d3 to turn over the line to the right.",
            ),
            expect=(move("c3:e"),),
            highlight=square("c3"),
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "The twist of Heimlich: if a stone encloses opposing stones in several directions"
                " at once, only ONE of these lines is turned over. You choose which.",
            ),
            wrong=QT_TRANSLATE_NOOP(
                "Coach",
                "This time, click c3 and then the stone on d3 (the line to the right).",
            ),
            replies=(move("f4:w"),),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "The computer placed on f4 and turned e4 yellow again: that stone has now"
                " changed colour twice. Click Next.",
            ),
            kind=Kind.READ,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "A line may hold several stones. Click d6: it encloses both d5 and d4 against"
                " your stone on d3.",
            ),
            expect=(move("d6:s"),),
            wrong=QT_TRANSLATE_NOOP("Coach", "Place your stone on the marked square d6."),
            replies=(move("e6:s"),),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Click g4: the line to the left turns f4 and e4 over and ends at your stone on d4.",
            ),
            expect=(move("g4:w"),),
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "Your own stones are never turned over: a line ends at the first stone of your"
                " own. An empty square breaks a line; nothing is enclosed there. Every stone is"
                " placed only once.",
            ),
            wrong=QT_TRANSLATE_NOOP("Coach", "Place your stone on the marked square g4."),
            replies=(move("c5:e"),),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Two more rules you will meet later. The app does both by itself and says so in"
                " the move log.",
            ),
            kind=Kind.READ,
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "A player with no stone left in their supply takes one from the opponent's"
                " supply. A player who cannot enclose anything must pass, and the opponent moves"
                " again.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "How the game ends. The lines at the top right show how many stones each side"
                " has on the board and in its supply.",
            ),
            kind=Kind.READ,
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "The game ends when all 64 stones are placed or when neither side can enclose"
                " anything any more. More stones on the board wins; equal numbers are a draw.",
            ),
        ),
    ),
    finale=QT_TRANSLATE_NOOP(
        "Coach",
        "That is all the rules. Now finish the game on your own: the computer plays normally"
        " from here. The marks show where you can place; Help > Rules has everything to read"
        " again.",
    ),
)

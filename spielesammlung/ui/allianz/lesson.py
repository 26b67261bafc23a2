"""The guided first game of Allianz (pure data, played by ui/coach.py).

Two players, horizontal: the learner leads party A (top left, opens) against the computer's
party B (top right). There is no chance in Allianz; the computer's replies are scripted so that
its pieces come near and the learner's eighth move captures two of them in one chain. The
rules of castles and alliances (three or four players) are explained, not played.
"""

from __future__ import annotations

from ...core.i18n import QT_TRANSLATE_NOOP
from ...games.allianz import board as B
from ...games.allianz.model import Move
from ..lessons import Kind, Lesson, Step


def move(text: str) -> Move:
    """ "row,col-row,col-..." (rows and columns from 0, top left) -> the move."""
    squares = []
    for cell in text.split("-"):
        row, col = cell.split(",")
        squares.append(B.square(int(row), int(col)))
    return Move(tuple(squares))


WRONG = QT_TRANSLATE_NOOP("Coach", "In the lesson: move the ringed piece to the framed square.")

LESSON = Lesson(
    game_id="allianz",
    seed=1,
    options={"pairing": "horizontal"},
    steps=(
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Welcome to Allianz! You lead party A (red circles, top left) against the"
                " computer's party B (blue squares, top right). You begin.",
            ),
            kind=Kind.READ,
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "Dark green rocks can never be entered. Each party has a castle of two squares"
                " with an olive truce zone around it. With two players you win by occupying the"
                " enemy castle with two of your pieces or by capturing all enemy pieces.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "A step: the coach has picked one of your pieces (ringed) and framed where it"
                " goes. Click the framed square, the free square to its right.",
            ),
            expect=(move("3,6-3,7"),),
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "On your turn you move one of your pieces: a step onto a free neighbouring"
                " square, straight or diagonal, forwards or backwards, or a jump.",
            ),
            wrong=WRONG,
            replies=(move("3,18-3,17"),),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "A jump: this piece jumps over your own piece beside it onto the free square"
                " behind. Click the framed square.",
            ),
            expect=(move("2,5-2,7"),),
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "A jump goes over a single piece, yours or another's, onto the free square"
                " directly behind it, straight or diagonal, forwards or backwards. Your own"
                " jumped pieces stay.",
            ),
            wrong=WRONG,
            replies=(move("2,19-2,17"),),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "A chain: after a jump you may jump again. This piece jumps twice; click the"
                " framed square.",
            ),
            expect=(move("4,4-4,6-2,8"),),
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "A jump entitles you to another one, in any direction, as long as you like. You"
                " cannot jump over two pieces in a row. Within one chain no square is landed on"
                " twice, and the piece does not return to its starting square.",
            ),
            wrong=WRONG,
            replies=(move("4,20-4,18-2,16"),),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Another chain takes a piece from the back to the front. Click the framed square.",
            ),
            expect=(move("1,5-1,7-3,9"),),
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "Rocks stop you: you cannot enter them, not even at the end of a jump, and you"
                " cannot jump over them. You only jump over pieces.",
            ),
            wrong=WRONG,
            replies=(move("1,19-1,17-3,15"),),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Leapfrog: your pieces advance fastest by jumping over each other. Jump over your"
                " front piece.",
            ),
            expect=(move("2,8-4,10"),),
            wrong=WRONG,
            replies=(move("2,16-4,14"),),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Again: the piece behind jumps over the front one.",
            ),
            expect=(move("3,9-5,11"),),
            wrong=WRONG,
            replies=(move("3,15-5,13"),),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Once more. The enemy is coming near; watch its pieces.",
            ),
            expect=(move("4,10-6,12"),),
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "If none of your pieces can move, you pass; the app does that for you.",
            ),
            wrong=WRONG,
            replies=(move("5,13-4,12"),),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Now strike! Your piece jumps over the blue piece in front of it and then over"
                " the next one: click the framed square. Both blue pieces are captured.",
            ),
            expect=(move("5,11-3,13-5,15"),),
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "Jumped enemies are captured and leave the board at once. Capturing is not"
                " compulsory: you need not jump over an enemy, but if you do, he is captured."
                " Your pieces can be captured the same way.",
            ),
            wrong=WRONG,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Two enemies fewer! Now the castles, the aim of the game.",
            ),
            kind=Kind.READ,
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "Your own pieces may stand in your castle, but the enemy may capture them there."
                " An enemy piece that reached your castle cannot be captured by you while it"
                " stands there. Two enemy pieces on both squares of a castle defeat its lord; so"
                " does losing all pieces.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "With three or four players, alliances come in. You make them with the"
                " “Diplomacy” buttons beside the board.",
            ),
            kind=Kind.READ,
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "Two players may ally at any moment. Allies do not capture each other and may not"
                " enter each other's truce zone. A small alliance can be cancelled with a notice"
                " of 2 to 5 moves; a grand alliance can only be broken by betrayal, and the"
                " traitor may never ally again.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "The last one left on the battlefield wins, no matter with how many pieces.",
            ),
            kind=Kind.READ,
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "When only two parties are left, either may resign or offer a draw on his turn."
                " After 600 moves in all the game ends in a draw.",
            ),
        ),
    ),
    finale=QT_TRANSLATE_NOOP(
        "Coach",
        "Now play on alone: the computer plays normally from here. Click one of your pieces to"
        " see where it can go. Bring two pieces into the blue castle at the top right, or capture"
        " all blue pieces. If the computer offers a draw, you may play on.",
    ),
)

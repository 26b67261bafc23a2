"""The guided first game of Checkpoint Charlie (pure data, played by ui/coach.py).

Three agents: the learner (John Britton, who starts) and two computer agents. Seed 7 deals the
learner the tile grey fur / orange fur, Computer 1 hat / no hat, Computer 2 newspaper / no
newspaper (each takes the first side). Computer 1's first draw is an agent card: the tile "no
sunglasses" lands open in the middle. Computer 1 then discards two cats that together show every
trait but "hat", so its clue is the hat. The learner's second cat, Nils (hat, no sunglasses,
grey fur), is the chief spy: the learner accuses him and earns gold; Computer 1 accuses Fleming,
an assistant (white), which ends the round. Then the game goes on freely.
"""

from __future__ import annotations

from ...core.i18n import QT_TRANSLATE_NOOP
from ...games.checkpoint.state import Accuse, ChooseSide, Draw
from ..lessons import Kind, Lesson, Step

NILS, FLEMING = 2, 0  # cat ids (components.CAT_NAMES)

LESSON = Lesson(
    game_id="checkpoint-charlie",
    seed=7,
    players=3,
    opening=(ChooseSide(0), ChooseSide(0)),
    steps=(
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Welcome to Checkpoint Charlie! You are the dog agent John Britton, against two"
                " computer agents. Among 32 cats hides a chief spy with his assistants: find"
                " them.",
            ),
            kind=Kind.READ,
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "Every cat shows five traits: hat or no hat, sunglasses or none, trench coat or"
                " pullover, newspaper or none, grey or orange fur. The chief spy has all five"
                " traits of this round, his assistants four. The first agent to collect 10"
                " points wins.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Each agent has secretly drawn a clue tile. At a real table you now pass the"
                " computer on, so that only you see yours: click “Pass on”, then “I am …:"
                " show”.",
            ),
            kind=Kind.HANDOVER,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Your tile shows grey fur on one side and orange fur on the other. Choose “Grey"
                " fur”.",
            ),
            expect=(ChooseSide(0),),
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "Each agent secretly chooses one side of the drawn tile. That trait is true of"
                " the chief spy this round, and it cannot be changed any more.",
            ),
            wrong=QT_TRANSLATE_NOOP("Coach", "In the lesson, please choose grey fur."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "At a table shared by several players the screen hides every clue, as now. Click"
                " “Look at mine” beside the table: it shows your clue and your chips to you"
                " alone. Then go back to the table.",
            ),
            kind=Kind.PEEK,
            public=True,
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "You may look at your own clue tile (and later your chips) at any moment. At a"
                " table shared by several players, the others look away.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Playing alone against the computer, you see your clue all the time. You begin:"
                " click the deck to draw a cat.",
            ),
            expect=(Draw(),),
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "Compare the drawn cat with your clue. Does it show your trait? Then it is a"
                " suspect and lies open in your row. If not, it goes onto your own discard pile."
                " The app does this for you; everybody sees where the card goes.",
            ),
            wrong=QT_TRANSLATE_NOOP("Coach", "In the lesson: click the deck to draw a cat."),
            replies=(Draw(), Draw()),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Your cat Luna has orange fur: onto your discard pile. Computer 1 drew an agent"
                " card first: a clue tile was tossed, and “no sunglasses” lies open in the"
                " middle.",
            ),
            kind=Kind.READ,
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "With three or four agents, the unused agent cards are shuffled into the deck."
                " Whoever draws one tosses a tile from the bag like a coin: the side that lands"
                " up is one more true trait, open to all. Then that agent draws again. Still,"
                " cats are only ever compared with your own clue.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Draw your next cat.",
            ),
            expect=(Draw(),),
            wrong=QT_TRANSLATE_NOOP("Coach", "In the lesson: click the deck to draw a cat."),
            replies=(Draw(), Draw()),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Now think like a detective. Nils in your row has your grey fur and no"
                " sunglasses, like the open tile. Computer 1 discarded Pavel and Kim: together"
                " they show every trait except “hat”, so its clue must be the hat. Nils wears a"
                " hat.",
            ),
            kind=Kind.READ,
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "The rows and discard piles tell you which traits the others may hold. Combine"
                " them with your own clue and the open tiles: the chief spy needs all five"
                " traits, an assistant four.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Accuse Nils: he is already chosen and marked in your row. Confirm with a click on"
                " his card (or on “Accuse Nils” above the rows).",
            ),
            expect=(Accuse(NILS),),
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "An accusation may be made at any moment, even when it is not your turn (the"
                " “Accuse” button beside the table). Each agent accuses one cat a round, the"
                " mark cannot be moved, and every cat can be accused only once.",
            ),
            wrong=QT_TRANSLATE_NOOP("Coach", "In the lesson: accuse Nils first (click his card)."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Good. After an accusation you still draw as usual: click the deck.",
            ),
            expect=(Draw(),),
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "The round ends as soon as all agents but one have accused, or when the deck is"
                " empty (then the others must accuse in turn).",
            ),
            wrong=QT_TRANSLATE_NOOP("Coach", "In the lesson: click the deck to draw a cat."),
            replies=(Accuse(FLEMING),),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Computer 1 accused Fleming: the round is over, and the board shows all clues."
                " Nils is the chief spy: a gold chip for you! Fleming is an assistant: a white"
                " chip for Computer 1.",
            ),
            kind=Kind.READ,
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "The chief spy's accuser takes a gold chip (3 to 5 points), an assistant's a"
                " white one (1 or 2), an innocent cat's a black one (0 or -1); who accused nobody"
                " takes black (white if nobody found the chief). Only the owner sees the value.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "A new round begins: everyone draws a new clue tile, and the agent who found the"
                " chief spy starts.",
            ),
            kind=Kind.READ,
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "The game ends when an agent reaches 10 points, when the chips of one colour run"
                " out, or after the fifth round. Then the most points win; on a tie, the most"
                " gold chips.",
            ),
        ),
    ),
    finale=QT_TRANSLATE_NOOP(
        "Coach",
        "That is all the rules. Now finish the game on your own: choose your new clue, and the"
        " computer agents play normally from here. Help > Rules has everything to read again.",
    ),
)

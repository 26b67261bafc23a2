"""The guided first game of Geheime Mission (pure data, played by ui/coach.py).

Seed 13 deals the learner (red, who opens) the card 2 x Microfilm + 2 x Computer (1 point) and
the computer 2 x Microfilm + 3 x Spaceship; the computer's scripted dice never fulfil its card.
The learner's fifth die fulfils the mission and completes a visor row at once (1 + 3 + 1), which
starts the second round; then the game goes on freely.
"""

from __future__ import annotations

from ...core.i18n import QT_TRANSLATE_NOOP
from ...games.geheime_mission.rules import Place, Symbol
from ..lessons import Kind, Lesson, Step

MICROFILM, COMPUTER = Symbol.MICROFILM, Symbol.COMPUTER

LESSON = Lesson(
    game_id="geheime-mission",
    seed=13,
    options={"first": "red", "visor_only": False},
    steps=(
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Welcome, secret agent! You play the red dice against the computer's blue ones."
                " Red opens the game.",
            ),
            kind=Kind.READ,
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "The first player to reach 15 points wins at once. Points come from secret"
                " missions and from four visors in a row.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Each player has secretly drawn a mission card. At a real table you now pass the"
                " computer on, so that only you see your card: click “Pass on”, then “I am …:"
                " show”.",
            ),
            kind=Kind.HANDOVER,
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "Keep your mission card hidden: your opponent must not find out what you are"
                " building.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Now look at your card: press and hold the button “Show my mission (hold)” below."
                " It asks for 2 microfilms and 2 computers. Let go, and the card is hidden again.",
            ),
            kind=Kind.PEEK,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Your first die goes into the marked first column. Choose its top picture: click"
                " the Microfilm tile above the rack.",
            ),
            expect=(Place(0, MICROFILM),),
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "On your turn you put one die of your colour on top of any column that holds"
                " fewer than 6 dice. You choose which picture is on top; the visors always face"
                " the players.",
            ),
            wrong=QT_TRANSLATE_NOOP(
                "Coach",
                "In the lesson: a die with the microfilm on top, in the first column.",
            ),
            replies=(Place(6, Symbol.SUBMARINE),),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Good. Now a second microfilm, in the second column.",
            ),
            expect=(Place(1, MICROFILM),),
            wrong=QT_TRANSLATE_NOOP(
                "Coach",
                "In the lesson: a die with the microfilm on top, in the second column.",
            ),
            replies=(Place(1, Symbol.SPACESHIP),),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "The computer put its die on yours: its spaceship now shows in the second column,"
                " your microfilm is hidden. Cover it back: a microfilm on top of the second"
                " column.",
            ),
            expect=(Place(1, MICROFILM),),
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "Only the picture of the top die of each column can be seen. You may place on"
                " any die, your opponent's too; its picture is then covered. Its visor stays"
                " visible. Up to six dice stand in a column.",
            ),
            wrong=QT_TRANSLATE_NOOP(
                "Coach",
                "In the lesson: a die with the microfilm on top, in the second column.",
            ),
            replies=(Place(6, Symbol.SUBMARINE),),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Two microfilms show. Now a computer, in the third column.",
            ),
            expect=(Place(2, COMPUTER),),
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "After your own placement your card is checked: the top pictures of all columns,"
                " of either colour, must show at least as many of each picture as the card asks"
                " for. Where they stand does not matter.",
            ),
            wrong=QT_TRANSLATE_NOOP(
                "Coach",
                "In the lesson: a die with the computer on top, in the third column.",
            ),
            replies=(Place(5, Symbol.SUBMARINE),),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Look at the bottom row: three red visors stand side by side. A computer in the"
                " fourth column fulfils your mission and makes four in a row at once!",
            ),
            expect=(Place(3, COMPUTER),),
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "Four dice with your visor in a line, horizontal, vertical or diagonal, score"
                " 3 points. A fulfilled mission scores its card's points (1 or 2); both with one"
                " die score 1 bonus point more.",
            ),
            wrong=QT_TRANSLATE_NOOP(
                "Coach",
                "In the lesson: a die with the computer on top, in the fourth column.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "5 points: 1 for the mission, 3 for the visor row and 1 bonus! Your card was"
                " revealed, and a new round began: the rack is empty, the scores stay.",
            ),
            kind=Kind.READ,
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "A visor row that does not reach 15 points, or a full rack, starts a new round."
                " Both players draw new cards, and the other colour opens the round.",
            ),
        ),
    ),
    finale=QT_TRANSLATE_NOOP(
        "Coach",
        "Now play on alone: the computer plays normally from here. Hold “Show my mission” to see"
        " your new card whenever you like. After a fulfilled mission you draw a new card at"
        " once.",
    ),
)

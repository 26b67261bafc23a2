"""The guided first game of Spion & Spion (pure data, played by ui/coach.py).

Two players on the small board: the learner is black (who opens), the computer white. Seed 9
gives white's spies the numbers 2 and 3 in the embassy (1 in the dungeon) and puts Scheck,
Flitz, Ansicht on top of black's pass cards. The learner writes 2 in the envelope; the computer
sends its spy number 2 one field out, the learner's second pass card (Flitz, 3 fields) lands on
it, the Zoff is won (the computer guesses the wrong plan), the spy shows its 2 and is accused:
Fröhn! Then the game goes on freely.
"""

from __future__ import annotations

from ...core.i18n import QT_TRANSLATE_NOOP
from ...games.spion.model import Accuse, DrawCard, Move, WriteEnvelope, ZoffCard, ZoffPick
from ..lessons import Kind, Lesson, Step

#: spy ids: colour * 4 + rank; black's spies 0 and 1 start in the embassy, white's 4 and 5
BLACK_SPY, WHITE_TWO = 0, 4

LESSON = Lesson(
    game_id="spion-und-spion",
    seed=9,
    opening=(WriteEnvelope(1),),
    steps=(
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Welcome to the wonderful world of high treason! You play the black spies"
                " (embassy on the left) against the computer's white ones (on the right).",
            ),
            kind=Kind.READ,
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "Each player starts with 10 Zillionen and three numbered spies: two in the own"
                " embassy, one in the dungeon in the middle. In each embassy stands a Bazong. Win"
                " by bringing the enemy Bazong into your embassy, or by owning 25 Zillionen.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "First everyone writes a secret number into the hot envelope. At a real table you"
                " now pass the computer on, so that nobody sees yours: click “Pass on”, then"
                " “I am …: show”.",
            ),
            kind=Kind.HANDOVER,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Write the number 2 in your envelope (in a real game you choose freely).",
            ),
            expect=(WriteEnvelope(2),),
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "One of the enemy's three numbered spies is a traitor, the “Fröhn”. Your envelope"
                " names his number. You do not know yet which spy has which number, but the game"
                " gives you chances to find out.",
            ),
            wrong=QT_TRANSLATE_NOOP("Coach", "In the lesson, please write the number 2."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "At a table shared by several players the screen shows nobody's numbers, as now."
                " Press and hold the button “Hold to show …'s secrets” in the panel on the right:"
                " your spies' numbers and your envelope appear. Let go, and they are hidden"
                " again.",
            ),
            kind=Kind.PEEK,
            public=True,
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "Only the owner knows a spy's number. Everyone sees it when the spy stands on an"
                " Alfred field, when he has lost a Zoff, and the holder of an Ansicht card sees"
                " one of his choice.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Playing alone against the computer, you see your numbers all the time. Now move:"
                " click your spy number 3 in your embassy. He steps one field forward along the"
                " footprints.",
            ),
            expect=(Move(BLACK_SPY),),
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "On your turn you either move any one of your spies one field forward, or take a"
                " pass card. Spies never walk backwards, and at most two of your spies may be in"
                " your embassy. Before the move you may buy spies free from the dungeon"
                " (1 Zillion each) and set or remove traps.",
            ),
            wrong=QT_TRANSLATE_NOOP(
                "Coach", "In the lesson: click your spy number 3 in your embassy to step forward."
            ),
            replies=(Move(WHITE_TWO),),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "A white spy now stands on field 4. Take a pass card: click the second card of"
                " your pile (top left).",
            ),
            expect=(DrawCard(2),),
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "You take the first, second or third card from the top unseen and must do what"
                " it says. Used and skipped cards go under the pile: the order stays.",
            ),
            wrong=QT_TRANSLATE_NOOP("Coach", "In the lesson: take the second card of your pile."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "A Flitz card: move a spy exactly 3 fields. Click your spy number 3 on field 1:"
                " he lands on the white spy on field 4.",
            ),
            expect=(Move(BLACK_SPY),),
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "Fahr, Flitz and Düs move a spy exactly 2, 3 or 4 fields; Scheck pays 3"
                " Zillionen; Gähn: nothing happens; Lechz brings the grey spy; Ansicht shows you"
                " one enemy number; Schluchz sends captured Bazongs home.",
            ),
            wrong=QT_TRANSLATE_NOOP("Coach", "In the lesson: move your spy number 3 on field 1."),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Zoff! Your spies may share a field and pass each other, but when a spy arrives"
                " on a field (or in an embassy) with an enemy, the newcomer attacks and the one"
                " already there defends. As the attacker you secretly choose a plan: choose A.",
            ),
            expect=(ZoffPick(ZoffCard.A),),
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "The attacker lays down plan A, B or C face down; the defender tries to guess it"
                " with a card of his own. The same card: the defender wins. A different one: the"
                " attacker wins. So the attacker wins two times out of three.",
            ),
            wrong=QT_TRANSLATE_NOOP("Coach", "In the lesson, please choose plan A."),
            replies=(ZoffPick(ZoffCard.B),),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "The computer guessed B: you won! Its spy showed everyone his number, 2, paid"
                " you 1 Zillion and went to the dungeon. You cleared the field, so you move"
                " again.",
            ),
            kind=Kind.READ,
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "The loser of a Zoff shows his number, pays the winner 1 Zillion and goes to the"
                " dungeon. An attacker who wins moves again (one field or a pass card).",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Some rules for later. The Lechz card lends you the grey spy for one move.",
            ),
            kind=Kind.READ,
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "The grey spy removes any trap and attacks any enemy spy outside the embassies"
                " with the Zoff rules. If she wins, the enemy goes to the dungeon, pays you 1"
                " Zillion and you move again; if she loses, you pay 1 Zillion.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "The white embassy lies right ahead of your spy, with the white Bazong in it.",
            ),
            kind=Kind.READ,
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "A spy who reaches the enemy embassy exactly and beats every enemy in it (or"
                " finds it empty) takes the Bazong, gets 5 Zillionen and moves again. Whoever"
                " beats the carrier in a Zoff takes the Bazong.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP("Coach", "Traps can block the way home with a Bazong."),
            kind=Kind.READ,
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "While a Bazong is away from its embassy, you may set a trap (2 Zillionen) on an"
                " empty field before your move: no spy can pass it. The trap die removes traps:"
                " 1, 3 or 5 Zillionen for 1 to 3 rolls, paid in advance.",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Your envelope says 2, and a white spy in the dungeon shows 2: the traitor!"
                " Click the red button “Fröhn! Accuse a spy…”, then that spy.",
            ),
            expect=(Accuse(WHITE_TWO),),
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "You may unmask the traitor at any moment, even out of turn. If his number"
                " matches your envelope, he leaves the game and your unnumbered reserve spy takes"
                " his place (here: your dungeon). If not, you leave the game yourself.",
            ),
            wrong=QT_TRANSLATE_NOOP(
                "Coach",
                "In the lesson: first accuse the white spy number 2 in the dungeon (the red"
                " “Fröhn!” button, then the spy).",
            ),
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Coach",
                "Caught! Your reserve spy waits in your dungeon; you can buy him free for 1"
                " Zillion before a move.",
            ),
            kind=Kind.READ,
            rule=QT_TRANSLATE_NOOP(
                "Coach",
                "The game ends when a side brings an enemy Bazong into its embassy or owns 25"
                " Zillionen. A player who accuses the wrong spy, or cannot pay a debt, leaves"
                " the game.",
            ),
        ),
    ),
    finale=QT_TRANSLATE_NOOP(
        "Coach",
        "That is all the rules. Now finish the game on your own: your spy still moves again,"
        " and the white embassy is one field ahead. The computer plays normally from here;"
        " Help > Rules has everything to read again.",
    ),
)

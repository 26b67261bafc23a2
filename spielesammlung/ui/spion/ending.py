"""The words of Spion & Spion's result card: why the game ended and everybody's Zillionen, as the
rules' view and result give them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...core.i18n import fill
from ...core.protocol import Result
from ...games.spion.view import View
from .texts import SpionTexts, upper_first

translate = QCoreApplication.translate


def reason(texts: SpionTexts, view: View) -> str:
    """Why the game ended (the rules' `end_reason`), naming the winning side."""
    if view.winner is None:
        return translate(
            "SpionEnding", "After the last round both sides have the same money: a draw."
        )
    side = upper_first(texts.side(view.winner))
    reasons = {
        "bazong": translate("SpionEnding", "%1 brought an enemy Bazong home."),
        "money": translate("SpionEnding", "%1 has enough Zillionen to win."),
        "eliminated": translate("SpionEnding", "%1 is the only side left in the game."),
        "rounds": translate("SpionEnding", "%1 has more money after the last round."),
    }
    return fill(reasons.get(view.end_reason or "", "%1"), side)


def result_lines(texts: SpionTexts, view: View, result: Result) -> list[str]:
    """The reason, the two sides' money and each player's money (or that they left)."""
    lines = [reason(texts, view)]
    black, white = view.team_money
    lines.append(
        fill(translate("SpionEnding", "Black side %1, white side %2 Zillionen"), black, white)
    )
    for player, money in enumerate(result.scores or ()):
        if view.active[player]:
            lines.append(f"{texts.who(player)}: {texts.zillionen(money)}")
        else:
            lines.append(fill(translate("SpionEnding", "%1: out of the game"), texts.who(player)))
    return lines

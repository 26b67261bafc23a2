"""Allianz: a seat's choices (core/choices.py): moves by piece, then diplomacy (alliances,
notice, betrayal, draw, resignation) and the answers to a question that waits.

Words the diplomacy panel already had keep their context "DiplomacyPanel" (one catalogue
entry for both); the others are in the context "Allianz". Seats are named by their party (the
view knows no names): "A, red circle".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.choices import Choice, Choices
from ...core.label import Label, translate
from .board import square_name
from .model import (
    NOTICE_CHOICES,
    Accept,
    AcceptDraw,
    Betray,
    Cancel,
    Decline,
    DeclineDraw,
    DrawOffer,
    KeepPieces,
    Kind,
    Move,
    Notice,
    NoticeDue,
    OfferDraw,
    Pass,
    Proposal,
    Propose,
    Relocate,
    Relocation,
    Resign,
    State,
)
from .moves import captures

#: the parties A-D by letter, colour and shape (the desktop's words too)
PARTY_NAMES = (
    translate("AllianzTexts", "A, red circle"),
    translate("AllianzTexts", "B, blue square"),
    translate("AllianzTexts", "C, yellow triangle"),
    translate("AllianzTexts", "D, white hexagon"),
)
#: the panel's fixed diplomacy buttons by id (a proposal's id adds its partner: `propose_id`)
SMALL, GRAND, GIVE_NOTICE, BETRAY, OFFER_DRAW, RESIGN = (
    "ally/small",
    "ally/grand",
    "give-notice",
    "betray",
    "offer-draw",
    "resign",
)
LABELS: dict[str, Label] = {  # shown also while the step is not open
    SMALL: translate("DiplomacyPanel", "Small alliance"),
    GRAND: translate("DiplomacyPanel", "Grand alliance"),
    GIVE_NOTICE: translate("DiplomacyPanel", "Give notice"),
    BETRAY: translate("DiplomacyPanel", "Betray"),
    OFFER_DRAW: translate("DiplomacyPanel", "Offer a draw"),
    RESIGN: translate("DiplomacyPanel", "Resign"),
}
NOTES: dict[str, Label] = {
    SMALL: translate(
        "DiplomacyPanel", "Propose a small alliance (it can be cancelled with notice)"
    ),
    GRAND: translate(
        "DiplomacyPanel", "Propose a grand alliance (it can only be broken by betrayal)"
    ),
    GIVE_NOTICE: translate(
        "Allianz", "Cancel your small alliance; your partner names %1 to %2 moves"
    ).arg(NOTICE_CHOICES[0], NOTICE_CHOICES[-1]),
    BETRAY: translate("DiplomacyPanel", "Break your grand alliance now; you can never ally again"),
    OFFER_DRAW: translate("DiplomacyPanel", "Offer a draw (only when two parties are left)"),
    RESIGN: translate("DiplomacyPanel", "Give up (only when two parties are left)"),
}
KINDS = {Kind.SMALL: SMALL, Kind.GRAND: GRAND}
PLAIN: dict[Any, tuple[str, Label]] = {  # the actions without a parameter: id, label
    Pass(): ("pass", translate("DiplomacyPanel", "Pass")),
    Accept(): ("accept", translate("DiplomacyPanel", "Accept")),
    Decline(): ("decline", translate("DiplomacyPanel", "Decline")),
    AcceptDraw(): ("accept-draw", translate("DiplomacyPanel", "Accept the draw")),
    DeclineDraw(): ("decline-draw", translate("DiplomacyPanel", "Play on")),
    KeepPieces(): ("keep-pieces", translate("DiplomacyPanel", "Leave them there")),
    Cancel(): (GIVE_NOTICE, LABELS[GIVE_NOTICE]),
    Betray(): (BETRAY, LABELS[BETRAY]),
    OfferDraw(): (OFFER_DRAW, LABELS[OFFER_DRAW]),
    Resign(): (RESIGN, LABELS[RESIGN]),
}
#: steps that bind at once and cannot be taken back (the desktop asks first)
GRAVE = {Cancel(), Betray(), Resign()}


def party(view: State, seat: int) -> Label:
    return PARTY_NAMES[view.parties[seat]]


def square_target(square: int) -> str:
    """The board's name of a square ("square-57")."""
    return f"square-{square}"


def propose_id(kind: Kind, partner: int) -> str:
    return f"{KINDS[kind]}/seat-{partner}"


def move_choice(view: State, seat: int, action: Move) -> Choice:
    """A move: grouped by its piece; a jump chain names its landings, a capture its victims."""
    path = action.path
    start, end = path[0], path[-1]
    if len(path) > 2:
        via = ", ".join(square_name(s) for s in path[1:-1])
        label = translate("Allianz", "to %1 via %2").arg(square_name(end), via)
    else:
        label = translate("Allianz", "to %1").arg(square_name(end))
    taken = sorted(captures(view, seat, path))
    note = (
        translate("Allianz", "captures %1").arg(", ".join(square_name(s) for s in taken))
        if taken
        else None
    )
    return Choice(
        "move/" + "-".join(square_name(s) for s in path),
        action,
        label,
        group=translate("Allianz", "Piece on %1").arg(square_name(start)),
        target=square_target(start),
        note=note,
    )


def choice(view: State, seat: int, action: Any) -> Choice:
    """The one choice of `action`, a legal action of `seat` in `view`."""
    if isinstance(action, Move):
        return move_choice(view, seat, action)
    if isinstance(action, Propose):
        slot = KINDS[action.kind]
        return Choice(
            propose_id(action.kind, action.to),
            action,
            LABELS[slot],
            group=translate("Allianz", "Ally with %1").arg(party(view, action.to)),
            note=NOTES[slot],
        )
    if isinstance(action, Notice):
        label = (
            translate("Allianz", "%1 moves").arg(action.moves)
            if action.moves
            else translate("DiplomacyPanel", "None: it ends now")
        )
        return Choice(f"notice/{action.moves}", action, label)
    if isinstance(action, Relocate):
        return Choice(
            f"relocate/{square_name(action.piece)}-{square_name(action.to)}",
            action,
            translate("Allianz", "to %1").arg(square_name(action.to)),
            group=translate("Allianz", "Ally's piece on %1").arg(square_name(action.piece)),
            target=square_target(action.piece),
        )
    ident, label = PLAIN[action]
    return Choice(ident, action, label, note=NOTES.get(ident), danger=action in GRAVE)


def prompt(view: State, seat: int, legal: Sequence[Any]) -> Label | None:
    """The question that waits for `seat`, or what it may do now."""
    pending = view.pending
    if not legal:
        return None
    if isinstance(pending, Proposal) and pending.to == seat:
        asked = {
            Kind.SMALL: translate("Allianz", "%1 proposes a small alliance to you: accept?"),
            Kind.GRAND: translate("Allianz", "%1 proposes a grand alliance to you: accept?"),
        }
        return asked[pending.kind].arg(party(view, pending.proposer))
    if isinstance(pending, NoticeDue) and pending.partner == seat:
        return translate(
            "Allianz", "%1 gives you notice of your small alliance: how many moves of notice?"
        ).arg(party(view, pending.canceller))
    if isinstance(pending, DrawOffer) and pending.to == seat:
        return translate("Allianz", "%1 offers a draw: accept?").arg(party(view, pending.offerer))
    if isinstance(pending, Relocation):
        return translate(
            "Allianz",
            "You may put your new ally's pieces standing in your truce zone next to it.",
        )
    if Pass() in legal:
        return translate("Allianz", "None of your pieces can move: you pass.")
    if any(isinstance(a, Move) for a in legal):
        return translate("Allianz", "Move a piece: one step, or a chain of jumps.")
    return translate("Allianz", "Out of turn you may propose an alliance or give notice.")


def choices(view: State, seat: int, legal: Sequence[Any]) -> Choices:
    """One choice per legal action, in the order of `legal`."""
    return Choices(prompt(view, seat, legal), tuple(choice(view, seat, a) for a in legal))

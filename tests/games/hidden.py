"""What each hidden-information game keeps secret, for the cross-game secrecy tests.

For every such game, `variant(state, viewer, rng)` returns a state that differs from `state`
only in what `viewer` may not know (None: the public, who knows only what lies open). It is
written from the rulebooks, independently of the games' `view_for`: which spy numbers a seat has
seen, whose clue tile is face down, which chips lie hidden, the order of face-down piles. A view
(or legal-action list, or screen) that differs between a state and such a variant tells the
viewer something it may not know.

Allianz has no secrets (its rules say so: every view is the whole state), so it is not listed.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from spielesammlung.core import registry
from spielesammlung.core.protocol import Event, OptionValue, Setup, options_with_defaults
from spielesammlung.core.session import Session

Variant = Callable[[Any, "int | None", random.Random], Any]


def _shuffled(items: Sequence[Any], rng: random.Random) -> list[Any]:
    items = list(items)
    rng.shuffle(items)
    return items


# -- Spion & Spion --------------------------------------------------------------------------
def spion_variant(state: Any, viewer: int | None, rng: random.Random) -> Any:
    from spielesammlung.games.spion.model import SPIES_PER_COLOUR, ZoffCard, owner

    def may_know_number(i: int) -> bool:
        spy = state.spies[i]
        if spy.number == 0:  # the reserve spy has no number
            return True
        if viewer is not None and (owner(i) == viewer or i in state.known[viewer]):
            return True  # one's own spies, and numbers one has looked at or seen in a Zoff
        return spy.exposed or (spy.on_board and state.board.is_alfred(spy.where))

    spies = list(state.spies)
    for colour in range(len(spies) // SPIES_PER_COLOUR):
        ids = range(colour * SPIES_PER_COLOUR, (colour + 1) * SPIES_PER_COLOUR)
        hidden = [i for i in ids if not may_know_number(i)]
        numbers = _shuffled([spies[i].number for i in hidden], rng)
        for i, number in zip(hidden, numbers, strict=True):
            spies[i] = replace(spies[i], number=number)
    envelopes = tuple(
        replace(e, number=rng.choice((1, 2, 3)))
        if e.number is not None and not e.shown and viewer != e.holder
        else e
        for e in state.envelopes
    )
    duel = state.duel
    if duel is not None:
        attack_picker = state.current if duel.attacker < 0 else owner(duel.attacker)
        defence_picker = owner(duel.defender) if duel.defender is not None else None
        if duel.attack is not None and viewer != attack_picker:
            duel = replace(duel, attack=rng.choice(list(ZoffCard)))
        if duel.defence is not None and viewer != defence_picker:
            duel = replace(duel, defence=rng.choice(list(ZoffCard)))
    piles = []
    for pile, drawn in zip(state.piles, state.drawn, strict=True):
        cards = list(pile)
        face_down = [k for k, seen in enumerate(drawn) if not seen]
        for k, card in zip(face_down, _shuffled([cards[k] for k in face_down], rng), strict=True):
            cards[k] = card
        piles.append(tuple(cards))
    return replace(state, spies=tuple(spies), envelopes=envelopes, duel=duel, piles=tuple(piles))


# -- Geheime Mission ------------------------------------------------------------------------
def mission_variant(state: Any, viewer: int | None, rng: random.Random) -> Any:
    from spielesammlung.games.geheime_mission.rules import mission_cards

    every = mission_cards(state.harder)
    cards = tuple(
        rng.choice(every) if card is not None and viewer != player else card
        for player, card in enumerate(state.cards)
    )
    discard = tuple(
        replace(d, card=rng.choice(every)) if not d.revealed and viewer != d.owner else d
        for d in state.discard
    )
    return replace(state, cards=cards, deck=tuple(_shuffled(state.deck, rng)), discard=discard)


# -- Checkpoint Charlie ---------------------------------------------------------------------
def checkpoint_variant(state: Any, viewer: int | None, rng: random.Random) -> Any:
    from spielesammlung.games.checkpoint.components import SIDES
    from spielesammlung.games.checkpoint.state import Held, Phase

    over = state.phase is Phase.OVER

    def own(player: int) -> bool:
        return viewer == player or over

    def clue_open(player: int) -> bool:  # revealed at scoring; the Stasi officer's is open
        stasi = state.stasi_holder == player and state.sides[player] is not None
        return own(player) or state.revealed or stasi

    hidden = [p for p in range(state.players) if not clue_open(p)]
    pool = _shuffled([state.tiles[p] for p in hidden] + list(state.bag), rng)
    tiles, sides = list(state.tiles), list(state.sides)
    for p, tile in zip(hidden, pool, strict=False):
        tiles[p] = tile
        if sides[p] is not None:
            sides[p] = rng.randrange(SIDES)
    bag = tuple(pool[len(hidden) :])
    # Face-down chips (in the supply, or hidden with another agent) may be any of their colour.
    chips = state.chips
    places = [("supply", k, 0) for k in range(len(state.supply))]
    places += [
        ("held", p, k)
        for p, holding in enumerate(state.holdings)
        for k, held in enumerate(holding)
        if not own(p) and not held.open
    ]

    def chip_at(place: tuple[str, int, int]) -> int:
        kind, a, b = place
        return int(state.supply[a] if kind == "supply" else state.holdings[a][b].chip)

    supply, holdings = list(state.supply), [list(h) for h in state.holdings]
    for colour in {chips[chip_at(place)].colour for place in places}:
        same = [place for place in places if chips[chip_at(place)].colour is colour]
        for (kind, a, b), chip in zip(
            same, _shuffled([chip_at(p) for p in same], rng), strict=True
        ):
            if kind == "supply":
                supply[a] = chip
            else:
                holdings[a][b] = Held(chip, holdings[a][b].open)
    return replace(
        state,
        deck=tuple(_shuffled(state.deck, rng)),
        bag=bag,
        tiles=tuple(tiles),
        sides=tuple(sides),
        supply=tuple(supply),
        holdings=tuple(tuple(h) for h in holdings),
    )


# -- the games and their set-ups ------------------------------------------------------------
@dataclass(frozen=True)
class Secretive:
    """One set-up of a game with secrets."""

    game_id: str
    players: int
    variant: Variant
    options: dict[str, OptionValue] = field(default_factory=dict)
    #: event fields that carry a secret: they must be None in an event everyone sees
    secret_fields: dict[str, tuple[str, ...]] = field(default_factory=dict)

    @property
    def id(self) -> str:
        chosen = ",".join(f"{k}={v}" for k, v in sorted(self.options.items()))
        return f"{self.game_id}-{self.players}{'-' + chosen if chosen else ''}"

    def session(self, seed: int, seats: Sequence[Any]) -> Session:
        entry = registry.entry(self.game_id)
        names = ("Anna", "Bert", "Cleo", "Dora", "Emil")[: self.players]
        setup = Setup(names, options_with_defaults(entry.options, self.options, self.players))
        return Session(self.game_id, entry.rules(), setup, seed, seats)


SPION_SECRETS = {"EnvelopeWritten": ("number",), "Peeked": ("number",), "ZoffPicked": ("card",)}
CHECKPOINT_SECRETS = {
    "TileDrawn": ("tile",),
    "ClueChosen": ("tile", "side"),
    "ChipSeen": ("value", "adler"),
}
SETUPS = (
    Secretive("spion-und-spion", 2, spion_variant, secret_fields=SPION_SECRETS),
    Secretive("spion-und-spion", 4, spion_variant, secret_fields=SPION_SECRETS),
    Secretive("geheime-mission", 2, mission_variant, secret_fields={"CardDrawn": ("card",)}),
    Secretive(
        "geheime-mission",
        2,
        mission_variant,
        {"harder": "U-Boot", "first": "blue"},
        {"CardDrawn": ("card",)},
    ),
    Secretive("checkpoint-charlie", 3, checkpoint_variant, secret_fields=CHECKPOINT_SECRETS),
    Secretive(
        "checkpoint-charlie",
        4,
        checkpoint_variant,
        {"stasi": True},
        CHECKPOINT_SECRETS,
    ),
    Secretive(
        "checkpoint-charlie",
        5,
        checkpoint_variant,
        {"stasi": True, "cafe_adler": True},
        CHECKPOINT_SECRETS,
    ),
    Secretive(
        "checkpoint-charlie",
        3,
        checkpoint_variant,
        {"cafe_adler": True},
        CHECKPOINT_SECRETS,
    ),
)


def leaked_fields(setup: Secretive, events: Sequence[Event]) -> list[str]:
    """Secret fields filled in in events everyone sees (the move log describes those)."""
    found = []
    for event in events:
        name = type(event).__name__
        if event.seen_by is None:
            for attr in setup.secret_fields.get(name, ()):
                if getattr(event, attr) is not None:
                    found.append(f"{name}.{attr} in a public event: {event}")
    return found


def random_actions(session: Session, rng: random.Random, limit: int) -> Any:
    """Play random legal actions; accusations (which end games early) only now and then.

    Yields (player, outcome) after each action."""
    game = session.game
    for _ in range(limit):
        if session.result is not None:
            return
        to_act = game.to_act(session.state)
        choices = [
            (player, action)
            for player in sorted(to_act.players | to_act.anyone)
            for action in game.legal_actions(session.state, player)
            if player in to_act.players or rng.random() < 0.02
        ]
        calm = [c for c in choices if type(c[1]).__name__ != "Accuse"]
        if calm and (len(calm) < len(choices)) and rng.random() < 0.97:
            choices = calm
        if not choices:
            return
        player, action = rng.choice(choices)
        yield player, session.act(player, action)

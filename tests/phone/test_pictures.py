"""The phone's picture (issue 23): drawn from the seat's view only. A state that differs only in
another seat's secrets gives the same picture; the picture marks exactly the legal targets."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from spielesammlung.games.checkpoint.state import Accuse, ChooseSide, Swap
from spielesammlung.games.geheime_mission.rules import Place, mission_cards
from spielesammlung.games.spion.choices import choices as spion_choices
from spielesammlung.phone import presenter
from tests.phone.test_labels import make_session


def shown(session: Any, state: Any, seat: int) -> dict[str, Any]:
    game = session.game
    legal = game.legal_actions(state, seat) if game.to_act(state).may_act(seat) else ()
    present = presenter(session.game_id, session.setup.players)
    return present(seat, game.view_for(state, seat), legal)


def test_the_mission_picture_shows_the_rack_and_only_the_own_card() -> None:
    cards = mission_cards()
    checked = 0
    for seed in range(3):
        session = make_session("geheime-mission", 2, seed)
        game, rng = session.game, random.Random(seed)
        while session.result is None:
            state = session.state
            for seat in (0, 1):
                other = 1 - seat
                picture = shown(session, state, seat)["picture"]
                for card in rng.sample(cards, 3):  # another secret for the other seat
                    changed = list(state.cards)
                    changed[other] = card
                    twin = dataclasses.replace(state, cards=tuple(changed))
                    assert shown(session, twin, seat)["picture"] == picture
                    checked += 1
                rack = picture[-1]["cells"]
                view = game.view_for(state, seat)
                assert [c["stack"].count("") for c in rack] == [6 - len(c) for c in view.columns]
                legal = game.legal_actions(state, seat) if seat == state.to_move else []
                assert {i for i, c in enumerate(rack) if c["marked"]} == {a.column for a in legal}
                labels = shown(session, state, seat)["actions"]
                picks = {c["pick"] for c in rack} - {None}
                assert {a["pick"] for a in labels} <= picks
                assert all(
                    a["pick"] == f"column-{p.column}"
                    for a, p in zip(labels, legal, strict=True)
                    if isinstance(p, Place)
                )
            player = state.to_move
            session.act(player, rng.choice(game.legal_actions(state, player)))
    assert checked > 100


def test_the_checkpoint_picture_holds_no_other_clue_and_marks_the_suspects() -> None:
    checked = 0
    for seed in range(3):
        session = make_session("checkpoint-charlie", 4, seed, cafe_adler=True)
        game, rng = session.game, random.Random(seed)
        for _ in range(400):
            if session.result is not None:
                break
            state = session.state
            for seat in range(4):
                picture = shown(session, state, seat)["picture"]
                if state.stasi_holder is None:  # the others' clues: other tiles, sides, deck
                    tiles = list(state.tiles)
                    sides = list(state.sides)
                    for other in range(4):
                        if other != seat:
                            tiles[other] = rng.choice(state.bag or (0, 1, 2, 3, 4))
                            sides[other] = None if sides[other] is None else rng.randint(0, 1)
                    twin = dataclasses.replace(
                        state,
                        tiles=tuple(tiles),
                        sides=tuple(sides),
                        deck=tuple(rng.sample(state.deck, len(state.deck))),
                    )
                    assert shown(session, twin, seat)["picture"] == picture
                    checked += 1
                to_act = game.to_act(state)
                legal = game.legal_actions(state, seat) if to_act.may_act(seat) else []
                marked = {c["pick"] for r in picture for c in r["cells"] if c["marked"]}
                assert marked == {
                    f"cat-{a.cat}"
                    if isinstance(a, Accuse)
                    else f"side-{a.side}"
                    if isinstance(a, ChooseSide)
                    else f"chip-{seat}-{a.slot}"
                    for a in legal
                    if isinstance(a, Accuse | ChooseSide | Swap)
                }
            to_act = game.to_act(state)
            seat = min(to_act.players or to_act.anyone)
            session.act(seat, rng.choice(list(game.legal_actions(state, seat))))
    assert checked > 100


@pytest.mark.parametrize("players", [2, 4])
def test_the_spion_picture_holds_no_other_number_and_marks_the_choices(players: int) -> None:
    checked = 0
    for seed in range(20):  # random play often accuses wrongly: short games
        session = make_session("spion-und-spion", players, seed)
        game, rng = session.game, random.Random(seed)
        for _ in range(300):
            if session.result is not None:
                break
            state = session.state
            for seat in range(players):
                picture = shown(session, state, seat)["picture"]
                unseen = [  # spies of other colours whose numbers the seat never saw
                    i
                    for i, s in enumerate(state.spies)
                    if s.colour != seat
                    and s.number
                    and not s.exposed
                    and i not in state.known[seat]
                ]
                numbers = [state.spies[i].number for i in unseen]
                rng.shuffle(numbers)
                changed = dict(zip(unseen, numbers, strict=True))
                spies = tuple(
                    dataclasses.replace(s, number=changed[i]) if i in changed else s
                    for i, s in enumerate(state.spies)
                )
                envelopes = tuple(
                    e
                    if seat in (e.writer, e.holder) or e.number is None or e.shown
                    else dataclasses.replace(e, number=rng.randint(1, 3))
                    for e in state.envelopes
                )
                twin = dataclasses.replace(state, spies=spies, envelopes=envelopes)
                if game.view_for(twin, seat) == game.view_for(state, seat):
                    assert shown(session, twin, seat)["picture"] == picture
                    checked += 1
                to_act = game.to_act(state)
                legal = game.legal_actions(state, seat) if to_act.may_act(seat) else []
                marked = {c["pick"] for r in picture for c in r["cells"] if c["marked"]}
                view = game.view_for(state, seat)
                assert marked == spion_choices(view, seat, legal).targets()
            to_act = game.to_act(state)
            seat = min(to_act.players or to_act.anyone)
            session.act(seat, rng.choice(list(game.legal_actions(state, seat))))
    assert checked > 50  # twins the seat cannot tell apart (numbers it never saw)

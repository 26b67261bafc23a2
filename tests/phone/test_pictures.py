"""The phone's picture (issue 23): drawn from the seat's view only. A state that differs only in
another seat's secrets gives the same picture; the picture marks exactly the legal targets."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from spielesammlung.games.geheime_mission.rules import Place, mission_cards
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

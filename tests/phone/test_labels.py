"""What a phone shows (spielesammlung/phone): every legal action in words both languages tell
apart, the English page in English, for every game with secrets."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from spielesammlung.core import registry
from spielesammlung.core.protocol import Setup
from spielesammlung.core.seats import Seat
from spielesammlung.core.session import Session
from spielesammlung.phone import presenter


def make_session(game_id: str, players: int, seed: int, **options: Any) -> Session:
    names = tuple(f"P{i + 1}" for i in range(players))
    rules = registry.entry(game_id).rules()
    return Session(game_id, rules, Setup(names, options), seed, [Seat()] * players)


# Zillionen are the game's money: the name stays in English, as on the desktop.
GERMAN = re.compile(
    r"\b(Feld|Felder|Botschaft|Verlies|Spion|Umschlag|Karte|Runde|Säule|würfeln|Falle|Nr|Schwarz"
    r"|Weiß)\b"
)


@pytest.mark.parametrize(
    ("game_id", "players", "options"),
    [
        ("checkpoint-charlie", 5, {"stasi": True, "cafe_adler": True}),
        ("spion-und-spion", 2, {}),
        ("spion-und-spion", 4, {}),
        ("geheime-mission", 2, {}),
    ],
)
def test_the_phone_words_tell_every_action_apart_in_both_languages(
    game_id: str, players: int, options: dict[str, Any]
) -> None:
    """Two buttons never read alike, and the English page speaks English (money included)."""
    asked = 0
    for seed in range(4):
        session = make_session(game_id, players, seed=seed, **options)
        present = presenter(game_id, session.setup.players)
        game, rng = session.game, random.Random(seed)
        for _ in range(600):
            if session.result is not None:
                break
            to_act = game.to_act(session.state)
            for seat in range(players):
                may_act = to_act.may_act(seat)
                legal = game.legal_actions(session.state, seat) if may_act else ()
                show = present(seat, game.view_for(session.state, seat), legal)
                english = [show["prompt"], *show["info"], *(s["text"] for s in show["secrets"])]
                for label in show["actions"]:
                    english += [label["text"], label["note"], label["group"]]
                for text in filter(None, english):
                    assert not GERMAN.search(text["en"]), text
                for lang in ("en", "de"):
                    read = [
                        tuple((x or {}).get(lang) for x in (a["group"], a["text"], a["note"]))
                        for a in show["actions"]
                    ]
                    assert len(set(read)) == len(read), read
                asked += len(legal) > 1
            seat = min(to_act.players or to_act.anyone)
            session.act(seat, rng.choice(list(game.legal_actions(session.state, seat))))
    assert asked > 30

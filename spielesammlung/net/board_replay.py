"""The board page's replay (issue 26): the finished game, every secret shown, for a browser.

Once the game is over for good the host sends everyone the replay message (net/messages.py:
the save, seed and every action). The page cannot replay a save (the rules are Python), so to
a board page the host adds "board", made here once from that save:
  {"game": T, "players": [str], "layout": {...} | None, "result": RESULT, "secrets": bool,
   "steps": [{"view": VIEW, "player": int | None, "move": {"group": T | None, "text": T} | None}]}
`steps[0]` is the start, `steps[i]` the position after the i-th action: the all-seeing view
(`view_for(state, ALL_SEEING)`, as the desktop's replay viewer shows it), who acted and the
action in the words of the game's model of choices (games/<game>/choices.py), worded for anyone
watching (its `onlooker`, where a game's choices speak to the seat: "your spy") or else as the
actor was offered it (None when the model has no words for it); "secrets": whether anything
was hidden from someone in this game (the page then says every secret is shown).
T: {"en": ..., "de": ...}.
"""

from __future__ import annotations

import importlib
import json
from typing import Any

from ..core import registry, saves
from ..core.catalogue import texts
from ..core.jsonable import jsonable
from ..core.protocol import ALL_SEEING
from ..core.session import Session
from .board import layout


def message(text: str) -> str:
    """The replay message `text` with the board page's "board" (see the module text)."""
    replay = json.loads(text)
    replay["board"] = replay_board(saves.from_json(replay["game"]))
    return json.dumps(replay)


def replay_board(session: Session) -> dict[str, Any]:
    """Every position of the finished `session`, all-seeing, with the moves in words."""
    entry = registry.entry(session.game_id)
    model = importlib.import_module(f"{entry.module}.choices")
    words = getattr(model, "onlooker", model.choices)  # (the same signature)
    game = session.game
    players = session.setup.players

    def view(index: int) -> Any:
        return jsonable(game.view_for(session.state_at(index), ALL_SEEING))

    def move(index: int, player: int, action: Any) -> dict[str, Any] | None:
        before = session.state_at(index)
        legal = game.legal_actions(before, player)
        made = words(game.view_for(before, player), player, legal) if legal else None
        choice = None if made is None else made.find(action)
        if choice is None:
            return None
        group = None if choice.group is None else texts(choice.group)
        return {"group": group, "text": texts(choice.label)}

    steps = [{"view": view(0), "player": None, "move": None}]
    for index, played in enumerate(session.played):
        steps.append(
            {
                "view": view(index + 1),
                "player": played.player,
                "move": move(index, played.player, played.action),
            }
        )
    return {
        "game": {"en": entry.name_en, "de": entry.name_de},
        "players": list(players),
        "layout": layout(session.game_id, len(players)),
        "result": jsonable(session.result),
        "secrets": session.had_secrets(),
        "steps": steps,
    }

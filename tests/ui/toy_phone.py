"""The toy game's phone page (tests only): its own pick, and a button for every action."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from spielesammlung.phone import Present
from tests.core.toy_game import Pick

WORDS = {"en": "Pick %1", "de": "Wähle %1"}


def presenter(names: Sequence[str]) -> Present:
    def present(seat: int, view: Any, legal: Sequence[Any]) -> dict[str, Any]:
        def words(action: Any) -> dict[str, str]:
            if isinstance(action, Pick):
                return {k: w.replace("%1", str(action.number)) for k, w in WORDS.items()}
            return {"en": "Shout", "de": "Rufen"}

        pick = view.picks[seat]
        return {
            "secrets": [] if pick is None else [{"text": words(Pick(pick)), "art": None}],
            "info": [],
            "prompt": None,
            "actions": [
                {"text": words(a), "note": None, "group": None, "art": None, "pick": None}
                for a in legal
            ],
        }

    return present

"""What the start page reads of an autosave: a quick look, without the rules or a replay (the
rest of the saves' format is core/saves.py, which re-exports these)."""

import json
from pathlib import Path
from typing import NamedTuple

# No `from __future__ import annotations`: NamedTuple would compile each annotation string.

FORMAT = "spielesammlung-save"


class SaveError(Exception):
    """A file that cannot be loaded; `kind` is one of KINDS (the UI words the message)."""

    KINDS = ("unreadable", "damaged", "foreign", "newer", "unknown-game", "invalid")

    def __init__(self, kind: str, detail: str) -> None:
        assert kind in self.KINDS
        super().__init__(f"{kind}: {detail}")
        self.kind = kind
        self.detail = detail


class SaveSummary(NamedTuple):
    """What the resume offer shows of an autosave without replaying it."""

    path: Path
    game_id: str
    players: tuple[str, ...]
    moves: int
    saved_at: str


def summary(path: Path) -> SaveSummary:
    """A quick look at a save, raising SaveError for anything unreadable."""
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise SaveError("unreadable", str(error)) from error
    try:
        data = json.loads(raw.decode("utf-8"))
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise SaveError("foreign", "not a Spielesammlung save")
        return SaveSummary(
            path,
            str(data["game"]),
            tuple(str(p) for p in data["setup"]["players"]),
            int(data.get("cursor", len(data["actions"]))),
            str(data.get("saved_at", "")),
        )
    except (ValueError, RecursionError, OverflowError, KeyError, TypeError) as error:
        raise SaveError("damaged", str(error)) from error

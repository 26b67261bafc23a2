"""A board for the toy game (tests only): picks are collected on the secret page."""

from __future__ import annotations

from typing import Any

from spielesammlung.core.protocol import Setup
from spielesammlung.ui.board import BoardUi, SecretRequest, Turn
from tests.core.toy_game import Pick, Shout


class ToyBoard(BoardUi):
    def __init__(self, setup: Setup) -> None:
        super().__init__(setup)
        self.scene.setSceneRect(0, 0, 100, 100)
        self.shown: list[tuple[Any, Turn]] = []

    def show(self, view: Any, turn: Turn) -> None:
        self.shown.append((view, turn))

    def secret_request(self, view: Any, turn: Turn) -> SecretRequest | None:
        picks = [a for a in turn.legal if isinstance(a, Pick)]
        if not picks:
            return None
        return SecretRequest("Pick", "secret", [(str(a.number), a) for a in picks])

    def out_of_turn_label(self) -> str:
        return "Shout"

    def shout(self) -> None:
        self.action_chosen.emit(Shout())


def create_board(setup: Setup) -> ToyBoard:
    return ToyBoard(setup)


SOUNDS: dict[type, str] = {}  # the toy game is silent

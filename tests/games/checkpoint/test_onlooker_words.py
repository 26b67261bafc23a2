"""Checkpoint Charlie's choices worded for anyone watching (the board page's replay): the same
choices as the seat's, without "your" or "my"."""

from __future__ import annotations

from spielesammlung.core import autoplay
from spielesammlung.core.catalogue import texts
from spielesammlung.games.checkpoint.choices import choices, onlooker
from spielesammlung.games.checkpoint.state import KeepChips, Swap


def test_cafe_adler_choices_read_alike_for_anyone_watching() -> None:
    seen: set[type] = set()
    for seed in range(1, 30):
        session = autoplay.play("checkpoint-charlie", seed, 4, {"cafe_adler": True}).session
        for index, entry in enumerate(session.played):
            if not isinstance(entry.action, Swap | KeepChips):
                continue
            before = session.state_at(index)
            game, seat = session.game, entry.player
            view, legal = game.view_for(before, seat), game.legal_actions(before, seat)
            own, neutral = choices(view, seat, legal), onlooker(view, seat, legal)
            assert [c.action for c in own.items] == [c.action for c in neutral.items]
            for choice in neutral.items:
                for words in (texts(choice.label), texts(choice.group or choice.label)):
                    assert not {"your", "my"} & set(words["en"].lower().split()), words
                    assert not {"dein", "mein"} & set(words["de"].lower().split()), words
            seen.add(type(entry.action))
        if seen == {Swap, KeepChips}:
            break
    assert seen == {Swap, KeepChips}

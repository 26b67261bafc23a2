"""bench/ladder.py covers every pairing of issue 12's goals and writes a Markdown table."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench import ladder
from spielesammlung.core import registry


def test_every_game_and_pairing_is_on_the_ladder() -> None:
    lines = ladder.lines()
    assert {line.game for line in lines} == {game.id for game in registry.GAMES}
    two = [line for line in lines if line.players == 2]
    modes = {(line.game, line.mode) for line in two}
    for game, mode in modes:
        pairs = {line.lineup for line in two if (line.game, line.mode) == (game, mode)}
        assert pairs == {("strong", "medium"), ("medium", "easy")}
    for line in lines:
        assert registry.entry(line.game).players.count(line.players) == 1
        assert len(line.lineup) == line.players
    spion = [line for line in lines if line.game == "spion-und-spion" and line.players == 4]
    assert [line.lineup for line in spion] == [("strong", "medium", "strong", "medium")]


def test_a_tiny_ladder_writes_its_table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []

    def fake_run(game, lineup, players, games, options, seed):  # the arena's figures, made up
        calls.append((game, tuple(lineup), players, games, seed))
        figures = {
            "wins": 1,
            "draws": 0,
            "losses": 1,
            "share": 0.5,
            "think_mean_s": 0.1,
            "think_p95_s": 0.2,
            "think_max_s": 0.3,
        }
        return {"games": games, "levels": {level: dict(figures) for level in lineup}}

    monkeypatch.setattr(ladder.arena, "run", fake_run)
    out = tmp_path / "ladder.md"
    assert ladder.main([str(out), "--games", "2", "--only", "spion"]) == 0
    text = out.read_text(encoding="utf-8")
    assert [call[0] for call in calls] == ["spion-und-spion"] * 3
    assert text.count("| spion-und-spion |") == 3
    assert "| strong 50% | 65% | **no** |" in text

"""The ladder of computer players (issue 12): every pairing of the goals through the arena.

Run from the repository root (it takes hours at the default 100 games a line on 2 cores):
    .venv/bin/python -m bench.ladder OUT.md [--games N] [--seed N] [--only TEXT]
It writes a Markdown table: each line is one arena run (`python -m spielesammlung.cli arena`,
seats rotating on shared seeds) with the share of the points of the level under test, the
goal, whether it is met, and the think times (mean / p95 / max) of every level. `--only`
keeps the lines whose game or mode contains TEXT (e.g. `--only spion`).

Goals: two players, strong beats medium and medium beats easy with at least 65% of the
points (a draw counts half); Spion & Spion 4 players, a strong team against a medium team at
least 65%; three to five players, one strong seat among medium seats at least 1.6 times its
fair share (1 / players). The Heimlich goals against a fixed minimax and against GRhino are
not arena pairings and are measured by their own benchmark.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from spielesammlung.core import arena
from spielesammlung.core.protocol import OptionValue

TWO_PLAYER_GOAL = 0.65
SEAT_FACTOR = 1.6


@dataclass(frozen=True)
class Line:
    game: str
    mode: str
    lineup: tuple[str, ...]
    players: int
    options: dict[str, OptionValue]

    @property
    def level(self) -> str:
        """The level under test (the first of the lineup)."""
        return self.lineup[0]

    @property
    def goal(self) -> float:
        if self.players == 2 or self.game == "spion-und-spion":
            return TWO_PLAYER_GOAL
        return SEAT_FACTOR / self.players


def lines() -> list[Line]:
    ladder: list[Line] = []
    pairs = (("strong", "medium"), ("medium", "easy"))
    two_player_modes: list[tuple[str, str, dict[str, OptionValue]]] = [
        ("heimlich", "one-line", {}),
        ("heimlich", "classic", {"classic": True}),
        ("geheime-mission", "missions", {}),
        ("geheime-mission", "visor only", {"visor_only": True}),
        ("geheime-mission", "harder missions (Mikrofilm)", {"harder": "Mikrofilm"}),
        ("spion-und-spion", "2 players", {}),
        ("allianz", "2 players, horizontal", {"pairing": "horizontal"}),
        ("allianz", "2 players, vertical", {"pairing": "vertical"}),
        ("allianz", "2 players, diagonal", {"pairing": "diagonal"}),
    ]
    for game, mode, options in two_player_modes:
        for pair in pairs:
            ladder.append(Line(game, mode, pair, 2, options))
    ladder.append(Line("spion-und-spion", "4 players, teams", ("strong", "medium") * 2, 4, {}))
    variants: list[tuple[str, dict[str, OptionValue]]] = [
        ("basic", {}),
        ("Stasi", {"stasi": True}),
        ("Café Adler", {"cafe_adler": True}),
    ]
    for players in (3, 4, 5):
        for name, options in variants:
            lineup = ("strong",) + ("medium",) * (players - 1)
            mode = f"{players} players, {name}"
            ladder.append(Line("checkpoint-charlie", mode, lineup, players, options))
    for players in (3, 4):
        lineup = ("strong",) + ("medium",) * (players - 1)
        ladder.append(Line("allianz", f"{players} players", lineup, players, {}))
    return ladder


def _think(figures: dict[str, Any]) -> str:
    text = f"{figures['think_mean_s']:.2f} / {figures['think_p95_s']:.2f} / "
    text += f"{figures['think_max_s']:.2f}"
    if "depth_mean" in figures:
        text += f" (depth {figures['depth_mean']:.1f}, max {figures['depth_max']})"
    return text


def row(line: Line, report: dict[str, Any], seconds: float) -> str:
    levels = report["levels"]
    share = levels[line.level]["share"]
    met = "yes" if share >= line.goal else "**no**"
    lineup = ",".join(line.lineup)
    think = "; ".join(f"{level}: {_think(figures)}" for level, figures in levels.items())
    return (
        f"| {line.game} | {line.mode} | {lineup} | {report['games']} | {line.level} "
        f"{share:.0%} | {line.goal:.0%} | {met} | {think} | {seconds:.0f} s |"
    )


HEADER = (
    "| game | mode | lineup | games | share of the first level | goal | met "
    "| think s: mean / p95 / max | wall clock |\n"
    "|---|---|---|---|---|---|---|---|---|"
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path, help="the Markdown file to write")
    parser.add_argument("--games", type=int, default=100, help="games a line (default 100)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", default="", help="only lines whose game or mode has this")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    chosen = [line for line in lines() if args.only.lower() in f"{line.game} {line.mode}".lower()]
    if not chosen:
        parser.error(f"no ladder line matches {args.only!r}")
    rows = []
    for line in chosen:
        start = time.perf_counter()
        report = arena.run(
            line.game, line.lineup, line.players, args.games, line.options, args.seed
        )
        rows.append(row(line, report, time.perf_counter() - start))
        print(rows[-1], file=sys.stderr, flush=True)
    stamp = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    text = (
        f"# Computer-player ladder\n\n--games {args.games} a line (rounded up to whole seat "
        f"rotations), first seed {args.seed}, {arena.processes()} processes, {stamp}.\n\n"
        f"{HEADER}\n" + "\n".join(rows) + "\n"
    )
    args.out.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())

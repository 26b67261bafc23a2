"""Heimlich classic (plain Othello) against GRhino, a real Othello engine, over GTP.

Needs Debian's `grhino` (engine /usr/games/gtp-rhino). Run from the repository root, niced:
    nice -n 10 .venv/bin/python -m bench.heimlich_grhino [--levels 1,2,3,4,5] [--openings 10]
Every opening (a few random plies, seeded, the same for every level) is played twice, the
app's level once with each colour, so a level gets 2 x openings games. Prints one line per game
and then a Markdown table. Coordinates: GRhino's ranks are the app's flipped (a1 <-> a8), and its
black (moving first) is the app's white.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import shutil
import subprocess
from typing import Any

from spielesammlung.games.heimlich.board import parse_square, square_name
from spielesammlung.games.heimlich.notation import format_move
from spielesammlung.games.heimlich.rules import Action, Pass, Place, State

from .heimlich_minimax import AppPlayer, Player, openings, play_game, points, summary

ENGINE = shutil.which("gtp-rhino") or "/usr/games/gtp-rhino"
COLOURS = ("black", "white")  # app white (player 0) is GRhino's black


def to_gtp(square: int) -> str:
    """App square -> GRhino vertex (rank flipped)."""
    name = square_name(square)
    return f"{name[0]}{9 - int(name[1])}"


def from_gtp(vertex: str) -> int:
    vertex = vertex.strip().lower()
    return parse_square(f"{vertex[0]}{9 - int(vertex[1:])}")


class GRhino:
    """One gtp-rhino process for one game; it is told every move and asked for its own."""

    def __init__(self, level: int) -> None:
        self.process = subprocess.Popen(
            [ENGINE, f"--level={level}"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        self.seen = 0  # how many stones (placements) GRhino knows about

    def command(self, text: str) -> str:
        assert self.process.stdin and self.process.stdout
        self.process.stdin.write(text + "\n")
        self.process.stdin.flush()
        lines = []
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError(f"gtp-rhino ended after {text!r}")
            if line.strip() == "" and lines:
                break
            if line.strip():
                lines.append(line.rstrip("\n"))
        answer = "\n".join(lines)
        if answer.startswith("?"):
            raise RuntimeError(f"gtp-rhino refused {text!r}: {answer}")
        return answer[1:].strip()

    def close(self) -> None:
        with contextlib.suppress(RuntimeError, BrokenPipeError, OSError):
            self.command("quit")
        self.process.wait(timeout=10)


def grhino_player(engine: GRhino, history: list[tuple[int, Action]]) -> Player:
    """A player asking GRhino, after telling it the moves it has not seen (from `history`)."""

    def play(state: State, legal: list[Action]) -> Action:
        for player, action in history[engine.seen :]:
            if isinstance(action, Place):  # GRhino knows no passing move: it skips by itself
                engine.command(f"play {COLOURS[player]} {to_gtp(action.square)}")
        engine.seen = len(history)
        answer = engine.command(f"genmove {COLOURS[state.to_move]}")
        action: Action = Pass() if answer.lower() == "pass" else Place(from_gtp(answer))
        engine.seen += 1
        if action not in legal:
            raise RuntimeError(f"GRhino played {answer}, not legal here: {legal}")
        return action

    return play


def recording(player: Player, history: list[tuple[int, Action]]) -> Player:
    def play(state: State, legal: list[Action]) -> Action:
        action = player(state, legal)
        history.append((state.to_move, action))
        return action

    return play


def level_match(
    level: int, lines: list[list[Action]], app_level: str, seed: int, first: int = 0
) -> dict:
    app = AppPlayer(app_level, seed)
    scores = []
    for index, opening in enumerate(lines[first:], first):
        for seat in (0, 1):
            engine = GRhino(level)
            history: list[tuple[int, Action]] = [(i % 2, a) for i, a in enumerate(opening)]
            ours = recording(app, history)
            theirs = recording(grhino_player(engine, history), history)
            players: tuple[Player, Player] = (ours, theirs) if seat == 0 else (theirs, ours)
            try:
                final = play_game(players, opening, True)
            finally:
                engine.close()
            scores.append(points(final, seat))
            line = " ".join(format_move(a) for a in opening)
            print(
                f"level {level} opening {index} ({line}) app={'WY'[seat]}: "
                f"{final.counts} -> {scores[-1]}",
                flush=True,
            )
    return summary(f"grhino-{level}", app, scores)


def table(rows: list[dict[str, Any]]) -> str:
    head = "| opponent | games | app's points | share | think mean / p95 / max (s) | depth |"
    out = [head, "|---|---|---|---|---|---|"]
    for r in rows:
        out.append(
            f"| {r['opponent']} | {r['games']} | {r['points']} | {100 * r['share']:.0f}% | "
            f"{r['think_mean_s']} / {r['think_p95_s']} / {r['think_max_s']} | {r['depth_mean']} |"
        )
    return "\n".join(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--levels", default="1,2,3,4,5")
    parser.add_argument("--openings", type=int, default=10, help="games per level = 2 x this")
    parser.add_argument("--plies", type=int, default=4, help="random plies of each opening")
    parser.add_argument("--level", default="strong", help="the app's level")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first", type=int, default=0, help="first opening (to resume)")
    args = parser.parse_args()
    lines = openings(args.openings, args.plies, True, args.seed)
    rows = []
    for level in (int(x) for x in args.levels.split(",")):
        rows.append(level_match(level, lines, args.level, args.seed, args.first))
        print(json.dumps(rows[-1]), flush=True)
    print(table(rows))


if __name__ == "__main__":
    main()

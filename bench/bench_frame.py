"""Time of a full repaint of each game's board view, at scale 1 and 2.

    .venv/bin/python bench/bench_frame.py [--repeats N] [--scales 1,2] [--only GAME]

A `BoardView` of 1280x800 (offscreen platform, software raster) shows each board at the
opening (the acting seat's own view with its legal actions offered) and at a state some fixed
random actions later (as `render_boards.py` reaches it). The figure is the median time of
`viewport().repaint()` over N repaints, after two untimed ones (the caches are warm then, as
in a running game): the CPU time of the process (all its threads; it does
not grow when other processes load the machine), and the wall time beside it. The goal is
checked against the CPU time. Each scale runs in its own process (`QT_SCALE_FACTOR`).
Goal: at most 16 ms at scale 1 and 33 ms at scale 2.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from render_boards import SIZE, Case, actor, play, quiet

GOAL = {"1": 16.0, "2": 33.0}

CASES = (
    Case("Heimlich", "heimlich", 2, seed=3, steps=(0, 25)),
    Case("Geheime Mission", "geheime-mission", 2, seed=5, steps=(0, 15)),
    Case("Spion & Spion", "spion-und-spion", 4, seed=8, steps=(0, 12)),
    Case("Checkpoint Charlie", "checkpoint-charlie", 4, seed=9, steps=(0, 10)),
    Case("Allianz", "allianz", 4, seed=13, steps=(0, 16)),
)


def measure(case: Case, repeats: int) -> list[tuple[int, float, float]]:
    """(step, median wall ms, median CPU ms of the process) for each step of the case."""
    from PySide6.QtWidgets import QApplication

    from spielesammlung.ui.board import BoardView, Turn
    from spielesammlung.ui.games import create_board

    app = QApplication.instance()
    game, setup, states = play(case)
    figures = []
    for step in case.steps:
        step = min(step, len(states) - 1)
        state = states[step][1]
        player = actor(game, state)
        board = create_board(case.game_id, setup)
        board.speed = 0.0
        board.humans = tuple(range(len(setup.players)))
        view = BoardView()
        view.resize(*SIZE)
        view.show()
        view.set_board(board)
        if player is None:
            board.show(game.view_for(state, None), Turn(None, ()))
        else:
            legal = tuple(game.legal_actions(state, player))
            board.show(game.view_for(state, player), Turn(player, legal))
        app.processEvents()
        view.fit()
        app.processEvents()
        times, cpu = [], []
        for i in range(repeats + 2):
            start, start_cpu = time.perf_counter(), time.process_time()
            view.viewport().repaint()
            if i >= 2:
                times.append((time.perf_counter() - start) * 1000)
                cpu.append((time.process_time() - start_cpu) * 1000)
        figures.append((step, statistics.median(times), statistics.median(cpu)))
        view.set_board(None)
        view.close()
        board.deleteLater()
        view.deleteLater()
        app.processEvents()
    return figures


def child(repeats: int, only: list[str]) -> None:
    from PySide6.QtCore import qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    qInstallMessageHandler(quiet)
    app = QApplication([sys.argv[0]])
    scale = os.environ.get("QT_SCALE_FACTOR", "1")
    goal = GOAL.get(scale)
    print(f"scale {scale} (device pixel ratio {app.devicePixelRatio():g}), 1280x800 view:")
    for case in CASES:
        if only and case.game_id not in only:
            continue
        figures = measure(case, repeats)
        worst = max(ms for _, _, ms in figures)
        mark = "" if goal is None else ("  ok" if worst <= goal else f"  OVER {goal:g} ms")
        shown = ", ".join(f"step {s}: {cpu:.1f} ms (wall {ms:.1f})" for s, ms, cpu in figures)
        print(f"  {case.name:<20} {shown}{mark}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeats", type=int, default=15)
    parser.add_argument("--scales", default="1,2")
    parser.add_argument("--only", action="append", default=[], help="a game id")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.repeats, args.only)
        return
    for scale in args.scales.split(","):
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_SCALE_FACTOR=scale)
        env["PYTHONHASHSEED"] = "0"
        extra = [f"--only={o}" for o in args.only]
        command = [sys.executable, __file__, "--child", f"--repeats={args.repeats}", *extra]
        subprocess.run(command, check=True, env=env)


if __name__ == "__main__":
    main()

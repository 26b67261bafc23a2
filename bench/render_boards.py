"""Every game's board at fixed states, to PNG: run before and after a UI change, compare.

    .venv/bin/python bench/render_boards.py OUT            # OUT/scale1/*.png, OUT/scale2/*.png
    .venv/bin/python bench/render_boards.py OUT --scales 1 --only heimlich
    .venv/bin/python bench/render_boards.py --compare BEFORE AFTER [--diff DIFFDIR]

The states come only from the public contract: the rules (`new_game`, `to_act`,
`legal_actions`, `apply`, `view_for`) driven by a fixed choice (`random.Random(seed).choice`
over the legal actions, never a bot), and the board from `ui.games.create_board`, shown in a
1280x800 `BoardView` with `show(view, turn)`, every seat human (`humans`, `peek` set as the
shell sets them). Each state is drawn twice: the public view with
nothing offered, and the acting seat's own view with its legal actions offered. A board's side
panel, when it has one, is drawn beside it (320x800). The log lines (`describe`) and status
lines of the whole game go to a text file per case, in English and German.

Each scale runs in its own process (`QT_SCALE_FACTOR`, offscreen, `PYTHONHASHSEED=0`), so the
same tree gives the same PNG bytes on every run.

`--compare` reports each picture as `same` (pixel equal), `near` (antialiasing: at most 0.2% of
the pixels differ by more than 3 in a colour channel, and at most 0.01% by more than 24) or
`DIFFERENT`, plus
pictures missing on either side and text files that differ. `--diff DIR` writes a difference
picture for every picture that is not `same`.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

SIZE = (1280, 800)
PANEL_SIZE = (320, 800)
CAP = 400  # actions played at most for the "end" state
NEAR_SHARE = 0.002  # share of pixels that may differ by more than 3 and still be "near"
STRONG = 24  # a channel difference above this is no antialiasing any more ...
STRONG_SHARE = 0.0001  # ... unless it is this rare (glyph edges rasterised on another path)


@dataclass(frozen=True)
class Case:
    name: str
    game_id: str
    players: int
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 1
    steps: tuple[int, ...] = (0, 5, 20)  # plus the end (or CAP)


CASES = (
    Case("heimlich", "heimlich", 2, seed=3, steps=(0, 6, 25)),
    Case("heimlich-classic", "heimlich", 2, {"classic": True}, seed=4, steps=(12,)),
    Case("mission", "geheime-mission", 2, seed=5, steps=(0, 4, 15)),
    Case("mission-visor", "geheime-mission", 2, {"visor_only": True}, seed=6, steps=(9,)),
    Case("spion2", "spion-und-spion", 2, seed=7, steps=(0, 8, 30)),
    Case("spion4", "spion-und-spion", 4, seed=8, steps=(0, 12, 50)),
    Case("checkpoint4", "checkpoint-charlie", 4, seed=9, steps=(0, 3, 10, 25)),
    Case(
        "checkpoint5",
        "checkpoint-charlie",
        5,
        {"stasi": True, "cafe_adler": True},
        seed=10,
        steps=(0, 6, 20),
    ),
    Case("allianz3", "allianz", 3, seed=11, steps=(0, 6, 30)),
    Case("allianz2", "allianz", 2, {"pairing": "diagonal"}, seed=12, steps=(0, 10, 40)),
    Case("allianz4", "allianz", 4, seed=13, steps=(0, 16, 60)),
)

NAMES = ("Anna", "Ben", "Clara", "Dana", "Emil")


# --- rendering (child process) ------------------------------------------------------------


def actor(game: Any, state: Any) -> int | None:
    to_act = game.to_act(state)
    return min(to_act.players) if to_act.players else None


def play(case: Case) -> tuple[Any, Any, list[tuple[int, Any, list[Any]]]]:
    """The rules, the setup and [(step, state, public events of that step)], end included."""
    from spielesammlung.core import registry
    from spielesammlung.core.protocol import Setup

    game = registry.entry(case.game_id).rules()
    setup = Setup(NAMES[: case.players], dict(case.options))
    state = game.new_game(setup, case.seed)
    choose = random.Random(case.seed)
    states: list[tuple[int, Any, list[Any]]] = [(0, state, [])]
    for step in range(1, CAP + 1):
        player = actor(game, state)
        if player is None or game.result(state) is not None:
            break
        action = choose.choice(list(game.legal_actions(state, player)))
        outcome = game.apply(state, player, action)
        state = outcome.state
        states.append((step, state, [e for e in outcome.events if e.visible_to(None)]))
    return game, setup, states


def render(case: Case, out: Path) -> None:
    from PySide6.QtWidgets import QApplication

    from spielesammlung.ui.board import BoardView, Turn
    from spielesammlung.ui.games import create_board

    app = QApplication.instance()
    game, setup, states = play(case)
    wanted = {s for s in case.steps if s < len(states)} | {len(states) - 1}
    for step, state, _ in states:
        if step not in wanted:
            continue
        player = actor(game, state)
        shots: list[tuple[str, Any, Turn]] = [
            ("public", game.view_for(state, None), Turn(None, ()))
        ]
        if player is not None:
            legal = tuple(game.legal_actions(state, player))
            shots.append((f"seat{player}", game.view_for(state, player), Turn(player, legal)))
        for who, view, turn in shots:
            board = create_board(case.game_id, setup)
            board.speed = 0.0
            board.humans = tuple(range(case.players))  # as the shell sets them: all human
            own = game.view_for(state, player) if player is not None else None
            board.peek = lambda own=own: own
            panel = board.side_panel()  # as the game page: the panel first, then the board
            widget = BoardView()
            widget.resize(*SIZE)
            widget.show()
            widget.set_board(board)
            board.show(view, turn)
            app.processEvents()
            widget.fit()
            app.processEvents()
            stem = f"{case.name}-s{step:03d}-{who}"
            widget.viewport().grab().toImage().save(str(out / f"{stem}.png"), "PNG")
            if panel is not None:
                panel.resize(*PANEL_SIZE)
                panel.show()
                app.processEvents()
                panel.grab().toImage().save(str(out / f"{stem}-panel.png"), "PNG")
                panel.hide()
                panel.setParent(None)
            widget.set_board(None)
            widget.close()
            board.stop_animations()
            board.deleteLater()
            widget.deleteLater()
            app.processEvents()


def texts(case: Case, out: Path) -> None:
    """The log and status lines of the whole game, in English and German."""
    from spielesammlung.ui.games import create_board
    from spielesammlung.ui.i18n import Languages

    game, setup, states = play(case)
    languages = Languages()
    for language in ("en", "de"):
        languages.switch(language)
        board = create_board(case.game_id, setup)
        lines = []
        for step, state, events in states:
            for event in events:
                line = board.describe(event)
                if line is not None:
                    lines.append(f"{step:03d} {line}")
            lines.append(f"{step:03d} status: {board.status(game.view_for(state, None))!r}")
        (out / f"{case.name}-texts.{language}.txt").write_text("\n".join(lines) + "\n")
        board.deleteLater()
    languages.switch("en")


def quiet(kind: Any, context: Any, message: str) -> None:
    if "propagateSizeHints" not in message:
        print(message, file=sys.stderr)


def child(out: Path, only: list[str]) -> None:
    from PySide6.QtCore import qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    qInstallMessageHandler(quiet)
    app = QApplication([sys.argv[0]])
    import spielesammlung
    from spielesammlung.ui import paths

    print(f"  spielesammlung from {Path(spielesammlung.__file__).parent}", flush=True)
    print(f"  resources from {paths.resources()}", flush=True)
    out.mkdir(parents=True, exist_ok=True)
    for case in CASES:
        if only and case.game_id not in only and case.name not in only:
            continue
        render(case, out)
        if app.devicePixelRatio() == 1:
            texts(case, out)
        print(f"  {case.name}", flush=True)


def run(out: Path, scales: list[str], only: list[str]) -> None:
    for scale in scales:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_SCALE_FACTOR=scale)
        env["PYTHONHASHSEED"] = "0"
        env.pop("QT_SCREEN_SCALE_FACTORS", None)
        env.pop("QT_AUTO_SCREEN_SCALE_FACTOR", None)
        target = out / f"scale{scale}"
        print(f"scale {scale} -> {target}", flush=True)
        command = [
            sys.executable,
            __file__,
            "--child",
            str(target),
            *sum((["--only", o] for o in only), []),
        ]
        subprocess.run(command, check=True, env=env)


# --- comparing ----------------------------------------------------------------------------


def verdict(a: Path, b: Path, diff_dir: Path | None) -> str:
    from PySide6.QtGui import QImage, QPainter

    one = QImage(str(a)).convertToFormat(QImage.Format.Format_ARGB32)
    two = QImage(str(b)).convertToFormat(QImage.Format.Format_ARGB32)
    if one.size() != two.size():
        return f"DIFFERENT size {one.width()}x{one.height()} vs {two.width()}x{two.height()}"
    x, y = bytes(one.constBits()), bytes(two.constBits())
    if x == y:
        return "same"
    difference = one.copy()
    painter = QPainter(difference)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Difference)
    painter.drawImage(0, 0, two)
    painter.end()
    pixels = one.width() * one.height()
    if x[3::4].count(255) == y[3::4].count(255) == pixels:  # opaque: |a - b| per channel
        changed, visible, strong, largest, top, bottom = _measure(difference, pixels)
    else:
        changed, visible, strong, largest, top, bottom = _measure_slowly(x, y, one.bytesPerLine())
    total = one.width() * one.height()
    if diff_dir is not None:
        diff_dir.mkdir(parents=True, exist_ok=True)
        difference.save(str(diff_dir / f"{a.parent.name}-{a.name}"), "PNG")
    near = visible <= NEAR_SHARE * total and strong <= STRONG_SHARE * total
    return (
        f"{'near' if near else 'DIFFERENT'} ({changed} px differ, {visible} by more than 3,"
        f" {strong} by more than {STRONG}, largest channel difference {largest},"
        f" rows {top}-{bottom})"
    )


_ABOVE_0 = bytes(int(v > 0) for v in range(256))
_ABOVE_3 = bytes(int(v > 3) for v in range(256))
_STRONG = bytes(int(v > STRONG) for v in range(256))


def _measure(difference: Any, pixels: int) -> tuple[int, int, int, int, int, int]:
    """(pixels changed, changed by more than 3, by more than STRONG, largest channel difference,
    first row, last row) of an opaque difference picture, with bytes operations only (fast)."""
    data = bytearray(bytes(difference.constBits()))
    data[3::4] = bytes(pixels)  # the alpha channel says nothing here
    largest = max(data)

    def per_pixel(table: bytes) -> bytes:
        marks = data.translate(table)
        joined = 0
        for channel in range(3):
            joined |= int.from_bytes(marks[channel::4], "big")
        return joined.to_bytes(pixels, "big")

    changed, visible, strong = per_pixel(_ABOVE_0), per_pixel(_ABOVE_3), per_pixel(_STRONG)
    width = difference.width()
    first = pixels - len(changed.lstrip(b"\0"))
    last = len(changed.rstrip(b"\0")) - 1
    counts = changed.count(1), visible.count(1), strong.count(1)
    return (*counts, largest, first // width, last // width)


def _measure_slowly(x: bytes, y: bytes, stride: int) -> tuple[int, int, int, int, int, int]:
    """The same for pictures with transparent pixels, row by row."""
    largest, visible, changed, strong = 0, 0, 0, 0
    top, bottom = len(x) // stride, -1
    for row in range(len(x) // stride):
        r1, r2 = x[row * stride : (row + 1) * stride], y[row * stride : (row + 1) * stride]
        if r1 == r2:
            continue
        top, bottom = min(top, row), row
        deltas = [abs(p - q) for p, q in zip(r1, r2, strict=True)]
        largest = max(largest, max(deltas))
        for i in range(0, len(deltas), 4):
            pixel = max(deltas[i : i + 4])
            changed += pixel > 0
            visible += pixel > 3
            strong += pixel > STRONG
    return changed, visible, strong, largest, top, bottom


def compare(before: Path, after: Path, diff_dir: Path | None) -> int:
    from PySide6.QtGui import QGuiApplication

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    names = sorted(
        {p.relative_to(before) for p in before.rglob("*") if p.is_file()}
        | {p.relative_to(after) for p in after.rglob("*") if p.is_file()}
    )
    counts = {"same": 0, "near": 0, "DIFFERENT": 0, "missing": 0}
    for name in names:
        a, b = before / name, after / name
        if not a.exists() or not b.exists():
            counts["missing"] += 1
            print(f"{name}: missing in {'BEFORE' if not a.exists() else 'AFTER'}")
            continue
        if name.suffix == ".txt":
            same = a.read_bytes() == b.read_bytes()
            counts["same" if same else "DIFFERENT"] += 1
            if not same:
                print(f"{name}: DIFFERENT text")
            continue
        result = verdict(a, b, diff_dir)
        counts[result.split(" ")[0]] += 1
        print(f"{name}: {result}")
    print(
        "summary: "
        + ", ".join(f"{n} {k}" for k, n in counts.items())
        + f" (near: at most {NEAR_SHARE:.1%} of the pixels beyond 3, {STRONG_SHARE:.2%} beyond"
        f" {STRONG})"
    )
    return 0 if counts["DIFFERENT"] == counts["missing"] == 0 else 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", nargs="?", type=Path, help="folder for the pictures")
    parser.add_argument("--scales", default="1,2", help="comma-separated QT_SCALE_FACTORs")
    parser.add_argument("--only", action="append", default=[], help="a game id or case name")
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("BEFORE", "AFTER"))
    parser.add_argument("--diff", type=Path, help="with --compare: write difference pictures")
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.compare:
        sys.exit(compare(*args.compare, args.diff))
    if args.child:
        child(args.child, args.only)
        return
    if args.out is None:
        parser.error("give an output folder (or --compare BEFORE AFTER)")
    run(args.out, args.scales.split(","), args.only)


if __name__ == "__main__":
    main()

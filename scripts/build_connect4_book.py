"""Builds the opening book of the strong Geheime Mission player for the visor-only game.

    .venv/bin/python scripts/build_connect4_book.py [--out FILE] [--minutes M] [--fast N]

The strong player plays Connect Four perfectly: from its book where the project's solver is
too slow for one decision, with the solver everywhere else. The book holds, for every position
the strong player can meet when it follows its own choices (as the first or as the second
player, against any replies), in which a fresh solve by the C solver needs more than `--fast`
positions (default: the strong player's NATIVE_BOOK_FAST), the column it plays: one that
keeps a win a win and a draw a draw (solved by win/draw/loss), the first such in the solver's
centre-first ORDER on the mirror image with the smaller key, so the player stays inside the
book; mirror images share one entry. The walk ends where no position needs the book any more.
The shipped book: plies 0-9 with --fast 60000 (built for the Python solver), from ply 10 on
with the default; 3,735 positions, none needed after ply 15.

Speed: solving the early positions takes hours in Python, so this script compiles the C
transliteration of solver.py that the strong player also uses (_c4.c, as a program with
-DC4_STANDALONE; `gcc` needed) and talks to it through a pipe.
Its scores are checked against the Python solver by tests/games/geheime_mission/
test_native_solver.py, and the book's columns by test_book.py.
The positions are explored ply by ply; the book is written after every ply, so a run cut
short by --minutes still leaves a valid book (the plies done are recorded in the file), and
--resume goes on from there (the plies done are walked through the book, not solved again).
Run it niced: `nice -n 10 .venv/bin/python scripts/build_connect4_book.py --minutes 60`.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spielesammlung.games.geheime_mission.book import (
    BOOK_PATH,
    canonical,
    read_book,
    write_book,
)
from spielesammlung.games.geheime_mission.bots import NATIVE_BOOK_FAST
from spielesammlung.games.geheime_mission.solver import (
    BOARD,
    BOTTOM,
    COLUMNS,
    ORDER,
    play_line,
    winning_cells,
)

C_SOURCE = Path(__file__).resolve().parent.parent / "spielesammlung/games/geheime_mission/_c4.c"


def compile_solver(directory: Path) -> Path:
    binary = directory / "c4"
    command = ["gcc", "-O2", "-DC4_STANDALONE", "-o", str(binary), str(C_SOURCE)]
    subprocess.run(command, check=True)
    return binary


class EngineGone(Exception):
    """The solver process ended (the time given to the build is up)."""


class Engine:
    def __init__(self, binary: Path) -> None:
        self.process = subprocess.Popen(
            [str(binary)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )

    def ask(self, limit: int | str, moves: str) -> tuple[int, list[int]] | None:
        """(score, best columns) or None when a limited solve ran out of positions."""
        assert self.process.stdin and self.process.stdout
        self.process.stdin.write(f"{limit} {moves or '.'}\n")
        self.process.stdin.flush()
        answer = self.process.stdout.readline().split()
        if not answer:
            raise EngineGone
        if answer[0] == "out":
            return None
        return int(answer[0]), [int(c) for c in (answer[2] if len(answer) > 2 else "")]

    def close(self) -> None:
        self.process.kill()
        self.process.wait()


def mirrored(moves: str) -> str:
    return "".join(str(8 - int(c)) for c in moves)


def oriented(moves: str) -> str:
    """`moves` or its mirror image, whichever gives the smaller key (the book's orientation)."""
    current, mask = play_line(moves)
    key, flipped = canonical(current, mask)
    return mirrored(moves) if flipped else moves


def replies(moves: str, column: int) -> list[str]:
    """The positions after `column` and each reply that neither wins nor fills the rack."""
    current, mask = play_line(moves)
    move = (mask + BOTTOM) & COLUMNS[column]
    if winning_cells(current, mask) & move or mask.bit_count() + 1 >= 41:
        return []
    after = moves + str(column + 1)
    current, mask = current ^ mask, mask | move
    threats = winning_cells(current, mask)
    result = []
    for c in range(7):
        reply = (mask + BOTTOM) & COLUMNS[c] & BOARD
        if reply and not threats & reply:
            result.append(after + str(c + 1))
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=BOOK_PATH)
    parser.add_argument("--minutes", type=float, default=600.0, help="stop after this long")
    parser.add_argument("--fast", type=int, default=NATIVE_BOOK_FAST)
    parser.add_argument("--max-ply", type=int, default=42)
    parser.add_argument("--resume", action="store_true", help="go on from the plies in --out")
    args = parser.parse_args()
    book: dict[int, int] = {}
    resume_through = -1
    if args.resume and args.out.exists():
        book, resume_through = read_book(args.out)
    with tempfile.TemporaryDirectory() as directory:
        engine = Engine(compile_solver(Path(directory)))
        watchdog = threading.Timer(60 * args.minutes, engine.process.kill)
        watchdog.start()
        levels: dict[int, dict[int, str]] = {0: {canonical(0, 0)[0]: ""}, 1: {}}
        for c in range(7):
            moves = oriented(str(c + 1))
            levels[1][canonical(*play_line(moves))[0]] = moves
        done = -1
        ply = 0
        try:
            while ply in levels and ply <= args.max_ply:
                started = time.monotonic()
                slow = 0
                for key, moves in sorted(levels[ply].items()):
                    if ply <= resume_through:  # done before: walk the book only
                        column = book.get(key)
                        answer = None if column is None else (0, [column])
                    else:
                        answer = engine.ask(args.fast, moves)
                        answer = engine.ask("W", moves) if answer is None else None
                    if answer is None:
                        continue  # a fresh solve is quick enough: not in the book
                    slow += 1
                    column = next(c for c in ORDER if c in answer[1])
                    book[key] = column
                    for child in replies(moves, column):
                        child = oriented(child)
                        levels.setdefault(ply + 2, {})[canonical(*play_line(child))[0]] = child
                done = ply
                write_book(args.out, book, done)
                print(
                    f"ply {ply}: {len(levels[ply])} positions, {slow} in the book "
                    f"({len(book)} in all), {time.monotonic() - started:.0f} s",
                    flush=True,
                )
                ply += 1
        except EngineGone:
            print(f"time is up during ply {ply}", flush=True)
        watchdog.cancel()
        write_book(args.out, book, done)
        engine.close()
    print(f"book: {len(book)} positions, complete through ply {done}: {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

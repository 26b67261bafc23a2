"""Builds the opening book of the strong Geheime Mission player for the visor-only game.

    .venv/bin/python scripts/build_connect4_book.py [--out FILE] [--minutes M] [--fast N]

The strong player plays Connect Four perfectly: from its book where the project's solver is
too slow for one decision, with the solver (solver.py) everywhere else. The book holds, for
every position the strong player can meet when it follows its own choices (as the first or as
the second player, against any replies), in which the fresh solver needs more than `--fast`
positions, the column it plays. Its choice among the best columns is fixed (the first one in
the solver's centre-first ORDER, on the mirror image with the smaller key), so the player stays
inside the book; mirror images share one entry.

Speed: solving the early positions takes hours in Python, so this script compiles a C
transliteration of solver.py (the same search; `gcc` needed) and talks to it through a pipe.
Its scores are checked against the Python solver on the benchmark sets (bench/bench_solver.py)
and the book against the Python solver by tests/games/geheime_mission/test_book.py.
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

from spielesammlung.games.geheime_mission.book import (  # noqa: E402
    BOOK_PATH,
    canonical,
    read_book,
    write_book,
)
from spielesammlung.games.geheime_mission.solver import (  # noqa: E402
    BOARD,
    BOTTOM,
    COLUMNS,
    ORDER,
    play_line,
    winning_cells,
)

FAST = 60_000  # positions a fresh solve may take for the position to stay out of the book

C_SOURCE = r"""
/* Connect Four solver: a C transliteration of spielesammlung/games/geheime_mission/solver.py
   (Pons's negamax, null-window narrowing, bound table, hint moves, threat ordering).
   Protocol on stdin, one line each: "MODE MOVES" (MOVES: digits 1-7 or "." for the empty rack).
   MODE a number N > 0: exact, a fresh table, give up after N positions (answer "out NODES").
   MODE "E": exact with the big shared table. MODE "W": the same, but a won or drawn position
   only by its value (win 1, draw 0): the columns that keep it; a lost one exactly when that
   takes at most LOST_LIMIT positions, else the columns that do not lose at once (score -1).
   Answer: "SCORE NODES COLS" (COLS: the best columns 0-6 as digits). */
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <stdlib.h>
#include <setjmp.h>
#define W 7
#define H 6
#define CELLS 42
typedef uint64_t u64;
static const u64 BOTTOM = 0x0040810204081ULL;
static u64 BOARD;
static const int ORDER[7] = {3, 2, 4, 1, 5, 0, 6};
static u64 COL[7];
typedef struct { u64 key; uint8_t val; int8_t hint; uint32_t gen; } Entry;
static Entry *table; static u64 tsize; static uint32_t gen = 1;
static Entry *big, *small; static u64 bigsize = 1ULL << 24, smallsize = 1ULL << 21;
static u64 nodes, limit; static jmp_buf out;
#define UPPER 50
#define LOWER 150
static u64 winning(u64 s, u64 mask) {
  u64 r = (s << 1) & (s << 2) & (s << 3), p, q, a1, b1;
  int sh[3] = {7, 6, 8};
  for (int i = 0; i < 3; i++) {
    int k = sh[i];
    a1 = s << k; b1 = s >> k; p = a1 & (s << 2 * k); q = b1 & (s >> 2 * k);
    r |= (p & ((s << 3 * k) | b1)) | (q & (a1 | (s >> 3 * k)));
  }
  return r & (BOARD ^ mask);
}
static Entry *slot(u64 key) {
  u64 h = (key * 0x9E3779B97F4A7C15ULL) >> 20;
  return &table[h & (tsize - 1)];
}
static void store(u64 key, int val, int hint) {
  Entry *e = slot(key); e->key = key; e->gen = gen; e->val = val; e->hint = hint;
}
static int search(u64 cur, u64 mask, int moves, int alpha, int beta, u64 threats) {
  if (++nodes > limit) longjmp(out, 1);
  u64 possible = (mask + BOTTOM) & BOARD;
  u64 forced = possible & threats;
  if (forced) {
    if (forced & (forced - 1)) return -((CELLS - moves) / 2);
    possible = forced;
  }
  possible &= ~(threats >> 1);
  if (!possible) return -((CELLS - moves) / 2);
  if (moves >= CELLS - 2) return 0;
  int low = -((CELLS - 2 - moves) / 2);
  if (alpha < low) { alpha = low; if (alpha >= beta) return alpha; }
  int high = (CELLS - 1 - moves) / 2;
  if (beta > high) { beta = high; if (alpha >= beta) return beta; }
  u64 key = cur + mask;
  Entry *e = slot(key);
  int hint = -1;
  if (e->key == key && e->gen == gen) {
    int stored = e->val;
    hint = e->hint;
    if (stored != 0) {
      if (stored < 100) {
        if (beta > stored - UPPER) { beta = stored - UPPER; if (alpha >= beta) return beta; }
      } else if (alpha < stored - LOWER) {
        alpha = stored - LOWER; if (alpha >= beta) return alpha;
      }
    }
  }
  u64 opp = cur ^ mask;
  moves++;
  int score;
  if (hint >= 0 && (possible & COL[hint])) {
    u64 mv = possible & COL[hint];
    score = -search(opp, mask | mv, moves, -beta, -alpha, winning(cur | mv, mask));
    if (score >= beta) { store(key, score + LOWER, hint); return score; }
    if (score > alpha) alpha = score;
    possible ^= mv;
  }
  int n = 0, keys[7], cols[7]; u64 thr[7];
  for (int i = 0; i < 7; i++) {
    int c = ORDER[i]; u64 mv = possible & COL[c];
    if (mv) {
      u64 t = winning(cur | mv, mask);
      int k = (__builtin_popcountll(t) << 3) | (7 - i);
      int j = n++;
      while (j > 0 && keys[j - 1] < k) {
        keys[j] = keys[j - 1]; cols[j] = cols[j - 1]; thr[j] = thr[j - 1]; j--;
      }
      keys[j] = k; cols[j] = c; thr[j] = t;
    }
  }
  for (int j = 0; j < n; j++) {
    u64 mv = possible & COL[cols[j]];
    score = -search(opp, mask | mv, moves, -beta, -alpha, thr[j]);
    if (score >= beta) { store(key, score + LOWER, cols[j]); return score; }
    if (score > alpha) alpha = score;
  }
  e = slot(key);
  int keep = (e->key == key && e->gen == gen) ? e->hint : -1;
  e->key = key; e->gen = gen; e->val = alpha + UPPER; e->hint = keep;
  return alpha;
}
static int negamax(u64 cur, u64 mask, int moves, int a, int b) {
  return search(cur, mask, moves, a, b, winning(cur ^ mask, mask));
}
static int solve(u64 cur, u64 mask) {
  int moves = __builtin_popcountll(mask);
  if (winning(cur, mask) & (mask + BOTTOM) & BOARD) return (CELLS + 1 - moves) / 2;
  int low = -((CELLS - moves) / 2), high = (CELLS + 1 - moves) / 2;
  while (low < high) {
    int mid = low + (high - low) / 2;
    if (mid <= 0 && -((-low) / 2) < mid) mid = -((-low) / 2);
    else if (mid >= 0 && high / 2 > mid) mid = high / 2;
    int v = negamax(cur, mask, moves, mid, mid + 1);
    if (v <= mid) high = v; else low = v;
  }
  return low;
}
/* the win/draw/loss value for the side to move: 1, 0 or -1 (two null-window searches) */
#define LOST_LIMIT 20000000ULL
/* the columns after which the opponent cannot win at once (any column when there is none) */
static char *safe_columns(u64 cur, u64 mask) {
  static char cols[8]; int n = 0;
  for (int c = 0; c < 7; c++) {
    u64 m = (mask + BOTTOM) & COL[c];
    if (m && !(winning(cur ^ mask, mask | m) & ((mask | m) + BOTTOM) & BOARD)) cols[n++] = '0' + c;
  }
  for (int c = 0; n == 0 && c < 7; c++) if ((mask + BOTTOM) & COL[c]) cols[n++] = '0' + c;
  cols[n] = 0;
  return cols;
}
static int wdl(u64 cur, u64 mask) {
  int moves = __builtin_popcountll(mask);
  if (winning(cur, mask) & (mask + BOTTOM) & BOARD) return 1;
  if (negamax(cur, mask, moves, 0, 1) > 0) return 1;
  return negamax(cur, mask, moves, -1, 0) >= 0 ? 0 : -1;
}
int main(void) {
  BOARD = BOTTOM * ((1ULL << H) - 1);
  for (int c = 0; c < 7; c++) COL[c] = ((1ULL << H) - 1) << (7 * c);
  big = calloc(bigsize, sizeof(Entry)); small = calloc(smallsize, sizeof(Entry));
  char line[256];
  while (fgets(line, sizeof line, stdin)) {
    char mode[24], mv[128];
    if (sscanf(line, "%23s %127s", mode, mv) != 2) { printf("error\n"); fflush(stdout); continue; }
    u64 cur = 0, mask = 0;
    for (char *p = mv; *p && *p != '.'; p++) {
      u64 m = (mask + BOTTOM) & COL[*p - '1']; cur ^= mask; mask |= m;
    }
    int weak = mode[0] == 'W';
    unsigned long long lim = strtoull(mode, NULL, 10);
    if (lim) { table = small; tsize = smallsize; gen++; limit = lim; }
    else { table = big; tsize = bigsize; limit = ~0ULL; }
    nodes = 0;
    if (setjmp(out)) { printf("out %llu\n", (unsigned long long)nodes); fflush(stdout); continue; }
    int moves = __builtin_popcountll(mask), value = 0;
    if (weak) {
      value = wdl(cur, mask);
      if (value < 0) { /* lost: exactly (the longest defence) if that is quick enough */
        gen++; table = small; tsize = smallsize; limit = nodes + LOST_LIMIT;
        if (setjmp(out)) {
          table = big; tsize = bigsize; limit = ~0ULL;
          printf("-1 %llu %s\n", (unsigned long long)nodes, safe_columns(cur, mask));
          fflush(stdout);
          continue;
        }
        weak = 0;
      }
    }
    if (!weak) value = solve(cur, mask);
    u64 wins = winning(cur, mask);
    char best[8]; int nb = 0;
    for (int c = 0; c < 7; c++) {
      u64 m = (mask + BOTTOM) & COL[c];
      if (!m) continue;
      u64 child = cur ^ mask, cm = mask | m; int score, keeps;
      if (wins & m) keeps = 1;
      else if (moves + 1 == CELLS) keeps = value == 0;
      else if (winning(child, cm) & (cm + BOTTOM) & BOARD) keeps = value <= -((CELLS - moves) / 2);
      else if (weak && value > 0) keeps = negamax(child, cm, moves + 1, -1, 0) < 0;
      else if (weak) keeps = negamax(child, cm, moves + 1, 0, 1) <= 0;
      else {
        int t = negamax(child, cm, moves + 1, -value, 1 - value);
        score = t <= -value ? value : value - 1;
        keeps = score == value;
      }
      if (keeps) best[nb++] = '0' + c;
    }
    best[nb] = 0;
    printf("%d %llu %s\n", value, (unsigned long long)nodes, best); fflush(stdout);
  }
  return 0;
}
"""


def compile_solver(directory: Path) -> Path:
    source = directory / "c4.c"
    source.write_text(C_SOURCE)
    binary = directory / "c4"
    subprocess.run(["gcc", "-O2", "-o", str(binary), str(source)], check=True)
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
    parser.add_argument("--fast", type=int, default=FAST)
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

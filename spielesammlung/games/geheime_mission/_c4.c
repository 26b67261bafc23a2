/* Connect Four solver for the strong player of the visor-only game: a C transliteration of
   solver.py (Pons's negamax, null-window narrowing, bound table, hint moves, threat ordering),
   about a hundred times faster than its Python twin. Built by setup.py as the optional module
   spielesammlung.games.geheime_mission._c4 (see best_columns and score at the end); compiled with
   -DC4_STANDALONE it is the pipe engine of scripts/build_connect4_book.py instead:
   one line each on stdin, "MODE MOVES" (MOVES: digits 1-7 or "." for the empty rack).
   MODE a number N > 0: exact, a fresh table, give up after N positions (answer "out NODES").
   MODE "E": exact with the big shared table. MODE "W": the same, but a won or drawn position
   only by its value (win 1, draw 0): the columns that keep it; a lost one exactly when that
   takes at most LOST_LIMIT positions, else the columns that do not lose at once (score -1).
   Answer: "SCORE NODES COLS" (COLS: the best columns 0-6 as digits).
   Speed: the table probe is the costly step (a cache and TLB miss), so an entry is one word in
   a pair of two, the table sits on huge pages where the system gives them, and a position
   prefetches the entries of its children before it reads its own. */
#ifndef C4_STANDALONE
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include "pythread.h"
#endif
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <stdlib.h>
#include <setjmp.h>
#include <time.h>
#if defined(__unix__) || defined(__APPLE__)
#include <sys/mman.h>
#endif
#define W 7
#define H 6
#define CELLS 42
typedef uint64_t u64;
static const u64 BOTTOM = 0x0040810204081ULL;
static u64 BOARD;
static const int ORDER[7] = {3, 2, 4, 1, 5, 0, 6};
static u64 COL[7];
/* a table entry in one word: the position's key (49 bits: cur + mask < 2^49), the hint column
   + 1 (3 bits), the stored bound (8 bits: 0 none, UPPER + an upper bound, LOWER + a lower bound)
   and the generation (4 bits; an entry of another generation counts as empty) */
typedef u64 Entry;
#define KEY_BITS 49
#define KEY_MASK ((1ULL << KEY_BITS) - 1)
#define GENERATIONS 16
static Entry *table; static u64 tsize; static uint32_t gen = 1;
static u64 nodes, limit, check; static double deadline; static jmp_buf out;
static double now(void) {
  struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}
#define CHECK_EVERY 4096ULL /* positions between two looks at the clock */
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
/* a zeroed table of `n` entries (never freed), on huge pages where the system has them */
static Entry *new_table(u64 n) {
#if defined(MAP_ANONYMOUS) && defined(MADV_HUGEPAGE)
  size_t huge = 1 << 21, bytes = n * sizeof(Entry) + huge;
  char *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) return NULL;
  p += (huge - (uintptr_t)p % huge) % huge;  /* a huge page boundary */
  madvise(p, n * sizeof(Entry), MADV_HUGEPAGE);
  return (Entry *)p;
#else
  return calloc(n, sizeof(Entry));
#endif
}
static Entry *slot(u64 key) {
  u64 h = (key * 0x9E3779B97F4A7C15ULL) >> 20;
  return &table[h & (tsize - 1)];
}
static int found(Entry e, u64 key) { return (e & KEY_MASK) == key && e >> 60 == gen; }
static int hint_of(Entry e) { return (int)(e >> KEY_BITS & 7) - 1; }
static int bound_of(Entry e) { return (int)(e >> 52 & 255); }
/* a position may sit in either entry of its pair (one cache line): `probe` finds it; `store`
   keeps the pair's other entry and moves the one it displaces there (the two latest stay) */
static Entry *probe(u64 key) {
  Entry *e = slot(key);
  if (found(*e, key)) return e;
  Entry *f = (Entry *)((uintptr_t)e ^ 8);
  return found(*f, key) ? f : e;
}
static void store(u64 key, int val, int hint) {
  Entry *e = slot(key), *f = (Entry *)((uintptr_t)e ^ 8);
  Entry v = key | (u64)(hint + 1) << KEY_BITS | (u64)val << 52 | (u64)gen << 60;
  if (found(*f, key)) *f = v;
  else { if (!found(*e, key)) *f = *e; *e = v; }
}
static int search(u64 cur, u64 mask, int moves, int alpha, int beta, u64 threats) {
  if (++nodes > check) {
    if (nodes > limit || (deadline > 0 && now() > deadline)) longjmp(out, 1);
    check = nodes + CHECK_EVERY < limit ? nodes + CHECK_EVERY : limit;
  }
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
  Entry *e = probe(key);
  for (u64 rest = possible; rest; rest &= rest - 1)  /* the children's entries, meanwhile */
    __builtin_prefetch(slot((cur ^ mask) + (mask | (rest & -rest))));
  int hint = -1;
  if (found(*e, key)) {
    int stored = bound_of(*e);
    hint = hint_of(*e);
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
  e = probe(key);
  store(key, alpha + UPPER, found(*e, key) ? hint_of(*e) : -1);
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

/* the columns 0-6 that keep `value` for the side to move (as digits, in `best`);
   weak: `value` is only win 1 / draw 0 (a lost position is solved exactly) */
static void keeping(u64 cur, u64 mask, int value, int weak, char *best) {
  int moves = __builtin_popcountll(mask), nb = 0;
  u64 wins = winning(cur, mask);
  for (int c = 0; c < 7; c++) {
    u64 m = (mask + BOTTOM) & COL[c];
    if (!m) continue;
    u64 child = cur ^ mask, cm = mask | m; int keeps;
    if (wins & m) keeps = 1;
    else if (moves + 1 == CELLS) keeps = value == 0;
    else if (winning(child, cm) & (cm + BOTTOM) & BOARD) keeps = value <= -((CELLS - moves) / 2);
    else if (weak && value > 0) keeps = negamax(child, cm, moves + 1, -1, 0) < 0;
    else if (weak) keeps = negamax(child, cm, moves + 1, 0, 1) <= 0;
    else {
      int t = negamax(child, cm, moves + 1, -value, 1 - value);
      keeps = (t <= -value ? value : value - 1) == value;
    }
    if (keeps) best[nb++] = '0' + c;
  }
  best[nb] = 0;
}
static void setup(void) {
  BOARD = BOTTOM * ((1ULL << H) - 1);
  for (int c = 0; c < 7; c++) COL[c] = ((1ULL << H) - 1) << (7 * c);
}

#ifndef C4_STANDALONE
static PyThread_type_lock lock;
static Entry *kept;  /* the module's table, kept between calls */
#define KEPT_SIZE (1ULL << 22)  /* entries: 32 MiB */

PyDoc_STRVAR(best_columns_doc,
"best_columns(current, mask, limit, seconds) -> (score, columns) or None\n\n"
"The exact score of the position for the side to move and the columns (0-6) that keep it,\n"
"as solver.Solver.best_columns; None after `limit` positions or `seconds` (0: no deadline).\n"
"The table is kept between calls; the GIL is released while searching.");

static PyObject *best_columns(PyObject *Py_UNUSED(self), PyObject *args) {
  unsigned long long cur, mask, lim; double seconds;
  if (!PyArg_ParseTuple(args, "KKKd", &cur, &mask, &lim, &seconds)) return NULL;
  if ((mask & ~BOARD) || (cur & ~mask)) {
    PyErr_SetString(PyExc_ValueError, "not a position in the solver's layout");
    return NULL;
  }
  int value = 0; volatile int done = 0; char best[8];
  Py_BEGIN_ALLOW_THREADS
  PyThread_acquire_lock(lock, WAIT_LOCK);
  if (!kept) kept = new_table(KEPT_SIZE);
  if (kept) {
    table = kept; tsize = KEPT_SIZE; nodes = 0; limit = lim;
    check = limit < CHECK_EVERY ? limit : CHECK_EVERY;
    deadline = seconds > 0 ? now() + seconds : 0;
    if (!setjmp(out)) {
      value = solve(cur, mask);
      keeping(cur, mask, value, 0, best);
      done = 1;
    }
  }
  PyThread_release_lock(lock);
  Py_END_ALLOW_THREADS
  if (!kept) return PyErr_NoMemory();
  if (!done) Py_RETURN_NONE;
  PyObject *columns = PyList_New(0);
  if (!columns) return NULL;
  for (char *p = best; *p; p++) {
    PyObject *c = PyLong_FromLong(*p - '0');
    if (!c || PyList_Append(columns, c) < 0) { Py_XDECREF(c); Py_DECREF(columns); return NULL; }
    Py_DECREF(c);
  }
  return Py_BuildValue("(iN)", value, columns);
}

PyDoc_STRVAR(score_doc,
"score(current, mask) -> int\n\n"
"The exact score of the position for the side to move, as solver.Solver.solve (no limit).\n"
"The table is kept between calls; the GIL is released while searching.");

static PyObject *score(PyObject *Py_UNUSED(self), PyObject *args) {
  unsigned long long cur, mask;
  if (!PyArg_ParseTuple(args, "KK", &cur, &mask)) return NULL;
  if ((mask & ~BOARD) || (cur & ~mask)) {
    PyErr_SetString(PyExc_ValueError, "not a position in the solver's layout");
    return NULL;
  }
  int value = 0;
  Py_BEGIN_ALLOW_THREADS
  PyThread_acquire_lock(lock, WAIT_LOCK);
  if (!kept) kept = new_table(KEPT_SIZE);
  if (kept) {
    table = kept; tsize = KEPT_SIZE; nodes = 0; limit = ~0ULL; check = CHECK_EVERY;
    deadline = 0;
    if (!setjmp(out)) value = solve(cur, mask);
  }
  PyThread_release_lock(lock);
  Py_END_ALLOW_THREADS
  if (!kept) return PyErr_NoMemory();
  return PyLong_FromLong(value);
}

static PyMethodDef methods[] = {
  {"best_columns", best_columns, METH_VARARGS, best_columns_doc},
  {"score", score, METH_VARARGS, score_doc},
  {NULL, NULL, 0, NULL},
};
static struct PyModuleDef module = {
  PyModuleDef_HEAD_INIT, "_c4", NULL, -1, methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__c4(void) {
  setup();
  lock = PyThread_allocate_lock();
  if (!lock) return PyErr_NoMemory();
  return PyModule_Create(&module);
}
#else
static Entry *big, *small; static u64 bigsize = 1ULL << 24, smallsize = 1ULL << 21;
/* a new generation: every entry so far counts as empty (both tables cleared when it wraps) */
static void next_generation(void) {
  if (++gen == GENERATIONS) {
    memset(big, 0, bigsize * sizeof(Entry)); memset(small, 0, smallsize * sizeof(Entry));
    gen = 1;
  }
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
  setup();
  big = new_table(bigsize); small = new_table(smallsize);
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
    if (lim) { next_generation(); table = small; tsize = smallsize; limit = lim; }
    else { table = big; tsize = bigsize; limit = ~0ULL; }
    nodes = 0; check = limit < CHECK_EVERY ? limit : CHECK_EVERY;
    if (setjmp(out)) { printf("out %llu\n", (unsigned long long)nodes); fflush(stdout); continue; }
    int value = 0;
    if (weak) {
      value = wdl(cur, mask);
      if (value < 0) { /* lost: exactly (the longest defence) if that is quick enough */
        next_generation(); table = small; tsize = smallsize; limit = nodes + LOST_LIMIT; check = nodes;
        if (setjmp(out)) {
          table = big; tsize = bigsize; limit = ~0ULL; check = nodes;
          printf("-1 %llu %s\n", (unsigned long long)nodes, safe_columns(cur, mask));
          fflush(stdout);
          continue;
        }
        weak = 0;
      }
    }
    if (!weak) value = solve(cur, mask);
    char best[8];
    keeping(cur, mask, value, weak, best);
    printf("%d %llu %s\n", value, (unsigned long long)nodes, best); fflush(stdout);
  }
  return 0;
}
#endif

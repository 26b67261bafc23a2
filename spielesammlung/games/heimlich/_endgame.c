/* Exact endgame solver of Heimlich, still & leise: the C twin of engine.py's Search.solve and
   Search.solve_root, for both rule sets (one-line: a move is a square and ONE enclosed line,
   keyed square * 8 + direction; classic Reversi: every enclosed line flips, keyed by the square).
   Built by setup.py as the optional module spielesammlung.games.heimlich._endgame; without it
   the strong player uses the Python solver.

   Same semantics as the Python solver: fail-soft negamax on the final disc difference for the
   side to move (empty squares go to nobody), a side without a move passes, the game ends when
   neither side can move. Bitboards as in board.py: bit i is square i, a1 = 0, h8 = 63; the
   directions n ne e se s sw w nw are 0..7, north = towards rank 8.

   Search: alpha-beta with a null window after the first move (PVS); moves that leave the
   opponent the fewest replies first (from ORDER_EMPTIES empties on), below that quadrants
   with an odd number of empty squares first, corners first and the squares next to them last;
   a bound table keyed by (own, opp, rules) kept across calls (valid forever: the bounds are
   facts about positions), asked about every move's position first high in the tree (enhanced
   transposition cutoff); the opponent's stable stones bound the score from above (they count
   for the opponent whatever happens: the cut that makes lopsided endgames of the one-line
   rules cheap). A node limit and a deadline (the monotonic clock, read every CHECK_EVERY
   nodes) end the search early: then the answer is None. The GIL is released during the
   search; the shared table is guarded by a lock, and a second caller while it is taken (a
   hint while the computer thinks) searches with a small table of its own. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include "pythread.h"
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#ifdef _WIN32
#include <windows.h>
#else
#include <time.h>
#endif

typedef uint64_t u64;

#if defined(_MSC_VER)
#include <intrin.h>
#define PREFETCH(address) _mm_prefetch((const char *)(address), _MM_HINT_T0)
static int popcount(u64 x) { return (int)__popcnt64(x); }
static int lowest(u64 x) { unsigned long i; _BitScanForward64(&i, x); return (int)i; }
static int highest(u64 x) { unsigned long i; _BitScanReverse64(&i, x); return (int)i; }
#else
#define PREFETCH(address) __builtin_prefetch(address)
#ifdef __POPCNT__
static inline int popcount(u64 x) { return __builtin_popcountll(x); }
#else /* without -mpopcnt the builtin is a library call: slower than this */
static inline int popcount(u64 x) {
  x -= (x >> 1) & 0x5555555555555555ULL;
  x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return (int)((x * 0x0101010101010101ULL) >> 56);
}
#endif
static inline int lowest(u64 x) { return __builtin_ctzll(x); }
static inline int highest(u64 x) { return 63 - __builtin_clzll(x); }
#endif

#define INF 65                  /* beyond every disc difference */
#define CHECK_EVERY 4096        /* nodes between two looks at the clock */
#ifndef TABLE_BITS
#define TABLE_BITS 19           /* the shared table: 2^19 entries (12 MB) */
#endif
#define SPARE_BITS 16           /* the table of a second caller while the shared one is busy */
#ifndef TABLE_EMPTIES
#define TABLE_EMPTIES 4         /* positions with at least this many empties go in the table */
#endif
#ifndef ORDER_EMPTIES
#define ORDER_EMPTIES 4         /* from here on, moves are sorted by the opponent's replies */
#endif
#ifndef ETC_EMPTIES
#define ETC_EMPTIES 7           /* from here on, the table is asked about every move first */
#endif
#ifndef MOBILITY_WEIGHT
#define MOBILITY_WEIGHT 64       /* against the square values (-50..100) */
#endif
#ifndef STABLE_EMPTIES
#define STABLE_EMPTIES 2        /* from here on, stable discs may end the search */
#endif
#define STACK_MOVES (64 * 64 * 8)

static const u64 INNER = 0x7E7E7E7E7E7E7E7EULL;
static const u64 CORNERS = 0x8100000000000081ULL;
static const u64 X_SQUARES = 0x4200000000004200ULL;
static const u64 C_SQUARES = 0x4281000000008142ULL;
static const u64 QUADRANTS[4] = {
  0x000000000F0F0F0FULL, 0x00000000F0F0F0F0ULL, 0x0F0F0F0F00000000ULL, 0xF0F0F0F000000000ULL};
/* Squares by preference for the small searches: corners, edges, inside, C squares, X squares. */
static u64 GROUPS[5];
static const int UPWARD[8] = {1, 1, 1, 0, 0, 0, 0, 1};
static const int STEP_FILE[8] = {0, 1, 1, 1, 0, -1, -1, -1};
static const int STEP_RANK[8] = {1, 1, 0, -1, -1, -1, 0, 1};
static const int SQUARE_VALUE[64] = {
  100, -20, 10, 5, 5, 10, -20, 100, -20, -50, -2, -2, -2, -2, -50, -20,
  10, -2, 1, 1, 1, 1, -2, 10, 5, -2, 1, 0, 0, 1, -2, 5,
  5, -2, 1, 0, 0, 1, -2, 5, 10, -2, 1, 1, 1, 1, -2, 10,
  -20, -50, -2, -2, -2, -2, -50, -20, 100, -20, 10, 5, 5, 10, -20, 100};
static u64 RAY[64][8];      /* from a square (exclusive) to the edge, per direction */
static u64 ADJACENT[64][8]; /* the neighbour per direction (0 off the board) */
static u64 AROUND[64];      /* all neighbours */
/* Edges (8 squares, 3^8 fillings): the stones no sequence of placements on the edge can flip,
   per rule set; a stone on an edge flips only by a placement on that edge, along it. */
static uint8_t EDGE_STABLE[2][6561], EDGE_KNOWN[2][6561];
static int TERNARY[256];    /* an edge's stones as a base-3 number (own 1, opp 2) */
static u64 SPREAD[256];     /* a byte as file a: bit i to square 8 * i */
static const u64 GATHER = 0x0102040810204080ULL; /* (x & FILE_A) * GATHER >> 56: the reverse */
static const u64 FILE_A = 0x0101010101010101ULL, FILE_H = 0x8080808080808080ULL;
static const u64 RANK_1 = 0xFFULL, RANK_8 = 0xFF00000000000000ULL;
static const u64 BORDER = 0xFF818181818181FFULL;

typedef struct { u64 own, opp; int8_t low, up; int16_t key; uint8_t classic, empties; } Entry;
typedef struct { u64 flips, bit; int key, score; } Move;
typedef struct {
  int classic, stopped;
  u64 nodes, max_nodes, next_check;
  double deadline;
  Entry *table;
  u64 table_mask;
  Move *stack;
} Search;

static double now(void) {
#ifdef _WIN32
  LARGE_INTEGER count, frequency;
  QueryPerformanceCounter(&count); QueryPerformanceFrequency(&frequency);
  return (double)count.QuadPart / (double)frequency.QuadPart;
#else
  struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
#endif
}

/* The stones of colour `colour` (1, 2) enclose from cell i in direction step (0: none). */
static int edge_run(const int *cell, int i, int step, int colour) {
  int mask = 0, j = i + step;
  while (0 <= j && j < 8 && cell[j] == 3 - colour) { mask |= 1 << j; j += step; }
  return (0 <= j && j < 8 && cell[j] == colour) ? mask : 0;
}

/* The edge's stones that never flip, trying every placement of either colour on every empty
   cell: in classic mode flipping all the edge lines it encloses (perhaps none: it may enclose
   a line off the edge), in the one-line rules one of them or none. */
static int edge_stability(int classic, const int *cell) {
  int index = 0, stable = 0;
  for (int i = 7; i >= 0; i--) index = index * 3 + cell[i];
  if (EDGE_KNOWN[classic][index]) return EDGE_STABLE[classic][index];
  for (int i = 0; i < 8; i++)
    if (cell[i]) stable |= 1 << i;
  for (int i = 0; i < 8 && stable; i++) {
    if (cell[i]) continue;
    for (int colour = 1; colour <= 2; colour++) {
      int left = edge_run(cell, i, -1, colour), right = edge_run(cell, i, 1, colour);
      int options[3], count = 0;
      if (classic) {
        options[count++] = left | right;
      } else {
        options[count++] = 0;
        if (left) options[count++] = left;
        if (right) options[count++] = right;
      }
      for (int k = 0; k < count; k++) {
        int next[8];
        for (int j = 0; j < 8; j++) next[j] = (options[k] >> j & 1) ? colour : cell[j];
        next[i] = colour;
        stable &= ~options[k] & edge_stability(classic, next);
      }
    }
  }
  EDGE_KNOWN[classic][index] = 1;
  EDGE_STABLE[classic][index] = (uint8_t)stable;
  return stable;
}

static void init_tables(void) {
  for (int square = 0; square < 64; square++) {
    AROUND[square] = 0;
    for (int d = 0; d < 8; d++) {
      int file = square % 8 + STEP_FILE[d], rank = square / 8 + STEP_RANK[d];
      u64 ray = 0;
      ADJACENT[square][d] = 0;
      if (0 <= file && file < 8 && 0 <= rank && rank < 8) ADJACENT[square][d] = 1ULL << (file + 8 * rank);
      while (0 <= file && file < 8 && 0 <= rank && rank < 8) {
        ray |= 1ULL << (file + 8 * rank);
        file += STEP_FILE[d]; rank += STEP_RANK[d];
      }
      RAY[square][d] = ray;
      AROUND[square] |= ADJACENT[square][d];
    }
  }
  for (int byte = 0; byte < 256; byte++) {
    TERNARY[byte] = 0;
    SPREAD[byte] = 0;
    for (int i = 7; i >= 0; i--) {
      TERNARY[byte] = TERNARY[byte] * 3 + (byte >> i & 1);
      if (byte >> i & 1) SPREAD[byte] |= 1ULL << (8 * i);
    }
  }
  for (int classic = 0; classic < 2; classic++) {
    for (int index = 0; index < 6561; index++) {
      int cell[8];
      for (int i = 0, rest = index; i < 8; i++, rest /= 3) cell[i] = rest % 3;
      edge_stability(classic, cell);
    }
  }
  GROUPS[0] = CORNERS;
  GROUPS[1] = 0xFF818181818181FFULL & ~(CORNERS | C_SQUARES);
  GROUPS[2] = ~0xFF818181818181FFULL & ~X_SQUARES;
  GROUPS[3] = C_SQUARES;
  GROUPS[4] = X_SQUARES;
}

/* The opposing stones a stone on `square` encloses in direction d (0: none). */
static inline u64 line_flips(u64 own, u64 opp, int square, int d) {
  u64 ray = RAY[square][d], blockers = ray & ~opp, first;
  if (!blockers) return 0;
  if (UPWARD[d]) {
    first = blockers & (0 - blockers);
    return (own & first) ? ray & (first - 1) : 0;
  }
  first = 1ULL << highest(blockers);
  return (own & first) ? ray & ~((first << 1) - 1) : 0;
}

static inline u64 all_flips(u64 own, u64 opp, int square) {
  u64 flips = 0;
  const u64 *adjacent = ADJACENT[square];
  for (int d = 0; d < 8; d++)
    if (adjacent[d] & opp) flips |= line_flips(own, opp, square, d);
  return flips;
}

static inline u64 up(u64 own, u64 mask, int k) {
  u64 x = mask & (own << k), pairs = mask & (mask << k);
  x |= mask & (x << k);
  x |= pairs & (x << (2 * k));
  x |= pairs & (x << (2 * k));
  return x << k;
}

static inline u64 down(u64 own, u64 mask, int k) {
  u64 x = mask & (own >> k), pairs = mask & (mask >> k);
  x |= mask & (x >> k);
  x |= pairs & (x >> (2 * k));
  x |= pairs & (x >> (2 * k));
  return x >> k;
}

/* Per direction n..nw: the empty squares where own encloses a line in that direction. */
static inline void targets(u64 own, u64 opp, u64 t[8]) {
  u64 empty = ~(own | opp), inner = opp & INNER;
  t[0] = down(own, opp, 8) & empty;
  t[1] = down(own, inner, 9) & empty;
  t[2] = down(own, inner, 1) & empty;
  t[3] = up(own, inner, 7) & empty;
  t[4] = up(own, opp, 8) & empty;
  t[5] = up(own, inner, 9) & empty;
  t[6] = up(own, inner, 1) & empty;
  t[7] = down(own, inner, 7) & empty;
}

/* How many moves the side to move has: squares in classic mode, square-lines otherwise. */
static inline int replies(u64 own, u64 opp, int classic) {
  u64 t[8];
  targets(own, opp, t);
  if (classic) return popcount(t[0] | t[1] | t[2] | t[3] | t[4] | t[5] | t[6] | t[7]);
  return popcount(t[0]) + popcount(t[1]) + popcount(t[2]) + popcount(t[3]) + popcount(t[4])
         + popcount(t[5]) + popcount(t[6]) + popcount(t[7]);
}

static inline int can_move(u64 own, u64 opp) {
  u64 t[8];
  targets(own, opp, t);
  return (t[0] | t[1] | t[2] | t[3] | t[4] | t[5] | t[6] | t[7]) != 0;
}

/* Every move of the side to move into `moves`; returns how many. */
static int generate(u64 own, u64 opp, int classic, Move *moves) {
  u64 t[8];
  int n = 0;
  targets(own, opp, t);
  if (classic) {
    u64 any = t[0] | t[1] | t[2] | t[3] | t[4] | t[5] | t[6] | t[7];
    while (any) {
      int square = lowest(any);
      u64 bit = 1ULL << square, flips = 0;
      any &= any - 1;
      for (int d = 0; d < 8; d++)
        if (t[d] & bit) flips |= line_flips(own, opp, square, d);
      moves[n].flips = flips; moves[n].bit = bit; moves[n].key = square; n++;
    }
    return n;
  }
  for (int d = 0; d < 8; d++) {
    u64 mask = t[d];
    while (mask) {
      int square = lowest(mask);
      mask &= mask - 1;
      moves[n].flips = line_flips(own, opp, square, d);
      moves[n].bit = 1ULL << square;
      moves[n].key = square * 8 + d;
      n++;
    }
  }
  return n;
}

static inline int final_score(u64 own, u64 opp) { return popcount(own) - popcount(opp); }

/* How many stones a placement on `square` flips at most (0: none). */
static inline int best_gain(u64 own, u64 opp, int square, int classic) {
  int gain = 0;
  const u64 *adjacent = ADJACENT[square];
  for (int d = 0; d < 8; d++) {
    if (adjacent[d] & opp) {
      int flipped = popcount(line_flips(own, opp, square, d));
      if (classic) gain += flipped;
      else if (flipped > gain) gain = flipped;
    }
  }
  return gain;
}

/* The final disc difference for own to move with `square` the only empty one. */
static inline int last_square(u64 own, u64 opp, int square, int classic) {
  int diff = final_score(own, opp), gain;
  gain = best_gain(own, opp, square, classic);
  if (gain) return diff + 1 + 2 * gain;
  gain = best_gain(opp, own, square, classic);
  return gain ? diff - 1 - 2 * gain : diff;
}

/* The stones of `own` that can never flip, under either rule set (a flip needs a line enclosed
   along one axis): on every axis the line is full, or a neighbour on it is the board's edge or
   such a stone. Edges count only from runs anchored in a corner (no edge tables). */
static inline int edge_stable(int classic, int own, int opp) {
  return EDGE_STABLE[classic][TERNARY[own] + 2 * TERNARY[opp]] & own;
}

static int stable_stones(u64 own, u64 opp, int classic) {
  u64 disc = own | opp, full[4], found;
  u64 stable = (u64)edge_stable(classic, (int)(own & 0xFF), (int)(opp & 0xFF))
               | (u64)edge_stable(classic, (int)(own >> 56), (int)(opp >> 56)) << 56
               | SPREAD[edge_stable(classic, (int)((own & FILE_A) * GATHER >> 56),
                                    (int)((opp & FILE_A) * GATHER >> 56))]
               | SPREAD[edge_stable(classic, (int)((own >> 7 & FILE_A) * GATHER >> 56),
                                    (int)((opp >> 7 & FILE_A) * GATHER >> 56))] << 7;
  full[0] = disc & disc >> 1;
  full[0] &= full[0] >> 2;
  full[0] &= full[0] >> 4;
  full[0] = (full[0] & FILE_A) * 0xFF;
  full[1] = disc & disc >> 8;
  full[1] &= full[1] >> 16;
  full[1] &= full[1] >> 32;
  full[1] = (full[1] & RANK_1) * FILE_A;
  u64 ne = disc, sw = disc, nw = disc, se = disc;
  for (int i = 0; i < 7; i++) { /* full up to the edge in each diagonal direction */
    ne &= (ne >> 9) | FILE_H | RANK_8;
    sw &= (sw << 9) | FILE_A | RANK_1;
    nw &= (nw >> 7) | FILE_A | RANK_8;
    se &= (se << 7) | FILE_H | RANK_1;
  }
  full[2] = ne & sw;
  full[3] = nw & se;
  full[0] |= FILE_A | FILE_H;
  full[1] |= RANK_1 | RANK_8;
  full[2] |= BORDER;
  full[3] |= BORDER;
  for (;;) {
    found = own
            & (((stable << 1) & ~FILE_A) | ((stable >> 1) & ~FILE_H) | full[0])
            & ((stable << 8) | (stable >> 8) | full[1])
            & (((stable << 9) & ~FILE_A) | ((stable >> 9) & ~FILE_H) | full[2])
            & (((stable << 7) & ~FILE_H) | ((stable >> 7) & ~FILE_A) | full[3]);
    if (!(found & ~stable)) return popcount(stable);
    stable |= found;
  }
}

/* An upper bound of the final score when it may fall to alpha or below (else INF). */
static inline int stable_bound(u64 own, u64 opp, int classic, int alpha) {
  if (alpha < 64 - 2 * popcount(opp)) return INF;
  int bound = 64 - 2 * stable_stones(opp, own, classic);
  return bound <= alpha ? bound : INF;
}

static inline int out_of_budget(Search *s) {
  if (++s->nodes < s->next_check) return 0;
  if ((s->max_nodes && s->nodes >= s->max_nodes) || now() > s->deadline) s->stopped = 1;
  s->next_check = s->nodes + CHECK_EVERY;
  if (s->max_nodes && s->next_check > s->max_nodes) s->next_check = s->max_nodes;
  return s->stopped;
}

/* What a stone on `square` may flip (all lines at once, or one of them) into options; how many. */
static inline int flip_options(u64 own, u64 opp, int square, int classic, u64 *options) {
  int count = 0;
  if (!(AROUND[square] & opp)) return 0;
  if (classic) {
    options[0] = all_flips(own, opp, square);
    return options[0] != 0;
  }
  for (int d = 0; d < 8; d++)
    if ((ADJACENT[square][d] & opp) && (options[count] = line_flips(own, opp, square, d))) count++;
  return count;
}

/* Own to move with the two empty squares a and b: each move, then the last square at once. */
static int solve_two(Search *s, u64 own, u64 opp, int alpha, int beta, int a, int b, int passed) {
  int best = -INF, moved = 0;
  s->nodes++;
  if (STABLE_EMPTIES <= 2) {
    int bound = stable_bound(own, opp, s->classic, alpha);
    if (bound != INF) return bound;
  }
  for (int i = 0; i < 2; i++) {
    int square = i ? b : a;
    u64 options[8], bit = 1ULL << square;
    int count = flip_options(own, opp, square, s->classic, options);
    for (int k = 0; k < count; k++) {
      u64 flips = options[k];
      int score = -last_square(opp & ~flips, own | flips | bit, i ? a : b, s->classic);
      s->nodes++;
      moved = 1;
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          if (alpha >= beta) return best;
        }
      }
    }
  }
  if (moved) return best;
  if (passed) return final_score(own, opp);
  return -solve_two(s, opp, own, -beta, -alpha, a, b, 1);
}

/* Small endgames: no move list, squares in parity and preference order (fail-soft). */
static int solve_small(Search *s, u64 own, u64 opp, int alpha, int beta, int empties, int passed) {
  if (out_of_budget(s)) return 0;
  if (empties <= 1)
    return empties ? last_square(own, opp, highest(~(own | opp)), s->classic) : final_score(own, opp);
  u64 empty = ~(own | opp), odd = 0;
  int best = -INF, moved = 0;
  if (empties == 2) { /* the better square first */
    int a = lowest(empty), b = highest(empty);
    return SQUARE_VALUE[a] >= SQUARE_VALUE[b] ? solve_two(s, own, opp, alpha, beta, a, b, 0)
                                              : solve_two(s, own, opp, alpha, beta, b, a, 0);
  }
  if (empties >= STABLE_EMPTIES) {
    int bound = stable_bound(own, opp, s->classic, alpha);
    if (bound != INF) return bound;
  }
  for (int q = 0; q < 4; q++)
    if (popcount(empty & QUADRANTS[q]) & 1) odd |= QUADRANTS[q];
  for (int pass = 0; pass < 2; pass++) {
    u64 part = empty & (pass ? ~odd : odd);
    for (int g = 0; g < 5; g++) {
      u64 mask = part & GROUPS[g];
      while (mask) {
        int square = lowest(mask);
        u64 bit = 1ULL << square;
        mask &= mask - 1;
        u64 options[8];
        int count = flip_options(own, opp, square, s->classic, options);
        for (int k = 0; k < count; k++) {
          u64 flips = options[k];
          moved = 1;
          int score = -solve_small(s, opp & ~flips, own | flips | bit, -beta, -alpha, empties - 1, 0);
          if (s->stopped) return 0;
          if (score > best) {
            best = score;
            if (score > alpha) {
              alpha = score;
              if (alpha >= beta) return best;
            }
          }
        }
      }
    }
  }
  if (moved) return best;
  if (passed) return final_score(own, opp); /* neither side can move: the game is over */
  return -solve_small(s, opp, own, -beta, -alpha, empties, 1);
}

static Entry *slot(Search *s, u64 own, u64 opp) {
  u64 h = own * 0x9E3779B97F4A7C15ULL ^ (opp + (u64)s->classic) * 0xC2B2AE3D27D4EB4FULL;
  return &s->table[(h ^ (h >> 29)) & s->table_mask & ~1ULL];
}

static Entry *probe(Search *s, u64 own, u64 opp) {
  Entry *bucket = slot(s, own, opp);
  for (int i = 0; i < 2; i++)
    if (bucket[i].own == own && bucket[i].opp == opp && bucket[i].classic == s->classic)
      return &bucket[i]; /* an unused entry (0, 0) is no position */
  return NULL;
}

/* Two entries a bucket: the first keeps the bigger endgame, the second takes the rest. */
static void store(Search *s, u64 own, u64 opp, int empties, int low, int up, int key) {
  Entry *bucket = slot(s, own, opp), *e = probe(s, own, opp);
  if (!e) e = bucket[0].empties <= empties ? &bucket[0] : &bucket[1];
  e->own = own; e->opp = opp; e->low = (int8_t)low; e->up = (int8_t)up; e->key = (int16_t)key;
  e->classic = (uint8_t)s->classic; e->empties = (uint8_t)empties;
}

/* Orders moves[0..n): the table's move first, then the fewest replies, then the better square. */
static void score_moves(Search *s, u64 own, u64 opp, int empties, Move *moves, int n, int first) {
  for (int i = 0; i < n; i++) {
    Move *m = &moves[i];
    if (m->key == first) { m->score = -1000000; continue; }
    int square = lowest(m->bit);
    if (empties > TABLE_EMPTIES) PREFETCH(slot(s, opp & ~m->flips, own | m->flips | m->bit));
    m->score = MOBILITY_WEIGHT * replies(opp & ~m->flips, own | m->flips | m->bit, s->classic)
               - SQUARE_VALUE[square];
  }
}

static inline void pick(Move *moves, int i, int n) {
  int best = i;
  for (int j = i + 1; j < n; j++)
    if (moves[j].score < moves[best].score) best = j;
  if (best != i) { Move m = moves[i]; moves[i] = moves[best]; moves[best] = m; }
}

static int solve(Search *s, u64 own, u64 opp, int alpha, int beta, Move *moves, int *best_key);


/* PVS over the moves: (best key, fail-soft value). */
static int search_moves(Search *s, u64 own, u64 opp, Move *moves, int n, int alpha, int beta,
                        int *best_key) {
  int best = -INF;
  *best_key = moves[0].key;
  for (int i = 0; i < n; i++) {
    pick(moves, i, n);
    u64 flips = moves[i].flips, new_own = opp & ~flips, new_opp = own | flips | moves[i].bit;
    int score, ignored;
    if (i == 0) {
      score = -solve(s, new_own, new_opp, -beta, -alpha, moves + n, &ignored);
    } else {
      score = -solve(s, new_own, new_opp, -alpha - 1, -alpha, moves + n, &ignored);
      if (!s->stopped && alpha < score && score < beta)
        score = -solve(s, new_own, new_opp, -beta, -score, moves + n, &ignored);
    }
    if (s->stopped) return 0;
    if (score > best) {
      best = score; *best_key = moves[i].key;
      if (score > alpha) {
        alpha = score;
        if (alpha >= beta) break;
      }
    }
  }
  return best;
}

/* The exact final disc difference for own to move (fail-soft); moves: free space for lists. */
static int solve(Search *s, u64 own, u64 opp, int alpha, int beta, Move *moves, int *best_key) {
  int empties = 64 - popcount(own | opp);
  *best_key = -1;
  if (empties < ORDER_EMPTIES) return solve_small(s, own, opp, alpha, beta, empties, 0);
  if (out_of_budget(s)) return 0;
  int first = -1, bound = stable_bound(own, opp, s->classic, alpha);
  if (bound != INF) return bound;
  if (empties >= TABLE_EMPTIES) {
    Entry *e = probe(s, own, opp);
    if (e) {
      if (e->low >= beta) return e->low;
      if (e->up <= alpha || e->low == e->up) return e->up;
      if (e->low > alpha) alpha = e->low;
      if (e->up < beta) beta = e->up;
      first = e->key;
    }
  }
  int n = generate(own, opp, s->classic, moves);
  if (!n) {
    int ignored;
    if (!can_move(opp, own)) return final_score(own, opp);
    return -solve(s, opp, own, -beta, -alpha, moves, &ignored);
  }
  score_moves(s, own, opp, empties, moves, n, first);
  if (empties >= ETC_EMPTIES) { /* a move known to reach beta ends the search at once */
    for (int i = 0; i < n; i++) {
      Entry *e = probe(s, opp & ~moves[i].flips, own | moves[i].flips | moves[i].bit);
      if (e && -e->up >= beta) {
        *best_key = moves[i].key;
        return -e->up;
      }
    }
  }
  int best = search_moves(s, own, opp, moves, n, alpha, beta, best_key);
  if (s->stopped) return 0;
  if (empties >= TABLE_EMPTIES)
    store(s, own, opp, empties, best > alpha ? best : -INF, best < beta ? best : INF, *best_key);
  return best;
}

/* The shared table, and the lock that guards it. */
static PyThread_type_lock lock;
static Entry *shared;

/* Runs one search with the GIL released; returns 0 when out of memory. */
static int run(Search *s, int root, u64 own, u64 opp, int low, int high, int first,
               int *key, int *value) {
  int ok = 1, locked;
  Entry *spare = NULL;
  Py_BEGIN_ALLOW_THREADS
  locked = PyThread_acquire_lock(lock, NOWAIT_LOCK);
  if (locked && !shared) shared = calloc((size_t)1 << TABLE_BITS, sizeof(Entry));
  if (locked && shared) {
    s->table = shared; s->table_mask = ((u64)1 << TABLE_BITS) - 1;
  } else {
    spare = calloc((size_t)1 << SPARE_BITS, sizeof(Entry));
    s->table = spare; s->table_mask = ((u64)1 << SPARE_BITS) - 1;
  }
  s->stack = malloc(STACK_MOVES * sizeof(Move));
  if (!s->table || !s->stack) {
    ok = 0;
  } else if (root) {
    int n = generate(own, opp, s->classic, s->stack);
    score_moves(s, own, opp, 64 - popcount(own | opp), s->stack, n, first);
    *value = search_moves(s, own, opp, s->stack, n, low, high, key);
    if (!s->stopped && n)
      store(s, own, opp, 64 - popcount(own | opp), *value > low ? *value : -INF,
            *value < high ? *value : INF, *key);
  } else {
    *value = solve(s, own, opp, low, high, s->stack, key);
  }
  free(s->stack);
  free(spare);
  if (locked) PyThread_release_lock(lock);
  Py_END_ALLOW_THREADS
  return ok;
}

static int parse(PyObject *args, PyObject *kwargs, int root, Search *s, u64 *own, u64 *opp,
                 int *low, int *high, int *first) {
  static char *root_names[] = {"own", "opp", "classic", "low", "high", "seconds", "first",
                               "max_nodes", NULL};
  static char *names[] = {"own", "opp", "classic", "low", "high", "seconds", "max_nodes", NULL};
  unsigned long long o, p, max_nodes = 0;
  int classic;
  double seconds;
  *first = -1;
  if (root) {
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "KKpiid|iK", root_names, &o, &p, &classic,
                                     low, high, &seconds, first, &max_nodes))
      return 0;
  } else if (!PyArg_ParseTupleAndKeywords(args, kwargs, "KKpiid|K", names, &o, &p, &classic,
                                          low, high, &seconds, &max_nodes)) {
    return 0;
  }
  if (o & p) {
    PyErr_SetString(PyExc_ValueError, "own and opp share a square");
    return 0;
  }
  if (!(-INF <= *low && *low < *high && *high <= INF)) {
    PyErr_SetString(PyExc_ValueError, "the window needs -65 <= low < high <= 65");
    return 0;
  }
  memset(s, 0, sizeof(*s));
  s->classic = classic;
  s->max_nodes = max_nodes;
  s->next_check = max_nodes && max_nodes < CHECK_EVERY ? max_nodes : CHECK_EVERY;
  s->deadline = now() + seconds;
  *own = o; *opp = p;
  return 1;
}

static PyObject *solve_root_py(PyObject *self, PyObject *args, PyObject *kwargs) {
  (void)self;
  Search s;
  u64 own, opp;
  int low, high, first, key = -1, value = 0;
  if (!parse(args, kwargs, 1, &s, &own, &opp, &low, &high, &first)) return NULL;
  Move probe_moves[64 * 8];
  if (!generate(own, opp, s.classic, probe_moves)) {
    PyErr_SetString(PyExc_ValueError, "the side to move has no move");
    return NULL;
  }
  if (!run(&s, 1, own, opp, low, high, first, &key, &value)) return PyErr_NoMemory();
  if (s.stopped) Py_RETURN_NONE;
  return Py_BuildValue("iiK", key, value, (unsigned long long)s.nodes);
}

static PyObject *solve_py(PyObject *self, PyObject *args, PyObject *kwargs) {
  (void)self;
  Search s;
  u64 own, opp;
  int low, high, first, key = -1, value = 0;
  if (!parse(args, kwargs, 0, &s, &own, &opp, &low, &high, &first)) return NULL;
  if (!run(&s, 0, own, opp, low, high, -1, &key, &value)) return PyErr_NoMemory();
  if (s.stopped) Py_RETURN_NONE;
  return Py_BuildValue("iK", value, (unsigned long long)s.nodes);
}

static PyObject *clear_py(PyObject *self, PyObject *unused) {
  (void)self, (void)unused;
  Py_BEGIN_ALLOW_THREADS
  PyThread_acquire_lock(lock, WAIT_LOCK);
  free(shared);
  shared = NULL;
  PyThread_release_lock(lock);
  Py_END_ALLOW_THREADS
  Py_RETURN_NONE;
}

static PyMethodDef methods[] = {
  {"solve_root", (PyCFunction)(void (*)(void))solve_root_py, METH_VARARGS | METH_KEYWORDS,
   "solve_root(own, opp, classic, low, high, seconds, first=-1, max_nodes=0)\n"
   "-> (key, value, nodes) or None when out of budget. The best move of own (who has one) and\n"
   "its fail-soft final disc difference within (low, high): engine.Search.solve_root."},
  {"solve", (PyCFunction)(void (*)(void))solve_py, METH_VARARGS | METH_KEYWORDS,
   "solve(own, opp, classic, low, high, seconds, max_nodes=0)\n"
   "-> (value, nodes) or None when out of budget: engine.Search.solve for any position."},
  {"clear", clear_py, METH_NOARGS,
   "clear() forgets the shared table (benchmarks: every solve from scratch)."},
  {NULL, NULL, 0, NULL}};

static struct PyModuleDef module = {
  PyModuleDef_HEAD_INIT, "_endgame", "Exact Heimlich endgames in C (see engine.py).", -1,
  methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__endgame(void) {
  init_tables();
  lock = PyThread_allocate_lock();
  if (!lock) return PyErr_NoMemory();
  return PyModule_Create(&module);
}

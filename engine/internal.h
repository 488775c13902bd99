/*
 * internal.h - types shared by the engine's files; not part of the API.
 *
 * Cards inside the engine are bits of a 64-bit word: suit s occupies bits
 * 16*s .. 16*s+15 and rank r (2..14) is bit 16*s + r, so a dd_card is also
 * the index of its bit.  A hand, the cards left in play, the "relevant"
 * cards backed up by the search: all are such words.
 */
#ifndef DD_INTERNAL_H
#define DD_INTERNAL_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "dd.h"
#include "tt.h"
#include "sht.h"

#define BIT(card) ((uint64_t)1 << (card))
#define SUIT_MASK(s) ((uint64_t)0x7ffc << (16 * (s)))

static inline unsigned suit_bits(uint64_t cards, int suit)
{
	return (unsigned)(cards >> (16 * suit)) & 0xffffu;
}

static inline int popcount16(unsigned x) { return __builtin_popcount(x); }
static inline int top_rank(unsigned bits) { return 31 - __builtin_clz(bits); }
static inline int low_rank(unsigned bits) { return __builtin_ctz(bits); }

static inline bool same_side(int a, int b) { return ((a ^ b) & 1) == 0; }
static inline bool is_ns(int seat) { return (seat & 1) == 0; }

/* A candidate card in the search.  seq holds the card and the cards of
 * the same hand equivalent to it (no other card of the suit lies between
 * them among the cards held when the trick began). */
typedef struct {
	uint8_t card;
	uint16_t seq;
	int weight;
} move_t;

typedef struct {
	move_t m[14];
	int n;
} movelist_t;

/* The trick in progress. */
typedef struct {
	int leader;             /* seat that led */
	int ncards;             /* cards played so far, 0..3 */
	int win_pos;            /* position in the trick of the card winning it */
	uint8_t card[4];        /* by position in the trick */
	uint64_t start_all;     /* every card held when the trick began */
} trick_t;

/* Cutoff-move cache: a small hashed array of the moves that last caused
 * a cutoff, keyed by the trick so far and the cards that matter to the
 * move (killer_index() in search.c).  It starts with 2^KILLER_BITS slots
 * and grows to 2^KILLER_MAX_BITS once a deal and strain have cost
 * KILLER_GROW_NODES nodes (a hard deal: a small array forgets the moves
 * of a wide tree).  Since the slots take 4 bytes the full 1 MB is used
 * from the start: 2^18 against 2^14 slots, tables.txt 195.5 M -> 186.8 M
 * nodes, lead-pos.txt 137.9 M -> 133.2 M, CPU the same within noise. */
#ifndef KILLER_BITS
#define KILLER_BITS 18
#endif
/* Grown to 2^20 slots (4 MB) past 4 M nodes, each slot copied to the
 * slots its keys index in the larger array (killer_grow() in search.c):
 * hard deals 1 / 5 / 2 / 10 101.5 / 98.1 / 275.2 / 36.4 -> 95.6 / 95.0 /
 * 263.9 / 33.3 M nodes, tables.txt and lead200 the same.  Past 1 M nodes
 * 93.0 / 95.4 / 272.6 / 32.6 M, but lead200 +0.16 % nodes and 1-2 % CPU
 * (a 4 MB cache misses the L2); without the copies 94.9 / 98.0 / 271.5 /
 * 33.0 M, tables.txt 159.2 M; 2^19, 2^21, 2^22 slots past 1 M: deal 1
 * 98.2 / 95.7 / 94.3 M (docs/performance.md, 2026-11-27 17:55). */
#ifndef KILLER_MAX_BITS
#define KILLER_MAX_BITS 20
#endif
#ifndef KILLER_GROW_NODES
#define KILLER_GROW_NODES 4000000
#endif
#ifndef KILLER_LINE_BITS
#define KILLER_LINE_BITS 6      /* a group of slots for one trick (search.c) */
#endif
/* A slot of the full cache: the card in the low 6 bits (a dd_card is
 * below 64), KILLER_HALF if only the check's high 10 bits are known (a
 * slot copied from the small cache), the check (24 more bits of the key's
 * hash) in the high 24.  The small cache's slots take 2 bytes: the card in
 * the low 6 bits and the check's high 10 bits above it, so that its 2^18
 * slots take 512 KB and its loads, a fifth of search()'s time, miss the
 * processor's caches less.  Its shorter check matches falsely more often;
 * in the full cache of a hard deal that cost nodes (2-byte slots there
 * too: the twelve hard deals +1.7 % nodes, docs/performance.md,
 * 2026-11-28 00:33), so the full cache keeps 4-byte slots: against
 * 4-byte slots throughout, nodes tables.txt +0.02 %, lead200 -0.03 %, the
 * twelve +0.15 %; CPU (load 8-12) tables.txt -3 %, lead200 -2 %, the
 * twelve -1 % (docs/performance.md, 2026-11-28 03:28). */
typedef uint32_t killer_t;
typedef uint16_t killer16_t;
#define KILLER_CARD 0x3fu
#define KILLER_HALF 0x80u
#define KILLER_CHECK16 0xffc0u

/* A hard search: the deal and strain being searched have cost more than
 * HARD_PROBE_NODES / HARD_ORDER_NODES nodes since the cutoff-move cache
 * was last cleared (a new deal or strain).  There some probing and
 * ordering choices that cost more than they save on ordinary deals pay
 * (search.c, moves.c).  The flags are set when a search is loaded and
 * every CANCEL_POLL nodes (hard_update()), not tested at every node: the
 * tests cost ordinary tables 2.5 % of CPU.
 *
 * The ordering flag also needs the shape of the four-void deals: at
 * least HARD_VOID_HANDS hands of the position loaded void in some suit
 * (hard_shape, set by search_load()).  Its lead and discard weights were
 * tuned on those deals and cost the slow deals without that shape
 * (hard-deals.txt 3 and 10: 74.0 -> 70.8 M and 42.5 -> 37.4 M nodes
 * without it; deals 1, 2 and 5 and tables.txt unchanged). */
#ifndef HARD_PROBE_NODES
#define HARD_PROBE_NODES 1000000
#endif
#ifndef HARD_ORDER_NODES
#define HARD_ORDER_NODES 4000000
#endif
#ifndef HARD_VOID_HANDS
#define HARD_VOID_HANDS 3
#endif

/* Counters for tuning, compiled in only with -DDD_STATS. */
#ifdef DD_STATS
#define STAT(c, expr) ((void)((c)->stats.expr))
#else
#define STAT(c, expr) ((void)0)
#endif
typedef struct {
	uint64_t searches, tt_probes, quick_cuts, later_cuts, tt_cuts;
	uint64_t by_pos[4], cut_at[2][14], all_nodes[2], by_trick[14];
	uint64_t probe_t[14], ttcut_t[14], quick_t[14], store_t[14], allnode_t[14];
} dd_stats;

struct dd_smp;

struct dd_ctx {
	dd_stats stats;
	tt_table tt;
	size_t tt_megabytes;
	/* Threads (smp.c): NULL for one.  shared is the table they all use,
	 * in this solver and in the helpers'. */
	struct dd_smp *smp;
	sht_table *shared;
	/* The threads' table when this solver has threads (smp.c), else
	 * NULL: emptied with this solver's table (drive.c). */
	sht_table *shared_home;
	bool fresh;             /* the last call started a new table */
	atomic_int cancel;
	uint64_t nodes;
	bool aborted;
	bool settled;           /* the last trick start searched was settled by the target or the sure tricks */
	bool hard_probe, hard_order;    /* a hard search (above) */
	bool hard_shape;        /* HARD_VOID_HANDS hands void in a suit (above) */

	/* the position being searched */
	uint64_t hand[4];
	int trump;              /* 0..3, or DD_NOTRUMP */
	int ns_won;             /* North-South tricks since the search root */
	int tricks_left;        /* tricks not completed, the current one included */
	int to_play;
	uint64_t lenkey;         /* suit lengths, 4 bits per hand and suit */
	trick_t trick;
	uint64_t rel;           /* relevant cards backed up by the last search() */

	movelist_t ml[53];      /* move lists by depth */
	int depth;

	killer16_t *killer16;    /* the small cache: 2^KILLER_BITS slots */
	killer_t *killer;        /* the full cache: 2^KILLER_MAX_BITS slots */
	uint32_t killer_mask;    /* slots in use - 1 */
	bool killer_full;        /* the full cache in use (killer_grow()) */
	uint64_t killer_since;   /* c->nodes when the cache was last cleared */

	/* what the table holds results for */
	bool keep_table;         /* dd_keep_table(): kept across deals */
	bool tt_valid;
	dd_deal tt_deal;
	int tt_strain;
	int last_ns_total;       /* North-South total of the last result, or -1 */
	/* dd_table(): how far the first leader's estimate missed in the
	 * strains done on this deal (side to play's tricks), for the next */
	dd_deal miss_deal;
	int miss_sum, miss_n;
	bool miss_big;          /* the last strain was a hard deal's */
	/* The position of that result: one card later, the side that played
	 * the card cannot have gained by it, a bound on the next result. */
	int last_nplayed;        /* -1 when not known */
	int last_leader;
	int last_to_play;
	dd_card last_played[52];

	dd_progress_fn *progress;
	void *progress_user;

	/* The cards scored by the last dd_score_cards(): the position after
	 * one of them has a value known in advance. */
	int scored_nplayed;      /* -1 when nothing is remembered */
	int scored_leader;
	dd_card scored_played[52];
	int8_t scored_ns_total[64]; /* by card, -1 when not scored */
};

/* drive.c, for api.c and smp.c: a solver's memory; a failed call's
 * status with its message in err (when not NULL); the cutoff-move cache
 * emptied. */
dd_ctx *drive_ctx_new(size_t tt_megabytes);
void drive_ctx_free(dd_ctx *c);
__attribute__((format(printf, 3, 4)))
dd_status drive_fail(dd_error *err, dd_status code, const char *fmt, ...);
void drive_killer_clear(dd_ctx *c);
/* Loads a checked position as the solving calls do (*guess: the side to
 * play's likely count), keeping the table when the deal and strain are
 * those it holds (else emptied, c->fresh set); the exact value of card
 * for the side to play, tested first against top (a value another card
 * reaches; -1: none known). */
dd_status drive_prepare(dd_ctx *c, const dd_position *pos, dd_state *st, int *guess,
			dd_error *err);
int drive_card_value(dd_ctx *c, int card, int top, int guess);
/* One step of that: does the side to play take at least t tricks (after
 * card, if card)?  The search's bound narrows [*lo, *hi], the side to
 * play's count, by as much as it proved. */
bool drive_side_reaches(dd_ctx *c, int card, int t, int *lo, int *hi);
/* The exact count in [lo, hi] for the side to play, starting from guess. */
int drive_solve_between(dd_ctx *c, int card, int lo, int hi, int guess);
/* The last result, remembered for the next position's first bounds, and
 * those bounds when pos is one card after it. */
void drive_remember(dd_ctx *c, const dd_position *pos, const dd_state *st, int side_tricks);
void drive_bound_by_last(const dd_ctx *c, const dd_position *pos, const dd_state *st,
			 int *lo, int *hi);
/* dd_solve() with the first guess raised by bias tricks for the side to
 * play; *first, when not NULL, gets the guess before the bias. */
dd_status drive_solve_guess(dd_ctx *c, const dd_position *pos, int bias, int *tricks,
			    int *first, dd_error *err);
/* dd_table()'s four results of one strain into tricks[strain]. */
dd_status drive_table_strain(dd_ctx *c, const dd_deal *deal, int strain, int tricks[5][4],
			     dd_error *err);

/* smp.c */
/* Scores the distinct moves of the position loaded in c with the
 * context's threads: *ml gets them in move order, values[i] the side to play's
 * count after move i.  false when cancelled. */
bool smp_score(dd_ctx *c, const dd_position *pos, int guess, int8_t values[14],
	       movelist_t *ml);
/* dd_table() with the context's threads, a strain at a time each. */
dd_status smp_table(dd_ctx *c, const dd_deal *deal, int tricks[5][4], dd_error *err);
void smp_destroy(dd_ctx *c);
void smp_cancel(dd_ctx *c, int on);
uint64_t smp_nodes(const dd_ctx *c);
#ifdef SMP_STATS
/* For tuning (-DSMP_STATS): the nodes of every scoring job's workers,
 * and the sums over the jobs of the most nodes and CPU seconds one worker
 * spent on a job (its critical path). */
typedef struct {
	uint64_t nodes, crit, help, spec, spec_tests, spec_useful;
	double crit_cpu, wall, tail;
	uint64_t steps[2][2];   /* zero-window steps: [a card's first][reached] */
} smp_stats_t;
extern smp_stats_t smp_stats;
#endif

static inline void hard_update(dd_ctx *c)
{
	uint64_t n = c->nodes - c->killer_since;
	c->hard_probe = n > HARD_PROBE_NODES;
	c->hard_order = n > HARD_ORDER_NODES && c->hard_shape;
}

/* search.c */
/* A bound on North-South's tricks from the position (after card): at
 * least the value returned when it is ns_target or more, else at most. */
int search_root(dd_ctx *c, int ns_target);
int search_after(dd_ctx *c, int card, int ns_target);
void search_load(dd_ctx *c, const dd_state *st, int trump);

/* moves.c */
void moves_generate(const dd_ctx *c, movelist_t *ml);
/* The moves for the search, with tt_best (the table's best move, 0 for
 * none) among what orders them: true when the list is in the order to
 * try them, false when the weights give it (the heaviest first). */
bool moves_for_search(const dd_ctx *c, movelist_t *ml, int tt_best);
/* The list in the order of the weights, the heaviest first; equal
 * weights keep their order (an insertion sort: lists are short). */
void moves_sort_by_weight(movelist_t *ml);

/* quick.c, quick_later.c: sure tricks at the start of a trick,
 * quick_tricks() for the side on lead, later_tricks() (quick_later.c) for
 * the other side (search() calls them through sure_tricks(); the unit
 * tests alone), each with the cards it relied on added to *rel.  Both
 * may stop looking once the count reaches need, and may count less than
 * they could (nothing) when need is out of their reach. */
int quick_tricks(const dd_ctx *c, int need, uint64_t *rel);
int later_tricks(const dd_ctx *c, int need, uint64_t *rel);
/* Both, for search(): 1 when quick_tricks() reaches need, else 2 when
 * later_tricks() reaches the other side's need (tricks_left + 1 - need),
 * else 0; *q the count, *rel its cards. */
int sure_tricks(const dd_ctx *c, int need, uint64_t *rel, int *q);

/* after_lead.c: after the lead, whether the side to play is sure to win
 * the trick in progress (its cards added to *rel); and its sure tricks
 * from here on, that trick included, when they reach need (else 0): the
 * trick, and in a trump contract a trick more for each trump of a run of
 * the top trumps that one of its hands need not play to it, or for each
 * trump by which its longer holding outnumbers the other side's; in
 * notrump (or with no trump left), the winner's runs of top cards. */
bool quick_trick_after_lead(const dd_ctx *c, uint64_t *rel);
int after_lead_tricks(const dd_ctx *c, int need, uint64_t *rel);

#endif

/*
 * dd.h - the ddplay double-dummy solver: the one public header of engine/.
 *
 * The engine is a plain C11 library.  It does no I/O, never exits and keeps
 * no mutable global state: everything lives in a dd_ctx that the caller
 * creates and frees.  Two contexts may be used from two threads at once;
 * one context must not be used by two threads at once, except for
 * dd_cancel(), which may be called from any thread at any time.
 *
 * Conventions
 *   seats    DD_NORTH=0, DD_EAST=1, DD_SOUTH=2, DD_WEST=3 (clockwise)
 *   suits    DD_SPADES=0, DD_HEARTS=1, DD_DIAMONDS=2, DD_CLUBS=3;
 *            strains are the suits plus DD_NOTRUMP=4
 *   ranks    2..14 (14 = ace)
 *   cards    dd_card = suit * 16 + rank, see DD_CARD()
 *   holdings uint16_t bit masks, bit r set when rank r is held
 *
 * Every function that can fail returns a dd_status and, when given a
 * dd_error and it does not return DD_OK, fills it with the same code and
 * a one-line message in plain English ("West cannot play HA: North holds
 * it").  On DD_OK the dd_error is left as it was: test the status, not
 * err->code.
 *
 * NULL: an err (dd_error *) may always be NULL, as may what a comment
 * below says may be ("st may be NULL"); dd_free(NULL) and dd_legal(NULL,
 * ...) are safe.  Every other pointer must point to what its type says.
 */
#ifndef DD_H
#define DD_H

#include <stddef.h>
#include <stdint.h>

/* The version of ddplay and of its library, libddplay (the one place it
 * is written: the Makefile and ddplay --version read it from here).  The
 * library's soname follows DD_VERSION_MAJOR: libddplay.so.0. */
#define DD_VERSION_MAJOR 0
#define DD_VERSION_MINOR 1
#define DD_VERSION_PATCH 0
#define DD_VERSION_STRING "0.1.0"
/* One number to compare: 10000 * major + 100 * minor + patch. */
#define DD_VERSION (DD_VERSION_MAJOR * 10000 + DD_VERSION_MINOR * 100 + \
		    DD_VERSION_PATCH)

#ifdef __cplusplus
extern "C" {
#endif

enum { DD_NORTH, DD_EAST, DD_SOUTH, DD_WEST };
enum { DD_SPADES, DD_HEARTS, DD_DIAMONDS, DD_CLUBS, DD_NOTRUMP };

typedef uint8_t dd_card;
#define DD_CARD(suit, rank) ((dd_card)((suit) * 16 + (rank)))
#define DD_SUIT(card) ((card) >> 4)
#define DD_RANK(card) ((card) & 15)

typedef enum {
	DD_OK = 0,
	DD_CANCELLED = 1,         /* dd_cancel() stopped the search */
	DD_ERR_CARD_COUNT = -1,   /* a hand holds the wrong number of cards */
	DD_ERR_DUPLICATE = -2,    /* a card is in two hands */
	DD_ERR_NOT_HELD = -3,     /* a played card is not in the player's hand */
	DD_ERR_REVOKE = -4,       /* a player did not follow suit when able */
	DD_ERR_RANGE = -5,        /* seat, strain, rank or count out of range */
	DD_ERR_NO_MEMORY = -6,    /* allocation failed */
	DD_ERR_FINISHED = -7,     /* no card left to play (dd_score_cards,
				   * dd_card_reaches) */
} dd_status;

typedef struct {
	dd_status code;
	char msg[120];
} dd_error;

/* A deal, or what is left of one: all four hands must hold the same number
 * of cards (1..13), no card twice. */
typedef struct {
	uint16_t hand[4][4];      /* [seat][suit] */
} dd_deal;

/* A position: a deal, a strain, the seat that led to the first trick of
 * the deal, and the cards played since, in playing order. */
typedef struct {
	dd_deal deal;
	int strain;
	int leader;
	int nplayed;
	dd_card played[52];
} dd_position;

/* Where a position stands, as worked out by dd_replay(). */
typedef struct {
	dd_deal remaining;        /* cards still in the hands */
	int to_play;              /* seat to play next (-1 when all is played) */
	int trick_leader;         /* seat that led the trick in progress */
	int trick_cards;          /* cards already in that trick, 0..3 */
	dd_card trick[3];         /* those cards, in playing order */
	int tricks_won[2];        /* completed tricks: [0] North-South, [1] East-West */
	int tricks_left;          /* tricks not completed, the one in progress included */
	int last_winner;          /* winner of the last completed trick, or -1 */
} dd_state;

typedef struct {
	dd_card card;
	int tricks;
} dd_card_score;

typedef struct dd_ctx dd_ctx;

/* Creates a solver whose transposition table uses at most tt_megabytes
 * (0 picks the default, DD_TT_DEFAULT_MB) for its slots and entries; its
 * entries' tags take about 0.44 times as much again and its cutoff-move
 * cache 4.5 MB, so that a context takes about 1.44 * tt_megabytes + 5
 * MB at the most (97 MB for the default: measured).  NULL when out of memory, and
 * when tt_megabytes in bytes does not fit a size_t (1 << 44 on a 64-bit
 * system).  dd_free(NULL) does nothing; every other call taking a ctx
 * needs one dd_new() made. */
#define DD_TT_DEFAULT_MB 64
dd_ctx *dd_new(size_t tt_megabytes);
void dd_free(dd_ctx *ctx);

/* Forgets everything the transposition table holds.  Never needed for
 * correctness: the table is reset by itself when the deal or strain
 * changes. */
void dd_reset(dd_ctx *ctx);

/* With keep 1, the transposition table is kept when a new deal of the
 * same strain comes (by default it is cleared): its entries are keyed by
 * the cards still in play and their owners, so they hold for any deal,
 * and deals that share the cards played (the layouts of one position,
 * single dummy: 20-25 % less CPU, docs/sd.md) reuse each other's
 * positions.  The cutoff-move cache is cleared all the same.  Not with
 * threads (dd_set_threads() above 1): the table is then cleared as by
 * default. */
void dd_keep_table(dd_ctx *ctx, int keep);

/* Checks a position and works out the state it leads to.  st may be NULL. */
dd_status dd_replay(const dd_position *pos, dd_state *st, dd_error *err);

/* The legal cards of the seat to play, as a holding per suit; returns how
 * many there are (0 when the deal is over).  DD_ERR_RANGE when st or
 * legal is NULL or st is not a state dd_replay() can make (to_play out of
 * -1..3, trick_cards out of 0..3, a card of another suit). */
int dd_legal(const dd_state *st, uint16_t legal[4]);

/* Number of tricks the side of the seat to play takes from this position
 * on, the trick in progress included, when everyone plays perfectly.
 * 0 when the deal is finished. */
dd_status dd_solve(dd_ctx *ctx, const dd_position *pos, int *tricks,
		   dd_error *err);

/* Scores every legal card of the seat to play (equivalent cards included,
 * each with its own entry): the tricks the side to play takes from here on
 * if that card is played and the play is perfect afterwards.  out must have
 * room for 13 entries; *count receives the number of legal cards.  Cards
 * are listed suit by suit (spades first), high to low. */
dd_status dd_score_cards(dd_ctx *ctx, const dd_position *pos,
			 dd_card_score out[13], int *count, dd_error *err);

/* Whether the side to play takes at least t tricks from here on (the
 * trick in progress included) when it plays card now and everyone plays
 * perfectly afterwards: *reached 1 or 0.  One bounded search, cheaper
 * than scoring the card exactly: with dd_solve()'s value as t it finds
 * a best card (DDS's SolveBoard with one solution).  The codes of
 * dd_replay() when card cannot be played next (DD_ERR_NOT_HELD,
 * DD_ERR_REVOKE, DD_ERR_RANGE). */
dd_status dd_card_reaches(dd_ctx *ctx, const dd_position *pos, dd_card card,
			  int t, int *reached, dd_error *err);

/* A function dd_score_cards() calls, from the calling thread, as soon as
 * a card's score is known: once for each legal card, in no set order,
 * before dd_score_cards() returns.  Lets an interactive front end show
 * numbers as they are found.  NULL (the default) for none. */
typedef void dd_progress_fn(void *user, dd_card card, int tricks);
void dd_set_progress(dd_ctx *ctx, dd_progress_fn *fn, void *user);

/* The 20 double-dummy results of a deal: tricks[strain][declarer], the
 * tricks declarer's side takes with the lead from declarer's left. */
dd_status dd_table(dd_ctx *ctx, const dd_deal *deal, int tricks[5][4],
		   dd_error *err);

/* One strain of dd_table(): the four results of tricks[strain], the other
 * rows left as they are.  The five strains in order (0 to 4) on one
 * context search as dd_table() does (what a strain teaches the first
 * guess of the next is kept while the deal is the same); strains of one
 * deal may also be solved on different contexts, in different threads,
 * with the same results.  On a context with threads (dd_set_threads())
 * the caller's thread alone solves it.  DD_ERR_RANGE for a strain out of
 * range. */
dd_status dd_table_strain(dd_ctx *ctx, const dd_deal *deal, int strain,
			  int tricks[5][4], dd_error *err);

/* Lets dd_score_cards() score a position on a new table (the first of
 * a deal or strain) with threads threads, 1 to 64 (more count as 64,
 * less than 1 as 1), the caller's thread among them: the root's distinct
 * cards are handed out between them, an idle thread helps a busy one, and
 * they share what they find near the root; and dd_table() solve as many
 * strains at a time (five at most).  The results are those of one
 * thread.  Returns the threads now in use: fewer when some could not be
 * had (1: none).  With n threads the context holds n - 1 more threads,
 * idle between calls, each with a table of an eighth of its size, a
 * spare table of an eighth and a shared one of an eighth.  Not to be
 * called while ctx is solving nor while another thread may call
 * dd_cancel() on it; dd_set_threads(ctx, 1) and dd_free() end the
 * threads. */
int dd_set_threads(dd_ctx *ctx, int threads);

/* Stops the search running in ctx, from any thread: the solving call
 * returns DD_CANCELLED.  The flag stays set, and every later solving call
 * returns DD_CANCELLED at once, until dd_clear_cancel(). */
void dd_cancel(dd_ctx *ctx);
void dd_clear_cancel(dd_ctx *ctx);

/* Search nodes visited by ctx since it was created. */
uint64_t dd_nodes(const dd_ctx *ctx);

/* A short text for a status code. */
const char *dd_status_text(dd_status code);

/* Names used in messages: "North", "spades", 'N', 'S'. */
const char *dd_seat_name(int seat);
const char *dd_suit_name(int suit);
char dd_seat_letter(int seat);
char dd_strain_letter(int strain);
char dd_rank_char(int rank);

/* The version of the library linked at run time, DD_VERSION_STRING when
 * it is the one the program was compiled with (engine/lib/version.c: ddplay and
 * libddplay have it; a program that links engine/ alone does not). */
const char *dd_version(void);

#ifdef __cplusplus
}
#endif

/* ==== libddplay's helpers (src/lib/; issue 12) ================================
 * Text forms, the tables of many deals in threads, and par.  They are in
 * libddplay, not in the engine's objects alone. */

#ifdef __cplusplus
extern "C" {
#endif

/* Room for the text forms below, the final NUL included. */
#define DD_DEAL_TEXT_SIZE     232   /* "N:AKQJ.T98.765.432 ..." */
#define DD_POSITION_TEXT_SIZE 400   /* "deal|strain|leader|played" */

/* A PBN deal: "N:hand hand hand hand", the first seat any of N E S W, each
 * hand "spades.hearts.diamonds.clubs", ranks AKQJT98765432 ("10" for T
 * too) in any order and case, a void empty.  The hands must hold the same
 * number of cards (1 to 13), no card twice.  DD_ERR_RANGE when the text
 * cannot be read, DD_ERR_CARD_COUNT or DD_ERR_DUPLICATE; err (may be
 * NULL) says what is wrong. */
dd_status dd_deal_parse(const char *text, dd_deal *deal, dd_error *err);

/* A deal as PBN, North first: "N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 ...". */
void dd_deal_format(const dd_deal *deal, char out[DD_DEAL_TEXT_SIZE]);

/* A position as ddplay's line format writes it (docs/formats.md):
 * "deal|strain|leader|played", strain S H D C or N, leader the seat that
 * led to the first trick, played the cards since in playing order ("CT C4
 * CA", "-" for none).  The position is checked as dd_replay() checks it
 * (DD_ERR_NOT_HELD, DD_ERR_REVOKE...); DD_ERR_RANGE when it cannot be
 * read.  Fields after the fourth are ignored. */
dd_status dd_position_parse(const char *text, dd_position *pos,
			    dd_error *err);

/* A position in that form: "N:...|N|W|CT C4 CA". */
void dd_position_format(const dd_position *pos,
			char out[DD_POSITION_TEXT_SIZE]);

/* The 20-result tables of count deals (dd_table()'s tricks[strain]
 * [declarer] each), solved threads at a time (0: one a CPU), each thread
 * with its own solver of tt_megabytes (0: the default).  status, when not
 * NULL, receives each deal's status.  DD_OK when every deal was solved;
 * else the status of the first deal (by index) that was not, err saying
 * which ("deals[3]: ..."), the others solved all the same. */
dd_status dd_tables(const dd_deal *deals, int count, int (*tricks)[5][4],
		    int threads, size_t tt_megabytes, dd_status *status,
		    dd_error *err);

/* Vulnerability. */
enum { DD_VUL_NONE, DD_VUL_NS, DD_VUL_EW, DD_VUL_ALL };

/* A par contract. */
typedef struct {
	int level;        /* 1..7 */
	int strain;       /* DD_SPADES..DD_NOTRUMP */
	int doubled;      /* 0 when it makes, 1 for a doubled sacrifice */
	int seats;        /* its declarers: bit 1 << seat each */
	int overtricks;   /* tricks over the contract when it makes */
	int undertricks;  /* tricks short for a sacrifice */
} dd_par_contract;

/* The par of a deal: its score, the par contracts, and both as text in
 * the form of the PBN tags OptimumScore and ParContract (BridgeComposer):
 * "NS 620", "EW -300" (an East-West sacrifice), "NS 0" passed out; "NS
 * 4S=", "N 3N+2", "EW 5DX-2", "NS 3N=; NS 5C=", "Pass". */
typedef struct {
	int score;        /* North-South's score: 620, -300; 0 passed out */
	int side;         /* the par contracts' side: 0 North-South, 1
			   * East-West, -1 passed out */
	int ncontracts;   /* 0 when passed out */
	dd_par_contract contract[5];    /* by level, then strain from clubs */
	char score_text[16];
	char contracts_text[64];
} dd_par_result;

/* The par of a table (tricks[strain][declarer], as dd_table() gives it)
 * for a dealer and a vulnerability (DD_VUL_*), the auction starting with
 * the dealer: the same as DDS 2.9's DealerPar (docs/par.md).
 * DD_ERR_RANGE when an argument is out of range. */
dd_status dd_par(const int tricks[5][4], int dealer, int vul,
		 dd_par_result *out, dd_error *err);

#ifdef __cplusplus
}
#endif

#endif

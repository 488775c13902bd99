/*
 * sdlayout.h - what the seat to play knows at a position, and layouts of
 * the cards it cannot see dealt at random to fit it (single dummy,
 * docs/sd.md).
 *
 * The view: the seat to play sees its own hand, dummy once the opening
 * lead is faced, and every card played.  When declarer's side is to play
 * (declarer or dummy) the view is declarer's; before the opening lead it
 * is the leader's (dummy not yet faced: three hands hidden).
 *
 * A layout is a whole deal (each hand's original thirteen cards, the
 * played cards where they came from) that agrees with the view: the
 * visible hands as they are, each played card in the hand that played
 * it, each hidden hand holding as many cards as it really holds now,
 * none in a suit it has shown out of, and each hand's original thirteen
 * fitting its constraint (handspec.h).  Layouts are dealt uniformly over
 * all such deals: the cards a hidden hand must hold (a suit the other
 * hidden hand has shown out of; a card named by its spec's "has") are
 * put in place, the others shuffled uniformly (Fisher-Yates) into the
 * places left, and a deal is kept when every spec fits (rejection).
 * Layout i is dealt from its own generator, seeded from the seed and i,
 * so that it does not depend on the layouts before it.
 *
 * With restricted choice (the view's restricted) a layout is kept with
 * the chance that its hidden hands, each choosing at random among its
 * equal cards, played the cards they did: 1/k for each card weighed, k
 * the cards of that hand then equal to it (the same suit, every rank
 * between in the hand or gone in the completed tricks).  A defender who
 * held the QJ and dropped the queen is then half as likely as one who
 * held the queen alone.  By default (SDLAYOUT_RC_HONOURS) only an
 * honour (the ten up) played following suit under a card of the trick
 * that beats it is weighed: there a hand with equal honours chooses
 * freely, where a lead, a card played to win and a small card or a
 * discard follow agreements (top of a sequence, lowest of equals,
 * signals), not chance; SDLAYOUT_RC_ALL (`sd --restricted-choice`)
 * weighs every card, SDLAYOUT_RC_NONE (`--no-restricted-choice`) none.
 */
#ifndef SDLAYOUT_H
#define SDLAYOUT_H

#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>

#include "dd.h"
#include "handspec.h"

/* Dealing gives up after SDLAYOUT_FIRST_TRIES tries without a single
 * layout fitting, or after the caller's max_tries in all. */
#define SDLAYOUT_FIRST_TRIES 1000000L
#define SDLAYOUT_MAX 1000000L

/* Restricted choice: which cards a hidden hand played weigh a layout. */
enum {
	SDLAYOUT_RC_NONE,         /* none: every layout as likely */
	SDLAYOUT_RC_HONOURS,      /* the ten up (the default) */
	SDLAYOUT_RC_ALL           /* every card */
};

typedef struct {
	dd_position pos;          /* the real position (checked) */
	dd_state st;              /* where it stands */
	int to_play;              /* the seat to play */
	int viewer;               /* whose view: to_play, or declarer when
				   * dummy is to play */
	int declarer, dummy;
	int side;                 /* the side to play: 0 NS, 1 EW */
	int nhidden;
	int hidden[3];            /* the seats the viewer cannot see */
	uint16_t orig[4][4];      /* the real deal, each hand's thirteen */
	uint16_t played[4][4];    /* the cards each seat has played */
	unsigned voids[4];        /* bit s: the seat showed out of suit s */
	handspec spec[4];         /* what each hand's thirteen hold */
	const char *spec_text[4]; /* as given, or NULL */
	int restricted;           /* SDLAYOUT_RC_*: which cards played
				   * weigh the layouts (sdlayout_deal;
				   * SDLAYOUT_RC_HONOURS after
				   * sdlayout_view_make, the caller may
				   * change it) */
} sdlayout_view;

/* Works out the view of the seat to play at pos (a position the engine
 * accepts with a card left to play), with specs (NULL, or four: NULL an
 * unconstrained hand) given as text, spec_text naming them in messages
 * (NULL: "--north" ...).  0, or -1 with a message in err: a position that
 * is bad or finished, a spec that does not parse, that the viewer's own
 * hand or dummy does not fit, or that contradicts the cards played. */
int sdlayout_view_make(const dd_position *pos, const char *const specs[4],
		       sdlayout_view *v, char *err, size_t errsize);

/* The same with specs already read: specs[seat] (specs or an entry NULL:
 * that hand's text of texts is parsed, as above, or it is
 * unconstrained), texts[seat] naming it in the output (may be NULL). */
int sdlayout_view_make_with(const dd_position *pos,
			    const handspec *const specs[4],
			    const char *const texts[4], sdlayout_view *v,
			    char *err, size_t errsize);

/* Whether seat is one of the view's hidden hands (those dealt). */
int sdlayout_hidden(const sdlayout_view *v, int seat);

/* The cards played that weigh the layouts dealt for v (its restricted
 * choice): those a hidden hand played that v->restricted names, into
 * cards (up to 52, in the order played; may be NULL); their count. */
int sdlayout_weighed(const sdlayout_view *v, dd_card *cards);

/* Restricted choice's count for card i of v's play (v->pos.played[i]) in
 * the layout d: k, the cards equal to it in its hand then, its weight
 * being 1/k; in *kmin (may be NULL) the least k any layout gives, from
 * the cards the hand is seen to play.  0 (and *kmin 0) when the card is
 * not weighed. */
int sdlayout_rc_choices(const sdlayout_view *v, const dd_deal *d, int i,
			int *kmin);

/* The name of a restricted-choice setting: "honours", "all", "none". */
const char *sdlayout_rc_name(int restricted);

/* Whether a whole deal agrees with the view (and fits the specs): 1, or
 * 0 with the reason in why (NULL allowed). */
int sdlayout_fits(const sdlayout_view *v, const dd_deal *deal, char *why,
		  size_t whysize);

typedef struct {
	dd_deal *deals;           /* malloc'd, whole deals */
	long n, cap;
	long tries;               /* layouts tried in all */
} sdlayout_set;

/* The places the dealing fills: the cards fixed (the hands seen, the
 * cards played, those a hidden hand must hold), the free cards, and
 * the free places of each hidden hand, filled in the order of hidden[]
 * with the free cards shuffled; spec[seat] (NULL: none) must fit each
 * hidden hand's thirteen.  Made from a view by sdlayout_deal(); `ddplay
 * lead` (leaddeal.c) makes its own, so that at the opening lead it deals
 * the layouts `ddplay sd` and the analyser's :sd deal from the same
 * seed and constraints. */
typedef struct {
	dd_deal base;             /* fixed and forced cards */
	dd_card pool[52];         /* the free cards, suit by suit from
				   * spades, low to high */
	int npool;
	int slots[4];             /* free places per hidden seat */
	int nhidden;
	int hidden[3];            /* the hidden seats, North first */
	const handspec *spec[4];
	/* restricted choice (the view's restricted, SDLAYOUT_RC_*): each
	 * card weighed that a hidden hand played, in order, keeps a layout
	 * with 1/k, k the cards of that hand equal to it then (0 for
	 * lead.c: nothing is played) */
	int restricted;
	int nseq;
	dd_card seq[52];          /* the cards played */
	signed char seq_seat[52]; /* who played each, -1 a seat seen */
	signed char seq_weigh[52]; /* 1: it weighs the layout (a card of a
				    * hidden hand that the setting names) */
} sdlayout_plan;

/* Deals n layouts (0..n-1 of seed) from p into s (zeroed first), giving
 * up after max_tries tries in all or SDLAYOUT_FIRST_TRIES without one
 * fitting, or when *stop is set (stop may be NULL). */
void sdlayout_plan_deal(const sdlayout_plan *p, uint64_t seed, long n,
			long max_tries, const atomic_int *stop,
			sdlayout_set *s);

/* One layout, number index of seed, into out: the tries it took (1 or
 * more), or 0 when none of max_tries fits (or *stop was set). */
long sdlayout_deal_one(const sdlayout_view *v, uint64_t seed, long index,
		       long max_tries, const atomic_int *stop, dd_deal *out);

/* Deals n layouts (0..n-1 of seed) into s (zeroed first), giving up
 * after max_tries tries in all or SDLAYOUT_FIRST_TRIES without one
 * fitting.  0 (perhaps fewer than n: the caller says so), or -1 when not
 * a single layout fits, with the message in err. */
int sdlayout_deal(const sdlayout_view *v, uint64_t seed, long n,
		  long max_tries, const atomic_int *stop, sdlayout_set *s,
		  char *err, size_t errsize);

/* Adds a layout to s. */
void sdlayout_add(sdlayout_set *s, const dd_deal *d);
void sdlayout_free(sdlayout_set *s);

/* The layouts of file (deals in the line format, one a line, fields
 * after a '|' ignored; the --show-deals output of sd or lead whole,
 * readable, --lines or --json, as layoutfile.h reads it) that agree
 * with v's view without its constraints, into all (zeroed first; up to
 * SDLAYOUT_MAX): the constraints are left to sdlayout_keep_fitting().
 * Lines that do not are reported on standard error as FILE:LINE.
 * Stops when *stop is set (stop may be NULL).  1 when a line or the file
 * was reported, else 0. */
int sdlayout_read(const char *file, const sdlayout_view *v,
		  const atomic_int *stop, sdlayout_set *all);

/* The layouts of all that fit v's constraints into s (zeroed first):
 * how many do not. */
long sdlayout_keep_fitting(const sdlayout_view *v, const sdlayout_set *all,
			   sdlayout_set *s);

/* A seed for the layouts of pos, from its deal, contract and cards
 * played: the same position, the same seed (the analyser's :sd and its
 * lead view; a number below 1,000,000,007 that --seed takes back). */
uint64_t sdlayout_seed(const dd_position *pos);

/* The position of the view on a layout: pos with its deal replaced. */
void sdlayout_position(const sdlayout_view *v, const dd_deal *d,
		       dd_position *out);

#endif

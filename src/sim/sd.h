/*
 * sd.h - single-dummy figures at a position: every legal card of the seat
 * to play solved double dummy on layouts of the cards it cannot see
 * (sdlayout.h), and what they add up to.  `ddplay sd` (sdcmd.c) prints
 * them; the analyser may call sd_position_figures() from a background
 * thread to fill them in live.  docs/sd.md says what they mean and what
 * they cannot see.
 *
 * The figures of a card, over the layouts solved: the tricks the side of
 * the seat to play takes in the whole deal (the tricks it has won plus
 * the double-dummy tricks still to come after that card), their average
 * with a 95 % interval (Student's t: mean +- t(n-1) standard errors, cut
 * to the tricks possible; none for fewer than 2 layouts), and the share of layouts where that side reaches its
 * goal (the contract for declarer's side, the set for the defence) with
 * its 95 % Wilson score interval.  Every count is an exact integer: the
 * same layouts give the same figures whatever the threads.
 */
#ifndef SD_H
#define SD_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>

#include "dd.h"
#include "sdlayout.h"

#define SD_MAX_JOBS 64

/* The tallies of one position: card k is the k-th legal card of the
 * seat to play in dd_score_cards()'s order (suit by suit from spades,
 * high to low). */
typedef struct {
	int ncards;
	dd_card card[13];
	long n;                   /* layouts solved */
	long sum[13];             /* the side's whole-deal tricks, added up */
	long sumsq[13];
	long goal[13];            /* layouts where the side reaches its goal */
	int won;                  /* tricks the side to play has won already */
	int left;                 /* tricks still to play, the current one
				   * included: the side's whole-deal tricks
				   * lie in [won, won + left] */
	int need;                 /* its tricks for the goal; 0: level not
				   * known, no goal */
} sd_tally;

/* The figures of card k of t: average tricks and its 95 % interval
 * (Student's t with n - 1 degrees of freedom, cut to [won, won + left]:
 * the tricks possible), the share reaching the goal (0..1) and its
 * Wilson interval.  With fewer than 2 layouts the tricks have no
 * interval (interval 0, lo and hi the mean); with no layout, all 0. */
typedef struct {
	double mean, lo, hi;
	int interval;             /* lo and hi are an interval (n >= 2) */
	double share, share_lo, share_hi;
} sd_figures;

void sd_figures_of(const sd_tally *t, int k, sd_figures *f);

/* A 95% interval as the readable tables of `ddplay sd` and `ddplay lead`
 * print it, one rule for both: each end right-aligned in a field of
 * five with decimals digits after the point, joined by '-', unit after
 * them (" 9.66- 9.85", "9.86-10.05" for tricks, decimals 2; " 6.1-
 * 79.2%", "43.8-100.0%" for a percentage, decimals 1, unit "%"); without
 * an interval (one layout) a '-' where the interval's would be, in a
 * field as wide.  out holds at least 16 + strlen(unit) bytes. */
void sd_interval_text(int interval, double lo, double hi, int decimals,
		      const char *unit, char *out, size_t size);

/* The tricks the side to play needs for its goal at level (1..7; 0 when
 * not known: 0): level + 6 for declarer's side, 8 - level for the
 * defence. */
int sd_need(const sdlayout_view *v, int level);

/* Called after each layout is solved, with the tallies so far (done
 * layouts of total): from the worker thread that solved it (never the
 * caller's: it only watches *stop), under sd's lock, so one call at a
 * time; it must be quick (copy t, signal the screen) and must not call
 * back into sd. */
typedef void sd_progress_fn(void *user, const sd_tally *t, long done,
			    long total);

typedef struct {
	sd_tally tally;           /* over the layouts solved */
	int8_t *tricks;           /* n rows of tally.ncards: the side's
				   * whole-deal tricks on each layout, -1 when
				   * not solved (malloc'd: free()) */
	long ndone;
	int stopped;              /* *stop was set: the figures so far */
} sd_result;

/* Solves every legal card of v's seat to play on each of the n layouts
 * (whole deals, sdlayout.h) in jobs threads (1 to SD_MAX_JOBS), each with
 * a solver of tt_megabytes (0: the engine's default), and tallies them
 * for the goal of need tricks (sd_need()).  Stops at once when *stop
 * (may be NULL) is set, keeping the layouts solved (out->stopped).  0,
 * or -1 when the solver failed, with the message in err; out->tricks is
 * to be freed whatever the result.  The figures do not depend on jobs.
 * Thread-safe: it touches nothing global; call it from any thread. */
int sd_position_figures(const sdlayout_view *v, const dd_deal *layouts,
			long n, int need, int jobs, size_t tt_megabytes,
			const atomic_int *stop, sd_progress_fn *fn,
			void *user, sd_result *out, char *err,
			size_t errsize);

/* sd_position_figures() resuming a run that was stopped: prior holds
 * its rows (out->tricks of that run on the same layouts, position and
 * need: n rows, -1 for a layout not solved), which are tallied as they
 * are (fn is called once with them) and not solved again.  prior NULL:
 * sd_position_figures(). */
int sd_position_resume(const sdlayout_view *v, const dd_deal *layouts,
		       long n, int need, int jobs, size_t tt_megabytes,
		       const int8_t *prior, const atomic_int *stop,
		       sd_progress_fn *fn, void *user, sd_result *out,
		       char *err, size_t errsize);

/* Whether the ranks strictly between a and b (a above b, one suit) are
 * all held by the seat to play at p (st: p replayed) or gone in the
 * tricks completed: a and b then take the same tricks on every layout. */
int sd_touching(const dd_position *p, const dd_state *st, dd_card a,
		dd_card b);

/* The classes of the seat to play's legal cards at p (st: p replayed),
 * touching cards (sd_touching()) one class: more than one, a decision
 * (analyse --sd, the practice's review); 1 for a forced card. */
int sd_classes(const dd_position *p, const dd_state *st);

/* The cards of t as groups, best first (the most tricks, then the goal
 * reached the most often, then the hand's order, spades to clubs, high
 * to low: ddplay lead's order too, lead_order()): cards of the same suit whose
 * ranks between are held by the same hand or gone in the tricks
 * completed (so they take the same tricks on every layout) and whose
 * tallies are equal form one group.  group[g][0..gsize[g]) are indexes
 * into t->card, high to low; the number of groups. */
int sd_groups(const sdlayout_view *v, const sd_tally *t, int group[13][13],
	      int gsize[13]);

/* The verdict on the card played at a position whose layouts were
 * solved (res: the tallies and each layout's row of tricks), as
 * `ddplay analyse --sd` gives it and the practice review shows it:
 *
 *   - the cards as sd_groups() groups them; none to judge (0 returned)
 *     when there are fewer than two groups, the card played is none of
 *     the legal cards, or no layout was solved;
 *   - the best group: sd's first (the most tricks, then the goal
 *     reached the most often), or with by_contract and need > 0 the
 *     group reaching the goal the most often (then the most tricks);
 *     every group whose tallies equal it (tricks summed, goal reached:
 *     nothing tells them apart) is tied best, and the card played is
 *     best when it is in one of them;
 *   - the paired test: on each layout the best card's tricks minus the
 *     played card's (by_contract: whether it reaches the goal, 1 or 0,
 *     minus the played card's), their mean and 95 % interval (Student's
 *     t with n - 1 degrees of freedom).  The best was picked among the
 *     groups other than the card played's (compared of them) on these
 *     same layouts: by chance alone one of several equal cards looks
 *     best, so the interval is Bonferroni's for that many comparisons
 *     (each at 2.5 % / compared on its side), and a card no worse than
 *     the rest is called worse at most 2.5 % of the time.  The card
 *     played is worse (error) only when the interval lies wholly above
 *     0: a gap within it is no mistake, the card as good as the best as
 *     far as the layouts can tell. */
typedef struct {
	int ngroups;              /* classes of cards (two or more) */
	int compared;             /* the groups other than the card
				   * played's */
	int played, best;         /* indexes into the tally's cards: the
				   * card played, the best group's first */
	int nbest;
	dd_card best_cards[13];   /* every card tied best, in sd's order,
				   * each group high to low */
	int nbclass;
	int bclass[13];           /* the sizes of those groups */
	int played_is_best;       /* the card played is among them */
	long n;                   /* layouts paired */
	double diff, diff_lo, diff_hi;  /* best minus played and its 95 %
					 * interval: tricks, or the share
					 * of layouts reaching the goal */
	int error;                /* n > 1 and diff_lo > 0 */
} sd_verdict;

/* Waits under mu until *running is 0 (its workers signal ended),
 * looking at *stop every 10 ms: once it is set, *failed is set and every
 * solver of ctx[0..jobs) cancelled, once.  sd_position_figures()'s pool
 * and analyse --sd's check (analyse_sd_fusion.c) wait so. */
void sd_watch(pthread_mutex_t *mu, pthread_cond_t *ended,
	      const int *running, int *failed, dd_ctx *const *ctx, int jobs,
	      const atomic_int *stop);

int sd_judge(const sdlayout_view *v, const sd_result *res, dd_card played,
	     int by_contract, int need, sd_verdict *out);

#endif

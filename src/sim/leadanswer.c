/*
 * leadanswer.c - one lead problem's layouts solved and its figures
 * printed: the end of `ddplay lead` for a problem given by --hand
 * (lead.c) and for each board of its files (leadfile.c).  See
 * lead_int.h.
 */
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "auction.h"
#include "lead.h"
#include "lead_int.h"
#include "leaddeal.h"
#include "leadsolve.h"
#include "util/util.h"

/* Set by the SIGINT handler, read by the solving threads: an atomic_int,
 * lock-free, so that a signal handler may set it. */
_Static_assert(ATOMIC_INT_LOCK_FREE == 2, "atomic_int must be lock-free");
atomic_int lead_interrupted;

void lead_auction_used(const lead_opts *o, char *out, size_t size)
{
	const char *unused[4] = { NULL, NULL, NULL, NULL };
	int s;

	/* the leader's calls, and those of a hand whose spec replaces the
	 * auction's, are said not used */
	for (s = 0; s < 4; s++)
		if (s == o->d.leader)
			unused[s] = "the leader's hand";
		else if (o->replaced[s])
			unused[s] = auction_replaced_reason(s);
	auction_describe_for(o->auc, unused, out, size);
}

int lead_answer(lead_opts *o, leaddeal_layouts *l, FILE *out,
		const char *title, const dd_deal *real)
{
	leadsolve_result sv, rsv;
	lead_report *r;
	int status = 0, seat;
	long i;
	/* the auction's description, r->auction while r lives (here) */
	char used[8192];

	r = xcalloc(1, sizeof *r);
	lead_set_make(o->d.hand, &r->leads);
	r->title = title;
	r->leader = o->d.leader;
	r->declarer = o->declarer;
	r->level = o->level;
	r->strain = o->strain;
	r->doubled = o->doubled;
	memcpy(r->hand, o->d.hand, sizeof r->hand);
	for (seat = 0; seat < 4; seat++)
		r->spec_text[seat] = o->d.spec_text[seat];
	if (o->auc) {
		lead_auction_used(o, used, sizeof used);
		r->auction = used;
	} else if (o->auction_note[0]) {
		r->auction = o->auction_note;
	}
	r->deals_file = o->d.deals_file;
	r->seed = o->d.seed;
	r->tries = l->tries;
	r->dealt = l->n;
	r->asked = o->d.deals_file ? l->n : o->d.ndeals;
	r->utf8 = util_locale_is_utf8();
	if (o->show_deals) {
		r->deals = l->deals;
		r->ndeals = l->n;
	}
	memset(&rsv, 0, sizeof rsv);
	if (real) {
		/* the board's own deal: each lead's result on it */
		leaddeal_layouts one = { (dd_deal *)(uintptr_t)real, 1, 1, 0,
					 0, 0 };

		if (leadsolve_run(&one, r, 1, 0, &lead_interrupted, &rsv) == 0 &&
		    rsv.ndone == 1)
			r->real = rsv.tricks;
	}
	if (leadsolve_run(l, r, o->jobs, o->output == OUT_READABLE &&
			  leadsolve_live_ok(r), &lead_interrupted, &sv) < 0) {
		free(sv.tricks);
		free(sv.done);
		free(rsv.tricks);
		free(rsv.done);
		free(r);
		return -1;
	}
	r->interrupted = sv.ndone < l->n;
	r->solved = sv.done;
	memset(&r->tally, 0, sizeof r->tally);
	r->tally.need = 8 - o->level;
	for (i = 0; i < l->n; i++)
		if (sv.done[i])
			lead_tally_add(&r->tally, r->leads.n,
				       sv.tricks + i * r->leads.n);
	if (o->output == OUT_LINES)
		lead_print_lines(out, r);
	else if (o->output == OUT_JSON)
		lead_print_json(out, r);
	else
		lead_print_readable(out, r);
	if (r->interrupted) {
		fprintf(stderr, "ddplay lead: interrupted: %ld of %ld "
			"layouts solved\n", sv.ndone, l->n);
		status = 130;
	} else if (l->bad) {
		status = 1;
	}
	free(sv.tricks);
	free(sv.done);
	free(rsv.tricks);
	free(rsv.done);
	free(r);
	return status;
}

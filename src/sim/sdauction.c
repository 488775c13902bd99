/*
 * sdauction.c - a board's auction on a position's hidden hands, one call
 * left out when no layout fits them all: see sdauction.h.
 */
#include "sdauction.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int sdauction_view(const sdauction_where *w, const auction *a,
		   char text[4][AUCTION_HAND_SIZE], sdlayout_view *v,
		   char *err, size_t errsize)
{
	static const handspec *const none[4] = { NULL, NULL, NULL, NULL };
	const char *no_text[4] = { NULL, NULL, NULL, NULL };
	handspec hs[4];
	const handspec *of[4] = { NULL, NULL, NULL, NULL };
	const char *texts[4] = { NULL, NULL, NULL, NULL };
	char e[AUCTION_ERR_SIZE];
	int seat;

	if (sdlayout_view_make_with(w->pos, none, no_text, v, err,
				    errsize) < 0)
		return -1;
	for (seat = 0; seat < 4; seat++) {
		const char *user = w->user ? w->user[seat] : NULL;
		int hidden = sdlayout_hidden(v, seat);

		text[seat][0] = '\0';
		if (!user && (!a || !hidden))
			continue;
		if (auction_spec(hidden ? a : NULL, seat, user, &hs[seat],
				 text[seat], AUCTION_HAND_SIZE, e,
				 sizeof e) < 0) {
			snprintf(err, errsize, "%s", e);
			return -1;
		}
		if (!text[seat][0])
			continue;
		of[seat] = &hs[seat];
		texts[seat] = text[seat];
	}
	if (sdlayout_view_make_with(w->pos, of, texts, v, err, errsize) < 0)
		return -1;
	v->restricted = w->restricted;
	return 0;
}

int sdauction_fits(const sdauction_where *w, const sdlayout_view *v)
{
	sdlayout_set s;
	char e[256];
	long tries = w->tries > 0 && w->tries < SDLAYOUT_FIRST_TRIES ?
		     w->tries : SDLAYOUT_FIRST_TRIES;
	long i;

	if (w->from) {
		for (i = 0; i < w->from->n; i++)
			if (sdlayout_fits(v, &w->from->deals[i], NULL, 0))
				return 1;
		return 0;
	}
	if (sdlayout_deal(v, w->seed, 1, tries, w->stop, &s, e,
			  sizeof e) < 0)
		return 0;
	i = s.n;
	sdlayout_free(&s);
	return i > 0;
}

/* What auction_first_droppable() asks: whether some layout fits with a
 * call of the auction left out (a copy of it, t). */
typedef struct {
	const sdauction_where *w;
	const auction *a;
	auction *t;
	sdlayout_view *v;
	char (*text)[AUCTION_HAND_SIZE];
	const char *why;
} drop_try;

static int fits_without(void *user, int drop)
{
	drop_try *d = user;
	char e[256];

	*d->t = *d->a;
	auction_drop(d->t, drop, d->why);
	if (sdauction_view(d->w, d->t, d->text, d->v, e, sizeof e) == 0 &&
	    sdauction_fits(d->w, d->v))
		return 0;
	return d->w->stop && atomic_load(d->w->stop) ? -1 : 1;
}

int sdauction_drop_one(const sdauction_where *w, auction *a, long tried,
		       const char *why)
{
	auction *t = malloc(sizeof *t);         /* large: not on the stack */
	sdlayout_view *v = malloc(sizeof *v);
	char (*text)[AUCTION_HAND_SIZE] = malloc(4 * AUCTION_HAND_SIZE);
	drop_try d = { w, a, t, v, text, why };
	unsigned seats = 0;
	char e[256];
	int seat, call = -1;

	if (tried > 0 && !w->from && w->tries < SDLAYOUT_FIRST_TRIES) {
		free(t);
		free(v);
		free(text);
		return -1;
	}
	if (t && v && text &&
	    sdlayout_view_make_with(w->pos, NULL, NULL, v, e, sizeof e) == 0) {
		for (seat = 0; seat < 4; seat++)
			if (sdlayout_hidden(v, seat) &&
			    !(w->user && w->user[seat] &&
			      w->user[seat][0] == '='))
				seats |= 1u << seat;
		call = auction_first_droppable(a, seats, fits_without, &d);
		if (w->stop && atomic_load(w->stop))
			call = -1;
		if (call >= 0)
			auction_drop(a, call, why);
	}
	free(t);
	free(v);
	free(text);
	return call;
}

/*
 * board.c - a board of the session and the lines of its contracts, see
 * board.h.
 */
#include "board.h"

#include <stdlib.h>
#include <string.h>

#include "model/deal.h"
#include "util/util.h"

/* ---- a board's contracts ------------------------------------------------- */

/* The saved contract of b played by declarer in strain, or NULL. */
app_contract *board_find_saved(app_board *b, int strain, int declarer)
{
	int i;

	for (i = 0; i < b->nsaved; i++)
		if (b->saved[i].strain == strain &&
		    b->saved[i].declarer == declarer)
			return &b->saved[i];
	return NULL;
}

/* Keeps game g (moved in) with b for that contract, in place of one kept
 * for it already. */
void board_keep_saved(app_board *b, int strain, int declarer, int level,
		       int doubled, game *g)
{
	app_contract *c = board_find_saved(b, strain, declarer);

	if (c) {
		game_free(&c->g);
	} else {
		b->saved = xrealloc(b->saved,
				    (size_t)(b->nsaved + 1) * sizeof *b->saved);
		c = &b->saved[b->nsaved++];
	}
	c->strain = strain;
	c->declarer = declarer;
	c->level = level;
	c->doubled = doubled;
	c->g = *g;
}

/* Takes the saved contract c out of b: its game moved into *g. */
void board_take_saved(app_board *b, app_contract *c, game *g)
{
	*g = c->g;
	*c = b->saved[--b->nsaved];
}

/* Whether the board's record was played in that contract: its actual play
 * belongs to it. */
static int record_contract(const app_board *b, int strain, int declarer)
{
	return b->nactual > 0 && b->rec.strain == strain &&
	       b->rec.declarer == declarer;
}

/* A game for board b in a contract, with the given cards played when
 * they fit, and the actual play when it is the record's contract; the
 * cards played are not counted as unsaved lines. */
void board_new_game(const app_board *b, game *g, int strain, int declarer,
		     int level, const dd_card *played, int n)
{
	if (game_init(g, &b->deal, strain, declarer, level, played, n, NULL,
		      0) < 0) {
		game_free(g);
		game_init(g, &b->deal, strain, declarer, level, NULL, 0, NULL,
			  0);
	}
	if (record_contract(b, strain, declarer))
		game_set_actual(g, b->actual, b->nactual);
	g->dirty = 0;
}

/* ---- reading boards ------------------------------------------------------- */

/* "4HE", "HE", "3NS": a contract token of the lines tag. */
static int parse_token(const char *tok, int *level, int *strain,
		       int *declarer)
{
	char err[DEAL_ERR_SIZE], st[2] = { 0, 0 };

	*level = 0;
	if (*tok >= '1' && *tok <= '7')
		*level = *tok++ - '0';
	if (!tok[0] || !tok[1] || tok[2])
		return -1;
	st[0] = tok[0];
	if (deal_parse_strain(st, strain, err, sizeof err) < 0 ||
	    deal_parse_seat(tok + 1, declarer, "declarer", err,
			    sizeof err) < 0)
		return -1;
	return 0;
}

/* The lines saved with a board (its DdplayLines tag): each contract's
 * rows into a game kept with the board.  Problems go to diag. */
static void read_lines(app_board *b, const char *file, FILE *diag)
{
	const record_tag *t = record_tag_get(&b->rec, BOARD_LINES_TAG);
	const char *p;
	char label[64];

	if (!t || !t->section)
		return;
	record_board_label(b->rec.board, label, sizeof label);
	for (p = t->section; *p;) {
		size_t n = strcspn(p, "\r\n");
		char tok[8], err[200], *rows;
		int level, strain, declarer, k = 0;
		const char *q;
		app_contract *c;
		size_t len = 0;

		while (k < 7 && p[k] && p[k] != ' ' && p[k] != '\n')
			k++;
		memcpy(tok, p, (size_t)k);
		tok[k] = '\0';
		if (n == 0 || parse_token(tok, &level, &strain, &declarer) < 0) {
			/* (a '%' line is the file's, kept where it was) */
			if (n > 0 && strspn(p, " \t") < n &&
			    p[strspn(p, " \t")] != '%')
				fprintf(diag, "%s:%ld: %s%s: bad row '%.30s'\n",
					file ? file : "-", b->rec.line, label,
					BOARD_LINES_TAG, p);
			p += n;
			while (*p == '\r' || *p == '\n')
				p++;
			continue;
		}
		/* every row of this contract, without the token */
		rows = xmalloc(strlen(p) + 1);
		for (q = p; *q;) {
			size_t m = strcspn(q, "\r\n");

			if (strncmp(q, tok, (size_t)k) == 0 && q[k] == ' ') {
				memcpy(rows + len, q + k + 1, m - (size_t)k - 1);
				len += m - (size_t)k - 1;
				rows[len++] = '\n';
			}
			q += m;
			while (*q == '\r' || *q == '\n')
				q++;
		}
		rows[len] = '\0';
		c = board_find_saved(b, strain, declarer);
		if (!c) {
			game g;

			board_new_game(b, &g, strain, declarer, level, NULL, 0);
			board_keep_saved(b, strain, declarer, level,
				   record_contract(b, strain, declarer)
				   ? b->doubled : 0, &g);
			c = board_find_saved(b, strain, declarer);
			if (game_read_lines(&c->g, rows, err, sizeof err) < 0)
				fprintf(diag, "%s:%ld: %s%s %s: %s\n",
					file ? file : "-", b->rec.line, label,
					BOARD_LINES_TAG, tok, err);
			c->g.dirty = 0;
		}
		free(rows);
		p += n;
		while (*p == '\r' || *p == '\n')
			p++;
	}
}

int board_admit(record *r, char **head, board_tally *t)
{
	if (r->head && !*head)
		*head = xstrdup(r->head);
	if (r->problem >= RECORD_BAD_DEAL) {
		t->unread += r->problem == RECORD_BAD_DEAL;
		t->nodeal += r->problem == RECORD_NO_DEAL;
		return 0;
	}
	if (!r->head && *head)
		r->head = xstrdup(*head);
	return 1;
}

void board_from_record(app_board *b, const record *r,
			       const char *file, FILE *diag)
{
	memset(b, 0, sizeof *b);
	b->rec = *r;
	b->rec.file = NULL;     /* the source's name goes with the source */
	b->file = file ? xstrdup(file) : NULL;
	b->deal = r->deal;
	b->strain = -1;
	b->declarer = -1;
	if (r->strain >= 0 && r->declarer >= 0 && r->level != 0) {
		b->strain = r->strain;
		b->declarer = r->declarer;
		b->level = r->level > 0 ? r->level : 0;
		b->doubled = r->doubled > 0 ? r->doubled : 0;
		b->nactual = r->nplayed;
		memcpy(b->actual, r->played, (size_t)r->nplayed);
		/* a line of the line format opens where it stands */
		if (r->format == RECORD_LINE) {
			b->nplayed = r->nplayed;
			memcpy(b->played, r->played, (size_t)r->nplayed);
		}
	}
	read_lines(b, file, diag);
	/* a board saved without its record's contract: the one it was
	 * shown in, the first of its lines */
	if (b->strain < 0 && b->nsaved > 0) {
		b->strain = b->saved[0].strain;
		b->declarer = b->saved[0].declarer;
		b->level = b->saved[0].level;
	}
}

void board_free_all(app_board *boards, int n)
{
	int i, k;

	for (i = 0; i < n; i++) {
		record_free(&boards[i].rec);
		for (k = 0; k < boards[i].nsaved; k++)
			game_free(&boards[i].saved[k].g);
		free(boards[i].saved);
		free(boards[i].file);
	}
	free(boards);
}

/*
 * board.c - a board of the session and the lines of its contracts, see
 * board.h.
 */
#include "board.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/pbn.h"
#include "formats/source.h"
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
/* ---- a board written back ------------------------------------------------ */

/* The rows of the lines tag for one contract's game, added to *buf. */
static void add_rows(char **buf, size_t *len, const game *g, int level)
{
	size_t need = game_format_lines(g, NULL, 0) + 1, n;
	char *rows = xmalloc(need), tok[16], *p;
	int strain = g->base.strain;

	game_format_lines(g, rows, need);
	snprintf(tok, sizeof tok, "%.*d%c%c", level > 0, level > 0 ? level : 0,
		 strain == DD_NOTRUMP ? 'N' : deal_strain_char(strain),
		 dd_seat_letter(game_declarer(g)));
	for (p = rows; *p; p += n + 1) {
		n = strcspn(p, "\n");
		*buf = xrealloc(*buf, *len + strlen(tok) + n + 3);
		*len += (size_t)sprintf(*buf + *len, "%s %.*s\n", tok, (int)n,
					p);
		if (!p[n])
			break;
	}
	free(rows);
}

/* Whether the n games of board b are one, in the record's contract,
 * whose only line is the actual play: the record opens as that again,
 * a lines tag would add nothing to it. */
static int only_actual(const app_board *b, int n, const game *g, int level)
{
	dd_card line1[52];

	return n == 1 && b->nactual > 0 && g->t.nlines == 1 &&
	       g->base.strain == b->rec.strain &&
	       game_declarer(g) == b->rec.declarer && level == b->rec.level &&
	       b->nactual == b->rec.nplayed &&
	       memcmp(b->actual, b->rec.played, (size_t)b->nactual) == 0 &&
	       tree_path(&g->t, g->t.line[1].end, line1, NULL) == b->nactual &&
	       memcmp(line1, b->actual, (size_t)b->nactual) == 0;
}

/* (board.h) */
void board_record(const app *a, int i, record *r)
{
	const app_board *b = &a->boards[i];
	const game *games[1 + 64], *g;
	int levels[1 + 64], n = 0, k;
	char contract[8], *rows = NULL;
	size_t len = 0;

	if (i == a->board && a->g.t.node) {
		levels[n] = app_level(a);
		games[n++] = &a->g;
	}
	for (k = 0; k < b->nsaved && n < 65; k++) {
		levels[n] = b->saved[k].level;
		games[n++] = &b->saved[k].g;
	}
	record_copy(r, &b->rec);
	r->file = NULL;
	r->has_deal = 1;
	r->deal = b->deal;
	if (b->rec.format != RECORD_PBN)
		pbn_fill_tags(r);
	g = n > 0 ? games[0] : NULL;
	for (k = 1; k < n && i != a->board; k++)
		if (games[k]->base.strain == b->strain &&
		    game_declarer(games[k]) == b->declarer)
			g = games[k];
	if (n > 0 && b->nactual > 0 && (b->nactual != b->rec.nplayed ||
			       memcmp(b->actual, b->rec.played,
				      (size_t)b->nactual) != 0)) {
		/* an actual play of the session's (a practice reviewed) */
		dd_position pos;
		dd_state st;

		r->nplayed = b->nactual;
		memcpy(r->played, b->actual, (size_t)b->nactual);
		/* (it replaces the play recorded, one cut at a revoke too:
		 * record.h, play_cut) */
		r->play_cut = 0;
		r->recorded.n = 0;
		r->result = -1;
		pos = games[0]->base;
		pos.nplayed = b->nactual;
		memcpy(pos.played, b->actual, (size_t)b->nactual);
		if (b->nactual == 52 && dd_replay(&pos, &st, NULL) == DD_OK)
			r->result = st.tricks_won[game_declarer_side(games[0])];
		pbn_update_play(r);
	}
	/* (a play led by another seat than declarer's left is the
	 * record's, kept as it was: record.h, offlead; and so is a
	 * record that gives the table's contract and result without its
	 * play, a club's hand record: a line of the user's is not the
	 * play at the table, and the result would be lost to "?"; and a
	 * board without a card played in any line: a contract no card
	 * was played in is not written as the table's, in place of the
	 * recorded one and its auction; nor is a line of the user's in
	 * place of a recorded play that could not be read, or that breaks
	 * a rule at its first card: record.h, play_cut) */
	if (b->nactual == 0 && b->rec.offlead.n == 0 && g &&
	    g->t.nlines > 0 && b->rec.problem != RECORD_BAD_PLAY &&
	    !b->rec.play_cut &&
	    !(b->rec.level > 0 && b->rec.result >= 0)) {
		dd_card line1[52];
		dd_state st;
		dd_position pos;
		int same;

		r->strain = g->base.strain;
		r->declarer = game_declarer(g);
		r->level = g == games[0] ? levels[0] : b->level > 0 ? b->level
								   : 1;
		/* the recorded contract keeps its auction (and the notes
		 * of its calls) and its doubling; another has neither */
		same = r->strain == b->rec.strain &&
		       r->declarer == b->rec.declarer &&
		       r->level == b->rec.level;
		r->doubled = same && b->rec.doubled > 0 ? b->rec.doubled : 0;
		r->result = -1;
		r->nplayed = tree_path(&g->t, g->t.line[1].end, line1, NULL);
		memcpy(r->played, line1, (size_t)r->nplayed);
		pos = g->base;
		pos.nplayed = r->nplayed;
		memcpy(pos.played, line1, (size_t)r->nplayed);
		if (r->nplayed == 52 && dd_replay(&pos, &st, NULL) == DD_OK)
			r->result = st.tricks_won[game_declarer_side(g)];
		pbn_update_play(r);
		if (!same)
			record_tag_remove(r, "Auction");
		record_format_contract(r, contract);
		record_tag_set(r, "Contract", contract, NULL);
		record_tag_set(r, "Declarer",
			       (const char[]){ dd_seat_letter(r->declarer),
					       '\0' }, NULL);
		if (r->result < 0 && record_tag_get(r, "Result"))
			record_tag_set(r, "Result", "?", NULL);
	}
	for (k = 0; k < n && !only_actual(b, n, games[0], levels[0]); k++)
		add_rows(&rows, &len, games[k], levels[k]);
	if (len > 0)
		record_tag_set(r, BOARD_LINES_TAG, "1", rows);
	else
		record_tag_remove(r, BOARD_LINES_TAG);
	free(rows);
}

/* (board.h) */
int board_write_one(const app *a, int i, FILE *f)
{
	record r;
	int rc;

	record_init(&r);
	board_record(a, i, &r);
	rc = pbn_write_file(f, &r);
	record_free(&r);
	return rc;
}

void board_rest_free(board_rest *fr)
{
	int k;

	for (k = 0; k < fr->ngames; k++) {
		free(fr->game[k].text);
		free(fr->game[k].post);
	}
	free(fr->game);
	memset(fr, 0, sizeof *fr);
}

/* The comment the reader puts before a game it could not analyse (not
 * the file's: left out when the game is written back). */
#define NOT_ANALYSED "{ddplay: not analysed:"

/* (board.h) */
void board_rest_read(const char *path, board_rest *fr)
{
	char *files[1], *text;
	const char *raw;
	FILE *diag = fopen("/dev/null", "w"), *m;
	source *src;
	record r;
	long lines = 0, games = 0, comments = 0, rests = 0;
	size_t len;

	memset(fr, 0, sizeof *fr);
	files[0] = xstrdup(path);
	src = source_new(1, files, SOURCE_ANY, diag ? diag : stderr);
	source_keep_all(src);
	record_init(&r);
	while (source_next(src, &r)) {
		if (r.problem < RECORD_BAD_DEAL) {
			fr->nboards++;
			continue;
		}
		text = NULL;
		m = r.raw ? open_memstream(&text, &len) : NULL;
		if (!m) {
			fr->lost++;
			continue;
		}
		raw = r.raw;
		if (strncmp(raw, NOT_ANALYSED, strlen(NOT_ANALYSED)) == 0)
			raw = strchr(raw, '\n') ? strchr(raw, '\n') + 1 : "";
		pbn_write_head_notes(m, r.pre);
		fputs(raw, m);
		if (fclose(m) != 0) {
			free(text);
			fr->lost++;
			continue;
		}
		fr->game = xrealloc(fr->game, (size_t)(fr->ngames + 1) *
				    sizeof *fr->game);
		fr->game[fr->ngames].text = text;
		fr->game[fr->ngames].post = r.post ? xstrdup(r.post) : NULL;
		fr->game[fr->ngames++].at = fr->nboards;
	}
	record_free(&r);
	source_lost(src, &lines, &games, &comments, &rests);
	fr->lost += source_skipped(src) + (lines > 0 || games > 0 ||
					   comments > 0 || rests > 0);
	source_free(src);
	free(files[0]);
	if (diag)
		fclose(diag);
}

/* The kept games of fr from the k-th on that precede the file's board
 * upto (fr->nboards: those after its last), written to m; the next k.
 * *bare: the last one written ended the file without a blank line. */
static int put_kept(FILE *m, const board_rest *fr, int upto, int k, int *bare)
{
	for (; k < fr->ngames && fr->game[k].at <= upto; k++) {
		const char *post = fr->game[k].post;

		fputs(fr->game[k].text, m);
		fputs(post && post[0] ? post : "\n", m);
		*bare = post && !post[0];
	}
	return k;
}

/* (board.h) */
int board_write_all(const app *a, FILE *f, const int *mine,
		    const board_rest *fr)
{
	char *text = NULL, *head = NULL, *first = NULL;
	size_t len = 0;
	FILE *m = open_memstream(&text, &len);
	record r, form;
	int i, k = 0, bare = 0, rc;

	if (!m)
		return -1;
	record_init(&form);
	for (i = 0; i < a->nboards; i++) {
		if (fr && mine[i] >= 0)
			k = put_kept(m, fr, mine[i], k, &bare);
		record_init(&r);
		board_record(a, i, &r);
		if (i == 0) {
			form.bom = r.bom;
			form.crlf = r.crlf;
			form.cr = r.cr;
			first = r.head ? xstrdup(r.head) : NULL;
			head = r.head ? xstrdup(r.head) : NULL;
		} else if (r.head && (!head || strcmp(r.head, head) != 0)) {
			/* the header of another file, but its version */
			pbn_write_head_notes(m, r.head);
			free(head);
			head = xstrdup(r.head);
		}
		pbn_write_head_notes(m, r.pre);
		free(r.pre);
		r.pre = NULL;
		pbn_write(m, &r);
		bare = r.post && !r.post[0];
		record_free(&r);
		if (fr && mine[i] >= 0 && mine[i] == fr->nboards - 1)
			k = put_kept(m, fr, fr->nboards, k, &bare);
	}
	free(head);
	if (fclose(m) != 0) {
		free(text);
		free(first);
		return -1;
	}
	/* a file that ended with its last game, no blank line after it */
	if (bare && len > 0 && text[len - 1] == '\n')
		len--;
	rc = pbn_write_start(f, &form, first);
	if (rc == 0)
		rc = pbn_write_text(f, pbn_eol_of(&form), text, len);
	free(text);
	free(first);
	return rc;
}


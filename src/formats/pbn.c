/*
 * pbn.c - recognising and writing PBN files, see pbn.h (the reader is
 * in pbnread.c).
 */
#include "pbn.h"

#include <stdlib.h>
#include <string.h>

#include "model/deal.h"
#include "model/game.h"
#include "util/strbuf.h"
#include "util/util.h"


static int is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

/* ---- detection -------------------------------------------------------- */

int pbn_detect(const char *text, size_t len)
{
	size_t i = 0;

	if (len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0)
		i = 3;
	while (i < len && (is_blank(text[i]) || text[i] == '\n'))
		i++;
	if (i >= len)
		return 0;
	if (text[i] == '%' || text[i] == '{' || text[i] == ';')
		return 1;
	if (text[i] != '[')
		return 0;
	/* A tag: '[' then a letter, as in [Event "..."]. */
	i++;
	while (i < len && is_blank(text[i]))
		i++;
	return i < len && ((text[i] >= 'A' && text[i] <= 'Z') ||
			   (text[i] >= 'a' && text[i] <= 'z'));
}

/* ---- writing ---------------------------------------------------------- */

char *pbn_play_section(const dd_card *played, int nplayed, int leader,
		       int strain)
{
	strbuf b = { 0 };
	int i, lead = leader;

	strbuf_add(&b, "", 0);
	for (i = 0; i < nplayed; i += 4) {
		char col[4][DEAL_CARD_SIZE];
		dd_card trick[4];
		int j, n = nplayed - i < 4 ? nplayed - i : 4;

		for (j = 0; j < 4; j++)
			strcpy(col[j], "- ");
		for (j = 0; j < n; j++) {
			trick[j] = played[i + j];
			deal_format_card(trick[j], col[(lead + j - leader) & 3]);
		}
		strbuf_printf(&b, "%s %s %s %s\n", col[0], col[1], col[2], col[3]);
		if (n == 4)
			lead = game_trick_winner(trick, lead, strain);
	}
	if (nplayed < 52 && nplayed > 0)
		strbuf_add(&b, "*\n", 2);
	return b.p;
}

static const char *seat_text(int seat)
{
	static const char *const s[4] = { "N", "E", "S", "W" };

	return seat >= 0 && seat < 4 ? s[seat] : "?";
}

static const char *vul_text(int vul)
{
	static const char *const v[4] = { "None", "NS", "EW", "All" };

	return vul >= 0 && vul < 4 ? v[vul] : "?";
}

static void fill(record *r, const char *name, const char *value)
{
	if (!record_tag_get(r, name))
		record_tag_set(r, name, value, NULL);
}

static void set_contract_tags(record *r, int replace)
{
	char contract[8], result[8];
	void (*set)(record *, const char *, const char *) = fill;

	record_format_contract(r, contract);
	snprintf(result, sizeof result, "%d", r->result);
	if (replace) {
		if (r->level != 0 && r->declarer >= 0)
			record_tag_set(r, "Declarer", seat_text(r->declarer),
				       NULL);
		if (contract[0])
			record_tag_set(r, "Contract", contract, NULL);
		if (r->result >= 0)
			record_tag_set(r, "Result", result, NULL);
		return;
	}
	set(r, "Declarer", r->level == 0 ? "" : seat_text(r->declarer));
	set(r, "Contract", contract[0] ? contract : "?");
	set(r, "Result", r->result >= 0 ? result : "?");
}

/* The tags of PBN's export format, in its order. */
static const char *const EXPORT_TAGS[] = {
	"Event", "Site", "Date", "Board", "West", "North", "East", "South",
	"Dealer", "Vulnerable", "Deal", "Scoring", "Declarer", "Contract",
	"Result", NULL
};

/* What a tag copied to a new record keeps besides its value and
 * section: the backslashes' style and its line as read (taken from
 * from). */
static void move_tag_extras(record_tag *to, record_tag *from)
{
	to->doubled = from->doubled;
	to->line_text = from->line_text;
	from->line_text = NULL;
}

void pbn_fill_tags(record *r)
{
	char deal[DEAL_TEXT_SIZE];
	record sorted;
	int i, k;

	fill(r, "Board", r->board[0] ? r->board : "?");
	fill(r, "Dealer", seat_text(r->dealer));
	fill(r, "Vulnerable", vul_text(r->vul));
	if (r->has_deal) {
		deal_format(&r->deal, deal);
		fill(r, "Deal", deal);
	}
	set_contract_tags(r, 0);
	for (i = 0; EXPORT_TAGS[i]; i++)
		fill(r, EXPORT_TAGS[i], "?");
	if ((r->nplayed > 0 || r->offlead.n > 0 || r->recorded.n > 0) &&
	    !record_tag_get(r, "Play"))
		pbn_update_play(r);
	/* The export tags first, in their order, then the others as they
	 * were, each of them (a Note tag comes once a note). */
	record_init(&sorted);
	for (i = 0; EXPORT_TAGS[i]; i++) {
		record_tag *t = r->tags;

		while (strcmp(t->name, EXPORT_TAGS[i]) != 0)
			t++;    /* (each is there: filled above) */
		record_tag_set(&sorted, t->name, t->value, t->section);
		move_tag_extras(&sorted.tags[sorted.ntags - 1], t);
	}
	for (k = 0; k < r->ntags; k++) {
		for (i = 0; EXPORT_TAGS[i]; i++)
			if (strcmp(r->tags[k].name, EXPORT_TAGS[i]) == 0)
				break;
		if (!EXPORT_TAGS[i]) {
			record_tag_add(&sorted, r->tags[k].name,
				       r->tags[k].value, r->tags[k].section);
			move_tag_extras(&sorted.tags[sorted.ntags - 1],
					&r->tags[k]);
		}
	}
	record_free(r);
	r->tags = sorted.tags;
	r->ntags = sorted.ntags;
	r->tags_cap = sorted.tags_cap;
}

void pbn_update_play(record *r)
{
	dd_position pos;
	char *section;

	/* the play as recorded: a lead by another seat than declarer's
	 * left kept (record.h, offlead), and the cards after one that
	 * breaks a rule (recorded) */
	if (record_recorded_play(r, &pos) < 0) {
		record_tag_remove(r, "Play");
		return;
	}
	/* (a play cut at a word that is no card: the cards after it are
	 * known to its tag alone, kept as read) */
	if (r->play_cut && r->recorded.n == 0 && record_tag_get(r, "Play"))
		return;
	if (r->play_cut && r->recorded.n > 0) {
		pos.leader = r->recorded.leader;
		pos.nplayed = r->recorded.n;
		memcpy(pos.played, r->recorded.card, (size_t)r->recorded.n);
	}
	if (pos.nplayed == 0) {
		record_tag_remove(r, "Play");
		return;
	}
	set_contract_tags(r, 1);
	section = pbn_play_section(pos.played, pos.nplayed, pos.leader,
				   r->strain);
	record_tag_set(r, "Play", seat_text(pos.leader), section);
	free(section);
}

/* Which of a PBN file's header lines that say its version and kind the
 * line at p (n bytes) is: 1 "% PBN 2.1", 2 "% EXPORT", 3 "% IMPORT", or
 * 0 none. */
static int version_line(const char *p, size_t n)
{
	static const char *const word[] = { "PBN", "EXPORT", "IMPORT" };
	const char *end = p + n;
	size_t i, k;

	if (n == 0 || *p != '%')
		return 0;
	for (p++; p < end && is_blank(*p); p++)
		;
	for (i = 0; i < sizeof word / sizeof word[0]; i++) {
		k = strlen(word[i]);
		if ((size_t)(end - p) >= k && memcmp(p, word[i], k) == 0 &&
		    (p + k == end || is_blank(p[k])))
			return (int)i + 1;
	}
	return 0;
}

void pbn_write_header(FILE *f, const char *head)
{
	const char *p;
	int has_version = 0;

	for (p = head; p && *p;) {
		size_t n = strcspn(p, "\n");

		has_version |= version_line(p, n) == 1;
		p += n + (p[n] == '\n');
	}
	if (!has_version)
		fputs("% PBN 2.1\n% EXPORT\n", f);
	if (head)
		fputs(head, f);
}

void pbn_write_head_notes(FILE *f, const char *head)
{
	const char *p;

	for (p = head; p && *p;) {
		size_t n = strcspn(p, "\n");

		if (!version_line(p, n)) {
			fwrite(p, 1, n, f);
			fputc('\n', f);
		}
		p += n + (p[n] == '\n');
	}
}

static void write_game(FILE *f, const record *r, int alone);

int pbn_eol_of(const record *r)
{
	return !r ? PBN_EOL_LF : r->crlf ? PBN_EOL_CRLF :
	       r->cr ? PBN_EOL_CR : PBN_EOL_LF;
}

int pbn_write_text(FILE *f, int eol, const char *text, size_t len)
{
	char *out;
	size_t i, n = 0;
	int rc = 0;

	if (eol != PBN_EOL_CRLF && eol != PBN_EOL_CR)
		return len && fwrite(text, 1, len, f) != len ? -1 : 0;
	out = malloc(2 * len + 1);
	if (!out)
		return -1;
	for (i = 0; i < len; i++) {
		if (eol == PBN_EOL_CR) {
			out[n++] = text[i] == '\n' ? '\r' : text[i];
			continue;
		}
		/* (a CR LF already there left as it is) */
		if (text[i] == '\n' && (i == 0 || text[i - 1] != '\r'))
			out[n++] = '\r';
		out[n++] = text[i];
	}
	if (n && fwrite(out, 1, n, f) != n)
		rc = -1;
	free(out);
	return rc;
}

/* What print() prints, written to f with eol's line ends: straight to f
 * for LF, else through a buffer whose line ends are then changed. */
static int write_eol(FILE *f, int eol, void (*print)(FILE *, const void *),
		     const void *arg)
{
	char *text = NULL;
	size_t len = 0;
	FILE *m;
	int rc;

	if (eol == PBN_EOL_LF) {
		print(f, arg);
		return ferror(f) ? -1 : 0;
	}
	m = open_memstream(&text, &len);
	if (!m)
		return -1;
	print(m, arg);
	if (fclose(m) != 0) {
		free(text);
		return -1;
	}
	rc = pbn_write_text(f, eol, text, len);
	free(text);
	return rc;
}

static void print_header(FILE *f, const void *head)
{
	pbn_write_header(f, head);
}

/* the comments and '%' lines before the game, but the version lines of
 * a file joined on after another (the file's header says its version),
 * then the game */
static void print_game(FILE *f, const void *rec)
{
	const record *r = rec;

	pbn_write_head_notes(f, r->pre);
	write_game(f, r, 1);
}

int pbn_write_start(FILE *f, const record *r, const char *head)
{
	if (r && r->bom && fputs("\xef\xbb\xbf", f) == EOF)
		return -1;
	return write_eol(f, pbn_eol_of(r), print_header, head);
}

int pbn_write_file(FILE *f, const record *r)
{
	if (pbn_write_start(f, r, r->head) < 0)
		return -1;
	return write_eol(f, pbn_eol_of(r), print_game, r);
}

/* A tag's line in PBN's own form: [Name "value"], a quote and (where
 * it could be taken for an escape, or the file wrote them doubled) a
 * backslash escaped. */
static void write_tag(FILE *f, const record_tag *t)
{
	const char *v;

	fprintf(f, "[%s \"", t->name);
	for (v = t->value; *v; v++) {
		/* a backslash alone where it cannot be taken for an escape
		 * ("Denomination\2R"), unless the file wrote them doubled */
		if (*v == '"' || (*v == '\\' && (t->doubled || v[1] == '"' ||
						  v[1] == '\\' ||
						  v[1] == '\0')))
			fputc('\\', f);
		fputc(*v, f);
	}
	fputs("\"]\n", f);
}

/* The game's tags and sections, then the blank line after it: each tag
 * read from a line of its own written back as that line (record_tag.
 * line_text), the others in PBN's form; the blank line as read
 * (pbn_game_end(): alone, the game is the whole file). */
static void write_game(FILE *f, const record *r, int alone)
{
	int i;

	for (i = 0; i < r->ntags; i++) {
		const record_tag *t = &r->tags[i];

		if (t->line_text) {
			fputs(t->line_text, f);
			fputc('\n', f);
		} else {
			write_tag(f, t);
		}
		if (t->section && t->section[0]) {
			size_t n = strlen(t->section);

			fputs(t->section, f);
			if (t->section[n - 1] != '\n')
				fputc('\n', f);
		}
	}
	fputs(pbn_game_end(r, alone), f);
}

const char *pbn_game_end(const record *r, int alone)
{
	if (!r->post || (!r->post[0] && !alone))
		return "\n";
	return r->post;
}

void pbn_write(FILE *f, const record *r)
{
	if (r->pre)
		fputs(r->pre, f);
	write_game(f, r, 0);
}

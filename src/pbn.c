/*
 * pbn.c - reading and writing PBN files, see pbn.h.
 *
 * The reader works a line at a time: a line that starts with '[' is a tag,
 * a blank line ends the game, other lines are the section of the last
 * tag.  When a game ends its tags are turned into the record's fields
 * (interpret()); only then are problems reported, each at the line of the
 * tag they concern.
 */
#include "pbn.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "deal.h"
#include "game.h"
#include "util.h"


/* A growing string. */
typedef struct {
	char *p;
	size_t n, cap;
} strbuf;

static void sb_add(strbuf *b, const char *s, size_t n)
{
	if (b->n + n + 1 > b->cap) {
		b->cap = b->cap ? b->cap : 64;
		while (b->n + n + 1 > b->cap)
			b->cap *= 2;
		b->p = xrealloc(b->p, b->cap);
	}
	memcpy(b->p + b->n, s, n);
	b->n += n;
	b->p[b->n] = '\0';
}

static void sb_printf(strbuf *b, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
static void sb_printf(strbuf *b, const char *fmt, ...)
{
	char tmp[256];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(tmp, sizeof tmp, fmt, ap);
	va_end(ap);
	if (n > 0)
		sb_add(b, tmp, (size_t)n < sizeof tmp ? (size_t)n : sizeof tmp - 1);
}

static int is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

static char upper(char c)
{
	return c >= 'a' && c <= 'z' ? (char)(c - 'a' + 'A') : c;
}

static int ieq(const char *a, const char *b)
{
	while (*a && upper(*a) == upper(*b)) {
		a++;
		b++;
	}
	return *a == '\0' && *b == '\0';
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

/* ---- reading ---------------------------------------------------------- */

/* A tag as read, with the line it is on. */
typedef struct {
	char *name, *value;
	strbuf section;
	long line;
} raw_tag;

typedef struct {
	const char *file;
	record_report_fn *report;
	void *user;
	/* The game being read. */
	raw_tag *tags;
	int ntags, cap;
	long start;             /* its first line */
	/* The tags of the previous game, for values "#". */
	record prev;
	int have_prev;
	/* The games read. */
	record *out;
	int nout, outcap;
} reader;

static void report(reader *rd, long line, const char *board,
		   const char *fmt, ...) __attribute__((format(printf, 4, 5)));
static void report(reader *rd, long line, const char *board,
		   const char *fmt, ...)
{
	char msg[300];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	if (rd->report)
		rd->report(rd->user, line, board, msg);
}

static void free_game(reader *rd)
{
	int i;

	for (i = 0; i < rd->ntags; i++) {
		free(rd->tags[i].name);
		free(rd->tags[i].value);
		free(rd->tags[i].section.p);
	}
	rd->ntags = 0;
}

static raw_tag *find_raw(reader *rd, const char *name)
{
	int i;

	for (i = 0; i < rd->ntags; i++)
		if (strcmp(rd->tags[i].name, name) == 0)
			return &rd->tags[i];
	return NULL;
}

/* A seat letter, -1 for none; -2 when bad. */
static int seat_of(const char *v)
{
	const char *p = strchr("NESW", upper(v[0]));

	if (v[0] == '\0' || strcmp(v, "?") == 0 || strcmp(v, "-") == 0)
		return -1;
	if (!p || v[1] != '\0')
		return -2;
	return (int)(p - "NESW");
}

static int vul_of(const char *v)
{
	if (v[0] == '\0' || strcmp(v, "?") == 0)
		return -1;
	if (ieq(v, "None") || ieq(v, "Love") || strcmp(v, "-") == 0 ||
	    ieq(v, "o") || ieq(v, "0"))
		return VUL_NONE;
	if (ieq(v, "NS"))
		return VUL_NS;
	if (ieq(v, "EW"))
		return VUL_EW;
	if (ieq(v, "All") || ieq(v, "Both") || ieq(v, "b"))
		return VUL_ALL;
	return -2;
}

/* "4S", "3NT", "4HX", "6Cxx", "Pass": 0, or -1 when bad. */
static int parse_contract(const char *v, record *r)
{
	const char *p = v;
	char *q;

	if (v[0] == '\0' || strcmp(v, "?") == 0)
		return 0;
	if (ieq(v, "Pass") || ieq(v, "P")) {
		r->level = 0;
		return 0;
	}
	if (*p < '1' || *p > '7')
		return -1;
	r->level = *p++ - '0';
	q = strchr("SHDCN", upper(*p));
	if (!q || *p == '\0')
		return -1;
	r->strain = (int)(q - "SHDCN");
	p++;
	if (r->strain == DD_NOTRUMP && upper(*p) == 'T')
		p++;
	r->doubled = 0;
	while (upper(*p) == 'X' && r->doubled < 2) {
		r->doubled++;
		p++;
	}
	return *p == '\0' ? 0 : -1;
}

/* Strips comments from a section: "{...}" and ";" to the line end. */
static char *strip_comments(const char *s)
{
	size_t n = strlen(s), i, k = 0;
	char *out = xmalloc(n + 1);
	int in_brace = 0, in_semi = 0;

	for (i = 0; i < n; i++) {
		char c = s[i];

		if (in_brace) {
			if (c == '}')
				in_brace = 0;
			continue;
		}
		if (in_semi) {
			if (c == '\n') {
				in_semi = 0;
				out[k++] = c;
			}
			continue;
		}
		if (c == '{')
			in_brace = 1;
		else if (c == ';')
			in_semi = 1;
		else
			out[k++] = c;
	}
	out[k] = '\0';
	return out;
}

/* The Deal tag: "N:hand hand hand hand", one hand "-" derived from the
 * others. */
static int parse_deal_tag(const char *v, dd_deal *deal, char *err,
			  size_t errsize)
{
	char buf[512], *tok[8], *save = NULL, *t;
	int n = 0, unknown = -1, i, first;
	uint16_t all[4] = { 0, 0, 0, 0 };

	if (strlen(v) >= sizeof buf) {
		snprintf(err, errsize, "bad deal: too long");
		return -1;
	}
	strcpy(buf, v);
	if (!strchr(buf, '-'))
		return deal_parse(v, deal, err, errsize);
	/* An unknown hand: find it, parse the others with a void in its
	 * place, then give it every card the others lack. */
	if (strlen(buf) < 2 || buf[1] != ':' || !strchr("NESWnesw", buf[0]) ||
	    buf[0] == '\0') {
		snprintf(err, errsize, "bad deal '%.40s': expected a seat "
			 "and ':' first, as in N:", v);
		return -1;
	}
	first = (int)(strchr("NESW", upper(buf[0])) - "NESW");
	for (t = strtok_r(buf + 2, " \t", &save); t && n < 8;
	     t = strtok_r(NULL, " \t", &save))
		tok[n++] = t;
	if (n != 4) {
		snprintf(err, errsize, "bad deal: %d hands, expected 4", n);
		return -1;
	}
	{
		char rebuilt[512];
		size_t k = 0;

		rebuilt[k++] = buf[0];
		rebuilt[k++] = ':';
		for (i = 0; i < 4; i++) {
			const char *h = tok[i];

			if (strcmp(h, "-") == 0) {
				if (unknown >= 0) {
					snprintf(err, errsize, "the deal has "
						 "more than one unknown hand");
					return -1;
				}
				unknown = i;
				h = "...";
			}
			k += (size_t)snprintf(rebuilt + k, sizeof rebuilt - k,
					      "%s%s", i ? " " : "", h);
		}
		if (deal_parse(rebuilt, deal, err, errsize) < 0)
			return -1;
	}
	if (unknown < 0)
		return 0;
	for (i = 0; i < 4; i++) {
		int s;

		for (s = 0; s < 4; s++)
			all[s] |= deal->hand[i][s];
	}
	for (i = 0; i < 4; i++)
		deal->hand[(first + unknown) & 3][i] = (uint16_t)(~all[i] & 0x7ffc);
	return 0;
}

/* The Play section: tricks in columns by seat from leader; cards in
 * playing order into r->played. */
static int parse_play(const char *section, int leader, int strain,
		      record *r, char *err, size_t errsize)
{
	char *text = strip_comments(section), *save = NULL, *t;
	dd_card cols[13][4];
	int known[13][4];
	int n = 0, k, lead, ended = 0;

	memset(known, 0, sizeof known);
	for (t = strtok_r(text, " \t\r\n", &save); t;
	     t = strtok_r(NULL, " \t\r\n", &save)) {
		size_t len = strlen(t);
		dd_card c;

		if (t[0] == '*') {
			ended = 1;
			break;
		}
		if (t[0] == '$' || t[0] == '=' || t[0] == '[')
			continue;       /* annotations, note references */
		while (len > 1 && (t[len - 1] == '!' || t[len - 1] == '?'))
			t[--len] = '\0';
		if (n >= 52) {
			snprintf(err, errsize, "Play: more than 52 cards");
			free(text);
			return -1;
		}
		if (strcmp(t, "-") != 0 && strcmp(t, "--") != 0) {
			char q[DEAL_QUOTE_SIZE];

			if (deal_parse_card(t, &c, NULL, 0) < 0) {
				deal_quote(t, len, q, sizeof q);
				snprintf(err, errsize,
					 "Play: '%s' is not a card", q);
				free(text);
				return -1;
			}
			cols[n / 4][n % 4] = c;
			known[n / 4][n % 4] = 1;
		}
		n++;
	}
	(void)ended;
	free(text);
	/* Columns to playing order: each trick from its leader round. */
	r->nplayed = 0;
	lead = leader;
	for (k = 0; k * 4 < n && k < 13; k++) {
		dd_card trick[4];
		int j;

		for (j = 0; j < 4; j++) {
			int col = (lead - leader + j) & 3;

			if (!known[k][col])
				return 0;
			trick[j] = cols[k][col];
			r->played[r->nplayed++] = trick[j];
		}
		lead = game_trick_winner(trick, lead, strain);
	}
	return 0;
}

/* Turns the tags of the game just read into a record.  0, or -1 when the
 * game is to be left out (reported, or without a deal). */
static int interpret(reader *rd, record *r)
{
	raw_tag *t;
	char err[200];
	int i, v, play_leader = -1;
	raw_tag *play = NULL;
	const char *board = "";

	record_init(r);
	r->file = rd->file;
	r->line = rd->start;
	/* Values "#": the previous game's. */
	for (i = 0; i < rd->ntags; i++) {
		const record_tag *p;

		t = &rd->tags[i];
		if (strcmp(t->value, "#") != 0)
			continue;
		p = rd->have_prev ? record_tag_get(&rd->prev, t->name) : NULL;
		free(t->value);
		t->value = xstrdup(p ? p->value : "");
	}
	for (i = 0; i < rd->ntags; i++) {
		t = &rd->tags[i];
		record_tag_set(r, t->name, t->value, t->section.p);
	}
	if ((t = find_raw(rd, "Board"))) {
		snprintf(r->board, sizeof r->board, "%s", t->value);
		board = r->board;
	}
	t = find_raw(rd, "Deal");
	if (!t)
		return -1;      /* a game without a deal: nothing to do */
	r->deal_line = t->line;
	if (parse_deal_tag(t->value, &r->deal, err, sizeof err) < 0) {
		report(rd, t->line, board, "%s", err);
		return -1;
	}
	r->has_deal = 1;
	if ((t = find_raw(rd, "Dealer"))) {
		v = seat_of(t->value);
		if (v == -2) {
			report(rd, t->line, board, "bad Dealer '%.20s': "
			       "expected N, E, S or W", t->value);
			return -1;
		}
		r->dealer = v;
	}
	if ((t = find_raw(rd, "Vulnerable"))) {
		v = vul_of(t->value);
		if (v == -2) {
			report(rd, t->line, board, "bad Vulnerable '%.20s': "
			       "expected None, NS, EW or All", t->value);
			return -1;
		}
		r->vul = v;
	}
	if ((t = find_raw(rd, "Contract")) &&
	    parse_contract(t->value, r) < 0) {
		report(rd, t->line, board, "bad Contract '%.20s': expected "
		       "a level and a strain, as in 4S, 3NT or 4HX, or Pass",
		       t->value);
		return -1;
	}
	if ((t = find_raw(rd, "Declarer"))) {
		const char *s = t->value[0] == '^' ? t->value + 1 : t->value;

		v = seat_of(s);
		if (v == -2) {
			report(rd, t->line, board, "bad Declarer '%.20s': "
			       "expected N, E, S or W", t->value);
			return -1;
		}
		if (r->level != 0)
			r->declarer = v;
	}
	if ((t = find_raw(rd, "Result")) && t->value[0] != '\0' &&
	    strcmp(t->value, "?") != 0 && r->level != 0) {
		char *end;
		long n = strtol(t->value, &end, 10);

		if (*end != '\0' || n < 0 || n > 13) {
			report(rd, t->line, board, "bad Result '%.20s': "
			       "expected declarer's tricks, 0 to 13",
			       t->value);
			return -1;
		}
		r->result = (int)n;
	}
	play = find_raw(rd, "Play");
	if (play) {
		play_leader = seat_of(play->value);
		r->play_line = play->line;
		if (play_leader == -2) {
			report(rd, play->line, board, "bad Play '%.20s': "
			       "expected the opening leader, N, E, S or W",
			       play->value);
			return -1;
		}
	}
	if (play && play_leader >= 0 && r->level != 0) {
		if (r->declarer < 0)
			r->declarer = (play_leader + 3) & 3;
		else if (play_leader != record_leader(r)) {
			report(rd, play->line, board, "the play starts "
			       "with %s but declarer is %s",
			       dd_seat_name(play_leader),
			       dd_seat_name(r->declarer));
			return -1;
		}
		if (r->strain < 0) {
			if (play->section.p &&
			    strpbrk(play->section.p, "SHDCshdc")) {
				report(rd, play->line, board, "a play but no "
				       "contract: the strain is needed");
				return -1;
			}
		} else if (play->section.p &&
			   parse_play(play->section.p, play_leader, r->strain,
				      r, err, sizeof err) < 0) {
			report(rd, play->line, board, "%s", err);
			return -1;
		}
	}
	{
		long line;

		if (record_check(r, err, sizeof err, &line) < 0) {
			report(rd, line, board, "%s", err);
			return -1;
		}
	}
	return 0;
}

static void end_game(reader *rd)
{
	record r;
	int i;

	if (rd->ntags == 0)
		return;
	if (interpret(rd, &r) == 0) {
		if (rd->nout == rd->outcap) {
			rd->outcap = rd->outcap ? 2 * rd->outcap : 16;
			rd->out = xrealloc(rd->out,
					   (size_t)rd->outcap * sizeof *rd->out);
		}
		rd->out[rd->nout++] = r;
	} else {
		record_free(&r);
	}
	/* Remember the tags for "#" in the next game. */
	record_clear(&rd->prev);
	for (i = 0; i < rd->ntags; i++)
		record_tag_set(&rd->prev, rd->tags[i].name, rd->tags[i].value,
			       NULL);
	rd->have_prev = 1;
	free_game(rd);
}

/* Reads a tag line "[Name "value"]" at p (after '['); 0, or -1 when bad
 * (reported). */
static int read_tag(reader *rd, const char *p, const char *end, long line)
{
	raw_tag *bt = find_raw(rd, "Board");
	const char *board = bt ? bt->value : "";
	const char *name;
	size_t nlen;
	strbuf val = { 0 };
	raw_tag *t;

	while (p < end && is_blank(*p))
		p++;
	name = p;
	while (p < end && (*p == '_' || (*p >= '0' && *p <= '9') ||
			   (*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z')))
		p++;
	nlen = (size_t)(p - name);
	while (p < end && is_blank(*p))
		p++;
	if (nlen == 0 || p >= end || *p != '"') {
		char q[DEAL_QUOTE_SIZE];

		deal_quote(name - 1, (size_t)(end - name + 1), q, sizeof q);
		report(rd, line, board, "bad tag '%s': expected "
		       "[Name \"value\"]", q);
		return -1;
	}
	p++;
	sb_add(&val, "", 0);
	while (p < end && *p != '"') {
		/* \" and \\ stand for " and \; any other backslash is
		 * itself (Bridge Composer writes "Denomination\2R"). */
		if (*p == '\\' && p + 1 < end &&
		    (p[1] == '"' || p[1] == '\\'))
			p++;
		sb_add(&val, p, 1);
		p++;
	}
	if (p >= end) {
		char q[DEAL_QUOTE_SIZE];

		deal_quote(name - 1, (size_t)(end - name + 1), q, sizeof q);
		report(rd, line, board, "bad tag '%s': the value has no "
		       "closing quote", q);
		free(val.p);
		return -1;
	}
	{
		char nm[64];

		snprintf(nm, sizeof nm, "%.*s", (int)(nlen < 63 ? nlen : 63),
			 name);
		/* The same tag twice: a new game without a blank line. */
		if (find_raw(rd, nm))
			end_game(rd);
		if (rd->ntags == 0)
			rd->start = line;
		if (rd->ntags == rd->cap) {
			rd->cap = rd->cap ? 2 * rd->cap : 16;
			rd->tags = xrealloc(rd->tags,
					    (size_t)rd->cap * sizeof *rd->tags);
		}
		t = &rd->tags[rd->ntags++];
		memset(t, 0, sizeof *t);
		t->name = xstrdup(nm);
		t->value = val.p;
		t->line = line;
	}
	return 0;
}

record *pbn_parse(const char *text, size_t len, const char *file, int *count,
		  record_report_fn *report_fn, void *user)
{
	reader rd;
	size_t pos = 0;
	long line = 0;
	int in_brace = 0, bad_game = 0;
	char *copy = NULL;

	/* A text file holds no NUL byte: one that does is read with spaces
	 * in their place (sections are kept as C strings). */
	if (memchr(text, '\0', len)) {
		size_t i;

		copy = xmalloc(len + 1);
		for (i = 0; i < len; i++)
			copy[i] = text[i] ? text[i] : ' ';
		text = copy;
	}
	memset(&rd, 0, sizeof rd);
	rd.file = file;
	rd.report = report_fn;
	rd.user = user;
	record_init(&rd.prev);
	if (len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0)
		pos = 3;
	while (pos < len) {
		const char *p = text + pos, *nl = memchr(p, '\n', len - pos);
		const char *end = nl ? nl : text + len, *q = p;
		size_t linelen;

		pos = nl ? (size_t)(nl - text) + 1 : len;
		line++;
		linelen = (size_t)(end - p);
		if (linelen > 0 && p[linelen - 1] == '\r')
			end--;
		while (q < end && is_blank(*q))
			q++;
		if (in_brace) {
			/* Inside a comment over several lines: it belongs
			 * to the section of the last tag, if any. */
			if (memchr(q, '}', (size_t)(end - q)))
				in_brace = 0;
			if (rd.ntags > 0) {
				sb_add(&rd.tags[rd.ntags - 1].section, p,
				       (size_t)(end - p));
				sb_add(&rd.tags[rd.ntags - 1].section, "\n", 1);
			}
			continue;
		}
		if (q == end) {
			end_game(&rd);
			bad_game = 0;
			continue;
		}
		if (*q == '%')
			continue;
		if (*q == '[') {
			if (bad_game)
				continue;
			if (read_tag(&rd, q + 1, end, line) < 0) {
				/* Leave the rest of this game out. */
				free_game(&rd);
				bad_game = 1;
			}
			continue;
		}
		/* A section line, or a comment before any tag. */
		{
			const char *c;
			int depth = 0;

			for (c = q; c < end; c++) {
				if (*c == ';' && depth == 0)
					break;
				if (*c == '{')
					depth = 1;
				else if (*c == '}')
					depth = 0;
			}
			if (depth)
				in_brace = 1;
		}
		if (rd.ntags > 0 && !bad_game) {
			sb_add(&rd.tags[rd.ntags - 1].section, p,
			       (size_t)(end - p));
			sb_add(&rd.tags[rd.ntags - 1].section, "\n", 1);
		}
	}
	end_game(&rd);
	free_game(&rd);
	free(rd.tags);
	record_free(&rd.prev);
	free(copy);
	*count = rd.nout;
	return rd.out;
}

/* ---- writing ---------------------------------------------------------- */

char *pbn_play_section(const dd_card *played, int nplayed, int leader,
		       int strain)
{
	strbuf b = { 0 };
	int i, lead = leader;

	sb_add(&b, "", 0);
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
		sb_printf(&b, "%s %s %s %s\n", col[0], col[1], col[2], col[3]);
		if (n == 4)
			lead = game_trick_winner(trick, lead, strain);
	}
	if (nplayed < 52 && nplayed > 0)
		sb_add(&b, "*\n", 2);
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
	if (r->nplayed > 0 && !record_tag_get(r, "Play"))
		pbn_update_play(r);
	/* The export tags first, in their order, then the others as they
	 * were. */
	record_init(&sorted);
	for (i = 0; EXPORT_TAGS[i]; i++) {
		const record_tag *t = record_tag_get(r, EXPORT_TAGS[i]);

		record_tag_set(&sorted, t->name, t->value, t->section);
	}
	for (k = 0; k < r->ntags; k++)
		if (!record_tag_get(&sorted, r->tags[k].name))
			record_tag_set(&sorted, r->tags[k].name,
				       r->tags[k].value, r->tags[k].section);
	record_free(r);
	r->tags = sorted.tags;
	r->ntags = sorted.ntags;
	r->tags_cap = sorted.tags_cap;
}

void pbn_update_play(record *r)
{
	char *section;

	if (r->nplayed == 0 || r->strain < 0 || r->declarer < 0) {
		record_tag_remove(r, "Play");
		return;
	}
	set_contract_tags(r, 1);
	section = pbn_play_section(r->played, r->nplayed, record_leader(r),
				   r->strain);
	record_tag_set(r, "Play", seat_text(record_leader(r)), section);
	free(section);
}

void pbn_write_header(FILE *f)
{
	fputs("% PBN 2.1\n% EXPORT\n", f);
}

void pbn_write(FILE *f, const record *r)
{
	int i;

	for (i = 0; i < r->ntags; i++) {
		const record_tag *t = &r->tags[i];
		const char *v;

		fprintf(f, "[%s \"", t->name);
		for (v = t->value; *v; v++) {
			if (*v == '"' || (*v == '\\' && (v[1] == '"' ||
					  v[1] == '\\' || v[1] == '\0')))
				fputc('\\', f);
			fputc(*v, f);
		}
		fputs("\"]\n", f);
		if (t->section && t->section[0]) {
			size_t n = strlen(t->section);

			fputs(t->section, f);
			if (t->section[n - 1] != '\n')
				fputc('\n', f);
		}
	}
	fputc('\n', f);
}

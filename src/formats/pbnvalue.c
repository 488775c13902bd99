/*
 * pbnvalue.c - parsers of the values of PBN tags (Dealer, Vulnerable,
 * Contract, Result, Deal) and of the Play section, see pbnvalue.h.
 */
#include "pbnvalue.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "model/deal.h"
#include "model/game.h"
#include "util/util.h"

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

/* ---- fields -------------------------------------------------------------- */

/* A seat letter, -1 for none; -2 when bad. */
int pbn_seat_of(const char *v)
{
	const char *p = strchr("NESW", upper(v[0]));

	if (v[0] == '\0' || strcmp(v, "?") == 0 || strcmp(v, "-") == 0)
		return -1;
	if (!p || v[1] != '\0')
		return -2;
	return (int)(p - "NESW");
}

int pbn_vul_of(const char *v)
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

/* "4S", "3NT", "4HX", "6Cxx", "Pass", or a strain alone ("H", "NT": an
 * end position's): 0, or -1 when bad. */
int pbn_parse_contract(const char *v, record *r)
{
	const char *p = v;
	const char *q;

	if (v[0] == '\0' || strcmp(v, "?") == 0)
		return 0;
	if (ieq(v, "Pass") || ieq(v, "P")) {
		r->level = 0;
		return 0;
	}
	if (*p >= '1' && *p <= '7')
		r->level = *p++ - '0';
	else
		r->level = -1;
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

/* A number 0..13 at *p (spaces before it skipped); -1 when none. */
static int tricks_at(const char **p)
{
	char *end;
	long n;

	while (**p == ' ')
		(*p)++;
	if (**p < '0' || **p > '9')
		return -1;
	n = strtol(*p, &end, 10);
	*p = end;
	return n <= 13 ? (int)n : -1;
}

/* The Result tag: declarer's tricks ("9", "^9"), or the tricks of each
 * side ("NS 9", "NS 9 EW 4"); 0 with *result set (-1 when it does not
 * say declarer's), or -1 when bad. */
int pbn_parse_result(const char *v, int declarer, int *result)
{
	const char *p = v[0] == '^' ? v + 1 : v;
	int side[2] = { -1, -1 }, n;

	*result = -1;
	if (*p >= '0' && *p <= '9') {
		n = tricks_at(&p);
		while (*p == ' ')
			p++;
		if (n < 0 || *p != '\0')
			return -1;
		*result = n;
		return 0;
	}
	while (*p) {
		int s;

		while (*p == ' ')
			p++;
		if (upper(p[0]) == 'N' && upper(p[1]) == 'S')
			s = 0;
		else if (upper(p[0]) == 'E' && upper(p[1]) == 'W')
			s = 1;
		else
			return -1;
		p += 2;
		if ((side[s] = tricks_at(&p)) < 0)
			return -1;
		while (*p == ' ')
			p++;
	}
	if (side[0] < 0 && side[1] < 0)
		return -1;
	if (declarer >= 0)
		*result = side[declarer & 1];
	return 0;
}

/* Strips comments from a section: "{...}", ";" to the line end, and
 * '%' lines. */
static char *strip_comments(const char *s)
{
	size_t n = strlen(s), i, k = 0;
	char *out = xmalloc(n + 1);
	int in_brace = 0, in_semi = 0, bol = 1;

	for (i = 0; i < n; i++) {
		char c = s[i];

		/* a '%' line (an escape line kept where it was read) */
		if (bol && !in_brace && !in_semi && c == '%')
			in_semi = 1;
		bol = c == '\n' || (bol && (c == ' ' || c == '\t'));
		if (in_brace) {
			if (c == '}')
				in_brace = 0;
			else if (c == '\n')
				out[k++] = c;   /* the lines still count */
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

/* The Deal tag: "N:hand hand hand hand", one hand "-" when unknown (it is
 * then given every card the others lack); a void may be written "-"
 * ("-.A83.AQJ642.K542"). */
int pbn_parse_deal_tag(const char *v, dd_deal *deal, unsigned *given,
		       char *err, size_t errsize)
{
	char buf[512], rebuilt[512], *tok[8], *save = NULL, *t;
	int n = 0, unknown = -1, nunknown = 0, i, first;
	uint16_t all[4] = { 0, 0, 0, 0 };
	size_t k = 0;

	if (strlen(v) >= sizeof buf) {
		snprintf(err, errsize, "bad deal: too long");
		return -1;
	}
	strcpy(buf, v);
	*given = 0xf;
	if (!strchr(buf, '-'))
		return deal_parse(v, deal, err, errsize);
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
	rebuilt[k++] = buf[0];
	rebuilt[k++] = ':';
	for (i = 0; i < 4; i++) {
		const char *h = tok[i];

		if (i)
			rebuilt[k++] = ' ';
		if (strcmp(h, "-") == 0) {
			unknown = i;
			nunknown++;
			h = "...";
		}
		for (; *h; h++)
			if (*h != '-')
				rebuilt[k++] = *h;
	}
	rebuilt[k] = '\0';
	if (nunknown == 4) {
		snprintf(err, errsize, "bad deal: every hand is unknown ('-')");
		return -1;
	}
	if (deal_parse(rebuilt, deal, err, errsize) < 0)
		return -1;
	if (unknown < 0)
		return 0;
	if (nunknown > 1) {
		/* a lead problem's: the hands given, each of 13 cards, no
		 * card in two */
		*given = 0;
		for (i = 0; i < 4; i++) {
			int seat = (first + i) & 3, s, cards = 0;

			if (strcmp(tok[i], "-") == 0)
				continue;
			*given |= 1u << seat;
			for (s = 0; s < 4; s++) {
				uint16_t both = (uint16_t)(all[s] &
						deal->hand[seat][s]);

				if (both) {
					int rank = 14;

					while (!(both & (1u << rank)))
						rank--;
					snprintf(err, errsize, "%c%c is in two "
						 "hands", deal_strain_char(s),
						 deal_rank_char(rank));
					return -1;
				}
				all[s] |= deal->hand[seat][s];
				cards += __builtin_popcount(deal->hand[seat][s]);
			}
			if (cards != 13) {
				snprintf(err, errsize, "%s holds %d card%s",
					 dd_seat_name(seat), cards,
					 cards == 1 ? "" : "s");
				return -1;
			}
		}
		return 0;
	}
	for (i = 0; i < 4; i++) {
		int s;

		for (s = 0; s < 4; s++)
			all[s] |= deal->hand[i][s];
	}
	for (i = 0; i < 4; i++)
		deal->hand[(first + unknown) & 3][i] = (uint16_t)(~all[i] & 0x7ffc);
	return 0;
}

/* The lines of section before offset of its text stripped of comments
 * (strip_comments() keeps every line end): the line of a bad token,
 * worked out only when there is one. */
static int lines_before(const char *section, size_t offset)
{
	char *text = strip_comments(section);
	size_t i;
	int n = 0;

	for (i = 0; i < offset && text[i]; i++)
		n += text[i] == '\n';
	free(text);
	return n;
}

int pbn_first_token_line(const char *section)
{
	char *text = strip_comments(section);
	size_t i = strspn(text, " \t\r\n");
	int n = text[i] ? lines_before(section, i) : -1;

	free(text);
	return n;
}

int pbn_parse_play(const char *section, int leader, int strain,
		   record *r, int *bad_line, char *err, size_t errsize)
{
	static const char *const SEAT[4] = {
		"North", "East", "South", "West"
	};
	char *text = strip_comments(section), *save = NULL, *t;
	dd_card cols[13][4];
	int known[13][4];
	size_t at[13][4];       /* each token's offset in text */
	char what[13][4][3];    /* an unknown card's token: "-", "+" */
	int n = 0, k, lead, rc = 0;
	/* a word that is no card, or a 53rd card: the play read up to it
	 * (below), its message kept in err and returned (-1) */
	int bad = 0;
	char bad_err[200] = "";
	int bad_at = 0;

	memset(known, 0, sizeof known);
	for (t = strtok_r(text, " \t\r\n", &save); t;
	     t = strtok_r(NULL, " \t\r\n", &save)) {
		size_t len = strlen(t);
		dd_card c;

		if (t[0] == '*')
			break;
		if (t[0] == '$' || t[0] == '=' || t[0] == '[')
			continue;       /* annotations, note references */
		while (len > 1 && (t[len - 1] == '!' || t[len - 1] == '?'))
			t[--len] = '\0';
		if (n >= 52) {
			snprintf(bad_err, sizeof bad_err,
				 "Play: more than 52 cards");
			bad = 1;
			bad_at = lines_before(section, (size_t)(t - text));
			break;
		}
		at[n / 4][n % 4] = (size_t)(t - text);
		if (strcmp(t, "-") != 0 && strcmp(t, "--") != 0 &&
		    strcmp(t, "+") != 0) {
			char q[DEAL_QUOTE_SIZE];

			if (deal_parse_card(t, &c, NULL, 0) < 0) {
				/* read as a card not known: the play stops
				 * there, whatever the cards after it */
				if (!bad) {
					deal_quote(t, len, q, sizeof q);
					snprintf(bad_err, sizeof bad_err,
						 "Play: '%s' is not a card", q);
					bad_at = lines_before(section,
							      (size_t)(t - text));
				}
				bad = 1;
				snprintf(what[n / 4][n % 4], sizeof what[0][0],
					 "?");
			} else {
				cols[n / 4][n % 4] = c;
				known[n / 4][n % 4] = 1;
			}
		} else {
			snprintf(what[n / 4][n % 4], sizeof what[0][0], "%s", t);
		}
		n++;
	}
	/* Columns to playing order: each trick from its leader round.  At
	 * a card not known (or not given) the play stops: a known card
	 * after it in playing order cannot be placed (the trick's winner is
	 * not known), so it is not read, and that is said (rc 1: err, the
	 * line of the unknown card, or of the trick's last for one not
	 * given).  A claim's "-" with nothing known after it says nothing. */
	r->nplayed = 0;
	lead = leader;
	for (k = 0; k * 4 < n && k < 13; k++) {
		dd_card trick[4];
		int j, col, later = 0, i;

		for (j = 0; j < 4; j++) {
			col = (lead - leader + j) & 3;
			if (!known[k][col])
				break;
			trick[j] = cols[k][col];
			r->played[r->nplayed++] = trick[j];
		}
		if (j == 4) {
			lead = game_trick_winner(trick, lead, strain);
			continue;
		}
		for (i = j + 1; i < 4; i++)
			later |= known[k][(lead - leader + i) & 3];
		for (i = (k + 1) * 4; i < n; i++)
			later |= known[i / 4][i % 4];
		if (!later)
			break;
		if (k * 4 + col < n) {
			snprintf(err, errsize, "the play stops at trick %d: a "
				 "card not known ('%s')", k + 1, what[k][col]);
			if (bad_line)
				*bad_line = lines_before(section, at[k][col]);
		} else {
			snprintf(err, errsize, "the play stops at trick %d: "
				 "%s's card not given", k + 1,
				 SEAT[(leader + col) & 3]);
			if (bad_line)
				*bad_line = lines_before(section,
							 at[(n - 1) / 4][(n - 1) % 4]);
		}
		rc = 1;
		break;
	}
	free(text);
	if (bad) {
		/* the play up to the word that is no card (or to the 52nd
		 * card) is in r->played: said as that word's problem */
		snprintf(err, errsize, "%s", bad_err);
		if (bad_line)
			*bad_line = bad_at;
		return -1;
	}
	return rc;
}

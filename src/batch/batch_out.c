/*
 * batch_out.c - the readable and --lines writers of the batch commands
 * (batch_int.h): diagrams, tables, scored cards, the course of a play.
 */
#include "batch_int.h"

#include <stdio.h>
#include <string.h>

#include "dd.h"
#include "model/deal.h"
#include "model/par.h"
#include "model/record.h"
#include "util/util.h"

const char *const batch_seat_names[4] = { "North", "East", "South", "West" };
const char *const batch_side_names[2] = { "North-South", "East-West" };
const char *const batch_strain_names[5] = {
	"Spades", "Hearts", "Diamonds", "Clubs", "Notrump"
};
static const char *const SUIT_SYMBOLS[4] = {
	"\xe2\x99\xa0", "\xe2\x99\xa5", "\xe2\x99\xa6", "\xe2\x99\xa3"
};
static const char *const SUIT_LETTERS[4] = { "S", "H", "D", "C" };
const char *const batch_vul_names[4] = {
	"nobody vulnerable", "North-South vulnerable",
	"East-West vulnerable", "both sides vulnerable"
};

/* ---- readable output helpers ------------------------------------------ */

void batch_row_add(row *r, const char *text, int width)
{
	size_t room = sizeof r->buf - r->len;   /* always >= 1 */
	int n = snprintf(r->buf + r->len, room, "%s", text);

	if (n > 0)
		r->len += (size_t)n < room ? (size_t)n : room - 1;
	r->width += width;
}

static void row_pad(row *r, int column)
{
	while (r->width < column && r->len + 1 < sizeof r->buf)
		batch_row_add(r, " ", 1);
}

void batch_row_print(FILE *f, row *r)
{
	while (r->len > 0 && r->buf[r->len - 1] == ' ')
		r->buf[--r->len] = '\0';
	fprintf(f, "%s\n", r->buf);
	r->len = 0;
	r->width = 0;
	r->buf[0] = '\0';
}

void batch_row_print_wrapped(FILE *f, row *r, int width, int indent)
{
	const char *t = r->buf;
	int col = 0, first = 1;

	while (r->len > 0 && (r->buf[r->len - 1] == ' ' ||
			      r->buf[r->len - 1] == ROW_BREAK))
		r->buf[--r->len] = '\0';
	while (*t) {
		size_t n = strcspn(t, (char[]){ ROW_BREAK, '\0' });
		int w = util_columns_n(t, n);

		util_wrap_gap(f, &col, w, width, indent, first);
		fwrite(t, 1, n, f);
		col += w;
		first = 0;
		t += n;
		if (*t)
			t++;
	}
	fputc('\n', f);
	r->len = 0;
	r->width = 0;
	r->buf[0] = '\0';
}

void batch_row_color(row *r, const env *s, const char *sgr)
{
	if (s->opt->color_out)
		batch_row_add(r, sgr, 0);
}

const char *batch_sgr(const env *s, const char *sgr)
{
	return s->opt->color_out ? sgr : "";
}

static const char *suit_text(const env *s, int suit)
{
	return s->utf8 ? SUIT_SYMBOLS[suit] : SUIT_LETTERS[suit];
}

static int red_suit(int suit)
{
	return suit == DD_HEARTS || suit == DD_DIAMONDS;
}

/* A suit's symbol (or letter), hearts and diamonds in red when the
 * results are coloured: one column. */
static void row_suit(row *r, const env *s, int suit)
{
	if (red_suit(suit))
		batch_row_color(r, s, SGR_RED);
	batch_row_add(r, suit_text(s, suit), 1);
	if (red_suit(suit))
		batch_row_color(r, s, SGR_OFF);
}

/* A card as "♥K" (or "HK"): two columns, a red suit's in red. */
void batch_row_card(row *r, const env *s, dd_card card)
{
	char rank[2] = { deal_rank_char(DD_RANK(card)), '\0' };
	int red = red_suit(DD_SUIT(card));

	if (red)
		batch_row_color(r, s, SGR_RED);
	batch_row_add(r, suit_text(s, DD_SUIT(card)), 1);
	batch_row_add(r, rank, 1);
	if (red)
		batch_row_color(r, s, SGR_OFF);
}

/* One suit of a hand, "♠ KQT2" ("-" for a void). */
static void row_holding(row *r, const env *s, int suit, uint16_t h)
{
	char ranks[14];

	deal_format_holding(h, ranks);
	row_suit(r, s, suit);
	batch_row_add(r, " ", 1);
	if (ranks[0])
		batch_row_add(r, ranks, (int)strlen(ranks));
	else
		batch_row_add(r, "-", 1);
}

/* The four hands in the usual compass layout. */
void batch_print_diagram(env *s, const dd_deal *deal)
{
	enum { MID = 12, RIGHT = 24 };
	row r = { .len = 0 };
	int suit;

	row_pad(&r, MID);
	batch_row_add(&r, "North", 5);
	batch_row_print(s->out, &r);
	for (suit = 0; suit < 4; suit++) {
		row_pad(&r, MID);
		row_holding(&r, s, suit, deal->hand[DD_NORTH][suit]);
		batch_row_print(s->out, &r);
	}
	batch_row_add(&r, "West", 4);
	row_pad(&r, RIGHT);
	batch_row_add(&r, "East", 4);
	batch_row_print(s->out, &r);
	for (suit = 0; suit < 4; suit++) {
		row_holding(&r, s, suit, deal->hand[DD_WEST][suit]);
		row_pad(&r, RIGHT);
		row_holding(&r, s, suit, deal->hand[DD_EAST][suit]);
		batch_row_print(s->out, &r);
	}
	row_pad(&r, MID);
	batch_row_add(&r, "South", 5);
	batch_row_print(s->out, &r);
	for (suit = 0; suit < 4; suit++) {
		row_pad(&r, MID);
		row_holding(&r, s, suit, deal->hand[DD_SOUTH][suit]);
		batch_row_print(s->out, &r);
	}
}

int batch_declarer_of(int leader)
{
	return (leader + 3) % 4;
}

/* "Notrump, declarer South, West leads." */
void batch_print_contract(env *s, const dd_position *pos)
{
	fprintf(s->out, "%s, declarer %s, %s leads.\n",
		batch_strain_names[pos->strain],
		batch_seat_names[batch_declarer_of(pos->leader)],
		batch_seat_names[pos->leader]);
}

void batch_print_table_line(env *s, const dd_deal *deal,
			     int tricks[5][4])
{
	char text[DEAL_TEXT_SIZE];
	int strain, seat;

	deal_format(deal, text);
	fputs(text, s->out);
	for (strain = 0; strain < 5; strain++)
		for (seat = 0; seat < 4; seat++)
			fprintf(s->out, "%c%d", strain || seat ? ' ' : '|',
				tricks[strain][seat]);
	fputc('\n', s->out);
}

void batch_print_table_readable(env *s, const dd_deal *deal,
				 int tricks[5][4])
{
	static const int strains[5] = {
		DD_NOTRUMP, DD_SPADES, DD_HEARTS, DD_DIAMONDS, DD_CLUBS
	};
	static const int seats[4] = { DD_NORTH, DD_SOUTH, DD_EAST, DD_WEST };
	char text[DEAL_TEXT_SIZE];
	row r = { .len = 0 };
	int i, j;

	deal_format(deal, text);
	fprintf(s->out, "%s\n", text);
	batch_print_diagram(s, deal);
	fputc('\n', s->out);
	batch_row_color(&r, s, SGR_BOLD);
	for (j = 0; j < 4; j++) {
		char name[2] = { deal_seat_char(seats[j]), '\0' };

		row_pad(&r, 6 + 4 * j);
		batch_row_add(&r, name, 1);
	}
	batch_row_color(&r, s, SGR_OFF);
	batch_row_print(s->out, &r);
	for (i = 0; i < 5; i++) {
		if (strains[i] == DD_NOTRUMP) {
			batch_row_color(&r, s, SGR_BOLD);
			batch_row_add(&r, "NT", 2);
			batch_row_color(&r, s, SGR_OFF);
		} else {
			row_suit(&r, s, strains[i]);
		}
		for (j = 0; j < 4; j++) {
			char num[8];

			snprintf(num, sizeof num, "%d",
				 tricks[strains[i]][seats[j]]);
			row_pad(&r, 7 + 4 * j - (int)strlen(num));
			batch_row_add(&r, num, (int)strlen(num));
		}
		batch_row_print(s->out, &r);
	}
}

void batch_print_scores_line(env *s, const dd_position *pos,
			      const dd_card_score *sc, int n)
{
	char text[DEAL_POSITION_SIZE];
	int i;

	deal_format_position(pos, text);
	fputs(text, s->out);
	for (i = 0; i < n; i++) {
		char card[DEAL_CARD_SIZE];

		deal_format_card(sc[i].card, card);
		fprintf(s->out, "%c%s:%d", i ? ' ' : '|', card, sc[i].tricks);
	}
	fputc('\n', s->out);
}

/* How many cards each hand of a deal holds (the deals read are checked:
 * all four hold the same number). */
int batch_hand_size(const dd_deal *deal)
{
	int suit, rank, n = 0;

	for (suit = 0; suit < 4; suit++)
		for (rank = 2; rank <= 14; rank++)
			n += (deal->hand[DD_NORTH][suit] >> rank) & 1;
	return n;
}

/* "Trick 2: North led ♥8; East to play." and the tricks so far. */
void batch_print_state(env *s, const dd_position *pos,
			const dd_state *st)
{
	int trick = batch_hand_size(&pos->deal) - st->tricks_left + 1;
	int i, seat = st->trick_leader;
	row r = { .len = 0 };
	char head[64];

	snprintf(head, sizeof head, "Trick %d: ", trick);
	batch_row_add(&r, head, (int)strlen(head));
	if (st->trick_cards == 0) {
		batch_row_add(&r, batch_seat_names[st->to_play],
			(int)strlen(batch_seat_names[st->to_play]));
		batch_row_add(&r, " to lead.", 9);
	} else {
		for (i = 0; i < st->trick_cards; i++) {
			const char *name = batch_seat_names[(seat + i) % 4];

			batch_row_add(&r, i ? ", " : "", i ? 2 : 0);
			batch_row_add(&r, name, (int)strlen(name));
			batch_row_add(&r, i ? " played " : " led ", i ? 8 : 5);
			batch_row_card(&r, s, st->trick[i]);
		}
		batch_row_add(&r, "; ", 2);
		batch_row_add(&r, batch_seat_names[st->to_play],
			(int)strlen(batch_seat_names[st->to_play]));
		batch_row_add(&r, " to play.", 9);
	}
	batch_row_print(s->out, &r);
	fprintf(s->out, "Tricks won so far: North-South %d, East-West %d; "
		"%d to play.\n", st->tricks_won[0], st->tricks_won[1],
		st->tricks_left);
}

/* The cards grouped by their score, best first. */
void batch_print_scores_readable(env *s, const dd_state *st,
				  const dd_card_score *sc, int n)
{
	dd_card_score sorted[13];
	int i, j;

	/* A stable sort, best first: equal cards stay in the engine's order
	 * (suit by suit, high to low). */
	for (i = 0; i < n; i++) {
		dd_card_score x = sc[i];

		for (j = i; j > 0 && sorted[j - 1].tricks < x.tricks; j--)
			sorted[j] = sorted[j - 1];
		sorted[j] = x;
	}
	fprintf(s->out, "%s take, this trick included:\n",
		batch_side_names[st->to_play % 2]);
	for (i = 0; i < n;) {
		row r = { .len = 0 };
		char num[16];

		snprintf(num, sizeof num, "%4d trick%s", sorted[i].tricks,
			 sorted[i].tricks == 1 ? " " : "s");
		/* the best cards' count in bold */
		if (i == 0)
			batch_row_color(&r, s, SGR_BOLD);
		batch_row_add(&r, num, (int)strlen(num));
		if (i == 0)
			batch_row_color(&r, s, SGR_OFF);
		batch_row_add(&r, "  ", 2);
		for (j = i; j < n && sorted[j].tricks == sorted[i].tricks;
		     j++) {
			if (j > i)
				batch_row_add(&r, " ", 1);
			batch_row_card(&r, s, sorted[j].card);
		}
		batch_row_print(s->out, &r);
		i = j;
	}
}

void batch_print_course_line(env *s, const dd_position *pos,
			      const course *c)
{
	char text[DEAL_POSITION_SIZE];
	int k;

	deal_format_position(pos, text);
	fputs(text, s->out);
	for (k = 0; k <= pos->nplayed; k++)
		fprintf(s->out, "%c%d", k ? ' ' : '|', c->d[k]);
	fputc('\n', s->out);
}

/* Trick by trick: each card with the change it made to declarer's side's
 * total, then the total after the trick. */
void batch_print_course_readable(env *s, const dd_position *pos,
				  const course *c)
{
	enum { CELL = 9, FIRST = 10 };
	int side = batch_declarer_of(pos->leader) % 2;
	int k, j = 0, trick = 0, cost = 0, gift = 0;
	char text[DEAL_POSITION_SIZE];
	row r = { .len = 0 };

	deal_format_position(pos, text);
	fprintf(s->out, "%s\n", text);
	batch_print_contract(s, pos);
	fprintf(s->out, "%s can take %d tricks double-dummy.  A row a "
		"trick, with their total\nafter it; a card marked -n cost "
		"them n tricks, one marked +n gave them n.\n",
		batch_side_names[side], c->d[0]);
	for (k = 0; k < pos->nplayed; k++) {
		int delta = c->d[k + 1] - c->d[k];
		char seat[3] = { deal_seat_char(c->seat[k]), ' ', '\0' };

		if (c->leads[k]) {
			char head[24];

			snprintf(head, sizeof head, "trick %2d", ++trick);
			batch_row_add(&r, head, (int)strlen(head));
			j = 0;
		}
		row_pad(&r, FIRST + CELL * j++);
		batch_row_add(&r, seat, 2);
		batch_row_card(&r, s, pos->played[k]);
		if (delta) {
			char d[8];

			snprintf(d, sizeof d, "%+d", delta);
			batch_row_color(&r, s, delta < 0 ? SGR_LOSS : SGR_GAIN);
			batch_row_add(&r, d, (int)strlen(d));
			batch_row_color(&r, s, SGR_OFF);
			if (delta < 0)
				cost -= delta;
			else
				gift += delta;
		}
		if (k + 1 == pos->nplayed || c->leads[k + 1]) {
			char tot[8];

			snprintf(tot, sizeof tot, "%d", c->d[k + 1]);
			row_pad(&r, FIRST + 4 * CELL + 2 - (int)strlen(tot));
			batch_row_add(&r, tot, (int)strlen(tot));
			batch_row_print(s->out, &r);
		}
	}
	fprintf(s->out, "%s: %d tricks%s.  Declarer's side's cards cost %d "
		"trick%s, the defenders' gave away %d.\n",
		batch_side_names[side], c->d[pos->nplayed],
		pos->nplayed < 4 * batch_hand_size(&pos->deal) ?
		" with the rest played double-dummy" : "",
		cost, cost == 1 ? "" : "s", gift);
}

void batch_print_par(env *s, int tricks[5][4], int dealer, int vul)
{
	char score[64], contracts[256];
	par_result p;

	par_compute(tricks, dealer, vul, &p);
	par_format_score(&p, score, sizeof score);
	par_format_contracts(&p, contracts, sizeof contracts);
	fprintf(s->out, "\n%sPar %s: %s%s (dealer %s, %s)\n",
		batch_sgr(s, SGR_BOLD), score, contracts, batch_sgr(s, SGR_OFF),
		batch_seat_names[dealer], batch_vul_names[vul]);
}

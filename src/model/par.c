/*
 * par.c - duplicate scoring and the dealer-aware par, see par.h.
 *
 * Contracts are numbered in bidding order, 1 for 1C up to 35 for 7NT, so
 * that "outbids" is a comparison of numbers.  The side that scores plus
 * is called the leading side below, the other one the sacrificing side.
 */
#include "par.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "dd.h"
#include "deal.h"
#include "record.h"

/* Where each strain, in dd.h order (S H D C N), ranks in the bidding:
 * clubs 0 up to notrump 4. */
static const int STRAIN_RANK[5] = { 3, 2, 1, 0, 4 };

/* The down count of a strain in which no sacrifice can be bid. */
#define NO_SACRIFICE INT_MAX

/* What par_compute() works from: the table, the dealer, and for each side
 * its vulnerability and the most tricks one of its seats takes in each
 * strain. */
typedef struct {
	const int (*tricks)[4];
	int dealer;
	int vul[2];
	int best[2][5];
} board;

/* The sacrificing side's cheapest bid in one strain over a contract. */
typedef struct {
	int level;      /* 0 when the strain has none: it would be over 7NT */
	int down;       /* tricks short; 0 or less when the bid makes */
	int seats;      /* its declarers, bit 1 << seat each */
} sacrifice;

/* A contract the leading side may bid: each strain at the highest level
 * it makes, declared by the seats that take the most tricks. */
typedef struct {
	int level, strain, seats;
	int score;      /* its score when it makes */
	int down;       /* the cheapest sacrifice over it, or NO_SACRIFICE */
} candidate;

static int bid_number(int level, int strain)
{
	return 5 * (level - 1) + STRAIN_RANK[strain] + 1;
}

/* What a failing contract costs declarer's side, down tricks short. */
static int undertrick_cost(int down, int doubled, int vulnerable)
{
	int cost = 0, i;

	if (!doubled)
		return down * (vulnerable ? 100 : 50);
	for (i = 1; i <= down; i++) {
		if (i == 1)
			cost += vulnerable ? 200 : 100;
		else if (i <= 3 && !vulnerable)
			cost += 200;
		else
			cost += 300;
	}
	return doubled == 2 ? 2 * cost : cost;
}

int par_score_contract(int level, int strain, int doubled, int vulnerable,
		       int tricks_taken)
{
	int per_trick = strain == DD_CLUBS || strain == DD_DIAMONDS ? 20 : 30;
	int times = doubled == 2 ? 4 : doubled == 1 ? 2 : 1;
	int contracted, score, over;

	if (tricks_taken < level + 6)
		return -undertrick_cost(level + 6 - tricks_taken, doubled,
					vulnerable);
	contracted = (per_trick * level + (strain == DD_NOTRUMP ? 10 : 0)) *
		     times;
	score = contracted;
	/* A game when the contracted tricks score 100 or more. */
	score += contracted >= 100 ? (vulnerable ? 500 : 300) : 50;
	if (level == 6)
		score += vulnerable ? 750 : 500;
	else if (level == 7)
		score += vulnerable ? 1500 : 1000;
	score += doubled * 50;          /* for the insult */
	over = tricks_taken - level - 6;
	if (doubled)
		score += over * (vulnerable ? 200 : 100) * doubled;
	else
		score += over * per_trick;
	return score;
}

/* A seat's place in the auction: 0 for the dealer, 3 for the last. */
static int turn(const board *b, int seat)
{
	return (seat - b->dealer + 4) % 4;
}

/* The seats of side that take the most tricks in strain. */
static int best_seats(const board *b, int side, int strain)
{
	int seats = 0, seat;

	for (seat = side; seat < 4; seat += 2)
		if (b->tricks[strain][seat] == b->best[side][strain])
			seats |= 1 << seat;
	return seats;
}

/* The place in the auction of the first of seats to call. */
static int first_turn(const board *b, int seats)
{
	int first = 4, seat;

	for (seat = 0; seat < 4; seat++)
		if ((seats >> seat & 1) && turn(b, seat) < first)
			first = turn(b, seat);
	return first;
}

/*
 * The sacrificing side's cheapest sacrifice in each strain against the
 * leading side's level/strain declared by seats.  In another strain it
 * is the lowest bid over that contract.  In the same strain a seat that
 * calls before all of the declarers bids it first at the same level; the
 * others must go one level higher.  When both seats of the side go down
 * the same number of tricks, the lower level is taken, and both seats
 * only when it is the same level.
 */
static void find_sacrifices(const board *b, int side, int level, int strain,
			    int seats, sacrifice sac[5])
{
	int other = !side, first = first_turn(b, seats);
	int e, seat;

	for (e = 0; e < 5; e++) {
		sacrifice *s = &sac[e];

		s->level = 0;
		s->down = NO_SACRIFICE;
		s->seats = 0;
		if (e != strain) {
			int l = STRAIN_RANK[e] > STRAIN_RANK[strain] ?
				level : level + 1;

			if (l <= 7) {
				s->level = l;
				s->down = l + 6 - b->best[other][e];
				s->seats = best_seats(b, other, e);
			}
			continue;
		}
		for (seat = other; seat < 4; seat += 2) {
			int l = turn(b, seat) < first ? level : level + 1;
			int down = l + 6 - b->tricks[e][seat];

			if (l > 7)
				continue;
			if (down < s->down ||
			    (down == s->down && l < s->level)) {
				s->level = l;
				s->down = down;
				s->seats = 1 << seat;
			} else if (down == s->down && l == s->level) {
				s->seats |= 1 << seat;
			}
		}
	}
}

static int cheapest(const sacrifice sac[5])
{
	int down = NO_SACRIFICE, e;

	for (e = 0; e < 5; e++)
		if (sac[e].level && sac[e].down < down)
			down = sac[e].down;
	return down;
}

/* Whether the sacrificing side does better outbidding the leading side's
 * contract, which scores score, its cheapest sacrifice down tricks short:
 * when that bid makes, or when going down doubled costs less. */
static int outbid(const board *b, int side, int score, int down)
{
	if (down == NO_SACRIFICE)
		return 0;
	return down <= 0 || undertrick_cost(down, 1, b->vul[!side]) < score;
}

/* The highest contract side makes, as a bid number (0 for none); its
 * strain in *strain. */
static int highest_make(const board *b, int side, int *strain)
{
	int top = 0, s;

	for (s = 0; s < 5; s++) {
		int n;

		if (b->best[side][s] < 7)
			continue;
		n = bid_number(b->best[side][s] - 6, s);
		if (n > top) {
			top = n;
			*strain = s;
		}
	}
	return top;
}

/* The side that scores plus, or -1 when the deal is passed out. */
static int leading_side(const board *b)
{
	int strain[2] = { 0, 0 }, top[2], i;

	top[0] = highest_make(b, 0, &strain[0]);
	top[1] = highest_make(b, 1, &strain[1]);
	if (top[0] == 0 && top[1] == 0)
		return -1;
	if (top[0] != top[1])
		return top[1] > top[0];
	/* Both make the same contract: the first to call who makes it bids
	 * it first. */
	for (i = 0; i < 4; i++) {
		int seat = (b->dealer + i) % 4;

		if (b->tricks[strain[0]][seat] == b->best[0][strain[0]])
			return seat & 1;
	}
	return -1;      /* not reached: some seat takes the most tricks */
}

static void add_contract(par_result *out, int level, int strain, int doubled,
			 int seats, int overtricks, int undertricks)
{
	par_contract *c = &out->contract[out->ncontracts++];
	int i;

	c->level = level;
	c->strain = strain;
	c->doubled = doubled;
	c->seats = seats;
	c->overtricks = overtricks;
	c->undertricks = undertricks;
	/* Keep them by level, then strain from clubs up. */
	for (i = out->ncontracts - 1; i > 0; i--) {
		par_contract *p = &out->contract[i - 1];
		par_contract tmp;

		if (bid_number(p->level, p->strain) <
		    bid_number(c->level, c->strain))
			break;
		tmp = *p;
		*p = *c;
		*c = tmp;
		c = p;
	}
}

/* Lists cand, the leading side's contract that makes: at the lowest level
 * that scores the same and that no sacrifice profitably outbids. */
static void list_made(const board *b, int side, const candidate *cand,
		      par_result *out)
{
	int level = cand->level;
	sacrifice sac[5];

	while (level > 1) {
		int l = level - 1;

		if (par_score_contract(l, cand->strain, 0, b->vul[side],
				       b->best[side][cand->strain]) !=
		    cand->score)
			break;
		find_sacrifices(b, side, l, cand->strain, cand->seats, sac);
		if (outbid(b, side, cand->score, cheapest(sac)))
			break;
		level = l;
	}
	add_contract(out, level, cand->strain, 0, cand->seats,
		     cand->level - level, 0);
}

/* Lists the sacrifices against cand that cost the least. */
static void list_sacrifices(const board *b, int side, const candidate *cand,
			    par_result *out)
{
	sacrifice sac[5];
	int e;

	find_sacrifices(b, side, cand->level, cand->strain, cand->seats, sac);
	for (e = 0; e < 5; e++)
		if (sac[e].level && sac[e].down == cand->down)
			add_contract(out, sac[e].level, e, 1, sac[e].seats, 0,
				     sac[e].down);
}

int par_compute(const int tricks[5][4], int dealer, int vul, par_result *out)
{
	candidate cand[5];
	sacrifice sac[5];
	board b;
	int ncand = 0, side, s, seat, i;
	int made = -1, penalty = -1, sacrificed = -1;

	memset(out, 0, sizeof *out);
	out->side = -1;
	if (dealer < 0 || dealer > 3 || vul < VUL_NONE || vul > VUL_ALL)
		return -1;
	for (s = 0; s < 5; s++)
		for (seat = 0; seat < 4; seat++)
			if (tricks[s][seat] < 0 || tricks[s][seat] > 13)
				return -1;

	b.tricks = tricks;
	b.dealer = dealer;
	b.vul[0] = vul == VUL_NS || vul == VUL_ALL;
	b.vul[1] = vul == VUL_EW || vul == VUL_ALL;
	for (side = 0; side < 2; side++)
		for (s = 0; s < 5; s++) {
			int t = tricks[s][side], partner = tricks[s][side + 2];

			b.best[side][s] = t > partner ? t : partner;
		}

	side = leading_side(&b);
	if (side < 0)
		return 0;

	/* Each strain the leading side makes, at its highest level, and the
	 * cheapest sacrifice over it. */
	for (s = 0; s < 5; s++) {
		candidate *c = &cand[ncand];

		if (b.best[side][s] < 7)
			continue;
		c->level = b.best[side][s] - 6;
		c->strain = s;
		c->seats = best_seats(&b, side, s);
		c->score = par_score_contract(c->level, s, 0, b.vul[side],
					      b.best[side][s]);
		find_sacrifices(&b, side, c->level, s, c->seats, sac);
		c->down = cheapest(sac);
		ncand++;
	}

	/* The best contract left to make, and the best penalty from a
	 * sacrifice (the highest contract outbid when several give it).  A
	 * contract outbid by one that makes counts for nothing: bidding a
	 * higher one at once is at least as good.  The highest contract the
	 * leading side makes is never so outbid. */
	for (i = 0; i < ncand; i++) {
		candidate *c = &cand[i];

		if (!outbid(&b, side, c->score, c->down)) {
			if (c->score > made)
				made = c->score;
		} else if (c->down > 0) {
			int p = undertrick_cost(c->down, 1, b.vul[!side]);

			if (p > penalty || (p == penalty &&
			    bid_number(c->level, c->strain) >
			    bid_number(cand[sacrificed].level,
				       cand[sacrificed].strain))) {
				penalty = p;
				sacrificed = i;
			}
		}
	}

	if (made > penalty) {
		out->side = side;
		out->score = side == 0 ? made : -made;
		for (i = 0; i < ncand; i++)
			if (cand[i].score == made &&
			    !outbid(&b, side, cand[i].score, cand[i].down))
				list_made(&b, side, &cand[i], out);
	} else {
		out->side = !side;
		out->score = side == 0 ? penalty : -penalty;
		list_sacrifices(&b, side, &cand[sacrificed], out);
	}
	return 0;
}

/* Appends text to out (size bytes, *len of them used), cutting it to fit. */
static void append(char *out, size_t size, size_t *len, const char *text)
{
	size_t n = strlen(text);

	if (*len + 1 >= size)
		return;
	if (n > size - *len - 1)
		n = size - *len - 1;
	memcpy(out + *len, text, n);
	*len += n;
	out[*len] = '\0';
}

void par_format_score(const par_result *p, char *out, size_t size)
{
	if (size == 0)
		return;
	if (p->side < 0)
		snprintf(out, size, "NS 0");
	else
		snprintf(out, size, "%s %d", p->side ? "EW" : "NS",
			 p->side ? -p->score : p->score);
}

/* One contract as the [ParContract] tag writes it: "N 4N+1", "EW 5DX-2". */
static void format_contract(const par_contract *c, char out[40])
{
	char seats[3] = "", result[16];
	int seat, n = 0;

	if (c->seats == (1 << DD_NORTH | 1 << DD_SOUTH)) {
		strcpy(seats, "NS");
	} else if (c->seats == (1 << DD_EAST | 1 << DD_WEST)) {
		strcpy(seats, "EW");
	} else {
		for (seat = 0; seat < 4 && n < 2; seat++)
			if (c->seats >> seat & 1)
				seats[n++] = deal_seat_char(seat);
		seats[n] = '\0';
	}
	if (c->undertricks)
		snprintf(result, sizeof result, "-%d", c->undertricks);
	else if (c->overtricks)
		snprintf(result, sizeof result, "+%d", c->overtricks);
	else
		strcpy(result, "=");
	snprintf(out, 40, "%s %d%c%s%s", seats, c->level,
		 deal_strain_char(c->strain), c->doubled ? "X" : "", result);
}

void par_format_contracts(const par_result *p, char *out, size_t size)
{
	char item[40];
	size_t len = 0;
	int i;

	if (size == 0)
		return;
	out[0] = '\0';
	if (p->ncontracts == 0) {
		append(out, size, &len, "Pass");
		return;
	}
	for (i = 0; i < p->ncontracts; i++) {
		if (i > 0)
			append(out, size, &len, "; ");
		format_contract(&p->contract[i], item);
		append(out, size, &len, item);
	}
}

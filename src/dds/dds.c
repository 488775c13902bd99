/*
 * dds.c - libdds-ddplay: DDS's C API (src/dds/dll.h) on ddplay's engine.
 *
 * Here: SolveBoard, SolveBoardPBN, CalcDDtable, CalcDDtablePBN,
 * SetMaxThreads, SetResources, SetThreading, GetDDSInfo, FreeMemory,
 * ErrorMessage, and the helpers
 * of dds_int.h; in dds_calc.c: CalcAllTables, CalcAllTablesPBN (with
 * par), AnalysePlayBin, AnalysePlayPBN, DealerPar; in dds_all.c: the
 * calls over many boards (SolveAllBoards, SolveAllChunks*,
 * AnalyseAllPlays*) and Par, CalcPar, CalcParPBN (what differs from DDS:
 * docs/library.md).  Every call takes a solver (a dd_ctx) from
 * a pool and gives it back: calls from any number of threads may run at
 * once, whatever their threadIndex, and a solver keeps its table across
 * the related calls of one thread.
 */
#include "dll.h"
#include "dds_int.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dd.h"

/* ---- the solvers ---------------------------------------------------- */

enum { POOL_MAX = 64 };

static pthread_mutex_t pool_mu = PTHREAD_MUTEX_INITIALIZER;
static dd_ctx *pool[POOL_MAX];
static int pool_n;
static size_t pool_mb;          /* table size of new solvers, 0: default */

dd_ctx *dds_solver_get(void)
{
	dd_ctx *ctx = NULL;
	size_t mb;

	pthread_mutex_lock(&pool_mu);
	if (pool_n > 0)
		ctx = pool[--pool_n];
	mb = pool_mb;
	pthread_mutex_unlock(&pool_mu);
	return ctx ? ctx : dd_new(mb);
}

void dds_solver_put(dd_ctx *ctx)
{
	pthread_mutex_lock(&pool_mu);
	if (pool_n < POOL_MAX) {
		pool[pool_n++] = ctx;
		ctx = NULL;
	}
	pthread_mutex_unlock(&pool_mu);
	if (ctx)
		dd_free(ctx);
}

void FreeMemory(void)
{
	pthread_mutex_lock(&pool_mu);
	while (pool_n > 0)
		dd_free(pool[--pool_n]);
	pthread_mutex_unlock(&pool_mu);
}

/* Solvers are made as calls need them; the number of threads limits a
 * table alone (CalcDDtable) to one thread when it is 1 (0: the CPUs). */
static int max_threads;

void SetMaxThreads(int userThreads)
{
	pthread_mutex_lock(&pool_mu);
	max_threads = userThreads > 0 ? userThreads : 0;
	pthread_mutex_unlock(&pool_mu);
}

int dds_max_threads(void)
{
	int n;
	long cpus;

	pthread_mutex_lock(&pool_mu);
	n = max_threads;
	pthread_mutex_unlock(&pool_mu);
	if (n > 0)
		return n;
	cpus = sysconf(_SC_NPROCESSORS_ONLN);
	return cpus < 1 ? 1 : cpus > 64 ? 64 : (int)cpus;
}

/* A table alone in two threads (docs/library.md), one where
 * SetMaxThreads(1) or a single CPU says so: more would start threads and
 * their solvers on every call for little (a table has five strains). */
int dds_table_threads(void)
{
	int n = dds_max_threads();

	return n < 2 ? n : 2;
}

/* maxMemoryMB (when > 0) is shared by the maxThreads solvers (when > 0),
 * each given 16 MB at least; solvers already made keep their size. */
void SetResources(int maxMemoryMB, int maxThreads)
{
	size_t mb = 0;

	if (maxMemoryMB > 0) {
		mb = (size_t)maxMemoryMB / (size_t)(maxThreads > 0 ?
						    maxThreads : 1);
		if (mb < 16)
			mb = 16;
	}
	pthread_mutex_lock(&pool_mu);
	pool_mb = mb;
	pthread_mutex_unlock(&pool_mu);
}

/* One kind of threads here (POSIX), whatever DDS's code asks for. */
int SetThreading(int code)
{
	return code < 0 || code > 8 ? RETURN_THREAD_MISSING : RETURN_NO_FAULT;
}

void GetDDSInfo(struct DDSInfo *info)
{
	long cores = sysconf(_SC_NPROCESSORS_ONLN);

	if (!info)
		return;
	memset(info, 0, sizeof *info);
	/* the version of DDS's API implemented */
	info->major = DDS_VERSION / 10000;
	info->minor = DDS_VERSION / 100 % 100;
	info->patch = DDS_VERSION % 100;
	snprintf(info->versionString, sizeof info->versionString, "%d.%d.%d",
		 info->major, info->minor, info->patch);
#if defined(__APPLE__)
	info->system = 4;
#elif defined(__linux__)
	info->system = 3;
#endif
	info->numBits = (int)(8 * sizeof(void *));
#if defined(__clang__)
	info->compiler = 4;
#elif defined(__GNUC__)
	info->compiler = 3;
#endif
	info->numCores = cores < 1 ? 1 : (int)cores;
	info->noOfThreads = info->numCores < 16 ? info->numCores : 16;
	snprintf(info->systemString, sizeof info->systemString,
		 "libdds-ddplay %s: DDS %s's C API on ddplay's engine\n"
		 "Cores %d, POSIX threads: %d for the calls over many "
		 "boards, any number of callers at once\n"
		 "Table memory a solver (MB) %zu\n", DD_VERSION_STRING,
		 info->versionString, info->numCores, info->noOfThreads,
		 pool_mb ? pool_mb : (size_t)DD_TT_DEFAULT_MB);
}

/* ---- deals ---------------------------------------------------------- */

/* DDS's holdings into a dd_deal (the same bits: rank r is bit r). */
static int holdings_in(const unsigned int h[4][4], dd_deal *deal)
{
	int seat, suit;

	for (seat = 0; seat < 4; seat++)
		for (suit = 0; suit < 4; suit++) {
			if (h[seat][suit] & ~0x7ffcu)
				return RETURN_SUIT_OR_RANK;
			deal->hand[seat][suit] = (uint16_t)h[seat][suit];
		}
	return RETURN_NO_FAULT;
}

int dds_deal_in(const struct dealPBN *pbn, struct deal *dl)
{
	char cards[sizeof pbn->remainCards];

	dl->trump = pbn->trump;
	dl->first = pbn->first;
	memcpy(dl->currentTrickSuit, pbn->currentTrickSuit,
	       sizeof dl->currentTrickSuit);
	memcpy(dl->currentTrickRank, pbn->currentTrickRank,
	       sizeof dl->currentTrickRank);
	memcpy(cards, pbn->remainCards, sizeof cards);
	cards[sizeof cards - 1] = '\0';
	return dds_pbn_in(cards, dl->remainCards);
}

/* Spaces, tabs and line ends (a line read with its newline). */
static int blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* A PBN deal, "N:AKQ.JT9.876.5432 ...", the hands clockwise from the
 * seat named first; hands may hold any number of cards.  As DDS takes
 * them: blanks and the opening quote of a PBN tag before it, a blank in
 * place of the colon, line ends among the blanks; it may end with the
 * closing quote, with nothing after it but blanks. */
int dds_pbn_in(const char *s, unsigned int h[4][4])
{
	static const char seats[] = "NESW", ranks[] = "23456789TJQKA";
	const char *p;
	int seat, suit = 0, hands = 1;

	memset(h, 0, 16 * sizeof h[0][0]);
	while (blank(*s))
		s++;
	if (*s == '"')
		for (s++; blank(*s); s++)
			;
	if (!*s || !(p = strchr(seats, s[0] >= 'a' ? s[0] - 'a' + 'A' : s[0])) ||
	    (s[1] != ':' && !blank(s[1])))
		return RETURN_PBN_FAULT;
	seat = (int)(p - seats);
	for (s += 2; blank(*s); s++)
		;
	for (; *s && *s != '"'; s++) {
		char c = *s >= 'a' && *s <= 'z' ? (char)(*s - 'a' + 'A') : *s;

		if (*s == '.') {
			if (++suit > 3)
				return RETURN_PBN_FAULT;
		} else if (blank(*s)) {
			if (blank(s[1]) || s[1] == '\0' || s[1] == '"')
				continue;
			if (suit != 3 || ++hands > 4)
				return RETURN_PBN_FAULT;
			seat = (seat + 1) % 4;
			suit = 0;
		} else if ((p = strchr(ranks, c)) != NULL) {
			unsigned bit = 1u << (p - ranks + 2);

			if (h[seat][suit] & bit)
				return RETURN_DUPLICATE_CARDS;
			h[seat][suit] |= bit;
		} else {
			return RETURN_PBN_FAULT;
		}
	}
	/* a closing quote ends the deal: nothing but blanks after it */
	if (*s == '"')
		for (s++; *s; s++)
			if (*s != ' ' && *s != '\t' && *s != '\r' && *s != '\n')
				return RETURN_PBN_FAULT;
	return hands == 4 && suit == 3 ? RETURN_NO_FAULT : RETURN_PBN_FAULT;
}

int dds_count_cards(const uint16_t hand[4])
{
	int suit, n = 0;

	for (suit = 0; suit < 4; suit++)
		n += __builtin_popcount(hand[suit]);
	return n;
}

/* Checks a deal's cards: four hands of one size, 1..13, no card twice.
 * A hand of more than 13 cards is RETURN_TOO_MANY_CARDS before any
 * card given twice (its 14th card is in another hand too), as DDS
 * answers. */
static int check_deal(const dd_deal *d)
{
	int seat, suit, n = dds_count_cards(d->hand[0]);

	for (seat = 0; seat < 4; seat++)
		if (dds_count_cards(d->hand[seat]) > 13)
			return RETURN_TOO_MANY_CARDS;
	for (suit = 0; suit < 4; suit++) {
		unsigned seen = 0;

		for (seat = 0; seat < 4; seat++) {
			if (seen & d->hand[seat][suit])
				return RETURN_DUPLICATE_CARDS;
			seen |= d->hand[seat][suit];
		}
	}
	for (seat = 0; seat < 4; seat++) {
		if (dds_count_cards(d->hand[seat]) != n)
			return RETURN_CARD_COUNT;
	}
	return n == 0 ? RETURN_ZERO_CARDS : RETURN_NO_FAULT;
}

int dds_status_code(dd_status st)
{
	switch (st) {
	case DD_OK:
		return RETURN_NO_FAULT;
	case DD_ERR_CARD_COUNT:
		return RETURN_CARD_COUNT;
	case DD_ERR_DUPLICATE:
		return RETURN_DUPLICATE_CARDS;
	case DD_ERR_NOT_HELD:
	case DD_ERR_REVOKE:
		return RETURN_PLAY_FAULT;
	case DD_ERR_RANGE:
		return RETURN_SUIT_OR_RANK;
	default:
		return RETURN_UNKNOWN_FAULT;
	}
}

/* The position of a struct deal: the cards of the trick in progress go
 * back to their hands, and are the cards played. */
int dds_position_in(const struct deal *dl, dd_position *pos,
		       dd_state *st)
{
	int i, r, seat, suit, rank;
	dd_error e;

	memset(pos, 0, sizeof *pos);
	if (dl->trump < 0 || dl->trump > 4)
		return RETURN_TRUMP_WRONG;
	if (dl->first < 0 || dl->first > 3)
		return RETURN_FIRST_WRONG;
	r = holdings_in(dl->remainCards, &pos->deal);
	if (r != RETURN_NO_FAULT)
		return r;
	for (i = 0; i < 3 && dl->currentTrickRank[i] != 0; i++) {
		suit = dl->currentTrickSuit[i];
		rank = dl->currentTrickRank[i];
		if (suit < 0 || suit > 3 || rank < 2 || rank > 14)
			return RETURN_SUIT_OR_RANK;
		for (seat = 0; seat < 4; seat++)
			if (pos->deal.hand[seat][suit] & (1u << rank))
				return RETURN_PLAYED_CARD;
		seat = (dl->first + i) % 4;
		pos->deal.hand[seat][suit] |= (uint16_t)(1u << rank);
		pos->played[i] = DD_CARD(suit, rank);
	}
	pos->nplayed = i;
	for (; i < 3; i++)
		if (dl->currentTrickRank[i] != 0)
			return RETURN_SUIT_OR_RANK;
	pos->strain = dl->trump;
	pos->leader = dl->first;
	r = check_deal(&pos->deal);
	if (r != RETURN_NO_FAULT)
		return r;
	if (dd_replay(pos, st, &e) != DD_OK)
		return dds_status_code(e.code);
	return RETURN_NO_FAULT;
}

/* ---- SolveBoard ----------------------------------------------------- */

/* The legal cards in classes of equivalent cards: cards of one suit with
 * no card between them still to be played by another hand, or in the
 * trick in progress.  top[k] the highest card of class k, lower[k] the
 * others as rank bits; returns the number of classes. */
static int card_classes(const dd_state *st, dd_card top[13],
			unsigned lower[13])
{
	uint16_t legal[4];
	int suit, rank, seat, i, n = 0;

	dd_legal(st, legal);
	for (suit = 0; suit < 4; suit++) {
		unsigned others = 0;
		int open = 0;           /* a class of this suit is open */

		for (seat = 0; seat < 4; seat++)
			if (seat != st->to_play)
				others |= st->remaining.hand[seat][suit];
		for (i = 0; i < st->trick_cards; i++)
			if (DD_SUIT(st->trick[i]) == suit)
				others |= 1u << DD_RANK(st->trick[i]);
		for (rank = 14; rank >= 2; rank--) {
			if (legal[suit] & (1u << rank)) {
				if (open) {
					lower[n - 1] |= 1u << rank;
				} else {
					top[n] = DD_CARD(suit, rank);
					lower[n++] = 0;
					open = 1;
				}
			} else if ((others & (1u << rank)) ||
				   (st->remaining.hand[st->to_play][suit] &
				    (1u << rank))) {
				open = 0;
			}
		}
	}
	return n;
}

static void put_card(struct futureTricks *f, dd_card card, unsigned lower,
		     int score)
{
	int i = f->cards++;

	f->suit[i] = DD_SUIT(card);
	f->rank[i] = DD_RANK(card);
	f->equals[i] = (int)lower;
	f->score[i] = score;
}

/* SolveBoard's best card (solutions 1) or best cards (2) with target -1:
 * the position's value, then each class in order tested against it
 * alone (dd_card_reaches), not every card scored exactly as for
 * solutions 3.  The cards are those scoring would give: the first class
 * in suit and rank order that reaches the value, or all of them. */
static int best_cards(dd_ctx *ctx, const dd_position *pos, int n,
		      const dd_card top[13], const unsigned lower[13],
		      int solutions, struct futureTricks *futp)
{
	dd_error e;
	int best, i, yes;

	if (dd_solve(ctx, pos, &best, &e) != DD_OK)
		return dds_status_code(e.code);
	for (i = 0; i < n; i++) {
		if (dd_card_reaches(ctx, pos, top[i], best, &yes, &e) != DD_OK)
			return dds_status_code(e.code);
		if (!yes)
			continue;
		put_card(futp, top[i], lower[i], best);
		if (solutions == 1)
			break;
	}
	return RETURN_NO_FAULT;
}

static int solve(const struct deal *dl, int target, int solutions,
		 int mode, struct futureTricks *futp, int threadIndex)
{
	dd_card top[13];
	unsigned lower[13];
	int score[13], order[13];
	dd_card_score sc[13];
	dd_position pos;
	dd_state st;
	dd_ctx *ctx;
	dd_error e;
	uint64_t nodes;
	int r, n, i, j, count, best = -1;

	if (!futp)
		return RETURN_UNKNOWN_FAULT;
	memset(futp, 0, sizeof *futp);
	if (target < -1)
		return RETURN_TARGET_WRONG_LO;
	if (target > 13)
		return RETURN_TARGET_WRONG_HI;
	if (solutions < 1)
		return RETURN_SOLNS_WRONG_LO;
	if (solutions > 3)
		return RETURN_SOLNS_WRONG_HI;
	if (mode < 0)
		return RETURN_MODE_WRONG_LO;
	if (mode > 2)
		return RETURN_MODE_WRONG_HI;
	if (threadIndex < 0 || threadIndex >= DDS_THREADS_MAX)
		return RETURN_THREAD_INDEX;
	r = dds_position_in(dl, &pos, &st);
	if (r != RETURN_NO_FAULT)
		return r;
	if (target > st.tricks_left)
		return RETURN_TARGET_TOO_HIGH;
	n = card_classes(&st, top, lower);
	if (n == 1 && mode == 0 && st.tricks_left > 1) {
		/* One choice (the last trick is always scored): not
		 * searched. */
		put_card(futp, top[0], lower[0], -2);
		return RETURN_NO_FAULT;
	}
	if (target == 0 && solutions < 3) {
		/* Every card reaches 0 tricks. */
		for (i = 0; i < (solutions == 1 ? 1 : n); i++)
			put_card(futp, top[i], lower[i], 0);
		return RETURN_NO_FAULT;
	}
	ctx = dds_solver_get();
	if (!ctx)
		return RETURN_UNKNOWN_FAULT;
	nodes = dd_nodes(ctx);
	if (target == -1 && solutions < 3) {
		r = best_cards(ctx, &pos, n, top, lower, solutions, futp);
		futp->nodes = (int)(dd_nodes(ctx) - nodes);
		dds_solver_put(ctx);
		return r;
	}
	if (dd_score_cards(ctx, &pos, sc, &count, &e) != DD_OK) {
		dds_solver_put(ctx);
		return dds_status_code(e.code);
	}
	futp->nodes = (int)(dd_nodes(ctx) - nodes);
	dds_solver_put(ctx);
	for (i = 0; i < n; i++) {
		for (j = 0; j < count && sc[j].card != top[i]; j++)
			;
		score[i] = j < count ? sc[j].tricks : 0;
		if (score[i] > best)
			best = score[i];
		/* Best first, in suit and rank order among equals. */
		for (j = i; j > 0 && score[order[j - 1]] < score[i]; j--)
			order[j] = order[j - 1];
		order[j] = i;
	}
	if (solutions == 3) {
		for (i = 0; i < n; i++)
			put_card(futp, top[order[i]], lower[order[i]],
				 score[order[i]]);
	} else if (target == -1) {
		for (i = 0; i < n && score[order[i]] == best; i++)
			if (solutions == 2 || i == 0)
				put_card(futp, top[order[i]], lower[order[i]],
					 best);
	} else if (best < target) {
		/* Not reached, as DDS 2.9 answers: on the last trick the
		 * card with its score; else no card, and a score of 0 for
		 * a target of 1 (no trick can be won), else -1. */
		put_card(futp, top[order[0]], lower[order[0]],
			 st.tricks_left == 1 ? best : target > 1 ? -1 : 0);
		if (st.tricks_left > 1)
			futp->cards = 0;
	} else {
		for (i = 0; i < n && score[order[i]] >= target; i++)
			if (solutions == 2 || i == 0)
				put_card(futp, top[order[i]], lower[order[i]],
					 target);
	}
	return RETURN_NO_FAULT;
}

int SolveBoard(struct deal dl, int target, int solutions, int mode,
	       struct futureTricks *futp, int threadIndex)
{
	return solve(&dl, target, solutions, mode, futp, threadIndex);
}

int SolveBoardPBN(struct dealPBN dlpbn, int target, int solutions,
		  int mode, struct futureTricks *futp, int thrId)
{
	struct deal dl;
	int r;

	if (futp)
		memset(futp, 0, sizeof *futp);
	r = dds_deal_in(&dlpbn, &dl);
	if (r != RETURN_NO_FAULT)
		return r;
	return solve(&dl, target, solutions, mode, futp, thrId);
}

/* ---- CalcDDtable ---------------------------------------------------- */

int dds_table(const unsigned int cards[4][4], struct ddTableResults *t, int threads)
{
	int tricks[5][4], r, strain, seat;
	dd_deal deal;
	dd_ctx *ctx;
	dd_error e;
	dd_status st;

	if (!t)
		return RETURN_UNKNOWN_FAULT;
	r = holdings_in(cards, &deal);
	if (r == RETURN_NO_FAULT)
		r = check_deal(&deal);
	if (r != RETURN_NO_FAULT)
		return r;
	ctx = dds_solver_get();
	if (!ctx)
		return RETURN_UNKNOWN_FAULT;
	/* the pool's solvers go back with one thread */
	if (threads > 1)
		dd_set_threads(ctx, threads);
	st = dd_table(ctx, &deal, tricks, &e);
	if (threads > 1)
		dd_set_threads(ctx, 1);
	dds_solver_put(ctx);
	if (st != DD_OK)
		return dds_status_code(e.code);
	for (strain = 0; strain < 5; strain++)
		for (seat = 0; seat < 4; seat++)
			t->resTable[strain][seat] = tricks[strain][seat];
	return RETURN_NO_FAULT;
}

int CalcDDtable(struct ddTableDeal tableDeal, struct ddTableResults *tablep)
{
	return dds_table(tableDeal.cards, tablep, dds_table_threads());
}

int CalcDDtablePBN(struct ddTableDealPBN tableDealPBN,
		   struct ddTableResults *tablep)
{
	unsigned int cards[4][4];
	int r;

	tableDealPBN.cards[sizeof tableDealPBN.cards - 1] = '\0';
	r = dds_pbn_in(tableDealPBN.cards, cards);
	if (r != RETURN_NO_FAULT)
		return r;
	return dds_table(cards, tablep, dds_table_threads());
}

/* ---- messages ------------------------------------------------------- */

void ErrorMessage(int code, char line[80])
{
	static const struct {
		int code;
		const char *text;
	} texts[] = {
		{ RETURN_NO_FAULT, TEXT_NO_FAULT },
		{ RETURN_UNKNOWN_FAULT, TEXT_UNKNOWN_FAULT },
		{ RETURN_ZERO_CARDS, TEXT_ZERO_CARDS },
		{ RETURN_TARGET_TOO_HIGH, TEXT_TARGET_TOO_HIGH },
		{ RETURN_DUPLICATE_CARDS, TEXT_DUPLICATE_CARDS },
		{ RETURN_TARGET_WRONG_LO, TEXT_TARGET_WRONG_LO },
		{ RETURN_TARGET_WRONG_HI, TEXT_TARGET_WRONG_HI },
		{ RETURN_SOLNS_WRONG_LO, TEXT_SOLNS_WRONG_LO },
		{ RETURN_SOLNS_WRONG_HI, TEXT_SOLNS_WRONG_HI },
		{ RETURN_TOO_MANY_CARDS, TEXT_TOO_MANY_CARDS },
		{ RETURN_SUIT_OR_RANK, TEXT_SUIT_OR_RANK },
		{ RETURN_PLAYED_CARD, TEXT_PLAYED_CARD },
		{ RETURN_CARD_COUNT, TEXT_CARD_COUNT },
		{ RETURN_THREAD_INDEX, TEXT_THREAD_INDEX },
		{ RETURN_MODE_WRONG_LO, TEXT_MODE_WRONG_LO },
		{ RETURN_MODE_WRONG_HI, TEXT_MODE_WRONG_HI },
		{ RETURN_TRUMP_WRONG, TEXT_TRUMP_WRONG },
		{ RETURN_FIRST_WRONG, TEXT_FIRST_WRONG },
		{ RETURN_PLAY_FAULT, TEXT_PLAY_FAULT },
		{ RETURN_PBN_FAULT, TEXT_PBN_FAULT },
		{ RETURN_TOO_MANY_BOARDS, TEXT_TOO_MANY_BOARDS },
		{ RETURN_THREAD_CREATE, TEXT_THREAD_CREATE },
		{ RETURN_THREAD_WAIT, TEXT_THREAD_WAIT },
		{ RETURN_THREAD_MISSING, TEXT_THREAD_MISSING },
		{ RETURN_NO_SUIT, TEXT_NO_SUIT },
		{ RETURN_TOO_MANY_TABLES, TEXT_TOO_MANY_TABLES },
		{ RETURN_CHUNK_SIZE, TEXT_CHUNK_SIZE },
	};
	size_t i;

	if (!line)
		return;         /* nowhere to write (DDS would crash) */
	for (i = 0; i < sizeof texts / sizeof texts[0]; i++)
		if (texts[i].code == code) {
			snprintf(line, 80, "%s", texts[i].text);
			return;
		}
	snprintf(line, 80, "Not a DDS error code");
}

/*
 * dds_all.c - libdds-ddplay's calls over many boards and its par without
 * a dealer (dds_int.h):
 *
 *   dds_parallel        the threads of every call over many boards
 *   SolveAllBoards, SolveAllBoardsBin, SolveAllChunks, SolveAllChunksBin,
 *   SolveAllChunksPBN
 *                       SolveBoard over up to 200 boards, in threads
 *   AnalyseAllPlaysBin, AnalyseAllPlaysPBN
 *                       AnalysePlay over up to 200 plays, in threads
 *   Par, CalcPar, CalcParPBN (and the par of CalcAllTables, dds_calc.c)
 *                       the par of a table for each side opening the
 *                       bidding, in DDS's text form ("NS 620",
 *                       "NS:NS 4S,NS 34N", "EW:EW 5Dx")
 */
#include "dll.h"
#include "dds_int.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "dd.h"
#include "model/par.h"
#include "util/pool.h"

/* ---- the threads ---------------------------------------------------- */

typedef struct {
	int n;
	int (*fn)(void *arg, int i);
	void *arg;
	atomic_int next;        /* the next item */
	pthread_mutex_t mu;
	int failed;             /* the lowest item that failed, n if none */
	int code;               /* its code, RETURN_NO_FAULT if none */
} parallel;

static void parallel_worker(void *arg, int k)
{
	parallel *r = arg;
	int i;

	(void)k;
	while ((i = atomic_fetch_add(&r->next, 1)) < r->n) {
		int code = r->fn(r->arg, i);

		if (code == RETURN_NO_FAULT)
			continue;
		pthread_mutex_lock(&r->mu);
		if (i < r->failed) {
			r->failed = i;
			r->code = code;
		}
		pthread_mutex_unlock(&r->mu);
	}
}

int dds_parallel(int n, int (*fn)(void *arg, int i), void *arg)
{
	enum { MAX_THREADS = 16 };
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);
	int nthreads;
	parallel r;

	memset(&r, 0, sizeof r);
	r.n = n;
	r.fn = fn;
	r.arg = arg;
	atomic_init(&r.next, 0);
	pthread_mutex_init(&r.mu, NULL);
	r.failed = n;
	r.code = RETURN_NO_FAULT;
	nthreads = cpus < 1 ? 1 : cpus > MAX_THREADS ? MAX_THREADS : (int)cpus;
	/* no more than SetMaxThreads() allows (a program that runs one
	 * process a core asks for 1) */
	if (nthreads > dds_max_threads())
		nthreads = dds_max_threads();
	if (nthreads > n)
		nthreads = n;
	/* this thread among them (util/pool.h) */
	if (n > 0)
		pool_run(nthreads, parallel_worker, &r);
	pthread_mutex_destroy(&r.mu);
	return r.code;
}

/* ---- SolveAllBoards ------------------------------------------------- */

typedef struct {
	const struct boards *bin;
	const struct boardsPBN *pbn;
	struct solvedBoards *out;
} all_boards;

static int solve_one(void *arg, int i)
{
	all_boards *a = arg;

	if (a->bin)
		return SolveBoard(a->bin->deals[i], a->bin->target[i],
				  a->bin->solutions[i], a->bin->mode[i],
				  &a->out->solvedBoard[i], 0);
	return SolveBoardPBN(a->pbn->deals[i], a->pbn->target[i],
			     a->pbn->solutions[i], a->pbn->mode[i],
			     &a->out->solvedBoard[i], 0);
}

static int solve_all(const struct boards *bin, const struct boardsPBN *pbn,
		     struct solvedBoards *solvedp)
{
	all_boards a = { bin, pbn, solvedp };
	int n;

	if ((!bin && !pbn) || !solvedp)
		return RETURN_UNKNOWN_FAULT;
	n = bin ? bin->noOfBoards : pbn->noOfBoards;
	if (n < 0 || n > MAXNOOFBOARDS)
		return RETURN_TOO_MANY_BOARDS;
	solvedp->noOfBoards = n;
	return dds_parallel(n, solve_one, &a);
}

int SolveAllBoards(struct boardsPBN *bop, struct solvedBoards *solvedp)
{
	return solve_all(NULL, bop, solvedp);
}

/* SolveAllBoards on binary boards: in DDS's sources after the 2.9.0
 * release (not in Debian's DDS 2.9.0), for the programs written for them. */
int SolveAllBoardsBin(struct boards *bop, struct solvedBoards *solvedp)
{
	return solve_all(bop, NULL, solvedp);
}

/* The chunk size told DDS how many boards a thread takes at a time; the
 * threads here take one at a time whatever it is. */
int SolveAllChunks(struct boardsPBN *bop, struct solvedBoards *solvedp,
		   int chunkSize)
{
	return chunkSize < 1 ? RETURN_CHUNK_SIZE :
	       solve_all(NULL, bop, solvedp);
}

int SolveAllChunksPBN(struct boardsPBN *bop, struct solvedBoards *solvedp,
		      int chunkSize)
{
	return SolveAllChunks(bop, solvedp, chunkSize);
}

int SolveAllChunksBin(struct boards *bop, struct solvedBoards *solvedp,
		      int chunkSize)
{
	return chunkSize < 1 ? RETURN_CHUNK_SIZE :
	       solve_all(bop, NULL, solvedp);
}

/* ---- AnalyseAllPlays ------------------------------------------------ */

typedef struct {
	const struct boards *bin;
	const struct playTracesBin *plbin;
	const struct boardsPBN *pbn;
	const struct playTracesPBN *plpbn;
	struct solvedPlays *out;
} all_plays;

static int analyse_one(void *arg, int i)
{
	all_plays *a = arg;

	if (a->bin)
		return AnalysePlayBin(a->bin->deals[i], a->plbin->plays[i],
				      &a->out->solved[i], 0);
	return AnalysePlayPBN(a->pbn->deals[i], a->plpbn->plays[i],
			      &a->out->solved[i], 0);
}

static int analyse_all(all_plays *a, int boards, int plays, int chunkSize)
{
	if (!a->out)
		return RETURN_UNKNOWN_FAULT;
	if (boards != plays)
		return RETURN_UNKNOWN_FAULT;    /* as DDS */
	if (boards < 0 || boards > MAXNOOFBOARDS)
		return RETURN_TOO_MANY_BOARDS;
	if (chunkSize < 1)
		return RETURN_CHUNK_SIZE;
	a->out->noOfBoards = boards;
	return dds_parallel(boards, analyse_one, a);
}

int AnalyseAllPlaysBin(struct boards *bop, struct playTracesBin *plp,
		       struct solvedPlays *solvedp, int chunkSize)
{
	all_plays a = { bop, plp, NULL, NULL, solvedp };

	if (!bop || !plp)
		return RETURN_UNKNOWN_FAULT;
	return analyse_all(&a, bop->noOfBoards, plp->noOfBoards, chunkSize);
}

int AnalyseAllPlaysPBN(struct boardsPBN *bopPBN,
		       struct playTracesPBN *plpPBN,
		       struct solvedPlays *solvedp, int chunkSize)
{
	all_plays a = { NULL, NULL, bopPBN, plpPBN, solvedp };

	if (!bopPBN || !plpPBN)
		return RETURN_UNKNOWN_FAULT;
	return analyse_all(&a, bopPBN->noOfBoards, plpPBN->noOfBoards,
			   chunkSize);
}

/* ---- Par ------------------------------------------------------------ */

int dds_vul(int vulnerable)
{
	/* DDS: 0 none, 1 both, 2 North-South, 3 East-West; record.h:
	 * none, NS, EW, all */
	static const int vul[4] = { 0, 3, 1, 2 };

	return vulnerable < 0 || vulnerable > 3 ? -1 : vul[vulnerable];
}

/* (dds_int.h) Of the auctions that side's two seats deal, the better
 * for it: both of its seats then call before the other side's in what
 * matters (who bids a contract both sides make first, and who may
 * sacrifice at the same level). */
int dds_par_side(const int tricks[5][4], int side, int vul,
		 par_result *out)
{
	par_result other;

	if (par_compute(tricks, side, vul, out) < 0 ||
	    par_compute(tricks, side + 2, vul, &other) < 0)
		return -1;
	if ((side ? -other.score : other.score) >
	    (side ? -out->score : out->score))
		*out = other;
	return 0;
}

/* Where DDS's Par() lists a strain: notrump, spades, hearts, diamonds,
 * clubs. */
static int par_rank(int strain)
{
	return strain == DD_NOTRUMP ? 0 : strain + 1;
}

/* One contract: "NS 4S", "W 345N" (made at 3, 4 or 5: the par score
 * whichever), "EW 5Dx" (a doubled sacrifice). */
static void par_item(const par_contract *c, char *out, size_t size)
{
	char seats[5], levels[8];
	int n = 0, seat, l;

	if (c->seats == 0x5 || c->seats == 0xa) {
		snprintf(seats, sizeof seats, "%s",
			 c->seats == 0x5 ? "NS" : "EW");
	} else {
		for (seat = 0; seat < 4; seat++)
			if (c->seats >> seat & 1)
				seats[n++] = "NESW"[seat];
		seats[n] = '\0';
	}
	n = 0;
	for (l = c->level; l <= c->level + (c->doubled ? 0 : c->overtricks) &&
	     l <= 7; l++)
		levels[n++] = (char)('0' + l);
	levels[n] = '\0';
	snprintf(out, size, "%s %s%c%s", seats, levels, "SHDCN"[c->strain],
		 c->doubled ? "x" : "");
}

int dds_par_text(const int tricks[5][4], int vulnerable,
		 struct parResults *presp)
{
	int vul = dds_vul(vulnerable), side, i, j;

	if (!presp || vul < 0)
		return RETURN_UNKNOWN_FAULT;
	memset(presp, 0, sizeof *presp);
	for (side = 0; side < 2; side++) {
		char *text = presp->parContractsString[side];
		size_t size = sizeof presp->parContractsString[side], len;
		par_contract c[PAR_MAX_CONTRACTS];
		par_result p;

		if (dds_par_side(tricks, side, vul, &p) < 0)
			return RETURN_UNKNOWN_FAULT;
		snprintf(presp->parScore[side], sizeof presp->parScore[side],
			 "%s %d", side ? "EW" : "NS", side ? -p.score : p.score);
		/* in DDS's order (an insertion sort of at most five) */
		for (i = 0; i < p.ncontracts; i++) {
			for (j = i; j > 0 && par_rank(c[j - 1].strain) >
			     par_rank(p.contract[i].strain); j--)
				c[j] = c[j - 1];
			c[j] = p.contract[i];
		}
		snprintf(text, size, "%s:", side ? "EW" : "NS");
		for (i = 0; i < p.ncontracts; i++) {
			len = strlen(text);
			if (i > 0 && len + 1 < size) {
				text[len++] = ',';
				text[len] = '\0';
			}
			par_item(&c[i], text + len, size - len);
		}
	}
	return RETURN_NO_FAULT;
}

int Par(struct ddTableResults *tablep, struct parResults *presp,
	int vulnerable)
{
	if (!tablep)
		return RETURN_UNKNOWN_FAULT;
	return dds_par_text((const int (*)[4])tablep->resTable, vulnerable,
			    presp);
}

int CalcPar(struct ddTableDeal tableDeal, int vulnerable,
	    struct ddTableResults *tablep, struct parResults *presp)
{
	int r;

	if (dds_vul(vulnerable) < 0)
		return RETURN_UNKNOWN_FAULT;
	r = CalcDDtable(tableDeal, tablep);
	return r != RETURN_NO_FAULT ? r : Par(tablep, presp, vulnerable);
}

int CalcParPBN(struct ddTableDealPBN tableDealPBN,
	       struct ddTableResults *tablep, int vulnerable,
	       struct parResults *presp)
{
	int r;

	if (dds_vul(vulnerable) < 0)
		return RETURN_UNKNOWN_FAULT;
	r = CalcDDtablePBN(tableDealPBN, tablep);
	return r != RETURN_NO_FAULT ? r : Par(tablep, presp, vulnerable);
}

/*
 * dds_mt.c - libdds-ddplay from several threads at once, as
 * docs/library.md says it may be called (tests/t_qa_lib.sh): each thread
 * in turn calls CalcDDtablePBN, SolveBoardPBN (its own threadIndex),
 * CalcAllTablesPBN over 12 deals with their par, and DealerPar, while
 * some call FreeMemory, SetResources and SetMaxThreads between; every
 * answer must be the one the main thread got alone first.  dll.h alone.
 * Built with -fsanitize=thread it is a check for data races too.
 *
 *   dds_mt [THREADS [ROUNDS]]     (default 4 threads, 4 rounds); prints
 *                                 "same" or what differed, on stderr
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dll.h"

static const char *const deals[3] = {
	"N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4",
	"N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.876.876.7654 432.5432.5432.32",
	"N:T7.AT98.KT3.A832 AK983.Q.AJ872.T6 Q652.K642.64.KQ9 J4.J753.Q95.J754",
};
static struct ddTableResults want[3];
static struct futureTricks want_cards[3];
static struct parResultsDealer want_par[3][4];
static int rounds = 4;

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static int bad;

static void differs(int thread, const char *call, int code)
{
	pthread_mutex_lock(&mu);
	bad++;
	fprintf(stderr, "thread %d: %s (%d)\n", thread, call, code);
	pthread_mutex_unlock(&mu);
}

static struct dealPBN pbn_deal(int d)
{
	struct dealPBN pb;

	memset(&pb, 0, sizeof pb);
	snprintf(pb.remainCards, sizeof pb.remainCards, "%s", deals[d]);
	pb.trump = 4;
	pb.first = 3;
	return pb;
}

static int same_cards(const struct futureTricks *a,
		      const struct futureTricks *b)
{
	return a->cards == b->cards &&
	       memcmp(a->suit, b->suit, sizeof a->suit) == 0 &&
	       memcmp(a->rank, b->rank, sizeof a->rank) == 0 &&
	       memcmp(a->equals, b->equals, sizeof a->equals) == 0 &&
	       memcmp(a->score, b->score, sizeof a->score) == 0;
}

static void *work(void *arg)
{
	int id = (int)(long)arg, k, r, i;
	struct ddTableDealsPBN *many = calloc(1, sizeof *many);
	struct ddTablesRes *res = calloc(1, sizeof *res);
	struct allParResults *par = calloc(1, sizeof *par);

	if (!many || !res || !par) {
		differs(id, "calloc", 0);
		goto out;
	}
	for (k = 0; k < 4 * rounds; k++) {
		int d = (k + id) % 3, filter[DDS_STRAINS] = { 0 };
		struct ddTableDealPBN tp;
		struct ddTableResults t;
		struct futureTricks f;
		struct parResultsDealer pd;

		switch ((k + id) % 4) {
		case 0:
			memset(&tp, 0, sizeof tp);
			snprintf(tp.cards, sizeof tp.cards, "%s", deals[d]);
			r = CalcDDtablePBN(tp, &t);
			if (r != RETURN_NO_FAULT || memcmp(&t, &want[d], sizeof t))
				differs(id, "CalcDDtablePBN", r);
			break;
		case 1:
			r = SolveBoardPBN(pbn_deal(d), -1, 3, 1, &f, id);
			if (r != RETURN_NO_FAULT || !same_cards(&f, &want_cards[d]))
				differs(id, "SolveBoardPBN", r);
			break;
		case 2:
			many->noOfTables = 12;
			for (i = 0; i < 12; i++)
				snprintf(many->deals[i].cards,
					 sizeof many->deals[i].cards, "%s",
					 deals[i % 3]);
			r = CalcAllTablesPBN(many, 0, filter, res, par);
			if (r != RETURN_NO_FAULT)
				differs(id, "CalcAllTablesPBN", r);
			for (i = 0; r == RETURN_NO_FAULT && i < 12; i++)
				if (memcmp(&res->results[i], &want[i % 3],
					   sizeof want[0]))
					differs(id, "CalcAllTablesPBN's tables", i);
			break;
		default:
			if (id == 0)
				FreeMemory();
			else if (id == 1)
				SetResources(200, 4);
			else if (id == 2)
				SetMaxThreads(2);
			r = DealerPar(&want[d], &pd, k % 4, 0);
			if (r != RETURN_NO_FAULT ||
			    memcmp(&pd, &want_par[d][k % 4], sizeof pd))
				differs(id, "DealerPar", r);
			break;
		}
	}
out:
	free(many);
	free(res);
	free(par);
	return NULL;
}

int main(int argc, char **argv)
{
	pthread_t tid[32];
	int n = argc > 1 ? atoi(argv[1]) : 4, i, d;

	if (argc > 2)
		rounds = atoi(argv[2]);
	if (n < 1 || n > 32 || rounds < 1) {
		fprintf(stderr, "usage: dds_mt [THREADS (1..32) [ROUNDS]]\n");
		return 2;
	}
	for (d = 0; d < 3; d++) {
		struct ddTableDealPBN tp;

		memset(&tp, 0, sizeof tp);
		snprintf(tp.cards, sizeof tp.cards, "%s", deals[d]);
		if (CalcDDtablePBN(tp, &want[d]) != RETURN_NO_FAULT ||
		    SolveBoardPBN(pbn_deal(d), -1, 3, 1, &want_cards[d], 0) !=
		    RETURN_NO_FAULT)
			return 2;
		for (i = 0; i < 4; i++)
			if (DealerPar(&want[d], &want_par[d][i], i, 0) !=
			    RETURN_NO_FAULT)
				return 2;
	}
	for (i = 0; i < n; i++)
		if (pthread_create(&tid[i], NULL, work, (void *)(long)i) != 0)
			return 2;
	for (i = 0; i < n; i++)
		pthread_join(tid[i], NULL);
	FreeMemory();
	printf(bad ? "%d differ\n" : "same\n", bad);
	return bad ? 1 : 0;
}

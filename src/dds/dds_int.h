/*
 * dds_int.h - what the files of libdds-ddplay share (dds.c, dds_play.c,
 * dds_all.c, dds_calc.c, dds_par.c); each calls only those before it in
 * this list.
 */
#ifndef DDS_INT_H
#define DDS_INT_H

#include "dd.h"
#include "dll.h"
#include "model/par.h"

/* The thread indexes SolveBoard and AnalysePlay take: 0 to
 * DDS_THREADS_MAX - 1, else RETURN_THREAD_INDEX (any in range may be used
 * by any number of threads at once). */
enum { DDS_THREADS_MAX = 128 };

/* A solver from the pool, or NULL when out of memory; given back after
 * the call. */
dd_ctx *dds_solver_get(void);
void dds_solver_put(dd_ctx *ctx);

/* A PBN deal into holdings; a RETURN_ code. */
int dds_pbn_in(const char *s, unsigned int h[4][4]);
/* A struct dealPBN as a struct deal (its remainCards read as far as
 * its last byte, which need not be a NUL); a RETURN_ code. */
int dds_deal_in(const struct dealPBN *pbn, struct deal *dl);
/* The cards of a hand. */
int dds_count_cards(const uint16_t hand[4]);
/* The position of a struct deal, checked, and its state; a RETURN_
 * code. */
int dds_position_in(const struct deal *dl, dd_position *pos, dd_state *st);
/* The RETURN_ code of an engine status. */
int dds_status_code(dd_status st);
/* The table of a deal given as holdings; a RETURN_ code. */
/* The table of a deal; threads: 1, or 2 for a table alone (CalcDDtable:
 * a strain each at a time, dd_set_threads()) where SetMaxThreads and the
 * CPUs allow. */
int dds_table(const unsigned int cards[4][4], struct ddTableResults *t, int threads);
/* The threads a call alone may use: SetMaxThreads's, else the CPUs. */
int dds_max_threads(void);
/* The threads of a table alone (CalcDDtable, CalcPar): 2, or 1 where
 * dds_max_threads() is 1. */
int dds_table_threads(void);

/* dds_all.c: fn(arg, i) for i = 0..n-1 in threads, one a CPU (16 at
 * most); RETURN_NO_FAULT, or the code of the lowest i that failed. */
int dds_parallel(int n, int (*fn)(void *arg, int i), void *arg);
/* ddplay's vulnerability (record.h) of DDS's code, -1 when out of
 * range. */
int dds_vul(int vulnerable);
/* The par of a table when side (0 North-South, 1 East-West) opens the
 * bidding, vul ddplay's (record.h); 0, or -1 for a bad argument. */
int dds_par_side(const int tricks[5][4], int side, int vul,
		 par_result *out);
/* Par()'s results for a table; a RETURN_ code. */
int dds_par_text(const int tricks[5][4], int vulnerable,
		 struct parResults *presp);

#endif

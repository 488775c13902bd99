/*
 * dds_check.h - what the files of the DDS client (tests/dds_check*.c)
 * share: DDS's header (DDS_HEADER: libdds-ddplay's "dll.h" or DDS's own
 * <dds/dll.h>), the lines of the input file, the count of problems said,
 * the helpers of dds_check.c and the commands of each file.  The names
 * are dc_ ones: the program links DDS, whose names must not meet ours.
 */
#ifndef DDS_CHECK_H
#define DDS_CHECK_H

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dd.h"
#include "model/deal.h"
#include DDS_HEADER

/* what DDS's dll.h defines beside its calls: its guard, and the macros
 * it declares them with, for tables of function pointers like this */
#ifndef DDS_DLL_H
#error "dll.h does not define DDS_DLL_H"
#endif
typedef EXTERN_C DLLEXPORT void (STDCALL *error_message_fn)(int, char[80]);

enum { MAXLINES = 2000 };

/* dds_check.c: the input file's lines (dc_read_lines()), and the
 * problems said (dc_problem(): "line K: what (a, b)" on stderr). */
extern char *dc_lines[MAXLINES];
extern int dc_nlines;
extern int dc_problems;

void dc_problem(int k, const char *what, int a, int b);
void dc_read_lines(const char *file);
/* The struct deal of a position line; 0, or -1 when it cannot be read. */
int dc_deal_of(const char *line, struct deal *dl, dd_position *pos);
void dc_pbn_of(const struct deal *dl, struct dealPBN *pb);
/* Every card of f, equivalent cards spread out, with its score. */
int dc_spread(const struct futureTricks *f, dd_card cards[13],
	      int scores[13]);
/* A position and its cards' scores, as solve --lines prints them. */
void dc_print_solution(const char *line, const dd_position *pos,
		       const struct futureTricks *f);
/* The start of the play of line k and its cards; 0, or -1. */
int dc_play_of(int k, struct deal *dl, struct playTraceBin *pb,
	       struct playTracePBN *pp, dd_position *pos);
/* A play and declarer's side's tricks after each card. */
void dc_print_trace(const dd_position *pos, const struct solvedPlay *s);

/* The commands, each 0 when no problem was found. */
int dc_solve_all(int pbn);              /* dds_check_solve.c */
int dc_allboards_all(void);
int dc_threads(int n);
int dc_table_all(void);                 /* dds_check_tables.c */
int dc_alltables_all(void);
int dc_maxthreads(int n);
int dc_play_all(void);                  /* dds_check_play.c */
int dc_allplays_all(void);
int dc_par_all(void);                   /* dds_check_par.c */
int dc_sides_all(void);
int dc_calcpar_all(void);
/* Whether two parResults say the same. */
int dc_same_par(const struct parResults *a, const struct parResults *b);
int dc_errors(void);                    /* dds_check_errors.c */
int dc_messages(void);

#endif

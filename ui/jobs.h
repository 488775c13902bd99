/*
 * jobs.h - what the analyser asks of its solver thread (worker.h): the
 * scores of the position shown first, always; then, while the solver has
 * nothing else to do, the ends of the lines listed, the course of the
 * actual play, the positions after each card of the current one
 * (pondering: the numbers are there when the card lands), and the
 * 20-result table for the panel.
 */
#ifndef JOBS_H
#define JOBS_H

#include "app.h"

/* The scores of the current position, unless they are known. */
void jobs_post_scores(app *a);

/* The table of the board shown, now (its best contract is not known). */
void jobs_post_table_now(app *a);

/* Collects what the solver has found: JOBS_CONTRACT_TABLE when it is the
 * table asked for by jobs_post_table_now() (the caller then sets up the
 * best contract, session_found_contract(), and asks for its scores), else
 * 0. */
enum { JOBS_CONTRACT_TABLE = 1 };
int jobs_take(app *a);

/* Gives the solver its next background job when it is idle. */
void jobs_idle(app *a);

#endif

/*
 * sdstop.h - Ctrl-C in the batch commands' single-dummy figures
 * (`analyse --sd`, `analyse --summary --sd`): the first Ctrl-C sets a
 * flag that stops the board being judged (its layouts' solvers within
 * about 10 ms), so that the command can say what was lost; a second one
 * before it ends ends it at once, as before.
 */
#ifndef SDSTOP_H
#define SDSTOP_H

#include <stdatomic.h>

/* What the board interrupted says, after "FILE:LINE: board B: ". */
#define SDSTOP_BOARD "interrupted in its single-dummy figures"

/* Installs the handler (SIGINT left ignored where it is: nohup, a
 * background job); the flag it sets, for asd_analyse()'s stop. */
atomic_int *sdstop_install(void);

/* 1 once Ctrl-C was pressed, else 0. */
int sdstop_fired(void);

/* The end of an interrupted command: SIGINT's former action back and
 * raised, so that the status is the signal's; returns only when SIGINT
 * is handled elsewhere (the caller then returns 130). */
void sdstop_raise(void);

#endif

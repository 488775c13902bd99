/*
 * session.h - the boards of an analyser session and the lines played in
 * each: nothing the user played is lost while the session lasts.
 *
 * Each board keeps the lines of every contract it was played in (the one
 * shown lives in the app's game; the others in the board's saved list),
 * so that changing the contract and coming back, or going to another
 * board and back, finds every line again.  :load and :deal add boards;
 * they never replace one.  :save writes the boards as PBN with their lines
 * in a [DdplayLines] tag that reading the file back restores.
 */
#ifndef SESSION_H
#define SESSION_H

#include <stdio.h>

#include "app.h"
#include "board.h"
#include "model/record.h"

/* Adds the boards of a file of any format (source.h) to a->boards: the
 * number added (0 after a message on diag when none), -1 when the file
 * cannot be read.  Bad boards are reported on diag and skipped; their
 * messages are kept in a->problems for the screen too. */
int session_read_file(app *a, const char *file, FILE *diag);

/* The status line says that n problems were found reading file, how
 * many boards could not be read (app.unread) and that :errors lists them
 * ("bad.pbn: 1 board not read, 2 problems (:errors)"); nothing when n is
 * 0. */
void session_say_problems(app *a, int n, const char *file);

/* Adds board b (moved in) at the end: its index. */
int session_add_board(app *a, const app_board *b);

/* Shows board i (the lines of the board shown kept with it). */
void session_show(app *a, int i);

/* Keeps the lines of the board shown with it (before it goes away). */
void session_stash(app *a);

/* The best contract found for a board shown without one (the table has
 * just come in a->sv.table): its game set up in that contract. */
void session_found_contract(app *a);

/* Another contract for the board shown: its own lines when it was played
 * before, else the cards played so far when they fit.  level 0: the
 * natural level from the table when known. */
void session_set_contract(app *a, int strain, int declarer, int level);

/* :deal and :random: a new board with that deal, shown, its best contract
 * found. */
void session_new_deal(app *a, const dd_deal *deal, int random);

/* :load: the boards of path read in a thread (loader.h); once read,
 * session_load_done() adds them and shows the first; Esc or Ctrl-C
 * meanwhile: session_load_cancel(). */
void session_load(app *a, const char *path);
void session_load_done(app *a);
void session_load_cancel(app *a);

/* :save ARG.  ARG a name ending in .pbn (any case): every board of the
 * session, each with its record as read and every line of every
 * contract, into one PBN file; "" (:save alone): the same, back to the
 * PBN file every board came from (refused, said why, when they came
 * from several files, from none, or from one that is not PBN); "board
 * FILE": the board shown alone, as PBN (FILE.pbn) or as the line of its
 * position; another name: that line.  A quiz saves its board alone.  A
 * file there already is replaced without asking only when every game
 * it holds is one of the boards written (or, saving one board, this
 * board alone), unchanged since it was read or saved; else, unless
 * force, it asks (CONFIRM_SAVE: ARG kept in a->scr.confirm_path for
 * the forced save).  Written over a file the boards were read from, as
 * it was read, the games of it that are no boards (a bad deal, a game
 * without a deal) go back in their places, as read.  Every board
 * written counts as saved (q no longer asks about its lines). */
void session_save(app *a, const char *arg, int force);

/* The question q asks when lines are not saved: "Quit without saving
 * your lines? (y: quit, n: stay)", after the boards that have them
 * when the session has several ("Boards 2, 5: Quit ..."; as many as
 * fit at 80 columns, then "and 4 more"), into text. */
void session_quit_question(const app *a, char *text, size_t size);


#endif

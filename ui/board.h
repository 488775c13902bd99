/*
 * board.h - a board of the session (app_board, app.h): made from a record
 * read from a file with the lines saved with it, freed, the lines of each
 * contract it was played in kept and taken back, and written back as PBN
 * with its lines (alone, or the session's boards as one file).  No
 * curses: the session (session.h) and the loader's thread use these.
 */
#ifndef BOARD_H
#define BOARD_H

#include <stdio.h>

#include "app.h"
#include "model/record.h"

/* The PBN tag holding a board's lines: its value is the format's
 * version, "1"; its section a row a line: the contract (level, strain
 * letter, declarer letter: "4HE", "HE" without a level, "3NS") then the
 * line as game_format_lines() writes it. */
#define BOARD_LINES_TAG "DdplayLines"

/* Frees the boards (their records, files and saved lines). */
void board_free_all(app_board *boards, int n);

/* A board from a record read from file (r is moved into it: its tags
 * belong to the board afterwards); lines saved with it are set up.  A
 * problem with them goes to diag as FILE:LINE: board B: reason. */
void board_from_record(app_board *b, const record *r,
		       const char *file, FILE *diag);

/* What board_admit() left out of a file: the games that could not be
 * read (a bad deal, reported), and those without a deal (no board, but
 * a part of the file all the same: the file is not one board alone). */
typedef struct {
	int unread, nodeal;
} board_tally;

/* A file's boards, from a source that hands out every game
 * (source_keep_all()): whether r is one to show, 1; else 0, counted in
 * *t.  The file's header (record.head, on its first game) goes to every
 * board of it, so that a board saved alone keeps it: *head (malloc'd,
 * NULL before the first game) holds it. */
int board_admit(record *r, char **head, board_tally *t);

/* The saved contract of b played by declarer in strain, or NULL. */
app_contract *board_find_saved(app_board *b, int strain, int declarer);

/* Keeps game g (moved in) with b for that contract, in place of one kept
 * for it already. */
void board_keep_saved(app_board *b, int strain, int declarer, int level,
		      int doubled, game *g);

/* Takes the saved contract c out of b: its game moved into *g. */
void board_take_saved(app_board *b, app_contract *c, game *g);

/* A game for board b in a contract, with the given cards played when
 * they fit, and the actual play when it is the record's contract; the
 * cards played are not counted as unsaved lines. */
void board_new_game(const app_board *b, game *g, int strain, int declarer,
		    int level, const dd_card *played, int n);

/* ---- boards written back (:save, the rescue file) ---- */

/* Board i of the session as a record for the PBN writer: the record
 * read, its tags, actual play and result as they were; a board without
 * an actual play (nor a recorded result) gets line 1 of its main
 * contract (the one shown) as its play; every line of every contract
 * goes into the lines tag (BOARD_LINES_TAG).  r initialised. */
void board_record(const app *a, int i, record *r);

/* Board i alone as a PBN file into f (its file's header first): 0, or
 * -1 with errno set. */
int board_write_one(const app *a, int i, FILE *f);

/* A game of a PBN file that is no board of the session (a bad deal, a
 * lead problem, a game without a deal such as Bridge Composer's first:
 * board_admit() leaves it out), kept as read so that the file written
 * back over itself has it in its place. */
typedef struct {
	char *text;             /* the comments before it, then the game */
	char *post;             /* what ended it (record.post), or NULL */
	int at;                 /* how many of the file's boards precede it */
} board_kept;

/* What a file about to be replaced holds besides boards: its games that
 * are no boards (kept as read), how many boards it holds, and how much
 * of its text could not be kept (a line or game over the reader's
 * limits, a line of the line format that is no board). */
typedef struct {
	board_kept *game;       /* owned */
	int ngames, nboards, lost;
} board_rest;

/* Reads the file path again as the session read it (the same games,
 * source_keep_all()), into fr; board_rest_free() frees it. */
void board_rest_read(const char *path, board_rest *fr);
void board_rest_free(board_rest *fr);

/* Every board of the session into f as one PBN file, each as
 * board_record() makes it, in the session's order, after the header of
 * the first one's file (the header lines of another file, but its
 * version lines, before its first board), in the first one's line ends
 * and byte-order mark; the last game ends the file as it ended its own
 * (without a blank line when it did).  With fr (or NULL): the games of
 * the file being replaced that are no boards, in their places among its
 * boards (mine[i]: board i is the file's board mine[i], from 0; -1 for a
 * board of another file).  0, or -1 with errno set. */
int board_write_all(const app *a, FILE *f, const int *mine,
		    const board_rest *fr);

#endif

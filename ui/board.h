/*
 * board.h - a board of the session (app_board, app.h): made from a record
 * read from a file with the lines saved with it, freed, and the lines of
 * each contract it was played in kept and taken back.  No curses, no
 * app: the session (session.h) and the loader's thread use these.
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

#endif

/*
 * pbn.h - reading and writing PBN (Portable Bridge Notation, version 2.1)
 * files of boards.
 *
 * Reading (pbnread.c): games are separated by blank lines; each is a run
 * of tags [Name "value"], some followed by a section (the lines up to the
 * next tag).  A file is read a line at a time (pbn_reader), each game
 * handed out as soon as it ends, so that a file of any size is read in
 * bounded memory: a section is at most PBN_SECTION_MAX bytes, a game
 * PBN_GAME_MAX bytes and PBN_TAGS_MAX tags (a game over them is reported
 * and left out), the comments before a game PBN_GAME_MAX bytes (the
 * rest reported and left out).  The tags ddplay understands are Board, Dealer, Vulnerable, Deal
 * (any first seat, "-" for one unknown hand, which is then derived),
 * Declarer, Contract, Result and Play (cards listed per trick in columns by
 * seat from the opening leader, "-" unknown, "*" ending it); Auction and
 * every other tag are kept as they are, to be written back.  A value "#"
 * repeats the previous game's.  Comments (";" to the line end, "{...}"
 * over lines), "%" lines, CRLF line ends, a UTF-8 byte-order mark and
 * lower case cards are accepted.  A "%" line inside a game is kept in
 * the section of the tag before it, where it was (the readers of
 * sections skip it); with pbn_reader_keep_raw(), those before a game go
 * with it (record.pre: a second file's header too, "% PBN 2.1" in the
 * middle of files joined), the file's header with its first game
 * (record.head).  Event and Board repeated in a game start a new one;
 * any other tag repeated (Note tags repeat) is an error that leaves the
 * game out.
 *
 * Writing: a game is written as its tags in order, each with its section,
 * then a blank line.  pbn_fill_tags() first makes the tags that a record
 * from another format lacks.
 */
#ifndef PBN_H
#define PBN_H

#include <stddef.h>
#include <stdio.h>

#include "model/record.h"

/* Whether text (the start of a file, after blank lines and a byte-order
 * mark) looks like PBN: a tag, a "%" line or a comment comes first. */
int pbn_detect(const char *text, size_t len);

#define PBN_SECTION_MAX (1L << 20)
#define PBN_GAME_MAX (16L << 20)
#define PBN_TAGS_MAX 100000

/* A reader of one PBN file, fed a line at a time. */
typedef struct pbn_reader pbn_reader;

/* file goes into record.file (not copied); problems go to report(user,
 * line, board, message) (report may be NULL). */
pbn_reader *pbn_reader_new(const char *file, record_report_fn *report,
			   void *user);
void pbn_reader_free(pbn_reader *rd);
/* Keep the text of the games that cannot be analysed (record.raw). */
void pbn_reader_keep_raw(pbn_reader *rd);
/* With pbn_reader_keep_raw(): how many games so far were too big for
 * their text to be kept (over PBN_GAME_MAX), and how many runs of
 * comments and '%' lines before a game were cut there (each reported,
 * left out: a writer of the file lacks them). */
void pbn_reader_lost(const pbn_reader *rd, long *games, long *comments);
/* The next line (len bytes, without its line end; NUL bytes are read as
 * spaces), whose number in the file is lineno. */
void pbn_reader_line(pbn_reader *rd, const char *line, size_t len,
		     long lineno);
/* The end of the file: the last game ends.  With pbn_reader_keep_raw(),
 * the comments and '%' lines after it come as one more game, of no tag
 * (problem RECORD_NO_DEAL, no raw text), in its record.pre; in a file of
 * no game, with the file's header in its record.head. */
void pbn_reader_finish(pbn_reader *rd);
/* The next game read into r (initialised; its old content is freed): 1,
 * or 0 when none is ready.  Every game with a tag is handed out, its
 * problem (already reported) in r->problem: RECORD_NO_DEAL for one
 * without a Deal. */
int pbn_reader_take(pbn_reader *rd, record *r);

/* Parses every game of text that holds a deal.  Returns a malloc'd array
 * of *count records (free each with record_free(), then the array).  file
 * goes into record.file (not copied).  A game with a problem is reported
 * through report() and left out; the others are still returned (those of
 * pbn_reader_take() with problem RECORD_GOOD). */
record *pbn_parse(const char *text, size_t len, const char *file, int *count,
		  record_report_fn *report, void *user);

/* Adds the tags a record lacks from its fields: the PBN export set (Event,
 * Site, Date, Board, West, North, East, South, Dealer, Vulnerable, Deal,
 * Scoring, Declarer, Contract, Result, "?" where not known) and Play when
 * cards were played.  Tags present are left alone. */
void pbn_fill_tags(record *r);

/* Sets the Play tag (and the Declarer, Contract and Result tags) from
 * the record's fields, replacing what was there: for a play changed
 * since it was read.  The Play tag is removed when no card was played.
 * A play led by another seat than declarer's left (record.h, offlead) is
 * written as recorded, from its leader; so is a play cut before a card
 * that breaks a rule (record.h, play_cut): every card recorded, the
 * Play tag kept as it is when they are not known (a word that is no
 * card).  A writer of a play of its own clears play_cut first. */
void pbn_update_play(record *r);

/* The section of a Play tag for the given cards, in PBN's layout: one
 * line a trick, the cards in columns by seat from the opening leader.
 * Returns a malloc'd string ("" when no card). */
char *pbn_play_section(const dd_card *played, int nplayed, int leader,
		       int strain);

/* Writes the header lines of a PBN file: head (record.head: a file's
 * header as read, "% PBN 2.1", "% EXPORT", a club's lines), or ddplay's
 * own, "% PBN 2.1" and "% EXPORT", when head is NULL or says no version
 * ("% PBN"): then head's lines after them. */
void pbn_write_header(FILE *f, const char *head);
/* Writes the lines of head other than its version lines ("% PBN", "%
 * EXPORT", "% IMPORT"), for a writer that wrote its own header first. */
void pbn_write_head_notes(FILE *f, const char *head);

/* Writes one game: its tags and sections in order, then a blank line
 * (pbn_game_end(r, 0)). */
void pbn_write(FILE *f, const record *r);

/* What ends game r when written: the blank line that ended it as read
 * (record.post), "\n" when it had none; or, alone in the file written
 * (pbn_write_file()), nothing when the file read ended with it: a board
 * kept whole comes back byte for byte. */
const char *pbn_game_end(const record *r, int alone);

/* The line ends of r's file (r NULL: ddplay's own): LF, CR LF
 * (record.crlf: Bridge Composer's) or CR alone (record.cr: an old Mac
 * file). */
enum { PBN_EOL_LF, PBN_EOL_CRLF, PBN_EOL_CR };
int pbn_eol_of(const record *r);
/* The start of a file written for boards of r's file (r NULL: none): a
 * byte-order mark when that file started with one (record.bom), then the
 * header (pbn_write_header(head)), its lines ending as that file's did
 * (pbn_eol_of()).  0, or -1 (errno set) when it cannot be written. */
int pbn_write_start(FILE *f, const record *r, const char *head);
/* Writes len bytes of the writer's text (lines ending in LF) to f, each
 * line ending as eol says (PBN_EOL_CRLF: a line already ending in CR LF
 * left as it is).  :save and table --pbn write a board's file back with
 * its line ends so.  0, or -1 (errno set). */
int pbn_write_text(FILE *f, int eol, const char *text, size_t len);

/* Writes a file of the one game r: pbn_write_start(f, r, r->head), then
 * the game, with the line ends of r's file.  0, or -1 (errno set) when
 * out of memory or it cannot be written. */
int pbn_write_file(FILE *f, const record *r);

#endif

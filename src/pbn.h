/*
 * pbn.h - reading and writing PBN (Portable Bridge Notation, version 2.1)
 * files of boards.
 *
 * Reading: games are separated by blank lines; each is a run of tags
 * [Name "value"], some followed by a section (the lines up to the next
 * tag).  The tags ddplay understands are Board, Dealer, Vulnerable, Deal
 * (any first seat, "-" for one unknown hand, which is then derived),
 * Declarer, Contract, Result and Play (cards listed per trick in columns by
 * seat from the opening leader, "-" unknown, "*" ending it); Auction and
 * every other tag are kept as they are, to be written back.  A value "#"
 * repeats the previous game's.  Comments (";" to the line end, "{...}"
 * over lines), "%" lines, CRLF line ends, a UTF-8 byte-order mark and
 * lower case cards are accepted.
 *
 * Writing: a game is written as its tags in order, each with its section,
 * then a blank line.  pbn_fill_tags() first makes the tags that a record
 * from another format lacks.
 */
#ifndef PBN_H
#define PBN_H

#include <stddef.h>
#include <stdio.h>

#include "record.h"

/* Whether text (the start of a file, after blank lines and a byte-order
 * mark) looks like PBN: a tag, a "%" line or a comment comes first. */
int pbn_detect(const char *text, size_t len);

/* Parses every game of text that holds a deal.  Returns a malloc'd array
 * of *count records (free each with record_free(), then the array).  file
 * goes into record.file (not copied).  A game with a problem is reported
 * through report() and left out; the others are still returned. */
record *pbn_parse(const char *text, size_t len, const char *file, int *count,
		  record_report_fn *report, void *user);

/* Adds the tags a record lacks from its fields: the PBN export set (Event,
 * Site, Date, Board, West, North, East, South, Dealer, Vulnerable, Deal,
 * Scoring, Declarer, Contract, Result, "?" where not known) and Play when
 * cards were played.  Tags present are left alone. */
void pbn_fill_tags(record *r);

/* Sets the Play tag (and the Declarer, Contract and Result tags) from
 * the record's fields, replacing what was there: for a play changed
 * since it was read.  The Play tag is removed when no card was played. */
void pbn_update_play(record *r);

/* The section of a Play tag for the given cards, in PBN's layout: one
 * line a trick, the cards in columns by seat from the opening leader.
 * Returns a malloc'd string ("" when no card). */
char *pbn_play_section(const dd_card *played, int nplayed, int leader,
		       int strain);

/* Writes the header lines of an exported PBN file. */
void pbn_write_header(FILE *f);

/* Writes one game: its tags and sections in order, then a blank line. */
void pbn_write(FILE *f, const record *r);

#endif

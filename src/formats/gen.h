/*
 * gen.h - deals as the deal generators print them (docs/formats.md):
 * dealer's printoneline ("n AKQ.. e .. s .. w .."), printcompact (the
 * same, a hand a line) and printall (four hands side by side, a row a
 * suit), and deal's diagram (North, West and East, South; "♠ AK9543" or
 * "S: AK9543", "---" for a void) and its one-line form `deal -l`
 * ("AK9543 A2 T AQ76|876 6 QJ87532 K5|...").  A file's first line says
 * which; the readers take the file a line at a time, as the PBN and LIN
 * readers do, and hand out a record a deal (no dealer, vulnerability,
 * contract or play: these formats have none).  dealer's own lines after
 * the deals ("Generated 10 hands", "Time needed ...") are passed over; any
 * other line that is not the format's is reported as "FILE:LINE: reason".
 */
#ifndef GEN_H
#define GEN_H

#include <stddef.h>

#include "model/record.h"

enum {
	GEN_NONE,
	GEN_DEALER_ONELINE,     /* printoneline */
	GEN_DEALER_COMPACT,     /* printcompact */
	GEN_DEALER_ALL,         /* printall */
	GEN_DEAL_DIAGRAM,       /* deal's default output */
	GEN_DEAL_LINE           /* deal -l */
};

/* The format whose first line this is, or GEN_NONE. */
int gen_detect(const char *line, size_t len);

typedef struct gen_reader gen_reader;

gen_reader *gen_reader_new(const char *file, int format,
			   record_report_fn *report, void *user);
void gen_reader_free(gen_reader *g);
/* The next line of the file and its number. */
void gen_reader_line(gen_reader *g, const char *line, size_t len,
		     long lineno);
/* The end of the file: a deal not finished is reported. */
void gen_reader_finish(gen_reader *g);
/* A deal read into r (record_clear()ed first): 1, or 0 when none is
 * ready. */
int gen_reader_take(gen_reader *g, record *r);

#endif

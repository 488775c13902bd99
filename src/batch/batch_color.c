/*
 * batch_color.c - --color=auto|always|never and NO_COLOR for the batch
 * commands (batch.h).  Colour goes only into their readable output: the
 * red suits, the table's headings and par, the count of solve's best
 * cards, the cards that cost (red) or gave away (green) a trick in trace
 * and analyse.  --lines, --json, --pbn, trace --cards and the messages on
 * standard error are never coloured.
 */
#include "batch.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int batch_color_wanted(int mode, FILE *f)
{
	const char *no_color = getenv("NO_COLOR");
	const char *term = getenv("TERM");

	if (mode == BATCH_COLOR_ALWAYS)
		return 1;
	if (mode == BATCH_COLOR_NEVER || !f)
		return 0;
	if (no_color && no_color[0])
		return 0;
	if (!term || !term[0] || strcmp(term, "dumb") == 0)
		return 0;
	return isatty(fileno(f));
}

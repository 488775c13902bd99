/*
 * batch_pbn.c - what table --pbn -o FILE checks before FILE is replaced
 * (batch_int.h): that the output holds all of the input's text, and that
 * FILE, when it is an input, was read as PBN.  "Never lose the user's
 * work": a file rewritten in place is replaced only by all of itself.
 */
#include "batch_int.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "formats/source.h"
#include "util/util.h"

const char *batch_pbn_inplace(const options *o)
{
	if (!(o->flags & OPT_PBN))
		return NULL;
	return util_output_is_input(o->output, o->nfiles, o->files);
}

/* FILE is the input inplace: it is replaced only when it was read as PBN
 * (boards of it: pbn read as PBN, other not), every line kept; a file of
 * deals, LIN, UTF-16 text (anything but PBN) would lose what is not PBN
 * of it.  1 when not (said). */
static int not_in_place(const options *o, const char *inplace, long pbn,
			long other)
{
	struct stat st;

	if (!inplace || !o->output)
		return 0;
	/* (an empty file holds nothing to lose) */
	if (other == 0 &&
	    (pbn > 0 || ((strcmp(inplace, "stdin") == 0 ?
			  fstat(STDIN_FILENO, &st) : stat(inplace, &st)) == 0 &&
			 st.st_size == 0)))
		return 0;
	fprintf(stderr, "ddplay %s: %s: not written: it is an input not read "
		"as PBN (it would lose what is not); write the PBN to another "
		"file\n", o->cmd, o->output);
	return 1;
}

/* Whether text of the input could not be kept (a line over 1 MB, a game
 * over 16 MB, comments between games over 16 MB, each reported): the
 * output lacks it.  -o FILE is then not written (FILE may be the input:
 * replaced, it would lose it); on standard output, said.  1 when so. */
static int text_lost(const options *o, const source *src)
{
	static const char *const unit[3][2] = {
		{ "line", "lines" }, { "game", "games" },
		{ "run of comments", "runs of comments" },
	};
	char what[200];
	long count[3], rests;
	size_t n = 0;
	int i, nkinds = 0, m;

	source_lost(src, &count[0], &count[1], &count[2], &rests);
	for (i = 0; i < 3; i++)
		nkinds += count[i] > 0;
	nkinds += rests > 0;
	if (nkinds == 0)
		return 0;
	/* "1 line", "2 lines and 1 game", "1 line, 1 game and 1 run of
	 * comments" */
	what[0] = '\0';
	for (i = 0, m = 0; i < 3; i++) {
		if (count[i] == 0)
			continue;
		m++;
		n += (size_t)snprintf(what + n, sizeof what - n, "%s%ld %s",
				      m == 1 ? "" : m == nkinds ? " and " :
				      ", ", count[i],
				      unit[i][count[i] != 1]);
	}
	/* a file given up without a board in its first 16 MB */
	if (rests > 0)
		snprintf(what + n, sizeof what - n, "%sthe rest of %ld file%s",
			 m == 0 ? "" : " and ", rests, rests == 1 ? "" : "s");
	if (o->output)
		fprintf(stderr, "ddplay %s: %s: not written: %s of the input "
			"could not be kept (above); the file is left as it "
			"was\n", o->cmd, o->output, what);
	else
		fprintf(stderr, "ddplay %s: the output lacks %s of the input "
			"that could not be kept (above)\n", o->cmd, what);
	return 1;
}

int batch_pbn_refused(const options *o, const source *src,
		      const char *inplace, long pbn, long other)
{
	return not_in_place(o, inplace, pbn, other) || text_lost(o, src);
}

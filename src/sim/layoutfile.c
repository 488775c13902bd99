/*
 * layoutfile.c - which lines of a layouts file are layouts, see
 * layoutfile.h.
 */
#include "layoutfile.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

/* Whether line is the readable heading of the layouts, "Layouts:" (a
 * line end or spaces after it allowed). */
static int is_layouts_heading(const char *line)
{
	size_t n = strlen(line);

	while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r' ||
			 line[n - 1] == ' ' || line[n - 1] == '\t'))
		n--;
	return n == 8 && !strncmp(line, "Layouts:", 8);
}

/* Whether file is a readable --show-deals output: a line "Layouts:" in
 * it.  A regular file only: standard input, a FIFO or bash's <(...)
 * cannot be read twice (read here, they would be read empty; opened, a
 * FIFO with no writer would wait for ever). */
static int has_layouts_heading(const char *file)
{
	char buf[512];
	struct stat st;
	FILE *f;
	int found = 0;

	if (!strcmp(file, "-") || stat(file, &st) < 0 || !S_ISREG(st.st_mode) ||
	    !(f = fopen(file, "r")))
		return 0;
	while (!found && fgets(buf, sizeof buf, f))
		found = is_layouts_heading(buf);
	fclose(f);
	return found;
}

void layoutfile_start(layoutfile *lf, const char *file)
{
	lf->heading = has_layouts_heading(file);
}

char *layoutfile_line(layoutfile *lf, char *line)
{
	static const char *const skipped[] = {
		"position|", "card|", "lead|", "pair|"
	};
	size_t i;

	if (lf->heading) {
		lf->heading = !is_layouts_heading(line);
		return NULL;
	}
	for (i = 0; i < sizeof skipped / sizeof skipped[0]; i++)
		if (!strncmp(line, skipped[i], strlen(skipped[i])))
			return NULL;
	return strncmp(line, "layout|", 7) ? line : line + 7;
}

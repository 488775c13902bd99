/*
 * view_help.c - the help over the board: ? lists the keys of the mode
 * shown, :help the `:` commands.  Both come from the request table
 * (request.h), as ddplay --help and the man page do, so that they cannot
 * drift from what the keys do.  The list scrolls when the screen is too
 * short for it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "request.h"
#include "view.h"

#define KEYS_W 20               /* the column of the keys */

/* The box's width on this screen. */
static int help_width(void)
{
	return COLS - 2 < 78 ? COLS - 2 : 78;
}

/* The rows the box shows at most, between its frame, title row and
 * foot. */
static int help_visible(void)
{
	int h = LINES - 2 - 3;

	return h < 1 ? 1 : h;
}

/* One entry: the keys column (none when keys is NULL: the text from
 * the box's edge), then text wrapped at words in tw columns, into f;
 * the rows written. */
static int help_entry(FILE *f, const char *keys, const char *text, int tw)
{
	int rows = 0;

	do {
		/* by columns ("✗" one, three bytes), never inside a
		 * character */
		int cut = (int)strlen(text);

		if (draw_cols(text) > tw) {
			int fit = (int)draw_prefix(text, tw);

			for (cut = fit; cut > 0 && text[cut] != ' '; cut--)
				;
			if (cut == 0)
				cut = fit > 0 ? fit : (int)strlen(text);
		}
		if (keys)
			fprintf(f, "%-*s", KEYS_W, rows ? "" : keys);
		fprintf(f, "%.*s\n", cut, text);
		rows++;
		text += cut;
		while (*text == ' ')
			text++;
	} while (*text);
	return rows;
}

/* The help's text for the screen, one row a line (malloc'd), and its
 * number of rows. */
static char *help_text(const app *a, int *rows)
{
	int tw = help_width() - 4 - KEYS_W, i;
	char *text = NULL, keys[64];
	size_t size = 0;
	FILE *f = open_memstream(&text, &size);

	*rows = 0;
	if (!f)
		return NULL;
	if (a->scr.help == 2) {
		*rows += help_entry(f, NULL, "Type : then a command; Enter runs "
				    "it, Esc or an empty line closes the "
				    "prompt. Tab completes, the arrows edit "
				    "and go through the history.", tw + KEYS_W);
		fputc('\n', f);
		(*rows)++;
	} else {
		fprintf(f, "K:9 best (highlighted)   7:8%s costs tricks   "
			"A:%s solving\n\n", glyph_mark(MARK_COST),
			glyph_mark(MARK_PENDING));
		*rows += 2;
	}
	for (i = 0; i < request_count; i++) {
		const request_info *r = &request_table[i];

		if (a->scr.help == 2) {
			if (!r->command || !r->command[0])
				continue;
			snprintf(keys, sizeof keys, "%s%s%s", r->command,
				 r->args ? " " : "", r->args ? r->args : "");
		} else {
			/* the keys only: :help lists the commands */
			if (!request_allowed(a->mode, r->req) || !r->keys_text)
				continue;
			snprintf(keys, sizeof keys, "%s", r->keys_text);
		}
		if ((int)strlen(keys) >= KEYS_W - 1) {
			fprintf(f, "%s\n", keys);
			(*rows)++;
			keys[0] = '\0';
		}
		if (a->scr.help == 2) {
			*rows += help_entry(f, keys, r->help, tw);
		} else {
			/* the first clause: the details are in :help, the
			 * man page and ddplay --help */
			char brief[160];
			size_t n = strcspn(r->help, "(;");

			while (n > 0 && r->help[n - 1] == ' ')
				n--;
			snprintf(brief, sizeof brief, "%.*s", (int)n, r->help);
			*rows += help_entry(f, keys, brief, tw);
		}
	}
	if (fclose(f) != 0) {
		free(text);
		return NULL;
	}
	return text;
}

int view_help_rows(const app *a, int *page)
{
	int rows;

	free(help_text(a, &rows));
	*page = help_visible();
	return rows;
}

void view_help_draw(const app *a)
{
	int rows, page = help_visible(), w = help_width(), h, y0, x0, i, top;
	char *text = help_text(a, &rows), foot[160];
	const char *p;

	if (!text)
		return;
	top = a->scr.help_top;
	if (top > rows - page)
		top = rows - page;
	if (top < 0)
		top = 0;
	h = (rows < page ? rows : page) + 3;
	y0 = (LINES - h) / 2;
	x0 = (COLS - w) / 2;
	if (y0 < 0)
		y0 = 0;
	if (x0 < 0)
		x0 = 0;
	draw_box_clear(y0, x0, h, w);
	draw_box(y0, x0, h, w, A_BOLD);
	draw_put(y0, x0 + 3, w - 6, A_BOLD,
		 a->scr.help == 2 ? " Commands " : " Keys ");
	for (p = text, i = 0; *p; i++) {
		int n = (int)strcspn(p, "\n");
		char line[256];

		if (i >= top && i < top + page) {
			snprintf(line, sizeof line, "%.*s", n, p);
			draw_put(y0 + 1 + i - top, x0 + 2, w - 4, A_NORMAL,
				 line);
		}
		p += n;
		if (*p)
			p++;
	}
	if (rows > page)
		snprintf(foot, sizeof foot, "rows %d-%d of %d   Down/Space: "
			 "more  Up: back  other keys: close", top + 1,
			 top + page, rows);
	else
		snprintf(foot, sizeof foot, "Press any key.");
	draw_put(y0 + h - 2, x0 + 2, w - 4, A_BOLD, foot);
	free(text);
}

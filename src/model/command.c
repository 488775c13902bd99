/*
 * command.c - the lines of the `:` prompt; see command.h.
 */
#include "command.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "deal.h"

static int fail(char *err, size_t errsize, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static int fail(char *err, size_t errsize, const char *fmt, ...)
{
	va_list ap;

	if (err && errsize) {
		va_start(ap, fmt);
		vsnprintf(err, errsize, fmt, ap);
		va_end(ap);
	}
	return -1;
}

static const char *skip_space(const char *s)
{
	while (*s && isspace((unsigned char)*s))
		s++;
	return s;
}

/* The next word of *s into out (cut to size), *s moved past it; 0 when
 * there is none. */
static int next_word(const char **s, char *out, size_t size)
{
	const char *p = skip_space(*s);
	size_t n = 0;

	if (!*p)
		return 0;
	while (*p && !isspace((unsigned char)*p)) {
		if (n + 1 < size)
			out[n++] = *p;
		p++;
	}
	out[n] = '\0';
	*s = p;
	return 1;
}

/* The rest of a line, without the space around it, into out. */
static int rest_of_line(const char *s, char *out, size_t size)
{
	size_t n;

	s = skip_space(s);
	n = strlen(s);
	while (n > 0 && isspace((unsigned char)s[n - 1]))
		n--;
	if (n + 1 > size)
		return -1;
	memcpy(out, s, n);
	out[n] = '\0';
	return 0;
}

/* An optional count 1..max (def when absent); -1 when bad. */
static int parse_count(const char *s, int def, int max, int *out)
{
	char word[32], *end;
	long v;

	if (!next_word(&s, word, sizeof word)) {
		*out = def;
		return def > 0 ? 0 : -1;
	}
	if (*skip_space(s))
		return -1;
	v = strtol(word, &end, 10);
	if (*end || end == word || v < 1 || v > max)
		return -1;
	*out = (int)v;
	return 0;
}

static int parse_contract(const char *s, command *cmd, char *err,
			  size_t errsize)
{
	char word[32], seat[32];
	char sub[DEAL_ERR_SIZE];

	if (!next_word(&s, word, sizeof word))
		return fail(err, errsize, "%s", "contract: expected a level "
			    "and a strain, as in 'contract 4S by N'");
	if (word[0] < '1' || word[0] > '7')
		return fail(err, errsize, "contract: bad level in '%s' "
			    "(1 to 7)", word);
	cmd->level = word[0] - '0';
	if (deal_parse_strain(word + 1, &cmd->strain, sub, sizeof sub) < 0)
		return fail(err, errsize, "contract: %s", sub);
	cmd->declarer = -1;
	if (!next_word(&s, seat, sizeof seat))
		return 0;
	if (strcasecmp(seat, "by") == 0 &&
	    !next_word(&s, seat, sizeof seat))
		return fail(err, errsize, "%s", "contract: 'by' what seat?");
	if (deal_parse_seat(seat, &cmd->declarer, "declarer", sub,
			    sizeof sub) < 0)
		return fail(err, errsize, "contract: %s", sub);
	if (next_word(&s, seat, sizeof seat))
		return fail(err, errsize, "contract: unexpected '%s'", seat);
	return 0;
}

int command_parse_seats(const char *text, unsigned *mask)
{
	static const char SEATS[] = "NESW";
	const char *p;

	*mask = 0;
	for (p = text; *p; p++) {
		const char *at;

		if (isspace((unsigned char)*p) || *p == ',')
			continue;
		at = strchr(SEATS, toupper((unsigned char)*p));
		if (!at || !*at)
			return -1;
		*mask |= 1u << (at - SEATS);
	}
	return *mask ? 0 : -1;
}

int command_parse_args(int kind, const char *name, const char *args,
		       command *cmd, char *err, size_t errsize)
{
	const char *s = args ? args : "";
	char sub[DEAL_ERR_SIZE], word[64];

	memset(cmd, 0, sizeof *cmd);
	cmd->declarer = -1;
	cmd->kind = kind;
	switch (cmd->kind) {
	case CMD_DEAL:
		if (!*skip_space(s))
			return fail(err, errsize, "%s", "deal: expected a PBN "
				    "deal, as in 'deal N:AKQ.. ...'");
		if (deal_parse(s, &cmd->deal, sub, sizeof sub) < 0)
			return fail(err, errsize, "deal: %s", sub);
		return 0;
	case CMD_CONTRACT:
		return parse_contract(s, cmd, err, errsize);
	case CMD_DECLARER:
		if (rest_of_line(s, word, sizeof word) < 0 ||
		    deal_parse_seat(word, &cmd->declarer, "declarer", sub,
				    sizeof sub) < 0)
			return fail(err, errsize, "%s",
				    "declarer: expected N, E, S or W");
		return 0;
	case CMD_STRAIN:
		if (rest_of_line(s, word, sizeof word) < 0 ||
		    deal_parse_strain(word, &cmd->strain, sub,
				      sizeof sub) < 0)
			return fail(err, errsize, "%s",
				    "strain: expected S, H, D, C or NT");
		return 0;
	case CMD_PLAY:
		if (!*skip_space(s))
			return fail(err, errsize, "%s", "play: expected cards, "
				    "as in 'play S9 SK'");
		if (deal_parse_played(s, cmd->cards, &cmd->ncards, sub,
				      sizeof sub) < 0)
			return fail(err, errsize, "play: %s", sub);
		if (cmd->ncards == 0)
			return fail(err, errsize, "%s", "play: no card given");
		return 0;
	case CMD_LINE:
		if (parse_count(s, 0, 9999, &cmd->count) < 0)
			return fail(err, errsize, "%s", "line: expected a line "
				    "number (:lines lists them)");
		return 0;
	case CMD_LEAD:
		if (parse_count(s, COMMAND_LEAD_LAYOUTS, COMMAND_LEAD_MAX,
				&cmd->count) < 0)
			return fail(err, errsize, "lead: expected a number of "
				    "layouts, 1 to %d", COMMAND_LEAD_MAX);
		return 0;
	case CMD_SD:
		/* no count: 0, the figures of the position as they are */
		if (!*skip_space(s)) {
			cmd->count = 0;
			return 0;
		}
		if (parse_count(s, COMMAND_LEAD_LAYOUTS, COMMAND_LEAD_MAX,
				&cmd->count) < 0)
			return fail(err, errsize, "sd: expected a number of "
				    "layouts, 1 to %d", COMMAND_LEAD_MAX);
		return 0;
	case CMD_SESSION:
		cmd->count = 0;
		if (!next_word(&s, word, sizeof word))
			return 0;
		if (strcasecmp(word, "sd") != 0)
			return fail(err, errsize, "%s", "session: expected "
				    "nothing, or 'sd' and a number of layouts");
		cmd->count = -1;
		if (!*skip_space(s))
			return 0;
		if (parse_count(s, 1, COMMAND_LEAD_MAX, &cmd->count) < 0)
			return fail(err, errsize, "session sd: expected a "
				    "number of layouts, 1 to %d",
				    COMMAND_LEAD_MAX);
		return 0;
	case CMD_UNDO:
	case CMD_REDO:
		if (parse_count(s, 1, 52, &cmd->count) < 0)
			return fail(err, errsize, "%s: expected a number of "
				    "cards, 1 to 52", name);
		return 0;
	case CMD_TRICK:
		if (parse_count(s, 0, 13, &cmd->count) < 0)
			return fail(err, errsize, "%s", "trick: expected a "
				    "trick number, 1 to 13");
		return 0;
	case CMD_LOAD:
	case CMD_SAVE:
		if (rest_of_line(s, cmd->path, sizeof cmd->path) < 0)
			return fail(err, errsize, "%s: the file name is too "
				    "long", name);
		/* :save alone: back to the file the boards came from */
		if (!cmd->path[0] && kind != CMD_SAVE)
			return fail(err, errsize, "%s: expected a file name",
				    name);
		if (strcmp(cmd->path, "-") == 0)
			return fail(err, errsize, "%s: '-' is not a file here",
				    name);
		return 0;
	case CMD_HIDE:
		if (command_parse_seats(s, &cmd->seats) < 0)
			return fail(err, errsize, "%s", "hide: expected seat "
				    "letters, as in 'hide EW'");
		return 0;
	case CMD_ANNOTATIONS:
		if (rest_of_line(s, word, sizeof word) < 0 ||
		    (strcasecmp(word, "on") != 0 && strcasecmp(word, "off") != 0))
			return fail(err, errsize, "%s", "annotations: on or off");
		cmd->count = strcasecmp(word, "on") == 0;
		return 0;
	default:
		if (next_word(&s, word, sizeof word))
			return fail(err, errsize, "%s takes no argument",
				    name);
		return 0;
	}
}

const char *command_split(const char *line, char *name, size_t size)
{
	const char *s = line;

	if (!next_word(&s, name, size))
		name[0] = '\0';
	return s;
}

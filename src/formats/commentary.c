/*
 * commentary.c - a comment's escapes and markup, see commentary.h.
 */
#include "commentary.h"

#include <string.h>

#include "dd.h"
#include "util/util.h"

/* The length of Bridge Composer's markup at s: a word of three capitals
 * or more in brackets ("[NEXT]"), which is no text; 0 when none. */
static size_t markup_len(const char *s)
{
	size_t n = 1;

	if (s[0] != '[')
		return 0;
	while (s[n] >= 'A' && s[n] <= 'Z' && n <= 16)
		n++;
	return s[n] == ']' && n >= 4 ? n + 1 : 0;
}

/* The suit of escape letter c (either case), or -1. */
static int escape_suit(char c)
{
	switch (c) {
	case 'S': case 's': return DD_SPADES;
	case 'H': case 'h': return DD_HEARTS;
	case 'D': case 'd': return DD_DIAMONDS;
	case 'C': case 'c': return DD_CLUBS;
	default: return -1;
	}
}

char *commentary_text(const char *raw, const char *const suit[4])
{
	size_t longest = 0, cap, k = 0, i;
	char *out;
	int s;

	for (s = 0; s < 4; s++)
		if (strlen(suit[s]) > longest)
			longest = strlen(suit[s]);
	/* an escape of two bytes gives at most longest */
	cap = strlen(raw) * (longest > 2 ? longest : 2) + 1;
	out = xmalloc(cap);
	for (i = 0; raw[i]; ) {
		size_t m = markup_len(raw + i);

		if (m) {
			i += m;
			continue;
		}
		if (raw[i] == '\\' && raw[i + 1]) {
			char c = raw[i + 1];

			i += 2;
			if ((s = escape_suit(c)) >= 0) {
				memcpy(out + k, suit[s], strlen(suit[s]));
				k += strlen(suit[s]);
			} else if (c == 'n') {
				/* no space before a break */
				while (k > 0 && out[k - 1] == ' ')
					k--;
				out[k++] = '\n';
				while (raw[i] == ' ')
					i++;
			} else if (c == '\\') {
				out[k++] = '\\';
			}
			/* other escapes (fonts, colours): nothing shown */
			continue;
		}
		/* one space where markup left two */
		if (raw[i] == ' ' && (k == 0 || out[k - 1] == ' ' ||
				      out[k - 1] == '\n')) {
			i++;
			continue;
		}
		out[k++] = raw[i++];
	}
	while (k > 0 && (out[k - 1] == ' ' || out[k - 1] == '\n'))
		k--;
	out[k] = '\0';
	return out;
}

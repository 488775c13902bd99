/*
 * lin_text.c - the LIN reader's characters and spans (pieces of the
 * input, not NUL-terminated): classes of characters, trimming, matching
 * and cutting spans, quoting them in messages and copying names.
 */
#include "lin_impl.h"

#include <string.h>

#include "model/deal.h"

int lin_is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' ||
	       c == '\f';
}

int lin_is_alnum(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9');
}

int lin_is_digit(char c)
{
	return c >= '0' && c <= '9';
}

char lin_lower(char c)
{
	return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
}

span lin_trim(span s)
{
	while (s.n > 0 && lin_is_space(s.p[0])) {
		s.p++;
		s.n--;
	}
	while (s.n > 0 && lin_is_space(s.p[s.n - 1]))
		s.n--;
	return s;
}

/* Whether s is word, ignoring case. */
int lin_span_is(span s, const char *word)
{
	size_t i;

	for (i = 0; i < s.n; i++)
		if (word[i] == '\0' || lin_lower(s.p[i]) != lin_lower(word[i]))
			return 0;
	return word[s.n] == '\0';
}

/* Where word (lower case) is in s, ignoring case, or -1. */
long lin_span_find(span s, const char *word)
{
	size_t i, j, n = strlen(word);

	for (i = 0; i + n <= s.n; i++) {
		for (j = 0; j < n && lin_lower(s.p[i + j]) == word[j]; j++)
			;
		if (j == n)
			return (long)i;
	}
	return -1;
}

/* The part of s before the first c (all of s when there is none). */
span lin_span_until(span s, char c)
{
	size_t i;

	for (i = 0; i < s.n && s.p[i] != c; i++)
		;
	s.n = i;
	return s;
}

void lin_quote(span s, char *out, size_t outsize)
{
	deal_quote(s.p, s.n, out, outsize);
}

/* The token of s starting at i for quoting: its run of letters and
 * digits, at least one character. */
span lin_token_at(span s, size_t i)
{
	span t = { s.p + i, 1 };

	while (i + t.n < s.n && lin_is_alnum(s.p[i + t.n]))
		t.n++;
	return t;
}

/* Copies s into out (size outsize) as a name: control bytes become
 * spaces; a name too long is cut, not in the middle of a UTF-8
 * character. */
void lin_copy_name(char *out, size_t outsize, span s)
{
	size_t i, n = s.n < outsize ? s.n : outsize - 1;

	if (n < s.n)
		while (n > 0 && ((unsigned char)s.p[n] & 0xc0) == 0x80)
			n--;
	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s.p[i];

		out[i] = c < 0x20 || c == 0x7f ? ' ' : (char)c;
	}
	out[n] = '\0';
}

/* The first run of digits of s, or all of s when it has none. */
span lin_number_in(span s)
{
	size_t i = 0, n = 0;

	while (i < s.n && !lin_is_digit(s.p[i]))
		i++;
	if (i == s.n)
		return s;
	while (i + n < s.n && lin_is_digit(s.p[i + n]))
		n++;
	s.p += i;
	s.n = n;
	return s;
}

/*
 * util.c - allocation wrappers and a clock, see util.h.
 */
#include "util.h"

#include <errno.h>
#include <langinfo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "pool.h"

static void out_of_memory(size_t size)
{
	fprintf(stderr, "ddplay: out of memory (%zu bytes)\n", size);
	abort();
}

void *xmalloc(size_t size)
{
	void *p = malloc(size ? size : 1);

	if (!p)
		out_of_memory(size);
	return p;
}

void *xcalloc(size_t count, size_t size)
{
	void *p = calloc(count ? count : 1, size ? size : 1);

	if (!p)
		out_of_memory(count * size);
	return p;
}

void *xrealloc(void *ptr, size_t size)
{
	void *p = realloc(ptr, size ? size : 1);

	if (!p)
		out_of_memory(size);
	return p;
}

char *xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;
	char *p = xmalloc(n);

	memcpy(p, s, n);
	return p;
}

double util_seconds(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int util_locale_is_utf8(void)
{
	const char *cs = nl_langinfo(CODESET);
	char norm[16];
	size_t n = 0;

	if (!cs)
		return 0;
	for (; *cs && n + 1 < sizeof norm; cs++) {
		if (*cs == '-' || *cs == '_')
			continue;
		norm[n++] = (char)(*cs >= 'A' && *cs <= 'Z' ? *cs - 'A' + 'a'
					 : *cs);
	}
	norm[n] = '\0';
	return strcmp(norm, "utf8") == 0;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

void util_sort_doubles(double *v, size_t n)
{
	qsort(v, n, sizeof *v, cmp_double);
}

double util_percentile(const double *sorted, size_t n, double q)
{
	size_t k = (size_t)(q * (double)n + 0.999999);

	if (k < 1)
		k = 1;
	if (k > n)
		k = n;
	return sorted[k - 1];
}

/* Makes path and its parents (mode 0700) where missing. */
static int make_dirs(char *path)
{
	char *p;

	for (p = path + 1; *p; p++) {
		if (*p != '/')
			continue;
		*p = '\0';
		if (mkdir(path, 0700) < 0 && errno != EEXIST) {
			*p = '/';
			return -1;
		}
		*p = '/';
	}
	if (mkdir(path, 0700) < 0 && errno != EEXIST)
		return -1;
	return 0;
}

int util_state_dir(char *dir, size_t size)
{
	const char *state = getenv("XDG_STATE_HOME"), *home = getenv("HOME");
	int n;

	if (state && state[0] == '/')
		n = snprintf(dir, size, "%s/ddplay", state);
	else if (home && home[0])
		n = snprintf(dir, size, "%s/.local/state/ddplay", home);
	else
		return -1;
	if (n < 0 || (size_t)n >= size)
		return -1;
	return make_dirs(dir);
}

int util_cpus(int max)
{
	const char *e = getenv("DDPLAY_CPUS");
	long n;

	if (e && *e) {
		n = strtol(e, NULL, 10);
		if (n > 0)
			return n < max ? (int)n : max;
	}
	n = sysconf(_SC_NPROCESSORS_ONLN);
	return n < 1 ? 1 : n > max ? max : (int)n;
}

int util_threads(int threads, int max)
{
	if (threads <= 0) {
		const char *e = getenv("DDPLAY_THREADS");
		char *end;
		long v = e && *e ? strtol(e, &end, 10) : 0;

		if (v >= 1 && v <= 1024 && !*end) {
			threads = (int)v;
		} else {
			long online = sysconf(_SC_NPROCESSORS_ONLN);

			threads = online < 1 ? 1 : online > 1024 ? 1024 :
				  (int)online;
		}
	}
	return threads < max ? threads : max;
}

int util_thread_start(pthread_t *tid, void *(*fn)(void *), void *arg)
{
	return pool_thread_start(tid, fn, arg);
}

int util_percent(long part, long whole)
{
	return (int)((200 * part + whole) / (2 * whole));
}

double util_sqrt(double x)
{
	double y = x > 1 ? x : 1;
	int i;

	if (x <= 0)
		return 0;
	for (i = 0; i < 64; i++)
		y = (y + x / y) / 2;
	return y;
}

double util_t975(long df)
{
	static const double table[31] = {
		0, 12.7062, 4.3027, 3.1824, 2.7764, 2.5706, 2.4469, 2.3646,
		2.3060, 2.2622, 2.2281, 2.2010, 2.1788, 2.1604, 2.1448,
		2.1314, 2.1199, 2.1098, 2.1009, 2.0930, 2.0860, 2.0796,
		2.0739, 2.0687, 2.0639, 2.0595, 2.0555, 2.0518, 2.0484,
		2.0452, 2.0423
	};
	double z = 1.959964, z2 = z * z, d;

	if (df < 1)
		return 0;
	if (df <= 30)
		return table[df];
	d = (double)df;
	return z + (z2 * z + z) / 4 / d +
	       (5 * z2 * z2 * z + 16 * z2 * z + 3 * z) / 96 / (d * d) +
	       (3 * z2 * z2 * z2 * z + 19 * z2 * z2 * z + 17 * z2 * z -
		15 * z) / 384 / (d * d * d);
}

/* cos(x) for 0 <= x <= pi/2, by its series (no libm). */
static double cos_series(double x)
{
	double term = 1, sum = 1, x2 = x * x;
	int k;

	for (k = 1; k <= 20; k++) {
		term *= -x2 / (double)((2 * k - 1) * (2 * k));
		sum += term;
	}
	return sum;
}

/* b to the power n (n >= 0), by squaring. */
static double power(double b, long n)
{
	double r = 1;

	while (n > 0) {
		if (n & 1)
			r *= b;
		b *= b;
		n >>= 1;
	}
	return r;
}

/* Student's density, not normalised: as a function of theta with
 * t = sqrt(df) tan(theta) (theta in [0, pi/2): cos^(df-1), the whole
 * half line in a finite range) when polar, else of t itself,
 * (1 + t^2/df)^-((df+1)/2). */
static double t_density(double x, long df, int polar)
{
	double b;

	if (polar)
		return power(cos_series(x), df - 1);
	b = 1 / (1 + x * x / (double)df);
	return (df + 1) % 2 ? power(b, df / 2) * util_sqrt(b) :
			      power(b, (df + 1) / 2);
}

double util_t_upper(double p, long df)
{
	enum { STEPS = 20000 };
	const double half_pi = 1.5707963267948966;
	int polar = df < 30, k;
	double top = polar ? half_pi : 40, h = top / STEPS, total = 0, tail;
	double prev, cur, x, c, s;

	if (df < 1 || p <= 0 || p >= 0.5)
		return 0;
	/* the half line's mass by the trapezium rule, then the upper tail
	 * walked down from the top until it holds 2p of it: P(T > t) is
	 * half the tail's share of the half line */
	prev = t_density(0, df, polar);
	for (k = 1; k <= STEPS; k++) {
		cur = t_density(k * h, df, polar);
		total += (prev + cur) * h / 2;
		prev = cur;
	}
	tail = 0;
	prev = t_density(top, df, polar);
	for (k = STEPS - 1; k >= 0; k--) {
		double piece;

		cur = t_density(k * h, df, polar);
		piece = (prev + cur) * h / 2;
		if (tail + piece >= 2 * p * total) {
			/* within this step, linearly */
			x = (k + 1) * h - h * (2 * p * total - tail) / piece;
			break;
		}
		tail += piece;
		prev = cur;
	}
	if (k < 0)
		x = 0;
	if (!polar)
		return x;
	c = cos_series(x);
	s = cos_series(half_pi - x);
	return c > 0 ? util_sqrt((double)df) * s / c : 1e300;
}

/* The length of the UTF-8 sequence at t (1..4), or 0 when it is not a
 * valid one. */
static int utf8_length(const unsigned char *t)
{
	int n, i;
	unsigned cp;

	if (t[0] < 0x80)
		return 1;
	if (t[0] >= 0xc2 && t[0] <= 0xdf)
		n = 2, cp = t[0] & 0x1fu;
	else if (t[0] >= 0xe0 && t[0] <= 0xef)
		n = 3, cp = t[0] & 0x0fu;
	else if (t[0] >= 0xf0 && t[0] <= 0xf4)
		n = 4, cp = t[0] & 0x07u;
	else
		return 0;
	for (i = 1; i < n; i++) {
		if ((t[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (t[i] & 0x3fu);
	}
	if ((n == 3 && cp < 0x800) || (n == 4 && (cp < 0x10000 ||
						   cp > 0x10ffff)) ||
	    (cp >= 0xd800 && cp <= 0xdfff))
		return 0;
	return n;
}

int util_utf8_length(const char *s)
{
	return utf8_length((const unsigned char *)s);
}

/* A JSON string: quotes, backslashes and control characters escaped, a
 * byte that is not valid UTF-8 written as U+FFFD (names in PBN files may
 * be in Latin-1). */
void util_json_string(FILE *f, const char *text)
{
	const unsigned char *t = (const unsigned char *)text;

	fputc('"', f);
	while (*t) {
		int n = utf8_length(t);

		if (*t == '"' || *t == '\\')
			fprintf(f, "\\%c", *t);
		else if (*t < 0x20)
			fprintf(f, "\\u%04x", *t);
		else if (n == 0)
			fputs("\\ufffd", f);
		else
			fwrite(t, 1, (size_t)n, f);
		t += n ? n : 1;
	}
	fputc('"', f);
}

/* The columns of the n bytes at s: its UTF-8 characters. */
int util_columns_n(const char *s, size_t n)
{
	int cols = 0;
	size_t i;

	for (i = 0; i < n; i++) {
		if (s[i] == '\033') {
			while (i < n && s[i] != 'm')
				i++;
		} else if (((unsigned char)s[i] & 0xc0) != 0x80) {
			cols++;
		}
	}
	return cols;
}

int util_columns(const char *s)
{
	return util_columns_n(s, strlen(s));
}

void util_wrap_gap(FILE *f, int *col, int w, int width, int indent, int first)
{
	if (first)
		return;
	if (*col + 1 + w > width) {
		fprintf(f, "\n%*s", indent, "");
		*col = indent;
	} else {
		fputc(' ', f);
		(*col)++;
	}
}

void util_put_wrapped(FILE *f, const char *head, const char *text,
		      int width, int indent, const char *end)
{
	int col = util_columns_n(head, strlen(head)), first = 1;

	fputs(head, f);
	while (*text == ' ')
		text++;
	while (*text) {
		size_t n = strcspn(text, " ");
		int w = util_columns_n(text, n);
		const char *after = text + n + strspn(text + n, " ");

		/* the last word: end's mark ('.', ':') on its line too */
		if (!*after)
			w += util_columns_n(end, strcspn(end, "\n"));
		util_wrap_gap(f, &col, w, width, indent, first);
		fwrite(text, 1, n, f);
		col += util_columns_n(text, n);
		first = 0;
		text += n;
		while (*text == ' ')
			text++;
	}
	fputs(end, f);
}

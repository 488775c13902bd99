/*
 * util.c - allocation wrappers and a clock, see util.h.
 */
#include "util.h"

#include <langinfo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

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

FILE *util_atomic_open(const char *path, char **tmp)
{
	size_t n = strlen(path);
	mode_t mask;
	FILE *f;
	int fd;

	*tmp = xmalloc(n + 16);
	snprintf(*tmp, n + 16, "%s.tmp-XXXXXX", path);
	fd = mkstemp(*tmp);
	if (fd < 0) {
		int e = errno;

		free(*tmp);
		*tmp = NULL;
		errno = e;
		return NULL;
	}
	/* The mode a new file would get, not mkstemp()'s 0600. */
	mask = umask(0);
	umask(mask);
	if (fchmod(fd, 0666 & ~mask) < 0 || !(f = fdopen(fd, "w"))) {
		int e = errno;

		close(fd);
		unlink(*tmp);
		free(*tmp);
		*tmp = NULL;
		errno = e;
		return NULL;
	}
	return f;
}

int util_atomic_commit(FILE *f, char *tmp, const char *path)
{
	int bad = fflush(f) != 0 || ferror(f);
	int e = errno;

	if (!bad && fsync(fileno(f)) < 0) {
		bad = 1;
		e = errno;
	}
	if (fclose(f) != 0 && !bad) {
		bad = 1;
		e = errno;
	}
	if (!bad && rename(tmp, path) < 0) {
		bad = 1;
		e = errno;
	}
	if (bad)
		unlink(tmp);
	free(tmp);
	errno = e;
	return bad ? -1 : 0;
}

void util_atomic_abort(FILE *f, char *tmp)
{
	fclose(f);
	unlink(tmp);
	free(tmp);
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

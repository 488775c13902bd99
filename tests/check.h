/*
 * check.h - the checks of the unit tests (tests/unit_*.c): each counts,
 * and prints file:line and what went wrong when it fails (the first
 * CHECK_MAX_PRINTED failures; the others are only counted).  A test ends
 * with check_summary("unit_x"), its exit status.
 */
#ifndef CHECK_H
#define CHECK_H

#include <stdio.h>
#include <string.h>

#define CHECK_MAX_PRINTED 40

static int failures, checks;

#define CHECK(cond) check((cond), #cond, __FILE__, __LINE__)
#define CHECK_INT(got, want) check_int((got), (want), #got, __FILE__, __LINE__)
#define CHECK_STR(got, want) check_str((got), (want), __FILE__, __LINE__)

__attribute__((unused))
static int check(int ok, const char *what, const char *file, int line)
{
	checks++;
	if (!ok && ++failures <= CHECK_MAX_PRINTED)
		printf("%s:%d: check failed: %s\n", file, line, what);
	return ok;
}

__attribute__((unused))
static int check_int(long got, long want, const char *what, const char *file,
		     int line)
{
	checks++;
	if (got != want && ++failures <= CHECK_MAX_PRINTED)
		printf("%s:%d: check failed: %s == %ld, expected %ld\n", file,
		       line, what, got, want);
	return got == want;
}

__attribute__((unused))
static int check_str(const char *got, const char *want, const char *file,
		     int line)
{
	int ok = strcmp(got, want) == 0;

	checks++;
	if (!ok && ++failures <= CHECK_MAX_PRINTED)
		printf("%s:%d: got  '%s'\n%s:%d: want '%s'\n", file, line, got,
		       file, line, want);
	return ok;
}

/* Prints "name: N checks, N failed"; the exit status, 1 on a failure. */
__attribute__((unused))
static int check_summary(const char *name)
{
	printf("%s: %d checks, %d failed\n", name, checks, failures);
	return failures ? 1 : 0;
}

#endif

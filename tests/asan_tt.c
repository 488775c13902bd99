/*
 * tests/asan_tt.c - linked into ./ddplay-asan alone (the Makefile's
 * -Wl,--wrap=dd_new): every solver of the sanitizer build gets a
 * transposition table of ASAN_TT_MB megabytes at most, not the engine's
 * 64 (DD_TT_DEFAULT_MB) or the analyser's 32.
 *
 * Under AddressSanitizer a freed block is poisoned in its shadow, an
 * eighth of its size written: 8 MB for each 64 MB table freed, some 2,000
 * page faults.  The batch commands make a solver a position and a thread
 * (analyse --sd: 2 a decision), so that the sanitizer pass spent a good
 * part of its CPU in the kernel (an `analyse --sd --deals 2` of one play:
 * 0.61 s of CPU, 0.19 s with 8 MB; the plain build 0.12 s).  The table
 * is a cache: the figures do not depend on its size (the plain pass runs
 * the default), and the engine it is given to runs unsanitized in
 * ./ddplay-asan anyway (docs/testing.md, "make asan").
 */
#include <stddef.h>

#include "dd.h"

#define ASAN_TT_MB 8

dd_ctx *__real_dd_new(size_t tt_megabytes);
dd_ctx *__wrap_dd_new(size_t tt_megabytes);

dd_ctx *__wrap_dd_new(size_t tt_megabytes)
{
	if (tt_megabytes == 0 || tt_megabytes > ASAN_TT_MB)
		tt_megabytes = ASAN_TT_MB;
	return __real_dd_new(tt_megabytes);
}

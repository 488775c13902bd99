/*
 * dispatch.c - the engine's searches on the CPU at hand.
 *
 * A portable build (no ARCH) of ddplay and libddplay on x86-64 holds the
 * engine twice (Makefile, "libddplay"): once portable, once compiled for
 * BMI2 (single-instruction bit extract/deposit, about 1.7 times as fast:
 * docs/performance.md).  The searching calls of engine/dd.h, renamed in
 * each copy, are defined here and pick the BMI2 copy when the CPU has the
 * instructions.  Every other dd_ function is the portable copy's: both
 * copies are compiled from the same sources, so a dd_ctx made by one is
 * the same structure in the other.
 *
 * DDPLAY_ISA=portable in the environment forces the portable copy (the
 * tests compare the two).
 */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "dd.h"

#define DISPATCHED(name, ret, params, args) \
	ret ddplay_port_##name params; \
	ret ddplay_bmi2_##name params; \
	ret name params \
	{ \
		if (dispatch_bmi2()) \
			return ddplay_bmi2_##name args; \
		return ddplay_port_##name args; \
	}

/* 1: the BMI2 copy, 2: the portable one, 0: not decided yet. */
static atomic_int dispatch_choice;

static int dispatch_bmi2(void)
{
	int c = atomic_load_explicit(&dispatch_choice, memory_order_relaxed);

	if (c == 0) {
		const char *isa = getenv("DDPLAY_ISA");

		__builtin_cpu_init();
		c = __builtin_cpu_supports("bmi2") &&
		    __builtin_cpu_supports("popcnt") &&
		    !(isa && strcmp(isa, "portable") == 0) ? 1 : 2;
		atomic_store_explicit(&dispatch_choice, c,
				      memory_order_relaxed);
	}
	return c == 1;
}

DISPATCHED(dd_solve, dd_status,
	   (dd_ctx *ctx, const dd_position *pos, int *tricks, dd_error *err),
	   (ctx, pos, tricks, err))
DISPATCHED(dd_score_cards, dd_status,
	   (dd_ctx *ctx, const dd_position *pos, dd_card_score out[13],
	    int *count, dd_error *err),
	   (ctx, pos, out, count, err))
DISPATCHED(dd_card_reaches, dd_status,
	   (dd_ctx *ctx, const dd_position *pos, dd_card card, int t,
	    int *reached, dd_error *err),
	   (ctx, pos, card, t, reached, err))
DISPATCHED(dd_table, dd_status,
	   (dd_ctx *ctx, const dd_deal *deal, int tricks[5][4],
	    dd_error *err),
	   (ctx, deal, tricks, err))
DISPATCHED(dd_table_strain, dd_status,
	   (dd_ctx *ctx, const dd_deal *deal, int strain, int tricks[5][4],
	    dd_error *err),
	   (ctx, deal, strain, tricks, err))
/* Not a search, but its thread runs the searches' copy of the engine. */
DISPATCHED(dd_set_threads, int, (dd_ctx *ctx, int threads), (ctx, threads))

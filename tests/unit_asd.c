/*
 * unit_asd.c - unit tests of src/batch/analyse_sd.c's readable output
 * (asd_print()) on decisions made up: an error's interval is printed
 * above 0, on the tricks (0.004, not 0.00) and on the contract (a share
 * of layouts: 0.02%, not 0.0%), whatever its lower end.  Prints each
 * failed check and exits 1 when there was one.
 */
#define _GNU_SOURCE 1
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "batch/batch_int.h"
#include "check.h"

/* asd_print() of one decision of South's, an error whose paired
 * difference is diff (lo-hi), judged on the contract or not: the
 * decision's line, joined. */
static char *print_error(int by_contract, double diff, double lo, double hi)
{
	static options opt;
	static asd_options o;
	static asd_board b;
	asd_card *c = &b.c[0];
	char *text = NULL;
	size_t len = 0;
	env s;

	memset(&s, 0, sizeof s);
	memset(&b, 0, sizeof b);
	s.opt = &opt;
	s.out = open_memstream(&text, &len);
	if (!s.out)
		abort();
	o.deals = 100;
	o.seed = 1;
	b.n = 1;
	b.level = 3;
	b.by_contract = by_contract;
	c->k = 33;
	c->seat = DD_SOUTH;
	c->ngroups = 2;
	c->compared = 1;
	c->layouts = 100;
	c->played = DD_CARD(DD_SPADES, 14);
	c->nbest = c->nbclass = 1;
	c->best[0] = DD_CARD(DD_SPADES, 12);
	c->bclass[0] = 1;
	c->fp.mean = 9.16;
	c->fp.share = 0.96;
	c->fb.mean = 9.68;
	c->fb.share = 1.0;
	c->diff = diff;
	c->diff_lo = lo;
	c->diff_hi = hi;
	c->verdict = ASD_ERROR;
	asd_print(&s, &o, &b, DD_SOUTH);
	fclose(s.out);
	return text;
}

static void test_lower_end(void)
{
	char *t;

	/* on the tricks: two decimals, three where two show 0.00 */
	t = print_error(0, 0.52, 0.30, 0.74);
	CHECK(strstr(t, "(0.52 tricks worse, 95% 0.30-0.74)") != NULL);
	free(t);
	t = print_error(0, 0.44, 0.004, 0.87);
	CHECK(strstr(t, "95% 0.004-0.87)") != NULL);
	free(t);
	/* on the contract: a share, one decimal of a percent, more where
	 * one shows 0.0% (an error's interval is above 0) */
	t = print_error(1, 0.16, 0.087, 0.233);
	CHECK(strstr(t, "(makes 16.0% less often, 95% 8.7-23.3%)") != NULL);
	free(t);
	t = print_error(1, 0.05, 0.0002, 0.0998);
	CHECK(strstr(t, "95% 0.0-") == NULL);
	CHECK(strstr(t, "95% 0.02-10.0%)") != NULL);
	free(t);
	t = print_error(1, 0.02, 0.00004, 0.04);
	CHECK(strstr(t, "95% 0.004-4.0%)") != NULL);
	free(t);
}

int main(void)
{
	test_lower_end();
	return check_summary("unit_asd");
}

/*
 * dd_text.c - libddplay's text forms and par (engine/dd.h, "libddplay's
 * helpers"): dd_deal_parse, dd_deal_format, dd_position_parse,
 * dd_position_format, dd_par.  They are ddplay's own (src/model/deal.c,
 * src/model/par.c: no I/O), linked into libddplay with only these dd_ names
 * global (Makefile, "libddplay").
 */
#include <stdio.h>
#include <string.h>

#include "dd.h"
#include "model/deal.h"
#include "model/par.h"
#include "model/record.h"

/* The text forms of deal.h and the sizes of dd.h must agree. */
_Static_assert(DD_DEAL_TEXT_SIZE == DEAL_TEXT_SIZE, "deal text size");
_Static_assert(DD_POSITION_TEXT_SIZE == DEAL_POSITION_SIZE,
	       "position text size");
_Static_assert((int)DD_VUL_NONE == (int)VUL_NONE &&
	       (int)DD_VUL_NS == (int)VUL_NS && (int)DD_VUL_EW == (int)VUL_EW &&
	       (int)DD_VUL_ALL == (int)VUL_ALL, "vulnerability");
_Static_assert(sizeof(dd_par_contract) == sizeof(par_contract),
	       "par contract");

static dd_status text_error(dd_error *err, const char *msg)
{
	if (err) {
		err->code = DD_ERR_RANGE;
		snprintf(err->msg, sizeof err->msg, "%.119s", msg);
	}
	return DD_ERR_RANGE;
}

dd_status dd_deal_parse(const char *text, dd_deal *deal, dd_error *err)
{
	char msg[DEAL_ERR_SIZE];
	dd_position pos;

	if (!text || !deal)
		return text_error(err, "no deal given");
	if (deal_parse(text, deal, msg, sizeof msg) < 0)
		return text_error(err, msg);
	memset(&pos, 0, sizeof pos);
	pos.deal = *deal;
	return dd_replay(&pos, NULL, err);
}

void dd_deal_format(const dd_deal *deal, char out[DD_DEAL_TEXT_SIZE])
{
	deal_format(deal, out);
}

dd_status dd_position_parse(const char *text, dd_position *pos,
			    dd_error *err)
{
	char msg[DEAL_ERR_SIZE];

	if (!text || !pos)
		return text_error(err, "no position given");
	if (deal_parse_position(text, pos, msg, sizeof msg) < 0)
		return text_error(err, msg);
	return dd_replay(pos, NULL, err);
}

void dd_position_format(const dd_position *pos,
			char out[DD_POSITION_TEXT_SIZE])
{
	deal_format_position(pos, out);
}

dd_status dd_par(const int tricks[5][4], int dealer, int vul,
		 dd_par_result *out, dd_error *err)
{
	par_result p;
	int i;

	if (!tricks || !out)
		return text_error(err, "no table or no result given");
	memset(out, 0, sizeof *out);
	if (par_compute(tricks, dealer, vul, &p) < 0)
		return text_error(err, "par: a dealer, vulnerability or trick "
				  "count out of range");
	out->score = p.score;
	out->side = p.side;
	out->ncontracts = p.ncontracts;
	for (i = 0; i < p.ncontracts && i < 5; i++) {
		dd_par_contract *c = &out->contract[i];

		c->level = p.contract[i].level;
		c->strain = p.contract[i].strain;
		c->doubled = p.contract[i].doubled;
		c->seats = p.contract[i].seats;
		c->overtricks = p.contract[i].overtricks;
		c->undertricks = p.contract[i].undertricks;
	}
	par_format_score(&p, out->score_text, sizeof out->score_text);
	par_format_contracts(&p, out->contracts_text,
			     sizeof out->contracts_text);
	return DD_OK;
}

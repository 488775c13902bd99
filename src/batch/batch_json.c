/*
 * batch_json.c - the --json writers of the batch commands (batch_int.h):
 * one JSON object a board, on one line (JSON Lines), with the fields of
 * docs/formats.md ("--json").  The numbers are those of --lines.
 */
#include "batch_int.h"

#include <stdio.h>
#include <string.h>

#include "formats/boardinfo.h"
#include "model/deal.h"
#include "model/par.h"
#include "util/util.h"

static const char *const VUL_KEYS[4] = { "None", "NS", "EW", "All" };
static const char *const SIDE_KEYS[2] = { "NS", "EW" };

static void json_card(FILE *f, dd_card card)
{
	char text[DEAL_CARD_SIZE];

	deal_format_card(card, text);
	fprintf(f, "\"%s\"", text);
}

static void json_seat(FILE *f, int seat)
{
	fprintf(f, "\"%c\"", deal_seat_char(seat));
}

/* {"board": ..., "file": ..., "line": N: where the board comes from. */
static void json_begin(env *s, const record *r)
{
	const record_tag *room;

	fputs("{\"board\": ", s->out);
	if (r->board[0])
		util_json_string(s->out, r->board);
	else
		fputs("null", s->out);
	room = record_tag_get(r, "Room");
	if (room && room->value[0] && strcmp(room->value, "?") != 0) {
		fputs(", \"room\": ", s->out);
		util_json_string(s->out, room->value);
	}
	fputs(", \"file\": ", s->out);
	if (r->file)
		util_json_string(s->out, r->file);
	else
		fputs("null", s->out);
	fprintf(s->out, ", \"line\": %ld", r->line);
}

/* "position": "deal|strain|leader|played", "deal", "strain", "leader",
 * "declarer", "played": [...] */
static void json_position(env *s, const dd_position *pos)
{
	char text[DEAL_POSITION_SIZE];
	int k;

	deal_format_position(pos, text);
	fputs(", \"position\": ", s->out);
	util_json_string(s->out, text);
	deal_format(&pos->deal, text);
	fprintf(s->out, ", \"deal\": \"%s\", \"strain\": \"%c\", "
		"\"leader\": \"%c\", \"declarer\": \"%c\", \"played\": [",
		text, deal_strain_char(pos->strain),
		deal_seat_char(pos->leader),
		deal_seat_char(batch_declarer_of(pos->leader)));
	for (k = 0; k < pos->nplayed; k++) {
		if (k)
			fputs(", ", s->out);
		json_card(s->out, pos->played[k]);
	}
	fputc(']', s->out);
}

/* [{"card": "SA", "tricks": 9}, ...] */
static void json_scores(env *s, const dd_card_score *sc, int n)
{
	int i;

	fputc('[', s->out);
	for (i = 0; i < n; i++) {
		fputs(i ? ", {\"card\": " : "{\"card\": ", s->out);
		json_card(s->out, sc[i].card);
		fprintf(s->out, ", \"tricks\": %d}", sc[i].tricks);
	}
	fputc(']', s->out);
}

void batch_json_table(env *s, const record *r, const dd_deal *deal,
		      int tricks[5][4], int dealer, int vul)
{
	static const char *const strains[5] = { "S", "H", "D", "C", "N" };
	char text[DEAL_TEXT_SIZE], score[64], contracts[256];
	par_result p;
	int strain, seat, i;

	json_begin(s, r);
	deal_format(deal, text);
	fprintf(s->out, ", \"deal\": \"%s\", \"dealer\": \"%c\", "
		"\"vul\": \"%s\", \"tricks\": {", text,
		deal_seat_char(dealer), VUL_KEYS[vul]);
	for (strain = 0; strain < 5; strain++) {
		fprintf(s->out, "%s\"%s\": [", strain ? ", " : "",
			strains[strain]);
		for (seat = 0; seat < 4; seat++)
			fprintf(s->out, "%s%d", seat ? ", " : "",
				tricks[strain][seat]);
		fputc(']', s->out);
	}
	par_compute(tricks, dealer, vul, &p);
	par_format_score(&p, score, sizeof score);
	par_format_contracts(&p, contracts, sizeof contracts);
	fprintf(s->out, "}, \"par\": {\"score\": %d, \"text\": \"%s\", "
		"\"contracts\": [", p.score, score);
	for (i = 0; i < p.ncontracts; i++) {
		const par_contract *c = &p.contract[i];

		fprintf(s->out, "%s{\"level\": %d, \"strain\": \"%s\", "
			"\"doubled\": %s, \"declarers\": [", i ? ", " : "",
			c->level, strains[c->strain],
			c->doubled ? "true" : "false");
		for (seat = 0, strain = 0; seat < 4; seat++)
			if (c->seats & (1 << seat)) {
				fputs(strain++ ? ", " : "", s->out);
				json_seat(s->out, seat);
			}
		fprintf(s->out, "], \"overtricks\": %d, \"undertricks\": %d}",
			c->overtricks, c->undertricks);
	}
	fputs("], \"contracts_text\": ", s->out);
	util_json_string(s->out, contracts);
	fputs("}}\n", s->out);
}

void batch_json_solve(env *s, const record *r, const dd_position *pos,
		      const dd_state *st, const dd_card_score *sc, int n)
{
	json_begin(s, r);
	json_position(s, pos);
	fputs(", \"to_play\": ", s->out);
	json_seat(s->out, st->to_play);
	fprintf(s->out, ", \"tricks_won\": {\"NS\": %d, \"EW\": %d}, "
		"\"cards\": ", st->tricks_won[0], st->tricks_won[1]);
	json_scores(s, sc, n);
	fputs("}\n", s->out);
}

void batch_json_trace(env *s, const record *r, const dd_position *pos,
		      const course *c)
{
	int k;

	json_begin(s, r);
	json_position(s, pos);
	fprintf(s->out, ", \"side\": \"%s\", \"course\": [",
		SIDE_KEYS[batch_declarer_of(pos->leader) % 2]);
	for (k = 0; k <= pos->nplayed; k++)
		fprintf(s->out, "%s%d", k ? ", " : "", c->d[k]);
	fputs("], \"seats\": [", s->out);
	for (k = 0; k < pos->nplayed; k++) {
		fputs(k ? ", " : "", s->out);
		json_seat(s->out, c->seat[k]);
	}
	fputs("]}\n", s->out);
}

void batch_json_trace_cards(env *s, const record *r, const dd_position *pos,
			    int npos, const int to_play[53],
			    dd_card_score sc[53][13], const int n[53])
{
	int k;

	json_begin(s, r);
	json_position(s, pos);
	fputs(", \"positions\": [", s->out);
	for (k = 0; k < npos; k++) {
		fprintf(s->out, "%s{\"played\": %d, \"to_play\": ",
			k ? ", " : "", k);
		json_seat(s->out, to_play[k]);
		fputs(", \"cards\": ", s->out);
		json_scores(s, sc[k], n[k]);
		fputc('}', s->out);
	}
	fputs("]}\n", s->out);
}

void batch_json_analyse(env *s, const record *r, const char *status,
			const dd_position *pos, const course *c,
			const batch_change *ch, int nch, const blame *bl,
			const audit *au, const asd_board *sd)
{
	char contract[8];
	int i, k, claim;

	json_begin(s, r);
	record_format_contract(r, contract);
	fputs(", \"contract\": ", s->out);
	if (r->level == 0)
		fputs("\"Pass\"", s->out);
	else if (contract[0])
		util_json_string(s->out, contract);
	else
		fputs("null", s->out);
	fputs(", \"declarer\": ", s->out);
	if (r->level != 0 && r->declarer >= 0)
		json_seat(s->out, r->declarer);
	else
		fputs("null", s->out);
	if (status) {
		/* passed out, or no play to analyse */
		fprintf(s->out, ", \"status\": \"%s\"}\n", status);
		return;
	}
	fputs(", \"status\": \"analysed\", \"result\": ", s->out);
	if (r->result >= 0)
		fprintf(s->out, "%d", r->result);
	else
		fputs("null", s->out);
	fprintf(s->out, ", \"claimed\": %s",
		boardinfo_claim(r, &claim) ? "true" : "false");
	fputs(", \"warnings\": [", s->out);
	for (i = 0; au && i < au->n; i++) {
		fputs(i ? ", " : "", s->out);
		util_json_string(s->out, au->text[i]);
	}
	fputc(']', s->out);
	json_position(s, pos);
	fprintf(s->out, ", \"before_lead\": %d, \"after\": %d, "
		"\"complete\": %s, \"changes\": [", c->d[0], c->d[pos->nplayed],
		pos->nplayed == 4 * batch_hand_size(&pos->deal) ?
		"true" : "false");
	for (i = 0; i < nch; i++) {
		const batch_change *x = &ch[i];

		k = x->card;
		fprintf(s->out, "%s{\"trick\": %d, \"seat\": ", i ? ", " : "",
			k / 4 + 1);
		json_seat(s->out, c->seat[k]);
		fputs(", \"card\": ", s->out);
		json_card(s->out, pos->played[k]);
		fprintf(s->out, ", \"played\": %d, \"change\": %d, \"right\": [",
			k, x->delta);
		for (k = 0; k < x->nright; k++) {
			fputs(k ? ", " : "", s->out);
			json_card(s->out, x->right[k]);
		}
		fputs("]}", s->out);
	}
	/* the claim's tricks are in lost and given, and said apart */
	fprintf(s->out, "], \"lost\": %d, \"given\": %d, \"claim_lost\": %d, "
		"\"claim_given\": %d", bl->lost, bl->given, bl->claim_lost,
		bl->claim_given);
	if (sd)
		asd_json(s->out, &s->opt->sd, sd);
	fputs("}\n", s->out);
}

/*
 * summary.c - `ddplay analyse --summary`, see summary.h.
 *
 * Each board with a play record is traced as `ddplay trace` does it
 * (declarer's side's double-dummy total before each card and after it);
 * a card that lowers it cost declarer's side tricks (declarer is blamed
 * for dummy's cards too), a card that raises it gave tricks away (blamed
 * on the defender who played it, the opening lead counted apart); a
 * claim short of double dummy is declarer's, one of too many the
 * defenders' (blame.h: the count analyse and the analyser's session
 * view make too).
 */
#include "summary.h"
#include "analyse_sd.h"
#include "blame.h"
#include "sdstop.h"
#include "summary_int.h"
#include "progress.h"

#include <errno.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dd.h"
#include "model/deal.h"
#include "model/par.h"
#include "model/record.h"
#include "formats/audit.h"
#include "formats/source.h"
#include "util/cli.h"
#include "util/pool.h"
#include "util/util.h"

static const char *const SEAT_NAMES[4] = { "North", "East", "South", "West" };

enum { SUM_READABLE, SUM_LINES };

static who *who_find(who_list *l, const char *name)
{
	int i;

	for (i = 0; i < l->n; i++)
		if (strcmp(l->w[i].name, name) == 0)
			return &l->w[i];
	if (l->n == l->cap) {
		l->cap = l->cap ? 2 * l->cap : 16;
		l->w = xrealloc(l->w, (size_t)l->cap * sizeof *l->w);
	}
	memset(&l->w[l->n], 0, sizeof l->w[0]);
	snprintf(l->w[l->n].name, sizeof l->w[0].name, "%s", name);
	return &l->w[l->n++];
}

/* The player's name at seat: the board's North/East/South/West tag, or
 * the seat's name when the file has none. */
static void seat_player(const record *r, int seat, char *out, size_t size)
{
	const record_tag *t = record_tag_get(r, SEAT_NAMES[seat]);

	if (t && t->value && t->value[0] && strcmp(t->value, "?") != 0)
		snprintf(out, size, "%s", t->value);
	else
		snprintf(out, size, "(%s)", SEAT_NAMES[seat]);
	record_printable(out);
}

/* One board's work: what the solving threads fill in (board_solve), then
 * add to the tallies in the boards' order (board_add). */
typedef struct {
	const record *r;
	int got;                /* 1 solved, 0 no play, -1 failed (err) */
	long err_line;          /* the line to report err at, 0: the board's */
	char err[128];
	dd_position pos;
	int d[53];              /* declarer's side's total before card k */
	int seat[52];           /* the seat of each card */
	int tricks[5][4];       /* the table, for par */
	const asd_options *sdo; /* --sd: its options, else NULL */
	const atomic_int *stop; /* --sd: Ctrl-C (sdstop.h), else NULL */
	int stopped;            /* --sd: Ctrl-C came in its figures (1),
				 * or before it began (2): not done */
	asd_board *sd;          /* --sd: the decisions (malloc'd) */
} board_work;

/* Traces one board: declarer's side's total before card k for k = 0..n
 * into w->d, the seat of each card into w->seat.  0, or -1 (w->err). */
static int trace(dd_ctx *ctx, board_work *w)
{
	int rc = asd_course(ctx, &w->pos, w->d, w->seat, w->err, sizeof w->err);

	if (rc == -1)
		w->err_line = w->r->play_line;  /* the play: not replayable */
	return rc < 0 ? -1 : 0;
}

/* Solves board w->r: the trace of its play and its table.  Touches
 * nothing but *w and ctx, so boards are solved in any thread. */
static void board_solve(dd_ctx *ctx, board_work *w)
{
	const record *r = w->r;
	dd_error e;

	w->got = 0;
	w->err_line = 0;
	w->err[0] = '\0';
	w->stopped = w->stop && atomic_load(w->stop) ? 2 : 0;
	if (w->stopped)
		return;
	/* a play led by another seat than declarer's left (record.h,
	 * offlead): the board's row, with its warning, but no card traced */
	if ((r->nplayed == 0 && r->offlead.n == 0) || r->level < 1 ||
	    record_base(r, &w->pos) < 0)
		return;
	w->pos.nplayed = r->nplayed;
	memcpy(w->pos.played, r->played, (size_t)r->nplayed);
	w->got = -1;
	if (trace(ctx, w) < 0)
		return;
	if (dd_table(ctx, &r->deal, w->tricks, &e) != DD_OK) {
		snprintf(w->err, sizeof w->err, "%s", e.msg);
		return;
	}
	if (w->sdo) {
		char err[256];

		w->sd = xmalloc(sizeof *w->sd);
		if (asd_analyse(r, &w->pos, w->d, w->seat, w->sdo, w->stop,
				w->sd, err, sizeof err) < 0) {
			snprintf(w->err, sizeof w->err, "single dummy: %.100s",
				 err);
			return;
		}
		/* Ctrl-C: the figures half done are not counted */
		w->stopped = w->stop && atomic_load(w->stop);
		if (w->stopped)
			return;
	}
	w->got = 1;
}

/* Adds a solved board to the players, the partnerships and the board
 * rows: 1, 0 when it has no play to analyse, -1 on a problem (reported
 * now, so the messages come in the boards' order). */
static int board_add(source *src, const board_work *w, who_list *players,
		     who_list *pairs, board_row *row)
{
	const record *r = w->r;
	const int *d = w->d;
	char names[4][80], pairname[2][168], c[8];
	int lost[4], lead, s, side, decl_claim, def_claim;
	int dealer, vul, decl_vul;
	par_result par;
	blame bl;

	if (w->got < 0)
		source_report(src, r, w->err_line, "%s", w->err);
	if (w->got <= 0)
		return w->got;
	side = r->declarer % 2;
	blame_count(r->declarer, w->pos.nplayed, d, w->seat, blame_claim(r),
		    &bl);
	memcpy(lost, bl.seat, sizeof lost);
	lead = bl.lead;
	decl_claim = bl.claim_lost;
	def_claim = bl.claim_given;
	for (s = 0; s < 4; s++)
		seat_player(r, s, names[s], sizeof names[s]);
	for (s = 0; s < 2; s++) {
		int a = s, b = s + 2;

		if (strcmp(names[a], names[b]) > 0) {
			a = b;
			b = s;
		}
		snprintf(pairname[s], sizeof pairname[s], "%.79s & %.79s",
			 names[a], names[b]);
	}
	/* a play not analysed (record.h, offlead): no player's board */
	for (s = 0; s < 4 && r->offlead.n == 0; s++) {
		who *p = who_find(players, names[s]);
		who *q = who_find(pairs, pairname[s % 2]);

		p->boards++;
		if (w->sd) {
			p->sd_decisions += w->sd->decisions[s];
			p->sd_errors += w->sd->errors[s];
			p->sd_unlucky += w->sd->unlucky[s];
			q->sd_decisions += w->sd->decisions[s];
			q->sd_errors += w->sd->errors[s];
			q->sd_unlucky += w->sd->unlucky[s];
		}
		/* a claim: declarer's when it conceded; each defender's
		 * when they accepted too many (both did), their
		 * partnership's once */
		if (s == r->declarer) {
			p->declared++;
			p->decl_lost += lost[s] + decl_claim;
			p->claim_lost += decl_claim;
		} else if (s % 2 == side) {
			p->dummy++;
		} else {
			p->defended++;
			p->def_lost += lost[s] + def_claim;
			p->claim_lost += def_claim;
			if (s == (r->declarer + 1) % 4) {
				p->leads++;
				p->lead_lost += lead;
			}
		}
		if (s < 2) {
			q->boards++;
			if (s == side) {
				q->declared++;
				q->decl_lost += lost[r->declarer] + decl_claim;
				q->claim_lost += decl_claim;
			} else {
				q->defended++;
				q->def_lost += lost[s] + lost[s + 2] +
					       def_claim;
				q->claim_lost += def_claim;
				q->leads++;
				q->lead_lost += lead;
			}
		}
	}
	memset(row, 0, sizeof *row);
	if (r->board[0] >= '0' && r->board[0] <= '9')
		snprintf(row->title, sizeof row->title, "Board %s%s%s%s",
			 r->board, r->room[0] ? " (" : "", r->room,
			 r->room[0] ? ")" : "");
	else if (r->board[0])
		snprintf(row->title, sizeof row->title, "%s%s%s%s", r->board,
			 r->room[0] ? " (" : "", r->room,
			 r->room[0] ? ")" : "");
	else
		snprintf(row->title, sizeof row->title, "%s:%ld",
			 r->file ? r->file : "stdin", r->line);
	record_printable(row->title);
	record_format_contract(r, c);
	snprintf(row->contract, sizeof row->contract, "%s by %s", c,
		 SEAT_NAMES[r->declarer]);
	/* Scored from the Result tag, unless the play (complete, or its
	 * claim) says otherwise; from double dummy when neither says. */
	audit_record(r, d[w->pos.nplayed], &row->au);
	if (row->au.result_differs) {
		row->tricks = row->au.play_tricks;
		row->scored_from = row->au.from_claim ? "claim" : "play";
	} else if (r->result >= 0) {
		row->tricks = r->result;
		row->scored_from = "result";
	} else {
		row->tricks = d[w->pos.nplayed];
		row->scored_from = "double dummy";
	}
	row->decl_lost = lost[r->declarer] + decl_claim;
	row->def_lost = lost[(r->declarer + 1) % 4] +
			lost[(r->declarer + 3) % 4] + def_claim;
	row->lead_lost = lead;
	row->claim_decl = decl_claim;
	row->claim_def = def_claim;
	row->taken = record_conditions(r, &dealer, &vul);
	row->dealer = dealer;
	row->vul = vul;
	decl_vul = vul == VUL_ALL || (vul == VUL_NS && side == 0) ||
		   (vul == VUL_EW && side == 1);
	row->score = par_score_contract(r->level, r->strain, r->doubled,
					decl_vul, row->tricks);
	if (side == 1)
		row->score = -row->score;
	par_compute(w->tricks, dealer, vul, &par);
	row->par = par.score;
	return 1;
}

static int row_cmp(const void *a, const void *b)
{
	const board_row *x = a, *y = b;
	int lx = x->decl_lost + x->def_lost + x->lead_lost;
	int ly = y->decl_lost + y->def_lost + y->lead_lost;

	return ly - lx;
}

/* ---- the boards, solved in threads -------------------------------- */

#define SUMMARY_MAX_JOBS 64
/* Boards read ahead a thread: the boards of a batch are solved at once,
 * then added in their order. */
#define SUMMARY_BATCH 8

/* A batch of boards and the threads' solvers: worker k solves with ctx[k]
 * the boards it takes.  next hands them out (relaxed: the boards are
 * written before the threads start and read after they are joined). */
typedef struct {
	board_work *w;
	int n;
	atomic_int next;
	dd_ctx **ctx;
	progress *prog;         /* each board solved counted, or NULL */
} batch;

static void batch_worker(void *arg, int k)
{
	batch *b = arg;
	int i;

	while ((i = atomic_fetch_add_explicit(&b->next, 1,
					      memory_order_relaxed)) < b->n) {
		board_solve(b->ctx[k], &b->w[i]);
		/* as it is solved: with --sd the board in hand's steps are
		 * shown with its number */
		progress_board(b->prog);
	}
}

/* Solves the boards of b with up to jobs threads, this one among them. */
static void batch_solve(batch *b, int jobs)
{
	atomic_init(&b->next, 0);      /* no thread runs yet */
	pool_run(jobs < b->n ? jobs : b->n, batch_worker, b);
}

static const char USAGE[] =
	"ddplay analyse --summary [--lines | --json] [-o FILE] [-j N] "
	"[--quiet]\n"
	"                              [--sd | --sd-all [--deals N] "
	"[--seed S]\n"
	"                              [--no-auction] [--tries N]\n"
	"                              [--judge tricks|contract]] [FILE...]";

static void summary_help(void)
{
	printf("usage: %s\n", USAGE);
	printf("A whole session's post-mortem: for each player and "
	       "partnership, the tricks\nlost double dummy as declarer "
	       "and on defence (the opening lead apart; a\nclaim's too), "
	       "per board played; the boards, the most tricks lost first,\n"
	       "with their score against par.  -j N: N boards at a time.\n"
	       "-o FILE: the summary written to FILE, whole or not at "
	       "all (- for standard\noutput).  --quiet: no progress "
	       "line on a terminal.  docs/lead.md.\n"
	       "--sd (--sd-all): also each player's (and board's) decisions "
	       "judged single\ndummy, its single-dummy errors and unlucky "
	       "cards, as 'ddplay analyse --sd'\nfinds them (--deals N layouts a "
	       "position, default %d; --seed S; --no-auction;\n--tries N "
	       "layouts tried a position, default %ld; --judge tricks|"
	       "contract:\na card judged on its tricks or on the contract, "
	       "by default by the board's\nScoring; -j N: threads for a "
	       "position's layouts, one board at a time).\ndocs/sd.md.\n",
	       ASD_DEFAULT_DEALS, ASD_TRIES);
}

/* --summary itself: already seen by batch_analyse(); --quiet: no
 * progress line on a terminal; --sd and its options. */
static const cli_option SUMMARY_OPTIONS[] = {
	{ .name = "summary", .id = 's' },
	{ .name = "quiet", .id = 'q' },
	{ .name = "sd", .id = 'S' },
	{ .name = "sd-all", .id = 'A' },
	{ .name = "deals", .has_arg = 1, .id = 'd' },
	{ .name = "seed", .has_arg = 1, .id = 'e' },
	{ .name = "no-auction", .id = 'n' },
	{ .name = "tries", .has_arg = 1, .id = 't' },
	{ .name = "judge", .has_arg = 1, .id = 'J' },
	{ 0 }
};

typedef struct {
	const cli_spec *spec;
	int quiet, sd, seed_given;
	const char *sd_option;  /* an option of --sd's given, or NULL */
	asd_options sdo;
} summary_opts;

static int summary_take(void *data, int id, const char *value)
{
	summary_opts *o = data;
	long n;

	switch (id) {
	case 'q':
		o->quiet = 1;
		break;
	case 'A':
		o->sdo.all = 1;
		/* fall through */
	case 'S':
		o->sd = 1;
		break;
	case 'd':
		o->sd_option = "--deals";
		if (cli_number(value, 1, 1000000, &n) < 0)
			return cli_error(o->spec, "--deals wants a number of "
					 "layouts, 1 to 1000000, not '%s'",
					 value);
		o->sdo.deals = n;
		break;
	case 'e':
		o->sd_option = "--seed";
		if (asd_parse_seed(value, &o->sdo.seed) < 0)
			return cli_error(o->spec, "--seed wants a whole "
					 "number, not '%s'", value);
		o->seed_given = 1;
		break;
	case 'n':
		o->sd_option = "--no-auction";
		o->sdo.no_auction = 1;
		break;
	case 't':
		o->sd_option = "--tries";
		if (cli_number(value, 1, 1000000000L, &n) < 0)
			return cli_error(o->spec, "--tries wants a number, 1 "
					 "to 1000000000, not '%s'", value);
		o->sdo.tries = n;
		break;
	case 'J':
		o->sd_option = "--judge";
		o->sdo.judge = asd_parse_judge(value);
		if (o->sdo.judge < 0)
			return cli_error(o->spec, "--judge wants tricks or "
					 "contract, not '%s'", value);
		break;
	}
	return 0;
}

int summary_main(int argc, char **argv)
{
	static summary_opts so;
	static const cli_spec spec = {
		.cmd = "analyse", .help_cmd = "analyse --summary",
		.usage = USAGE,
		.common = CLI_JOBS | CLI_OUTPUT | CLI_JSON | CLI_LINES,
		.options = SUMMARY_OPTIONS, .take = summary_take,
		.data = &so,
	};
	const asd_options *sdo = NULL;
	atomic_int *stop = NULL;        /* --sd: Ctrl-C */
	board_work *stopped = NULL;     /* the board Ctrl-C stopped */
	cli_args args;
	char **files;
	int nfiles, i, lines, json, nrows = 0, cap = 0, skipped = 0, st;
	int jobs, nrec, r, m;
	sd_fewer few = { 0 };
	const char *output;     /* -o FILE; NULL: standard output */
	FILE *out = stdout;
	char *tmpname = NULL;
	who_list players = { 0 }, pairs = { 0 };
	board_row *rows = NULL;
	dd_ctx *ctx[SUMMARY_MAX_JOBS];
	source *src;
	record *rec;
	board_work *work;
	batch bt;
	progress *prog;         /* on a terminal, else NULL */

	memset(&so, 0, sizeof so);
	so.spec = &spec;
	so.sdo.deals = ASD_DEFAULT_DEALS;
	r = cli_parse(&spec, argc, argv, &args);
	if (r == CLI_HELP)
		summary_help();
	if (r == 0 && args.lines && args.json)
		r = cli_error(&spec, "--lines and --json go alone");
	if (r == 0 && so.sd_option && !so.sd)
		r = cli_error(&spec, "%s goes with --sd", so.sd_option);
	if (r != 0) {
		cli_free(&args);
		return r == CLI_HELP ?
		       util_output_end("analyse", stdout, NULL, NULL) < 0 : 2;
	}
	files = args.files;
	nfiles = args.nfiles;
	lines = args.lines;
	json = args.json;
	output = args.output;
	if (util_output_is_input(output, nfiles, files)) {
		cli_free(&args);
		return util_output_refused("analyse --summary", output,
					   json ? "the JSON" : "the summary");
	}
	if (output) {
		/* Interrupted, the temporary file goes too: the handlers
		 * first, so that none comes between the file and them. */
		util_atomic_cleanup_on_signals();
		out = util_atomic_open(output, &tmpname);
		if (!out) {
			fprintf(stderr, "ddplay analyse: %s: cannot write: "
				"%s\n", output, util_atomic_why(errno));
			cli_free(&args);
			return 1;
		}
	}
	/* without -j: DDPLAY_THREADS, else one thread; with --sd, one
	 * board at a time, its layouts in -j N threads (one a CPU) */
	if (so.sd) {
		so.sdo.jobs = cli_jobs(&args, 0, SUMMARY_MAX_JOBS);
		jobs = 1;
		if (!so.seed_given) {
			so.sdo.seed = asd_clock_seed();
			/* printed, so that the counts can be had again: the
			 * heading and --json have it, --lines no field */
			if (lines)
				fprintf(stderr, "ddplay analyse: --seed %llu "
					"(from the clock)\n",
					(unsigned long long)so.sdo.seed);
		}
		sdo = &so.sdo;
		/* after -o's handlers: Ctrl-C is ours, then theirs */
		stop = sdstop_install();
	} else {
		jobs = cli_jobs(&args, 1, SUMMARY_MAX_JOBS);
	}
	for (i = 0; i < jobs; i++) {
		ctx[i] = dd_new(0);
		if (!ctx[i]) {
			fprintf(stderr, "ddplay analyse: out of memory\n");
			while (i-- > 0)
				dd_free(ctx[i]);
			if (output)
				util_atomic_abort(out, tmpname);
			cli_free(&args);
			return 1;
		}
	}
	nrec = SUMMARY_BATCH * jobs;
	rec = xcalloc((size_t)nrec, sizeof *rec);
	work = xcalloc((size_t)nrec, sizeof *work);
	for (i = 0; i < nrec; i++)
		record_init(&rec[i]);
	bt.w = work;
	bt.ctx = ctx;
	src = source_new(nfiles, files, SOURCE_POSITIONS, stderr);
	if (stop)
		source_set_stop(src, stop);
	prog = progress_start("analyse --summary", nfiles, files,
			      SOURCE_POSITIONS, so.quiet);
	bt.prog = prog;
	if (prog && so.sd) {
		/* a board's decisions and layouts: it may take minutes */
		so.sdo.watch = progress_within;
		so.sdo.watch_user = prog;
	}
	for (;;) {
		int n = 0, k;

		/* the reader's messages: the progress line erased first */
		progress_hold(prog);
		while (n < nrec && source_next(src, &rec[n])) {
			work[n].r = &rec[n];
			work[n].sdo = sdo;
			work[n].stop = stop;
			work[n].sd = NULL;
			n++;
		}
		progress_release(prog);
		if (n == 0 || (stop && sdstop_fired()))
			break;
		bt.n = n;
		batch_solve(&bt, jobs);
		progress_hold(prog);
		for (k = 0; k < n; k++) {
			board_row row;
			int got;

			if (work[k].stopped && !stopped)
				stopped = &work[k];
			if (stopped) {
				free(work[k].sd);
				work[k].sd = NULL;
				continue;
			}
			got = board_add(src, &work[k], &players, &pairs, &row);
			if (got > 0 && work[k].sd && work[k].pos.nplayed > 0) {
				if (work[k].sd->by_contract)
					few.on_contract++;
				else
					few.on_tricks++;
				few.scoring_unknown +=
					work[k].sd->scoring[0] != '\0';
				few.with_auction += work[k].sd->auction_used;
				few.auction_not_used +=
					!work[k].sd->auction_used &&
					work[k].sd->auction[0] &&
					!sdo->no_auction;
				row.sd_judged = 1;
				for (m = 0; m < 4; m++) {
					row.sd_decisions +=
						work[k].sd->decisions[m];
					row.sd_errors += work[k].sd->errors[m];
					row.sd_unlucky +=
						work[k].sd->unlucky[m];
				}
			}
			for (m = 0; got > 0 && work[k].sd &&
			     m < work[k].sd->n; m++) {
				long dealt = work[k].sd->c[m].layouts;

				if (dealt >= sdo->deals)
					continue;
				few.positions++;
				if (few.fewest == 0 || dealt < few.fewest)
					few.fewest = dealt;
			}
			free(work[k].sd);
			work[k].sd = NULL;
			if (got == 0)
				skipped++;
			if (got <= 0)
				continue;
			if (nrows == cap) {
				cap = cap ? 2 * cap : 32;
				rows = xrealloc(rows,
						(size_t)cap * sizeof *rows);
			}
			rows[nrows++] = row;
		}
		progress_release(prog);
		if (n < nrec || stopped || (stop && sdstop_fired()))
			break;
	}
	progress_end(prog);
	if (stop && sdstop_fired()) {
		/* as analyse --sd ends when interrupted: the board stopped
		 * named, -o FILE left as it was, the status the signal's;
		 * what is lost, the summary, said */
		if (stopped && stopped->stopped == 1)
			source_report(src, stopped->r, 0, "%s: the summary is "
				      "not printed (%d board%s analysed "
				      "before it)", SDSTOP_BOARD, nrows,
				      nrows == 1 ? "" : "s");
		else
			fprintf(stderr, "ddplay analyse: interrupted: the "
				"summary is not printed (%d board%s "
				"analysed)\n", nrows, nrows == 1 ? "" : "s");
		if (output)
			util_atomic_abort(out, tmpname);
		sdstop_raise();
		/* still here (SIGINT handled elsewhere): 130 all the same */
		for (i = 0; i < nrec; i++)
			record_free(&rec[i]);
		free(rec);
		free(work);
		source_free(src);
		for (i = 0; i < jobs; i++)
			dd_free(ctx[i]);
		free(rows);
		free(players.w);
		free(pairs.w);
		cli_free(&args);
		return 130;
	}
	for (i = 0; i < nrec; i++)
		record_free(&rec[i]);
	free(rec);
	free(work);
	st = source_status(src);
	source_free(src);
	for (i = 0; i < jobs; i++)
		dd_free(ctx[i]);
	if (nrows > 1) {
		board_row *tmp = xmalloc((size_t)nrows * sizeof *tmp);
		int j, k, n = 0;

		/* by tricks lost, most first; equal boards keep the
		 * session's order */
		for (j = 0; j < nrows; j++) {
			for (k = n; k > 0 && row_cmp(&tmp[k - 1], &rows[j]) > 0;
			     k--)
				tmp[k] = tmp[k - 1];
			tmp[k] = rows[j];
			n++;
		}
		memcpy(rows, tmp, (size_t)nrows * sizeof *rows);
		free(tmp);
	}
	if (json)
		summary_print_json(out, &players, &pairs, rows, nrows, sdo,
				   &few);
	else
		summary_print(out, &players, &pairs, rows, nrows, skipped,
			      lines, sdo, &few);
	free(rows);
	free(players.w);
	free(pairs.w);
	cli_free(&args);
	if (util_output_end("analyse", out, tmpname, output) < 0)
		st = 1;
	return st;
}

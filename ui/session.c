/*
 * session.c - the boards of a session and their lines, see session.h.
 */
#include "session.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include "play.h"
#include "model/contract.h"
#include "model/deal.h"
#include "jobs.h"
#include "loader.h"
#include "formats/pbn.h"
#include "formats/source.h"
#include "util/util.h"

/* ---- the boards of the session ------------------------------------------- */

int session_add_board(app *a, const app_board *b)
{
	a->boards = xrealloc(a->boards,
			     (size_t)(a->nboards + 1) * sizeof *a->boards);
	a->boards[a->nboards] = *b;
	return a->nboards++;
}

/* Notes in b->disk[k] what path is now: whole when it holds this board
 * alone, every part of it read. */
static void disk_note(app_board *b, int k, const char *path, int whole)
{
	struct stat st;

	memset(&b->disk[k], 0, sizeof b->disk[k]);
	if (!path || stat(path, &st) < 0 || !S_ISREG(st.st_mode))
		return;
	b->disk[k].known = 1;
	b->disk[k].whole = whole;
	b->disk[k].dev = (unsigned long long)st.st_dev;
	b->disk[k].ino = (unsigned long long)st.st_ino;
	b->disk[k].size = (unsigned long long)st.st_size;
	b->disk[k].sec = (long long)st.st_mtim.tv_sec;
	b->disk[k].nsec = (long long)st.st_mtim.tv_nsec;
}

/* Whether st is a file b->disk noted: 3 as it was and holding this
 * board alone, 1 as it was holding more, 2 changed since; 0 another
 * file. */
static int disk_same(const app_board *b, const struct stat *st)
{
	int k, same = 0;

	for (k = 0; k < 2; k++) {
		if (!b->disk[k].known ||
		    b->disk[k].dev != (unsigned long long)st->st_dev ||
		    b->disk[k].ino != (unsigned long long)st->st_ino)
			continue;
		if (b->disk[k].size != (unsigned long long)st->st_size ||
		    b->disk[k].sec != (long long)st->st_mtim.tv_sec ||
		    b->disk[k].nsec != (long long)st->st_mtim.tv_nsec)
			same = same ? same : 2;
		else
			return b->disk[k].whole ? 3 : 1;
	}
	return same;
}

int session_read_file(app *a, const char *file, FILE *diag)
{
	char *files[1], **msgs;
	source *src;
	record r;
	app_board b;
	char *head = NULL;
	board_tally tally = { 0, 0 };
	int added = 0, n = -1, i, before = a->nboards;
	/* the messages kept for the screen (:errors) as well */
	FILE *tmp = tmpfile(), *out = tmp ? tmp : diag;

	files[0] = xstrdup(file);
	src = source_new(1, files, SOURCE_ANY, out);
	source_keep_all(src);
	record_init(&r);
	while (source_next(src, &r)) {
		if (!board_admit(&r, &head, &tally)) {
			record_clear(&r);
			continue;
		}
		board_from_record(&b, &r, file, out);
		session_add_board(a, &b);
		added++;
		record_init(&r);        /* its tags now belong to the board */
	}
	record_free(&r);
	a->unread += tally.unread + source_skipped(src);
	free(head);
	source_free(src);
	free(files[0]);
	if (added == 0)
		fprintf(out, "ddplay: %s: no board to show\n", file);
	if (tmp) {
		n = loader_read_lines(tmp, &msgs);
		fclose(tmp);
		for (i = 0; i < n; i++) {
			fprintf(diag, "%s\n", msgs[i]);
			app_add_problem(a, msgs[i]);
			free(msgs[i]);
		}
		free(msgs);
	}
	for (i = before; i < a->nboards; i++)
		disk_note(&a->boards[i], 0, file, added == 1 && n == 0 &&
			  tally.nodeal == 0);
	return added;
}

/* "deals.pbn: 1 board not read, 2 problems (:errors)", or without the
 * boards when every one was read (the problems are warnings then). */
static void problems_text(char *text, size_t size, const char *file,
			  int unread, int n)
{
	char boards[64] = "";

	if (unread > 0)
		snprintf(boards, sizeof boards, "%d board%s not read, ",
			 unread, unread == 1 ? "" : "s");
	snprintf(text, size, "%.120s: %s%d problem%s (:errors)", file,
		 boards, n, n == 1 ? "" : "s");
}

void session_say_problems(app *a, int n, const char *file)
{
	char text[300];
	const char *base = strrchr(file, '/');

	if (n <= 0)
		return;
	problems_text(text, sizeof text, base ? base + 1 : file, a->unread,
		      n);
	app_say(a, 1, text);
}

/* ---- showing a board -------------------------------------------------------- */

void session_stash(app *a)
{
	app_board *b;

	if (a->board < 0 || a->board >= a->nboards || !a->g.t.node)
		return;
	b = &a->boards[a->board];
	board_keep_saved(b, a->g.base.strain, game_declarer(&a->g), a->level,
		   b->doubled, &a->g);
	memset(&a->g, 0, sizeof a->g);
}

void session_show(app *a, int i)
{
	app_board *b = &a->boards[i];
	app_contract *c;
	int strain = b->strain, declarer = b->declarer, level = b->level;

	session_stash(a);
	a->board = i;
	a->file = b->file;
	a->sv.table_state = 0;
	a->sv.table_failed = 0;
	a->scr.autoplay = 0;
	a->scr.cursor = 0;
	a->scr.pending_suit = -1;
	a->scr.record_top = 0;
	a->scr.msg[0] = '\0';
	a->scr.msg_while = MSG_STAYS;
	a->sv.course_job = 0;
	a->sv.course_failed = 0;
	a->sv.course_end = 0;
	a->sv.lines_job = 0;
	a->mistake_at = -1;
	if (b->has_table) {
		memcpy(a->sv.table, b->table, sizeof a->sv.table);
		a->sv.table_state = 2;
	}
	if (strain < 0 && b->has_table) {
		contract_best(a->sv.table, 0, 7, &strain, &declarer, &level);
		b->strain = strain;
		b->declarer = declarer;
		b->level = level;
	} else if (strain < 0) {
		/* the best contract first: the table, then the play */
		strain = DD_NOTRUMP;
		declarer = DD_SOUTH;
		a->sv.table_state = 1;
	}
	a->level = level;
	c = board_find_saved(b, strain, declarer);
	if (c && a->sv.table_state != 1) {
		if (c->level > 0 && level <= 0)
			a->level = c->level;
		board_take_saved(b, c, &a->g);
	} else {
		board_new_game(b, &a->g, strain, declarer, level, b->played,
			 b->nplayed);
	}
	a->on_actual = game_on_actual(&a->g);
	if (a->sv.table_state == 1)
		jobs_post_table_now(a);
	else
		jobs_post_scores(a);
}

/* The found best contract of a board shown without one (the table has
 * just come): its game set up in that contract. */
void session_found_contract(app *a)
{
	app_board *b = &a->boards[a->board];
	int strain, declarer, level;
	app_contract *c;

	contract_best(a->sv.table, 0, 7, &strain, &declarer, &level);
	b->strain = strain;
	b->declarer = declarer;
	b->level = level;
	game_free(&a->g);
	c = board_find_saved(b, strain, declarer);
	if (c)
		board_take_saved(b, c, &a->g);
	else
		board_new_game(b, &a->g, strain, declarer, level, NULL, 0);
	a->level = level;
	a->scr.cursor = 0;
	a->on_actual = game_on_actual(&a->g);
}

void session_set_contract(app *a, int strain, int declarer, int level)
{
	app_board *b = &a->boards[a->board];
	app_contract *c;
	dd_card played[52];
	int n = a->g.nplayed, back = 0, kept = 1;
	char text[200], st[4];

	if (level <= 0 && a->sv.table_state == 2)
		level = contract_natural_level(strain,
					       a->sv.table[strain][declarer]);
	memcpy(played, a->g.line, (size_t)n);
	session_stash(a);
	c = board_find_saved(b, strain, declarer);
	if (c) {
		board_take_saved(b, c, &a->g);
		back = a->g.t.nlines;
	} else {
		board_new_game(b, &a->g, strain, declarer, level, played, n);
		kept = a->g.nplayed == n;
	}
	a->g.level = level;
	b->strain = strain;
	b->declarer = declarer;
	b->level = level;
	b->doubled = strain == b->rec.strain && declarer == b->rec.declarer &&
		     level == b->rec.level && b->rec.doubled > 0
		     ? b->rec.doubled : 0;
	a->on_actual = game_on_actual(&a->g);
	a->sv.course_job = 0;
	a->sv.course_failed = 0;
	a->sv.course_end = 0;
	a->sv.lines_job = 0;
	a->level = level;
	a->scr.autoplay = 0;
	if (a->sv.table_state == 1)
		a->sv.table_state = b->has_table ? 2 : 0;
	play_moved(a);
	if (strain == DD_NOTRUMP)
		snprintf(st, sizeof st, "NT");
	else
		snprintf(st, sizeof st, "%c", deal_strain_char(strain));
	if (back)
		snprintf(text, sizeof text, "contract %.*d%s by %s: its %d "
			 "line%s back (:lines)", level > 0, level, st,
			 dd_seat_name(declarer), back, back == 1 ? "" : "s");
	else
		snprintf(text, sizeof text, "contract %.*d%s by %s%s",
			 level > 0, level, st, dd_seat_name(declarer),
			 kept ? "" : ": the cards played do not fit, the play "
				     "starts again");
	app_say(a, !kept, text);
}

void session_new_deal(app *a, const dd_deal *deal, int random)
{
	app_board b;
	dd_position pos;
	dd_error e;

	memset(&pos, 0, sizeof pos);
	pos.deal = *deal;
	pos.strain = DD_NOTRUMP;
	pos.leader = DD_WEST;
	if (dd_replay(&pos, NULL, &e) != DD_OK) {
		app_say(a, 1, e.msg);
		return;
	}
	memset(&b, 0, sizeof b);
	record_init(&b.rec);
	b.rec.has_deal = 1;
	b.rec.deal = *deal;
	b.deal = *deal;
	b.strain = -1;
	b.declarer = -1;
	b.random = random;
	session_show(a, session_add_board(a, &b));
	app_say_while(a, MSG_WHILE_TABLE, "a new deal: finding the best "
		     "contract");
}

void session_load(app *a, const char *path)
{
	char text[300];

	if (a->loading) {
		snprintf(text, sizeof text, "still loading %.150s (Esc gives it "
			 "up)", loader_path(a->loading));
		app_say(a, 1, text);
		return;
	}
	a->loading = loader_start(path);
	if (!a->loading) {
		snprintf(text, sizeof text, "load: %s", strerror(errno));
		app_say(a, 1, text);
		return;
	}
	snprintf(text, sizeof text, "loading %.150s (Esc gives it up)", path);
	app_say_while(a, MSG_WHILE_LOADING, text);
}

void session_load_done(app *a)
{
	app_board *boards;
	char first[300], text[400], path[200], **msgs;
	int before = a->nboards, n, i, nmsgs;
	board_tally tally;

	if (!a->loading || !loader_done(a->loading))
		return;
	snprintf(path, sizeof path, "%s", loader_path(a->loading));
	loader_finish(a->loading, &boards, &n, &tally, &msgs, &nmsgs);
	a->unread += tally.unread;
	a->loading = NULL;
	for (i = 0; i < n; i++)
		session_add_board(a, &boards[i]);
	free(boards);
	for (i = before; i < a->nboards; i++)
		disk_note(&a->boards[i], 0, a->boards[i].file,
			  n == 1 && nmsgs == 0 && tally.nodeal == 0);
	snprintf(first, sizeof first, "%s", nmsgs > 0 ? msgs[0] : "");
	for (i = 0; i < nmsgs; i++) {
		app_add_problem(a, msgs[i]);
		free(msgs[i]);
	}
	free(msgs);
	if (n == 0) {
		/* the reader's message names the file already */
		if (first[0])
			snprintf(text, sizeof text, "load: %.199s",
				 strncmp(first, "ddplay: ", 8) == 0 ? first + 8
								    : first);
		else
			snprintf(text, sizeof text, "load: %.199s: no board in "
				 "it", path);
		app_say(a, 1, text);
		return;
	}
	session_show(a, before);
	if (nmsgs > 0) {
		const char *base = strrchr(path, '/');
		char problems[300];

		problems_text(problems, sizeof problems, base ? base + 1 : path,
			      tally.unread, nmsgs);
		snprintf(text, sizeof text, "%d board%s added; %s", n,
			 n == 1 ? "" : "s", problems);
	} else {
		snprintf(text, sizeof text, "%d board%s from %s added: board "
			 "%d of %d", n, n == 1 ? "" : "s", path, before + 1,
			 a->nboards);
	}
	app_say(a, nmsgs > 0, text);
}

void session_load_cancel(app *a)
{
	char text[300];

	if (!a->loading)
		return;
	snprintf(text, sizeof text, "load of %.150s given up",
		 loader_path(a->loading));
	loader_cancel(a->loading);
	a->loading = NULL;
	app_say(a, 0, text);
}

/* ---- saving ---------------------------------------------------------------- */

/* Whether name ends with suffix, in either case. */
static int ends_with(const char *name, const char *suffix)
{
	size_t n = strlen(name), m = strlen(suffix);

	return n >= m && strcasecmp(name + n - m, suffix) == 0;
}

/* Whether path names the file the board shown was read from. */
static int same_file(const char *path, const char *other)
{
	struct stat s1, s2;

	return other && stat(path, &s1) == 0 && stat(other, &s2) == 0 &&
	       s1.st_dev == s2.st_dev && s1.st_ino == s2.st_ino;
}

/* How many boards came from the same file as board i. */
static int boards_of_file(const app *a, const char *file)
{
	int i, n = 0;

	for (i = 0; i < a->nboards; i++)
		if (a->boards[i].file && file &&
		    strcmp(a->boards[i].file, file) == 0)
			n++;
	return n;
}

/* The lines of board i are saved: none of its contracts counts as not
 * saved any more. */
static void mark_saved(app *a, int i)
{
	app_board *b = &a->boards[i];
	int k;

	if (i == a->board)
		a->g.dirty = 0;
	for (k = 0; k < b->nsaved; k++)
		b->saved[k].g.dirty = 0;
}

/* The lines of board i, every contract's; *contracts: how many
 * contracts have some (the one shown counted always). */
static int board_lines(const app *a, int i, int *contracts)
{
	const app_board *b = &a->boards[i];
	int lines = i == a->board ? a->g.t.nlines : 0, k;

	*contracts = i == a->board;
	for (k = 0; k < b->nsaved; k++)
		if (b->saved[k].g.t.nlines > 0) {
			lines += b->saved[k].g.t.nlines;
			(*contracts)++;
		}
	return lines;
}

/* The status line asks whether to replace path (why: "exists", "changed
 * on disk", "has boards not read"); y runs `:save arg` again, forced. */
static void ask_replace(app *a, const char *path, const char *arg,
			const char *why)
{
	const char *base = strrchr(path, '/');
	char text[300];

	if (strlen(arg) >= sizeof a->scr.confirm_path) {
		snprintf(text, sizeof text, "save: %.150s: %s", path,
			 strerror(ENAMETOOLONG));
		app_say(a, 1, text);
		return;
	}
	snprintf(a->scr.confirm_path, sizeof a->scr.confirm_path, "%s", arg);
	a->scr.confirm = CONFIRM_SAVE;
	/* short enough for 80 columns beside the solver's time */
	snprintf(text, sizeof text, "%.24s %s: replace? (y: yes, n: keep "
		 "it)", base ? base + 1 : path, why);
	app_say(a, 1, text);
}

/* Whether :save of the board shown alone to path may go on: 1, else 0
 * with the question asked (or the refusal said). */
static int save_may_replace(app *a, const char *path, const char *arg,
			    int force)
{
	const app_board *b = &a->boards[a->board];
	char text[300];
	struct stat st;
	int same;

	if (same_file(path, a->file) && boards_of_file(a, a->file) > 1) {
		snprintf(text, sizeof text, "save: %.150s holds the %d boards "
			 "shown: save this one to another file", path,
			 boards_of_file(a, a->file));
		app_say(a, 1, text);
		return 0;
	}
	if (force || stat(path, &st) < 0 || !S_ISREG(st.st_mode))
		return 1;
	same = disk_same(b, &st);
	if (same == 3)
		return 1;
	ask_replace(a, path, arg, same == 2 ? "changed on disk" :
		    same == 1 ? "has boards not read" : "exists");
	return 0;
}

/* A name that says a format ddplay reads but does not write (x.lin, or
 * a link to such a file): 1 after saying so. */
static int refuse_read_only(app *a, const char *path)
{
	char text[300], ro_name[4096];
	const char *base;

	if (!source_read_only_name(path, ro_name, sizeof ro_name))
		return 0;
	base = strrchr(ro_name, '/');
	snprintf(text, sizeof text, "save: %.40s: %s is read, not written: "
		 "save as .pbn (every line kept)", base ? base + 1 : ro_name,
		 source_read_only_format(path));
	app_say(a, 1, text);
	return 1;
}

/* The file st was replaced by board i alone: the other boards last
 * saved to it have lost their lines there, which count as not saved
 * again (else q would quit without asking, and a rescue leave them
 * out). */
static void unsave_others(app *a, int i, const struct stat *st)
{
	int j, k;

	for (j = 0; j < a->nboards; j++) {
		app_board *b = &a->boards[j];

		if (j == i || !b->disk[1].known ||
		    b->disk[1].dev != (unsigned long long)st->st_dev ||
		    b->disk[1].ino != (unsigned long long)st->st_ino)
			continue;
		b->disk[1].known = 0;
		if (j == a->board && a->g.t.nlines > 0)
			a->g.dirty = 1;
		for (k = 0; k < b->nsaved; k++)
			if (b->saved[k].g.t.nlines > 0)
				b->saved[k].g.dirty = 1;
	}
}

/* `:save board FILE`, a quiz's :save and a name not ending in .pbn: the
 * board shown alone, as PBN (pbn) or as the line of its position. */
static void save_board(app *a, const char *path, const char *arg, int pbn,
		       int force)
{
	dd_position pos;
	char line[DEAL_POSITION_SIZE], text[300], *tmp;
	struct stat old;
	int had;
	FILE *f;

	if (refuse_read_only(a, path) || !save_may_replace(a, path, arg, force))
		return;
	had = stat(path, &old) == 0 && S_ISREG(old.st_mode);
	f = util_atomic_open(path, &tmp);
	if (!f) {
		snprintf(text, sizeof text, "save: %.150s: %s", path,
			 util_atomic_why(errno));
		app_say(a, 1, text);
		return;
	}
	if (pbn) {
		if (board_write_one(a, a->board, f) < 0) {
			snprintf(text, sizeof text, "save: %.150s: %s", path,
				 strerror(errno));
			util_atomic_abort(f, tmp);
			app_say(a, 1, text);
			return;
		}
	} else {
		game_position(&a->g, &pos);
		deal_format_position(&pos, line);
		fprintf(f, "%s\n", line);
	}
	if (util_atomic_commit(f, tmp, path) < 0) {
		snprintf(text, sizeof text, "save: %.150s: %s", path,
			 strerror(errno));
		app_say(a, 1, text);
		return;
	}
	disk_note(&a->boards[a->board], 1, path, 1);
	if (had)
		unsave_others(a, a->board, &old);
	if (pbn) {
		/* every contract's lines are written (board_record()) */
		int contracts, lines = board_lines(a, a->board, &contracts);

		mark_saved(a, a->board);
		snprintf(text, sizeof text, "saved to %.150s (PBN: the board "
			 "with %d line%s%s)", path, lines,
			 lines == 1 ? "" : "s", contracts > 1 ?
			 " in its contracts" : "");
	} else {
		snprintf(text, sizeof text, "saved to %.150s (the position "
			 "as a line; .pbn keeps every line)", path);
	}
	app_say(a, 0, text);
}

/* ---- saving every board ---------------------------------------------------- */

/* `:save FILE.pbn` (and `:save`, FILE the file the boards came from):
 * every board of the session to path, as one PBN file.  A file there is
 * replaced without asking only when every game it holds is one of the
 * boards written, unchanged since it was read or saved; else, unless
 * force, the status line asks.  When it is the file boards of the
 * session were read from, as it was read, its games that are no boards
 * are written back in their places. */
static void save_all(app *a, const char *path, const char *arg, int force)
{
	board_rest fr;
	struct stat st;
	int *mine, nmine = 0, changed = 0, exists, i, keep;
	int lines = 0, contracts = 0, c;
	const char *why = NULL;
	char text[300], kept[80] = "", *tmp;
	FILE *f;

	if (refuse_read_only(a, path))
		return;
	memset(&fr, 0, sizeof fr);
	exists = stat(path, &st) == 0 && S_ISREG(st.st_mode);
	mine = xmalloc((size_t)a->nboards * sizeof *mine);
	for (i = 0; i < a->nboards; i++) {
		int same = exists ? disk_same(&a->boards[i], &st) : 0;

		mine[i] = same == 1 || same == 3 ? nmine++ : -1;
		changed |= same == 2;
	}
	if (nmine > 0)
		board_rest_read(path, &fr);
	keep = nmine > 0 && !changed && fr.nboards == nmine;
	if (exists && !force) {
		if (changed)
			why = "changed on disk";
		else if (nmine == 0)
			why = "exists";
		else if (fr.ngames > 0 || fr.lost > 0)
			why = "has boards not read";
		else if (fr.nboards != nmine)
			why = "exists";
	}
	if (why) {
		ask_replace(a, path, arg, why);
		goto out;
	}
	f = util_atomic_open(path, &tmp);
	if (!f) {
		snprintf(text, sizeof text, "save: %.150s: %s", path,
			 util_atomic_why(errno));
		app_say(a, 1, text);
		goto out;
	}
	if ((a->nboards == 1 && !(keep && fr.ngames > 0)
	     ? board_write_one(a, 0, f)
	     : board_write_all(a, f, mine, keep ? &fr : NULL)) < 0) {
		snprintf(text, sizeof text, "save: %.150s: %s", path,
			 strerror(errno));
		util_atomic_abort(f, tmp);
		app_say(a, 1, text);
		goto out;
	}
	if (util_atomic_commit(f, tmp, path) < 0) {
		snprintf(text, sizeof text, "save: %.150s: %s", path,
			 strerror(errno));
		app_say(a, 1, text);
		goto out;
	}
	for (i = 0; i < a->nboards; i++) {
		disk_note(&a->boards[i], 1, path, a->nboards == 1 &&
			  !(keep && fr.ngames > 0));
		lines += board_lines(a, i, &c);
		contracts += c;
		mark_saved(a, i);
	}
	if (keep && fr.ngames > 0)
		snprintf(kept, sizeof kept, ", %d not read kept",
			 fr.ngames);
	if (a->nboards == 1)
		snprintf(text, sizeof text, "saved to %.150s (PBN: the board "
			 "with %d line%s%s%s)", path, lines,
			 lines == 1 ? "" : "s", contracts > 1 ?
			 " in its contracts" : "", kept);
	else
		snprintf(text, sizeof text, "saved to %.150s (PBN: %d boards, "
			 "%d line%s%s)", path, a->nboards, lines,
			 lines == 1 ? "" : "s", kept);
	app_say(a, 0, text);
out:
	board_rest_free(&fr);
	free(mine);
}

/* `:save` without a name: the file every board of the session came
 * from, a PBN file, into out; -1 after saying why there is none. */
static int own_file(app *a, char *out, size_t size)
{
	const char *file = a->boards[a->board].file, *base;
	char text[300];
	int i;

	if (!file) {
		app_say(a, 1, "save: this deal is from no file: :save "
			"FILE.pbn writes every board");
		return -1;
	}
	base = strrchr(file, '/') ? strrchr(file, '/') + 1 : file;
	for (i = 0; i < a->nboards; i++) {
		const app_board *b = &a->boards[i];

		if (!b->file || strcmp(b->file, file) != 0) {
			snprintf(text, sizeof text, "save: board %d is not "
				 "from %.60s: :save FILE.pbn writes every "
				 "board", i + 1, base);
			app_say(a, 1, text);
			return -1;
		}
	}
	if (refuse_read_only(a, file))
		return -1;
	for (i = 0; i < a->nboards; i++)
		if (a->boards[i].rec.format != RECORD_PBN) {
			snprintf(text, sizeof text, "save: %.60s is not PBN: "
				 ":save FILE.pbn writes every board with its "
				 "lines", base);
			app_say(a, 1, text);
			return -1;
		}
	snprintf(out, size, "%s", file);
	return 0;
}

/* Whether path is a pipe (a FIFO): refused, said.  Opened for writing,
 * it would wait, the screen frozen, until some program reads it. */
static int save_pipe(app *a, const char *path)
{
	char text[300];
	struct stat st;

	if (stat(path, &st) < 0 || !S_ISFIFO(st.st_mode))
		return 0;
	snprintf(text, sizeof text, "save: %.150s is a pipe (FIFO): save to "
		 "a file", path);
	app_say(a, 1, text);
	return 1;
}

void session_save(app *a, const char *arg, int force)
{
	const char *path = arg;
	char own[4096];

	if (strncasecmp(arg, "board", 5) == 0 &&
	    (!arg[5] || arg[5] == ' ' || arg[5] == '\t')) {
		/* the board shown alone */
		for (path = arg + 5; *path == ' ' || *path == '\t'; path++)
			;
		if (!*path) {
			app_say(a, 1, "save board: expected a file name");
			return;
		}
		if (save_pipe(a, path))
			return;
		save_board(a, path, arg, ends_with(path, ".pbn"), force);
		return;
	}
	if (!arg[0]) {
		if (own_file(a, own, sizeof own) < 0)
			return;
		path = own;
	}
	if (save_pipe(a, path))
		return;
	if (!ends_with(path, ".pbn")) {
		save_board(a, path, arg, 0, force);
		return;
	}
	if (a->mode == MODE_QUIZ)
		save_board(a, path, arg, 1, force);
	else
		save_all(a, path, arg, force);
}

/* The question q asks. */
#define QUIT_QUESTION "Quit without saving your lines? (y: quit, n: stay)"
/* The columns the status line gives a question at 80 (it takes the whole
 * line, but one column at either end). */
#define QUIT_ROOM 78

void session_quit_question(const app *a, char *text, size_t size)
{
	char list[64] = "", piece[16], more[32] = "";
	int i, n = 0, unsaved = app_unsaved(a), room;

	if (a->nboards <= 1 || unsaved <= 0) {
		snprintf(text, size, "%s", QUIT_QUESTION);
		return;
	}
	/* "Boards 2, 5: " then the question, whole at 80 columns: as many
	 * boards as fit, then "and 4 more" */
	room = QUIT_ROOM - (int)strlen(QUIT_QUESTION) - (int)strlen("Boards : ");
	for (i = 0; i < a->nboards; i++) {
		if (!app_board_unsaved(a, i))
			continue;
		snprintf(piece, sizeof piece, "%s%d", n ? ", " : "", i + 1);
		if (unsaved - n - 1 > 0)
			snprintf(more, sizeof more, " and %d more",
				 unsaved - n - 1);
		else
			more[0] = '\0';
		if ((int)(strlen(list) + strlen(piece) + strlen(more)) > room)
			break;
		strcat(list, piece);
		n++;
	}
	if (n < unsaved)
		snprintf(more, sizeof more, " and %d more", unsaved - n);
	else
		more[0] = '\0';
	snprintf(text, size, "Board%s %s%s: %s", unsaved == 1 ? "" : "s",
		 list, more, QUIT_QUESTION);
}

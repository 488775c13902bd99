/*
 * ui.c - the interactive analyser's main loop: keys and `:` commands
 * turned into requests (request.h) and carried out (actions.h, mode.h,
 * session.h), the solver's results taken in (jobs.h), the screen drawn
 * (frame.c and the views), questions asked before work could be lost.
 */
#include "ui.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "actions.h"
#include "frame.h"
#include "hint.h"
#include "layout.h"
#include "play.h"
#include "screen.h"
#include "app.h"
#include "cmdline.h"
#include "model/deal.h"
#include "jobs.h"
#include "loader.h"
#include "mode.h"
#include "options.h"
#include "request.h"
#include "rescue.h"
#include "session.h"
#include "model/shuffle.h"
#include "term.h"
#include "util/util.h"
#include "view.h"

void ui_write_keys(FILE *f)
{
	fprintf(f, "Keys and commands of the interactive analyser:\n");
	request_write_help(f, -1);
	fprintf(f, "In practice the computer plays the defenders' cards; in "
		"a quiz, play the card\nyou choose, then Enter or n for the "
		"next position.\n");
}

void ui_write_keys_man(FILE *f)
{
	request_write_man(f);
}

void ui_write_keys_markdown(FILE *f)
{
	request_write_markdown(f);
}

/* ---- asking first --------------------------------------------------------- */

/* q, :quit and Ctrl-C: quits at once when every line is saved, else
 * asks; 1 to quit now. */
static int ask_quit(app *a)
{
	char text[200];

	if (app_unsaved(a) == 0 || a->mode == MODE_QUIZ)
		return 1;
	a->scr.confirm = CONFIRM_QUIT;
	session_quit_question(a, text, sizeof text);
	app_say(a, 1, text);
	return 0;
}

/* The answer to the question asked: 1 to quit. */
static int answer(app *a, int ch)
{
	int what = a->scr.confirm, yes = ch == 'y' || ch == 'Y';

	a->scr.confirm = CONFIRM_NONE;
	a->scr.msg[0] = '\0';
	if (what == CONFIRM_QUIT) {
		if (yes)
			return 1;
		a->scr.confirm_signal = 0;
		app_say(a, 0, "not quitting: :save FILE.pbn keeps every line");
	} else if (what == CONFIRM_REVIEW) {
		if (yes)
			practice_review_start(a);
		else
			app_say(a, 0, "practice goes on");
	} else if (what == CONFIRM_SAVE) {
		if (yes)
			session_save(a, a->scr.confirm_path, 1);
		else
			app_say(a, 0, "not saved: the file is kept as it was");
	}
	return 0;
}

/* ---- requests ---------------------------------------------------------------- */

/* Whether a board shown came from a file (the command line's, :load). */
static int board_files(const app *a)
{
	int i;

	for (i = 0; i < a->nboards; i++)
		if (a->boards[i].file)
			return 1;
	return 0;
}

/* Carries out req (from a key, or from a `:` command with its arguments
 * in c); 1 to quit. */
static int run_request(app *a, enum request req, const command *c)
{
	int count = c && c->count > 0 ? c->count : 1;
	char err[300];
	int i;

	/* single dummy stops for any other request (the cursor may move to
	 * read its figures) */
	if (req != REQ_SD && req != REQ_NONE && req != REQ_CURSOR_NEXT &&
	    req != REQ_CURSOR_PREV && req != REQ_SUIT_NEXT &&
	    req != REQ_SUIT_PREV && req != REQ_HELP)
		app_sd_stop(a);
	switch (req) {
	case REQ_NONE:
	case REQ_CARD:
	case REQ_MOUSE:
		return 0;
	case REQ_CURSOR_NEXT:
		ui_cursor(a, 1);
		return 0;
	case REQ_CURSOR_PREV:
		ui_cursor(a, -1);
		return 0;
	case REQ_SUIT_NEXT:
		ui_cursor_suit(a, 1);
		return 0;
	case REQ_SUIT_PREV:
		ui_cursor_suit(a, -1);
		return 0;
	case REQ_PLAY_CURSOR: {
		dd_card legal[13];
		int n = app_legal_cards(a, legal);

		if (a->mode == MODE_QUIZ && a->quiz.state != QUIZ_ASK)
			quiz_next(a);
		else if (a->scr.cursor < n)
			ui_play(a, legal[a->scr.cursor]);
		else
			app_say(a, 1, "no card to play");
		return 0;
	}
	case REQ_BEST:
		ui_play_best(a);
		return 0;
	case REQ_PLAYOUT:
		if (a->g.st.to_play < 0)
			app_say(a, 1, "the deal is over");
		else if (!app_finding_contract(a))
			a->scr.autoplay = AUTOPLAY_ALL;
		return 0;
	case REQ_UNDO:
		ui_undo(a, count);
		return 0;
	case REQ_REDO:
		ui_redo(a, count);
		return 0;
	case REQ_TRICK_BACK:
		ui_trick_step(a, -1);
		return 0;
	case REQ_TRICK_FORWARD:
		ui_trick_step(a, 1);
		return 0;
	case REQ_TRICK:
		ui_goto_trick(a, count);
		return 0;
	case REQ_START:
		ui_start(a);
		return 0;
	case REQ_END:
		ui_end(a);
		return 0;
	case REQ_LINE_NEXT:
		ui_switch_line(a, 1);
		return 0;
	case REQ_LINE_PREV:
		ui_switch_line(a, -1);
		return 0;
	case REQ_LINES:
		ui_lines(a);
		return 0;
	case REQ_LINE:
		ui_goto_line(a, count);
		return 0;
	case REQ_ACTUAL:
		ui_to_actual(a);
		return 0;
	case REQ_MISTAKE_NEXT:
		ui_goto_mistake(a, 1);
		return 0;
	case REQ_MISTAKE_PREV:
		ui_goto_mistake(a, -1);
		return 0;
	case REQ_BOARD_NEXT:
		ui_board_step(a, 1);
		return 0;
	case REQ_BOARD_PREV:
		ui_board_step(a, -1);
		return 0;
	case REQ_QUIZ_NEXT:
		quiz_next(a);
		return 0;
	case REQ_VIEW:
		a->scr.view = (a->scr.view + 1) % VIEW_COUNT;
		return 0;
	case REQ_PANEL:
		screen_panel_key(a);
		return 0;
	case REQ_RECORD:
		screen_record_key(a);
		return 0;
	case REQ_RECORD_DOWN:
		screen_record_scroll(a, 1);
		return 0;
	case REQ_RECORD_UP:
		screen_record_scroll(a, -1);
		return 0;
	case REQ_LEAD:
		screen_lead(a, c ? c->count : COMMAND_LEAD_LAYOUTS);
		return 0;
	case REQ_SD:
		ui_sd(a, c ? c->count : 0);
		return 0;
	case REQ_SESSION:
		if (c && c->count)
			screen_session_sd(a, c->count);
		else
			screen_session(a);
		return 0;
	case REQ_ERRORS:
		if (a->nproblems == 0) {
			/* named as typed, as ":sd: not in practice" is */
			app_say(a, 0, board_files(a) ? ":errors: nothing was "
				"wrong in the files opened" : ":errors: no file "
				"was opened (nothing read, nothing wrong)");
			return 0;
		}
		screen_errors(a);
		return 0;
	case REQ_ANNOTATIONS:
		ui_set_annotations(a, c ? c->count : !a->teach.annotations);
		return 0;
	case REQ_HINT:
		hint_ask(a);
		return 0;
	case REQ_REVIEW:
		practice_review_request(a);
		return 0;
	case REQ_PLAY:
		if (app_finding_contract(a))
			return 0;
		a->scr.autoplay = 0;
		for (i = 0; c && i < c->ncards; i++) {
			char card[DEAL_CARD_SIZE], why[160];

			if (app_computer_seat(a, a->g.st.to_play)) {
				snprintf(err, sizeof err, "the computer plays "
					 "%s's cards",
					 dd_seat_name(a->g.st.to_play));
				app_say(a, 1, err);
				break;
			}
			if (play_card(a, c->cards[i], why, sizeof why) < 0) {
				deal_format_card(c->cards[i], card);
				snprintf(err, sizeof err, "%s: %s", card, why);
				app_say(a, 1, err);
				break;
			}
		}
		play_moved(a);
		return 0;
	case REQ_DEAL:
		session_new_deal(a, &c->deal, 0);
		return 0;
	case REQ_RANDOM: {
		dd_deal deal;

		shuffle_deal(&a->teach.rng, &deal);
		session_new_deal(a, &deal, 1);
		return 0;
	}
	case REQ_CONTRACT:
		session_set_contract(a, c->strain, c->declarer >= 0
				     ? c->declarer : game_declarer(&a->g),
				     c->level);
		return 0;
	case REQ_DECLARER:
		session_set_contract(a, a->g.base.strain, c->declarer,
				     a->level);
		return 0;
	case REQ_STRAIN:
		/* the level of that strain's best contract (the table) */
		session_set_contract(a, c->strain, game_declarer(&a->g), 0);
		return 0;
	case REQ_LOAD:
		session_load(a, c->path);
		return 0;
	case REQ_SAVE:
		session_save(a, c->path, 0);
		return 0;
	case REQ_HIDE:
		ui_set_hidden(a, c->seats);
		return 0;
	case REQ_SHOW:
		ui_set_hidden(a, 0);
		return 0;
	case REQ_HELP:
		a->scr.help = c ? 2 : 1;
		a->scr.help_top = 0;
		return 0;
	case REQ_CMDLINE:
		cmdline_open();
		return 0;
	case REQ_CANCEL:
		return 0;
	case REQ_QUIT:
		return ask_quit(a);
	case REQ_COUNT:
		break;
	}
	return 0;
}

/* A line of the command line; 1 to quit. */
static int run_command(app *a, const char *line)
{
	const request_info *r;
	command c;
	char err[300];

	a->scr.msg[0] = '\0';
	if (request_parse_line(line, &r, &c, err, sizeof err) < 0) {
		app_say(a, 1, err);
		return 0;
	}
	if (!r || !mode_allows(a, r->req, 1))
		return 0;
	return run_request(a, r->req, &c);
}

/* ---- keys ---------------------------------------------------------------------- */

static int suit_of_key(int ch)
{
	switch (ch) {
	case 's': case 'S': return DD_SPADES;
	case 'h': case 'H': return DD_HEARTS;
	case 'd': case 'D': return DD_DIAMONDS;
	case 'c': case 'C': return DD_CLUBS;
	}
	return -1;
}

static int rank_of_key(int ch)
{
	switch (ch) {
	case 'a': case 'A': return 14;
	case 'k': case 'K': return 13;
	case 'q': case 'Q': return 12;
	case 'j': case 'J': return 11;
	case 't': case 'T': case '0': return 10;
	}
	if (ch >= '2' && ch <= '9')
		return ch - '0';
	return -1;
}

/* The one legal card of the seat to play with that rank, or -1 (none,
 * or several: the suit is needed). */
static int only_card_of_rank(const app *a, int rank, int *count)
{
	uint16_t legal[4];
	int suit, found = -1;

	*count = 0;
	if (a->g.st.to_play < 0)
		return -1;
	dd_legal(&a->g.st, legal);
	for (suit = 0; suit < 4; suit++)
		if (legal[suit] & (1u << rank)) {
			found = DD_CARD(suit, rank);
			(*count)++;
		}
	return *count == 1 ? found : -1;
}

/* A key that is no request: a suit letter, a rank alone. */
static void card_key(app *a, int ch)
{
	char text[120];
	int suit = suit_of_key(ch), rank = rank_of_key(ch), card, count;

	if (suit < 0 && rank < 0) {
		if (ch >= 32 && ch < 127) {
			snprintf(text, sizeof text, "unknown key '%c': ? shows "
				 "the keys", ch);
			app_say(a, 1, text);
		}
		return;
	}
	if (a->g.st.to_play < 0) {
		app_say(a, 1, "the deal is over: u takes cards back");
		return;
	}
	if (suit >= 0) {
		a->scr.pending_suit = suit;
		return;
	}
	/* the rank alone: never the queen, whose q quits */
	if (rank == 12) {
		app_say(a, 1, "for a queen type the suit first (h q); q alone "
			     "quits");
		return;
	}
	/* a hand the user cannot see: how many cards of the rank it could
	 * play is not said (none, one or two would tell what it holds), nor
	 * is the one card played */
	if (ui_refuse_computer(a))
		return;
	if (app_hidden(a, a->g.st.to_play)) {
		snprintf(text, sizeof text, "%s's hand is hidden: type the "
			 "suit first (s h d c)", dd_seat_name(a->g.st.to_play));
		app_say(a, 1, text);
		return;
	}
	/* the one card of that rank that can be played */
	card = only_card_of_rank(a, rank, &count);
	if (card >= 0) {
		ui_play(a, (dd_card)card);
		return;
	}
	if (count == 0)
		snprintf(text, sizeof text, "%s has no %c to play",
			 dd_seat_name(a->g.st.to_play), "??23456789TJQKA"[rank]);
	else
		snprintf(text, sizeof text, "%s can play %d cards of that rank: "
			 "type the suit first (s h d c)",
			 dd_seat_name(a->g.st.to_play), count);
	app_say(a, 1, text);
}

/* Handles one key; returns 1 to quit. */
static int handle_key(app *a, int ch)
{
	enum request req;
	int rank;

	if (ch == KEY_RESIZE)
		return 0;
	/* while "terminal too small" is shown: resize and quit only */
	if (layout_too_small()) {
		if (ch == 'q' || a->scr.confirm)
			return a->scr.confirm ? answer(a, ch) : ask_quit(a);
		return 0;
	}
	if (a->scr.confirm) {
		if (ch == KEY_MOUSE) {
			MEVENT ev;

			getmouse(&ev);
		}
		return answer(a, ch);
	}
	if (ch == KEY_MOUSE) {
		MEVENT ev;

		/* a press or a click counts; releases and the rest do not */
		if (getmouse(&ev) != OK ||
		    !(ev.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)))
			return 0;
		if (a->scr.help || a->scr.autoplay || a->teach.hint_play ||
		    a->scr.lines_box || a->scr.lead_box || a->scr.sess_box ||
		    a->scr.errors_box) {
			a->scr.help = 0;
			a->scr.autoplay = 0;
			hint_cancel(a);
			a->scr.lines_box = 0;
			a->scr.errors_box = 0;
			screen_lead_close(a);
			screen_session_close(a);
			return 0;
		}
		a->scr.msg[0] = '\0';
		a->scr.pending_suit = -1;
		ui_click(a, ev.y, ev.x);
		return 0;
	}
	if (a->scr.autoplay == AUTOPLAY_ALL) {
		a->scr.autoplay = 0;
		app_say(a, 0, "play-out stopped");
		return 0;
	}
	a->scr.autoplay = 0;
	hint_cancel(a);
	if (a->scr.help && screen_help_key(a, ch))
		return 0;
	if (a->scr.sess_box && !a->scr.help && screen_session_key(a, ch))
		return 0;
	if (a->scr.errors_box && !a->scr.help && screen_errors_key(a, ch))
		return 0;
	if (a->scr.lines_box && !a->scr.help && screen_lines_key(a, ch))
		return 0;
	/* Any other key closes the box over the board.  : and ? go on to
	 * what they ask as well (the command line; the help, from a box
	 * that is not the help): neither changes the board, and a command
	 * typed at once after a look at a box (:lines, then :line 2) is not
	 * lost, its letters then taken for keys of the board.  Every other
	 * key only closes: a card, a step or a quiz's answer is not made by
	 * a key meant to close. */
	if (a->scr.help || a->scr.lines_box || a->scr.lead_box ||
	    a->scr.sess_box || a->scr.errors_box) {
		int help = a->scr.help;

		a->scr.help = 0;
		a->scr.lines_box = 0;
		a->scr.errors_box = 0;
		screen_lead_close(a);
		screen_session_close(a);
		if (ch != ':' && (ch != '?' || help))
			return 0;
	}
	if (a->scr.msg_while == MSG_STAYS)
		a->scr.msg[0] = '\0';

	if (ch == 27 && a->loading) {
		session_load_cancel(a);
		return 0;
	}
	if (a->scr.pending_suit >= 0) {
		if (ch == 27) {
			a->scr.pending_suit = -1;
			return 0;
		}
		/* after a suit letter, q is the queen */
		rank = rank_of_key(ch);
		if (rank > 0) {
			ui_play(a, DD_CARD(a->scr.pending_suit, rank));
			return 0;
		}
		if (suit_of_key(ch) >= 0) {
			a->scr.pending_suit = suit_of_key(ch);
			return 0;
		}
		a->scr.pending_suit = -1;
		/* any other key: handled as usual below */
	}
	req = request_for_key(a->mode, ch);
	if (req == REQ_NONE) {
		card_key(a, ch);
		return 0;
	}
	if (!mode_allows(a, req, 0))
		return 0;
	return run_request(a, req, NULL);
}

/* ---- the main loop ------------------------------------------------------------ */

/* Whether a job the screen shows without a descriptor to wake us (the
 * lead simulation's box, single dummy, the session's box) is still
 * filling in what is drawn. */
static int jobs_filling(const app *a)
{
	return (a->scr.lead_box && view_lead_running(a)) ||
	       app_sd_running(a) ||
	       (a->scr.sess_box && view_session_running(a));
}

/* For the tests only: with DDPLAY_TEST_LATE_JOBS in the environment, the
 * loop holds on after a frame drawn while a job was filling it, until the
 * jobs end (5 s at most), so that they end between the frame and the wait
 * for input, the interleaving that once left "5 worked out" on the screen
 * for good; t_ui_session_rows makes it certain so. */
static void test_late_jobs(const app *a, int filling)
{
	static int late = -1;
	int i;

	if (late < 0)
		late = getenv("DDPLAY_TEST_LATE_JOBS") != NULL;
	for (i = 0; late && filling && i < 500 && jobs_filling(a); i++)
		usleep(10000);
}

/* Waits for a key, a solver result or a signal; no busy loop: the timeout
 * only keeps the "solving" clock going, and redraws what the jobs of
 * jobs_filling() fill in (filling: what it said before the last frame was
 * drawn).  1 when the terminal has gone (hung up: its reads would fail at
 * once, and the loop would spin), else 0. */
static int wait_input(app *a, int filling)
{
	struct pollfd fds[4];
	int solving = worker_busy(a->sv.w), timeout = solving ? 500 : -1;
	int computer = mode_wait_ms(a);

	/* playing out through scores already known: no wait for the solver */
	if (a->scr.autoplay)
		timeout = solving ? 500 : 20;
	/* the computer's card, after its pause */
	if (computer >= 0 && (timeout < 0 || computer < timeout))
		timeout = computer;
	/* the lead simulation fills in its table as it goes, single dummy
	 * its figures, the session its rows */
	if (filling && (timeout < 0 || timeout > 250))
		timeout = 250;
	fds[0].fd = STDIN_FILENO;
	fds[0].events = POLLIN;
	fds[1].fd = worker_fd(a->sv.w);
	fds[1].events = POLLIN;
	fds[2].fd = term_signal_fd();
	fds[2].events = POLLIN;
	fds[3].fd = a->loading ? loader_fd(a->loading) : -1;
	fds[3].events = POLLIN;
	if (poll(fds, 4, timeout) < 0) {
		if (errno != EINTR)
			usleep(100000);         /* should not happen; do not spin */
		return 0;
	}
	return (fds[0].revents & (POLLHUP | POLLERR | POLLNVAL)) != 0;
}

/* Ctrl-C: cancels the line typed at the prompt; at the board, quits as
 * q does (asking when lines are not saved; a second Ctrl-C then quits).
 * 1 to quit. */
static int interrupt(app *a)
{
	if (cmdline_active()) {
		cmdline_cancel();
		return 0;
	}
	if (a->loading) {
		session_load_cancel(a);
		return 0;
	}
	a->scr.confirm_signal = SIGINT;
	if (a->scr.confirm == CONFIRM_QUIT)
		return 1;
	a->scr.confirm = CONFIRM_NONE;
	return ask_quit(a);
}

int ui_main(int argc, char **argv)
{
	app a;
	int status, sig = 0, quit = 0;
	char rescued[1024] = "";
	int rescue = 1;         /* 0 written, -1 failed, 1 not needed */
	int rescue_errno = 0;

	memset(&a, 0, sizeof a);
	a.scr.pending_suit = -1;
	a.scr.panel = -1;
	a.board = -1;
	status = options_parse(&a, argc, argv);
	if (status != 0 || a.nboards == 0) {
		board_free_all(a.boards, a.nboards);
		app_free_problems(&a);
		return status ? status : 1;
	}
	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
		fprintf(stderr, "ddplay: the interactive analyser needs a "
			"terminal (for the batch commands see 'ddplay "
			"--help')\n");
		board_free_all(a.boards, a.nboards);
		app_free_problems(&a);
		return 2;
	}
	a.sv.w = worker_new();
	if (!a.sv.w) {
		fprintf(stderr, "ddplay: cannot start the solver: %s\n",
			strerror(errno));
		board_free_all(a.boards, a.nboards);
		app_free_problems(&a);
		return 1;
	}
	worker_set_threads(a.sv.w, a.sv.threads);
	if (term_open() < 0) {
		worker_free(a.sv.w);
		app_sd_free(&a);
		board_free_all(a.boards, a.nboards);
		app_free_problems(&a);
		return 2;
	}
	cmdline_init(request_command_names());
	a.teach.annotations = 1;
	if (a.mode == MODE_QUIZ) {
		mode_enter(&a, MODE_QUIZ);
	} else {
		session_show(&a, 0);
		mode_enter(&a, a.mode);
	}
	/* the boards skipped were said on standard error, which the
	 * screen now hides */
	if (a.nproblems > 0 && a.file)
		session_say_problems(&a, a.nproblems, a.file);
	while (!quit) {
		int ch, filling;

		sig = term_pending_signal();
		if (sig == SIGINT) {
			sig = 0;
			quit = interrupt(&a);
			continue;
		}
		if (sig)
			break;
		session_load_done(&a);
		/* before the frame: the view's rows are its boards' */
		screen_session_boards_changed(&a);
		if (jobs_take(&a) == JOBS_CONTRACT_TABLE) {
			session_found_contract(&a);
			jobs_post_scores(&a);
		}
		ui_step_autoplay(&a);
		mode_idle(&a);
		jobs_idle(&a);
		ui_settle_cursor(&a);
		app_expire_message(&a);
		/* Asked before the frame is drawn, not after: a job that ends
		 * between the two (the session's last board) would otherwise
		 * say "done" to wait_input() while the frame shows it not
		 * done, and with nothing else to wake it the loop would wait
		 * for a key with that frame on the screen.  Asked first, a job
		 * done here is drawn done; one running gets a redraw. */
		filling = jobs_filling(&a);
		frame_draw(&a, &a.scr.hits);
		test_late_jobs(&a, filling);
		ch = getch();
		if (ch != ERR && cmdline_active()) {
			char *line;

			if (ch == KEY_MOUSE) {
				MEVENT ev;

				getmouse(&ev);  /* not for the prompt */
			} else if (cmdline_key(ch, &line)) {
				quit = run_command(&a, line);
				free(line);
			}
			continue;
		}
		if (ch != ERR) {
			quit = handle_key(&a, ch);
			continue;
		}
		if (wait_input(&a, filling)) {
			/* the terminal hung up without a SIGHUP reaching us
			 * (a shell that traps it, nohup): as a SIGHUP, the
			 * lines not saved rescued below */
			sig = SIGHUP;
			break;
		}
	}
	/* Killed with lines not saved: they go to a file at once, before
	 * anything below that waits for another thread (the loader, the
	 * session's jobs, the solver: the single-dummy jobs run at the
	 * lowest priority, and on a loaded machine their threads may take
	 * seconds to be scheduled and end) or writes to a terminal that
	 * may be gone.  The stop signals are still caught here: the same
	 * signal again (a hung-up terminal sends SIGHUP once more when its
	 * shell ends) cannot end the process first.  The lines read are
	 * the main thread's: no job writes them. */
	if (sig && app_unsaved(&a) > 0) {
		rescue = rescue_lines(&a, rescued, sizeof rescued);
		rescue_errno = errno;
	}
	session_load_cancel(&a);
	screen_session_free(&a);
	cmdline_end();
	term_close();
	/* term_close() left the stop signals caught-and-ignored after a
	 * kill (term_reraise() ends the process below); these make sure */
	if (sig) {
		signal(SIGHUP, SIG_IGN);
		signal(SIGTERM, SIG_IGN);
		signal(SIGINT, SIG_IGN);
	}
	if (rescue == 0)
		fprintf(stderr, "ddplay: the lines not saved are in %s\n",
			rescued);
	else if (rescue < 0)
		fprintf(stderr, "ddplay: the lines not saved could not be "
			"written (%s): %s\n", rescued, strerror(rescue_errno));
	worker_free(a.sv.w);
	/* the single-dummy jobs (:sd, the review's) stopped and freed */
	app_sd_free(&a);
	session_stash(&a);
	board_free_all(a.boards, a.nboards);
	app_free_problems(&a);
	/* quit by Ctrl-C: the status of an interrupted program (130) */
	if (!sig && a.scr.confirm_signal)
		sig = a.scr.confirm_signal;
	if (sig)
		term_reraise(sig);
	return 0;
}

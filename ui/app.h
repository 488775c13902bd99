/*
 * app.h - the state of the interactive analyser and its questions (app.c),
 * the bottom layer of ui/ (docs/architecture.md): no curses.  Every layer
 * above reads it: the views (view.h) only read it; the requests, the
 * modes, the boards and their lines, the solver's jobs and the main loop
 * change it.
 */
#ifndef APP_H
#define APP_H

#include <stddef.h>

#include "dd.h"
#include "formats/audit.h"
#include "model/game.h"
#include "model/record.h"
#include "model/shuffle.h"
#include "model/worker.h"
#include "sim/auction.h"

/* The positions whose single-dummy figures are kept. */
#define APP_SD_KEEP 32

/* A contract of a board with the lines played in it, kept while the
 * board is shown in another contract or another board is shown. */
typedef struct {
	int strain, declarer, level, doubled;
	game g;                       /* owned */
} app_contract;

/* One board of a file, or the deal given on the command line.  rec is
 * the board as read (its name, dealer, vulnerability, contract, result,
 * actual play and tags, which :save writes back); the other fields are
 * how it is played here, the contract changed by the user included. */
typedef struct {
	record rec;                   /* owned (its tags) */
	dd_deal deal;
	int strain, declarer, level;  /* -1/-1/0: find the best contract */
	int doubled;                  /* 0, 1 doubled, 2 redoubled */
	int nplayed;                  /* the cards played when it opens */
	dd_card played[52];
	int nactual;                  /* the actual play, 0 when none */
	dd_card actual[52];
	int has_table;                /* table[][] known (computed once) */
	int table[5][4];
	/* The lines of the contracts not shown (the one shown is in the
	 * app's g while the board is shown). */
	app_contract *saved;          /* owned */
	int nsaved;
	char *file;                   /* owned: the file it came from */
	int random;                   /* a random deal: n deals another */
	/* The file this board was read from ([0]) and the one it was last
	 * saved to ([1]), as they were then (session.c): :save replaces
	 * one without asking only while it is still so and held this board
	 * alone. */
	struct {
		int known, whole;
		unsigned long long dev, ino, size;
		long long sec, nsec;
	} disk[2];
} app_board;

/* What the analyser is for: looking at boards (the default), practising
 * declarer play against the computer's defence, or a find-the-card quiz. */
enum { MODE_ANALYSE, MODE_PRACTICE, MODE_QUIZ, MODE_REVIEW, MODE_COUNT };

/* A question waiting for y (anything else says no). */
enum { CONFIRM_NONE, CONFIRM_QUIT, CONFIRM_REVIEW, CONFIRM_SAVE };

/* A message that stands only while a state lasts. */
enum { MSG_STAYS, MSG_WHILE_SOLVING, MSG_WHILE_TABLE, MSG_WHILE_COURSE,
       MSG_WHILE_LOADING };

/* Where a quiz stands: looking for a position (solving along a board's
 * play), asking, answered (waiting for the next), over. */
enum { QUIZ_SEARCH, QUIZ_ASK, QUIZ_ANSWERED, QUIZ_OVER };

/* Best cards played as soon as they are known: none, to the end of the
 * deal (o), one (b before the scores were known). */
enum { AUTOPLAY_OFF, AUTOPLAY_ALL, AUTOPLAY_ONE };

/* What the number beside a card says. */
enum { VIEW_TOTAL, VIEW_SIDE, VIEW_CONTRACT, VIEW_COUNT };

/* Where the cards were drawn, for the mouse: one cell a card shown. */
typedef struct {
	int n;
	struct {
		int y, x, w;
		dd_card card;
	} cell[52];
} app_hits;

/* The solver's side of the analyser (jobs.c): the worker thread, the job
 * in flight, the 20-result table and the background jobs. */
typedef struct {
	worker *w;              /* owned */
	int threads;            /* --threads, 0 when not given */
	unsigned job;           /* id of the job last posted, 0 none */
	int job_kind;
	double job_start;       /* when it was posted */
	/* The 20-result table: 0 not known, 1 computing it for the contract
	 * (no play meanwhile), 2 known, 3 computing it in the background
	 * (once the scores of the current position are known). */
	int table_state;
	int table[5][4];
	int table_failed;       /* the background table failed: no retry */
	unsigned lines_job;     /* solving the end of a line, 0 none */
	double last_seconds;    /* time the last result took */
	int failed;             /* the solver failed on this position */
	/* The course of the actual play, solved in the background when
	 * the solver has nothing else to do: the id of the job solving a
	 * position of it (0 none), and whether the solver failed on it. */
	unsigned course_job;
	int course_failed;
	int course_end;         /* the position after its last card, where
				 * the play stops short (a claim), posted */
	/* Pondering (jobs.c): the job solving a position after a card of
	 * node ponder_node, 0 none; node + 1 of a position whose children
	 * failed (not pondered again), 0 none. */
	unsigned ponder_job;
	int ponder_node;
	int ponder_failed;
} app_solver;

/* What the screen shows beside the deal: the cursor, the boxes over the
 * board, the message and the question of the status line, the panel. */
typedef struct {
	int cursor;             /* index into the legal cards, display order */
	int cursor_moved;       /* the user moved it in this position */
	int pending_suit;       /* suit typed, waiting for the rank; -1 */
	int help;               /* the help shown: 1 keys, 2 commands */
	int help_top;           /* its first row shown */
	char msg[200];          /* a message for the status line */
	int msg_error;
	int msg_while;          /* MSG_*: when it clears itself */
	int confirm;            /* CONFIRM_*: a question asked */
	int confirm_signal;     /* the quit asked about came from Ctrl-C */
	char confirm_path[4096]; /* CONFIRM_SAVE: the file to replace */
	int lines_box;          /* the list of lines shown over the board */
	int lines_top;          /* its first row shown; -1: the one that
				 * shows the current line */
	int errors_box;         /* the readers' problems shown (:errors) */
	int errors_top;         /* their first row shown */
	int lead_box;           /* the lead simulation shown (:lead) */
	int sess_box;           /* the session shown (:session) */
	int review_box;         /* the review is shown over the board */
	int view;               /* VIEW_* */
	int panel;              /* table and tricks: -1 auto, 0 hidden, 1 shown */
	int panel_page;         /* the side panel: 0 the table and the
				 * tricks, 1 the board's record, 2 its
				 * commentary */
	int record_prev_panel;  /* panel before screen_record_key() */
	int record_top;         /* the commentary's first line shown */
	int autoplay;           /* AUTOPLAY_*: best cards played as solved */
	app_hits hits;        /* filled by frame_draw() */
} app_screen;

/* Teaching (docs/ui.md): hands hidden (bit s: seat s), and whether the
 * solver's judgements are shown (scores beside the cards, the
 * double-dummy result, what a card did); the computer's play in
 * practice. */
typedef struct {
	unsigned hidden;
	int annotations;
	shuffle_rng rng;        /* the computer's choices, the quiz's deals */
	int slack;              /* practice: the computer's cards within
				 * slack tricks of the best (0 or 1) */
	double pause;           /* practice: seconds before its card */
	double moved_at;        /* when the position last changed */
	int hints;              /* practice: hints asked (and b used) */
	/* practice (hint.h): the single-dummy figures of the position of
	 * the last g or b, NULL none; b waiting for them (or the scores)
	 * to play its card; g's hint number waiting for them to be said
	 * again with them, 0 none */
	struct sdjob *hint_sd;
	int hint_play;
	int hint_say;
} app_teach;

/* The layouts a position of the review's single-dummy figures and of the
 * practice's hints (hint.h): APP_REVIEW_SD_LAYOUTS, fewer for the
 * terminal tests with DDPLAY_TEST_REVIEW_LAYOUTS (docs/testing.md). */
long app_sd_layouts(void);

/* The review's single-dummy figures (teachmode.c): a job a decision of
 * declarer's side (card k of the play, where more than one card could be
 * played), solved one after the other over `layouts` layouts of `seed`,
 * while the review is shown; next: the card looked at next.  Where the
 * card is worse than the best, the check analyse --sd makes before it
 * calls it an error (the best card first, then the card: a guess kept
 * open is no error), on the same layouts, before the next decision:
 * check[k] its job (fusionjob.h), checked[k] set once it was started (or
 * could not be: the error stands). */
#define APP_REVIEW_SD_LAYOUTS 40
typedef struct {
	struct sdjob *job[52];
	struct fusionjob *check[52];
	unsigned char checked[52];
	int next;
	uint64_t seed;
	long layouts;
} app_review_sd;

/* A quiz: how many positions, answered, right; where it stands; the card
 * count from which to look for a position on this board, and the scores
 * of the position asked. */
typedef struct {
	int count, done, right, state, from;
	int misses;             /* boards in a row without a position */
	game_scores scores;
	char text[200];         /* the question or the verdict */
} app_quiz;

typedef struct {
	app_board *boards;      /* owned */
	int nboards, board;     /* the boards, the one shown */
	int unread;             /* boards of the files opened not read */
	const char *file;       /* the file of the board shown, or NULL */
	struct loader *loading; /* :load reading its file (loader.h) */
	/* What the readers said of the files opened, a message each
	 * ("FILE:LINE: board B: reason": a board skipped), owned. */
	char **problems;
	int nproblems;

	game g;                 /* the board shown: deal, contract, lines */
	int level;              /* contract level for the results, 0 unknown */
	int mode;               /* MODE_* (mode.h) */
	int mistake_at;         /* where m or M last stopped, -1 elsewhere */
	int on_actual;          /* the line followed the actual play */

	struct leadjob *lead;   /* the lead simulation (leadjob.h), or NULL */
	unsigned long long lead_seed;   /* its layouts' seed */
	char lead_brief[200];   /* its constraints short: "auction: N Pass,
				 * S 1D" (app_auction_specs()), "" none */
	/* Single dummy (:sd, sdjob.h): the jobs of the positions asked,
	 * the oldest first, each kept with its figures for its position
	 * on its board (sd_board: two boards of a match may share a deal
	 * and a contract, not their auctions); at most one runs (the
	 * last). */
	struct sdjob *sd[APP_SD_KEEP];
	int sd_board[APP_SD_KEEP];
	int nsd;
	struct sessionjob *sess;        /* the session's boards worked out
					 * (sessionjob.h), or NULL; kept
					 * while its box is closed */
	int sess_nboards;               /* the boards it was started on */
	int sess_cursor;                /* the board chosen in it */
	long tries;                     /* --tries: layouts tried at the
					 * most by :sd, x and the review's
					 * figures; 0: 20,000,000 */

	app_solver sv;
	app_screen scr;
	app_teach teach;
	app_quiz quiz;
	app_review_sd rsd;
} app;

/* ---- the state's questions and messages (app.c) ------------------------ */

/* A message for the status line; error: shown as one.  app_say_while: it
 * clears itself once the state it speaks of has passed (MSG_*). */
void app_say(app *a, int error, const char *text);
void app_say_while(app *a, int until, const char *text);

/* Keeps a reader's message (a->problems); frees them all. */
void app_add_problem(app *a, const char *text);
void app_free_problems(app *a);

/* Clears a message whose state has passed. */
void app_expire_message(app *a);

/* While the best contract is being found (no play meanwhile): 1 after
 * saying so. */
int app_finding_contract(app *a);

/* While the level of a contract given without one (it plays at the
 * level its double-dummy result makes) is not known yet: 1 after saying
 * so.  The figures that need it (:sd, x) wait for it. */
int app_finding_level(app *a);

/* Whether the boards have lines not saved: how many boards; whether
 * board i has. */
int app_unsaved(const app *a);
int app_board_unsaved(const app *a, int i);

/* The list of lines of the board shown (:lines), as text: a line each. */
void app_lines_text(const app *a, char *out, size_t size);

/* Whether the cards of seat are hidden. */
int app_hidden(const app *a, int seat);

/* Whether the solver's judgements may be shown: the annotations are on,
 * and no card they could name is hidden (checked by the callers for the
 * cards they name). */
int app_annotations(const app *a);

/* Whether the user may choose a card now (not while a quiz looks for a
 * position) and turn the annotations on (not before a quiz question is
 * answered). */
int app_may_choose(const app *a);
int app_may_annotate(const app *a);

/* Whether seat is a defender's in practice: the computer plays it. */
int app_computer_seat(const app *a, int seat);

/* How far the course of the actual play is known: the positions along
 * it whose scores are known, from the start without a gap (every card of
 * the play has its mark once this is g.nactual). */
int app_course_known(const app *a);

/* The legal cards of the seat to play, in the order they are shown
 * (suit by suit, spades first, high to low); the count. */
int app_legal_cards(const app *a, dd_card out[13]);

/* The contract level the results are measured against: the one given or
 * found with the table, else the level the double-dummy result made when
 * first known, else the one the current result makes (at least 1). */
int app_level(const app *a);

/* Whether the board shown has an auction in its file (one that
 * app_auction_specs() may still be unable to use). */
int app_has_auction(const app *a);

/* What the board's auction says of the hands (src/sim/auction.h), for the
 * layouts of :sd and :lead: 1 with the auction read in board (NULL: not
 * wanted), each hand's constraint in spec[seat]
 * ("" none) and the calls used in used ("1NT by North (hcp 15-17,
 * balanced); not used: ..."), 0 when the board has no auction it can
 * use (none, one it cannot read, or the contract shown is another:
 * app_other_contract()).  The calls of the seats in the bit mask seen (hands the layouts
 * keep as they are) are said not used, for the reason why_seen.  brief
 * (NULL: not wanted) gets the calls used alone, for where the specs do
 * not fit: "auction: N Pass 1H, S 1D". */
/* Whether the contract shown (:contract, :declarer, :strain) is another
 * than the board's recorded one: the title says both, and the board's
 * auction is not used. */
int app_other_contract(const app *a);

#define APP_SPEC_SIZE 640
#define APP_BRIEF_SIZE 200
int app_auction_specs(const app *a, auction *board,
		      char spec[4][APP_SPEC_SIZE], unsigned seen,
		      const char *why_seen, char *used, size_t size,
		      char *brief, size_t bsize);

/* The single-dummy job of the position shown, on the board shown
 * (sdjob.h), or NULL. */
struct sdjob *app_sd_here(const app *a);

/* Stops the single-dummy job running, if any (its figures are kept). */
void app_sd_stop(app *a);

/* Whether a single-dummy job is still solving. */
int app_sd_running(const app *a);

/* Keeps job j (moved in) as the newest, in place of the one of the
 * position shown (freed); the oldest freed when full. */
void app_sd_keep(app *a, struct sdjob *j);

/* Frees every single-dummy job (the review's, with its checks, and the
 * hints' too). */
void app_sd_free(app *a);

/* What card k of the actual play (actual 1) or of the line (0) did:
 * "West played ♥5: gave 1 trick (right: ♥K ♥Q)", "... (a best card)",
 * or "West played ♥5" while the position before it is not solved. */
void app_card_text(const app *a, int actual, int k, char *out,
		   size_t size);

/* The record of the board shown checked (audit.h): Result against the
 * play or its claim, the claim against double dummy (once the position
 * after the last recorded card is solved in the recorded contract), the
 * contract against the auction.  The warnings' count. */
int app_audit(const app *a, audit *out);

#endif

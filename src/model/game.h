/*
 * game.h - one board being played through interactively: the deal and
 * contract, the cards played so far with the ones taken back (for redo),
 * and the double-dummy scores found for the positions along that line.
 *
 * A board read from a file may come with its actual play (the cards the
 * players played, as recorded).  The game keeps it apart from the line
 * being played, with the scores of the positions along it, so that the
 * user can try other cards and come back to it: the scores of a position
 * serve both lines while they agree.  From those scores comes what each
 * card did to the double-dummy result (game_card_delta()), as in the
 * course that `ddplay trace` prints.
 *
 * No I/O and no curses: the interactive analyser (ui/) draws a game and
 * feeds it the user's cards; the solving happens elsewhere (worker.h) and
 * its results are handed in with game_store_scores().
 */
#ifndef GAME_H
#define GAME_H

#include <stddef.h>

#include "dd.h"
#include "tree.h"

/* The scores of one position: every legal card of the seat to play, with
 * the tricks the side to play takes from there on (as dd_score_cards). */
typedef struct {
	int valid;
	int count;
	dd_card_score card[13];
	double seconds;         /* how long the solver took */
} game_scores;

#define GAME_AHEAD 32            /* two positions' children and more */

typedef struct {
	dd_position base;       /* deal, strain, leader; base.nplayed is 0 */
	int level;              /* contract level 1..7, 0 when not known */
	/* Every line played (tree.h), owned, and the scores found for its
	 * positions, by node (ns[node], ns_cap of them). */
	tree t;
	game_scores *ns;
	int ns_cap;
	int cur;                /* the node of the current position */
	/* The current line: the path from the start through the current
	 * position to the end of the line last followed from it.  line[]
	 * holds its nline cards, path[] its nodes (path[0] the start);
	 * the first nplayed cards are played. */
	dd_card line[52];
	int nline;
	int path[53];
	int nplayed;
	dd_state st;            /* where line[0..nplayed) leads */
	/* The scores found so far for a position still being solved
	 * (partial.valid set, partial.count cards), and that position. */
	game_scores partial;
	dd_position partial_pos;
	/* The actual play: nactual cards (0: none), the nodes along it
	 * (actual_path[0] the start), its last node (-1 when none). */
	dd_card actual[52];
	int nactual;
	int actual_path[53];
	int actual_end;
	int alt;                /* the node left for the actual play, -1 */
	int dirty;              /* positions the user made, not saved yet */
	/* Scores found ahead (pondering) for positions one card past a
	 * node, not in the tree yet: the node, the card and the scores,
	 * GAME_AHEAD of them at most, the oldest replaced first (next).
	 * Playing that card takes its scores from here. */
	struct {
		int node;       /* -1: a free slot */
		dd_card card;
		game_scores s;
	} ahead[GAME_AHEAD];
	int ahead_next;
} game;

/* A trick of the play: its leader, the cards played to it (in playing
 * order, ncards of them) and its winner (-1 while it is not complete). */
typedef struct {
	int leader;
	int ncards;
	dd_card card[4];
	int winner;
} game_trick;

/* Sets up a game (g not initialised: game_free() it when done) and plays
 * the given cards.  Returns 0, or -1 with the engine's message in err (a
 * bad deal, an illegal card); g must be freed all the same. */
int game_init(game *g, const dd_deal *deal, int strain, int declarer,
	      int level, const dd_card *played, int nplayed, char *err,
	      size_t errsize);

/* Plays card for the seat to play: 0, or -1 with the reason in err
 * ("East must follow suit in clubs"). */
int game_play(game *g, dd_card card, char *err, size_t errsize);

void game_free(game *g);
/* dst (not initialised) becomes a copy of src. */
void game_copy(game *dst, const game *src);

/* Takes back the last card / plays again the next card of the current
 * line: 1 when done, 0 when there was nothing to take back or replay. */
int game_undo(game *g);
int game_redo(game *g);

/* The current position (the cards played so far). */
void game_position(const game *g, dd_position *pos);

int game_declarer(const game *g);
/* 0 North-South, 1 East-West. */
int game_declarer_side(const game *g);

/* The scores of the current position, or NULL when not known yet. */
const game_scores *game_current_scores(const game *g);

/* Stores the scores of pos: a position of the tree, or one card past
 * one (pondering: kept until that card is played, GAME_AHEAD of them);
 * returns 1 when stored, 0 when pos is not from this game or too far
 * from its tree. */
int game_store_scores(game *g, const dd_position *pos,
		      const dd_card_score *card, int count, double seconds);

/* Whether the scores of the position after card (a legal card of the
 * current position) are known: in the tree or found ahead. */
int game_child_known(const game *g, dd_card card);

/* The legal cards of the current position into out, suit by suit
 * (spades first), high to low: how many (0 when the play is over). */
int game_legal_cards(const game *g, dd_card out[13]);

/* Pondering: the next of legal[0..n) (legal cards of the current
 * position) whose child position is not known yet, most likely first:
 * the best cards by the current scores, then legal[cursor] (cursor -1:
 * none), then the others in their order.  1 with *card set; 0 when the
 * current scores are not known or every child is. */
int game_ponder_next(const game *g, const dd_card *legal, int n, int cursor,
		     dd_card *card);

/* Keeps the scores found so far for pos (as they come from the solver,
 * before all are known); they are shown only while pos is the current
 * position and its whole scores are not known.  Returns 1 when kept. */
int game_store_partial(game *g, const dd_position *pos,
		       const dd_card_score *card, int count);

/* The scores found so far for the current position, or NULL (none, or
 * the whole scores are known: game_current_scores()). */
const game_scores *game_partial_scores(const game *g);

/* The tricks of the cards played so far, the one in progress included
 * (ncards < 4, winner -1); returns how many. */
int game_tricks(const game *g, game_trick out[13]);

/* The same for the first n cards of the line (played or taken back). */
int game_line_tricks(const game *g, int n, game_trick out[13]);

/* ---- the actual play ---------------------------------------------------- */

/* Sets the actual play (n cards from the opening lead; n 0: none).  When
 * the line agrees with it, the line becomes the actual play, the cards
 * played staying played.  Returns 0, or -1 (nothing changed) when the
 * cards are not a legal play of the deal. */
int game_set_actual(game *g, const dd_card *cards, int n);

/* How many cards the line shares with the actual play from the start:
 * where the line leaves it (nline, or nactual, when it does not). */
int game_actual_common(const game *g);

/* 1 when the line follows the actual play (it may go on after the end
 * of the actual play), 0 when it has left it or there is none. */
int game_on_actual(const game *g);

/* Back to the actual play: the line left is kept to come back to, and
 * the position is where the line left the actual play, or earlier when
 * the cards played are fewer.  On the actual play already, with a line
 * kept: back to that line, at the card where it was.  Returns 1 when the
 * actual play was taken up, 2 when the line kept was, 0 when nothing
 * changed (no actual play, or on it with no other line kept). */
int game_to_actual(game *g);

/* Goes to n cards played along the line (n <= nline): 1, 0 when bad. */
int game_goto(game *g, int n);

/* The seat that plays card k (0 based) of the actual play (actual 1) or
 * of the line (actual 0); -1 when k is out of range. */
int game_card_seat(const game *g, int actual, int k);

/* What card k of the actual play (actual 1) or of the line (actual 0)
 * did to declarer's side's double-dummy total (its total after the card
 * minus before it: -n cost declarer's side n tricks, +n a defender gave
 * them n, 0 kept it).  1 with *delta when the scores of the position
 * before the card are known, 0 when not (nothing is guessed). */
int game_card_delta(const game *g, int actual, int k, int *delta);

/* The scores of the position before card k of the actual play or of the
 * line, or NULL when not known. */
const game_scores *game_scores_before(const game *g, int actual, int k);

/* Declarer's side's double-dummy total at the end of the actual play
 * (its tricks won by then, and the rest played perfectly), when the
 * position after its last card is solved (its own tricks when the play
 * is complete); -1 when not known or there is no actual play. */
int game_actual_end_total(const game *g);

/* ---- the lines ------------------------------------------------------------ */

/* The number of the current line (the one the current position is on,
 * as last followed), 0 when no card has been played in any line. */
int game_line_id(const game *g);

/* How many lines part at the position before card k of the current line
 * (1 when the line goes straight on; more at a branch point). */
int game_branches_at(const game *g, int k);

/* Goes to the end of line l: 1, 0 when there is no such line. */
int game_goto_line(game *g, int l);

/* At the nearest branch point at or before the current position (the
 * last position along the current line, up to here, where several lines
 * part), switches to the next (dir 1) or previous (-1) line parting
 * there, at the same card when that line is long enough, else at its
 * end.  Returns the new line's number, 0 when there is no branch point. */
int game_switch_line(game *g, int dir);

/* Declarer's side's double-dummy total at the end of line l (its last
 * position), when known: 1 and *total, else 0. */
int game_line_result(const game *g, int l, int *total);

/* The position at the end of line l (into *pos): 0, -1 when none. */
int game_line_end(const game *g, int l, dd_position *pos);

/* Whether the line kept by game_to_actual() is there to go back to. */
int game_has_alt(const game *g);

/* The lines as text, one a row: "N PARENT FROM CARD...", where the cards
 * are those after the first FROM, which line N has in common with line
 * PARENT (0 0 for a line from the start); rows in the order of the
 * numbers.  Into out (NUL-terminated, cut when size is short); the
 * length it needs. */
size_t game_format_lines(const game *g, char *out, size_t size);

/* Adds the lines of such a text to g (its actual play set first, if
 * any): 0, or -1 with the reason in err ("line 3: HA: East must follow
 * suit in spades").  The lines read are not counted as unsaved. */
int game_read_lines(game *g, const char *text, char *err, size_t errsize);

/* The seat that wins the four cards t[] led by leader in strain. */
int game_trick_winner(const dd_card t[4], int leader, int strain);

/* Declarer's side's total at the end of the deal, given the tricks the
 * side to play takes from the current position on. */
int game_declarer_total(const game *g, int side_to_play_tricks);

/* The best score among the current scores (tricks for the side to play),
 * or -1 when the scores are not known. */
int game_best_score(const game *g);

#endif

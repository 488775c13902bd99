/*
 * deal.h - the text forms of deals, strains, seats, cards and positions.
 *
 * Parsing here is only about syntax: "N:AKQ.. ..." becomes a dd_deal,
 * "HA" a dd_card.  Whether the result makes sense (thirteen cards a hand,
 * no card twice, legal play) is for dd_replay() in the engine to say.
 *
 * Every parser returns 0 on success and -1 on failure; on failure it
 * writes a one-line message (no trailing newline) into err, cut to errsize
 * bytes.  err may be NULL when the message is not wanted.
 */
#ifndef DEAL_H
#define DEAL_H

#include <stddef.h>
#include <stdint.h>

#include "dd.h"

/* Room for the text forms below, the final NUL included.  The sizes allow
 * for any dd_deal, even one that the engine would reject (52 cards in one
 * hand), so that formatting never overflows. */
#define DEAL_HAND_SIZE     56   /* "AKQJ.T98.765.432" */
#define DEAL_TEXT_SIZE     232  /* "N:AKQJ.T98.765.432 ..." */
#define DEAL_CARD_SIZE     3    /* "HA" */
#define DEAL_PLAYED_SIZE   160  /* "CT C4 CA ..." or "-" */
#define DEAL_POSITION_SIZE 400  /* deal|strain|leader|played */
#define DEAL_ERR_SIZE      160  /* a parse error message */

/* A PBN deal: "N:hand hand hand hand", the first seat any of N E S W, each
 * hand "spades.hearts.diamonds.clubs", ranks AKQJT98765432 in any order and
 * either case, "10" also accepted for T, a void empty. */
int deal_parse(const char *text, dd_deal *deal, char *err, size_t errsize);

/* A strain: S H D C or N (also NT), either case. */
int deal_parse_strain(const char *text, int *strain, char *err,
		      size_t errsize);

/* A seat: N E S W, either case.  what names the field in the message
 * ("leader"). */
int deal_parse_seat(const char *text, int *seat, const char *what,
		    char *err, size_t errsize);

/* A card: suit letter then rank, "HA", "c10", "DT". */
int deal_parse_card(const char *text, dd_card *card, char *err,
		    size_t errsize);

/* Played cards: cards separated by spaces, or "-" (or nothing) for none.
 * At most 52; *count receives how many. */
int deal_parse_played(const char *text, dd_card played[52], int *count,
		      char *err, size_t errsize);

/* A position line "deal|strain|leader|played", fields after the fourth
 * ignored.  Space around the fields is ignored too. */
int deal_parse_position(const char *line, dd_position *pos, char *err,
			size_t errsize);

/* Room for a piece of input quoted in a message by deal_quote(). */
#define DEAL_QUOTE_MAX  40
#define DEAL_QUOTE_SIZE (DEAL_QUOTE_MAX + 4)

/* Writes the n bytes at s into out (outsize bytes, at least 4) for
 * quoting in a message: cut to DEAL_QUOTE_MAX characters with "..."
 * after, unprintable bytes as '?'. */
void deal_quote(const char *s, size_t n, char *out, size_t outsize);

/* The characters of ranks, suits/strains and seats: 'A' for 14, 'S' for
 * DD_SPADES, 'N' for DD_NOTRUMP, 'W' for DD_WEST.  '?' when out of range. */
char deal_rank_char(int rank);
char deal_strain_char(int strain);
/* The rank of the card written at s[*i] (n bytes in all): 2..14 for 2..9,
 * T, J, Q, K, A (either case), or "10" (*i then moved to its '0'); 0 when
 * none. */
int deal_rank_at(const char *s, size_t n, size_t *i);
char deal_seat_char(int seat);

/* The ranks of a holding high to low: "AQT2", "" for a void. */
void deal_format_holding(uint16_t holding, char out[14]);

/* A hand "AKQJ.T98.765.432". */
void deal_format_hand(const uint16_t hand[4], char out[DEAL_HAND_SIZE]);

/* A deal, always North first: "N:north east south west". */
void deal_format(const dd_deal *deal, char out[DEAL_TEXT_SIZE]);

/* A card: "HA". */
void deal_format_card(dd_card card, char out[DEAL_CARD_SIZE]);

/* Played cards "CT C4 CA", or "-" when count is 0. */
void deal_format_played(const dd_card *played, int count,
			char out[DEAL_PLAYED_SIZE]);

/* A whole position "deal|strain|leader|played" in the forms above. */
void deal_format_position(const dd_position *pos,
			  char out[DEAL_POSITION_SIZE]);

#endif

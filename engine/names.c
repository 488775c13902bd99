/*
 * names.c - the names of seats, suits, ranks and statuses used in the
 * engine's messages (dd.h).
 */
#include "dd.h"

static const char *const seat_names[4] = { "North", "East", "South", "West" };
static const char *const suit_names[5] = { "spades", "hearts", "diamonds", "clubs", "notrump" };

const char *dd_seat_name(int seat) { return seat >= 0 && seat < 4 ? seat_names[seat] : "?"; }
const char *dd_suit_name(int suit) { return suit >= 0 && suit < 5 ? suit_names[suit] : "?"; }
char dd_seat_letter(int seat) { return seat >= 0 && seat < 4 ? "NESW"[seat] : '?'; }
char dd_strain_letter(int strain) { return strain >= 0 && strain < 5 ? "SHDCN"[strain] : '?'; }
char dd_rank_char(int rank) { return rank >= 2 && rank <= 14 ? "23456789TJQKA"[rank - 2] : '?'; }

const char *dd_status_text(dd_status code)
{
	switch (code) {
	case DD_OK: return "no error";
	case DD_CANCELLED: return "search cancelled";
	case DD_ERR_CARD_COUNT: return "wrong number of cards";
	case DD_ERR_DUPLICATE: return "card in two hands";
	case DD_ERR_NOT_HELD: return "card not in the player's hand";
	case DD_ERR_REVOKE: return "did not follow suit";
	case DD_ERR_RANGE: return "value out of range";
	case DD_ERR_NO_MEMORY: return "out of memory";
	case DD_ERR_FINISHED: return "the deal is finished";
	}
	return "unknown status";
}

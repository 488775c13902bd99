/*
 * contract.c - the contract a side would bid, see contract.h.
 */
#include "contract.h"

#include "dd.h"
#include "par.h"

int contract_natural_level(int strain, int tricks)
{
	int game_level = strain == DD_NOTRUMP ? 3
			 : strain <= DD_HEARTS ? 4 : 5;
	int level = tricks - 6;

	if (level < 1)
		return 0;
	if (level > game_level && level < 6)
		level = game_level;
	return level;
}

int contract_best(const int tricks[5][4], unsigned seats, int min_tricks,
		  int *strain, int *declarer, int *level)
{
	static const int ORDER[5] = { DD_NOTRUMP, DD_SPADES, DD_HEARTS,
				      DD_DIAMONDS, DD_CLUBS };
	int i, s, d, best = 0, found = 0;

	if (!seats) {
		int most[2] = { 0, 0 }, side;

		for (s = 0; s < 5; s++)
			for (d = 0; d < 4; d++)
				if (tricks[s][d] > most[d & 1])
					most[d & 1] = tricks[s][d];
		side = most[1] > most[0];
		seats = side ? (1u << DD_EAST | 1u << DD_WEST)
			     : (1u << DD_NORTH | 1u << DD_SOUTH);
	}
	*strain = DD_NOTRUMP;
	*declarer = (seats >> DD_SOUTH) & 1 ? DD_SOUTH
		    : (seats >> DD_EAST) & 1 ? DD_EAST
		    : (seats >> DD_NORTH) & 1 ? DD_NORTH : DD_WEST;
	*level = 1;
	for (i = 0; i < 5; i++) {
		s = ORDER[i];
		for (d = 0; d < 4; d++) {
			int lv, sc;

			if (!((seats >> d) & 1))
				continue;
			lv = contract_natural_level(s, tricks[s][d]);
			if (lv < 1 || tricks[s][d] < min_tricks)
				continue;
			sc = par_score_contract(lv, s, 0, 0, tricks[s][d]);
			if (!found || sc > best) {
				found = 1;
				best = sc;
				*strain = s;
				*declarer = d;
				*level = lv;
			}
		}
	}
	return found;
}

const char *contract_side_name(int side)
{
	return side ? "East-West" : "North-South";
}

const char *contract_strain_name(int strain)
{
	static const char *const names[5] = {
		"Spades", "Hearts", "Diamonds", "Clubs", "Notrump"
	};

	return strain >= 0 && strain < 5 ? names[strain] : "?";
}

/*
 * contract.h - the contract a side would bid, from a double-dummy table:
 * the level a side bids with the tricks it takes, and the contract that
 * scores most (the scores are par.h's).
 */
#ifndef CONTRACT_H
#define CONTRACT_H

/* The level a side bids in strain when it takes tricks: the tricks made,
 * but no higher than game unless a slam makes (4S with 11 tricks, not
 * 5S); 0 when it takes fewer than 7. */
int contract_natural_level(int strain, int tricks);

/* The contract a player would bid from the table tricks[strain][declarer]:
 * of the declarers allowed (bit 1 << seat in seats) and the contracts
 * that take at least min_tricks (7 or more), the one at its natural level
 * that scores most for declarer's side, not vulnerable (4S over 5D when
 * both make 11); of equal scores notrump first, then the majors, then
 * the minors.  With seats 0: the side that takes the most tricks in some
 * strain, either of its seats.  Returns 1; 0 when no contract takes
 * min_tricks (then 1NT by the first seat allowed). */
int contract_best(const int tricks[5][4], unsigned seats, int min_tricks,
		  int *strain, int *declarer, int *level);

/* "North-South", "East-West" for side 0, 1. */
const char *contract_side_name(int side);

/* "Spades" ... "Clubs", "Notrump" for strain 0 to 4 (DD_SPADES...). */
const char *contract_strain_name(int strain);

#endif

/*
 * par.h - the par of a deal: the result when both sides bid as well as
 * they can, everyone knowing the double-dummy table; and the duplicate
 * score of any contract.
 *
 * Par here is the dealer-aware par of DDS (its DealerPar function): the
 * auction starts with the dealer and goes round the table; every result is
 * the double-dummy one from the table; a contract that fails is doubled, one
 * that makes is left undoubled.  In that auction:
 *
 *   - The side with the highest makable contract, by bidding rank, is the
 *     side that scores plus: it can bid that contract, and anything the
 *     other side bids over it fails.  When both sides can make the same
 *     highest contract, it goes to the side of the first player, counting
 *     from the dealer, who can make it: that player bids it first.
 *   - That side bids the contract that scores most for it, counting the
 *     other side's best sacrifice against each of its candidates: the
 *     other side outbids a contract when going down doubled costs less than
 *     letting it make.  A sacrifice is the lowest contract of a strain that
 *     outbids it; in the same strain, a player who comes before every
 *     declarer of the contract (from the dealer) may bid it first at the
 *     same level, the others must go one higher.
 *   - The par score is the better of: the best contract no sacrifice can
 *     profitably outbid, and the best penalty from a sacrifice against a
 *     contract that one does outbid (the highest such contract, in
 *     practice).  Passed out (0) when neither side makes anything.
 *
 * The par contracts listed are, when the par is a made contract, each
 * strain's contract giving the par score, at the lowest level that keeps
 * both that score (game or slam bonus included) and safety from
 * sacrifices, with the extra tricks as overtricks: "3N+1" when 4N would
 * score the same and 3N is still safe.  When the par is a sacrifice, they
 * are the other side's cheapest sacrifices in each strain, doubled, with
 * their undertricks.  Declarers are the seats that take the most tricks in
 * that strain; a sacrifice in the strain of the outbid contract names only
 * the seats that can bid it at the level listed.
 *
 * On every double-dummy table of a real deal tried (see tests/unit_par.c
 * and docs/par.md) this gives the score and contracts of DDS 2.9
 * DealerPar.  On tables no deal can give (both sides making seven in the
 * same strain) DDS takes a shortcut that ddplay does not: ddplay's score
 * is always the value of the auction above, which the tests check by
 * searching every auction.
 */
#ifndef PAR_H
#define PAR_H

#include <stddef.h>

/* At most one par contract a strain. */
#define PAR_MAX_CONTRACTS 5

/* Room for the text forms below, the final NUL included. */
#define PAR_SCORE_SIZE     16   /* "EW -1100" */
#define PAR_CONTRACTS_SIZE 64   /* "NS 3N+1; NS 5C=", five at most */

typedef struct {
	int level;        /* 1..7 */
	int strain;       /* DD_SPADES..DD_NOTRUMP */
	int doubled;      /* 0 when it makes, 1 for a doubled sacrifice */
	int seats;        /* the declarers: bit 1 << seat for each */
	int overtricks;   /* tricks over the contract when it makes */
	int undertricks;  /* tricks short for a sacrifice */
} par_contract;

typedef struct {
	int score;        /* North-South's score: 620, -300; 0 passed out */
	int side;         /* the par contracts' side: 0 North-South,
			   * 1 East-West, -1 passed out */
	int ncontracts;   /* 0 when passed out */
	par_contract contract[PAR_MAX_CONTRACTS];   /* by level, then
						     * strain from clubs up */
} par_result;

/* The duplicate score of a contract for declarer's side: level 1..7,
 * strain DD_SPADES..DD_NOTRUMP, doubled 0 (undoubled), 1 (doubled) or 2
 * (redoubled), whether declarer's side is vulnerable, and the tricks
 * declarer took (0..13).  Positive when it makes (4S with 10 tricks not
 * vulnerable: 420), negative when it fails (4Hx two down vulnerable:
 * -500). */
int par_score_contract(int level, int strain, int doubled, int vulnerable,
		       int tricks_taken);

/* The par of the double-dummy table tricks[strain][declarer] (strains and
 * seats as in dd.h, each 0..13), dealer a seat, vul one of VUL_NONE,
 * VUL_NS, VUL_EW, VUL_ALL (record.h).  0; or -1 when an argument is out of
 * range, *out then being a passed-out result. */
int par_compute(const int tricks[5][4], int dealer, int vul, par_result *out);

/* The par score as BridgeComposer writes the [OptimumScore] tag: the side
 * of the par contracts and its score, "NS 620", "EW 620", "EW -300" (an
 * East-West sacrifice), "NS 0" when passed out.  Cut to size bytes. */
void par_format_score(const par_result *p, char *out, size_t size);

/* The par contracts as BridgeComposer writes the [ParContract] tag: each
 * the seats ("NS", "EW", or one seat "N" when only that one makes it), a
 * space, level, strain (N for notrump), X when doubled, then "=" made
 * exactly, "+1" overtricks or "-2" undertricks; several separated by "; ":
 * "NS 4S=", "N 3N+2", "EW 5DX-2", "NS 3N=; NS 5C=".  "Pass" when passed
 * out.  Cut to size bytes. */
void par_format_contracts(const par_result *p, char *out, size_t size);

#endif

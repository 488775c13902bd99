#!/bin/sh
# A board's auction that sd does not use (a call it cannot read, an
# auction of another contract, one no layout fits) is said at the line of
# its calls, as a bad card of the play is said at its own line: it was
# said at the board's first line.  The calls after the tag, on the tag's
# own line, after a comment line; and a LIN board's at its first mb|.
. "$(dirname "$0")/lib.sh"

U=tests/data/analyse-sd-unlucky.pbn
# sd_line FILE: the line of sd's notice about FILE's auction
sd_says() {
	"$DDPLAY" sd --deals 3 --seed 1 --card 6 --tries 2000 "$1" > /dev/null 2> "$TMP/err"
	grep 'its auction is not used' "$TMP/err" | head -n 1
}
# (the calls at line 9, after [Auction "S"] at line 8)
sed 's/^1NT Pass 3NT Pass$/1NT 1C 3NT Pass/' "$U" > "$TMP/bad.pbn"
got=$(sd_says "$TMP/bad.pbn")
[ "$got" = "$TMP/bad.pbn:9: board 1: its auction is not used: call 2, '1C': 1C is not above 1NT" ] ||
	fail "a bad call: '$got'"
sed 's/^1NT Pass 3NT Pass$/1NT Pass 4S Pass/' "$U" > "$TMP/other.pbn"
got=$(sd_says "$TMP/other.pbn")
[ "$got" = "$TMP/other.pbn:9: board 1: its auction is not used: it ends in 4S by North, the contract is 3NT by South" ] ||
	fail "an auction of another contract: '$got'"
sed 's/^1NT Pass 3NT Pass$/1NT X 3NT Pass/' "$U" > "$TMP/tight.pbn"
got=$(sd_says "$TMP/tight.pbn")
case $got in
"$TMP/tight.pbn:9: board 1: no layout of the 2000 tried fits the constraints"*) ;;
*) fail "an auction no layout fits: '$got'" ;;
esac
# the calls on the tag's own line (8); after a comment of two lines (11)
awk '/^\[Auction/ { printf "%s 1NT 1C 3NT Pass\n", $0; getline; next } { print }' "$U" > "$TMP/same.pbn"
got=$(sd_says "$TMP/same.pbn")
[ "$got" = "$TMP/same.pbn:8: board 1: its auction is not used: call 2, '1C': 1C is not above 1NT" ] ||
	fail "the calls on the tag's line: '$got'"
awk '/^1NT Pass 3NT Pass$/ { print "{ the bidding"; print "  as the director wrote it }"; print "% a note"; print "1NT 1C 3NT Pass"; next } { print }' "$U" > "$TMP/note.pbn"
got=$(sd_says "$TMP/note.pbn")
[ "$got" = "$TMP/note.pbn:12: board 1: its auction is not used: call 2, '1C': 1C is not above 1NT" ] ||
	fail "the calls after a comment: '$got'"
echo "the auction not used said at the line of its calls"

#!/bin/sh
# A board's auction that sd does not use (a call it cannot read, an
# auction of another contract, a call no layout fits) is said at the line of
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
# (West's double of 1NT, 15+ where West can hold 11: that call alone
# left out, said at the auction's line)
sed 's/^1NT Pass 3NT Pass$/1NT X 3NT Pass/' "$U" > "$TMP/tight.pbn"
"$DDPLAY" sd --deals 3 --seed 1 --card 6 --tries 2000 "$TMP/tight.pbn" > /dev/null 2> "$TMP/err"
got=$(grep 'is not used' "$TMP/err" | head -n 1)
case $got in
"$TMP/tight.pbn:9: board 1: X by West (hcp 15+) is not used: "*) ;;
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
# a word that is no call, on the auction's second line: said when the
# board is read, at its own line, and the auction not used (the calls
# after it went to the wrong hands: '1C Pass 1S Pass / 2Z Pass 3NT Pass'
# was read as an auction ending in 3NT by East)
printf '1NT Pass\n2Z Pass 3NT Pass\nPass Pass\n' > "$TMP/calls"
awk -v f="$TMP/calls" '/^1NT Pass 3NT Pass$/ { while ((getline l < f) > 0) print l; next } /^Pass Pass$/ && !done { done = 1; next } { print }' "$U" > "$TMP/word.pbn"
"$DDPLAY" table "$TMP/word.pbn" > /dev/null 2> "$TMP/werr"
grep -qx "$TMP/word.pbn:10: board 1: '2Z' in the auction is not a call (1C-7NT, Pass, X, XX, AP)" "$TMP/werr" ||
	fail "a word that is no call, when read: $(cat "$TMP/werr")"
got=$(sd_says "$TMP/word.pbn")
[ "$got" = "$TMP/word.pbn:10: board 1: its auction is not used: '2Z' in it is not a call" ] ||
	fail "a word that is no call, in sd: '$got'"
# an illegal call on a later line of the auction: said at its own line,
# not at the auction's first (it was: line 9 for a 1C on line 10)
printf '1NT Pass\n1C Pass 3NT Pass\nPass Pass\n' > "$TMP/calls"
awk -v f="$TMP/calls" '/^1NT Pass 3NT Pass$/ { while ((getline l < f) > 0) print l; next } /^Pass Pass$/ && !done { done = 1; next } { print }' "$U" > "$TMP/later.pbn"
got=$(sd_says "$TMP/later.pbn")
[ "$got" = "$TMP/later.pbn:10: board 1: its auction is not used: call 3, '1C': 1C is not above 1NT" ] ||
	fail "an illegal call on the auction's second line: '$got'"
# a double of partner's bid three lines down, after a comment line and
# calls on the tag's own line: its line, 12
printf '1NT\n{ North thinks }\nPass 3NT Pass\nX Pass Pass Pass\n' > "$TMP/calls"
awk -v f="$TMP/calls" '/^\[Auction/ { printf "%s Pass\n", $0; next } /^1NT Pass 3NT Pass$/ { while ((getline l < f) > 0) print l; next } /^Pass Pass$/ && !done { done = 1; next } { print }' "$U" |
	sed 's/^\[Dealer "S"\]/[Dealer "E"]/; s/^\[Auction "S"\]/[Auction "E"]/' > "$TMP/dbl.pbn"
got=$(sd_says "$TMP/dbl.pbn")
[ "$got" = "$TMP/dbl.pbn:12: board 1: its auction is not used: call 6, 'X': a double needs an opponent's bid, not yet doubled, before it" ] ||
	fail "a double of partner's bid on the auction's fourth line: '$got' ($(sed -n 8,13p "$TMP/dbl.pbn"))"
echo "the auction not used said at the line of its calls"

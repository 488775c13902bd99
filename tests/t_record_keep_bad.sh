#!/bin/sh
# A board whose record cannot be read whole is kept with what can be read
# (src/model/record.h: flaw, play_cut; docs/formats.md, "What a board
# keeps when part of its record is bad"): a bad Vulnerable, Dealer or
# Result (LIN's sv|) is said at its line and leaves that field unknown,
# the contract and play analysed; a play that breaks a rule (a revoke, a
# word that is no card) is analysed up to the card before it, the
# contract and result kept, the whole play written back; a LIN auction
# that is not legal is read without the call, as PBN's Auction is warned
# about beside its Contract; a LIN claim out of range is left out, the
# board kept.  analyse, analyse --summary and sd --card answer those
# boards and the good ones around them; nothing crashes.
. "$(dirname "$0")/lib.sh"

D=tests/data/keep

# analyse FILE: its output in $TMP/out, its messages in $TMP/err; exit
# status 1 (a problem was said), never a crash.
analyse() {
	"$DDPLAY" analyse "$@" > "$TMP/out" 2> "$TMP/err"
	status=$?
	[ $status -eq 1 ] || fail "analyse $*: exit status $status, expected 1: $(cat "$TMP/err")"
}
has() {
	grep -qxF -- "$1" "$TMP/out" || fail "$2: no line '$1' in: $(cat "$TMP/out")"
}
said() {
	grep -qxF -- "$1" "$TMP/err" || fail "$2: not said '$1': $(cat "$TMP/err")"
}

# 1. A bad Vulnerable: said at its line; board 1's 44 cards of 3NT
# analysed, the warning under the result.
analyse "$D/badvul.pbn"
said "$D/badvul.pbn:12: board 1: bad Vulnerable 'Nobody': expected None, NS, EW or All" "badvul"
has "Board 1: 3NT by North" "badvul"
has "Result: 10 tricks, made with an overtrick (claimed)." "badvul"
has "Warning: bad Vulnerable 'Nobody': expected None, NS, EW or All: the vulnerability is not known." "badvul"
has "  trick  1  East   ♠Q  gave 1 trick    right: ♣K ♣J ♣7 ♣3" "badvul"
has "Double-dummy after the last card recorded: 10 tricks, made with an overtrick." "badvul"
has "Board 2: 4S by South" "badvul: the good board after it"
[ "$(grep -c '^Board ' "$TMP/out")" = 2 ] || fail "badvul: not two boards: $(cat "$TMP/out")"
"$DDPLAY" trace --lines "$D/badvul.pbn" 2> /dev/null | head -n 1 |
	awk -F'|' '{ exit split($4, c, " ") != 44 }' ||
	fail "badvul: trace does not give board 1's 44 cards"

# 2. A bad Result: no result, the play analysed.
analyse "$D/badresult.pbn"
said "$D/badresult.pbn:17: board 1: bad Result 'ten': expected declarer's tricks, 0 to 13" "badresult"
has "Board 1: 3NT by North" "badresult"
has "Warning: bad Result 'ten': expected declarer's tricks, 0 to 13: the result is not known." "badresult"
has "Double-dummy after the last card recorded: 10 tricks, made with an overtrick." "badresult"
grep -q "^Result: 10" "$TMP/out" && fail "badresult: a result from a Result tag that says none"

# 3. A bad Dealer: the Auction tag names its own first seat, the play
# analysed.
analyse "$D/baddealer.pbn"
said "$D/baddealer.pbn:11: board 1: bad Dealer 'North': expected N, E, S or W" "baddealer"
has "Board 1: 3NT by North" "baddealer"
has "Warning: bad Dealer 'North': expected N, E, S or W: the dealer is not known." "baddealer"
has "Double-dummy after the last card recorded: 10 tricks, made with an overtrick." "baddealer"

# The same without a seat in its Auction tag: the auction's seats not
# known, nothing checked against it; the play analysed all the same.
analyse "$D/nodealer.pbn"
has "Board 1: 3NT by North" "nodealer"
has "Double-dummy after the last card recorded: 10 tricks, made with an overtrick." "nodealer"
grep -q "auction" "$TMP/out" && fail "nodealer: an auction of seats not known checked: $(cat "$TMP/out")"

# 4. A revoke: the contract and result kept, the first trick and the
# lead to the second analysed; the reason under the result; the good
# boards around it answered.
analyse "$D/revoke.pbn"
said "$D/revoke.pbn:28: board 4: trick 2: East must follow suit in diamonds" "revoke"
said "$D/revoke.pbn:61: board 8: Play: '♠X' is not a card" "revoke: no card"
has "Board 4: 3NT by North" "revoke"
has "Result: 9 tricks, made (claimed)." "revoke"
has "Warning: trick 2: East must follow suit in diamonds: the play stops before it (5 of 8 cards)." "revoke"
has "Warning: the auction is not legal: 1S (call 3) is not above 1NT." "revoke: board 6"
for b in 1 4 6 8; do
	grep -q "^Board $b: " "$TMP/out" || fail "revoke: board $b not answered: $(cat "$TMP/out")"
done
# (the claim, made after cards not analysed, is not checked against the
# position after the fifth)
awk '/^Board 4:/,/^$/' "$TMP/out" | grep -q "claim of" &&
	fail "revoke: board 4's claim checked at the card before the revoke"
"$DDPLAY" trace --lines "$D/revoke.pbn" 2> /dev/null | awk -F'|' 'NR == 2 { print $4 }' > "$TMP/prefix"
[ "$(cat "$TMP/prefix")" = "SQ S6 S2 SA D3" ] || fail "revoke: trace plays '$(cat "$TMP/prefix")'"
# The whole play written back, as recorded (table --pbn, as :save).
"$DDPLAY" table --pbn "$D/revoke.pbn" > "$TMP/revoke.pbn" 2> /dev/null
awk '/^\[Board "4"\]/,/^$/' "$TMP/revoke.pbn" | grep -qx "H2 DQ D2 D3" ||
	fail "revoke: the cards after the revoke not written back"
awk '/^\[Board "8"\]/,/^$/' "$TMP/revoke.pbn" | grep -qx "♠X ♠6 ♠2 ♠A" ||
	fail "revoke: board 8's play not written back as read"

# 5. The summary lists them, with their warnings.
"$DDPLAY" analyse --summary "$D/revoke.pbn" "$D/badvul.pbn" > "$TMP/sum" 2> "$TMP/err"
[ $? -eq 1 ] || fail "summary: exit status, expected 1"
grep -q "^Board 4   3NT by North" "$TMP/sum" || fail "summary: board 4 left out: $(cat "$TMP/sum")"
grep -q "warning: trick 2: East must follow suit in diamonds: the play stops before it" "$TMP/sum" ||
	fail "summary: board 4's warning"
grep -q "warning: bad Vulnerable 'Nobody'" "$TMP/sum" || fail "summary: badvul's warning"

# 6. sd --card: board 4 up to its fifth card; a card past it reported.
"$DDPLAY" sd --card 5 --deals 4 --seed 1 "$D/revoke.pbn" > "$TMP/sd" 2> "$TMP/err"
grep -q "^Board 4$" "$TMP/sd" || fail "sd --card 5: board 4 left out: $(cat "$TMP/sd" "$TMP/err")"
grep -q "^N:.*|N|E|SQ S6 S2 SA D3$" "$TMP/sd" || fail "sd --card 5: board 4's position"
"$DDPLAY" sd --card 6 --deals 4 --seed 1 "$D/revoke.pbn" > "$TMP/sd" 2> "$TMP/err"
grep -q "^Board 4$" "$TMP/sd" && fail "sd --card 6: board 4 past its legal cards"
grep -q "board 4: " "$TMP/err" || fail "sd --card 6: board 4 not said"

# 7. LIN: sv|, an insufficient bid, a revoke, mc|14|, an impossible
# claim: every board with a deal answered (Open 3's deal of 51 cards is
# not).
analyse "$D/badsv.lin"
said "$D/badsv.lin:1: board 4: sv: 'q' is not a vulnerability (o, n, e or b)" "badsv"
has "Board 4: 3NT by North" "badsv"
has "Warning: sv: 'q' is not a vulnerability (o, n, e or b): the vulnerability is not known." "badsv"
analyse "$D/multi.lin"
said "$D/multi.lin:4: Open 4: mb: '1S' does not outbid 1NT" "multi"
said "$D/multi.lin:5: Open 5: trick 2: East must follow suit in diamonds" "multi"
said "$D/multi.lin:6: Open 6: mc: '14' is not a number of tricks (0 to 13)" "multi"
said "$D/multi.lin:3: Open 3: North holds 12 cards" "multi"
for b in 1 2 4 5 6 7; do
	grep -q "^Open $b: " "$TMP/out" || fail "multi: Open $b not answered: $(cat "$TMP/out")"
done
grep -q "^Open 3: " "$TMP/out" && fail "multi: Open 3's bad deal analysed"
has "Open 4: 1NT by North" "multi: the auction without the 1S"
has "Warning: mb: '1S' does not outbid 1NT: the auction is read without it." "multi"
has "Warning: trick 2: East must follow suit in diamonds: the play stops before it (5 of 16 cards)." "multi"
has "Warning: mc: '14' is not a number of tricks (0 to 13): the claim is left out." "multi"
has "Warning: mc: a claim of 12 tricks in all, but the defenders have won 2 already: the claim left out." "multi"
# Written as PBN: Open 5's sixteen cards, Open 4's auction as recorded;
# read back, the same boards traced the same.
"$DDPLAY" table --pbn "$D/multi.lin" > "$TMP/multi.pbn" 2> /dev/null
awk '/^\[Board "5"\]/,/^$/' "$TMP/multi.pbn" | grep -qx "C3 C6 CQ C2" ||
	fail "multi: Open 5's play not written whole"
awk '/^\[Board "4"\]/,/^$/' "$TMP/multi.pbn" | grep -qx "1NT Pass 1S Pass" ||
	fail "multi: Open 4's auction not written as recorded"
"$DDPLAY" trace --lines "$D/multi.lin" > "$TMP/lin.trace" 2> /dev/null
"$DDPLAY" trace --lines "$TMP/multi.pbn" > "$TMP/pbn.trace" 2> /dev/null
compare "$TMP/lin.trace" "$TMP/pbn.trace" "multi.lin traced as LIN and as the PBN written"

# 8. An auction without its closing passes: said only when its last bid
# is not the contract recorded.
"$DDPLAY" analyse "$D/auction.pbn" > "$TMP/out" 2> "$TMP/err" ||
	fail "auction: $(cat "$TMP/err")"
awk '/^Board 4:/,/^$/' "$TMP/out" | grep -q "auction" &&
	fail "auction: board 4's auction ends in its contract: $(cat "$TMP/out")"
has "Warning: the auction recorded stops after 4 calls, at 2NT by North; the contract recorded is 3NT by North." "auction"
exit 0

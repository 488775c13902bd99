#!/bin/sh
# A board's record checked against itself and double dummy (issue 20,
# item 4; src/formats/audit.c): analyse and analyse --summary say when
# Result disagrees with a complete play, the summary then scores the board
# from the play and says so; a claim past double dummy, a concession of a
# trick that could not be lost, and a declarer the auction does not give
# are marked; an opening lead by a seat other than declarer's left is
# read, its play kept as recorded (written back unchanged) but not
# analysed.  Warnings only: every board is still analysed.
. "$(dirname "$0")/lib.sh"

# A complete play (the first walk of the reference), Result 3: the play
# gives 7.
head -n 1 "$REF/walks-200.txt" | awk -f tests/lines2pbn.awk |
	sed 's/^\[Declarer "S"\]/[Declarer "S"]\n[Result "3"]/' > "$TMP/full.pbn"
grep -q '^\[Result "3"\]' "$TMP/full.pbn" || fail "test file not made"
"$DDPLAY" analyse "$TMP/full.pbn" > "$TMP/out" 2> "$TMP/err" ||
	fail "analyse: $(cat "$TMP/err")"
grep -qx 'Warning: Result says 3 tricks, the play gives 7.' "$TMP/out" ||
	fail "analyse: no warning about Result: $(head -n 4 "$TMP/out")"
"$DDPLAY" analyse --json "$TMP/full.pbn" | grep -q '"warnings": \["Result says 3 tricks, the play gives 7"\]' ||
	fail "analyse --json: no warning"
"$DDPLAY" analyse --summary "$TMP/full.pbn" > "$TMP/sum" 2> "$TMP/err" ||
	fail "summary: $(cat "$TMP/err")"
grep -q ' 7 tricks .* -50, par' "$TMP/sum" ||
	fail "summary: not scored from the play (7 tricks, 2D down 1): $(cat "$TMP/sum")"
grep -q 'scored from the play' "$TMP/sum" || fail "summary: does not say it scored from the play"
grep -q 'warning: Result says 3 tricks, the play gives 7' "$TMP/sum" ||
	fail "summary: no warning"
"$DDPLAY" analyse --summary --json "$TMP/full.pbn" | grep -q '"tricks": 7, "scored_from": "play"' ||
	fail "summary --json: not scored from the play"
# The same file with the right Result: no warning.
sed 's/^\[Result "3"\]/[Result "7"]/' "$TMP/full.pbn" > "$TMP/right.pbn"
"$DDPLAY" analyse "$TMP/right.pbn" | grep -q Warning && fail "a warning for a right Result"

# Claims (LIN mc|): the deal of the walk, 2D by South, West leads.
MD='md|3SQJ975HJDAKQJCKJ3,SKT3HK96D8762CQT2,SA86HQ8542D4C9764,|'
for claim in 13 0; do
	printf 'qx|o1|%ssv|o|mb|p|mb|p|mb|1D|mb|p|mb|2D|mb|p|mb|p|mb|p|pc|CT|mc|%d|\n' \
		"$MD" "$claim" > "$TMP/claim.lin"
	"$DDPLAY" analyse "$TMP/claim.lin" > "$TMP/out" 2> "$TMP/err" ||
		fail "analyse a claim: $(cat "$TMP/err")"
	if [ "$claim" = 13 ]; then
		grep -q '^Warning: claim of 13: double dummy gives [0-9]*\.$' "$TMP/out" ||
			fail "a claim of 13 not marked: $(cat "$TMP/out")"
	else
		grep -q '^Warning: claim of 0 concedes [0-9]* tricks* that could not be lost: double dummy gives [0-9]*\.$' "$TMP/out" ||
			fail "a concession not marked: $(cat "$TMP/out")"
	fi
done

# Declarer not the first of the side to name the strain: North bid
# diamonds first, the record says South.
sed -e 's/^\[Result "7"\]/[Result "7"]\n[Auction "N"]\n1D Pass 2D Pass\nPass Pass/' \
	"$TMP/right.pbn" > "$TMP/auction.pbn"
"$DDPLAY" analyse "$TMP/auction.pbn" > "$TMP/out" 2> "$TMP/err" ||
	fail "analyse: $(cat "$TMP/err")"
grep -q '^Warning: declarer is South, but North named D first for the side\.$' "$TMP/out" ||
	fail "declarer against the auction not marked: $(head -n 5 "$TMP/out") $(cat "$TMP/err")"
# A declarer of the other side: the auction's contract is another's.
sed -e 's/^\[Declarer "S"\]/[Declarer "E"]/' "$TMP/auction.pbn" > "$TMP/side.pbn"
"$DDPLAY" analyse "$TMP/side.pbn" > "$TMP/out" 2> "$TMP/err" ||
	fail "analyse, the other side: $(cat "$TMP/err")"
grep -q '^Warning: the auction ends in 2D by North, the contract recorded is 2D by East\.$' "$TMP/out" ||
	fail "a declarer of the other side not marked: $(head -n 5 "$TMP/out")"

# An opening lead by a seat other than declarer's left: read (no
# refusal), warned about, the play kept as recorded and written back
# unchanged; what is analysed is the contract, from declarer's left,
# without that play.  In BBO's LIN (pc| has no seats: the seat holding
# the first card led it) and in PBN (the Play tag's seat).
D='N:A86.Q8542.4.9764 42.AT73.T953.A85 QJ975.J.AKQJ.KJ3 KT3.K96.8762.QT2'
PLAY_E='C5 CK C2 C4'
WARN="the opening lead is by East; declarer South's left is West"
cat > "$TMP/lead.pbn" <<END
% PBN 2.1
% EXPORT
[Event "Club pairs"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "$D"]
[Declarer "S"]
[Contract "2D"]
[Result "7"]
[Auction "N"]
Pass Pass 1D Pass
2D Pass Pass Pass
[Play "E"]
$PLAY_E
-  HJ -  -
*

END
printf 'pn|s1,w1,n1,e1|st||%sah|Board 1|sv|o|mb|p|mb|p|mb|1D|mb|p|mb|2D|mb|p|mb|p|mb|p|pc|C5|pc|CK|pc|C2|pc|C4|pc|HJ|mc|7|\n' \
	"$MD" > "$TMP/lead.lin"
for f in lead.pbn lead.lin; do
	"$DDPLAY" analyse "$TMP/$f" > "$TMP/out" 2> "$TMP/err" ||
		fail "$f: analyse: status $?: $(cat "$TMP/err")"
	[ -s "$TMP/err" ] && fail "$f: analyse: a message: $(cat "$TMP/err")"
	grep -qx "Warning: $WARN." "$TMP/out" ||
		fail "$f: analyse: no warning about the lead: $(cat "$TMP/out")"
	grep -qx 'Double-dummy before the opening lead: 7 tricks for declarer.' "$TMP/out" ||
		fail "$f: analyse: the contract not analysed: $(cat "$TMP/out")"
	grep -qx 'The play recorded, led by East, is not analysed.' "$TMP/out" ||
		fail "$f: analyse: does not say the play is not analysed: $(cat "$TMP/out")"
	"$DDPLAY" analyse --json "$TMP/$f" | grep -qF "\"warnings\": [\"$WARN\"]" ||
		fail "$f: analyse --json: no warning"
	"$DDPLAY" analyse --summary "$TMP/$f" > "$TMP/sum" 2> "$TMP/err" ||
		fail "$f: summary: $(cat "$TMP/err")"
	grep -q '^Board 1 .*2D by South .* 7 tricks .* -50, par' "$TMP/sum" ||
		fail "$f: summary: no row for the board: $(cat "$TMP/sum")"
	grep -qF "warning: $WARN" "$TMP/sum" ||
		fail "$f: summary: no warning: $(cat "$TMP/sum")"
	# no player's board: its play is not analysed
	grep -q '^(South) ' "$TMP/sum" &&
		fail "$f: summary: a board not analysed counted for the players"
	# table --pbn: the play as recorded, led by East; again the same
	"$DDPLAY" table --pbn "$TMP/$f" > "$TMP/$f.pbn" 2> "$TMP/err" ||
		fail "$f: table --pbn: $(cat "$TMP/err")"
	sed -n '/^\[Play /,/^\*/p' "$TMP/$f.pbn" > "$TMP/play"
	[ "$(sed -n 1,2p "$TMP/play")" = "$(printf '[Play "E"]\n%s' "$PLAY_E")" ] ||
		fail "$f: table --pbn: the play not kept: $(cat "$TMP/play")"
	grep -q '^-  *HJ  *-  *-' "$TMP/play" ||
		fail "$f: table --pbn: trick 2 not kept: $(cat "$TMP/play")"
	"$DDPLAY" table --pbn "$TMP/$f.pbn" > "$TMP/$f.2.pbn" 2> "$TMP/err" ||
		fail "$f: table --pbn again: $(cat "$TMP/err")"
	cmp -s "$TMP/$f.pbn" "$TMP/$f.2.pbn" ||
		fail "$f: table --pbn does not round-trip"
	"$DDPLAY" analyse "$TMP/$f.pbn" | grep -qx "Warning: $WARN." ||
		fail "$f: the file written: no warning"
done
# PBN: the game written as read (the export tags it lacked added)
sed -n '/^\[Event /,/^\*/p' "$TMP/lead.pbn.pbn" |
	grep -v '^\[\(Site\|Date\|West\|North\|East\|South\|Scoring\) ' > "$TMP/game"
sed -n '/^\[Event /,/^\*/p' "$TMP/lead.pbn" | cmp -s - "$TMP/game" ||
	fail "PBN: table --pbn changed the game: $(cat "$TMP/lead.pbn.pbn")"
# With a declarer the auction does not give (North bid diamonds first:
# East's lead is North's left): both said.
sed -e 's/^Pass Pass 1D Pass$/1D Pass 2D Pass/' \
	-e 's/^2D Pass Pass Pass$/Pass Pass/' "$TMP/lead.pbn" > "$TMP/both.pbn"
"$DDPLAY" analyse "$TMP/both.pbn" > "$TMP/out" 2> "$TMP/err" ||
	fail "both: $(cat "$TMP/err")"
grep -qx "Warning: $WARN." "$TMP/out" &&
	grep -qx 'Warning: declarer is South, but North named D first for the side.' "$TMP/out" ||
	fail "both: not both warnings: $(cat "$TMP/out")"
# A complete play kept: its tricks still counted against Result (the
# play of full.pbn, led by West, said to be East's: East's left is
# South).
sed -e 's/^\[Declarer "S"\]/[Declarer "E"]/' "$TMP/full.pbn" > "$TMP/full-e.pbn"
"$DDPLAY" analyse "$TMP/full-e.pbn" > "$TMP/out" 2> "$TMP/err" ||
	fail "full-e: $(cat "$TMP/err")"
grep -qx "Warning: the opening lead is by West; declarer East's left is South." "$TMP/out" &&
	grep -qx 'Warning: Result says 3 tricks, the play gives 6.' "$TMP/out" ||
	fail "full-e: the warnings: $(cat "$TMP/out")"
"$DDPLAY" analyse --summary "$TMP/full-e.pbn" > "$TMP/sum" 2> "$TMP/err" ||
	fail "full-e: summary: $(cat "$TMP/err")"
grep -q '2D by East .* 6 tricks .* +100, par' "$TMP/sum" &&
	grep -q 'scored from the play' "$TMP/sum" ||
	fail "full-e: summary: not scored from the play kept: $(cat "$TMP/sum")"
# the right leader: no such warning
"$DDPLAY" analyse "$TMP/right.pbn" | grep -q 'opening lead is by' &&
	fail "a warning about a right lead"
echo "Result against the play, claims against double dummy, declarer against the auction, the opening leader: marked"

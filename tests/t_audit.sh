#!/bin/sh
# A board's record checked against itself and double dummy (issue 20,
# item 4; src/formats/audit.c): analyse and analyse --summary say when
# Result disagrees with a complete play, the summary then scores the board
# from the play and says so; a claim past double dummy, a concession of a
# trick that could not be lost, and a declarer the auction does not give
# are marked.  Warnings only: every board is still analysed.
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
echo "Result against the play, claims against double dummy, declarer against the auction: marked"

#!/bin/sh
# t_analyse_sd_fusion.sh - ddplay analyse --sd checks a card before it
# calls it a single-dummy error: the best card first, then the card
# played (src/batch/analyse_sd_fusion.c; docs/sd.md, "Strategy fusion:
# the check before an error").  Where the best card's edge is only the
# guess it leaves open (strategy fusion) the card is "guess kept open",
# no error; where it is the best card's own, the error stands.  And the
# heading always says what the cards are judged on, and why.
#
#   analyse-sd-restricted.pbn: 7♠, ♠AKT98 opposite ♠7654; dummy's ♠A
#     cashed at trick 2 against the ♣3 first: open
#   analyse-sd-unlucky.pbn (docs/formats.md's example): the ♠2 led towards
#     the ♠AQ at trick 2 against the ♣A first: open, the check's figures
#     recomputed with ddplay solve on the layouts sd prints
#   analyse-sd-error.pbn: South's ♥K thrown under North's ♥A, worse on
#     every layout: an error, the check confirming it
#   analyse-sd-safety.pbn board 1, on the tricks: the ♠A instead of the
#     finesse that wins 84 times in 100: an error, the check confirming
#     it on the layouts where the ♠A had its turn again
#   analyse-sd-unclear.txt: an error the check cannot clear nor confirm
#     on 12 layouts, marked
. "$(dirname "$0")/lib.sh"

R=tests/data/analyse-sd-restricted.pbn
U=tests/data/analyse-sd-unlucky.pbn
E=tests/data/analyse-sd-error.pbn
S=tests/data/analyse-sd-safety.pbn

# The output with each decision's lines (and the heading's) joined.
joined() {
	awk '/^    +[^ ]/ && NR > 1 { sub(/^ +/, ""); prev = prev " " $0; next }
	     NR > 1 { print prev } { prev = $0 } END { if (NR) print prev }' "$1"
}

# fusion FILE K: the check's fields of the decision at card K of analyse
# --json's FILE: "result then layouts made right tricks diff lo hi", or
# "null" when no check was made
fusion() {
	tr -d '\n' < "$1" | sed 's/{"trick"/\n&/g' | grep "\"played\": $2, " | sed -n '
		s/.*"fusion": null.*/null/p
		s/.*"fusion": {"result": "\([a-z ]*\)", "then": "\([A-Z0-9]*\)", "layouts": \([0-9]*\), "made": \([0-9]*\), "right": \([0-9]*\), "tricks": \([0-9.]*\), "share": [0-9.a-z]*, "diff": \([-0-9.]*\), "diff_ci95": \[\([-0-9.]*\), \([-0-9.]*\)\], "short".*/\1 \2 \3 \4 \5 \6 \7 \8 \9/p'
}
# verdict FILE K: the decision's verdict
verdict() {
	tr -d '\n' < "$1" | sed 's/{"trick"/\n&/g' | grep "\"played\": $2, " |
		sed -n 's/.*"verdict": "\([a-z]*\)".*/\1/p'
}

# --- the ♠A cashed at trick 2 (restricted choice board) ------------------
LC_ALL=C "$DDPLAY" analyse --sd --seed 1 -j 1 "$R" > "$TMP/r" || fail "restricted: exit status $?"
joined "$TMP/r" > "$TMP/rj"
grep -q '^  trick  2  North  SA  51.0% make (12.49 tricks) -- guess kept open: C3 first, then SA, takes 12.48 tricks, no better than SA now (95% -0.03 to 0.01 more): C3.s edge may be strategy fusion: no error; best single dummy C3/2: 67.0% (12.65)$' "$TMP/rj" ||
	fail "restricted: the ♠A not a guess kept open: $(grep 'trick  2  North' "$TMP/rj")"
grep -q 'trick  2  North  SA.*single-dummy error' "$TMP/rj" && fail "restricted: the ♠A still called an error"
grep -qx 'Single-dummy errors: 0; unlucky: 1.' "$TMP/r" || fail "restricted: the counts: $(tail -2 "$TMP/r")"
grep -qx 'Guesses kept open, no error: 1.' "$TMP/r" || fail "restricted: the guesses kept open not counted"
# the first line of the decision holds the card and the label
grep -q '^  trick  2  North  SA  .* -- guess kept open: C3$' "$TMP/r" ||
	fail "restricted: the label not on the decision's first line: $(grep -A1 'trick  2  North' "$TMP/r")"
# every line within 78 columns
awk 'length > 78' "$TMP/r" | grep -q . && fail "restricted: a line wider than 78 columns"
"$DDPLAY" analyse --sd --seed 1 -j 1 --json "$R" > "$TMP/r1.json" || fail "restricted --json: exit status $?"
# card 4 is dummy's ♠A (trick 2's first card)
[ "$(verdict "$TMP/r1.json" 4)" = none ] || fail "restricted --json: the ♠A's verdict $(verdict "$TMP/r1.json" 4)"
set -- $(fusion "$TMP/r1.json" 4)
[ "${1:-}" = open ] && [ "$2" = C3 ] && [ "$3" = 100 ] && [ "$4" = 100 ] ||
	fail "restricted --json: the check: $(fusion "$TMP/r1.json" 4)"
# the paired difference is the difference of the averages when the check
# was made on every layout: b then c's average minus c's own (12.49)
awk -v t="$6" -v d="$7" 'BEGIN { x = t - 12.49 - d; exit !(x < 0.00005 && x > -0.00005) }' ||
	fail "restricted --json: diff $7 is not $6 - 12.49"
awk -v lo="$8" -v hi="$9" 'BEGIN { exit !(lo <= 0 && hi >= 0) }' ||
	fail "restricted --json: an open guess whose interval does not hold 0: $8 $9"
# and the ♣3 first, then the ♠A, is short of the ♣3 beyond its interval:
# 12.65 - 12.48
grep -q '"played": 4, .*"short": 0.1700, "short_ci95": \[0.0951, 0.2449\], "instead": ' "$TMP/r1.json" ||
	fail "restricted --json: the check short of the ♣3: $(grep -o '"fusion": {[^}]*}' "$TMP/r1.json")"
# and no card dummy might play instead of the ♠A there, after the ♣3,
# does better: the finesse (♠T, the one other class of its spades,
# played on the same spade from South and the same card from West)
# does worse: the ♠A is no wrong guess, made now or later
grep -q '"played": 4, .*"instead": {"card": "ST", "compared": 1, "tricks": 12.1000, "share": 0.1800, "diff": -0.3800, "diff_ci95": \[-0.5439, -0.2161\]}}' "$TMP/r1.json" ||
	fail "restricted --json: the check's alternative to the ♠A: $(grep -o '"instead": {[^}]*}' "$TMP/r1.json")"
# the figures of the card played and the best are ddplay sd's there
"$DDPLAY" sd --deals 100 --seed 1 -j 1 --lines --card 4 "$R" > "$TMP/r.sd" || fail "sd --card 4: exit status $?"
grep -qx 'card|SA/K|100|1249|51|12.4900|.*' "$TMP/r.sd" && grep -qx 'card|C3/2|100|1265|67|12.6500|.*' "$TMP/r.sd" ||
	fail "restricted: sd's figures at trick 2: $(cat "$TMP/r.sd")"
# the same seed, the same result; -j 2 the same as -j 1
"$DDPLAY" analyse --sd --seed 1 -j 2 --json "$R" > "$TMP/r2.json" || fail "restricted -j 2: exit status $?"
cmp -s "$TMP/r1.json" "$TMP/r2.json" || fail "restricted: -j 2 differs from -j 1"
# --summary: no error counted
"$DDPLAY" analyse --summary --sd --seed 1 -j 2 --lines "$R" > "$TMP/rsum" || fail "restricted --summary: exit status $?"
grep -q '^player|(South)|.*|[0-9]*|0|1$' "$TMP/rsum" || fail "restricted --summary: South's counts: $(grep South "$TMP/rsum")"

# --- the ♠2 towards the ♠AQ before the clubs (docs/formats.md) ------------
LC_ALL=C "$DDPLAY" analyse --sd --deals 20 --seed 1 -j 2 "$U" > "$TMP/u" || fail "unlucky board: exit status $?"
joined "$TMP/u" | grep -q '^  trick  2  South  S2  90.0% make (10.30 tricks) -- guess kept open: CA first, then S2, takes 10.30 tricks, no better than S2 now (95% 0.00 to 0.00 more): CA.s edge may be strategy fusion: no error; best single dummy CA/K/Q: 100.0% (10.60)$' ||
	fail "the ♠2 before the clubs not a guess kept open: $(joined "$TMP/u" | grep 'trick  2  South')"

# "b then c" recomputed with ddplay solve on the layouts sd prints there
# (the check's layouts: the same seed and view): on each, the ♣A led,
# West, North and East each the lowest of their best cards (the last of
# the highest score in solve --lines' list), South's ♣A winning, then the
# ♠2 led and scored; North-South's whole-deal tricks (1 won before, the
# ♣A's), against the ♠2 led at once; the layouts where the ♠2 is then a
# best card counted too
lowbest() {
	echo "$1" | "$DDPLAY" solve --lines | awk -F'|' '{ n = split($NF, c, " "); best = -1
		for (i = 1; i <= n; i++) { split(c[i], f, ":"); if (f[2] + 0 >= best) { best = f[2] + 0; pick = f[1] } }
		print pick }'
}
# score LINE CARD: CARD's score in solve --lines, and 1 when it is a best
score() {
	echo "$1" | "$DDPLAY" solve --lines | awk -F'|' -v w="$2" '{ n = split($NF, c, " "); best = -1
		for (i = 1; i <= n; i++) { split(c[i], f, ":"); if (f[2] + 0 > best) best = f[2] + 0; if (f[1] == w) s = f[2] + 0 }
		print s, (s == best) }'
}
"$DDPLAY" sd --deals 20 --seed 1 --card 4 --lines --show-deals "$U" | sed -n 's/^layout|//p' > "$TMP/u.lay"
[ "$(wc -l < "$TMP/u.lay")" = 20 ] || fail "sd --show-deals: not 20 layouts"
sum=0 dsum=0 right=0
while IFS= read -r L; do
	p="$L CA"
	for k in 1 2 3; do p="$p $(lowbest "$p")"; done
	set -- $(score "$p" S2)
	bc=$((2 + $1)) right=$((right + $2))
	set -- $(score "$L" S2)
	sum=$((sum + bc)) dsum=$((dsum + bc - 1 - $1))
done < "$TMP/u.lay"
"$DDPLAY" analyse --sd --deals 20 --seed 1 -j 2 --json "$U" | head -1 > "$TMP/u.json"
want=$(awk -v s="$sum" -v d="$dsum" -v r="$right" 'BEGIN { printf "\"then\": \"CA\", \"layouts\": 20, \"made\": 20, \"right\": %d, \"tricks\": %.4f, \"share\": [0-9.]*, \"diff\": %.4f,", r, s / 20, d / 20 }')
grep -q "\"played\": 4, .*\"fusion\": {\"result\": \"open\", $want" "$TMP/u.json" ||
	fail "the ♠2's check is not ddplay solve's ($want): $(grep -o '"fusion": {[^}]*}' "$TMP/u.json")"

# --- errors that stand ---------------------------------------------------
LC_ALL=C "$DDPLAY" analyse --sd --deals 20 --seed 1 -j 2 "$E" > "$TMP/e" || fail "error board: exit status $?"
joined "$TMP/e" | grep -q '^  trick  1  South  HK  .* -- single-dummy error (1.40 tricks worse, 95% 1.16-1.64); best single dummy H5/4: ' ||
	fail "the ♥K thrown no longer an error: $(joined "$TMP/e" | grep 'trick  1  South')"
"$DDPLAY" analyse --sd --deals 20 --seed 1 -j 2 --json "$E" > "$TMP/e.json" || fail "error board --json: exit status $?"
set -- $(fusion "$TMP/e.json" 3)
[ "${1:-}" = error ] && [ "$3" = 20 ] && [ "$4" = 20 ] ||
	fail "the ♥K: the check: $(fusion "$TMP/e.json" 3)"
awk -v lo="$8" 'BEGIN { exit !(lo > 0) }' || fail "the ♥K: ♥5 then ♥K not better beyond the interval: $8"

LC_ALL=C "$DDPLAY" analyse --sd --seed 1 -j 2 "$S" > "$TMP/s" || fail "safety board: exit status $?"
joined "$TMP/s" | grep -q '^  trick  9  North  SA  100.0% make (9.16 tricks) -- single-dummy error (0.52 tricks worse, 95% 0.30-0.74); best single dummy SQ: 84.0% (9.68)$' ||
	fail "safety board 1, on the tricks: the ♠A no longer an error: $(joined "$TMP/s" | grep 'trick  9  North')"
"$DDPLAY" analyse --sd --seed 1 -j 2 --json "$S" > "$TMP/s.json" || fail "safety --json: exit status $?"
# (board 1's line: the ♠Q finesse wins on 84 layouts, and the ♠A then
# cashes a tenth trick; on the 16 where it loses, East leads no spade
# in the two tricks after: the ♠A has no turn there)
head -1 "$TMP/s.json" > "$TMP/s1.json"
set -- $(fusion "$TMP/s1.json" 34)
[ "${1:-}" = error ] && [ "$2" = SQ ] && [ "$3" = 100 ] && [ "$4" = 84 ] ||
	fail "safety board 1: the check: $(fusion "$TMP/s1.json" 34)"

# an error whose check could not be made is marked so (vugraph.lin's
# Open 3, South's ♠6 at trick 9: the ♠3 first, the ♠6 has no turn of
# its own in the next two tricks); not under the sanitizers (QUICK).
# --no-auction: the figures of the whole auction left out at trick 9, as
# it was before only West's 1S was (t_auction_drop_all)
if [ "$QUICK" != 1 ]; then
	{ sed -n 1,2p tests/data/lin/vugraph.lin; sed -n 48,63p tests/data/lin/vugraph.lin; } > "$TMP/vg1.lin"
	LC_ALL=C "$DDPLAY" analyse --sd-all --no-auction --judge tricks --deals 16 --seed 4 "$TMP/vg1.lin" > "$TMP/vg1" ||
		fail "vugraph Open 3: exit status $?"
	joined "$TMP/vg1" | grep -q '^  trick  9  South  S6  .* -- single-dummy error (0.44 tricks worse, 95% 0.004-0.87); best single dummy S3: 100.0% (7.50) \[not checked with S3 first: S6 had no turn within 2 tricks on 16 layouts\]' ||
		fail "vugraph Open 3: the check not made not said: $(joined "$TMP/vg1" | grep 'trick  9  South')"
fi

# a check that cannot tell (analyse-sd-unclear.txt, a line of plays-100:
# East's ♠7 at trick 6, 12 layouts: the ♠J first, then the ♠7, takes
# 6.83 tricks, 1.17 more than the ♠7 at once (95% -0.24 to 2.57) and 1.08
# short of the ♠J (0.13 to 2.04): nearer the ♠J than the ♠7, no telling
# whether the ♠J's edge was the guess it left open): the error stands,
# marked
LC_ALL=C "$DDPLAY" analyse --sd-all --deals 12 --seed 3 -j 2 tests/data/analyse-sd-unclear.txt > "$TMP/uc" ||
	fail "unclear: exit status $?"
joined "$TMP/uc" | grep -q '^  trick  6  East   S7  5.67 tricks -- single-dummy error (2.25 tricks worse, 95% 1.07-3.43); best single dummy SJ: 7.92 \[not clear: SJ first, then S7, takes 6.83 tricks, between the two within the intervals\]$' ||
	fail "unclear: the ♠7: $(joined "$TMP/uc" | grep 'trick  6  East   S7  [0-9]')"
"$DDPLAY" analyse --sd-all --deals 12 --seed 3 -j 2 --json tests/data/analyse-sd-unclear.txt > "$TMP/uc.json" ||
	fail "unclear --json: exit status $?"
tr -d '\n' < "$TMP/uc.json" | sed 's/{"trick"/\n&/g' | grep -q '"played": 21, .*"verdict": "error", .*"fusion": {"result": "unclear", "then": "SJ", "layouts": 12, "made": 12, .*"diff": 1.1667, .*"short": 1.0833, "short_ci95": \[0.1271, 2.0396\], "instead": ' ||
	fail "unclear --json: $(tr -d '\n' < "$TMP/uc.json" | grep -o '"fusion": {"result": "unclear"[^}]*}')"

# --- the heading says what the cards are judged on, and why ---------------
joined "$TMP/s" | grep -q '^Single dummy (.*; cards judged on the tricks, not the contract (no scoring in the file: --judge contract to judge on making it); no auction):$' ||
	fail "no scoring in the file: the heading: $(joined "$TMP/s" | grep '^Single dummy' | head -1)"
grep -q '"judged_on": "tricks", "scoring_not_understood": null, "judged_by": "default", "scoring": null' "$TMP/s.json" ||
	fail "no scoring in the file: --json"
LC_ALL=C "$DDPLAY" analyse --sd --deals 4 --seed 1 --judge contract "$S" > "$TMP/sc" || fail "--judge contract: exit status $?"
joined "$TMP/sc" | grep -q '; cards judged on the contract, not the tricks (--judge contract); no auction):$' ||
	fail "--judge contract: the heading: $(joined "$TMP/sc" | grep '^Single dummy' | head -1)"
LC_ALL=C "$DDPLAY" analyse --sd --deals 4 --seed 1 --judge tricks "$S" > "$TMP/st" || fail "--judge tricks: exit status $?"
joined "$TMP/st" | grep -q '; cards judged on the tricks, not the contract (--judge tricks); no auction):$' ||
	fail "--judge tricks: the heading"
sed 's/^\[Board "1"\]/[Scoring "IMP"]\n&/' "$S" > "$TMP/imp.pbn"
sed 's/^\[Board "1"\]/[Scoring "MP"]\n&/' "$S" > "$TMP/mp.pbn"
LC_ALL=C "$DDPLAY" analyse --sd --deals 4 --seed 1 "$TMP/imp.pbn" > "$TMP/si" || fail "Scoring IMP: exit status $?"
joined "$TMP/si" | grep -q '; cards judged on the contract, not the tricks (Scoring IMP); no auction):$' ||
	fail "Scoring IMP: the heading: $(joined "$TMP/si" | grep '^Single dummy' | head -1)"
"$DDPLAY" analyse --sd --deals 4 --seed 1 --json "$TMP/imp.pbn" | head -1 |
	grep -q '"judged_on": "contract", "scoring_not_understood": null, "judged_by": "Scoring", "scoring": "IMP"' ||
	fail "Scoring IMP: --json"
LC_ALL=C "$DDPLAY" analyse --sd --deals 4 --seed 1 "$TMP/mp.pbn" > "$TMP/sm" || fail "Scoring MP: exit status $?"
joined "$TMP/sm" | grep -q '; cards judged on the tricks, not the contract (Scoring MP); no auction):$' ||
	fail "Scoring MP: the heading"
# Several classes tied best: when c has no turn after the first (the
# ♦6 gives the lead away), the check is made after another (the ♣A keeps
# it in South's hand), not left "not checked" (review, 2026-11-28)
LC_ALL=C "$DDPLAY" analyse --sd -j 1 --deals 40 --seed 611632883 "$U" > "$TMP/tied" ||
	fail "tied best classes: exit status $?"
joined "$TMP/tied" | grep '^  trick  2  South  S2 ' > "$TMP/tied2"
grep -q 'best single dummy D6/5/4 or CA/K/Q' "$TMP/tied2" ||
	fail "tied best classes: not the case looked for: $(cat "$TMP/tied2")"
grep -q 'not checked with' "$TMP/tied2" &&
	fail "tied best classes: not checked after the first, no other tried: $(cat "$TMP/tied2")"
grep -q 'CA first, then ' "$TMP/tied2" ||
	fail "tied best classes: not checked after the ♣A: $(cat "$TMP/tied2")"
echo "t_analyse_sd_fusion: passed"

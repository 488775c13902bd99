#!/bin/sh
# t_analyse_sd_guess.sh - before it clears a card as a "guess kept open",
# ddplay analyse --sd's check (src/batch/analyse_sd_fusion.c; docs/sd.md,
# "Strategy fusion: the check before an error") also scores, at the
# card's later turn after the best card, the other cards its hand might
# play there, each as one choice for every layout: when one of them
# beats the card played beyond the interval (widened for the cards
# compared), the card is a wrong guess made now or later, and the
# single-dummy error stands, marked.
#
#   analyse-sd-wrong-guess.pbn (the play of `ddplay practice --seed 7`,
#     3NT by South): dummy's ♠J led at trick 3 (East's ♠AK over dummy's
#     ♠QJ95, South void) makes 2.5% of 40 layouts, the ♣A 70%; the ♣A
#     first, then the ♠J, makes 2.5% too, so the check found the ♠J a
#     "guess kept open" and the review said "♣A 73% only delays the
#     guess"; but after the ♣A, dummy's ♥7 (or, on the tricks, its ♦A)
#     instead of the ♠J does better on the same layouts: an error.
#     The figures recomputed with ddplay solve on the layouts sd prints.
. "$(dirname "$0")/lib.sh"

W=tests/data/analyse-sd-wrong-guess.pbn

joined() {
	awk '/^    +[^ ]/ && NR > 1 { sub(/^ +/, ""); prev = prev " " $0; next }
	     NR > 1 { print prev } { prev = $0 } END { if (NR) print prev }' "$1"
}
# card FILE K: the decision at card K of analyse --json's FILE, one line
card() {
	tr -d '\n' < "$1" | sed 's/{"trick"/\n&/g' | grep "\"played\": $2, " | grep "\"fusion\""
}

# --- on the contract (as the practice review judges) ----------------------
LC_ALL=C "$DDPLAY" analyse --sd --judge contract --deals 40 --seed 1 -j 1 "$W" > "$TMP/c" ||
	fail "--judge contract: exit status $?"
joined "$TMP/c" > "$TMP/cj"
grep -q '^  trick  3  North  SJ  2.5% make (7.22 tricks) -- single-dummy error (makes 67.5% less often, 95% 45.8-89.2%); best single dummy CA/K: 70.0% (8.70) \[a wrong guess now or later: CA first, then H7 instead of SJ, makes 35.0%, 32.5 points more (95% 12.2 to 52.8)\]$' "$TMP/cj" ||
	fail "--judge contract: the ♠J not a wrong guess: $(grep 'trick  3  North  SJ  [0-9]' "$TMP/cj")"
# the ♠Q at trick 2 stays a guess kept open: no spade, heart or diamond
# dummy might lead instead after the ♣A beats it beyond the interval
grep -q '^  trick  2  North  SQ  37.5% make (8.25 tricks) -- guess kept open: CA first, then SQ, makes 37.5%, no better than SQ now' "$TMP/cj" ||
	fail "--judge contract: the ♠Q: $(grep 'trick  2  North  SQ  [0-9]' "$TMP/cj")"
grep -qx 'Guesses kept open, no error: 1.' "$TMP/c" || fail "--judge contract: the guesses kept open: $(tail -2 "$TMP/c")"
awk 'length > 78' "$TMP/c" | grep -q . && fail "--judge contract: a line wider than 78 columns"
# (--json's fields: on the tricks below; that the same seed gives the
# same result whatever -j: t_analyse_sd_fusion.)  The quick run (the sanitizer build) stops here: each run
# solves 40 layouts at eight decisions, and the check's code is run above.
[ "$QUICK" = 1 ] && { echo "t_analyse_sd_guess: passed (quick)"; exit 0; }

# --- on the tricks, recomputed with ddplay solve --------------------------
"$DDPLAY" analyse --sd --deals 40 --seed 1 -j 2 --json "$W" > "$TMP/t.json" || fail "tricks --json: exit status $?"
LC_ALL=C "$DDPLAY" analyse --sd --deals 40 --seed 1 -j 2 "$W" > "$TMP/t" || fail "tricks: exit status $?"
joined "$TMP/t" | grep -q '^  trick  3  North  SJ  2.5% make (7.22 tricks) -- single-dummy error (1.48 tricks worse, 95% 1.06-1.89); best single dummy CA/K: 70.0% (8.70) \[a wrong guess now or later: CA first, then DA instead of SJ, takes 8.22 tricks, 1.00 more (95% 0.64 to 1.36)\]$' ||
	fail "tricks: the ♠J: $(joined "$TMP/t" | grep 'trick  3  North  SJ  [0-9]')"

# On each layout sd prints at card 8 (the check's: the same seed and
# view): dummy's ♣A led, East, South and West each the lowest of their
# best cards (the last of the highest score in solve --lines' list),
# the ♣A winning; then dummy to lead again, its cards scored: North-
# South's whole-deal tricks (3 won: the ♥A, the ♠Q, the ♣A) with the ♠J
# (b then c) and with the ♦A (d, the alternative the check names)
# (solve --lines answers each line of its input, in order)
lowbest() {
	"$DDPLAY" solve --lines < "$1" | awk -F'|' '{ n = split($NF, c, " "); best = -1
		for (i = 1; i <= n; i++) { split(c[i], f, ":"); if (f[2] + 0 >= best) { best = f[2] + 0; pick = f[1] } }
		print pick }'
}
"$DDPLAY" sd --deals 40 --seed 1 --card 8 --lines --show-deals "$W" | sed -n 's/^layout|//p' > "$TMP/w.lay"
[ "$(wc -l < "$TMP/w.lay")" = 40 ] || fail "sd --show-deals: not 40 layouts"
sed 's/$/ CA/' "$TMP/w.lay" > "$TMP/p0"
for k in 1 2 3; do
	lowbest "$TMP/p$((k - 1))" | paste -d ' ' "$TMP/p$((k - 1))" - > "$TMP/p$k"
done
# each layout's ♠J and ♦A scores, whole-deal: "c d"
"$DDPLAY" solve --lines < "$TMP/p3" | awk -F'|' '{ n = split($NF, c, " "); s = d = ""
	for (i = 1; i <= n; i++) { split(c[i], f, ":"); if (f[1] == "SJ") s = f[2]; if (f[1] == "DA") d = f[2] }
	if (s == "" || d == "") { print "missing"; exit 1 }
	print 3 + s, 3 + d }' > "$TMP/cd" || fail "solve --lines at dummy's lead after the ♣A: $(cat "$TMP/cd")"
[ "$(wc -l < "$TMP/cd")" = 40 ] || fail "solve --lines: not 40 positions"
set -- $(awk '{ c += $1; d += $2; q += ($2 - $1) * ($2 - $1) } END { print c, d, q }' "$TMP/cd")
csum=$1 dsum=$2 dsq=$3
want=$(awk -v c="$csum" -v d="$dsum" 'BEGIN { printf "\"tricks\": %.4f, .*\"instead\": {\"card\": \"DA\", \"compared\": [0-9]*, \"tricks\": %.4f, \"share\": [0-9.]*, \"diff\": %.4f,", c / 40, d / 40, (d - c) / 40 }')
card "$TMP/t.json" 8 | grep -q "\"fusion\": {\"result\": \"wrong guess\", \"then\": \"CA\", \"layouts\": 40, \"made\": 40, .*$want" ||
	fail "the ♠J's check is not ddplay solve's ($want): $(card "$TMP/t.json" 8 | grep -o '"fusion": .*')"
# the interval: d - c's mean and Student's half-width widened for the
# groups compared (Bonferroni): its lower end above 0
set -- $(card "$TMP/t.json" 8 | sed 's/.*"instead": {"card": "DA", "compared": \([0-9]*\), .*"diff": \([-0-9.]*\), "diff_ci95": \[\([-0-9.]*\), \([-0-9.]*\)\]}}.*/\1 \2 \3 \4/')
[ "$#" = 4 ] || fail "the ♠J's alternative: $(card "$TMP/t.json" 8 | grep -o '"instead": .*')"
awk -v k="$1" -v lo="$3" -v s="$dsum" -v c="$csum" -v q="$dsq" 'BEGIN {
	m = (s - c) / 40; v = (q - 40 * m * m) / 39; se = sqrt(v / 40)
	# the half-width over the standard error: at least 1.96 (one card),
	# more when several were compared
	r = (m - lo) / se; exit !(lo > 0 && r > 2.02 && (k == 1 || r > 2.1)) }' ||
	fail "the ♠J's alternative's interval: $*"
echo "t_analyse_sd_guess: passed"

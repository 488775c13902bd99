#!/bin/sh
# The practice review at 80x24 when many of the user's cards cost tricks:
# the list of costly cards leaves the rows the single-dummy part needs,
# whose title and count ("N of M decisions were the single-dummy best",
# docs/ui.md: always shown) stay inside the box, and each decision that
# was not the single-dummy best (docs/ui.md: each listed; m goes to the
# costly cards left out).  With more than ten costly cards the title
# was drawn over the box's bottom edge and the count left out; with
# more than a few, the decisions that were not the best.  The user here plays the worst card double dummy each
# time (the scores on, w), against the gentle defence, which gives
# tricks back to be thrown again: ten cost tricks, more than the box has
# rows for (seed 1, 3NT; seed 2's grand slam, lost at once, has no
# decision worse than the best on the contract after it), which the
# test checks from the review itself.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"
# 20 layouts a decision, not the tests' 8: a decision is not the best only
# when the paired test says so (docs/ui.md), which 8 layouts seldom can
DDPLAY_TEST_REVIEW_LAYOUTS=20

# 26 cards each after its position is solved, then the review's: over a
# minute under the sanitizers (t_ui_sd leaves its review out there too)
[ "$QUICK" = 1 ] && skip "the sanitizer build: too slow for a whole practice"

# the lowest-scored card of the seat to play (North or South), as
# ":play" takes it ("SK"); empty until its position is solved
worst() {
	ui_screen > "$TMP/w"
	grep -q "solved in" "$TMP/w" || return 0
	awk '/(North|South)  to play/ { on = 1; n = 0; next }
	on && n++ < 6 {
		for (i = 1; i <= NF; i++) {
			if ($i == "♠") s = "S"
			else if ($i == "♥") s = "H"
			else if ($i == "♦") s = "D"
			else if ($i == "♣") s = "C"
			else if ($i ~ /^[AKQJT2-9]:[0-9]+/) {
				v = substr($i, 3); sub(/[^0-9].*/, "", v)
				if (best == "" || v + 0 < best + 0) {
					best = v; card = s substr($i, 1, 1)
				}
			}
		}
	}
	END { print card }' "$TMP/w"
}
have_worst() {
	card=$(worst)
	[ -n "$card" ]
}

ui_start 80 24 practice --seed 1 --gentle --min-tricks 10 --pause 0
ui_wait "you play S and N" "practice"
ui_keys w
ui_wait "annotations on" "w"
# played out: the review comes after the 52nd card
n=0
over() { ui_has "Review of the play"; }
have_worst_or_over() { have_worst || over; }
while :; do
	n=$((n + 1))
	[ "$n" -le 40 ] || fail "the play did not end"
	ui_poll have_worst_or_over || fail "no card of ours to play (card $(ui_played))"
	over && break
	before=$(ui_played)
	ui_cmd "play $card"
	changed() { [ "$(ui_played)" != "$before" ] || over; }
	ui_poll changed || fail ":play $card played nothing (card $before)"
done
ui_wait "Your cards that cost tricks:" "the costly cards solved"
ui_wait "single-dummy best" "the single dummy's count"
ui_screen > "$TMP/shot"
# the premise: ten costly cards or more, more than the box lists
# (listed, and "... and N more")
listed=$(grep -c '│   card [0-9]*: [NS][a-z]* played .*: cost' "$TMP/shot")
more=$(sed -n 's/.*\.\.\. and \([0-9]*\) more (m goes to each).*/\1/p' "$TMP/shot")
[ $((listed + ${more:-0})) -ge 10 ] && [ "${more:-0}" -gt 0 ] ||
	{ cat "$TMP/shot"; fail "only $((listed + ${more:-0})) costly cards, ${more:-0} left out: the test needs 10 and some left out"; }
# the title and the count inside the box, its bottom edge whole
grep -q "│ Single dummy, $DDPLAY_TEST_REVIEW_LAYOUTS layouts a decision" "$TMP/shot" ||
	{ cat "$TMP/shot"; fail "the single dummy's title not inside the box"; }
grep -q '│   [0-9]* of [0-9]* decisions* w[a-z]* the single-dummy best' "$TMP/shot" ||
	{ cat "$TMP/shot"; fail "the count of decisions not shown"; }
grep -q '^ *└─*┘ *$' "$TMP/shot" ||
	{ cat "$TMP/shot"; fail "the review's bottom edge is not whole"; }
# every decision judged: each that was not the best has its row
UI_WAIT=120 ui_wait_gone "), solving..." "every decision judged"
ui_screen > "$TMP/shot"
count=$(sed -n 's/.*│   \([0-9]*\) of \([0-9]*\) decisions* w[a-z]* the single-dummy best.*/\1 \2/p' "$TMP/shot")
[ -n "$count" ] || { cat "$TMP/shot"; fail "no count of decisions"; }
not_best=$((${count#* } - ${count% *}))
[ "$not_best" -gt 0 ] ||
	{ cat "$TMP/shot"; fail "every decision the best: the test needs one that was not"; }
rows=$(grep -c '│   card [0-9]* (sd --card [0-9]*): .* [0-9]*%, best .* [0-9]*% (±[0-9]*%)' "$TMP/shot")
[ "$rows" -eq "$not_best" ] ||
	{ cat "$TMP/shot"; fail "$rows of the $not_best decisions that were not the best listed"; }
grep -q '^ *└─*┘ *$' "$TMP/shot" ||
	{ cat "$TMP/shot"; fail "the review's bottom edge is not whole, every decision judged"; }
ui_quit
exit 0

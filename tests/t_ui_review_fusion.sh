#!/bin/sh
# The practice review makes analyse --sd's check before it calls a card
# worse than the single-dummy best (the best card first, then the card
# played, on the same layouts: docs/sd.md, "Strategy fusion: the check
# before an error"), and gives analyse --sd --judge contract's verdicts
# on the same play, layouts and seed: a guess kept open is no mistake.
# docs/sd.md's restricted-choice board (tests/data/analyse-sd-restricted.pbn,
# 7♠, ♠AKT98 in dummy opposite ♠7654), practised with --seed 3 (West
# leads the ♥J, as in the file): dummy's ♥A, then its ♠A at trick 2,
# where the ♦A (or a club to hand) "makes" 75% of the 40 layouts and the
# ♠A 60%: the paired test calls the ♠A worse, but the ♦A first, then the
# ♠A, makes 60% too, the ♦A's edge being the trump guess it leaves for
# later, which each layout, solved double dummy, makes right.  analyse
# --sd --judge contract says "guess kept open: ... no error"; the review
# said `card 5 (sd --card 4): ♠A 60%, best ♦A 75% (±15%)` and "0 of 1
# decision was the single-dummy best or as good".
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

# 40 layouts a decision, as the review has them (not the tests' 8): the
# verdicts are analyse --sd's on the same 40
DDPLAY_TEST_REVIEW_LAYOUTS=
export DDPLAY_TEST_REVIEW_LAYOUTS

DEAL="N:AKT98.AKQ.AKQ.32 QJ.65.8765.98765 7654.432.432.AK4 32.JT987.JT9.QJT"
# our cards: dummy's ♥A and South's ♥2 (trick 1), dummy's ♠A and South's
# ♠4 (trick 2); x the computer's
PLAY="x HA x H2 SA x S4 x"

ui_start 110 36 --deal "$DEAL" --declarer S --contract 7S --practice --seed 3 \
	--pause 0
ui_wait "you play S and N" "practice"
k=0
at_least() { [ "$(ui_played)" -ge "$1" ] 2> /dev/null; }
for c in $PLAY; do
	ui_poll at_least "$k" || fail "card $k not reached"
	if [ "$(ui_played)" -eq "$k" ] && ui_ours_or_over; then
		ui_cmd "play $c"
	fi
	k=$((k + 1))
	ui_poll at_least "$k" || { ui_screen; fail "card $k ($c) not played"; }
done
ui_keys e
ui_wait "End the practice and review the play?" "e"
ui_keys y
ui_wait "layouts a decision" "the review's single dummy"
UI_WAIT=200 ui_wait_gone "), solving..." "the review's single dummy, every decision"
ui_cmd "save $TMP/p.pbn"
ui_wait "saved to" ":save"
ui_screen > "$TMP/screen"
grep -q '^HJ HA H6 H2$' "$TMP/p.pbn" && grep -q '^S2 SA SQ S4$' "$TMP/p.pbn" ||
	fail "the practice did not play the test's cards: $(cat "$TMP/p.pbn")"
seed=$(sed -n 's/.*layouts a decision (seed \([0-9]*\)).*/\1/p' "$TMP/screen")
[ -n "$seed" ] || { cat "$TMP/screen"; fail "no seed in the review"; }

# the rows: the card's sd --card and the verdict
sed -En 's/.*│   card [0-9]+ \(sd --card ([0-9]+)\): [^ ]+ [0-9]+%, (best|the best|as good as|as every card|[^ ]+ [0-9]+% only delays the guess) .*/\1 \2/p' \
	"$TMP/screen" | sed 's/ best$/ worse/; s/as good as/good/; s/as every card/every/;
		s/the best/top/; s/[^ ]* [0-9]*% only delays the guess/open/' > "$TMP/rows"

# analyse --sd --judge contract on the same layouts: each decision's
# verdict, and whether its check found a guess kept open
"$DDPLAY" analyse --sd --judge contract --deals 40 --seed "$seed" --json \
	"$TMP/p.pbn" > "$TMP/asd.json" 2> "$TMP/asd.err" ||
	fail "analyse --sd: $(cat "$TMP/asd.err")"
{ tr -d '\n' < "$TMP/asd.json"; echo; } | sed 's/{"trick"/\n&/g' | sed -n '
	/"fusion": {"result": "open"/s/.*"played": \([0-9]*\),.*"verdict": "\([a-z]*\)".*/\1 \2-open/p
	/"fusion": {"result": "open"/!s/.*"played": \([0-9]*\),.*"verdict": "\([a-z]*\)".*/\1 \2/p' \
	> "$TMP/verdicts"
grep -qx '4 none-open' "$TMP/verdicts" ||
	fail "analyse --sd: the ♠A (card 5) is no guess kept open: $(cat "$TMP/verdicts")"
[ "$(wc -l < "$TMP/rows")" -eq "$(wc -l < "$TMP/verdicts")" ] ||
	{ cat "$TMP/screen"; fail "the review has $(wc -l < "$TMP/rows") decisions, analyse --sd $(wc -l < "$TMP/verdicts")"; }
while read -r m verdict; do
	kind=$(awk -v m="$m" '$1 == m { print $2 }' "$TMP/rows")
	case $verdict/$kind in
	error/worse | none-open/open | unlucky-open/open) ;;
	none/top | none/good | none/every | unlucky/top | unlucky/good | unlucky/every) ;;
	*) cat "$TMP/screen"; fail "sd --card $m: analyse --sd says $verdict, the review '${kind:-nothing}'" ;;
	esac
done < "$TMP/verdicts"
grep -q "│   card 5 (sd --card 4): ♠A 60%, ♦A 75% only delays the guess (±15%)" "$TMP/screen" ||
	{ cat "$TMP/screen"; fail "card 5, the guess kept open, not as such"; }
# counted as good, and drawn as no mistake
grep -q "│   1 of 1 decision was the single-dummy best or as good" "$TMP/screen" ||
	{ cat "$TMP/screen"; fail "the guess kept open not counted as a good decision"; }

# 80x24: the row whole inside the box (drawn at column 2, as only the
# narrow screen has it), the count, the box's bottom edge
ui_tmux resize-window -x 80 -y 24 2> /dev/null ||
	ui_tmux resize-pane -x 80 -y 24 2> /dev/null
narrow() {
	ui_screen > "$TMP/screen"
	grep -q '^  │   card 5 (sd --card 4): ♠A 60%, ♦A 75% only delays the guess (±15%) *│ *$' "$TMP/screen" &&
		grep -q '^  │   1 of 1 decision was the single-dummy best or as good *│ *$' "$TMP/screen" &&
		grep -q '^ *└─*┘ *$' "$TMP/screen"
}
ui_poll narrow || { cat "$TMP/screen"; fail "80x24: the guess kept open's row, the count or the box not whole"; }
ui_quit
status=$(ui_exit_status); [ "$status" = 0 ] || { cat "$TMP/stderr"; fail "exit status $status"; }
exit 0

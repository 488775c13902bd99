#!/bin/sh
# :session sd in the review of a practice: the practice's play, which
# no record of the file holds (it becomes the board's actual play), is
# judged as `ddplay analyse --sd` judges it once saved.  The row's other
# columns (lost, the first costly card) took that play, the
# single-dummy marks said "-" (no recorded play).
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

over() {
	ui_has "Review of the play"
}

ui_start 110 36 practice --seed 11 --pause 0 --threads 2
ui_wait "you play S and N" "practice"
ui_practice_play_out over
ui_keys e
ui_wait_gone "Review of the play" "the review hidden"
rm -f "$TMP/p.pbn"
ui_cmd "save $TMP/p.pbn"
ui_poll test -s "$TMP/p.pbn" || fail "not saved"
"$DDPLAY" analyse --sd --deals 20 --seed 1 -j 2 "$TMP/p.pbn" > "$TMP/analyse" ||
	fail "analyse --sd: exit status $?"
want=$(sed -n 's/^Single-dummy errors: \([0-9]*\); unlucky: \([0-9]*\)\.$/\1 \2/p' "$TMP/analyse")
[ -n "$want" ] || { cat "$TMP/analyse"; fail "analyse --sd judged nothing"; }
ui_cmd "session sd 20"
ui_wait "single dummy 1 of 1" ":session sd 20"
ui_wait_gone "working" "the marks done"
# the row: "▶ - 3♦ S ~down 2 9 -100 -210 2 3 1 trick 2, ..."; the two
# cells after "lost"'s
got=$(ui_screen | grep -E '│ ▶ ' | sed 's/^[^│]*│//; s/▶/ /' |
	awk '{ print $10, $11 }')
[ "$got" = "$want" ] ||
	{ ui_screen; fail "the row's sd err, unlucky: '$got', analyse --sd: '$want'"; }
ui_keys Escape
ui_wait_gone "Session:" "the box closed"
ui_quit
exit 0

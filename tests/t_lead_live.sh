#!/bin/sh
# t_lead_live.sh - ddplay lead with its output on a terminal: the table of
# the layouts solved so far is drawn while solving, then replaced by the
# final tables (nothing of it left on the screen: the screen is what the
# same command writes to a file); Ctrl-C keeps the figures so far.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"
# Every layout is solved: waits are long (a loaded machine, the sanitizer
# builds, fewer layouts there).  The live table is drawn after a second
# of solving; DDPLAY_TEST_LIVE draws it from the first layout solved, so
# that it stays on the screen most of the run: a run that ended soon
# after the second (the sanitizer build's 20 layouts, on a quick machine)
# showed it for less than the screen is polled, and the test missed it.
# 20 layouts (40 before 2026-11-28 on the plain build: three runs of
# 2 s of CPU each, for a test of the screen; the sanitizer build, whose
# engine is not sanitized, solves them as quickly).
DDPLAY_TEST_LIVE=1
export DDPLAY_TEST_LIVE
N=20 WAIT=120
case $DDPLAY in
*san*) WAIT=180 ;;
esac
# shellcheck disable=SC2034  # read by ui.sh
UI_WAIT=$WAIT

H=W:KT32.Q9743.QT2.Q

# to the end: the live table, then exactly the output to a file
ui_start 100 60 lead --hand "$H" --contract 4S --deals "$N" --seed 5 -j 2
ui_wait "Solving: " "the table while solving"
ui_has " of $N layouts (Ctrl-C stops" || fail "live: $(ui_screen | head -n 3)"
ui_has "lead  tricks  95% interval" || fail "live: no table"
status=$(ui_exit_status)
[ "$status" = 0 ] || fail "lead on a terminal: exit status $status"
ui_screen | grep -v '^$' > "$TMP/screen"
LANG=C.UTF-8 LC_ALL=C.UTF-8 "$DDPLAY" lead --hand "$H" --contract 4S \
	--deals "$N" --seed 5 -j 2 | grep -v '^$' > "$TMP/file" ||
	fail "lead to a file failed"
cmp -s "$TMP/file" "$TMP/screen" || {
	diff "$TMP/file" "$TMP/screen" | head -n 10
	fail "the screen at the end is not the output to a file"
}
echo "live table: drawn while solving, replaced by the final tables"

# a terminal narrower than 80 columns: no table while solving (its lines
# could wrap and the redrawing go astray)
ui_start 70 60 lead --hand "$H" --contract 4S --deals "$N" --seed 5 -j 2
seen_or_ended() {
	ui_has "Solving: " || ui_exited
}
ui_poll seen_or_ended || fail "70 columns: the program did not end"
ui_has "Solving: " && fail "70 columns: a table while solving"
ui_poll ui_exited || fail "70 columns: the program did not end"
ui_wait "The defence needs" "70 columns: the final tables"
echo "70 columns: no table while solving"

# Ctrl-C while solving: the figures of the layouts solved, status 130
ui_start 100 60 lead --hand "$H" --contract 4S --deals 5000 --seed 5 -j 2
ui_wait "Solving: " "the table while solving"
ui_keys C-c
status=$(ui_exit_status)
[ "$status" = 130 ] || fail "Ctrl-C: exit status $status"
ui_screen > "$TMP/screen"
grep -q "Solving: " "$TMP/screen" && fail "Ctrl-C: the live table is left"
n=$(sed -n 's/^.*, interrupted: \([0-9]*\) of 5000 solved\.$/\1/p' \
	"$TMP/screen")
[ -n "$n" ] || fail "Ctrl-C: $(head -n 3 "$TMP/screen")"
grep -q "^ddplay lead: interrupted: $n of 5000 layouts solved" \
	"$TMP/stderr" || fail "Ctrl-C: stderr $(cat "$TMP/stderr")"
grep -q "^lead  tricks" "$TMP/screen" || fail "Ctrl-C: no table"
echo "Ctrl-C on a terminal: the figures of $n layouts"
exit 0

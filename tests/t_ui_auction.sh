#!/bin/sh
# The auction box before the opening lead never hides the first calls
# without a word (issue 20, item 6): a seven-round auction shows a row
# saying how many rounds are above and the record key, then its last
# rounds; the record page has it whole; a short auction has no such row
# (110x36 and 80x24).
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

MD=$(sed -n 's/.*\(md|[^|]*\).*/\1/p' tests/data/ui/record.lin)
mb=
for c in 1C p 1H p 1S p 2C p 2D p 2H p 2S p 3C p 3D p 3H p 3S p 4S p p p; do
	mb="${mb}mb|$c|"
done
printf 'pn|S1,W1,N1,E1|st||%s|sv|o|ah|Board 9|%s\n' "$MD" "$mb" > "$TMP/long.lin"

restart() {
	ui_tmux kill-server > /dev/null 2>&1
	UI_SOCKET=ddplay-test-$$-$1
}

for size in "110 36" "80 24"; do
	restart "${size% *}"
	# shellcheck disable=SC2086
	ui_start $size "$TMP/long.lin"
	ui_wait "─ auction ─" "$size: the auction box"
	ui_wait "│ … 4 rounds above: f  │" "$size: the rounds above said"
	ui_wait "│ 3♦   Pass 3♥   Pass  │" "$size: the last rounds"
	ui_wait "│ Pass Pass            │" "$size: the final passes"
	ui_keys f
	ui_wait "─ Record ─" "$size: the record page"
	ui_wait "│ 1♣    Pass  1♥    Pass   │" "$size: the record page from the first call"
	ui_wait "│ 3♠    Pass  4♠    Pass   │" "$size: the record page to the last"
	ui_quit
	[ "$(ui_exit_status)" = 0 ] || fail "q: the program did not end well"
done

# a short auction: no such row
restart short
ui_start 80 24 tests/data/ui/record.lin
ui_wait "─ auction ─" "short: the auction box"
grep -q "above" "$TMP/screen" && fail "short: rounds above said of a short auction"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "q: the program did not end well"
echo "a long auction: its last rounds and how many are above"

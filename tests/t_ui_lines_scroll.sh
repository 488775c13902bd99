#!/bin/sh
# :lines where the lines do not all fit (21 lines at 80x24, 19 rows):
# the list opens where the line you are on is shown (the last one made,
# below the first page), says which rows it shows, scrolls by PgUp and
# Down, and closes at another key.  It had no way to the lines past its
# first page, and could hide the line you were on.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

cp tests/data/ui/record.pbn "$TMP/r.pbn"
ui_start 80 24 "$TMP/r.pbn"
ui_wait "West to play" "the board"
# a line for each of West's other leads, then other second cards
for c in SK ST S3 HK H9 H6 D8 D7 D6 D2 CQ C2 "HK H8" "HK H5" "HK H4" \
	"CQ C7" "CQ C6" "SK S8" "SK S6" "HK H2" "HK HQ" "CQ C4" "CQ C9"; do
	ui_keys Home
	ui_wait "card 0/" "Home before :play $c"
	ui_cmd "play $c"
	ui_wait_gone "card 0/" ":play $c"
done
ui_cmd lines
ui_wait "Lines of play" ":lines"
ui_wait "rows 3-21 of 21" ":lines opened at its last page"
ui_screen | grep -q '│ > 21  leaves line' ||
	{ ui_screen; fail "the line you are on (21) not shown"; }
ui_keys PPage
ui_wait "rows 1-19 of 21" "PgUp"
ui_screen | grep -q '│    1  from the start' || fail "line 1 not shown after PgUp"
ui_lacks "> 21" || fail "line 21 still shown after PgUp"
ui_keys Down
ui_wait "rows 2-20 of 21" "Down"
ui_keys x
ui_wait_gone "Lines of play" "another key closes the list"
ui_quit
echo ":lines scrolls where the lines do not fit"

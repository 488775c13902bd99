#!/bin/sh
# Boards skipped when a file opens are said on the screen (issue 20,
# item 5), not only on standard error behind it: the status line gives
# their count and :errors, the title counts them apart from the boards
# shown ("board 1 of 2, 30 not read": the file's count); the :errors page lists each with its file,
# line and reason, at 110x36 and 80x24, scrolled when long; :load of a
# file with bad boards adds the same; a file without problems says so.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

BAD=tests/data/ui/bad.pbn

restart() {
	ui_tmux kill-server > /dev/null 2>&1
	UI_SOCKET=ddplay-test-$$-$1
}

ui_start 110 36 "$BAD"
ui_wait "Board 1  3♦ by South, West leads" "the good board"
ui_wait "bad.pbn: 1 board not read, 2 problems (:errors)" "the message at the start"
# the count of boards agrees with the file's: two shown (board 3 without
# its play, which could not be read), one not read
ui_wait "board 1 of 2, 1 not read" "the title's count"
ui_cmd errors
ui_wait "Problems reading the files: 2" "the errors page"
ui_wait "$BAD:15: board 2: CA is in both East and West" "board 2's line and reason"
ui_wait "$BAD:25: board 3: trick 2: South cannot play S2: East holds it" \
	"board 3's line and reason"
ui_keys x
ui_wait_gone "Problems reading the files" "any key closes it"
# the same board again: its problems are added
ui_cmd "load $BAD"
ui_wait "2 boards added; bad.pbn: 1 board not read, 2 problems (:errors)" ":load's message"
ui_wait "board 3 of 4, 2 not read" ":load's boards counted"
ui_cmd errors
ui_wait "Problems reading the files: 4" ":load's problems added"
ui_keys Escape
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "q: the program did not end well"
# still on standard error for a script
grep -q "^$BAD:15: board 2: " "$TMP/stderr" || fail "board 2 not on standard error"

restart small
ui_start 80 24 "$BAD"
ui_wait "bad.pbn: 1 board not read, 2 problems (:errors)" "80x24: the message, whole"
ui_cmd errors
ui_wait "│ $BAD:25: board 3: trick 2: South cannot play S2: East   │" "80x24: wrapped at a word"
ui_wait "│ holds it " "80x24: the rest of the reason"
ui_keys Escape
ui_wait_gone "Problems reading the files" "80x24: closed"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "q: the program did not end well"

# thirty bad boards on 24 rows (100 columns: a message a row): the list
# scrolls as the help does
restart many
awk 'BEGIN { RS = ""; ORS = "\n\n" } /Board "2"/ { for (i = 0; i < 30; i++) print }' \
	"$BAD" > "$TMP/bad30"
cat tests/data/ui/play.pbn "$TMP/bad30" > "$TMP/many.pbn"
last=$(grep -c '' "$TMP/many.pbn")
ui_start 100 24 "$TMP/many.pbn"
ui_wait "many.pbn: 30 boards not read, 30 problems (:errors)" "30: the message"
ui_wait "board 1 of 2, 30 not read" "30: the title's count"
ui_cmd errors
ui_wait "Problems reading the files: 30" "30: the page"
ui_wait "rows 1-18 of 30   Down/Space: more" "30: where it stands"
ui_keys Down
ui_wait "rows 2-19 of 30" "30: Down"
ui_keys Space
ui_wait "rows 13-30 of 30" "30: Space to the end"
# the last board's line: its [Event] is a few lines above the file's end
grep -q "many.pbn:2[0-9][0-9]: board 2: CA is in both East and West" "$TMP/screen" ||
	fail "30: the last messages after scrolling (file of $last lines)"
ui_keys Space
ui_wait_gone "Problems reading the files" "30: Space at the end closes"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "q: the program did not end well"

restart good
ui_start 80 24 tests/data/ui/play.pbn
ui_wait "solved in" "a good file"
grep -q "problem" "$TMP/screen" && fail "a good file: a problem said"
ui_cmd errors
ui_wait "errors: nothing was wrong in the files opened" "a good file: :errors"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "q: the program did not end well"
echo "boards skipped: the count on the status line, :errors with file, line and reason"

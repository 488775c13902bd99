#!/bin/sh
# A BBO forum thread saved as text (tests/data/lin/forum-thread.txt:
# board 7's tag quoted then given again, board 9 as a link broken over
# two lines with blanks in its names, then quoted), opened in the
# analyser (tmux): each board once ("board 1 of 2"), board 9's names
# whole, nothing said (no "(:errors)", no board "not read").  The batch
# commands' side is in t_qa_lin_thread.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

ui_start 110 36 tests/data/lin/forum-thread.txt
ui_wait "Board 7  2♣ by West" "the first board"
ui_wait "board 1 of 2" "each board once"
ui_lacks "(:errors)" || fail "a problem said: $(cat "$TMP/screen")"
ui_lacks "not read" || fail "a board not read: $(cat "$TMP/screen")"
ui_keys n
ui_wait "Board 9  5♣ by West" "board 9"
ui_wait "board 2 of 2" "board 9 the last"
ui_wait "Mary Ann O'Brien" "board 9's South, whole"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "q: exit status not 0"
[ ! -s "$TMP/stderr" ] || fail "said on standard error: $(cat "$TMP/stderr")"
echo "ok"

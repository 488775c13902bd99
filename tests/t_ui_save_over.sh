#!/bin/sh
# t_ui_save_over.sh - a board saved alone to a file that another board's
# :save board later replaces: its lines are no longer on disk, and count
# as not saved again (q asked nothing and quit, board 1's line lost).
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

cp tests/data/ui/play.pbn "$TMP/two.pbn"
ui_start 110 36 "$TMP/two.pbn"
ui_wait "board 1 of 2" "two.pbn opens"
ui_wait "solved in" "board 1: the scores"
ui_cmd "play SK"
ui_wait "you left the actual play" "board 1: a line of its own"
ui_cmd "save board $TMP/x.pbn"
ui_wait "saved to $TMP/x.pbn" "board 1 saved alone"
ui_keys n
ui_wait "board 2 of 2" "n: board 2"
ui_wait "solved in" "board 2: the scores"
ui_cmd "play SA"
ui_wait "you left the actual play" "board 2: a line of its own"
ui_cmd "save board $TMP/x.pbn"
ui_wait "x.pbn exists: replace?" "board 2 over board 1's file: asked"
ui_keys y
ui_wait "saved to $TMP/x.pbn" "board 2 saved alone over it"
# board 1's line is in no file now
ui_keys q
ui_wait "Board 1: Quit without saving your lines? (y: quit, n: stay)" \
	"q names board 1, whose file was replaced"
ui_keys n
# saved again, with board 2, by :save (the file holds board 2 alone, as
# saved: replaced without a question): nothing left to ask
ui_cmd "save $TMP/x.pbn"
ui_wait "saved to $TMP/x.pbn" "both boards saved"
ui_keys q
ui_poll test -s "$TMP/exit" || { ui_screen; fail "q asked again once both were saved"; }
echo "a board whose file another board replaced counts as not saved"

#!/bin/sh
# A refusal that does not fit beside "solved in 0.17 s" at 80 columns
# takes the status line's whole width rather than lose its end: the
# refusals that say what to do instead ended "... Home goes…" (x after
# the lead) and "... deals another…" (z in practice, where e, the
# review, is the way to the single-dummy figures: that refusal, 84
# columns with its key, is now shorter than 78).  While the
# position is being solved, "solving..." keeps its place; other messages
# are shortened at a word as before (t_ui_words).  A command typed is
# refused by its name (":sd: not in practice"), a key by its keys.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

ui_start 80 24 tests/data/ui/record.pbn
ui_wait "West to play" "the board"
ui_wait "solved in" "the double-dummy scores"
ui_keys r
ui_wait "card 1/" "the lead played (the actual play's)"
ui_wait "solved in" "the position after the lead"
ui_keys x
ui_wait "lead: the simulation is for the opening lead: Home goes back to it" \
	"x after the lead, its message whole at 80 columns"
# the next key takes the message away, and the solver's text is back
ui_keys Right
ui_wait_gone "Home goes" "the message gone"
ui_wait "solved in" "the solver's text back"
ui_quit

ui_start 80 24 practice --seed 7 --pause 0
ui_wait "you play S and N" "practice"
ui_wait "solved in" "practice: the position solved"
ui_keys z
ui_wait "% z: not in practice (e: the review; a new deal: ddplay practice)" \
	"z in practice, its message whole at 80 columns"
# typed, the refusal names the command typed, not the keys
ui_cmd "sd 100"
ui_wait ":sd: not in practice (e: the review" ":sd typed in practice"
ui_quit
echo "a long refusal takes the whole status line at 80 columns"

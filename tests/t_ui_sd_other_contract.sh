#!/bin/sh
# A board's auction describes the hands of its own contract: after
# :contract another (4S by South on record.pbn, whose auction ends in 2D
# by South), :sd and the lead view x deal without it and say so; back
# at the board's contract, its auction is used again.  (Before, the lead
# against 4S was simulated with South "spades 4-", from his 1D opening
# of a 2D auction: he holds five spades.)
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

ui_start 110 36 tests/data/ui/record.pbn
ui_wait "West to play" "the board"
ui_cmd "lead 4"
ui_wait "4 of 4 layouts" ":lead 4 under 2D"
ui_has "Constraints: " || fail "2D by South: the auction not used by x"
ui_keys Escape
ui_cmd "contract 4S by S"
ui_wait "4♠ by South" ":contract 4S by S"
ui_cmd "lead 4"
ui_wait "4 of 4 layouts" ":lead 4 under 4S"
ui_has "auction is for its own contract, not the one shown" ||
	fail "4S: the lead's box does not say the auction is not used"
ui_lacks "spades 4-" || fail "4S: South's 1D (spades 4-) used against 4S"
ui_keys Escape
ui_cmd "sd 4"
ui_wait "sd 4/4 done" ":sd 4 under 4S"
ui_has "no constraints (auction not used)" ||
	fail "4S: the :sd line: $(ui_screen | grep 'sd 4/4')"
ui_cmd "contract 2D by S"
ui_wait "2♦ by South" "back to 2D"
ui_cmd "sd 4"
ui_wait "sd 4/4 done" ":sd 4 under 2D"
ui_has "auction: " || fail "2D: the auction not used again: $(ui_screen | grep 'sd 4/4')"
ui_quit
echo "the board's auction is used for its own contract only"

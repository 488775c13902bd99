#!/bin/sh
# The line of the single-dummy figures (:sd) at 80 columns: where the
# whole line does not fit beside what the numbers say, the calls used
# (the constraints' short form) come before the seed, and a seed that
# does not fit whole is left out rather than cut with the constraints'
# last word ("auction: no call..." where "auction: no call used" fitted);
# at 110 columns the seed is there too.  (North to play at trick 2 of
# analyse-sd-unlucky.pbn: declarer's side sees both hands, so no call of
# 1NT 3NT is used.)
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

PBN=tests/data/analyse-sd-unlucky.pbn

for size in "80 24" "110 36"; do
	# shellcheck disable=SC2086
	ui_start $size --threads 2 "$PBN"
	ui_wait "West to play" "the board at $size"
	for k in 1 2 3 4 5 6; do
		ui_keys r
		ui_wait "card $k/8" "card $k replayed at $size"
	done
	ui_wait "North to play" "North to play at trick 2 at $size"
	# (the line's words are checked: 4 layouts, not 20)
	ui_cmd "sd 4"
	ui_wait "sd 4/4 done" ":sd 4 at $size"
	ui_has "auction: no call used" ||
		fail "$size: the calls used cut: $(ui_screen | grep 'sd 4/4')"
	ui_lacks "no call…" || fail "$size: the calls used cut: $(ui_screen | grep 'sd 4/4')"
	if [ "$size" = "110 36" ]; then
		ui_has "NS need 9; seed " || fail "110x36: no seed: $(ui_screen | grep 'sd 4/4')"
	fi
	ui_quit
done
echo "the :sd line keeps the calls used whole at 80 columns"

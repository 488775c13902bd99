#!/bin/sh
# The session view's single-dummy marks (:session sd N, z in the box):
# on the two boards of t_analyse_sd.sh, one where declarer took the
# percentage finesse and it lost double dummy (unlucky), one where he
# threw a sure trick (a single-dummy error), each board's row counts
# declarer's single-dummy errors and unlucky cards as `ddplay analyse
# --sd` does with the same layouts and seed (1, said under the rows), and
# at 110 columns the first costly card carries its verdict; the view
# says it is working while it is, keeps its columns in line, keeps the
# marks when closed and opened again, and asked with other layouts
# starts again; at 110x36 and 80x24.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

PBN=$TMP/two.pbn
{ cat tests/data/analyse-sd-unlucky.pbn; echo; cat tests/data/analyse-sd-error.pbn; } > "$PBN"

# "board errors unlucky" from analyse --sd, one line a board
want() {
	LC_ALL=C.UTF-8 "$DDPLAY" analyse --sd --deals "$1" --seed 1 -j 2 "$PBN" > "$TMP/analyse.$1" ||
		fail "analyse --sd --deals $1: exit status $?"
	sed -n 's/^Board \([0-9]*\):.*/\1/p; s/^Single-dummy errors: \([0-9]*\); unlucky: \([0-9]*\)\.$/\1 \2/p' \
		"$TMP/analyse.$1" | paste -d ' ' - - > "$TMP/want.$1"
	[ "$(wc -l < "$TMP/want.$1")" -eq 2 ] || fail "analyse --sd: not two boards: $(cat "$TMP/analyse.$1")"
}
want 20
# the finesse (board 1, ♠Q) is unlucky with 20 layouts, the ♥K thrown
# (board 2) a single-dummy error: what the rows' verdicts are checked
# against
grep -A1 '^  trick  2  North  ♠Q  .* — unlucky:$' "$TMP/analyse.20" | grep -q '^      lost 1 trick double dummy' ||
	fail "analyse --sd: the finesse is not unlucky"
grep -q '^  trick  1  South  ♥K  .*single-dummy error' "$TMP/analyse.20" ||
	fail "analyse --sd: the ♥K is not a single-dummy error"

# the rows of the box, the marks one byte each (columns counted in bytes)
rows() {
	ui_screen | grep -E '│.*(down|made) [0-9]|│ +board ' |
		sed 's/^[^│]*│//; s/│.*$//; s/▶/ /; s/♠/S/g; s/♥/H/g; s/♦/D/g; s/♣/C/g'
}
# "board errors unlucky" from the rows ("1 3NT S ~made 9 10 +400 -30 1
# 0 1 trick 2, ..."): the two cells after "lost"'s
got() {
	rows | awk 'NR > 1 { print $1, $10, $11 }'
}
# the header's "sd err" and "unlucky" end where the rows' cells end
in_line() {
	rows > "$TMP/rows"
	awk 'NR == 1 { e = index($0, "sd err") + 5; u = index($0, "unlucky") + 6; next }
	     { if (substr($0, e, 1) !~ /[0-9]/ || substr($0, e + 1, 1) != " " ||
		   substr($0, u, 1) !~ /[0-9]/ || substr($0, u + 1, 1) != " ") bad = 1 }
	     END { exit bad || !e || !u }' "$TMP/rows"
}

for size in "110 36" "80 24"; do
	set -- $size
	ui_start "$1" "$2" --threads 2 "$PBN"
	ui_wait "West to play" "the first board ($size)"
	ui_cmd session
	ui_wait "Session: 2 boards, 2 worked out" ":session ($size)"
	ui_has "sd err" && fail "marks before they were asked for ($size)"
	ui_wait "z single-dummy marks" "the foot names z ($size)"
	# at 80x24, z asks for analyse --sd's 100 layouts
	if [ "$1" = 80 ]; then
		ui_keys z
		ui_wait "single dummy: 100 layouts a position, seed 1" "z ($size)"
	fi
	# many layouts: the work is seen going on, then asked again with 20
	# it starts again (a key closes the box first)
	ui_keys Escape
	ui_wait_gone "Session:" "Esc closes it ($size)"
	ui_cmd "session sd 2000"
	ui_wait ", working" "the title says it is working ($size)"
	ui_wait "single dummy: 2000 layouts a position, seed 1; working: " \
		"the layouts, the seed and the cards judged ($size)"
	ui_keys Escape
	ui_wait_gone "Session:" "Esc closes it ($size)"
	ui_cmd "session sd 20"
	n=20
	ui_wait "single dummy 2 of 2 " "the marks of both boards ($size)"
	ui_wait "single dummy: $n layouts a position, seed 1" "the layouts and the seed ($size)"
	got > "$TMP/got"
	compare "$TMP/want.$n" "$TMP/got" "the session's marks against analyse --sd --deals $n --seed 1 ($size)"
	in_line || { cat "$TMP/rows"; fail "the marks' columns are not in line ($size)"; }
	ui_has "sd err: declarer's cards worse than the single-dummy best (95%)" ||
		fail "the legend of sd err ($size)"
	ui_has "unlucky: declarer's cards that lost a trick double dummy, no sd err" ||
		fail "the legend of unlucky ($size)"
	# the layouts' constraints said (board 1 has an auction, used as
	# analyse --sd uses it)
	ui_has "layouts: fitting each board's auction where it has one (analyse --sd)" ||
		fail "the legend does not say the layouts fit the boards' auctions ($size)"
	if [ "$1" = 110 ]; then
		ui_has "trick 2, North ♠Q (-1) unlucky" || fail "the finesse not marked unlucky ($size)"
		ui_has "trick 1, South ♥K (-1) sd err" || fail "the ♥K not marked an error ($size)"
	fi
	# closed and opened again: the marks are there at once
	ui_keys Escape
	ui_wait_gone "Session:" "Esc closes it ($size)"
	ui_cmd session
	ui_poll ui_has "Session:" || fail ":session again ($size)"
	grep -q "single dummy 2 of 2 " "$TMP/screen" ||
		{ cat "$TMP/screen"; fail "reopened, the marks were worked out again ($size)"; }
	got > "$TMP/got"
	compare "$TMP/want.$n" "$TMP/got" "the marks after :session again ($size)"
	ui_keys Escape
	ui_wait_gone "Session:" "closed again ($size)"
	ui_quit
	status=$(ui_exit_status)
	[ "$status" = 0 ] || fail "exit status $status ($size)"
done
# boards added by :load while the box is open (the file a FIFO, written
# once the marks are there): the view starts again on the three boards,
# without the marks of the two (it showed the two boards' marks and a
# third row read past its boards: '+22100 +1280543844'); z asks again
mkfifo "$TMP/more.pbn" || fail "mkfifo"
ui_start 80 24 --threads 2 "$PBN"
ui_wait "West to play" ":load with the box open: the first board"
ui_cmd "load $TMP/more.pbn"
ui_wait "loading" ":load of a FIFO"
ui_cmd "session sd 20"
ui_wait "single dummy 2 of 2 " ":load with the box open: the marks first"
cat tests/data/analyse-sd-error.pbn > "$TMP/more.pbn"
ui_wait "Session: 3 boards, 3 worked out ─" ":load with the box open: the view of the three boards"
ui_has "sd err" && { cat "$TMP/screen"; fail ":load with the box open: the marks of the boards before kept"; }
[ "$(rows | grep -c '3NT S   ~made 9  10   +400    -30    1')" = 3 ] ||
	{ cat "$TMP/screen"; fail ":load with the box open: the rows of the three boards"; }
ui_keys z
ui_wait "single dummy 3 of 3 " ":load with the box open: z marks the three boards"
# (q in the box is not quit: Esc closes it first, or ui_quit waits for
# a question that never comes)
ui_keys Escape
ui_wait_gone "Session:" ":load with the box open: Esc closes it"
ui_quit

# '-': a board whose recorded play is led by another seat than
# declarer's left (board 1 with North declarer: West led) is not judged,
# as analyse does not analyse it; docs/ui.md says so
{ sed 's/\[Declarer "S"\]/[Declarer "N"]/' tests/data/analyse-sd-unlucky.pbn; echo
  cat tests/data/analyse-sd-error.pbn; } > "$TMP/seat.pbn"
LC_ALL=C "$DDPLAY" analyse --sd --deals 20 --seed 1 "$TMP/seat.pbn" | grep -q '^The play recorded, led by West, is not analysed\.$' ||
	fail "analyse: the play led by West not said not analysed"
ui_start 80 24 --threads 2 "$TMP/seat.pbn"
ui_wait "East to play" "the wrong-seat board"
ui_cmd "session sd 20"
ui_wait "single dummy 2 of 2 " "the marks of the wrong-seat board"
# (board 1's row has no result, its other cells are blank: the marks
# are its last two)
{ ui_screen | grep '│ *▶* *1  *3NT N   -  ' | sed 's/^[^│]*│//; s/│.*$//; s/▶/ /' |
	awk '{ print $1, $(NF - 1), $NF }'; got; } > "$TMP/got"
printf '1 - -\n2 1 0\n' > "$TMP/want"
compare "$TMP/want" "$TMP/got" "the wrong-seat board's marks"
ui_keys Escape
ui_wait_gone "Session:" "the wrong-seat board: Esc closes the box"
ui_quit
grep -q "led by another seat than$" docs/ui.md && grep -q "^declarer's left (a lead out of turn" docs/ui.md ||
	fail "docs/ui.md does not say '-' marks a play led by the wrong seat"

ui_start 80 24 "$PBN"
ui_wait "West to play" "the first board"
ui_cmd "session sd x"
ui_wait "session sd: expected a number of layouts, 1 to 10000" ":session sd x"
# one layout: "1 layout", as analyse --sd --deals 1 says
ui_cmd "session sd 1"
ui_wait "single dummy: 1 layout a position, seed 1" ":session sd 1"
ui_keys Escape
ui_wait_gone "Session:" ":session sd 1: Esc closes the box"
ui_quit
echo "the session's single-dummy marks agree with analyse --sd"

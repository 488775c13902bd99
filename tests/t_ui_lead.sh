#!/bin/sh
# The opening lead simulation in the analyser (:lead N, x): at the
# opening lead a box lists the leads of the seat on lead over N layouts of
# the hands it cannot see, filled in as they are solved; once done, its
# figures are those of `ddplay lead` on the same hand, contract, auction
# and seed (the same layouts, solved by the batch command's own path):
# the board's auction constrains the layouts, and the box says so.  Away from
# the opening lead it says where to go; any key closes the box; at 80x24
# the box fits.  Solved by two threads (--threads 2) whatever the
# machine: the figures may not depend on which thread solved a layout.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

PBN=tests/data/ui/record.pbn
N=24
[ "$QUICK" = 1 ] && N=8

ui_start 80 24 --threads 2 "$PBN"
ui_wait "West to play" "the board"
ui_keys End
ui_wait "card 32/32" "the end of the play"
ui_cmd "lead $N"
ui_wait "the simulation is for the opening lead" ":lead away from the lead"
ui_keys Home
ui_wait "card 0/32" "back to the opening lead"
ui_cmd "lead $N"
ui_wait "Opening lead: West against 2" ":lead: the box"
ui_wait "done; any key closes" ":lead: all $N layouts solved"
ui_wait "$N of $N layouts" "the count"
# set and costs: the widest half of their 95% interval (Wilson's at 50%)
pm=$(awk -v n="$N" 'BEGIN { printf "%.0f", 100 * 0.98 / sqrt(n + 1.96 * 1.96) }')
ui_has "set, costs: ±$pm% at most" ||
	fail "the box does not give the shares' interval (±$pm%): $(ui_screen)"
seed=$(ui_screen | sed -n 's/.*(seed \([0-9]*\)).*/\1/p' | head -n 1)
[ -n "$seed" ] || fail "no seed on the screen"
# lead and average tricks as the box shows them: "D8/7/6 6.32"
ui_screen | sed -n 's/^.*│ \([♠♥♦♣][^ ]*\) *\([0-9]*\.[0-9][0-9]\) .*/\1 \2/p' |
	sed 's/♠/S/; s/♥/H/; s/♦/D/; s/♣/C/' | sort > "$TMP/got"
# the board's auction constrains the layouts, as --auction does
ui_has "Constraints: auction: " || fail "the box does not say the auction's constraints were used"
# wrapped in the box at 80 columns, not cut at its edge ("...; 1D"; a
# third-seat 1D: hcp 10-21)
ui_has "by South (hcp 10-21, diamonds 3+" ||
	fail "the auction's constraints are cut at the box's edge, not wrapped"
"$DDPLAY" lead --hand 'W:KT3.K96.8762.QT2' --contract 2D --declarer S \
	--auction 'P P 1D P 1H P 2D P P P' --dealer N \
	--deals "$N" --seed "$seed" -j 1 --lines > "$TMP/lead" ||
	fail "ddplay lead: exit status $?"
# (a half up, from the tricks and the layouts: t_ui_lead_tricks)
awk -F'|' '$1 == "lead" { h = int((200 * $4 + $3) / (2 * $3))
	printf "%s %d.%02d\n", $2, int(h / 100), h % 100 }' "$TMP/lead" |
	sort > "$TMP/want"
[ -s "$TMP/want" ] || fail "no leads from ddplay lead"
compare "$TMP/want" "$TMP/got" "the analyser's leads against ddplay lead"
# MP and its 95% interval as the box shows them, "♦8/7/6 62 60 65" (it
# had no interval), each ddplay lead's rounded (within half a point:
# the --lines figures are themselves rounded to two decimals)
ui_screen | sed -n 's/^.*│ \([♠♥♦♣][^ ]*\) .* \([0-9]*\)% *\([0-9]*\)- *\([0-9]*\)% .*/\1 \2 \3 \4/p' |
	sed 's/♠/S/; s/♥/H/; s/♦/D/; s/♣/C/' | sort > "$TMP/gotmp"
[ "$(wc -l < "$TMP/gotmp")" = "$(wc -l < "$TMP/want")" ] ||
	fail "the box's MP intervals: $(cat "$TMP/gotmp") $(ui_screen)"
awk -F'|' '$1 == "lead" { print $2, $10, $11, $12 }' "$TMP/lead" | sort |
	join - "$TMP/gotmp" > "$TMP/joinmp"
[ "$(wc -l < "$TMP/joinmp")" = "$(wc -l < "$TMP/want")" ] ||
	fail "the box's leads with an MP interval are not ddplay lead's: $(cat "$TMP/gotmp")"
awk '{ for (i = 2; i <= 4; i++) { d = $i - $(i + 3)
	if (d > 0.505 || d < -0.505) { print; break } } }' "$TMP/joinmp" > "$TMP/badmp"
[ -s "$TMP/badmp" ] && fail "the box's MP and interval against ddplay lead's (lead, lead's, box's): $(cat "$TMP/badmp")"
ui_has "set, costs: ±$pm% at most (shares of $N layouts); MP: 95% interval" ||
	fail "the box does not say what its intervals are: $(ui_screen)"
ui_keys z
ui_wait_gone "Opening lead:" "any key closes the box"
# x starts it too, and a key stops it half-way
ui_keys x
ui_wait "Opening lead: West" "x: the box"
ui_keys Escape
ui_wait_gone "Opening lead:" "Esc closes it"
ui_quit
status=$(ui_exit_status)
[ "$status" = 0 ] || fail "exit status $status"

# An auction few layouts fit (West's 12 points beside a 1NT opening and a
# raise to 3NT: about one layout in 200): the layouts asked for are found
# all the same, as `ddplay lead` finds them (its tries: with 20 a layout
# 24 asked gave 7), and no message of the command line's goes to the
# terminal over the screen.
cat > "$TMP/tight.pbn" << 'EOF'
[Board "1"]
[Dealer "S"]
[Vulnerable "None"]
[Deal "N:K74.A852.J73.K94 J63.Q74.AT52.Q73 952.T63.K84.AJ52 AQT8.KJ9.Q96.T86"]
[Declarer "S"]
[Contract "3NT"]
[Auction "S"]
1NT Pass 3NT Pass
Pass Pass
EOF
ui_start 80 24 --threads 2 "$TMP/tight.pbn"
ui_wait "West to play" "the board"
ui_cmd "lead 24"
ui_wait "Opening lead: West against 3NT" ":lead 24: the box"
ui_wait "done; any key closes" ":lead 24: the layouts solved"
# (at 80x24 the calls used first, then the specs in full as far as
# they go)
ui_has "Constraints: auction: S 1NT, N 3NT. In full: 1NT by South" ||
	fail "the box does not say the auction was used"
ui_has "24 of 24 layouts" ||
	fail "a tight auction: not the 24 layouts asked for: $(ui_screen)"
ui_keys Escape
ui_wait_gone "Opening lead:" "Esc closes the box (24 of 24)"
ui_quit
# and with --tries 2000 fewer than asked fit, and the box says so, with
# the tries (it said "in the layouts tried", not how many)
ui_start 80 24 --threads 2 --tries 2000 "$TMP/tight.pbn"
ui_wait "West to play" "the board (--tries 2000)"
ui_cmd "lead 24"
ui_wait "done; any key closes" ":lead 24, --tries 2000"
ui_screen | grep -q "Only [0-9]* of the 24 asked fit the constraints in 2000 tries\." ||
	fail "the box does not say that fewer layouts than asked were found"
# and West's thirteen leads all fit at 80x24 (the blank lines go first)
n=$(ui_screen | grep -c '│ [♠♥♦♣][AKQJT2-9] ')
[ "$n" -eq 13 ] || { ui_screen; fail "$n of West's 13 leads shown at 80x24"; }
if grep -q "ddplay lead" "$TMP/stderr"; then
	cat "$TMP/stderr"
	fail "the lead box wrote ddplay lead's messages to the terminal"
fi
ui_keys Escape
ui_wait_gone "Opening lead:" "Esc closes the box"
ui_quit
echo "the lead simulation in the analyser agrees with ddplay lead"

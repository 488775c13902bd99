#!/bin/sh
# The interactive analyser's second slice in a real terminal (tmux): the
# side panel (the 20-result table as table --lines gives it, the tricks
# played with their winners), the view key v (the numbers as solve --lines
# gives them), back and forward a trick, a new line after taking cards
# back, the play-out o to the double-dummy result, a mouse click on a
# card, and the panel toggled at 80x24.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

D='N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4'

# The table rows as `ddplay table` lays them out, from table --lines
# (tricks[strain S H D C N][seat N E S W]): rows NT S H D C, columns N S E W.
printf '%s\n' "$D" | "$DDPLAY" table --lines > "$TMP/table" ||
	fail "table --lines failed"
awk -F'|' '{
	split($2, t, " ")
	split("NT ♠ ♥ ♦ ♣", name, " ")
	split("5 1 2 3 4", strain, " ")
	split("1 3 2 4", seat, " ")
	for (r = 1; r <= 5; r++) {
		# (no %-2s: awk may count the bytes of a suit glyph)
		line = name[r] (r == 1 ? "  " : "   ")
		for (c = 1; c <= 4; c++)
			line = line sprintf(c == 1 ? "%3d" : "%4d",
				t[(strain[r] - 1) * 4 + seat[c]])
		print line
	}
}' "$TMP/table" > "$TMP/expect"
[ "$(wc -l < "$TMP/expect")" -eq 5 ] || fail "no table for the deal"
cp "$TMP/expect" "$TMP/table-rows"

# Hearts by East, South leads, at 120x40: the panel is beside the board.
ui_start 120 40 --deal "$D" --declarer E --strain H
ui_wait "Hearts, declarer East, South leads" "title"
ui_wait "Double dummy" "the panel"
ui_wait "      N   S   E   W" "the table's heading"
ui_wait_expected "the table in the panel"
ui_wait "(none played yet)" "no trick yet"

# The view key: declarer's total, the tricks of the side to play from
# here, the result against 3H (9 tricks).
ui_expect_scores "$D|H|S|-" def
ui_wait_expected "declarer's total"
ui_wait "v: East-West's total" "legend, first view"
ui_keys v
ui_wait "v: North-South's tricks from here" "legend, second view"
ui_expect_scores "$D|H|S|-" raw
ui_wait_expected "tricks of the side to play"
ui_keys v
ui_wait "v: result against 3♥" "legend, third view"
ui_expect_scores "$D|H|S|-" def 9
ui_wait_expected "result against the contract"
grep -qF "♦ Q:= J:= 3:+1✗ 2:+1✗" "$TMP/expect" ||
	fail "unexpected contract view: $(cat "$TMP/expect")"
ui_keys v
ui_wait "v: East-West's total" "the views go round"

# A trick: South ♠9, West ♠5, North ♠K, East ♠A; the history shows it
# with its leader and its winner.
for card in 9 5 K A; do
	ui_keys s "$card"
	ui_wait "card $((${n:-0} + 1))/" "after S$card"
	n=$((${n:-0} + 1))
done
ui_wait "won by East" "trick 1"
ui_wait " 1 S  ♠9 ♠5 ♠K ♠A  E" "the trick in the history"
ui_wait "card 4 of 4" "where the play stands"

# Back a trick, forward a trick; back again and a different lead: a new
# line from there.
ui_keys '['
ui_wait "card 0/4" "back a trick"
ui_wait "South  to play" "back a trick"
ui_wait "(none played yet)" "back a trick: history"
ui_keys ']'
ui_wait "card 4/4" "forward a trick"
ui_wait "won by East" "forward a trick"
ui_keys PPage
ui_wait "card 0/4" "PgUp"
ui_keys s 7
ui_wait "card 1/1" "a new line"
ui_wait " 1 S  ♠7 " "the new line in the history"
ui_keys NPage
ui_wait "nothing to play again" "PgDn at the end of the line"

# Play-out from West to play after ♠7: East-West end with the tricks
# solve gives West's best card.
printf '%s\n' "$D|H|S|S7" | "$DDPLAY" solve --lines > "$TMP/solved" ||
	fail "solve --lines failed"
ew=$(awk -F'|' '{ n = split($5, c, " "); b = 0
	for (i = 1; i <= n; i++) { split(c[i], kv, ":")
		if (kv[2] + 0 > b) b = kv[2] + 0 }
	print b }' "$TMP/solved")
[ "$ew" -ge 1 ] || fail "no result for $D|H|S|S7"
ui_keys o
ui_wait "played out to the end" "play-out"
ui_wait "card 52/52" "play-out: every card"
ui_wait "East-West took $ew tricks" "play-out: the double-dummy result"
ui_wait "Tricks won  NS $((13 - ew))  EW $ew" "play-out: the tricks"
ui_wait "│ 13 " "play-out: thirteen tricks in the history"

# A mouse click (xterm X10 report: ESC [ M, button, column + 33,
# row + 33) on South's ♠9 at the start plays it.
ui_keys Home
ui_wait "card 0/52" "Home"
ui_wait "♠ 9:" "South's scores"
ui_screen > "$TMP/screen"
y=$(grep -n "^ *♠ 9:" "$TMP/screen" | head -n 1 | cut -d: -f1)
[ -n "$y" ] || fail "South's spades not found"
line=$(sed -n "${y}p" "$TMP/screen")
spaces=${line%%♠*}
x=$((${#spaces} + 2))
y=$((y - 1))
chr() {
	printf "\\$(printf '%03o' "$1")"
}
ui_mouse() {
	ui_keys -l "$(printf '\033[M ')$(chr $(($1 + 33)))$(chr $(($2 + 33)))"
	ui_keys -l "$(printf '\033[M#')$(chr $(($1 + 33)))$(chr $(($2 + 33)))"
}
ui_mouse "$x" "$y"
# (♠9 leads a line played before: the tree follows it)
ui_wait "card 1/" "a click on ♠9"
ui_wait "South played ♠9" "a click on ♠9: the card played"
ui_wait " 1 S  ♠9 " "the card clicked"
ui_wait "West  to play" "after the click"
# A click on a card of a seat not to play is refused.
ui_mouse "$x" "$y"
ui_wait "West to play, not South" "a click on South's card"

# 80x24: the panel is hidden; i shows it over the board's right side.
ui_tmux resize-window -x 80 -y 24
ui_wait_gone "Double dummy" "80x24: no panel"
ui_wait "West  to play" "80x24"
ui_keys i
ui_wait "Double dummy" "80x24: i shows the panel"
cp "$TMP/table-rows" "$TMP/expect"
ui_wait_expected "80x24: the table"
ui_keys i
ui_wait_gone "Double dummy" "80x24: i hides it"
ui_keys '?'
ui_wait "play the rest of the deal out" "help"
ui_keys x
ui_wait_gone "play the rest of the deal out" "help closed"

ui_quit
status=$(ui_exit_status)
[ "$status" = 0 ] || { cat "$TMP/stderr"; fail "exit status $status after q"; }
echo "panel, views, tricks, play-out and mouse as expected"

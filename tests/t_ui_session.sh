#!/bin/sh
# The session view (:session): a row a board of the file with the double
# dummy tricks at the opening lead, the tricks the recorded cards threw
# away and the first card that did, as `ddplay analyse` finds them, and
# North-South's score against par as `analyse --summary` gives them (the
# result double dummy after the play when none is recorded); Enter opens the
# chosen board just before that card (its player to play); Esc closes;
# at 80x24 too.  Worked out by two threads (--threads 2) whatever the
# machine: the rows may not depend on which thread filled them.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

PBN=tests/data/ui/play.pbn
LC_ALL=C.UTF-8 "$DDPLAY" analyse "$PBN" > "$TMP/analyse" ||
	fail "analyse: exit status $?"
"$DDPLAY" analyse --summary --lines "$PBN" > "$TMP/summary" ||
	fail "analyse --summary: exit status $?"
# "board dd lost first" from analyse, one line a board (lost: the tricks
# of every card that changed the result, either side's):
# "1 7 4 trick 1, East ♣8 (-1)"
awk '/^Board / { b = $2; sub(/:$/, "", b) }
     /^Double-dummy before the opening lead:/ { dd = $6 }
     /^  trick / { n++; lost += $6
		   if (n == 1) { loss = ($5 == "gave" || $5 == "cost") ? $6 : 0
		   first = "trick " $2 ", " $3 " " $4 " (-" loss ")" } }
     /^Double-dummy after the play:/ { print b, dd, lost, first; n = 0; lost = 0; first = "" }' \
	"$TMP/analyse" > "$TMP/want"
[ "$(wc -l < "$TMP/want")" -eq 2 ] || fail "analyse: not two boards: $(cat "$TMP/analyse")"
# "board NS vs-par" from analyse --summary (the file records no result:
# the double-dummy result after the play)
awk -F'|' '$1 == "board" { b = $2; sub(/^Board /, "", b)
	printf "%s %+d %+d\n", b, $8, $8 - $9 }' "$TMP/summary" | sort > "$TMP/want.score"
[ "$(wc -l < "$TMP/want.score")" -eq 2 ] || fail "analyse --summary: not two boards"

for size in "110 36" "80 24"; do
	set -- $size
	ui_start "$1" "$2" --threads 2 "$PBN"
	ui_wait "West to play" "the first board ($size)"
	ui_cmd session
	ui_wait "Session: 2 boards, 2 worked out" ":session: both boards ($size)"
	# a row: "│ ▶ 1   2♦ S   ~down 1  7  -50  -470  4  trick 1, East ♣8 (-1) │"
	# (the file records no result: "~", double dummy after the play)
	ui_screen | grep -F "(-" | sed 's/^[^│]*│//; s/│.*$//; s/▶//' > "$TMP/rows"
	awk '{ for (i = 1; i <= NF; i++) if ($i == "trick") break
	       first = ""
	       for (k = i; k <= NF; k++) first = first (k > i ? " " : "") $k
	       print $1, $(i - 4), $(i - 1), first }' "$TMP/rows" > "$TMP/got"
	compare "$TMP/want" "$TMP/got" "the session's rows against analyse ($size)"
	awk '{ for (i = 1; i <= NF; i++) if ($i == "trick") break
	       print $1, $(i - 3), $(i - 2) }' "$TMP/rows" | sort > "$TMP/got.score"
	compare "$TMP/want.score" "$TMP/got.score" "the session's scores against analyse --summary ($size)"
	grep -q "~down" "$TMP/rows" || fail "no '~' result (none recorded) ($size)"
	ui_keys Down Enter
	ui_wait_gone "Session:" "Enter closes the box ($size)"
	ui_wait "board 2 of 2" "Enter opens board 2 ($size)"
	seat=$(sed -n '2s/.*trick [0-9]*, \([A-Za-z]*\) .*/\1/p' "$TMP/want")
	trick=$(sed -n '2s/.*trick \([0-9]*\),.*/\1/p' "$TMP/want")
	ui_wait "$seat to play" "board 2 opened where $seat plays the costly card ($size)"
	cards=$(ui_screen | sed -n 's/.*card \([0-9]*\)\/52.*/\1/p' | head -n 1)
	[ -n "$cards" ] && [ $((cards / 4 + 1)) -eq "$trick" ] ||
		fail "board 2 opened at card $cards, not in trick $trick ($size)"
	ui_cmd session
	ui_wait "Session: 2 boards" ":session again ($size)"
	ui_keys Escape
	ui_wait_gone "Session:" "Esc closes it ($size)"
	ui_quit
	status=$(ui_exit_status)
	[ "$status" = 0 ] || fail "exit status $status ($size)"
done
# A team match in PBN (the Room tag): the rooms told apart in the title
# bar and in the session's rows.
ui_start 80 24 tests/data/pbn/rooms.pbn
ui_wait "Board 1 (Open)" "the room in the title"
ui_cmd session
ui_wait "Session: 2 boards, 2 worked out" ":session on rooms.pbn"
ui_has "Open 1 " || fail ":session: the open room's row: $(ui_screen)"
ui_has "Closed 1 " || fail ":session: the closed room's row: $(ui_screen)"
ui_keys Escape
ui_wait_gone "Session:" "Esc closes the session (rooms.pbn)"
ui_quit
# Random deals (no contract, no play): a message, no empty table.
ui_start 80 24 --seed 3
ui_wait "to play" "a random deal"
ui_cmd session
ui_wait "session: no board here has a contract" ":session on a random deal"
ui_has "Session:" && fail ":session on a random deal: an empty table"
ui_quit
echo "the session view agrees with analyse and opens the board at its first costly card"

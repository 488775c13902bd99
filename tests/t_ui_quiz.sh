#!/bin/sh
# Find-the-card quizzes in a real terminal (tmux): `ddplay quiz` on random
# deals, on a PBN file's boards (along their recorded play) and on bare
# deals (along a double-dummy line).  Each position asked has cards that
# keep the best result and cards that do not (by `ddplay solve --lines` of
# the position, saved with :save); a wrong card is judged wrong with what
# it costs and the right cards, a right one right; the score is kept and
# given at the end; the same seed asks the same positions.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

DATA=$REPO/tests/data/ui


# position NAME: the position asked, saved to $TMP/NAME.txt, its scores
# by solve --lines into $TMP/NAME.solved; echoes nothing.
position() {
	rm -f "$TMP/$1.txt"
	ui_cmd "save $TMP/$1.txt"
	ui_poll test -s "$TMP/$1.txt" || fail "$1: the position not saved"
	"$DDPLAY" solve --lines < "$TMP/$1.txt" > "$TMP/$1.solved" ||
		fail "$1: solve --lines failed"
}

# pick NAME right|wrong: a card of the position (a right one: the best
# score; a wrong one: the lowest), and what the verdict must say, into
# $card (as "SK"), $keys (as "s k") and $verdict.
pick() {
	cut -d'|' -f5 "$TMP/$1.solved" | tr ' ' '\n' | awk -F: -v want="$2" '
	function glyph(c) {
		s = substr(c, 1, 1)
		return (s == "S" ? "♠" : s == "H" ? "♥" : s == "D" ? "♦" : "♣") \
			substr(c, 2, 1)
	}
	{ c[NR] = $1; t[NR] = $2 + 0; n = NR }
	END {
		best = -1; low = 99
		for (i = 1; i <= n; i++) {
			if (t[i] > best) best = t[i]
			if (t[i] < low) low = t[i]
		}
		if (best == low) { print "none"; exit }
		list = ""
		for (i = 1; i <= n; i++)
			if (t[i] == best) list = list (list == "" ? "" : " ") glyph(c[i])
		for (i = 1; i <= n; i++)
			if ((want == "right" && t[i] == best) ||
			    (want == "wrong" && t[i] == low)) { k = i; break }
		if (want == "right")
			v = "Right: " glyph(c[k]) " keeps the best (right: " list ")"
		else {
			lost = best - low
			v = "Wrong: " glyph(c[k]) " %VERB% " lost " trick" \
			    (lost == 1 ? "" : "s") " (right: " list ")"
		}
		print c[k]
		print tolower(substr(c[k], 1, 1)) " " tolower(substr(c[k], 2, 1))
		print v
	}' > "$TMP/pick"
	[ "$(head -n 1 "$TMP/pick")" != none ] ||
		fail "$1: every card keeps the best: not a quiz"
	card=$(sed -n 1p "$TMP/pick")
	keys=$(sed -n 2p "$TMP/pick")
	verdict=$(sed -n 3p "$TMP/pick")
}

# answer NAME right|wrong: waits for a question, checks it against
# solve --lines, answers and checks the verdict.
answer() {
	ui_wait "Quiz $2/" "$1: question $2"
	# declarer's side "costs", a defender "gives"
	to_play=$(ui_screen | grep -o 'Quiz [0-9]*/[0-9]*: [A-Za-z]* to play' |
		  awk '{ print $3 }')
	side=$(ui_screen | grep -o ', [A-Za-z-]* can take' | awk '{ print $2 }')
	position "$1"
	pick "$1" "$3"
	case "$to_play-$side" in
	North-North-South | South-North-South | East-East-West | West-East-West)
		verb=costs ;;
	*)	verb=gives ;;
	esac
	verdict=$(printf '%s' "$verdict" | sed "s/%VERB%/$verb/")
	# shellcheck disable=SC2086
	ui_keys $keys
	ui_wait "$verdict" "$1: the verdict on $card"
}

# ---- random deals: a wrong answer, a right one, the score ---------------
ui_start 110 36 quiz --seed 21 --count 2
answer random 1 wrong
ui_wait "Score 0 of 1.  Enter: next" "random: the score"
ui_keys b
ui_wait "in a quiz: play the card you choose" "random: b refused"
ui_keys Enter
answer random 2 right
ui_wait "Quiz over: 1 of 2 right" "random: the score at the end"
cp "$TMP/random.txt" "$TMP/first-run.txt"
ui_quit
status=$(ui_exit_status)
[ "$status" = 0 ] || { cat "$TMP/stderr"; fail "exit status $status"; }

# The same seed asks the same position.
ui_start 110 36 quiz --seed 21 --count 2
answer again 1 wrong
ui_keys Enter
answer again 2 right
cmp -s "$TMP/again.txt" "$TMP/first-run.txt" ||
	fail "seed 21 twice: not the same positions"
ui_quit
status=$(ui_exit_status); [ "$status" = 0 ] || { cat "$TMP/stderr"; fail "exit status $status"; }

# ---- a PBN file's boards, along their recorded play ----------------------
ui_start 110 36 quiz "$DATA/play.pbn" --seed 4 --count 3
answer pbn 1 right
"$DDPLAY" trace --lines "$DATA/play.pbn" | cut -d'|' -f4 > "$TMP/plays"
played=$(cut -d'|' -f4 "$TMP/pbn.txt")
[ "$played" = - ] || grep -qF -- "$played" "$TMP/plays" ||
	fail "pbn: the position is not along a recorded play ($played)"
ui_keys Enter
answer pbn 2 wrong
ui_keys n
answer pbn 3 right
ui_wait "Quiz over: 2 of 3 right" "pbn: the score at the end"
ui_quit
status=$(ui_exit_status); [ "$status" = 0 ] || { cat "$TMP/stderr"; fail "exit status $status"; }

# ---- bare deals: along a double-dummy line, in the best contract ---------
sed -n 1,2p "$REF/walks-200.txt" | cut -d'|' -f1 > "$TMP/deals.txt"
ui_start 110 36 quiz "$TMP/deals.txt" --seed 9 --count 2
answer bare 1 wrong
ui_keys Enter
answer bare 2 wrong
ui_wait "Quiz over: 0 of 2 right" "bare: the score at the end"
ui_quit
status=$(ui_exit_status); [ "$status" = 0 ] || { cat "$TMP/stderr"; fail "exit status $status"; }

"$DDPLAY" quiz --count 0 > /dev/null 2>&1 && fail "--count 0 accepted"
echo "quiz positions are quizzes, answers judged as solve --lines says"

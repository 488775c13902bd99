#!/bin/sh
# The actual play of a board in a real terminal (tmux): a PBN file and a
# LIN file whose boards hold their play (tests/data/ui/, made from lines 1
# to 3 of tests/ref/walks-200.txt, whose last field is the double-dummy
# course d0..d52).  The board opens at the start with the play to step
# through; each card stepped over is annotated ("East played ♣8: gave 1
# trick (right: ♣A)", from trace --cards); the panel marks exactly the
# cards whose dk changes, by the change; m and M stop before each of
# those cards in turn; playing another card leaves the actual play and l
# (and :actual) comes back to it and goes back to the line left.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

DATA=$REPO/tests/data/ui

# expect WALK-LINE: from a line of walks-200.txt (deal|strain|leader|
# played|d0 .. dn), with the scores of every position of its play
# (trace --cards, itself checked against the reference), into $TMP:
#   ann      line k: the annotation of card k (0 based)
#   rows     the 13 rows of the tricks in the panel, marks included
#   mistakes line by line: k and the annotation of each card that
#            changed the course
#   summary  "cost X  gave Y"
expect() {
	printf '%s\n' "$1" | cut -d'|' -f1-4 | "$DDPLAY" trace --cards \
		> "$TMP/cards" || fail "trace --cards failed"
	printf '%s\n' "$1" > "$TMP/walk"
	awk -F'|' -v dir="$TMP" '
	# (the glyphs from split: awk may count the bytes of a glyph)
	function glyph(c) {
		return suit[index("SHDC", substr(c, 1, 1))] substr(c, 2, 1)
	}
	function rank(c) { return index("23456789TJQKA", substr(c, 2, 1)) }
	# the offset (0..3) from the leader of the winner of t[0..3]
	function winner(t, strain,    w, i, sw, si) {
		w = 0
		for (i = 1; i < 4; i++) {
			sw = substr(t[w], 1, 1); si = substr(t[i], 1, 1)
			if ((si == sw && rank(t[i]) > rank(t[w])) ||
			    (si == strain && sw != strain))
				w = i
		}
		return w
	}
	BEGIN {
		split("North East South West", name, " ")
		split("♠ ♥ ♦ ♣", suit, " ")
	}
	NR == FNR {             # the scores of the position before card k
		right[FNR - 1] = $5
		next
	}
	{
		strain = $2
		lead = index("NESW", $3) - 1
		side = (lead + 3) % 2
		n = split($4, card, " ")
		split($5, d, " ")
		cost = 0; gift = 0
		for (k = 0; k < n; k++) {
			if (k % 4 == 0) {
				for (j = 0; j < 4; j++)
					t[j] = card[k + j + 1]
				leader[k / 4] = lead
			}
			seat = (lead + k % 4) % 4
			delta = d[k + 2] - d[k + 1]
			text = name[seat + 1] " played " glyph(card[k + 1])
			if (delta == 0) {
				text = text " (a best card)"
			} else {
				m = split(right[k], sc, " ")
				best = -1
				for (i = 1; i <= m; i++) {
					split(sc[i], kv, ":")
					if (kv[2] + 0 > best) best = kv[2] + 0
				}
				list = ""; shown = 0
				for (i = 1; i <= m; i++) {
					split(sc[i], kv, ":")
					if (kv[2] + 0 != best) continue
					if (++shown > 6) { list = list " …"; break }
					list = list " " glyph(kv[1])
				}
				abs = delta < 0 ? -delta : delta
				text = text ": " (delta < 0 ? "cost" : "gave") " " \
					abs " trick" (abs == 1 ? "" : "s") \
					" (right:" list ")"
				if (delta < 0) cost -= delta; else gift += delta
				print k, text > (dir "/mistakes")
			}
			print text > (dir "/ann")
			mark[k] = delta == 0 ? "" : sprintf("%+d", delta)
			if (k % 4 == 3)
				lead = (lead + winner(t, strain)) % 4
			win[int(k / 4)] = substr("NESW", lead + 1, 1)
		}
		for (i = 0; i < n / 4; i++) {
			row = sprintf("%2d%s ", i + 1,
				      substr("NESW", leader[i] + 1, 1))
			for (j = 0; j < 4; j++) {
				k = 4 * i + j
				cell = glyph(card[k + 1]) mark[k]
				row = row cell substr("     ", 1,
						      5 - 2 - length(mark[k]))
			}
			print row win[i] > (dir "/rows")
		}
		printf "cost %d  gave %d\n", cost, gift > (dir "/summary")
	}' "$TMP/cards" "$TMP/walk"
	[ "$(wc -l < "$TMP/ann")" -eq 52 ] || fail "expect: no annotations"
	[ -s "$TMP/mistakes" ] || fail "expect: no mistake in the play"
}

# ui_wait_rows WHAT: every row of $TMP/rows on the screen.
ui_wait_rows() {
	cp "$TMP/rows" "$TMP/expect"
	ui_wait_expected "$1"
}

# ---- a PBN file of two boards: the first one's play ----------------------
expect "$(sed -n 1p "$REF/walks-200.txt")"
ui_start 110 36 "$DATA/play.pbn"
ui_wait "Board 1  2♦ by South, West leads" "PBN: title"
ui_wait "Dealer North  Vul None" "PBN: dealer and vulnerability"
ui_wait "board 1 of 2" "PBN: two boards"
# At the start: no card played, the 52 of the play to replay.
ui_wait "card 0/52" "PBN: opens at the start"
ui_wait "Tricks   card 0 of 52" "PBN: the panel"
P0="$(sed -n 1p "$REF/walks-200.txt" | cut -d'|' -f1-3)|-"
ui_expect_scores "$P0" def
ui_wait_expected "PBN: the scores of the opening lead"
# The course of the whole play is solved in the background: the panel
# marks exactly the cards whose dk changes, by the change.
ui_wait "$(cat "$TMP/summary")  m M: go" "PBN: the course solved"
ui_wait_rows "PBN: the marks of the play"

# Stepping through the play: each card's annotation on the status line.
k=0
while IFS= read -r want; do
	k=$((k + 1))
	ui_keys r
	ui_wait "card $k/52" "PBN: r to card $k"
	ui_wait "$want" "PBN: the annotation of card $k"
done < "$TMP/ann"
ui_wait "the deal is over" "PBN: the end of the play"

# The mistakes in order with m, from the start, each stopped at just
# before its card; then M back through them.
ui_keys Home
ui_wait "card 0/52" "PBN: Home"
while read -r k text; do
	ui_keys m
	ui_wait "card $((k + 1)): $text; r plays it" "PBN: m to card $((k + 1))"
	ui_wait "card $k/52" "PBN: m stops before card $((k + 1))"
done < "$TMP/mistakes"
ui_keys m
ui_wait "no card after this changed the double-dummy result" "PBN: m at the end"
sort -rn "$TMP/mistakes" | sed 1d > "$TMP/back"
while read -r k text; do
	ui_keys M
	ui_wait "card $((k + 1)): $text; r plays it, M the previous" \
		"PBN: M to card $((k + 1))"
	ui_wait "card $k/52" "PBN: M stops before card $((k + 1))"
done < "$TMP/back"

# Trying another card: at the first mistake (card 3, East's ♣8 gave a
# trick, ♣A was right) East plays ♣A: the line leaves the actual play.
ui_keys Home
ui_wait "card 0/52" "PBN: Home again"
ui_keys m
ui_wait "card 3: East played ♣8: gave 1 trick (right: ♣A)" "PBN: first mistake"
ui_keys c a
ui_wait "you left the actual play at card 3: l goes back to it (it has East ♣8" \
	"PBN: leaving the actual play"
ui_wait "card 3/3" "PBN: a line of its own"
ui_wait "l back to the actual play" "PBN: the hint to come back"
ui_keys r
ui_wait "nothing to play again" "PBN: nothing to redo on the new line"
ui_keys c j
ui_wait "card 4/4" "PBN: the new line goes on"
# l: back to the actual play where the line left it; l again: the line.
ui_keys l
ui_wait "back to the actual play, before card 3 of 52: l again goes back to your line" \
	"PBN: l"
ui_wait "card 2/52" "PBN: l stops where the line left"
ui_wait_rows "PBN: the marks after coming back"
ui_keys l
ui_wait "back to your line, before card 5: l goes to the actual play" "PBN: l again"
ui_wait "card 4/4" "PBN: the line left, where it was"
ui_keys : || fail "no prompt"
ui_keys -l "actual"
ui_keys Enter
ui_wait "back to the actual play, before card 3 of 52" "PBN: :actual"
ui_keys r
ui_wait "East played ♣8: gave 1 trick (right: ♣A)" "PBN: r replays the actual card"
ui_keys l
ui_wait "back to your line" "PBN: l from the actual play"
ui_keys n
ui_wait "board 2 of 2" "PBN: n"
ui_wait "card 0/52" "PBN: board 2 at its start"
ui_quit
status=$(ui_exit_status)
[ "$status" = 0 ] || { cat "$TMP/stderr"; fail "PBN: exit status $status"; }

# ---- a LIN file: 2S doubled by West, the play of walks line 3 -----------
rm -f "$TMP/mistakes"
expect "$(sed -n 3p "$REF/walks-200.txt")"
ui_start 110 36 "$DATA/play.lin"
ui_wait "Board 6  2♠× by West, North leads" "LIN: title"
ui_wait "Dealer West  Vul EW" "LIN: dealer and vulnerability"
ui_wait "result 7 tricks" "LIN: the result recorded"
ui_wait "card 0/52" "LIN: opens at the start"
ui_wait "$(cat "$TMP/summary")  m M: go" "LIN: the course solved"
ui_wait_rows "LIN: the marks of the play"
while read -r k text; do
	ui_keys m
	ui_wait "card $((k + 1)): $text; r plays it" "LIN: m to card $((k + 1))"
	ui_wait "card $k/52" "LIN: m stops before card $((k + 1))"
done < "$TMP/mistakes"
ui_keys End
ui_wait "card 52/52" "LIN: End"
ui_wait "$(tail -n 1 "$TMP/ann")" "LIN: the last card's annotation"
ui_quit
status=$(ui_exit_status)
[ "$status" = 0 ] || { cat "$TMP/stderr"; fail "LIN: exit status $status"; }

# ---- bad boards: reported as FILE:LINE: board B: reason, the rest shown --
ui_start 110 36 "$DATA/bad.pbn"
ui_wait "Board 1  3♦ by South, West leads" "bad.pbn: the good board"
ui_quit
status=$(ui_exit_status)
[ "$status" = 0 ] || fail "bad.pbn: exit status $status"
grep -q "^$DATA/bad.pbn:15: board 2: " "$TMP/stderr" ||
	{ cat "$TMP/stderr"; fail "bad.pbn: board 2 not reported"; }
grep -q "^$DATA/bad.pbn:25: board 3: trick 2: " "$TMP/stderr" ||
	{ cat "$TMP/stderr"; fail "bad.pbn: board 3 not reported"; }
echo "actual play, annotations, marks, mistakes and branching as expected"

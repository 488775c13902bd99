#!/bin/sh
# trace --cards on a few plays of walks-200.txt: one line per position
# (before each card, and after the last unless the play is over); each line
# as solve --lines prints the same position; and the scores agree with the
# trace --lines course: after card k, |d(k+1) - d(k)| is what that card
# lost against the best card of the position.
. "$(dirname "$0")/lib.sh"

n=4
[ "$QUICK" = 1 ] && n=1
# Lines 2, 7, ...: whole plays; plus one stopped early, and one stopped at
# the end of a trick.
awk -v n="$n" 'NR % 5 == 2 && c < n { print; c++ }' "$REF/walks-200.txt" |
	cut -d'|' -f1-4 > "$TMP/plays"
head -n 1 "$REF/walks-200.txt" | cut -d'|' -f1-4 |
	awk -F'|' 'BEGIN { OFS = "|" } {
		k = split($4, c, " "); s = c[1]
		for (i = 2; i <= 17; i++) s = s " " c[i]
		$4 = s; print
		s = c[1]
		for (i = 2; i <= 20; i++) s = s " " c[i]
		$4 = s; print
	}' >> "$TMP/plays"

"$DDPLAY" trace --cards "$TMP/plays" > "$TMP/cards" ||
	fail "ddplay trace --cards exited with status $?"
"$DDPLAY" trace --lines "$TMP/plays" > "$TMP/course" ||
	fail "ddplay trace --lines exited with status $?"
cut -d'|' -f1-4 "$TMP/cards" | "$DDPLAY" solve --lines > "$TMP/solved" ||
	fail "ddplay solve exited with status $?"

# The number of lines: played + 1 per play, less one when all 52 are played.
want=$(awk -F'|' '{ k = split($4, c, " "); n += (k == 52) ? k : k + 1 }
		  END { print n }' "$TMP/plays")
got=$(wc -l < "$TMP/cards" | tr -d ' ')
echo "trace --cards: $got lines, $want expected"
[ "$got" -eq "$want" ] || fail "wrong number of lines"

compare "$TMP/solved" "$TMP/cards" "trace --cards against solve --lines"

# Each play's positions in order, checked against the course.
awk -F'|' '
	NR == FNR {
		nplays++
		played[nplays] = $4
		nd = split($5, d, " ")
		for (i = 1; i <= nd; i++)
			course[nplays, i - 1] = d[i]
		next
	}
	{
		k = ($4 == "-") ? 0 : split($4, pre, " ")
		if (k == 0)
			p++
		if (k != expect[p] + 0) {
			print "play " p ": position after " k " cards, expected " expect[p]
			bad++
		}
		expect[p] = k + 1
		split(played[p], all, " ")
		if (!((k + 1) in all))
			next
		m = split($5, sc, " ")
		best = -1; mine = -1
		for (i = 1; i <= m; i++) {
			split(sc[i], cs, ":")
			if (cs[2] + 0 > best) best = cs[2] + 0
			if (cs[1] == all[k + 1]) mine = cs[2] + 0
		}
		if (mine < 0) {
			print "play " p ": card " all[k + 1] " not scored after " k " cards"
			bad++
			next
		}
		diff = course[p, k + 1] - course[p, k]
		if (diff < 0) diff = -diff
		if (diff != best - mine) {
			print "play " p ", card " k + 1 " (" all[k + 1] "): course moves by " \
			      diff ", scores say " best - mine
			bad++
		}
	}
	END { print (bad + 0) " inconsistencies"; exit bad > 0 }
' "$TMP/course" "$TMP/cards" || fail "trace --cards disagrees with trace --lines"

#!/bin/sh
# The readable (default) output of table, solve and trace: the figures
# agree with the --lines output, suit letters in the C locale and suit
# symbols in a UTF-8 one.
. "$(dirname "$0")/lib.sh"

head -n 2 "$REF/tables.txt" | cut -d'|' -f1 > "$TMP/deals"
LC_ALL=C "$DDPLAY" table "$TMP/deals" > "$TMP/table" ||
	fail "table exited with status $?"
"$DDPLAY" table --lines "$TMP/deals" > "$TMP/lines" ||
	fail "table --lines exited with status $?"
cat "$TMP/table"
# The rows NT S H D C, columns N S E W, against t[strain][declarer].
awk 'NR == FNR {
		split($0, f, "|")
		split(f[2], t, " ")
		for (s = 0; s < 5; s++) {
			row = substr("SHDCN", s + 1, 1)
			if (row == "N") row = "NT"
			want[FNR, row] = row " " t[4*s+1] " " t[4*s+3] " " t[4*s+2] " " t[4*s+4]
		}
		next
	}
	$1 == "N" && $2 == "S" && $3 == "E" && $4 == "W" { deal++ }
	$1 ~ /^(NT|S|H|D|C)$/ && NF == 5 {
		got = $1 " " $2 " " $3 " " $4 " " $5
		if (got != want[deal, $1]) {
			print "deal " deal ": row \"" got "\", want \"" want[deal, $1] "\""
			bad++
		}
		rows++
	}
	END { if (rows != 10) { print rows " table rows, want 10"; bad++ }
	      exit bad > 0 }' "$TMP/lines" "$TMP/table" ||
	fail "the readable table differs from table --lines"
grep -q '^West  *East$' "$TMP/table" || fail "no diagram"

if locale -a 2> /dev/null | grep -qi '^c\.utf-\?8$'; then
	LC_ALL=C.UTF-8 "$DDPLAY" table "$TMP/deals" > "$TMP/table8"
	grep -q "$(printf '\342\231\240') KQT2" "$TMP/table8" ||
		fail "no spade symbol in a UTF-8 locale"
	LC_ALL=C.UTF-8 "$DDPLAY" table --lines "$TMP/deals" | cmp -s - "$TMP/lines" ||
		fail "table --lines depends on the locale"
fi

# solve: the cards grouped by score, best first, all of them.
sed -n 2p "$REF/positions.txt" | cut -d'|' -f1-4 > "$TMP/pos"
LC_ALL=C "$DDPLAY" solve "$TMP/pos" > "$TMP/solve" ||
	fail "solve exited with status $?"
cat "$TMP/solve"
grep -q '^Trick 3: West to lead\.$' "$TMP/solve" || fail "no trick line"
grep -q '^East-West take' "$TMP/solve" || fail "no side line"
grep -qx '   8 tricks  S9 S4 HA HK HT H8 H7 H6 H5 H3 D2' "$TMP/solve" ||
	fail "cards not listed as expected"

# trace: 13 trick rows, each total as in trace --lines at the end of the
# trick, and the summary.
sed -n 3p "$REF/walks-200.txt" | cut -d'|' -f1-4 > "$TMP/play"
LC_ALL=C "$DDPLAY" trace "$TMP/play" > "$TMP/trace" ||
	fail "trace exited with status $?"
cat "$TMP/trace"
"$DDPLAY" trace --lines "$TMP/play" | cut -d'|' -f5 > "$TMP/course"
awk 'NR == FNR { n = split($0, d, " "); next }
     /^trick / { k++; if ($NF != d[4 * k + 1]) {
		print "trick " k ": total " $NF ", want " d[4 * k + 1]; bad++ } }
     END { if (k != 13) { print k " trick rows"; bad++ }
	   exit bad > 0 }' "$TMP/course" "$TMP/trace" ||
	fail "the readable trace differs from trace --lines"
grep -q '^East-West: 7 tricks\.' "$TMP/trace" || fail "no summary"

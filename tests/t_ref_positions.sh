#!/bin/sh
# Every legal card of each position of tests/ref/positions.txt scored as in
# the reference (the order of the cards carries no meaning: both sides are
# sorted before comparing).
. "$(dirname "$0")/lib.sh"

n=0
[ "$QUICK" = 1 ] && n=60
first_lines "$n" "$REF/positions.txt" > "$TMP/ref"
cut -d'|' -f1-4 "$TMP/ref" | "$DDPLAY" solve --lines > "$TMP/out" ||
	fail "ddplay solve exited with status $?"

# Sorts the card:tricks items of the fifth field.
sort_items() {
	awk -F'|' 'BEGIN { OFS = "|" } {
		n = split($5, it, " ")
		for (i = 2; i <= n; i++)
			for (j = i; j > 1 && it[j - 1] > it[j]; j--) {
				t = it[j]; it[j] = it[j - 1]; it[j - 1] = t
			}
		s = ""
		for (i = 1; i <= n; i++)
			s = s (i > 1 ? " " : "") it[i]
		$5 = s
		print
	}' "$1"
}
sort_items "$TMP/ref" > "$TMP/want"
sort_items "$TMP/out" > "$TMP/got"
compare "$TMP/want" "$TMP/got" "positions"

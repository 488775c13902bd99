#!/bin/sh
# t_summary.sh - ddplay analyse --summary: its per-board counts and the
# players' and partnerships' totals equal what `ddplay analyse` says board
# by board; its par is that of `table --pbn`; the contract's score.
. "$(dirname "$0")/lib.sh"

FILES="tests/data/lin/vugraph.lin tests/data/pbn/example.pbn tests/data/lin/myhands.lin"
# shellcheck disable=SC2086
"$DDPLAY" analyse --summary --lines $FILES > "$TMP/sum" ||
	fail "analyse --summary failed"
# shellcheck disable=SC2086
"$DDPLAY" analyse $FILES > "$TMP/each" || fail "analyse failed"

# the boards: (declarer's side lost, defenders gave) as analyse says them
sed -n "s/^Declarer's side .* lost \([0-9]*\) tricks*; the defenders .* gave away \([0-9]*\)\.\$/\1 \2/p" \
	"$TMP/each" | sort > "$TMP/want"
awk -F'|' '$1 == "board" { print $5, $6 + $7 }' "$TMP/sum" | sort \
	> "$TMP/got"
[ -s "$TMP/want" ] || fail "no board analysed"
compare "$TMP/want" "$TMP/got" "summary boards against analyse"

# the totals of players and partnerships are those of the boards
awk -F'|' '
	$1 == "board" { bd += $5; bf += $6 + $7; nb++ }
	$1 == "player" { pd += $5; pf += $8 + $10; pb += $3; pl += $9 }
	$1 == "pair" { qd += $5; qf += $8 + $10; qb += $3 }
	END {
		if (pd != bd || qd != bd) { print "declarer: " pd, qd, bd; bad = 1 }
		if (pf != bf || qf != bf) { print "defence: " pf, qf, bf; bad = 1 }
		if (pb != 4 * nb || qb != 2 * nb || pl != nb) {
			print "boards: " pb, qb, pl, nb; bad = 1
		}
		exit bad
	}' "$TMP/sum" || fail "the totals are not the boards' sums"
echo "totals: the sums of the boards"

# par: table --pbn's OptimumScore, as North-South's score
# shellcheck disable=SC2086
"$DDPLAY" table --pbn $FILES 2> /dev/null |
	sed -n 's/^\[OptimumScore "\(NS\|EW\) \(-*[0-9]*\)"\]/\1 \2/p' \
	> "$TMP/optimum"
# the boards with a play, in file order: their pars from analyse --summary
awk -F'|' '$1 == "board" { print $9 }' "$TMP/sum" | sort > "$TMP/got"
# the boards with a play are those analyse did not skip
awk '/^(Board |Open |Closed |[a-z])/ { n++ }
     /no play recorded/ { skip[n] = 1 }
     END { for (i = 1; i <= n; i++) print skip[i] ? 0 : 1 }' "$TMP/each" \
	> "$TMP/played"
paste -d' ' "$TMP/played" "$TMP/optimum" |
	awk '$1 == 1 { print $2 == "NS" ? $3 : -$3 }' | sort > "$TMP/want"
compare "$TMP/want" "$TMP/got" "summary par against table --pbn"

# scores: 4SX by West down 3 vulnerable is +800 for North-South, 1SXX by
# West made vulnerable -720 (board 3 of vugraph.lin: East-West vulnerable)
grep -q '^board|Open 3|4SX by West|7|.*|800|140$' "$TMP/sum" ||
	fail "board Open 3: $(grep 'Open 3' "$TMP/sum")"
grep -q '^board|Closed 3|1SXX by West|7|.*|-720|140$' "$TMP/sum" ||
	fail "board Closed 3: $(grep 'Closed 3' "$TMP/sum")"
# readable
"$DDPLAY" analyse --summary tests/data/lin/vugraph.lin > "$TMP/readable" ||
	fail "readable summary failed"
grep -q "^Anna Berg & Eva Fors " "$TMP/readable" ||
	fail "readable: no partnership line"
grep -q "^Session: 5 boards analysed, some without a play" \
	"$TMP/readable" || fail "readable: $(head -n 1 "$TMP/readable")"
# --json: the same boards and players
if command -v python3 > /dev/null 2>&1; then
	# shellcheck disable=SC2086
	"$DDPLAY" analyse --summary --json $FILES > "$TMP/json" ||
		fail "--json failed"
	python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
for b in d["boards"]:
    print("board|%s|%s|%d|%d|%d|%d|%d|%d" % (b["board"], b["contract"],
          b["tricks"], b["declarer_lost"], b["defence_lost"], b["lead_lost"],
          b["score"], b["par"]))
' "$TMP/json" > "$TMP/jboards" || fail "--json is not JSON"
	grep '^board|' "$TMP/sum" > "$TMP/lboards"
	compare "$TMP/lboards" "$TMP/jboards" "summary --json against --lines"
fi
exit 0

#!/bin/sh
# t_summary.sh - ddplay analyse --summary: its per-board counts and the
# players' and partnerships' totals equal what `ddplay analyse` says board
# by board; its par is that of `table --pbn`; the contract's score.
. "$(dirname "$0")/lib.sh"

FILES="tests/data/lin/vugraph.lin tests/data/pbn/example.pbn tests/data/lin/myhands.lin"
# shellcheck disable=SC2086
"$DDPLAY" analyse --summary --lines $FILES > "$TMP/sum" 2> "$TMP/sumerr" ||
	{ cat "$TMP/sumerr"; fail "analyse --summary failed"; }
# shellcheck disable=SC2086
"$DDPLAY" analyse $FILES > "$TMP/each" || fail "analyse failed"

# the boards: (declarer's side lost, defenders gave) as analyse says them
sed -n "s/^Declarer's side .* lost \([0-9]*\) tricks*; the defenders gave away \([0-9]*\)\.\$/\1 \2/p" \
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

# par: table --pbn's OptimumScore, as North-South's score (the full
# run: a 20-result table a board takes seconds under the sanitizers)
if [ "$QUICK" != 1 ]; then
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
fi

# scores: 4SX by West down 3 vulnerable is +800 for North-South, 1SXX by
# West made vulnerable -720 (board 3 of vugraph.lin: East-West vulnerable)
grep -q '^board|Open 3|4SX by West|7|.*|800|140|0|0|result$' "$TMP/sum" ||
	fail "board Open 3: $(grep 'Open 3' "$TMP/sum")"
grep -q '^board|Closed 3|1SXX by West|7|.*|-720|140|0|0|result$' "$TMP/sum" ||
	fail "board Closed 3: $(grep 'Closed 3' "$TMP/sum")"
# readable
"$DDPLAY" analyse --summary tests/data/lin/vugraph.lin > "$TMP/readable" ||
	fail "readable summary failed"
grep -q "^Anna Berg & Eva Fors " "$TMP/readable" ||
	fail "readable: no partnership line"
grep -q "^Session: 5 boards analysed, some without a play" \
	"$TMP/readable" || fail "readable: $(head -n 1 "$TMP/readable")"
# the columns line up whatever the names' characters (UTF-8: fewer
# columns than bytes), the names' column as wide as the longest name
sed 's/Eva Fors/Åsa Öberg/g' tests/data/lin/vugraph.lin > "$TMP/utf8.lin"
LC_ALL=C.UTF-8 "$DDPLAY" analyse --summary "$TMP/utf8.lin" > "$TMP/utf8" ||
	fail "readable summary (UTF-8 names) failed"
grep -q '^Åsa Öberg ' "$TMP/utf8" || fail "the UTF-8 name: $(grep Berg "$TMP/utf8")"
# the column where "boards" ends, and each row's count under it (the
# name made ASCII first: awk may count bytes)
sed 's/Åsa Öberg/Asa Oberg/' "$TMP/utf8" |
	awk '/^Player / { end = index($0, "boards") + 5; t = 1; next }
	/^$/ { t = 0 } t && end { if (substr($0, end, 1) !~ /[0-9]/) bad = bad $0 "\n" }
	END { printf "%s", bad; if (!end) print "no heading" }' > "$TMP/utf8.bad"
[ -s "$TMP/utf8.bad" ] && fail "the players' columns do not line up: $(cat "$TMP/utf8.bad")"
[ "$(sed -n 's/^\(Player *\)boards.*/\1/p' "$TMP/utf8" | wc -c)" -eq 14 ] ||
	fail "the names' column is not as wide as the longest name: $(grep '^Player' "$TMP/utf8")"
# every line fits 78 columns (the partnerships' table was 85, a board's
# line 103): a partnership too wide for the names' column on two lines,
# the second player's name under the first's with the figures; each
# board on two lines, its tricks lost on the second
awk 'length > 78' "$TMP/readable" | grep -q . &&
	fail "readable: wider than 78 columns: $(awk 'length > 78' "$TMP/readable")"
"$DDPLAY" analyse --summary --lines tests/data/lin/vugraph.lin > "$TMP/vg.lines" ||
	fail "--lines on vugraph.lin failed"
want=$(awk -F'|' '$1 == "pair" && $2 == "Ida Jansson & Maja Nilsson" {
	printf "  Maja Nilsson  *%d  *%d  *%d  *%d  *%d  *%d  *%d  *%.2f$", $3, $4, $5, $7, $8, $9, $10,
		($5 + $8 + $10) / $3 }' "$TMP/vg.lines")
[ -n "$want" ] || fail "--lines: no pair Ida Jansson & Maja Nilsson"
grep -A1 '^Ida Jansson &$' "$TMP/readable" | grep -q "^$want" ||
	fail "readable: a long partnership's name: $(grep -A1 'Ida Jansson' "$TMP/readable"), not '$want'"
awk -F'|' '$1 == "board" && $2 == "Open 1" { printf "Open 1  *%s  *%d tricks  %+d, par %+d (%+d)$\n", $3, $4, $8, $9, $8 - $9
	printf "  *lost: declarer %d, defence %d, lead %d$\n", $5, $6, $7 }' "$TMP/vg.lines" > "$TMP/vg.want"
[ "$(wc -l < "$TMP/vg.want")" = 2 ] || fail "--lines: no board Open 1"
grep -A1 "^$(sed -n 1p "$TMP/vg.want")" "$TMP/readable" | sed -n 2p | grep -q "^$(sed -n 2p "$TMP/vg.want")" ||
	fail "readable: board Open 1: $(grep -A1 '^Open 1' "$TMP/readable"), not $(cat "$TMP/vg.want")"
# -o FILE: the same text, written whole; the old file kept when it cannot
echo old > "$TMP/sum.o"
chmod 600 "$TMP/sum.o"
"$DDPLAY" analyse --summary -o "$TMP/sum.o" tests/data/lin/vugraph.lin \
	> "$TMP/stdout" || fail "-o FILE failed"
cmp -s "$TMP/readable" "$TMP/sum.o" || fail "-o FILE: not what standard output gets"
[ -s "$TMP/stdout" ] && fail "-o FILE wrote to standard output"
[ "$(ls -l "$TMP/sum.o" | cut -c1-10)" = "-rw-------" ] || fail "-o FILE: its mode changed"
"$DDPLAY" analyse --summary -o "$TMP/no/such/x" tests/data/lin/vugraph.lin \
	2> "$TMP/oerr" && fail "-o into a missing folder succeeded"
grep -q "^ddplay analyse: $TMP/no/such/x: cannot write: No such file or directory" \
	"$TMP/oerr" || fail "-o into a missing folder: $(cat "$TMP/oerr")"
# --json: the same boards and players
if command -v python3 > /dev/null 2>&1; then
	# shellcheck disable=SC2086
	"$DDPLAY" analyse --summary --json $FILES > "$TMP/json" ||
		fail "--json failed"
	python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
for b in d["boards"]:
    print("board|%s|%s|%d|%d|%d|%d|%d|%d|%d|%d|%s" % (b["board"], b["contract"],
          b["tricks"], b["declarer_lost"], b["defence_lost"], b["lead_lost"],
          b["score"], b["par"], b["declarer_claim_lost"],
          b["defence_claim_lost"], b["scored_from"]))
' "$TMP/json" > "$TMP/jboards" || fail "--json is not JSON"
	grep '^board|' "$TMP/sum" > "$TMP/lboards"
	compare "$TMP/lboards" "$TMP/jboards" "summary --json against --lines"
fi

# A session with seats changing, costly opening leads, a bad board and a
# board without a play (tests/data/lead/session.pbn).  Every player's and
# partnership's line is worked out here from `ddplay analyse`'s card lines
# and the seats' names in the file: a card that cost tricks is declarer's
# (dummy's too), a card that gave tricks is its defender's, or the
# opening lead's when it is the first card of trick 1 (the seat after
# declarer's).
SESSION=tests/data/lead/session.pbn
"$DDPLAY" analyse --summary --lines "$SESSION" > "$TMP/ssum" 2> "$TMP/serr"
[ $? -eq 1 ] || fail "a bad board: analyse --summary should exit 1"
grep -q "^$SESSION:70: board 4: trick 1: West cannot play SA" "$TMP/serr" ||
	fail "bad board: $(cat "$TMP/serr")"
"$DDPLAY" analyse "$SESSION" > "$TMP/seach" 2> /dev/null
awk -v pbn="$SESSION" '
	function seatno(s) { return index("NESW", substr(s, 1, 1)) - 1 }
	function pairof(a, b) { return a < b ? a " & " b : b " & " a }
	function add(key, field, n) {
		v[key, field] += n
		if (!(key in seen)) { seen[key] = 1; keys[++nk] = key }
	}
	function flush(    s, dec, lho, side, p, q) {
		if (board == "" || skip)
			return
		dec = decl
		lho = (dec + 1) % 4
		for (s = 0; s < 4; s++) {
			p = "player|" nm[board, s]
			add(p, 3, 1)
			if (s == dec) { add(p, 4, 1); add(p, 5, lost[dec]) }
			else if (s % 2 == dec % 2) add(p, 6, 1)
			else {
				add(p, 7, 1); add(p, 8, lost[s])
				if (s == lho) { add(p, 9, 1); add(p, 10, lead) }
			}
		}
		p = "pair|" pairof(nm[board, dec], nm[board, (dec + 2) % 4])
		q = "pair|" pairof(nm[board, lho], nm[board, (lho + 2) % 4])
		add(p, 3, 1); add(p, 4, 1); add(p, 5, lost[dec]); add(p, 6, 0)
		add(q, 3, 1); add(q, 7, 1); add(q, 8, lost[lho] + lost[(lho + 2) % 4])
		add(q, 9, 1); add(q, 10, lead)
	}
	BEGIN {
		# the names of the seats, board by board, from the file
		while ((getline line < pbn) > 0) {
			if (line ~ /^\[Board "/) {
				split(line, f, "\""); b = f[2]
			} else if (line ~ /^\[(North|East|South|West) "/) {
				split(line, f, "\"")
				nm[b, seatno(substr(line, 2))] = f[2]
			}
		}
	}
	/^Board [0-9]*: / {
		flush()
		board = $2; sub(/:$/, "", board)
		skip = /no play recorded/
		decl = seatno($NF)
		lead = 0
		for (s = 0; s < 4; s++) lost[s] = 0
		next
	}
	$1 == "trick" && ($5 == "gave" || $5 == "cost") {
		s = seatno($3)
		if ($5 == "cost") lost[decl] += $6
		else if ($2 == 1 && s == (decl + 1) % 4) lead += $6
		else lost[s] += $6
	}
	END {
		flush()
		for (i = 1; i <= nk; i++) {
			k = keys[i]; line = k
			for (j = 3; j <= 10; j++) line = line "|" (v[k, j] + 0)
			print line
		}
	}' "$TMP/seach" | sort > "$TMP/swant"
grep -E '^(player|pair)\|' "$TMP/ssum" | sort > "$TMP/sgot"
[ "$(grep -c . "$TMP/swant")" -eq 6 ] ||
	fail "session: $(cat "$TMP/swant")"
compare "$TMP/swant" "$TMP/sgot" "session: players and partnerships against analyse"
# the opening leads that cost: 2 tricks on board 1, 1 on board 2
grep -q '^board|Board 1|2D by South|8|2|1|2|' "$TMP/ssum" ||
	fail "session board 1: $(grep 'Board 1' "$TMP/ssum")"
grep -q '^board|Board 2|3NT by North|8|0|0|1|-100|' "$TMP/ssum" ||
	fail "session board 2: $(grep 'Board 2' "$TMP/ssum")"
# the boards, the most tricks lost first
awk -F'|' '$1 == "board" { t = $5 + $6 + $7
	if (n++ && t > last) { print "not ranked: " $0; bad = 1 }
	last = t }
	END { exit bad || n != 3 }' "$TMP/ssum" || fail "session: boards not ranked"
echo "session: boards ranked by tricks lost"
# -j 2: the same lines and the same messages as one thread (the boards
# are solved in batches of 16 for 2 threads, added in their order: the
# files twice make more than one batch)
# (the quick run: once over the files, one batch, against the first run's
# lines above)
if [ "$QUICK" = 1 ]; then
	# shellcheck disable=SC2086
	"$DDPLAY" analyse --summary --lines -j 2 $FILES > "$TMP/j2" 2> "$TMP/j2err"
	cp "$TMP/sum" "$TMP/j1"
	cp "$TMP/sumerr" "$TMP/j1err"
else
	JFILES="$FILES $FILES"
	# shellcheck disable=SC2086
	"$DDPLAY" analyse --summary --lines -j 2 $JFILES "$SESSION" > "$TMP/j2" \
		2> "$TMP/j2err"
	# shellcheck disable=SC2086
	"$DDPLAY" analyse --summary --lines $JFILES "$SESSION" > "$TMP/j1" \
		2> "$TMP/j1err"
fi
cmp -s "$TMP/j1" "$TMP/j2" || fail "-j 2 differs from one thread"
cmp -s "$TMP/j1err" "$TMP/j2err" || fail "-j 2: other messages"
"$DDPLAY" analyse --summary -j 0 "$SESSION" > /dev/null 2> "$TMP/j0err"
[ $? -eq 2 ] || fail "-j 0 should be a usage error"
grep -q "^ddplay analyse: -j wants a number of threads, 1 or more, not '0'" \
	"$TMP/j0err" || fail "-j 0: $(cat "$TMP/j0err")"
echo "-j 2: the same as one thread"
# nothing to analyse: said in one line; --lines and --json together refused
: | "$DDPLAY" analyse --summary > "$TMP/none" || fail "empty input failed"
[ "$(cat "$TMP/none")" = "Session: no board with a play to analyse." ] ||
	fail "empty input: $(cat "$TMP/none")"
sed -n '/^\[Board "5"\]/,$p' "$SESSION" > "$TMP/noplay.pbn"
"$DDPLAY" analyse --summary "$TMP/noplay.pbn" > "$TMP/none" ||
	fail "a board without a play failed"
[ "$(cat "$TMP/none")" = "Session: no board with a play to analyse (some without a play: left out)." ] ||
	fail "no play: $(cat "$TMP/none")"
"$DDPLAY" analyse --summary --lines --json "$SESSION" > /dev/null \
	2> "$TMP/both"
[ $? -eq 2 ] || fail "--lines --json: not a usage error"
grep -q "^ddplay analyse: --lines and --json go alone" "$TMP/both" ||
	fail "--lines --json: $(cat "$TMP/both")"
echo "nothing to analyse, --lines with --json: clear messages"
exit 0

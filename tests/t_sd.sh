#!/bin/sh
# t_sd.sh - ddplay sd: every figure against `ddplay solve` run here on the
# layouts it printed (worked out with awk), the real deal's column, the
# layouts against the constraints, -j 2 against one thread, a seed
# repeated, --json against --lines, --deals FILE giving back the same
# figures, PBN and LIN boards with --card, -o, standard input, and the
# messages.  (unit_sd tests the dealer: the view kept, voids, uniformity.)
. "$(dirname "$0")/lib.sh"

WALKS=$REF/walks-200.txt
N=24
[ "$QUICK" = 1 ] && N=8

# pos LINE CARDS: line LINE of the walks cut after CARDS cards.
pos() {
	sed -n "${1}p" "$WALKS" | awk -F'|' -v k="$2" '{
		n = split($4, c, " "); p = ""
		for (i = 1; i <= k && i <= n; i++) p = p (i > 1 ? " " : "") c[i]
		if (p == "") p = "-"
		print $1 "|" $2 "|" $3 "|" p }'
}

# The positions: the opening lead (three hands hidden), after trick 3,
# mid-trick, dummy to play, late in the play.
{
	pos 1 0; pos 2 12; pos 3 14; pos 4 13; pos 5 33; pos 6 12
} > "$TMP/positions"

# --- every figure from solve --lines on the printed layouts -------------
"$DDPLAY" sd --seed 5 --deals "$N" --level 3 --lines --show-deals -j 1 \
	"$TMP/positions" > "$TMP/sd" 2> "$TMP/err" ||
	{ cat "$TMP/err"; fail "sd --lines failed"; }
[ "$(grep -c '^position|' "$TMP/sd")" -eq 6 ] || fail "not 6 positions"
npos=0
awk -F'|' '/^position\|/ { n++ } { print > ("'"$TMP"'/part" n) }' "$TMP/sd"
for part in "$TMP"/part*; do
	npos=$((npos + 1))
	head -n 1 "$part" > "$TMP/head"
	grep '^layout|' "$part" | cut -d'|' -f2- > "$TMP/layouts"
	[ "$(wc -l < "$TMP/layouts")" -eq "$N" ] ||
		fail "position $npos: not $N layouts printed"
	"$DDPLAY" solve --lines "$TMP/layouts" > "$TMP/solved" ||
		fail "solve refused the layouts of position $npos"
	cut -d'|' -f2-5 "$TMP/head" | "$DDPLAY" solve --lines > "$TMP/real" ||
		fail "solve refused position $npos"
	# the card lines sd should print, from the solved layouts: for each
	# card the layouts, the side's whole-deal tricks added up (won +
	# tricks from here), the layouts reaching the goal, and the real
	# deal's total; each card of a group the same.
	awk -F'|' -v hd="$TMP/head" -v real="$TMP/real" '
	BEGIN {
		getline h < hd; split(h, f, "|"); won = f[8]; need = f[9]
		getline r < real; split(r, g, "|"); m = split(g[5], rc, " ")
		for (i = 1; i <= m; i++) {
			split(rc[i], p, ":"); dd[p[1]] = won + p[2]
		}
	}
	FILENAME != ARGV[2] {
		n++; k = split($5, c, " ")
		for (i = 1; i <= k; i++) {
			split(c[i], p, ":"); t = won + p[2]
			sum[p[1]] += t; goal[p[1]] += need > 0 && t >= need
		}
		next
	}
	/^card\|/ {
		ncards = split($2, ranks, "/"); suit = substr(ranks[1], 1, 1)
		for (i = 1; i <= ncards; i++) {
			card = (i == 1 ? ranks[1] : suit ranks[i])
			want = n "|" sum[card] "|" goal[card] "|" \
			       sprintf("%.4f", sum[card] / n) "|" dd[card]
			got = $3 "|" $4 "|" $5 "|" $6 "|" $12
			if (want != got) {
				print "card " card ": want " want ", got " got
				bad++
			}
			seen[card] = 1
		}
	}
	END {
		for (card in sum) if (!(card in seen)) {
			print "card " card " missing"; bad++
		}
		exit bad > 0
	}' "$TMP/solved" "$part" ||
		fail "position $npos: the figures differ from solve's"
	# best first: the averages never rise down the list
	awk -F'|' '/^card\|/ { if (NR > 2 && $6 > prev) exit 1; prev = $6 }' \
		"$part" || fail "position $npos: not best first"
done
echo "figures: $npos positions, every card equal to solve on $N layouts"

# --- the layouts fit their constraints -----------------------------------
# position 2 (walk 2 after 12 cards): North to play; East and West hidden
P2=$(sed -n 2p "$TMP/positions")
echo "$P2" | "$DDPLAY" sd --seed 9 --deals 40 --lines --show-deals \
	--west 'hcp 8-12' --east 'hearts 3+' > "$TMP/spec" 2>&1 ||
	{ cat "$TMP/spec"; fail "sd with specs failed"; }
grep '^layout|' "$TMP/spec" | cut -d'|' -f2 | awk '
	function hcp(h,   i, c, n) {
		n = 0
		for (i = 1; i <= length(h); i++) {
			c = substr(h, i, 1)
			n += c == "A" ? 4 : c == "K" ? 3 : c == "Q" ? 2 : c == "J"
		}
		return n
	}
	{
		sub(/^N:/, ""); split($0, hand, " ")
		split(hand[2], east, "."); w = hcp(hand[4])
		if (w < 8 || w > 12 || length(east[2]) < 3) bad++
		n++
	}
	END { exit !(n == 40 && bad == 0) }' ||
	fail "a layout does not fit --west 'hcp 8-12' --east 'hearts 3+'"
grep -q '^layout|' "$TMP/spec" || fail "no layouts printed"

# --- an auction: the hidden hands take its specs (docs/auction.md) -------
EX='N:K932.AK4.AK5.432 76.832.9876.9876 AJT4.765.432.AK5 Q85.QJT9.QJT.QJT|S|W|HQ HA H2 H5 S2 S6'
echo "$EX" > "$TMP/ex"
"$DDPLAY" sd --seed 1 --deals 30 --auction '1S 2H 4S P P P' --show-deals \
	"$TMP/ex" > "$TMP/auc" 2>&1 || { cat "$TMP/auc"; fail "--auction failed"; }
# (wrapped in 80 columns: the lines joined)
tr '\n' ' ' < "$TMP/auc" | sed 's/  */ /g' > "$TMP/auc.flat"
# (South's hand is seen: its 1S constrains nothing, and is said not used)
grep -q 'Auction: 2H by West (hearts 5+, hcp 10-16); not used: 1S by South (opening one of a major, hcp 11-21, spades 5+, hearts 5- or spades 6+: the hand is seen)' \
	"$TMP/auc.flat" || { cat "$TMP/auc"; fail "--auction: the calls used are not said"; }
# --west '=SPEC' replaces West's: its 2H is then said not used, with why
"$DDPLAY" sd --seed 1 --deals 3 --auction '1S 2H 4S P P P' --west '=hcp 5+' \
	"$TMP/ex" > "$TMP/auc2" 2>&1 || { cat "$TMP/auc2"; fail "--auction --west '=...' failed"; }
tr '\n' ' ' < "$TMP/auc2" | sed 's/  */ /g' > "$TMP/auc2.flat"
grep -q 'Auction: no call used; not used: .*2H by West (overcall, hearts 5+, hcp 10-16: replaced by --west)' \
	"$TMP/auc2.flat" && grep -q '^West: hcp 5+$' "$TMP/auc2" ||
	{ cat "$TMP/auc2"; fail "--west '=...': West's 2H still said used"; }
# the readable output fits a terminal of 80 columns, but for the position
# (a deal line, to copy) and the layouts
grep -v '|' "$TMP/auc" | awk '{ n = $0; gsub(/[\200-\277]/, "", n) }
	length(n) > 80 { print; bad = 1 } END { exit bad }' ||
	fail "--auction: readable lines wider than 80 columns"
grep -q '^West: hearts 5+, hcp 10-16$' "$TMP/auc" || fail "--auction: West's spec"
grep -q '^South:' "$TMP/auc" && fail "--auction: a spec for South, whom the seat sees"
grep -q 'need 10 tricks to make 4' "$TMP/auc" || fail "--auction: the level"
# a doubled contract is said doubled, readable and in --json (it said
# 4♠ and "4S": a script could not tell)
LC_ALL=C "$DDPLAY" sd --seed 1 --deals 2 --auction '1S 2H 4S X P P P' "$TMP/ex" > "$TMP/dbl4" 2>&1 ||
	{ cat "$TMP/dbl4"; fail "--auction with a double failed"; }
grep -q '^4SX by South; ' "$TMP/dbl4" && grep -q 'need 10 tricks to make 4SX\.$' "$TMP/dbl4" ||
	{ cat "$TMP/dbl4"; fail "--auction '... 4S X ...': not said 4SX"; }
"$DDPLAY" sd --seed 1 --deals 2 --auction '1S 2H 4S X XX P P P' --json "$TMP/ex" > "$TMP/dbl4" 2>&1 ||
	{ cat "$TMP/dbl4"; fail "--auction with a redouble --json failed"; }
grep -q '"contract":"4SXX",' "$TMP/dbl4" || { cat "$TMP/dbl4"; fail "--json: not \"4SXX\""; }
# one trick is one trick: the defence of a grand slam (it said "need 1
# tricks to set 7♠")
sed -n 1p "$TMP/ex" | sed 's/|S|W|.*/|S|W|HQ HA/' > "$TMP/ex7"
"$DDPLAY" sd --seed 1 --deals 2 --level 7 "$TMP/ex7" > "$TMP/grand" 2>&1 ||
	{ cat "$TMP/grand"; fail "--level 7 (East to play) failed"; }
grep -q '^East-West need 1 trick to set 7' "$TMP/grand" ||
	{ cat "$TMP/grand"; fail "--level 7: not 'need 1 trick'"; }
grep '|S|W|HQ' "$TMP/auc" | tail -n 30 | cut -d'|' -f1 | awk '
	{ sub(/^N:/, ""); split($0, hand, " "); split(hand[4], w, ".")
	  n = 0; for (i = 1; i <= length(hand[4]); i++) { c = substr(hand[4], i, 1)
	  n += c == "A" ? 4 : c == "K" ? 3 : c == "Q" ? 2 : c == "J" }
	  if (length(w[2]) < 5 || n < 10 || n > 16) bad++; k++ }
	END { exit !(k == 30 && bad == 0) }' ||
	fail "--auction: a layout does not fit West's 2H"
expect_auction=$("$DDPLAY" sd --deals 3 --auction '1H P 4H P P P' "$TMP/ex" 2>&1)
case $expect_auction in
*"does not end in this position's strain and declarer"*) ;;
*) echo "$expect_auction"; fail "--auction in another strain is not refused" ;;
esac
# nor at another level than the position's (--level, a board's contract)
expect_auction=$("$DDPLAY" sd --deals 3 --level 2 --auction '1S 2H 4S P P P' "$TMP/ex" 2>&1)
case $expect_auction in
*"--auction '1S 2H 4S P P P' ends in 4S, --level says 2S"*) ;;
*) echo "$expect_auction"; fail "--auction at another level than --level is not refused" ;;
esac
expect_auction=$("$DDPLAY" sd --deals 3 --card 0 --dealer S --auction '1D P 3D P P P' \
	tests/data/ui/record.pbn 2>&1)
case $expect_auction in
*"board 4: --auction '1D P 3D P P P' ends in 3D, the board's contract says 2D"*) ;;
*) echo "$expect_auction"; fail "--auction at another level than the board's contract is not refused" ;;
esac

# --- threads, seeds, JSON ------------------------------------------------
# (-j 2 against -j 1: the --json run below, -j 2, has the tricks and the
# layouts of the first run, --lines -j 1, card by card; the readable
# output -j 1 and -j 2 on the $N layouts solved them twice more, 2 s of
# CPU: here on 3, for the seed printed)
"$DDPLAY" sd --seed 5 --deals 3 --level 3 -j 1 "$TMP/positions" \
	> "$TMP/j1" 2>&1 || fail "-j 1 failed"
"$DDPLAY" sd --seed 5 --deals 3 --level 3 -j 2 "$TMP/positions" \
	> "$TMP/j2" 2>&1 || fail "-j 2 failed"
cmp -s "$TMP/j1" "$TMP/j2" || fail "-j 2 differs from -j 1"
grep -q "layouts dealt (seed 5; " "$TMP/j1" || fail "the seed is not printed"
# a seed from the clock is printed with --lines too (on standard error:
# the lines keep their fields), and repeats the figures
echo "$P2" > "$TMP/p2c"
"$DDPLAY" sd --deals 3 --level 3 --lines "$TMP/p2c" > "$TMP/clock" 2> "$TMP/clock.err" ||
	fail "sd --lines without --seed failed"
clock=$(sed -n 's/^ddplay sd: --seed \([0-9]*\) (from the clock)$/\1/p' "$TMP/clock.err")
[ -n "$clock" ] || fail "sd --lines: the seed from the clock not printed: '$(cat "$TMP/clock.err")'"
"$DDPLAY" sd --deals 3 --level 3 --lines --seed "$clock" "$TMP/p2c" > "$TMP/clock2" 2>&1 &&
	cmp -s "$TMP/clock" "$TMP/clock2" || fail "sd --lines: the seed printed does not repeat the figures"
"$DDPLAY" sd --seed 5 --deals "$N" --level 3 -j 2 --json --show-deals \
	"$TMP/positions" > "$TMP/json" || fail "--json failed"
[ "$(wc -l < "$TMP/json")" -eq 6 ] || fail "--json: not one object a position"
# each object's seat, layouts and deals against the --lines output
awk -v lines="$TMP/sd" '
	BEGIN {
		while ((getline l < lines) > 0) {
			split(l, f, "|")
			if (f[1] == "position") { p++; nd[p] = 0; seat[p] = f[6] }
			if (f[1] == "layout") nd[p]++
		}
	}
	{
		o++
		if (index($0, "\"seat\":\"" seat[o] "\"") == 0) { print "seat"; bad++ }
		if (index($0, "\"layouts\":'"$N"',") == 0) { print "layouts"; bad++ }
		s = $0; sub(/.*"deals":\[/, "", s); n = gsub(/"N:/, "", s)
		if (n != nd[o]) { print "deals " n " not " nd[o]; bad++ }
		if (index($0, "\"make\":") == 0) { print "make"; bad++ }
	}
	END { exit bad > 0 || o != 6 }' "$TMP/json" ||
	fail "--json does not hold what --lines does"
# the tricks of --json are those of --lines, card by card
grep -o '"card":"[A-Z0-9]*","equal":\[[^]]*\],"tricks":[0-9.]*' "$TMP/json" |
	sed 's/"card":"\([^"]*\)".*"tricks":/\1 /' > "$TMP/jt"
grep '^card|' "$TMP/sd" | awk -F'|' '{ split($2, r, "/"); print r[1], $6 }' \
	> "$TMP/lt"
cmp -s "$TMP/jt" "$TMP/lt" || fail "--json tricks differ from --lines"
# and its deals are the layouts printed
grep -o '"deals":\[[^]]*\]' "$TMP/json" | tr -d '"[]' | sed 's/deals://' |
	tr ',' '\n' > "$TMP/jd"
grep '^layout|' "$TMP/sd" | cut -d'|' -f2 > "$TMP/ld"
cmp -s "$TMP/jd" "$TMP/ld" || fail "--json deals differ from the layouts"

# --- --deals FILE: the layouts printed give the same figures -------------
echo "$P2" > "$TMP/p2"
"$DDPLAY" sd --seed 4 --deals 10 --level 3 --lines --show-deals "$TMP/p2" \
	> "$TMP/d1" || fail "sd on position 2 failed"
grep '^layout|' "$TMP/d1" | cut -d'|' -f2- > "$TMP/lay"
"$DDPLAY" sd --deals "$TMP/lay" --level 3 --lines "$TMP/p2" > "$TMP/d2" ||
	fail "--deals FILE failed"
grep '^card|' "$TMP/d1" > "$TMP/c1"
grep '^card|' "$TMP/d2" > "$TMP/c2"
cmp -s "$TMP/c1" "$TMP/c2" || fail "--deals FILE gives other figures"
# layouts read from a file have no seed and no tries: --json leaves the
# keys out (as ddplay lead does), the readable output names the file
"$DDPLAY" sd --deals "$TMP/lay" --level 3 --json "$TMP/p2" > "$TMP/d2.json" ||
	fail "--deals FILE --json failed"
grep -q '"seed"\|"tries"' "$TMP/d2.json" &&
	{ cat "$TMP/d2.json"; fail "--deals FILE --json: a seed or tries"; }
grep -q '"layouts":10,"asked":10,"stopped"' "$TMP/d2.json" ||
	{ cat "$TMP/d2.json"; fail "--deals FILE --json: the layouts"; }
"$DDPLAY" sd --deals "$TMP/lay" --level 3 "$TMP/p2" > "$TMP/d2.txt" ||
	fail "--deals FILE (readable) failed"
grep -q "^10 layouts of .*lay\.$" "$TMP/d2.txt" && ! grep -q seed "$TMP/d2.txt" ||
	{ cat "$TMP/d2.txt"; fail "--deals FILE: a seed printed"; }
# the --lines --show-deals output given back whole (docs/sd.md)
"$DDPLAY" sd --deals "$TMP/d1" --level 3 --lines "$TMP/p2" > "$TMP/d1b" \
	2> "$TMP/d1b.err" || { cat "$TMP/d1b.err"; fail "--deals with the --show-deals output"; }
grep '^card|' "$TMP/d1b" > "$TMP/c1b"
cmp -s "$TMP/c1" "$TMP/c1b" || fail "--deals with the --show-deals output gives other figures"
# and the readable --show-deals output whole: its layouts, those under
# "Layouts:" (its first line, the real deal, was taken for a layout, and
# every line of text reported)
"$DDPLAY" sd --seed 4 --deals 10 --level 3 --show-deals "$TMP/p2" > "$TMP/d1r" ||
	fail "sd --show-deals (readable) on position 2 failed"
"$DDPLAY" sd --deals "$TMP/d1r" --level 3 --lines "$TMP/p2" > "$TMP/d1c" \
	2> "$TMP/d1c.err" || { head -3 "$TMP/d1c.err"; fail "--deals with the readable --show-deals output"; }
grep '^card|' "$TMP/d1c" > "$TMP/c1c"
cmp -s "$TMP/c1" "$TMP/c1c" || fail "--deals with the readable --show-deals output gives other figures"
# a layout that contradicts the view: named, the others used
sed -n 1p "$WALKS" | cut -d'|' -f1 >> "$TMP/lay"
"$DDPLAY" sd --deals "$TMP/lay" --level 3 --lines "$TMP/p2" > "$TMP/d3" \
	2> "$TMP/e3" && fail "a bad layout gave exit status 0"
grep -q "lay:11: not a layout of this position" "$TMP/e3" ||
	{ cat "$TMP/e3"; fail "the bad layout is not named by FILE:LINE"; }
grep '^card|' "$TMP/d3" > "$TMP/c3"
cmp -s "$TMP/c1" "$TMP/c3" || fail "the good layouts were not all used"

# --- boards, standard input, -o ------------------------------------------
"$DDPLAY" sd --seed 2 --deals 6 --card 13 --lines tests/data/lead/session.pbn \
	> "$TMP/pbn" 2> "$TMP/pbnerr"
grep -q "^position|N:AT74.AT8642.6.85 .*|S|N|H8 H9 H7 HQ C3 C8 CK C7 CJ CT C2 C5 DA|S|6|0|4|-$" \
	"$TMP/pbn" || { cat "$TMP/pbn"; fail "PBN --card 13: board 3 not there"; }
grep -q "session.pbn:31: board 2: --card 13: only 4 cards played" \
	"$TMP/pbnerr" || { cat "$TMP/pbnerr"; fail "--card past the play"; }
"$DDPLAY" sd --seed 2 --deals 6 --card 8 --lines tests/data/lin/myhands.lin \
	> "$TMP/lin" || fail "sd on a LIN file failed"
# (the auction's 2C by South constrains a hidden hand: "used")
grep -q '^position|.*|C|W|CT C7 C4 C2 C6 C8 CK C9|E|6|2|5|used$' "$TMP/lin" ||
	{ head -3 "$TMP/lin"; fail "LIN --card 8"; }
"$DDPLAY" sd --seed 5 --deals 4 --lines "$TMP/p2" > "$TMP/f" || fail "file"
"$DDPLAY" sd --seed 5 --deals 4 --lines < "$TMP/p2" > "$TMP/in1" || fail "stdin"
"$DDPLAY" sd --seed 5 --deals 4 --lines - < "$TMP/p2" > "$TMP/in2" || fail "-"
cmp -s "$TMP/f" "$TMP/in1" && cmp -s "$TMP/f" "$TMP/in2" ||
	fail "standard input differs from the file"
"$DDPLAY" sd --seed 5 --deals 4 --lines -o "$TMP/o" "$TMP/p2" > "$TMP/o.out" ||
	fail "-o failed"
cmp -s "$TMP/f" "$TMP/o" && [ ! -s "$TMP/o.out" ] || fail "-o differs"
# every position refused: -o FILE is left as it was (it was replaced by
# an empty file), and said
printf 'not a position\nnor this\n' > "$TMP/bad.pos"
"$DDPLAY" sd --seed 5 --deals 4 --lines -o "$TMP/o" "$TMP/bad.pos" > /dev/null 2> "$TMP/bad.err" &&
	fail "-o: every position refused, exit status 0"
cmp -s "$TMP/f" "$TMP/o" || fail "-o: every position refused, the file replaced"
grep -q "^ddplay sd: nothing answered: $TMP/o not written$" "$TMP/bad.err" ||
	fail "-o: every position refused, not said: $(tail -1 "$TMP/bad.err")"

# --- Ctrl-C: the figures of the layouts solved so far, exit status 130 ---
# (a second of CPU is some 250 layouts of this position on the plain
# build, 80 on the sanitizer build: a third of it, plenty solved, far
# from the 5000)
# interrupt IN OUT ERR ARGS: ddplay sd ARGS (standard input IN, output
# OUT, messages ERR), Ctrl-C once it has used $int_cpu hundredths of a
# second of CPU (wait_cpu: it slept a second, the threads working all
# along), or after a second where int_cpu is empty (waiting for its
# input: no CPU used); its exit status in $st
interrupt() {
	in=$1 out=$2 err=$3
	shift 3
	"$DDPLAY" sd "$@" < "$in" > "$out" 2> "$err" &
	pid=$!
	if [ -n "$int_cpu" ]; then
		wait_cpu "$pid" "$int_cpu"
	else
		sleep 1
	fi
	kill -INT "$pid"
	wait "$pid"
	st=$?
}
int_cpu=30
interrupt /dev/null "$TMP/int" "$TMP/int.err" --seed 1 --deals 5000 -j 2 "$TMP/ex"
[ "$st" -eq 130 ] || fail "Ctrl-C: exit status $st, not 130"
grep -q "^5000 layouts dealt" "$TMP/int" && grep -q "^Interrupted: the figures of [0-9]* of 5000 layouts" "$TMP/int" ||
	{ cat "$TMP/int" "$TMP/int.err"; fail "Ctrl-C: the figures so far are not said"; }
grep -q '^♠A \|^SA ' "$TMP/int" || fail "Ctrl-C: no figures"
# Ctrl-C while dealing, before any figure: -o FILE is left as it was (not
# replaced by an empty file).  (West 18+ fits one layout in some 75: the
# million takes seconds to deal.)
echo precious > "$TMP/keep"
interrupt /dev/null /dev/null "$TMP/keep.err" --seed 1 --deals 1000000 \
	--tries 1000000000 --west 'hcp 18+' -o "$TMP/keep" "$TMP/p2"
[ "$st" -eq 130 ] || fail "Ctrl-C while dealing: exit status $st, not 130"
[ "$(cat "$TMP/keep")" = precious ] ||
	fail "Ctrl-C while dealing: -o FILE replaced by an empty output"
grep -q "interrupted before any figure: .*keep not written" "$TMP/keep.err" ||
	{ cat "$TMP/keep.err"; fail "Ctrl-C while dealing: not said"; }
ls "$TMP" | grep -q '^keep\.tmp' && fail "Ctrl-C while dealing: a temporary file left"
# Ctrl-C while standard input is waited for (a FIFO kept open): said as
# an interruption, not as a read error ("stdin: read error: Interrupted
# system call" came first)
mkfifo "$TMP/in.fifo" || fail "mkfifo"
sleep 5 > "$TMP/in.fifo" &
writer=$!
int_cpu=
interrupt "$TMP/in.fifo" /dev/null "$TMP/in.err" --seed 1 --deals 5
kill "$writer" 2> /dev/null
[ "$st" -eq 130 ] || fail "Ctrl-C on standard input: exit status $st, not 130"
[ "$(cat "$TMP/in.err")" = "ddplay sd: interrupted" ] ||
	fail "Ctrl-C on standard input: '$(cat "$TMP/in.err")'"

# --- the intervals: within the tricks possible, none for one layout -----
# (a few layouts give wide intervals: each must stay within [won, won +
# the tricks left]; docs/sd.md)
# (with the layouts: another seed deals others, below)
"$DDPLAY" sd --seed 3 --deals 3 --level 3 --lines --show-deals "$TMP/positions" \
	> "$TMP/few" || fail "sd --deals 3 failed"
awk -F'|' '
	/^position\|/ { won = $8; n = split($5, c, " ")
		if ($5 == "-") n = 0
		left = 13 - int(n / 4) }
	/^card\|/ && ($7 < won || $8 > won + left) {
		print "card " $2 ": " $7 "-" $8 ", possible " won "-" won + left
		bad++ }
	END { exit bad > 0 }' "$TMP/few" ||
	fail "an interval goes beyond the tricks possible"
# another seed, other layouts (on 3 layouts a position: it was a third run
# of the 6 positions at $N layouts, most of a second of CPU)
"$DDPLAY" sd --seed 6 --deals 3 --level 3 --lines --show-deals -j 2 "$TMP/positions" \
	> "$TMP/s6" 2>&1 || fail "seed 6 failed"
cmp -s "$TMP/few" "$TMP/s6" && fail "seeds 3 and 6 give the same output"
"$DDPLAY" sd --seed 3 --deals 1 --level 3 --lines "$TMP/p2" > "$TMP/one" ||
	fail "sd --deals 1 failed"
awk -F'|' '/^card\|/ && ($7 != "-" || $8 != "-") { bad++ }
	END { exit bad > 0 }' "$TMP/one" ||
	{ cat "$TMP/one"; fail "--deals 1: an interval for the tricks of one layout"; }
"$DDPLAY" sd --seed 3 --deals 1 --level 3 --json "$TMP/p2" > "$TMP/one.json" ||
	fail "sd --deals 1 --json failed"
grep -q '"ci95":\[' "$TMP/one.json" && { cat "$TMP/one.json"; fail "--deals 1 --json: a ci95"; }
grep -q '"ci95":null' "$TMP/one.json" || fail "--deals 1 --json: no \"ci95\":null"
"$DDPLAY" sd --seed 3 --deals 1 --level 3 "$TMP/p2" > "$TMP/one.txt" ||
	fail "sd --deals 1 (readable) failed"
grep -q '[0-9]\.[0-9][0-9]- *[0-9]*\.[0-9][0-9] ' "$TMP/one.txt" &&
	{ cat "$TMP/one.txt"; fail "--deals 1: an interval of the tricks shown"; }
grep -q '^One layout: no interval for the tricks' "$TMP/one.txt" ||
	{ cat "$TMP/one.txt"; fail "--deals 1: not said"; }

# without the level (a line, no --level) there is no goal: the goal's
# fields are '-' in --lines, as --json's "make": null (docs/sd.md)
"$DDPLAY" sd --seed 3 --deals 4 --lines "$TMP/p2" > "$TMP/nolevel" ||
	fail "sd without --level failed"
grep -q '|0|-$' "$TMP/nolevel" || { cat "$TMP/nolevel"; fail "no level: NEED is not 0"; }
awk -F'|' '/^card\|/ { n++; if ($5 != "-" || $9 != "-" || $10 != "-" || $11 != "-") bad++ }
	END { exit bad > 0 || n == 0 }' "$TMP/nolevel" ||
	{ cat "$TMP/nolevel"; fail "no level: --lines gives a share of the goal"; }
"$DDPLAY" sd --seed 3 --deals 4 --json "$TMP/p2" > "$TMP/nolevel.json" ||
	fail "sd --json without --level failed"
grep -q '"make":null' "$TMP/nolevel.json" && ! grep -q '"make_ci95"' "$TMP/nolevel.json" ||
	fail "no level: --json gives a share of the goal"

# --- messages ------------------------------------------------------------
# expect STATUS PATTERN ARGS...: the exit status and a message on stderr
expect() {
	want=$1 pat=$2
	shift 2
	"$DDPLAY" sd "$@" > "$TMP/x.out" 2> "$TMP/x.err"
	got=$?
	[ "$got" -eq "$want" ] ||
		{ cat "$TMP/x.err"; fail "sd $*: exit $got, not $want"; }
	grep -q -- "$pat" "$TMP/x.err" ||
		{ cat "$TMP/x.err"; fail "sd $*: no message '$pat'"; }
}
expect 2 "unknown option '--bogus'" --bogus "$TMP/p2"
# the usage once, as the other commands print it (not "usage: usage:")
grep -q '^usage: ddplay sd \[' "$TMP/x.err" && ! grep -q 'usage: usage' "$TMP/x.err" ||
	{ cat "$TMP/x.err"; fail "sd --bogus: the usage line is not 'usage: ddplay sd ...'"; }
expect 2 "--west: 'balnced': unknown word" --west balnced "$TMP/p2"
expect 2 "--deals wants 1 to" --deals 0 "$TMP/p2"
# --deals - takes the layouts from standard input: the positions then
# come from a FILE (the first layout was taken for the position, the
# rest for its layouts, exit status 0)
for files in "" "- $TMP/p2"; do
	# shellcheck disable=SC2086
	"$DDPLAY" sd --deals - --level 3 $files < "$TMP/lay" > "$TMP/x.out" 2> "$TMP/x.err"
	st=$?
	[ "$st" -eq 2 ] && grep -q -- "--deals - reads the layouts from standard input: the positions come from a FILE" "$TMP/x.err" ||
		{ cat "$TMP/x.out" "$TMP/x.err"; fail "sd --deals - $files: exit status $st"; }
done
# an empty clause is refused, naming the option; a comma at the end
# passes and is not printed (docs/sd.md)
expect 2 "--east: ',': an empty clause (nothing before the first comma)" \
	--east ',' "$TMP/p2"
expect 2 "--east: 'hcp 12+,,spades 2+': an empty clause (nothing between two commas)" \
	--east 'hcp 12+,,spades 2+' "$TMP/p2"
"$DDPLAY" sd --seed 1 --deals 2 --east 'hcp 8+,' "$TMP/p2" > "$TMP/trail" ||
	fail "sd --east 'hcp 8+,' failed"
grep -q '^East: hcp 8+$' "$TMP/trail" ||
	{ cat "$TMP/trail"; fail "--east 'hcp 8+,': not printed 'East: hcp 8+'"; }
expect 2 "--card wants" --card 99 "$TMP/p2"
expect 2 "--level wants 1 to 7" --level 8 "$TMP/p2"
# fewer layouts than asked: "1 layout ... fits"; and when each one tried
# fits, --tries stopped it, not the constraints (it said "the
# constraints are tight: 2 layouts of the 2 tried fit")
U=tests/data/analyse-sd-unlucky.pbn
# (a notice: the figures of the layouts dealt, exit status 0 as lead's;
# it was 1, as for a position not done)
"$DDPLAY" sd --seed 1 --deals 50 --tries 40 --card 6 --west 'hcp 10+' "$U" > "$TMP/x.out" 2> "$TMP/x.err" ||
	fail "--tries 40: exit status $?: $(cat "$TMP/x.err")"
grep -q '^1 layout dealt' "$TMP/x.out" || fail "--tries 40: no figures of the layout"
grep -q "board 1: the constraints are tight: 1 layout of the 40 tried fits, not the 50 asked for (--tries gives more tries)$" "$TMP/x.err" ||
	fail "--tries 40: $(cat "$TMP/x.err")"
"$DDPLAY" sd --seed 1 --deals 50 --tries 2 --card 6 "$U" > /dev/null 2> "$TMP/x.err" ||
	fail "--tries 2: exit status $?"
grep -q "board 1: --tries 2: 2 layouts dealt, not the 50 asked for (each one tried fits)$" "$TMP/x.err" ||
	fail "--tries 2: $(cat "$TMP/x.err")"
grep -q 'tight' "$TMP/x.err" && fail "--tries 2: the constraints said tight"
# ... naming where the constraints come from: the user's options
expect 1 "its constraints need at least 30 (East 'hcp 30+' from --east)$" \
	--deals 3 --tries 2000 --east 'hcp 30+' "$TMP/p2"
# the board's own auction, taken without being asked for, that no layout
# fits (West's double of 1NT, "hcp 15+", where West can hold 11): dealt
# without the call that cannot hold (the first whose spec left out alone
# lets the rest hold: here the only one), said (the Auction line, a
# notice on standard error at the auction's line; exit status 0).  The
# arithmetic refuses it at once; with no call used, the figures are
# those of --no-auction.  (Before, the whole auction was dropped; a
# board where one call of several cannot hold: t_auction_review.)
expect 1 "impossible: East can hold at most" --deals 3 --tries 2000 \
	--east 'hcp 30+' "$TMP/p2"
sed 's/^1NT Pass 3NT Pass$/1NT X 3NT Pass/' tests/data/analyse-sd-unlucky.pbn > "$TMP/dbl.pbn"
"$DDPLAY" sd --deals 3 --seed 1 --card 6 "$TMP/dbl.pbn" > "$TMP/x.out" 2> "$TMP/x.err" ||
	{ st=$?; cat "$TMP/x.err"; fail "sd on the board whose auction no layout fits: exit status $st"; }
grep -q "dbl.pbn:9: board 1: X by West (hcp 15+) is not used: with the board's other calls and the cards seen, impossible: West can hold at most 11 points (of the cards it can still get), its constraints need at least 15$" "$TMP/x.err" ||
	fail "the board's call dropped: no notice: $(cat "$TMP/x.err")"
tr '\n' ' ' < "$TMP/x.out" | sed 's/  */ /g' | grep -q "Auction: no call used; not used: 1NT by South (1NT opening, hcp 15-17, balanced: the hand is seen), X by West (penalty double of 1NT, hcp 15+: with the other calls it cannot hold with the cards seen), 3NT by North" ||
	{ cat "$TMP/x.out"; fail "the board's call dropped: not said on the Auction line"; }
"$DDPLAY" sd --deals 3 --seed 1 --card 6 --tries 20000 --json "$TMP/dbl.pbn" 2> /dev/null > "$TMP/x.json" ||
	fail "sd --json on the board whose auction no layout fits: exit status $?"
grep -q '"constraints":{},"auction":"no call used; not used: .*X by West (penalty double of 1NT, hcp 15+: with the other calls it cannot hold with the cards seen).*","auction_dropped":false,' "$TMP/x.json" ||
	{ cat "$TMP/x.json"; fail "--json: the call dropped not said"; }
"$DDPLAY" sd --deals 3 --seed 1 --card 6 --tries 20000 --lines "$TMP/dbl.pbn" > "$TMP/x.lines" 2> /dev/null &&
"$DDPLAY" sd --deals 3 --seed 1 --card 6 --lines --no-auction "$TMP/dbl.pbn" > "$TMP/na.lines" ||
	fail "sd --lines (--no-auction) on the board whose auction no layout fits: exit status $?"
compare "$TMP/na.lines" "$TMP/x.lines" "the board's only call dropped, as --no-auction"
# --deals FILE the same: its layouts, none of which fits the board's
# auction, taken without the call that cannot hold (they were all left
# out: "no layout to solve"; then, before t_auction_drop_all, without the
# whole auction)
"$DDPLAY" sd --deals 3 --seed 1 --card 6 --no-auction --lines --show-deals "$TMP/dbl.pbn" > "$TMP/lay" ||
	fail "sd --show-deals --no-auction: exit status $?"
"$DDPLAY" sd --deals "$TMP/lay" --card 6 --lines "$TMP/dbl.pbn" > "$TMP/x.lines" 2> "$TMP/x.err" ||
	{ st=$?; cat "$TMP/x.err"; fail "sd --deals FILE, the board's auction fitting none: exit status $st"; }
grep -q "dbl.pbn:9: board 1: X by West (hcp 15+) is not used: with the board's other calls and the cards seen, no layout of .*lay fits the constraints$" "$TMP/x.err" ||
	fail "--deals FILE, the board's call dropped: no notice: $(cat "$TMP/x.err")"
grep -q 'left out\|no layout to solve' "$TMP/x.err" && fail "--deals FILE: layouts left out: $(cat "$TMP/x.err")"
grep -q '^position|.*|-$' "$TMP/x.lines" ||
	{ cat "$TMP/x.lines"; fail "--deals FILE --lines: no call used not said"; }
compare "$TMP/na.lines" "$TMP/x.lines" "--deals FILE, the board's only call dropped, as --no-auction"
"$DDPLAY" sd --deals "$TMP/lay" --card 6 --json "$TMP/dbl.pbn" 2> /dev/null | grep -q '"auction":"no call used; not used: .*X by West (penalty double of 1NT, hcp 15+: with the other calls it cannot hold with the cards seen).*","auction_dropped":false,' ||
	fail "--deals FILE --json: the auction dropped not said"
expect 1 "lay: no layout to solve" --deals "$TMP/lay" --card 6 --east 'hcp 30+' "$TMP/dbl.pbn"
# the user's own specs are kept without it
"$DDPLAY" sd --deals 3 --seed 1 --card 6 --tries 20000 --east 'hcp 3+' "$TMP/dbl.pbn" > "$TMP/x.out" 2> /dev/null ||
	fail "sd --east on the board whose auction no layout fits: exit status $?"
grep -q '^East: hcp 3+$' "$TMP/x.out" && ! grep -q '^West:' "$TMP/x.out" ||
	{ cat "$TMP/x.out"; fail "the call dropped: --east not kept alone"; }
# a board's auction that cannot be read: not used, said, and the figures
# printed: a notice, exit status 0 (as analyse --sd says it in its heading)
sed 's/^1NT Pass 3NT Pass$/1NT 1C 3NT Pass/' tests/data/analyse-sd-unlucky.pbn > "$TMP/badauc.pbn"
"$DDPLAY" sd --deals 3 --seed 1 --card 6 "$TMP/badauc.pbn" > "$TMP/x.out" 2> "$TMP/x.err" ||
	{ st=$?; cat "$TMP/x.err"; fail "sd on a board whose auction cannot be read: exit status $st"; }
grep -q "badauc.pbn:9: board 1: its auction is not used: call 2, '1C': 1C is not above 1NT$" "$TMP/x.err" ||
	fail "the unreadable auction: no notice: $(cat "$TMP/x.err")"
grep -q "^Auction: not used: call 2, '1C': 1C is not above 1NT$" "$TMP/x.out" &&
	grep -q '^3 layouts dealt' "$TMP/x.out" ||
	{ cat "$TMP/x.out"; fail "the unreadable auction: not said on the Auction line, or no figures"; }
# nor one that ends in another contract than the board's (its calls may
# be given to the wrong hands): said, not used (it gave South's 1NT's
# hcp 15-17 to the layouts of 3NT whose auction ended in 4S by North)
sed 's/^1NT Pass 3NT Pass$/1NT Pass 4S Pass/' tests/data/analyse-sd-unlucky.pbn > "$TMP/otherauc.pbn"
"$DDPLAY" sd --deals 3 --seed 1 "$TMP/otherauc.pbn" > "$TMP/x.out" 2> "$TMP/x.err" ||
	{ st=$?; cat "$TMP/x.err"; fail "sd on a board whose auction ends in another contract: exit status $st"; }
grep -q "otherauc.pbn:9: board 1: its auction is not used: it ends in 4S by North, the contract is 3NT by South$" "$TMP/x.err" ||
	fail "the auction of another contract: no notice: $(cat "$TMP/x.err")"
grep -q "^Auction: not used: it ends in 4S by North, the contract is 3NT by South$" "$TMP/x.out" &&
	! grep -q '^South:' "$TMP/x.out" ||
	{ cat "$TMP/x.out"; fail "the auction of another contract: used"; }
# what the user asked for stays an error: his own specs, or --auction
expect 1 "its constraints need at least 30 (East 'hcp 30+' from --east)$" --deals 3 \
	--seed 1 --card 6 --tries 20000 --east 'hcp 30+' "$TMP/dbl.pbn"
expect 1 "(West 'hcp 14+' from --west)$" --deals 3 --seed 1 --card 6 \
	--tries 20000 --west '=hcp 14+' "$TMP/dbl.pbn"
expect 1 "(West 'hcp 15+' from --auction)$" --deals 3 --seed 1 --card 6 \
	--tries 20000 --auction '1NT X 3NT P P P' "$TMP/dbl.pbn"
expect 1 "p2:1: .*--north .*does not fit" --north 'hcp 30+' "$TMP/p2"
sed -n 1p "$WALKS" | cut -d'|' -f1-4 > "$TMP/done"
expect 1 "done:1: every card is played" "$TMP/done"
echo 'N:AKQ.xx|S|W|-' > "$TMP/bad"
expect 1 "bad:1: " "$TMP/bad"
expect 1 "nothing.txt" "$TMP/nothing.txt"
echo "t_sd: passed"

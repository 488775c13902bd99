#!/bin/sh
# t_lead.sh - ddplay lead: its figures against `ddplay solve` on every
# layout (computed here with awk), -j N against one thread, the dealt
# layouts against their constraints, an unconstrained dealer against the
# hypergeometric law (chi-square), Ctrl-C, and the error messages.
. "$(dirname "$0")/lib.sh"

DATA=tests/data/lead
H4S='W:KT32.Q9743.QT2.Q'
H3N='N:AQ5.JT98.K72.KQ3'
# The quick run (the sanitizer build): fewer layouts solved, every check
# still made.
L4S=$DATA/layouts.txt
L3N=$DATA/layouts-3n.txt
NJ=6
if [ "$QUICK" = 1 ]; then
	head -n 3 "$DATA/layouts.txt" > "$TMP/layouts.txt"
	head -n 2 "$DATA/layouts-3n.txt" > "$TMP/layouts-3n.txt"
	L4S=$TMP/layouts.txt
	L3N=$TMP/layouts-3n.txt
	NJ=2
fi

# --- the figures, exactly: from solve --lines on each opening position ---
# figures LAYOUTS HAND STRAIN LEADER NEED: the lead and pair lines that
# lead --lines should print (sorted; the lead lines up to the average).
figures() {
	sed "s/\$/|$3|$4|-/" "$1" > "$TMP/pos"
	"$DDPLAY" solve --lines "$TMP/pos" > "$TMP/solved" ||
		fail "solve failed on $1"
	awk -F'|' -v hand="$2" -v need="$5" '
	BEGIN {
		order = "AKQJT98765432"; split(hand, suit, ".")
		split("S H D C", letter, " ")
		for (s = 1; s <= 4; s++) {
			prev = -1
			for (i = 1; i <= length(suit[s]); i++) {
				r = substr(suit[s], i, 1); k = index(order, r)
				c = letter[s] r
				if (k == prev + 1) {
					name[g] = name[g] "/" r
				} else {
					g = ++ng; name[g] = c; first[g] = c
				}
				grp[c] = g; prev = k
			}
		}
	}
	{
		n++; split($5, sc, " "); best = -1; split("", t)
		for (i in sc) {
			split(sc[i], cs, ":"); g = grp[cs[1]]
			if (g in t && t[g] != cs[2])
				bad = bad " " cs[1]
			t[g] = cs[2] + 0
			if (cs[2] + 0 > best) best = cs[2] + 0
		}
		for (g = 1; g <= ng; g++) {
			sum[g] += t[g]; set[g] += t[g] >= need
			cost[g] += t[g] < best
			# the matchpoints of the layout against the other leads,
			# doubled (a win 2, a tie 1)
			m = 0
			for (h = 1; h <= ng; h++) {
				beats[g, h] += t[g] > t[h]
				if (h != g) m += t[g] > t[h] ? 2 : t[g] == t[h]
			}
			mp[g] += m; mpsq[g] += m * m
		}
	}
	END {
		if (bad != "") print "touching cards scored apart:" bad
		for (g = 1; g <= ng; g++) {
			printf "lead|%s|%d|%d|%d|%d|%.4f\n", name[g], n, sum[g],
			       set[g], cost[g], sum[g] / n
			# MP and its 95% interval: Student t over the
			# scores of the layouts (t for 1 to 9 degrees of freedom)
			split("12.7062 4.3027 3.1824 2.7764 2.5706 2.4469 2.3646 2.3060 2.2622", t975, " ")
			most = 2 * (ng - 1); mean = mp[g] / n
			var = (mpsq[g] - n * mean * mean) / (n - 1)
			half = t975[n - 1] * sqrt(var > 0 ? var : 0) / sqrt(n) / most * 100
			pc = 100 * mean / most
			lo = pc - half < 0 ? 0 : pc - half; hi = pc + half > 100 ? 100 : pc + half
			printf "mp|%s|%.2f|%.2f|%.2f\n", name[g], pc, lo, hi
			for (h = 1; h <= ng; h++)
				if (h != g)
					printf "pair|%s|%s|%d\n", name[g],
					       name[h], beats[g, h]
		}
	}' "$TMP/solved" | sort
}

# got FILE: the lead --lines output in the same form
got() {
	awk -F'|' '$1 == "lead" { print $1 "|" $2 "|" $3 "|" $4 "|" $5 "|" \
				  $6 "|" $7; print "mp|" $2 "|" $10 "|" $11 "|" $12; next }
		   { print }' "$1" | sort
}

figures $L4S KT32.Q9743.QT2.Q S W 4 > "$TMP/want"
"$DDPLAY" lead --hand "$H4S" --contract 4S --declarer S \
	--deals $L4S --lines > "$TMP/out" || fail "lead 4S failed"
got "$TMP/out" > "$TMP/got"
compare "$TMP/want" "$TMP/got" "lead 4S on $L4S"

figures $L3N AQ5.JT98.K72.KQ3 N N 5 > "$TMP/want"
"$DDPLAY" lead --hand "$H3N" --contract 3N --declarer W \
	--deals $L3N --lines > "$TMP/out" ||
	fail "lead 3N failed"
got "$TMP/out" > "$TMP/got"
compare "$TMP/want" "$TMP/got" "lead 3N on $L3N"

# best first: the sums of the lead lines never go up
awk -F'|' '$1 == "lead" { if (NR > 1 && $4 > last) exit 1; last = $4 }' \
	"$TMP/out" || fail "the leads are not sorted best first"

# readable and JSON forms carry the same leads
"$DDPLAY" lead --hand "$H3N" --contract 3N --declarer W \
	--deals $L3N > "$TMP/readable" ||
	fail "readable lead failed"
grep -q "North leads against 3NT by West" "$TMP/readable" ||
	fail "readable: no title"
grep -q "^Pairwise" "$TMP/readable" || fail "readable: no pairwise table"
# set and costs: the widest half of their 95% interval, Wilson's at 50%
n=$(sed -n 's/^\([0-9]*\) layouts from .*/\1/p' "$TMP/readable")
want=$(awk -v n="$n" 'BEGIN { printf "%.1f", 100 * 0.98 / sqrt(n + 1.96 * 1.96) }')
grep -q "^interval (Student's t over the $n layouts' scores, as for tricks)\.\$" "$TMP/readable" ||
	fail "readable: MP's interval not said: $(grep -A1 '^MP' "$TMP/readable")"
grep -q "^set and costs are shares of $n layouts: each within $want points either\$" \
	"$TMP/readable" || fail "readable: the shares' interval: $(grep -A1 '^set and costs' "$TMP/readable")"
# the pairwise table fits 80 columns: thirteen single leads, and leads
# of three touching cards (the columns named by their first card)
wide80() {
	awk '{ n = $0; gsub(/[\200-\277]/, "", n) }
		length(n) > 80 { print; bad = 1 } END { exit bad }' "$1"
}
for hand in W:AQT8.KJ9.Q96.T86 W:KT3.K96.8762.QT2; do
	"$DDPLAY" lead --hand "$hand" --contract 4H --declarer S --deals 4 \
		--seed 1 > "$TMP/wide" || fail "lead --hand $hand failed"
	wide80 "$TMP/wide" || fail "lead --hand $hand: lines wider than 80 columns"
done
# -o FILE: the same, written whole, nothing on standard output; the file
# left as it was when it cannot be written
echo old > "$TMP/lead.o"
"$DDPLAY" lead --hand "$H3N" --contract 3N --declarer W --deals $L3N \
	-o "$TMP/lead.o" > "$TMP/stdout" || fail "lead -o FILE failed"
cmp -s "$TMP/readable" "$TMP/lead.o" || fail "lead -o FILE: not what standard output gets"
[ -s "$TMP/stdout" ] && fail "lead -o FILE wrote to standard output"
"$DDPLAY" lead --hand "$H3N" --contract 3N --declarer W --deals $L3N \
	--deal-only -o "$TMP/deals.o" > "$TMP/stdout" || fail "lead --deal-only -o failed"
cmp -s "$TMP/deals.o" $L3N || fail "lead --deal-only -o: not the layouts of the file"
[ -s "$TMP/stdout" ] && fail "lead --deal-only -o wrote to standard output"
"$DDPLAY" lead --hand "$H3N" --contract 3N --declarer W --deals $L3N \
	-o "$TMP/no/such/x" 2> "$TMP/oerr" && fail "lead -o into a missing folder succeeded"
grep -q "^ddplay lead: $TMP/no/such/x: cannot write: No such file or directory" \
	"$TMP/oerr" || fail "lead -o into a missing folder: $(cat "$TMP/oerr")"
if command -v python3 > /dev/null 2>&1; then
	"$DDPLAY" lead --hand "$H3N" --contract 3N --declarer W \
		--deals $L3N --json > "$TMP/json" ||
		fail "json lead failed"
	python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
print("\n".join("%s %d %.2f %.2f %.2f" % (l["lead"], l["sum"], l["mp"], l["mp_ci95"][0],
                l["mp_ci95"][1]) for l in d["leads"]))
' "$TMP/json" > "$TMP/json.sums" || fail "--json is not JSON"
	awk -F'|' '$1 == "lead" { print $2, $4, $10, $11, $12 }' "$TMP/out" > "$TMP/lines.sums"
	cmp -s "$TMP/json.sums" "$TMP/lines.sums" ||
		fail "--json and --lines differ"
fi

# --- -j 2 gives the figures of one thread; the seed repeats ---
"$DDPLAY" lead --hand "$H4S" --contract 4S --deals $NJ --seed 3 --lines \
	> "$TMP/j1" || fail "lead -j 1 failed"
"$DDPLAY" lead --hand "$H4S" --contract 4S --deals $NJ --seed 3 --lines -j 2 \
	> "$TMP/j2" || fail "lead -j 2 failed"
cmp -s "$TMP/j1" "$TMP/j2" || fail "-j 2 differs from one thread"
echo "-j 2: the same figures as one thread"
# without -j, a thread a CPU: the same figures
"$DDPLAY" lead --hand "$H4S" --contract 4S --deals $NJ --seed 3 --lines \
	> "$TMP/jdefault" || fail "lead without -j failed"
cmp -s "$TMP/j1" "$TMP/jdefault" || fail "lead without -j differs from -j 1"
# -j past the CPUs is cut to them, saying so; the figures stay
DDPLAY_CPUS=1 "$DDPLAY" lead --hand "$H4S" --contract 4S --deals $NJ --seed 3 \
	--lines -j 3 > "$TMP/j3" 2> "$TMP/j3err" || fail "lead -j 3 failed"
cmp -s "$TMP/j1" "$TMP/j3" || fail "-j 3 on 1 CPU differs from one thread"
grep -q "^ddplay lead: -j 3: using 1 thread, one a CPU" "$TMP/j3err" ||
	fail "-j 3 on 1 CPU: $(cat "$TMP/j3err")"

# --- docs/lead.md's example, pinned: the layouts its seed deals are
# those of tests/data/lead/example-40.dealt, and they are the layouts
# `ddplay sd` deals at the opening lead from the same seed and specs (one
# dealer: sdlayout.h); the figures, -j 1 and -j 2, on the layouts of
# example-40.txt (the same seed's before the dealing was sd's) are those
# of example-40.lines (made before the work on its speed,
# docs/performance.md): a change to the dealing or the solving that
# moves a figure shows here ---
EX_N='hcp 15-17, balanced'
EX_S='spades 4+, hcp 9+'
"$DDPLAY" lead --hand "$H4S" --contract 4S --north "$EX_N" --south "$EX_S" \
	--seed 1 --deals 40 --deal-only > "$TMP/ex.txt" ||
	fail "the example's layouts: lead --deal-only failed"
cmp -s "$TMP/ex.txt" $DATA/example-40.dealt ||
	fail "the example's seed deals other layouts than example-40.dealt"
# (a deal where West holds the hand: the other hands are what sd cannot
# see, and deals again.  sd --deal-only: the layouts --show-deals would
# print, not solved (t_qa_lead_sd checks that they are the same), 2 s of
# CPU less than solving the 40)
EX_DEAL="$H4S AQJ9.AK.KJ9.KJ32 8765.JT8.A876.A5 4.652.543.T98764"
echo "$EX_DEAL|S|W|" | "$DDPLAY" sd --level 4 --north "$EX_N" --south "$EX_S" \
	--seed 1 --deals 40 --deal-only > "$TMP/ex.sdonly" ||
	fail "the example's layouts: sd --deal-only failed"
cut -d'|' -f1 "$TMP/ex.sdonly" > "$TMP/ex.sd"
cmp -s "$TMP/ex.txt" "$TMP/ex.sd" ||
	fail "lead and sd deal other layouts at the opening lead from one seed"
if [ "$QUICK" = 1 ]; then
	head -n 2 $DATA/example-40.txt > "$TMP/ex2.txt"
	"$DDPLAY" lead --hand "$H4S" --contract 4S --deals "$TMP/ex2.txt" \
		--lines -j 1 > "$TMP/ex.j1" || fail "the example -j 1 failed"
	"$DDPLAY" lead --hand "$H4S" --contract 4S --deals "$TMP/ex2.txt" \
		--lines -j 2 > "$TMP/ex.j2" || fail "the example -j 2 failed"
	cmp -s "$TMP/ex.j1" "$TMP/ex.j2" || fail "the example: -j 2 differs"
else
	# -j 2 on the layouts of example-40.txt read from the file: the
	# pinned figures.  (-j 1 gives -j 2's figures: above, on $NJ
	# layouts; the 40 solved a second time with -j 1 were 2.5 s of
	# CPU, and t_qa_lead_sd_order solves them again readable.)
	"$DDPLAY" lead --hand "$H4S" --contract 4S --lines -j 2 \
		--deals $DATA/example-40.txt > "$TMP/ex.j2" ||
		fail "the example -j 2 failed"
	cmp -s "$TMP/ex.j2" $DATA/example-40.lines ||
		fail "the example -j 2: other figures than example-40.lines"
fi
echo "docs/lead.md's example: the pinned layouts and figures"

# --- the dealt layouts fit their constraints ---
# check LAYOUTS SEAT CONDITION: every layout's hand of SEAT (N E S W) fits
# CONDITION, an awk expression over the hand h.
check() {
	awk -v seat="$2" -v hand="${H4S#W:}" '
	function hcp(h,   i, c, n) {
		for (i = 1; i <= length(h); i++) {
			c = substr(h, i, 1)
			n += c == "A" ? 4 : c == "K" ? 3 : c == "Q" ? 2 : c == "J"
		}
		return n
	}
	function ctl(h,   i, c, n) {
		for (i = 1; i <= length(h); i++) {
			c = substr(h, i, 1); n += c == "A" ? 2 : c == "K"
		}
		return n
	}
	function len(h, s,   p) { split(h, p, "."); return length(p[s]) }
	function pattern(h,   p, i, j, t) {
		split(h, p, ".")
		for (i = 1; i <= 4; i++) p[i] = length(p[i])
		for (i = 1; i <= 4; i++) for (j = i + 1; j <= 4; j++)
			if (p[j] > p[i]) { t = p[i]; p[i] = p[j]; p[j] = t }
		return p[1] p[2] p[3] p[4]
	}
	function bal(h,   p) { p = pattern(h); return p == "4333" || \
				p == "4432" || p == "5332" }
	function semi(h,   p) { p = pattern(h); return substr(p, 4, 1) >= 2 && \
				 substr(p, 1, 1) <= 6 }
	function has(h, card,   p) {
		split(h, p, ".")
		return index(p[index("SHDC", substr(card, 1, 1))],
			     substr(card, 2, 1)) > 0
	}
	{
		sub(/^N:/, ""); split($0, hands, " ")
		h = hands[index("NESW", seat)]
		if (hands[4] != hand) { print "West holds " hands[4]; exit 1 }
		if (!('"$3"')) { print "line " NR ": " seat " " h; bad++ }
		all = hands[1] hands[2] hands[3] hands[4]
		gsub(/\./, "", all)
		if (length(all) != 52) { print "line " NR ": not 52 cards"; bad++ }
		n++
	}
	END { exit bad > 0 || n == 0 }' "$1" ||
		fail "layouts of $1 break $2: $3"
}

"$DDPLAY" lead --hand "$H4S" --contract 4S --deals 300 --seed 11 \
	--deal-only --north 'hcp 15-17, balanced' \
	--south 'spades 5+, hcp 6-9' --east 'has HA, controls 0-3' \
	> "$TMP/dealt" || fail "dealing with constraints failed"
[ "$(wc -l < "$TMP/dealt")" -eq 300 ] || fail "not 300 layouts"
check "$TMP/dealt" N 'hcp(h) >= 15 && hcp(h) <= 17 && bal(h)'
check "$TMP/dealt" S 'len(h, 1) >= 5 && hcp(h) >= 6 && hcp(h) <= 9'
check "$TMP/dealt" E 'has(h, "HA") && ctl(h) <= 3'
"$DDPLAY" lead --hand "$H4S" --contract 4S --deals 300 --seed 12 \
	--deal-only --north 'semibalanced, hcp 10-' \
	--east 'shape 5431 6421' --south 'unbalanced; clubs 3-4, hearts 2-' \
	> "$TMP/dealt2" || fail "dealing with constraints failed"
check "$TMP/dealt2" N 'semi(h) && hcp(h) <= 10'
check "$TMP/dealt2" E 'pattern(h) == "5431" || pattern(h) == "6421"'
check "$TMP/dealt2" S '!bal(h) && len(h, 4) >= 3 && len(h, 4) <= 4 && \
		       len(h, 2) <= 2'
# the same seed, the same layouts; another seed, others
"$DDPLAY" lead --hand "$H4S" --contract 4S --deals 300 --seed 11 \
	--deal-only --north 'hcp 15-17, balanced' \
	--south 'spades 5+, hcp 6-9' --east 'has HA, controls 0-3' \
	> "$TMP/again" || fail "dealing again failed"
cmp -s "$TMP/dealt" "$TMP/again" || fail "the seed does not repeat"
"$DDPLAY" lead --hand "$H4S" --contract 4S --deals 300 --seed 99 \
	--deal-only --north 'hcp 15-17, balanced' > "$TMP/other" ||
	fail "dealing failed"
cmp -s "$TMP/dealt" "$TMP/other" && fail "another seed, the same layouts"
echo "constraints: every dealt layout fits"

# --- an unconstrained dealer is unbiased: chi-square on suit lengths ---
# chi LAYOUTS: for each of North, East, South and each suit, the lengths
# against the hypergeometric law given West's hand (bins of expected >= 5);
# prints the tests that fail at p = 0.001.
chi() {
	awk -v west="${H4S#W:}" '
	function comb(n, k,   r, i) {
		if (k < 0 || k > n) return 0
		r = 1
		for (i = 1; i <= k; i++) r = r * (n - k + i) / i
		return r
	}
	{
		sub(/^N:/, ""); split($0, hands, " ")
		for (p = 1; p <= 3; p++) {
			split(hands[p], sp, ".")
			for (s = 1; s <= 4; s++) count[p, s, length(sp[s])]++
		}
		n++
	}
	END {
		split(west, w, ".")
		for (p = 1; p <= 3; p++) for (s = 1; s <= 4; s++) {
			m = 13 - length(w[s]); bins = 0; e = 0; o = 0
			for (k = 0; k <= m; k++) {
				e += n * comb(m, k) * comb(39 - m, 13 - k) / \
				     comb(39, 13)
				o += count[p, s, k]
				if (e >= 5) {
					be[++bins] = e; bo[bins] = o; e = 0; o = 0
				}
			}
			if (e > 0) { be[bins] += e; bo[bins] += o }
			chi2 = 0
			for (b = 1; b <= bins; b++)
				chi2 += (bo[b] - be[b]) ^ 2 / be[b]
			df = bins - 1
			# Wilson-Hilferty: the 0.999 quantile of chi-square(df)
			z = 3.090; a = 2 / (9 * df)
			crit = df * (1 - a + z * sqrt(a)) ^ 3
			if (chi2 > crit)
				printf "hand %d suit %d: chi2 %.1f > %.1f (df %d)\n",
				       p, s, chi2, crit, df
			tests++
		}
		if (tests != 12) print "not 12 tests"
	}' "$1"
}

"$DDPLAY" lead --hand "$H4S" --contract 4S --deals 2000 --seed 2026 \
	--deal-only > "$TMP/free" || fail "dealing 2000 layouts failed"
chi "$TMP/free" > "$TMP/chi" 2>&1
if [ -s "$TMP/chi" ]; then
	cat "$TMP/chi"
	fail "the unconstrained dealer is biased"
fi
# the test itself can fail: layouts where North has 5+ spades are biased
"$DDPLAY" lead --hand "$H4S" --contract 4S --deals 2000 --seed 2026 \
	--deal-only --north 'spades 5+' > "$TMP/biased" ||
	fail "dealing failed"
chi "$TMP/biased" > "$TMP/chi" 2>&1
[ -s "$TMP/chi" ] || fail "the chi-square test passes biased layouts"
echo "dealer: unbiased on 2000 layouts (chi-square on 12 suit lengths)"

# --- Ctrl-C: the figures so far ---
# (once it has used half a second of CPU: some 15 layouts solved on the
# plain build, and some 10 on the sanitizer build, whose engine is not
# sanitized (it waited for a second of CPU there until 2026-11-28).  It
# slept 1 s, 2 s under the sanitizers, its threads solving all along, and
# on a loaded machine a second could be too short.)
INT_CPU=50
"$DDPLAY" lead --hand "$H4S" --contract 4S --deals 500 --seed 5 --lines \
	> "$TMP/int.out" 2> "$TMP/int.err" &
pid=$!
wait_cpu $pid $INT_CPU
kill -INT $pid
wait $pid
rc=$?
[ $rc -eq 130 ] || fail "after Ctrl-C: exit status $rc, not 130"
solved=$(sed -n 's/.*interrupted: \([0-9]*\) of 500 layouts solved.*/\1/p' \
	"$TMP/int.err")
[ -n "$solved" ] || fail "after Ctrl-C: no message ($(cat "$TMP/int.err"))"
[ "$solved" -lt 500 ] || fail "Ctrl-C stopped nothing"
awk -F'|' -v n="$solved" '$1 == "lead" && $3 != n { exit 1 }
	END { exit NR == 0 }' "$TMP/int.out" ||
	fail "after Ctrl-C: the figures are not over the $solved layouts"
echo "Ctrl-C: the figures of $solved layouts"
# the readable output says the layouts dealt, then how many were solved
# (not "15 layouts dealt (seed 5; 500 tried)": 15 of 500 fitting)
"$DDPLAY" lead --hand "$H4S" --contract 4S --deals 500 --seed 5 \
	> "$TMP/int.txt" 2> "$TMP/int.err" &
pid=$!
wait_cpu $pid $INT_CPU
kill -INT $pid
wait $pid
rc=$?
[ $rc -eq 130 ] || fail "after Ctrl-C (readable): exit status $rc, not 130"
grep -q '^500 layouts dealt (seed 5; 500 tried), interrupted: [0-9]* of 500 solved\.$' \
	"$TMP/int.txt" || { head -n 3 "$TMP/int.txt"
	fail "after Ctrl-C: the layouts dealt are not said (readable)"; }

# --- errors ---
# the intervals: within the defence's 0..13 tricks, none for one layout
# (docs/lead.md)
"$DDPLAY" lead --hand W:K932.AK4.AK5.432 --contract 3N --deals 2 --seed 2 \
	--lines > "$TMP/two" || fail "lead --deals 2 failed"
awk -F'|' '$1 == "lead" && ($8 < 0 || $9 > 13) { print; bad++ }
	END { exit bad > 0 }' "$TMP/two" ||
	fail "an interval goes beyond 0..13 tricks"
"$DDPLAY" lead --hand W:K932.AK4.AK5.432 --contract 3N --deals 1 --seed 1 \
	--lines > "$TMP/one" || fail "lead --deals 1 failed"
awk -F'|' '$1 == "lead" && ($8 != "-" || $9 != "-" || $11 != "-" || $12 != "-") { bad++ }
	END { exit bad > 0 }' "$TMP/one" ||
	{ cat "$TMP/one"; fail "--deals 1: an interval for one layout"; }
"$DDPLAY" lead --hand W:K932.AK4.AK5.432 --contract 3N --deals 1 --seed 1 \
	--json > "$TMP/one.json" || fail "lead --deals 1 --json failed"
grep -q '"ci95": \[' "$TMP/one.json" && fail "--deals 1 --json: a ci95"
grep -q '"ci95": null' "$TMP/one.json" || fail "--deals 1 --json: no null ci95"
grep -q '"mp_ci95": \[' "$TMP/one.json" && fail "--deals 1 --json: an mp_ci95"
grep -q '"mp_ci95": null' "$TMP/one.json" || fail "--deals 1 --json: no null mp_ci95"
"$DDPLAY" lead --hand W:K932.AK4.AK5.432 --contract 3N --deals 1 --seed 1 \
	> "$TMP/one.txt" || fail "lead --deals 1 (readable) failed"
grep -q '[0-9]\.[0-9][0-9]- *[0-9]*\.[0-9][0-9] ' "$TMP/one.txt" &&
	{ cat "$TMP/one.txt"; fail "--deals 1: an interval shown"; }
echo "intervals: within 0..13, none for one layout"

# err EXPECTED_STATUS MESSAGE_PART ARGS...: lead with ARGS fails so
expect_error() {
	want=$1 msg=$2
	shift 2
	"$DDPLAY" lead "$@" > "$TMP/e.out" 2> "$TMP/e.err"
	rc=$?
	[ $rc -eq "$want" ] || fail "lead $*: status $rc, not $want"
	grep -qF -- "$msg" "$TMP/e.err" ||
		fail "lead $*: no '$msg' in: $(head -n 1 "$TMP/e.err")"
}
A="--hand $H4S --contract 4S --deals 5 --seed 1"
expect_error 2 "--north: 'balnced': unknown word 'balnced'" $A \
	--north 'hcp 15-17, balnced'
expect_error 2 "'hcp 17-15': the least, 17, is above the most, 15" $A \
	--north 'hcp 17-15'
expect_error 2 "'hearts 7+': no hand shape fits" $A \
	--south 'spades 7+, hearts 7+'
expect_error 2 "'hcp 40': hcp go from 0 to 37" $A --east 'hcp 40'
# an empty clause is refused, naming the option; a comma at the end
# passes and is not printed (docs/lead.md)
expect_error 2 "--east: ',': an empty clause (nothing before the first comma)" \
	$A --east ','
expect_error 2 "--east: 'hcp 12+,,': an empty clause (nothing between two commas)" \
	$A --east 'hcp 12+,,'
"$DDPLAY" lead $A --east 'hcp 8+, ' > "$TMP/trail" 2>&1 ||
	fail "lead --east 'hcp 8+, ': $(head -n 1 "$TMP/trail")"
grep -q '^East: hcp 8+$' "$TMP/trail" ||
	{ cat "$TMP/trail"; fail "--east 'hcp 8+, ': not printed 'East: hcp 8+'"; }
expect_error 2 "bad pattern '443': four digits" $A --east 'shape 443'
# clauses on one hand all apply, two shape clauses too (issue 22, item 11)
expect_error 2 "--south: 'shape 5332': no hand shape fits this and the clauses before it" \
	$A --south 'shape 4432, shape 5332'
expect_error 2 "'or' wants a clause on each side" $A --south 'spades 5+ or'
expect_error 2 "bad card 'SX'" $A --east 'has SX'
expect_error 2 "'spades' wants a range" $A --east 'spades many'
expect_error 1 "need at least 49 points" $A --north 'hcp 30+' \
	--south 'hcp 10+'
expect_error 1 "a card it holds is in the leader's hand" $A \
	--north 'has SK'
expect_error 1 "--north and --south both hold the same card" $A \
	--north 'has SA' --south 'has SA'
expect_error 1 "need at least 14 spades" $A --north 'spades 5+' \
	--south 'spades 5+'
expect_error 1 "no layout of the 1000 tried fits" $A --tries 1000 \
	--north 'hcp 29+'
# --tries below --deals with each layout tried fitting: --tries said,
# not the constraints
expect_error 0 "ddplay lead: --tries 4: 4 layouts dealt, not the 5 asked for (each one tried fits)" \
	$A --tries 4
grep -q 'tight' "$TMP/e.err" && fail "lead --tries 4: the constraints said tight"
# ... naming where each hand's constraints come from
expect_error 1 "impossible together (North 'hcp 29+' from --north)" $A \
	--tries 1000 --north 'hcp 29+'
expect_error 1 "impossible together (North 'hcp 10-15, spades 3-, hearts 3-, shape 4333' from --auction and --north; East 'shape 4333' from --east; South 'hcp 15-17, balanced, shape 4333' from --auction and --south)" \
	--hand 'W:KT32.Q9743.QT2.Q' --auction '1N P 3N P P P' --deals 5 \
	--seed 1 --tries 1000 --north 'shape 4333' --east 'shape 4333' \
	--south 'shape 4333'
expect_error 2 "the leader's hand (--hand) does not fit it" $A \
	--west 'hcp 20+'
expect_error 2 "West leads against South as declarer, but --hand gives" \
	--hand "$H3N" --contract 4S --declarer S
expect_error 2 "--deals wants 1 to 1000000 layouts, not '-5'" \
	--hand "$H4S" --contract 4S --deals -5
expect_error 1 "missing.txt: No such file or directory" --hand "$H4S" \
	--contract 4S --deals "$TMP/missing.txt"
[ "$(wc -l < "$TMP/e.err")" -eq 1 ] ||
	fail "--deals with a missing file: not one message: $(cat "$TMP/e.err")"
expect_error 2 "holds 12 cards, not 13" --hand 'W:KT32.Q9743.QT2.' \
	--contract 4S
expect_error 2 "--contract wants a level and a strain" --hand "$H4S" \
	--contract 8S
expect_error 2 "--deals wants 1 to 1000000 layouts" $A --deals 0
# a file: bad lines named, the others still solved
{
	head -n 2 $DATA/layouts.txt
	echo 'N:AKQ.. garbage'
	echo 'N:J8.KJ85.J63.AK73 KT32.Q9743.QT2.Q A954.AT6.4.JT852 Q76.2.AK9875.964'
	sed -n 3p $DATA/layouts.txt
} > "$TMP/mixed.txt"
"$DDPLAY" lead --hand "$H4S" --contract 4S --deals "$TMP/mixed.txt" \
	--lines > "$TMP/m.out" 2> "$TMP/m.err"
[ $? -eq 1 ] || fail "a file with bad lines: status not 1"
grep -q "mixed.txt:3: bad deal" "$TMP/m.err" ||
	fail "no FILE:3 message: $(cat "$TMP/m.err")"
grep -q "mixed.txt:4: West holds Q76.2.AK9875.964 here, not the hand" \
	"$TMP/m.err" || fail "no FILE:4 message: $(cat "$TMP/m.err")"
awk -F'|' '$1 == "lead" && $3 != 3 { exit 1 }' "$TMP/m.out" ||
	fail "the three good layouts were not solved"
echo "errors: clear messages"

# a doubled contract is said doubled (--contract 4SX, or an auction that
# ends doubled), readable and in --json: it said 4♠ and "4S"
LC_ALL=C "$DDPLAY" lead --hand "$H4S" --contract 4SX --declarer S --deals 2 --seed 1 \
	> "$TMP/x4" 2>&1 || { cat "$TMP/x4"; fail "--contract 4SX failed"; }
grep -q '^West leads against 4SX by South, ' "$TMP/x4" &&
	grep -q '^The defence needs 4 tricks to set 4SX\.$' "$TMP/x4" ||
	{ cat "$TMP/x4"; fail "--contract 4SX: not said 4SX"; }
"$DDPLAY" lead --hand "$H4S" --auction '1S P 2S P 4S X XX AP' --dealer S \
	--deals 2 --seed 1 --json > "$TMP/x4" 2>&1 ||
	{ cat "$TMP/x4"; fail "--auction ending redoubled failed"; }
grep -q '"contract": "4SXX"' "$TMP/x4" || { head -c 300 "$TMP/x4"; fail "--json: not \"4SXX\""; }
echo "a doubled contract said doubled"

# a seed from the clock is printed with --lines too, on standard error
"$DDPLAY" lead --hand "$H4S" --contract 4S --deals 2 --lines > "$TMP/clock" 2> "$TMP/clock.err" ||
	fail "lead --lines without --seed failed"
clock=$(sed -n 's/^ddplay lead: --seed \([0-9]*\) (from the clock)$/\1/p' "$TMP/clock.err")
[ -n "$clock" ] || fail "lead --lines: the seed from the clock not printed: '$(cat "$TMP/clock.err")'"
"$DDPLAY" lead --hand "$H4S" --contract 4S --deals 2 --lines --seed "$clock" > "$TMP/clock2" 2>&1 &&
	cmp -s "$TMP/clock" "$TMP/clock2" || fail "lead --lines: the seed printed does not repeat the figures"
echo "a seed from the clock printed with --lines"
exit 0

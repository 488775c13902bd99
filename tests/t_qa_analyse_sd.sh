#!/bin/sh
# t_qa_analyse_sd.sh - analyse --sd where judging on the contract and on
# the tricks part (tests/data/analyse-sd-safety.pbn): 3NT by South, nine
# tricks in hand after eight tricks; South leads ♠2 to North's ♠AQ, West
# following small.  West has shown out of hearts, diamonds and clubs: the
# ♠K is with West 4 times in 5, East holding ♥J (a winner), ♣T98 and one
# spade.  The finesse (♠Q) takes ten tricks when it wins and eight when
# it loses (East's ♠K, then the ♥J); ♠A takes nine, ten when East's spade
# is the K singleton.  So the finesse takes more tricks on average, the
# ♠A makes more often: a safety play.  Board 1: North played ♠A, West
# held the K: an error on the tricks (matchpoints), unlucky on the
# contract (IMPs: the best card, that lost a trick double dummy).
# Board 2: North finessed, East held the K: unlucky on the tricks, an
# error on the contract.  The figures are `ddplay sd --card 34`'s with
# the same seed and layouts, the paired intervals those of the layouts'
# own tricks (sd on the layouts where each defender holds the ♠K), and
# the board's Scoring picks the judgement, also in --summary.
. "$(dirname "$0")/lib.sh"

S=tests/data/analyse-sd-safety.pbn
# 100 layouts; 60 under the sanitizers (the verdicts the same); t at
# 2.5% a side for N-1 degrees of freedom (one class compared: no
# Bonferroni widening)
N=100 T=1.98422
[ "$QUICK" = 1 ] && N=60 T=2.00100
SD="--deals $N --seed 1"

# The output with the heading's lines joined: it is wrapped at 78
# columns, its lines after the first indented by four spaces.
unwrap() {
	awk '/^    [^ ]/ && NR > 1 { prev = prev " " substr($0, 5); next }
	     NR > 1 { print prev } { prev = $0 } END { if (NR) print prev }' "$1"
}

# decision FILE: North's card at trick 9 (the 34th card) of each board of
# analyse --json's output: board card tricks share best best_tricks
# best_share diff diff_lo diff_hi verdict compared
decision() {
	awk '{
		b = $0; sub(/.*"board": "/, "", b); sub(/".*/, "", b)
		d = $0; sub(/.*"trick": 9, "played": 34, /, "", d); sub(/}, {"trick".*/, "", d)
		# the check of the best card first, then this one: its result
		# last (null when not made), its own fields not read as the
		# decision'"'"'s
		fu = "null"
		if (d ~ /"fusion": {"result": "/) {
			fu = d; sub(/.*"fusion": {"result": "/, "", fu); sub(/".*/, "", fu)
		}
		sub(/, "fusion": .*/, "", d)
		n = split(d, f, /[,:\]\[{}" ]+/)
		out = "board " b
		for (i = 1; i <= n; i++) {
			if (f[i] == "card") out = out " " f[i + 1]
			if (f[i] == "compared") comp = f[i + 1]
			if (f[i] == "tricks" || f[i] == "share" || f[i] == "best" || f[i] == "diff" || f[i] == "verdict")
				out = out " " f[i + 1]
			if (f[i] == "diff_ci95") out = out " " f[i + 1] " " f[i + 2]
		}
		print out, comp, fu
	}' "$1"
}

# decision_count FILE B: the decisions of board B in analyse --json's FILE
decision_count() {
	grep "^{\"board\": \"$2\"" "$1" | grep -o '"verdict": "' | wc -l | tr -d ' '
}

"$DDPLAY" analyse --sd $SD -j 2 --judge tricks --json "$S" > "$TMP/t.json" ||
	fail "--judge tricks: exit status $?"
"$DDPLAY" analyse --sd $SD -j 2 --judge contract --json "$S" > "$TMP/c.json" ||
	fail "--judge contract: exit status $?"
decision "$TMP/t.json" > "$TMP/t"
decision "$TMP/c.json" > "$TMP/c"
[ "$(wc -l < "$TMP/t")" = 2 ] && [ "$(wc -l < "$TMP/c")" = 2 ] ||
	fail "North's ♠ at trick 9 not found: $(cat "$TMP/t" "$TMP/c")"

# --- the verdicts part --------------------------------------------------
# (fields: board B card tricks share best best_tricks best_share diff
# diff_lo diff_hi verdict compared)
verdict() { awk -v b="$2" '$2 == b { print $3, $12 }' "$1"; }
[ "$(verdict "$TMP/t" 1)" = "SA error" ] || fail "board 1, on the tricks: the safety play not an error: $(sed -n 1p "$TMP/t")"
[ "$(verdict "$TMP/c" 1)" = "SA unlucky" ] || fail "board 1, on the contract: the safety play not unlucky: $(sed -n 1p "$TMP/c")"
[ "$(verdict "$TMP/t" 2)" = "SQ unlucky" ] || fail "board 2, on the tricks: the finesse not unlucky: $(sed -n 2p "$TMP/t")"
[ "$(verdict "$TMP/c" 2)" = "SQ error" ] || fail "board 2, on the contract: the finesse not an error: $(sed -n 2p "$TMP/c")"
# the check before an error (the best card first, then the card played):
# the ♠Q finesse first, then the ♠A, still beats the ♠A played at once
# (when the finesse wins, the ♠A cashes a tenth trick): an error still;
# the ♠A first, then the ♠Q (no finesse any more) does worse than the
# finesse: the check tells nothing, and the error stands
[ "$(awk '$2 == 1 { print $NF }' "$TMP/t")" = error ] || fail "board 1, on the tricks: the check of ♠Q first, then ♠A: $(sed -n 1p "$TMP/t")"
[ "$(awk '$2 == 2 { print $NF }' "$TMP/c")" = worse ] || fail "board 2, on the contract: the check of ♠A first, then ♠Q: $(sed -n 2p "$TMP/c")"
[ "$(awk '$2 == 1 { print $NF }' "$TMP/c")" = null ] || fail "board 1, on the contract: a check made for no error: $(sed -n 1p "$TMP/c")"
# the best: the finesse on the tricks, the ♠A on the contract; one other
# class compared
awk '$6 != "SQ" || $13 != 1 { exit 1 }' "$TMP/t" || fail "on the tricks, the best not the finesse: $(cat "$TMP/t")"
awk '$6 != "SA" || $13 != 1 { exit 1 }' "$TMP/c" || fail "on the contract, the best not the ♠A: $(cat "$TMP/c")"
# the readable output says the same (not under the sanitizers, QUICK:
# each run there takes a second, whatever its layouts; so below)
if [ "$QUICK" != 1 ]; then
	LC_ALL=C "$DDPLAY" analyse --sd $SD --judge contract "$S" > "$TMP/c.txt" || fail "--judge contract: exit status $?"
	grep -q '^  trick  9  North  SQ  8[45].0% make (9.[67][08] tricks) -- single-dummy error$' "$TMP/c.txt" ||
		fail "--judge contract, readable: the finesse: $(grep -A2 'trick  9  North' "$TMP/c.txt")"
fi

# --- the figures: ddplay sd's at the same position -----------------------
"$DDPLAY" sd --card 34 $SD -j 2 --lines --show-deals "$S" > "$TMP/sd" || fail "sd --card 34: exit status $?"
# (board 2's position is board 1's, the real ♠K moved: the same layouts
# and figures, the dd column apart)
grep '^card' "$TMP/sd" | cut -d'|' -f1-11 | sort | uniq -c | awk '$1 != 2 { bad = 1 } END { exit bad }' ||
	fail "sd: the two boards' figures differ: $(grep '^card' "$TMP/sd")"
# sdfig FILE CARD: the card's average tricks and share in sd's --lines
sdfig() { awk -F'|' -v c="$2" '$1 == "card" && $2 == c { printf "%.4f %.4f\n", $6, $9; exit }' "$1"; }
q=$(sdfig "$TMP/sd" SQ) a=$(sdfig "$TMP/sd" SA)
[ -n "$q" ] && [ -n "$a" ] || fail "sd: no ♠Q or ♠A: $(grep '^card' "$TMP/sd")"
for f in t c; do
	awk -v q="$q" -v a="$a" '{
		own = ($3 == "SQ") ? q : a; best = ($6 == "SQ") ? q : a
		if ($4 " " $5 != own || $7 " " $8 != best) { print; bad = 1 }
	} END { exit bad }' "$TMP/$f" || fail "--judge: the figures are not sd's (♠Q $q, ♠A $a): $(cat "$TMP/$f")"
done

# the paired differences, from each layout's own tricks: sd on the
# layouts where East holds the ♠K, and on those where West does (each
# card takes the same tricks on every layout of a part: an interval of
# no width, a share of 0 or 1)
awk 'NR == 1, /^\*/' "$S" > "$TMP/b1.pbn"
grep '^layout|' "$TMP/sd" | sed -n "1,${N}p" > "$TMP/layouts"
[ "$(wc -l < "$TMP/layouts")" = "$N" ] || fail "sd --show-deals: not $N layouts"
awk -F'[| ]' '$3 ~ /^K\./' "$TMP/layouts" > "$TMP/east"
awk -F'[| ]' '$3 !~ /^K\./' "$TMP/layouts" > "$TMP/west"
ne=$(wc -l < "$TMP/east") nw=$(wc -l < "$TMP/west")
[ "$ne" -gt 0 ] && [ "$nw" -gt 0 ] || fail "the layouts: East holds the ♠K in $ne, West in $nw"
# part FILE: "Q-tricks Q-makes A-tricks A-makes" on each of its layouts
part() {
	"$DDPLAY" sd --card 34 --deals "$1" -j 2 --lines "$TMP/b1.pbn" > "$1.sd" ||
		fail "sd --deals $1: exit status $?"
	awk -F'|' '$1 == "card" {
		if ($7 != $8 || ($9 != 0 && $9 != 1)) { print "not the same on each: " $0; exit 1 }
		v[$2] = $6 " " $9 } END { print v["SQ"], v["SA"] }' "$1.sd"
}
pe=$(part "$TMP/east") || fail "sd on the layouts of East's ♠K: $pe"
pw=$(part "$TMP/west") || fail "sd on the layouts of West's ♠K: $pw"
[ "$pe" = "8.0000 0.0000 10.0000 1.0000" ] && [ "$pw" = "10.0000 1.0000 9.0000 1.0000" ] ||
	fail "the layouts' own tricks: East's ♠K: $pe; West's: $pw"
# paired DE DW: on each layout the best card's figure minus the card
# played's (DE on a layout of East's ♠K, DW on one of West's), their mean
# and T standard errors either side: the JSON's diff and interval
paired() {
	awk -v ne="$ne" -v nw="$nw" -v de="$1" -v dw="$2" -v t="$T" 'BEGIN {
		n = ne + nw; m = (ne * de + nw * dw) / n
		s = sqrt((ne * (de - m)^2 + nw * (dw - m)^2) / (n - 1))
		printf "%.4f %.4f %.4f\n", m, m - t * s / sqrt(n), m + t * s / sqrt(n) }'
}
# board 1 on the tricks: ♠Q (best) minus ♠A: 8 - 10 on East's K, 10 - 9 on West's
want=$(paired -2 1)
got=$(awk '$2 == 1 { print $9, $10, $11 }' "$TMP/t")
[ "$got" = "$want" ] || fail "board 1 on the tricks: the paired difference $got, the layouts' $want"
# board 2 on the contract: ♠A (best) minus ♠Q made: 1 - 0 on East's K, 1 - 1 on West's
want=$(paired 1 0)
got=$(awk '$2 == 2 { print $9, $10, $11 }' "$TMP/c")
[ "$got" = "$want" ] || fail "board 2 on the contract: the paired difference $got, the layouts' $want"

# -j 1 gives what -j 2 gives (not under the sanitizers, QUICK: as
# t_analyse_sd)
if [ "$QUICK" != 1 ]; then
	"$DDPLAY" analyse --sd $SD -j 1 --judge contract --json "$S" > "$TMP/c1.json" ||
		fail "--judge contract -j 1: exit status $?"
	cmp -s "$TMP/c.json" "$TMP/c1.json" || fail "--judge contract: -j 1 and -j 2 differ"
fi

# --- the board's Scoring -------------------------------------------------
# board 1 at matchpoints, board 2 at IMPs: each judged by its own, both
# finesse decisions errors; --summary counts the same (2 errors, none
# unlucky), where --judge tricks or contract alone gives one of each
awk '/^\[Board "1"\]/ { print "[Scoring \"MP\"]" } /^\[Board "2"\]/ { print "[Scoring \"IMP\"]" } { print }' "$S" > "$TMP/mixed.pbn"
"$DDPLAY" analyse --sd $SD -j 2 --json "$TMP/mixed.pbn" > "$TMP/m.json" || fail "mixed Scoring: exit status $?"
decision "$TMP/m.json" | awk '{ print $2, $3, $12 }' | tr '\n' ';' > "$TMP/m"
[ "$(cat "$TMP/m")" = "1 SA error;2 SQ error;" ] || fail "each board's Scoring: $(cat "$TMP/m")"
"$DDPLAY" analyse --summary --sd $SD -j 2 --lines "$TMP/mixed.pbn" > "$TMP/m.sum" || fail "--summary, mixed Scoring: exit status $?"
grep -q '^player|(South)|.*|2|0$' "$TMP/m.sum" || fail "--summary, mixed Scoring: $(grep South "$TMP/m.sum")"
# (--judge tricks and contract: below, with the heading)
# and each board's counts, as analyse --sd's (the summary gave them per
# player only: which boards had the errors was not said): a line under
# the board's tricks lost, three fields more on its --lines line, and its
# JSON object
# (board 1: 12 decisions, board 2: 10, an error each)
n1=$(decision_count "$TMP/m.json" 1) n2=$(decision_count "$TMP/m.json" 2)
[ "$n1" -gt 0 ] && [ "$n2" -gt 0 ] || fail "the decisions of the boards: $n1 and $n2"
LC_ALL=C "$DDPLAY" analyse --summary --sd $SD -j 2 "$TMP/mixed.pbn" > "$TMP/m.txt" || fail "--summary, mixed Scoring: exit status $?"
"$DDPLAY" analyse --summary --sd $SD -j 2 --json "$TMP/mixed.pbn" > "$TMP/m.sjson" || fail "--summary --json: exit status $?"
grep -A2 '^Board 1 ' "$TMP/m.txt" | sed -n 3p | grep -qx "          single dummy: sd errors 1, unlucky 0 ($n1 decisions)" ||
	fail "--summary --sd: board 1's counts: $(grep -A2 '^Board 1 ' "$TMP/m.txt")"
grep -q "^board|Board 2|3NT by South|8|2|1|0|-50|300|$n2|1|0|0|0|double dummy\$" "$TMP/m.sum" ||
	fail "--summary --sd --lines: board 2's counts: $(grep '^board|' "$TMP/m.sum")"
grep -q "{\"board\": \"Board 1\", .*\"warnings\": \[\], \"sd_decisions\": $n1, \"sd_errors\": 1, \"sd_unlucky\": 0}" \
	"$TMP/m.sjson" || fail "--summary --sd --json: board 1's counts"
"$DDPLAY" analyse --summary --lines "$TMP/mixed.pbn" | grep -q '^board|Board 2|3NT by South|8|2|1|0|-50|300|0|0|double dummy$' ||
	fail "--summary --lines without --sd: the board line changed"

# and the summary says how its cards were judged (its heading and its
# JSON said nothing: --judge tricks and contract gave the same heading
# over different counts); --judge tricks or contract alone: an error and
# an unlucky card
unwrap "$TMP/m.txt" | grep -q "^Single dummy: .*, seed 1, .*; the cards judged on the contract at 1 board, on the tricks at 1 (by each board's Scoring)\.$" ||
	fail "--summary, mixed Scoring: the heading does not say how the cards were judged: $(sed -n 3,5p "$TMP/m.txt")"
[ "$QUICK" = 1 ] && JUDGES= || JUDGES="tricks contract"
for j in $JUDGES; do
	LC_ALL=C "$DDPLAY" analyse --summary --sd $SD -j 2 --judge $j "$TMP/mixed.pbn" > "$TMP/j.txt" ||
		fail "--summary --judge $j: exit status $?"
	unwrap "$TMP/j.txt" | grep -q "^Single dummy: .*; the cards judged on the $j (--judge $j)\.$" ||
		fail "--summary --judge $j: the heading: $(sed -n 3,5p "$TMP/j.txt")"
	sed -n '/^Single dummy, the decisions judged/,/^$/p' "$TMP/j.txt" | grep -q '^(South) *[0-9][0-9]* *1 *1$' ||
		fail "--summary --judge $j: South's counts: $(grep -A3 '^Single dummy, the decisions' "$TMP/j.txt")"
done
grep -q '^{ "sd": {.*"judge": "scoring", "judged_on_contract": 1, "judged_on_tricks": 1' "$TMP/m.sjson" ||
	fail "--summary --json: how the cards were judged: $(head -1 "$TMP/m.sjson")"
"$DDPLAY" analyse --summary --sd --deals 2 --seed 1 --judge contract --json "$TMP/mixed.pbn" |
	grep -q '^{ "sd": {.*"judge": "contract", "judged_on_contract": 2, "judged_on_tricks": 0' ||
	fail "--summary --judge contract --json: how the cards were judged"
# and which boards' auctions were used: the safety boards have none (it
# said "the boards' auctions used" all the same), analyse-sd-unlucky.pbn
# one
if [ "$QUICK" != 1 ]; then
	LC_ALL=C "$DDPLAY" analyse --summary --sd --deals 2 --seed 1 "$S" > "$TMP/au.txt" || fail "--summary: exit status $?"
	unwrap "$TMP/au.txt" | grep -q "^Single dummy: .*, seed 1, no board's auction used (2 have none); the cards" ||
		fail "--summary, no auction: $(sed -n 3,5p "$TMP/au.txt")"
	LC_ALL=C "$DDPLAY" analyse --summary --sd --deals 2 --seed 1 tests/data/analyse-sd-unlucky.pbn > "$TMP/au.txt" ||
		fail "--summary: exit status $?"
	unwrap "$TMP/au.txt" | grep -q "^Single dummy: .*, seed 1, the boards' auctions used; the cards" ||
		fail "--summary, every board's auction: $(sed -n 3,5p "$TMP/au.txt")"
fi
{ cat tests/data/analyse-sd-unlucky.pbn; echo; cat "$S"; } > "$TMP/au.pbn"
LC_ALL=C "$DDPLAY" analyse --summary --sd --deals 2 --seed 1 "$TMP/au.pbn" > "$TMP/au.txt" || fail "--summary: exit status $?"
unwrap "$TMP/au.txt" | grep -q "^Single dummy: .*, seed 1, the auction of 1 board used (2 have none); the cards" ||
	fail "--summary, one auction of three boards: $(sed -n 3,5p "$TMP/au.txt")"
[ "$QUICK" = 1 ] || "$DDPLAY" analyse --summary --sd --deals 2 --seed 1 --json "$TMP/au.pbn" |
	grep -q '^{ "sd": {.*"auction": true, "with_auction": 1, "auction_not_used": 0, ' ||
	fail "--summary --json: the boards with an auction"
# an auction that cannot be used (it ends in another declarer): not
# "none" (it said "no board with an auction")
sed 's/^1NT Pass 3NT Pass$/1C Pass 3NT Pass/' tests/data/analyse-sd-unlucky.pbn > "$TMP/wrong.pbn"
LC_ALL=C "$DDPLAY" analyse --summary --sd --deals 2 --seed 1 "$TMP/wrong.pbn" > "$TMP/au.txt" || fail "--summary: exit status $?"
unwrap "$TMP/au.txt" | grep -q "^Single dummy: .*, seed 1, no board's auction used (1 could not be used); the cards" ||
	fail "--summary, an auction not used: $(sed -n 3,5p "$TMP/au.txt")"

# a session whose one board's play is not analysed (led by East, not
# declarer's left): no play judged, and said so; the board has no
# single-dummy line (it said "the boards' auctions used; the cards judged
# on the tricks" and "single dummy: sd errors 0, unlucky 0 (0
# decisions)")
sed -n '1,/^\[Play/p' tests/data/analyse-sd-unlucky.pbn | sed 's/^\[Play "W"\]/[Play "E"]/' > "$TMP/offlead.pbn"
printf 'HQ H4 H8 H2\n*\n' >> "$TMP/offlead.pbn"
LC_ALL=C "$DDPLAY" analyse --summary --sd --deals 2 --seed 1 "$TMP/offlead.pbn" > "$TMP/off.txt" || fail "--summary, a play led by East: exit status $?"
grep -q '^          warning: the opening lead is by East' "$TMP/off.txt" || fail "--summary: the board led by East: $(cat "$TMP/off.txt")"
unwrap "$TMP/off.txt" | grep -q "^Single dummy: .*, seed 1; no play judged\.$" ||
	fail "--summary, no play judged: $(sed -n 3,5p "$TMP/off.txt")"
grep -q '^ *single dummy:' "$TMP/off.txt" && fail "--summary: a single-dummy line for a play not analysed"

# --- LIN: the scoring of vg| ---------------------------------------------
# BBO's vg| names the event, then the segment, then the scoring: I (IMPs),
# P (matchpoints), B (board-a-match).  A vugraph team match is judged on
# the contract, as a PBN board with [Scoring "IMP"] (it was judged on the
# tricks: the scoring was not read), a pairs event on the tricks; the
# PBN written from it says the scoring.  (Board 1 of vugraph.lin, its
# first trick.)
sed -n 1,6p tests/data/lin/vugraph.lin > "$TMP/vg1.lin"
"$DDPLAY" analyse --sd --deals 1 --seed 1 --json "$TMP/vg1.lin" | grep -q '"judged_on": "contract"' ||
	fail "a vugraph team match (vg|...,I,...): not judged on the contract"
sed '1s/,Final,I,/,Final,P,/' "$TMP/vg1.lin" > "$TMP/vgp.lin"
"$DDPLAY" analyse --sd --deals 1 --seed 1 --json "$TMP/vgp.lin" | grep -q '"judged_on": "tricks"' ||
	fail "a pairs event (vg|...,P,...): not judged on the tricks"
"$DDPLAY" table --pbn "$TMP/vg1.lin" | grep -qx '\[Scoring "IMP"\]' ||
	fail "table --pbn from vg|...,I,...: no [Scoring \"IMP\"]"
# (the other letters not under the sanitizers, QUICK: a table each)
if [ "$QUICK" != 1 ]; then
	"$DDPLAY" table --pbn "$TMP/vgp.lin" | grep -qx '\[Scoring "MP"\]' ||
		fail "table --pbn from vg|...,P,...: no [Scoring \"MP\"]"
	sed '1s/,Final,I,/,Final,B,/' "$TMP/vg1.lin" | "$DDPLAY" table --pbn | grep -qx '\[Scoring "BAM"\]' ||
		fail "table --pbn from vg|...,B,...: no [Scoring \"BAM\"]"
	# none said (a "My hands" file has no vg|; an odd letter): not
	# known, as before
	sed '1s/,Final,I,/,Final,Q,/' "$TMP/vg1.lin" | "$DDPLAY" table --pbn | grep -qx '\[Scoring "?"\]' ||
		fail "table --pbn from vg|...,Q,...: not [Scoring \"?\"]"
fi

# --- messages -----------------------------------------------------------
# -o without --json names the options the command has: analyse (solve,
# trace) has no --pbn (it said "-o is for --pbn output and --json output",
# and --pbn is then an unknown option); table has both
for c in analyse solve trace; do
	"$DDPLAY" $c -o "$TMP/o.txt" "$S" > /dev/null 2> "$TMP/err"
	[ $? = 2 ] && grep -qx "ddplay $c: -o is for --json output (-o - for standard output)" "$TMP/err" ||
		fail "$c -o without --json: $(head -1 "$TMP/err")"
done
"$DDPLAY" table -o "$TMP/o.txt" "$S" > /dev/null 2> "$TMP/err"
grep -qx "ddplay table: -o is for --pbn output and --json output (-o - for standard output)" "$TMP/err" ||
	fail "table -o without --pbn or --json: $(head -1 "$TMP/err")"
[ -e "$TMP/o.txt" ] && fail "-o refused: the file written"
echo "t_qa_analyse_sd: passed"

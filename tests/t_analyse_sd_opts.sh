#!/bin/sh
# t_analyse_sd_opts.sh - ddplay analyse --sd's options (the verdicts and
# the figures are t_analyse_sd.sh's): --json's "is_best" against its
# "best" (--sd-all), --sd-all adding the defenders, --no-auction, a
# board's auction that no layout fits dealt without it, fewer layouts
# than asked fitting in --tries, Ctrl-C (the boards printed stay, the one
# in progress named, -o FILE kept), and the options' messages.
. "$(dirname "$0")/lib.sh"

U=tests/data/analyse-sd-unlucky.pbn
SD="--deals 20 --seed 1"

# The output with the heading's lines joined: it is wrapped at 78
# columns, its lines after the first indented by four spaces.
unwrap() {
	awk '/^    [^ ]/ && NR > 1 { prev = prev " " substr($0, 5); next }
	     NR > 1 { print prev } { prev = $0 } END { if (NR) print prev }' "$1"
}

# board 1 of vugraph.lin
sed -n 1,18p tests/data/lin/vugraph.lin > "$TMP/vg1.lin"
# The output with each decision's lines joined: a decision longer than
# 78 columns goes on in lines indented by six spaces.
joined() {
	awk '/^      [^ ]/ { prev = prev " " substr($0, 7); next }
	     NR > 1 { print prev } { prev = $0 } END { if (NR) print prev }' "$1"
}

# how far a share of N layouts may be off at the most, as the heading
# says: the widest half of Wilson's 95% interval, z/2/sqrt(N + z^2)
PM20=$(awk 'BEGIN { printf "%.0f", 100 * 0.98 / sqrt(20 + 1.96 * 1.96) }')

# "is_best" is true exactly for the cards "best" names, and "best" names
# every card tied best: groups that do not touch but have the same
# tallies too (board 1 of vugraph.lin: North's ♣4 at trick 1 as good as
# the ♣7/6 named alone, "is_best" true beside it)
"$DDPLAY" analyse --sd-all --deals 8 --seed 1 --json "$TMP/vg1.lin" > "$TMP/vg1.json" ||
	fail "analyse --sd-all --json on vugraph.lin's first board: exit status $?"
tr -d '\n' < "$TMP/vg1.json" | sed 's/{"trick"/\n&/g' | grep '^{"trick".*"classes"' |
	sed 's/^.*"card": "\([SHDC][AKQJT2-9]\)", "classes".*"best": \[\([^]]*\)\].*"is_best": \([a-z]*\).*/\1 \3 \2/' |
	tr -d '",' > "$TMP/vg1.best"
[ "$(wc -l < "$TMP/vg1.best")" -gt 10 ] || fail "--json: the decisions of vugraph.lin's first board: $(cat "$TMP/vg1.best")"
awk '{ named = 0; for (i = 3; i <= NF; i++) if ($i == $1) named = 1
       if (($2 == "true") != named) print }' "$TMP/vg1.best" > "$TMP/vg1.bad"
[ -s "$TMP/vg1.bad" ] &&
	fail "--json: \"is_best\" and \"best\" disagree (card is_best best...): $(head -3 "$TMP/vg1.bad")"
grep -q '^C4 true C7 C6 C4$' "$TMP/vg1.best" || fail "--json: the ♣4 tied with the ♣7/6 not named best: $(head -1 "$TMP/vg1.best")"

# --- --sd-all, --no-auction ---------------------------------------------
LC_ALL=C "$DDPLAY" analyse --sd-all $SD -j 2 "$U" > "$TMP/all" || fail "--sd-all: exit status $?"
unwrap "$TMP/all" | grep -q "^Single dummy (every seat's cards; 20 layouts a position, seed 1; each share within $PM20 points of the true one at the most (95%); cards judged on the tricks, not the contract (no scoring in the file: --judge contract to judge on making it); the auction used: 1NT by South (hcp 15-17, balanced); " ||
	fail "--sd-all: heading (the defenders' views use the 1NT)"
grep -q '^  trick  1  West   H8  .* set ' "$TMP/all" || fail "--sd-all: the opening lead"
LC_ALL=C "$DDPLAY" analyse --sd --no-auction $SD "$U" > "$TMP/na" || fail "--no-auction: exit status $?"
unwrap "$TMP/na" | grep -q "seed 1; each share within $PM20 points of the true one at the most (95%); cards judged on the tricks, not the contract (no scoring in the file: --judge contract to judge on making it); the auction not used (--no-auction)):" || fail "--no-auction: not said"

# an auction no layout fits (West doubles 1NT with "hcp 15+": East-West
# hold 11): each position dealt without the double (the first call that,
# left out alone, lets the others hold, as ddplay sd; the arithmetic
# refuses it, so --tries does not matter), and said so in sd's words.  (--tries
# 20000: no layout fits in any number of tries, and the default's
# million tries at each of the 4 positions were two thirds of this run;
# ddplay sd's test has the default, in its message)
sed 's/^1NT Pass 3NT Pass$/1NT X 3NT Pass/' "$U" > "$TMP/x.pbn"
LC_ALL=C "$DDPLAY" analyse --sd $SD --tries 20000 "$TMP/x.pbn" > "$TMP/x" || fail "an auction that does not fit: exit status $?"
[ "$(joined "$TMP/x" | grep -c '\[not used here: X by West (penalty double of 1NT, hcp 15+: with the other calls it cannot hold with the cards seen)\]$')" = 4 ] ||
	fail "the positions dealt without the double: not said: $(cat "$TMP/x")"
joined "$TMP/x" | sed 's/ \[not used here: X by West .*\]$//' | grep '^  trick' > "$TMP/x.cards"
joined "$TMP/na" | grep '^  trick' > "$TMP/na.cards"
compare "$TMP/na.cards" "$TMP/x.cards" "without the auction, as --no-auction"

# fewer layouts than asked fit in the tries (West's opening lead with
# --sd-all, South's 1NT constraining a hidden hand: 3 of 20 in 60 tries):
# said under the decision, within 80 columns, as the JSON's "layouts"
LC_ALL=C "$DDPLAY" analyse --sd-all $SD --tries 60 "$U" > "$TMP/few" || fail "--tries 60: exit status $?"
joined "$TMP/few" | grep -A1 '^  trick  1  West   H8  ' | sed -n 2p > "$TMP/few.line"
grep -qx '    only 3 of 20 layouts fit in 60 tries (--tries gives more)' "$TMP/few.line" ||
	fail "fewer layouts than asked: not said under the decision: $(cat "$TMP/few.line")"
[ "$(grep -c '^    only ' "$TMP/few")" = 1 ] || fail "fewer layouts said where all fit: $(grep '^    only ' "$TMP/few")"
"$DDPLAY" analyse --sd-all $SD --tries 60 --json "$U" | grep -q '"card": "H8", "classes": [0-9]*, "compared": [0-9]*, "layouts": 3,' ||
	fail "--tries 60 --json: the layouts of West's lead"
"$DDPLAY" analyse --summary --sd $SD --tries 60 --lines "$U" > /dev/null || fail "--summary --tries: exit status $?"
# --summary --sd --lines without --seed: the seed from the clock printed
# (on standard error: the lines have no field for it), as the readable
# heading and --json print it, and it repeats the counts
"$DDPLAY" analyse --summary --sd --deals 2 --lines "$U" > "$TMP/clk" 2> "$TMP/clk.err" ||
	fail "--summary --sd --lines without --seed: exit status $?"
clock=$(sed -n 's/^ddplay analyse: --seed \([0-9]*\) (from the clock)$/\1/p' "$TMP/clk.err")
[ -n "$clock" ] || fail "--summary --sd --lines: the seed not printed: '$(cat "$TMP/clk.err")'"
"$DDPLAY" analyse --summary --sd --deals 2 --lines --seed "$clock" "$U" > "$TMP/clk2" 2>&1 &&
	cmp -s "$TMP/clk" "$TMP/clk2" || fail "--summary --sd --lines: the seed printed does not repeat the counts"
# a line holds no level: no share is shown, and the heading does not
# speak of one (it said "each share within 41 points ...")
sed -n 1p tests/ref/walks-200.txt | cut -d'|' -f1-4 > "$TMP/nolevel"
LC_ALL=C "$DDPLAY" analyse --sd --deals 2 --seed 1 "$TMP/nolevel" > "$TMP/nolevel.out" ||
	fail "analyse --sd on a line: exit status $?"
grep -q '^  trick ' "$TMP/nolevel.out" && ! grep -q 'share\|% make\|% set' "$TMP/nolevel.out" ||
	fail "analyse --sd on a line, no level: a share spoken of: $(grep -A3 '^Single dummy' "$TMP/nolevel.out")"
# --summary says it under its heading, and in its JSON (it said nothing)
LC_ALL=C "$DDPLAY" analyse --summary --sd-all $SD --tries 60 "$U" > "$TMP/few.sum" || fail "--summary --sd-all --tries 60: exit status $?"
grep -qx 'Fewer layouts fit in the tries at 1 position (3 at the fewest; --tries gives more).' "$TMP/few.sum" ||
	fail "--summary: fewer layouts not said: $(head -4 "$TMP/few.sum")"
"$DDPLAY" analyse --summary --sd-all $SD --tries 60 --json "$U" | grep -q '"sd": {.*, "fewer": 1, "fewest": 3}' ||
	fail "--summary --json: fewer layouts not said"
"$DDPLAY" analyse --summary --sd $SD --json "$U" | grep -q '"sd": {.*, "fewer": 0, "fewest": null}' ||
	fail "--summary --json: \"fewer\" where all fit"
LC_ALL=C "$DDPLAY" analyse --summary --sd $SD "$U" | grep -q '^Fewer layouts' && fail "--summary: fewer layouts said where all fit"
"$DDPLAY" analyse --tries 60 "$U" > /dev/null 2> "$TMP/err"
[ $? = 2 ] && grep -q -- '--tries goes with --sd' "$TMP/err" || fail "--tries without --sd"

# --- Ctrl-C --------------------------------------------------------------
# the boards printed stay, the board in progress is named on stderr (it
# was dropped without a word), the status is the signal's as for the
# other batch commands, and -o FILE is left as it was.  (INT through env
# --default-signal: a background job ignores it.)
{ sed -n 1,3p tests/data/lin/vugraph.lin; sed -n 19,32p tests/data/lin/vugraph.lin; } > "$TMP/int.lin"
# int_run ARGS...: analyse --sd ARGS on int.lin, Ctrl-C once its first
# board (no play, printed at once) is out and the second is being judged
# (100000 layouts a position: minutes); its status in $st
int_run() {
	rm -f "$TMP/int.out"
	LC_ALL=C env --default-signal=INT "$DDPLAY" analyse --sd --deals 100000 --seed 1 -j 2 "$@" \
		"$TMP/int.lin" > "$TMP/int.out" 2> "$TMP/int.err" &
	pid=$!
	i=0
	while [ -n "$int_wait" ] && [ $i -lt 100 ] && ! grep -q "$int_wait" "$TMP/int.out" 2> /dev/null; do
		sleep 0.1
		i=$((i + 1))
	done
	# then (and with -o, where nothing shows) until it has used 0.3 s of
	# CPU: the first board takes none, so the second is being judged (a
	# fixed 0.5 s, 1.5 s with -o, its two threads judging all along)
	wait_cpu $pid 30
	kill -INT $pid
	wait $pid
	st=$?
}
if env --default-signal=INT true 2> /dev/null; then
	int_wait='^Closed 1: no play recorded'
	int_run
	[ "$st" = 130 ] || fail "Ctrl-C: exit status $st, not 130 (the signal's): $(cat "$TMP/int.err")"
	grep -q '^Closed 1: no play recorded' "$TMP/int.out" || fail "Ctrl-C: the board printed before it lost"
	grep -q '^Open 2' "$TMP/int.out" && fail "Ctrl-C: the board interrupted printed"
	grep -qx ".*int.lin:7: Open 2: interrupted in its single-dummy figures: not printed" "$TMP/int.err" ||
		fail "Ctrl-C: the board interrupted not named: '$(cat "$TMP/int.err")'"
	[ "$(wc -l < "$TMP/int.err")" = 1 ] || fail "Ctrl-C: more than one message: $(cat "$TMP/int.err")"
	echo old > "$TMP/int.json"
	int_wait=
	int_run --json -o "$TMP/int.json"
	[ "$st" = 130 ] || fail "Ctrl-C with -o: exit status $st"
	[ "$(cat "$TMP/int.json")" = old ] || fail "Ctrl-C with -o: the file changed"
	ls "$TMP" | grep -q 'int.json.tmp' && fail "Ctrl-C with -o: a temporary file left"
	grep -q 'Open 2: interrupted in its single-dummy figures' "$TMP/int.err" ||
		fail "Ctrl-C with -o: the board interrupted not named: '$(cat "$TMP/int.err")'"
	# while standard input is waited for (a FIFO kept open): no board
	# in progress, and no read error either
	mkfifo "$TMP/in.fifo" || fail "mkfifo"
	# int_stdin ARGS: analyse ARGS --sd reading a FIFO a writer keeps
	# open, Ctrl-C after a second; $st, $TMP/in.out, $TMP/in.err
	int_stdin() {
		sleep 5 > "$TMP/in.fifo" &
		writer=$!
		env --default-signal=INT "$DDPLAY" analyse "$@" --sd --deals 5 --seed 1 \
			< "$TMP/in.fifo" > "$TMP/in.out" 2> "$TMP/in.err" &
		pid=$!
		sleep 1
		kill -INT $pid
		wait $pid
		st=$?
		kill "$writer" 2> /dev/null
	}
	int_stdin
	[ "$st" = 130 ] || fail "Ctrl-C on standard input: exit status $st"
	[ "$(cat "$TMP/in.err")" = "ddplay analyse: interrupted" ] ||
		fail "Ctrl-C on standard input: '$(cat "$TMP/in.err")'"
	# --summary --sd: the board in progress named, and what is lost,
	# the summary (it ended silently by the signal); -o FILE untouched
	int_run --summary
	[ "$st" = 130 ] || fail "--summary Ctrl-C: exit status $st, not 130"
	[ -s "$TMP/int.out" ] && fail "--summary Ctrl-C: a summary printed"
	grep -qx ".*int.lin:7: Open 2: interrupted in its single-dummy figures: the summary is not printed (0 boards analysed before it)" "$TMP/int.err" ||
		fail "--summary Ctrl-C: the board interrupted not named: '$(cat "$TMP/int.err")'"
	[ "$(wc -l < "$TMP/int.err")" = 1 ] || fail "--summary Ctrl-C: more than one message: $(cat "$TMP/int.err")"
	echo old > "$TMP/int.json"
	int_run --summary --json -o "$TMP/int.json"
	[ "$st" = 130 ] || fail "--summary Ctrl-C with -o: exit status $st"
	[ "$(cat "$TMP/int.json")" = old ] || fail "--summary Ctrl-C with -o: the file changed"
	ls "$TMP" | grep -q 'int.json.tmp' && fail "--summary Ctrl-C with -o: a temporary file left"
	grep -q 'Open 2: interrupted in its single-dummy figures: the summary is not printed' "$TMP/int.err" ||
		fail "--summary Ctrl-C with -o: not said: '$(cat "$TMP/int.err")'"
	# between boards (standard input waited for): said without a board
	int_stdin --summary
	[ "$st" = 130 ] || fail "--summary Ctrl-C on standard input: exit status $st"
	[ "$(cat "$TMP/in.err")" = "ddplay analyse: interrupted: the summary is not printed (0 boards analysed)" ] ||
		fail "--summary Ctrl-C on standard input: '$(cat "$TMP/in.err")'"
	[ -s "$TMP/in.out" ] && fail "--summary Ctrl-C on standard input: a summary printed"
fi


# --- --judge: on the tricks or on the contract --------------------------
# cards FILE: a line a decision of --json's output: the card played's
# tricks and share, the best's, the paired diff and its interval's low
# end, the verdict and the result of the check of the best card first,
# then the card ("SK 10.35 1.0 10.60 1.0 0.0 0.0 none null")
cards() {
	tr '{' '\n' < "$1" | awk '
	/^"trick":/ { match($0, /"card": "[^"]*"/); c = substr($0, RSTART + 9, RLENGTH - 10) }
	/^"result":/ && line != "" {
		f = $0; sub(/^"result": "/, "", f); sub(/".*/, "", f)
		print line, f; line = ""; next
	}
	/^"tricks":/ && c != "" {
		t = $0; sub(/^"tricks": /, "", t); sub(/,.*/, "", t)
		sh = $0; sub(/.*"share": /, "", sh); sub(/}.*/, "", sh)
		if (!have) { pt = t; ps = sh; have = 1; next }
		bt = t; bs = sh
		d = $0; sub(/.*"diff": /, "", d); sub(/,.*/, "", d)
		lo = $0; sub(/.*"diff_ci95": \[/, "", lo); sub(/,.*/, "", lo)
		v = $0; sub(/.*"verdict": "/, "", v); sub(/".*/, "", v)
		line = c " " pt " " ps " " bt " " bs " " d " " lo " " v; c = ""; have = 0
		if ($0 ~ /"fusion": null/) { print line, "null"; line = "" }
	}'
}
# judged on the contract: the best card is the one that reaches the goal
# the most often, the paired difference is the shares' (the mean of
# 1-or-0 differences), and an error is one whose interval is above 0
# and whose check (the best card first, then it) did not find the guess
# kept open
"$DDPLAY" analyse --sd $SD --judge contract --json "$U" > "$TMP/jc.json" ||
	fail "--judge contract: exit status $?"
grep -q '"judged_on": "contract"' "$TMP/jc.json" || fail "--judge contract: not said in --json"
cards "$TMP/jc.json" > "$TMP/jc"
[ -s "$TMP/jc" ] || fail "--judge contract: no decision read"
awk '{ if ($5 < $3 || ($6 - ($5 - $3))^2 > 1e-6 || ($8 == "error") != ($7 > 0 && $9 != "open")) { print; bad = 1 } }
	END { exit bad }' "$TMP/jc" || fail "--judge contract: the best not the most often made, or the diff not the shares'"
# judged on the tricks (the default without a Scoring tag): the diff is
# the tricks'
"$DDPLAY" analyse --sd $SD --json "$U" > "$TMP/jt.json" || fail "--sd: exit status $?"
grep -q '"judged_on": "tricks"' "$TMP/jt.json" || fail "no Scoring tag: not judged on the tricks"
cards "$TMP/jt.json" | awk '{ if (($6 - ($4 - $2))^2 > 1e-6 || ($8 == "error") != ($7 > 0 && $9 != "open")) { print; bad = 1 } }
	END { exit bad }' || fail "--judge tricks: the diff not the tricks'"
# on these 20 layouts South's S2 at trick 2 is worse than the CA beyond
# the interval on the tricks, and not on the contract (made 90 % of the
# time against 100 %, within the interval): the two judgements differ.
# On the tricks the check then finds the guess kept open (CA first, then
# S2, does as well as S2): no error either (it was one before the check)
grep -q '^S2 .* error ' "$TMP/jc" && fail "--judge contract: S2 an error (it was not, at the last count)"
cards "$TMP/jt.json" | awk '$1 == "S2" && $7 > 0 && $8 == "none" && $9 == "open" { ok = 1 } END { exit !ok }' ||
	fail "--judge tricks: S2 not worse beyond the interval, or not a guess kept open: $(cards "$TMP/jt.json" | grep '^S2 ')"
# the board's Scoring: IMP judges on the contract, MP on the tricks;
# --judge overrides it; the readable heading says so
sed 's/^\[Board "1"\]/[Scoring "IMP"]\n&/' "$U" > "$TMP/imp.pbn"
sed 's/^\[Board "1"\]/[Scoring "MP"]\n&/' "$U" > "$TMP/mp.pbn"
"$DDPLAY" analyse --sd $SD --json "$TMP/imp.pbn" | grep -q '"judged_on": "contract"' ||
	fail "Scoring IMP: not judged on the contract"
"$DDPLAY" analyse --sd $SD --json "$TMP/mp.pbn" | grep -q '"judged_on": "tricks"' ||
	fail "Scoring MP: not judged on the tricks"
"$DDPLAY" analyse --sd $SD --judge tricks --json "$TMP/imp.pbn" | grep -q '"judged_on": "tricks"' ||
	fail "--judge tricks did not override Scoring IMP"
# (--summary takes --judge too)
"$DDPLAY" analyse --summary --sd $SD --judge contract "$U" > /dev/null ||
	fail "--summary --sd --judge contract: exit status $?"
LC_ALL=C "$DDPLAY" analyse --sd $SD "$TMP/imp.pbn" > "$TMP/imp.txt" || fail "Scoring IMP: exit status $?"
unwrap "$TMP/imp.txt" | grep -q 'cards judged on the contract, not the tricks' ||
	fail "Scoring IMP: the heading does not say the cards are judged on the contract"
"$DDPLAY" analyse --sd --judge imps "$U" > /dev/null 2> "$TMP/err"
[ $? = 2 ] && grep -q -- "--judge wants tricks or contract, not 'imps'" "$TMP/err" ||
	fail "--judge imps: $(cat "$TMP/err")"

# --- messages -----------------------------------------------------------
"$DDPLAY" analyse --deals 5 "$U" > /dev/null 2> "$TMP/err"
[ $? = 2 ] && grep -q -- '--deals goes with --sd' "$TMP/err" || fail "--deals without --sd"
"$DDPLAY" analyse --sd --deals 0 "$U" > /dev/null 2> "$TMP/err"
[ $? = 2 ] || fail "--deals 0 taken"
"$DDPLAY" analyse --sd --seed x "$U" > /dev/null 2> "$TMP/err"
[ $? = 2 ] || fail "--seed x taken"
# the usage names --sd with --summary, as 'analyse --summary --help' does
"$DDPLAY" analyse --bogus > /dev/null 2> "$TMP/usage"
grep -q -- '--summary .*\[--sd | --sd-all\]\|^ *\[--sd | --sd-all\] \[FILE...\]$' "$TMP/usage" ||
	fail "analyse's usage: --summary without --sd: $(cat "$TMP/usage")"
echo "t_analyse_sd_opts: passed"

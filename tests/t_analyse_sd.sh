#!/bin/sh
# t_analyse_sd.sh - ddplay analyse --sd: on a board where declarer took
# the percentage finesse and it lost double dummy (analyse-sd-unlucky.pbn:
# ♠AQ opposite ♠432, East's ♠K singleton) the finesse is "unlucky", not a
# mistake; on one where declarer threw a sure trick (analyse-sd-error.pbn:
# South's ♥K under North's ♥A) it is a "single-dummy error".  The figures
# are `ddplay sd --card N`'s with the same seed and layouts, the paired
# difference is the difference of the two cards' averages, -j 1 gives what
# -j 2 gives, --json parses, --sd-all adds the defenders, --summary --sd
# counts, and the options' messages.
. "$(dirname "$0")/lib.sh"

U=tests/data/analyse-sd-unlucky.pbn
E=tests/data/analyse-sd-error.pbn
SD="--deals 20 --seed 1"

# The output with the heading's lines joined: it is wrapped at 78
# columns, its lines after the first indented by four spaces.
unwrap() {
	awk '/^    [^ ]/ && NR > 1 { prev = prev " " substr($0, 5); next }
	     NR > 1 { print prev } { prev = $0 } END { if (NR) print prev }' "$1"
}

# The output with each decision's lines joined: a decision longer than
# 78 columns goes on in lines indented by six spaces.
joined() {
	awk '/^      [^ ]/ { prev = prev " " substr($0, 7); next }
	     NR > 1 { print prev } { prev = $0 } END { if (NR) print prev }' "$1"
}

# how far a share of N layouts may be off at the most, as the heading
# says: the widest half of Wilson's 95% interval, z/2/sqrt(N + z^2)
PM20=$(awk 'BEGIN { printf "%.0f", 100 * 0.98 / sqrt(20 + 1.96 * 1.96) }')
PM1=$(awk 'BEGIN { printf "%.0f", 100 * 0.98 / sqrt(1 + 1.96 * 1.96) }')

# --- unlucky ------------------------------------------------------------
LC_ALL=C "$DDPLAY" analyse --sd $SD -j 2 "$U" > "$TMP/u" ||
	fail "analyse --sd: exit status $?"
grep -q '^  trick  2  North  SQ  cost 1 trick' "$TMP/u" ||
	fail "analyse does not say the finesse cost a trick"
joined "$TMP/u" | grep -q '^  trick  2  North  SQ  .* -- unlucky: lost 1 trick double dummy; the best single dummy$' ||
	fail "the losing finesse is not unlucky"
# declarer's and dummy's hands are seen at every position judged: their
# calls constrain nothing, and the heading says so as ddplay sd does at
# the same position (it said "the auction used: 1NT by South ...")
unwrap "$TMP/u" | grep -q "^Single dummy (declarer.s and dummy.s cards; 20 layouts a position, seed 1; each share within $PM20 points of the true one at the most (95%); the auction: no call used; not used: 1NT by South (1NT opening, hcp 15-17, balanced: the hand is seen), " ||
	fail "the heading does not say the layouts, the seed, the auction: $(grep -A4 '^Single dummy' "$TMP/u")"
# and fits 80 columns, wrapped
awk '/^Single dummy/ { h = 1 } /^  trick/ { h = 0 } h && length > 78' "$TMP/u" | grep -q . &&
	fail "the heading is wider than 78 columns: $(grep -A4 '^Single dummy' "$TMP/u")"
[ "$(awk '/^Single dummy/ { h = 1 } /^  trick/ { h = 0 } h' "$TMP/u" | wc -l)" -gt 1 ] ||
	fail "the heading is not wrapped"
LC_ALL=C "$DDPLAY" sd $SD -j 2 --card 6 "$U" | tr '\n' ' ' | sed 's/   */ /g' |
	grep -q 'Auction: no call used; not used: 1NT by South (1NT opening, hcp 15-17, balanced: the hand is seen), ' ||
	fail "ddplay sd: the auction at the finesse"
joined "$TMP/u" | grep -q 'SQ.*single-dummy error' && fail "the finesse called an error"
# every line of the decisions fits 80 columns (a decision was one line
# of up to 150), the card and its verdict on its first line
awk '/^Single dummy/ { h = 1 } h && length > 78' "$TMP/u" | grep -q . &&
	fail "a decision wider than 78 columns: $(awk 'length > 78' "$TMP/u")"
grep -q '^  trick  2  South  S2  .* -- single-dummy error$' "$TMP/u" ||
	fail "the card and its verdict not on the decision's first line: $(grep -A2 'trick  2  South  S2  [0-9]' "$TMP/u")"
grep -q '^  trick  2  North  SQ  .* -- unlucky:$' "$TMP/u" ||
	fail "the card and unlucky not on the decision's first line: $(grep -A2 'trick  2  North  SQ  [0-9]' "$TMP/u")"

# --- a single-dummy error -----------------------------------------------
LC_ALL=C "$DDPLAY" analyse --sd $SD -j 2 "$E" > "$TMP/e" ||
	fail "analyse --sd: exit status $?"
# (the paired interval with Student's t for 19 degrees of freedom,
# 2.093 standard errors: 1.18-1.62 with the normal law's 1.96)
joined "$TMP/e" | grep -q '^  trick  1  South  HK  [^;]* -- single-dummy error (1.40 tricks worse, 95% 1.16-1.64); best single dummy H5/4: [0-9.]*% ([0-9.]*)$' ||
	fail "the ♥K thrown is not a single-dummy error"
grep -q '^Single-dummy errors: 1; unlucky: 0\.$' "$TMP/e" ||
	fail "the count of the error board"
unwrap "$TMP/e" | grep -q 'no auction' || fail "a board without an auction: not said"

# an error's interval is above 0 and says so: its lower end with the
# digits that show it (board 1 of vugraph.lin, 8 layouts: 0.003, which
# two decimals would print as 0.00)
sed -n 1,18p tests/data/lin/vugraph.lin > "$TMP/vg1.lin"
LC_ALL=C "$DDPLAY" analyse --sd-all --deals 8 --seed 1 "$TMP/vg1.lin" > "$TMP/vg1" ||
	fail "analyse --sd-all on vugraph.lin's first board: exit status $?"
joined "$TMP/vg1" | grep -q 'single-dummy error (0.62 tricks worse, 95% 0.003-1.25)' ||
	fail "an error's interval not shown above 0: $(grep 'single-dummy error' "$TMP/vg1")"
joined "$TMP/vg1" | grep -q 'single-dummy error ([^)]*95% 0.00-' &&
	fail "an error's interval shown from 0.00"

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
# the readable line names each group tied best (board Open 2: ♦6 at
# trick 4, the hearts tied in three groups)
{ sed -n 1,3p tests/data/lin/vugraph.lin; sed -n 22,32p tests/data/lin/vugraph.lin; } > "$TMP/vg2.lin"
LC_ALL=C "$DDPLAY" analyse --sd --deals 10 --seed 1 "$TMP/vg2.lin" > "$TMP/vg2" ||
	fail "analyse --sd on vugraph.lin's Open 2: exit status $?"
joined "$TMP/vg2" | grep -q '^  trick  4  South  D6  .*; best single dummy HA/K or HJ or H5/4: ' ||
	fail "the groups tied best not all named: $(joined "$TMP/vg2" | grep 'trick  4  South  D6  [0-9]')"

# a long decision is printed whole: six groups tied best, coloured suits
# and the auction dropped there (256 bytes cut it: '[auction not used
# here]' lost after '... within the interval of the best'), wrapped to 78
# columns (it was one line of 233), colours and suit symbols taking no
# columns and one
LC_ALL=C.UTF-8 "$DDPLAY" analyse --sd-all --deals 1 --seed 1 --color=always tests/data/analyse-sd-long.pbn |
	sed 's/\x1b\[[0-9;]*m//g' > "$TMP/long" || fail "analyse-sd-long.pbn: exit status $?"
joined "$TMP/long" | grep -qx '  trick  3  South  ♦K  100.0% set (9.00 tricks) — unlucky: lost 1 trick double dummy, within the interval of the best; best single dummy ♥K/Q or ♥T or ♥2 or ♦T/9/8 or ♣T or ♣7/6: 100.0% (12.00) \[auction not used here\]' ||
	fail "a long decision cut: $(joined "$TMP/long" | grep 'trick  3  South  ♦K  [0-9]')"
[ "$(sed -n '/^Single dummy/,$p' "$TMP/long" | LC_ALL=C.UTF-8 wc -L)" -le 78 ] ||
	fail "a decision wider than 78 columns: $(sed -n '/^Single dummy/,$p' "$TMP/long" | LC_ALL=C.UTF-8 wc -L)"
LC_ALL=C "$DDPLAY" analyse --sd-all --deals 1 --seed 1 tests/data/analyse-sd-long.pbn > "$TMP/longc" ||
	fail "analyse-sd-long.pbn: exit status $?"
sed -n '/^Single dummy/,$p' "$TMP/longc" | awk 'length > 78' | grep -q . &&
	fail "a decision wider than 78 columns: $(awk 'length > 78' "$TMP/longc")"

# --- the figures are ddplay sd's ------------------------------------------
# field N of the JSON object of the decision at card K
dec() {
	tr -d '\n' < "$1" | sed 's/{"trick"/\n&/g' | grep "\"played\": $2, .*\"classes\"" |
		sed -n "s/.*\"$3\": {\"tricks\": \([0-9.]*\), \"ci95\": \[\([0-9.]*\), \([0-9.]*\)\], \"share\": \([0-9.]*\).*/\1 \2 \3 \4/p"
}
"$DDPLAY" analyse --sd $SD -j 2 --json "$U" > "$TMP/u.json" || fail "--json: exit status $?"
"$DDPLAY" analyse --sd $SD -j 2 --json "$E" > "$TMP/e.json" || fail "--json: exit status $?"
"$DDPLAY" sd $SD -j 2 --lines --card 6 "$U" > "$TMP/u.sd" || fail "sd: exit status $?"
"$DDPLAY" sd $SD -j 2 --lines --card 3 "$E" > "$TMP/e.sd" || fail "sd: exit status $?"
# card|CARD|N|SUM|GOAL|MEAN|LO|HI|SHARE|...
sdfig() { awk -F'|' -v c="$2" '$1 == "card" && $2 == c { print $6, $7, $8, $9 }' "$1"; }
[ "$(dec "$TMP/u.json" 6 figures)" = "$(sdfig "$TMP/u.sd" SQ)" ] && [ -n "$(sdfig "$TMP/u.sd" SQ)" ] ||
	fail "♠Q: analyse '$(dec "$TMP/u.json" 6 figures)', sd '$(sdfig "$TMP/u.sd" SQ)'"
[ "$(dec "$TMP/e.json" 3 figures)" = "$(sdfig "$TMP/e.sd" HK)" ] && [ -n "$(sdfig "$TMP/e.sd" HK)" ] ||
	fail "♥K: analyse '$(dec "$TMP/e.json" 3 figures)', sd '$(sdfig "$TMP/e.sd" HK)'"
[ "$(dec "$TMP/e.json" 3 best_figures)" = "$(sdfig "$TMP/e.sd" H5/4)" ] ||
	fail "best ♥5: analyse '$(dec "$TMP/e.json" 3 best_figures)', sd '$(sdfig "$TMP/e.sd" H5/4)'"
# the paired mean: the difference of the sums over the same layouts
want=$(awk -F'|' '$1 == "card" && $2 == "H5/4" { b = $4 } $1 == "card" && $2 == "HK" { p = $4; n = $3 }
	END { printf "%.4f", (b - p) / n }' "$TMP/e.sd")
grep -q "\"card\": \"HK\", .*\"diff\": $want, .*\"verdict\": \"error\"" "$TMP/e.json" ||
	fail "the paired difference is not $want"
grep -q '"card": "SQ", [^}]*}, "best": \["SQ"\], [^}]*}, "is_best": true, [^}]*"dd_lost": 1, "verdict": "unlucky"' "$TMP/u.json" ||
	fail "--json: the finesse's verdict"
if command -v python3 > /dev/null 2>&1; then
	for f in "$TMP/u.json" "$TMP/e.json"; do
		[ "$(wc -l < "$f")" = 1 ] || fail "--json: not one line a board"
		python3 -m json.tool "$f" > /dev/null || fail "--json does not parse: $f"
	done
else
	grep -q '"sd": {"deals": 20, "seed": 1, "seats": "declarer", "test": "paired"' "$TMP/u.json" ||
		fail "--json: no \"sd\""
fi

# one layout gives no interval: "ci95" and "diff_ci95" null, as ddplay
# sd's "ci95" (not an interval of no width)
"$DDPLAY" analyse --sd --deals 1 --seed 1 --json "$U" > "$TMP/one.json" || fail "--deals 1 --json: exit status $?"
LC_ALL=C "$DDPLAY" analyse --sd --deals 1 --seed 1 "$U" > "$TMP/one" || fail "--deals 1: exit status $?"
unwrap "$TMP/one" | grep -q "^Single dummy (declarer.s and dummy.s cards; 1 layout a position, seed 1; each share within $PM1 points of the true one at the most (95%); " ||
	fail "--deals 1: the heading: $(head -8 "$TMP/one")"
LC_ALL=C "$DDPLAY" analyse --summary --sd --deals 1 --seed 1 "$U" > "$TMP/one.sum" || fail "--summary --deals 1: exit status $?"
unwrap "$TMP/one.sum" | grep -q '^Single dummy: .*, 1 layout a position, seed 1, ' ||
	fail "--summary --deals 1: the heading: $(cat "$TMP/one.sum")"
"$DDPLAY" sd --deals 1 --seed 1 --json --card 6 "$U" > "$TMP/one.sd" || fail "sd --deals 1 --json: exit status $?"
grep -q '"ci95": *null' "$TMP/one.sd" && ! grep -q '"ci95": *\[' "$TMP/one.sd" ||
	fail "sd --deals 1: ci95 not null"
grep -q '"card": "SQ", [^{]*{"tricks": [0-9.]*, "ci95": null, [^}]*}, "best": \[[^]]*\], "best_figures": {"tricks": [0-9.]*, "ci95": null, [^}]*}, [^}]*"diff_ci95": null,' "$TMP/one.json" ||
	fail "--deals 1 --json: an interval on one layout: $(cat "$TMP/one.json")"

# --- threads, --sd-all, --no-auction ------------------------------------
LC_ALL=C "$DDPLAY" analyse --sd $SD -j 1 "$U" > "$TMP/u1" || fail "-j 1: exit status $?"
compare "$TMP/u" "$TMP/u1" "-j 1 against -j 2"
LC_ALL=C "$DDPLAY" analyse --sd-all $SD -j 2 "$U" > "$TMP/all" || fail "--sd-all: exit status $?"
unwrap "$TMP/all" | grep -q "^Single dummy (every seat's cards; 20 layouts a position, seed 1; each share within $PM20 points of the true one at the most (95%); the auction used: 1NT by South (hcp 15-17, balanced); " ||
	fail "--sd-all: heading (the defenders' views use the 1NT)"
grep -q '^  trick  1  West   H8  .* set ' "$TMP/all" || fail "--sd-all: the opening lead"
LC_ALL=C "$DDPLAY" analyse --sd --no-auction $SD "$U" > "$TMP/na" || fail "--no-auction: exit status $?"
unwrap "$TMP/na" | grep -q "seed 1; each share within $PM20 points of the true one at the most (95%); the auction not used (--no-auction)):" || fail "--no-auction: not said"

# an auction no layout fits (West doubles 1NT with "hcp 15+": East-West
# hold 11): each position dealt without it, and said so.  (--tries
# 20000: no layout fits in any number of tries, and the default's
# million tries at each of the 4 positions were two thirds of this run;
# ddplay sd's test has the default, in its message)
sed 's/^1NT Pass 3NT Pass$/1NT X 3NT Pass/' "$U" > "$TMP/x.pbn"
LC_ALL=C "$DDPLAY" analyse --sd $SD --tries 20000 "$TMP/x.pbn" > "$TMP/x" || fail "an auction that does not fit: exit status $?"
[ "$(joined "$TMP/x" | grep -c '\[auction not used here\]$')" = 4 ] || fail "the positions dealt without the auction: not said"
joined "$TMP/x" | sed 's/ \[auction not used here\]$//' | grep '^  trick' > "$TMP/x.cards"
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
"$DDPLAY" analyse --sd-all $SD --tries 60 --json "$U" | grep -q '"card": "H8", "classes": [0-9]*, "layouts": 3,' ||
	fail "--tries 60 --json: the layouts of West's lead"
"$DDPLAY" analyse --summary --sd $SD --tries 60 --lines "$U" > /dev/null || fail "--summary --tries: exit status $?"
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
	int_wait='^Board Closed 1: no play recorded'
	int_run
	[ "$st" = 130 ] || fail "Ctrl-C: exit status $st, not 130 (the signal's): $(cat "$TMP/int.err")"
	grep -q '^Board Closed 1: no play recorded' "$TMP/int.out" || fail "Ctrl-C: the board printed before it lost"
	grep -q '^Board Open 2' "$TMP/int.out" && fail "Ctrl-C: the board interrupted printed"
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

# --- --summary --sd: the counts per player ------------------------------
cat "$U" "$E" > "$TMP/both.pbn"
"$DDPLAY" analyse --summary --sd $SD -j 2 --lines "$TMP/both.pbn" > "$TMP/sum" ||
	fail "--summary --sd: exit status $?"
# South declared both: 4 decisions on board 1 (one error, the ♠2 led
# before the clubs; one unlucky, the finesse), 2 on board 2 (the ♥K)
grep -qx 'player|(South)|2|2|2|0|0|0|0|0|6|2|1' "$TMP/sum" || fail "--summary --sd: South's counts"
grep -qx 'player|(North)|2|0|0|2|0|0|0|0|0|0|0' "$TMP/sum" || fail "--summary --sd: dummy's cards are declarer's"
grep -qx 'pair|(North) & (South)|2|2|2|0|0|0|0|0|6|2|1' "$TMP/sum" || fail "--summary --sd: the partnership"
# the counts are those of analyse --sd, board by board
n=$(cat "$TMP/u" "$TMP/e" | grep -c 'single-dummy error')
[ "$n" = 2 ] || fail "analyse --sd finds $n errors, the summary 2"
# (30 layouts: at 20 the ♥8's 0.75 tricks worse stay within Student's
# interval for 19 degrees of freedom, so no error is said)
"$DDPLAY" analyse --summary --sd-all --deals 30 --seed 1 -j 2 --lines "$TMP/both.pbn" > "$TMP/sumall" ||
	fail "--summary --sd-all: exit status $?"
# West's two opening leads judged; the ♥8 of board 2 (no auction there) an
# error: a spade from ♠JT98765 does better single dummy
grep -qx 'player|(West)|2|0|0|0|2|0|2|0|2|1|0' "$TMP/sumall" || fail "--summary --sd-all: West's opening leads"
LC_ALL=C "$DDPLAY" analyse --summary --sd $SD "$TMP/both.pbn" > "$TMP/sumr" || fail "--summary --sd: exit status $?"
grep -q '^(South)  *2  *2  *2  *0  *0  *0  *0  *1.00$' "$TMP/sumr" || fail "--summary --sd: the columns"
# the single-dummy counts in a table of their own, under the
# double-dummy tables (as columns after them, the rows were 102 columns)
sed -n '/^Single dummy, the decisions judged/,/^$/p' "$TMP/sumr" | grep -q '^(South)  *6  *2  *1$' ||
	fail "--summary --sd: South's single-dummy counts: $(cat "$TMP/sumr")"
sed -n '/^Single dummy, the decisions judged/,/^Boards/p' "$TMP/sumr" | grep -q '^Partnership  *decisions  *sd errors  *unlucky$' ||
	fail "--summary --sd: the partnerships' single-dummy table"
awk 'length > 78' "$TMP/sumr" | grep -q . && fail "--summary --sd: wider than 78 columns: $(awk 'length > 78' "$TMP/sumr")"
unwrap "$TMP/sumr" | grep -q '^Single dummy: .*20 layouts a position, seed 1, ' || fail "--summary --sd: the heading"
"$DDPLAY" analyse --summary --sd $SD --json "$TMP/both.pbn" > "$TMP/sumj" || fail "--summary --sd --json: exit status $?"
grep -q '"name": "(South)", .*"sd_decisions": 6, "sd_errors": 2, "sd_unlucky": 1}' "$TMP/sumj" || fail "--summary --sd --json: South"
if command -v python3 > /dev/null 2>&1; then
	python3 -m json.tool "$TMP/sumj" > /dev/null || fail "--summary --sd --json does not parse"
fi
"$DDPLAY" analyse --summary --seed 3 "$TMP/both.pbn" > /dev/null 2> "$TMP/err"
[ $? = 2 ] && grep -q -- '--seed goes with --sd' "$TMP/err" || fail "--summary --seed without --sd"

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
echo "t_analyse_sd: passed"

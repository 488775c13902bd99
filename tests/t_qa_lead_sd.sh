#!/bin/sh
# t_qa_lead_sd.sh - ddplay lead and ddplay sd agree where they have no
# reason to differ: --show-deals prints the figures and the layouts
# (readable under "Layouts:", --lines as layout| lines, --json as
# "deals"), --json's "tricks" is an average in both, and --deals FILE
# reads the --show-deals output of either command (the layouts only: not
# sd's real deal, nor the figures' lines).
. "$(dirname "$0")/lib.sh"

H4S='W:KT32.Q9743.QT2.Q'
REAL="$H4S AQJ9.AK.KJ9.KJ32 8765.JT8.A876.A5 4.652.543.T98764"
L="--hand $H4S --contract 4S --north hcp_12+"
# 3 layouts: every check below compares two forms of the same layouts
# (5 cost 40 % more CPU, most of this test's, for nothing more checked)
N=3
lead() {
	"$DDPLAY" lead --hand "$H4S" --contract 4S --north 'hcp 12+' "$@"
}

# the layouts dealt (the reference), and the figures on them
lead --seed 7 --deals $N --deal-only > "$TMP/layouts" ||
	fail "lead --deal-only failed"
[ "$(wc -l < "$TMP/layouts")" -eq $N ] ||
	{ cat "$TMP/layouts"; fail "lead --deal-only: not $N layouts"; }
lead --deals "$TMP/layouts" --lines > "$TMP/want.lines" ||
	fail "lead --deals (the layouts) failed"
lead --seed 7 --deals $N --lines > "$TMP/dealt.lines" ||
	fail "lead --lines failed"
cmp -s "$TMP/want.lines" "$TMP/dealt.lines" ||
	fail "lead: the layouts read back give other figures than dealt"

# --- 1. --show-deals: the figures and the layouts, in every form ---
lead --seed 7 --deals $N --show-deals > "$TMP/r" 2> "$TMP/r.err" ||
	{ cat "$TMP/r.err"; fail "lead --show-deals failed"; }
lead --seed 7 --deals $N > "$TMP/r0" || fail "lead (readable) failed"
head -n "$(wc -l < "$TMP/r0")" "$TMP/r" | cmp -s - "$TMP/r0" ||
	{ head -n 12 "$TMP/r"; fail "lead --show-deals: not the figures first"; }
sed -n '/^Layouts:$/,$p' "$TMP/r" | sed '1d;/^$/d' > "$TMP/r.layouts"
cmp -s "$TMP/r.layouts" "$TMP/layouts" ||
	{ tail -n 8 "$TMP/r"; fail "lead --show-deals: not the layouts under 'Layouts:'"; }
lead --seed 7 --deals $N --show-deals --lines > "$TMP/l" 2> "$TMP/l.err" ||
	{ cat "$TMP/l.err"; fail "lead --show-deals --lines failed"; }
grep -v '^layout|' "$TMP/l" | cmp -s - "$TMP/want.lines" ||
	fail "lead --show-deals --lines: other figures than --lines"
sed -n 's/^layout|//p' "$TMP/l" | cmp -s - "$TMP/layouts" ||
	fail "lead --show-deals --lines: not the layouts as layout| lines"
lead --seed 7 --deals $N --show-deals --json > "$TMP/j" 2> "$TMP/j.err" ||
	{ cat "$TMP/j.err"; fail "lead --show-deals --json failed"; }
if command -v python3 > /dev/null 2>&1; then
	python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
print("\n".join(d["deals"]))' "$TMP/j" > "$TMP/j.layouts" ||
		fail "lead --show-deals --json: not JSON with \"deals\""
	cmp -s "$TMP/j.layouts" "$TMP/layouts" ||
		fail "lead --show-deals --json: \"deals\" are not the layouts"
fi
# -o FILE: the same, whole
lead --seed 7 --deals $N --show-deals -o "$TMP/r.o" > "$TMP/stdout" ||
	fail "lead --show-deals -o failed"
cmp -s "$TMP/r.o" "$TMP/r" || fail "lead --show-deals -o: not standard output's"
[ -s "$TMP/stdout" ] && fail "lead --show-deals -o wrote to standard output"
# --deal-only prints the layouts alone
"$DDPLAY" lead --hand "$H4S" --contract 4S --deal-only --lines > /dev/null 2> "$TMP/e" &&
	fail "lead --deal-only --lines succeeded"
grep -q "^ddplay lead: --deal-only prints the layouts alone: not with --lines" "$TMP/e" ||
	fail "lead --deal-only --lines: $(cat "$TMP/e")"
echo "lead --show-deals: the figures and the layouts, readable, --lines, --json"
# sd --deal-only as lead's: the layouts a position's --show-deals would
# print, not solved
echo "$REAL|S|W|" > "$TMP/pos"
"$DDPLAY" sd --level 4 --north 'hcp 12+' --seed 7 --deals $N --deal-only "$TMP/pos" \
	> "$TMP/sd.only" 2> "$TMP/sd.only.err" || { cat "$TMP/sd.only.err"; fail "sd --deal-only failed"; }
"$DDPLAY" sd --level 4 --north 'hcp 12+' --seed 7 --deals $N --lines --show-deals "$TMP/pos" |
	sed -n 's/^layout|//p' > "$TMP/sd.shown"
[ -s "$TMP/sd.shown" ] && cmp -s "$TMP/sd.only" "$TMP/sd.shown" ||
	fail "sd --deal-only: not the layouts --show-deals prints"
cut -d'|' -f1 "$TMP/sd.only" | cmp -s - "$TMP/layouts" ||
	fail "sd --deal-only: not lead's layouts at the opening lead"
"$DDPLAY" sd --level 4 --deal-only --json "$TMP/pos" > /dev/null 2> "$TMP/e" &&
	fail "sd --deal-only --json succeeded"
grep -q "^ddplay sd: --deal-only prints the layouts alone: not with --json" "$TMP/e" ||
	fail "sd --deal-only --json: $(cat "$TMP/e")"

# --- 2. --json's "tricks": an average, as sd's; the sum as "sum" ---
lead --deals "$TMP/layouts" --json > "$TMP/j2" || fail "lead --json failed"
if command -v python3 > /dev/null 2>&1; then
	python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
for l in d["leads"]:
    print("%s %d %.4f" % (l["lead"], l["sum"], l["tricks"]))' "$TMP/j2" > "$TMP/j2.t" ||
		fail "lead --json: no \"sum\" or \"tricks\""
	awk -F'|' '$1 == "lead" { print $2, $4, $7 }' "$TMP/want.lines" > "$TMP/l2.t"
	cmp -s "$TMP/j2.t" "$TMP/l2.t" ||
		{ paste "$TMP/j2.t" "$TMP/l2.t" | head -n 3
		  fail "lead --json: \"tricks\" is not the average of --lines"; }
fi
echo "$REAL|S|W|" > "$TMP/pos"
"$DDPLAY" sd --level 4 --north 'hcp 12+' --deals "$TMP/layouts" --json \
	"$TMP/pos" > "$TMP/sdj" || fail "sd --json failed"
# the same leads' averages in both (sd's tricks at the opening lead are
# the defence's whole-deal tricks: the same count)
grep -o '"card":"[A-Z0-9]*","equal":\[[^]]*\],"tricks":[0-9.]*' "$TMP/sdj" |
	sed 's/"card":"\([^"]*\)".*"tricks":/\1 /' | sort > "$TMP/sd.t"
tr -d '\n ' < "$TMP/j2" | grep -o '"lead":"[A-Z0-9/]*","cards":\[[^]]*\],"tricks":[0-9.]*' |
	sed 's/"lead":"\([A-Z][0-9AKQJT]\)[^"]*".*"tricks":/\1 /' | sort > "$TMP/lead.t"
[ -s "$TMP/lead.t" ] && cmp -s "$TMP/sd.t" "$TMP/lead.t" ||
	{ paste "$TMP/sd.t" "$TMP/lead.t" | head -n 4
	  fail "lead --json and sd --json: other \"tricks\" for the same layouts"; }
echo "--json \"tricks\": the average in lead as in sd"
# "asked": the layouts asked for (or read), as sd's: with fewer dealt
# ("layouts"), a script sees it
if command -v python3 > /dev/null 2>&1; then
	lead --deals 5 --tries 3 --seed 1 --json > "$TMP/asked" 2> /dev/null ||
		fail "lead --tries 3 --json failed"
	python3 -c '
import json, sys
a = json.load(open(sys.argv[1]))
sys.exit(not (a.get("asked") == 5 and a["layouts"] <= 3))' "$TMP/asked" ||
		fail "lead --json: no \"asked\": 5 ($(head -n 2 "$TMP/asked"))"
fi
# --json says the constraints the layouts were dealt under, as sd's
# "constraints" (lead's had none: a script could not tell what its
# figures assumed), the auction's specs with the user's
if command -v python3 > /dev/null 2>&1; then
	"$DDPLAY" lead --hand "$H4S" --auction '1S P 2S P 4S AP' --dealer S \
		--north 'hcp 8+' --east 'hearts 4-' --deals 1 --seed 1 --json \
		> "$TMP/cj" || fail "lead --json with --auction failed"
	"$DDPLAY" sd --auction '1S P 2S P 4S AP' --dealer S --north 'hcp 8+' \
		--east 'hearts 4-' --deals 1 --seed 1 --json "$TMP/pos" > "$TMP/cs" ||
		fail "sd --json with --auction failed"
	python3 -c '
import json, sys
a = json.load(open(sys.argv[1]))
b = json.load(open(sys.argv[2]))
if a.get("constraints") != b["constraints"]:
    print("lead", a.get("constraints"), "sd", b["constraints"])
    sys.exit(1)' "$TMP/cj" "$TMP/cs" || fail "lead --json: not sd's \"constraints\""
	lead --deals 1 --seed 1 --json > "$TMP/cj" || fail "lead --json failed"
	python3 -c '
import json, sys
a = json.load(open(sys.argv[1]))
sys.exit(a.get("constraints") != {"N": "hcp 12+"})' "$TMP/cj" ||
		fail "lead --json --north: no \"constraints\": {\"N\": \"hcp 12+\"}"
fi

# the readable output fits 80 columns: a long spec is wrapped, as sd
# wraps it (lead printed it on one line)
SPEC='hcp 11-15, spades 5+ or hearts 5+, controls 2+, semibalanced, diamonds 2-4'
"$DDPLAY" lead --hand "$H4S" --contract 4S --north "$SPEC" --deals 1 --seed 1 \
	> "$TMP/wrap" || fail "lead with a long spec failed"
awk '{ n = $0; gsub(/[\200-\277]/, "", n) } length(n) > 80 { print; bad = 1 } END { exit bad }' \
	"$TMP/wrap" || fail "lead: a line wider than 80 columns"
grep -q "^North: hcp 11-15, spades 5+ or hearts 5+, controls 2+, semibalanced, diamonds\$" "$TMP/wrap" &&
	grep -q "^  2-4\$" "$TMP/wrap" || { head -n 4 "$TMP/wrap"; fail "lead: the long spec not wrapped as sd's"; }
LC_ALL=C grep -q "^The defence needs 4 tricks to set 4S\.\$" "$TMP/wrap" ||
	LC_ALL=C.UTF-8 grep -q "^The defence needs 4 tricks to set 4♠\.\$" "$TMP/wrap" ||
	{ head -n 6 "$TMP/wrap"; fail "lead: the contract not said"; }

# a spec too long to print whole is refused, naming it (the layouts fit
# it, and the spec printed, readable and in --json, was cut short)
LONG=$(printf 'hcp 12+, %.0s' $(seq 1 100))
"$DDPLAY" lead --hand "$H4S" --contract 4S --north "$LONG" --deals 1 --seed 1 \
	> /dev/null 2> "$TMP/long.err" && fail "lead: a spec of ${#LONG} characters taken"
grep -q "^ddplay lead: --north: too long: [0-9]* characters, at most [0-9]*" "$TMP/long.err" ||
	fail "lead, a spec too long: $(head -n 1 "$TMP/long.err")"
"$DDPLAY" sd --level 4 --north "$LONG" --deals 1 --seed 1 "$TMP/pos" \
	> /dev/null 2> "$TMP/long.err" && fail "sd: a spec of ${#LONG} characters taken"
grep -q ":1: --north: too long: [0-9]* characters, at most [0-9]*" "$TMP/long.err" ||
	fail "sd, a spec too long: $(head -n 1 "$TMP/long.err")"

# a long --auction is quoted cut short in a message (the whole 30,000
# calls were printed, by sd; lead's message was cut at 511 bytes)
LONGA="1S $(printf 'P %.0s' $(seq 1 3000))"
"$DDPLAY" lead --hand "$H4S" --auction "$LONGA" --deals 1 > /dev/null 2> "$TMP/la.err" &&
	fail "lead: an auction of 3001 calls taken"
grep -q "^ddplay lead: --auction '1S P P .*\.\.\.': call 5, 'P': the auction is over\$" "$TMP/la.err" &&
	[ "$(head -n 1 "$TMP/la.err" | wc -c)" -lt 200 ] ||
	fail "lead, a long auction: $(head -c 300 "$TMP/la.err")"
"$DDPLAY" sd --auction "$LONGA" --deals 1 "$TMP/pos" > /dev/null 2> "$TMP/la.err" &&
	fail "sd: an auction of 3001 calls taken"
grep -q ":1: --auction '1S P P .*\.\.\.': call 5, 'P': the auction is over\$" "$TMP/la.err" &&
	[ "$(head -n 1 "$TMP/la.err" | wc -c)" -lt 200 ] ||
	fail "sd, a long auction: $(head -c 300 "$TMP/la.err")"

# a hand's spec given twice is refused (the second replaced the first
# without a word: --north 'hcp 15-17' --north 'balanced' dealt any
# balanced North)
"$DDPLAY" lead --hand "$H4S" --contract 4S --north 'hcp 15-17' --north 'balanced' \
	--deals 1 > /dev/null 2> "$TMP/twice.err" && fail "lead: --north twice taken"
grep -q "^ddplay lead: --north given twice: one spec a hand, its clauses joined by commas (--north 'hcp 15-17, balanced')" \
	"$TMP/twice.err" || fail "lead, --north twice: $(head -n 1 "$TMP/twice.err")"
"$DDPLAY" sd --level 4 --north 'hcp 15-17' --north balanced --deals 1 "$TMP/pos" \
	> /dev/null 2> "$TMP/twice.err" && fail "sd: --north twice taken"
grep -q "^ddplay sd: --north given twice: one spec a hand, its clauses joined by commas (--north 'hcp 15-17, balanced')" \
	"$TMP/twice.err" || fail "sd, --north twice: $(head -n 1 "$TMP/twice.err")"

# --- 3. --deals FILE: either command's --show-deals output ---
# readby NAME FILE: lead and sd read the layouts of FILE, the figures of
# the layouts themselves, nothing reported
readby() {
	lead --deals "$2" --lines > "$TMP/$1.lead" 2> "$TMP/$1.err" ||
		{ head -n 3 "$TMP/$1.err"; fail "lead --deals with $1 failed"; }
	[ -s "$TMP/$1.err" ] && { head -n 3 "$TMP/$1.err"; fail "lead --deals with $1: messages"; }
	cmp -s "$TMP/$1.lead" "$TMP/want.lines" ||
		fail "lead --deals with $1: other figures than on the layouts"
	"$DDPLAY" sd --level 4 --north 'hcp 12+' --deals "$2" --lines \
		"$TMP/pos" > "$TMP/$1.sd" 2> "$TMP/$1.sderr" ||
		{ head -n 3 "$TMP/$1.sderr"; fail "sd --deals with $1 failed"; }
	cmp -s "$TMP/$1.sd" "$TMP/sd.want" ||
		fail "sd --deals with $1: other figures than on the layouts"
}
"$DDPLAY" sd --level 4 --north 'hcp 12+' --deals "$TMP/layouts" --lines \
	"$TMP/pos" > "$TMP/sd.want" || fail "sd --deals (the layouts) failed"
"$DDPLAY" sd --level 4 --north 'hcp 12+' --deals "$TMP/layouts" --lines \
	--show-deals "$TMP/pos" > "$TMP/sd.lines" || fail "sd --show-deals --lines failed"
"$DDPLAY" sd --level 4 --north 'hcp 12+' --deals "$TMP/layouts" \
	--show-deals "$TMP/pos" > "$TMP/sd.readable" || fail "sd --show-deals failed"
readby "sd's --lines --show-deals" "$TMP/sd.lines"
readby "sd's readable --show-deals" "$TMP/sd.readable"
readby "lead's --lines --show-deals" "$TMP/l"
readby "lead's readable --show-deals" "$TMP/r"
# --json --show-deals too (its "deals" was written but not read back:
# every line of it reported as a bad deal); sd's one line a position
# holds every layout, lead's one a line
"$DDPLAY" sd --level 4 --north 'hcp 12+' --deals "$TMP/layouts" --json \
	--show-deals "$TMP/pos" > "$TMP/sd.json" || fail "sd --show-deals --json failed"
readby "sd's --json --show-deals" "$TMP/sd.json"
readby "lead's --json --show-deals" "$TMP/j"
lead --deals - --lines < "$TMP/sd.json" > "$TMP/stdin.lead" 2> "$TMP/stdin.err" ||
	{ cat "$TMP/stdin.err"; fail "lead --deals - with sd's --json output failed"; }
cmp -s "$TMP/stdin.lead" "$TMP/want.lines" ||
	fail "lead --deals - with sd's --json output: other figures"
"$DDPLAY" sd --level 4 --north 'hcp 12+' --deals - --lines "$TMP/pos" \
	< "$TMP/j" > "$TMP/stdin.sd" 2> "$TMP/stdin.err" ||
	{ cat "$TMP/stdin.err"; fail "sd --deals - with lead's --json output failed"; }
cmp -s "$TMP/stdin.sd" "$TMP/sd.want" ||
	fail "sd --deals - with lead's --json output: other figures"
# JSON without "deals" (no --show-deals): said, nothing solved
lead --deals 2 --seed 7 --json > "$TMP/nodeals.json" || fail "lead --json failed"
lead --deals "$TMP/nodeals.json" --lines > /dev/null 2> "$TMP/nd.err" &&
	fail "lead --deals with --json output without \"deals\" taken"
grep -qx "$TMP/nodeals.json: JSON without \"deals\": the layouts are in --json's output with --show-deals" "$TMP/nd.err" ||
	fail "JSON without deals: $(cat "$TMP/nd.err")"
# a bad deal in it: its own line named; the others read
awk 'NR == 1 { print; next } /"deals"/ { d = 1 } d && /^  "N:/ && !done { sub(/"N:/, "\"N:X"); done = 1 } { print }' \
	"$TMP/j" > "$TMP/bad.json"
n=$(grep -n '"N:X' "$TMP/bad.json" | cut -d: -f1)
[ -n "$n" ] || fail "the bad JSON file was not made"
lead --deals "$TMP/bad.json" --lines > /dev/null 2> "$TMP/bad.err"
grep -q "^$TMP/bad.json:$n: " "$TMP/bad.err" ||
	fail "a bad deal in JSON: not said at its line $n: $(cat "$TMP/bad.err")"
"$DDPLAY" sd --level 4 --north 'hcp 12+' --deals "$TMP/bad.json" --lines "$TMP/pos" > /dev/null 2> "$TMP/bad.err"
grep -q "^$TMP/bad.json:$n: " "$TMP/bad.err" ||
	fail "sd, a bad deal in JSON: not said at its line $n: $(cat "$TMP/bad.err")"
# cut short: said
head -c 200 "$TMP/j" > "$TMP/cut.json"
lead --deals "$TMP/cut.json" --lines > /dev/null 2> "$TMP/cut.err" && fail "lead: JSON cut short taken"
grep -q "cut.json:[0-9]*: the JSON ends before its last bracket closes\|cut.json:[0-9]*: the JSON ends inside a string" "$TMP/cut.err" ||
	fail "JSON cut short: $(cat "$TMP/cut.err")"
# the other files lead reads: a LIN file (its first line, "pn|...", is
# no layout's line to cut at its first '|': it was, and the file was read
# as bad deals)
"$DDPLAY" lead --hand W:KT75.862.543.QT6 --contract 3C --declarer S \
	--deals tests/data/lin/myhands.lin --deal-only > "$TMP/lin" 2> "$TMP/lin.err" ||
	{ head -n 3 "$TMP/lin.err"; fail "lead --deals LIN file failed"; }
grep -q '^N:4.AQJT.AQT86.873 AJ93.K5.K972.KJ4 Q862.9743.J.A952 KT75.862.543.QT6$' "$TMP/lin" ||
	{ head -n 3 "$TMP/lin" "$TMP/lin.err"; fail "lead --deals LIN file: not its deal"; }
# and from standard input, the --lines forms
lead --deals - --lines < "$TMP/sd.lines" > "$TMP/stdin.lead" 2> "$TMP/stdin.err" ||
	{ cat "$TMP/stdin.err"; fail "lead --deals - with sd's --lines output failed"; }
cmp -s "$TMP/stdin.lead" "$TMP/want.lines" ||
	fail "lead --deals - with sd's --lines output: other figures"
echo "--deals FILE: lead and sd read either's --show-deals output"

# --- --deals from a pipe named in the file system (a FIFO, bash's
# <(...)): read once, as it comes (the look for a "Layouts:" line, made
# on a file, read the pipe empty: sd found "no layout to solve", lead
# waited for a second writer for ever) ---
if command -v mkfifo > /dev/null 2>&1 && command -v timeout > /dev/null 2>&1; then
	mkfifo "$TMP/fifo" || fail "mkfifo failed"
	cat "$TMP/layouts" > "$TMP/fifo" &
	timeout 60 "$DDPLAY" lead --hand "$H4S" --contract 4S --north 'hcp 12+' \
		--deals "$TMP/fifo" --lines > "$TMP/fifo.lead" 2> "$TMP/fifo.err" ||
		{ rc=$?; kill $! 2> /dev/null; cat "$TMP/fifo.err"; fail "lead --deals FIFO failed (status $rc)"; }
	cmp -s "$TMP/fifo.lead" "$TMP/want.lines" || fail "lead --deals FIFO: other figures"
	cat "$TMP/sd.lines" > "$TMP/fifo" &
	timeout 60 "$DDPLAY" sd --level 4 --north 'hcp 12+' --deals "$TMP/fifo" \
		--lines "$TMP/pos" > "$TMP/fifo.sd" 2> "$TMP/fifo.err" ||
		{ rc=$?; kill $! 2> /dev/null; cat "$TMP/fifo.err"; fail "sd --deals FIFO failed (status $rc)"; }
	cmp -s "$TMP/fifo.sd" "$TMP/sd.want" || fail "sd --deals FIFO: other figures"
	echo "--deals FIFO: read once, by lead and sd"
fi
# a device that never ends a line: refused after the first 16 MB (sd read
# /dev/zero for ever, looking for a "Layouts:" line in it)
if [ -r /dev/zero ] && command -v timeout > /dev/null 2>&1; then
	timeout 60 "$DDPLAY" sd --level 4 --deals /dev/zero "$TMP/pos" > /dev/null 2> "$TMP/zero.err"
	rc=$?
	[ $rc -eq 1 ] || fail "sd --deals /dev/zero: status $rc, not 1"
	grep -q "^/dev/zero: no board in the first 16 MB" "$TMP/zero.err" ||
		fail "sd --deals /dev/zero: $(head -n 1 "$TMP/zero.err")"
	timeout 60 "$DDPLAY" lead --hand "$H4S" --contract 4S --deals /dev/zero > /dev/null 2> "$TMP/zero.err"
	rc=$?
	[ $rc -eq 1 ] || fail "lead --deals /dev/zero: status $rc, not 1"
fi

# --- Ctrl-C with --show-deals: the layouts printed are those solved, so
# that the figures printed are those of the layouts printed (all the
# layouts dealt were printed, the figures over some of them: given back
# with --deals FILE, they gave other figures) ---
# interrupt NAME COMMAND...: COMMAND (--lines --show-deals) stopped by
# Ctrl-C once well into its work, its output in $TMP/NAME
interrupt() {
	_n=$1
	shift
	"$@" > "$TMP/$_n" 2> "$TMP/$_n.err" &
	_pid=$!
	wait_cpu $_pid 40
	kill -INT $_pid
	wait $_pid
	_rc=$?
	[ $_rc -eq 130 ] || fail "$_n: status $_rc after Ctrl-C, not 130"
	sed -n 's/^layout|//p' "$TMP/$_n" > "$TMP/$_n.layouts"
	[ "$(wc -l < "$TMP/$_n.layouts")" -lt 300 ] ||
		fail "$_n: Ctrl-C stopped nothing"
}
interrupt lint "$DDPLAY" lead --hand "$H4S" --contract 4S --north 'hcp 12+' --seed 3 --deals 300 --lines --show-deals -j 2
awk -F'|' -v n="$(wc -l < "$TMP/lint.layouts")" '$1 == "lead" && $3 != n { exit 1 }' \
	"$TMP/lint" || fail "lead, Ctrl-C: the figures are not over the layouts printed"
lead --deals "$TMP/lint.layouts" --lines > "$TMP/lint.again" ||
	fail "lead, Ctrl-C: the layouts printed read back failed"
grep -v '^layout|' "$TMP/lint" | cmp -s - "$TMP/lint.again" ||
	fail "lead, Ctrl-C: the layouts printed give other figures"
interrupt sint "$DDPLAY" sd --level 4 --seed 3 --deals 300 --lines --show-deals -j 2 "$TMP/pos"
awk -F'|' -v n="$(wc -l < "$TMP/sint.layouts")" '$1 == "card" && $3 != n { exit 1 }' \
	"$TMP/sint" || fail "sd, Ctrl-C: the figures are not over the layouts printed"
"$DDPLAY" sd --level 4 --deals "$TMP/sint.layouts" --lines "$TMP/pos" > "$TMP/sint.again" ||
	fail "sd, Ctrl-C: the layouts printed read back failed"
grep '^card|' "$TMP/sint.again" > "$TMP/sint.again.cards"
grep '^card|' "$TMP/sint" | cmp -s - "$TMP/sint.again.cards" ||
	fail "sd, Ctrl-C: the layouts printed give other figures"
echo "Ctrl-C with --show-deals: the layouts solved printed, lead and sd"

# --seed or --tries with --deals FILE changed nothing, without a word:
# refused, saying why
for opt in "--seed 9" "--tries 9"; do
	"$DDPLAY" sd --level 4 --deals "$TMP/sint.layouts" $opt "$TMP/pos" > /dev/null 2> "$TMP/seedf.err" &&
		fail "sd: $opt with --deals FILE accepted"
	grep -q "^ddplay sd: ${opt% *} is for dealing layouts; --deals $TMP/sint.layouts reads them$" "$TMP/seedf.err" ||
		fail "sd: $opt with --deals FILE: $(head -1 "$TMP/seedf.err")"
	"$DDPLAY" lead --hand "$H4S" --contract 4S --deals "$TMP/lint.layouts" $opt > /dev/null 2> "$TMP/seedf.err" &&
		fail "lead: $opt with --deals FILE accepted"
	grep -q "^ddplay lead: ${opt% *} is for dealing layouts; --deals $TMP/lint.layouts reads them$" "$TMP/seedf.err" ||
		fail "lead: $opt with --deals FILE: $(head -1 "$TMP/seedf.err")"
done
echo "--seed and --tries with --deals FILE refused"

# lead's JSON says "stopped" as sd's does ("interrupted" kept)
"$DDPLAY" lead --hand "$H4S" --contract 4S --deals 2 --seed 1 --json > "$TMP/stop.json" ||
	fail "lead --json: exit status $?"
grep -q '"stopped": false, "interrupted": false,' "$TMP/stop.json" ||
	fail "lead --json: no \"stopped\" as sd's: $(head -c 200 "$TMP/stop.json")"
exit 0

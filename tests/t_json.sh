#!/bin/sh
# --json of table, solve, trace (and trace --cards) and analyse: every
# line one valid JSON object (python3 -m json.tool), and the same numbers
# as --lines (and the reference), par as table --pbn writes it, analyse's
# changes as trace --lines and trace --cards give them; strings escaped
# (quotes, backslashes, bytes that are not UTF-8); -o FILE and -o -; -j 2;
# --json with --lines refused.
. "$(dirname "$0")/lib.sh"

command -v python3 > /dev/null 2>&1 || skip "python3 not found"

n=6 w=2
[ "$QUICK" = 1 ] && n=3 w=1

# valid FILE: every line of FILE is one JSON object
valid() {
	python3 -m json.tool --json-lines "$1" > /dev/null 2> "$TMP/json.err" ||
		fail "$1: not JSON lines: $(head -3 "$TMP/json.err")"
	python3 -c '
import json, sys
for i, l in enumerate(open(sys.argv[1]), 1):
    if not isinstance(json.loads(l), dict):
        sys.exit("line %d is not an object" % i)
' "$1" || fail "$1: a line is not an object"
}

# to_lines KIND FILE: the --lines form of --json output
to_lines() {
	python3 -c '
import json, sys
kind = sys.argv[1]
for l in open(sys.argv[2]):
    o = json.loads(l)
    if kind == "table":
        t = o["tricks"]
        print(o["deal"] + "|" + " ".join(str(t[s][d]) for s in "SHDCN" for d in range(4)))
    elif kind == "solve":
        print(o["position"] + "|" + " ".join("%s:%d" % (c["card"], c["tricks"]) for c in o["cards"]))
    elif kind == "trace":
        print(o["position"] + "|" + " ".join(str(d) for d in o["course"]))
    elif kind == "cards":
        for p in o["positions"]:
            pre = " ".join(o["played"][:p["played"]]) or "-"
            print("%s|%s|%s|%s|%s" % (o["deal"], o["strain"], o["leader"], pre,
                  " ".join("%s:%d" % (c["card"], c["tricks"]) for c in p["cards"])))
    elif kind == "par":
        print(o["par"]["text"] + "|" + o["par"]["contracts_text"])
' "$1" "$2"
}

# ---- table ------------------------------------------------------------
head -n $n "$REF/tables.txt" > "$TMP/tables"
"$DDPLAY" table --json "$TMP/tables" > "$TMP/table.json" || fail "table --json failed"
valid "$TMP/table.json"
[ "$(wc -l < "$TMP/table.json")" -eq "$n" ] || fail "table --json: not one line a board"
# (against --lines through the reference: t_ref_tables checks that table
# --lines gives these lines of tables.txt back exactly, so they stand for
# its output here instead of solving the deals a second time)
cp "$TMP/tables" "$TMP/table.lines"
to_lines table "$TMP/table.json" > "$TMP/table.back"
compare "$TMP/tables" "$TMP/table.back" "table --json against the reference (table --lines)"
# par: as table --pbn's OptimumScore and ParContract tags
"$DDPLAY" table --pbn "$TMP/tables" > "$TMP/table.pbn" || fail "table --pbn failed"
awk -F'"' '/^\[OptimumScore /{s = $2} /^\[ParContract /{print s "|" $2}' \
	"$TMP/table.pbn" > "$TMP/par.pbn"
to_lines par "$TMP/table.json" > "$TMP/par.json"
compare "$TMP/par.pbn" "$TMP/par.json" "table --json par against table --pbn"
# the structured par contracts say what the text says
python3 -c '
import json, sys
for l in open(sys.argv[1]):
    p = json.loads(l)["par"]
    want = "; ".join("%s %d%s%s%s" % ("".join(c["declarers"]) if len(c["declarers"]) < 2 else
                                       ("NS" if c["declarers"][0] in "NS" else "EW"),
                                       c["level"], c["strain"], "X" if c["doubled"] else "",
                                       "+%d" % c["overtricks"] if c["overtricks"] else
                                       "-%d" % c["undertricks"] if c["undertricks"] else "=")
                     for c in p["contracts"]) or "Pass"
    if want != p["contracts_text"]:
        sys.exit("par contracts %s against %s" % (want, p["contracts_text"]))
' "$TMP/table.json" || fail "table --json: par contracts differ from their text"
# -j 2, -o FILE, -o -: on the first w deals (each run solves them again)
head -n $w "$TMP/tables" > "$TMP/tables.w"
head -n $w "$TMP/table.json" |
	sed "s|\"file\": \"$TMP/tables\"|\"file\": \"$TMP/tables.w\"|" > "$TMP/table.json.w"
head -n $w "$TMP/table.lines" > "$TMP/table.lines.w"
"$DDPLAY" table --json -j 2 "$TMP/tables.w" > "$TMP/table.j2" || fail "table --json -j 2 failed"
cmp -s "$TMP/table.json.w" "$TMP/table.j2" || fail "table --json -j 2 differs from -j 1"
"$DDPLAY" table --json -o "$TMP/table.o" "$TMP/tables.w" > "$TMP/stdout" || fail "table --json -o failed"
cmp -s "$TMP/table.json.w" "$TMP/table.o" || fail "table --json -o FILE differs"
[ -s "$TMP/stdout" ] && fail "table --json -o FILE wrote to standard output"
"$DDPLAY" table --lines -o - "$TMP/tables.w" > "$TMP/table.dash" || fail "table --lines -o - failed"
cmp -s "$TMP/table.lines.w" "$TMP/table.dash" || fail "-o - is not standard output"

# ---- solve ------------------------------------------------------------
head -n $n "$REF/positions.txt" | cut -d'|' -f1-4 > "$TMP/positions"
"$DDPLAY" solve --json "$TMP/positions" > "$TMP/solve.json" || fail "solve --json failed"
valid "$TMP/solve.json"
"$DDPLAY" solve --lines "$TMP/positions" > "$TMP/solve.lines" || fail "solve --lines failed"
to_lines solve "$TMP/solve.json" > "$TMP/solve.back"
compare "$TMP/solve.lines" "$TMP/solve.back" "solve --json against --lines"

# ---- trace, trace --cards -----------------------------------------------
head -n $w "$REF/walks-200.txt" | cut -d'|' -f1-4 > "$TMP/walks"
"$DDPLAY" trace --json "$TMP/walks" > "$TMP/trace.json" || fail "trace --json failed"
valid "$TMP/trace.json"
"$DDPLAY" trace --lines "$TMP/walks" > "$TMP/trace.lines" || fail "trace --lines failed"
to_lines trace "$TMP/trace.json" > "$TMP/trace.back"
compare "$TMP/trace.lines" "$TMP/trace.back" "trace --json against --lines"
# a play cut after 9 cards: the positions before each card and after the last
head -n 1 "$REF/walks-200.txt" | awk -F'|' '{ split($4, c, " "); p = c[1];
	for (i = 2; i <= 9; i++) p = p " " c[i]; print $1 "|" $2 "|" $3 "|" p }' > "$TMP/cut"
"$DDPLAY" trace --cards --json "$TMP/cut" > "$TMP/cards.json" || fail "trace --cards --json failed"
valid "$TMP/cards.json"
"$DDPLAY" trace --cards "$TMP/cut" > "$TMP/cards.lines" || fail "trace --cards failed"
to_lines cards "$TMP/cards.json" > "$TMP/cards.back"
compare "$TMP/cards.lines" "$TMP/cards.back" "trace --cards --json against trace --cards"
[ "$(wc -l < "$TMP/cards.lines")" -eq 10 ] || fail "trace --cards: not 10 positions for 9 cards"

# ---- analyse: a play (the first walk), then a PBN file with a board
# passed out and one without a play, odd characters in a board's name ------
head -n 1 "$REF/walks-200.txt" | cut -d'|' -f1-4 > "$TMP/walk"
deal=$(cut -d'|' -f1 "$TMP/walk")
{
	printf '[Board "2 \\"quoted\\" back\\\\slash \351t\303\251"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
	printf '[Deal "%s"]\n[Contract "Pass"]\n\n' "$deal"
	printf '[Board "3"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "%s"]\n[Declarer "S"]\n[Contract "4S"]\n\n' "$deal"
} > "$TMP/games.pbn"
"$DDPLAY" analyse --json "$TMP/walk" "$TMP/games.pbn" > "$TMP/analyse.json" 2> "$TMP/analyse.err" ||
	{ cat "$TMP/analyse.err"; fail "analyse --json failed"; }
valid "$TMP/analyse.json"
[ "$(wc -l < "$TMP/analyse.json")" -eq 3 ] || fail "analyse --json: not one object a board"
"$DDPLAY" trace --lines "$TMP/walk" > "$TMP/walk.trace" || fail "trace --lines failed"
"$DDPLAY" trace --cards "$TMP/walk" > "$TMP/walk.cards" || fail "trace --cards failed"
python3 -c '
import json, sys
objs = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
course = [int(x) for x in open(sys.argv[2]).readline().split("|")[4].split()]
cards = [l.rstrip("\n").split("|")[4].split() for l in open(sys.argv[3])]
a, p, q = objs
def check(ok, what):
    if not ok:
        sys.exit("analyse --json: " + what)
check(a["status"] == "analysed" and a["complete"], "the play is not analysed whole")
check(a["before_lead"] == course[0] and a["after"] == course[-1], "before/after differ from trace")
want = [(k, course[k + 1] - course[k]) for k in range(len(course) - 1) if course[k + 1] != course[k]]
check(want != [], "the test wants a play with changes")
check([(c["played"], c["change"]) for c in a["changes"]] == want, "changes differ from trace --lines")
for c in a["changes"]:
    sc = [(x.split(":")[0], int(x.split(":")[1])) for x in cards[c["played"]]]
    best = max(t for _, t in sc)
    check(c["right"] == [x for x, t in sc if t == best], "right cards differ from trace --cards")
    check(c["card"] == a["played"][c["played"]] and c["trick"] == c["played"] // 4 + 1, "card or trick")
check(a["lost"] == -sum(c["change"] for c in a["changes"] if c["change"] < 0), "lost")
check(a["given"] == sum(c["change"] for c in a["changes"] if c["change"] > 0), "given")
check(p["board"] == "2 \"quoted\" back\\slash \ufffdt\u00e9", "board name %r" % p["board"])
check(p["status"] == "passed out" and p["contract"] == "Pass", "passed out")
check(q["board"] == "3" and q["status"] == "no play" and q["contract"] == "4S", "no play")
' "$TMP/analyse.json" "$TMP/walk.trace" "$TMP/walk.cards" || fail "analyse --json against trace"

# ---- usage --------------------------------------------------------------
"$DDPLAY" table --json --lines "$TMP/tables" > /dev/null 2> "$TMP/err"
[ $? -eq 2 ] || fail "--json --lines: not a usage error"
grep -qF -- "--json and --lines do not go together" "$TMP/err" || fail "--json --lines: no clear message"
"$DDPLAY" solve -o "$TMP/x" "$TMP/positions" > /dev/null 2> "$TMP/err"
[ $? -eq 2 ] || fail "solve -o FILE without --json: not a usage error"
exit 0

#!/bin/sh
# t_claim_lost.sh - a claim's tricks are charged to a side (src/batch/
# blame.h), in analyse's text and --json and in analyse --summary's
# readable, --lines and --json output: a claim conceding tricks double
# dummy would win to declarer's side, one of too many that the defence
# accepted to the defenders.  The totals add up (the tricks at the lead,
# less those lost, plus those given, are the tricks claimed); the double
# dummy at the claim is `ddplay solve`'s there; the players' counts are
# worked out by hand; --lines' board line ends with the claim's fields
# and what the tricks were scored from, as --json says them.
. "$(dirname "$0")/lib.sh"

PBN=tests/data/claim.pbn
LIN=tests/data/claim-accepted.lin

# --- analyse, text ---------------------------------------------------------
"$DDPLAY" analyse "$PBN" "$LIN" > "$TMP/text" 2> "$TMP/err" ||
	{ cat "$TMP/err"; fail "analyse: exit status $?"; }
# "title before lost given result claimlost claimgiven dd" a board
awk '
	function out() { if (t != "") print t, before, lost, given, result, cl, cg, dd }
	/^(Board|Open) [0-9]*: / { out(); t = $1 $2; sub(/:$/, "", t); cl = cg = 0; dd = "-" }
	/^Result: / { result = $2 }
	/^Double-dummy before the opening lead: / { before = $6 }
	/^The claim: .* declarer.s side lost \(/ { cl = $3; dd = $NF; sub(/\)\.$/, "", dd) }
	/^The claim: .* the defenders gave away \(/ { cg = $3; dd = $NF; sub(/\)\.$/, "", dd) }
	/^Declarer.s side / { lost = $5; given = $NF; sub(/\.$/, "", given) }
	END { out() }' "$TMP/text" > "$TMP/boards"
cat > "$TMP/want" <<END
Board1 9 1 1 9 1 0 10
Board2 9 1 0 8 1 0 9
Board3 9 0 1 10 0 1 9
Board4 9 0 0 9 0 0 -
Open1 9 1 3 11 0 1 10
END
compare "$TMP/want" "$TMP/boards" "analyse: the claims charged"
awk '$2 - $3 + $4 != $5 { print "does not add up: " $0; bad = 1 } END { exit bad }' \
	"$TMP/boards" || fail "analyse: the totals do not add up to the claim"
# (the record's warnings, from formats/audit.c, may be longer)
grep -v '^Warning: ' "$TMP/text" | awk 'length > 78' | grep -q . &&
	fail "analyse: a line wider than 78 columns: $(awk 'length > 78' "$TMP/text")"
grep -qxF "The claim: 1 trick declarer's side lost (9 claimed, double dummy 10)." "$TMP/text" ||
	fail "analyse: board 1's claim: $(grep '^The claim' "$TMP/text")"
grep -qxF "The claim: 1 trick the defenders gave away (10 accepted, double dummy 9)." "$TMP/text" ||
	fail "analyse: board 3's claim: $(grep '^The claim' "$TMP/text")"
echo "analyse: the claims charged, the totals add up"

# --- analyse --json, and double dummy at the claim by ddplay solve ---------
if command -v python3 > /dev/null 2>&1; then
	"$DDPLAY" analyse --json "$PBN" "$LIN" > "$TMP/json" ||
		fail "analyse --json: exit status $?"
	python3 - "$TMP/json" "$TMP/boards" > "$TMP/jcheck" <<'END' ||
import json, sys
want = {}
for line in open(sys.argv[2]):
    f = line.split()
    want[f[0]] = f
bad = 0
for line in open(sys.argv[1]):
    a = json.loads(line)
    t = a["board"].replace(" ", "")
    t = t if t.startswith("Open") else "Board" + t
    lost = -sum(c["change"] for c in a["changes"] if c["change"] < 0)
    given = sum(c["change"] for c in a["changes"] if c["change"] > 0)
    w = want[t]
    got = [t, a["before_lead"], a["lost"], a["given"], a["result"],
           a["claim_lost"], a["claim_given"]]
    if [str(x) for x in got] != w[:7]:
        print("json %s: %s, text %s" % (t, got, w)); bad = 1
    if a["lost"] != lost + a["claim_lost"] or a["given"] != given + a["claim_given"]:
        print("json %s: lost/given are not the changes' and the claim's" % t); bad = 1
    if a["before_lead"] - a["lost"] + a["given"] != a["result"]:
        print("json %s: does not add up" % t); bad = 1
    # the position of the claim, for ddplay solve
    print("pos %s %s %s" % (t, w[7], a["position"]))
sys.exit(bad)
END
		{ cat "$TMP/jcheck"; fail "analyse --json: the claims"; }
	# double dummy at the claim: ddplay solve there, the tricks won
	# and the best card's
	: > "$TMP/solved"
	grep '^pos ' "$TMP/jcheck" > "$TMP/pos"
	while read -r _ t dd pos; do
		[ "$dd" = - ] && continue
		echo "$pos" | "$DDPLAY" solve --json > "$TMP/solve" ||
			fail "solve $t: exit status $?"
		got=$(python3 -c '
import json, sys
s = json.load(open(sys.argv[1]))
# declarer: the leader'"'"'s right
decl = "NESW"[("NESW".index(s["leader"]) + 3) % 4]
side = "NS" if decl in "NS" else "EW"
won = s["tricks_won"]
left = 13 - won["NS"] - won["EW"]
best = max(c["tricks"] for c in s["cards"])
mine = s["to_play"] in side
print(won[side] + (best if mine else left - best))' "$TMP/solve")
		[ "$got" = "$dd" ] ||
			fail "$t: double dummy at the claim $dd, ddplay solve $got ($pos)"
		echo "$t $got" >> "$TMP/solved"
	done < "$TMP/pos"
	[ "$(wc -l < "$TMP/solved")" -eq 4 ] || fail "solve: not four claims checked"
	echo "analyse --json: the same counts; double dummy at each claim is ddplay solve's"
fi

# --- analyse --summary -----------------------------------------------------
"$DDPLAY" analyse --summary --lines "$PBN" "$LIN" > "$TMP/sum" ||
	fail "analyse --summary --lines: exit status $?"
# the boards: declarer lost, defence lost, lead lost, then the claim's
# (declarer's, the defence's) and where the tricks come from, last
cat > "$TMP/want" <<END
board|Open 1|3NT by North|11|1|2|1|460|420|0|1|result
board|Board 1|4S by South|9|1|1|0|-100|600|1|0|result
board|Board 2|4S by South|8|1|0|0|-200|600|1|0|result
board|Board 3|4S by South|10|0|1|0|620|600|0|1|result
board|Board 4|4S by South|9|0|0|0|-100|600|0|0|result
END
grep '^board|' "$TMP/sum" > "$TMP/got"
compare "$TMP/want" "$TMP/got" "summary --lines: the boards, the claims counted, ranked"
# each board's lost and given (lead included) as analyse says them
awk -F'|' '$1 == "board" { t = $2; sub(/ /, "", t); print t, $5, $6 + $7 }' "$TMP/sum" |
	sort > "$TMP/got"
awk '{ print $1, $3, $4 }' "$TMP/boards" | sort > "$TMP/want"
compare "$TMP/want" "$TMP/got" "summary boards against analyse"
# the players: the declarer's claims his, a claim accepted each
# defender's (Eve's and Wendy's on board 3 and Open 1), their
# partnership's once
cat > "$TMP/want" <<END
pair|Alice & Bob|5|5|3|0|0|0|0|0
pair|Eve & Wendy|5|0|0|0|5|4|5|1
player|Alice|5|1|1|4|0|0|0|0
player|Bob|5|4|2|1|0|0|0|0
player|Eve|5|0|0|0|5|3|1|1
player|Wendy|5|0|0|0|5|3|4|0
END
grep -E '^(player|pair)\|' "$TMP/sum" | sort > "$TMP/got"
compare "$TMP/want" "$TMP/got" "summary --lines: the players and partnerships"
# readable: the claim beside the side's lost, the lines within 78 columns
# but for the warnings (as long as analyse's)
"$DDPLAY" analyse --summary "$PBN" "$LIN" > "$TMP/readable" ||
	fail "analyse --summary: exit status $?"
grep -A1 '^Board 1 ' "$TMP/readable" | grep -qx '  *lost: declarer 1 (the claim: 1), defence 1, lead 0' ||
	fail "readable: board 1: $(grep -A1 '^Board 1 ' "$TMP/readable")"
grep -A1 '^Board 3 ' "$TMP/readable" | grep -qx '  *lost: declarer 0, defence 1 (the claim: 1), lead 0' ||
	fail "readable: board 3: $(grep -A1 '^Board 3 ' "$TMP/readable")"
grep -q '^Bob  *5  *4  *2  *0  *0  *0  *0  *0.40$' "$TMP/readable" ||
	fail "readable: Bob's line: $(grep '^Bob' "$TMP/readable")"
grep -v 'warning:' "$TMP/readable" | awk 'length > 78' | grep -q . &&
	fail "readable: wider than 78 columns"
# --json: the same boards, the claim's fields and scored_from
if command -v python3 > /dev/null 2>&1; then
	"$DDPLAY" analyse --summary --json "$PBN" "$LIN" > "$TMP/sj" ||
		fail "analyse --summary --json: exit status $?"
	python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
for b in d["boards"]:
    print("board|%s|%s|%d|%d|%d|%d|%d|%d|%d|%d|%s" % (b["board"], b["contract"],
          b["tricks"], b["declarer_lost"], b["defence_lost"], b["lead_lost"],
          b["score"], b["par"], b["declarer_claim_lost"],
          b["defence_claim_lost"], b["scored_from"]))
for p in d["players"] + d["partnerships"]:
    print("claim|%s|%d" % (p["name"], p["claim_lost"]))
' "$TMP/sj" > "$TMP/jlines" || fail "summary --json is not JSON"
	grep '^board|' "$TMP/sum" > "$TMP/want"
	grep '^board|' "$TMP/jlines" > "$TMP/got"
	compare "$TMP/want" "$TMP/got" "summary --json against --lines"
	grep '^claim|' "$TMP/jlines" | sort > "$TMP/got"
	printf 'claim|Alice & Bob|2\nclaim|Alice|0\nclaim|Bob|2\nclaim|Eve & Wendy|2\nclaim|Eve|2\nclaim|Wendy|2\n' |
		sort > "$TMP/want"
	compare "$TMP/want" "$TMP/got" "summary --json: the players' claim_lost"
fi
# scored_from, the last field: "double dummy" where no result is known
# (a play cut short without a Result: no claim either)
sed '/^\[Result /d' "$PBN" > "$TMP/nores.pbn"
"$DDPLAY" analyse --summary --lines "$TMP/nores.pbn" > "$TMP/nores" ||
	fail "no Result: exit status $?"
[ "$(awk -F'|' '$1 == "board" && $NF == "double dummy" && $(NF - 1) == 0 && $(NF - 2) == 0' "$TMP/nores" | wc -l)" -eq 4 ] ||
	fail "no Result: not scored from double dummy, or a claim counted: $(cat "$TMP/nores")"
echo "analyse --summary: the claims counted for the boards and the players"
exit 0

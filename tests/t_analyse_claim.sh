#!/bin/sh
# A PBN play cut short with its Result is a claim for analyse as it is
# for the screen (docs/ui.md: "a PBN play cut short with its Result")
# and for the check of the claim: "Result: ... (claimed)" and, with
# --json, "claimed": true, as for LIN's mc| (it said neither).  A play
# of 52 cards is no claim.
. "$(dirname "$0")/lib.sh"

D='N:A86.Q8542.4.9764 42.AT73.T953.A85 QJ975.J.AKQJ.KJ3 KT3.K96.8762.QT2'
cat > "$TMP/claim.pbn" <<END
[Event "Club"]
[Board "1"]
[Deal "$D"]
[Declarer "S"]
[Contract "4S"]
[Result "10"]
[Play "W"]
CT C4 C8 CJ
*
END
"$DDPLAY" analyse "$TMP/claim.pbn" > "$TMP/out" 2>&1 || fail "analyse: $(cat "$TMP/out")"
grep -qxF "Result: 10 tricks, made (claimed)." "$TMP/out" ||
	{ cat "$TMP/out"; fail "text: the claim not said"; }
grep -q "^Warning: claim of 10" "$TMP/out" || fail "text: the claim not checked"
"$DDPLAY" analyse --json "$TMP/claim.pbn" > "$TMP/json" 2>&1 || fail "analyse --json"
grep -qF '"claimed": true' "$TMP/json" || { cat "$TMP/json"; fail "json: claimed not true"; }
# 52 cards: no claim
"$DDPLAY" analyse tests/data/pbn/example.pbn > "$TMP/out" 2>&1
grep '^Result:' "$TMP/out" | grep -q 'claimed' && fail "a whole play said claimed"
echo "a PBN play cut short with its Result is said claimed"

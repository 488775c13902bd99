#!/bin/sh
# Every place that deals a position's layouts from a board's auction
# leaves out, when no layout fits it, only the first call whose spec,
# left out alone, lets the others hold (src/sim/sdauction.c), as `ddplay
# sd` does when dealing (t_auction_review): `ddplay analyse --sd` (text
# and --json) and `ddplay sd --deals FILE` here, the analyser's :sd and
# x in t_ui_sd_drop_call.  They used to drop the whole auction ("[auction
# not used here]", "auction_dropped": true, "its auction is not used").
#
# tests/data/ui/sd-unfit.pbn: West's 2H (hcp 10-16) and East's 3H (6-10)
# need 43 points with the 27 seen from card 1 on; 2H is left out, 3H kept.
. "$(dirname "$0")/lib.sh"

PBN=tests/data/ui/sd-unfit.pbn
CALL="2H by West (overcall, hearts 5+, hcp 10-16: with the other calls it cannot hold with the cards seen)"
flat() { tr '\n' ' ' | sed 's/  */ /g'; }

# --- analyse --sd: each decision says the call not used there ---
"$DDPLAY" analyse --sd --deals 8 --seed 1 -j 1 "$PBN" > "$TMP/o" 2> "$TMP/e" ||
	{ st=$?; cat "$TMP/e"; fail "analyse --sd: exit status $st"; }
n=$(awk '/^Single dummy/ { on = 1 } on && /^  trick / { n++ } END { print n + 0 }' "$TMP/o")
[ "$n" -ge 2 ] || fail "analyse --sd: no decision: $(cat "$TMP/o")"
grep -q "auction not used here" "$TMP/o" &&
	fail "analyse --sd: the whole auction left out: $(cat "$TMP/o")"
[ "$(flat < "$TMP/o" | grep -oF "[not used here: $CALL]" | wc -l)" -eq "$n" ] ||
	fail "analyse --sd: not every decision names 2H left out: $(cat "$TMP/o")"
awk 'length($0) > 80 { exit 1 }' "$TMP/o" || fail "analyse --sd: a line over 80 columns"
echo "analyse --sd: the call left out named at each decision"

"$DDPLAY" analyse --sd --json --deals 8 --seed 1 -j 1 "$PBN" > "$TMP/j" 2> "$TMP/e" ||
	{ st=$?; cat "$TMP/e"; fail "analyse --sd --json: exit status $st"; }
grep -q '"auction_dropped": true' "$TMP/j" && fail "analyse --sd --json: auction_dropped true"
[ "$(grep -o "\"auction_dropped\": false, \"auction_not_used\": \"$CALL\"" "$TMP/j" | wc -l)" -eq "$n" ] ||
	fail "analyse --sd --json: auction_not_used: $(cat "$TMP/j")"
echo "analyse --sd --json: auction_not_used"

# --- where the auction fits: null, nothing said ---
"$DDPLAY" analyse --sd --json --deals 4 --seed 1 -j 1 tests/data/analyse-sd-safety.pbn > "$TMP/j" 2> "$TMP/e" ||
	{ st=$?; cat "$TMP/e"; fail "analyse --sd --json, an auction that fits: exit status $st"; }
grep -q '"auction_not_used": null' "$TMP/j" && ! grep -q '"auction_not_used": "' "$TMP/j" ||
	fail "analyse --sd --json, nothing left out: $(cat "$TMP/j")"
echo "analyse --sd --json: null where nothing is left out"

# --- sd --deals FILE: none of its layouts fits the auction ---
"$DDPLAY" sd --card 4 --deals 12 --seed 1 --no-auction --deal-only "$PBN" > "$TMP/lay" 2> /dev/null ||
	fail "sd --deal-only: exit status $?"
"$DDPLAY" sd --card 4 -j 1 --deals "$TMP/lay" "$PBN" > "$TMP/o" 2> "$TMP/e" ||
	{ st=$?; cat "$TMP/e"; fail "sd --deals FILE: exit status $st"; }
grep -qx "$PBN:9: board 1: 2H by West (hearts 5+, hcp 10-16) is not used: with the board's other calls and the cards seen, no layout of $TMP/lay fits the constraints" "$TMP/e" ||
	fail "sd --deals FILE: the notice: $(cat "$TMP/e")"
flat < "$TMP/o" | grep -qF "Auction: 3H by East (hearts 3+, hcp 6-10); not used:" &&
	flat < "$TMP/o" | grep -qF "$CALL" &&
	grep -q '^East: hearts 3+, hcp 6-10$' "$TMP/o" && ! grep -q '^West:' "$TMP/o" ||
	fail "sd --deals FILE: the output: $(cat "$TMP/o")"
"$DDPLAY" sd --card 4 -j 1 --json --deals "$TMP/lay" "$PBN" > "$TMP/j" 2> /dev/null ||
	fail "sd --deals FILE --json: exit status $?"
grep -qF "\"auction\":\"3H by East (hearts 3+, hcp 6-10); not used:" "$TMP/j" &&
	grep -qF "$CALL" "$TMP/j" && grep -q '"auction_dropped":false' "$TMP/j" ||
	fail "sd --deals FILE --json: $(cat "$TMP/j")"
echo "sd --deals FILE: the call left out, said as when dealing"
exit 0

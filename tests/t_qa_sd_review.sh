#!/bin/sh
# What a review of sd found (2026-11-28), each checked through the
# program:
# - sd --lines says "used" only for an auction whose calls constrain the
#   hidden hands: "-" for a board's auction that cannot be read (a bid
#   not above the one before), "used" for a good one;
# - --deals FILE on a board whose auction no layout of the file fits:
#   "restricted_choice" stays "none" (layouts read are never weighed);
# - a non-string element of a --deals FILE's JSON "deals" is said once,
#   not once a character;
# - analyse on an auction with a bid not above the one before says so,
#   not that it ends in another contract.
. "$(dirname "$0")/lib.sh"

PBN=tests/data/analyse-sd-unlucky.pbn
sed 's/^1NT Pass 3NT Pass$/1NT Pass 1C Pass/' "$PBN" > "$TMP/bad.pbn"
grep -q '^1NT Pass 1C Pass$' "$TMP/bad.pbn" || fail "the bad auction was not made"

"$DDPLAY" sd --deals 4 --seed 1 -j 1 --lines "$PBN" > "$TMP/good" 2>&1 ||
	fail "sd --lines: exit status $?"
head -n 1 "$TMP/good" | grep -q '|used$' ||
	fail "a good auction not said used: $(head -n 1 "$TMP/good")"
"$DDPLAY" sd --deals 4 --seed 1 -j 1 --lines "$TMP/bad.pbn" > "$TMP/bad" 2> "$TMP/bad.err" ||
	fail "sd --lines on the bad auction: exit status $?"
grep -q "its auction is not used: call 3, '1C': 1C is not above 1NT" "$TMP/bad.err" ||
	{ cat "$TMP/bad.err"; fail "the bad auction's notice"; }
head -n 1 "$TMP/bad" | grep -q '|-$' ||
	fail "an auction not read said used: $(head -n 1 "$TMP/bad")"

# layouts where South has at most 10 HCP: the board's 1NT (15-17) fits
# none of them, so it is left out (the auction's first call that, left
# out alone, lets the others hold: here its only one that constrains a
# hidden hand; before t_auction_drop_all, the whole auction)
"$DDPLAY" sd --card 2 --seed 1 --deals 5 --no-auction --south 'hcp 0-10' \
	--deal-only "$PBN" > "$TMP/low.lay" || fail "--deal-only: exit status $?"
"$DDPLAY" sd --card 2 -j 1 --deals "$TMP/low.lay" --json "$PBN" \
	> "$TMP/low.json" 2> "$TMP/low.err" || fail "--deals FILE: exit status $?"
grep -q '"auction":"no call used; not used: 1NT by South (1NT opening, hcp 15-17, balanced: with the other calls it cannot hold with the cards seen).*"auction_dropped":false' "$TMP/low.json" ||
	fail "the board's 1NT not left out: $(head -c 600 "$TMP/low.json")"
grep -q '"restricted_choice":"none"' "$TMP/low.json" ||
	fail "layouts read said weighed: $(grep -o '"restricted_choice":"[a-z]*"' "$TMP/low.json")"

# the JSON of --show-deals with four elements that are no deal before
"$DDPLAY" sd --card 2 --seed 1 --deals 3 --json --show-deals "$PBN" > "$TMP/j.json" ||
	fail "--json --show-deals: exit status $?"
sed 's/"deals":\[/"deals":[12, true, null, -3.5e2, /' "$TMP/j.json" > "$TMP/j2.json"
grep -q '"deals":\[12, true' "$TMP/j2.json" || fail "the JSON was not changed"
"$DDPLAY" sd --card 2 -j 1 --deals "$TMP/j2.json" "$PBN" > "$TMP/j2.out" 2> "$TMP/j2.err"
n=$(grep -c 'an element of "deals" that is not a deal' "$TMP/j2.err")
[ "$n" = 4 ] || { cat "$TMP/j2.err"; fail "$n messages for 4 elements that are no deal"; }
grep -q '^3 layouts of ' "$TMP/j2.out" || fail "the three deals not read: $(head -n 5 "$TMP/j2.out")"

"$DDPLAY" analyse "$TMP/bad.pbn" > "$TMP/analyse" 2>&1 || fail "analyse: exit status $?"
grep -q 'Warning: the auction is not legal: 1C (call 3) is not above 1NT' "$TMP/analyse" ||
	{ cat "$TMP/analyse"; fail "analyse: no word of the illegal auction"; }
grep -q 'the auction ends in' "$TMP/analyse" &&
	fail "analyse: an illegal auction said to end in a contract"
echo "sd --lines, --deals FILE and analyse as the review asked"

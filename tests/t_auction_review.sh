#!/bin/sh
# What a review of the auction as constraints found (2026-11-28), each
# checked through the program (the table's rows themselves: unit_auction):
# - a high opening in fourth seat is sound, not a weak two or a preempt;
# - a balancing call (the opening, pass, pass) is about three points
#   lighter than the same call just after the opening;
# - 3NT over 1NT denies a four-card major, as 2NT does;
# - sd: one call of a board's auction that cannot hold with the cards seen
#   is left out alone (the first whose spec left out lets the rest hold),
#   said at the auction's line, the other calls kept; a user's spec that
#   cannot hold with the board's auction is refused (as lead refuses one
#   with --auction), one message;
# - sd refuses at once, by arithmetic, a spec that cannot hold (lead's
#   check, shared): no million layouts tried first;
# - --help says the million that the first layout is looked for in;
# - --deal-only says which calls were used, on standard error.
. "$(dirname "$0")/lib.sh"

H=K32.Q974.QT2.Q84
flat() { tr '\n' ' ' | sed 's/  */ /g'; }
lead1() {
	"$DDPLAY" lead --deals 1 --seed 1 -j 1 "$@" | flat
}

# --- the seat of a high opening ---
lead1 --hand "N:$H" --auction 'P P P 2S AP' --dealer N > "$TMP/o"
grep -qF "2S by West (spades 6, hcp 11-15)" "$TMP/o" ||
	fail "fourth seat 2S: $(cat "$TMP/o")"
lead1 --hand "N:$H" --auction 'P P P 3C AP' --dealer N > "$TMP/o"
grep -qF "3C by West (clubs 7+, hcp 11-15)" "$TMP/o" ||
	fail "fourth seat 3C: $(cat "$TMP/o")"
lead1 --hand "N:$H" --auction 'P P 2S AP' --dealer E > "$TMP/o"
grep -qF "2S by West (spades 5-7, hcp 4-11)" "$TMP/o" ||
	fail "third seat 2S: $(cat "$TMP/o")"
echo "the seat of a high opening: fourth sound, third looser"

# --- the balancing seat ---
lead1 --hand "S:$H" --auction '1H P P X P 2S AP' --dealer N > "$TMP/o"
grep -qF "X by West (hcp 8+, hearts 3- or hcp 14+)" "$TMP/o" ||
	fail "balancing double: $(cat "$TMP/o")"
lead1 --hand "N:$H" --auction '1S P P 2H AP' --dealer N > "$TMP/o"
grep -qF "2H by West (hearts 5+, hcp 8-14)" "$TMP/o" ||
	fail "balancing 2H: $(cat "$TMP/o")"
echo "the balancing seat: three points lighter"

# --- 3NT over 1NT ---
lead1 --hand "W:$H" --auction '1N P 3N AP' --dealer S > "$TMP/o"
grep -qF "3NT by North (hcp 10-15, spades 3-, hearts 3-)" "$TMP/o" ||
	fail "1NT 3NT: $(cat "$TMP/o")"
echo "3NT over 1NT: no four-card major"

# --- a board's auction with one call that cannot hold ---
cat > "$TMP/b1.pbn" <<'PBN'
[Event "review"]
[Board "1"]
[Dealer "S"]
[Vulnerable "None"]
[Deal "N:964.2.AK976.JT43 7.KT865.J543.952 AQJ85.AJ.8.AK876 KT32.Q9743.QT2.Q"]
[Declarer "S"]
[Contract "4S"]
[Auction "S"]
1S Pass 2S Pass
4S Pass Pass Pass
[Play "W"]
CQ C3 C2 CA
S2 S9 S7 S5
SK S4 D3 SJ
*
PBN
sed 's/^1S Pass 2S Pass$/1S 2H 2S 3H/; s/^4S Pass Pass Pass$/3S Pass 4S Pass/; s/^\[Play "W"\]$/Pass Pass\n[Play "W"]/' \
	"$TMP/b1.pbn" > "$TMP/long.pbn"
grep -q '^1S 2H 2S 3H$' "$TMP/long.pbn" || fail "the long auction was not made"
# West's 2H (hcp 10-16; West holds 9) and East's raise (6-10) need 43
# points with the 27 seen: the first call whose spec left out lets the
# rest hold is West's; East's raise is kept
"$DDPLAY" sd --card 4 --deals 5 --seed 1 -j 1 "$TMP/long.pbn" > "$TMP/o" 2> "$TMP/e" ||
	{ st=$?; cat "$TMP/e"; fail "sd, one call that cannot hold: exit status $st"; }
grep -qx "$TMP/long.pbn:9: board 1: 2H by West (hearts 5+, hcp 10-16) is not used: with the board's other calls and the cards seen, impossible: the hands seen, the cards played and the constraints need at least 43 points, and there are 40" "$TMP/e" ||
	fail "one call left out: the notice: $(cat "$TMP/e")"
flat < "$TMP/o" > "$TMP/of"
grep -qF "Auction: 3H by East (hearts 3+, hcp 6-10); not used:" "$TMP/of" &&
	grep -qF "2H by West (overcall, hearts 5+, hcp 10-16: with the other calls it cannot hold with the cards seen)" "$TMP/of" &&
	grep -q '^East: hearts 3+, hcp 6-10$' "$TMP/o" && ! grep -q '^West:' "$TMP/o" ||
	fail "one call left out: the output: $(cat "$TMP/o")"
echo "a board's call that cannot hold: it alone left out, said"

# the user's spec against the board's auction (South's 16+ and East's 8+
# need 41): refused, one message at the auction's line, naming both
"$DDPLAY" sd --card 12 --deals 5 --seed 1 -j 1 --east 'hcp 8+' "$TMP/b1.pbn" > "$TMP/o" 2> "$TMP/e" &&
	fail "sd --east against the board's auction: exit status 0"
[ "$(wc -l < "$TMP/e")" -eq 1 ] || fail "more than one message: $(cat "$TMP/e")"
grep -q "^$TMP/b1.pbn:9: board 1: impossible: the hands seen, the cards played and the constraints need at least 41 points, and there are 40 (East 'hcp 8+' from --east; South '.*hcp 16+' from the board's auction): the constraints given cannot hold with the board's auction" "$TMP/e" ||
	fail "sd --east against the board's auction: $(cat "$TMP/e")"
[ -s "$TMP/o" ] && fail "sd --east against the board's auction: printed $(cat "$TMP/o")"
# lead the same, with --auction
"$DDPLAY" lead --hand W:KT32.Q9743.QT2.Q --auction '1S P 2S P 4S AP' --dealer S \
	--east 'hcp 9+' --north 'hcp 10' --deals 5 --seed 1 -j 1 > "$TMP/o" 2> "$TMP/e" &&
	fail "lead --east against the auction: exit status 0"
grep -q "^ddplay lead: impossible: the leader's hand and the constraints need at least 44 points" "$TMP/e" ||
	fail "lead --east against the auction: $(cat "$TMP/e")"
echo "a user's spec that cannot hold with the auction: refused, sd as lead"

# lead FILE the same: a board's auction that cannot hold with the
# leader's hand (West's 19 points, South's 1NT and North's 3NT: 44) loses
# its first call that, left out alone, lets the rest hold (South's 1NT);
# a user's spec against the board's auction is refused at its line
cat > "$TMP/nt.pbn" <<'PBN'
[Event "review"]
[Board "2"]
[Dealer "S"]
[Vulnerable "None"]
[Deal "N:T98.JT9.AKQ.AKQJ 765.8765.JT9.T98 432.432.8765.765 AKQJ.AKQ.432.432"]
[Declarer "S"]
[Contract "3NT"]
[Auction "S"]
1NT Pass 3NT Pass
Pass Pass
*
PBN
"$DDPLAY" lead --deals 3 --seed 1 -j 1 "$TMP/nt.pbn" > "$TMP/o" 2> "$TMP/e" ||
	{ st=$?; cat "$TMP/e"; fail "lead FILE, one call that cannot hold: exit status $st"; }
grep -qx "$TMP/nt.pbn:9: board 2: 1NT by South (hcp 15-17, balanced) is not used: with the board's other calls and the leader's hand, impossible: the leader's hand and the constraints need at least 44 points, and there are 40" "$TMP/e" ||
	fail "lead FILE, one call left out: the notice: $(cat "$TMP/e")"
flat < "$TMP/o" | grep -qF "Auction: 3NT by North (hcp 10-15, spades 3-, hearts 3-); not used: 1NT by South (1NT opening, hcp 15-17, balanced: with the other calls it cannot hold with the leader's hand)" &&
	grep -q '^North: hcp 10-15, spades 3-, hearts 3-$' "$TMP/o" && ! grep -q '^South:' "$TMP/o" ||
	fail "lead FILE, one call left out: the output: $(cat "$TMP/o")"
"$DDPLAY" lead --deals 3 --seed 1 -j 1 --east 'hcp 15+' "$TMP/b1.pbn" > "$TMP/o" 2> "$TMP/e" &&
	fail "lead FILE --east against the board's auction: exit status 0"
[ "$(wc -l < "$TMP/e")" -eq 1 ] || fail "lead FILE --east: more than one message: $(cat "$TMP/e")"
grep -q "^$TMP/b1.pbn:9: board 1: impossible: the leader's hand and the constraints need at least 46 points, and there are 40 (.*East 'hcp 15+' from --east; South '.*hcp 16+' from the board's auction): the constraints given cannot hold with the board's auction" "$TMP/e" ||
	fail "lead FILE --east against the board's auction: $(cat "$TMP/e")"
# no one call enough (West's 33 points: North's 10 alone and South's 15
# alone are too many): the whole auction left out, said on the Auction
# line as sd says it
sed 's/^\[Deal .*/[Deal "N:T98.T98.JT9.KQJT 765.765.8765.987 432.432.432.6543 AKQJ.AKQJ.AKQ.A2"]/' \
	"$TMP/nt.pbn" > "$TMP/nt2.pbn"
"$DDPLAY" lead --deals 3 --seed 1 -j 1 "$TMP/nt2.pbn" > "$TMP/o" 2> "$TMP/e" ||
	{ st=$?; cat "$TMP/e"; fail "lead FILE, no one call enough: exit status $st"; }
grep -q "^$TMP/nt2.pbn:9: board 2: impossible: North can hold at most 7 points .*: its auction is not used (--no-auction does the same)$" "$TMP/e" ||
	fail "lead FILE, the whole auction left out: the notice: $(cat "$TMP/e")"
flat < "$TMP/o" | grep -q "Auction: not used: impossible: North can hold at most 7 points .*; the layouts are dealt without it\. 3 layouts dealt" ||
	fail "lead FILE, the whole auction left out: the output: $(cat "$TMP/o")"
echo "lead FILE: the same"

# --- the arithmetic, at once, and one message ---
for auc in --no-auction ''; do
	start=$(date +%s)
	# shellcheck disable=SC2086
	"$DDPLAY" sd --card 12 --deals 5 --seed 1 -j 1 $auc --east 'hcp 14+, hearts 6+' \
		"$TMP/b1.pbn" > "$TMP/o" 2> "$TMP/e" && fail "sd East 14+ ($auc): exit status 0"
	[ $(($(date +%s) - start)) -le 2 ] || fail "sd East 14+ ($auc): not at once"
	[ "$(wc -l < "$TMP/e")" -eq 1 ] || fail "sd East 14+ ($auc): $(cat "$TMP/e")"
	grep -qx "$TMP/b1.pbn:1: board 1: impossible: East can hold at most 12 points (of the cards it can still get), its constraints need at least 14 (East 'hcp 14+, hearts 6+' from --east)" "$TMP/e" ||
		fail "sd East 14+ ($auc): $(cat "$TMP/e")"
done
echo "sd: the arithmetic refuses at once, one message"

# --- --help ---
for cmd in sd lead; do
	"$DDPLAY" $cmd --help | tr '\n' ' ' | sed 's/  */ /g' |
		grep -q -- "--tries N give up dealing after N layouts tried (default 20000000), or after 1000000 without one that fits" ||
		fail "$cmd --help: --tries"
done
echo "--help: the first million"

# --- --deal-only says the calls used ---
"$DDPLAY" sd --card 4 --deals 2 --seed 1 --deal-only "$TMP/long.pbn" > "$TMP/o" 2> "$TMP/e" ||
	fail "sd --deal-only: exit status $?"
grep -q "^$TMP/long.pbn:1: board 1: Auction: 3H by East (hearts 3+, hcp 6-10); not used: " "$TMP/e" ||
	fail "sd --deal-only: no Auction line: $(cat "$TMP/e")"
[ "$(wc -l < "$TMP/o")" -eq 2 ] && ! grep -q Auction "$TMP/o" ||
	fail "sd --deal-only: the layouts: $(cat "$TMP/o")"
"$DDPLAY" lead --hand W:KT32.Q9743.QT2.Q --auction '1S P 2S P 4S AP' --dealer S \
	--deals 2 --seed 1 --deal-only > "$TMP/o" 2> "$TMP/e" || fail "lead --deal-only: exit status $?"
grep -q "^ddplay lead: Auction: 1S by South (hcp 11-21, spades 5+, hearts 5- or spades 6+); 2S by North (spades 3+, hcp 6-10); 4S by South (hcp 16+); not used: " "$TMP/e" ||
	fail "lead --deal-only: no Auction line: $(cat "$TMP/e")"
[ "$(wc -l < "$TMP/o")" -eq 2 ] || fail "lead --deal-only: the layouts: $(cat "$TMP/o")"
echo "--deal-only: the calls used on standard error"

#!/bin/sh
# t_auction.sh - ddplay lead --auction: the layouts dealt fit the specs
# the auction gives each hand (docs/auction.md's table, checked here by
# awk on every layout), the output names the calls used and those not
# used, the user's specs add to the auction's or replace them ('='), the
# contract and declarer come from the auction, and bad auctions are
# refused with a clear message.
. "$(dirname "$0")/lib.sh"

H4S='W:KT32.Q9743.QT2.Q'
HE='E:A2.AKJ85.K73.Q92'
N=300
[ "$QUICK" = 1 ] && N=60

# fits LAYOUTS SEAT HAND CONDITION: every layout (N:hand hand hand hand)
# keeps the leader's HAND (its seat first) and SEAT's hand fits
# CONDITION, an awk expression over h with hcp(h), len(h, suit: 1 spades
# .. 4 clubs) and bal(h).
fits() {
	awk -v seat="$2" -v leader="$3" '
	function hcp(h,   i, c, n) {
		n = 0
		for (i = 1; i <= length(h); i++) {
			c = substr(h, i, 1)
			if (c == "A") n += 4
			else if (c == "K") n += 3
			else if (c == "Q") n += 2
			else if (c == "J") n += 1
		}
		return n
	}
	function len(h, s,   p) { split(h, p, "."); return length(p[s]) }
	function bal(h,   i, l, short, two) {
		short = 0; two = 0
		for (i = 1; i <= 4; i++) {
			l = len(h, i)
			if (l < 2 || l > 5) return 0
			two += l == 2
		}
		return two <= 1
	}
	{
		sub(/^N:/, ""); split($0, hands, " ")
		ls = substr(leader, 1, 1)
		if (hands[index("NESW", ls)] != substr(leader, 3)) {
			print "line " NR ": the leader holds " \
			      hands[index("NESW", ls)]; bad++
		}
		h = hands[index("NESW", seat)]
		if (!('"$4"')) { print "line " NR ": " seat " " h; bad++ }
		n++
	}
	END { exit bad > 0 || n == 0 }' "$1" ||
		fail "layouts of $1: $2 breaks $4"
}

# --- docs/auction.md's example: 1S P 2S P 4S AP, South dealing ---
"$DDPLAY" lead --hand "$H4S" --auction '1S P 2S P 4S AP' --dealer S \
	--deals $N --seed 3 --deal-only > "$TMP/4s" ||
	fail "dealing for 1S P 2S P 4S failed"
[ "$(wc -l < "$TMP/4s")" -eq $N ] || fail "not $N layouts"
# South's 4S after the single raise shows the values for game (it was
# any opening, 11-21: the doc's 4S then went down three times in four)
fits "$TMP/4s" S "$H4S" 'hcp(h) >= 16 && hcp(h) <= 21 && len(h, 1) >= 5'
fits "$TMP/4s" N "$H4S" 'len(h, 1) >= 3 && hcp(h) >= 6 && hcp(h) <= 10'
# the same without --dealer: found from the declarer, West's right
"$DDPLAY" lead --hand "$H4S" --auction '1S P 2S P 4S AP' \
	--deals $N --seed 3 --deal-only > "$TMP/4s-again" ||
	fail "dealing without --dealer failed"
cmp -s "$TMP/4s" "$TMP/4s-again" || fail "the dealer found differs"
echo "1S P 2S P 4S: every layout fits"
"$DDPLAY" lead --hand "$H4S" --auction '1N P 3N P P P' --dealer S \
	--deals $N --seed 7 --deal-only > "$TMP/3n" ||
	fail "dealing for 1N P 3N failed"
fits "$TMP/3n" S "$H4S" 'hcp(h) >= 15 && hcp(h) <= 17 && bal(h)'
fits "$TMP/3n" N "$H4S" 'hcp(h) >= 10 && hcp(h) <= 15'
echo "1N P 3N: every layout fits"
# the 1NT opener who accepts the 2NT invitation has a maximum (the
# table gave the 3NT nothing: 15-17)
"$DDPLAY" lead --hand "$H4S" --auction '1N P 2N P 3N AP' --dealer S \
	--deals $N --seed 7 --deal-only > "$TMP/2n3n" ||
	fail "dealing for 1N P 2N P 3N failed"
fits "$TMP/2n3n" S "$H4S" 'hcp(h) >= 16 && hcp(h) <= 17 && bal(h)'
fits "$TMP/2n3n" N "$H4S" 'hcp(h) >= 8 && hcp(h) <= 9'
echo "1N P 2N P 3N: every layout fits"

# --- passes that cap, a takeout double (alternatives), a raise ---
# West deals: P P 1H X 2H 2S AP; 2S by North, East leads
"$DDPLAY" lead --hand "$HE" --auction 'P P 1H X 2H 2S AP' --dealer W \
	--deals $N --seed 4 --deal-only > "$TMP/x" ||
	fail "dealing for P P 1H X 2H 2S failed"
fits "$TMP/x" W "$HE" 'len(h, 2) >= 3 && hcp(h) >= 6 && hcp(h) <= 10'
fits "$TMP/x" N "$HE" 'hcp(h) <= 11'
fits "$TMP/x" S "$HE" 'hcp(h) >= 11 && (len(h, 2) <= 3 || hcp(h) >= 17)'
echo "P P 1H X 2H 2S: every layout fits"

# --- the output names the calls used and the others ---
LC_ALL=C "$DDPLAY" lead --hand "$HE" --auction 'P P 1H X 2H 2S AP' --dealer W \
	--deals 3 --seed 4 -j 1 > "$TMP/x.out" || fail "lead failed"
tr '\n' ' ' < "$TMP/x.out" | sed 's/  */ /g' > "$TMP/x.flat"
for want in \
	"East leads against 2S by North" \
	"Auction: Pass by West (hcp 11-); Pass by North (hcp 11-); X by South (hcp 11+, hearts 3- or hcp 17+); 2H by West (hearts 3+, hcp 6-10); not used: 1H by East (opening one of a major in third seat, hcp 10-21, hearts 5+, spades 4- or hearts 6+ and spades 5- or hearts 7+: the leader's hand), 2S by North, Pass by East, Pass by South, Pass by West." \
	"North: hcp 11-" \
	"South: hcp 11+, hearts 3- or hcp 17+" \
	"West: hcp 11-, hearts 3+, hcp 6-10"; do
	grep -qF -- "$want" "$TMP/x.flat" ||
		fail "no '$want' in: $(head -n 8 "$TMP/x.out")"
done
grep -q '^East:' "$TMP/x.out" &&
	fail "the leader's own calls constrain the layouts"
# a call the table does not know gives nothing and is named
LC_ALL=C "$DDPLAY" lead --hand "$H4S" --auction '1N P 2C P 2S P 4S AP' \
	--dealer S --deals 3 --seed 5 -j 1 > "$TMP/st.out" || fail "lead failed"
tr '\n' ' ' < "$TMP/st.out" | sed 's/  */ /g' > "$TMP/st.flat"
grep -qF "not used: Pass by West (pass over the opening), 2C by North" \
	"$TMP/st.flat" || fail "Stayman not named: $(head -n 4 "$TMP/st.out")"
grep -qF "2C by North (Stayman)" "$TMP/st.flat" ||
	fail "Stayman's meaning not given: $(head -n 4 "$TMP/st.out")"
# Stayman itself gives nothing (it may be a weak hand's); the reply and
# the raise after it do (docs/auction.md)
grep -qx 'North: spades 4+, hcp 10-15' "$TMP/st.out" ||
	fail "North's spec is not the raise's alone: $(grep '^North' "$TMP/st.out")"
grep -qx "South: hcp 15-17, balanced, spades 4+, hearts 3-" "$TMP/st.out" ||
	fail "1NT and the reply to Stayman: $(head -n 7 "$TMP/st.out")"
"$DDPLAY" lead --hand "$H4S" --auction '1N P 2C P 2S P 4S AP' --dealer S \
	--deals 3 --seed 5 -j 1 --json > "$TMP/st.json" || fail "--json failed"
grep -qF '"auction": "1NT by South (hcp 15-17, balanced); 2S by South (spades 4+, hearts 3-); 4S by North (spades 4+, hcp 10-15); not used:' \
	"$TMP/st.json" || fail "--json without the auction"
# and the layouts keep them
"$DDPLAY" lead --hand "$H4S" --auction '1N P 2C P 2S P 4S AP' --dealer S \
	--deals $N --seed 5 --deal-only > "$TMP/st.deals" ||
	fail "dealing after Stayman failed"
fits "$TMP/st.deals" S "$H4S" 'hcp(h) >= 15 && hcp(h) <= 17 && bal(h) && len(h, 1) >= 4 && len(h, 2) <= 3'
fits "$TMP/st.deals" N "$H4S" 'len(h, 1) >= 4 && hcp(h) >= 10 && hcp(h) <= 15'
echo "output: the calls used and not used"

# --- the user's specs: added to the auction's, or instead with '=' ---
"$DDPLAY" lead --hand "$H4S" --auction '1S P 2S P 4S AP' --dealer S \
	--south 'hcp 15+' --deals $N --seed 6 --deal-only > "$TMP/add" ||
	fail "dealing with --south added failed"
fits "$TMP/add" S "$H4S" 'hcp(h) >= 15 && hcp(h) <= 21 && len(h, 1) >= 5'
"$DDPLAY" lead --hand "$H4S" --auction '1S P 2S P 4S AP' --dealer S \
	--south '=hcp 8-10' --deals $N --seed 6 --deal-only > "$TMP/inst" ||
	fail "dealing with --south '=...' failed"
fits "$TMP/inst" S "$H4S" 'hcp(h) >= 8 && hcp(h) <= 10'
fits "$TMP/inst" N "$H4S" 'len(h, 1) >= 3 && hcp(h) >= 6 && hcp(h) <= 10'
awk '{ split($0, h, " "); split(h[3], s, "."); if (length(s[1]) < 5) n++ }
     END { exit n == 0 }' "$TMP/inst" ||
	fail "--south '=hcp 8-10' still deals South 5 spades"
# the output says so: South's 1S not used, replaced; 2S by North used
LC_ALL=C "$DDPLAY" lead --hand "$H4S" --auction '1S P 2S P 4S AP' --dealer S \
	--south '=hcp 8-10' --deals 3 --seed 6 -j 1 > "$TMP/inst.out" ||
	fail "lead with --south '=...' failed"
tr '\n' ' ' < "$TMP/inst.out" | sed 's/  */ /g' > "$TMP/inst.flat"
grep -qF "Auction: 2S by North (spades 3+, hcp 6-10); not used: 1S by South (opening one of a major, hcp 11-21, spades 5+, hearts 5- or spades 6+: replaced by --south)," \
	"$TMP/inst.flat" && grep -q '^South: hcp 8-10$' "$TMP/inst.out" ||
	fail "--south '=...': South's 1S still said used: $(head -n 6 "$TMP/inst.out")"
echo "user specs: added, or instead"

# --- mistakes ---
expect_error() {
	want=$1 msg=$2
	shift 2
	"$DDPLAY" lead "$@" > "$TMP/e.out" 2> "$TMP/e.err"
	rc=$?
	[ $rc -eq "$want" ] || fail "lead $*: status $rc, not $want"
	grep -qF -- "$msg" "$TMP/e.err" ||
		fail "lead $*: no '$msg' in: $(head -n 1 "$TMP/e.err")"
}
A="--hand $H4S --deals 5 --seed 1 --deal-only"
expect_error 2 "--auction '1S 1H': call 2, '1H': 1H is not above 1S" $A \
	--auction '1S 1H'
expect_error 2 "--auction '1S P Q7': call 3, 'Q7': not a call" $A \
	--auction '1S P Q7'
expect_error 2 "call 3, 'X': a double needs an opponent's bid" $A \
	--auction '1S P X'
expect_error 2 "call 5, '2S': the auction is over" $A \
	--auction '1S P P P 2S'
expect_error 2 "--auction 'P P P P': nobody bids" $A --auction 'P P P P'
expect_error 2 "--auction '1N P 3N P P P' ends in 3NT, --contract says 4S" \
	$A --auction '1N P 3N P P P' --contract 4S
# the declarer comes from the auction: say so
expect_error 2 "--auction '1N P 3N P P P' with --dealer North makes North declarer, so East leads, but --hand gives West's hand" \
	$A --auction '1N P 3N P P P' --dealer n
expect_error 2 "--dealer: bad dealer 'Q'" $A --auction '1N P 3N AP' --dealer Q
expect_error 2 "--dealer goes with --auction" $A --contract 3N --dealer N
expect_error 2 "who dealt?" --hand KT32.Q9743.QT2.Q --auction '1N P 3N AP'
expect_error 2 "--south: with the auction's 'hcp 15-17, balanced': 'hcp 10-': no number of hcp fits" \
	$A --auction '1N P 3N P P P' --south 'hcp 10-'
echo "mistakes: named"
exit 0

#!/bin/sh
# Single dummy against what a bridge player knows: positions whose right
# play (and its chance) can be worked out by hand, and the claims
# docs/sd.md and docs/auction.md make of them.  Endings, so that 2,000
# layouts take a fraction of a second.
. "$(dirname "$0")/lib.sh"

# share CARD FILE: the make share (a fraction, 4 decimals) of CARD's
# line in `sd --lines` output (a group "T/9/8" is named by its first).
share() {
	awk -F'|' -v c="$1" '$1 == "card" {
		split($2, g, "/"); if (g[1] == c) print $9 }' "$2"
}

# within CARD FILE P: CARD's Wilson interval holds P (a fraction).
within() {
	awk -F'|' -v c="$1" -v p="$3" '$1 == "card" {
		split($2, g, "/"); if (g[1] == c) { found = 1
			if (p < $10 || p > $11) { print $10 "-" $11; exit 1 } } }
		END { if (!found) { print "no line"; exit 1 } }' "$2"
}

# --- a nine-card fit missing the queen: the drop against the finesse ---
# North AKJ54, South 7632; seven side tricks cashed with everyone
# following, the ace cashed (East T, West 8), South leads the 3, West
# follows with the 9.  The queen is the one spade out: West has 4 cards
# left, East 5, so the drop (East holds it) is 5/9, the finesse 4/9.
DROP='N:AKJ54.AKQ.AKQ.32 T.765.8765.98765 7632.432.432.AK4 Q98.JT98.JT9.QJT|S|W|HJ HA H5 H2 HK H6 H3 HT HQ H7 H4 H9 DA D5 D2 DJ DK D6 D3 DT DQ D7 D4 D9 SA ST S2 S8 C2 C5 CA CT S3 S9'
echo "$DROP" | "$DDPLAY" sd --level 7 --deals 2000 --seed 3 -j 2 --lines \
	> "$TMP/drop" || fail "sd on the drop position failed"
head -n 1 "$TMP/drop" | grep -q '^position|.*|N|2000|8|13|' ||
	fail "not North to play, 8 won, 13 needed: $(head -n 1 "$TMP/drop")"
sed -n 2p "$TMP/drop" | grep -q '^card|SK|' ||
	fail "the drop (♠K) not first: $(sed -n 2p "$TMP/drop")"
within SK "$TMP/drop" 0.5556 > "$TMP/why" ||
	fail "♠K's share $(share SK "$TMP/drop"), interval $(cat "$TMP/why"), misses 5/9"
within SJ "$TMP/drop" 0.4444 > "$TMP/why" ||
	fail "♠J's share $(share SJ "$TMP/drop"), interval $(cat "$TMP/why"), misses 4/9"
[ "$(share S5 "$TMP/drop")" = 0.0000 ] ||
	fail "a small spade makes 7♠: $(share S5 "$TMP/drop")"
echo "nine cards missing the queen: the drop 5/9, the finesse 4/9"

# --- restricted choice: docs/sd.md's figures, the layouts' shares ---
# North AKT98, South 7654; the ace cashed, East's queen falling.  The
# layouts count East's QJ as likely as Q alone: the same 5/9 for the
# drop as above, where the finesse is right (docs/sd.md says so).
RC='N:AKT98.AKQ.AKQ.32 Q.765.8765.98765 7654.432.432.AK4 J32.JT98.JT9.QJT|S|W|HJ HA H5 H2 HK H6 H3 HT HQ H7 H4 H9 DA D5 D2 DJ DK D6 D3 DT DQ D7 D4 D9 SA SQ S4 S2 C2 C5 CA CT S5 S3'
echo "$RC" | "$DDPLAY" sd --level 7 --deals 2000 --seed 3 -j 2 \
	> "$TMP/rc" || fail "sd on the restricted-choice position failed"
grep -q '^♠K .* 56\.7% ' "$TMP/rc" && grep -q '^♠T/9/8 .* 43\.3% ' "$TMP/rc" ||
	{ cat "$TMP/rc"; fail "not docs/sd.md's 56.7% and 43.3%"; }
grep -q 'the ♠K$' docs/sd.md && grep -q '^  56\.7 % and the ♠T 43\.3 %' docs/sd.md ||
	fail "docs/sd.md: the restricted-choice figures"
echo "restricted choice: the figures docs/sd.md gives"

# --restricted-choice: East's QJ counts half, so West holds the jack
# 4 : 5/2 and the finesse is right 8/13 (61.5%), the drop 38.5%
echo "$RC" | "$DDPLAY" sd --level 7 --deals 2000 --seed 3 -j 2 --lines \
	--restricted-choice > "$TMP/rcw" || fail "sd --restricted-choice failed"
sed -n 2p "$TMP/rcw" | grep -q '^card|ST/9/8|' ||
	fail "--restricted-choice: the finesse not first: $(sed -n 2p "$TMP/rcw")"
within ST "$TMP/rcw" 0.6154 > "$TMP/why" ||
	fail "--restricted-choice: ♠T $(share ST "$TMP/rcw"), interval $(cat "$TMP/why"), misses 8/13"
within SK "$TMP/rcw" 0.3846 > "$TMP/why" ||
	fail "--restricted-choice: ♠K $(share SK "$TMP/rcw"), interval $(cat "$TMP/why"), misses 5/13"
# the same with -j 1; said in the readable output and --json
echo "$RC" | "$DDPLAY" sd --level 7 --deals 2000 --seed 3 -j 1 --lines \
	--restricted-choice > "$TMP/rcw1" && cmp -s "$TMP/rcw" "$TMP/rcw1" ||
	fail "--restricted-choice: -j 1 and -j 2 differ"
echo "$RC" | "$DDPLAY" sd --level 7 --deals 20 --seed 3 --restricted-choice |
	tr '\n' ' ' | grep -q 'Restricted choice: each card a hidden hand played keeps' ||
	fail "--restricted-choice not said in the readable output"
echo "$RC" | "$DDPLAY" sd --level 7 --deals 20 --seed 3 --restricted-choice \
	--json | grep -q '"restricted_choice":true,' ||
	fail "--restricted-choice not said in --json"
echo "$RC" | "$DDPLAY" sd --level 7 --deals 20 --seed 3 --json |
	grep -q '"restricted_choice":false,' || fail "--json without \"restricted_choice\""
# nothing played by a hidden hand: nothing weighed, the same layouts
POS='N:AKT98.AKQ.AKQ.32 Q.765.8765.98765 7654.432.432.AK4 J32.JT98.JT9.QJT|S|W|'
echo "$POS" | "$DDPLAY" sd --level 7 --deals 30 --seed 5 --deal-only > "$TMP/l0"
echo "$POS" | "$DDPLAY" sd --level 7 --deals 30 --seed 5 --deal-only \
	--restricted-choice > "$TMP/l1"
cmp -s "$TMP/l0" "$TMP/l1" ||
	fail "--restricted-choice changed the layouts of the opening lead"
# refused with --deals FILE, whose layouts are read
echo "$RC" | "$DDPLAY" sd --level 7 --deals "$TMP/l0" --restricted-choice \
	> "$TMP/err" 2>&1 && fail "--restricted-choice with --deals FILE accepted"
grep -q 'restricted-choice weighs the layouts dealt; --deals .* reads them' \
	"$TMP/err" || fail "--restricted-choice with --deals FILE: $(head -n 1 "$TMP/err")"
echo "--restricted-choice: the finesse 8/13"

# the weighting itself, against importance weights worked out here: the
# uniform layouts weighed by 1/k for each card a hidden hand played give
# the same shares as the layouts --restricted-choice deals: East's spade
# queen; West's club jack (West's ten played, a jack with it counts 1/2
# or less: 45% of the uniform layouts, 27% weighed); East's club six
# (East's five played: 56%, 29%)
if command -v python3 > /dev/null 2>&1; then
	echo "$DROP" | "$DDPLAY" sd --level 7 --deals 5000 --seed 9 --deal-only \
		> "$TMP/u" || fail "sd --deal-only failed"
	echo "$DROP" | "$DDPLAY" sd --level 7 --deals 5000 --seed 9 --deal-only \
		--restricted-choice > "$TMP/r" || fail "sd --deal-only --restricted-choice failed"
	python3 - "$TMP/u" "$TMP/r" <<'PY' || fail "--restricted-choice: not the weights 1/k"
import sys
R = '23456789TJQKA'

def parse(line):
    deal, played = line.split('|')[0], line.split('|')[3].split()
    seats = 'NESW'
    first = seats.index(deal[0])
    hands = {}
    for i, h in enumerate(deal[2:].split(' ')):
        hands[seats[(first + i) % 4]] = {
            'SHDC'[j]: set(R.index(c) + 2 for c in suit)
            for j, suit in enumerate(h.split('.'))}
    return hands, played

def weight(hands, played):
    owner = {(s, r): p for p in hands for s in 'SHDC' for r in hands[p][s]}
    gone = {s: set() for s in 'SHDC'}
    trick = {s: set() for s in 'SHDC'}
    out = {p: {s: set() for s in 'SHDC'} for p in 'NESW'}
    w = 1.0
    for t, c in enumerate(played):
        s, r = c[0], R.index(c[1]) + 2
        if t % 4 == 0:
            for x in 'SHDC':
                gone[x] |= trick[x]
                trick[x] = set()
        p = owner[(s, r)]
        if p in 'EW':
            held = hands[p][s] - out[p][s]
            link = held | gone[s]
            k, q = 1, r + 1
            while q <= 14 and q in link:
                k += q in held
                q += 1
            q = r - 1
            while q >= 2 and q in link:
                k += q in held
                q -= 1
            w /= k
            out[p][s].add(r)
        trick[s].add(r)
    return w

def shares(name, weighted):
    tot = eq = cj = c6 = 0.0
    for line in open(name):
        hands, played = parse(line)
        w = weight(hands, played) if weighted else 1.0
        tot += w
        eq += w * (12 in hands['E']['S'])
        cj += w * (11 in hands['W']['C'])
        c6 += w * (6 in hands['E']['C'])
    return eq / tot, cj / tot, c6 / tot

want, got = shares(sys.argv[1], True), shares(sys.argv[2], False)
for a, b, what in zip(want, got, ('East holds SQ', 'West holds CJ',
                                  'East holds C6')):
    if abs(a - b) > 0.03:
        print('%s: weighted %.4f, --restricted-choice %.4f' % (what, a, b))
        sys.exit(1)
PY
	echo "--restricted-choice: the weights 1/k"
fi

# --- the auction: 1S P 2S P 4S, the game bid shows the values ---
# (the table gave South's 4S nothing: any opening, 11-21, and the
# defence then set the game three times in four)
"$DDPLAY" lead --hand W:KT32.Q9743.QT2.Q --auction '1S P 2S P 4S AP' \
	--dealer S --deals 2 --seed 1 -j 1 > "$TMP/4s" || fail "lead failed"
tr '\n' ' ' < "$TMP/4s" | sed 's/  */ /g' > "$TMP/4s.flat"
grep -qF '4S by South (hcp 16+)' "$TMP/4s.flat" &&
	grep -qx 'South: hcp 11-21, spades 5+, hcp 16+' "$TMP/4s" ||
	{ head -n 6 "$TMP/4s"; fail "1S P 2S P 4S: South's game bid gives nothing"; }
echo "1S P 2S P 4S: South has the values for game"
# --- docs/sd.md's strategy-fusion example, counted on its layouts ---
# After trick 1 (North to lead; K932 opposite AJT4, the queen out): West
# holds the queen in 100 of the 200 layouts of seed 1, East singleton
# in 6, West singleton in 2, a doubleton either side in 62: the lines
# docs/sd.md counts (to the ace then finessing West 53%, to the jack 50%,
# the drop 35%).
echo 'N:K932.AK4.AK5.432 76.832.9876.9876 AJT4.765.432.AK5 Q85.QJT9.QJT.QJT|S|W|HQ HA H2 H5' |
	"$DDPLAY" sd --level 4 --seed 1 --deal-only > "$TMP/fus" 2>&1 ||
	{ cat "$TMP/fus"; fail "sd --deal-only on docs/sd.md's example failed"; }
awk -F'|' '{ split($1, h, " "); split(h[2], e, "."); split(h[4], w, ".")
	if (index(w[1], "Q")) { west++; if (length(w[1]) <= 2) drop++
		if (length(w[1]) == 1) wsing++ }
	else { if (length(e[1]) <= 2) drop++; if (length(e[1]) == 1) esing++ }
	n++ }
	END { print n, west, esing, wsing, drop }' "$TMP/fus" > "$TMP/count"
[ "$(cat "$TMP/count")" = "200 100 6 2 70" ] ||
	fail "docs/sd.md's counts (200 100 6 2 70): $(cat "$TMP/count")"
grep -q 'to the ace, which drops a singleton queen, then one towards the$' docs/sd.md ||
	fail "docs/sd.md: the line finessing West is not to the ace, then towards the K9"
echo "docs/sd.md's strategy-fusion counts"
exit 0

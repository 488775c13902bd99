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
# North AKT98, South 7654; the ace cashed, East's queen falling.  By
# default the layouts weigh an honour dropped under a higher card by 1/k,
# k the equal honours of that hand (docs/sd.md): East's QJ counts half,
# so West holds the jack 4 : 5/2 and the finesse is right 8/13 (61.5%),
# the drop 38.5%.
RC='N:AKT98.AKQ.AKQ.32 Q.765.8765.98765 7654.432.432.AK4 J32.JT98.JT9.QJT|S|W|HJ HA H5 H2 HK H6 H3 HT HQ H7 H4 H9 DA D5 D2 DJ DK D6 D3 DT DQ D7 D4 D9 SA SQ S4 S2 C2 C5 CA CT S5 S3'
echo "$RC" | "$DDPLAY" sd --level 7 --deals 2000 --seed 3 -j 2 --lines \
	> "$TMP/rch" || fail "sd on the restricted-choice position failed"
sed -n 2p "$TMP/rch" | grep -q '^card|ST/9/8|' ||
	fail "restricted choice: the finesse not first: $(sed -n 2p "$TMP/rch")"
within ST "$TMP/rch" 0.6154 > "$TMP/why" ||
	fail "restricted choice: ♠T $(share ST "$TMP/rch"), interval $(cat "$TMP/why"), misses 8/13"
within SK "$TMP/rch" 0.3846 > "$TMP/why" ||
	fail "restricted choice: ♠K $(share SK "$TMP/rch"), interval $(cat "$TMP/why"), misses 5/13"
echo "$RC" | "$DDPLAY" sd --level 7 --deals 2000 --seed 3 -j 2 \
	> "$TMP/rc" || fail "sd on the restricted-choice position failed"
grep -q '^♠T/9/8 .* 61\.8% ' "$TMP/rc" && grep -q '^♠K .* 38\.2% ' "$TMP/rc" ||
	{ cat "$TMP/rc"; fail "not docs/sd.md's 61.8% and 38.2%"; }
tr '\n' ' ' < "$TMP/rc" | sed 's/  */ /g' |
	grep -qF 'Restricted choice: each honour a hidden hand played under a higher card (♥T ♦J ♦T ♠Q ♣T) keeps' ||
	fail "the honours weighed not said in the readable output"
# --no-restricted-choice: every layout as likely, the share of the
# layouts where West holds the jack by the cards left (5/9 the drop)
echo "$RC" | "$DDPLAY" sd --level 7 --deals 2000 --seed 3 -j 2 \
	--no-restricted-choice > "$TMP/rcn" || fail "sd --no-restricted-choice failed"
grep -q '^♠K .* 56\.7% ' "$TMP/rcn" && grep -q '^♠T/9/8 .* 43\.3% ' "$TMP/rcn" ||
	{ cat "$TMP/rcn"; fail "--no-restricted-choice: not docs/sd.md's 56.7% and 43.3%"; }
grep -q 'Restricted choice' "$TMP/rcn" &&
	fail "--no-restricted-choice: restricted choice said"
grep -q '^  61\.8 % and the ♠K 38\.2 %' docs/sd.md &&
	grep -q '^  56\.7 % and the ♠T 43\.3 %' docs/sd.md ||
	fail "docs/sd.md: the restricted-choice figures"
echo "restricted choice: the figures docs/sd.md gives"

# --restricted-choice: every card a hidden hand played weighs, the
# small ones too (the same 8/13 here)
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
echo "$RC" | "$DDPLAY" sd --level 7 --deals 2000 --seed 3 -j 1 --lines \
	> "$TMP/rch1" && cmp -s "$TMP/rch" "$TMP/rch1" ||
	fail "restricted choice: -j 1 and -j 2 differ"
echo "$RC" | "$DDPLAY" sd --level 7 --deals 20 --seed 3 --restricted-choice |
	tr '\n' ' ' | sed 's/  */ /g' |
	grep -q 'Restricted choice: each card a hidden hand played (♥J ♥5 .*) keeps' ||
	fail "--restricted-choice not said in the readable output"
for o in --restricted-choice:all --no-restricted-choice:none :honours; do
	echo "$RC" | "$DDPLAY" sd --level 7 --deals 20 --seed 3 \
		${o%%:*} --json | grep -q "\"restricted_choice\":\"${o#*:}\"," ||
		fail "${o%%:*}: --json without \"restricted_choice\":\"${o#*:}\""
done
echo "$RC" | "$DDPLAY" sd --level 7 --deals 2 --restricted-choice \
	--no-restricted-choice > "$TMP/err" 2>&1 &&
	fail "--restricted-choice with --no-restricted-choice accepted"
grep -q 'go alone' "$TMP/err" || fail "both restricted choices: $(head -n 1 "$TMP/err")"
# nothing played by a hidden hand: nothing weighed, the same layouts
POS='N:AKT98.AKQ.AKQ.32 Q.765.8765.98765 7654.432.432.AK4 J32.JT98.JT9.QJT|S|W|'
for o in --no-restricted-choice --restricted-choice; do
	echo "$POS" | "$DDPLAY" sd --level 7 --deals 30 --seed 5 --deal-only \
		$o > "$TMP/l1"
	echo "$POS" | "$DDPLAY" sd --level 7 --deals 30 --seed 5 --deal-only \
		> "$TMP/l0"
	cmp -s "$TMP/l0" "$TMP/l1" ||
		fail "$o changed the layouts of the opening lead"
done
# refused with --deals FILE, whose layouts are read; without either
# option those are taken as they are
for o in --restricted-choice --no-restricted-choice; do
	echo "$RC" | "$DDPLAY" sd --level 7 --deals "$TMP/l0" $o \
		> "$TMP/err" 2>&1 && fail "$o with --deals FILE accepted"
	grep -q -- "$o is about the layouts dealt; --deals .* reads them" \
		"$TMP/err" || fail "$o with --deals FILE: $(head -n 1 "$TMP/err")"
done
echo "$POS" | "$DDPLAY" sd --level 7 --deals "$TMP/l0" --json |
	grep -q '"restricted_choice":"none",' ||
	fail "--deals FILE: the layouts read said weighed"
echo "restricted choice: the finesse 8/13, honours by default"

# the post-mortem: declarer cashed the ace, East's queen fell, and the
# finesse of the ten lost to East's QJ (tests/data/analyse-sd-restricted.pbn).
# Restricted choice makes the finesse the best card single dummy, so
# `analyse --sd` calls it unlucky, not an error; counted without the
# weighting, the drop looks better.
R=tests/data/analyse-sd-restricted.pbn
"$DDPLAY" analyse --sd --deals 400 --seed 1 "$R" > "$TMP/an" ||
	fail "analyse --sd on $R failed"
awk '/trick  4  North  ♠T/ { getline nx; print $0 " " nx }' "$TMP/an" |
	grep -q 'unlucky: *lost 1 trick double dummy; the best single dummy' ||
	{ cat "$TMP/an"; fail "$R: the finesse after the queen fell not unlucky"; }
"$DDPLAY" sd --deals 400 --seed 1 --card 14 --lines "$R" > "$TMP/an14" ||
	fail "sd --card 14 on $R failed"
sed -n 2p "$TMP/an14" | grep -q '^card|ST/9/8|' ||
	fail "$R: the finesse not first at card 14"
"$DDPLAY" sd --deals 400 --seed 1 --card 14 --lines --no-restricted-choice \
	"$R" > "$TMP/an14n" || fail "sd --no-restricted-choice on $R failed"
sed -n 2p "$TMP/an14n" | grep -q '^card|SK|' ||
	fail "$R: --no-restricted-choice: the drop not first at card 14"
echo "analyse --sd: the finesse after the queen fell is unlucky, not an error"

# the weighting itself, against importance weights worked out here: the
# uniform layouts weighed by 1/k for each card a hidden hand played give
# the same shares as the layouts --restricted-choice deals: East's spade
# queen; West's club jack (West's ten played, a jack with it counts 1/2
# or less: 45% of the uniform layouts, 27% weighed); East's club six
# (East's five played: 56%, 29%)
if command -v python3 > /dev/null 2>&1; then
	echo "$DROP" | "$DDPLAY" sd --level 7 --deals 5000 --seed 9 --deal-only \
		--no-restricted-choice > "$TMP/u" || fail "sd --deal-only failed"
	echo "$DROP" | "$DDPLAY" sd --level 7 --deals 5000 --seed 9 --deal-only \
		--restricted-choice > "$TMP/r" || fail "sd --deal-only --restricted-choice failed"
	echo "$DROP" | "$DDPLAY" sd --level 7 --deals 5000 --seed 9 --deal-only \
		> "$TMP/h" || fail "sd --deal-only (honours) failed"
	python3 - "$TMP/u" "$TMP/r" "$TMP/h" <<'PY' || fail "restricted choice: not the weights 1/k"
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

# honours: only an honour (ten up) played following suit under a card
# played before it in its trick that beats it (trumps: spades), k its
# equal honours
def weighed(played, t, honours):
    if not honours:
        return True
    t0 = t - t % 4
    s, r = played[t][0], R.index(played[t][1]) + 2
    if r < 10 or t == t0 or played[t0][0] != s:
        return False
    for c in played[t0:t]:
        if (c[0] == s and R.index(c[1]) + 2 > r) or (c[0] != s and c[0] == 'S'):
            return True
    return False

def weight(hands, played, honours):
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
        if p in 'EW' and weighed(played, t, honours):
            low = 10 if honours else 2
            held = set(x for x in hands[p][s] - out[p][s] if x >= low)
            link = held | set(x for x in gone[s] if x >= low)
            k, q = 1, r + 1
            while q <= 14 and q in link:
                k += q in held
                q += 1
            q = r - 1
            while q >= 2 and q in link:
                k += q in held
                q -= 1
            w /= k
        if p in 'EW':
            out[p][s].add(r)
        trick[s].add(r)
    return w

def shares(name, weighted, honours=False):
    tot = eq = cj = c6 = 0.0
    for line in open(name):
        hands, played = parse(line)
        w = weight(hands, played, honours) if weighted else 1.0
        tot += w
        eq += w * (12 in hands['E']['S'])
        cj += w * (11 in hands['W']['C'])
        c6 += w * (6 in hands['E']['C'])
    return eq / tot, cj / tot, c6 / tot

for f, honours, name in ((sys.argv[2], False, '--restricted-choice'),
                         (sys.argv[3], True, 'honours (the default)')):
    want, got = shares(sys.argv[1], True, honours), shares(f, False)
    for a, b, what in zip(want, got, ('East holds SQ', 'West holds CJ',
                                      'East holds C6')):
        if abs(a - b) > 0.03:
            print('%s: %s: weighted %.4f, dealt %.4f' % (name, what, a, b))
            sys.exit(1)
# the honours' weighting moves the club jack (West's ten dropped under
# the ace beside QJ counts 1/3): the test can see it
u, h = shares(sys.argv[1], False), shares(sys.argv[3], False)
if abs(u[1] - h[1]) < 0.05:
    print('honours: West holds CJ %.4f, uniform %.4f: no weighting seen'
          % (h[1], u[1]))
    sys.exit(1)
PY
	echo "restricted choice: the weights 1/k, every card and honours"
fi

# --- the auction: 1S P 2S P 4S, the game bid shows the values ---
# (the table gave South's 4S nothing: any opening, 11-21, and the
# defence then set the game three times in four)
"$DDPLAY" lead --hand W:KT32.Q9743.QT2.Q --auction '1S P 2S P 4S AP' \
	--dealer S --deals 2 --seed 1 -j 1 > "$TMP/4s" || fail "lead failed"
tr '\n' ' ' < "$TMP/4s" | sed 's/  */ /g' > "$TMP/4s.flat"
grep -qF '4S by South (hcp 16+)' "$TMP/4s.flat" &&
	grep -qx 'South: hcp 11-21, spades 5+, hearts 5- or spades 6+, hcp 16+' "$TMP/4s" ||
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

#!/bin/sh
# The deal generators' output read by every command (src/formats/gen.c,
# through source.c), on files the generators wrote (tests/data/formats/,
# README.md there says how): dealer's printoneline, printcompact and
# printall (one with a ten-card suit, which pushes the columns along),
# deal's diagram (letters and Unicode suits) and deal -l.  Each gives the
# deals that the same generator wrote as PBN with the same seed, with no
# message; a BBO traveller page with half URL-encoded hv_popuplin links
# gives its boards; broken files give FILE:LINE and the reason, and their
# good deals still come out.
. "$(dirname "$0")/lib.sh"

D=tests/data/formats
deals() {
	"$DDPLAY" table --lines "$@" 2> "$TMP/err" | cut -d'|' -f1
}
same() {        # FILE PBN (each PBN's deals read once, kept for the next)
	if [ ! -s "$TMP/want.$2" ]; then
		deals "$D/$2" > "$TMP/want.$2"
		[ -s "$TMP/want.$2" ] || fail "$2: no deal read"
	fi
	cp "$TMP/want.$2" "$TMP/want"
	deals "$D/$1" > "$TMP/got"
	[ -s "$TMP/err" ] && fail "$1: $(cat "$TMP/err")"
	compare "$TMP/want" "$TMP/got" "$1 against $2"
}
same dealer-oneline.txt dealer.pbn
same dealer-compact.txt dealer.pbn
same dealer-printall.txt dealer.pbn
same dealer-printall-long.txt dealer-long.pbn
same deal-line.txt deal.pbn
same deal-diagram.txt deal.pbn
same deal-diagram-utf8.txt deal.pbn
echo "dealer's printoneline, printcompact, printall; deal's diagram and -l: the generators' deals"

# through the other commands: solve and trace want positions (a deal
# alone is refused by them, as for any deal-only file), analyse and lead
# --deals read deals
"$DDPLAY" table --lines "$D/deal-diagram.txt" - < "$D/dealer-oneline.txt" > "$TMP/two" 2> "$TMP/err" ||
	fail "table of a diagram and standard input: $(cat "$TMP/err")"
[ "$(wc -l < "$TMP/two")" -eq 6 ] || fail "table of two files: $(cat "$TMP/two")"
west=$(sed -n 's/.*\[Deal "N:[^ ]* [^ ]* [^ ]* \([^"]*\)".*/\1/p' "$D/dealer.pbn" | head -n 1)
# (status 1: the two deals where West holds another hand are said)
"$DDPLAY" lead --hand "W:$west" --contract 3N --declarer S --deals "$D/dealer-printall.txt" \
	--lines -j 1 > "$TMP/lead" 2> "$TMP/err"
[ $? -le 1 ] || fail "lead --deals printall: $(cat "$TMP/err")"
grep -q "holds .* here, not the hand given" "$TMP/err" ||
	fail "lead --deals: the two other deals not said: $(cat "$TMP/err")"
[ -s "$TMP/lead" ] || fail "lead --deals printall: no output"
echo "lead --deals reads printall"

# BBO's traveller page: pn| plain, the rest URL-encoded
deals "$D/bbo-traveller.html" > "$TMP/got"
[ -s "$TMP/err" ] && fail "bbo-traveller.html: $(cat "$TMP/err")"
[ "$(wc -l < "$TMP/got")" -eq 2 ] || fail "bbo-traveller.html: $(cat "$TMP/got")"
grep -qxF "N:QJ975.J.AKQJ.KJ3 KT3.K96.8762.QT2 A86.Q8542.4.9764 42.AT73.T953.A85" "$TMP/got" ||
	fail "bbo-traveller.html: the deal: $(cat "$TMP/got")"
"$DDPLAY" analyse "$D/bbo-traveller.html" > "$TMP/an" 2> "$TMP/err" ||
	fail "analyse bbo-traveller.html: $(cat "$TMP/err")"
grep -qxF "Result: 10 tricks, made (claimed)." "$TMP/an" || fail "bbo-traveller.html: not analysed: $(cat "$TMP/an")"
grep -q "Board 1: no play recorded" "$TMP/an" || fail "bbo-traveller.html: the second board: $(cat "$TMP/an")"
echo "BBO traveller page: 2 boards, the play analysed"

# broken files: FILE:LINE: reason, the good deals still read
bad() {         # FILE WANT-LINES WANT-MESSAGE...
	f=$1 n=$2
	shift 2
	deals "$TMP/$f" > "$TMP/got"
	[ "$(wc -l < "$TMP/got")" -eq "$n" ] || fail "$f: $(wc -l < "$TMP/got") deals, expected $n"
	for m in "$@"; do
		grep -qF -- "$TMP/$m" "$TMP/err" || fail "$f: want '$m', got: $(cat "$TMP/err")"
	done
}
sed '2s/ e / x /' "$D/dealer-oneline.txt" > "$TMP/one.txt"
bad one.txt 2 "one.txt:2: not dealer's printoneline"
sed '2s/A752/AK752/' "$D/dealer-oneline.txt" > "$TMP/dup.txt"
bad dup.txt 2 "dup.txt:2: "
sed '6d' "$D/dealer-compact.txt" > "$TMP/compact.txt"
bad compact.txt 2 "compact.txt:6: dealer's printcompact: the hands go n, e, s, w"
sed '9s/J/X/' "$D/dealer-printall.txt" > "$TMP/all.txt"
bad all.txt 2 "all.txt:9: board 2: not a row of dealer's printall"
sed '5s/^ S: [^ ]*/ S: 4Z/' "$D/deal-diagram.txt" > "$TMP/diag.txt"
bad diag.txt 2 "diag.txt:5: not ranks or \"---\": '4Z'"
head -n 20 "$D/deal-diagram.txt" > "$TMP/cut.txt"
bad cut.txt 1 "cut.txt:14: the file ends in the middle of a deal"
sed '1s/|/ /' "$D/deal-line.txt" > "$TMP/line.txt"
deals "$TMP/line.txt" > "$TMP/got"
grep -q "line.txt:1: " "$TMP/err" || fail "line.txt: $(cat "$TMP/err")"
echo "broken files: FILE:LINE and the reason, the good deals read"

# files mangled at random (a character in three replaced by one of the
# formats' own, lines cut): read without solving (lead --deal-only),
# the status is 0 or 1 and every message names FILE:LINE or the file
i=0
for f in "$D"/dealer-*.txt "$D"/deal-*.txt; do
	for seed in 1 2 3 4 5; do
		i=$((i + 1))
		awk -v seed=$((seed * 7919 + i)) 'BEGIN { srand(seed); c = " -.|AKT2:	9" }
			{ s = $0; n = length(s)
			  for (k = 1; k <= n; k++)
				if (rand() < 0.03) s = substr(s, 1, k - 1) substr(c, int(rand() * 11) + 1, 1) substr(s, k + 1)
			  if (rand() < 0.05) s = substr(s, 1, int(rand() * n))
			  print s }' "$f" > "$TMP/m$i.txt"
		"$DDPLAY" lead --hand 'W:AKQ.AKQ.AKQ.AKQJ' --contract 3N --declarer S \
			--deals "$TMP/m$i.txt" --deal-only > /dev/null 2> "$TMP/err"
		status=$?
		[ $status -le 1 ] || fail "mangled ${f##*/} (seed $seed): status $status: $(head -n 5 "$TMP/err")"
		grep -v "^$TMP/m$i.txt" "$TMP/err" | grep -v '^ddplay lead: ' > "$TMP/other"
		[ -s "$TMP/other" ] && fail "mangled ${f##*/} (seed $seed): $(head -n 5 "$TMP/other")"
	done
done
echo "$i mangled files: read, every problem said at its line"
exit 0

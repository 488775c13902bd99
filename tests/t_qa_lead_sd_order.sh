#!/bin/sh
# ddplay lead and ddplay sd order equal figures by one rule and print
# their 95% intervals by one rule (docs/sd.md, docs/lead.md): best first
# by the tricks, then the goal (a set) reached the most often, then the
# hand's order (spades to clubs, high to low); each end of an interval
# right-aligned in its field ("2.87- 3.68", " 6.1- 79.2%"), a '-' where
# the interval's '-' would be when there is none.  lead broke ties on
# the matchpoints (sd has none: the two listed the same leads in other
# orders), printed the upper end of the tricks' interval left-aligned
# ("3.06-3.21 " where sd printed " 3.06- 3.21"), and sd's '-' of one
# layout stood a column left of the interval's.
. "$(dirname "$0")/lib.sh"

H4S='W:KT32.Q9743.QT2.Q'
REAL="N:AQJ9.AK.KJ9.KJ32 8765.JT8.A876.A5 4.652.543.T98764 KT32.Q9743.QT2.Q"
LAY=tests/data/lead/example-40.txt
# The quick run (the sanitizer build, whose engine is not sanitized):
# the same checks on the example's first 12 layouts, but for the figures
# pinned on its 40, which the plain pass checks (each run here solves
# the 40 layouts again: some 2 s of CPU).
[ "$QUICK" = 1 ] && { head -n 12 "$LAY" > "$TMP/lay12"; LAY=$TMP/lay12; }
echo "$REAL|S|W|" > "$TMP/pos"
lead() {
	"$DDPLAY" lead --hand "$H4S" --contract 4S -j 2 "$@"
}
sd() {
	"$DDPLAY" sd --level 4 -j 2 "$@" "$TMP/pos"
}

# --- the order: the same cards in the same order, by the rule ---
# (on the 40 layouts, lead -j 2 --lines prints example-40.lines, as
# t_lead checks: not solved again here)
if [ "$QUICK" = 1 ]; then
	lead --deals "$LAY" --lines > "$TMP/l.lines" || fail "lead --lines: exit status $?"
else
	cp tests/data/lead/example-40.lines "$TMP/l.lines"
fi
sd --deals "$LAY" --lines > "$TMP/s.lines" || fail "sd --lines: exit status $?"
grep '^lead|' "$TMP/l.lines" | cut -d'|' -f2 > "$TMP/l.order"
grep '^card|' "$TMP/s.lines" | cut -d'|' -f2 > "$TMP/s.order"
[ "$(wc -l < "$TMP/l.order")" -ge 10 ] || fail "lead: fewer leads than the hand's"
cmp -s "$TMP/l.order" "$TMP/s.order" ||
	fail "lead and sd: other orders: $(tr '\n' ' ' < "$TMP/l.order") / $(tr '\n' ' ' < "$TMP/s.order")"
# (the tie the old rule broke otherwise: HQ, 125 tricks and 15 sets,
# worse matchpoints than H7's, before it)
if [ "$QUICK" != 1 ]; then
	grep -q '^lead|HQ|40|125|15|' "$TMP/l.lines" && grep -q '^lead|H7|40|125|15|' "$TMP/l.lines" ||
		fail "the example lost its tie: $(grep -e '^lead|HQ' -e '^lead|H7' "$TMP/l.lines")"
fi
# the rule, checked line by line: sum, then sets (goal), then the hand's
# order (suit S H D C, then rank high to low, of the first card)
# order_ok FIELD_SUM FIELD_GOAL
order_ok() {
	awk -F'|' -v s="$1" -v g="$2" '
	function key(c,  r) { r = index("AKQJT98765432", substr(c, 2, 1)); return index("SHDC", substr(c, 1, 1)) * 100 + r }
	NR > 1 && !($s < ps || ($s == ps && ($g < pg || ($g == pg && key($2) > pk)))) { print "out of order: " prev " then " $0; bad = 1 }
	{ ps = $s; pg = $g; pk = key($2); prev = $0 }
	END { exit bad }'
}
grep '^lead|' "$TMP/l.lines" | order_ok 4 5 || fail "lead: not in the documented order"
grep '^card|' "$TMP/s.lines" | order_ok 4 5 || fail "sd: not in the documented order"
# --json in the same order (the plain run: on the first 6 layouts, lead
# --lines' order on them, not on the 40 solved a second time: 2.5 s of
# CPU)
if [ "$QUICK" = 1 ]; then
	JLAY=$LAY
	cp "$TMP/l.order" "$TMP/j.order"
else
	head -n 6 "$LAY" > "$TMP/lay6"
	JLAY=$TMP/lay6
	lead --deals "$JLAY" --lines | grep '^lead|' | cut -d'|' -f2 > "$TMP/j.order"
	[ "$(wc -l < "$TMP/j.order")" -ge 10 ] || fail "lead on 6 layouts: fewer leads than the hand's"
fi
lead --deals "$JLAY" --json | sed -n 's/^  {"lead": "\([^"]*\)".*/\1/p' > "$TMP/l.jorder"
cmp -s "$TMP/l.jorder" "$TMP/j.order" || fail "lead --json: not --lines' order"
echo "lead and sd: equal figures in one order"

# --- the intervals: one format, readable ---
LC_ALL=C lead --deals "$LAY" > "$TMP/l.txt" || fail "lead: exit status $?"
LC_ALL=C sd --deals "$LAY" > "$TMP/s.txt" || fail "sd: exit status $?"
# the tricks' interval of each card: the 11 columns after the average
ival() {
	sed -n "s#^$1  *[0-9]*\.[0-9][0-9][0-9]  \(.\{11\}\) .*#\1#p" "$2"
}
for c in CQ HQ S3/2 DT SK; do
	a=$(ival "$c" "$TMP/l.txt") b=$(ival "$c" "$TMP/s.txt")
	[ -n "$a" ] && [ "$a" = "$b" ] || fail "$c: lead's interval '$a', sd's '$b'"
	case $a in
	[\ 0-9][0-9].[0-9][0-9]-[\ 0-9][0-9].[0-9][0-9]) ;;
	*) fail "$c: the interval '$a' is not two right-aligned ends" ;;
	esac
done
# the percentages' intervals: each end right-aligned ("62.7- 71.6%")
if [ "$QUICK" = 1 ]; then
	grep '^CQ' "$TMP/l.txt" | grep -q '  [ 0-9][0-9]\.[0-9]- [ 0-9][0-9]\.[0-9]%$' ||
		fail "lead's MP interval: $(grep '^CQ' "$TMP/l.txt")"
	grep '^CQ' "$TMP/s.txt" | grep -q '  [ 0-9][0-9]\.[0-9]%  [ 0-9][ 0-9][0-9]\.[0-9]- [ 0-9][0-9]\.[0-9]%  ' ||
		fail "sd's set interval: $(grep '^CQ' "$TMP/s.txt")"
else
	grep -q '^CQ  *3\.275   2\.87- 3\.68 ' "$TMP/l.txt" || fail "lead's CQ: $(grep '^CQ' "$TMP/l.txt")"
	grep '^CQ' "$TMP/l.txt" | grep -q '  62\.7- 71\.6%$' || fail "lead's MP interval: $(grep '^CQ' "$TMP/l.txt")"
	grep '^CQ' "$TMP/s.txt" | grep -q '  40\.0%   26\.3- 55\.4%  ' || fail "sd's set interval: $(grep '^CQ' "$TMP/s.txt")"
fi
# one layout: the '-' where the interval's '-' is on more layouts
head -n 1 "$LAY" > "$TMP/one"
LC_ALL=C lead --deals "$TMP/one" > "$TMP/l1.txt" || fail "lead, one layout: exit status $?"
LC_ALL=C sd --deals "$TMP/one" > "$TMP/s1.txt" || fail "sd, one layout: exit status $?"
dash_at() {
	grep -m 1 "^$1 " "$2" | awk '{ print index($0, "-") }'
}
want=$(dash_at CQ "$TMP/l.txt")
for f in l1 s1 s; do
	got=$(dash_at CQ "$TMP/$f.txt")
	[ "$got" = "$want" ] || fail "$f: the interval's '-' at column $got, not $want: $(grep '^CQ ' "$TMP/$f.txt")"
done
echo "lead and sd: the intervals in one format"

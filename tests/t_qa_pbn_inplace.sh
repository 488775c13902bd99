#!/bin/sh
# table --pbn -o FILE FILE rewrites a PBN file in place; FILE not read as
# PBN is not replaced: a file of deal lines, a LIN file not named .lin,
# a UTF-16 PBN file (Windows Notepad's "Unicode") became a PBN file of
# what could be read of them (the UTF-16 file: the header alone, every
# line "holds a NUL byte").  A UTF-16 file is said to be one.
. "$(dirname "$0")/lib.sh"

D='N:A86.Q8542.4.9764 42.AT73.T953.A85 QJ975.J.AKQJ.KJ3 KT3.K96.8762.QT2'
# inplace NAME: table --pbn -o NAME NAME must fail and leave NAME as it was
inplace() {
	cp "$1" "$TMP/before"
	"$DDPLAY" table --pbn -o "$1" "$1" > /dev/null 2> "$TMP/err" &&
		fail "$1: exit status 0"
	cmp -s "$1" "$TMP/before" || fail "$1: replaced: $(head -c 200 "$1")"
	grep -qxF "ddplay table: $1: not written: it is an input not read as PBN (it would lose what is not); write the PBN to another file" "$TMP/err" ||
		fail "$1: not said: $(cat "$TMP/err")"
}
printf '%s\nthis line is not a deal\n' "$D" > "$TMP/deals.txt"
inplace "$TMP/deals.txt"
# the same file as standard input
cp "$TMP/deals.txt" "$TMP/before"
"$DDPLAY" table --pbn -o "$TMP/deals.txt" < "$TMP/deals.txt" > /dev/null 2> "$TMP/err" &&
	fail "standard input: exit status 0"
cmp -s "$TMP/deals.txt" "$TMP/before" || fail "standard input: replaced"
grep -q "not written: it is an input not read as PBN" "$TMP/err" || fail "standard input: not said: $(cat "$TMP/err")"
cp tests/data/lin/myhands.lin "$TMP/hands.txt"
inplace "$TMP/hands.txt"
# (through a symbolic link, and the file named otherwise: the same file)
ln -s hands.txt "$TMP/link.pbn"
cp "$TMP/hands.txt" "$TMP/before"
"$DDPLAY" table --pbn -o "$TMP/link.pbn" "$TMP/hands.txt" > /dev/null 2>&1 && fail "through a link: exit status 0"
cmp -s "$TMP/hands.txt" "$TMP/before" || fail "through a link: replaced"
printf '[Board "1"]\r\n[Deal "%s"]\r\n' "$D" | iconv -f UTF-8 -t UTF-16 > "$TMP/u16.pbn" ||
	skip "no iconv"
inplace "$TMP/u16.pbn"
grep -qxF "$TMP/u16.pbn: UTF-16 text (its byte-order mark): ddplay reads UTF-8 or Latin-1 (iconv -f UTF-16 -t UTF-8 converts it)" "$TMP/err" ||
	fail "UTF-16: not said so: $(cat "$TMP/err")"
[ "$(wc -l < "$TMP/err")" -eq 2 ] || fail "UTF-16: more said: $(cat "$TMP/err")"
# the PBN written elsewhere is fine; a PBN file in place too
"$DDPLAY" table --pbn -o "$TMP/out.pbn" "$TMP/deals.txt" > /dev/null 2>&1
grep -q '^\[DoubleDummyTricks' "$TMP/out.pbn" || fail "deals to another file: not written"
printf '[Board "1"]\n[Deal "%s"]\n' "$D" > "$TMP/ok.pbn"
"$DDPLAY" table --pbn -o "$TMP/ok.pbn" "$TMP/ok.pbn" || fail "PBN in place: exit status $?"
grep -q '^\[DoubleDummyTricks' "$TMP/ok.pbn" || fail "PBN in place: not written"
echo "table --pbn -o FILE FILE: FILE replaced only when read as PBN"

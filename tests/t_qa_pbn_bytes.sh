#!/bin/sh
# A PBN file rewritten (table --pbn -o FILE FILE) comes back byte for
# byte but for what ddplay added: the tag lines it did not change keep
# their tabs, blanks and escapes (they were written again as [Name
# "value"]), and the blank lines between games stay as they were (one
# was kept, with its blanks dropped).  tests/data/pbn-bytes.pbn: tabs in
# tag lines, a line's leading and trailing blanks, escaped quotes and
# doubled backslashes, a backslash alone, a tab in a section and in a
# comment, a blank line of blanks, three blank lines and a ';' comment
# between the games; the same with CR LF line ends.
. "$(dirname "$0")/lib.sh"

IN=tests/data/pbn-bytes.pbn
# strip FILE: FILE without the tags table --pbn adds (and the rows of
# OptimumResultTable's section)
strip() {
	grep -v -e '^\[DoubleDummyTricks ' -e '^\[OptimumResultTable ' \
		-e '^[NESW]  *[SHDCNT]*  *[0-9]*.\{0,1\}$' -e '^\[OptimumScore ' \
		-e '^\[ParContract ' "$1"
}
grep -q "$(printf '\t')" "$IN" || fail "the test file lost its tabs"
cp "$IN" "$TMP/f.pbn"
"$DDPLAY" table --pbn -o "$TMP/f.pbn" "$TMP/f.pbn" 2> "$TMP/err" ||
	fail "table --pbn -o in place: exit status $? ($(cat "$TMP/err"))"
[ -s "$TMP/err" ] && fail "table --pbn: messages: $(cat "$TMP/err")"
[ "$(grep -c '^\[DoubleDummyTricks ' "$TMP/f.pbn")" = 2 ] || fail "the tables not added to both boards"
strip "$TMP/f.pbn" > "$TMP/f.kept"
cmp -s "$TMP/f.kept" "$IN" ||
	{ diff "$IN" "$TMP/f.kept" | cat -A | head -n 20; fail "the lines not changed by table --pbn are not the file's, byte for byte"; }
# the file written again, its tables already there: not a byte changed
cp "$TMP/f.pbn" "$TMP/g.pbn"
"$DDPLAY" table --pbn -o "$TMP/g.pbn" "$TMP/g.pbn" 2> "$TMP/err" || fail "second rewrite: exit status $?"
cmp -s "$TMP/f.pbn" "$TMP/g.pbn" ||
	{ diff "$TMP/f.pbn" "$TMP/g.pbn" | cat -A | head -n 20; fail "a board with nothing to change was not written back byte for byte"; }
# CR LF line ends: the same
sed 's/$/\r/' "$IN" > "$TMP/crlf.pbn"
cp "$TMP/crlf.pbn" "$TMP/c.pbn"
"$DDPLAY" table --pbn -o "$TMP/c.pbn" "$TMP/c.pbn" 2> "$TMP/err" || fail "CR LF: exit status $?"
strip "$TMP/c.pbn" > "$TMP/c.kept"
cmp -s "$TMP/c.kept" "$TMP/crlf.pbn" ||
	{ diff "$TMP/crlf.pbn" "$TMP/c.kept" | cat -A | head -n 20; fail "CR LF: the lines not changed are not the file's"; }
# a tag ddplay changes is written in PBN's form, the others as they were:
# [Event "#"] (the game before's value) written with its value
awk '/^\[Event "Club \\"night\\""\]$/ { print "[Event \"#\"]"; next } { print }' "$IN" > "$TMP/h.pbn"
grep -q '^\[Event "#"\]$' "$TMP/h.pbn" || fail "the '#' test file was not made"
"$DDPLAY" table --pbn "$TMP/h.pbn" > "$TMP/h.out" 2> "$TMP/err" || fail "'#': exit status $?"
! grep -q '^\[Event "#"\]' "$TMP/h.out" && grep -q '^\[Event "Club \\"night\\""\]$' "$TMP/h.out" ||
	fail "[Event \"#\"] not written with its value: $(grep '^\[Event' "$TMP/h.out" | cat -A)"
echo "table --pbn -o: a file comes back byte for byte but for the tables added"

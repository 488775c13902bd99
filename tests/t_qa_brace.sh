#!/bin/sh
# A comment '{' never closed, rewritten in place with table --pbn -o: the
# comment is closed where its game ends, so that the file written reads
# back without a problem, keeps the analysis tags outside the comment,
# and a second rewrite changes nothing (before the fix, each rewrite
# added another copy of the analysis tags, swallowed by the comment).
. "$(dirname "$0")/lib.sh"

D='N:A86.Q8542.4.9764 42.AT73.T953.A85 QJ975.J.AKQJ.KJ3 KT3.K96.8762.QT2'

# try NAME: rewrites $TMP/NAME.pbn twice in place.
try() {
	cp "$TMP/$1.pbn" "$TMP/$1.orig"
	"$DDPLAY" table --pbn -o "$TMP/$1.pbn" "$TMP/$1.pbn" 2> "$TMP/err1"
	grep -q "the comment '{' is not closed" "$TMP/err1" ||
		fail "$1: the open comment not reported: $(cat "$TMP/err1")"
	cp "$TMP/$1.pbn" "$TMP/$1.once"
	"$DDPLAY" table --pbn -o "$TMP/$1.pbn" "$TMP/$1.pbn" 2> "$TMP/err2"
	status=$?
	[ $status -eq 0 ] || fail "$1: the file ddplay wrote reads with status $status: $(cat "$TMP/err2")"
	[ -s "$TMP/err2" ] && fail "$1: the file ddplay wrote has problems: $(cat "$TMP/err2")"
	cmp -s "$TMP/$1.once" "$TMP/$1.pbn" ||
		fail "$1: a second rewrite changed the file: $(diff "$TMP/$1.once" "$TMP/$1.pbn" | head -5)"
	n=$(grep -c '^\[DoubleDummyTricks' "$TMP/$1.pbn")
	[ "$n" -eq "$2" ] || fail "$1: $n DoubleDummyTricks tags, expected $2"
	grep -q '^{ never closed' "$TMP/$1.pbn" || fail "$1: the comment's text lost"
}

# Closed at the next game (a tag after a blank line).
printf '[Board "1"]\n[Deal "%s"]\n{ never closed\n\n[Board "2"]\n[Deal "%s"]\n' "$D" "$D" > "$TMP/next.pbn"
try next 2
# Closed at the end of the file.
printf '[Board "1"]\n[Deal "%s"]\n{ never closed\nstill in it\n' "$D" > "$TMP/end.pbn"
try end 1
grep -q '^still in it$' "$TMP/end.pbn" || fail "end: the comment's second line lost"
# In a game that is copied as it was (a bad deal), then a good game.
printf '[Board "1"]\n[Deal "N:AK"]\n{ never closed\n\n[Board "2"]\n[Deal "%s"]\n' "$D" > "$TMP/bad.pbn"
"$DDPLAY" table --pbn -o "$TMP/bad.pbn" "$TMP/bad.pbn" 2> /dev/null
"$DDPLAY" table --lines "$TMP/bad.pbn" > "$TMP/out" 2> "$TMP/err"
[ "$(grep -c . "$TMP/out")" -eq 1 ] || fail "bad: the good game swallowed: $(cat "$TMP/err")"
grep -q "not closed" "$TMP/err" && fail "bad: the comment still open in the file written: $(cat "$TMP/err")"
grep -q '^\[DoubleDummyTricks' "$TMP/bad.pbn" || fail "bad: the good game not analysed"
exit 0

#!/bin/sh
# A tag line of a hand-edited file that lost its '[' (Deal "N:..."]) was
# read as text without a word: the game had no deal and was left out
# silently.  It is said at its line, as a tag without its '['; the text
# is kept where it was (table --pbn writes it back) and the games around
# it are answered.
. "$(dirname "$0")/lib.sh"

D='N:A86.Q8542.4.9764 42.AT73.T953.A85 QJ975.J.AKQJ.KJ3 KT3.K96.8762.QT2'
printf '[Board "1"]\n[Deal "%s"]\n\n[Board "2"]\nDeal "%s"]\n\nBoard "3"]\n[Deal "%s"]\n\n[Board "4"]\n[Deal "%s"]\n[Auction "N"]\n1S Pass 4S AP\n' \
	"$D" "$D" "$D" "$D" > "$TMP/x.pbn"
"$DDPLAY" table "$TMP/x.pbn" > "$TMP/out" 2> "$TMP/err" && fail "exit status 0"
grep -qxF "$TMP/x.pbn:5: board 2: 'Deal \"N:A86.Q8542.4.9764 42.AT73.T953.A8...' looks like a tag without its '[': read as text" "$TMP/err" ||
	fail "the tag without '[' in a game not said: $(cat "$TMP/err")"
grep -qxF "$TMP/x.pbn:7: 'Board \"3\"]' looks like a tag without its '[': read as text" "$TMP/err" ||
	fail "the tag without '[' between games not said: $(cat "$TMP/err")"
[ "$(wc -l < "$TMP/err")" -eq 2 ] || fail "more said: $(cat "$TMP/err")"
[ "$(grep -c '^Board [134]$' "$TMP/out")" -eq 2 ] || fail "the other boards: $(grep '^Board' "$TMP/out")"
"$DDPLAY" table --pbn "$TMP/x.pbn" > "$TMP/x.out" 2> /dev/null
grep -qxF "Deal \"$D\"]" "$TMP/x.out" && grep -qxF 'Board "3"]' "$TMP/x.out" ||
	fail "the lines not written back"
# Tag names are case sensitive: a hand-edited [deal] or [contract] was
# passed over without a word (the game left out, or analysed without its
# contract).  Said at its line; kept as it is.
printf '[Board "1"]\n[deal "%s"]\n\n[Board "2"]\n[Deal "%s"]\n[contract "4S"]\n[Declarer "S"]\n\n[Board "3"]\n[Deal "%s"]\n[Mycustom "x"]\n' \
	"$D" "$D" "$D" > "$TMP/case.pbn"
"$DDPLAY" table "$TMP/case.pbn" > "$TMP/out" 2> "$TMP/err" && fail "case: exit status 0"
grep -qxF "$TMP/case.pbn:2: board 1: [deal] is not read: tag names are case sensitive, [Deal] is meant?" "$TMP/err" &&
	grep -qxF "$TMP/case.pbn:6: board 2: [contract] is not read: tag names are case sensitive, [Contract] is meant?" "$TMP/err" ||
	fail "case: not said: $(cat "$TMP/err")"
[ "$(wc -l < "$TMP/err")" -eq 2 ] || fail "case: more said: $(cat "$TMP/err")"
[ "$(grep -c '^Board [23]$' "$TMP/out")" -eq 2 ] || fail "case: boards 2 and 3 not answered"
"$DDPLAY" table --pbn "$TMP/case.pbn" 2> /dev/null | grep -qxF '[contract "4S"]' || fail "case: the tag not written back"
# A blank line inside a game (in its auction) ends it: the rest, its
# play and result, made a game of no deal, passed over without a word
# (board 1 analysed without them, exit status 0).  Said at the first of
# them; Bridge Composer's first game of empty tags still says nothing,
# nor a scorer's game of a board's result without its deal.
printf '[Event ""]\n[Board ""]\n[Deal ""]\n[Declarer ""]\n[Contract ""]\n[Result ""]\n\n[Board "7"]\n[Declarer "S"]\n[Contract "4S"]\n[Result "10"]\n\n[Board "1"]\n[Deal "%s"]\n[Declarer "S"]\n[Contract "4S"]\n[Auction "N"]\n1S Pass 4S Pass\n\nPass Pass\n[Play "W"]\nD2 DA D4 D6\n[Result "10"]\n' \
	"$D" > "$TMP/blank.pbn"
"$DDPLAY" table "$TMP/blank.pbn" > /dev/null 2> "$TMP/err" && fail "blank line: exit status 0"
grep -qxF "$TMP/blank.pbn:21: [Play] in a game without a deal: not read (a blank line ends a game: one in the game before it?)" "$TMP/err" ||
	fail "blank line: not said: $(cat "$TMP/err")"
[ "$(wc -l < "$TMP/err")" -eq 1 ] || fail "blank line: more said: $(cat "$TMP/err")"
echo "a tag without its '[', or in another case, a play without a deal, said at its line"

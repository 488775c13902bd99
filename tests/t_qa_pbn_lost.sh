#!/bin/sh
# table --pbn -o FILE never replaces FILE with less than the input held:
# a line over 1 MB (a long comment, a tag) is skipped by the reader, and
# a game over 16 MB is left out; rewritten in place, the file lost them
# (exit status 1, but the file replaced).  Now FILE is left as it was,
# saying why; to standard output the PBN is written, and the message says
# what it lacks.  A file with nothing lost is still written.
. "$(dirname "$0")/lib.sh"

D='N:A86.Q8542.4.9764 42.AT73.T953.A85 QJ975.J.AKQJ.KJ3 KT3.K96.8762.QT2'
{ printf '[Board "1"]\n[Deal "%s"]\n{' "$D"
  head -c 1100000 /dev/zero | tr '\0' 'x'
  printf '}\n\n[Board "2"]\n[Deal "%s"]\n' "$D"; } > "$TMP/long.pbn"
cp "$TMP/long.pbn" "$TMP/want"
"$DDPLAY" table --pbn -o "$TMP/long.pbn" "$TMP/long.pbn" > /dev/null 2> "$TMP/err" &&
	fail "a line over 1 MB: exit status 0"
cmp -s "$TMP/long.pbn" "$TMP/want" || fail "a line over 1 MB: the file replaced without it"
grep -qxF "$TMP/long.pbn:3: line longer than 1048576 bytes" "$TMP/err" ||
	fail "a line over 1 MB: not said at its line: $(cat "$TMP/err")"
grep -qxF "ddplay table: $TMP/long.pbn: not written: 1 line of the input could not be kept (above); the file is left as it was" "$TMP/err" ||
	fail "a line over 1 MB: no word of the file left: $(cat "$TMP/err")"
[ "$(ls "$TMP" | grep -c 'long.pbn')" -eq 1 ] || fail "a temporary file left: $(ls "$TMP")"
# to another file: not written either
"$DDPLAY" table --pbn -o "$TMP/other.pbn" "$TMP/long.pbn" > /dev/null 2>&1 &&
	fail "-o another file: exit status 0"
[ -e "$TMP/other.pbn" ] && fail "-o another file: written without the line"
# to standard output: written, and said
"$DDPLAY" table --pbn "$TMP/long.pbn" > "$TMP/out" 2> "$TMP/err" && fail "stdout: exit status 0"
[ "$(grep -c '^\[DoubleDummyTricks' "$TMP/out")" -eq 2 ] || fail "stdout: not both boards"
grep -qxF "ddplay table: the output lacks 1 line of the input that could not be kept (above)" "$TMP/err" ||
	fail "stdout: the loss not said: $(cat "$TMP/err")"
# a game over 16 MB (sections under 1 MB each): left out, the file kept
if [ "$QUICK" != 1 ]; then
	{ printf '[Board "1"]\n[Deal "%s"]\n\n[Board "2"]\n[Deal "%s"]\n' "$D" "$D"
	  i=0
	  while [ $i -lt 18 ]; do
		printf '[Tag%d "x"]\n' $i
		head -c 1000000 /dev/zero | tr '\0' 'y'
		printf '\n'
		i=$((i + 1))
	  done; } > "$TMP/big.pbn"
	cp "$TMP/big.pbn" "$TMP/bigwant"
	"$DDPLAY" table --pbn -o "$TMP/big.pbn" "$TMP/big.pbn" > /dev/null 2> "$TMP/err" &&
		fail "a game over 16 MB: exit status 0"
	cmp -s "$TMP/big.pbn" "$TMP/bigwant" || fail "a game over 16 MB: the file replaced without it"
	grep -q "game longer than 16777216 bytes: left out" "$TMP/err" &&
		grep -qxF "ddplay table: $TMP/big.pbn: not written: 1 game of the input could not be kept (above); the file is left as it was" "$TMP/err" ||
		fail "a game over 16 MB: $(cat "$TMP/err")"
fi
# Comments between games over 1 MB (of short lines) were cut at 1 MB
# without a word, the file rewritten without the rest (exit status 0):
# kept whole now, as a game is, up to 16 MB.
{ printf '[Board "1"]\n[Deal "%s"]\n\n{\n' "$D"
  yes 'a long comment line of the club director, about sixty bytes' | head -n 25000
  printf 'the end}\n%% and a last line\n[Board "2"]\n[Deal "%s"]\n' "$D"; } > "$TMP/longc.pbn"
cp "$TMP/longc.pbn" "$TMP/longc.in"
"$DDPLAY" table --pbn -o "$TMP/longc.pbn" "$TMP/longc.pbn" 2> "$TMP/err" || fail "long comments: exit status $?"
[ -s "$TMP/err" ] && fail "long comments: $(cat "$TMP/err")"
[ "$(grep -c '^a long comment line' "$TMP/longc.pbn")" -eq 25000 ] &&
	grep -qxF '% and a last line' "$TMP/longc.pbn" ||
	fail "long comments: not kept whole: $(grep -c '^a long comment line' "$TMP/longc.pbn") lines"
if [ "$QUICK" != 1 ]; then
	{ printf '[Board "1"]\n[Deal "%s"]\n\n{\n' "$D"
	  yes 'a long comment line of the club director, about sixty bytes' | head -n 300000
	  printf '}\n[Board "2"]\n[Deal "%s"]\n' "$D"; } > "$TMP/huge.pbn"
	cp "$TMP/huge.pbn" "$TMP/huge.in"
	"$DDPLAY" table --pbn -o "$TMP/huge.pbn" "$TMP/huge.pbn" > /dev/null 2> "$TMP/err" &&
		fail "comments over 16 MB: exit status 0"
	cmp -s "$TMP/huge.pbn" "$TMP/huge.in" || fail "comments over 16 MB: the file replaced without them"
	grep -q "^$TMP/huge.pbn:[0-9]*: comments before a game longer than 16777216 bytes: the rest not kept$" "$TMP/err" &&
		grep -qxF "ddplay table: $TMP/huge.pbn: not written: 1 run of comments of the input could not be kept (above); the file is left as it was" "$TMP/err" ||
		fail "comments over 16 MB: $(cat "$TMP/err")"
fi
# nothing lost: written
printf '[Board "1"]\n[Deal "%s"]\n' "$D" > "$TMP/ok.pbn"
"$DDPLAY" table --pbn -o "$TMP/ok.pbn" "$TMP/ok.pbn" || fail "a good file: exit status $?"
grep -q '^\[DoubleDummyTricks' "$TMP/ok.pbn" || fail "a good file: not written"
# -o naming a LIN file (or an HTML page): refused, as :save refuses it;
# table --pbn -o x.lin x.lin replaced BBO's LIN with PBN, without a word
cp tests/data/lin/myhands.lin "$TMP/my.lin"
"$DDPLAY" table --pbn -o "$TMP/my.lin" "$TMP/my.lin" > /dev/null 2> "$TMP/err"
[ $? -eq 2 ] || fail "-o x.lin: exit status not 2"
cmp -s "$TMP/my.lin" tests/data/lin/myhands.lin || fail "-o x.lin: the LIN file replaced"
grep -qF "ddplay table: -o $TMP/my.lin: LIN is read, not written: --pbn writes PBN (name the file .pbn)" "$TMP/err" ||
	fail "-o x.lin: not said: $(cat "$TMP/err")"
"$DDPLAY" table --pbn -o "$TMP/page.HTML" "$TMP/ok.pbn" > /dev/null 2>&1 && fail "-o x.HTML: written"
[ -e "$TMP/page.HTML" ] && fail "-o x.HTML: the file made"
# the same through symbolic links named .pbn: the file they lead to is
# the one that would be replaced (a link to a link, a relative target, a
# link to a .lin not made yet)
mkdir -p "$TMP/lk/sub"
cp tests/data/lin/myhands.lin "$TMP/lk/sub/a.lin"
ln -s sub/a.lin "$TMP/lk/b.pbn"
ln -s "$TMP/lk/b.pbn" "$TMP/c.pbn"
ln -s new.lin "$TMP/lk/d.pbn"
for l in "$TMP/lk/b.pbn" "$TMP/c.pbn" "$TMP/lk/d.pbn"; do
	"$DDPLAY" table --pbn -o "$l" "$TMP/ok.pbn" > /dev/null 2> "$TMP/err"
	[ $? -eq 2 ] || fail "-o $l (a link to a .lin): exit status not 2"
	grep -qF "ddplay table: -o $l, a link to " "$TMP/err" && grep -qF ".lin: LIN is read, not written" "$TMP/err" ||
		fail "-o $l: not said: $(cat "$TMP/err")"
done
cmp -s "$TMP/lk/sub/a.lin" tests/data/lin/myhands.lin || fail "-o through a link: the LIN file replaced"
[ -e "$TMP/lk/new.lin" ] && fail "-o through a link to no file: a .lin made"
echo "table --pbn -o: a file is not replaced by less than it held, nor a LIN file by PBN"

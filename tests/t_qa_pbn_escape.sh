#!/bin/sh
# table --pbn keeps a file's '%' lines where they were: its header (a
# club's line after "% PBN 2.1"), and those inside a game, between two
# tags, in the auction and the play (which are still read) and at the
# game's end, and those after the last game; rewritten in place, the file
# comes back the same, the analysis tags added.  A game with a second [Deal] is an error at its
# line, the first named, the game copied as it was, and the games
# around it still answered.
. "$(dirname "$0")/lib.sh"

# (and a comment and a '%' line after the last game)
IN=$TMP/in.pbn
{ cat tests/data/pbn/escape.pbn; printf '{a comment after the last game}\n%% the end\n'; } > "$IN"
cp "$IN" "$TMP/x.pbn"
"$DDPLAY" table --pbn -o "$TMP/x.pbn" "$TMP/x.pbn" 2> "$TMP/err" ||
	{ cat "$TMP/err"; fail "table --pbn: exit status $?"; }
[ -s "$TMP/err" ] && { cat "$TMP/err"; fail "a problem said of a good file"; }
# the file without the analysis tags (and their rows) is the file read
noanalysis() {
	awk '/^\[(DoubleDummyTricks|OptimumResultTable|OptimumScore|ParContract) / { skip = 1; next }
	     /^\[/ || /^$/ { skip = 0 }
	     !skip' "$1"
}
noanalysis "$TMP/x.pbn" > "$TMP/x.read"
cmp -s "$IN" "$TMP/x.read" ||
	{ diff "$IN" "$TMP/x.read"; fail "rewritten: a line lost or moved"; }
# the play is read through its '%' line: 8 cards, the contract's
"$DDPLAY" solve "$IN" > "$TMP/solve" || fail "solve: exit status $?"
grep -q '|N|W|S2 SA S8 S5 HA H8 H5 H2$' "$TMP/solve" ||
	{ cat "$TMP/solve"; fail "solve: the play not read as given"; }

# a second [Deal] in a game: an error naming it; boards 1 and 3 answered
D1="N:AKQJ.AKQ.AKQ.AKQ T98.T98.T98.T987 765.765.765.6543 432.J432.J432.J2"
D2="N:T98.T98.T98.T987 765.765.765.6543 432.J432.J432.J2 AKQJ.AKQ.AKQ.AKQ"
printf '[Board "1"]\n[Deal "%s"]\n\n[Board "2"]\n[Deal "%s"]\n[Dealer "N"]\n[Deal "%s"]\n\n[Board "3"]\n[Deal "%s"]\n' \
	"$D1" "$D1" "$D2" "$D2" > "$TMP/twice.pbn"
"$DDPLAY" table --pbn "$TMP/twice.pbn" > "$TMP/twice.out" 2> "$TMP/err" &&
	fail "a second [Deal]: exit status 0"
grep -qxF "$TMP/twice.pbn:7: board 2: a second [Deal] in this game (the first at line 5; a blank line starts a new game)" "$TMP/err" ||
	{ cat "$TMP/err"; fail "a second [Deal]: not said at its line"; }
[ "$(grep -c '^\[DoubleDummyTricks ' "$TMP/twice.out")" = 2 ] ||
	{ cat "$TMP/twice.out"; fail "a second [Deal]: boards 1 and 3 not both answered"; }
grep -qxF "[Deal \"$D2\"]" "$TMP/twice.out" && grep -qxF '[Board "2"]' "$TMP/twice.out" ||
	fail "a second [Deal]: the game not copied"
"$DDPLAY" table "$TMP/twice.pbn" 2> /dev/null | grep -c '^Board [13]$' | grep -qx 2 ||
	fail "table: boards 1 and 3 not both answered"
# A value whose backslashes are written doubled, as PBN says (a path,
# "a \\ b"), keeps them: table --pbn wrote them single ("C:\clubs"),
# which other readers take for an escape; Bridge Composer's single
# backslash before a column's width ("Denomination\2R") and a lone one
# stay single.
printf '[Event "C:\\\\clubs\\\\x \\"q\\" \\\\"]\n[Site "a \\ b"]\n[Board "1"]\n[Deal "%s"]\n[ScoreTable "Rank\\2R;Names\\20L"]\n1 "Ann"\n\n' "$D1" > "$TMP/bs.pbn"
grep -qxF '[Event "C:\\clubs\\x \"q\" \\"]' "$TMP/bs.pbn" || fail "backslashes: the test file: $(head -n 1 "$TMP/bs.pbn")"
cp "$TMP/bs.pbn" "$TMP/bs.in"
"$DDPLAY" table --pbn -o "$TMP/bs.pbn" "$TMP/bs.pbn" || fail "backslashes: exit status $?"
noanalysis "$TMP/bs.pbn" | grep -v '^%' > "$TMP/bs.read"
cmp -s "$TMP/bs.in" "$TMP/bs.read" ||
	{ diff "$TMP/bs.in" "$TMP/bs.read"; fail "backslashes: the values written otherwise"; }
"$DDPLAY" table "$TMP/bs.pbn" > /dev/null || fail "backslashes: not read back"
# a value ending in a backslash ("C:\temp\"): its closing quote is
# escaped; the message says so (it said only "no closing quote")
{ printf '[Board "1"]\n'
  printf '%s\n' '[Site "C:\temp\"]'
  printf '[Deal "%s"]\n\n[Board "2"]\n[Deal "%s"]\n' "$D1" "$D1"; } > "$TMP/bsq.pbn"
"$DDPLAY" table "$TMP/bsq.pbn" > "$TMP/out" 2> "$TMP/err" && fail "a backslash before the closing quote: exit status 0"
grep -qxF "$TMP/bsq.pbn:2: board 1: bad tag '[Site \"C:\\temp\\\"]': the value has no closing quote (a backslash before a quote escapes it: \\\\ is a backslash)" "$TMP/err" ||
	fail "a backslash before the closing quote: $(cat "$TMP/err")"
grep -qx 'Board 2' "$TMP/out" || fail "a backslash before the closing quote: board 2 not answered"
echo "'%' lines kept in place by table --pbn; a second [Deal] said at its line; backslashes as written"

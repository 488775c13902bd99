#!/bin/sh
# Nothing of a board's record lost on the way through the readers and the
# PBN writer (issue 20, items 1-3): every alert note of a LIN auction, BBO
# commentary that runs over several lines (URLs and all), a PBN tag's
# section begun on the tag's own line ([Play "W"] HK ...), two tags on one
# line, and BBO's "Board+7" read as "Board 7".
. "$(dirname "$0")/lib.sh"

MD='md|3SAKQT2HA7D85CKJ32,S76HKQ3DAKJ4CAQ97,S854HJT54DQ7CT654,'
D='N:854.JT54.Q7.T654 J93.9862.T9632.8 AKQT2.A7.85.KJ32 76.KQ3.AKJ4.AQ97'

# 1. Three explained calls: three notes, kept by a second write.
printf 'pn|S1,W1,N1,E1|st||%s|sv|o|ah|Board+7|mb|2D|an|mul|mb|p|mb|2N!|an|asks for range|mb|p|mb|3D!|an|max with hearts|mb|p|mb|3N|mb|p|mb|p|mb|p|\n' \
	"$MD" > "$TMP/notes.lin"
"$DDPLAY" table --pbn "$TMP/notes.lin" > "$TMP/notes.pbn" 2> "$TMP/err" ||
	fail "table --pbn on a LIN file: $(cat "$TMP/err")"
for n in '1:mul' '2:asks for range' '3:max with hearts'; do
	grep -qF "[Note \"$n\"]" "$TMP/notes.pbn" ||
		fail "note '$n' not written: $(grep Note "$TMP/notes.pbn")"
done
grep -q '=1= Pass 2NT! =2= Pass' "$TMP/notes.pbn" ||
	fail "the auction's note marks: $(grep -A2 Auction "$TMP/notes.pbn")"
"$DDPLAY" table --pbn "$TMP/notes.pbn" > "$TMP/notes2.pbn" 2> "$TMP/err" ||
	fail "the PBN written does not read back: $(cat "$TMP/err")"
[ "$(grep -c '^\[Note ' "$TMP/notes2.pbn")" -eq 3 ] ||
	fail "notes after a second write: $(grep Note "$TMP/notes2.pbn")"
grep -q '^\[Board "7"\]' "$TMP/notes.pbn" || fail "ah|Board+7|: no [Board \"7\"]"

# BBO's '+' for a space in the board's name (ah|), as messages show it.
printf 'ah|Board+7|%s|sv|o|pc|S5|\n' "$MD" > "$TMP/plus.lin"
"$DDPLAY" table --lines "$TMP/plus.lin" > /dev/null 2> "$TMP/err"
# (messages say "board 7:" as a PBN board's are said: they said "Board 7:")
grep -qxF "$TMP/plus.lin:1: board 7: cards played but no contract" "$TMP/err" ||
	fail "ah|Board+7| not named 'board 7': $(cat "$TMP/err")"
# a PBN board named so too, and "Open 7" of a vugraph as it is
printf '[Board "Board 3"]\n[Deal "N:AKQ"]\n\n[Board "Open 7"]\n[Deal "N:AKQ"]\n' > "$TMP/named.pbn"
"$DDPLAY" table "$TMP/named.pbn" > /dev/null 2> "$TMP/err"
grep -q "^$TMP/named.pbn:2: board 3: bad deal" "$TMP/err" &&
	grep -q "^$TMP/named.pbn:5: Open 7: bad deal" "$TMP/err" ||
	fail "boards named 'Board 3', 'Open 7': $(cat "$TMP/err")"

# 2. Commentary over two lines, the second starting with a URL: one
# comment, whole (its line break PBN's \n), and no complaint about a
# link.
printf 'qx|o1|%s|sv|o|nt|First part of a comment\nhttp://www.example.com/page?a=1 goes on here|pg||\nmb|1S|mb|p|mb|4S|mb|p|mb|p|mb|p|\n' \
	"$MD" > "$TMP/comment.lin"
"$DDPLAY" table --pbn "$TMP/comment.lin" > "$TMP/comment.pbn" 2> "$TMP/err"
[ -s "$TMP/err" ] && fail "commentary over two lines: $(cat "$TMP/err")"
grep -qF '{First part of a comment\nhttp://www.example.com/page?a=1 goes on here}' \
	"$TMP/comment.pbn" || fail "the comment not whole: $(grep '^{' "$TMP/comment.pbn")"
grep -q '^\[Contract "4S"\]' "$TMP/comment.pbn" ||
	fail "the auction after the comment lost"
# A long message (2,000 characters) kept whole too.
long=$(awk 'BEGIN { for (i = 0; i < 200; i++) printf "word%05d ", i }')
printf 'qx|o2|%s|sv|o|nt|%s|mb|1S|\n' "$MD" "$long" > "$TMP/long.lin"
"$DDPLAY" table --pbn "$TMP/long.lin" 2> /dev/null | grep -q 'word00000 .*word00199}' ||
	fail "a 2,000-character comment not whole"

# 3. [Play "W"] with the first trick on the tag's line.
for sep in ' ' '\n'; do
	printf "[Event \"x\"] [Site \"Club\"]\n[Board \"3\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"$D\"]\n[Declarer \"S\"]\n[Contract \"4S\"]\n[Result \"10\"]\n[Play \"W\"]${sep}HK H4 H2 HA\nHQ H5 H6 H7\n*\n" \
		> "$TMP/play.pbn"
	"$DDPLAY" analyse "$TMP/play.pbn" > "$TMP/out" 2> "$TMP/err" ||
		fail "analyse: $(cat "$TMP/err")"
	grep -q 'trick  1  West   .K' "$TMP/out" ||
		fail "the first trick of [Play] (separator '$sep') not read: $(cat "$TMP/out" "$TMP/err")"
	"$DDPLAY" table --pbn "$TMP/play.pbn" > "$TMP/play.out" 2> /dev/null
	grep -q '^\[Site "Club"\]' "$TMP/play.out" ||
		fail "the second tag on a line lost"
done
echo "notes, commentary over lines, [Play] on its tag's line, Board+7: kept"

#!/bin/sh
# A ';' comment after a tag on its line ([Board "1"] ; the first board)
# is kept by table --pbn (it was dropped, where a '{ }' comment there was
# kept), as a line after the tag; the board reads as before, and a second
# rewrite changes nothing.
. "$(dirname "$0")/lib.sh"

D='N:A86.Q8542.4.9764 42.AT73.T953.A85 QJ975.J.AKQJ.KJ3 KT3.K96.8762.QT2'
cat > "$TMP/in.pbn" <<END
[Event "Club"]
[Board "1"] ; the first board
[Deal "$D"] ; dealt by hand
[Declarer "S"]
[Contract "4S"]
[Result "10"]
[Auction "N"] ; the bidding
Pass Pass 1S Pass
2S Pass 4S Pass
Pass Pass
[Play "W"] ; the play
CT C4 C8 CJ
*
END
"$DDPLAY" table --pbn -o "$TMP/out.pbn" "$TMP/in.pbn" 2> "$TMP/err" ||
	{ cat "$TMP/err"; fail "table --pbn refused the file"; }
for c in '; the first board' '; dealt by hand' '; the bidding' '; the play'; do
	grep -qxF "$c" "$TMP/out.pbn" || { cat "$TMP/out.pbn"; fail "lost: $c"; }
done
"$DDPLAY" trace --lines "$TMP/in.pbn" > "$TMP/want" 2>&1
"$DDPLAY" trace --lines "$TMP/out.pbn" > "$TMP/got" 2>&1
compare "$TMP/want" "$TMP/got" "the board read back"
"$DDPLAY" table --pbn -o "$TMP/again.pbn" "$TMP/out.pbn" 2> "$TMP/err" ||
	fail "second rewrite: $(cat "$TMP/err")"
cmp -s "$TMP/out.pbn" "$TMP/again.pbn" || fail "a second rewrite changed the file"
echo "';' comments after tags kept"

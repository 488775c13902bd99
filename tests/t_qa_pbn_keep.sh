#!/bin/sh
# table --pbn -o FILE FILE keeps the comments and '%' lines between games
# (before the first game, between two games, before a game copied as it
# was): they were dropped.  The file's "% PBN"/"% EXPORT" header is not
# doubled, ddplay's own "not analysed" comment not repeated, and a second
# rewrite changes nothing.
. "$(dirname "$0")/lib.sh"

D='N:A86.Q8542.4.9764 42.AT73.T953.A85 QJ975.J.AKQJ.KJ3 KT3.K96.8762.QT2'
cat > "$TMP/club.pbn" <<END
% PBN 2.1
% EXPORT
% Club night, 21 November: keep this line
{ The director's notes on the evening. }

[Event "Club"]
[Board "1"]
[Deal "$D"]

% second half
{ Board 2 was fouled at table 3. }
[Event "Club"]
[Board "2"]
[Deal "N:A86.Q8542.4 42.AT73.T953.A85 QJ975.J.AKQJ.KJ3 KT3.K96.8762.QT2"]

{ a multi-line comment
  before board 3 }
[Event "Club"]
[Board "3"]
[Deal "$D"]
END
"$DDPLAY" table --pbn -o "$TMP/club.pbn" "$TMP/club.pbn" 2> "$TMP/err"
[ $? -eq 1 ] || fail "exit status $?, expected 1 (board 2 is bad)"
for line in "% Club night, 21 November: keep this line" \
	    "{ The director's notes on the evening. }" "% second half" \
	    "{ Board 2 was fouled at table 3. }" "{ a multi-line comment" \
	    "  before board 3 }"; do
	[ "$(grep -cxF "$line" "$TMP/club.pbn")" -eq 1 ] ||
		fail "'$line' not kept once: $(grep -cxF "$line" "$TMP/club.pbn")"
done
[ "$(grep -c '^% PBN' "$TMP/club.pbn")" -eq 1 ] || fail "the header doubled"
# each comment still before its game
awk '/second half/ { s = NR } /fouled/ { f = NR } /\[Board "2"\]/ { b = NR }
     END { exit !(s < f && f < b) }' "$TMP/club.pbn" || fail "the comments not before board 2"
[ "$(grep -c '^\[DoubleDummyTricks' "$TMP/club.pbn")" -eq 2 ] || fail "not 2 boards analysed"
cp "$TMP/club.pbn" "$TMP/once.pbn"
"$DDPLAY" table --pbn -o "$TMP/club.pbn" "$TMP/club.pbn" 2> /dev/null
cmp -s "$TMP/once.pbn" "$TMP/club.pbn" ||
	fail "a second rewrite changed the file: $(diff "$TMP/once.pbn" "$TMP/club.pbn" | head -5)"
exit 0

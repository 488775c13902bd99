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

# A Bridge Composer file (CRLF line ends, a byte-order mark) rewritten by
# table --pbn keeps both, as :save does: it came out LF, with no mark.
# With -j 2 too (the results written by another thread).
printf '\357\273\277%% PBN 2.1\r\n%% EXPORT\r\n\r\n[Event "Club"]\r\n[Board "1"]\r\n[Deal "%s"]\r\n\r\n[Event "Club"]\r\n[Board "2"]\r\n[Deal "%s"]\r\n' \
	"$D" "$D" > "$TMP/bc.pbn"
for j in 1 2; do
	cp "$TMP/bc.pbn" "$TMP/bc$j.pbn"
	"$DDPLAY" table --pbn -j $j -o "$TMP/bc$j.pbn" "$TMP/bc$j.pbn" ||
		fail "CRLF -j $j: exit status $?"
	[ "$(head -c 3 "$TMP/bc$j.pbn" | od -An -tx1 | tr -d ' ')" = efbbbf ] ||
		fail "CRLF -j $j: the byte-order mark lost: $(head -c 16 "$TMP/bc$j.pbn" | od -c | head -2)"
	lines=$(wc -l < "$TMP/bc$j.pbn")
	crlf=$(LC_ALL=C grep -c "$(printf '\r')\$" "$TMP/bc$j.pbn")
	[ "$lines" -gt 40 ] && [ "$crlf" -eq "$lines" ] ||
		fail "CRLF -j $j: $crlf of $lines lines end in CR LF"
	LC_ALL=C grep -q "$(printf '\r\r')" "$TMP/bc$j.pbn" && fail "CRLF -j $j: a CR doubled"
	[ "$(grep -c '^\[DoubleDummyTricks' "$TMP/bc$j.pbn")" -eq 2 ] || fail "CRLF -j $j: not 2 boards analysed"
done
cmp -s "$TMP/bc1.pbn" "$TMP/bc2.pbn" || fail "CRLF: -j 1 and -j 2 differ"
cp "$TMP/bc1.pbn" "$TMP/bc.once"
"$DDPLAY" table --pbn -o "$TMP/bc1.pbn" "$TMP/bc1.pbn" || fail "CRLF again: exit status $?"
cmp -s "$TMP/bc.once" "$TMP/bc1.pbn" || fail "CRLF: a second rewrite changed the file"
# to standard output as well; a plain LF file stays LF with no mark
"$DDPLAY" table --pbn "$TMP/bc.pbn" | cmp -s - "$TMP/bc.once" || fail "CRLF: standard output differs from -o"
"$DDPLAY" table --pbn "$TMP/once.pbn" > "$TMP/lf.out" 2> /dev/null
LC_ALL=C grep -q "$(printf '\r')" "$TMP/lf.out" && fail "LF: a CR written"
[ "$(head -c 1 "$TMP/lf.out")" = "%" ] || fail "LF: does not start with the header"

# An old Mac file (lines ending in CR alone) keeps its line ends too: it
# came out LF.
printf '%% PBN 2.1\r%% EXPORT\r\r[Event "Club"]\r[Board "1"]\r[Deal "%s"]\r{ a note }\r' "$D" > "$TMP/mac.pbn"
"$DDPLAY" table --pbn -o "$TMP/mac.pbn" "$TMP/mac.pbn" || fail "CR: exit status $?"
[ "$(LC_ALL=C tr -cd '\n' < "$TMP/mac.pbn" | wc -c)" -eq 0 ] || fail "CR: LF written: $(od -c "$TMP/mac.pbn" | head -3)"
[ "$(LC_ALL=C tr -cd '\r' < "$TMP/mac.pbn" | wc -c)" -gt 30 ] || fail "CR: the lines not ended in CR"
tr '\r' '\n' < "$TMP/mac.pbn" | grep -qxF '{ a note }' || fail "CR: the comment lost"
tr '\r' '\n' < "$TMP/mac.pbn" | grep -q '^\[DoubleDummyTricks' || fail "CR: not analysed"
cp "$TMP/mac.pbn" "$TMP/mac.once"
"$DDPLAY" table --pbn -o "$TMP/mac.pbn" "$TMP/mac.pbn" || fail "CR again: exit status $?"
cmp -s "$TMP/mac.once" "$TMP/mac.pbn" || fail "CR: a second rewrite changed the file"

# A file of no game, its header only (a club's template): rewritten in
# place, its own header lines were lost.
printf '%% PBN 2.1\n%% EXPORT\n%% Club notes: keep me\n\n{ a comment }\n' > "$TMP/nogame.pbn"
"$DDPLAY" table --pbn -o "$TMP/nogame.pbn" "$TMP/nogame.pbn" 2> /dev/null
grep -qxF '% Club notes: keep me' "$TMP/nogame.pbn" && grep -qxF '{ a comment }' "$TMP/nogame.pbn" ||
	fail "no game: the header lost: $(cat "$TMP/nogame.pbn")"
[ "$(grep -c '^% PBN' "$TMP/nogame.pbn")" -eq 1 ] || fail "no game: the header doubled"
printf '%% PBN 2.1\n%% Club notes: keep me\n' > "$TMP/nogame.pbn"
"$DDPLAY" table --pbn -o "$TMP/nogame.pbn" "$TMP/nogame.pbn" 2> /dev/null
grep -qxF '% Club notes: keep me' "$TMP/nogame.pbn" || fail "header only: lost: $(cat "$TMP/nogame.pbn")"

# Two PBN files joined (cat a.pbn b.pbn > c.pbn): the second's header
# lines, "% PBN 2.1" and "% EXPORT" among them, stay where they were, in
# the file rewritten and in a board saved from it (not doubled there):
# they were dropped.
cat > "$TMP/b.pbn" <<END
% PBN 2.1
% EXPORT
%Content-type: text/x-pbn; charset=ISO-8859-1
%Creator: Dealer4

[Event "Second"]
[Board "1"]
[Deal "$D"]
END
{ printf '%% PBN 2.1\n%% EXPORT\n\n[Event "First"]\n[Board "1"]\n[Deal "%s"]\n\n' "$D"
  cat "$TMP/b.pbn"; } > "$TMP/cat.pbn"
"$DDPLAY" table --pbn -o "$TMP/cat.pbn" "$TMP/cat.pbn" || fail "joined: exit status $?"
[ "$(grep -c '^% PBN 2.1$' "$TMP/cat.pbn")" -eq 2 ] && [ "$(grep -c '^% EXPORT$' "$TMP/cat.pbn")" -eq 2 ] ||
	fail "joined: the second header's version lines not kept: $(grep '^%' "$TMP/cat.pbn")"
awk '/^\[Event "First"\]/ { f = NR } /^% PBN/ { p = NR } /^%Creator: Dealer4$/ { c = NR }
     /^\[Event "Second"\]/ { s = NR } END { exit !(f < p && p < c && c < s) }' "$TMP/cat.pbn" ||
	fail "joined: the second header not between the games: $(grep -n '^[%[]' "$TMP/cat.pbn")"
cp "$TMP/cat.pbn" "$TMP/cat.once"
"$DDPLAY" table --pbn -o "$TMP/cat.pbn" "$TMP/cat.pbn" || fail "joined again: exit status $?"
cmp -s "$TMP/cat.once" "$TMP/cat.pbn" || fail "joined: a second rewrite changed the file"
exit 0

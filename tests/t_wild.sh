#!/bin/sh
# Files in the styles met in the wild (tests/data/wild, written for these
# tests): valid or recoverable boards are read, with the messages said.
. "$(dirname "$0")/lib.sh"
W=tests/data/wild

# run EXPECTED-STATUS CMD...: output in $TMP/out, messages in $TMP/err.
run() {
	want=$1
	shift
	"$DDPLAY" "$@" > "$TMP/out" 2> "$TMP/err"
	status=$?
	[ $status -eq "$want" ] ||
		fail "ddplay $*: exit status $status, expected $want: $(head -c 300 "$TMP/err")"
}
boards() {
	[ "$(wc -l < "$TMP/out" | tr -d ' ')" -eq "$1" ] ||
		fail "$2: $(wc -l < "$TMP/out" | tr -d ' ') boards, expected $1"
}
no_messages() {
	[ -s "$TMP/err" ] && fail "$1: messages: $(head -c 300 "$TMP/err")"
	return 0
}

# Result "NS 9", "NS 9 EW 4", "^8"; "+" in a Play row.
run 0 table --lines $W/results.pbn
boards 3 "results.pbn"
no_messages "results.pbn"
run 0 analyse $W/results.pbn
grep -qxF "Result: 9 tricks, made with an overtrick (claimed)." "$TMP/out" ||
	fail "results.pbn: Result \"NS 9\" not read"

# [Contract "H"]: a strain without a level.
run 0 trace --lines $W/endposition.pbn
boards 1 "endposition.pbn"
cut -d'|' -f2 "$TMP/out" | grep -qx H || fail "endposition.pbn: not in hearts"

# WBridge5's tags without quotes: read, with one warning for the file.
run 1 table --lines $W/wbridge5.pbn
boards 3 "wbridge5.pbn"
[ "$(wc -l < "$TMP/err" | tr -d ' ')" -eq 1 ] || fail "wbridge5.pbn: not one message"
grep -qF "wbridge5.pbn:2: tag value without quotes, read as it stands: '[Event Random]'" "$TMP/err" ||
	fail "wbridge5.pbn: no warning"

# An Auction without Contract or Declarer: the contract comes from it.
run 0 trace --lines $W/pbntools.pbn
boards 1 "pbntools.pbn (trace)"
cut -d'|' -f2,3 "$TMP/out" | grep -qx 'D|W' || fail "pbntools.pbn: not 2D by South: $(cat "$TMP/out")"
# and trace says "passed out" of the board passed out, as no error.
run 0 trace $W/pbntools.pbn
grep -qxF "Board 2: passed out." "$TMP/out" || fail "pbntools.pbn: passed out not said"
run 0 trace $W/passed.pbn
grep -qxF "Board 4: passed out." "$TMP/out" || fail "passed.pbn: passed out not said"
no_messages "passed.pbn"

# Bridge Composer: an empty first game ([Deal ""]), a void written "-".
run 0 table --lines $W/composer.pbn
boards 1 "composer.pbn"
no_messages "composer.pbn"

# Lines ending in a carriage return alone.
run 0 table --lines $W/mac.pbn
boards 2 "mac.pbn"

# A BBO traveller page: the boards of its hv_popuplin links; a page
# without any: said once.
run 0 table --lines $W/traveller.html
boards 2 "traveller.html"
no_messages "traveller.html"
run 0 analyse $W/traveller.html
grep -qxF "Result: 10 tricks, made (claimed)." "$TMP/out" || fail "traveller.html: not analysed"
run 1 table $W/page.html
[ "$(cat "$TMP/err")" = "$W/page.html: an HTML page, not a LIN or PBN file" ] ||
	fail "page.html: $(cat "$TMP/err")"

# A "{" never closed: said at its line, reading goes on at the next tag
# after a blank line.
run 1 table --lines $W/brace.pbn
boards 3 "brace.pbn"
[ "$(cat "$TMP/err")" = "$W/brace.pbn:4: board 1: the comment '{' is not closed: read again from line 6" ] ||
	fail "brace.pbn: $(cat "$TMP/err")"

# table solves the deal of a board whose play is bad, and says why the
# play was not read; the PBN it writes from a LIN board whose play is
# impossible keeps that play as recorded, and reads back with the same
# message.
# (the boards written below, about reading them, not their play: a deal
# of tables.txt whose table is among the quickest to make, a twentieth
# of the time of the one used before)
D='N:AT832.AJT6.96.43 94.K3.A42.AKQJT7 KQJ7.Q8754.K8.95 65.92.QJT753.862'
printf '%s\n' 'md|3SA86HQ8542D4C9764,S42HAT73DT953CA85,SQJ975HJDAKQJCKJ3,|sv|o|mb|1S|mb|p|mb|4S|mb|p|mb|p|mb|p|pc|H6|pc|SA|' > "$TMP/bad.lin"
for cmd in "table --lines" "trace --lines" "analyse" "table --pbn"; do
	run 1 $cmd "$TMP/bad.lin"
	grep -qxF "$TMP/bad.lin:1: trick 1: South must follow suit in hearts" "$TMP/err" ||
		fail "$cmd: the impossible play not reported: $(cat "$TMP/err")"
done
cp "$TMP/out" "$TMP/bad.pbn"
run 1 table --lines "$TMP/bad.pbn"
boards 1 "PBN written from a bad LIN play"

# LIN messages in line order.
printf '%s\n' 'qx|o1|md|3SA86HQ8542D4C9764,S42HAT73DT953CA85,SQJ975HJDAKQJCKJ3,|' \
	'mb|8S|' 'junk here|' 'qx|o2|md|3SA86HQ8542D4C9764,S42HAT73DT953CA85,SQJ975HJDAKQJCKJ3,|' > "$TMP/order.lin"
run 1 table --lines "$TMP/order.lin"
cut -d: -f2 "$TMP/err" | tr '\n' ' ' | grep -qx '2 3 ' || fail "LIN messages not in line order: $(cat "$TMP/err")"

# Names: a Board tag's raw bytes quoted escaped; a tag name longer than
# 63 characters kept whole (two such tags are not merged).
printf '[Board "7\377"]\n[Deal "N:AKQ..."]\n' > "$TMP/bytes.pbn"
run 1 table "$TMP/bytes.pbn"
grep -qF 'board 7\xff: ' "$TMP/err" || fail "raw byte not escaped: $(od -c "$TMP/err" | head -3)"
long=$(printf 'T%070d' 0)
printf '[Board "1"]\n[%sA "a"]\n[%sB "b"]\n[Deal "%s"]\n' "$long" "$long" "$D" > "$TMP/long.pbn"
run 0 table --pbn "$TMP/long.pbn"
grep -qxF "[${long}A \"a\"]" "$TMP/out" && grep -qxF "[${long}B \"b\"]" "$TMP/out" ||
	fail "long tag names cut or merged"

# A board number out of range is said, not cut to the range silently.
printf '[Board "99999999999999999999"]\n[Deal "%s"]\n' "$D" > "$TMP/big.pbn"
run 1 table "$TMP/big.pbn"
grep -qF "board number out of range (1 to 999999): dealer and vulnerability not taken from it" "$TMP/err" ||
	fail "a board number out of range not reported: $(cat "$TMP/err")"
grep -q "^Par .*(dealer North, nobody vulnerable)" "$TMP/out" ||
	fail "a board number out of range: par not for North, nobody"
# and below it: Board "0" (was taken silently as no number)
printf '[Board "0"]\n[Deal "%s"]\n' "$D" > "$TMP/zero.pbn"
run 1 table "$TMP/zero.pbn"
grep -qF "board 0: board number out of range (1 to 999999)" "$TMP/err" ||
	fail "board number 0 not reported: $(cat "$TMP/err")"

# Tags in linear time: one game of 90,000 tags (quadratic handling took
# minutes; the limit is generous).
awk -v d="$D" 'BEGIN { print "[Board \"1\"]"; print "[Deal \"" d "\"]"
	for (i = 0; i < 90000; i++) printf "[Tag%d \"%d\"]\n", i, i }' > "$TMP/tags.pbn"
timeout 60 "$DDPLAY" table --pbn "$TMP/tags.pbn" > "$TMP/out" 2> "$TMP/err" ||
	fail "90,000 tags: exit status $?"
[ "$(grep -c '^\[Tag' "$TMP/out")" -eq 90000 ] || fail "90,000 tags: not all written"
echo "files from the wild read as expected"

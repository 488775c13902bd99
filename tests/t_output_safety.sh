#!/bin/sh
# t_output_safety.sh - -o FILE never loses what FILE held (docs/formats.md,
# "Writing files"): table --pbn -o F F where F's first 16 MB hold no
# board (its rest skipped) leaves F as it was, not cut at 16 MB; -o
# naming the pipe the input comes through (/dev/stdin) is refused, not
# waited on for ever; a target whose name is 250 bytes long is written
# (the temporary file's name within NAME_MAX); a hard-linked target on a
# disk without room for the new content is left whole, no temporary
# file behind (as root, where a small tmpfs can be mounted).
. "$(dirname "$0")/lib.sh"

GOOD='[Event "the good board"]
[Board "2"]
[Deal "N:A86.Q8542.4.9764 42.AT73.T953.A85 QJ975.J.AKQJ.KJ3 KT3.K96.8762.QT2"]
'

# 17 MB of PBN tags and no board, then a good board
{
	echo '% PBN 2.1'
	yes '[Event "results only"]' | head -c 17825792
	echo
	printf '%s\n' "$GOOD"
} > "$TMP/nodeal.pbn"
cp "$TMP/nodeal.pbn" "$TMP/keep.pbn"
"$DDPLAY" table --pbn -o "$TMP/nodeal.pbn" "$TMP/nodeal.pbn" > "$TMP/out" 2> "$TMP/err"
status=$?
[ "$status" -eq 1 ] || fail "table --pbn -o F F, F without a board in 16 MB: exit status $status"
grep -q "nodeal.pbn: no board in the first 16 MB: the rest of the file is skipped" "$TMP/err" ||
	fail "the skipped rest not said: $(cat "$TMP/err")"
grep -q "nodeal.pbn: not written: the rest of 1 file of the input could not be kept (above); the file is left as it was" "$TMP/err" ||
	fail "-o not refused: $(cat "$TMP/err")"
cmp -s "$TMP/nodeal.pbn" "$TMP/keep.pbn" || fail "table --pbn -o F F changed F (cut at 16 MB?)"
ls "$TMP" | grep -q 'tmp-' && fail "a temporary file left: $(ls "$TMP")"
rm -f "$TMP/nodeal.pbn" "$TMP/keep.pbn"

# -o /dev/stdin with the input on a pipe: refused at once
printf '%s\n' "$GOOD" > "$TMP/good.pbn"
for cmd in "table --pbn" "table --json" "analyse --json"; do
	# shellcheck disable=SC2086
	cat "$TMP/good.pbn" | timeout 60 "$DDPLAY" $cmd -o /dev/stdin > "$TMP/out" 2> "$TMP/err"
	status=$?
	[ "$status" -eq 124 ] && fail "$cmd -o /dev/stdin on a pipe: still waiting after 60 s"
	[ "$status" -eq 1 ] || fail "$cmd -o /dev/stdin on a pipe: exit status $status: $(cat "$TMP/err")"
	grep -q "/dev/stdin: not written: it is an input" "$TMP/err" ||
		fail "$cmd -o /dev/stdin: said $(cat "$TMP/err")"
done

# a name of 250 bytes, which exists: rewritten
long=$(printf '%0246d' 0 | tr 0 a).pbn
printf '%s\n' "$GOOD" > "$TMP/$long"
"$DDPLAY" table --pbn -o "$TMP/$long" "$TMP/$long" > "$TMP/out" 2> "$TMP/err" ||
	fail "table --pbn -o on a 250-byte name: exit status $?: $(cat "$TMP/err")"
grep -q '^\[DoubleDummyTricks ' "$TMP/$long" || fail "the 250-byte name not rewritten"
[ "$(ls "$TMP" | grep -c aaaa)" -eq 1 ] || fail "a temporary file left beside the 250-byte name"

# a hard-linked target, no room for the new content
if [ "$(id -u)" -eq 0 ] && mkdir -p "$TMP/full" &&
   mount -t tmpfs -o size=64k tmpfs "$TMP/full" 2> /dev/null; then
	printf 'the old content, precious\n' > "$TMP/full/out.pbn"
	ln "$TMP/full/out.pbn" "$TMP/full/link.pbn"
	# the new content: a board with a long comment, some 12 KB
	{
		printf '%s' "$GOOD"
		printf '{'
		printf '%011000d' 0 | tr 0 x
		printf '}\n\n'
	} > "$TMP/big.pbn"
	avail=$(df -P -B1 "$TMP/full" | awk 'NR == 2 { print $4 }')
	# room for the temporary file and a little, not for the copy too
	head -c $((avail - 4 * 4096)) /dev/zero > "$TMP/full/filler" 2> /dev/null
	"$DDPLAY" table --pbn -o "$TMP/full/out.pbn" "$TMP/big.pbn" > /dev/null 2> "$TMP/err"
	status=$?
	content=$(cat "$TMP/full/out.pbn")
	left=$(ls "$TMP/full" | grep -c 'tmp-')
	umount "$TMP/full"
	[ "$status" -eq 1 ] || fail "a full disk: exit status $status"
	grep -q "No space left on device" "$TMP/err" || fail "a full disk: said $(cat "$TMP/err")"
	[ "$content" = "the old content, precious" ] ||
		fail "a full disk: the hard-linked target not as it was: $(printf '%s' "$content" | head -c 80)"
	[ "$left" -eq 0 ] || fail "a full disk: a temporary file left"
	echo "a hard-linked target on a full disk left whole"
else
	echo "(not root, or no tmpfs to mount: the full-disk case not tried)"
fi
echo "-o keeps what the file held"

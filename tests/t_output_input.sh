#!/bin/sh
# -o naming an input (docs/formats.md): only table --pbn writes over it
# (all of itself); the JSON of table, trace and analyse, analyse
# --summary, sd and lead, and sd's --deals FILE, are refused, the file
# left as it was (it was replaced by JSON or the summary, exit status 0,
# the club's boards gone).
. "$(dirname "$0")/lib.sh"

cp tests/data/analyse-sd-unlucky.pbn "$TMP/in.pbn"
cp "$TMP/in.pbn" "$TMP/keep.pbn"

# refused CMD...: exit status 1, the message, in.pbn as it was
refused() {
	"$@" > "$TMP/out" 2> "$TMP/err"
	status=$?
	[ "$status" -eq 1 ] || fail "$*: exit status $status"
	grep -q ".pbn: not written: it is an input (.* would replace it); write to another file" "$TMP/err" ||
		fail "$*: said $(cat "$TMP/err")"
	cmp -s "$TMP/in.pbn" "$TMP/keep.pbn" || fail "$*: in.pbn changed"
}

refused "$DDPLAY" table --json -o "$TMP/in.pbn" "$TMP/in.pbn"
refused "$DDPLAY" trace --json -o "$TMP/in.pbn" "$TMP/in.pbn"
refused "$DDPLAY" analyse --json -o "$TMP/in.pbn" "$TMP/in.pbn"
refused "$DDPLAY" analyse --summary -o "$TMP/in.pbn" "$TMP/in.pbn"
refused sh -c "'$DDPLAY' analyse --summary --json -o '$TMP/in.pbn' < '$TMP/in.pbn'"
refused "$DDPLAY" sd --deals 2 -o "$TMP/in.pbn" "$TMP/in.pbn"
# through a link
ln -s "$TMP/in.pbn" "$TMP/link.pbn"
refused "$DDPLAY" table --json -o "$TMP/link.pbn" "$TMP/in.pbn"

# sd's layouts file as -o
"$DDPLAY" sd --card 2 --deals 2 --deal-only "$TMP/in.pbn" > "$TMP/lay.txt" ||
	fail "--deal-only: exit status $?"
cp "$TMP/lay.txt" "$TMP/lay0.txt"
"$DDPLAY" sd --card 2 --deals "$TMP/lay.txt" -o "$TMP/lay.txt" "$TMP/in.pbn" \
	> "$TMP/out" 2> "$TMP/err"
[ $? -eq 1 ] || fail "sd --deals FILE -o FILE: exit status not 1"
cmp -s "$TMP/lay.txt" "$TMP/lay0.txt" || fail "sd --deals FILE -o FILE: the layouts changed"

# lead FILE -o FILE
cp tests/data/lead/post.txt "$TMP/post.txt"
cp "$TMP/post.txt" "$TMP/post0.txt"
"$DDPLAY" lead --deals 2 -o "$TMP/post.txt" "$TMP/post.txt" > "$TMP/out" 2> "$TMP/err"
[ $? -eq 1 ] || fail "lead FILE -o FILE: exit status not 1"
cmp -s "$TMP/post.txt" "$TMP/post0.txt" || fail "lead FILE -o FILE: the post changed"

# table --pbn still rewrites its PBN input in place, and another -o is
# written
"$DDPLAY" table --pbn -o "$TMP/in.pbn" "$TMP/in.pbn" 2> "$TMP/err" ||
	fail "table --pbn in place: exit status $?: $(cat "$TMP/err")"
grep -q '^\[OptimumScore ' "$TMP/in.pbn" || fail "table --pbn in place: no analysis added"
"$DDPLAY" table --json -o "$TMP/t.json" "$TMP/keep.pbn" 2> "$TMP/err" ||
	fail "table --json -o another file: exit status $?"
grep -q '"deal"' "$TMP/t.json" || fail "table --json -o: $(head -c 200 "$TMP/t.json")"
echo "-o over an input: refused but for table --pbn"

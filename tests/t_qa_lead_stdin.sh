#!/bin/sh
# ddplay lead -: lead problems read from standard input (docs/lead.md,
# "Lead problems from files"), as a post piped in from the forum: a
# saved post (prose, then its [hv=...] tag) and a PBN file of problems
# read from a redirection or a pipe give exactly what the same file
# named gives on the same seed, its messages naming stdin at the same
# lines; '-' among files reads standard input in its place; text that
# holds no board is said (exit status 1); nothing read leaves -o's FILE
# as it was; and without FILE or '-', lead wants --hand and reads
# nothing (usage error, exit status 2).  (Three layouts a problem: the
# outputs are compared with each other, not their figures.)
. "$(dirname "$0")/lib.sh"

P=tests/data/lead/problems.pbn
POST=tests/data/lead/post.txt
lead() {
	"$DDPLAY" lead --lines --deals 3 --seed 7 -j 2 "$@"
}

# --- a post: from a redirection and from a pipe, as the file named ---
lead "$POST" > "$TMP/want" 2> "$TMP/want-err" ||
	fail "lead $POST: exit status $?: $(cat "$TMP/want-err")"
[ "$(grep -c '^board|' "$TMP/want")" -eq 1 ] && [ ! -s "$TMP/want-err" ] ||
	fail "lead $POST: $(cat "$TMP/want" "$TMP/want-err")"
lead - < "$POST" > "$TMP/out" 2> "$TMP/err" ||
	fail "lead - < post.txt: exit status $?: $(cat "$TMP/err")"
cmp -s "$TMP/out" "$TMP/want" || fail "lead - < post.txt: $(head -n 3 "$TMP/out")"
[ ! -s "$TMP/err" ] || fail "lead - < post.txt: said $(cat "$TMP/err")"
cat "$POST" | lead - > "$TMP/out" 2> "$TMP/err" ||
	fail "cat post.txt | lead -: exit status $?: $(cat "$TMP/err")"
cmp -s "$TMP/out" "$TMP/want" || fail "cat post.txt | lead -: $(head -n 3 "$TMP/out")"
[ ! -s "$TMP/err" ] || fail "cat post.txt | lead -: said $(cat "$TMP/err")"
# the readable form too
"$DDPLAY" lead --deals 3 --seed 7 "$POST" > "$TMP/want-r" 2>&1 &&
	"$DDPLAY" lead --deals 3 --seed 7 - < "$POST" > "$TMP/out" 2>&1 &&
	cmp -s "$TMP/out" "$TMP/want-r" ||
	fail "lead - (readable): $(head -n 3 "$TMP/out")"

# --- a PBN file of problems, some not answerable: the same boards and
# figures, the same messages at the same lines, naming stdin ---
lead "$P" > "$TMP/want" 2> "$TMP/want-err"
[ $? -eq 1 ] || fail "lead problems.pbn: exit status not 1"
lead - < "$P" > "$TMP/out" 2> "$TMP/err"
[ $? -eq 1 ] || fail "lead - < problems.pbn: exit status not 1"
cmp -s "$TMP/out" "$TMP/want" || fail "lead - < problems.pbn: $(grep '^board|' "$TMP/out")"
sed "s|^$P:|stdin:|" "$TMP/want-err" > "$TMP/want-err2"
[ -s "$TMP/err" ] && cmp -s "$TMP/err" "$TMP/want-err2" ||
	fail "lead - < problems.pbn: said $(cat "$TMP/err")"
grep -q '^stdin:26: board 3: no leader' "$TMP/err" ||
	fail "lead - < problems.pbn: said $(cat "$TMP/err")"

# --- '-' among files: standard input read in its place ---
lead "$P" "$POST" "$POST" > "$TMP/want" 2> "$TMP/want-err"
lead "$P" - "$POST" < "$POST" > "$TMP/out" 2> "$TMP/err"
[ $? -eq 1 ] || fail "lead problems.pbn - post.txt: exit status not 1"
cmp -s "$TMP/out" "$TMP/want" ||
	fail "lead problems.pbn - post.txt: $(grep '^board|' "$TMP/out")"
cmp -s "$TMP/err" "$TMP/want-err" ||
	fail "lead problems.pbn - post.txt: said $(cat "$TMP/err")"

# --- text with no board: said at its line; nothing read: -o's FILE
# kept ---
printf 'just text\n' | lead - > "$TMP/out" 2> "$TMP/err"
[ $? -eq 1 ] || fail "text on stdin: exit status not 1"
[ ! -s "$TMP/out" ] || fail "text on stdin: $(cat "$TMP/out")"
[ "$(cat "$TMP/err")" = "stdin:1: bad deal: it must start with the seat of the first hand and a colon, as in N:" ] ||
	fail "text on stdin: said $(cat "$TMP/err")"
echo "the user's results" > "$TMP/keep.txt"
lead -o "$TMP/keep.txt" - < /dev/null > "$TMP/out" 2> "$TMP/err"
[ "$(cat "$TMP/keep.txt")" = "the user's results" ] ||
	fail "lead -o FILE - < /dev/null: FILE is now $(head -n 2 "$TMP/keep.txt")"

# --- no FILE, no '-': --hand wanted, standard input not read ---
"$DDPLAY" lead --deals 3 --seed 7 < "$POST" > "$TMP/out" 2> "$TMP/err"
[ $? -eq 2 ] || fail "lead < post.txt: exit status not 2"
grep -q "^ddplay lead: --hand is needed" "$TMP/err" ||
	fail "lead < post.txt: said $(head -n 2 "$TMP/err")"

echo "ok"

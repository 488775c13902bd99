#!/bin/sh
# Hostile input: endless or huge input is read in bounded memory and
# time (a line over 1 MB is reported and skipped; a file without a board
# in its first 16 MB is abandoned), PBN and LIN files are read as a
# stream, and rewriting a PBN file in place keeps every game.
. "$(dirname "$0")/lib.sh"

# (a deal of tables.txt whose table is among the quickest to make: a
# twentieth of the one used before, the tests here being about the input)
D='N:AT832.AJT6.96.43 94.K3.A42.AKQJT7 KQJ7.Q8754.K8.95 65.92.QJT753.862'
# Memory for the process: the solver's table and the threads' stacks fit,
# a file read whole does not.
LIMIT=600000

# bounded WHAT CMD...: runs CMD (stdin from $TMP/in when it exists) under
# the memory limit and a time limit; sets $status, output in $TMP/out and
# $TMP/err.
bounded() {
	what=$1
	shift
	case $DDPLAY in
	*asan*)
		# ASan reserves terabytes of address space for its shadow:
		# no ulimit -v; its own resident-memory limit instead
		( ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}hard_rss_limit_mb=$((LIMIT * 2 / 1024))" \
			exec timeout 60 "$@" ) > "$TMP/out" 2> "$TMP/err" ;;
	*)
		( ulimit -v $LIMIT; exec timeout 60 "$@" ) > "$TMP/out" 2> "$TMP/err" ;;
	esac
	status=$?
	case $status in
	124) fail "$what: still running after 60 s" ;;
	134|137|139) fail "$what: killed (status $status): $(head -c 300 "$TMP/err")" ;;
	esac
}

# Endless input: /dev/zero as lines, as a file of any format, as -o.
bounded "table --lines /dev/zero" "$DDPLAY" table --lines /dev/zero
[ $status -eq 1 ] || fail "table --lines /dev/zero: exit status $status"
grep -qxF "/dev/zero: no board in the first 16 MB: the rest of the file is skipped" "$TMP/err" ||
	fail "table --lines /dev/zero: no message: $(head -c 300 "$TMP/err")"
bounded "table /dev/zero" "$DDPLAY" table /dev/zero
grep -q "^/dev/zero: no board in the first 16 MB" "$TMP/err" ||
	fail "table /dev/zero: no message"
bounded "table --pbn -o z.pbn /dev/zero" "$DDPLAY" table --pbn -o "$TMP/z.pbn" /dev/zero
[ $status -eq 1 ] || fail "table --pbn -o /dev/zero: exit status $status"
grep -q "^/dev/zero: no board in the first 16 MB" "$TMP/err" ||
	fail "table --pbn -o /dev/zero: no message"

# Endless bad lines: 100 messages a file, then one line for the rest (not
# millions of messages); a good deal among them still solved.  (The quick
# run: 200,000 of them, not 16 MB: the same code, the end of the input
# where the plain run has the 16 MB limit, which /dev/zero reaches above;
# the 4 million lines were 3 s of the sanitizer pass's CPU.)
if [ "$QUICK" = 1 ]; then
	bounded "endless bad lines" sh -c "yes xyz | head -n 200000 | '$DDPLAY' table --lines"
else
	bounded "endless bad lines" sh -c "yes xyz | '$DDPLAY' table --lines"
fi
[ "$(grep -c '^stdin:[0-9]*: bad deal' "$TMP/err")" -eq 100 ] ||
	fail "endless bad lines: not 100 messages: $(grep -c . "$TMP/err")"
grep -q "^stdin: [0-9]* more lines with problems, not shown$" "$TMP/err" ||
	fail "endless bad lines: the rest not counted: $(tail -n 2 "$TMP/err")"
{ yes xyz | head -n 150; head -n 1 "$REF/tables.txt" | cut -d'|' -f1; } > "$TMP/bad150"
"$DDPLAY" table --lines "$TMP/bad150" > "$TMP/out" 2> "$TMP/err"
[ "$(wc -l < "$TMP/out")" -eq 1 ] || fail "the good deal after 150 bad lines not solved"
grep -qx "$TMP/bad150: 50 more lines with problems, not shown" "$TMP/err" ||
	fail "150 bad lines: $(tail -n 1 "$TMP/err")"

# A PBN header followed by endless bytes, endless lines, endless tags.
printf '%% PBN 2.1\n[Event "x"]\n' > "$TMP/head.pbn"
bounded "PBN header then zeros" sh -c "cat '$TMP/head.pbn' /dev/zero | '$DDPLAY' table"
grep -q "^stdin: no board in the first 16 MB" "$TMP/err" ||
	fail "PBN header then zeros: no message: $(head -c 300 "$TMP/err")"
bounded "PBN header then lines" sh -c "{ cat '$TMP/head.pbn'; yes 'x x x x x'; } | '$DDPLAY' table"
grep -qx "stdin:[0-9]*: the section of \\[Event\\] is longer than 1048576 bytes: game left out" "$TMP/err" ||
	fail "PBN header then lines: no message for the section: $(head -c 300 "$TMP/err")"
grep -q "^stdin: no board in the first 16 MB" "$TMP/err" ||
	fail "PBN header then lines: not abandoned"
bounded "LIN then endless tags" sh -c "yes 'pn|a,b,c,d|' | '$DDPLAY' table"
grep -q "^stdin: no board in the first 16 MB" "$TMP/err" ||
	fail "endless LIN: not abandoned: $(head -c 300 "$TMP/err")"

# A line over 1 MB is reported and skipped; the next line is read.
{ head -c 2000000 /dev/zero | tr '\0' 'x'; printf '\n%s\n' "$D"; } > "$TMP/long.txt"
bounded "a long line" "$DDPLAY" table --lines "$TMP/long.txt"
[ $status -eq 1 ] || fail "a long line: exit status $status"
grep -qxF "$TMP/long.txt:1: line longer than 1048576 bytes" "$TMP/err" ||
	fail "a long line: no message: $(head -c 300 "$TMP/err")"
[ "$(wc -l < "$TMP/out")" -eq 1 ] || fail "a long line: the next line not read"
{ printf '[Board "1"]\n[Deal "%s"]\n\n[Board "2"]\n[Event "' "$D"
  head -c 2000000 /dev/zero | tr '\0' 'x'
  printf '"]\n[Deal "%s"]\n\n[Board "3"]\n[Deal "%s"]\n' "$D" "$D"; } > "$TMP/long.pbn"
bounded "a long PBN tag" "$DDPLAY" table --lines "$TMP/long.pbn"
grep -qxF "$TMP/long.pbn:5: line longer than 1048576 bytes" "$TMP/err" ||
	fail "a long PBN tag: no message: $(head -c 300 "$TMP/err")"
[ "$(wc -l < "$TMP/out")" -eq 3 ] || fail "a long PBN tag: $(wc -l < "$TMP/out") boards, expected 3"

# Streaming: the first board of a PBN (and a LIN) file comes out while the
# rest of the input is still to come (a LIN board ends when the next one
# starts: two are sent).  The writer waits (30 s at most) for the reader
# to have seen the first result before it ends the input.
stream() {
	what=$1
	first=$2
	rm -f "$TMP/seen" "$TMP/late"
	{
		printf '%s\n\n%s\n\n' "$first" "$first"
		i=0
		while [ ! -f "$TMP/seen" ] && [ $i -lt 300 ]; do
			sleep 0.1
			i=$((i + 1))
		done
		[ -f "$TMP/seen" ] || touch "$TMP/late"
		printf '%s\n' "$first"
	} | "$DDPLAY" table --lines | {
		read -r line && touch "$TMP/seen"
		cat > /dev/null
	}
	[ -f "$TMP/late" ] && fail "$what: no result before the end of the input"
	return 0
}
stream "PBN from a pipe" "$(printf '[Board "1"]\n[Deal "%s"]\n' "$D")"
stream "LIN from a pipe" "md|3SAT832HAJT6D96C43,S94HK3DA42CAKQJT7,SKQJ7HQ8754DK8C95,|"

# Rewriting a PBN file in place keeps every game: the bad ones copied as
# they were, after a comment saying why they were not analysed.
cp tests/data/pbn/broken.pbn "$TMP/club.pbn"
"$DDPLAY" table --pbn -o "$TMP/club.pbn" "$TMP/club.pbn" 2> /dev/null
[ "$(grep -c '^\[Board ' "$TMP/club.pbn")" -eq 12 ] ||
	fail "in place: $(grep -c '^\[Board ' "$TMP/club.pbn") games of 12 kept"
[ "$(grep -c '^\[DoubleDummyTricks ' "$TMP/club.pbn")" -eq 8 ] ||
	fail "in place: not the 8 boards with a good deal analysed"
grep -qxF '{ddplay: not analysed: West holds 14 cards}' "$TMP/club.pbn" ||
	fail "in place: no comment for a bad game"
grep -qxF '[Contract "3D' "$TMP/club.pbn" || fail "in place: a bad tag not copied"
# Again: the same file, no comment twice (not in the quick run: the same
# code as the first pass, the boards solved again).
if [ "$QUICK" != 1 ]; then
	cp "$TMP/club.pbn" "$TMP/club1.pbn"
	"$DDPLAY" table --pbn -o "$TMP/club.pbn" "$TMP/club.pbn" 2> /dev/null
	cmp -s "$TMP/club.pbn" "$TMP/club1.pbn" || fail "in place twice: the file changed"
fi
echo "ok"

#!/bin/sh
# The same boards in three formats give the same traces: each LIN file of
# tests/data/lin/ (BBO "My hands", vugraph, handviewer links, and broken
# files) has a companion .lines file holding its good boards in the line
# format.  trace --lines of the LIN file, of the .lines file, and of the
# PBN that table --pbn writes from the LIN file must agree; the broken
# files give the messages of their .expected files ("LINE: [board B: ]
# message", the file name left out) and their good boards still come out.
# (The .lines files hold the boards with cards played: boards without
# are left out of the comparison.)
. "$(dirname "$0")/lib.sh"

# The PBN that table --pbn writes from $src traces as its .lines file.
pbn_leg() {
	"$DDPLAY" table --pbn "$src" > "$TMP/$name.pbn" 2> /dev/null
	# A board whose auction or play is bad is written with its deal
	# alone (table solves it): trace says it has no contract, and
	# nothing else.
	"$DDPLAY" trace --lines "$TMP/$name.pbn" > "$TMP/$name.pbn.all" \
		2> "$TMP/$name.pbn.err"
	status=$?
	if [ -s "$TMP/$name.pbn.err" ] || [ $status -ne 0 ]; then
		[ -f "$base.expected" ] && [ $status -eq 1 ] &&
			! grep -v ": no contract: the strain and the declarer are needed$" \
				"$TMP/$name.pbn.err" ||
			fail "the PBN written from $src: exit status $status: $(cat "$TMP/$name.pbn.err")"
	fi
	awk -F'|' '$4 != "-"' "$TMP/$name.pbn.all" > "$TMP/$name.pbn.trace"
	compare "$TMP/$name.want" "$TMP/$name.pbn.trace" "$src written as PBN"
}

count=0
for lines in tests/data/lin/*.lines; do
	base=${lines%.lines}
	src=$base.lin
	[ -f "$src" ] || src=$base.txt
	[ -f "$src" ] || fail "$lines: no LIN file beside it"
	name=$(basename "$base")
	"$DDPLAY" trace --lines "$lines" > "$TMP/$name.want" ||
		fail "$lines: exit status $?"
	"$DDPLAY" trace --lines "$src" > "$TMP/$name.all" 2> "$TMP/$name.err"
	src_status=$?
	awk -F'|' '$4 != "-"' "$TMP/$name.all" > "$TMP/$name.lin"
	compare "$TMP/$name.want" "$TMP/$name.lin" "$src against its .lines"
	# The quick run (the sanitizer build) reads, and leaves the PBN
	# leg to the full run: table --pbn solves a 20-result table a
	# board (seconds each under the sanitizers), and the writer has its
	# own sanitizer run in t_pbn and t_output.
	[ "$QUICK" = 1 ] || pbn_leg
	if [ -f "$base.expected" ]; then
		[ $src_status -eq 1 ] || fail "$src: exit status $src_status, expected 1"
		# "2: board Board 2: msg" -> "FILE:2: board 2: msg" (a name
		# "Board 2" said as a number is)
		awk -v f="$src" '{
			line = $0; sub(/:.*/, "", line)
			rest = substr($0, length(line) + 3)
			if (rest ~ /^board /) {
				b = substr(rest, 7); msg = b
				sub(/: .*/, "", b); msg = substr(msg, length(b) + 3)
				if (b ~ /^[Bb][Oo][Aa][Rr][Dd] [0-9]/)
					b = substr(b, 7)
				label = (b ~ /^[0-9]/ ? "board " b : b) ": "
				rest = label msg
			}
			print f ":" line ": " rest }' "$base.expected" > "$TMP/$name.msgs"
		compare "$TMP/$name.msgs" "$TMP/$name.err" "messages for $src"
	else
		[ $src_status -eq 0 ] || { cat "$TMP/$name.err"; fail "$src: exit status $src_status"; }
	fi
	count=$((count + 1))
done
[ $count -ge 5 ] || fail "only $count LIN files found"
echo "$count LIN files: the same traces as lines and as PBN"

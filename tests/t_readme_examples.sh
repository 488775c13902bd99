#!/bin/sh
# t_readme_examples.sh - every example of README.md run as written
# ("    $ COMMAND" then its output, indented by four spaces) prints what
# the README shows.  The README elides: a line "..." or "(a diagram of
# ...)" stands for any lines up to the next line shown, and "..." inside
# a line for any text there.  "$ ... | ./ddplay X" feeds the input of the
# example before it to X.  ./ddplay is the binary under test.
. "$(dirname "$0")/lib.sh"

# the README shows a UTF-8 terminal's output (suit symbols)
LC_ALL=C.UTF-8
export LC_ALL

# the examples: $TMP/ex.N.cmd (the command) and $TMP/ex.N.want
awk -v dir="$TMP" '
	function flush() { if (n) close(dir "/ex." n ".want") }
	/^    \$ / {
		flush(); n++; cmd = substr($0, 7)
		if (cmd ~ /^\.\.\. \| /) {
			sub(/^\.\.\. \| /, "", cmd)
			cmd = input " | " cmd
		} else if (cmd ~ /\| \.\/ddplay /) {
			input = cmd; sub(/ \| \.\/ddplay .*/, "", input)
		}
		print cmd > (dir "/ex." n ".cmd"); close(dir "/ex." n ".cmd")
		printf "" > (dir "/ex." n ".want")
		on = 1; next
	}
	on && /^    / { print substr($0, 5) > (dir "/ex." n ".want"); next }
	on && /^$/ { print "" > (dir "/ex." n ".want"); next }
	{ on = 0 }
	END { flush(); print n + 0 > (dir "/count") }' README.md
count=$(cat "$TMP/count")
[ "$count" -ge 6 ] || fail "only $count examples found in README.md"

i=0
while [ "$i" -lt "$count" ]; do
	i=$((i + 1))
	cmd=$(cat "$TMP/ex.$i.cmd")
	# the binary under test for ./ddplay
	run=$(printf '%s' "$cmd" | sed "s#\./ddplay #\"\$DDPLAY\" #g")
	(cd "$REPO" && eval "$run") > "$TMP/got.$i" 2>&1 ||
		fail "README example $i: '$cmd': exit status $?: $(head -3 "$TMP/got.$i")"
	# both without their trailing blank lines
	for f in "$TMP/ex.$i.want" "$TMP/got.$i"; do
		awk '{ l[NR] = $0 } NF { last = NR } END { for (k = 1; k <= last; k++) print l[k] }' "$f" > "$f.t"
	done
	awk -v cmd="$cmd" '
	function pat(s,   r, c, k) {
		r = ""
		for (k = 1; k <= length(s); k++) {
			c = substr(s, k, 1)
			if (substr(s, k, 3) == "...") { r = r ".*"; k += 2; continue }
			if (index("\\^$.[]|()*+?{}", c)) r = r "\\" c
			else r = r c
		}
		return "^" r "$"
	}
	function wild(s) { return s == "..." || s ~ /^\(.*\)$/ }
	NR == FNR { want[++nw] = $0; next }
	{ got[++ng] = $0 }
	END {
		j = 1
		for (k = 1; k <= nw; k++) {
			if (wild(want[k])) {
				if (k == nw) { j = ng + 1; continue }
				while (j <= ng && got[j] !~ pat(want[k + 1])) j++
				continue
			}
			if (j > ng || got[j] !~ pat(want[k])) {
				printf "README example \"%s\": line %d shown as\n  %s\nbut printed\n  %s\n", cmd, k, want[k], (j <= ng ? got[j] : "(nothing)")
				exit 1
			}
			j++
		}
		if (j <= ng) {
			printf "README example \"%s\": printed more than shown: %s\n", cmd, got[j]
			exit 1
		}
	}' "$TMP/ex.$i.want.t" "$TMP/got.$i.t" > "$TMP/diff" || fail "$(cat "$TMP/diff")"
done
echo "$count examples of README.md as shown"

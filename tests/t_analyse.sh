#!/bin/sh
# ddplay analyse: the post-mortem of played boards follows the reference
# courses exactly (tests/analyse-check.awk): walks-200.txt (its plays have
# mistakes on purpose) and, when ../shared/reference is there,
# plays-100.txt (real tournament play).  The right cards named are exactly
# the best-scored cards of `ddplay solve` at that position.  -j 2 gives the
# same output as one thread.
. "$(dirname "$0")/lib.sh"

n=0
[ "$QUICK" = 1 ] && n=15
first_lines "$n" "$REF/walks-200.txt" > "$TMP/walks"
sets="walks"
if [ -f "$SHARED/plays-100.txt" ]; then
	m=0
	[ "$QUICK" = 1 ] && m=8
	first_lines "$m" "$SHARED/plays-100.txt" > "$TMP/plays100"
	sets="$sets plays100"
fi

for set in $sets; do
	cut -d'|' -f1-4 "$TMP/$set" | awk -v style=bc -f tests/lines2pbn.awk > "$TMP/$set.pbn"
	LC_ALL=C "$DDPLAY" analyse "$TMP/$set.pbn" > "$TMP/$set.out" ||
		fail "analyse $set: exit status $?"
	awk -f tests/analyse-check.awk "$TMP/$set" "$TMP/$set.out" > "$TMP/$set.right" ||
		fail "analyse of $set does not follow the reference (above)"
	echo "$set: $(wc -l < "$TMP/$set") boards, $(wc -l < "$TMP/$set.right") cards that changed the result, as in the reference"
	# The right cards: exactly the best of the position.
	cut -d'|' -f1-4 "$TMP/$set.right" | "$DDPLAY" solve --lines > "$TMP/$set.solved" ||
		fail "solve: exit status $?"
	awk -F'|' 'NR == FNR { right[FNR] = $5; next }
		{ n = split($5, sc, " "); best = -1
		  for (i = 1; i <= n; i++) { split(sc[i], cs, ":"); if (cs[2] + 0 > best) best = cs[2] + 0 }
		  want = ""
		  for (i = 1; i <= n; i++) { split(sc[i], cs, ":"); if (cs[2] + 0 == best) want = want (want == "" ? "" : " ") cs[1] }
		  if (want != right[FNR]) { print "line " FNR ": right cards \"" right[FNR] "\", best by solve \"" want "\""; bad++ } }
		END { exit bad > 0 }' "$TMP/$set.right" "$TMP/$set.solved" ||
		fail "$set: the right cards are not the best ones"
done

# A long list of right cards goes on, on the next line, under its first
# card: every line fits 78 columns, and the list read across both lines
# is the best cards of `ddplay solve` at the lead (East's queen of
# diamonds against hearts gives a trick; the twelve other leads were right).
pos='N:7643.AK6543.A2.J KT.Q8.QT85.KQT83 Q9.2.J97643.A952 AJ852.JT97.K.764|H|E|'
echo "${pos}DQ" | LC_ALL=C "$DDPLAY" analyse > "$TMP/long.out" ||
	fail "analyse of a long right list: exit status $?"
awk 'length($0) > 78 { print "line " NR " has " length($0) " columns: " $0; bad = 1 }
     END { exit bad }' "$TMP/long.out" || fail "analyse: a line wider than 78 columns"
awk '/^  trick  1  East   DQ / { on = 1; sub(/.*right: /, ""); print; next }
     on && /^      +[SHDC]/ { sub(/^ +/, ""); print; n++; next } { on = 0 }
     END { exit n != 1 }' "$TMP/long.out" > "$TMP/long.right" ||
	fail "the right cards of East's queen of diamonds are not on two lines: $(cat "$TMP/long.out")"
got=$(tr '\n' ' ' < "$TMP/long.right" | sed 's/ *$//')
want=$(echo "$pos" | "$DDPLAY" solve --lines | awk -F'|' '{
	n = split($5, sc, " "); best = -1
	for (i = 1; i <= n; i++) { split(sc[i], cs, ":"); if (cs[2] + 0 > best) best = cs[2] + 0 }
	for (i = 1; i <= n; i++) { split(sc[i], cs, ":"); if (cs[2] + 0 == best) w = w (w == "" ? "" : " ") cs[1] }
	print w }')
[ "$got" = "$want" ] || fail "right cards over two lines: '$got', best by solve: '$want'"
echo "a long right list: on two lines, the best $(echo "$want" | wc -w) cards"

# Threads: the same output, in the same order (the first 40 boards: the
# ring of jobs, 4 a thread, goes round five times).
# (the quick run has fewer boards: those of the first analyse above)
cut -d'|' -f1-4 "$TMP/walks" | head -n 40 |
	awk -v style=bc -f tests/lines2pbn.awk > "$TMP/walks40.pbn"
# One thread's output for them is that of the first analyse above, up to
# board 41 (a board's post-mortem is its own: the boards after it change
# nothing), without the blank line that parts board 40 from board 41.
if cmp -s "$TMP/walks40.pbn" "$TMP/walks.pbn"; then
	cp "$TMP/walks.out" "$TMP/walks40.out"
elif grep -q '^Board 41:' "$TMP/walks.out"; then
	awk '/^Board 41:/ { exit }
	     { if (held) print ""; held = $0 == ""; if (!held) print }' \
		"$TMP/walks.out" > "$TMP/walks40.out"
else
	LC_ALL=C "$DDPLAY" analyse "$TMP/walks40.pbn" > "$TMP/walks40.out" ||
		fail "analyse: exit status $?"
fi
LC_ALL=C "$DDPLAY" analyse -j 2 "$TMP/walks40.pbn" > "$TMP/walks.j2" ||
	fail "analyse -j 2: exit status $?"
cmp -s "$TMP/walks40.out" "$TMP/walks.j2" || fail "analyse -j 2 differs from one thread"
echo "analyse -j 2: same output"

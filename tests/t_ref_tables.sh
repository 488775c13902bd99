#!/bin/sh
# The 20-result table of each deal of tests/ref/tables.txt, exactly; and
# with two threads a deal on a tenth of them.
. "$(dirname "$0")/lib.sh"

n=0
[ "$QUICK" = 1 ] && n=5
first_lines "$n" "$REF/tables.txt" > "$TMP/want"
cut -d'|' -f1 "$TMP/want" | "$DDPLAY" table --lines > "$TMP/got" ||
	fail "ddplay table exited with status $?"
compare "$TMP/want" "$TMP/got" "tables"

# Two threads a deal (--threads 2: a strain each at a time, engine/smp.c),
# on every tenth deal (every fourth until 2026-11-28: 15 tables, 1.4 s of
# CPU, more; unit_smp checks the tables of threads against this reference
# too, its first 9 deals with 2 threads and 3 with 3).
awk 'NR % 10 == 1' "$TMP/want" > "$TMP/want2"
cut -d'|' -f1 "$TMP/want2" | "$DDPLAY" table --lines --threads 2 > "$TMP/got2" ||
	fail "ddplay table --threads 2 exited with status $?"
compare "$TMP/want2" "$TMP/got2" "tables, --threads 2"

#!/bin/sh
# The recipes of docs/scale.md, on this machine: GNU parallel over
# "hosts" that are local slots (--sshloginfile with ':' lines), table
# --lines through --pipe and analyse --json a part file a job, each
# compared with one process; and scripts/slurm-table.sh run as the tasks
# of a job array would run it, its parts put back together compared with
# one process.  The tables' "one process" is the reference,
# tests/ref/tables.txt, which one process's table --lines must equal line
# for line (t_ref_tables.sh): the deals are not solved a third time here.
# Skipped without GNU parallel (apt-get install parallel).
#
# On the plain build only: the recipes are shell (parallel's slots and
# --pipe, the job array's script); the ddplay code they run (table
# --lines from a file, from a pipe and with -j 2; analyse --json over
# several files) is the code that asan/t_ref_tables, asan/t_progress,
# asan/t_json and asan/t_jobs run under the sanitizers.
. "$(dirname "$0")/lib.sh"

[ "$DDPLAY" = "$REPO/ddplay" ] || skip "runs on the plain build (./ddplay) only"
command -v parallel > /dev/null 2>&1 || skip "no GNU parallel (apt-get install parallel)"
parallel --version 2> /dev/null | grep -q "GNU parallel" || skip "parallel is not GNU parallel"
n=12
[ "$QUICK" = 1 ] && n=8
cut -d'|' -f1 "$REF/tables.txt" | head -n $n > "$TMP/deals"
head -n $n "$REF/tables.txt" > "$TMP/one"       # what one process writes

# two "hosts", two slots each: local
printf '2/:\n2/:\n' > "$TMP/hosts"
parallel --will-cite --sshloginfile "$TMP/hosts" --pipe -N 5 --keep-order \
	"$DDPLAY" table --lines < "$TMP/deals" > "$TMP/par" 2> "$TMP/err" ||
	fail "parallel table: $(cat "$TMP/err")"
compare "$TMP/one" "$TMP/par" "table --lines through parallel --pipe --keep-order"

# analyse: a part file a job, --json
mkdir "$TMP/parts"
head -n $((n / 2)) "$REF/walks-200.txt" | cut -d'|' -f1-4 |
	split -d -a 3 -l 3 - "$TMP/parts/part-"
"$DDPLAY" analyse --json "$TMP"/parts/part-* > "$TMP/aone" || fail "analyse --json failed"
parallel --will-cite --sshloginfile "$TMP/hosts" --keep-order \
	"$DDPLAY" analyse --json ::: "$TMP"/parts/part-* > "$TMP/apar" 2> "$TMP/err" ||
	fail "parallel analyse: $(cat "$TMP/err")"
compare "$TMP/aone" "$TMP/apar" "analyse --json a part a job through parallel"

# the Slurm job array's tasks, one after the other
mkdir "$TMP/sparts" "$TMP/out"
split -d -a 3 -l 7 "$TMP/deals" "$TMP/sparts/part-"
tasks=$(ls "$TMP/sparts" | wc -l)
i=0
while [ $i -lt "$tasks" ]; do
	SLURM_ARRAY_TASK_ID=$i SLURM_CPUS_PER_TASK=2 DDPLAY=$DDPLAY \
		PARTS=$TMP/sparts OUT=$TMP/out sh scripts/slurm-table.sh ||
		fail "scripts/slurm-table.sh, task $i, failed"
	i=$((i + 1))
done
cat "$TMP"/out/part-* > "$TMP/slurm"
compare "$TMP/one" "$TMP/slurm" "the job array's parts put together"
[ -z "$(ls -A "$TMP/out" | grep -v '^part-')" ] || fail "a task left $(ls -A "$TMP/out")"
echo "parallel (local slots for hosts) and a job array: the output of one process"
exit 0

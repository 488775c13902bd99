#!/bin/sh
# scripts/slurm-table.sh - one task of a Slurm job array: the double-dummy
# tables of one part of a deal file (docs/scale.md).  Split the file
# first, in input order, into parts/part-000, part-001, ...:
#     mkdir parts out && split -d -a 3 -l 10000 deals.txt parts/part-
#     sbatch --array=0-$(( $(ls parts | wc -l) - 1 )) scripts/slurm-table.sh
#     cat out/part-* > tables.txt          # when every task has ended
# Each task writes out/part-NNN whole or not at all (a temporary file
# renamed), with a thread a CPU Slurm gave it; a bad line of its part is
# reported in its log and fails the task.  DDPLAY names the binary (default: ddplay on PATH),
# PARTS and OUT the folders (default parts, out).
#SBATCH --job-name=ddplay-table
#SBATCH --cpus-per-task=16
#SBATCH --output=slurm-%A_%a.log
set -eu
: "${SLURM_ARRAY_TASK_ID:?not run as a task of a Slurm job array}"
part=$(printf 'part-%03d' "$SLURM_ARRAY_TASK_ID")
in=${PARTS:-parts}/$part
[ -f "$in" ] || { echo "no $in" >&2; exit 1; }
out=${OUT:-out}/$part
tmp=${OUT:-out}/.$part.tmp
trap 'rm -f "$tmp"' EXIT
trap 'exit 1' HUP INT TERM
"${DDPLAY:-ddplay}" table --lines -j "${SLURM_CPUS_PER_TASK:-1}" "$in" > "$tmp"
mv "$tmp" "$out"

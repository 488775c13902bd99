#!/bin/sh
# tests/fuzz.sh FUZZER SECONDS - runs the libFuzzer target of `make fuzz`
# from a seed corpus of reference lines (made in the fuzzer's directory).
set -eu
cd "$(dirname "$0")/.."
fuzzer=$1
seconds=${2:-60}
dir=$(dirname "$fuzzer")
corpus=$dir/corpus
mkdir -p "$corpus" "$dir/artifacts"
if [ -z "$(ls -A "$corpus")" ]; then
	i=0
	# Whole positions, early and late in the play, plus a few damaged ones.
	for f in tests/ref/positions.txt tests/ref/walks-200.txt; do
		head -n 8 "$f" | while IFS= read -r line; do
			i=$((i + 1))
			printf '%s' "$line" > "$corpus/$(basename "$f" .txt)-$i"
			printf '%s' "$line" | cut -c1-90 > "$corpus/$(basename "$f" .txt)-cut-$i"
		done
	done
	head -n 4 tests/ref/tables.txt | while IFS= read -r line; do
		i=$((i + 1))
		printf '%s' "${line%%|*}" > "$corpus/table-$i"
	done
	printf 'n:akq.jt9.876.5432 -|nt|w|sa s10' > "$corpus/lower"
fi
echo "fuzzing $fuzzer for $seconds s (corpus $corpus)"
"$fuzzer" -max_total_time="$seconds" -print_final_stats=1 \
	-artifact_prefix="$dir/artifacts/" -max_len=4096 "$corpus"

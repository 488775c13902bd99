#!/bin/sh
# tests/fuzz.sh FUZZER SECONDS - runs a libFuzzer target of `make fuzz` for
# SECONDS (one process, one core), from a seed corpus made in the fuzzer's directory on
# the first run: build-fuzz/corpus/ (reference lines) for fuzz_line,
# build-fuzz/corpus-engine/ (random bytes) for fuzz_engine,
# build-fuzz/corpus-pbn/ and corpus-lin/ (the files of tests/data/) for
# fuzz_pbn and fuzz_lin.  Failing inputs
# go to build-fuzz/artifacts/, named after the fuzzer.
set -eu
cd "$(dirname "$0")/.."
fuzzer=$1
seconds=${2:-60}
dir=$(dirname "$fuzzer")
name=$(basename "$fuzzer")
mkdir -p "$dir/artifacts"
case $name in
fuzz_engine)
	corpus=$dir/corpus-engine
	max_len=256
	mkdir -p "$corpus"
	if [ -z "$(ls -A "$corpus")" ]; then
		# The input is a stream of choices (see tests/fuzz_engine.c):
		# any bytes make a position.  About 60 bytes decide everything.
		for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16; do
			head -c $((8 * i)) /dev/urandom > "$corpus/random-$i"
		done
	fi
	;;
fuzz_pbn | fuzz_lin)
	ext=${name#fuzz_}
	corpus=$dir/corpus-$ext
	max_len=16384
	mkdir -p "$corpus"
	if [ -z "$(ls -A "$corpus")" ]; then
		# The test files, and boards of walks-200 written in two styles.
		find tests/data -name "*.$ext" -exec cp {} "$corpus/" \;
		[ "$ext" = lin ] && cp tests/data/lin/*.txt "$corpus/"
		if [ "$ext" = pbn ]; then
			head -n 3 tests/ref/walks-200.txt | cut -d'|' -f1-4 |
				awk -v style=bc -f tests/lines2pbn.awk > "$corpus/bc.pbn"
			head -n 3 tests/ref/walks-200.txt | cut -d'|' -f1-4 |
				awk -v style=plain -f tests/lines2pbn.awk > "$corpus/plain.pbn"
		fi
	fi
	;;
*)
	corpus=$dir/corpus
	max_len=4096
	mkdir -p "$corpus"
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
	;;
esac
dict=
[ "$name" = fuzz_lin ] && dict=-dict=tests/data/lin/fuzz.dict
echo "fuzzing $fuzzer for $seconds s (corpus $corpus)"
"$fuzzer" $dict -max_total_time="$seconds" -print_final_stats=1 \
	-artifact_prefix="$dir/artifacts/$name-" -max_len="$max_len" "$corpus"

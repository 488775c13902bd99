#!/bin/sh
# tests/asan-coverage.sh - the measure behind tests/run.sh's ASAN_LEFT_OUT
# (docs/testing.md, "make asan"): which scripts of the sanitizer pass
# reach no edge of src/ and ui/ that the others miss.
#
#     sh tests/asan-coverage.sh           # every tests/t_*.sh
#     sh tests/asan-coverage.sh t_ui_new  # these, among all the others
#
# In a copy of the working tree (under $TMPDIR), ./ddplay-asan's code is
# built with clang's -fsanitize-coverage=trace-pc-guard (src/ and ui/;
# the engine without it, as ./ddplay-asan has it) and the runtime of
# tests/asan_coverage.c, which marks each process's edges in a file of its
# own; every script then runs there as the sanitizer pass runs it
# (QUICK=1, the left-out ones too), JOBS at a time.  Then, from the test
# whose sanitizer run costs most (tests/test-times) down, a test is left
# out when each of its edges is reached by two or more of the tests still
# kept.  Prints the edges reached, then each test: "out" or "keep", its
# edges and those only it reaches among the tests kept; then make check's
# share (ASAN_CHECK_SHARE, default 90 % of the edges: tests/run.sh's
# ASAN_CHECK_OUT) and a "check-out" line for each test left to make asan.  Needs clang and
# python3; about 3 minutes of two CPUs.
set -eu
cd "$(dirname "$0")/.."
command -v clang > /dev/null 2>&1 || { echo "needs clang"; exit 77; }
command -v python3 > /dev/null 2>&1 || { echo "needs python3"; exit 77; }
work=$(mktemp -d "${TMPDIR:-/tmp}/ddplay-cov.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir "$work/tree" "$work/edges"
# the working tree as it is (tracked and new files), not its builds
git ls-files -co --exclude-standard -z |
	tar --null --ignore-failed-read -T - -cf - 2> /dev/null | tar -xf - -C "$work/tree"
cd "$work/tree"
mkdir -p build-cov
clang -O2 -c -o build-cov/asan_coverage.o tests/asan_coverage.c
make --no-print-directory -j"${JOBS:-2}" BUILD=build-cov CC=clang \
	CFLAGS='-O1 -g1 -fsanitize-coverage=trace-pc-guard' \
	LDFLAGS=build-cov/asan_coverage.o ddplay-asan unit > build-cov/make.log 2>&1 ||
	{ tail -n 20 build-cov/make.log; exit 1; }
# every script by its exact name: the left-out ones run too
names=$(for t in tests/t_*.sh; do basename "$t" .sh; done | tr '\n' ' ')
DDPLAY_COV_DIR=$work/edges DDPLAY=./ddplay-asan BUILD=build-cov QUICK=1 \
	JOBS=${JOBS:-2} TESTS="$names" sh tests/run.sh > "$work/run.log" 2>&1 || true
grep -E '^(FAIL|SKIP) ' "$work/run.log" || true
python3 - "$work/edges" "$work/run.log" tests/test-times "$@" << 'PY'
import collections, os, re, sys
edges_dir, log, times = sys.argv[1:4]
new = set(sys.argv[4:])
cost = {}
for line in open(times):
    f = line.split()
    if f[0].startswith('asan/'):
        cost[f[0][5:]] = float(f[1])
status = {}
for line in open(log):
    f = line.split()
    if f and f[0] in ('PASS', 'FAIL', 'SKIP'):
        status[f[1]] = f[0]
sets = collections.defaultdict(set)
for fn in os.listdir(edges_dir):
    t = fn.split('.uicpu.')[0]
    data = open(os.path.join(edges_dir, fn), 'rb').read()
    sets[t].update(i for i, b in enumerate(data) if b)
count = collections.Counter(e for t in status for e in sets[t])
print('%d edges reached by %d tests' % (len(count), len(status)))
out = set()
# a test that did not pass, or ran its ddplay where no edge could be
# written (t_readonly: as nobody), stays; so do those asked about last
order = sorted(status, key=lambda t: (t in new, -cost.get(t, 30)))
for t in order:
    if status[t] != 'PASS' or (not sets[t] and t == 't_readonly'):
        continue
    if all(count[e] >= 2 for e in sets[t]):
        out.add(t)
        for e in sets[t]:
            count[e] -= 1
for t in sorted(status):
    own = sum(1 for e in sets[t] if count[e] == 1) if t not in out else 0
    print('%-5s %-28s %5d edges %4d its own %s' % ('out' if t in out else 'keep', t,
          len(sets[t]), own, '' if status[t] == 'PASS' else status[t]))

# make check's share of the pass (tests/run.sh's ASAN_CHECK_OUT): of the
# tests kept, the one that adds most new edges a second of its CPU (the
# test's and its tmux programs', from this run's log) first, until
# ASAN_CHECK_SHARE per cent of the edges are reached; the rest are for
# `make asan` alone.  A test that did not pass stays in.
share = float(os.environ.get('ASAN_CHECK_SHARE', '90'))
cpu = {}
for line in open(log):
    m = re.match(r'^(PASS|FAIL|SKIP) +(\S+) .*\(cpu ([0-9.]+) s(?: \+ ([0-9.]+) s in tmux)?\)', line)
    if m:
        cpu[m.group(2)] = float(m.group(3)) + float(m.group(4) or 0)
kept = [t for t in status if t not in out]
every = set().union(*(sets[t] for t in kept)) if kept else set()
reached, spent, chosen = set(), 0.0, []
todo = set(t for t in kept if status[t] == 'PASS')
while todo and len(reached) < share / 100 * len(every):
    t = max(sorted(todo), key=lambda t: len(sets[t] - reached) / max(cpu.get(t, 30), 0.3))
    if not sets[t] - reached:
        break
    reached |= sets[t]
    spent += cpu.get(t, 30)
    chosen.append(t)
    todo.discard(t)
rest = sorted(t for t in todo)
print('make check: %d tests, %.0f s of CPU, %.1f%% of the edges (ASAN_CHECK_SHARE %g); '
      'make asan alone: %d tests, %.0f s' % (len(kept) - len(rest),
      spent, 100 * len(reached) / max(len(every), 1), share, len(rest),
      sum(cpu.get(t, 30) for t in rest)))
for t in rest:
    print('check-out %-28s %4d edges %3d not reached by make check %5.1f s' %
          (t, len(sets[t]), len(sets[t] - reached), cpu.get(t, 30)))
PY

# tests/lib.sh - sourced by the tests/t_*.sh scripts (POSIX sh).
#
# Sets REPO (the repository root, also the working directory), DDPLAY (the
# binary under test, from the environment or ./ddplay), REF (tests/ref),
# SHARED (../shared/reference, the data that is not in the repository),
# QUICK (1: a subset, for the sanitizer build), DDPLAY_CPUS and TMP (a scratch directory
# removed at exit).  A test exits 0 when it passes, 1 when it fails and 77
# when it is skipped.

set -u
REPO=$(cd "$(dirname "$0")/.." && pwd)
cd "$REPO" || exit 1
DDPLAY=${DDPLAY:-./ddplay}
case $DDPLAY in
/*) ;;
*) DDPLAY=$REPO/${DDPLAY#./} ;;
esac
REF=$REPO/tests/ref
SHARED=$REPO/../shared/reference
QUICK=${QUICK:-0}
# -j N is cut to the CPUs (with a note on stderr): the tests' -j 2 and -j 3
# run as written on any machine.  t_threads tries the cut.
DDPLAY_CPUS=${DDPLAY_CPUS:-64}
export DDPLAY_CPUS
TMP=$(mktemp -d "${TMPDIR:-/tmp}/ddplay-test.XXXXXX") || exit 1
trap 'rm -rf "$TMP"' EXIT
trap 'exit 1' HUP INT TERM

if [ ! -x "$DDPLAY" ]; then
	echo "no binary to test: $DDPLAY (run make first)"
	exit 1
fi

fail() {
	echo "FAIL: $*"
	exit 1
}

skip() {
	echo "skipped: $*"
	exit 77
}

# first_lines N FILE: the first N lines of FILE, or all of them when N is 0.
first_lines() {
	if [ "$1" -gt 0 ]; then
		head -n "$1" "$2"
	else
		cat "$2"
	fi
}

# compare EXPECTED ACTUAL WHAT: line by line; prints the number of
# mismatching lines and a few examples, and fails unless there are none.
compare() {
	total=$(wc -l < "$1" | tr -d ' ')
	got=$(wc -l < "$2" | tr -d ' ')
	bad=$(awk 'NR == FNR { want[FNR] = $0; n = FNR; next }
		   { if (!(FNR in want) || want[FNR] != $0) bad++; m = FNR }
		   END { if (m < n) bad += n - m; print bad + 0 }' "$1" "$2")
	echo "$3: $bad mismatching lines of $total ($got lines out)"
	if [ "$bad" -ne 0 ]; then
		awk 'NR == FNR { want[FNR] = $0; n = FNR; next }
		     want[FNR] != $0 && shown < 3 {
			print "  line " FNR ":"; print "  want " want[FNR];
			print "  got  " $0; shown++ }' "$1" "$2"
		fail "$3 differs from the reference"
	fi
}

# cpu_used PID: the CPU time process PID has used so far (all its threads,
# user and system), in hundredths of a second; empty when it cannot be
# read (no /proc, or the process has ended).  No process started: it is
# polled.
CLK_TCK=$(getconf CLK_TCK 2> /dev/null || echo 100)
case $CLK_TCK in '' | *[!0-9]* | 0) CLK_TCK=100 ;; esac
cpu_used() {
	_s=
	{ read -r _s < "/proc/$1/stat"; } 2> /dev/null || return 0
	# the fields after the name, "(comm)": state is the first, utime
	# the twelfth and stime the thirteenth
	_s=${_s##*) }
	# shellcheck disable=SC2086
	set -- $_s
	[ $# -ge 13 ] || return 0
	shift 11
	echo $((($1 + $2) * 100 / CLK_TCK))
}

# wait_cpu PID CENTISECONDS: waits (polling every 0.05 s) until process
# PID has used that much CPU time, that is until it is well into its
# work, whatever the load of the machine; returns early when it ends,
# after 60 s at most.  Without /proc, sleeps the CPU time asked for
# times 3 instead.  (In place of a fixed sleep before a Ctrl-C: the
# sleep was too short on a loaded machine and longer than needed on a
# quiet one, with the program's threads working all along.)
wait_cpu() {
	if [ ! -r "/proc/$1/stat" ]; then
		kill -0 "$1" 2> /dev/null || return 0
		sleep "$(awk -v c="$2" 'BEGIN { printf "%.2f", c * 3 / 100 }')"
		return 0
	fi
	_w=0
	while [ "$_w" -lt 1200 ]; do
		_c=$(cpu_used "$1")
		[ -n "$_c" ] || return 0
		[ "$_c" -ge "$2" ] && return 0
		sleep 0.05
		_w=$((_w + 1))
	done
}

#!/bin/sh
# The command line, the same for every command (src/util/cli.c, issue 21):
# -h and --help answer with status 0 and the command's usage on stdout;
# --version prints engine/dd.h's DD_VERSION_STRING; an unknown option, a
# bad value or an option without its value exits 2 with the message, the
# usage and the hint on stderr and nothing on stdout; long options may be
# shortened unless ambiguous; "--" ends the options; a DDPLAY_ variable
# that cannot be used (DDPLAY_THREADS=abc) is a usage error, never
# ignored; -j N above the CPUs (even above 64) is cut to them with a
# note, the results those of one thread (docs/formats.md, "-j N").
. "$(dirname "$0")/lib.sh"

DEAL='N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4'
HAND='W:KT32.Q9743.QT2.Q'
printf '%s\n' "$DEAL" > "$TMP/deal"
sed -n 1,3p "$REF/tables.txt" | cut -d'|' -f1 > "$TMP/deals"
sed -n 1,3p "$REF/walks-200.txt" | cut -d'|' -f1-4 > "$TMP/plays"

# run STATUS ARGS...: ddplay ARGS (stdin empty) exits STATUS; out and err
# kept in $TMP/out, $TMP/err.
run() {
	want=$1
	shift
	"$DDPLAY" "$@" > "$TMP/out" 2> "$TMP/err" < /dev/null
	status=$?
	[ "$status" -eq "$want" ] ||
		fail "ddplay $*: exit status $status, expected $want ($(head -n 2 "$TMP/err"))"
}
# usage_error MESSAGE HINT ARGS...: a usage error with that message and
# the hint "Try 'ddplay HINT --help' for more." (HINT "": plain ddplay)
usage_error() {
	msg=$1 hint=$2
	shift 2
	run 2 "$@"
	[ -s "$TMP/out" ] && fail "ddplay $*: output on stdout"
	grep -qF -- "$msg" "$TMP/err" || fail "ddplay $*: no '$msg' in: $(cat "$TMP/err")"
	grep -qxF "Try 'ddplay${hint:+ $hint} --help' for more." "$TMP/err" ||
		fail "ddplay $*: no hint to 'ddplay${hint:+ $hint} --help': $(cat "$TMP/err")"
}

# ---- help: every command, both spellings, anywhere on the line ----------
for cmd in "" table solve trace analyse analyze "analyse --summary" lead practice quiz; do
	for h in -h --help; do
		# shellcheck disable=SC2086
		run 0 $cmd $h
		grep -q "^usage: ddplay" "$TMP/out" || fail "ddplay $cmd $h: no usage on stdout"
		[ -s "$TMP/err" ] && fail "ddplay $cmd $h: a message: $(cat "$TMP/err")"
	done
done
# after other options and files, and before a value that would be bad
run 0 table --lines "$TMP/deal" --help
grep -q "^usage: ddplay table" "$TMP/out" || fail "table FILE --help: not table's help"
run 0 analyse --summary --lines -h
grep -q "^usage: ddplay analyse --summary" "$TMP/out" || fail "analyse --summary -h: not its help"
run 0 lead -h --hand nonsense
run 0 --deal "$DEAL" -h
echo "-h and --help: status 0 for every command"

# ---- --version ------------------------------------------------------------
v=$(sed -n 's/^#define DD_VERSION_STRING "\(.*\)"$/\1/p' engine/dd.h)
[ -n "$v" ] || fail "no DD_VERSION_STRING in engine/dd.h"
run 0 --version
[ "$(cat "$TMP/out")" = "ddplay $v" ] || fail "--version: '$(cat "$TMP/out")', not 'ddplay $v'"

# ---- unknown options, bad values, missing values ------------------------
usage_error "ddplay table: unknown option '--frob'" table table --frob "$TMP/deal"
grep -q "^usage: ddplay table" "$TMP/err" || fail "table --frob: no usage line"
# a value that will not do: the message and the hint, not the synopsis
# that would bury it
"$DDPLAY" table --threads x "$TMP/deal" > /dev/null 2> "$TMP/err"
[ $? = 2 ] || fail "table --threads x: not exit status 2"
[ "$(cat "$TMP/err")" = "ddplay table: --threads wants a number of threads, 1 or more, not 'x'
Try 'ddplay table --help' for more." ] || fail "table --threads x: $(cat "$TMP/err")"
"$DDPLAY" lead --hand N:K32.Q974.QT2.Q84 --auction '1S P 2S AP' --dealer S > /dev/null 2> "$TMP/err"
[ $? = 2 ] && [ "$(wc -l < "$TMP/err")" -eq 2 ] && ! grep -q "^usage:" "$TMP/err" ||
	fail "lead, the hand not the leader's: $(cat "$TMP/err")"
usage_error "ddplay solve: unknown option '-x'" solve solve -x
usage_error "ddplay trace: unknown option '--pbn'" trace trace --pbn
usage_error "ddplay analyse: unknown option '--lines'" analyse analyse --lines
usage_error "ddplay analyse: unknown option '--cards'" "analyse --summary" analyse --summary --cards
usage_error "ddplay lead: unknown option '--frob'" lead lead --frob --hand "$HAND" --contract 4S
usage_error "ddplay: unknown option '--frob'" "" --frob
usage_error "ddplay practice: unknown option '--deal'" practice practice --deal "$DEAL"
usage_error "ddplay quiz: unknown option '--hide'" quiz quiz --hide EW
usage_error "ddplay table: option '--json' takes no value" table table --json=yes
usage_error "ddplay table: option '--dealer' wants a value" table table --dealer
usage_error "ddplay solve: option '-j' wants a value" solve solve -j
usage_error "ddplay lead: option '--hand' wants a value" lead lead --hand
usage_error "ddplay: option '--deal' wants a value" "" --deal
for j in 0 -1 x 2x ''; do
	usage_error "ddplay trace: -j wants a number of threads, 1 or more, not '$j'" trace trace -j "$j"
done
usage_error "ddplay table: --threads wants a number of threads, 1 or more, not '0'" table table --threads=0
usage_error "ddplay: --threads wants a number of threads, 1 or more, not 'x'" "" --threads x
usage_error "ddplay analyse: --color wants auto, always or never, not 'blue'" analyse analyse --color=blue
usage_error "ddplay lead: -j wants a number of threads, 1 or more, not '0'" lead lead -j0 --hand "$HAND" --contract 4S
usage_error "ddplay analyse: --lines and --json go alone" "analyse --summary" analyse --summary --lines --json
# a shortened option: taken when only one option starts so; else ambiguous
run 0 table --lin --dealer=E --vu EW "$TMP/deal"
[ "$(cut -d'|' -f1 "$TMP/out")" = "$DEAL" ] || fail "table --lin: not --lines: $(cat "$TMP/out")"
usage_error "ddplay lead: option '--s' is ambiguous: " lead lead --s 5
for o in --south --seed --show-deals; do
	grep -q -- "ambiguous: .*$o" "$TMP/err" || fail "lead --s: $o not named: $(cat "$TMP/err")"
done
# "--" ends the options: a file named like one
cp "$TMP/deal" "$TMP/--lines"
(cd "$TMP" && "$DDPLAY" table --lines -- --lines) > "$TMP/out" 2> "$TMP/err" ||
	fail "table -- --lines: exit status $? ($(cat "$TMP/err"))"
[ "$(cut -d'|' -f1 "$TMP/out")" = "$DEAL" ] || fail "table -- --lines: the file not read"
# options after the files, -j4 and --jobs=4 as -j 4
run 0 table "$TMP/deals" --lines -j2
cp "$TMP/out" "$TMP/j2"
run 0 table --jobs=2 --lines "$TMP/deals"
cmp -s "$TMP/out" "$TMP/j2" || fail "--jobs=2 differs from -j2"
echo "unknown options, bad and missing values: status 2, the message, the usage hint"

# ---- the environment -----------------------------------------------------
# env_error VAR=VALUE MESSAGE ARGS...
env_error() {
	var=$1 msg=$2
	shift 2
	env "$var" "$DDPLAY" "$@" > "$TMP/out" 2> "$TMP/err" < /dev/null
	status=$?
	[ "$status" -eq 2 ] || fail "$var ddplay $*: exit status $status, expected 2"
	[ -s "$TMP/out" ] && fail "$var ddplay $*: output on stdout"
	grep -qF -- "$msg" "$TMP/err" || fail "$var ddplay $*: no '$msg' in: $(cat "$TMP/err")"
}
for cmd in table solve trace analyse "analyse --summary"; do
	name=${cmd% --summary}
	# shellcheck disable=SC2086
	env_error DDPLAY_THREADS=abc "ddplay $name: DDPLAY_THREADS='abc' in the environment: expected a number of threads, 1 or more" $cmd "$TMP/deal"
done
env_error DDPLAY_THREADS=0 "DDPLAY_THREADS='0'" table "$TMP/deal"
env_error DDPLAY_THREADS=-2 "DDPLAY_THREADS='-2'" lead --hand "$HAND" --contract 4S --deals 1
env_error DDPLAY_THREADS=4x "ddplay: DDPLAY_THREADS='4x'" --deal "$DEAL"
env_error DDPLAY_CPUS=many "ddplay solve: DDPLAY_CPUS='many' in the environment: expected a number of CPUs, 1 or more" solve "$TMP/deal"
env_error DDPLAY_ISA=fast "ddplay table: DDPLAY_ISA='fast' in the environment: expected 'portable'" table "$TMP/deal"
# good values and empty ones are fine; help does not look at them
DDPLAY_THREADS=abc "$DDPLAY" table --help > /dev/null 2>&1 || fail "DDPLAY_THREADS=abc table --help: status $?"
DDPLAY_THREADS= DDPLAY_ISA=portable "$DDPLAY" table --lines "$TMP/deal" > "$TMP/out" 2> "$TMP/err" ||
	fail "DDPLAY_THREADS= DDPLAY_ISA=portable: status $? ($(cat "$TMP/err"))"
[ -s "$TMP/err" ] && fail "DDPLAY_ISA=portable: a message: $(cat "$TMP/err")"
echo "DDPLAY_THREADS, DDPLAY_CPUS, DDPLAY_ISA: bad values are usage errors"

# ---- -j above the CPUs: cut to them, with a note, the same results -------
"$DDPLAY" table --lines "$TMP/deals" > "$TMP/want" || fail "table: status $?"
DDPLAY_CPUS=2 "$DDPLAY" table --lines -j 99 "$TMP/deals" > "$TMP/out" 2> "$TMP/err" ||
	fail "table -j 99: status $? ($(cat "$TMP/err"))"
cmp -s "$TMP/want" "$TMP/out" || fail "table -j 99: not the results of one thread"
grep -qxF "ddplay table: -j 99: using 2 threads, one a CPU (more would not be faster)" "$TMP/err" ||
	fail "table -j 99 on 2 CPUs: $(cat "$TMP/err")"
# more than 64 CPUs: 64 threads at most, said so
DDPLAY_CPUS=500 "$DDPLAY" trace --lines -j 1000 "$TMP/plays" > /dev/null 2> "$TMP/err" ||
	fail "trace -j 1000: status $?"
grep -qxF "ddplay trace: -j 1000: using 64 threads, the most it takes" "$TMP/err" ||
	fail "trace -j 1000 on 500 CPUs: $(cat "$TMP/err")"
"$DDPLAY" analyse --summary --lines "$TMP/plays" > "$TMP/want" || fail "analyse --summary: status $?"
DDPLAY_CPUS=1 "$DDPLAY" analyse --summary --lines -j 80 "$TMP/plays" > "$TMP/out" 2> "$TMP/err" ||
	fail "analyse --summary -j 80: status $?"
cmp -s "$TMP/want" "$TMP/out" || fail "analyse --summary -j 80: not the results of one thread"
grep -qxF "ddplay analyse: -j 80: using 1 thread, one a CPU (more would not be faster)" "$TMP/err" ||
	fail "analyse --summary -j 80 on 1 CPU: $(cat "$TMP/err")"
DDPLAY_CPUS=2 "$DDPLAY" lead --hand "$HAND" --contract 4S --deals 3 --seed 1 --lines -j 99 > "$TMP/out" 2> "$TMP/err" ||
	fail "lead -j 99: status $? ($(cat "$TMP/err"))"
grep -qxF "ddplay lead: -j 99: using 2 threads, one a CPU (more would not be faster)" "$TMP/err" ||
	fail "lead -j 99 on 2 CPUs: $(cat "$TMP/err")"
"$DDPLAY" lead --hand "$HAND" --contract 4S --deals 3 --seed 1 --lines -j 1 > "$TMP/want" 2> /dev/null ||
	fail "lead -j 1: status $?"
cmp -s "$TMP/want" "$TMP/out" || fail "lead -j 99: not the figures of one thread"
echo "-j above the CPUs: cut to them (64 at most), with a note; the same results"

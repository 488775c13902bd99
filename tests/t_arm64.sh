#!/bin/sh
# The engine's threads on arm64 (issue 23): tests/unit_smp.c (the threads
# that score one position and make a table, their shared table, their
# cancellation) cross-built for arm64 and run under qemu-user, once on
# qemu's default CPU (LSE atomics) and once as a Cortex-A57 (ARMv8.0:
# load-exclusive/store-exclusive atomics), each with a time limit: a wait
# that never ends fails the test instead of hanging the suite.  Skipped
# when aarch64-linux-gnu-gcc (with a static arm64 C library) or
# qemu-aarch64 is missing:
#     apt-get install gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user
#
# Built by the Makefile as a cross build, `make CROSS_COMPILE=aarch64-linux-gnu-`
# (its CC, OBJCOPY and AR: the host's objcopy cannot read arm64 objects),
# into a build folder of its own, with libddplay.a: its objects must be
# arm64 and its only global names dd_ ones.  ARM64_CROSS_COMPILE names
# another prefix (/opt/x/bin/aarch64-linux-gnu-), ARM64_CC another
# compiler.
#
# Linked statically: no arm64 ncurses or readline is needed (the engine
# and the deal parser only), and no dynamic loader either.  A dynamic
# arm64 binary under `qemu-aarch64 -L /usr/aarch64-linux-gnu` on a
# machine that also has Debian's multiarch libc6:arm64 (which the arm64
# -dev packages pull in) gets the cross toolchain's loader with the
# multiarch libc.so.6 (the loader reads the host's ld.so.cache): two
# builds of glibc, and its first pthread_create() never returns.
. "$(dirname "$0")/lib.sh"

# One cross build a run of the suite: the plain pass, not the sanitizers'.
[ "$DDPLAY" = "$REPO/ddplay" ] || skip "runs on the plain build (./ddplay) only"
PREFIX=${ARM64_CROSS_COMPILE:-aarch64-linux-gnu-}
XCC=${ARM64_CC:-${PREFIX}gcc}
command -v "$XCC" > /dev/null 2>&1 ||
	skip "no $XCC (apt-get install gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user)"
QEMU=
for q in qemu-aarch64 qemu-aarch64-static; do
	if command -v "$q" > /dev/null 2>&1; then
		QEMU=$q
		break
	fi
done
[ -n "$QEMU" ] || skip "no qemu-aarch64 (apt-get install qemu-user, or qemu-user-static)"
command -v timeout > /dev/null 2>&1 || skip "no timeout (coreutils)"

printf 'int main(void) { return 0; }\n' > "$TMP/empty.c"
"$XCC" -static -o "$TMP/empty" "$TMP/empty.c" > /dev/null 2>&1 ||
	skip "$XCC cannot link statically (apt-get install libc6-dev-arm64-cross)"

# A make of its own: none of the suite's make variables (MAKEFLAGS, CC,
# CFLAGS, ARCH...) reach it.
b=$TMP/build
env -i PATH="$PATH" make -s --no-print-directory BUILD="$b" \
	CROSS_COMPILE="$PREFIX" CC="$XCC" CFLAGS=-O2 LDFLAGS=-static WERROR=1 \
	"$b/tests/unit_smp" "$b/libddplay.a" > "$TMP/cc.out" 2>&1 || {
	cat "$TMP/cc.out"
	fail "the arm64 build (make CROSS_COMPILE=$PREFIX) failed"
}
[ -s "$TMP/cc.out" ] && {
	cat "$TMP/cc.out"
	fail "warnings in the arm64 build"
}
if command -v "${PREFIX}readelf" > /dev/null 2>&1; then
	"${PREFIX}readelf" -h "$b/libddplay.a" "$b/tests/unit_smp" > "$TMP/elf" 2>&1 ||
		{ cat "$TMP/elf"; fail "${PREFIX}readelf cannot read the arm64 build"; }
	n=$(grep -c 'Machine:' "$TMP/elf")
	other=$(grep 'Machine:' "$TMP/elf" | grep -vc AArch64)
	[ "$n" -ge 2 ] && [ "$other" = 0 ] ||
		{ grep 'Machine:' "$TMP/elf"; fail "libddplay.a or unit_smp not all arm64"; }
fi
if command -v "${PREFIX}nm" > /dev/null 2>&1; then
	"${PREFIX}nm" -g --defined-only "$b/libddplay.a" > "$TMP/nm" 2>&1 ||
		{ cat "$TMP/nm"; fail "${PREFIX}nm cannot read libddplay.a"; }
	grep -q ' dd_solve$' "$TMP/nm" || fail "no dd_solve in the arm64 libddplay.a"
	awk 'NF == 3 && $3 !~ /^dd_/' "$TMP/nm" > "$TMP/extra"
	[ -s "$TMP/extra" ] && { head "$TMP/extra"; fail "global names other than dd_ in the arm64 libddplay.a"; }
fi

# The smallest subset (QUICK=2: every 36th reference line, every 72nd
# with 4 threads; the cancellations and the tables as in the others):
# about a third of QUICK=1's CPU under qemu (16 s a run there), on a
# 2-core machine that runs two tests at a time.  The limit
# (ARM64_TIMEOUT, 300 s) is for a wait that never ends, not for a slow
# machine.
# The two CPUs run at the same time (each as it ran alone: its own
# process, output and limit), then each is checked: half the wall time
# of one after the other (about 40 s here).
limit=${ARM64_TIMEOUT:-300}
start=$(date +%s)
for cpu in max cortex-a57; do
	{
		QUICK=2 timeout -k 5 "$limit" "$QEMU" -cpu $cpu "$b/tests/unit_smp" > "$TMP/out.$cpu" 2>&1
		echo $? > "$TMP/rc.$cpu"
		echo $(($(date +%s) - start)) > "$TMP/time.$cpu"
	} &
done
wait
for cpu in max cortex-a57; do
	rc=$(cat "$TMP/rc.$cpu")
	case $rc in
	0) ;;
	124 | 137)
		cat "$TMP/out.$cpu"
		echo "load average: $(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null)"
		fail "unit_smp on arm64 ($cpu) did not finish in $limit s: a thread waits for ever"
		;;
	*)
		cat "$TMP/out.$cpu"
		fail "unit_smp on arm64 ($cpu): exit status $rc"
		;;
	esac
	grep -q '^unit_smp: [0-9]* checks, 0 failed$' "$TMP/out.$cpu" || {
		cat "$TMP/out.$cpu"
		fail "unit_smp on arm64 ($cpu): no summary, or checks failed"
	}
	echo "arm64 ($cpu): $(tail -n 1 "$TMP/out.$cpu") ($(cat "$TMP/time.$cpu") s)"
done

#!/bin/sh
# The libraries' headers and their documentation, as a C programmer
# building on them finds them: engine/dd.h and src/dds/dll.h compile alone
# in C (-std=c99 and c11, -pedantic, every warning an error) and C++,
# include only standard headers (no private header installed beside
# them), define no macro outside DD_ (dd.h); dll.h has what DDS 2.9's
# dll.h defines beside its calls (its guard, EXTERN_C, DLLEXPORT,
# STDCALL, the TEXT_ texts of its RETURN_ codes); docs/library.md
# names every call of both headers; and libdds-ddplay answers several
# threads at once, FreeMemory, SetResources and SetMaxThreads called
# between, as one thread alone (tests/dds_mt.c; under make tsan's flags:
# QA_TSAN=1 sh tests/t_qa_lib.sh, which builds the library with them).
. "$(dirname "$0")/lib.sh"

cc=${CC:-cc}
cd "$REPO" || fail "no repository"

for h in engine/dd.h src/dds/dll.h; do
	for std in c99 c11; do
		printf '#include "%s"\n#include "%s"\nint main(void) { return 0; }\n' \
			"$REPO/$h" "$REPO/$h" > "$TMP/h.c"
		$cc -std=$std -Wall -Wextra -pedantic -Werror -o "$TMP/h" "$TMP/h.c" \
			> "$TMP/cc.out" 2>&1 ||
			{ cat "$TMP/cc.out"; fail "$h does not compile alone with -std=$std -pedantic"; }
	done
	if command -v c++ > /dev/null 2>&1; then
		cp "$TMP/h.c" "$TMP/h.cc"
		c++ -Wall -Wextra -pedantic -Werror -o "$TMP/h" "$TMP/h.cc" \
			> "$TMP/cc.out" 2>&1 ||
			{ cat "$TMP/cc.out"; fail "$h does not compile alone in C++"; }
	fi
	# only standard headers: nothing of the tree is installed with it
	sed -n 's/^#[ \t]*include[ \t]*//p' "$h" | grep -v -x -e '<stddef.h>' \
		-e '<stdint.h>' -e '<stdbool.h>' > "$TMP/inc" &&
		fail "$h includes $(tr '\n' ' ' < "$TMP/inc")"
done

# dd.h's macros: DD_ names alone (its own guard included)
printf '#include "%s"\n' "$REPO/engine/dd.h" > "$TMP/d.c"
$cc -std=c11 -E -dM "$TMP/d.c" > "$TMP/all" || fail "cpp failed"
printf '#include <stddef.h>\n#include <stdint.h>\n' > "$TMP/s.c"
$cc -std=c11 -E -dM "$TMP/s.c" > "$TMP/std" || fail "cpp failed"
sed 's/[( ].*//; s/^#define //' "$TMP/all" | sort -u > "$TMP/m1"
sed 's/[( ].*//; s/^#define //' "$TMP/std" | sort -u > "$TMP/m2"
comm -23 "$TMP/m1" "$TMP/m2" | grep -v '^DD_' > "$TMP/leak" &&
	fail "dd.h defines $(tr '\n' ' ' < "$TMP/leak")"

# dll.h: what DDS's dll.h defines beside its calls
for m in DDS_DLL_H EXTERN_C DLLEXPORT STDCALL DDS_VERSION; do
	grep -q "^#define $m\b" src/dds/dll.h || fail "dll.h does not define $m"
done
sed -n 's/^#define RETURN_\([A-Z_]*\) .*/\1/p' src/dds/dll.h > "$TMP/codes"
[ "$(wc -l < "$TMP/codes")" -eq 27 ] || fail "dll.h: $(wc -l < "$TMP/codes") RETURN_ codes, not DDS's 27"
while read -r c; do
	grep -q "^#define TEXT_$c \"" src/dds/dll.h || fail "dll.h: no TEXT_$c"
done < "$TMP/codes"

# every call of the headers is named in docs/library.md
sed -n 's/.*\b\(dd_[a-z_]*\)(.*/\1/p' engine/dd.h | sort -u > "$TMP/calls"
sed -n 's/^\(int\|void\) \([A-Z][A-Za-z]*\)(.*/\2/p' src/dds/dll.h | sort -u >> "$TMP/calls"
[ "$(wc -l < "$TMP/calls")" -gt 50 ] || fail "found only $(wc -l < "$TMP/calls") calls in the headers"
while read -r f; do
	grep -q "\`$f\b" docs/library.md || echo "$f"
done < "$TMP/calls" > "$TMP/undoc"
[ -s "$TMP/undoc" ] && fail "docs/library.md does not name: $(tr '\n' ' ' < "$TMP/undoc")"

# several threads on libdds-ddplay at once
BUILD=${BUILD:-build}
flags=
if [ "${QA_TSAN:-0}" = 1 ]; then
	flags='-O1 -g -fsanitize=thread -fno-omit-frame-pointer'
	BUILD=$TMP/build-tsan
	make --no-print-directory -s BUILD="$BUILD" CFLAGS="$flags" \
		LDFLAGS=-fsanitize=thread "$BUILD/libdds-ddplay.a" > "$TMP/make.out" 2>&1 ||
		{ tail -20 "$TMP/make.out"; fail "cannot build libdds-ddplay with -fsanitize=thread"; }
fi
[ -f "$BUILD/libdds-ddplay.a" ] || skip "no $BUILD/libdds-ddplay.a (make dds-lib)"
# shellcheck disable=SC2086
$cc -std=c11 -Wall -Wextra -D_POSIX_C_SOURCE=200809L $flags -Isrc/dds \
	-o "$TMP/dds_mt" tests/dds_mt.c "$BUILD/libdds-ddplay.a" -lpthread \
	> "$TMP/cc.out" 2>&1 || { cat "$TMP/cc.out"; fail "cannot build tests/dds_mt.c"; }
TSAN_OPTIONS='halt_on_error=1 exitcode=66' "$TMP/dds_mt" 4 1 > "$TMP/mt" 2> "$TMP/mt.err" ||
	{ head -30 "$TMP/mt.err"; fail "libdds-ddplay in 4 threads at once: exit status $?"; }
[ "$(cat "$TMP/mt")" = same ] ||
	{ head -10 "$TMP/mt.err"; fail "libdds-ddplay in 4 threads at once: $(cat "$TMP/mt")"; }
exit 0

#!/bin/sh
# make install / make uninstall into a DESTDIR, and libddplay used as a
# program outside the tree would use it: docs/example.c compiled against
# the installed library through pkg-config (shared, then static), run, and
# its tables compared with the reference and with `ddplay table --lines`
# (one deal a call, then several in threads), its par with table --pbn;
# tests/lib_check.c, the text forms of positions against positions.txt and
# the errors of the helpers;
# the .so's soname and exported names (dd_ only); the header from C++;
# the man page; the runtime choice of the engine copy (DDPLAY_ISA).
. "$(dirname "$0")/lib.sh"

# The plain build only: make builds it, not the sanitizer's.
[ "$DDPLAY" = "$REPO/ddplay" ] || skip "runs on the plain build (./ddplay) only"
command -v make > /dev/null 2>&1 || skip "make not found"
command -v pkg-config > /dev/null 2>&1 || skip "pkg-config not found (apt-get install pkg-config)"
CC=${CC:-cc}
BUILD=${BUILD:-build}

DEST=$TMP/root
PREFIX=/usr/local
make --no-print-directory -s BUILD="$BUILD" install DESTDIR="$DEST" \
	PREFIX=$PREFIX > "$TMP/make.out" 2>&1 || {
	cat "$TMP/make.out"
	fail "make install DESTDIR=$DEST failed"
}
version=$(sed -n 's/^#define DD_VERSION_STRING "\(.*\)"/\1/p' engine/dd.h)
[ -n "$version" ] || fail "no DD_VERSION_STRING in engine/dd.h"
major=${version%%.*}
P=$DEST$PREFIX
for f in bin/ddplay share/man/man1/ddplay.1 include/ddplay/dd.h \
	lib/libddplay.a lib/libddplay.so.$version lib/pkgconfig/ddplay.pc \
	lib/pkgconfig/dds-ddplay.pc \
	share/bash-completion/completions/ddplay \
	share/zsh/site-functions/_ddplay include/ddplay/dds/dll.h \
	lib/libdds-ddplay.a lib/libdds-ddplay.so.$version lib/ddplay/libdds.so.0; do
	[ -f "$P/$f" ] || fail "make install did not install $PREFIX/$f"
done
[ -x "$P/bin/ddplay" ] || fail "bin/ddplay is not executable"
# the documentation, and the man page's SEE ALSO naming it where it is
for f in README.md formats.md library.md example.c; do
	[ -f "$P/share/doc/ddplay/$f" ] || fail "make install did not install $PREFIX/share/doc/ddplay/$f"
done
sed -n '/^\.SH SEE ALSO/,$p' "$P/share/man/man1/ddplay.1" > "$TMP/seealso"
grep -q "$PREFIX/share/doc/ddplay/formats.md" "$TMP/seealso" ||
	fail "the man page's SEE ALSO does not name the installed docs: $(cat "$TMP/seealso")"
for f in $(grep -o "$PREFIX/share/doc/ddplay/[A-Za-z_.]*[a-z]" "$TMP/seealso"); do
	[ -f "$DEST$f" ] || fail "the man page names $f, not installed"
done
[ "$(readlink "$P/lib/libddplay.so.$major")" = "libddplay.so.$version" ] ||
	fail "lib/libddplay.so.$major is not a link to libddplay.so.$version"
[ "$(readlink "$P/lib/libddplay.so")" = "libddplay.so.$major" ] ||
	fail "lib/libddplay.so is not a link to libddplay.so.$major"
[ "$(readlink "$P/lib/libdds-ddplay.so")" = "libdds-ddplay.so.$major" ] ||
	fail "lib/libdds-ddplay.so is not a link to libdds-ddplay.so.$major"
[ "$("$P/bin/ddplay" --version)" = "ddplay $version" ] ||
	fail "installed ddplay --version: $("$P/bin/ddplay" --version)"

# man ddplay finds the installed page
if command -v man > /dev/null 2>&1; then
	MANPAGER=cat MANWIDTH=80 man -M "$P/share/man" ddplay > "$TMP/man" 2>&1 ||
		{ cat "$TMP/man"; fail "man -M $PREFIX/share/man ddplay failed"; }
	grep -q "double-dummy" "$TMP/man" || fail "man ddplay: not the page"
fi

# the shared library: its soname, and only dd_ names exported
if command -v readelf > /dev/null 2>&1; then
	readelf -d "$P/lib/libddplay.so.$version" | grep -q "SONAME.*\[libddplay.so.$major\]" ||
		fail "libddplay.so.$version has no soname libddplay.so.$major"
fi
if command -v nm > /dev/null 2>&1; then
	nm -D --defined-only "$P/lib/libddplay.so.$version" |
		awk '$2 ~ /^[TDBRVW]$/ { sub(/@.*/, "", $3); print $3 }' > "$TMP/syms"
	grep -qx dd_table "$TMP/syms" || fail "libddplay.so exports no dd_table"
	grep -qx dd_version "$TMP/syms" || fail "libddplay.so exports no dd_version"
	others=$(grep -v '^dd_' "$TMP/syms" | tr '\n' ' ')
	[ -z "$others" ] || fail "libddplay.so exports names other than dd_*: $others"
	# the static library: the engine's own names are not global either,
	# nor those of its two copies (ddplay_port_*, ddplay_bmi2_*)
	nm -g --defined-only "$P/lib/libddplay.a" |
		awk 'NF == 3 { print $3 }' | grep -v '^dd_' > "$TMP/asyms"
	[ -s "$TMP/asyms" ] && fail "libddplay.a has global names besides dd_*: $(tr '\n' ' ' < "$TMP/asyms")"
	nm -g --defined-only "$P/lib/libddplay.a" | grep -q ' T dd_tables$' ||
		fail "libddplay.a has no global dd_tables"
fi

# pkg-config, through the DESTDIR tree
PKG_CONFIG_PATH=$P/lib/pkgconfig PKG_CONFIG_SYSROOT_DIR=$DEST
export PKG_CONFIG_PATH PKG_CONFIG_SYSROOT_DIR
[ "$(pkg-config --modversion ddplay)" = "$version" ] ||
	fail "pkg-config --modversion ddplay: $(pkg-config --modversion ddplay 2>&1)"
cflags=$(pkg-config --cflags ddplay) && libs=$(pkg-config --libs ddplay) ||
	fail "pkg-config --cflags --libs ddplay failed"
# shellcheck disable=SC2086  # the flags are words
$CC -std=c11 -Wall -Wextra -Werror $cflags -o "$TMP/example" docs/example.c $libs \
	> "$TMP/cc.out" 2>&1 || { cat "$TMP/cc.out"; fail "docs/example.c does not build with pkg-config"; }
# shellcheck disable=SC2086
$CC -std=c11 $cflags -o "$TMP/example-static" docs/example.c "$P/lib/libddplay.a" \
	> "$TMP/cc.out" 2>&1 || { cat "$TMP/cc.out"; fail "docs/example.c does not link with libddplay.a"; }
# the program uses the installed .so, not one from the tree
LD_LIBRARY_PATH=$P/lib ldd "$TMP/example" 2> /dev/null | grep -q "$P/lib/libddplay.so.$major" ||
	fail "example is not linked with the installed libddplay.so.$major"

# a thread count that is no number is refused, not taken as 0 (a thread
# a CPU)
LD_LIBRARY_PATH=$P/lib "$TMP/example" -j abc 'N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.876.876.7654 432.5432.5432.32' \
	> "$TMP/j.out" 2>&1 && fail "example -j abc: taken ($(head -n 1 "$TMP/j.out"))"
grep -q '^usage: example' "$TMP/j.out" || fail "example -j abc: no usage ($(head -n 1 "$TMP/j.out"))"

# the same tables as the reference and as ddplay table --lines, with the
# engine copy the CPU picks and with the portable one
n=3
[ "$QUICK" = 1 ] && n=1
head -n $n "$REF/tables.txt" > "$TMP/want"
cut -d'|' -f1 "$TMP/want" > "$TMP/deals"
"$DDPLAY" table --lines "$TMP/deals" > "$TMP/table" || fail "ddplay table failed"
compare "$TMP/want" "$TMP/table" "ddplay table --lines"
for isa in "" portable; do
	for prog in example example-static; do
		: > "$TMP/got"
		while IFS= read -r deal; do
			DDPLAY_ISA=$isa LD_LIBRARY_PATH=$P/lib "$TMP/$prog" "$deal" >> "$TMP/got" ||
				fail "$prog '$deal' failed"
		done < "$TMP/deals"
		compare "$TMP/table" "$TMP/got" "$prog (DDPLAY_ISA=$isa) against ddplay table"
	done
done
LD_LIBRARY_PATH=$P/lib "$TMP/example" 'N:AKQ 2 3 4' > /dev/null 2>&1 &&
	fail "example accepts a bad deal"
# several deals in one call, 2 threads (dd_tables); their par (dd_par)
# as table --pbn writes it
# shellcheck disable=SC2046
(IFS='
'; LD_LIBRARY_PATH=$P/lib "$TMP/example" -j 2 $(cat "$TMP/deals")) > "$TMP/got" ||
	fail "example -j 2 failed"
compare "$TMP/table" "$TMP/got" "example -j 2 (dd_tables) against ddplay table"
"$DDPLAY" table --pbn --dealer E --vul NS "$TMP/deals" |
	sed -n 's/^\[Deal "\(.*\)"\]/\1/p; s/^\[OptimumScore "\(.*\)"\]/\1/p; s/^\[ParContract "\(.*\)"\]/\1/p' |
	paste -d'|' - - - > "$TMP/par.want"
# shellcheck disable=SC2046
(IFS='
'; LD_LIBRARY_PATH=$P/lib "$TMP/example" --par E NS $(cat "$TMP/deals")) > "$TMP/par" ||
	fail "example --par failed"
compare "$TMP/par.want" "$TMP/par" "example --par (dd_par) against ddplay table --pbn"

# the text forms of positions (dd_position_parse, dd_position_format)
# with dd_score_cards, against the reference; and what bad input gives
# shellcheck disable=SC2086
$CC -std=c11 -Wall -Wextra -Werror $cflags -o "$TMP/lib_check" tests/lib_check.c $libs \
	> "$TMP/cc.out" 2>&1 || { cat "$TMP/cc.out"; fail "tests/lib_check.c does not build with pkg-config"; }
head -n $((n * 10)) "$REF/positions.txt" > "$TMP/positions"
cut -d'|' -f1-4 "$TMP/positions" > "$TMP/pos4"
LD_LIBRARY_PATH=$P/lib "$TMP/lib_check" positions "$TMP/pos4" > "$TMP/got" ||
	fail "lib_check positions failed"
awk -f tests/sort-items.awk "$TMP/positions" > "$TMP/want.sorted"
awk -f tests/sort-items.awk "$TMP/got" > "$TMP/got.sorted"
compare "$TMP/want.sorted" "$TMP/got.sorted" "dd_position_parse, _format and dd_score_cards against positions.txt"
LD_LIBRARY_PATH=$P/lib "$TMP/lib_check" errors > "$TMP/errors" || fail "lib_check errors failed"
for want in "deal 0: 0 " "deal 1: -1 West holds 12 cards" "deal 2: -2 C3 is in both" \
	"deal 3: -5 bad deal" "position 0: -3 West cannot play SA" "position 1: -4 " \
	"position 2: -5 bad strain" "tables: -2 deals[1]: C4 is in both" "each: 0 -2 0, " \
	"par dealer 4: -5" "par: -140 1 1 EW 140 EW 1H+2"; do
	grep -qF -- "$want" "$TMP/errors" || fail "lib_check errors: want '$want', got: $(cat "$TMP/errors")"
done

# the header from C++: extern "C"
if command -v c++ > /dev/null 2>&1; then
	printf '#include <ddplay/dd.h>\nint main() { dd_ctx *c = dd_new(0); dd_free(c); return DD_VERSION >= 100 ? 0 : 1; }\n' > "$TMP/x.cc"
	# shellcheck disable=SC2086
	c++ $cflags -o "$TMP/xx" "$TMP/x.cc" $libs > "$TMP/cc.out" 2>&1 ||
		{ cat "$TMP/cc.out"; fail "a C++ program does not link with libddplay"; }
	LD_LIBRARY_PATH=$P/lib "$TMP/xx" || fail "the C++ program failed"
fi

# a DDS client built against the installed drop-in (tests/t_dds.sh tests
# its answers)
printf '#include <dds/dll.h>\nint main(void) { struct ddTableDealPBN d = { "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432" };\n struct ddTableResults r; return CalcDDtablePBN(d, &r) == RETURN_NO_FAULT && r.resTable[0][0] == 13 ? 0 : 1; }\n' > "$TMP/dds.c"
$CC -I"$P/include/ddplay" -o "$TMP/dds" "$TMP/dds.c" -L"$P/lib" -ldds-ddplay > "$TMP/cc.out" 2>&1 ||
	{ cat "$TMP/cc.out"; fail "a DDS client does not build with the installed libdds-ddplay"; }
LD_LIBRARY_PATH=$P/lib "$TMP/dds" || fail "the DDS client on the installed libdds-ddplay failed"
# ... and through pkg-config (dds-ddplay.pc): tests/dds_client.c (DDS's
# API alone) including <dds/dll.h> as Debian's libdds-dev has it, and
# "dll.h", shared and static; its tables (CalcDDtablePBN, and
# CalcAllTablesPBN) the reference's
[ "$(pkg-config --modversion dds-ddplay)" = "$version" ] ||
	fail "pkg-config --modversion dds-ddplay: $(pkg-config --modversion dds-ddplay 2>&1)"
ddscflags=$(pkg-config --cflags dds-ddplay) && ddslibs=$(pkg-config --libs dds-ddplay) &&
	ddsstatic=$(pkg-config --static --libs dds-ddplay) ||
	fail "pkg-config --cflags --libs dds-ddplay failed"
case " $ddsstatic " in
*" -lpthread "*) ;;
*) fail "pkg-config --static --libs dds-ddplay: no -lpthread ($ddsstatic)" ;;
esac
for header in '<dds/dll.h>' '"dll.h"'; do
	# shellcheck disable=SC2086  # the flags are words
	$CC -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Werror $ddscflags \
		"-DDDS_HEADER=$header" -o "$TMP/dds_client" tests/dds_client.c $ddslibs \
		> "$TMP/cc.out" 2>&1 ||
		{ cat "$TMP/cc.out"; fail "tests/dds_client.c ($header) does not build with pkg-config dds-ddplay"; }
	# the static library, with what --static adds
	# shellcheck disable=SC2086,SC2046
	$CC -std=c11 -D_POSIX_C_SOURCE=200809L $ddscflags "-DDDS_HEADER=$header" \
		-o "$TMP/dds_client-static" tests/dds_client.c \
		$(printf '%s\n' $ddsstatic | sed "s|^-ldds-ddplay\$|$P/lib/libdds-ddplay.a|") \
		> "$TMP/cc.out" 2>&1 ||
		{ cat "$TMP/cc.out"; fail "tests/dds_client.c ($header) does not link with libdds-ddplay.a and pkg-config --static"; }
	LD_LIBRARY_PATH=$P/lib ldd "$TMP/dds_client" 2> /dev/null |
		grep -q "$P/lib/libdds-ddplay.so.$major" ||
		fail "dds_client is not linked with the installed libdds-ddplay.so.$major"
	LD_LIBRARY_PATH=$P/lib ldd "$TMP/dds_client-static" 2> /dev/null |
		grep -q "libdds-ddplay" && fail "dds_client-static uses libdds-ddplay.so"
	for prog in dds_client dds_client-static; do
		for how in tables alltables; do
			LD_LIBRARY_PATH=$P/lib "$TMP/$prog" $how < "$TMP/want" > "$TMP/got" 2> "$TMP/err" ||
				{ cat "$TMP/err"; fail "$prog $how ($header) failed"; }
			compare "$TMP/want" "$TMP/got" "$prog $how ($header, pkg-config dds-ddplay) against tables.txt"
		done
	done
done

# make uninstall leaves no file behind
make --no-print-directory -s BUILD="$BUILD" uninstall DESTDIR="$DEST" \
	PREFIX=$PREFIX > "$TMP/make.out" 2>&1 || {
	cat "$TMP/make.out"
	fail "make uninstall failed"
}
left=$(find "$DEST" ! -type d | tr '\n' ' ')
[ -z "$left" ] || fail "make uninstall left $left"
exit 0

#!/bin/sh
# The Debian packages (debian/, issue 22): dpkg-buildpackage -b -us -uc
# from a clean copy of the tree builds ddplay, libddplay0, libddplay-dev
# and libdds-ddplay0 with the files each should hold, and lintian (where
# installed) reports no error.  About two minutes on two cores: it runs
# only when DDPLAY_TEST_DEB=1 asks (skipped otherwise, and without
# dpkg-buildpackage).  DDPLAY_TEST_DEB=install (as root) also installs
# libdds-ddplay0 and removes it again: libdds.so.0 is ddplay's while it is
# installed, Debian's libdds0's (when installed) after.
. "$(dirname "$0")/lib.sh"

[ "$DDPLAY" = "$REPO/ddplay" ] || skip "runs on the plain build (./ddplay) only"
case ${DDPLAY_TEST_DEB:-} in
1 | install) ;;
*) skip "builds the Debian packages (2 minutes): DDPLAY_TEST_DEB=1 make check TESTS=t_deb" ;;
esac
command -v dpkg-buildpackage > /dev/null 2>&1 ||
	skip "no dpkg-buildpackage (apt-get install dpkg-dev debhelper)"
command -v dh > /dev/null 2>&1 || skip "no debhelper (apt-get install debhelper)"

# a clean tree: the files git knows, nothing built
mkdir "$TMP/src"
if git rev-parse --git-dir > /dev/null 2>&1; then
	git ls-files -co --exclude-standard | tar cf - -T - | tar xf - -C "$TMP/src"
else
	tar cf - --exclude=./build --exclude=./build-asan --exclude=./ddplay . | tar xf - -C "$TMP/src"
fi
(cd "$TMP/src" && DEB_BUILD_OPTIONS="nocheck parallel=${JOBS:-2}" \
	dpkg-buildpackage -b -us -uc) > "$TMP/build.log" 2>&1 ||
	{ tail -n 30 "$TMP/build.log"; fail "dpkg-buildpackage -b -us -uc failed"; }
version=$(sed -n '1s/.*(\(.*\)).*/\1/p' debian/changelog)
arch=$(dpkg --print-architecture)
ma=$(dpkg-architecture -qDEB_HOST_MULTIARCH)
for p in ddplay libddplay0 libddplay-dev libdds-ddplay0; do
	deb=$TMP/${p}_${version}_$arch.deb
	[ -f "$deb" ] || fail "no $p package: $(ls "$TMP")"
	dpkg-deb -c "$deb" | awk '{ print $6 }' | sed 's|^\./|/|' > "$TMP/$p.files"
done
has() {
	grep -qx "$2" "$TMP/$1.files" || fail "$1 does not hold $2: $(tr '\n' ' ' < "$TMP/$1.files")"
}
has ddplay /usr/bin/ddplay
has ddplay /usr/share/man/man1/ddplay.1.gz
has ddplay /usr/share/bash-completion/completions/ddplay
has ddplay /usr/share/zsh/site-functions/_ddplay
has ddplay /usr/share/doc/ddplay/formats.md.gz
has libddplay0 "/usr/lib/$ma/libddplay.so.$version"
has libddplay-dev /usr/include/ddplay/dd.h
has libddplay-dev /usr/include/ddplay/dds/dll.h
has libddplay-dev "/usr/lib/$ma/libddplay.a"
has libddplay-dev "/usr/lib/$ma/pkgconfig/ddplay.pc"
has libddplay-dev "/usr/lib/$ma/pkgconfig/dds-ddplay.pc"
has libdds-ddplay0 "/usr/lib/$ma/libdds.so.0"
has libdds-ddplay0 "/usr/lib/$ma/libdds-ddplay.so.$version"
dpkg-deb -I "$TMP/libdds-ddplay0_${version}_$arch.deb" preinst > "$TMP/preinst"
grep -qx "MA=$ma" "$TMP/preinst" && grep -qF -- '--add /usr/lib/$MA/libdds.so.0' "$TMP/preinst" ||
	fail "libdds-ddplay0's preinst does not divert libdds.so.0: $(cat "$TMP/preinst")"
# the package's ddplay runs
dpkg-deb -x "$TMP/ddplay_${version}_$arch.deb" "$TMP/x"
[ "$("$TMP/x/usr/bin/ddplay" --version)" = "ddplay ${version%%-*}" ] ||
	fail "the package's ddplay --version: $("$TMP/x/usr/bin/ddplay" --version 2>&1)"
echo "built: $(cd "$TMP" && ls ./*.deb | tr '\n' ' ')"

if command -v lintian > /dev/null 2>&1; then
	lintian "$TMP"/ddplay_*.changes > "$TMP/lintian" 2>&1
	grep -q '^E:' "$TMP/lintian" && fail "lintian errors: $(grep '^E:' "$TMP/lintian")"
	echo "lintian: no error ($(grep -c '^W:' "$TMP/lintian") warnings)"
else
	echo "(no lintian: not run)"
fi

# installed and removed: the diversion of libdds.so.0
if [ "${DDPLAY_TEST_DEB:-}" = install ] && [ "$(id -u)" = 0 ]; then
	lib=/usr/lib/$ma/libdds.so.0
	before=$(cat "$lib" 2> /dev/null | cksum)
	dpkg -i "$TMP/libdds-ddplay0_${version}_$arch.deb" > "$TMP/dpkg.log" 2>&1 ||
		{ cat "$TMP/dpkg.log"; fail "dpkg -i libdds-ddplay0 failed"; }
	dpkg-deb -x "$TMP/libdds-ddplay0_${version}_$arch.deb" "$TMP/y"
	cmp -s "$lib" "$TMP/y$lib" ||
		{ dpkg -P libdds-ddplay0 > /dev/null 2>&1; fail "installed, $lib is not ddplay's"; }
	# a program built against DDS runs on it, without "no version
	# information available"
	if [ -f /usr/include/dds/dll.h ]; then
		${CC:-cc} -DDDS_HEADER='<dds/dll.h>' -o "$TMP/client" tests/dds_client.c -ldds -lpthread ||
			{ dpkg -P libdds-ddplay0 > /dev/null 2>&1; fail "cannot build a DDS client"; }
		head -n 2 "$REF/tables.txt" > "$TMP/t2"
		"$TMP/client" tables < "$TMP/t2" > "$TMP/t2.got" 2> "$TMP/client.err"
		if grep -q "no version information" "$TMP/client.err" ||
			! cmp -s "$TMP/t2" "$TMP/t2.got"; then
			dpkg -P libdds-ddplay0 > /dev/null 2>&1
			fail "a DDS client on the package's libdds.so.0: $(cat "$TMP/t2.got" "$TMP/client.err")"
		fi
		echo "a client built against DDS runs on the package's libdds.so.0"
	fi
	dpkg -P libdds-ddplay0 > "$TMP/dpkg.log" 2>&1 || { cat "$TMP/dpkg.log"; fail "dpkg -P failed"; }
	[ "$(cat "$lib" 2> /dev/null | cksum)" = "$before" ] || fail "removed, $lib is not what it was"
	dpkg-divert --list | grep -q libdds-ddplay0 && fail "a diversion is left"
	echo "installed, libdds.so.0 is ddplay's; removed, it is what it was"
fi
exit 0

#!/bin/sh
# A file made read-only (mode 444, its folder writable) is not replaced
# by -o FILE: the temporary file renamed over it got round the refusal a
# plain write gets, and table --pbn -o x.pbn x.pbn rewrote it.  The
# message says why and the file is left as it was, no temporary file
# beside it.  (:save writes through the same code.)  Root may write any
# file: run as nobody there (setpriv), else skipped.
. "$(dirname "$0")/lib.sh"

as_user() { "$@"; }
if [ "$(id -u)" = 0 ]; then
	command -v setpriv > /dev/null 2>&1 || skip "root without setpriv"
	as_user() { setpriv --reuid=65534 --regid=65534 --clear-groups "$@"; }
	chmod 711 "$TMP"
fi
mkdir "$TMP/d"
D='N:A86.Q8542.4.9764 42.AT73.T953.A85 QJ975.J.AKQJ.KJ3 KT3.K96.8762.QT2'
printf '[Event "Club"]\n[Board "1"]\n[Deal "%s"]\n' "$D" > "$TMP/d/x.pbn"
chmod 444 "$TMP/d/x.pbn"
cp "$TMP/d/x.pbn" "$TMP/want"
[ "$(id -u)" = 0 ] && chown -R 65534:65534 "$TMP/d"
as_user "$DDPLAY" table --pbn -o "$TMP/d/x.pbn" "$TMP/d/x.pbn" \
	> /dev/null 2> "$TMP/err" && fail "a read-only file replaced"
grep -q "x.pbn: cannot write: the file is read-only" "$TMP/err" ||
	fail "no clear message: $(cat "$TMP/err")"
cmp -s "$TMP/d/x.pbn" "$TMP/want" || fail "the read-only file changed"
[ "$(ls -A "$TMP/d" | wc -l)" -eq 1 ] || fail "a temporary file left: $(ls -A "$TMP/d")"
# Made writable, it is replaced (the analysis added), its mode kept.
chmod 640 "$TMP/d/x.pbn"
as_user "$DDPLAY" table --pbn -o "$TMP/d/x.pbn" "$TMP/d/x.pbn" \
	> /dev/null 2> "$TMP/err" || fail "a writable file refused: $(cat "$TMP/err")"
grep -q '^\[DoubleDummyTricks ' "$TMP/d/x.pbn" || fail "not rewritten"
[ "$(stat -c %a "$TMP/d/x.pbn")" = 640 ] || fail "mode not kept"
echo "a read-only file is left as it was, with the reason"

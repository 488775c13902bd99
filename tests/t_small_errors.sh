#!/bin/sh
# Small refusals and write errors (issue 22 item 13): --help and
# --version to a full disk say so and fail; -o in a folder that allows no
# new file (/proc) says that the folder is what refuses; lead --hand with
# a bad seat names it; lead --contract with more than XX is refused.
. "$(dirname "$0")/lib.sh"

if [ -w /dev/full ]; then
	for opt in --version --help; do
		"$DDPLAY" $opt > /dev/full 2> "$TMP/err"
		status=$?
		[ $status -eq 1 ] || fail "ddplay $opt > /dev/full: exit status $status, expected 1"
		grep -q "ddplay $opt: write error" "$TMP/err" ||
			fail "ddplay $opt > /dev/full: $(cat "$TMP/err")"
	done
	for cmd in table solve trace analyse lead; do
		"$DDPLAY" $cmd --help > /dev/full 2> "$TMP/err"
		status=$?
		[ $status -eq 1 ] || fail "ddplay $cmd --help > /dev/full: exit status $status, expected 1"
		grep -q "ddplay $cmd: write error" "$TMP/err" ||
			fail "ddplay $cmd --help > /dev/full: $(cat "$TMP/err")"
	done
	"$DDPLAY" analyse --summary --help > /dev/full 2> "$TMP/err" &&
		fail "ddplay analyse --summary --help > /dev/full: status 0"
	echo "--help (the commands' too), --version > /dev/full: write error, status 1"
else
	echo "(no /dev/full: the write errors not tried)"
fi
"$DDPLAY" --version > "$TMP/v" || fail "ddplay --version failed"
grep -q '^ddplay [0-9]' "$TMP/v" || fail "ddplay --version: $(cat "$TMP/v")"

head -n 1 "$REF/tables.txt" | cut -d'|' -f1 > "$TMP/deal"
if [ -f /proc/version ]; then
	"$DDPLAY" table --pbn -o /proc/version "$TMP/deal" 2> "$TMP/err" &&
		fail "table -o /proc/version succeeded"
	grep -qF "/proc/version: cannot write: the folder /proc does not allow a new file" \
		"$TMP/err" || fail "table -o /proc/version: $(cat "$TMP/err")"
	echo "-o /proc/version: $(cat "$TMP/err")"
fi
# a folder that does not exist is not said to refuse
"$DDPLAY" table --pbn -o "$TMP/none/x.pbn" "$TMP/deal" 2> "$TMP/err" &&
	fail "table -o into a missing folder succeeded"
grep -q "cannot write: No such file or directory" "$TMP/err" ||
	fail "table -o into a missing folder: $(cat "$TMP/err")"

hand='KT32.Q9743.QT2.Q'
"$DDPLAY" lead --hand "X:$hand" --contract 4S --deals 2 > /dev/null 2> "$TMP/err" &&
	fail "lead --hand X:... accepted"
grep -q "bad seat 'X'" "$TMP/err" || fail "lead --hand X:...: $(head -n 1 "$TMP/err")"
for c in 4SXXX 3NXXX '4HXXX by E'; do
	"$DDPLAY" lead --hand "W:$hand" --contract "$c" --deals 2 > /dev/null 2> "$TMP/err" &&
		fail "lead --contract '$c' accepted"
	grep -qF "not '$c'" "$TMP/err" || fail "lead --contract '$c': $(head -n 1 "$TMP/err")"
done
for c in 4SXX 4SX 3NT; do
	"$DDPLAY" lead --hand "W:$hand" --contract "$c" --deals 2 -j 1 > /dev/null 2> "$TMP/err" ||
		fail "lead --contract '$c' refused: $(head -n 1 "$TMP/err")"
done
echo "lead: a bad seat of --hand named, 4SXXX refused, 4SXX taken"
exit 0

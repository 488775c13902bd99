#!/bin/sh
# Input forms: reference lines fed back whole (the fields after the ones a
# command reads are ignored), deals not starting with North, lower case,
# 10 for T, spaces around fields; the output is always normalised.
. "$(dirname "$0")/lib.sh"

# table reads the first field of a whole tables.txt line.
head -n 2 "$REF/tables.txt" > "$TMP/want"
"$DDPLAY" table --lines "$TMP/want" > "$TMP/got" ||
	fail "table exited with status $?"
compare "$TMP/want" "$TMP/got" "table on whole lines"

# solve ignores the fifth field of positions.txt (compared sorted).
sed -n '10,12p' "$REF/positions.txt" > "$TMP/ref"
"$DDPLAY" solve --lines "$TMP/ref" > "$TMP/out" ||
	fail "solve exited with status $?"
for f in ref out; do
	awk -F'|' '{ n = split($5, it, " "); s = ""
		     for (i = 1; i <= n; i++) print NR, $1, $2, $3, $4, it[i] }' \
		"$TMP/$f" | sort > "$TMP/$f.items"
done
compare "$TMP/ref.items" "$TMP/out.items" "solve on whole lines"

# The same position written another way: West first, lower case, 10 for
# T, NT, spaces around the fields.
line=$(sed -n 10p "$REF/positions.txt")
deal=${line%%|*}
rest=${line#*|}
strain=${rest%%|*}
rest=${rest#*|}
leader=${rest%%|*}
rest=${rest#*|}
played=${rest%%|*}
set -- $(echo "${deal#N:}")
west_first="W:$4 $1 $2 $3"
[ "$strain" = N ] && strain=NT
odd=$(printf '%s | %s | %s | %s' "$west_first" "$strain" "$leader" "$played" |
	sed 's/T/10/g; s/N10/NT/' | tr 'A-Z' 'a-z')
echo "input: $odd"
printf '%s\n' "$odd" | "$DDPLAY" solve --lines > "$TMP/odd" ||
	fail "solve exited with status $? on: $odd"
[ "$(cut -d'|' -f1-4 "$TMP/odd")" = "$(cut -d'|' -f1-4 "$TMP/out" | head -n 1)" ] ||
	fail "not normalised: $(cat "$TMP/odd")"
[ "$(cat "$TMP/odd")" = "$(head -n 1 "$TMP/out")" ] ||
	fail "another result: $(cat "$TMP/odd")"

# A missing file, a folder: the reason, exit status 1, no usage text.
for cmd in "" table analyse; do
	"$DDPLAY" $cmd "$TMP/missing.pbn" > "$TMP/out" 2> "$TMP/err"
	status=$?
	[ $status -eq 1 ] || fail "ddplay $cmd missing.pbn: exit status $status, expected 1"
	[ "$(cat "$TMP/err")" = "$TMP/missing.pbn: No such file or directory" ] ||
		fail "ddplay $cmd missing.pbn: $(cat "$TMP/err")"
done
mkdir "$TMP/folder.pbn"
"$DDPLAY" "$TMP/folder.pbn" > "$TMP/out" 2> "$TMP/err"
status=$?
[ $status -eq 1 ] || fail "ddplay FOLDER: exit status $status, expected 1"
[ "$(cat "$TMP/err")" = "$TMP/folder.pbn: Is a directory" ] ||
	fail "ddplay FOLDER: $(cat "$TMP/err")"

# A handviewer link or a LIN string where a file is expected: the board.
LIN='md|3SA86HQ8542D4C9764,S42HAT73DT953CA85,SQJ975HJDAKQJCKJ3,|sv|o|mb|1S|mb|p|mb|4S|mb|p|mb|p|mb|p|pc|H6|pc|H2|pc|HA|pc|HJ|'
URL="https://www.bridgebase.com/tools/handviewer.html?lin=$(printf '%s' "$LIN" | sed 's/|/%7C/g; s/,/%2C/g')"
printf '%s\n' "$LIN" > "$TMP/board.lin"
"$DDPLAY" table --lines "$TMP/board.lin" > "$TMP/want" || fail "table of a LIN file: status $?"
for arg in "$LIN" "$URL"; do
	"$DDPLAY" table --lines "$arg" > "$TMP/got" 2> "$TMP/err" ||
		fail "table $arg: status $?: $(cat "$TMP/err")"
	compare "$TMP/want" "$TMP/got" "table of a link or LIN string"
done
"$DDPLAY" analyse "$TMP/board.lin" > "$TMP/want" || fail "analyse of a LIN file: status $?"
"$DDPLAY" analyse "$URL" > "$TMP/got" || fail "analyse URL: status $?"
sed "s|^$TMP/board.lin:1:|link:1:|" "$TMP/want" > "$TMP/want2"
compare "$TMP/want2" "$TMP/got" "analyse of a link"
# The analyser opens it (it needs a terminal: tmux).
if command -v tmux > /dev/null 2>&1; then
	. "$(dirname "$0")/ui.sh"
	ui_start 80 24 "$URL"
	ui_wait "4♠ by North" "the analyser on a link"
	ui_keys q
fi
echo "ok"

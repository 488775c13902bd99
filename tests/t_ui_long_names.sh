#!/bin/sh
# A name with a word wider than its room is shortened with "…" inside
# the word, never dropped: North "Bertrand Papadopoulou-Karagianni" and
# East "Wolfeschlegelsteinhausenbergerdorff" at 80x24 and 110x36: the
# board shows East's name begun ("Wolfe…"), the record page (f) shows
# both names (on two rows: "Bertrand" then "Papadopoulou…", East's long
# word broken over its two rows), not "North Bertrand" then nothing.  At
# 80x24 the record page, its rows full, still says that the board has
# commentary ("f: the commentary") after the end of the play.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

PBN=$TMP/long.pbn
sed -e 's/\[East "Chen Wei"\]/[East "Wolfeschlegelsteinhausenbergerdorff"]/' \
	-e 's/\[North "Bertrand Dupuis"\]/[North "Bertrand Papadopoulou-Karagianni"]/' \
	tests/data/ui/record.pbn > "$PBN"
grep -q Wolfeschlegel "$PBN" && grep -q Papadopoulou "$PBN" ||
	fail "the test's PBN was not made"

for size in "80 24" "110 36"; do
	# shellcheck disable=SC2086
	ui_start $size "$PBN"
	ui_wait "solved in" "$size: the board"
	ui_screen > "$TMP/screen"
	grep -q "East  Wolfe[a-z]*…" "$TMP/screen" ||
		{ cat "$TMP/screen"; fail "$size: East's name dropped from the board"; }
	ui_keys f
	ui_wait "─ Record ─" "$size: the record page"
	ui_screen > "$TMP/screen"
	grep -q "│ North Bertrand  *│" "$TMP/screen" ||
		{ cat "$TMP/screen"; fail "$size: North's first word"; }
	grep -q "│       Papadopoulou" "$TMP/screen" ||
		{ cat "$TMP/screen"; fail "$size: North's second word dropped"; }
	grep -q "│ East  Wolfe" "$TMP/screen" ||
		{ cat "$TMP/screen"; fail "$size: East's name dropped from the record page"; }
	grep -q "│       [a-z]*dorff" "$TMP/screen" ||
		{ cat "$TMP/screen"; fail "$size: the rest of East's name"; }
	if [ "$size" = "80 24" ]; then
		# the end of the play: the record's check has its say
		ui_keys End
		ui_wait "card 32/32" "80x24: the end of the play"
		ui_wait "f: the commentary" "80x24: the commentary's hint"
	fi
	ui_quit
done
echo "long names shortened inside a word, never dropped; the commentary's hint kept"

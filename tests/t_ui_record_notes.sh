#!/bin/sh
# BBO's suit symbols in the explanations of a LIN auction (an|: "!C",
# "!h") are shown on the record page as the suits (♣ ♥, C H under
# LANG=C), never raw: the LIN reader keeps them in the Note as PBN's
# commentary writes suits (\C, \H), and the record page shows a note as
# it shows commentary.  A backslash and a quote in a note come through
# as they were.  table --pbn and :save write the same [Note] lines, in
# PBN's escapes; the file saved, loaded, shows the same notes; rewritten
# by table --pbn it comes back byte for byte.  At 110x36 (record page,
# notes page), 80x24 and LANG=C.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

KEY=$(sed -n 's/^#define VIEW_RECORD_KEY "\(.\)".*/\1/p' ui/view.h)
[ -n "$KEY" ] || fail "no VIEW_RECORD_KEY in ui/view.h"
REAL=$DDPLAY
MD=$(sed -n 's/.*\(md|[^|]*\).*/\1/p' tests/data/ui/record.lin)
# dealer West: 1NT, 2C Stayman, 2D, 3NT
printf '%s\n' "pn|S1,W1,N1,E1|st||$MD|sv|o|ah|Board 7|mb|1N!|an|15-17, !S stopper|mb|p|mb|2C!|an|Stayman: 4 !h or 4 !s|mb|p|mb|2D|mb|p|mb|3N!|an|say \"hi\" C:\\dir|mb|p|mb|p|mb|p|" \
	> "$TMP/notes.lin"
grep -qF 'an|say "hi" C:\dir|' "$TMP/notes.lin" ||
	fail "the test file: $(cat "$TMP/notes.lin")"

restart() {
	ui_tmux kill-server > /dev/null 2>&1
	UI_SOCKET=ddplay-test-$$-$1
}

# the [Note] lines as PBN writes them
cat > "$TMP/notes.want" << 'EOF'
[Note "1:15-17, \S stopper"]
[Note "2:Stayman: 4 \H or 4 \S"]
[Note "3:say \"hi\" C:\\\dir"]
EOF

# ---- table --pbn: the Notes, and the file rewritten the same ----------
"$DDPLAY" table --pbn "$TMP/notes.lin" > "$TMP/table.pbn" 2> "$TMP/err" ||
	{ cat "$TMP/err"; fail "table --pbn: exit status $?"; }
[ -s "$TMP/err" ] && { cat "$TMP/err"; fail "table --pbn: a problem said"; }
grep '^\[Note ' "$TMP/table.pbn" > "$TMP/notes.got"
cmp -s "$TMP/notes.want" "$TMP/notes.got" ||
	{ diff "$TMP/notes.want" "$TMP/notes.got"; fail "table --pbn: the Notes"; }
grep -qxF '1NT! =1= Pass 2C! =2= Pass' "$TMP/table.pbn" ||
	fail "table --pbn: the auction: $(grep -A2 '^\[Auction' "$TMP/table.pbn")"
cp "$TMP/table.pbn" "$TMP/again.pbn"
"$DDPLAY" table --pbn -o "$TMP/again.pbn" "$TMP/again.pbn" 2> "$TMP/err" ||
	{ cat "$TMP/err"; fail "table --pbn, the PBN again: exit status $?"; }
cmp -s "$TMP/table.pbn" "$TMP/again.pbn" ||
	{ diff "$TMP/table.pbn" "$TMP/again.pbn"; fail "table --pbn: rewritten otherwise"; }

notes() {
	ui_wait "*1 15-17, ♠ stopper" "$1: note 1, a spade"
	ui_wait "*2 Stayman: 4 ♥ or 4 ♠" "$1: note 2, a heart and a spade"
	ui_wait '*3 say "hi" C:\dir' "$1: note 3, its quote and backslash"
	ui_screen > "$TMP/screen"
	grep -q '![CDHSchds]' "$TMP/screen" &&
		{ cat "$TMP/screen"; fail "$1: a suit symbol shown raw"; }
	grep -qF '\C' "$TMP/screen" || grep -qF '\H' "$TMP/screen" ||
		grep -qF '\S' "$TMP/screen" &&
		{ cat "$TMP/screen"; fail "$1: a suit escape shown raw"; }
	return 0
}

# ---- 110x36: the record page, the notes page, :save, :load -------------
ui_start 110 36 "$TMP/notes.lin"
ui_wait "solved in" "110x36: the board"
ui_keys "$KEY"
ui_wait "─ Record ─" "110x36: the record page"
ui_wait "1NT*1 Pass  2♣*2" "110x36: the auction's marks"
notes "110x36"
ui_keys "$KEY"
ui_wait "─ Notes ─" "110x36: the notes page"
notes "110x36 notes page"
ui_keys "$KEY"
ui_wait_gone "─ Notes ─" "110x36: the notes page closed"
ui_keys "$KEY"
ui_wait "─ Record ─" "110x36: the record page again"
ui_cmd "save $TMP/saved.pbn"
ui_wait "saved to" "110x36: saved"
grep '^\[Note ' "$TMP/saved.pbn" > "$TMP/notes.got"
cmp -s "$TMP/notes.want" "$TMP/notes.got" ||
	{ diff "$TMP/notes.want" "$TMP/notes.got"; fail ":save: the Notes"; }
ui_cmd "load $TMP/saved.pbn"
ui_wait "board 2 of 2" "110x36: the saved board loaded"
ui_wait "─ Record ─" "110x36: the record page of the saved board"
notes "read back"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "110x36: the program did not end well"

# ---- 80x24: the record page over the board -----------------------------
restart small
ui_start 80 24 "$TMP/notes.lin"
ui_wait "solved in" "80x24: the board"
ui_keys "$KEY"
ui_wait "─ Record ─" "80x24: the record page"
notes "80x24"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "80x24: the program did not end well"

# ---- LANG=C: the suits as letters --------------------------------------
restart ascii
{
	echo '#!/bin/sh'
	printf 'exec env LANG=C LC_ALL=C "%s" "$@"\n' "$REAL"
} > "$TMP/ddplay-c"
chmod +x "$TMP/ddplay-c"
DDPLAY=$TMP/ddplay-c
ui_start 110 36 "$TMP/notes.lin"
ui_wait "solved in" "LANG=C: the board"
ui_keys "$KEY"
ui_wait "Record" "LANG=C: the record page"
ui_wait "*1 15-17, S stopper" "LANG=C: note 1, S for a spade"
ui_wait "*2 Stayman: 4 H or 4 S" "LANG=C: note 2"
ui_screen > "$TMP/screen"
grep -q '![CDHSchds]' "$TMP/screen" && { cat "$TMP/screen"; fail "LANG=C: a symbol raw"; }
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "LANG=C: the program did not end well"

echo "LIN explanations' suit symbols shown as suits on the record and notes pages (110x36, 80x24, LANG=C); the Notes written in PBN's escapes by table --pbn and :save, read back the same"

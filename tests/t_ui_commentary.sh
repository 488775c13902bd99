#!/bin/sh
# The record page shows the record whole (issue 20, item 2): every note
# of a LIN auction before and after a :save (read back with :load);
# Bridge Composer's escapes in commentary shown as that program shows
# them (\C a club, \n a line break) and its markup ([NEXT]) not shown; a
# commentary longer than the panel scrolled with } and { (named in ?),
# at 110x36 and 80x24, on a page that lists every note first; notes that
# do not fit the record page are named there.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

BC=tests/data/ui/commentary.pbn
MD=$(sed -n 's/.*\(md|[^|]*\).*/\1/p' tests/data/ui/record.lin)
printf 'pn|S1,W1,N1,E1|st||%s|sv|o|ah|Board+7|mb|2D|an|mul|mb|p|mb|2N!|an|asks for range|mb|p|mb|3D!|an|max with hearts|mb|p|mb|3N|mb|p|mb|p|mb|p|\n' \
	"$MD" > "$TMP/notes.lin"

restart() {
	ui_tmux kill-server > /dev/null 2>&1
	UI_SOCKET=ddplay-test-$$-$1
}

notes() {
	ui_wait "*1 mul" "$1: note 1"
	ui_wait "*2 asks for range" "$1: note 2"
	ui_wait "*3 max with hearts" "$1: note 3"
}

# ---- three notes, before and after :save --------------------------------
ui_start 110 36 "$TMP/notes.lin"
ui_wait "solved in" "notes: the board"
ui_keys f
ui_wait "─ Record ─" "notes: the record page"
ui_wait "2♦*1  Pass  2NT*2 Pass" "notes: the auction's marks"
notes "before the save"
ui_cmd "save $TMP/saved.pbn"
ui_wait "saved to" "notes: saved"
notes "after the save"
[ "$(grep -c '^\[Note ' "$TMP/saved.pbn")" -eq 3 ] ||
	fail "notes: the file saved: $(grep Note "$TMP/saved.pbn")"
ui_cmd "load $TMP/saved.pbn"
ui_wait "board 2 of 2" "notes: the saved board loaded"
# (the record page stays open from board to board)
ui_wait "─ Record ─" "notes: the record page of the saved board"
notes "read back"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "q: the program did not end well"

# ---- Bridge Composer's commentary, 110x36 ------------------------------
restart bc
ui_start 110 36 "$BC"
ui_wait "solved in" "BC: the board"
ui_keys f
ui_wait "f: the commentary" "BC: the record page says where the commentary is"
ui_keys f
ui_wait "─ Notes and commentary ─" "BC: the notes page"
ui_wait "│ *1 could be two cards in │" "BC: the note first"
ui_wait "│ West led the ♣10, won    │" "BC: suit escapes"
ui_wait "│ with the ♣J.             │" "BC: the line break after it"
ui_wait "│ South drew trumps in     │" "BC: a new line at \\n"
ui_wait "conceding two ♠s and a" "BC: \\S in a word"
grep -qF '\' "$TMP/screen" && fail "BC: an escape shown raw"
grep -qF 'NEXT' "$TMP/screen" && fail "BC: [NEXT] shown"
ui_wait "1-30/51  { } scroll" "BC: where the page stands"
grep -q "Paragraph 3" "$TMP/screen" && fail "BC: the end shown before scrolling"
ui_keys '}'
ui_wait "Paragraph 3 of the" "BC: scrolled to the end"
ui_wait "22-51/51" "BC: where it stands once scrolled"
ui_wait_gone "West led the" "BC: the top scrolled away"
ui_keys '{'
ui_wait "West led the ♣10" "BC: scrolled back"
# the keys in ?
ui_keys '?'
ui_wait "─ Keys ─" "BC: the help"
ui_keys Space
ui_wait "}, Shift-Down" "BC: the scroll keys in the help"
ui_wait "scroll the commentary down" "BC: what they do"
ui_keys Escape
ui_wait_gone "─ Keys ─" "BC: the help closed"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "q: the program did not end well"

# ---- 80x24: the panel over the board; } opens the commentary ------------
restart small
ui_start 80 24 "$BC"
ui_wait "solved in" "80x24: the board"
ui_keys '}'
ui_wait "─ Notes and commentary ─" "80x24: } opens the notes page"
ui_wait "West led the ♣10, won" "80x24: the commentary under the note"
ui_wait "1-18/51" "80x24: where it stands"
ui_keys '}'
ui_wait "18-35/51" "80x24: a page down"
ui_keys '}' '}'
ui_wait "34-51/51" "80x24: the end"
ui_wait "several minutes before" "80x24: the last comment"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "q: the program did not end well"
# ---- twelve notes at 80x24: those that do not fit are named, then listed
restart many
mb=
i=0
for call in 1D 1H 1S 1N 2C 2D 2H 2S 2N 3C 3D 3H; do
	i=$((i + 1))
	mb="${mb}mb|p|mb|$call!|an|note number $i of twelve|"
done
printf 'pn|S1,W1,N1,E1|st||%s|sv|o|ah|Board 3|mb|1C!|an|first|%smb|p|mb|p|mb|p|\n' \
	"$MD" "$mb" > "$TMP/many.lin"
ui_start 80 24 "$TMP/many.lin"
ui_wait "solved in" "many: the board"
ui_keys f
ui_wait "─ Record ─" "many: the record page"
ui_wait "*1 first" "many: the first note"
ui_wait "│ 2♠*9  Pass  2NT*  Pass   │" "many: a note number that does not fit left out, not cut"
ui_wait "│ 3♣*11 Pass  3♦*12 Pass   │" "many: two-digit note numbers"
ui_wait " more notes: f" "many: the notes left out named"
ui_keys f
ui_wait "─ Notes ─" "many: the notes page"
ui_keys '}' '}'
ui_wait "*13 note number 12 of" "many: the last note"
ui_keys f
ui_wait_gone "─ Notes ─" "many: f closes the page"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "q: the program did not end well"

echo "notes before and after a save, Bridge Composer's escapes and markup, scrolled commentary"

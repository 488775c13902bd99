#!/bin/sh
# :save FILE never throws away a file's content without asking: a file
# that is there already is replaced at once only when it is the one the
# board was read from or saved to, unchanged since, holding that board
# alone.  Else the status line asks (y replaces, any other key keeps it):
# another file of four boards (it was overwritten with one board), the
# board's own file holding a board that could not be read (it was
# dropped) and the board's own file changed on disk since it was read
# (the change was lost).  A folder that refuses the file is named.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

D='N:A86.Q8542.4.9764 42.AT73.T953.A85 QJ975.J.AKQJ.KJ3 KT3.K96.8762.QT2'
board() {
	printf '[Event "Club"]\n[Board "%s"]\n[Deal "%s"]\n' "$1" "$2"
	printf '[Declarer "S"]\n[Contract "4S"]\n[Result "10"]\n\n'
}
board 1 "$D" > "$TMP/one.pbn"
for i in 1 2 3 4; do board "$i" "$D"; done > "$TMP/four.pbn"
{ board 1 "$D"; board 2 'N:not a deal'; } > "$TMP/bad.pbn"
cp "$TMP/four.pbn" "$TMP/four.orig"
cp "$TMP/bad.pbn" "$TMP/bad.orig"

# Another file: asked; n keeps it, y replaces it; the file just saved is
# saved again without asking, and so is the board's own file.
ui_start 110 36 "$TMP/one.pbn"
ui_wait "Board 1" "one.pbn opens"
ui_cmd "save $TMP/four.pbn"
ui_wait "four.pbn exists: replace? (y: yes, n: keep it)" \
	"a save over another file asks"
ui_keys n
ui_wait "not saved: the file is kept as it was" "n keeps it"
cmp -s "$TMP/four.pbn" "$TMP/four.orig" ||
	fail "the four boards of four.pbn replaced by one without asking"
ui_cmd "save $TMP/four.pbn"
ui_wait "replace?" "asked again"
ui_keys y
ui_wait "saved to $TMP/four.pbn" "y replaces it"
[ "$(grep -c '^\[Board ' "$TMP/four.pbn")" = 1 ] || fail "y: not replaced"
ui_cmd "play CT"
ui_cmd "save $TMP/four.pbn"
ui_wait "saved to $TMP/four.pbn (PBN: the board with 1 line)" \
	"the file just saved, saved again without asking"
grep -q '^4SS 1 0 0 CT$' "$TMP/four.pbn" || fail "four.pbn: no line"
ui_cmd "save $TMP/one.pbn"
ui_wait "saved to $TMP/one.pbn" "the board's own file, as read"
ui_quit

# The board's own file with a board that could not be read.
ui_start 80 24 "$TMP/bad.pbn"
ui_wait "Board 1" "bad.pbn opens"
ui_cmd "save $TMP/bad.pbn"
ui_wait "bad.pbn has boards not read: replace? (y: yes, n: keep it)" \
	"own file holding a board not read"
ui_keys n
ui_wait "not saved" "n keeps it"
cmp -s "$TMP/bad.pbn" "$TMP/bad.orig" ||
	fail "the board not read dropped from bad.pbn without asking"
ui_quit

# The board's own file with a game without a deal before it (Bridge
# Composer's first game, the event's tags that "#" repeats): the file is
# not that board alone either (it was replaced at once, the game lost).
printf '[Event "Tuesday"]\n[Site "Hall"]\n[Deal ""]\n\n[Event "#"]\n[Board "1"]\n' > "$TMP/nd.pbn"
grep -F '[Deal ' "$TMP/bad.orig" | head -n 1 >> "$TMP/nd.pbn"
cp "$TMP/nd.pbn" "$TMP/nd.orig"
ui_start 80 24 "$TMP/nd.pbn"
ui_wait "Board 1" "nd.pbn opens"
ui_cmd "save $TMP/nd.pbn"
ui_wait "nd.pbn has boards not read: replace? (y: yes, n: keep it)" \
	"own file holding a game without a deal"
ui_keys n
ui_wait "not saved" "n keeps it"
cmp -s "$TMP/nd.pbn" "$TMP/nd.orig" ||
	fail "the game without a deal dropped from nd.pbn without asking"
ui_quit

# The board's own file changed on disk since it was read.
ui_start 110 36 "$TMP/one.pbn"
ui_wait "Board 1" "one.pbn opens again"
sleep 0.05
printf '%% a line added by another program\n' >> "$TMP/one.pbn"
cp "$TMP/one.pbn" "$TMP/one.changed"
ui_cmd "save $TMP/one.pbn"
ui_wait "one.pbn changed on disk: replace? (y: yes, n: keep it)" \
	"own file changed"
ui_keys x
ui_wait "not saved" "any other key keeps it"
cmp -s "$TMP/one.pbn" "$TMP/one.changed" ||
	fail "the change made on disk lost without asking"

# A folder that takes no new file is named as the reason (it said "No
# such file or directory" of /proc, which is there).
if [ -d /proc ]; then
	ui_cmd "save /proc/x.pbn"
	ui_wait "save: /proc/x.pbn: the folder /proc does not allow a new file" \
		"a folder that takes no file"
fi
ui_quit
echo "saves over a file there ask unless it holds this board alone, as left"

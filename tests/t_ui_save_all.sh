#!/bin/sh
# :save writes every board of the session with its lines (docs/ui.md,
# "Saving"): a file of two boards with a line played on each, saved back
# to itself by :save alone, holds both boards with their lines, its
# header and records as read, and opening it again brings both boards'
# lines back; q names the boards whose lines are not saved, and asks no
# more once they are.  A file reached through a symbolic link, mode 600,
# stays a link to a file of mode 600.  A file holding a board that could
# not be read is not replaced without asking, and replaced (y) keeps that
# board's text as read, in its place.  :save of boards from two files
# refuses to write them into one of them by itself, :save FILE.pbn writes
# them all; :save board FILE writes the board shown alone.  At 80
# columns, q's list of boards is cut so that the question stays whole.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

# has_row FILE ROW: FILE has the line ROW (its line end CR LF or LF)
has_row() {
	tr -d '\r' < "$1" | grep -qxF "$2"
}
# the lines tag's rows and name left out: the file as read
without_lines() {
	grep -av -e '^\[DdplayLines ' -e '^[1-7]\{0,1\}[SHDCN][NESW] [0-9]' "$1"
}

# ---- 110x36: two boards, a line on each, :save back to the file --------
cp tests/data/ui/play.pbn "$TMP/two.pbn"
ui_start 110 36 "$TMP/two.pbn"
ui_wait "board 1 of 2" "two.pbn opens"
ui_wait "solved in" "board 1: the scores"
ui_cmd "play SK"
ui_wait "you left the actual play" "board 1: a line of its own"
ui_keys n
ui_wait "board 2 of 2" "n: board 2"
ui_wait "solved in" "board 2: the scores"
ui_cmd "play SA"
ui_wait "you left the actual play" "board 2: a line of its own"
ui_keys q
ui_wait "Boards 1, 2: Quit without saving your lines? (y: quit, n: stay)" \
	"q names both boards"
ui_keys n
ui_wait "not quitting" "n stays"
ui_cmd "save"
ui_wait "saved to $TMP/two.pbn (PBN: 2 boards, 4 lines)" ":save: both boards"
[ "$(grep -c '^\[Board ' "$TMP/two.pbn")" = 2 ] ||
	{ cat "$TMP/two.pbn"; fail ":save: not both boards"; }
has_row "$TMP/two.pbn" "2DS 2 1 0 SK" ||
	{ cat "$TMP/two.pbn"; fail ":save: board 1's line not saved"; }
has_row "$TMP/two.pbn" "3HN 2 1 0 SA" ||
	{ cat "$TMP/two.pbn"; fail ":save: board 2's line not saved"; }
without_lines "$TMP/two.pbn" | cmp -s tests/data/ui/play.pbn - ||
	{ without_lines "$TMP/two.pbn" | diff tests/data/ui/play.pbn -; fail ":save: the records not as read"; }
# every line saved: q quits at once
ui_keys q
status=$(ui_exit_status)
[ "$status" = 0 ] || fail "q after :save: exit status $status"

# opened again: each board's line is back
ui_start 110 36 "$TMP/two.pbn"
ui_wait "board 1 of 2" "two.pbn opens again"
ui_cmd "line 2"
ui_wait "line 2 of 2" "board 1: its line back"
ui_wait "1W ♠K" "board 1: the line's card"
ui_keys n
ui_wait "board 2 of 2" "n: board 2 again"
ui_cmd "line 2"
ui_wait "line 2 of 2" "board 2: its line back"
ui_wait "1E ♠A" "board 2: the line's card"
ui_keys q
status=$(ui_exit_status)
[ "$status" = 0 ] || fail "q on the file read back: exit status $status"

# :save board FILE: the board shown alone
ui_start 110 36 "$TMP/two.pbn"
ui_wait "board 1 of 2" "two.pbn for :save board"
ui_keys n
ui_wait "board 2 of 2" "board 2 for :save board"
ui_cmd "save board $TMP/alone.pbn"
ui_wait "saved to $TMP/alone.pbn (PBN: the board with 2 lines)" ":save board"
ui_quit
[ "$(grep -c '^\[Board ' "$TMP/alone.pbn")" = 1 ] &&
	has_row "$TMP/alone.pbn" '[Board "2"]' ||
	{ cat "$TMP/alone.pbn"; fail ":save board: not board 2 alone"; }

# :save of a file as read gives it back byte for byte: tags written with
# tabs and blanks, escapes, comments between games, the last game without
# a blank line after it (t_ui_save_bytes: one board of it); and a Bridge
# Composer file's first game without a deal, after y, kept in its place.
cp tests/data/pbn-bytes.pbn "$TMP/bytes.pbn"
head -n 36 tests/data/pbn-bytes.pbn > "$TMP/noend.pbn"
cp "$TMP/noend.pbn" "$TMP/noend.orig"
for f in bytes noend; do
	ui_start 110 36 "$TMP/$f.pbn"
	ui_wait "board 1 of" "$f.pbn opens"
	ui_cmd "save"
	ui_wait "saved to $TMP/$f.pbn (PBN: " "$f.pbn: :save"
	ui_quit
done
cmp -s tests/data/pbn-bytes.pbn "$TMP/bytes.pbn" ||
	{ diff tests/data/pbn-bytes.pbn "$TMP/bytes.pbn" | cat -A | head -n 20; fail "pbn-bytes.pbn: not written back byte for byte"; }
cmp -s "$TMP/noend.orig" "$TMP/noend.pbn" ||
	{ diff "$TMP/noend.orig" "$TMP/noend.pbn" | cat -A | head -n 20; fail "noend.pbn: not written back byte for byte"; }
D='N:A86.Q8542.4.9764 42.AT73.T953.A85 QJ975.J.AKQJ.KJ3 KT3.K96.8762.QT2'
printf '[Event "Tuesday"]\n[Site "Hall"]\n[Deal ""]\n\n' > "$TMP/nd.pbn"
for i in 1 2; do
	printf '[Event "#"]\n[Board "%s"]\n[Deal "%s"]\n\n' "$i" "$D"
done >> "$TMP/nd.pbn"
cp "$TMP/nd.pbn" "$TMP/nd.orig"
ui_start 110 36 "$TMP/nd.pbn"
ui_wait "board 1 of 2" "nd.pbn opens"
ui_cmd "save"
ui_wait "nd.pbn has boards not read: replace? (y: yes, n: keep it)" \
	"nd.pbn: a game without a deal, asked"
ui_keys y
ui_wait "(PBN: 2 boards, " "nd.pbn: saved"
ui_quit
# (after the header a file without one gets; its boards' "#" written
# as the value it stands for, as when saved alone)
head -n 4 "$TMP/nd.orig" > "$TMP/nd.want"
sed -n 3,6p "$TMP/nd.pbn" | cmp -s "$TMP/nd.want" - &&
	[ "$(grep -c '^\[Board ' "$TMP/nd.pbn")" = 2 ] ||
	{ cat "$TMP/nd.pbn"; fail "nd.pbn: the game without a deal not kept first"; }

# ---- 80x24: through a symbolic link, mode 600 ---------------------------
mkdir "$TMP/real"
cp tests/data/ui/play.pbn "$TMP/real/club.pbn"
chmod 600 "$TMP/real/club.pbn"
ln -s real/club.pbn "$TMP/link.pbn"
ui_start 80 24 "$TMP/link.pbn"
ui_wait "board 1 of 2" "link.pbn opens"
ui_keys n
ui_wait "board 2 of 2" "link.pbn: board 2"
ui_wait "solved in" "link.pbn: board 2's scores"
ui_cmd "play SA"
ui_wait "you left the actual play" "link.pbn: a line on board 2"
ui_keys q
ui_wait "Board 2: Quit without saving your lines? (y: quit, n: stay)" \
	"q names board 2 alone"
ui_keys n
ui_cmd "save"
ui_wait "(PBN: 2 boards, 3 lines)" ":save through the link"
ui_keys q
status=$(ui_exit_status)
[ "$status" = 0 ] || fail "q after :save through the link: exit status $status"
[ -L "$TMP/link.pbn" ] || fail "the link replaced by a file"
[ "$(stat -c %a "$TMP/real/club.pbn")" = 600 ] ||
	fail "the file's mode: $(stat -c %a "$TMP/real/club.pbn"), not 600"
has_row "$TMP/real/club.pbn" "3HN 2 1 0 SA" ||
	{ cat "$TMP/real/club.pbn"; fail "link: board 2's line not in the file"; }
[ "$(ls "$TMP/real")" = club.pbn ] || fail "left in the folder: $(ls "$TMP/real")"

# ---- 80x24: a board that could not be read is kept ----------------------
cp tests/data/ui/bad.pbn "$TMP/bad.pbn"
ui_start 80 24 "$TMP/bad.pbn"
ui_wait "board 1 of 2, 1 not read" "bad.pbn opens"
ui_wait "solved in" "bad.pbn: the scores"
ui_cmd "play CT"
ui_wait "West played ♣T" "bad.pbn: a line on board 1"
ui_cmd "save"
ui_wait "bad.pbn has boards not read: replace? (y: yes, n: keep it)" \
	":save over a file with a board not read asks"
ui_keys n
ui_wait "not saved" "n keeps it"
cmp -s tests/data/ui/bad.pbn "$TMP/bad.pbn" || fail "bad.pbn changed after n"
ui_cmd "save"
ui_wait "replace?" "asked again"
ui_keys y
ui_wait "(PBN: 2 boards, 1 line, 1 not read kept)" \
	"y: saved, the board not read kept"
ui_keys q
status=$(ui_exit_status)
[ "$status" = 0 ] || fail "q after saving bad.pbn: exit status $status"
has_row "$TMP/bad.pbn" "3DS 1 0 0 CT" ||
	{ cat "$TMP/bad.pbn"; fail "bad.pbn: board 1's line not saved"; }
# (board 1, which had no play, gets its line as its Play: t_ui_save)
head -n 3 tests/data/ui/bad.pbn > "$TMP/bad.want"
sed -n '/^\[Board "2"\]/,$p' tests/data/ui/bad.pbn >> "$TMP/bad.want"
{ head -n 3 "$TMP/bad.pbn"; sed -n '/^\[Board "2"\]/,$p' "$TMP/bad.pbn"; } |
	cmp -s "$TMP/bad.want" - ||
	{ cat "$TMP/bad.pbn"; fail "bad.pbn: the header, board 2 not read and board 3 not as read"; }

# ---- boards of two files: :save names the way; :save FILE.pbn -----------
printf '[Board "1"]\n[Deal "N:A86.Q8542.4.9764 42.AT73.T953.A85 QJ975.J.AKQJ.KJ3 KT3.K96.8762.QT2"]\n[Declarer "S"]\n[Contract "4S"]\n' > "$TMP/b1.pbn"
sed 's/"1"/"2"/' "$TMP/b1.pbn" > "$TMP/b2.pbn"
cp "$TMP/b1.pbn" "$TMP/b1.orig"
ui_start 80 24 "$TMP/b1.pbn"
ui_wait "solved in" "b1.pbn opens"
ui_cmd "play CT"
ui_wait "West played ♣T" "b1: a line"
ui_cmd "load $TMP/b2.pbn"
ui_wait "board 2 of 2" "b2.pbn loaded"
ui_wait "solved in" "b2: the scores"
ui_cmd "play HK"
ui_wait "West played ♥K" "b2: a line"
ui_cmd "save"
ui_wait "save: board 1 is not from b2.pbn: :save FILE.pbn writes every board" \
	":save of two files' boards"
cmp -s "$TMP/b1.pbn" "$TMP/b1.orig" || fail "b1.pbn changed by a refused :save"
ui_cmd "save $TMP/b1.pbn"
ui_wait "/b1.pbn (PBN: 2 boards, 2 lines)" ":save b1.pbn: both boards"
ui_keys q
status=$(ui_exit_status)
[ "$status" = 0 ] || fail "q after saving both boards: exit status $status"
has_row "$TMP/b1.pbn" "4SS 1 0 0 CT" && has_row "$TMP/b1.pbn" "4SS 1 0 0 HK" ||
	{ cat "$TMP/b1.pbn"; fail "b1.pbn: not both boards' lines"; }

# ---- 80x24: q with lines on 8 boards: as many as fit, the question whole
for i in 1 2 3 4 5 6 7 8; do
	printf '[Board "%s"]\n[Deal "N:A86.Q8542.4.9764 42.AT73.T953.A85 QJ975.J.AKQJ.KJ3 KT3.K96.8762.QT2"]\n[Declarer "S"]\n[Contract "4S"]\n\n' "$i"
done > "$TMP/eight.pbn"
ui_start 80 24 "$TMP/eight.pbn"
for i in 1 2 3 4 5 6 7 8; do
	ui_wait "board $i of 8" "eight.pbn: board $i"
	ui_cmd "play CT"
	ui_wait "West played ♣T" "eight.pbn: a line on board $i"
	[ "$i" = 8 ] || ui_keys n
done
ui_keys q
ui_wait "Boards 1, 2, 3 and 5 more: Quit without saving your lines? (y: quit, n: stay)" \
	"q at 80 columns: 3 boards and 5 more"
ui_keys y
status=$(ui_exit_status)
[ "$status" = 0 ] || fail "q y: exit status $status"
echo "every board saved with its lines, to its own file (a link, its mode) or another; the boards not read kept; q names the boards"

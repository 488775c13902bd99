#!/bin/sh
# Double-width text (Chinese names and notes) takes two columns a
# character: at 80x24 and 110x36, East's name "陈伟 (陈伟伟伟…)" is
# shortened on its own row and never runs past the screen's edge into
# West's spade row; on the record page (f) the name (two rows), the note
# and the commentary stay inside the panel's border (every panel row
# ends with it); nothing is cut inside a character.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

PBN=$TMP/wide.pbn
sed -e 's/\[East "Chen Wei"\]/[East "陈伟 (陈伟伟伟伟伟伟伟伟伟)"]/' \
	-e 's/\[Note "1:could be two cards in a weak notrump style"\]/[Note "1:可能只有两张牌，弱无将体系中常见的开叫方式，东家应当注意这一点"]/' \
	-e 's/^{West led the ten of clubs, won with the jack\./{西家首攻梅花十，被明手的J赢得。庄家清将四轮后让出一墩黑桃。/' \
	tests/data/ui/record.pbn > "$PBN"
grep -q "陈伟伟" "$PBN" && grep -q "可能只有" "$PBN" && grep -q "西家首攻" "$PBN" ||
	fail "the test's PBN was not made"

# panel_rows_closed: every row with a Chinese character inside the panel
# ends with the panel's right border.
panel_rows_closed() {
	grep '│.*[陈伟可能系应西家首攻]' "$TMP/screen" | grep -v '│$' > "$TMP/open" || true
	if [ -s "$TMP/open" ]; then
		cat "$TMP/screen"
		fail "$1: Chinese text past the panel's border: $(cat "$TMP/open")"
	fi
}

for size in "80 24" "110 36"; do
	# shellcheck disable=SC2086
	ui_start $size "$PBN"
	ui_wait "solved in" "$size: the board"
	ui_screen > "$TMP/screen"
	grep -q "▶ West  to play  Anna.*East  陈伟" "$TMP/screen" ||
		{ cat "$TMP/screen"; fail "$size: East's name not beside West's"; }
	grep -q "♠ K:9✗ T:9✗ 3:9✗ .*♠ 4 2" "$TMP/screen" ||
		{ cat "$TMP/screen"; fail "$size: West's spades overwritten"; }
	# the name row ends with the ellipsis, inside the screen
	grep "East  陈伟" "$TMP/screen" | grep -q "…" ||
		{ cat "$TMP/screen"; fail "$size: East's name not shortened"; }
	ui_keys f
	ui_wait "─ Record ─" "$size: the record page"
	ui_wait "可能只有两张牌" "$size: the note on the record page"
	ui_screen > "$TMP/screen"
	panel_rows_closed "$size: the record page"
	grep -q "East  陈伟  *│$" "$TMP/screen" ||
		{ cat "$TMP/screen"; fail "$size: East's name's first row"; }
	grep -q "(陈伟伟伟.*…" "$TMP/screen" ||
		{ cat "$TMP/screen"; fail "$size: East's name's second row not shortened"; }
	ui_keys f
	ui_wait "─ Notes and commentary ─" "$size: the notes page"
	ui_wait "西家首攻梅花十" "$size: the Chinese commentary"
	# the note's whole text is there, over lines (polled: the page may
	# be drawn a row at a time under load)
	note_whole() {
		ui_screen > "$TMP/screen"
		sed -n '/│$/{s/ *│$//; s/.*│ //; p;}' "$TMP/screen" | tr -d ' \n' | grep -q "可能只有两张牌，弱无将体系中常见的开叫方式，东家应当注意这一点"
	}
	ui_poll note_whole ||
		{ cat "$TMP/screen"; fail "$size: the Chinese note not whole on the notes page"; }
	panel_rows_closed "$size: the notes page"
	ui_quit
done
echo "double-width names, notes and commentary keep to their columns"

#!/bin/sh
# How the analyser's screen looks on plain terminals and at 80x24 (tmux):
# NO_COLOR gives no colour at all (no-color.org), --color=always colours
# all the same, --color=never does not colour; TERM=vt100 draws the
# boxes in ASCII as LANG=C does; LANG=C writes the ellipsis "..."; the
# seat to play and dummy are marked so that "dummy" is never read with
# "to play"; the status line is shortened at a word and never runs into
# the solver's time; names too long for their place are shortened at a
# word, never cut inside one.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

PBN=tests/data/ui/record.pbn
LIN=tests/data/ui/record.lin
REAL=$DDPLAY

# with_env VAR=VALUE...: ui_start runs ddplay under these variables.
with_env() {
	{
		echo '#!/bin/sh'
		printf 'exec env'
		for v in "$@"; do printf " '%s'" "$v"; done
		printf ' "%s" "$@"\n' "$REAL"
	} > "$TMP/ddplay-env"
	chmod +x "$TMP/ddplay-env"
	DDPLAY=$TMP/ddplay-env
}
# restart: ends this tmux server; the next ui_start uses a new one (a
# server of the same name may still be going away).
round=0
restart() {
	ui_tmux kill-server > /dev/null 2>&1
	round=$((round + 1))
	UI_SOCKET=ddplay-test-$$-$round
	DDPLAY=$REAL
}
# mistake TEXT WHAT: m until the status line shows TEXT (m says "still
# solving" and stays until the course of the play is solved).
m_try() {
	ui_keys m
	sleep 0.3
	ui_has "$1"
}
mistake() {
	ui_poll m_try "$1" || { ui_screen; fail "$2: no '$1'"; }
}
# colour_lines: lines of the screen with a colour (SGR 30-37, 40-47, or
# 38/48 extended) in tmux's escape-sequence capture.
colour_lines() {
	ui_tmux capture-pane -p -e |
		grep -c "$(printf '\033')\[[0-9;]*\(3[0-8]\|4[0-8]\)[;m]"
}

# ---- colours: on by default, none with NO_COLOR --------------------------
ui_start 80 24 "$PBN"
ui_wait "solved in" "colours: the board"
n=$(colour_lines)
[ "$n" -gt 0 ] || fail "no colour on the screen without NO_COLOR"
restart
with_env NO_COLOR=1
ui_start 80 24 "$PBN"
ui_wait "solved in" "NO_COLOR: the board"
n=$(colour_lines)
[ "$n" -eq 0 ] || { ui_tmux capture-pane -p -e | cat -v | head -5
	fail "NO_COLOR: $n lines with colours"; }
# the seat to play is still marked (reverse video, not colour)
ui_wait "▶ West  to play" "NO_COLOR: the seat to play"
restart
# --color=always wins over NO_COLOR; --color=never gives none without it
with_env NO_COLOR=1
ui_start 80 24 --color=always "$PBN"
ui_wait "solved in" "--color=always: the board"
n=$(colour_lines)
[ "$n" -gt 0 ] || fail "--color=always with NO_COLOR: no colour"
restart
ui_start 80 24 --color=never "$PBN"
ui_wait "solved in" "--color=never: the board"
n=$(colour_lines)
[ "$n" -eq 0 ] || fail "--color=never: $n lines with colours"
restart
"$DDPLAY" --color=sometimes "$PBN" > /dev/null 2> "$TMP/color.err" &&
	fail "--color=sometimes accepted"
grep -q "wants auto, always or never, not 'sometimes'" "$TMP/color.err" ||
	fail "--color=sometimes: $(cat "$TMP/color.err")"

# ---- borders: line drawing by default, ASCII on a vt100 -------------------
ui_start 80 24 "$PBN"
ui_wait "└────" "line drawing: the trick's box"
restart
with_env TERM=vt100
ui_start 80 24 "$PBN"
ui_wait "+---" "TERM=vt100: the trick's box in ASCII"
ui_wait "+------ auction -------+" "TERM=vt100: the auction box in ASCII"
ui_has "┌" && fail "TERM=vt100: line drawing still used"
ui_has "q" && ui_screen | grep -q "qqqq" && fail "TERM=vt100: raw ACS letters"
ui_keys i
ui_wait "+- Double dummy -" "TERM=vt100: the panel's box in ASCII"
restart

# ---- LANG=C: ASCII glyphs, borders and "..." -----------------------------
with_env LANG=C LC_ALL=C
ui_start 80 24 "$LIN"
ui_wait "solved in" "LANG=C: the board"
ui_wait "+---" "LANG=C: ASCII box"
ui_keys End
ui_wait "the rest was claimed" "LANG=C: the end of the play"
restart
with_env LANG=C LC_ALL=C
ui_start 80 24 "$PBN"
ui_wait "solved in" "LANG=C: the PBN board"
# m: a message too long for the status line, shortened at a word with "..."
mistake "card 3: East played C8: gave 1 trick (right: CA); r plays..." \
	"LANG=C: the ellipsis"
ui_has "…" && fail "LANG=C: a UTF-8 ellipsis"
restart

# ---- 80x24: dummy and the seat to play, names, the status line -----------
ui_start 80 24 "$LIN"
ui_keys r r r r r r
ui_wait "card 6/8" "80x24: six cards"
ui_screen > "$TMP/screen"
# East (dummy) to play: "dummy" comes before the seat, never after "to play"
grep -q "dummy ▶ East  to play" "$TMP/screen" ||
	{ cat "$TMP/screen"; fail "80x24: dummy to play not marked as such"; }
grep -q "to play *dummy" "$TMP/screen" && fail "80x24: 'to play  dummy'"
grep -q "declarer West" "$TMP/screen" || fail "80x24: declarer not marked"
restart

# The names: whole, or shortened at a word with "…"; never a part of one.
ui_start 80 24 "$PBN"
ui_wait "solved in" "80x24: the PBN board"
ui_screen > "$TMP/screen"
grep -q "declarer South  Dorothea Vandenberghe-Smith" "$TMP/screen" ||
	fail "80x24: South's name"
grep -q "dummy North  Bertrand Dupuis" "$TMP/screen" ||
	fail "80x24: North's name"
grep -q "East  Chen Wei" "$TMP/screen" || fail "80x24: East's name"
if grep -q "Anna" "$TMP/screen"; then
	grep -Eq "Anna( Karlsson|…)" "$TMP/screen" ||
		fail "80x24: West's name cut inside a word"
fi

# A long message (m: the first mistake, with what r and m do) is
# shortened at a word, and two columns at least stay before the time.
mistake "card 3: East played ♣8" "80x24: m"
ui_screen > "$TMP/screen"
status=$(tail -n 1 "$TMP/screen")
case $status in
*"  solved in "*) ;;
*) fail "80x24: the status line runs into the time: '$status'" ;;
esac
left=$(printf '%s\n' "$status" | sed 's/   *solved in.*//; s/^ //')
full="card 3: East played ♣8: gave 1 trick (right: ♣A); r plays it, m the next"
case $left in
"$full") ;;
*…)
	part=${left%…}
	case "$full" in
	"$part "*) ;;
	*) fail "80x24: the message cut inside a word: '$left'" ;;
	esac
	;;
*) fail "80x24: the message neither whole nor shortened: '$left'" ;;
esac

ui_keys q
[ "$(ui_exit_status)" = 0 ] || fail "exit status after q"
echo "NO_COLOR, vt100 and LANG=C fallbacks, marks and shortening as expected"

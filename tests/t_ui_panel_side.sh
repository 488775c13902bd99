#!/bin/sh
# t_ui_panel_side.sh - the side panel over a board too narrow for it
# (80x24, `i`): over West's side while another seat plays, so that the
# cards of the seat to play stay in sight (East's hand, North's lines on
# the right), over the right side when West plays; the event line beside
# the panel, not under it.  At 110x36 the panel is beside the board.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

PBN=tests/data/ui/record.pbn

# panel_left: the panel's top border starts the row (column 0)
panel_left() { ui_screen | grep -q '^┌─ Double dummy ─'; }
# panel_right: it ends the row
panel_right() { ui_screen | grep -q '─ Double dummy ─*┐$'; }

ui_start 80 24 "$PBN"
ui_wait "solved in" "80x24: the board"
ui_lacks "─ Double dummy ─" || fail "80x24: the panel shown before i"
ui_keys i
ui_wait "─ Double dummy ─" "80x24: the panel after i"
# West leads: the panel over the right side, West's cards beside it
ui_has "West  to play" || fail "80x24: West not to play at the start"
panel_right || { ui_screen; fail "80x24: West to play: the panel not on the right"; }
ui_screen | grep -q "♣ Q:[0-9].* T:[0-9]" || { ui_screen; fail "80x24: West's clubs and their scores not in sight"; }
# West's lead played: North (dummy) to play, the panel over West's side
ui_keys r
ui_wait "North  to play" "80x24: North to play after the lead"
ui_poll panel_left || { ui_screen; fail "80x24: North to play: the panel not over West"; }
# North's cards with their scores, whole: nothing cut by the panel
ui_screen > "$TMP/s"
grep -q "♣ .*4:" "$TMP/s" || { cat "$TMP/s"; fail "80x24: North's clubs and their scores not in sight"; }
# the event line beside the panel
grep -q "^┌─ Double dummy ─*┐ Tuesday Pairs" "$TMP/s" ||
	{ cat "$TMP/s"; fail "80x24: the event line not beside the panel"; }
# East to play: East's hand whole, on the right
ui_keys r
ui_wait "East  to play" "80x24: East to play"
ui_poll panel_left || { ui_screen; fail "80x24: East to play: the panel not over West"; }
ui_screen > "$TMP/s"
grep -q "to play" "$TMP/s" && grep -q "│.* ♣ .*:" "$TMP/s" ||
	{ cat "$TMP/s"; fail "80x24: East's clubs and their scores not in sight"; }
# the panel closed: the board whole again
ui_keys i
ui_wait_gone "─ Double dummy ─" "80x24: the panel closed"
ui_quit

# 110x36: beside the board whatever the seat to play
ui_start 110 36 "$PBN"
ui_wait "solved in" "110x36: the board"
ui_keys r
ui_wait "North  to play" "110x36: North to play"
ui_poll panel_right || { ui_screen; fail "110x36: the panel not on the right"; }
ui_quit
echo "the panel over the side away from the seat to play at 80x24"

#!/bin/sh
# The :sd line names the cards restricted choice weighed the layouts by
# (East's SQ dropped under the ace: "restricted choice ♠Q"), as
# `ddplay sd` does, where the line has room (110 columns); at 80 columns
# they are left out first and "no constraints" stays whole.  Before the
# SQ falls nothing is weighed and the line does not say it.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

DEAL='N:AKT98.AKQ.AKQ.32 QJ.765.8765.9876 7654.432.432.AK4 32.JT98.JT9.QJT5'
PLAYED='HJ HA H5 H2 SA SQ S4'

# ddplay sd names the same card
echo "$DEAL|S|W|$PLAYED" | "$DDPLAY" sd --deals 4 > "$TMP/sd" ||
	fail "ddplay sd: exit status $?"
grep -q 'under a higher card (♠Q)' "$TMP/sd" ||
	{ cat "$TMP/sd"; fail "ddplay sd does not name the SQ as weighed"; }

ui_start 110 36 --deal "$DEAL" --declarer S --strain S --played "$PLAYED"
ui_wait "West to play" "West to play at trick 2"
ui_cmd "sd 4"
ui_wait "sd 4/4 done" ":sd 4 at 110x36"
ui_has "no constraints; restricted choice ♠Q" ||
	fail "110x36: the weighed card not named: $(ui_screen | grep 'sd 4/4')"
# two cards back: before the SQ, nothing weighed
ui_keys u u
ui_wait "East to play" "East to play after two cards back"
ui_cmd "sd 4"
ui_wait "sd 4/4 done" ":sd 4 before the SQ"
ui_lacks "restricted choice" ||
	fail "110x36: restricted choice named before any honour fell: $(ui_screen | grep 'sd 4/4')"
ui_quit

ui_start 80 24 --deal "$DEAL" --declarer S --strain S --played "$PLAYED"
ui_wait "West to play" "West to play at 80x24"
ui_cmd "sd 4"
ui_wait "sd 4/4 done" ":sd 4 at 80x24"
ui_has "no constraints" ||
	fail "80x24: no constraints cut: $(ui_screen | grep 'sd 4/4')"
ui_lacks "restricted choice" ||
	fail "80x24: the line too long: $(ui_screen | grep 'sd 4/4')"
ui_quit
echo "the :sd line names the cards restricted choice weighed where it has room"

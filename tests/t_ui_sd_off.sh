#!/bin/sh
# :sd with the annotations off (w): no figure beside the cards, as no
# score, and the status line says where they are (the line alone filled
# in, "sd 12/12 done", with nothing else to see); w shows them, the
# same as ddplay sd's with the seed shown.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

DEAL='N:Q986.T7.QJ54.A96 T32.862.T98.JT32 AKJ54.K3.A72.Q54 7.AQJ954.K63.K87'

ui_start 110 36 --deal "$DEAL" --declarer S --contract 4S --played HA
ui_wait "North  to play" "the board"
ui_wait "solved in" "the double-dummy scores"
ui_keys w
ui_wait "annotations off" "w"
ui_cmd "sd 12"
ui_wait "sd: figures beside the cards with the annotations on (w)" \
	":sd with the annotations off: where its figures are"
ui_wait "sd 12/12 done" ":sd 12"
ui_screen > "$TMP/screen"
[ -z "$(ui_sd_figures "$TMP/screen" 6)" ] ||
	{ cat "$TMP/screen"; fail "figures beside the cards with the annotations off"; }
seed=$(sed -n 's/.* seed \([0-9]*\).*/\1/p' "$TMP/screen" | head -n 1)
[ -n "$seed" ] || fail "no seed on the screen"
ui_keys w
ui_wait "annotations on" "w again"
ui_steady > "$TMP/screen"
ui_sd_figures "$TMP/screen" 6 | sort > "$TMP/got"
echo "$DEAL|S|W|HA" | "$DDPLAY" sd --deals 12 --seed "$seed" --level 4 -j 1 \
	--lines > "$TMP/sd" || fail "ddplay sd: exit status $?"
ui_sd_lines_figures "$TMP/sd" > "$TMP/want"
[ -s "$TMP/want" ] || fail "ddplay sd gave no figures"
compare "$TMP/want" "$TMP/got" "the figures once w shows them, against ddplay sd"
ui_quit
exit 0

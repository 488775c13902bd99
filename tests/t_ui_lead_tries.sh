#!/bin/sh
# The lead box with ddplay --tries 1: "Only 1 of the 20 asked fit the
# constraints in 1 try.", not "in 1 tries".
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

cat > "$TMP/one.pbn" <<EOF
[Board "1"]
[Dealer "S"]
[Vulnerable "None"]
[Deal "N:Q986.T7.QJ54.A96 T32.862.T98.JT32 AKJ54.K3.A72.Q54 7.AQJ954.K63.K87"]
[Declarer "S"]
[Contract "1S"]
[Auction "S"]
1S Pass Pass Pass
EOF
ui_start 110 36 --tries 1 "$TMP/one.pbn"
ui_wait "West  to play" "the board"
ui_cmd "lead 20"
ui_wait "done; any key closes" ":lead 20, --tries 1"
ui_has "of the 20 asked fit the constraints in 1 try." ||
	{ ui_screen; fail "not 'in 1 try.'"; }
ui_keys Escape
ui_quit
exit 0

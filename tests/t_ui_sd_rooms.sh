#!/bin/sh
# :sd on two boards of a match that share the deal and the contract but
# not the auction (the Open and the Closed room): each board's figures
# are its own, fitting its auction, as `ddplay sd` gives them board by
# board.  The figures were kept by position alone: board 2 at the same
# position showed board 1's, said to fit board 1's auction ("auction: W
# 2H" where West passed).
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

PBN=$TMP/rooms.pbn
for room in "1 2H" "2 Pass"; do
	set -- $room
	cat <<EOF
[Board "$1"]
[Dealer "S"]
[Vulnerable "None"]
[Deal "N:Q986.T7.QJ54.A96 T32.862.T98.JT32 AKJ54.K3.A72.Q54 7.AQJ954.K63.K87"]
[Declarer "S"]
[Contract "4S"]
[Auction "S"]
1S $2 4S Pass
Pass Pass
[Play "W"]
HA H7 H2 H3
HQ HT H6 HK
*

EOF
done > "$PBN"

# figures of South's hand, "SA 100" a line, at the screen's card 8
figures() {
	ui_screen | cut -c1-80 | ui_sd_figures - 6 | sort
}
# want B SEED: board B's from ddplay sd --card 8 --lines
want() {
	"$DDPLAY" sd --card 8 --deals 40 --seed "$2" -j 1 --lines "$PBN" \
		> "$TMP/sd" 2> /dev/null || fail "ddplay sd: exit status $?"
	ui_sd_lines_figures "$TMP/sd" "$1"
}
seed_shown() {
	ui_screen | sed -n 's/.* seed \([0-9]*\).*/\1/p' | head -n 1
}

ui_start 110 36 "$PBN"
ui_wait "West  to play" "board 1"
ui_keys ']' ']'
ui_wait "South  to play" "board 1, card 8"
ui_wait "solved in" "board 1's scores"
ui_cmd "sd 40"
ui_wait "sd 40/40 done" ":sd 40 on board 1"
ui_wait "auction: W 2H" "board 1's auction: West's overcall"
seed=$(seed_shown)
[ -n "$seed" ] || fail "no seed on the screen"
figures > "$TMP/got1"
want 1 "$seed" > "$TMP/want1"
compare "$TMP/want1" "$TMP/got1" "board 1's figures against ddplay sd"
want 2 "$seed" > "$TMP/want2"
cmp -s "$TMP/want1" "$TMP/want2" &&
	fail "the two boards' figures are the same: the test needs them apart"

# board 2, the same position: nothing asked there yet
ui_keys n
ui_wait "board 2 of 2" "board 2"
ui_keys ']' ']'
ui_wait "South  to play" "board 2, card 8"
ui_wait "solved in" "board 2's scores"
ui_idle
ui_lacks "sd 40/40" || { ui_screen; fail "board 1's figures shown on board 2"; }
ui_cmd "sd 40"
ui_wait "sd 40/40 done" ":sd 40 on board 2"
ui_lacks "W 2H" || { ui_screen; fail "board 2 said to fit West's 2H"; }
figures > "$TMP/got2"
compare "$TMP/want2" "$TMP/got2" "board 2's figures against ddplay sd"

# board 1 again: its own figures, kept
ui_keys p
ui_wait "board 1 of 2" "board 1 again"
ui_wait "sd 40/40 done" "board 1's figures kept"
ui_wait "auction: W 2H" "board 1's auction again"
figures > "$TMP/got1"
compare "$TMP/want1" "$TMP/got1" "board 1's figures, back on it"
ui_quit
exit 0

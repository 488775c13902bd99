#!/bin/sh
# Single dummy (:sd) beside a defender's cards, and its line at 80x24.
#
# Beside a defender's card the double-dummy number is declarer's side's
# tricks and the figure the defence's share of the layouts setting the
# contract: West's "♠ K:12✗ 35 T:11 85" (at 110x36 as at 80x24, a narrow
# hand dropped the "%") read as two numbers of one side.  The "%" is kept
# everywhere now (docs/ui.md), the scores left out beside the figures
# where the suits would not fit (t_ui_sd).
#
# At card 4 no layout fits the auction and :sd deals without West's 2H
# (the first call that, left out alone, lets the others hold: as ddplay
# sd); at 80 columns the line was cut: "sd 40/40 done ±2%: NS need 10;
# no constraints (no layout fits auction: W…" when the whole auction
# went.  Now "auction: E 3H; not used: 2H by West", whole
# (t_ui_sd_drop_call checks both sizes).
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

PBN=tests/data/ui/sd-unfit.pbn

# the figures beside West's spades (the cards it may play: a spade was
# led), each as it stands ("35%" or "35"): "S K 35%" a line, from the
# rows after "to play", up to the trick's box
shown() {
	awk -v rows="$1" '
	/to play/ { on = 1; n = 0; next }
	on && n++ < rows {
		for (i = 1; i <= NF; i++) {
			if ($i ~ /^(┌|│|└)/) break
			if ($i ~ /^(♠|S)$/) s = "S"
			else if ($i ~ /^(♥|H)$/) s = "H"
			else if ($i ~ /^(♦|D)$/) s = "D"
			else if ($i ~ /^(♣|C)$/) s = "C"
			else if (s == "S" && $i ~ /^[AKQJT2-9](:[0-9]+)?(✗)?$/ &&
				 $(i + 1) ~ /^[0-9]+%?$/)
				print s, substr($i, 1, 1), $(i + 1)
		}
	}' "$TMP/screen"
}

for size in "110 36" "80 24"; do
	set -- $size
	ui_start "$1" "$2" "$PBN"
	ui_wait "card 0/12" "$1x$2: the board"
	ui_keys r r r r r
	ui_wait "card 5/12" "$1x$2: card 5"
	ui_wait "West  to play" "$1x$2: West to play"
	ui_wait "solved in" "$1x$2: the scores"
	ui_cmd "sd 40"
	ui_wait "sd 40/40 done" "$1x$2: :sd 40 for West"
	ui_screen > "$TMP/screen"
	shown 6 > "$TMP/figs"
	[ "$(wc -l < "$TMP/figs")" -eq 4 ] ||
		{ cat "$TMP/screen"; fail "$1x$2: not West's 4 spades with their figures: $(cat "$TMP/figs")"; }
	grep -v '%$' "$TMP/figs" > "$TMP/bare" &&
		{ cat "$TMP/screen"; fail "$1x$2: a defender's figure without its %: $(cat "$TMP/bare")"; }
	grep -q '♠ K:12✗ [0-9]*% T:11 [0-9]*%' "$TMP/screen" ||
		{ cat "$TMP/screen"; fail "$1x$2: West's scores and figures not as K:12✗ 35% T:11 85%"; }
	# the line says whose the figures are: East-West's 4 tricks
	ui_has "EW need 4" || { ui_screen; fail "$1x$2: the line does not say EW need 4"; }
	ui_quit
	status=$(ui_exit_status); [ "$status" = 0 ] || { cat "$TMP/stderr"; fail "exit status $status"; }
done

# 80x24, card 4: the call left out, said whole
ui_start 80 24 "$PBN"
ui_wait "card 0/12" "the board"
ui_keys r r r r
ui_wait "card 4/12" "card 4"
ui_wait "solved in" "the scores"
ui_cmd "sd 40"
ui_wait "sd 40/40 done" ":sd 40 at card 4"
ui_screen > "$TMP/screen"
line=$(grep ' sd 40/40 done' "$TMP/screen")
case $line in
*"auction: E 3H; not used: 2H by West"*) ;;
*) cat "$TMP/screen"; fail "80x24: the line does not say the call left out, whole: '$line'" ;;
esac
case $line in
*…*) fail "80x24: the line is cut: '$line'" ;;
esac
# at 110 columns the same
ui_tmux resize-window -x 110 -y 36 2> /dev/null ||
	ui_tmux resize-pane -x 110 -y 36 2> /dev/null
ui_wait "auction: E 3H; not used: 2H by West" "110x36: the calls named"
ui_quit
status=$(ui_exit_status); [ "$status" = 0 ] || { cat "$TMP/stderr"; fail "exit status $status"; }
exit 0

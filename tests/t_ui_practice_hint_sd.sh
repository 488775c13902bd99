#!/bin/sh
# Practice hints that do not peek (docs/ui.md, "Hints").  With the
# defenders' hands hidden, g said "South's best: ♠Q ♠8" and b played ♠8,
# the lowest: a double-dummy best card only because the spades lie as
# they do.  Single dummy (analyse --sd on the saved play) ♠8 makes 16% of
# the time, ♠Q 99%: a single-dummy error, taught by the hint.  Now g
# ranks the double-dummy best cards by their single-dummy figure ("best
# by single dummy: ♠Q 100% ♠8 13%"), saying meanwhile that the cards it
# names peek, and b plays the one that makes most often.  The practice
# of seed 11, to card 18 by the cards of the report (the computer's the
# same for the same cards of ours), at 110x36 and 80x24 (the hint whole,
# its total short).
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

# 20 layouts, not the tests' 8: the order of ♠Q and ♠8 beyond doubt
DDPLAY_TEST_REVIEW_LAYOUTS=20
export DDPLAY_TEST_REVIEW_LAYOUTS

PLAY="H5 H4 HK H2 H3 H6 HA H9 CQ C2 CK C9 H7 HT H8 HQ S7 S3"

at_least() { [ "$(ui_played)" -ge "$1" ] 2> /dev/null; }
# to card 18, South to play, the user's cards typed
to_card_18() {
	k=0
	for c in $PLAY; do
		ui_poll at_least "$k" || fail "card $k not reached"
		if [ "$(ui_played)" -eq "$k" ] && ui_ours_or_over; then
			ui_cmd "play $c"
		fi
		k=$((k + 1))
		ui_poll at_least "$k" || { ui_screen; fail "card $k ($c) not played"; }
	done
	ui_wait "South  to play" "card 18: South to play"
}

for size in "110 36" "80 24"; do
	set -- $size
	ui_start "$1" "$2" practice --seed 11 --pause 0
	ui_wait "you play S and N" "$1x$2: practice"
	to_card_18
	ui_keys g
	ui_poll ui_has "hint 1: best " || { ui_screen; fail "$1x$2: g gave no hint"; }
	# until the figures come, the cards are said to peek
	line=$(ui_screen | grep 'hint 1: ')
	case $line in
	*"hint 1: best double dummy (peeks): ♠Q ♠8"* | *"hint 1: best by single dummy: "*) ;;
	*) fail "$1x$2: g before the figures: '$line'" ;;
	esac
	ui_wait "hint 1: best by single dummy: ♠Q " "$1x$2: g with the figures"
	line=$(ui_screen | grep 'hint 1: ')
	q=$(printf '%s\n' "$line" | sed -n 's/.*♠Q \([0-9]*\)%.*/\1/p')
	e=$(printf '%s\n' "$line" | sed -n 's/.*♠8 \([0-9]*\)%.*/\1/p')
	[ -n "$q" ] && [ -n "$e" ] && [ "$q" -gt "$e" ] ||
		fail "$1x$2: not ♠Q above ♠8 with their figures: '$line'"
	case $line in
	*"(North-South take 9)"* | *"(NS take 9)"*) ;;
	*) fail "$1x$2: the hint's total cut: '$line'" ;;
	esac
	# b: ♠Q, the best card that makes most often
	ui_keys b
	ui_wait "hint 2: ♠Q played for you, the best by single dummy ($q%)" "$1x$2: b"
	ui_poll at_least 19 || fail "$1x$2: b played nothing"
	rm -f "$TMP/p.txt"
	ui_cmd "save $TMP/p.txt"
	ui_poll test -s "$TMP/p.txt" || fail "$1x$2: not saved"
	grep -q "$PLAY SQ" "$TMP/p.txt" ||
		fail "$1x$2: b did not play ♠Q at card 19: $(cat "$TMP/p.txt")"
	ui_quit
	status=$(ui_exit_status); [ "$status" = 0 ] || { cat "$TMP/stderr"; fail "exit status $status"; }
done

# Touching cards named once, as sd names them ("♣A/K 98%"), so that the
# other cards fit at 80 columns: seed 7, dummy's ♥A and South's ♥4 at
# trick 1, then g (review, 2026-11-28: "♣A 98% ♣K 98% …" hid the rest)
ui_start 80 24 practice --seed 7 --pause 0
ui_wait "you play S and N" "seed 7: practice"
ui_poll at_least 1 || { ui_screen; fail "seed 7: West's lead not played"; }
ui_poll ui_ours_or_over || fail "seed 7: not North's turn"
ui_cmd "play HA"
ui_poll at_least 2 || { ui_screen; fail "seed 7: ♥A not played"; }
ui_poll ui_ours_or_over || fail "seed 7: not South's turn"
ui_cmd "play H4"
ui_poll at_least 4 || { ui_screen; fail "seed 7: trick 1 not over"; }
ui_wait "solved in" "seed 7: trick 2 solved"
ui_keys g
ui_wait "hint 1: best by single dummy: " "seed 7: g with the figures"
line=$(ui_screen | grep 'hint 1: ')
case $line in
*"♣A/K "[0-9]*%*) ;;
*) fail "seed 7: ♣A and ♣K not named once: '$line'" ;;
esac
case $line in
*"♣K "[0-9]*) fail "seed 7: ♣K named apart: '$line'" ;;
esac
ui_quit
exit 0

#!/bin/sh
# The analyser's par panel and :session view score a board whose file
# gives no Dealer and no Vulnerable with those of its number, as table
# and analyse --summary do (board 2: East dealing, North-South
# vulnerable: 3NT+1 is +630), and one whose Vulnerable cannot be read
# with nobody vulnerable, not guessed from the number (src/model/record.h:
# record_conditions()).  At 110x36 and 80x24.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

board() {
	printf '[Event "conditions"]\n[Board "2"]\n'
	[ -n "$1" ] && printf '[Vulnerable "%s"]\n' "$1"
	printf '%s\n' '[Deal "N:AK5.KQ4.A763.852 QJ94.862.K5.KJ73 876.AJ73.QJ104.A6 T32.T95.982.QT94"]' \
		'[Declarer "N"]' '[Contract "3NT"]' '[Result "10"]' '[Play "E"]' \
		'SQ S6 S2 SA' 'D5 DQ D2 D3' 'DK DJ D8 D6' 'C3 C6 CQ C2' \
		'CK CA C9 C5' 'H2 DT D9 DA' 'H6 D4 C4 D7' 'H8 H3 H5 HK' \
		'S4 H7 H9 HQ' 'S9 HA HT H4' 'C7 HJ S3 S5' '*' ''
}
board "" > "$TMP/none.pbn"
board "N-S" > "$TMP/bad.pbn"
"$DDPLAY" analyse --summary --json "$TMP/none.pbn" > "$TMP/sum.json" 2> /dev/null
want_par=$(sed -n 's/.*"score": 630, "par": \([0-9-]*\),.*/\1/p' "$TMP/sum.json")
[ -n "$want_par" ] || fail "analyse --summary of board 2: not +630: $(cat "$TMP/sum.json")"

for size in "110 36" "80 24"; do
	set -- $size
	ui_tmux kill-server > /dev/null 2>&1
	UI_SOCKET=ddplay-test-$$-$1
	ui_start "$1" "$2" "$TMP/none.pbn"
	ui_wait "solved in" "$1x$2: board 2"
	[ "$1" = 80 ] && ui_keys i
	ui_wait "(dealer E, Vul NS)" "$1x$2: the par panel: board 2's dealer and vulnerability"
	ui_wait "NS 630" "$1x$2: 3NT+1 scored North-South vulnerable"
	ui_cmd session
	ui_wait "worked out" "$1x$2: :session"
	ui_wait "+630" "$1x$2: :session scores 3NT+1 vulnerable"
	ui_keys Escape
	ui_wait_gone "Session:" "$1x$2: Esc closes the session"
	ui_quit
done

ui_tmux kill-server > /dev/null 2>&1
UI_SOCKET=ddplay-test-$$-bad
ui_start 110 36 "$TMP/bad.pbn"
ui_wait "solved in" "a bad Vulnerable: board 2"
ui_wait "(dealer E, Vul None)" "a bad Vulnerable: not guessed from the number"
ui_wait "NS 430" "a bad Vulnerable: scored nobody vulnerable"
ui_quit
echo "t_ui_par_conditions: passed"

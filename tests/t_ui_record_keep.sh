#!/bin/sh
# A board part of whose record is bad, in the analyser (docs/ui.md, the
# boards of a file; src/model/record.h: flaw, play_cut): a revoke keeps
# the contract, the result and the cards before it (never another
# contract), the record page says why and shows the play recorded, and
# :save writes the play as recorded, the revoke and the cards after it
# included; a bad Vulnerable leaves only the vulnerability unknown (Vul
# ?), the contract and its 44 cards shown; a LIN auction that is not
# legal, read without its bad call.  At 110x36 and 80x24.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

D=tests/data/keep

restart() {
	ui_tmux kill-server > /dev/null 2>&1
	UI_SOCKET=ddplay-test-$$-$1
}

# Board 4 of revoke.pbn: East shows out of diamonds at trick 2.
ui_start 110 36 "$D/revoke.pbn"
ui_wait "solved in" "revoke: the board"
ui_keys n
ui_wait "Board 4  3NT by North, East leads" "revoke: board 4 in its contract"
ui_wait "! 1 warning: f" "revoke: the title's warning"
ui_wait "card 0/5" "revoke: the cards before the revoke"
ui_keys End
ui_wait "card 5/5" "revoke: End"
ui_keys f
ui_wait "─ Record ─" "revoke: the record page"
ui_wait "3NT by North: made (9" "revoke: the contract and result recorded"
ui_wait "! trick 2: East must" "revoke: the reason"
ui_wait "the play stops before it" "revoke: what became of it"
ui_wait "(5 of 8 cards)" "revoke: how many cards"
ui_wait "the play recorded: ♠Q ♠6" "revoke: the play recorded"
ui_wait "♦3 ♥2 ♦Q ♦2" "revoke: the revoke in the play recorded"
grep -q "could not be read" "$TMP/screen" && fail "revoke: 'could not be read'"
# :save writes the record as read: the play after the revoke too
ui_cmd "save $TMP/board4.pbn"
ui_wait "saved to $TMP/board4.pbn" "revoke: saved"
grep -qx "H2 DQ D2 D3" "$TMP/board4.pbn" ||
	{ cat "$TMP/board4.pbn"; fail "revoke: the cards from the revoke on not saved"; }
grep -qx '\[Contract "3NT"\]' "$TMP/board4.pbn" || fail "revoke: the contract not saved"
grep -qx '\[Result "9"\]' "$TMP/board4.pbn" || fail "revoke: the result not saved"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "revoke: the program did not end well"

# 80x24: the same, the record page's text wrapped
restart small
ui_start 80 24 "$D/revoke.pbn"
ui_wait "solved in" "80x24: the board"
ui_keys n
ui_wait "Board 4  3NT by North" "80x24: board 4 in its contract"
ui_wait "card 0/5" "80x24: the cards before the revoke"
ui_keys f
ui_wait "! trick 2: East must" "80x24: the reason"
ui_wait "(5 of 8 cards)" "80x24: how many cards"
ui_wait "the play recorded: ♠Q ♠6" "80x24: the play recorded"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "80x24: the program did not end well"

# A bad Vulnerable: only the vulnerability unknown
restart vul
ui_start 110 36 "$D/badvul.pbn"
ui_wait "solved in" "badvul: the board"
ui_wait "Board 1  3NT by North" "badvul: the contract"
ui_wait "card 0/44" "badvul: its 44 cards"
ui_wait "Vul ?" "badvul: the vulnerability not known"
ui_keys f
ui_wait "! bad Vulnerable" "badvul: the record page says it"
ui_wait "'Nobody': expected None," "badvul: the value read"
ui_wait "vulnerability is not" "badvul: and what became of it"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "badvul: the program did not end well"

# A bad Dealer and an Auction tag that names no seat: the calls under no
# seat (not under North, guessed), the contract and play standing
restart dealer
ui_start 110 36 "$D/nodealer.pbn"
ui_wait "solved in" "nodealer: the board"
ui_wait "Board 1  3NT by North" "nodealer: the contract"
ui_wait "card 0/44" "nodealer: its 44 cards"
ui_wait "seats not known" "nodealer: the auction box"
ui_keys f
ui_wait "! bad Dealer 'North':" "nodealer: the record page says it"
grep -q "West  North East  South" "$TMP/screen" && fail "nodealer: the auction under seats guessed"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "nodealer: the program did not end well"

# LIN: Open 4's auction without its 1S (1NT by North), Open 5's revoke
restart lin
ui_start 80 24 "$D/multi.lin"
ui_wait "solved in" "multi: the board"
ui_keys n n
ui_wait "Open 4  1NT by North" "multi: Open 4 in the auction's contract"
ui_keys n
ui_wait "Open 5  3NT by North" "multi: Open 5 in its contract"
ui_wait "card 0/5" "multi: Open 5's cards before the revoke"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "multi: the program did not end well"
exit 0

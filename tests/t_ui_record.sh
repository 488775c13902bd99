#!/bin/sh
# The board's record on the post-mortem screen (tmux), for a PBN board in
# Bridge Composer's style (CRLF, Note tags, "!" and "=1=" in the Auction,
# a {} comment, a play cut short by a claim, the Result) and a BBO LIN
# board (pn|, mb| with "!" and an|, nt|, mc|): the players' names by the
# hands, the event, site and date under the title, the auction where the
# trick will be before the lead, the result made/down and claimed, "the
# rest was claimed" at the end of the recorded play, par (from `ddplay
# table`) with the contract's score against it, and the record page of
# the panel (names, auction grid with its notes, result, commentary) at
# 110x36 and 80x24.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

PBN=tests/data/ui/record.pbn
LIN=tests/data/ui/record.lin

# The record page's key: the one the screen names (VIEW_RECORD_KEY in
# ui/view.h) must be the one the request table binds to it.
KEY=$(sed -n 's/^#define VIEW_RECORD_KEY "\(.\)".*/\1/p' ui/view.h)
[ -n "$KEY" ] || fail "no VIEW_RECORD_KEY in ui/view.h"
grep -q "REQ_RECORD, \"record\", { '$KEY'" ui/request.c ||
	fail "the request table does not bind $KEY to the record"
wired=1

round=0
restart() {
	ui_tmux kill-server > /dev/null 2>&1
	round=$((round + 1))
	UI_SOCKET=ddplay-test-$$-$round
}

# par_of FILE: "Par NS 420: NS 4S=" as `ddplay table` says it.
par_of() {
	"$DDPLAY" table "$1" | sed -n 's/^\(Par [^(]*\) (.*/\1/p' | sed 's/ *$//'
}
# par_score FILE: North-South's par score (420, -140).
par_score() {
	"$DDPLAY" table "$1" | sed -n 's/^Par \(NS\|EW\) \(-*[0-9]*\):.*/\1 \2/p' |
		awk '{ print $1 == "NS" ? $2 : -$2 }'
}

# ---- PBN at 110x36: the panel beside the board ---------------------------
ui_start 110 36 "$PBN"
ui_wait "solved in" "PBN: the board"
ui_wait "Tuesday Pairs   Hilltop Bridge Club   2026.11.17" "PBN: event, site, date"
# the claim of 8 where double dummy gives 7 is found as the board opens
# (the course solves the position after the last card recorded): the
# title has the result and the warning's count, the dealer left out
ui_wait "result 8 tricks (made, claimed)   ! 1 warning: f" \
	"PBN: the result and the claim's warning in the title"
ui_wait "dummy North  Bertrand Dupuis" "PBN: North's name"
ui_wait "declarer South  Dorothea Vandenberghe-Smith" "PBN: South's name"
ui_wait "East  Chen Wei" "PBN: East's name"
# the auction before the lead: dealer North, the marks of the alerted calls
ui_wait "─ auction ─" "PBN: the auction box"
ui_wait "│ W    N    E    S" "PBN: the auction's seats"
ui_wait "      Pass Pass 1♦*" "PBN: the first round, from the dealer"
ui_wait " Pass 1♥*  Pass 2♦ " "PBN: the second round"
ui_wait " Pass Pass Pass " "PBN: the passes"
# par as `ddplay table` gives it, and 2♦ made with 8 tricks against it
par=$(par_of "$PBN")
[ -n "$par" ] || fail "PBN: no par from ddplay table"
ui_wait "$par" "PBN: par under the table"
ui_wait "(dealer N, Vul None)" "PBN: par's conditions"
ns=$(par_score "$PBN")
score=$((20 * (8 - 6) + 50))          # 2♦ made, 8 tricks, not vulnerable
ui_wait "2♦ by S, 8 tricks: NS $score" "PBN: the contract's score"
ui_wait "against par: NS $((score - ns))" "PBN: against par"
# the first card: the trick takes the auction's place
ui_keys r
ui_wait "card 1/32" "PBN: one card"
ui_wait_gone "─ auction ─" "PBN: the auction after the lead"
ui_wait "trick 1" "PBN: the trick"
# the end of the recorded play: claimed, nobody "to play"
ui_keys End
ui_wait "card 32/32" "PBN: the end of the play"
ui_wait "the rest was claimed: North-South 8 tricks" "PBN: the claim"
tail -n 1 "$TMP/screen" | grep -q "to play" &&
	fail "PBN: 'to play' at the end of a claimed play"
if [ "$wired" = 1 ]; then
	ui_keys "$KEY"
	ui_wait "─ Record ─" "PBN: the record page"
	ui_wait "West  Anna Karlsson" "PBN: the record's names"
	ui_wait "South Dorothea" "PBN: the record's names"
	ui_wait "│       Vandenberghe-Smith" "PBN: a long name on two lines"
	ui_wait "West  North East  South" "PBN: the grid"
	ui_wait "      Pass  Pass  1♦*1" "PBN: the grid, a note's number"
	ui_wait "Pass  1♥*   Pass  2♦" "PBN: the grid, an alert"
	ui_wait "*1 could be two cards in" "PBN: the note"
	ui_wait "│ a weak notrump style" "PBN: the note, wrapped at a word"
	ui_wait "2♦ by South: made (8" "PBN: the result"
	ui_wait "│ tricks, claimed)" "PBN: claimed"
	ui_wait "│ West led the ten of" "PBN: the commentary"
	ui_wait "│ a heart." "PBN: the whole commentary"
	ui_keys "$KEY"
	ui_wait "─ Notes and commentary ─" "PBN: the notes and commentary page"
	ui_keys "$KEY"
	ui_wait "─ Double dummy ─" "PBN: the table again"
fi
restart

# ---- PBN at 80x24: the panel over the board ------------------------------
ui_start 80 24 "$PBN"
ui_wait "solved in" "80x24 PBN: the board"
ui_wait "Tuesday Pairs   Hilltop Bridge Club   2026.11.17" "80x24: the event"
ui_wait " Pass 1♥*  Pass 2♦ " "80x24: the auction"
if [ "$wired" = 1 ]; then
	ui_keys "$KEY"
	ui_wait "─ Record ─" "80x24: the record page"
	ui_wait "*1 could be two cards in" "80x24: the note"
	ui_wait "2♦ by South: made (8" "80x24: the result"
	# no room for the commentary: a line says where it is
	ui_wait "$KEY: the commentary" "80x24: where the commentary is"
	ui_screen > "$TMP/screen"
	# the names under the panel are shortened, not cut
	grep -q "Bertran│" "$TMP/screen" && fail "80x24: a name cut by the panel"
	ui_keys "$KEY"
	ui_wait "─ Notes and commentary ─" "80x24: the notes and commentary page"
	ui_wait "│ a heart." "80x24: the whole commentary"
	ui_keys "$KEY"
	ui_wait_gone "─ Notes and commentary ─" "80x24: the panel hidden again"
	ui_wait_gone "─ Double dummy ─" "80x24: the panel hidden again"
fi
restart

# ---- LIN at 80x24 ---------------------------------------------------------
ui_start 80 24 "$LIN"
ui_wait "solved in" "LIN: the board"
ui_wait "▶ North  to play  Bob Brown" "LIN: North's name (pn|)"
ui_wait "South  Dave Smith" "LIN: South's name"
ui_wait "dummy East  Carol White" "LIN: East's name"
ui_wait "declarer West" "LIN: declarer"
ui_wait " 1NT* Pass 2♣*  Pass " "LIN: the auction, alerts marked"
ui_wait " 2♦   Pass 2NT  Pass " "LIN: the auction"
ui_keys i
ui_wait "$(par_of "$LIN")" "LIN: par"
ui_wait "(dealer W, Vul EW)" "LIN: par's conditions"
ns=$(par_score "$LIN")
score=-100                              # 2NT down 1, vulnerable, undoubled
ui_wait "2NT by W, 7 tricks:" "LIN: the contract"
ui_wait "│   EW $score " "LIN: the contract's score, on its own row"
ui_wait "against par: EW $(printf '%+d' $((score + ns)))" "LIN: against par"
ui_keys i
ui_keys End
ui_wait "the rest was claimed: East-West 7 tricks" "LIN: the claim (mc|)"
if [ "$wired" = 1 ]; then
	ui_keys "$KEY"
	ui_wait "West  Alice Jones" "LIN: the record's names"
	ui_wait "1NT*1 Pass  2♣*2  Pass" "LIN: the grid, numbered notes"
	ui_wait "*1 15-17" "LIN: an| of 1NT"
	ui_wait "*2 Stayman" "LIN: an| of 2♣"
	ui_wait "2NT by West: down 1 (7" "LIN: the result"
	ui_wait "claimed)" "LIN: claimed"
	ui_wait "Bob: the heart lead was" "LIN: the commentary (nt|)"
fi
ui_keys q
[ "$(ui_exit_status)" = 0 ] || fail "exit status after q"
echo "names, event, auction, notes, claim, par and commentary as expected"

#!/bin/sh
# The record page (tmux) of a PBN file that an older ddplay wrote from
# LIN: its Note tags hold BBO's suit markup raw ("3+ !C"), shown as the
# suit's symbol where it cannot be a word ('!', S H D C in either case,
# then no letter: "!C,", "5!h." but not "!Stayman" or "!SQ"), as the
# record page shows a note's \C.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

KEY=$(sed -n 's/^#define VIEW_RECORD_KEY "\(.\)".*/\1/p' ui/view.h)
[ -n "$KEY" ] || fail "no VIEW_RECORD_KEY in ui/view.h"

cat > "$TMP/old.pbn" << 'EOT'
% PBN 2.1
% EXPORT
[Event "Old LIN"]
[Site "BBO"]
[Date "2024.01.02"]
[Board "1"]
[West "Wendy"]
[North "Nora"]
[East "Erik"]
[South "Sam"]
[Dealer "S"]
[Vulnerable "None"]
[Deal "N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4"]
[Declarer "W"]
[Contract "2C"]
[Result "?"]
[Auction "S"]
Pass 1C =1= Pass 1H =2=
Pass 2C =3= Pass Pass
Pass
[Note "1:3+ !C, !Stayman"]
[Note "2:5!h. !SQ"]
[Note "3:!d!c !cx"]
EOT

ui_start 110 36 "$TMP/old.pbn"
ui_wait "solved in" "the board"
ui_keys "$KEY"
ui_wait "─ Record ─" "the record page"
ui_wait "*1 3+ ♣, !Stayman" "note 1: !C a club, !Stayman a word"
ui_wait "*2 5♥. !SQ" "note 2: !h a heart, !SQ (a letter after it) kept"
ui_wait "*3 ♦♣ !cx" "note 3: !d!c two suits, !cx kept"
ui_keys q
[ "$(ui_exit_status)" = 0 ] || fail "exit status after q"
echo "ok"

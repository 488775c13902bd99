#!/bin/sh
# Practice on a deal given without a level (--deal ... --strain S
# --practice) is played at the level its double-dummy result makes
# (4S here); the review's :save writes that contract with the play.  It
# wrote Contract "?", and the board saved was refused with its play ("a
# play but no contract: the strain is needed"), so that docs/ui.md's
# `ddplay sd --seed ... --card K x.pbn` on it could not be run.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

DEAL='N:AJ4.K86.9854.T73 KT32.Q9743.QT2.Q Q9765.A2.AK3.AK4 8.JT5.J76.J98652'
ui_start 80 24 --deal "$DEAL" --declarer S --strain S --practice --seed 1 \
	--pause 0
ui_wait "you play S and N" "practice"
ui_wait "North  to play" "the computer's lead, then dummy to play"
ui_keys Enter
ui_wait "card 3/" "a card of the user's and the computer's"
ui_keys e
ui_wait "review the play" "the question before the review"
ui_keys y
ui_wait "Review of the play" "the review"
rm -f "$TMP/p.pbn"
ui_cmd "save $TMP/p.pbn"
ui_poll test -s "$TMP/p.pbn" || fail "not saved"
grep -qx '\[Contract "4S"\]' "$TMP/p.pbn" &&
	grep -qx '\[Declarer "S"\]' "$TMP/p.pbn" ||
	{ grep -E 'Contract|Declarer' "$TMP/p.pbn"; fail "the contract not saved"; }
ui_quit
"$DDPLAY" sd --deals 2 --seed 1 --card 1 "$TMP/p.pbn" > "$TMP/sd" 2>&1 ||
	{ cat "$TMP/sd"; fail "ddplay sd refuses the board saved"; }
grep -q '^4♠ by South; North to play' "$TMP/sd" ||
	{ cat "$TMP/sd"; fail "ddplay sd: not 4♠ by South, North to play"; }
exit 0

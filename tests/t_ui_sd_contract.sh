#!/bin/sh
# The single-dummy figures belong to the contract they were worked out
# for: after :contract (another level, the same declarer and strain) the
# position's cards are the same, but not the tricks the side needs; the
# figures of 3H are not shown as those of 6H ("NS need 5" under 6H by
# East), and coming back to 3H shows them again.  And before the level
# of a deal given without one is known, neither :sd nor x works out
# figures for a level made up.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

DEAL='N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4'
# (the figures are not what is checked here, but which contract they
# are shown under: 4 layouts, not 20, each solved at the opening lead)
N=4
ui_start 110 36 --deal "$DEAL" --declarer E --contract 3H
ui_wait "South  to play" "the board"
ui_wait "solved in" "the double-dummy scores"
ui_cmd "sd $N"
ui_wait "sd $N/$N done" ":sd $N under 3H"
ui_has "NS need 5" || fail "3H by East: NS need 5"
ui_cmd "contract 6H E"
ui_wait "6♥ by East" ":contract 6H E"
ui_idle
ui_lacks "NS need 5" || fail "the figures of 3H shown under 6H"
ui_lacks "sd $N/$N" || fail "the figures of 3H shown under 6H"
ui_cmd "sd $N"
ui_wait "sd $N/$N done" ":sd $N under 6H"
ui_has "NS need 2" || fail "6H by East: NS need 2"
ui_cmd "contract 3H E"
ui_wait "3♥ by East" ":contract 3H E"
ui_wait "NS need 5" "back to 3H: its figures"
ui_quit

# A deal given its strain but no level plays at the level its
# double-dummy result makes, known once the opening position is solved:
# :sd or x asked before then worked out the figures for 1H (the lead box
# said "against 1♥ by East; the defence needs 7 tricks" under 3♥).  They
# wait for the level now ("again in a moment"), and are then 3H's.
ui_start 110 36 --deal "$DEAL" --declarer E --strain H
ui_cmd "sd $N"
ui_wait "solved in" "the double-dummy scores"
ui_wait "3♥ makes" "the level: 3"
ui_idle
ui_lacks "NS need 7" || fail ":sd asked before the level was known: the figures of 1H"
ui_cmd "sd $N"
ui_wait "sd $N/$N done" ":sd $N once the level is known"
ui_has "NS need 5" || fail ":sd once the level is known: not 3H's"
ui_quit
ui_start 110 36 --deal "$DEAL" --declarer E --strain H
ui_keys x
ui_wait "solved in" "the double-dummy scores"
sleep 2
ui_lacks "against 1♥" || { ui_screen; fail "x before the level was known: the leads against 1♥ under 3♥"; }
ui_keys Escape
ui_quit
echo "the single-dummy figures are shown under the contract they were worked out for"

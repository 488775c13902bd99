#!/bin/sh
# The interactive analyser without a deal (a random deal played in its
# best contract, found by dd_table in the background) and on a file of
# boards (n and p go through them; a bare deal gets its best contract, a
# position line starts where it stands); --deal without a contract.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

# A random deal: the contract comes from the table, then the scores.
ui_start 80 24
ui_wait " by " "the best contract"
ui_wait "solved in" "the scores"
ui_wait "to play" "seat to play"
ui_quit
status=$(ui_exit_status)
[ "$status" = 0 ] || fail "random deal: exit status $status after q"

# A file: a position from tests/ref (a trick played) and a bare deal
# whose table is known.
D='N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4'
P='N:T8.4.QT764.KJ843 J65.QJ9.K985.QT9 AQ732.2.AJ.A7652 K94.AKT87653.32.|H|N|D7 D9 DJ D3 S2 SK ST S5'
printf '# two boards\n%s\n%s\n' "$P" "$D" > "$TMP/boards.txt"
ui_start 110 36 "$TMP/boards.txt"
ui_wait "board 1 of 2" "file"
ui_wait "Hearts, declarer West, North leads" "board 1 contract"
ui_wait "Tricks won  NS 1  EW 1" "board 1 tricks"
# tests/ref/positions.txt line 2: West to lead, every card 8 tricks for
# East-West from here; with the trick they have won, 9.
ui_wait "East-West take 9 tricks: 3♥ makes" "board 1 result"
ui_wait "♠ 9:9 4:9" "board 1 scores"
ui_wait "♦ 2:9" "board 1 scores"
ui_wait "won by West" "board 1 last trick"
ui_keys n
ui_wait "board 2 of 2" "n"
# The best contract of the deal (its table: tests/ref/tables.txt line 1):
# East-West take 9 tricks in hearts (140), 10 in clubs (4C, 130), 8 in
# notrump, so 3H; East and West both make it, East comes first.
ui_wait "3♥ by East, South leads" "board 2 best contract"
ui_wait "East-West take 9 tricks: 3♥ makes" "board 2 result"
ui_keys p
ui_wait "board 1 of 2" "p"
ui_quit
status=$(ui_exit_status)
[ "$status" = 0 ] || fail "file: exit status $status after q"
# The same deal given with --deal and no contract: its best contract too,
# as in a file (it was played in 1NT by South).
ui_start 80 24 --deal "$D"
ui_wait "3♥ by East, South leads" "--deal without a contract: the best"
ui_quit
status=$(ui_exit_status)
[ "$status" = 0 ] || fail "--deal: exit status $status after q"
echo "random deal and boards as expected"

#!/bin/sh
# The interactive analyser in a real terminal (tmux): the four hands of a
# deal, the scores of the opening leads as solve --lines gives them, a
# card played, an illegal card refused with its reason, undo and redo,
# the best card, a resize below 80x24 and back, q with exit status 0.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

D='N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4'

# Hearts by East: South leads.
ui_start 110 36 --deal "$D" --declarer E --strain H
ui_wait "Hearts, declarer East, South leads" "title"
# The hands not to play, as dealt.
for want in "♠ K Q T 2" "♥ 8 6 5 3" "♦ A 7" "♣ K 3 2" \
	"♠ A" "♥ K J T" "♦ 9 6 5 4" "♣ A Q 8 7 6" \
	"♠ J 8 6 5" "♥ A Q 9 2" "♦ K T 8" "♣ T 4"; do
	ui_wait "$want" "the hands"
done
ui_wait "South  to play" "seat to play"

# The opening leads: East-West's total beside each of South's cards.
ui_expect_scores "$D|H|S|-" def
ui_wait_expected "opening leads"
ui_wait "East-West take 9 tricks: 3♥ makes" "result"
ui_wait "solved in" "status"
# The side panel (table, tricks) is on at 110 columns: hidden here, so that
# the board alone is compared below (the panel has tests of its own).
ui_wait "Double dummy" "the panel"
ui_keys i
ui_wait_gone "Double dummy" "the panel hidden"
# The second line, the result and where the play stands ("card 0/1"
# after an undo, nothing at the start), is checked apart: left out of the
# comparisons.
ui_board() {
	ui_screen | sed 2d
}
ui_board > "$TMP/start"

# South leads the spade nine: it goes to the trick, West gets scores.
ui_keys s 9
ui_wait "West  to play" "after S9"
ui_wait "South led" "the trick"
ui_expect_scores "$D|H|S|S9" decl
ui_wait_expected "West after S9"
grep -q "│ *♠9 *│" "$TMP/screen" || fail "the nine is not in the trick"

# West may not discard the heart ace.
ui_keys h a
ui_wait "West must follow suit in spades" "illegal card"

# Undo gives the first screen back, redo the second.
ui_keys u
ui_wait "South  to play" "undo"
ui_expect_scores "$D|H|S|-" def
ui_wait_expected "after undo"
ui_board | diff "$TMP/start" - > /dev/null ||
	{ ui_board | diff "$TMP/start" -; fail "undo: not the first screen"; }
ui_keys r
ui_wait "West  to play" "redo"
ui_expect_scores "$D|H|S|S9" decl
ui_wait_expected "after redo"

# The rank alone when only one suit can be played; the best card.
ui_keys 5
ui_wait "North  to play" "rank alone"
ui_expect_scores "$D|H|S|S9 S5" def
ui_wait_expected "North after S9 S5"
ui_keys b
ui_wait "East  to play" "best card"
ui_expect_scores "$D|H|S|S9 S5 SK" decl
ui_wait_expected "East after S9 S5 SK"
ui_keys b
ui_wait "won by East" "trick 1 complete"
ui_wait "Tricks won  NS 0  EW 1" "tricks won"

# Too small, then big enough again.
ui_tmux resize-window -x 70 -y 20
ui_wait "terminal too small (need 80x24)" "resize to 70x20"
ui_tmux resize-window -x 110 -y 36
ui_wait "won by East" "resize back"
ui_wait_gone "terminal too small" "resize back"
ui_tmux resize-window -x 80 -y 24
ui_wait "won by East" "resize to 80x24"
ui_wait_gone "terminal too small" "80x24"

# The keys (from the request table): at 80x24 the list scrolls, Space
# goes on to its end, another key closes it; then quit.
ui_keys '?'
ui_wait "play a best card, the lowest of equal ones" "help"
ui_wait "Down/Space: more" "help at 80x24: more below"
# Space a page at a time, to the end
for page in 1 2 3; do
	ui_keys Space
	sleep 0.3
	ui_has "cancel a suit letter typed" && break
done
ui_wait "cancel a suit letter typed" "help: Space shows the rest"
ui_keys Up
ui_wait "Down/Space: more" "help: Up scrolls back"
ui_keys x
ui_wait_gone "play a best card, the lowest of equal ones" "help closed"
ui_quit
status=$(ui_exit_status)
[ "$status" = 0 ] || { cat "$TMP/stderr"; fail "exit status $status after q"; }
echo "screen, keys, resize and exit as expected"

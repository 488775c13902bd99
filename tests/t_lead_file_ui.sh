#!/bin/sh
# The analyser on a file of lead problems (docs/lead.md, FILE...): a board
# that gives only the leader's hand cannot be shown, so it is not held
# (said under :errors, counted "not read"), and the file's other boards
# are shown; :save without a name then asks before writing over the
# file (it holds boards the analyser did not read), n keeping it.  A file of such boards
# alone: nothing to show, said, no crash.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

cp tests/data/lead/problems.pbn "$TMP/p.pbn"
ui_start 100 30 "$TMP/p.pbn"
ui_wait "board 1 of 1, 5 not read" "the whole board alone held"
ui_wait "3NT by North, East leads" "board 2 shown"
ui_cmd errors
ui_wait "p.pbn:8: board 1: only West's hand is given" ":errors"
ui_wait "p.pbn:26: board 3: only North's hand is given" ":errors, board 3"
ui_keys Escape
ui_cmd save
ui_wait "p.pbn has boards not read: replace? (y: yes, n: keep it)" ":save asks"
ui_keys n
ui_wait "not saved: the file is kept as it was" "n keeps it"
ui_quit
status=$(ui_exit_status)
[ "$status" = 0 ] || fail "exit status $status after q"
cmp -s tests/data/lead/problems.pbn "$TMP/p.pbn" || fail "the file was changed"

# only lead problems: nothing to show, said (exit status 1)
cp tests/data/lead/post.txt "$TMP/post.txt"
ui_start 100 30 "$TMP/post.txt"
status=$(ui_exit_status)
[ "$status" = 1 ] || fail "post.txt: exit status $status, not 1"
echo "lead problems refused by the analyser"

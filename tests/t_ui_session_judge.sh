#!/bin/sh
# The session view's single-dummy marks judge each board as analyse
# --sd does by default, by its Scoring: on tests/data/analyse-sd-safety.pbn
# (a safety play, t_qa_analyse_sd.sh) with board 1 at matchpoints and
# board 2 at IMPs, both finesse decisions are single-dummy errors (the ♠A
# on the tricks, the losing ♠Q on the contract), where one Scoring for
# both gives an error and an unlucky card; the rows' counts are analyse
# --sd's with the same layouts and seed.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

PBN=$TMP/mixed.pbn
awk '/^\[Board "1"\]/ { print "[Scoring \"MP\"]" } /^\[Board "2"\]/ { print "[Scoring \"IMP\"]" } { print }' \
	tests/data/analyse-sd-safety.pbn > "$PBN"

# "board errors unlucky" from analyse --sd, one line a board
LC_ALL=C.UTF-8 "$DDPLAY" analyse --sd --deals 100 --seed 1 -j 2 "$PBN" > "$TMP/analyse" ||
	fail "analyse --sd: exit status $?"
sed -n 's/^Board \([0-9]*\):.*/\1/p; s/^Single-dummy errors: \([0-9]*\); unlucky: \([0-9]*\)\.$/\1 \2/p' \
	"$TMP/analyse" | paste -d ' ' - - > "$TMP/want"
printf '1 1 0\n2 1 0\n' > "$TMP/both"
compare "$TMP/both" "$TMP/want" "analyse --sd: each board judged by its Scoring"

# the rows' board, sd err and unlucky cells ("1 3NT S ~made 9 9 +400
# +100 2 1 0 trick 4, ...")
ui_start 110 36 --threads 2 "$PBN"
ui_wait "West to play" "the first board"
ui_cmd "session sd 100"
ui_wait "single dummy 2 of 2 " "the marks of both boards"
ui_screen | grep -E '│.*(down|made) [0-9]' | sed 's/^[^│]*│//; s/│.*$//; s/▶/ /' |
	awk '{ print $1, $10, $11 }' > "$TMP/got"
compare "$TMP/want" "$TMP/got" "the session's marks against analyse --sd (each board's Scoring)"
ui_keys Escape
ui_wait_gone "Session:" "Esc closes it"
ui_quit
status=$(ui_exit_status)
[ "$status" = 0 ] || fail "exit status $status"

# A Scoring not understood ("Swiss"): the board judged on the tricks, as
# analyse --sd does, and a line under the marks says so, whole at 80x24
awk '/^\[Board "1"\]/ { print "[Scoring \"Swiss\"]" } { print }' \
	tests/data/analyse-sd-safety.pbn > "$TMP/swiss.pbn"
ui_start 80 24 --threads 2 "$TMP/swiss.pbn"
ui_wait "West to play" "the first board"
ui_cmd "session sd 20"
ui_wait "single dummy 2 of 2 " "the marks of both boards"
ui_wait "board 1: its Scoring not understood, judged on the tricks" \
	"the session's line: board 1's Scoring not understood"
ui_keys Escape
ui_wait_gone "Session:" "Esc closes it"
ui_quit
echo "t_ui_session_judge: passed"

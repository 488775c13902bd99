#!/bin/sh
# The session view's "lost" counts a claim's tricks as `ddplay analyse`
# and `analyse --summary` do (src/batch/blame.h, one count for the
# three): a claim conceding a trick double dummy would win, one of too
# many the defenders accepted.  tests/data/claim.pbn: board 1 lost 2 (West's
# ♠3 gave one, the claim of 9 conceded one; its first costly card ♠3),
# board 2 lost 1 to the claim alone (its first costly "the claim, trick
# 2"; Enter opens the board there, after the last card recorded), board
# 3 lost 1 (a claim of 10, accepted), board 4 none.  Each row's lost is
# analyse's two totals added up.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

PBN=tests/data/claim.pbn
LC_ALL=C.UTF-8 "$DDPLAY" analyse "$PBN" > "$TMP/analyse" ||
	fail "analyse: exit status $?"
# "board lost" from analyse: its side's lost and the defenders' given
sed -n "s/^Board \([0-9]*\):.*/\1/p; s/^Declarer's side .* lost \([0-9]*\) tricks*; the defenders gave away \([0-9]*\)\.\$/\1 \2/p" \
	"$TMP/analyse" | paste -d' ' - - | awk '{ print $1, $2 + $3 }' > "$TMP/want"
printf '1 2\n2 1\n3 1\n4 0\n' | cmp -s - "$TMP/want" ||
	{ cat "$TMP/analyse"; fail "analyse: the claims not counted: $(cat "$TMP/want")"; }

ui_start 110 36 --threads 2 "$PBN"
ui_wait "West to play" "the first board"
ui_cmd session
ui_wait "Session: 4 boards, 4 worked out" ":session: the boards worked out"
# a row: "▶ 1   4♠ S   down 1  9  -100  -700  2  trick 2, West ♠3 (-1)"
ui_screen | grep -E '│ .* (down|made) [0-9]' | sed 's/^[^│]*│//; s/│.*$//; s/▶/ /' > "$TMP/rows"
[ "$(wc -l < "$TMP/rows")" -eq 4 ] || { cat "$TMP/rows"; fail "not four rows"; }
awk '{ print $1, $9 }' "$TMP/rows" > "$TMP/got"
compare "$TMP/want" "$TMP/got" "the session's lost against analyse"
grep -q '^ *1 .* 2  *trick 2, West ♠3 (-1) *$' "$TMP/rows" ||
	fail "board 1: not West's ♠3 first: $(sed -n 1p "$TMP/rows")"
grep -q '^ *2 .* 1  *the claim, trick 2 (-1) *$' "$TMP/rows" ||
	fail "board 2: the claim not named: $(sed -n 2p "$TMP/rows")"
grep -q '^ *3 .* 1  *the claim, trick 2 (-1) *$' "$TMP/rows" ||
	fail "board 3: the claim accepted not named: $(sed -n 3p "$TMP/rows")"
grep -q '^ *4 .* 0  *none *$' "$TMP/rows" ||
	fail "board 4: $(sed -n 4p "$TMP/rows")"
ui_has "lost: tricks the recorded cards threw away double dummy, a claim's too" ||
	fail "the legend does not say the claim"
# Enter on board 2: opened at the claim, after the 4 cards recorded
ui_keys Down Enter
ui_wait_gone "Session:" "Enter closes the box"
ui_wait "board 2 of 4" "Enter opens board 2"
ui_wait "the rest was claimed: North-South 8 tricks" "board 2 opened at the claim"
cards=$(ui_screen | sed -n 's/.*card \([0-9]*\)\/[0-9]*.*/\1/p' | head -n 1)
[ "$cards" = 4 ] || fail "board 2 opened at card $cards, not 4 (the claim)"
ui_quit
status=$(ui_exit_status)
[ "$status" = 0 ] || fail "exit status $status"
echo "the session view counts a claim's tricks as analyse does"

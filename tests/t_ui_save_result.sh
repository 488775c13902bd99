#!/bin/sh
# :save of a board whose file gives its contract and result but no play
# (a club's hand record), no card played: the record is written as read,
# its Result kept (it became "?", the table's result lost); and with a
# line played, the same, the line in DdplayLines only (it went as the
# board's Play, the result "?").
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

# a club's hand record: contract and result, no play
CLUB=tests/data/pbn/club-result.pbn
ui_start 110 36 "$CLUB"
ui_wait "Board 1" "the board opens"
ui_cmd "save $TMP/saved.pbn"
ui_wait "saved to $TMP/saved.pbn" "saved"
# then a line of the user's: saved in the lines tag, not as the play at
# the table (it went as the Play, the Result "?")
ui_cmd "play C2"
ui_wait "West played ♣2" "West's lead"
ui_cmd "save $TMP/line.pbn"
ui_wait "saved to $TMP/line.pbn" "saved with a line"
ui_quit
for tag in '[Contract "4S"]' '[Declarer "S"]' '[Result "10"]' '[DdplayLines "1"]'; do
	grep -qxF "$tag" "$TMP/line.pbn" ||
		{ cat "$TMP/line.pbn"; fail "saved with a line: no $tag"; }
done
grep -q '^\[Play ' "$TMP/line.pbn" &&
	{ cat "$TMP/line.pbn"; fail "saved with a line: the line written as the table's play"; }
grep -q '^4SS 1 0 0 C2$' "$TMP/line.pbn" ||
	{ cat "$TMP/line.pbn"; fail "saved with a line: the line's row"; }
for tag in '[Contract "4S"]' '[Declarer "S"]' '[Result "10"]'; do
	grep -qxF "$tag" "$TMP/saved.pbn" ||
		{ cat "$TMP/saved.pbn"; fail "saved: no $tag"; }
done
grep -q '^\[Play ' "$TMP/saved.pbn" && fail "saved: a Play with no card"
echo "a board looked at is saved with its recorded result"

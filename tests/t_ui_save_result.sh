#!/bin/sh
# :save of a board whose file gives its contract and result but no play
# (a club's hand record), no card played: the record is written as read,
# its Result kept (it became "?", the table's result lost); and with a
# line played, the same, the line in DdplayLines only (it went as the
# board's Play, the result "?").  A board shown in another contract than
# its record's, no card played: saved as read.
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
# a record of a contract and its auction, no result, no play: shown in
# another contract, no card played, it is saved as read (the other
# contract was written as the table's, its auction dropped)
grep -v '^\[Result ' "$CLUB" > "$TMP/auction.pbn"
printf '[Auction "N"]\nPass 1S Pass 4S\nPass Pass Pass\n' >> "$TMP/auction.pbn"
ui_start 110 36 "$TMP/auction.pbn"
ui_wait "Board 1" "the auction's board opens"
ui_cmd "contract 3NT N"
ui_wait "3NT by North" "shown in 3NT"
ui_cmd "save $TMP/auction-saved.pbn"
ui_wait "saved to $TMP/auction-saved.pbn" "saved in another contract"
ui_quit
# (the file ends without a blank line: none is added, the board saved
# alone being the whole file, as read; docs/formats.md)
{ printf '%% PBN 2.1\n%% EXPORT\n'; cat "$TMP/auction.pbn"; } |
	cmp -s - "$TMP/auction-saved.pbn" ||
	{ diff "$TMP/auction.pbn" "$TMP/auction-saved.pbn"; fail "no card played: the record not saved as read"; }
echo "a board looked at is saved with its recorded result"

#!/bin/sh
# :save FILE.pbn in a real terminal (tmux): the board and the play so far
# as PBN, read back by `ddplay trace --lines` with the deal, contract and
# play of the original (a PBN board, its tags kept; a LIN board, its tags
# made); a play changed from the actual one; a name not ending in .pbn
# keeps the line format; a file that cannot be written gives a message and
# leaves no temporary file; the file the boards came from is not replaced
# by one of them.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

DATA=$REPO/tests/data/ui


# trace_of FILE: the trace --lines of the boards of FILE.
trace_of() {
	"$DDPLAY" trace --lines "$1" 2> "$TMP/trace.err" ||
		{ cat "$TMP/trace.err"; fail "trace --lines refused $1"; }
}

# no_temp DIR: no temporary file of a save left in DIR.
no_temp() {
	if ls -A "$1" | grep -q 'tmp-'; then
		ls -A "$1"
		fail "a temporary file left in $1"
	fi
}

# ---- PBN board 1: the whole play, at its end ----------------------------
ui_start 110 36 "$DATA/play.pbn"
ui_wait "card 0/52" "PBN: opens at the start"
ui_keys End
ui_wait "card 52/52" "PBN: End"
ui_cmd "save board $TMP/whole.PBN"
ui_wait "saved to $TMP/whole.PBN (PBN" "PBN: saved"
trace_of "$DATA/play.pbn" | head -n 1 > "$TMP/want"
trace_of "$TMP/whole.PBN" > "$TMP/got"
compare "$TMP/want" "$TMP/got" "PBN whole play read back"
# The original's tags kept, its header, CRLF line ends and byte-order
# mark too.
for tag in '[Event "Test \"Championship\""]' '[Board "1"]' \
	   '[Scoring "IMP"]' '[Contract "2D"]' '[Declarer "S"]' \
	   '[Note "1:a note"]' '[Play "W"]'; do
	grep -qF "$tag" "$TMP/whole.PBN" ||
		{ cat "$TMP/whole.PBN"; fail "PBN: no $tag"; }
done
head -n 1 "$TMP/whole.PBN" | grep -q "% PBN 2.1$(printf '\r')\$" || fail "PBN: no header"
grep -q "^%Creator: Bridge Composer$(printf '\r')\$" "$TMP/whole.PBN" ||
	fail "PBN: the file's header not kept"
grep -q "[^$(printf '\r')]\$" "$TMP/whole.PBN" && fail "PBN: a line without CR"
[ "$(head -c 3 "$TMP/whole.PBN" | od -An -tx1 | tr -d ' ')" = efbbbf ] ||
	fail "PBN: the byte-order mark not kept"


# Part of the play, then another card: a line of the user's, saved with
# the record.
ui_keys Home
ui_wait "card 0/52" "PBN: Home"
ui_keys m
ui_wait "card 3: East played ♣8" "PBN: first mistake"
ui_keys c a
ui_wait "card 3/3" "PBN: another card"
ui_cmd "save board $TMP/part.pbn"
ui_wait "saved to $TMP/part.pbn" "PBN: part saved"
# The record is saved as it was (the actual play, its Result), the line
# tried in a DdplayLines tag: line 2 leaves line 1 (the actual play) after
# two cards with the ace of clubs.
trace_of "$TMP/part.pbn" > "$TMP/got"
compare "$TMP/want" "$TMP/got" "PBN with a line of the user's: the actual play"
tr -d '\r' < "$DATA/play.pbn" | grep -F '[Result ' | head -n 1 > "$TMP/result"
grep -qF "$(cat "$TMP/result")" "$TMP/part.pbn" ||
	{ cat "$TMP/part.pbn"; fail "PBN part: the recorded result not kept"; }
grep -qF '[DdplayLines "1"]' "$TMP/part.pbn" &&
	tr -d '\r' < "$TMP/part.pbn" | grep -q ' 2 1 2 CA$' ||
	{ cat "$TMP/part.pbn"; fail "PBN part: the line tried not saved"; }
head -n 1 "$TMP/want" | awk -F'|' '{ print $1 "|" $2 "|" $3 "|CT C4 CA" }' \
	> "$TMP/want-part"

# Other names: the line format, as before.
ui_cmd "save $TMP/part.txt"
ui_wait "saved to $TMP/part.txt" "line format saved"
cmp -s "$TMP/want-part" "$TMP/part.txt" ||
	{ cat "$TMP/part.txt"; fail "line format: not the line expected"; }

# Where it cannot be written: a message, no file, no temporary file.  A
# read-only folder stops everyone but root; a folder in the file's place
# stops root too (the rename fails after the temporary file is written).
mkdir "$TMP/ro" && chmod 555 "$TMP/ro" || fail "cannot make $TMP/ro"
if ! touch "$TMP/ro/probe" 2> /dev/null; then
	ui_cmd "save $TMP/ro/x.pbn"
	ui_wait "save: $TMP/ro/x.pbn: Permission denied" "read-only folder"
	[ -z "$(ls -A "$TMP/ro")" ] || { ls -A "$TMP/ro"; fail "read-only: files left"; }
	echo "read-only folder: refused, nothing left"
else
	rm -f "$TMP/ro/probe"
	echo "read-only folder: not checked (root writes there)"
fi
mkdir "$TMP/dir.pbn" || fail "cannot make $TMP/dir.pbn"
ui_cmd "save $TMP/dir.pbn"
ui_wait "save: $TMP/dir.pbn: Is a directory" "a folder in the way"
no_temp "$TMP"
[ -z "$(ls -A "$TMP/dir.pbn")" ] || fail "the folder in the way was written into"

# The file the boards came from is not replaced by one of its boards.
cp "$DATA/play.pbn" "$TMP/copy.pbn" || fail "cannot copy play.pbn"
ui_cmd "load $TMP/copy.pbn"
ui_wait "2 boards from $TMP/copy.pbn" "load the copy"
ui_cmd "save board $TMP/copy.pbn"
ui_wait "save: $TMP/copy.pbn holds the 2 boards shown" "save over the boards read"
cmp -s "$DATA/play.pbn" "$TMP/copy.pbn" || fail "the file read was changed"
ui_quit
status=$(ui_exit_status)
[ "$status" = 0 ] || { cat "$TMP/stderr"; fail "PBN: exit status $status"; }

# ---- a LIN board: PBN tags made for it ----------------------------------
ui_start 110 36 "$DATA/play.lin"
ui_wait "card 0/52" "LIN: opens at the start"
ui_keys End
ui_wait "card 52/52" "LIN: End"
ui_cmd "save $TMP/lin.pbn"
ui_wait "saved to $TMP/lin.pbn" "LIN: saved"
trace_of "$DATA/play.lin" > "$TMP/want"
trace_of "$TMP/lin.pbn" > "$TMP/got"
compare "$TMP/want" "$TMP/got" "LIN play read back from PBN"
# (the case of the doubling is the writer's: PBN reads X and x alike)
for tag in '[Contract "2SX"]' '[Declarer "W"]' '[Dealer "W"]' \
	   '[Vulnerable "EW"]' '[Result "7"]' '[Play "N"]' '[Site "?"]'; do
	grep -qiF "$tag" "$TMP/lin.pbn" ||
		{ cat "$TMP/lin.pbn"; fail "LIN: no $tag"; }
done
ui_quit
status=$(ui_exit_status)
[ "$status" = 0 ] || { cat "$TMP/stderr"; fail "LIN: exit status $status"; }
no_temp "$TMP"
echo "PBN saved and read back as expected"

#!/bin/sh
# :save of a board kept whole writes its lines back byte for byte: the
# tabs, blanks and escapes of its tag lines (they were written again as
# [Name "value"]) and the blank line of blanks that ends it
# (tests/data/pbn-bytes.pbn's board 1: lines 1 to 26, the file's header,
# the board, its blank line); and the last board of a file without a
# blank line at its end written without one (one was added).
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

IN=tests/data/pbn-bytes.pbn
head -n 26 "$IN" > "$TMP/want.pbn"
tail -n 1 "$TMP/want.pbn" | grep -qx "$(printf ' \t')" || fail "line 26 of $IN is not its blank line of blanks"
ui_start 110 36 "$IN"
ui_wait "board 1 of 2" "the file opens"
ui_cmd "save board $TMP/one.pbn"
ui_wait "saved to $TMP/one.pbn" "board 1 saved"
ui_quit
cmp -s "$TMP/want.pbn" "$TMP/one.pbn" ||
	{ diff "$TMP/want.pbn" "$TMP/one.pbn" | cat -A | head -n 20; fail ":save: board 1 not written back byte for byte"; }
# the last board of a file that ends without a blank line, saved alone:
# the file's header, the lines before the board (blank lines and a
# comment), the board, and no blank line added after it
head -n 36 "$IN" > "$TMP/noend.pbn"
{ head -n 4 "$TMP/noend.pbn"; sed -n 27,36p "$TMP/noend.pbn"; } > "$TMP/want2.pbn"
ui_start 110 36 "$TMP/noend.pbn"
ui_wait "board 1 of 2" "the file without its last blank line opens"
ui_keys n
ui_wait "board 2 of 2" "board 2"
ui_cmd "save board $TMP/two.pbn"
ui_wait "saved to $TMP/two.pbn" "board 2 saved"
ui_quit
cmp -s "$TMP/want2.pbn" "$TMP/two.pbn" ||
	{ diff "$TMP/want2.pbn" "$TMP/two.pbn" | cat -A | head -n 20; fail ":save: the last board, no blank line after it, not written back byte for byte"; }
echo ":save: a board kept whole, byte for byte"

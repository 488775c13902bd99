#!/bin/sh
# :save keeps the whole record, the file's own lines included: a board
# whose file has a header ("% PBN 2.1", "% EXPORT", a club's line) and
# '%' lines inside its game (between tags, in the auction, in the play,
# at its end) is saved byte for byte as read (a blank line after the
# header too; no lines tag for a line that is the play recorded), to another file and over
# its own; a board of a file of several keeps the file's header when
# saved alone; and a name that says a format ddplay does not write
# (x.lin) is refused with the reason, nothing written.  A file of CRLF
# lines after a byte-order mark is saved so.  A board whose play cannot
# be read is shown, and saved with its record whole.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

cp tests/data/pbn/escape.pbn "$TMP/own.pbn"
ui_start 110 36 "$TMP/own.pbn"
ui_wait "Board 1" "the board opens"
ui_cmd "save $TMP/copy.pbn"
ui_wait "saved to $TMP/copy.pbn" "saved to another file"
# the file it came from, holding it alone: replaced at once
ui_cmd "save $TMP/own.pbn"
ui_wait "saved to $TMP/own.pbn" "saved over its own file"
ui_quit
# what was read, unchanged (no lines tag: the only line is the play
# recorded, which the record gives again)
for f in copy own; do
	cmp -s tests/data/pbn/escape.pbn "$TMP/$f.pbn" ||
		{ diff tests/data/pbn/escape.pbn "$TMP/$f.pbn"; fail "$f: the record changed"; }
done

# a file of CRLF lines after a byte-order mark (Bridge Composer's) is
# saved so
{ printf '\357\273\277'; sed 's/$/\r/' tests/data/pbn/escape.pbn; } > "$TMP/crlf.pbn"
ui_start 110 36 "$TMP/crlf.pbn"
ui_wait "Board 1" "the CRLF board opens"
ui_cmd "save $TMP/crlf-copy.pbn"
ui_wait "saved to $TMP/crlf-copy.pbn" "the CRLF board saved"
ui_quit
cmp -s "$TMP/crlf.pbn" "$TMP/crlf-copy.pbn" ||
	{ od -c "$TMP/crlf-copy.pbn" | head -n 5; fail "CRLF: the line ends or the byte-order mark changed"; }

# board 2 of a file of two, saved alone: the file's header first
# (and the comment before its first tag: on the record page, and saved)
{ cat tests/data/pbn/escape.pbn; echo '{about board 2}'
  sed -n '/^\[Event/,$p' tests/data/pbn/escape.pbn |
	sed 's/^\[Board "1"\]/[Board "2"]/'; } > "$TMP/two.pbn"
ui_start 110 36 "$TMP/two.pbn"
ui_wait "board 1 of 2" "two boards"
ui_keys n
ui_wait "board 2 of 2" "the second board"
ui_keys f
ui_wait "about board 2" "the comment before the game, on the record page"
ui_keys f
ui_cmd "save board $TMP/second.pbn"
ui_wait "saved to $TMP/second.pbn" "the second board saved"
ui_cmd "save $TMP/x.lin"
ui_wait "save: x.lin: LIN is read, not written: save as .pbn" "x.lin refused"
ui_quit
[ -e "$TMP/x.lin" ] && fail "x.lin written: $(cat "$TMP/x.lin")"
head -n 3 tests/data/pbn/escape.pbn > "$TMP/head"
head -n 3 "$TMP/second.pbn" | cmp -s "$TMP/head" - ||
	{ cat "$TMP/second.pbn"; fail "board 2 saved alone: not the file's header"; }
grep -qxF '[Board "2"]' "$TMP/second.pbn" || fail "board 2 saved alone: not board 2"
sed -n 5p "$TMP/second.pbn" | grep -qxF '{about board 2}' ||
	{ cat "$TMP/second.pbn"; fail "board 2 saved alone: the comment before it lost"; }
grep -qxF '% a comment in the play' "$TMP/second.pbn" ||
	fail "board 2 saved alone: its own '%' lines lost"
# a board whose play cannot be read (trick 2: South cannot play S2) is
# shown without it, said on its title, and saved as read, its play
# whole (it was not shown at all)
ui_start 110 36 tests/data/ui/bad.pbn
ui_wait "board 1 of 2, 1 not read" "bad.pbn: board 3 counted among those shown"
ui_keys n
ui_wait "Board 3" "board 3 shown"
ui_wait "! 1 warning" "board 3: its play not read, said"
ui_cmd "save $TMP/three.pbn"
ui_wait "saved to $TMP/three.pbn" "board 3 saved"
ui_quit
sed -n '/^\[Board "3"\]/,/^$/p' tests/data/ui/bad.pbn | grep -v '^$' > "$TMP/three.want"
sed -n '/^\[Board "3"\]/,$p' "$TMP/three.pbn" | grep -v '^$' | cmp -s "$TMP/three.want" - ||
	{ cat "$TMP/three.pbn"; fail "board 3 not saved as read"; }
# board 2 of two files joined (cat a.pbn b.pbn): its file's header
# lines before it kept, "% PBN 2.1" not twice; an old Mac file (CR line
# ends) saved with them
{ cat tests/data/pbn/escape.pbn; printf '%% PBN 2.1\n%% EXPORT\n%%Creator: Dealer4\n\n'
  sed -n '/^\[Event/,$p' tests/data/pbn/escape.pbn |
	sed 's/^\[Board "1"\]/[Board "2"]/'; } > "$TMP/joined.pbn"
tr '\n' '\r' < tests/data/pbn/escape.pbn > "$TMP/mac.pbn"
ui_start 110 36 "$TMP/joined.pbn"
ui_wait "board 1 of 2" "joined: two boards"
ui_keys n
ui_wait "board 2 of 2" "joined: the second board"
ui_cmd "save $TMP/joined2.pbn"
ui_wait "saved to $TMP/joined2.pbn" "joined: the second board saved"
ui_quit
ui_start 110 36 "$TMP/mac.pbn"
ui_wait "Board 1" "the Mac file's board"
ui_cmd "save $TMP/mac2.pbn"
ui_wait "saved to $TMP/mac2.pbn" "the Mac file's board saved"
ui_quit
[ "$(grep -c '^% PBN' "$TMP/joined2.pbn")" -eq 1 ] && grep -qxF '%Creator: Dealer4' "$TMP/joined2.pbn" ||
	{ cat "$TMP/joined2.pbn"; fail "joined: the second file's header lines not kept once"; }
cmp -s "$TMP/mac.pbn" "$TMP/mac2.pbn" ||
	{ od -c "$TMP/mac2.pbn" | head -n 5; fail "CR: not saved as read"; }
echo "the whole record saved: '%' lines in place, the file's header, .lin refused"

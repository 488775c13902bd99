#!/bin/sh
# The record checked on the analyser's screen (issue 20, item 4;
# src/formats/audit.h through app_audit()): a Result that the complete
# play contradicts, and a claim past double dummy, are said on the title
# line (the first warning where it fits, else their count and the record
# key) and on the record page, at 110x36 and 80x24; a board whose record
# agrees says nothing.  An opening lead by the wrong seat: warned of, its
# play shown on the record page as the file has it (by trick), and
# `:save` gives the file back unchanged.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

# A complete play (the first walk of the reference), Result 3: the play
# gives 7.
head -n 1 "$REF/walks-200.txt" | awk -f tests/lines2pbn.awk |
	sed 's/^\[Declarer "S"\]/[Declarer "S"]\n[Result "3"]/' > "$TMP/full.pbn"
grep -q '^\[Result "3"\]' "$TMP/full.pbn" || fail "test file not made"
sed 's/^\[Result "3"\]/[Result "7"]/' "$TMP/full.pbn" > "$TMP/right.pbn"
# A claim of 13 after the opening lead (LIN mc|): double dummy gives less.
MD='md|3SQJ975HJDAKQJCKJ3,SKT3HK96D8762CQT2,SA86HQ8542D4C9764,|'
printf 'qx|o1|%ssv|o|mb|p|mb|p|mb|1D|mb|p|mb|2D|mb|p|mb|p|mb|p|pc|CT|mc|13|\n' \
	"$MD" > "$TMP/claim.lin"

restart() {
	ui_tmux kill-server > /dev/null 2>&1
	UI_SOCKET=ddplay-test-$$-$1
}

# 110x36: the whole warning does not fit beside the result and the
# dealer: the count and the key; the record page has the text.
ui_start 110 36 "$TMP/full.pbn"
ui_wait "solved in" "full play: the board"
ui_wait "result 3 tricks (down 5)   ! 1 warning: f" "full play: the title's count"
ui_keys f
ui_wait "─ Record ─" "full play: the record page"
ui_wait "! Result says 3 tricks," "full play: the record's warning"
ui_wait "the play gives 7" "full play: the record's warning, wrapped"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "q: the program did not end well"

# a wide terminal: the warning itself on the title
restart wide
ui_start 160 36 "$TMP/full.pbn"
ui_wait "solved in" "wide: the board"
ui_wait "result 3 tricks (down 5)   ! Result says 3 tricks, the play gives 7   Dealer North" \
	"wide: the title's warning"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "q: the program did not end well"

# 80x24: the count where the title has room
restart small
ui_start 80 24 "$TMP/full.pbn"
ui_wait "solved in" "80x24: the board"
ui_wait "! 1 warning: f" "80x24: the title's count"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "q: the program did not end well"

# the record that agrees: no warning
restart right
ui_start 110 36 "$TMP/right.pbn"
ui_wait "solved in" "right: the board"
ui_wait "result 7 tricks (down 1)" "right: the result"
ui_keys f
ui_wait "─ Record ─" "right: the record page"
grep -q "warning\|! Result" "$TMP/screen" && fail "right: a warning for a right Result"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "q: the program did not end well"

# the claim, checked once the position after the last card is solved
restart claim
ui_start 80 24 "$TMP/claim.lin"
ui_wait "solved in" "claim: the board"
ui_keys End
ui_wait "the rest was claimed: North-South 13 tricks" "claim: at its end"
ui_wait "! 1 warning: f" "claim: the title's count"
ui_keys f
ui_wait "! claim of 13: double" "claim: the record's warning"
ui_wait "dummy gives 7" "claim: double dummy's tricks"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "q: the program did not end well"
# An opening lead by a seat other than declarer's left (East's, South
# declares): the board read, the warning on the title and the record
# page; the contract analysed from West's lead, without the play, which
# :save writes back as it was.
cat > "$TMP/lead.pbn" <<END
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:A86.Q8542.4.9764 42.AT73.T953.A85 QJ975.J.AKQJ.KJ3 KT3.K96.8762.QT2"]
[Declarer "S"]
[Contract "2D"]
[Result "7"]
[Play "E"]
C5 CK C2 C4
-  HJ -  -
*

END
restart lead
ui_start 110 36 "$TMP/lead.pbn"
ui_wait "solved in" "lead: the board"
ui_wait "2♦ by South, West leads  result 7 tricks (down 1)   ! 1 warning: f" \
	"lead: the title's count"
ui_wait "West  to play" "lead: the contract from West's lead"
ui_keys f
ui_wait "─ Record ─" "lead: the record page"
ui_wait "! the opening lead is by" "lead: the record's warning"
ui_wait "East; declarer South's" "lead: the record's warning, wrapped"
ui_wait "left is West" "lead: the record's warning, its end"
ui_wait "the play recorded, led" "lead: the kept play named"
ui_wait "by East: ♣5 ♣K ♣2 ♣4, ♥J" "lead: the kept play's cards, by trick"
ui_cmd "save $TMP/lead-saved.pbn"
ui_wait "saved to $TMP/lead-saved.pbn" "lead: saved"
grep -v '^%' "$TMP/lead-saved.pbn" | cmp -s - "$TMP/lead.pbn" ||
	fail "lead: :save changed the record: $(cat "$TMP/lead-saved.pbn")"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "q: the program did not end well"
restart lead-wide
ui_start 160 36 "$TMP/lead.pbn"
ui_wait "solved in" "lead, wide: the board"
ui_wait "! the opening lead is by East; declarer South's left is West   Dealer North" \
	"lead, wide: the title's warning"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "q: the program did not end well"
echo "the record's check on the title and the record page"

#!/bin/sh
# Names read from a file (Board tags, player names) are printed on a
# terminal by table, analyse and analyse --summary: a control character
# in them (ESC: a hostile file could clear the screen or retitle the
# terminal), a C1 control or invalid UTF-8 comes out as '?', never raw;
# and a '|' in a name does not shift the fields of --summary --lines.
. "$(dirname "$0")/lib.sh"

ESC=$(printf '\033')
C1=$(printf '\302\233')
sed -e "s/\\[Board \"1\"\\]/[Board \"1${ESC}[2J${C1}x|y\"]/" \
    -e "s/Ann Ek/Ann${ESC}]0;pwned$(printf '\007')|Ek/" \
	tests/data/lead/session.pbn > "$TMP/s.pbn"
grep -q "$ESC" "$TMP/s.pbn" || fail "the test file has no ESC"

# has_raw FILE: whether FILE holds a control byte other than newline, or
# a C1 control.
has_raw() {
	LC_ALL=C tr -d '\n' < "$1" | LC_ALL=C grep -q "[[:cntrl:]]" && return 0
	LC_ALL=C grep -q "$C1" "$1"
}

for args in "table" "analyse" "analyse --summary" "analyse --summary --lines"; do
	"$DDPLAY" $args "$TMP/s.pbn" > "$TMP/out" 2> /dev/null
	[ -s "$TMP/out" ] || fail "$args: no output"
	has_raw "$TMP/out" && fail "$args: a control byte printed raw: $(od -c "$TMP/out" | grep -m1 -e '033' -e '302')"
done
"$DDPLAY" table "$TMP/s.pbn" 2> /dev/null | grep -q '^Board 1?\[2J??x|y$' ||
	fail "table: the board's title: $("$DDPLAY" table "$TMP/s.pbn" 2> /dev/null | grep -m1 '^Board 1')"

# --summary --lines: ten fields a player line, twelve a board line.
"$DDPLAY" analyse --summary --lines "$TMP/s.pbn" > "$TMP/lines" 2> /dev/null
awk -F'|' '($1 == "player" || $1 == "pair") && NF != 10 { print; bad = 1 }
	   $1 == "board" && NF != 12 { print; bad = 1 }
	   END { exit bad }' "$TMP/lines" || fail "--lines fields shifted by a '|' in a name"
grep -q '^player|Ann?\]0;pwned?/Ek|' "$TMP/lines" || fail "the name with '|': $(grep Ann "$TMP/lines")"
grep -q '^board|Board 1?\[2J??x/y|' "$TMP/lines" || fail "the board with '|': $(grep '^board|Board 1' "$TMP/lines")"
# JSON still valid
if command -v python3 > /dev/null 2>&1; then
	"$DDPLAY" analyse --summary --json "$TMP/s.pbn" 2> /dev/null | python3 -m json.tool > /dev/null ||
		fail "--summary --json not valid"
fi
exit 0

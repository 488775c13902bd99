#!/bin/sh
# PBN in and out.  Plays of walks-200.txt are written as PBN by
# tests/lines2pbn.awk (independently of ddplay's writer) in two styles
# (Bridge Composer's, CRLF and a byte-order mark; a dealer program's,
# lower case, "#" values, comments, the deal from the dealer's seat):
# - trace --lines of both (all 200 plays) gives exactly the reference
#   course (dk);
# - table --pbn writes them back with the analysis tags; read again and
#   written again gives the same file (round trip), and the same traces;
# - DoubleDummyTricks of table --pbn agrees with tables.txt;
# - a file of bad boards gives the expected messages (file, line, board,
#   reason), and its good boards are still read;
# - -o writes the file whole, and does not touch it on failure.
# The subject here is the reader and the writer, not the engine (the
# courses of all 200 walks are checked by t_ref_walks, the tables of
# tables.txt by t_ref_tables): each style traces n walks, different ones
# for the two (the first n for bc, the next n for plain: every leader,
# declarer and strain occurs in each half); table --pbn solves a whole
# 20-result table for each board (about 0.3 s of CPU a deal): the round
# trip runs on r boards of each style (different boards for the two), and
# the DoubleDummyTricks check on m deals of tables.txt (the values of all
# 100 are checked by t_ref_tables, here their places in the tag).
. "$(dirname "$0")/lib.sh"

n=50
r=6
m=4
[ "$QUICK" = 1 ] && n=4 r=2 m=2
head -n "$((2 * n))" "$REF/walks-200.txt" > "$TMP/walks"
cut -d'|' -f1-4 "$TMP/walks" > "$TMP/plays"
cut -d'|' -f1-5 "$TMP/walks" > "$TMP/want"
head -n "$n" "$TMP/plays" > "$TMP/bc.plays"
sed -n "$((n + 1)),$((2 * n))p" "$TMP/plays" > "$TMP/plain.plays"
head -n "$n" "$TMP/want" > "$TMP/bc.want"
sed -n "$((n + 1)),$((2 * n))p" "$TMP/want" > "$TMP/plain.want"
# The boards of the round trip: the first r for bc, the next r for plain.
head -n "$r" "$TMP/plays" > "$TMP/bc.rt"
sed -n "$((r + 1)),$((2 * r))p" "$TMP/plays" > "$TMP/plain.rt"
head -n "$r" "$TMP/want" > "$TMP/bc.rtwant"
sed -n "$((r + 1)),$((2 * r))p" "$TMP/want" > "$TMP/plain.rtwant"

for style in bc plain; do
	awk -v style=$style -f tests/lines2pbn.awk "$TMP/$style.plays" > "$TMP/$style.pbn"
	"$DDPLAY" trace --lines "$TMP/$style.pbn" > "$TMP/$style.trace" ||
		fail "trace of the $style PBN: exit status $?"
	compare "$TMP/$style.want" "$TMP/$style.trace" "trace of PBN ($style) against the reference"

	# Round trip through ddplay's writer.
	awk -v style=$style -f tests/lines2pbn.awk "$TMP/$style.rt" > "$TMP/$style.rt.pbn"
	"$DDPLAY" table --pbn "$TMP/$style.rt.pbn" > "$TMP/$style.1.pbn" ||
		fail "table --pbn of the $style PBN: exit status $?"
	# The second pass of the plain style goes through -o over an older
	# file: the file written whole, the same as standard output.
	if [ $style = bc ]; then
		"$DDPLAY" table --pbn "$TMP/$style.1.pbn" > "$TMP/$style.2.pbn" ||
			fail "table --pbn of ddplay's own PBN: exit status $?"
	else
		echo "old content" > "$TMP/$style.2.pbn"
		"$DDPLAY" table --pbn -o "$TMP/$style.2.pbn" "$TMP/$style.1.pbn" ||
			fail "table --pbn -o of ddplay's own PBN: exit status $?"
	fi
	cmp -s "$TMP/$style.1.pbn" "$TMP/$style.2.pbn" ||
		fail "read, written, read and written again ($style): the files differ"
	"$DDPLAY" trace --lines "$TMP/$style.1.pbn" > "$TMP/$style.1.trace"
	compare "$TMP/$style.rtwant" "$TMP/$style.1.trace" "trace of written PBN ($style)"
	# Every tag of the input is still there, with its value (the
	# Bridge Composer style's CR LF line ends and byte-order mark kept:
	# bc.1.pbn has them too).
	tr -d '\r' < "$TMP/$style.rt.pbn" | sed 's/^\xef\xbb\xbf//' |
		grep '^\[' | sort > "$TMP/tags.in"
	tr -d '\r' < "$TMP/$style.1.pbn" | sed 's/^\xef\xbb\xbf//' |
		grep '^\[' | sort > "$TMP/tags.out"
	if [ $style = bc ]; then
		[ "$(LC_ALL=C grep -c "$(printf '\r')\$" "$TMP/bc.1.pbn")" -eq "$(wc -l < "$TMP/bc.1.pbn")" ] ||
			fail "table --pbn of a CR LF file: not every line ends in CR LF"
	fi
	# (values "#", the previous game's, are written out in full)
	missing=$(comm -23 "$TMP/tags.in" "$TMP/tags.out" |
		grep -v -e '^\[OptimumResultTable' -e ' "#"\]$' | wc -l)
	[ "$missing" -eq 0 ] || {
		comm -23 "$TMP/tags.in" "$TMP/tags.out" | head -n 5
		fail "$missing tags of the input lost in the output"
	}
done

# The notes and the auction of the Bridge Composer style survive.
grep -q '^\[Note "1:a note"\]' "$TMP/bc.1.pbn" || fail "the Note tag was lost"
grep -q '^\[Event "Test \\"Championship\\""\]' "$TMP/bc.1.pbn" ||
	fail "a quote in a tag value was not kept"

# DoubleDummyTricks against the reference tables: the tag holds declarers
# N S E W, each strains NT S H D C; tables.txt strains S H D C N, each
# declarers N E S W.
first_lines "$m" "$REF/tables.txt" > "$TMP/tables"
"$DDPLAY" table --pbn "$TMP/tables" > "$TMP/tables.pbn" ||
	fail "table --pbn of line deals: exit status $?"
awk -F'"' '/^\[Deal /{ d = $2 } /^\[DoubleDummyTricks /{
	h = $2; out = ""
	# the reference order: strain S H D C N, declarer N E S W
	split("2 3 4 5 1", st, " "); split("1 3 2 4", de, " ")
	for (s = 1; s <= 5; s++) for (p = 1; p <= 4; p++) {
		c = substr(h, (de[p] - 1) * 5 + st[s], 1)
		v = index("0123456789abcd", c) - 1
		out = out (out == "" ? "" : " ") v
	}
	print d "|" out }' "$TMP/tables.pbn" > "$TMP/tables.got"
compare "$TMP/tables" "$TMP/tables.got" "DoubleDummyTricks against tables.txt"

# Bad boards: the messages, and the good boards still read.
"$DDPLAY" table --lines tests/data/pbn/broken.pbn > "$TMP/broken.out" 2> "$TMP/broken.err"
status=$?
[ $status -eq 1 ] || fail "broken.pbn: exit status $status, expected 1"
compare tests/data/pbn/broken.expected "$TMP/broken.err" "messages for broken.pbn"
# A bad card is reported at its own line, the play's lines counted after
# a comment of two lines and a '%' line, the play starting on the tag's
# line
cat > "$TMP/badcard.pbn" <<'EOF2'
[Event "x"]
[Board "1"]
[Deal "N:AQ.A32.A32.65432 K.QJT9.QJT9.JT98 432.K54.K654.AKQ JT98765.876.87.7"]
[Declarer "S"]
[Contract "3NT"]
[Play "W"] H8 H2 H9 HK
S5 SA SK S2 {a comment
over two lines}
D7 DQ D2 D4
% a comment line
C7 CX CA C3
*
EOF2
"$DDPLAY" analyse "$TMP/badcard.pbn" > /dev/null 2> "$TMP/badcard.err"
grep -q "badcard.pbn:11: board 1: Play: 'CX' is not a card" "$TMP/badcard.err" ||
	fail "a bad card not reported at its line (11): $(cat "$TMP/badcard.err")"
# A card not known ('-') with known cards after it in playing order (the
# trick's winner not known): the play stops there, said at the line of
# the '-', the cards before it kept
cat > "$TMP/stops.pbn" <<'EOF2'
[Event "x"]
[Board "1"]
[Deal "N:AQ.A32.A32.65432 K.QJT9.QJT9.JT98 432.K54.K654.AKQ JT98765.876.87.7"]
[Declarer "S"]
[Contract "3NT"]
[Play "W"]
H8 H2 H9 HK
S5 - SK S2
D7 DQ D2 D4
*
EOF2
"$DDPLAY" analyse --json "$TMP/stops.pbn" > "$TMP/stops.out" 2> "$TMP/stops.err"
grep -q "stops.pbn:8: board 1: the play stops at trick 2: a card not known ('-')" "$TMP/stops.err" ||
	fail "a play stopped at a '-' not said at its line (8): $(cat "$TMP/stops.err")"
grep -q '"played": \["H8", "H2", "H9", "HK", "S2", "S5"\]' "$TMP/stops.out" ||
	fail "the play before the '-' not kept: $(cat "$TMP/stops.out")"
# table needs only the deal: the 3 good boards (board 8's lead by West,
# North declaring, read: a warning of analyse's, not a refusal) and the 5
# whose contract, play or vulnerability is bad are solved.
[ "$(wc -l < "$TMP/broken.out")" -eq 8 ] ||
	fail "broken.pbn: expected the 8 boards with a good deal, got $(wc -l < "$TMP/broken.out")"

# A PBN file without any deal says so.
printf '%% PBN 2.1\n[Event "no deals here"]\n' > "$TMP/empty.pbn"
"$DDPLAY" table "$TMP/empty.pbn" > /dev/null 2> "$TMP/empty.err" &&
	fail "a PBN file without deals: exit status 0"
grep -q "empty.pbn: no board with a deal in this PBN file" "$TMP/empty.err" ||
	fail "a PBN file without deals: no message"

# -o: the file written whole (checked above: the second pass of the plain
# style); on failure the old file is left as it was.
"$DDPLAY" table --pbn -o "$TMP/nowhere/x.pbn" "$TMP/plain.rt.pbn" 2> "$TMP/no.err" &&
	fail "writing into a folder that does not exist succeeded"
grep -q "nowhere/x.pbn: cannot write: No such file or directory" "$TMP/no.err" ||
	fail "no clear message for a folder that does not exist: $(cat "$TMP/no.err")"
# Root may write anywhere: the read-only case only for others.
if [ "$(id -u)" -ne 0 ]; then
	mkdir "$TMP/ro"
	echo "keep me" > "$TMP/ro/x.pbn"
	chmod 555 "$TMP/ro"
	"$DDPLAY" table --pbn -o "$TMP/ro/x.pbn" "$TMP/plain.rt.pbn" 2> "$TMP/ro.err" &&
		fail "writing into a read-only folder succeeded"
	grep -q "x.pbn: cannot write" "$TMP/ro.err" || fail "no message for a folder we cannot write"
	[ "$(cat "$TMP/ro/x.pbn")" = "keep me" ] || fail "the old file was changed"
	[ "$(ls "$TMP/ro" | wc -l)" -eq 1 ] || fail "a temporary file was left behind"
	chmod 755 "$TMP/ro"
fi
# A team match: the same board number in two rooms ([Room]), told apart
# in the titles, the tags written back as they were.
"$DDPLAY" table tests/data/pbn/rooms.pbn > "$TMP/rooms.out" 2>&1 ||
	fail "table of rooms.pbn: exit status $?"
[ "$(grep '^Board' "$TMP/rooms.out" | tr '\n' ';')" = "Board 1 (Open);Board 1 (Closed);" ] ||
	fail "the rooms are not in the titles: $(grep '^Board' "$TMP/rooms.out")"
"$DDPLAY" table --pbn tests/data/pbn/rooms.pbn > "$TMP/rooms.pbn" 2>&1 ||
	fail "table --pbn of rooms.pbn: exit status $?"
[ "$(grep -E '^\[(Board|Room) ' "$TMP/rooms.pbn" | tr '\n' ';')" = '[Board "1"];[Room "Open"];[Board "1"];[Room "Closed"];' ] ||
	fail "table --pbn changed the Board or Room tags: $(grep -E '^\[(Board|Room) ' "$TMP/rooms.pbn")"
"$DDPLAY" table --json tests/data/pbn/rooms.pbn > "$TMP/rooms.json" 2>&1 ||
	fail "table --json of rooms.pbn: exit status $?"
[ "$(grep -o '"board": "1", "room": "[A-Za-z]*"' "$TMP/rooms.json" | tr '\n' ';')" = '"board": "1", "room": "Open";"board": "1", "room": "Closed";' ] ||
	fail "table --json: no room: $(head -c 300 "$TMP/rooms.json")"
"$DDPLAY" sd --deals 4 --seed 1 --card 0 tests/data/pbn/rooms.pbn > "$TMP/rooms.sd" 2>&1 ||
	fail "sd of rooms.pbn: exit status $?"
grep -q '^Board 1 (Closed)' "$TMP/rooms.sd" || fail "sd: the room is not in the title: $(head -3 "$TMP/rooms.sd")"
echo "PBN checks passed"

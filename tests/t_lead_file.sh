#!/bin/sh
# ddplay lead FILE...: the lead problem of each board of the files
# (docs/lead.md): a PBN board whose Deal gives the leader's hand alone
# ("W:KT32.Q9743.QT2.Q - - -"), a BBO forum post's [hv=...] tag with
# West's hand and the auction, a board with the whole deal (each lead's
# result on it beside, the dd column).  Each board's figures are those of
# `lead --hand ... --auction ... --dealer ...` on the same seed (the same
# layouts); a board that cannot be answered is said as FILE:LINE: board
# B: and the others are answered (exit status 1).  The other commands
# refuse such a board clearly and go on with the others; table --pbn
# copies it back with its '-' hands.
. "$(dirname "$0")/lib.sh"

P=tests/data/lead/problems.pbn
POST=tests/data/lead/post.txt
N=12
[ "$QUICK" = 1 ] && N=6
lead() {
	"$DDPLAY" lead --deals $N --seed 7 -j 2 "$@"
}
# the lines of board TITLE in a --lines output: its lead, pair and
# layout lines, without the board line and the dd field
board_lines() {
	awk -F'|' -v t="$1" '
	$1 == "board" { on = $2 == t; next }
	on && $1 == "lead" { NF = 12; OFS = "|"; $1 = $1; print; next }
	on { print }' "$2"
}

# --- the boards answered, the bad ones said, exit status 1 ---
lead --lines --show-deals "$P" > "$TMP/out" 2> "$TMP/err"
[ $? -eq 1 ] || fail "problems.pbn: exit status not 1"
[ "$(grep '^board|' "$TMP/out")" = "board|Board 1|W|4S|S
board|Board 2|E|3NT|N
board|Board 6|W|3NT|S" ] || fail "problems.pbn: the boards answered: $(grep '^board|' "$TMP/out")"
cat > "$TMP/want-err" << EOT
$P:26: board 3: no leader's hand: West leads against 4S by South, and only North's hand is given
$P:30: board 4: passed out: nobody leads
$P:37: board 5: no contract: the board gives neither a contract nor an auction that reaches one
EOT
compare "$TMP/want-err" "$TMP/err" "problems.pbn: the problems said"

# --- each board's figures and layouts: lead --hand --auction's ---
check_board() {        # TITLE HAND CALLS DEALER
	lead --lines --show-deals --hand "$2" --auction "$3" --dealer "$4" \
		> "$TMP/hand" || fail "$1: lead --hand: exit status $?"
	board_lines "$1" "$TMP/out" > "$TMP/board"
	[ -s "$TMP/board" ] || fail "$1: no lines"
	compare "$TMP/hand" "$TMP/board" "$1: figures against lead --hand"
}
check_board "Board 1" W:KT32.Q9743.QT2.Q '1S P 2S P 4S P P P' S
check_board "Board 2" E:8765.JT8.A876.A5 '2N P 3N P P P' N
check_board "Board 6" W:KT32.Q9743.QT2.Q 'P 1N P 3N P P P' E

# a board's --lines --show-deals output, its board| line with it, taken
# back by --deals FILE: the same figures
awk -F'|' '$1 == "board" { on = $2 == "Board 1" } on' "$TMP/out" > "$TMP/b1.lines"
head -1 "$TMP/b1.lines" | grep -q '^board|Board 1|' || fail "board 1's lines"
"$DDPLAY" lead --hand W:KT32.Q9743.QT2.Q --auction '1S P 2S P 4S P P P' --dealer S \
	--deals "$TMP/b1.lines" --lines > "$TMP/back" 2> "$TMP/err" || fail "--deals board 1's lines: $(cat "$TMP/err")"
board_lines "Board 1" "$TMP/out" | grep -v '^layout|' > "$TMP/want"
compare "$TMP/want" "$TMP/back" "board 1's lines given back with --deals"

# --- the dd column: each lead on the board's own deal ---
# (board 2's fourth hand '-' is completed with the cards left, as ever)
REAL=$("$DDPLAY" table --lines "$P" 2> /dev/null | cut -d'|' -f1)
[ "$REAL" = "N:AQJ9.AK.KJ9.KJ32 8765.JT8.A876.A5 4.652.543.T98764 KT32.Q9743.QT2.Q" ] ||
	fail "board 2's deal: '$REAL'"
echo "$REAL" > "$TMP/real"
"$DDPLAY" lead --hand E:8765.JT8.A876.A5 --contract 3N --declarer N \
	--deals "$TMP/real" --lines | awk -F'|' '$1 == "lead" { print $2 "|" $4 }' |
	sort > "$TMP/want-dd"
awk -F'|' '$1 == "board" { on = $2 == "Board 2"; next }
	on && $1 == "lead" { print $2 "|" $13 }' "$TMP/out" | sort > "$TMP/dd"
compare "$TMP/want-dd" "$TMP/dd" "board 2: the dd column"
awk -F'|' '$1 == "board" { on = $2 != "Board 2"; next }
	on && $1 == "lead" && $13 != "-" { bad = 1 } END { exit bad }' "$TMP/out" ||
	fail "a partial board has a dd figure"

# --- the readable output and JSON: each board headed by its title ---
# (their words only, not the figures: on 2 layouts, not N; 2.6 s of
# CPU less)
lead2() {
	"$DDPLAY" lead --deals 2 --seed 7 -j 2 "$@"
}
lead2 "$P" > "$TMP/read" 2> /dev/null
[ "$(grep -c '^Board [126]$' "$TMP/read")" -eq 3 ] || fail "readable: the titles"
grep -q '^West leads against 4S by South, holding SKT32 HQ9743 DQT2 CQ\.$' "$TMP/read" ||
	grep -q '^West leads against 4♠ by South' "$TMP/read" || fail "readable: board 1's heading"
grep -q '^lead .* dd$' "$TMP/read" || fail "readable: no dd column for board 2"
[ "$(grep -c '   dd$' "$TMP/read")" -eq 1 ] || fail "readable: a dd column on a partial board"
lead2 --json "$P" > "$TMP/json" 2> /dev/null
[ "$(grep -c '^{"title": "Board [126]",$' "$TMP/json")" -eq 3 ] || fail "json: the titles: $(head -3 "$TMP/json")"
[ "$(grep -c '"dd": ' "$TMP/json")" -eq "$(grep -c '^lead|' "$TMP/want-dd")" ] ||
	[ "$(grep -o '"dd": ' "$TMP/json" | wc -l)" -eq "$(wc -l < "$TMP/want-dd")" ] ||
	fail "json: the dd of board 2's leads"
if command -v python3 > /dev/null 2>&1; then
	python3 -c '
import json, sys
text = open(sys.argv[1]).read()
dec, i, n = json.JSONDecoder(), 0, 0
while i < len(text):
    while i < len(text) and text[i].isspace(): i += 1
    if i == len(text): break
    o, i = dec.raw_decode(text, i); n += 1
    assert o["title"].startswith("Board ")
sys.exit(0 if n == 3 else 1)' "$TMP/json" || fail "json: not three objects"
fi

# --- a BBO forum post: its tag's hand and auction, its prose passed over ---
lead --lines --show-deals "$POST" > "$TMP/post" 2> "$TMP/err" || fail "post.txt: exit status $?"
[ ! -s "$TMP/err" ] || fail "post.txt: said $(cat "$TMP/err")"
[ "$(grep '^board|' "$TMP/post")" = "board|Board 1|W|4S|S" ] || fail "post.txt: $(head -1 "$TMP/post")"
board_lines "Board 1" "$TMP/post" > "$TMP/b1"
board_lines "Board 1" "$TMP/out" > "$TMP/b1pbn"
compare "$TMP/b1pbn" "$TMP/b1" "post.txt: figures against problems.pbn's board 1"
# the same tag given as a handviewer link on the command line
lead --lines 'https://www.bridgebase.com/tools/handviewer.html?w=skt32hq9743dqt2cq&d=s&v=0&b=1&a=1sp2sp4sppp' \
	> "$TMP/link" || fail "link: exit status $?"
grep -v '^layout|' "$TMP/b1pbn" > "$TMP/b1nolay"
board_lines "Board 1" "$TMP/link" > "$TMP/b1link"
compare "$TMP/b1nolay" "$TMP/b1link" "a handviewer link"
# --no-auction: the layouts free, the user's specs kept
lead --lines --no-auction --north 'hcp 15-17, balanced' "$POST" > "$TMP/noauc" ||
	fail "--no-auction: exit status $?"
lead --lines --hand W:KT32.Q9743.QT2.Q --contract 4S --declarer S \
	--north 'hcp 15-17, balanced' > "$TMP/want" || fail "--hand --north: exit status $?"
board_lines "Board 1" "$TMP/noauc" > "$TMP/got"
compare "$TMP/want" "$TMP/got" "--no-auction --north"
# the user's spec added to the board's auction's
lead --lines --south 'has SA' "$POST" > "$TMP/spec" || fail "--south: exit status $?"
lead --lines --hand W:KT32.Q9743.QT2.Q --auction '1S P 2S P 4S P P P' --dealer S \
	--south 'has SA' > "$TMP/want" || fail "--hand --south: exit status $?"
board_lines "Board 1" "$TMP/spec" > "$TMP/got"
compare "$TMP/want" "$TMP/got" "--south added to the auction's"

# --- usage ---
"$DDPLAY" lead --hand W:KT32.Q9743.QT2.Q "$P" > /dev/null 2> "$TMP/err"
[ $? -eq 2 ] || fail "--hand with FILE: exit status not 2"
grep -q -- "--hand goes without FILE" "$TMP/err" || fail "--hand with FILE: said $(cat "$TMP/err")"
"$DDPLAY" lead --contract 4S "$P" > /dev/null 2> "$TMP/err"
[ $? -eq 2 ] || fail "--contract with FILE: exit status not 2"
"$DDPLAY" lead --no-auction --hand W:KT32.Q9743.QT2.Q --contract 4S > /dev/null 2>&1
[ $? -eq 2 ] || fail "--no-auction without FILE: exit status not 2"
"$DDPLAY" lead > /dev/null 2> "$TMP/err"
[ $? -eq 2 ] || fail "no --hand, no FILE: exit status not 2"
# -o FILE: every board refused, FILE left alone
echo keep > "$TMP/o"
printf '[Board "9"]\n[Deal "N:AQJ9.AK.KJ9.KJ32 - - -"]\n[Declarer "S"]\n[Contract "4S"]\n' > "$TMP/bad.pbn"
"$DDPLAY" lead --deals 2 -o "$TMP/o" "$TMP/bad.pbn" 2> /dev/null
[ $? -eq 1 ] || fail "-o, every board refused: exit status not 1"
[ "$(cat "$TMP/o")" = keep ] || fail "-o, every board refused: FILE replaced"

# --- the other commands: the partial boards refused, the others done ---
MSG="only West's hand is given (a lead problem: ddplay lead FILE)"
for cmd in table solve trace analyse "sd --deals 2 --seed 1" "analyse --summary"; do
	# shellcheck disable=SC2086
	"$DDPLAY" $cmd "$P" > "$TMP/out" 2> "$TMP/err"
	[ $? -eq 1 ] || fail "$cmd: exit status not 1"
	grep -qxF "$P:8: board 1: $MSG" "$TMP/err" || fail "$cmd: said $(cat "$TMP/err")"
	grep -qxF "$P:26: board 3: only North's hand is given (a lead problem: ddplay lead FILE)" "$TMP/err" ||
		fail "$cmd: board 3: said $(cat "$TMP/err")"
done
"$DDPLAY" table --lines "$P" 2> /dev/null > "$TMP/out"
[ "$(wc -l < "$TMP/out")" -eq 1 ] || fail "table: not board 2 alone: $(cat "$TMP/out")"
"$DDPLAY" table --lines "$POST" > /dev/null 2> "$TMP/err"
[ $? -eq 1 ] || fail "table post.txt: exit status not 1"
[ "$(cat "$TMP/err")" = "$POST:4: board 1: $MSG" ] || fail "table post.txt: said $(cat "$TMP/err")"

# --- written back: table --pbn keeps the '-' hands, as read ---
"$DDPLAY" table --pbn "$P" > "$TMP/pbn" 2> /dev/null
grep -qxF '[Deal "W:KT32.Q9743.QT2.Q - - -"]' "$TMP/pbn" || fail "table --pbn: board 1's deal lost"
grep -qxF '[Deal "E:- - KT32.Q9743.QT2.Q -"]' "$TMP/pbn" || fail "table --pbn: board 6's deal lost"
grep -qxF "{ddplay: not analysed: $MSG}" "$TMP/pbn" || fail "table --pbn: no comment"
# and read back, the same problems (their board lines: 2 layouts)
lead2 --lines "$TMP/pbn" 2> /dev/null | grep '^board|' > "$TMP/again"
[ "$(cat "$TMP/again")" = "board|Board 1|W|4S|S
board|Board 2|E|3NT|N
board|Board 6|W|3NT|S" ] || fail "table --pbn read back: $(cat "$TMP/again")"

# a forum post's lead problem written as PBN by table --pbn (its unknown
# hands '-'), and read back: the same problem, the same figures
"$DDPLAY" table --pbn "$POST" > "$TMP/post.pbn" 2> /dev/null
grep -qxF '[Deal "N:- - - KT32.Q9743.QT2.Q"]' "$TMP/post.pbn" || fail "table --pbn post.txt: $(cat "$TMP/post.pbn")"
lead --lines --show-deals "$TMP/post.pbn" > "$TMP/postpbn" 2> "$TMP/err" || fail "post.pbn: $(cat "$TMP/err")"
board_lines "Board 1" "$TMP/postpbn" > "$TMP/got"
compare "$TMP/b1pbn" "$TMP/got" "post.txt written as PBN and read back"

# --- bad partial deals: said at their line, never a crash ---
printf '[Board "1"]\n[Deal "W:KT32.Q9743.QT2. - - -"]\n[Contract "4S"]\n[Declarer "S"]\n\n[Board "2"]\n[Deal "N:- - - -"]\n\n[Board "3"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ - AKQJ.AKQ.AKQ.AKQ -"]\n' > "$TMP/bad2.pbn"
lead "$TMP/bad2.pbn" > /dev/null 2> "$TMP/err"
[ $? -eq 1 ] || fail "bad partial deals: exit status not 1"
grep -qxF "$TMP/bad2.pbn:2: board 1: West holds 12 cards" "$TMP/err" || fail "12 cards: said $(cat "$TMP/err")"
grep -qxF "$TMP/bad2.pbn:10: board 3: SA is in two hands" "$TMP/err" || fail "a card twice: said $(cat "$TMP/err")"
[ "$(wc -l < "$TMP/err")" -eq 3 ] || fail "bad partial deals: said $(cat "$TMP/err")"
# a lead problem's Play section is not read (no card of it can be
# checked): the problem answered, nothing said
printf '[Board "1"]\n[Deal "W:KT32.Q9743.QT2.Q - - -"]\n[Contract "4S"]\n[Declarer "S"]\n[Play "W"]\nCQ C2 CA C3\nZZ\n' > "$TMP/play.pbn"
"$DDPLAY" lead --deals 2 --seed 1 --lines "$TMP/play.pbn" > "$TMP/out" 2> "$TMP/err" ||
	fail "a Play section: exit status $?: $(cat "$TMP/err")"
[ ! -s "$TMP/err" ] || fail "a Play section: said $(cat "$TMP/err")"
grep -qx 'board|Board 1|W|4S|S' "$TMP/out" || fail "a Play section: $(head -1 "$TMP/out")"
# a forum tag's: a hand of 12 cards, a card in two hands
printf '%s
' '[hv=pc=n&w=skt32hq9743dqt2&d=s&a=1sp2sp4sppp]399|300[/hv]' \
	'[hv=pc=n&w=skt32hq9743dqt2cq&e=skhakdakcak&d=s&a=1sp2sp4sppp]399|300[/hv]' > "$TMP/bad.txt"
lead "$TMP/bad.txt" > /dev/null 2> "$TMP/err"
[ $? -eq 1 ] || fail "bad tags: exit status not 1"
[ "$(cat "$TMP/err")" = "$TMP/bad.txt:1: hands: West holds 12 cards, not 13
$TMP/bad.txt:2: hands: East and West both hold SK" ] || fail "bad tags: said $(cat "$TMP/err")"
exit 0

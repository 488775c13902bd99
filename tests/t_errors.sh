#!/bin/sh
# Bad input: every kind of message, with FILE:LINE and the right line
# number; the good lines of the same file still processed; exit status 1.
# Usage errors exit 2.  Standard input is named "stdin".
. "$(dirname "$0")/lib.sh"

# North KQT2.8653.A7.K32  East A.KJT.9654.AQ876  South 9743.74.QJ32.J95
# West J865.AQ92.KT8.T4
N=KQT2.8653.A7.K32
E=A.KJT.9654.AQ876
S=9743.74.QJ32.J95
W=J865.AQ92.KT8.T4
D="N:$N $E $S $W"
# A late position (four cards a hand left), quick to solve, and the same
# in lower case with 10 for T.
LATE="N:A86.Q8542.4.9764 42.AT73.T953.A85 QJ975.J.AKQJ.KJ3 KT3.K96.8762.QT2|D|W|CT C4 C8 CJ S7 ST SA S2 D4 D5 DJ D7 DA D6 C6 D9 DQ D8 H5 DT S5 SK S8 S4 C2 C7 CA C3 H3 HJ HK H2 S3 S6 D3 SJ"
LOWER=$(printf '%s\n' "$LATE" | sed 's/T/10/g' | tr 'A-Z' 'a-z')

cat > "$TMP/in.txt" <<EOT
# bad positions, one of each kind, between good ones
$LATE
N:$N $E 9743.74.QJ32.J9 $W|N|W|-
N:$N $E $S J865.AQ92.KT8.TK|N|W|-

N:KQT2.A653.A7.K32 $E $S J865.Q982.KT8.T4|N|W|HA
$D|N|W|C4 C2 SA
$D|X|W|-
$D|N|Q|-
$D|N|W|C4 C2 C11
$D|N
N:$N $E 9743.74|N|W|-
N:$N $E $S $W.|N|W|-
N:$N $E $S Z865.AQ92.KT8.T4|N|W|-
$LOWER
EOT

"$DDPLAY" solve --lines "$TMP/in.txt" > "$TMP/out" 2> "$TMP/err"
status=$?
echo "exit status $status"
cat "$TMP/err"
[ "$status" -eq 1 ] || fail "exit status $status, expected 1"

F=$TMP/in.txt
# expect LINE TEXT: stderr has exactly the line "FILE:LINE: TEXT".
expect() {
	grep -qxF "$F:$1: $2" "$TMP/err" || fail "no message '$F:$1: $2'"
}
# expect_match LINE PATTERN: a message for LINE matching the pattern.
expect_match() {
	grep -q "^$F:$1: .*$2" "$TMP/err" ||
		fail "no message for line $1 matching '$2'"
}
expect 3 "South holds 12 cards"
expect 4 "CK is in both North and West"
expect 6 "West cannot play HA: North holds it"
expect 7 "East must follow suit in clubs"
expect 8 "bad strain 'X': expected S, H, D, C or N"
expect 9 "bad leader 'Q': expected N, E, S or W"
expect 10 "bad card 'C11' in the played cards: expected a suit letter and a rank, as in HA or C10"
expect 11 "truncated line: the leader is missing (expected deal|strain|leader|played)"
expect 12 "bad deal: hand '9743.74' has 2 suits, expected 4 (spades.hearts.diamonds.clubs)"
expect 13 "bad deal: hand 'J865.AQ92.KT8.T4.' has 5 suits, expected 4 (spades.hearts.diamonds.clubs)"
expect 14 "bad deal: hand 'Z865.AQ92.KT8.T4' has a bad rank 'Z'"
nerr=$(wc -l < "$TMP/err" | tr -d ' ')
[ "$nerr" -eq 11 ] || fail "$nerr messages, expected 11"

# The two good lines (the second in lower case, with 10 for T) give the
# same result.
nout=$(wc -l < "$TMP/out" | tr -d ' ')
[ "$nout" -eq 2 ] || fail "$nout lines out, expected 2"
first=$(sed -n 1p "$TMP/out")
case $first in
"$LATE|"*) ;;
*) fail "unexpected output: $first" ;;
esac
[ "$(sed -n 2p "$TMP/out")" = "$first" ] ||
	fail "the lower-case line gives another result"

# The same through table (deals only) and trace.
printf '%s\n\n%s\n' "N:$N $E 9743.74.QJ32.J9 $W" "N:$N $E $S $W" > "$TMP/deals"
"$DDPLAY" table --lines "$TMP/deals" > "$TMP/out" 2> "$TMP/err"
status=$?
[ "$status" -eq 1 ] || fail "table: exit status $status, expected 1"
grep -qxF "$TMP/deals:1: South holds 12 cards" "$TMP/err" ||
	fail "table: no message for line 1"
[ "$(wc -l < "$TMP/out" | tr -d ' ')" -eq 1 ] || fail "table: no result for line 3"
printf '%s\n%s\n' "$D|N|W|C4 C2 SA" "$LATE" > "$TMP/plays"
"$DDPLAY" trace --lines "$TMP/plays" > "$TMP/out" 2> "$TMP/err"
status=$?
[ "$status" -eq 1 ] || fail "trace: exit status $status, expected 1"
grep -qxF "$TMP/plays:1: East must follow suit in clubs" "$TMP/err" ||
	fail "trace: no message for line 1"
[ "$(wc -l < "$TMP/out" | tr -d ' ')" -eq 1 ] || fail "trace: no result for line 2"

# Standard input is "stdin", with or without "-"; CRLF line ends are fine.
printf '%s\r\n%s\r\n' "$LATE" "$D|S|E|H2" |
	"$DDPLAY" solve --lines > "$TMP/out" 2> "$TMP/err"
status=$?
[ "$status" -eq 1 ] || fail "stdin: exit status $status, expected 1"
grep -qxF "stdin:2: East cannot play H2: West holds it" "$TMP/err" ||
	fail "stdin: no message 'stdin:2: East cannot play H2: West holds it'"
[ "$(wc -l < "$TMP/out" | tr -d ' ')" -eq 1 ] || fail "stdin: CRLF line not read"
printf 'x\n' | "$DDPLAY" table - > /dev/null 2> "$TMP/err"
grep -q "^stdin:1: bad deal" "$TMP/err" || fail "'-' is not named stdin"

# A file that cannot be opened is reported; the other files are read.
printf '%s\n' "$LATE" > "$TMP/good"
"$DDPLAY" solve --lines "$TMP/missing" "$TMP/good" > "$TMP/out" 2> "$TMP/err"
status=$?
[ "$status" -eq 1 ] || fail "missing file: exit status $status, expected 1"
grep -qxF "$TMP/missing: No such file or directory" "$TMP/err" ||
	fail "missing file: no message"
[ "$(wc -l < "$TMP/out" | tr -d ' ')" -eq 1 ] || fail "missing file: next file not read"

# Usage errors exit 2 with a message on stderr; --help exits 0.
usage() {
	want=$1
	shift
	"$DDPLAY" "$@" > "$TMP/out" 2> "$TMP/err" < /dev/null
	status=$?
	[ "$status" -eq "$want" ] || fail "ddplay $*: exit status $status, expected $want"
	if [ "$want" -eq 2 ]; then
		[ -s "$TMP/err" ] || fail "ddplay $*: no message"
		[ -s "$TMP/out" ] && fail "ddplay $*: output on stdout"
	fi
	return 0
}
usage 2 frobnicate
usage 2 table --frob
usage 2 solve --cards
usage 2 trace -x
usage 2 analyse --lines
usage 2 table -j 0
grep -qF -- "-j wants a number of threads, 1 or more, not '0'" "$TMP/err" ||
	fail "-j 0: no clear message"
usage 2 table --vul sometimes
grep -qF -- "--vul wants None, NS, EW or All, not 'sometimes'" "$TMP/err" ||
	fail "--vul: no clear message"
usage 2 table -o x.pbn
grep -qF -- "-o is for --pbn output" "$TMP/err" || fail "-o without --pbn: no message"
# The interactive analyser needs a terminal (here: stdin and stdout are
# not one); its options are checked first.
usage 2
grep -qF "ddplay: the interactive analyser needs a terminal" "$TMP/err" ||
	fail "ddplay without a terminal: no clear message"
usage 2 --deal "N:$N $E $S $W" --strain X
grep -qF "bad strain 'X'" "$TMP/err" || fail "--strain X: no message"
usage 2 --deal "N:$N $E 9743.74.QJ32.J9 $W"
grep -qF "South holds 12 cards" "$TMP/err" || fail "--deal: bad deal not reported"
usage 2 --deal "N:$N $E $S $W" --declarer E --played "S3 SA"
grep -qF "West cannot play SA: East holds it" "$TMP/err" || fail "--played: illegal card not reported"
usage 2 --deal
usage 2 --declarer S
usage 0 --help
grep -q "^usage: ddplay" "$TMP/out" || fail "--help: no usage on stdout"
usage 0 --version
grep -q "^ddplay " "$TMP/out" || fail "--version: no version"
usage 0 trace --help
# a board whose Board tag is "?" (PBN: not known) is not named "?:"
printf '[Event "x"]\n[Board "?"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:%s %s %s %s"]\n[Declarer "S"]\n[Contract "3N"]\n[Result "14"]\n' \
	"$N" "$E" "$S" "$W" > "$TMP/unknown.pbn"
"$DDPLAY" table "$TMP/unknown.pbn" > /dev/null 2> "$TMP/err"
grep -qx "$TMP/unknown.pbn:8: bad Result '14': expected declarer's tricks, 0 to 13" "$TMP/err" ||
	fail "Board \"?\": said $(cat "$TMP/err")"
echo "all messages as expected"

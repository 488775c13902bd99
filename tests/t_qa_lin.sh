#!/bin/sh
# LIN from a post-mortem of BBO hands, as a user gives it: links ddplay
# cannot follow (short links, boards kept on BBO's site) said once and
# clearly, on the command line and in a file, the good boards of the same
# file still answered; a file of deals whose first line is another site's
# link still read as deals; a link in <...> or quotes read; a LIN string
# or link longer than a file name may be read from the command line.  The
# parser's side is in unit_lin_qa.
. "$(dirname "$0")/lib.sh"

HANDS='S9743H74DQJ32CJ95,SJ865HAQ92DKT8CT4,SKQT2H8653DA7CK32,'
DEAL='N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4'
SHORT="is a short link: ddplay does not go on the network; open it in a browser and give the link it leads to (handviewer.html?lin=...)"
REMOTE="a link to a board kept on BBO's site (linurl=, myhand=, fetchlin.php): ddplay does not go on the network to fetch it; download the LIN file (BBO's My hands) or give a link with lin="

# expect_err WANT ARGS...: ddplay table ARGS exits 1, prints nothing, and
# says exactly WANT on standard error.
expect_err() {
	want=$1
	shift
	"$DDPLAY" table --lines "$@" > "$TMP/out" 2> "$TMP/err"
	status=$?
	[ "$status" -eq 1 ] || fail "table $*: exit status $status, not 1"
	[ ! -s "$TMP/out" ] || fail "table $*: printed $(cat "$TMP/out")"
	printf '%s\n' "$want" > "$TMP/want"
	cmp -s "$TMP/want" "$TMP/err" ||
		fail "table $*: said '$(cat "$TMP/err")', not '$want'"
}

# A short link on the command line: one message, not also "no board".
expect_err "link:1: 'https://bbo.to/aBcDe' $SHORT" https://bbo.to/aBcDe
expect_err "link:1: 'https://tinyurl.com/y4abcd' $SHORT" \
	https://tinyurl.com/y4abcd
expect_err "link:1: $REMOTE" \
	'https://www.bridgebase.com/tools/handviewer.html?bbo=y&linurl=https://www.bridgebase.com/myhands/fetchlin.php?id=1'
expect_err "link:1: $REMOTE" \
	'https://www.bridgebase.com/myhands/fetchlin.php?id=123&when_played=1700000000'

# In a file of links: each said at its line, the good link answered.
cat > "$TMP/links.txt" << EOT
https://bbo.to/aBcDe
https://www.bridgebase.com/tools/handviewer.html?lin=md%7C1$HANDS%7C
bbo.to/xyz
EOT
"$DDPLAY" table --lines "$TMP/links.txt" > "$TMP/out" 2> "$TMP/err"
status=$?
[ "$status" -eq 1 ] || fail "links.txt: exit status $status, not 1"
cut -d'|' -f1 "$TMP/out" > "$TMP/got"
printf '%s\n' "$DEAL" > "$TMP/want"
cmp -s "$TMP/want" "$TMP/got" || fail "links.txt: the good link not answered: $(cat "$TMP/out")"
cat > "$TMP/want" << EOT
$TMP/links.txt:1: 'https://bbo.to/aBcDe' $SHORT
$TMP/links.txt:3: 'bbo.to/xyz' $SHORT
EOT
cmp -s "$TMP/want" "$TMP/err" || fail "links.txt: said '$(cat "$TMP/err")'"

# A file of deals whose first line is a link of another site: read as
# deals, that line reported.
printf 'https://example.com/deals\n%s\n' "$DEAL" > "$TMP/deals.txt"
"$DDPLAY" table --lines "$TMP/deals.txt" > "$TMP/out" 2> "$TMP/err"
[ "$(cut -d'|' -f1 "$TMP/out")" = "$DEAL" ] ||
	fail "deals.txt: the deal not answered: $(cat "$TMP/out") $(cat "$TMP/err")"
[ "$(wc -l < "$TMP/err")" -eq 1 ] && grep -q "^$TMP/deals.txt:1: " "$TMP/err" ||
	fail "deals.txt: said $(cat "$TMP/err")"

# A link in <...>, as mail writes one: a link, not an HTML page.
LINK="https://www.bridgebase.com/tools/handviewer.html?lin=md%7C1$HANDS%7C"
for arg in "<$LINK>" "\"$LINK\""; do
	"$DDPLAY" table --lines "$arg" > "$TMP/out" 2> "$TMP/err" ||
		fail "table '$arg': exit status $?: $(cat "$TMP/err")"
	[ ! -s "$TMP/err" ] || fail "table '$arg' said $(cat "$TMP/err")"
	[ "$(cut -d'|' -f1 "$TMP/out")" = "$DEAL" ] ||
		fail "table '$arg': $(cat "$TMP/out")"
done
printf '<%s>\n' "$LINK" > "$TMP/mail.txt"
"$DDPLAY" table --lines "$TMP/mail.txt" > "$TMP/out" 2> "$TMP/err" ||
	fail "mail.txt: exit status $?: $(cat "$TMP/err")"
[ "$(cut -d'|' -f1 "$TMP/out")" = "$DEAL" ] || fail "mail.txt: $(cat "$TMP/out")"
# An HTML page is still one.
printf '<html>\n<body>no links</body>\n' > "$TMP/page.html"
expect_err "$TMP/page.html: an HTML page, not a LIN or PBN file" "$TMP/page.html"

# A whole board's link or LIN string on the command line, longer than a
# file name may be (255 bytes): read as the board, not "File name too
# long".
LONG=$(sed -n 1p tests/data/lin/handviewer-urls.txt)
[ "${#LONG}" -gt 255 ] || fail "the long link is ${#LONG} bytes"
"$DDPLAY" table --lines "$LONG" > "$TMP/out" 2> "$TMP/err" ||
	fail "the long link: exit status $?: $(cat "$TMP/err")"
[ "$(cut -d'|' -f1 "$TMP/out")" = "$(sed -n 1p tests/data/lin/handviewer-urls.lines | cut -d'|' -f1)" ] ||
	fail "the long link: $(cat "$TMP/out") $(cat "$TMP/err")"
LONGLIN="pn|krysieq,uijallen,ElMacaroni,Player1771|st||md|3S865HAK9DKT3CJ862,SAQ3HQ8D9652CA753,SKT4HJT76532DACKT,|rh||ah|Board 1|sv|o|mb|1H|mb|p|mb|2N!|an|inv+fit|mb|p|mb|4H|mb|p|mb|p|mb|p|pg||pc|DQ|pc|D3|pc|D2|pc|DA|pg||pc|H2|pc|H4|pc|HA|pc|H8|pg||pc|DK|pc|D5|pc|S4|pc|D4|pg||pc|DT|pc|D6|pc|HT|pc|D7|pg||pc|H3|pc|D8|pc|HK|pc|HQ|pg||pc|S5|pc|SA|pc|ST|pc|S2|pg||pc|S3|pc|SK|pc|S7|pc|S6|pg||pc|H5|pc|DJ|pc|H9|pc|D9|pg||pc|C2|pc|C3|pc|CK|pc|C4|pg||mc|11|"
"$DDPLAY" analyse "$LONGLIN" > "$TMP/out" 2> "$TMP/err" ||
	fail "the long LIN string: exit status $?: $(cat "$TMP/err")"
grep -q "^Board 1: 4H by North$" "$TMP/out" &&
	grep -q "^Result: 11 tricks, made with an overtrick (claimed)\.$" "$TMP/out" ||
	fail "the long LIN string: $(cat "$TMP/out") $(cat "$TMP/err")"
# A name too long that is no link stays an error about the file.
NOTLIN=$(printf 'x%.0s' $(seq 300))
"$DDPLAY" table --lines "$NOTLIN" > /dev/null 2> "$TMP/err" && fail "a long name read"
grep -q "File name too long" "$TMP/err" || fail "a long name: $(cat "$TMP/err")"

echo "ok"

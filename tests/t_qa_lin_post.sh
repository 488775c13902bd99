#!/bin/sh
# A BBO forum post saved as text, prose before, between and after its
# [hv=...] tags, as a player saves one to look at it: table, analyse and
# solve answer the tags' boards and say nothing (exit status 0), prose
# first or not.  A file that is no post keeps its messages: a file of
# text alone, a bad deal line before a tag, prose before a good deal,
# text over two files, prose too long to be held (each line said at its
# line, in order, exit status 1).  A tag the forum wrapped over lines is
# joined; one never closed is said at the line that opens it.  A bidding
# problem's '?', handviewer links in a post's text, a thread's BBCode
# ([quote], [b]) and a tag from a page's source (&amp;, &#39;) are read.
# The analyser's side is in t_ui_forum_post.
. "$(dirname "$0")/lib.sh"

DEAL='N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4'
HV='s=s9743h74dqj32cj95&w=sj865haq92dkt8ct4&n=skqt2h8653da7ck32'
DEAL9='N:K865.A76.QT84.A8 AJ74.K942..K9543 QT9.Q8.K9762.762 32.JT53.AJ53.QJT'
TAG9='[hv=pc=n&b=9&n=SK865HA76DQ1084CA8&e=SAJ74HK942DCK9543&s=SQ109HQ8DK9762C762&a=ppp1C(could+be+short)p3Cp5Cppp&p=CAC4C2C10C8C3C7CQS2S5S7S9]399|300[/hv]'
BADDEAL='bad deal: it must start with the seat of the first hand and a colon, as in N:'

# run NAME CMD...: CMD's output in $TMP/out, its messages in $TMP/err,
# its exit status in $status.
run() {
	name=$1
	shift
	"$@" > "$TMP/out" 2> "$TMP/err"
	status=$?
}

# quiet NAME: exit status 0, nothing said.
quiet() {
	[ "$status" -eq 0 ] || fail "$1: exit status $status: $(cat "$TMP/err")"
	[ ! -s "$TMP/err" ] || fail "$1: said $(cat "$TMP/err")"
}

# The post: prose (a hand as a post writes one, "S: AK54 ...", is no
# deal; a line with a '|' of the page's) and a blank line before its
# first tag, a line between its tags, one after.
cat > "$TMP/post.txt" << EOT
From last night's club game.  Partner and I disagreed about the lead.
S: AK54 H: QJ7 D: 982 C: A63 was my hand at the other table.
Forums | Bridge | Lead problems

What would you lead as West?
[hv=pc=n&$HV&d=s&v=0&b=1&sn=Sam&wn=Wendy&nn=Nora&en=Erik&a=1sp2sppp&p=s5s2sas3]399|300[/hv]
And this one, a few boards later:
$TAG9
Thanks!
EOT
run table "$DDPLAY" table --lines "$TMP/post.txt"
quiet "table post.txt"
printf '%s\n%s\n' "$DEAL" "$DEAL9" > "$TMP/want"
cut -d'|' -f1 "$TMP/out" | cmp -s - "$TMP/want" ||
	fail "table post.txt: $(cat "$TMP/out")"
run table "$DDPLAY" table "$TMP/post.txt"
quiet "table (readable) post.txt"
grep -q "^Board 1$" "$TMP/out" && grep -q "^Board 9$" "$TMP/out" ||
	fail "table (readable) post.txt: $(cat "$TMP/out")"
run analyse "$DDPLAY" analyse "$TMP/post.txt"
quiet "analyse post.txt"
grep -q "^Board 1: 2S by South$" "$TMP/out" &&
	grep -q "^Board 9: 5C by West$" "$TMP/out" ||
	fail "analyse post.txt: $(cat "$TMP/out")"
run solve "$DDPLAY" solve --lines "$TMP/post.txt"
quiet "solve post.txt"
[ "$(cut -d'|' -f1-4 "$TMP/out")" = "$DEAL|S|W|S5 S2 SA S3
$DEAL9|C|N|CA C4 C2 CT C8 C3 C7 CQ S2 S5 S7 S9" ] ||
	fail "solve post.txt: $(cat "$TMP/out")"
# from standard input too
run stdin sh -c "'$DDPLAY' table --lines < '$TMP/post.txt'"
quiet "table < post.txt"
cut -d'|' -f1 "$TMP/out" | cmp -s - "$TMP/want" ||
	fail "table < post.txt: $(cat "$TMP/out")"

# Text alone: each line said, as a bad line of deals.
printf 'Hello all,\nwhat would you bid?\n' > "$TMP/text.txt"
run text "$DDPLAY" table --lines "$TMP/text.txt"
[ "$status" -eq 1 ] || fail "text.txt: exit status $status"
[ "$(cat "$TMP/err")" = "$TMP/text.txt:1: $BADDEAL
$TMP/text.txt:2: $BADDEAL" ] || fail "text.txt: said $(cat "$TMP/err")"

# A line that is a deal, bad, among the text before a tag: no post; every
# line said in order, then the tag, read as before.
printf 'Hello\nN:AKQ.JT9.876.5432\nmore text\n%s\n' \
	"[hv=pc=n&$HV&d=s]399|300[/hv]" > "$TMP/mixed.txt"
run mixed "$DDPLAY" table --lines "$TMP/mixed.txt"
[ "$status" -eq 1 ] || fail "mixed.txt: exit status $status"
[ "$(cut -d'|' -f1 "$TMP/out")" = "$DEAL" ] ||
	fail "mixed.txt: $(cat "$TMP/out")"
[ "$(cat "$TMP/err")" = "$TMP/mixed.txt:1: $BADDEAL
$TMP/mixed.txt:2: bad deal: 1 hand, expected 4
$TMP/mixed.txt:3: $BADDEAL
$TMP/mixed.txt:4: a BBO forum tag [hv=...] after 3 lines that are no board: read from here, the lines before left out" ] ||
	fail "mixed.txt: said $(cat "$TMP/err")"

# Text before a good deal: said, before the deal's answer; the tag after
# the deal is a bad line of deals, as before.
{ echo "Deals of the week"; echo "$DEAL"; echo "[hv=pc=n&$HV]"; } \
	> "$TMP/deals.txt"
run deals "$DDPLAY" table --lines "$TMP/deals.txt"
[ "$status" -eq 1 ] || fail "deals.txt: exit status $status"
[ "$(cut -d'|' -f1 "$TMP/out")" = "$DEAL" ] ||
	fail "deals.txt: $(cat "$TMP/out")"
[ "$(cat "$TMP/err")" = "$TMP/deals.txt:1: $BADDEAL
$TMP/deals.txt:3: $BADDEAL" ] || fail "deals.txt: said $(cat "$TMP/err")"
# (with a position's '|': said as a position's)
printf 'Text first\n%s|S|W|-\n' "$DEAL" > "$TMP/pos.txt"
run pos "$DDPLAY" solve --lines "$TMP/pos.txt"
[ "$status" -eq 1 ] || fail "pos.txt: exit status $status"
[ "$(cut -d'|' -f1 "$TMP/out")" = "$DEAL" ] || fail "pos.txt: $(cat "$TMP/out")"
grep -q "^$TMP/pos.txt:1: " "$TMP/err" && [ "$(grep -c . "$TMP/err")" -eq 1 ] ||
	fail "pos.txt: said $(cat "$TMP/err")"

# Two files: the first's text said under its own name, before the
# second's deal is answered; a post after them still read quietly.
echo "just text" > "$TMP/a.txt"
echo "$DEAL" > "$TMP/b.txt"
run two "$DDPLAY" table --lines "$TMP/a.txt" "$TMP/b.txt" "$TMP/post.txt"
[ "$status" -eq 1 ] || fail "a.txt b.txt: exit status $status"
[ "$(cat "$TMP/err")" = "$TMP/a.txt:1: $BADDEAL" ] ||
	fail "a.txt b.txt: said $(cat "$TMP/err")"
[ "$(grep -c . "$TMP/out")" -eq 3 ] || fail "a.txt b.txt post.txt: $(cat "$TMP/out")"

# Prose longer than is held (100 lines): said, as before.
awk 'BEGIN { for (i = 1; i <= 101; i++) print "line " i " of a long post" }' \
	> "$TMP/long.txt"
echo "[hv=pc=n&$HV&d=s]399|300[/hv]" >> "$TMP/long.txt"
run long "$DDPLAY" table --lines "$TMP/long.txt"
[ "$status" -eq 1 ] || fail "long.txt: exit status $status"
[ "$(cut -d'|' -f1 "$TMP/out")" = "$DEAL" ] || fail "long.txt: $(cat "$TMP/out")"
[ "$(grep -c ": $BADDEAL$" "$TMP/err")" -eq 100 ] ||
	fail "long.txt: $(grep -c . "$TMP/err") lines said"
grep -q "^$TMP/long.txt:1: $BADDEAL$" "$TMP/err" &&
	grep -q "^$TMP/long.txt: 1 more line with problems, not shown$" "$TMP/err" &&
	grep -q "^$TMP/long.txt:102: a BBO forum tag \[hv=...\] after 101 lines that are no board" "$TMP/err" ||
	fail "long.txt: said $(head -n 2 "$TMP/err"; tail -n 2 "$TMP/err")"

# A tag the forum wrapped, prose before it: joined, read quietly; one
# never closed said at the line that opens it, naming the file.
cat > "$TMP/wrapped.txt" << EOT
What would you lead as West?
[hv=pc=n&s=s9743h74dqj32cj95&w=sj865haq92dkt8ct4&n=skqt2h8
653da7ck32&d=s&v=0&b=1&sn=John
  Smith&wn=Wendy&a=1sp2sppp&p=s5s2sas3]399|300[/hv]
Thanks!
EOT
run wrapped "$DDPLAY" table --pbn "$TMP/wrapped.txt"
quiet "table wrapped.txt"
grep -qxF '[Deal "N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4"]' "$TMP/out" &&
	grep -qxF '[South "John Smith"]' "$TMP/out" &&
	grep -qxF '[Contract "2S"]' "$TMP/out" ||
	fail "table wrapped.txt: $(cat "$TMP/out")"
run wrapped "$DDPLAY" analyse "$TMP/wrapped.txt"
quiet "analyse wrapped.txt"
grep -q "^Board 1: 2S by South$" "$TMP/out" || fail "analyse wrapped.txt: $(cat "$TMP/out")"
# on the command line, as pasted
run arg "$DDPLAY" table --lines "$(sed -n 2,4p "$TMP/wrapped.txt")"
quiet "the wrapped tag on the command line"
[ "$(cut -d'|' -f1 "$TMP/out")" = "$DEAL" ] || fail "the wrapped tag on the command line: $(cat "$TMP/out")"
# not closed: the next tag still read
printf '%s\n%s\n%s\n%s\n' "Look:" "[hv=pc=n&$HV" "&d=s&b=1" \
	"[hv=pc=n&$HV&d=s&b=2]399|300[/hv]" > "$TMP/open.txt"
run open "$DDPLAY" table --lines "$TMP/open.txt"
[ "$status" -eq 1 ] || fail "open.txt: exit status $status"
[ "$(cut -d'|' -f1 "$TMP/out")" = "$DEAL" ] || fail "open.txt: $(cat "$TMP/out")"
[ "$(cat "$TMP/err")" = "$TMP/open.txt:2: a [hv=...] tag with no ']' to close it before line 4: not read" ] ||
	fail "open.txt: said $(cat "$TMP/err")"
head -n 3 "$TMP/open.txt" > "$TMP/open2.txt"
run open2 "$DDPLAY" table --lines "$TMP/open2.txt"
[ "$status" -eq 1 ] || fail "open2.txt: exit status $status"
[ "$(cat "$TMP/err")" = "$TMP/open2.txt:2: a [hv=...] tag with no ']' to close it: not read" ] ||
	fail "open2.txt: said $(cat "$TMP/err")"

# A bidding problem, "a=1dp1h2c?": its auction up to the '?', no
# contract, nothing said; a call after the '?' said.
run bid "$DDPLAY" table --pbn "[hv=pc=n&$HV&d=n&v=0&b=3&a=1dp1h2c?]399|300[/hv]"
quiet "the bidding problem"
grep -qxF '1D Pass 1H 2C' "$TMP/out" && grep -qxF '[Contract "?"]' "$TMP/out" ||
	fail "the bidding problem: $(cat "$TMP/out")"
run bid2 "$DDPLAY" table --lines "[hv=pc=n&$HV&d=n&a=1d?p]"
[ "$status" -eq 1 ] || fail "a call after '?': exit status $status"
[ "$(cat "$TMP/err")" = "link:1: a: 'p' comes after the '?' of a bidding problem (the call it asks for)" ] ||
	fail "a call after '?': said $(cat "$TMP/err")"

# A tag copied out of a page's source: &amp; between its parameters,
# HTML's character references in its names.
run entities "$DDPLAY" table --pbn "[hv=pc=n&amp;$(echo "$HV" | sed 's/&/\&amp;/g')&amp;d=s&amp;sn=O&#39;Brien&amp;wn=M&#252;ller&amp;nn=&quot;Zia&quot;]"
quiet "names with &#39;"
grep -qxF "[South \"O'Brien\"]" "$TMP/out" && grep -qxF '[West "Müller"]' "$TMP/out" &&
	grep -qxF '[North "\"Zia\""]' "$TMP/out" ||
	fail "names with &#39;: $(grep -E '^.(South|West|North) ' "$TMP/out")"

# A post with handviewer links in its text rather than tags, prose
# first: its boards, nothing said (another site's link passed over); a
# short link in it said.
LIN_LINK="https://www.bridgebase.com/tools/handviewer.html?lin=md%7C1S9743H74DQJ32CJ95,SJ865HAQ92DKT8CT4,SKQT2H8653DA7CK32,%7Cah%7CBoard%201%7C"
cat > "$TMP/links.txt" << EOT
Two boards from the club (the rules: https://en.wikipedia.org/wiki/Contract_bridge).
What would you lead? $LIN_LINK.
And this one (https://www.bridgebase.com/tools/handviewer.html?pc=n&$HV&d=w&b=2&a=1c(short)ppp), too.
Thanks
EOT
run links "$DDPLAY" table --lines "$TMP/links.txt"
quiet "links.txt"
printf '%s\n%s\n' "$DEAL" "$DEAL" > "$TMP/want2"
cut -d'|' -f1 "$TMP/out" | cmp -s - "$TMP/want2" || fail "links.txt: $(cat "$TMP/out")"
run links "$DDPLAY" analyse "$TMP/links.txt"
quiet "analyse links.txt"
grep -q "^Board 2: no play recorded" "$TMP/out" || fail "analyse links.txt: $(cat "$TMP/out")"
printf 'Lead?\nOpen https://bbo.to/aBcDe and tell me.\n' > "$TMP/short.txt"
run short "$DDPLAY" table --lines "$TMP/short.txt"
[ "$status" -eq 1 ] || fail "short.txt: exit status $status"
[ "$(cat "$TMP/err")" = "$TMP/short.txt:2: 'https://bbo.to/aBcDe' is a short link: ddplay does not go on the network; open it in a browser and give the link it leads to (handviewer.html?lin=...)" ] ||
	fail "short.txt: said $(cat "$TMP/err")"

# A thread copied with its markup: a quote first ([quote ...], no PBN
# tag), a tag wrapped in it, [b]...[/b], a tag from the page's source
# (&amp;, &#39;, &#252;): its two boards, nothing said (t_formats traces
# them).
run thread "$DDPLAY" table --pbn tests/data/lin/forum-post.txt
quiet "forum-post.txt"
for want in '[Board "7"]' '[South "Sam"]' '[Board "9"]' "[South \"O'Brien\"]" \
	'[West "Müller"]' '[Contract "5C"]'; do
	grep -qxF "$want" "$TMP/out" || fail "forum-post.txt: no $want"
done

echo "ok"

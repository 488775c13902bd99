#!/bin/sh
# Boards from BBO's forum and links given without their scheme, as a user
# of a post-mortem gives them: a short link "bbo.to/x" said as one (not
# "No such file"); "www.bridgebase.com/...handviewer.html?lin=..." read
# as the link it is, unless a file of that name exists (then the file);
# a forum tag "[hv=...]" on the command line, in a post saved as text and
# in an HTML page saved from BBO (its handviewer links and tags), each
# answered by `ddplay table`, the bad ones said at their line.  The
# parser's side is in unit_lin_hv.
. "$(dirname "$0")/lib.sh"

DEAL='N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4'
HV='s=s9743h74dqj32cj95&w=sj865haq92dkt8ct4&n=skqt2h8653da7ck32'
HANDS='S9743H74DQJ32CJ95,SJ865HAQ92DKT8CT4,SKQT2H8653DA7CK32,'
SHORT="is a short link: ddplay does not go on the network; open it in a browser and give the link it leads to (handviewer.html?lin=...)"

# deals_of FILE: the deals of table --lines output.
deals_of() {
	cut -d'|' -f1 "$1"
}

# A short link without "https://" on the command line: said as one.
for link in bbo.to/aBcDe www.bbo.to/aBcDe tinyurl.com/y4abcd; do
	"$DDPLAY" table --lines "$link" > "$TMP/out" 2> "$TMP/err"
	status=$?
	[ "$status" -eq 1 ] || fail "$link: exit status $status, not 1"
	[ ! -s "$TMP/out" ] || fail "$link: printed $(cat "$TMP/out")"
	[ "$(cat "$TMP/err")" = "link:1: '$link' $SHORT" ] ||
		fail "$link: said '$(cat "$TMP/err")'"
done
# A name that is no link still gets "No such file".
"$DDPLAY" table --lines notbbo.to/x.pbn > /dev/null 2> "$TMP/err" &&
	fail "a missing file read"
[ "$(cat "$TMP/err")" = "notbbo.to/x.pbn: No such file or directory" ] ||
	fail "a missing file: said '$(cat "$TMP/err")'"

# A handviewer link without its scheme: the link.
LINK="www.bridgebase.com/tools/handviewer.html?lin=md%7C1$HANDS%7C"
"$DDPLAY" table --lines "$LINK" > "$TMP/out" 2> "$TMP/err" ||
	fail "the link without https://: exit status $?: $(cat "$TMP/err")"
[ ! -s "$TMP/err" ] || fail "the link without https:// said $(cat "$TMP/err")"
[ "$(deals_of "$TMP/out")" = "$DEAL" ] ||
	fail "the link without https://: $(cat "$TMP/out")"
# ... unless a file has that name (as wget -x saves a page): the file.
OTHER='N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765'
mkdir -p "$TMP/www.bridgebase.com/tools"
printf '%s\n' "$OTHER" > "$TMP/$LINK"
(cd "$TMP" && "$DDPLAY" table --lines "$LINK") > "$TMP/out" 2> "$TMP/err" ||
	fail "the file named as a link: exit status $?: $(cat "$TMP/err")"
[ "$(deals_of "$TMP/out")" = "$OTHER" ] ||
	fail "the file named as a link not read: $(cat "$TMP/out")"

# A forum tag on the command line, its players and auction kept.
TAG="[hv=pc=n&$HV&d=s&v=e&b=5&pn=Sam,Wendy,Nora,Erik&a=1sp2sppp]399|300[/hv]"
"$DDPLAY" table --lines "$TAG" > "$TMP/out" 2> "$TMP/err" ||
	fail "the tag: exit status $?: $(cat "$TMP/err")"
[ "$(deals_of "$TMP/out")" = "$DEAL" ] || fail "the tag: $(cat "$TMP/out")"
"$DDPLAY" table --pbn "$TAG" > "$TMP/out" 2> "$TMP/err" ||
	fail "the tag as PBN: exit status $?: $(cat "$TMP/err")"
for want in '[West "Wendy"]' '[Dealer "S"]' '[Vulnerable "EW"]' \
	'[Board "5"]' '[Contract "2S"]' '[Declarer "S"]'; do
	grep -qF "$want" "$TMP/out" || fail "the tag as PBN: no $want"
done

# A post saved as text: its tag's board answered, the text before and
# after it (its prose) passed over quietly (t_qa_lin_post has more).
cat > "$TMP/post.txt" << EOT
What would you lead?
[hv=pc=n&$HV&d=s&v=0&b=1&a=1sp2sppp]399|300[/hv]
Thanks!
EOT
"$DDPLAY" table --lines "$TMP/post.txt" > "$TMP/out" 2> "$TMP/err" ||
	fail "post.txt: exit status $?: $(cat "$TMP/err")"
[ "$(deals_of "$TMP/out")" = "$DEAL" ] || fail "post.txt: $(cat "$TMP/out")"
[ ! -s "$TMP/err" ] || fail "post.txt: said $(cat "$TMP/err")"
# a post that starts with its tag: nothing said, exit status 0; a line
# with a '|' after it is the post's prose, passed over quietly
printf '%s\n%s\n%s\n' "[hv=pc=n&$HV&d=s&v=0&b=1&a=1sp2sppp]399|300[/hv]" \
	"Thanks!  What about 4S?" "and | this" > "$TMP/post2.txt"
"$DDPLAY" table --lines "$TMP/post2.txt" > "$TMP/out" 2> "$TMP/err" ||
	fail "post2.txt: exit status $?: $(cat "$TMP/err")"
[ "$(deals_of "$TMP/out")" = "$DEAL" ] || fail "post2.txt: $(cat "$TMP/out")"
[ ! -s "$TMP/err" ] || fail "post2.txt: said $(cat "$TMP/err")"

# Tags a line, one bad between good ones: the bad said at its line.
cat > "$TMP/tags.txt" << EOT
[hv=pc=n&$HV&d=n&b=2]399|300[/hv]
[hv=pc=n&s=sakq&d=s]399|300[/hv]
[hv=pc=n&$HV&d=e&b=3]399|300[/hv]
EOT
"$DDPLAY" table --lines "$TMP/tags.txt" > "$TMP/out" 2> "$TMP/err"
[ $? -eq 1 ] || fail "tags.txt: exit status not 1"
[ "$(deals_of "$TMP/out" | wc -l)" -eq 2 ] || fail "tags.txt: $(cat "$TMP/out")"
[ "$(cat "$TMP/err")" = "$TMP/tags.txt:2: hands: South holds 3 cards, not 13" ] ||
	fail "tags.txt: said $(cat "$TMP/err")"

# An HTML page saved from BBO: the handviewer links of its iframes and
# hrefs (&amp; and all), and its tags; a bad link said at its line.
cat > "$TMP/page.html" << EOT
<!DOCTYPE html>
<html><head><title>Lead problem - BBO Forums</title></head>
<body><p>What would you lead?</p>
<iframe src="https://www.bridgebase.com/tools/handviewer.html?$(echo "$HV" | sed 's/&/\&amp;/g')&amp;d=s&amp;b=1" width="399"></iframe>
<p>[hv=pc=n&amp;$(echo "$HV" | sed 's/&/\&amp;/g')&amp;d=n&amp;b=2]399|300[/hv]</p>
<a href='/tools/handviewer.html?lin=md%7C3$HANDS%7C'>board 3</a>
<a href="https://www.bridgebase.com/tools/handviewer.html?n=sak">bad</a>
</body></html>
EOT
"$DDPLAY" table --lines "$TMP/page.html" > "$TMP/out" 2> "$TMP/err"
[ $? -eq 1 ] || fail "page.html: exit status not 1"
printf '%s\n%s\n%s\n' "$DEAL" "$DEAL" "$DEAL" > "$TMP/want"
deals_of "$TMP/out" | cmp -s - "$TMP/want" ||
	fail "page.html: $(cat "$TMP/out") $(cat "$TMP/err")"
[ "$(cat "$TMP/err")" = "$TMP/page.html:7: hands: North holds 2 cards, not 13" ] ||
	fail "page.html: said $(cat "$TMP/err")"
"$DDPLAY" table --pbn "$TMP/page.html" 2> /dev/null |
	sed -n 's/^\[Dealer "\(.\)"\]$/\1/p' | tr -d '\n' > "$TMP/dealers"
[ "$(cat "$TMP/dealers")" = "SNN" ] ||
	fail "page.html: dealers $(cat "$TMP/dealers"), not S N N"

echo "ok"

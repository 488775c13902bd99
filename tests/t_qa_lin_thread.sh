#!/bin/sh
# A BBO forum thread saved as text or as an HTML page (docs/formats.md,
# "LIN, BBO handviewer links and forum tags"): a tag or link that the
# thread quotes again (a reply quoting the post, a tag wrapped another
# way) makes no second board, and a tag that differs is another board;
# the post's prose after its first tag is passed over quietly, a '|' in
# it or not, while a line that starts with LIN (md|...) is still read
# as LIN, its text said; a handviewer link in the text with blanks in it
# (names: "sn=Mary Ann O'Brien", "pn|John Smith,...") or wrapped over
# lines is read whole where its next word goes on with its parameters,
# and ends where it does not; an HTML page's tag wrapped over its lines
# (<br /> and all) is joined, one never closed said at its line, within
# 100 lines.  table, trace and analyse on the real program.
. "$(dirname "$0")/lib.sh"

THREAD=tests/data/lin/forum-thread.txt
PAGE=tests/data/lin/forum-thread-page.txt
DEAL7='N:AJ3.KQT2.742.K92 KQT965.J.Q83.J64 .A98653.AKJ5.Q85 8742.74.T96.AT73'
DEAL9='N:K865.A76.QT84.A8 AJ74.K942..K9543 QT9.Q8.K9762.762 32.JT53.AJ53.QJT'
DEAL='N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4'
HV='s=s9743h74dqj32cj95&w=sj865haq92dkt8ct4&n=skqt2h8653da7ck32'
HVL=https://www.bridgebase.com/tools/handviewer.html

# run CMD...: its output in $TMP/out, its messages in $TMP/err, its exit
# status in $status.
run() {
	"$@" > "$TMP/out" 2> "$TMP/err"
	status=$?
}

# quiet NAME: exit status 0, nothing said.
quiet() {
	[ "$status" -eq 0 ] || fail "$1: exit status $status: $(cat "$TMP/err")"
	[ ! -s "$TMP/err" ] || fail "$1: said $(cat "$TMP/err")"
}

# deals: the deals of table --lines' (or trace --lines') output, one a
# line (trace where the boards have their play: a third of the CPU).
deals() {
	cut -d'|' -f1 "$TMP/out"
}

# --- the thread as text: board 7 quoted, then again wrapped; board 9 as
# a link broken over two lines with blanks in its names, then quoted ---
printf '%s\n%s\n' "$DEAL7" "$DEAL9" > "$TMP/want"
run "$DDPLAY" trace --lines "$THREAD"
quiet "table $THREAD"
deals | cmp -s - "$TMP/want" || fail "table $THREAD: $(cat "$TMP/out")"
run sh -c "'$DDPLAY' trace --lines < '$THREAD'"
quiet "table < $THREAD"
deals | cmp -s - "$TMP/want" || fail "table < $THREAD: $(cat "$TMP/out")"
run "$DDPLAY" table --pbn "$THREAD"
quiet "table --pbn $THREAD"
for want in '[Board "7"]' '[South "Sam"]' '[Board "9"]' \
	"[South \"Mary Ann O'Brien\"]" '[West "Hans Müller"]' '[Contract "5C"]'; do
	grep -qxF "$want" "$TMP/out" || fail "table --pbn $THREAD: no $want"
done
# the same boards and plays as forum-post.txt's (walks 7 and 8)
run "$DDPLAY" trace --lines "$THREAD"
quiet "trace $THREAD"
cut -d'|' -f1-4 "$TMP/out" | cmp -s - tests/data/lin/forum-post.lines ||
	fail "trace $THREAD: $(cut -c1-60 "$TMP/out")"
run "$DDPLAY" analyse "$THREAD"
quiet "analyse $THREAD"
[ "$(grep -c '^Board [0-9]*: ' "$TMP/out")" -eq 2 ] &&
	grep -q '^Board 7: 2C by West$' "$TMP/out" &&
	grep -q '^Board 9: 5C by West$' "$TMP/out" ||
	fail "analyse $THREAD: $(grep '^Board' "$TMP/out")"

# --- copies and boards that differ ---
# the same tag three times (one from a page's source, &amp;; one wrapped
# as a reply quoted it): one board; the same deal with a play, or
# another board number, is another board
cat > "$TMP/dups.txt" << EOT
Lead?
[hv=pc=n&$HV&d=s&b=1]399|300[/hv]
[quote name='Jill'][hv=pc=n&amp;$(echo "$HV" | sed 's/&/\&amp;/g')&amp;d=s&amp;b=1]399|300[/hv][/quote]
> [hv=pc=n&${HV%%&n=*}
&n=${HV#*&n=}&d=s&b=1]399|300[/hv]
The play: [hv=pc=n&$HV&d=s&b=1&a=1sp2sppp&p=s5s2sas3]399|300[/hv]
And [hv=pc=n&$HV&d=s&b=2]399|300[/hv] two tags on a line, [hv=pc=n&$HV&d=s&b=1]399|300[/hv] one a copy.
EOT
run "$DDPLAY" table --pbn "$TMP/dups.txt"
quiet "dups.txt"
[ "$(grep '^\[Board ' "$TMP/out" | tr '\n' ' ')" = '[Board "1"] [Board "1"] [Board "2"] ' ] ||
	fail "dups.txt: $(grep '^\[Board ' "$TMP/out")"
[ "$(grep -c '^\[Contract "2S"\]' "$TMP/out")" -eq 1 ] ||
	fail "dups.txt: the board with its play: $(grep '^\[Contract' "$TMP/out")"
# a copy of a link in a post's text, the other form of it (http://, no
# www.) a copy too; a link of a file of links (no post) is read each time
printf 'Lead? %s\n> Lead? %s\nThanks\n' "$HVL?$HV&d=s&b=4" \
	"http://bridgebase.com/tools/handviewer.html?$HV&d=s&b=4" > "$TMP/linkdups.txt"
run "$DDPLAY" table --lines "$TMP/linkdups.txt"
quiet "linkdups.txt"
[ "$(deals)" = "$DEAL" ] || fail "linkdups.txt: $(cat "$TMP/out")"
printf '%s\n%s\n' "$HVL?$HV&d=s&b=4" "$HVL?$HV&d=s&b=4" > "$TMP/links.txt"
run "$DDPLAY" table --lines "$TMP/links.txt"
quiet "links.txt"
[ "$(deals | grep -c .)" -eq 2 ] || fail "links.txt: $(cat "$TMP/out")"

# --- the prose after the first tag, '|' in it or not: quiet; LIN in a
# post still read, its text said ---
cat > "$TMP/prose.txt" << EOT
[hv=pc=n&$HV&d=s&b=1]399|300[/hv]
Forums | Bridge | Lead problems
I'd lead a club | or a spade.  What about 4S?
The LIN: md|3S9743H74DQJ32CJ95,SJ865HAQ92DKT8CT4,SKQT2H8653DA7CK32,|ah|Board 2|
md|3S9743H74DQJ32CJ95,SJ865HAQ92DKT8CT4,SKQT2H8653DA7CK32,|ah|Board 3| and this
EOT
run "$DDPLAY" table --pbn "$TMP/prose.txt"
[ "$status" -eq 1 ] || fail "prose.txt: exit status $status"
[ "$(grep '^\[Board ' "$TMP/out" | tr '\n' ' ')" = '[Board "1"] [Board "2"] [Board "3"] ' ] ||
	fail "prose.txt: $(grep '^\[Board ' "$TMP/out")"
[ "$(cat "$TMP/err")" = "$TMP/prose.txt:5: board 3: unexpected text 'and this': not a LIN tag (as md|...|)" ] ||
	fail "prose.txt: said $(cat "$TMP/err")"
# prose first, then the same
{ echo "What would you lead?"; cat "$TMP/prose.txt"; } | head -n 4 > "$TMP/prose2.txt"
run "$DDPLAY" table --lines "$TMP/prose2.txt"
quiet "prose2.txt"
[ "$(deals | grep -c .)" -eq 1 ] || fail "prose2.txt: $(cat "$TMP/out")"

# --- links with blanks, wrapped over lines ---
LIN="md%7C3S9743H74DQJ32CJ95%2CSJ865HAQ92DKT8CT4%2CSKQT2H8653DA7CK32%2C%7C"
cat > "$TMP/blanks.txt" << EOT
Lead? $HVL?$HV&d=s&b=1&sn=Ann van der Berg&wn=Bo Li&a=1sp2sppp) and so on.
Raw: $HVL?lin=pn|John Smith,Ann Lee,Bob,Cy|md|3S9743H74DQJ32CJ95,SJ865HAQ92DKT8CT4,SKQT2H8653DA7CK32,|ah|Board 2| was fun | or not.
Ends at a name: $HVL?$HV&d=s&b=3&sn=John Smith
Wrapped: $HVL?${HV%%d*}
d${HV#*d}&d=s&b=4&sn=Sue
Thanks!
Wrapped LIN: $HVL?lin=md%7C3S9743H74DQJ32CJ95%2CSJ865HAQ92D
KT8CT4%2CSKQT2H8653DA7CK32%2C%7Cah%7CBoard%205%7C
Two links: $HVL?$HV&d=s&b=6
$HVL?$HV&d=s&b=7
EOT
run "$DDPLAY" table --pbn "$TMP/blanks.txt"
quiet "blanks.txt"
[ "$(grep '^\[Board ' "$TMP/out" | tr '\n' ' ')" = '[Board "1"] [Board "2"] [Board "3"] [Board "4"] [Board "5"] [Board "6"] [Board "7"] ' ] ||
	fail "blanks.txt: $(grep '^\[Board ' "$TMP/out")"
for want in '[South "Ann van der Berg"]' '[West "Bo Li"]' '[Contract "2S"]' \
	'[South "John Smith"]' '[West "Ann Lee"]' '[South "John"]' '[South "Sue"]'; do
	grep -qxF "$want" "$TMP/out" || fail "blanks.txt: no $want"
done
run "$DDPLAY" table --lines "$TMP/blanks.txt"
[ "$(deals | sort -u)" = "$DEAL" ] && [ "$(deals | grep -c .)" -eq 7 ] ||
	fail "blanks.txt: $(cat "$TMP/out")"
# as the program's input from a pipe, the same
run sh -c "cat '$TMP/blanks.txt' | '$DDPLAY' table --lines"
quiet "blanks.txt from a pipe"
[ "$(deals | grep -c .)" -eq 7 ] || fail "blanks.txt from a pipe: $(cat "$TMP/out")"

# a tag never closed, then a line that ends in a link, at the file's end:
# the tag said, the link read
printf 'Lead?\n[hv=pc=n&%s\nSee %s?%s&d=s&b=2\n' "$HV" "$HVL" "$HV" > "$TMP/end.txt"
run "$DDPLAY" table --pbn "$TMP/end.txt"
[ "$status" -eq 1 ] || fail "end.txt: exit status $status"
[ "$(grep '^\[Board ' "$TMP/out")" = '[Board "2"]' ] || fail "end.txt: $(grep '^\[Board ' "$TMP/out")"
[ "$(cat "$TMP/err")" = "$TMP/end.txt:2: a [hv=...] tag with no ']' to close it: not read" ] ||
	fail "end.txt: said $(cat "$TMP/err")"

# a link of 100,000 parameters (600 KB), alone on its line and in a
# post's text, its parameters apart by blanks: read in a bounded time,
# linear in its length (the '&' of HTML's references were looked for in
# all the rest of the link, the link's kind in all of it at each blank:
# minutes)
# (written a parameter at a time: a string grown 100,000 times took
# awk 2 s of CPU)
awk -v l="$HVL" 'BEGIN {
	printf "%s?", l
	for (i = 0; i < 100000; i++) printf "&b=c"
	print ""
	print "[hv=pc=n&'"$HV"'&d=s&b=1]"
	printf "Long: %s?a=1", l
	for (i = 0; i < 100000; i++) printf " &b=c"
	print ""
}' > "$TMP/huge.txt"
command -v timeout > /dev/null 2>&1 && TIMEOUT="timeout 60" || TIMEOUT=
run $TIMEOUT "$DDPLAY" table --lines "$TMP/huge.txt"
[ "$status" -ne 124 ] || fail "huge.txt: not read in 60 s"
[ "$(deals)" = "$DEAL" ] || fail "huge.txt: $(cut -c1-80 "$TMP/out")"

# --- an HTML page: a tag wrapped over its lines, <br /> and all, joined;
# its quote a copy; one never closed said at its line ---
run "$DDPLAY" table --pbn "$PAGE"
[ "$status" -eq 1 ] || fail "$PAGE: exit status $status"
[ "$(grep '^\[Board ' "$TMP/out" | tr '\n' ' ')" = '[Board "7"] [Board "9"] ' ] ||
	fail "$PAGE: $(grep '^\[Board ' "$TMP/out")"
grep -qxF '[South "Sam"]' "$TMP/out" && grep -qxF '[Contract "2C"]' "$TMP/out" ||
	fail "$PAGE: board 7: $(grep -E '^.(South|Contract) ' "$TMP/out")"
[ "$(cat "$TMP/err")" = "$PAGE:8: a [hv=...] tag with no ']' to close it before line 9: not read" ] ||
	fail "$PAGE: said $(cat "$TMP/err")"
run "$DDPLAY" trace --lines "$PAGE"
[ "$status" -eq 1 ] || fail "trace $PAGE: exit status $status"
[ "$(cut -d'|' -f1-4 "$TMP/out")" = "$(head -n 1 tests/data/lin/forum-post.lines)" ] ||
	fail "trace $PAGE: $(cut -c1-80 "$TMP/out")"
# not closed by the page's end; not in 100 lines (the board after it read)
printf '<html><body>\n<p>[hv=pc=n&amp;%s<br />\n&amp;d=s\n</body></html>\n' \
	"$(echo "$HV" | sed 's/&/\&amp;/g')" > "$TMP/open.html"
run "$DDPLAY" trace --lines "$TMP/open.html"
[ "$status" -eq 1 ] || fail "open.html: exit status $status"
[ "$(cat "$TMP/err")" = "$TMP/open.html:2: a [hv=...] tag with no ']' to close it: not read" ] ||
	fail "open.html: said $(cat "$TMP/err")"
{
	printf '<html><body>\n<p>[hv=pc=n&amp;%s\n' "$(echo "$HV" | sed 's/&/\&amp;/g')"
	awk 'BEGIN { for (i = 1; i <= 101; i++) print "x" }'
	printf '<a href="%s?%s&amp;d=s&amp;b=5">b</a>\n' "$HVL" "$(echo "$HV" | sed 's/&/\&amp;/g')"
	printf '</body></html>\n'
} > "$TMP/long.html"
run "$DDPLAY" table --pbn "$TMP/long.html"
[ "$status" -eq 1 ] || fail "long.html: exit status $status"
[ "$(cat "$TMP/err")" = "$TMP/long.html:2: a [hv=...] tag with no ']' to close it in 100 lines (64 KB): not read" ] ||
	fail "long.html: said $(cat "$TMP/err")"
[ "$(grep '^\[Board ' "$TMP/out")" = '[Board "5"]' ] || fail "long.html: $(grep '^\[Board ' "$TMP/out")"

echo "ok"

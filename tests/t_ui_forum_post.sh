#!/bin/sh
# A BBO forum post saved as text, its prose before its first [hv=...]
# tag, opened in the analyser (tmux): its tags' boards shown, no problem
# said (no "(:errors)", no board "not read"); a file of text alone still
# says its problems (and has no board to show).  The batch commands' side is in t_qa_lin_post.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

HV='s=s9743h74dqj32cj95&w=sj865haq92dkt8ct4&n=skqt2h8653da7ck32'
cat > "$TMP/post.txt" << EOT
From last night's club game.

What would you lead as West?
[hv=pc=n&$HV&d=s&v=0&b=1&a=1sp2sppp&p=s5s2sas3]399|300[/hv]
And board 2, the same hands:
[hv=pc=n&$HV&d=w&v=n&b=2&a=1hp1sp2hppp]399|300[/hv]
Thanks!
EOT
ui_start 110 36 "$TMP/post.txt"
ui_wait "Board 1  2♠ by South" "the first tag's board"
ui_wait "board 1 of 2" "both tags' boards"
ui_lacks "(:errors)" || fail "a problem said: $(cat "$TMP/screen")"
ui_lacks "not read" || fail "a board not read: $(cat "$TMP/screen")"
ui_quit
[ "$(ui_exit_status)" = 0 ] || fail "q: exit status not 0"
[ ! -s "$TMP/stderr" ] || fail "said on standard error: $(cat "$TMP/stderr")"

# text alone: its lines' problems said, no board to show
printf 'Hello all,\nwhat would you bid?\n' > "$TMP/text.txt"
ui_start 110 36 "$TMP/text.txt"
[ "$(ui_exit_status)" = 1 ] || fail "text.txt: exit status not 1"
grep -q "^$TMP/text.txt:2: bad deal: " "$TMP/stderr" ||
	fail "text.txt: said $(cat "$TMP/stderr")"
echo "ok"

#!/bin/sh
# :sd stopped by another request goes on from where it was when asked
# again at the same position (the same layouts, the same seed): the
# layouts solved before are counted at once, not solved again, and the
# figures at the end are `ddplay sd`'s over all the layouts.  Finished
# figures asked for again are shown at once as they are.  z (and :sd
# without a count) asks for the count asked there before.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

DEAL='N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4'
N=60

# solved FILE: K of the "sd K/N" line, or nothing
solved() {
	sed -n "s/.* sd \([0-9]*\)\/$N[ :].*/\1/p" "$1" | head -n 1
}

ui_start 110 36 --deal "$DEAL" --declarer E --strain H
ui_wait "South  to play" "the board"
ui_wait "solved in" "the double-dummy scores"
ui_cmd "sd $N"
# stopped by a command once a few layouts are solved, before the end
i=0
while :; do
	ui_screen > "$TMP/screen"
	k=$(solved "$TMP/screen")
	[ -n "$k" ] && [ "$k" -ge 3 ] && break
	i=$((i + 1))
	[ "$i" -lt $((UI_WAIT * 20)) ] || { cat "$TMP/screen"; fail "no layout solved"; }
	sleep 0.05
done
ui_keys :
sleep 0.3
ui_keys Escape
ui_wait " stopped" ":sd $N stopped by a command"
ui_screen > "$TMP/screen"
k1=$(solved "$TMP/screen")
[ -n "$k1" ] || { cat "$TMP/screen"; fail "no count on the stopped line"; }
[ "$k1" -lt "$N" ] || fail "all $N solved before the stop: nothing to go on from"
# asked again (z: the count asked there before, not the default 200):
# the count goes on from k1 at once (solving k1 layouts again would take
# a while: k1 >= 3 of the lead's layouts)
ui_keys z
ui_wait_gone " stopped" ":sd $N again"
ui_screen > "$TMP/screen"
k2=$(solved "$TMP/screen")
[ -n "$k2" ] && [ "$k2" -ge "$k1" ] ||
	{ grep ' sd ' "$TMP/screen"; fail ":sd went back to ${k2:-nothing} of $N, not on from $k1"; }
ui_wait "sd $N/$N done" ":sd: all $N layouts solved"
ui_screen > "$TMP/screen"
seed=$(sed -n 's/.* seed \([0-9]*\).*/\1/p' "$TMP/screen" | head -n 1)
[ -n "$seed" ] || fail "no seed on the screen"
cut -c1-80 "$TMP/screen" | ui_sd_figures - 6 | sort > "$TMP/got"
[ "$(wc -l < "$TMP/got")" -eq 13 ] || { cat "$TMP/got"; fail "not 13 figures"; }
echo "$DEAL|H|S|" | "$DDPLAY" sd --deals "$N" --seed "$seed" --level 3 -j 1 \
	--lines > "$TMP/sd" || fail "ddplay sd: exit status $?"
ui_sd_lines_figures "$TMP/sd" > "$TMP/want"
compare "$TMP/want" "$TMP/got" "the figures after going on, against ddplay sd"
# asked once more when done (:sd, no count, then :sd N): shown as they
# are, not worked out again (never fewer than N on the way to "done")
for ask in "sd" "sd $N"; do
ui_cmd "$ask"
i=0
while :; do
	ui_screen > "$TMP/screen"
	k=$(solved "$TMP/screen")
	[ -n "$k" ] && [ "$k" -lt "$N" ] &&
		{ grep ' sd ' "$TMP/screen"; fail "finished figures worked out again"; }
	grep -q "sd $N/$N done" "$TMP/screen" && break
	i=$((i + 1))
	[ "$i" -lt $((UI_WAIT * 20)) ] || { cat "$TMP/screen"; fail "not done again"; }
	sleep 0.05
done
cut -c1-80 "$TMP/screen" | ui_sd_figures - 6 | sort > "$TMP/got"
compare "$TMP/want" "$TMP/got" "the finished figures asked again (:$ask)"
done
ui_quit
echo ":sd stopped and asked again goes on from the layouts solved ($k1 of $N), figures as ddplay sd's"

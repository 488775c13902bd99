#!/bin/sh
# At the opening lead, x (the lead's table) and :sd (the figures beside
# the leader's cards) ask the same question of the same layouts: one
# dealer (sdlayout.h) and one seed, so the share of layouts where the
# defence sets the contract is the same for each card in both, rounded
# the same way; and both are `ddplay lead`'s on the same seed.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

DEAL='N:AQJ9.AK.KJ9.KJ32 8765.JT8.A876.A5 4.652.543.T98764 KT32.Q9743.QT2.Q'
# 16 layouts (40 before 2026-11-28: the same 40 solved three times, 6 s
# of the plain pass's CPU); shares of sixteenths have halves to round
# (12.5%), as those of 40ths do.  (The sanitizer pass: 8, the same
# paths, eighths; 40 were 10 s of its CPU.)
N=16
[ "$QUICK" = 1 ] && N=8

ui_start 110 36 --deal "$DEAL" --declarer S --contract 4S
ui_wait "West  to play" "the board"
ui_wait "solved in" "the double-dummy scores"
ui_cmd "lead $N"
ui_wait "$N of $N layouts" "x: all $N layouts solved"
ui_wait "done; any key closes" "x: done"
ui_screen > "$TMP/lead"
seed=$(sed -n 's/.*(seed \([0-9]*\)).*/\1/p' "$TMP/lead" | head -n 1)
[ -n "$seed" ] || { cat "$TMP/lead"; fail "no seed in the lead's box"; }
# "♥4/3     6.91   6.42- 7.40    94% ..." -> "H4 94" and "H3 94"
awk '{
	for (i = 1; i <= NF; i++)
		if ($i ~ /^(♠|♥|♦|♣)[AKQJT2-9](\/[AKQJT2-9])*$/) break
	if (i > NF) next
	s = substr($i, 1, length($i) - length($i) + 0)
	suit = $i ~ /^♠/ ? "S" : $i ~ /^♥/ ? "H" : $i ~ /^♦/ ? "D" : "C"
	r = $i; sub(/^(♠|♥|♦|♣)/, "", r)
	# (the first share after the interval, whose ends may be one
	# field or two: " 7.61- 8.67")
	for (j = i + 2; j <= NF && $j !~ /%$/; j++)
		;
	set = $j; sub(/%/, "", set)
	k = split(r, rr, "/")
	for (j = 1; j <= k; j++) print suit rr[j], set
}' "$TMP/lead" | sort > "$TMP/x"
[ "$(wc -l < "$TMP/x")" -eq 13 ] || { cat "$TMP/lead"; cat "$TMP/x"; fail "not 13 cards in the lead's table"; }
ui_keys Escape
ui_wait_gone "any key closes" "the lead's box closed"
ui_cmd "sd $N"
ui_wait "sd $N/$N done" ":sd: all $N layouts solved"
ui_screen > "$TMP/screen"
grep -q " seed $seed;" "$TMP/screen" ||
	{ grep ' sd ' "$TMP/screen"; fail ":sd's seed is not the lead box's $seed"; }
ui_sd_figures "$TMP/screen" 10 | sort > "$TMP/sd"
compare "$TMP/x" "$TMP/sd" "x's set shares against :sd's figures at the opening lead"
ui_quit
# and ddplay lead's (one decimal) on the same seed
"$DDPLAY" lead --hand 'W:KT32.Q9743.QT2.Q' --contract 4S --seed "$seed" \
	--deals "$N" --lines > "$TMP/batch" || fail "ddplay lead: exit status $?"
awk -F'|' '$1 == "lead" {
	s = substr($2, 1, 1); k = split(substr($2, 2), r, "/")
	for (i = 1; i <= k; i++)
		print s r[i], int((200 * $5 + $3) / (2 * $3))
}' "$TMP/batch" | sort > "$TMP/want"
compare "$TMP/want" "$TMP/x" "x's set shares against ddplay lead's"
echo "x and :sd at the opening lead: the same $N layouts (seed $seed), the same shares, as ddplay lead's"

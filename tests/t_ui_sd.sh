#!/bin/sh
# Single dummy in the analyser (:sd N, z): beside each card the seat to
# play may play, the share of N layouts of the cards it cannot see where
# its side reaches its goal ("K:9 62%", its "%" everywhere),
# filled in as the layouts are solved; once done, every figure
# is that of `ddplay sd` on the same position with the seed the screen
# shows.  A card played stops it; taking the card back shows the figures
# found, marked stopped.  At 80x24 the figures fit beside the cards.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"
# the practice review below: its 40 layouts a decision (ui.sh makes them 8)
unset DDPLAY_TEST_REVIEW_LAYOUTS

DEAL='N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4'
# 24 layouts (40 before 2026-11-28): shares of 24ths have halves to
# round (3 of 24: 12.5%), as 40ths do
N=24
[ "$QUICK" = 1 ] && N=12
# where the screen's layout alone is checked, not the figures: fewer
# (the wide hand's :sd 40 was 3 of the test's 14 s of CPU in tmux)
NL=8
[ "$QUICK" = 1 ] && NL=4

# figures FILE: "S9 32" a line, from the hand to play (the rows after its
# "to play" line; a wrapped row keeps its suit), the board's 80 columns.
figures() {
	cut -c1-80 "$1" | ui_sd_figures - 6 | sort
}

# want POSITION LEVEL SEED: the same from ddplay sd --lines, a card of a
# group ("DQ/J") a line each, the share rounded as the screen rounds it.
want() {
	echo "$1" | "$DDPLAY" sd --deals "$N" --seed "$3" --level "$2" -j 1 \
		--lines > "$TMP/sd" || fail "ddplay sd: exit status $?"
	ui_sd_lines_figures "$TMP/sd"
}

# The opening lead at 110x36: South's thirteen cards, "%" beside each.
ui_start 110 36 --deal "$DEAL" --declarer E --strain H
ui_wait "South  to play" "the board"
ui_wait "solved in" "the double-dummy scores"
ui_cmd "sd $N"
ui_wait "sd $N/$N done" ":sd: all $N layouts solved"
ui_screen > "$TMP/screen"
grep -q '[AKQJT2-9]:[0-9]*✗\{0,1\} [0-9]*%' "$TMP/screen" ||
	fail "no figure as K:9 62% beside South's cards"
seed=$(sed -n 's/.* seed \([0-9]*\).*/\1/p' "$TMP/screen" | head -n 1)
[ -n "$seed" ] || fail "no seed on the screen"
grep -q 'NS need 5' "$TMP/screen" || fail "the goal: NS need 5 tricks (3H by East)"
figures "$TMP/screen" > "$TMP/got"
[ "$(wc -l < "$TMP/got")" -eq 13 ] || { cat "$TMP/got"; fail "not 13 figures"; }
want "$DEAL|H|S|" 3 "$seed" > "$TMP/want"
compare "$TMP/want" "$TMP/got" "the analyser's figures against ddplay sd"
ui_quit

# North and South keep the "%" at 80 columns (their side is 49 columns
# wide: docs/ui.md said it was left out everywhere at 80 columns)
ui_start 80 24 --deal "$DEAL" --declarer S --strain N --played H2
ui_wait "North  to play" "dummy North to play at 80x24"
ui_wait "solved in" "the double-dummy scores"
ui_cmd "sd $NL"
ui_wait "sd $NL/$NL done" ":sd for North at 80x24"
ui_screen > "$TMP/screen"
grep -q '^ *♥ 8:[0-9]* [0-9]*% 6:[0-9]* [0-9]*% ' "$TMP/screen" ||
	{ cat "$TMP/screen"; fail "North's figures without '%' at 80 columns"; }
ui_quit
grep -q "always with its" docs/ui.md ||
	fail "docs/ui.md: the '%' kept everywhere"

# Mid-trick at 80x24, dummy to play (the view is declarer's): West's
# figures keep their "%" (t_ui_sd_whose); a card played stops it; back,
# the figures found.
ui_start 80 24 --deal "$DEAL" --declarer E --strain H --played S9
ui_wait "West  to play" "the board"
ui_wait "solved in" "the double-dummy scores"
ui_keys z
ui_wait "EW need 9" "z: single dummy for West (East-West need 9)"
ui_wait "/200 " "z: over 200 layouts"
ui_cmd "sd $N"
ui_wait "sd $N/$N done" ":sd: all $N layouts solved"
ui_screen > "$TMP/screen"
grep -q '♠ [AKQJT2-9]:[0-9]* [0-9][0-9]*% ' "$TMP/screen" ||
	fail "no figure as J:9 62% beside West's spades"
grep -q '♠ J:[0-9]* [0-9]*% .*┌───── trick 1 ─' "$TMP/screen" ||
	fail "West's figures run into the trick's box"
seed=$(sed -n 's/.* seed \([0-9]*\).*/\1/p' "$TMP/screen" | head -n 1)
figures "$TMP/screen" > "$TMP/got"
[ "$(wc -l < "$TMP/got")" -eq 4 ] || { cat "$TMP/got"; fail "not 4 figures"; }
want "$DEAL|H|S|S9" 3 "$seed" > "$TMP/want"
compare "$TMP/want" "$TMP/got" "West's figures against ddplay sd"

# a long one, stopped by a card
ui_cmd "sd 5000"
ui_wait "/5000 " ":sd 5000 under way"
ui_keys Enter
ui_wait "West played" "a card played"
ui_wait_gone "/5000" "the figures of another position"
ui_idle
ui_lacks "sd " || fail "single dummy still shown after the card"
ui_keys u
ui_wait "/5000 stopped" "back: the figures found, stopped"
ui_lacks "/5000 done" || fail "the card did not stop :sd 5000"
# stopped before a layout is solved (z, then a command at once): no
# interval to give, so none ("sd 0/200 stopped: ...", not "±0%"); at
# the next position, where none was asked (here z would go on with the
# 5000)
ui_keys Enter
ui_wait_gone "/5000" "the next position"
ui_keys z :
sleep 0.5
ui_keys Escape
ui_wait " stopped" "z stopped by a command"
ui_screen > "$TMP/screen"
if grep -q ' sd 0/' "$TMP/screen"; then
	grep -q ' sd 0/200 stopped: [EN][WS] need' "$TMP/screen" ||
		{ grep ' sd ' "$TMP/screen"; fail "no layout solved, yet an interval (±0%)"; }
fi
ui_quit

# West on lead at 80x24 with four separate cards in three suits: with
# the figures every suit needs two rows, more than West has; the scores
# are left out beside the figures then ("Q 47%"), and no suit is lost.
WIDE='N:K94.A95.AT5.AT74 Q73.Q83.K84.K963 T62.J62.J73.Q852 AJ85.KT74.Q962.J'
ui_start 80 24 --deal "$WIDE" --declarer S --strain N
ui_wait "West  to play" "the board"
ui_wait "solved in" "the double-dummy scores"
ui_cmd "sd $NL"
ui_wait "sd $NL/$NL done" ":sd with a wide hand"
ui_screen > "$TMP/screen"
for suit in ♠ ♥ ♦ ♣; do
	cut -c1-28 "$TMP/screen" | grep -q "^  $suit [AKQJT2-9]" ||
		{ cat "$TMP/screen"; fail "West's $suit not shown with the figures at 80x24"; }
done
grep -q '^  ♣ J [0-9]*%' "$TMP/screen" ||
	{ cat "$TMP/screen"; fail "no compact figure as J 50% beside West's clubs"; }
ui_quit

# Fewer layouts than asked fit the auction in the tries (play.pbn, East
# at card 16, :sd 10000 with --tries 100000: some 30 to 40 fit (400000
# until 2026-11-28: some 170, each solved by the analyser; with the
# default 20000000 some 8700): the line says so before the rest, which
# 80 columns cut ("sd 8717/8717 done" said nothing of the 10000), and
# the count is ddplay sd's with that seed and tries
ui_start 120 30 --threads 2 --tries 100000 tests/data/ui/play.pbn
ui_wait "to play" "play.pbn"
ui_cmd "trick 4"
ui_keys r r r
ui_wait "East to play" "play.pbn, card 16"
ui_cmd "sd 10000"
ui_wait " fit) " ":sd 10000 where fewer fit"
ui_screen > "$TMP/screen"
line=$(grep ' sd [0-9]*/' "$TMP/screen")
fit=$(printf '%s\n' "$line" | sed -n 's/.* sd [0-9]*\/\([0-9]*\)[a-z ]* (only \([0-9]*\) of 10000 fit) .*: EW need .*/\1 \2/p')
seed=$(printf '%s\n' "$line" | sed -n 's/.* seed \([0-9]*\);.*/\1/p')
[ -n "$fit" ] && [ "${fit% *}" = "${fit#* }" ] || fail "fewer layouts than asked: '$line'"
printf '%s\n' "$line" | cut -c1-80 | grep -q "(only ${fit#* } of 10000 fit)" ||
	fail "fewer layouts than asked: not within 80 columns: '$line'"
# (board 1's layouts, dealt and not solved: those of its position, the
# first; board 2, whose auction no layout fits, is dealt too, without it)
"$DDPLAY" sd --seed "$seed" --deals 10000 --tries 100000 --card 15 --deal-only tests/data/ui/play.pbn 2> "$TMP/fit.err" |
	awk -F'|' 'NR == 1 { p = $2 "|" $3 "|" $4 } $2 "|" $3 "|" $4 == p { c++ } END { print c + 0 }' > "$TMP/fit.n"
[ "$(cat "$TMP/fit.n")" = "${fit#* }" ] ||
	fail "the screen says ${fit#* } fit, ddplay sd --seed $seed deals $(cat "$TMP/fit.n"): $(head -1 "$TMP/fit.err")"
ui_quit

# A board with an auction: the hands the seat to play cannot see are
# dealt to fit what the auction said (src/sim/auction.h), and the line
# says so; the figures are those of ddplay sd on the board, which uses
# its auction the same way.
PBN=tests/data/ui/record.pbn
ui_start 110 36 "$PBN"
ui_wait "West to play" "the board"
ui_wait "solved in" "the double-dummy scores"
ui_cmd "sd $N"
ui_wait "sd $N/$N done" ":sd on a board with an auction"
ui_screen > "$TMP/screen"
# (the calls alone where the specs in full do not fit: 110 columns)
grep -q "auction: N Pass 1H, E Pass, S 1D" "$TMP/screen" ||
	fail "the line does not say the auction's constraints were used"
seed=$(sed -n 's/.* seed \([0-9]*\).*/\1/p' "$TMP/screen" | head -n 1)
figures "$TMP/screen" > "$TMP/got"
"$DDPLAY" sd --card 0 --deals "$N" --seed "$seed" -j 1 --lines "$PBN" \
	> "$TMP/sd" || fail "ddplay sd on the board (its auction)"
ui_sd_lines_figures "$TMP/sd" > "$TMP/want"
compare "$TMP/want" "$TMP/got" "the figures under the auction against ddplay sd"
# After the lead declarer sees dummy: the calls of South and North (1D,
# 1H) are no constraint on the layouts then, and the line does not list
# them as used (only East's pass is; the rest "not used", the hand seen)
ui_keys Enter
ui_wait "card 1/" "the lead played"
ui_cmd "sd $N"
ui_wait "sd $N/$N done" ":sd after the lead"
ui_screen | grep -q "auction: E Pass; seed\|auction: E Pass$" ||
	fail "the line lists the calls of hands declarer sees as used"
ui_quit

# The review of a practice: each decision of the user's that was not the
# single-dummy best (or was as good, within the paired interval), with its
# figure and the best card's, each equal to ddplay sd's on the saved play
# stopped before that card (its row says "sd --card K"), with the
# review's seed and 40 layouts.  (Not under the sanitizers: too slow.)
if [ "$QUICK" != 1 ]; then
	# (--pause 0: the computer's cards at once, not 0.6 s each; the
	# deal, the defence and so the review are the seed's all the same)
	ui_start 110 36 practice --seed 7 --pause 0
	ui_wait "you play S and N" "practice"
	i=0
	while ! ui_has "Review of the play"; do
		i=$((i + 1))
		[ "$i" -le 400 ] || { ui_screen; fail "the play did not end"; }
		ui_keys Enter
		sleep 0.05
	done
	ui_wait "layouts a decision" "the review's single dummy"
	UI_WAIT=150 ui_wait_gone "), solving..." "the review's single dummy, every decision"
	ui_cmd "save $TMP/p.pbn"
	ui_wait "saved to" ":save"
	ui_screen > "$TMP/screen"
	seed=$(sed -n 's/.*layouts a decision (seed \([0-9]*\)).*/\1/p' "$TMP/screen")
	[ -n "$seed" ] || fail "no seed in the review"
	# (each with the wider of the two figures' intervals: "(±15%)"; a
	# guess kept open, "♠Q 35%, ♣A 55% only delays the guess (±15%)",
	# with the best card's figure too)
	sed -En 's/.*card ([0-9]+) \(sd --card [0-9]+\): (♠|♥|♦|♣)([AKQJT2-9]) ([0-9]+)%, (best|as good as) ((♠|♥|♦|♣)[AKQJT2-9]) ([0-9]+)% \(±([0-9]+)%\).*/\1 \2\3 \4 \8 \6 \9 \5/p
		s/.*card ([0-9]+) \(sd --card [0-9]+\): (♠|♥|♦|♣)([AKQJT2-9]) ([0-9]+)%, ((♠|♥|♦|♣)[AKQJT2-9]) ([0-9]+)% only delays the guess \(±([0-9]+)%\).*/\1 \2\3 \4 \7 \5 \8 open/p' \
		"$TMP/screen" | sed 's/♠/S/g; s/♥/H/g; s/♦/D/g; s/♣/C/g; s/as good as/good/' > "$TMP/rows"
	[ -s "$TMP/rows" ] || { cat "$TMP/screen"; fail "no decision listed in the review with the best card's figure (seed 7 has some)"; }
	while read -r k card got top bcard half kind; do
		"$DDPLAY" sd --seed "$seed" --deals 40 --card $((k - 1)) \
			--lines "$TMP/p.pbn" > "$TMP/sd" || fail "ddplay sd --card $((k - 1))"
		# the interval: the wider of the two cards' Wilson intervals,
		# half its width (within 1: --lines rounds the bounds)
		awk -F'|' -v c="$card" -v got="$got" -v top="$top" -v b="$bcard" -v half="$half" '
			$1 == "card" {
				p = int((200 * $5 + $3) / (2 * $3))
				if (p > best) best = p
				h = 50 * ($11 - $10)
				s = substr($2, 1, 1); n = split(substr($2, 2), r, "/")
				for (i = 1; i <= n; i++) {
					if (s r[i] == c) { mine = p; if (h > w) w = h }
					if (s r[i] == b && h > w) w = h
				}
			}
			END { d = w - half; if (d < 0) d = -d
			      exit !(mine == got && best == top && d <= 1) }' "$TMP/sd" ||
			fail "card $k: the review says $card $got%, best $bcard $top% (±$half%); ddplay sd: $(cat "$TMP/sd")"
	done < "$TMP/rows"
	# the decisions that were the best are listed too where there is
	# room ("card 7: ♥4 48%, the best (±15%)"), and those where every
	# card had the same share ("card 18: ♦J 0%, as every card (±4%)")
	sed -En 's/.*card ([0-9]+) \(sd --card [0-9]+\): (♠|♥|♦|♣)([AKQJT2-9]) ([0-9]+)%, (the best|as every card) \(±[0-9]+%\).*/\1 \2\3 \4 \5/p' \
		"$TMP/screen" | sed 's/♠/S/g; s/♥/H/g; s/♦/D/g; s/♣/C/g; s/as every card/every/; s/the best/best/' > "$TMP/best"
	grep -q ' best$' "$TMP/best" && grep -q ' every$' "$TMP/best" ||
		{ cat "$TMP/screen"; fail "the review does not list decisions that were the best (seed 7 has both kinds)"; }
	while read -r k card got kind; do
		"$DDPLAY" sd --seed "$seed" --deals 40 --card $((k - 1)) \
			--lines "$TMP/p.pbn" > "$TMP/sd" || fail "ddplay sd --card $((k - 1))"
		awk -F'|' -v c="$card" -v got="$got" -v kind="$kind" '
			$1 == "card" {
				p = int((200 * $5 + $3) / (2 * $3))
				if (n++ == 0 || p > hi) hi = p
				if (n == 1 || p < lo) lo = p
				s = substr($2, 1, 1); m = split(substr($2, 2), r, "/")
				for (i = 1; i <= m; i++) if (s r[i] == c) mine = p
			}
			END { exit !(mine == got && hi == got && (kind == "best" ? lo < hi : lo == hi)) }' "$TMP/sd" ||
			fail "card $k: the review says $card $got%, $kind; ddplay sd: $(cat "$TMP/sd")"
	done < "$TMP/best"
	grep -q ' open$' "$TMP/rows" ||
		{ cat "$TMP/screen"; fail "no guess kept open in the review (seed 7 has one, card 5's ♠Q, as analyse --sd --judge contract says; card 9's ♠J, after the ♣A, is beaten by another lead there: a wrong guess)"; }
	# at 80x24 the cards that were not the best keep their rows (the
	# decisions that were the best get what is left), and the count
	ui_tmux resize-window -x 80 -y 24 2> /dev/null ||
		ui_tmux resize-pane -x 80 -y 24 2> /dev/null
	narrow() { ui_screen | grep -q '^  │ Single dummy, 40 layouts a decision'; }
	ui_poll narrow || { ui_screen; fail "the review not drawn at 80x24"; }
	while read -r k card got top bcard half kind; do
		[ "$kind" = best ] || continue
		ui_has "card $k (sd --card $((k - 1))): " ||
			{ ui_screen; fail "80x24: card $k, not the single-dummy best, left out of the review"; }
	done < "$TMP/rows"
	ui_has "decisions were the single-dummy best" ||
		{ ui_screen; fail "80x24: the review's count left out"; }
	# its decisions are those analyse --sd judges on the same play: the
	# positions with more than one class of card (touching cards one)
	m=$(sed -n 's/.* of \([0-9]*\) decisions* w[ae][sr]e* the single-dummy best.*/\1/p' "$TMP/screen")
	"$DDPLAY" analyse --sd --deals 5 --seed 1 "$TMP/p.pbn" > "$TMP/asd" 2>&1 ||
		fail "analyse --sd on the practice's play: $(cat "$TMP/asd")"
	# (a decision's lines after the first, indented by six, joined)
	d=$(awk '/^      [^ ]/ { p = p " " substr($0, 7); next } NR > 1 { print p } { p = $0 }
		END { print p }' "$TMP/asd" | grep -c '^  trick .*single dummy')
	[ -n "$m" ] && [ "$m" = "$d" ] ||
		fail "the review counts '$m' decisions, analyse --sd $d: $(cat "$TMP/asd")"
	ui_quit
fi
echo "single dummy in the analyser: figures live, equal to ddplay sd ($N layouts), stopped by a card, kept for the position"

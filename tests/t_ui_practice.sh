#!/bin/sh
# Practice in a real terminal (tmux): `ddplay practice --seed N` deals a
# board where South declares, hides East-West and the annotations; the
# user plays North-South (here: the first card each time, Enter), the
# computer East-West.  Every card of the computer's is among the best of
# its position by `ddplay solve --lines`; the same seed gives the same
# deal and the same cards.  At the end the hands are shown and the review
# lists exactly the user's cards whose dk drops in `ddplay trace --lines`
# of the play; :save x.pbn saves the play, read back by trace --lines.
# `--deal ... --practice` practises a given deal; --gentle lets the
# computer play cards within a trick of the best.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"


# play_out: Enter until the play is over (refused while the computer is
# to play: "no card to play").
play_out() {
	i=0
	while ! ui_has "Review of the play"; do
		i=$((i + 1))
		[ "$i" -le 400 ] || { ui_screen; fail "the play did not end"; }
		ui_keys Enter
		sleep 0.05
	done
}

# check_computer PLAY SLACK: every East-West card of PLAY (deal|strain|
# leader|played, South declaring) within SLACK tricks of the best of the
# position before it, by solve --lines.
check_computer() {
	# the seat of each card from trace --cards, which scores every card
	printf '%s\n' "$1" | "$DDPLAY" trace --cards > "$TMP/cards" ||
		fail "trace --cards failed"
	printf '%s\n' "$1" | "$DDPLAY" trace --lines > "$TMP/trace" ||
		fail "trace --lines failed"
	# cards: one line a position, deal|strain|leader|played|scores
	# (the side to play's tricks): the card played there, its score,
	# the best.
	awk -F'|' -v play="$1" -v slack="$2" '
	BEGIN { split(play, f, "|"); n = split(f[4], card, " ") }
	{
		k = FNR - 1
		if (k >= n) next
		m = split($5, sc, " ")
		best = -1; got = -1
		for (i = 1; i <= m; i++) {
			split(sc[i], kv, ":")
			if (kv[2] + 0 > best) best = kv[2] + 0
			if (kv[1] == card[k + 1]) got = kv[2] + 0
		}
		print k, card[k + 1], got, best
	}' "$TMP/cards" > "$TMP/scored"
	[ "$(wc -l < "$TMP/scored")" -eq 52 ] || fail "trace --cards: not 52"
}

# seats PLAY: the seat letter of each card of PLAY, one a line, from the
# winners of the tricks (trump from the strain).
seats() {
	printf '%s\n' "$1" | awk -F'|' '
	function rank(c) { return index("23456789TJQKA", substr(c, 2, 1)) }
	{
		strain = $2; lead = index("NESW", $3) - 1
		n = split($4, c, " ")
		for (k = 0; k < n; k += 4) {
			w = 0
			for (i = 1; i < 4; i++) {
				sw = substr(c[k + w + 1], 1, 1)
				si = substr(c[k + i + 1], 1, 1)
				if ((si == sw && rank(c[k + i + 1]) > rank(c[k + w + 1])) ||
				    (si == strain && sw != strain))
					w = i
			}
			for (i = 0; i < 4; i++)
				print substr("NESW", (lead + i) % 4 + 1, 1)
			lead = (lead + w) % 4
		}
	}'
}

# one_practice NAME SLACK ARGS...: a practice played out; its play into
# $TMP/NAME.txt, every computer's card checked.
one_practice() {
	name=$1
	slack=$2
	shift 2
	ui_start 110 36 "$@"
	ui_wait "you play S and N" "$name: practice"
	ui_wait "13 cards (hidden)" "$name: the defenders hidden"
	ui_wait "Double dummy: not shown" "$name: the annotations off"
	play_out
	ui_wait "Review of the play" "$name: the review"
	ui_wait_gone "cards (hidden)" "$name: the hands shown"
	rm -f "$TMP/$name.txt"
	ui_cmd "save $TMP/$name.txt"
	ui_poll test -s "$TMP/$name.txt" || fail "$name: not saved"
	play=$(cat "$TMP/$name.txt")
	check_computer "$play" "$slack"
	seats "$play" > "$TMP/seats"
	paste -d' ' "$TMP/scored" "$TMP/seats" | while read -r k c got best seat; do
		case $seat in
		E | W)
			[ "$got" -ge $((best - slack)) ] ||
				fail "$name: card $((k + 1)) $seat $c scores $got, best $best"
			;;
		esac
	done || exit 1
}

# ---- a random practice deal, its review ---------------------------------
one_practice first 0 practice --seed 11 --pause 0
play=$(cat "$TMP/first.txt")
[ "$(printf '%s' "$play" | cut -d'|' -f3)" = W ] || fail "West does not lead"
# The review: the double-dummy result before the lead and what was made,
# from trace --lines (d0 .. d52, declarer's side's total).
d0=$(cut -d'|' -f5 "$TMP/trace" | awk '{ print $1 }')
made=$(cut -d'|' -f5 "$TMP/trace" | awk '{ print $NF }')
ui_wait "Double dummy before the lead: North-South take $d0 tricks" "review: d0"
ui_wait "Made: $made trick" "review: made"
ui_wait "Hints asked: 0" "review: hints"
ui_wait "The defence gave 0 tricks." "review: the whole course"
# The user's cards that cost tricks: the North-South cards where dk drops.
cut -d'|' -f5 "$TMP/trace" | tr ' ' '\n' > "$TMP/d"
printf '%s\n' "$play" | cut -d'|' -f4 | tr ' ' '\n' > "$TMP/played"
seats "$play" > "$TMP/seats"
awk 'NR == FNR { d[FNR - 1] = $1; next }
     FILENAME ~ /played$/ { c[FNR - 1] = $1; next }
     {
	k = FNR - 1
	if (($1 == "N" || $1 == "S") && d[k + 1] < d[k]) {
		g = substr(c[k], 1, 1)
		g = g == "S" ? "♠" : g == "H" ? "♥" : g == "D" ? "♦" : "♣"
		lost = d[k] - d[k + 1]
		printf "card %d: %s played %s%s: cost %d trick%s\n", k + 1,
		       $1 == "N" ? "North" : "South", g, substr(c[k], 2, 1),
		       lost, lost == 1 ? "" : "s"
	}
     }' "$TMP/d" "$TMP/played" "$TMP/seats" > "$TMP/costly"
ui_screen > "$TMP/shot"
grep -o 'card [0-9]*: [NS][a-z]* played [^:]*: cost [0-9]* tricks*' \
	"$TMP/shot" > "$TMP/listed"
if ! cmp -s "$TMP/costly" "$TMP/listed"; then
	echo "--- expected:"; cat "$TMP/costly"
	echo "--- listed:"; cat "$TMP/listed"
	cat "$TMP/shot"
	fail "review: not exactly the costly cards"
fi
[ -s "$TMP/costly" ] ||
	ui_wait "none: every card of yours kept the best result" "review: none"
# The panel marks them too; e hides the review, e shows it again.
ui_keys e
ui_wait_gone "Review of the play" "e hides the review"
ui_keys e
ui_wait "Review of the play" "e shows the review"
# Saved as PBN with its play: trace --lines reads the same play back.
ui_cmd "save $TMP/first.pbn"
ui_wait "saved to $TMP/first.pbn" "PBN saved"
"$DDPLAY" trace --lines "$TMP/first.pbn" > "$TMP/pbn-trace" ||
	fail "trace --lines refused the PBN saved"
compare "$TMP/trace" "$TMP/pbn-trace" "the practice saved as PBN"
grep -qF '[Declarer "S"]' "$TMP/first.pbn" || fail "PBN: no declarer"
ui_quit
status=$(ui_exit_status)
[ "$status" = 0 ] || { cat "$TMP/stderr"; fail "exit status $status"; }

# ---- the same seed: the same deal and the same cards --------------------
one_practice again 0 practice --seed 11 --pause 0
cmp -s "$TMP/first.txt" "$TMP/again.txt" ||
	{ cat "$TMP/first.txt" "$TMP/again.txt"; fail "seed 11 twice: two plays"; }
ui_quit
status=$(ui_exit_status); [ "$status" = 0 ] || { cat "$TMP/stderr"; fail "exit status $status"; }

# ---- a given deal, a gentler defence, the PBN saved mid-way -------------
D='N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4'
one_practice given 1 --deal "$D" --declarer S --strain N --practice --gentle \
	--seed 3 --pause 0
printf '%s\n' "$(cut -d'|' -f1 "$TMP/given.txt")" | grep -qF "$D" ||
	fail "--deal --practice: not the deal given"
ui_quit
status=$(ui_exit_status); [ "$status" = 0 ] || { cat "$TMP/stderr"; fail "exit status $status"; }

# ---- hints, b, u, a save in the middle of the play ----------------------
ui_start 110 36 practice --seed 11 --pause 0
ui_wait "you play S and N" "hints: practice"
ui_wait "card 1/1" "hints: the computer has led"
ui_keys g
# (North's cards at card 1 are a decision: its best cards by their
# single-dummy figure, t_ui_practice_hint_sd)
ui_wait "hint 1: best by single dummy: " "g: a hint, counted"
ui_keys b
ui_wait "hint 2: " "b: counted as a hint"
ui_wait " played for you" "b: a card played"
ui_keys e
ui_wait "End the practice and review the play? (y/n)" "e mid-hand asks"
ui_keys n
ui_wait "practice goes on" "e: n goes on"
ui_keys e
ui_wait "End the practice and review the play? (y/n)" "e asks again"
ui_keys y
ui_wait "Review of the play" "e: the review before the end"
ui_wait "the computer defends no more" "e: the practice ended"
ui_wait "Hints asked: 2" "the hints in the review"
ui_cmd "save $TMP/mid.pbn"
ui_wait "saved to $TMP/mid.pbn" "mid: PBN saved"
"$DDPLAY" trace --lines "$TMP/mid.pbn" | cut -d'|' -f4 > "$TMP/mid-played" ||
	fail "mid: trace refused the PBN"
[ "$(wc -w < "$TMP/mid-played")" -ge 2 ] || fail "mid: the play not saved"
ui_quit
status=$(ui_exit_status); [ "$status" = 0 ] || { cat "$TMP/stderr"; fail "exit status $status"; }

# ---- the defenders' cards are the computer's -----------------------------
ui_start 110 36 practice --seed 11 --pause 3
ui_wait "you play S and N" "pause: practice"
ui_keys c 2
ui_wait "the computer plays West's cards" "pause: West's card refused"
ui_quit
status=$(ui_exit_status); [ "$status" = 0 ] || { cat "$TMP/stderr"; fail "exit status $status"; }
echo "practice: the computer's cards among the best, seeds repeat, review as trace"

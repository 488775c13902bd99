#!/bin/sh
# 80-column status lines keep their end, the part that says what to do or
# what it comes to: :save onto a file holding more boards than the one
# shown names the file by its name alone ("…/play.pbn") and keeps "save
# this one to another file"; practice's first message keeps "the
# computer defends"; a hint with more best cards than fit lists those
# that do, then "…", and keeps the total ("(East-West take 0)").
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

DIR=$TMP/a-rather-long-directory-name/where-the-reviewer/keeps-his-files
mkdir -p "$DIR"
cp tests/data/ui/play.pbn "$DIR/play.pbn"

# :save onto the file of the 2 boards shown
ui_start 80 24 "$DIR/play.pbn"
ui_wait "solved in" "the boards of play.pbn"
ui_cmd "save board $DIR/play.pbn"
ui_wait "save: …/play.pbn holds the 2 boards shown: save this one to another file" \
	":save onto the file of 2 boards"
ui_quit

# practice: its first message whole beside the solver's time
ui_start 80 24 practice --seed 11 --pause 0
ui_wait "practice: you play South and North; the computer defends" "practice"
ui_quit

# a hint of 13 best cards (North on lead; North-South hold every
# winner, East-West declare 1NT), touching cards named once ("♠A/K/Q/J"):
# the total kept, at 80 columns after as many as fit and "…", at 110
# after all 13
D='N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432'
for size in "80 24" "110 36"; do
	# shellcheck disable=SC2086
	ui_start $size --deal "$D" --declarer W --strain N
	ui_wait "solved in" "$size: the deal"
	ui_keys g
	ui_wait "hint: North's best: ♠A/K/Q/J" "$size: g"
	ui_wait " (East-West take 0)" "$size: the hint's total"
	status=$(ui_screen | grep "hint: North's best")
	# 80 columns: some cards, then "…"; 110: all 13
	case $size:$status in
	"80 24:"*"♥A/K/Q … (East-West take 0)"*) ;;
	"110 36:"*"♦A/K/Q ♣A/K/Q (East-West take 0)"*) ;;
	*) fail "$size: the hint's cards: '$status'" ;;
	esac
	ui_quit
done
echo "the status line keeps the end of :save's refusal, practice's message and a hint"

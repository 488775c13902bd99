#!/bin/sh
# :sd without constraints (a deal with no auction) at 80x24: the line
# says "no constraints" whole, with the seed.  Beside what the numbers
# say ("v: North-South's total") it did not fit in 80 columns and was
# cut at a word to "...; seed 847381821; no…": which constraints were
# used could not be read.  At 110 columns both fit, side by side.  And
# on a board whose auction cannot be read (ddplay sd: "Auction: not
# used: ..."), the line says why there are none, as the lead's box does.
# With --tries below the 1,000,000 tries after which the auction is
# dropped, the line counted 1,000,000 tried all the same ("none of the
# 1000000 layouts tried fits the auction") where ddplay sd says 1.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

DEAL='N:Q986.T7.QJ54.A96 T32.862.T98.JT32 AKJ54.K3.A72.Q54 7.AQJ954.K63.K87'
# (the line's words are checked, not the figures: :sd 4, not 12, at the
# opening lead; the count of --tries 1 below is ddplay sd's on 12)

for size in "80 24" "110 36"; do
	set -- $size
	ui_start "$1" "$2" --deal "$DEAL" --declarer S --contract 4S
	ui_wait "West  to play" "the board ($size)"
	ui_wait "solved in" "the double-dummy scores ($size)"
	ui_cmd "sd 4"
	ui_wait "sd 4/4 done" ":sd 4 ($size)"
	ui_screen > "$TMP/screen"
	line=$(grep ' sd 4/4 done' "$TMP/screen")
	case $line in
	*"; seed "[0-9]*"; no constraints") ;;
	*) cat "$TMP/screen"; fail "the sd line does not end in '; seed N; no constraints' ($size): $line" ;;
	esac
	# where both fit, what the numbers say stays beside it
	if [ "$1" -ge 110 ]; then
		case $line in
		*"v: North-South's total"*) ;;
		*) fail "'v: North-South's total' left out at $size: $line" ;;
		esac
	fi
	ui_quit
done

# a board with an auction that cannot be read: 1H is not above 1S
cat > "$TMP/bad.pbn" <<EOF
[Board "1"]
[Dealer "S"]
[Vulnerable "None"]
[Deal "$DEAL"]
[Declarer "S"]
[Contract "4S"]
[Auction "S"]
1S 1H 4S Pass
Pass Pass
EOF
"$DDPLAY" sd --deals 1 --seed 1 "$TMP/bad.pbn" > "$TMP/sd" 2> /dev/null ||
	fail "ddplay sd on the board: exit status $?"
grep -q "^Auction: not used: call 2, '1H'" "$TMP/sd" ||
	{ cat "$TMP/sd"; fail "ddplay sd uses the auction that cannot be read"; }
for size in "80 24" "110 36"; do
	set -- $size
	ui_start "$1" "$2" "$TMP/bad.pbn"
	ui_wait "West  to play" "the board with a bad auction ($size)"
	ui_wait "solved in" "the double-dummy scores ($size)"
	ui_cmd "sd 4"
	ui_wait "sd 4/4 done" ":sd 4 on it ($size)"
	line=$(ui_screen | grep ' sd 4/4 done')
	case $line in
	*"no constraints (auction not used)"* | *"no constraints (the board's auction could not be used)"*) ;;
	*) fail "the sd line does not say the auction was not used ($size): $line" ;;
	esac
	ui_quit
done

# --tries 1 where the first layout misses the auction (ddplay sd says
# how many were tried: the same seed deals the same layouts); a screen
# wide enough for the constraints in full
sed 's/^\[Contract "4S"\]$/[Contract "1S"]/; s/^1S 1H 4S Pass$/1S Pass Pass Pass/; /^Pass Pass$/d' \
	"$TMP/bad.pbn" > "$TMP/one.pbn"
"$DDPLAY" sd --tries 1 --deals 12 --seed 847381821 "$TMP/one.pbn" \
	> /dev/null 2> "$TMP/err" || fail "ddplay sd --tries 1: exit status $?"
tried=$(sed -n 's/.*: no layout of the \([0-9]*\) tried fits the constraints.*/\1/p' "$TMP/err")
[ -n "$tried" ] || { cat "$TMP/err"; fail "ddplay sd --tries 1 keeps the auction: the test needs it dropped"; }
ui_start 400 36 --tries 1 "$TMP/one.pbn"
ui_wait "West  to play" "the board, --tries 1"
ui_wait "solved in" "the double-dummy scores, --tries 1"
ui_cmd "sd 12"
ui_wait " done " ":sd 12, --tries 1"
ui_screen > "$TMP/screen"
grep -q 'seed 847381821' "$TMP/screen" ||
	fail "not the seed of ddplay sd's run: $(grep ' sd ' "$TMP/screen")"
grep -q "no constraints (none of the $tried layouts* tried fits the auction: " "$TMP/screen" ||
	fail "not 'none of the $tried layout(s) tried' (ddplay sd's count): $(grep ' sd ' "$TMP/screen")"
ui_quit
exit 0

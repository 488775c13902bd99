#!/bin/sh
# --color=auto|always|never and NO_COLOR for the batch commands: colour
# only in the readable results (red hearts and diamonds, the table's
# headings, the cards that cost or gave away a trick), never in --lines,
# --json or in a file or pipe under auto; the text under the colour the
# same as without it; on a terminal (script(1) gives one) auto colours
# unless NO_COLOR is set or TERM is dumb, and --color=always wins over
# NO_COLOR; a bad --color word is a usage error.
. "$(dirname "$0")/lib.sh"

esc=$(printf '\033')
# a five-card ending: its table is solved at once
echo 'N:KQT.86.. A.KJ.9.Q 974.7.Q. J.AQ.K.T' > "$TMP/deal"
# the first 24 cards of a walk: a card that gives a trick away (trick 1)
# and one that costs one (trick 6)
head -n 1 "$REF/walks-200.txt" | cut -d'|' -f1-4 | awk -F'|' '{
	n = split($4, c, " "); s = c[1]
	for (i = 2; i <= 24 && i <= n; i++) s = s " " c[i]
	print $1 "|" $2 "|" $3 "|" s }' > "$TMP/play"
head -n 1 "$REF/positions.txt" | cut -d'|' -f1-4 > "$TMP/pos"

has_esc() { grep -q "$esc" "$1"; }
strip() { sed "s/$esc\[[0-9;]*m//g" "$1"; }

for c in "table $TMP/deal" "solve $TMP/pos" "trace $TMP/play" "analyse $TMP/play"; do
	# shellcheck disable=SC2086
	"$DDPLAY" $c > "$TMP/plain" || fail "ddplay $c failed"
	has_esc "$TMP/plain" && fail "ddplay $c: colour in a file under auto"
	# shellcheck disable=SC2086
	"$DDPLAY" $c --color=always > "$TMP/color" || fail "ddplay $c --color=always failed"
	has_esc "$TMP/color" || fail "ddplay $c --color=always: no colour"
	strip "$TMP/color" | cmp -s - "$TMP/plain" ||
		fail "ddplay $c --color=always: the text differs from the plain output"
	# shellcheck disable=SC2086
	"$DDPLAY" $c --color=never > "$TMP/never" || fail "ddplay $c --color=never failed"
	cmp -s "$TMP/never" "$TMP/plain" || fail "ddplay $c --color=never differs from the plain output"
done

# what is coloured: a red suit, the headings, a cost and a gain
"$DDPLAY" table --color=always "$TMP/deal" > "$TMP/color"
grep -q "$esc\[31m♥" "$TMP/color" || grep -q "$esc\[31mH" "$TMP/color" ||
	fail "table: hearts not red"
grep -q "$esc\[1m *N *S *E *W" "$TMP/color" || fail "table: the heading row not bold"
grep -q "^♠ *3" "$TMP/color" || grep -q "^S *3" "$TMP/color" || fail "table: spades coloured"
"$DDPLAY" analyse --color=always "$TMP/play" > "$TMP/color"
grep -q "$esc\[1;31mcost 1 trick$esc\[0m" "$TMP/color" || fail "analyse: a cost not red"
grep -q "$esc\[1;32mgave 1 trick$esc\[0m" "$TMP/color" || fail "analyse: a gift not green"

# never in the machine formats, even when asked
for c in "table --lines $TMP/deal" "table --json $TMP/deal" "table --pbn $TMP/deal" \
	"solve --lines $TMP/pos" "trace --lines $TMP/play" "trace --cards $TMP/play" \
	"analyse --json $TMP/play"; do
	# shellcheck disable=SC2086
	"$DDPLAY" $c --color=always > "$TMP/out" || fail "ddplay $c --color=always failed"
	has_esc "$TMP/out" && fail "ddplay $c --color=always: colour in a machine format"
done

"$DDPLAY" table --color=sometimes "$TMP/deal" > /dev/null 2> "$TMP/err"
[ $? -eq 2 ] || fail "--color=sometimes: not a usage error"
grep -q "auto, always or never" "$TMP/err" || fail "--color=sometimes: $(cat "$TMP/err")"

# on a terminal
if command -v script > /dev/null 2>&1 && script -qec true /dev/null > /dev/null 2>&1; then
	tty_run() { # ENV... -- ddplay arguments: the output of ddplay on a terminal
		script -qec "env $* < /dev/null" /dev/null | tr -d '\r'
	}
	tty_run TERM=xterm "$DDPLAY" table "$TMP/deal" > "$TMP/tty"
	has_esc "$TMP/tty" || fail "auto on a terminal: no colour"
	tty_run TERM=xterm NO_COLOR=1 "$DDPLAY" table "$TMP/deal" > "$TMP/tty"
	has_esc "$TMP/tty" && fail "NO_COLOR=1 on a terminal: colour"
	tty_run TERM=xterm NO_COLOR= "$DDPLAY" table "$TMP/deal" > "$TMP/tty"
	has_esc "$TMP/tty" || fail "NO_COLOR empty on a terminal: no colour"
	tty_run TERM=dumb "$DDPLAY" table "$TMP/deal" > "$TMP/tty"
	has_esc "$TMP/tty" && fail "TERM=dumb on a terminal: colour"
	tty_run TERM=xterm "$DDPLAY" table --color=never "$TMP/deal" > "$TMP/tty"
	has_esc "$TMP/tty" && fail "--color=never on a terminal: colour"
	tty_run TERM=xterm NO_COLOR=1 "$DDPLAY" table --color=always "$TMP/deal" > "$TMP/tty"
	has_esc "$TMP/tty" || fail "--color=always with NO_COLOR=1: no colour"
	echo "colour as asked, on a terminal and off it"
else
	echo "colour as asked off a terminal (script(1) not found: auto on a terminal not tried)"
fi

#!/bin/sh
# --contract in a real terminal (tmux): the contract line names it, and the
# double-dummy result is measured against its level (the tricks from
# table --lines); a bad contract is refused before the screen opens.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

D='N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4'

# East's tricks in hearts: the 6th of the 20 (strains S H D C N, seats N E S W).
tricks=$(printf '%s\n' "$D" | "$DDPLAY" table --lines | cut -d'|' -f2 | cut -d' ' -f6)
[ -n "$tricks" ] || fail "table --lines gave nothing"
over=$((tricks - 10))
if [ "$over" -lt 0 ]; then
	want="4♥ down $((-over))"
elif [ "$over" -eq 0 ]; then
	want="4♥ makes"
else
	want="4♥ makes +$over"
fi

"$DDPLAY" --deal "$D" --contract 9Z > "$TMP/out" 2>&1 < /dev/null
[ $? = 2 ] || fail "--contract 9Z: exit status not 2"
grep -q "bad level" "$TMP/out" || { cat "$TMP/out"; fail "--contract 9Z: no reason given"; }

ui_start 100 30 --deal "$D" --contract "4H by E"
ui_wait "4♥ by East, South leads" "the contract line"
ui_wait "East-West take $tricks tricks: $want" "the result against 4♥"
ui_quit
status=$(ui_exit_status)
[ "$status" = 0 ] || { cat "$TMP/stderr"; fail "exit status $status after q"; }
echo "contract and result as expected: East-West take $tricks, $want"

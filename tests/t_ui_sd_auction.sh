#!/bin/sh
# :sd on a board whose auction no layout fits at the position (the cards
# played contradict what the table reads in it): the layouts are dealt
# without its first call that, left out alone, lets the others hold, as
# ddplay sd does with the board's own auction, or without it all when
# no one call does, and the line says so (docs/ui.md), rather than
# failing with "no layout of the 1000000 tried fits".  Here the call is
# the auction's only one: the figures are those of ddplay sd
# --no-auction.  The lead box (x) the same at the opening lead.  And at
# 80 columns the line says which calls the layouts fit.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

PBN=tests/data/ui/play.pbn
# the figures against ddplay sd: 20 layouts (the sanitizer pass 8, the
# same paths); where only the line's words are checked, 4
N=20
[ "$QUICK" = 1 ] && N=8
NL=4

# board 2 at card 15 (West to play): North's 3H says hearts 7+, and
# North has shown out of hearts by then; it is the only call that
# constrains a hand, so none is used
ui_start 130 36 "$PBN"
ui_wait "to play" "play.pbn"
ui_keys n
ui_wait "board 2 of 2" "board 2"
ui_cmd "trick 4"
ui_keys r r r
ui_wait "West to play" "board 2, card 15"
ui_cmd "sd $N"
ui_wait "sd $N/$N done" ":sd where the auction fits no layout"
ui_screen > "$TMP/screen"
line=$(grep ' sd [0-9]*/' "$TMP/screen")
printf '%s\n' "$line" | grep -q "auction: no call used; not used: 3H by North" ||
	fail "the line does not say the 3H was left out: '$line'"
seed=$(printf '%s\n' "$line" | sed -n 's/.* seed \([0-9]*\);.*/\1/p')
[ -n "$seed" ] || fail "no seed: '$line'"
# West's figures against ddplay sd --no-auction with that seed
ui_sd_figures "$TMP/screen" 5 | cut -c1-40 | sort > "$TMP/got"
[ -s "$TMP/got" ] || { cat "$TMP/screen"; fail "no figure beside West's cards"; }
"$DDPLAY" sd --no-auction --card 15 --deals "$N" --seed "$seed" -j 1 \
	--lines "$PBN" 2> /dev/null |
	ui_sd_lines_figures - 2 > "$TMP/want"
compare "$TMP/want" "$TMP/got" "the figures without the auction against ddplay sd --no-auction"
ui_quit

# At 80x24 the line still says which calls the layouts fit (the calls
# alone where their specs do not fit, a hand after the other: "auction:
# N Pass 1H, E Pass, S 1D"), where it was cut before saying any ("...; seed 58012…")
ui_start 80 24 tests/data/ui/record.pbn
ui_wait "West to play" "record.pbn at 80x24"
ui_cmd "sd $NL"
ui_wait "sd $NL/$NL done" ":sd at 80x24 on a board with an auction"
ui_has "auction: N Pass 1H, E Pass, S 1D" ||
	{ grep ' sd ' "$TMP/screen"; fail "80x24: the line does not say which calls the layouts fit"; }
ui_quit

# West on lead with 31 points against 1NT (15-17) - 3NT (10-15): no
# layout fits the auction.  x stopped there ("0 of 200 layouts ...
# stopped: no layout fits the constraints") where :sd at the same
# position deals without it; both do now, and say so.
cat > "$TMP/imp.pbn" << 'EOF'
[Board "1"]
[Dealer "S"]
[Vulnerable "None"]
[Deal "N:T74.T852.J73.T94 J63.Q74.T52.8763 952.J63.984.QJ52 AKQ8.AK9.AKQ6.AK"]
[Declarer "S"]
[Contract "3NT"]
[Auction "S"]
1NT Pass 3NT Pass
Pass Pass
EOF
ui_start 110 36 "$TMP/imp.pbn"
ui_wait "West to play" "imp.pbn"
ui_wait "solved in" "the double-dummy scores"
ui_keys x
ui_wait "Opening lead: West against 3NT" "x: the box"
ui_wait "done; any key closes" "x: done"
ui_has "200 of 200 layouts" ||
	{ ui_screen; fail "x: no layout dealt where the auction fits none"; }
ui_has "Constraints: no constraints (no layout can fit the auction" ||
	{ ui_screen; fail "x: the box does not say the auction was left out"; }
ui_keys Escape
ui_wait_gone "Opening lead:" "the box closed"
ui_cmd "sd $NL"
ui_wait "sd $NL/$NL done" ":sd at the same position"
ui_has "no constraints (" || fail ":sd: the line does not say the auction was left out"
ui_quit
echo ":sd and x where the board's auction fits no layout: dealt without it, and said; the calls used said at 80x24"

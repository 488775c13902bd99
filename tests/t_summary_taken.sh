#!/bin/sh
# t_summary_taken.sh - analyse --summary on a board whose Vulnerable or
# Dealer the file gives but that cannot be read: the score and par are
# not worked out for the board number's vulnerability and dealer (the
# file said something, only not what: docs/formats.md), but for nobody
# vulnerable and North dealing, and the summary says so (text and
# --json's "taken"), as table's par does; a board that says none takes
# its number's.
. "$(dirname "$0")/lib.sh"

# board 2: North-South vulnerable and East dealing by its number
board() {
	printf '[Event "taken"]\n[Board "2"]\n'
	[ -n "$1" ] && printf '[Dealer "%s"]\n' "$1"
	[ -n "$2" ] && printf '[Vulnerable "%s"]\n' "$2"
	printf '%s\n' '[Deal "N:AK5.KQ4.A763.852 QJ94.862.K5.KJ73 876.AJ73.QJ104.A6 T32.T95.982.QT94"]' \
		'[Declarer "N"]' '[Contract "3NT"]' '[Result "10"]' '[Play "E"]' \
		'SQ S6 S2 SA' 'D5 DQ D2 D3' 'DK DJ D8 D6' 'C3 C6 CQ C2' \
		'CK CA C9 C5' 'H2 DT D9 DA' 'H6 D4 C4 D7' 'H8 H3 H5 HK' \
		'S4 H7 H9 HQ' 'S9 HA HT H4' 'C7 HJ S3 S5' '*' ''
}
board "" "N-S" > "$TMP/badvul.pbn"
board "" "" > "$TMP/none.pbn"
board "Nord" "NS" > "$TMP/baddealer.pbn"

# (exit status 1: the flaw reported, the board analysed all the same)
"$DDPLAY" analyse --summary "$TMP/badvul.pbn" > "$TMP/out" 2> "$TMP/err"
[ $? = 1 ] || fail "summary of a bad Vulnerable: exit status not 1"
grep -q "^Board 2 .* +430, par " "$TMP/out" ||
	fail "a bad Vulnerable on board 2: not scored nobody vulnerable: $(cat "$TMP/out")"
grep -q "^ *scored with nobody vulnerable (not known)$" "$TMP/out" ||
	fail "a bad Vulnerable: the summary does not say how it scored: $(cat "$TMP/out")"
grep -q "badvul.pbn:3: board 2: bad Vulnerable 'N-S'" "$TMP/err" ||
	fail "a bad Vulnerable: not reported: $(cat "$TMP/err")"
"$DDPLAY" analyse --summary --json "$TMP/badvul.pbn" > "$TMP/json" 2> /dev/null
grep -q '"score": 430, "par": [0-9-]*, "dealer": "E", "vul": "None", "taken": \["vul"\]' "$TMP/json" ||
	fail "--json: not taken as nobody vulnerable: $(cat "$TMP/json")"

# no Vulnerable tag: the number's (North-South vulnerable on board 2)
"$DDPLAY" analyse --summary "$TMP/none.pbn" > "$TMP/out" 2> "$TMP/err" ||
	fail "summary without Vulnerable: exit status $?"
grep -q "^Board 2 .* +630, par " "$TMP/out" ||
	fail "no Vulnerable on board 2: not scored North-South vulnerable: $(cat "$TMP/out")"
grep -q "not known" "$TMP/out" && fail "no Vulnerable: said not known: $(cat "$TMP/out")"
"$DDPLAY" analyse --summary --json "$TMP/none.pbn" > "$TMP/json" 2> /dev/null
grep -q '"score": 630, "par": [0-9-]*, "dealer": "E", "vul": "NS", "taken": \[\]' "$TMP/json" ||
	fail "--json without Vulnerable: $(cat "$TMP/json")"

# a bad Dealer: par with North dealing, said
"$DDPLAY" analyse --summary "$TMP/baddealer.pbn" > "$TMP/out" 2> /dev/null
[ $? = 1 ] || fail "summary of a bad Dealer: exit status not 1"
grep -q "^ *scored par with North dealing (not known)$" "$TMP/out" ||
	fail "a bad Dealer: the summary does not say how it scored: $(cat "$TMP/out")"
"$DDPLAY" analyse --summary --json "$TMP/baddealer.pbn" > "$TMP/json" 2> /dev/null
grep -q '"dealer": "N", "vul": "NS", "taken": \["dealer"\]' "$TMP/json" ||
	fail "--json of a bad Dealer: $(cat "$TMP/json")"
# table's par takes the same (its readable line says which it took)
"$DDPLAY" table "$TMP/badvul.pbn" > "$TMP/out" 2> /dev/null
grep -q "^Par .*(dealer East, nobody vulnerable)$" "$TMP/out" ||
	fail "table of a bad Vulnerable on board 2: $(grep Par "$TMP/out")"
"$DDPLAY" table "$TMP/none.pbn" > "$TMP/out" 2> /dev/null
grep -q "^Par .*(dealer East, North-South vulnerable)$" "$TMP/out" ||
	fail "table without Vulnerable on board 2: $(grep Par "$TMP/out")"
echo "t_summary_taken: passed"

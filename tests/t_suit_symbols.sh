#!/bin/sh
# t_suit_symbols.sh - cards written with suit symbols, as ddplay's own
# output writes them (♠Q), read as the letters are: in a position's played
# cards (solve), in a PBN Play section (analyse), the white symbols
# (♤♡♢♧) and the emoji form (a symbol then U+FE0F) too; a bad card quoted
# in its message as typed, the symbol kept, other bytes as '?'.
. "$(dirname "$0")/lib.sh"

# The played cards (the fourth field) with their suit letters as symbols:
# FORM black (♠♥♦♣), white (♤♡♢♧) or emoji (black, then U+FE0F).
symbols() {
	awk -F'|' -v OFS='|' -v form="$1" -v e="$(printf '\357\270\217')" '
	BEGIN {
		if (form == "white") split("\342\231\244 \342\231\241 \342\231\242 \342\231\247", sym, " ")
		else split("\342\231\240 \342\231\245 \342\231\246 \342\231\243", sym, " ")
		if (form == "emoji") for (i = 1; i <= 4; i++) sym[i] = sym[i] e
	}
	{
		n = split($4, card, " ")
		out = ""
		for (i = 1; i <= n; i++)
			out = out (i > 1 ? " " : "") sym[index("SHDC", substr(card[i], 1, 1))] substr(card[i], 2)
		$4 = out
		print
	}'
}

DEAL="N:A86.Q8542.4.9764 42.AT73.T953.A85 QJ975.J.AKQJ.KJ3 KT3.K96.8762.QT2"
PLAYED="CT C4 C8 CJ S7 ST SA S2 D4 D5 DJ D7 DA D6 C6 D9 DQ D8 H5 DT S5 SK S8 S4 C2 C7 CA C3 H3 HJ HK H2 S3 S6 D3 SJ"
{
	echo "$DEAL|D|W|$PLAYED"
	echo "$DEAL|D|W|CT C4 C8"
	echo "$DEAL|N|W|C10 C4"
} > "$TMP/letters.txt"
"$DDPLAY" solve --lines "$TMP/letters.txt" > "$TMP/want" ||
	fail "solve --lines on the letters: exit status $?"
[ "$(wc -l < "$TMP/want")" -eq 3 ] || fail "solve --lines: not 3 lines"
for form in symbols white emoji; do
	symbols $form < "$TMP/letters.txt" > "$TMP/$form.txt"
	grep -q "|C\| C" "$TMP/$form.txt" && fail "$form: a letter left in the played cards"
	"$DDPLAY" solve --lines "$TMP/$form.txt" > "$TMP/got.$form" 2> "$TMP/err.$form" ||
		fail "solve --lines with $form: exit status $?: $(cat "$TMP/err.$form")"
	cmp -s "$TMP/want" "$TMP/got.$form" ||
		fail "solve --lines with $form: not the letters' output: $(diff "$TMP/want" "$TMP/got.$form" | head -5)"
done

# a bad card: quoted as typed, the symbol kept; a byte that is no
# symbol as '?'
printf '%s|N|W|\342\231\240X\n' "$DEAL" > "$TMP/bad.txt"
"$DDPLAY" solve "$TMP/bad.txt" > /dev/null 2> "$TMP/err" && fail "solve took the card ♠X"
grep -q "bad.txt:1: bad card '$(printf '\342\231\240')X' in the played cards" "$TMP/err" ||
	fail "the bad card not quoted as typed: $(cat "$TMP/err")"
printf '%s|N|W|\342\231X\n' "$DEAL" > "$TMP/bad2.txt"
"$DDPLAY" solve "$TMP/bad2.txt" > /dev/null 2> "$TMP/err" && fail "solve took a broken symbol"
grep -q "bad2.txt:1: bad card '??X' in the played cards" "$TMP/err" ||
	fail "a broken sequence not quoted as '?': $(cat "$TMP/err")"

# a PBN Play section written with symbols: the same analysis
P=tests/data/pbn/example.pbn
cp "$P" "$TMP/letters.pbn"
awk -v s="$(printf '\342\231\240')" -v h="$(printf '\342\231\245')" \
    -v d="$(printf '\342\231\246')" -v c="$(printf '\342\231\243')" '
	/^\[Play/ { play = 1; print; next }
	/^\[/ { play = 0 }
	play { $0 = " " $0; gsub(/ S/, " " s); gsub(/ H/, " " h)
	       gsub(/ D/, " " d); gsub(/ C/, " " c); $0 = substr($0, 2) }
	{ print }' "$TMP/letters.pbn" > "$TMP/symbols.pbn"
cmp -s "$TMP/letters.pbn" "$TMP/symbols.pbn" && fail "no card of the Play section changed"
"$DDPLAY" analyse "$TMP/letters.pbn" > "$TMP/a.letters" 2>&1 ||
	fail "analyse on the Play section in letters: exit status $?"
"$DDPLAY" analyse "$TMP/symbols.pbn" > "$TMP/a.symbols" 2>&1 ||
	fail "analyse on the Play section in symbols: exit status $?: $(head -3 "$TMP/a.symbols")"
sed 's/symbols\.pbn/letters.pbn/g' "$TMP/a.symbols" | cmp -s "$TMP/a.letters" - ||
	fail "analyse: the symbols' analysis differs: $(diff "$TMP/a.letters" "$TMP/a.symbols" | head -5)"
grep -q "[0-9] tricks\|trick" "$TMP/a.letters" || fail "analyse printed no analysis"
exit 0

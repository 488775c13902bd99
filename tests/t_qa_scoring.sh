#!/bin/sh
# A board's Scoring tag picks how analyse --sd judges a card (on the
# contract or on the tricks, docs/formats.md): every name of the PBN
# standard's section 3.4.12 and the values programs write besides.
# Cavendish and Aggregate were judged on the tricks (only IMP, Butler,
# Rubber, Chicago and "total" were looked for), and a name not known was
# judged on the tricks without a word: now said, in the heading, in
# --json and in --summary.
. "$(dirname "$0")/lib.sh"

U=tests/data/analyse-sd-safety.pbn
SD="--sd --deals 5 --seed 1"
# judged VALUE: "contract" or "tricks", then the note, of the board with
# [Scoring "VALUE"]: board 1 with its first three tricks (the board's
# "judged_on" and "scoring_not_understood" are the same without the rest
# of its play and without board 2, whose single-dummy figures took most
# of this test's CPU, and 20 s of it under the sanitizers, for the 36
# values; the figures judged each way are below and in t_qa_analyse_sd)
awk '/^[SHDC][2-9TJQKA] / && ++t > 3 { next } { print } /^\*/ { exit }' "$U" > "$TMP/b1.pbn"
judged() {
	sed "s/^\[Board \"1\"\]/[Scoring \"$1\"]\n&/" "$TMP/b1.pbn" > "$TMP/s.pbn"
	"$DDPLAY" analyse $SD --json "$TMP/s.pbn" > "$TMP/s.json" ||
		fail "Scoring '$1': exit status $?"
	sed -n 's/.*"judged_on": "\([a-z]*\)", "scoring_not_understood": \("[^"]*"\|null\).*/\1 \2/p' "$TMP/s.json" | head -n 1
}
for v in IMP imps IMP_1948 IMP_1961 EMP Butler Butler-2 "IMP;Butler" "IMP;Butler-2;Median" \
	"IMP;Cross1" Cross-IMP Experts Cavendish Chicago Rubber Aggregate TotalPoints \
	"Total Points" "Butler IMPs" " cavendish " "Rubber;Instant"; do
	got=$(judged "$v")
	[ "$got" = "contract null" ] || fail "Scoring '$v': '$got', not judged on the contract"
done
for v in MP MatchPoints matchpoints "MP;MP2" "MP;OldMP" MP1 BAM Board-a-match "MP;Mitchell2" \
	"" "?"; do
	got=$(judged "$v")
	[ "$got" = "tricks null" ] || fail "Scoring '$v': '$got', not judged on the tricks"
done
# not understood: judged on the tricks, and said
got=$(judged Swiss)
[ "$got" = "tricks \"Scoring 'Swiss' not understood (not a scoring ddplay knows)\"" ] || fail "Scoring Swiss: '$got'"
got=$(judged "IMP;Swiss")
[ "$got" = "tricks \"Scoring 'IMP;Swiss' not understood ('Swiss' is not a scoring ddplay knows)\"" ] ||
	fail "Scoring IMP;Swiss: '$got'"
got=$(judged Instant)
[ "$got" = "tricks \"Scoring 'Instant' not understood (it names neither matchpoints nor IMPs or total points)\"" ] ||
	fail "Scoring Instant: '$got'"
got=$(judged "MP;Butler")
[ "$got" = "tricks \"Scoring 'MP;Butler' not understood (it names both matchpoints and IMPs or total points)\"" ] ||
	fail "Scoring MP;Butler: '$got'"
# the readable heading says it
sed 's/^\[Board "1"\]/[Scoring "Swiss"]\n&/' "$U" > "$TMP/sw.pbn"
LC_ALL=C "$DDPLAY" analyse $SD "$TMP/sw.pbn" > "$TMP/sw.txt" || fail "Scoring Swiss: exit status $?"
tr '\n' ' ' < "$TMP/sw.txt" | sed 's/  */ /g' | grep -q "Scoring 'Swiss' not understood (not a scoring ddplay knows): cards judged on the tricks;" ||
	fail "Scoring Swiss: the heading does not say it: $(head -n 4 "$TMP/sw.txt")"
# --judge overrides it: nothing to say
"$DDPLAY" analyse $SD --judge contract --json "$TMP/sw.pbn" | grep -q '"judged_on": "contract", "scoring_not_understood": null' ||
	fail "--judge contract on Scoring Swiss"
# --summary counts the boards whose Scoring was not understood
LC_ALL=C "$DDPLAY" analyse --summary $SD "$TMP/sw.pbn" > "$TMP/sum.txt" || fail "--summary: exit status $?"
tr '\n' ' ' < "$TMP/sum.txt" | sed 's/  */ /g' | grep -q "(by each board's Scoring; 1 board's Scoring not understood: on the tricks)\." ||
	fail "--summary: the unknown Scoring not said: $(sed -n 1,6p "$TMP/sum.txt")"
"$DDPLAY" analyse --summary $SD --json "$TMP/sw.pbn" | grep -q '"judged_on_tricks": 2, "scoring_not_understood": 1,' ||
	fail "--summary --json: the unknown Scoring not counted"
sed 's/^\[Board "1"\]/[Scoring "Cavendish"]\n&/' "$U" > "$TMP/cav.pbn"
"$DDPLAY" analyse --summary $SD --json "$TMP/cav.pbn" | grep -q '"judged_on_contract": 1, "judged_on_tricks": 1, "scoring_not_understood": 0,' ||
	fail "--summary --json: Scoring Cavendish not judged on the contract"
echo "each PBN Scoring judged as it says; one not understood said"

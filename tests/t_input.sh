#!/bin/sh
# Input forms: reference lines fed back whole (the fields after the ones a
# command reads are ignored), deals not starting with North, lower case,
# 10 for T, spaces around fields; the output is always normalised.
. "$(dirname "$0")/lib.sh"

# table reads the first field of a whole tables.txt line.
head -n 2 "$REF/tables.txt" > "$TMP/want"
"$DDPLAY" table --lines "$TMP/want" > "$TMP/got" ||
	fail "table exited with status $?"
compare "$TMP/want" "$TMP/got" "table on whole lines"

# solve ignores the fifth field of positions.txt (compared sorted).
sed -n '10,12p' "$REF/positions.txt" > "$TMP/ref"
"$DDPLAY" solve --lines "$TMP/ref" > "$TMP/out" ||
	fail "solve exited with status $?"
for f in ref out; do
	awk -F'|' '{ n = split($5, it, " "); s = ""
		     for (i = 1; i <= n; i++) print NR, $1, $2, $3, $4, it[i] }' \
		"$TMP/$f" | sort > "$TMP/$f.items"
done
compare "$TMP/ref.items" "$TMP/out.items" "solve on whole lines"

# The same position written another way: West first, lower case, 10 for
# T, NT, spaces around the fields.
line=$(sed -n 10p "$REF/positions.txt")
deal=${line%%|*}
rest=${line#*|}
strain=${rest%%|*}
rest=${rest#*|}
leader=${rest%%|*}
rest=${rest#*|}
played=${rest%%|*}
set -- $(echo "${deal#N:}")
west_first="W:$4 $1 $2 $3"
[ "$strain" = N ] && strain=NT
odd=$(printf '%s | %s | %s | %s' "$west_first" "$strain" "$leader" "$played" |
	sed 's/T/10/g; s/N10/NT/' | tr 'A-Z' 'a-z')
echo "input: $odd"
printf '%s\n' "$odd" | "$DDPLAY" solve --lines > "$TMP/odd" ||
	fail "solve exited with status $? on: $odd"
[ "$(cut -d'|' -f1-4 "$TMP/odd")" = "$(cut -d'|' -f1-4 "$TMP/out" | head -n 1)" ] ||
	fail "not normalised: $(cat "$TMP/odd")"
[ "$(cat "$TMP/odd")" = "$(head -n 1 "$TMP/out")" ] ||
	fail "another result: $(cat "$TMP/odd")"
echo "ok"

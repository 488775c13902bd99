# tests/sort-items.awk - sorts the card:tricks items of the fifth field of
# solve --lines output (their order carries no meaning), so that two such
# files can be compared line by line.
BEGIN { FS = "|"; OFS = "|" }
{
	n = split($5, it, " ")
	for (i = 2; i <= n; i++)
		for (j = i; j > 1 && it[j - 1] > it[j]; j--) {
			t = it[j]; it[j] = it[j - 1]; it[j - 1] = t
		}
	s = ""
	for (i = 1; i <= n; i++)
		s = s (i > 1 ? " " : "") it[i]
	$5 = s
	print
}

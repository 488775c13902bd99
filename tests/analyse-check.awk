# tests/analyse-check.awk - checks the output of `ddplay analyse` (in the
# C locale: cards as letters) against the reference courses it was made
# from.  First file: the reference lines deal|strain|leader|played|d0..dn,
# board k being line k; second file: analyse's output.  For every board:
# the result before the lead is d0; the rows are exactly the cards k where
# dk differs from dk-1, in order, each with its trick, its holder, "cost"
# for declarer's side and "gave" for the defenders, and |dk - dk-1|; the
# summary's totals are the sums of the drops and of the rises.  Prints the
# positions before the cards marked, with the right cards claimed, as
# "deal|strain|leader|played|right cards" for a check with `ddplay solve`
# (a row's right cards may go on over lines of their own, indented: they
# are joined).  Every line fits 78 columns.  Exit status 1 on the first
# mismatch (reported).
BEGIN { FS = "|"; seats = "NESW"; bad = 0 }
function holder(deal, card,    h, i, j, parts, suit, r) {
	split(substr(deal, 3), h, " ")
	suit = index("SHDC", substr(card, 1, 1)); r = substr(card, 2, 1)
	for (i = 1; i <= 4; i++) {
		split(h[i], parts, ".")
		if (index(parts[suit], r)) return substr(seats, i, 1)
	}
	return "?"
}
function name(s) { return s == "N" ? "North" : s == "E" ? "East" : s == "S" ? "South" : "West" }
function complain(msg) { print "board " b ": " msg > "/dev/stderr"; bad = 1; exit 1 }
NR == FNR {
	nb++
	deal[nb] = $1; strain[nb] = $2; leader[nb] = $3; played[nb] = $4; course[nb] = $5
	next
}
# The row printed once its right cards are all read.
function flush() {
	if (pending != "") print pending
	pending = ""
}
length($0) > 78 { complain("a line of " length($0) " columns: " $0) }
b && pending != "" && /^      +[SHDC][2-9TJQKA]( |$)/ {
	n = split($0, f, " ")
	for (i = 1; i <= n; i++) pending = pending " " f[i]
	next
}
{ flush() }
/^Board [0-9]+: / {
	finish()
	b = $0; sub(/^Board /, "", b); sub(/:.*/, "", b); b += 0
	np = split(played[b], card, " ")
	nd = split(course[b], d, " ")
	if (nd != np + 1) complain("the reference course has " nd " numbers for " np " cards")
	side = index("NESW", leader[b]) % 2     # declarer's side: 0 NS... leader's rho
	want_rows = 0; lost = 0; gave = 0
	for (k = 1; k <= np; k++) {
		delta = d[k + 1] - d[k]
		if (delta == 0) continue
		want_rows++
		wk[want_rows] = k
		if (delta < 0) lost -= delta; else gave += delta
	}
	row = 0; seen_before = 0; seen_summary = 0
	next
}
b && /^Double-dummy before the opening lead: / {
	split($0, w, " ")
	if (w[6] != d[1]) complain("before the lead " w[6] ", reference " d[1])
	seen_before = 1
	next
}
b && /^  trick / {
	row++
	if (row > want_rows) complain("more rows than cards that changed the result: " $0)
	k = wk[row]
	n = split($0, f, " ")
	delta = d[k + 1] - d[k]
	amount = delta < 0 ? -delta : delta
	c = card[k]
	if (f[2] != int((k - 1) / 4) + 1 || f[3] != name(holder(deal[b], c)) || f[4] != c ||
	    f[5] != (delta < 0 ? "cost" : "gave") || f[6] != amount)
		complain("row " row " is '" $0 "', expected card " k " " c " " delta)
	right = ""
	for (i = 9; i <= n; i++) right = right (right == "" ? "" : " ") f[i]
	pre = ""
	for (i = 1; i < k; i++) pre = pre (pre == "" ? "" : " ") card[i]
	pending = deal[b] "|" strain[b] "|" leader[b] "|" (pre == "" ? "-" : pre) "|" right
	next
}
b && /^Declarer's side/ {
	n = split($0, w, " ")
	if (w[5] != lost) complain("lost " w[5] ", reference " lost)
	if (w[n] + 0 != gave) complain("gave away " w[n] ", reference " gave)
	seen_summary = 1
	next
}
function finish() {
	if (!b) return
	if (!seen_before) complain("no result before the lead")
	if (row != want_rows) complain(row " rows, expected " want_rows)
	if (!seen_summary) complain("no summary")
	checked++
}
END {
	if (bad) exit 1
	flush()
	finish()
	if (checked != nb) { print "checked " checked " boards of " nb > "/dev/stderr"; exit 1 }
}

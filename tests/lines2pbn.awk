# tests/lines2pbn.awk - writes plays of the line format (deal|strain|leader|
# played) as PBN games, independently of ddplay's own PBN writer, so that
# the tests can compare what ddplay reads from both.  Variables:
#   style=bc     Bridge Composer's look: CRLF line ends, a byte-order mark,
#                the export tag set, tables after the play
#   style=plain  a dealer program's look: few tags, lower case cards, "#"
#                for a value repeated, comments, the deal from the dealer
# The contract's level is made up (the play does not depend on it).
BEGIN {
	FS = "|"
	seats = "NESW"
	suits = "SHDC"
	ranks = "23456789TJQKA"
	eol = (style == "bc") ? "\r\n" : "\n"
	if (style == "bc")
		printf "\357\273\277%% PBN 2.1\r\n%% EXPORT\r\n%%Content-type: text/x-pbn; charset=ISO-8859-1\r\n%%Creator: Bridge Composer\r\n\r\n"
	else
		printf "%% dealer-like output\n; a comment line\n\n"
}
function seat(i) { return substr(seats, (i % 4) + 1, 1) }
function seatidx(c) { return index(seats, c) - 1 }
function rank(c) { return index(ranks, substr(c, 2, 1)) }
# the winner (0..3 offset from the leader) of four cards t[0..3]
function winner(t, strain,    w, i, sw, si) {
	w = 0
	for (i = 1; i < 4; i++) {
		sw = substr(t[w], 1, 1); si = substr(t[i], 1, 1)
		if ((si == sw && rank(t[i]) > rank(t[w])) ||
		    (si == strain && sw != strain))
			w = i
	}
	return w
}
function tag(name, value) { printf "[%s \"%s\"]%s", name, value, eol }
{
	deal = $1; strain = $2; leader = seatidx($3); np = split($4, c, " ")
	if ($4 == "-") np = 0
	declarer = (leader + 3) % 4
	board++
	dealer = (board - 1) % 4
	level = (board % 7) + 1
	st = (strain == "N") ? "NT" : strain
	split(substr(deal, 3), h, " ")
	if (style == "bc") {
		tag("Event", "Test \\\"Championship\\\"")
		tag("Site", "Somewhere")
		tag("Date", "2026.11.21")
		tag("Board", board)
		tag("West", "W player"); tag("North", "N player")
		tag("East", "E player"); tag("South", "S player")
		tag("Dealer", seat(dealer))
		tag("Vulnerable", (board % 4 == 0) ? "All" : (board % 4 == 1) ? "None" : (board % 4 == 2) ? "NS" : "EW")
		tag("Deal", deal)
		tag("Scoring", "IMP")
		tag("Declarer", seat(declarer))
		tag("Contract", level st (board % 3 == 0 ? "X" : ""))
		tag("Result", "")
		tag("Auction", seat(declarer))
		printf "%d%s Pass Pass Pass%s", level, st, eol
	} else {
		# the deal from the dealer's seat, the hands turned round
		d = seat(dealer) ":"
		for (i = 0; i < 4; i++)
			d = d (i ? " " : "") h[((dealer + i) % 4) + 1]
		tag("Event", board == 1 ? "Club pairs" : "#")
		tag("Board", board)
		tag("Dealer", seat(dealer))
		tag("Vulnerable", "None")
		tag("Deal", d)
		tag("Contract", tolower(level) st)
		tag("Declarer", seat(declarer))
		printf "{ a comment%sover two lines }%s", eol, eol
	}
	tag("Play", seat(leader))
	lead = 0          # offset of the trick's leader from the opening leader
	for (k = 1; k <= np; k += 4) {
		n = np - k + 1; if (n > 4) n = 4
		for (j = 0; j < 4; j++) col[j] = "-"
		for (j = 0; j < n; j++) {
			t[j] = c[k + j]
			card = c[k + j]
			if (style != "bc") card = tolower(card)
			col[(lead + j) % 4] = card
		}
		printf "%s %s %s %s%s%s", col[0], col[1], col[2], col[3],
			(style != "bc" && k == 1) ? " ; the lead" : "", eol
		if (n == 4)
			lead = (lead + winner(t, strain)) % 4
	}
	if (np < 52) printf "*%s", eol
	if (style == "bc") {
		tag("Note", "1:a note")
		tag("OptimumResultTable", "Declarer;Denomination\\2R;Result\\2R")
		printf "N NT 7%sS NT 7%s", eol, eol
	}
	printf "%s", eol
}

/*
 * unit_core.c - unit tests of the modules of src/ (deal, lineio, game,
 * worker).
 * Prints each failed check and exits 1 when there was one.
 */
#include <poll.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>
#include <sys/wait.h>
#include <unistd.h>

#include "model/command.h"
#include "model/contract.h"
#include "dd.h"
#include "model/deal.h"
#include "model/game.h"
#include "util/lineio.h"
#include "model/worker.h"
#include "util/util.h"
#include "check.h"


static const char *REF_DEAL =
	"N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4";

/* Parses text as a deal and formats it back; "ERR: message" on error. */
static const char *deal_round_trip(const char *text)
{
	static char out[DEAL_TEXT_SIZE + DEAL_ERR_SIZE];
	char err[DEAL_ERR_SIZE];
	dd_deal deal;

	if (deal_parse(text, &deal, err, sizeof err) < 0) {
		snprintf(out, sizeof out, "ERR: %s", err);
		return out;
	}
	deal_format(&deal, out);
	return out;
}

static const char *position_round_trip(const char *text)
{
	static char out[DEAL_POSITION_SIZE + DEAL_ERR_SIZE];
	char err[DEAL_ERR_SIZE];
	dd_position pos;

	if (deal_parse_position(text, &pos, err, sizeof err) < 0) {
		snprintf(out, sizeof out, "ERR: %s", err);
		return out;
	}
	deal_format_position(&pos, out);
	return out;
}

static void test_deals(void)
{
	dd_deal deal;

	CHECK_STR(deal_round_trip(REF_DEAL), REF_DEAL);
	CHECK(deal_parse(REF_DEAL, &deal, NULL, 0) == 0);
	CHECK(deal.hand[DD_NORTH][DD_SPADES] ==
	      ((1 << 13) | (1 << 12) | (1 << 10) | (1 << 2)));
	CHECK(deal.hand[DD_EAST][DD_SPADES] == (1 << 14));
	CHECK(deal.hand[DD_WEST][DD_CLUBS] == ((1 << 10) | (1 << 4)));
	/* Any first seat, any order and case, 10 for T, spaces around. */
	CHECK_STR(deal_round_trip("w:568j.29qa.t8k.4t kqt2.8653.a7.k32 "
				  "A.KJ10.9654.AQ876  9743.74.QJ32.J95  "),
		  REF_DEAL);
	CHECK_STR(deal_round_trip("  E:A.KJT.9654.AQ876\t9743.74.QJ32.J95 "
				  "J865.AQ92.KT8.T4 KQT2.8653.A7.K32"),
		  REF_DEAL);
	/* Voids. */
	CHECK_STR(deal_round_trip("N:AKQJT98765432... .AKQJT98765432.. "
				  "..AKQJT98765432. ...AKQJT98765432"),
		  "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. "
		  "...AKQJT98765432");
	/* Syntax errors; counts are the engine's business. */
	CHECK_STR(deal_round_trip(""), "ERR: bad deal: it is empty");
	CHECK_STR(deal_round_trip("KQT2.8653.A7.K32"),
		  "ERR: bad deal: it must start with the seat of the first "
		  "hand and a colon, as in N:");
	CHECK_STR(deal_round_trip("X:KQT2.8653.A7.K32"),
		  "ERR: bad deal: it must start with the seat of the first "
		  "hand and a colon, as in N:");
	CHECK_STR(deal_round_trip("N:AKQ"),
		  "ERR: bad deal: hand 'AKQ' has 1 suit, expected 4 "
		  "(spades.hearts.diamonds.clubs)");
	CHECK_STR(deal_round_trip("N:KQT2.8653.A7.K32 A.KJT.9654.AQ876"),
		  "ERR: bad deal: 2 hands, expected 4");
	CHECK_STR(deal_round_trip("N:"), "ERR: bad deal: 0 hands, expected 4");
	CHECK_STR(deal_round_trip("N:A... .A.. ..A. ...A ...K"),
		  "ERR: bad deal: more than 4 hands");
	CHECK_STR(deal_round_trip("N:AXQ... .A.. ..A. ...A"),
		  "ERR: bad deal: hand 'AXQ...' has a bad rank 'X'");
	CHECK_STR(deal_round_trip("N:A1... .A.. ..A. ...A"),
		  "ERR: bad deal: hand 'A1...' has a bad rank '1'");
	CHECK_STR(deal_round_trip("N:A..\x01. .A.. ..A. ...A"),
		  "ERR: bad deal: hand 'A..?.' has a bad byte 0x01");
	CHECK_STR(deal_round_trip("N:.KTK.. .A.. ..A. ...A"),
		  "ERR: bad deal: hand '.KTK..' lists HK twice");
	CHECK_STR(deal_round_trip("N:.T10.. .A.. ..A. ...A"),
		  "ERR: bad deal: hand '.T10..' lists HT twice");
	/* Long input is cut in messages. */
	CHECK_STR(deal_round_trip("N:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
				  "AAAAAAAAAA..."),
		  "ERR: bad deal: hand 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
		  "...' lists SA twice");
}

static void test_fields(void)
{
	char err[DEAL_ERR_SIZE], text[DEAL_PLAYED_SIZE];
	dd_card played[52], card;
	int x = -1, n = -1, i;

	CHECK(deal_parse_strain("S", &x, err, sizeof err) == 0 &&
	      x == DD_SPADES);
	CHECK(deal_parse_strain("c", &x, err, sizeof err) == 0 &&
	      x == DD_CLUBS);
	CHECK(deal_parse_strain("N", &x, err, sizeof err) == 0 &&
	      x == DD_NOTRUMP);
	CHECK(deal_parse_strain(" nT ", &x, err, sizeof err) == 0 &&
	      x == DD_NOTRUMP);
	CHECK(deal_parse_strain("NTT", &x, err, sizeof err) < 0);
	CHECK_STR(err, "bad strain 'NTT': expected S, H, D, C or N");
	CHECK(deal_parse_strain("", &x, err, sizeof err) < 0);
	CHECK(deal_parse_seat("w", &x, "leader", err, sizeof err) == 0 &&
	      x == DD_WEST);
	CHECK(deal_parse_seat("E", &x, "leader", err, sizeof err) == 0 &&
	      x == DD_EAST);
	CHECK(deal_parse_seat("X", &x, "leader", err, sizeof err) < 0);
	CHECK_STR(err, "bad leader 'X': expected N, E, S or W");

	CHECK(deal_parse_card("HA", &card, err, sizeof err) == 0 &&
	      card == DD_CARD(DD_HEARTS, 14));
	CHECK(deal_parse_card("c10", &card, err, sizeof err) == 0 &&
	      card == DD_CARD(DD_CLUBS, 10));
	CHECK(deal_parse_card("dt", &card, err, sizeof err) == 0 &&
	      card == DD_CARD(DD_DIAMONDS, 10));
	CHECK(deal_parse_card("S2", &card, err, sizeof err) == 0 &&
	      card == DD_CARD(DD_SPADES, 2));
	CHECK(deal_parse_card("H1", &card, err, sizeof err) < 0);
	CHECK_STR(err, "bad card 'H1': expected a suit letter and a rank, "
		  "as in HA or C10");
	CHECK(deal_parse_card("AH", &card, err, sizeof err) < 0);
	CHECK(deal_parse_card("HAK", &card, err, sizeof err) < 0);
	CHECK(deal_parse_card("N2", &card, err, sizeof err) < 0);
	CHECK(deal_parse_card("", &card, err, sizeof err) < 0);

	CHECK(deal_parse_played("-", played, &n, err, sizeof err) == 0 &&
	      n == 0);
	CHECK(deal_parse_played("  ", played, &n, err, sizeof err) == 0 &&
	      n == 0);
	CHECK(deal_parse_played(" ct  c4\tCA ", played, &n, err,
				sizeof err) == 0 && n == 3);
	deal_format_played(played, n, text);
	CHECK_STR(text, "CT C4 CA");
	deal_format_played(played, 0, text);
	CHECK_STR(text, "-");
	CHECK(deal_parse_played("CT - CA", played, &n, err, sizeof err) < 0);
	CHECK_STR(err, "bad card '-' in the played cards: expected a suit "
		  "letter and a rank, as in HA or C10");
	/* 52 cards are fine (the parser does not check them), 53 are not. */
	text[0] = '\0';
	{
		char many[53 * 3 + 1] = "";

		for (i = 0; i < 53; i++)
			strcat(many, i ? " SA" : "SA");
		CHECK(deal_parse_played(many, played, &n, err,
					sizeof err) < 0);
		CHECK_STR(err, "more than 52 played cards");
		many[52 * 3 - 1] = '\0';
		CHECK(deal_parse_played(many, played, &n, err,
					sizeof err) == 0 && n == 52);
	}
	deal_format_card(DD_CARD(DD_DIAMONDS, 10), text);
	CHECK_STR(text, "DT");
	CHECK(deal_rank_char(1) == '?' && deal_rank_char(14) == 'A');
	CHECK(deal_strain_char(DD_NOTRUMP) == 'N');
	CHECK(deal_seat_char(DD_WEST) == 'W');
	/* A small error buffer cuts the message. */
	CHECK(deal_parse_seat("Q", &x, "leader", err, 8) < 0);
	CHECK_STR(err, "bad lea");
}

static void test_positions(void)
{
	char line[512];

	snprintf(line, sizeof line, "%s|N|W|CT C4 CA CJ H8", REF_DEAL);
	CHECK_STR(position_round_trip(line), line);
	snprintf(line, sizeof line, "%s|S|E|-|extra|fields", REF_DEAL);
	snprintf(line + 300, 200, "%s|S|E|-", REF_DEAL);
	CHECK_STR(position_round_trip(line), line + 300);
	snprintf(line, sizeof line, " %s | nt | w | c10 c4 |", REF_DEAL);
	snprintf(line + 300, 200, "%s|N|W|CT C4", REF_DEAL);
	CHECK_STR(position_round_trip(line), line + 300);
	snprintf(line, sizeof line, "%s|N|W|", REF_DEAL);
	snprintf(line + 300, 200, "%s|N|W|-", REF_DEAL);
	CHECK_STR(position_round_trip(line), line + 300);
	snprintf(line, sizeof line, "%s|N|W", REF_DEAL);
	CHECK_STR(position_round_trip(line), "ERR: truncated line: the "
		  "played cards are missing (expected "
		  "deal|strain|leader|played)");
	CHECK_STR(position_round_trip(REF_DEAL), "ERR: truncated line: the "
		  "strain is missing (expected deal|strain|leader|played)");
	snprintf(line, sizeof line, "%s|H|Z|-", REF_DEAL);
	CHECK_STR(position_round_trip(line),
		  "ERR: bad leader 'Z': expected N, E, S or W");
	CHECK_STR(position_round_trip("N:A|N|W|-"),
		  "ERR: bad deal: hand 'A' has 1 suit, expected 4 "
		  "(spades.hearts.diamonds.clubs)");
}

/* Writes text (size bytes) to a new temporary file; returns its name. */
static char *temp_file(const char *text, size_t size)
{
	char *name = xstrdup("/tmp/unit_core.XXXXXX");
	int fd = mkstemp(name);
	FILE *f;

	CHECK(fd >= 0);
	f = fdopen(fd, "w");
	fwrite(text, 1, size, f);
	fclose(f);
	return name;
}

static void test_lineio(void)
{
	static const char a[] = "# comment\n\nfirst\r\nsecond|x\n  \t\n"
				"  # indented comment\nbad\0byte\nlast";
	static char nonexistent[] = "/nonexistent/unit_core", tmp_dir[] = "/tmp";
	char *long_line = xmalloc(200001), *b, *files[4], *s, diag_text[512];
	FILE *diag = tmpfile();
	lineio *in;
	size_t n;

	memset(long_line, 'x', 200000);
	strcpy(long_line + 199999, "\n");
	files[0] = temp_file(a, sizeof a - 1);
	files[1] = nonexistent;
	files[2] = b = temp_file(long_line, 200000);
	files[3] = tmp_dir;
	in = lineio_new(4, files, diag);
	s = lineio_next(in);
	CHECK(s && strcmp(s, "first") == 0 && lineio_lineno(in) == 3);
	CHECK(strcmp(lineio_name(in), files[0]) == 0);
	s = lineio_next(in);
	CHECK(s && strcmp(s, "second|x") == 0 && lineio_lineno(in) == 4);
	CHECK(lineio_status(in) == 0);
	lineio_report(in, "trouble %d", 42);
	CHECK(lineio_status(in) == 1);
	s = lineio_next(in);
	CHECK(s && strcmp(s, "last") == 0 && lineio_lineno(in) == 8);
	s = lineio_next(in);
	CHECK(s && strlen(s) == 199999 && lineio_lineno(in) == 1);
	CHECK(strcmp(lineio_name(in), b) == 0);
	CHECK(lineio_next(in) == NULL);
	CHECK(lineio_next(in) == NULL);
	lineio_free(in);

	rewind(diag);
	n = fread(diag_text, 1, sizeof diag_text - 1, diag);
	diag_text[n] = '\0';
	{
		char want[512];

		snprintf(want, sizeof want, "%s:4: trouble 42\n"
			 "%s:7: the line holds a NUL byte\n"
			 "/nonexistent/unit_core: No such file or "
			 "directory\n"
			 "/tmp: Is a directory\n",
			 files[0], files[0]);
		CHECK_STR(diag_text, want);
	}
	fclose(diag);
	unlink(files[0]);
	unlink(b);
	free(files[0]);
	free(b);
	free(long_line);
}

/* The tricks of a play, the scores found so far kept and shown only for
 * the position they belong to. */
static void test_game(void)
{
	dd_deal deal;
	game g;
	game_trick t[13];
	dd_position pos;
	dd_card_score some[2] = { { DD_CARD(DD_SPADES, 9), 4 },
				  { DD_CARD(DD_SPADES, 7), 4 } };
	/* South leads S9, West S5, North SK, East SA (wins), East leads. */
	dd_card cards[5] = { DD_CARD(DD_SPADES, 9), DD_CARD(DD_SPADES, 5),
			     DD_CARD(DD_SPADES, 13), DD_CARD(DD_SPADES, 14),
			     DD_CARD(DD_HEARTS, 13) };
	int n;

	CHECK(deal_parse(REF_DEAL, &deal, NULL, 0) == 0);
	CHECK(game_init(&g, &deal, DD_HEARTS, DD_EAST, 3, cards, 5, NULL,
			0) == 0);
	n = game_tricks(&g, t);
	CHECK(n == 2);
	CHECK(t[0].leader == DD_SOUTH && t[0].ncards == 4 &&
	      t[0].winner == DD_EAST && t[0].card[3] == cards[3]);
	CHECK(t[1].leader == DD_EAST && t[1].ncards == 1 && t[1].winner < 0);
	/* a ruff wins */
	{
		dd_card ruff[4] = { DD_CARD(DD_CLUBS, 14),
				    DD_CARD(DD_HEARTS, 2),
				    DD_CARD(DD_CLUBS, 13),
				    DD_CARD(DD_SPADES, 14) };

		CHECK(game_trick_winner(ruff, DD_WEST, DD_HEARTS) ==
		      DD_NORTH);
		CHECK(game_trick_winner(ruff, DD_WEST, DD_NOTRUMP) ==
		      DD_WEST);
	}

	/* partial scores: for the current position only */
	game_free(&g);
	CHECK(game_init(&g, &deal, DD_HEARTS, DD_EAST, 3, NULL, 0, NULL,
			0) == 0);
	game_position(&g, &pos);
	CHECK(game_partial_scores(&g) == NULL);
	CHECK(game_store_partial(&g, &pos, some, 2) == 1);
	CHECK(game_partial_scores(&g) != NULL &&
	      game_partial_scores(&g)->count == 2);
	CHECK(game_play(&g, cards[0], NULL, 0) == 0);
	CHECK(game_partial_scores(&g) == NULL);
	CHECK(game_undo(&g) == 1);
	CHECK(game_partial_scores(&g) != NULL);
	/* the whole scores known: the partial ones are not shown */
	CHECK(game_store_scores(&g, &pos, some, 2, 0.0) == 1);
	CHECK(game_partial_scores(&g) == NULL);
	CHECK(game_current_scores(&g) != NULL);
	game_free(&g);
}

/* The contract a player would bid from a table. */
static void test_contract(void)
{
	int t[5][4], strain, declarer, level;

	memset(t, 0, sizeof t);
	CHECK_INT(contract_natural_level(DD_SPADES, 11), 4);
	CHECK_INT(contract_natural_level(DD_DIAMONDS, 11), 5);
	CHECK_INT(contract_natural_level(DD_NOTRUMP, 10), 3);
	CHECK_INT(contract_natural_level(DD_CLUBS, 12), 6);
	CHECK_INT(contract_natural_level(DD_HEARTS, 6), 0);
	/* South makes 11 in spades and in diamonds: 4S (450) over 5D */
	t[DD_SPADES][DD_SOUTH] = 11;
	t[DD_DIAMONDS][DD_SOUTH] = 11;
	CHECK(contract_best(t, 1u << DD_SOUTH, 7, &strain, &declarer,
			    &level) == 1);
	CHECK(strain == DD_SPADES && declarer == DD_SOUTH && level == 4);
	/* 3NT with 9 scores as 5D with 11: notrump first */
	t[DD_SPADES][DD_SOUTH] = 0;
	t[DD_NOTRUMP][DD_SOUTH] = 9;
	contract_best(t, 1u << DD_SOUTH, 7, &strain, &declarer, &level);
	CHECK(strain == DD_NOTRUMP && level == 3);
	/* at least 10 tricks asked: 5D */
	contract_best(t, 1u << DD_SOUTH, 10, &strain, &declarer, &level);
	CHECK(strain == DD_DIAMONDS && level == 5);
	/* nothing makes 12 */
	CHECK(contract_best(t, 1u << DD_SOUTH, 12, &strain, &declarer,
			    &level) == 0);
	/* any seat: the side with the most tricks, its best contract */
	memset(t, 0, sizeof t);
	t[DD_HEARTS][DD_WEST] = 10;
	t[DD_HEARTS][DD_EAST] = 9;
	t[DD_CLUBS][DD_NORTH] = 8;
	contract_best(t, 0, 7, &strain, &declarer, &level);
	CHECK(strain == DD_HEARTS && declarer == DD_WEST && level == 4);
	CHECK_STR(contract_side_name(1), "East-West");
}

/* The worker: the scores found so far of a job, collected while it runs,
 * agree with its final result. */
static void test_worker(void)
{
	worker *w = worker_new();
	dd_position pos;
	worker_result r, part;
	unsigned id;
	int done = 0, rounds = 0, i, j, partials = 0;

	CHECK(w != NULL);
	if (!w)
		return;
	memset(&pos, 0, sizeof pos);
	CHECK(deal_parse(REF_DEAL, &pos.deal, NULL, 0) == 0);
	pos.strain = DD_NOTRUMP;
	pos.leader = DD_WEST;
	memset(&part, 0, sizeof part);
	id = worker_post(w, WORKER_SCORES, &pos);
	while (!done && rounds++ < 6000) {
		struct pollfd p = { worker_fd(w), POLLIN, 0 };

		poll(&p, 1, 10);
		if (worker_take(w, &r))
			done = 1;
		else if (worker_partial(w, &part)) {
			CHECK(part.id == id && part.count >= 1 &&
			      part.count <= 13);
			partials++;
		}
	}
	CHECK(done);
	CHECK(done && r.id == id && r.status == DD_OK && r.count == 13);
	for (i = 0; done && i < part.count; i++) {
		for (j = 0; j < r.count; j++)
			if (r.card[j].card == part.card[i].card)
				break;
		CHECK(j < r.count && r.card[j].tricks == part.card[i].tricks);
	}
	/* nothing left over once the job has ended */
	CHECK(!worker_partial(w, &part));
	worker_free(w);
	if (getenv("UNIT_VERBOSE"))
		printf("worker: %d partial collections\n", partials);
}


/* lineio_set_stop(): SIGALRM every 20 ms, its handler installed without
 * SA_RESTART (so that each cuts a blocked read with EINTR), reading a
 * pipe that holds "one" and "tw", where a child writes the rest of "two"
 * and "three" 300 ms later (2 s with the stop flag set). */
static atomic_int alarm_stop, alarm_sets_stop, alarms;

static void on_alarm(int sig)
{
	(void)sig;
	atomic_fetch_add(&alarms, 1);
	if (atomic_load(&alarm_sets_stop))
		atomic_store(&alarm_stop, 1);
}

/* The lines read from the pipe, joined by spaces, into got. */
static void read_with_alarms(int sets_stop, char *got, size_t size)
{
	struct sigaction sa, old;
	struct itimerval tick = { { 0, 20000 }, { 0, 20000 } }, off;
	char name[32], *files[1] = { name }, *s;
	int fd[2];
	pid_t child;
	lineio *in;

	got[0] = '\0';
	if (pipe(fd) != 0) {
		CHECK(!"pipe");
		return;
	}
	/* "one" there before the first read: only "two" is waited for */
	if (write(fd[1], "one\ntw", 6) != 6) {
		CHECK(!"write");
		return;
	}
	child = fork();
	if (child == 0) {
		close(fd[0]);
		/* with the stop flag the reader should end at the first
		 * cut read: "two" comes only as a backstop, late */
		nanosleep(&(struct timespec){ sets_stop ? 2 : 0,
					      sets_stop ? 0 : 300000000 },
			  NULL);
		_exit(write(fd[1], "o\nthree\n", 8) != 8);
	}
	close(fd[1]);
	atomic_store(&alarm_stop, 0);
	atomic_store(&alarm_sets_stop, sets_stop);
	atomic_store(&alarms, 0);
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_alarm;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGALRM, &sa, &old);
	snprintf(name, sizeof name, "/dev/fd/%d", fd[0]);
	in = lineio_new(1, files, stderr);
	lineio_set_stop(in, &alarm_stop);
	setitimer(ITIMER_REAL, &tick, NULL);
	while ((s = lineio_next(in))) {
		if (got[0])
			strncat(got, " ", size - strlen(got) - 1);
		strncat(got, s, size - strlen(got) - 1);
	}
	memset(&off, 0, sizeof off);
	setitimer(ITIMER_REAL, &off, NULL);
	sigaction(SIGALRM, &old, NULL);
	CHECK(lineio_status(in) == 0);  /* no "read error" */
	CHECK(atomic_load(&alarms) > 0);
	lineio_free(in);
	close(fd[0]);
	kill(child, SIGKILL);
	waitpid(child, NULL, 0);
}

/* util_put_wrapped(): no line past the width, the end's mark counted
 * on the last line; UTF-8 characters a column each. */
static void test_wrapped(void)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	if (!f) {
		CHECK(!"open_memstream");
		return;
	}
	/* "aaaa bbbb" is 9 columns: with the '.' 10, over a width of 9 */
	util_put_wrapped(f, "", "aaaa bbbb", 9, 2, ".\n");
	util_put_wrapped(f, "H: ", "\xe2\x99\xa0K \xe2\x99\xa5Q   x", 9, 4,
			 ":\n");
	fclose(f);
	CHECK(strcmp(buf, "aaaa\n  bbbb.\nH: \xe2\x99\xa0K \xe2\x99\xa5Q\n    x:\n")
	      == 0);
	CHECK_INT(util_columns("\xe2\x99\xa0K"), 2);
	free(buf);
}

static void test_lineio_eintr(void)
{
	char got[64];

	/* no stop: every cut read tried again, the whole input read */
	read_with_alarms(0, got, sizeof got);
	CHECK(strcmp(got, "one two three") == 0);
	/* the stop flag set: the input ends at the first cut read, the
	 * line cut short ("tw") dropped */
	read_with_alarms(1, got, sizeof got);
	CHECK(strcmp(got, "one") == 0);
}

int main(void)
{
	test_deals();
	test_fields();
	test_positions();
	test_lineio();
	test_lineio_eintr();
	test_wrapped();
	test_game();
	test_contract();
	test_worker();
	return check_summary("unit_core");
}

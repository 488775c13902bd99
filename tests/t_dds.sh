#!/bin/sh
# libdds-ddplay, DDS's C API on ddplay's engine (src/dds/), through a DDS
# client (tests/dds_check.c): SolveBoard (solutions 3, and 1, 2, a target,
# mode 0 checked against it), SolveBoardPBN and SolveAllBoards on
# positions.txt, CalcDDtable, CalcDDtablePBN and CalcAllTables (with par)
# on tables.txt, AnalysePlay and AnalyseAllPlays on walks-200.txt, against
# the reference; DealerPar against table --json; Par, SidesPar,
# SidesParBin, DealerParBin and their text forms against DDS's own answers
# (tests/ref/par-dds.txt: DDS 2.9.0, Debian's libdds0 2.9.0-9, through this
# client's "sides", on the first 25 tables of tables.txt and on a few
# made-up tables: passed out, who opens the bidding matters, several
# sacrifices); CalcPar; several
# threads calling SolveBoard at once; the return codes of bad calls;
# ErrorMessage's texts (DDS's, dll.h's TEXT_ macros); the
# shared library (only DDS's names exported).  Where Debian's libdds-dev
# is installed, the same client linked with DDS itself gives the same
# answers.
. "$(dirname "$0")/lib.sh"

[ "$DDPLAY" = "$REPO/ddplay" ] || skip "runs on the plain build (./ddplay) only"
command -v make > /dev/null 2>&1 || skip "make not found"
BUILD=${BUILD:-build}
CHECK=$BUILD/tests/dds_check
make --no-print-directory -s BUILD="$BUILD" lib dds-lib "$CHECK" > "$TMP/make.out" 2>&1 ||
	{ cat "$TMP/make.out"; fail "cannot build libdds-ddplay and tests/dds_check.c"; }

n=100 m=3 w=5 p=1
[ "$QUICK" = 1 ] && n=20 m=2 w=1 p=1
head -n $n "$REF/positions.txt" > "$TMP/positions"
cut -d'|' -f1-5 "$TMP/positions" | awk -f tests/sort-items.awk > "$TMP/want"
"$CHECK" solve "$TMP/positions" > "$TMP/solve" 2> "$TMP/solve.err" ||
	{ head -5 "$TMP/solve.err"; fail "SolveBoard: solutions 1, 2, target or mode 0 disagree with solutions 3"; }
awk -f tests/sort-items.awk "$TMP/solve" > "$TMP/got"
compare "$TMP/want" "$TMP/got" "SolveBoard (solutions 3) against positions.txt"
"$CHECK" pbn "$TMP/positions" > "$TMP/pbn" 2> "$TMP/pbn.err" ||
	{ head -5 "$TMP/pbn.err"; fail "SolveBoardPBN: the calls disagree"; }
awk -f tests/sort-items.awk "$TMP/pbn" > "$TMP/got"
compare "$TMP/want" "$TMP/got" "SolveBoardPBN against positions.txt"
cut -d'|' -f1-4 "$TMP/positions" > "$TMP/pos4"
"$CHECK" allboards "$TMP/pos4" > "$TMP/allboards" 2> "$TMP/allboards.err" ||
	{ head -5 "$TMP/allboards.err"; fail "SolveAllBoards or SolveAllChunksBin failed"; }
awk -f tests/sort-items.awk "$TMP/allboards" > "$TMP/got"
compare "$TMP/want" "$TMP/got" "SolveAllBoards against positions.txt"

head -n $m "$REF/tables.txt" > "$TMP/tables"
"$CHECK" table "$TMP/tables" > "$TMP/table" 2> "$TMP/table.err" ||
	{ head -5 "$TMP/table.err"; fail "CalcDDtable differs from CalcDDtablePBN"; }
compare "$TMP/tables" "$TMP/table" "CalcDDtablePBN against tables.txt"
"$CHECK" alltables "$TMP/tables" > "$TMP/alltables" 2> "$TMP/alltables.err" ||
	{ head -5 "$TMP/alltables.err"; fail "CalcAllTablesPBN: a call or its filter is wrong"; }
compare "$TMP/tables" "$TMP/alltables" "CalcAllTablesPBN against tables.txt"
head -n 2 "$TMP/tables" > "$TMP/tables2"
"$CHECK" calcpar "$TMP/tables2" 2> "$TMP/calcpar.err" ||
	{ head -5 "$TMP/calcpar.err"; fail "CalcPar or CalcParPBN: not the table and its Par"; }

# Par: DDS's answers (the tables as written, nothing solved)
cut -d'|' -f1-2 tests/ref/par-dds.txt | uniq > "$TMP/partables"
"$CHECK" sides "$TMP/partables" > "$TMP/sides" 2> "$TMP/sides.err" ||
	{ head -5 "$TMP/sides.err"; fail "Par failed"; }
compare tests/ref/par-dds.txt "$TMP/sides" "Par, SidesPar, DealerParBin... against DDS's (tests/ref/par-dds.txt)"

# DealerPar: ddplay's par (table --json) in DDS's form, for every dealer
# and vulnerability
head -n $p "$REF/tables.txt" | cut -d'|' -f1 > "$TMP/pardeals"
"$CHECK" par "$TMP/pardeals" > "$TMP/par" 2> "$TMP/par.err" ||
	{ head -5 "$TMP/par.err"; fail "DealerPar failed"; }
if command -v python3 > /dev/null 2>&1; then
	: > "$TMP/par.json"
	for d in N E S W; do
		for v in None All NS EW; do
			"$DDPLAY" table --json --dealer $d --vul $v "$TMP/pardeals" >> "$TMP/par.json" ||
				fail "ddplay table --json failed"
		done
	done
	python3 -c '
import json, sys
rows = []
for l in open(sys.argv[1]):
    o = json.loads(l)
    p = o["par"]
    rank = "CDHSN"
    cs = p["contracts"]
    if cs and cs[0]["doubled"]:
        cs.sort(key=lambda c: rank.index(c["strain"]))
    else:
        cs.sort(key=lambda c: (-(c["level"] + c["overtricks"]), "SHDCN".index(c["strain"])))
    def seats(c):
        d = c["declarers"]
        return ("NS" if d[0] in "NS" else "EW") if len(d) == 2 else "".join(d)
    text = " ".join("%d%s%s-%s%s" % (c["level"], c["strain"], "*" if c["doubled"] else "", seats(c),
                    "+%d" % c["overtricks"] if c["overtricks"] else "-%d" % c["undertricks"] if c["undertricks"] else "")
                    for c in cs) or "pass"
    rows.append((o["deal"], "NESW".index(o["dealer"]), ["None", "All", "NS", "EW"].index(o["vul"]), p["score"], text))
rows.sort(key=lambda r: (r[0], r[1], r[2]))
for r in rows:
    print("%s|%d|%d|%d|%s" % r)
' "$TMP/par.json" > "$TMP/par.want" || fail "cannot read table --json"
	sort -t'|' -k1,1 -k2,2n -k3,3n "$TMP/par" > "$TMP/par.got"
	compare "$TMP/par.want" "$TMP/par.got" "DealerPar against ddplay table --json par"
fi

# AnalysePlay: the course of trace --lines (walks-200.txt), without the
# last trick, as DDS gives it
head -n $w "$REF/walks-200.txt" > "$TMP/walks"
cut -d'|' -f1-4 "$TMP/walks" > "$TMP/plays"
"$CHECK" play "$TMP/plays" > "$TMP/play" 2> "$TMP/play.err" ||
	{ head -5 "$TMP/play.err"; fail "AnalysePlayPBN differs from AnalysePlayBin"; }
awk -F'|' '{ n = split($5, d, " "); if (n > 49) n = 49; s = d[1];
	for (i = 2; i <= n; i++) s = s " " d[i]; print $1 "|" $2 "|" $3 "|" $4 "|" s }' \
	"$TMP/walks" > "$TMP/play.want"
compare "$TMP/play.want" "$TMP/play" "AnalysePlayBin against walks-200.txt"
"$CHECK" allplays "$TMP/plays" > "$TMP/allplays" 2> "$TMP/allplays.err" ||
	{ head -5 "$TMP/allplays.err"; fail "AnalyseAllPlaysBin or AnalyseAllPlaysPBN failed"; }
compare "$TMP/play.want" "$TMP/allplays" "AnalyseAllPlaysBin against walks-200.txt"

[ "$("$CHECK" threads "$TMP/positions" 4)" = same ] ||
	fail "SolveBoard in 4 threads at once: answers differ from one thread"

# SetMaxThreads caps the calls over many tables: with 1 no thread is
# started (the caller's and the counting thread's alone), with 2 one
# (where /proc tells the threads and two CPUs are there)
head -n 2 "$REF/tables.txt" > "$TMP/t2"
"$CHECK" maxthreads "$TMP/t2" 1 > "$TMP/max1" || fail "dds_check maxthreads 1 failed"
if ! grep -q "most -1 threads" "$TMP/max1"; then
	grep -qx "maxthreads 1: 1, most 2 threads" "$TMP/max1" ||
		fail "SetMaxThreads(1): $(cat "$TMP/max1")"
	if [ "$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)" -ge 2 ]; then
		"$CHECK" maxthreads "$TMP/t2" 2 > "$TMP/max2" ||
			fail "dds_check maxthreads 2 failed"
		grep -qx "maxthreads 2: 1, most 3 threads" "$TMP/max2" ||
			fail "SetMaxThreads(2): $(cat "$TMP/max2")"
	fi
fi

"$CHECK" errors > "$TMP/errors" || fail "dds_check errors failed"
for want in "good: 1 " "thread -1: -15 " "thread 128: -15 " \
	"play thread 127: 1 " "play thread -1: -15 " "play thread 128: -15 " "target 14: -7 " "target -2: -5 " "solutions 0: -8 " \
	"solutions 4: -9 " "mode 3: -17 " "mode -1: -16 " "trump 5: -18 " \
	"first 4: -19 " "played card held: -13 " "card count: -14 " \
	"bad PBN: -99 " "closing quote: 1 " "text after the quote: -99 " "quoted: 1 " "tab and line end: 1 " "no colon: 1 " "play in lower case: 1 " "table: duplicate: -4 " "table: 14 cards: -10 " "14 cards: -10 " "chunk 0: -301 " "boards 201: -101 " "bin boards 201: -101 " \
	"plays 2 and 1: -1 " "alltables mode 4: 1 " "alltables 80 characters: 1 " "alltables input unchanged" "alltables 41: -202 " "alltables filtered par: 1 " "alltables filtered par: '' ''" \
	"info: 2.9.0 2.9.0" "no trick, target 1: 1 cards 0 score 0" "no trick, target 2: 1 cards 0 score -1" "mid-trick trace: 1 number 48 last 7" "threading 0: 1 " "message to NULL: no crash" "text good: 1 " "text denom -1: -1 " \
	"sides denom -1: -1 " "text seats -7: -1 " "text seats 6: -1 " \
	"sides seats -1: -1 " "text number 11: -1 " "text number -1: -1 "; do
	grep -qF -- "$want" "$TMP/errors" || fail "DDS return code: want '$want', got: $(cat "$TMP/errors")"
done

# ErrorMessage: DDS's texts, those of dll.h's TEXT_ macros
"$CHECK" messages > "$TMP/messages" 2> "$TMP/messages.err" ||
	{ cat "$TMP/messages.err"; fail "ErrorMessage's texts are not dll.h's TEXT_ macros"; }
grep -qxF -- "-19 First is not in 0 .. 2" "$TMP/messages" ||
	fail "ErrorMessage(RETURN_FIRST_WRONG): $(grep '^-19 ' "$TMP/messages")"

# the shared library: DDS's names only; a client linked with it (and with
# libddplay.a for the dd_ calls of the client's own)
so=$BUILD/libdds-ddplay.so
if command -v nm > /dev/null 2>&1; then
	nm -D --defined-only "$so" | awk '$2 == "T" { sub(/@.*/, "", $3); print $3 }' |
		sort > "$TMP/syms"
	printf '%s\n' AnalyseAllPlaysBin AnalyseAllPlaysPBN AnalysePlayBin AnalysePlayPBN \
		CalcAllTables CalcAllTablesPBN CalcDDtable CalcDDtablePBN CalcPar CalcParPBN \
		ConvertToDealerTextFormat ConvertToSidesTextFormat DealerPar DealerParBin \
		ErrorMessage FreeMemory GetDDSInfo Par SetMaxThreads SetResources SetThreading \
		SidesPar SidesParBin \
		SolveAllBoards SolveAllBoardsBin SolveAllChunks SolveAllChunksBin SolveAllChunksPBN \
		SolveBoard SolveBoardPBN | sort > "$TMP/syms.want"
	cmp -s "$TMP/syms.want" "$TMP/syms" ||
		fail "libdds-ddplay.so exports: $(tr '\n' ' ' < "$TMP/syms")"
	# the static library too: DDS's names alone are global (not the
	# engine's, the dd_ calls or the helpers', which a client may have)
	nm -g --defined-only "$BUILD/libdds-ddplay.a" | awk 'NF == 3 { print $3 }' |
		sort > "$TMP/asyms"
	cmp -s "$TMP/syms.want" "$TMP/asyms" ||
		fail "libdds-ddplay.a has global names besides DDS's: $(comm -13 "$TMP/syms.want" "$TMP/asyms" | tr '\n' ' ')"
fi
cc=${CC:-cc}
$cc -Iengine -Isrc -Isrc/dds -DDDS_HEADER='"dll.h"' -o "$TMP/check-so" tests/dds_check.c tests/dds_check_*.c \
	"$BUILD/src/model/deal.o" "$BUILD/src/util/util.o" "$BUILD/src/util/pool.o" -L"$BUILD" -ldds-ddplay \
	"$BUILD/libddplay.a" -lpthread > "$TMP/cc.err" 2>&1 ||
	{ cat "$TMP/cc.err"; fail "a client does not link with libdds-ddplay.so"; }
head -n 5 "$TMP/positions" > "$TMP/p5"
LD_LIBRARY_PATH=$BUILD "$TMP/check-so" solve "$TMP/p5" > "$TMP/so" ||
	fail "the client linked with libdds-ddplay.so failed"
head -n 5 "$TMP/solve" | cmp -s - "$TMP/so" || fail "libdds-ddplay.so answers differently from the .a"

# libdds.so.0 (Debian's DDS's name and soname) from libdds-ddplay: a
# client linked with it needs libdds.so.0 and runs on ddplay through
# LD_LIBRARY_PATH (below too, the client built against DDS itself).
[ -f "$BUILD/dds-compat/libdds.so.0" ] || fail "$BUILD/dds-compat/libdds.so.0 not built"
# no symbol versions (Debian's libdds0 has none): a client linked with it
# needs no version of libdds.so.0
if command -v readelf > /dev/null 2>&1; then
	readelf -V "$BUILD/dds-compat/libdds.so.0" | grep -q "Version definition" &&
		fail "libdds.so.0 defines symbol versions: $(readelf -V "$BUILD/dds-compat/libdds.so.0" | grep 'Name:' | tr '\n' ' ')"
fi
$cc -Isrc/dds -DDDS_HEADER='"dll.h"' -o "$TMP/client0" tests/dds_client.c \
	-L"$BUILD/dds-compat" -l:libdds.so.0 -lpthread 2> "$TMP/cc.err" ||
	{ cat "$TMP/cc.err"; fail "cannot link a client with libdds.so.0"; }
if command -v readelf > /dev/null 2>&1; then
	readelf -d "$TMP/client0" | grep -q 'NEEDED.*\[libdds\.so\.0\]' ||
		fail "the client does not need libdds.so.0"
	readelf -V "$TMP/client0" | grep -A3 'File: libdds.so.0' | grep -q 'Name:' &&
		fail "the client needs a symbol version of libdds.so.0: $(readelf -V "$TMP/client0" | grep -A3 'File: libdds.so.0')"
fi
head -n 3 "$REF/tables.txt" > "$TMP/t3"
LD_LIBRARY_PATH=$BUILD/dds-compat "$TMP/client0" tables < "$TMP/t3" > "$TMP/t3.got" 2> /dev/null ||
	fail "a client on libdds.so.0 through LD_LIBRARY_PATH failed"
compare "$TMP/t3" "$TMP/t3.got" "CalcDDtablePBN through libdds.so.0 (LD_LIBRARY_PATH)"
# SolveBoardPBN with one solution, once per strain and declarer (the best
# card found by dd_card_reaches): the same tables.
LD_LIBRARY_PATH=$BUILD/dds-compat "$TMP/client0" solve1 < "$TMP/t3" > "$TMP/s3.got" 2> /dev/null ||
	fail "the client's SolveBoardPBN tables failed"
compare "$TMP/t3" "$TMP/s3.got" "SolveBoardPBN(target -1, solutions 1) per strain and declarer"

# DDS itself, where installed (or, DDS_PREFIX=DIR, unpacked in DIR: the
# usr/ of `dpkg -x` of Debian's libdds-dev, libdds0 and its boost library)
dds_cflags= dds_libs=-ldds
if [ -n "${DDS_PREFIX:-}" ]; then
	libdir=$(dirname "$(find "$DDS_PREFIX" -name 'libdds.so*' | head -n 1)")
	dds_cflags="-I$DDS_PREFIX/include"
	dds_libs="-L$libdir -Wl,-rpath-link,$libdir -ldds"
	LD_LIBRARY_PATH=$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
	export LD_LIBRARY_PATH
fi
# shellcheck disable=SC2086
if printf '#include <dds/dll.h>\nint main(void) { SetMaxThreads(1); return 0; }\n' |
	$cc -x c $dds_cflags -o /dev/null - $dds_libs > /dev/null 2>&1; then
	make --no-print-directory -s BUILD="$BUILD" DDS_CFLAGS="$dds_cflags" \
		DDS_LIBS="$dds_libs" "$BUILD/tests/dds_check_dds" > "$TMP/make.out" 2>&1 ||
		{ cat "$TMP/make.out"; fail "cannot build tests/dds_check.c with DDS"; }
	# the same sets of cards and scores; and DDS passes the checks of
	# solutions 1, 2, targets and mode 0 that libdds-ddplay passes
	# (in $TMP: DDS writes dump.txt where it runs when a call fails)
	dds=$REPO/$BUILD/tests/dds_check_dds
	case $BUILD in /*) dds=$BUILD/tests/dds_check_dds ;; esac
	(cd "$TMP" && "$dds" solve "$TMP/positions") > "$TMP/dds.solve" 2> "$TMP/dds.err" ||
		{ head -5 "$TMP/dds.err"; fail "DDS itself answers solutions 1, 2, a target or mode 0 otherwise"; }
	awk -f tests/sort-items.awk "$TMP/dds.solve" > "$TMP/dds"
	awk -f tests/sort-items.awk "$TMP/solve" > "$TMP/ours"
	compare "$TMP/dds" "$TMP/ours" "SolveBoard: libdds-ddplay against DDS"
	(cd "$TMP" && "$dds" table "$TMP/tables") > "$TMP/dds.table" 2>&1
	compare "$TMP/dds.table" "$TMP/table" "CalcDDtable: libdds-ddplay against DDS"
	(cd "$TMP" && "$dds" alltables "$TMP/tables") > "$TMP/dds.alltables" 2>&1
	compare "$TMP/dds.alltables" "$TMP/alltables" "CalcAllTables: libdds-ddplay against DDS"
	(cd "$TMP" && "$dds" play "$TMP/plays") > "$TMP/dds.play" 2>&1
	compare "$TMP/dds.play" "$TMP/play" "AnalysePlay: libdds-ddplay against DDS"
	(cd "$TMP" && "$dds" par "$TMP/tables") > "$TMP/dds.par" 2>&1
	"$CHECK" par "$TMP/tables" > "$TMP/par.all" 2>&1
	compare "$TMP/dds.par" "$TMP/par.all" "DealerPar: libdds-ddplay against DDS"
	(cd "$TMP" && "$dds" sides "$TMP/partables") > "$TMP/dds.sides" 2>&1
	compare "$TMP/dds.sides" "$TMP/sides" "Par, SidesPar, DealerParBin...: libdds-ddplay against DDS"
	"$CHECK" sides "$TMP/tables" > "$TMP/sides.all" 2>&1
	(cd "$TMP" && "$dds" sides "$TMP/tables") > "$TMP/dds.sides.all" 2>&1
	compare "$TMP/dds.sides.all" "$TMP/sides.all" "the par calls on tables.txt: libdds-ddplay against DDS"
	(cd "$TMP" && "$dds" allboards "$TMP/pos4") > "$TMP/dds.allboards" 2> "$TMP/dds.err" ||
		{ head -5 "$TMP/dds.err"; fail "DDS itself: SolveAllBoards and SolveAllChunksBin differ"; }
	awk -f tests/sort-items.awk "$TMP/dds.allboards" > "$TMP/dds"
	compare "$TMP/dds" "$TMP/want" "SolveAllBoards: DDS against the reference"
	(cd "$TMP" && "$dds" allplays "$TMP/plays") > "$TMP/dds.allplays" 2>&1
	compare "$TMP/dds.allplays" "$TMP/allplays" "AnalyseAllPlays: libdds-ddplay against DDS"
	(cd "$TMP" && "$dds" messages) > "$TMP/dds.messages" 2>&1
	compare "$TMP/dds.messages" "$TMP/messages" "ErrorMessage: libdds-ddplay against DDS"
	(cd "$TMP" && "$dds" calcpar "$TMP/tables2") > /dev/null 2>&1 ||
		fail "DDS itself: CalcPar is not the table and its Par"
	# a program built against DDS, run on ddplay by LD_LIBRARY_PATH alone
	# shellcheck disable=SC2086
	$cc $dds_cflags -DDDS_HEADER='<dds/dll.h>' -o "$TMP/client_dds" \
		tests/dds_client.c $dds_libs -lpthread > /dev/null 2>&1 ||
		fail "cannot build tests/dds_client.c with DDS"
	LD_LIBRARY_PATH=$BUILD/dds-compat "$TMP/client_dds" tables < "$TMP/t3" \
		> "$TMP/t3.dds" 2> /dev/null ||
		fail "a client built against DDS failed on ddplay's libdds.so.0"
	compare "$TMP/t3" "$TMP/t3.dds" "a DDS client on ddplay's libdds.so.0 (LD_LIBRARY_PATH)"
else
	echo "DDS itself is not installed (Debian: apt-get install libdds-dev):" \
		"compared with the reference data only"
fi
exit 0

#!/bin/bash
# scripts/device-bench.sh - issue 23's figures on a lent many-core machine
# (docs/performance.md, "on the 16-core machine"), in one call of a few
# minutes.  Two steps:
#
#   scripts/device-bench.sh prepare     here: a static x86-64-v3 ddplay
#       (built in a temporary clone of HEAD), the anchors of
#       ../shared/anchors and the data, into build-dev/ (git-ignored)
#   bash build-dev/device-bench.sh      there (carry build-dev): prints
#       and writes $OUT/log.txt
#
# What it measures, each output compared with the others: A `solve
# --threads 1/2/4/8` on the 300 first opening leads of plays-1000, two
# rounds; B `table -j 1/4/8/16` over tests/ref/deals-300.txt, and those
# deals in 16 slices (every 16th line) as 16 processes at once, each on
# its own core, then three slices alone: how much slower a core runs when
# all are busy; C the 300 tables by ddplay, DDS and bridge-solver, three
# rounds at once, each on its own core; D the twelve hard deals' tables,
# ddplay's twelve at once beside bridge-solver's, HARD_ROUNDS (3)
# rounds; E `ddplay lead` on docs/lead.md's example, LEAD_DEALS (1,000)
# layouts, -j 1/2/4/16 (LEAD_JOBS).  SECTIONS="A C" runs those alone;
# A_ROUNDS, C_ROUNDS; a build-dev/ddplay-base (an older build, copied
# there by hand) is timed beside ddplay in C and E.  SMALL=N: N lines of
# each file and three easy hard deals (a dry run here).
set -u
if [ "${1:-}" = prepare ]; then
	cd "$(dirname "$0")/.." || exit 1
	anchors=${ANCHORS:-../shared/anchors} ref=${REF:-../shared/reference}
	tmp=$(mktemp -d) || exit 1
	trap 'rm -rf "$tmp"' EXIT
	git clone -q . "$tmp/src" &&
	make -C "$tmp/src" -j"$(nproc)" LDFLAGS=-static \
		ARCH=-march=x86-64-v3 ddplay > "$tmp/build.log" 2>&1 ||
		{ tail "$tmp/build.log"; exit 1; }
	mkdir -p build-dev &&
	cp "$tmp/src/ddplay" "$anchors"/dds-ref "$anchors"/bs-solver \
		"$anchors"/bs-table.sh tests/ref/deals-300.txt build-dev/ &&
	cp "$0" build-dev/device-bench.sh &&
	head -n 300 "$ref/plays-1000.txt" |
		awk -F'|' '{ print $1 "|" $2 "|" $3 "|" }' > build-dev/leads-300.txt &&
	grep -v '^#' "$ref/hard-deals.txt" | cut -d'|' -f1 > build-dev/hard-12.txt &&
	echo "build-dev/ ready: run 'bash build-dev/device-bench.sh' there, carrying build-dev"
	exit
fi
cd "$(dirname "$0")" || exit 1
O=${OUT:-/tmp/devout}; mkdir -p "$O"
export TMPDIR=$O/tmp; mkdir -p "$TMPDIR"
main() {
N=${SMALL:-100000}
HARD=$(seq 1 12); [ -n "${SMALL:-}" ] && HARD="4 6 8"
head -n "$N" deals-300.txt > d.txt; head -n "$N" leads-300.txt > l.txt
date; nproc; lscpu | grep -E "Model name|Thread|Core|Socket|MHz" 
now() { echo "$EPOCHREALTIME"; }
el() { awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN{printf "%.2f", b-a}'; }
NP=$(nproc)
want() { case " ${SECTIONS:-A B B2 C D E} " in *" $1 "*) return 0;; esac; return 1; }
if command -v taskset > /dev/null; then pin() { local c=$(( $1 % NP )); shift; taskset -c "$c" "$@"; }
else echo "no taskset"; pin() { shift; "$@"; }; fi
if want A; then
echo "== A: solve --threads N, $(wc -l < l.txt) opening leads"
for r in $(seq 1 "${A_ROUNDS:-2}"); do for th in 1 2 4 8; do
	s=$(now); ./ddplay solve --lines --threads $th < l.txt > "$O/solve.$th.$r"; echo "round $r threads $th: $(el "$s") s"
done; done
for f in "$O"/solve.*; do cmp -s "$f" "$O/solve.1.1" || echo "DIFFER: $f"; done
fi
if want B; then
echo "== B: table --lines -j N, $(wc -l < d.txt) deals"
for j in 1 4 8 16; do
	s=$(now); ./ddplay table --lines -j $j < d.txt > "$O/tab.$j"; echo "j$j: $(el "$s") s"
done
for j in 4 8 16; do cmp -s "$O/tab.$j" "$O/tab.1" || echo "DIFFER: -j $j"; done
fi
if want B2; then
echo "== B2: 16 slices (every 16th deal) at once, each -j 1 on its own core"
s=$(now)
for k in $(seq 0 15); do
	( s2=$(now); awk -v k=$k 'NR%16==k' d.txt | pin $k ./ddplay table --lines > "$O/slice.$k"; echo "slice $k: $(el "$s2") s" > "$O/slice.$k.t" ) &
done; wait
echo "16 slices at once: $(el "$s") s"; cat "$O"/slice.*.t | sort -t: -k2 -n | tr '\n' ';'; echo
for k in 0 1 2; do s=$(now); awk -v k=$k 'NR%16==k' d.txt | pin 0 ./ddplay table --lines > /dev/null; echo "slice $k alone: $(el "$s") s"; done
fi
if want C; then
CR=${C_ROUNDS:-3}
echo "== C: tables, ddplay / DDS / bridge-solver (and ddplay-base when there), $CR rounds at once, each on its own core"
for r in $(seq 1 "$CR"); do
	c=$(( (r - 1) * 3 ))
	( s=$(now); pin $c ./ddplay table --lines < d.txt > "$O/t.dd.$r"; echo "ddplay round $r: $(el "$s") s" > "$O/t.dd.$r.t" ) &
	( s=$(now); pin $((c + 1)) ./dds-ref table < d.txt > "$O/t.dds.$r"; echo "DDS round $r: $(el "$s") s" > "$O/t.dds.$r.t" ) &
	( s=$(now); BS_TIMES="$O/bs.times.$r" pin $((c + 2)) ./bs-table.sh < d.txt > "$O/t.bs.$r"; echo "bridge-solver round $r: wall $(el "$s") s, own $(awk '{t += $NF} END {printf "%.2f", t}' "$O/bs.times.$r") s" > "$O/t.bs.$r.t" ) &
	[ -x ./ddplay-base ] &&
	( s=$(now); pin $((c + 9)) ./ddplay-base table --lines < d.txt > "$O/t.base.$r"; echo "ddplay-base round $r: $(el "$s") s" > "$O/t.base.$r.t" ) &
done; wait
cat "$O"/t.*.t
for f in "$O"/t.dd.* "$O"/t.dds.? "$O"/t.bs.? "$O"/t.base.?; do [ -e "$f" ] || continue; case $f in *.t) continue;; esac; cmp -s "$f" "$O/t.dd.1" || echo "DIFFER: $f"; done
fi
if want D; then
HR=${HARD_ROUNDS:-3}
echo "== D: hard deals, $HR rounds: ddplay's twelve on cores 0-11 with bridge-solver's 1-4 on 12-15, then bridge-solver's 5-12"
for r in $(seq 1 "$HR"); do
for k in $HARD; do
	( sed -n "${k}p" hard-12.txt > "$O/h.$k"; s=$(now); pin $((k - 1)) ./ddplay table --lines < "$O/h.$k" > "$O/hd.$k"; echo "ddplay deal $k: $(el "$s") s" > "$O/hd.$k.t" ) &
done
rm -f "$O"/hb.*.times
for k in $HARD; do [ $k -le 4 ] || continue
	( sed -n "${k}p" hard-12.txt > "$O/hb.$k.in"; BS_TIMES="$O/hb.$k.times" pin $((11 + k)) ./bs-table.sh < "$O/hb.$k.in" > "$O/hb.$k"; echo "bs deal $k: $(cat "$O/hb.$k.times")" > "$O/hb.$k.t" ) &
done; wait
for k in $HARD; do [ $k -ge 5 ] || continue
	( sed -n "${k}p" hard-12.txt > "$O/hb.$k.in"; BS_TIMES="$O/hb.$k.times" pin $((k - 5)) ./bs-table.sh < "$O/hb.$k.in" > "$O/hb.$k"; echo "bs deal $k: $(cat "$O/hb.$k.times")" > "$O/hb.$k.t" ) &
done; wait
echo "-- round $r"
for k in $HARD; do echo "$(cat "$O/hd.$k.t") | $(cat "$O/hb.$k.t")"; cmp -s "$O/hd.$k" "$O/hb.$k" || echo "DIFFER: hard deal $k"; done
done
fi
if want E; then
echo "== E: ddplay lead, docs/lead.md's example, ${LEAD_DEALS:-1000} layouts, -j 1/2/4/16"
LJ=${LEAD_JOBS:-1 2 4 16}
for j in $LJ; do
	s=$(now); ./ddplay lead --hand 'W:KT32.Q9743.QT2.Q' --contract 4S \
		--north 'hcp 15-17, balanced' --south 'spades 4+, hcp 9+' \
		--seed 1 --deals "${LEAD_DEALS:-1000}" -j $j --lines > "$O/lead.$j" 2> /dev/null
	echo "lead -j $j: $(el "$s") s"
	cmp -s "$O/lead.$j" "$O/lead.${LJ%% *}" || echo "DIFFER: lead -j $j"
	if [ -x ./ddplay-base ]; then
		s=$(now); ./ddplay-base lead --hand 'W:KT32.Q9743.QT2.Q' --contract 4S \
			--north 'hcp 15-17, balanced' --south 'spades 4+, hcp 9+' \
			--seed 1 --deals "${LEAD_DEALS:-1000}" -j $j --lines > "$O/leadb.$j" 2> /dev/null
		echo "ddplay-base lead -j $j: $(el "$s") s"
	fi
done
fi
rm -rf "$TMPDIR" "$O"/slice.?? "$O"/slice.? 
date
}
main 2>&1 | tee "$O/log.txt"

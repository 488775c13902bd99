#!/bin/sh
# The layout the product brief fixes (docs/architecture.md): dependencies
# point one way, ui -> src -> engine, and inside src/ from folder to folder
# downwards only (batch -> sim -> formats -> model -> util; lib and dds,
# the libraries' own parts, above model); the engine does no I/O and knows
# nothing of curses or readline, nor does src/; only engine/smp.c starts a
# thread in the engine (sht.c, the table its threads share, has locks); src/ keeps its files in folders, each named in
# src/README.md; and no source file passes ~800 lines without a reason
# written at its top (a line "Longer than 800 lines: ...").
. "$(dirname "$0")/lib.sh"

# It runs no ddplay (the sources read, nothing built or run): under the sanitizers it
# would do the very same again, so the plain pass alone runs it.
case $DDPLAY in
*-asan | *-tsan) skip "runs no ddplay, the same with every build: the plain pass runs it (make check TESTS=t_layout)" ;;
esac

# The project's own headers a file includes ("x.h"), one a line.
includes() {
	sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$1"
}

for f in engine/*.c engine/*.h engine/lib/*.c; do
	for h in $(includes "$f"); do
		[ -f "engine/$h" ] || fail "$f includes \"$h\", not a header of engine/"
	done
	# threads: only smp.c, the threads of dd_set_threads(), with
	# smp_work.c and smp_int.h (what a worker does in their jobs), and
	# the table they share (sht.c, sht.h: its locks)
	threads='|pthread'
	case $f in
	engine/smp.c | engine/smp_work.c | engine/smp_int.h | engine/sht.c | engine/sht.h) threads= ;;
	esac
	grep -Eq '^[[:space:]]*#[[:space:]]*include[[:space:]]*<(curses|ncurses|ncursesw/[a-z]*|readline/[a-z]*|unistd|fcntl'"$threads"')\.h>' "$f" &&
		fail "$f includes a system header of I/O, threads or the terminal"
	# engine/lib/dispatch.c may read DDPLAY_ISA (the copy to run)
	io='printf|fprintf|fopen|fputs|puts|exit|getenv'
	[ "$f" = engine/lib/dispatch.c ] && io=${io%|getenv}
	grep -Eq "\\b($io)[[:space:]]*\\(" "$f" &&
		fail "$f does I/O or exits (the engine reports by status codes)"
done

# The folders of src/ and what each may include besides its own headers
# and the engine's dd.h: only folders below it.
below() {
	case $1 in
	util) echo "" ;;
	model) echo "util" ;;
	formats) echo "util model" ;;
	sim) echo "util model formats" ;;
	batch) echo "util model formats sim" ;;
	lib | dds) echo "util model" ;;
	*) return 1 ;;
	esac
}
n=0
for f in src/*; do
	[ "$f" = src/README.md ] && continue
	n=$((n + 1))
	[ -d "$f" ] || continue
	d=${f#src/}
	below "$d" > /dev/null || fail "src/$d: a folder t_layout.sh does not know (give it its place)"
	grep -q "^- \`src/$d/\`" src/README.md ||
		fail "src/$d/ is not described in src/README.md"
done
[ "$n" -le 12 ] || fail "$n entries directly in src/ (at most 12: folders by concern)"
for f in src/*/*.[ch]; do
	d=${f#src/}
	d=${d%%/*}
	ok=$(below "$d")
	for h in $(includes "$f"); do
		case $h in
		*/*/* | ../* | ./*)
			fail "$f includes \"$h\": name a header as FOLDER/name.h" ;;
		*/*)
			hd=${h%%/*}
			[ -f "src/$h" ] || fail "$f includes \"$h\", not a header of src/"
			case " $ok " in
			*" $hd "*) ;;
			*) fail "$f (src/$d/) includes \"$h\": src/$hd/ is not below src/$d/" ;;
			esac ;;
		*)
			[ -f "src/$d/$h" ] || [ -f "engine/$h" ] ||
				fail "$f includes \"$h\", neither in src/$d/ nor engine/" ;;
		esac
	done
	grep -Eq '^[[:space:]]*#[[:space:]]*include[[:space:]]*<(curses|ncurses|ncursesw/[a-z]*|readline/[a-z]*)\.h>' "$f" &&
		fail "$f includes curses or readline (only ui/ may)"
done
# ui/ uses the program core, never the libraries' own parts
for f in ui/*.[ch]; do
	for h in $(includes "$f"); do
		case $h in
		lib/* | dds/*) fail "$f includes \"$h\" (the libraries' parts are not the program's)" ;;
		*/*) [ -f "src/$h" ] || fail "$f includes \"$h\", not a header of src/" ;;
		*) [ -f "ui/$h" ] || [ -f "engine/$h" ] || fail "$f includes \"$h\", neither in ui/ nor engine/" ;;
		esac
	done
done
# engine/ exposes one public header: dd.h is what src/ and ui/ include
for f in src/*/*.[ch] ui/*.[ch]; do
	for h in $(includes "$f"); do
		[ -f "engine/$h" ] && [ "$h" != dd.h ] &&
			fail "$f includes the engine's internal header $h"
	done
done

for f in engine/*.[ch] engine/lib/*.c src/*/*.[ch] ui/*.[ch]; do
	n=$(wc -l < "$f")
	[ "$n" -le 850 ] && continue
	head -n 30 "$f" | grep -q "Longer than 800 lines:" ||
		fail "$f has $n lines and no reason at its top (split it by concern)"
done
echo "dependencies one way (ui -> src folders downwards -> engine), no I/O in the engine, long files explained"

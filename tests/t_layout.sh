#!/bin/sh
# The layout the product brief fixes: dependencies point one way (ui ->
# src -> engine); the engine does no I/O and knows nothing of curses or
# readline, nor does src/, and only engine/smp.c starts a thread; and no source file passes ~800 lines without a
# reason written at its top (a line "Longer than 800 lines: ...").
. "$(dirname "$0")/lib.sh"

# The project's own headers a file includes ("x.h"), one a line.
includes() {
	sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$1"
}

for f in engine/*.c engine/*.h; do
	for h in $(includes "$f"); do
		[ -f "engine/$h" ] || fail "$f includes \"$h\", not a header of engine/"
	done
	# threads: only smp.c, the second thread of dd_set_threads()
	threads='|pthread'
	[ "$f" = engine/smp.c ] && threads=
	grep -Eq '^[[:space:]]*#[[:space:]]*include[[:space:]]*<(curses|ncurses|ncursesw/[a-z]*|readline/[a-z]*|unistd|fcntl'"$threads"')\.h>' "$f" &&
		fail "$f includes a system header of I/O, threads or the terminal"
	grep -Eq '\b(printf|fprintf|fopen|fputs|puts|getenv|exit)[[:space:]]*\(' "$f" &&
		fail "$f does I/O or exits (the engine reports by status codes)"
done
for f in src/*.c src/*.h; do
	for h in $(includes "$f"); do
		case $h in
		*/*) fail "$f includes \"$h\" from another folder" ;;
		esac
		[ -f "src/$h" ] || [ -f "engine/$h" ] ||
			fail "$f includes \"$h\", neither in src/ nor engine/"
	done
	grep -Eq '^[[:space:]]*#[[:space:]]*include[[:space:]]*<(curses|ncurses|ncursesw/[a-z]*|readline/[a-z]*)\.h>' "$f" &&
		fail "$f includes curses or readline (only ui/ may)"
done
# engine/ exposes one public header: dd.h is what src/ and ui/ include
for f in src/*.[ch] ui/*.[ch]; do
	for h in $(includes "$f"); do
		[ -f "engine/$h" ] && [ "$h" != dd.h ] &&
			fail "$f includes the engine's internal header $h"
	done
done

for f in engine/*.[ch] src/*.[ch] ui/*.[ch]; do
	n=$(wc -l < "$f")
	[ "$n" -le 850 ] && continue
	head -n 30 "$f" | grep -q "Longer than 800 lines:" ||
		fail "$f has $n lines and no reason at its top (split it by concern)"
done
echo "dependencies one way, no I/O in the engine, long files explained"

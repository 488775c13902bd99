#!/bin/sh
# ui/ in layers, each calling only downwards (docs/architecture.md):
#
#   5 loop      the main loop, the options, main()
#   4 requests  what the user asks and what the modes do: they change
#               the state (the solver's jobs, a card played, the boards'
#               lines, the modes, the requests, the screen's boxes)
#   3 views     the screen's geometry (layout.c, with the mouse's
#               hit-testing) and the views: they read the state only
#   2 terminal  curses, readline, the request table's keys
#   1 state     the analyser's state and its questions, the boards, the
#               background work (threads): no curses
#
# Every file of ui/ has its layer in the table below (a new file gets
# one).  A file includes only headers of its layer and those below; an
# object of build/ui/ uses only functions defined in its layer and those
# below (nm); neither the includes nor the calls between files make a
# circle (tsort); no curses or readline in the state layer; every view
# takes the state as const (no view changes it).
. "$(dirname "$0")/lib.sh"

layer() {
	case $1 in
	app.[ch] | glyph.[ch] | board.[ch] | loader.[ch] | leadjob.[ch] | sdjob.[ch] | \
	fusionjob.[ch] | sessionjob.[ch] | rescue.[ch]) echo 1 ;;
	term.[ch] | cmdline.[ch] | request.[ch]) echo 2 ;;
	layout.[ch] | view.h | draw.c | textbox.[ch] | view_*.c | frame.[ch]) echo 3 ;;
	jobs.[ch] | play.[ch] | session.[ch] | mode.[ch] | teachmode.c | hint.[ch] | \
	actions.[ch] | screen.[ch]) echo 4 ;;
	ui.[ch] | options.[ch] | main.c) echo 5 ;;
	*) return 1 ;;
	esac
}
name() {
	case $1 in
	1) echo state ;; 2) echo terminal ;; 3) echo views ;;
	4) echo requests ;; 5) echo loop ;;
	esac
}

includes() {
	sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"/]*\)".*/\1/p' "$1"
}

: > "$TMP/inc.edges"
for f in ui/*.[ch]; do
	b=${f#ui/}
	l=$(layer "$b") || fail "$f has no layer: give it one in tests/t_ui_layers.sh (and docs/architecture.md)"
	for h in $(includes "$f"); do
		[ -f "ui/$h" ] || continue
		lh=$(layer "$h") || fail "ui/$h has no layer"
		[ "$lh" -le "$l" ] ||
			fail "$f ($(name "$l")) includes $h ($(name "$lh")): a layer above it"
		[ "${h%.h}" = "${b%.[ch]}" ] || echo "${b%.[ch]} ${h%.h}" >> "$TMP/inc.edges"
	done
	if [ "$l" = 1 ]; then
		grep -Eq '^[[:space:]]*#[[:space:]]*include[[:space:]]*<(curses|ncurses|ncursesw/[a-z]*|readline/[a-z]*|term)\.h>' "$f" &&
			fail "$f (state) includes curses or readline"
	fi
	if [ "$l" = 3 ]; then
		# a view reads the state: const app *, never app *
		grep -nE '[(,][[:space:]]*app[[:space:]]*\*' "$f" |
			grep -v '^[0-9]*:[[:space:]]*/\?\*' > "$TMP/mut" &&
			fail "$f (a view) takes the state to change it: $(head -n 1 "$TMP/mut")"
	fi
done
tsort "$TMP/inc.edges" > /dev/null 2> "$TMP/tsort" ||
	fail "the includes of ui/ make a circle: $(cat "$TMP/tsort")"
grep -q loop "$TMP/tsort" &&
	fail "the includes of ui/ make a circle: $(cat "$TMP/tsort")"

# The calls: each object's undefined symbols against the objects that
# define them.
obj=${BUILD:-build}/ui
[ -f "$obj/app.o" ] || fail "no objects in $obj/ (make first)"
command -v nm > /dev/null || skip "nm is not installed (binutils)"
for o in "$obj"/*.o; do
	nm -g --defined-only "$o" | awk -v f="$(basename "$o" .o)" \
		'$2 ~ /^[TDBRC]$/ { print $3, f }'
done | sort > "$TMP/defs"
: > "$TMP/call.edges"
n=0
for o in "$obj"/*.o; do
	u=$(basename "$o" .o)
	[ -f "ui/$u.c" ] || continue
	lu=$(layer "$u.c") || fail "ui/$u.c has no layer"
	nm -u "$o" | awk '{ print $NF }' | sort > "$TMP/undef"
	join "$TMP/undef" "$TMP/defs" > "$TMP/uses"
	while read -r sym d; do
		[ "$d" = "$u" ] && continue
		ld=$(layer "$d.c") || fail "ui/$d.c has no layer"
		[ "$ld" -le "$lu" ] ||
			fail "ui/$u.c ($(name "$lu")) calls $sym of ui/$d.c ($(name "$ld")): a layer above it"
		echo "$u $d" >> "$TMP/call.edges"
		n=$((n + 1))
	done < "$TMP/uses"
done
[ "$n" -gt 50 ] || fail "only $n calls between the files of ui/ found: is nm reading $obj/?"
tsort "$TMP/call.edges" > /dev/null 2> "$TMP/tsort" ||
	fail "the calls between the files of ui/ make a circle: $(cat "$TMP/tsort")"
grep -q loop "$TMP/tsort" &&
	fail "the calls between the files of ui/ make a circle: $(cat "$TMP/tsort")"
echo "ui/ in layers (state, terminal, views, requests, loop): $n calls between files, all downwards, no circle"

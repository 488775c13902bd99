#!/bin/sh
# scripts/install-deps.sh [--install] - checks for what the build and the
# tests need: a C compiler, make, pkg-config, the ncursesw and readline
# development files, and tmux.  Quiet when all is there.  When something
# is missing it names the packages and the command that installs them,
# and exits 1; with --install (`make deps`), as root on a Debian-like
# system (apt-get), it installs them instead.
CC=${CC:-cc}
install=0
[ "${1:-}" = --install ] && install=1
missing=""
tmp=$(mktemp -d "${TMPDIR:-/tmp}/ddplay-deps.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

need() {
	case " $missing " in
	*" $1 "*) ;;
	*) missing="$missing $1" ;;
	esac
}

have() {
	command -v "$1" > /dev/null 2>&1
}

# compiles NAME LIBS: whether a small program using a library builds.
compiles() {
	have "$CC" || return 1
	$CC -o "$tmp/$1" "$tmp/$1.c" $2 > /dev/null 2>&1
}

check_all() {
	missing=""
	have "$CC" || need gcc
	have make || need make
	have pkg-config || need pkg-config
	have tmux || need tmux

	cat > "$tmp/curses.c" <<'EOT'
#define _XOPEN_SOURCE_EXTENDED 1
#include <curses.h>
int main(void) { cchar_t c; (void)c; return initscr() == NULL; }
EOT
	libs=$(pkg-config --libs ncursesw 2>/dev/null || echo -lncursesw)
	cflags=$(pkg-config --cflags ncursesw 2>/dev/null)
	compiles curses "$cflags $libs" || need libncurses-dev

	cat > "$tmp/readline.c" <<'EOT'
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>
int main(void) { add_history("x"); return readline("") == NULL; }
EOT
	libs=$(pkg-config --libs readline 2>/dev/null || echo -lreadline)
	compiles readline "$libs" || need libreadline-dev
}

check_all
[ -z "$missing" ] && exit 0

if [ $install = 1 ] && [ "$(id -u)" = 0 ] && have apt-get; then
	echo "install-deps: installing:$missing"
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq && apt-get install -y -qq $missing > /dev/null ||
		{ echo "install-deps: apt-get failed" >&2; exit 1; }
	check_all
	[ -z "$missing" ] && exit 0
	echo "install-deps: still missing after installing:$missing" >&2
	exit 1
fi

echo "missing for the build or the tests (Debian/Ubuntu package names):$missing" >&2
if [ $install = 1 ]; then
	echo "install them as root, e.g.: sudo apt-get install$missing" >&2
elif [ "$(id -u)" = 0 ] && have apt-get; then
	echo "install them with: make deps   (runs apt-get install$missing)" >&2
else
	echo "install them with: sudo make deps   (or: sudo apt-get install$missing)" >&2
fi
exit 1

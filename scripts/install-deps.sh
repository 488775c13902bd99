#!/bin/sh
# scripts/install-deps.sh - checks for what the build and the tests need:
# a C compiler, make, pkg-config, the ncursesw and readline development
# files, and tmux.  Quiet when all is there.  When something is missing and
# we are root on a Debian-like system (apt-get), it installs the packages;
# otherwise it names them and exits 1.
CC=${CC:-cc}
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

if [ "$(id -u)" = 0 ] && have apt-get; then
	echo "install-deps: installing:$missing"
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq && apt-get install -y -qq $missing > /dev/null ||
		{ echo "install-deps: apt-get failed" >&2; exit 1; }
	check_all
	[ -z "$missing" ] && exit 0
	echo "install-deps: still missing after installing:$missing" >&2
	exit 1
fi

echo "install-deps: missing:$missing" >&2
echo "install-deps: install these packages (Debian/Ubuntu names), e.g." >&2
echo "    sudo apt-get install$missing" >&2
exit 1

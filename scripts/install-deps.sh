#!/bin/sh
# scripts/install-deps.sh [--check] - makes sure that what the build and
# the tests need is here: a C compiler (CC), make, pkg-config
# (PKG_CONFIG), the ncursesw and readline development files, and tmux (not
# with NEED_TMUX=0: only the screen tests use it, and they skip without
# it).  Quiet when all is
# there.  When something is missing:
# - as root on a Debian-like system (apt-get), it says what it installs
#   and installs it (`make run`, `make check` and `make deps` all do);
# - otherwise, or with --check (DEPS_INSTALL=0 from make), it names the
#   packages and the exact command that installs them, and exits 1.
CC=${CC:-cc}
PKG_CONFIG=${PKG_CONFIG:-pkg-config}
install=1
case ${1:-} in
--check) install=0 ;;
--install | "") ;;
*) echo "usage: $0 [--check]" >&2; exit 2 ;;
esac
[ "${DEPS_INSTALL:-1}" = 0 ] && install=0
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
	have "${CC%% *}" || return 1
	$CC -o "$tmp/$1" "$tmp/$1.c" $2 > /dev/null 2>&1
}

check_all() {
	missing=""
	have "${CC%% *}" || need gcc
	have make || need make
	have "${PKG_CONFIG%% *}" || need pkg-config
	[ "${NEED_TMUX:-1}" = 0 ] || have tmux || need tmux

	cat > "$tmp/curses.c" <<'EOT'
#define _XOPEN_SOURCE_EXTENDED 1
#include <curses.h>
int main(void) { cchar_t c; (void)c; return initscr() == NULL; }
EOT
	libs=$($PKG_CONFIG --libs ncursesw 2>/dev/null || echo -lncursesw)
	cflags=$($PKG_CONFIG --cflags ncursesw 2>/dev/null)
	compiles curses "$cflags $libs" || need libncurses-dev

	cat > "$tmp/readline.c" <<'EOT'
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>
int main(void) { add_history("x"); return readline("") == NULL; }
EOT
	libs=$($PKG_CONFIG --libs readline 2>/dev/null || echo -lreadline)
	compiles readline "$libs" || need libreadline-dev
}

check_all
[ -z "$missing" ] && exit 0

root=0
[ "$(id -u 2>/dev/null)" = 0 ] && root=1
if [ $install = 1 ] && [ $root = 1 ] && have apt-get; then
	echo "ddplay needs:$missing; installing them: apt-get install -y$missing"
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq > "$tmp/apt.log" 2>&1 &&
		apt-get install -y -qq$missing >> "$tmp/apt.log" 2>&1 ||
		{ cat "$tmp/apt.log" >&2; echo "install-deps: apt-get failed" >&2; exit 1; }
	check_all
	[ -z "$missing" ] && { echo "installed; going on"; exit 0; }
	echo "install-deps: still missing after installing:$missing" >&2
	exit 1
fi

echo "ddplay needs what is missing here (Debian/Ubuntu package names):$missing" >&2
if have apt-get; then
	if [ $root = 1 ]; then
		cmd="apt-get install -y$missing"
	elif have sudo; then
		cmd="sudo apt-get install -y$missing"
	else
		cmd="su -c 'apt-get install -y$missing'"
	fi
	echo "install them with: $cmd" >&2
	[ $root = 0 ] && echo "(as root, make run and make check install them themselves)" >&2
else
	echo "install them with your system's package manager (the names may differ)" >&2
fi
exit 1

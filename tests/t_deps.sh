#!/bin/sh
# scripts/install-deps.sh, the set-up of `make run` and `make check`, on a
# machine where something is missing: a folder of commands stands in for
# PATH (every command of the real one but those hidden), with a fake
# apt-get that records what it is asked and "installs" tmux, a fake id
# for a user who is not root, and a compiler that cannot find readline.
# Nothing is really installed.
# - root, tmux hidden: it says what it installs, calls apt-get install
#   -y tmux, checks again and exits 0;
# - not root: it installs nothing, names the exact command and exits 1;
# - DEPS_INSTALL=0 (--check) as root: names it, installs nothing;
# - NEED_TMUX=0: tmux is not asked for;
# - readline's files hidden: libreadline-dev named.
. "$(dirname "$0")/lib.sh"

# It runs no ddplay (scripts/install-deps.sh with its fakes): under the
# sanitizers it would do the very same again, so the plain pass alone
# runs it.
case $DDPLAY in
*-asan | *-tsan) skip "runs no ddplay, the same with every build: the plain pass runs it (make check TESTS=t_deps)" ;;
esac

real_cc=$(command -v "${CC:-cc}") || skip "no C compiler"
BIN=$TMP/bin
mkdir "$BIN"
for dir in $(printf '%s' "$PATH" | tr ':' ' '); do
	[ -d "$dir" ] || continue
	for f in "$dir"/*; do
		name=${f##*/}
		case $name in
		tmux | apt-get | id | sudo | su) continue ;;
		esac
		[ -x "$f" ] && [ ! -e "$BIN/$name" ] && ln -s "$f" "$BIN/$name"
	done
done
cat > "$BIN/apt-get" <<EOT
#!/bin/sh
echo "apt-get \$*" >> "$TMP/apt.log"
case " \$* " in
*" install "*" tmux "* | *" install "*" tmux")
	printf '#!/bin/sh\nexit 0\n' > "$BIN/tmux"; chmod +x "$BIN/tmux" ;;
esac
exit 0
EOT
chmod +x "$BIN/apt-get"
printf '#!/bin/sh\necho "${FAKE_UID:-0}"\n' > "$BIN/id"
chmod +x "$BIN/id"

deps() {
	rm -f "$BIN/tmux" "$TMP/apt.log"
	: > "$TMP/apt.log"
	env PATH="$BIN" PKG_CONFIG_PATH= "$@" sh scripts/install-deps.sh > "$TMP/out" 2>&1
}

# root: tmux installed (by the fake), checked again, status 0
deps FAKE_UID=0
status=$?
[ $status -eq 0 ] || fail "as root, tmux missing: status $status: $(cat "$TMP/out")"
grep -q "installing them: apt-get install -y tmux" "$TMP/out" ||
	fail "as root: does not say what it installs: $(cat "$TMP/out")"
grep -q "^apt-get install -y.* tmux" "$TMP/apt.log" ||
	fail "as root: apt-get not asked for tmux: $(cat "$TMP/apt.log")"
echo "root, tmux missing: $(head -n 1 "$TMP/out")"

# not root: the command named, nothing installed
deps FAKE_UID=1000
status=$?
[ $status -eq 1 ] || fail "not root: status $status, expected 1"
[ -s "$TMP/apt.log" ] && fail "not root: apt-get was run: $(cat "$TMP/apt.log")"
grep -q "install them with: su -c 'apt-get install -y tmux'" "$TMP/out" ||
	fail "not root: the command is not named: $(cat "$TMP/out")"
echo "not root: $(grep 'install them with' "$TMP/out")"
printf '#!/bin/sh\nexit 0\n' > "$BIN/sudo"
chmod +x "$BIN/sudo"
deps FAKE_UID=1000
grep -q "install them with: sudo apt-get install -y tmux" "$TMP/out" ||
	fail "not root, with sudo: $(cat "$TMP/out")"
rm -f "$BIN/sudo"

# root, but asked only to check
deps FAKE_UID=0 DEPS_INSTALL=0
[ $? -eq 1 ] || fail "DEPS_INSTALL=0: not status 1"
[ -s "$TMP/apt.log" ] && fail "DEPS_INSTALL=0: apt-get was run"
grep -q "install them with: apt-get install -y tmux" "$TMP/out" ||
	fail "DEPS_INSTALL=0: $(cat "$TMP/out")"

# tmux not needed
deps FAKE_UID=1000 NEED_TMUX=0
[ $? -eq 0 ] || fail "NEED_TMUX=0: tmux still asked for: $(cat "$TMP/out")"

# readline's files missing: the compiler cannot find them
cat > "$BIN/cc-noreadline" <<EOT
#!/bin/sh
case " \$* " in *readline*) echo "readline/readline.h: No such file" >&2; exit 1 ;; esac
exec "$real_cc" "\$@"
EOT
chmod +x "$BIN/cc-noreadline"
deps FAKE_UID=1000 NEED_TMUX=0 CC=cc-noreadline
[ $? -eq 1 ] || fail "readline hidden: not status 1: $(cat "$TMP/out")"
grep -q "apt-get install -y libreadline-dev" "$TMP/out" ||
	fail "readline hidden: libreadline-dev not named: $(cat "$TMP/out")"
echo "readline hidden: $(grep 'install them with' "$TMP/out")"
exit 0

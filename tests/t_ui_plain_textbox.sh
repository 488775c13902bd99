#!/bin/sh
# The boxes of text over the board (:lines, the lead box x, :session) on
# a terminal without line drawing (TERM=vt100) and without UTF-8
# (LANG=C): framed in + - | as the auction's box is, never in the raw
# ACS letters "lqqqk", "x", "mqqqj" such a terminal shows for them.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

PBN=tests/data/ui/record.pbn
REAL=$DDPLAY

# with_env VAR=VALUE...: ui_start runs ddplay under these variables.
with_env() {
	{
		echo '#!/bin/sh'
		printf 'exec env'
		for v in "$@"; do printf " '%s'" "$v"; done
		printf ' "%s" "$@"\n' "$REAL"
	} > "$TMP/ddplay-env"
	chmod +x "$TMP/ddplay-env"
	DDPLAY=$TMP/ddplay-env
}
# no_acs WHAT: the screen has no ACS letters where a frame is.
no_acs() {
	ui_screen > "$TMP/screen"
	if grep -q "qqqq\|^ *lq\| lq \|mqq\|qqk\|qqj" "$TMP/screen"; then
		cat "$TMP/screen"
		fail "$1: raw line-drawing letters"
	fi
	grep -q "┌\|└\|│" "$TMP/screen" && { cat "$TMP/screen"; fail "$1: line drawing used"; }
	return 0
}

for envs in "TERM=vt100" "LANG=C LC_ALL=C"; do
	# shellcheck disable=SC2086
	with_env $envs
	ui_start 80 24 "$PBN"
	ui_wait "+------ auction" "$envs: the board"
	ui_cmd lines
	ui_wait "+- Lines of play -" "$envs: :lines in + - |"
	ui_wait "+-------------" "$envs: :lines' bottom edge"
	no_acs "$envs: :lines"
	ui_keys Escape
	ui_wait_gone "Lines of play" "$envs: :lines closed"
	ui_keys x
	ui_wait "+- Opening lead: West against 2" "$envs: the lead box in + - |"
	no_acs "$envs: the lead box"
	ui_keys Escape
	ui_wait_gone "Opening lead:" "$envs: the lead box closed"
	ui_cmd session
	ui_wait "+- Session: 1 board" "$envs: :session in + - |"
	no_acs "$envs: :session"
	ui_keys Escape
	ui_wait_gone "Session: 1 board" "$envs: :session closed"
	ui_quit
	DDPLAY=$REAL
done
echo "the boxes of text are framed in + - | without line drawing"

#!/bin/sh
# t_ui_signal_rescue.sh - the lines not saved survive every signal that
# ends the analyser but a crash's (docs/ui.md, "Quitting"): Ctrl-\ (SIGQUIT,
# a key), USR1 and ALRM write them to the rescue file, then end the
# process as the signal does (128 + its number); they were lost, the
# process ending at once.  A :save past the file size limit (ulimit -f)
# fails with a message, the analyser still running and no temporary file
# left (SIGXFSZ ended the process, the lines lost, the temporary file
# behind).  :save to a FIFO is refused (it froze the screen until a
# reader came).  The state folder on a full disk: the lines go to
# $TMPDIR (they were lost), as root where a tmpfs can be mounted.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/ui.sh"

CLUB=tests/data/pbn/club-result.pbn
# No core files from Ctrl-\.
ulimit -c 0 2> /dev/null

rescued() {
	grep -q "the lines not saved are in" "$TMP/stderr" 2> /dev/null
}

# ends HOW STATUS: a line played, then HOW (keys or a signal's name):
# the line is in the rescue file, the exit status STATUS.
ends() {
	ui_start 110 36 "$CLUB"
	ui_wait "Board 1" "$1: the board opens"
	ui_cmd "play CT"
	ui_wait "card 1/1" "$1: a line of the user's"
	case $1 in
	C-*) ui_keys "$1" ;;
	*) kill -"$1" "$(ui_pid)" ;;
	esac
	ui_poll rescued || { cat "$TMP/stderr"; fail "$1: no word of the lines"; }
	saved=$(sed -n 's/.*the lines not saved are in //p' "$TMP/stderr")
	[ -f "$saved" ] || fail "$1: $saved not written"
	grep -q '^4SS 1 0 0 CT$' "$saved" ||
		{ cat "$saved"; fail "$1: the line is not in $saved"; }
	ui_poll test -s "$TMP/exit" || fail "$1: the analyser did not end"
	[ "$(cat "$TMP/exit")" = "$2" ] || fail "$1: exit status $(cat "$TMP/exit"), not $2"
	rm -f "$saved" "$TMP/stderr"
	echo "$1: the line rescued, exit status $2"
}
ends 'C-\' 131
ends USR1 138
ends ALRM 142

# :save past ulimit -f: a message, the analyser goes on
{
	sed '/^\[Play/,$d' "$CLUB"
	printf '{'
	printf '%08000d' 0 | tr 0 x
	printf '}\n'
} > "$TMP/big.pbn"
REAL=$DDPLAY
printf '#!/bin/sh\nulimit -f 4\nexec %s "$@"\n' "$(ui_quote "$REAL")" > "$TMP/limited"
chmod +x "$TMP/limited"
DDPLAY=$TMP/limited
mkdir "$TMP/out"
ui_start 110 36 "$TMP/big.pbn"
ui_wait "Board 1" "ulimit -f: the board opens"
ui_cmd "play CT"
ui_wait "card 1/1" "ulimit -f: a line of the user's"
ui_cmd "save $TMP/out/x.pbn"
ui_wait "x.pbn: File too large" "ulimit -f: the save's message"
[ -z "$(ls "$TMP/out")" ] || fail "ulimit -f: left in the folder: $(ls "$TMP/out")"
[ -n "$(ui_pid)" ] || fail "ulimit -f: the analyser ended"
ui_keys q
ui_wait "Quit without saving" "ulimit -f: the line still not saved"
ui_keys y
ui_poll test -s "$TMP/exit" || fail "ulimit -f: did not quit"
DDPLAY=$REAL
echo "ulimit -f: the save refused with its reason, nothing lost"

# :save to a FIFO: refused at once
mkfifo "$TMP/fifo.pbn"
ui_start 110 36 "$CLUB"
ui_wait "Board 1" "fifo: the board opens"
ui_cmd "save $TMP/fifo.pbn"
ui_wait "fifo.pbn is a pipe (FIFO): save to a file" "fifo: :save refused"
ui_cmd "save board $TMP/fifo.pbn"
ui_wait "fifo.pbn is a pipe (FIFO): save to a file" "fifo: :save board refused"
ui_quit
echo ":save to a FIFO refused"

# the state folder's disk full: the lines in $TMPDIR
if [ "$(id -u)" -eq 0 ] && mkdir -p "$XDG_STATE_HOME/ddplay" &&
   mount -t tmpfs -o size=16k tmpfs "$XDG_STATE_HOME/ddplay" 2> /dev/null; then
	head -c 65536 /dev/zero > "$XDG_STATE_HOME/ddplay/filler" 2> /dev/null
	ui_start 110 36 "$CLUB"
	ui_wait "Board 1" "full: the board opens"
	ui_cmd "play CT"
	ui_wait "card 1/1" "full: a line of the user's"
	kill -TERM "$(ui_pid)"
	ui_poll rescued || { cat "$TMP/stderr"; umount "$XDG_STATE_HOME/ddplay"; fail "full: no word of the lines"; }
	umount "$XDG_STATE_HOME/ddplay"
	saved=$(sed -n 's/.*the lines not saved are in //p' "$TMP/stderr")
	case $saved in
	"$XDG_STATE_HOME"/*) fail "full: the lines said to be in $saved" ;;
	esac
	[ -f "$saved" ] || fail "full: $saved not written"
	grep -q '^4SS 1 0 0 CT$' "$saved" || fail "full: the line is not in $saved"
	rm -f "$saved"
	echo "the state folder full: the lines in $saved"
else
	echo "(not root, or no tmpfs to mount: the full state folder not tried)"
fi

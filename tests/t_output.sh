#!/bin/sh
# Where the results go (issue 11, items 7 to 9):
# - a write error on standard output (/dev/full) is reported with its real
#   reason at the first failed write, and the command stops there (exit
#   1) without reading or solving the rest: checked with input from a
#   pipe kept open, which the command must not wait for; the same with
#   -j 2 and with -o /dev/full;
# - EPIPE with SIGPIPE ignored: the same stop, without a message;
# - -o FILE: through a symbolic link (relative, in another folder; one
#   that points nowhere yet) the target is written and the link stays;
#   the mode is kept (0600, 0640); a file with two hard links keeps them
#   and both names see the new content; a FIFO is written into, not
#   replaced; a folder is refused;
# - interrupted by TERM, HUP, INT, QUIT, ALRM, USR1 or USR2, -o leaves
#   no temporary file and the old file as it was, and ends with the
#   signal's status; after a kill
#   -9, the temporary file left is never the output: the output's name
#   still holds the old content, the leftover's name does not end in .pbn,
#   and the next run writes the right file.
. "$(dirname "$0")/lib.sh"

head -n 2 "$REF/walks-200.txt" | cut -d"|" -f1 > "$TMP/deals"
"$DDPLAY" table --pbn "$TMP/deals" > "$TMP/want.pbn" || fail "table --pbn: exit status $?"

# with_open_input VAR CMD...: runs CMD (its input: a FIFO that gets one deal
# and is then kept open) in the background, its pid in $pid; the FIFO's
# writing end is fd 3.
start_open_input() {
	rm -f "$TMP/in.fifo"
	mkfifo "$TMP/in.fifo"
	"$@" < "$TMP/in.fifo" &
	pid=$!
	exec 3> "$TMP/in.fifo"
	head -n 1 "$TMP/deals" >&3
}

# ended_within PID SECONDS: whether PID has ended (polled every 0.1 s).
ended_within() {
	i=0
	while kill -0 "$1" 2> /dev/null; do
		[ $i -ge $(($2 * 10)) ] && return 1
		sleep 0.1
		i=$((i + 1))
	done
	return 0
}

# ---- write errors ----------------------------------------------------
for args in "table --lines" "table --lines -j 2" "table --pbn -o /dev/full"; do
	case $args in
	*-o*) start_open_input sh -c "exec \"$DDPLAY\" $args 2> \"$TMP/full.err\"" ;;
	*) start_open_input sh -c "exec \"$DDPLAY\" $args > /dev/full 2> \"$TMP/full.err\"" ;;
	esac
	if ! ended_within $pid 60; then
		exec 3>&-
		kill $pid 2> /dev/null
		fail "$args > /dev/full: still running (waiting for more input) after the first write failed"
	fi
	exec 3>&-
	wait $pid
	status=$?
	[ $status -eq 1 ] || fail "$args > /dev/full: exit status $status, expected 1"
	grep -q "No space left on device" "$TMP/full.err" ||
		fail "$args > /dev/full: the message does not say why: $(cat "$TMP/full.err")"
	[ "$(wc -l < "$TMP/full.err")" -eq 1 ] ||
		fail "$args > /dev/full: expected one message: $(cat "$TMP/full.err")"
	echo "$args > /dev/full: stopped at once: $(cat "$TMP/full.err")"
done

# A board's results bigger than the output buffer (trace --cards: 8 KB):
# the write fails inside fwrite, and its reason must still be the real one
# (it was "Input/output error").
head -n 1 "$REF/walks-200.txt" | "$DDPLAY" trace --cards > /dev/full 2> "$TMP/full.err"
status=$?
[ $status -eq 1 ] || fail "trace --cards > /dev/full: exit status $status, expected 1"
[ "$(cat "$TMP/full.err")" = "ddplay trace: write error: No space left on device" ] ||
	fail "trace --cards > /dev/full: $(cat "$TMP/full.err")"

# EPIPE: the reader goes away after the first line; with SIGPIPE ignored
# ddplay stops at the next write, quietly.
rm -f "$TMP/in.fifo"
mkfifo "$TMP/in.fifo"
# (the second deal sent once the reader has gone: sent with the first,
# its line could reach the pipe before head read the first and left, and
# then no write failed: seen under a load of 13)
rm -f "$TMP/head.done"
(
	trap '' PIPE
	{ "$DDPLAY" table --lines < "$TMP/in.fifo" 2> "$TMP/pipe.err"; echo $? > "$TMP/pipe.status"; } |
		{ head -n 1 > /dev/null; exec 0<&-; touch "$TMP/head.done"; }
) &
sub=$!
exec 3> "$TMP/in.fifo"
sed -n 1p "$TMP/deals" >&3
i=0
while [ ! -e "$TMP/head.done" ] && [ $i -lt 600 ]; do
	sleep 0.1
	i=$((i + 1))
done
sed -n 2p "$TMP/deals" >&3
i=0
while [ ! -s "$TMP/pipe.status" ] && [ $i -lt 600 ]; do
	sleep 0.1
	i=$((i + 1))
done
exec 3>&-
wait $sub
[ -s "$TMP/pipe.status" ] || fail "EPIPE: still running after the reader went away"
[ "$(cat "$TMP/pipe.status")" = 1 ] || fail "EPIPE: exit status $(cat "$TMP/pipe.status"), expected 1"
[ -s "$TMP/pipe.err" ] && fail "EPIPE: a message: $(cat "$TMP/pipe.err")"
echo "EPIPE with SIGPIPE ignored: stopped, exit 1, no message"

# ---- -o through links, modes, hard links, FIFOs ------------------------
mkdir "$TMP/real" "$TMP/links"
echo old > "$TMP/real/t.pbn"
ln -s ../real/t.pbn "$TMP/links/l.pbn"
"$DDPLAY" table --pbn -o "$TMP/links/l.pbn" "$TMP/deals" || fail "-o through a link: exit status $?"
[ -L "$TMP/links/l.pbn" ] || fail "-o replaced the symbolic link by a file"
cmp -s "$TMP/real/t.pbn" "$TMP/want.pbn" || fail "-o through a link: the target does not hold the output"
[ "$(ls "$TMP/links" | wc -l)" -eq 1 ] || fail "-o through a link: a file left beside the link: $(ls "$TMP/links")"
[ "$(ls "$TMP/real" | wc -l)" -eq 1 ] || fail "-o through a link: a file left beside the target: $(ls "$TMP/real")"
# a link that points to no file yet: the file is made where it points
ln -s ../real/new.pbn "$TMP/links/n.pbn"
"$DDPLAY" table --pbn -o "$TMP/links/n.pbn" "$TMP/deals" || fail "-o through a dangling link: exit status $?"
[ -L "$TMP/links/n.pbn" ] && cmp -s "$TMP/real/new.pbn" "$TMP/want.pbn" ||
	fail "-o through a link to no file: the link or its target is wrong"
echo "-o through symbolic links: the targets written, the links kept"

for mode in 600 640; do
	echo old > "$TMP/m$mode.pbn"
	chmod $mode "$TMP/m$mode.pbn"
	"$DDPLAY" table --pbn -o "$TMP/m$mode.pbn" "$TMP/deals" || fail "-o: exit status $?"
	got=$(stat -c %a "$TMP/m$mode.pbn")
	[ "$got" = $mode ] || fail "-o over a file of mode $mode: now $got"
	cmp -s "$TMP/m$mode.pbn" "$TMP/want.pbn" || fail "-o over a file of mode $mode: wrong content"
done
echo "-o keeps the mode (600, 640)"

echo old > "$TMP/h1.pbn"
ln "$TMP/h1.pbn" "$TMP/h2.pbn"
"$DDPLAY" table --pbn -o "$TMP/h1.pbn" "$TMP/deals" || fail "-o over a hard link: exit status $?"
[ "$(stat -c %h "$TMP/h1.pbn")" = 2 ] && [ "$(stat -c %i "$TMP/h1.pbn")" = "$(stat -c %i "$TMP/h2.pbn")" ] ||
	fail "-o split the hard links"
cmp -s "$TMP/h2.pbn" "$TMP/want.pbn" || fail "-o over a hard link: the other name does not see the new content"
[ "$(ls "$TMP" | grep -c tmp-)" -eq 0 ] || fail "-o over a hard link: a temporary file left"
echo "-o keeps hard links: both names see the new content"

mkfifo "$TMP/out.fifo"
cat "$TMP/out.fifo" > "$TMP/fifo.got" &
reader=$!
"$DDPLAY" table --pbn -o "$TMP/out.fifo" "$TMP/deals" || fail "-o into a FIFO: exit status $?"
if [ ! -p "$TMP/out.fifo" ]; then
	kill $reader
	fail "-o replaced a FIFO by a regular file"
fi
wait $reader
cmp -s "$TMP/fifo.got" "$TMP/want.pbn" || fail "-o into a FIFO: the reader got something else"
# (after the FIFO: a binary that replaces those never gets here, where as
# root it would replace /dev/null)
"$DDPLAY" table --pbn -o /dev/null "$TMP/deals" || fail "-o /dev/null: exit status $?"
[ -c /dev/null ] || fail "-o /dev/null: no longer a device"
"$DDPLAY" table --pbn -o "$TMP/real" "$TMP/deals" 2> "$TMP/dir.err" && fail "-o into a folder: exit status 0"
grep -q "real: cannot write: Is a directory" "$TMP/dir.err" || fail "-o into a folder: $(cat "$TMP/dir.err")"
echo "-o into a FIFO and /dev/null writes into them; a folder is refused"

# ---- interrupted -o --------------------------------------------------
# run_until_tmp: -o $TMP/sig/out.pbn with input kept open, until its
# temporary file exists.
run_until_tmp() {
	rm -rf "$TMP/sig"
	mkdir "$TMP/sig"
	echo "old content" > "$TMP/sig/out.pbn"
	start_open_input "$@" "$DDPLAY" table --pbn -o "$TMP/sig/out.pbn"
	i=0
	while [ "$(ls "$TMP/sig" | wc -l)" -lt 2 ] && [ $i -lt 600 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	[ "$(ls "$TMP/sig" | wc -l)" -eq 2 ] || fail "no temporary file seen beside out.pbn"
}

sigs="TERM HUP ALRM USR1 USR2"
if env --default-signal=INT true 2> /dev/null; then
	sigs="$sigs INT QUIT"
else
	echo "(INT, QUIT not tried: a background job ignores them, and this env cannot reset that)"
fi
for sig in $sigs; do
	case $sig in
	INT | QUIT) run_until_tmp env --default-signal=$sig ;;
	*) run_until_tmp ;;
	esac
	kill -$sig $pid
	ended_within $pid 30 || fail "SIG$sig: still running"
	wait $pid
	status=$?
	exec 3>&-
	case $sig in
	HUP) want=129 ;;
	INT) want=130 ;;
	QUIT) want=131 ;;
	USR1) want=138 ;;
	USR2) want=140 ;;
	ALRM) want=142 ;;
	TERM) want=143 ;;
	esac
	[ $status -eq $want ] || fail "SIG$sig: exit status $status, expected $want"
	[ "$(ls "$TMP/sig")" = out.pbn ] || fail "SIG$sig: left $(ls "$TMP/sig" | tr '\n' ' ')"
	[ "$(cat "$TMP/sig/out.pbn")" = "old content" ] || fail "SIG$sig: out.pbn changed"
done
echo "-o interrupted by $sigs: no temporary file left, the old file kept"

run_until_tmp
kill -9 $pid
wait $pid 2> /dev/null
exec 3>&-
[ "$(cat "$TMP/sig/out.pbn")" = "old content" ] || fail "kill -9: out.pbn changed"
stale=$(ls "$TMP/sig" | grep -v '^out.pbn$')
case $stale in
out.pbn.tmp-??????) ;;
*) fail "kill -9: the leftover is named '$stale'" ;;
esac
"$DDPLAY" table --pbn -o "$TMP/sig/out.pbn" "$TMP/deals" || fail "-o after a kill -9: exit status $?"
cmp -s "$TMP/sig/out.pbn" "$TMP/want.pbn" || fail "-o after a kill -9: wrong output"
echo "kill -9: out.pbn kept, the leftover $stale is not a .pbn; the next run writes out.pbn"

# ---- nothing answered: -o FILE left as it was --------------------------
# every input refused: the file is not replaced by an empty output (it
# was, by table/solve/trace/analyse --json and table --pbn), and it is said
printf 'garbage\nmore garbage\n' > "$TMP/garbage"
for args in "table --json" "table --pbn" "solve --json" "trace --json" "analyse --json"; do
	cmd=${args%% *}
	echo precious > "$TMP/keep.out"
	"$DDPLAY" $args -o "$TMP/keep.out" "$TMP/garbage" > /dev/null 2> "$TMP/keep.err" &&
		fail "$args: every input refused, exit status 0"
	[ "$(cat "$TMP/keep.out")" = precious ] || fail "$args -o: every input refused, the file replaced"
	grep -q "^ddplay $cmd: nothing answered: $TMP/keep.out not written$" "$TMP/keep.err" ||
		fail "$args -o: every input refused, not said: $(tail -1 "$TMP/keep.err")"
done
echo "-o: nothing answered, the file left as it was"

#!/bin/sh
# The options of practice and quiz (docs/ui.md, docs/ddplay.1, --help,
# the completions): --pause in every usage line of a practice (it was
# missing from `ddplay practice`'s and from the `--deal ... --practice`
# form's); --gentle and --pause without --practice, and --seed with a
# file or --deal without --practice, refused as other misuse is (exit 2,
# the message, the hint), where they were taken and ignored; practice's
# bad --strain said as "ddplay practice:" with practice's hint; --color=
# and --threads taken by both and named in their usage and completions;
# the bash and zsh completions offering --pause where practice goes.
. "$(dirname "$0")/lib.sh"

DEAL='N:KQT2.8653.A7.K32 A.KJT.9654.AQ876 9743.74.QJ32.J95 J865.AQ92.KT8.T4'
DATA=$REPO/tests/data/ui

# run STATUS ARGS...: ddplay ARGS (not on a terminal) exits STATUS; its
# standard error in $TMP/err.
run() {
	want=$1
	shift
	"$DDPLAY" "$@" > "$TMP/out" 2> "$TMP/err" < /dev/null
	status=$?
	[ "$status" -eq "$want" ] ||
		fail "ddplay $*: exit status $status, expected $want ($(head -n 2 "$TMP/err"))"
}
# usage_error MESSAGE HINT ARGS...
usage_error() {
	msg=$1 hint=$2
	shift 2
	run 2 "$@"
	[ -s "$TMP/out" ] && fail "ddplay $*: output on stdout"
	grep -qF -- "$msg" "$TMP/err" || fail "ddplay $*: no '$msg' in: $(cat "$TMP/err")"
	grep -qxF "Try 'ddplay${hint:+ $hint} --help' for more." "$TMP/err" ||
		fail "ddplay $*: no hint to 'ddplay${hint:+ $hint} --help': $(cat "$TMP/err")"
}
# accepted ARGS...: the options taken: only the terminal is missing.
accepted() {
	run 2 "$@"
	grep -q "needs a terminal" "$TMP/err" ||
		fail "ddplay $*: refused: $(head -n 2 "$TMP/err")"
}

# ---- what goes with a practice alone ------------------------------------
usage_error "ddplay: --gentle goes with --practice" "" "$DATA/play.pbn" --gentle --pause 3 --seed 4
usage_error "ddplay: --pause goes with --practice" "" "$DATA/play.pbn" --pause 3
usage_error "ddplay: --seed goes with a random deal" "" "$DATA/play.pbn" --seed 4
usage_error "ddplay: --gentle goes with --practice" "" --deal "$DEAL" --gentle
usage_error "ddplay: --pause goes with --practice" "" --deal "$DEAL" --pause 1
usage_error "ddplay: --seed goes with a random deal" "" --deal "$DEAL" --seed 3
usage_error "ddplay: --gentle goes with --practice" "" --gentle
accepted --deal "$DEAL" --practice --seed 3 --gentle --pause 0
accepted --deal "$DEAL" --declarer S --strain N --practice --pause 0.2
accepted --seed 3
accepted --seed 3 --hide EW

# ---- practice's and quiz's own errors, options ---------------------------
usage_error "ddplay practice: --strain: bad strain 'X'" practice practice --strain X
usage_error "ddplay practice: --pause: expected seconds" practice practice --pause 11
usage_error "ddplay quiz: unknown option '--tries'" quiz quiz --tries 5
usage_error "ddplay quiz: unknown option '--pause'" quiz quiz --pause 1
accepted practice --seed 3 --pause 0 --gentle --color=never --threads 2 --tries 100
accepted quiz "$DATA/play.pbn" --seed 3 --count 2 --color=always --threads 1

# ---- --help, the man page, docs/ui.md: the same options ------------------
"$DDPLAY" --help > "$TMP/help" || fail "--help: exit status $?"
sed -n '/^usage:/,/^$/p' "$TMP/help" > "$TMP/usage"
# a usage line and its continuation lines: from "ddplay WHAT" to the next
# "ddplay"
form() {
	awk -v what="$1" '
	index($0, "ddplay " what) { on = 1; print; next }
	on && /ddplay / { exit }
	on { print }' "$TMP/usage"
}
form practice > "$TMP/practice"
for o in --strain --min-tricks --seed --gentle --pause --tries --color= --threads; do
	grep -qF -- "$o" "$TMP/practice" || fail "--help: ddplay practice's usage lacks $o"
done
form quiz > "$TMP/quiz"
for o in --seed --count --color= --threads; do
	grep -qF -- "$o" "$TMP/quiz" || fail "--help: ddplay quiz's usage lacks $o"
done
grep -q -- "--practice \[--seed N\] \[--gentle\] \[--pause SECONDS\]" "$TMP/usage" ||
	fail "--help: the --deal ... --practice form lacks --pause"
# the man page's SYNOPSIS of practice and quiz
sed 's/\\-/-/g' docs/ddplay.1 | awk '/^\.B ddplay practice$/ { on = 1 }
	on && /^\.br$/ { exit } on' > "$TMP/man-practice"
sed 's/\\-/-/g' docs/ddplay.1 | awk '/^\.B ddplay quiz$/ { on = 1 }
	on && /^\.br$/ { exit } on' > "$TMP/man-quiz"
for o in --strain --min-tricks --seed --gentle --pause --tries --color --threads; do
	grep -q -- "$o" "$TMP/man-practice" || fail "docs/ddplay.1: ddplay practice lacks $o"
done
for o in --seed --count --color --threads; do
	grep -q -- "$o" "$TMP/man-quiz" || fail "docs/ddplay.1: ddplay quiz lacks $o"
done
# docs/ui.md's usage lines of practice
# (its line and the next, where it goes on)
awk '/^    ddplay practice / { getline next_line; print $0 " " next_line }' docs/ui.md |
	grep -q -- '--pause S.*--tries N.*--color=WHEN.*--threads N' ||
	fail "docs/ui.md: ddplay practice's line lacks --pause, --color= or --threads"
grep -q '^    ddplay --deal DEAL .*--practice .*--pause S' docs/ui.md ||
	fail "docs/ui.md: the --deal ... --practice line lacks --pause"
grep -q '^    ddplay quiz .*--color=WHEN.*--threads N' docs/ui.md ||
	fail "docs/ui.md: ddplay quiz's line lacks --color= or --threads"

# ---- the completions -----------------------------------------------------
if command -v bash > /dev/null 2>&1; then
	complete_words() {
		bash -c '
			. completion/ddplay.bash
			COMP_WORDS=(ddplay "$@")
			COMP_CWORD=$#
			_ddplay
			printf "%s\n" "${COMPREPLY[@]}"
		' complete "$@"
	}
	complete_words --deal x --practice -- | grep -qx -- --pause ||
		fail "bash: --deal ... --practice --pause not offered"
	for c in practice quiz; do
		complete_words $c -- | sed 's/=$//' > "$TMP/offered"
		# every option of the usage line offered, and only those
		for o in $(grep -o -- '--[a-z][a-z-]*' "$TMP/$c" | sort -u); do
			grep -qxF -- "$o" "$TMP/offered" || fail "bash: ddplay $c $o not offered"
		done
		while IFS= read -r o; do
			[ "$o" = --help ] && continue
			grep -qF -- "$o" "$TMP/$c" || fail "bash: ddplay $c offers $o, not in its usage"
		done < "$TMP/offered"
	done
fi
for o in --pause --color --threads; do
	awk '/^\tpractice\)/ { on = 1 } on { print } on && /;;/ { exit }' completion/_ddplay |
		grep -q -- "'$o" || fail "zsh: ddplay practice lacks $o"
done
grep "'options:option:(" completion/_ddplay | grep -q -- '--pause' ||
	fail "zsh: --pause not among ddplay's options (--deal ... --practice)"
echo "practice and quiz: the same options in --help, the man page, docs/ui.md and the completions; misuse refused"

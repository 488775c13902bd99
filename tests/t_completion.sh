#!/bin/sh
# The shell completion scripts (completion/): bash completes the commands,
# the options of each command and the values of --declarer, --strain,
# --vul, --color=; zsh's script loads under compinit (where zsh is installed).
. "$(dirname "$0")/lib.sh"

command -v bash > /dev/null 2>&1 || skip "bash not found (apt-get install bash)"
# complete WORD...: what bash offers for the last word of "ddplay WORD..."
complete_words() {
	bash -c '
		. completion/ddplay.bash
		COMP_WORDS=(ddplay "$@")
		COMP_CWORD=$#
		_ddplay
		printf "%s\n" "${COMPREPLY[@]}"
	' complete "$@"
}
bash -c '. completion/ddplay.bash; complete -p ddplay' | grep -q -- '-F _ddplay ddplay' ||
	fail "bash: complete -p ddplay does not name _ddplay"
complete_words ta | grep -qx table || fail "bash: 'ta' does not complete to table"
complete_words tr | grep -qx trace || fail "bash: 'tr' does not complete to trace"
[ "$(complete_words table --vul '' | tr '\n' ' ')" = "None NS EW All " ] ||
	fail "bash: --vul values: $(complete_words table --vul '')"
[ "$(complete_words --declarer '' | tr '\n' ' ')" = "N E S W " ] ||
	fail "bash: --declarer values"
complete_words trace --c | grep -qx -- --cards || fail "bash: trace --c"
complete_words table --l | grep -qx -- --lines || fail "bash: table --l"
complete_words analyse --q | grep -qx -- --quiet || fail "bash: analyse --q"
[ "$(complete_words table --color = '' | tr '\n' ' ')" = "auto always never " ] ||
	fail "bash: --color= values: $(complete_words table --color = '')"
[ "$(complete_words analyse --color = n | tr '\n' ' ')" = "never " ] ||
	fail "bash: --color=n: $(complete_words analyse --color = n)"
# file names after a command
mkdir "$TMP/d" && touch "$TMP/d/club.pbn" || fail "cannot make files"
complete_words table "$TMP/d/cl" | grep -qx "$TMP/d/club.pbn" || fail "bash: file names"
complete_words lead --deals "$TMP/d/cl" | grep -qx "$TMP/d/club.pbn" || fail "bash: lead --deals FILE"
# every option the completion offers is one ddplay knows
for c in table solve trace analyse lead sd; do
	"$DDPLAY" $c --help > "$TMP/help" 2>&1
	for opt in $(complete_words $c -); do
		[ "$opt" = --help ] && continue
		grep -q -- "$opt" "$TMP/help" || fail "bash: ddplay $c does not know $opt"
	done
done
# and every option of a command's --help is offered (lead's --show-deals
# and --tries were not, nor sd's --auction, --dealer and --no-auction)
for c in table solve trace analyse lead sd; do
	complete_words $c - | sed 's/=$//' > "$TMP/offered"
	for opt in $("$DDPLAY" $c --help 2>&1 | grep -o -- '--[a-z][a-z-]*' | sort -u); do
		grep -qxF -- "$opt" "$TMP/offered" || fail "bash: ddplay $c $opt not offered"
	done
done
if command -v zsh > /dev/null 2>&1; then
	zsh -f -c "fpath=($REPO/completion \$fpath); autoload -U compinit; compinit -u; (( \$+_comps[ddplay] ))" ||
		fail "zsh: compinit does not know ddplay"
	echo "bash and zsh completion as expected"
else
	echo "bash completion as expected (zsh not installed: its script not loaded)"
fi

#!/bin/sh
# The key lists of docs/ddplay.1 and README.md are those of the request
# table (ui/request.c), as `make keys-docs` writes them; and ddplay --help
# lists every key and command of it.
. "$(dirname "$0")/lib.sh"

DDPLAY=$DDPLAY sh scripts/keys-docs.sh --check ||
	fail "the key lists of the docs are not the request table's: run make keys-docs"
"$DDPLAY" --help > "$TMP/help" || fail "ddplay --help failed"
# the teaching modes and the analyser's forms give the same help
for form in "practice" "quiz" "--deal x"; do
	# shellcheck disable=SC2086
	"$DDPLAY" $form --help > "$TMP/help2" || fail "ddplay $form --help: exit status $?"
	cmp -s "$TMP/help" "$TMP/help2" || fail "ddplay $form --help: not the help"
done
# ddplay help COMMAND is the command's own help (it gave the general
# one, whatever the command), and help of no command is refused
for c in table solve trace analyse lead sd; do
	"$DDPLAY" help $c > "$TMP/h1" 2>&1 || fail "ddplay help $c: exit status $?"
	"$DDPLAY" $c --help > "$TMP/h2" 2>&1
	cmp -s "$TMP/h1" "$TMP/h2" || fail "ddplay help $c: not 'ddplay $c --help'"
done
"$DDPLAY" help practice > "$TMP/h1" && cmp -s "$TMP/help" "$TMP/h1" ||
	fail "ddplay help practice: not the help (the teaching modes are in it)"
"$DDPLAY" help --help > "$TMP/h1" && cmp -s "$TMP/help" "$TMP/h1" ||
	fail "ddplay help --help: not the help"
"$DDPLAY" help bogus > "$TMP/h1" 2>&1 && fail "ddplay help bogus: exit status 0"
grep -q "^ddplay help: no command 'bogus'" "$TMP/h1" ||
	fail "ddplay help bogus: $(head -2 "$TMP/h1")"
# the synopsis names every batch command's machine forms and -o
for opt in "table [--lines | --json [-o FILE] | --pbn [-o FILE]]" "solve [--lines | --json [-o FILE]]" \
	   "trace [--lines | --json [-o FILE]]" "analyse [--sd | --sd-all] [--json [-o FILE]]" \
	   "analyse --summary [--lines | --json] [-o FILE]" "[--color=WHEN]"; do
	grep -qF -- "$opt" "$TMP/help" || fail "ddplay --help: no '$opt' in the synopsis"
done
"$DDPLAY" --keys-markdown | sed -n 's/^| `\([^`]*\)` |.*/\1/p' > "$TMP/keys"
[ -s "$TMP/keys" ] || fail "no keys from --keys-markdown"
while IFS= read -r k; do
	grep -qF -- "$k" "$TMP/help" || fail "ddplay --help lacks the keys '$k'"
done < "$TMP/keys"
for c in lines line save load contract quit; do
	grep -q ":$c" "$TMP/help" || fail "ddplay --help lacks :$c"
done
# The man page names every option of each command's --help.
man=$(sed 's/\\-/-/g' docs/ddplay.1)
for c in table solve trace analyse lead; do
	for opt in $("$DDPLAY" $c --help 2>&1 | grep -o -- '--[a-z][a-z-]*' | sort -u); do
		printf '%s\n' "$man" | grep -q -- "$opt" ||
			fail "docs/ddplay.1 lacks $c's $opt"
	done
done
echo "key lists up to date"

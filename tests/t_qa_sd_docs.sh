#!/bin/sh
# The man page's SYNOPSIS of `ddplay sd` names every option of its usage
# (`ddplay sd --help`): it lacked --auction, --dealer, --no-auction and
# --tries, which t_docs (every option somewhere in the page) could not
# see, lead and analyse naming them.
. "$(dirname "$0")/lib.sh"

sed 's/\\-/-/g' docs/ddplay.1 |
	awk '/^\.B ddplay sd$/ { on = 1 } on && /^\.br$/ { exit } on' \
	> "$TMP/syn"
[ -s "$TMP/syn" ] || fail "docs/ddplay.1: no SYNOPSIS line for ddplay sd"
"$DDPLAY" sd --help 2>&1 | sed -n '1,/^$/p' |
	grep -o -- '--*[a-z][a-z-]*' | sort -u > "$TMP/opts"
[ -s "$TMP/opts" ] || fail "no options in ddplay sd --help's usage"
while IFS= read -r opt; do
	grep -q -- "$opt\\b" "$TMP/syn" ||
		fail "docs/ddplay.1's SYNOPSIS of ddplay sd lacks $opt"
done < "$TMP/opts"
echo "ddplay sd's SYNOPSIS names its options"
exit 0

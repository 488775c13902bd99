#!/bin/sh
# scripts/keys-docs.sh [--check] - the key lists of docs/ddplay.1 and
# README.md, made from the request table (ui/request.c) through
# `ddplay --keys-man` and `ddplay --keys-markdown`, between their BEGIN
# KEYS and END KEYS marks.  --check: changes nothing, exits 1 when a list
# is not up to date.
set -u
cd "$(dirname "$0")/.." || exit 1
DDPLAY=${DDPLAY:-./ddplay}
check=0
[ "${1:-}" = --check ] && check=1
tmp=$(mktemp -d "${TMPDIR:-/tmp}/keys-docs.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
"$DDPLAY" --keys-man > "$tmp/man" || exit 1
"$DDPLAY" --keys-markdown > "$tmp/md" || exit 1
status=0
# splice FILE BEGIN-MARK END-MARK LIST: LIST between the lines that start
# with the marks
splice() {
	LIST=$4 BEGIN_MARK=$2 END_MARK=$3 awk '
	index($0, ENVIRON["BEGIN_MARK"]) == 1 {
		print
		while ((getline line < ENVIRON["LIST"]) > 0) print line
		skip = 1
		next
	}
	index($0, ENVIRON["END_MARK"]) == 1 { skip = 0 }
	!skip' "$1" > "$tmp/out" || exit 1
	if cmp -s "$1" "$tmp/out"; then
		return 0
	fi
	if [ "$check" = 1 ]; then
		echo "$1: the key list is not up to date (make keys-docs)"
		status=1
	else
		cp "$tmp/out" "$1" && echo "$1: key list updated"
	fi
}
splice docs/ddplay.1 '.\" BEGIN KEYS' '.\" END KEYS' "$tmp/man"
splice README.md '<!-- BEGIN KEYS' '<!-- END KEYS' "$tmp/md"
exit $status

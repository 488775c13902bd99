#!/bin/sh
# No circle between files: from the objects of the build (nm), which file
# calls (or reads) a name another file defines; the files of engine/,
# src/ and ui/ must then form no circle, however long (docs/architecture.md:
# split what two files share into a third below both, or merge them).
# None is let through (the last, engine/api.c <-> smp.c, was split by
# moving the drivers both use into engine/drive.c).
. "$(dirname "$0")/lib.sh"

BUILD=${BUILD:-build}
command -v nm > /dev/null 2>&1 || skip "no nm"
[ -f "$BUILD/ui/main.o" ] || skip "no objects in $BUILD (make first)"

# One line an object: the file, then "D name" for each name defined and
# "U name" for each name used.
for o in $(find "$BUILD/engine" "$BUILD/src" "$BUILD/ui" -name '*.o' \
	   ! -path '*/bmi2/*' ! -path '*/pic/*' | sort); do
	f=${o#"$BUILD"/}
	f=${f%.o}.c
	[ -f "$f" ] || continue         # objects made of others (lib/, dds/par)
	nm "$o" 2> /dev/null | awk -v f="$f" '
		NF == 3 && $2 ~ /^[TDBRC]$/ { print f, "D", $3 }
		NF == 2 && $1 == "U" { print f, "U", $2 }'
done > "$TMP/names"
[ -s "$TMP/names" ] || fail "nm listed no names"

awk '
$2 == "D" { def[$3] = $1; next }
$2 == "U" { use[++n] = $1 SUBSEP $3 }
END {
	for (i = 1; i <= n; i++) {
		split(use[i], p, SUBSEP)
		if (!(p[2] in def) || def[p[2]] == p[1])
			continue
		e = p[1] SUBSEP def[p[2]]
		if (!(e in edge)) {
			edge[e] = p[2]
			node[p[1]] = node[def[p[2]]] = 1
		}
	}
	# reach[a,b]: b is reached from a (Warshall over the files).
	for (e in edge)
		reach[e] = 1
	for (k in node)
		for (a in node)
			if ((a SUBSEP k) in reach)
				for (b in node)
					if ((k SUBSEP b) in reach)
						reach[a SUBSEP b] = 1
	bad = 0
	for (e in edge) {
		split(e, p, SUBSEP)
		if ((p[2] SUBSEP p[1]) in reach) {
			printf "%s calls %s (%s), which calls back to it\n", \
			    p[1], p[2], edge[e]
			bad = 1
		}
	}
	exit bad
}' "$TMP/names" > "$TMP/circles" || {
	sort "$TMP/circles" | head -n 40
	fail "circles between files ($(wc -l < "$TMP/circles") calls on them)"
}
echo "no circle between the files of engine/, src/ and ui/ ($(awk '$2 == "U"' "$TMP/names" | wc -l) names used)"

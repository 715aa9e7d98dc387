#!/bin/sh
# Regenerates every <name>_arginfo.h from its <name>.stub.php (every
# *.stub.php in the tree, outside .git and build/) with the gen_stub.php
# that ships with php8.2-dev. gen_stub.php wants PHP-Parser next to itself
# and would download it; Debian's php-parser package provides it, so we
# run a copy of gen_stub.php from a temporary directory where PHP-Parser is
# linked in.
# Usage: scripts/gen_stubs.sh [--check]
#   --check: change nothing; fail if an arginfo file is missing, differs
#   from what its stub generates, or has no stub.
set -eu
cd "$(dirname "$0")/.."
GEN_STUB="$(php-config --extension-dir | sed 's,/usr/lib/php/\([0-9]*\).*,/usr/lib/php/\1/build/gen_stub.php,')"
[ -f "$GEN_STUB" ] || GEN_STUB="$(dirname "$(php-config --php-binary)")/../lib/php/build/gen_stub.php"
if [ ! -d /usr/share/php/PhpParser ]; then
	echo "gen_stubs: Debian package php-parser is needed (apt-get install php-parser)" >&2
	exit 1
fi
STUBS="$(find . \( -path ./.git -o -path ./build \) -prune -o -name '*.stub.php' -print | sed 's,^\./,,' | LC_ALL=C sort)"
if [ -z "$STUBS" ]; then
	echo "gen_stubs: no *.stub.php found" >&2
	exit 1
fi
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
cp "$GEN_STUB" "$TMP/gen_stub.php"
VERSION="$(grep -o '\$version = "[0-9.]*"' "$TMP/gen_stub.php" | head -1 | cut -d'"' -f2)"
mkdir -p "$TMP/PHP-Parser-$VERSION"
ln -s /usr/share/php "$TMP/PHP-Parser-$VERSION/lib"

if [ "${1:-}" != "--check" ]; then
	# shellcheck disable=SC2086 # one word per stub path
	php "$TMP/gen_stub.php" -f $STUBS
	exit 0
fi

status=0
for header in $(find . \( -path ./.git -o -path ./build \) -prune -o -name '*_arginfo.h' -print | sed 's,^\./,,'); do
	if [ ! -f "${header%_arginfo.h}.stub.php" ]; then
		echo "gen_stubs: $header has no ${header%_arginfo.h}.stub.php; remove it" >&2
		status=1
	fi
done
# Keep the committed files aside, generate, compare, then put every
# committed file back so that --check leaves the tree as it was.
i=0
for stub in $STUBS; do
	i=$((i + 1))
	header="${stub%.stub.php}_arginfo.h"
	if [ -f "$header" ]; then
		cp "$header" "$TMP/$i.orig"
	fi
done
# shellcheck disable=SC2086
php "$TMP/gen_stub.php" -f $STUBS >/dev/null
i=0
for stub in $STUBS; do
	i=$((i + 1))
	header="${stub%.stub.php}_arginfo.h"
	if [ ! -f "$TMP/$i.orig" ]; then
		echo "gen_stubs: $header is missing for $stub; run scripts/gen_stubs.sh" >&2
		rm -f "$header"
		status=1
	elif ! cmp -s "$header" "$TMP/$i.orig"; then
		echo "gen_stubs: $header is out of date with $stub; run scripts/gen_stubs.sh" >&2
		cp "$TMP/$i.orig" "$header"
		status=1
	fi
done
[ "$status" -eq 0 ] && echo "gen_stubs: arginfo files are up to date"
exit "$status"

#!/bin/sh
# Regenerates *_arginfo.h from *.stub.php with the gen_stub.php that ships
# with php8.2-dev. gen_stub.php wants PHP-Parser next to itself and would
# download it; Debian's php-parser package provides it, so we run a copy of
# gen_stub.php from a temporary directory where PHP-Parser is linked in.
# Usage: scripts/gen_stubs.sh [--check]   (--check: fail if anything changes)
set -eu
cd "$(dirname "$0")/.."
GEN_STUB="$(php-config --extension-dir | sed 's,/usr/lib/php/\([0-9]*\).*,/usr/lib/php/\1/build/gen_stub.php,')"
[ -f "$GEN_STUB" ] || GEN_STUB="$(dirname "$(php-config --php-binary)")/../lib/php/build/gen_stub.php"
if [ ! -d /usr/share/php/PhpParser ]; then
	echo "gen_stubs: Debian package php-parser is needed (apt-get install php-parser)" >&2
	exit 1
fi
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
cp "$GEN_STUB" "$TMP/gen_stub.php"
VERSION="$(grep -o '\$version = "[0-9.]*"' "$TMP/gen_stub.php" | head -1 | cut -d'"' -f2)"
mkdir -p "$TMP/PHP-Parser-$VERSION"
ln -s /usr/share/php "$TMP/PHP-Parser-$VERSION/lib"
if [ "${1:-}" = "--check" ]; then
	for stub in *.stub.php; do
		base="${stub%.stub.php}"
		cp "${base}_arginfo.h" "$TMP/${base}_arginfo.h.orig"
	done
	php "$TMP/gen_stub.php" -f *.stub.php >/dev/null
	for stub in *.stub.php; do
		base="${stub%.stub.php}"
		if ! cmp -s "${base}_arginfo.h" "$TMP/${base}_arginfo.h.orig"; then
			echo "gen_stubs: ${base}_arginfo.h is out of date with $stub; run scripts/gen_stubs.sh" >&2
			cp "$TMP/${base}_arginfo.h.orig" "${base}_arginfo.h"
			exit 1
		fi
	done
	echo "gen_stubs: arginfo files are up to date"
else
	php "$TMP/gen_stub.php" -f *.stub.php
fi

#!/bin/sh
# Formats the extension's C sources with .clang-format (php-src style).
#   scripts/format.sh                 format every .c/.h file in place
#   scripts/format.sh --check         change nothing; list the files whose
#                                     formatting differs and exit 1 (for CI)
#   scripts/format.sh [--check] FILE...   only these files
# Files: every .c/.h that git tracks, plus new ones not yet added (but not
# ignored ones), in every folder. Skipped: generated files (*_arginfo.h,
# anything marked "This is a generated file") and build output (modules/,
# include/, build/, .libs/, autom4te.cache/, config.h).
#
# Needs clang-format 14 (Debian/Ubuntu package clang-format or
# clang-format-14): other major versions format differently. Set
# CLANG_FORMAT=/path/to/clang-format-14 to pick a binary.
#
# clang-format 14 cannot write two php-src idioms, so its output goes
# through a small fix-up (fixup() below):
#   - "}" and the closing macro of ZEND_HASH_*FOREACH* / zend_try on one
#     line: "} ZEND_HASH_FOREACH_END();", "} zend_catch {", "} zend_end_try();"
#   - nested preprocessor directives indented with one space per level
#     after the hash ("# include"), as in php-src.
# So format through this script, not with clang-format -i directly.
set -eu
CALLER_DIR="$PWD"
cd "$(dirname "$0")/.."
ROOT="$PWD"
REQUIRED_MAJOR=14

CHECK=0
if [ "${1:-}" = "--check" ]; then
	CHECK=1
	shift
fi
case "${1:-}" in
	-h|--help)
		sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'
		exit 0
		;;
	-*)
		echo "format: unknown option $1 (usage: scripts/format.sh [--check] [FILE...])" >&2
		exit 2
		;;
esac

major_of() {
	"$1" --version 2>/dev/null | sed -n 's/.*clang-format version \([0-9][0-9]*\)\..*/\1/p' | head -n 1
}

if [ -n "${CLANG_FORMAT:-}" ]; then
	candidates="$CLANG_FORMAT"
else
	candidates="clang-format clang-format-$REQUIRED_MAJOR"
fi
CF=""
found=""
for c in $candidates; do
	command -v "$c" >/dev/null 2>&1 || continue
	v="$(major_of "$c")"
	found="$found $c (version ${v:-unknown})"
	if [ "$v" = "$REQUIRED_MAJOR" ]; then
		CF="$c"
		break
	fi
done
if [ -z "$CF" ]; then
	if [ -z "$found" ]; then
		echo "format: clang-format is not installed; clang-format $REQUIRED_MAJOR is needed" >&2
	else
		echo "format: clang-format $REQUIRED_MAJOR is needed, found:$found" >&2
		echo "format: other major versions format differently from the version .clang-format is tuned for" >&2
	fi
	echo "format: install Debian's clang-format package (it is version $REQUIRED_MAJOR on Debian 12) or clang-format-$REQUIRED_MAJOR," >&2
	echo "format: or point CLANG_FORMAT at a clang-format $REQUIRED_MAJOR binary" >&2
	exit 2
fi
if [ ! -f "$ROOT/.clang-format" ]; then
	echo "format: $ROOT/.clang-format is missing" >&2
	exit 2
fi

# The files to format, one per line, relative to the root.
list_files() {
	if [ $# -gt 0 ]; then
		for f in "$@"; do
			case "$f" in
				/*) ;;
				*) f="$CALLER_DIR/$f" ;;
			esac
			if [ ! -f "$f" ]; then
				echo "format: $f: no such file" >&2
				continue
			fi
			f="$(cd "$(dirname "$f")" && pwd -P)/$(basename "$f")"
			printf '%s\n' "${f#"$(pwd -P)"/}"
		done
	elif git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
		git ls-files --cached --others --exclude-standard -- '*.c' '*.h'
	else
		find . -type f \( -name '*.c' -o -name '*.h' \) | sed 's,^\./,,'
	fi
}

skipped() {
	case "$1" in
		*_arginfo.h|config.h) return 0 ;;
		modules/*|include/*|build/*|autom4te.cache/*|*/autom4te.cache/*|.libs/*|*/.libs/*|.deps/*|*/.deps/*) return 0 ;;
	esac
	head -n 3 "$1" | grep -q 'This is a generated file' && return 0
	return 1
}

# clang-format 14 output -> php-src idioms (see the header).
fixup() {
	perl -0pe '
		s/^([ \t]*)\}[ \t]*\\?\n[ \t]*((?:[A-Z_]*FOREACH[A-Z_]*_END(?:_DEL)?\(\)|zend_end_try\(\));|zend_catch \{)/$1} $2/mg;
		s/^#(\t+)/"#" . (" " x length($1))/mge;
	'
}

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
trap 'exit 130' INT TERM
differ=0
changed=0
total=0
list_files "$@" | sort -u > "$TMP/list"
while IFS= read -r f; do
	[ -f "$f" ] || continue
	skipped "$f" && continue
	total=$((total + 1))
	if ! "$CF" --style="file:$ROOT/.clang-format" "$f" > "$TMP/raw"; then
		echo "format: $CF failed on $f" >&2
		exit 2
	fi
	fixup < "$TMP/raw" > "$TMP/out"
	cmp -s "$f" "$TMP/out" && continue
	if [ "$CHECK" = 1 ]; then
		echo "$f"
		differ=$((differ + 1))
	else
		cat "$TMP/out" > "$f"
		echo "formatted $f"
		changed=$((changed + 1))
	fi
done < "$TMP/list"

if [ "$CHECK" = 1 ]; then
	if [ "$differ" -gt 0 ]; then
		echo "format: $differ of $total files are not formatted; run scripts/format.sh (clang-format $REQUIRED_MAJOR) and commit the result" >&2
		exit 1
	fi
	echo "format: all $total files are formatted"
else
	echo "format: $changed of $total files changed"
fi

#!/bin/bash
# Checks the include boundaries of docs/ARCHITECTURE.md, then proves the
# two wings need nothing but the public ABI header: the hooks (hooks/) and
# the reactor (reactor_libuv.c, reactor/) are compiled (syntax only)
# against a directory holding zend_async_API.h alone, as a third-party
# extension would see it after `make install`. Exits non-zero on a breach.
set -u
cd "$(dirname "$0")/.."
status=0
breach() {
	echo "layer breach: $1" >&2
	status=1
}

# Quoted includes of each file, one "file:header" per line.
includes() {
	grep -HoE '^[[:space:]]*#[[:space:]]*include[[:space:]]+["<][^">]+[">]' "$@" 2>/dev/null \
		| sed -E 's/:[[:space:]]*#[[:space:]]*include[[:space:]]+/:/'
}

# 1. Nothing outside the reactor includes its internal header or libuv.
while IFS=: read -r file header; do
	case "$file" in reactor_libuv.c | reactor/*) continue ;; esac
	case "$header" in
		*reactor_internal.h*) breach "$file includes $header (reactor-internal)" ;;
		"<uv.h>") breach "$file includes <uv.h>: only the reactor talks to libuv" ;;
	esac
done < <(includes *.c *.h hooks/*.c hooks/*.h lib/*.c lib/*.h)

# 2. The reactor and the hooks see the ABI, not the module's internals: of
#    the headers at the top of the tree they may include zend_async_API.h
#    only.
while IFS=: read -r file header; do
	name="${header//\"/}"
	case "$header" in \"*) ;; *) continue ;; esac
	if [ "$name" != "zend_async_API.h" ] && [ -f "$name" ] && [ "$(dirname "$name")" = "." ]; then
		breach "$file includes $header: the reactor and the hooks use zend_async_API.h only"
	fi
done < <(includes reactor_libuv.c reactor/*.c reactor/*.h hooks/*.c hooks/*.h)
while IFS=: read -r file header; do
	case "$header" in
		*reactor*) breach "$file includes $header: hooks reach the reactor through the ABI" ;;
	esac
done < <(includes hooks/*.c hooks/*.h)

# 3. lib/ is Zend-free: system headers and its own only.
while IFS=: read -r file header; do
	case "$header" in
		\<*) case "$header" in "<php"* | "<zend"* | "<Zend"* | "<main/"*) breach "$file includes $header (lib/ is Zend-free)" ;; esac ;;
		\"*) [ -f "lib/${header//\"/}" ] || breach "$file includes $header (lib/ is Zend-free)" ;;
	esac
done < <(includes lib/*.c lib/*.h)

# 4. The wings compile against the installed ABI header alone.
if command -v php-config >/dev/null 2>&1; then
	abi="$(mktemp -d)"
	trap 'rm -rf "$abi"' EXIT
	cp zend_async_API.h "$abi/"
	# shellcheck disable=SC2046
	flags=(-fsyntax-only -Wall -Werror -Wno-unused-parameter -D_GNU_SOURCE -I"$abi" $(php-config --includes))
	for f in hooks/*.c; do
		gcc "${flags[@]}" -Ihooks "$f" || breach "$f does not compile against zend_async_API.h alone"
	done
	uv_flags="$(pkg-config --cflags libuv 2>/dev/null)"
	for f in reactor_libuv.c reactor/*.c; do
		# shellcheck disable=SC2086
		gcc "${flags[@]}" $uv_flags -Ireactor "$f" || breach "$f does not compile against zend_async_API.h alone"
	done
fi

[ "$status" -eq 0 ] && echo "layers: ok"
exit "$status"

#!/bin/bash
# Builds the extension with AddressSanitizer in a scratch copy of the tree
# and runs the .phpt suite (or the given paths) against it.
#   scripts/asan.sh [test paths]
# Debian's PHP loads extensions with dlopen(RTLD_DEEPBIND), which the ASan
# runtime refuses; a tiny preloaded shim drops that flag. PHP itself is not
# instrumented; the extension announces every switch between stacks to
# ASan (context_sanitizer.h), also those of user Fibers, so a fatal error
# inside a coroutine unwinds without ASan's "ignoring requested
# __asan_handle_no_return" warning. Any "ERROR: AddressSanitizer" is real.
# Installs gcc's ASan runtime when it is missing (Debian).
set -eu
cd "$(dirname "$0")/.."
ROOT="$PWD"
if [ ! -e "$(gcc -print-file-name=libasan.so)" ]; then
	echo "== installing the AddressSanitizer runtime"
	SUDO=""
	[ "$(id -u)" -ne 0 ] && SUDO="sudo"
	$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "libgcc-$(gcc -dumpversion | cut -d. -f1)-dev" >/dev/null
fi
WORK="${ASAN_WORKDIR:-/tmp/async-asan}"
rm -rf "$WORK"
mkdir -p "$WORK"
git ls-files -z | xargs -0 cp --parents -t "$WORK"
cd "$WORK"
phpize >/dev/null
CFLAGS="-fsanitize=address -fno-omit-frame-pointer -g -O1" LDFLAGS="-fsanitize=address" \
	./configure --enable-async >/dev/null
make -j"$(nproc)" >/dev/null
cat > "$WORK/nodeep.c" <<'C'
#define _GNU_SOURCE
#include <dlfcn.h>
void *dlopen(const char *file, int mode)
{
	static void *(*real)(const char *, int);
	if (!real) {
		real = (void *(*)(const char *, int)) dlsym(RTLD_NEXT, "dlopen");
	}
	return real(file, mode & ~RTLD_DEEPBIND);
}
C
gcc -shared -fPIC -o "$WORK/nodeep.so" "$WORK/nodeep.c" -ldl
export LD_PRELOAD="$WORK/nodeep.so $(gcc -print-file-name=libasan.so)"
export ASAN_OPTIONS="detect_leaks=0:verify_asan_link_order=0:detect_stack_use_after_return=0"
status=0
scripts/test.sh "$@" || status=$?
if grep -l "ERROR: AddressSanitizer" tests/*/*.out 2>/dev/null; then
	echo "AddressSanitizer reported errors in the tests above" >&2
	exit 1
fi
exit $status

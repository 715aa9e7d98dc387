#!/bin/bash
# Builds the extension with AddressSanitizer in a scratch copy of the tree
# and runs the .phpt suite (or the given paths) against it.
#   scripts/asan.sh [test paths]
# Debian's PHP loads extensions with dlopen(RTLD_DEEPBIND), which the ASan
# runtime refuses; a tiny preloaded shim drops that flag. PHP itself is not
# instrumented, so switches between coroutine stacks are not announced to
# ASan: a fatal error inside a coroutine prints ASan's "ignoring requested
# __asan_handle_no_return" warning (those tests then differ by that line
# only). Any "ERROR: AddressSanitizer" is real.
set -eu
cd "$(dirname "$0")/.."
ROOT="$PWD"
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

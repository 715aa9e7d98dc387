#!/bin/bash
# Builds the extension with --enable-async-debug (ASYNC_ASSERT checks, on
# a release PHP too; reactor event tracing on by default) in a scratch
# copy of the tree and runs the .phpt suite (or the given scripts/test.sh
# arguments) against it. The copy stays, so that scripts/perturb.sh can be
# run from it: "$ASYNC_DEBUG_WORKDIR"/scripts/perturb.sh SEED...
#   scripts/debug.sh [scripts/test.sh arguments]
set -eu
cd "$(dirname "$0")/.."
WORK="${ASYNC_DEBUG_WORKDIR:-/tmp/async-debug}"
rm -rf "$WORK"
mkdir -p "$WORK"
git ls-files -z | xargs -0 cp --parents -t "$WORK"
cd "$WORK"
phpize >/dev/null
./configure --enable-async --enable-async-debug >/dev/null
make -j"$(nproc)" CFLAGS="-O2 -g -Wall -Werror -Wno-unused-parameter" >/dev/null
# A failed assertion aborts the test's PHP (run-tests appends Termsig=6):
# the test fails, and its .out file holds the message.
exec scripts/test.sh "$@"

#!/bin/bash
# Runs the .phpt suite against the freshly built modules/async.so.
#   scripts/test.sh [--jit] [--valgrind] [run-tests options / test paths]
# Default: plain interpreter. --jit: opcache + tracing JIT. --valgrind:
# run-tests -m under valgrind with USE_ZEND_ALLOC=0.
# Prints run-tests' report, then one line "N passed, N failed, N skipped";
# exits non-zero if anything failed, leaked or could not run.
set -u
cd "$(dirname "$0")/.."
ROOT="$PWD"
MODE=plain
ARGS=()
for arg in "$@"; do
	case "$arg" in
		--jit) MODE=jit ;;
		--valgrind) MODE=valgrind ;;
		*) ARGS+=("$arg") ;;
	esac
done
[ ${#ARGS[@]} -eq 0 ] && ARGS=(tests/)

if [ ! -f modules/async.so ]; then
	echo "modules/async.so is missing: build first (phpize && ./configure --enable-async && make)" >&2
	exit 2
fi

PHP_BIN="$(command -v php)"
RUN_TESTS="$(php-config --extension-dir | sed 's,/usr/lib/php/\([0-9]*\).*,/usr/lib/php/\1/build/run-tests.php,')"
[ -f "$RUN_TESTS" ] || RUN_TESTS="$ROOT/run-tests.php"

# Tests start PHP with -n (no php.ini), like phpize's `make test`: every
# extension a test needs is loaded here explicitly, the same list `make
# test` loads (scripts/test_extensions.sh).
EXT_DIR="$(php-config --extension-dir)"
INI=(-d "extension=$ROOT/modules/async.so")
while read -r ext; do
	INI+=(-d "$ext")
done < <("$ROOT/scripts/test_extensions.sh" "$EXT_DIR")

case "$MODE" in
	jit)
		INI+=(-d "zend_extension=$EXT_DIR/opcache.so" -d opcache.enable=1 -d opcache.enable_cli=1
			-d opcache.jit=tracing -d opcache.jit_buffer_size=64M)
		;;
esac

EXTRA=()
JOBS="-j$(nproc 2>/dev/null || echo 2)"
if [ "$MODE" = valgrind ]; then
	export USE_ZEND_ALLOC=0
	export ZEND_DONT_UNLOAD_MODULES=1
	# Switching between adjacent coroutine stacks looks like a huge stack
	# change to valgrind; this threshold keeps it from misreading it.
	# run-tests traces child processes; the shell utilities the process
	# tests start are not ours to check, and under valgrind they start so
	# slowly that timing between children becomes meaningless.
	export VALGRIND_OPTS="--max-stackframe=65536 --trace-children-skip=*/sh,*/dash,*/bash,*/sleep,*/cat,*/tr,*/echo,*/true,*/false,*/env,*/printf,*/head,*/kill ${VALGRIND_OPTS:-}"
	EXTRA+=(-m)
fi

export TEST_PHP_EXECUTABLE="$PHP_BIN"
export NO_INTERACTION=1
export REPORT_EXIT_STATUS=1
OUT="$(mktemp)"
# shellcheck source=scripts/test_mysql.sh
. "$ROOT/scripts/test_mysql.sh"
cleanup() {
	rm -f "$OUT"
	async_test_mysql_stop "$ROOT"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# The MariaDB server for tests/mysql/, as `make test` starts it.
async_test_mysql_start "$ROOT" $$ "${ARGS[@]}"

"$PHP_BIN" -n "$RUN_TESTS" -n -q --show-diff $JOBS "${EXTRA[@]}" "${INI[@]}" "${ARGS[@]}" 2>&1 | tee "$OUT"
status=${PIPESTATUS[0]}

count() { grep -E "^$1 *:" "$OUT" | head -1 | sed -E 's/^[^:]*: *([0-9]+).*/\1/'; }
passed=$(count "Tests passed"); passed=${passed:-0}
failed=$(count "Tests failed"); failed=${failed:-0}
skipped=$(count "Tests skipped"); skipped=${skipped:-0}
leaked=$(count "Tests leaked"); leaked=${leaked:-0}
borked=$(count "Tests borked"); borked=${borked:-0}
warned=$(count "Tests warned"); warned=${warned:-0}
failed=$((failed + leaked + borked))
# run-tests reports a test with an --XLEAK-- section whose output differs
# as "XLEAK", not "FAIL" (as if it were --XFAIL--): those left a .diff.
while read -r phpt; do
	if [ -f "${phpt%.phpt}.diff" ]; then
		echo "FAIL (output differs, reported as XLEAK by run-tests): $phpt" >&2
		failed=$((failed + 1))
	fi
done < <(grep -aE "XLEAK.*\[[^]]*\.phpt\]" "$OUT" | sed -E 's/.*\[([^]]*\.phpt)\].*/\1/' | sort -u)
# run-tests retries timing-sensitive tests once; one that passed on the
# retry is reported as "warned" (listed above) and counts as passed.
passed=$((passed + warned))

# The extension must have loaded: a test that prints the module list
# guards this (tests/core/001-loaded.phpt), and no test may have run.
if [ "$passed" -eq 0 ] && [ "$failed" -eq 0 ]; then
	echo "no test ran" >&2
	status=1
fi
[ "$failed" -gt 0 ] && status=1
echo "$passed passed, $failed failed, $skipped skipped"
exit $status

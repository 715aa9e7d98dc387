#!/bin/bash
# The Xdebug leg: a representative part of the .phpt suite with Xdebug
# (Debian: php8.2-xdebug) loaded beside async.so, twice:
#  - xdebug.mode=coverage: the output must be exactly the expected one;
#  - xdebug.mode=develop: Xdebug replaces var_dump()'s format and adds a
#    "Call Stack" to every error it displays, so expected outputs differ by
#    design; a test fails there only if it crashed, hung or was borked.
# tests/xdebug/ start their own child PHP with Xdebug in the mode they
# check, so they run (and must pass) in every leg, this one included.
#   scripts/xdebug.sh [test paths]
# run-tests.php forces xdebug.mode=off on the PHP it starts whenever Xdebug
# is loaded; the XDEBUG_MODE environment variable, which Xdebug reads at
# startup before its INI setting, is what selects the mode here.
# Prints run-tests' reports, then one line "N passed, N failed, N skipped"
# over both runs; exits non-zero if anything failed.
set -u
cd "$(dirname "$0")/.."
ROOT="$PWD"
XDEBUG_SO="$(php-config --extension-dir)/xdebug.so"
if [ ! -f "$XDEBUG_SO" ]; then
	echo "Xdebug is not installed: no $XDEBUG_SO (Debian: apt-get install php8.2-xdebug)" >&2
	echo "0 passed, 1 failed, 0 skipped"
	exit 1
fi
TESTS=("$@")
[ ${#TESTS[@]} -eq 0 ] && TESTS=(tests/core tests/coroutine tests/scope tests/channel tests/await tests/future
	tests/task_group tests/hook_sleep tests/net tests/xdebug)

total_passed=0
total_failed=0
total_skipped=0
summary_of() {
	local line
	line="$(tail -1 "$1")"
	p=$(echo "$line" | sed -nE 's/^([0-9]+) passed, ([0-9]+) failed, ([0-9]+) skipped$/\1/p')
	f=$(echo "$line" | sed -nE 's/^([0-9]+) passed, ([0-9]+) failed, ([0-9]+) skipped$/\2/p')
	s=$(echo "$line" | sed -nE 's/^([0-9]+) passed, ([0-9]+) failed, ([0-9]+) skipped$/\3/p')
	[ -n "$p" ] || { p=0; f=1; s=0; }
}
log="$(mktemp)"
trap 'rm -f "$log"' EXIT

echo "== Xdebug coverage mode: ${TESTS[*]}"
XDEBUG_MODE=coverage scripts/test.sh -d "zend_extension=$XDEBUG_SO" "${TESTS[@]}" 2>&1 | tee "$log"
summary_of "$log"
total_passed=$((total_passed + p))
total_failed=$((total_failed + f))
total_skipped=$((total_skipped + s))

echo "== Xdebug develop mode (crashes, hangs and borked tests fail): ${TESTS[*]}"
XDEBUG_MODE=develop scripts/test.sh -d "zend_extension=$XDEBUG_SO" "${TESTS[@]}" 2>&1 | tee "$log" >/dev/null
summary_of "$log"
# Failed tests left their output (.out) and a .diff behind; those whose
# output only differs count as passed.
broken=0
while read -r phpt; do
	out="${phpt%.phpt}.out"
	if [ ! -f "$out" ] || grep -qE "^Termsig=|\*\* ERROR: process timed out \*\*|AddressSanitizer" "$out"; then
		echo "FAIL under Xdebug develop mode (crashed, hung or did not run): $phpt"
		broken=$((broken + 1))
	fi
done < <(grep -aE "(FAIL|BORK|LEAK).*\[[^]]*\.phpt\]" "$log" | sed -nE 's/.*\[([^]]*\.phpt)\].*/\1/p' | sort -u)
if [ "$f" -gt 0 ] && ! grep -qaE "(FAIL|BORK|LEAK).*\[[^]]*\.phpt\]" "$log"; then
	broken=$f # the run itself failed (nothing listed)
fi
echo "develop mode: $((p + f - broken)) ran without crashing ($p with the exact expected output), $broken broken, $s skipped"
total_passed=$((total_passed + p + f - broken))
total_failed=$((total_failed + broken))
total_skipped=$((total_skipped + s))

echo "$total_passed passed, $total_failed failed, $total_skipped skipped"
[ "$total_failed" -eq 0 ]

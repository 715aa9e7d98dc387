#!/bin/bash
# Runs the .phpt suite once per seed with async.schedule_seed=SEED (the
# ready queue served in a seeded random order, the reactor polled at
# random extra points) against this tree's modules/async.so: the normal
# build, or a debug build (scripts/debug.sh leaves one in /tmp/async-debug,
# run its copy of this script) whose assertions catch more.
#   scripts/perturb.sh [SEED...]   (default seeds: 1 2 3)
# A perturbed schedule legitimately changes the output of tests that print
# in an order, so output differences alone pass. A test fails when its PHP
# died of a signal, an ASYNC_ASSERT or AddressSanitizer fired, it timed
# out, it left libuv handles or reactor events behind, or it printed a
# "Fatal error" its expected output has none of. Each failure is printed
# with its seed and the command that replays it; the last line is
# "N passed, N failed, N skipped" over all seeds.
set -u
cd "$(dirname "$0")/.."

SEEDS=()
for arg in "$@"; do
	SEEDS+=("$arg")
done
[ ${#SEEDS[@]} -eq 0 ] && SEEDS=(1 2 3)
for seed in "${SEEDS[@]}"; do
	if ! [[ "$seed" =~ ^[1-9][0-9]*$ ]]; then
		echo "perturb.sh: seeds are positive integers (0 turns perturbation off), got '$seed'" >&2
		exit 2
	fi
done

# Why the output of a failed test counts as a real failure; empty: it only
# differs. $1 is the .out file, $2 the .exp file.
why_failed() {
	local out="$1" exp="$2"
	if grep -q "^Termsig=" "$out"; then
		echo "killed by signal $(grep -m1 '^Termsig=' "$out" | cut -d= -f2)"
	elif grep -q "ASYNC_ASSERT(" "$out"; then
		grep -m1 "ASYNC_ASSERT(" "$out"
	elif grep -q "ERROR: AddressSanitizer" "$out"; then
		grep -m1 "ERROR: AddressSanitizer" "$out"
	elif grep -q "process timed out" "$out"; then
		echo "timed out"
	elif grep -qE "libuv handle\(s\) were still open|was never released before the request ended" "$out" \
		&& ! grep -qE "libuv handle|was never released" "$exp"; then
		grep -m1 -E "libuv handle\(s\) were still open|was never released before the request ended" "$out"
	elif grep -q "Fatal error" "$out" && ! grep -q "Fatal error" "$exp"; then
		echo "unexpected: $(grep -m1 'Fatal error' "$out")"
	fi
}

total_passed=0
total_failed=0
total_skipped=0
for seed in "${SEEDS[@]}"; do
	echo "== seed $seed"
	log="$(mktemp)"
	scripts/test.sh -d "async.schedule_seed=$seed" tests/ >"$log" 2>&1
	summary="$(tail -1 "$log")"
	if ! [[ "$summary" =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed,\ ([0-9]+)\ skipped$ ]]; then
		cat "$log"
		echo "seed $seed: the suite did not run"
		total_failed=$((total_failed + 1))
		rm -f "$log"
		continue
	fi
	passed=${BASH_REMATCH[1]}
	failed=${BASH_REMATCH[2]}
	skipped=${BASH_REMATCH[3]}
	differed=0
	real=0
	# run-tests leaves .out/.exp/.diff beside each test whose output differed.
	while read -r diff; do
		[ -n "$diff" ] || continue
		base="${diff%.diff}"
		differed=$((differed + 1))
		reason="$(why_failed "$base.out" "$base.exp")"
		if [ -n "$reason" ]; then
			real=$((real + 1))
			echo "FAIL seed $seed: $base.phpt: $reason"
			echo "     replay: scripts/test.sh -d async.schedule_seed=$seed $base.phpt"
		fi
	done < <(find tests -name '*.diff' | sort)
	# A failure with no diff (borked, or leaked under valgrind) is real.
	other=$((failed - differed))
	[ "$other" -lt 0 ] && other=0
	if [ "$other" -gt 0 ]; then
		grep -E "^(BORK|LEAK)" "$log" | sed "s/^/FAIL seed $seed: /"
	fi
	seed_failed=$((real + other))
	seed_passed=$((passed + failed - seed_failed))
	echo "seed $seed: $seed_passed passed ($((differed - real)) with a different output), $seed_failed failed, $skipped skipped"
	total_passed=$((total_passed + seed_passed))
	total_failed=$((total_failed + seed_failed))
	total_skipped=$((total_skipped + skipped))
	rm -f "$log"
done
echo "$total_passed passed, $total_failed failed, $total_skipped skipped"
[ "$total_failed" -eq 0 ]

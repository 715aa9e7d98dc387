/*
 * hook_sleep.c: sleep(), usleep(), time_nanosleep() and time_sleep_until()
 * on the loop's timer inside coroutines. Argument parsing and every error
 * mirror PHP's own functions (same messages, same return values); the
 * difference is that only the calling coroutine waits. A cooperative sleep
 * is never interrupted by a signal, so sleep() returns 0 and
 * time_nanosleep() true. Sub-millisecond sleeps round up to 1 ms.
 */
#include "hooks.h"
#include <sys/time.h>

static ZEND_FUNCTION(async_sleep);
static ZEND_FUNCTION(async_usleep);
static ZEND_FUNCTION(async_time_nanosleep);
static ZEND_FUNCTION(async_time_sleep_until);

enum {
	HOOK_SLEEP,
	HOOK_USLEEP,
	HOOK_TIME_NANOSLEEP,
	HOOK_TIME_SLEEP_UNTIL,
};

static async_hook_t sleep_hooks[] = {
	[HOOK_SLEEP] = {"sleep", ZEND_FN(async_sleep), NULL},
	[HOOK_USLEEP] = {"usleep", ZEND_FN(async_usleep), NULL},
	[HOOK_TIME_NANOSLEEP] = {"time_nanosleep", ZEND_FN(async_time_nanosleep), NULL},
	[HOOK_TIME_SLEEP_UNTIL] = {"time_sleep_until", ZEND_FN(async_time_sleep_until), NULL},
};

static ZEND_FUNCTION(async_sleep)
{
	zend_long seconds;

	if (!zend_async_can_cooperate()) {
		ASYNC_HOOK_CALL_ORIGINAL(&sleep_hooks[HOOK_SLEEP]);
		return;
	}
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(seconds)
	ZEND_PARSE_PARAMETERS_END();

	if (seconds < 0) {
		zend_argument_value_error(1, "must be greater than or equal to 0");
		RETURN_THROWS();
	}
	/* PHP passes the value to sleep(3) as an unsigned int. */
	if (!async_hook_sleep_ns((uint64_t) (unsigned int) seconds * 1000000000, "sleep")) {
		RETURN_THROWS();
	}
	RETURN_LONG(0);
}

static ZEND_FUNCTION(async_usleep)
{
	zend_long microseconds;

	if (!zend_async_can_cooperate()) {
		ASYNC_HOOK_CALL_ORIGINAL(&sleep_hooks[HOOK_USLEEP]);
		return;
	}
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(microseconds)
	ZEND_PARSE_PARAMETERS_END();

	if (microseconds < 0) {
		zend_argument_value_error(1, "must be greater than or equal to 0");
		RETURN_THROWS();
	}
	if (!async_hook_sleep_ns((uint64_t) (unsigned int) microseconds * 1000, "usleep")) {
		RETURN_THROWS();
	}
}

static ZEND_FUNCTION(async_time_nanosleep)
{
	zend_long seconds, nanoseconds;

	if (!zend_async_can_cooperate()) {
		ASYNC_HOOK_CALL_ORIGINAL(&sleep_hooks[HOOK_TIME_NANOSLEEP]);
		return;
	}
	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_LONG(seconds)
		Z_PARAM_LONG(nanoseconds)
	ZEND_PARSE_PARAMETERS_END();

	if (seconds < 0) {
		zend_argument_value_error(1, "must be greater than or equal to 0");
		RETURN_THROWS();
	}
	if (nanoseconds < 0) {
		zend_argument_value_error(2, "must be greater than or equal to 0");
		RETURN_THROWS();
	}
	if (nanoseconds > 999999999) {
		/* What nanosleep(2)'s EINVAL becomes in PHP. */
		zend_value_error("Nanoseconds was not in the range 0 to 999 999 999 or seconds was negative");
		RETURN_THROWS();
	}
	uint64_t ns = (uint64_t) seconds > UINT64_MAX / 1000000000 - 1
		? UINT64_MAX
		: (uint64_t) seconds * 1000000000 + (uint64_t) nanoseconds;
	if (!async_hook_sleep_ns(ns, "time_nanosleep")) {
		RETURN_THROWS();
	}
	RETURN_TRUE;
}

static ZEND_FUNCTION(async_time_sleep_until)
{
	double target_secs;
	struct timeval tv;
	const uint64_t ns_per_sec = 1000000000;
	const double top_target_sec = (double) (UINT64_MAX / ns_per_sec);

	if (!zend_async_can_cooperate()) {
		ASYNC_HOOK_CALL_ORIGINAL(&sleep_hooks[HOOK_TIME_SLEEP_UNTIL]);
		return;
	}
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_DOUBLE(target_secs)
	ZEND_PARSE_PARAMETERS_END();

	if (gettimeofday(&tv, NULL) != 0) {
		RETURN_FALSE;
	}
	if (target_secs < 0 || target_secs > top_target_sec) {
		zend_argument_value_error(1, "must be between 0 and %" PRIu64, (uint64_t) top_target_sec);
		RETURN_THROWS();
	}
	uint64_t target_ns = (uint64_t) (target_secs * ns_per_sec);
	uint64_t current_ns = (uint64_t) tv.tv_sec * ns_per_sec + (uint64_t) tv.tv_usec * 1000;
	if (target_ns < current_ns) {
		php_error_docref(NULL, E_WARNING, "Argument #1 ($timestamp) must be greater than or equal to the current time");
		RETURN_FALSE;
	}
	if (!async_hook_sleep_ns(target_ns - current_ns, "time_sleep_until")) {
		RETURN_THROWS();
	}
	RETURN_TRUE;
}

void async_hook_sleep_minit(void)
{
	async_hooks_install(sleep_hooks, ASYNC_HOOKS_COUNT(sleep_hooks));
}

void async_hook_sleep_mshutdown(void)
{
	async_hooks_restore(sleep_hooks, ASYNC_HOOKS_COUNT(sleep_hooks));
}

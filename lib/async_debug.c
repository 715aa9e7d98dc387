/*
 * async_debug.c: what a failed ASYNC_ASSERT does in a debug build
 * (--enable-async-debug): name the condition, where it is and the
 * perturbation seed, then abort so that a core or the test runner sees it.
 */
#include "async_debug.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#ifdef ASYNC_DEBUG

uint64_t async_debug_schedule_seed;

void async_assert_fail(const char *condition, const char *file, int line)
{
	/* Raw stderr, not zend_error(): the runtime's state is already wrong,
	 * and PHP's error path may suspend, allocate or run user handlers. */
	fprintf(stderr, "async: ASYNC_ASSERT(%s) failed at %s:%d", condition, file, line);
	if (async_debug_schedule_seed != 0) {
		fprintf(stderr, " (async.schedule_seed=%" PRIu64 ")", async_debug_schedule_seed);
	}
	fputc('\n', stderr);
	fflush(stderr);
	abort();
}

#endif

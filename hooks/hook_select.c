/*
 * hook_select.c: stream_select() inside coroutines. Only the calling
 * coroutine waits: on one poll event per descriptor and a timer, instead
 * of the process blocking in select(2).
 *
 * Results, warnings and errors are PHP's own because PHP's own
 * stream_select() computes them: it runs in rounds with a zero timeout
 * (a "round" never blocks), and between rounds the coroutine waits for
 * one of the descriptors to become ready or for the timeout to pass. The
 * round that finds something ready, fails, or comes after the deadline
 * is the answer, arrays rewritten by PHP exactly as a single blocking call
 * would have left them (0 and empty arrays after a timeout). So argument
 * checks, casting, the buffered-data emulation, key preservation and
 * every message stay PHP's, whatever kind of stream is passed.
 *
 * What makes the rounds invisible:
 * - the arrays: each round rewrites the caller's arrays, so the arrays as
 *   passed are kept (one reference each) and put back after a round that
 *   is not the answer: while the coroutine waits, and when a cancellation
 *   ends the wait, they are as passed;
 * - the timeout: the caller's seconds and microseconds arguments are
 *   swapped for zeros in the call frame only while the original runs, and
 *   an exception created meanwhile gets the caller's values back in its
 *   trace;
 * - diagnostics: the first round reports as PHP's single call would
 *   (casting warnings of both passes over the arrays); the later rounds
 *   repeat the same casts and are quiet, except a round that returns
 *   false (select(2) failed), which runs again aloud so its warning shows.
 *   (A userspace stream whose stream_cast() suspends would let other
 *   coroutines run while a round is quiet; PHP code in a cast is rare
 *   enough that this is left as is.)
 *
 * One difference remains: an error found while the arrays are read (a
 * non-stream element: TypeError) ends the call after the first round,
 * where PHP goes on to wait out select(2) before throwing it. The outcome
 * is the same, only sooner.
 *
 * The rounds and the waits between them are hook_fdwait.c's, shared with
 * mysqli_poll(); this file says what a wait is on. Each wait makes one
 * poll event per distinct descriptor (the union of the sets it is in) on
 * a duplicate of it, plus a timer; every event is disposed when the
 * coroutine wakes, so nothing stays registered between calls.
 */
#include "hooks.h"
#include "main/php_network.h"

static ZEND_FUNCTION(async_stream_select);

enum {
	HOOK_STREAM_SELECT,
};

static async_hook_t select_hooks[] = {
	[HOOK_STREAM_SELECT] = {"stream_select", ZEND_FN(async_stream_select), NULL},
};

/* How the coroutine waits between rounds. Another coroutine may close a
 * stream while this one waits, and a poll event must be disposed before
 * its descriptor is closed (the loop's registration would outlive it, and
 * a descriptor reopened under the same number would inherit it): each
 * descriptor is watched on a duplicate, closed only after the event.
 * However long the timeout, the streams are looked at again every 250 ms:
 * one may have been closed meanwhile, which no descriptor tells (the next
 * round then reports it as PHP would); a descriptor that cannot be polled
 * and is not a regular file, every 10 ms. */
static const async_fdwait_how_t select_how = {
	.waiting_for = "stream_select",
	.duplicate = true,
	.revalidate_ms = 250,
	.recheck_ms = 10,
};

/* {{{ waiting for the descriptors */

/* The descriptors of one array, as PHP's round found them (the same
 * cast). Quiet: the round reported whatever casting has to say. */
static void fds_collect(async_fdwait_call_t *sc, zval *array, uint32_t events)
{
	zval *elem;

	if (Z_TYPE_P(array) != IS_ARRAY) {
		return;
	}
	ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(array), elem) {
		ZVAL_DEREF(elem);
		if (Z_TYPE_P(elem) != IS_RESOURCE) {
			continue;
		}
		php_stream *stream = zend_fetch_resource2(Z_RES_P(elem), NULL, php_file_le_stream(), php_file_le_pstream());
		php_socket_t fd = -1;
		if (stream != NULL
			&& php_stream_cast(stream, PHP_STREAM_AS_FD_FOR_SELECT | PHP_STREAM_CAST_INTERNAL, (void **) &fd, 0)
				== SUCCESS
			&& fd != -1) {
			async_fdwait_add(&sc->fds, (int) fd, events);
		}
	} ZEND_HASH_FOREACH_END();
}

/* What the round's select(2) waits for: each descriptor of the arrays as
 * passed, for the union of what the arrays it is in ask of it. */
static void select_collect(async_fdwait_call_t *sc)
{
	for (uint32_t i = 0; i < 3; i++) {
		static const uint32_t wanted[3] = {ZEND_ASYNC_POLL_READABLE, ZEND_ASYNC_POLL_WRITABLE,
			ZEND_ASYNC_POLL_PRIORITIZED};
		fds_collect(sc, &sc->arrays[i], wanted[i]);
	}
}

/* }}} */

static ZEND_FUNCTION(async_stream_select)
{
	zval *r_array, *w_array, *e_array;
	zend_long sec = 0, usec = 0;
	bool secnull = true, usecnull = true;

	if (!zend_async_can_cooperate()) {
		ASYNC_HOOK_CALL_ORIGINAL(&select_hooks[HOOK_STREAM_SELECT]);
		return;
	}
	/* PHP's own parsing, done first as PHP does: its errors and
	 * deprecations are reported here once, and the rounds then see plain
	 * integers (or null) where the caller's timeout was. */
	ZEND_PARSE_PARAMETERS_START(4, 5)
		Z_PARAM_ARRAY_EX2(r_array, 1, 1, 0)
		Z_PARAM_ARRAY_EX2(w_array, 1, 1, 0)
		Z_PARAM_ARRAY_EX2(e_array, 1, 1, 0)
		Z_PARAM_LONG_OR_NULL(sec, secnull)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG_OR_NULL(usec, usecnull)
	ZEND_PARSE_PARAMETERS_END();
	(void) r_array;
	(void) w_array;
	(void) e_array;

	async_fdwait_call_t sc = {
		.call = execute_data,
		.return_value = return_value,
		.original = select_hooks[HOOK_STREAM_SELECT].original,
		.collect = select_collect,
		.how = &select_how,
		.quiet_repeats = true,
	};

	/* A timeout PHP refuses, or none at all: PHP's call never blocks
	 * (the refusal comes after the arrays were looked at, so it is left
	 * to PHP to say which error comes first). */
	bool refused = (secnull && !usecnull && usec != 0) || (!secnull && (sec < 0 || usec < 0));
	if (refused || (!secnull && sec == 0 && usec == 0)) {
		async_fdwait_round(&sc, secnull ? NULL : &sec, usecnull ? NULL : &usec, false);
		return;
	}

	async_fdwait_rounds(&sc, secnull ? 0 : async_fdwait_deadline(sec, usec));
}

void async_hook_select_minit(void)
{
	async_hooks_install(select_hooks, ASYNC_HOOKS_COUNT(select_hooks));
}

void async_hook_select_mshutdown(void)
{
	async_hooks_restore(select_hooks, ASYNC_HOOKS_COUNT(select_hooks));
}

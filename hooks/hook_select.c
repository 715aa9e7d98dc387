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
 * Waiting (hook_fdwait.c): each wait makes one poll event per distinct
 * descriptor (the union of the sets it is in) on a duplicate of it, plus a
 * timer; every event is disposed when the coroutine wakes, so nothing
 * stays registered between calls.
 */
#include "hooks.h"
#include "zend_exceptions.h"
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

/* One stream_select() call, on the caller's C stack. */
typedef struct {
	zend_execute_data *call;
	zval *return_value;
	uint32_t num_args;
	/* The three arrays as passed (null or an array; one reference each). */
	zval arrays[3];
	async_fdwait_t fds; /* the next wait's descriptors */
} select_call_t;

/* {{{ rounds of PHP's own stream_select() */

/* Warnings and notices of a round that repeats an earlier one are
 * dropped: neither reported nor handed to the user's error handler (fatal
 * errors still are). */
typedef struct {
	int error_reporting;
	int handler_reporting;
} select_quiet_t;

static void quiet_begin(select_quiet_t *quiet)
{
	quiet->error_reporting = EG(error_reporting);
	quiet->handler_reporting = EG(user_error_handler_error_reporting);
	EG(error_reporting) &= E_FATAL_ERRORS;
	EG(user_error_handler_error_reporting) &= E_FATAL_ERRORS;
}

static void quiet_end(const select_quiet_t *quiet)
{
	EG(error_reporting) = quiet->error_reporting;
	EG(user_error_handler_error_reporting) = quiet->handler_reporting;
}

/* The arrays are put back as they were passed. */
static void arrays_restore(select_call_t *sc)
{
	for (uint32_t i = 0; i < 3; i++) {
		zval *arg = ZEND_CALL_ARG(sc->call, i + 1);
		ZVAL_DEREF(arg);
		zval_ptr_dtor(arg);
		ZVAL_COPY(arg, &sc->arrays[i]);
	}
}

/* Whether a trace frame's class is scope's (none for a function). */
static bool trace_frame_class_is(zval *frame, const zend_class_entry *scope)
{
	zval *class_name = zend_hash_find(Z_ARRVAL_P(frame), ZSTR_KNOWN(ZEND_STR_CLASS));
	if (scope == NULL) {
		return class_name == NULL;
	}
	return class_name != NULL && Z_TYPE_P(class_name) == IS_STRING
		&& zend_string_equals(Z_STR_P(class_name), scope->name);
}

void async_hook_trace_restore_timeout(zend_object *exception, const zend_function *func, zval *seconds,
	zval *microseconds)
{
	for (uint32_t depth = 0; exception != NULL && depth < 16; depth++) {
		zval rv, *trace, *frame, *args, *function, *previous;
		zend_class_entry *base = zend_get_exception_base(exception);

		trace = zend_read_property_ex(base, exception, ZSTR_KNOWN(ZEND_STR_TRACE), true, &rv);
		ZVAL_DEREF(trace);
		if (Z_TYPE_P(trace) == IS_ARRAY && (frame = zend_hash_index_find(Z_ARRVAL_P(trace), 0)) != NULL
			&& Z_TYPE_P(frame) == IS_ARRAY
			&& (function = zend_hash_find(Z_ARRVAL_P(frame), ZSTR_KNOWN(ZEND_STR_FUNCTION))) != NULL
			&& Z_TYPE_P(function) == IS_STRING && zend_string_equals(Z_STR_P(function), func->common.function_name)
			&& trace_frame_class_is(frame, func->common.scope)
			&& (args = zend_hash_find(Z_ARRVAL_P(frame), ZSTR_KNOWN(ZEND_STR_ARGS))) != NULL
			&& Z_TYPE_P(args) == IS_ARRAY) {
			zval copy;
			ZVAL_ARR(&copy, zend_array_dup(Z_ARRVAL_P(trace)));
			frame = zend_hash_index_find(Z_ARRVAL(copy), 0);
			SEPARATE_ARRAY(frame);
			args = zend_hash_find(Z_ARRVAL_P(frame), ZSTR_KNOWN(ZEND_STR_ARGS));
			SEPARATE_ARRAY(args);
			if (zend_hash_index_exists(Z_ARRVAL_P(args), 3)) {
				Z_TRY_ADDREF_P(seconds);
				zend_hash_index_update(Z_ARRVAL_P(args), 3, seconds);
			}
			if (microseconds != NULL && zend_hash_index_exists(Z_ARRVAL_P(args), 4)) {
				Z_TRY_ADDREF_P(microseconds);
				zend_hash_index_update(Z_ARRVAL_P(args), 4, microseconds);
			}
			zend_update_property_ex(base, exception, ZSTR_KNOWN(ZEND_STR_TRACE), &copy);
			zval_ptr_dtor(&copy);
		}
		previous = zend_read_property_ex(base, exception, ZSTR_KNOWN(ZEND_STR_PREVIOUS), true, &rv);
		ZVAL_DEREF(previous);
		exception = Z_TYPE_P(previous) == IS_OBJECT ? Z_OBJ_P(previous) : NULL;
	}
}

/* Runs PHP's stream_select() on the call's frame with the timeout given
 * here (seconds: NULL for null; microseconds only where the caller passed
 * them) in place of the caller's. */
static void select_round(select_call_t *sc, const zend_long *seconds, const zend_long *microseconds, bool quiet)
{
	zval *sec_arg = ZEND_CALL_ARG(sc->call, 4);
	zval *usec_arg = sc->num_args >= 5 ? ZEND_CALL_ARG(sc->call, 5) : NULL;
	zval user_sec, user_usec;
	select_quiet_t q;

	ZVAL_COPY_VALUE(&user_sec, sec_arg);
	if (seconds != NULL) {
		ZVAL_LONG(sec_arg, *seconds);
	} else {
		ZVAL_NULL(sec_arg);
	}
	if (usec_arg != NULL) {
		ZVAL_COPY_VALUE(&user_usec, usec_arg);
		if (microseconds != NULL) {
			ZVAL_LONG(usec_arg, *microseconds);
		} else {
			ZVAL_NULL(usec_arg);
		}
	}
	zval_ptr_dtor(sc->return_value);
	ZVAL_NULL(sc->return_value);
	if (quiet) {
		quiet_begin(&q);
	}
	select_hooks[HOOK_STREAM_SELECT].original(sc->call, sc->return_value);
	if (quiet) {
		quiet_end(&q);
	}
	ZVAL_COPY_VALUE(sec_arg, &user_sec);
	if (usec_arg != NULL) {
		ZVAL_COPY_VALUE(usec_arg, &user_usec);
	}
	if (EG(exception) != NULL) {
		async_hook_trace_restore_timeout(EG(exception), sc->call->func, sec_arg, usec_arg);
	}
}

/* Whether a round is the answer: something was ready, or it failed. */
static bool round_decided(select_call_t *sc)
{
	return EG(exception) != NULL || Z_TYPE_P(sc->return_value) != IS_LONG || Z_LVAL_P(sc->return_value) != 0;
}

/* }}} */

/* {{{ waiting for the descriptors */

/* The descriptors of one array, as PHP's round found them (the same
 * cast). Quiet: the round reported whatever casting has to say. */
static void fds_collect(select_call_t *sc, zval *array, uint32_t events)
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

/* Suspends until one of the descriptors is ready for what is asked of it
 * or timeout_ms passed (0: no limit). False when the coroutine was
 * cancelled (the exception is pending). A wake-up promises nothing: the
 * next round decides. */
static bool select_wait(select_call_t *sc, zend_ulong timeout_ms)
{
	for (uint32_t i = 0; i < 3; i++) {
		static const uint32_t wanted[3] = {ZEND_ASYNC_POLL_READABLE, ZEND_ASYNC_POLL_WRITABLE,
			ZEND_ASYNC_POLL_PRIORITIZED};
		fds_collect(sc, &sc->arrays[i], wanted[i]);
	}
	return async_fdwait_suspend(&sc->fds, &select_how, timeout_ms);
}

/* }}} */

static ZEND_FUNCTION(async_stream_select)
{
	zval *r_array, *w_array, *e_array;
	zend_long sec = 0, usec = 0;
	bool secnull = true, usecnull = true;
	const zend_long zero = 0;

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

	select_call_t sc = {.call = execute_data, .return_value = return_value, .num_args = ZEND_NUM_ARGS()};

	/* A timeout PHP refuses, or none at all: PHP's call never blocks
	 * (the refusal comes after the arrays were looked at, so it is left
	 * to PHP to say which error comes first). */
	bool refused = (secnull && !usecnull && usec != 0) || (!secnull && (sec < 0 || usec < 0));
	if (refused || (!secnull && sec == 0 && usec == 0)) {
		select_round(&sc, secnull ? NULL : &sec, usecnull ? NULL : &usec, false);
		return;
	}

	uint64_t deadline = secnull ? 0 : async_fdwait_deadline(sec, usec);
	const zend_long *zero_usec = sc.num_args >= 5 ? &zero : NULL;

	for (uint32_t i = 0; i < 3; i++) {
		zval *arg = ZEND_CALL_ARG(execute_data, i + 1);
		ZVAL_DEREF(arg);
		ZVAL_COPY(&sc.arrays[i], arg);
	}

	select_round(&sc, &zero, zero_usec, false);
	while (!round_decided(&sc)) {
		zend_ulong wait_ms;
		if (!async_fdwait_time_left(deadline, &wait_ms)) {
			break; /* the last round's 0 and emptied arrays */
		}
		/* While the coroutine waits (and if it is cancelled meanwhile) the
		 * arrays are as passed: only an answer rewrites them. */
		arrays_restore(&sc);
		if (!select_wait(&sc, wait_ms)) {
			break;
		}
		/* Again, in case another coroutine assigned to them meanwhile:
		 * the call answers for the arrays it was given. */
		arrays_restore(&sc);
		select_round(&sc, &zero, zero_usec, true);
		if (!EG(exception) && Z_TYPE_P(return_value) == IS_FALSE) {
			/* select(2) failed: again aloud, so that PHP's warning shows. */
			arrays_restore(&sc);
			select_round(&sc, &zero, zero_usec, false);
		}
	}

	for (uint32_t i = 0; i < 3; i++) {
		zval_ptr_dtor(&sc.arrays[i]);
	}
	async_fdwait_free(&sc.fds);
}

void async_hook_select_minit(void)
{
	async_hooks_install(select_hooks, ASYNC_HOOKS_COUNT(select_hooks));
}

void async_hook_select_mshutdown(void)
{
	async_hooks_restore(select_hooks, ASYNC_HOOKS_COUNT(select_hooks));
}

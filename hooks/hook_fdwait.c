/*
 * hook_fdwait.c: select-like builtins answered in rounds (stream_select(),
 * mysqli_poll()), and the wait between rounds (socket_select()'s too).
 * The original runs on the caller's frame with a zero timeout in place of
 * the caller's, so it never blocks; between rounds the three arrays are
 * put back as passed and the calling coroutine waits, on one poll event
 * per distinct descriptor and a timer, until one of the descriptors may be
 * ready or the time left has passed. A wake-up promises nothing: the next
 * round decides.
 *
 * What differs between the callers is said by async_fdwait_how_t: who
 * guards against a descriptor being closed while the coroutine waits (a
 * duplicate owned here, or the caller), how often a wait ends anyway, and
 * what becomes of a descriptor the loop will not watch.
 */
#include "hooks.h"
#include "zend_exceptions.h"
#include "ext/standard/hrtime.h"
#ifndef PHP_WIN32
# include <fcntl.h>
# include <sys/stat.h>
# include <unistd.h>
#endif

/* {{{ descriptors */

static bool fd_is_socket(int fd)
{
#ifdef PHP_WIN32
	return true;
#else
	struct stat st;
	return fstat(fd, &st) == 0 && S_ISSOCK(st.st_mode);
#endif
}

/* epoll refuses regular files (and directories); select(2) reports them
 * always readable and writable, which the round already answered, and
 * never exceptional: there is nothing to wait for on them. */
static bool fd_never_changes(int fd)
{
#ifdef PHP_WIN32
	return false;
#else
	struct stat st;
	return fstat(fd, &st) == 0 && (S_ISREG(st.st_mode) || S_ISDIR(st.st_mode));
#endif
}

/* A close-on-exec duplicate (a child started meanwhile must not keep the
 * descriptor open); -1 when none could be made. */
static int fd_duplicate(int fd)
{
#ifdef PHP_WIN32
	return fd;
#else
	return fcntl(fd, F_DUPFD_CLOEXEC, 0);
#endif
}

static void fd_close_duplicate(int fd)
{
#ifndef PHP_WIN32
	close(fd);
#endif
}

/* }}} */

void async_fdwait_add(async_fdwait_t *set, int fd, uint32_t events)
{
	if (set->index == NULL) {
		ALLOC_HASHTABLE(set->index);
		zend_hash_init(set->index, 8, NULL, NULL, 0);
	}
	zval *known = zend_hash_index_find(set->index, (zend_ulong) fd);
	if (known != NULL) {
		set->fds[Z_LVAL_P(known)].events |= events;
		return;
	}
	if (set->count == set->capacity) {
		set->capacity = set->capacity ? set->capacity * 2 : 8;
		set->fds = safe_erealloc(set->fds, set->capacity, sizeof(*set->fds), 0);
	}
	set->fds[set->count] = (async_fdwait_fd_t){.fd = fd, .events = events, .watched = -1, .poll = NULL};
	zval position;
	ZVAL_LONG(&position, (zend_long) set->count++);
	zend_hash_index_add_new(set->index, (zend_ulong) fd, &position);
}

/* The events and duplicates of a wait go, the event before the duplicate
 * it watches; the set is emptied for the next wait. */
static void fdwait_release(async_fdwait_t *set)
{
	for (uint32_t i = 0; i < set->count; i++) {
		zend_async_poll_event_t *poll = set->fds[i].poll;
		if (poll != NULL) {
			set->fds[i].poll = NULL;
			poll->base.stop(&poll->base);
			zend_async_event_release(&poll->base);
		}
		if (set->fds[i].watched >= 0) {
			fd_close_duplicate(set->fds[i].watched);
			set->fds[i].watched = -1;
		}
	}
	set->count = 0;
	if (set->index != NULL) {
		zend_hash_clean(set->index);
	}
}

/* Watches one descriptor on a duplicate owned by the set; the poll event
 * is subscribed to the coroutine's waker. False when the subscription
 * failed (an exception is pending). *recheck is set when the descriptor
 * could not be watched and may change. */
static bool fdwait_watch_duplicate(async_fdwait_fd_t *wfd, zend_coroutine_t *coroutine, const async_fdwait_how_t *how,
	bool *recheck)
{
	int watched = fd_duplicate(wfd->fd);
	if (watched < 0) {
		*recheck = true;
		return true;
	}
	zend_async_poll_event_t *poll = ZEND_ASYNC_NEW_POLL_EVENT(watched, how->sockets_only || fd_is_socket(watched),
		wfd->events);
	/* Started here rather than by the suspension, so that a descriptor
	 * the loop cannot watch is known by itself: it is passed over (a
	 * regular file) or looked at again on a short timer, and the others
	 * are still waited on. The waker's own start and stop nest inside
	 * this pair. */
	if (!poll->base.start(&poll->base)) {
		zend_clear_exception();
		zend_async_event_release(&poll->base);
		fd_close_duplicate(watched);
		*recheck = *recheck || !fd_never_changes(wfd->fd);
		return true;
	}
	wfd->watched = watched;
	wfd->poll = poll;
	return zend_async_resume_when(coroutine, &poll->base, false, NULL);
}

bool async_fdwait_suspend(async_fdwait_t *set, const async_fdwait_how_t *how, zend_ulong timeout_ms)
{
	zend_coroutine_t *coroutine = ZEND_ASYNC_CURRENT_COROUTINE;
	zend_async_waker_t *waker = zend_async_waker_new(coroutine);
	bool recheck = false;
	bool ok = true;

	waker->waiting_for = how->waiting_for;
	for (uint32_t i = 0; i < set->count && ok; i++) {
		if (how->duplicate) {
			ok = fdwait_watch_duplicate(&set->fds[i], coroutine, how, &recheck);
		} else {
			/* The caller ends the wait before a descriptor closes: the
			 * waker owns the event, on the descriptor itself. */
			zend_async_poll_event_t *poll = ZEND_ASYNC_NEW_POLL_EVENT(set->fds[i].fd,
				how->sockets_only || fd_is_socket(set->fds[i].fd), set->fds[i].events);
			ok = zend_async_resume_when(coroutine, &poll->base, true, NULL);
		}
	}
	zend_ulong cap = recheck ? how->recheck_ms : how->revalidate_ms;
	if (cap != 0 && (timeout_ms == 0 || timeout_ms > cap)) {
		timeout_ms = cap;
	}
	if (ok && timeout_ms > 0) {
		zend_async_timer_event_t *timer = ZEND_ASYNC_NEW_TIMER_EVENT(timeout_ms, false);
		ok = zend_async_resume_when(coroutine, &timer->base, true, NULL);
	}
	if (ok) {
		ok = ZEND_ASYNC_SUSPEND();
	} else {
		zend_async_waker_clean_events(waker);
	}
	fdwait_release(set);
	return ok;
}

void async_fdwait_free(async_fdwait_t *set)
{
	fdwait_release(set);
	if (set->index != NULL) {
		zend_hash_destroy(set->index);
		FREE_HASHTABLE(set->index);
		set->index = NULL;
	}
	if (set->fds != NULL) {
		efree(set->fds);
		set->fds = NULL;
	}
	set->capacity = 0;
}

/* {{{ the caller's timeout */

/* Nanoseconds of a timeout; UINT64_MAX when it is too long to ever end
 * (select(2) then blocks for good as well). */
static uint64_t timeout_ns(zend_long sec, zend_long usec)
{
	const uint64_t limit = UINT64_MAX / 2;
	uint64_t s = (uint64_t) sec + (uint64_t) usec / 1000000;
	uint64_t us = (uint64_t) usec % 1000000;

	if (s > limit / 1000000000) {
		return UINT64_MAX;
	}
	return s * 1000000000 + us * 1000;
}

uint64_t async_fdwait_deadline(zend_long sec, zend_long usec)
{
	uint64_t limit_ns = timeout_ns(sec, usec);
	return limit_ns == UINT64_MAX ? 0 : php_hrtime_current() + limit_ns;
}

/* False once the deadline (0: none) has passed; otherwise *wait_ms is the
 * time left (0 for no deadline). */
static bool time_left(uint64_t deadline, zend_ulong *wait_ms)
{
	*wait_ms = 0;
	if (deadline == 0) {
		return true;
	}
	uint64_t now = php_hrtime_current();
	if (now >= deadline) {
		return false;
	}
	/* Whole milliseconds on the loop's timer, rounded up: never early (a
	 * timer that fires early anyway is waited again). */
	*wait_ms = (zend_ulong) ((deadline - now + 999999) / 1000000);
	return true;
}

/* }}} */

/* {{{ rounds */

/* Warnings and notices of a round that repeats an earlier one are
 * dropped: neither reported nor handed to the user's error handler (fatal
 * errors still are). */
typedef struct {
	int error_reporting;
	int handler_reporting;
} round_quiet_t;

static void quiet_begin(round_quiet_t *quiet)
{
	quiet->error_reporting = EG(error_reporting);
	quiet->handler_reporting = EG(user_error_handler_error_reporting);
	EG(error_reporting) &= E_FATAL_ERRORS;
	EG(user_error_handler_error_reporting) &= E_FATAL_ERRORS;
}

static void quiet_end(const round_quiet_t *quiet)
{
	EG(error_reporting) = quiet->error_reporting;
	EG(user_error_handler_error_reporting) = quiet->handler_reporting;
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

void async_fdwait_round(async_fdwait_call_t *fc, const zend_long *seconds, const zend_long *microseconds, bool quiet)
{
	zval *sec_arg = ZEND_CALL_ARG(fc->call, 4);
	zval *usec_arg = ZEND_CALL_NUM_ARGS(fc->call) >= 5 ? ZEND_CALL_ARG(fc->call, 5) : NULL;
	zval user_sec, user_usec;
	round_quiet_t q;

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
	zval_ptr_dtor(fc->return_value);
	ZVAL_NULL(fc->return_value);
	if (quiet) {
		quiet_begin(&q);
	}
	fc->original(fc->call, fc->return_value);
	if (quiet) {
		quiet_end(&q);
	}
	ZVAL_COPY_VALUE(sec_arg, &user_sec);
	if (usec_arg != NULL) {
		ZVAL_COPY_VALUE(usec_arg, &user_usec);
	}
	if (EG(exception) != NULL) {
		async_hook_trace_restore_timeout(EG(exception), fc->call->func, sec_arg, usec_arg);
	}
}

/* Whether the last round is the answer: something was ready, or it
 * failed. */
static bool round_decided(const async_fdwait_call_t *fc)
{
	return EG(exception) != NULL || Z_TYPE_P(fc->return_value) != IS_LONG || Z_LVAL_P(fc->return_value) != 0;
}

/* Each round rewrites the caller's arrays: they are kept as passed, and
 * put back while the coroutine waits (and when a cancellation ends the
 * wait), so that only an answer rewrites them, and again before the next
 * round: the call answers for the arrays it was given, whatever another
 * coroutine assigned to them meanwhile. */
static void arrays_keep(async_fdwait_call_t *fc)
{
	for (uint32_t i = 0; i < 3; i++) {
		zval *arg = ZEND_CALL_ARG(fc->call, i + 1);
		ZVAL_DEREF(arg);
		ZVAL_COPY(&fc->arrays[i], arg);
	}
}

static void arrays_restore(async_fdwait_call_t *fc)
{
	for (uint32_t i = 0; i < 3; i++) {
		zval *arg = ZEND_CALL_ARG(fc->call, i + 1);
		ZVAL_DEREF(arg);
		zval_ptr_dtor(arg);
		ZVAL_COPY(arg, &fc->arrays[i]);
	}
}

void async_fdwait_rounds(async_fdwait_call_t *fc, uint64_t deadline)
{
	const zend_long zero = 0;

	arrays_keep(fc);
	async_fdwait_round(fc, &zero, &zero, false);
	while (!round_decided(fc)) {
		zend_ulong wait_ms;
		if (!time_left(deadline, &wait_ms)) {
			break; /* the last round's 0 and emptied arrays */
		}
		arrays_restore(fc);
		fc->collect(fc);
		if (!async_fdwait_suspend(&fc->fds, fc->how, wait_ms)) {
			break;
		}
		arrays_restore(fc);
		async_fdwait_round(fc, &zero, &zero, fc->quiet_repeats);
		if (fc->quiet_repeats && !EG(exception) && Z_TYPE_P(fc->return_value) == IS_FALSE) {
			/* The original failed (select(2) did): again aloud, so that
			 * its warning shows. */
			arrays_restore(fc);
			async_fdwait_round(fc, &zero, &zero, false);
		}
	}
	for (uint32_t i = 0; i < 3; i++) {
		zval_ptr_dtor(&fc->arrays[i]);
	}
	async_fdwait_free(&fc->fds);
}

/* }}} */

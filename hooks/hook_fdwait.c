/*
 * hook_fdwait.c: the wait between the rounds of a select-like builtin
 * (stream_select(), mysqli_poll(), socket_select()). Those run their
 * original in rounds with a zero timeout; between rounds the calling
 * coroutine waits here, on one poll event per distinct descriptor and a
 * timer, until one of the descriptors may be ready or the time left has
 * passed. A wake-up promises nothing: the caller's next round decides.
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

bool async_fdwait_time_left(uint64_t deadline, zend_ulong *wait_ms)
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

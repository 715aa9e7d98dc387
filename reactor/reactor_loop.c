/*
 * reactor_loop.c: the service every event kind stands on: the request's
 * libuv loop (created on first use, closed at request end with every
 * handle closed first), running it, its clock, the active-event and
 * open-handle bookkeeping, and notifications made from libuv callbacks.
 * The event kinds (reactor/reactor_*.c) call into this file; it calls
 * none of them.
 */
#include "reactor_internal.h"

static uv_loop_t async_loop;
static bool async_loop_ready;
/* A forked child whose loop could not be given kernel state of its own:
 * the loop is neither run nor closed again (its descriptors were the
 * parent's), and its memory is left to the process's end. */
static bool async_loop_abandoned;
/* Handles opened and not yet uv_close()d, this request. */
static uint32_t open_handles;

uv_loop_t *async_reactor_loop(void)
{
	if (!async_loop_ready) {
		int rc = uv_loop_init(&async_loop);
		if (UNEXPECTED(rc != 0)) {
			zend_error_noreturn(E_CORE_ERROR, "async: cannot create the event loop: %s", uv_strerror(rc));
		}
		async_loop_ready = true;
		open_handles = 0;
	}
	return &async_loop;
}

void async_reactor_event_started(zend_async_event_t *event)
{
	if (!(event->flags & ZEND_ASYNC_EVENT_F_HIDDEN)) {
		ZEND_ASYNC_G(active_event_count)++;
	}
}

void async_reactor_event_stopped(zend_async_event_t *event)
{
	ASYNC_ASSERT((event->flags & ZEND_ASYNC_EVENT_F_HIDDEN) || ZEND_ASYNC_G(active_event_count) > 0);
	if (!(event->flags & ZEND_ASYNC_EVENT_F_HIDDEN) && ZEND_ASYNC_G(active_event_count) > 0) {
		ZEND_ASYNC_G(active_event_count)--;
	}
}

void async_reactor_handle_opened(void)
{
	open_handles++;
}

void async_reactor_close(uv_handle_t *handle, uv_close_cb close_cb)
{
	if (UNEXPECTED(!async_loop_ready)) {
		/* The loop was closed at request end with this handle still in it
		 * (its event outlived the request: a cycle the GC frees only
		 * afterwards). The closing walk already closed it for libuv, so
		 * only our memory is left to free. */
		if (close_cb != NULL) {
			close_cb(handle);
		}
		return;
	}
	ASYNC_ASSERT(open_handles > 0);
	open_handles--;
	uv_close(handle, close_cb);
}

void async_reactor_handle_released(void)
{
	ASYNC_ASSERT(open_handles > 0);
	open_handles--;
}

uint32_t async_reactor_open_handles(void)
{
	return async_loop_ready ? open_handles : 0;
}

/* Called before every notification made from inside uv_run(). A woken
 * waiter is ready to run, so the current uv_run() must not go on to block
 * for I/O: libuv 1.44 runs due timers *before* it computes the poll
 * timeout, and would then wait for the next timer (or forever, when
 * another handle keeps the loop alive) while the woken coroutine is
 * ready. uv_stop() makes this iteration poll without blocking and
 * uv_run() return. async_reactor_run() also refuses to block when a timer
 * is already due before the iteration starts. */
static zend_always_inline void wake_scheduler(void)
{
	if (async_loop_ready) {
		uv_stop(&async_loop);
	}
}

void async_reactor_notify(zend_async_event_t *event)
{
	wake_scheduler();
	zend_async_callbacks_notify(event, NULL, NULL);
	if (EG(exception)) {
		zend_clear_exception();
	}
}

bool async_reactor_run(bool no_wait)
{
	if (UNEXPECTED(async_loop_abandoned)) {
		return false;
	}
	uv_loop_t *loop = async_reactor_loop();

	if (!no_wait) {
		/* libuv 1.44's UV_RUN_ONCE runs the timers already due and then
		 * still blocks in poll until the next one, while the coroutines
		 * those timers woke wait. Block only when nothing is due. */
		uv_update_time(loop);
		if (uv_backend_timeout(loop) == 0) {
			no_wait = true;
		}
	}
	return uv_run(loop, no_wait ? UV_RUN_NOWAIT : UV_RUN_ONCE) != 0;
}

bool async_reactor_loop_alive(void)
{
	return async_loop_ready && !async_loop_abandoned && uv_loop_alive(&async_loop);
}

uint64_t async_reactor_now(void)
{
	return uv_now(async_reactor_loop());
}

static void close_walk_cb(uv_handle_t *handle, void *arg)
{
	if (!uv_is_closing(handle)) {
		/* A handle still open at request end belongs to an event someone
		 * leaked; close it so the loop can be closed. */
		uv_close(handle, NULL);
		(*(uint32_t *) arg)++;
	}
}

void async_reactor_loop_close(bool leaks_named)
{
	if (!async_loop_ready || async_loop_abandoned) {
		return;
	}
	uint32_t leaked = 0;
	uv_walk(&async_loop, close_walk_cb, &leaked);
	uv_run(&async_loop, UV_RUN_DEFAULT);
	int rc = uv_loop_close(&async_loop);
	ZEND_ASSERT(rc == 0 && "event loop closed with handles left");
	(void) rc;
	if ((leaked > 0 || open_handles > 0) && !leaks_named) {
		/* Always reported: an event that was never released is a bug in
		 * the runtime or in an extension using the ABI (the tracing table,
		 * when on, has named them already). */
		fprintf(stderr, "async: %u libuv handle(s) were still open at request end\n", MAX(leaked, open_handles));
	}
	async_loop_ready = false;
	open_handles = 0;
}

bool async_reactor_loop_started(void)
{
	return async_loop_ready;
}

bool async_reactor_loop_fork(void)
{
	if (!async_loop_ready || async_loop_abandoned) {
		return !async_loop_abandoned;
	}
	/* libuv closes the inherited epoll instance first, so a failure below
	 * leaves the parent's untouched; the child's loop is then unusable. */
	int rc = uv_loop_fork(&async_loop);
	if (rc != 0) {
		async_loop_abandoned = true;
		return false;
	}
	return true;
}

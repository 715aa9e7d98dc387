/*
 * reactor_libuv.c: the libuv event loop behind the ABI's reactor slots.
 * Each ABI event wraps a libuv handle or request (timers share one handle
 * per duration, reactor_timer.c); a handle is freed only in its close
 * callback, so an event struct may outlive its last reference by one loop
 * iteration. The loop is per request: created lazily, closed at
 * RSHUTDOWN with every handle closed first.
 */
#include "reactor_internal.h"

static uv_loop_t async_loop;
static bool async_loop_ready;
/* Handles opened and not yet uv_close()d, this request. */
static uint32_t open_handles;

uv_loop_t *async_reactor_loop(void)
{
	if (!async_loop_ready) {
		uv_loop_init(&async_loop);
		async_loop_ready = true;
		open_handles = 0;
	}
	return &async_loop;
}

#define reactor_loop async_reactor_loop

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
 * uv_run() return. reactor_execute() also refuses to block when a timer is
 * already due before the iteration starts. */
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

/* {{{ loop */

static bool reactor_startup(void)
{
	reactor_loop();
	return true;
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

static void reactor_shutdown(void)
{
	/* Before anything is released: what was never disposed is named. */
	uint32_t named = async_reactor_trace_report();

	if (!async_loop_ready) {
		return;
	}
	/* Kinds that own OS resources beyond their handle (children, shared
	 * signal watchers) release them first. */
	async_reactor_exec_shutdown();
	async_reactor_signal_shutdown();
	async_reactor_timer_shutdown();
	uint32_t leaked = 0;
	uv_walk(&async_loop, close_walk_cb, &leaked);
	uv_run(&async_loop, UV_RUN_DEFAULT);
	int rc = uv_loop_close(&async_loop);
	ZEND_ASSERT(rc == 0 && "event loop closed with handles left");
	(void) rc;
	if ((leaked > 0 || open_handles > 0) && named == 0) {
		/* Always reported: an event that was never released is a bug in
		 * the runtime or in an extension using the ABI (traced events
		 * were named above instead). */
		fprintf(stderr, "async: %u libuv handle(s) were still open at request end\n", MAX(leaked, open_handles));
	}
	async_loop_ready = false;
	open_handles = 0;
}

static bool reactor_execute(bool no_wait)
{
	uv_loop_t *loop = reactor_loop();

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

static bool reactor_loop_alive(void)
{
	return async_loop_ready && uv_loop_alive(&async_loop);
}

static uint64_t reactor_now(void)
{
	return uv_now(reactor_loop());
}

static uint32_t reactor_available_parallelism(void)
{
	unsigned int n = uv_available_parallelism();
	return n > 0 ? n : 1;
}

/* }}} */

void async_reactor_register(void)
{
	zend_async_reactor_api_t api = {
		.module = PHP_ASYNC_NAME,
		.startup = reactor_startup,
		.shutdown = reactor_shutdown,
		.execute = reactor_execute,
		.loop_alive = reactor_loop_alive,
		.new_timer_event = async_reactor_new_timer_event,
		.new_poll_event = async_reactor_new_poll_event,
		.new_signal_event = async_reactor_new_signal_event,
		.new_process_event = async_reactor_new_process_event,
		.new_thread_event = async_reactor_new_thread_event,
		.new_trigger_event = async_reactor_new_trigger_event,
		.new_filesystem_event = async_reactor_new_filesystem_event,
		.getaddrinfo = async_reactor_getaddrinfo,
		.getnameinfo = async_reactor_getnameinfo,
		.new_exec_event = async_reactor_new_exec_event,
		.now = reactor_now,
		.available_parallelism = reactor_available_parallelism,
	};
	async_reactor_io_register(&api);
	async_reactor_trace_decorate(&api);
	zend_async_reactor_register(&api);
}

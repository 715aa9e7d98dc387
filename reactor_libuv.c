/*
 * reactor_libuv.c: the libuv reactor registered behind the ABI's reactor
 * slots. Each ABI event wraps a libuv handle or request, one file per
 * kind under reactor/ (timers share one handle per duration); a handle is
 * freed only in its close callback, so an event struct may outlive its
 * last reference by one loop iteration. The loop itself is
 * reactor/reactor_loop.c; this file fills the slot table and ends the
 * request's reactor in order.
 */
#include "reactor/reactor_internal.h"
#include "ext/standard/info.h"

static bool reactor_startup(void)
{
	async_reactor_loop();
	return true;
}

static void reactor_shutdown(void)
{
	/* Before anything is released: what was never disposed is named. */
	uint32_t named = async_reactor_trace_report();

	if (!async_reactor_loop_started()) {
		return;
	}
	/* Kinds that own OS resources beyond their handle (children, shared
	 * signal watchers) release them first. */
	async_reactor_exec_shutdown();
	async_reactor_signal_shutdown();
	async_reactor_timer_shutdown();
	async_reactor_poll_shutdown();
	async_reactor_loop_close(named > 0);
}

/* The fork_child slot: the child's loop gets kernel state of its own, and
 * the timers it inherited armed are dropped (only main runs at a fork, so
 * no coroutine waits on them). */
static bool reactor_fork_child(void)
{
	if (!async_reactor_loop_fork()) {
		return false;
	}
	async_reactor_timer_fork_child();
	return true;
}

static void reactor_stats(zval *stats)
{
	add_assoc_long(stats, "reactor_handles", (zend_long) async_reactor_open_handles());
	add_assoc_long(stats, "reactor_active_events", (zend_long) ZEND_ASYNC_G(active_event_count));
}

static uint32_t reactor_available_parallelism(void)
{
	unsigned int n = uv_available_parallelism();
	return n > 0 ? n : 1;
}

void async_reactor_minit(bool trace_events)
{
	zend_async_reactor_api_t api = {
		.module = "async",
		.startup = reactor_startup,
		.shutdown = reactor_shutdown,
		.execute = async_reactor_run,
		.loop_alive = async_reactor_loop_alive,
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
		.now = async_reactor_now,
		.available_parallelism = reactor_available_parallelism,
		.signal_reclaim = async_reactor_signal_reclaim,
		.stats = reactor_stats,
		.fork_child = reactor_fork_child,
	};
	async_reactor_io_register(&api);
	async_reactor_trace_decorate(&api, trace_events);
	zend_async_reactor_register(&api);
}

void async_reactor_minfo(void)
{
	char built[32];

	snprintf(built, sizeof(built), "%d.%d.%d", UV_VERSION_MAJOR, UV_VERSION_MINOR, UV_VERSION_PATCH);
	/* TrueAsync's row, in its wording. */
	php_info_print_table_row(2, "LibUv Reactor", "Enabled");
	php_info_print_table_row(2, "libuv version (built with)", built);
	php_info_print_table_row(2, "libuv version (running)", uv_version_string());
}

/*
 * reactor_internal.h: what the files of the reactor (reactor_libuv.c and
 * the event kinds in reactor/) share: the request's libuv loop, the
 * active-event bookkeeping the deadlock detector reads, and the count of
 * open handles that proves nothing leaks at request end. Nothing outside
 * the reactor includes this file (scripts/check_layers.sh enforces it).
 */
#ifndef ASYNC_REACTOR_INTERNAL_H
#define ASYNC_REACTOR_INTERNAL_H

#include "zend_async_API.h"
#include "../lib/async_debug.h"
#include "zend_exceptions.h"
#include <uv.h>

/* The request's loop (created on first use). */
uv_loop_t *async_reactor_loop(void);

/* An event started / stopped watching (non-hidden events count towards
 * ZEND_ASYNC_G(active_event_count), which tells idle from deadlock). */
void async_reactor_event_started(zend_async_event_t *event);
void async_reactor_event_stopped(zend_async_event_t *event);

/* An event's start()/stop() reference count (loop_ref_count) and the
 * active-event bookkeeping, kept in one place:
 * - ref: a start(); true when it is the first (the caller arms its watcher;
 *   if arming fails it undoes this with unref);
 * - unref: a stop(); true when it undid the last start (the caller disarms);
 * - unref_all: completion or disposal forgets every start at once; true if
 *   the event was armed;
 * - stop_all: disposal of an armed event through its own stop(), which
 *   disarms it. */
static zend_always_inline bool async_reactor_event_ref(zend_async_event_t *event)
{
	if (event->loop_ref_count++ > 0) {
		return false;
	}
	async_reactor_event_started(event);
	return true;
}

static zend_always_inline bool async_reactor_event_unref(zend_async_event_t *event)
{
	if (event->loop_ref_count == 0 || --event->loop_ref_count > 0) {
		return false;
	}
	async_reactor_event_stopped(event);
	return true;
}

static zend_always_inline bool async_reactor_event_unref_all(zend_async_event_t *event)
{
	if (event->loop_ref_count == 0) {
		return false;
	}
	event->loop_ref_count = 0;
	async_reactor_event_stopped(event);
	return true;
}

static zend_always_inline void async_reactor_event_stop_all(zend_async_event_t *event)
{
	if (event->loop_ref_count > 0) {
		event->loop_ref_count = 1;
		event->stop(event);
	}
}

/* Every uv handle the reactor opens is counted from its *_init() to the
 * uv_close() that ends it; async_reactor_close() does both. */
void async_reactor_handle_opened(void);
void async_reactor_close(uv_handle_t *handle, uv_close_cb close_cb);
uint32_t async_reactor_open_handles(void);
/* An object counted with async_reactor_handle_opened() that has no uv
 * handle to close (a FILE I/O object) ends. */
void async_reactor_handle_released(void);

/* The loop service (reactor_loop.c): the execute / loop_alive / now
 * slots, whether the loop exists this request, and closing it with every
 * handle left (reported: a leaked event is a bug). */
bool async_reactor_run(bool no_wait);
bool async_reactor_loop_alive(void);
uint64_t async_reactor_now(void);
bool async_reactor_loop_started(void);
void async_reactor_loop_close(bool leaks_named);
/* In a forked child: the loop gets kernel state of its own
 * (uv_loop_fork()). False if it could not: the loop is then abandoned. */
bool async_reactor_loop_fork(void);

/* A started uv_poll_t on a descriptor, shared by poll events and the
 * pidfd watch of process events (reactor_poll.c). */
typedef struct {
	uv_poll_t handle;
	void *event;  /* the owner, handed to the callback; NULL once it let go */
	int close_fd; /* descriptor to close with the handle, or -1 */
} poll_handle_t;

/* Opens and starts a uv_poll_t on fd; NULL with a libuv error in *rc. */
poll_handle_t *async_reactor_poll_handle_open(int fd, uint32_t uv_events, uv_poll_cb cb, void *event, int *rc);
/* Stops and closes it; the callback is not called again. */
void async_reactor_poll_handle_release(poll_handle_t *ph);

/* Notifies the callbacks from inside a libuv callback: no PHP frame can
 * catch an exception there, so one left behind is dropped. */
void async_reactor_notify(zend_async_event_t *event);

/* Per-kind constructors and request hooks (reactor_*.c). */
zend_async_timer_event_t *async_reactor_new_timer_event(zend_ulong timeout_ms, bool is_periodic);
void async_reactor_timer_shutdown(void);
/* In a forked child: every armed timer is the parent's; each is stopped
 * unnotified (no longer counted as active) and its list closed. */
void async_reactor_timer_fork_child(void);
zend_async_signal_event_t *async_reactor_new_signal_event(int signum);
void async_reactor_signal_shutdown(void);
/* The signal_reclaim slot: pcntl_signal() just replaced the OS handler
 * of signum; take it back. */
void async_reactor_signal_reclaim(int signum);
zend_async_poll_event_t *async_reactor_new_poll_event(int fd, bool is_socket, uint32_t events);
void async_reactor_poll_shutdown(void);
zend_async_process_event_t *async_reactor_new_process_event(pid_t pid);
zend_async_thread_event_t *async_reactor_new_thread_event(zend_async_thread_run_fn run, void *arg,
	void (*free_arg)(void *));
zend_async_trigger_event_t *async_reactor_new_trigger_event(void);
zend_async_filesystem_event_t *async_reactor_new_filesystem_event(zend_string *path, uint32_t flags);
zend_async_dns_addrinfo_t *async_reactor_getaddrinfo(const char *node, const char *service,
	const struct addrinfo *hints);
zend_async_dns_nameinfo_t *async_reactor_getnameinfo(const struct sockaddr *addr, int flags);
zend_async_exec_event_t *async_reactor_new_exec_event(const char *cmd, const char *cwd);
void async_reactor_exec_shutdown(void);
/* Fills the io_* slots, io_type_of included (reactor_io.c). */
void async_reactor_io_register(zend_async_reactor_api_t *api);

/* async.trace_events (reactor_trace.c): wraps the table's constructors so
 * that each event remembers where PHP created it; the report names every
 * event still undisposed (E_WARNING each) and returns how many. */
void async_reactor_trace_decorate(zend_async_reactor_api_t *api, bool enabled);
uint32_t async_reactor_trace_report(void);

#endif

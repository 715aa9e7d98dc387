/*
 * reactor_signal.c: signal events. libuv allows one handler per signal
 * number and process, so every event watching a number shares one
 * uv_signal_t; a delivery is passed to each started event. Whatever handler
 * was installed before us (pcntl_signal()'s, typically) is remembered when
 * the shared watcher starts, called at every delivery, and put back when
 * the last event stops: pcntl handlers keep working beside signal events.
 */
#include "reactor_internal.h"
#include <signal.h>
#include "zend_signal.h"

#define MAX_SIGNUM 65

typedef struct {
	uv_signal_t handle;
	/* Started events, in start order. */
	zend_async_signal_event_t **events;
	uint32_t count;
	uint32_t capacity;
	struct sigaction previous;
} shared_signal_t;

static shared_signal_t *shared[MAX_SIGNUM];

static void shared_close_cb(uv_handle_t *handle)
{
	shared_signal_t *watcher = handle->data;
	if (watcher->events) {
		efree(watcher->events);
	}
	efree(watcher);
}

/* The handler that was there before us runs too. It is called outside of
 * signal context, which is fine for handlers that only record the signal
 * (pcntl's queues it for the VM interrupt). With Zend signal handling the
 * OS-level handler is the engine's dispatcher whatever PHP registered, so
 * the handler PHP registered (pcntl_signal()'s) is asked for and called
 * directly; the engine's default action (terminate) must not run while a
 * Future watches the signal. */
static void chain_previous(int signum, const struct sigaction *previous)
{
	if (!(previous->sa_flags & SA_SIGINFO) && (previous->sa_handler == SIG_DFL || previous->sa_handler == SIG_IGN)) {
		return;
	}
#ifdef ZEND_SIGNALS
	struct sigaction logical;
	memset(&logical, 0, sizeof(logical));
	zend_sigaction(signum, NULL, &logical);
	if (logical.sa_handler == SIG_DFL || logical.sa_handler == SIG_IGN || logical.sa_handler == NULL) {
		return;
	}
	previous = &logical;
#endif
	if (previous->sa_flags & SA_SIGINFO) {
		if (previous->sa_sigaction != NULL) {
			siginfo_t info;
			memset(&info, 0, sizeof(info));
			info.si_signo = signum;
			previous->sa_sigaction(signum, &info, NULL);
		}
	} else if (previous->sa_handler != SIG_DFL && previous->sa_handler != SIG_IGN && previous->sa_handler != NULL) {
		previous->sa_handler(signum);
	}
}

static void shared_signal_cb(uv_signal_t *handle, int signum)
{
	shared_signal_t *watcher = handle->data;
	uint32_t count = watcher->count;
	/* Copied first: the last waiter may stop watching (and the watcher go
	 * away) while it is told. */
	struct sigaction previous = watcher->previous;

	if (count > 0) {
		/* Snapshot with references: a callback may stop or release any
		 * of the events, including the one being notified. */
		zend_async_signal_event_t **list = safe_emalloc(count, sizeof(*list), 0);
		memcpy(list, watcher->events, count * sizeof(*list));
		for (uint32_t i = 0; i < count; i++) {
			zend_async_event_add_ref(&list[i]->base);
		}
		for (uint32_t i = 0; i < count; i++) {
			list[i]->deliveries++;
			if (list[i]->base.loop_ref_count > 0) {
				async_reactor_notify(&list[i]->base);
			}
		}
		for (uint32_t i = 0; i < count; i++) {
			zend_async_event_release(&list[i]->base);
		}
		efree(list);
	}
	chain_previous(signum, &previous);
}

static void shared_stop(int signum)
{
	shared_signal_t *watcher = shared[signum];

	shared[signum] = NULL;
	/* libuv leaves SIG_DFL behind and we restore what was there before
	 * us; the signal stays blocked in between, or one arriving in that
	 * window would take the default action (terminate). */
	sigset_t block, saved;
	sigemptyset(&block);
	sigaddset(&block, signum);
	sigprocmask(SIG_BLOCK, &block, &saved);
	uv_signal_stop(&watcher->handle);
	sigaction(signum, &watcher->previous, NULL);
	sigprocmask(SIG_SETMASK, &saved, NULL);
	async_reactor_close((uv_handle_t *) &watcher->handle, shared_close_cb);
}

static bool signal_start(zend_async_event_t *event)
{
	zend_async_signal_event_t *signal_event = (zend_async_signal_event_t *) event;
	int signum = signal_event->signum;

	if (!async_reactor_event_ref(event)) {
		return true;
	}
	shared_signal_t *watcher = shared[signum];
	if (watcher == NULL) {
		watcher = ecalloc(1, sizeof(*watcher));
		uv_signal_init(async_reactor_loop(), &watcher->handle);
		async_reactor_handle_opened();
		watcher->handle.data = watcher;
		sigaction(signum, NULL, &watcher->previous);
		int rc = uv_signal_start(&watcher->handle, shared_signal_cb, signum);
		if (rc < 0) {
			async_reactor_close((uv_handle_t *) &watcher->handle, shared_close_cb);
			async_reactor_event_unref(event);
			zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, "Cannot watch signal %d: %s", signum, uv_strerror(rc));
			return false;
		}
		shared[signum] = watcher;
	}
	if (watcher->count == watcher->capacity) {
		watcher->capacity = watcher->capacity ? watcher->capacity * 2 : 4;
		watcher->events = safe_erealloc(watcher->events, watcher->capacity, sizeof(*watcher->events), 0);
	}
	watcher->events[watcher->count++] = signal_event;
	return true;
}

static void detach(zend_async_signal_event_t *signal_event)
{
	shared_signal_t *watcher = shared[signal_event->signum];

	if (watcher == NULL) {
		return;
	}
	for (uint32_t i = 0; i < watcher->count; i++) {
		if (watcher->events[i] == signal_event) {
			memmove(&watcher->events[i], &watcher->events[i + 1], (watcher->count - i - 1) * sizeof(*watcher->events));
			watcher->count--;
			break;
		}
	}
	if (watcher->count == 0) {
		shared_stop(signal_event->signum);
	}
}

static bool signal_stop(zend_async_event_t *event)
{
	if (async_reactor_event_unref(event)) {
		detach((zend_async_signal_event_t *) event);
	}
	return true;
}

static bool signal_dispose(zend_async_event_t *event)
{
	async_reactor_event_stop_all(event);
	zend_async_callbacks_free(event);
	efree(event);
	return true;
}

static zend_string *signal_info(zend_async_event_t *event)
{
	return zend_strpprintf(0, "signal %d", ((zend_async_signal_event_t *) event)->signum);
}

zend_async_signal_event_t *async_reactor_new_signal_event(int signum)
{
	if (signum <= 0 || signum >= MAX_SIGNUM) {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, "Cannot watch signal %d: invalid signal number", signum);
		return NULL;
	}
	zend_async_signal_event_t *event = ecalloc(1, sizeof(*event));
	zend_async_event_init(&event->base, signal_start, signal_stop, signal_dispose, signal_info);
	event->signum = signum;
	return event;
}

void async_reactor_signal_reclaim(int signum)
{
	if (signum <= 0 || signum >= MAX_SIGNUM || shared[signum] == NULL) {
		return;
	}
	shared_signal_t *watcher = shared[signum];
	sigset_t block, saved;
	sigemptyset(&block);
	sigaddset(&block, signum);
	sigprocmask(SIG_BLOCK, &block, &saved);
	/* What was just installed is what to chain to and restore later. */
	sigaction(signum, NULL, &watcher->previous);
	uv_signal_stop(&watcher->handle);
	uv_signal_start(&watcher->handle, shared_signal_cb, signum);
	sigprocmask(SIG_SETMASK, &saved, NULL);
}

void async_reactor_signal_shutdown(void)
{
	for (int signum = 1; signum < MAX_SIGNUM; signum++) {
		if (shared[signum] != NULL) {
			/* Events still started at request end were leaked by their
			 * owner; they must not point at the freed watcher. */
			shared_signal_t *watcher = shared[signum];
			for (uint32_t i = 0; i < watcher->count; i++) {
				watcher->events[i]->base.loop_ref_count = 0;
			}
			watcher->count = 0;
			shared_stop(signum);
		}
	}
}

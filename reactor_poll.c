/*
 * reactor_poll.c: readiness of file descriptors (poll events) and exit of
 * child processes started outside the reactor (process events).
 *
 * A poll event owns a uv_poll_t only while started: epoll accepts one
 * registration per descriptor and loop, so holding it while nobody waits
 * would make the next waiter on the same descriptor fail. uv_poll_init()
 * switches the descriptor to non-blocking mode; the poll event restores
 * the previous mode at once, because the descriptor usually belongs to a
 * PHP stream that keeps doing blocking reads and writes itself (only the
 * waiting is ours).
 *
 * A process event watches a pidfd (Linux >= 5.3) and, where there is
 * none, checks the child every few milliseconds. It never reaps the
 * child: waitid(WNOWAIT) peeks, the owner's waitpid() reaps.
 */
#include "reactor_internal.h"
#include <fcntl.h>
#include <sys/wait.h>
#include <sys/syscall.h>
#include <unistd.h>
#if defined(__has_include)
# if __has_include(<valgrind/valgrind.h>)
#  include <valgrind/valgrind.h>
#  define ASYNC_HAVE_VALGRIND_H 1
# endif
#endif

/* {{{ poll */

typedef struct {
	uv_poll_t handle;
	zend_async_poll_event_t *event; /* NULL once the event let go of it */
	int close_fd;                   /* descriptor to close with the handle, or -1 */
} poll_handle_t;

typedef struct {
	zend_async_poll_event_t poll;
	poll_handle_t *handle;
} async_uv_poll_t;

static void poll_close_cb(uv_handle_t *handle)
{
	poll_handle_t *ph = handle->data;
	if (ph->close_fd >= 0) {
		close(ph->close_fd);
	}
	efree(ph);
}

static uint32_t to_uv_events(uint32_t events)
{
	uint32_t uv = 0;
	if (events & ZEND_ASYNC_POLL_READABLE) {
		uv |= UV_READABLE;
	}
	if (events & ZEND_ASYNC_POLL_WRITABLE) {
		uv |= UV_WRITABLE;
	}
	if (events & ZEND_ASYNC_POLL_DISCONNECT) {
		uv |= UV_DISCONNECT;
	}
	if (events & ZEND_ASYNC_POLL_PRIORITIZED) {
		uv |= UV_PRIORITIZED;
	}
	return uv;
}

static void poll_cb(uv_poll_t *handle, int status, int events)
{
	poll_handle_t *ph = handle->data;
	zend_async_poll_event_t *event = ph->event;

	if (event == NULL) {
		return;
	}
	event->status = status;
	event->triggered_events = 0;
	if (status < 0) {
		/* An error: report every requested bit so waiters look. */
		event->triggered_events = event->events;
	} else {
		event->triggered_events |= (events & UV_READABLE) ? ZEND_ASYNC_POLL_READABLE : 0;
		event->triggered_events |= (events & UV_WRITABLE) ? ZEND_ASYNC_POLL_WRITABLE : 0;
		event->triggered_events |= (events & UV_DISCONNECT) ? ZEND_ASYNC_POLL_DISCONNECT : 0;
		event->triggered_events |= (events & UV_PRIORITIZED) ? ZEND_ASYNC_POLL_PRIORITIZED : 0;
	}
	async_reactor_notify(&event->base);
}

/* Opens and starts a uv_poll_t on fd; NULL with a libuv error in *rc. */
static poll_handle_t *poll_handle_open(int fd, uint32_t uv_events, uv_poll_cb cb, void *event, int *rc)
{
	poll_handle_t *ph = ecalloc(1, sizeof(*ph));
	int flags = fcntl(fd, F_GETFL);

	*rc = uv_poll_init(async_reactor_loop(), &ph->handle, fd);
	if (flags >= 0) {
		fcntl(fd, F_SETFL, flags);
	}
	if (*rc < 0) {
		efree(ph);
		return NULL;
	}
	async_reactor_handle_opened();
	ph->handle.data = ph;
	ph->event = event;
	ph->close_fd = -1;
	*rc = uv_poll_start(&ph->handle, uv_events, cb);
	if (*rc < 0) {
		async_reactor_close((uv_handle_t *) &ph->handle, poll_close_cb);
		return NULL;
	}
	return ph;
}

static void poll_handle_release(poll_handle_t *ph)
{
	ph->event = NULL;
	uv_poll_stop(&ph->handle);
	async_reactor_close((uv_handle_t *) &ph->handle, poll_close_cb);
}

static bool poll_start(zend_async_event_t *event)
{
	async_uv_poll_t *poll = (async_uv_poll_t *) event;
	int rc;

	if (!async_reactor_event_ref(event)) {
		return true;
	}
	poll->handle = poll_handle_open(poll->poll.fd, to_uv_events(poll->poll.events), poll_cb, &poll->poll, &rc);
	if (poll->handle == NULL) {
		async_reactor_event_unref(event);
		zend_async_throw(ZEND_ASYNC_EXCEPTION_POLL, "Cannot poll descriptor %d: %s", poll->poll.fd, uv_strerror(rc));
		return false;
	}
	return true;
}

static bool poll_stop(zend_async_event_t *event)
{
	async_uv_poll_t *poll = (async_uv_poll_t *) event;

	if (async_reactor_event_unref(event)) {
		poll_handle_release(poll->handle);
		poll->handle = NULL;
	}
	return true;
}

static bool poll_dispose(zend_async_event_t *event)
{
	async_reactor_event_stop_all(event);
	zend_async_callbacks_free(event);
	efree(event);
	return true;
}

static zend_string *poll_info(zend_async_event_t *event)
{
	zend_async_poll_event_t *poll = (zend_async_poll_event_t *) event;
	return zend_strpprintf(0, "poll fd %d%s%s", poll->fd,
		(poll->events & ZEND_ASYNC_POLL_READABLE) ? " readable" : "",
		(poll->events & ZEND_ASYNC_POLL_WRITABLE) ? " writable" : "");
}

zend_async_poll_event_t *async_reactor_new_poll_event(int fd, bool is_socket, uint32_t events)
{
	async_uv_poll_t *poll = ecalloc(1, sizeof(*poll));

	zend_async_event_init(&poll->poll.base, poll_start, poll_stop, poll_dispose, poll_info);
	poll->poll.fd = fd;
	poll->poll.is_socket = is_socket;
	poll->poll.events = events;
	return &poll->poll;
}

/* }}} */

/* {{{ process */

#define PROCESS_POLL_MS 5

typedef struct {
	zend_async_process_event_t process;
	poll_handle_t *pidfd_handle;
	uv_timer_t *timer; /* fallback without pidfd */
} async_uv_process_t;

/* True (and the outcome recorded) once the child has ended. */
static bool process_check(async_uv_process_t *proc)
{
	siginfo_t info;

	memset(&info, 0, sizeof(info));
	if (waitid(P_PID, proc->process.pid, &info, WEXITED | WNOHANG | WNOWAIT) != 0) {
		/* Not our child or already reaped: nothing will ever change. */
		proc->process.exit_code = -1;
		return true;
	}
	if (info.si_pid == 0) {
		return false;
	}
	if (info.si_code == CLD_EXITED) {
		proc->process.exit_code = info.si_status;
	} else {
		proc->process.term_signal = info.si_status;
	}
	return true;
}

static void process_release_watchers(async_uv_process_t *proc);

static void process_complete(async_uv_process_t *proc)
{
	zend_async_event_t *event = &proc->process.base;

	process_release_watchers(proc);
	async_reactor_event_unref_all(event);
	ZEND_ASYNC_EVENT_SET_CLOSED(event);
	async_reactor_notify(event);
}

static void process_pidfd_cb(uv_poll_t *handle, int status, int events)
{
	poll_handle_t *ph = handle->data;
	async_uv_process_t *proc = (async_uv_process_t *) ph->event;

	if (proc != NULL && process_check(proc)) {
		process_complete(proc);
	}
}

static void timer_close_cb(uv_handle_t *handle)
{
	efree(handle);
}

static void process_timer_cb(uv_timer_t *timer)
{
	async_uv_process_t *proc = timer->data;

	if (process_check(proc)) {
		process_complete(proc);
	}
}

static void process_release_watchers(async_uv_process_t *proc)
{
	if (proc->pidfd_handle != NULL) {
		poll_handle_release(proc->pidfd_handle);
		proc->pidfd_handle = NULL;
	}
	if (proc->timer != NULL) {
		uv_timer_stop(proc->timer);
		async_reactor_close((uv_handle_t *) proc->timer, timer_close_cb);
		proc->timer = NULL;
	}
}

static bool process_start(zend_async_event_t *event)
{
	async_uv_process_t *proc = (async_uv_process_t *) event;

	if (ZEND_ASYNC_EVENT_IS_CLOSED(event) || !async_reactor_event_ref(event)) {
		return true;
	}
	if (process_check(proc)) {
		/* Already ended: completes before the waiter suspends. */
		process_complete(proc);
		return true;
	}
	int pidfd = -1;
#ifdef SYS_pidfd_open
# ifdef ASYNC_HAVE_VALGRIND_H
	/* Valgrind does not know pidfd_open and complains on every call. */
	if (!RUNNING_ON_VALGRIND)
# endif
	pidfd = (int) syscall(SYS_pidfd_open, proc->process.pid, 0);
#endif
	if (pidfd >= 0) {
		int rc;
		proc->pidfd_handle = poll_handle_open(pidfd, UV_READABLE, process_pidfd_cb, proc, &rc);
		if (proc->pidfd_handle != NULL) {
			proc->pidfd_handle->close_fd = pidfd;
			return true;
		}
		close(pidfd);
	}
	proc->timer = emalloc(sizeof(uv_timer_t));
	uv_timer_init(async_reactor_loop(), proc->timer);
	async_reactor_handle_opened();
	proc->timer->data = proc;
	uv_timer_start(proc->timer, process_timer_cb, PROCESS_POLL_MS, PROCESS_POLL_MS);
	return true;
}

static bool process_stop(zend_async_event_t *event)
{
	async_uv_process_t *proc = (async_uv_process_t *) event;

	if (async_reactor_event_unref(event)) {
		process_release_watchers(proc);
	}
	return true;
}

static bool process_dispose(zend_async_event_t *event)
{
	async_reactor_event_stop_all(event);
	zend_async_callbacks_free(event);
	efree(event);
	return true;
}

static zend_string *process_info(zend_async_event_t *event)
{
	return zend_strpprintf(0, "process %d", (int) ((zend_async_process_event_t *) event)->pid);
}

zend_async_process_event_t *async_reactor_new_process_event(pid_t pid)
{
	async_uv_process_t *proc = ecalloc(1, sizeof(*proc));

	zend_async_event_init(&proc->process.base, process_start, process_stop, process_dispose, process_info);
	proc->process.pid = pid;
	return &proc->process;
}

/* }}} */

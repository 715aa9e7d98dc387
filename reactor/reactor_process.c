/*
 * reactor_process.c: exit of child processes started outside the reactor
 * (process events: proc_open(), popen()).
 *
 * A process event watches a pidfd (Linux >= 5.3) and, where there is
 * none, checks the child every few milliseconds. It never reaps the
 * child: waitid(WNOWAIT) peeks, the owner's waitpid() reaps.
 */
#include "reactor_internal.h"
#include <sys/wait.h>
#include <sys/syscall.h>
#include <unistd.h>
#if defined(__has_include)
# if __has_include(<valgrind/valgrind.h>)
#  include <valgrind/valgrind.h>
#  define ASYNC_HAVE_VALGRIND_H 1
# endif
#endif

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
		async_reactor_poll_handle_release(proc->pidfd_handle);
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
	bool pidfd_usable = true;
# ifdef ASYNC_HAVE_VALGRIND_H
	/* Valgrind does not know pidfd_open and complains on every call. */
	pidfd_usable = !RUNNING_ON_VALGRIND;
# endif
	if (pidfd_usable) {
		pidfd = (int) syscall(SYS_pidfd_open, proc->process.pid, 0);
	}
#endif
	if (pidfd >= 0) {
		int rc;
		proc->pidfd_handle = async_reactor_poll_handle_open(pidfd, UV_READABLE, process_pidfd_cb, proc, &rc);
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

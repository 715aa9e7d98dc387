/*
 * reactor_exec.c: exec events, the engine of the cooperative exec(),
 * system(), passthru() and shell_exec(). The child is started the way
 * glibc's popen() starts it (posix_spawn of `sh -c cmd`, only stdout
 * redirected), not with uv_spawn(), because uv_spawn() resets every signal
 * disposition in the child: PHP's CLI ignores SIGPIPE and popen()'s
 * children inherit that, which changes what pipelines print. The read end
 * of the pipe is a uv_pipe_t; the exit is seen through a process event and
 * the child reaped here.
 *
 * The child record outlives the event when the event is disposed first:
 * the child is killed (SIGKILL) and reaped when its exit is seen; at
 * request end every child still running is killed and reaped at once.
 */
#include "reactor_internal.h"
#include <spawn.h>
#include <signal.h>
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

typedef struct exec_child_s exec_child_t;

typedef struct {
	zend_async_exec_event_t exec;
	exec_child_t *child;
} async_exec_event_t;

struct exec_child_s {
	async_exec_event_t *event; /* NULL once orphaned */
	pid_t pid;
	uv_pipe_t *pipe; /* NULL once closed */
	bool reading;
	zend_async_process_event_t *process;
	struct child_callback_s *process_callback;
	bool reaped;
	exec_child_t *prev, *next; /* live children, for request end */
};

/* The subscription to the process event is a separate allocation: the
 * child record may be freed from inside that very notification, and the
 * notifier still touches the callback after it returns. */
typedef struct child_callback_s {
	zend_async_event_callback_t base;
	exec_child_t *child; /* NULL once the child record is gone */
} child_callback_t;

static exec_child_t *live_children;

static void child_callback_dispose(zend_async_event_callback_t *callback, zend_async_event_t *event)
{
	efree(callback);
}

static void pipe_close_cb(uv_handle_t *handle)
{
	efree(handle);
}

static void child_close_pipe(exec_child_t *child)
{
	if (child->pipe != NULL) {
		if (child->reading) {
			uv_read_stop((uv_stream_t *) child->pipe);
			child->reading = false;
		}
		async_reactor_close((uv_handle_t *) child->pipe, pipe_close_cb);
		child->pipe = NULL;
	}
}

static void child_release_process(exec_child_t *child)
{
	if (child->process != NULL) {
		zend_async_process_event_t *process = child->process;
		child->process = NULL;
		child->process_callback->child = NULL;
		process->base.stop(&process->base);
		process->base.del_callback(&process->base, &child->process_callback->base);
		zend_async_event_release(&process->base);
	}
}

/* Frees the record once the child is reaped and nobody holds it. */
static void child_maybe_free(exec_child_t *child)
{
	if (child->event != NULL || !child->reaped) {
		return;
	}
	child_close_pipe(child);
	child_release_process(child);
	if (child->prev) {
		child->prev->next = child->next;
	} else {
		live_children = child->next;
	}
	if (child->next) {
		child->next->prev = child->prev;
	}
	efree(child);
}

static void exec_complete_if_done(async_exec_event_t *ev)
{
	zend_async_event_t *event = &ev->exec.base;

	if (!ev->exec.exited || !ev->exec.output_eof || ZEND_ASYNC_EVENT_IS_CLOSED(event)) {
		return;
	}
	async_reactor_event_unref_all(event);
	ZEND_ASYNC_EVENT_SET_CLOSED(event);
	async_reactor_notify(event);
}

static void alloc_cb(uv_handle_t *handle, size_t suggested, uv_buf_t *buf)
{
	exec_child_t *child = handle->data;
	async_exec_event_t *ev = child->event;

	if (ev == NULL) {
		buf->base = NULL;
		buf->len = 0;
		return;
	}
	zend_async_exec_event_t *exec = &ev->exec;
	if (exec->output_capacity - exec->output_len < 4096) {
		exec->output_capacity = exec->output_capacity ? exec->output_capacity * 2 : 8192;
		exec->output = erealloc(exec->output, exec->output_capacity);
	}
	buf->base = exec->output + exec->output_len;
	buf->len = exec->output_capacity - exec->output_len;
}

static void read_cb(uv_stream_t *stream, ssize_t nread, const uv_buf_t *buf)
{
	exec_child_t *child = stream->data;
	async_exec_event_t *ev = child->event;

	if (ev == NULL) {
		return;
	}
	if (nread > 0) {
		ev->exec.output_len += (size_t) nread;
		zend_async_event_add_ref(&ev->exec.base);
		async_reactor_notify(&ev->exec.base);
		zend_async_event_release(&ev->exec.base);
		return;
	}
	if (nread == 0) {
		return; /* EAGAIN */
	}
	/* EOF or a read error: either way there is no more output. */
	child_close_pipe(child);
	ev->exec.output_eof = true;
	zend_async_event_add_ref(&ev->exec.base);
	exec_complete_if_done(ev);
	zend_async_event_release(&ev->exec.base);
}

static void child_reap(exec_child_t *child, bool block)
{
	int status = 0;
	pid_t rc;

	do {
		rc = waitpid(child->pid, &status, block ? 0 : WNOHANG);
	} while (rc < 0 && errno == EINTR);
	child->reaped = true;
	if (child->event != NULL) {
		child->event->exec.exited = true;
		child->event->exec.wait_status = rc == child->pid ? status : -1;
	}
}

static void process_exit_cb(zend_async_event_t *event, zend_async_event_callback_t *callback, void *result,
	zend_object *exception)
{
	exec_child_t *child = ((child_callback_t *) callback)->child;

	if (child == NULL) {
		return;
	}
	async_exec_event_t *ev = child->event;

	child_reap(child, true);
	if (ev == NULL) {
		child_maybe_free(child);
		return;
	}
	zend_async_event_add_ref(&ev->exec.base);
	exec_complete_if_done(ev);
	zend_async_event_release(&ev->exec.base);
}

static int child_spawn(async_exec_event_t *ev)
{
	int fds[2];
	posix_spawn_file_actions_t actions;
	char *argv[] = {"sh", "-c", ev->exec.cmd, NULL};
	pid_t pid;

	if (pipe2(fds, O_CLOEXEC) != 0) {
		return errno;
	}
	posix_spawn_file_actions_init(&actions);
	if (fds[1] != STDOUT_FILENO) {
		posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO);
	} else {
		/* Our stdout was closed, so the pipe took its number: clear
		 * close-on-exec in the child by duplicating it through another
		 * number and back. */
		posix_spawn_file_actions_adddup2(&actions, fds[1], fds[0]);
		posix_spawn_file_actions_adddup2(&actions, fds[0], STDOUT_FILENO);
	}
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 29))
	if (ev->exec.cwd != NULL) {
		posix_spawn_file_actions_addchdir_np(&actions, ev->exec.cwd);
	}
#endif
	int rc = posix_spawn(&pid, "/bin/sh", &actions, NULL, argv, environ);
	posix_spawn_file_actions_destroy(&actions);
	close(fds[1]);
	if (rc != 0) {
		close(fds[0]);
		return rc;
	}

	exec_child_t *child = ecalloc(1, sizeof(*child));
	child->event = ev;
	child->pid = pid;
	child->next = live_children;
	if (live_children) {
		live_children->prev = child;
	}
	live_children = child;
	ev->child = child;
	ev->exec.pid = pid;

	child->pipe = emalloc(sizeof(uv_pipe_t));
	uv_pipe_init(async_reactor_loop(), child->pipe, 0);
	async_reactor_handle_opened();
	child->pipe->data = child;
	if (uv_pipe_open(child->pipe, fds[0]) != 0) {
		/* The command runs, but its output cannot be read: the event
		 * ends as if the output had ended, when the command exits. */
		close(fds[0]);
		child_close_pipe(child);
		ev->exec.output_eof = true;
	}

	child->process = async_reactor_new_process_event(pid);
	child->process_callback = emalloc(sizeof(child_callback_t));
	child->process_callback->base.ref_count = 0;
	child->process_callback->base.callback = process_exit_cb;
	child->process_callback->base.dispose = child_callback_dispose;
	child->process_callback->child = child;
	child->process->base.add_callback(&child->process->base, &child->process_callback->base);
	child->process->base.start(&child->process->base);
	return 0;
}

static bool exec_start(zend_async_event_t *event)
{
	async_exec_event_t *ev = (async_exec_event_t *) event;

	if (ZEND_ASYNC_EVENT_IS_CLOSED(event) || !async_reactor_event_ref(event)) {
		return true;
	}
	if (ev->child == NULL && ev->exec.pid == 0) {
		int rc = child_spawn(ev);
		if (rc != 0) {
			ev->exec.status = rc;
			ev->exec.exited = true;
			ev->exec.output_eof = true;
			exec_complete_if_done(ev);
			return true;
		}
	}
	exec_child_t *child = ev->child;
	if (child != NULL && child->pipe != NULL && !child->reading) {
		if (uv_read_start((uv_stream_t *) child->pipe, alloc_cb, read_cb) == 0) {
			child->reading = true;
		} else {
			/* No output can be read: the same as its end. */
			child_close_pipe(child);
			ev->exec.output_eof = true;
			exec_complete_if_done(ev);
		}
	}
	return true;
}

static bool exec_stop(zend_async_event_t *event)
{
	async_exec_event_t *ev = (async_exec_event_t *) event;

	if (!async_reactor_event_unref(event)) {
		return true;
	}
	/* Nobody is waiting: stop reading (the child blocks on a full pipe
	 * until the consumer comes back). The child keeps running. */
	if (ev->child != NULL && ev->child->pipe != NULL && ev->child->reading) {
		uv_read_stop((uv_stream_t *) ev->child->pipe);
		ev->child->reading = false;
	}
	return true;
}

static bool exec_dispose(zend_async_event_t *event)
{
	async_exec_event_t *ev = (async_exec_event_t *) event;

	async_reactor_event_stop_all(event);
	exec_child_t *child = ev->child;
	if (child != NULL) {
		child->event = NULL;
		child_close_pipe(child);
		if (!child->reaped) {
			/* Cancelled while the command runs: it dies now and is reaped
			 * when its exit is seen. */
			kill(child->pid, SIGKILL);
		}
		child_maybe_free(child);
	}
	if (ev->exec.output) {
		efree(ev->exec.output);
	}
	efree(ev->exec.cmd);
	if (ev->exec.cwd) {
		efree(ev->exec.cwd);
	}
	zend_async_callbacks_free(event);
	efree(ev);
	return true;
}

static zend_string *exec_info(zend_async_event_t *event)
{
	return zend_strpprintf(0, "exec %s", ((zend_async_exec_event_t *) event)->cmd);
}

zend_async_exec_event_t *async_reactor_new_exec_event(const char *cmd, const char *cwd)
{
	async_exec_event_t *ev = ecalloc(1, sizeof(*ev));

	zend_async_event_init(&ev->exec.base, exec_start, exec_stop, exec_dispose, exec_info);
	ev->exec.cmd = estrdup(cmd);
	ev->exec.cwd = cwd ? estrdup(cwd) : NULL;
	return &ev->exec;
}

void async_reactor_exec_shutdown(void)
{
	while (live_children != NULL) {
		exec_child_t *child = live_children;
		if (child->event != NULL) {
			/* Leaked by its owner: orphan it here. */
			child->event->child = NULL;
			child->event = NULL;
		}
		if (!child->reaped) {
			kill(child->pid, SIGKILL);
			child_reap(child, true);
		}
		child_maybe_free(child);
	}
}

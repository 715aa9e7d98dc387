/*
 * hook_proc.c: proc_open()/proc_close() and popen()/pclose() inside
 * coroutines.
 *
 * proc_open() itself does not block (fork and exec), so PHP's own runs;
 * its pipes get stream ops that wait for readiness on the loop before
 * PHP's plain read/write runs, and proc_close() closes the pipes, waits
 * for the child's exit on a process event, then lets PHP reap it.
 * proc_get_status() and proc_terminate() never block and stay PHP's.
 *
 * popen() is started here the way glibc's popen() starts it, because the
 * child's pid is needed to wait for it without blocking; the stream is
 * PHP's plain STDIO stream with the same waiting ops. Closing it in a
 * coroutine (pclose(), fclose(), or its last reference going) waits for
 * the child on the loop; a closer that is being cancelled (or exits) does
 * not wait: the child is killed and reaped once the loop sees it end.
 * Outside coroutines the close waits as PHP does, blocking.
 *
 * Inside a coroutine the pipes read and write through a PIPE async I/O
 * object (hook_stream_io.c, reactor_io.c), made on the first cooperative
 * operation and closed whenever PHP itself is about to use the
 * descriptor; results, warnings and EOF are PHP's own. One coroutine
 * reads a pipe at a time. Descriptors the user made non-blocking are
 * never waited on.
 */
#include "hooks.h"
#include "zend_exceptions.h"
#include "ext/standard/proc_open.h"
#include "ext/standard/file.h"
#include "main/streams/php_stream_plain_wrapper.h"
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

static ZEND_FUNCTION(async_proc_open);
static ZEND_FUNCTION(async_proc_close);
static ZEND_FUNCTION(async_popen);

enum {
	HOOK_PROC_OPEN,
	HOOK_PROC_CLOSE,
	HOOK_POPEN,
};

static async_hook_t proc_hooks[] = {
	[HOOK_PROC_OPEN] = {"proc_open", ZEND_FN(async_proc_open), NULL},
	[HOOK_PROC_CLOSE] = {"proc_close", ZEND_FN(async_proc_close), NULL},
	[HOOK_POPEN] = {"popen", ZEND_FN(async_popen), NULL},
};

static async_stream_io_ops_t pipe_ops;  /* proc_open() pipes */
static async_stream_io_ops_t popen_ops; /* popen() streams */
static int le_process = -1;

/* Children of popen() streams opened here, keyed by stream address. */
static HashTable *popen_children;

/* {{{ proc_open / proc_close */

static void wrap_pipes(zval *pipes)
{
	zval *item;

	ZVAL_DEREF(pipes);
	if (Z_TYPE_P(pipes) != IS_ARRAY) {
		return;
	}
	ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(pipes), item) {
		if (Z_TYPE_P(item) != IS_RESOURCE) {
			continue;
		}
		php_stream *stream = zend_fetch_resource2(Z_RES_P(item), NULL, php_file_le_stream(), php_file_le_pstream());
		if (stream != NULL && stream->ops == &php_stream_stdio_ops) {
			stream->ops = &pipe_ops.ops;
		}
	} ZEND_HASH_FOREACH_END();
}

static ZEND_FUNCTION(async_proc_open)
{
	ASYNC_HOOK_CALL_ORIGINAL(&proc_hooks[HOOK_PROC_OPEN]);
	/* Wrapped even before the scheduler runs: the pipes may be read from
	 * coroutines later. The ops fall back to PHP's at every call made
	 * outside a coroutine. */
	if (Z_TYPE_P(return_value) == IS_RESOURCE && ZEND_NUM_ARGS() >= 3) {
		wrap_pipes(ZEND_CALL_ARG(execute_data, 3));
	}
}

/* Suspends until the child pid has ended (without reaping it). */
static bool wait_child(pid_t pid, const char *what)
{
	zend_async_process_event_t *event = ZEND_ASYNC_NEW_PROCESS_EVENT(pid);
	bool ok = zend_async_wait_event(&event->base, 0, NULL, what);
	zend_async_event_release(&event->base);
	return ok;
}

static ZEND_FUNCTION(async_proc_close)
{
	zval *zproc;

	if (!zend_async_can_cooperate() || le_process < 0) {
		ASYNC_HOOK_CALL_ORIGINAL(&proc_hooks[HOOK_PROC_CLOSE]);
		return;
	}
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_RESOURCE(zproc)
	ZEND_PARSE_PARAMETERS_END();

	php_process_handle *proc = zend_fetch_resource_ex(zproc, NULL, le_process);
	if (proc != NULL) {
		/* PHP closes the pipes before it waits: a child reading its stdin
		 * until EOF must see it. */
		for (int i = 0; i < proc->npipes; i++) {
			if (proc->pipes[i] != NULL) {
				zend_list_close(proc->pipes[i]);
			}
		}
		if (!wait_child(proc->child, "proc_close")) {
			RETURN_THROWS();
		}
	}
	/* Reaps at once now (or reports the wrong resource as PHP does). */
	ASYNC_HOOK_CALL_ORIGINAL(&proc_hooks[HOOK_PROC_CLOSE]);
}

/* }}} */

/* {{{ popen / pclose */

/* A child killed after a cancellation: reaped when the loop sees it end,
 * so that nobody waits for it. The process event's callback vector owns
 * the record (freed by its dispose). */
typedef struct {
	zend_async_event_callback_t base;
	zend_async_process_event_t *event;
	pid_t pid;
} popen_reaper_t;

/* pid → popen_reaper_t*, request memory (emptied at RSHUTDOWN). */
static HashTable *popen_reapers;

static pid_t waitpid_retrying(pid_t pid, int *status, int options)
{
	pid_t rc;
	do {
		rc = waitpid(pid, status, options);
	} while (rc < 0 && errno == EINTR);
	return rc;
}

static void popen_reaper_dispose(zend_async_event_callback_t *callback, zend_async_event_t *event)
{
	efree(callback);
}

static void popen_reaper_cb(zend_async_event_t *event, zend_async_event_callback_t *callback, void *result,
	zend_object *exception)
{
	popen_reaper_t *reaper = (popen_reaper_t *) callback;
	int status;

	waitpid_retrying(reaper->pid, &status, WNOHANG);
	zend_hash_index_del(popen_reapers, (zend_ulong) reaper->pid);
	/* The notification holds the event until it returns. */
	zend_async_event_release(&reaper->event->base);
}

/* Kills the child (SIGKILL, as a cancelled exec() does) and has it reaped
 * once it is gone, without waiting for it here. */
static void popen_kill(pid_t pid)
{
	kill(pid, SIGKILL);
	zend_async_process_event_t *event = ZEND_ASYNC_NEW_PROCESS_EVENT(pid);
	popen_reaper_t *reaper = emalloc(sizeof(*reaper));
	reaper->base.ref_count = 0;
	reaper->base.callback = popen_reaper_cb;
	reaper->base.dispose = popen_reaper_dispose;
	reaper->event = event;
	reaper->pid = pid;
	/* Hidden: a dying child keeps neither the application running nor
	 * the deadlock detector quiet. */
	event->base.flags |= ZEND_ASYNC_EVENT_F_HIDDEN;
	event->base.add_callback(&event->base, &reaper->base);
	if (popen_reapers == NULL) {
		ALLOC_HASHTABLE(popen_reapers);
		zend_hash_init(popen_reapers, 8, NULL, NULL, 0);
	}
	zend_hash_index_update_ptr(popen_reapers, (zend_ulong) pid, reaper);
	/* Last: an ended child completes (and is reaped) right here, with
	 * the notification's handling of exceptions: the one the closer may
	 * be unwinding (a cancellation) waits aside. */
	zend_object *unwinding = EG(exception);
	const zend_op *opline_before_exception = EG(opline_before_exception);
	EG(exception) = NULL;
	bool started = event->base.start(&event->base);
	zend_clear_exception();
	if (unwinding != NULL) {
		EG(exception) = unwinding;
		EG(opline_before_exception) = opline_before_exception;
	}
	if (!started) {
		/* The loop cannot watch it: SIGKILL makes the wait short. */
		int status;
		waitpid_retrying(pid, &status, 0);
		zend_hash_index_del(popen_reapers, (zend_ulong) pid);
		zend_async_event_release(&event->base);
	}
}

/* The closer is being cancelled (or ends the script with exit()): it must
 * not wait for the child, whose output nobody will read. */
static bool closer_is_leaving(void)
{
	zend_object *ex = EG(exception);

	if (ZEND_COROUTINE_IS_CANCELLED(ZEND_ASYNC_CURRENT_COROUTINE)) {
		return true;
	}
	return ex != NULL
		&& (zend_is_unwind_exit(ex)
			|| instanceof_function(ex->ce, ZEND_ASYNC_GET_CE(ZEND_ASYNC_EXCEPTION_CANCELLATION)));
}

/* Waits on the loop for the child of a closing popen() stream, an
 * exception the closer is unwinding waiting aside meanwhile (the stream
 * was freed with a frame). False when the wait was cancelled: the
 * cancellation is pending (the unwinding exception, if any, gets it as
 * its previous). */
static bool popen_wait_child(pid_t pid)
{
	zend_object *unwinding = EG(exception);
	const zend_op *opline_before_exception = EG(opline_before_exception);

	EG(exception) = NULL;
	bool ok = wait_child(pid, "pclose");
	if (unwinding != NULL) {
		if (EG(exception) != NULL) {
			zend_exception_set_previous(unwinding, EG(exception));
		}
		EG(exception) = unwinding;
		EG(opline_before_exception) = opline_before_exception;
	}
	return ok;
}

/* What pclose() reports for a child whose pipe was just closed. Outside
 * coroutines (and where switching is forbidden) the wait blocks, as
 * PHP's pclose() does. In a coroutine it suspends only the closer, unless
 * the closer is being cancelled: the child is then killed and reaped
 * behind its back, and -1 reported. */
static int popen_finish(pid_t pid)
{
	int status;
	pid_t rc = waitpid_retrying(pid, &status, WNOHANG);

	if (rc == 0 && ZEND_ASYNC_IS_ACTIVE && ZEND_ASYNC_CURRENT_COROUTINE != NULL && zend_async_can_suspend(false)) {
		if (closer_is_leaving() || !popen_wait_child(pid)) {
			popen_kill(pid);
			return -1;
		}
		rc = 0;
	}
	if (rc == 0) {
		rc = waitpid_retrying(pid, &status, 0);
	}
	if (rc != pid) {
		return -1;
	}
	return WIFEXITED(status) ? WEXITSTATUS(status) : status;
}

static int popen_close(php_stream *stream, int close_handle)
{
	zval *entry = popen_children ? zend_hash_index_find(popen_children, (zend_ulong) (uintptr_t) stream) : NULL;
	pid_t pid = entry ? (pid_t) Z_LVAL_P(entry) : 0;

	async_stream_io_before_close(stream);
	/* The pipe closes first: a child reading its stdin sees end of file. */
	int ret = php_stream_stdio_ops.close(stream, close_handle);
	if (pid <= 0) {
		return ret;
	}
	zend_hash_index_del(popen_children, (zend_ulong) (uintptr_t) stream);
	return popen_finish(pid);
}

static ZEND_FUNCTION(async_popen)
{
	char *command, *mode;
	size_t command_len, mode_len;

	if (!zend_async_can_cooperate()) {
		ASYNC_HOOK_CALL_ORIGINAL(&proc_hooks[HOOK_POPEN]);
		return;
	}
	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_PATH(command, command_len)
		Z_PARAM_STRING(mode, mode_len)
	ZEND_PARSE_PARAMETERS_END();

	/* PHP drops a 'b' and accepts only r, rb, w, wb (an empty mode
	 * reaches popen(3), which rejects it). */
	char posix_mode[3] = {0};
	size_t n = 0;
	for (size_t i = 0; i < mode_len && n < 2; i++) {
		if (mode[i] != 'b') {
			posix_mode[n++] = mode[i];
		}
	}
	size_t stripped_len = mode_len - (memchr(mode, 'b', mode_len) ? 1 : 0);
	if (stripped_len > 2 || (stripped_len == 1 && posix_mode[0] != 'r' && posix_mode[0] != 'w')
		|| (stripped_len == 2 && memcmp(mode, "rb", 2) && memcmp(mode, "wb", 2))) {
		zend_argument_value_error(2, "must be one of \"r\", \"rb\", \"w\", or \"wb\"");
		RETURN_THROWS();
	}
	if (stripped_len == 0) {
		php_error_docref2(NULL, command, posix_mode, E_WARNING, "%s", strerror(EINVAL));
		RETURN_FALSE;
	}

	bool reading = posix_mode[0] == 'r';
	int fds[2];
	if (pipe2(fds, O_CLOEXEC) != 0) {
		php_error_docref2(NULL, command, posix_mode, E_WARNING, "%s", strerror(errno));
		RETURN_FALSE;
	}
	int parent_end = reading ? fds[0] : fds[1];
	int child_end = reading ? fds[1] : fds[0];
	int target = reading ? STDOUT_FILENO : STDIN_FILENO;
	posix_spawn_file_actions_t actions;
	posix_spawn_file_actions_init(&actions);
	if (child_end != target) {
		posix_spawn_file_actions_adddup2(&actions, child_end, target);
	} else {
		posix_spawn_file_actions_adddup2(&actions, child_end, parent_end);
		posix_spawn_file_actions_adddup2(&actions, parent_end, target);
	}
	char *argv[] = {"sh", "-c", command, NULL};
	pid_t pid;
	int rc = posix_spawn(&pid, "/bin/sh", &actions, NULL, argv, environ);
	posix_spawn_file_actions_destroy(&actions);
	close(child_end);
	if (rc != 0) {
		close(parent_end);
		php_error_docref2(NULL, command, posix_mode, E_WARNING, "%s", strerror(rc));
		RETURN_FALSE;
	}
	/* The parent's end needs no close-on-exec beyond what popen(3) sets. */
	php_stream *stream = php_stream_fopen_from_fd(parent_end, mode, NULL);
	if (stream == NULL) {
		close(parent_end);
		waitpid(pid, NULL, 0);
		RETURN_FALSE;
	}
	stream->ops = &popen_ops.ops;
	if (popen_children == NULL) {
		/* Persistent: a stream may outlive the request's memory manager
		 * bookkeeping (closed during request shutdown). */
		popen_children = pemalloc(sizeof(HashTable), 1);
		zend_hash_init(popen_children, 8, NULL, NULL, 1);
	}
	zval zpid;
	ZVAL_LONG(&zpid, pid);
	zend_hash_index_update(popen_children, (zend_ulong) (uintptr_t) stream, &zpid);
	php_stream_to_zval(stream, return_value);
}

/* }}} */

void async_hook_proc_minit(void)
{
	/* A pipe belongs to this process and its child alone: its object
	 * stays open between operations. */
	async_stream_io_ops_init(&pipe_ops, &php_stream_stdio_ops, false);
	async_stream_io_ops_init(&popen_ops, &php_stream_stdio_ops, false);
	popen_ops.ops.close = popen_close;
	le_process = zend_fetch_list_dtor_id("process");
	async_hooks_install(proc_hooks, ASYNC_HOOKS_COUNT(proc_hooks));
}

void async_hook_proc_rshutdown(void)
{
	if (popen_reapers == NULL) {
		return;
	}
	/* Killed children the loop has not seen end yet: SIGKILL cannot be
	 * ignored, so reaping them now takes no time. */
	popen_reaper_t *reaper;
	ZEND_HASH_FOREACH_PTR(popen_reapers, reaper) {
		int status;
		waitpid_retrying(reaper->pid, &status, 0);
		reaper->event->base.stop(&reaper->event->base);
		zend_async_event_release(&reaper->event->base);
	} ZEND_HASH_FOREACH_END();
	zend_hash_destroy(popen_reapers);
	FREE_HASHTABLE(popen_reapers);
	popen_reapers = NULL;
}

void async_hook_proc_mshutdown(void)
{
	async_hooks_restore(proc_hooks, ASYNC_HOOKS_COUNT(proc_hooks));
	if (popen_children != NULL) {
		zend_hash_destroy(popen_children);
		pefree(popen_children, 1);
		popen_children = NULL;
	}
}

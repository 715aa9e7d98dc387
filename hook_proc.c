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
 * PHP's plain STDIO stream with the same waiting ops, and closing it
 * through pclose() waits cooperatively. Closing it any other way (fclose,
 * end of request) waits as PHP does, blocking.
 *
 * Inside a coroutine the pipes read and write through a PIPE async I/O
 * object (reactor_io.c), made on the first cooperative operation and
 * closed whenever PHP itself is about to use the descriptor; results,
 * warnings and EOF are PHP's own. Several coroutines may read one pipe:
 * their reads are served in order. Descriptors the user made non-blocking
 * are never waited on.
 */
#include "php_async_hooks.h"
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
static ZEND_FUNCTION(async_pclose);

static async_hook_t proc_hooks[] = {
	{"proc_open", ZEND_FN(async_proc_open), NULL},
	{"proc_close", ZEND_FN(async_proc_close), NULL},
	{"popen", ZEND_FN(async_popen), NULL},
	{"pclose", ZEND_FN(async_pclose), NULL},
};

static php_stream_ops pipe_ops;  /* proc_open() pipes */
static php_stream_ops popen_ops; /* popen() streams */
static int le_process = -1;

/* Children of popen() streams opened here, keyed by stream address. */
static HashTable *popen_children;
/* pclose() is running: the stream's close may wait cooperatively. */
static bool in_pclose;

/* {{{ async I/O objects behind the pipes */

/* What a stream that did cooperative I/O holds, keyed by stream address
 * in stream_ios. The objects belong to the request's loop, so the table is
 * request memory and is emptied at RSHUTDOWN before the loop closes; a
 * stream closed later (resource list destruction) finds nothing. */
typedef struct {
	zend_async_io_t *io;
	/* A coroutine is suspended in a read. PHP's stream layer hands read()
	 * a pointer into the stream's own read buffer, which a second reader
	 * would move or overwrite while the first one waits; so, as Swoole
	 * does for sockets, one stream is read by one coroutine at a time. */
	bool reading;
	/* Coroutines suspended in a write (writes may overlap: libuv queues
	 * them in order, and the bytes are copied). */
	uint32_t writers;
	/* The stream is being closed while that read waits: the object is
	 * gone (io NULL) and every read returns end of file at once, so the
	 * reader leaves PHP's stream code before the stream is freed. */
	bool closing;
} stream_io_t;

static HashTable *stream_ios;

static void stream_io_dtor(zval *zv)
{
	stream_io_t *sio = Z_PTR_P(zv);
	if (sio->io != NULL) {
		ZEND_ASYNC_IO_CLOSE(sio->io);
	}
	efree(sio);
}

static int stream_fd(php_stream *stream)
{
	php_socket_t fd = -1;
	if (php_stream_stdio_ops.cast(stream, PHP_STREAM_AS_FD, (void **) &fd) != SUCCESS) {
		return -1;
	}
	return (int) fd;
}

static stream_io_t *stream_io_find(php_stream *stream)
{
	return stream_ios != NULL ? zend_hash_index_find_ptr(stream_ios, (zend_ulong) (uintptr_t) stream) : NULL;
}

/* Closes the stream's object, if any. While an object is open the
 * descriptor is non-blocking (libuv's duplicate shares its open file
 * description); closing gives it back its mode, so everything PHP does
 * with the descriptor itself (a read outside coroutines, select(),
 * passing it to a child, stream_set_blocking()) sees what it expects. The
 * next cooperative read or write makes a new object. */
static void stream_io_drop(php_stream *stream)
{
	if (stream_ios != NULL) {
		zend_hash_index_del(stream_ios, (zend_ulong) (uintptr_t) stream);
	}
}

/* The stream's object, made on first use. NULL when PHP's own I/O must
 * run: no descriptor, the user made it non-blocking (PHP then returns
 * what is there at once, no waiting), or the reactor cannot watch it. */
static stream_io_t *stream_io_get(php_stream *stream)
{
	stream_io_t *sio = stream_io_find(stream);
	if (sio != NULL) {
		return sio;
	}
	int fd = stream_fd(stream);
	int flags = fd >= 0 ? fcntl(fd, F_GETFL) : -1;
	if (flags < 0 || (flags & O_NONBLOCK)) {
		return NULL;
	}
	uint32_t state = 0;
	if ((flags & O_ACCMODE) != O_WRONLY) {
		state |= ZEND_ASYNC_IO_READABLE;
	}
	if ((flags & O_ACCMODE) != O_RDONLY) {
		state |= ZEND_ASYNC_IO_WRITABLE;
	}
	zend_async_io_t *io = ZEND_ASYNC_IO_CREATE(fd, ZEND_ASYNC_IO_TYPE_PIPE, state);
	if (io == NULL) {
		zend_clear_exception();
		return NULL;
	}
	if (stream_ios == NULL) {
		ALLOC_HASHTABLE(stream_ios);
		zend_hash_init(stream_ios, 8, NULL, stream_io_dtor, 0);
	}
	sio = ecalloc(1, sizeof(*sio));
	sio->io = io;
	zend_hash_index_add_new_ptr(stream_ios, (zend_ulong) (uintptr_t) stream, sio);
	return sio;
}

/* Suspends until req completed. False when the coroutine was cancelled
 * (an exception is pending); the request is still the caller's. */
static bool wait_req(zend_async_io_req_t *req, const char *what)
{
	return req->completed || async_hook_wait(&req->base, what);
}

static ssize_t coop_read(php_stream *stream, char *buf, size_t count)
{
	if (!async_hook_cooperative()) {
		stream_io_drop(stream);
		return php_stream_stdio_ops.read(stream, buf, count);
	}
	for (;;) {
		stream_io_t *sio = stream_io_get(stream);
		if (sio != NULL && sio->closing) {
			stream->eof = 1;
			return 0;
		}
		if (sio != NULL && sio->reading) {
			zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT,
				"Cannot read from a pipe that another coroutine is already reading");
			return -1;
		}
		zend_async_io_req_t *req = sio != NULL ? ZEND_ASYNC_IO_READ(sio->io, count) : NULL;
		if (req == NULL) {
			if (sio != NULL) {
				/* Not readable through the object: PHP's read reports it. */
				zend_clear_exception();
				stream_io_drop(stream);
			}
			return php_stream_stdio_ops.read(stream, buf, count);
		}
		sio->reading = true;
		bool ok = wait_req(req, "pipe read");
		/* Looked up again: the object may have been dropped meanwhile. */
		sio = stream_io_find(stream);
		if (sio != NULL) {
			sio->reading = false;
		}
		if (!ok) {
			/* Cancelled: the read leaves the queue unperformed. */
			req->dispose(req);
			return -1;
		}
		if (sio != NULL && sio->closing) {
			req->dispose(req);
			stream->eof = 1;
			return 0;
		}
		if (req->status == -ECANCELED) {
			/* Something closed the object while this read waited (PHP's
			 * own I/O on the same stream from a destructor): again. */
			req->dispose(req);
			continue;
		}
		ssize_t n = req->status < 0 ? -1 : req->transferred;
		if (n > 0) {
			memcpy(buf, req->buf, (size_t) n);
		} else if (n == 0) {
			stream->eof = 1;
		} else {
			/* PHP's plain read(2) error path, word for word. */
			int err = -req->status;
			if (!(stream->flags & PHP_STREAM_FLAG_SUPPRESS_ERRORS)) {
				php_error_docref(NULL, E_NOTICE, "Read of %zu bytes failed with errno=%d %s", count, err, strerror(err));
			}
			if (err != EBADF) {
				stream->eof = 1;
			}
		}
		req->dispose(req);
		return n;
	}
}

static ssize_t coop_write(php_stream *stream, const char *buf, size_t count)
{
	if (!async_hook_cooperative()) {
		stream_io_drop(stream);
		return php_stream_stdio_ops.write(stream, buf, count);
	}
	stream_io_t *sio = stream_io_get(stream);
	if (sio != NULL && sio->closing) {
		return -1;
	}
	zend_async_io_req_t *req = sio != NULL ? ZEND_ASYNC_IO_WRITE(sio->io, buf, count) : NULL;
	if (req == NULL) {
		if (sio != NULL) {
			zend_clear_exception();
			stream_io_drop(stream);
		}
		return php_stream_stdio_ops.write(stream, buf, count);
	}
	sio->writers++;
	bool ok = wait_req(req, "pipe write");
	sio = stream_io_find(stream);
	if (sio != NULL) {
		sio->writers--;
		if (sio->closing) {
			/* Ended by another coroutine closing the stream. */
			req->dispose(req);
			return -1;
		}
	}
	if (!ok) {
		/* Cancelled: the bytes already handed to libuv are written from
		 * the request's own copy; the caller sees the cancellation. */
		req->dispose(req);
		return -1;
	}
	ssize_t n = req->status < 0 ? -1 : req->transferred;
	if (n < 0 && !(stream->flags & PHP_STREAM_FLAG_SUPPRESS_ERRORS)) {
		/* PHP's plain write(2) error path, word for word. */
		int err = -req->status;
		php_error_docref(NULL, E_NOTICE, "Write of %zu bytes failed with errno=%d %s", count, err, strerror(err));
	}
	req->dispose(req);
	return n;
}

/* Before the stream is closed: a coroutine suspended in a read or write
 * of it holds the stream pointer (a reader even pointers into its read
 * buffer), and PHP frees the stream right after close. Their requests are
 * ended (a read sees end of file, a write fails) and the closer yields
 * until they have all left PHP's stream code. Outside coroutines nothing
 * can be suspended on the stream except across a destructor; that case
 * is not waited for. */
static void stream_io_before_close(php_stream *stream)
{
	stream_io_t *sio = stream_io_find(stream);

	if (sio != NULL && (sio->reading || sio->writers > 0) && async_hook_cooperative()) {
		sio->closing = true;
		ZEND_ASYNC_IO_CLOSE(sio->io);
		sio->io = NULL;
		/* A read ends at once; a write when libuv processes the close,
		 * on the next loop tick: a few yields at most. */
		zend_object *pending = NULL;
		while ((sio = stream_io_find(stream)) != NULL && (sio->reading || sio->writers > 0)) {
			if (async_scheduler_yield()) {
				continue;
			}
			if (EG(exception) == NULL) {
				break; /* cannot switch here after all */
			}
			/* The closer was cancelled: it still waits (the stream must
			 * outlive its users), and gets the cancellation afterwards. */
			if (pending == NULL) {
				pending = EG(exception);
				GC_ADDREF(pending);
			}
			zend_clear_exception();
		}
		if (pending != NULL) {
			zend_throw_exception_internal(pending);
		}
	}
	stream_io_drop(stream);
}

static int coop_close(php_stream *stream, int close_handle)
{
	stream_io_before_close(stream);
	return php_stream_stdio_ops.close(stream, close_handle);
}

static int coop_cast(php_stream *stream, int castas, void **ret)
{
	/* The descriptor leaves our hands (select(), a child's stdio, a FILE*):
	 * it must be in the mode PHP and the user think it is. Not while a
	 * coroutine waits on the object, whose request would be cut short
	 * (select() does not care about the mode anyway). */
	stream_io_t *sio = ret != NULL ? stream_io_find(stream) : NULL;
	if (sio != NULL && !sio->reading && sio->writers == 0) {
		stream_io_drop(stream);
	}
	return php_stream_stdio_ops.cast(stream, castas, ret);
}

static int coop_set_option(php_stream *stream, int option, int value, void *ptrparam)
{
	if (option == PHP_STREAM_OPTION_BLOCKING) {
		stream_io_drop(stream);
	}
	return php_stream_stdio_ops.set_option(stream, option, value, ptrparam);
}

/* }}} */

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
			stream->ops = &pipe_ops;
		}
	} ZEND_HASH_FOREACH_END();
}

static ZEND_FUNCTION(async_proc_open)
{
	ASYNC_HOOK_CALL_ORIGINAL(&proc_hooks[0]);
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
	bool ok = async_hook_wait(&event->base, what);
	zend_async_event_release(&event->base);
	return ok;
}

static ZEND_FUNCTION(async_proc_close)
{
	zval *zproc;

	if (!async_hook_cooperative() || le_process < 0) {
		ASYNC_HOOK_CALL_ORIGINAL(&proc_hooks[1]);
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
	ASYNC_HOOK_CALL_ORIGINAL(&proc_hooks[1]);
}

/* }}} */

/* {{{ popen / pclose */

static int popen_close(php_stream *stream, int close_handle)
{
	zval *entry = popen_children ? zend_hash_index_find(popen_children, (zend_ulong) (uintptr_t) stream) : NULL;
	pid_t pid = entry ? (pid_t) Z_LVAL_P(entry) : 0;

	stream_io_before_close(stream);
	int ret = php_stream_stdio_ops.close(stream, close_handle);
	if (pid <= 0) {
		return ret;
	}
	zend_hash_index_del(popen_children, (zend_ulong) (uintptr_t) stream);
	if (in_pclose && async_hook_cooperative() && !wait_child(pid, "pclose")) {
		/* Cancelled: the child is killed so that the reap below, which
		 * pclose() owes, returns at once; the cancellation surfaces
		 * when pclose() returns. */
		kill(pid, SIGKILL);
	}
	int status;
	pid_t rc;
	do {
		rc = waitpid(pid, &status, 0);
	} while (rc < 0 && errno == EINTR);
	if (rc != pid) {
		return -1;
	}
	return WIFEXITED(status) ? WEXITSTATUS(status) : status;
}

static ZEND_FUNCTION(async_popen)
{
	char *command, *mode;
	size_t command_len, mode_len;

	if (!async_hook_cooperative()) {
		ASYNC_HOOK_CALL_ORIGINAL(&proc_hooks[2]);
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
	stream->ops = &popen_ops;
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

static ZEND_FUNCTION(async_pclose)
{
	bool previous = in_pclose;

	in_pclose = true;
	ASYNC_HOOK_CALL_ORIGINAL(&proc_hooks[3]);
	in_pclose = previous;
}

/* }}} */

void async_hook_proc_minit(void)
{
	pipe_ops = php_stream_stdio_ops;
	pipe_ops.read = coop_read;
	pipe_ops.write = coop_write;
	pipe_ops.close = coop_close;
	pipe_ops.cast = coop_cast;
	pipe_ops.set_option = coop_set_option;
	popen_ops = pipe_ops;
	popen_ops.close = popen_close;
	le_process = zend_fetch_list_dtor_id("process");
	async_hooks_install(proc_hooks, sizeof(proc_hooks) / sizeof(proc_hooks[0]));
}

void async_hook_proc_rshutdown(void)
{
	if (stream_ios != NULL) {
		zend_hash_destroy(stream_ios);
		FREE_HASHTABLE(stream_ios);
		stream_ios = NULL;
	}
}

void async_hook_proc_mshutdown(void)
{
	async_hooks_restore(proc_hooks, sizeof(proc_hooks) / sizeof(proc_hooks[0]));
	if (popen_children != NULL) {
		zend_hash_destroy(popen_children);
		pefree(popen_children, 1);
		popen_children = NULL;
	}
}

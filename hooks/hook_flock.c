/*
 * hook_flock.c: flock(), SplFileObject::flock() and file_put_contents()
 * with LOCK_EX inside coroutines. flock(2) on a file another process
 * holds blocks the calling thread (LOCK_NB too may wait, on a network file
 * system), so the call runs on a thread event, on a dup() of the stream's
 * descriptor, while only the calling coroutine waits.
 *
 * A dup() shares the open file description, and flock locks belong to the
 * description: the lock the thread obtains is the stream's own lock. On
 * success the lock is applied once more, with LOCK_NB, through the
 * stream's own set_option on the stream's descriptor: it cannot block (the
 * description holds the lock already), and PHP records the lock as if its
 * own flock() had taken it. The dup() keeps the description open even if
 * the stream is closed meanwhile, so the thread never locks a descriptor
 * number that came to mean another file.
 *
 * A coroutine cancelled while it waits leaves the thread to finish: the
 * lock it obtains then is released at once (nobody owns it), so a
 * cancelled flock() behaves as one that took the lock and dropped it. For
 * a conversion (LOCK_SH held, LOCK_EX asked) that means the descriptor is
 * left unlocked, which is what the kernel does to a conversion that does
 * not complete anyway: it drops the old lock before it waits.
 *
 * LOCK_UN never waits for another process and stays PHP's own call, as do
 * streams that do not lock with flock(2) on a descriptor (user wrappers
 * run their stream_lock() in PHP; sockets, memory and temp streams, so
 * SplTempFileObject, cannot be locked): their results and warnings are
 * PHP's own. Arguments, results, $would_block and errors mirror PHP's
 * flock() and SplFileObject::flock() exactly; both go through
 * flock_stream().
 *
 * file_put_contents() opens the file itself and locks it at once, so there
 * is no stream to lock before it runs; it waits for the lock on a
 * descriptor of its own first, then PHP's call runs (put_contents_probe()
 * and async_file_put_contents() say what that leaves to chance).
 */
#include "hooks.h"
#include "ext/spl/spl_directory.h"
#include "ext/standard/file.h"
#include "ext/standard/flock_compat.h"
#include "main/fopen_wrappers.h"
#include "main/streams/php_stream_plain_wrapper.h"
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sys/stat.h>
#include <unistd.h>

static ZEND_FUNCTION(async_flock);
static ZEND_FUNCTION(async_spl_file_object_flock);
static ZEND_FUNCTION(async_file_put_contents);

enum {
	HOOK_FLOCK,
	HOOK_SPL_FILE_OBJECT_FLOCK,
	HOOK_FILE_PUT_CONTENTS,
};

static async_hook_t flock_hooks[] = {
	[HOOK_FLOCK] = {"flock", ZEND_FN(async_flock), NULL},
	/* Subclasses declared after MINIT copy the swapped handler. */
	[HOOK_SPL_FILE_OBJECT_FLOCK] = {"SplFileObject::flock", ZEND_FN(async_spl_file_object_flock), NULL},
	[HOOK_FILE_PUT_CONTENTS] = {"file_put_contents", ZEND_FN(async_file_put_contents), NULL},
};

/* {{{ the gap: file_put_contents() between its lock and PHP's */

/* file_put_contents() releases the lock it waited for and PHP's call
 * takes it again at once, on the main thread, with no switch in between:
 * no coroutine runs in that gap, but the lock jobs of other coroutines
 * (threads) do. A job that obtained the lock in the gap would hold it
 * where only the loop can release it (its coroutine applies or drops it),
 * and the loop does not run until PHP's flock() returns: the process would
 * wait for itself. So a job that obtains a lock on the file of an open gap
 * gives it back and asks again once the gap has closed.
 *
 * One request thread (NTS), so one gap at a time; a file_put_contents()
 * nested in PHP's call (the data's __toString()) keeps the outer gap aside
 * and puts it back, though the outer file is PHP's by then. */
typedef struct {
	bool open;
	dev_t dev;
	ino_t ino;
} lock_gap_t;

static pthread_mutex_t gap_mutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t gap_closed = PTHREAD_COND_INITIALIZER;
static lock_gap_t gap;

static lock_gap_t gap_open(const struct stat *st)
{
	pthread_mutex_lock(&gap_mutex);
	lock_gap_t outer = gap;
	gap = (lock_gap_t){.open = true, .dev = st->st_dev, .ino = st->st_ino};
	pthread_mutex_unlock(&gap_mutex);
	return outer;
}

static void gap_close(lock_gap_t outer)
{
	pthread_mutex_lock(&gap_mutex);
	gap = outer;
	pthread_cond_broadcast(&gap_closed);
	pthread_mutex_unlock(&gap_mutex);
}

/* On a job's thread that holds the lock on fd (the file st): true if a gap
 * on that file was open, in which case the lock was given back and the
 * gap has closed since. */
static bool gap_yield(int fd, const struct stat *st)
{
	bool yielded = false;

	pthread_mutex_lock(&gap_mutex);
	while (gap.open && gap.dev == st->st_dev && gap.ino == st->st_ino) {
		if (!yielded) {
			flock(fd, LOCK_UN);
			yielded = true;
		}
		pthread_cond_wait(&gap_closed, &gap_mutex);
	}
	pthread_mutex_unlock(&gap_mutex);
	return yielded;
}

/* }}} */

/* {{{ the lock job: pure C, runs on its own thread */

/* Owned by the thread event (malloc()ed); freed once, by whichever side
 * lets go last: the loop once the event is released after the job ended,
 * or the worker when the waiter was cancelled before. */
typedef struct {
	int fd;    /* the job's descriptor (a dup() of the stream's, or a probe's); -1 once closed */
	int how;   /* LOCK_SH or LOCK_EX, maybe | LOCK_NB */
	int rc;    /* flock()'s result; -1 until it ran */
	int error; /* its errno */
	/* The lock went to the stream (the waiter applied it through PHP).
	 * Otherwise a lock the job obtained belongs to nobody and is released
	 * when the job is freed. Written by the loop before it releases the
	 * event, read by whichever side frees the job after that release. */
	bool kept;
} lock_job_t;

static void lock_job_run(void *arg)
{
	lock_job_t *job = arg;
	struct stat st;
	bool known = fstat(job->fd, &st) == 0;

	do {
		/* A signal delivered to this thread is not the caller's business. */
		do {
			job->rc = flock(job->fd, job->how);
		} while (job->rc != 0 && errno == EINTR);
		job->error = job->rc != 0 ? errno : 0;
	} while (job->rc == 0 && known && gap_yield(job->fd, &st));
}

static void lock_job_free(void *arg)
{
	lock_job_t *job = arg;

	if (job->fd >= 0) {
		if (job->rc == 0 && !job->kept) {
			flock(job->fd, LOCK_UN);
		}
		close(job->fd);
	}
	free(job);
}

/* A lock job that ran to its end, and the event that ran it. */
typedef struct {
	zend_async_thread_event_t *event;
	lock_job_t *job;
} lock_wait_t;

typedef enum {
	LOCK_WAIT_DONE,        /* the job ran: its rc and error say how */
	LOCK_WAIT_UNAVAILABLE, /* no job could be made: fd closed, nothing waited */
	LOCK_WAIT_FAILED,      /* an exception is pending (cancelled); the job goes on alone */
} lock_wait_result_t;

/* Runs flock(fd, how) on a thread while the calling coroutine waits. fd
 * becomes the job's (closed with it). On LOCK_WAIT_DONE the caller reads
 * wait->job, then releases wait->event. On LOCK_WAIT_FAILED the job keeps
 * running, and lock_job_free() releases the lock it may still get. */
static lock_wait_result_t lock_wait(int fd, int how, const char *what, lock_wait_t *wait)
{
	lock_job_t *job = malloc(sizeof(*job));

	if (job == NULL) {
		close(fd);
		return LOCK_WAIT_UNAVAILABLE;
	}
	*job = (lock_job_t){.fd = fd, .how = how, .rc = -1, .error = 0, .kept = false};
	zend_async_thread_event_t *event = ZEND_ASYNC_NEW_THREAD_EVENT(lock_job_run, job, lock_job_free);
	if (!zend_async_wait_event(&event->base, 0, NULL, what)) {
		zend_async_event_release(&event->base);
		return LOCK_WAIT_FAILED;
	}
	wait->event = event;
	wait->job = job;
	return LOCK_WAIT_DONE;
}

/* }}} */

/* {{{ flock() and SplFileObject::flock() */

/* The descriptor of a stream whose locking is flock(2) on it: PHP's plain
 * files and the pipes and stdio streams whose ops hook_stream_io.c copied
 * from them (which keep the label). False for every other stream. */
static bool lockable_descriptor(php_stream *stream, int *fd)
{
	const char *label = stream->ops->label;

	if (label == NULL || strcmp(label, php_stream_stdio_ops.label) != 0 || !php_stream_supports_lock(stream)) {
		return false;
	}
	php_socket_t sock;
	/* FD_FOR_SELECT: no fflush() of a FILE*-backed stream, and INTERNAL:
	 * no warning about buffered data; the descriptor is only read. */
	if (php_stream_cast(stream, PHP_STREAM_AS_FD_FOR_SELECT | PHP_STREAM_CAST_INTERNAL, (void **) &sock, 0)
		!= SUCCESS) {
		return false;
	}
	*fd = (int) sock;
	return *fd >= 0;
}

/* php_flock_common()'s end for a lock attempt that failed with errno. */
static void return_failure(zend_long operation, zval *wouldblock, zval *return_value)
{
	if (operation && errno == EWOULDBLOCK && wouldblock) {
		ZEND_TRY_ASSIGN_REF_LONG(wouldblock, 1);
	}
	RETURN_FALSE;
}

/* What a call passes on to flock_stream(). */
typedef struct {
	zend_long operation;
	uint32_t operation_arg_num; /* for php_flock_common()'s ValueError */
	zval *wouldblock;           /* NULL when not passed */
} flock_args_t;

/* Takes the lock on a thread and hands it to the stream. False if the
 * stream was closed while the coroutine waited (nothing set, no exception:
 * each caller ends as its PHP call does on a closed stream); otherwise
 * return_value is set as PHP would, or an exception is pending (the wait
 * was cancelled). res is the stream's resource, referenced by the caller
 * for the whole call, so it outlives a close (its ptr is then NULL). */
static bool lock_off_thread(php_stream *stream, zend_resource *res, int fd, int how, const flock_args_t *args,
	zval *return_value)
{
	for (;;) {
		lock_wait_t wait;
		int dup_fd = fcntl(fd, F_DUPFD_CLOEXEC, 0);
		lock_wait_result_t result = dup_fd < 0 ? LOCK_WAIT_UNAVAILABLE : lock_wait(dup_fd, how, "flock", &wait);

		if (result == LOCK_WAIT_UNAVAILABLE) {
			/* Out of descriptors or memory: PHP's own call, blocking as
			 * without coroutines, rather than a failure PHP would not give. */
			php_flock_common(stream, args->operation, args->operation_arg_num, args->wouldblock, return_value);
			return true;
		}
		if (result == LOCK_WAIT_FAILED) {
			return true;
		}
		lock_job_t *job = wait.job;
		/* Another coroutine may have closed the stream while this one
		 * waited: the lock then belongs to nobody (released with the job). */
		if (res->ptr != stream) {
			zend_async_event_release(&wait.event->base);
			return false;
		}
		if (job->rc != 0) {
			errno = job->error;
			zend_async_event_release(&wait.event->base);
			return_failure(args->operation, args->wouldblock, return_value);
			return true;
		}
		/* The description holds the lock: applying it to the stream
		 * cannot block. It fails only if someone released the lock on
		 * this description after the thread got it (another coroutine's
		 * LOCK_UN on the same stream) and another process took it since. */
		if (php_stream_lock(stream, how | LOCK_NB) == 0) {
			job->kept = true;
			zend_async_event_release(&wait.event->base);
			RETVAL_TRUE;
			return true;
		}
		int error = errno;
		zend_async_event_release(&wait.event->base);
		if (error != EWOULDBLOCK || (how & LOCK_NB)) {
			errno = error;
			return_failure(args->operation, args->wouldblock, return_value);
			return true;
		}
		/* A blocking request waits again. */
	}
}

/* PHP's php_flock_common() on a stream, with the waiting done off the
 * main thread. res as for lock_off_thread(); false, likewise, if the
 * stream was closed while the coroutine waited. */
static bool flock_stream(php_stream *stream, zend_resource *res, const flock_args_t *args, zval *return_value)
{
	zend_long act = args->operation & PHP_LOCK_UN;
	int fd;

	if ((act != PHP_LOCK_SH && act != PHP_LOCK_EX) || !lockable_descriptor(stream, &fd)) {
		/* LOCK_UN, the ValueError of an unknown operation, and streams
		 * that do not lock with flock(2). */
		php_flock_common(stream, args->operation, args->operation_arg_num, args->wouldblock, return_value);
		return true;
	}
	int how = (act == PHP_LOCK_SH ? LOCK_SH : LOCK_EX) | (args->operation & PHP_LOCK_NB ? LOCK_NB : 0);
	if (args->wouldblock) {
		ZEND_TRY_ASSIGN_REF_LONG(args->wouldblock, 0);
		if (EG(exception)) {
			/* A typed reference refused the 0: PHP goes on and locks with
			 * the exception pending, which no coroutine may wait with. */
			if (php_stream_lock(stream, how)) {
				return_failure(args->operation, args->wouldblock, return_value);
				return true;
			}
			RETVAL_TRUE;
			return true;
		}
	}
	return lock_off_thread(stream, res, fd, how, args, return_value);
}

static ZEND_FUNCTION(async_flock)
{
	zval *res;
	php_stream *stream;
	flock_args_t args = {.operation = 0, .operation_arg_num = 2, .wouldblock = NULL};

	if (!zend_async_can_cooperate()) {
		ASYNC_HOOK_CALL_ORIGINAL(&flock_hooks[HOOK_FLOCK]);
		return;
	}
	ZEND_PARSE_PARAMETERS_START(2, 3)
		Z_PARAM_RESOURCE(res)
		Z_PARAM_LONG(args.operation)
		Z_PARAM_OPTIONAL
		Z_PARAM_ZVAL(args.wouldblock)
	ZEND_PARSE_PARAMETERS_END();

	php_stream_from_res(stream, Z_RES_P(res));

	/* The argument holds the resource for the whole call. */
	if (!flock_stream(stream, Z_RES_P(res), &args, return_value)) {
		/* Closed meanwhile: flock()'s TypeError on a closed stream. */
		zend_fetch_resource2(Z_RES_P(res), "stream", php_file_le_stream(), php_file_le_pstream());
	}
}

static spl_filesystem_object *spl_file_object(zend_object *obj)
{
	return (spl_filesystem_object *) ((char *) obj - XtOffsetOf(spl_filesystem_object, std));
}

/* SplFileObject::flock(): flock() on the object's stream, which the object
 * alone closes (PHP_STREAM_FLAG_NO_FCLOSE), when it is destroyed. */
static ZEND_FUNCTION(async_spl_file_object_flock)
{
	spl_filesystem_object *intern = spl_file_object(Z_OBJ_P(ZEND_THIS));
	flock_args_t args = {.operation = 0, .operation_arg_num = 1, .wouldblock = NULL};

	/* An object whose constructor did not run: PHP's own call gives its
	 * errors in its order (arguments first, then "Object not
	 * initialized"). */
	if (!zend_async_can_cooperate() || intern->u.file.stream == NULL) {
		ASYNC_HOOK_CALL_ORIGINAL(&flock_hooks[HOOK_SPL_FILE_OBJECT_FLOCK]);
		return;
	}
	ZEND_PARSE_PARAMETERS_START(1, 2)
		Z_PARAM_LONG(args.operation)
		Z_PARAM_OPTIONAL
		Z_PARAM_ZVAL(args.wouldblock)
	ZEND_PARSE_PARAMETERS_END();

	/* Read after the arguments: a deprecation's error handler may have
	 * switched coroutines. */
	php_stream *stream = intern->u.file.stream;
	if (stream == NULL || stream->res == NULL) {
		zend_throw_error(NULL, "Object not initialized");
		RETURN_THROWS();
	}
	/* The object's stream has no argument holding its resource, so the
	 * call holds it: a stream closed while the coroutine waits (the object
	 * destroyed at shutdown) then leaves the resource behind, closed,
	 * instead of an address that a new stream may reuse. A stream the
	 * object swapped for another meanwhile (its constructor called again)
	 * stays open, and gets the lock, as PHP's blocking call would have
	 * given it. */
	zend_resource *res = stream->res;
	GC_ADDREF(res);
	bool open = flock_stream(stream, res, &args, return_value);
	zend_list_delete(res);
	if (!open) {
		zend_throw_error(NULL, "Object not initialized");
	}
}

/* }}} */

/* {{{ file_put_contents() with LOCK_EX */

/* PHP's own path for filename, when the stream file_put_contents() opens
 * for it is PHP's plain file: no wrapper scheme but "file://", the
 * "file" wrapper PHP's own, and no scheme PHP would warn about (PHP's
 * check for LOCK_EX, and data: which needs no "//"). */
static bool plain_file_path(const char *filename, size_t len, const char **path)
{
	if (php_memnstr(filename, "://", sizeof("://") - 1, filename + len)
		&& strncasecmp(filename, "file://", sizeof("file://") - 1) != 0) {
		return false;
	}
	/* Looked up here first: for a scheme it does not find, the locator
	 * warns even when asked not to report. */
	if (zend_hash_str_find_ptr(php_stream_get_url_stream_wrappers_hash(), ZEND_STRL("file"))
		!= &php_plain_files_wrapper) {
		return false;
	}
	*path = NULL;
	return php_stream_locate_url_wrapper(filename, path, 0) == &php_plain_files_wrapper && *path != NULL;
}

/* For file_put_contents() with LOCK_EX inside a coroutine: a descriptor of
 * the existing regular file PHP's call will open and lock (O_RDONLY: flock
 * locks whatever the access mode), or -1 for PHP's call as it is. PHP's
 * call runs as it is for everything it would refuse before locking (it
 * gives its own warnings and errors, without a wait first), and for what
 * the probe cannot do as PHP does: arguments of other types than PHP's
 * own (their coercion is PHP's to do, once), the include path, wrappers
 * other than the plain files', a file that does not exist yet (PHP creates
 * it), one this process may not write (PHP fails to open it), or any
 * failure of the probe itself. */
static int put_contents_probe(zend_execute_data *execute_data, struct stat *st)
{
	uint32_t argc = ZEND_NUM_ARGS();

	if (argc < 3) {
		return -1;
	}
	zval *filename = ZEND_CALL_ARG(execute_data, 1);
	zval *data = ZEND_CALL_ARG(execute_data, 2);
	zval *flags = ZEND_CALL_ARG(execute_data, 3);
	zval *context = argc > 3 ? ZEND_CALL_ARG(execute_data, 4) : NULL;

	if (Z_TYPE_P(flags) != IS_LONG || !(Z_LVAL_P(flags) & LOCK_EX) || (Z_LVAL_P(flags) & PHP_FILE_USE_INCLUDE_PATH)) {
		return -1;
	}
	if (Z_TYPE_P(filename) != IS_STRING || CHECK_NULL_PATH(Z_STRVAL_P(filename), Z_STRLEN_P(filename))) {
		return -1;
	}
	if (Z_TYPE_P(data) == IS_RESOURCE && Z_RES_TYPE_P(data) != php_file_le_stream()
		&& Z_RES_TYPE_P(data) != php_file_le_pstream()) {
		return -1;
	}
	if (context != NULL && Z_TYPE_P(context) != IS_NULL
		&& (Z_TYPE_P(context) != IS_RESOURCE || Z_RES_TYPE_P(context) != php_le_stream_context())) {
		return -1;
	}
	const char *path;
	if (!plain_file_path(Z_STRVAL_P(filename), Z_STRLEN_P(filename), &path) || php_check_open_basedir_ex(path, 0)) {
		return -1;
	}
	char *full = expand_filepath(path, NULL);
	if (full == NULL) {
		return -1;
	}
	int fd = -1;
	if (php_check_open_basedir_ex(full, 0) == 0 && faccessat(AT_FDCWD, full, W_OK, AT_EACCESS) == 0) {
		/* O_NONBLOCK: a FIFO must not block the open (it is refused
		 * below, as anything but a regular file is). */
		fd = open(full, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
	}
	efree(full);
	if (fd >= 0 && (fstat(fd, st) != 0 || !S_ISREG(st->st_mode))) {
		close(fd);
		fd = -1;
	}
	return fd;
}

/* PHP's file_put_contents() with LOCK_EX opens the file and blocks in
 * flock(). A lock cannot be handed to PHP's call: flock locks belong to an
 * open file description, and PHP opens its own (a lock on ours would make
 * its flock() wait for us). So the coroutine waits for the lock on a
 * descriptor of its own, off the main thread; once it has it, it releases
 * it, closes the descriptor and runs PHP's call at once. No coroutine of
 * this process runs between the release and PHP's flock() (PHP's call runs
 * without a switch), and this process's lock jobs keep out of that gap
 * (gap_yield()); only another process can take the lock there, and PHP's
 * call then blocks as it always did. A coroutine cancelled while it waits
 * writes nothing: the job releases the lock it gets. */
static ZEND_FUNCTION(async_file_put_contents)
{
	struct stat st;
	int fd;

	if (!zend_async_can_cooperate() || (fd = put_contents_probe(execute_data, &st)) < 0) {
		ASYNC_HOOK_CALL_ORIGINAL(&flock_hooks[HOOK_FILE_PUT_CONTENTS]);
		return;
	}
	lock_wait_t wait;
	switch (lock_wait(fd, LOCK_EX, "file_put_contents", &wait)) {
		case LOCK_WAIT_FAILED: RETURN_THROWS();
		case LOCK_WAIT_UNAVAILABLE: ASYNC_HOOK_CALL_ORIGINAL(&flock_hooks[HOOK_FILE_PUT_CONTENTS]); return;
		case LOCK_WAIT_DONE: break;
	}
	if (wait.job->rc != 0) {
		/* The probe could not lock (a file system without flock): PHP's
		 * call finds out for itself. */
		zend_async_event_release(&wait.event->base);
		ASYNC_HOOK_CALL_ORIGINAL(&flock_hooks[HOOK_FILE_PUT_CONTENTS]);
		return;
	}
	lock_gap_t outer = gap_open(&st);
	flock(wait.job->fd, LOCK_UN);
	close(wait.job->fd);
	wait.job->fd = -1;
	zend_async_event_release(&wait.event->base);
	zend_try {
		ASYNC_HOOK_CALL_ORIGINAL(&flock_hooks[HOOK_FILE_PUT_CONTENTS]);
	} zend_catch {
		gap_close(outer);
		zend_bailout();
	} zend_end_try();
	gap_close(outer);
}

/* }}} */

void async_hook_flock_minit(void)
{
	async_hooks_install(flock_hooks, ASYNC_HOOKS_COUNT(flock_hooks));
}

void async_hook_flock_mshutdown(void)
{
	async_hooks_restore(flock_hooks, ASYNC_HOOKS_COUNT(flock_hooks));
}

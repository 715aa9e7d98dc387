/*
 * hook_flock.c: flock() inside coroutines. flock(2) on a file another
 * process holds blocks the calling thread (LOCK_NB too may wait, on a
 * network file system), so the call runs on a thread event, on a dup() of
 * the stream's descriptor, while only the calling coroutine waits.
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
 * run their stream_lock() in PHP; sockets, memory and temp streams cannot
 * be locked): their results and warnings are PHP's own. Arguments,
 * results, $would_block and errors mirror PHP's flock() exactly.
 */
#include "hooks.h"
#include "ext/standard/file.h"
#include "ext/standard/flock_compat.h"
#include "main/streams/php_stream_plain_wrapper.h"
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

static ZEND_FUNCTION(async_flock);

enum {
	HOOK_FLOCK,
};

static async_hook_t flock_hooks[] = {
	[HOOK_FLOCK] = {"flock", ZEND_FN(async_flock), NULL},
};

/* {{{ the lock job: pure C, runs on its own thread */

/* Owned by the thread event (malloc()ed); freed once, by whichever side
 * lets go last: the loop once the event is released after the job ended,
 * or the worker when the waiter was cancelled before. */
typedef struct {
	int fd;    /* our dup() of the stream's descriptor */
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

	/* A signal delivered to this thread is not the caller's business. */
	do {
		job->rc = flock(job->fd, job->how);
	} while (job->rc != 0 && errno == EINTR);
	job->error = job->rc != 0 ? errno : 0;
}

static void lock_job_free(void *arg)
{
	lock_job_t *job = arg;

	if (job->rc == 0 && !job->kept) {
		flock(job->fd, LOCK_UN);
	}
	close(job->fd);
	free(job);
}

/* }}} */

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

/* Takes the lock on a thread and hands it to the stream. Returns false
 * with an exception pending when the wait failed (cancelled) or the stream
 * was closed meanwhile; otherwise return_value is set as PHP would. */
static bool lock_off_thread(zval *res, php_stream *stream, int fd, int how, zend_long operation, zval *wouldblock,
	zval *return_value)
{
	for (;;) {
		lock_job_t *job = malloc(sizeof(*job));
		if (job == NULL) {
			zend_throw_error(NULL, "Out of memory");
			return false;
		}
		job->fd = fcntl(fd, F_DUPFD_CLOEXEC, 0);
		if (job->fd < 0) {
			/* Out of descriptors: PHP's own call, blocking as without
			 * coroutines, rather than a failure PHP would not give. */
			free(job);
			php_flock_common(stream, operation, 2, wouldblock, return_value);
			return true;
		}
		job->how = how;
		job->rc = -1;
		job->error = 0;
		job->kept = false;

		zend_async_thread_event_t *event = ZEND_ASYNC_NEW_THREAD_EVENT(lock_job_run, job, lock_job_free);
		if (!zend_async_wait_event(&event->base, 0, NULL, "flock")) {
			/* The job goes on; lock_job_free() releases what it gets. */
			zend_async_event_release(&event->base);
			return false;
		}
		/* Another coroutine may have closed the stream while this one
		 * waited: the lock then belongs to nobody (released with the job),
		 * and the call ends as one on a closed stream does. */
		if (zend_fetch_resource2(Z_RES_P(res), "stream", php_file_le_stream(), php_file_le_pstream()) == NULL) {
			zend_async_event_release(&event->base);
			return false;
		}
		if (job->rc != 0) {
			errno = job->error;
			zend_async_event_release(&event->base);
			return_failure(operation, wouldblock, return_value);
			return true;
		}
		/* The description holds the lock: applying it to the stream
		 * cannot block. It fails only if someone released the lock on
		 * this description after the thread got it (another coroutine's
		 * LOCK_UN on the same stream) and another process took it since. */
		if (php_stream_lock(stream, how | LOCK_NB) == 0) {
			job->kept = true;
			zend_async_event_release(&event->base);
			RETVAL_TRUE;
			return true;
		}
		int error = errno;
		zend_async_event_release(&event->base);
		if (error != EWOULDBLOCK || (how & LOCK_NB)) {
			errno = error;
			return_failure(operation, wouldblock, return_value);
			return true;
		}
		/* A blocking request waits again. */
	}
}

static ZEND_FUNCTION(async_flock)
{
	zval *res, *wouldblock = NULL;
	php_stream *stream;
	zend_long operation = 0;
	int fd;

	if (!zend_async_can_cooperate()) {
		ASYNC_HOOK_CALL_ORIGINAL(&flock_hooks[HOOK_FLOCK]);
		return;
	}
	ZEND_PARSE_PARAMETERS_START(2, 3)
		Z_PARAM_RESOURCE(res)
		Z_PARAM_LONG(operation)
		Z_PARAM_OPTIONAL
		Z_PARAM_ZVAL(wouldblock)
	ZEND_PARSE_PARAMETERS_END();

	php_stream_from_res(stream, Z_RES_P(res));

	zend_long act = operation & PHP_LOCK_UN;
	if (act != PHP_LOCK_SH && act != PHP_LOCK_EX) {
		/* LOCK_UN, or the ValueError of an unknown operation. */
		php_flock_common(stream, operation, 2, wouldblock, return_value);
		return;
	}
	if (!lockable_descriptor(stream, &fd)) {
		php_flock_common(stream, operation, 2, wouldblock, return_value);
		return;
	}
	int how = (act == PHP_LOCK_SH ? LOCK_SH : LOCK_EX) | (operation & PHP_LOCK_NB ? LOCK_NB : 0);
	if (wouldblock) {
		ZEND_TRY_ASSIGN_REF_LONG(wouldblock, 0);
		if (EG(exception)) {
			/* A typed reference refused the 0: PHP goes on and locks with
			 * the exception pending, which no coroutine may wait with. */
			if (php_stream_lock(stream, how)) {
				return_failure(operation, wouldblock, return_value);
				return;
			}
			RETURN_TRUE;
		}
	}
	if (!lock_off_thread(res, stream, fd, how, operation, wouldblock, return_value)) {
		RETURN_THROWS();
	}
}

void async_hook_flock_minit(void)
{
	async_hooks_install(flock_hooks, ASYNC_HOOKS_COUNT(flock_hooks));
}

void async_hook_flock_mshutdown(void)
{
	async_hooks_restore(flock_hooks, ASYNC_HOOKS_COUNT(flock_hooks));
}

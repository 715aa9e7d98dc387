/*
 * hook_stream_io.c: PHP streams whose descriptor, inside a coroutine,
 * reads and writes through an async I/O object (reactor_io.c) instead of
 * blocking the process: proc_open() and popen() pipes (hook_proc.c), and
 * STDIN/STDOUT/STDERR and php://stdin|stdout|stderr|fd/N (hook_stdio.c).
 *
 * A stream gets stream ops that are PHP's own (php_stream_stdio_ops or
 * php_stream_socket_ops) with read, write, close, cast and set_option
 * replaced. Outside coroutines, before the scheduler ever ran, and where
 * switching is forbidden (destructors, GC, signal handlers) they are PHP's
 * own calls, exactly. Inside a coroutine the object's type follows what
 * the descriptor is (the reactor's io_type_of()): a terminal is a TTY, a FIFO or a
 * Unix stream socket a PIPE, a regular file or character device a FILE,
 * an IPv4/IPv6 stream socket TCP, a datagram socket UDP; anything else
 * keeps PHP's blocking I/O. Results, warnings and end of file are PHP's
 * own: each path below repeats what PHP's plain (plain_wrapper.c) or
 * socket (xp_socket.c) read and write do with the same outcome.
 *
 * Writes to a FILE are PHP's own write(2) even inside coroutines: a write
 * to a regular file lands in the page cache and does not block in any way
 * that a round trip through the thread pool (and a loop tick) would make
 * shorter, and a direct write keeps it in order with `echo`, which the CLI
 * always writes straight to fd 1. Reads from a FILE go to the thread pool.
 */
#include "hooks.h"
#include "zend_exceptions.h"
#include "main/php_network.h"
#include "main/streams/php_stream_plain_wrapper.h"
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/stat.h>

/* What a stream that did cooperative I/O holds, keyed by stream address
 * in stream_ios. The objects belong to the request's loop, so the table is
 * request memory and is emptied at RSHUTDOWN before the loop closes; a
 * stream closed later (resource list destruction) finds nothing. A record
 * lives as long as its stream (removed when the stream closes); the object
 * in it comes and goes. */
typedef struct {
	/* The async I/O object, or NULL while there is none. Streams on the
	 * same open file description (STDOUT and a php://stdout opened later
	 * are dup()s of one descriptor) share one object: the non-blocking
	 * mode an object sets belongs to the description, so two objects would
	 * restore it behind each other's back. */
	zend_async_io_t *io;
	int fd;
	/* 0: the descriptor cannot be waited on (PHP's own I/O always). */
	zend_async_io_type type;
	/* "pipe", "file", "terminal", "socket": for messages. */
	const char *noun;
	/* A FIFO: a write of at most PIPE_BUF bytes does not block when poll()
	 * reports room (one free pipe buffer holds it whole). */
	bool fifo;
	/* A coroutine is suspended in a read. PHP's stream layer hands read()
	 * a pointer into the stream's own read buffer, which a second reader
	 * would move or overwrite while the first one waits; so, as Swoole
	 * does for sockets, one stream is read by one coroutine at a time. */
	bool reading;
	/* Coroutines suspended in a write (writes may overlap: libuv queues
	 * them in order, and the bytes are copied). */
	uint32_t writers;
	/* The stream is being closed while that read waits: the object is
	 * gone (io NULL) and every read fails at once (fread() returns false),
	 * so the reader leaves PHP's stream code before the stream is freed. */
	bool closing;
	/* stream_set_timeout() on a pipe or terminal, made in a coroutine
	 * (PHP's plain streams have no read timeout: there it is refused):
	 * reads in coroutines give up after timeout_ms as a socket's do, and
	 * stream_get_meta_data() reports timed_out. */
	bool has_timeout;
	bool timed_out;
	uint64_t timeout_ms;
	/* Bytes a read took from the descriptor for a coroutine cancelled
	 * before it could take them: the stream's next read returns them
	 * first (emalloc()ed, NULL when none). */
	char *kept;
	size_t kept_len;
	size_t kept_off;
} stream_io_t;

static HashTable *stream_ios;

/* Writes whose coroutine stopped waiting (it was cancelled) while libuv
 * still writes them from the request's own copy. PHP reported the write
 * as started, so no byte of it may be lost: the object stays open until
 * they end (closing it would cancel them), and the request end waits for
 * them. Keyed by request address; request memory. The request's callback
 * vector owns each record. */
typedef struct {
	zend_async_event_callback_t base;
	zend_async_io_req_t *req;
	zend_async_io_t *io;
} background_write_t;

static HashTable *background_writes;

static bool io_has_background_writes(zend_async_io_t *io)
{
	background_write_t *bw;

	if (background_writes == NULL) {
		return false;
	}
	ZEND_HASH_FOREACH_PTR(background_writes, bw) {
		if (bw->io == io) {
			return true;
		}
	} ZEND_HASH_FOREACH_END();
	return false;
}

static zend_always_inline const async_stream_io_ops_t *ops_of(php_stream *stream)
{
	/* Only streams given an async_stream_io_ops_t's ops reach this file. */
	return (const async_stream_io_ops_t *) stream->ops;
}

static zend_always_inline bool is_socket(php_stream *stream)
{
	return ops_of(stream)->base == &php_stream_socket_ops;
}

/* {{{ records and objects */

/* A record goes with its stream (or at RSHUTDOWN). Its object is closed
 * unless another stream on the same description still holds it (the
 * object works on a duplicate of its own, so it may outlive the stream
 * that made it). While the hash deletes a record its bucket is already
 * empty, so the walk below does not see it. */
static void stream_io_dtor(zval *zv)
{
	stream_io_t *sio = Z_PTR_P(zv);
	if (sio->io != NULL) {
		bool shared = false;
		stream_io_t *other;
		ZEND_HASH_FOREACH_PTR(stream_ios, other) {
			if (other != sio && other->io == sio->io) {
				shared = true;
				break;
			}
		} ZEND_HASH_FOREACH_END();
		/* With writes still going on in the background it is closed when
		 * the last of them ends (background_write_done()). */
		if (!shared && !io_has_background_writes(sio->io)) {
			ZEND_ASYNC_IO_CLOSE(sio->io);
		}
	}
	if (sio->kept != NULL) {
		efree(sio->kept);
	}
	efree(sio);
}

static stream_io_t *stream_io_find(php_stream *stream)
{
	return stream_ios != NULL ? zend_hash_index_find_ptr(stream_ios, (zend_ulong) (uintptr_t) stream) : NULL;
}

/* A pty master (proc_open()'s ['pty'] in the parent) cannot be reopened
 * the way libuv reopens a terminal, and its uv_tty_t would then write
 * blocking: as a stream it reads and writes without blocking, like a pipe. */
static bool is_pty_master(int fd)
{
#ifdef TIOCGPTN
	unsigned int ptn;
	return ioctl(fd, TIOCGPTN, &ptn) == 0;
#else
	return false;
#endif
}

static void describe(stream_io_t *sio, zend_async_io_type type, bool socket)
{
	switch (type) {
		case ZEND_ASYNC_IO_TYPE_TTY:
			sio->type = is_pty_master(sio->fd) ? ZEND_ASYNC_IO_TYPE_PIPE : ZEND_ASYNC_IO_TYPE_TTY;
			sio->noun = "terminal";
			break;
		case ZEND_ASYNC_IO_TYPE_PIPE: {
			struct stat st;
			sio->type = ZEND_ASYNC_IO_TYPE_PIPE;
			sio->noun = socket ? "socket" : "pipe";
			sio->fifo = !socket && fstat(sio->fd, &st) == 0 && S_ISFIFO(st.st_mode);
			break;
		}
		case ZEND_ASYNC_IO_TYPE_FILE:
			sio->type = ZEND_ASYNC_IO_TYPE_FILE;
			sio->noun = "file";
			break;
		case ZEND_ASYNC_IO_TYPE_TCP:
			sio->type = ZEND_ASYNC_IO_TYPE_TCP;
			sio->noun = "socket";
			break;
		case ZEND_ASYNC_IO_TYPE_UDP:
			sio->type = ZEND_ASYNC_IO_TYPE_UDP;
			sio->noun = "socket";
			break;
		default:
			sio->type = 0;
			sio->noun = socket ? "socket" : "stream";
			break;
	}
}

/* The stream's record, made on its first cooperative operation. NULL when
 * the stream has no descriptor. */
static stream_io_t *stream_io_record(php_stream *stream)
{
	stream_io_t *sio = stream_io_find(stream);
	if (sio != NULL) {
		return sio;
	}
	php_socket_t fd = -1;
	if (ops_of(stream)->base->cast(stream, PHP_STREAM_AS_FD, (void **) &fd) != SUCCESS || fd < 0) {
		return NULL;
	}
	if (stream_ios == NULL) {
		ALLOC_HASHTABLE(stream_ios);
		zend_hash_init(stream_ios, 8, NULL, stream_io_dtor, 0);
	}
	sio = ecalloc(1, sizeof(*sio));
	sio->fd = (int) fd;
	describe(sio, ZEND_ASYNC_IO_TYPE_OF((int) fd), is_socket(stream));
	zend_hash_index_add_new_ptr(stream_ios, (zend_ulong) (uintptr_t) stream, sio);
	return sio;
}

static bool io_in_use(zend_async_io_t *io)
{
	stream_io_t *sio;

	if (io_has_background_writes(io)) {
		return true;
	}
	ZEND_HASH_FOREACH_PTR(stream_ios, sio) {
		if (sio->io == io && (sio->reading || sio->writers > 0)) {
			return true;
		}
	} ZEND_HASH_FOREACH_END();
	return false;
}

/* Closes the object and takes it from every stream sharing it. Closing
 * gives the description back its mode, so everything PHP does with the
 * descriptor itself (a read outside coroutines, select(), passing it to a
 * child, stream_set_blocking()) sees what it expects. The next
 * cooperative operation makes a new object. */
static void io_close_shared(zend_async_io_t *io)
{
	stream_io_t *sio;
	ZEND_HASH_FOREACH_PTR(stream_ios, sio) {
		if (sio->io == io) {
			sio->io = NULL;
		}
	} ZEND_HASH_FOREACH_END();
	ZEND_ASYNC_IO_CLOSE(io);
}

/* Closes the stream's object, if any (PHP itself is about to use the
 * descriptor). Not while writes of cancelled coroutines still go on in
 * the background: closing would cut them short. */
static void stream_io_drop(php_stream *stream)
{
	stream_io_t *sio = stream_io_find(stream);
	if (sio != NULL && sio->io != NULL && !io_has_background_writes(sio->io)) {
		io_close_shared(sio->io);
	}
}

/* After a cooperative operation: streams that asked for it (STDIN, STDOUT,
 * STDERR and the other php:// descriptors, shared with the parent process
 * and with every child that inherits them) do not keep a descriptor whose
 * object makes it non-blocking while no coroutine waits on it. A FILE
 * object changes no mode, and a reopened terminal has a description of
 * its own: those stay. */
static void stream_io_release_if_idle(php_stream *stream, stream_io_t *sio)
{
	if (sio == NULL || sio->io == NULL || !ops_of(stream)->release_when_idle) {
		return;
	}
	if (sio->type == ZEND_ASYNC_IO_TYPE_FILE || sio->type == ZEND_ASYNC_IO_TYPE_TTY) {
		return;
	}
	if (!io_in_use(sio->io)) {
		io_close_shared(sio->io);
	}
}

/* fd shows the non-blocking mode: the user's or the parent's, or the one
 * an object of another stream on the same open file description set. Only
 * the descriptions themselves can tell: the mode is a property of the
 * description, so clearing it through the other stream's descriptor shows
 * through fd exactly when they are one. */
static zend_async_io_t *shared_io_find(stream_io_t *self)
{
	stream_io_t *other;
	ZEND_HASH_FOREACH_PTR(stream_ios, other) {
		if (other == self || other->io == NULL || other->type != self->type) {
			continue;
		}
		int flags = fcntl(other->fd, F_GETFL);
		if (flags < 0 || !(flags & O_NONBLOCK)) {
			continue;
		}
		fcntl(other->fd, F_SETFL, flags & ~O_NONBLOCK);
		int mine = fcntl(self->fd, F_GETFL);
		fcntl(other->fd, F_SETFL, flags);
		if (mine >= 0 && !(mine & O_NONBLOCK)) {
			return other->io;
		}
	} ZEND_HASH_FOREACH_END();
	return NULL;
}

/* Gives the record an object. False when PHP's own I/O must run: the
 * descriptor cannot be waited on, the user made the stream non-blocking
 * (PHP then returns what is there at once, no waiting), or the reactor
 * cannot watch it. */
static bool stream_io_open(php_stream *stream, stream_io_t *sio)
{
	if (sio->io != NULL) {
		return true;
	}
	if (sio->type == 0) {
		return false;
	}
	int flags = fcntl(sio->fd, F_GETFL);
	if (flags < 0) {
		return false;
	}
	/* A socket stream keeps its own blocking flag: PHP's socket read
	 * waits with poll() when it is set, whatever the descriptor's mode. */
	bool user_blocking = is_socket(stream) ? ((php_netstream_data_t *) stream->abstract)->is_blocked != 0
										   : !(flags & O_NONBLOCK);
	if (flags & O_NONBLOCK) {
		zend_async_io_t *shared = shared_io_find(sio);
		if (shared != NULL) {
			sio->io = shared;
			return true;
		}
	}
	if (!user_blocking) {
		return false;
	}
	uint32_t state = 0;
	if ((flags & O_ACCMODE) != O_WRONLY) {
		state |= ZEND_ASYNC_IO_READABLE;
	}
	if ((flags & O_ACCMODE) != O_RDONLY) {
		state |= ZEND_ASYNC_IO_WRITABLE;
	}
	zend_async_io_t *io = ZEND_ASYNC_IO_CREATE(sio->fd, sio->type, state);
	if (io == NULL) {
		/* Not for the reactor (libuv refused the descriptor): this stream
		 * keeps PHP's own I/O. */
		zend_clear_exception();
		sio->type = 0;
		return false;
	}
	sio->io = io;
	return true;
}

/* }}} */

/* {{{ writes finishing in the background */

static void background_write_dispose(zend_async_event_callback_t *callback, zend_async_event_t *event)
{
	efree(callback);
}

static void stream_io_release_if_idle(php_stream *stream, stream_io_t *sio);

/* A background write ended: the object is let go as an idle one would
 * have been (closed now if no stream holds it any more). A write ended by
 * the object's close (ECANCELED) leaves the object alone: it is gone. */
static void background_write_done(zend_async_event_t *event, zend_async_event_callback_t *callback, void *result,
	zend_object *exception)
{
	background_write_t *bw = (background_write_t *) callback;
	zend_async_io_t *io = bw->io;
	bool io_closed = bw->req->status == -ECANCELED;

	ZEND_ASSERT(background_writes != NULL);
	zend_hash_index_del(background_writes, (zend_ulong) (uintptr_t) bw->req);
	/* The caller's reference; the notification holds the request (and
	 * this record) until it returns. */
	bw->req->dispose(bw->req);
	if (io_closed || io_has_background_writes(io)) {
		return;
	}
	if (stream_ios != NULL) {
		zend_ulong key;
		stream_io_t *sio;
		ZEND_HASH_FOREACH_NUM_KEY_PTR(stream_ios, key, sio) {
			if (sio->io == io) {
				stream_io_release_if_idle((php_stream *) (uintptr_t) key, sio);
				return;
			}
		} ZEND_HASH_FOREACH_END();
	}
	ZEND_ASYNC_IO_CLOSE(io); /* its streams were closed meanwhile */
}

/* The writer was cancelled while its request is still in libuv's hands:
 * the request goes on, followed here. */
static void background_write_add(zend_async_io_req_t *req, zend_async_io_t *io)
{
	background_write_t *bw = emalloc(sizeof(*bw));

	bw->base.ref_count = 0;
	bw->base.callback = background_write_done;
	bw->base.dispose = background_write_dispose;
	bw->req = req;
	bw->io = io;
	if (background_writes == NULL) {
		ALLOC_HASHTABLE(background_writes);
		zend_hash_init(background_writes, 8, NULL, NULL, 0);
	}
	zend_hash_index_add_new_ptr(background_writes, (zend_ulong) (uintptr_t) req, bw);
	req->base.add_callback(&req->base, &bw->base);
}

/* }}} */

/* {{{ waiting */

/* Suspends until req completed, or until timeout_ms passed (0: no limit).
 * False when the coroutine was cancelled (an exception is pending); the
 * request is still the caller's, and may not be completed after a
 * timeout. */
static bool wait_req(zend_async_io_req_t *req, uint64_t timeout_ms, const char *what)
{
	if (req->completed) {
		return true;
	}
	return zend_async_wait_event(&req->base, timeout_ms, NULL, what);
}

static const char *wait_what(stream_io_t *sio, bool read)
{
	switch (sio->noun[0]) {
		case 'f': return read ? "file read" : "file write";
		case 't': return read ? "terminal read" : "terminal write";
		case 's': return read ? "socket read" : "socket write";
		default: return read ? "pipe read" : "pipe write";
	}
}

/* PHP's socket timeout in milliseconds as its poll() computes it
 * (php_tvtoto), or UINT64_MAX for none. */
static uint64_t socket_timeout_ms(php_stream *stream)
{
	php_netstream_data_t *sock = stream->abstract;
	if (sock->timeout.tv_sec == -1) {
		return UINT64_MAX;
	}
	return (uint64_t) sock->timeout.tv_sec * 1000 + (uint64_t) sock->timeout.tv_usec / 1000;
}

/* }}} */

/* {{{ read and write, as PHP reports them */

/* A completed read's outcome, as PHP's own read would have reported it. */
static ssize_t read_result(php_stream *stream, zend_async_io_req_t *req, char *buf, size_t count)
{
	ssize_t n = req->status < 0 ? -1 : req->transferred;

	if (n > 0) {
		memcpy(buf, req->buf, (size_t) n);
		if (is_socket(stream)) {
			php_stream_notify_progress_increment(PHP_STREAM_CONTEXT(stream), n, 0);
		}
		return n;
	}
	if (n == 0) {
		stream->eof = 1;
		return 0;
	}
	int err = -req->status;
	if (is_socket(stream)) {
		/* xp_socket.c: a failed recv() is end of file, silently. */
		stream->eof = 1;
		return -1;
	}
	/* plain_wrapper.c's read(2) error path, word for word. */
	if (!(stream->flags & PHP_STREAM_FLAG_SUPPRESS_ERRORS)) {
		php_error_docref(NULL, E_NOTICE, "Read of %zu bytes failed with errno=%d %s", count, err, strerror(err));
	}
	if (err != EBADF) {
		stream->eof = 1;
	}
	return -1;
}

/* A cancellation reached the reader after its read had completed: the
 * bytes are out of the descriptor but nobody took them. A FILE read is
 * undone by moving the position back; anything else is kept for the
 * stream's next read, cooperative or not. */
static void keep_unread(stream_io_t *sio, zend_async_io_req_t *req)
{
	size_t n = (size_t) req->transferred;

	if (sio == NULL || req->status < 0 || n == 0) {
		return;
	}
	if (sio->type == ZEND_ASYNC_IO_TYPE_FILE && lseek(sio->fd, -(off_t) n, SEEK_CUR) >= 0) {
		return;
	}
	size_t left = sio->kept != NULL ? sio->kept_len - sio->kept_off : 0;
	char *kept = emalloc(left + n);
	if (left > 0) {
		memcpy(kept, sio->kept + sio->kept_off, left);
	}
	memcpy(kept + left, req->buf, n);
	if (sio->kept != NULL) {
		efree(sio->kept);
	}
	sio->kept = kept;
	sio->kept_len = left + n;
	sio->kept_off = 0;
}

static ssize_t take_kept(stream_io_t *sio, char *buf, size_t count)
{
	size_t n = MIN(count, sio->kept_len - sio->kept_off);

	memcpy(buf, sio->kept + sio->kept_off, n);
	sio->kept_off += n;
	if (sio->kept_off == sio->kept_len) {
		efree(sio->kept);
		sio->kept = NULL;
		sio->kept_len = sio->kept_off = 0;
	}
	return (ssize_t) n;
}

/* A zero read timeout never waits (as PHP's poll(0) before a socket's
 * recv()): what is there now, or a time-out. */
static ssize_t read_now_or_time_out(php_stream *stream, stream_io_t *sio, char *buf, size_t count)
{
	struct pollfd pfd = {.fd = sio->fd, .events = POLLIN};

	if (poll(&pfd, 1, 0) == 1) {
		stream_io_drop(stream);
		return ops_of(stream)->base->read(stream, buf, count);
	}
	sio->timed_out = true;
	return -1;
}

static ssize_t coop_read(php_stream *stream, char *buf, size_t count)
{
	const php_stream_ops *base = ops_of(stream)->base;
	stream_io_t *kept = stream_io_find(stream);

	if (kept != NULL && kept->kept != NULL && count > 0) {
		return take_kept(kept, buf, count);
	}
	if (!zend_async_can_cooperate()) {
		stream_io_drop(stream);
		return base->read(stream, buf, count);
	}
	uint64_t timeout_ms = 0;
	if (is_socket(stream) && ((php_netstream_data_t *) stream->abstract)->is_blocked) {
		timeout_ms = socket_timeout_ms(stream);
		if (timeout_ms == 0) {
			/* A zero timeout never waits: PHP's poll(0) and recv(). */
			stream_io_drop(stream);
			return base->read(stream, buf, count);
		}
		timeout_ms = timeout_ms == UINT64_MAX ? 0 : timeout_ms;
		((php_netstream_data_t *) stream->abstract)->timeout_event = 0;
	} else if (kept != NULL && kept->has_timeout) {
		kept->timed_out = false;
		if (kept->timeout_ms == 0) {
			return read_now_or_time_out(stream, kept, buf, count);
		}
		timeout_ms = kept->timeout_ms;
	}
	for (;;) {
		stream_io_t *sio = stream_io_record(stream);
		if (sio != NULL && sio->closing) {
			stream->eof = 1;
			return -1;
		}
		if (sio != NULL && sio->reading) {
			zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT,
				"Cannot read from a %s that another coroutine is already reading", sio->noun);
			return -1;
		}
		if (sio == NULL || !stream_io_open(stream, sio)) {
			return base->read(stream, buf, count);
		}
		zend_async_io_req_t *req = ZEND_ASYNC_IO_READ(sio->io, count);
		if (req == NULL) {
			/* Not readable through the object: PHP's read reports it. */
			zend_clear_exception();
			stream_io_drop(stream);
			return base->read(stream, buf, count);
		}
		sio->reading = true;
		bool ok = wait_req(req, timeout_ms, wait_what(sio, true));
		sio = stream_io_find(stream);
		if (sio != NULL) {
			sio->reading = false;
		}
		if (!ok || !req->completed) {
			/* Cancelled, or the socket's timeout passed: the read leaves
			 * the queue unperformed (no byte is consumed), or, if it
			 * completed meanwhile, its bytes are kept. */
			if (req->completed) {
				keep_unread(sio, req);
			}
			req->dispose(req);
			stream_io_release_if_idle(stream, sio);
			if (ok && is_socket(stream)) {
				((php_netstream_data_t *) stream->abstract)->timeout_event = 1;
			} else if (ok && sio != NULL) {
				sio->timed_out = true;
			}
			return -1;
		}
		if (sio != NULL && sio->closing) {
			req->dispose(req);
			stream->eof = 1;
			return -1;
		}
		if (req->status == -ECANCELED) {
			/* Something closed the object while this read waited (PHP's
			 * own I/O on the same description from a destructor, or a
			 * stream sharing it was closed): again. */
			req->dispose(req);
			continue;
		}
		ssize_t n = read_result(stream, req, buf, count);
		req->dispose(req);
		stream_io_release_if_idle(stream, sio);
		return n;
	}
}

/* The write error paths of plain_wrapper.c and xp_socket.c. */
static void write_error(php_stream *stream, size_t count, int err)
{
	if (stream->flags & PHP_STREAM_FLAG_SUPPRESS_ERRORS) {
		return;
	}
	if (is_socket(stream)) {
		php_error_docref(NULL, E_NOTICE, "Send of " ZEND_LONG_FMT " bytes failed with errno=%d %s", (zend_long) count,
			err, strerror(err));
	} else {
		php_error_docref(NULL, E_NOTICE, "Write of %zu bytes failed with errno=%d %s", count, err, strerror(err));
	}
}

/* A stream that closes its object when idle would otherwise make and
 * close one per write: a loop of small writes would pile up handles that
 * libuv frees only on the next loop tick. What the descriptor takes at
 * once is written here without an object: a socket with MSG_DONTWAIT, a
 * pipe with the description made non-blocking for this one write(2). Only
 * when no object of ours is open on the description (none makes it
 * non-blocking; otherwise writes already queued there come first, and the
 * object path below finds that object). Returns the bytes written (0 when
 * the descriptor takes nothing now), or -1 after PHP's error report. */
static ssize_t write_at_once(php_stream *stream, stream_io_t *sio, const char *buf, size_t count)
{
	if (sio->fifo && count <= PIPE_BUF) {
		/* Two system calls instead of four (the mode toggled around the
		 * write): what logging to a piped STDOUT mostly is. */
		struct pollfd pfd = {.fd = sio->fd, .events = POLLOUT};
		if (poll(&pfd, 1, 0) != 1 || !(pfd.revents & POLLOUT)) {
			return 0;
		}
		ssize_t n;
		do {
			n = write(sio->fd, buf, count);
		} while (n < 0 && errno == EINTR);
		if (n >= 0) {
			return n;
		}
		if (PHP_IS_TRANSIENT_ERROR(errno)) {
			return 0;
		}
		write_error(stream, count, errno);
		return -1;
	}
	int flags = fcntl(sio->fd, F_GETFL);
	if (flags < 0 || (flags & O_NONBLOCK)) {
		return 0;
	}
	ssize_t n;
	int err;
	if (is_socket(stream)) {
		n = send(sio->fd, buf, count, MSG_DONTWAIT);
		err = errno;
	} else {
		fcntl(sio->fd, F_SETFL, flags | O_NONBLOCK);
		n = write(sio->fd, buf, count);
		err = errno;
		fcntl(sio->fd, F_SETFL, flags);
	}
	if (n >= 0) {
		if (n > 0 && is_socket(stream)) {
			php_stream_notify_progress_increment(PHP_STREAM_CONTEXT(stream), n, 0);
		}
		return n;
	}
	if (PHP_IS_TRANSIENT_ERROR(err) || err == EINTR) {
		return 0;
	}
	write_error(stream, count, err);
	return -1;
}

/* PHP's blocking write, on a description kept non-blocking by writes of
 * cancelled coroutines still going on: waits for room with poll(), as
 * the CLI's echo does, until everything is written. Its bytes may land
 * between two parts of those writes. */
static ssize_t write_beside_background(php_stream *stream, int fd, const char *buf, size_t count)
{
	size_t done = 0;

	while (done < count) {
		ssize_t n = write(fd, buf + done, count - done);
		if (n >= 0) {
			done += (size_t) n;
		} else if (PHP_IS_TRANSIENT_ERROR(errno)) {
			struct pollfd pfd = {.fd = fd, .events = POLLOUT};
			poll(&pfd, 1, -1);
		} else if (errno != EINTR) {
			if (done > 0) {
				break;
			}
			write_error(stream, count, errno);
			return -1;
		}
	}
	return (ssize_t) done;
}

static ssize_t coop_write(php_stream *stream, const char *buf, size_t count)
{
	const php_stream_ops *base = ops_of(stream)->base;

	if (!zend_async_can_cooperate()) {
		stream_io_t *sio = stream_io_find(stream);
		if (sio != NULL && sio->io != NULL && !is_socket(stream) && io_has_background_writes(sio->io)) {
			return write_beside_background(stream, sio->fd, buf, count);
		}
		stream_io_drop(stream);
		return base->write(stream, buf, count);
	}
	if (is_socket(stream) && !((php_netstream_data_t *) stream->abstract)->is_blocked) {
		stream_io_drop(stream);
		return base->write(stream, buf, count);
	}
	stream_io_t *sio = stream_io_record(stream);
	if (sio != NULL && sio->closing) {
		return -1;
	}
	if (sio != NULL && sio->type == ZEND_ASYNC_IO_TYPE_FILE) {
		/* See the top of the file. A FILE object (if a read made one)
		 * changes no mode: nothing to drop. */
		return base->write(stream, buf, count);
	}
	ssize_t at_once = 0;
	if (sio != NULL && sio->io == NULL && ops_of(stream)->release_when_idle && sio->type != 0
		&& sio->type != ZEND_ASYNC_IO_TYPE_TTY) {
		at_once = write_at_once(stream, sio, buf, count);
		if (at_once < 0 || (size_t) at_once == count) {
			return at_once;
		}
		buf += at_once;
		count -= (size_t) at_once;
	}
	if (sio == NULL || !stream_io_open(stream, sio)) {
		ssize_t n = base->write(stream, buf, count);
		return at_once > 0 ? (n > 0 ? at_once + n : at_once) : n;
	}
	zend_async_io_req_t *req = ZEND_ASYNC_IO_WRITE(sio->io, buf, count);
	if (req == NULL) {
		zend_clear_exception();
		stream_io_drop(stream);
		return base->write(stream, buf, count);
	}
	zend_async_io_t *io = sio->io;
	sio->writers++;
	bool ok = wait_req(req, 0, wait_what(sio, false));
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
		/* Cancelled: the caller sees the cancellation, and the bytes
		 * handed to libuv are written from the request's own copy, the
		 * object kept open until they are. */
		if (req->completed) {
			req->dispose(req);
		} else {
			background_write_add(req, io);
		}
		stream_io_release_if_idle(stream, sio);
		return -1;
	}
	ssize_t n = req->status < 0 ? -1 : req->transferred;
	if (n < 0) {
		write_error(stream, count, -req->status);
	}
	if (n > 0 && is_socket(stream)) {
		php_stream_notify_progress_increment(PHP_STREAM_CONTEXT(stream), n, 0);
	}
	req->dispose(req);
	stream_io_release_if_idle(stream, sio);
	if (at_once > 0) {
		/* PHP's write loop would have returned the first part and then
		 * failed on the next call: the count so far. */
		return n > 0 ? at_once + n : at_once;
	}
	return n;
}

/* }}} */

/* {{{ close, cast, set_option */

/* A coroutine suspended in a read or write of the stream holds the stream
 * pointer (a reader even pointers into its read buffer), and PHP frees
 * the stream right after close. Their requests are ended (a read sees end
 * of file, a write fails) and the closer yields until they have all left
 * PHP's stream code. */
static bool stream_in_use(void *stream)
{
	stream_io_t *sio = stream_io_find(stream);
	return sio != NULL && (sio->reading || sio->writers > 0);
}

static void close_wait_for_users(php_stream *stream, stream_io_t *sio)
{
	sio->closing = true;
	if (sio->io != NULL) {
		io_close_shared(sio->io);
	}
	/* A read ends at once; a write when libuv processes the close, on the
	 * next loop tick: a few yields at most. */
	async_hook_wait_until_unused(stream_in_use, stream);
}

void async_stream_io_before_close(php_stream *stream)
{
	stream_io_t *sio = stream_io_find(stream);

	if (sio != NULL && (sio->reading || sio->writers > 0)) {
		/* Where the closer cannot yield (a destructor, the GC, a signal
		 * or output handler), PHP would free the stream under its users:
		 * the request ends with a fatal error instead, before that. */
		if (!ZEND_ASYNC_IS_ACTIVE || ZEND_ASYNC_CURRENT_COROUTINE == NULL || !zend_async_can_suspend(false)) {
			zend_error_noreturn(E_ERROR,
				"Cannot close a stream that another coroutine is suspended reading or "
				"writing from a destructor, the garbage collector or a handler that cannot switch coroutines; "
				"close it from a coroutine");
		}
		close_wait_for_users(stream, sio);
	}
	if (stream_ios != NULL) {
		/* The record goes, and its object with it unless another stream
		 * shares it (stream_io_dtor). */
		zend_hash_index_del(stream_ios, (zend_ulong) (uintptr_t) stream);
	}
}

static int coop_close(php_stream *stream, int close_handle)
{
	async_stream_io_before_close(stream);
	return ops_of(stream)->base->close(stream, close_handle);
}

static int coop_cast(php_stream *stream, int castas, void **ret)
{
	/* The descriptor leaves our hands (select(), a child's stdio, a FILE*):
	 * it must be in the mode PHP and the user think it is. Not while a
	 * coroutine waits on the object, whose request would be cut short
	 * (select() does not care about the mode anyway). */
	stream_io_t *sio = ret != NULL ? stream_io_find(stream) : NULL;
	if (sio != NULL && sio->io != NULL && !io_in_use(sio->io)) {
		io_close_shared(sio->io);
	}
	return ops_of(stream)->base->cast(stream, castas, ret);
}

/* stream_set_timeout() on a pipe or terminal, in a coroutine (see
 * stream_io_t). NOTIMPL when PHP's own answer stands. */
static int set_read_timeout(php_stream *stream, const struct timeval *tv)
{
	if (is_socket(stream) || tv == NULL || !zend_async_can_cooperate()) {
		return PHP_STREAM_OPTION_RETURN_NOTIMPL;
	}
	stream_io_t *sio = stream_io_record(stream);
	if (sio == NULL || (sio->type != ZEND_ASYNC_IO_TYPE_PIPE && sio->type != ZEND_ASYNC_IO_TYPE_TTY)) {
		return PHP_STREAM_OPTION_RETURN_NOTIMPL;
	}
	sio->has_timeout = true;
	sio->timed_out = false;
	/* Whole milliseconds, as PHP's socket poll() computes them. */
	sio->timeout_ms = (uint64_t) tv->tv_sec * 1000 + (uint64_t) tv->tv_usec / 1000;
	return PHP_STREAM_OPTION_RETURN_OK;
}

static int coop_set_option(php_stream *stream, int option, int value, void *ptrparam)
{
	if (option == PHP_STREAM_OPTION_READ_TIMEOUT) {
		int rc = set_read_timeout(stream, ptrparam);
		if (rc != PHP_STREAM_OPTION_RETURN_NOTIMPL) {
			return rc;
		}
	} else if (option == PHP_STREAM_OPTION_META_DATA_API && !is_socket(stream)) {
		/* PHP reads "blocked" from the descriptor, which an object of ours
		 * makes non-blocking (objects are made only for blocking streams);
		 * a read timeout answers "timed_out" as a socket's does. */
		stream_io_t *sio = stream_io_find(stream);
		int rc = ops_of(stream)->base->set_option(stream, option, value, ptrparam);
		if (rc == PHP_STREAM_OPTION_RETURN_OK && sio != NULL) {
			if (sio->has_timeout) {
				add_assoc_bool((zval *) ptrparam, "timed_out", sio->timed_out);
			}
			if (sio->io != NULL) {
				add_assoc_bool((zval *) ptrparam, "blocked", 1);
			}
		}
		return rc;
	}
	if (option == PHP_STREAM_OPTION_BLOCKING) {
		stream_io_drop(stream);
	} else if (option == PHP_STREAM_OPTION_XPORT_API) {
		/* stream_socket_recvfrom() / sendto() and friends call recv() and
		 * send() on the descriptor, whose mode then matters. */
		stream_io_t *sio = stream_io_find(stream);
		if (sio != NULL && sio->io != NULL && !io_in_use(sio->io)) {
			io_close_shared(sio->io);
		}
	}
	return ops_of(stream)->base->set_option(stream, option, value, ptrparam);
}

/* }}} */

void async_stream_io_ops_init(async_stream_io_ops_t *ops, const php_stream_ops *base, bool release_when_idle)
{
	ops->ops = *base;
	ops->ops.read = coop_read;
	ops->ops.write = coop_write;
	ops->ops.close = coop_close;
	ops->ops.cast = coop_cast;
	ops->ops.set_option = coop_set_option;
	ops->base = base;
	ops->release_when_idle = release_when_idle;
}

void async_hook_stream_io_rshutdown(void)
{
	/* Writes of cancelled coroutines still going on: PHP said they were
	 * started, so the request ends only once they are written (a blocking
	 * write would have taken as long). The coroutines are gone; the loop
	 * runs for these alone. */
	if (background_writes != NULL) {
		while (zend_hash_num_elements(background_writes) > 0 && ZEND_ASYNC_REACTOR_EXECUTE(false)) {
		}
		/* Only if the loop could not go on: the writes are abandoned to
		 * the objects' close below (or here, for objects no stream holds). */
		while (zend_hash_num_elements(background_writes) > 0) {
			background_write_t *bw = NULL;
			ZEND_HASH_FOREACH_PTR(background_writes, bw) {
				break;
			} ZEND_HASH_FOREACH_END();
			zend_async_io_req_t *req = bw->req;
			zend_async_io_t *io = bw->io;
			zend_hash_index_del(background_writes, (zend_ulong) (uintptr_t) req);
			req->base.del_callback(&req->base, &bw->base); /* frees bw */
			req->dispose(req);
			bool held = false;
			stream_io_t *sio;
			if (stream_ios != NULL) {
				ZEND_HASH_FOREACH_PTR(stream_ios, sio) {
					held = held || sio->io == io;
				} ZEND_HASH_FOREACH_END();
			}
			if (!held && !io_has_background_writes(io)) {
				ZEND_ASYNC_IO_CLOSE(io);
			}
		}
		zend_hash_destroy(background_writes);
		FREE_HASHTABLE(background_writes);
		background_writes = NULL;
	}
	if (stream_ios != NULL) {
		/* Every object closes first (once, however many streams share
		 * it), so no record destructor has anything left to look for. */
		stream_io_t *sio;
		ZEND_HASH_FOREACH_PTR(stream_ios, sio) {
			if (sio->io != NULL) {
				io_close_shared(sio->io);
			}
		} ZEND_HASH_FOREACH_END();
		zend_hash_destroy(stream_ios);
		FREE_HASHTABLE(stream_ios);
		stream_ios = NULL;
	}
}

/*
 * reactor_io.c: the async I/O object (zend_async_io_t) behind the
 * io_create / io_read / io_write / io_close slots. One object serves every
 * kind of descriptor; the libuv handle is chosen by type: uv_pipe_t
 * (PIPE), uv_tcp_t (TCP), uv_tty_t (TTY), uv_udp_t (UDP), and for FILE
 * no handle at all but uv_fs_read / uv_fs_write requests run on libuv's
 * thread pool (pure C: the worker only calls read(2)/write(2)).
 *
 * FILE requests run one at a time, in the order they were made: two
 * workers reading or writing one descriptor at its own position at once
 * would interleave unpredictably (a stream handle orders its writes in
 * libuv's queue; the pool has no such queue). A write whose bytes the
 * descriptor takes at once completes before io_write() returns, without a
 * loop tick (uv_try_write); only what is left waits for writability.
 *
 * Ownership. The object works on a duplicate of the caller's descriptor,
 * so libuv closing "its" descriptor never closes the caller's. Its memory
 * is freed in the handle's close callback (FILE: when io_close() was
 * called and no thread-pool request is left). A request (an event) holds
 * the caller's reference plus one held by the reactor while libuv may
 * still touch it: until the write / send / fs callback, or while a read
 * waits in the object's read queue. Reads are queued here, not in libuv:
 * libuv reads only while the queue is not empty and into the head's
 * buffer, so a read whose caller gave up can simply leave the queue and no
 * byte is ever consumed on its behalf.
 */
#include "reactor_internal.h"
#include <fcntl.h>
#include <unistd.h>

typedef struct async_io_s async_io_t;
typedef struct async_io_req_s async_io_req_t;

struct async_io_req_s {
	zend_async_io_req_t req;
	async_io_t *io; /* valid until the reactor lets go of the request */
	bool is_read;
	bool abandoned;         /* the caller disposed it before completion */
	bool submitted;         /* FILE: handed to the thread pool */
	size_t max;             /* read: capacity of buf */
	size_t written_at_once; /* write: bytes uv_try_write() took before uv_write() */
	int64_t offset;         /* FILE: where it reads or writes, -1 = the descriptor's position */
	async_io_req_t *next;   /* read queue, or FILE queue */
	uv_buf_t uv_buf;
	union {
		uv_write_t write;
		uv_udp_send_t send;
		uv_fs_t fs;
	} uv;
};

struct async_io_s {
	zend_async_io_t io;
	int dup_fd;            /* the reactor's duplicate of io.fd */
	int saved_flags;       /* fcntl(F_GETFL) at creation, restored at close */
	bool reading;          /* libuv is reading (the queue is not empty) */
	uint32_t fs_in_flight; /* FILE requests on the thread pool (0 or 1) */
	async_io_req_t *read_head, *read_tail;
	async_io_req_t *fs_head, *fs_tail; /* FILE requests waiting for their turn */
	union {
		uv_handle_t handle;
		uv_stream_t stream;
		uv_pipe_t pipe;
		uv_tcp_t tcp;
		uv_tty_t tty;
		uv_udp_t udp;
	} h;
};

static const char *type_name(zend_async_io_type type)
{
	switch (type) {
		case ZEND_ASYNC_IO_TYPE_PIPE: return "pipe";
		case ZEND_ASYNC_IO_TYPE_FILE: return "file";
		case ZEND_ASYNC_IO_TYPE_TCP: return "tcp";
		case ZEND_ASYNC_IO_TYPE_UDP: return "udp";
		case ZEND_ASYNC_IO_TYPE_TTY: return "tty";
	}
	return "io";
}

/* {{{ requests */

static bool req_start(zend_async_event_t *event)
{
	async_io_req_t *r = (async_io_req_t *) event;

	if (r->req.completed) {
		/* Completed before anyone waited: the waiter is told at once. */
		async_reactor_notify(event);
		return true;
	}
	async_reactor_event_ref(event);
	return true;
}

static bool req_stop(zend_async_event_t *event)
{
	async_reactor_event_unref(event);
	return true;
}

static bool req_event_dispose(zend_async_event_t *event)
{
	async_io_req_t *r = (async_io_req_t *) event;

	async_reactor_event_stop_all(event);
	zend_async_callbacks_free(event);
	if (r->req.exception != NULL) {
		OBJ_RELEASE(r->req.exception);
	}
	if (r->req.buf != NULL) {
		efree(r->req.buf);
	}
	efree(r);
	return true;
}

static zend_string *req_info(zend_async_event_t *event)
{
	async_io_req_t *r = (async_io_req_t *) event;
	return zend_strpprintf(0, "%s %s fd %d", type_name(r->io ? r->io->io.type : 0), r->is_read ? "read" : "write",
		r->io ? r->io->io.fd : -1);
}

/* Records the outcome and tells the waiter. Called once per request, from
 * a libuv callback or synchronously when the operation failed to start;
 * the reactor's reference is dropped by the caller afterwards. */
static void req_complete(async_io_req_t *r, ssize_t transferred, int status)
{
	zend_async_event_t *event = &r->req.base;

	ZEND_ASSERT(!r->req.completed);
	r->req.completed = true;
	r->req.status = status;
	r->req.result = status < 0 ? status : transferred;
	/* Nobody will look at the error of an abandoned request; not making
	 * one also keeps object creation out of request shutdown, when the
	 * loop drains requests cancelled by closing their handles. */
	if (status < 0 && !r->abandoned) {
		r->req.exception = zend_async_new_exception(ZEND_ASYNC_EXCEPTION_INPUT_OUTPUT, "%s %s failed: %s",
			type_name(r->io->io.type), r->is_read ? "read" : "write", uv_strerror(status));
	}
	async_reactor_event_unref_all(event);
	ZEND_ASYNC_EVENT_SET_CLOSED(event);
	/* A completed request never touches its object again (the object
	 * may be freed before the caller disposes the request). */
	r->io = NULL;
	async_reactor_notify(event);
}

static async_io_req_t *req_new(async_io_t *io, bool is_read)
{
	async_io_req_t *r = ecalloc(1, sizeof(*r));

	zend_async_event_init(&r->req.base, req_start, req_stop, req_event_dispose, req_info);
	r->io = io;
	r->is_read = is_read;
	r->req.dispose = NULL; /* set by the caller (io_req_dispose) */
	return r;
}

static void io_read_dequeue(async_io_t *io, async_io_req_t *r);
static void fs_dequeue(async_io_t *io, async_io_req_t *r);
static void io_free_if_done(async_io_t *io);

/* The caller lets go. A queued read leaves the queue (nothing was read for
 * it yet: reads are delivered synchronously inside libuv's callback), and
 * so does a FILE request still waiting for its turn; a write or FILE
 * request in flight keeps the reactor's reference until libuv's callback,
 * so its buffers stay valid. */
static void io_req_dispose(zend_async_io_req_t *req)
{
	async_io_req_t *r = (async_io_req_t *) req;

	if (!req->completed) {
		r->abandoned = true;
		if (r->io->io.type == ZEND_ASYNC_IO_TYPE_FILE) {
			if (!r->submitted) {
				fs_dequeue(r->io, r);
			} else {
				/* Not yet picked up by a worker: withdrawn (fs_cb then
				 * runs with UV_ECANCELED); otherwise it runs to its end
				 * and fs_cb gives the bytes of a read back. */
				uv_cancel((uv_req_t *) &r->uv.fs);
			}
		} else if (r->is_read) {
			io_read_dequeue(r->io, r);
		}
	}
	zend_async_event_release(&req->base);
}

/* }}} */

/* {{{ reading from streams and datagram sockets */

static void read_start(async_io_t *io);

static void stream_alloc_cb(uv_handle_t *handle, size_t suggested, uv_buf_t *buf)
{
	async_io_t *io = handle->data;
	async_io_req_t *r = io->read_head;

	if (r == NULL) {
		/* libuv treats an empty buffer as UV_ENOBUFS; read_cb ignores it. */
		*buf = uv_buf_init(NULL, 0);
		return;
	}
	if (r->req.buf == NULL) {
		r->req.buf = emalloc(r->max);
	}
	*buf = uv_buf_init(r->req.buf, (unsigned int) r->max);
}

/* Takes the head read off the queue, completes it and drops the queue's
 * reference. libuv keeps reading in the same callback run only while the
 * queue has another request (read_start / uv_read_stop below). */
static void read_deliver(async_io_t *io, ssize_t transferred, int status)
{
	async_io_req_t *r = io->read_head;

	io->read_head = r->next;
	if (io->read_head == NULL) {
		io->read_tail = NULL;
	}
	r->next = NULL;
	if (io->read_head == NULL) {
		if (io->io.type == ZEND_ASYNC_IO_TYPE_UDP) {
			uv_udp_recv_stop(&io->h.udp);
		} else {
			uv_read_stop(&io->h.stream);
		}
		io->reading = false;
	}
	req_complete(r, transferred, status);
	zend_async_event_release(&r->req.base);
}

static void stream_read_cb(uv_stream_t *stream, ssize_t nread, const uv_buf_t *buf)
{
	async_io_t *io = stream->data;

	if (nread == 0 || io->read_head == NULL || nread == UV_ENOBUFS) {
		return; /* EAGAIN, or nothing asked for */
	}
	if (nread == UV_EOF) {
		/* libuv stopped reading on EOF; a read queued behind gets EOF too
		 * once reading restarts (read(2) keeps returning 0). */
		io->io.state |= ZEND_ASYNC_IO_EOF;
		io->reading = false;
		read_deliver(io, 0, 0);
	} else if (nread < 0) {
		io->reading = false;
		uv_read_stop(stream);
		read_deliver(io, 0, (int) nread);
	} else {
		read_deliver(io, nread, 0);
	}
	if (io->read_head != NULL && !io->reading && !(io->io.state & ZEND_ASYNC_IO_CLOSED)) {
		read_start(io);
	}
}

static void udp_recv_cb(uv_udp_t *handle, ssize_t nread, const uv_buf_t *buf, const struct sockaddr *addr,
	unsigned flags)
{
	async_io_t *io = handle->data;

	/* nread 0 without an address means "nothing more for now"; with an
	 * address it is an empty datagram. */
	if (io->read_head == NULL || nread == UV_ENOBUFS || (nread == 0 && addr == NULL)) {
		return;
	}
	read_deliver(io, nread < 0 ? 0 : nread, nread < 0 ? (int) nread : 0);
}

static void read_start(async_io_t *io)
{
	int rc;

	if (io->io.type == ZEND_ASYNC_IO_TYPE_UDP) {
		rc = uv_udp_recv_start(&io->h.udp, stream_alloc_cb, udp_recv_cb);
	} else {
		rc = uv_read_start(&io->h.stream, stream_alloc_cb, stream_read_cb);
	}
	if (rc < 0 && rc != UV_EALREADY) {
		/* Every queued read fails the same way. */
		while (io->read_head != NULL) {
			read_deliver(io, 0, rc);
		}
		return;
	}
	io->reading = true;
}

static void io_read_dequeue(async_io_t *io, async_io_req_t *r)
{
	async_io_req_t **link = &io->read_head, *prev = NULL;

	while (*link != NULL && *link != r) {
		prev = *link;
		link = &(*link)->next;
	}
	if (*link == NULL) {
		return;
	}
	*link = r->next;
	if (io->read_tail == r) {
		io->read_tail = prev;
	}
	r->next = NULL;
	if (io->read_head == NULL && io->reading) {
		if (io->io.type == ZEND_ASYNC_IO_TYPE_UDP) {
			uv_udp_recv_stop(&io->h.udp);
		} else {
			uv_read_stop(&io->h.stream);
		}
		io->reading = false;
	}
	zend_async_event_release(&r->req.base);
}

/* }}} */

/* {{{ writing and FILE requests */

static void write_cb(uv_write_t *w, int status)
{
	async_io_req_t *r = w->data;

	req_complete(r, status < 0 ? 0 : (ssize_t) (r->written_at_once + r->uv_buf.len), status);
	zend_async_event_release(&r->req.base);
}

static void send_cb(uv_udp_send_t *s, int status)
{
	async_io_req_t *r = s->data;

	req_complete(r, status < 0 ? 0 : (ssize_t) r->uv_buf.len, status);
	zend_async_event_release(&r->req.base);
}

static void fs_submit(async_io_t *io);

static void fs_cb(uv_fs_t *fs)
{
	async_io_req_t *r = fs->data;
	async_io_t *io = r->io;
	ssize_t result = fs->result;

	uv_fs_req_cleanup(fs);
	io->fs_in_flight--;
	if (result > 0 && r->is_read && r->abandoned) {
		/* Nobody takes these bytes: as with a withdrawn stream read, none
		 * is consumed. A read at the descriptor's own position moves it
		 * back (before the next request runs); where the descriptor cannot
		 * seek (a character device) the bytes are lost, as they would be
		 * to a read(2) cut short by a signal handler's longjmp. */
		if (r->offset < 0) {
			lseek(io->dup_fd, -(off_t) result, SEEK_CUR);
		}
	} else if (result >= 0) {
		if (io->io.offset >= 0 && !(!r->is_read && (io->io.state & ZEND_ASYNC_IO_APPEND))) {
			io->io.offset += result;
		}
		if (r->is_read && result == 0 && r->max > 0) {
			io->io.state |= ZEND_ASYNC_IO_EOF;
		}
	}
	req_complete(r, result < 0 ? 0 : result, result < 0 ? (int) result : 0);
	zend_async_event_release(&r->req.base);
	fs_submit(io);
	io_free_if_done(io);
}

/* Hands the next queued FILE request to the thread pool once the previous
 * one is done. The offset is taken now, when the requests before it have
 * moved it. */
static void fs_submit(async_io_t *io)
{
	while (io->fs_in_flight == 0 && io->fs_head != NULL && !(io->io.state & ZEND_ASYNC_IO_CLOSED)) {
		async_io_req_t *r = io->fs_head;
		int rc;

		io->fs_head = r->next;
		if (io->fs_head == NULL) {
			io->fs_tail = NULL;
		}
		r->next = NULL;
		r->submitted = true;
		r->uv.fs.data = r;
		if (r->is_read) {
			r->offset = io->io.offset;
			rc = uv_fs_read(async_reactor_loop(), &r->uv.fs, io->dup_fd, &r->uv_buf, 1, r->offset, fs_cb);
		} else {
			r->offset = (io->io.state & ZEND_ASYNC_IO_APPEND) ? -1 : io->io.offset;
			rc = uv_fs_write(async_reactor_loop(), &r->uv.fs, io->dup_fd, &r->uv_buf, 1, r->offset, fs_cb);
		}
		if (rc < 0) {
			req_complete(r, 0, rc);
			zend_async_event_release(&r->req.base);
			continue;
		}
		io->fs_in_flight++;
	}
}

static void fs_enqueue(async_io_t *io, async_io_req_t *r)
{
	if (io->fs_tail != NULL) {
		io->fs_tail->next = r;
	} else {
		io->fs_head = r;
	}
	io->fs_tail = r;
	fs_submit(io);
}

/* A FILE request that never reached the pool leaves the queue; the
 * reactor's reference goes with it. */
static void fs_dequeue(async_io_t *io, async_io_req_t *r)
{
	async_io_req_t **link = &io->fs_head, *prev = NULL;

	while (*link != NULL && *link != r) {
		prev = *link;
		link = &(*link)->next;
	}
	if (*link == NULL) {
		return;
	}
	*link = r->next;
	if (io->fs_tail == r) {
		io->fs_tail = prev;
	}
	r->next = NULL;
	zend_async_event_release(&r->req.base);
}

/* }}} */

/* {{{ the object */

static void io_close_cb(uv_handle_t *handle)
{
	efree(handle->data);
}

static bool io_event_dispose(zend_async_event_t *event)
{
	/* The object ends through io_close(), never through a release. */
	return true;
}

static zend_string *io_info(zend_async_event_t *event)
{
	zend_async_io_t *io = (zend_async_io_t *) event;
	return zend_strpprintf(0, "%s fd %d", type_name(io->type), io->fd);
}

static void io_free_if_done(async_io_t *io)
{
	if (io->io.type == ZEND_ASYNC_IO_TYPE_FILE && (io->io.state & ZEND_ASYNC_IO_CLOSED) && io->fs_in_flight == 0
		&& io->fs_head == NULL) {
		close(io->dup_fd);
		efree(io);
	}
}

static zend_async_io_t *reactor_io_create(int fd, zend_async_io_type type, uint32_t state)
{
	uv_loop_t *loop = async_reactor_loop();
	int flags = fcntl(fd, F_GETFL);
	int dup_fd = flags < 0 ? -1 : fcntl(fd, F_DUPFD_CLOEXEC, 3);

	if (dup_fd < 0) {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_INPUT_OUTPUT, "Cannot use descriptor %d for asynchronous I/O: %s", fd,
			strerror(errno));
		return NULL;
	}
	async_io_t *io = ecalloc(1, sizeof(*io));
	zend_async_event_init(&io->io.base, NULL, NULL, io_event_dispose, io_info);
	io->io.fd = fd;
	io->io.type = type;
	io->io.state = state & (ZEND_ASYNC_IO_READABLE | ZEND_ASYNC_IO_WRITABLE | ZEND_ASYNC_IO_APPEND);
	io->io.offset = -1;
	io->dup_fd = dup_fd;
	io->saved_flags = flags;

	int rc = 0;
	switch (type) {
		case ZEND_ASYNC_IO_TYPE_PIPE:
			rc = uv_pipe_init(loop, &io->h.pipe, 0);
			if (rc == 0 && (rc = uv_pipe_open(&io->h.pipe, dup_fd)) < 0) {
				goto fail_handle;
			}
			break;
		case ZEND_ASYNC_IO_TYPE_TCP:
			rc = uv_tcp_init(loop, &io->h.tcp);
			if (rc == 0 && (rc = uv_tcp_open(&io->h.tcp, dup_fd)) < 0) {
				goto fail_handle;
			}
			break;
		case ZEND_ASYNC_IO_TYPE_UDP:
			rc = uv_udp_init(loop, &io->h.udp);
			if (rc == 0 && (rc = uv_udp_open(&io->h.udp, dup_fd)) < 0) {
				goto fail_handle;
			}
			break;
		case ZEND_ASYNC_IO_TYPE_TTY: {
			/* libuv reopens a terminal slave by name, so the non-blocking
			 * mode it sets stays on its own open file description. It
			 * then works on the new descriptor (dup2()ed over ours first)
			 * and closes only that one: the duplicate is ours to close,
			 * and its mode is no longer the caller's to restore. Where it
			 * cannot reopen (a pty master) it keeps our duplicate and
			 * writes blocking. */
			uv_os_fd_t handle_fd = -1;
			rc = uv_tty_init(loop, &io->h.tty, dup_fd, 0);
			if (rc == 0 && uv_fileno(&io->h.handle, &handle_fd) == 0 && handle_fd != dup_fd) {
				close(dup_fd);
				io->dup_fd = -1;
			}
			break;
		}
		case ZEND_ASYNC_IO_TYPE_FILE:
			/* No handle: the object is counted like one so that the
			 * request-end check sees a FILE object nobody closed. */
			async_reactor_handle_opened();
			return &io->io;
		default: rc = UV_EINVAL; break;
	}
	if (rc < 0) {
		fcntl(fd, F_SETFL, flags);
		close(dup_fd);
		efree(io);
		zend_async_throw(ZEND_ASYNC_EXCEPTION_INPUT_OUTPUT, "Cannot use descriptor %d for asynchronous I/O: %s", fd,
			uv_strerror(rc));
		return NULL;
	}
	async_reactor_handle_opened();
	io->h.handle.data = io;
	return &io->io;

fail_handle:
	/* The handle was initialised: it must be closed through libuv. Its
	 * close callback frees the object; the duplicate is still ours. */
	async_reactor_handle_opened();
	io->h.handle.data = io;
	fcntl(dup_fd, F_SETFL, flags);
	close(dup_fd);
	async_reactor_close(&io->h.handle, io_close_cb);
	zend_async_throw(ZEND_ASYNC_EXCEPTION_INPUT_OUTPUT, "Cannot use descriptor %d for asynchronous I/O: %s", fd,
		uv_strerror(rc));
	return NULL;
}

static bool io_check(async_io_t *io, uint32_t needed, const char *op)
{
	if (io->io.state & ZEND_ASYNC_IO_CLOSED) {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_INPUT_OUTPUT, "Cannot %s: the I/O object is closed", op);
		return false;
	}
	if (!(io->io.state & needed)) {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_INPUT_OUTPUT, "Cannot %s: the I/O object is not %s", op,
			needed == ZEND_ASYNC_IO_READABLE ? "readable" : "writable");
		return false;
	}
	return true;
}

static zend_async_io_req_t *reactor_io_read(zend_async_io_t *zio, size_t max)
{
	async_io_t *io = (async_io_t *) zio;

	if (!io_check(io, ZEND_ASYNC_IO_READABLE, "read")) {
		return NULL;
	}
	async_io_req_t *r = req_new(io, true);
	r->req.dispose = io_req_dispose;
	r->max = MAX(max, 1);
	if (max > UINT_MAX) {
		r->max = UINT_MAX; /* a uv_buf_t holds an unsigned int length */
	}
	/* The reactor's reference, dropped when libuv is done with it. */
	zend_async_event_add_ref(&r->req.base);

	if (io->io.type == ZEND_ASYNC_IO_TYPE_FILE) {
		r->req.buf = emalloc(r->max);
		r->uv_buf = uv_buf_init(r->req.buf, (unsigned int) r->max);
		fs_enqueue(io, r);
		return &r->req;
	}
	if (io->read_tail != NULL) {
		io->read_tail->next = r;
	} else {
		io->read_head = r;
	}
	io->read_tail = r;
	if (!io->reading) {
		read_start(io);
	}
	return &r->req;
}

static zend_async_io_req_t *reactor_io_write(zend_async_io_t *zio, const char *buf, size_t len)
{
	async_io_t *io = (async_io_t *) zio;

	if (!io_check(io, ZEND_ASYNC_IO_WRITABLE, "write")) {
		return NULL;
	}
	if (len > UINT_MAX) {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_INPUT_OUTPUT, "Cannot write more than %u bytes at once", UINT_MAX);
		return NULL;
	}
	async_io_req_t *r = req_new(io, false);
	r->req.dispose = io_req_dispose;
	if (len == 0) {
		req_complete(r, 0, 0);
		return &r->req;
	}
	/* The request owns a copy: the caller's buffer may be gone before
	 * libuv has written everything (the caller was cancelled). */
	r->req.buf = emalloc(len);
	memcpy(r->req.buf, buf, len);
	r->uv_buf = uv_buf_init(r->req.buf, (unsigned int) len);
	zend_async_event_add_ref(&r->req.base);

	int rc;
	switch (io->io.type) {
		case ZEND_ASYNC_IO_TYPE_FILE: fs_enqueue(io, r); return &r->req;
		case ZEND_ASYNC_IO_TYPE_UDP:
			/* NULL address: the socket must be connected (uv_udp_open()
			 * noticed that). A datagram goes whole or not at all. */
			rc = uv_udp_try_send(&io->h.udp, &r->uv_buf, 1, NULL);
			if (rc != UV_EAGAIN) {
				req_complete(r, rc < 0 ? 0 : (ssize_t) len, rc < 0 ? rc : 0);
				zend_async_event_release(&r->req.base);
				return &r->req;
			}
			r->uv.send.data = r;
			rc = uv_udp_send(&r->uv.send, &io->h.udp, &r->uv_buf, 1, NULL, send_cb);
			break;
		default:
			/* Nothing queued before it: what the descriptor takes now is
			 * written now (fails with UV_EAGAIN otherwise, keeping the
			 * order of writes). */
			rc = uv_try_write(&io->h.stream, &r->uv_buf, 1);
			if ((rc >= 0 && (size_t) rc == len) || (rc < 0 && rc != UV_EAGAIN)) {
				req_complete(r, rc < 0 ? 0 : (ssize_t) len, rc < 0 ? rc : 0);
				zend_async_event_release(&r->req.base);
				return &r->req;
			}
			if (rc > 0) {
				r->written_at_once = (size_t) rc;
				r->uv_buf.base += rc;
				r->uv_buf.len -= (size_t) rc;
			}
			r->uv.write.data = r;
			rc = uv_write(&r->uv.write, &io->h.stream, &r->uv_buf, 1, write_cb);
			break;
	}
	if (rc < 0) {
		req_complete(r, 0, rc);
		zend_async_event_release(&r->req.base);
	}
	return &r->req;
}

static void reactor_io_close(zend_async_io_t *zio)
{
	async_io_t *io = (async_io_t *) zio;

	if (io->io.state & ZEND_ASYNC_IO_CLOSED) {
		return;
	}
	io->io.state |= ZEND_ASYNC_IO_CLOSED;
	if (io->io.type == ZEND_ASYNC_IO_TYPE_FILE) {
		/* Requests still waiting for their turn end now; the one on the
		 * thread pool finishes first, and its callback frees the object. */
		while (io->fs_head != NULL) {
			async_io_req_t *r = io->fs_head;
			io->fs_head = r->next;
			r->next = NULL;
			req_complete(r, 0, UV_ECANCELED);
			zend_async_event_release(&r->req.base);
		}
		io->fs_tail = NULL;
		async_reactor_handle_released();
		io_free_if_done(io);
		return;
	}
	/* Pending reads end now; writes in flight end with UV_ECANCELED in
	 * libuv's close processing, before the close callback frees io. */
	while (io->read_head != NULL) {
		read_deliver(io, 0, UV_ECANCELED);
	}
	/* The duplicate shares the caller's open file description: give it
	 * back the mode it had (libuv made it non-blocking). A TTY reopened
	 * by libuv has a description of its own (dup_fd -1). */
	if (io->dup_fd >= 0) {
		fcntl(io->dup_fd, F_SETFL, io->saved_flags);
	}
	async_reactor_close(&io->h.handle, io_close_cb);
}

/* }}} */

static zend_async_io_type reactor_io_type_of(int fd)
{
	switch (uv_guess_handle((uv_file) fd)) {
		case UV_TTY: return ZEND_ASYNC_IO_TYPE_TTY;
		case UV_NAMED_PIPE: return ZEND_ASYNC_IO_TYPE_PIPE;
		case UV_FILE: return ZEND_ASYNC_IO_TYPE_FILE;
		case UV_TCP: return ZEND_ASYNC_IO_TYPE_TCP;
		case UV_UDP: return ZEND_ASYNC_IO_TYPE_UDP;
		default: return 0;
	}
}

void async_reactor_io_register(zend_async_reactor_api_t *api)
{
	api->io_type_of = reactor_io_type_of;
	api->io_create = reactor_io_create;
	api->io_read = reactor_io_read;
	api->io_write = reactor_io_write;
	api->io_close = reactor_io_close;
}

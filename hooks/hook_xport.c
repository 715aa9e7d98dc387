/*
 * hook_xport.c: the tcp, udp, unix and udg transports (and the streams of
 * stream_socket_pair()) made cooperative. Everything that opens a socket
 * through PHP's stream layer comes here: stream_socket_client/server,
 * fsockopen, the http:// and ftp:// wrappers, mysqlnd.
 *
 * At MINIT each transport's factory is replaced by one that calls PHP's
 * own and gives the stream ops of ours: PHP's socket ops with read, write,
 * close and set_option wrapped. The descriptor keeps the mode PHP gave it
 * (blocking unless stream_set_blocking(false)), so PHP's own code, ext/
 * sockets after socket_import_stream() and child processes see what they
 * always saw. Inside a coroutine a blocking stream does its system calls
 * with MSG_DONTWAIT: data that is there is read at the cost of PHP's own
 * read (no poll first); only EAGAIN waits, on the reactor, for the
 * descriptor and the stream's timeout. Outside coroutines, where switching
 * is forbidden, and for non-blocking streams, the calls are PHP's own.
 *
 * PHP tells the kinds of socket apart by the address of their ops
 * (xp_socket.c compares stream->ops with its udp/unix tables), so every
 * call handed to PHP's set_option runs with the stream's original ops put
 * back for its duration.
 *
 * Results, warnings and errno values are PHP's: each path below does what
 * xp_socket.c and network.c do for the same outcome.
 *
 * The connect (and its name resolution) is hook_xport_connect.c's, TLS
 * is driven by hook_tls.c; what the three share is in hook_xport.h.
 */
#include "hook_xport.h"
#include "zend_exceptions.h"
#include "ext/standard/file.h"
#include <poll.h>
#include <sys/socket.h>

#ifndef MSG_NOSIGNAL
# define MSG_NOSIGNAL 0
#endif

/* {{{ ops */

/* One per PHP ops table seen (tcp, udp, unix, udg, generic): static so
 * that streams (persistent ones too) can point at it for the module's
 * lifetime. Filled at run time, when a table is first seen. */
#define XPORT_OPS_MAX 16
static xport_ops_t xport_ops[XPORT_OPS_MAX];
static uint32_t xport_ops_count;

typedef struct {
	const char *name;
	int socktype;
	bool is_unix;
	int crypto_method;
	bool method_from_context;
	php_stream_transport_factory original;
} xport_transport_t;

/* ext/openssl registers tcp:// too (its ops handle STARTTLS); the others
 * exist only when PHP has it. */
static xport_transport_t transports[] = {
	{"tcp", SOCK_STREAM, false, 0, false, NULL},
	{"udp", SOCK_DGRAM, false, 0, false, NULL},
	{"unix", SOCK_STREAM, true, 0, false, NULL},
	{"udg", SOCK_DGRAM, true, 0, false, NULL},
	{"ssl", SOCK_STREAM, false, STREAM_CRYPTO_METHOD_TLS_ANY_CLIENT, true, NULL},
	{"tls", SOCK_STREAM, false, STREAM_CRYPTO_METHOD_TLS_ANY_CLIENT, true, NULL},
	{"tlsv1.0", SOCK_STREAM, false, STREAM_CRYPTO_METHOD_TLSv1_0_CLIENT, false, NULL},
	{"tlsv1.1", SOCK_STREAM, false, STREAM_CRYPTO_METHOD_TLSv1_1_CLIENT, false, NULL},
	{"tlsv1.2", SOCK_STREAM, false, STREAM_CRYPTO_METHOD_TLSv1_2_CLIENT, false, NULL},
	{"tlsv1.3", SOCK_STREAM, false, STREAM_CRYPTO_METHOD_TLSv1_3_CLIENT, false, NULL},
};

static ssize_t xport_read(php_stream *stream, char *buf, size_t count);
static ssize_t xport_write(php_stream *stream, const char *buf, size_t count);
static int xport_close(php_stream *stream, int close_handle);
static int xport_set_option(php_stream *stream, int option, int value, void *ptrparam);

static bool is_ours(const php_stream_ops *ops)
{
	return ops >= &xport_ops[0].ops && ops < &xport_ops[XPORT_OPS_MAX].ops;
}

/* Gives stream our ops over its own; false if it cannot (table full). */
static bool xport_wrap(php_stream *stream, int socktype, bool is_unix, int crypto_method, bool method_from_context)
{
	const php_stream_ops *base = stream->ops;
	if (is_ours(base)) {
		return true;
	}
	for (uint32_t i = 0; i < xport_ops_count; i++) {
		const xport_ops_t *x = &xport_ops[i];
		if (x->base == base && x->socktype == socktype && x->is_unix == is_unix && x->crypto_method == crypto_method
			&& x->method_from_context == method_from_context) {
			stream->ops = &xport_ops[i].ops;
			return true;
		}
	}
	if (xport_ops_count == XPORT_OPS_MAX) {
		return false;
	}
	xport_ops_t *x = &xport_ops[xport_ops_count++];
	x->ops = *base;
	x->ops.read = xport_read;
	x->ops.write = xport_write;
	x->ops.close = xport_close;
	x->ops.set_option = xport_set_option;
	x->base = base;
	x->socktype = socktype;
	x->is_unix = is_unix;
	x->crypto_method = crypto_method;
	x->method_from_context = method_from_context;
	stream->ops = &x->ops;
	return true;
}

/* PHP's set_option, run with the stream's own ops in place. */
static int base_set_option(php_stream *stream, int option, int value, void *ptrparam)
{
	const xport_ops_t *x = ops_of(stream);
	stream->ops = x->base;
	int ret = x->base->set_option(stream, option, value, ptrparam);
	stream->ops = &x->ops;
	return ret;
}

/* }}} */

/* {{{ per-descriptor state: the poll events coroutines wait on
 *
 * Indexed by descriptor: a socket stream's descriptor is its own until its
 * close op runs, which is where its entry goes. Request memory; the events
 * belong to the request's loop and are disposed at RSHUTDOWN (streams are
 * closed later, by the engine, and then find no entry). */

static xport_fd_t **fd_states;
static uint32_t fd_states_size;

static xport_fd_t *fd_state_find(int fd)
{
	return (fd >= 0 && (uint32_t) fd < fd_states_size) ? fd_states[fd] : NULL;
}

xport_fd_t *async_xport_fd_state(int fd)
{
	if ((uint32_t) fd >= fd_states_size) {
		uint32_t size = MAX(64, fd_states_size);
		while (size <= (uint32_t) fd) {
			size *= 2;
		}
		fd_states = erealloc(fd_states, size * sizeof(*fd_states));
		memset(fd_states + fd_states_size, 0, (size - fd_states_size) * sizeof(*fd_states));
		fd_states_size = size;
	}
	if (fd_states[fd] == NULL) {
		fd_states[fd] = ecalloc(1, sizeof(xport_fd_t));
	}
	return fd_states[fd];
}

void async_xport_fd_state_free(int fd)
{
	xport_fd_t *st = fd_state_find(fd);
	if (st == NULL) {
		return;
	}
	fd_states[fd] = NULL;
	if (st->rd != NULL) {
		zend_async_event_release(&st->rd->base);
	}
	if (st->wr != NULL) {
		zend_async_event_release(&st->wr->base);
	}
	efree(st);
}

void async_hook_xport_rshutdown(void)
{
	for (uint32_t fd = 0; fd < fd_states_size; fd++) {
		async_xport_fd_state_free((int) fd);
	}
	if (fd_states != NULL) {
		efree(fd_states);
	}
	fd_states = NULL;
	fd_states_size = 0;
}

/* }}} */

/* {{{ waiting */

static zend_always_inline bool timeval_is_zero(const struct timeval *tv)
{
	return tv != NULL && tv->tv_sec == 0 && tv->tv_usec == 0;
}

/* What a coroutine back from suspending as a user of the descriptor finds:
 * the stream closed under it (which wins over a cancellation: the closer
 * is waiting for it to leave), its wait failed (cancelled), or neither. */
static wait_result_t after_suspension(const xport_fd_t *st, bool ok)
{
	if (st->closing) {
		return WAIT_CLOSED;
	}
	if (!ok) {
		async_hook_note_cancellation();
		return WAIT_FAILED;
	}
	return WAIT_READY;
}

/* Waits until fd is readable or writable, timeout_ms (0: none) passed, the
 * coroutine was cancelled, or the stream was closed. Several coroutines
 * may wait on one event (writers queued behind a write, acceptors, UDP
 * receivers): one that resumes first and waits again resets the event's
 * bits before the others look, so a wake-up without them asks the
 * descriptor, and one that comes before the deadline waits again rather
 * than passing for a timeout. */
wait_result_t async_xport_wait_fd(int fd, bool for_write, zend_ulong timeout_ms, const char *what)
{
	zend_ulong deadline = timeout_ms > 0 ? now_ms() + timeout_ms : 0;
	zend_ulong left = timeout_ms;

	for (;;) {
		xport_fd_t *st = async_xport_fd_state(fd);
		zend_async_poll_event_t **slot = for_write ? &st->wr : &st->rd;

		if (*slot == NULL) {
			*slot = ZEND_ASYNC_NEW_POLL_EVENT(fd, true,
				for_write ? ZEND_ASYNC_POLL_WRITABLE : ZEND_ASYNC_POLL_READABLE);
		}
		zend_async_poll_event_t *ev = *slot;
		ev->triggered_events = 0;
		ev->status = 0;
		st->users++;
		bool ok = zend_async_wait_event(&ev->base, left, NULL, what);
		st->users--;
		wait_result_t after = after_suspension(st, ok);
		if (after != WAIT_READY) {
			return after;
		}
		if (ev->triggered_events != 0 || ev->status < 0) {
			return WAIT_READY;
		}
		struct pollfd p = {.fd = fd, .events = for_write ? POLLOUT : POLLIN};
		if (poll(&p, 1, 0) > 0) {
			return WAIT_READY;
		}
		if (deadline != 0) {
			zend_ulong now = now_ms();
			if (now >= deadline) {
				return WAIT_TIMEOUT;
			}
			left = deadline - now;
		}
	}
}

/* }}} */

/* {{{ read and write */

/* A read that follows a write on the same socket (a server about to read
 * the next request after sending a response, a client about to read the
 * answer to its request) first lets every other ready coroutine run once,
 * as a select() loop serves each ready socket once a round. Without it a
 * peer that answers within microseconds (on another core) keeps one
 * coroutine serving its connection from the buffer while the requests on
 * the others wait: the latency tail. The coroutine counts as a user of the
 * descriptor meanwhile, so a close from another coroutine waits for it. */
static wait_result_t yield_before_read(xport_fd_t *st)
{
	st->wrote = false;
	st->users++;
	st->reading = true;
	bool ok = ZEND_ASYNC_YIELD();
	st->reading = false;
	st->users--;
	return after_suspension(st, ok);
}

static ssize_t xport_read(php_stream *stream, char *buf, size_t count)
{
	const xport_ops_t *x = ops_of(stream);
	php_netstream_data_t *sock = (php_netstream_data_t *) stream->abstract;

	if (sock == NULL || sock->socket == -1 || !sock->is_blocked || !zend_async_can_cooperate()) {
		return x->base->read(stream, buf, count);
	}
	int fd = sock->socket;
	xport_fd_t *st = fd_state_find(fd);
	if (st != NULL && st->reading) {
		/* PHP's stream layer hands read() a pointer into the stream's own
		 * buffer, which a second reader would move or overwrite while the
		 * first one waits: one reader at a time, as Swoole does. */
		zend_string *peer = NULL;
		php_network_get_peer_name(fd, &peer, NULL, NULL);
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT,
			"Cannot read from socket stream (descriptor %d%s%s): another coroutine is already reading it", fd,
			peer != NULL ? ", peer " : "", peer != NULL ? ZSTR_VAL(peer) : "");
		if (peer != NULL) {
			zend_string_release(peer);
		}
		return -1;
	}
	if (st != NULL && st->wrote) {
		wait_result_t r = yield_before_read(st);
		if (r == WAIT_CLOSED) {
			stream->eof = 1;
			return 0;
		}
		if (r == WAIT_FAILED) {
			return -1;
		}
	}
	if (st != NULL && st->crypto) {
		return async_xport_tls_read(stream, sock, buf, count);
	}
	sock->timeout_event = 0;
	ssize_t n;
	for (;;) {
		n = recv(fd, buf, count, MSG_DONTWAIT);
		if (n >= 0 || !PHP_IS_TRANSIENT_ERROR(errno)) {
			break;
		}
		if (timeval_is_zero(&sock->timeout)) {
			/* PHP polls with a zero timeout: nothing there is a timeout,
			 * which its read op reports as a failure (fread() false). */
			sock->timeout_event = 1;
			return -1;
		}
		st = async_xport_fd_state(fd);
		st->reading = true;
		wait_result_t r = async_xport_wait_fd(fd, false, timeout_ms_of(&sock->timeout), "socket read");
		st->reading = false;
		if (r == WAIT_READY) {
			continue;
		}
		if (r == WAIT_TIMEOUT) {
			sock->timeout_event = 1;
			return -1;
		}
		if (r == WAIT_CLOSED) {
			stream->eof = 1;
			return 0;
		}
		return -1;
	}
	/* xp_socket.c's outcome for the same recv() result. */
	if (n < 0) {
		if (PHP_IS_TRANSIENT_ERROR(errno)) {
			n = 0;
		} else {
			stream->eof = 1;
		}
	} else if (n == 0) {
		stream->eof = 1;
	} else {
		php_stream_notify_progress_increment(PHP_STREAM_CONTEXT(stream), n, 0);
	}
	return n;
}

static void send_failed(php_stream *stream, size_t count, int err)
{
	char *estr = php_socket_strerror(err, NULL, 0);
	php_error_docref(NULL, E_NOTICE, "Send of " ZEND_LONG_FMT " bytes failed with errno=%d %s", (zend_long) count, err,
		estr);
	efree(estr);
}

/* A write op sends the whole buffer before it returns (waiting whenever
 * the socket is full), and one coroutine writes at a time: PHP's write
 * loop calls the op once per fwrite() (writes are not chunked), so each
 * fwrite() reaches the peer whole, never interleaved with another
 * coroutine's. Return values and notices are PHP's: the bytes sent, or
 * -1 with "Send of N bytes failed" when nothing was. */
static ssize_t xport_write(php_stream *stream, const char *buf, size_t count)
{
	const xport_ops_t *x = ops_of(stream);
	php_netstream_data_t *sock = (php_netstream_data_t *) stream->abstract;

	if (sock == NULL || sock->socket == -1) {
		return x->base->write(stream, buf, count);
	}
	int fd = sock->socket;
	xport_fd_t *st = fd_state_find(fd);
	if (st != NULL && st->timed_out_at != NULL) {
		/* Before the cooperation check: after a cancellation the
		 * continuation comes with the exception pending. */
		bool continuation = st->timed_out_at == buf && st->timed_out_left == count;
		st->timed_out_at = NULL;
		if (continuation) {
			return -1;
		}
	}
	if (!sock->is_blocked || !zend_async_can_cooperate()) {
		return x->base->write(stream, buf, count);
	}
	st = async_xport_fd_state(fd);
	while (st->writing) {
		/* Another coroutine's write is under way: our turn comes when it
		 * returns (it holds the socket only while it waits for room). */
		wait_result_t r = async_xport_wait_fd(fd, true, timeout_ms_of(&sock->timeout), "socket write");
		st = async_xport_fd_state(fd);
		if (r == WAIT_FAILED || r == WAIT_CLOSED) {
			return -1;
		}
		if (r == WAIT_TIMEOUT) {
			sock->timeout_event = 1;
			send_failed(stream, count, EAGAIN);
			return -1;
		}
	}
	if (st->crypto) {
		st->writing = true;
		ssize_t written = async_xport_tls_write(stream, sock, buf, count);
		st = async_xport_fd_state(fd);
		st->writing = false;
		st->wrote = written > 0;
		return written;
	}
	st->writing = true;
	size_t done = 0;
	int err = 0;
	bool cancelled = false;
	while (done < count) {
		ssize_t n = send(fd, buf + done, count - done, MSG_DONTWAIT | MSG_NOSIGNAL);
		if (n > 0) {
			done += (size_t) n;
			continue;
		}
		err = n < 0 ? errno : 0;
		if (n < 0 && err == EINTR) {
			continue;
		}
		if (n < 0 && PHP_IS_TRANSIENT_ERROR(err)) {
			if (timeval_is_zero(&sock->timeout)) {
				sock->timeout_event = 1;
				break;
			}
			sock->timeout_event = 0;
			wait_result_t r = async_xport_wait_fd(fd, true, timeout_ms_of(&sock->timeout), "socket write");
			st = async_xport_fd_state(fd);
			if (r == WAIT_READY) {
				continue;
			}
			if (r == WAIT_TIMEOUT) {
				sock->timeout_event = 1;
				break;
			}
			cancelled = true;
			break;
		}
		break;
	}
	st->writing = false;
	if (done < count) {
		if (!cancelled) {
			send_failed(stream, count - done, err);
		}
		/* Also when cancelled or closed: PHP's write loop would call again
		 * for the rest and wait with the cancellation pending. */
		if (done > 0) {
			st->timed_out_at = buf + done;
			st->timed_out_left = count - done;
		}
	}
	if (done > 0) {
		st->wrote = true;
		php_stream_notify_progress_increment(PHP_STREAM_CONTEXT(stream), done, 0);
		return (ssize_t) done;
	}
	return -1;
}

/* }}} */

/* {{{ close */

static bool fd_in_use(void *fd)
{
	xport_fd_t *st = fd_state_find((int) (intptr_t) fd);
	return st != NULL && st->users > 0;
}

static int xport_close(php_stream *stream, int close_handle)
{
	const xport_ops_t *x = ops_of(stream);
	php_netstream_data_t *sock = (php_netstream_data_t *) stream->abstract;
	int fd = sock != NULL ? sock->socket : -1;
	xport_fd_t *st = fd_state_find(fd);

	if (st != NULL && st->users > 0) {
		/* Coroutines are suspended inside this stream's read or write:
		 * wake them (they return end of file / failure) and let them leave
		 * PHP's stream code before the stream is freed. */
		if (!ZEND_ASYNC_IS_ACTIVE || ZEND_ASYNC_CURRENT_COROUTINE == NULL || !zend_async_can_suspend(false)) {
			zend_error_noreturn(E_ERROR,
				"Cannot close a socket stream that another coroutine is suspended reading or writing from a "
				"destructor, the garbage collector or a handler that cannot switch coroutines; close it from a "
				"coroutine");
		}
		st->closing = true;
		if (st->rd != NULL) {
			zend_async_callbacks_notify(&st->rd->base, NULL, NULL);
		}
		if (st->wr != NULL) {
			zend_async_callbacks_notify(&st->wr->base, NULL, NULL);
		}
		if (!async_hook_wait_until_unused(fd_in_use, (void *) (intptr_t) fd)) {
			zend_error_noreturn(E_ERROR,
				"Cannot close a socket stream that another coroutine is suspended on: this coroutine cannot switch");
		}
	}
	/* Before the descriptor closes (the reactor's registration of it goes
	 * with the events). */
	async_xport_fd_state_free(fd);
	return x->base->close(stream, close_handle);
}

/* }}} */

/* {{{ accept, recvfrom, sendto */

/* PHP's accept, made to wait here: it is called with a zero timeout (its
 * poll then only looks), and a "timed out" answer means waiting for the
 * listening socket to become readable and trying again; another process
 * or coroutine may have taken the connection first. */
static void xport_accept(php_stream *stream, php_netstream_data_t *sock, php_stream_xport_param *xparam)
{
	struct timeval *timeout = xparam->inputs.timeout;
	bool has_timeout = timeout != NULL && timeout->tv_sec >= 0;
	zend_ulong deadline = has_timeout ? now_ms() + timeout_ms_of(timeout) : 0;
	struct timeval zero = {0, 0};
	bool last = timeval_is_zero(timeout);

	for (;;) {
		xparam->inputs.timeout = &zero;
		/* With our ops in place: the client is made with the listening
		 * stream's ops, and a TLS server's handshake on it (ext/openssl
		 * enables crypto inside accept) must come through ours. */
		ops_of(stream)->base->set_option(stream, PHP_STREAM_OPTION_XPORT_API, 0, xparam);
		xparam->inputs.timeout = timeout;
		if (xparam->outputs.returncode == 0 && xparam->outputs.client != NULL) {
			return;
		}
		int err = xparam->outputs.error_code;
		if (err == EMFILE || err == ENFILE) {
			/* Out of descriptors: PHP's warning and false, but not at once,
			 * so that a loop accepting again does not spin until a
			 * descriptor frees up. */
			zend_async_sleep(50, "accept (out of descriptors)");
			return;
		}
		if (err != ETIMEDOUT || last) {
			return;
		}
		if (xparam->outputs.error_text != NULL) {
			zend_string_release(xparam->outputs.error_text);
			xparam->outputs.error_text = NULL;
		}
		zend_ulong left = 0;
		if (has_timeout) {
			zend_ulong now = now_ms();
			left = deadline > now ? deadline - now : 0;
		}
		wait_result_t r = (has_timeout && left == 0) ? WAIT_TIMEOUT
													 : async_xport_wait_fd(sock->socket, false, left, "accept");
		if (r == WAIT_FAILED || r == WAIT_CLOSED) {
			xparam->outputs.returncode = -1;
			return;
		}
		/* Timed out: one last look, whose answer (a connection or PHP's
		 * own timeout error) is the result. */
		last = r == WAIT_TIMEOUT;
	}
}

/* stream_socket_recvfrom() blocks in the kernel on a blocking socket
 * (PHP does not poll first): wait until the call would not. */
static bool wait_until(int fd, bool for_write)
{
	struct pollfd p = {.fd = fd, .events = for_write ? POLLOUT : POLLIN};
	while (poll(&p, 1, 0) == 0) {
		wait_result_t r = async_xport_wait_fd(fd, for_write, 0, for_write ? "socket sendto" : "socket recvfrom");
		if (r == WAIT_FAILED || r == WAIT_CLOSED) {
			return false;
		}
	}
	return true;
}

/* stream_socket_sendto() on a blocking socket: PHP's one blocking send()
 * sends the whole buffer (a stream socket's, waiting for room as long as
 * it takes) or fails with a warning. Done here with MSG_DONTWAIT and the
 * reactor between the pieces: PHP's own send() would block every
 * coroutine until the peer took it all (for ever if the reader is one of
 * them). */
static void xport_sendto(php_netstream_data_t *sock, php_stream_xport_param *xparam)
{
	int flags = MSG_DONTWAIT | MSG_NOSIGNAL | ((xparam->inputs.flags & STREAM_OOB) ? MSG_OOB : 0);
	const char *buf = xparam->inputs.buf;
	size_t len = xparam->inputs.buflen, done = 0;
	int err = 0;

	for (;;) {
		ssize_t n = xparam->inputs.addr != NULL
			? sendto(sock->socket, buf + done, len - done, flags, xparam->inputs.addr, xparam->inputs.addrlen)
			: send(sock->socket, buf + done, len - done, flags);
		if (n >= 0) {
			done += (size_t) n;
			if (done == len) {
				break;
			}
			continue;
		}
		err = errno;
		if (err == EINTR) {
			continue;
		}
		if (!PHP_IS_TRANSIENT_ERROR(err)) {
			break;
		}
		wait_result_t r = async_xport_wait_fd(sock->socket, true, 0, "socket sendto");
		if (r == WAIT_FAILED || r == WAIT_CLOSED) {
			xparam->outputs.returncode = done > 0 ? (int) done : -1;
			return;
		}
	}
	if (done > 0 || len == 0) {
		xparam->outputs.returncode = (int) done;
		return;
	}
	char *estr = php_socket_strerror(err, NULL, 0);
	php_error_docref(NULL, E_WARNING, "%s\n", estr);
	efree(estr);
	xparam->outputs.returncode = -1;
}

static int xport_set_option(php_stream *stream, int option, int value, void *ptrparam)
{
	php_netstream_data_t *sock = (php_netstream_data_t *) stream->abstract;

	if (option == PHP_STREAM_OPTION_CRYPTO_API && sock != NULL) {
		php_stream_xport_crypto_param *cparam = (php_stream_xport_crypto_param *) ptrparam;
		if (cparam->op == STREAM_XPORT_CRYPTO_OP_ENABLE && sock->socket != -1) {
			if (sock->is_blocked && cparam->inputs.activate && zend_async_can_cooperate()) {
				return async_xport_tls_enable(stream, sock, option, value, ptrparam);
			}
			int ret = base_set_option(stream, option, value, ptrparam);
			if (ret == PHP_STREAM_OPTION_RETURN_OK && cparam->outputs.returncode == 1) {
				async_xport_fd_state(sock->socket)->crypto = cparam->inputs.activate;
			}
			return ret;
		}
	}
	if (option != PHP_STREAM_OPTION_XPORT_API) {
		return base_set_option(stream, option, value, ptrparam);
	}
	php_stream_xport_param *xparam = (php_stream_xport_param *) ptrparam;
	if (sock == NULL || !zend_async_can_cooperate()) {
		if (xparam->op == STREAM_XPORT_OP_ACCEPT) {
			/* A connection accepted outside coroutines is read and
			 * written in them later: it gets our ops too (see
			 * xport_accept). */
			return ops_of(stream)->base->set_option(stream, option, value, ptrparam);
		}
		return base_set_option(stream, option, value, ptrparam);
	}
	switch (xparam->op) {
		case STREAM_XPORT_OP_CONNECT:
		case STREAM_XPORT_OP_CONNECT_ASYNC:
			xparam->outputs.returncode = async_xport_connect(stream, sock, xparam);
			if (async_xport_tls_connect_crypto_needed(stream, xparam)) {
				async_xport_tls_connect_crypto(stream, xparam);
			}
			return PHP_STREAM_OPTION_RETURN_OK;
		case STREAM_XPORT_OP_ACCEPT:
			/* Whatever the listening socket's mode: PHP's accept polls
			 * with the timeout either way. */
			if (sock->socket == -1) {
				break;
			}
			xport_accept(stream, sock, xparam);
			return PHP_STREAM_OPTION_RETURN_OK;
		case STREAM_XPORT_OP_SEND:
			if (sock->is_blocked && sock->socket != -1) {
				xport_sendto(sock, xparam);
				return PHP_STREAM_OPTION_RETURN_OK;
			}
			break;
		case STREAM_XPORT_OP_RECV:
			/* recv(MSG_OOB) does not block (no urgent data fails at once),
			 * and urgent data does not make the socket readable. */
			if (xparam->inputs.flags & STREAM_OOB) {
				break;
			}
			if (sock->is_blocked && sock->socket != -1 && !wait_until(sock->socket, false)) {
				xparam->outputs.returncode = -1;
				return PHP_STREAM_OPTION_RETURN_OK;
			}
			break;
		default: break;
	}
	if (xparam->op == STREAM_XPORT_OP_ACCEPT) {
		/* Our ops stay for the client (see xport_accept). */
		return ops_of(stream)->base->set_option(stream, option, value, ptrparam);
	}
	return base_set_option(stream, option, value, ptrparam);
}

/* }}} */

/* {{{ factories and stream_socket_pair() */

static php_stream *xport_factory(const char *proto, size_t protolen, const char *resourcename, size_t resourcenamelen,
	const char *persistent_id, int options, int flags, struct timeval *timeout, php_stream_context *context STREAMS_DC)
{
	xport_transport_t *t = NULL;
	for (size_t i = 0; i < sizeof(transports) / sizeof(transports[0]); i++) {
		if (strlen(transports[i].name) == protolen && strncmp(transports[i].name, proto, protolen) == 0) {
			t = &transports[i];
			break;
		}
	}
	if (t == NULL || t->original == NULL) {
		return NULL;
	}
	php_stream *stream = t->original(proto, protolen, resourcename, resourcenamelen, persistent_id, options, flags,
		timeout, context STREAMS_REL_CC);
	/* Persistent streams too: they outlive the request, but the engine
	 * closes the persistent list before it shuts modules down, so our
	 * static ops are still there; between requests (and outside
	 * coroutines) every op is PHP's own. */
	if (stream != NULL) {
		xport_wrap(stream, t->socktype, t->is_unix, t->crypto_method, t->method_from_context);
	}
	return stream;
}

static ZEND_FUNCTION(async_stream_socket_pair);

static async_hook_t xport_hooks[] = {
	{"stream_socket_pair", ZEND_FN(async_stream_socket_pair), NULL},
};

static ZEND_FUNCTION(async_stream_socket_pair)
{
	ASYNC_HOOK_CALL_ORIGINAL(&xport_hooks[0]);
	if (Z_TYPE_P(return_value) != IS_ARRAY) {
		return;
	}
	zend_long domain = zval_get_long(ZEND_CALL_ARG(execute_data, 1));
	zend_long type = zval_get_long(ZEND_CALL_ARG(execute_data, 2));
	zval *zv;
	ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(return_value), zv) {
		php_stream *stream = (php_stream *) zend_fetch_resource2_ex(zv, NULL, php_file_le_stream(),
			php_file_le_pstream());
		if (stream != NULL) {
			xport_wrap(stream, type == SOCK_DGRAM ? SOCK_DGRAM : SOCK_STREAM, domain == AF_UNIX, 0, false);
		}
	} ZEND_HASH_FOREACH_END();
}

void async_hook_xport_minit(void)
{
	async_xport_tls_minit();
	HashTable *hash = php_stream_xport_get_hash();
	for (size_t i = 0; i < sizeof(transports) / sizeof(transports[0]); i++) {
		php_stream_transport_factory original = zend_hash_str_find_ptr(hash, transports[i].name,
			strlen(transports[i].name));
		if (original == NULL) {
			continue;
		}
		transports[i].original = original;
		php_stream_xport_register(transports[i].name, xport_factory);
		async_hooks_note("Hooked stream transports", transports[i].name);
	}
	async_hooks_install(xport_hooks, ASYNC_HOOKS_COUNT(xport_hooks));
}

void async_hook_xport_mshutdown(void)
{
	for (size_t i = 0; i < sizeof(transports) / sizeof(transports[0]); i++) {
		if (transports[i].original != NULL) {
			php_stream_xport_register(transports[i].name, transports[i].original);
			transports[i].original = NULL;
		}
	}
	async_hooks_restore(xport_hooks, ASYNC_HOOKS_COUNT(xport_hooks));
}

/* }}} */

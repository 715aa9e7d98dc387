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
 */
#include "hooks.h"
#include "zend_exceptions.h"
#include "main/php_network.h"
#include "ext/standard/file.h"
#include <arpa/inet.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/un.h>
#include <dlfcn.h>

#ifndef MSG_NOSIGNAL
# define MSG_NOSIGNAL 0
#endif

/* {{{ ops */

typedef struct {
	php_stream_ops ops; /* first: a stream's ops pointer leads back here */
	const php_stream_ops *base;
	int socktype;
	bool is_unix;
	/* ssl://, tls://, tlsv1.x://: crypto is enabled once connected, with
	 * this method (0: plain). */
	int crypto_method;
	/* ssl:// and tls:// take the method from the "crypto_method" context
	 * option when set (ext/openssl's rule). */
	bool method_from_context;
} xport_ops_t;

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

static zend_always_inline const xport_ops_t *ops_of(php_stream *stream)
{
	return (const xport_ops_t *) stream->ops;
}

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

typedef struct {
	zend_async_poll_event_t *rd;
	zend_async_poll_event_t *wr;
	uint32_t users; /* coroutines suspended on the descriptor */
	bool reading;   /* one reader at a time (see xport_read) */
	bool writing;   /* one write op at a time (see xport_write) */
	bool closing;   /* the stream is being closed under its users */
	bool crypto;    /* TLS is on: I/O goes through ext/openssl\'s ops */
	/* A write that timed out after sending part of its buffer: PHP's
	 * write loop calls again at once for the rest, which fails without
	 * waiting a second time (as PHP's single poll would). */
	const char *timed_out_at;
	size_t timed_out_left;
} xport_fd_t;

static xport_fd_t **fd_states;
static uint32_t fd_states_size;

static xport_fd_t *fd_state_find(int fd)
{
	return (fd >= 0 && (uint32_t) fd < fd_states_size) ? fd_states[fd] : NULL;
}

static xport_fd_t *fd_state(int fd)
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

static void fd_state_free(int fd)
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
		fd_state_free((int) fd);
	}
	if (fd_states != NULL) {
		efree(fd_states);
	}
	fd_states = NULL;
	fd_states_size = 0;
}

/* }}} */

/* {{{ waiting */

typedef enum {
	WAIT_READY = 1,
	WAIT_TIMEOUT = 0,
	WAIT_FAILED = -1, /* cancelled: the exception is pending */
	WAIT_CLOSED = -2, /* the stream was closed by another coroutine */
} wait_result_t;

static zend_always_inline bool timeval_is_zero(const struct timeval *tv)
{
	return tv != NULL && tv->tv_sec == 0 && tv->tv_usec == 0;
}

/* A socket timeout in whole milliseconds, rounded up (never early);
 * 0 = none. tv_sec -1 is PHP's "no timeout". */
static zend_ulong timeout_ms_of(const struct timeval *tv)
{
	if (tv == NULL || tv->tv_sec < 0) {
		return 0;
	}
	zend_ulong ms = (zend_ulong) tv->tv_sec * 1000 + (zend_ulong) (tv->tv_usec + 999) / 1000;
	return ms > 0 ? ms : 1;
}

static zend_ulong now_ms(void)
{
	struct timeval tv;
	gettimeofday(&tv, NULL);
	return (zend_ulong) tv.tv_sec * 1000 + (zend_ulong) tv.tv_usec / 1000;
}

/* Waits until fd is readable or writable, timeout_ms (0: none) passed, the
 * coroutine was cancelled, or the stream was closed. Several coroutines
 * may wait on one event (writers queued behind a write, acceptors, UDP
 * receivers): one that resumes first and waits again resets the event's
 * bits before the others look, so a wake-up without them asks the
 * descriptor, and one that comes before the deadline waits again rather
 * than passing for a timeout. */
static wait_result_t wait_fd(int fd, bool for_write, zend_ulong timeout_ms, const char *what)
{
	zend_ulong deadline = timeout_ms > 0 ? now_ms() + timeout_ms : 0;
	zend_ulong left = timeout_ms;

	for (;;) {
		xport_fd_t *st = fd_state(fd);
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
		if (st->closing) {
			return WAIT_CLOSED;
		}
		if (!ok) {
			async_hook_note_cancellation();
			return WAIT_FAILED;
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

static ssize_t tls_read(php_stream *stream, php_netstream_data_t *sock, char *buf, size_t count);
static ssize_t tls_write(php_stream *stream, php_netstream_data_t *sock, const char *buf, size_t count);

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
	if (st != NULL && st->crypto) {
		return tls_read(stream, sock, buf, count);
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
		st = fd_state(fd);
		st->reading = true;
		wait_result_t r = wait_fd(fd, false, timeout_ms_of(&sock->timeout), "socket read");
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
	st = fd_state(fd);
	while (st->writing) {
		/* Another coroutine's write is under way: our turn comes when it
		 * returns (it holds the socket only while it waits for room). */
		wait_result_t r = wait_fd(fd, true, timeout_ms_of(&sock->timeout), "socket write");
		st = fd_state(fd);
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
		ssize_t written = tls_write(stream, sock, buf, count);
		st = fd_state(fd);
		st->writing = false;
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
			wait_result_t r = wait_fd(fd, true, timeout_ms_of(&sock->timeout), "socket write");
			st = fd_state(fd);
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
		php_stream_notify_progress_increment(PHP_STREAM_CONTEXT(stream), done, 0);
		return (ssize_t) done;
	}
	return -1;
}

/* }}} */

/* {{{ close */

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
		zend_object *unwinding = EG(exception);
		EG(exception) = NULL;
		while ((st = fd_state_find(fd)) != NULL && st->users > 0) {
			if (!ZEND_ASYNC_YIELD()) {
				zend_clear_exception();
			}
		}
		if (unwinding != NULL) {
			EG(exception) = unwinding;
		}
	}
	/* Before the descriptor closes (the reactor's registration of it goes
	 * with the events). */
	fd_state_free(fd);
	return x->base->close(stream, close_handle);
}

/* }}} */

/* {{{ connect (php_tcp_sockop_connect and network.c, cooperatively) */

/* host:port or [v6]:port, as xp_socket.c parses it. */
static char *parse_address(const char *str, size_t len, int *port, zend_string **err)
{
	if (len > 1 && str[0] == '[') {
		const char *p = memchr(str + 1, ']', len - 2);
		if (p == NULL || p[1] != ':') {
			if (err != NULL) {
				*err = strpprintf(0, "Failed to parse IPv6 address \"%s\"", str);
			}
			return NULL;
		}
		*port = atoi(p + 2);
		return estrndup(str + 1, p - str - 1);
	}
	const char *colon = len > 0 ? memchr(str, ':', len - 1) : NULL;
	if (colon == NULL) {
		if (err != NULL) {
			*err = strpprintf(0, "Failed to parse address \"%s\"", str);
		}
		return NULL;
	}
	*port = atoi(colon + 1);
	return estrndup(str, colon - str);
}

/* php_network_connect_socket(): a non-blocking connect, waited for with
 * the timeout; the descriptor's mode is restored unless asynchronous. */
static int connect_socket(int fd, const struct sockaddr *addr, socklen_t len, bool asynchronous, zend_ulong deadline,
	bool has_timeout, zend_string **error_text, int *error_code)
{
	int flags = fcntl(fd, F_GETFL, 0);
	int error = 0;
	int ret = 0;

	fcntl(fd, F_SETFL, flags | O_NONBLOCK);
	if (connect(fd, addr, len) != 0) {
		error = errno;
		*error_code = error;
		if (error != EINPROGRESS) {
			if (error_text != NULL) {
				*error_text = php_socket_error_str(error);
			}
			return -1;
		}
		if (asynchronous) {
			return 0;
		}
		zend_ulong left = 0;
		bool timed_out = false;
		if (has_timeout) {
			zend_ulong now = now_ms();
			left = deadline > now ? deadline - now : 0;
			timed_out = left == 0;
		}
		wait_result_t r = timed_out ? WAIT_TIMEOUT : wait_fd(fd, true, left, "connect");
		/* The poll event must not outlive this attempt's descriptor. */
		fd_state_free(fd);
		if (r == WAIT_FAILED || r == WAIT_CLOSED) {
			*error_code = ECANCELED;
			return -1;
		}
		if (r == WAIT_TIMEOUT) {
			error = ETIMEDOUT;
		} else {
			socklen_t elen = sizeof(error);
			if (getsockopt(fd, SOL_SOCKET, SO_ERROR, (char *) &error, &elen) != 0) {
				ret = -1;
			}
		}
	}
	if (!asynchronous) {
		fcntl(fd, F_SETFL, flags);
	}
	*error_code = error;
	if (error) {
		ret = -1;
		if (error_text != NULL) {
			*error_text = php_socket_error_str(error);
		}
	}
	return ret;
}

/* php_network_getaddresses() on the reactor's resolver: the same hints,
 * warning and error text. NULL on failure (warned, error_text set). */
static struct addrinfo *resolve(const char *host, int socktype, zend_async_dns_addrinfo_t **req,
	struct addrinfo **numeric, zend_string **error_text, bool *cancelled)
{
	static int ipv6_borked = -1;
	struct addrinfo hints;

	memset(&hints, 0, sizeof(hints));
	if (ipv6_borked == -1) {
		int s = socket(PF_INET6, SOCK_DGRAM, 0);
		ipv6_borked = s < 0;
		if (s >= 0) {
			close(s);
		}
	}
	hints.ai_family = ipv6_borked ? AF_INET : AF_UNSPEC;
	hints.ai_socktype = socktype;
	unsigned char probe[sizeof(struct in6_addr)];
	if (inet_pton(AF_INET, host, probe) == 1 || inet_pton(AF_INET6, host, probe) == 1) {
		/* A numeric address needs no lookup: getaddrinfo() answers it at
		 * once, without the thread pool's round trip (nor the event loop). */
		struct addrinfo *list = NULL;
		hints.ai_flags |= AI_NUMERICHOST;
		if (getaddrinfo(host, NULL, &hints, &list) == 0 && list != NULL) {
			*numeric = list;
			return list;
		}
		hints.ai_flags &= ~AI_NUMERICHOST;
	}
	*req = ZEND_ASYNC_GETADDRINFO(host, NULL, &hints);
	if (*req == NULL) {
		*cancelled = EG(exception) != NULL;
		return NULL;
	}
	if (!zend_async_wait_event(&(*req)->base, 0, NULL, "getaddrinfo")) {
		*cancelled = true;
		return NULL;
	}
	int n = (*req)->status;
	if (n != 0 || (*req)->result == NULL) {
		zend_string *msg = n != 0
			? strpprintf(0, "php_network_getaddresses: getaddrinfo for %s failed: %s", host, gai_strerror(n))
			: strpprintf(0, "php_network_getaddresses: getaddrinfo for %s failed (null result pointer) errno=%d", host,
				errno);
		php_error_docref(NULL, E_WARNING, "%s", ZSTR_VAL(msg));
		if (error_text != NULL) {
			*error_text = msg;
		} else {
			zend_string_release(msg);
		}
		return NULL;
	}
	return (*req)->result;
}

/* php_network_connect_socket_to_host(): every address in turn until one
 * connects or the time is up. */
static int connect_to_host(const char *host, int port, int socktype, bool asynchronous, struct timeval *timeout,
	zend_string **error_text, int *error_code, const char *bindto, int bindport, bool broadcast, bool nodelay)
{
	zend_async_dns_addrinfo_t *req = NULL;
	struct addrinfo *numeric = NULL;
	bool cancelled = false;
	struct addrinfo *list = resolve(host, socktype, &req, &numeric, error_text, &cancelled);
	int sock = -1;

	if (list == NULL) {
		if (req != NULL) {
			zend_async_event_release(&req->base);
		}
		if (cancelled) {
			*error_code = ECANCELED;
		}
		return -1;
	}
	bool has_timeout = timeout != NULL && timeout->tv_sec >= 0;
	zend_ulong deadline = has_timeout ? now_ms() + timeout_ms_of(timeout) : 0;
	for (struct addrinfo *ai = list; ai != NULL; ai = ai->ai_next) {
		struct sockaddr_storage sa;
		socklen_t salen;
		memcpy(&sa, ai->ai_addr, MIN(ai->ai_addrlen, sizeof(sa)));
		if (ai->ai_family == AF_INET6) {
			((struct sockaddr_in6 *) &sa)->sin6_port = htons(port);
			salen = sizeof(struct sockaddr_in6);
		} else if (ai->ai_family == AF_INET) {
			((struct sockaddr_in *) &sa)->sin_port = htons(port);
			salen = sizeof(struct sockaddr_in);
		} else {
			continue;
		}
		sock = socket(ai->ai_family, socktype, 0);
		if (sock < 0) {
			continue;
		}
		if (bindto != NULL) {
			struct sockaddr_storage local;
			socklen_t local_len = 0;
			bool valid = true;
			memset(&local, 0, sizeof(local));
			if (ai->ai_family == AF_INET) {
				if (strchr(bindto, ':') != NULL) {
					valid = false; /* a v6 local address for a v4 peer: PHP skips the bind */
					local_len = 0;
				} else {
					struct sockaddr_in *in4 = (struct sockaddr_in *) &local;
					in4->sin_family = AF_INET;
					in4->sin_port = htons(bindport);
					local_len = sizeof(*in4);
					if (!inet_aton(bindto, &in4->sin_addr)) {
						php_error_docref(NULL, E_WARNING, "Invalid IP Address: %s", bindto);
						valid = false;
					}
				}
			} else {
				struct sockaddr_in6 *in6 = (struct sockaddr_in6 *) &local;
				in6->sin6_family = AF_INET6;
				in6->sin6_port = htons(bindport);
				local_len = sizeof(*in6);
				if (inet_pton(AF_INET6, bindto, &in6->sin6_addr) < 1) {
					php_error_docref(NULL, E_WARNING, "Invalid IP Address: %s", bindto);
					valid = false;
				}
			}
			if (valid && bind(sock, (struct sockaddr *) &local, local_len) != 0) {
				php_error_docref(NULL, E_WARNING, "Failed to bind to '%s:%d', system said: %s", bindto, bindport,
					strerror(errno));
			}
		}
		if (error_text != NULL && *error_text != NULL) {
			zend_string_release(*error_text);
			*error_text = NULL;
		}
		int one = 1;
		if (broadcast) {
			setsockopt(sock, SOL_SOCKET, SO_BROADCAST, (char *) &one, sizeof(one));
		}
		if (nodelay) {
			setsockopt(sock, IPPROTO_TCP, TCP_NODELAY, (char *) &one, sizeof(one));
		}
		if (connect_socket(sock, (struct sockaddr *) &sa, salen, asynchronous, deadline, has_timeout, error_text,
				error_code)
			!= -1) {
			break;
		}
		close(sock);
		sock = -1;
		if (*error_code == ECANCELED || (has_timeout && now_ms() >= deadline)) {
			break;
		}
	}
	if (numeric != NULL) {
		freeaddrinfo(numeric);
	} else {
		zend_async_event_release(&req->base);
	}
	return sock;
}

static int xport_connect(php_stream *stream, php_netstream_data_t *sock, php_stream_xport_param *xparam)
{
	const xport_ops_t *x = ops_of(stream);
	bool asynchronous = xparam->op == STREAM_XPORT_OP_CONNECT_ASYNC;
	zend_string **error_text = xparam->want_errortext ? &xparam->outputs.error_text : NULL;
	int err = 0;
	int ret;

	if (x->is_unix) {
		struct sockaddr_un ua;
		sock->socket = socket(PF_UNIX, x->socktype, 0);
		if (sock->socket < 0) {
			if (error_text != NULL) {
				*error_text = strpprintf(0, "Failed to create unix socket");
			}
			return -1;
		}
		memset(&ua, 0, sizeof(ua));
		ua.sun_family = AF_UNIX;
		if (xparam->inputs.namelen >= sizeof(ua.sun_path)) {
			xparam->inputs.namelen = sizeof(ua.sun_path) - 1;
			php_error_docref(NULL, E_NOTICE,
				"socket path exceeded the maximum allowed length of %lu bytes and was truncated",
				(unsigned long) sizeof(ua.sun_path) - 1);
		}
		memcpy(ua.sun_path, xparam->inputs.name, xparam->inputs.namelen);
		bool has_timeout = xparam->inputs.timeout != NULL && xparam->inputs.timeout->tv_sec >= 0;
		ret = connect_socket(sock->socket, (struct sockaddr *) &ua,
			(socklen_t) XtOffsetOf(struct sockaddr_un, sun_path) + xparam->inputs.namelen, asynchronous,
			has_timeout ? now_ms() + timeout_ms_of(xparam->inputs.timeout) : 0, has_timeout, error_text, &err);
		xparam->outputs.error_code = err;
	} else {
		int port = 0, bindport = 0;
		char *bindto = NULL;
		zval *opt;
		php_stream_context *ctx = PHP_STREAM_CONTEXT(stream);
		char *host = parse_address(xparam->inputs.name, xparam->inputs.namelen, &port, error_text);
		if (host == NULL) {
			return -1;
		}
		if (ctx != NULL && (opt = php_stream_context_get_option(ctx, "socket", "bindto")) != NULL) {
			if (Z_TYPE_P(opt) != IS_STRING) {
				if (error_text != NULL) {
					*error_text = strpprintf(0, "local_addr context option is not a string.");
				}
				efree(host);
				return -1;
			}
			bindto = parse_address(Z_STRVAL_P(opt), Z_STRLEN_P(opt), &bindport, error_text);
		}
		bool broadcast = x->socktype == SOCK_DGRAM && ctx != NULL
			&& (opt = php_stream_context_get_option(ctx, "socket", "so_broadcast")) != NULL && zend_is_true(opt);
		bool nodelay = x->socktype == SOCK_STREAM && ctx != NULL
			&& (opt = php_stream_context_get_option(ctx, "socket", "tcp_nodelay")) != NULL && zend_is_true(opt);
		sock->socket = connect_to_host(host, port, x->socktype, asynchronous, xparam->inputs.timeout, error_text, &err,
			bindto, bindport, broadcast, nodelay);
		ret = sock->socket == -1 ? -1 : 0;
		xparam->outputs.error_code = err;
		efree(host);
		if (bindto != NULL) {
			efree(bindto);
		}
	}
	if (ret >= 0 && asynchronous && err == EINPROGRESS) {
		return 1;
	}
	return ret;
}

static bool tls_connect_crypto_needed(php_stream *stream, php_stream_xport_param *xparam)
{
	return ops_of(stream)->crypto_method != 0
		&& (xparam->outputs.returncode == 0
			|| (xparam->op == STREAM_XPORT_OP_CONNECT_ASYNC && xparam->outputs.returncode == 1
				&& xparam->outputs.error_code == EINPROGRESS));
}

/* }}} */

/* {{{ TLS (ext/openssl's ops, driven without blocking)
 *
 * ext/openssl's read, write and handshake wait in poll() when the stream
 * is blocking, and do one non-blocking attempt when it is not. Inside a
 * coroutine each attempt is made in non-blocking mode (the descriptor
 * and the stream's is_blocked both say so for the call), and "would block"
 * (0 bytes, errno EAGAIN, no end of file) waits here. OpenSSL may want the
 * other direction than the operation's (a read during a renegotiation
 * writes): SSL_want() on the stream's SSL handle says which, when it can
 * be found (looked up at run time, so this module does not link OpenSSL;
 * the handle is the field that follows php_netstream_data_t in ext/
 * openssl's stream data, and is used only if SSL_get_fd() confirms it). */

/* Set while a connect enables crypto: its timeout (ext/openssl's
 * connect_timeout); otherwise the stream's timeout applies. */
static struct timeval *handshake_timeout;

typedef int (*ssl_query_fn)(const void *ssl);
static ssl_query_fn ssl_want_fn;
static ssl_query_fn ssl_get_fd_fn;

/* OpenSSL's SSL_want() answer for "wants to write". */
#define TLS_SSL_WRITING 2

static bool tls_wants_write(php_stream *stream, int fd, bool default_write)
{
	if (ssl_want_fn == NULL || ssl_get_fd_fn == NULL) {
		return default_write;
	}
	const void *ssl = *(void *const *) ((const char *) stream->abstract + sizeof(php_netstream_data_t));
	if (ssl == NULL || ssl_get_fd_fn(ssl) != fd) {
		return default_write;
	}
	int want = ssl_want_fn(ssl);
	return want == TLS_SSL_WRITING ? true : (want == 3 /* SSL_READING */ ? false : default_write);
}

/* One ext/openssl I/O call in non-blocking mode. */
static ssize_t tls_attempt(php_stream *stream, php_netstream_data_t *sock, bool for_write, char *buf, size_t count)
{
	const xport_ops_t *x = ops_of(stream);
	int flags = fcntl(sock->socket, F_GETFL, 0);
	fcntl(sock->socket, F_SETFL, flags | O_NONBLOCK);
	sock->is_blocked = 0;
	errno = 0;
	ssize_t n = for_write ? x->base->write(stream, buf, count) : x->base->read(stream, buf, count);
	int err = errno;
	sock->is_blocked = 1;
	fcntl(sock->socket, F_SETFL, flags);
	errno = err;
	return n;
}

static ssize_t tls_read(php_stream *stream, php_netstream_data_t *sock, char *buf, size_t count)
{
	int fd = sock->socket;
	bool has_timeout = sock->timeout.tv_sec >= 0;
	zend_ulong deadline = has_timeout ? now_ms() + timeout_ms_of(&sock->timeout) : 0;

	sock->timeout_event = 0;
	for (;;) {
		ssize_t n = tls_attempt(stream, sock, false, buf, count);
		if (n != 0 || stream->eof || errno != EAGAIN) {
			return n;
		}
		zend_ulong left = 0;
		if (has_timeout) {
			zend_ulong now = now_ms();
			left = deadline > now ? deadline - now : 0;
		}
		xport_fd_t *st = fd_state(fd);
		st->reading = true;
		wait_result_t r = (has_timeout && left == 0)
			? WAIT_TIMEOUT
			: wait_fd(fd, tls_wants_write(stream, fd, false), left, "TLS read");
		st->reading = false;
		if (r == WAIT_TIMEOUT) {
			/* ext/openssl's outcome: timed out, -1. */
			sock->timeout_event = 1;
			return -1;
		}
		if (r == WAIT_CLOSED) {
			stream->eof = 1;
			return 0;
		}
		if (r == WAIT_FAILED) {
			return -1;
		}
	}
}

/* The whole buffer, as xport_write does for plain sockets. */
static ssize_t tls_write(php_stream *stream, php_netstream_data_t *sock, const char *buf, size_t count)
{
	int fd = sock->socket;
	size_t done = 0;
	bool has_timeout = sock->timeout.tv_sec >= 0;

	sock->timeout_event = 0;
	while (done < count) {
		ssize_t n = tls_attempt(stream, sock, true, (char *) buf + done, count - done);
		if (n > 0) {
			done += (size_t) n;
			continue;
		}
		if (n < 0 || errno != EAGAIN) {
			break;
		}
		wait_result_t r = wait_fd(fd, tls_wants_write(stream, fd, true),
			has_timeout ? timeout_ms_of(&sock->timeout) : 0, "TLS write");
		if (r == WAIT_TIMEOUT) {
			sock->timeout_event = 1;
			break;
		}
		if (r != WAIT_READY) {
			break;
		}
	}
	return done > 0 ? (ssize_t) done : -1;
}

/* stream_socket_enable_crypto() and the handshake of ssl:// connects and
 * accepts: ext/openssl's handshake step repeated, waiting in between, for
 * at most the stream's timeout (ext/openssl's own limit, with its
 * warning). */
static int tls_enable(php_stream *stream, php_netstream_data_t *sock, int option, int value, void *ptrparam,
	zend_ulong timeout_ms)
{
	const xport_ops_t *x = ops_of(stream);
	php_stream_xport_crypto_param *cparam = (php_stream_xport_crypto_param *) ptrparam;
	int fd = sock->socket;
	zend_ulong deadline = timeout_ms > 0 ? now_ms() + timeout_ms : 0;
	int ret;

	for (;;) {
		sock->is_blocked = 0;
		errno = 0;
		ret = x->base->set_option(stream, option, value, ptrparam);
		int err = errno;
		sock->is_blocked = 1;
		/* ext/openssl left the descriptor non-blocking (it does not restore
		 * a mode it did not find blocking). */
		php_set_sock_blocking(fd, 1);
		if (ret != PHP_STREAM_OPTION_RETURN_OK || cparam->outputs.returncode != 0 || err != EAGAIN) {
			break;
		}
		zend_ulong left = 0;
		if (deadline > 0) {
			zend_ulong now = now_ms();
			left = deadline > now ? deadline - now : 0;
		}
		wait_result_t r = (deadline > 0 && left == 0)
			? WAIT_TIMEOUT
			: wait_fd(fd, tls_wants_write(stream, fd, false), left, "TLS handshake");
		if (r == WAIT_TIMEOUT) {
			php_error_docref(NULL, E_WARNING, "SSL: Handshake timed out");
			cparam->outputs.returncode = -1;
			break;
		}
		if (r != WAIT_READY) {
			cparam->outputs.returncode = -1;
			break;
		}
	}
	if (ret == PHP_STREAM_OPTION_RETURN_OK && cparam->outputs.returncode == 1) {
		fd_state(fd)->crypto = cparam->inputs.activate;
	}
	return ret;
}

/* ssl://, tls://: what ext/openssl does after its connect. */
static void tls_connect_crypto(php_stream *stream, php_stream_xport_param *xparam)
{
	const xport_ops_t *x = ops_of(stream);
	int method = x->crypto_method;
	zval *opt;

	if (x->method_from_context && PHP_STREAM_CONTEXT(stream) != NULL
		&& (opt = php_stream_context_get_option(PHP_STREAM_CONTEXT(stream), "ssl", "crypto_method")) != NULL) {
		method = (int) zval_get_long(opt) | 1 /* client */;
	}
	/* The handshake of a connect is limited by the connect's timeout. */
	handshake_timeout = xparam->inputs.timeout;
	bool failed = php_stream_xport_crypto_setup(stream, method, NULL) < 0
		|| php_stream_xport_crypto_enable(stream, 1) < 0;
	handshake_timeout = NULL;
	if (failed) {
		if (EG(exception) == NULL) {
			php_error_docref(NULL, E_WARNING, "Failed to enable crypto");
		}
		xparam->outputs.returncode = -1;
	}
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
		wait_result_t r = (has_timeout && left == 0) ? WAIT_TIMEOUT : wait_fd(sock->socket, false, left, "accept");
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
		wait_result_t r = wait_fd(fd, for_write, 0, for_write ? "socket sendto" : "socket recvfrom");
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
		wait_result_t r = wait_fd(sock->socket, true, 0, "socket sendto");
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
				return tls_enable(stream, sock, option, value, ptrparam,
					timeout_ms_of(handshake_timeout != NULL ? handshake_timeout : &sock->timeout));
			}
			int ret = base_set_option(stream, option, value, ptrparam);
			if (ret == PHP_STREAM_OPTION_RETURN_OK && cparam->outputs.returncode == 1) {
				fd_state(sock->socket)->crypto = cparam->inputs.activate;
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
			xparam->outputs.returncode = xport_connect(stream, sock, xparam);
			if (tls_connect_crypto_needed(stream, xparam)) {
				tls_connect_crypto(stream, xparam);
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
	ssl_want_fn = (ssl_query_fn) dlsym(RTLD_DEFAULT, "SSL_want");
	ssl_get_fd_fn = (ssl_query_fn) dlsym(RTLD_DEFAULT, "SSL_get_fd");
	HashTable *hash = php_stream_xport_get_hash();
	for (size_t i = 0; i < sizeof(transports) / sizeof(transports[0]); i++) {
		php_stream_transport_factory original = zend_hash_str_find_ptr(hash, transports[i].name,
			strlen(transports[i].name));
		if (original == NULL) {
			continue;
		}
		transports[i].original = original;
		php_stream_xport_register(transports[i].name, xport_factory);
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

/*
 * hook_tls.c: TLS on the cooperative socket transports (ssl://, tls://,
 * tlsv1.x://, stream_socket_enable_crypto() on their streams): ext/
 * openssl's ops, driven without blocking. hook_xport.c hands over the
 * reads, writes and handshakes of a stream with crypto.
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
 * openssl's stream data, and is used only if SSL_get_fd() confirms it).
 */
#include "hook_xport.h"
#include <dlfcn.h>
#include <fcntl.h>

/* Set while a connect enables crypto: its timeout (ext/openssl's
 * connect_timeout); otherwise the stream's timeout applies. */
static struct timeval *handshake_timeout;

typedef int (*ssl_query_fn)(const void *ssl);
static ssl_query_fn ssl_want_fn;
static ssl_query_fn ssl_get_fd_fn;

void async_xport_tls_minit(void)
{
	ssl_want_fn = (ssl_query_fn) dlsym(RTLD_DEFAULT, "SSL_want");
	ssl_get_fd_fn = (ssl_query_fn) dlsym(RTLD_DEFAULT, "SSL_get_fd");
}

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

ssize_t async_xport_tls_read(php_stream *stream, php_netstream_data_t *sock, char *buf, size_t count)
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
		xport_fd_t *st = async_xport_fd_state(fd);
		st->reading = true;
		wait_result_t r = (has_timeout && left == 0)
			? WAIT_TIMEOUT
			: async_xport_wait_fd(fd, tls_wants_write(stream, fd, false), left, "TLS read");
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
ssize_t async_xport_tls_write(php_stream *stream, php_netstream_data_t *sock, const char *buf, size_t count)
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
		wait_result_t r = async_xport_wait_fd(fd, tls_wants_write(stream, fd, true),
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
			: async_xport_wait_fd(fd, tls_wants_write(stream, fd, false), left, "TLS handshake");
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
		async_xport_fd_state(fd)->crypto = cparam->inputs.activate;
	}
	return ret;
}

/* A connect's handshake is limited by the connect's timeout
 * (handshake_timeout), any other by the stream's. */
int async_xport_tls_enable(php_stream *stream, php_netstream_data_t *sock, int option, int value, void *ptrparam)
{
	return tls_enable(stream, sock, option, value, ptrparam,
		timeout_ms_of(handshake_timeout != NULL ? handshake_timeout : &sock->timeout));
}

bool async_xport_tls_connect_crypto_needed(php_stream *stream, php_stream_xport_param *xparam)
{
	return ops_of(stream)->crypto_method != 0
		&& (xparam->outputs.returncode == 0
			|| (xparam->op == STREAM_XPORT_OP_CONNECT_ASYNC && xparam->outputs.returncode == 1
				&& xparam->outputs.error_code == EINPROGRESS));
}

/* ssl://, tls://: what ext/openssl does after its connect. */
void async_xport_tls_connect_crypto(php_stream *stream, php_stream_xport_param *xparam)
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

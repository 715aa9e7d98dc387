/*
 * hook_xport.h: what the files of the cooperative socket transports share.
 * hook_xport.c defines all of it (the ops, the per-descriptor state, the
 * waits on a descriptor) but the connect of hook_xport_connect.c and the
 * TLS of hook_tls.c. Private to hooks/: only hook_xport.c,
 * hook_xport_connect.c and hook_tls.c include it.
 */
#ifndef ASYNC_HOOK_XPORT_H
#define ASYNC_HOOK_XPORT_H

#include "hooks.h"
#include "main/php_network.h"
#include <sys/time.h>

/* {{{ ops (hook_xport.c) */

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

static zend_always_inline const xport_ops_t *ops_of(php_stream *stream)
{
	return (const xport_ops_t *) stream->ops;
}

/* }}} */

/* {{{ per-descriptor state: the poll events coroutines wait on (hook_xport.c) */

typedef struct {
	zend_async_poll_event_t *rd;
	zend_async_poll_event_t *wr;
	uint32_t users; /* coroutines suspended on the descriptor */
	bool reading;   /* one reader at a time (see xport_read) */
	bool writing;   /* one write op at a time (see xport_write) */
	bool closing;   /* the stream is being closed under its users */
	bool crypto;    /* TLS is on: I/O goes through ext/openssl's ops */
	bool wrote;     /* written since the last read (see yield_before_read) */
	/* A write that timed out after sending part of its buffer: PHP's
	 * write loop calls again at once for the rest, which fails without
	 * waiting a second time (as PHP's single poll would). */
	const char *timed_out_at;
	size_t timed_out_left;
} xport_fd_t;

/* The descriptor's state, made on first use. */
xport_fd_t *async_xport_fd_state(int fd);
/* Forgets the descriptor's state and releases its poll events. */
void async_xport_fd_state_free(int fd);

/* }}} */

/* {{{ waiting (hook_xport.c) */

typedef enum {
	WAIT_READY = 1,
	WAIT_TIMEOUT = 0,
	WAIT_FAILED = -1, /* cancelled: the exception is pending */
	WAIT_CLOSED = -2, /* the stream was closed by another coroutine */
} wait_result_t;

/* A socket timeout in whole milliseconds, rounded up (never early);
 * 0 = none. tv_sec -1 is PHP's "no timeout". */
static zend_always_inline zend_ulong timeout_ms_of(const struct timeval *tv)
{
	if (tv == NULL || tv->tv_sec < 0) {
		return 0;
	}
	zend_ulong ms = (zend_ulong) tv->tv_sec * 1000 + (zend_ulong) (tv->tv_usec + 999) / 1000;
	return ms > 0 ? ms : 1;
}

static zend_always_inline zend_ulong now_ms(void)
{
	struct timeval tv;
	gettimeofday(&tv, NULL);
	return (zend_ulong) tv.tv_sec * 1000 + (zend_ulong) tv.tv_usec / 1000;
}

/* Until fd is readable or writable, timeout_ms (0: none) passed, the
 * coroutine was cancelled, or the stream was closed. */
wait_result_t async_xport_wait_fd(int fd, bool for_write, zend_ulong timeout_ms, const char *what);

/* }}} */

/* {{{ connect (hook_xport_connect.c) */

/* STREAM_XPORT_OP_CONNECT(_ASYNC) inside a coroutine: the returncode. */
int async_xport_connect(php_stream *stream, php_netstream_data_t *sock, php_stream_xport_param *xparam);

/* }}} */

/* {{{ TLS (hook_tls.c) */

/* MINIT: looks up OpenSSL's SSL_want() and SSL_get_fd(). */
void async_xport_tls_minit(void);
/* A read or write of a stream with crypto on, inside a coroutine. */
ssize_t async_xport_tls_read(php_stream *stream, php_netstream_data_t *sock, char *buf, size_t count);
ssize_t async_xport_tls_write(php_stream *stream, php_netstream_data_t *sock, const char *buf, size_t count);
/* PHP_STREAM_OPTION_CRYPTO_API's enable on a blocking stream, inside a
 * coroutine. */
int async_xport_tls_enable(php_stream *stream, php_netstream_data_t *sock, int option, int value, void *ptrparam);
/* After a connect: ssl:// and tls:// enable crypto. */
bool async_xport_tls_connect_crypto_needed(php_stream *stream, php_stream_xport_param *xparam);
void async_xport_tls_connect_crypto(php_stream *stream, php_stream_xport_param *xparam);

/* }}} */

#endif

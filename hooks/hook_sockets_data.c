/*
 * hook_sockets_data.c: socket_read(), socket_write(), socket_recv(),
 * socket_send() and socket_recvfrom() inside coroutines (hook_sockets.c
 * hooks them).
 *
 * Each parses its arguments as PHP does and makes the system call itself,
 * non-blocking (MSG_DONTWAIT): the common case is that one call. Only on
 * EAGAIN the coroutine waits for readiness (a poll event) and tries again.
 * A blocking send of a large buffer sends what fits, waits, and goes on,
 * so the total comes back as from PHP's blocking call; SO_RCVTIMEO /
 * SO_SNDTIMEO end a wait as they end the kernel's (EAGAIN, or the part
 * already sent). A socket in non-blocking mode never waits. MSG_NOSIGNAL
 * keeps a write to a closed peer from raising SIGPIPE (the CLI ignores
 * it; the result is EPIPE either way).
 */
#include "hook_sockets.h"

#ifdef ASYNC_HOOK_SOCKETS

# include <errno.h>
# include <fcntl.h>
# include <unistd.h>
# include <netinet/in.h>
# include <arpa/inet.h>
# include <sys/socket.h>
# include <sys/un.h>

/* {{{ socket_read() */

/* ext/sockets' php_read(): one byte at a time up to a '\n' or '\r'. The
 * same loop, whose blocking recv() waits here; SO_RCVTIMEO does not end
 * it (PHP's loop retries after EAGAIN). A socket in non-blocking mode
 * waits too where PHP's loop would spin until a byte came; at the end of
 * the stream it returns as PHP's does. Each byte is cleared before it is
 * received: PHP compares the byte a failed recv() left unwritten. */
static ssize_t op_read_line(sock_op_t *op, char *buf, size_t maxlen)
{
	ssize_t m = 0;
	size_t n = 0;
	int no_read = 0;
	char *t = buf;
	int flags = fcntl(op->sock->bsd_socket, F_GETFL);

	if (flags < 0) {
		op->err = errno;
		return -1;
	}
	bool nonblock = (flags & O_NONBLOCK) != 0;
	op->nonblocking_known = true;
	op->nonblocking = false; /* waits either way (see above) */
	op->honour_timeout = false;

	*t = '\0';
	/* PHP tests the byte first, at n == maxlen the one past the buffer:
	 * the same result without reading it. */
	while (n < maxlen && *t != '\n' && *t != '\r') {
		if (m > 0) {
			t++;
			n++;
		} else if (m == 0) {
			no_read++;
			if (nonblock && no_read >= 2) {
				return (ssize_t) n;
			}
			if (no_read > 200) {
				op->err = ECONNRESET;
				return -1;
			}
		}
		if (n < maxlen) {
			*t = '\0';
			m = async_sockets_op_recv(op, t, 1, 0, NULL, NULL);
			if (m == -2) {
				return -2;
			}
			if (m < 0 && op->err != ESPIPE && op->err != EAGAIN) {
				return -1;
			}
		}
	}
	if (n < maxlen) {
		n++;
	}
	return (ssize_t) n;
}

ZEND_FUNCTION(async_socket_read)
{
	zval *arg1;
	zend_long length, type = PHP_BINARY_READ;
	sock_op_t op;
	ssize_t retval;

	if (!sockets_cooperate()) {
		CALL_ORIGINAL(HOOK_SOCKET_READ);
		return;
	}
	ZEND_PARSE_PARAMETERS_START(2, 3)
		Z_PARAM_OBJECT_OF_CLASS(arg1, async_sockets_class)
		Z_PARAM_LONG(length)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(type)
	ZEND_PARSE_PARAMETERS_END();

	php_socket *php_sock = Z_SOCKET_P(arg1);
	ENSURE_SOCKET_VALID(php_sock);

	/* PHP's overflow check: (length + 1) < 2 */
	if (length <= 0 || length == ZEND_LONG_MAX) {
		RETURN_FALSE;
	}
	zend_string *tmpbuf = zend_string_alloc(length, 0);

	if (!async_sockets_op_begin(&op, php_sock, SIDE_READ, "socket_read")) {
		zend_string_efree(tmpbuf);
		RETURN_THROWS();
	}
	if (type == PHP_NORMAL_READ) {
		retval = op_read_line(&op, ZSTR_VAL(tmpbuf), (size_t) length);
	} else {
		retval = async_sockets_op_recv(&op, ZSTR_VAL(tmpbuf), (size_t) length, 0, NULL, NULL);
	}
	async_sockets_op_end(&op);

	if (retval == -2) {
		zend_string_efree(tmpbuf);
		RETURN_THROWS();
	}
	if (retval == -1) {
		/* A socket in non-blocking mode without data is no error. */
		if (PHP_IS_TRANSIENT_ERROR(op.err)) {
			php_sock->error = op.err;
			*async_sockets_last_error = op.err;
		} else {
			async_sockets_error(php_sock, "unable to read from socket", op.err);
		}
		zend_string_efree(tmpbuf);
		RETURN_FALSE;
	}
	if (retval == 0) {
		zend_string_efree(tmpbuf);
		RETURN_EMPTY_STRING();
	}
	tmpbuf = zend_string_truncate(tmpbuf, retval, 0);
	ZSTR_LEN(tmpbuf) = retval;
	ZSTR_VAL(tmpbuf)[ZSTR_LEN(tmpbuf)] = '\0';
	RETURN_NEW_STR(tmpbuf);
}

/* }}} */

/* {{{ socket_write(), socket_send() */

ZEND_FUNCTION(async_socket_write)
{
	zval *arg1;
	char *str;
	size_t str_len;
	zend_long length = 0;
	bool length_is_null = 1;
	sock_op_t op;
	ssize_t retval;

	if (!sockets_cooperate()) {
		CALL_ORIGINAL(HOOK_SOCKET_WRITE);
		return;
	}
	ZEND_PARSE_PARAMETERS_START(2, 3)
		Z_PARAM_OBJECT_OF_CLASS(arg1, async_sockets_class)
		Z_PARAM_STRING(str, str_len)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG_OR_NULL(length, length_is_null)
	ZEND_PARSE_PARAMETERS_END();

	php_socket *php_sock = Z_SOCKET_P(arg1);
	ENSURE_SOCKET_VALID(php_sock);

	if (length < 0) {
		zend_argument_value_error(3, "must be greater than or equal to 0");
		RETURN_THROWS();
	}
	if (length_is_null) {
		length = (zend_long) str_len;
	}
	size_t len = MIN((size_t) length, str_len);

	if (!async_sockets_op_begin(&op, php_sock, SIDE_WRITE, "socket_write")) {
		RETURN_THROWS();
	}
	if (len == 0) {
		/* write(fd, buf, 0) as PHP makes it (a datagram socket sends an
		 * empty datagram); it does not wait. */
		retval = write(php_sock->bsd_socket, str, 0);
		op.err = errno;
	} else {
		retval = async_sockets_op_send(&op, str, len, 0);
	}
	async_sockets_op_end(&op);

	if (retval == -2) {
		RETURN_THROWS();
	}
	if (retval < 0) {
		async_sockets_error(php_sock, "unable to write to socket", op.err);
		RETURN_FALSE;
	}
	RETURN_LONG(retval);
}

ZEND_FUNCTION(async_socket_send)
{
	zval *arg1;
	char *buf;
	size_t buf_len;
	zend_long len, flags;
	sock_op_t op;
	ssize_t retval;

	if (!sockets_cooperate()) {
		CALL_ORIGINAL(HOOK_SOCKET_SEND);
		return;
	}
	ZEND_PARSE_PARAMETERS_START(4, 4)
		Z_PARAM_OBJECT_OF_CLASS(arg1, async_sockets_class)
		Z_PARAM_STRING(buf, buf_len)
		Z_PARAM_LONG(len)
		Z_PARAM_LONG(flags)
	ZEND_PARSE_PARAMETERS_END();

	php_socket *php_sock = Z_SOCKET_P(arg1);
	ENSURE_SOCKET_VALID(php_sock);

	if (len < 0) {
		zend_argument_value_error(3, "must be greater than or equal to 0");
		RETURN_THROWS();
	}
	size_t n = buf_len < (size_t) len ? buf_len : (size_t) len;

	if (!async_sockets_op_begin(&op, php_sock, SIDE_WRITE, "socket_send")) {
		RETURN_THROWS();
	}
	if (n == 0) {
		retval = send(php_sock->bsd_socket, buf, 0, (int) flags | MSG_NOSIGNAL);
		op.err = errno;
	} else {
		retval = async_sockets_op_send(&op, buf, n, (int) flags);
	}
	async_sockets_op_end(&op);

	if (retval == -2) {
		RETURN_THROWS();
	}
	if (retval < 0) {
		async_sockets_error(php_sock, "Unable to write to socket", op.err);
		RETURN_FALSE;
	}
	RETURN_LONG(retval);
}

/* }}} */

/* {{{ socket_recv(), socket_recvfrom() */

ZEND_FUNCTION(async_socket_recv)
{
	zval *arg1, *buf;
	zend_long len, flags;
	sock_op_t op;

	if (!sockets_cooperate()) {
		CALL_ORIGINAL(HOOK_SOCKET_RECV);
		return;
	}
	ZEND_PARSE_PARAMETERS_START(4, 4)
		Z_PARAM_OBJECT_OF_CLASS(arg1, async_sockets_class)
		Z_PARAM_ZVAL(buf)
		Z_PARAM_LONG(len)
		Z_PARAM_LONG(flags)
	ZEND_PARSE_PARAMETERS_END();

	php_socket *php_sock = Z_SOCKET_P(arg1);
	ENSURE_SOCKET_VALID(php_sock);

	/* PHP's overflow check: (len + 1) < 2 */
	if (len <= 0 || len == ZEND_LONG_MAX) {
		RETURN_FALSE;
	}
	zend_string *recv_buf = zend_string_alloc(len, 0);

	if (!async_sockets_op_begin(&op, php_sock, SIDE_READ, "socket_recv")) {
		zend_string_efree(recv_buf);
		RETURN_THROWS();
	}
	ssize_t retval = async_sockets_op_recv(&op, ZSTR_VAL(recv_buf), (size_t) len, (int) flags, NULL, NULL);
	async_sockets_op_end(&op);

	if (retval == -2) {
		zend_string_efree(recv_buf);
		RETURN_THROWS();
	}
	if (retval < 1) {
		zend_string_efree(recv_buf);
		ZEND_TRY_ASSIGN_REF_NULL(buf);
	} else {
		ZSTR_LEN(recv_buf) = retval;
		ZSTR_VAL(recv_buf)[retval] = '\0';
		ZEND_TRY_ASSIGN_REF_NEW_STR(buf, recv_buf);
	}
	if (retval == -1) {
		async_sockets_error(php_sock, "Unable to read from socket", op.err);
		RETURN_FALSE;
	}
	RETURN_LONG(retval);
}

ZEND_FUNCTION(async_socket_recvfrom)
{
	zval *arg1, *arg2, *arg5, *arg6 = NULL;
	zend_long arg3, arg4;
	sock_op_t op;
	php_sockaddr_storage sa;
	socklen_t salen;
	ssize_t retval;

	if (!sockets_cooperate()) {
		CALL_ORIGINAL(HOOK_SOCKET_RECVFROM);
		return;
	}
	ZEND_PARSE_PARAMETERS_START(5, 6)
		Z_PARAM_OBJECT_OF_CLASS(arg1, async_sockets_class)
		Z_PARAM_ZVAL(arg2)
		Z_PARAM_LONG(arg3)
		Z_PARAM_LONG(arg4)
		Z_PARAM_ZVAL(arg5)
		Z_PARAM_OPTIONAL
		Z_PARAM_ZVAL(arg6)
	ZEND_PARSE_PARAMETERS_END();

	php_socket *php_sock = Z_SOCKET_P(arg1);
	ENSURE_SOCKET_VALID(php_sock);

	/* PHP's overflow check: (arg3 + 2) < 3 */
	if (arg3 <= 0 || arg3 >= ZEND_LONG_MAX - 1) {
		RETURN_FALSE;
	}
	if (php_sock->type == AF_UNIX) {
		salen = sizeof(struct sockaddr_un);
	} else if (php_sock->type == AF_INET) {
		salen = sizeof(struct sockaddr_in);
# ifdef HAVE_IPV6
	} else if (php_sock->type == AF_INET6) {
		salen = sizeof(struct sockaddr_in6);
# endif
	} else {
		zend_argument_value_error(1, "must be one of AF_UNIX, AF_INET, or AF_INET6");
		RETURN_THROWS();
	}
	if (php_sock->type != AF_UNIX && arg6 == NULL) {
		WRONG_PARAM_COUNT;
	}
	memset(&sa, 0, sizeof(sa));
	((struct sockaddr *) &sa)->sa_family = (sa_family_t) php_sock->type;
	zend_string *recv_buf = zend_string_alloc(arg3 + 1, 0);

	if (!async_sockets_op_begin(&op, php_sock, SIDE_READ, "socket_recvfrom")) {
		zend_string_efree(recv_buf);
		RETURN_THROWS();
	}
	retval = async_sockets_op_recv(&op, ZSTR_VAL(recv_buf), (size_t) arg3, (int) arg4, (struct sockaddr *) &sa, &salen);
	async_sockets_op_end(&op);

	if (retval == -2) {
		zend_string_efree(recv_buf);
		RETURN_THROWS();
	}
	if (retval < 0) {
		async_sockets_error(php_sock, php_sock->type == AF_INET6 ? "unable to recvfrom" : "Unable to recvfrom", op.err);
		zend_string_efree(recv_buf);
		RETURN_FALSE;
	}
	ZSTR_LEN(recv_buf) = retval;
	ZSTR_VAL(recv_buf)[ZSTR_LEN(recv_buf)] = '\0';

	switch (php_sock->type) {
		case AF_UNIX: {
			struct sockaddr_un *s_un = (struct sockaddr_un *) &sa;
			ZEND_TRY_ASSIGN_REF_NEW_STR(arg2, recv_buf);
			ZEND_TRY_ASSIGN_REF_STRING(arg5, s_un->sun_path);
			break;
		}
		case AF_INET: {
			struct sockaddr_in *sin = (struct sockaddr_in *) &sa;
			char addrbuf[INET6_ADDRSTRLEN];
			const char *address = inet_ntop(AF_INET, &sin->sin_addr, addrbuf, sizeof(addrbuf));
			ZEND_TRY_ASSIGN_REF_NEW_STR(arg2, recv_buf);
			ZEND_TRY_ASSIGN_REF_STRING(arg5, address ? address : "0.0.0.0");
			ZEND_TRY_ASSIGN_REF_LONG(arg6, ntohs(sin->sin_port));
			break;
		}
# ifdef HAVE_IPV6
		case AF_INET6: {
			struct sockaddr_in6 *sin6 = (struct sockaddr_in6 *) &sa;
			char addrbuf[INET6_ADDRSTRLEN];
			memset(addrbuf, 0, INET6_ADDRSTRLEN);
			inet_ntop(AF_INET6, &sin6->sin6_addr, addrbuf, sizeof(addrbuf));
			ZEND_TRY_ASSIGN_REF_NEW_STR(arg2, recv_buf);
			ZEND_TRY_ASSIGN_REF_STRING(arg5, addrbuf[0] ? addrbuf : "::");
			ZEND_TRY_ASSIGN_REF_LONG(arg6, ntohs(sin6->sin6_port));
			break;
		}
# endif
	}
	RETURN_LONG(retval);
}

/* }}} */

#endif

/*
 * hook_sockets_wrap.c: socket_accept(), socket_sendto(), socket_connect(),
 * socket_bind() and socket_select() inside coroutines (hook_sockets.c
 * hooks them). Each runs PHP's own function, made not to block:
 * - accept, sendto: wait until poll(2) says the call will not block, then
 *   run PHP's own function (address parsing and the new Socket object
 *   stay PHP's). Another process sharing the socket may take the
 *   connection in between; the call then blocks, as PHP's always does.
 * - connect: PHP's own function on the socket switched to non-blocking
 *   mode for the call (its address parsing stays PHP's), then
 *   a wait for writability and SO_ERROR, reported as PHP reports it.
 * - select: PHP's own function with a zero timeout (the frame's timeout
 *   arguments are rewritten), and while nothing is ready the arrays are
 *   put back and the coroutine waits on a poll event per descriptor.
 * connect, sendto and bind (hooked for this alone) first have a host name
 * in their address looked up (hook_sockets_resolve.c), on any socket:
 * PHP's function is given the address found.
 */
#include "hook_sockets.h"

#ifdef ASYNC_HOOK_SOCKETS

# include <errno.h>
# include <fcntl.h>
# include <poll.h>
# include <sys/socket.h>

/* {{{ socket_accept(), socket_sendto(): PHP's own call once it will not block */

ZEND_FUNCTION(async_socket_accept)
{
	sock_op_t op;
	php_socket *php_sock;

	if (!sockets_cooperate() || (php_sock = async_sockets_arg(execute_data, 1, 1)) == NULL) {
		CALL_ORIGINAL(HOOK_SOCKET_ACCEPT);
		return;
	}
	if (!async_sockets_op_begin(&op, php_sock, SIDE_READ, "socket_accept")) {
		RETURN_THROWS();
	}
	op_wait_t waited = OP_READY;
	struct pollfd pfd = {.fd = php_sock->bsd_socket, .events = POLLIN};
	if (poll(&pfd, 1, 0) == 0) {
		/* accept() fails at once on a socket that does not listen. */
		int listening = 0;
		socklen_t len = sizeof(listening);
		if (getsockopt(php_sock->bsd_socket, SOL_SOCKET, SO_ACCEPTCONN, &listening, &len) == 0 && listening) {
			waited = async_sockets_op_wait_until_ready(&op, POLLIN);
		}
	}
	async_sockets_op_end(&op);

	if (waited == OP_READY) {
		CALL_ORIGINAL(HOOK_SOCKET_ACCEPT);
		return;
	}
	if (waited == OP_FAILED) {
		RETURN_THROWS();
	}
	/* What PHP records for the accepted socket it then drops. */
	int err = waited == OP_TIMEOUT ? EAGAIN : EBADF;
	*async_sockets_last_error = err;
	if (err != EAGAIN) {
		php_error_docref(NULL, E_WARNING, "unable to accept incoming connection [%d]: %s", err, strerror(err));
	}
	RETURN_FALSE;
}

ZEND_FUNCTION(async_socket_sendto)
{
	sock_op_t op;
	php_socket *php_sock;

	if (!sockets_cooperate() || (php_sock = async_sockets_arg(execute_data, 5, 6)) == NULL) {
		CALL_ORIGINAL(HOOK_SOCKET_SENDTO);
		return;
	}
	if (!async_sockets_args_convert(execute_data, "-sllsL")) {
		if (EG(exception)) {
			RETURN_THROWS();
		}
		CALL_ORIGINAL(HOOK_SOCKET_SENDTO);
		return;
	}
	zval *len = ZEND_CALL_ARG(execute_data, 3);
	zval *flags = ZEND_CALL_ARG(execute_data, 4);
	if (Z_LVAL_P(len) < 0) {
		/* PHP's ValueError, before any lookup. */
		CALL_ORIGINAL(HOOK_SOCKET_SENDTO);
		return;
	}
	switch (async_sockets_resolve(execute_data, php_sock, 5, 6, "socket_sendto")) {
		case RESOLVE_FAILED: RETURN_FALSE;
		case RESOLVE_THREW: RETURN_THROWS();
		default: break;
	}
	if ((Z_LVAL_P(flags) & MSG_DONTWAIT) || IS_INVALID_SOCKET(php_sock)) {
		/* Does not wait, or throws (closed during the lookup). */
		CALL_ORIGINAL(HOOK_SOCKET_SENDTO);
		return;
	}
	if (!async_sockets_op_begin(&op, php_sock, SIDE_WRITE, "socket_sendto")) {
		RETURN_THROWS();
	}
	op_wait_t waited = async_sockets_op_wait_until_ready(&op, POLLOUT);
	async_sockets_op_end(&op);

	if (waited == OP_READY) {
		/* A closed peer gives EPIPE without SIGPIPE. */
		Z_LVAL_P(flags) |= MSG_NOSIGNAL;
		CALL_ORIGINAL(HOOK_SOCKET_SENDTO);
		return;
	}
	if (waited == OP_FAILED) {
		RETURN_THROWS();
	}
	async_sockets_error(php_sock, "Unable to write to socket", waited == OP_TIMEOUT ? EAGAIN : EBADF);
	RETURN_FALSE;
}

/* }}} */

/* {{{ socket_connect() */

/* Whether PHP's non-blocking call left a connection pending: it recorded
 * EINPROGRESS (or EAGAIN: a Unix listener's full backlog) in both last
 * errors, without a warning. */
static bool connect_pending(php_socket *sock, zval *return_value)
{
	int err = sock->error;
	return !EG(exception) && Z_TYPE_P(return_value) == IS_FALSE && !IS_INVALID_SOCKET(sock)
		&& *async_sockets_last_error == err && (err == EINPROGRESS || err == EAGAIN);
}

ZEND_FUNCTION(async_socket_connect)
{
	sock_op_t op;
	php_socket *php_sock;
	int flags;

	if (!sockets_cooperate() || (php_sock = async_sockets_arg(execute_data, 2, 3)) == NULL) {
		CALL_ORIGINAL(HOOK_SOCKET_CONNECT);
		return;
	}
	/* A name is looked up whatever the socket's mode. */
	if (!async_sockets_args_convert(execute_data, "-sL")) {
		if (EG(exception)) {
			RETURN_THROWS();
		}
		CALL_ORIGINAL(HOOK_SOCKET_CONNECT);
		return;
	}
	switch (async_sockets_resolve(execute_data, php_sock, 2, 3, "socket_connect")) {
		case RESOLVE_FAILED: RETURN_FALSE;
		case RESOLVE_THREW: RETURN_THROWS();
		default: break;
	}
	/* (Closed during the lookup: fcntl() fails, PHP's Error follows.) */
	if ((flags = fcntl(php_sock->bsd_socket, F_GETFL)) < 0 || (flags & O_NONBLOCK)) {
		CALL_ORIGINAL(HOOK_SOCKET_CONNECT);
		return;
	}
	if (!async_sockets_op_begin(&op, php_sock, SIDE_WRITE, "socket_connect")) {
		RETURN_THROWS();
	}
	if (IS_INVALID_SOCKET(php_sock)) {
		/* Closed while queued: PHP's Error. */
		async_sockets_op_end(&op);
		CALL_ORIGINAL(HOOK_SOCKET_CONNECT);
		return;
	}
	int fd = php_sock->bsd_socket;
	/* A blocking connect() that succeeds records nothing: these come back
	 * then. */
	int saved_last_error = *async_sockets_last_error;
	int saved_error = php_sock->error;
	uint32_t backoff_ms = 1;

	for (;;) {
		/* PHP's call, non-blocking: its parsing, lookups, errors and
		 * warnings. Should the last errors already read "pending", the
		 * socket's is cleared so that a call failing before connect()
		 * (recording nothing) is told apart. */
		int before = php_sock->error;
		bool ambiguous = *async_sockets_last_error == before && (before == EINPROGRESS || before == EAGAIN);
		if (ambiguous) {
			php_sock->error = 0;
		}
		fcntl(fd, F_SETFL, flags | O_NONBLOCK);
		CALL_ORIGINAL(HOOK_SOCKET_CONNECT);
		if (!IS_INVALID_SOCKET(php_sock) && php_sock->bsd_socket == fd) {
			fcntl(fd, F_SETFL, flags);
		}
		if (!connect_pending(php_sock, return_value)) {
			if (ambiguous && php_sock->error == 0) {
				php_sock->error = before;
			}
			if (Z_TYPE_P(return_value) == IS_TRUE) {
				*async_sockets_last_error = saved_last_error;
				php_sock->error = saved_error;
			}
			/* PHP's own outcome, warning included. */
			async_sockets_op_end(&op);
			return;
		}
		if (php_sock->error == EINPROGRESS) {
			break;
		}
		/* EAGAIN: a Unix socket whose listener's backlog is full. A
		 * blocking connect() waits for room (up to SO_SNDTIMEO), and so
		 * does this, by trying again: nothing signals room. */
		async_sockets_op_deadline_init(&op);
		if (op.deadline_ns != 0 && monotonic_ns() >= op.deadline_ns) {
			async_sockets_op_end(&op);
			return;
		}
		async_sockets_op_hold_side(&op);
		if (!zend_async_sleep(backoff_ms, "socket_connect")) {
			async_sockets_op_end(&op);
			RETURN_THROWS();
		}
		backoff_ms = MIN(backoff_ms * 2, 50);
		if (IS_INVALID_SOCKET(php_sock)) {
			async_sockets_error(php_sock, "unable to connect", EBADF);
			async_sockets_op_end(&op);
			RETURN_FALSE;
		}
	}

	/* In progress: writable once it is connected or has failed. */
	for (;;) {
		op_wait_t waited = async_sockets_op_wait(&op, ZEND_ASYNC_POLL_WRITABLE);
		if (waited == OP_FAILED) {
			async_sockets_op_end(&op);
			RETURN_THROWS();
		}
		if (waited == OP_TIMEOUT) {
			/* As PHP's connect() after SO_SNDTIMEO: EINPROGRESS recorded,
			 * no warning. */
			async_sockets_op_end(&op);
			RETURN_FALSE;
		}
		if (waited == OP_CLOSED) {
			async_sockets_error(php_sock, "unable to connect", EBADF);
			async_sockets_op_end(&op);
			RETURN_FALSE;
		}
		int so_error = 0;
		socklen_t len = sizeof(so_error);
		if (getsockopt(fd, SOL_SOCKET, SO_ERROR, &so_error, &len) != 0) {
			so_error = errno;
		}
		if (so_error == 0) {
			/* Connected, unless the wake-up was early. connect() again,
			 * as the blocking call ends: it tells which, and marks the
			 * socket connected (a later socket_connect() then fails with
			 * EISCONN as PHP's does, rather than succeed once more). */
			php_sockaddr_storage peer;
			socklen_t peer_len = sizeof(peer);
			if (getpeername(fd, (struct sockaddr *) &peer, &peer_len) != 0) {
				so_error = errno;
				if (so_error == ENOTCONN) {
					/* Still connecting, or closed again with its error
					 * already taken (the kernel's blocking connect()
					 * then says ECONNABORTED). */
					struct pollfd pfd = {.fd = fd, .events = POLLOUT};
					so_error = poll(&pfd, 1, 0) == 0 ? EINPROGRESS : ECONNABORTED;
				}
			} else if (connect(fd, (struct sockaddr *) &peer, peer_len) != 0 && errno != EISCONN) {
				so_error = errno;
			}
			if (so_error == EINPROGRESS || so_error == EALREADY) {
				continue;
			}
		}
		if (so_error != 0) {
			async_sockets_error(php_sock, "unable to connect", so_error);
			async_sockets_op_end(&op);
			RETURN_FALSE;
		}
		break;
	}
	*async_sockets_last_error = saved_last_error;
	php_sock->error = saved_error;
	async_sockets_op_end(&op);
	RETURN_TRUE;
}

/* }}} */

/* {{{ socket_bind(): hooked for its lookup of a host name only */

ZEND_FUNCTION(async_socket_bind)
{
	php_socket *php_sock;

	if (!sockets_cooperate() || (php_sock = async_sockets_arg(execute_data, 2, 3)) == NULL) {
		CALL_ORIGINAL(HOOK_SOCKET_BIND);
		return;
	}
	if (!async_sockets_args_convert(execute_data, "-sl")) {
		if (EG(exception)) {
			RETURN_THROWS();
		}
		CALL_ORIGINAL(HOOK_SOCKET_BIND);
		return;
	}
	switch (async_sockets_resolve(execute_data, php_sock, 2, 0, "socket_bind")) {
		case RESOLVE_FAILED: RETURN_FALSE;
		case RESOLVE_THREW: RETURN_THROWS();
		default: break;
	}
	CALL_ORIGINAL(HOOK_SOCKET_BIND);
}

/* }}} */

/* {{{ socket_select() */

/* How the coroutine waits between rounds: on the sockets themselves, a
 * socket_close() meanwhile ends the wait first (the fd waiters of
 * hook_sockets.c); no limit but the caller's timeout. */
static const async_fdwait_how_t select_how = {
	.waiting_for = "socket_select",
	.sockets_only = true,
};

/* Adds the descriptors of one array's sockets (all valid: PHP's call just
 * accepted the array). */
static void select_collect(zval *array, uint32_t events, async_fdwait_t *set)
{
	zval *element;

	if (array == NULL || Z_TYPE_P(array) != IS_ARRAY) {
		return;
	}
	ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(array), element) {
		ZVAL_DEREF(element);
		php_socket *sock = async_sockets_of(element);
		if (sock != NULL) {
			async_fdwait_add(set, sock->bsd_socket, events);
		}
	} ZEND_HASH_FOREACH_END();
}

/* Suspends until one of the arrays' sockets may be ready or timeout_ms
 * passed (0: no timeout). False with an exception pending. */
static bool select_wait(zval *arrays[3], zend_ulong timeout_ms)
{
	static const uint32_t bits[3] = {ZEND_ASYNC_POLL_READABLE, ZEND_ASYNC_POLL_WRITABLE, ZEND_ASYNC_POLL_PRIORITIZED};
	async_fdwait_t set = {0};

	for (int i = 0; i < 3; i++) {
		select_collect(arrays[i], bits[i], &set);
	}
	/* Listed under each descriptor for as long as the coroutine may be
	 * suspended on it (nothing can close one before the suspension). */
	uint32_t count = set.count;
	fd_waiter_t *nodes = safe_emalloc(count, sizeof(*nodes), 0);
	for (uint32_t i = 0; i < count; i++) {
		async_sockets_fd_waiter_add(&nodes[i], set.fds[i].fd);
	}
	bool ok = async_fdwait_suspend(&set, &select_how, timeout_ms);
	for (uint32_t i = 0; i < count; i++) {
		async_sockets_fd_waiter_remove(&nodes[i]);
	}
	efree(nodes);
	async_fdwait_free(&set);
	return ok;
}

/* The timeout arguments in the call's frame (as PHP reads them). */
static void select_set_timeout(zend_execute_data *execute_data, bool forever, zend_long sec, zend_long usec)
{
	zval *zsec = ZEND_CALL_ARG(execute_data, 4);
	zval_ptr_dtor(zsec);
	if (forever) {
		ZVAL_NULL(zsec);
	} else {
		ZVAL_LONG(zsec, sec);
	}
	if (ZEND_NUM_ARGS() >= 5) {
		zval *zusec = ZEND_CALL_ARG(execute_data, 5);
		zval_ptr_dtor(zusec);
		ZVAL_LONG(zusec, usec);
	}
}

/* Puts the three by-reference arguments back to the values given (through
 * PHP's assignment, so a typed reference is honoured). */
static void select_restore_arrays(zend_execute_data *execute_data, zval given[3])
{
	for (int i = 0; i < 3; i++) {
		zval *arg = ZEND_CALL_ARG(execute_data, i + 1);
		if (Z_ISREF_P(arg)) {
			ZEND_TRY_ASSIGN_REF_COPY(arg, &given[i]);
		}
	}
}

ZEND_FUNCTION(async_socket_select)
{
	zval *r_array, *w_array, *e_array;
	zend_long sec, usec = 0;
	bool sec_is_null = 0;

	if (!sockets_cooperate()) {
		CALL_ORIGINAL(HOOK_SOCKET_SELECT);
		return;
	}
	ZEND_PARSE_PARAMETERS_START(4, 5)
		Z_PARAM_ARRAY_EX2(r_array, 1, 1, 0)
		Z_PARAM_ARRAY_EX2(w_array, 1, 1, 0)
		Z_PARAM_ARRAY_EX2(e_array, 1, 1, 0)
		Z_PARAM_LONG_OR_NULL(sec, sec_is_null)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(usec)
	ZEND_PARSE_PARAMETERS_END();

	/* PHP's call reads the arguments as parsed here, with no second
	 * conversion (and no second deprecation). */
	select_set_timeout(execute_data, sec_is_null, sec, usec);
	if (!sec_is_null && (sec < 0 || usec < 0 || (sec == 0 && usec == 0))) {
		/* A poll, or PHP's EINVAL: nothing to wait for. */
		CALL_ORIGINAL(HOOK_SOCKET_SELECT);
		return;
	}
	/* Far enough to be "never" (and no overflow). */
	bool forever = sec_is_null || sec > 100000000 || usec / 1000000 > 100000000;
	uint64_t deadline_ns = forever ? 0 : monotonic_ns() + (uint64_t) sec * 1000000000 + (uint64_t) usec * 1000;

	/* The arrays as given. Each round's PHP call rewrites them, and while
	 * the coroutine waits other coroutines may assign anything to the
	 * variables: before every round they are put back as given, so each
	 * round answers for what the caller passed (and PHP's own checks never
	 * see another coroutine's values). */
	zval given[3];
	zval *arrays[3] = {r_array, w_array, e_array};
	for (int i = 0; i < 3; i++) {
		zval *arg = ZEND_CALL_ARG(execute_data, i + 1);
		ZVAL_DEREF(arg);
		ZVAL_COPY(&given[i], arg);
	}
	for (;;) {
		select_set_timeout(execute_data, false, 0, 0);
		CALL_ORIGINAL(HOOK_SOCKET_SELECT);
		bool done = EG(exception) != NULL || Z_TYPE_P(return_value) != IS_LONG || Z_LVAL_P(return_value) != 0
			|| (!forever && monotonic_ns() >= deadline_ns);
		if (done) {
			break;
		}
		/* Nothing ready: the arrays as they were, and a wait. */
		select_restore_arrays(execute_data, given);
		zend_ulong timeout_ms = forever ? 0 : ns_to_timeout_ms(deadline_ns - monotonic_ns());
		if (!select_wait(arrays, timeout_ms)) {
			break;
		}
		select_restore_arrays(execute_data, given);
		if (EG(exception) != NULL) {
			break; /* a typed reference refused the array put back */
		}
	}
	for (int i = 0; i < 3; i++) {
		zval_ptr_dtor(&given[i]);
	}
}

/* }}} */

#endif

/*
 * hook_sockets.c: ext/sockets inside coroutines. socket_connect(),
 * socket_accept(), socket_read(), socket_write(), socket_recv(),
 * socket_send(), socket_recvfrom(), socket_sendto() and socket_select()
 * on a blocking socket suspend only the calling coroutine; their results,
 * warnings and socket_last_error() values are PHP's.
 *
 * How each call keeps PHP's behaviour:
 * - read, write, recv, send, recvfrom parse their arguments as PHP does
 *   and make the system call themselves, non-blocking (MSG_DONTWAIT): the
 *   common case is that one call. Only on EAGAIN the coroutine waits for
 *   readiness (a poll event) and tries again. A blocking send of a large
 *   buffer sends what fits, waits, and goes on, so the total comes back
 *   as from PHP's blocking call; SO_RCVTIMEO / SO_SNDTIMEO end a wait as
 *   they end the kernel's (EAGAIN, or the part already sent). A socket in
 *   non-blocking mode never waits. MSG_NOSIGNAL keeps a write to a closed
 *   peer from raising SIGPIPE (the CLI ignores it; the result is EPIPE
 *   either way).
 * - accept, sendto: wait until poll(2) says the call will not block, then
 *   run PHP's own function (address parsing and the new Socket object
 *   stay PHP's). Another process sharing the socket may take the
 *   connection in between; the call then blocks, as PHP's always does.
 * - connect: PHP's own function on the socket switched to non-blocking
 *   mode for the call (its address parsing and lookups stay PHP's), then
 *   a wait for writability and SO_ERROR, reported as PHP reports it.
 * - select: PHP's own function with a zero timeout (the frame's timeout
 *   arguments are rewritten), and while nothing is ready the arrays are
 *   put back and the coroutine waits on a poll event per descriptor.
 *
 * Two coroutines in the same direction on one socket are serialized: a
 * call that had to wait holds the socket's read or write side until it
 * returns, and a second call queues behind it, so a line read, a
 * MSG_WAITALL receive or a large write is never interleaved with
 * another's (a blocking PHP call is atomic too). Cancellation at any wait
 * throws in the waiting coroutine; the socket stays usable. A socket
 * closed by another coroutine while a call waits on it makes that call
 * fail with EBADF, as a system call on a closed descriptor does
 * (socket_close() is hooked to detach the waits before the descriptor
 * closes: the reactor's poll registration must not outlive it).
 *
 * A socket is "in non-blocking mode" when its descriptor is (O_NONBLOCK,
 * as the kernel sees it: socket_set_nonblock(), a socket from
 * socket_import_stream() of a non-blocking stream).
 *
 * ext/sockets is an optional shared module: nothing of it is linked. Its
 * Socket class and its globals (socket_last_error()) are found at MINIT
 * through the class and module tables, and its php_socket layout (the
 * installed ext/sockets/php_sockets.h) is checked on a probe object before
 * it is relied on; without the header or the module the hooks are not
 * installed.
 */
#include "hooks.h"

#if !defined(PHP_WIN32) && defined(__has_include)
# if __has_include("ext/sockets/php_sockets.h")
#  define ASYNC_HOOK_SOCKETS 1
# endif
#endif

#ifdef ASYNC_HOOK_SOCKETS

/* The header declares its content only for a build with sockets; the
 * types are all that is used here (no symbol of the module is). */
# ifndef HAVE_SOCKETS
#  define HAVE_SOCKETS 1
# endif
# include "ext/sockets/php_sockets.h"
# include "main/php_network.h"
# include <errno.h>
# include <fcntl.h>
# include <limits.h>
# include <poll.h>
# include <time.h>
# include <unistd.h>
# include <netinet/in.h>
# include <arpa/inet.h>
# include <sys/socket.h>
# include <sys/un.h>

static ZEND_FUNCTION(async_socket_connect);
static ZEND_FUNCTION(async_socket_accept);
static ZEND_FUNCTION(async_socket_read);
static ZEND_FUNCTION(async_socket_write);
static ZEND_FUNCTION(async_socket_recv);
static ZEND_FUNCTION(async_socket_send);
static ZEND_FUNCTION(async_socket_recvfrom);
static ZEND_FUNCTION(async_socket_sendto);
static ZEND_FUNCTION(async_socket_select);
static ZEND_FUNCTION(async_socket_close);

enum {
	HOOK_SOCKET_CONNECT,
	HOOK_SOCKET_ACCEPT,
	HOOK_SOCKET_READ,
	HOOK_SOCKET_WRITE,
	HOOK_SOCKET_RECV,
	HOOK_SOCKET_SEND,
	HOOK_SOCKET_RECVFROM,
	HOOK_SOCKET_SENDTO,
	HOOK_SOCKET_SELECT,
	HOOK_SOCKET_CLOSE,
};

static async_hook_t socket_hooks[] = {
	[HOOK_SOCKET_CONNECT] = {"socket_connect", ZEND_FN(async_socket_connect), NULL},
	[HOOK_SOCKET_ACCEPT] = {"socket_accept", ZEND_FN(async_socket_accept), NULL},
	[HOOK_SOCKET_READ] = {"socket_read", ZEND_FN(async_socket_read), NULL},
	[HOOK_SOCKET_WRITE] = {"socket_write", ZEND_FN(async_socket_write), NULL},
	[HOOK_SOCKET_RECV] = {"socket_recv", ZEND_FN(async_socket_recv), NULL},
	[HOOK_SOCKET_SEND] = {"socket_send", ZEND_FN(async_socket_send), NULL},
	[HOOK_SOCKET_RECVFROM] = {"socket_recvfrom", ZEND_FN(async_socket_recvfrom), NULL},
	[HOOK_SOCKET_SENDTO] = {"socket_sendto", ZEND_FN(async_socket_sendto), NULL},
	[HOOK_SOCKET_SELECT] = {"socket_select", ZEND_FN(async_socket_select), NULL},
	[HOOK_SOCKET_CLOSE] = {"socket_close", ZEND_FN(async_socket_close), NULL},
};

# define CALL_ORIGINAL(which) ASYNC_HOOK_CALL_ORIGINAL(&socket_hooks[which])

/* {{{ ext/sockets, found at MINIT */

typedef enum {
	LAYOUT_UNCHECKED = 0,
	LAYOUT_USABLE,
	LAYOUT_UNUSABLE,
} layout_state_t;

/* Per process, like the module they belong to. */
static zend_class_entry *socket_class;
static int *sockets_last_error; /* &SOCKETS_G(last_error) */
static layout_state_t layout_state;

/* True when Socket objects are php_socket as the installed header has it.
 * Checked once, on a probe object (created and freed, never opened). */
static bool sockets_usable(void)
{
	if (EXPECTED(layout_state == LAYOUT_USABLE)) {
		return true;
	}
	if (layout_state == LAYOUT_UNUSABLE || socket_class == NULL) {
		return false;
	}
	layout_state = LAYOUT_UNUSABLE;
	zval probe;
	if (object_init_ex(&probe, socket_class) != SUCCESS) {
		return false;
	}
	const zend_object_handlers *handlers = Z_OBJ(probe)->handlers;
	bool usable = handlers->offset == XtOffsetOf(php_socket, std) && handlers->free_obj != zend_object_std_dtor;
	if (usable) {
		php_socket *probe_socket = Z_SOCKET_P(&probe);
		usable = probe_socket->bsd_socket == -1 && probe_socket->blocking == 1 && Z_ISUNDEF(probe_socket->zstream);
	}
	zval_ptr_dtor(&probe);
	if (usable) {
		layout_state = LAYOUT_USABLE;
	}
	return usable;
}

/* The cooperative path is taken inside a coroutine, with ext/sockets as
 * expected; otherwise PHP's own function runs. */
static zend_always_inline bool sockets_cooperate(void)
{
	return zend_async_can_cooperate() && sockets_usable();
}

/* An argument as PHP passed it (no conversion): the open Socket, or NULL. */
static php_socket *socket_of(zval *arg)
{
	if (Z_TYPE_P(arg) != IS_OBJECT || Z_OBJCE_P(arg) != socket_class) {
		return NULL;
	}
	php_socket *sock = Z_SOCKET_P(arg);
	return IS_INVALID_SOCKET(sock) ? NULL : sock;
}

static php_socket *socket_arg(zend_execute_data *execute_data, uint32_t min_args, uint32_t max_args)
{
	uint32_t argc = ZEND_NUM_ARGS();
	if (argc < min_args || argc > max_args) {
		return NULL;
	}
	return socket_of(ZEND_CALL_ARG(execute_data, 1));
}

/* PHP_SOCKET_ERROR of ext/sockets: the socket's and the module's last
 * error, and a warning unless the error is EAGAIN / EINPROGRESS. */
static void socket_error(php_socket *sock, const char *msg, int err)
{
	sock->error = err;
	*sockets_last_error = err;
	if (err != EAGAIN && err != EWOULDBLOCK && err != EINPROGRESS) {
		php_error_docref(NULL, E_WARNING, "%s [%d]: %s", msg, err, strerror(err));
	}
}

static bool fd_is_nonblocking(int fd)
{
	int flags = fcntl(fd, F_GETFL);
	return flags >= 0 && (flags & O_NONBLOCK) != 0;
}

static uint64_t monotonic_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t) ts.tv_sec * 1000000000 + (uint64_t) ts.tv_nsec;
}

/* Whole milliseconds, rounded up, never 0 (0 means no timeout). */
static zend_ulong ns_to_timeout_ms(uint64_t ns)
{
	uint64_t ms = ns / 1000000 + (ns % 1000000 != 0);
	return ms == 0 ? 1 : (zend_ulong) ms;
}

/* }}} */

/* {{{ waits on descriptors, and their detachment when a socket closes
 *
 * Every coroutine suspended on a descriptor's poll events is listed under
 * the descriptor (a node on its own C stack, which outlives the
 * suspension). socket_close() wakes those coroutines and drops their
 * events first: the reactor's registration of a descriptor must be gone
 * before the descriptor is closed (its number may be reused at once). */

typedef struct fd_waiter_s fd_waiter_t;
struct fd_waiter_s {
	zend_coroutine_t *coroutine;
	int fd;
	fd_waiter_t *prev;
	fd_waiter_t *next;
};

/* fd → first fd_waiter_t; request memory, NULL until the first wait. */
static HashTable *fd_waiters;

static void fd_waiter_add(fd_waiter_t *node, int fd)
{
	if (fd_waiters == NULL) {
		ALLOC_HASHTABLE(fd_waiters);
		zend_hash_init(fd_waiters, 8, NULL, NULL, 0);
	}
	node->coroutine = ZEND_ASYNC_CURRENT_COROUTINE;
	node->fd = fd;
	node->prev = NULL;
	zval *head = zend_hash_index_find(fd_waiters, (zend_ulong) fd);
	if (head != NULL) {
		node->next = Z_PTR_P(head);
		node->next->prev = node;
		Z_PTR_P(head) = node;
	} else {
		node->next = NULL;
		zend_hash_index_add_new_ptr(fd_waiters, (zend_ulong) fd, node);
	}
}

static void fd_waiter_remove(fd_waiter_t *node)
{
	if (node->next != NULL) {
		node->next->prev = node->prev;
	}
	if (node->prev != NULL) {
		node->prev->next = node->next;
	} else if (node->next != NULL) {
		zend_hash_index_update_ptr(fd_waiters, (zend_ulong) node->fd, node->next);
	} else {
		zend_hash_index_del(fd_waiters, (zend_ulong) node->fd);
	}
}

/* The descriptor is about to close: every coroutine suspended on it is
 * resumed, and its events (the poll events among them) are dropped now
 * rather than when it runs again. It finds the socket closed. */
static void fd_waiters_detach(int fd)
{
	if (fd_waiters == NULL || fd < 0) {
		return;
	}
	fd_waiter_t *node = zend_hash_index_find_ptr(fd_waiters, (zend_ulong) fd);
	for (; node != NULL; node = node->next) {
		zend_async_waker_t *waker = node->coroutine->waker;
		if (waker == NULL) {
			continue;
		}
		if (waker->status == ZEND_ASYNC_WAKER_WAITING) {
			ZEND_ASYNC_RESUME(node->coroutine);
		}
		zend_async_waker_clean_events(waker);
	}
}

/* }}} */

/* {{{ one side of a socket, held by a call that waits
 *
 * A call takes its side (read or write) of the socket when it first has
 * to wait and keeps it until it returns; a call that finds the side taken
 * queues on the holder's release event. The table is empty (and not
 * looked at) while no call waits. */

enum {
	SIDE_READ = 0,
	SIDE_WRITE = 1,
};

typedef struct {
	zend_async_event_t *released; /* created by the first call that queues */
} side_lock_t;

/* (object handle, side) → side_lock_t*; request memory. */
static HashTable *side_locks;

static zend_ulong side_key(const php_socket *sock, int side)
{
	return ((zend_ulong) sock->std.handle << 1) | (zend_ulong) side;
}

static bool released_dispose(zend_async_event_t *event)
{
	zend_async_callbacks_free(event);
	efree(event);
	return true;
}

static void side_lock_free(zval *zv)
{
	side_lock_t *lock = Z_PTR_P(zv);
	if (lock->released != NULL) {
		zend_async_event_release(lock->released);
	}
	efree(lock);
}

static void side_take(const php_socket *sock, int side)
{
	if (side_locks == NULL) {
		ALLOC_HASHTABLE(side_locks);
		zend_hash_init(side_locks, 8, NULL, side_lock_free, 0);
	}
	side_lock_t *lock = ecalloc(1, sizeof(*lock));
	zend_hash_index_add_new_ptr(side_locks, side_key(sock, side), lock);
}

static void side_release(const php_socket *sock, int side)
{
	zend_ulong key = side_key(sock, side);
	side_lock_t *lock = zend_hash_index_find_ptr(side_locks, key);
	zend_async_event_t *released = lock->released;

	lock->released = NULL;
	zend_hash_index_del(side_locks, key);
	if (released != NULL) {
		/* Every queued call wakes and looks again; one takes the side.
		 * The notification stops at a pending exception, and one is
		 * pending when the holder was cancelled: set it aside. */
		zend_object *exception = EG(exception);
		EG(exception) = NULL;
		zend_async_callbacks_notify(released, NULL, NULL);
		EG(exception) = exception;
		zend_async_event_release(released);
	}
}

/* Waits while another call holds the side. False with an exception
 * pending when the wait was cancelled. */
static bool side_wait_free(const php_socket *sock, int side, const char *what)
{
	side_lock_t *lock;

	while (side_locks != NULL && (lock = zend_hash_index_find_ptr(side_locks, side_key(sock, side))) != NULL) {
		if (lock->released == NULL) {
			lock->released = emalloc(sizeof(*lock->released));
			zend_async_event_init(lock->released, NULL, NULL, released_dispose, NULL);
		}
		zend_async_event_t *released = lock->released;
		zend_async_event_add_ref(released);
		bool ok = zend_async_wait_event(released, 0, NULL, what);
		zend_async_event_release(released);
		if (!ok) {
			return false;
		}
	}
	return true;
}

/* }}} */

/* {{{ a call on one socket */

typedef enum {
	OP_READY,   /* the descriptor may be ready: try again */
	OP_TIMEOUT, /* SO_RCVTIMEO / SO_SNDTIMEO ran out */
	OP_CLOSED,  /* the socket was closed meanwhile */
	OP_FAILED,  /* an exception is pending (cancelled) */
} op_wait_t;

typedef struct {
	php_socket *sock;
	const char *what;
	int side;
	bool holds_side;
	bool honour_timeout; /* the socket's SO_RCVTIMEO / SO_SNDTIMEO ends the wait */
	bool timeout_known;
	bool nonblocking_known;
	bool nonblocking;
	uint64_t deadline_ns; /* 0: none */
	int err;              /* errno of a failed call */
} sock_op_t;

/* Starts a call; queues behind another call on the same side. False with
 * an exception pending. */
static bool op_begin(sock_op_t *op, php_socket *sock, int side, const char *what)
{
	memset(op, 0, sizeof(*op));
	op->sock = sock;
	op->side = side;
	op->what = what;
	op->honour_timeout = true;
	if (side_locks != NULL && zend_hash_num_elements(side_locks) > 0
		&& zend_hash_index_exists(side_locks, side_key(sock, side))) {
		if (!side_wait_free(sock, side, what)) {
			return false;
		}
		/* Queued once: keep the side to the end, first come first
		 * served. */
		side_take(sock, side);
		op->holds_side = true;
	}
	return true;
}

static void op_end(sock_op_t *op)
{
	if (op->holds_side) {
		op->holds_side = false;
		side_release(op->sock, op->side);
	}
}

/* Called before the call first suspends. Nobody else can hold the side
 * then: it was free when the call began and the call has not suspended
 * since. */
static void op_hold_side(sock_op_t *op)
{
	if (!op->holds_side) {
		side_take(op->sock, op->side);
		op->holds_side = true;
	}
}

/* Whether the socket is in non-blocking mode (a call then never waits);
 * asked once per call, only when a call would block. */
static bool op_nonblocking(sock_op_t *op)
{
	if (!op->nonblocking_known) {
		op->nonblocking_known = true;
		op->nonblocking = op->sock->bsd_socket >= 0 && fd_is_nonblocking(op->sock->bsd_socket);
	}
	return op->nonblocking;
}

/* The end of the call's waiting, from the socket's SO_RCVTIMEO or
 * SO_SNDTIMEO as the call's first wait found it (as the kernel's timer of
 * a blocking call starts when it first sleeps). */
static void op_deadline_init(sock_op_t *op)
{
	struct timeval tv = {0};
	socklen_t len = sizeof(tv);

	if (op->timeout_known) {
		return;
	}
	op->timeout_known = true;
	if (getsockopt(op->sock->bsd_socket, SOL_SOCKET, op->side == SIDE_READ ? SO_RCVTIMEO : SO_SNDTIMEO, &tv, &len) == 0
		&& (tv.tv_sec > 0 || tv.tv_usec > 0)) {
		op->deadline_ns = monotonic_ns() + (uint64_t) tv.tv_sec * 1000000000 + (uint64_t) tv.tv_usec * 1000;
	}
}

/* Suspends until the socket may be ready for events. */
static op_wait_t op_wait(sock_op_t *op, uint32_t events)
{
	php_socket *sock = op->sock;
	zend_ulong timeout_ms = 0;

	if (IS_INVALID_SOCKET(sock)) {
		return OP_CLOSED;
	}
	op_hold_side(op);
	if (op->honour_timeout) {
		op_deadline_init(op);
	}
	if (op->deadline_ns != 0) {
		uint64_t now = monotonic_ns();
		if (now >= op->deadline_ns) {
			return OP_TIMEOUT;
		}
		timeout_ms = ns_to_timeout_ms(op->deadline_ns - now);
	}

	fd_waiter_t node;
	zend_async_poll_event_t *poll = ZEND_ASYNC_NEW_POLL_EVENT(sock->bsd_socket, true, events);
	zend_async_wait_t wait = {.what = op->what, .timeout_ms = timeout_ms, .trans_event = true};
	fd_waiter_add(&node, sock->bsd_socket);
	bool ok = zend_async_wait_ex(&poll->base, &wait);
	fd_waiter_remove(&node);
	if (!ok) {
		return OP_FAILED;
	}
	return IS_INVALID_SOCKET(sock) ? OP_CLOSED : OP_READY;
}

/* A wait that could not go on: the result of the blocking call, or -2. */
static ssize_t op_wait_failed(sock_op_t *op, op_wait_t waited, size_t done)
{
	if (waited == OP_FAILED) {
		return -2;
	}
	if (done > 0) {
		return (ssize_t) done;
	}
	op->err = waited == OP_TIMEOUT ? EAGAIN : EBADF;
	return -1;
}

static bool op_is_stream(sock_op_t *op)
{
	int type = 0;
	socklen_t len = sizeof(type);
	return getsockopt(op->sock->bsd_socket, SOL_SOCKET, SO_TYPE, &type, &len) == 0 && type == SOCK_STREAM;
}

/* recvfrom() as the socket's blocking call returns: the byte count, 0 at
 * the end, -1 with op->err, or -2 with an exception pending (sa may be
 * NULL). MSG_WAITALL on a stream socket collects len bytes as the kernel
 * does (less at the end, an error or SO_RCVTIMEO); flags that never block
 * (MSG_DONTWAIT, MSG_OOB, MSG_ERRQUEUE) make one call. */
static ssize_t op_recv(sock_op_t *op, char *buf, size_t len, int flags, struct sockaddr *sa, socklen_t *salen)
{
	int fd = op->sock->bsd_socket;
	bool once = (flags & (MSG_DONTWAIT | MSG_OOB | MSG_ERRQUEUE)) != 0;
	bool waitall = !once && (flags & MSG_WAITALL) && op_is_stream(op);
	bool peek = (flags & MSG_PEEK) != 0;
	size_t done = 0;
	socklen_t salen_in = salen != NULL ? *salen : 0;

	if (!once) {
		flags = (flags & ~MSG_WAITALL) | MSG_DONTWAIT;
	}
	for (;;) {
		if (salen != NULL) {
			*salen = salen_in;
		}
		/* A MSG_PEEK|MSG_WAITALL looks at the whole buffer each time. */
		size_t offset = waitall && !peek ? done : 0;
		ssize_t n = recvfrom(fd, buf + offset, len - offset, flags, sa, salen);
		if (n > 0 && waitall) {
			done = peek ? (size_t) n : done + (size_t) n;
			if (done >= len) {
				return (ssize_t) done;
			}
			if (peek) {
				/* More is wanted but this much is there: the descriptor
				 * stays readable, so look again a little later, unless
				 * the peer has finished sending. */
				struct pollfd pfd = {.fd = fd, .events = POLLRDHUP};
				if (poll(&pfd, 1, 0) > 0) {
					return (ssize_t) done;
				}
				op_hold_side(op);
				if (!zend_async_sleep(1, op->what)) {
					return -2;
				}
				if (IS_INVALID_SOCKET(op->sock)) {
					return op_wait_failed(op, OP_CLOSED, done);
				}
				fd = op->sock->bsd_socket;
			}
			continue;
		}
		if (n >= 0) {
			return waitall ? (ssize_t) done : n;
		}
		int err = errno;
		if (err == EINTR) {
			continue;
		}
		if (once || (err != EAGAIN && err != EWOULDBLOCK) || op_nonblocking(op)) {
			if (done > 0) {
				return (ssize_t) done;
			}
			op->err = err;
			return -1;
		}
		op_wait_t waited = op_wait(op, ZEND_ASYNC_POLL_READABLE);
		if (waited != OP_READY) {
			return op_wait_failed(op, waited, done);
		}
		fd = op->sock->bsd_socket;
	}
}

/* The most one read() or write() transfers on Linux (MAX_RW_COUNT): a
 * blocking write of more returns this much. */
# define ASYNC_MAX_RW_COUNT ((size_t) (INT_MAX & ~4095))

/* send() as the socket's blocking call returns: all of it, or what was
 * sent before an error or SO_SNDTIMEO stopped it, -1 with op->err, or -2
 * with an exception pending. */
static ssize_t op_send(sock_op_t *op, const char *buf, size_t len, int flags)
{
	bool once = (flags & MSG_DONTWAIT) != 0;
	size_t done = 0;

	len = MIN(len, ASYNC_MAX_RW_COUNT);
	flags |= MSG_DONTWAIT | MSG_NOSIGNAL;
	for (;;) {
		ssize_t n = send(op->sock->bsd_socket, buf + done, len - done, flags);
		if (n >= 0) {
			done += (size_t) n;
			if (done >= len || once) {
				return (ssize_t) done;
			}
			continue;
		}
		int err = errno;
		if (err == EINTR) {
			continue;
		}
		if (once || (err != EAGAIN && err != EWOULDBLOCK) || op_nonblocking(op)) {
			if (done > 0) {
				return (ssize_t) done;
			}
			op->err = err;
			return -1;
		}
		op_wait_t waited = op_wait(op, ZEND_ASYNC_POLL_WRITABLE);
		if (waited != OP_READY) {
			return op_wait_failed(op, waited, done);
		}
	}
}

/* Waits until poll(2) says a blocking call on the socket returns at once
 * (events: POLLIN / POLLOUT). OP_READY also for a socket in non-blocking
 * mode (its call does not block either). */
static op_wait_t op_wait_until_ready(sock_op_t *op, short events)
{
	for (;;) {
		struct pollfd pfd = {.fd = op->sock->bsd_socket, .events = events};
		if (poll(&pfd, 1, 0) != 0 || op_nonblocking(op)) {
			return OP_READY;
		}
		op_wait_t waited = op_wait(op, events == POLLIN ? ZEND_ASYNC_POLL_READABLE : ZEND_ASYNC_POLL_WRITABLE);
		if (waited != OP_READY) {
			return waited;
		}
	}
}

/* }}} */

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
			m = op_recv(op, t, 1, 0, NULL, NULL);
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

static ZEND_FUNCTION(async_socket_read)
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
		Z_PARAM_OBJECT_OF_CLASS(arg1, socket_class)
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

	if (!op_begin(&op, php_sock, SIDE_READ, "socket_read")) {
		zend_string_efree(tmpbuf);
		RETURN_THROWS();
	}
	if (type == PHP_NORMAL_READ) {
		retval = op_read_line(&op, ZSTR_VAL(tmpbuf), (size_t) length);
	} else {
		retval = op_recv(&op, ZSTR_VAL(tmpbuf), (size_t) length, 0, NULL, NULL);
	}
	op_end(&op);

	if (retval == -2) {
		zend_string_efree(tmpbuf);
		RETURN_THROWS();
	}
	if (retval == -1) {
		/* A socket in non-blocking mode without data is no error. */
		if (PHP_IS_TRANSIENT_ERROR(op.err)) {
			php_sock->error = op.err;
			*sockets_last_error = op.err;
		} else {
			socket_error(php_sock, "unable to read from socket", op.err);
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

static ZEND_FUNCTION(async_socket_write)
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
		Z_PARAM_OBJECT_OF_CLASS(arg1, socket_class)
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

	if (!op_begin(&op, php_sock, SIDE_WRITE, "socket_write")) {
		RETURN_THROWS();
	}
	if (len == 0) {
		/* write(fd, buf, 0) as PHP makes it (a datagram socket sends an
		 * empty datagram); it does not wait. */
		retval = write(php_sock->bsd_socket, str, 0);
		op.err = errno;
	} else {
		retval = op_send(&op, str, len, 0);
	}
	op_end(&op);

	if (retval == -2) {
		RETURN_THROWS();
	}
	if (retval < 0) {
		socket_error(php_sock, "unable to write to socket", op.err);
		RETURN_FALSE;
	}
	RETURN_LONG(retval);
}

static ZEND_FUNCTION(async_socket_send)
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
		Z_PARAM_OBJECT_OF_CLASS(arg1, socket_class)
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

	if (!op_begin(&op, php_sock, SIDE_WRITE, "socket_send")) {
		RETURN_THROWS();
	}
	if (n == 0) {
		retval = send(php_sock->bsd_socket, buf, 0, (int) flags | MSG_NOSIGNAL);
		op.err = errno;
	} else {
		retval = op_send(&op, buf, n, (int) flags);
	}
	op_end(&op);

	if (retval == -2) {
		RETURN_THROWS();
	}
	if (retval < 0) {
		socket_error(php_sock, "Unable to write to socket", op.err);
		RETURN_FALSE;
	}
	RETURN_LONG(retval);
}

/* }}} */

/* {{{ socket_recv(), socket_recvfrom() */

static ZEND_FUNCTION(async_socket_recv)
{
	zval *arg1, *buf;
	zend_long len, flags;
	sock_op_t op;

	if (!sockets_cooperate()) {
		CALL_ORIGINAL(HOOK_SOCKET_RECV);
		return;
	}
	ZEND_PARSE_PARAMETERS_START(4, 4)
		Z_PARAM_OBJECT_OF_CLASS(arg1, socket_class)
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

	if (!op_begin(&op, php_sock, SIDE_READ, "socket_recv")) {
		zend_string_efree(recv_buf);
		RETURN_THROWS();
	}
	ssize_t retval = op_recv(&op, ZSTR_VAL(recv_buf), (size_t) len, (int) flags, NULL, NULL);
	op_end(&op);

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
		socket_error(php_sock, "Unable to read from socket", op.err);
		RETURN_FALSE;
	}
	RETURN_LONG(retval);
}

static ZEND_FUNCTION(async_socket_recvfrom)
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
		Z_PARAM_OBJECT_OF_CLASS(arg1, socket_class)
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

	if (!op_begin(&op, php_sock, SIDE_READ, "socket_recvfrom")) {
		zend_string_efree(recv_buf);
		RETURN_THROWS();
	}
	retval = op_recv(&op, ZSTR_VAL(recv_buf), (size_t) arg3, (int) arg4, (struct sockaddr *) &sa, &salen);
	op_end(&op);

	if (retval == -2) {
		zend_string_efree(recv_buf);
		RETURN_THROWS();
	}
	if (retval < 0) {
		socket_error(php_sock, php_sock->type == AF_INET6 ? "unable to recvfrom" : "Unable to recvfrom", op.err);
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

/* {{{ socket_accept(), socket_sendto(): PHP's own call once it will not block */

static ZEND_FUNCTION(async_socket_accept)
{
	sock_op_t op;
	php_socket *php_sock;

	if (!sockets_cooperate() || (php_sock = socket_arg(execute_data, 1, 1)) == NULL) {
		CALL_ORIGINAL(HOOK_SOCKET_ACCEPT);
		return;
	}
	if (!op_begin(&op, php_sock, SIDE_READ, "socket_accept")) {
		RETURN_THROWS();
	}
	op_wait_t waited = OP_READY;
	struct pollfd pfd = {.fd = php_sock->bsd_socket, .events = POLLIN};
	if (poll(&pfd, 1, 0) == 0) {
		/* accept() fails at once on a socket that does not listen. */
		int listening = 0;
		socklen_t len = sizeof(listening);
		if (getsockopt(php_sock->bsd_socket, SOL_SOCKET, SO_ACCEPTCONN, &listening, &len) == 0 && listening) {
			waited = op_wait_until_ready(&op, POLLIN);
		}
	}
	op_end(&op);

	if (waited == OP_READY) {
		CALL_ORIGINAL(HOOK_SOCKET_ACCEPT);
		return;
	}
	if (waited == OP_FAILED) {
		RETURN_THROWS();
	}
	/* What PHP records for the accepted socket it then drops. */
	int err = waited == OP_TIMEOUT ? EAGAIN : EBADF;
	*sockets_last_error = err;
	if (err != EAGAIN) {
		php_error_docref(NULL, E_WARNING, "unable to accept incoming connection [%d]: %s", err, strerror(err));
	}
	RETURN_FALSE;
}

static ZEND_FUNCTION(async_socket_sendto)
{
	sock_op_t op;
	php_socket *php_sock;

	if (!sockets_cooperate() || (php_sock = socket_arg(execute_data, 5, 6)) == NULL) {
		CALL_ORIGINAL(HOOK_SOCKET_SENDTO);
		return;
	}
	zval *len = ZEND_CALL_ARG(execute_data, 3);
	zval *flags = ZEND_CALL_ARG(execute_data, 4);
	if ((Z_TYPE_P(flags) == IS_LONG && (Z_LVAL_P(flags) & MSG_DONTWAIT))
		|| (Z_TYPE_P(len) == IS_LONG && Z_LVAL_P(len) < 0)) {
		/* Does not wait, or throws. */
		CALL_ORIGINAL(HOOK_SOCKET_SENDTO);
		return;
	}
	if (!op_begin(&op, php_sock, SIDE_WRITE, "socket_sendto")) {
		RETURN_THROWS();
	}
	op_wait_t waited = op_wait_until_ready(&op, POLLOUT);
	op_end(&op);

	if (waited == OP_READY) {
		if (Z_TYPE_P(flags) == IS_LONG) {
			/* A closed peer gives EPIPE without SIGPIPE. */
			Z_LVAL_P(flags) |= MSG_NOSIGNAL;
		}
		CALL_ORIGINAL(HOOK_SOCKET_SENDTO);
		return;
	}
	if (waited == OP_FAILED) {
		RETURN_THROWS();
	}
	socket_error(php_sock, "Unable to write to socket", waited == OP_TIMEOUT ? EAGAIN : EBADF);
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
		&& *sockets_last_error == err && (err == EINPROGRESS || err == EAGAIN);
}

static ZEND_FUNCTION(async_socket_connect)
{
	sock_op_t op;
	php_socket *php_sock;
	int flags;

	if (!sockets_cooperate() || (php_sock = socket_arg(execute_data, 2, 3)) == NULL
		|| (flags = fcntl(php_sock->bsd_socket, F_GETFL)) < 0 || (flags & O_NONBLOCK)) {
		CALL_ORIGINAL(HOOK_SOCKET_CONNECT);
		return;
	}
	if (!op_begin(&op, php_sock, SIDE_WRITE, "socket_connect")) {
		RETURN_THROWS();
	}
	if (IS_INVALID_SOCKET(php_sock)) {
		/* Closed while queued: PHP's Error. */
		op_end(&op);
		CALL_ORIGINAL(HOOK_SOCKET_CONNECT);
		return;
	}
	int fd = php_sock->bsd_socket;
	/* A blocking connect() that succeeds records nothing: these come back
	 * then. */
	int saved_last_error = *sockets_last_error;
	int saved_error = php_sock->error;
	uint32_t backoff_ms = 1;

	for (;;) {
		/* PHP's call, non-blocking: its parsing, lookups, errors and
		 * warnings. Should the last errors already read "pending", the
		 * socket's is cleared so that a call failing before connect()
		 * (recording nothing) is told apart. */
		int before = php_sock->error;
		bool ambiguous = *sockets_last_error == before && (before == EINPROGRESS || before == EAGAIN);
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
				*sockets_last_error = saved_last_error;
				php_sock->error = saved_error;
			}
			/* PHP's own outcome, warning included. */
			op_end(&op);
			return;
		}
		if (php_sock->error == EINPROGRESS) {
			break;
		}
		/* EAGAIN: a Unix socket whose listener's backlog is full. A
		 * blocking connect() waits for room (up to SO_SNDTIMEO), and so
		 * does this, by trying again: nothing signals room. */
		op_deadline_init(&op);
		if (op.deadline_ns != 0 && monotonic_ns() >= op.deadline_ns) {
			op_end(&op);
			return;
		}
		op_hold_side(&op);
		if (!zend_async_sleep(backoff_ms, "socket_connect")) {
			op_end(&op);
			RETURN_THROWS();
		}
		backoff_ms = MIN(backoff_ms * 2, 50);
		if (IS_INVALID_SOCKET(php_sock)) {
			socket_error(php_sock, "unable to connect", EBADF);
			op_end(&op);
			RETURN_FALSE;
		}
	}

	/* In progress: writable once it is connected or has failed. */
	for (;;) {
		op_wait_t waited = op_wait(&op, ZEND_ASYNC_POLL_WRITABLE);
		if (waited == OP_FAILED) {
			op_end(&op);
			RETURN_THROWS();
		}
		if (waited == OP_TIMEOUT) {
			/* As PHP's connect() after SO_SNDTIMEO: EINPROGRESS recorded,
			 * no warning. */
			op_end(&op);
			RETURN_FALSE;
		}
		if (waited == OP_CLOSED) {
			socket_error(php_sock, "unable to connect", EBADF);
			op_end(&op);
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
			socket_error(php_sock, "unable to connect", so_error);
			op_end(&op);
			RETURN_FALSE;
		}
		break;
	}
	*sockets_last_error = saved_last_error;
	php_sock->error = saved_error;
	op_end(&op);
	RETURN_TRUE;
}

/* }}} */

/* {{{ socket_select() */

typedef struct {
	int fd;
	uint32_t events;
} select_fd_t;

/* Adds the descriptors of one array's sockets (all valid: PHP's call just
 * accepted the array). */
static void select_collect(zval *array, uint32_t events, HashTable *index, select_fd_t **fds, uint32_t *count,
	uint32_t *capacity)
{
	zval *element;

	if (array == NULL || Z_TYPE_P(array) != IS_ARRAY) {
		return;
	}
	ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(array), element) {
		ZVAL_DEREF(element);
		php_socket *sock = socket_of(element);
		if (sock == NULL) {
			continue;
		}
		zval *known = zend_hash_index_find(index, (zend_ulong) sock->bsd_socket);
		if (known != NULL) {
			(*fds)[Z_LVAL_P(known)].events |= events;
			continue;
		}
		if (*count == *capacity) {
			*capacity *= 2;
			*fds = safe_erealloc(*fds, *capacity, sizeof(**fds), 0);
		}
		zval position;
		ZVAL_LONG(&position, *count);
		zend_hash_index_add_new(index, (zend_ulong) sock->bsd_socket, &position);
		(*fds)[*count].fd = sock->bsd_socket;
		(*fds)[*count].events = events;
		(*count)++;
	} ZEND_HASH_FOREACH_END();
}

/* Suspends until one of the arrays' sockets may be ready or timeout_ms
 * passed (0: no timeout). False with an exception pending. */
static bool select_wait(zval *arrays[3], zend_ulong timeout_ms)
{
	static const uint32_t bits[3] = {ZEND_ASYNC_POLL_READABLE, ZEND_ASYNC_POLL_WRITABLE, ZEND_ASYNC_POLL_PRIORITIZED};
	HashTable index;
	uint32_t count = 0, capacity = 8;
	select_fd_t *fds = safe_emalloc(capacity, sizeof(*fds), 0);

	zend_hash_init(&index, 8, NULL, NULL, 0);
	for (int i = 0; i < 3; i++) {
		select_collect(arrays[i], bits[i], &index, &fds, &count, &capacity);
	}
	zend_hash_destroy(&index);

	/* One poll event per descriptor, each owned by the waker. */
	zend_coroutine_t *coroutine = ZEND_ASYNC_CURRENT_COROUTINE;
	zend_async_waker_t *waker = zend_async_waker_new(coroutine);
	fd_waiter_t *nodes = safe_emalloc(count, sizeof(*nodes), 0);
	bool ok = true;

	waker->waiting_for = "socket_select";
	for (uint32_t i = 0; i < count && ok; i++) {
		zend_async_poll_event_t *poll = ZEND_ASYNC_NEW_POLL_EVENT(fds[i].fd, true, fds[i].events);
		ok = zend_async_resume_when(coroutine, &poll->base, true, NULL);
	}
	if (ok && timeout_ms > 0) {
		zend_async_timer_event_t *timer = ZEND_ASYNC_NEW_TIMER_EVENT(timeout_ms, false);
		ok = zend_async_resume_when(coroutine, &timer->base, true, NULL);
	}
	if (!ok) {
		zend_async_waker_clean_events(waker);
	} else {
		for (uint32_t i = 0; i < count; i++) {
			fd_waiter_add(&nodes[i], fds[i].fd);
		}
		ok = ZEND_ASYNC_SUSPEND();
		for (uint32_t i = 0; i < count; i++) {
			fd_waiter_remove(&nodes[i]);
		}
	}
	efree(nodes);
	efree(fds);
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

static ZEND_FUNCTION(async_socket_select)
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
	bool forever = sec_is_null || sec > 100000000;
	uint64_t deadline_ns = forever ? 0 : monotonic_ns() + (uint64_t) sec * 1000000000 + (uint64_t) usec * 1000;

	zval *arrays[3] = {r_array, w_array, e_array};
	for (;;) {
		zval saved[3];
		for (int i = 0; i < 3; i++) {
			if (arrays[i] != NULL) {
				ZVAL_COPY(&saved[i], arrays[i]);
			} else {
				ZVAL_UNDEF(&saved[i]);
			}
		}
		select_set_timeout(execute_data, false, 0, 0);
		CALL_ORIGINAL(HOOK_SOCKET_SELECT);
		bool done = EG(exception) != NULL || Z_TYPE_P(return_value) != IS_LONG || Z_LVAL_P(return_value) != 0
			|| (!forever && monotonic_ns() >= deadline_ns);
		if (done) {
			for (int i = 0; i < 3; i++) {
				zval_ptr_dtor(&saved[i]);
			}
			return;
		}
		/* Nothing ready: the arrays as they were, and a wait. */
		for (int i = 0; i < 3; i++) {
			if (arrays[i] != NULL) {
				zval_ptr_dtor(arrays[i]);
				ZVAL_COPY_VALUE(arrays[i], &saved[i]);
			}
		}
		zend_ulong timeout_ms = forever ? 0 : ns_to_timeout_ms(deadline_ns - monotonic_ns());
		if (!select_wait(arrays, timeout_ms)) {
			RETURN_THROWS();
		}
	}
}

/* }}} */

/* {{{ socket_close() */

static ZEND_FUNCTION(async_socket_close)
{
	/* Whatever the context: waits on the descriptor end before it closes. */
	if (fd_waiters != NULL && zend_hash_num_elements(fd_waiters) > 0 && sockets_usable()) {
		php_socket *sock = socket_arg(execute_data, 1, 1);
		if (sock != NULL) {
			fd_waiters_detach(sock->bsd_socket);
		}
	}
	CALL_ORIGINAL(HOOK_SOCKET_CLOSE);
}

/* }}} */

void async_hook_sockets_minit(void)
{
	zend_module_entry *module = zend_hash_str_find_ptr(&module_registry, ZEND_STRL("sockets"));
	zend_class_entry *ce = zend_hash_str_find_ptr(CG(class_table), ZEND_STRL("socket"));

	if (module == NULL || ce == NULL || ce->type != ZEND_INTERNAL_CLASS || ce->info.internal.module != module
		|| ce->create_object == NULL) {
		return;
	}
# ifndef ZTS
	if (module->globals_size != sizeof(zend_sockets_globals) || module->globals_ptr == NULL) {
		return;
	}
	sockets_last_error = &((zend_sockets_globals *) module->globals_ptr)->last_error;
# else
	return;
# endif
	socket_class = ce;
	layout_state = LAYOUT_UNCHECKED;
	async_hooks_install(socket_hooks, ASYNC_HOOKS_COUNT(socket_hooks));
}

void async_hook_sockets_mshutdown(void)
{
	async_hooks_restore(socket_hooks, ASYNC_HOOKS_COUNT(socket_hooks));
	socket_class = NULL;
	sockets_last_error = NULL;
	layout_state = LAYOUT_UNCHECKED;
}

void async_hook_sockets_rshutdown(void)
{
	/* Empty unless a request ended in the middle of a call (a fatal
	 * error): the coroutines are gone by now. */
	if (side_locks != NULL) {
		zend_hash_destroy(side_locks);
		FREE_HASHTABLE(side_locks);
		side_locks = NULL;
	}
	if (fd_waiters != NULL) {
		zend_hash_destroy(fd_waiters);
		FREE_HASHTABLE(fd_waiters);
		fd_waiters = NULL;
	}
}

#else /* !ASYNC_HOOK_SOCKETS: built without ext/sockets' header */

void async_hook_sockets_minit(void)
{
}

void async_hook_sockets_mshutdown(void)
{
}

void async_hook_sockets_rshutdown(void)
{
}

#endif

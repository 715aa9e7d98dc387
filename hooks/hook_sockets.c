/*
 * hook_sockets.c: ext/sockets inside coroutines. socket_connect(),
 * socket_accept(), socket_read(), socket_write(), socket_recv(),
 * socket_send(), socket_recvfrom(), socket_sendto() and socket_select()
 * on a blocking socket suspend only the calling coroutine; so do the host
 * name lookups of socket_connect(), socket_sendto() and socket_bind() on
 * any socket. Their results, warnings and socket_last_error() values are
 * PHP's.
 *
 * This file is what those calls stand on: ext/sockets found at MINIT, the
 * waits on a descriptor and socket_close() ending them, one side of a
 * socket held by a call that waits, a call on one socket (sock_op_t), the
 * hook table and the module's lifecycle. The calls themselves are in
 * hook_sockets_data.c (read, write, recv, send, recvfrom: the system call
 * made by the hook) and hook_sockets_wrap.c (accept, sendto, connect,
 * select, bind: PHP's own function once it will not block); the names
 * they are given are looked up by hook_sockets_resolve.c.
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
#include "hook_sockets.h"

#ifdef ASYNC_HOOK_SOCKETS

# include <errno.h>
# include <fcntl.h>
# include <limits.h>
# include <netdb.h>
# include <poll.h>
# include <sys/socket.h>

static ZEND_FUNCTION(async_socket_close);

async_hook_t async_sockets_hooks[] = {
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
	[HOOK_SOCKET_BIND] = {"socket_bind", ZEND_FN(async_socket_bind), NULL},
};

/* {{{ ext/sockets, found at MINIT */

typedef enum {
	LAYOUT_UNCHECKED = 0,
	LAYOUT_USABLE,
	LAYOUT_UNUSABLE,
} layout_state_t;

/* Per process, like the module they belong to. */
zend_class_entry *async_sockets_class;
int *async_sockets_last_error; /* &SOCKETS_G(last_error) */
static layout_state_t layout_state;

/* True when Socket objects are php_socket as the installed header has it.
 * Checked once, on a probe object (created and freed, never opened). */
bool async_sockets_usable(void)
{
	if (EXPECTED(layout_state == LAYOUT_USABLE)) {
		return true;
	}
	if (layout_state == LAYOUT_UNUSABLE || async_sockets_class == NULL) {
		return false;
	}
	layout_state = LAYOUT_UNUSABLE;
	zval probe;
	if (object_init_ex(&probe, async_sockets_class) != SUCCESS) {
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

/* An argument as PHP passed it (no conversion): the open Socket, or NULL. */
php_socket *async_sockets_of(zval *arg)
{
	if (Z_TYPE_P(arg) != IS_OBJECT || Z_OBJCE_P(arg) != async_sockets_class) {
		return NULL;
	}
	php_socket *sock = Z_SOCKET_P(arg);
	return IS_INVALID_SOCKET(sock) ? NULL : sock;
}

php_socket *async_sockets_arg(zend_execute_data *execute_data, uint32_t min_args, uint32_t max_args)
{
	uint32_t argc = ZEND_NUM_ARGS();
	if (argc < min_args || argc > max_args) {
		return NULL;
	}
	return async_sockets_of(ZEND_CALL_ARG(execute_data, 1));
}

/* sockets_strerror() of ext/sockets: below -10000, a host lookup's
 * h_errno. */
static const char *error_text(int err)
{
	if (err < -10000) {
		return hstrerror(-err - 10000);
	}
	return strerror(err);
}

/* PHP_SOCKET_ERROR of ext/sockets: the socket's and the module's last
 * error, and a warning unless the error is EAGAIN / EINPROGRESS. */
void async_sockets_error(php_socket *sock, const char *msg, int err)
{
	sock->error = err;
	*async_sockets_last_error = err;
	if (err != EAGAIN && err != EWOULDBLOCK && err != EINPROGRESS) {
		php_error_docref(NULL, E_WARNING, "%s [%d]: %s", msg, err, error_text(err));
	}
}

static bool fd_is_nonblocking(int fd)
{
	int flags = fcntl(fd, F_GETFL);
	return flags >= 0 && (flags & O_NONBLOCK) != 0;
}

/* }}} */

/* {{{ waits on descriptors, and their detachment when a socket closes
 *
 * Every coroutine suspended on a descriptor's poll events is listed under
 * the descriptor (a node on its own C stack, which outlives the
 * suspension). socket_close() wakes those coroutines and drops their
 * events first: the reactor's registration of a descriptor must be gone
 * before the descriptor is closed (its number may be reused at once). */

/* fd → first fd_waiter_t; request memory, NULL until the first wait. */
static HashTable *fd_waiters;

void async_sockets_fd_waiter_add(fd_waiter_t *node, int fd)
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

void async_sockets_fd_waiter_remove(fd_waiter_t *node)
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

/* Starts a call; queues behind another call on the same side. False with
 * an exception pending. */
bool async_sockets_op_begin(sock_op_t *op, php_socket *sock, int side, const char *what)
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

void async_sockets_op_end(sock_op_t *op)
{
	if (op->holds_side) {
		op->holds_side = false;
		side_release(op->sock, op->side);
	}
}

/* Called before the call first suspends. Nobody else can hold the side
 * then: it was free when the call began and the call has not suspended
 * since. */
void async_sockets_op_hold_side(sock_op_t *op)
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
void async_sockets_op_deadline_init(sock_op_t *op)
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
op_wait_t async_sockets_op_wait(sock_op_t *op, uint32_t events)
{
	php_socket *sock = op->sock;
	zend_ulong timeout_ms = 0;

	if (IS_INVALID_SOCKET(sock)) {
		return OP_CLOSED;
	}
	async_sockets_op_hold_side(op);
	if (op->honour_timeout) {
		async_sockets_op_deadline_init(op);
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
	async_sockets_fd_waiter_add(&node, sock->bsd_socket);
	bool ok = zend_async_wait_ex(&poll->base, &wait);
	async_sockets_fd_waiter_remove(&node);
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

/* {{{ a read after a write */

/* Descriptors written to since their last read; request memory. A write
 * marks its socket; the next read on it first lets the other ready
 * coroutines run once, as hook_xport.c does for stream sockets: a peer
 * that answers within microseconds would otherwise keep one coroutine
 * serving its connection from the kernel's buffer while the others wait
 * (a select() loop serves each ready socket once a round). A mark left by
 * a socket freed without socket_close() costs a reused descriptor one
 * yield, nothing more. */
static HashTable *wrote_fds;

static void note_write(int fd)
{
	if (wrote_fds == NULL) {
		ALLOC_HASHTABLE(wrote_fds);
		zend_hash_init(wrote_fds, 8, NULL, NULL, 0);
	}
	zend_hash_index_add_empty_element(wrote_fds, (zend_ulong) fd);
}

static zend_always_inline bool take_write_mark(int fd)
{
	return wrote_fds != NULL && zend_hash_num_elements(wrote_fds) > 0
		&& zend_hash_index_del(wrote_fds, (zend_ulong) fd) == SUCCESS;
}

/* OP_READY, OP_CLOSED (closed meanwhile) or OP_FAILED (cancelled). */
static op_wait_t yield_before_read(sock_op_t *op)
{
	/* A non-blocking socket's calls never suspend. ext/sockets' own flag
	 * (socket_set_nonblock()) spares a fcntl() per read; where it is wrong
	 * (the descriptor's mode changed behind it) the cost is one yield too
	 * many or too few. */
	if (!op->sock->blocking) {
		return OP_READY;
	}
	async_sockets_op_hold_side(op);
	if (!ZEND_ASYNC_YIELD()) {
		return OP_FAILED;
	}
	return IS_INVALID_SOCKET(op->sock) ? OP_CLOSED : OP_READY;
}

/* }}} */

/* recvfrom() as the socket's blocking call returns: the byte count, 0 at
 * the end, -1 with op->err, or -2 with an exception pending (sa may be
 * NULL). MSG_WAITALL on a stream socket collects len bytes as the kernel
 * does (less at the end, an error or SO_RCVTIMEO); flags that never block
 * (MSG_DONTWAIT, MSG_OOB, MSG_ERRQUEUE) make one call. */
ssize_t async_sockets_op_recv(sock_op_t *op, char *buf, size_t len, int flags, struct sockaddr *sa, socklen_t *salen)
{
	int fd = op->sock->bsd_socket;
	bool once = (flags & (MSG_DONTWAIT | MSG_OOB | MSG_ERRQUEUE)) != 0;
	bool waitall = !once && (flags & MSG_WAITALL) && op_is_stream(op);
	bool peek = (flags & MSG_PEEK) != 0;
	size_t done = 0;
	socklen_t salen_in = salen != NULL ? *salen : 0;

	if (!once) {
		flags = (flags & ~MSG_WAITALL) | MSG_DONTWAIT;
		if (UNEXPECTED(take_write_mark(fd))) {
			op_wait_t yielded = yield_before_read(op);
			if (yielded != OP_READY) {
				return op_wait_failed(op, yielded, 0);
			}
			fd = op->sock->bsd_socket;
		}
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
				async_sockets_op_hold_side(op);
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
		op_wait_t waited = async_sockets_op_wait(op, ZEND_ASYNC_POLL_READABLE);
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
ssize_t async_sockets_op_send(sock_op_t *op, const char *buf, size_t len, int flags)
{
	bool once = (flags & MSG_DONTWAIT) != 0;
	size_t done = 0;

	len = MIN(len, ASYNC_MAX_RW_COUNT);
	flags |= MSG_DONTWAIT | MSG_NOSIGNAL;
	for (;;) {
		ssize_t n = send(op->sock->bsd_socket, buf + done, len - done, flags);
		if (n > 0 && done == 0) {
			note_write(op->sock->bsd_socket);
		}
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
		op_wait_t waited = async_sockets_op_wait(op, ZEND_ASYNC_POLL_WRITABLE);
		if (waited != OP_READY) {
			return op_wait_failed(op, waited, done);
		}
	}
}

/* Waits until poll(2) says a blocking call on the socket returns at once
 * (events: POLLIN / POLLOUT). OP_READY also for a socket in non-blocking
 * mode (its call does not block either). */
op_wait_t async_sockets_op_wait_until_ready(sock_op_t *op, short events)
{
	for (;;) {
		struct pollfd pfd = {.fd = op->sock->bsd_socket, .events = events};
		if (poll(&pfd, 1, 0) != 0 || op_nonblocking(op)) {
			return OP_READY;
		}
		op_wait_t waited = async_sockets_op_wait(op,
			events == POLLIN ? ZEND_ASYNC_POLL_READABLE : ZEND_ASYNC_POLL_WRITABLE);
		if (waited != OP_READY) {
			return waited;
		}
	}
}

/* }}} */

/* {{{ socket_close() */

static ZEND_FUNCTION(async_socket_close)
{
	/* Whatever the context: waits on the descriptor end before it closes,
	 * and its write mark goes. */
	bool waiters = fd_waiters != NULL && zend_hash_num_elements(fd_waiters) > 0;
	bool marks = wrote_fds != NULL && zend_hash_num_elements(wrote_fds) > 0;
	if ((waiters || marks) && async_sockets_usable()) {
		php_socket *sock = async_sockets_arg(execute_data, 1, 1);
		if (sock != NULL && waiters) {
			fd_waiters_detach(sock->bsd_socket);
		}
		if (sock != NULL && marks && sock->bsd_socket >= 0) {
			zend_hash_index_del(wrote_fds, (zend_ulong) sock->bsd_socket);
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
	async_sockets_last_error = &((zend_sockets_globals *) module->globals_ptr)->last_error;
# else
	return;
# endif
	async_sockets_class = ce;
	layout_state = LAYOUT_UNCHECKED;
	async_hooks_install(async_sockets_hooks, ASYNC_HOOKS_COUNT(async_sockets_hooks));
}

void async_hook_sockets_mshutdown(void)
{
	async_hooks_restore(async_sockets_hooks, ASYNC_HOOKS_COUNT(async_sockets_hooks));
	async_sockets_class = NULL;
	async_sockets_last_error = NULL;
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
	if (wrote_fds != NULL) {
		zend_hash_destroy(wrote_fds);
		FREE_HASHTABLE(wrote_fds);
		wrote_fds = NULL;
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

/*
 * hook_sockets.h: what the four files of the ext/sockets hook share.
 * hook_sockets.c defines most of it (the hook table, ext/sockets as found
 * at MINIT, the waits on descriptors, a call on one socket);
 * hook_sockets_resolve.c the lookup of host names in address arguments;
 * the other two the replacements. Private to hooks/: only those four
 * files include it.
 */
#ifndef ASYNC_HOOK_SOCKETS_H
#define ASYNC_HOOK_SOCKETS_H

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
# include <sys/socket.h>
# include <time.h>

/* The replacements of hook_sockets_data.c and hook_sockets_wrap.c, for
 * the hook table. */
ZEND_FUNCTION(async_socket_connect);
ZEND_FUNCTION(async_socket_accept);
ZEND_FUNCTION(async_socket_read);
ZEND_FUNCTION(async_socket_write);
ZEND_FUNCTION(async_socket_recv);
ZEND_FUNCTION(async_socket_send);
ZEND_FUNCTION(async_socket_recvfrom);
ZEND_FUNCTION(async_socket_sendto);
ZEND_FUNCTION(async_socket_select);
ZEND_FUNCTION(async_socket_bind);

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
	HOOK_SOCKET_BIND,
};

extern async_hook_t async_sockets_hooks[];

# define CALL_ORIGINAL(which) ASYNC_HOOK_CALL_ORIGINAL(&async_sockets_hooks[which])

/* {{{ ext/sockets, found at MINIT (hook_sockets.c) */

/* Per process, like the module they belong to. */
extern zend_class_entry *async_sockets_class;
extern int *async_sockets_last_error; /* &SOCKETS_G(last_error) */

bool async_sockets_usable(void);
php_socket *async_sockets_of(zval *arg);
php_socket *async_sockets_arg(zend_execute_data *execute_data, uint32_t min_args, uint32_t max_args);
void async_sockets_error(php_socket *sock, const char *msg, int err);

/* The cooperative path is taken inside a coroutine, with ext/sockets as
 * expected; otherwise PHP's own function runs. */
static zend_always_inline bool sockets_cooperate(void)
{
	return zend_async_can_cooperate() && async_sockets_usable();
}

static zend_always_inline uint64_t monotonic_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t) ts.tv_sec * 1000000000 + (uint64_t) ts.tv_nsec;
}

/* Whole milliseconds, rounded up, never 0 (0 means no timeout). */
static zend_always_inline zend_ulong ns_to_timeout_ms(uint64_t ns)
{
	uint64_t ms = ns / 1000000 + (ns % 1000000 != 0);
	return ms == 0 ? 1 : (zend_ulong) ms;
}

/* }}} */

/* {{{ waits on descriptors (hook_sockets.c) */

typedef struct fd_waiter_s fd_waiter_t;
struct fd_waiter_s {
	zend_coroutine_t *coroutine;
	int fd;
	fd_waiter_t *prev;
	fd_waiter_t *next;
};

void async_sockets_fd_waiter_add(fd_waiter_t *node, int fd);
void async_sockets_fd_waiter_remove(fd_waiter_t *node);

/* }}} */

/* {{{ a call on one socket (hook_sockets.c) */

/* The side of the socket a call takes when it waits. */
enum {
	SIDE_READ = 0,
	SIDE_WRITE = 1,
};

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

bool async_sockets_op_begin(sock_op_t *op, php_socket *sock, int side, const char *what);
void async_sockets_op_end(sock_op_t *op);
void async_sockets_op_hold_side(sock_op_t *op);
void async_sockets_op_deadline_init(sock_op_t *op);
op_wait_t async_sockets_op_wait(sock_op_t *op, uint32_t events);
ssize_t async_sockets_op_recv(sock_op_t *op, char *buf, size_t len, int flags, struct sockaddr *sa, socklen_t *salen);
ssize_t async_sockets_op_send(sock_op_t *op, const char *buf, size_t len, int flags);
op_wait_t async_sockets_op_wait_until_ready(sock_op_t *op, short events);

/* }}} */

/* {{{ host names in address arguments (hook_sockets_resolve.c) */

/* Converts the frame's arguments as PHP's parsing would, in place, one
 * letter per argument from the first: 's' string, 'l' int, 'L' ?int, any
 * other letter left alone. False where PHP's parsing would throw (nothing
 * converted from there on; PHP's function then throws it) or an
 * exception is pending (a deprecation an error handler threw). */
bool async_sockets_args_convert(zend_execute_data *execute_data, const char *types);

typedef enum {
	RESOLVE_AS_GIVEN, /* nothing PHP's function would look up */
	RESOLVE_NUMERIC,  /* looked up: the argument is the address found */
	RESOLVE_FAILED,   /* PHP's warning and last errors given: false */
	RESOLVE_THREW,    /* an exception is pending (cancelled) */
} resolve_t;

/* Looks up the host name of argument addr_arg (a string by now) for an
 * AF_INET / AF_INET6 socket, suspending the coroutine; port_arg (0: none)
 * must be an int for PHP to get that far. */
resolve_t async_sockets_resolve(zend_execute_data *execute_data, php_socket *sock, uint32_t addr_arg, uint32_t port_arg,
	const char *what);

/* }}} */

#endif /* ASYNC_HOOK_SOCKETS */

#endif

/*
 * hooks.h: blocking PHP builtins made cooperative. At MINIT each
 * hook_*.c swaps the handler of some internal functions in
 * CG(function_table) for its own (before opcache or the JIT could bake the
 * old address into compiled code) and keeps the original. At run time the
 * replacement takes the cooperative path only when the caller may suspend
 * (zend_async_can_cooperate()); otherwise it calls the original, so PHP's
 * blocking behaviour is kept outside coroutines, before the scheduler
 * runs, and where the engine forbids switching.
 */
#ifndef ASYNC_HOOKS_H
#define ASYNC_HOOKS_H

#include "zend_async_API.h"
#include "php_streams.h"

typedef struct {
	const char *name;
	zif_handler replacement;
	zif_handler original; /* filled at install; NULL if the function is missing */
} async_hook_t;

/* Swaps the handlers of every named function that exists; a name
 * "Class::method" names a method of an internal class. */
void async_hooks_install(async_hook_t *hooks, size_t count);
/* Puts the original handlers back (MSHUTDOWN). */
void async_hooks_restore(async_hook_t *hooks, size_t count);
/* What a hook file replaced other than functions (a stream transport, a
 * URL wrapper, the functions of a module whose exceptions keep a
 * cancellation), for phpinfo(): kind names the group, name the item;
 * both static strings. Functions are noted by async_hooks_install(). */
void async_hooks_note(const char *kind, const char *name);
/* phpinfo(): one row per kind of hooked builtin, naming each. */
void async_hooks_minfo(void);

/* The closer of a stream whose users are suspended inside it: yields
 * until in_use(arg) is false. An exception the closer was unwinding waits
 * aside meanwhile; a cancellation of the closer is thrown once the users
 * have left. False if the coroutine could not switch after all (users may
 * still be inside). */
bool async_hook_wait_until_unused(bool (*in_use)(void *arg), void *arg);

#define ASYNC_HOOK_CALL_ORIGINAL(hook) (hook)->original(INTERNAL_FUNCTION_PARAM_PASSTHRU)
#define ASYNC_HOOKS_COUNT(table) (sizeof(table) / sizeof((table)[0]))

/* Suspends for at least ns nanoseconds: whole milliseconds on the loop's
 * timer, rounded up (never early). 0 yields once. */
static zend_always_inline bool async_hook_sleep_ns(uint64_t ns, const char *what)
{
	return zend_async_sleep((zend_ulong) (ns / 1000000 + (ns % 1000000 != 0)), what);
}

void async_hook_sleep_minit(void);
void async_hook_sleep_mshutdown(void);
void async_hook_dns_minit(void);
void async_hook_dns_mshutdown(void);
/* gethostbyname_r() as PHP's php_network_gethostbyname() calls it, with a
 * buffer grown until the entry fits (hook_dns.c). Pure C, malloc() only:
 * for a thread event's job. Returns gethostbyname_r()'s code; *buffer
 * (the caller free()s it) holds what *result points into, NULL when it
 * could not be allocated (ENOMEM, *result NULL). */
struct hostent;
int async_hook_gethostbyname_r(const char *name, struct hostent *entry, struct hostent **result, char **buffer);
void async_hook_exec_minit(void);
void async_hook_exec_mshutdown(void);
void async_hook_signal_minit(void);
void async_hook_signal_mshutdown(void);
void async_hook_proc_minit(void);
void async_hook_proc_mshutdown(void);
void async_hook_proc_rshutdown(void);
void async_hook_stdio_minit(void);
void async_hook_stdio_mshutdown(void);
void async_hook_flock_minit(void);
void async_hook_flock_mshutdown(void);
/* pcntl_fork() (hook_fork.c): refused while coroutines other than main
 * run; the child gets a reactor of its own. */
void async_hook_fork_minit(void);
void async_hook_fork_mshutdown(void);
/* Cancellations that stay on top of extensions' own exceptions
 * (hook_cancel_chain.c): a wait inside a stream op that was cancelled
 * notes EG(exception) with this. */
void async_hook_note_cancellation(void);
void async_hook_cancel_chain_minit(void);
void async_hook_cancel_chain_mshutdown(void);
void async_hook_cancel_chain_rshutdown(void);
/* The socket transports: tcp, udp, unix, udg and the TLS ones
 * (hook_xport.c, hook_xport_connect.c, hook_tls.c). */
void async_hook_xport_minit(void);
void async_hook_xport_mshutdown(void);
void async_hook_xport_rshutdown(void);
void async_hook_select_minit(void);
void async_hook_select_mshutdown(void);

/* {{{ the rounds of a select-like builtin and the wait between them
 * (hook_fdwait.c)
 *
 * A builtin answered in rounds (async_fdwait_rounds()) runs its original
 * with a zero timeout until a round is the answer, the coroutine waiting
 * on the descriptors between rounds. The wait alone
 * (async_fdwait_suspend()) serves socket_select(), whose rounds are its
 * own: the descriptors of one wait are added to a set (each once, with
 * the union of what is asked of it), which the wait empties for the
 * next. */

typedef struct {
	/* The waker's waiting_for (a static string). */
	const char *waiting_for;
	/* true: each descriptor is watched on a close-on-exec duplicate owned
	 * by the set, so another coroutine may close the original meanwhile;
	 * a descriptor the loop refuses is passed over. false: on the
	 * descriptor itself, and the caller ends the wait before it closes. */
	bool duplicate;
	/* Every descriptor is a socket (otherwise each is looked at). */
	bool sockets_only;
	/* However long the timeout, a wait ends after this many ms (0: no
	 * limit): something no descriptor tells may have changed. */
	zend_ulong revalidate_ms;
	/* The same, in place of revalidate_ms, when a descriptor that may
	 * change could not be watched. */
	zend_ulong recheck_ms;
} async_fdwait_how_t;

typedef struct {
	int fd;
	uint32_t events; /* ZEND_ASYNC_POLL_* */
	/* While waiting with duplicate: the duplicate and the poll event
	 * watching it (-1 and NULL otherwise). */
	int watched;
	zend_async_poll_event_t *poll;
} async_fdwait_fd_t;

/* Zero-initialised by the caller; async_fdwait_free() at the end. */
typedef struct {
	async_fdwait_fd_t *fds;
	uint32_t count;
	uint32_t capacity;
	HashTable *index; /* fd → position in fds */
} async_fdwait_t;

void async_fdwait_add(async_fdwait_t *set, int fd, uint32_t events);
/* Suspends until one of the set's descriptors may be ready or timeout_ms
 * passed (0: no limit but how's). False when the coroutine was cancelled
 * (the exception is pending). A wake-up promises nothing. */
bool async_fdwait_suspend(async_fdwait_t *set, const async_fdwait_how_t *how, zend_ulong timeout_ms);
void async_fdwait_free(async_fdwait_t *set);
/* A builtin that runs its original in rounds with the frame's timeout
 * arguments (the 4th and 5th) swapped for zeros: an exception thrown
 * inside a round carries, in the first frame of its trace (the call of
 * func), the arguments the round saw; the caller's timeout goes back
 * there. */
void async_hook_trace_restore_timeout(zend_object *exception, const zend_function *func, zval *seconds,
	zval *microseconds);

/* One call of a builtin answered in rounds (stream_select(),
 * mysqli_poll()), on the caller's C stack: its first three arguments are
 * arrays by reference, its 4th and 5th the timeout. The caller sets the
 * members up to quiet_repeats; the rest starts zeroed. */
typedef struct async_fdwait_call_s async_fdwait_call_t;
struct async_fdwait_call_s {
	zend_execute_data *call;
	zval *return_value;
	zif_handler original;
	/* Before each wait: adds to fds the descriptors of the arrays as
	 * passed (arrays), as the original would look at them. */
	void (*collect)(async_fdwait_call_t *fc);
	const async_fdwait_how_t *how;
	/* The rounds after the first drop their warnings and notices (they
	 * repeat what the first reported), but one whose original fails
	 * (returns false) runs again aloud. */
	bool quiet_repeats;
	/* The three arrays as passed (null or an array; one reference each). */
	zval arrays[3];
	async_fdwait_t fds; /* the next wait's descriptors */
};

/* Runs the original on the call's frame with seconds and microseconds
 * (NULL: null; microseconds only where the caller passed them) in place
 * of the caller's timeout, put back afterwards, in the frame and in the
 * trace of an exception thrown meanwhile. quiet: warnings and notices are
 * dropped. */
void async_fdwait_round(async_fdwait_call_t *fc, const zend_long *seconds, const zend_long *microseconds, bool quiet);
/* The call, in rounds with a zero timeout until one is the answer
 * (something was ready, or it failed) or the deadline (0: none) passed,
 * the last round's answer then; between rounds the coroutine waits on the
 * descriptors collect() found, with the arrays as passed. A cancellation
 * ends it with the arrays as passed and the exception pending. */
void async_fdwait_rounds(async_fdwait_call_t *fc, uint64_t deadline);
/* The deadline of a timeout of sec s + usec µs from now, on
 * php_hrtime_current()'s clock; 0 when it is too long to ever come. */
uint64_t async_fdwait_deadline(zend_long sec, zend_long usec);

/* }}} */

/* mysqli_poll() and mysqli::poll() (hook_mysqli.c): installed only when
 * mysqli is loaded. */
void async_hook_mysqli_minit(void);
void async_hook_mysqli_mshutdown(void);
/* ext/sockets (hook_sockets.c): installed only when the module is loaded. */
void async_hook_sockets_minit(void);
void async_hook_sockets_mshutdown(void);
void async_hook_sockets_rshutdown(void);

/* Streams reading and writing through async I/O objects inside coroutines
 * (hook_stream_io.c): the stream's ops are replaced by ops, made from
 * PHP's own base ops (php_stream_stdio_ops or php_stream_socket_ops) with
 * read/write/close/cast/set_option cooperative. Static storage: a
 * stream's ops pointer leads back to the whole struct. */
typedef struct {
	php_stream_ops ops; /* first member */
	const php_stream_ops *base;
	/* Close the object whenever no coroutine waits on it (descriptors
	 * shared with other processes: the object makes them non-blocking). */
	bool release_when_idle;
} async_stream_io_ops_t;

void async_stream_io_ops_init(async_stream_io_ops_t *ops, const php_stream_ops *base, bool release_when_idle);
/* For a close op of one's own: ends the requests of coroutines suspended
 * on the stream (waiting until they left) and forgets the stream. */
void async_stream_io_before_close(php_stream *stream);
/* Closes every stream's async I/O object before the loop closes. */
void async_hook_stream_io_rshutdown(void);

#endif

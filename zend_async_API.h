/*
 * zend_async_API.h: the async ABI. Stock PHP has no async layer, so this
 * extension carries one: plain C structs (events, callbacks, wakers,
 * coroutines, scopes, microtasks, switch handlers) plus a table of function
 * slots that one scheduler and one reactor implementation fill at MINIT.
 * Everything else (this extension's PHP classes, other extensions) reaches
 * the runtime only through the ZEND_ASYNC_* wrappers declared here.
 *
 * Installed with PHP_INSTALL_HEADERS as ext/async/zend_async_API.h.
 */
#ifndef ZEND_ASYNC_API_H
#define ZEND_ASYNC_API_H

#include "php.h"
#include "zend_fibers.h"
#ifndef PHP_WIN32
# include <sys/types.h>
# include <sys/socket.h>
# include <netdb.h>
#endif

#define ZEND_ASYNC_API_VERSION_MAJOR 0
#define ZEND_ASYNC_API_VERSION_MINOR 1
#define ZEND_ASYNC_API_VERSION_PATCH 0
#define ZEND_ASYNC_API_VERSION_NUMBER \
	((ZEND_ASYNC_API_VERSION_MAJOR << 16) | (ZEND_ASYNC_API_VERSION_MINOR << 8) | ZEND_ASYNC_API_VERSION_PATCH)

#if defined(__GNUC__)
# define ZEND_ASYNC_API __attribute__((visibility("default")))
#elif defined(PHP_WIN32)
# define ZEND_ASYNC_API __declspec(dllexport)
#else
# define ZEND_ASYNC_API
#endif

/* The async extension's debug build (--enable-async-debug) checks the
 * reference counts below; for every other includer it costs nothing and
 * tells the compiler nothing. */
#ifndef ZEND_ASYNC_ASSERT
# define ZEND_ASYNC_ASSERT(cond) ((void) sizeof(!(cond)))
#endif

BEGIN_EXTERN_C()

typedef struct _zend_async_event_s zend_async_event_t;
typedef struct _zend_async_event_callback_s zend_async_event_callback_t;
typedef struct _zend_async_waker_s zend_async_waker_t;
typedef struct _zend_coroutine_s zend_coroutine_t;
typedef struct _zend_async_scope_s zend_async_scope_t;
typedef struct _zend_async_microtask_s zend_async_microtask_t;
typedef struct _zend_async_timer_event_s zend_async_timer_event_t;

/* ---------------------------------------------------------------------
 * Events
 *
 * Every waitable thing starts with a zend_async_event_t. An event is either
 * a plain C allocation with its own ref_count, or lives inside a zend_object
 * (flag ZEND_OBJ): then zend_object_offset says where the object starts and
 * the object's GC refcount is the event's refcount.
 * ------------------------------------------------------------------- */

typedef void (*zend_async_event_callback_fn)(zend_async_event_t *event, zend_async_event_callback_t *callback,
	void *result, zend_object *exception);
typedef void (*zend_async_event_callback_dispose_fn)(zend_async_event_callback_t *callback, zend_async_event_t *event);

/* A subscription. The event's callback vector owns one reference; whoever
 * created it may hold others (a waker does, to unsubscribe later). */
struct _zend_async_event_callback_s {
	uint32_t ref_count;
	zend_async_event_callback_fn callback;
	zend_async_event_callback_dispose_fn dispose;
};

typedef struct {
	uint32_t length;
	uint32_t capacity;
	/* inline_data while there is one callback (the common case: one
	 * waiter), an allocation past it. */
	zend_async_event_callback_t **data;
	/* Index of the callback being notified, so that a callback may remove
	 * itself or others while the vector is walked. NULL when idle. */
	uint32_t *current_iterator;
	zend_async_event_callback_t *inline_data[1];
} zend_async_callbacks_vector_t;

typedef bool (*zend_async_event_add_callback_fn)(zend_async_event_t *event, zend_async_event_callback_t *callback);
typedef bool (*zend_async_event_del_callback_fn)(zend_async_event_t *event, zend_async_event_callback_t *callback);
typedef bool (*zend_async_event_start_fn)(zend_async_event_t *event);
typedef bool (*zend_async_event_stop_fn)(zend_async_event_t *event);
typedef bool (*zend_async_event_dispose_fn)(zend_async_event_t *event);
/* Hands the outcome of an already completed event again: fills result /
 * exception (no addref on the exception). Returns false if not completed. */
typedef bool (*zend_async_event_replay_fn)(zend_async_event_t *event, zval *result, zend_object **exception);
typedef zend_string *(*zend_async_event_info_fn)(zend_async_event_t *event);

/* Common flags, bits 0..12. Bits 13 and up belong to the concrete type. */
#define ZEND_ASYNC_EVENT_F_CLOSED (1u << 0)            /* completed; cannot be restarted */
#define ZEND_ASYNC_EVENT_F_RESULT_USED (1u << 1)       /* someone consumed the result */
#define ZEND_ASYNC_EVENT_F_EXC_CAUGHT (1u << 2)        /* someone consumed the exception */
#define ZEND_ASYNC_EVENT_F_ZVAL_RESULT (1u << 3)       /* callbacks receive a zval* result */
#define ZEND_ASYNC_EVENT_F_ZEND_OBJ (1u << 4)          /* lives inside a zend_object */
#define ZEND_ASYNC_EVENT_F_NO_FREE_MEMORY (1u << 5)    /* dispose must not free the struct */
#define ZEND_ASYNC_EVENT_F_EXCEPTION_HANDLED (1u << 6) /* a callback took ownership of the error */
#define ZEND_ASYNC_EVENT_F_HIDDEN (1u << 7)            /* does not keep the loop / deadlock check alive */

struct _zend_async_event_s {
	uint32_t flags;
	union {
		uint32_t ref_count;          /* plain C event */
		uint32_t zend_object_offset; /* ZEND_OBJ: offset of the zend_object from the event */
	};
	/* How many times start() was called without a matching stop(). */
	uint32_t loop_ref_count;
	zend_async_callbacks_vector_t callbacks;
	zend_async_event_add_callback_fn add_callback;
	zend_async_event_del_callback_fn del_callback;
	zend_async_event_start_fn start;
	zend_async_event_stop_fn stop;
	zend_async_event_replay_fn replay; /* nullable */
	zend_async_event_info_fn info;     /* nullable */
	zend_async_event_dispose_fn dispose;
};

#define ZEND_ASYNC_EVENT_IS_CLOSED(ev) (((ev)->flags & ZEND_ASYNC_EVENT_F_CLOSED) != 0)
#define ZEND_ASYNC_EVENT_SET_CLOSED(ev) ((ev)->flags |= ZEND_ASYNC_EVENT_F_CLOSED)
#define ZEND_ASYNC_EVENT_IS_ZEND_OBJ(ev) (((ev)->flags & ZEND_ASYNC_EVENT_F_ZEND_OBJ) != 0)
#define ZEND_ASYNC_EVENT_TO_OBJECT(ev) ((zend_object *) ((char *) (ev) + (ev)->zend_object_offset))

static zend_always_inline void zend_async_event_add_ref(zend_async_event_t *event)
{
	if (ZEND_ASYNC_EVENT_IS_ZEND_OBJ(event)) {
		GC_ADDREF(ZEND_ASYNC_EVENT_TO_OBJECT(event));
	} else {
		ZEND_ASYNC_ASSERT(event->ref_count > 0 && "a reference added to a disposed event");
		event->ref_count++;
	}
}

/* Drops one reference; the last one disposes the event. */
static zend_always_inline void zend_async_event_release(zend_async_event_t *event)
{
	if (ZEND_ASYNC_EVENT_IS_ZEND_OBJ(event)) {
		OBJ_RELEASE(ZEND_ASYNC_EVENT_TO_OBJECT(event));
	} else if (event->ref_count <= 1) {
		ZEND_ASYNC_ASSERT(event->ref_count == 1 && "an event released after its disposal");
		event->ref_count = 0;
		event->dispose(event);
	} else {
		event->ref_count--;
	}
}

/* Default implementations of the callback vector, usable by any event. */
ZEND_ASYNC_API bool zend_async_event_noop(zend_async_event_t *event);
/* Sets up a plain C event (ref_count 1) with the default callback vector;
 * NULL start/stop become no-ops. */
ZEND_ASYNC_API void zend_async_event_init(zend_async_event_t *event, zend_async_event_start_fn start,
	zend_async_event_stop_fn stop, zend_async_event_dispose_fn dispose, zend_async_event_info_fn info);
/* Same for an event embedded in a zend_object at object_offset bytes after
 * the event: the object's refcount is the event's. */
ZEND_ASYNC_API void zend_async_event_init_object(zend_async_event_t *event, uint32_t object_offset,
	zend_async_event_start_fn start, zend_async_event_stop_fn stop, zend_async_event_info_fn info);
ZEND_ASYNC_API bool zend_async_callbacks_push(zend_async_event_t *event, zend_async_event_callback_t *callback);
ZEND_ASYNC_API bool zend_async_callbacks_remove(zend_async_event_t *event, zend_async_event_callback_t *callback);
/* Calls every callback once. Stops early if a callback leaves EG(exception)
 * set. Holds a reference on the event for the duration. */
ZEND_ASYNC_API void zend_async_callbacks_notify(zend_async_event_t *event, void *result, zend_object *exception);
/* Disposes every remaining callback and frees the vector. */
ZEND_ASYNC_API void zend_async_callbacks_free(zend_async_event_t *event);

static zend_always_inline void zend_async_callback_release(zend_async_event_callback_t *callback,
	zend_async_event_t *event)
{
	ZEND_ASYNC_ASSERT(callback->ref_count > 0 && "a callback released more often than referenced");
	if (--callback->ref_count == 0 && callback->dispose != NULL) {
		callback->dispose(callback, event);
	}
}

/* A subscription whose owner may vanish while it is being notified: the
 * notifier touches the record after the callback returns, so it is a
 * separate allocation with a back pointer cleared on detach.
 * (This extension's Signal and FileSystemWatcher use it.) */
typedef struct {
	zend_async_event_callback_t base;
	void *owner;
} zend_async_owned_callback_t;

static inline void zend_async_owned_callback_dispose(zend_async_event_callback_t *callback, zend_async_event_t *event)
{
	efree(callback);
}

static zend_always_inline zend_async_owned_callback_t *zend_async_owned_callback_subscribe(zend_async_event_t *event,
	zend_async_event_callback_fn fn, void *owner)
{
	zend_async_owned_callback_t *callback = emalloc(sizeof(*callback));
	callback->base.ref_count = 0;
	callback->base.callback = fn;
	callback->base.dispose = zend_async_owned_callback_dispose;
	callback->owner = owner;
	event->add_callback(event, &callback->base);
	return callback;
}

static zend_always_inline void zend_async_owned_callback_unsubscribe(zend_async_event_t *event,
	zend_async_owned_callback_t *callback)
{
	callback->owner = NULL;
	event->del_callback(event, &callback->base);
}

/* ---------------------------------------------------------------------
 * Waker: how a coroutine waits on one or more events.
 *
 * A coroutine subscribes its waker to events (zend_async_resume_when), then
 * suspends. The events are started only at suspend time. The first event
 * that fires resolves the waker and enqueues the coroutine; when the
 * coroutine runs again the waker unsubscribes from everything, so a late
 * event can never resume it in the middle of a different wait.
 * ------------------------------------------------------------------- */

typedef enum {
	ZEND_ASYNC_WAKER_NO_STATUS = 0,
	ZEND_ASYNC_WAKER_WAITING, /* subscribed, suspended or about to */
	ZEND_ASYNC_WAKER_QUEUED,  /* resolved and in the ready queue */
	ZEND_ASYNC_WAKER_RESULT,  /* resolved while not waiting (fast return) */
} zend_async_waker_status;

typedef struct {
	zend_async_event_t *event;
	zend_async_event_callback_t *callback;
	bool owns_event; /* the waker holds a reference to the event */
	/* The waker called start() and owes a stop(); set at subscription for
	 * an event whose start and stop are both zend_async_event_noop. */
	bool started;
} zend_async_waker_trigger_t;

#define ZEND_ASYNC_WAKER_INLINE_TRIGGERS 3

struct _zend_async_waker_s {
	zend_async_waker_status status;
	uint32_t triggers_count;
	uint32_t triggers_capacity;
	zend_async_waker_trigger_t *triggers;
	zend_async_waker_trigger_t inline_triggers[ZEND_ASYNC_WAKER_INLINE_TRIGGERS];
	/* What resolved the wait: a value, or an error that will be thrown in
	 * the coroutine at its suspension point (owned reference). */
	zval result;
	zend_object *error;
	/* Where the coroutine suspended (PHP file and line), for diagnostics. */
	zend_string *filename;
	uint32_t lineno;
	/* Short description of what it waits for ("await", "delay", …). */
	const char *waiting_for;
};

/* Callback record a waker attaches to each event. */
typedef struct {
	zend_async_event_callback_t base;
	zend_coroutine_t *coroutine;
	zend_async_event_t *event;
} zend_coroutine_event_callback_t;

/* ---------------------------------------------------------------------
 * Coroutines
 * ------------------------------------------------------------------- */

#define ZEND_COROUTINE_NORMAL 0
#define ZEND_COROUTINE_HI_PRIORITY 255

/* Coroutine flags live in event.flags, bits 13 and up. */
#define ZEND_COROUTINE_F_STARTED (1u << 13)
#define ZEND_COROUTINE_F_CANCELLED (1u << 14) /* cancellation requested */
#define ZEND_COROUTINE_F_ZOMBIE (1u << 15)
#define ZEND_COROUTINE_F_PROTECTED (1u << 16) /* inside protect(): cancellation deferred */
#define ZEND_COROUTINE_F_MAIN (1u << 17)
#define ZEND_COROUTINE_F_HI_PRIORITY (1u << 18)
#define ZEND_COROUTINE_F_EXCEPTION_HANDLED (1u << 19) /* an awaiter or handler took the error */
#define ZEND_COROUTINE_F_INTERNAL (1u << 20)          /* runtime-owned helper, invisible to PHP listings */

#define ZEND_COROUTINE_IS_STARTED(c) (((c)->event.flags & ZEND_COROUTINE_F_STARTED) != 0)
#define ZEND_COROUTINE_IS_FINISHED(c) ZEND_ASYNC_EVENT_IS_CLOSED(&(c)->event)
#define ZEND_COROUTINE_IS_CANCELLED(c) (((c)->event.flags & ZEND_COROUTINE_F_CANCELLED) != 0)
#define ZEND_COROUTINE_IS_MAIN(c) (((c)->event.flags & ZEND_COROUTINE_F_MAIN) != 0)
#define ZEND_COROUTINE_IS_PROTECTED(c) (((c)->event.flags & ZEND_COROUTINE_F_PROTECTED) != 0)
#define ZEND_COROUTINE_SUSPENDED(c) ((c)->waker != NULL && (c)->waker->status == ZEND_ASYNC_WAKER_WAITING)

typedef void (*zend_coroutine_entry_t)(void);

typedef struct {
	zend_fcall_info fci;
	zend_fcall_info_cache fci_cache;
} zend_fcall_t;

/* Called when the coroutine gets control (is_enter), gives it up, or
 * finishes (is_finishing). Returning false removes the handler. */
typedef bool (*zend_coroutine_switch_handler_fn)(zend_coroutine_t *coroutine, bool is_enter, bool is_finishing);

typedef struct {
	zend_coroutine_switch_handler_fn handler;
} zend_coroutine_switch_handler_t;

typedef struct {
	uint32_t length;
	uint32_t capacity;
	zend_coroutine_switch_handler_t *data;
	bool in_execution;
} zend_coroutine_switch_handlers_vector_t;

struct _zend_coroutine_s {
	/* Awaiting a coroutine is subscribing to this event; it closes when the
	 * coroutine finishes. Coroutine events are ZEND_OBJ events. */
	zend_async_event_t event;
	/* PHP callable (owned) or a C entry point; one of them. */
	zend_fcall_t *fcall;
	zend_coroutine_entry_t internal_entry;
	/* Owner's private data, disposed with the coroutine. */
	void *extended_data;
	void (*extended_dispose)(zend_coroutine_t *coroutine);
	zend_async_waker_t *waker;
	zend_async_scope_t *scope;
	zval result;
	zend_object *exception;
	/* Spawn location. */
	zend_string *filename;
	uint32_t lineno;
	zend_coroutine_switch_handlers_vector_t *switch_handlers;
	/* Per-coroutine storage for C extensions, keyed by
	 * zend_async_internal_context_key_alloc() keys. Created lazily. */
	HashTable *internal_context;
};

/* ---------------------------------------------------------------------
 * Scopes (the structured-concurrency tree; fully specified by scope.c)
 * ------------------------------------------------------------------- */

#define ZEND_ASYNC_SCOPE_F_CLOSED (1u << 13)
#define ZEND_ASYNC_SCOPE_F_DISPOSE_SAFELY (1u << 14)
#define ZEND_ASYNC_SCOPE_F_CANCELLED (1u << 15)
#define ZEND_ASYNC_SCOPE_F_DISPOSING (1u << 16)

/* Decides what happens to a coroutine's unhandled exception. Returns true
 * when the scope (or an ancestor) handled it. */
typedef bool (*zend_async_scope_catch_fn)(zend_async_scope_t *scope, zend_coroutine_t *coroutine,
	zend_object *exception);

struct _zend_async_scope_s {
	zend_async_event_t event;
	zend_async_scope_t *parent_scope;
	zend_object *scope_object;
	/* Coroutines that belong to this scope (running and zombies). */
	HashTable coroutines;
	uint32_t active_coroutines_count;
	uint32_t zombie_coroutines_count;
	zend_async_scope_catch_fn catch_exception;
	void (*coroutine_added)(zend_async_scope_t *scope, zend_coroutine_t *coroutine);
	void (*coroutine_removed)(zend_async_scope_t *scope, zend_coroutine_t *coroutine);
};

/* ---------------------------------------------------------------------
 * Microtasks: C callbacks run FIFO before the next coroutine switch.
 * ------------------------------------------------------------------- */

typedef void (*zend_async_microtask_handler_t)(zend_async_microtask_t *task);

struct _zend_async_microtask_s {
	zend_async_microtask_handler_t handler;
	zend_async_microtask_handler_t dtor; /* nullable; called before the struct is efree()d */
	bool is_cancelled;
	uint32_t ref_count;
};

static zend_always_inline void zend_async_microtask_release(zend_async_microtask_t *task)
{
	ZEND_ASYNC_ASSERT(task->ref_count > 0 && "a microtask released more often than referenced");
	if (task->ref_count <= 1) {
		if (task->dtor) {
			task->dtor(task);
		}
		efree(task);
	} else {
		task->ref_count--;
	}
}

/* ---------------------------------------------------------------------
 * Reactor events
 *
 * Common rules for every kind: the constructor only prepares the event; the
 * OS watcher is armed by start() (a waker calls it when its coroutine
 * suspends) and disarmed by stop(); start/stop nest (loop_ref_count). The
 * last release disposes the event; the reactor frees the memory once libuv
 * has closed the handle, so an event may outlive its last reference by one
 * loop iteration. Callbacks receive result == NULL unless said otherwise;
 * the outcome is read from the event's fields. One-shot kinds (process,
 * thread, DNS, exec) set CLOSED before their final notification.
 * ------------------------------------------------------------------- */

struct _zend_async_timer_event_s {
	zend_async_event_t base;
	zend_ulong timeout_ms;
	bool is_periodic;
};

/* Readiness bits of a poll event. */
#define ZEND_ASYNC_POLL_READABLE (1u << 0)
#define ZEND_ASYNC_POLL_WRITABLE (1u << 1)
#define ZEND_ASYNC_POLL_DISCONNECT (1u << 2)
#define ZEND_ASYNC_POLL_PRIORITIZED (1u << 3)

/* Readiness of a file descriptor or socket; notified every time it fires
 * while started, with the bits in triggered_events (error: status < 0).
 * Any number of poll events may watch one descriptor at once (the reactor
 * shares one OS registration between them). Dispose every poll event on a
 * descriptor before closing it: the registration may outlive a stop. */
typedef struct {
	zend_async_event_t base;
	int fd;
	bool is_socket;
	uint32_t events;
	uint32_t triggered_events;
	int status; /* 0, or a negative libuv error code */
} zend_async_poll_event_t;

/* Delivery of a POSIX signal; notified at every delivery while started.
 * Many events may watch one signal number: the reactor shares one OS
 * watcher per number and tells every started event. */
typedef struct {
	zend_async_event_t base;
	int signum;
	uint32_t deliveries; /* how many times it was delivered so far */
} zend_async_signal_event_t;

/* Exit of a child process this process did not start through the reactor
 * (proc_open(), popen()). The child is NOT reaped: its owner still calls
 * waitpid(), which then returns at once. One-shot. */
typedef struct {
	zend_async_event_t base;
	pid_t pid;
	int exit_code;   /* WEXITSTATUS, when it exited */
	int term_signal; /* signal that killed it, else 0 */
} zend_async_process_event_t;

/* A pure C job run on a thread of its own. run() must not touch the PHP
 * engine (NTS PHP is single-threaded): no emalloc, no zvals, no errors.
 * arg must be malloc()ed memory; free_arg (nullable) is called exactly
 * once, on whichever thread lets go of it last, so it must be pure C too.
 * When the event is disposed before the job ends, the job still runs to
 * its end and its result is discarded. One-shot: notified when run()
 * returned. */
typedef void (*zend_async_thread_run_fn)(void *arg);
typedef struct {
	zend_async_event_t base;
	zend_async_thread_run_fn run;
	void *arg;
	void (*free_arg)(void *arg);
} zend_async_thread_event_t;

/* Fired from any thread (fire() is thread-safe and async-signal-safe); the
 * callbacks run on the loop, once per loop iteration however many times
 * it was fired in between. */
typedef struct _zend_async_trigger_event_s zend_async_trigger_event_t;
struct _zend_async_trigger_event_s {
	zend_async_event_t base;
	void (*fire)(zend_async_trigger_event_t *trigger);
};

#define ZEND_ASYNC_FS_EVENT_RENAME (1u << 0)
#define ZEND_ASYNC_FS_EVENT_CHANGE (1u << 1)
#define ZEND_ASYNC_FS_F_RECURSIVE (1u << 0)

/* Changes under a path; notified at every change while started, with the
 * event bits and the file name (NULL when unknown) valid during the
 * notification. A notification with status < 0 is the last: the watch has
 * ended (an error, or the watched path was removed or replaced) and the
 * owner should stop the event. */
typedef struct {
	zend_async_event_t base;
	zend_string *path;
	uint32_t flags;
	uint32_t triggered_events;
	zend_string *triggered_filename;
	int status; /* 0, or a negative libuv error code */
} zend_async_filesystem_event_t;

/* getaddrinfo() off the PHP thread. One-shot: on success status == 0 and
 * result holds the list (owned by the event, freed with it). */
typedef struct {
	zend_async_event_t base;
	char *node;
	char *service;
	struct addrinfo *result;
	int status; /* 0, or an EAI_* code as getaddrinfo() returns it */
} zend_async_dns_addrinfo_t;

/* getnameinfo() off the PHP thread. One-shot. */
typedef struct {
	zend_async_event_t base;
	char hostname[1025]; /* NI_MAXHOST */
	char service[32];    /* NI_MAXSERV */
	int status;          /* 0, or an EAI_* code as getnameinfo() returns it */
} zend_async_dns_nameinfo_t;

/* A shell command run as `sh -c cmd` exactly as popen(cmd, "r") runs it
 * (posix_spawn, stdin and stderr inherited, signal dispositions kept),
 * with its standard output read through a pipe. Notified each time output
 * arrives and once more when the command has ended and its output is
 * drained (CLOSED). The consumer takes the bytes from output/output_len
 * and resets output_len. Disposing the event while the command still runs
 * kills it with SIGKILL; the reactor reaps it (no zombie is left). */
typedef struct {
	zend_async_event_t base;
	char *cmd;
	char *cwd;    /* NULL: the current directory */
	pid_t pid;    /* 0 until started */
	char *output; /* emalloc()ed buffer */
	size_t output_len;
	size_t output_capacity;
	bool output_eof;
	bool exited;
	int wait_status; /* raw status from waitpid() */
	int status;      /* 0, or an errno value (spawn failed) */
} zend_async_exec_event_t;

/* ---------------------------------------------------------------------
 * Async I/O: one object for every kind of descriptor
 *
 * An I/O object wraps a descriptor the caller keeps owning: the reactor
 * works on its own duplicate, so io_close() never closes the caller's fd
 * and the fd stays usable afterwards. While the object is open the
 * duplicate shares the open file description, so the descriptor is in
 * non-blocking mode (libuv needs it); io_close() restores the mode the
 * descriptor had when the object was created. The libuv handle is chosen
 * by type: uv_pipe_t (PIPE), uv_tcp_t (TCP), uv_udp_t (UDP), uv_tty_t
 * (TTY: libuv reopens a terminal slave, so the caller's description keeps
 * its mode); FILE has no handle, each request is a uv_fs_* call run on the
 * thread pool (pure C), one request of an object at a time, in order.
 *
 * Every operation is a one-shot request. The request is an event: a
 * coroutine awaits it like any other (resume_when + suspend), and it is
 * CLOSED and notified once when the operation completed. The reactor owns
 * one reference to a request while libuv works on it (until libuv's
 * callback), the caller owns the one it got; a caller that stops waiting
 * (its coroutine was cancelled) just drops its reference with dispose():
 * a read not yet begun is withdrawn (no byte is consumed), a write or a
 * FILE request in flight finishes into the request's own memory (a FILE
 * read at the descriptor's position then moves it back). A write the
 * descriptor takes at once completes before io_write() returns.
 * ------------------------------------------------------------------- */

typedef enum {
	ZEND_ASYNC_IO_TYPE_PIPE = 1,
	ZEND_ASYNC_IO_TYPE_FILE,
	ZEND_ASYNC_IO_TYPE_TCP,
	ZEND_ASYNC_IO_TYPE_UDP,
	ZEND_ASYNC_IO_TYPE_TTY,
} zend_async_io_type;

/* State bits of an I/O object; READABLE / WRITABLE / APPEND are given at
 * creation, CLOSED and EOF are set by the reactor. */
#define ZEND_ASYNC_IO_READABLE (1u << 0)
#define ZEND_ASYNC_IO_WRITABLE (1u << 1)
#define ZEND_ASYNC_IO_CLOSED (1u << 2) /* io_close() was called */
#define ZEND_ASYNC_IO_EOF (1u << 3)    /* a read reached end of file / stream */
#define ZEND_ASYNC_IO_APPEND (1u << 4) /* FILE: every write goes to the end */

typedef struct _zend_async_io_s zend_async_io_t;
typedef struct _zend_async_io_req_s zend_async_io_req_t;

/* Owned by its creator until io_close(), which ends it: after io_close()
 * the pointer is invalid (the reactor frees the memory in the handle's
 * close callback). Requests still pending then complete with
 * UV_ECANCELED. base is never notified; it exists so that an I/O object
 * can be described like any event (info). */
struct _zend_async_io_s {
	zend_async_event_t base;
	int fd; /* the caller's descriptor, as given */
	zend_async_io_type type;
	uint32_t state;
	int64_t offset; /* FILE: position of the next request, -1 = the descriptor's own position */
};

/* A one-shot read or write. When completed: status is 0 and transferred
 * the byte count (0 for a read = end of file, EOF set on the object), or
 * status is a negative libuv error code (-errno on POSIX) and exception an
 * Async\InputOutputException describing it (owned by the request). For a
 * read, buf holds the bytes (owned by the request, valid until dispose).
 * dispose() drops the caller's reference. */
struct _zend_async_io_req_s {
	zend_async_event_t base;
	union {
		ssize_t result;
		ssize_t transferred;
	};
	int status;
	zend_object *exception;
	char *buf;
	bool completed;
	void (*dispose)(zend_async_io_req_t *req);
};

/* ---------------------------------------------------------------------
 * Class lookup, so C code can create the runtime's exceptions.
 * ------------------------------------------------------------------- */

typedef enum {
	ZEND_ASYNC_CLASS_AWAITABLE,
	ZEND_ASYNC_CLASS_COMPLETABLE,
	ZEND_ASYNC_CLASS_COROUTINE,
	ZEND_ASYNC_CLASS_TIMEOUT,
	ZEND_ASYNC_EXCEPTION_DEFAULT,      /* Async\AsyncException */
	ZEND_ASYNC_EXCEPTION_CANCELLATION, /* Async\AsyncCancellation */
	ZEND_ASYNC_EXCEPTION_OPERATION_CANCELED,
	ZEND_ASYNC_EXCEPTION_TIMEOUT,
	ZEND_ASYNC_EXCEPTION_DEADLOCK,
	ZEND_ASYNC_EXCEPTION_COMPOSITE,
	ZEND_ASYNC_EXCEPTION_INPUT_OUTPUT,
	ZEND_ASYNC_EXCEPTION_DNS,
	ZEND_ASYNC_EXCEPTION_POLL,
	ZEND_ASYNC_CLASS_COUNT
} zend_async_class;

/* ---------------------------------------------------------------------
 * The function slots
 * ------------------------------------------------------------------- */

typedef struct {
	const char *module;
	/* Makes sure the scheduler and the main coroutine exist. */
	bool (*launch)(void);
	/* Allocates a coroutine in scope (NULL = current), not yet queued, and
	 * reserves the stack it will start on: NULL with an exception when a
	 * limit (stacks, memory) stands in the way. */
	zend_coroutine_t *(*new_coroutine)(zend_async_scope_t *scope);
	/* new_coroutine + enqueue. */
	zend_coroutine_t *(*spawn)(zend_async_scope_t *scope, int32_t priority);
	/* Suspends the current coroutine until its waker resolves. Returns
	 * false with an exception pending when suspension is impossible. */
	bool (*suspend)(bool from_main);
	/* Lets every coroutine that is ready run once, then continues (the
	 * current coroutine goes to the back of the queue). Returns false with
	 * an exception pending when it cannot switch or was cancelled. */
	bool (*yield)(void);
	bool (*enqueue)(zend_coroutine_t *coroutine);
	/* Resolves the coroutine's waker with error (may be NULL) and queues
	 * it. transfer_error: the callee takes the reference to error. */
	void (*resume)(zend_coroutine_t *coroutine, zend_object *error, bool transfer_error);
	/* Requests cancellation; error NULL means a default AsyncCancellation. */
	void (*cancel)(zend_coroutine_t *coroutine, zend_object *error, bool transfer_error, bool is_safely);
	void (*shutdown)(zend_object *error);
	/* Array of Coroutine objects still alive (new reference). */
	zend_array *(*get_coroutines)(void);
	void (*add_microtask)(zend_async_microtask_t *task);
	zend_array *(*get_awaiting_info)(zend_coroutine_t *coroutine);
	zend_class_entry *(*get_class_ce)(zend_async_class type);
	zend_async_scope_t *(*new_scope)(zend_async_scope_t *parent);
} zend_async_scheduler_api_t;

typedef struct {
	const char *module;
	bool (*startup)(void);
	void (*shutdown)(void);
	/* One loop iteration; blocks for events when no_wait is false.
	 * Returns true while the loop still has active handles. */
	bool (*execute)(bool no_wait);
	bool (*loop_alive)(void);
	zend_async_timer_event_t *(*new_timer_event)(zend_ulong timeout_ms, bool is_periodic);
	zend_async_poll_event_t *(*new_poll_event)(int fd, bool is_socket, uint32_t events);
	zend_async_signal_event_t *(*new_signal_event)(int signum);
	zend_async_process_event_t *(*new_process_event)(pid_t pid);
	zend_async_thread_event_t *(*new_thread_event)(zend_async_thread_run_fn run, void *arg,
		void (*free_arg)(void *arg));
	zend_async_trigger_event_t *(*new_trigger_event)(void);
	zend_async_filesystem_event_t *(*new_filesystem_event)(zend_string *path, uint32_t flags);
	zend_async_dns_addrinfo_t *(*getaddrinfo)(const char *node, const char *service, const struct addrinfo *hints);
	zend_async_dns_nameinfo_t *(*getnameinfo)(const struct sockaddr *addr, int flags);
	zend_async_exec_event_t *(*new_exec_event)(const char *cmd, const char *cwd);
	/* Monotonic clock of the loop, in milliseconds. */
	uint64_t (*now)(void);
	/* How many threads can usefully run in parallel (>= 1). */
	uint32_t (*available_parallelism)(void);
	/* Async I/O (see zend_async_io_t). io_create() returns NULL with an
	 * exception thrown when the descriptor cannot be wrapped. io_read() /
	 * io_write() return a started request (NULL with an exception thrown
	 * when the object is closed or not readable / writable); io_write()
	 * copies buf. io_close() ends the object. */
	zend_async_io_t *(*io_create)(int fd, zend_async_io_type type, uint32_t state);
	zend_async_io_req_t *(*io_read)(zend_async_io_t *io, size_t max);
	zend_async_io_req_t *(*io_write)(zend_async_io_t *io, const char *buf, size_t len);
	void (*io_close)(zend_async_io_t *io);
	/* What kind of I/O object suits descriptor fd (TTY for a terminal,
	 * PIPE for a FIFO or a Unix socket, FILE, TCP, UDP), 0 when none does. */
	zend_async_io_type (*io_type_of)(int fd);
	/* Someone else (pcntl_signal()) installed a handler for signum: if an
	 * event watches that signal the reactor takes it back and chains to
	 * the new handler, so neither loses deliveries. */
	void (*signal_reclaim)(int signum);
	/* Adds the reactor's figures to an array (runtime_stats()). */
	void (*stats)(zval *array);
	/* Call in the child right after a fork() (pcntl_fork()). The child
	 * inherited the parent's loop: its epoll instance, signal pipe and
	 * wakeup descriptor are shared with the parent, and its threads did
	 * not come along. The reactor gives the child kernel state of its own
	 * (descriptors, signals and path watches stay watched, now by the
	 * child alone) and drops the timers armed in the parent: like POSIX
	 * timers they are not inherited; such an event is left stopped and
	 * unnotified, and a start() arms it afresh. Thread jobs in flight
	 * never complete in the child. False if the child's loop could not
	 * be made: the reactor is then unusable in the child. */
	bool (*fork_child)(void);
} zend_async_reactor_api_t;

ZEND_ASYNC_API extern zend_async_scheduler_api_t zend_async_scheduler_api;
ZEND_ASYNC_API extern zend_async_reactor_api_t zend_async_reactor_api;

/* Fill the slots. Call at MINIT. A second registration (by another module)
 * is refused: it returns FAILURE and emits an E_CORE_WARNING naming both
 * modules. */
ZEND_ASYNC_API zend_result zend_async_scheduler_register(const zend_async_scheduler_api_t *api);
ZEND_ASYNC_API zend_result zend_async_reactor_register(const zend_async_reactor_api_t *api);
ZEND_ASYNC_API bool zend_async_is_enabled(void);
ZEND_ASYNC_API const char *zend_async_get_api_version(void);
ZEND_ASYNC_API int zend_async_get_api_version_number(void);

/* ---------------------------------------------------------------------
 * Globals owned by the ABI layer
 * ------------------------------------------------------------------- */

typedef enum {
	ZEND_ASYNC_OFF = 0,
	ZEND_ASYNC_READY,  /* request started, scheduler not launched */
	ZEND_ASYNC_ACTIVE, /* scheduler launched */
} zend_async_state_t;

typedef struct {
	zend_async_state_t state;
	bool graceful_shutdown;
	bool in_scheduler_context;
	/* Live coroutines that keep the application running (zombies excluded). */
	uint32_t active_coroutine_count;
	/* Started, non-hidden reactor events (the deadlock detector's input). */
	uint32_t active_event_count;
	zend_coroutine_t *coroutine; /* current; NULL inside the scheduler */
	zend_coroutine_t *main_coroutine;
	zend_async_scope_t *main_scope;
	/* Exception that will terminate the request once the scheduler stops. */
	zend_object *exit_exception;
	/* Copied onto the main coroutine when it is created, then fired as ENTER. */
	zend_coroutine_switch_handlers_vector_t main_coroutine_start_handlers;
	/* Called on every coroutine's ENTER/LEAVE/FINISH (engine-state isolation). */
	zend_coroutine_switch_handlers_vector_t global_switch_handlers;
} zend_async_globals_t;

#ifdef ZTS
ZEND_ASYNC_API extern int zend_async_globals_id;
# define ZEND_ASYNC_G(v) ZEND_TSRMG(zend_async_globals_id, zend_async_globals_t *, v)
#else
ZEND_ASYNC_API extern zend_async_globals_t zend_async_globals;
# define ZEND_ASYNC_G(v) (zend_async_globals.v)
#endif

#define ZEND_ASYNC_IS_ACTIVE (ZEND_ASYNC_G(state) == ZEND_ASYNC_ACTIVE)

ZEND_ASYNC_API void zend_coroutine_call_own_switch_handlers(zend_coroutine_t *coroutine, bool is_enter,
	bool is_finishing);

/* Called by the scheduler at every ENTER / LEAVE / FINISH; inline because
 * it runs twice per context switch. */
static zend_always_inline void zend_coroutine_call_switch_handlers(zend_coroutine_t *coroutine, bool is_enter,
	bool is_finishing)
{
	const zend_coroutine_switch_handlers_vector_t *global = &ZEND_ASYNC_G(global_switch_handlers);

	/* Global handlers are fixed at MINIT and never removed. */
	for (uint32_t i = 0; i < global->length; i++) {
		global->data[i].handler(coroutine, is_enter, is_finishing);
	}
	if (UNEXPECTED(coroutine->switch_handlers != NULL && coroutine->switch_handlers->length > 0)) {
		zend_coroutine_call_own_switch_handlers(coroutine, is_enter, is_finishing);
	}
}
#define ZEND_ASYNC_CURRENT_COROUTINE ZEND_ASYNC_G(coroutine)
#define ZEND_ASYNC_MAIN_SCOPE ZEND_ASYNC_G(main_scope)
#define ZEND_ASYNC_CURRENT_SCOPE \
	(ZEND_ASYNC_G(coroutine) != NULL ? ZEND_ASYNC_G(coroutine)->scope : ZEND_ASYNC_G(main_scope))

/* Wrappers: what callers use. */
/* An active scheduler is launched already: no slot call on that path. */
#define ZEND_ASYNC_LAUNCH() (EXPECTED(ZEND_ASYNC_IS_ACTIVE) || zend_async_scheduler_api.launch())
#define ZEND_ASYNC_SPAWN(scope, priority) zend_async_scheduler_api.spawn((scope), (priority))
#define ZEND_ASYNC_NEW_COROUTINE(scope) zend_async_scheduler_api.new_coroutine(scope)
#define ZEND_ASYNC_SUSPEND() zend_async_scheduler_api.suspend(false)
#define ZEND_ASYNC_YIELD() zend_async_scheduler_api.yield()
#define ZEND_ASYNC_ENQUEUE_COROUTINE(c) zend_async_scheduler_api.enqueue(c)
#define ZEND_ASYNC_RESUME(c) zend_async_scheduler_api.resume((c), NULL, false)
#define ZEND_ASYNC_RESUME_WITH_ERROR(c, e, transfer) zend_async_scheduler_api.resume((c), (e), (transfer))
#define ZEND_ASYNC_CANCEL(c, e, transfer) zend_async_scheduler_api.cancel((c), (e), (transfer), false)
#define ZEND_ASYNC_SHUTDOWN(e) zend_async_scheduler_api.shutdown(e)
#define ZEND_ASYNC_ADD_MICROTASK(t) zend_async_scheduler_api.add_microtask(t)
#define ZEND_ASYNC_GET_CE(type) zend_async_scheduler_api.get_class_ce(type)
#define ZEND_ASYNC_GET_AWAITING_INFO(c) zend_async_scheduler_api.get_awaiting_info(c)
#define ZEND_ASYNC_REACTOR_EXECUTE(no_wait) zend_async_reactor_api.execute(no_wait)
#define ZEND_ASYNC_REACTOR_LOOP_ALIVE() zend_async_reactor_api.loop_alive()
#define ZEND_ASYNC_NEW_TIMER_EVENT(ms, periodic) zend_async_reactor_api.new_timer_event((ms), (periodic))
#define ZEND_ASYNC_NEW_POLL_EVENT(fd, is_socket, events) \
	zend_async_reactor_api.new_poll_event((fd), (is_socket), (events))
#define ZEND_ASYNC_NEW_SIGNAL_EVENT(signum) zend_async_reactor_api.new_signal_event(signum)
#define ZEND_ASYNC_NEW_PROCESS_EVENT(pid) zend_async_reactor_api.new_process_event(pid)
#define ZEND_ASYNC_NEW_THREAD_EVENT(run, arg, free_arg) \
	zend_async_reactor_api.new_thread_event((run), (arg), (free_arg))
#define ZEND_ASYNC_NEW_TRIGGER_EVENT() zend_async_reactor_api.new_trigger_event()
#define ZEND_ASYNC_NEW_FILESYSTEM_EVENT(path, flags) zend_async_reactor_api.new_filesystem_event((path), (flags))
#define ZEND_ASYNC_GETADDRINFO(node, service, hints) zend_async_reactor_api.getaddrinfo((node), (service), (hints))
#define ZEND_ASYNC_GETNAMEINFO(addr, flags) zend_async_reactor_api.getnameinfo((addr), (flags))
#define ZEND_ASYNC_NEW_EXEC_EVENT(cmd, cwd) zend_async_reactor_api.new_exec_event((cmd), (cwd))
#define ZEND_ASYNC_IO_CREATE(fd, type, state) zend_async_reactor_api.io_create((fd), (type), (state))
#define ZEND_ASYNC_IO_READ(io, max) zend_async_reactor_api.io_read((io), (max))
#define ZEND_ASYNC_IO_WRITE(io, buf, len) zend_async_reactor_api.io_write((io), (buf), (len))
#define ZEND_ASYNC_IO_CLOSE(io) zend_async_reactor_api.io_close(io)
#define ZEND_ASYNC_IO_TYPE_OF(fd) zend_async_reactor_api.io_type_of(fd)
#define ZEND_ASYNC_SIGNAL_RECLAIM(signum) zend_async_reactor_api.signal_reclaim(signum)
#define ZEND_ASYNC_REACTOR_STATS(array) zend_async_reactor_api.stats(array)
#define ZEND_ASYNC_REACTOR_FORK_CHILD() zend_async_reactor_api.fork_child()

/* ---------------------------------------------------------------------
 * Waker helpers (implemented in zend_async_API.c)
 * ------------------------------------------------------------------- */

/* Gives the coroutine a clean waker (reusing the old one). */
ZEND_ASYNC_API zend_async_waker_t *zend_async_waker_new(zend_coroutine_t *coroutine);
/* Left with nothing to release by its last wait: subscribed to nothing, no
 * result, error or location. zend_async_waker_new() resets such a waker in
 * place; a wait that subscribes to nothing (a yield) may reuse it as is. */
static zend_always_inline bool zend_async_waker_is_clean(const zend_async_waker_t *waker)
{
	return waker->triggers_count == 0 && Z_TYPE(waker->result) == IS_UNDEF && waker->error == NULL
		&& waker->filename == NULL;
}
/* The event serves callback's wait and will let go of it itself (a queue
 * unlinks the waiter it serves): when that is the waker's only
 * subscription, the waker drops its reference now, and the wait then ends
 * without unsubscribing from anything. Frees callback when the event held
 * no reference any more. */
static zend_always_inline void zend_async_waker_release_served(zend_async_waker_t *waker,
	zend_async_event_callback_t *callback)
{
	zend_async_waker_trigger_t *trigger = &waker->inline_triggers[0];

	if (waker->triggers_count == 1 && waker->triggers == waker->inline_triggers && trigger->callback == callback
		&& !trigger->owns_event && trigger->event->stop == zend_async_event_noop) {
		waker->triggers_count = 0;
		zend_async_callback_release(callback, trigger->event);
	}
}
/* Unsubscribes from every event, drops result and error, frees the waker. */
ZEND_ASYNC_API void zend_async_waker_destroy(zend_coroutine_t *coroutine);
/* Unsubscribes from every event and stops them; keeps result/error. */
ZEND_ASYNC_API void zend_async_waker_clean_events(zend_async_waker_t *waker);

/* Subscribes coroutine's waker to event with callback_fn (NULL = resolve
 * with the event's result). trans_event: the waker takes over the caller's
 * reference to the event and releases it when cleaned. */
ZEND_ASYNC_API bool zend_async_resume_when(zend_coroutine_t *coroutine, zend_async_event_t *event, bool trans_event,
	zend_async_event_callback_fn callback_fn);

/* Same, with a callback record the caller allocated (it may extend
 * zend_coroutine_event_callback_t); base.callback and base.dispose must be
 * set, the record's ref_count is managed here. */
ZEND_ASYNC_API bool zend_async_resume_when_callback(zend_coroutine_t *coroutine, zend_async_event_t *event,
	bool trans_event, zend_coroutine_event_callback_t *callback);
/* Starts every subscribed event (done by suspend). False if one failed. */
ZEND_ASYNC_API bool zend_async_waker_start_events(zend_async_waker_t *waker);

/* Ready-made callbacks. */
ZEND_ASYNC_API void zend_async_waker_callback_resolve(zend_async_event_t *event, zend_async_event_callback_t *callback,
	void *result, zend_object *exception);
/* Resumes with OperationCanceledException (previous = the token's error). */
ZEND_ASYNC_API void zend_async_waker_callback_cancel(zend_async_event_t *event, zend_async_event_callback_t *callback,
	void *result, zend_object *exception);
/* Resumes with TimeoutException. */
ZEND_ASYNC_API void zend_async_waker_callback_timeout(zend_async_event_t *event, zend_async_event_callback_t *callback,
	void *result, zend_object *exception);

/* Records error on the waker. The first error wins, except that with
 * override the new one becomes the head and the old one its previous. */
ZEND_ASYNC_API void zend_async_waker_apply_error(zend_async_waker_t *waker, zend_object *error, bool transfer,
	bool override);

/* ---------------------------------------------------------------------
 * Waiting: the one primitive every blocking operation is made of
 *
 * A wait subscribes the current coroutine to one event (plus, optionally,
 * a timer and a cancellation event), suspends it, and returns when the
 * first of them fired: true when the event (or a plain timeout) resolved
 * it, false with an exception pending when it was cancelled, timed out
 * with timeout_throws, or could not suspend. The value the event resolved
 * with is left in ZEND_ASYNC_CURRENT_COROUTINE->waker->result. Whatever
 * ended it, the coroutine is unsubscribed from all of them on return.
 * ------------------------------------------------------------------- */

typedef struct {
	/* Shown by getAwaitingInfo() and deadlock reports ("delay", "read"…). */
	const char *what;
	/* > 0: the wait ends after this many milliseconds. */
	zend_ulong timeout_ms;
	/* A timeout throws Async\TimeoutException; without it the wait just
	 * returns true with the event not fired (the caller checks). */
	bool timeout_throws;
	/* Nullable: an event whose firing cancels the wait with
	 * OperationCanceledException (previous: the event's exception). One
	 * that has already fired cancels it before it suspends. */
	zend_async_event_t *cancellation;
	/* Nullable: a callback record the caller allocated (see
	 * zend_async_resume_when_callback) instead of resolving the wait with
	 * the event's result. */
	zend_coroutine_event_callback_t *callback;
	/* The wait takes over the caller's reference to the event. */
	bool trans_event;
} zend_async_wait_t;

ZEND_ASYNC_API bool zend_async_wait_ex(zend_async_event_t *event, const zend_async_wait_t *wait);

/* Waits for event (the caller keeps its reference); timeout_ms 0 = none. */
static zend_always_inline bool zend_async_wait_event(zend_async_event_t *event, zend_ulong timeout_ms,
	zend_async_event_t *cancellation, const char *what)
{
	zend_async_wait_t wait = {.what = what, .timeout_ms = timeout_ms, .cancellation = cancellation};
	return zend_async_wait_ex(event, &wait);
}

/* Suspends for at least ms milliseconds (0 yields once). */
ZEND_ASYNC_API bool zend_async_sleep(zend_ulong ms, const char *what);

/* May the current code suspend? Not inside destructors, the garbage
 * collector, signal or output handlers, or the scheduler itself. With
 * throw_error, says why in an Error. */
ZEND_ASYNC_API bool zend_async_can_suspend(bool throw_error);

/* The same answer, with the common case (yes) decided inline: the call,
 * and its Error, only when one of the checks fails. For the per-wait
 * paths. */
static zend_always_inline bool zend_async_can_suspend_inline(bool throw_error)
{
	if (EXPECTED(!ZEND_ASYNC_G(in_scheduler_context) && OG(running) == NULL && !zend_fiber_switch_blocked())) {
		return true;
	}
	return zend_async_can_suspend(throw_error);
}

/* May a blocking builtin take the cooperative path here instead of
 * blocking? The scheduler runs (main is then a coroutine too), we are in a
 * coroutine, no exception is pending, and switching is allowed. Before the
 * scheduler was ever launched PHP keeps blocking: a script that never uses
 * coroutines behaves exactly as without the extension. */
static zend_always_inline bool zend_async_can_cooperate(void)
{
	return ZEND_ASYNC_IS_ACTIVE && ZEND_ASYNC_CURRENT_COROUTINE != NULL && EG(exception) == NULL
		&& zend_async_can_suspend_inline(false);
}

/* ---------------------------------------------------------------------
 * Switch handlers
 * ------------------------------------------------------------------- */

ZEND_ASYNC_API uint32_t zend_coroutine_add_switch_handler(zend_coroutine_t *coroutine,
	zend_coroutine_switch_handler_fn handler);
ZEND_ASYNC_API bool zend_coroutine_remove_switch_handler(zend_coroutine_t *coroutine, uint32_t index);
/* zend_coroutine_call_switch_handlers() (inline, above) runs the global
 * handlers and then the coroutine's own ones, compacting away those that
 * returned false. */
ZEND_ASYNC_API void zend_coroutine_switch_handlers_destroy(zend_coroutine_t *coroutine);
/* Handlers copied onto the main coroutine when the scheduler creates it. */
ZEND_ASYNC_API void zend_async_add_main_coroutine_start_handler(zend_coroutine_switch_handler_fn handler);

/* A zend_error_cb filter that passes on what it does not drop. Put in
 * front of the request's handler when the scheduler starts (from a main
 * coroutine start handler: after every RINIT, so that an extension that
 * sets a handler there which passes nothing on, such as Xdebug in develop
 * mode, is behind it), and taken out at RSHUTDOWN only while it is still
 * in front: a handler put in front of it since may call it, so it then
 * stays, with its previous handler, until the module shuts down. */
typedef void (*zend_async_error_cb_t)(int type, zend_string *error_filename, const uint32_t error_lineno,
	zend_string *message);
typedef struct {
	zend_async_error_cb_t filter;
	zend_async_error_cb_t previous;
	bool installed;
} zend_async_error_filter_t;

static zend_always_inline void zend_async_error_filter_install(zend_async_error_filter_t *f)
{
	if (!f->installed) {
		f->previous = zend_error_cb;
		zend_error_cb = f->filter;
		f->installed = true;
	}
}

static zend_always_inline void zend_async_error_filter_uninstall(zend_async_error_filter_t *f)
{
	if (f->installed && zend_error_cb == f->filter) {
		zend_error_cb = f->previous;
		f->installed = false;
	}
}
/* Handlers run for every coroutine at every ENTER/LEAVE/FINISH. Register at
 * MINIT; they must be cheap. */
ZEND_ASYNC_API void zend_async_add_global_switch_handler(zend_coroutine_switch_handler_fn handler);
/* Adds to the current coroutine, or to the main-start list before the
 * scheduler runs. */
ZEND_ASYNC_API void zend_async_add_switch_handler(zend_coroutine_switch_handler_fn handler);

/* ---------------------------------------------------------------------
 * Internal context (per-coroutine storage for C extensions)
 * ------------------------------------------------------------------- */

ZEND_ASYNC_API uint32_t zend_async_internal_context_key_alloc(const char *key_name);
ZEND_ASYNC_API zval *zend_async_internal_context_find(zend_coroutine_t *coroutine, uint32_t key);
ZEND_ASYNC_API void zend_async_internal_context_set(zend_coroutine_t *coroutine, uint32_t key, zval *value);
ZEND_ASYNC_API bool zend_async_internal_context_unset(zend_coroutine_t *coroutine, uint32_t key);

/* ---------------------------------------------------------------------
 * Exceptions
 * ------------------------------------------------------------------- */

ZEND_ASYNC_API zend_object *zend_async_new_exception(zend_async_class type, const char *format, ...)
	ZEND_ATTRIBUTE_FORMAT(printf, 2, 3);
ZEND_ASYNC_API zend_object *zend_async_throw(zend_async_class type, const char *format, ...)
	ZEND_ATTRIBUTE_FORMAT(printf, 2, 3);
/* "Operation has been cancelled" raised because a cancellation event
 * fired, with the event's exception (if any) as its previous one; the
 * event is told its exception was handled. The caller owns the result. */
ZEND_ASYNC_API zend_object *zend_async_new_cancellation_from(zend_async_event_t *event, zend_object *exception);

/* Called by the module at RINIT / RSHUTDOWN. */
ZEND_ASYNC_API void zend_async_globals_activate(void);
ZEND_ASYNC_API void zend_async_globals_deactivate(void);
/* Called by the module at MINIT / MSHUTDOWN. */
ZEND_ASYNC_API void zend_async_api_startup(void);
ZEND_ASYNC_API void zend_async_api_shutdown(void);

END_EXTERN_C()

#endif /* ZEND_ASYNC_API_H */

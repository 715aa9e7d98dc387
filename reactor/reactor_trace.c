/*
 * reactor_trace.c: async.trace_events (on by default in a debug build), a
 * decorator over the reactor's slot table in the manner of Revolt's
 * TracingDriver. Every event made through the table remembers the PHP
 * file:line that created it and forgets it when disposed; at request end
 * the events nobody disposed are named one by one with an E_WARNING,
 * where the reactor alone can only count the handles they left open.
 *
 * Records live in a persistent table keyed by the event's address, not in
 * the event: the ABI structs have no room for them. An event created
 * through the table has its dispose slot replaced by one that forgets it
 * first; the replaced function is the same for every event of a kind, so
 * it is kept per kind and the event needs no record to be disposed (it
 * may be disposed after the table is gone: its holder was freed after the
 * reactor shut down).
 */
#include "reactor_internal.h"

typedef enum {
	TRACE_TIMER,
	TRACE_POLL,
	TRACE_SIGNAL,
	TRACE_PROCESS,
	TRACE_THREAD,
	TRACE_TRIGGER,
	TRACE_FILESYSTEM,
	TRACE_ADDRINFO,
	TRACE_NAMEINFO,
	TRACE_EXEC,
	TRACE_IO,
	TRACE_IO_READ,
	TRACE_IO_WRITE,
	TRACE_KINDS
} trace_kind;

static const char *const kind_names[TRACE_KINDS] = {
	"timer",
	"poll",
	"signal",
	"process",
	"thread",
	"trigger",
	"filesystem",
	"getaddrinfo",
	"getnameinfo",
	"exec",
	"I/O object",
	"I/O read",
	"I/O write",
};

typedef struct {
	trace_kind kind;
	uint32_t lineno;
	char file[1]; /* NUL-terminated, allocated to fit */
} trace_record_t;

/* The undecorated slots, and each kind's own dispose function. */
static zend_async_reactor_api_t inner;
static zend_async_event_dispose_fn inner_dispose[TRACE_KINDS];
static void (*inner_req_dispose)(zend_async_io_req_t *req);

/* Event address => trace_record_t*, in creation order; NULL until the
 * first event of the request, and again once reported. */
static HashTable *live;

/* {{{ records */

static void record_free(zval *zv)
{
	pefree(Z_PTR_P(zv), 1);
}

static void remember(const void *event, trace_kind kind)
{
	/* Nothing made after the scheduler's request end can still be
	 * reported: it would stay for the next request. */
	if (ZEND_ASYNC_G(state) == ZEND_ASYNC_OFF) {
		return;
	}
	zend_string *file = zend_get_executed_filename_ex();
	const char *name = file != NULL ? ZSTR_VAL(file) : "[no active file]";
	size_t len = strlen(name);
	trace_record_t *record = pemalloc(sizeof(*record) + len, 1);

	record->kind = kind;
	record->lineno = file != NULL ? zend_get_executed_lineno() : 0;
	memcpy(record->file, name, len + 1);
	if (live == NULL) {
		live = pemalloc(sizeof(*live), 1);
		zend_hash_init(live, 64, NULL, record_free, 1);
	}
	zend_hash_index_update_ptr(live, (zend_ulong) (uintptr_t) event, record);
}

static void forget(const void *event)
{
	if (live != NULL) {
		zend_hash_index_del(live, (zend_ulong) (uintptr_t) event);
	}
}

/* }}} */

/* {{{ events */

#define TRACE_DISPOSE(kind) \
	static bool trace_dispose_##kind(zend_async_event_t *event) \
	{ \
		forget(event); \
		return inner_dispose[kind](event); \
	}

TRACE_DISPOSE(TRACE_TIMER)
TRACE_DISPOSE(TRACE_POLL)
TRACE_DISPOSE(TRACE_SIGNAL)
TRACE_DISPOSE(TRACE_PROCESS)
TRACE_DISPOSE(TRACE_THREAD)
TRACE_DISPOSE(TRACE_TRIGGER)
TRACE_DISPOSE(TRACE_FILESYSTEM)
TRACE_DISPOSE(TRACE_ADDRINFO)
TRACE_DISPOSE(TRACE_NAMEINFO)
TRACE_DISPOSE(TRACE_EXEC)

static void *track(zend_async_event_t *event, trace_kind kind, zend_async_event_dispose_fn wrapper)
{
	if (event == NULL) {
		return NULL;
	}
	if (inner_dispose[kind] == NULL) {
		inner_dispose[kind] = event->dispose;
	}
	/* A kind whose events differ in their dispose function could not be
	 * disposed through the per-kind copy: such an event is left alone. */
	ASYNC_ASSERT(event->dispose == inner_dispose[kind]);
	if (event->dispose == inner_dispose[kind]) {
		event->dispose = wrapper;
		remember(event, kind);
	}
	return event;
}

#define TRACK(call, kind) ((void *) track((zend_async_event_t *) (call), kind, trace_dispose_##kind))

static zend_async_timer_event_t *trace_new_timer_event(zend_ulong timeout_ms, bool is_periodic)
{
	return TRACK(inner.new_timer_event(timeout_ms, is_periodic), TRACE_TIMER);
}

static zend_async_poll_event_t *trace_new_poll_event(int fd, bool is_socket, uint32_t events)
{
	return TRACK(inner.new_poll_event(fd, is_socket, events), TRACE_POLL);
}

static zend_async_signal_event_t *trace_new_signal_event(int signum)
{
	return TRACK(inner.new_signal_event(signum), TRACE_SIGNAL);
}

static zend_async_process_event_t *trace_new_process_event(pid_t pid)
{
	return TRACK(inner.new_process_event(pid), TRACE_PROCESS);
}

static zend_async_thread_event_t *trace_new_thread_event(zend_async_thread_run_fn run, void *arg,
	void (*free_arg)(void *))
{
	return TRACK(inner.new_thread_event(run, arg, free_arg), TRACE_THREAD);
}

static zend_async_trigger_event_t *trace_new_trigger_event(void)
{
	return TRACK(inner.new_trigger_event(), TRACE_TRIGGER);
}

static zend_async_filesystem_event_t *trace_new_filesystem_event(zend_string *path, uint32_t flags)
{
	return TRACK(inner.new_filesystem_event(path, flags), TRACE_FILESYSTEM);
}

static zend_async_dns_addrinfo_t *trace_getaddrinfo(const char *node, const char *service, const struct addrinfo *hints)
{
	return TRACK(inner.getaddrinfo(node, service, hints), TRACE_ADDRINFO);
}

static zend_async_dns_nameinfo_t *trace_getnameinfo(const struct sockaddr *addr, int flags)
{
	return TRACK(inner.getnameinfo(addr, flags), TRACE_NAMEINFO);
}

static zend_async_exec_event_t *trace_new_exec_event(const char *cmd, const char *cwd)
{
	return TRACK(inner.new_exec_event(cmd, cwd), TRACE_EXEC);
}

/* }}} */

/* {{{ I/O: objects end with io_close(), requests with their own dispose() */

static zend_async_io_t *trace_io_create(int fd, zend_async_io_type type, uint32_t state)
{
	zend_async_io_t *io = inner.io_create(fd, type, state);

	if (io != NULL) {
		remember(io, TRACE_IO);
	}
	return io;
}

static void trace_io_close(zend_async_io_t *io)
{
	forget(io);
	inner.io_close(io);
}

static void trace_req_dispose(zend_async_io_req_t *req)
{
	forget(req);
	inner_req_dispose(req);
}

static zend_async_io_req_t *track_req(zend_async_io_req_t *req, trace_kind kind)
{
	if (req == NULL) {
		return NULL;
	}
	if (inner_req_dispose == NULL) {
		inner_req_dispose = req->dispose;
	}
	ASYNC_ASSERT(req->dispose == inner_req_dispose);
	if (req->dispose == inner_req_dispose) {
		req->dispose = trace_req_dispose;
		remember(req, kind);
	}
	return req;
}

static zend_async_io_req_t *trace_io_read(zend_async_io_t *io, size_t max)
{
	return track_req(inner.io_read(io, max), TRACE_IO_READ);
}

static zend_async_io_req_t *trace_io_write(zend_async_io_t *io, const char *buf, size_t len)
{
	return track_req(inner.io_write(io, buf, len), TRACE_IO_WRITE);
}

/* }}} */

void async_reactor_trace_decorate(zend_async_reactor_api_t *api, bool enabled)
{
	if (!enabled) {
		return;
	}
	inner = *api;
	api->new_timer_event = trace_new_timer_event;
	api->new_poll_event = trace_new_poll_event;
	api->new_signal_event = trace_new_signal_event;
	api->new_process_event = trace_new_process_event;
	api->new_thread_event = trace_new_thread_event;
	api->new_trigger_event = trace_new_trigger_event;
	api->new_filesystem_event = trace_new_filesystem_event;
	api->getaddrinfo = trace_getaddrinfo;
	api->getnameinfo = trace_getnameinfo;
	api->new_exec_event = trace_new_exec_event;
	api->io_create = trace_io_create;
	api->io_read = trace_io_read;
	api->io_write = trace_io_write;
	api->io_close = trace_io_close;
}

uint32_t async_reactor_trace_report(void)
{
	if (live == NULL) {
		return 0;
	}
	HashTable *records = live;
	zend_ulong key;
	trace_record_t *record;
	uint32_t named = 0;

	/* Detached first: describing an event must not find it half-reported. */
	live = NULL;
	ZEND_HASH_FOREACH_NUM_KEY_PTR(records, key, record) {
		zend_async_event_t *event = (zend_async_event_t *) (uintptr_t) key;
		zend_string *info = event->info != NULL ? event->info(event) : NULL;

		zend_error(E_WARNING,
			"async: %s event%s%s%s created at %s:%" PRIu32 " was never released before the request ended",
			kind_names[record->kind], info ? " (" : "", info ? ZSTR_VAL(info) : "", info ? ")" : "", record->file,
			record->lineno);
		if (info != NULL) {
			zend_string_release(info);
		}
		named++;
	} ZEND_HASH_FOREACH_END();
	zend_hash_destroy(records);
	pefree(records, 1);
	return named;
}

/*
 * reactor_poll.c: readiness of file descriptors (poll events), and the
 * poll handles reactor_process.c watches pidfds with.
 *
 * epoll takes one registration per descriptor and loop, and libuv one
 * uv_poll_t per descriptor; yet a descriptor is often waited on by more
 * than one event at a time (a socket's reader and writer, stream_select()
 * on a socket whose stream also waits). So poll events on one descriptor
 * share one handle (poll_fd_t): an event attaches at its first start and
 * detaches when disposed; the handle watches the union of what the started
 * events want and is closed with the last attached event.
 *
 * A stop does not narrow what the handle watches: a socket that is read,
 * answered and read again starts and stops its event once per message,
 * and re-arming epoll each time would cost three system calls per wait
 * (libuv's uv_poll_stop() deletes, uv_poll_start() deletes and adds). The
 * bits nobody waits for are dropped when two polls in a row find them
 * firing for nobody (level-triggered: at most two spare wake-ups). The
 * price is the contract in zend_async_API.h: a poll event is disposed
 * before its descriptor is closed.
 *
 * uv_poll_init() switches the descriptor to non-blocking mode; the previous
 * mode is restored at once, because the descriptor usually belongs to a
 * PHP stream that keeps doing its own blocking reads and writes (only the
 * waiting is ours).
 */
#include "reactor_internal.h"
#include <fcntl.h>
#include <unistd.h>

/* {{{ poll */

typedef struct async_uv_poll_s async_uv_poll_t;

/* The shared handle of one descriptor. */
typedef struct {
	uv_poll_t handle;
	int fd;
	uint32_t attached; /* poll events attached (started or not) */
	uint32_t watching; /* UV_* bits the handle is started with (0: stopped) */
	/* Polls in a row that found it firing for nobody, no event started
	 * since. */
	uint8_t fired_idle;
	async_uv_poll_t *started;
} poll_fd_t;

struct async_uv_poll_s {
	zend_async_poll_event_t poll;
	poll_fd_t *pfd; /* attached, or NULL */
	async_uv_poll_t *next;
	async_uv_poll_t *prev;
	bool linked; /* in pfd->started */
};

/* fd → poll_fd_t*, request memory (NULL until the first poll event). */
static HashTable *poll_fds;

static uint32_t to_uv_events(uint32_t events)
{
	uint32_t uv = 0;
	if (events & ZEND_ASYNC_POLL_READABLE) {
		uv |= UV_READABLE;
	}
	if (events & ZEND_ASYNC_POLL_WRITABLE) {
		uv |= UV_WRITABLE;
	}
	if (events & ZEND_ASYNC_POLL_DISCONNECT) {
		uv |= UV_DISCONNECT;
	}
	if (events & ZEND_ASYNC_POLL_PRIORITIZED) {
		uv |= UV_PRIORITIZED;
	}
	return uv;
}

static uint32_t from_uv_events(int events)
{
	uint32_t bits = 0;
	bits |= (events & UV_READABLE) ? ZEND_ASYNC_POLL_READABLE : 0;
	bits |= (events & UV_WRITABLE) ? ZEND_ASYNC_POLL_WRITABLE : 0;
	bits |= (events & UV_DISCONNECT) ? ZEND_ASYNC_POLL_DISCONNECT : 0;
	bits |= (events & UV_PRIORITIZED) ? ZEND_ASYNC_POLL_PRIORITIZED : 0;
	return bits;
}

static uint32_t wanted_by_started(const poll_fd_t *pfd)
{
	uint32_t want = 0;
	for (const async_uv_poll_t *p = pfd->started; p != NULL; p = p->next) {
		want |= to_uv_events(p->poll.events);
	}
	return want;
}

/* Watches exactly want (0 stops the handle). */
static int poll_fd_watch(poll_fd_t *pfd, uint32_t want);

static void poll_fd_cb(uv_poll_t *handle, int status, int events)
{
	poll_fd_t *pfd = handle->data;
	async_uv_poll_t *inline_targets[8];
	async_uv_poll_t **targets = inline_targets;
	uint32_t count = 0, capacity = 8;
	uint32_t fired = status < 0 ? 0 : from_uv_events(events);

	if (status < 0) {
		/* libuv stopped the handle after an error. */
		pfd->watching = 0;
	}
	/* Callbacks may stop, start or dispose events (and so change the
	 * list): collect the targets first and hold a reference to each. */
	uint32_t wanted = 0;
	for (async_uv_poll_t *p = pfd->started; p != NULL; p = p->next) {
		wanted |= to_uv_events(p->poll.events);
		if (status >= 0 && (fired & p->poll.events) == 0) {
			continue;
		}
		if (count == capacity) {
			capacity *= 2;
			targets = targets == inline_targets
				? memcpy(emalloc(capacity * sizeof(*targets)), inline_targets, sizeof(inline_targets))
				: erealloc(targets, capacity * sizeof(*targets));
		}
		zend_async_event_add_ref(&p->poll.base);
		targets[count++] = p;
	}
	/* The handle outlives this callback even if the last event detaches
	 * during it (its memory goes in the close callback). */
	for (uint32_t i = 0; i < count; i++) {
		async_uv_poll_t *p = targets[i];
		if (p->linked) {
			p->poll.status = status;
			/* An error reports every requested bit so waiters look. */
			p->poll.triggered_events = status < 0 ? p->poll.events : (fired & p->poll.events);
			async_reactor_notify(&p->poll.base);
		}
	}
	for (uint32_t i = 0; i < count; i++) {
		zend_async_event_release(&targets[i]->poll.base);
	}
	if (targets != inline_targets) {
		efree(targets);
	}
	if (!uv_is_closing((uv_handle_t *) handle) && pfd->watching != 0) {
		/* What fired for nobody (a stop leaves it watched) is dropped at
		 * the second poll in a row that finds it so: a woken coroutine
		 * often waits in the queue through a poll before it reads what
		 * woke it, and dropping at once re-armed epoll for nearly every
		 * message (libuv's uv_poll_start() costs an EPOLL_CTL_DEL and an
		 * EPOLL_CTL_ADD). Kept longer, a descriptor its coroutine reads
		 * without waiting (a busy keep-alive connection) would make epoll
		 * report it at every poll for nothing, and one nobody reads would
		 * keep an idle loop from sleeping. */
		if (status < 0 || ((uint32_t) events & ~wanted) == 0) {
			pfd->fired_idle = 0;
		} else if (++pfd->fired_idle >= 2) {
			pfd->fired_idle = 0;
			/* The callbacks may have started or stopped events. */
			poll_fd_watch(pfd, wanted_by_started(pfd));
		}
	}
}

static int poll_fd_watch(poll_fd_t *pfd, uint32_t want)
{
	int rc = 0;
	if (want == 0) {
		uv_poll_stop(&pfd->handle);
	} else {
		rc = uv_poll_start(&pfd->handle, (int) want, poll_fd_cb);
	}
	pfd->watching = rc < 0 ? 0 : want;
	return rc;
}

static void poll_fd_close_cb(uv_handle_t *handle)
{
	efree(handle->data);
}

/* uv_poll_init() switches the descriptor to non-blocking mode: its
 * previous mode is put back at once (see the file comment). Counts the
 * handle as open on success. */
static int poll_init_keeping_mode(uv_poll_t *handle, int fd)
{
	int flags = fcntl(fd, F_GETFL);
	int rc = uv_poll_init(async_reactor_loop(), handle, fd);
	if (flags >= 0) {
		fcntl(fd, F_SETFL, flags);
	}
	if (rc == 0) {
		async_reactor_handle_opened();
	}
	return rc;
}

static poll_fd_t *poll_fd_attach(int fd, int *rc)
{
	poll_fd_t *pfd = NULL;

	if (poll_fds == NULL) {
		ALLOC_HASHTABLE(poll_fds);
		zend_hash_init(poll_fds, 8, NULL, NULL, 0);
	} else {
		pfd = zend_hash_index_find_ptr(poll_fds, (zend_ulong) fd);
	}
	if (pfd == NULL) {
		pfd = ecalloc(1, sizeof(*pfd));
		*rc = poll_init_keeping_mode(&pfd->handle, fd);
		if (*rc < 0) {
			efree(pfd);
			return NULL;
		}
		pfd->handle.data = pfd;
		pfd->fd = fd;
		zend_hash_index_add_new_ptr(poll_fds, (zend_ulong) fd, pfd);
	}
	pfd->attached++;
	return pfd;
}

static void poll_fd_detach(poll_fd_t *pfd)
{
	if (--pfd->attached > 0) {
		return;
	}
	if (poll_fds != NULL) {
		zend_hash_index_del(poll_fds, (zend_ulong) pfd->fd);
	}
	if (!uv_is_closing((uv_handle_t *) &pfd->handle)) {
		uv_poll_stop(&pfd->handle);
	}
	async_reactor_close((uv_handle_t *) &pfd->handle, poll_fd_close_cb);
}

static void poll_unlink(async_uv_poll_t *poll)
{
	if (!poll->linked) {
		return;
	}
	if (poll->prev != NULL) {
		poll->prev->next = poll->next;
	} else {
		poll->pfd->started = poll->next;
	}
	if (poll->next != NULL) {
		poll->next->prev = poll->prev;
	}
	poll->next = poll->prev = NULL;
	poll->linked = false;
}

static bool poll_start(zend_async_event_t *event)
{
	async_uv_poll_t *poll = (async_uv_poll_t *) event;
	int rc = 0;

	if (!async_reactor_event_ref(event)) {
		return true;
	}
	if (poll->pfd == NULL) {
		poll->pfd = poll_fd_attach(poll->poll.fd, &rc);
	}
	if (poll->pfd != NULL) {
		poll_fd_t *pfd = poll->pfd;
		uint32_t want = to_uv_events(poll->poll.events);
		poll->next = pfd->started;
		poll->prev = NULL;
		if (pfd->started != NULL) {
			pfd->started->prev = poll;
		}
		pfd->started = poll;
		poll->linked = true;
		pfd->fired_idle = 0;
		if ((pfd->watching & want) != want) {
			rc = poll_fd_watch(pfd, pfd->watching | want);
		}
		if (rc == 0) {
			return true;
		}
		poll_unlink(poll);
	}
	async_reactor_event_unref(event);
	zend_async_throw(ZEND_ASYNC_EXCEPTION_POLL, "Cannot poll descriptor %d: %s", poll->poll.fd, uv_strerror(rc));
	return false;
}

static bool poll_stop(zend_async_event_t *event)
{
	async_uv_poll_t *poll = (async_uv_poll_t *) event;

	if (async_reactor_event_unref(event)) {
		poll_unlink(poll);
	}
	return true;
}

static bool poll_dispose(zend_async_event_t *event)
{
	async_uv_poll_t *poll = (async_uv_poll_t *) event;

	async_reactor_event_stop_all(event);
	poll_unlink(poll);
	if (poll->pfd != NULL) {
		poll_fd_detach(poll->pfd);
		poll->pfd = NULL;
	}
	zend_async_callbacks_free(event);
	efree(event);
	return true;
}

static zend_string *poll_info(zend_async_event_t *event)
{
	zend_async_poll_event_t *poll = (zend_async_poll_event_t *) event;
	return zend_strpprintf(0, "poll fd %d%s%s", poll->fd, (poll->events & ZEND_ASYNC_POLL_READABLE) ? " readable" : "",
		(poll->events & ZEND_ASYNC_POLL_WRITABLE) ? " writable" : "");
}

zend_async_poll_event_t *async_reactor_new_poll_event(int fd, bool is_socket, uint32_t events)
{
	async_uv_poll_t *poll = ecalloc(1, sizeof(*poll));

	zend_async_event_init(&poll->poll.base, poll_start, poll_stop, poll_dispose, poll_info);
	poll->poll.fd = fd;
	poll->poll.is_socket = is_socket;
	poll->poll.events = events;
	return &poll->poll;
}

void async_reactor_poll_shutdown(void)
{
	/* Handles of events nobody disposed are closed with the loop. */
	if (poll_fds != NULL) {
		zend_hash_destroy(poll_fds);
		FREE_HASHTABLE(poll_fds);
		poll_fds = NULL;
	}
}

/* }}} */

/* {{{ pidfd handles (reactor_process.c) */

static void poll_close_cb(uv_handle_t *handle)
{
	poll_handle_t *ph = handle->data;
	if (ph->close_fd >= 0) {
		close(ph->close_fd);
	}
	efree(ph);
}

poll_handle_t *async_reactor_poll_handle_open(int fd, uint32_t uv_events, uv_poll_cb cb, void *event, int *rc)
{
	poll_handle_t *ph = ecalloc(1, sizeof(*ph));

	*rc = poll_init_keeping_mode(&ph->handle, fd);
	if (*rc < 0) {
		efree(ph);
		return NULL;
	}
	ph->handle.data = ph;
	ph->event = event;
	ph->close_fd = -1;
	*rc = uv_poll_start(&ph->handle, uv_events, cb);
	if (*rc < 0) {
		async_reactor_close((uv_handle_t *) &ph->handle, poll_close_cb);
		return NULL;
	}
	return ph;
}

void async_reactor_poll_handle_release(poll_handle_t *ph)
{
	ph->event = NULL;
	uv_poll_stop(&ph->handle);
	async_reactor_close((uv_handle_t *) &ph->handle, poll_close_cb);
}

/* }}} */

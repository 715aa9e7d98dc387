/*
 * reactor_poll.c: readiness of file descriptors (poll events), and the
 * poll handles reactor_process.c watches pidfds with.
 *
 * A poll event owns a uv_poll_t only while started: epoll accepts one
 * registration per descriptor and loop, so holding it while nobody waits
 * would make the next waiter on the same descriptor fail. uv_poll_init()
 * switches the descriptor to non-blocking mode; the poll event restores
 * the previous mode at once, because the descriptor usually belongs to a
 * PHP stream that keeps doing blocking reads and writes itself (only the
 * waiting is ours).
 */
#include "reactor_internal.h"
#include <fcntl.h>
#include <unistd.h>

/* {{{ poll */

typedef struct {
	zend_async_poll_event_t poll;
	poll_handle_t *handle;
} async_uv_poll_t;

static void poll_close_cb(uv_handle_t *handle)
{
	poll_handle_t *ph = handle->data;
	if (ph->close_fd >= 0) {
		close(ph->close_fd);
	}
	efree(ph);
}

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

static void poll_cb(uv_poll_t *handle, int status, int events)
{
	poll_handle_t *ph = handle->data;
	zend_async_poll_event_t *event = ph->event;

	if (event == NULL) {
		return;
	}
	event->status = status;
	event->triggered_events = 0;
	if (status < 0) {
		/* An error: report every requested bit so waiters look. */
		event->triggered_events = event->events;
	} else {
		event->triggered_events |= (events & UV_READABLE) ? ZEND_ASYNC_POLL_READABLE : 0;
		event->triggered_events |= (events & UV_WRITABLE) ? ZEND_ASYNC_POLL_WRITABLE : 0;
		event->triggered_events |= (events & UV_DISCONNECT) ? ZEND_ASYNC_POLL_DISCONNECT : 0;
		event->triggered_events |= (events & UV_PRIORITIZED) ? ZEND_ASYNC_POLL_PRIORITIZED : 0;
	}
	async_reactor_notify(&event->base);
}

poll_handle_t *async_reactor_poll_handle_open(int fd, uint32_t uv_events, uv_poll_cb cb, void *event, int *rc)
{
	poll_handle_t *ph = ecalloc(1, sizeof(*ph));
	int flags = fcntl(fd, F_GETFL);

	*rc = uv_poll_init(async_reactor_loop(), &ph->handle, fd);
	if (flags >= 0) {
		fcntl(fd, F_SETFL, flags);
	}
	if (*rc < 0) {
		efree(ph);
		return NULL;
	}
	async_reactor_handle_opened();
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

static bool poll_start(zend_async_event_t *event)
{
	async_uv_poll_t *poll = (async_uv_poll_t *) event;
	int rc;

	if (!async_reactor_event_ref(event)) {
		return true;
	}
	poll->handle = async_reactor_poll_handle_open(poll->poll.fd, to_uv_events(poll->poll.events), poll_cb, &poll->poll,
		&rc);
	if (poll->handle == NULL) {
		async_reactor_event_unref(event);
		zend_async_throw(ZEND_ASYNC_EXCEPTION_POLL, "Cannot poll descriptor %d: %s", poll->poll.fd, uv_strerror(rc));
		return false;
	}
	return true;
}

static bool poll_stop(zend_async_event_t *event)
{
	async_uv_poll_t *poll = (async_uv_poll_t *) event;

	if (async_reactor_event_unref(event)) {
		async_reactor_poll_handle_release(poll->handle);
		poll->handle = NULL;
	}
	return true;
}

static bool poll_dispose(zend_async_event_t *event)
{
	async_reactor_event_stop_all(event);
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

/* }}} */

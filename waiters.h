/*
 * waiters.h: a FIFO of coroutines waiting on an object (Channel, Pool),
 * served in arrival order. A waiter is its wait's callback record
 * (zend_async_wait_t.callback): the object's add_callback links it here
 * instead of into the event's callback vector (async_waiter_marker tells
 * such a record apart), its del_callback unlinks it. The waker holds one
 * reference to the record until the wait returns, the queue another while
 * it is linked, both dropped against the object's event. Whoever serves a
 * waiter unlinks it first: a linked waiter is always still owed something.
 */
#ifndef ASYNC_WAITERS_H
#define ASYNC_WAITERS_H

#include "php_async.h"
#include "lib/list.h"

typedef struct _async_waiter async_waiter_t;

typedef struct {
	async_list_t list; /* of async_waiter_t, by link */
	uint32_t length;
} async_waiters_t;

struct _async_waiter {
	zend_coroutine_event_callback_t cb;
	async_list_node_t link;
	async_waiters_t *queue; /* non-NULL while linked */
};

/* Never called: the callback of every waiter record, which only marks it.
 * Each file that includes this gets its own copy: a record is only ever
 * recognised by the object (and so the file) that made it. */
static zend_always_inline void async_waiter_marker(zend_async_event_t *event, zend_async_event_callback_t *callback,
	void *result, zend_object *exception)
{
}

static zend_always_inline void async_waiter_init(async_waiter_t *w, zend_async_event_callback_dispose_fn dispose)
{
	w->cb.base.ref_count = 0;
	w->cb.base.callback = async_waiter_marker;
	w->cb.base.dispose = dispose;
	w->cb.coroutine = NULL;
	w->cb.event = NULL;
	async_list_node_init(&w->link);
	w->queue = NULL;
}

static zend_always_inline bool async_waiter_is_record(const zend_async_event_callback_t *callback)
{
	return callback->callback == async_waiter_marker;
}

/* The oldest waiter / the one after w; NULL when there is none. */
static zend_always_inline async_waiter_t *async_waiters_first(const async_waiters_t *q)
{
	return ASYNC_LIST_ENTRY_OR_NULL(q->list.head, async_waiter_t, link);
}

static zend_always_inline async_waiter_t *async_waiters_next(const async_waiter_t *w)
{
	return ASYNC_LIST_ENTRY_OR_NULL(w->link.next, async_waiter_t, link);
}

static zend_always_inline void async_waiters_push(async_waiters_t *q, async_waiter_t *w)
{
	w->queue = q;
	async_list_push_back(&q->list, &w->link);
	q->length++;
	w->cb.base.ref_count++;
}

/* Drops the queue's reference against event: may free w. */
static zend_always_inline void async_waiters_unlink(async_waiter_t *w, zend_async_event_t *event)
{
	async_waiters_t *q = w->queue;

	async_list_remove(&q->list, &w->link);
	q->length--;
	w->queue = NULL;
	zend_async_callback_release(&w->cb.base, event);
}

/* Serving w (its coroutine's result set, the caller unlinks it next and
 * resumes the coroutine returned): the waker lets go of w at once when w
 * is its wait's only subscription, so the wait ends on the fast path
 * instead of unsubscribing from an object that already dropped it. */
static zend_always_inline zend_coroutine_t *async_waiter_served(async_waiter_t *w)
{
	zend_coroutine_t *co = w->cb.coroutine;

	zend_async_waker_release_served(co->waker, &w->cb.base);
	return co;
}

/* Still suspended in its wait? One woken by something else (a timeout, a
 * cancellation, the deadlock detector) stays linked until it runs, but is
 * owed nothing any more. */
static zend_always_inline bool async_waiter_is_waiting(const async_waiter_t *w)
{
	const zend_async_waker_t *waker = w->cb.coroutine->waker;
	return waker != NULL && waker->status == ZEND_ASYNC_WAKER_WAITING;
}

#endif /* ASYNC_WAITERS_H */

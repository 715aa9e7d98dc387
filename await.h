/*
 * await.h: await() and the await_*() family, Async\Timeout and
 * cancellation tokens (await.c, await_group.c).
 */
#ifndef ASYNC_AWAIT_H
#define ASYNC_AWAIT_H

#include "php_async.h"

extern zend_class_entry *async_ce_timeout;

/* The event to watch for a cancellation token: *event is NULL for a Timeout
 * that was disarmed (it never cancels anything) and may be closed already
 * (the token fired). False if the object has no event. */
bool async_await_token_event(zend_object *token, zend_async_event_t **event);
/* The same for a wait that is about to start: false with an exception
 * thrown if the token cannot be awaited or has already fired
 * (OperationCanceledException, previous: the token's error). */
bool async_await_cancellation_event(zend_object *token, uint32_t arg_num, zend_async_event_t **event);
/* Marks a settled event's outcome as taken (a coroutine's error is then
 * not reported as unhandled). */
void async_await_mark_observed(zend_async_event_t *event);
/* The outcome of a completed event: its result and error, both lent; an
 * event that closed without anything to replay settled with null. */
void async_await_replay_outcome(zend_async_event_t *event, zval *result, zend_object **error);
/* MINIT: the classes and functions its stub declares (await_group.c
 * defines the await_*() functions). */
void async_await_minit(void);
/* The event behind an awaitable object; NULL if it has none. */
zend_async_event_t *async_event_from_object(zend_object *object);

#endif /* ASYNC_AWAIT_H */

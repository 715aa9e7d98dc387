/*
 * await.h: await() and the await_*() family, Async\Timeout and
 * cancellation tokens (await.c).
 */
#ifndef ASYNC_AWAIT_H
#define ASYNC_AWAIT_H

#include "php_async.h"

extern zend_class_entry *async_ce_timeout;

/* Subscribes coroutine to a cancellation token; true (with an exception
 * thrown) if the token already fired or cannot be awaited. */
bool async_await_subscribe_cancellation(zend_coroutine_t *coroutine, zend_object *token, uint32_t arg_num);
bool async_await_cancellation_event(zend_object *token, uint32_t arg_num, zend_async_event_t **event);
/* MINIT: the classes and functions its stub declares. */
void async_await_minit(void);
/* The event behind an awaitable object; NULL if it has none. */
zend_async_event_t *async_event_from_object(zend_object *object);

#endif /* ASYNC_AWAIT_H */

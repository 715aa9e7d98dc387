/*
 * future.h: Async\Future / Async\FutureState for C code (future.c):
 * signal() creates and settles them, await() waits on them. The state
 * object carries the event: awaiting a Future waits on its state's event.
 */
#ifndef ASYNC_FUTURE_H
#define ASYNC_FUTURE_H

#include "php_async.h"

extern zend_class_entry *async_ce_future;
extern zend_class_entry *async_ce_future_state;

/* Called once when the state settles (any way) or is freed unsettled, so
 * whatever feeds it (a signal watch, a token subscription) lets go. */
typedef void (*async_future_settle_fn)(zend_object *state, void *data);

/* MINIT: the classes its stub declares. */
void async_future_minit(void);
/* A new pending FutureState (refcount 1). */
zend_object *async_future_state_new(void);
/* A new Future reading state (refcount 1; it holds a reference to state). */
zend_object *async_future_new(zend_object *state);
/* Settle; no-ops on a settled state. error is borrowed. */
void async_future_state_complete(zend_object *state, zval *result);
void async_future_state_reject(zend_object *state, zend_object *error);
bool async_future_state_is_settled(zend_object *state);
void async_future_state_on_settle(zend_object *state, async_future_settle_fn fn, void *data);
/* The event behind a Future or FutureState object; NULL for other objects. */
zend_async_event_t *async_future_event_from_object(zend_object *object);

#endif

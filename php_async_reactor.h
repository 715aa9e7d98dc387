/*
 * php_async_reactor.h: module-level entry points of the reactor's PHP
 * surface (signal.c, fs_watcher.c, future.c, hook_*.c), for async.c and
 * await.c.
 */
#ifndef PHP_ASYNC_REACTOR_H
#define PHP_ASYNC_REACTOR_H

#include "php_async.h"

extern zend_class_entry *async_ce_signal;
extern zend_class_entry *async_ce_fs_event;
extern zend_class_entry *async_ce_fs_watcher;

/* MINIT: Future, signal() and Signal, FileSystemWatcher. */
void async_future_register_classes(void);
void async_signal_register_functions(void);
void async_signal_register_classes(void);
void async_fs_watcher_register_classes(void);
/* RSHUTDOWN, before the loop closes: the pipes' async I/O objects. */
void async_hook_stream_io_rshutdown(void);
/* The event behind an awaitable object (await.c); NULL if it has none. */
zend_async_event_t *async_event_from_object(zend_object *object);

/* A subscription whose owner may vanish while it is being notified: the
 * notifier touches the record after the callback returns, so it is a
 * separate allocation with a back pointer cleared on detach. Used by
 * signal.c and fs_watcher.c. */
typedef struct {
	zend_async_event_callback_t base;
	void *owner;
} async_owned_callback_t;

static inline void async_owned_callback_dispose(zend_async_event_callback_t *callback, zend_async_event_t *event)
{
	efree(callback);
}

static zend_always_inline async_owned_callback_t *async_owned_callback_subscribe(zend_async_event_t *event,
	zend_async_event_callback_fn fn, void *owner)
{
	async_owned_callback_t *callback = emalloc(sizeof(*callback));
	callback->base.ref_count = 0;
	callback->base.callback = fn;
	callback->base.dispose = async_owned_callback_dispose;
	callback->owner = owner;
	event->add_callback(event, &callback->base);
	return callback;
}

static zend_always_inline void async_owned_callback_unsubscribe(zend_async_event_t *event, async_owned_callback_t *callback)
{
	callback->owner = NULL;
	event->del_callback(event, &callback->base);
}

#endif

/*
 * php_async_reactor.h: module-level entry points of the reactor's PHP
 * surface (reactor_api.c, future.c, hook_*.c), for async.c and await.c.
 */
#ifndef PHP_ASYNC_REACTOR_H
#define PHP_ASYNC_REACTOR_H

#include "php_async.h"

extern zend_class_entry *async_ce_signal;
extern zend_class_entry *async_ce_fs_event;
extern zend_class_entry *async_ce_fs_watcher;

/* MINIT: Future, Signal, signal(), FileSystemWatcher. */
void async_reactor_api_minit(void);
void async_future_minit(void);
/* RSHUTDOWN, before the loop closes: the pipes' async I/O objects. */
void async_hook_stream_io_rshutdown(void);
/* The event behind an awaitable object (await.c); NULL if it has none. */
zend_async_event_t *async_event_from_object(zend_object *object);

#endif

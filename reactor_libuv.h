/*
 * reactor_libuv.h: how the module installs the libuv reactor behind the
 * ABI's reactor slots (reactor_libuv.c). Everything else reaches the
 * reactor through zend_async_API.h.
 */
#ifndef ASYNC_REACTOR_LIBUV_H
#define ASYNC_REACTOR_LIBUV_H

#include "zend_async_API.h"

/* MINIT: fills the reactor slot table; trace_events (async.trace_events)
 * puts the tracing table (reactor/reactor_trace.c) in front of it. */
void async_reactor_minit(bool trace_events);

/* phpinfo(): the reactor's rows in the module's table (libuv's version
 * the module was built against and the one it runs on). */
void async_reactor_minfo(void);

#endif /* ASYNC_REACTOR_LIBUV_H */

/*
 * reactor_libuv.h: how the module installs the libuv reactor behind the
 * ABI's reactor slots (reactor_libuv.c). Everything else reaches the
 * reactor through zend_async_API.h.
 */
#ifndef ASYNC_REACTOR_LIBUV_H
#define ASYNC_REACTOR_LIBUV_H

#include "zend_async_API.h"

/* MINIT: fills the reactor slot table. */
void async_reactor_minit(void);

#endif /* ASYNC_REACTOR_LIBUV_H */

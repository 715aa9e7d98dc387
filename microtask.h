/*
 * microtask.h: the microtask queue (microtask.c): C callbacks run FIFO
 * before the next coroutine switch.
 */
#ifndef ASYNC_MICROTASK_H
#define ASYNC_MICROTASK_H

#include "php_async.h"

void async_microtask_add(zend_async_microtask_t *task);
void async_microtask_run_all(void);
void async_microtask_free_all(void);

#endif /* ASYNC_MICROTASK_H */

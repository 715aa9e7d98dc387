/*
 * switch_handlers.h: engine state isolated per coroutine and the autoload guard
 * (switch_handlers.c).
 */
#ifndef ASYNC_SWITCH_HANDLERS_H
#define ASYNC_SWITCH_HANDLERS_H

#include "php_async.h"

void async_switch_handlers_minit(void);
void async_switch_handlers_mshutdown(void);
void async_switch_handlers_coroutine_free(async_coroutine_t *co);
void async_switch_handlers_rshutdown(void);
/* After a fatal error inside a coroutine (nothing is resumed any more):
 * flushes the buffers of the failed and of every abandoned coroutine, and
 * gives main its engine state back. */
void async_switch_handlers_abandon_all(void);

#endif /* ASYNC_SWITCH_HANDLERS_H */

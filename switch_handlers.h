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

#endif /* ASYNC_SWITCH_HANDLERS_H */

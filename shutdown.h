/*
 * shutdown.h: the end of a request under the runtime (shutdown.c): exit(),
 * the drain of the remaining coroutines, the shutdown destructor pass.
 */
#ifndef ASYNC_SHUTDOWN_H
#define ASYNC_SHUTDOWN_H

#include "php_async.h"

void async_shutdown_minit(void);
void async_shutdown_mshutdown(void);
void async_shutdown_rinit(void);
void async_shutdown_arm(void);

#endif /* ASYNC_SHUTDOWN_H */

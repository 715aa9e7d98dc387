/*
 * iterate.h: Async\iterate() (iterate.c), a concurrent foreach over a child
 * scope of the caller's.
 */
#ifndef ASYNC_ITERATE_H
#define ASYNC_ITERATE_H

#include "php_async.h"

/* MINIT: the function its stub declares. */
void async_iterate_minit(void);

#endif /* ASYNC_ITERATE_H */

/*
 * schedule_perturb.h: the seeded scheduler perturbation (async.schedule_seed).
 * Off (seed 0) the scheduler never calls in here; on, the ready queue is
 * served in a random order and the reactor is polled at random extra
 * points, reproducibly from the seed, to shake out order-dependent bugs.
 */
#ifndef ASYNC_SCHEDULE_PERTURB_H
#define ASYNC_SCHEDULE_PERTURB_H

#include "php_async.h"

/* Seeds the request's generator from the INI. */
void async_schedule_perturb_rinit(void);

/* Takes a random coroutine off the ready queue (NULL when empty), after
 * sometimes polling the reactor without blocking first. */
async_coroutine_t *async_schedule_perturbed_pop(bool may_poll);

#endif

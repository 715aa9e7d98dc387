/*
 * schedule_perturb.c: async.schedule_seed. A legal schedule is any order
 * of the ready coroutines, and I/O may complete at any poll; the normal
 * scheduler always picks FIFO and polls on a fixed rhythm, so tests only
 * ever see one of those orders. Here both are drawn from a generator
 * seeded per request, so a failing order can be replayed from its seed.
 */
#include "schedule_perturb.h"
#include "coroutine.h"
#include "microtask.h"
#include "lib/async_prng.h"

void async_schedule_perturb_rinit(void)
{
	ASYNC_G(schedule_rng) = (uint64_t) ASYNC_G(schedule_seed);
#ifdef ASYNC_DEBUG
	async_debug_schedule_seed = (uint64_t) ASYNC_G(schedule_seed);
#endif
}

/* How far down the queue a pick may reach (bounds the cost per pick when
 * thousands of coroutines are ready). */
#define PERTURB_WINDOW 64

/* A coroutine queued by suspend() (async_scheduler_yield()): it was
 * promised that everything ready before it runs first. */
static bool is_yield(async_coroutine_t *co)
{
	zend_async_waker_t *waker = co->coroutine.waker;

	return waker != NULL && waker->status == ZEND_ASYNC_WAKER_QUEUED && waker->waiting_for != NULL
		&& strcmp(waker->waiting_for, "suspend") == 0;
}

/* Picks the index of the next coroutine among those a legal schedule
 * could run next. Two orders are promises code relies on, and stay:
 * suspend() runs everything that was ready before the caller continues,
 * and coroutines start in the order they were spawned. What is left to
 * shuffle is the order in which woken coroutines run, among themselves
 * and between the starts: the order events happen to complete in. So the
 * choice is among the entries before the first yielded coroutine (or that
 * one alone, once at the head), skipping all never-started ones but the
 * first. */
static size_t pick_index(const async_ring_buffer_t *queue)
{
	size_t count = MIN(async_ring_buffer_count(queue), PERTURB_WINDOW);
	size_t candidates[PERTURB_WINDOW];
	size_t n = 0;
	bool start_seen = false;

	for (size_t i = 0; i < count; i++) {
		async_coroutine_t *co = async_ring_buffer_peek(queue, i);
		if (is_yield(co)) {
			if (i == 0) {
				return 0;
			}
			break;
		}
		if (!ZEND_COROUTINE_IS_STARTED(&co->coroutine)) {
			if (start_seen) {
				continue;
			}
			start_seen = true;
		}
		candidates[n++] = i;
	}
	return candidates[async_prng_below(&ASYNC_G(schedule_rng), n)];
}

async_coroutine_t *async_schedule_perturbed_pop(bool may_poll)
{
	async_ring_buffer_t *queue = &ASYNC_G(ready_queue);

	if (async_ring_buffer_is_empty(queue)) {
		return NULL;
	}
	/* One pick in four first lets the reactor deliver what is ready,
	 * so completions interleave with hand-offs at varying points. */
	if (may_poll && async_prng_below(&ASYNC_G(schedule_rng), 4) == 0
		&& (ZEND_ASYNC_G(active_event_count) > 0 || ZEND_ASYNC_REACTOR_LOOP_ALIVE())) {
		ZEND_ASYNC_REACTOR_EXECUTE(true);
		if (!async_ring_buffer_is_empty(&ASYNC_G(microtasks))) {
			async_microtask_run_all();
		}
	}
	if (async_ring_buffer_is_empty(queue)) {
		return NULL;
	}
	return async_ring_buffer_take(queue, pick_index(queue));
}

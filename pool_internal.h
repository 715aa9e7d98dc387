/*
 * pool_internal.h: what pool.c (the Async\Pool class) and
 * pool_resources.c (its resources, waiters and healthcheck) share.
 */
#ifndef ASYNC_POOL_INTERNAL_H
#define ASYNC_POOL_INTERNAL_H

#include "pool.h"
#include "scope.h"
#include "waiters.h"

typedef enum {
	BREAKER_ACTIVE,
	BREAKER_INACTIVE,
	BREAKER_RECOVERING,
} breaker_state_t;

typedef struct _async_pool async_pool_t;
/* One acquire() waiting (waiters.h). It is served by unlinking it and
 * leaving its grant in its waker's result: a resource (already counted as
 * out), or a permit, the right to create one in a slot reserved for it. */
typedef async_waiter_t pool_waiter_t;

struct _async_pool {
	/* Waiters subscribe here (they sit in the queue, not in its callback
	 * vector); deadlock detection sees them as waiting on the pool. */
	zend_async_event_t event;
	zval factory;
	zval destructor; /* UNDEF when absent, as the three below */
	zval healthcheck;
	zval before_acquire;
	zval before_release;
	zend_object *strategy;
	uint32_t min;
	uint32_t max;
	uint32_t interval_ms;
	/* Idle resources, oldest first (a ring of idle_slots zvals). */
	zval *idle;
	uint32_t idle_slots;
	uint32_t idle_head;
	uint32_t idle_count;
	/* Resources out with callers (order does not matter). */
	zval *out;
	uint32_t out_slots;
	uint32_t out_count;
	uint32_t hooked;   /* in beforeAcquire/beforeRelease: counted as out */
	uint32_t checking; /* in the healthcheck */
	uint32_t reserved; /* slots without a resource yet */
	async_waiters_t waiters;
	breaker_state_t state;
	bool constructed;
	bool closed;
	bool check_running;
	zend_async_timer_event_t *timer;
	zend_async_event_callback_t timer_callback;
	async_scope_owned_t owned;
	zend_object std;
};

static zend_always_inline async_pool_t *pool_from_obj(zend_object *obj)
{
	return (async_pool_t *) ((char *) obj - XtOffsetOf(async_pool_t, std));
}

static zend_always_inline uint32_t pool_total(const async_pool_t *pool)
{
	return pool->idle_count + pool->out_count + pool->hooked + pool->checking + pool->reserved;
}

#define POOL_UNAVAILABLE_MESSAGE "Service is unavailable (circuit breaker is open)"

/* Sets up the pool's wait event and scope hook (create_object). */
void async_pool_init(async_pool_t *pool);
/* Creates $min resources and arms the healthcheck (the constructor); false
 * with the factory's exception thrown, the pool then closed. */
bool async_pool_start(async_pool_t *pool);
/* acquire() (may_wait) and tryAcquire(): true with *out set; false with an
 * exception thrown, or without one when tryAcquire() has nothing. */
bool async_pool_acquire(async_pool_t *pool, bool may_wait, zend_long timeout_ms, zval *out);
/* release(): false with an exception thrown. */
bool async_pool_release(async_pool_t *pool, zval *value);
/* close(): the first exception a destructor threw is left thrown. */
void async_pool_close(async_pool_t *pool);
/* deactivate(): INACTIVE, and the waiters get ServiceUnavailableException. */
void async_pool_deactivate(async_pool_t *pool);
/* Coroutines waiting in acquire(). */
uint32_t async_pool_waiting(const async_pool_t *pool);
/* free_obj: lets go of everything without calling anyone. */
void async_pool_free(async_pool_t *pool);

#endif /* ASYNC_POOL_INTERNAL_H */

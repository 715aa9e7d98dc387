/*
 * pool_resources.c: how Async\Pool (pool.c) hands out its resources.
 *
 * Every resource the pool answers for is in exactly one place: the idle
 * ring, the list of resources out with callers, or a local of the code
 * running a user callback on it (counted in `hooked` or `checking`, so
 * that count() and the $max bound see it). `reserved` counts slots held
 * without a resource yet: factory calls in progress and creation permits
 * handed to waiters. Whoever frees a slot or returns a resource serves the
 * oldest waiter first, so a caller never overtakes one that queued before
 * it (no barging).
 */
#include "pool_internal.h"
#include "exceptions.h"
#include "scheduler.h"
#include "zend_exceptions.h"
#include "zend_interfaces.h"

/* A creation permit in a waker's result: IS_PTR never is a PHP value. */
static int permit_marker;

/* {{{ exceptions */

static void throw_closed(void)
{
	zend_throw_exception(async_ce_pool_exception, "Pool is closed", 0);
}

static zend_object *new_exception(zend_class_entry *ce, const char *message)
{
	zval ex;

	object_init_ex(&ex, ce);
	zend_update_property_string(zend_ce_exception, Z_OBJ(ex), "message", sizeof("message") - 1, message);
	return Z_OBJ(ex);
}

/* Cancellations and exit() are never swallowed or reported as a
 * resource's failure: they end the caller. */
static bool is_abort(const zend_object *exception)
{
	return instanceof_function(exception->ce, async_ce_cancellation) || zend_is_unwind_exit(exception)
		|| zend_is_graceful_exit(exception);
}

/* Takes the pending exception out (owned) so that PHP code may run. */
static zend_object *exception_take(void)
{
	zend_object *exception = EG(exception);

	if (exception != NULL) {
		GC_ADDREF(exception);
		zend_clear_exception();
	}
	return exception;
}

/* Puts back what exception_take() took: it stays the head, and what was
 * thrown meanwhile becomes the last of its previous exceptions. */
static void exception_put_back(zend_object *taken)
{
	if (taken == NULL) {
		return;
	}
	zend_object *newer = exception_take();
	if (newer != NULL) {
		zend_exception_set_previous(taken, newer);
	}
	zend_throw_exception_internal(taken);
}

/* Where nobody can catch it (the healthcheck's coroutine, a scope being
 * disposed): an ordinary exception becomes a warning naming the pool. */
static void exception_to_warning(const char *during)
{
	zend_object *exception = EG(exception);

	if (exception == NULL || is_abort(exception)) {
		return;
	}
	exception = exception_take();
	zval rv;
	zval *message = zend_read_property_ex(exception->ce, exception, ZSTR_KNOWN(ZEND_STR_MESSAGE), 1, &rv);
	zend_error(E_WARNING, "Async\\Pool: %s threw %s: %s", during, ZSTR_VAL(exception->ce->name),
		Z_TYPE_P(message) == IS_STRING ? Z_STRVAL_P(message) : "");
	OBJ_RELEASE(exception);
}

/* }}} */

/* {{{ idle ring and resources out */

static void idle_push(async_pool_t *pool, zval *resource)
{
	if (pool->idle_count == pool->idle_slots) {
		uint32_t slots = pool->idle_slots ? pool->idle_slots * 2 : 4;
		zval *ring = safe_emalloc(slots, sizeof(zval), 0);
		for (uint32_t i = 0; i < pool->idle_count; i++) {
			ZVAL_COPY_VALUE(&ring[i], &pool->idle[(pool->idle_head + i) % pool->idle_slots]);
		}
		if (pool->idle != NULL) {
			efree(pool->idle);
		}
		pool->idle = ring;
		pool->idle_slots = slots;
		pool->idle_head = 0;
	}
	ZVAL_COPY_VALUE(&pool->idle[(pool->idle_head + pool->idle_count) % pool->idle_slots], resource);
	pool->idle_count++;
}

static void idle_pop(async_pool_t *pool, zval *out)
{
	ZEND_ASSERT(pool->idle_count > 0);
	ZVAL_COPY_VALUE(out, &pool->idle[pool->idle_head]);
	ZVAL_UNDEF(&pool->idle[pool->idle_head]);
	pool->idle_head = (pool->idle_head + 1) % pool->idle_slots;
	pool->idle_count--;
}

/* Records resource (borrowed) as out with a caller. */
static void out_add(async_pool_t *pool, zval *resource)
{
	if (pool->out_count == pool->out_slots) {
		pool->out_slots = pool->out_slots ? pool->out_slots * 2 : 4;
		pool->out = safe_erealloc(pool->out, pool->out_slots, sizeof(zval), 0);
	}
	ZVAL_COPY(&pool->out[pool->out_count++], resource);
}

/* Moves the resource out that is identical (===) to resource into *taken;
 * false when none is. */
static bool out_take(async_pool_t *pool, zval *resource, zval *taken)
{
	for (uint32_t i = 0; i < pool->out_count; i++) {
		if (zend_is_identical(&pool->out[i], resource)) {
			ZVAL_COPY_VALUE(taken, &pool->out[i]);
			ZVAL_COPY_VALUE(&pool->out[i], &pool->out[--pool->out_count]);
			ZVAL_UNDEF(&pool->out[pool->out_count]);
			return true;
		}
	}
	return false;
}

/* }}} */

/* {{{ user callbacks */

/* Calls callable (a pool field) with one argument. Both are copied first:
 * the callback may release the last other reference to either, or make
 * the pool's arrays move. False with an exception pending. */
static bool call_with(zval *callable, zval *arg, zval *retval)
{
	zval function, param;

	ZVAL_COPY(&function, callable);
	ZVAL_COPY(&param, arg);
	ZVAL_UNDEF(retval);
	call_user_function(NULL, NULL, &function, retval, 1, &param);
	zval_ptr_dtor(&param);
	zval_ptr_dtor(&function);
	if (EG(exception) != NULL) {
		zval_ptr_dtor(retval);
		ZVAL_UNDEF(retval);
		return false;
	}
	return true;
}

/* Gives up resource (owned, consumed) through the destructor. Runs even
 * with an exception pending (which stays the head). False when the
 * destructor threw (its exception pending). */
static bool pool_destroy(async_pool_t *pool, zval *resource)
{
	bool ok = true;

	if (Z_TYPE(pool->destructor) != IS_UNDEF) {
		zend_object *pending = exception_take();
		zval retval;
		ok = call_with(&pool->destructor, resource, &retval);
		zval_ptr_dtor(&retval);
		exception_put_back(pending);
	}
	zval_ptr_dtor(resource);
	return ok;
}

/* Strategy calls hold the strategy: setCircuitBreakerStrategy() from
 * inside one may drop the pool's reference. An exception stays pending. */
static void report_success(async_pool_t *pool)
{
	zend_object *strategy = pool->strategy;

	if (strategy == NULL) {
		return;
	}
	zval source, retval;
	GC_ADDREF(strategy);
	ZVAL_OBJ(&source, &pool->std);
	zend_call_method_with_1_params(strategy, strategy->ce, NULL, "reportsuccess", &retval, &source);
	zval_ptr_dtor(&retval);
	OBJ_RELEASE(strategy);
}

/* error: borrowed. Runs with an exception pending too (it stays the head). */
static void report_failure(async_pool_t *pool, zend_object *error)
{
	zend_object *strategy = pool->strategy;

	if (strategy == NULL || is_abort(error)) {
		return;
	}
	zend_object *pending = exception_take();
	zval source, arg, retval;
	GC_ADDREF(strategy);
	ZVAL_OBJ(&source, &pool->std);
	ZVAL_OBJ(&arg, error);
	zend_call_method_with_2_params(strategy, strategy->ce, NULL, "reportfailure", &retval, &source, &arg);
	zval_ptr_dtor(&retval);
	OBJ_RELEASE(strategy);
	exception_put_back(pending);
}

/* Runs a check (beforeAcquire, beforeRelease, healthcheck) on resource
 * (borrowed). False rejects it: the callback returned false or threw (its
 * exception goes to the strategy, not to the caller). A cancellation or
 * exit() inside it, or a strategy that throws, rejects it too and is left
 * pending for the caller. */
static bool run_check(async_pool_t *pool, zval *callable, zval *resource)
{
	zval retval;
	zend_object *error;

	if (call_with(callable, resource, &retval)) {
		bool passed = zend_is_true(&retval);
		zval_ptr_dtor(&retval);
		if (passed) {
			return true;
		}
		error = new_exception(zend_ce_exception, "Resource validation failed");
	} else if (is_abort(EG(exception))) {
		return false;
	} else {
		error = exception_take();
	}
	report_failure(pool, error);
	OBJ_RELEASE(error);
	return false;
}

/* A new resource into *resource, in a slot the caller reserved. False with
 * an exception pending (the factory's, reported to the strategy). */
static bool call_factory(async_pool_t *pool, zval *resource)
{
	zval function;

	ZVAL_COPY(&function, &pool->factory);
	ZVAL_UNDEF(resource);
	call_user_function(NULL, NULL, &function, resource, 0, NULL);
	zval_ptr_dtor(&function);
	if (EG(exception) != NULL) {
		zval_ptr_dtor(resource);
		ZVAL_UNDEF(resource);
		report_failure(pool, EG(exception));
		return false;
	}
	if (Z_TYPE_P(resource) == IS_NULL) {
		zend_throw_exception(async_ce_pool_exception, "Pool factory returned null; a resource cannot be null", 0);
		return false;
	}
	return true;
}

/* }}} */

/* {{{ waiters */

static void waiter_dispose(zend_async_event_callback_t *callback, zend_async_event_t *event)
{
	efree(callback);
}

static pool_waiter_t *waiter_new(void)
{
	pool_waiter_t *w = emalloc(sizeof(*w));

	async_waiter_init(w, waiter_dispose);
	return w;
}

/* Drops the queue's reference: may free w. */
static void queue_unlink(pool_waiter_t *w)
{
	async_pool_t *pool = (async_pool_t *) ((char *) w->queue - XtOffsetOf(async_pool_t, waiters));

	async_waiters_unlink(w, &pool->event);
}

/* The oldest waiter still waiting. One woken by something else (its
 * timeout, a cancellation) stays linked until it runs, but is owed
 * nothing: it is unlinked and skipped. */
static pool_waiter_t *queue_first_live(async_pool_t *pool)
{
	pool_waiter_t *w;

	while ((w = async_waiters_first(&pool->waiters)) != NULL) {
		if (async_waiter_is_waiting(w)) {
			return w;
		}
		queue_unlink(w);
	}
	return NULL;
}

uint32_t async_pool_waiting(const async_pool_t *pool)
{
	uint32_t count = 0;

	for (const pool_waiter_t *w = async_waiters_first(&pool->waiters); w != NULL; w = async_waiters_next(w)) {
		count += async_waiter_is_waiting(w);
	}
	return count;
}

/* Serves w with grant (owned, moved into its waker's result). */
static void waiter_grant(pool_waiter_t *w, zval *grant)
{
	zend_coroutine_t *co = async_waiter_served(w);

	ZEND_ASSERT(Z_TYPE(co->waker->result) == IS_UNDEF);
	ZVAL_COPY_VALUE(&co->waker->result, grant);
	queue_unlink(w);
	ZEND_ASYNC_RESUME(co);
}

/* Wakes every waiter with a new exception of class ce. */
static void queue_fail_all(async_pool_t *pool, zend_class_entry *ce, const char *message)
{
	pool_waiter_t *w;

	while ((w = async_waiters_first(&pool->waiters)) != NULL) {
		zend_coroutine_t *co = w->cb.coroutine;
		bool waiting = async_waiter_is_waiting(w);
		queue_unlink(w);
		if (waiting) {
			ZEND_ASYNC_RESUME_WITH_ERROR(co, new_exception(ce, message), true);
		}
	}
}

/* }}} */

/* {{{ slots and resources coming back */

/* A slot became free: the oldest waiter gets to create a resource in it. */
static void slot_freed(async_pool_t *pool)
{
	pool_waiter_t *w;

	if (pool->closed || (w = queue_first_live(pool)) == NULL) {
		return;
	}
	zval permit;
	ZVAL_PTR(&permit, &permit_marker);
	pool->reserved++;
	waiter_grant(w, &permit);
}

/* A healthy resource (owned, consumed) comes back: to the oldest waiter,
 * else to the idle ring; on a closed pool it is destroyed. */
static void pool_put(async_pool_t *pool, zval *resource)
{
	pool_waiter_t *w;

	if (pool->closed) {
		pool_destroy(pool, resource);
		return;
	}
	if ((w = queue_first_live(pool)) != NULL) {
		out_add(pool, resource);
		waiter_grant(w, resource);
		return;
	}
	idle_push(pool, resource);
}

/* Destroys a rejected resource (owned) without letting its slot go while
 * the destructor runs (a connection being closed still counts against
 * $max), then frees the slot. */
static void destroy_and_free_slot(async_pool_t *pool, zval *resource)
{
	pool->reserved++;
	pool_destroy(pool, resource);
	pool->reserved--;
	slot_freed(pool);
}

/* A grant a waiter cannot use (its wait failed after it was served). */
static void grant_give_back(async_pool_t *pool, zval *grant)
{
	if (Z_TYPE_P(grant) == IS_PTR) {
		pool->reserved--;
		slot_freed(pool);
		return;
	}
	zval resource;
	if (out_take(pool, grant, &resource)) {
		zend_object *pending = exception_take();
		pool_put(pool, &resource);
		exception_put_back(pending);
	}
	zval_ptr_dtor(grant);
}

/* }}} */

/* {{{ acquire */

/* INACTIVE: may the call through? Asks the strategy whether to recover. */
static bool breaker_admits(async_pool_t *pool)
{
	zend_object *strategy = pool->strategy;

	if (strategy == NULL) {
		return false;
	}
	zval retval;
	GC_ADDREF(strategy);
	zend_call_method_with_0_params(strategy, strategy->ce, NULL, "shouldrecover", &retval);
	OBJ_RELEASE(strategy);
	bool yes = EG(exception) == NULL && zend_is_true(&retval);
	zval_ptr_dtor(&retval);
	if (yes && pool->state == BREAKER_INACTIVE) {
		pool->state = BREAKER_RECOVERING;
	}
	return yes;
}

typedef enum {
	CHECKOUT_GOT,   /* *out is the caller's */
	CHECKOUT_RETRY, /* rejected: the caller now holds a permit */
	CHECKOUT_FAIL,  /* exception pending, nothing held */
} checkout_t;

/* Hands resource (owned, not counted anywhere) to the caller after
 * beforeAcquire. */
static checkout_t checkout(async_pool_t *pool, zval *resource, zval *out)
{
	bool passed = true;

	if (Z_TYPE(pool->before_acquire) != IS_UNDEF) {
		pool->hooked++;
		passed = run_check(pool, &pool->before_acquire, resource);
		pool->hooked--;
	}
	if (passed && !pool->closed) {
		out_add(pool, resource);
		ZVAL_COPY_VALUE(out, resource);
		return CHECKOUT_GOT;
	}
	if (passed || EG(exception) != NULL) {
		/* Closed while it was checked, or the check was cancelled. */
		destroy_and_free_slot(pool, resource);
		if (EG(exception) == NULL) {
			throw_closed();
		}
		return CHECKOUT_FAIL;
	}
	/* Its slot is ours to create another in. */
	pool->reserved++;
	if (!pool_destroy(pool, resource)) {
		pool->reserved--;
		slot_freed(pool);
		return CHECKOUT_FAIL;
	}
	return CHECKOUT_RETRY;
}

static bool prepare_wait(void)
{
	return ZEND_ASYNC_LAUNCH() && zend_async_can_suspend_inline(true);
}

static void throw_timeout(zend_long timeout_ms)
{
	zend_throw_exception_ex(async_ce_timeout_exception, 0, "Pool acquire timed out after " ZEND_LONG_FMT " ms",
		timeout_ms);
}

bool async_pool_acquire(async_pool_t *pool, bool may_wait, zend_long timeout_ms, zval *out)
{
	bool have_permit = false;
	uint64_t deadline = timeout_ms > 0 ? zend_async_reactor_api.now() + (uint64_t) timeout_ms : 0;

	for (;;) {
		if (pool->closed) {
			if (have_permit) {
				pool->reserved--;
			}
			throw_closed();
			return false;
		}
		if (pool->state == BREAKER_INACTIVE && !breaker_admits(pool)) {
			if (have_permit) {
				pool->reserved--;
				slot_freed(pool);
			}
			if (EG(exception) == NULL && may_wait) {
				zend_throw_exception(async_ce_service_unavailable_exception, POOL_UNAVAILABLE_MESSAGE, 0);
			}
			return false;
		}
		/* Our turn: nobody queued before us, or a slot is ours already
		 * (then an idle resource is taken rather than a new one made). */
		if (have_permit || queue_first_live(pool) == NULL) {
			if (pool->idle_count > 0) {
				zval resource;
				if (have_permit) {
					pool->reserved--;
					have_permit = false;
				}
				idle_pop(pool, &resource);
				switch (checkout(pool, &resource, out)) {
					case CHECKOUT_GOT: return true;
					case CHECKOUT_FAIL: return false;
					case CHECKOUT_RETRY: have_permit = true; continue;
				}
			}
			if (!have_permit && pool_total(pool) < pool->max) {
				pool->reserved++;
				have_permit = true;
			}
		}
		if (have_permit) {
			zval resource;
			bool created = call_factory(pool, &resource);
			pool->reserved--;
			have_permit = false;
			if (!created) {
				zend_object *pending = exception_take();
				slot_freed(pool);
				exception_put_back(pending);
				return false;
			}
			if (pool->closed) {
				destroy_and_free_slot(pool, &resource);
				if (EG(exception) == NULL) {
					throw_closed();
				}
				return false;
			}
			out_add(pool, &resource);
			ZVAL_COPY_VALUE(out, &resource);
			return true;
		}
		if (!may_wait) {
			return false;
		}

		zend_ulong wait_ms = 0;
		if (deadline != 0) {
			uint64_t now = zend_async_reactor_api.now();
			if (now >= deadline) {
				throw_timeout(timeout_ms);
				return false;
			}
			wait_ms = (zend_ulong) (deadline - now);
		}
		if (!prepare_wait()) {
			return false;
		}
		zend_async_wait_t wait = {.what = "pool acquire", .timeout_ms = wait_ms, .callback = &waiter_new()->cb};
		bool woke = zend_async_wait_ex(&pool->event, &wait);
		zend_async_waker_t *waker = ZEND_ASYNC_CURRENT_COROUTINE->waker;
		zval grant;
		ZVAL_UNDEF(&grant);
		if (waker != NULL && Z_TYPE(waker->result) != IS_UNDEF) {
			/* A timeout resolves the wait with null: never a grant. */
			if (Z_TYPE(waker->result) != IS_NULL) {
				ZVAL_COPY_VALUE(&grant, &waker->result);
			} else {
				zval_ptr_dtor(&waker->result);
			}
			ZVAL_UNDEF(&waker->result);
		}
		if (!woke) {
			if (Z_TYPE(grant) != IS_UNDEF) {
				grant_give_back(pool, &grant);
			}
			return false;
		}
		if (Z_TYPE(grant) == IS_PTR) {
			have_permit = true;
		} else if (Z_TYPE(grant) != IS_UNDEF) {
			/* Served straight from a release(), already counted as out:
			 * beforeRelease has just passed it; beforeAcquire is for
			 * resources that sat idle. */
			ZVAL_COPY_VALUE(out, &grant);
			return true;
		}
		/* Nothing granted: the timeout (checked at the top) or a spurious
		 * wake. */
	}
}

/* }}} */

/* {{{ close */

static void timer_disarm(async_pool_t *pool)
{
	zend_async_timer_event_t *timer = pool->timer;

	if (timer == NULL) {
		return;
	}
	pool->timer = NULL;
	timer->base.stop(&timer->base);
	timer->base.del_callback(&timer->base, &pool->timer_callback);
	zend_async_event_release(&timer->base);
}

/* Closes the pool. Waiters get PoolException; idle resources are destroyed
 * now, and the first exception a destructor threw is left pending (the
 * others become its previous ones). */
void async_pool_close(async_pool_t *pool)
{
	zend_object *first = NULL;

	if (pool->closed) {
		return;
	}
	pool->closed = true;
	timer_disarm(pool);
	async_scope_disown(&pool->owned);
	queue_fail_all(pool, async_ce_pool_exception, "Pool is closed");

	while (pool->idle_count > 0) {
		zval resource;
		idle_pop(pool, &resource);
		if (!pool_destroy(pool, &resource)) {
			zend_object *error = exception_take();
			if (first == NULL) {
				first = error;
			} else {
				zend_exception_set_previous(first, error);
			}
		}
	}
	if (first != NULL) {
		exception_put_back(first);
	}
}

static void pool_scope_disposed(async_scope_owned_t *owned)
{
	async_pool_t *pool = (async_pool_t *) ((char *) owned - XtOffsetOf(async_pool_t, owned));
	zend_object *pending = exception_take();

	GC_ADDREF(&pool->std);
	async_pool_close(pool);
	exception_to_warning("a destructor, while its scope was disposed,");
	OBJ_RELEASE(&pool->std);
	exception_put_back(pending);
}

/* }}} */

/* {{{ healthcheck */

/* One pass over the resources idle when it starts, each checked once,
 * then the pool refilled to $min. Runs in its own coroutine: the checks
 * may suspend (a query), and acquire() goes on meanwhile. */
static void healthcheck_pass(async_pool_t *pool)
{
	for (uint32_t n = pool->idle_count; n > 0 && pool->idle_count > 0 && !pool->closed; n--) {
		zval resource;
		idle_pop(pool, &resource);
		pool->checking++;
		bool passed = run_check(pool, &pool->healthcheck, &resource);
		pool->checking--;
		if (passed) {
			pool_put(pool, &resource);
		} else {
			destroy_and_free_slot(pool, &resource);
		}
		if (EG(exception) != NULL) {
			return;
		}
	}
	while (!pool->closed && pool_total(pool) < pool->min && queue_first_live(pool) == NULL) {
		zval resource;
		pool->reserved++;
		bool created = call_factory(pool, &resource);
		pool->reserved--;
		if (!created) {
			/* The factory's failure went to the strategy; the next pass
			 * tries again. */
			if (!is_abort(EG(exception))) {
				zend_clear_exception();
			}
			slot_freed(pool);
			return;
		}
		pool_put(pool, &resource);
		if (EG(exception) != NULL) {
			return;
		}
	}
}

static void healthcheck_entry(void)
{
	zend_coroutine_t *co = ZEND_ASYNC_CURRENT_COROUTINE;
	async_pool_t *pool = co->extended_data;

	co->extended_data = NULL;
	healthcheck_pass(pool);
	exception_to_warning("the healthcheck");
	pool->check_running = false;
	OBJ_RELEASE(&pool->std);
}

/* Cancelled before it started: the pass never ran. */
static void healthcheck_dispose(zend_coroutine_t *co)
{
	if (co->extended_data != NULL) {
		async_pool_t *pool = co->extended_data;
		co->extended_data = NULL;
		pool->check_running = false;
		OBJ_RELEASE(&pool->std);
	}
}

static void healthcheck_timer_fired(zend_async_event_t *event, zend_async_event_callback_t *callback, void *result,
	zend_object *exception)
{
	async_pool_t *pool = (async_pool_t *) ((char *) callback - XtOffsetOf(async_pool_t, timer_callback));

	if (pool->check_running || pool->closed) {
		return;
	}
	zend_coroutine_t *co = async_scheduler_spawn_internal(healthcheck_entry, pool);
	if (co == NULL) {
		return;
	}
	co->extended_dispose = healthcheck_dispose;
	pool->check_running = true;
	GC_ADDREF(&pool->std);
}

static void timer_arm(async_pool_t *pool)
{
	zend_async_timer_event_t *timer = ZEND_ASYNC_NEW_TIMER_EVENT(pool->interval_ms, true);

	/* A pool alone must not keep a finished program alive. */
	timer->base.flags |= ZEND_ASYNC_EVENT_F_HIDDEN;
	pool->timer_callback.ref_count = 1;
	pool->timer_callback.callback = healthcheck_timer_fired;
	pool->timer_callback.dispose = NULL;
	timer->base.add_callback(&timer->base, &pool->timer_callback);
	pool->timer = timer;
	if (!timer->base.start(&timer->base)) {
		timer_disarm(pool);
	}
}

/* }}} */

/* {{{ the event */

static bool pool_add_callback(zend_async_event_t *event, zend_async_event_callback_t *callback)
{
	if (async_waiter_is_record(callback)) {
		async_waiters_push(&((async_pool_t *) event)->waiters, (pool_waiter_t *) callback);
		return true;
	}
	return zend_async_callbacks_push(event, callback);
}

static bool pool_del_callback(zend_async_event_t *event, zend_async_event_callback_t *callback)
{
	if (async_waiter_is_record(callback)) {
		pool_waiter_t *w = (pool_waiter_t *) callback;
		if (w->queue == NULL) {
			return false;
		}
		queue_unlink(w);
		return true;
	}
	return zend_async_callbacks_remove(event, callback);
}

static zend_string *pool_info(zend_async_event_t *event)
{
	async_pool_t *pool = (async_pool_t *) event;

	return zend_strpprintf(0, "Pool(max=%u, idle=%u, active=%u, waiting=%u)", pool->max, pool->idle_count,
		pool->out_count + pool->hooked, async_pool_waiting(pool));
}

/* }}} */

/* {{{ the pool's life */

void async_pool_init(async_pool_t *pool)
{
	zend_async_event_init_object(&pool->event, XtOffsetOf(async_pool_t, std), NULL, NULL, pool_info);
	pool->event.add_callback = pool_add_callback;
	pool->event.del_callback = pool_del_callback;
	ZVAL_UNDEF(&pool->factory);
	ZVAL_UNDEF(&pool->destructor);
	ZVAL_UNDEF(&pool->healthcheck);
	ZVAL_UNDEF(&pool->before_acquire);
	ZVAL_UNDEF(&pool->before_release);
	pool->owned.close = pool_scope_disposed;
}

bool async_pool_start(async_pool_t *pool)
{
	async_scope_own(ZEND_ASYNC_CURRENT_SCOPE, &pool->owned);
	while (!pool->closed && pool_total(pool) < pool->min) {
		zval resource;
		pool->reserved++;
		bool created = call_factory(pool, &resource);
		pool->reserved--;
		if (created) {
			pool_put(pool, &resource);
		}
		if (EG(exception) != NULL) {
			/* `new` fails: PHP will not call the object's destructor, so
			 * what was made goes through $destructor here. */
			zend_object *error = exception_take();
			async_pool_close(pool);
			exception_put_back(error);
			return false;
		}
	}
	if (pool->interval_ms > 0 && Z_TYPE(pool->healthcheck) != IS_UNDEF && !pool->closed) {
		timer_arm(pool);
	}
	return true;
}

bool async_pool_release(async_pool_t *pool, zval *value)
{
	zval resource;

	if (!out_take(pool, value, &resource)) {
		zend_throw_exception(async_ce_pool_exception,
			"Resource is not out from this pool (never acquired from it, or already released)", 0);
		return false;
	}
	if (pool->closed) {
		return pool_destroy(pool, &resource);
	}
	bool healthy = true;
	if (Z_TYPE(pool->before_release) != IS_UNDEF) {
		pool->hooked++;
		healthy = run_check(pool, &pool->before_release, &resource);
		pool->hooked--;
	}
	if (!healthy) {
		destroy_and_free_slot(pool, &resource);
		return EG(exception) == NULL;
	}
	/* The resource goes back even when the strategy throws. */
	report_success(pool);
	zend_object *pending = exception_take();
	pool_put(pool, &resource);
	exception_put_back(pending);
	return EG(exception) == NULL;
}

void async_pool_deactivate(async_pool_t *pool)
{
	pool->state = BREAKER_INACTIVE;
	/* Fail fast: nobody keeps waiting on a service known to be down. */
	queue_fail_all(pool, async_ce_service_unavailable_exception, POOL_UNAVAILABLE_MESSAGE);
}

void async_pool_free(async_pool_t *pool)
{
	pool_waiter_t *w;

	/* Only what dtor_obj did not do (a fatal error skips it). */
	async_scope_disown(&pool->owned);
	timer_disarm(pool);
	while ((w = async_waiters_first(&pool->waiters)) != NULL) {
		queue_unlink(w);
	}
	zend_async_callbacks_free(&pool->event);
	while (pool->idle_count > 0) {
		zval resource;
		idle_pop(pool, &resource);
		zval_ptr_dtor(&resource);
	}
	if (pool->idle != NULL) {
		efree(pool->idle);
	}
	for (uint32_t i = 0; i < pool->out_count; i++) {
		zval_ptr_dtor(&pool->out[i]);
	}
	if (pool->out != NULL) {
		efree(pool->out);
	}
	zval_ptr_dtor(&pool->factory);
	zval_ptr_dtor(&pool->destructor);
	zval_ptr_dtor(&pool->healthcheck);
	zval_ptr_dtor(&pool->before_acquire);
	zval_ptr_dtor(&pool->before_release);
	if (pool->strategy != NULL) {
		OBJ_RELEASE(pool->strategy);
	}
}

/* }}} */

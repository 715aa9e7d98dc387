/*
 * iterate.c: Async\iterate(), a concurrent foreach. The caller's C frame
 * drives the iteration and owns the child scope; each callback runs in a
 * coroutine of that scope whose finish is reported to a shared, refcounted
 * run record (the caller and every running callback hold a reference).
 */
#include "iterate.h"
#include "coroutine.h"
#include "exceptions.h"
#include "scope.h"
#include "zend_exceptions.h"
#include "zend_interfaces.h"
#include "iterate_arginfo.h"

/* What the caller and the callbacks' coroutines share. The event is the
 * record's refcount, and wakes the caller when a callback finishes. */
typedef struct {
	zend_async_event_t event;
	uint32_t in_flight;
	bool stop;          /* a callback returned false */
	zend_object *error; /* first exception of a callback or the iterator */
	/* Owned: a callback's finish is reported after its coroutine left
	 * the scope, possibly after the caller has returned. */
	async_scope_t *scope;
} iterate_run_t;

typedef struct {
	zend_async_event_callback_t base;
	iterate_run_t *run;
} iterate_item_callback_t;

static bool run_dispose(zend_async_event_t *event)
{
	iterate_run_t *run = (iterate_run_t *) event;

	zend_async_callbacks_free(event);
	async_scope_release(run->scope);
	if (run->error != NULL) {
		OBJ_RELEASE(run->error);
	}
	efree(run);
	return true;
}

static zend_string *run_info(zend_async_event_t *event)
{
	return zend_string_init("iterate", sizeof("iterate") - 1, 0);
}

static void run_fail(iterate_run_t *run, zend_object *error)
{
	if (run->error == NULL) {
		GC_ADDREF(error);
		run->error = error;
	}
}

static bool scope_is_cancelled(const async_scope_t *scope)
{
	return (scope->scope.event.flags & ZEND_ASYNC_SCOPE_F_CANCELLED) != 0;
}

/* A callback's coroutine finished (ran, threw, or was cancelled before it
 * started). */
static void item_finished(zend_async_event_t *event, zend_async_event_callback_t *callback, void *result,
	zend_object *exception)
{
	iterate_run_t *run = ((iterate_item_callback_t *) callback)->run;

	run->in_flight--;
	if (exception != NULL) {
		/* Ours to rethrow from iterate(): not an unhandled coroutine error. */
		event->flags |= ZEND_ASYNC_EVENT_F_EXCEPTION_HANDLED;
		if (!(scope_is_cancelled(run->scope) && instanceof_function(exception->ce, async_ce_cancellation))) {
			run_fail(run, exception);
		}
	} else if (result != NULL && Z_TYPE_P((zval *) result) == IS_FALSE) {
		run->stop = true;
	}
	zend_async_callbacks_notify(&run->event, NULL, NULL);
}

static void item_callback_dispose(zend_async_event_callback_t *callback, zend_async_event_t *event)
{
	iterate_run_t *run = ((iterate_item_callback_t *) callback)->run;

	efree(callback);
	zend_async_event_release(&run->event);
}

static bool run_spawn(iterate_run_t *run, zend_fcall_info *fci, zend_fcall_info_cache *fcc, zval *value, zval *key)
{
	zend_coroutine_t *coroutine = ZEND_ASYNC_SPAWN(&run->scope->scope, ZEND_COROUTINE_NORMAL);
	if (coroutine == NULL) {
		return false;
	}
	zval params[2];
	ZVAL_COPY_VALUE(&params[0], value);
	ZVAL_COPY_VALUE(&params[1], key);
	zend_fcall_info call = *fci;
	call.params = params;
	call.param_count = 2;
	call.named_params = NULL;
	async_coroutine_set_fcall(async_coroutine_from_abi(coroutine), &call, fcc);

	iterate_item_callback_t *callback = emalloc(sizeof(*callback));
	callback->base.ref_count = 0;
	callback->base.callback = item_finished;
	callback->base.dispose = item_callback_dispose;
	callback->run = run;
	zend_async_event_add_ref(&run->event);
	coroutine->event.add_callback(&coroutine->event, &callback->base);
	run->in_flight++;
	return true;
}

/* Waits until a callback finishes (or anything else nudges the run).
 * False with the caller's cancellation thrown. */
static bool run_wait(iterate_run_t *run)
{
	return zend_async_wait_event(&run->event, 0, NULL, "iterate");
}

/* Coroutines in the scope or below: callbacks, and whatever they spawned.
 * Zombies count: cancelling a scope turns its coroutines into zombies,
 * and iterate() returns only once they have unwound. */
static bool scope_has_active(const async_scope_t *scope)
{
	if (scope->scope.active_coroutines_count > 0 || scope->scope.zombie_coroutines_count > 0) {
		return true;
	}
	for (const async_scope_t *child = async_scope_first_child(scope); child != NULL;
		 child = async_scope_next_sibling(child)) {
		if (scope_has_active(child)) {
			return true;
		}
	}
	return false;
}

/* The elements: an array walked with our own reference (writes by the
 * callbacks separate it), or an object's iterator. */
typedef struct {
	zval array;
	HashPosition pos;
	zend_object_iterator *iterator;
	bool started;
} iterate_source_t;

/* The next element into value/key (new references). False at the end or
 * with an exception thrown by the iterator. */
static bool source_next(iterate_source_t *source, zval *value, zval *key)
{
	if (source->iterator == NULL) {
		HashTable *ht = Z_ARRVAL(source->array);
		if (source->started) {
			zend_hash_move_forward_ex(ht, &source->pos);
		}
		source->started = true;
		zval *current = zend_hash_get_current_data_ex(ht, &source->pos);
		if (current == NULL) {
			return false;
		}
		ZVAL_COPY_DEREF(value, current);
		zend_hash_get_current_key_zval_ex(ht, key, &source->pos);
		return true;
	}

	zend_object_iterator *iterator = source->iterator;
	if (source->started) {
		iterator->funcs->move_forward(iterator);
	} else if (iterator->funcs->rewind) {
		iterator->funcs->rewind(iterator);
	}
	source->started = true;
	if (EG(exception) || iterator->funcs->valid(iterator) != SUCCESS || EG(exception)) {
		return false;
	}
	zval *current = iterator->funcs->get_current_data(iterator);
	if (current == NULL || EG(exception)) {
		return false;
	}
	if (iterator->funcs->get_current_key) {
		iterator->funcs->get_current_key(iterator, key);
		if (EG(exception)) {
			zval_ptr_dtor(key);
			return false;
		}
	} else {
		ZVAL_LONG(key, iterator->index);
	}
	ZVAL_COPY_DEREF(value, current);
	iterator->index++;
	return true;
}

/* The caller was cancelled: everything it started goes with it. */
static void run_abandon(iterate_run_t *run)
{
	async_scope_cancel(run->scope, NULL);
}

ZEND_FUNCTION(Async_iterate)
{
	zval *iterable;
	zend_fcall_info fci;
	zend_fcall_info_cache fcc;
	zend_long concurrency = 0;
	bool cancel_pending = true;

	ZEND_PARSE_PARAMETERS_START(2, 4)
		Z_PARAM_ITERABLE(iterable)
		Z_PARAM_FUNC(fci, fcc)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(concurrency)
		Z_PARAM_BOOL(cancel_pending)
	ZEND_PARSE_PARAMETERS_END();

	if (concurrency < 0) {
		zend_argument_value_error(3, "must be greater than or equal to 0");
		RETURN_THROWS();
	}
	if (!ZEND_ASYNC_LAUNCH() || !zend_async_can_suspend(true)) {
		RETURN_THROWS();
	}

	iterate_source_t source = {0};
	ZVAL_UNDEF(&source.array);
	if (Z_TYPE_P(iterable) == IS_ARRAY) {
		ZVAL_COPY(&source.array, iterable);
		zend_hash_internal_pointer_reset_ex(Z_ARRVAL(source.array), &source.pos);
	} else {
		source.iterator = Z_OBJCE_P(iterable)->get_iterator(Z_OBJCE_P(iterable), iterable, 0);
		if (source.iterator == NULL || EG(exception)) {
			if (source.iterator != NULL) {
				zend_iterator_dtor(source.iterator);
			}
			if (!EG(exception)) {
				zend_throw_error(NULL, "Async\\iterate(): cannot iterate over %s", ZSTR_VAL(Z_OBJCE_P(iterable)->name));
			}
			RETURN_THROWS();
		}
	}

	iterate_run_t *run = ecalloc(1, sizeof(*run));
	zend_async_event_init(&run->event, NULL, NULL, run_dispose, run_info);
	run->scope = (async_scope_t *) async_scope_new(ZEND_ASYNC_CURRENT_SCOPE);
	bool cancelled = false;

	/* Feed callbacks while allowed. */
	while (!run->stop && run->error == NULL) {
		while (concurrency > 0 && run->in_flight >= (zend_ulong) concurrency && !run->stop && run->error == NULL) {
			if (!run_wait(run)) {
				cancelled = true;
				break;
			}
		}
		if (cancelled || run->stop || run->error != NULL) {
			break;
		}
		zval value, key;
		if (!source_next(&source, &value, &key)) {
			if (EG(exception)) {
				run_fail(run, EG(exception));
				zend_clear_exception();
			}
			break;
		}
		bool spawned = run_spawn(run, &fci, &fcc, &value, &key);
		zval_ptr_dtor(&value);
		zval_ptr_dtor(&key);
		if (!spawned) {
			if (EG(exception)) {
				run_fail(run, EG(exception));
				zend_clear_exception();
			}
			break;
		}
	}

	/* Wind down: an error with cancelPending cancels what is running;
	 * otherwise the callbacks finish. Then what they spawned and left
	 * running is cancelled or awaited. */
	if (!cancelled) {
		bool scope_cancelled = false;
		for (;;) {
			if (!scope_cancelled && cancel_pending && run->error != NULL && scope_has_active(run->scope)) {
				scope_cancelled = true;
				zend_object *reason = zend_async_new_exception(ZEND_ASYNC_EXCEPTION_CANCELLATION,
					"Cancellation of pending coroutines after iterator completion");
				async_scope_cancel(run->scope, reason);
				OBJ_RELEASE(reason);
			}
			if (run->in_flight == 0 && !scope_cancelled && cancel_pending && scope_has_active(run->scope)) {
				scope_cancelled = true;
				zend_object *reason = zend_async_new_exception(ZEND_ASYNC_EXCEPTION_CANCELLATION,
					"Cancellation of pending coroutines after iterator completion");
				async_scope_cancel(run->scope, reason);
				OBJ_RELEASE(reason);
			}
			if (run->in_flight == 0 && !scope_has_active(run->scope)) {
				break;
			}
			/* Callbacks report to the run; other coroutines of the scope
			 * only to the scope's event. */
			bool ok = run->in_flight > 0 ? run_wait(run)
										 : zend_async_wait_event(&run->scope->scope.event, 0, NULL, "iterate");
			if (!ok) {
				cancelled = true;
				break;
			}
		}
	}

	if (cancelled) {
		run_abandon(run);
	}
	if (source.iterator != NULL) {
		zend_iterator_dtor(source.iterator);
	}
	zval_ptr_dtor(&source.array);

	zend_object *error = run->error;
	run->error = NULL;
	zend_async_event_release(&run->event);

	if (cancelled) {
		/* The caller's own cancellation is pending; a callback's error
		 * would only hide it. */
		if (error != NULL) {
			OBJ_RELEASE(error);
		}
		RETURN_THROWS();
	}
	if (error != NULL) {
		zend_throw_exception_internal(error);
		RETURN_THROWS();
	}
}

void async_iterate_minit(void)
{
	zend_register_functions(NULL, ext_functions, NULL, MODULE_PERSISTENT);
}

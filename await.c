/*
 * await.c: waiting from PHP. Async\Timeout (a cancellation token backed by
 * a reactor timer), await() with an optional cancellation token, and the
 * await_*() family that waits on many Completables at once.
 */
#include "await.h"
#include "channel.h"
#include "coroutine.h"
#include "exceptions.h"
#include "future.h"
#include "task_group.h"
#include "zend_exceptions.h"
#include "zend_interfaces.h"
#include "await_arginfo.h"

zend_class_entry *async_ce_timeout;
static zend_object_handlers timeout_handlers;

/* {{{ Async\Timeout */

typedef struct {
	/* Awaiters and await(..., $token) subscribe here. */
	zend_async_event_t event;
	zend_async_timer_event_t *timer;
	/* Our subscription to the timer. A separate allocation: the timeout
	 * may be freed inside the timer's notification (its last holder lets
	 * go when told), and the notifier touches the callback afterwards. */
	struct timeout_timer_callback *timer_callback;
	zend_ulong ms;
	bool cancelled;
	zend_object std;
} async_timeout_t;

typedef struct timeout_timer_callback {
	zend_async_event_callback_t base;
	async_timeout_t *timeout; /* NULL once the timeout let go */
} timeout_timer_callback_t;

static void timeout_timer_callback_dispose(zend_async_event_callback_t *callback, zend_async_event_t *event)
{
	efree(callback);
}

static zend_always_inline async_timeout_t *timeout_from_obj(zend_object *obj)
{
	return (async_timeout_t *) ((char *) obj - XtOffsetOf(async_timeout_t, std));
}

static void timeout_release_timer(async_timeout_t *timeout)
{
	zend_async_timer_event_t *timer = timeout->timer;

	if (timer == NULL) {
		return;
	}
	timeout->timer = NULL;
	timer->base.stop(&timer->base);
	timeout->timer_callback->timeout = NULL;
	timer->base.del_callback(&timer->base, &timeout->timer_callback->base);
	timeout->timer_callback = NULL;
	zend_async_event_release(&timer->base);
}

static void timeout_fired(zend_async_event_t *event, zend_async_event_callback_t *callback, void *result,
	zend_object *exception)
{
	async_timeout_t *timeout = ((timeout_timer_callback_t *) callback)->timeout;

	if (timeout == NULL) {
		return;
	}

	if (ZEND_ASYNC_EVENT_IS_CLOSED(&timeout->event)) {
		return;
	}
	ZEND_ASYNC_EVENT_SET_CLOSED(&timeout->event);
	zend_object *error = zend_async_new_exception(ZEND_ASYNC_EXCEPTION_TIMEOUT,
		"Timeout occurred after " ZEND_ULONG_FMT " milliseconds", timeout->ms);
	/* Keep ourselves alive: a waiter may drop the last reference. */
	GC_ADDREF(&timeout->std);
	zend_async_callbacks_notify(&timeout->event, NULL, error);
	OBJ_RELEASE(error);
	timeout->event.loop_ref_count = 0;
	timeout_release_timer(timeout);
	OBJ_RELEASE(&timeout->std);
}

/* The deadline starts when the token is first waited on and then runs to
 * the end, however many awaits share the token. */
static bool timeout_event_start(zend_async_event_t *event)
{
	async_timeout_t *timeout = (async_timeout_t *) event;

	if (ZEND_ASYNC_EVENT_IS_CLOSED(event)) {
		return true;
	}
	event->loop_ref_count++;
	if (timeout->timer != NULL) {
		return true;
	}
	timeout->timer = ZEND_ASYNC_NEW_TIMER_EVENT(timeout->ms, false);
	timeout->timer_callback = emalloc(sizeof(timeout_timer_callback_t));
	timeout->timer_callback->base.ref_count = 0;
	timeout->timer_callback->base.callback = timeout_fired;
	timeout->timer_callback->base.dispose = timeout_timer_callback_dispose;
	timeout->timer_callback->timeout = timeout;
	timeout->timer->base.add_callback(&timeout->timer->base, &timeout->timer_callback->base);
	return timeout->timer->base.start(&timeout->timer->base);
}

static bool timeout_event_stop(zend_async_event_t *event)
{
	if (event->loop_ref_count > 0) {
		event->loop_ref_count--;
	}
	return true;
}

static bool timeout_event_replay(zend_async_event_t *event, zval *result, zend_object **exception)
{
	async_timeout_t *timeout = (async_timeout_t *) event;

	if (!ZEND_ASYNC_EVENT_IS_CLOSED(event) || timeout->cancelled) {
		return false;
	}
	if (result) {
		ZVAL_NULL(result);
	}
	if (exception) {
		/* A fired token: a fresh exception (owned by the caller). */
		*exception = zend_async_new_exception(ZEND_ASYNC_EXCEPTION_TIMEOUT,
			"Timeout occurred after " ZEND_ULONG_FMT " milliseconds", timeout->ms);
	}
	return true;
}

static zend_string *timeout_event_info(zend_async_event_t *event)
{
	return zend_strpprintf(0, "timeout " ZEND_ULONG_FMT " ms", ((async_timeout_t *) event)->ms);
}

static zend_object *timeout_create_object(zend_class_entry *ce)
{
	async_timeout_t *timeout = zend_object_alloc(sizeof(async_timeout_t), ce);

	memset(timeout, 0, XtOffsetOf(async_timeout_t, std));
	zend_object_std_init(&timeout->std, ce);
	timeout->std.handlers = &timeout_handlers;
	zend_async_event_init_object(&timeout->event, XtOffsetOf(async_timeout_t, std), timeout_event_start,
		timeout_event_stop, timeout_event_info);
	timeout->event.replay = timeout_event_replay;
	return &timeout->std;
}

static void timeout_free_obj(zend_object *object)
{
	async_timeout_t *timeout = timeout_from_obj(object);

	timeout_release_timer(timeout);
	zend_async_callbacks_free(&timeout->event);
	zend_object_std_dtor(object);
}

ZEND_METHOD(Async_Timeout, __construct)
{
	zend_throw_error(NULL, "Async\\Timeout cannot be constructed directly; use Async\\timeout()");
}

ZEND_METHOD(Async_Timeout, cancel)
{
	zend_object *cancellation = NULL;

	ZEND_PARSE_PARAMETERS_START(0, 1)
		Z_PARAM_OPTIONAL
		Z_PARAM_OBJ_OF_CLASS_OR_NULL(cancellation, async_ce_async_cancellation)
	ZEND_PARSE_PARAMETERS_END();

	async_timeout_t *timeout = timeout_from_obj(Z_OBJ_P(ZEND_THIS));
	if (ZEND_ASYNC_EVENT_IS_CLOSED(&timeout->event)) {
		return;
	}
	/* Disarmed: whoever uses it as a token is never cancelled by it. */
	timeout->cancelled = true;
	ZEND_ASYNC_EVENT_SET_CLOSED(&timeout->event);
	timeout->event.loop_ref_count = 0;
	timeout_release_timer(timeout);
}

ZEND_METHOD(Async_Timeout, isCompleted)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_BOOL(ZEND_ASYNC_EVENT_IS_CLOSED(&timeout_from_obj(Z_OBJ_P(ZEND_THIS))->event));
}

ZEND_METHOD(Async_Timeout, isCancelled)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_BOOL(timeout_from_obj(Z_OBJ_P(ZEND_THIS))->cancelled);
}

ZEND_FUNCTION(Async_timeout)
{
	zend_long ms;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(ms)
	ZEND_PARSE_PARAMETERS_END();

	if (ms <= 0) {
		zend_argument_value_error(1, "must be greater than 0");
		RETURN_THROWS();
	}
	if (!ZEND_ASYNC_LAUNCH()) {
		RETURN_THROWS();
	}
	zend_object *object = timeout_create_object(async_ce_timeout);
	timeout_from_obj(object)->ms = (zend_ulong) ms;
	RETURN_OBJ(object);
}

static void register_classes(void)
{
	async_ce_timeout = register_class_Async_Timeout(async_ce_completable);
	async_ce_timeout->create_object = timeout_create_object;
	memcpy(&timeout_handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
	timeout_handlers.offset = XtOffsetOf(async_timeout_t, std);
	timeout_handlers.free_obj = timeout_free_obj;
	timeout_handlers.clone_obj = NULL;
}

/* }}} */

/* {{{ events behind PHP objects */

static zend_async_event_t *event_from_object(zend_object *object)
{
	if (object->ce == async_ce_coroutine) {
		return &async_coroutine_from_obj(object)->coroutine.event;
	}
	if (object->ce == async_ce_timeout) {
		return &timeout_from_obj(object)->event;
	}
	if (object->ce == async_ce_channel) {
		return async_channel_event_from_object(object);
	}
	zend_async_event_t *group_event = async_task_group_event_from_object(object);
	if (group_event != NULL) {
		return group_event;
	}
	return async_future_event_from_object(object);
}

zend_async_event_t *async_event_from_object(zend_object *object)
{
	return event_from_object(object);
}

static void mark_observed(zend_async_event_t *event)
{
	if (event->add_callback == zend_async_callbacks_push && event->replay != NULL && ZEND_ASYNC_EVENT_IS_ZEND_OBJ(event)
		&& ZEND_ASYNC_EVENT_TO_OBJECT(event)->ce == async_ce_coroutine) {
		async_coroutine_mark_observed(async_coroutine_from_obj(ZEND_ASYNC_EVENT_TO_OBJECT(event)));
	}
}

/* Outcome of a completed event: result into return_value, or throws. */
static void replay_into(zend_async_event_t *event, zval *return_value)
{
	zval result;
	zend_object *exception = NULL;

	ZVAL_NULL(&result);
	if (event->replay == NULL || !event->replay(event, &result, &exception)) {
		RETURN_NULL();
	}
	mark_observed(event);
	if (exception != NULL) {
		if (event->replay == timeout_event_replay) {
			zend_throw_exception_internal(exception);
		} else {
			GC_ADDREF(exception);
			zend_throw_exception_internal(exception);
		}
		return;
	}
	RETURN_COPY(&result);
}

/* The event behind a cancellation token, for a wait to watch. False with
 * an exception thrown when the token is not awaitable or has already fired
 * (OperationCanceledException, previous: the token's error); *event is
 * NULL for a Timeout that was disarmed, which never cancels anything. */
bool async_await_cancellation_event(zend_object *token, uint32_t arg_num, zend_async_event_t **event)
{
	zend_async_event_t *cancel_event = event_from_object(token);

	*event = NULL;
	if (cancel_event == NULL) {
		zend_argument_type_error(arg_num, "of class %s cannot be awaited", ZSTR_VAL(token->ce->name));
		return false;
	}
	if (!ZEND_ASYNC_EVENT_IS_CLOSED(cancel_event)) {
		*event = cancel_event;
		return true;
	}
	if (cancel_event->replay == timeout_event_replay && timeout_from_obj(token)->cancelled) {
		return true;
	}
	zend_object *error = zend_async_new_exception(ZEND_ASYNC_EXCEPTION_OPERATION_CANCELED,
		"Operation has been cancelled");
	zval result;
	zend_object *previous = NULL;
	/* A Timeout's replay hands over a fresh exception; every other event
	 * lends its own. */
	if (cancel_event->replay && cancel_event->replay(cancel_event, &result, &previous) && previous) {
		if (cancel_event->replay != timeout_event_replay) {
			GC_ADDREF(previous);
		}
		zend_exception_set_previous(error, previous);
	}
	zend_throw_exception_internal(error);
	return false;
}

/* Subscribes the current coroutine to a cancellation token (waits on
 * several events); true if the token had already fired or is invalid (an
 * exception is pending). */
bool async_await_subscribe_cancellation(zend_coroutine_t *coroutine, zend_object *token, uint32_t arg_num)
{
	zend_async_event_t *cancel_event;

	if (!async_await_cancellation_event(token, arg_num, &cancel_event)) {
		return true;
	}
	if (cancel_event != NULL) {
		zend_async_resume_when(coroutine, cancel_event, false, zend_async_waker_callback_cancel);
	}
	return EG(exception) != NULL;
}

/* }}} */

/* {{{ await() */

ZEND_FUNCTION(Async_await)
{
	zend_object *awaitable;
	zend_object *cancellation = NULL;

	ZEND_PARSE_PARAMETERS_START(1, 2)
		Z_PARAM_OBJ_OF_CLASS(awaitable, async_ce_completable)
		Z_PARAM_OPTIONAL
		Z_PARAM_OBJ_OF_CLASS_OR_NULL(cancellation, async_ce_completable)
	ZEND_PARSE_PARAMETERS_END();

	zend_async_event_t *event = event_from_object(awaitable);
	if (event == NULL) {
		zend_argument_type_error(1, "of class %s cannot be awaited", ZSTR_VAL(awaitable->ce->name));
		RETURN_THROWS();
	}
	if (!ZEND_ASYNC_LAUNCH()) {
		RETURN_THROWS();
	}
	zend_coroutine_t *current = ZEND_ASYNC_CURRENT_COROUTINE;
	if (event == &current->event) {
		zend_throw_error(NULL, "A coroutine cannot await itself");
		RETURN_THROWS();
	}

	/* Fast return: no subscription, no switch. */
	if (ZEND_ASYNC_EVENT_IS_CLOSED(event)) {
		replay_into(event, return_value);
		return;
	}

	zend_async_event_t *cancel_event = NULL;
	if (cancellation != NULL && !async_await_cancellation_event(cancellation, 2, &cancel_event)) {
		RETURN_THROWS();
	}
	if (!zend_async_wait_event(event, 0, cancel_event, "await")) {
		RETURN_THROWS();
	}
	zend_async_waker_t *waker = current->waker;
	mark_observed(event);
	if (Z_TYPE(waker->result) != IS_UNDEF) {
		RETVAL_COPY_VALUE(&waker->result);
		ZVAL_UNDEF(&waker->result);
	}
}

/* }}} */

/* {{{ the await_*() family */

typedef enum {
	AWAIT_ALL,            /* await_all: everything settles; [results, errors] */
	AWAIT_ALL_OR_FAIL,    /* first error throws */
	AWAIT_ANY_OR_FAIL,    /* first settled wins; its error throws */
	AWAIT_FIRST_SUCCESS,  /* first success; [result, errors] */
	AWAIT_ANY_OF_OR_FAIL, /* `count` successes; first error throws */
	AWAIT_ANY_OF,         /* `count` successes or everything settled; [results, errors] */
} await_mode;

typedef enum { ITEM_PENDING, ITEM_OK, ITEM_ERROR } item_state;

typedef struct {
	zval key;
	zend_object *object;
	zend_async_event_t *event;
	item_state state;
	zval result;
	zend_object *error;
} await_item_t;

typedef struct {
	await_mode mode;
	uint32_t count; /* successes needed (ANY_OF*) */
	uint32_t total;
	uint32_t settled;
	uint32_t succeeded;
	uint32_t failed;
	bool done;
	await_item_t *items;
	uint32_t *order; /* indexes in the order they settled */
	zend_coroutine_t *coroutine;
} await_group_t;

typedef struct {
	zend_coroutine_event_callback_t base;
	await_group_t *group;
	uint32_t index;
} await_item_callback_t;

static bool group_is_done(const await_group_t *group)
{
	switch (group->mode) {
		case AWAIT_ALL: return group->settled == group->total;
		case AWAIT_ALL_OR_FAIL: return group->failed > 0 || group->settled == group->total;
		case AWAIT_ANY_OR_FAIL: return group->settled > 0 || group->total == 0;
		case AWAIT_FIRST_SUCCESS: return group->succeeded > 0 || group->settled == group->total;
		case AWAIT_ANY_OF_OR_FAIL:
			return group->failed > 0 || group->succeeded >= group->count || group->settled == group->total;
		case AWAIT_ANY_OF: return group->succeeded >= group->count || group->settled == group->total;
	}
	return true;
}

static void group_settle(await_group_t *group, uint32_t index, zval *result, zend_object *error)
{
	await_item_t *item = &group->items[index];

	if (item->state != ITEM_PENDING || group->done) {
		return;
	}
	if (error != NULL) {
		item->state = ITEM_ERROR;
		GC_ADDREF(error);
		item->error = error;
		group->failed++;
	} else {
		item->state = ITEM_OK;
		if (result) {
			ZVAL_COPY(&item->result, result);
		}
		group->succeeded++;
	}
	group->order[group->settled++] = index;
	group->done = group_is_done(group);
}

static void group_item_callback(zend_async_event_t *event, zend_async_event_callback_t *callback, void *result,
	zend_object *exception)
{
	await_item_callback_t *item_callback = (await_item_callback_t *) callback;
	await_group_t *group = item_callback->group;

	if (group->done) {
		return;
	}
	if (exception != NULL) {
		event->flags |= ZEND_ASYNC_EVENT_F_EXCEPTION_HANDLED;
	}
	group_settle(group, item_callback->index, (event->flags & ZEND_ASYNC_EVENT_F_ZVAL_RESULT) ? (zval *) result : NULL,
		exception);
	mark_observed(event);
	if (group->done) {
		ZEND_ASYNC_RESUME(group->coroutine);
	}
}

static void item_callback_dispose(zend_async_event_callback_t *callback, zend_async_event_t *event)
{
	efree(callback);
}

static void group_free(await_group_t *group)
{
	for (uint32_t i = 0; i < group->total; i++) {
		await_item_t *item = &group->items[i];
		zval_ptr_dtor(&item->key);
		zval_ptr_dtor(&item->result);
		if (item->error) {
			OBJ_RELEASE(item->error);
		}
		OBJ_RELEASE(item->object);
	}
	if (group->items) {
		efree(group->items);
	}
	if (group->order) {
		efree(group->order);
	}
}

static bool group_add(await_group_t *group, uint32_t *capacity, zval *key, zval *value, uint32_t arg_num)
{
	ZVAL_DEREF(value);
	if (Z_TYPE_P(value) == IS_NULL) {
		return true;
	}
	/* Any Awaitable with an event: Completables, and Channel / TaskGroup /
	 * TaskSet, which complete when they are closed (and finished). */
	if (Z_TYPE_P(value) != IS_OBJECT || !instanceof_function(Z_OBJCE_P(value), async_ce_awaitable)
		|| event_from_object(Z_OBJ_P(value)) == NULL) {
		zend_argument_type_error(arg_num, "must contain only Async\\Awaitable objects, %s given",
			zend_zval_type_name(value));
		return false;
	}
	if (key != NULL && Z_TYPE_P(key) != IS_LONG && Z_TYPE_P(key) != IS_STRING && Z_TYPE_P(key) != IS_NULL) {
		zend_argument_type_error(arg_num, "must have only int or string keys, %s given", zend_zval_type_name(key));
		return false;
	}
	if (group->total == *capacity) {
		*capacity = *capacity ? *capacity * 2 : 8;
		group->items = safe_erealloc(group->items, *capacity, sizeof(await_item_t), 0);
	}
	await_item_t *item = &group->items[group->total++];
	memset(item, 0, sizeof(*item));
	if (key == NULL || Z_TYPE_P(key) == IS_NULL) {
		ZVAL_LONG(&item->key, group->total - 1);
	} else {
		ZVAL_COPY(&item->key, key);
	}
	item->object = Z_OBJ_P(value);
	GC_ADDREF(item->object);
	item->event = event_from_object(item->object);
	item->state = ITEM_PENDING;
	ZVAL_UNDEF(&item->result);
	return true;
}

static bool group_collect(await_group_t *group, zval *triggers, uint32_t arg_num)
{
	uint32_t capacity = 0;

	if (Z_TYPE_P(triggers) == IS_ARRAY) {
		zend_string *str_key;
		zend_ulong num_key;
		zval *value;
		ZEND_HASH_FOREACH_KEY_VAL(Z_ARRVAL_P(triggers), num_key, str_key, value) {
			zval key;
			if (str_key) {
				ZVAL_STR(&key, str_key);
			} else {
				ZVAL_LONG(&key, num_key);
			}
			if (!group_add(group, &capacity, &key, value, arg_num)) {
				return false;
			}
		} ZEND_HASH_FOREACH_END();
		return true;
	}

	zend_object_iterator *iterator = Z_OBJCE_P(triggers)->get_iterator(Z_OBJCE_P(triggers), triggers, 0);
	if (iterator == NULL || EG(exception)) {
		return false;
	}
	bool ok = true;
	if (iterator->funcs->rewind) {
		iterator->funcs->rewind(iterator);
	}
	while (ok && !EG(exception) && iterator->funcs->valid(iterator) == SUCCESS) {
		zval *value = iterator->funcs->get_current_data(iterator);
		zval key;
		ZVAL_NULL(&key);
		if (EG(exception)) {
			break;
		}
		if (iterator->funcs->get_current_key) {
			iterator->funcs->get_current_key(iterator, &key);
			if (EG(exception)) {
				break;
			}
		}
		ok = group_add(group, &capacity, &key, value, arg_num);
		zval_ptr_dtor(&key);
		if (ok) {
			iterator->funcs->move_forward(iterator);
		}
	}
	zend_iterator_dtor(iterator);
	return ok && !EG(exception);
}

static void add_by_key(zval *array, zval *key, zval *value)
{
	if (Z_TYPE_P(key) == IS_STRING) {
		zend_symtable_update(Z_ARRVAL_P(array), Z_STR_P(key), value);
	} else {
		zend_hash_index_update(Z_ARRVAL_P(array), Z_LVAL_P(key), value);
	}
}

/* Builds results (and errors) in input order or in the order items
 * settled; fill_null adds a null result for every key without one. */
static void group_results(await_group_t *group, bool preserve_order, bool fill_null, zval *results, zval *errors)
{
	array_init(results);
	if (errors) {
		array_init(errors);
	}
	if (fill_null && preserve_order) {
		for (uint32_t i = 0; i < group->total; i++) {
			zval null;
			ZVAL_NULL(&null);
			add_by_key(results, &group->items[i].key, &null);
		}
	}
	for (uint32_t n = 0; n < (preserve_order ? group->total : group->settled); n++) {
		await_item_t *item = &group->items[preserve_order ? n : group->order[n]];
		if (item->state == ITEM_OK) {
			zval copy;
			ZVAL_COPY(&copy, Z_TYPE(item->result) == IS_UNDEF ? &EG(uninitialized_zval) : &item->result);
			add_by_key(results, &item->key, &copy);
		} else if (item->state == ITEM_ERROR && errors) {
			zval error;
			ZVAL_OBJ_COPY(&error, item->error);
			add_by_key(errors, &item->key, &error);
		}
	}
	if (fill_null && !preserve_order) {
		for (uint32_t i = 0; i < group->total; i++) {
			if (group->items[i].state != ITEM_OK) {
				zval null;
				ZVAL_NULL(&null);
				add_by_key(results, &group->items[i].key, &null);
			}
		}
	}
}

static zend_object *group_first_error(await_group_t *group)
{
	for (uint32_t n = 0; n < group->settled; n++) {
		await_item_t *item = &group->items[group->order[n]];
		if (item->state == ITEM_ERROR) {
			return item->error;
		}
	}
	return NULL;
}

/* Waits until the group is done; false with an exception on failure. */
static bool group_wait(await_group_t *group, zend_object *cancellation, uint32_t cancellation_arg)
{
	group->order = group->total ? safe_emalloc(group->total, sizeof(uint32_t), 0) : NULL;

	/* Items that already completed settle at once, in input order. */
	for (uint32_t i = 0; i < group->total && !group->done; i++) {
		await_item_t *item = &group->items[i];
		if (ZEND_ASYNC_EVENT_IS_CLOSED(item->event) && item->event->replay) {
			zval result;
			zend_object *error = NULL;
			ZVAL_NULL(&result);
			if (item->event->replay(item->event, &result, &error)) {
				mark_observed(item->event);
				group_settle(group, i, &result, error);
				if (error && item->event->replay == timeout_event_replay) {
					OBJ_RELEASE(error);
				}
			}
		}
	}
	group->done = group_is_done(group);
	if (group->done) {
		return true;
	}
	if (!ZEND_ASYNC_LAUNCH()) {
		return false;
	}
	zend_coroutine_t *current = ZEND_ASYNC_CURRENT_COROUTINE;
	group->coroutine = current;
	for (uint32_t i = 0; i < group->total; i++) {
		if (group->items[i].event == &current->event) {
			zend_throw_error(NULL, "A coroutine cannot await itself");
			return false;
		}
	}
	zend_async_waker_t *waker = zend_async_waker_new(current);
	waker->waiting_for = "await";
	for (uint32_t i = 0; i < group->total; i++) {
		await_item_t *item = &group->items[i];
		if (item->state != ITEM_PENDING || ZEND_ASYNC_EVENT_IS_CLOSED(item->event)) {
			continue;
		}
		await_item_callback_t *callback = emalloc(sizeof(*callback));
		callback->base.base.callback = group_item_callback;
		callback->base.base.dispose = item_callback_dispose;
		callback->group = group;
		callback->index = i;
		if (!zend_async_resume_when_callback(current, item->event, false, &callback->base)) {
			zend_async_waker_clean_events(waker);
			return false;
		}
	}
	if (cancellation != NULL && async_await_subscribe_cancellation(current, cancellation, cancellation_arg)) {
		zend_async_waker_clean_events(waker);
		return false;
	}
	bool ok = ZEND_ASYNC_SUSPEND();
	/* The group lives on this C frame: it must not be reached again. */
	group->done = true;
	return ok;
}

static void await_group_function(INTERNAL_FUNCTION_PARAMETERS, await_mode mode)
{
	zend_long count = 0;
	zval *triggers;
	zend_object *cancellation = NULL;
	bool preserve_order = true;
	bool fill_null = false;
	uint32_t triggers_arg = 1;

	if (mode == AWAIT_ANY_OF || mode == AWAIT_ANY_OF_OR_FAIL) {
		triggers_arg = 2;
		ZEND_PARSE_PARAMETERS_START(2, mode == AWAIT_ANY_OF ? 5 : 4)
			Z_PARAM_LONG(count)
			Z_PARAM_ITERABLE(triggers)
			Z_PARAM_OPTIONAL
			Z_PARAM_OBJ_OF_CLASS_OR_NULL(cancellation, async_ce_awaitable)
			Z_PARAM_BOOL(preserve_order)
			Z_PARAM_BOOL(fill_null)
		ZEND_PARSE_PARAMETERS_END();
	} else {
		ZEND_PARSE_PARAMETERS_START(1, mode == AWAIT_ALL ? 4 : (mode == AWAIT_ALL_OR_FAIL ? 3 : 2))
			Z_PARAM_ITERABLE(triggers)
			Z_PARAM_OPTIONAL
			Z_PARAM_OBJ_OF_CLASS_OR_NULL(cancellation, async_ce_awaitable)
			Z_PARAM_BOOL(preserve_order)
			Z_PARAM_BOOL(fill_null)
		ZEND_PARSE_PARAMETERS_END();
	}
	if (cancellation != NULL && event_from_object(cancellation) == NULL) {
		zend_argument_type_error(triggers_arg + 1, "must be an Async\\Completable, %s given",
			ZSTR_VAL(cancellation->ce->name));
		RETURN_THROWS();
	}
	if ((mode == AWAIT_ANY_OF || mode == AWAIT_ANY_OF_OR_FAIL) && count < 0) {
		zend_argument_value_error(1, "must be greater than or equal to 0");
		RETURN_THROWS();
	}

	await_group_t group;
	memset(&group, 0, sizeof(group));
	group.mode = mode;
	group.count = (uint32_t) count;

	if (!group_collect(&group, triggers, triggers_arg)) {
		group_free(&group);
		RETURN_THROWS();
	}
	if ((mode == AWAIT_ANY_OF || mode == AWAIT_ANY_OF_OR_FAIL) && group.count == 0) {
		group_free(&group);
		if (mode == AWAIT_ANY_OF) {
			zval results, errors;
			array_init(&results);
			array_init(&errors);
			array_init_size(return_value, 2);
			add_next_index_zval(return_value, &results);
			add_next_index_zval(return_value, &errors);
			return;
		}
		RETURN_EMPTY_ARRAY();
	}
	if (!group_wait(&group, cancellation, triggers_arg + 1)) {
		group_free(&group);
		RETURN_THROWS();
	}

	zval results, errors;
	zend_object *first_error;
	switch (mode) {
		case AWAIT_ALL:
		case AWAIT_ANY_OF:
			group_results(&group, preserve_order, fill_null, &results, &errors);
			array_init_size(return_value, 2);
			add_next_index_zval(return_value, &results);
			add_next_index_zval(return_value, &errors);
			break;
		case AWAIT_ALL_OR_FAIL:
		case AWAIT_ANY_OF_OR_FAIL:
			first_error = group_first_error(&group);
			if (first_error) {
				GC_ADDREF(first_error);
				zend_throw_exception_internal(first_error);
				break;
			}
			group_results(&group, preserve_order, false, return_value, NULL);
			break;
		case AWAIT_ANY_OR_FAIL:
			if (group.settled > 0) {
				await_item_t *item = &group.items[group.order[0]];
				if (item->state == ITEM_ERROR) {
					GC_ADDREF(item->error);
					zend_throw_exception_internal(item->error);
				} else if (Z_TYPE(item->result) != IS_UNDEF) {
					RETVAL_COPY(&item->result);
				}
			}
			break;
		case AWAIT_FIRST_SUCCESS: {
			zval result;
			ZVAL_NULL(&result);
			array_init(&errors);
			for (uint32_t n = 0; n < group.settled; n++) {
				await_item_t *item = &group.items[group.order[n]];
				if (item->state == ITEM_OK) {
					ZVAL_COPY(&result, Z_TYPE(item->result) == IS_UNDEF ? &EG(uninitialized_zval) : &item->result);
					break;
				}
				zval error;
				ZVAL_OBJ_COPY(&error, item->error);
				add_by_key(&errors, &item->key, &error);
			}
			array_init_size(return_value, 2);
			add_next_index_zval(return_value, &result);
			add_next_index_zval(return_value, &errors);
			break;
		}
	}
	group_free(&group);
}

ZEND_FUNCTION(Async_await_any_or_fail)
{
	await_group_function(INTERNAL_FUNCTION_PARAM_PASSTHRU, AWAIT_ANY_OR_FAIL);
}

ZEND_FUNCTION(Async_await_first_success)
{
	await_group_function(INTERNAL_FUNCTION_PARAM_PASSTHRU, AWAIT_FIRST_SUCCESS);
}

ZEND_FUNCTION(Async_await_all_or_fail)
{
	await_group_function(INTERNAL_FUNCTION_PARAM_PASSTHRU, AWAIT_ALL_OR_FAIL);
}

ZEND_FUNCTION(Async_await_all)
{
	await_group_function(INTERNAL_FUNCTION_PARAM_PASSTHRU, AWAIT_ALL);
}

ZEND_FUNCTION(Async_await_any_of_or_fail)
{
	await_group_function(INTERNAL_FUNCTION_PARAM_PASSTHRU, AWAIT_ANY_OF_OR_FAIL);
}

ZEND_FUNCTION(Async_await_any_of)
{
	await_group_function(INTERNAL_FUNCTION_PARAM_PASSTHRU, AWAIT_ANY_OF);
}

/* }}} */

static void register_functions(void)
{
	zend_register_functions(NULL, ext_functions, NULL, MODULE_PERSISTENT);
}

void async_await_minit(void)
{
	register_classes();
	register_functions();
}

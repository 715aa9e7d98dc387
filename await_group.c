/*
 * await_group.c: the await_*() family, waiting on many awaitables at once.
 * Each call is a group whose items are watched from the moment they are
 * known and settle in the order they complete; an Iterator or generator is
 * walked by a coroutine of its own (the walker, in a child scope) while the
 * caller waits. The PHP declarations are await.stub.php's.
 */
#include "await.h"
#include "coroutine.h"
#include "exceptions.h"
#include "scope.h"
#include "zend_exceptions.h"

typedef enum {
	AWAIT_ALL,            /* await_all: everything settles; [results, errors] */
	AWAIT_ALL_OR_FAIL,    /* first error throws */
	AWAIT_ANY_OR_FAIL,    /* first settled wins; its error throws */
	AWAIT_FIRST_SUCCESS,  /* first success; [result, errors] */
	AWAIT_ANY_OF_OR_FAIL, /* `count` successes; first error throws */
	AWAIT_ANY_OF,         /* `count` successes or everything settled; [results, errors] */
} await_mode;

typedef enum { ITEM_PENDING, ITEM_OK, ITEM_ERROR } item_state;

typedef struct await_group_callback await_group_callback_t;

typedef struct {
	zval key;
	zend_object *object;              /* owned */
	zend_async_event_t *event;        /* the object's */
	await_group_callback_t *callback; /* our subscription while we watch it */
	bool started;                     /* we called start() and owe a stop() */
	item_state state;
	zval result;
	zend_object *error; /* owned */
} await_item_t;

/* One call of an await_*() function. Its event is what the caller waits
 * on: notified when the group is done and when the walker ends. The
 * event's refcount is held by the caller, by each subscription (items, the
 * token, the walker's end) and by the walker until it has run. Items are
 * watched from the moment they are known, so they settle in the order they
 * complete; once done, nothing settles any more. */
typedef struct {
	zend_async_event_t event;
	await_mode mode;
	uint32_t count; /* successes needed (ANY_OF*) */
	uint32_t total;
	uint32_t capacity;
	uint32_t settled;
	uint32_t succeeded;
	uint32_t failed;
	bool done;
	bool watching; /* items are watched as they are added */
	await_item_t *items;
	uint32_t *order; /* indexes in the order they settled */
	zend_coroutine_t *caller;
	/* The function called and its $triggers position, for the errors the
	 * walker raises on its behalf. */
	zend_function *function;
	uint32_t arg_num;
	/* The cancellation token's event while watched. It is subscribed
	 * before any item: when the token is also an item, it wins. */
	zend_async_event_t *token_event;
	await_group_callback_t *token_callback;
	bool token_started;
	zend_object *cancel_error; /* owned: the token fired */
	/* An Iterator or generator is walked by its own coroutine (the walker,
	 * in a child scope) while the caller waits. The iterator is the
	 * walker's once it runs; the walker pointer is valid while its end is
	 * subscribed to. */
	zend_object_iterator *iterator;
	bool walking;
	zend_coroutine_t *walker;
	await_group_callback_t *walker_callback;
	async_scope_t *scope;
	zend_object *walk_error; /* owned: the iterator threw */
} await_group_t;

struct await_group_callback {
	zend_async_event_callback_t base;
	await_group_t *group; /* a reference */
	uint32_t index;       /* the item's */
};

static bool group_dispose(zend_async_event_t *event)
{
	await_group_t *group = (await_group_t *) event;

	zend_async_callbacks_free(event);
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
		efree(group->order);
	}
	if (group->iterator != NULL) {
		zend_iterator_dtor(group->iterator);
	}
	if (group->scope != NULL) {
		async_scope_release(group->scope);
	}
	if (group->cancel_error) {
		OBJ_RELEASE(group->cancel_error);
	}
	if (group->walk_error) {
		OBJ_RELEASE(group->walk_error);
	}
	efree(group);
	return true;
}

static zend_string *group_info(zend_async_event_t *event)
{
	return zend_string_init("await", sizeof("await") - 1, 0);
}

static await_group_t *group_new(await_mode mode, uint32_t count, zend_function *function, uint32_t arg_num)
{
	await_group_t *group = ecalloc(1, sizeof(*group));

	zend_async_event_init(&group->event, NULL, NULL, group_dispose, group_info);
	group->mode = mode;
	group->count = count;
	group->function = function;
	group->arg_num = arg_num;
	group->caller = ZEND_ASYNC_CURRENT_COROUTINE;
	return group;
}

static void group_release(await_group_t *group)
{
	zend_async_event_release(&group->event);
}

static bool group_is_done(const await_group_t *group)
{
	if (group->cancel_error != NULL || group->walk_error != NULL) {
		return true;
	}
	bool complete = !group->walking && group->settled == group->total;
	switch (group->mode) {
		case AWAIT_ALL: return complete;
		case AWAIT_ALL_OR_FAIL: return group->failed > 0 || complete;
		case AWAIT_ANY_OR_FAIL: return group->settled > 0 || complete;
		case AWAIT_FIRST_SUCCESS: return group->succeeded > 0 || complete;
		case AWAIT_ANY_OF_OR_FAIL: return group->failed > 0 || group->succeeded >= group->count || complete;
		case AWAIT_ANY_OF: return group->succeeded >= group->count || complete;
	}
	return true;
}

/* Tells the caller once the group is done. */
static void group_update(await_group_t *group)
{
	if (!group->done && group_is_done(group)) {
		group->done = true;
		zend_async_callbacks_notify(&group->event, NULL, NULL);
	}
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
	group_update(group);
}

static void group_callback_dispose(zend_async_event_callback_t *callback, zend_async_event_t *event)
{
	await_group_t *group = ((await_group_callback_t *) callback)->group;

	if (group->walker_callback == (await_group_callback_t *) callback) {
		/* The walker went away without our hearing of its end. */
		group->walker_callback = NULL;
		group->walker = NULL;
		group->walking = false;
	}
	efree(callback);
	group_release(group);
}

/* NULL with an exception thrown if the event refuses the subscription. */
static await_group_callback_t *group_subscribe(await_group_t *group, zend_async_event_t *event,
	zend_async_event_callback_fn fn, uint32_t index)
{
	await_group_callback_t *callback = emalloc(sizeof(*callback));

	callback->base.ref_count = 0;
	callback->base.callback = fn;
	callback->base.dispose = group_callback_dispose;
	callback->group = group;
	callback->index = index;
	zend_async_event_add_ref(&group->event);
	if (!event->add_callback(event, &callback->base)) {
		group_callback_dispose(&callback->base, event);
		if (!EG(exception)) {
			zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, "Cannot wait for this event");
		}
		return NULL;
	}
	return callback;
}

static void group_unsubscribe(zend_async_event_t *event, await_group_callback_t **callback, bool *started)
{
	await_group_callback_t *subscription = *callback;

	if (subscription == NULL) {
		return;
	}
	*callback = NULL;
	if (*started) {
		*started = false;
		if (!ZEND_ASYNC_EVENT_IS_CLOSED(event)) {
			event->stop(event);
		}
	}
	event->del_callback(event, &subscription->base);
}

/* Starts an event that has something to arm (a Timeout's timer); false
 * with an exception thrown if it cannot be. */
static bool group_start_event(zend_async_event_t *event, bool *started)
{
	if (event->start == zend_async_event_noop) {
		return true;
	}
	*started = true;
	if (!event->start(event)) {
		if (!EG(exception)) {
			zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, "Cannot wait for this event");
		}
		return false;
	}
	return true;
}

static void group_item_fired(zend_async_event_t *event, zend_async_event_callback_t *callback, void *result,
	zend_object *exception)
{
	await_group_callback_t *item_callback = (await_group_callback_t *) callback;
	await_group_t *group = item_callback->group;

	/* Done: the token (subscribed first) may just have fired for the
	 * same object; what is left is not ours to take. */
	if (group->done) {
		return;
	}
	if (exception != NULL) {
		event->flags |= ZEND_ASYNC_EVENT_F_EXCEPTION_HANDLED;
	}
	async_await_mark_observed(event);
	group_settle(group, item_callback->index, (event->flags & ZEND_ASYNC_EVENT_F_ZVAL_RESULT) ? (zval *) result : NULL,
		exception);
}

static void group_token_fired(zend_async_event_t *event, zend_async_event_callback_t *callback, void *result,
	zend_object *exception)
{
	await_group_t *group = ((await_group_callback_t *) callback)->group;

	if (group->done) {
		return;
	}
	group->cancel_error = zend_async_new_cancellation_from(event, exception);
	group_update(group);
}

static void group_walker_ended(zend_async_event_t *event, zend_async_event_callback_t *callback, void *result,
	zend_object *exception)
{
	await_group_t *group = ((await_group_callback_t *) callback)->group;
	zend_coroutine_t *walker = group->walker;

	group->walker = NULL;
	group->walker_callback = NULL;
	group->walking = false;
	if (walker->extended_data != NULL) {
		/* Cancelled before it ran: its reference is ours to drop (our
		 * subscription still holds one). */
		walker->extended_data = NULL;
		group_release(group);
	}
	if (exception != NULL) {
		event->flags |= ZEND_ASYNC_EVENT_F_EXCEPTION_HANDLED;
		if (!group->done && group->walk_error == NULL) {
			GC_ADDREF(exception);
			group->walk_error = exception;
		}
	}
	async_await_mark_observed(event);
	event->del_callback(event, callback);
	if (group->done) {
		/* The caller waits for the walker's end after being done. */
		zend_async_callbacks_notify(&group->event, NULL, NULL);
	} else {
		group_update(group);
	}
}

/* Watches an item, or settles it at once if it has completed already. */
static bool group_watch(await_group_t *group, uint32_t index)
{
	await_item_t *item = &group->items[index];

	if (ZEND_ASYNC_EVENT_IS_CLOSED(item->event)) {
		zval result;
		zend_object *error;
		async_await_replay_outcome(item->event, &result, &error);
		group_settle(group, index, &result, error);
		return true;
	}
	item->callback = group_subscribe(group, item->event, group_item_fired, index);
	if (item->callback == NULL) {
		return false;
	}
	return group_start_event(item->event, &item->started);
}

/* Every subscription goes: nothing settles any more. */
static void group_stop_watching(await_group_t *group)
{
	group->done = true;
	group->watching = false;
	for (uint32_t i = 0; i < group->total; i++) {
		await_item_t *item = &group->items[i];
		group_unsubscribe(item->event, &item->callback, &item->started);
	}
	if (group->token_event != NULL) {
		group_unsubscribe(group->token_event, &group->token_callback, &group->token_started);
		group->token_event = NULL;
	}
}

/* Adds one entry of $triggers (null entries are skipped); watched at once
 * once the group watches. False with an exception thrown for a bad entry. */
static bool group_add(await_group_t *group, zval *key, zval *value)
{
	ZVAL_DEREF(value);
	if (Z_TYPE_P(value) == IS_NULL) {
		return true;
	}
	/* Any Awaitable with an event: Completables, and Channel / TaskGroup /
	 * TaskSet, which complete when they are closed (and finished). */
	if (Z_TYPE_P(value) != IS_OBJECT || !instanceof_function(Z_OBJCE_P(value), async_ce_awaitable)
		|| async_event_from_object(Z_OBJ_P(value)) == NULL) {
		zend_type_error("%s(): Argument #%u ($%s) must contain only Async\\Awaitable objects, %s given",
			ZSTR_VAL(group->function->common.function_name), group->arg_num,
			get_function_arg_name(group->function, group->arg_num), zend_zval_type_name(value));
		return false;
	}
	if (key != NULL && Z_TYPE_P(key) != IS_LONG && Z_TYPE_P(key) != IS_STRING && Z_TYPE_P(key) != IS_NULL) {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, "Invalid key type: must be string, long or null");
		return false;
	}
	zend_async_event_t *event = async_event_from_object(Z_OBJ_P(value));
	if (group->caller != NULL && event == &group->caller->event) {
		zend_throw_error(NULL, "A coroutine cannot await itself");
		return false;
	}
	if (group->total == group->capacity) {
		group->capacity = group->capacity ? group->capacity * 2 : 8;
		group->items = safe_erealloc(group->items, group->capacity, sizeof(await_item_t), 0);
		group->order = safe_erealloc(group->order, group->capacity, sizeof(uint32_t), 0);
	}
	uint32_t index = group->total++;
	await_item_t *item = &group->items[index];
	memset(item, 0, sizeof(*item));
	if (key == NULL || Z_TYPE_P(key) == IS_NULL) {
		ZVAL_LONG(&item->key, index);
	} else {
		ZVAL_COPY(&item->key, key);
	}
	item->object = Z_OBJ_P(value);
	GC_ADDREF(item->object);
	item->event = event;
	item->state = ITEM_PENDING;
	ZVAL_UNDEF(&item->result);
	return group->watching ? group_watch(group, index) : true;
}

static bool group_collect_array(await_group_t *group, HashTable *triggers)
{
	zend_string *str_key;
	zend_ulong num_key;
	zval *value;

	ZEND_HASH_FOREACH_KEY_VAL(triggers, num_key, str_key, value) {
		zval key;
		if (str_key) {
			ZVAL_STR(&key, str_key);
		} else {
			ZVAL_LONG(&key, num_key);
		}
		if (!group_add(group, &key, value)) {
			return false;
		}
	} ZEND_HASH_FOREACH_END();
	return true;
}

/* {{{ the walker */

/* What the iterator threw: the caller's error, unless the group is done
 * already (then it is the walker's own cancellation, or too late). An
 * exit() stays pending, for the coroutine to end the script with. */
static void walker_take_exception(await_group_t *group)
{
	zend_object *exception = EG(exception);

	if (exception == NULL || zend_is_unwind_exit(exception) || zend_is_graceful_exit(exception)) {
		return;
	}
	if (!group->done && group->walk_error == NULL) {
		GC_ADDREF(exception);
		group->walk_error = exception;
	}
	zend_clear_exception();
}

static void walker_walk(await_group_t *group, zend_object_iterator *iterator)
{
	/* Any step may suspend the walker, and the group may be done when it
	 * comes back. */
	if (iterator->funcs->rewind) {
		iterator->funcs->rewind(iterator);
	}
	while (!EG(exception) && !group->done) {
		if (iterator->funcs->valid(iterator) != SUCCESS || EG(exception) || group->done) {
			return;
		}
		zval *current = iterator->funcs->get_current_data(iterator);
		if (current == NULL || EG(exception)) {
			return;
		}
		zval value, key;
		ZVAL_COPY_DEREF(&value, current);
		ZVAL_NULL(&key);
		if (iterator->funcs->get_current_key) {
			iterator->funcs->get_current_key(iterator, &key);
		}
		if (!EG(exception) && !group->done) {
			group_add(group, &key, &value);
		}
		zval_ptr_dtor(&key);
		zval_ptr_dtor(&value);
		if (EG(exception) || group->done) {
			return;
		}
		iterator->funcs->move_forward(iterator);
	}
}

static void walker_entry(void)
{
	zend_coroutine_t *self = ZEND_ASYNC_CURRENT_COROUTINE;
	await_group_t *group = self->extended_data;
	zend_object_iterator *iterator = group->iterator;

	self->extended_data = NULL;
	group->iterator = NULL;
	walker_walk(group, iterator);
	walker_take_exception(group);
	/* A generator left in the middle runs its finally blocks here. */
	zend_iterator_dtor(iterator);
	walker_take_exception(group);
	group_release(group);
}

/* Freed without having run (at request end). */
static void walker_dispose(zend_coroutine_t *coroutine)
{
	if (coroutine->extended_data != NULL) {
		await_group_t *group = coroutine->extended_data;
		coroutine->extended_data = NULL;
		group_release(group);
	}
}

static bool walker_start(await_group_t *group)
{
	group->scope = (async_scope_t *) async_scope_new(ZEND_ASYNC_CURRENT_SCOPE);
	zend_coroutine_t *walker = ZEND_ASYNC_SPAWN(&group->scope->scope, ZEND_COROUTINE_NORMAL);
	if (walker == NULL) {
		return false;
	}
	/* The runtime's, not the user's: not listed, and what it throws is
	 * handed to the caller rather than to the scope. */
	walker->event.flags |= ZEND_COROUTINE_F_INTERNAL;
	walker->internal_entry = walker_entry;
	walker->extended_data = group;
	walker->extended_dispose = walker_dispose;
	zend_async_event_add_ref(&group->event);
	group->walker = walker;
	group->walker_callback = group_subscribe(group, &walker->event, group_walker_ended, 0);
	if (group->walker_callback == NULL) {
		group->walker = NULL;
		ZEND_ASYNC_CANCEL(walker, NULL, false);
		return false;
	}
	return true;
}

/* The group is done (or the caller was cancelled) while the walker still
 * walks: it is cancelled, and unless the caller is being cancelled itself,
 * waited for, so that no stray coroutine is left iterating. */
static bool walker_stop(await_group_t *group, bool wait)
{
	if (group->walker == NULL) {
		return true;
	}
	ZEND_ASYNC_CANCEL(group->walker, NULL, false);
	while (wait && group->walker != NULL) {
		if (!zend_async_wait_event(&group->event, 0, NULL, "await")) {
			return false;
		}
	}
	return true;
}

/* }}} */

/* Waits until the group is done; false with an exception on failure (the
 * group's own, the token's, or the caller's cancellation). */
static bool group_wait(await_group_t *group, zend_async_event_t *token_event)
{
	/* Items that already completed settle at once, in input order. */
	for (uint32_t i = 0; i < group->total && !group->done; i++) {
		if (ZEND_ASYNC_EVENT_IS_CLOSED(group->items[i].event)) {
			group_watch(group, i);
		}
	}
	group_update(group);
	if (group->done) {
		return true;
	}
	if (!ZEND_ASYNC_LAUNCH()) {
		return false;
	}
	group->caller = ZEND_ASYNC_CURRENT_COROUTINE;

	bool ok = true;
	if (token_event != NULL) {
		group->token_event = token_event;
		group->token_callback = group_subscribe(group, token_event, group_token_fired, 0);
		ok = group->token_callback != NULL && group_start_event(token_event, &group->token_started);
	}
	group->watching = true;
	for (uint32_t i = 0; ok && i < group->total && !group->done; i++) {
		if (group->items[i].state == ITEM_PENDING) {
			ok = group_watch(group, i);
		}
	}
	if (ok && group->iterator != NULL && !group->done) {
		ok = walker_start(group);
	}
	while (ok && !group->done) {
		ok = zend_async_wait_event(&group->event, 0, NULL, "await");
	}
	group_stop_watching(group);
	if (!walker_stop(group, ok)) {
		ok = false;
	}
	if (!ok) {
		return false;
	}
	zend_object *error = group->cancel_error ? group->cancel_error : group->walk_error;
	if (error != NULL) {
		GC_ADDREF(error);
		zend_throw_exception_internal(error);
		return false;
	}
	return true;
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

static void group_return(await_group_t *group, bool preserve_order, bool fill_null, zval *return_value)
{
	zval results, errors;
	zend_object *first_error;

	switch (group->mode) {
		case AWAIT_ALL:
		case AWAIT_ANY_OF:
			group_results(group, preserve_order, fill_null, &results, &errors);
			array_init_size(return_value, 2);
			add_next_index_zval(return_value, &results);
			add_next_index_zval(return_value, &errors);
			break;
		case AWAIT_ALL_OR_FAIL:
		case AWAIT_ANY_OF_OR_FAIL:
			first_error = group_first_error(group);
			if (first_error) {
				GC_ADDREF(first_error);
				zend_throw_exception_internal(first_error);
				break;
			}
			group_results(group, preserve_order, false, return_value, NULL);
			break;
		case AWAIT_ANY_OR_FAIL:
			if (group->settled > 0) {
				await_item_t *item = &group->items[group->order[0]];
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
			for (uint32_t n = 0; n < group->settled; n++) {
				await_item_t *item = &group->items[group->order[n]];
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
	zend_async_event_t *token_event = NULL;
	if (cancellation != NULL && !async_await_token_event(cancellation, &token_event)) {
		zend_argument_type_error(triggers_arg + 1, "must be an Async\\Completable, %s given",
			ZSTR_VAL(cancellation->ce->name));
		RETURN_THROWS();
	}
	if ((mode == AWAIT_ANY_OF || mode == AWAIT_ANY_OF_OR_FAIL) && count < 0) {
		zend_argument_value_error(1, "must be greater than or equal to 0");
		RETURN_THROWS();
	}
	if ((mode == AWAIT_ANY_OF || mode == AWAIT_ANY_OF_OR_FAIL) && count == 0) {
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
	/* A token that has already fired throws at once. */
	if (cancellation != NULL && !async_await_cancellation_event(cancellation, triggers_arg + 1, &token_event)) {
		RETURN_THROWS();
	}

	await_group_t *group = group_new(mode, (uint32_t) count, execute_data->func, triggers_arg);
	bool ok;
	if (Z_TYPE_P(triggers) == IS_ARRAY) {
		ok = group_collect_array(group, Z_ARRVAL_P(triggers));
	} else {
		group->iterator = Z_OBJCE_P(triggers)->get_iterator(Z_OBJCE_P(triggers), triggers, 0);
		if (group->iterator == NULL && !EG(exception)) {
			zend_throw_error(NULL, "%s(): cannot iterate over %s", ZSTR_VAL(execute_data->func->common.function_name),
				ZSTR_VAL(Z_OBJCE_P(triggers)->name));
		}
		ok = group->iterator != NULL && !EG(exception);
		group->walking = ok;
	}
	if (ok && group_wait(group, token_event)) {
		group_return(group, preserve_order, fill_null, return_value);
	}
	group_release(group);
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

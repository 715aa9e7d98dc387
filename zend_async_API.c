/*
 * zend_async_API.c: the implementation-neutral half of the async ABI:
 * registration of the scheduler and reactor slots, event callback vectors,
 * wakers, switch-handler vectors, internal context keys and exception
 * factories. Nothing here knows how coroutines are switched or how the
 * event loop works; that is behind the slots.
 */
#include "lib/async_debug.h"
#include "zend_async_API.h"
#include "zend_exceptions.h"
#include "zend_fibers.h"
#include "php_output.h"

#ifdef ZTS
ZEND_ASYNC_API int zend_async_globals_id;
#else
ZEND_ASYNC_API zend_async_globals_t zend_async_globals;
#endif

ZEND_ASYNC_API zend_async_scheduler_api_t zend_async_scheduler_api;
ZEND_ASYNC_API zend_async_reactor_api_t zend_async_reactor_api;

/* Internal-context key names, process wide: index + 1 is the key. The
 * strings are static C strings owned by the callers. */
static const char **internal_context_keys;
static uint32_t internal_context_keys_count;

/* {{{ registration */

static zend_result register_slots(void *slots, const void *api, size_t size, const char *what)
{
	const char *registered = *(const char **) slots;
	const char *module = *(const char *const *) api;

	if (registered != NULL) {
		if (strcmp(registered, module) == 0) {
			return SUCCESS;
		}
		zend_error(E_CORE_WARNING,
			"Async %s registration by module \"%s\" refused: module \"%s\" already registered one; only one %s can be active",
			what, module, registered, what);
		return FAILURE;
	}
	memcpy(slots, api, size);
	return SUCCESS;
}

ZEND_ASYNC_API zend_result zend_async_scheduler_register(const zend_async_scheduler_api_t *api)
{
	return register_slots(&zend_async_scheduler_api, api, sizeof(*api), "scheduler");
}

ZEND_ASYNC_API zend_result zend_async_reactor_register(const zend_async_reactor_api_t *api)
{
	return register_slots(&zend_async_reactor_api, api, sizeof(*api), "reactor");
}

ZEND_ASYNC_API bool zend_async_is_enabled(void)
{
	return zend_async_scheduler_api.module != NULL && zend_async_reactor_api.module != NULL;
}

ZEND_ASYNC_API const char *zend_async_get_api_version(void)
{
	/* clang-format off */
	return ZEND_TOSTR(ZEND_ASYNC_API_VERSION_MAJOR) "." ZEND_TOSTR(ZEND_ASYNC_API_VERSION_MINOR) "."
		ZEND_TOSTR(ZEND_ASYNC_API_VERSION_PATCH);
	/* clang-format on */
}

ZEND_ASYNC_API int zend_async_get_api_version_number(void)
{
	return ZEND_ASYNC_API_VERSION_NUMBER;
}

ZEND_ASYNC_API void zend_async_api_startup(void)
{
#ifdef ZTS
	ts_allocate_id(&zend_async_globals_id, sizeof(zend_async_globals_t), NULL, NULL);
#else
	memset(&zend_async_globals, 0, sizeof(zend_async_globals));
#endif
}

static void switch_vector_free_persistent(zend_coroutine_switch_handlers_vector_t *vector)
{
	if (vector->data) {
		pefree(vector->data, 1);
	}
	memset(vector, 0, sizeof(*vector));
}

ZEND_ASYNC_API void zend_async_api_shutdown(void)
{
	switch_vector_free_persistent(&ZEND_ASYNC_G(main_coroutine_start_handlers));
	switch_vector_free_persistent(&ZEND_ASYNC_G(global_switch_handlers));
	if (internal_context_keys) {
		pefree(internal_context_keys, 1);
		internal_context_keys = NULL;
		internal_context_keys_count = 0;
	}
	memset(&zend_async_scheduler_api, 0, sizeof(zend_async_scheduler_api));
	memset(&zend_async_reactor_api, 0, sizeof(zend_async_reactor_api));
}

ZEND_ASYNC_API void zend_async_globals_activate(void)
{
	ZEND_ASYNC_G(state) = ZEND_ASYNC_READY;
	ZEND_ASYNC_G(graceful_shutdown) = false;
	ZEND_ASYNC_G(in_scheduler_context) = false;
	ZEND_ASYNC_G(active_coroutine_count) = 0;
	ZEND_ASYNC_G(active_event_count) = 0;
	ZEND_ASYNC_G(coroutine) = NULL;
	ZEND_ASYNC_G(main_coroutine) = NULL;
	ZEND_ASYNC_G(main_scope) = NULL;
	ZEND_ASYNC_G(exit_exception) = NULL;
}

ZEND_ASYNC_API void zend_async_globals_deactivate(void)
{
	if (ZEND_ASYNC_G(exit_exception)) {
		OBJ_RELEASE(ZEND_ASYNC_G(exit_exception));
		ZEND_ASYNC_G(exit_exception) = NULL;
	}
	ZEND_ASYNC_G(state) = ZEND_ASYNC_OFF;
	ZEND_ASYNC_G(coroutine) = NULL;
	ZEND_ASYNC_G(main_coroutine) = NULL;
	ZEND_ASYNC_G(main_scope) = NULL;
}

/* }}} */

/* {{{ callback vectors */

ZEND_ASYNC_API bool zend_async_event_noop(zend_async_event_t *event)
{
	return true;
}

ZEND_ASYNC_API void zend_async_event_init(zend_async_event_t *event, zend_async_event_start_fn start,
	zend_async_event_stop_fn stop, zend_async_event_dispose_fn dispose, zend_async_event_info_fn info)
{
	memset(event, 0, sizeof(*event));
	event->ref_count = 1;
	event->add_callback = zend_async_callbacks_push;
	event->del_callback = zend_async_callbacks_remove;
	event->start = start ? start : zend_async_event_noop;
	event->stop = stop ? stop : zend_async_event_noop;
	event->dispose = dispose;
	event->info = info;
}

ZEND_ASYNC_API void zend_async_event_init_object(zend_async_event_t *event, uint32_t object_offset,
	zend_async_event_start_fn start, zend_async_event_stop_fn stop, zend_async_event_info_fn info)
{
	zend_async_event_init(event, start, stop, zend_async_event_noop, info);
	event->flags = ZEND_ASYNC_EVENT_F_ZEND_OBJ;
	event->zend_object_offset = object_offset;
}

ZEND_ASYNC_API bool zend_async_callbacks_push(zend_async_event_t *event, zend_async_event_callback_t *callback)
{
	zend_async_callbacks_vector_t *vector = &event->callbacks;

	if (vector->length == vector->capacity) {
		if (vector->capacity == 0) {
			vector->data = vector->inline_data;
			vector->capacity = 1;
		} else if (vector->data == vector->inline_data) {
			vector->data = safe_emalloc(4, sizeof(*vector->data), 0);
			vector->data[0] = vector->inline_data[0];
			vector->capacity = 4;
		} else {
			vector->capacity *= 2;
			vector->data = safe_erealloc(vector->data, vector->capacity, sizeof(*vector->data), 0);
		}
	}
	vector->data[vector->length++] = callback;
	callback->ref_count++;
	return true;
}

/* Order is preserved so that awaiters wake in the order they subscribed. */
ZEND_ASYNC_API bool zend_async_callbacks_remove(zend_async_event_t *event, zend_async_event_callback_t *callback)
{
	zend_async_callbacks_vector_t *vector = &event->callbacks;

	for (uint32_t i = 0; i < vector->length; i++) {
		if (vector->data[i] != callback) {
			continue;
		}
		memmove(&vector->data[i], &vector->data[i + 1], (vector->length - i - 1) * sizeof(*vector->data));
		vector->length--;
		if (vector->current_iterator != NULL && i <= *vector->current_iterator) {
			(*vector->current_iterator)--;
		}
		zend_async_callback_release(callback, event);
		return true;
	}
	return false;
}

ZEND_ASYNC_API void zend_async_callbacks_notify(zend_async_event_t *event, void *result, zend_object *exception)
{
	zend_async_callbacks_vector_t *vector = &event->callbacks;

	if (vector->length == 0) {
		return;
	}
	if (UNEXPECTED(vector->current_iterator != NULL)) {
		zend_error(E_CORE_WARNING,
			"Async event notified again from one of its own callbacks; the nested notification was skipped");
		return;
	}

	zend_async_event_add_ref(event);
	/* The index is signed-wrapped by remove(); uint32 arithmetic makes
	 * "removed the current element at 0" come back to 0 after the ++. */
	uint32_t i = 0;
	vector->current_iterator = &i;
	for (; i < vector->length; i++) {
		zend_async_event_callback_t *callback = vector->data[i];
		callback->ref_count++;
		callback->callback(event, callback, result, exception);
		zend_async_callback_release(callback, event);
		if (EG(exception)) {
			break;
		}
	}
	vector->current_iterator = NULL;
	zend_async_event_release(event);
}

ZEND_ASYNC_API void zend_async_callbacks_free(zend_async_event_t *event)
{
	zend_async_callbacks_vector_t *vector = &event->callbacks;

	while (vector->length > 0) {
		zend_async_event_callback_t *callback = vector->data[--vector->length];
		zend_async_callback_release(callback, event);
	}
	if (vector->data != NULL && vector->data != vector->inline_data) {
		efree(vector->data);
	}
	vector->data = NULL;
	vector->capacity = 0;
}

/* }}} */

/* {{{ wakers */

static void waker_reset_triggers(zend_async_waker_t *waker)
{
	waker->triggers = waker->inline_triggers;
	waker->triggers_capacity = ZEND_ASYNC_WAKER_INLINE_TRIGGERS;
	waker->triggers_count = 0;
}

static zend_always_inline void waker_reset(zend_async_waker_t *waker)
{
	waker->status = ZEND_ASYNC_WAKER_NO_STATUS;
	waker_reset_triggers(waker);
	ZVAL_UNDEF(&waker->result);
	waker->error = NULL;
	waker->filename = NULL;
	waker->lineno = 0;
	waker->waiting_for = NULL;
}

static zend_never_inline zend_async_waker_t *waker_new_slow(zend_coroutine_t *coroutine)
{
	zend_async_waker_t *waker = coroutine->waker;

	if (waker != NULL) {
		if (waker->triggers_count != 0) {
			zend_async_waker_clean_events(waker);
		}
		if (Z_TYPE(waker->result) != IS_UNDEF) {
			zval_ptr_dtor(&waker->result);
		}
		if (waker->error) {
			OBJ_RELEASE(waker->error);
		}
		if (waker->filename) {
			zend_string_release(waker->filename);
		}
	} else {
		waker = emalloc(sizeof(*waker));
		coroutine->waker = waker;
	}
	waker_reset(waker);
	return waker;
}

ZEND_ASYNC_API zend_async_waker_t *zend_async_waker_new(zend_coroutine_t *coroutine)
{
	zend_async_waker_t *waker = coroutine->waker;

	/* The common case, a waker left clean by the previous wait: reset in
	 * place without a frame. */
	if (EXPECTED(waker != NULL && zend_async_waker_is_clean(waker))) {
		waker_reset(waker);
		return waker;
	}
	return waker_new_slow(coroutine);
}

/* Stops (if the waker started it) and unsubscribes one trigger. */
static zend_always_inline void waker_drop_trigger(const zend_async_waker_trigger_t *trigger)
{
	zend_async_event_t *event = trigger->event;
	zend_async_event_callback_t *callback = trigger->callback;

	if (trigger->started && !ZEND_ASYNC_EVENT_IS_CLOSED(event) && event->stop != zend_async_event_noop) {
		event->stop(event);
	}
	event->del_callback(event, callback);
	zend_async_callback_release(callback, event);
	if (trigger->owns_event) {
		zend_async_event_release(event);
	}
}

ZEND_ASYNC_API void zend_async_waker_clean_events(zend_async_waker_t *waker)
{
	uint32_t count = waker->triggers_count;

	if (count == 0) {
		return;
	}
	/* Detach first: a release below may run a destructor that looks at
	 * this waker again. */
	if (EXPECTED(count == 1 && waker->triggers == waker->inline_triggers)) {
		/* The common wait: one event, nothing to copy but the trigger. */
		zend_async_waker_trigger_t trigger = waker->inline_triggers[0];
		waker->triggers_count = 0;
		waker_drop_trigger(&trigger);
		return;
	}
	zend_async_waker_trigger_t *triggers = waker->triggers;
	bool heap = triggers != waker->inline_triggers;
	zend_async_waker_trigger_t local[ZEND_ASYNC_WAKER_INLINE_TRIGGERS];

	if (!heap) {
		/* At most ZEND_ASYNC_WAKER_INLINE_TRIGGERS: copied without a
		 * memcpy call. */
		for (uint32_t i = 0; i < count; i++) {
			local[i] = triggers[i];
		}
		triggers = local;
	}
	waker_reset_triggers(waker);

	for (uint32_t i = 0; i < count; i++) {
		waker_drop_trigger(&triggers[i]);
	}
	if (heap) {
		efree(triggers);
	}
}

ZEND_ASYNC_API void zend_async_waker_destroy(zend_coroutine_t *coroutine)
{
	zend_async_waker_t *waker = coroutine->waker;

	if (waker == NULL) {
		return;
	}
	coroutine->waker = NULL;
	zend_async_waker_clean_events(waker);
	zval_ptr_dtor(&waker->result);
	if (waker->error) {
		OBJ_RELEASE(waker->error);
	}
	if (waker->filename) {
		zend_string_release(waker->filename);
	}
	efree(waker);
}

static void coroutine_callback_dispose(zend_async_event_callback_t *callback, zend_async_event_t *event)
{
	efree(callback);
}

/* Inline in zend_async_wait_ex(), every wait's subscription. */
static zend_always_inline bool resume_when_callback(zend_coroutine_t *coroutine, zend_async_event_t *event,
	bool trans_event, zend_coroutine_event_callback_t *callback)
{
	zend_async_waker_t *waker = coroutine->waker;

	ZEND_ASSERT(waker != NULL && "zend_async_waker_new() must be called first");
	callback->base.ref_count = 1; /* the waker's */
	callback->coroutine = coroutine;
	callback->event = event;

	if (ZEND_ASYNC_EVENT_IS_CLOSED(event)) {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, "Cannot wait for an event that is already closed");
	} else if (event->add_callback(event, &callback->base)) {
		if (waker->triggers_count == waker->triggers_capacity) {
			uint32_t capacity = waker->triggers_capacity * 2;
			if (waker->triggers == waker->inline_triggers) {
				waker->triggers = safe_emalloc(capacity, sizeof(*waker->triggers), 0);
				memcpy(waker->triggers, waker->inline_triggers, sizeof(waker->inline_triggers));
			} else {
				waker->triggers = safe_erealloc(waker->triggers, capacity, sizeof(*waker->triggers), 0);
			}
			waker->triggers_capacity = capacity;
		}
		zend_async_waker_trigger_t *trigger = &waker->triggers[waker->triggers_count++];
		trigger->event = event;
		trigger->callback = &callback->base;
		trigger->owns_event = trans_event;
		/* An event whose start and stop are both no-ops (a channel, a
		 * coroutine, a future) has nothing to arm: it counts as started
		 * already, so start_events() passes it by without a call. */
		trigger->started = event->start == zend_async_event_noop && event->stop == zend_async_event_noop;
		return true;
	}
	zend_async_callback_release(&callback->base, event);
	if (trans_event) {
		zend_async_event_release(event);
	}
	return false;
}

ZEND_ASYNC_API bool zend_async_resume_when_callback(zend_coroutine_t *coroutine, zend_async_event_t *event,
	bool trans_event, zend_coroutine_event_callback_t *callback)
{
	return resume_when_callback(coroutine, event, trans_event, callback);
}

ZEND_ASYNC_API bool zend_async_resume_when(zend_coroutine_t *coroutine, zend_async_event_t *event, bool trans_event,
	zend_async_event_callback_fn callback_fn)
{
	zend_coroutine_event_callback_t *callback = emalloc(sizeof(*callback));

	callback->base.callback = callback_fn ? callback_fn : zend_async_waker_callback_resolve;
	callback->base.dispose = coroutine_callback_dispose;
	return resume_when_callback(coroutine, event, trans_event, callback);
}

static zend_never_inline bool waker_start_from(zend_async_waker_t *waker, uint32_t first)
{
	for (uint32_t i = first; i < waker->triggers_count && waker->status == ZEND_ASYNC_WAKER_NO_STATUS; i++) {
		zend_async_waker_trigger_t *trigger = &waker->triggers[i];
		if (trigger->started || ZEND_ASYNC_EVENT_IS_CLOSED(trigger->event)) {
			continue;
		}
		if (trigger->event->start == zend_async_event_noop) {
			/* Nothing to arm (a channel, a coroutine, a future): no call. */
			trigger->started = true;
			continue;
		}
		if (!trigger->event->start(trigger->event)) {
			return false;
		}
		/* start() may have resolved the waker and even cleaned it. */
		if (i < waker->triggers_count && waker->triggers[i].event == trigger->event) {
			waker->triggers[i].started = true;
		}
	}
	return true;
}

ZEND_ASYNC_API bool zend_async_waker_start_events(zend_async_waker_t *waker)
{
	uint32_t i = 0;

	/* The common waits have nothing to start (see the trigger's started):
	 * passed by without a frame. */
	while (i < waker->triggers_count && waker->triggers[i].started) {
		i++;
	}
	if (EXPECTED(i == waker->triggers_count)) {
		return true;
	}
	return waker_start_from(waker, i);
}

ZEND_ASYNC_API void zend_async_waker_apply_error(zend_async_waker_t *waker, zend_object *error, bool transfer,
	bool override)
{
	if (!transfer) {
		GC_ADDREF(error);
	}
	if (waker->error == NULL) {
		waker->error = error;
		return;
	}
	if (waker->error == error) {
		OBJ_RELEASE(error);
		return;
	}
	if (override) {
		zend_exception_set_previous(error, waker->error);
		waker->error = error;
	} else {
		/* The first error stays the head; the later one is dropped, as
		 * only one error can surface at a suspension point. */
		OBJ_RELEASE(error);
	}
}

static zend_always_inline bool waker_accepts(zend_coroutine_t *coroutine)
{
	zend_async_waker_t *waker = coroutine->waker;
	return waker != NULL && (waker->status == ZEND_ASYNC_WAKER_WAITING || waker->status == ZEND_ASYNC_WAKER_NO_STATUS);
}

ZEND_ASYNC_API void zend_async_waker_callback_resolve(zend_async_event_t *event, zend_async_event_callback_t *callback,
	void *result, zend_object *exception)
{
	zend_coroutine_t *coroutine = ((zend_coroutine_event_callback_t *) callback)->coroutine;

	if (!waker_accepts(coroutine)) {
		return;
	}
	if (exception != NULL) {
		zend_async_waker_apply_error(coroutine->waker, exception, false, false);
		event->flags |= ZEND_ASYNC_EVENT_F_EXCEPTION_HANDLED;
	} else if (result != NULL && (event->flags & ZEND_ASYNC_EVENT_F_ZVAL_RESULT)) {
		zval_ptr_dtor(&coroutine->waker->result);
		ZVAL_COPY(&coroutine->waker->result, (zval *) result);
		event->flags |= ZEND_ASYNC_EVENT_F_RESULT_USED;
	}
	ZEND_ASYNC_RESUME(coroutine);
}

ZEND_ASYNC_API void zend_async_waker_callback_cancel(zend_async_event_t *event, zend_async_event_callback_t *callback,
	void *result, zend_object *exception)
{
	zend_coroutine_t *coroutine = ((zend_coroutine_event_callback_t *) callback)->coroutine;

	if (!waker_accepts(coroutine)) {
		return;
	}
	ZEND_ASYNC_RESUME_WITH_ERROR(coroutine, zend_async_new_cancellation_from(event, exception), true);
}

ZEND_ASYNC_API void zend_async_waker_callback_timeout(zend_async_event_t *event, zend_async_event_callback_t *callback,
	void *result, zend_object *exception)
{
	zend_coroutine_t *coroutine = ((zend_coroutine_event_callback_t *) callback)->coroutine;

	if (!waker_accepts(coroutine)) {
		return;
	}
	zend_object *error = zend_async_new_exception(ZEND_ASYNC_EXCEPTION_TIMEOUT,
		"Operation has been cancelled by timeout");
	ZEND_ASYNC_RESUME_WITH_ERROR(coroutine, error, true);
}

/* }}} */

/* {{{ waiting */

ZEND_ASYNC_API bool zend_async_can_suspend(bool throw_error)
{
	if (UNEXPECTED(zend_fiber_switch_blocked())) {
		if (throw_error) {
			zend_throw_error(NULL,
				"Cannot suspend a coroutine here: switching is not allowed inside destructors, "
				"garbage collection or signal handlers; spawn a coroutine for asynchronous cleanup instead");
		}
		return false;
	}
	if (UNEXPECTED(ZEND_ASYNC_G(in_scheduler_context))) {
		if (throw_error) {
			zend_throw_error(NULL, "The operation cannot be executed in the scheduler context");
		}
		return false;
	}
	if (UNEXPECTED(OG(running) != NULL)) {
		if (throw_error) {
			zend_throw_error(NULL, "Cannot suspend a coroutine inside an output buffer handler");
		}
		return false;
	}
	return true;
}

/* A cancellation event that already fired cancels the wait at once: its
 * replayed exception (borrowed, per the replay contract) becomes the
 * previous one. */
static bool wait_subscribe_cancellation(zend_coroutine_t *coroutine, zend_async_event_t *cancellation)
{
	if (ZEND_ASYNC_EVENT_IS_CLOSED(cancellation)) {
		zval result;
		zend_object *exception = NULL;
		ZVAL_UNDEF(&result);
		if (cancellation->replay != NULL) {
			cancellation->replay(cancellation, &result, &exception);
			zval_ptr_dtor(&result);
		}
		zend_throw_exception_internal(zend_async_new_cancellation_from(cancellation, exception));
		return false;
	}
	return zend_async_resume_when(coroutine, cancellation, false, zend_async_waker_callback_cancel);
}

ZEND_ASYNC_API bool zend_async_wait_ex(zend_async_event_t *event, const zend_async_wait_t *wait)
{
	zend_coroutine_t *current = ZEND_ASYNC_CURRENT_COROUTINE;
	zend_async_waker_t *waker = zend_async_waker_new(current);
	bool subscribed;

	waker->waiting_for = wait->what;
	if (wait->callback != NULL) {
		subscribed = resume_when_callback(current, event, wait->trans_event, wait->callback);
	} else {
		subscribed = zend_async_resume_when(current, event, wait->trans_event, NULL);
	}
	if (!subscribed) {
		return false;
	}
	if (wait->cancellation != NULL && !wait_subscribe_cancellation(current, wait->cancellation)) {
		zend_async_waker_clean_events(waker);
		return false;
	}
	if (wait->timeout_ms > 0) {
		/* The waker owns the timer: it is stopped and freed with the
		 * wait, whichever event came first. */
		zend_async_timer_event_t *timer = ZEND_ASYNC_NEW_TIMER_EVENT(wait->timeout_ms, false);
		if (!zend_async_resume_when(current, &timer->base, true,
				wait->timeout_throws ? zend_async_waker_callback_timeout : NULL)) {
			zend_async_waker_clean_events(waker);
			return false;
		}
	}
	return ZEND_ASYNC_SUSPEND();
}

ZEND_ASYNC_API bool zend_async_sleep(zend_ulong ms, const char *what)
{
	if (ms == 0) {
		return ZEND_ASYNC_YIELD();
	}
	zend_async_wait_t wait = {.what = what, .trans_event = true};
	return zend_async_wait_ex(&ZEND_ASYNC_NEW_TIMER_EVENT(ms, false)->base, &wait);
}

/* }}} */

/* {{{ switch handlers */

static uint32_t switch_vector_add(zend_coroutine_switch_handlers_vector_t *vector,
	zend_coroutine_switch_handler_fn handler, bool persistent)
{
	for (uint32_t i = 0; i < vector->length; i++) {
		if (vector->data[i].handler == handler) {
			return i;
		}
	}
	if (vector->length == vector->capacity) {
		vector->capacity = vector->capacity ? vector->capacity * 2 : 4;
		vector->data = safe_perealloc(vector->data, vector->capacity, sizeof(*vector->data), 0, persistent);
	}
	vector->data[vector->length].handler = handler;
	return vector->length++;
}

ZEND_ASYNC_API uint32_t zend_coroutine_add_switch_handler(zend_coroutine_t *coroutine,
	zend_coroutine_switch_handler_fn handler)
{
	if (coroutine->switch_handlers == NULL) {
		coroutine->switch_handlers = ecalloc(1, sizeof(*coroutine->switch_handlers));
	}
	if (coroutine->switch_handlers->in_execution) {
		zend_error(E_WARNING, "Cannot add a coroutine switch handler while the handlers are running");
		return (uint32_t) -1;
	}
	return switch_vector_add(coroutine->switch_handlers, handler, false);
}

ZEND_ASYNC_API bool zend_coroutine_remove_switch_handler(zend_coroutine_t *coroutine, uint32_t index)
{
	zend_coroutine_switch_handlers_vector_t *vector = coroutine->switch_handlers;

	if (vector == NULL || index >= vector->length || vector->in_execution) {
		return false;
	}
	memmove(&vector->data[index], &vector->data[index + 1], (vector->length - index - 1) * sizeof(*vector->data));
	vector->length--;
	return true;
}

/* Runs the handlers, compacting away those that returned false. */
static void switch_vector_call(zend_coroutine_switch_handlers_vector_t *vector, zend_coroutine_t *coroutine,
	bool is_enter, bool is_finishing)
{
	uint32_t kept = 0;

	vector->in_execution = true;
	for (uint32_t i = 0; i < vector->length; i++) {
		zend_coroutine_switch_handler_t entry = vector->data[i];
		if (entry.handler(coroutine, is_enter, is_finishing)) {
			vector->data[kept++] = entry;
		}
	}
	vector->length = kept;
	vector->in_execution = false;
}

ZEND_ASYNC_API void zend_coroutine_call_own_switch_handlers(zend_coroutine_t *coroutine, bool is_enter,
	bool is_finishing)
{
	if (coroutine->switch_handlers != NULL && coroutine->switch_handlers->length > 0) {
		switch_vector_call(coroutine->switch_handlers, coroutine, is_enter, is_finishing);
	}
}

ZEND_ASYNC_API void zend_coroutine_switch_handlers_destroy(zend_coroutine_t *coroutine)
{
	if (coroutine->switch_handlers != NULL) {
		if (coroutine->switch_handlers->data) {
			efree(coroutine->switch_handlers->data);
		}
		efree(coroutine->switch_handlers);
		coroutine->switch_handlers = NULL;
	}
}

ZEND_ASYNC_API void zend_async_add_main_coroutine_start_handler(zend_coroutine_switch_handler_fn handler)
{
	switch_vector_add(&ZEND_ASYNC_G(main_coroutine_start_handlers), handler, true);
}

ZEND_ASYNC_API void zend_async_add_global_switch_handler(zend_coroutine_switch_handler_fn handler)
{
	switch_vector_add(&ZEND_ASYNC_G(global_switch_handlers), handler, true);
}

ZEND_ASYNC_API void zend_async_add_switch_handler(zend_coroutine_switch_handler_fn handler)
{
	if (ZEND_ASYNC_CURRENT_COROUTINE != NULL) {
		zend_coroutine_add_switch_handler(ZEND_ASYNC_CURRENT_COROUTINE, handler);
	} else {
		zend_async_add_main_coroutine_start_handler(handler);
	}
}

/* }}} */

/* {{{ internal context */

ZEND_ASYNC_API uint32_t zend_async_internal_context_key_alloc(const char *key_name)
{
	for (uint32_t i = 0; i < internal_context_keys_count; i++) {
		if (internal_context_keys[i] == key_name) {
			return i + 1;
		}
	}
	internal_context_keys = perealloc(internal_context_keys, (internal_context_keys_count + 1) * sizeof(char *), 1);
	internal_context_keys[internal_context_keys_count++] = key_name;
	return internal_context_keys_count;
}

ZEND_ASYNC_API zval *zend_async_internal_context_find(zend_coroutine_t *coroutine, uint32_t key)
{
	if (coroutine == NULL || coroutine->internal_context == NULL) {
		return NULL;
	}
	return zend_hash_index_find(coroutine->internal_context, key);
}

ZEND_ASYNC_API void zend_async_internal_context_set(zend_coroutine_t *coroutine, uint32_t key, zval *value)
{
	if (coroutine->internal_context == NULL) {
		ALLOC_HASHTABLE(coroutine->internal_context);
		zend_hash_init(coroutine->internal_context, 4, NULL, ZVAL_PTR_DTOR, 0);
	}
	Z_TRY_ADDREF_P(value);
	zend_hash_index_update(coroutine->internal_context, key, value);
}

ZEND_ASYNC_API bool zend_async_internal_context_unset(zend_coroutine_t *coroutine, uint32_t key)
{
	if (coroutine->internal_context == NULL) {
		return false;
	}
	return zend_hash_index_del(coroutine->internal_context, key) == SUCCESS;
}

/* }}} */

/* {{{ exceptions */

static zend_object *new_exception_va(zend_async_class type, const char *format, va_list args)
{
	zend_class_entry *ce = ZEND_ASYNC_GET_CE(type);
	zval object, message;

	object_init_ex(&object, ce);
	ZVAL_STR(&message, zend_vstrpprintf(0, format, args));
	zend_update_property_ex(instanceof_function(ce, zend_ce_exception) ? zend_ce_exception : zend_ce_error,
		Z_OBJ(object), ZSTR_KNOWN(ZEND_STR_MESSAGE), &message);
	zval_ptr_dtor(&message);
	return Z_OBJ(object);
}

ZEND_ASYNC_API zend_object *zend_async_new_exception(zend_async_class type, const char *format, ...)
{
	va_list args;
	va_start(args, format);
	zend_object *object = new_exception_va(type, format, args);
	va_end(args);
	return object;
}

ZEND_ASYNC_API zend_object *zend_async_new_cancellation_from(zend_async_event_t *event, zend_object *exception)
{
	zend_object *error = zend_async_new_exception(ZEND_ASYNC_EXCEPTION_OPERATION_CANCELED,
		"Operation has been cancelled");
	if (exception != NULL) {
		GC_ADDREF(exception);
		zend_exception_set_previous(error, exception);
		event->flags |= ZEND_ASYNC_EVENT_F_EXCEPTION_HANDLED;
	}
	return error;
}

ZEND_ASYNC_API zend_object *zend_async_throw(zend_async_class type, const char *format, ...)
{
	va_list args;
	va_start(args, format);
	zend_object *object = new_exception_va(type, format, args);
	va_end(args);
	zval zv;
	ZVAL_OBJ(&zv, object);
	zend_throw_exception_object(&zv);
	return object;
}

/* }}} */

/*
 * await.c: waiting from PHP. Async\Timeout (a cancellation token backed by
 * a reactor timer), await() with an optional cancellation token, and what
 * every wait shares: the event behind an object, the token's event, the
 * replay of a settled one. The await_*() family is in await_group.c.
 */
#include "await.h"
#include "channel.h"
#include "coroutine.h"
#include "exceptions.h"
#include "future.h"
#include "task_group.h"
#include "zend_exceptions.h"
#include "await_arginfo.h"

zend_class_entry *async_ce_timeout;
static zend_object_handlers timeout_handlers;

/* {{{ Async\Timeout */

/* A Timeout has two faces, each with its own event. As a Completable
 * (await() and the await_*() items) it settles once: with a
 * TimeoutException when it fires, with its cancellation when cancel() is
 * called, like a cancelled Future. As a cancellation token it only ever
 * fires: cancel() disarms it, so the waits it bounds go on. Both events
 * live in the object and share its refcount. */
typedef struct {
	/* The Completable: awaiters and await_*() items subscribe here. */
	zend_async_event_t event;
	/* The token: waits bounded by the timeout subscribe here; closed
	 * without a notification by cancel(). */
	zend_async_event_t token_event;
	zend_async_timer_event_t *timer;
	/* Our subscription to the timer. A separate allocation: the timeout
	 * may be freed inside the timer's notification (its last holder lets
	 * go when told), and the notifier touches the callback afterwards. */
	struct timeout_timer_callback *timer_callback;
	/* The outcome once settled (owned): the TimeoutException, or the
	 * cancellation cancel() delivered. Replayed to later awaiters. */
	zend_object *error;
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

/* Either of its events back to the timeout. */
static zend_always_inline async_timeout_t *timeout_from_event(zend_async_event_t *event)
{
	return timeout_from_obj(ZEND_ASYNC_EVENT_TO_OBJECT(event));
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

/* Settles the timeout with error (taken over). Only the Completable's
 * subscribers hear of a cancellation; a firing reaches the token's first,
 * so that a wait for which the timeout is both an item and the token ends
 * cancelled. */
static void timeout_settle(async_timeout_t *timeout, zend_object *error, bool notify_token)
{
	ZEND_ASYNC_EVENT_SET_CLOSED(&timeout->event);
	ZEND_ASYNC_EVENT_SET_CLOSED(&timeout->token_event);
	timeout->error = error;
	timeout->event.loop_ref_count = 0;
	timeout->token_event.loop_ref_count = 0;
	timeout_release_timer(timeout);
	/* Keep ourselves alive: a waiter may drop the last reference. */
	GC_ADDREF(&timeout->std);
	if (notify_token) {
		zend_async_callbacks_notify(&timeout->token_event, NULL, error);
	}
	zend_async_callbacks_notify(&timeout->event, NULL, error);
	OBJ_RELEASE(&timeout->std);
}

static void timeout_fired(zend_async_event_t *event, zend_async_event_callback_t *callback, void *result,
	zend_object *exception)
{
	async_timeout_t *timeout = ((timeout_timer_callback_t *) callback)->timeout;

	if (timeout == NULL || ZEND_ASYNC_EVENT_IS_CLOSED(&timeout->event)) {
		return;
	}
	timeout_settle(timeout,
		zend_async_new_exception(ZEND_ASYNC_EXCEPTION_TIMEOUT, "Timeout occurred after " ZEND_ULONG_FMT " milliseconds",
			timeout->ms),
		true);
}

/* The deadline starts when the timeout is first waited on (either way)
 * and then runs to the end, however many waits share it. */
static bool timeout_event_start(zend_async_event_t *event)
{
	async_timeout_t *timeout = timeout_from_event(event);

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

/* Lends the stored error, as every other event's replay does. */
static bool timeout_event_replay(zend_async_event_t *event, zval *result, zend_object **exception)
{
	async_timeout_t *timeout = timeout_from_event(event);

	if (!ZEND_ASYNC_EVENT_IS_CLOSED(event) || timeout->error == NULL) {
		return false;
	}
	if (result) {
		ZVAL_NULL(result);
	}
	if (exception) {
		*exception = timeout->error;
	}
	return true;
}

static zend_string *timeout_event_info(zend_async_event_t *event)
{
	return zend_strpprintf(0, "timeout " ZEND_ULONG_FMT " ms", timeout_from_event(event)->ms);
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
	zend_async_event_init_object(&timeout->token_event,
		XtOffsetOf(async_timeout_t, std) - XtOffsetOf(async_timeout_t, token_event), timeout_event_start,
		timeout_event_stop, timeout_event_info);
	timeout->token_event.replay = timeout_event_replay;
	return &timeout->std;
}

static void timeout_free_obj(zend_object *object)
{
	async_timeout_t *timeout = timeout_from_obj(object);

	timeout_release_timer(timeout);
	zend_async_callbacks_free(&timeout->event);
	zend_async_callbacks_free(&timeout->token_event);
	if (timeout->error != NULL) {
		OBJ_RELEASE(timeout->error);
	}
	zend_object_std_dtor(object);
}

/* The stored error may reach back to the timeout (an argument in its
 * trace). */
static HashTable *timeout_get_gc(zend_object *object, zval **table, int *n)
{
	async_timeout_t *timeout = timeout_from_obj(object);
	zend_get_gc_buffer *buffer = zend_get_gc_buffer_create();

	if (timeout->error != NULL) {
		zend_get_gc_buffer_add_obj(buffer, timeout->error);
	}
	zend_get_gc_buffer_use(buffer, table, n);
	return zend_std_get_properties(object);
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
	zend_object *error;
	if (cancellation != NULL) {
		GC_ADDREF(cancellation);
		error = cancellation;
	} else {
		error = zend_async_new_exception(ZEND_ASYNC_EXCEPTION_CANCELLATION, "Timeout has been cancelled");
	}
	/* Disarmed: whoever uses it as a token is never cancelled by it. */
	timeout->cancelled = true;
	timeout_settle(timeout, error, false);
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
	timeout_handlers.get_gc = timeout_get_gc;
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

bool async_await_token_event(zend_object *token, zend_async_event_t **event)
{
	*event = NULL;
	if (token->ce == async_ce_timeout) {
		async_timeout_t *timeout = timeout_from_obj(token);
		if (!timeout->cancelled) {
			*event = &timeout->token_event;
		}
		return true;
	}
	*event = event_from_object(token);
	return *event != NULL;
}

void async_await_mark_observed(zend_async_event_t *event)
{
	if (event->add_callback == zend_async_callbacks_push && event->replay != NULL && ZEND_ASYNC_EVENT_IS_ZEND_OBJ(event)
		&& ZEND_ASYNC_EVENT_TO_OBJECT(event)->ce == async_ce_coroutine) {
		async_coroutine_mark_observed(async_coroutine_from_obj(ZEND_ASYNC_EVENT_TO_OBJECT(event)));
	}
}

/* The outcome of a completed event: its result and its error, both lent
 * (the replay contract). An event that closed without anything to replay
 * settled with null. */
void async_await_replay_outcome(zend_async_event_t *event, zval *result, zend_object **error)
{
	ZVAL_NULL(result);
	*error = NULL;
	if (event->replay != NULL && event->replay(event, result, error)) {
		async_await_mark_observed(event);
	}
}

/* Outcome of a completed event: result into return_value, or throws. */
static void replay_into(zend_async_event_t *event, zval *return_value)
{
	zval result;
	zend_object *exception;

	async_await_replay_outcome(event, &result, &exception);
	if (exception != NULL) {
		GC_ADDREF(exception);
		zend_throw_exception_internal(exception);
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
	zend_async_event_t *cancel_event;

	*event = NULL;
	if (!async_await_token_event(token, &cancel_event)) {
		zend_argument_type_error(arg_num, "of class %s cannot be awaited", ZSTR_VAL(token->ce->name));
		return false;
	}
	if (cancel_event == NULL) {
		return true;
	}
	if (!ZEND_ASYNC_EVENT_IS_CLOSED(cancel_event)) {
		*event = cancel_event;
		return true;
	}
	zend_object *error = zend_async_new_exception(ZEND_ASYNC_EXCEPTION_OPERATION_CANCELED,
		"Operation has been cancelled");
	zval result;
	zend_object *previous;
	async_await_replay_outcome(cancel_event, &result, &previous);
	if (previous != NULL) {
		GC_ADDREF(previous);
		zend_exception_set_previous(error, previous);
	}
	zend_throw_exception_internal(error);
	return false;
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
	async_await_mark_observed(event);
	if (Z_TYPE(waker->result) != IS_UNDEF) {
		RETVAL_COPY_VALUE(&waker->result);
		ZVAL_UNDEF(&waker->result);
	}
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

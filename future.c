/*
 * future.c: Async\FutureState (the writable side) and Async\Future (the
 * readable side), reduced to what signal() needs: complete/error, await
 * (also through Async\await()), cancel, completed()/failed(). The event
 * lives in the state object; a Future holds a reference to its state.
 */
#include "future.h"
#include "exceptions.h"
#include "zend_exceptions.h"
#include "zend_interfaces.h"
#include "future_arginfo.h"

zend_class_entry *async_ce_future;
zend_class_entry *async_ce_future_state;
static zend_object_handlers state_handlers;
static zend_object_handlers future_handlers;

typedef struct {
	zend_async_event_t event;
	zval result;
	zend_object *exception;
	bool cancelled;
	async_future_settle_fn settle_fn;
	void *settle_data;
	zend_object std;
} async_future_state_t;

typedef struct {
	zend_object *state;
	zend_object std;
} async_future_t;

static zend_always_inline async_future_state_t *state_from_obj(zend_object *obj)
{
	return (async_future_state_t *) ((char *) obj - XtOffsetOf(async_future_state_t, std));
}

static zend_always_inline async_future_t *future_from_obj(zend_object *obj)
{
	return (async_future_t *) ((char *) obj - XtOffsetOf(async_future_t, std));
}

/* {{{ state */

static bool state_replay(zend_async_event_t *event, zval *result, zend_object **exception)
{
	async_future_state_t *state = (async_future_state_t *) event;

	if (!ZEND_ASYNC_EVENT_IS_CLOSED(event)) {
		return false;
	}
	if (result) {
		ZVAL_COPY(result, &state->result);
	}
	if (exception) {
		*exception = state->exception; /* borrowed */
	}
	return true;
}

static zend_string *state_info(zend_async_event_t *event)
{
	return zend_string_init("future", sizeof("future") - 1, 0);
}

static zend_object *state_create(zend_class_entry *ce)
{
	async_future_state_t *state = zend_object_alloc(sizeof(async_future_state_t), ce);

	memset(state, 0, XtOffsetOf(async_future_state_t, std));
	zend_object_std_init(&state->std, ce);
	state->std.handlers = &state_handlers;
	zend_async_event_init_object(&state->event, XtOffsetOf(async_future_state_t, std), NULL, NULL, state_info);
	state->event.flags |= ZEND_ASYNC_EVENT_F_ZVAL_RESULT;
	state->event.replay = state_replay;
	ZVAL_NULL(&state->result);
	return &state->std;
}

static void run_settle_hook(async_future_state_t *state)
{
	async_future_settle_fn fn = state->settle_fn;
	if (fn != NULL) {
		state->settle_fn = NULL;
		fn(&state->std, state->settle_data);
	}
}

static void state_free(zend_object *object)
{
	async_future_state_t *state = state_from_obj(object);

	run_settle_hook(state);
	zend_async_callbacks_free(&state->event);
	zval_ptr_dtor(&state->result);
	if (state->exception) {
		OBJ_RELEASE(state->exception);
	}
	zend_object_std_dtor(object);
}

static HashTable *state_get_gc(zend_object *object, zval **table, int *n)
{
	async_future_state_t *state = state_from_obj(object);
	zend_get_gc_buffer *buf = zend_get_gc_buffer_create();

	zend_get_gc_buffer_add_zval(buf, &state->result);
	if (state->exception) {
		zend_get_gc_buffer_add_obj(buf, state->exception);
	}
	zend_get_gc_buffer_use(buf, table, n);
	return NULL;
}

zend_object *async_future_state_new(void)
{
	return state_create(async_ce_future_state);
}

bool async_future_state_is_settled(zend_object *object)
{
	return ZEND_ASYNC_EVENT_IS_CLOSED(&state_from_obj(object)->event);
}

void async_future_state_on_settle(zend_object *object, async_future_settle_fn fn, void *data)
{
	async_future_state_t *state = state_from_obj(object);
	state->settle_fn = fn;
	state->settle_data = data;
}

static void settle(async_future_state_t *state, zval *result, zend_object *error)
{
	if (ZEND_ASYNC_EVENT_IS_CLOSED(&state->event)) {
		return;
	}
	ZEND_ASYNC_EVENT_SET_CLOSED(&state->event);
	if (error != NULL) {
		GC_ADDREF(error);
		state->exception = error;
	} else if (result != NULL) {
		ZVAL_COPY(&state->result, result);
	}
	/* Waiters may drop the last reference. */
	GC_ADDREF(&state->std);
	run_settle_hook(state);
	zend_async_callbacks_notify(&state->event, error ? NULL : &state->result, error);
	OBJ_RELEASE(&state->std);
}

void async_future_state_complete(zend_object *object, zval *result)
{
	settle(state_from_obj(object), result, NULL);
}

void async_future_state_reject(zend_object *object, zend_object *error)
{
	settle(state_from_obj(object), NULL, error);
}

static bool state_settle_from_php(async_future_state_t *state)
{
	if (ZEND_ASYNC_EVENT_IS_CLOSED(&state->event)) {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, "The FutureState is already completed");
		return false;
	}
	return true;
}

ZEND_METHOD(Async_FutureState, __construct)
{
	ZEND_PARSE_PARAMETERS_NONE();
}

ZEND_METHOD(Async_FutureState, complete)
{
	zval *result;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_ZVAL(result)
	ZEND_PARSE_PARAMETERS_END();

	async_future_state_t *state = state_from_obj(Z_OBJ_P(ZEND_THIS));
	if (state_settle_from_php(state)) {
		settle(state, result, NULL);
	}
}

ZEND_METHOD(Async_FutureState, error)
{
	zend_object *error;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_OBJ_OF_CLASS(error, zend_ce_throwable)
	ZEND_PARSE_PARAMETERS_END();

	async_future_state_t *state = state_from_obj(Z_OBJ_P(ZEND_THIS));
	if (state_settle_from_php(state)) {
		settle(state, NULL, error);
	}
}

ZEND_METHOD(Async_FutureState, isCompleted)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_BOOL(ZEND_ASYNC_EVENT_IS_CLOSED(&state_from_obj(Z_OBJ_P(ZEND_THIS))->event));
}

/* }}} */

/* {{{ future */

static zend_object *future_create(zend_class_entry *ce)
{
	async_future_t *future = zend_object_alloc(sizeof(async_future_t), ce);

	future->state = NULL;
	zend_object_std_init(&future->std, ce);
	future->std.handlers = &future_handlers;
	return &future->std;
}

static void future_free(zend_object *object)
{
	async_future_t *future = future_from_obj(object);
	if (future->state) {
		OBJ_RELEASE(future->state);
	}
	zend_object_std_dtor(object);
}

static HashTable *future_get_gc(zend_object *object, zval **table, int *n)
{
	async_future_t *future = future_from_obj(object);
	zend_get_gc_buffer *buf = zend_get_gc_buffer_create();
	if (future->state) {
		zend_get_gc_buffer_add_obj(buf, future->state);
	}
	zend_get_gc_buffer_use(buf, table, n);
	return NULL;
}

zend_object *async_future_new(zend_object *state)
{
	zend_object *object = future_create(async_ce_future);
	GC_ADDREF(state);
	future_from_obj(object)->state = state;
	return object;
}

zend_async_event_t *async_future_event_from_object(zend_object *object)
{
	if (object->ce == async_ce_future_state) {
		return &state_from_obj(object)->event;
	}
	if (object->ce == async_ce_future) {
		async_future_t *future = future_from_obj(object);
		return future->state ? &state_from_obj(future->state)->event : NULL;
	}
	return NULL;
}

static async_future_state_t *future_state(zval *this_ptr)
{
	async_future_t *future = future_from_obj(Z_OBJ_P(this_ptr));
	if (future->state == NULL) {
		zend_throw_error(NULL, "Async\\Future is not initialized");
		return NULL;
	}
	return state_from_obj(future->state);
}

ZEND_METHOD(Async_Future, completed)
{
	zval *value = NULL;

	ZEND_PARSE_PARAMETERS_START(0, 1)
		Z_PARAM_OPTIONAL
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END();

	zend_object *state = async_future_state_new();
	zval null;
	ZVAL_NULL(&null);
	async_future_state_complete(state, value ? value : &null);
	RETVAL_OBJ(async_future_new(state));
	OBJ_RELEASE(state);
}

ZEND_METHOD(Async_Future, failed)
{
	zend_object *error;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_OBJ_OF_CLASS(error, zend_ce_throwable)
	ZEND_PARSE_PARAMETERS_END();

	zend_object *state = async_future_state_new();
	async_future_state_reject(state, error);
	RETVAL_OBJ(async_future_new(state));
	OBJ_RELEASE(state);
}

ZEND_METHOD(Async_Future, __construct)
{
	zend_object *state;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_OBJ_OF_CLASS(state, async_ce_future_state)
	ZEND_PARSE_PARAMETERS_END();

	async_future_t *future = future_from_obj(Z_OBJ_P(ZEND_THIS));
	if (future->state) {
		OBJ_RELEASE(future->state);
	}
	GC_ADDREF(state);
	future->state = state;
}

ZEND_METHOD(Async_Future, isCompleted)
{
	ZEND_PARSE_PARAMETERS_NONE();
	async_future_state_t *state = future_state(ZEND_THIS);
	if (state == NULL) {
		RETURN_THROWS();
	}
	RETURN_BOOL(ZEND_ASYNC_EVENT_IS_CLOSED(&state->event));
}

ZEND_METHOD(Async_Future, isCancelled)
{
	ZEND_PARSE_PARAMETERS_NONE();
	async_future_state_t *state = future_state(ZEND_THIS);
	if (state == NULL) {
		RETURN_THROWS();
	}
	RETURN_BOOL(state->cancelled);
}

ZEND_METHOD(Async_Future, cancel)
{
	zend_object *cancellation = NULL;

	ZEND_PARSE_PARAMETERS_START(0, 1)
		Z_PARAM_OPTIONAL
		Z_PARAM_OBJ_OF_CLASS_OR_NULL(cancellation, async_ce_async_cancellation)
	ZEND_PARSE_PARAMETERS_END();

	async_future_state_t *state = future_state(ZEND_THIS);
	if (state == NULL) {
		RETURN_THROWS();
	}
	if (ZEND_ASYNC_EVENT_IS_CLOSED(&state->event)) {
		return;
	}
	state->cancelled = true;
	if (cancellation != NULL) {
		settle(state, NULL, cancellation);
	} else {
		zend_object *error = zend_async_new_exception(ZEND_ASYNC_EXCEPTION_CANCELLATION, "Future has been cancelled");
		settle(state, NULL, error);
		OBJ_RELEASE(error);
	}
}

ZEND_METHOD(Async_Future, ignore)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_OBJ_COPY(Z_OBJ_P(ZEND_THIS));
}

ZEND_METHOD(Async_Future, await)
{
	zval *cancellation = NULL;
	zval function, args[2];

	ZEND_PARSE_PARAMETERS_START(0, 1)
		Z_PARAM_OPTIONAL
		Z_PARAM_OBJECT_OF_CLASS_OR_NULL(cancellation, async_ce_completable)
	ZEND_PARSE_PARAMETERS_END();

	ZVAL_STRING(&function, "Async\\await");
	ZVAL_COPY_VALUE(&args[0], ZEND_THIS);
	if (cancellation) {
		ZVAL_COPY_VALUE(&args[1], cancellation);
	}
	call_user_function(NULL, NULL, &function, return_value, cancellation ? 2 : 1, args);
	zval_ptr_dtor(&function);
}

/* }}} */

static void register_classes(void)
{
	async_ce_future_state = register_class_Async_FutureState();
	async_ce_future_state->create_object = state_create;
	memcpy(&state_handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
	state_handlers.offset = XtOffsetOf(async_future_state_t, std);
	state_handlers.free_obj = state_free;
	state_handlers.get_gc = state_get_gc;
	state_handlers.clone_obj = NULL;

	async_ce_future = register_class_Async_Future(async_ce_completable);
	async_ce_future->create_object = future_create;
	memcpy(&future_handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
	future_handlers.offset = XtOffsetOf(async_future_t, std);
	future_handlers.free_obj = future_free;
	future_handlers.get_gc = future_get_gc;
	future_handlers.clone_obj = NULL;
}

void async_future_minit(void)
{
	register_classes();
}

/*
 * future.c: Async\FutureState (the writable side) and Async\Future (the
 * readable side). The event, the outcome, the flags and the map/catch/
 * finally links live in the state object; every Future holds a reference
 * to its state, and a link holds the state of the Future it derives.
 */
#include "future.h"
#include "exceptions.h"
#include "scheduler.h"
#include "zend_exceptions.h"
#include "zend_interfaces.h"
#include "future_arginfo.h"

zend_class_entry *async_ce_future;
zend_class_entry *async_ce_future_state;
static zend_object_handlers state_handlers;
static zend_object_handlers future_handlers;

typedef enum { LINK_MAP, LINK_CATCH, LINK_FINALLY } link_kind;

/* A map()/catch()/finally() waiting for its source to settle. */
typedef struct future_link {
	struct future_link *next;
	link_kind kind;
	zval callable;
	zend_object *target; /* state of the derived Future (strong) */
} future_link_t;

typedef struct {
	zend_async_event_t event;
	zval result;
	zend_object *exception;
	async_future_settle_fn settle_fn;
	void *settle_data;
	zend_string *created_file;
	uint32_t created_line;
	zend_string *completed_file;
	uint32_t completed_line;
	/* FIFO: callbacks run in the order they were attached. */
	future_link_t *links;
	future_link_t **links_tail;
	/* A Future reads it: only then can it be "never used". */
	bool has_reader;
	/* Awaited, subscribed to, mapped, cancelled, ... */
	bool used;
	bool ignored;
	zend_object std;
} async_future_state_t;

typedef struct {
	zend_object *state;
	zend_object std;
} async_future_t;

/* The links of one source that has settled, run by a coroutine of their
 * own: callbacks are never run inline, and may suspend (await inside a
 * map() callback). A microtask could not let them: it runs on the stack
 * of whichever coroutine is switching, whose wait a suspending callback
 * would overwrite. */
typedef struct {
	zend_object *source;  /* strong */
	future_link_t *links; /* owned, in order */
} link_batch_t;

static zend_always_inline async_future_state_t *state_from_obj(zend_object *obj)
{
	return (async_future_state_t *) ((char *) obj - XtOffsetOf(async_future_state_t, std));
}

static zend_always_inline async_future_t *future_from_obj(zend_object *obj)
{
	return (async_future_t *) ((char *) obj - XtOffsetOf(async_future_t, std));
}

/* The error was delivered to someone (an awaiter, a catch(), a derived
 * Future that carries it on): it is no longer "unhandled". */
static zend_always_inline void state_mark_handled(async_future_state_t *state)
{
	state->event.flags |= ZEND_ASYNC_EVENT_F_EXCEPTION_HANDLED;
}

static void record_location(zend_string **file, uint32_t *line)
{
	zend_string *filename = zend_get_executed_filename_ex();

	if (filename != NULL) {
		*file = zend_string_copy(filename);
		*line = zend_get_executed_lineno();
	}
}

/* {{{ links */

static void link_free(future_link_t *link)
{
	zval_ptr_dtor(&link->callable);
	OBJ_RELEASE(link->target);
	efree(link);
}

static void settle(async_future_state_t *state, zval *result, zend_object *error);

static void link_batch_free(link_batch_t *batch)
{
	future_link_t *link = batch->links;
	while (link != NULL) {
		future_link_t *next = link->next;
		link_free(link);
		link = next;
	}
	OBJ_RELEASE(batch->source);
	efree(batch);
}

/* False if the callback called exit(): the request ends, the rest of the
 * batch does not run. */
static bool link_run(async_future_state_t *source, future_link_t *link)
{
	async_future_state_t *target = state_from_obj(link->target);
	zend_object *error = source->exception;

	/* The derived Future carries the error on (or its owner gave up on it
	 * by cancelling it): the source reports nothing itself. */
	if (error != NULL) {
		state_mark_handled(source);
	}
	if (ZEND_ASYNC_EVENT_IS_CLOSED(&target->event)) {
		return true;
	}

	zval args[1];
	uint32_t argc = 0;
	switch (link->kind) {
		case LINK_MAP:
			if (error != NULL) {
				settle(target, NULL, error);
				return true;
			}
			ZVAL_COPY_VALUE(&args[0], &source->result);
			argc = 1;
			break;
		case LINK_CATCH:
			if (error == NULL) {
				settle(target, &source->result, NULL);
				return true;
			}
			ZVAL_OBJ(&args[0], error);
			argc = 1;
			break;
		case LINK_FINALLY: break;
	}

	zval retval;
	ZVAL_UNDEF(&retval);
	call_user_function(NULL, NULL, &link->callable, &retval, argc, args);

	zend_object *thrown = EG(exception);
	if (thrown != NULL && (zend_is_unwind_exit(thrown) || zend_is_graceful_exit(thrown))) {
		zval_ptr_dtor(&retval);
		return false;
	}
	if (thrown != NULL) {
		GC_ADDREF(thrown);
		zend_clear_exception();
		settle(target, NULL, thrown);
		OBJ_RELEASE(thrown);
	} else if (link->kind == LINK_FINALLY) {
		settle(target, &source->result, error);
	} else {
		settle(target, Z_TYPE(retval) == IS_UNDEF ? NULL : &retval, NULL);
	}
	zval_ptr_dtor(&retval);
	return true;
}

static void link_batch_entry(void)
{
	zend_coroutine_t *self = ZEND_ASYNC_CURRENT_COROUTINE;
	link_batch_t *batch = self->extended_data;

	self->extended_data = NULL;
	async_future_state_t *source = state_from_obj(batch->source);
	while (batch->links != NULL) {
		future_link_t *link = batch->links;
		batch->links = link->next;
		bool go_on = link_run(source, link);
		link_free(link);
		if (!go_on) {
			break;
		}
	}
	link_batch_free(batch);
}

/* Cancelled before it started (graceful shutdown): the body never ran. */
static void link_batch_dispose(zend_coroutine_t *coroutine)
{
	if (coroutine->extended_data != NULL) {
		link_batch_t *batch = coroutine->extended_data;
		coroutine->extended_data = NULL;
		link_batch_free(batch);
	}
}

/* Takes ownership of links (a NULL-terminated list). */
static void links_schedule(async_future_state_t *source, future_link_t *links)
{
	link_batch_t *batch = emalloc(sizeof(*batch));

	batch->source = &source->std;
	GC_ADDREF(&source->std);
	batch->links = links;
	zend_coroutine_t *runner = async_scheduler_spawn_internal(link_batch_entry, batch);
	if (runner == NULL) {
		/* Too late in the request to run anything: the derived Futures
		 * stay pending. */
		link_batch_free(batch);
		return;
	}
	runner->extended_dispose = link_batch_dispose;
}

/* }}} */

/* {{{ state */

/* Awaiting a settled state replays its outcome: that counts as using it,
 * and an error handed out counts as handled. */
static bool state_replay(zend_async_event_t *event, zval *result, zend_object **exception)
{
	async_future_state_t *state = (async_future_state_t *) event;

	state->used = true;
	if (!ZEND_ASYNC_EVENT_IS_CLOSED(event)) {
		return false;
	}
	if (result) {
		ZVAL_COPY_VALUE(result, &state->result); /* lent, as the ABI says */
	}
	if (exception) {
		*exception = state->exception; /* borrowed */
		if (state->exception != NULL) {
			state_mark_handled(state);
		}
	}
	return true;
}

/* Whoever subscribes (a waiting coroutine, a cancellation watch, a C
 * consumer) uses it; the waker marks the error handled when it takes it. */
static bool state_add_callback(zend_async_event_t *event, zend_async_event_callback_t *callback)
{
	((async_future_state_t *) event)->used = true;
	return zend_async_callbacks_push(event, callback);
}

static zend_string *state_info(zend_async_event_t *event)
{
	return zend_strpprintf(0, "FutureState(%s)", ZEND_ASYNC_EVENT_IS_CLOSED(event) ? "completed" : "pending");
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
	state->event.add_callback = state_add_callback;
	ZVAL_NULL(&state->result);
	state->links_tail = &state->links;
	record_location(&state->created_file, &state->created_line);
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

static const char *error_message(zend_object *error)
{
	zval rv;
	zval *message = zend_read_property_ex(error->ce, error, ZSTR_KNOWN(ZEND_STR_MESSAGE), 1, &rv);
	return message != NULL && Z_TYPE_P(message) == IS_STRING ? Z_STRVAL_P(message) : "Unknown error";
}

/* The two diagnostics, once per state, when its last holder lets go.
 * E_CORE_WARNING: no user error handler runs inside free_obj (which may be
 * the garbage collector). */
static void state_report(async_future_state_t *state)
{
	if (state->ignored) {
		return;
	}
	if (state->has_reader && !state->used) {
		if (state->created_file != NULL) {
			zend_error(E_CORE_WARNING,
				"Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this "
				"warning. Created at %s:%" PRIu32,
				ZSTR_VAL(state->created_file), state->created_line);
		} else {
			zend_error(E_CORE_WARNING,
				"Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this "
				"warning");
		}
	}
	if (state->exception != NULL && !(state->event.flags & ZEND_ASYNC_EVENT_F_EXCEPTION_HANDLED)) {
		const char *message = error_message(state->exception);
		if (state->created_file != NULL && state->completed_file != NULL) {
			zend_error(E_CORE_WARNING,
				"Unhandled exception in Future: %s; use catch() or ignore() to handle. Created at %s:%" PRIu32
				", completed at %s:%" PRIu32,
				message, ZSTR_VAL(state->created_file), state->created_line, ZSTR_VAL(state->completed_file),
				state->completed_line);
		} else if (state->created_file != NULL) {
			zend_error(E_CORE_WARNING,
				"Unhandled exception in Future: %s; use catch() or ignore() to handle. Created at %s:%" PRIu32, message,
				ZSTR_VAL(state->created_file), state->created_line);
		} else {
			zend_error(E_CORE_WARNING, "Unhandled exception in Future: %s; use catch() or ignore() to handle", message);
		}
	}
}

static void state_free(zend_object *object)
{
	async_future_state_t *state = state_from_obj(object);

	run_settle_hook(state);
	state_report(state);
	/* Pending links die with the source: their Futures stay pending, as
	 * nobody can settle this state any more. */
	future_link_t *link = state->links;
	state->links = NULL;
	state->links_tail = &state->links;
	while (link != NULL) {
		future_link_t *next = link->next;
		link_free(link);
		link = next;
	}
	zend_async_callbacks_free(&state->event);
	zval_ptr_dtor(&state->result);
	if (state->exception) {
		OBJ_RELEASE(state->exception);
	}
	if (state->created_file) {
		zend_string_release(state->created_file);
	}
	if (state->completed_file) {
		zend_string_release(state->completed_file);
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
	for (future_link_t *link = state->links; link != NULL; link = link->next) {
		zend_get_gc_buffer_add_zval(buf, &link->callable);
		zend_get_gc_buffer_add_obj(buf, link->target);
	}
	zend_get_gc_buffer_use(buf, table, n);
	return NULL;
}

static void add_status(HashTable *ht, async_future_state_t *state)
{
	zval tmp;
	const char *status = "pending";

	if (ZEND_ASYNC_EVENT_IS_CLOSED(&state->event)) {
		if (state->exception == NULL) {
			status = "completed";
		} else if (instanceof_function(state->exception->ce, async_ce_async_cancellation)) {
			status = "cancelled";
		} else {
			status = "failed";
		}
	}
	ZVAL_STRING(&tmp, status);
	zend_hash_str_update(ht, "status", sizeof("status") - 1, &tmp);
	if (ZEND_ASYNC_EVENT_IS_CLOSED(&state->event)) {
		if (state->exception != NULL) {
			ZVAL_OBJ_COPY(&tmp, state->exception);
			zend_hash_str_update(ht, "error", sizeof("error") - 1, &tmp);
		} else {
			ZVAL_COPY(&tmp, &state->result);
			zend_hash_str_update(ht, "result", sizeof("result") - 1, &tmp);
		}
	}
}

static HashTable *state_get_debug_info(zend_object *object, int *is_temp)
{
	HashTable *ht = zend_new_array(2);

	add_status(ht, state_from_obj(object));
	*is_temp = 1;
	return ht;
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
	record_location(&state->completed_file, &state->completed_line);
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
	if (state->links != NULL) {
		future_link_t *links = state->links;
		state->links = NULL;
		state->links_tail = &state->links;
		links_schedule(state, links);
	}
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
		if (state->completed_file != NULL) {
			zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, "FutureState is already completed at %s:%" PRIu32,
				ZSTR_VAL(state->completed_file), state->completed_line);
		} else {
			zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, "FutureState is already completed at Unknown:0");
		}
		return false;
	}
	return true;
}

static void return_file_and_line(zval *return_value, zend_string *file, uint32_t line)
{
	array_init_size(return_value, 2);
	if (file != NULL) {
		add_next_index_str(return_value, zend_string_copy(file));
	} else {
		add_next_index_null(return_value);
	}
	add_next_index_long(return_value, file != NULL ? (zend_long) line : 0);
}

static void return_location(zval *return_value, zend_string *file, uint32_t line)
{
	if (file != NULL) {
		RETURN_STR(zend_strpprintf(0, "%s:%" PRIu32, ZSTR_VAL(file), line));
	}
	RETURN_STRING("unknown");
}

static void return_awaiting_info(zval *return_value, async_future_state_t *state)
{
	zval info;

	ZVAL_STR(&info, state_info(&state->event));
	array_init_size(return_value, 1);
	add_next_index_zval(return_value, &info);
}

#define THIS_STATE() state_from_obj(Z_OBJ_P(ZEND_THIS))

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

	async_future_state_t *state = THIS_STATE();
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

	async_future_state_t *state = THIS_STATE();
	if (state_settle_from_php(state)) {
		settle(state, NULL, error);
	}
}

ZEND_METHOD(Async_FutureState, isCompleted)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_BOOL(ZEND_ASYNC_EVENT_IS_CLOSED(&THIS_STATE()->event));
}

ZEND_METHOD(Async_FutureState, ignore)
{
	ZEND_PARSE_PARAMETERS_NONE();
	THIS_STATE()->ignored = true;
}

ZEND_METHOD(Async_FutureState, getAwaitingInfo)
{
	ZEND_PARSE_PARAMETERS_NONE();
	return_awaiting_info(return_value, THIS_STATE());
}

ZEND_METHOD(Async_FutureState, getCreatedFileAndLine)
{
	ZEND_PARSE_PARAMETERS_NONE();
	return_file_and_line(return_value, THIS_STATE()->created_file, THIS_STATE()->created_line);
}

ZEND_METHOD(Async_FutureState, getCreatedLocation)
{
	ZEND_PARSE_PARAMETERS_NONE();
	return_location(return_value, THIS_STATE()->created_file, THIS_STATE()->created_line);
}

ZEND_METHOD(Async_FutureState, getCompletedFileAndLine)
{
	ZEND_PARSE_PARAMETERS_NONE();
	return_file_and_line(return_value, THIS_STATE()->completed_file, THIS_STATE()->completed_line);
}

ZEND_METHOD(Async_FutureState, getCompletedLocation)
{
	ZEND_PARSE_PARAMETERS_NONE();
	return_location(return_value, THIS_STATE()->completed_file, THIS_STATE()->completed_line);
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
		zend_object *state = future->state;
		future->state = NULL;
		OBJ_RELEASE(state);
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

static HashTable *future_get_debug_info(zend_object *object, int *is_temp)
{
	async_future_t *future = future_from_obj(object);
	HashTable *ht = zend_new_array(2);

	if (future->state != NULL) {
		add_status(ht, state_from_obj(future->state));
	}
	*is_temp = 1;
	return ht;
}

static void future_set_state(async_future_t *future, zend_object *state)
{
	zend_object *old = future->state;

	GC_ADDREF(state);
	future->state = state;
	state_from_obj(state)->has_reader = true;
	if (old != NULL) {
		OBJ_RELEASE(old);
	}
}

zend_object *async_future_new(zend_object *state)
{
	zend_object *object = future_create(async_ce_future);
	future_set_state(future_from_obj(object), state);
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

#define FUTURE_STATE_OR_THROW(var) \
	async_future_state_t *var = future_state(ZEND_THIS); \
	if (var == NULL) { \
		RETURN_THROWS(); \
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

	future_set_state(future_from_obj(Z_OBJ_P(ZEND_THIS)), state);
}

ZEND_METHOD(Async_Future, isCompleted)
{
	ZEND_PARSE_PARAMETERS_NONE();
	FUTURE_STATE_OR_THROW(state);
	RETURN_BOOL(ZEND_ASYNC_EVENT_IS_CLOSED(&state->event));
}

ZEND_METHOD(Async_Future, isCancelled)
{
	ZEND_PARSE_PARAMETERS_NONE();
	FUTURE_STATE_OR_THROW(state);
	RETURN_BOOL(state->exception != NULL && instanceof_function(state->exception->ce, async_ce_async_cancellation));
}

ZEND_METHOD(Async_Future, cancel)
{
	zend_object *cancellation = NULL;

	ZEND_PARSE_PARAMETERS_START(0, 1)
		Z_PARAM_OPTIONAL
		Z_PARAM_OBJ_OF_CLASS_OR_NULL(cancellation, async_ce_async_cancellation)
	ZEND_PARSE_PARAMETERS_END();

	FUTURE_STATE_OR_THROW(state);
	if (ZEND_ASYNC_EVENT_IS_CLOSED(&state->event)) {
		return;
	}
	/* Cancelling is a decision about the outcome: the Future counts as
	 * used and its cancellation as handled. */
	state->used = true;
	state_mark_handled(state);
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
	FUTURE_STATE_OR_THROW(state);
	state->ignored = true;
	RETURN_OBJ_COPY(Z_OBJ_P(ZEND_THIS));
}

static void future_chain(INTERNAL_FUNCTION_PARAMETERS, link_kind kind)
{
	zend_fcall_info fci;
	zend_fcall_info_cache fcc;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_FUNC(fci, fcc)
	ZEND_PARSE_PARAMETERS_END();

	FUTURE_STATE_OR_THROW(source);
	/* Callbacks run in a coroutine: the scheduler must be running. */
	if (ZEND_ASYNC_G(state) == ZEND_ASYNC_READY && !ZEND_ASYNC_LAUNCH()) {
		RETURN_THROWS();
	}

	zend_object *target = async_future_state_new();
	future_link_t *link = emalloc(sizeof(*link));
	link->next = NULL;
	link->kind = kind;
	ZVAL_COPY(&link->callable, &fci.function_name);
	link->target = target; /* the link takes the creation reference */
	source->used = true;
	RETVAL_OBJ(async_future_new(target));

	if (ZEND_ASYNC_EVENT_IS_CLOSED(&source->event)) {
		links_schedule(source, link);
	} else {
		*source->links_tail = link;
		source->links_tail = &link->next;
	}
}

ZEND_METHOD(Async_Future, map)
{
	future_chain(INTERNAL_FUNCTION_PARAM_PASSTHRU, LINK_MAP);
}

ZEND_METHOD(Async_Future, catch)
{
	future_chain(INTERNAL_FUNCTION_PARAM_PASSTHRU, LINK_CATCH);
}

ZEND_METHOD(Async_Future, finally)
{
	future_chain(INTERNAL_FUNCTION_PARAM_PASSTHRU, LINK_FINALLY);
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

ZEND_METHOD(Async_Future, getAwaitingInfo)
{
	ZEND_PARSE_PARAMETERS_NONE();
	FUTURE_STATE_OR_THROW(state);
	return_awaiting_info(return_value, state);
}

ZEND_METHOD(Async_Future, getCreatedFileAndLine)
{
	ZEND_PARSE_PARAMETERS_NONE();
	FUTURE_STATE_OR_THROW(state);
	return_file_and_line(return_value, state->created_file, state->created_line);
}

ZEND_METHOD(Async_Future, getCreatedLocation)
{
	ZEND_PARSE_PARAMETERS_NONE();
	FUTURE_STATE_OR_THROW(state);
	return_location(return_value, state->created_file, state->created_line);
}

ZEND_METHOD(Async_Future, getCompletedFileAndLine)
{
	ZEND_PARSE_PARAMETERS_NONE();
	FUTURE_STATE_OR_THROW(state);
	return_file_and_line(return_value, state->completed_file, state->completed_line);
}

ZEND_METHOD(Async_Future, getCompletedLocation)
{
	ZEND_PARSE_PARAMETERS_NONE();
	FUTURE_STATE_OR_THROW(state);
	return_location(return_value, state->completed_file, state->completed_line);
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
	state_handlers.get_debug_info = state_get_debug_info;
	state_handlers.clone_obj = NULL;

	async_ce_future = register_class_Async_Future(async_ce_completable);
	async_ce_future->create_object = future_create;
	memcpy(&future_handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
	future_handlers.offset = XtOffsetOf(async_future_t, std);
	future_handlers.free_obj = future_free;
	future_handlers.get_gc = future_get_gc;
	future_handlers.get_debug_info = future_get_debug_info;
	future_handlers.clone_obj = NULL;
}

void async_future_minit(void)
{
	register_classes();
}

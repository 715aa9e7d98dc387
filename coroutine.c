/*
 * coroutine.c: the Async\Coroutine object and its life: creation, running
 * its callable on a pooled context, finishing (awaiters, finally handlers,
 * unhandled errors), GC support, and the PHP methods.
 */
#include "coroutine.h"
#include "scope.h"
#include "exceptions.h"
#include "scheduler.h"
#include "shutdown.h"
#include "switch_handlers.h"
#include "context.h"
#include "zend_exceptions.h"
#include "zend_interfaces.h"
#include "zend_closures.h"
#include "zend_smart_str.h"
#include "zend_builtin_functions.h"
#include "coroutine_arginfo.h"

zend_class_entry *async_ce_coroutine;
static zend_object_handlers coroutine_handlers;

/* {{{ the coroutine as an event */

static bool coroutine_event_replay(zend_async_event_t *event, zval *result, zend_object **exception)
{
	zend_coroutine_t *coroutine = (zend_coroutine_t *) event;

	if (!ZEND_COROUTINE_IS_FINISHED(coroutine)) {
		return false;
	}
	if (result) {
		ZVAL_COPY_VALUE(result, &coroutine->result);
	}
	if (exception) {
		*exception = coroutine->exception;
	}
	return true;
}

static zend_string *coroutine_event_info(zend_async_event_t *event)
{
	return async_coroutine_describe((async_coroutine_t *) event);
}

/* }}} */

/* {{{ creation */

/* Also reached by reflection's newInstanceWithoutConstructor(): the result
 * is an inert coroutine that never runs. */
static zend_object *coroutine_create_object(zend_class_entry *ce)
{
	async_coroutine_t *co = zend_object_alloc(sizeof(async_coroutine_t), ce);

	memset(co, 0, XtOffsetOf(async_coroutine_t, std));
	zend_object_std_init(&co->std, ce);
	co->std.handlers = &coroutine_handlers;

	zend_async_event_t *event = &co->coroutine.event;
	zend_async_event_init_object(event,
		(uint32_t) (XtOffsetOf(async_coroutine_t, std) - XtOffsetOf(async_coroutine_t, coroutine.event)), NULL, NULL,
		coroutine_event_info);
	event->flags |= ZEND_ASYNC_EVENT_F_ZVAL_RESULT;
	event->replay = coroutine_event_replay;
	ZVAL_UNDEF(&co->coroutine.result);
	return &co->std;
}

void async_fcall_copy(zend_fcall_t *fcall, zend_fcall_info *fci, zend_fcall_info_cache *fcc)
{
	fcall->fci = *fci;
	fcall->fci_cache = *fcc;
	Z_TRY_ADDREF(fcall->fci.function_name);
	if (fci->param_count > 0) {
		fcall->fci.params = safe_emalloc(fci->param_count, sizeof(zval), 0);
		for (uint32_t i = 0; i < fci->param_count; i++) {
			ZVAL_COPY(&fcall->fci.params[i], &fci->params[i]);
		}
	} else {
		fcall->fci.params = NULL;
	}
	if (fci->named_params) {
		GC_ADDREF(fci->named_params);
	}
	if (fcc->function_handler && (fcc->function_handler->common.fn_flags & ZEND_ACC_CALL_VIA_TRAMPOLINE)) {
		/* A __call trampoline is freed after this call: resolve again
		 * when the coroutine starts. */
		zend_release_fcall_info_cache(fcc);
		fcall->fci_cache = empty_fcall_info_cache;
	}
}

void async_coroutine_set_fcall(async_coroutine_t *co, zend_fcall_info *fci, zend_fcall_info_cache *fcc)
{
	async_fcall_copy(&co->fcall_storage, fci, fcc);
	co->coroutine.fcall = &co->fcall_storage;
}

async_coroutine_t *async_coroutine_new(zend_async_scope_t *scope)
{
	async_coroutine_t *co = async_coroutine_from_obj(coroutine_create_object(async_ce_coroutine));

	co->id = ++ASYNC_G(next_coroutine_id);
	/* Until it finishes the runtime holds it, so it can never be garbage:
	 * keep it out of the GC root buffer (100k live coroutines would
	 * otherwise trigger collection runs that can free nothing). */
	GC_ADD_FLAGS(&co->std, GC_NOT_COLLECTABLE);

	zend_execute_data *ex = EG(current_execute_data);
	while (ex && (!ex->func || !ZEND_USER_CODE(ex->func->type))) {
		ex = ex->prev_execute_data;
	}
	if (ex) {
		co->coroutine.filename = zend_string_copy(ex->func->op_array.filename);
		co->coroutine.lineno = ex->opline ? ex->opline->lineno : 0;
	}

	co->registry_prev = ASYNC_G(registry_tail);
	if (ASYNC_G(registry_tail)) {
		ASYNC_G(registry_tail)->registry_next = co;
	} else {
		ASYNC_G(registry_head) = co;
	}
	ASYNC_G(registry_tail) = co;
	ASYNC_G(registry_count)++;
	if (scope == NULL) {
		scope = ZEND_ASYNC_CURRENT_SCOPE;
	}
	co->coroutine.scope = scope;
	if (scope != NULL) {
		async_scope_add_coroutine(scope, co);
	}
	return co;
}

/* }}} */

/* {{{ running and finishing */

bool async_coroutine_out_of_memory(void)
{
#ifdef ZEND_HAS_OOM
	/* HANDLED from the report until php_request_shutdown() (or the drain,
	 * see shutdown.c) clears it: any exit() seen meanwhile is the
	 * unwinding that followed the report. */
	return EG(delayed_oom).state == ZEND_OOM_STATE_HANDLED;
#else
	return false;
#endif
}

void async_coroutine_execute(async_coroutine_t *co)
{
	zend_coroutine_t *coroutine = &co->coroutine;

	ZEND_ASYNC_G(coroutine) = coroutine;
	coroutine->event.flags |= ZEND_COROUTINE_F_STARTED;
	async_switch_handlers_call(co, true, false);

	if (co->cancellation_deferred) {
		/* Cancelled before it started: the body never runs. */
		zend_object *error = co->deferred_cancellation;
		co->deferred_cancellation = NULL;
		co->cancellation_deferred = false;
		if (error == NULL) {
			error = zend_async_new_exception(ZEND_ASYNC_EXCEPTION_CANCELLATION, "Coroutine cancelled");
		}
		coroutine->exception = error;
		return;
	}

	if (coroutine->fcall != NULL) {
		zval retval;
		ZVAL_UNDEF(&retval);
		coroutine->fcall->fci.retval = &retval;
		zend_call_function(&coroutine->fcall->fci, &coroutine->fcall->fci_cache);
		if (EG(exception) == NULL) {
			ZVAL_COPY_VALUE(&coroutine->result, &retval);
		} else {
			zval_ptr_dtor(&retval);
		}
	} else if (coroutine->internal_entry != NULL) {
		coroutine->internal_entry();
	}

	if (EG(exception) != NULL) {
		zend_object *exception = EG(exception);
		if (zend_is_unwind_exit(exception)) {
			zend_clear_exception();
			if (async_coroutine_out_of_memory()) {
				/* Out of memory. Debian's PHP reports it and then unwinds
				 * the coroutine with exit() instead of bailing out (its
				 * "delayed OOM"); the unwinding gave the memory back. It
				 * is still a fatal error, handled as any other raised in a
				 * coroutine: no other coroutine's code runs again (no
				 * finally block, no cancellation), the shutdown functions
				 * do. */
				zend_bailout();
			}
			/* exit(): the request ends as if main had called it. */
			async_scheduler_forward_exit();
		} else if (zend_is_graceful_exit(exception)) {
			zend_clear_exception();
		} else {
			GC_ADDREF(exception);
			zend_clear_exception();
			coroutine->exception = exception;
		}
	}
	if (Z_TYPE(coroutine->result) == IS_UNDEF) {
		ZVAL_NULL(&coroutine->result);
	}
}

static void finally_handlers_entry(void);
static void coroutine_free_fcall(zend_coroutine_t *coroutine);

void async_coroutine_unregister(async_coroutine_t *co)
{
	if (co->registry_prev == NULL && ASYNC_G(registry_head) != co) {
		return; /* not registered */
	}
	if (co->registry_prev) {
		co->registry_prev->registry_next = co->registry_next;
	} else {
		ASYNC_G(registry_head) = co->registry_next;
	}
	if (co->registry_next) {
		co->registry_next->registry_prev = co->registry_prev;
	} else {
		ASYNC_G(registry_tail) = co->registry_prev;
	}
	co->registry_prev = co->registry_next = NULL;
	ASYNC_ASSERT(ASYNC_G(registry_count) > 0);
	ASYNC_G(registry_count)--;
}

async_coroutine_t **async_registry_snapshot(uint32_t *count)
{
	async_coroutine_t **list = safe_emalloc(ASYNC_G(registry_count) + 1, sizeof(*list), 0);
	uint32_t n = 0;

	ASYNC_REGISTRY_FOREACH(co) {
		GC_ADDREF(&co->std);
		list[n++] = co;
	}
	*count = n;
	return list;
}

void async_registry_snapshot_free(async_coroutine_t **list, uint32_t count)
{
	for (uint32_t i = 0; i < count; i++) {
		OBJ_RELEASE(&list[i]->std);
	}
	efree(list);
}

/* Coroutine::finally() handlers run in a coroutine of their own after the
 * coroutine finished; its scope stays pinned until then, because what they
 * throw goes to that scope's exception handler. */
typedef struct {
	async_coroutine_t *target;
	async_scope_t *scope;
} finally_job_t;

static void schedule_finally_handlers(async_coroutine_t *co, async_scope_t *scope)
{
	finally_job_t *job = emalloc(sizeof(*job));

	if (async_scheduler_spawn_internal(finally_handlers_entry, job) == NULL) {
		efree(job);
		return;
	}
	job->target = co;
	GC_ADDREF(&co->std);
	job->scope = scope;
	if (scope != NULL) {
		async_scope_addref(scope);
	}
}

static void call_finally_handlers(async_coroutine_t *co, HashTable *handlers)
{
	zval arg;

	ZVAL_OBJ(&arg, &co->std);
	async_call_handlers(handlers, &arg, "Multiple exceptions occurred in finally handlers");
}

static void finally_handlers_entry(void)
{
	async_coroutine_t *self = (async_coroutine_t *) ZEND_ASYNC_G(coroutine);
	finally_job_t *job = self->coroutine.extended_data;
	async_coroutine_t *target = job->target;
	async_scope_t *scope = job->scope;
	HashTable *handlers = target->finally_handlers;

	self->coroutine.extended_data = NULL;
	efree(job);
	target->finally_handlers = NULL;
	if (handlers != NULL) {
		call_finally_handlers(target, handlers);
		zend_array_destroy(handlers);
	}
	if (EG(exception) != NULL && scope != NULL) {
		/* Reported like an error of the coroutine itself (after it, as
		 * its own was routed when it finished); nobody taking it leaves
		 * it to the global path. */
		zend_object *error = EG(exception);
		GC_ADDREF(error);
		zend_clear_exception();
		if (async_scope_handle_exception(scope, target, error)) {
			OBJ_RELEASE(error);
		} else {
			zend_throw_exception_internal(error);
		}
	}
	if (scope != NULL) {
		async_scope_release(scope);
	}
	OBJ_RELEASE(&target->std);
}

void async_coroutine_finish(async_coroutine_t *co)
{
	zend_coroutine_t *coroutine = &co->coroutine;

	ASYNC_ASSERT(!ZEND_COROUTINE_IS_FINISHED(coroutine) && !co->in_queue);
	async_switch_handlers_call(co, false, true);
	ZEND_ASYNC_EVENT_SET_CLOSED(&coroutine->event);
	/* A finished coroutine does not pin its callable and arguments. */
	coroutine_free_fcall(coroutine);
	zend_async_waker_destroy(coroutine);
	if (co->deferred_cancellation) {
		OBJ_RELEASE(co->deferred_cancellation);
		co->deferred_cancellation = NULL;
	}
	co->cancellation_deferred = false;
	if (Z_TYPE(coroutine->result) == IS_UNDEF) {
		ZVAL_NULL(&coroutine->result);
	}

	/* The scope stays pinned until the exception has been routed. */
	async_scope_t *scope = (async_scope_t *) coroutine->scope;
	if (scope != NULL) {
		async_scope_addref(scope);
	}
	async_coroutine_unregister(co);
	if (!(coroutine->event.flags & ZEND_COROUTINE_F_ZOMBIE)) {
		/* Zombies stopped counting when they became zombies. */
		ASYNC_ASSERT(ZEND_ASYNC_G(active_coroutine_count) > 0);
		ZEND_ASYNC_G(active_coroutine_count)--;
	}
	if (scope != NULL) {
		async_scope_remove_coroutine(&scope->scope, co);
	}

	/* Awaiters take the outcome; one that receives the exception marks it
	 * handled (EXCEPTION_HANDLED on the event). */
	zend_async_callbacks_notify(&coroutine->event, &coroutine->result, coroutine->exception);
	zend_async_callbacks_free(&coroutine->event);
	if (EG(exception)) {
		/* A callback failed; nothing can catch it here. */
		zend_clear_exception();
	}

	if (coroutine->exception != NULL && !(coroutine->event.flags & ZEND_ASYNC_EVENT_F_EXCEPTION_HANDLED)
		&& !instanceof_function(coroutine->exception->ce, async_ce_cancellation)) {
		if (async_scope_handle_exception(scope, co, coroutine->exception)) {
			/* A scope handler (or awaitAfterCancellation) took it. */
			coroutine->event.flags |= ZEND_ASYNC_EVENT_F_EXCEPTION_HANDLED;
		} else if (GC_REFCOUNT(&co->std) <= 1) {
			/* Nobody can ever await it: unhandled now. Its scope fails
			 * with it (siblings cancelled), then the global path. */
			coroutine->event.flags |= ZEND_ASYNC_EVENT_F_EXCEPTION_HANDLED;
			if (scope != NULL) {
				async_scope_fail(scope);
			}
			async_scheduler_handle_unhandled(co, coroutine->exception);
		} else {
			/* Someone holds it and may still await it. */
			co->exception_unobserved = true;
		}
	}
	if (co->finally_handlers != NULL && zend_hash_num_elements(co->finally_handlers) > 0) {
		schedule_finally_handlers(co, scope);
	}
	if (scope != NULL) {
		async_scope_release(scope);
	}
	async_scheduler_coroutine_gone();

	/* A finished coroutine whose result and state hold nothing
	 * collectable can never be part of a cycle: it stays out of the GC
	 * root buffer for good (otherwise every finished coroutine a script
	 * still holds feeds collection runs that can free nothing). */
	if (coroutine->exception != NULL || Z_COLLECTABLE(coroutine->result) || co->finally_handlers != NULL
		|| coroutine->internal_context != NULL) {
		GC_DEL_FLAGS(&co->std, GC_NOT_COLLECTABLE);
	}

	/* The runtime reference taken at spawn. */
	OBJ_RELEASE(&co->std);
}

void async_coroutine_main_finished(void)
{
	async_coroutine_t *main_co = (async_coroutine_t *) ZEND_ASYNC_G(main_coroutine);

	if (main_co == NULL) {
		return;
	}
	/* A handler may add another: that one runs too. */
	while (main_co->finally_handlers != NULL && !EG(exception)) {
		HashTable *handlers = main_co->finally_handlers;
		main_co->finally_handlers = NULL;
		call_finally_handlers(main_co, handlers);
		zend_array_destroy(handlers);
	}
	if (EG(exception)) {
		/* As a failing finally handler of any coroutine: unhandled. */
		zend_object *exception = EG(exception);
		GC_ADDREF(exception);
		zend_clear_exception();
		async_scheduler_handle_unhandled(main_co, exception);
		OBJ_RELEASE(exception);
	}
}

/* True when the trace already ends with this coroutine's spawn frame (the
 * same exception reported twice). Read from the trace instead of kept in
 * the coroutine: this path is rare, the coroutine object is not. */
static bool trace_names_spawn_site(async_coroutine_t *co, HashTable *trace)
{
	zval *last = zend_hash_index_find(trace, zend_hash_num_elements(trace) - 1);
	if (last == NULL || Z_TYPE_P(last) != IS_ARRAY) {
		return false;
	}
	zval *function = zend_hash_str_find(Z_ARRVAL_P(last), ZEND_STRL("function"));
	zval *file = zend_hash_str_find(Z_ARRVAL_P(last), ZEND_STRL("file"));
	zval *line = zend_hash_str_find(Z_ARRVAL_P(last), ZEND_STRL("line"));
	return function != NULL && Z_TYPE_P(function) == IS_STRING
		&& zend_string_equals_literal(Z_STR_P(function), "Async\\spawn") && file != NULL && Z_TYPE_P(file) == IS_STRING
		&& zend_string_equals(Z_STR_P(file), co->coroutine.filename) && line != NULL && Z_TYPE_P(line) == IS_LONG
		&& Z_LVAL_P(line) == (zend_long) co->coroutine.lineno;
}

/* An unhandled exception's trace ends inside the coroutine; add the
 * place the coroutine was spawned, so the report says where the failing
 * work came from (like an async stack trace). Done once per exception. */
void async_coroutine_annotate_exception(async_coroutine_t *co, zend_object *exception)
{
	if (co->coroutine.filename == NULL) {
		return;
	}
	zend_class_entry *base = instanceof_function(exception->ce, zend_ce_exception) ? zend_ce_exception : zend_ce_error;
	zval rv;
	zval *trace = zend_read_property_ex(base, exception, ZSTR_KNOWN(ZEND_STR_TRACE), true, &rv);
	if (trace == NULL || Z_TYPE_P(trace) != IS_ARRAY || trace_names_spawn_site(co, Z_ARRVAL_P(trace))) {
		return;
	}
	zval copy, frame;
	ZVAL_ARR(&copy, zend_array_dup(Z_ARRVAL_P(trace)));
	array_init_size(&frame, 3);
	add_assoc_str(&frame, "file", zend_string_copy(co->coroutine.filename));
	add_assoc_long(&frame, "line", co->coroutine.lineno);
	add_assoc_string(&frame, "function", "Async\\spawn");
	zend_hash_next_index_insert_new(Z_ARRVAL(copy), &frame);
	zend_update_property_ex(base, exception, ZSTR_KNOWN(ZEND_STR_TRACE), &copy);
	zval_ptr_dtor(&copy);
}

void async_coroutine_mark_observed(async_coroutine_t *co)
{
	co->exception_unobserved = false;
	co->coroutine.event.flags |= ZEND_ASYNC_EVENT_F_EXCEPTION_HANDLED;
}

/* }}} */

/* {{{ descriptions */

bool async_coroutine_suspend_location(async_coroutine_t *co, zend_string **file, uint32_t *line)
{
	zend_execute_data *ex = co->suspended_execute_data;

	if (ex == NULL || ZEND_COROUTINE_IS_FINISHED(&co->coroutine)) {
		return false;
	}
	while (ex && (!ex->func || !ZEND_USER_CODE(ex->func->type))) {
		ex = ex->prev_execute_data;
	}
	if (ex == NULL) {
		return false;
	}
	*file = ex->func->op_array.filename;
	*line = ex->opline ? ex->opline->lineno : 0;
	return true;
}

zend_string *async_coroutine_describe(async_coroutine_t *co)
{
	zend_string *suspend_file;
	uint32_t suspend_line;
	smart_str s = {0};
	zend_async_waker_t *waker = co->coroutine.waker;

	smart_str_append_printf(&s, "Coroutine #" ZEND_ULONG_FMT, co->id);
	if (ZEND_COROUTINE_IS_MAIN(&co->coroutine)) {
		smart_str_appends(&s, " (main)");
	} else if (co->coroutine.filename) {
		smart_str_append_printf(&s, " spawned at %s:%u", ZSTR_VAL(co->coroutine.filename), co->coroutine.lineno);
	}
	if (async_coroutine_suspend_location(co, &suspend_file, &suspend_line)) {
		smart_str_append_printf(&s, ", suspended at %s:%u", ZSTR_VAL(suspend_file), suspend_line);
	}
	if (waker != NULL && waker->waiting_for != NULL) {
		smart_str_append_printf(&s, " (%s)", waker->waiting_for);
	}
	smart_str_0(&s);
	return s.s;
}

zend_array *async_coroutine_awaiting_info(zend_coroutine_t *coroutine)
{
	zend_array *info = zend_new_array(0);
	zend_async_waker_t *waker = coroutine->waker;

	if (waker == NULL || waker->status == ZEND_ASYNC_WAKER_NO_STATUS) {
		return info;
	}
	for (uint32_t i = 0; i < waker->triggers_count; i++) {
		zend_async_event_t *event = waker->triggers[i].event;
		zval item;
		if (event->info) {
			ZVAL_STR(&item, event->info(event));
		} else {
			ZVAL_STRING(&item, "event");
		}
		zend_hash_next_index_insert_new(info, &item);
	}
	if (waker->triggers_count == 0 && waker->waiting_for) {
		zval item;
		ZVAL_STRING(&item, waker->waiting_for);
		zend_hash_next_index_insert_new(info, &item);
	}
	return info;
}

/* }}} */

/* {{{ object handlers */

static void coroutine_free_fcall(zend_coroutine_t *coroutine)
{
	zend_fcall_t *fcall = coroutine->fcall;

	if (fcall == NULL) {
		return;
	}
	coroutine->fcall = NULL;
	zval_ptr_dtor(&fcall->fci.function_name);
	async_coroutine_t *co = async_coroutine_from_abi(coroutine);
	if (fcall->fci.param_count > 0) {
		for (uint32_t i = 0; i < fcall->fci.param_count; i++) {
			zval_ptr_dtor(&fcall->fci.params[i]);
		}
		efree(fcall->fci.params);
	}
	if (fcall->fci.named_params) {
		zend_array_release(fcall->fci.named_params);
	}
	/* Another extension may have set its own (emalloc()ed) record. */
	if (fcall != &co->fcall_storage) {
		efree(fcall);
	}
}

static void coroutine_dtor_obj(zend_object *object)
{
	async_coroutine_t *co = async_coroutine_from_obj(object);

	if (co->exception_unobserved && co->coroutine.exception != NULL) {
		co->exception_unobserved = false;
		co->coroutine.event.flags |= ZEND_ASYNC_EVENT_F_EXCEPTION_HANDLED;
		async_scheduler_handle_unhandled(co, co->coroutine.exception);
	}
	zend_objects_destroy_object(object);
}

static void coroutine_free_obj(zend_object *object)
{
	async_coroutine_t *co = async_coroutine_from_obj(object);
	zend_coroutine_t *coroutine = &co->coroutine;

	coroutine_free_fcall(coroutine);
	zend_async_waker_destroy(coroutine);
	zend_async_callbacks_free(&coroutine->event);
	zval_ptr_dtor(&coroutine->result);
	if (coroutine->exception) {
		OBJ_RELEASE(coroutine->exception);
	}
	if (co->deferred_cancellation) {
		OBJ_RELEASE(co->deferred_cancellation);
	}
	if (coroutine->filename) {
		zend_string_release(coroutine->filename);
	}
	if (co->finally_handlers) {
		zend_array_destroy(co->finally_handlers);
	}
	if (coroutine->internal_context) {
		zend_array_destroy(coroutine->internal_context);
	}
	if (co->context_object) {
		OBJ_RELEASE(co->context_object);
	}
	if (coroutine->scope != NULL) {
		/* Never ran to its end (abandoned at request end). */
		async_scope_remove_coroutine(coroutine->scope, co);
	}
	if (coroutine->extended_dispose) {
		coroutine->extended_dispose(coroutine);
	}
	zend_coroutine_switch_handlers_destroy(coroutine);
	async_switch_handlers_coroutine_free(co);
	zend_object_std_dtor(object);
}

static HashTable *coroutine_get_gc(zend_object *object, zval **table, int *num)
{
	async_coroutine_t *co = async_coroutine_from_obj(object);
	zend_coroutine_t *coroutine = &co->coroutine;
	zend_get_gc_buffer *buf = zend_get_gc_buffer_create();

	if (coroutine->fcall) {
		zend_get_gc_buffer_add_zval(buf, &coroutine->fcall->fci.function_name);
		for (uint32_t i = 0; i < coroutine->fcall->fci.param_count; i++) {
			zend_get_gc_buffer_add_zval(buf, &coroutine->fcall->fci.params[i]);
		}
	}
	zend_get_gc_buffer_add_zval(buf, &coroutine->result);
	if (coroutine->exception) {
		zend_get_gc_buffer_add_obj(buf, coroutine->exception);
	}
	if (co->finally_handlers) {
		zval *zv;
		ZEND_HASH_FOREACH_VAL(co->finally_handlers, zv) {
			zend_get_gc_buffer_add_zval(buf, zv);
		} ZEND_HASH_FOREACH_END();
	}
	if (co->context_object) {
		zend_get_gc_buffer_add_obj(buf, co->context_object);
	}

	/* A suspended coroutine's frames hold references too; report them so
	 * cycles through its locals can be collected (the runtime reference
	 * itself is invisible to GC, which keeps running coroutines alive). */
	HashTable *last_symbol_table = NULL;
	if (co->suspended_execute_data != NULL && !ZEND_COROUTINE_IS_MAIN(coroutine)) {
		for (zend_execute_data *ex = co->suspended_execute_data; ex != NULL; ex = ex->prev_execute_data) {
			HashTable *symbol_table = zend_unfinished_execution_gc_ex(ex,
				ex->func && ZEND_USER_CODE(ex->func->type) ? ex->call : NULL, buf, false);
			if (symbol_table) {
				if (last_symbol_table) {
					zval *val;
					ZEND_HASH_FOREACH_VAL(last_symbol_table, val) {
						if (EXPECTED(Z_TYPE_P(val) == IS_INDIRECT)) {
							val = Z_INDIRECT_P(val);
						}
						zend_get_gc_buffer_add_zval(buf, val);
					} ZEND_HASH_FOREACH_END();
				}
				last_symbol_table = symbol_table;
			}
		}
	}
	zend_get_gc_buffer_use(buf, table, num);
	return last_symbol_table;
}

/* }}} */

/* {{{ PHP methods */

#define THIS_COROUTINE async_coroutine_from_obj(Z_OBJ_P(ZEND_THIS))

ZEND_METHOD(Async_Coroutine, __construct)
{
	zend_throw_error(NULL, "Async\\Coroutine cannot be constructed directly; use Async\\spawn()");
}

ZEND_METHOD(Async_Coroutine, getId)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_LONG((zend_long) THIS_COROUTINE->id);
}

ZEND_METHOD(Async_Coroutine, asHiPriority)
{
	ZEND_PARSE_PARAMETERS_NONE();
	async_coroutine_t *co = THIS_COROUTINE;
	co->coroutine.event.flags |= ZEND_COROUTINE_F_HI_PRIORITY;
	if (co->in_queue && async_ring_buffer_remove(&ASYNC_G(ready_queue), co) > 0) {
		async_ring_buffer_push_front(&ASYNC_G(ready_queue), co);
	}
	RETURN_OBJ_COPY(Z_OBJ_P(ZEND_THIS));
}

ZEND_METHOD(Async_Coroutine, getContext)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_OBJ_COPY(async_coroutine_get_context(THIS_COROUTINE));
}

ZEND_METHOD(Async_Coroutine, getResult)
{
	ZEND_PARSE_PARAMETERS_NONE();
	async_coroutine_t *co = THIS_COROUTINE;
	if (!ZEND_COROUTINE_IS_FINISHED(&co->coroutine)) {
		RETURN_NULL();
	}
	RETURN_COPY(&co->coroutine.result);
}

ZEND_METHOD(Async_Coroutine, getException)
{
	ZEND_PARSE_PARAMETERS_NONE();
	async_coroutine_t *co = THIS_COROUTINE;
	if (!ZEND_COROUTINE_IS_FINISHED(&co->coroutine) || co->coroutine.exception == NULL) {
		RETURN_NULL();
	}
	async_coroutine_mark_observed(co);
	RETURN_OBJ_COPY(co->coroutine.exception);
}

ZEND_METHOD(Async_Coroutine, getTrace)
{
	zend_long options = DEBUG_BACKTRACE_PROVIDE_OBJECT;
	zend_long limit = 0;

	ZEND_PARSE_PARAMETERS_START(0, 2)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(options)
		Z_PARAM_LONG(limit)
	ZEND_PARSE_PARAMETERS_END();

	if (limit < 0) {
		zend_argument_value_error(2, "must be greater than or equal to 0");
		RETURN_THROWS();
	}
	async_coroutine_t *co = THIS_COROUTINE;
	if (co->suspended_execute_data == NULL || ZEND_COROUTINE_IS_FINISHED(&co->coroutine)
		|| &co->coroutine == ZEND_ASYNC_CURRENT_COROUTINE) {
		RETURN_NULL();
	}
	zend_execute_data *saved = EG(current_execute_data);
	EG(current_execute_data) = co->suspended_execute_data;
	zend_fetch_debug_backtrace(return_value, 0, (int) options, (int) limit);
	EG(current_execute_data) = saved;
}

static void return_file_and_line(zval *return_value, zend_string *file, uint32_t line)
{
	array_init_size(return_value, 2);
	if (file) {
		add_next_index_str(return_value, zend_string_copy(file));
	} else {
		add_next_index_null(return_value);
	}
	add_next_index_long(return_value, file ? line : 0);
}

static zend_string *location_string(zend_string *file, uint32_t line)
{
	if (file == NULL) {
		return ZSTR_INIT_LITERAL("unknown", 0);
	}
	return zend_strpprintf(0, "%s:%u", ZSTR_VAL(file), line);
}

ZEND_METHOD(Async_Coroutine, getSpawnFileAndLine)
{
	ZEND_PARSE_PARAMETERS_NONE();
	async_coroutine_t *co = THIS_COROUTINE;
	return_file_and_line(return_value, co->coroutine.filename, co->coroutine.lineno);
}

ZEND_METHOD(Async_Coroutine, getSpawnLocation)
{
	ZEND_PARSE_PARAMETERS_NONE();
	async_coroutine_t *co = THIS_COROUTINE;
	RETURN_STR(location_string(co->coroutine.filename, co->coroutine.lineno));
}

ZEND_METHOD(Async_Coroutine, getSuspendFileAndLine)
{
	ZEND_PARSE_PARAMETERS_NONE();
	zend_string *file = NULL;
	uint32_t line = 0;
	async_coroutine_suspend_location(THIS_COROUTINE, &file, &line);
	return_file_and_line(return_value, file, line);
}

ZEND_METHOD(Async_Coroutine, getSuspendLocation)
{
	ZEND_PARSE_PARAMETERS_NONE();
	zend_string *file = NULL;
	uint32_t line = 0;
	async_coroutine_suspend_location(THIS_COROUTINE, &file, &line);
	RETURN_STR(location_string(file, line));
}

ZEND_METHOD(Async_Coroutine, isStarted)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_BOOL(ZEND_COROUTINE_IS_STARTED(&THIS_COROUTINE->coroutine));
}

ZEND_METHOD(Async_Coroutine, isQueued)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_BOOL(THIS_COROUTINE->in_queue);
}

ZEND_METHOD(Async_Coroutine, isRunning)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_BOOL(&THIS_COROUTINE->coroutine == ZEND_ASYNC_CURRENT_COROUTINE);
}

ZEND_METHOD(Async_Coroutine, isSuspended)
{
	ZEND_PARSE_PARAMETERS_NONE();
	async_coroutine_t *co = THIS_COROUTINE;
	/* Not finished and not running: waiting for an event or for its turn
	 * in the queue, its first one included (as in TrueAsync). */
	RETURN_BOOL(!ZEND_COROUTINE_IS_FINISHED(&co->coroutine) && &co->coroutine != ZEND_ASYNC_CURRENT_COROUTINE);
}

ZEND_METHOD(Async_Coroutine, isCancelled)
{
	ZEND_PARSE_PARAMETERS_NONE();
	zend_coroutine_t *coroutine = &THIS_COROUTINE->coroutine;
	RETURN_BOOL(ZEND_COROUTINE_IS_CANCELLED(coroutine) && ZEND_COROUTINE_IS_FINISHED(coroutine));
}

ZEND_METHOD(Async_Coroutine, isCancellationRequested)
{
	ZEND_PARSE_PARAMETERS_NONE();
	async_coroutine_t *co = THIS_COROUTINE;
	RETURN_BOOL(!ZEND_COROUTINE_IS_FINISHED(&co->coroutine)
		&& (ZEND_COROUTINE_IS_CANCELLED(&co->coroutine) || co->cancellation_deferred));
}

ZEND_METHOD(Async_Coroutine, isCompleted)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_BOOL(ZEND_COROUTINE_IS_FINISHED(&THIS_COROUTINE->coroutine));
}

ZEND_METHOD(Async_Coroutine, getAwaitingInfo)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_ARR(async_coroutine_awaiting_info(&THIS_COROUTINE->coroutine));
}

ZEND_METHOD(Async_Coroutine, cancel)
{
	zend_object *cancellation = NULL;

	ZEND_PARSE_PARAMETERS_START(0, 1)
		Z_PARAM_OPTIONAL
		Z_PARAM_OBJ_OF_CLASS_OR_NULL(cancellation, async_ce_async_cancellation)
	ZEND_PARSE_PARAMETERS_END();

	async_coroutine_t *co = THIS_COROUTINE;
	if (ZEND_COROUTINE_IS_MAIN(&co->coroutine) && &co->coroutine == ZEND_ASYNC_CURRENT_COROUTINE) {
		zend_throw_error(NULL,
			"The main coroutine cannot cancel itself; return from the script or call exit() instead");
		RETURN_THROWS();
	}
	async_scheduler_cancel(&co->coroutine, cancellation, false, false);
}

ZEND_METHOD(Async_Coroutine, finally)
{
	zval *callback;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_OBJECT_OF_CLASS(callback, zend_ce_closure)
	ZEND_PARSE_PARAMETERS_END();

	async_coroutine_t *co = THIS_COROUTINE;
	if (ZEND_COROUTINE_IS_FINISHED(&co->coroutine)) {
		HashTable handlers;
		zend_hash_init(&handlers, 1, NULL, ZVAL_PTR_DTOR, 0);
		Z_ADDREF_P(callback);
		zend_hash_next_index_insert_new(&handlers, callback);
		call_finally_handlers(co, &handlers);
		zend_hash_destroy(&handlers);
		return;
	}
	if (co->finally_handlers == NULL) {
		co->finally_handlers = zend_new_array(1);
	}
	Z_ADDREF_P(callback);
	zend_hash_next_index_insert_new(co->finally_handlers, callback);
	if (ZEND_COROUTINE_IS_MAIN(&co->coroutine)) {
		/* Main's run at the shutdown hook (which may have run already,
		 * when this is a shutdown function). */
		async_shutdown_arm();
	}
}

/* }}} */

static void register_classes(void)
{
	async_ce_coroutine = register_class_Async_Coroutine(async_ce_completable);
	async_ce_coroutine->create_object = coroutine_create_object;

	memcpy(&coroutine_handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
	coroutine_handlers.offset = XtOffsetOf(async_coroutine_t, std);
	coroutine_handlers.free_obj = coroutine_free_obj;
	coroutine_handlers.dtor_obj = coroutine_dtor_obj;
	coroutine_handlers.get_gc = coroutine_get_gc;
	coroutine_handlers.clone_obj = NULL;
}

void async_coroutine_minit(void)
{
	register_classes();
}

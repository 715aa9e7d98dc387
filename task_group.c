/*
 * task_group.c: Async\TaskGroup and the machinery Async\TaskSet shares
 * (task_set.c binds its methods here). A group owns a child scope (its
 * coroutines), a table of entries (async_task_t, one per task, owned by
 * the group), a queue, and the FutureStates of the Futures it handed out
 * but has not settled yet. A running task holds a reference to the group
 * until its coroutine finished, so the group outlives its coroutines.
 */
#include "task_group.h"
#include "task_set.h"
#include "scope.h"
#include "coroutine.h"
#include "scheduler.h"
#include "future.h"
#include "exceptions.h"
#include "zend_exceptions.h"
#include "zend_interfaces.h"
#include "zend_closures.h"
#include "task_group_arginfo.h"

zend_class_entry *async_ce_task_group;
zend_object_handlers async_task_group_handlers;

#define TG_NAME(group) ((group)->is_set ? "TaskSet" : "TaskGroup")
#define TG_IS_IDLE(group) ((group)->running == 0 && (group)->queued == 0)

static void tg_changed(async_task_group_t *group);

/* {{{ callables of queued tasks */

static zend_fcall_t *fcall_copy(zend_fcall_info *fci, zend_fcall_info_cache *fcc)
{
	zend_fcall_t *fcall = emalloc(sizeof(*fcall));

	async_fcall_copy(fcall, fci, fcc);
	return fcall;
}

static void fcall_free(zend_fcall_t *fcall)
{
	zval_ptr_dtor(&fcall->fci.function_name);
	for (uint32_t i = 0; i < fcall->fci.param_count; i++) {
		zval_ptr_dtor(&fcall->fci.params[i]);
	}
	if (fcall->fci.params) {
		efree(fcall->fci.params);
	}
	if (fcall->fci.named_params) {
		zend_array_release(fcall->fci.named_params);
	}
	efree(fcall);
}

/* zpp hands a __call trampoline over to us: every path that does not pass
 * it on to a coroutine or a queue entry frees it. */
static void fcc_release_trampoline(zend_fcall_info_cache *fcc)
{
	if (fcc->function_handler && (fcc->function_handler->common.fn_flags & ZEND_ACC_CALL_VIA_TRAMPOLINE)) {
		zend_release_fcall_info_cache(fcc);
	}
}

/* }}} */

/* {{{ entries */

static void task_free(async_task_t *task)
{
	zval_ptr_dtor(&task->key);
	zval_ptr_dtor(&task->result);
	if (task->fcall) {
		fcall_free(task->fcall);
	}
	efree(task);
}

static void tasks_dtor(zval *zv)
{
	task_free(Z_PTR_P(zv));
}

static zval *tg_find(async_task_group_t *group, zval *key)
{
	return Z_TYPE_P(key) == IS_STRING ? zend_hash_find(&group->tasks, Z_STR_P(key))
									  : zend_hash_index_find(&group->tasks, Z_LVAL_P(key));
}

static void settled_append(async_task_group_t *group, async_task_t *task)
{
	task->settled_prev = group->settled_tail;
	task->settled_next = NULL;
	if (group->settled_tail) {
		group->settled_tail->settled_next = task;
	} else {
		group->settled_head = task;
	}
	group->settled_tail = task;
}

/* TaskSet: a delivered entry leaves the set (and is freed). */
static void tg_remove(async_task_group_t *group, async_task_t *task)
{
	if (task->settled_prev) {
		task->settled_prev->settled_next = task->settled_next;
	} else {
		group->settled_head = task->settled_next;
	}
	if (task->settled_next) {
		task->settled_next->settled_prev = task->settled_prev;
	} else {
		group->settled_tail = task->settled_prev;
	}
	if (Z_TYPE(task->key) == IS_STRING) {
		zend_hash_del(&group->tasks, Z_STR(task->key));
	} else {
		zend_hash_index_del(&group->tasks, Z_LVAL(task->key));
	}
}

static void tg_fail_task(async_task_group_t *group, async_task_t *task, zend_object *error)
{
	task->state = ASYNC_TASK_FAILED;
	zval_ptr_dtor(&task->result);
	ZVAL_OBJ_COPY(&task->result, error);
	settled_append(group, task);
}

/* }}} */

/* {{{ running tasks */

/* Subscription of the group to one task's coroutine. */
typedef struct {
	zend_async_event_callback_t base;
	async_task_group_t *group;
	async_task_t *task;
	bool fired;
} tg_task_callback_t;

static bool tg_has_slot(const async_task_group_t *group)
{
	return group->concurrency == 0 || group->running < group->concurrency;
}

static bool tg_queue_full(const async_task_group_t *group)
{
	return group->queue_limit > 0 && group->queued >= group->queue_limit;
}

static void tg_drain(async_task_group_t *group);

static void tg_task_settled(zend_async_event_t *event, zend_async_event_callback_t *callback, void *result,
	zend_object *exception)
{
	tg_task_callback_t *cb = (tg_task_callback_t *) callback;
	async_task_group_t *group = cb->group;
	async_task_t *task = cb->task;

	if (cb->fired) {
		return;
	}
	cb->fired = true;
	if (exception != NULL) {
		/* The group took the error: it is not the scope's to route. */
		event->flags |= ZEND_ASYNC_EVENT_F_EXCEPTION_HANDLED;
		tg_fail_task(group, task, exception);
		/* An error raised by the cancellation of a cancelled group is
		 * expected, never "unhandled". */
		task->observed = group->cancelled;
	} else {
		task->state = ASYNC_TASK_DONE;
		if (result != NULL && Z_TYPE_P((zval *) result) != IS_UNDEF) {
			ZVAL_COPY(&task->result, (zval *) result);
		}
		settled_append(group, task);
	}
	group->running--;
	tg_drain(group);
	tg_changed(group);
	/* The reference the running task held (may free the group). */
	OBJ_RELEASE(&group->std);
}

static void tg_task_callback_dispose(zend_async_event_callback_t *callback, zend_async_event_t *event)
{
	tg_task_callback_t *cb = (tg_task_callback_t *) callback;

	if (!cb->fired) {
		/* The coroutine is freed without having finished (request end):
		 * it lets go of the group all the same. */
		cb->fired = true;
		cb->group->running--;
		OBJ_RELEASE(&cb->group->std);
	}
	efree(cb);
}

/* Starts task in a coroutine of the group's scope; false with an exception
 * pending when no coroutine could be had. */
static bool tg_start(async_task_group_t *group, async_task_t *task, zend_fcall_info *fci, zend_fcall_info_cache *fcc)
{
	zend_coroutine_t *co = ZEND_ASYNC_SPAWN(&group->scope->scope, ZEND_COROUTINE_NORMAL);

	if (co == NULL) {
		fcc_release_trampoline(fcc);
		return false;
	}
	async_coroutine_set_fcall(async_coroutine_from_abi(co), fci, fcc);

	tg_task_callback_t *cb = emalloc(sizeof(*cb));
	cb->base.ref_count = 0;
	cb->base.callback = tg_task_settled;
	cb->base.dispose = tg_task_callback_dispose;
	cb->group = group;
	cb->task = task;
	cb->fired = false;
	co->event.add_callback(&co->event, &cb->base);

	task->state = ASYNC_TASK_RUNNING;
	group->running++;
	GC_ADDREF(&group->std);
	return true;
}

/* Starts queued tasks, in spawn order, while slots are free. A task that
 * cannot get a coroutine fails with the reason. */
static void tg_drain(async_task_group_t *group)
{
	while (group->queue_head != NULL && tg_has_slot(group)) {
		async_task_t *task = group->queue_head;
		group->queue_head = task->queue_next;
		if (group->queue_head == NULL) {
			group->queue_tail = NULL;
		}
		task->queue_next = NULL;
		group->queued--;

		zend_fcall_t *fcall = task->fcall;
		task->fcall = NULL;
		zend_object *previous = EG(exception);
		if (previous) {
			/* Not ours to lose: keep it aside while spawning. */
			GC_ADDREF(previous);
			zend_clear_exception();
		}
		if (!tg_start(group, task, &fcall->fci, &fcall->fci_cache)) {
			zend_object *error = EG(exception);
			if (error != NULL) {
				GC_ADDREF(error);
				zend_clear_exception();
			} else {
				error = zend_async_new_exception(ZEND_ASYNC_EXCEPTION_DEFAULT, "Could not start the task");
			}
			tg_fail_task(group, task, error);
			OBJ_RELEASE(error);
		}
		if (previous) {
			zend_throw_exception_internal(previous);
		}
		fcall_free(fcall);
	}
}

/* }}} */

/* {{{ Futures handed out */

static bool tg_has_success(const async_task_group_t *group)
{
	for (async_task_t *t = group->settled_head; t; t = t->settled_next) {
		if (t->state == ASYNC_TASK_DONE) {
			return true;
		}
	}
	return false;
}

static bool tg_waiter_ready(const async_task_group_t *group, async_task_group_wait_kind kind)
{
	switch (kind) {
		case ASYNC_TG_WAIT_ALL:
		case ASYNC_TG_WAIT_ALL_IGNORE_ERRORS: return TG_IS_IDLE(group);
		case ASYNC_TG_WAIT_RACE: return group->settled_head != NULL || TG_IS_IDLE(group);
		case ASYNC_TG_WAIT_ANY: return tg_has_success(group) || TG_IS_IDLE(group);
	}
	return true;
}

/* A CompositeException of the failed tasks, in spawn order; they count as
 * handled. */
static zend_object *tg_composite(async_task_group_t *group, const char *message)
{
	zend_object *composite = zend_async_new_exception(ZEND_ASYNC_EXCEPTION_COMPOSITE, "%s", message);
	zval *zv;

	ZEND_HASH_FOREACH_VAL(&group->tasks, zv) {
		async_task_t *task = Z_PTR_P(zv);
		if (task->state == ASYNC_TASK_FAILED) {
			task->observed = true;
			async_composite_exception_add(composite, Z_OBJ(task->result));
		}
	} ZEND_HASH_FOREACH_END();
	return composite;
}

/* Results of the tasks that succeeded, keyed, in spawn order. */
static void tg_results(async_task_group_t *group, zval *out)
{
	zval *zv;

	array_init(out);
	ZEND_HASH_FOREACH_VAL(&group->tasks, zv) {
		async_task_t *task = Z_PTR_P(zv);
		if (task->state == ASYNC_TASK_DONE) {
			Z_TRY_ADDREF(task->result);
			if (Z_TYPE(task->key) == IS_STRING) {
				zend_hash_add_new(Z_ARRVAL_P(out), Z_STR(task->key), &task->result);
			} else {
				zend_hash_index_add_new(Z_ARRVAL_P(out), Z_LVAL(task->key), &task->result);
			}
		}
	} ZEND_HASH_FOREACH_END();
}

/* TaskSet: every entry leaves at once. Only called when all are settled.
 * The old table is destroyed after the group is consistent again, since
 * freeing results may run destructors. */
static void tg_remove_all(async_task_group_t *group)
{
	HashTable old = group->tasks;

	zend_hash_init(&group->tasks, 8, NULL, tasks_dtor, 0);
	group->settled_head = group->settled_tail = NULL;
	zend_hash_destroy(&old);
}

static void tg_settle(async_task_group_t *group, async_task_group_wait_kind kind, zend_object *state)
{
	switch (kind) {
		case ASYNC_TG_WAIT_ALL:
		case ASYNC_TG_WAIT_ALL_IGNORE_ERRORS: {
			bool has_errors = false;
			zval *zv;
			ZEND_HASH_FOREACH_VAL(&group->tasks, zv) {
				async_task_t *task = Z_PTR_P(zv);
				if (task->state == ASYNC_TASK_FAILED) {
					has_errors = true;
					if (group->is_set) {
						/* They leave the set: joinAll(true) is the decision to drop them. */
						task->observed = true;
					}
				}
			} ZEND_HASH_FOREACH_END();
			if (has_errors && kind == ASYNC_TG_WAIT_ALL) {
				zend_object *composite = tg_composite(group, "One or more tasks failed");
				if (group->is_set) {
					tg_remove_all(group);
				}
				async_future_state_reject(state, composite);
				OBJ_RELEASE(composite);
			} else {
				zval results;
				tg_results(group, &results);
				if (group->is_set) {
					tg_remove_all(group);
				}
				async_future_state_complete(state, &results);
				zval_ptr_dtor(&results);
			}
			return;
		}
		case ASYNC_TG_WAIT_RACE: {
			async_task_t *task = group->settled_head;
			if (task == NULL) {
				/* Other joins took every outcome. */
				zend_object *error = zend_async_new_exception(ZEND_ASYNC_EXCEPTION_DEFAULT,
					"The %s has no task left to join", TG_NAME(group));
				async_future_state_reject(state, error);
				OBJ_RELEASE(error);
				return;
			}
			zval outcome;
			ZVAL_COPY(&outcome, &task->result);
			bool failed = task->state == ASYNC_TASK_FAILED;
			task->observed = true;
			if (group->is_set) {
				tg_remove(group, task);
			}
			if (failed) {
				async_future_state_reject(state, Z_OBJ(outcome));
			} else {
				async_future_state_complete(state, &outcome);
			}
			zval_ptr_dtor(&outcome);
			return;
		}
		case ASYNC_TG_WAIT_ANY: {
			for (async_task_t *task = group->settled_head; task; task = task->settled_next) {
				if (task->state == ASYNC_TASK_DONE) {
					zval outcome;
					ZVAL_COPY(&outcome, &task->result);
					if (group->is_set) {
						tg_remove(group, task);
					}
					async_future_state_complete(state, &outcome);
					zval_ptr_dtor(&outcome);
					return;
				}
			}
			zend_object *composite = tg_composite(group, "All tasks failed");
			async_future_state_reject(state, composite);
			OBJ_RELEASE(composite);
			return;
		}
	}
}

/* Settles every handed-out Future that can be, oldest first. The list is
 * re-read after each settlement: settling runs callbacks that may add
 * or consume entries. */
static void tg_resolve_waiters(async_task_group_t *group)
{
	bool progress = true;

	while (progress) {
		progress = false;
		for (uint32_t i = 0; i < group->waiters_count; i++) {
			if (!tg_waiter_ready(group, group->waiters[i].kind)) {
				continue;
			}
			async_task_group_waiter_t waiter = group->waiters[i];
			memmove(&group->waiters[i], &group->waiters[i + 1], (group->waiters_count - i - 1) * sizeof(waiter));
			group->waiters_count--;
			tg_settle(group, waiter.kind, waiter.state);
			OBJ_RELEASE(waiter.state);
			progress = true;
			break;
		}
	}
}

/* A Future of kind: settled at once when it can be, else kept pending. */
static void tg_new_future(async_task_group_t *group, async_task_group_wait_kind kind, zval *return_value)
{
	zend_object *state = async_future_state_new();

	if (tg_waiter_ready(group, kind)) {
		tg_settle(group, kind, state);
	} else {
		if (group->waiters_count == group->waiters_capacity) {
			group->waiters_capacity = group->waiters_capacity ? group->waiters_capacity * 2 : 4;
			group->waiters = safe_erealloc(group->waiters, group->waiters_capacity, sizeof(*group->waiters), 0);
		}
		group->waiters[group->waiters_count].kind = kind;
		group->waiters[group->waiters_count].state = state;
		group->waiters_count++;
		GC_ADDREF(state);
	}
	RETVAL_OBJ(async_future_new(state));
	OBJ_RELEASE(state);
}

/* }}} */

/* {{{ completion and finally handlers */

typedef struct {
	async_task_group_t *group;
	HashTable *handlers;
} tg_finally_job_t;

/* Calls handlers with the group; the first error is thrown (several: a
 * CompositeException of them), in the caller's context. */
static void tg_call_finally(async_task_group_t *group, HashTable *handlers)
{
	zval arg;
	char message[64];

	ZVAL_OBJ(&arg, &group->std);
	snprintf(message, sizeof(message), "Several finally handlers of the %s failed", TG_NAME(group));
	async_call_handlers(handlers, &arg, message);
}

static void tg_finally_job_free(tg_finally_job_t *job)
{
	zend_array_destroy(job->handlers);
	OBJ_RELEASE(&job->group->std);
	efree(job);
}

static void tg_finally_entry(void)
{
	zend_coroutine_t *self = ZEND_ASYNC_CURRENT_COROUTINE;
	tg_finally_job_t *job = self->extended_data;

	self->extended_data = NULL;
	tg_call_finally(job->group, job->handlers);
	/* An error stays pending: this internal coroutine reports it. */
	zend_object *error = EG(exception);
	if (error) {
		GC_ADDREF(error);
		zend_clear_exception();
	}
	tg_finally_job_free(job);
	if (error) {
		zend_throw_exception_internal(error);
	}
}

static void tg_finally_dispose(zend_coroutine_t *coroutine)
{
	if (coroutine->extended_data != NULL) {
		tg_finally_job_free(coroutine->extended_data);
		coroutine->extended_data = NULL;
	}
}

static void tg_check_completed(async_task_group_t *group)
{
	if (group->completed || !group->closed || !TG_IS_IDLE(group)) {
		return;
	}
	group->completed = true;
	ZEND_ASYNC_EVENT_SET_CLOSED(&group->event);
	zend_async_callbacks_notify(&group->event, NULL, NULL);

	HashTable *handlers = group->finally_handlers;
	if (handlers == NULL) {
		return;
	}
	group->finally_handlers = NULL;
	/* Handlers are user code that may suspend: they run in a coroutine of
	 * their own, never inside the finishing task's callback. */
	tg_finally_job_t *job = emalloc(sizeof(*job));
	job->group = group;
	job->handlers = handlers;
	GC_ADDREF(&group->std);
	zend_coroutine_t *runner = async_scheduler_spawn_internal(tg_finally_entry, job);
	if (runner == NULL) {
		tg_finally_job_free(job);
		return;
	}
	runner->extended_dispose = tg_finally_dispose;
}

/* Something changed: settle what can be settled, wake those who wait for a
 * change, complete the group when closed and idle. */
static void tg_changed(async_task_group_t *group)
{
	GC_ADDREF(&group->std);
	tg_resolve_waiters(group);
	if (group->change_event.callbacks.length > 0) {
		zend_async_callbacks_notify(&group->change_event, NULL, NULL);
	}
	tg_check_completed(group);
	OBJ_RELEASE(&group->std);
}

/* Waits for the next change; false with an exception pending when the
 * wait was cancelled or the caller cannot suspend. */
static bool tg_wait_change(async_task_group_t *group, const char *what)
{
	return zend_async_wait_event(&group->change_event, 0, NULL, what);
}

/* }}} */

/* {{{ cancellation */

static void tg_cancel(async_task_group_t *group, zend_object *error)
{
	if (group->cancelled) {
		return;
	}
	group->closed = true;
	group->cancelled = true;
	GC_ADDREF(&group->std);
	GC_ADDREF(error);

	/* Errors so far were the work of a group now given up. */
	zval *zv;
	ZEND_HASH_FOREACH_VAL(&group->tasks, zv) {
		((async_task_t *) Z_PTR_P(zv))->observed = true;
	} ZEND_HASH_FOREACH_END();

	/* Queued tasks never start. */
	while (group->queue_head != NULL) {
		async_task_t *task = group->queue_head;
		group->queue_head = task->queue_next;
		task->queue_next = NULL;
		group->queued--;
		fcall_free(task->fcall);
		task->fcall = NULL;
		tg_fail_task(group, task, error);
		task->observed = true;
	}
	group->queue_tail = NULL;

	if (group->scope != NULL && !(group->scope->scope.event.flags & ZEND_ASYNC_SCOPE_F_CANCELLED)) {
		async_scope_cancel(group->scope, error);
	}
	tg_changed(group);
	OBJ_RELEASE(error);
	OBJ_RELEASE(&group->std);
}

/* The group's scope changed: a cancellation from above (the parent scope
 * was cancelled or disposed) cancels the group too, queued tasks included. */
static void tg_scope_changed(zend_async_event_t *event, zend_async_event_callback_t *callback, void *result,
	zend_object *exception)
{
	async_task_group_t *group = ((zend_async_owned_callback_t *) callback)->owner;

	if (group == NULL || group->cancelled || !(event->flags & ZEND_ASYNC_SCOPE_F_CANCELLED)) {
		return;
	}
	zend_object *error = zend_async_new_exception(ZEND_ASYNC_EXCEPTION_CANCELLATION, "Scope cancelled");
	tg_cancel(group, error);
	OBJ_RELEASE(error);
}

/* }}} */

/* {{{ unhandled errors */

static void tg_throw_entry(void)
{
	zend_coroutine_t *self = ZEND_ASYNC_CURRENT_COROUTINE;
	zend_object *error = self->extended_data;

	self->extended_data = NULL;
	zend_throw_exception_internal(error);
}

static void tg_throw_dispose(zend_coroutine_t *coroutine)
{
	if (coroutine->extended_data != NULL) {
		OBJ_RELEASE((zend_object *) coroutine->extended_data);
		coroutine->extended_data = NULL;
	}
}

/* Errors nobody received are reported as one unhandled CompositeException,
 * raised by an internal coroutine so that it takes the path of any
 * coroutine's uncaught exception. */
static void tg_report_unobserved(async_task_group_t *group)
{
	zend_object *composite = NULL;
	uint32_t count = 0;
	zval *zv;

	if (group->cancelled) {
		return;
	}
	ZEND_HASH_FOREACH_VAL(&group->tasks, zv) {
		async_task_t *task = Z_PTR_P(zv);
		if (task->state != ASYNC_TASK_FAILED || task->observed) {
			continue;
		}
		task->observed = true;
		if (instanceof_function(Z_OBJCE(task->result), async_ce_cancellation)) {
			continue;
		}
		if (composite == NULL) {
			composite = zend_async_new_exception(ZEND_ASYNC_EXCEPTION_COMPOSITE, "x");
		}
		async_composite_exception_add(composite, Z_OBJ(task->result));
		count++;
	} ZEND_HASH_FOREACH_END();
	if (composite == NULL) {
		return;
	}
	zend_string *message = zend_strpprintf(0, "%u task error%s of a %s nobody handled (%s)", count,
		count == 1 ? "" : "s", TG_NAME(group),
		group->is_set ? "join them or iterate the set, or cancel() it"
					  : "use getErrors(), all(), foreach or suppressErrors()");
	zval tmp;
	ZVAL_STR(&tmp, message);
	zend_update_property_ex(zend_ce_exception, composite, ZSTR_KNOWN(ZEND_STR_MESSAGE), &tmp);
	zend_string_release(message);

	zend_coroutine_t *runner = NULL;
	if (ZEND_ASYNC_IS_ACTIVE && !ASYNC_G(drain_done)) {
		runner = async_scheduler_spawn_internal(tg_throw_entry, composite);
	}
	if (runner != NULL) {
		runner->extended_dispose = tg_throw_dispose;
		return;
	}
	/* Too late for coroutines (request end): say it now. */
	zend_exception_error(composite, E_WARNING);
}

/* }}} */

/* {{{ object handlers */

static bool tg_event_replay(zend_async_event_t *event, zval *result, zend_object **exception);
static zend_string *tg_event_info(zend_async_event_t *event);

zend_object *async_task_group_create(zend_class_entry *ce)
{
	async_task_group_t *group = zend_object_alloc(sizeof(async_task_group_t), ce);

	memset(group, 0, XtOffsetOf(async_task_group_t, std));
	zend_object_std_init(&group->std, ce);
	object_properties_init(&group->std, ce);
	group->std.handlers = &async_task_group_handlers;
	zend_async_event_init_object(&group->event,
		XtOffsetOf(async_task_group_t, std) - XtOffsetOf(async_task_group_t, event), NULL, NULL, tg_event_info);
	group->event.replay = tg_event_replay;
	zend_async_event_init_object(&group->change_event,
		XtOffsetOf(async_task_group_t, std) - XtOffsetOf(async_task_group_t, change_event), NULL, NULL, NULL);
	zend_hash_init(&group->tasks, 8, NULL, tasks_dtor, 0);
	return &group->std;
}

static bool tg_event_replay(zend_async_event_t *event, zval *result, zend_object **exception)
{
	if (!ZEND_ASYNC_EVENT_IS_CLOSED(event)) {
		return false;
	}
	if (result) {
		ZVAL_NULL(result);
	}
	if (exception) {
		*exception = NULL;
	}
	return true;
}

static zend_string *tg_event_info(zend_async_event_t *event)
{
	async_task_group_t *group = (async_task_group_t *) event;
	return zend_strpprintf(0, "%s(count=%u, running=%u, queued=%u)", TG_NAME(group),
		zend_hash_num_elements(&group->tasks), group->running, group->queued);
}

static void tg_dtor_obj(zend_object *obj)
{
	async_task_group_t *group = async_task_group_from_obj(obj);

	if (group->scope != NULL && group->running > 0) {
		/* Only at request end can a group die with coroutines running. */
		zend_object *error = zend_async_new_exception(ZEND_ASYNC_EXCEPTION_CANCELLATION,
			"Scope is being disposed due to %s destruction", TG_NAME(group));
		tg_cancel(group, error);
		OBJ_RELEASE(error);
	}
	tg_report_unobserved(group);
	zend_objects_destroy_object(obj);
}

static void tg_free_obj(zend_object *obj)
{
	async_task_group_t *group = async_task_group_from_obj(obj);

	if (group->scope_watch != NULL) {
		zend_async_owned_callback_unsubscribe(&group->scope->scope.event, group->scope_watch);
		group->scope_watch = NULL;
	}
	for (uint32_t i = 0; i < group->waiters_count; i++) {
		OBJ_RELEASE(group->waiters[i].state);
	}
	if (group->waiters) {
		efree(group->waiters);
	}
	group->waiters = NULL;
	group->waiters_count = 0;
	if (group->finally_handlers) {
		zend_array_destroy(group->finally_handlers);
		group->finally_handlers = NULL;
	}
	group->queue_head = group->queue_tail = NULL;
	group->settled_head = group->settled_tail = NULL;
	zend_hash_destroy(&group->tasks);
	zend_async_callbacks_free(&group->event);
	zend_async_callbacks_free(&group->change_event);
	if (group->scope != NULL) {
		async_scope_release(group->scope);
		group->scope = NULL;
	}
	zend_object_std_dtor(obj);
}

static HashTable *tg_get_gc(zend_object *obj, zval **table, int *num)
{
	async_task_group_t *group = async_task_group_from_obj(obj);
	zend_get_gc_buffer *buf = zend_get_gc_buffer_create();
	zval *zv;

	ZEND_HASH_FOREACH_VAL(&group->tasks, zv) {
		async_task_t *task = Z_PTR_P(zv);
		zend_get_gc_buffer_add_zval(buf, &task->result);
		if (task->fcall) {
			zend_get_gc_buffer_add_zval(buf, &task->fcall->fci.function_name);
			for (uint32_t i = 0; i < task->fcall->fci.param_count; i++) {
				zend_get_gc_buffer_add_zval(buf, &task->fcall->fci.params[i]);
			}
			if (task->fcall->fci.named_params) {
				zval *named;
				ZEND_HASH_FOREACH_VAL(task->fcall->fci.named_params, named) {
					zend_get_gc_buffer_add_zval(buf, named);
				} ZEND_HASH_FOREACH_END();
			}
		}
	} ZEND_HASH_FOREACH_END();
	if (group->finally_handlers) {
		ZEND_HASH_FOREACH_VAL(group->finally_handlers, zv) {
			zend_get_gc_buffer_add_zval(buf, zv);
		} ZEND_HASH_FOREACH_END();
	}
	for (uint32_t i = 0; i < group->waiters_count; i++) {
		zend_get_gc_buffer_add_obj(buf, group->waiters[i].state);
	}
	zend_get_gc_buffer_use(buf, table, num);
	return NULL;
}

static HashTable *tg_get_debug_info(zend_object *obj, int *is_temp)
{
	async_task_group_t *group = async_task_group_from_obj(obj);
	HashTable *info = zend_new_array(5);
	zval v;

	*is_temp = 1;
	ZVAL_LONG(&v, zend_hash_num_elements(&group->tasks));
	zend_hash_str_add_new(info, ZEND_STRL("count"), &v);
	ZVAL_LONG(&v, group->running);
	zend_hash_str_add_new(info, ZEND_STRL("running"), &v);
	ZVAL_LONG(&v, group->queued);
	zend_hash_str_add_new(info, ZEND_STRL("queued"), &v);
	ZVAL_BOOL(&v, group->closed);
	zend_hash_str_add_new(info, ZEND_STRL("closed"), &v);
	ZVAL_BOOL(&v, TG_IS_IDLE(group));
	zend_hash_str_add_new(info, ZEND_STRL("finished"), &v);
	return info;
}

zend_async_event_t *async_task_group_event_from_object(zend_object *object)
{
	if (object->handlers != &async_task_group_handlers) {
		return NULL;
	}
	return &async_task_group_from_obj(object)->event;
}

/* }}} */

/* {{{ iteration */

typedef struct {
	zend_object_iterator it;
	async_task_group_t *group;
	/* TaskGroup: the last task yielded (entries of a group stay until it
	 * is freed, and the iterator holds the group). */
	async_task_t *last;
	zval current;
	zval key;
	bool started;
} tg_iterator_t;

static void tg_iterator_fetch(tg_iterator_t *iter)
{
	async_task_group_t *group = iter->group;

	zval_ptr_dtor(&iter->current);
	zval_ptr_dtor(&iter->key);
	ZVAL_UNDEF(&iter->current);
	ZVAL_UNDEF(&iter->key);
	for (;;) {
		async_task_t *next = group->is_set ? group->settled_head
										   : (iter->last ? iter->last->settled_next : group->settled_head);
		if (next != NULL) {
			zval item;
			array_init_size(&iter->current, 2);
			if (next->state == ASYNC_TASK_DONE) {
				ZVAL_COPY(&item, &next->result);
				zend_hash_next_index_insert_new(Z_ARRVAL(iter->current), &item);
				ZVAL_NULL(&item);
				zend_hash_next_index_insert_new(Z_ARRVAL(iter->current), &item);
			} else {
				next->observed = true;
				ZVAL_NULL(&item);
				zend_hash_next_index_insert_new(Z_ARRVAL(iter->current), &item);
				ZVAL_COPY(&item, &next->result);
				zend_hash_next_index_insert_new(Z_ARRVAL(iter->current), &item);
			}
			ZVAL_COPY(&iter->key, &next->key);
			if (group->is_set) {
				tg_remove(group, next);
			} else {
				iter->last = next;
			}
			return;
		}
		if (group->closed && TG_IS_IDLE(group)) {
			return;
		}
		if (!tg_wait_change(group, group->is_set ? "TaskSet iteration" : "TaskGroup iteration")) {
			return;
		}
	}
}

static void tg_iterator_dtor(zend_object_iterator *it)
{
	tg_iterator_t *iter = (tg_iterator_t *) it;
	zval_ptr_dtor(&iter->current);
	zval_ptr_dtor(&iter->key);
	zval_ptr_dtor(&it->data);
}

static zend_result tg_iterator_valid(zend_object_iterator *it)
{
	return Z_TYPE(((tg_iterator_t *) it)->current) != IS_UNDEF ? SUCCESS : FAILURE;
}

static zval *tg_iterator_current(zend_object_iterator *it)
{
	return &((tg_iterator_t *) it)->current;
}

static void tg_iterator_key(zend_object_iterator *it, zval *key)
{
	ZVAL_COPY(key, &((tg_iterator_t *) it)->key);
}

static void tg_iterator_move_forward(zend_object_iterator *it)
{
	tg_iterator_fetch((tg_iterator_t *) it);
}

static void tg_iterator_rewind(zend_object_iterator *it)
{
	tg_iterator_t *iter = (tg_iterator_t *) it;
	/* Outcomes are delivered once: a second rewind does not replay. */
	if (!iter->started) {
		iter->started = true;
		tg_iterator_fetch(iter);
	}
}

static HashTable *tg_iterator_get_gc(zend_object_iterator *it, zval **table, int *n)
{
	tg_iterator_t *iter = (tg_iterator_t *) it;
	zend_get_gc_buffer *buf = zend_get_gc_buffer_create();
	zend_get_gc_buffer_add_zval(buf, &it->data);
	zend_get_gc_buffer_add_zval(buf, &iter->current);
	zend_get_gc_buffer_use(buf, table, n);
	return NULL;
}

static const zend_object_iterator_funcs tg_iterator_funcs = {
	.dtor = tg_iterator_dtor,
	.valid = tg_iterator_valid,
	.get_current_data = tg_iterator_current,
	.get_current_key = tg_iterator_key,
	.move_forward = tg_iterator_move_forward,
	.rewind = tg_iterator_rewind,
	.invalidate_current = NULL,
	.get_gc = tg_iterator_get_gc,
};

zend_object_iterator *async_task_group_iterator(zend_class_entry *ce, zval *object, int by_ref)
{
	async_task_group_t *group = async_task_group_from_obj(Z_OBJ_P(object));

	if (by_ref) {
		zend_throw_error(NULL, "Cannot iterate a %s by reference", TG_NAME(group));
		return NULL;
	}
	if (!group->constructed) {
		zend_throw_error(NULL, "The %s is not constructed", TG_NAME(group));
		return NULL;
	}
	tg_iterator_t *iter = ecalloc(1, sizeof(*iter));
	zend_iterator_init(&iter->it);
	iter->it.funcs = &tg_iterator_funcs;
	ZVAL_OBJ_COPY(&iter->it.data, Z_OBJ_P(object));
	iter->group = group;
	ZVAL_UNDEF(&iter->current);
	ZVAL_UNDEF(&iter->key);
	return &iter->it;
}

/* }}} */

/* {{{ shared method bodies */

static async_task_group_t *tg_this(zval *this_ptr)
{
	async_task_group_t *group = async_task_group_from_obj(Z_OBJ_P(this_ptr));

	if (!group->constructed) {
		zend_throw_error(NULL, "The %s is not constructed", TG_NAME(group));
		return NULL;
	}
	return group;
}

void async_task_group_construct(INTERNAL_FUNCTION_PARAMETERS)
{
	zend_long concurrency = 0, queue_limit = 0;
	bool concurrency_null = true, queue_limit_null = true;
	zend_object *scope_obj = NULL;

	ZEND_PARSE_PARAMETERS_START(0, 3)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG_OR_NULL(concurrency, concurrency_null)
		Z_PARAM_LONG_OR_NULL(queue_limit, queue_limit_null)
		Z_PARAM_OBJ_OF_CLASS_OR_NULL(scope_obj, async_ce_scope)
	ZEND_PARSE_PARAMETERS_END();

	async_task_group_t *group = async_task_group_from_obj(Z_OBJ_P(ZEND_THIS));
	if (group->constructed) {
		zend_throw_error(NULL, "The %s is already constructed", TG_NAME(group));
		RETURN_THROWS();
	}
	if (!concurrency_null && (concurrency < 0 || concurrency > UINT32_MAX)) {
		zend_argument_value_error(1, "must be between 0 and %u", UINT32_MAX);
		RETURN_THROWS();
	}
	if (!queue_limit_null && (queue_limit < 0 || queue_limit > UINT32_MAX)) {
		zend_argument_value_error(2, "must be between 0 and %u", UINT32_MAX);
		RETURN_THROWS();
	}
	if (!ZEND_ASYNC_LAUNCH()) {
		RETURN_THROWS();
	}
	async_scope_t *parent = scope_obj != NULL ? async_scope_from_object(scope_obj)
											  : (async_scope_t *) ZEND_ASYNC_CURRENT_SCOPE;
	if (parent == NULL) {
		zend_throw_error(NULL, "The Scope given to the %s is not constructed", TG_NAME(group));
		RETURN_THROWS();
	}
	if ((parent->scope.event.flags & ZEND_ASYNC_SCOPE_F_CLOSED) && &parent->scope != ZEND_ASYNC_MAIN_SCOPE) {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, "Cannot create a %s in a closed scope", TG_NAME(group));
		RETURN_THROWS();
	}

	group->concurrency = (uint32_t) concurrency;
	if (!queue_limit_null) {
		group->queue_limit = (uint32_t) queue_limit;
	} else {
		/* Twice the concurrency: a window of backpressure; saturates. */
		group->queue_limit = group->concurrency > UINT32_MAX / 2 ? UINT32_MAX : group->concurrency * 2;
	}
	group->scope = (async_scope_t *) async_scope_new(&parent->scope);
	group->scope_watch = zend_async_owned_callback_subscribe(&group->scope->scope.event, tg_scope_changed, group);
	group->constructed = true;
}

/* Adds a task; key NULL: the next integer key. */
static void tg_spawn(async_task_group_t *group, zval *key, zend_fcall_info *fci, zend_fcall_info_cache *fcc)
{
	if (group->closed) {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, "Cannot spawn tasks on a closed %s", TG_NAME(group));
		goto failed;
	}
	if (key != NULL && tg_find(group, key) != NULL) {
		goto duplicate;
	}
	/* Backpressure: the caller waits while the queue is full. */
	while (!tg_has_slot(group) && tg_queue_full(group)) {
		if (!zend_async_can_suspend(false) || ZEND_ASYNC_CURRENT_COROUTINE == NULL) {
			zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT,
				"The %s queue is full (queueLimit %u) and the caller cannot suspend here; raise queueLimit or "
				"spawn from a coroutine",
				TG_NAME(group), group->queue_limit);
			goto failed;
		}
		if (!tg_wait_change(group, group->is_set ? "TaskSet::spawn" : "TaskGroup::spawn")) {
			goto failed;
		}
		if (group->closed) {
			zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, "Cannot spawn tasks on a closed %s", TG_NAME(group));
			goto failed;
		}
	}

	zval own_key;
	if (key == NULL) {
		while (zend_hash_index_exists(&group->tasks, group->next_key)) {
			group->next_key++;
		}
		ZVAL_LONG(&own_key, group->next_key++);
	} else if (tg_find(group, key) != NULL) {
		/* Taken by another spawner while this one waited. */
		goto duplicate;
	} else {
		ZVAL_COPY(&own_key, key);
	}

	async_task_t *task = ecalloc(1, sizeof(*task));
	task->state = ASYNC_TASK_QUEUED;
	ZVAL_COPY_VALUE(&task->key, &own_key);
	ZVAL_NULL(&task->result);

	if (tg_has_slot(group) && group->queue_head == NULL) {
		if (!tg_start(group, task, fci, fcc)) {
			task_free(task);
			return;
		}
	} else {
		task->fcall = fcall_copy(fci, fcc);
		if (group->queue_tail) {
			group->queue_tail->queue_next = task;
		} else {
			group->queue_head = task;
		}
		group->queue_tail = task;
		group->queued++;
	}
	if (Z_TYPE(task->key) == IS_STRING) {
		zend_hash_add_new_ptr(&group->tasks, Z_STR(task->key), task);
	} else {
		zend_hash_index_add_new_ptr(&group->tasks, Z_LVAL(task->key), task);
	}
	return;

duplicate:
	if (Z_TYPE_P(key) == IS_STRING) {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, "Duplicate key \"%s\" in %s", Z_STRVAL_P(key), TG_NAME(group));
	} else {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, "Duplicate key " ZEND_LONG_FMT " in %s", Z_LVAL_P(key),
			TG_NAME(group));
	}
failed:
	fcc_release_trampoline(fcc);
}

void async_task_group_spawn(INTERNAL_FUNCTION_PARAMETERS)
{
	zend_fcall_info fci;
	zend_fcall_info_cache fcc;

	ZEND_PARSE_PARAMETERS_START(1, -1)
		Z_PARAM_FUNC(fci, fcc)
		Z_PARAM_VARIADIC_WITH_NAMED(fci.params, fci.param_count, fci.named_params)
	ZEND_PARSE_PARAMETERS_END();

	async_task_group_t *group = tg_this(ZEND_THIS);
	if (group == NULL) {
		fcc_release_trampoline(&fcc);
		RETURN_THROWS();
	}
	tg_spawn(group, NULL, &fci, &fcc);
}

void async_task_group_spawn_with_key(INTERNAL_FUNCTION_PARAMETERS)
{
	zend_string *str_key = NULL;
	zend_long int_key = 0;
	zend_fcall_info fci;
	zend_fcall_info_cache fcc;

	ZEND_PARSE_PARAMETERS_START(2, -1)
		Z_PARAM_STR_OR_LONG(str_key, int_key)
		Z_PARAM_FUNC(fci, fcc)
		Z_PARAM_VARIADIC_WITH_NAMED(fci.params, fci.param_count, fci.named_params)
	ZEND_PARSE_PARAMETERS_END();

	async_task_group_t *group = tg_this(ZEND_THIS);
	if (group == NULL) {
		fcc_release_trampoline(&fcc);
		RETURN_THROWS();
	}
	/* Keys behave as array keys: "5" is 5. */
	zval key;
	zend_ulong index;
	if (str_key == NULL) {
		ZVAL_LONG(&key, int_key);
	} else if (ZEND_HANDLE_NUMERIC_STR(ZSTR_VAL(str_key), ZSTR_LEN(str_key), index)) {
		ZVAL_LONG(&key, (zend_long) index);
	} else {
		ZVAL_STR(&key, str_key);
	}
	tg_spawn(group, &key, &fci, &fcc);
}

#define TG_THIS_OR_THROW(group) \
	async_task_group_t *group = tg_this(ZEND_THIS); \
	if (group == NULL) { \
		RETURN_THROWS(); \
	}

void async_task_group_all(INTERNAL_FUNCTION_PARAMETERS)
{
	bool ignore_errors = false;

	ZEND_PARSE_PARAMETERS_START(0, 1)
		Z_PARAM_OPTIONAL
		Z_PARAM_BOOL(ignore_errors)
	ZEND_PARSE_PARAMETERS_END();

	TG_THIS_OR_THROW(group);
	tg_new_future(group, ignore_errors ? ASYNC_TG_WAIT_ALL_IGNORE_ERRORS : ASYNC_TG_WAIT_ALL, return_value);
}

void async_task_group_race(INTERNAL_FUNCTION_PARAMETERS)
{
	ZEND_PARSE_PARAMETERS_NONE();

	TG_THIS_OR_THROW(group);
	if (zend_hash_num_elements(&group->tasks) == 0) {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT,
			group->is_set ? "Cannot join an empty TaskSet" : "Cannot race on an empty TaskGroup");
		RETURN_THROWS();
	}
	tg_new_future(group, ASYNC_TG_WAIT_RACE, return_value);
}

void async_task_group_any(INTERNAL_FUNCTION_PARAMETERS)
{
	ZEND_PARSE_PARAMETERS_NONE();

	TG_THIS_OR_THROW(group);
	if (zend_hash_num_elements(&group->tasks) == 0) {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT,
			group->is_set ? "Cannot join an empty TaskSet" : "Cannot call any() on an empty TaskGroup");
		RETURN_THROWS();
	}
	tg_new_future(group, ASYNC_TG_WAIT_ANY, return_value);
}

void async_task_group_cancel(INTERNAL_FUNCTION_PARAMETERS)
{
	zend_object *cancellation = NULL;

	ZEND_PARSE_PARAMETERS_START(0, 1)
		Z_PARAM_OPTIONAL
		Z_PARAM_OBJ_OF_CLASS_OR_NULL(cancellation, async_ce_async_cancellation)
	ZEND_PARSE_PARAMETERS_END();

	TG_THIS_OR_THROW(group);
	if (cancellation != NULL) {
		tg_cancel(group, cancellation);
		return;
	}
	zend_object *error = zend_async_new_exception(ZEND_ASYNC_EXCEPTION_CANCELLATION, "%s cancelled", TG_NAME(group));
	tg_cancel(group, error);
	OBJ_RELEASE(error);
}

void async_task_group_close(INTERNAL_FUNCTION_PARAMETERS)
{
	ZEND_PARSE_PARAMETERS_NONE();

	TG_THIS_OR_THROW(group);
	if (!group->closed) {
		group->closed = true;
		/* Blocked spawners wake up and fail; the group may be complete. */
		tg_changed(group);
	}
}

void async_task_group_dispose(INTERNAL_FUNCTION_PARAMETERS)
{
	ZEND_PARSE_PARAMETERS_NONE();

	TG_THIS_OR_THROW(group);
	zend_object *error = zend_async_new_exception(ZEND_ASYNC_EXCEPTION_CANCELLATION,
		"Scope is being disposed due to %s disposal", TG_NAME(group));
	tg_cancel(group, error);
	OBJ_RELEASE(error);
}

void async_task_group_is_finished(INTERNAL_FUNCTION_PARAMETERS)
{
	ZEND_PARSE_PARAMETERS_NONE();

	TG_THIS_OR_THROW(group);
	RETURN_BOOL(TG_IS_IDLE(group));
}

void async_task_group_is_closed(INTERNAL_FUNCTION_PARAMETERS)
{
	ZEND_PARSE_PARAMETERS_NONE();

	TG_THIS_OR_THROW(group);
	RETURN_BOOL(group->closed);
}

void async_task_group_count(INTERNAL_FUNCTION_PARAMETERS)
{
	ZEND_PARSE_PARAMETERS_NONE();

	TG_THIS_OR_THROW(group);
	RETURN_LONG(zend_hash_num_elements(&group->tasks));
}

void async_task_group_await_completion(INTERNAL_FUNCTION_PARAMETERS)
{
	ZEND_PARSE_PARAMETERS_NONE();

	TG_THIS_OR_THROW(group);
	if (!group->closed) {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, "%s must be closed before calling awaitCompletion()",
			TG_NAME(group));
		RETURN_THROWS();
	}
	while (!TG_IS_IDLE(group)) {
		if (!tg_wait_change(group, group->is_set ? "TaskSet::awaitCompletion" : "TaskGroup::awaitCompletion")) {
			RETURN_THROWS();
		}
	}
}

void async_task_group_finally(INTERNAL_FUNCTION_PARAMETERS)
{
	zval *callback;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_OBJECT_OF_CLASS(callback, zend_ce_closure)
	ZEND_PARSE_PARAMETERS_END();

	TG_THIS_OR_THROW(group);
	if (group->completed) {
		HashTable *handlers = zend_new_array(1);
		Z_ADDREF_P(callback);
		zend_hash_next_index_insert_new(handlers, callback);
		tg_call_finally(group, handlers);
		zend_array_destroy(handlers);
		return;
	}
	if (group->finally_handlers == NULL) {
		group->finally_handlers = zend_new_array(1);
	}
	Z_ADDREF_P(callback);
	zend_hash_next_index_insert_new(group->finally_handlers, callback);
}

void async_task_group_get_iterator(INTERNAL_FUNCTION_PARAMETERS)
{
	ZEND_PARSE_PARAMETERS_NONE();

	TG_THIS_OR_THROW(group);
	zend_create_internal_iterator_zval(return_value, ZEND_THIS);
}

/* }}} */

/* {{{ Async\TaskGroup */

ZEND_METHOD(Async_TaskGroup, __construct)
{
	async_task_group_construct(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

ZEND_METHOD(Async_TaskGroup, spawn)
{
	async_task_group_spawn(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

ZEND_METHOD(Async_TaskGroup, spawnWithKey)
{
	async_task_group_spawn_with_key(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

ZEND_METHOD(Async_TaskGroup, all)
{
	async_task_group_all(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

ZEND_METHOD(Async_TaskGroup, race)
{
	async_task_group_race(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

ZEND_METHOD(Async_TaskGroup, any)
{
	async_task_group_any(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

ZEND_METHOD(Async_TaskGroup, getResults)
{
	ZEND_PARSE_PARAMETERS_NONE();

	TG_THIS_OR_THROW(group);
	tg_results(group, return_value);
}

ZEND_METHOD(Async_TaskGroup, getErrors)
{
	ZEND_PARSE_PARAMETERS_NONE();

	TG_THIS_OR_THROW(group);
	zval *zv;
	array_init(return_value);
	ZEND_HASH_FOREACH_VAL(&group->tasks, zv) {
		async_task_t *task = Z_PTR_P(zv);
		if (task->state == ASYNC_TASK_FAILED) {
			task->observed = true;
			Z_ADDREF(task->result);
			if (Z_TYPE(task->key) == IS_STRING) {
				zend_hash_add_new(Z_ARRVAL_P(return_value), Z_STR(task->key), &task->result);
			} else {
				zend_hash_index_add_new(Z_ARRVAL_P(return_value), Z_LVAL(task->key), &task->result);
			}
		}
	} ZEND_HASH_FOREACH_END();
}

ZEND_METHOD(Async_TaskGroup, suppressErrors)
{
	ZEND_PARSE_PARAMETERS_NONE();

	TG_THIS_OR_THROW(group);
	zval *zv;
	ZEND_HASH_FOREACH_VAL(&group->tasks, zv) {
		((async_task_t *) Z_PTR_P(zv))->observed = true;
	} ZEND_HASH_FOREACH_END();
}

ZEND_METHOD(Async_TaskGroup, cancel)
{
	async_task_group_cancel(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

ZEND_METHOD(Async_TaskGroup, close)
{
	async_task_group_close(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

ZEND_METHOD(Async_TaskGroup, dispose)
{
	async_task_group_dispose(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

ZEND_METHOD(Async_TaskGroup, isFinished)
{
	async_task_group_is_finished(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

ZEND_METHOD(Async_TaskGroup, isClosed)
{
	async_task_group_is_closed(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

ZEND_METHOD(Async_TaskGroup, count)
{
	async_task_group_count(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

ZEND_METHOD(Async_TaskGroup, awaitCompletion)
{
	async_task_group_await_completion(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

ZEND_METHOD(Async_TaskGroup, finally)
{
	async_task_group_finally(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

ZEND_METHOD(Async_TaskGroup, getIterator)
{
	async_task_group_get_iterator(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

void async_task_group_minit(void)
{
	async_ce_task_group = register_class_Async_TaskGroup(async_ce_awaitable, zend_ce_countable, zend_ce_aggregate);
	async_ce_task_group->create_object = async_task_group_create;
	async_ce_task_group->get_iterator = async_task_group_iterator;

	memcpy(&async_task_group_handlers, &std_object_handlers, sizeof(zend_object_handlers));
	async_task_group_handlers.offset = XtOffsetOf(async_task_group_t, std);
	async_task_group_handlers.dtor_obj = tg_dtor_obj;
	async_task_group_handlers.free_obj = tg_free_obj;
	async_task_group_handlers.get_gc = tg_get_gc;
	async_task_group_handlers.get_debug_info = tg_get_debug_info;
	async_task_group_handlers.clone_obj = NULL;
}

/* }}} */

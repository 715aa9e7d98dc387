/*
 * scope.c: structured concurrency. Scopes group coroutines into a tree;
 * cancellation cascades down it, exceptions travel up it, and disposal
 * either cancels what is left or turns it into zombies that keep running
 * without being waited for. The PHP classes are in scope_class.c.
 *
 * Ownership: a scope struct is reference counted (its event's ref_count).
 * References are held by its Async\Scope object (until released), by
 * each child scope (on its parent), by each coroutine that belongs to it,
 * by a coroutine-local Context whose lookups continue here, and by the
 * request for the main scope. The coroutines table and the children list
 * hold no references; members unlink themselves.
 */
#include "scope_internal.h"
#include "coroutine.h"
#include "exceptions.h"
#include "scheduler.h"
#include "context.h"
#include "await.h"
#include "zend_exceptions.h"

/* {{{ lifetime */

static void scope_stop_dispose_timer(async_scope_t *scope)
{
	zend_async_timer_event_t *timer = scope->dispose_timer;

	if (timer == NULL) {
		return;
	}
	scope->dispose_timer = NULL;
	timer->base.stop(&timer->base);
	timer->base.del_callback(&timer->base, &scope->dispose_timer_callback);
	zend_async_event_release(&timer->base);
	/* The timer held the scope alive while armed. */
	async_scope_release(scope);
}

static void finally_pending_remove(async_scope_t *scope);

static async_scope_owned_t *owned_of(async_list_node_t *node)
{
	return ASYNC_LIST_ENTRY(node, async_scope_owned_t, link);
}

/* Frees one scope whose last reference is gone and unlinks it from its
 * parent; returns the parent if that was its last reference too. */
static async_scope_t *scope_free(async_scope_t *scope)
{
	async_scope_t *parent = scope->parent;

	ZEND_ASSERT(async_list_is_empty(&scope->children));
	if (parent != NULL) {
		async_list_remove(&parent->children, &scope->sibling);
		scope->parent = NULL;
		scope->scope.parent_scope = NULL;
	}
	while (!async_list_is_empty(&scope->owned)) {
		async_scope_disown(owned_of(scope->owned.head));
	}
	zend_async_callbacks_free(&scope->scope.event);
	zval_ptr_dtor(&scope->exception_handler);
	zval_ptr_dtor(&scope->child_exception_handler);
	finally_pending_remove(scope);
	if (scope->finally_handlers) {
		zend_array_destroy(scope->finally_handlers);
	}
	if (scope->context) {
		async_context_detach_scope(scope->context);
		OBJ_RELEASE(scope->context);
	}
	if (scope->error_sink) {
		zend_array_destroy(scope->error_sink);
	}
	if (scope->cancellation) {
		OBJ_RELEASE(scope->cancellation);
	}
	zend_hash_destroy(&scope->scope.coroutines);
	efree(scope);

	if (parent == NULL) {
		return NULL;
	}
	if (parent->scope.event.ref_count > 1) {
		parent->scope.event.ref_count--;
		return NULL;
	}
	parent->scope.event.ref_count = 0;
	return parent;
}

/* The child's reference on its parent is dropped here rather than through
 * async_scope_release(): freeing a chain of 10,000 nested scopes must not
 * recurse once per level on the C stack. */
static bool scope_event_dispose(zend_async_event_t *event)
{
	for (async_scope_t *scope = (async_scope_t *) event; scope != NULL;) {
		scope = scope_free(scope);
	}
	return true;
}

void async_scope_addref(async_scope_t *scope)
{
	scope->scope.event.ref_count++;
}

void async_scope_release(async_scope_t *scope)
{
	zend_async_event_release(&scope->scope.event);
}

zend_async_scope_t *async_scope_new(zend_async_scope_t *parent_abi)
{
	async_scope_t *scope = ecalloc(1, sizeof(*scope));
	async_scope_t *parent = (async_scope_t *) parent_abi;

	zend_async_event_init(&scope->scope.event, NULL, NULL, scope_event_dispose, NULL);
	zend_hash_init(&scope->scope.coroutines, 8, NULL, NULL, 0);
	ZVAL_UNDEF(&scope->exception_handler);
	ZVAL_UNDEF(&scope->child_exception_handler);
	if (parent != NULL) {
		scope->parent = parent;
		scope->scope.parent_scope = &parent->scope;
		async_scope_addref(parent);
		/* Appended: getChildScopes() lists children in creation order. */
		async_list_push_back(&parent->children, &scope->sibling);
		/* Disposal policy is inherited. */
		SCOPE_FLAGS(scope) |= SCOPE_FLAGS(parent) & ZEND_ASYNC_SCOPE_F_DISPOSE_SAFELY;
	} else {
		/* Seed decision (SPEC §0.1): destroying a Scope leaves its
		 * coroutines running as zombies unless asNotSafely() is used. */
		SCOPE_FLAGS(scope) |= ZEND_ASYNC_SCOPE_F_DISPOSE_SAFELY;
	}
	return &scope->scope;
}

zend_async_scope_t *async_scope_new_main(void)
{
	return async_scope_new(NULL);
}

void async_scope_free_main(void)
{
	async_scope_t *scope = (async_scope_t *) ZEND_ASYNC_G(main_scope);

	if (scope != NULL) {
		ZEND_ASYNC_G(main_scope) = NULL;
		async_scope_release(scope);
	}
}

/* }}} */

/* {{{ membership and counters */

/* A pending cancel() shows from now on: isClosed() is true. */
static void scope_show_closed(async_scope_t *scope)
{
	scope->close_pending = false;
	if (scope->cancellation != NULL) {
		OBJ_RELEASE(scope->cancellation);
		scope->cancellation = NULL;
	}
}

/* Brings what the scope adds to its parent's counters up to date with its
 * own; true if that changed, and the parent must be looked at in turn. */
static bool scope_recount(async_scope_t *scope)
{
	bool busy = !async_scope_is_completed(scope);
	bool live = !async_scope_is_finished(scope);
	bool flipped = false;

	if (busy != scope->counted_busy) {
		scope->counted_busy = busy;
		if (scope->parent != NULL) {
			scope->parent->busy_children += busy ? 1 : -1;
		}
		flipped = true;
	}
	if (live != scope->counted_live) {
		scope->counted_live = live;
		if (scope->parent != NULL) {
			scope->parent->live_children += live ? 1 : -1;
		}
		if (!live) {
			scope_show_closed(scope);
		}
		flipped = true;
	}
	return flipped;
}

/* The scope's own counters changed: update its ancestors' (no waiter
 * needs telling that a scope became busy). */
static void scope_recount_up(async_scope_t *scope)
{
	for (async_scope_t *s = scope; s != NULL && scope_recount(s);) {
		s = s->parent;
	}
}

void async_scope_add_coroutine(zend_async_scope_t *scope_abi, async_coroutine_t *co)
{
	async_scope_t *scope = (async_scope_t *) scope_abi;

	/* The main scope is never cancelled or disposed through its list (the
	 * registry serves graceful shutdown), so it keeps counters only: a
	 * spawn/finish cycle then does no hashing at all. */
	if (&scope->scope != ZEND_ASYNC_G(main_scope)) {
		zend_hash_index_add_new_ptr(&scope->scope.coroutines, co->id, co);
	}
	scope->scope.active_coroutines_count++;
	scope_recount_up(scope);
	async_scope_addref(scope);
}

void async_scope_remove_coroutine(zend_async_scope_t *scope_abi, async_coroutine_t *co)
{
	async_scope_t *scope = (async_scope_t *) scope_abi;

	if (co->coroutine.scope != &scope->scope) {
		return;
	}
	if (&scope->scope != ZEND_ASYNC_G(main_scope)) {
		zend_hash_index_del(&scope->scope.coroutines, co->id);
	}
	if (co->coroutine.event.flags & ZEND_COROUTINE_F_ZOMBIE) {
		ASYNC_ASSERT(scope->scope.zombie_coroutines_count > 0 && ASYNC_G(zombie_count) > 0);
		scope->scope.zombie_coroutines_count--;
		ASYNC_G(zombie_count)--;
	} else {
		ASYNC_ASSERT(scope->scope.active_coroutines_count > 0);
		scope->scope.active_coroutines_count--;
	}
	co->coroutine.scope = NULL;
	async_scope_changed(scope);
	async_scope_release(scope);
}

/* Keeps running, stays in the scope's list, stops counting as active
 * here and in the scheduler. The caller calls async_scope_changed() afterwards. */
static void scope_zombify(async_scope_t *scope, async_coroutine_t *co)
{
	if (ZEND_COROUTINE_IS_FINISHED(&co->coroutine) || ZEND_COROUTINE_IS_MAIN(&co->coroutine)
		|| (co->coroutine.event.flags & ZEND_COROUTINE_F_ZOMBIE)) {
		return;
	}
	co->coroutine.event.flags |= ZEND_COROUTINE_F_ZOMBIE;
	ASYNC_ASSERT(scope->scope.active_coroutines_count > 0 && ZEND_ASYNC_G(active_coroutine_count) > 0);
	scope->scope.active_coroutines_count--;
	scope->scope.zombie_coroutines_count++;
	ASYNC_G(zombie_count)++;
	ZEND_ASYNC_G(active_coroutine_count)--;
	async_scheduler_coroutine_gone();
}

/* }}} */

/* {{{ waiting for scopes */

typedef struct {
	zend_coroutine_event_callback_t base;
	bool include_zombies;
	/* An unhandled error of a coroutine of the subtree ends the wait with
	 * that error (awaitCompletion(), awaitAfterCancellation() without a
	 * handler). */
	bool takes_errors;
} scope_wait_callback_t;

static void scope_wait_callback(zend_async_event_t *event, zend_async_event_callback_t *callback, void *result,
	zend_object *exception)
{
	scope_wait_callback_t *wait = (scope_wait_callback_t *) callback;
	async_scope_t *scope = (async_scope_t *) event;

	bool done = wait->include_zombies ? async_scope_is_finished(scope) : async_scope_is_completed(scope);
	bool errors = wait->include_zombies && scope->error_sink && zend_hash_num_elements(scope->error_sink) > 0;
	if (done || errors) {
		ZEND_ASYNC_RESUME(wait->base.coroutine);
	}
}

static void scope_wait_callback_dispose(zend_async_event_callback_t *callback, zend_async_event_t *event)
{
	efree(callback);
}

void async_scope_own(zend_async_scope_t *scope_abi, async_scope_owned_t *owned)
{
	async_scope_t *scope = (async_scope_t *) scope_abi;

	owned->scope = scope;
	async_list_node_init(&owned->link);
	if (scope == NULL) {
		return;
	}
	async_list_push_front(&scope->owned, &owned->link);
}

void async_scope_disown(async_scope_owned_t *owned)
{
	async_scope_t *scope = owned->scope;

	if (scope == NULL) {
		return;
	}
	async_list_remove(&scope->owned, &owned->link);
	owned->scope = NULL;
}

/* Each one is detached before its close() runs, so a close() that frees or
 * detaches others cannot break the walk. */
static void scope_close_owned(async_scope_t *scope)
{
	while (!async_list_is_empty(&scope->owned)) {
		async_scope_owned_t *owned = owned_of(scope->owned.head);
		async_scope_disown(owned);
		owned->close(owned);
	}
}

static void schedule_finally(async_scope_t *scope);

/* What a scope does when its state may have changed: wake its waiters,
 * stop a disposal timer that has nothing left to cancel, and run the
 * finally handlers of a closed scope that is now empty. */
static void scope_settle(async_scope_t *scope)
{
	if (scope->scope.event.callbacks.length > 0) {
		zend_async_callbacks_notify(&scope->scope.event, NULL, NULL);
	}
	if (async_scope_is_finished(scope)) {
		if (scope->dispose_timer) {
			scope_stop_dispose_timer(scope);
		}
		if (SCOPE_IS_CLOSED(scope) && !scope->finally_done) {
			schedule_finally(scope);
		}
	}
}

/* The scope's counters or flags changed: settle it, then each ancestor for
 * as long as the change flips the state of the scope below it (the others
 * saw no change: their own state is still what it was). */
void async_scope_changed(async_scope_t *scope)
{
	/* Pinning the first scope pins the whole chain: every child holds a
	 * reference on its parent. */
	async_scope_addref(scope);
	for (async_scope_t *s = scope; s != NULL; s = s->parent) {
		bool flipped = scope_recount(s);
		scope_settle(s);
		if (!flipped) {
			break;
		}
	}
	async_scope_release(scope);
}

/* Suspends the current coroutine until the scope is completed (or, with
 * include_zombies, finished or has errors to hand over). */
bool async_scope_wait(async_scope_t *scope, bool include_zombies, bool takes_errors, zend_object *cancellation,
	uint32_t cancellation_arg)
{
	zend_async_event_t *cancel_event = NULL;
	if (cancellation != NULL && !async_await_cancellation_event(cancellation, cancellation_arg, &cancel_event)) {
		return false;
	}
	scope_wait_callback_t *callback = emalloc(sizeof(*callback));
	callback->base.base.callback = scope_wait_callback;
	callback->base.base.dispose = scope_wait_callback_dispose;
	callback->include_zombies = include_zombies;
	callback->takes_errors = takes_errors;
	async_scope_addref(scope);
	zend_async_wait_t how = {
		.what = include_zombies ? "scope to finish" : "scope to complete",
		.cancellation = cancel_event,
		.callback = &callback->base,
		.trans_event = true,
	};
	return zend_async_wait_ex(&scope->scope.event, &how);
}

/* }}} */

/* {{{ cancellation and disposal */

static void scope_for_each_coroutine(async_scope_t *scope,
	void (*fn)(async_scope_t *, async_coroutine_t *, zend_object *), zend_object *error)
{
	uint32_t count = zend_hash_num_elements(&scope->scope.coroutines);
	if (count == 0) {
		return;
	}
	async_coroutine_t **list = safe_emalloc(count, sizeof(*list), 0);
	uint32_t n = 0;
	zval *zv;
	ZEND_HASH_FOREACH_VAL(&scope->scope.coroutines, zv) {
		async_coroutine_t *co = Z_PTR_P(zv);
		GC_ADDREF(&co->std);
		list[n++] = co;
	} ZEND_HASH_FOREACH_END();
	for (uint32_t i = 0; i < n; i++) {
		fn(scope, list[i], error);
		OBJ_RELEASE(&list[i]->std);
	}
	efree(list);
}

static void cancel_one(async_scope_t *scope, async_coroutine_t *co, zend_object *error)
{
	/* One cancellation per coroutine: a second one would interrupt the
	 * cleanup it is doing in reaction to the first. */
	if (ZEND_COROUTINE_IS_MAIN(&co->coroutine) || ZEND_COROUTINE_IS_CANCELLED(&co->coroutine)) {
		return;
	}
	if (error != NULL) {
		ZEND_ASYNC_CANCEL(&co->coroutine, error, false);
	} else {
		ZEND_ASYNC_CANCEL(&co->coroutine,
			zend_async_new_exception(ZEND_ASYNC_EXCEPTION_CANCELLATION, "Scope cancelled"), true);
	}
}

static void cancel_and_zombify_one(async_scope_t *scope, async_coroutine_t *co, zend_object *error)
{
	cancel_one(scope, co, error);
	if (SCOPE_IS_SAFELY(scope)) {
		/* A coroutine that does not react to the cancellation keeps
		 * running as a zombie: the scope counts as completed. */
		scope_zombify(scope, co);
	}
}

static void zombify_one(async_scope_t *scope, async_coroutine_t *co, zend_object *error)
{
	scope_zombify(scope, co);
}

/* How a closing operation treats a scope tree: the flags it sets on every
 * scope and what it does to every coroutine. */
typedef struct {
	uint32_t flags;
	void (*coroutine_fn)(async_scope_t *, async_coroutine_t *, zend_object *);
	bool stop_dispose_timer;
} scope_closing_t;

static const scope_closing_t scope_cancelling = {
	.flags = ZEND_ASYNC_SCOPE_F_CANCELLED | ZEND_ASYNC_SCOPE_F_CLOSED,
	.coroutine_fn = cancel_and_zombify_one,
	.stop_dispose_timer = false,
};
static const scope_closing_t scope_disposing = {
	.flags = ZEND_ASYNC_SCOPE_F_CANCELLED | ZEND_ASYNC_SCOPE_F_CLOSED | ZEND_ASYNC_SCOPE_F_DISPOSING,
	.coroutine_fn = cancel_one,
	.stop_dispose_timer = true,
};
static const scope_closing_t scope_disposing_safely = {
	.flags = ZEND_ASYNC_SCOPE_F_CLOSED | ZEND_ASYNC_SCOPE_F_DISPOSING,
	.coroutine_fn = zombify_one,
	.stop_dispose_timer = false,
};

/* Entering a scope of the walk: flags first, so that nothing can spawn
 * into it while its subtree is being closed. */
static void scope_close_enter(async_scope_t *scope, const scope_closing_t *how, zend_object *error)
{
	if ((how->flags & ZEND_ASYNC_SCOPE_F_DISPOSING) || !(how->flags & ZEND_ASYNC_SCOPE_F_CANCELLED)) {
		scope_show_closed(scope);
	} else if (!SCOPE_IS_CLOSED(scope)) {
		/* cancel(): closed to new coroutines now, shown once they are
		 * gone (for good on a scope that has none, as in TrueAsync). */
		scope->close_pending = true;
		if (error != NULL) {
			GC_ADDREF(error);
			scope->cancellation = error;
		}
	}
	SCOPE_FLAGS(scope) |= how->flags;
	if (how->stop_dispose_timer) {
		scope_stop_dispose_timer(scope);
	}
	if (how->flags & ZEND_ASYNC_SCOPE_F_DISPOSING) {
		scope_close_owned(scope);
	}
}

/* Leaving it, once its whole subtree is done: its own coroutines. */
static void scope_close_leave(async_scope_t *scope, const scope_closing_t *how, zend_object *error)
{
	scope_for_each_coroutine(scope, how->coroutine_fn, error);
	async_scope_changed(scope);
}

/* Children first, then a scope's own coroutines, in creation order. The
 * walk follows the tree's links instead of recursing, so that the depth of
 * the tree does not matter to the C stack; every scope on the path from
 * the root to the current one is pinned, as a callback may release one. */
static void scope_close_tree(async_scope_t *root, const scope_closing_t *how, zend_object *error)
{
	async_scope_t *scope = root;

	async_scope_addref(root);
	scope_close_enter(root, how, error);
	for (;;) {
		while (!async_list_is_empty(&scope->children)) {
			scope = async_scope_first_child(scope);
			async_scope_addref(scope);
			scope_close_enter(scope, how, error);
		}
		for (;;) {
			scope_close_leave(scope, how, error);
			if (scope == root) {
				async_scope_release(root);
				return;
			}
			async_scope_t *next = async_scope_next_sibling(scope);
			async_scope_t *parent = scope->parent;
			if (next != NULL) {
				async_scope_addref(next);
				async_scope_release(scope);
				scope = next;
				scope_close_enter(scope, how, error);
				break;
			}
			async_scope_release(scope);
			scope = parent;
		}
	}
}

static void scope_cancel_tree(async_scope_t *scope, zend_object *error)
{
	scope_close_tree(scope, &scope_cancelling, error);
}

void async_scope_dispose(async_scope_t *scope, zend_object *error)
{
	scope_close_tree(scope, &scope_disposing, error);
}

void async_scope_dispose_safely(async_scope_t *scope)
{
	scope_close_tree(scope, &scope_disposing_safely, NULL);
}

void async_scope_cancel(async_scope_t *scope, zend_object *error)
{
	scope_cancel_tree(scope, error);
}

/* What destroying the Scope object (or disposeSafely()) does. */
void async_scope_dispose_by_policy(async_scope_t *scope)
{
	if (SCOPE_IS_SAFELY(scope)) {
		async_scope_dispose_safely(scope);
	} else {
		async_scope_dispose(scope, NULL);
	}
}

static void dispose_timer_fired(zend_async_event_t *event, zend_async_event_callback_t *callback, void *result,
	zend_object *exception)
{
	async_scope_t *scope = (async_scope_t *) ((char *) callback - XtOffsetOf(async_scope_t, dispose_timer_callback));

	zend_object *error = zend_async_new_exception(ZEND_ASYNC_EXCEPTION_CANCELLATION, "Scope disposal timeout");
	async_scope_addref(scope);
	/* Each coroutine takes its own reference to the error. */
	async_scope_dispose(scope, error);
	async_scope_release(scope);
	OBJ_RELEASE(error);
}

/* disposeAfterTimeout(): closed now, cancelled when the timer fires unless
 * it has finished by then. False with an exception if the timer could not
 * be started. */
bool async_scope_dispose_after(async_scope_t *scope, zend_ulong timeout_ms)
{
	SCOPE_FLAGS(scope) |= ZEND_ASYNC_SCOPE_F_CLOSED;
	scope_show_closed(scope);
	if (async_scope_is_finished(scope) || scope->dispose_timer != NULL || SCOPE_IS_CANCELLED(scope)) {
		async_scope_changed(scope);
		return true;
	}
	zend_async_timer_event_t *timer = ZEND_ASYNC_NEW_TIMER_EVENT(timeout_ms, false);
	scope->dispose_timer_callback.ref_count = 1;
	scope->dispose_timer_callback.callback = dispose_timer_fired;
	scope->dispose_timer_callback.dispose = NULL;
	timer->base.add_callback(&timer->base, &scope->dispose_timer_callback);
	scope->dispose_timer = timer;
	/* The armed timer keeps the scope alive until it fires or is stopped. */
	async_scope_addref(scope);
	if (!timer->base.start(&timer->base)) {
		scope_stop_dispose_timer(scope);
		return false;
	}
	return true;
}

/* }}} */

/* {{{ exceptions of coroutines */

struct _async_scope_handler_job {
	async_scope_t *scope;
	zval handler;
	async_coroutine_t *coroutine;
	zend_object *exception;
	async_scope_handler_job_t *next;
};

/* Handler calls happen in the order the errors arrived (a coroutine's own
 * error before what its finally callbacks throw). Their runners are queued
 * at high priority, which runs the newest first: so a runner does not take
 * its own job but the oldest one of the scope. */
static void scope_handler_entry(void)
{
	zend_coroutine_t *self = ZEND_ASYNC_CURRENT_COROUTINE;
	async_scope_t *scope = self->extended_data;
	async_scope_handler_job_t *job = scope->handler_jobs_head;
	zval args[3], retval;

	self->extended_data = NULL;
	ZEND_ASSERT(job != NULL);
	scope->handler_jobs_head = job->next;
	if (scope->handler_jobs_head == NULL) {
		scope->handler_jobs_tail = NULL;
	}
	ZVAL_OBJ(&args[0], job->scope->object != NULL ? job->scope->object : async_scope_object_for(job->scope));
	ZVAL_OBJ(&args[1], &job->coroutine->std);
	ZVAL_OBJ(&args[2], job->exception);
	if (call_user_function(NULL, NULL, &job->handler, &retval, 3, args) == SUCCESS) {
		zval_ptr_dtor(&retval);
	}
	if (job->scope->object == NULL) {
		/* A temporary object made for the call. */
		zval_ptr_dtor(&args[0]);
	}
	zval_ptr_dtor(&job->handler);
	OBJ_RELEASE(&job->coroutine->std);
	OBJ_RELEASE(job->exception);
	async_scope_release(job->scope);
	efree(job);
}

/* Runs handler(scope, coroutine, exception) in a coroutine of its own: the
 * failed coroutine has finished and cannot run PHP code that suspends. */
static bool scope_call_handler(async_scope_t *scope, zval *handler, async_coroutine_t *co, zend_object *exception)
{
	/* Exceptions thrown by a handler go straight to the global path. */
	if (async_scheduler_spawn_internal(scope_handler_entry, scope) == NULL) {
		return false;
	}
	async_scope_handler_job_t *job = emalloc(sizeof(*job));
	job->scope = scope;
	async_scope_addref(scope);
	ZVAL_COPY(&job->handler, handler);
	job->coroutine = co;
	GC_ADDREF(&co->std);
	job->exception = exception;
	GC_ADDREF(exception);
	job->next = NULL;
	if (scope->handler_jobs_tail != NULL) {
		scope->handler_jobs_tail->next = job;
	} else {
		scope->handler_jobs_head = job;
	}
	scope->handler_jobs_tail = job;
	return true;
}

/* Ends the waits of the scope's awaitCompletion() / awaitAfterCancellation()
 * callers with the error; true if there was one. The waiters are collected
 * first: a resumed coroutine may unsubscribe while the vector is walked. */
static bool scope_wake_waiters_with_error(async_scope_t *scope, zend_object *exception)
{
	zend_async_callbacks_vector_t *vector = &scope->scope.event.callbacks;
	zend_coroutine_t *inline_list[4];
	zend_coroutine_t **list = inline_list;
	uint32_t n = 0;

	if (vector->length == 0) {
		return false;
	}
	if (vector->length > sizeof(inline_list) / sizeof(inline_list[0])) {
		list = safe_emalloc(vector->length, sizeof(*list), 0);
	}
	for (uint32_t i = 0; i < vector->length; i++) {
		zend_async_event_callback_t *callback = vector->data[i];
		if (callback->callback == scope_wait_callback && ((scope_wait_callback_t *) callback)->takes_errors) {
			list[n++] = ((scope_wait_callback_t *) callback)->base.coroutine;
		}
	}
	for (uint32_t i = 0; i < n; i++) {
		ZEND_ASYNC_RESUME_WITH_ERROR(list[i], exception, false);
	}
	if (list != inline_list) {
		efree(list);
	}
	return n > 0;
}

/* Who takes a coroutine's error, from its scope up to the root: at each
 * level a waiting awaitAfterCancellation() handler, then the scope's
 * exception handler (the first scope's own, an ancestor's child-scope
 * handler), then waiters, which throw it. */
static bool scope_take_error(async_scope_t *scope, async_coroutine_t *co, zend_object *exception)
{
	for (async_scope_t *s = scope; s != NULL; s = s->parent) {
		if (s->error_sink != NULL) {
			zval item;
			ZVAL_OBJ_COPY(&item, exception);
			zend_hash_next_index_insert_new(s->error_sink, &item);
			if (s->scope.event.callbacks.length > 0) {
				zend_async_callbacks_notify(&s->scope.event, NULL, NULL);
			}
			return true;
		}
		zval *handler = s == scope ? &s->exception_handler : &s->child_exception_handler;
		if (Z_TYPE_P(handler) != IS_UNDEF) {
			return scope_call_handler(scope, handler, co, exception);
		}
		if (scope_wake_waiters_with_error(s, exception)) {
			return true;
		}
	}
	return false;
}

bool async_scope_handle_exception(async_scope_t *scope, async_coroutine_t *co, zend_object *exception)
{
	if (scope == NULL || (co->coroutine.event.flags & ZEND_COROUTINE_F_INTERNAL)) {
		return false;
	}
	return scope_take_error(scope, co, exception);
}

void async_scope_fail(async_scope_t *scope)
{
	/* The failed coroutine's siblings are cancelled: the work of the
	 * scope cannot complete. The main scope is left to graceful shutdown. */
	if (&scope->scope != ZEND_ASYNC_G(main_scope) && !SCOPE_IS_CANCELLED(scope)) {
		scope_cancel_tree(scope, NULL);
	}
}

/* A cancellation that nobody catches in the main script ends it quietly,
 * as it ends any other coroutine (async_scheduler_handle_unhandled()):
 * PHP reports an exception that escapes the script as "Uncaught ..."
 * through zend_error_cb, so that report is dropped when it names a
 * cancellation. The exception itself is gone by then; the class is read
 * from the report, where __toString() put the thrown exception after the
 * previous ones it chains ("Next ..."). */
static void main_cancellation_error_cb(int type, zend_string *error_filename, const uint32_t error_lineno,
	zend_string *message);
static zend_async_error_filter_t main_cancellation_filter = {main_cancellation_error_cb};

static bool report_names_cancellation(zend_string *message)
{
	const char *start = ZSTR_VAL(message);
	const char *end = start + ZSTR_LEN(message);

	if (!zend_string_starts_with_literal(message, "Uncaught ")) {
		return false;
	}
	start += sizeof("Uncaught ") - 1;
	const char *next = zend_memnrstr(start, ZEND_STRL("\n\nNext "), end);
	if (next != NULL) {
		start = next + sizeof("\n\nNext ") - 1;
	}
	const char *p = start;
	while (p < end && (isalnum((unsigned char) *p) || *p == '_' || *p == '\\' || (unsigned char) *p >= 0x80)) {
		p++;
	}
	if (p == start) {
		return false;
	}
	zend_string *name = zend_string_init(start, p - start, 0);
	zend_class_entry *ce = zend_lookup_class_ex(name, NULL, ZEND_FETCH_CLASS_NO_AUTOLOAD);
	zend_string_release(name);
	return ce != NULL && instanceof_function(ce, async_ce_cancellation);
}

static void main_cancellation_error_cb(int type, zend_string *error_filename, const uint32_t error_lineno,
	zend_string *message)
{
	if ((type & E_ALL) == E_ERROR && ZEND_ASYNC_IS_ACTIVE && report_names_cancellation(message)) {
		return;
	}
	main_cancellation_filter.previous(type, error_filename, error_lineno, message);
}

/* In front of the request's zend_error_cb while the scheduler runs (it
 * filters nothing before): see zend_async_error_filter_t. */
static bool main_cancellation_filter_install(zend_coroutine_t *main, bool is_enter, bool is_finishing)
{
	zend_async_error_filter_install(&main_cancellation_filter);
	return false; /* once per request */
}

/* }}} */

/* {{{ finally handlers */

/* Calls the scope's finally handlers (fn(Scope)) in registration order.
 * What they throw (several: one CompositeException) goes where an error
 * of the coroutine running them would go; left thrown if nobody takes it. */
void async_scope_call_finally(async_scope_t *scope, HashTable *handlers)
{
	zval arg;

	ZVAL_OBJ(&arg, async_scope_object_for(scope));
	async_call_handlers(handlers, &arg, "Multiple exceptions occurred in finally handlers");
	zval_ptr_dtor(&arg);

	zend_coroutine_t *current = ZEND_ASYNC_CURRENT_COROUTINE;
	if (EG(exception) == NULL || current == NULL) {
		return;
	}
	zend_object *error = EG(exception);
	GC_ADDREF(error);
	zend_clear_exception();
	if (!scope_take_error(scope, async_coroutine_from_abi(current), error)) {
		zend_throw_exception_internal(error);
		return;
	}
	OBJ_RELEASE(error);
}

static void scope_finally_entry(void)
{
	zend_coroutine_t *self = ZEND_ASYNC_CURRENT_COROUTINE;
	async_scope_t *scope = self->extended_data;
	HashTable *handlers = scope->finally_handlers;

	self->extended_data = NULL;
	scope->finally_handlers = NULL;
	finally_pending_remove(scope);
	if (handlers != NULL) {
		async_scope_call_finally(scope, handlers);
		zend_array_destroy(handlers);
	}
	async_scope_release(scope);
}

static void schedule_finally(async_scope_t *scope)
{
	scope->finally_done = true;
	if (scope->finally_handlers == NULL || zend_hash_num_elements(scope->finally_handlers) == 0) {
		return;
	}
	if (async_scheduler_spawn_internal(scope_finally_entry, scope) != NULL) {
		async_scope_addref(scope);
	}
}

/* {{{ pending finally handlers: the end of the request
 *
 * A scope's handlers normally run once it is closed and finished. Some
 * never get there: the main scope is never closed, a fatal error marks
 * every object destructed (a Scope held by a variable is never disposed),
 * and a fatal error in a coroutine stops the runner of handlers already
 * scheduled. Every scope holding handlers is therefore listed until they
 * have been taken, and the shutdown hook runs what is left after the
 * user's shutdown functions. */

void async_scope_finally_pending_add(async_scope_t *scope)
{
	if (!async_list_linked(&ASYNC_G(finally_pending), &scope->finally_link)) {
		async_list_push_back(&ASYNC_G(finally_pending), &scope->finally_link);
	}
}

static void finally_pending_remove(async_scope_t *scope)
{
	if (async_list_linked(&ASYNC_G(finally_pending), &scope->finally_link)) {
		async_list_remove(&ASYNC_G(finally_pending), &scope->finally_link);
	}
}

static async_scope_t *finally_pending_first(void)
{
	return ASYNC_LIST_ENTRY_OR_NULL(ASYNC_G(finally_pending).head, async_scope_t, finally_link);
}

typedef struct {
	async_scope_t *scope;
	uint32_t depth;
	uint32_t position;
} finally_pending_entry_t;

static int finally_pending_compare(const void *a, const void *b)
{
	const finally_pending_entry_t *x = a;
	const finally_pending_entry_t *y = b;

	if (x->depth != y->depth) {
		return x->depth > y->depth ? -1 : 1;
	}
	return x->position < y->position ? -1 : (x->position > y->position ? 1 : 0);
}

void async_scope_finally_pending_sort(void)
{
	uint32_t count = 0;

	ASYNC_LIST_FOREACH(&ASYNC_G(finally_pending), node) {
		count++;
	}
	if (count < 2) {
		return;
	}
	finally_pending_entry_t *entries = safe_emalloc(count, sizeof(*entries), 0);
	uint32_t i = 0;
	ASYNC_LIST_FOREACH(&ASYNC_G(finally_pending), node) {
		async_scope_t *s = ASYNC_LIST_ENTRY(node, async_scope_t, finally_link);
		uint32_t depth = 0;
		for (async_scope_t *p = s->parent; p != NULL; p = p->parent) {
			depth++;
		}
		entries[i] = (finally_pending_entry_t){.scope = s, .depth = depth, .position = i};
		i++;
	}
	/* The position breaks ties: the order of one depth is kept. */
	qsort(entries, count, sizeof(*entries), finally_pending_compare);
	/* Relinked in the sorted order (a push sets both links). */
	async_list_init(&ASYNC_G(finally_pending));
	for (i = 0; i < count; i++) {
		async_list_push_back(&ASYNC_G(finally_pending), &entries[i].scope->finally_link);
	}
	efree(entries);
}

bool async_scope_finally_run_next(void)
{
	async_scope_t *scope;

	for (;;) {
		scope = finally_pending_first();
		if (scope == NULL) {
			return false;
		}
		if (scope->finally_handlers != NULL && zend_hash_num_elements(scope->finally_handlers) > 0) {
			break;
		}
		finally_pending_remove(scope);
	}
	/* Taken off the scope before it runs: a fatal error inside it cannot
	 * make it run twice, and the next call goes on with the next one. A
	 * handler added from now on runs at once (as on a finished scope). */
	scope->finally_done = true;
	HashTable one;
	zend_hash_init(&one, 1, NULL, ZVAL_PTR_DTOR, 0);
	zend_ulong index;
	zval *handler;
	ZEND_HASH_FOREACH_NUM_KEY_VAL(scope->finally_handlers, index, handler) {
		Z_TRY_ADDREF_P(handler);
		zend_hash_next_index_insert_new(&one, handler);
		zend_hash_index_del(scope->finally_handlers, index);
		break;
	} ZEND_HASH_FOREACH_END();
	if (zend_hash_num_elements(scope->finally_handlers) == 0) {
		finally_pending_remove(scope);
		zend_array_destroy(scope->finally_handlers);
		scope->finally_handlers = NULL;
	}
	async_scope_addref(scope);
	async_scope_call_finally(scope, &one);
	async_scope_release(scope);
	zend_hash_destroy(&one);
	return true;
}

/* }}} */

void async_scope_rinit(void)
{
	/* Scopes a fatal error leaked went with the last request's heap. */
	async_list_init(&ASYNC_G(finally_pending));
}

void async_scope_minit(void)
{
	async_scope_class_minit();
	zend_async_add_main_coroutine_start_handler(main_cancellation_filter_install);
}

void async_scope_rshutdown(void)
{
	zend_async_error_filter_uninstall(&main_cancellation_filter);
}

void async_scope_mshutdown(void)
{
	zend_async_error_filter_uninstall(&main_cancellation_filter);
}

/*
 * scope.c: structured concurrency. Scopes group coroutines into a tree;
 * cancellation cascades down it, exceptions travel up it, and disposal
 * either cancels what is left or turns it into zombies that keep running
 * without being waited for. Also the Async\Scope class and spawn_with().
 *
 * Ownership: a scope struct is reference counted (its event's ref_count).
 * References are held by its Async\Scope object (until released), by
 * each child scope (on its parent), by each coroutine that belongs to it,
 * by a coroutine-local Context whose lookups continue here, and by the
 * request for the main scope. The coroutines table and the children list
 * hold no references; members unlink themselves.
 */
#include "scope.h"
#include "coroutine.h"
#include "exceptions.h"
#include "scheduler.h"
#include "context.h"
#include "await.h"
#include "zend_exceptions.h"
#include "zend_interfaces.h"
#include "zend_closures.h"
#include "scope_arginfo.h"

zend_class_entry *async_ce_scope;
zend_class_entry *async_ce_scope_provider;
zend_class_entry *async_ce_spawn_strategy;
static zend_object_handlers scope_handlers;

typedef struct {
	async_scope_t *scope;
	zend_object std;
} async_scope_object_t;

static zend_always_inline async_scope_object_t *scope_object_from_obj(zend_object *obj)
{
	return (async_scope_object_t *) ((char *) obj - XtOffsetOf(async_scope_object_t, std));
}

#define SCOPE_FLAGS(s) ((s)->scope.event.flags)
#define SCOPE_IS_CLOSED(s) ((SCOPE_FLAGS(s) & ZEND_ASYNC_SCOPE_F_CLOSED) != 0)
#define SCOPE_IS_CANCELLED(s) ((SCOPE_FLAGS(s) & ZEND_ASYNC_SCOPE_F_CANCELLED) != 0)
#define SCOPE_IS_SAFELY(s) ((SCOPE_FLAGS(s) & ZEND_ASYNC_SCOPE_F_DISPOSE_SAFELY) != 0)

/* What isClosed() reports: internally a cancelled scope refuses new
 * coroutines at once. */
static bool scope_shows_closed(const async_scope_t *scope)
{
	return SCOPE_IS_CLOSED(scope) && !scope->close_pending;
}

/* TrueAsync's wording. */
#define SCOPE_SELF_AWAIT_MESSAGE \
	"Cannot await completion of scope from a coroutine that belongs to the same scope or its children"

static void scope_changed(async_scope_t *scope);

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

/* Frees one scope whose last reference is gone and unlinks it from its
 * parent; returns the parent if that was its last reference too. */
static async_scope_t *scope_free(async_scope_t *scope)
{
	async_scope_t *parent = scope->parent;

	ZEND_ASSERT(scope->first_child == NULL);
	if (parent != NULL) {
		if (scope->prev_sibling) {
			scope->prev_sibling->next_sibling = scope->next_sibling;
		} else {
			parent->first_child = scope->next_sibling;
		}
		if (scope->next_sibling) {
			scope->next_sibling->prev_sibling = scope->prev_sibling;
		} else {
			parent->last_child = scope->prev_sibling;
		}
		scope->parent = NULL;
		scope->scope.parent_scope = NULL;
	}
	while (scope->owned != NULL) {
		async_scope_disown(scope->owned);
	}
	zend_async_callbacks_free(&scope->scope.event);
	zval_ptr_dtor(&scope->exception_handler);
	zval_ptr_dtor(&scope->child_exception_handler);
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
		scope->prev_sibling = parent->last_child;
		if (parent->last_child != NULL) {
			parent->last_child->next_sibling = scope;
		} else {
			parent->first_child = scope;
		}
		parent->last_child = scope;
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

/* No active coroutine here nor in any descendant: awaitCompletion() may
 * return (zombies do not count). */
static bool scope_is_completed(const async_scope_t *scope)
{
	return scope->scope.active_coroutines_count == 0 && scope->busy_children == 0;
}

/* No coroutine at all here nor below, zombies included. */
static bool scope_is_finished(const async_scope_t *scope)
{
	return scope->scope.active_coroutines_count == 0 && scope->scope.zombie_coroutines_count == 0
		&& scope->live_children == 0;
}

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
	bool busy = !scope_is_completed(scope);
	bool live = !scope_is_finished(scope);
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
	scope_changed(scope);
	async_scope_release(scope);
}

/* Keeps running, stays in the scope's list, stops counting as active
 * here and in the scheduler. The caller calls scope_changed() afterwards. */
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

	bool done = wait->include_zombies ? scope_is_finished(scope) : scope_is_completed(scope);
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
	owned->prev = NULL;
	owned->next = NULL;
	if (scope == NULL) {
		return;
	}
	owned->next = scope->owned;
	if (scope->owned != NULL) {
		scope->owned->prev = owned;
	}
	scope->owned = owned;
}

void async_scope_disown(async_scope_owned_t *owned)
{
	async_scope_t *scope = owned->scope;

	if (scope == NULL) {
		return;
	}
	if (owned->prev != NULL) {
		owned->prev->next = owned->next;
	} else {
		scope->owned = owned->next;
	}
	if (owned->next != NULL) {
		owned->next->prev = owned->prev;
	}
	owned->scope = NULL;
	owned->prev = NULL;
	owned->next = NULL;
}

/* Each one is detached before its close() runs, so a close() that frees or
 * detaches others cannot break the walk. */
static void scope_close_owned(async_scope_t *scope)
{
	while (scope->owned != NULL) {
		async_scope_owned_t *owned = scope->owned;
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
	if (scope_is_finished(scope)) {
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
static void scope_changed(async_scope_t *scope)
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
	scope_changed(scope);
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
		while (scope->first_child != NULL) {
			scope = scope->first_child;
			async_scope_addref(scope);
			scope_close_enter(scope, how, error);
		}
		for (;;) {
			scope_close_leave(scope, how, error);
			if (scope == root) {
				async_scope_release(root);
				return;
			}
			async_scope_t *next = scope->next_sibling;
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

static void scope_dispose_tree(async_scope_t *scope, zend_object *error)
{
	scope_close_tree(scope, &scope_disposing, error);
}

static void scope_dispose_safely_tree(async_scope_t *scope, zend_object *unused)
{
	scope_close_tree(scope, &scope_disposing_safely, NULL);
}

void async_scope_cancel(async_scope_t *scope, zend_object *error)
{
	scope_cancel_tree(scope, error);
}

/* What destroying the Scope object (or disposeSafely()) does. */
static void scope_dispose_by_policy(async_scope_t *scope)
{
	if (SCOPE_IS_SAFELY(scope)) {
		scope_dispose_safely_tree(scope, NULL);
	} else {
		scope_dispose_tree(scope, NULL);
	}
}

static void dispose_timer_fired(zend_async_event_t *event, zend_async_event_callback_t *callback, void *result,
	zend_object *exception)
{
	async_scope_t *scope = (async_scope_t *) ((char *) callback - XtOffsetOf(async_scope_t, dispose_timer_callback));

	zend_object *error = zend_async_new_exception(ZEND_ASYNC_EXCEPTION_CANCELLATION, "Scope disposal timeout");
	async_scope_addref(scope);
	/* Each coroutine takes its own reference to the error. */
	scope_dispose_tree(scope, error);
	async_scope_release(scope);
	OBJ_RELEASE(error);
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
static void (*previous_error_cb)(int type, zend_string *error_filename, const uint32_t error_lineno,
	zend_string *message);

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
	previous_error_cb(type, error_filename, error_lineno, message);
}

/* }}} */

/* {{{ finally handlers */

/* Calls the scope's finally handlers (fn(Scope)) in registration order.
 * What they throw (several: one CompositeException) goes where an error
 * of the coroutine running them would go; left thrown if nobody takes it. */
static void scope_call_finally(async_scope_t *scope, HashTable *handlers)
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
	if (handlers != NULL) {
		scope_call_finally(scope, handlers);
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

/* }}} */

/* {{{ Async\Scope objects */

static zend_object *scope_create_object(zend_class_entry *ce)
{
	async_scope_object_t *object = zend_object_alloc(sizeof(async_scope_object_t), ce);

	object->scope = NULL;
	zend_object_std_init(&object->std, ce);
	object->std.handlers = &scope_handlers;
	return &object->std;
}

static async_scope_t *scope_from_this(zval *this_ptr)
{
	async_scope_object_t *object = scope_object_from_obj(Z_OBJ_P(this_ptr));

	if (object->scope == NULL) {
		/* Made by reflection without its constructor. */
		object->scope = (async_scope_t *) async_scope_new(NULL);
		object->scope->object = &object->std;
	}
	return object->scope;
}

async_scope_t *async_scope_from_object(zend_object *object)
{
	zval tmp;

	ZVAL_OBJ(&tmp, object);
	return scope_from_this(&tmp);
}

/* The PHP object for a scope that has none any more (a handler needs one
 * to pass along): a fresh wrapper, returned with one reference. */
zend_object *async_scope_object_for(async_scope_t *scope)
{
	if (scope->object != NULL) {
		GC_ADDREF(scope->object);
		return scope->object;
	}
	zend_object *obj = scope_create_object(async_ce_scope);
	async_scope_object_t *object = scope_object_from_obj(obj);
	object->scope = scope;
	async_scope_addref(scope);
	scope->object = obj;
	return obj;
}

static void scope_dtor_obj(zend_object *obj)
{
	async_scope_object_t *object = scope_object_from_obj(obj);
	async_scope_t *scope = object->scope;

	if (scope != NULL && !SCOPE_IS_CLOSED(scope) && &scope->scope != ZEND_ASYNC_G(main_scope) && ZEND_ASYNC_IS_ACTIVE) {
		if (SCOPE_IS_SAFELY(scope)) {
			scope_dispose_safely_tree(scope, NULL);
		} else {
			/* TrueAsync's wording for the cancellation. */
			zend_object *error = zend_async_new_exception(ZEND_ASYNC_EXCEPTION_CANCELLATION,
				"Scope is being disposed due to object destruction");
			scope_dispose_tree(scope, error);
			OBJ_RELEASE(error);
		}
	}
	zend_objects_destroy_object(obj);
}

static void scope_free_obj(zend_object *obj)
{
	async_scope_object_t *object = scope_object_from_obj(obj);
	async_scope_t *scope = object->scope;

	if (scope != NULL) {
		object->scope = NULL;
		if (scope->object == obj) {
			scope->object = NULL;
		}
		async_scope_release(scope);
	}
	zend_object_std_dtor(obj);
}

static HashTable *scope_get_gc(zend_object *obj, zval **table, int *num)
{
	async_scope_t *scope = scope_object_from_obj(obj)->scope;
	zend_get_gc_buffer *buf = zend_get_gc_buffer_create();

	/* Only the scope's own object reports what the scope holds: a second
	 * wrapper reporting it too would make GC count it twice. */
	if (scope != NULL && scope->object == obj) {
		if (scope->context) {
			zend_get_gc_buffer_add_obj(buf, scope->context);
		}
		if (scope->cancellation) {
			zend_get_gc_buffer_add_obj(buf, scope->cancellation);
		}
		zend_get_gc_buffer_add_zval(buf, &scope->exception_handler);
		zend_get_gc_buffer_add_zval(buf, &scope->child_exception_handler);
		if (scope->finally_handlers) {
			zval *zv;
			ZEND_HASH_FOREACH_VAL(scope->finally_handlers, zv) {
				zend_get_gc_buffer_add_zval(buf, zv);
			} ZEND_HASH_FOREACH_END();
		}
	}
	zend_get_gc_buffer_use(buf, table, num);
	return NULL;
}

static HashTable *scope_get_debug_info(zend_object *obj, int *is_temp)
{
	async_scope_t *scope = scope_object_from_obj(obj)->scope;
	HashTable *info = zend_new_array(8);

	*is_temp = 1;
	if (scope == NULL) {
		return info;
	}
	zval v;
	ZVAL_LONG(&v, scope->scope.active_coroutines_count);
	zend_hash_str_add_new(info, ZEND_STRL("active"), &v);
	ZVAL_LONG(&v, scope->scope.zombie_coroutines_count);
	zend_hash_str_add_new(info, ZEND_STRL("zombies"), &v);
	ZVAL_BOOL(&v, scope_shows_closed(scope));
	zend_hash_str_add_new(info, ZEND_STRL("closed"), &v);
	ZVAL_BOOL(&v, SCOPE_IS_CANCELLED(scope));
	zend_hash_str_add_new(info, ZEND_STRL("cancelled"), &v);
	ZVAL_BOOL(&v, SCOPE_IS_SAFELY(scope));
	zend_hash_str_add_new(info, ZEND_STRL("disposeSafely"), &v);
	return info;
}

static zend_object *scope_new_object(async_scope_t *scope)
{
	zend_object *obj = scope_create_object(async_ce_scope);
	scope_object_from_obj(obj)->scope = scope;
	scope->object = obj;
	return obj;
}

static bool ensure_scheduler(void)
{
	return ZEND_ASYNC_LAUNCH();
}

ZEND_METHOD(Async_Scope, __construct)
{
	ZEND_PARSE_PARAMETERS_NONE();

	if (!ensure_scheduler()) {
		RETURN_THROWS();
	}
	async_scope_object_t *object = scope_object_from_obj(Z_OBJ_P(ZEND_THIS));
	if (object->scope != NULL) {
		zend_throw_error(NULL, "Async\\Scope is already constructed");
		RETURN_THROWS();
	}
	object->scope = (async_scope_t *) async_scope_new(NULL);
	object->scope->object = Z_OBJ_P(ZEND_THIS);
}

ZEND_METHOD(Async_Scope, inherit)
{
	zend_object *parent_obj = NULL;

	ZEND_PARSE_PARAMETERS_START(0, 1)
		Z_PARAM_OPTIONAL
		Z_PARAM_OBJ_OF_CLASS_OR_NULL(parent_obj, async_ce_scope)
	ZEND_PARSE_PARAMETERS_END();

	if (!ensure_scheduler()) {
		RETURN_THROWS();
	}
	async_scope_t *parent;
	if (parent_obj != NULL) {
		zval tmp;
		ZVAL_OBJ(&tmp, parent_obj);
		parent = scope_from_this(&tmp);
	} else {
		parent = (async_scope_t *) ZEND_ASYNC_CURRENT_SCOPE;
	}
	if (SCOPE_IS_CLOSED(parent) && &parent->scope != ZEND_ASYNC_G(main_scope)) {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, "Cannot create a child of a closed scope");
		RETURN_THROWS();
	}
	async_scope_t *scope = (async_scope_t *) async_scope_new(&parent->scope);
	RETURN_OBJ(scope_new_object(scope));
}

ZEND_METHOD(Async_Scope, provideScope)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_OBJ_COPY(Z_OBJ_P(ZEND_THIS));
}

ZEND_METHOD(Async_Scope, asNotSafely)
{
	ZEND_PARSE_PARAMETERS_NONE();
	SCOPE_FLAGS(scope_from_this(ZEND_THIS)) &= ~ZEND_ASYNC_SCOPE_F_DISPOSE_SAFELY;
	RETURN_OBJ_COPY(Z_OBJ_P(ZEND_THIS));
}

ZEND_METHOD(Async_Scope, allowZombies)
{
	ZEND_PARSE_PARAMETERS_NONE();
	SCOPE_FLAGS(scope_from_this(ZEND_THIS)) |= ZEND_ASYNC_SCOPE_F_DISPOSE_SAFELY;
	RETURN_OBJ_COPY(Z_OBJ_P(ZEND_THIS));
}

zend_coroutine_t *async_scope_spawn(async_scope_t *scope, zend_fcall_info *fci, zend_fcall_info_cache *fcc)
{
	if (SCOPE_IS_CLOSED(scope)) {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, "Cannot spawn a coroutine in a closed scope");
		return NULL;
	}
	zend_coroutine_t *coroutine = ZEND_ASYNC_SPAWN(&scope->scope, ZEND_COROUTINE_NORMAL);
	if (coroutine != NULL) {
		async_coroutine_set_fcall(async_coroutine_from_abi(coroutine), fci, fcc);
	}
	return coroutine;
}

ZEND_METHOD(Async_Scope, spawn)
{
	zend_fcall_info fci;
	zend_fcall_info_cache fcc;

	ZEND_PARSE_PARAMETERS_START(1, -1)
		Z_PARAM_FUNC(fci, fcc)
		Z_PARAM_VARIADIC_WITH_NAMED(fci.params, fci.param_count, fci.named_params)
	ZEND_PARSE_PARAMETERS_END();

	if (!ensure_scheduler()) {
		RETURN_THROWS();
	}
	zend_coroutine_t *coroutine = async_scope_spawn(scope_from_this(ZEND_THIS), &fci, &fcc);
	if (coroutine == NULL) {
		RETURN_THROWS();
	}
	RETURN_OBJ_COPY(&async_coroutine_from_abi(coroutine)->std);
}

ZEND_METHOD(Async_Scope, cancel)
{
	zend_object *error = NULL;

	ZEND_PARSE_PARAMETERS_START(0, 1)
		Z_PARAM_OPTIONAL
		Z_PARAM_OBJ_OF_CLASS_OR_NULL(error, async_ce_async_cancellation)
	ZEND_PARSE_PARAMETERS_END();

	scope_cancel_tree(scope_from_this(ZEND_THIS), error);
}

/* The current coroutine belongs to scope or one of its descendants. */
static bool current_is_inside(async_scope_t *scope)
{
	zend_coroutine_t *current = ZEND_ASYNC_CURRENT_COROUTINE;

	if (current == NULL) {
		return false;
	}
	for (async_scope_t *s = (async_scope_t *) current->scope; s != NULL; s = s->parent) {
		if (s == scope) {
			return true;
		}
	}
	return false;
}

/* Suspends the current coroutine until the scope is completed (or, with
 * include_zombies, finished or has errors to hand over). */
static bool scope_wait(async_scope_t *scope, bool include_zombies, bool takes_errors, zend_object *cancellation,
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

ZEND_METHOD(Async_Scope, awaitCompletion)
{
	zend_object *cancellation;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_OBJ_OF_CLASS(cancellation, async_ce_awaitable)
	ZEND_PARSE_PARAMETERS_END();

	async_scope_t *scope = scope_from_this(ZEND_THIS);
	if (!ensure_scheduler()) {
		RETURN_THROWS();
	}
	if (SCOPE_IS_CANCELLED(scope) && scope->close_pending) {
		/* Cancelled, its coroutines not yet gone: its work will not
		 * complete, the cancellation is the outcome (as in TrueAsync). */
		if (scope->cancellation != NULL) {
			GC_ADDREF(scope->cancellation);
			zend_throw_exception_internal(scope->cancellation);
		} else {
			zend_async_throw(ZEND_ASYNC_EXCEPTION_CANCELLATION, "The scope has been cancelled");
		}
		RETURN_THROWS();
	}
	if (current_is_inside(scope)) {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, SCOPE_SELF_AWAIT_MESSAGE);
		RETURN_THROWS();
	}
	if (scope_is_completed(scope)) {
		return;
	}
	scope_wait(scope, false, true, cancellation, 1);
}

ZEND_METHOD(Async_Scope, awaitAfterCancellation)
{
	zend_fcall_info fci = empty_fcall_info;
	zend_fcall_info_cache fcc = empty_fcall_info_cache;
	zend_object *cancellation = NULL;

	ZEND_PARSE_PARAMETERS_START(0, 2)
		Z_PARAM_OPTIONAL
		Z_PARAM_FUNC_OR_NULL(fci, fcc)
		Z_PARAM_OBJ_OF_CLASS_OR_NULL(cancellation, async_ce_awaitable)
	ZEND_PARSE_PARAMETERS_END();

	async_scope_t *scope = scope_from_this(ZEND_THIS);
	if (!SCOPE_IS_CANCELLED(scope)) {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, "Attempt to await a Scope that has not been cancelled");
		RETURN_THROWS();
	}
	if (!ensure_scheduler()) {
		RETURN_THROWS();
	}
	if (current_is_inside(scope)) {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, SCOPE_SELF_AWAIT_MESSAGE);
		RETURN_THROWS();
	}

	bool has_handler = ZEND_FCI_INITIALIZED(fci);
	bool own_sink = false;
	if (has_handler && scope->error_sink == NULL) {
		scope->error_sink = zend_new_array(0);
		own_sink = true;
	}
	async_scope_addref(scope);
	for (;;) {
		/* Hand over the errors collected so far. */
		if (own_sink && zend_hash_num_elements(scope->error_sink) > 0) {
			/* Take the batch first: the handler may suspend and more
			 * errors may arrive meanwhile. */
			HashTable *batch = scope->error_sink;
			scope->error_sink = zend_new_array(0);
			zval *error;
			ZEND_HASH_FOREACH_VAL(batch, error) {
				zval args[2], retval;
				if (EG(exception)) {
					break;
				}
				ZVAL_COPY_VALUE(&args[0], error);
				ZVAL_OBJ(&args[1], async_scope_object_for(scope));
				fci.retval = &retval;
				fci.params = args;
				fci.param_count = 2;
				if (zend_call_function(&fci, &fcc) == SUCCESS) {
					zval_ptr_dtor(&retval);
				}
				zval_ptr_dtor(&args[1]);
			} ZEND_HASH_FOREACH_END();
			zend_array_destroy(batch);
		}
		if (EG(exception) || scope_is_finished(scope)) {
			break;
		}
		if (!scope_wait(scope, true, !has_handler, cancellation, 2)) {
			break;
		}
	}
	if (own_sink) {
		zend_array_destroy(scope->error_sink);
		scope->error_sink = NULL;
	}
	async_scope_release(scope);
}

ZEND_METHOD(Async_Scope, isFinished)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_BOOL(scope_is_finished(scope_from_this(ZEND_THIS)));
}

ZEND_METHOD(Async_Scope, isClosed)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_BOOL(scope_shows_closed(scope_from_this(ZEND_THIS)));
}

ZEND_METHOD(Async_Scope, isCancelled)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_BOOL(SCOPE_IS_CANCELLED(scope_from_this(ZEND_THIS)));
}

static void set_handler(INTERNAL_FUNCTION_PARAMETERS, bool child)
{
	zval *callable;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_ZVAL(callable)
	ZEND_PARSE_PARAMETERS_END();

	if (!zend_is_callable(callable, 0, NULL)) {
		zend_argument_type_error(1, "must be a valid callback, %s given", zend_zval_type_name(callable));
		RETURN_THROWS();
	}
	async_scope_t *scope = scope_from_this(ZEND_THIS);
	zval *slot = child ? &scope->child_exception_handler : &scope->exception_handler;
	zval_ptr_dtor(slot);
	ZVAL_COPY(slot, callable);
}

ZEND_METHOD(Async_Scope, setExceptionHandler)
{
	set_handler(INTERNAL_FUNCTION_PARAM_PASSTHRU, false);
}

ZEND_METHOD(Async_Scope, setChildScopeExceptionHandler)
{
	set_handler(INTERNAL_FUNCTION_PARAM_PASSTHRU, true);
}

ZEND_METHOD(Async_Scope, finally)
{
	zval *callback;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_OBJECT_OF_CLASS(callback, zend_ce_closure)
	ZEND_PARSE_PARAMETERS_END();

	async_scope_t *scope = scope_from_this(ZEND_THIS);
	if (scope->finally_done) {
		/* Already closed and empty: it runs now, in the caller. */
		if (!ensure_scheduler()) {
			RETURN_THROWS();
		}
		HashTable handlers;
		zend_hash_init(&handlers, 1, NULL, ZVAL_PTR_DTOR, 0);
		Z_ADDREF_P(callback);
		zend_hash_next_index_insert_new(&handlers, callback);
		async_scope_addref(scope);
		scope_call_finally(scope, &handlers);
		async_scope_release(scope);
		zend_hash_destroy(&handlers);
		return;
	}
	if (scope->finally_handlers == NULL) {
		scope->finally_handlers = zend_new_array(1);
	}
	Z_ADDREF_P(callback);
	zend_hash_next_index_insert_new(scope->finally_handlers, callback);
}

ZEND_METHOD(Async_Scope, dispose)
{
	ZEND_PARSE_PARAMETERS_NONE();
	scope_dispose_tree(scope_from_this(ZEND_THIS), NULL);
}

ZEND_METHOD(Async_Scope, disposeSafely)
{
	ZEND_PARSE_PARAMETERS_NONE();
	scope_dispose_by_policy(scope_from_this(ZEND_THIS));
}

ZEND_METHOD(Async_Scope, disposeAfterTimeout)
{
	zend_long timeout;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(timeout)
	ZEND_PARSE_PARAMETERS_END();

	if (timeout <= 0) {
		zend_argument_value_error(1, "must be greater than 0");
		RETURN_THROWS();
	}
	async_scope_t *scope = scope_from_this(ZEND_THIS);
	if (!ensure_scheduler()) {
		RETURN_THROWS();
	}
	SCOPE_FLAGS(scope) |= ZEND_ASYNC_SCOPE_F_CLOSED;
	if (scope_is_finished(scope) || scope->dispose_timer != NULL || SCOPE_IS_CANCELLED(scope)) {
		scope_changed(scope);
		return;
	}
	zend_async_timer_event_t *timer = ZEND_ASYNC_NEW_TIMER_EVENT((zend_ulong) timeout, false);
	scope->dispose_timer_callback.ref_count = 1;
	scope->dispose_timer_callback.callback = dispose_timer_fired;
	scope->dispose_timer_callback.dispose = NULL;
	timer->base.add_callback(&timer->base, &scope->dispose_timer_callback);
	scope->dispose_timer = timer;
	/* The armed timer keeps the scope alive until it fires or is stopped. */
	async_scope_addref(scope);
	if (!timer->base.start(&timer->base)) {
		scope_stop_dispose_timer(scope);
		RETURN_THROWS();
	}
}

ZEND_METHOD(Async_Scope, getChildScopes)
{
	ZEND_PARSE_PARAMETERS_NONE();

	async_scope_t *scope = scope_from_this(ZEND_THIS);
	array_init(return_value);
	for (async_scope_t *child = scope->first_child; child; child = child->next_sibling) {
		zval item;
		ZVAL_OBJ(&item, async_scope_object_for(child));
		zend_hash_next_index_insert_new(Z_ARRVAL_P(return_value), &item);
	}
}

/* }}} */

/* {{{ spawn_with() */

ZEND_FUNCTION(Async_spawn_with)
{
	zend_object *provider;
	zend_fcall_info fci;
	zend_fcall_info_cache fcc;

	ZEND_PARSE_PARAMETERS_START(2, -1)
		Z_PARAM_OBJ_OF_CLASS(provider, async_ce_scope_provider)
		Z_PARAM_FUNC(fci, fcc)
		Z_PARAM_VARIADIC_WITH_NAMED(fci.params, fci.param_count, fci.named_params)
	ZEND_PARSE_PARAMETERS_END();

	if (!ensure_scheduler()) {
		RETURN_THROWS();
	}
	zval provided;
	zend_call_method_with_0_params(provider, provider->ce, NULL, "providescope", &provided);
	if (EG(exception)) {
		zval_ptr_dtor(&provided);
		RETURN_THROWS();
	}
	async_scope_t *scope;
	if (Z_TYPE(provided) == IS_NULL) {
		scope = (async_scope_t *) ZEND_ASYNC_CURRENT_SCOPE;
	} else if (Z_TYPE(provided) == IS_OBJECT && Z_OBJCE(provided) == async_ce_scope) {
		scope = scope_from_this(&provided);
	} else {
		zend_type_error("%s::provideScope(): Return value must be of type ?Async\\Scope, %s returned",
			ZSTR_VAL(provider->ce->name), zend_zval_type_name(&provided));
		zval_ptr_dtor(&provided);
		RETURN_THROWS();
	}
	/* The provided object stays alive until the coroutine is queued, as
	 * the temporary of (new Scope())->spawn() does: a scope made just for
	 * this call must not be disposed before it got its coroutine. */
	async_scope_addref(scope);

	if (SCOPE_IS_CLOSED(scope)) {
		async_scope_release(scope);
		zval_ptr_dtor(&provided);
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, "Cannot spawn a coroutine in a closed scope");
		RETURN_THROWS();
	}
	bool strategy = instanceof_function(provider->ce, async_ce_spawn_strategy);
	zend_coroutine_t *coroutine = ZEND_ASYNC_NEW_COROUTINE(&scope->scope);
	async_coroutine_t *co = async_coroutine_from_abi(coroutine);
	/* Ours until returned: a hook that awaits the coroutine lets it finish
	 * and drop the runtime's reference before this call returns. */
	GC_ADDREF(&co->std);
	async_coroutine_set_fcall(co, &fci, &fcc);
	ZEND_ASYNC_G(active_coroutine_count)++;

	zval scope_zv, co_zv, ret;
	ZVAL_OBJ(&scope_zv, async_scope_object_for(scope));
	ZVAL_OBJ(&co_zv, &co->std);
	if (strategy) {
		/* The hook may return options; 'priority' => 'high' is honoured. */
		zend_call_method_with_2_params(provider, provider->ce, NULL, "beforecoroutineenqueue", &ret, &co_zv, &scope_zv);
		if (Z_TYPE(ret) == IS_ARRAY) {
			zval *priority = zend_hash_str_find(Z_ARRVAL(ret), ZEND_STRL("priority"));
			if (priority
				&& ((Z_TYPE_P(priority) == IS_STRING && zend_string_equals_literal(Z_STR_P(priority), "high"))
					|| (Z_TYPE_P(priority) == IS_LONG && Z_LVAL_P(priority) >= ZEND_COROUTINE_HI_PRIORITY))) {
				coroutine->event.flags |= ZEND_COROUTINE_F_HI_PRIORITY;
			}
		}
		zval_ptr_dtor(&ret);
	}
	if (EG(exception)) {
		/* The strategy refused it: it never runs. */
		ZEND_ASYNC_CANCEL(coroutine, NULL, false);
	}
	ZEND_ASYNC_ENQUEUE_COROUTINE(coroutine);
	if (strategy && !EG(exception)) {
		zend_call_method_with_2_params(provider, provider->ce, NULL, "aftercoroutineenqueue", &ret, &co_zv, &scope_zv);
		zval_ptr_dtor(&ret);
	}
	zval_ptr_dtor(&scope_zv);
	zval_ptr_dtor(&provided);
	async_scope_release(scope);
	if (EG(exception)) {
		OBJ_RELEASE(&co->std);
		RETURN_THROWS();
	}
	RETURN_OBJ(&co->std);
}

/* }}} */

static void register_classes(void)
{
	async_ce_scope_provider = register_class_Async_ScopeProvider();
	async_ce_spawn_strategy = register_class_Async_SpawnStrategy(async_ce_scope_provider);
	async_ce_scope = register_class_Async_Scope(async_ce_scope_provider);
	async_ce_scope->create_object = scope_create_object;

	memcpy(&scope_handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
	scope_handlers.offset = XtOffsetOf(async_scope_object_t, std);
	scope_handlers.dtor_obj = scope_dtor_obj;
	scope_handlers.free_obj = scope_free_obj;
	scope_handlers.get_gc = scope_get_gc;
	scope_handlers.get_debug_info = scope_get_debug_info;
	scope_handlers.clone_obj = NULL;
}

static void register_functions(void)
{
	zend_register_functions(NULL, ext_functions, NULL, MODULE_PERSISTENT);
}

void async_scope_minit(void)
{
	register_classes();
	register_functions();
	previous_error_cb = zend_error_cb;
	zend_error_cb = main_cancellation_error_cb;
}

void async_scope_mshutdown(void)
{
	if (zend_error_cb == main_cancellation_error_cb) {
		zend_error_cb = previous_error_cb;
	}
}

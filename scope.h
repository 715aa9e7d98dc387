/*
 * scope.h: scopes (scope.c): the structured-concurrency tree, zombies,
 * exception routing, and Async\Scope / ScopeProvider / SpawnStrategy.
 */
#ifndef ASYNC_SCOPE_H
#define ASYNC_SCOPE_H

#include "php_async.h"

/* Something a scope owns and closes when it is disposed (a Channel). The
 * record lives inside its owner, which detaches it before going away; the
 * scope only links it, and detaches everything it still holds when freed. */
typedef struct _async_scope_owned async_scope_owned_t;
struct _async_scope_owned {
	void (*close)(async_scope_owned_t *owned);
	async_list_node_t link; /* in scope->owned */
	async_scope_t *scope;   /* NULL when not attached */
};

typedef struct _async_scope_handler_job async_scope_handler_job_t;

/* A scope (see scope.c for ownership). */
struct _async_scope {
	zend_async_scope_t scope; /* first: the ABI part; event.ref_count counts holders */
	async_scope_t *parent;
	async_list_t children;     /* of async_scope_t, by sibling, in creation order */
	async_list_node_t sibling; /* in parent->children */
	/* Children whose subtree has an active coroutine (busy) / any
	 * coroutine, zombies too (live). With them "completed" and "finished"
	 * are O(1) checks, and a change travels up the tree only as far as it
	 * flips a scope's state. */
	uint32_t busy_children;
	uint32_t live_children;
	/* What this scope adds to its parent's busy/live counters now. */
	bool counted_busy;
	bool counted_live;
	/* Closed by cancel(): isClosed() reports it only once the last
	 * coroutine of the subtree has left (as TrueAsync does). */
	bool close_pending;
	/* Its finally handlers were taken to run: one added from now on runs
	 * at once. (Beside the flags above: it fills their padding.) */
	bool finally_done;
	/* While close_pending: the error given to cancel() (strong; NULL: a
	 * default one), thrown by awaitCompletion(). */
	zend_object *cancellation;
	/* The Async\Scope object, weak: NULL once it is released. */
	zend_object *object;
	zval exception_handler;
	zval child_exception_handler;
	HashTable *finally_handlers;
	/* Async\Context, created on first use (strong). */
	zend_object *context;
	/* disposeAfterTimeout(): the armed timer and our subscription. */
	zend_async_timer_event_t *dispose_timer;
	zend_async_event_callback_t dispose_timer_callback;
	/* Errors handed to awaitAfterCancellation()'s handler. */
	HashTable *error_sink;
	/* While finally_handlers holds handlers that have not run: linked
	 * into the request's list of such scopes (ASYNC_G(finally_pending),
	 * scope.c), which the end of the request runs if nothing else did. */
	async_list_node_t finally_link;
	/* Exception handler calls not yet started, oldest first (each holds a
	 * reference on the scope). */
	async_scope_handler_job_t *handler_jobs_head;
	async_scope_handler_job_t *handler_jobs_tail;
	/* Owned objects closed on disposal (weak links, see above), newest
	 * first. */
	async_list_t owned;
};

/* A scope's children in creation order: the first one, and the one after
 * child; NULL when there is none. */
static zend_always_inline async_scope_t *async_scope_first_child(const async_scope_t *scope)
{
	return ASYNC_LIST_ENTRY_OR_NULL(scope->children.head, async_scope_t, sibling);
}

static zend_always_inline async_scope_t *async_scope_next_sibling(const async_scope_t *child)
{
	return ASYNC_LIST_ENTRY_OR_NULL(child->sibling.next, async_scope_t, sibling);
}

extern zend_class_entry *async_ce_scope;
extern zend_class_entry *async_ce_scope_provider;
extern zend_class_entry *async_ce_spawn_strategy;
/* MINIT: the classes and functions its stub declares. */
void async_scope_minit(void);
/* MSHUTDOWN: restores zend_error_cb if the filter is still installed. */
void async_scope_mshutdown(void);
/* RINIT: no scope holds pending finally handlers yet. */
void async_scope_rinit(void);
/* RSHUTDOWN: takes the uncaught-cancellation filter out of zend_error_cb
 * (the scheduler's start put it in). */
void async_scope_rshutdown(void);
/* The end of the request (shutdown.c) runs the finally handlers nothing
 * else ran: of scopes never closed, or whose runner a fatal error stopped.
 * Sorting puts deeper scopes first (children before parents), scopes of
 * one depth in the order they got their first handler. Each call of
 * run_next() takes the next handler off its scope and calls it; false
 * when none is left. What it throws is routed as a finally error of the
 * scope and, if nobody takes it, left thrown for the caller. */
void async_scope_finally_pending_sort(void);
bool async_scope_finally_run_next(void);
zend_async_scope_t *async_scope_new_main(void);
zend_async_scope_t *async_scope_new(zend_async_scope_t *parent);
void async_scope_addref(async_scope_t *scope);
void async_scope_release(async_scope_t *scope);
void async_scope_add_coroutine(zend_async_scope_t *scope, async_coroutine_t *co);
void async_scope_remove_coroutine(zend_async_scope_t *scope, async_coroutine_t *co);
void async_scope_free_main(void);
void async_scope_cancel(async_scope_t *scope, zend_object *error);
/* Routes a coroutine's uncaught exception to scope handlers; true if one
 * took it. Unhandled: the scope is cancelled, the caller goes global. */
bool async_scope_handle_exception(async_scope_t *scope, async_coroutine_t *co, zend_object *exception);
zend_object *async_scope_object_for(async_scope_t *scope);
/* The scope behind an Async\\Scope object (one made without its
 * constructor gets a fresh root scope). */
async_scope_t *async_scope_from_object(zend_object *object);
/* A coroutine of the scope failed and nobody handled it. */
void async_scope_fail(async_scope_t *scope);
/* Attach owned to scope (NULL: nothing happens) / detach it again. */
void async_scope_own(zend_async_scope_t *scope, async_scope_owned_t *owned);
void async_scope_disown(async_scope_owned_t *owned);

#endif /* ASYNC_SCOPE_H */

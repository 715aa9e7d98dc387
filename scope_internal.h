/*
 * scope_internal.h: what scope.c (the tree: lifetime, counters,
 * cancellation, disposal, exception routing, finally handlers) and
 * scope_class.c (Async\Scope, ScopeProvider, SpawnStrategy, spawn_with())
 * share.
 */
#ifndef ASYNC_SCOPE_INTERNAL_H
#define ASYNC_SCOPE_INTERNAL_H

#include "scope.h"

#define SCOPE_FLAGS(s) ((s)->scope.event.flags)
#define SCOPE_IS_CLOSED(s) ((SCOPE_FLAGS(s) & ZEND_ASYNC_SCOPE_F_CLOSED) != 0)
#define SCOPE_IS_CANCELLED(s) ((SCOPE_FLAGS(s) & ZEND_ASYNC_SCOPE_F_CANCELLED) != 0)
#define SCOPE_IS_SAFELY(s) ((SCOPE_FLAGS(s) & ZEND_ASYNC_SCOPE_F_DISPOSE_SAFELY) != 0)

/* No active coroutine here nor in any descendant: awaitCompletion() may
 * return (zombies do not count). */
static zend_always_inline bool async_scope_is_completed(const async_scope_t *scope)
{
	return scope->scope.active_coroutines_count == 0 && scope->busy_children == 0;
}

/* No coroutine at all here nor below, zombies included. */
static zend_always_inline bool async_scope_is_finished(const async_scope_t *scope)
{
	return scope->scope.active_coroutines_count == 0 && scope->scope.zombie_coroutines_count == 0
		&& scope->live_children == 0;
}

/* What isClosed() reports: internally a cancelled scope refuses new
 * coroutines at once, but shows closed only once they are gone. */
static zend_always_inline bool async_scope_shows_closed(const async_scope_t *scope)
{
	return SCOPE_IS_CLOSED(scope) && !scope->close_pending;
}

/* The scope's counters or flags changed: wake waiters, run what is due. */
void async_scope_changed(async_scope_t *scope);
/* Closing the subtree: dispose() (cancels all, with error or a default
 * one), disposeSafely() (zombies), and what destroying the object does. */
void async_scope_dispose(async_scope_t *scope, zend_object *error);
void async_scope_dispose_safely(async_scope_t *scope);
void async_scope_dispose_by_policy(async_scope_t *scope);
bool async_scope_dispose_after(async_scope_t *scope, zend_ulong timeout_ms);
/* Suspends the current coroutine until the scope is completed (or, with
 * include_zombies, finished or has errors to hand over); with takes_errors
 * an unhandled error of the subtree ends the wait with that error. */
bool async_scope_wait(async_scope_t *scope, bool include_zombies, bool takes_errors, zend_object *cancellation,
	uint32_t cancellation_arg);
/* Calls finally handlers fn(Scope) now; their exceptions go to the scope's
 * exception handler, or stay thrown when nobody takes them. */
void async_scope_call_finally(async_scope_t *scope, HashTable *handlers);
/* The scope got finally handlers to run later: listed until they run. */
void async_scope_finally_pending_add(async_scope_t *scope);
/* MINIT of scope_class.c: the classes and functions of scope.stub.php. */
void async_scope_class_minit(void);

#endif /* ASYNC_SCOPE_INTERNAL_H */

/*
 * scope.c: scopes group coroutines. This file holds the scope structure
 * and its bookkeeping (membership, active and zombie counters); the main
 * scope exists for every request that launches the scheduler. The
 * Async\Scope class, cancellation trees and zombies build on it.
 *
 * Ownership: a scope's coroutines table holds no references; a coroutine
 * removes itself when it finishes. The main scope lives from scheduler
 * launch to RSHUTDOWN.
 */
#include "php_async.h"

static bool scope_event_dispose(zend_async_event_t *event)
{
	zend_async_scope_t *scope = (zend_async_scope_t *) event;

	zend_async_callbacks_free(event);
	zend_hash_destroy(&scope->coroutines);
	efree(scope);
	return true;
}

zend_async_scope_t *async_scope_new(zend_async_scope_t *parent)
{
	zend_async_scope_t *scope = ecalloc(1, sizeof(*scope));

	zend_async_event_init(&scope->event, NULL, NULL, scope_event_dispose, NULL);
	scope->parent_scope = parent;
	zend_hash_init(&scope->coroutines, 8, NULL, NULL, 0);
	return scope;
}

zend_async_scope_t *async_scope_new_main(void)
{
	return async_scope_new(NULL);
}

void async_scope_add_coroutine(zend_async_scope_t *scope, async_coroutine_t *co)
{
	zend_hash_index_add_new_ptr(&scope->coroutines, co->id, co);
	scope->active_coroutines_count++;
	if (scope->coroutine_added) {
		scope->coroutine_added(scope, &co->coroutine);
	}
}

void async_scope_remove_coroutine(zend_async_scope_t *scope, async_coroutine_t *co)
{
	if (zend_hash_index_del(&scope->coroutines, co->id) != SUCCESS) {
		return;
	}
	if (co->coroutine.event.flags & ZEND_COROUTINE_F_ZOMBIE) {
		scope->zombie_coroutines_count--;
	} else {
		scope->active_coroutines_count--;
	}
	if (scope->coroutine_removed) {
		scope->coroutine_removed(scope, &co->coroutine);
	}
}

void async_scope_free_main(void)
{
	zend_async_scope_t *scope = ZEND_ASYNC_G(main_scope);

	if (scope != NULL) {
		ZEND_ASYNC_G(main_scope) = NULL;
		zend_async_event_release(&scope->event);
	}
}

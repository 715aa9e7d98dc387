/*
 * hook_fork.c: pcntl_fork() (ext/pcntl, when loaded: an optional
 * dependency whose MINIT runs before ours).
 *
 * While a coroutine other than main is alive the fork is refused, with
 * TrueAsync's error: a suspended coroutine's waits are on the parent's
 * loop and threads, which the child would not have. With main alone, the
 * fork is PHP's, and the child's reactor gets kernel state of its own
 * before the child runs any PHP code: without it, parent and child share
 * one epoll instance, signal pipe and wakeup descriptor, so that either
 * one consumes the other's wakeups and removes the other's registrations,
 * and both hang sooner or later.
 */
#include "hooks.h"
#include "zend_exceptions.h"

static ZEND_FUNCTION(async_pcntl_fork);

enum {
	HOOK_PCNTL_FORK,
};

static async_hook_t fork_hooks[] = {
	[HOOK_PCNTL_FORK] = {"pcntl_fork", ZEND_FN(async_pcntl_fork), NULL},
};

/* Another coroutine alive besides main: its suspended stack, its waits on
 * the loop and the reactor's threads cannot be carried into a child (the
 * child would resume coroutines whose events belong to the parent). */
static bool others_alive(void)
{
	if (ZEND_ASYNC_CURRENT_COROUTINE != ZEND_ASYNC_G(main_coroutine)) {
		return true;
	}
	if (ZEND_ASYNC_G(active_coroutine_count) > 0) {
		return true; /* main is not counted there */
	}
	/* Zombies (coroutines their scope let go of) still run. */
	zend_object *main_object = ZEND_ASYNC_EVENT_TO_OBJECT(&ZEND_ASYNC_G(main_coroutine)->event);
	zend_array *coroutines = zend_async_scheduler_api.get_coroutines();
	bool others = false;
	zval *item;
	ZEND_HASH_FOREACH_VAL(coroutines, item) {
		if (Z_OBJ_P(item) != main_object) {
			others = true;
			break;
		}
	} ZEND_HASH_FOREACH_END();
	zend_array_release(coroutines);
	return others;
}

static ZEND_FUNCTION(async_pcntl_fork)
{
	if (ZEND_ASYNC_IS_ACTIVE && others_alive()) {
		ZEND_PARSE_PARAMETERS_NONE();
		zend_throw_error(NULL,
			"Cannot fork() while coroutines other than the main one are running. "
			"fork() is only allowed when just the main coroutine is active.");
		RETURN_THROWS();
	}
	ASYNC_HOOK_CALL_ORIGINAL(&fork_hooks[HOOK_PCNTL_FORK]);
	if (Z_TYPE_P(return_value) == IS_LONG && Z_LVAL_P(return_value) == 0 && zend_async_reactor_api.fork_child != NULL
		&& !ZEND_ASYNC_REACTOR_FORK_CHILD()) {
		/* The child cannot wait for anything; the parent is unharmed. */
		zend_error_noreturn(E_ERROR, "Cannot create the event loop of the forked child process");
	}
}

void async_hook_fork_minit(void)
{
	async_hooks_install(fork_hooks, ASYNC_HOOKS_COUNT(fork_hooks));
}

void async_hook_fork_mshutdown(void)
{
	async_hooks_restore(fork_hooks, ASYNC_HOOKS_COUNT(fork_hooks));
}

/*
 * hook_signal.c: pcntl_signal() beside signal Futures. A handler installed
 * while an Async\signal() watches the same number would silently take the
 * signal away from the event loop; after the original pcntl_signal() ran,
 * the reactor takes the signal back and chains to the new handler.
 */
#include "hooks.h"

static ZEND_FUNCTION(async_pcntl_signal);

enum {
	HOOK_PCNTL_SIGNAL,
};

static async_hook_t signal_hooks[] = {
	[HOOK_PCNTL_SIGNAL] = {"pcntl_signal", ZEND_FN(async_pcntl_signal), NULL},
};

static ZEND_FUNCTION(async_pcntl_signal)
{
	ASYNC_HOOK_CALL_ORIGINAL(&signal_hooks[HOOK_PCNTL_SIGNAL]);
	if (ZEND_NUM_ARGS() >= 1 && Z_TYPE_P(ZEND_CALL_ARG(execute_data, 1)) == IS_LONG && !EG(exception)) {
		ZEND_ASYNC_SIGNAL_RECLAIM((int) Z_LVAL_P(ZEND_CALL_ARG(execute_data, 1)));
	}
}

void async_hook_signal_minit(void)
{
	async_hooks_install(signal_hooks, ASYNC_HOOKS_COUNT(signal_hooks));
}

void async_hook_signal_mshutdown(void)
{
	async_hooks_restore(signal_hooks, ASYNC_HOOKS_COUNT(signal_hooks));
}

/*
 * hook.c: the mechanism shared by the hook_*.c files: swapping internal
 * function handlers at MINIT, and the two waits every cooperative builtin
 * is made of (wait for one reactor event, sleep).
 */
#include "php_async_hooks.h"

void async_hooks_install(async_hook_t *hooks, size_t count)
{
	for (size_t i = 0; i < count; i++) {
		zend_function *fn = zend_hash_str_find_ptr(CG(function_table), hooks[i].name, strlen(hooks[i].name));
		if (fn == NULL || fn->type != ZEND_INTERNAL_FUNCTION) {
			hooks[i].original = NULL;
			continue;
		}
		hooks[i].original = fn->internal_function.handler;
		fn->internal_function.handler = hooks[i].replacement;
	}
}

void async_hooks_restore(async_hook_t *hooks, size_t count)
{
	for (size_t i = 0; i < count; i++) {
		if (hooks[i].original == NULL) {
			continue;
		}
		zend_function *fn = zend_hash_str_find_ptr(CG(function_table), hooks[i].name, strlen(hooks[i].name));
		if (fn != NULL && fn->internal_function.handler == hooks[i].replacement) {
			fn->internal_function.handler = hooks[i].original;
		}
		hooks[i].original = NULL;
	}
}

bool async_hook_wait(zend_async_event_t *event, const char *what)
{
	zend_coroutine_t *current = ZEND_ASYNC_CURRENT_COROUTINE;
	zend_async_waker_t *waker = zend_async_waker_new(current);

	waker->waiting_for = what;
	if (!zend_async_resume_when(current, event, false, NULL)) {
		return false;
	}
	return ZEND_ASYNC_SUSPEND();
}

bool async_hook_wait_timeout(zend_async_event_t *event, uint64_t timeout_ms, const char *what)
{
	zend_coroutine_t *current = ZEND_ASYNC_CURRENT_COROUTINE;
	zend_async_waker_t *waker = zend_async_waker_new(current);

	waker->waiting_for = what;
	if (!zend_async_resume_when(current, event, false, NULL)) {
		return false;
	}
	/* The waker owns the timer: it is stopped and freed with the wait,
	 * whichever event came first. */
	zend_async_timer_event_t *timer = ZEND_ASYNC_NEW_TIMER_EVENT((zend_ulong) timeout_ms, false);
	if (!zend_async_resume_when(current, &timer->base, true, NULL)) {
		return false;
	}
	return ZEND_ASYNC_SUSPEND();
}

bool async_hook_sleep_ns(uint64_t ns, const char *what)
{
	if (ns == 0) {
		return async_scheduler_yield();
	}
	uint64_t ms = ns / 1000000 + (ns % 1000000 != 0);
	zend_async_timer_event_t *timer = ZEND_ASYNC_NEW_TIMER_EVENT((zend_ulong) ms, false);
	zend_coroutine_t *current = ZEND_ASYNC_CURRENT_COROUTINE;
	zend_async_waker_t *waker = zend_async_waker_new(current);

	waker->waiting_for = what;
	/* The waker owns the timer: cancelling the coroutine stops and frees
	 * it together with the wait. */
	if (!zend_async_resume_when(current, &timer->base, true, NULL)) {
		return false;
	}
	return ZEND_ASYNC_SUSPEND();
}

/* {{{ pcntl_signal(): a handler installed while a signal Future watches
 * the same number would silently take the signal away from the loop; the
 * reactor takes it back and chains to the new handler instead. */

void async_reactor_signal_reclaim(int signum);

static ZEND_FUNCTION(async_pcntl_signal);

static async_hook_t signal_hooks[] = {
	{"pcntl_signal", ZEND_FN(async_pcntl_signal), NULL},
};

static ZEND_FUNCTION(async_pcntl_signal)
{
	ASYNC_HOOK_CALL_ORIGINAL(&signal_hooks[0]);
	if (ZEND_NUM_ARGS() >= 1 && Z_TYPE_P(ZEND_CALL_ARG(execute_data, 1)) == IS_LONG && !EG(exception)) {
		async_reactor_signal_reclaim((int) Z_LVAL_P(ZEND_CALL_ARG(execute_data, 1)));
	}
}

void async_hook_signal_minit(void)
{
	async_hooks_install(signal_hooks, sizeof(signal_hooks) / sizeof(signal_hooks[0]));
}

void async_hook_signal_mshutdown(void)
{
	async_hooks_restore(signal_hooks, sizeof(signal_hooks) / sizeof(signal_hooks[0]));
}

/* }}} */

void async_hooks_minit(void)
{
	async_hook_signal_minit();
	async_hook_sleep_minit();
	async_hook_dns_minit();
	async_hook_exec_minit();
	async_hook_proc_minit();
	async_hook_stdio_minit();
}

void async_hooks_mshutdown(void)
{
	async_hook_stdio_mshutdown();
	async_hook_proc_mshutdown();
	async_hook_exec_mshutdown();
	async_hook_dns_mshutdown();
	async_hook_sleep_mshutdown();
	async_hook_signal_mshutdown();
}

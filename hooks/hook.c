/*
 * hook.c: the mechanism shared by the hook_*.c files: swapping internal
 * function handlers at MINIT and putting them back at MSHUTDOWN. The waits
 * a cooperative builtin is made of are the ABI's (zend_async_wait_event(),
 * zend_async_sleep()).
 */
#include "hooks.h"

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

/*
 * hook.c: the mechanism shared by the hook_*.c files: swapping internal
 * function handlers at MINIT and putting them back at MSHUTDOWN. The waits
 * a cooperative builtin is made of are the ABI's (zend_async_wait_event(),
 * zend_async_sleep()).
 */
#include "hooks.h"
#include "zend_exceptions.h"

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

bool async_hook_wait_until_unused(bool (*in_use)(void *arg), void *arg)
{
	/* Closed while an exception unwinds the closer (its last reference
	 * went with a frame): the exception waits aside while it yields. */
	zend_object *unwinding = EG(exception);
	const zend_op *opline_before_exception = EG(opline_before_exception);
	zend_object *pending = NULL;
	bool left = true;

	EG(exception) = NULL;
	while (in_use(arg)) {
		if (ZEND_ASYNC_YIELD()) {
			continue;
		}
		if (EG(exception) == NULL) {
			left = false; /* cannot switch here after all */
			break;
		}
		/* The closer was cancelled: it still waits (the stream must
		 * outlive its users), and gets the cancellation afterwards. */
		if (pending == NULL) {
			pending = EG(exception);
			GC_ADDREF(pending);
		}
		zend_clear_exception();
	}
	if (unwinding != NULL) {
		if (pending != NULL) {
			zend_exception_set_previous(unwinding, pending);
		}
		EG(exception) = unwinding;
		EG(opline_before_exception) = opline_before_exception;
	} else if (pending != NULL) {
		zend_throw_exception_internal(pending);
	}
	return left;
}

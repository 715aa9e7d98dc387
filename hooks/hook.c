/*
 * hook.c: the mechanism shared by the hook_*.c files: swapping internal
 * function handlers at MINIT and putting them back at MSHUTDOWN. The waits
 * a cooperative builtin is made of are the ABI's (zend_async_wait_event(),
 * zend_async_sleep()).
 */
#include "hooks.h"
#include "zend_exceptions.h"
#include "zend_smart_str.h"
#include "ext/standard/info.h"

/* {{{ what is hooked, for phpinfo(): filled at MINIT (one thread, before
 * any request), read by MINFO. Every hook file installs once, so the
 * size is known: about 40 functions, 10 transports, a wrapper, 3 modules. */
typedef struct {
	const char *kind;
	const char *name;
} async_hook_noted_t;

static async_hook_noted_t noted[128];
static size_t noted_count;

#define KIND_FUNCTIONS "Hooked functions"

void async_hooks_note(const char *kind, const char *name)
{
	for (size_t i = 0; i < noted_count; i++) {
		if (strcmp(noted[i].kind, kind) == 0 && strcmp(noted[i].name, name) == 0) {
			return;
		}
	}
	ZEND_ASSERT(noted_count < sizeof(noted) / sizeof(noted[0]));
	if (noted_count < sizeof(noted) / sizeof(noted[0])) {
		noted[noted_count++] = (async_hook_noted_t){kind, name};
	}
}

static void forget(const char *kind, const char *name)
{
	for (size_t i = 0; i < noted_count; i++) {
		if (strcmp(noted[i].kind, kind) == 0 && strcmp(noted[i].name, name) == 0) {
			memmove(&noted[i], &noted[i + 1], (noted_count - i - 1) * sizeof(noted[0]));
			noted_count--;
			return;
		}
	}
}

void async_hooks_minfo(void)
{
	/* One row per kind, in the order the kinds were first noted. */
	for (size_t i = 0; i < noted_count; i++) {
		bool first_of_kind = true;
		for (size_t j = 0; j < i; j++) {
			if (strcmp(noted[j].kind, noted[i].kind) == 0) {
				first_of_kind = false;
				break;
			}
		}
		if (!first_of_kind) {
			continue;
		}
		smart_str names = {0};
		for (size_t j = i; j < noted_count; j++) {
			if (strcmp(noted[j].kind, noted[i].kind) == 0) {
				if (names.s != NULL) {
					smart_str_appends(&names, ", ");
				}
				smart_str_appends(&names, noted[j].name);
			}
		}
		smart_str_0(&names);
		php_info_print_table_row(2, noted[i].kind, ZSTR_VAL(names.s));
		smart_str_free(&names);
	}
}

/* }}} */

/* The internal function a hook names: a function, or "Class::method" for
 * a method the class itself declares. Subclasses declared later copy the
 * method and so its handler at that time: those declared at run time get
 * the replacement, internal ones (declared at their module's MINIT) keep
 * PHP's own. */
static zend_function *hook_target(const char *name)
{
	const char *colons = strstr(name, "::");

	if (colons == NULL) {
		return zend_hash_str_find_ptr(CG(function_table), name, strlen(name));
	}
	zend_class_entry *ce = zend_hash_str_find_ptr_lc(CG(class_table), name, colons - name);
	if (ce == NULL || ce->type != ZEND_INTERNAL_CLASS) {
		return NULL;
	}
	zend_function *fn = zend_hash_str_find_ptr_lc(&ce->function_table, colons + 2, strlen(colons + 2));
	return fn != NULL && fn->common.scope == ce ? fn : NULL;
}

void async_hooks_install(async_hook_t *hooks, size_t count)
{
	for (size_t i = 0; i < count; i++) {
		zend_function *fn = hook_target(hooks[i].name);
		if (fn == NULL || fn->type != ZEND_INTERNAL_FUNCTION) {
			hooks[i].original = NULL;
			continue;
		}
		hooks[i].original = fn->internal_function.handler;
		fn->internal_function.handler = hooks[i].replacement;
		async_hooks_note(KIND_FUNCTIONS, hooks[i].name);
	}
}

void async_hooks_restore(async_hook_t *hooks, size_t count)
{
	for (size_t i = 0; i < count; i++) {
		if (hooks[i].original == NULL) {
			continue;
		}
		zend_function *fn = hook_target(hooks[i].name);
		if (fn != NULL && fn->internal_function.handler == hooks[i].replacement) {
			fn->internal_function.handler = hooks[i].original;
		}
		hooks[i].original = NULL;
		forget(KIND_FUNCTIONS, hooks[i].name);
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

/*
 * hook_cancel_chain.c: a cancellation that ends a wait inside a socket
 * read or write stays the exception the coroutine sees, also when the
 * extension that called the stream wraps the failure in an exception of
 * its own.
 *
 * mysqli (and PDO, and any extension reporting I/O errors as exceptions)
 * answers a failed read by throwing e.g. mysqli_sql_exception "MySQL
 * server has gone away"; the engine chains the pending cancellation under
 * it as its previous exception. A `catch (mysqli_sql_exception)` would then
 * swallow the cancellation and the cancelled coroutine would go on. So the
 * functions and methods of such extensions are wrapped (at MINIT, before
 * opcache or the JIT could bake their handlers in): when one returns with
 * an exception whose chain holds a cancellation our I/O raised during the
 * call, that cancellation is moved to the head and the extension's
 * exception becomes its previous one (nothing is lost). The wait that was
 * cancelled notes its exception (async_hook_note_cancellation()) on the
 * coroutine.
 *
 * The same note silences the failure warnings the callers of the stream
 * layer print after a cancelled wait ("Unable to connect to … (Unknown
 * error)", "Accept failed", "Failed to open stream"): a warning or notice
 * raised while the pending exception is that cancellation describes no
 * failure but the cancellation itself, which is thrown anyway.
 */
#include "hooks.h"
#include "zend_exceptions.h"
#include "zend_extensions.h"

/* The extensions whose calls are wrapped. */
static const char *const wrapped_modules[] = {"mysqli", "pdo", "pdo_mysql"};

static int original_slot = -1;
static uint32_t context_key;
/* Coroutines with a noted cancellation (most calls skip the lookup). */
static uint32_t noted;

void async_hook_note_cancellation(void)
{
	zend_coroutine_t *coroutine = ZEND_ASYNC_CURRENT_COROUTINE;
	if (original_slot < 0 || coroutine == NULL || EG(exception) == NULL) {
		return;
	}
	zval zv;
	ZVAL_OBJ_COPY(&zv, EG(exception));
	if (zend_async_internal_context_find(coroutine, context_key) == NULL) {
		noted++;
	}
	zend_async_internal_context_set(coroutine, context_key, &zv);
	zval_ptr_dtor(&zv);
}

static zend_object *noted_cancellation(void)
{
	zend_coroutine_t *coroutine = ZEND_ASYNC_CURRENT_COROUTINE;
	zval *note = coroutine != NULL ? zend_async_internal_context_find(coroutine, context_key) : NULL;
	return note != NULL && Z_TYPE_P(note) == IS_OBJECT ? Z_OBJ_P(note) : NULL;
}

static void cancel_chain_error_cb(int type, zend_string *error_filename, const uint32_t error_lineno,
	zend_string *message);
static zend_async_error_filter_t cancel_chain_filter = {cancel_chain_error_cb};

static void cancel_chain_error_cb(int type, zend_string *error_filename, const uint32_t error_lineno,
	zend_string *message)
{
	if (UNEXPECTED(noted > 0) && (type & (E_WARNING | E_NOTICE)) != 0 && EG(exception) != NULL
		&& EG(exception) == noted_cancellation()) {
		return;
	}
	cancel_chain_filter.previous(type, error_filename, error_lineno, message);
}

/* Notes exist only in coroutines, so the filter goes in front of the
 * request's zend_error_cb when the scheduler starts: see
 * zend_async_error_filter_t. */
static bool error_filter_install(zend_coroutine_t *main, bool is_enter, bool is_finishing)
{
	zend_async_error_filter_install(&cancel_chain_filter);
	return false; /* once per request */
}

static zval *previous_of(zend_object *ex, zval *rv)
{
	return zend_read_property_ex(zend_get_exception_base(ex), ex, ZSTR_KNOWN(ZEND_STR_PREVIOUS), 1, rv);
}

static void set_previous(zend_object *ex, zval *previous)
{
	zend_update_property_ex(zend_get_exception_base(ex), ex, ZSTR_KNOWN(ZEND_STR_PREVIOUS), previous);
}

/* head → … → parent → cancellation → rest  becomes
 * cancellation → head → … → parent → rest. */
static void promote(zend_object *cancellation)
{
	zend_object *head = EG(exception);
	zend_object *parent = head;
	zval rv, *prev;

	if (head == cancellation) {
		return;
	}
	while ((prev = previous_of(parent, &rv)) != NULL && Z_TYPE_P(prev) == IS_OBJECT) {
		if (Z_OBJ_P(prev) == cancellation) {
			break;
		}
		parent = Z_OBJ_P(prev);
	}
	if (prev == NULL || Z_TYPE_P(prev) != IS_OBJECT) {
		return; /* not in the chain (caught and replaced): leave it */
	}
	zval rest, head_zv;
	prev = previous_of(cancellation, &rv);
	ZVAL_COPY(&rest, prev);
	GC_ADDREF(cancellation);
	set_previous(parent, &rest); /* drops parent's reference to the cancellation */
	ZVAL_OBJ(&head_zv, head);
	set_previous(cancellation, &head_zv); /* takes a reference to head */
	zval_ptr_dtor(&rest);
	EG(exception) = cancellation; /* the reference added above */
	OBJ_RELEASE(head);            /* EG(exception)'s former reference */
}

static ZEND_NAMED_FUNCTION(cancel_chain_call)
{
	zif_handler original = (zif_handler) execute_data->func->internal_function.reserved[original_slot];
	original(INTERNAL_FUNCTION_PARAM_PASSTHRU);
	if (EXPECTED(noted == 0)) {
		return;
	}
	zend_coroutine_t *coroutine = ZEND_ASYNC_CURRENT_COROUTINE;
	zval *note = coroutine != NULL ? zend_async_internal_context_find(coroutine, context_key) : NULL;
	if (note == NULL) {
		return;
	}
	if (EG(exception) != NULL && Z_TYPE_P(note) == IS_OBJECT) {
		promote(Z_OBJ_P(note));
	}
	zend_async_internal_context_unset(coroutine, context_key);
	noted--;
}

static void wrap(zend_function *func)
{
	if (func->type != ZEND_INTERNAL_FUNCTION || func->internal_function.handler == cancel_chain_call
		|| func->internal_function.handler == NULL) {
		return;
	}
	func->internal_function.reserved[original_slot] = (void *) func->internal_function.handler;
	func->internal_function.handler = cancel_chain_call;
}

static void unwrap(zend_function *func)
{
	if (func->type == ZEND_INTERNAL_FUNCTION && func->internal_function.handler == cancel_chain_call) {
		func->internal_function.handler = (zif_handler) func->internal_function.reserved[original_slot];
	}
}

static void walk(void (*apply)(zend_function *))
{
	for (size_t i = 0; i < sizeof(wrapped_modules) / sizeof(wrapped_modules[0]); i++) {
		zend_module_entry *module = zend_hash_str_find_ptr(&module_registry, wrapped_modules[i],
			strlen(wrapped_modules[i]));
		if (module == NULL) {
			continue;
		}
		zend_function *func;
		ZEND_HASH_MAP_FOREACH_PTR(CG(function_table), func) {
			if (func->type == ZEND_INTERNAL_FUNCTION && func->internal_function.module == module) {
				apply(func);
			}
		} ZEND_HASH_FOREACH_END();
		zend_class_entry *ce;
		ZEND_HASH_MAP_FOREACH_PTR(CG(class_table), ce) {
			if (ce->type != ZEND_INTERNAL_CLASS || ce->info.internal.module != module) {
				continue;
			}
			ZEND_HASH_MAP_FOREACH_PTR(&ce->function_table, func) {
				if (func->common.scope == ce) {
					apply(func);
				}
			} ZEND_HASH_FOREACH_END();
		} ZEND_HASH_FOREACH_END();
	}
}

void async_hook_cancel_chain_minit(void)
{
	original_slot = zend_get_resource_handle("async");
	if (original_slot < 0) {
		return;
	}
	context_key = zend_async_internal_context_key_alloc("async.io_cancellation");
	walk(wrap);
	for (size_t i = 0; i < sizeof(wrapped_modules) / sizeof(wrapped_modules[0]); i++) {
		if (zend_hash_str_exists(&module_registry, wrapped_modules[i], strlen(wrapped_modules[i]))) {
			async_hooks_note("Cancellation kept over exceptions of", wrapped_modules[i]);
		}
	}
	zend_async_add_main_coroutine_start_handler(error_filter_install);
}

void async_hook_cancel_chain_mshutdown(void)
{
	if (original_slot >= 0) {
		walk(unwrap);
	}
	zend_async_error_filter_uninstall(&cancel_chain_filter);
}

void async_hook_cancel_chain_rshutdown(void)
{
	/* Notes die with their coroutines. */
	noted = 0;
	zend_async_error_filter_uninstall(&cancel_chain_filter);
}

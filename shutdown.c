/*
 * shutdown.c: what happens when the main script ends. A shutdown function
 * registered at RINIT (so it runs before any user shutdown function) makes
 * main wait until every coroutine has finished; after exit() it first
 * cancels them so their finally blocks run. A spawn from a later shutdown
 * function re-arms it. After a fatal error inside a coroutine nothing is
 * resumed: the remaining stacks are destroyed at RSHUTDOWN.
 */
#include "php_async.h"
#include "zend_exceptions.h"
#include "ext/standard/basic_functions.h"

#define ASYNC_DRAIN_FUNCTION "Async\\__shutdown"

static user_opcode_handler_t previous_exit_handler;

/* Records exit() in main. EXIT is one of the few opcodes a user handler
 * may take without disabling the JIT. */
static int exit_opcode_handler(zend_execute_data *execute_data)
{
	if (ZEND_ASYNC_G(coroutine) == NULL || ZEND_ASYNC_G(coroutine) == ZEND_ASYNC_G(main_coroutine)) {
		ASYNC_G(exit_requested) = true;
	}
	if (previous_exit_handler) {
		return previous_exit_handler(execute_data);
	}
	return ZEND_USER_OPCODE_DISPATCH;
}

static void report_exit_exception(void)
{
	zend_object *exception = ZEND_ASYNC_G(exit_exception);

	if (exception == NULL) {
		return;
	}
	ZEND_ASYNC_G(exit_exception) = NULL;
	/* Reported as PHP reports an uncaught exception of the main script
	 * (message, exit status 255); the bailout that follows is caught so
	 * the user's shutdown functions still run. */
	zend_try {
		/* Consumes our reference. */
		zend_exception_error(exception, E_ERROR);
	} zend_end_try();
}

PHP_FUNCTION(async_shutdown_drain)
{
	ZEND_PARSE_PARAMETERS_NONE();

	if (!(EG(flags) & EG_FLAGS_IN_SHUTDOWN)) {
		zend_throw_error(NULL, "%s() is called by the runtime at request shutdown and cannot be called directly", ASYNC_DRAIN_FUNCTION);
		RETURN_THROWS();
	}
	if (!ZEND_ASYNC_IS_ACTIVE || ASYNC_G(bailout)) {
		ASYNC_G(shutdown_hook_armed) = false;
		return;
	}
	ASYNC_G(shutdown_hook_armed) = true;

	zend_try {
		if (ASYNC_G(exit_requested)) {
			async_scheduler_graceful_shutdown(NULL);
		}
		async_scheduler_drain();
	} zend_catch {
		/* A fatal error inside a coroutine during the drain: it has been
		 * reported; the other coroutines are not resumed. */
		ASYNC_G(bailout) = true;
	} zend_end_try();

	ZEND_ASYNC_G(graceful_shutdown) = false;
	ASYNC_G(drain_done) = true;
	ASYNC_G(shutdown_hook_armed) = false;
	if (!ASYNC_G(bailout)) {
		report_exit_exception();
	}
}

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_async_shutdown_drain, 0, 0, IS_VOID, 0)
ZEND_END_ARG_INFO()

static const zend_function_entry shutdown_functions[] = {
	ZEND_RAW_FENTRY(ASYNC_DRAIN_FUNCTION, ZEND_FN(async_shutdown_drain), arginfo_async_shutdown_drain, 0)
	ZEND_FE_END
};

static void append_drain(void)
{
	php_shutdown_function_entry entry;
	zend_function *func = zend_hash_str_find_ptr(CG(function_table), ZEND_STRL("async\\__shutdown"));

	if (func == NULL) {
		return;
	}
	memset(&entry, 0, sizeof(entry));
	entry.fci.size = sizeof(zend_fcall_info);
	ZVAL_STR(&entry.fci.function_name, zend_string_init(ZEND_STRL(ASYNC_DRAIN_FUNCTION), 0));
	entry.fci_cache.function_handler = func;
	append_user_shutdown_function(&entry);
	ASYNC_G(shutdown_hook_armed) = true;
}

void async_shutdown_arm(void)
{
	if (EXPECTED(ASYNC_G(shutdown_hook_armed))) {
		return;
	}
	/* Only reached when the hook already ran: a coroutine spawned from a
	 * later shutdown function still runs to completion. */
	ASYNC_G(drain_done) = false;
	append_drain();
}

void async_shutdown_rinit(void)
{
	ASYNC_G(shutdown_hook_armed) = false;
	append_drain();
}

void async_shutdown_minit(void)
{
	zend_register_functions(NULL, shutdown_functions, NULL, MODULE_PERSISTENT);
	previous_exit_handler = zend_get_user_opcode_handler(ZEND_EXIT);
	zend_set_user_opcode_handler(ZEND_EXIT, exit_opcode_handler);
}

void async_shutdown_mshutdown(void)
{
	zend_set_user_opcode_handler(ZEND_EXIT, previous_exit_handler);
}

/*
 * async.c: module entry (MINIT/RINIT/RSHUTDOWN/MSHUTDOWN/MINFO), INI
 * settings, the Awaitable/Completable interfaces and the Async\ functions
 * that are not about waiting (await.c has those).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php_async.h"
#include "php_async_reactor.h"
#include "php_ini.h"
#include "ext/standard/info.h"
#include "zend_exceptions.h"
#include "zend_closures.h"
#include "async_arginfo.h"
#include "cancellation_arginfo.h"

ZEND_DECLARE_MODULE_GLOBALS(async_ext)

zend_class_entry *async_ce_awaitable;
zend_class_entry *async_ce_completable;

/* {{{ INI */

/* A debug build names leaked events unless told not to. */
#ifdef ASYNC_DEBUG
# define ASYNC_TRACE_EVENTS_DEFAULT "1"
#else
# define ASYNC_TRACE_EVENTS_DEFAULT "0"
#endif

static ZEND_INI_MH(OnUpdateStackSize)
{
	zend_long size = zend_ini_parse_quantity_warn(new_value, entry->name);

	if (size != 0 && size < 128 * 1024) {
		zend_error(E_WARNING, "async.stack_size must be 0 (use fiber.stack_size) or at least 128K, %s given", ZSTR_VAL(new_value));
		return FAILURE;
	}
	ASYNC_G(stack_size) = size;
	return SUCCESS;
}

static ZEND_INI_MH(OnUpdatePoolSize)
{
	zend_long value = ZEND_ATOL(ZSTR_VAL(new_value));

	if (value < 0) {
		zend_error(E_WARNING, "%s must be greater than or equal to 0, %s given", ZSTR_VAL(entry->name), ZSTR_VAL(new_value));
		return FAILURE;
	}
	return OnUpdateLong(entry, new_value, mh_arg1, mh_arg2, mh_arg3, stage);
}

static ZEND_INI_MH(OnUpdateGuardedStacks)
{
	zend_long value = ZEND_ATOL(ZSTR_VAL(new_value));

	if (value < -1) {
		zend_error(E_WARNING, "async.guarded_stacks must be -1 (derive from vm.max_map_count) or greater, %s given",
			ZSTR_VAL(new_value));
		return FAILURE;
	}
	return OnUpdateLong(entry, new_value, mh_arg1, mh_arg2, mh_arg3, stage);
}

PHP_INI_BEGIN()
	STD_PHP_INI_ENTRY("async.stack_size", "0", PHP_INI_ALL, OnUpdateStackSize, stack_size, zend_async_ext_globals, async_ext_globals)
	STD_PHP_INI_ENTRY("async.pool_min", "8", PHP_INI_ALL, OnUpdatePoolSize, pool_min, zend_async_ext_globals, async_ext_globals)
	STD_PHP_INI_ENTRY("async.pool_max", "1024", PHP_INI_ALL, OnUpdatePoolSize, pool_max, zend_async_ext_globals, async_ext_globals)
	STD_PHP_INI_ENTRY("async.pool_idle_ms", "1000", PHP_INI_ALL, OnUpdatePoolSize, pool_idle_ms, zend_async_ext_globals, async_ext_globals)
	STD_PHP_INI_ENTRY("async.max_stacks", "0", PHP_INI_ALL, OnUpdatePoolSize, max_stacks, zend_async_ext_globals, async_ext_globals)
	STD_PHP_INI_ENTRY("async.guarded_stacks", "-1", PHP_INI_ALL, OnUpdateGuardedStacks, guarded_stacks, zend_async_ext_globals, async_ext_globals)
	STD_PHP_INI_BOOLEAN("async.debug_deadlock", "1", PHP_INI_ALL, OnUpdateBool, debug_deadlock, zend_async_ext_globals, async_ext_globals)
	STD_PHP_INI_ENTRY("async.schedule_seed", "0", PHP_INI_SYSTEM | PHP_INI_PERDIR, OnUpdateLong, schedule_seed, zend_async_ext_globals, async_ext_globals)
	STD_PHP_INI_BOOLEAN("async.trace_events", ASYNC_TRACE_EVENTS_DEFAULT, PHP_INI_SYSTEM, OnUpdateBool, trace_events, zend_async_ext_globals, async_ext_globals)
PHP_INI_END()

/* }}} */

/* {{{ functions */

void async_coroutine_set_fcall(async_coroutine_t *co, zend_fcall_info *fci, zend_fcall_info_cache *fcc)
{
	zend_fcall_t *fcall = &co->fcall_storage;

	fcall->fci = *fci;
	fcall->fci_cache = *fcc;
	Z_TRY_ADDREF(fcall->fci.function_name);
	if (fci->param_count > 0) {
		fcall->fci.params = fci->param_count <= 2
			? co->inline_params
			: safe_emalloc(fci->param_count, sizeof(zval), 0);
		for (uint32_t i = 0; i < fci->param_count; i++) {
			ZVAL_COPY(&fcall->fci.params[i], &fci->params[i]);
		}
	} else {
		fcall->fci.params = NULL;
	}
	if (fci->named_params) {
		GC_ADDREF(fci->named_params);
	}
	if (fcc->function_handler && (fcc->function_handler->common.fn_flags & ZEND_ACC_CALL_VIA_TRAMPOLINE)) {
		/* A __call trampoline is freed after this call: resolve again
		 * when the coroutine starts. */
		zend_release_fcall_info_cache(fcc);
		fcall->fci_cache = empty_fcall_info_cache;
	}
	co->coroutine.fcall = fcall;
}

ZEND_FUNCTION(Async_spawn)
{
	zend_fcall_info fci;
	zend_fcall_info_cache fcc;

	ZEND_PARSE_PARAMETERS_START(1, -1)
		Z_PARAM_FUNC(fci, fcc)
		Z_PARAM_VARIADIC_WITH_NAMED(fci.params, fci.param_count, fci.named_params)
	ZEND_PARSE_PARAMETERS_END();

	zend_coroutine_t *coroutine = ZEND_ASYNC_SPAWN(NULL, ZEND_COROUTINE_NORMAL);
	if (coroutine == NULL) {
		RETURN_THROWS();
	}
	async_coroutine_set_fcall(async_coroutine_from_abi(coroutine), &fci, &fcc);
	RETURN_OBJ_COPY(&async_coroutine_from_abi(coroutine)->std);
}

ZEND_FUNCTION(Async_suspend)
{
	ZEND_PARSE_PARAMETERS_NONE();
	async_scheduler_yield();
}

ZEND_FUNCTION(Async_protect)
{
	zval *closure;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_OBJECT_OF_CLASS(closure, zend_ce_closure)
	ZEND_PARSE_PARAMETERS_END();

	if (!ZEND_ASYNC_LAUNCH()) {
		RETURN_THROWS();
	}
	async_coroutine_t *co = (async_coroutine_t *) ZEND_ASYNC_CURRENT_COROUTINE;
	bool was_protected = ZEND_COROUTINE_IS_PROTECTED(&co->coroutine);

	co->coroutine.event.flags |= ZEND_COROUTINE_F_PROTECTED;
	call_user_function(NULL, NULL, closure, return_value, 0, NULL);
	if (was_protected) {
		return;
	}
	co->coroutine.event.flags &= ~ZEND_COROUTINE_F_PROTECTED;

	/* A cancellation that arrived inside the block surfaces right here. */
	if (co->cancellation_deferred && EG(exception) == NULL) {
		zend_object *error = co->deferred_cancellation;
		co->deferred_cancellation = NULL;
		co->cancellation_deferred = false;
		if (error == NULL) {
			error = zend_async_new_exception(ZEND_ASYNC_EXCEPTION_CANCELLATION, "Coroutine cancelled");
		}
		zval_ptr_dtor(return_value);
		ZVAL_NULL(return_value);
		zend_throw_exception_internal(error);
	}
}

ZEND_FUNCTION(Async_delay)
{
	zend_long ms;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(ms)
	ZEND_PARSE_PARAMETERS_END();

	if (ms < 0) {
		zend_argument_value_error(1, "must be greater than or equal to 0");
		RETURN_THROWS();
	}
	if (ms == 0) {
		async_scheduler_yield();
		return;
	}
	if (!ZEND_ASYNC_LAUNCH()) {
		RETURN_THROWS();
	}
	zend_coroutine_t *current = ZEND_ASYNC_CURRENT_COROUTINE;
	zend_async_timer_event_t *timer = ZEND_ASYNC_NEW_TIMER_EVENT((zend_ulong) ms, false);
	zend_async_waker_t *waker = zend_async_waker_new(current);
	waker->waiting_for = "delay";
	if (!zend_async_resume_when(current, &timer->base, true, NULL)) {
		RETURN_THROWS();
	}
	ZEND_ASYNC_SUSPEND();
}

ZEND_FUNCTION(Async_current_coroutine)
{
	ZEND_PARSE_PARAMETERS_NONE();

	if (!ZEND_ASYNC_LAUNCH()) {
		RETURN_THROWS();
	}
	zend_coroutine_t *current = ZEND_ASYNC_CURRENT_COROUTINE;
	if (current == NULL) {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, "The current coroutine is not defined");
		RETURN_THROWS();
	}
	RETURN_OBJ_COPY(&async_coroutine_from_abi(current)->std);
}

ZEND_FUNCTION(Async_get_coroutines)
{
	ZEND_PARSE_PARAMETERS_NONE();

	if (!ZEND_ASYNC_IS_ACTIVE) {
		RETURN_EMPTY_ARRAY();
	}
	RETURN_ARR(zend_async_scheduler_api.get_coroutines());
}

ZEND_FUNCTION(Async_graceful_shutdown)
{
	zend_object *error = NULL;

	ZEND_PARSE_PARAMETERS_START(0, 1)
		Z_PARAM_OPTIONAL
		Z_PARAM_OBJ_OF_CLASS_OR_NULL(error, async_ce_async_cancellation)
	ZEND_PARSE_PARAMETERS_END();

	if (!ZEND_ASYNC_IS_ACTIVE) {
		return;
	}
	ZEND_ASYNC_SHUTDOWN(error);
}

ZEND_FUNCTION(Async_runtime_stats)
{
	ZEND_PARSE_PARAMETERS_NONE();

	size_t stack_size = async_context_stack_size();
	array_init(return_value);
	add_assoc_long(return_value, "coroutines_total", (zend_long) ASYNC_G(next_coroutine_id));
	add_assoc_long(return_value, "coroutines_active", (zend_long) ZEND_ASYNC_G(active_coroutine_count));
	add_assoc_long(return_value, "coroutines_zombie",
		(zend_long) ASYNC_G(zombie_count));
	add_assoc_long(return_value, "microtasks_queue", (zend_long) async_ring_buffer_count(&ASYNC_G(microtasks)));
	add_assoc_long(return_value, "coroutine_queue", (zend_long) async_ring_buffer_count(&ASYNC_G(ready_queue)));
	zend_long resumed = 0;
	for (size_t i = 0; i < async_ring_buffer_count(&ASYNC_G(ready_queue)); i++) {
		async_coroutine_t *co = async_ring_buffer_peek(&ASYNC_G(ready_queue), i);
		resumed += ZEND_COROUTINE_IS_STARTED(&co->coroutine) ? 1 : 0;
	}
	add_assoc_long(return_value, "resumed_queue", resumed);
	add_assoc_long(return_value, "fiber_pool_count", (zend_long) ASYNC_G(pool_parked_count));
	add_assoc_long(return_value, "fiber_pool_capacity", ASYNC_G(pool_max));
	add_assoc_long(return_value, "fiber_pool_min", ASYNC_G(pool_min));
	add_assoc_long(return_value, "fiber_stack_size", (zend_long) stack_size);
	add_assoc_long(return_value, "fiber_pool_virtual_bytes", (zend_long) (ASYNC_G(contexts_alive) * stack_size));
	add_assoc_long(return_value, "contexts_in_use", (zend_long) ASYNC_G(contexts_in_use));
	add_assoc_long(return_value, "contexts_created", (zend_long) ASYNC_G(contexts_created));
	add_assoc_long(return_value, "context_switches", (zend_long) ASYNC_G(switches));
	add_assoc_long(return_value, "stack_limit", (zend_long) async_context_stack_cap());
	add_assoc_long(return_value, "stacks_guarded", (zend_long) ASYNC_G(guarded_alive));
	add_assoc_long(return_value, "stacks_arena", (zend_long) ASYNC_G(stack_arena).slots_in_use);
	async_reactor_stats(return_value);
}

ZEND_FUNCTION(Async_available_parallelism)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_LONG((zend_long) zend_async_reactor_api.available_parallelism());
}

/* }}} */

/* {{{ module */

static PHP_GINIT_FUNCTION(async_ext)
{
#if defined(COMPILE_DL_ASYNC) && defined(ZTS)
	ZEND_TSRMLS_CACHE_UPDATE();
#endif
	memset(async_ext_globals, 0, sizeof(*async_ext_globals));
}

static PHP_MINIT_FUNCTION(async)
{
	REGISTER_INI_ENTRIES();
	zend_async_api_startup();

	async_ce_awaitable = register_class_Async_Awaitable();
	async_ce_completable = register_class_Async_Completable(async_ce_awaitable);
	/* A patched engine may already have a third throwable root. */
	async_ce_cancellation = zend_hash_str_find_ptr(CG(class_table), ZEND_STRL("cancellation"));
	if (async_ce_cancellation == NULL) {
		async_ce_cancellation = register_class_Cancellation(zend_ce_error);
	}
	async_ce_async_cancellation = register_class_Async_AsyncCancellation(async_ce_cancellation);
	async_ce_operation_canceled = register_class_Async_OperationCanceledException(async_ce_async_cancellation);
	async_ce_async_exception = register_class_Async_AsyncException(zend_ce_exception);
	async_ce_input_output_exception = register_class_Async_InputOutputException(zend_ce_exception);
	async_ce_dns_exception = register_class_Async_DnsException(zend_ce_exception);
	async_ce_timeout_exception = register_class_Async_TimeoutException(zend_ce_exception);
	async_ce_poll_exception = register_class_Async_PollException(zend_ce_exception);
	async_ce_deadlock_error = register_class_Async_DeadlockError(zend_ce_error);
	async_ce_composite_exception = register_class_Async_CompositeException(zend_ce_exception);
	async_coroutine_class_setup(register_class_Async_Coroutine(async_ce_completable));
	async_timeout_class_setup(register_class_Async_Timeout(async_ce_completable));
	async_scope_minit();
	async_future_minit();
	async_reactor_api_minit();

	async_scheduler_register();
	async_reactor_register();
	async_switch_handlers_minit();
	async_shutdown_minit();
	async_hooks_minit();
	return SUCCESS;
}

static PHP_MSHUTDOWN_FUNCTION(async)
{
	async_hooks_mshutdown();
	async_shutdown_mshutdown();
	async_switch_handlers_mshutdown();
	zend_async_api_shutdown();
	UNREGISTER_INI_ENTRIES();
	return SUCCESS;
}

static PHP_RINIT_FUNCTION(async)
{
#if defined(COMPILE_DL_ASYNC) && defined(ZTS)
	ZEND_TSRMLS_CACHE_UPDATE();
#endif
	ASYNC_G(stack_size) = ASYNC_G(stack_size) > 0 ? ASYNC_G(stack_size) : 0;
	async_scheduler_rinit();
	async_shutdown_rinit();
	return SUCCESS;
}

static PHP_RSHUTDOWN_FUNCTION(async)
{
	async_scheduler_rshutdown();
	async_hook_stream_io_rshutdown();
	zend_async_reactor_api.shutdown();
	async_switch_handlers_rshutdown();
	return SUCCESS;
}

static PHP_MINFO_FUNCTION(async)
{
	php_info_print_table_start();
	php_info_print_table_header(2, "async support", "enabled");
	php_info_print_table_row(2, "Version", PHP_ASYNC_VERSION);
	php_info_print_table_row(2, "Async ABI", zend_async_get_api_version());
	php_info_print_table_end();
	DISPLAY_INI_ENTRIES();
}

static const zend_module_dep async_deps[] = {
	ZEND_MOD_REQUIRED("standard")
	ZEND_MOD_OPTIONAL("pcntl") /* its pcntl_signal() is hooked at MINIT */
	ZEND_MOD_OPTIONAL("sockets") /* socket_addrinfo_lookup() is hooked; AddressInfo comes with its MINIT */
	ZEND_MOD_END
};

zend_module_entry async_module_entry = {
	STANDARD_MODULE_HEADER_EX,
	NULL,
	async_deps,
	PHP_ASYNC_NAME,
	ext_functions,
	PHP_MINIT(async),
	PHP_MSHUTDOWN(async),
	PHP_RINIT(async),
	PHP_RSHUTDOWN(async),
	PHP_MINFO(async),
	PHP_ASYNC_VERSION,
	PHP_MODULE_GLOBALS(async_ext),
	PHP_GINIT(async_ext),
	NULL,
	NULL,
	STANDARD_MODULE_PROPERTIES_EX
};

#ifdef COMPILE_DL_ASYNC
# ifdef ZTS
ZEND_TSRMLS_CACHE_DEFINE()
# endif
ZEND_GET_MODULE(async)
#endif

/* }}} */

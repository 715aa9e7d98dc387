/*
 * async.c: module entry (MINIT/RINIT/RSHUTDOWN/MSHUTDOWN/MINFO), INI
 * settings, the Awaitable/Completable interfaces and the Async\ functions
 * that are not about waiting (await.c has those).
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "coroutine.h"
#include "scope.h"
#include "exceptions.h"
#include "context_pool.h"
#include "scheduler.h"
#include "switch_handlers.h"
#include "context.h"
#include "shutdown.h"
#include "await.h"
#include "future.h"
#include "channel.h"
#include "pool.h"
#include "iterate.h"
#include "async_signal.h"
#include "fs_watcher.h"
#include "sysinfo.h"
#include "task_group.h"
#include "task_set.h"
#include "reactor_libuv.h"
#include "hooks/hooks.h"
#include "php_ini.h"
#include "ext/standard/info.h"
#include "zend_exceptions.h"
#include "zend_closures.h"
#include "async_arginfo.h"

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
		zend_error(E_WARNING, "async.stack_size must be 0 (use fiber.stack_size) or at least 128K, %s given",
			ZSTR_VAL(new_value));
		return FAILURE;
	}
	ASYNC_G(stack_size) = size;
	return SUCCESS;
}

static ZEND_INI_MH(OnUpdatePoolSize)
{
	zend_long value = ZEND_ATOL(ZSTR_VAL(new_value));

	if (value < 0) {
		zend_error(E_WARNING, "%s must be greater than or equal to 0, %s given", ZSTR_VAL(entry->name),
			ZSTR_VAL(new_value));
		return FAILURE;
	}
	return OnUpdateLong(entry, new_value, mh_arg1, mh_arg2, mh_arg3, stage);
}

static ZEND_INI_MH(OnUpdateGuardedStacks)
{
	zend_long value = ZEND_ATOL(ZSTR_VAL(new_value));

	if (value < -1) {
		zend_error(E_WARNING,
			"async.guarded_stacks must be -1 (as many as vm.max_map_count allows) or greater, %s given",
			ZSTR_VAL(new_value));
		return FAILURE;
	}
	return OnUpdateLong(entry, new_value, mh_arg1, mh_arg2, mh_arg3, stage);
}

/* clang-format off */
PHP_INI_BEGIN()
	STD_PHP_INI_ENTRY("async.stack_size", "0", PHP_INI_ALL, OnUpdateStackSize, stack_size, zend_async_ext_globals, async_ext_globals)
	STD_PHP_INI_ENTRY("async.pool_min", "8", PHP_INI_ALL, OnUpdatePoolSize, pool_min, zend_async_ext_globals, async_ext_globals)
	STD_PHP_INI_ENTRY("async.pool_max", "1024", PHP_INI_ALL, OnUpdatePoolSize, pool_max, zend_async_ext_globals, async_ext_globals)
	STD_PHP_INI_ENTRY("async.pool_idle_ms", "1000", PHP_INI_ALL, OnUpdatePoolSize, pool_idle_ms, zend_async_ext_globals, async_ext_globals)
	STD_PHP_INI_ENTRY("async.max_stacks", "0", PHP_INI_ALL, OnUpdatePoolSize, max_stacks, zend_async_ext_globals, async_ext_globals)
	STD_PHP_INI_ENTRY("async.guarded_stacks", "0", PHP_INI_ALL, OnUpdateGuardedStacks, guarded_stacks, zend_async_ext_globals, async_ext_globals)
	STD_PHP_INI_BOOLEAN("async.debug_deadlock", "1", PHP_INI_ALL, OnUpdateBool, debug_deadlock, zend_async_ext_globals, async_ext_globals)
	STD_PHP_INI_ENTRY("async.schedule_seed", "0", PHP_INI_SYSTEM | PHP_INI_PERDIR, OnUpdateLong, schedule_seed, zend_async_ext_globals, async_ext_globals)
	STD_PHP_INI_BOOLEAN("async.trace_events", ASYNC_TRACE_EVENTS_DEFAULT, PHP_INI_SYSTEM, OnUpdateBool, trace_events, zend_async_ext_globals, async_ext_globals)
PHP_INI_END()
/* clang-format on */

/* }}} */

/* {{{ functions */

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
	ZEND_ASYNC_YIELD();
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
	if (!ZEND_ASYNC_LAUNCH()) {
		RETURN_THROWS();
	}
	zend_async_sleep((zend_ulong) ms, "delay");
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

	/* Each part of the runtime reports its own figures. */
	array_init(return_value);
	async_scheduler_stats(return_value);
	async_stack_pool_stats(return_value);
	ZEND_ASYNC_REACTOR_STATS(return_value);
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

static void interfaces_minit(void)
{
	async_ce_awaitable = register_class_Async_Awaitable();
	async_ce_completable = register_class_Async_Completable(async_ce_awaitable);
}

static void reactor_minit(void)
{
	async_reactor_minit(ASYNC_G(trace_events));
}

static void reactor_rshutdown(void)
{
	zend_async_reactor_api.shutdown();
}

/* {{{ lifecycle: every module's part in MINIT, RINIT, RSHUTDOWN and
 * MSHUTDOWN, in one table. MINIT and RINIT walk it top to bottom,
 * RSHUTDOWN and MSHUTDOWN bottom to top, so a module is set up after what
 * it stands on and torn down before it. The order is load-bearing:
 * - classes: parents before children (interfaces, exceptions, then the
 *   classes that extend or implement them);
 * - RSHUTDOWN: the scheduler destroys what is left of the coroutines
 *   first, then the stream I/O objects close, then the reactor closes the
 *   loop (with every handle), then the engine state switch handlers go. */

typedef struct {
	const char *name;
	void (*minit)(void);
	void (*mshutdown)(void);
	void (*rinit)(void);
	void (*rshutdown)(void);
} async_lifecycle_t;

/* clang-format off */
static const async_lifecycle_t lifecycle[] = {
	/* name              MINIT                           MSHUTDOWN                        RINIT                        RSHUTDOWN */
	{"abi",              zend_async_api_startup,         zend_async_api_shutdown,         zend_async_globals_activate, NULL},
	{"interfaces",       interfaces_minit,               NULL,                            NULL,                        NULL},
	{"exceptions",       async_exceptions_minit,         NULL,                            NULL,                        NULL},
	{"coroutine",        async_coroutine_minit,          NULL,                            NULL,                        NULL},
	{"await",            async_await_minit,              NULL,                            NULL,                        NULL},
	{"scope",            async_scope_minit,              async_scope_mshutdown,           async_scope_rinit,           async_scope_rshutdown},
	{"context",          async_context_minit,            NULL,                            NULL,                        NULL},
	{"future",           async_future_minit,             NULL,                            NULL,                        NULL},
	{"channel",          async_channel_minit,            NULL,                            NULL,                        NULL},
	{"iterate",          async_iterate_minit,            NULL,                            NULL,                        NULL},
	{"signal",           async_signal_minit,             NULL,                            NULL,                        NULL},
	{"fs_watcher",       async_fs_watcher_minit,         NULL,                            NULL,                        NULL},
	{"sysinfo",          async_sysinfo_minit,            NULL,                            NULL,                        async_sysinfo_rshutdown},
	{"task_group",       async_task_group_minit,         NULL,                            NULL,                        NULL},
	{"task_set",         async_task_set_minit,           NULL,                            NULL,                        NULL},
	{"pool",             async_pool_minit,               NULL,                            NULL,                        NULL},
	{"switch_handlers",  async_switch_handlers_minit,    async_switch_handlers_mshutdown, NULL,                        async_switch_handlers_rshutdown},
	{"reactor",          reactor_minit,                  NULL,                            NULL,                        reactor_rshutdown},
	{"hook_signal",      async_hook_signal_minit,        async_hook_signal_mshutdown,     NULL,                        NULL},
	{"hook_sleep",       async_hook_sleep_minit,         async_hook_sleep_mshutdown,      NULL,                        NULL},
	{"hook_dns",         async_hook_dns_minit,           async_hook_dns_mshutdown,        NULL,                        NULL},
	{"hook_exec",        async_hook_exec_minit,          async_hook_exec_mshutdown,       NULL,                        NULL},
	{"hook_proc",        async_hook_proc_minit,          async_hook_proc_mshutdown,       NULL,                        async_hook_proc_rshutdown},
	{"hook_stdio",       async_hook_stdio_minit,         async_hook_stdio_mshutdown,      NULL,                        NULL},
	{"hook_flock",       async_hook_flock_minit,         async_hook_flock_mshutdown,      NULL,                        NULL},
	{"hook_fork",        async_hook_fork_minit,          async_hook_fork_mshutdown,       NULL,                        NULL},
	{"hook_cancel_chain",async_hook_cancel_chain_minit,  async_hook_cancel_chain_mshutdown,NULL,                        async_hook_cancel_chain_rshutdown},
	{"hook_xport",       async_hook_xport_minit,         async_hook_xport_mshutdown,      NULL,                        async_hook_xport_rshutdown},
	{"hook_select",      async_hook_select_minit,        async_hook_select_mshutdown,     NULL,                        NULL},
	{"hook_sockets",     async_hook_sockets_minit,       async_hook_sockets_mshutdown,    NULL,                        async_hook_sockets_rshutdown},
	{"hook_mysqli",      async_hook_mysqli_minit,        async_hook_mysqli_mshutdown,     NULL,                        NULL},
	{"hook_stream_io",   NULL,                           NULL,                            NULL,                        async_hook_stream_io_rshutdown},
	{"context_pool",     NULL,                           NULL,                            async_stack_pool_rinit,    NULL},
	{"scheduler",        async_scheduler_minit,          NULL,                            async_scheduler_rinit,       async_scheduler_rshutdown},
	{"shutdown",         async_shutdown_minit,           async_shutdown_mshutdown,        async_shutdown_rinit,        NULL},
};
/* clang-format on */

#define LIFECYCLE_COUNT (sizeof(lifecycle) / sizeof(lifecycle[0]))

static PHP_MINIT_FUNCTION(async)
{
	REGISTER_INI_ENTRIES();
	register_async_symbols(module_number); /* Async\VERSION */
	for (size_t i = 0; i < LIFECYCLE_COUNT; i++) {
		if (lifecycle[i].minit) {
			lifecycle[i].minit();
		}
	}
	return SUCCESS;
}

static PHP_MSHUTDOWN_FUNCTION(async)
{
	for (size_t i = LIFECYCLE_COUNT; i-- > 0;) {
		if (lifecycle[i].mshutdown) {
			lifecycle[i].mshutdown();
		}
	}
	UNREGISTER_INI_ENTRIES();
	return SUCCESS;
}

static PHP_RINIT_FUNCTION(async)
{
#if defined(COMPILE_DL_ASYNC) && defined(ZTS)
	ZEND_TSRMLS_CACHE_UPDATE();
#endif
	ASYNC_G(stack_size) = ASYNC_G(stack_size) > 0 ? ASYNC_G(stack_size) : 0;
	for (size_t i = 0; i < LIFECYCLE_COUNT; i++) {
		if (lifecycle[i].rinit) {
			lifecycle[i].rinit();
		}
	}
	return SUCCESS;
}

static PHP_RSHUTDOWN_FUNCTION(async)
{
	for (size_t i = LIFECYCLE_COUNT; i-- > 0;) {
		if (lifecycle[i].rshutdown) {
			lifecycle[i].rshutdown();
		}
	}
	return SUCCESS;
}

/* }}} */

/* {{{ phpinfo() / php --ri async */

static void minfo_stacks(void)
{
	char buf[128];
	zend_long guarded = ASYNC_G(guarded_stacks);

	if (guarded == 0) {
		php_info_print_table_row(2, "Coroutine stacks", "arena only (async.guarded_stacks=0)");
	} else if (guarded < 0) {
		php_info_print_table_row(2, "Coroutine stacks",
			"guarded while half of the vm.max_map_count budget left at the first spawn lasts, then arena");
	} else {
		snprintf(buf, sizeof(buf), "guarded for the first " ZEND_LONG_FMT " at once, then arena", guarded);
		php_info_print_table_row(2, "Coroutine stacks", buf);
	}
	snprintf(buf, sizeof(buf), "%zu bytes%s", async_stack_size(),
		ASYNC_G(stack_size) > 0                           ? " (async.stack_size)"
			: async_stack_size() == ASYNC_STACK_SIZE_AUTO ? " (automatic: async.stack_size=0)"
														  : " (fiber.stack_size)");
	php_info_print_table_row(2, "Stack size", buf);
	if (async_stack_cap() == 0) {
		php_info_print_table_row(2, "Coroutine limit", "none (memory bounds it; async.max_stacks=0)");
	} else {
		snprintf(buf, sizeof(buf), "%u stacks at once (async.max_stacks)", async_stack_cap());
		php_info_print_table_row(2, "Coroutine limit", buf);
	}
}

static PHP_MINFO_FUNCTION(async)
{
	php_info_print_table_start();
	/* TrueAsync's rows first, in its wording. */
	php_info_print_table_header(2, "Module", PHP_ASYNC_NAME);
	php_info_print_table_row(2, "Version", PHP_ASYNC_VERSION);
	php_info_print_table_row(2, "Support", "Enabled");
	php_info_print_table_row(2, "Async ABI", zend_async_get_api_version());
	async_reactor_minfo();
#ifdef ASYNC_DEBUG
	php_info_print_table_row(2, "Debug checks", "enabled (--enable-async-debug)");
#else
	php_info_print_table_row(2, "Debug checks", "disabled");
#endif
	minfo_stacks();
	async_hooks_minfo();
	php_info_print_table_end();
	DISPLAY_INI_ENTRIES();
}

/* }}} */

/* clang-format off */
static const zend_module_dep async_deps[] = {
	ZEND_MOD_REQUIRED("standard")
	ZEND_MOD_OPTIONAL("pcntl") /* its pcntl_signal() is hooked at MINIT */
	ZEND_MOD_OPTIONAL("mysqli") /* its functions and methods are wrapped (hooks/hook_cancel_chain.c), mysqli_poll() hooked */
	ZEND_MOD_OPTIONAL("pdo")
	ZEND_MOD_OPTIONAL("pdo_mysql")
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
/* clang-format on */

#ifdef COMPILE_DL_ASYNC
# ifdef ZTS
ZEND_TSRMLS_CACHE_DEFINE()
# endif
ZEND_GET_MODULE(async)
#endif

/* }}} */

/*
 * shutdown.c: what happens when the main script ends. A shutdown function
 * registered at RINIT (so it runs before any user shutdown function) makes
 * main wait until every coroutine has finished; after exit() it first
 * cancels them so their finally blocks run. A spawn from a later shutdown
 * function re-arms it. After a fatal error inside a coroutine nothing that
 * was alive is resumed: the remaining stacks are destroyed at RSHUTDOWN.
 * Last come the scopes' finally handlers that nothing else ran.
 */
#include "shutdown.h"
#include "scheduler.h"
#include "coroutine.h"
#include "switch_handlers.h"
#include "scope.h"
#include "zend_exceptions.h"
#include "ext/standard/basic_functions.h"
#include "shutdown_arginfo.h"

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

/* {{{ destructors that may suspend
 *
 * PHP calls shutdown destructors with switching blocked. When the scheduler
 * ran in this request we call them ourselves first, after the last user
 * shutdown function, inside a coroutine: a destructor may then await. If
 * one suspends, the rest of the pass goes on in a new HI-priority coroutine
 * (a switch handler on the suspending one starts it), so one slow
 * destructor does not hold up the others. PHP's own pass afterwards finds
 * every destructor already called. */

static void destructor_pass_run(void);

static bool destructor_pass_leave(zend_coroutine_t *coroutine, bool is_enter, bool is_finishing)
{
	if (is_enter) {
		return true;
	}
	if (is_finishing || ASYNC_G(dtor_owner) != coroutine) {
		return false;
	}
	/* The driving coroutine suspended inside a destructor: hand the rest
	 * of the traversal to a fresh coroutine. */
	zend_coroutine_t *next = async_scheduler_spawn_internal(destructor_pass_run, NULL);
	if (next != NULL) {
		ASYNC_G(dtor_owner) = next;
	}
	return false;
}

static void destructor_pass_run(void)
{
	zend_coroutine_t *self = ZEND_ASYNC_CURRENT_COROUTINE;
	zend_objects_store *store = &EG(objects_store);

	ASYNC_G(dtor_owner) = self;
	zend_coroutine_add_switch_handler(self, destructor_pass_leave);
	while (ASYNC_G(dtor_owner) == self && ASYNC_G(dtor_cursor) < ASYNC_G(dtor_count) && !EG(exception)) {
		uint32_t handle = ASYNC_G(dtor_handles)[ASYNC_G(dtor_cursor)++];
		if (handle >= store->top) {
			continue;
		}
		zend_object *obj = store->object_buckets[handle];
		if (!IS_OBJ_VALID(obj) || (OBJ_FLAGS(obj) & IS_OBJ_DESTRUCTOR_CALLED)) {
			continue;
		}
		GC_ADD_FLAGS(obj, IS_OBJ_DESTRUCTOR_CALLED);
		if (obj->handlers->dtor_obj != zend_objects_destroy_object || obj->ce->destructor) {
			GC_ADDREF(obj);
			obj->handlers->dtor_obj(obj);
			OBJ_RELEASE(obj);
		}
	}
	if (ASYNC_G(dtor_owner) == self) {
		ASYNC_G(dtor_owner) = NULL;
	}
}

/* Order as PHP's shutdown_destructors(): globals holding the only
 * reference to an object, last declared first, then the object store. */
static void destructor_pass_prepare(void)
{
	zend_objects_store *store = &EG(objects_store);
	uint32_t capacity = zend_hash_num_elements(&EG(symbol_table)) + store->top;
	uint32_t count = 0;
	uint32_t *handles = safe_emalloc(capacity ? capacity : 1, sizeof(uint32_t), 0);
	zval *zv;

	ZEND_HASH_REVERSE_FOREACH_VAL(&EG(symbol_table), zv) {
		if (Z_TYPE_P(zv) == IS_INDIRECT) {
			zv = Z_INDIRECT_P(zv);
		}
		if (Z_TYPE_P(zv) == IS_OBJECT && Z_REFCOUNT_P(zv) == 1) {
			handles[count++] = Z_OBJ_P(zv)->handle;
		}
	} ZEND_HASH_FOREACH_END();
	for (uint32_t i = 1; i < store->top && count < capacity; i++) {
		handles[count++] = i;
	}
	ASYNC_G(dtor_handles) = handles;
	ASYNC_G(dtor_count) = count;
	ASYNC_G(dtor_cursor) = 0;
}

static bool is_last_shutdown_function(void)
{
	HashTable *functions = BG(user_shutdown_function_names);
	php_shutdown_function_entry *entry = NULL;

	if (functions == NULL) {
		return true;
	}
	ZEND_HASH_REVERSE_FOREACH_PTR(functions, entry) {
		break;
	} ZEND_HASH_FOREACH_END();
	if (entry == NULL) {
		return true;
	}
	zend_function *drain = zend_hash_str_find_ptr(CG(function_table), ZEND_STRL("async\\__shutdown"));
	return entry->fci_cache.function_handler == drain;
}

/* Whether PHP's own pass would call a destructor: then ours runs, even if
 * no coroutine ever did (a destructor may await at shutdown anyway). */
static bool destructors_pending(void)
{
	zend_objects_store *store = &EG(objects_store);

	for (uint32_t i = 1; i < store->top; i++) {
		zend_object *obj = store->object_buckets[i];
		if (IS_OBJ_VALID(obj) && !(OBJ_FLAGS(obj) & IS_OBJ_DESTRUCTOR_CALLED)
			&& (obj->handlers->dtor_obj != zend_objects_destroy_object || obj->ce->destructor)) {
			return true;
		}
	}
	return false;
}

static void run_destructor_pass(void)
{
	destructor_pass_prepare();
	if (async_scheduler_spawn_internal(destructor_pass_run, NULL) != NULL) {
		async_scheduler_drain();
	}
	efree(ASYNC_G(dtor_handles));
	ASYNC_G(dtor_handles) = NULL;
	ASYNC_G(dtor_count) = 0;
}

/* }}} */

static void append_drain(void);

/* Nothing alive now runs again: what is queued is dropped; each waiting
 * coroutine gives up its events (a timer or a socket of a coroutine that
 * will never run must not keep the loop alive, nor wake anyone) and its
 * wait reads as resolved, so resume() and cancel() never queue it again.
 * One that never started has no waker: nothing but spawn queues it. PHP
 * code that runs afterwards (shutdown functions, the scopes' finally
 * handlers) may still suspend and start coroutines of its own. */
static void quarantine_coroutines(void)
{
	async_coroutine_t *main_co = (async_coroutine_t *) ZEND_ASYNC_G(main_coroutine);
	async_coroutine_t *co;

	while ((co = async_ring_buffer_pop_front(&ASYNC_G(ready_queue))) != NULL) {
		co->in_queue = false;
	}
	ASYNC_REGISTRY_FOREACH(other) {
		zend_async_waker_t *waker = other->coroutine.waker;
		if (other != main_co && waker != NULL) {
			zend_async_waker_clean_events(waker);
			waker->status = ZEND_ASYNC_WAKER_QUEUED;
		}
	}
	/* A fatal error in the scheduler's own context ended it: the next one
	 * is made when needed. */
	zend_fiber_context *scheduler = ASYNC_G(scheduler_context);
	if (scheduler != NULL && scheduler->status == ZEND_FIBER_STATUS_DEAD) {
		zend_fiber_destroy_context(scheduler);
		efree(scheduler);
		ASYNC_G(scheduler_context) = NULL;
	}
	/* A fatal error inside a destructor skipped the engine's
	 * zend_fiber_switch_unblock(). */
	while (zend_fiber_switch_blocked()) {
		zend_fiber_switch_unblock();
	}
}

/* After a fatal error inside a coroutine (also running out of memory,
 * see async_coroutine_execute()): no coroutine alive then runs again, but
 * what PHP does after a fatal error in the main script still happens. */
static void abandon_coroutines(void)
{
	async_switch_handlers_abandon_all();
	ZEND_ASYNC_G(coroutine) = ZEND_ASYNC_G(main_coroutine);
	/* A drain the fatal error cut short. */
	ASYNC_G(in_shutdown_drain) = false;
	quarantine_coroutines();
#ifdef ZEND_HAS_OOM
	/* Debian's PHP clears its out-of-memory state when the request shuts
	 * down, before the shutdown functions run, and until then fails every
	 * zend_call_function(). A coroutine that ran out of memory during the
	 * drain (itself a shutdown function) would leave it set: the user's
	 * shutdown functions would silently not run. The coroutine's unwinding
	 * has given the memory back. */
	if (EG(delayed_oom).state == ZEND_OOM_STATE_HANDLED) {
		EG(delayed_oom).state = ZEND_OOM_STATE_NONE;
	}
#endif
}

/* Reported as PHP reports an exception that escapes the main script
 * (message, exit status 255; it does not bail out). */
static void report_uncaught(zend_object *exception)
{
	zend_try {
		/* Consumes the reference. */
		zend_exception_error(exception, E_ERROR);
	} zend_end_try();
}

static void report_thrown(void)
{
	zend_object *exception = EG(exception);

	GC_ADDREF(exception);
	zend_clear_exception();
	report_uncaught(exception);
}

/* {{{ the scopes' finally handlers nothing else ran
 *
 * After the last user shutdown function (and the destructor pass): those
 * of scopes never closed (the main scope; after a fatal error every scope
 * a variable holds, as PHP calls no destructor then) and those a fatal
 * error kept from running. They run deepest scope first, one by one, in a
 * coroutine of their own, so that they may suspend; nothing alive before
 * runs meanwhile. A fatal error in one ends that coroutine (and is
 * reported); the next coroutine goes on with the rest. */

typedef struct {
	uint32_t calls; /* of async_scope_finally_run_next() */
	bool done;      /* the list has been run to its end */
} finally_pass_t;

static void finally_pass_body(finally_pass_t *pass)
{
	while ((void) pass->calls++, async_scope_finally_run_next()) {
		if (EG(exception) != NULL) {
			/* Nobody took it: the others run all the same. */
			report_thrown();
		}
	}
	pass->done = true;
}

static void finally_pass_entry(void)
{
	zend_coroutine_t *self = ZEND_ASYNC_CURRENT_COROUTINE;
	finally_pass_t *pass = self->extended_data;
	zend_coroutine_t *main_co = ZEND_ASYNC_G(main_coroutine);

	self->extended_data = NULL;
	finally_pass_body(pass);
	if (ZEND_COROUTINE_SUSPENDED(main_co)) {
		async_scheduler_resume(main_co, NULL, false);
	}
}

static void run_finally_pass(void)
{
	finally_pass_t pass = {0};

	if (async_list_is_empty(&ASYNC_G(finally_pending)) || ZEND_ASYNC_G(main_coroutine) == NULL) {
		return;
	}
	async_scope_finally_pending_sort();
	for (bool stuck = false; !pass.done && !stuck;) {
		uint32_t calls = pass.calls;
		zend_try {
			/* Nothing started earlier runs meanwhile. */
			quarantine_coroutines();
			ZEND_ASYNC_G(graceful_shutdown) = false;
			zend_coroutine_t *runner = zend_async_can_suspend(false)
				? async_scheduler_spawn_internal(finally_pass_entry, &pass)
				: NULL;
			if (runner != NULL) {
				zend_coroutine_t *main_co = ZEND_ASYNC_G(main_coroutine);
				while (!pass.done) {
					zend_async_waker_t *waker = zend_async_waker_new(main_co);
					waker->waiting_for = "the scopes' finally handlers";
					if (!async_scheduler_suspend(true) && EG(exception) != NULL) {
						/* A deadlock, or an error nobody handled: main
						 * receives it as the one waiting. */
						report_thrown();
					}
					if (!pass.done && ZEND_COROUTINE_IS_FINISHED(runner)) {
						/* Ended without getting to the end (cancelled before
						 * it started): the rest runs on main. */
						break;
					}
				}
			}
			if (!pass.done) {
				/* On main, where nothing can suspend: no stack was to be
				 * had, or switching is impossible here. */
				zend_fiber_switch_block();
				finally_pass_body(&pass);
				zend_fiber_switch_unblock();
			}
		} zend_catch {
			/* A fatal error in a handler: reported; the next runner goes
			 * on with the handlers after it (each is taken off its scope
			 * before it is called). One outside any handler would only
			 * repeat: then the rest is given up. */
			abandon_coroutines();
			stuck = pass.calls == calls;
		} zend_end_try();
	}
}

/* }}} */

/* After a fatal error: the scopes' finally handlers once the user's
 * shutdown functions have run (the hook comes back after them). */
static void end_after_fatal(void)
{
	ASYNC_G(shutdown_hook_armed) = false;
	if (!is_last_shutdown_function()) {
		append_drain();
		return;
	}
	run_finally_pass();
}

static void report_exit_exception(void)
{
	zend_object *exception = ZEND_ASYNC_G(exit_exception);

	if (exception == NULL) {
		return;
	}
	ZEND_ASYNC_G(exit_exception) = NULL;
	report_uncaught(exception);
}

ZEND_FUNCTION(Async___shutdown)
{
	ZEND_PARSE_PARAMETERS_NONE();

	if (!(EG(flags) & EG_FLAGS_IN_SHUTDOWN)) {
		zend_throw_error(NULL, "%s() is called by the runtime at request shutdown and cannot be called directly",
			ASYNC_DRAIN_FUNCTION);
		RETURN_THROWS();
	}
	if (ASYNC_G(bailout)) {
		/* A fatal error in a coroutine ended the script, or a user
		 * shutdown function: coroutines alive since are not resumed. */
		abandon_coroutines();
		end_after_fatal();
		return;
	}
	if (!ZEND_ASYNC_IS_ACTIVE) {
		/* No coroutine ran: nothing to drain, but the destructor pass
		 * still comes after the last user shutdown function. */
		ASYNC_G(shutdown_hook_armed) = false;
		if (!is_last_shutdown_function()) {
			append_drain();
			return;
		}
		if (ASYNC_G(dtor_pass_done) || CG(unclean_shutdown) || !destructors_pending()) {
			return;
		}
		if (!async_scheduler_launch()) {
			zend_clear_exception();
			return;
		}
	}
	ASYNC_G(shutdown_hook_armed) = true;
	if (CG(unclean_shutdown)) {
		/* A fatal error inside a destructor skipped the engine's
		 * zend_fiber_switch_unblock(): no destructor runs now, so the
		 * count is stale, and would forbid every switch of the drain. */
		while (zend_fiber_switch_blocked()) {
			zend_fiber_switch_unblock();
		}
	}

	zend_try {
		/* exit(), or a fatal error or uncaught exception that ended the
		 * script (PHP sets exit status 255 for both; an uncaught one does
		 * not bail out): the other coroutines are cancelled (their
		 * finally blocks run) instead of running on. */
		if (ASYNC_G(exit_requested) || CG(unclean_shutdown) || EG(exit_status) == 255) {
			ASYNC_G(exit_requested) = false;
			async_scheduler_graceful_shutdown(NULL);
		}
		/* The script has ended: main's own finally() handlers. */
		async_coroutine_main_finished();
		async_scheduler_drain();
	} zend_catch {
		/* A fatal error inside a coroutine during the drain: it has been
		 * reported; the other coroutines are not resumed. */
		ASYNC_G(bailout) = true;
		abandon_coroutines();
	} zend_end_try();

	ZEND_ASYNC_G(graceful_shutdown) = false;
	if (!ASYNC_G(bailout)) {
		report_exit_exception();
	}
	if (ASYNC_G(bailout) || CG(unclean_shutdown)) {
		/* No destructor runs after a fatal error. */
		ASYNC_G(drain_done) = true;
		end_after_fatal();
		return;
	}
	if (!is_last_shutdown_function()) {
		/* Come back after the user's shutdown functions for the
		 * destructor pass. */
		ASYNC_G(shutdown_hook_armed) = false;
		append_drain();
		return;
	}
	if (!ASYNC_G(dtor_pass_done)) {
		ASYNC_G(dtor_pass_done) = true;
		zend_try {
			run_destructor_pass();
		} zend_catch {
			ASYNC_G(bailout) = true;
			abandon_coroutines();
		} zend_end_try();
		if (!ASYNC_G(bailout)) {
			report_exit_exception();
		}
	}
	ASYNC_G(drain_done) = true;
	ASYNC_G(shutdown_hook_armed) = false;
	run_finally_pass();
}

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
	ASYNC_G(drain_done) = false;
	ASYNC_G(dtor_pass_done) = false;
	ASYNC_G(dtor_owner) = NULL;
	ASYNC_G(dtor_handles) = NULL;
	append_drain();
}

void async_shutdown_minit(void)
{
	zend_register_functions(NULL, ext_functions, NULL, MODULE_PERSISTENT);
	previous_exit_handler = zend_get_user_opcode_handler(ZEND_EXIT);
	zend_set_user_opcode_handler(ZEND_EXIT, exit_opcode_handler);
}

void async_shutdown_mshutdown(void)
{
	zend_set_user_opcode_handler(ZEND_EXIT, previous_exit_handler);
}

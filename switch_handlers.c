/*
 * switch_handlers.c: engine state that zend_fiber_switch_context() does not
 * swap, isolated per coroutine at every ENTER/LEAVE/FINISH (before the ABI's
 * switch handlers):
 *  - output buffers (OG): ob_start() in one coroutine never captures
 *    another's output;
 *  - EG(in_autoload) plus an autoload guard: a coroutine that needs a class
 *    another coroutine is autoloading waits for it instead of failing;
 *  - EG(error_handling) / EG(exception_class) set by internal constructors.
 */
#include "switch_handlers.h"
#include "coroutine.h"
#include "main/php_output.h"

/* {{{ per-coroutine engine state (the tests are inline in switch_handlers.h) */

typedef struct _async_saved_engine_state async_saved_engine_state_t;

struct _async_saved_engine_state {
	/* Output buffers (when it had any: output_stacked). */
	zend_stack output_handlers;
	void *output_active;
	bool output_stacked;
	HashTable *in_autoload;
	zend_error_handling_t error_handling;
	zend_class_entry *exception_class;
};

static void output_enter(async_saved_engine_state_t *saved)
{
	if (EXPECTED(!saved->output_stacked)) {
		return;
	}
	zend_stack_destroy(&OG(handlers));
	memcpy(&OG(handlers), &saved->output_handlers, sizeof(zend_stack));
	OG(active) = saved->output_active;
	saved->output_stacked = false;
}

static void autoload_table_free(HashTable *table)
{
	if (table != NULL) {
		zend_hash_destroy(table);
		FREE_HASHTABLE(table);
	}
}

/* Buffers left open by a finished coroutine are flushed, as at the end of
 * a script. */
void async_engine_state_finish(void)
{
	if (UNEXPECTED(OG(handlers).top > 0)) {
		php_output_end_all();
	}
	EG(error_handling) = EH_NORMAL;
	EG(exception_class) = NULL;
}

void async_engine_state_restore(async_coroutine_t *co)
{
	async_saved_engine_state_t *saved = co->saved_state;

	co->saved_state = NULL;
	output_enter(saved);
	if (saved->in_autoload != NULL) {
		autoload_table_free(EG(in_autoload));
		EG(in_autoload) = saved->in_autoload;
	}
	EG(error_handling) = saved->error_handling;
	EG(exception_class) = saved->exception_class;
	efree(saved);
}

void async_engine_state_save(async_coroutine_t *co, bool autoloading)
{
	async_saved_engine_state_t *saved = emalloc(sizeof(*saved));

	co->saved_state = saved;
	saved->output_stacked = OG(handlers).top != 0;
	if (saved->output_stacked) {
		memcpy(&saved->output_handlers, &OG(handlers), sizeof(zend_stack));
		saved->output_active = OG(active);
		zend_stack_init(&OG(handlers), sizeof(php_output_handler *));
		OG(active) = NULL;
	}
	saved->in_autoload = NULL;
	if (autoloading) {
		saved->in_autoload = EG(in_autoload);
		EG(in_autoload) = NULL;
	}
	saved->error_handling = EG(error_handling);
	saved->exception_class = EG(exception_class);
	EG(error_handling) = EH_NORMAL;
	EG(exception_class) = NULL;
}

void async_switch_handlers_coroutine_free(async_coroutine_t *co)
{
	async_saved_engine_state_t *saved = co->saved_state;

	if (saved == NULL) {
		return;
	}
	co->saved_state = NULL;
	if (saved->output_stacked) {
		/* Abandoned while suspended with open buffers (request end). */
		php_output_handler **handler;
		while ((handler = zend_stack_top(&saved->output_handlers)) != NULL) {
			php_output_handler_free(handler);
			zend_stack_del_top(&saved->output_handlers);
		}
		zend_stack_destroy(&saved->output_handlers);
	}
	autoload_table_free(saved->in_autoload);
	efree(saved);
}

void async_switch_handlers_abandon_all(void)
{
	async_coroutine_t *main_co = (async_coroutine_t *) ZEND_ASYNC_G(main_coroutine);

	if ((async_coroutine_t *) ZEND_ASYNC_G(coroutine) != main_co) {
		/* The engine still holds the failed coroutine's state. */
		async_engine_state_finish();
	}
	/* As PHP flushes the script's buffers at its end, whatever ended it. */
	ASYNC_REGISTRY_FOREACH(co) {
		if (co != main_co && co->saved_state != NULL && co->saved_state->output_stacked) {
			output_enter(co->saved_state);
			php_output_end_all();
		}
	}
	if (main_co != NULL && main_co->saved_state != NULL) {
		/* The shutdown functions write into main's buffers, which PHP
		 * flushes last, as after a fatal error in main. */
		async_engine_state_restore(main_co);
	}
}

/* }}} */

/* {{{ autoload guard */

typedef struct {
	zend_async_event_t event;
	zend_coroutine_t *owner;
} autoload_wait_t;

static bool autoload_event_dispose(zend_async_event_t *event)
{
	zend_async_callbacks_free(event);
	efree(event);
	return true;
}

static zend_string *autoload_event_info(zend_async_event_t *event)
{
	return zend_string_init(ZEND_STRL("autoload of a class another coroutine is loading"), 0);
}

static zend_class_entry *(*original_autoload)(zend_string *name, zend_string *lc_name);

/* Installed over zend_autoload at MINIT. The engine adds lc_name to the
 * (now per-coroutine) EG(in_autoload) before calling us, so two coroutines
 * can both get here for the same class; the second one waits until the
 * first has finished loading it and then uses the result. */
static zend_class_entry *guarded_autoload(zend_string *name, zend_string *lc_name)
{
	zend_coroutine_t *current = ZEND_ASYNC_CURRENT_COROUTINE;

	if (current == NULL || !ZEND_ASYNC_IS_ACTIVE) {
		return original_autoload(name, lc_name);
	}
	if (ASYNC_G(autoload_owners) == NULL) {
		ALLOC_HASHTABLE(ASYNC_G(autoload_owners));
		zend_hash_init(ASYNC_G(autoload_owners), 8, NULL, NULL, 0);
	}

	autoload_wait_t *wait = zend_hash_find_ptr(ASYNC_G(autoload_owners), lc_name);
	if (wait != NULL && wait->owner != current) {
		if (!zend_async_can_suspend(false)) {
			return NULL;
		}
		/* The wait holds its own reference: the owner drops the table's
		 * when the class is loaded, possibly before this coroutine runs. */
		zend_async_event_add_ref(&wait->event);
		zend_async_wait_t how = {.what = "autoload", .trans_event = true};
		zend_async_wait_ex(&wait->event, &how);
		if (EG(exception)) {
			return NULL;
		}
		return zend_hash_find_ptr(EG(class_table), lc_name);
	}

	wait = ecalloc(1, sizeof(*wait));
	zend_async_event_init(&wait->event, NULL, NULL, autoload_event_dispose, autoload_event_info);
	wait->owner = current;
	zend_hash_add_new_ptr(ASYNC_G(autoload_owners), lc_name, wait);

	zend_class_entry *ce = original_autoload(name, lc_name);

	zend_hash_del(ASYNC_G(autoload_owners), lc_name);
	ZEND_ASYNC_EVENT_SET_CLOSED(&wait->event);
	zend_async_callbacks_notify(&wait->event, NULL, NULL);
	zend_async_event_release(&wait->event);
	return ce;
}

/* }}} */

void async_switch_handlers_minit(void)
{
	original_autoload = zend_autoload;
	zend_autoload = guarded_autoload;
}

void async_switch_handlers_mshutdown(void)
{
	if (zend_autoload == guarded_autoload) {
		zend_autoload = original_autoload;
	}
}

void async_switch_handlers_rshutdown(void)
{
	if (ASYNC_G(autoload_owners) != NULL) {
		zend_hash_destroy(ASYNC_G(autoload_owners));
		FREE_HASHTABLE(ASYNC_G(autoload_owners));
		ASYNC_G(autoload_owners) = NULL;
	}
}

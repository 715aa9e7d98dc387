/*
 * switch_handlers.h: engine state isolated per coroutine and the autoload guard
 * (switch_handlers.c).
 */
#ifndef ASYNC_SWITCH_HANDLERS_H
#define ASYNC_SWITCH_HANDLERS_H

#include "php_async.h"
#include "coroutine.h"
#include "main/php_output.h"

void async_engine_state_save(async_coroutine_t *co, bool autoloading);
void async_engine_state_restore(async_coroutine_t *co);
void async_engine_state_finish(void);

/* ENTER / LEAVE / FINISH of a coroutine: its engine state, then the ABI's
 * switch handlers. Most switches find the engine in its plain state (no
 * buffers, no class being autoloaded, normal error mode): then nothing is
 * saved and the entering side has nothing to restore, so the tests are
 * inline here (this runs twice per hand-off) and the work out of line. An
 * empty EG(in_autoload) table is left in place for whoever runs next. */
static zend_always_inline void async_switch_handlers_call(async_coroutine_t *co, bool is_enter, bool is_finishing)
{
	if (UNEXPECTED(is_finishing)) {
		async_engine_state_finish();
	} else if (is_enter) {
		if (UNEXPECTED(co->saved_state != NULL)) {
			async_engine_state_restore(co);
		}
	} else {
		HashTable *in_autoload = EG(in_autoload);
		bool autoloading = in_autoload != NULL && zend_hash_num_elements(in_autoload) > 0;
		if (UNEXPECTED(OG(handlers).top != 0 || autoloading || EG(error_handling) != EH_NORMAL)) {
			async_engine_state_save(co, autoloading);
		}
	}
	zend_coroutine_call_switch_handlers(&co->coroutine, is_enter, is_finishing);
}

void async_switch_handlers_minit(void);
void async_switch_handlers_mshutdown(void);
void async_switch_handlers_coroutine_free(async_coroutine_t *co);
void async_switch_handlers_rshutdown(void);
/* After a fatal error inside a coroutine (nothing is resumed any more):
 * flushes the buffers of the failed and of every abandoned coroutine, and
 * gives main its engine state back. */
void async_switch_handlers_abandon_all(void);

#endif /* ASYNC_SWITCH_HANDLERS_H */

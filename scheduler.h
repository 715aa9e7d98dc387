/*
 * scheduler.h: the scheduler (scheduler.c): the ready queue, switching,
 * suspension, cancellation delivery, deadlock detection and the drain at
 * request end; the implementation behind the ABI's scheduler slots.
 */
#ifndef ASYNC_SCHEDULER_H
#define ASYNC_SCHEDULER_H

#include "php_async.h"

void async_scheduler_minit(void);
void async_scheduler_rinit(void);
/* runtime_stats(): coroutines and queues. */
void async_scheduler_stats(zval *stats);
void async_scheduler_rshutdown(void);
bool async_scheduler_launch(void);
zend_coroutine_t *async_scheduler_spawn(zend_async_scope_t *scope, int32_t priority);
bool async_scheduler_suspend(bool from_main);
bool async_scheduler_yield(void);
/* A runtime-owned HI-priority coroutine in the main scope running entry
 * (data in extended_data); its exceptions skip scope handlers. NULL, with
 * no exception left pending, when none could be had. */
zend_coroutine_t *async_scheduler_spawn_internal(zend_coroutine_entry_t entry, void *data);
void async_scheduler_coroutine_gone(void);
bool async_scheduler_enqueue(zend_coroutine_t *coroutine);
void async_scheduler_resume(zend_coroutine_t *coroutine, zend_object *error, bool transfer_error);
void async_scheduler_cancel(zend_coroutine_t *coroutine, zend_object *error, bool transfer_error, bool is_safely);
void async_scheduler_graceful_shutdown(zend_object *error);
void async_scheduler_switch(zend_fiber_context *target);
/* Before the first switch into target (status INIT) from where no PHP code
 * is executing: points EG(current_execute_data) at a stand-in frame for
 * the switch observers and returns true, with the frame to restore after
 * the switch in *executing (if not NULL). */
bool async_scheduler_show_start_location(zend_fiber_context *target, zend_execute_data **executing);
/* Called by a context whose coroutine finished: either binds ctx to the
 * next never-started coroutine (returns NULL) or returns where to go. */
zend_fiber_context *async_scheduler_next_after_finish(async_stack_ctx_t *ctx);
void async_scheduler_handle_unhandled(async_coroutine_t *co, zend_object *exception);
void async_scheduler_forward_exit(void);
void async_scheduler_drain(void);
uint32_t async_scheduler_live_count(void);
void async_scheduler_report_deadlock(void);

#endif /* ASYNC_SCHEDULER_H */

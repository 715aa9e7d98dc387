/*
 * context_pool.h: the C stacks coroutines run on (context_pool.c): acquiring,
 * binding, parking and reaping them, and the checks made at every switch
 * (inline: they run twice per context switch).
 */
#ifndef ASYNC_CONTEXT_POOL_H
#define ASYNC_CONTEXT_POOL_H

#include "php_async.h"

bool async_context_pool_can_start(void);
async_context_t *async_context_acquire(async_coroutine_t *co);
void async_context_bind(async_context_t *ctx, async_coroutine_t *co);
zend_fiber_context *async_context_fiber(async_context_t *ctx);
void async_context_pool_trim(bool force_all);
void async_context_reap_dead_slow(void);
/* Frees contexts destroyed by the last switch; called after every switch. */
static zend_always_inline void async_context_reap_dead(void)
{
	if (UNEXPECTED(ASYNC_G(dead_contexts) != NULL)) {
		async_context_reap_dead_slow();
	}
}
void async_context_pool_rinit(void);
/* runtime_stats(): the stacks. */
void async_context_pool_stats(zval *stats);
void async_context_pool_shutdown(void);
zend_fiber_context *async_context_create_scheduler(void (*entry)(zend_fiber_transfer *));
void async_context_prepare_vm(zval *page_storage, size_t page_bytes);
uint32_t async_context_stack_cap(void);
/* Destroys a context that is not running (parked, or abandoned at request
 * end); its memory is freed by the next reap. */
void async_context_destroy(async_context_t *ctx);
extern const char async_context_arena_kind[];
void async_context_verify_arena(zend_fiber_context *from);
/* Before switching away from an arena context: its stack must not have
 * overflowed into its neighbour's (see stack_arena.h). */
static zend_always_inline void async_context_check_stack(void)
{
	zend_fiber_context *from = EG(current_fiber_context);
	if (UNEXPECTED(from->kind == (void *) async_context_arena_kind)) {
		async_context_verify_arena(from);
	}
}
size_t async_context_stack_size(void);

#endif /* ASYNC_CONTEXT_POOL_H */

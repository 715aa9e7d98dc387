/*
 * context_pool.h: the C stacks coroutines run on (context_pool.c): acquiring,
 * binding, parking and reaping them, and the checks made at every switch
 * (inline: they run twice per context switch).
 */
#ifndef ASYNC_CONTEXT_POOL_H
#define ASYNC_CONTEXT_POOL_H

#include "php_async.h"

bool async_stack_pool_can_start(void);
/* spawn(): makes sure that alive coroutines (the one being spawned
 * included, main not) can all have a stack when they start, mapping arena
 * chunks now if need be. False with an Async\AsyncException naming the
 * limit (async.max_stacks, the mapping budget, the address space). */
bool async_stack_reserve(uint32_t alive);
async_stack_ctx_t *async_stack_acquire(async_coroutine_t *co);
void async_stack_bind(async_stack_ctx_t *ctx, async_coroutine_t *co);
zend_fiber_context *async_stack_fiber(async_stack_ctx_t *ctx);
/* The coroutine bound to a coroutine context (not the scheduler's). */
async_coroutine_t *async_stack_bound(zend_fiber_context *fiber);
void async_stack_pool_trim(bool force_all);
void async_stack_reap_dead_slow(void);
/* Frees contexts destroyed by the last switch; called after every switch. */
static zend_always_inline void async_stack_reap_dead(void)
{
	if (UNEXPECTED(ASYNC_G(dead_stacks) != NULL)) {
		async_stack_reap_dead_slow();
	}
}
void async_stack_pool_rinit(void);
/* runtime_stats(): the stacks. */
void async_stack_pool_stats(zval *stats);
void async_stack_pool_shutdown(void);
zend_fiber_context *async_stack_create_scheduler_context(void (*entry)(zend_fiber_transfer *));
void async_stack_prepare_vm(zval *page_storage, size_t page_bytes);
uint32_t async_stack_cap(void);
/* Destroys a context that is not running (parked, or abandoned at request
 * end); its memory is freed by the next reap. */
void async_stack_destroy(async_stack_ctx_t *ctx);
extern const char async_stack_arena_kind[];
void async_stack_verify_arena(zend_fiber_context *from);
/* Before switching away from an arena context: its stack must not have
 * overflowed into its neighbour's (see stack_arena.h). */
static zend_always_inline void async_stack_check_overflow(void)
{
	zend_fiber_context *from = EG(current_fiber_context);
	if (UNEXPECTED(from->kind == (void *) async_stack_arena_kind)) {
		async_stack_verify_arena(from);
	}
}
/* async.stack_size when set; otherwise 256 KiB, or fiber.stack_size when
 * the engine nests PHP calls on the C stack or the user set it. */
#define ASYNC_STACK_SIZE_AUTO (256 * 1024)
size_t async_stack_size(void);

#endif /* ASYNC_CONTEXT_POOL_H */

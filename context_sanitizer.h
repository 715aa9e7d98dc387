/*
 * context_sanitizer.h: tells AddressSanitizer about every switch between
 * contexts when the extension is built with it (scripts/asan.sh). ASan
 * keeps one stack per thread; a switch it was not told about leaves it
 * checking the wrong stack (its longjmp interception then warns, and
 * stack errors are misattributed). Compiles to nothing otherwise.
 *
 * Protocol: start(&fake, target) just before zend_fiber_switch_context();
 * finish(fake) first thing wherever control arrives (after the switch
 * returns, or at a fresh context's entry, with NULL); a context that will
 * never be resumed announces its last switch with leave(target).
 *
 * PHP's own Fiber switches (a user Fiber inside a coroutine) are not ours
 * to wrap: a fiber switch observer announces them (start) and the finish
 * is made up at the next switch, since PHP's receiving side is out of
 * reach. Until then ASan is "switching", which it handles: it takes the
 * announced stack as current once sp is inside it.
 */
#ifndef ASYNC_CONTEXT_SANITIZER_H
#define ASYNC_CONTEXT_SANITIZER_H

#include "php_async.h"

#if defined(__SANITIZE_ADDRESS__)
# define ASYNC_ASAN 1
#elif defined(__has_feature)
# if __has_feature(address_sanitizer)
#  define ASYNC_ASAN 1
# endif
#endif

#ifdef ASYNC_ASAN
# include <sanitizer/common_interface_defs.h>

/* Lowest address and size of the stack ctx runs on (context_pool.c). */
void async_context_stack_bounds(zend_fiber_context *ctx, const void **bottom, size_t *size);
/* The next switch is ours, already announced (the observer skips it). */
extern bool async_asan_own_switch;
/* A PHP Fiber switch was announced and never finished. */
extern bool async_asan_finish_pending;
/* Registers the observer for PHP's own Fiber switches (at MINIT). */
void async_asan_minit(void);

static zend_always_inline void async_asan_switch_start(void **fake_stack, zend_fiber_context *target)
{
	const void *bottom;
	size_t size;

	if (async_asan_finish_pending) {
		async_asan_finish_pending = false;
		__sanitizer_finish_switch_fiber(NULL, NULL, NULL);
	}
	async_context_stack_bounds(target, &bottom, &size);
	async_asan_own_switch = true;
	__sanitizer_start_switch_fiber(fake_stack, bottom, size);
}

static zend_always_inline void async_asan_switch_finish(void *fake_stack)
{
	__sanitizer_finish_switch_fiber(fake_stack, NULL, NULL);
}

static zend_always_inline void async_asan_switch_leave(zend_fiber_context *target)
{
	/* NULL: this stack's fake frames are never needed again. */
	async_asan_switch_start(NULL, target);
}

#else

static zend_always_inline void async_asan_minit(void)
{
}

static zend_always_inline void async_asan_switch_start(void **fake_stack, zend_fiber_context *target)
{
}

static zend_always_inline void async_asan_switch_finish(void *fake_stack)
{
}

static zend_always_inline void async_asan_switch_leave(zend_fiber_context *target)
{
}

#endif

#endif

/*
 * async_debug.h: ASYNC_ASSERT, the invariant checks of --enable-async-debug.
 * They must work on a release PHP (Debian's has ZEND_DEBUG=0, where
 * ZEND_ASSERT becomes an optimiser hint), so a failure is reported here.
 * No Zend dependency: the Zend-free files (ring buffer, arena) use it too.
 */
#ifndef ASYNC_DEBUG_H
#define ASYNC_DEBUG_H

#include <stdint.h>

#ifdef ASYNC_DEBUG

/* The scheduler perturbation seed of the failing run (0: none), printed
 * with the failure so that the run can be repeated; set at request start. */
extern uint64_t async_debug_schedule_seed;

# if defined(__GNUC__)
__attribute__((noreturn, cold))
# endif
void async_assert_fail(const char *condition, const char *file, int line);

# if defined(__GNUC__)
#  define ASYNC_ASSERT(cond) \
			(__builtin_expect(!!(cond), 1) ? (void) 0 : async_assert_fail(#cond, __FILE__, __LINE__))
# else
#  define ASYNC_ASSERT(cond) ((cond) ? (void) 0 : async_assert_fail(#        cond, __FILE__, __LINE__))
# endif

#else

/* Not ZEND_ASSERT: on a release PHP that tells the compiler the condition
 * holds, which would change the code of the release build. sizeof keeps
 * the condition compiled (names stay checked) but never evaluated. */
# define ASYNC_ASSERT(cond) ((void) sizeof(!(cond)))

#endif

/* The ABI header's own checks (zend_async_API.h) become ours. */
#ifndef ZEND_ASYNC_ASSERT
# define ZEND_ASYNC_ASSERT(cond) ASYNC_ASSERT(cond)
#endif

#endif /* ASYNC_DEBUG_H */

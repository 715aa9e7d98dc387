/*
 * php_async.h: the module entry, the INI settings and the module globals
 * (each group of fields says which file owns it and resets it). Every core
 * file includes it through its module header (coroutine.h, scheduler.h,
 * scope.h, ...). Not installed: other extensions include zend_async_API.h
 * only.
 */
#ifndef PHP_ASYNC_H
#define PHP_ASYNC_H

#include "php.h"
#include "zend_fibers.h"
/* Before the ABI header: it makes ZEND_ASYNC_ASSERT our ASYNC_ASSERT. */
#include "lib/async_debug.h"
#include "zend_async_API.h"
#include "lib/list.h"
#include "lib/ring_buffer.h"
#include "lib/stack_arena.h"

extern zend_module_entry async_module_entry;
#define phpext_async_ptr &async_module_entry

/* The extension's version, written here only: phpversion('async'),
 * Async\VERSION (async.stub.php), stubs/async.php, and the PIE and PECL
 * metadata (composer.json, package.xml) take it from here;
 * scripts/check_package.php fails CI when they disagree. */
#define PHP_ASYNC_VERSION "0.1.0"
#define PHP_ASYNC_NAME "async"

typedef struct _async_stack_ctx async_stack_ctx_t;
typedef struct _async_coroutine async_coroutine_t;
typedef struct _async_scope async_scope_t;

ZEND_BEGIN_MODULE_GLOBALS(async_ext)
	/* INI */
	zend_long stack_size;
	zend_long pool_min;
	zend_long pool_max;
	zend_long max_stacks;
	zend_long guarded_stacks;
	zend_long pool_idle_ms;
	bool debug_deadlock;
	zend_long schedule_seed; /* 0: the normal schedule (schedule_perturb.c) */
	bool trace_events;       /* reactor_trace.c */

	/* Scheduler state (scheduler.c) */
	async_ring_buffer_t ready_queue;
	async_ring_buffer_t microtasks;
	/* Every live coroutine incl. zombies, in spawn order: an intrusive
	 * list, so registering and leaving cost no hashing. */
	async_coroutine_t *registry_head;
	async_coroutine_t *registry_tail;
	uint32_t registry_count;
	zend_ulong next_coroutine_id;
	zend_fiber_context *scheduler_context;
	uint32_t ticks_since_poll;
	/* Switches between two non-blocking polls (scheduler.c). */
	uint32_t poll_every_ticks;
	uint64_t last_poll_ms;
	bool in_shutdown_drain;
	bool exit_requested; /* exit() ran in main or was forwarded to it */
	bool bailout;        /* a fatal error happened in a coroutine */
	bool scheduler_running;
	uint32_t deadlocks;
	bool drain_abandon;
	/* Coroutines that outlived their scope's disposal. */
	uint32_t zombie_count;
	zend_ulong switches;
	uint64_t schedule_rng; /* perturbation state, from schedule_seed */

	/* Context pool (context_pool.c) */
	async_stack_ctx_t *pool_parked; /* singly linked LIFO */
	uint32_t pool_parked_count;
	uint32_t pool_low_water; /* fewest parked since the last trim */
	uint64_t pool_last_trim_ms;
	uint32_t stacks_alive;           /* created and not destroyed */
	uint32_t stacks_in_use;          /* bound to a coroutine */
	uint32_t guard_cap;              /* guarded stacks: INI, within the map budget */
	bool guard_cap_known;            /* guard_cap and the arena's chunk_limit set */
	long max_map_count;              /* vm.max_map_count read then */
	uint32_t guarded_alive;          /* contexts on a guarded stack */
	async_stack_arena_t stack_arena; /* the other stacks */
	async_stack_ctx_t *dead_stacks;  /* destroyed, memory not yet freed */
	zend_ulong stacks_created;

	/* Shutdown (shutdown.c) */
	bool shutdown_hook_armed;
	bool drain_done;
	bool dtor_pass_done;
	/* Shutdown destructor pass: object handles in call order, the next
	 * one to call, and the coroutine driving the traversal. */
	uint32_t *dtor_handles;
	uint32_t dtor_count;
	uint32_t dtor_cursor;
	zend_coroutine_t *dtor_owner;

	/* Scopes holding finally handlers that have not run, in the order
	 * each got its first one (scope.c) */
	async_list_t finally_pending; /* of async_scope_t, by finally_link */

	/* Autoload guard (switch_handlers.c) */
	HashTable *autoload_owners;
ZEND_END_MODULE_GLOBALS(async_ext)

ZEND_EXTERN_MODULE_GLOBALS(async_ext)
#define ASYNC_G(v) ZEND_MODULE_GLOBALS_ACCESSOR(async_ext, v)

/* Coarse monotonic milliseconds: cheap enough to read on hot paths. */
static zend_always_inline uint64_t async_coarse_now_ms(void)
{
	struct timespec ts;
#ifdef CLOCK_MONOTONIC_COARSE
	clock_gettime(CLOCK_MONOTONIC_COARSE, &ts);
#else
	clock_gettime(CLOCK_MONOTONIC, &ts);
#endif
	return (uint64_t) ts.tv_sec * 1000 + (uint64_t) ts.tv_nsec / 1000000;
}

/* The Awaitable and Completable interfaces (async.c). */
extern zend_class_entry *async_ce_awaitable;
extern zend_class_entry *async_ce_completable;

#endif /* PHP_ASYNC_H */

/*
 * php_async.h: module globals and the internal types shared by the files of
 * the async extension (the scheduler implementation behind the ABI).
 * Other extensions should include zend_async_API.h only.
 */
#ifndef PHP_ASYNC_H
#define PHP_ASYNC_H

#include "php.h"
#include "zend_fibers.h"
/* Before the ABI header: it makes ZEND_ASYNC_ASSERT our ASYNC_ASSERT. */
#include "async_debug.h"
#include "zend_async_API.h"
#include "ring_buffer.h"
#include "stack_arena.h"

extern zend_module_entry async_module_entry;
#define phpext_async_ptr &async_module_entry

#define PHP_ASYNC_VERSION "0.1.0"
#define PHP_ASYNC_NAME "async"

typedef struct _async_context async_context_t;
typedef struct _async_coroutine async_coroutine_t;
typedef struct _async_scope async_scope_t;

/* A scope (see scope.c for ownership). */
struct _async_scope {
	zend_async_scope_t scope; /* first: the ABI part; event.ref_count counts holders */
	async_scope_t *parent;
	async_scope_t *first_child;
	async_scope_t *next_sibling;
	async_scope_t *prev_sibling;
	/* The Async\Scope object, weak: NULL once it is released. */
	zend_object *object;
	zval exception_handler;
	zval child_exception_handler;
	HashTable *finally_handlers;
	/* Async\Context, created on first use (strong). */
	zend_object *context;
	/* disposeAfterTimeout(): the armed timer and our subscription. */
	zend_async_timer_event_t *dispose_timer;
	zend_async_event_callback_t dispose_timer_callback;
	/* Errors handed to awaitAfterCancellation()'s handler. */
	HashTable *error_sink;
	bool finally_done;
};

/* The coroutine object. Owned by PHP references to its object plus one
 * reference held by the scheduler from spawn until the coroutine has
 * finished (the "runtime reference"), so a coroutine nobody points at still
 * runs to completion. */
struct _async_coroutine {
	zend_coroutine_t coroutine;
	zend_ulong id;
	/* Pooled context the coroutine runs on; set from start to finish. */
	async_context_t *context;
	/* Where to switch to resume it: EG(current_fiber_context) at suspend
	 * time, which is a user Fiber's context when it suspended inside one. */
	zend_fiber_context *resume_context;
	/* EG(current_execute_data) at suspend time, for traces and GC. */
	zend_execute_data *suspended_execute_data;
	/* Cancellation requested while it could not be delivered (running,
	 * or inside protect()); NULL error + flag means a default one. */
	zend_object *deferred_cancellation;
	bool cancellation_deferred;
	bool in_queue;
	/* Main only: exit() ran in a coroutine; unwind when resumed. */
	bool exit_on_resume;
	/* Finished with an exception nobody has observed yet; reported as
	 * unhandled if the object dies unobserved. */
	bool exception_unobserved;
	/* The exception whose trace already names the spawn site (identity
	 * only, never dereferenced). */
	zend_object *annotated_exception;
	/* Engine state isolated per coroutine (switch_handlers.c); saved only
	 * when it differs from the plain state. */
	bool engine_state_saved;
	zend_stack *saved_output_handlers;
	void *saved_output_active;
	HashTable *saved_in_autoload;
	zend_error_handling_t saved_error_handling;
	zend_class_entry *saved_exception_class;
	/* Closures registered with Coroutine::finally(). */
	HashTable *finally_handlers;
	/* Coroutine-local Async\Context, created on first use. */
	zend_object *context_object;
	/* The callable and up to two arguments live here, not in separate
	 * allocations (fewer allocations and cache misses per spawn). */
	zend_fcall_t fcall_storage;
	zval inline_params[2];
	/* Links in the registry of live coroutines (spawn order). */
	async_coroutine_t *registry_prev;
	async_coroutine_t *registry_next;
	zend_object std;
};

static zend_always_inline async_coroutine_t *async_coroutine_from_obj(zend_object *obj)
{
	return (async_coroutine_t *) ((char *) obj - XtOffsetOf(async_coroutine_t, std));
}

static zend_always_inline async_coroutine_t *async_coroutine_from_abi(zend_coroutine_t *coroutine)
{
	return (async_coroutine_t *) coroutine;
}

#define ASYNC_COROUTINE_OBJ(co) (&(co)->std)

ZEND_BEGIN_MODULE_GLOBALS(async_ext)
	/* INI */
	zend_long stack_size;
	zend_long pool_min;
	zend_long pool_max;
	zend_long max_stacks;
	zend_long guarded_stacks;
	zend_long pool_idle_ms;
	bool debug_deadlock;
	zend_long schedule_seed;  /* 0: the normal schedule (schedule_perturb.c) */
	bool trace_events;        /* reactor_trace.c */

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
	uint64_t last_poll_ms;
	bool in_shutdown_drain;
	bool exit_requested;      /* exit() ran in main or was forwarded to it */
	bool bailout;             /* a fatal error happened in a coroutine */
	bool scheduler_running;
	uint32_t deadlocks;
	bool drain_abandon;
	/* Coroutines that outlived their scope's disposal. */
	uint32_t zombie_count;
	zend_ulong switches;
	uint64_t schedule_rng;    /* perturbation state, from schedule_seed */

	/* Context pool (context_pool.c) */
	async_context_t *pool_parked;  /* singly linked LIFO */
	uint32_t pool_parked_count;
	uint32_t pool_low_water;       /* fewest parked since the last trim */
	uint64_t pool_last_trim_ms;
	uint32_t contexts_alive;       /* created and not destroyed */
	uint32_t contexts_in_use;      /* bound to a coroutine */
	uint32_t guard_cap;            /* guarded stacks: vm.max_map_count / INI */
	bool guard_cap_known;
	uint32_t guarded_alive;        /* contexts on a guarded stack */
	async_stack_arena_t stack_arena; /* the other stacks */
	async_context_t *dead_contexts; /* destroyed, memory not yet freed */
	zend_ulong contexts_created;

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

#define ASYNC_REGISTRY_FOREACH(co) \
	for (async_coroutine_t *co = ASYNC_G(registry_head), *co##_next = co ? co->registry_next : NULL; co != NULL; \
		co = co##_next, co##_next = co ? co->registry_next : NULL)

/* Snapshot of the registry with a reference on each coroutine, for walks
 * that may change it; release with async_registry_snapshot_free(). */
async_coroutine_t **async_registry_snapshot(uint32_t *count);
void async_registry_snapshot_free(async_coroutine_t **list, uint32_t count);

/* Class entries (exceptions.c, coroutine.c, async.c) */
extern zend_class_entry *async_ce_awaitable;
extern zend_class_entry *async_ce_completable;
extern zend_class_entry *async_ce_coroutine;
extern zend_class_entry *async_ce_timeout;
extern zend_class_entry *async_ce_cancellation;
extern zend_class_entry *async_ce_async_cancellation;
extern zend_class_entry *async_ce_operation_canceled;
extern zend_class_entry *async_ce_async_exception;
extern zend_class_entry *async_ce_input_output_exception;
extern zend_class_entry *async_ce_dns_exception;
extern zend_class_entry *async_ce_timeout_exception;
extern zend_class_entry *async_ce_poll_exception;
extern zend_class_entry *async_ce_deadlock_error;
extern zend_class_entry *async_ce_composite_exception;

/* exceptions.c */
zend_class_entry *async_get_class_ce(zend_async_class type);
void async_composite_exception_add(zend_object *composite, zend_object *exception);

/* coroutine.c */
void async_coroutine_class_setup(zend_class_entry *ce);
async_coroutine_t *async_coroutine_new(zend_async_scope_t *scope);
void async_coroutine_execute(async_coroutine_t *co);
void async_coroutine_finish(async_coroutine_t *co);
zend_string *async_coroutine_describe(async_coroutine_t *co);
/* Where a suspended coroutine waits (its innermost user frame). */
bool async_coroutine_suspend_location(async_coroutine_t *co, zend_string **file, uint32_t *line);
zend_array *async_coroutine_awaiting_info(zend_coroutine_t *coroutine);
void async_coroutine_mark_observed(async_coroutine_t *co);
void async_coroutine_annotate_exception(async_coroutine_t *co, zend_object *exception);
void async_coroutine_unregister(async_coroutine_t *co);

/* context_pool.c */
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

/* scheduler.c */
void async_scheduler_register(void);
void async_scheduler_rinit(void);
void async_scheduler_rshutdown(void);
bool async_scheduler_launch(void);
zend_coroutine_t *async_scheduler_spawn(zend_async_scope_t *scope, int32_t priority);
bool async_scheduler_suspend(bool from_main);
bool async_scheduler_yield(void);
/* A runtime-owned HI-priority coroutine in the main scope running entry
 * (data in extended_data); its exceptions skip scope handlers. NULL, with
 * no exception left pending, when none could be had. */
zend_coroutine_t *async_spawn_internal(zend_coroutine_entry_t entry, void *data);
void async_scheduler_coroutine_gone(void);
bool async_scheduler_enqueue(zend_coroutine_t *coroutine);
void async_scheduler_resume(zend_coroutine_t *coroutine, zend_object *error, bool transfer_error);
void async_scheduler_cancel(zend_coroutine_t *coroutine, zend_object *error, bool transfer_error, bool is_safely);
void async_scheduler_graceful_shutdown(zend_object *error);
void async_scheduler_switch(zend_fiber_context *target);
/* Called by a context whose coroutine finished: either binds ctx to the
 * next never-started coroutine (returns NULL) or returns where to go. */
zend_fiber_context *async_scheduler_next_after_finish(async_context_t *ctx);
void async_scheduler_handle_unhandled(async_coroutine_t *co, zend_object *exception);
void async_scheduler_forward_exit(void);
void async_scheduler_drain(void);
uint32_t async_scheduler_live_count(void);
bool async_scheduler_can_switch(bool throw_error);
void async_scheduler_report_deadlock(void);

/* microtask.c */
void async_microtask_add(zend_async_microtask_t *task);
void async_microtasks_run(void);
void async_microtasks_free_all(void);

/* switch_handlers.c */
void async_switch_handlers_minit(void);
void async_switch_handlers_mshutdown(void);
void async_switch_handlers_coroutine_free(async_coroutine_t *co);
void async_switch_handlers_rshutdown(void);

/* reactor_libuv.c */
void async_reactor_register(void);

/* scope.c */
extern zend_class_entry *async_ce_scope;
extern zend_class_entry *async_ce_scope_provider;
extern zend_class_entry *async_ce_spawn_strategy;
extern zend_class_entry *async_ce_context_exception;
void async_scope_minit(void);
zend_async_scope_t *async_scope_new_main(void);
zend_async_scope_t *async_scope_new(zend_async_scope_t *parent);
void async_scope_addref(async_scope_t *scope);
void async_scope_release(async_scope_t *scope);
void async_scope_add_coroutine(zend_async_scope_t *scope, async_coroutine_t *co);
void async_scope_remove_coroutine(zend_async_scope_t *scope, async_coroutine_t *co);
void async_scope_free_main(void);
void async_scope_cancel(async_scope_t *scope, zend_object *error);
/* Routes a coroutine's uncaught exception to scope handlers; true if one
 * took it. Unhandled: the scope is cancelled, the caller goes global. */
bool async_scope_handle_exception(async_scope_t *scope, async_coroutine_t *co, zend_object *exception);
zend_object *async_scope_object_for(async_scope_t *scope);
/* A coroutine of the scope failed and nobody handled it. */
void async_scope_fail(async_scope_t *scope);

/* context.c */
extern zend_class_entry *async_ce_context;
void async_context_class_setup(zend_class_entry *ce);
void async_context_detach_scope(zend_object *context);
zend_object *async_scope_get_context(async_scope_t *scope);
zend_object *async_coroutine_get_context(async_coroutine_t *co);

/* async.c */
/* Copies callable and arguments into the coroutine (it owns them). */
void async_coroutine_set_fcall(async_coroutine_t *co, zend_fcall_info *fci, zend_fcall_info_cache *fcc);

/* shutdown.c */
void async_shutdown_minit(void);
void async_shutdown_mshutdown(void);
void async_shutdown_rinit(void);
void async_shutdown_arm(void);

/* await.c */
/* Subscribes coroutine to a cancellation token; true (with an exception
 * thrown) if the token already fired or cannot be awaited. */
bool async_await_subscribe_cancellation(zend_coroutine_t *coroutine, zend_object *token, uint32_t arg_num);
void async_timeout_class_setup(zend_class_entry *ce);

#endif /* PHP_ASYNC_H */

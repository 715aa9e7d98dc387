/*
 * coroutine.h: the coroutine object (coroutine.c): its layout, its life from
 * spawn to free, the registry of live coroutines, and the Async\Coroutine
 * class.
 */
#ifndef ASYNC_COROUTINE_H
#define ASYNC_COROUTINE_H

#include "php_async.h"

/* The coroutine object. Owned by PHP references to its object plus one
 * reference held by the scheduler from spawn until the coroutine has
 * finished (the "runtime reference"), so a coroutine nobody points at still
 * runs to completion. */
struct _async_coroutine {
	zend_coroutine_t coroutine;
	zend_ulong id;
	/* The pooled C stack (and fiber context) the coroutine runs on
	 * (context_pool.c); set from start to finish. */
	async_stack_ctx_t *stack_ctx;
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
	/* Engine state isolated per coroutine (switch_handlers.c), allocated
	 * only while it differs from the plain state (rare: kept out of the
	 * object, which stays in a smaller allocator bin). */
	struct _async_saved_engine_state *saved_state;
	/* Closures registered with Coroutine::finally(). */
	HashTable *finally_handlers;
	/* Coroutine-local Async\Context, created on first use. */
	zend_object *context_object;
	/* The callable lives here, not in a separate allocation (its
	 * arguments, when there are any, do). */
	zend_fcall_t fcall_storage;
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

#define ASYNC_REGISTRY_FOREACH(co) \
	for (async_coroutine_t *co = ASYNC_G(registry_head), *co##_next = co ? co->registry_next : NULL; co != NULL; \
		 co = co##_next, co##_next = co ? co->registry_next : NULL)

/* Snapshot of the registry with a reference on each coroutine, for walks
 * that may change it; release with async_registry_snapshot_free(). */
async_coroutine_t **async_registry_snapshot(uint32_t *count);
void async_registry_snapshot_free(async_coroutine_t **list, uint32_t count);

extern zend_class_entry *async_ce_coroutine;

/* MINIT: the classes its stub declares. */
void async_coroutine_minit(void);
async_coroutine_t *async_coroutine_new(zend_async_scope_t *scope);
void async_coroutine_execute(async_coroutine_t *co);
void async_coroutine_finish(async_coroutine_t *co);
/* Main has no end of its own: its finally() handlers run when the script
 * has ended (called by shutdown.c); their failure is an unhandled one. */
void async_coroutine_main_finished(void);
/* Whether the memory limit was hit (and reported) in this part of the
 * request: see async_coroutine_execute(). */
bool async_coroutine_out_of_memory(void);
zend_string *async_coroutine_describe(async_coroutine_t *co);
/* Where a suspended coroutine waits (its innermost user frame). */
bool async_coroutine_suspend_location(async_coroutine_t *co, zend_string **file, uint32_t *line);
zend_array *async_coroutine_awaiting_info(zend_coroutine_t *coroutine);
void async_coroutine_mark_observed(async_coroutine_t *co);
void async_coroutine_annotate_exception(async_coroutine_t *co, zend_object *exception);
void async_coroutine_unregister(async_coroutine_t *co);
/* Copies a callable and its arguments into fcall, which then owns them. A
 * __call trampoline is released and resolved again when the call runs. */
void async_fcall_copy(zend_fcall_t *fcall, zend_fcall_info *fci, zend_fcall_info_cache *fcc);
/* Copies callable and arguments into the coroutine (it owns them). */
void async_coroutine_set_fcall(async_coroutine_t *co, zend_fcall_info *fci, zend_fcall_info_cache *fcc);

#endif /* ASYNC_COROUTINE_H */

/*
 * task_group.h: Async\TaskGroup and the machinery it shares with
 * Async\TaskSet (task_group.c). task_set.c (task_set.h) only binds the
 * TaskSet methods to it: a TaskSet is a group whose entries are removed
 * once consumed.
 */
#ifndef ASYNC_TASK_GROUP_H
#define ASYNC_TASK_GROUP_H

#include "php_async.h"

extern zend_class_entry *async_ce_task_group;

typedef enum {
	ASYNC_TASK_QUEUED,  /* waits for a concurrency slot; owns its callable */
	ASYNC_TASK_RUNNING, /* its coroutine runs; the coroutine owns the callable */
	ASYNC_TASK_DONE,    /* result holds the return value */
	ASYNC_TASK_FAILED,  /* result holds the exception object */
} async_task_state;

typedef struct _async_task async_task_t;

/* One entry of a group, owned by the group's tasks table (IS_PTR). A
 * running task is also pointed at by its coroutine's completion callback,
 * which fires before the entry can be removed (only settled entries are). */
struct _async_task {
	async_task_state state;
	/* FAILED: someone received the error (a Future, getErrors(), foreach,
	 * suppressErrors()); unobserved errors are reported when the group dies. */
	bool observed;
	zval key;
	zval result;
	zend_fcall_t *fcall;      /* QUEUED only */
	async_task_t *queue_next; /* QUEUED: FIFO of tasks waiting for a slot */
	/* Settled tasks in the order they settled (race, iteration, joinNext). */
	async_task_t *settled_prev;
	async_task_t *settled_next;
};

typedef enum {
	ASYNC_TG_WAIT_ALL,
	ASYNC_TG_WAIT_ALL_IGNORE_ERRORS,
	ASYNC_TG_WAIT_RACE,
	ASYNC_TG_WAIT_ANY,
} async_task_group_wait_kind;

/* A Future handed out by all()/race()/any()/join*() and not settled yet;
 * the group holds a reference to its FutureState. */
typedef struct {
	async_task_group_wait_kind kind;
	zend_object *state;
} async_task_group_waiter_t;

typedef struct _async_task_group {
	/* The Awaitable side: closed once the group is closed and finished. */
	zend_async_event_t event;
	/* Notified at every change (a task settled, the group closed, a queue
	 * slot freed): iterators, blocked spawners and awaitCompletion() wait on
	 * it and re-check. Also lives in the object: waits pin the group. */
	zend_async_event_t change_event;
	/* The child scope that owns the coroutines (strong reference). */
	async_scope_t *scope;
	/* Watches the scope for a cancellation coming from above. */
	zend_async_owned_callback_t *scope_watch;
	HashTable tasks; /* key => async_task_t*, in spawn order */
	zend_long next_key;
	uint32_t concurrency; /* 0: unlimited */
	uint32_t queue_limit; /* 0: unbounded */
	uint32_t running;
	uint32_t queued;
	async_task_t *queue_head;
	async_task_t *queue_tail;
	async_task_t *settled_head;
	async_task_t *settled_tail;
	async_task_group_waiter_t *waiters;
	uint32_t waiters_count;
	uint32_t waiters_capacity;
	HashTable *finally_handlers;
	bool is_set; /* TaskSet: consumed entries are removed */
	bool closed;
	bool cancelled;
	bool completed; /* closed and finished; event fired, finally handlers run */
	bool constructed;
	zend_object std;
} async_task_group_t;

static zend_always_inline async_task_group_t *async_task_group_from_obj(zend_object *obj)
{
	return (async_task_group_t *) ((char *) obj - XtOffsetOf(async_task_group_t, std));
}

/* MINIT: the class its stub declares; must run before async_task_set_minit(). */
void async_task_group_minit(void);
/* Object handlers and iterator shared with TaskSet (is_set decides). */
zend_object *async_task_group_create(zend_class_entry *ce);
zend_object_iterator *async_task_group_iterator(zend_class_entry *ce, zval *object, int by_ref);
extern zend_object_handlers async_task_group_handlers;
/* The Awaitable event of a TaskGroup/TaskSet object; NULL for others. */
zend_async_event_t *async_task_group_event_from_object(zend_object *object);

/* The shared implementation of the methods of both classes; each takes the
 * method's execute_data/return_value. */
void async_task_group_construct(INTERNAL_FUNCTION_PARAMETERS);
void async_task_group_spawn(INTERNAL_FUNCTION_PARAMETERS);
void async_task_group_spawn_with_key(INTERNAL_FUNCTION_PARAMETERS);
void async_task_group_all(INTERNAL_FUNCTION_PARAMETERS);
void async_task_group_race(INTERNAL_FUNCTION_PARAMETERS);
void async_task_group_any(INTERNAL_FUNCTION_PARAMETERS);
void async_task_group_cancel(INTERNAL_FUNCTION_PARAMETERS);
void async_task_group_close(INTERNAL_FUNCTION_PARAMETERS);
void async_task_group_dispose(INTERNAL_FUNCTION_PARAMETERS);
void async_task_group_is_finished(INTERNAL_FUNCTION_PARAMETERS);
void async_task_group_is_closed(INTERNAL_FUNCTION_PARAMETERS);
void async_task_group_count(INTERNAL_FUNCTION_PARAMETERS);
void async_task_group_await_completion(INTERNAL_FUNCTION_PARAMETERS);
void async_task_group_finally(INTERNAL_FUNCTION_PARAMETERS);
void async_task_group_get_iterator(INTERNAL_FUNCTION_PARAMETERS);

#endif /* ASYNC_TASK_GROUP_H */

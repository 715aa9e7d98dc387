/*
 * reactor_timer.c: timer events. Timers are grouped by duration, as
 * Node.js does: every timer of one duration joins the tail of that
 * duration's list, which is therefore ordered by due time, and the list
 * has one uv_timer_t armed for its head. Starting, stopping and firing a
 * timer cost O(1) and no libuv handle of its own, however many are armed
 * (100,000 coroutines in delay(10) are one list and one libuv timer).
 *
 * Lists live in a per-request table keyed by duration. A list exists while
 * it holds a timer (counted as an open handle, so a request that ends with
 * a timer still armed is reported); when it empties its handle is closed
 * and it is freed in the close callback.
 *
 * Timers never fire early: libuv's clock counts whole milliseconds of a
 * coarse clock, so the list callback compares each head's precise due time
 * (uv_hrtime()) and re-arms for the remainder.
 */
#include "reactor_internal.h"
#include "../lib/list.h"

typedef struct timer_list timer_list_t;

typedef struct async_uv_timer {
	zend_async_timer_event_t timer;
	/* uv_hrtime() at which it is due. */
	uint64_t due_ns;
	/* Linked in its list while armed (list non-NULL). */
	timer_list_t *list;
	async_list_node_t link;
} async_uv_timer_t;

struct timer_list {
	uv_timer_t handle;
	uint64_t ms;
	async_list_t timers; /* of async_uv_timer_t, by due time */
	/* The callback is walking this list: it re-arms or closes it itself. */
	bool firing;
};

/* Duration in ms → timer_list_t*, this request's. */
static HashTable *timer_lists;

static void list_close_cb(uv_handle_t *handle)
{
	efree(handle->data);
}

static void list_close(timer_list_t *list)
{
	zend_hash_index_del(timer_lists, (zend_ulong) list->ms);
	async_reactor_close((uv_handle_t *) &list->handle, list_close_cb);
}

static void list_arm(timer_list_t *list, uint64_t now_ns);

/* The first timer of the list (the next one due); NULL when it is empty. */
static async_uv_timer_t *list_head(const timer_list_t *list)
{
	return ASYNC_LIST_ENTRY_OR_NULL(list->timers.head, async_uv_timer_t, link);
}

/* Appends timer (due at or after every timer already in the list). */
static void list_append(timer_list_t *list, async_uv_timer_t *timer)
{
	timer->list = list;
	async_list_push_back(&list->timers, &timer->link);
}

static void list_cb(uv_timer_t *handle)
{
	timer_list_t *list = handle->data;
	uint64_t now = uv_hrtime();

	list->firing = true;
	/* The head is re-read every round: a callback may stop or start other
	 * timers of this list. Timers started now are due later than now. */
	async_uv_timer_t *timer;
	while ((timer = list_head(list)) != NULL && timer->due_ns <= now) {
		zend_async_event_t *event = &timer->timer.base;

		async_list_pop_front(&list->timers);
		timer->list = NULL;
		if (timer->timer.is_periodic) {
			/* Counted from now, as libuv's repeat is; a 0 ms one fires
			 * once per loop iteration, not forever within this one. */
			timer->due_ns = now + list->ms * 1000000 + (list->ms == 0);
			list_append(list, timer);
		} else {
			async_reactor_event_unref_all(event);
			ZEND_ASYNC_EVENT_SET_CLOSED(event);
		}
		async_reactor_notify(event);
	}
	list->firing = false;
	if (async_list_is_empty(&list->timers)) {
		list_close(list);
	} else {
		/* The callbacks took time: the remainder is counted from now. */
		list_arm(list, uv_hrtime());
	}
}

/* Arms the list's libuv timer for its head, rounded up to whole ms. */
static void list_arm(timer_list_t *list, uint64_t now_ns)
{
	uint64_t due = list_head(list)->due_ns;
	uint64_t ms = due > now_ns ? (due - now_ns + 999999) / 1000000 : 0;

	/* The loop's clock is only refreshed by uv_run(): from a stale clock
	 * the timer would fire early. */
	uv_update_time(list->handle.loop);
	uv_timer_start(&list->handle, list_cb, ms, 0);
}

static timer_list_t *list_for(uint64_t ms)
{
	if (timer_lists == NULL) {
		ALLOC_HASHTABLE(timer_lists);
		zend_hash_init(timer_lists, 8, NULL, NULL, 0);
	}
	timer_list_t *list = zend_hash_index_find_ptr(timer_lists, (zend_ulong) ms);
	if (list == NULL) {
		list = ecalloc(1, sizeof(*list));
		list->ms = ms;
		uv_timer_init(async_reactor_loop(), &list->handle);
		async_reactor_handle_opened();
		list->handle.data = list;
		zend_hash_index_add_new_ptr(timer_lists, (zend_ulong) ms, list);
	}
	return list;
}

static void timer_unlink(async_uv_timer_t *timer)
{
	timer_list_t *list = timer->list;

	async_list_remove(&list->timers, &timer->link);
	timer->list = NULL;
	if (async_list_is_empty(&list->timers) && !list->firing) {
		uv_timer_stop(&list->handle);
		list_close(list);
	}
}

static bool timer_start(zend_async_event_t *event)
{
	async_uv_timer_t *timer = (async_uv_timer_t *) event;

	if (ZEND_ASYNC_EVENT_IS_CLOSED(event) || !async_reactor_event_ref(event)) {
		return true;
	}
	uint64_t ms = timer->timer.timeout_ms;
	timer_list_t *list = list_for(ms);
	uint64_t now = uv_hrtime();

	timer->due_ns = now + ms * 1000000;
	list_append(list, timer);
	if (list->timers.head == &timer->link && !list->firing) {
		list_arm(list, now);
	}
	return true;
}

static bool timer_stop(zend_async_event_t *event)
{
	async_uv_timer_t *timer = (async_uv_timer_t *) event;

	if (async_reactor_event_unref(event) && timer->list != NULL) {
		timer_unlink(timer);
	}
	return true;
}

static bool timer_dispose(zend_async_event_t *event)
{
	async_uv_timer_t *timer = (async_uv_timer_t *) event;

	async_reactor_event_unref_all(event);
	if (timer->list != NULL) {
		timer_unlink(timer);
	}
	zend_async_callbacks_free(event);
	efree(timer);
	return true;
}

static zend_string *timer_info(zend_async_event_t *event)
{
	async_uv_timer_t *timer = (async_uv_timer_t *) event;
	return zend_strpprintf(0, "timer %" PRIu64 " ms", (uint64_t) timer->timer.timeout_ms);
}

zend_async_timer_event_t *async_reactor_new_timer_event(zend_ulong timeout_ms, bool is_periodic)
{
	async_uv_timer_t *timer = ecalloc(1, sizeof(*timer));
	zend_async_event_t *event = &timer->timer.base;

	timer->timer.timeout_ms = timeout_ms;
	timer->timer.is_periodic = is_periodic;
	zend_async_event_init(event, timer_start, timer_stop, timer_dispose, timer_info);
	return &timer->timer;
}

/* Detaches every armed timer from its list and closes the lists. With
 * forget_starts the timers are also stopped for the active-event count
 * (their holders still hold them); otherwise their holders are gone. */
static void drop_lists(bool forget_starts)
{
	timer_list_t *list;
	ZEND_HASH_FOREACH_PTR(timer_lists, list) {
		ASYNC_ASSERT(!list->firing);
		async_list_node_t *node;
		while ((node = async_list_pop_front(&list->timers)) != NULL) {
			async_uv_timer_t *timer = ASYNC_LIST_ENTRY(node, async_uv_timer_t, link);
			timer->list = NULL;
			if (forget_starts) {
				async_reactor_event_unref_all(&timer->timer.base);
			}
		}
		uv_timer_stop(&list->handle);
		async_reactor_close((uv_handle_t *) &list->handle, list_close_cb);
	} ZEND_HASH_FOREACH_END();
	zend_hash_clean(timer_lists);
}

void async_reactor_timer_fork_child(void)
{
	if (timer_lists != NULL) {
		drop_lists(true);
	}
}

void async_reactor_timer_shutdown(void)
{
	if (timer_lists == NULL) {
		return;
	}
	/* Lists still holding timers belong to events nobody released before
	 * the request ended: the timers are detached (their disposal, if it
	 * ever comes, finds no list) and the lists closed. */
	drop_lists(false);
	zend_hash_destroy(timer_lists);
	FREE_HASHTABLE(timer_lists);
	timer_lists = NULL;
}

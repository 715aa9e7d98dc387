/*
 * channel.c: Async\Channel, a FIFO of values between coroutines. The
 * channel object owns its buffer and the closing error; each waiting send(),
 * recv() or recvAsync() owns a waiter record that the channel only links
 * into its queues (see channel_waiter_t for who holds which reference).
 */
#include "channel.h"
#include "await.h"
#include "exceptions.h"
#include "future.h"
#include "scope.h"
#include "waiters.h"
#include "zend_enum.h"
#include "zend_exceptions.h"
#include "zend_interfaces.h"
#include "channel_arginfo.h"

zend_class_entry *async_ce_channel;
zend_class_entry *async_ce_channel_exception;
zend_class_entry *async_ce_channel_close_reason;
static zend_object_handlers channel_handlers;

typedef enum {
	CLOSE_EXPLICIT,
	CLOSE_DISPOSED,
	CLOSE_NO_PRODUCERS,
	CLOSE_NO_CONSUMERS,
	CLOSE_DEADLOCK,
	CLOSE_SCOPE_DISPOSED,
} channel_close_reason_t;

static const struct {
	const char *name;
	const char *message;
} close_reasons[] = {
	[CLOSE_EXPLICIT] = {"EXPLICIT", "Channel is closed"},
	[CLOSE_DISPOSED] = {"DISPOSED", "Channel disposed"},
	[CLOSE_NO_PRODUCERS] = {"NO_PRODUCERS", "Channel deadlock: no producers"},
	[CLOSE_NO_CONSUMERS] = {"NO_CONSUMERS", "Channel deadlock: no consumers"},
	[CLOSE_DEADLOCK] = {"DEADLOCK", "Channel deadlock"},
	[CLOSE_SCOPE_DISPOSED] = {"SCOPE_DISPOSED", "Channel closed: owner scope disposed"},
};

typedef struct _async_channel async_channel_t;
typedef struct _channel_waiter channel_waiter_t;

/* One waiting send(), recv() or recvAsync(). A coroutine's record is its
 * wait's callback record: the waker holds one reference (dropped when the
 * wait returns, however it ended), the queue another while linked. A
 * recvAsync() record is held by the queue alone and watches its
 * FutureState weakly (the state's settle hook unlinks it), so a dropped
 * Future never swallows a value. Whoever serves a waiter unlinks it first:
 * a linked waiter is always still owed something. */
struct _channel_waiter {
	async_waiter_t base; /* first: the wait's callback record (waiters.h) */
	zend_object *state;  /* recvAsync(): the FutureState to settle */
	bool is_sender;
	zval value; /* a sender's value until a receiver takes it */
};

struct _async_channel {
	/* Waits subscribe here; CLOSED is the channel's closed state, and
	 * awaiters outside the queues are notified once, when it closes. */
	zend_async_event_t event;
	uint32_t capacity;
	/* Buffer ring of `slots` zvals. A rendezvous channel has one slot, used
	 * only by sendAsync() (a value parked without a waiting sender, as
	 * TrueAsync does); blocking sends keep their value in their waiter. */
	uint32_t slots;
	uint32_t head;
	uint32_t count;
	zval *ring;
	zval inline_slot;
	async_waiters_t receivers; /* of channel_waiter_t */
	async_waiters_t senders;
	uint32_t no_producer_ms;
	uint32_t no_consumer_ms;
	bool hard_timeouts;
	bool constructed;
	channel_close_reason_t close_reason;
	channel_close_reason_t timer_reason;
	/* Armed while a waiter starves and the matching timeout is set. */
	zend_async_timer_event_t *timer;
	zend_async_event_callback_t timer_callback;
	/* A disposed waiter record kept for reuse (freed with the channel). */
	channel_waiter_t *spare_waiter;
	/* The error waiters and awaiters got at close (replayed afterwards). */
	zend_object *close_error;
	async_scope_owned_t owned;
	zend_object std;
};

static zend_always_inline async_channel_t *channel_from_obj(zend_object *obj)
{
	return (async_channel_t *) ((char *) obj - XtOffsetOf(async_channel_t, std));
}

#define THIS_CHANNEL channel_from_obj(Z_OBJ_P(ZEND_THIS))
#define CHANNEL_IS_CLOSED(ch) ZEND_ASYNC_EVENT_IS_CLOSED(&(ch)->event)

/* {{{ exceptions */

static zend_object *channel_exception(channel_close_reason_t reason)
{
	zval ex, reason_case;

	object_init_ex(&ex, async_ce_channel_exception);
	zend_update_property_string(zend_ce_exception, Z_OBJ(ex), "message", sizeof("message") - 1,
		close_reasons[reason].message);
	ZVAL_OBJ_COPY(&reason_case, zend_enum_get_case_cstr(async_ce_channel_close_reason, close_reasons[reason].name));
	zend_update_property(async_ce_channel_exception, Z_OBJ(ex), "reason", sizeof("reason") - 1, &reason_case);
	zval_ptr_dtor(&reason_case);
	return Z_OBJ(ex);
}

static void throw_closed(async_channel_t *ch)
{
	zend_throw_exception_internal(channel_exception(ch->close_reason));
}

/* }}} */

/* {{{ timeouts */

static void timer_disarm(async_channel_t *ch)
{
	zend_async_timer_event_t *timer = ch->timer;

	if (timer == NULL) {
		return;
	}
	ch->timer = NULL;
	timer->base.stop(&timer->base);
	timer->base.del_callback(&timer->base, &ch->timer_callback);
	zend_async_event_release(&timer->base);
}

static void channel_close(async_channel_t *ch, channel_close_reason_t reason);

static void timer_fired(zend_async_event_t *event, zend_async_event_callback_t *callback, void *result,
	zend_object *exception)
{
	async_channel_t *ch = (async_channel_t *) ((char *) callback - XtOffsetOf(async_channel_t, timer_callback));
	channel_close(ch, ch->timer_reason);
}

/* The timeout counts how long waiters on one side have starved without a
 * break: it is armed when the first one queues and disarmed when the queue
 * empties, so steady traffic never trips it. */
static void timer_refresh_armed(async_channel_t *ch)
{
	channel_close_reason_t reason;
	uint32_t ms = 0;
	if (!CHANNEL_IS_CLOSED(ch) && ch->receivers.length > 0) {
		reason = CLOSE_NO_PRODUCERS;
		ms = ch->no_producer_ms;
	} else if (!CHANNEL_IS_CLOSED(ch) && ch->senders.length > 0) {
		reason = CLOSE_NO_CONSUMERS;
		ms = ch->no_consumer_ms;
	}
	if (ms == 0) {
		timer_disarm(ch);
		return;
	}
	if (ch->timer != NULL && ch->timer_reason == reason) {
		return;
	}
	timer_disarm(ch);

	zend_async_timer_event_t *timer = ZEND_ASYNC_NEW_TIMER_EVENT(ms, false);
	if (!ch->hard_timeouts) {
		/* A soft timeout must not keep an otherwise finished program
		 * alive: the deadlock detector speaks first. */
		timer->base.flags |= ZEND_ASYNC_EVENT_F_HIDDEN;
	}
	/* Our own reference keeps the embedded record from ever being disposed. */
	ch->timer_callback.ref_count = 1;
	ch->timer_callback.callback = timer_fired;
	ch->timer_callback.dispose = NULL;
	timer->base.add_callback(&timer->base, &ch->timer_callback);
	ch->timer = timer;
	ch->timer_reason = reason;
	if (!timer->base.start(&timer->base)) {
		timer_disarm(ch);
	}
}

/* Called on every queue change: a channel without timeouts (the common
 * case) touches no timer and makes no call. */
static zend_always_inline void timer_refresh(async_channel_t *ch)
{
	if (UNEXPECTED((ch->no_producer_ms | ch->no_consumer_ms) != 0)) {
		timer_refresh_armed(ch);
	}
}

/* }}} */

/* {{{ waiters and queues */

static void waiter_dispose(zend_async_event_callback_t *callback, zend_async_event_t *event)
{
	channel_waiter_t *w = (channel_waiter_t *) callback;
	/* Every reference to a waiter is dropped against its channel's event
	 * (the queue's and the wait's, which waits on &ch->event). */
	async_channel_t *ch = (async_channel_t *) event;
	zval value;

	/* The record is kept for the channel's next wait (one per channel):
	 * a ping-pong allocates nothing. An undelivered value (a cancelled send, a send on a closed channel) is
	 * released last: its destructor may use the channel again. */
	ZVAL_COPY_VALUE(&value, &w->value);
	if (ch->spare_waiter == NULL) {
		ch->spare_waiter = w;
	} else {
		efree(w);
	}
	zval_ptr_dtor(&value);
}

static channel_waiter_t *waiter_new(async_channel_t *ch, bool is_sender)
{
	channel_waiter_t *w = ch->spare_waiter;

	if (EXPECTED(w != NULL)) {
		ch->spare_waiter = NULL;
	} else {
		w = emalloc(sizeof(*w));
	}

	async_waiter_init(&w->base, waiter_dispose);
	w->state = NULL;
	w->is_sender = is_sender;
	ZVAL_UNDEF(&w->value);
	return w;
}

static zend_always_inline async_channel_t *waiter_channel(const channel_waiter_t *w)
{
	size_t queue = w->is_sender ? XtOffsetOf(async_channel_t, senders) : XtOffsetOf(async_channel_t, receivers);
	return (async_channel_t *) ((char *) w->base.queue - queue);
}

static void queue_push(async_channel_t *ch, channel_waiter_t *w)
{
	async_waiters_push(w->is_sender ? &ch->senders : &ch->receivers, &w->base);
	timer_refresh(ch);
}

/* Drops the queue's reference: may free w. */
static void queue_unlink(channel_waiter_t *w)
{
	async_channel_t *ch = waiter_channel(w);

	async_waiters_unlink(&w->base, &ch->event);
	timer_refresh(ch);
}

/* A FutureState settled or went away while its recvAsync() waited. */
static void waiter_state_settled(zend_object *state, void *data)
{
	channel_waiter_t *w = data;

	w->state = NULL;
	if (w->base.queue != NULL) {
		queue_unlink(w);
	}
}

/* The oldest waiter still waiting. A coroutine woken by something else
 * (cancellation, a token, the deadlock detector) is still linked until it
 * runs, but is owed nothing any more: it is unlinked and skipped. */
static channel_waiter_t *queue_first_live(async_waiters_t *q)
{
	channel_waiter_t *w;

	while ((w = (channel_waiter_t *) async_waiters_first(q)) != NULL) {
		if (w->state != NULL || EXPECTED(async_waiter_is_waiting(&w->base))) {
			return w;
		}
		queue_unlink(w);
	}
	return NULL;
}

/* Hands value (borrowed) to a waiting receiver: it goes straight into the
 * receiver's wait result or Future, never through the buffer. */
static void deliver(channel_waiter_t *w, zval *value)
{
	zend_object *state = w->state;

	if (state != NULL) {
		w->state = NULL;
		async_future_state_on_settle(state, NULL, NULL);
		queue_unlink(w);
		async_future_state_complete(state, value);
		return;
	}
	zend_coroutine_t *co = async_waiter_served(&w->base);
	ZEND_ASSERT(Z_TYPE(co->waker->result) == IS_UNDEF);
	ZVAL_COPY(&co->waker->result, value);
	queue_unlink(w);
	ZEND_ASYNC_RESUME(co);
}

/* Takes a waiting sender's value (moved into out) and lets it go. */
static void take_from_sender(channel_waiter_t *w, zval *out)
{
	zend_coroutine_t *co = async_waiter_served(&w->base);

	ZVAL_COPY_VALUE(out, &w->value);
	ZVAL_UNDEF(&w->value);
	queue_unlink(w);
	ZEND_ASYNC_RESUME(co);
}

/* }}} */

/* {{{ the buffer */

static zend_always_inline void ring_push(async_channel_t *ch, zval *value)
{
	uint32_t tail = ch->head + ch->count;
	if (tail >= ch->slots) {
		tail -= ch->slots;
	}
	ZVAL_COPY_VALUE(&ch->ring[tail], value);
	ch->count++;
}

static zend_always_inline void ring_pop(async_channel_t *ch, zval *out)
{
	ZVAL_COPY_VALUE(out, &ch->ring[ch->head]);
	ZVAL_UNDEF(&ch->ring[ch->head]);
	if (++ch->head == ch->slots) {
		ch->head = 0;
	}
	ch->count--;
}

/* }}} */

/* {{{ the operations */

/* A value for a receiver without waiting: the buffer's oldest (its slot
 * refilled from the oldest waiting sender, so order is kept), else a
 * waiting sender's. */
static bool channel_try_take(async_channel_t *ch, zval *out)
{
	channel_waiter_t *w;

	if (ch->count > 0) {
		ring_pop(ch, out);
		if (ch->capacity > 0 && (w = queue_first_live(&ch->senders)) != NULL) {
			zval moved;
			take_from_sender(w, &moved);
			ring_push(ch, &moved);
		}
		return true;
	}
	if ((w = queue_first_live(&ch->senders)) != NULL) {
		take_from_sender(w, out);
		return true;
	}
	return false;
}

/* Places value (borrowed) without waiting: to the oldest waiting receiver,
 * else into free buffer space. */
static bool channel_try_put(async_channel_t *ch, zval *value, bool park_rendezvous)
{
	channel_waiter_t *w = queue_first_live(&ch->receivers);

	if (w != NULL) {
		deliver(w, value);
		return true;
	}
	if (ch->capacity > 0 ? ch->count < ch->capacity : (park_rendezvous && ch->count == 0 && ch->senders.length == 0)) {
		Z_TRY_ADDREF_P(value);
		ring_push(ch, value);
		return true;
	}
	return false;
}

/* Before queuing: the scheduler must run and the caller must be able to
 * suspend, checked before the waker is touched (a destructor may be in the
 * middle of another wait's cleanup). */
static bool prepare_wait(zend_object *token, uint32_t arg_num, zend_async_event_t **cancellation)
{
	*cancellation = NULL;
	if (token != NULL && !async_await_cancellation_event(token, arg_num, cancellation)) {
		return false;
	}
	if (!ZEND_ASYNC_LAUNCH()) {
		return false;
	}
	return zend_async_can_suspend_inline(true);
}

static bool channel_wait(async_channel_t *ch, channel_waiter_t *w, zend_async_event_t *cancellation)
{
	zend_async_wait_t wait = {
		.what = w->is_sender ? "channel send" : "channel recv",
		.cancellation = cancellation,
		.callback = &w->base.cb,
	};
	return zend_async_wait_ex(&ch->event, &wait);
}

/* recv() and foreach: false with an exception thrown. */
static bool channel_receive(async_channel_t *ch, zend_object *token, zval *out)
{
	zend_async_event_t *cancellation;

	for (;;) {
		if (channel_try_take(ch, out)) {
			return true;
		}
		if (CHANNEL_IS_CLOSED(ch)) {
			throw_closed(ch);
			return false;
		}
		if (!prepare_wait(token, 1, &cancellation)) {
			return false;
		}
		if (!channel_wait(ch, waiter_new(ch, false), cancellation)) {
			return false;
		}
		zend_async_waker_t *waker = ZEND_ASYNC_CURRENT_COROUTINE->waker;
		if (EXPECTED(Z_TYPE(waker->result) != IS_UNDEF)) {
			ZVAL_COPY_VALUE(out, &waker->result);
			ZVAL_UNDEF(&waker->result);
			return true;
		}
	}
}

static void channel_close(async_channel_t *ch, channel_close_reason_t reason)
{
	channel_waiter_t *w;
	zval parked;

	if (CHANNEL_IS_CLOSED(ch)) {
		return;
	}
	ZEND_ASYNC_EVENT_SET_CLOSED(&ch->event);
	ch->close_reason = reason;
	timer_disarm(ch);
	async_scope_disown(&ch->owned);
	ch->close_error = channel_exception(reason);

	while ((w = (channel_waiter_t *) async_waiters_first(&ch->receivers)) != NULL) {
		zend_object *state = w->state;
		zend_coroutine_t *co = w->base.cb.coroutine;
		bool waiting = state == NULL && co->waker != NULL && co->waker->status == ZEND_ASYNC_WAKER_WAITING;
		w->state = NULL;
		queue_unlink(w);
		if (state != NULL) {
			async_future_state_on_settle(state, NULL, NULL);
			async_future_state_reject(state, ch->close_error);
		} else if (waiting) {
			ZEND_ASYNC_RESUME_WITH_ERROR(co, ch->close_error, false);
		}
	}
	while ((w = (channel_waiter_t *) async_waiters_first(&ch->senders)) != NULL) {
		zend_coroutine_t *co = w->base.cb.coroutine;
		bool waiting = co->waker != NULL && co->waker->status == ZEND_ASYNC_WAKER_WAITING;
		queue_unlink(w);
		if (waiting) {
			ZEND_ASYNC_RESUME_WITH_ERROR(co, ch->close_error, false);
		}
	}
	zend_async_callbacks_notify(&ch->event, NULL, ch->close_error);

	/* A value sendAsync() parked on a rendezvous channel met no receiver:
	 * like a blocked send it is not delivered after close (TrueAsync). Its
	 * destructor runs last, with the channel consistent. */
	if (ch->capacity == 0 && ch->count > 0) {
		ring_pop(ch, &parked);
		zval_ptr_dtor(&parked);
	}
}

/* }}} */

/* {{{ the event */

static bool channel_add_callback(zend_async_event_t *event, zend_async_event_callback_t *callback)
{
	if (async_waiter_is_record(callback)) {
		queue_push((async_channel_t *) event, (channel_waiter_t *) callback);
		return true;
	}
	return zend_async_callbacks_push(event, callback);
}

static bool channel_del_callback(zend_async_event_t *event, zend_async_event_callback_t *callback)
{
	if (async_waiter_is_record(callback)) {
		channel_waiter_t *w = (channel_waiter_t *) callback;
		if (w->base.queue == NULL) {
			return false;
		}
		queue_unlink(w);
		return true;
	}
	return zend_async_callbacks_remove(event, callback);
}

static bool channel_replay(zend_async_event_t *event, zval *result, zend_object **exception)
{
	async_channel_t *ch = (async_channel_t *) event;

	if (!CHANNEL_IS_CLOSED(ch)) {
		return false;
	}
	if (result != NULL) {
		ZVAL_NULL(result);
	}
	if (exception != NULL) {
		*exception = ch->close_error; /* borrowed */
	}
	return true;
}

static zend_string *channel_info(zend_async_event_t *event)
{
	async_channel_t *ch = (async_channel_t *) event;

	return zend_strpprintf(0, "Channel(capacity=%u, count=%u, receivers=%u, senders=%u)", ch->capacity, ch->count,
		ch->receivers.length, ch->senders.length);
}

zend_async_event_t *async_channel_event_from_object(zend_object *object)
{
	return object->ce == async_ce_channel ? &channel_from_obj(object)->event : NULL;
}

static void channel_scope_disposed(async_scope_owned_t *owned)
{
	channel_close((async_channel_t *) ((char *) owned - XtOffsetOf(async_channel_t, owned)), CLOSE_SCOPE_DISPOSED);
}

/* }}} */

/* {{{ object handlers */

static zend_object *channel_create(zend_class_entry *ce)
{
	async_channel_t *ch = zend_object_alloc(sizeof(async_channel_t), ce);

	memset(ch, 0, XtOffsetOf(async_channel_t, std));
	zend_object_std_init(&ch->std, ce);
	object_properties_init(&ch->std, ce);
	ch->std.handlers = &channel_handlers;
	zend_async_event_init_object(&ch->event, XtOffsetOf(async_channel_t, std), NULL, NULL, channel_info);
	ch->event.add_callback = channel_add_callback;
	ch->event.del_callback = channel_del_callback;
	ch->event.replay = channel_replay;
	ch->slots = 1;
	ch->ring = &ch->inline_slot;
	ZVAL_UNDEF(&ch->inline_slot);
	ch->owned.close = channel_scope_disposed;
	return &ch->std;
}

static void channel_dtor_obj(zend_object *obj)
{
	channel_close(channel_from_obj(obj), CLOSE_DISPOSED);
	zend_objects_destroy_object(obj);
}

static void channel_free_obj(zend_object *obj)
{
	async_channel_t *ch = channel_from_obj(obj);
	channel_waiter_t *w;

	async_scope_disown(&ch->owned);
	ch->no_producer_ms = ch->no_consumer_ms = 0;
	timer_disarm(ch);
	/* Only reached without dtor_obj (a fatal error): let go of whatever is
	 * still queued without waking anyone. */
	while ((w = (channel_waiter_t *) async_waiters_first(&ch->receivers)) != NULL) {
		if (w->state != NULL) {
			async_future_state_on_settle(w->state, NULL, NULL);
			w->state = NULL;
		}
		queue_unlink(w);
	}
	while ((w = (channel_waiter_t *) async_waiters_first(&ch->senders)) != NULL) {
		queue_unlink(w);
	}
	zend_async_callbacks_free(&ch->event);
	while (ch->count > 0) {
		zval value;
		ring_pop(ch, &value);
		zval_ptr_dtor(&value);
	}
	if (ch->ring != &ch->inline_slot) {
		efree(ch->ring);
	}
	if (ch->spare_waiter != NULL) {
		efree(ch->spare_waiter);
		ch->spare_waiter = NULL;
	}
	if (ch->close_error != NULL) {
		OBJ_RELEASE(ch->close_error);
	}
	zend_object_std_dtor(obj);
}

static HashTable *channel_get_gc(zend_object *obj, zval **table, int *n)
{
	async_channel_t *ch = channel_from_obj(obj);
	zend_get_gc_buffer *buf = zend_get_gc_buffer_create();

	for (uint32_t i = 0, at = ch->head; i < ch->count; i++) {
		zend_get_gc_buffer_add_zval(buf, &ch->ring[at]);
		if (++at == ch->slots) {
			at = 0;
		}
	}
	if (ch->close_error != NULL) {
		zend_get_gc_buffer_add_obj(buf, ch->close_error);
	}
	zend_get_gc_buffer_use(buf, table, n);
	return NULL;
}

static zend_long channel_count(async_channel_t *ch)
{
	/* A rendezvous sender's value waits in its waiter; TrueAsync counts it
	 * as the one value the channel holds. */
	if (ch->capacity == 0 && ch->count == 0 && ch->senders.length > 0) {
		return 1;
	}
	return ch->count;
}

static HashTable *channel_get_debug_info(zend_object *obj, int *is_temp)
{
	async_channel_t *ch = channel_from_obj(obj);
	HashTable *info = zend_new_array(3);
	zval tmp;

	*is_temp = 1;
	ZVAL_LONG(&tmp, ch->capacity);
	zend_hash_str_add_new(info, "capacity", sizeof("capacity") - 1, &tmp);
	ZVAL_LONG(&tmp, channel_count(ch));
	zend_hash_str_add_new(info, "count", sizeof("count") - 1, &tmp);
	ZVAL_BOOL(&tmp, CHANNEL_IS_CLOSED(ch));
	zend_hash_str_add_new(info, "closed", sizeof("closed") - 1, &tmp);
	return info;
}

/* }}} */

/* {{{ iterator */

typedef struct {
	zend_object_iterator it;
	zval current;
	bool started;
} channel_iterator_t;

static void iterator_dtor(zend_object_iterator *it)
{
	zval_ptr_dtor(&((channel_iterator_t *) it)->current);
	zval_ptr_dtor(&it->data);
}

static zend_result iterator_valid(zend_object_iterator *it)
{
	return Z_TYPE(((channel_iterator_t *) it)->current) != IS_UNDEF ? SUCCESS : FAILURE;
}

static zval *iterator_current(zend_object_iterator *it)
{
	return &((channel_iterator_t *) it)->current;
}

static void iterator_key(zend_object_iterator *it, zval *key)
{
	ZVAL_NULL(key);
}

static void iterator_next(zend_object_iterator *it)
{
	channel_iterator_t *iter = (channel_iterator_t *) it;
	async_channel_t *ch = channel_from_obj(Z_OBJ(it->data));

	zval_ptr_dtor(&iter->current);
	ZVAL_UNDEF(&iter->current);
	if (channel_receive(ch, NULL, &iter->current)) {
		return;
	}
	ZVAL_UNDEF(&iter->current);
	/* close() is how a producer ends the loop; any other reason (timeout,
	 * disposal) is an error the loop's owner must see. */
	zend_object *ex = EG(exception);
	if (ex != NULL && ex->ce == async_ce_channel_exception && ch->close_reason == CLOSE_EXPLICIT) {
		zend_clear_exception();
	}
}

static void iterator_rewind(zend_object_iterator *it)
{
	channel_iterator_t *iter = (channel_iterator_t *) it;

	/* A channel is consumed, not replayed: only the first rewind reads. */
	if (!iter->started) {
		iter->started = true;
		iterator_next(it);
	}
}

static const zend_object_iterator_funcs channel_iterator_funcs = {
	.dtor = iterator_dtor,
	.valid = iterator_valid,
	.get_current_data = iterator_current,
	.get_current_key = iterator_key,
	.move_forward = iterator_next,
	.rewind = iterator_rewind,
};

static zend_object_iterator *channel_get_iterator(zend_class_entry *ce, zval *object, int by_ref)
{
	if (by_ref) {
		zend_throw_error(NULL, "Cannot iterate channel by reference");
		return NULL;
	}
	channel_iterator_t *iter = emalloc(sizeof(*iter));
	zend_iterator_init(&iter->it);
	iter->it.funcs = &channel_iterator_funcs;
	ZVAL_OBJ_COPY(&iter->it.data, Z_OBJ_P(object));
	ZVAL_UNDEF(&iter->current);
	iter->started = false;
	return &iter->it;
}

/* }}} */

/* {{{ methods */

static bool check_ms(zend_long value, uint32_t arg_num)
{
	if (value < 0 || value > INT32_MAX) {
		zend_argument_value_error(arg_num, "must be between 0 and %d", INT32_MAX);
		return false;
	}
	return true;
}

ZEND_METHOD(Async_Channel, __construct)
{
	zend_long capacity = 0, no_producer = 0, no_consumer = 0;
	bool hard = false;

	ZEND_PARSE_PARAMETERS_START(0, 4)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(capacity)
		Z_PARAM_LONG(no_producer)
		Z_PARAM_LONG(no_consumer)
		Z_PARAM_BOOL(hard)
	ZEND_PARSE_PARAMETERS_END();

	async_channel_t *ch = THIS_CHANNEL;
	if (ch->constructed) {
		zend_throw_error(NULL, "Async\\Channel is already constructed");
		RETURN_THROWS();
	}
	if (!check_ms(capacity, 1) || !check_ms(no_producer, 2) || !check_ms(no_consumer, 3)) {
		RETURN_THROWS();
	}
	ch->constructed = true;
	ch->capacity = (uint32_t) capacity;
	ch->no_producer_ms = (uint32_t) no_producer;
	ch->no_consumer_ms = (uint32_t) no_consumer;
	ch->hard_timeouts = hard;
	if (capacity > 1) {
		ch->slots = (uint32_t) capacity;
		ch->ring = safe_emalloc(ch->slots, sizeof(zval), 0);
	}
	async_scope_own(ZEND_ASYNC_CURRENT_SCOPE, &ch->owned);
}

ZEND_METHOD(Async_Channel, send)
{
	zval *value;
	zend_object *token = NULL;
	zend_async_event_t *cancellation;

	ZEND_PARSE_PARAMETERS_START(1, 2)
		Z_PARAM_ZVAL(value)
		Z_PARAM_OPTIONAL
		Z_PARAM_OBJ_OF_CLASS_OR_NULL(token, async_ce_completable)
	ZEND_PARSE_PARAMETERS_END();

	async_channel_t *ch = THIS_CHANNEL;
	if (CHANNEL_IS_CLOSED(ch)) {
		throw_closed(ch);
		RETURN_THROWS();
	}
	if (channel_try_put(ch, value, false)) {
		return;
	}
	if (!prepare_wait(token, 2, &cancellation)) {
		RETURN_THROWS();
	}
	channel_waiter_t *w = waiter_new(ch, true);
	ZVAL_COPY(&w->value, value);
	/* Success means a receiver took the value; any failure (close,
	 * cancellation) leaves it undelivered in the waiter, freed with it. */
	channel_wait(ch, w, cancellation);
}

ZEND_METHOD(Async_Channel, sendAsync)
{
	zval *value;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END();

	async_channel_t *ch = THIS_CHANNEL;
	RETURN_BOOL(!CHANNEL_IS_CLOSED(ch) && channel_try_put(ch, value, true));
}

ZEND_METHOD(Async_Channel, recv)
{
	zend_object *token = NULL;

	ZEND_PARSE_PARAMETERS_START(0, 1)
		Z_PARAM_OPTIONAL
		Z_PARAM_OBJ_OF_CLASS_OR_NULL(token, async_ce_completable)
	ZEND_PARSE_PARAMETERS_END();

	if (!channel_receive(THIS_CHANNEL, token, return_value)) {
		RETURN_THROWS();
	}
}

ZEND_METHOD(Async_Channel, recvAsync)
{
	ZEND_PARSE_PARAMETERS_NONE();

	async_channel_t *ch = THIS_CHANNEL;
	zend_object *state = async_future_state_new();
	zend_object *future = async_future_new(state);
	zval value;

	if (channel_try_take(ch, &value)) {
		async_future_state_complete(state, &value);
		zval_ptr_dtor(&value);
	} else if (CHANNEL_IS_CLOSED(ch)) {
		zend_object *error = channel_exception(ch->close_reason);
		async_future_state_reject(state, error);
		OBJ_RELEASE(error);
	} else {
		channel_waiter_t *w = waiter_new(ch, false);
		w->state = state;
		queue_push(ch, w);
		async_future_state_on_settle(state, waiter_state_settled, w);
	}
	OBJ_RELEASE(state);
	RETURN_OBJ(future);
}

ZEND_METHOD(Async_Channel, close)
{
	ZEND_PARSE_PARAMETERS_NONE();
	channel_close(THIS_CHANNEL, CLOSE_EXPLICIT);
}

ZEND_METHOD(Async_Channel, isClosed)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_BOOL(CHANNEL_IS_CLOSED(THIS_CHANNEL));
}

ZEND_METHOD(Async_Channel, capacity)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_LONG(THIS_CHANNEL->capacity);
}

ZEND_METHOD(Async_Channel, count)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_LONG(channel_count(THIS_CHANNEL));
}

ZEND_METHOD(Async_Channel, isEmpty)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_BOOL(channel_count(THIS_CHANNEL) == 0);
}

ZEND_METHOD(Async_Channel, isFull)
{
	ZEND_PARSE_PARAMETERS_NONE();
	async_channel_t *ch = THIS_CHANNEL;
	RETURN_BOOL(channel_count(ch) >= (ch->capacity > 0 ? (zend_long) ch->capacity : 1));
}

ZEND_METHOD(Async_Channel, getIterator)
{
	ZEND_PARSE_PARAMETERS_NONE();
	zend_create_internal_iterator_zval(return_value, ZEND_THIS);
}

/* }}} */

void async_channel_minit(void)
{
	async_ce_channel_close_reason = register_class_Async_ChannelCloseReason();
	async_ce_channel_exception = register_class_Async_ChannelException(async_ce_async_exception);
	async_ce_channel = register_class_Async_Channel(async_ce_awaitable, zend_ce_aggregate, zend_ce_countable);
	async_ce_channel->create_object = channel_create;
	async_ce_channel->get_iterator = channel_get_iterator;

	memcpy(&channel_handlers, &std_object_handlers, sizeof(zend_object_handlers));
	channel_handlers.offset = XtOffsetOf(async_channel_t, std);
	channel_handlers.dtor_obj = channel_dtor_obj;
	channel_handlers.free_obj = channel_free_obj;
	channel_handlers.get_gc = channel_get_gc;
	channel_handlers.get_debug_info = channel_get_debug_info;
	channel_handlers.clone_obj = NULL;
}

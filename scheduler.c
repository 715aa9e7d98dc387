/*
 * scheduler.c: the ready queue and the switching policy. A suspending
 * coroutine picks its successor itself and switches straight to it (one
 * switch per hand-off); the scheduler's own context is entered only when
 * nothing is ready (to block in the reactor), when a start failed, or on
 * deadlock. Also: resume/cancel, graceful shutdown, deadlock detection,
 * and the drain that main performs when the script ends.
 */
#include "scheduler.h"
#include "switch_handlers.h"
#include "coroutine.h"
#include "scope.h"
#include "exceptions.h"
#include "context_pool.h"
#include "microtask.h"
#include "shutdown.h"
#include "schedule_perturb.h"
#include "context_sanitizer.h"
#include "zend_exceptions.h"
#include "main/php_output.h"
#include "zend_smart_str.h"

/* The reactor is polled without blocking after at least this many
 * switches, or when this many milliseconds passed since the last poll,
 * whichever comes first: timers fire on time even if the ready queue never
 * empties. When more coroutines than that are ready, the next poll waits
 * until as many switches have passed (at most POLL_EVERY_TICKS_MAX), as a
 * select() loop serves every ready descriptor before it polls again: each
 * poll costs a system call, and with level-triggered epoll every ready
 * descriptor is checked again at the next one (bench/tcp_echo.php's 1,000
 * connections: 4 times fewer polls). */
#define ASYNC_POLL_EVERY_TICKS 64
#define ASYNC_POLL_EVERY_TICKS_MAX 1024
#define ASYNC_POLL_EVERY_MS 2

static zend_always_inline async_coroutine_t *current_coroutine(void)
{
	return (async_coroutine_t *) ZEND_ASYNC_G(coroutine);
}

static zend_always_inline async_coroutine_t *main_coroutine(void)
{
	return (async_coroutine_t *) ZEND_ASYNC_G(main_coroutine);
}

/* {{{ queue */

/* Queues a coroutine that is not queued yet. */
static zend_always_inline void ready_push(async_coroutine_t *co)
{
	ASYNC_ASSERT(!co->in_queue);
	co->in_queue = true;
	if (UNEXPECTED(co->coroutine.event.flags & ZEND_COROUTINE_F_HI_PRIORITY)) {
		async_ring_buffer_push_front(&ASYNC_G(ready_queue), co);
	} else {
		async_ring_buffer_push_back(&ASYNC_G(ready_queue), co);
	}
}

/* Inline: resuming a waiter (every channel message, every I/O wake) queues. */
zend_always_inline bool async_scheduler_enqueue(zend_coroutine_t *coroutine)
{
	async_coroutine_t *co = async_coroutine_from_abi(coroutine);

	if (!co->in_queue) {
		ready_push(co);
	}
	return true;
}

/* A poll happened: when the next non-blocking one is due. */
static void polled(void)
{
	size_t ready = async_ring_buffer_count(&ASYNC_G(ready_queue));

	ASYNC_G(ticks_since_poll) = 0;
	ASYNC_G(last_poll_ms) = async_coarse_now_ms();
	ASYNC_G(poll_every_ticks) = ready <= ASYNC_POLL_EVERY_TICKS ? ASYNC_POLL_EVERY_TICKS
		: ready >= ASYNC_POLL_EVERY_TICKS_MAX                   ? ASYNC_POLL_EVERY_TICKS_MAX
																: (uint32_t) ready;
}

static void poll_reactor(void)
{
	if (ZEND_ASYNC_G(active_event_count) > 0 || ZEND_ASYNC_REACTOR_LOOP_ALIVE()) {
		ZEND_ASYNC_REACTOR_EXECUTE(true);
	}
	polled();
}

/* The head of the ready queue, or under async.schedule_seed any entry. */
static zend_always_inline async_coroutine_t *ready_pop(bool may_poll)
{
	async_coroutine_t *co = UNEXPECTED(ASYNC_G(schedule_seed) != 0)
		? async_schedule_perturbed_pop(may_poll)
		: async_ring_buffer_pop_front(&ASYNC_G(ready_queue));

	if (co != NULL) {
		/* in_queue is what keeps a coroutine from being queued twice. */
		ASYNC_ASSERT(co->in_queue);
		ASYNC_ASSERT(!ZEND_COROUTINE_IS_FINISHED(&co->coroutine));
		co->in_queue = false;
	}
	return co;
}

/* Microtasks and the reactor poll, out of line: most picks need neither. */
static zend_never_inline void pick_next_service(bool microtasks, bool poll)
{
	if (microtasks) {
		async_microtask_run_all();
	}
	if (poll) {
		poll_reactor();
		if (!async_ring_buffer_is_empty(&ASYNC_G(microtasks))) {
			async_microtask_run_all();
		}
	}
}

/* Microtasks, a periodic non-blocking reactor poll, then the head of the
 * queue (NULL when nothing is ready). Inline: it is part of every
 * hand-off. */
static zend_always_inline async_coroutine_t *pick_next(void)
{
	bool microtasks = !async_ring_buffer_is_empty(&ASYNC_G(microtasks));
	/* The clock is read every 8th tick only: it is the costliest part of
	 * a hand-off after the switch itself. */
	uint32_t ticks = ++ASYNC_G(ticks_since_poll);
	bool poll = ticks >= ASYNC_G(poll_every_ticks)
		|| ((ticks & 7) == 0 && async_coarse_now_ms() - ASYNC_G(last_poll_ms) >= ASYNC_POLL_EVERY_MS);
	if (UNEXPECTED(microtasks || poll)) {
		pick_next_service(microtasks, poll);
	}
	return ready_pop(true);
}

/* }}} */

/* {{{ switching */

/* Fiber switch observers learn where a context starts from the PHP frame
 * executing at its first switch: Xdebug 3.2 copies that frame's file into
 * the base frame of the new context's stack, and crashes when no PHP frame
 * is executing (PHP's own Fibers always start from PHP code). Ours also
 * start from the scheduler's context or from a finished coroutine's, where
 * none is. For the duration of such a switch the observers see this
 * stand-in instead: a frame at the spawn location of the coroutine the
 * context is about to run (no file for the scheduler's context). */
ZEND_TLS struct {
	zend_execute_data frame;
	zend_op_array op_array;
	zend_op opline;
} start_location;

bool async_scheduler_show_start_location(zend_fiber_context *target, zend_execute_data **executing)
{
	if (EXPECTED(target->status != ZEND_FIBER_STATUS_INIT)) {
		return false;
	}
	for (zend_execute_data *ex = EG(current_execute_data); ex != NULL; ex = ex->prev_execute_data) {
		if (ex->func != NULL && ZEND_USER_CODE(ex->func->type)) {
			return false;
		}
	}
	async_coroutine_t *co = target != ASYNC_G(scheduler_context) ? async_stack_bound(target) : NULL;
	bool located = co != NULL && co->coroutine.filename != NULL;

	memset(&start_location, 0, sizeof(start_location));
	start_location.opline.lineno = located ? co->coroutine.lineno : 0;
	start_location.op_array.type = ZEND_USER_FUNCTION;
	start_location.op_array.filename = located ? co->coroutine.filename : ZSTR_EMPTY_ALLOC();
	start_location.op_array.opcodes = &start_location.opline;
	start_location.op_array.last = 1;
	start_location.frame.func = (zend_function *) &start_location.op_array;
	start_location.frame.opline = &start_location.opline;
	if (executing != NULL) {
		*executing = EG(current_execute_data);
	}
	EG(current_execute_data) = &start_location.frame;
	return true;
}

/* Inline in the hand-off path (switch_away); async_scheduler_switch() for
 * the others. */
static zend_always_inline void scheduler_switch(zend_fiber_context *target)
{
	zend_fiber_transfer transfer;
	void *fake_stack = NULL;
	zend_execute_data *executing = NULL;
	/* Only a context's first switch needs the stand-in frame. */
	bool shown = UNEXPECTED(target->status == ZEND_FIBER_STATUS_INIT)
		&& async_scheduler_show_start_location(target, &executing);

	transfer.context = target;
	transfer.flags = 0;
	ZVAL_NULL(&transfer.value);
	ASYNC_G(switches)++;
	async_stack_check_overflow();
	async_asan_switch_start(&fake_stack, target);
	zend_fiber_switch_context(&transfer);
	if (UNEXPECTED(shown)) {
		EG(current_execute_data) = executing;
	}
	async_asan_switch_finish(fake_stack);
	async_stack_reap_dead();
	if (UNEXPECTED(transfer.flags & ZEND_FIBER_TRANSFER_FLAG_BAILOUT)) {
		/* A fatal error from another context, re-raised on our stack. */
		zend_bailout();
	}
}

void async_scheduler_switch(zend_fiber_context *target)
{
	scheduler_switch(target);
}

static void scheduler_entry(zend_fiber_transfer *transfer);

static zend_fiber_context *scheduler_context(void)
{
	if (ASYNC_G(scheduler_context) == NULL) {
		ASYNC_G(scheduler_context) = async_stack_create_scheduler_context(scheduler_entry);
		if (ASYNC_G(scheduler_context) == NULL) {
			zend_error_noreturn(E_ERROR, "Async scheduler: could not allocate the scheduler's stack");
		}
	}
	return ASYNC_G(scheduler_context);
}

/* A coroutine that cannot run (no stack could be had, or it was cancelled
 * before it started) finishes here, without running user code. */
static void finish_unstarted(async_coroutine_t *co, zend_object *error)
{
	co->coroutine.event.flags |= ZEND_COROUTINE_F_STARTED;
	co->coroutine.exception = error;
	async_coroutine_finish(co);
}

/* Where to go to run co: its resume point, or a pooled context for a
 * never-started one. NULL if co could not be started (it has been finished
 * with the error). */
static zend_never_inline zend_fiber_context *target_of_new(async_coroutine_t *co)
{
	async_stack_ctx_t *ctx = async_stack_acquire(co);
	if (ctx == NULL) {
		zend_object *error = EG(exception);
		EG(exception) = NULL;
		finish_unstarted(co, error);
		return NULL;
	}
	return async_stack_fiber(ctx);
}

static zend_always_inline zend_fiber_context *target_of(async_coroutine_t *co)
{
	if (EXPECTED(ZEND_COROUTINE_IS_STARTED(&co->coroutine))) {
		return co->resume_context;
	}
	return target_of_new(co);
}

/* Gives the CPU away from the current coroutine. Returns after it has
 * been resumed (or at once if it was itself the next to run). */
static void switch_away(async_coroutine_t *from)
{
	for (;;) {
		async_coroutine_t *next = pick_next();
		if (next == from) {
			return;
		}
		if (next == NULL) {
			async_scheduler_switch(scheduler_context());
			return;
		}
		zend_fiber_context *target = target_of(next);
		if (target != NULL) {
			scheduler_switch(target);
			return;
		}
	}
}

zend_fiber_context *async_scheduler_next_after_finish(async_stack_ctx_t *ctx)
{
	ZEND_ASYNC_G(coroutine) = NULL;
	for (;;) {
		async_coroutine_t *next = pick_next();
		if (next == NULL) {
			return scheduler_context();
		}
		if (!ZEND_COROUTINE_IS_STARTED(&next->coroutine)) {
			/* Zero switches: the next coroutine runs on this stack. */
			async_stack_bind(ctx, next);
			return NULL;
		}
		return next->resume_context;
	}
}

/* }}} */

/* {{{ launch */

bool async_scheduler_launch(void)
{
	if (ZEND_ASYNC_IS_ACTIVE) {
		return true;
	}
	if (ZEND_ASYNC_G(state) != ZEND_ASYNC_READY) {
		zend_throw_error(NULL, "The async scheduler cannot be started at this point of the request");
		return false;
	}
	ZEND_ASYNC_G(main_scope) = async_scope_new_main();

	async_coroutine_t *main_co = async_coroutine_new(ZEND_ASYNC_G(main_scope));
	main_co->coroutine.event.flags |= ZEND_COROUTINE_F_MAIN | ZEND_COROUTINE_F_STARTED;
	/* Main is the script itself: it has no spawn location. */
	if (main_co->coroutine.filename) {
		zend_string_release(main_co->coroutine.filename);
		main_co->coroutine.filename = NULL;
		main_co->coroutine.lineno = 0;
	}
	ZEND_ASYNC_G(main_coroutine) = &main_co->coroutine;
	ZEND_ASYNC_G(coroutine) = &main_co->coroutine;
	ZEND_ASYNC_G(state) = ZEND_ASYNC_ACTIVE;
	ASYNC_G(last_poll_ms) = async_coarse_now_ms();

	zend_coroutine_switch_handlers_vector_t *start = &ZEND_ASYNC_G(main_coroutine_start_handlers);
	for (uint32_t i = 0; i < start->length; i++) {
		zend_coroutine_add_switch_handler(&main_co->coroutine, start->data[i].handler);
	}
	async_switch_handlers_call(main_co, true, false);
	async_shutdown_arm();
	return true;
}

/* }}} */

/* {{{ spawn / suspend / resume / cancel */

/* launch() on the per-wait paths: inline once the scheduler runs. */
static zend_always_inline bool scheduler_launched(void)
{
	return EXPECTED(ZEND_ASYNC_IS_ACTIVE) || async_scheduler_launch();
}

/* A coroutine not yet queued, with what it will need reserved: the stack
 * it starts on (so that a limit fails here, not the coroutine when it
 * starts) and its slot in the ready queue (waking one never allocates:
 * cancelling all of them must work even when the script ended by running
 * out of memory). NULL with the exception at a stack limit. */
static async_coroutine_t *new_coroutine(zend_async_scope_t *scope)
{
	/* The registry holds main and every coroutine alive: with this one,
	 * registry_count coroutines may need a stack. */
	if (!async_stack_reserve(ASYNC_G(registry_count))) {
		return NULL;
	}
	async_coroutine_t *co = async_coroutine_new(scope);
	while (ASYNC_G(ready_queue).capacity < ASYNC_G(registry_count)) {
		async_ring_buffer_grow(&ASYNC_G(ready_queue));
	}
	return co;
}

zend_coroutine_t *async_scheduler_spawn(zend_async_scope_t *scope, int32_t priority)
{
	if (!async_scheduler_launch()) {
		return NULL;
	}
	if (scope == NULL) {
		scope = ZEND_ASYNC_CURRENT_SCOPE;
	}
	if ((scope->event.flags & ZEND_ASYNC_SCOPE_F_CLOSED) && scope != ZEND_ASYNC_G(main_scope)) {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, "Cannot spawn a coroutine in a closed scope");
		return NULL;
	}
	async_coroutine_t *co = new_coroutine(scope);
	if (co == NULL) {
		return NULL;
	}
	if (priority >= ZEND_COROUTINE_HI_PRIORITY) {
		co->coroutine.event.flags |= ZEND_COROUTINE_F_HI_PRIORITY;
	}
	ZEND_ASYNC_G(active_coroutine_count)++;
	async_scheduler_enqueue(&co->coroutine);
	async_shutdown_arm();
	if (ZEND_ASYNC_G(graceful_shutdown)) {
		/* Nothing new may start once the application is shutting down. */
		async_scheduler_cancel(&co->coroutine, NULL, false, false);
	}
	return &co->coroutine;
}

zend_coroutine_t *async_scheduler_spawn_internal(zend_coroutine_entry_t entry, void *data)
{
	/* The main scope: the scope the work belongs to may be closed, and an
	 * internal helper must not keep a user scope busy. */
	zend_coroutine_t *runner = ZEND_ASYNC_SPAWN(ZEND_ASYNC_G(main_scope), ZEND_COROUTINE_HI_PRIORITY);

	if (runner == NULL) {
		if (EG(exception)) {
			zend_clear_exception();
		}
		return NULL;
	}
	runner->event.flags |= ZEND_COROUTINE_F_INTERNAL;
	runner->internal_entry = entry;
	runner->extended_data = data;
	return runner;
}

/* Delivers a cancellation that was requested while it could not be. */
static void apply_deferred_cancellation(async_coroutine_t *co, zend_async_waker_t *waker)
{
	zend_object *error = co->deferred_cancellation;

	co->deferred_cancellation = NULL;
	co->cancellation_deferred = false;
	if (error == NULL) {
		error = zend_async_new_exception(ZEND_ASYNC_EXCEPTION_CANCELLATION, "Coroutine cancelled");
	}
	zend_async_waker_apply_error(waker, error, true, true);
	waker->status = ZEND_ASYNC_WAKER_RESULT;
}

/* Back in the coroutine: unsubscribe, then surface the error if any. */
static zend_never_inline bool finish_wait_slow(async_coroutine_t *co)
{
	zend_async_waker_t *waker = co->coroutine.waker;

	zend_async_waker_clean_events(waker);
	waker->status = ZEND_ASYNC_WAKER_NO_STATUS;
	co->suspended_execute_data = NULL;
	if (UNEXPECTED(co->exit_on_resume)) {
		co->exit_on_resume = false;
		if (waker->error) {
			OBJ_RELEASE(waker->error);
			waker->error = NULL;
		}
		zend_throw_unwind_exit();
		return false;
	}
	if (waker->error != NULL) {
		zend_object *error = waker->error;
		waker->error = NULL;
		zend_throw_exception_internal(error);
		return false;
	}
	return true;
}

/* Inline for the common end of a wait (a yield, a wake-up with nothing
 * subscribed any more, no error): nothing to release or throw. */
static zend_always_inline bool finish_wait(async_coroutine_t *co)
{
	zend_async_waker_t *waker = co->coroutine.waker;

	/* Only a resolved wait ends: resumed (QUEUED) or resolved early. */
	ASYNC_ASSERT(waker->status == ZEND_ASYNC_WAKER_QUEUED || waker->status == ZEND_ASYNC_WAKER_RESULT);
	if (EXPECTED(waker->triggers_count == 0 && waker->error == NULL && !co->exit_on_resume)) {
		waker->status = ZEND_ASYNC_WAKER_NO_STATUS;
		co->suspended_execute_data = NULL;
		return true;
	}
	return finish_wait_slow(co);
}

static zend_always_inline void suspend_and_switch(async_coroutine_t *co, zend_async_waker_t *waker)
{
	/* EG(exception) is not part of the switched state: it would surface
	 * in whichever coroutine runs next. */
	ASYNC_ASSERT(EG(exception) == NULL);
	/* The suspend location is derived from this frame on demand
	 * (async_coroutine_suspend_location), not recorded on every switch. */
	co->resume_context = EG(current_fiber_context);
	co->suspended_execute_data = EG(current_execute_data);
	async_switch_handlers_call(co, false, false);
	switch_away(co);
	ZEND_ASYNC_G(coroutine) = &co->coroutine;
	async_switch_handlers_call(co, true, false);
}

bool async_scheduler_suspend(bool from_main)
{
	if (!scheduler_launched()) {
		return false;
	}
	async_coroutine_t *co = current_coroutine();
	if (!zend_async_can_suspend_inline(true) || EG(exception)) {
		if (co->coroutine.waker) {
			zend_async_waker_clean_events(co->coroutine.waker);
			co->coroutine.waker->status = ZEND_ASYNC_WAKER_NO_STATUS;
		}
		return false;
	}
	zend_async_waker_t *waker = co->coroutine.waker;
	if (waker == NULL) {
		waker = zend_async_waker_new(&co->coroutine);
	}

	if (co->cancellation_deferred && !ZEND_COROUTINE_IS_PROTECTED(&co->coroutine)) {
		apply_deferred_cancellation(co, waker);
	}

	if (waker->status == ZEND_ASYNC_WAKER_NO_STATUS) {
		/* Events are inert until now; one may complete synchronously,
		 * which resolves the waker without a switch (fast return). */
		if (!zend_async_waker_start_events(waker)) {
			zend_async_waker_clean_events(waker);
			waker->status = ZEND_ASYNC_WAKER_NO_STATUS;
			return false;
		}
	}
	if (waker->status == ZEND_ASYNC_WAKER_NO_STATUS) {
		ASYNC_ASSERT(!co->in_queue);
		waker->status = ZEND_ASYNC_WAKER_WAITING;
		suspend_and_switch(co, waker);
	}
	return finish_wait(co);
}

/* suspend(): let everything that is ready run once, then continue. */
bool async_scheduler_yield(void)
{
	if (!scheduler_launched()) {
		return false;
	}
	async_coroutine_t *co = current_coroutine();
	if (!zend_async_can_suspend_inline(true)) {
		return false;
	}
	/* The waker the previous yield left is reused as it is: a yield
	 * subscribes to nothing, so only its status and label change. */
	zend_async_waker_t *waker = co->coroutine.waker;
	if (UNEXPECTED(waker == NULL || !zend_async_waker_is_clean(waker))) {
		waker = zend_async_waker_new(&co->coroutine);
	}
	if (co->cancellation_deferred && !ZEND_COROUTINE_IS_PROTECTED(&co->coroutine)) {
		apply_deferred_cancellation(co, waker);
		return finish_wait(co);
	}
	waker->waiting_for = "suspend";
	waker->status = ZEND_ASYNC_WAKER_QUEUED;
	if (EXPECTED(!co->in_queue)) {
		ready_push(co);
	}
	suspend_and_switch(co, waker);
	return finish_wait(co);
}

void async_scheduler_resume(zend_coroutine_t *coroutine, zend_object *error, bool transfer_error)
{
	zend_async_waker_t *waker = coroutine->waker;

	if (ZEND_COROUTINE_IS_FINISHED(coroutine) || waker == NULL) {
		if (error && transfer_error) {
			OBJ_RELEASE(error);
		}
		return;
	}
	if (error != NULL) {
		zend_async_waker_apply_error(waker, error, transfer_error, true);
	}
	switch (waker->status) {
		case ZEND_ASYNC_WAKER_NO_STATUS:
			/* Resolved before the coroutine suspended: fast return. */
			waker->status = ZEND_ASYNC_WAKER_RESULT;
			break;
		case ZEND_ASYNC_WAKER_WAITING:
			/* A waiting coroutine is off the queue until this resume. */
			ASYNC_ASSERT(!async_coroutine_from_abi(coroutine)->in_queue);
			waker->status = ZEND_ASYNC_WAKER_QUEUED;
			async_scheduler_enqueue(coroutine);
			break;
		case ZEND_ASYNC_WAKER_QUEUED:
		case ZEND_ASYNC_WAKER_RESULT: break;
	}
}

void async_scheduler_cancel(zend_coroutine_t *coroutine, zend_object *error, bool transfer_error, bool is_safely)
{
	async_coroutine_t *co = async_coroutine_from_abi(coroutine);

	if (ZEND_COROUTINE_IS_FINISHED(coroutine)) {
		if (error && transfer_error) {
			OBJ_RELEASE(error);
		}
		return;
	}
	if (error != NULL && !transfer_error) {
		GC_ADDREF(error);
	}
	if (error == NULL) {
		/* Created here so that its file and line name the cancel() call. */
		error = zend_async_new_exception(ZEND_ASYNC_EXCEPTION_CANCELLATION, "Coroutine cancelled");
	}
	coroutine->event.flags |= ZEND_COROUTINE_F_CANCELLED;

	bool deliver_now = ZEND_COROUTINE_IS_STARTED(coroutine) && co != current_coroutine()
		&& !ZEND_COROUTINE_IS_PROTECTED(coroutine) && coroutine->waker != NULL
		&& (coroutine->waker->status == ZEND_ASYNC_WAKER_WAITING
			|| coroutine->waker->status == ZEND_ASYNC_WAKER_QUEUED);

	if (!deliver_now) {
		/* Not started, running, or protected: delivered when it starts
		 * or at its next suspension point. The latest request wins. */
		if (co->deferred_cancellation) {
			OBJ_RELEASE(co->deferred_cancellation);
		}
		co->deferred_cancellation = error;
		co->cancellation_deferred = true;
		return;
	}
	async_scheduler_resume(coroutine, error, true);
}

/* }}} */

/* {{{ graceful shutdown, unhandled exceptions, exit */

static void cancel_all(zend_object *error, bool include_main)
{
	async_coroutine_t *cur = current_coroutine();
	uint32_t count;
	/* Snapshot first: cancelling runs no PHP code, but stay safe against
	 * the registry changing under the walk anyway. */
	async_coroutine_t **list = async_registry_snapshot(&count);

	if (error == NULL) {
		/* One cancellation for all: after the script ran out of memory the
		 * heap is at the limit, and one exception per coroutine (100,000
		 * waiting ones are tens of MB) would exhaust it again before a
		 * single finally block ran. */
		error = zend_async_new_exception(ZEND_ASYNC_EXCEPTION_CANCELLATION, "Graceful shutdown");
	} else {
		GC_ADDREF(error);
	}
	for (uint32_t i = 0; i < count; i++) {
		async_coroutine_t *co = list[i];
		if (co == cur || (!include_main && ZEND_COROUTINE_IS_MAIN(&co->coroutine))
			|| ZEND_COROUTINE_IS_CANCELLED(&co->coroutine)) {
			continue;
		}
		async_scheduler_cancel(&co->coroutine, error, false, false);
	}
	OBJ_RELEASE(error);
	async_registry_snapshot_free(list, count);
}

void async_scheduler_graceful_shutdown(zend_object *error)
{
	if (ZEND_ASYNC_G(graceful_shutdown)) {
		return;
	}
	ZEND_ASYNC_G(graceful_shutdown) = true;
	cancel_all(error, true);
}

void async_scheduler_handle_unhandled(async_coroutine_t *co, zend_object *exception)
{
	if (instanceof_function(exception->ce, async_ce_cancellation)) {
		return; /* cancellations end coroutines silently */
	}
	async_coroutine_annotate_exception(co, exception);
	if (ZEND_ASYNC_G(exit_exception) != NULL) {
		/* A second failure while shutting down because of the first: the
		 * first stays the one that ends the request, this one is still
		 * shown rather than lost. */
		GC_ADDREF(exception);
		zend_exception_error(exception, E_WARNING);
		return;
	}
	if (!ZEND_ASYNC_IS_ACTIVE || ASYNC_G(drain_done)) {
		/* After the drain nothing is left to shut down: report it now, as
		 * PHP reports an uncaught exception (consuming our reference). */
		GC_ADDREF(exception);
		zend_try {
			zend_exception_error(exception, E_ERROR);
		} zend_end_try();
		return;
	}
	GC_ADDREF(exception);
	ZEND_ASYNC_G(exit_exception) = exception;

	/* Main, if it is waiting while the script still runs, gets the
	 * exception itself: uncaught there, PHP reports it exactly as an
	 * exception of the main script (message, exit status, shutdown
	 * functions). Everything else is cancelled. */
	async_coroutine_t *main_co = main_coroutine();
	if (main_co && main_co != current_coroutine() && !ASYNC_G(in_shutdown_drain)
		&& ZEND_COROUTINE_SUSPENDED(&main_co->coroutine)) {
		GC_ADDREF(exception);
		async_scheduler_resume(&main_co->coroutine, exception, true);
		ZEND_ASYNC_G(exit_exception) = NULL;
		OBJ_RELEASE(exception);
		ZEND_ASYNC_G(graceful_shutdown) = true;
		cancel_all(NULL, false);
		return;
	}
	ZEND_ASYNC_G(graceful_shutdown) = true;
	cancel_all(NULL, false);
}

/* exit() inside a coroutine: the script must end as if main called it. */
void async_scheduler_forward_exit(void)
{
	ASYNC_G(exit_requested) = true;
	async_coroutine_t *main_co = main_coroutine();
	if (main_co == NULL || main_co == current_coroutine()) {
		return;
	}
	ZEND_ASYNC_G(graceful_shutdown) = true;
	cancel_all(NULL, false);
	if (!ASYNC_G(in_shutdown_drain) && ZEND_COROUTINE_SUSPENDED(&main_co->coroutine)) {
		/* Main wakes up first and unwinds with exit. */
		main_co->coroutine.event.flags |= ZEND_COROUTINE_F_HI_PRIORITY;
		async_scheduler_resume(&main_co->coroutine, NULL, false);
		main_co->coroutine.event.flags &= ~ZEND_COROUTINE_F_HI_PRIORITY;
		main_co->exit_on_resume = true;
	}
}

/* }}} */

/* {{{ deadlock */

/* The message is TrueAsync's, and so is its count: the coroutines left
 * waiting, main not included (it is told of the deadlock, or has already
 * finished its script). The debug lines name main too when it waits. */
static zend_string *deadlock_report(uint32_t *waiting_out)
{
	smart_str report = {0};
	uint32_t waiting = 0;

	ASYNC_REGISTRY_FOREACH(co) {
		if (ZEND_COROUTINE_SUSPENDED(&co->coroutine) && !ZEND_COROUTINE_IS_MAIN(&co->coroutine)) {
			waiting++;
		}
	}

	smart_str_append_printf(&report, "Deadlock detected: no active coroutines, %u coroutines in waiting", waiting);
	if (ASYNC_G(debug_deadlock)) {
		ASYNC_REGISTRY_FOREACH(co) {
			if (ZEND_COROUTINE_SUSPENDED(&co->coroutine)) {
				zend_string *line = async_coroutine_describe(co);
				smart_str_appends(&report, "\n  ");
				smart_str_append(&report, line);
				zend_string_release(line);
			}
		}
	}
	smart_str_0(&report);
	*waiting_out = waiting;
	return report.s;
}

/* Nothing is ready, the reactor has nothing that could wake anyone, yet
 * coroutines wait: they would wait forever. Main (while the script runs)
 * gets a DeadlockError it may catch; every other waiter is cancelled so
 * its finally blocks run; after the drain an uncaught DeadlockError ends
 * the request. */
static void handle_deadlock(void)
{
	uint32_t waiting;
	zend_string *message = deadlock_report(&waiting);
	async_coroutine_t *main_co = main_coroutine();

	ASYNC_G(deadlocks)++;
	zend_object *error = zend_async_new_exception(ZEND_ASYNC_EXCEPTION_DEADLOCK, "%s", ZSTR_VAL(message));
	zend_string_release(message);

	if (ASYNC_G(in_shutdown_drain) && ASYNC_G(deadlocks) > 2) {
		/* Coroutines keep waiting even after being cancelled: abandon
		 * them rather than loop forever. */
		ASYNC_G(drain_abandon) = true;
		if (ZEND_ASYNC_G(exit_exception) == NULL) {
			ZEND_ASYNC_G(exit_exception) = error;
		} else {
			OBJ_RELEASE(error);
		}
		async_scheduler_resume(&main_co->coroutine, NULL, false);
		return;
	}

	if (!ASYNC_G(in_shutdown_drain) && ZEND_COROUTINE_SUSPENDED(&main_co->coroutine)) {
		async_scheduler_resume(&main_co->coroutine, error, true);
	} else if (ZEND_ASYNC_G(exit_exception) == NULL) {
		ZEND_ASYNC_G(exit_exception) = error;
	} else {
		OBJ_RELEASE(error);
	}

	ASYNC_REGISTRY_FOREACH(co) {
		if (co != main_co && ZEND_COROUTINE_SUSPENDED(&co->coroutine)) {
			co->coroutine.event.flags &= ~ZEND_COROUTINE_F_PROTECTED;
			async_scheduler_cancel(&co->coroutine,
				zend_async_new_exception(ZEND_ASYNC_EXCEPTION_CANCELLATION, "Deadlock detected"), true, false);
		}
	}
}

/* }}} */

/* {{{ the scheduler's own context */

static void scheduler_entry(zend_fiber_transfer *transfer)
{
	zval vm_page[512];

	async_asan_switch_finish(NULL);
	async_stack_reap_dead();
	async_stack_prepare_vm(vm_page, sizeof(vm_page));
	ZVAL_NULL(&transfer->value);
	transfer->flags = 0;

	zend_try {
		for (;;) {
			ZEND_ASYNC_G(coroutine) = NULL;
			ZEND_ASYNC_G(in_scheduler_context) = true;
			EG(current_execute_data) = NULL;
			async_microtask_run_all();

			async_coroutine_t *next = ready_pop(false);
			if (next != NULL) {
				ZEND_ASYNC_G(in_scheduler_context) = false;
				zend_fiber_context *target = target_of(next);
				if (target != NULL) {
					async_scheduler_switch(target);
				}
				continue;
			}

			if (!async_ring_buffer_is_empty(&ASYNC_G(microtasks))) {
				/* Queued by the microtasks that just ran (each batch runs
				 * only what was there when it started): not idle yet. */
				continue;
			}
			async_stack_pool_trim(false);
			if (ZEND_ASYNC_G(active_event_count) > 0) {
				/* Idle: block until the reactor has something. */
				ZEND_ASYNC_REACTOR_EXECUTE(false);
				polled();
				continue;
			}
			if (ZEND_ASYNC_REACTOR_LOOP_ALIVE()) {
				/* Only hidden handles or pending closes: let them run out
				 * without blocking on them. */
				ZEND_ASYNC_REACTOR_EXECUTE(true);
				if (async_ring_buffer_is_empty(&ASYNC_G(ready_queue))
					&& async_ring_buffer_is_empty(&ASYNC_G(microtasks)) && ZEND_ASYNC_G(active_event_count) == 0) {
					handle_deadlock();
				}
				continue;
			}
			handle_deadlock();
		}
	} zend_catch {
		ASYNC_G(bailout) = true;
		transfer->context = main_coroutine()->resume_context;
		transfer->flags = ZEND_FIBER_TRANSFER_FLAG_BAILOUT;
	} zend_end_try();
	async_asan_switch_leave(transfer->context);
}

/* }}} */

/* {{{ drain: main waits for every coroutine at the end of the script */

uint32_t async_scheduler_live_count(void)
{
	return ZEND_ASYNC_G(active_coroutine_count);
}

void async_scheduler_drain(void)
{
	async_coroutine_t *main_co = main_coroutine();

	ASYNC_G(in_shutdown_drain) = true;
	ASYNC_G(deadlocks) = 0;
	for (;;) {
		if (ASYNC_G(drain_abandon)) {
			break;
		}
		if (ZEND_ASYNC_G(active_coroutine_count) == 0) {
			if (ASYNC_G(zombie_count) == 0) {
				break;
			}
			/* Only zombies remain: the application ends, so they are
			 * cancelled (once each) and waited for. */
			ASYNC_REGISTRY_FOREACH(co) {
				if ((co->coroutine.event.flags & ZEND_COROUTINE_F_ZOMBIE)
					&& !ZEND_COROUTINE_IS_CANCELLED(&co->coroutine)) {
					async_scheduler_cancel(&co->coroutine,
						zend_async_new_exception(ZEND_ASYNC_EXCEPTION_CANCELLATION, "Graceful shutdown"), true, false);
				}
			}
		}
		if (!zend_async_can_suspend(false)) {
			/* Nothing could run: end the drain rather than spin. */
			break;
		}
		zend_async_waker_t *waker = zend_async_waker_new(&main_co->coroutine);
		waker->waiting_for = "the end of all coroutines";
		if (!async_scheduler_suspend(true)) {
			/* Errors that reach main here have no one to catch them; the
			 * hook reports what matters (exit exception). */
			if (EG(exception)) {
				zend_clear_exception();
			}
		}
		if (main_co->exit_on_resume) {
			main_co->exit_on_resume = false;
		}
	}
	ASYNC_G(in_shutdown_drain) = false;
}

/* Called by async_coroutine_finish(). */
void async_scheduler_coroutine_gone(void)
{
	if (ZEND_ASYNC_G(active_coroutine_count) == 0 && ASYNC_G(in_shutdown_drain)
		&& ZEND_ASYNC_G(main_coroutine) != ZEND_ASYNC_G(coroutine)) {
		async_scheduler_resume(ZEND_ASYNC_G(main_coroutine), NULL, false);
	}
}

/* }}} */

/* {{{ request lifecycle */

static void *queue_realloc(void *ptr, size_t size)
{
	return erealloc(ptr, size);
}

static void queue_free(void *ptr)
{
	efree(ptr);
}

void async_scheduler_stats(zval *stats)
{
	add_assoc_long(stats, "coroutines_total", (zend_long) ASYNC_G(next_coroutine_id));
	add_assoc_long(stats, "coroutines_active", (zend_long) ZEND_ASYNC_G(active_coroutine_count));
	add_assoc_long(stats, "coroutines_zombie", (zend_long) ASYNC_G(zombie_count));
	add_assoc_long(stats, "microtasks_queue", (zend_long) async_ring_buffer_count(&ASYNC_G(microtasks)));
	add_assoc_long(stats, "coroutine_queue", (zend_long) async_ring_buffer_count(&ASYNC_G(ready_queue)));
	zend_long resumed = 0;
	for (size_t i = 0; i < async_ring_buffer_count(&ASYNC_G(ready_queue)); i++) {
		async_coroutine_t *co = async_ring_buffer_peek(&ASYNC_G(ready_queue), i);
		resumed += ZEND_COROUTINE_IS_STARTED(&co->coroutine) ? 1 : 0;
	}
	add_assoc_long(stats, "resumed_queue", resumed);
}

void async_scheduler_rinit(void)
{
	async_ring_buffer_init(&ASYNC_G(ready_queue), queue_realloc, queue_free);
	async_ring_buffer_init(&ASYNC_G(microtasks), queue_realloc, queue_free);
	ASYNC_G(registry_head) = NULL;
	ASYNC_G(registry_tail) = NULL;
	ASYNC_G(registry_count) = 0;
	ASYNC_G(next_coroutine_id) = 0;
	ASYNC_G(scheduler_context) = NULL;
	ASYNC_G(ticks_since_poll) = 0;
	ASYNC_G(poll_every_ticks) = ASYNC_POLL_EVERY_TICKS;
	ASYNC_G(last_poll_ms) = 0;
	ASYNC_G(in_shutdown_drain) = false;
	ASYNC_G(exit_requested) = false;
	ASYNC_G(bailout) = false;
	ASYNC_G(switches) = 0;
	ASYNC_G(deadlocks) = 0;
	ASYNC_G(drain_abandon) = false;
	ASYNC_G(zombie_count) = 0;
	async_schedule_perturb_rinit();
}

void async_scheduler_rshutdown(void)
{
	/* Whatever is still alive here was abandoned (fatal error, or a
	 * deadlock that would not resolve): its stack is destroyed without
	 * resuming it, then the runtime's references are dropped. */
	ASYNC_G(stack_arena).releasing_all = true;
	ASYNC_REGISTRY_FOREACH(co) {
		if (co->stack_ctx != NULL) {
			async_stack_destroy(co->stack_ctx);
		}
	}
	async_stack_pool_shutdown();
	if (ASYNC_G(scheduler_context) != NULL) {
		zend_fiber_destroy_context(ASYNC_G(scheduler_context));
		efree(ASYNC_G(scheduler_context));
		ASYNC_G(scheduler_context) = NULL;
	}
	async_stack_reap_dead();
	ASYNC_G(stack_arena).releasing_all = false;

	async_microtask_free_all();
	while (async_ring_buffer_pop_front(&ASYNC_G(ready_queue)) != NULL) {
	}

	/* Drop the runtime references of abandoned coroutines. */
	uint32_t n = ASYNC_G(registry_count);
	if (n > 0) {
		async_coroutine_t **list = safe_emalloc(n, sizeof(*list), 0);
		uint32_t count = 0;
		ASYNC_REGISTRY_FOREACH(co) {
			list[count++] = co;
		}
		for (uint32_t i = 0; i < count; i++) {
			async_coroutine_unregister(list[i]);
		}
		for (uint32_t i = 0; i < count; i++) {
			async_coroutine_t *co = list[i];
			co->in_queue = false;
			co->coroutine.event.flags |= ZEND_ASYNC_EVENT_F_CLOSED;
			zend_async_waker_destroy(&co->coroutine);
			if (!ZEND_COROUTINE_IS_MAIN(&co->coroutine)) {
				OBJ_RELEASE(&co->std); /* the runtime reference */
			}
		}
		efree(list);
	}
	if (ZEND_ASYNC_G(main_coroutine) != NULL) {
		zend_object *main_obj = &main_coroutine()->std;
		ZEND_ASYNC_G(main_coroutine) = NULL;
		ZEND_ASYNC_G(coroutine) = NULL;
		OBJ_RELEASE(main_obj);
	}
	async_scope_free_main();
	async_ring_buffer_destroy(&ASYNC_G(ready_queue));
	async_ring_buffer_destroy(&ASYNC_G(microtasks));
	zend_async_globals_deactivate();
}

/* }}} */

static zend_array *scheduler_get_coroutines(void)
{
	zend_array *result = zend_new_array(ASYNC_G(registry_count));

	ASYNC_REGISTRY_FOREACH(co) {
		if (co->coroutine.event.flags & ZEND_COROUTINE_F_INTERNAL) {
			continue;
		}
		zval item;
		ZVAL_OBJ_COPY(&item, &co->std);
		zend_hash_next_index_insert_new(result, &item);
	}
	return result;
}

/* A coroutine its caller queues itself (spawn through a scope provider). */
static zend_coroutine_t *scheduler_new_coroutine(zend_async_scope_t *scope)
{
	async_coroutine_t *co = new_coroutine(scope);
	return co != NULL ? &co->coroutine : NULL;
}

void async_scheduler_minit(void)
{
	static const zend_async_scheduler_api_t api = {
		.module = PHP_ASYNC_NAME,
		.launch = async_scheduler_launch,
		.new_coroutine = scheduler_new_coroutine,
		.spawn = async_scheduler_spawn,
		.suspend = async_scheduler_suspend,
		.yield = async_scheduler_yield,
		.enqueue = async_scheduler_enqueue,
		.resume = async_scheduler_resume,
		.cancel = async_scheduler_cancel,
		.shutdown = async_scheduler_graceful_shutdown,
		.get_coroutines = scheduler_get_coroutines,
		.add_microtask = async_microtask_add,
		.get_awaiting_info = async_coroutine_awaiting_info,
		.get_class_ce = async_get_class_ce,
		.new_scope = async_scope_new,
	};
	zend_async_scheduler_register(&api);
	async_asan_minit();
}

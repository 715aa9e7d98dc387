/*
 * reactor_thread.c: trigger events (uv_async_t: fired from any thread,
 * notified on the loop) and thread events (a pure C job on a detached
 * thread of its own, completed on the loop through a trigger).
 *
 * A thread job can be neither interrupted nor joined without blocking the
 * request, so a job whose event is disposed first is orphaned: it runs to
 * its end, its result is dropped, and whichever side finishes last frees
 * the shared record. The record is malloc()ed and guarded by a mutex,
 * because the worker thread must never touch the engine's allocator.
 */
#include "reactor_internal.h"
#include <pthread.h>

/* {{{ trigger */

typedef struct {
	zend_async_trigger_event_t trigger;
	uv_async_t *handle; /* closed asynchronously: separate allocation */
} async_uv_trigger_t;

static void trigger_close_cb(uv_handle_t *handle)
{
	efree(handle);
}

static void trigger_async_cb(uv_async_t *handle)
{
	async_uv_trigger_t *trigger = handle->data;

	if (trigger != NULL) {
		async_reactor_notify(&trigger->trigger.base);
	}
}

static void trigger_fire(zend_async_trigger_event_t *event)
{
	uv_async_send(((async_uv_trigger_t *) event)->handle);
}

static bool trigger_start(zend_async_event_t *event)
{
	if (async_reactor_event_ref(event)) {
		uv_ref((uv_handle_t *) ((async_uv_trigger_t *) event)->handle);
	}
	return true;
}

static bool trigger_stop(zend_async_event_t *event)
{
	if (async_reactor_event_unref(event)) {
		uv_unref((uv_handle_t *) ((async_uv_trigger_t *) event)->handle);
	}
	return true;
}

static bool trigger_dispose(zend_async_event_t *event)
{
	async_uv_trigger_t *trigger = (async_uv_trigger_t *) event;

	async_reactor_event_stop_all(event);
	trigger->handle->data = NULL;
	async_reactor_close((uv_handle_t *) trigger->handle, trigger_close_cb);
	zend_async_callbacks_free(event);
	efree(trigger);
	return true;
}

static zend_string *trigger_info(zend_async_event_t *event)
{
	return zend_string_init("trigger", sizeof("trigger") - 1, 0);
}

zend_async_trigger_event_t *async_reactor_new_trigger_event(void)
{
	async_uv_trigger_t *trigger = ecalloc(1, sizeof(*trigger));

	zend_async_event_init(&trigger->trigger.base, trigger_start, trigger_stop, trigger_dispose, trigger_info);
	trigger->trigger.fire = trigger_fire;
	trigger->handle = emalloc(sizeof(uv_async_t));
	uv_async_init(async_reactor_loop(), trigger->handle, trigger_async_cb);
	async_reactor_handle_opened();
	trigger->handle->data = trigger;
	/* Inert until started: an idle trigger must not keep the loop alive. */
	uv_unref((uv_handle_t *) trigger->handle);
	return &trigger->trigger;
}

/* }}} */

/* {{{ thread */

/* Shared between the loop and the worker; malloc()ed, mutex-guarded. */
typedef struct {
	pthread_mutex_t lock;
	zend_async_thread_run_fn run;
	void *arg;
	void (*free_arg)(void *arg);
	/* The loop side's trigger, or NULL once the event let go (orphaned). */
	zend_async_trigger_event_t *trigger;
	bool done;
	int refs; /* worker + loop side */
} thread_job_t;

typedef struct async_thread_event_s async_thread_event_t;

/* Separate allocation: the thread event may be freed from inside the
 * trigger's notification, which still touches the callback afterwards. */
typedef struct {
	zend_async_event_callback_t base;
	async_thread_event_t *owner; /* NULL once detached */
} trigger_callback_t;

struct async_thread_event_s {
	zend_async_thread_event_t thread;
	thread_job_t *job;
	zend_async_trigger_event_t *trigger;
	trigger_callback_t *trigger_callback;
};

static void trigger_callback_dispose(zend_async_event_callback_t *callback, zend_async_event_t *event)
{
	efree(callback);
}

static void job_release(thread_job_t *job)
{
	pthread_mutex_lock(&job->lock);
	bool last = --job->refs == 0;
	pthread_mutex_unlock(&job->lock);
	if (last) {
		if (job->free_arg) {
			job->free_arg(job->arg);
		}
		pthread_mutex_destroy(&job->lock);
		free(job);
	}
}

static void *job_main(void *ptr)
{
	thread_job_t *job = ptr;

	job->run(job->arg);
	pthread_mutex_lock(&job->lock);
	job->done = true;
	if (job->trigger != NULL) {
		job->trigger->fire(job->trigger);
	}
	pthread_mutex_unlock(&job->lock);
	job_release(job);
	return NULL;
}

/* Drops the loop side's hold on the job and the trigger. */
static void thread_detach(async_thread_event_t *te)
{
	if (te->job != NULL) {
		pthread_mutex_lock(&te->job->lock);
		te->job->trigger = NULL;
		pthread_mutex_unlock(&te->job->lock);
		job_release(te->job);
		te->job = NULL;
	}
	if (te->trigger != NULL) {
		zend_async_trigger_event_t *trigger = te->trigger;
		te->trigger = NULL;
		te->trigger_callback->owner = NULL;
		trigger->base.stop(&trigger->base);
		trigger->base.del_callback(&trigger->base, &te->trigger_callback->base);
		zend_async_event_release(&trigger->base);
	}
}

static void thread_done_cb(zend_async_event_t *trigger_event, zend_async_event_callback_t *callback, void *result,
	zend_object *exception)
{
	async_thread_event_t *te = ((trigger_callback_t *) callback)->owner;

	if (te == NULL) {
		return;
	}
	zend_async_event_t *event = &te->thread.base;

	if (te->job == NULL) {
		return;
	}
	pthread_mutex_lock(&te->job->lock);
	bool done = te->job->done;
	pthread_mutex_unlock(&te->job->lock);
	if (!done) {
		return;
	}
	/* The worker is finished with arg: it belongs to the event again, so
	 * waiters can read the job's results until they release the event. */
	te->thread.arg = te->job->arg;
	te->thread.free_arg = te->job->free_arg;
	te->job->free_arg = NULL;
	zend_async_event_add_ref(event);
	thread_detach(te);
	async_reactor_event_unref_all(event);
	ZEND_ASYNC_EVENT_SET_CLOSED(event);
	async_reactor_notify(event);
	zend_async_event_release(event);
}

static bool thread_start(zend_async_event_t *event)
{
	async_thread_event_t *te = (async_thread_event_t *) event;
	int rc = ENOMEM;

	if (ZEND_ASYNC_EVENT_IS_CLOSED(event) || !async_reactor_event_ref(event)) {
		return true;
	}
	if (te->job != NULL) {
		te->trigger->base.start(&te->trigger->base);
		return true; /* restarted while the job still runs */
	}
	thread_job_t *job = calloc(1, sizeof(*job));
	if (job == NULL) {
		goto fail;
	}
	pthread_mutex_init(&job->lock, NULL);
	job->run = te->thread.run;
	job->arg = te->thread.arg;
	job->free_arg = te->thread.free_arg;
	job->refs = 2;
	te->trigger = async_reactor_new_trigger_event();
	te->trigger_callback = emalloc(sizeof(trigger_callback_t));
	te->trigger_callback->base.ref_count = 0;
	te->trigger_callback->base.callback = thread_done_cb;
	te->trigger_callback->base.dispose = trigger_callback_dispose;
	te->trigger_callback->owner = te;
	te->trigger->base.add_callback(&te->trigger->base, &te->trigger_callback->base);
	te->trigger->base.start(&te->trigger->base);
	job->trigger = te->trigger;
	te->job = job;
	/* The job owns arg from now on. */
	te->thread.arg = NULL;
	te->thread.free_arg = NULL;

	pthread_attr_t attr;
	pthread_t tid;
	pthread_attr_init(&attr);
	pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
	rc = pthread_create(&tid, &attr, job_main, job);
	pthread_attr_destroy(&attr);
	if (rc == 0) {
		return true;
	}
	job->refs = 1; /* no worker */
	thread_detach(te);
fail:
	async_reactor_event_unref_all(event);
	zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, "Cannot start a thread: %s", strerror(rc));
	return false;
}

static bool thread_stop(zend_async_event_t *event)
{
	async_thread_event_t *te = (async_thread_event_t *) event;

	if (async_reactor_event_unref(event)) {
		/* The job keeps running; its completion still closes the event,
		 * but no longer keeps the loop busy. */
		if (te->trigger != NULL) {
			te->trigger->base.stop(&te->trigger->base);
		}
	}
	return true;
}

static bool thread_dispose(zend_async_event_t *event)
{
	async_thread_event_t *te = (async_thread_event_t *) event;

	async_reactor_event_unref_all(event);
	thread_detach(te);
	if (te->thread.free_arg && te->thread.arg) {
		te->thread.free_arg(te->thread.arg); /* never started */
	}
	zend_async_callbacks_free(event);
	efree(te);
	return true;
}

static zend_string *thread_info(zend_async_event_t *event)
{
	return zend_string_init("thread job", sizeof("thread job") - 1, 0);
}

zend_async_thread_event_t *async_reactor_new_thread_event(zend_async_thread_run_fn run, void *arg,
	void (*free_arg)(void *))
{
	async_thread_event_t *te = ecalloc(1, sizeof(*te));

	zend_async_event_init(&te->thread.base, thread_start, thread_stop, thread_dispose, thread_info);
	te->thread.run = run;
	te->thread.arg = arg;
	te->thread.free_arg = free_arg;
	return &te->thread;
}

/* }}} */

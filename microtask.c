/*
 * microtask.c: C callbacks queued by events and run FIFO, in the current
 * context, before the scheduler picks the next coroutine. A run microtask
 * leaves the queue and drops the queue's reference; an exception from one
 * stops the batch (the rest run at the next switch).
 */
#include "microtask.h"

void async_microtask_add(zend_async_microtask_t *task)
{
	task->ref_count++;
	async_ring_buffer_push_back(&ASYNC_G(microtasks), task);
}

void async_microtask_run_all(void)
{
	/* Only the tasks present now: one that queues another does not make
	 * this loop run forever. */
	size_t count = async_ring_buffer_count(&ASYNC_G(microtasks));

	while (count-- > 0) {
		zend_async_microtask_t *task = async_ring_buffer_pop_front(&ASYNC_G(microtasks));
		if (task == NULL) {
			break;
		}
		if (!task->is_cancelled) {
			task->handler(task);
		}
		zend_async_microtask_release(task);
		if (UNEXPECTED(EG(exception))) {
			break;
		}
	}
}

void async_microtask_free_all(void)
{
	zend_async_microtask_t *task;

	while ((task = async_ring_buffer_pop_front(&ASYNC_G(microtasks))) != NULL) {
		zend_async_microtask_release(task);
	}
}

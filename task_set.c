/*
 * task_set.c: Async\TaskSet, a TaskGroup whose entries leave once their
 * outcome has been handed out. Only the class binding lives here: the
 * objects are task_group.c's (is_set set), and so is all the machinery.
 */
#include "task_set.h"
#include "task_group.h"
#include "zend_interfaces.h"
#include "task_set_arginfo.h"

zend_class_entry *async_ce_task_set;

static zend_object *task_set_create(zend_class_entry *ce)
{
	zend_object *obj = async_task_group_create(ce);
	async_task_group_from_obj(obj)->is_set = true;
	return obj;
}

#define TASK_SET_FORWARD(method, impl) \
	ZEND_METHOD(Async_TaskSet, method) \
	{ \
		impl(INTERNAL_FUNCTION_PARAM_PASSTHRU); \
	}

TASK_SET_FORWARD(__construct, async_task_group_construct)
TASK_SET_FORWARD(spawn, async_task_group_spawn)
TASK_SET_FORWARD(spawnWithKey, async_task_group_spawn_with_key)
TASK_SET_FORWARD(joinNext, async_task_group_race)
TASK_SET_FORWARD(joinAny, async_task_group_any)
TASK_SET_FORWARD(joinAll, async_task_group_all)
TASK_SET_FORWARD(cancel, async_task_group_cancel)
TASK_SET_FORWARD(close, async_task_group_close)
TASK_SET_FORWARD(dispose, async_task_group_dispose)
TASK_SET_FORWARD(isFinished, async_task_group_is_finished)
TASK_SET_FORWARD(isClosed, async_task_group_is_closed)
TASK_SET_FORWARD(count, async_task_group_count)
TASK_SET_FORWARD(awaitCompletion, async_task_group_await_completion)
TASK_SET_FORWARD(finally, async_task_group_finally)
TASK_SET_FORWARD(getIterator, async_task_group_get_iterator)

void async_task_set_minit(void)
{
	async_ce_task_set = register_class_Async_TaskSet(async_ce_awaitable, zend_ce_countable, zend_ce_aggregate);
	async_ce_task_set->create_object = task_set_create;
	async_ce_task_set->get_iterator = async_task_group_iterator;
}

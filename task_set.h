/*
 * task_set.h: Async\TaskSet (task_set.c), a TaskGroup whose entries are
 * removed once their outcome has been handed out; the machinery is
 * task_group.c's.
 */
#ifndef ASYNC_TASK_SET_H
#define ASYNC_TASK_SET_H

#include "php_async.h"

extern zend_class_entry *async_ce_task_set;

/* MINIT: the class its stub declares (after async_task_group_minit()). */
void async_task_set_minit(void);

#endif /* ASYNC_TASK_SET_H */

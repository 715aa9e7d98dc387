/*
 * context.h: Async\Context (context.c): coroutine- and scope-local key/value
 * storage.
 */
#ifndef ASYNC_CONTEXT_H
#define ASYNC_CONTEXT_H

#include "php_async.h"

extern zend_class_entry *async_ce_context;
extern zend_class_entry *async_ce_context_exception;
/* MINIT: the classes and functions its stub declares. */
void async_context_minit(void);
void async_context_detach_scope(zend_object *context);
zend_object *async_scope_get_context(async_scope_t *scope);
zend_object *async_coroutine_get_context(async_coroutine_t *co);

#endif /* ASYNC_CONTEXT_H */

/*
 * exceptions.h: the runtime's exception classes (exceptions.c) and the
 * class lookup behind the ABI's get_class_ce slot.
 */
#ifndef ASYNC_EXCEPTIONS_H
#define ASYNC_EXCEPTIONS_H

#include "php_async.h"

extern zend_class_entry *async_ce_cancellation;
extern zend_class_entry *async_ce_async_cancellation;
extern zend_class_entry *async_ce_operation_canceled;
extern zend_class_entry *async_ce_async_exception;
extern zend_class_entry *async_ce_input_output_exception;
extern zend_class_entry *async_ce_dns_exception;
extern zend_class_entry *async_ce_timeout_exception;
extern zend_class_entry *async_ce_poll_exception;
extern zend_class_entry *async_ce_deadlock_error;
extern zend_class_entry *async_ce_composite_exception;

/* MINIT: the classes its stub declares. */
void async_exceptions_minit(void);
zend_class_entry *async_get_class_ce(zend_async_class type);
void async_composite_exception_add(zend_object *composite, zend_object *exception);
/* Calls every callable in handlers with arg, all of them even when some
 * throw, then throws the first error, or a CompositeException (with
 * composite_message) of all of them in call order when several threw. */
void async_call_handlers(HashTable *handlers, zval *arg, const char *composite_message);

#endif /* ASYNC_EXCEPTIONS_H */

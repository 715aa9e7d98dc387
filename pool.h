/*
 * pool.h: Async\Pool and its circuit breaker (pool.c).
 */
#ifndef ASYNC_POOL_H
#define ASYNC_POOL_H

#include "php_async.h"

extern zend_class_entry *async_ce_pool;
extern zend_class_entry *async_ce_pool_exception;
extern zend_class_entry *async_ce_service_unavailable_exception;
extern zend_class_entry *async_ce_circuit_breaker;
extern zend_class_entry *async_ce_circuit_breaker_strategy;
extern zend_class_entry *async_ce_circuit_breaker_state;

/* MINIT: the classes its stub declares. */
void async_pool_minit(void);

#endif /* ASYNC_POOL_H */

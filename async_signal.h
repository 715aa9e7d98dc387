/*
 * async_signal.h: Async\signal() and Async\Signal (signal.c); not named
 * signal.h, which would shadow the system header on the include path.
 */
#ifndef ASYNC_SIGNAL_H
#define ASYNC_SIGNAL_H

#include "php_async.h"

extern zend_class_entry *async_ce_signal;

/* MINIT: the classes and functions its stub declares. */
void async_signal_minit(void);

#endif /* ASYNC_SIGNAL_H */

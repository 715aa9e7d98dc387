/*
 * async_signal.h: Async\signal() and Async\Signal (signal.c); not named
 * signal.h, which would shadow the system header on the include path.
 */
#ifndef ASYNC_SIGNAL_H
#define ASYNC_SIGNAL_H

#include "php_async.h"

extern zend_class_entry *async_ce_signal;

void async_signal_register_functions(void);
void async_signal_register_classes(void);

#endif /* ASYNC_SIGNAL_H */

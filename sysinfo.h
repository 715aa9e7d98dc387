/*
 * sysinfo.h: Async\CpuSnapshot, Async\cpu_usage() and Async\loadavg()
 * (sysinfo.c).
 */
#ifndef ASYNC_SYSINFO_H
#define ASYNC_SYSINFO_H

#include "php_async.h"

extern zend_class_entry *async_ce_cpu_snapshot;

/* MINIT: the class and functions its stub declares. */
void async_sysinfo_minit(void);
/* RSHUTDOWN: cpu_usage() forgets its previous snapshot. */
void async_sysinfo_rshutdown(void);

#endif /* ASYNC_SYSINFO_H */

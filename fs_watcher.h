/*
 * fs_watcher.h: Async\\FileSystemWatcher and Async\\FileSystemEvent
 * (fs_watcher.c).
 */
#ifndef ASYNC_FS_WATCHER_H
#define ASYNC_FS_WATCHER_H

#include "php_async.h"

extern zend_class_entry *async_ce_fs_event;
extern zend_class_entry *async_ce_fs_watcher;

/* MINIT: the classes its stub declares. */
void async_fs_watcher_minit(void);

#endif /* ASYNC_FS_WATCHER_H */

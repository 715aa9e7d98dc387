/*
 * channel.h: Async\Channel, Async\ChannelCloseReason and
 * Async\ChannelException (channel.c).
 */
#ifndef ASYNC_CHANNEL_H
#define ASYNC_CHANNEL_H

#include "php_async.h"

extern zend_class_entry *async_ce_channel;
extern zend_class_entry *async_ce_channel_exception;
extern zend_class_entry *async_ce_channel_close_reason;

/* MINIT: the classes its stub declares. */
void async_channel_minit(void);
/* The event behind a Channel object (notified once, when it closes);
 * NULL for other objects. */
zend_async_event_t *async_channel_event_from_object(zend_object *object);

#endif /* ASYNC_CHANNEL_H */

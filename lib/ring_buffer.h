/*
 * ring_buffer.h: a growable circular buffer of pointers. The scheduler's
 * ready queue: NORMAL entries go to the tail, HI-priority entries to the
 * head, and dequeue is always from the head. Pure C, no Zend dependency,
 * so it has a C unit test of its own (tests/unit/ring_buffer_test.c).
 */
#ifndef ASYNC_RING_BUFFER_H
#define ASYNC_RING_BUFFER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct {
	void **data;
	size_t capacity; /* always a power of two, or 0 before the first push */
	size_t head;     /* index of the first element */
	size_t count;
	/* Allocator hooks so the extension can use its own (persistent or
	 * request) memory; realloc semantics, must not return NULL. */
	void *(*realloc_fn)(void *ptr, size_t size);
	void (*free_fn)(void *ptr);
} async_ring_buffer_t;

void async_ring_buffer_init(async_ring_buffer_t *rb, void *(*realloc_fn)(void *, size_t), void (*free_fn)(void *));
void async_ring_buffer_destroy(async_ring_buffer_t *rb);
/* Doubles the capacity (the slow half of a push; callers use the pushes). */
void async_ring_buffer_grow(async_ring_buffer_t *rb);
/* i-th element from the head, without removing it. */
void *async_ring_buffer_peek(const async_ring_buffer_t *rb, size_t i);
/* Removes and returns the i-th element from the head (NULL past the end);
 * the others keep their order. O(i): the elements before it move. */
void *async_ring_buffer_take(async_ring_buffer_t *rb, size_t i);
/* Removes every occurrence of item; returns how many were removed. */
size_t async_ring_buffer_remove(async_ring_buffer_t *rb, void *item);

static inline size_t async_ring_buffer_count(const async_ring_buffer_t *rb)
{
	return rb->count;
}

static inline bool async_ring_buffer_is_empty(const async_ring_buffer_t *rb)
{
	return rb->count == 0;
}

/* The pushes and the pop run on every hand-off: inline, no call. */
static inline void async_ring_buffer_push_back(async_ring_buffer_t *rb, void *item)
{
	if (rb->count == rb->capacity) {
		async_ring_buffer_grow(rb);
	}
	rb->data[(rb->head + rb->count) & (rb->capacity - 1)] = item;
	rb->count++;
}

static inline void async_ring_buffer_push_front(async_ring_buffer_t *rb, void *item)
{
	if (rb->count == rb->capacity) {
		async_ring_buffer_grow(rb);
	}
	rb->head = (rb->head - 1) & (rb->capacity - 1);
	rb->data[rb->head] = item;
	rb->count++;
}

/* Returns NULL when empty. */
static inline void *async_ring_buffer_pop_front(async_ring_buffer_t *rb)
{
	if (rb->count == 0) {
		return NULL;
	}
	void *item = rb->data[rb->head];
	rb->head = (rb->head + 1) & (rb->capacity - 1);
	rb->count--;
	return item;
}

#endif

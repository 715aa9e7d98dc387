/*
 * ring_buffer.c: growable circular pointer buffer (see ring_buffer.h).
 */
#include "ring_buffer.h"

#include <string.h>

void async_ring_buffer_init(async_ring_buffer_t *rb, void *(*realloc_fn)(void *, size_t), void (*free_fn)(void *))
{
	rb->data = NULL;
	rb->capacity = 0;
	rb->head = 0;
	rb->count = 0;
	rb->realloc_fn = realloc_fn;
	rb->free_fn = free_fn;
}

void async_ring_buffer_destroy(async_ring_buffer_t *rb)
{
	if (rb->data) {
		rb->free_fn(rb->data);
	}
	rb->data = NULL;
	rb->capacity = 0;
	rb->head = 0;
	rb->count = 0;
}

/* Doubles the capacity and unwraps the contents so that head becomes 0. */
void async_ring_buffer_grow(async_ring_buffer_t *rb)
{
	size_t capacity = rb->capacity ? rb->capacity * 2 : 16;
	void **data = rb->realloc_fn(NULL, capacity * sizeof(void *));

	if (rb->count > 0) {
		size_t first = rb->capacity - rb->head;
		if (first > rb->count) {
			first = rb->count;
		}
		memcpy(data, rb->data + rb->head, first * sizeof(void *));
		memcpy(data + first, rb->data, (rb->count - first) * sizeof(void *));
	}
	if (rb->data) {
		rb->free_fn(rb->data);
	}
	rb->data = data;
	rb->capacity = capacity;
	rb->head = 0;
}

void *async_ring_buffer_peek(const async_ring_buffer_t *rb, size_t i)
{
	if (i >= rb->count) {
		return NULL;
	}
	return rb->data[(rb->head + i) & (rb->capacity - 1)];
}

void *async_ring_buffer_take(async_ring_buffer_t *rb, size_t i)
{
	if (i >= rb->count) {
		return NULL;
	}
	size_t mask = rb->capacity - 1;
	void *item = rb->data[(rb->head + i) & mask];

	for (size_t j = i; j > 0; j--) {
		rb->data[(rb->head + j) & mask] = rb->data[(rb->head + j - 1) & mask];
	}
	rb->head = (rb->head + 1) & mask;
	rb->count--;
	return item;
}

size_t async_ring_buffer_remove(async_ring_buffer_t *rb, void *item)
{
	size_t kept = 0;
	size_t removed = 0;

	for (size_t i = 0; i < rb->count; i++) {
		void *current = rb->data[(rb->head + i) & (rb->capacity - 1)];
		if (current == item) {
			removed++;
			continue;
		}
		rb->data[(rb->head + kept) & (rb->capacity - 1)] = current;
		kept++;
	}
	rb->count = kept;
	return removed;
}

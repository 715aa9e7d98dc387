/*
 * Unit test for ring_buffer.c: FIFO order, HI-priority pushes at the head,
 * growth while wrapped around, removal. Exits non-zero if any check fails.
 */
#include "check.h"
#include "../../lib/ring_buffer.h"

#include <stdio.h>
#include <stdlib.h>

static void *test_realloc(void *p, size_t n)
{
	return realloc(p, n);
}
static void test_free(void *p)
{
	free(p);
}

#define P(n) ((void *) (uintptr_t) (n))

int main(void)
{
	async_ring_buffer_t rb;
	async_ring_buffer_init(&rb, test_realloc, test_free);

	CHECK(async_ring_buffer_pop_front(&rb) == NULL);
	CHECK(async_ring_buffer_is_empty(&rb));

	/* FIFO */
	for (uintptr_t i = 1; i <= 5; i++)
		async_ring_buffer_push_back(&rb, P(i));
	for (uintptr_t i = 1; i <= 5; i++)
		CHECK(async_ring_buffer_pop_front(&rb) == P(i));
	CHECK(async_ring_buffer_count(&rb) == 0);

	/* HI priority goes before everything queued */
	async_ring_buffer_push_back(&rb, P(1));
	async_ring_buffer_push_back(&rb, P(2));
	async_ring_buffer_push_front(&rb, P(100));
	CHECK(async_ring_buffer_peek(&rb, 0) == P(100));
	CHECK(async_ring_buffer_pop_front(&rb) == P(100));
	CHECK(async_ring_buffer_pop_front(&rb) == P(1));
	CHECK(async_ring_buffer_pop_front(&rb) == P(2));

	/* Growth while the contents wrap around the end of the array */
	for (uintptr_t i = 0; i < 10; i++)
		async_ring_buffer_push_back(&rb, P(i + 1));
	for (uintptr_t i = 0; i < 8; i++)
		CHECK(async_ring_buffer_pop_front(&rb) == P(i + 1));
	for (uintptr_t i = 10; i < 1000; i++)
		async_ring_buffer_push_back(&rb, P(i + 1));
	async_ring_buffer_push_front(&rb, P(5000));
	CHECK(async_ring_buffer_count(&rb) == 993);
	CHECK(async_ring_buffer_pop_front(&rb) == P(5000));
	for (uintptr_t i = 8; i < 1000; i++) {
		void *item = async_ring_buffer_pop_front(&rb);
		if (item != P(i + 1)) {
			CHECK(item == P(i + 1));
			break;
		}
	}
	CHECK(async_ring_buffer_is_empty(&rb));

	/* Removal keeps order */
	for (uintptr_t i = 1; i <= 6; i++)
		async_ring_buffer_push_back(&rb, P(i % 3));
	CHECK(async_ring_buffer_remove(&rb, P(0)) == 2);
	CHECK(async_ring_buffer_count(&rb) == 4);
	CHECK(async_ring_buffer_pop_front(&rb) == P(1));
	CHECK(async_ring_buffer_pop_front(&rb) == P(2));
	CHECK(async_ring_buffer_pop_front(&rb) == P(1));
	CHECK(async_ring_buffer_pop_front(&rb) == P(2));

	async_ring_buffer_destroy(&rb);
	return check_report("ring_buffer");
}

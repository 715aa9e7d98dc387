/*
 * Unit test for what async.schedule_seed rests on: the generator replays
 * from its seed and stays in range (async_prng.h), and taking an entry
 * from the middle of the ready queue keeps the others in order, also
 * while the queue wraps around (async_ring_buffer_take).
 */
#include "check.h"
#include "../../lib/async_prng.h"
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

static void test_prng(void)
{
	uint64_t a = 42, b = 42, c = 43;
	int same = 0;

	for (int i = 0; i < 1000; i++) {
		uint64_t x = async_prng_next(&a);
		CHECK(x == async_prng_next(&b));
		same += x == async_prng_next(&c);
	}
	CHECK(same == 0);

	/* splitmix64's published first output for seed 0. */
	uint64_t zero = 0;
	CHECK(async_prng_next(&zero) == UINT64_C(0xe220a8397b1dcdaf));

	/* Every value below n comes up, nothing at or above it. */
	uint64_t s = 7;
	int seen[5] = {0};
	for (int i = 0; i < 1000; i++) {
		size_t v = async_prng_below(&s, 5);
		CHECK(v < 5);
		if (v < 5)
			seen[v]++;
	}
	for (int i = 0; i < 5; i++)
		CHECK(seen[i] > 100);
	CHECK(async_prng_below(&s, 1) == 0);
}

static void test_take(void)
{
	async_ring_buffer_t rb;
	async_ring_buffer_init(&rb, test_realloc, test_free);

	CHECK(async_ring_buffer_take(&rb, 0) == NULL);

	for (uintptr_t i = 1; i <= 5; i++)
		async_ring_buffer_push_back(&rb, P(i));
	CHECK(async_ring_buffer_take(&rb, 5) == NULL);
	CHECK(async_ring_buffer_take(&rb, 2) == P(3));
	CHECK(async_ring_buffer_take(&rb, 0) == P(1));
	CHECK(async_ring_buffer_take(&rb, 2) == P(5));
	CHECK(async_ring_buffer_count(&rb) == 2);
	CHECK(async_ring_buffer_pop_front(&rb) == P(2));
	CHECK(async_ring_buffer_pop_front(&rb) == P(4));
	CHECK(async_ring_buffer_is_empty(&rb));

	/* Wrapped: head near the end of the 16-slot array. */
	for (uintptr_t i = 0; i < 14; i++)
		async_ring_buffer_push_back(&rb, P(100));
	for (uintptr_t i = 0; i < 14; i++)
		async_ring_buffer_pop_front(&rb);
	for (uintptr_t i = 1; i <= 10; i++)
		async_ring_buffer_push_back(&rb, P(i));
	async_ring_buffer_push_front(&rb, P(0));
	CHECK(async_ring_buffer_take(&rb, 6) == P(6));
	CHECK(async_ring_buffer_take(&rb, 9) == P(10));
	uintptr_t expect[] = {0, 1, 2, 3, 4, 5, 7, 8, 9};
	for (size_t i = 0; i < sizeof(expect) / sizeof(expect[0]); i++) {
		CHECK(async_ring_buffer_pop_front(&rb) == P(expect[i]));
	}
	CHECK(async_ring_buffer_is_empty(&rb));

	/* Taking at random until empty hands out each entry exactly once. */
	uint64_t s = 99;
	int taken[64] = {0};
	for (uintptr_t i = 0; i < 64; i++)
		async_ring_buffer_push_back(&rb, P(i));
	while (!async_ring_buffer_is_empty(&rb)) {
		uintptr_t v = (uintptr_t) async_ring_buffer_take(&rb, async_prng_below(&s, async_ring_buffer_count(&rb)));
		CHECK(v < 64);
		if (v < 64)
			taken[v]++;
	}
	for (int i = 0; i < 64; i++)
		CHECK(taken[i] == 1);

	async_ring_buffer_destroy(&rb);
}

int main(void)
{
	test_prng();
	test_take();
	return check_report("schedule_perturb");
}

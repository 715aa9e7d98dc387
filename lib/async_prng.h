/*
 * async_prng.h: the small seeded generator behind async.schedule_seed
 * (splitmix64): the same seed gives the same sequence on every platform,
 * so a perturbed schedule can be replayed. Not for anything secret.
 * No Zend dependency (tests/unit/schedule_perturb_test.c).
 */
#ifndef ASYNC_PRNG_H
#define ASYNC_PRNG_H

#include <stddef.h>
#include <stdint.h>

static inline uint64_t async_prng_next(uint64_t *state)
{
	uint64_t z = (*state += UINT64_C(0x9e3779b97f4a7c15));

	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

/* A number in [0, n), n > 0. The modulo bias is irrelevant for queue
 * lengths, and unlike a 128-bit multiply it compiles everywhere. */
static inline size_t async_prng_below(uint64_t *state, size_t n)
{
	return (size_t) (async_prng_next(state) % (uint64_t) n);
}

#endif

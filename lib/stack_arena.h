/*
 * stack_arena.h: C stacks for coroutines beyond what guard pages allow.
 *
 * A guarded stack (PHP's own fiber stacks) costs two memory mappings, so
 * vm.max_map_count (65530 by default) caps them near 30,000, and making
 * one costs several system calls. Stacks are therefore carved from arena
 * chunks: one mapping holds many stacks, with
 * a PROT_NONE page below the lowest one. Between neighbours there is no
 * guard page, only a red zone: the top ASYNC_STACK_ARENA_CHECKED bytes
 * of each slot, which its own stack (starting below them) never uses and
 * nothing ever writes, so they stay zero; they share a page with the top
 * of that stack, so checking them costs neither memory nor a page fault
 * while the slot is in use. A stack that
 * overflows writes into the red zone of the slot below; the check at
 * every switch away from it catches that (best effort: a frame that skips
 * the checked bytes without writing them goes unseen, and a runaway
 * recursion runs on down to the chunk's guard page and crashes as on a
 * guarded stack).
 *
 * No Zend dependency: chunks are mmap()ed and their bookkeeping
 * malloc()ed (it must not count against memory_limit, and it has a C unit
 * test of its own). Not thread-safe: one arena per PHP thread.
 */
#ifndef ASYNC_STACK_ARENA_H
#define ASYNC_STACK_ARENA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "list.h"

/* Bytes below a stack checked for an overflow at every switch. */
#define ASYNC_STACK_ARENA_CHECKED 512
/* Slots of the first chunk; each new chunk doubles, up to the maximum, so
 * a few coroutines map little and a million take a few hundred mappings
 * (two each: the chunk and its guard page). */
#define ASYNC_STACK_ARENA_FIRST_SLOTS 64
#define ASYNC_STACK_ARENA_MAX_SLOTS 4096
/* Freed stacks keep their pages until this many are waiting, then all of
 * them are given back at once, adjacent slots in one madvise() (a burst
 * of coroutines ending costs a few calls, not one per stack, and a stack
 * reused soon after is still backed). */
#define ASYNC_STACK_ARENA_DIRTY_MAX 256

typedef struct async_stack_chunk async_stack_chunk_t;

typedef struct {
	async_stack_chunk_t *chunk;
	uint32_t index;
	/* The usable stack: [low, high); high is where the stack starts. */
	char *low;
	char *high;
	/* Valgrind's id for it (0 when not built with valgrind's header). */
	unsigned int valgrind_id;
} async_arena_stack_t;

typedef struct {
	async_list_t chunks; /* chunks with a free slot first */
	size_t chunk_count;
	size_t slots_in_use;
	/* Slots of every mapped chunk, free or not. */
	size_t slots_total;
	/* Free slots promised to coroutines that will start later (set by
	 * async_stack_arena_reserve()): an emptied chunk stays mapped while
	 * unmapping it would leave fewer. */
	size_t keep_free;
	/* Slots of the next chunk made (0: ASYNC_STACK_ARENA_FIRST_SLOTS). */
	uint32_t next_slots;
	/* At most this many chunks (0: no limit); past it alloc fails with
	 * EAGAIN. Set by the caller from the process's mapping budget. */
	size_t chunk_limit;
	/* Freed slots whose pages are not yet given back, over all chunks. */
	uint32_t dirty_total;
	/* Set while everything is being freed (request end): freed slots keep
	 * their pages, their chunks are about to go anyway. */
	bool releasing_all;
} async_stack_arena_t;

/* Hands out a stack of at least stack_size usable bytes. False when no
 * memory could be mapped (errno from mmap, ENOMEM after smaller chunks
 * were tried too) or the chunk limit is reached (EAGAIN). */
bool async_stack_arena_alloc(async_stack_arena_t *arena, size_t stack_size, async_arena_stack_t *out);

/* Maps chunks until at least free_wanted slots are free, so that that many
 * stacks can be had later without mapping anything (spawn() reserves what
 * its coroutines will need when they start, and fails at once when it
 * cannot be had). Keeps that many free from then on (keep_free). False as
 * alloc is. Chunk sizes are counted, not slot sizes: after the stack size
 * changed, a later alloc may still need a new chunk. */
bool async_stack_arena_reserve(async_stack_arena_t *arena, size_t stack_size, size_t free_wanted);

/* Gives a stack back. A chunk whose slots are all free is unmapped; the
 * pages of freed stacks go back to the kernel in batches (see
 * ASYNC_STACK_ARENA_DIRTY_MAX), so one long-lived stack never pins many
 * others' memory for long. */
void async_stack_arena_free(async_stack_arena_t *arena, async_arena_stack_t *stack);

/* Gives back the pages of every freed stack now (the pool shrinking). */
void async_stack_arena_release_pages(async_stack_arena_t *arena);

/* False when the red zone below the stack was written to: the stack
 * overflowed into its neighbour. */
bool async_stack_arena_intact(const async_arena_stack_t *stack);

#endif

/*
 * Unit test for stack_arena.c: stacks are distinct and usable, chunks are
 * made and unmapped as slots come and go, an overflow into the red zone
 * below a stack is reported, and the lowest slot of a chunk sits on a
 * guard page. Exits non-zero if any check fails.
 */
#include "check.h"
#include "../../lib/stack_arena.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* Three full chunks: 64 + 128 + 256 slots (chunks double). */
#define COUNT (ASYNC_STACK_ARENA_FIRST_SLOTS * 7)
#define STACK_SIZE (128 * 1024)

int main(void)
{
	async_stack_arena_t arena = {0};
	static async_arena_stack_t stacks[COUNT];

	for (int i = 0; i < COUNT; i++) {
		CHECK(async_stack_arena_alloc(&arena, STACK_SIZE, &stacks[i]));
		CHECK(stacks[i].high - stacks[i].low >= STACK_SIZE);
		CHECK(((uintptr_t) stacks[i].high & 15) == 0);
		/* The whole stack is writable and its own. */
		memset(stacks[i].low, i & 0xff, (size_t) (stacks[i].high - stacks[i].low));
	}
	CHECK(arena.chunk_count == 3);
	CHECK(arena.slots_in_use == COUNT);
	for (int i = 0; i < COUNT; i++) {
		CHECK((unsigned char) stacks[i].low[0] == (i & 0xff));
		CHECK((unsigned char) stacks[i].high[-1] == (i & 0xff));
		CHECK(async_stack_arena_intact(&stacks[i]));
	}

	/* An overflow of a stack that is not the lowest of its chunk. */
	async_arena_stack_t *victim = NULL;
	for (int i = 0; i < COUNT && victim == NULL; i++) {
		if (stacks[i].index > 0) {
			victim = &stacks[i];
		}
	}
	CHECK(victim != NULL);
	victim->low[-40] = 1;
	CHECK(!async_stack_arena_intact(victim));
	victim->low[-40] = 0;
	CHECK(async_stack_arena_intact(victim));
	victim->low[-ASYNC_STACK_ARENA_CHECKED] = 7;
	CHECK(!async_stack_arena_intact(victim));
	victim->low[-ASYNC_STACK_ARENA_CHECKED] = 0;

	/* The lowest slot of a chunk overflows into a guard page. */
	async_arena_stack_t *lowest = NULL;
	for (int i = 0; i < COUNT && lowest == NULL; i++) {
		if (stacks[i].index == 0) {
			lowest = &stacks[i];
		}
	}
	CHECK(lowest != NULL);
	pid_t pid = fork();
	if (pid == 0) {
		lowest->low[-1] = 1;
		_exit(0);
	}
	int status = 0;
	waitpid(pid, &status, 0);
	CHECK(WIFSIGNALED(status) && WTERMSIG(status) == SIGSEGV);

	/* A freed slot is reused before a new chunk is made; its pages stay
	 * until a batch is given back, then it is zero again. */
	async_arena_stack_t again;
	async_stack_arena_free(&arena, &stacks[5]);
	CHECK(arena.dirty_total == 1);
	CHECK(async_stack_arena_alloc(&arena, STACK_SIZE, &again));
	CHECK(arena.chunk_count == 3);
	CHECK(arena.dirty_total == 0);
	CHECK(again.low == stacks[5].low);
	async_stack_arena_free(&arena, &again);
	async_stack_arena_release_pages(&arena);
	CHECK(arena.dirty_total == 0);
	CHECK(async_stack_arena_alloc(&arena, STACK_SIZE, &again));
	CHECK(again.low[0] == 0 && again.high[-1] == 0);
	stacks[5] = again;

	/* ASYNC_STACK_ARENA_DIRTY_MAX freed stacks give their pages back at
	 * once, without waiting to be asked (every eighth stack stays, so no
	 * chunk empties and is unmapped instead). */
	static int freed[COUNT];
	int nfreed = 0;
	for (int i = 0; i < COUNT && nfreed < ASYNC_STACK_ARENA_DIRTY_MAX; i++) {
		if (i % 8 != 0) {
			freed[nfreed++] = i;
		}
	}
	for (int k = 0; k < nfreed - 1; k++) {
		async_stack_arena_free(&arena, &stacks[freed[k]]);
	}
	CHECK(arena.dirty_total == ASYNC_STACK_ARENA_DIRTY_MAX - 1);
	async_stack_arena_free(&arena, &stacks[freed[nfreed - 1]]);
	CHECK(arena.dirty_total == 0);
	for (int k = 0; k < nfreed; k++) {
		CHECK(async_stack_arena_alloc(&arena, STACK_SIZE, &stacks[freed[k]]));
		CHECK(stacks[freed[k]].low[0] == 0 && stacks[freed[k]].high[-1] == 0);
	}
	CHECK(arena.chunk_count == 3);

	/* Past the chunk limit: EAGAIN, and nothing changes. */
	arena.chunk_limit = arena.chunk_count;
	{
		async_arena_stack_t extra[300];
		int got = 0;
		while (got < 300 && async_stack_arena_alloc(&arena, STACK_SIZE, &extra[got])) {
			got++;
		}
		CHECK(got < 300 && errno == EAGAIN);
		CHECK(arena.chunk_count == 3);
		for (int i = 0; i < got; i++) {
			async_stack_arena_free(&arena, &extra[i]);
		}
	}
	arena.chunk_limit = 0;

	/* A different size never shares a chunk. */
	async_arena_stack_t big;
	CHECK(async_stack_arena_alloc(&arena, STACK_SIZE * 2, &big));
	CHECK(arena.chunk_count == 4);
	CHECK(big.high - big.low >= STACK_SIZE * 2);
	async_stack_arena_free(&arena, &big);
	CHECK(arena.chunk_count == 3);

	arena.releasing_all = true;
	for (int i = 0; i < COUNT; i++) {
		async_stack_arena_free(&arena, &stacks[i]);
	}
	CHECK(arena.chunk_count == 0);
	CHECK(arena.slots_in_use == 0);
	CHECK(arena.slots_total == 0);
	CHECK(async_list_is_empty(&arena.chunks) && arena.chunks.tail == NULL);
	arena.releasing_all = false;

	/* A reservation maps the chunks now; the stacks then come without
	 * mapping anything, and an emptied chunk stays while it is promised. */
	CHECK(async_stack_arena_reserve(&arena, STACK_SIZE, 100));
	size_t reserved_chunks = arena.chunk_count;
	CHECK(reserved_chunks >= 1 && arena.slots_total >= 100 && arena.keep_free == 100);
	async_arena_stack_t one;
	CHECK(async_stack_arena_alloc(&arena, STACK_SIZE, &one));
	CHECK(arena.chunk_count == reserved_chunks && arena.keep_free == 99);
	async_stack_arena_free(&arena, &one);
	CHECK(arena.chunk_count == reserved_chunks); /* still promised */
	arena.keep_free = 0;
	async_stack_arena_release_pages(&arena);
	CHECK(arena.chunk_count == 0 && arena.slots_total == 0); /* no longer */
	arena.chunk_limit = 1;
	CHECK(async_stack_arena_reserve(&arena, STACK_SIZE, 10));
	CHECK(!async_stack_arena_reserve(&arena, STACK_SIZE, 100000) && errno == EAGAIN);
	arena.chunk_limit = 0;
	arena.keep_free = 0;
	async_stack_arena_release_pages(&arena);
	CHECK(arena.chunk_count == 0);

	return check_report("stack_arena");
}

/*
 * stack_arena.c: see stack_arena.h. Chunk layout, low to high addresses:
 *
 *   [guard page][slot 0][slot 1] ... [slot N-1]
 *
 * A slot is [low ... high | red zone]: its stack grows down from high;
 * the red zone, the slot's top ASYNC_STACK_ARENA_CHECKED bytes, guards the
 * slot above. It shares its page with the top of the slot's own stack,
 * which is touched whenever the slot is in use, so checking it costs no
 * page fault (a red zone page of its own cost one per coroutine: a third
 * of a cold coroutine's faults). Chunks with a free slot stay
 * at the head of the list, full ones at the tail, so allocation looks at
 * the head only (unless the stack size changed since the chunk was made).
 */
#include "stack_arena.h"
#include "async_debug.h"

#include <errno.h>
#include <stdlib.h>

#ifdef _WIN32
/* Windows has no map count limit worth an arena: guarded stacks only. */
bool async_stack_arena_alloc(async_stack_arena_t *arena, size_t stack_size, async_arena_stack_t *out)
{
	(void) arena;
	(void) stack_size;
	(void) out;
	errno = ENOSYS;
	return false;
}

void async_stack_arena_free(async_stack_arena_t *arena, async_arena_stack_t *stack)
{
	(void) arena;
	(void) stack;
}

void async_stack_arena_release_pages(async_stack_arena_t *arena)
{
	(void) arena;
}

bool async_stack_arena_intact(const async_arena_stack_t *stack)
{
	(void) stack;
	return true;
}
#else

# include <sys/mman.h>
# include <unistd.h>

/* Under memcheck, an overflow that returned leaves the red zone marked as
 * dead stack; reading it is then our business, not an error. */
# if defined(__has_include)
#  if __has_include(<valgrind/memcheck.h>)
#   include <valgrind/memcheck.h>
#  endif
# endif
# ifndef VALGRIND_MAKE_MEM_DEFINED
#  define VALGRIND_MAKE_MEM_DEFINED(addr, len) ((void) 0)
#  define RUNNING_ON_VALGRIND 0
# endif
/* A client request costs a dozen instructions even outside valgrind; the
 * red-zone check runs at every switch, so it asks this instead (set when
 * the first chunk is mapped: no zone is checked before). */
static bool under_valgrind;
/* Registered stacks tell valgrind that a jump of sp into one is a switch,
 * not a huge frame, and give its errors the right stack to blame (a PHP
 * built --with-valgrind registers its own fiber stacks; these it never
 * sees). Outside valgrind the requests cost a few instructions each. */
# ifndef VALGRIND_STACK_REGISTER
#  define VALGRIND_STACK_REGISTER(start, end) 0u
#  define VALGRIND_STACK_DEREGISTER(id) ((void) 0)
# endif

/* In an ASan build of the extension, instrumented frames that ran on a
 * stack leave its shadow poisoned: memory mapped there later (the heap)
 * would be reported as a stack buffer. */
# if defined(__SANITIZE_ADDRESS__)
#  include <sanitizer/asan_interface.h>
#  define STACK_UNPOISON(addr, len) __asan_unpoison_memory_region((addr), (len))
# else
#  define STACK_UNPOISON(addr, len) ((void) 0)
# endif

# if !defined(MAP_ANONYMOUS) && defined(MAP_ANON)
#  define MAP_ANONYMOUS MAP_ANON
# endif
# ifndef MAP_NORESERVE
#  define MAP_NORESERVE 0
# endif
# if !defined(MAP_STACK) || defined(__FreeBSD__)
#  undef MAP_STACK
#  define MAP_STACK 0
# endif

struct async_stack_chunk {
	async_list_node_t link; /* in the arena's chunks */
	char *mapping;          /* guard page first */
	size_t mapping_size;
	size_t slot_size;
	uint32_t slots;
	uint32_t used;
	uint32_t free_count;
	/* The top dirty_count entries of free_slots were freed with their
	 * pages still backed (the LIFO hands them out first). */
	uint32_t dirty_count;
	uint32_t free_slots[]; /* LIFO of free indices */
};

static size_t page_size(void)
{
	static size_t size;
	if (size == 0) {
		long value = sysconf(_SC_PAGESIZE);
		size = value > 0 ? (size_t) value : 4096;
	}
	return size;
}

static char *slot_base(const async_stack_chunk_t *chunk, uint32_t index)
{
	return chunk->mapping + page_size() + (size_t) index * chunk->slot_size;
}

static async_stack_chunk_t *chunk_of(async_list_node_t *node)
{
	return ASYNC_LIST_ENTRY_OR_NULL(node, async_stack_chunk_t, link);
}

static async_stack_chunk_t *chunk_new(size_t slot_size, uint32_t slots)
{
	async_stack_chunk_t *chunk = calloc(1, sizeof(*chunk) + slots * sizeof(uint32_t));
	if (chunk == NULL) {
		return NULL;
	}
	chunk->slot_size = slot_size;
	chunk->slots = slots;
	under_valgrind = RUNNING_ON_VALGRIND != 0;
	chunk->mapping_size = page_size() + slot_size * slots;
	/* Address space only: the kernel backs the pages a stack touches. */
	void *mapping = mmap(NULL, chunk->mapping_size, PROT_READ | PROT_WRITE,
		MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
	if (mapping == MAP_FAILED) {
		int err = errno;
		free(chunk);
		errno = err;
		return NULL;
	}
	if (mprotect(mapping, page_size(), PROT_NONE) != 0) {
		int err = errno;
		munmap(mapping, chunk->mapping_size);
		free(chunk);
		errno = err;
		return NULL;
	}
# ifdef MADV_NOHUGEPAGE
	/* With transparent huge pages on "always", a touched stack page could
	 * bring in 2 MiB: stacks touch a few KiB each. */
	madvise(mapping, chunk->mapping_size, MADV_NOHUGEPAGE);
# endif
	chunk->mapping = mapping;
	for (uint32_t i = 0; i < slots; i++) {
		/* Lowest index on top of the LIFO: stacks fill the chunk upwards. */
		chunk->free_slots[i] = slots - 1 - i;
	}
	chunk->free_count = slots;
	return chunk;
}

/* A new chunk, as large as the arena has grown to; when the address space
 * will not take it, smaller ones, down to the first chunk's size (what is
 * left below that stays for the heap and everything else). */
static async_stack_chunk_t *arena_grow(async_stack_arena_t *arena, size_t slot_size)
{
	if (arena->chunk_limit > 0 && arena->chunk_count >= arena->chunk_limit) {
		errno = EAGAIN;
		return NULL;
	}
	uint32_t slots = arena->next_slots ? arena->next_slots : ASYNC_STACK_ARENA_FIRST_SLOTS;
	for (;;) {
		async_stack_chunk_t *chunk = chunk_new(slot_size, slots);
		if (chunk != NULL) {
			if (slots < ASYNC_STACK_ARENA_MAX_SLOTS) {
				arena->next_slots = slots * 2;
			}
			return chunk;
		}
		if (errno != ENOMEM || slots <= ASYNC_STACK_ARENA_FIRST_SLOTS) {
			return NULL;
		}
		slots /= 2;
		arena->next_slots = slots;
	}
}

static size_t slot_size_for(size_t stack_size)
{
	size_t page = page_size();
	return (stack_size + ASYNC_STACK_ARENA_CHECKED + page - 1) / page * page;
}

static async_stack_chunk_t *arena_add_chunk(async_stack_arena_t *arena, size_t slot_size)
{
	async_stack_chunk_t *chunk = arena_grow(arena, slot_size);
	if (chunk != NULL) {
		async_list_push_front(&arena->chunks, &chunk->link);
		arena->chunk_count++;
		arena->slots_total += chunk->slots;
	}
	return chunk;
}

static void arena_drop_chunk(async_stack_arena_t *arena, async_stack_chunk_t *chunk)
{
	arena->dirty_total -= chunk->dirty_count;
	async_list_remove(&arena->chunks, &chunk->link);
	arena->chunk_count--;
	arena->slots_total -= chunk->slots;
	munmap(chunk->mapping, chunk->mapping_size);
	free(chunk);
}

/* True when an empty chunk can go without breaking the promise of
 * keep_free free slots. */
static bool arena_can_drop(const async_stack_arena_t *arena, const async_stack_chunk_t *chunk)
{
	return arena->slots_total - arena->slots_in_use - chunk->slots >= arena->keep_free;
}

bool async_stack_arena_reserve(async_stack_arena_t *arena, size_t stack_size, size_t free_wanted)
{
	while (arena->slots_total - arena->slots_in_use < free_wanted) {
		if (arena_add_chunk(arena, slot_size_for(stack_size)) == NULL) {
			return false;
		}
	}
	arena->keep_free = free_wanted;
	return true;
}

bool async_stack_arena_alloc(async_stack_arena_t *arena, size_t stack_size, async_arena_stack_t *out)
{
	size_t slot_size = slot_size_for(stack_size);
	async_stack_chunk_t *chunk = chunk_of(arena->chunks.head);

	while (chunk != NULL && chunk->free_count > 0 && chunk->slot_size != slot_size) {
		chunk = chunk_of(chunk->link.next);
	}
	if (chunk == NULL || chunk->free_count == 0) {
		chunk = arena_add_chunk(arena, slot_size);
		if (chunk == NULL) {
			return false;
		}
	}
	if (arena->keep_free > 0) {
		arena->keep_free--; /* a promised slot taken */
	}
	uint32_t index = chunk->free_slots[--chunk->free_count];
	if (chunk->dirty_count > 0) {
		chunk->dirty_count--;
		arena->dirty_total--;
	}
	chunk->used++;
	arena->slots_in_use++;
	if (chunk->free_count == 0) {
		async_list_remove(&arena->chunks, &chunk->link);
		async_list_push_back(&arena->chunks, &chunk->link);
	}
	out->chunk = chunk;
	out->index = index;
	out->low = slot_base(chunk, index);
	out->high = out->low + slot_size - ASYNC_STACK_ARENA_CHECKED;
	out->valgrind_id = VALGRIND_STACK_REGISTER(out->low, out->high);
	return true;
}

static int index_order(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *) a, y = *(const uint32_t *) b;
	return x < y ? -1 : x > y;
}

/* Gives back the pages of a chunk's dirty free slots: sorted, so that a
 * run of adjacent slots is one call (their red zones are zero and stay
 * so). */
static void chunk_release_pages(async_stack_arena_t *arena, async_stack_chunk_t *chunk)
{
	uint32_t n = chunk->dirty_count;
	uint32_t *dirty = &chunk->free_slots[chunk->free_count - n];

	qsort(dirty, n, sizeof(*dirty), index_order);
	for (uint32_t i = 0; i < n;) {
		uint32_t j = i + 1;
		while (j < n && dirty[j] == dirty[j - 1] + 1) {
			j++;
		}
		madvise(slot_base(chunk, dirty[i]), (size_t) (j - i) * chunk->slot_size, MADV_DONTNEED);
		i = j;
	}
	arena->dirty_total -= n;
	chunk->dirty_count = 0;
}

void async_stack_arena_release_pages(async_stack_arena_t *arena)
{
	ASYNC_LIST_FOREACH_SAFE(&arena->chunks, node, next) {
		async_stack_chunk_t *chunk = chunk_of(node);
		if (chunk->used == 0 && arena_can_drop(arena, chunk)) {
			/* Kept for a promise that no longer stands. */
			arena_drop_chunk(arena, chunk);
		} else if (chunk->dirty_count > 0) {
			chunk_release_pages(arena, chunk);
		}
	}
}

void async_stack_arena_free(async_stack_arena_t *arena, async_arena_stack_t *stack)
{
	async_stack_chunk_t *chunk = stack->chunk;

	ASYNC_ASSERT(chunk != NULL && chunk->used > 0 && arena->slots_in_use > 0);
# ifdef ASYNC_DEBUG
	for (uint32_t i = 0; i < chunk->free_count; i++) {
		ASYNC_ASSERT(chunk->free_slots[i] != stack->index && "an arena stack freed twice");
	}
# endif
	stack->chunk = NULL;
	VALGRIND_STACK_DEREGISTER(stack->valgrind_id);
	arena->slots_in_use--;
	chunk->used--;
	chunk->free_slots[chunk->free_count++] = stack->index;
	STACK_UNPOISON(stack->low, (size_t) (stack->high - stack->low));
	if (chunk->used == 0 && arena_can_drop(arena, chunk)) {
		arena_drop_chunk(arena, chunk);
		return;
	}
	if (!arena->releasing_all) {
		chunk->dirty_count++;
		if (++arena->dirty_total >= ASYNC_STACK_ARENA_DIRTY_MAX) {
			async_stack_arena_release_pages(arena);
		}
	}
	if (chunk->free_count == 1) {
		/* Was full, at the tail: it has room again. */
		async_list_remove(&arena->chunks, &chunk->link);
		async_list_push_front(&arena->chunks, &chunk->link);
	}
}

/* x86-64 CPUs with AVX2 check the zone 32 bytes per instruction, the others
 * 16 (SSE2 / NEON): the same source, cloned per target and picked once at
 * load time (an ifunc: glibc's loader). Not under ASan, whose runtime
 * resolves before our ifunc can. */
# if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && !defined(__SANITIZE_ADDRESS__) \
		&& defined(__GLIBC__) && defined(__has_attribute)
#  if __has_attribute(target_clones)
#   define ZONE_CLONES __attribute__((target_clones("avx2", "default")))
#  endif
# endif
# ifndef ZONE_CLONES
#  define ZONE_CLONES
# endif

ZONE_CLONES bool async_stack_arena_intact(const async_arena_stack_t *stack)
{
	if (stack->index == 0) {
		return true; /* below it is the chunk's guard page */
	}
	/* The red zone is never written: any set bit is an overflow. This
	 * runs at every switch away from an arena stack, so it ORs a vector
	 * at a time (the zone ends at a slot boundary: 32-byte aligned) in
	 * four independent chains. */
	const char *zone = stack->low - ASYNC_STACK_ARENA_CHECKED;
	if (under_valgrind) {
		VALGRIND_MAKE_MEM_DEFINED(zone, ASYNC_STACK_ARENA_CHECKED);
	}
# if defined(__GNUC__) || defined(__clang__)
	typedef uint64_t lanes_t __attribute__((vector_size(32), aligned(32)));
	const lanes_t *v = (const lanes_t *) zone;
	lanes_t a = v[0], b = v[1], c = v[2], d = v[3];
	for (size_t i = 4; i < ASYNC_STACK_ARENA_CHECKED / sizeof(lanes_t); i += 4) {
		a |= v[i];
		b |= v[i + 1];
		c |= v[i + 2];
		d |= v[i + 3];
	}
	a |= b | c | d;
	return (a[0] | a[1] | a[2] | a[3]) == 0;
# else
	const uintptr_t *word = (const uintptr_t *) zone;
	uintptr_t bits = 0;
	for (size_t i = 0; i < ASYNC_STACK_ARENA_CHECKED / sizeof(uintptr_t); i++) {
		bits |= word[i];
	}
	return bits == 0;
# endif
}

#endif /* _WIN32 */

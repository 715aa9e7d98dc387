/*
 * context_pool.c: the C stacks coroutines run on. A stack context
 * (async_stack_ctx_t, prefix async_stack_: "context" alone is PHP's
 * Async\Context) is a zend_fiber_context whose entry function loops: run the bound coroutine,
 * finish it, then either run the next never-started coroutine in place (no
 * switch, no allocation), park itself in the pool for reuse, or die.
 * Creating a context costs mmap + mprotect (+ munmap later), so contexts are
 * reused; the pool grows under bursts and gives back what stayed unused for
 * a whole trim interval while the scheduler is idle.
 *
 * Two kinds of stacks. Arena stacks (stack_arena.c: up to 4,096 stacks
 * per mapping, red zones between them, a guard page per chunk) are the
 * default: making one costs no system call once its chunk exists, and
 * concurrency is bounded by memory, not by vm.max_map_count. Guarded ones
 * are PHP's own fiber stacks (zend_fiber_init_context(): a mapping plus a
 * guard page, two entries of vm.max_map_count and several system calls
 * each), used for the first async.guarded_stacks coroutines when asked
 * for. Both stay within a budget of mappings that leaves Zend's heap room. PHP cannot put a context on a stack it did
 * not allocate, so arena contexts are made here with the same boost.context
 * primitives PHP's fibers use (make_fcontext, exported by the engine) and
 * are switched with zend_fiber_switch_context() like any other. They never
 * reach PHP's fiber trampoline's end (which would free the stack as PHP's
 * own): when one is done it parks its memory on the dead list and leaves
 * with a final switch.
 *
 * Ownership: an async_stack_ctx_t is emalloc()ed here and freed here, only
 * after its stack is no longer in use (zend_fiber_destroy_context() reads
 * the context after calling our cleanup; an arena context's stack is the
 * one running its own retirement), via the dead list reaped after every
 * switch.
 */
#include "context_pool.h"
#include "coroutine.h"
#include "scheduler.h"
#include "lib/stack_arena.h"
#include "context_sanitizer.h"
#include "zend_exceptions.h"
#include "zend_observer.h"
#ifdef ASYNC_ASAN
# include <sanitizer/asan_interface.h>
# include <pthread.h>
#endif

/* First VM stack page of a coroutine, carved out of its C stack: it is not
 * emalloc()ed, so an idle suspended coroutine costs no memory_limit for it,
 * and it is never freed by the VM (only pages the VM adds later are).
 * Small on purpose: it sits between the context's first C frame and the
 * ones below, and the VM fills it from its low end, so an 8 KiB page left
 * a gap that made a suspended coroutine touch three stack pages instead of
 * one (14 KiB resident instead of 5, bench/memory.php). The page the
 * stack starts in holds the slot's red zone (512 bytes), this page and the
 * C frames down to the switch: with 2 KiB, a coroutine suspended in a
 * socket read (about 1.6 KiB of C frames: fread, the stream layer, the
 * wait) reached 56 bytes into a second page, 10 KiB resident instead of 6
 * (tests/context_pool/011). 1.5 KiB holds about ten ordinary frames;
 * deeper coroutines get extension pages. */
#define ASYNC_VM_PAGE_BYTES 1536
/* Size of the pages the VM adds when a coroutine recurses deeper. */
#define ASYNC_VM_EXTEND_PAGE_BYTES (16 * 1024)

struct _async_stack_ctx {
	/* First member: EG(current_fiber_context) is cast back to us. */
	zend_fiber_context fiber;
	/* Coroutine to run; set by acquire / in-place binding, cleared when it
	 * has finished. */
	async_coroutine_t *bound;
	/* The VM page and bottom frame on this context's own stack. */
	zend_vm_stack vm_page;
	zend_execute_data *bottom_frame;
	/* Link in the parked list or the dead list. */
	async_stack_ctx_t *next;
	/* On the dead list: its stack is released once, by the next reap. */
	bool dead;
	/* Arena stack (stack.chunk NULL: a guarded PHP fiber stack). */
	async_arena_stack_t stack;
};

/* Identifies our contexts (Fibers use zend_ce_fiber as their kind). */
static const char async_stack_kind[] = "async-coroutine";
const char async_stack_arena_kind[] = "async-coroutine-arena";

/* boost.context, as assembled into the engine (Zend/asm): the same
 * primitives zend_fiber_init_context() uses. The data passed to a new
 * context's entry is the engine's {handle, transfer} pair. */
typedef struct {
	void *handle;
	zend_fiber_transfer *transfer;
} async_fcontext_data;
extern void *make_fcontext(void *sp, size_t size, void (*fn)(async_fcontext_data));

/* Bottom frame function: ends backtraces and stops GC frame walks. */
static zend_function async_bottom_function = {ZEND_INTERNAL_FUNCTION};

zend_fiber_context *async_stack_fiber(async_stack_ctx_t *ctx)
{
	return &ctx->fiber;
}

async_coroutine_t *async_stack_bound(zend_fiber_context *fiber)
{
	return ((async_stack_ctx_t *) fiber)->bound;
}

/* {{{ stack budget */

/* Every memory mapping counts against vm.max_map_count; past it mmap()
 * fails everywhere, also inside Zend's allocator, which then kills the
 * process. So the stacks take at most what is left when they are first
 * needed, minus a reserve kept for everything else (Zend's heap, libraries,
 * other extensions): a quarter of the limit, at least 8,192 mappings. */
static long map_budget(void)
{
	long max_map_count = 65530;
	long maps_in_use = 0;
	FILE *f = fopen("/proc/sys/vm/max_map_count", "r");
	if (f) {
		if (fscanf(f, "%ld", &max_map_count) != 1) {
			max_map_count = 65530;
		}
		fclose(f);
	}
	f = fopen("/proc/self/maps", "r");
	if (f) {
		int c;
		while ((c = fgetc(f)) != EOF) {
			maps_in_use += (c == '\n');
		}
		fclose(f);
	}
	ASYNC_G(max_map_count) = max_map_count;
	long reserve = max_map_count / 4 > 8192 ? max_map_count / 4 : 8192;
	long available = max_map_count - maps_in_use - reserve;
	return available > 8 ? available : 8;
}

/* Splits the budget: guarded stacks (PHP's own fiber stacks: two mappings
 * and several system calls each, so only on request, async.guarded_stacks)
 * take their share first, arena chunks (two mappings per chunk of up to
 * 4,096 stacks) the rest. */
static void budget_compute(void)
{
	long budget = map_budget();
	/* Guarded stacks get at most half of the mappings (two each), so that
	 * the arena keeps the other half for the coroutines past them. */
	long guarded = ASYNC_G(guarded_stacks) < 0 ? budget / 4 : ASYNC_G(guarded_stacks);

	if (guarded > budget / 4) {
		guarded = budget / 4;
	}
	ASYNC_G(guard_cap) = (uint32_t) guarded;
	ASYNC_G(stack_arena).chunk_limit = (size_t) ((budget - 2 * guarded) / 2);
	if (ASYNC_G(stack_arena).chunk_limit < 1) {
		ASYNC_G(stack_arena).chunk_limit = 1;
	}
	ASYNC_G(guard_cap_known) = true;
}

/* Why the arena could not give a stack, from alloc's or reserve's errno,
 * as the tail of a "Cannot start/spawn coroutine: …" message. */
static zend_string *arena_failure_reason(int err)
{
	if (err == EAGAIN) {
		return zend_strpprintf(0,
			"the coroutine stacks have taken their share of the process's memory mappings "
			"(vm.max_map_count = %ld); raise vm.max_map_count or run fewer coroutines at once",
			ASYNC_G(max_map_count));
	}
	return zend_strpprintf(0,
		"mmap failed: %s (%d); check the address space and memory limits (ulimit -v, "
		"vm.overcommit_memory) or lower async.stack_size",
		strerror(err), err);
}

static uint32_t guard_cap(void)
{
	if (!ASYNC_G(guard_cap_known)) {
		budget_compute();
	}
	return ASYNC_G(guard_cap);
}

uint32_t async_stack_cap(void)
{
	return ASYNC_G(max_stacks) > 0 ? (uint32_t) ASYNC_G(max_stacks) : 0;
}

bool async_stack_pool_can_start(void)
{
	return ASYNC_G(max_stacks) <= 0 || ASYNC_G(stacks_in_use) < (uint32_t) ASYNC_G(max_stacks);
}

/* Arena slots the alive coroutines may still need: those not covered by
 * the stacks in use, the parked ones and the guarded ones still allowed
 * (context_create() tries those first). */
static size_t arena_slots_needed(uint32_t alive)
{
	uint32_t guarded_room = ASYNC_G(guarded_alive) < ASYNC_G(guard_cap) ? ASYNC_G(guard_cap) - ASYNC_G(guarded_alive)
																		: 0;
	uint64_t others = (uint64_t) ASYNC_G(stacks_in_use) + ASYNC_G(pool_parked_count) + guarded_room;
	return alive > others ? (size_t) (alive - others) : 0;
}

bool async_stack_reserve(uint32_t alive)
{
	if (ASYNC_G(max_stacks) > 0 && alive > (uint32_t) ASYNC_G(max_stacks)) {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT,
			"Cannot spawn coroutine: %u coroutines already hold or wait for a stack (async.max_stacks); raise "
			"async.max_stacks or run fewer coroutines at once",
			alive - 1);
		return false;
	}
	guard_cap();
	async_stack_arena_t *arena = &ASYNC_G(stack_arena);
	size_t needed = arena_slots_needed(alive);
	if (EXPECTED(needed <= arena->slots_total - arena->slots_in_use)) {
		arena->keep_free = needed;
		return true;
	}
	if (!async_stack_arena_reserve(arena, async_stack_size(), needed)) {
		zend_string *reason = arena_failure_reason(errno);
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, "Cannot spawn coroutine: no stack could be reserved: %s",
			ZSTR_VAL(reason));
		zend_string_release(reason);
		return false;
	}
	return true;
}

/* }}} */

/* {{{ VM state of a fresh context */

void async_stack_prepare_vm(zval *page_storage, size_t page_bytes)
{
	zend_vm_stack page = (zend_vm_stack) page_storage;

	page->top = ZEND_VM_STACK_ELEMENTS(page);
	page->end = (zval *) ((char *) page + page_bytes);
	page->prev = NULL;

	EG(vm_stack) = page;
	EG(vm_stack_top) = page->top;
	EG(vm_stack_end) = page->end;
	EG(vm_stack_page_size) = ASYNC_VM_EXTEND_PAGE_BYTES;

	/* A zeroed internal frame at the bottom: prev_execute_data NULL, so
	 * traces and GC walks stop here instead of running into another
	 * coroutine's stack. */
	zend_execute_data *bottom = (zend_execute_data *) EG(vm_stack_top);
	EG(vm_stack_top) = (zval *) bottom + ZEND_CALL_FRAME_SLOT;
	memset(bottom, 0, sizeof(zend_execute_data));
	bottom->func = &async_bottom_function;
	page->top = EG(vm_stack_top);

	EG(current_execute_data) = bottom;
	/* A fresh context inherits the switcher's values for these. */
	EG(active_fiber) = NULL;
	EG(jit_trace_num) = 0;
}

/* The INI value, not the switcher's: the switcher may be inside `@`. */
static int ini_error_reporting(void)
{
	zend_ini_entry *entry = EG(error_reporting_ini_entry);

	if (entry == NULL || entry->value == NULL) {
		return E_ALL;
	}
	return (int) ZEND_ATOL(ZSTR_VAL(entry->value));
}

/* Pages the VM added while the coroutine ran deep are freed when it ends;
 * the first page belongs to the C stack and is never freed. */
static void reset_vm_stack(async_stack_ctx_t *ctx)
{
	zend_vm_stack stack = EG(vm_stack);

	while (stack != ctx->vm_page && stack != NULL) {
		zend_vm_stack prev = stack->prev;
		efree(stack);
		stack = prev;
	}
	EG(vm_stack) = ctx->vm_page;
	EG(vm_stack_top) = (zval *) ctx->bottom_frame + ZEND_CALL_FRAME_SLOT;
	EG(vm_stack_end) = ctx->vm_page->end;
	EG(current_execute_data) = ctx->bottom_frame;
	EG(active_fiber) = NULL;
	EG(jit_trace_num) = 0;
}

/* }}} */

static void context_cleanup(zend_fiber_context *fiber)
{
	async_stack_ctx_t *ctx = (async_stack_ctx_t *) fiber;

	ASYNC_ASSERT(!ctx->dead && "a context's stack released twice");
	ctx->dead = true;
	if (ctx->bound != NULL) {
		/* Destroyed while its coroutine never finished (fatal error or
		 * request end): the coroutine must not point at freed memory. */
		ctx->bound->stack_ctx = NULL;
		ctx->bound = NULL;
		ASYNC_ASSERT(ASYNC_G(stacks_in_use) > 0);
		ASYNC_G(stacks_in_use)--;
	}
	ASYNC_ASSERT(ASYNC_G(stacks_alive) > 0);
	ASYNC_G(stacks_alive)--;
	if (ctx->stack.chunk == NULL) {
		ASYNC_ASSERT(ASYNC_G(guarded_alive) > 0);
		ASYNC_G(guarded_alive)--;
#ifdef ASYNC_ASAN
		/* PHP (built without ASan) unmaps the stack without clearing the
		 * shadow our instrumented frames left on it. The engine's stack
		 * struct starts with {pointer, size}. */
		const struct {
			void *pointer;
			size_t size;
		} *stack = (const void *) ctx->fiber.stack;
		if (stack != NULL) {
			__asan_unpoison_memory_region(stack->pointer, stack->size);
		}
#endif
	}
	ctx->next = ASYNC_G(dead_stacks);
	ASYNC_G(dead_stacks) = ctx;
}

void async_stack_reap_dead_slow(void)
{
	while (ASYNC_G(dead_stacks) != NULL) {
		async_stack_ctx_t *ctx = ASYNC_G(dead_stacks);
		ASYNC_G(dead_stacks) = ctx->next;
		if (ctx->stack.chunk != NULL) {
			async_stack_arena_free(&ASYNC_G(stack_arena), &ctx->stack);
		}
		efree(ctx);
	}
}

/* {{{ arena contexts */

/* The end of an arena context: it is put on the dead list (its stack is
 * released by whoever runs next, after this switch) and leaves for good.
 * The switch leaves its status SUSPENDED, not DEAD, so the receiving side
 * does not hand it to zend_fiber_destroy_context(), which would free the
 * stack as one of PHP's own. */
static ZEND_NORETURN void arena_context_retire(async_stack_ctx_t *ctx, zend_fiber_transfer *transfer)
{
	zend_observer_fiber_destroy_notify(&ctx->fiber);
	context_cleanup(&ctx->fiber);
	zend_fiber_switch_context(transfer);
	abort(); /* never resumed */
}

static void context_entry(zend_fiber_transfer *transfer);

/* What PHP's fiber trampoline does for a new context, for ours. */
static ZEND_NORETURN void arena_trampoline(async_fcontext_data data)
{
	zend_fiber_transfer transfer = *data.transfer;
	zend_fiber_context *from = transfer.context;

	from->handle = data.handle;
	if (from->status == ZEND_FIBER_STATUS_DEAD) {
		zend_fiber_destroy_context(from);
	}
	async_stack_ctx_t *ctx = (async_stack_ctx_t *) EG(current_fiber_context);
	context_entry(&transfer);
	arena_context_retire(ctx, &transfer);
}

static bool arena_context_init(async_stack_ctx_t *ctx, size_t stack_size)
{
	if (!async_stack_arena_alloc(&ASYNC_G(stack_arena), stack_size, &ctx->stack)) {
		zend_string *reason = arena_failure_reason(errno);
		zend_throw_exception(NULL, ZSTR_VAL(reason), 0);
		zend_string_release(reason);
		return false;
	}
	ctx->fiber.handle = make_fcontext(ctx->stack.high, (size_t) (ctx->stack.high - ctx->stack.low), arena_trampoline);
	ctx->fiber.kind = (void *) async_stack_arena_kind;
	ctx->fiber.function = context_entry;
	ctx->fiber.stack = NULL;
	ctx->fiber.status = ZEND_FIBER_STATUS_INIT;
	zend_observer_fiber_init_notify(&ctx->fiber);
	return true;
}

void async_stack_verify_arena(zend_fiber_context *from)
{
	async_stack_ctx_t *ctx = (async_stack_ctx_t *) from;

	if (EXPECTED(async_stack_arena_intact(&ctx->stack))) {
		return;
	}
	/* The neighbour's stack is damaged: nothing may run on it again, and
	 * a fatal error ends the request without resuming anything. */
	zend_error_noreturn(E_ERROR,
		"Coroutine stack overflow: a coroutine needed more than its %zu bytes of C stack (deep recursion through "
		"internal functions or callbacks); raise async.stack_size",
		(size_t) (ctx->stack.high - ctx->stack.low));
}

#ifdef ASYNC_ASAN
bool async_asan_own_switch;
bool async_asan_finish_pending;

static void asan_fiber_switch_observer(zend_fiber_context *from, zend_fiber_context *to)
{
	if (async_asan_own_switch) {
		async_asan_own_switch = false;
		return;
	}
	const void *bottom;
	size_t size;
	if (async_asan_finish_pending) {
		__sanitizer_finish_switch_fiber(NULL, NULL, NULL);
	}
	async_context_stack_bounds(to, &bottom, &size);
	__sanitizer_start_switch_fiber(NULL, bottom, size);
	async_asan_finish_pending = true;
}

void async_asan_minit(void)
{
	zend_observer_fiber_switch_register(asan_fiber_switch_observer);
}

void async_context_stack_bounds(zend_fiber_context *fiber, const void **bottom, size_t *size)
{
	static const void *main_bottom;
	static size_t main_size;

	if (fiber->kind == (void *) async_stack_arena_kind) {
		async_stack_ctx_t *ctx = (async_stack_ctx_t *) fiber;
		*bottom = ctx->stack.low;
		*size = (size_t) (ctx->stack.high - ctx->stack.low);
		return;
	}
	if (fiber->stack != NULL) {
		/* Ours, the scheduler's or a user Fiber's: PHP's stack struct
		 * starts with {usable bottom, usable size}. */
		const struct {
			void *pointer;
			size_t size;
		} *stack = (const void *) fiber->stack;
		*bottom = stack->pointer;
		*size = stack->size;
		return;
	}
	/* The main context runs on the thread's own stack. */
	if (main_bottom == NULL) {
		pthread_attr_t attr;
		void *addr = NULL;
		size_t len = 0;
		if (pthread_getattr_np(pthread_self(), &attr) == 0) {
			pthread_attr_getstack(&attr, &addr, &len);
			pthread_attr_destroy(&attr);
		}
		main_bottom = addr;
		main_size = len;
	}
	*bottom = main_bottom;
	*size = main_size;
}
#endif

/* }}} */

static void context_entry(zend_fiber_transfer *transfer)
{
	async_stack_ctx_t *ctx = (async_stack_ctx_t *) EG(current_fiber_context);
	zval vm_page[ASYNC_VM_PAGE_BYTES / sizeof(zval)];

	async_asan_switch_finish(NULL);
	async_stack_reap_dead();
	async_stack_prepare_vm(vm_page, sizeof(vm_page));
	ctx->vm_page = EG(vm_stack);
	ctx->bottom_frame = EG(current_execute_data);
	ZVAL_NULL(&transfer->value);
	transfer->flags = 0;

	zend_try {
		for (;;) {
			async_coroutine_t *co = ctx->bound;

			EG(error_reporting) = ini_error_reporting();
			async_coroutine_execute(co);
			reset_vm_stack(ctx);
			async_stack_check_overflow();

			ctx->bound = NULL;
			co->stack_ctx = NULL;
			ASYNC_ASSERT(ASYNC_G(stacks_in_use) > 0);
			ASYNC_G(stacks_in_use)--;
			async_coroutine_finish(co);

			zend_fiber_context *target = async_scheduler_next_after_finish(ctx);
			if (target == NULL) {
				continue; /* bound to a never-started coroutine: run it here */
			}
			if (ASYNC_G(pool_parked_count) < (uint32_t) ASYNC_G(pool_max)) {
				ASYNC_ASSERT(ctx->bound == NULL && !ctx->dead);
				ctx->next = ASYNC_G(pool_parked);
				ASYNC_G(pool_parked) = ctx;
				ASYNC_G(pool_parked_count)++;
				async_scheduler_switch(target);
				/* Unparked by async_stack_acquire() with a new coroutine. */
				continue;
			}
			transfer->context = target;
			/* PHP's trampoline (or arena_context_retire) makes the switch. */
			async_scheduler_show_start_location(target, NULL);
			break;
		}
	} zend_catch {
		/* A fatal error inside this coroutine. This stack is abandoned;
		 * the error is re-raised on main's stack, where PHP expects it. */
		ASYNC_G(bailout) = true;
		zend_coroutine_t *main_co = ZEND_ASYNC_G(main_coroutine);
		transfer->context = async_coroutine_from_abi(main_co)->resume_context;
		transfer->flags = ZEND_FIBER_TRANSFER_FLAG_BAILOUT;
	} zend_end_try();
	/* The switch itself is PHP's trampoline's (or arena_context_retire's). */
	async_asan_switch_leave(transfer->context);
}

/* async.stack_size=0: PHP's engine runs PHP-to-PHP calls without C
 * recursion, so a coroutine's C stack only grows through internal
 * callbacks (array_map, usort, magic methods): 256 KiB hold ~500 such
 * levels. What a larger default costs is not the stack (only touched
 * pages count) but the page table: stack tops 2 MiB apart each need a
 * page-table page of their own, 4 KiB more per parked coroutine than its
 * stack page; 256 KiB apart, eight share one. An extension that nests
 * every PHP call on the C stack (Xdebug, profilers: they replace
 * zend_execute_ex) or a fiber.stack_size set by the user gets
 * fiber.stack_size instead. */
size_t async_stack_size(void)
{
	if (ASYNC_G(stack_size) > 0) {
		return (size_t) ASYNC_G(stack_size);
	}
	size_t fiber = EG(fiber_stack_size) > 0 ? (size_t) EG(fiber_stack_size) : ZEND_FIBER_DEFAULT_C_STACK_SIZE;
	if (fiber != ZEND_FIBER_DEFAULT_C_STACK_SIZE || zend_execute_ex != execute_ex) {
		return fiber;
	}
	return ASYNC_STACK_SIZE_AUTO;
}

static async_stack_ctx_t *context_create(void)
{
	async_stack_ctx_t *ctx = ecalloc(1, sizeof(*ctx));
	size_t stack_size = async_stack_size();
	bool ok = false;

	if (ASYNC_G(guarded_alive) < guard_cap()) {
		ok = zend_fiber_init_context(&ctx->fiber, (void *) async_stack_kind, context_entry, stack_size);
		if (ok) {
			ASYNC_G(guarded_alive)++;
		} else {
			/* The map budget was wrong (other code mapped memory since it
			 * was computed): the arena needs far fewer mappings. */
			zend_clear_exception();
			memset(ctx, 0, sizeof(*ctx));
		}
	}
	if (!ok && !arena_context_init(ctx, stack_size)) {
		efree(ctx);
		return NULL;
	}
	ctx->fiber.cleanup = context_cleanup;
	ASYNC_G(stacks_alive)++;
	ASYNC_G(stacks_created)++;
	return ctx;
}

void async_stack_destroy(async_stack_ctx_t *ctx)
{
	if (ctx->stack.chunk == NULL) {
		zend_fiber_destroy_context(&ctx->fiber);
		return;
	}
	zend_observer_fiber_destroy_notify(&ctx->fiber);
	context_cleanup(&ctx->fiber);
}

async_stack_ctx_t *async_stack_acquire(async_coroutine_t *co)
{
	async_stack_ctx_t *ctx = ASYNC_G(pool_parked);

	if (!async_stack_pool_can_start()) {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT,
			"Cannot start coroutine: %u coroutines already hold a stack (async.max_stacks); raise async.max_stacks "
			"or run fewer coroutines at once",
			ASYNC_G(stacks_in_use));
		return NULL;
	}

	if (ctx != NULL) {
		ASYNC_ASSERT(ASYNC_G(pool_parked_count) > 0 && ctx->bound == NULL && !ctx->dead);
		ASYNC_G(pool_parked) = ctx->next;
		ASYNC_G(pool_parked_count)--;
		if (ASYNC_G(pool_parked_count) < ASYNC_G(pool_low_water)) {
			ASYNC_G(pool_low_water) = ASYNC_G(pool_parked_count);
		}
	} else {
		ctx = context_create();
		if (ctx == NULL) {
			/* zend_fiber_init_context() threw an Error (mmap failed). */
			zend_object *previous = EG(exception);
			EG(exception) = NULL;
			zend_string *reason = previous ? zval_get_string(zend_read_property_ex(previous->ce, previous,
									  ZSTR_KNOWN(ZEND_STR_MESSAGE), true, NULL))
										   : zend_string_init(ZEND_STRL("unknown error"), 0);
			zend_object *error = zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT,
				"Cannot start coroutine: no stack could be allocated: %s", ZSTR_VAL(reason));
			zend_string_release(reason);
			if (previous) {
				zend_exception_set_previous(error, previous);
			}
			return NULL;
		}
	}
	ctx->next = NULL;
	ctx->bound = co;
	co->stack_ctx = ctx;
	ASYNC_G(stacks_in_use)++;
	return ctx;
}

/* Binds a finished coroutine's context to the next never-started one. */
void async_stack_bind(async_stack_ctx_t *ctx, async_coroutine_t *co)
{
	ASYNC_ASSERT(ctx->bound == NULL && co->stack_ctx == NULL);
	ctx->bound = co;
	co->stack_ctx = ctx;
	ASYNC_G(stacks_in_use)++;
}

static void destroy_parked(uint32_t count)
{
	while (count-- > 0 && ASYNC_G(pool_parked) != NULL) {
		async_stack_ctx_t *ctx = ASYNC_G(pool_parked);
		ASYNC_ASSERT(ASYNC_G(pool_parked_count) > 0);
		ASYNC_G(pool_parked) = ctx->next;
		ASYNC_G(pool_parked_count)--;
		async_stack_destroy(ctx);
	}
	async_stack_reap_dead();
	/* The pool shrank: what its stacks touched goes back in one batch. */
	if (!ASYNC_G(stack_arena).releasing_all) {
		async_stack_arena_release_pages(&ASYNC_G(stack_arena));
	}
}

void async_stack_pool_trim(bool force_all)
{
	if (force_all) {
		destroy_parked(ASYNC_G(pool_parked_count));
		return;
	}
	uint64_t now = async_coarse_now_ms();
	if (now - ASYNC_G(pool_last_trim_ms) < (uint64_t) ASYNC_G(pool_idle_ms)) {
		return;
	}
	/* Reservations of coroutines that have started or ended since: what
	 * the arena still has to keep free for those that have not. */
	uint32_t alive = ASYNC_G(registry_count) > 0 ? ASYNC_G(registry_count) - 1 : 0;
	ASYNC_G(stack_arena).keep_free = arena_slots_needed(alive);
	/* Contexts that stayed parked through the whole interval were not
	 * needed: give back those above the configured minimum. */
	uint32_t low = ASYNC_G(pool_low_water);
	uint32_t min = (uint32_t) ASYNC_G(pool_min);
	if (low > ASYNC_G(pool_parked_count)) {
		low = ASYNC_G(pool_parked_count);
	}
	if (low > min) {
		destroy_parked(low - min);
	}
	ASYNC_G(pool_last_trim_ms) = now;
	ASYNC_G(pool_low_water) = ASYNC_G(pool_parked_count);
}

zend_fiber_context *async_stack_create_scheduler_context(void (*entry)(zend_fiber_transfer *))
{
	zend_fiber_context *fiber = ecalloc(1, sizeof(*fiber));

	if (!zend_fiber_init_context(fiber, (void *) async_stack_kind, entry, async_stack_size())) {
		efree(fiber);
		return NULL;
	}
	return fiber;
}

void async_stack_pool_stats(zval *stats)
{
	size_t stack_size = async_stack_size();

	/* The fiber_pool_* keys are TrueAsync's names for the same figures. */
	add_assoc_long(stats, "fiber_pool_count", (zend_long) ASYNC_G(pool_parked_count));
	add_assoc_long(stats, "fiber_pool_capacity", ASYNC_G(pool_max));
	add_assoc_long(stats, "fiber_pool_min", ASYNC_G(pool_min));
	add_assoc_long(stats, "fiber_stack_size", (zend_long) stack_size);
	add_assoc_long(stats, "fiber_pool_virtual_bytes", (zend_long) (ASYNC_G(stacks_alive) * stack_size));
	add_assoc_long(stats, "contexts_in_use", (zend_long) ASYNC_G(stacks_in_use));
	add_assoc_long(stats, "contexts_created", (zend_long) ASYNC_G(stacks_created));
	add_assoc_long(stats, "context_switches", (zend_long) ASYNC_G(switches));
	add_assoc_long(stats, "stack_limit", (zend_long) async_stack_cap());
	add_assoc_long(stats, "stacks_guarded", (zend_long) ASYNC_G(guarded_alive));
	add_assoc_long(stats, "stacks_arena", (zend_long) ASYNC_G(stack_arena).slots_in_use);
	/* The limits in force (computed when the first stack is made). */
	if (!ASYNC_G(guard_cap_known)) {
		budget_compute();
	}
	add_assoc_long(stats, "stacks_guarded_limit", (zend_long) ASYNC_G(guard_cap));
	add_assoc_long(stats, "arena_chunks", (zend_long) ASYNC_G(stack_arena).chunk_count);
	add_assoc_long(stats, "arena_chunk_limit", (zend_long) ASYNC_G(stack_arena).chunk_limit);
	add_assoc_long(stats, "arena_slots", (zend_long) ASYNC_G(stack_arena).slots_total);
	add_assoc_long(stats, "arena_slots_reserved", (zend_long) ASYNC_G(stack_arena).keep_free);
	add_assoc_long(stats, "stack_mappings",
		(zend_long) (2 * (ASYNC_G(guarded_alive) + ASYNC_G(stack_arena).chunk_count)));
	add_assoc_long(stats, "max_map_count", (zend_long) ASYNC_G(max_map_count));
}

void async_stack_pool_rinit(void)
{
	ASYNC_G(pool_parked) = NULL;
	ASYNC_G(pool_parked_count) = 0;
	ASYNC_G(pool_low_water) = 0;
	ASYNC_G(pool_last_trim_ms) = async_coarse_now_ms();
	ASYNC_G(stacks_alive) = 0;
	ASYNC_G(stacks_in_use) = 0;
	ASYNC_G(stacks_created) = 0;
	ASYNC_G(dead_stacks) = NULL;
	ASYNC_G(guard_cap_known) = false;
	ASYNC_G(stack_arena).next_slots = 0;
	ASYNC_G(guarded_alive) = 0;
}

void async_stack_pool_shutdown(void)
{
	/* No coroutine starts any more: the slots reserved for queued ones
	 * are not owed, and a chunk mapped for them that no stack ever used
	 * goes too (the arena outlives the request). */
	ASYNC_G(stack_arena).keep_free = 0;
	destroy_parked(ASYNC_G(pool_parked_count));
	async_stack_reap_dead();
	async_stack_arena_release_pages(&ASYNC_G(stack_arena));
	ASYNC_G(pool_low_water) = 0;
}

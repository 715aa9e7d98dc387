/*
 * scope_class.c: the PHP side of scopes: the Async\Scope object and its
 * methods, the ScopeProvider and SpawnStrategy interfaces, and
 * spawn_with(). The tree they act on is scope.c's.
 *
 * An Async\Scope object holds a reference on its scope struct; the scope
 * points back at its object weakly (NULL once released). A handler that
 * needs an object for a scope whose object is gone gets a fresh wrapper.
 */
#include "scope_internal.h"
#include "coroutine.h"
#include "exceptions.h"
#include "scheduler.h"
#include "zend_exceptions.h"
#include "zend_interfaces.h"
#include "zend_closures.h"
#include "scope_arginfo.h"

zend_class_entry *async_ce_scope;
zend_class_entry *async_ce_scope_provider;
zend_class_entry *async_ce_spawn_strategy;
static zend_object_handlers scope_handlers;

typedef struct {
	async_scope_t *scope;
	zend_object std;
} async_scope_object_t;

static zend_always_inline async_scope_object_t *scope_object_from_obj(zend_object *obj)
{
	return (async_scope_object_t *) ((char *) obj - XtOffsetOf(async_scope_object_t, std));
}

/* TrueAsync's wording. */
#define SCOPE_SELF_AWAIT_MESSAGE \
	"Cannot await completion of scope from a coroutine that belongs to the same scope or its children"

/* {{{ Async\Scope objects */

static zend_object *scope_create_object(zend_class_entry *ce)
{
	async_scope_object_t *object = zend_object_alloc(sizeof(async_scope_object_t), ce);

	object->scope = NULL;
	zend_object_std_init(&object->std, ce);
	object->std.handlers = &scope_handlers;
	return &object->std;
}

static async_scope_t *scope_from_this(zval *this_ptr)
{
	async_scope_object_t *object = scope_object_from_obj(Z_OBJ_P(this_ptr));

	if (object->scope == NULL) {
		/* Made by reflection without its constructor. */
		object->scope = (async_scope_t *) async_scope_new(NULL);
		object->scope->object = &object->std;
	}
	return object->scope;
}

async_scope_t *async_scope_from_object(zend_object *object)
{
	zval tmp;

	ZVAL_OBJ(&tmp, object);
	return scope_from_this(&tmp);
}

/* The PHP object for a scope that has none any more (a handler needs one
 * to pass along): a fresh wrapper, returned with one reference. */
zend_object *async_scope_object_for(async_scope_t *scope)
{
	if (scope->object != NULL) {
		GC_ADDREF(scope->object);
		return scope->object;
	}
	zend_object *obj = scope_create_object(async_ce_scope);
	async_scope_object_t *object = scope_object_from_obj(obj);
	object->scope = scope;
	async_scope_addref(scope);
	scope->object = obj;
	return obj;
}

static void scope_dtor_obj(zend_object *obj)
{
	async_scope_object_t *object = scope_object_from_obj(obj);
	async_scope_t *scope = object->scope;

	if (scope != NULL && !SCOPE_IS_CLOSED(scope) && &scope->scope != ZEND_ASYNC_G(main_scope) && ZEND_ASYNC_IS_ACTIVE) {
		if (SCOPE_IS_SAFELY(scope)) {
			async_scope_dispose_safely(scope);
		} else {
			/* TrueAsync's wording for the cancellation. */
			zend_object *error = zend_async_new_exception(ZEND_ASYNC_EXCEPTION_CANCELLATION,
				"Scope is being disposed due to object destruction");
			async_scope_dispose(scope, error);
			OBJ_RELEASE(error);
		}
	}
	zend_objects_destroy_object(obj);
}

static void scope_free_obj(zend_object *obj)
{
	async_scope_object_t *object = scope_object_from_obj(obj);
	async_scope_t *scope = object->scope;

	if (scope != NULL) {
		object->scope = NULL;
		if (scope->object == obj) {
			scope->object = NULL;
		}
		async_scope_release(scope);
	}
	zend_object_std_dtor(obj);
}

static HashTable *scope_get_gc(zend_object *obj, zval **table, int *num)
{
	async_scope_t *scope = scope_object_from_obj(obj)->scope;
	zend_get_gc_buffer *buf = zend_get_gc_buffer_create();

	/* Only the scope's own object reports what the scope holds: a second
	 * wrapper reporting it too would make GC count it twice. */
	if (scope != NULL && scope->object == obj) {
		if (scope->context) {
			zend_get_gc_buffer_add_obj(buf, scope->context);
		}
		if (scope->cancellation) {
			zend_get_gc_buffer_add_obj(buf, scope->cancellation);
		}
		zend_get_gc_buffer_add_zval(buf, &scope->exception_handler);
		zend_get_gc_buffer_add_zval(buf, &scope->child_exception_handler);
		if (scope->finally_handlers) {
			zval *zv;
			ZEND_HASH_FOREACH_VAL(scope->finally_handlers, zv) {
				zend_get_gc_buffer_add_zval(buf, zv);
			} ZEND_HASH_FOREACH_END();
		}
	}
	zend_get_gc_buffer_use(buf, table, num);
	return NULL;
}

static HashTable *scope_get_debug_info(zend_object *obj, int *is_temp)
{
	async_scope_t *scope = scope_object_from_obj(obj)->scope;
	HashTable *info = zend_new_array(8);

	*is_temp = 1;
	if (scope == NULL) {
		return info;
	}
	zval v;
	ZVAL_LONG(&v, scope->scope.active_coroutines_count);
	zend_hash_str_add_new(info, ZEND_STRL("active"), &v);
	ZVAL_LONG(&v, scope->scope.zombie_coroutines_count);
	zend_hash_str_add_new(info, ZEND_STRL("zombies"), &v);
	ZVAL_BOOL(&v, async_scope_shows_closed(scope));
	zend_hash_str_add_new(info, ZEND_STRL("closed"), &v);
	ZVAL_BOOL(&v, SCOPE_IS_CANCELLED(scope));
	zend_hash_str_add_new(info, ZEND_STRL("cancelled"), &v);
	ZVAL_BOOL(&v, SCOPE_IS_SAFELY(scope));
	zend_hash_str_add_new(info, ZEND_STRL("disposeSafely"), &v);
	return info;
}

static zend_object *scope_new_object(async_scope_t *scope)
{
	zend_object *obj = scope_create_object(async_ce_scope);
	scope_object_from_obj(obj)->scope = scope;
	scope->object = obj;
	return obj;
}

static bool ensure_scheduler(void)
{
	return ZEND_ASYNC_LAUNCH();
}

ZEND_METHOD(Async_Scope, __construct)
{
	ZEND_PARSE_PARAMETERS_NONE();

	if (!ensure_scheduler()) {
		RETURN_THROWS();
	}
	async_scope_object_t *object = scope_object_from_obj(Z_OBJ_P(ZEND_THIS));
	if (object->scope != NULL) {
		zend_throw_error(NULL, "Async\\Scope is already constructed");
		RETURN_THROWS();
	}
	object->scope = (async_scope_t *) async_scope_new(NULL);
	object->scope->object = Z_OBJ_P(ZEND_THIS);
}

ZEND_METHOD(Async_Scope, inherit)
{
	zend_object *parent_obj = NULL;

	ZEND_PARSE_PARAMETERS_START(0, 1)
		Z_PARAM_OPTIONAL
		Z_PARAM_OBJ_OF_CLASS_OR_NULL(parent_obj, async_ce_scope)
	ZEND_PARSE_PARAMETERS_END();

	if (!ensure_scheduler()) {
		RETURN_THROWS();
	}
	async_scope_t *parent;
	if (parent_obj != NULL) {
		zval tmp;
		ZVAL_OBJ(&tmp, parent_obj);
		parent = scope_from_this(&tmp);
	} else {
		parent = (async_scope_t *) ZEND_ASYNC_CURRENT_SCOPE;
	}
	if (SCOPE_IS_CLOSED(parent) && &parent->scope != ZEND_ASYNC_G(main_scope)) {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, "Cannot create a child of a closed scope");
		RETURN_THROWS();
	}
	async_scope_t *scope = (async_scope_t *) async_scope_new(&parent->scope);
	RETURN_OBJ(scope_new_object(scope));
}

ZEND_METHOD(Async_Scope, provideScope)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_OBJ_COPY(Z_OBJ_P(ZEND_THIS));
}

ZEND_METHOD(Async_Scope, asNotSafely)
{
	ZEND_PARSE_PARAMETERS_NONE();
	SCOPE_FLAGS(scope_from_this(ZEND_THIS)) &= ~ZEND_ASYNC_SCOPE_F_DISPOSE_SAFELY;
	RETURN_OBJ_COPY(Z_OBJ_P(ZEND_THIS));
}

ZEND_METHOD(Async_Scope, allowZombies)
{
	ZEND_PARSE_PARAMETERS_NONE();
	SCOPE_FLAGS(scope_from_this(ZEND_THIS)) |= ZEND_ASYNC_SCOPE_F_DISPOSE_SAFELY;
	RETURN_OBJ_COPY(Z_OBJ_P(ZEND_THIS));
}

zend_coroutine_t *async_scope_spawn(async_scope_t *scope, zend_fcall_info *fci, zend_fcall_info_cache *fcc)
{
	if (SCOPE_IS_CLOSED(scope)) {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, "Cannot spawn a coroutine in a closed scope");
		return NULL;
	}
	zend_coroutine_t *coroutine = ZEND_ASYNC_SPAWN(&scope->scope, ZEND_COROUTINE_NORMAL);
	if (coroutine != NULL) {
		async_coroutine_set_fcall(async_coroutine_from_abi(coroutine), fci, fcc);
	}
	return coroutine;
}

ZEND_METHOD(Async_Scope, spawn)
{
	zend_fcall_info fci;
	zend_fcall_info_cache fcc;

	ZEND_PARSE_PARAMETERS_START(1, -1)
		Z_PARAM_FUNC(fci, fcc)
		Z_PARAM_VARIADIC_WITH_NAMED(fci.params, fci.param_count, fci.named_params)
	ZEND_PARSE_PARAMETERS_END();

	if (!ensure_scheduler()) {
		RETURN_THROWS();
	}
	zend_coroutine_t *coroutine = async_scope_spawn(scope_from_this(ZEND_THIS), &fci, &fcc);
	if (coroutine == NULL) {
		RETURN_THROWS();
	}
	RETURN_OBJ_COPY(&async_coroutine_from_abi(coroutine)->std);
}

ZEND_METHOD(Async_Scope, cancel)
{
	zend_object *error = NULL;

	ZEND_PARSE_PARAMETERS_START(0, 1)
		Z_PARAM_OPTIONAL
		Z_PARAM_OBJ_OF_CLASS_OR_NULL(error, async_ce_async_cancellation)
	ZEND_PARSE_PARAMETERS_END();

	async_scope_cancel(scope_from_this(ZEND_THIS), error);
}

/* The current coroutine belongs to scope or one of its descendants. */
static bool current_is_inside(async_scope_t *scope)
{
	zend_coroutine_t *current = ZEND_ASYNC_CURRENT_COROUTINE;

	if (current == NULL) {
		return false;
	}
	for (async_scope_t *s = (async_scope_t *) current->scope; s != NULL; s = s->parent) {
		if (s == scope) {
			return true;
		}
	}
	return false;
}

ZEND_METHOD(Async_Scope, awaitCompletion)
{
	zend_object *cancellation;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_OBJ_OF_CLASS(cancellation, async_ce_awaitable)
	ZEND_PARSE_PARAMETERS_END();

	async_scope_t *scope = scope_from_this(ZEND_THIS);
	if (!ensure_scheduler()) {
		RETURN_THROWS();
	}
	if (SCOPE_IS_CANCELLED(scope) && scope->close_pending) {
		/* Cancelled, its coroutines not yet gone: its work will not
		 * complete, the cancellation is the outcome (as in TrueAsync). */
		if (scope->cancellation != NULL) {
			GC_ADDREF(scope->cancellation);
			zend_throw_exception_internal(scope->cancellation);
		} else {
			zend_async_throw(ZEND_ASYNC_EXCEPTION_CANCELLATION, "The scope has been cancelled");
		}
		RETURN_THROWS();
	}
	if (current_is_inside(scope)) {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, SCOPE_SELF_AWAIT_MESSAGE);
		RETURN_THROWS();
	}
	if (async_scope_is_completed(scope)) {
		return;
	}
	async_scope_wait(scope, false, true, cancellation, 1);
}

ZEND_METHOD(Async_Scope, awaitAfterCancellation)
{
	zend_fcall_info fci = empty_fcall_info;
	zend_fcall_info_cache fcc = empty_fcall_info_cache;
	zend_object *cancellation = NULL;

	ZEND_PARSE_PARAMETERS_START(0, 2)
		Z_PARAM_OPTIONAL
		Z_PARAM_FUNC_OR_NULL(fci, fcc)
		Z_PARAM_OBJ_OF_CLASS_OR_NULL(cancellation, async_ce_awaitable)
	ZEND_PARSE_PARAMETERS_END();

	async_scope_t *scope = scope_from_this(ZEND_THIS);
	if (!SCOPE_IS_CANCELLED(scope)) {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, "Attempt to await a Scope that has not been cancelled");
		RETURN_THROWS();
	}
	if (!ensure_scheduler()) {
		RETURN_THROWS();
	}
	if (current_is_inside(scope)) {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, SCOPE_SELF_AWAIT_MESSAGE);
		RETURN_THROWS();
	}

	bool has_handler = ZEND_FCI_INITIALIZED(fci);
	bool own_sink = false;
	if (has_handler && scope->error_sink == NULL) {
		scope->error_sink = zend_new_array(0);
		own_sink = true;
	}
	async_scope_addref(scope);
	for (;;) {
		/* Hand over the errors collected so far. */
		if (own_sink && zend_hash_num_elements(scope->error_sink) > 0) {
			/* Take the batch first: the handler may suspend and more
			 * errors may arrive meanwhile. */
			HashTable *batch = scope->error_sink;
			scope->error_sink = zend_new_array(0);
			zval *error;
			ZEND_HASH_FOREACH_VAL(batch, error) {
				zval args[2], retval;
				if (EG(exception)) {
					break;
				}
				ZVAL_COPY_VALUE(&args[0], error);
				ZVAL_OBJ(&args[1], async_scope_object_for(scope));
				fci.retval = &retval;
				fci.params = args;
				fci.param_count = 2;
				if (zend_call_function(&fci, &fcc) == SUCCESS) {
					zval_ptr_dtor(&retval);
				}
				zval_ptr_dtor(&args[1]);
			} ZEND_HASH_FOREACH_END();
			zend_array_destroy(batch);
		}
		if (EG(exception) || async_scope_is_finished(scope)) {
			break;
		}
		if (!async_scope_wait(scope, true, !has_handler, cancellation, 2)) {
			break;
		}
	}
	if (own_sink) {
		zend_array_destroy(scope->error_sink);
		scope->error_sink = NULL;
	}
	async_scope_release(scope);
}

ZEND_METHOD(Async_Scope, isFinished)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_BOOL(async_scope_is_finished(scope_from_this(ZEND_THIS)));
}

ZEND_METHOD(Async_Scope, isClosed)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_BOOL(async_scope_shows_closed(scope_from_this(ZEND_THIS)));
}

ZEND_METHOD(Async_Scope, isCancelled)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_BOOL(SCOPE_IS_CANCELLED(scope_from_this(ZEND_THIS)));
}

static void set_handler(INTERNAL_FUNCTION_PARAMETERS, bool child)
{
	zval *callable;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_ZVAL(callable)
	ZEND_PARSE_PARAMETERS_END();

	if (!zend_is_callable(callable, 0, NULL)) {
		zend_argument_type_error(1, "must be a valid callback, %s given", zend_zval_type_name(callable));
		RETURN_THROWS();
	}
	async_scope_t *scope = scope_from_this(ZEND_THIS);
	zval *slot = child ? &scope->child_exception_handler : &scope->exception_handler;
	zval_ptr_dtor(slot);
	ZVAL_COPY(slot, callable);
}

ZEND_METHOD(Async_Scope, setExceptionHandler)
{
	set_handler(INTERNAL_FUNCTION_PARAM_PASSTHRU, false);
}

ZEND_METHOD(Async_Scope, setChildScopeExceptionHandler)
{
	set_handler(INTERNAL_FUNCTION_PARAM_PASSTHRU, true);
}

ZEND_METHOD(Async_Scope, finally)
{
	zval *callback;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_OBJECT_OF_CLASS(callback, zend_ce_closure)
	ZEND_PARSE_PARAMETERS_END();

	async_scope_t *scope = scope_from_this(ZEND_THIS);
	if (scope->finally_done) {
		/* Already closed and empty: it runs now, in the caller. */
		if (!ensure_scheduler()) {
			RETURN_THROWS();
		}
		HashTable handlers;
		zend_hash_init(&handlers, 1, NULL, ZVAL_PTR_DTOR, 0);
		Z_ADDREF_P(callback);
		zend_hash_next_index_insert_new(&handlers, callback);
		async_scope_addref(scope);
		async_scope_call_finally(scope, &handlers);
		async_scope_release(scope);
		zend_hash_destroy(&handlers);
		return;
	}
	if (scope->finally_handlers == NULL) {
		scope->finally_handlers = zend_new_array(1);
	}
	Z_ADDREF_P(callback);
	zend_hash_next_index_insert_new(scope->finally_handlers, callback);
	async_scope_finally_pending_add(scope);
}

ZEND_METHOD(Async_Scope, dispose)
{
	ZEND_PARSE_PARAMETERS_NONE();
	async_scope_dispose(scope_from_this(ZEND_THIS), NULL);
}

ZEND_METHOD(Async_Scope, disposeSafely)
{
	ZEND_PARSE_PARAMETERS_NONE();
	async_scope_dispose_by_policy(scope_from_this(ZEND_THIS));
}

ZEND_METHOD(Async_Scope, disposeAfterTimeout)
{
	zend_long timeout;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_LONG(timeout)
	ZEND_PARSE_PARAMETERS_END();

	if (timeout <= 0) {
		zend_argument_value_error(1, "must be greater than 0");
		RETURN_THROWS();
	}
	async_scope_t *scope = scope_from_this(ZEND_THIS);
	if (!ensure_scheduler()) {
		RETURN_THROWS();
	}
	if (!async_scope_dispose_after(scope, (zend_ulong) timeout)) {
		RETURN_THROWS();
	}
}

ZEND_METHOD(Async_Scope, getChildScopes)
{
	ZEND_PARSE_PARAMETERS_NONE();

	async_scope_t *scope = scope_from_this(ZEND_THIS);
	array_init(return_value);
	for (async_scope_t *child = async_scope_first_child(scope); child; child = async_scope_next_sibling(child)) {
		zval item;
		ZVAL_OBJ(&item, async_scope_object_for(child));
		zend_hash_next_index_insert_new(Z_ARRVAL_P(return_value), &item);
	}
}

/* }}} */

/* {{{ spawn_with() */

ZEND_FUNCTION(Async_spawn_with)
{
	zend_object *provider;
	zend_fcall_info fci;
	zend_fcall_info_cache fcc;

	ZEND_PARSE_PARAMETERS_START(2, -1)
		Z_PARAM_OBJ_OF_CLASS(provider, async_ce_scope_provider)
		Z_PARAM_FUNC(fci, fcc)
		Z_PARAM_VARIADIC_WITH_NAMED(fci.params, fci.param_count, fci.named_params)
	ZEND_PARSE_PARAMETERS_END();

	if (!ensure_scheduler()) {
		RETURN_THROWS();
	}
	zval provided;
	zend_call_method_with_0_params(provider, provider->ce, NULL, "providescope", &provided);
	if (EG(exception)) {
		zval_ptr_dtor(&provided);
		RETURN_THROWS();
	}
	async_scope_t *scope;
	if (Z_TYPE(provided) == IS_NULL) {
		scope = (async_scope_t *) ZEND_ASYNC_CURRENT_SCOPE;
	} else if (Z_TYPE(provided) == IS_OBJECT && Z_OBJCE(provided) == async_ce_scope) {
		scope = scope_from_this(&provided);
	} else {
		zend_type_error("%s::provideScope(): Return value must be of type ?Async\\Scope, %s returned",
			ZSTR_VAL(provider->ce->name), zend_zval_type_name(&provided));
		zval_ptr_dtor(&provided);
		RETURN_THROWS();
	}
	/* The provided object stays alive until the coroutine is queued, as
	 * the temporary of (new Scope())->spawn() does: a scope made just for
	 * this call must not be disposed before it got its coroutine. */
	async_scope_addref(scope);

	if (SCOPE_IS_CLOSED(scope)) {
		async_scope_release(scope);
		zval_ptr_dtor(&provided);
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, "Cannot spawn a coroutine in a closed scope");
		RETURN_THROWS();
	}
	bool strategy = instanceof_function(provider->ce, async_ce_spawn_strategy);
	zend_coroutine_t *coroutine = ZEND_ASYNC_NEW_COROUTINE(&scope->scope);
	if (coroutine == NULL) {
		/* A stack limit (async.max_stacks, memory): the exception says which. */
		async_scope_release(scope);
		zval_ptr_dtor(&provided);
		RETURN_THROWS();
	}
	async_coroutine_t *co = async_coroutine_from_abi(coroutine);
	/* Ours until returned: a hook that awaits the coroutine lets it finish
	 * and drop the runtime's reference before this call returns. */
	GC_ADDREF(&co->std);
	async_coroutine_set_fcall(co, &fci, &fcc);
	ZEND_ASYNC_G(active_coroutine_count)++;

	zval scope_zv, co_zv, ret;
	ZVAL_OBJ(&scope_zv, async_scope_object_for(scope));
	ZVAL_OBJ(&co_zv, &co->std);
	if (strategy) {
		/* The hook may return options; 'priority' => 'high' is honoured. */
		zend_call_method_with_2_params(provider, provider->ce, NULL, "beforecoroutineenqueue", &ret, &co_zv, &scope_zv);
		if (Z_TYPE(ret) == IS_ARRAY) {
			zval *priority = zend_hash_str_find(Z_ARRVAL(ret), ZEND_STRL("priority"));
			if (priority
				&& ((Z_TYPE_P(priority) == IS_STRING && zend_string_equals_literal(Z_STR_P(priority), "high"))
					|| (Z_TYPE_P(priority) == IS_LONG && Z_LVAL_P(priority) >= ZEND_COROUTINE_HI_PRIORITY))) {
				coroutine->event.flags |= ZEND_COROUTINE_F_HI_PRIORITY;
			}
		}
		zval_ptr_dtor(&ret);
	}
	if (EG(exception)) {
		/* The strategy refused it: it never runs. */
		ZEND_ASYNC_CANCEL(coroutine, NULL, false);
	}
	ZEND_ASYNC_ENQUEUE_COROUTINE(coroutine);
	if (strategy && !EG(exception)) {
		zend_call_method_with_2_params(provider, provider->ce, NULL, "aftercoroutineenqueue", &ret, &co_zv, &scope_zv);
		zval_ptr_dtor(&ret);
	}
	zval_ptr_dtor(&scope_zv);
	zval_ptr_dtor(&provided);
	async_scope_release(scope);
	if (EG(exception)) {
		OBJ_RELEASE(&co->std);
		RETURN_THROWS();
	}
	RETURN_OBJ(&co->std);
}

/* }}} */

static void register_classes(void)
{
	async_ce_scope_provider = register_class_Async_ScopeProvider();
	async_ce_spawn_strategy = register_class_Async_SpawnStrategy(async_ce_scope_provider);
	async_ce_scope = register_class_Async_Scope(async_ce_scope_provider);
	async_ce_scope->create_object = scope_create_object;

	memcpy(&scope_handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
	scope_handlers.offset = XtOffsetOf(async_scope_object_t, std);
	scope_handlers.dtor_obj = scope_dtor_obj;
	scope_handlers.free_obj = scope_free_obj;
	scope_handlers.get_gc = scope_get_gc;
	scope_handlers.get_debug_info = scope_get_debug_info;
	scope_handlers.clone_obj = NULL;
}

static void register_functions(void)
{
	zend_register_functions(NULL, ext_functions, NULL, MODULE_PERSISTENT);
}

void async_scope_class_minit(void)
{
	register_classes();
	register_functions();
}

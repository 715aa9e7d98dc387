/*
 * context.c: Async\Context, key/value storage bound to a scope or to a
 * coroutine. Lookups fall back along the scope chain (skipping scopes that
 * never created a context) up to a parentless scope; the *Local() methods
 * look at one context only. Keys are strings or objects (by identity).
 *
 * Ownership: a scope owns its context (strong); the context points back
 * weakly and is detached when the scope goes. A coroutine owns its local
 * context; that context holds a reference on the coroutine's scope so its
 * fallback chain stays valid however long user code keeps the object.
 */
#include "context.h"
#include "coroutine.h"
#include "scope.h"
#include "exceptions.h"
#include "zend_exceptions.h"
#include "context_arginfo.h"

zend_class_entry *async_ce_context;
zend_class_entry *async_ce_context_exception;
static zend_object_handlers context_handlers;

typedef struct {
	HashTable values;        /* string key => value */
	HashTable object_keys;   /* object handle => key object */
	HashTable object_values; /* object handle => value */
	async_scope_t *scope;    /* scope context: its scope (weak); coroutine context: the coroutine's scope (strong) */
	bool is_scope_context;
	zend_object std;
} async_context_object_t;

static zend_always_inline async_context_object_t *context_from_obj(zend_object *obj)
{
	return (async_context_object_t *) ((char *) obj - XtOffsetOf(async_context_object_t, std));
}

static zend_object *context_create_object(zend_class_entry *ce)
{
	async_context_object_t *ctx = zend_object_alloc(sizeof(async_context_object_t), ce);

	zend_hash_init(&ctx->values, 0, NULL, ZVAL_PTR_DTOR, 0);
	zend_hash_init(&ctx->object_keys, 0, NULL, ZVAL_PTR_DTOR, 0);
	zend_hash_init(&ctx->object_values, 0, NULL, ZVAL_PTR_DTOR, 0);
	ctx->scope = NULL;
	ctx->is_scope_context = false;
	zend_object_std_init(&ctx->std, ce);
	ctx->std.handlers = &context_handlers;
	return &ctx->std;
}

static void context_free_obj(zend_object *obj)
{
	async_context_object_t *ctx = context_from_obj(obj);

	/* Weak references go first, so that a value's destructor cannot reach
	 * this context through one; the tables are moved out before they are
	 * destroyed, so that whatever does reach it sees empty tables, not
	 * half-destroyed ones. */
	zend_object_std_dtor(obj);
	HashTable values = ctx->values, object_keys = ctx->object_keys, object_values = ctx->object_values;
	zend_hash_init(&ctx->values, 0, NULL, ZVAL_PTR_DTOR, 0);
	zend_hash_init(&ctx->object_keys, 0, NULL, ZVAL_PTR_DTOR, 0);
	zend_hash_init(&ctx->object_values, 0, NULL, ZVAL_PTR_DTOR, 0);
	zend_hash_destroy(&values);
	zend_hash_destroy(&object_values);
	zend_hash_destroy(&object_keys);
	zend_hash_destroy(&ctx->values);
	zend_hash_destroy(&ctx->object_values);
	zend_hash_destroy(&ctx->object_keys);
	if (ctx->scope != NULL && !ctx->is_scope_context) {
		async_scope_release(ctx->scope);
	}
	ctx->scope = NULL;
}

static HashTable *context_get_gc(zend_object *obj, zval **table, int *num)
{
	async_context_object_t *ctx = context_from_obj(obj);
	zend_get_gc_buffer *buf = zend_get_gc_buffer_create();
	zval *zv;

	ZEND_HASH_FOREACH_VAL(&ctx->values, zv) {
		zend_get_gc_buffer_add_zval(buf, zv);
	} ZEND_HASH_FOREACH_END();
	ZEND_HASH_FOREACH_VAL(&ctx->object_keys, zv) {
		zend_get_gc_buffer_add_zval(buf, zv);
	} ZEND_HASH_FOREACH_END();
	ZEND_HASH_FOREACH_VAL(&ctx->object_values, zv) {
		zend_get_gc_buffer_add_zval(buf, zv);
	} ZEND_HASH_FOREACH_END();
	zend_get_gc_buffer_use(buf, table, num);
	return NULL;
}

void async_context_detach_scope(zend_object *context)
{
	async_context_object_t *ctx = context_from_obj(context);
	if (ctx->is_scope_context) {
		ctx->scope = NULL;
	}
}

/* {{{ lookups */

static zval *context_find_local(async_context_object_t *ctx, zval *key)
{
	if (Z_TYPE_P(key) == IS_STRING) {
		return zend_hash_find(&ctx->values, Z_STR_P(key));
	}
	return zend_hash_index_find(&ctx->object_values, Z_OBJ_HANDLE_P(key));
}

/* Where a lookup continues after ctx: the next scope up that has a
 * context, never past a parentless scope. */
static async_context_object_t *context_parent(async_context_object_t *ctx)
{
	async_scope_t *scope = ctx->scope;

	if (scope == NULL) {
		return NULL;
	}
	if (ctx->is_scope_context) {
		scope = scope->parent;
	}
	for (; scope != NULL; scope = scope->parent) {
		if (scope->context != NULL) {
			return context_from_obj(scope->context);
		}
	}
	return NULL;
}

static zval *context_find(async_context_object_t *ctx, zval *key, bool local_only)
{
	for (; ctx != NULL; ctx = local_only ? NULL : context_parent(ctx)) {
		zval *value = context_find_local(ctx, key);
		if (value != NULL) {
			return value;
		}
	}
	return NULL;
}

static void throw_missing(zval *key)
{
	if (Z_TYPE_P(key) == IS_STRING) {
		zend_throw_exception_ex(async_ce_context_exception, 0, "Context key \"%s\" not found", Z_STRVAL_P(key));
	} else {
		zend_throw_exception_ex(async_ce_context_exception, 0, "Context key of type %s not found",
			ZSTR_VAL(Z_OBJCE_P(key)->name));
	}
}

#define THIS_CONTEXT context_from_obj(Z_OBJ_P(ZEND_THIS))

#define PARSE_KEY(key) \
	ZEND_PARSE_PARAMETERS_START(1, 1) \
		Z_PARAM_ZVAL(key) \
	ZEND_PARSE_PARAMETERS_END()

static bool check_key(zval *key)
{
	if (Z_TYPE_P(key) != IS_STRING && Z_TYPE_P(key) != IS_OBJECT) {
		zend_argument_type_error(1, "must be of type object|string, %s given", zend_zval_type_name(key));
		return false;
	}
	return true;
}

static void context_lookup(INTERNAL_FUNCTION_PARAMETERS, bool local_only, bool required)
{
	zval *key;

	PARSE_KEY(key);
	if (!check_key(key)) {
		RETURN_THROWS();
	}
	zval *value = context_find(THIS_CONTEXT, key, local_only);
	if (value != NULL) {
		RETURN_COPY(value);
	}
	if (required) {
		throw_missing(key);
		RETURN_THROWS();
	}
	RETURN_NULL();
}

ZEND_METHOD(Async_Context, find)
{
	context_lookup(INTERNAL_FUNCTION_PARAM_PASSTHRU, false, false);
}

ZEND_METHOD(Async_Context, get)
{
	context_lookup(INTERNAL_FUNCTION_PARAM_PASSTHRU, false, true);
}

ZEND_METHOD(Async_Context, findLocal)
{
	context_lookup(INTERNAL_FUNCTION_PARAM_PASSTHRU, true, false);
}

ZEND_METHOD(Async_Context, getLocal)
{
	context_lookup(INTERNAL_FUNCTION_PARAM_PASSTHRU, true, true);
}

static void context_has(INTERNAL_FUNCTION_PARAMETERS, bool local_only)
{
	zval *key;

	PARSE_KEY(key);
	if (!check_key(key)) {
		RETURN_THROWS();
	}
	RETURN_BOOL(context_find(THIS_CONTEXT, key, local_only) != NULL);
}

ZEND_METHOD(Async_Context, has)
{
	context_has(INTERNAL_FUNCTION_PARAM_PASSTHRU, false);
}

ZEND_METHOD(Async_Context, hasLocal)
{
	context_has(INTERNAL_FUNCTION_PARAM_PASSTHRU, true);
}

/* }}} */

/* {{{ mutation
 *
 * Releasing a value can run user code (a destructor) that reads or writes
 * this same context. zend_hash_update() and zend_hash_del() release the old
 * value from inside the update, while the table (or the pair of tables for
 * an object key) is half changed. So every change here is made first, with
 * the old values kept aside, and they are released only once the tables are
 * consistent again. */

/* Stores value (its reference is taken over) under the key; the value it
 * replaces, if any, goes to old (UNDEF otherwise) for the caller to release. */
static void table_store(HashTable *table, zend_string *key, zend_ulong index, zval *value, zval *old)
{
	zval *slot = key ? zend_hash_find(table, key) : zend_hash_index_find(table, index);

	if (slot != NULL) {
		ZVAL_COPY_VALUE(old, slot);
		ZVAL_COPY_VALUE(slot, value);
		return;
	}
	ZVAL_UNDEF(old);
	if (key) {
		zend_hash_add_new(table, key, value);
	} else {
		zend_hash_index_add_new(table, index, value);
	}
}

/* Removes the key; the value it held, if any, goes to old (UNDEF otherwise)
 * for the caller to release. */
static void table_take(HashTable *table, zend_string *key, zend_ulong index, zval *old)
{
	zval *slot = key ? zend_hash_find(table, key) : zend_hash_index_find(table, index);

	if (slot == NULL) {
		ZVAL_UNDEF(old);
		return;
	}
	ZVAL_COPY_VALUE(old, slot);
	ZVAL_NULL(slot); /* nothing left for the table's destructor to release */
	if (key) {
		zend_hash_del(table, key);
	} else {
		zend_hash_index_del(table, index);
	}
}

ZEND_METHOD(Async_Context, set)
{
	zval *key, *value;
	bool replace = false;

	ZEND_PARSE_PARAMETERS_START(2, 3)
		Z_PARAM_ZVAL(key)
		Z_PARAM_ZVAL(value)
		Z_PARAM_OPTIONAL
		Z_PARAM_BOOL(replace)
	ZEND_PARSE_PARAMETERS_END();

	if (!check_key(key)) {
		RETURN_THROWS();
	}
	async_context_object_t *ctx = THIS_CONTEXT;
	if (!replace && context_find_local(ctx, key) != NULL) {
		zend_throw_exception(async_ce_context_exception, "Context key already exists and replace is false", 0);
		RETURN_THROWS();
	}
	zval stored, old;
	ZVAL_COPY(&stored, value);
	if (Z_TYPE_P(key) == IS_STRING) {
		table_store(&ctx->values, Z_STR_P(key), 0, &stored, &old);
	} else {
		zend_ulong handle = Z_OBJ_HANDLE_P(key);
		if (!zend_hash_index_exists(&ctx->object_keys, handle)) {
			Z_ADDREF_P(key);
			zend_hash_index_add_new(&ctx->object_keys, handle, key);
		}
		table_store(&ctx->object_values, NULL, handle, &stored, &old);
	}
	/* $this stays alive for the return value whatever the destructor does. */
	RETVAL_OBJ_COPY(Z_OBJ_P(ZEND_THIS));
	zval_ptr_dtor(&old);
}

ZEND_METHOD(Async_Context, unset)
{
	zval *key;

	PARSE_KEY(key);
	if (!check_key(key)) {
		RETURN_THROWS();
	}
	async_context_object_t *ctx = THIS_CONTEXT;
	zval old_value, old_key;
	if (Z_TYPE_P(key) == IS_STRING) {
		table_take(&ctx->values, Z_STR_P(key), 0, &old_value);
		ZVAL_UNDEF(&old_key);
	} else {
		/* Both entries go before either is released: the key object must
		 * not outlive its handle's entry nor the other way round. */
		table_take(&ctx->object_values, NULL, Z_OBJ_HANDLE_P(key), &old_value);
		table_take(&ctx->object_keys, NULL, Z_OBJ_HANDLE_P(key), &old_key);
	}
	RETVAL_OBJ_COPY(Z_OBJ_P(ZEND_THIS));
	zval_ptr_dtor(&old_value);
	zval_ptr_dtor(&old_key);
}

/* }}} */

/* {{{ where contexts come from */

zend_object *async_scope_get_context(async_scope_t *scope)
{
	if (scope->context == NULL) {
		zend_object *obj = context_create_object(async_ce_context);
		async_context_object_t *ctx = context_from_obj(obj);
		ctx->scope = scope;
		ctx->is_scope_context = true;
		scope->context = obj;
	}
	return scope->context;
}

zend_object *async_coroutine_get_context(async_coroutine_t *co)
{
	if (co->context_object == NULL) {
		zend_object *obj = context_create_object(async_ce_context);
		async_context_object_t *ctx = context_from_obj(obj);
		ctx->scope = (async_scope_t *) co->coroutine.scope;
		if (ctx->scope != NULL) {
			async_scope_addref(ctx->scope);
		}
		co->context_object = obj;
	}
	return co->context_object;
}

ZEND_FUNCTION(Async_current_context)
{
	ZEND_PARSE_PARAMETERS_NONE();

	if (!ZEND_ASYNC_LAUNCH()) {
		RETURN_THROWS();
	}
	async_scope_t *scope = (async_scope_t *) ZEND_ASYNC_CURRENT_SCOPE;
	RETURN_OBJ_COPY(async_scope_get_context(scope));
}

ZEND_FUNCTION(Async_coroutine_context)
{
	ZEND_PARSE_PARAMETERS_NONE();

	if (!ZEND_ASYNC_LAUNCH()) {
		RETURN_THROWS();
	}
	RETURN_OBJ_COPY(async_coroutine_get_context(async_coroutine_from_abi(ZEND_ASYNC_CURRENT_COROUTINE)));
}

ZEND_FUNCTION(Async_root_context)
{
	ZEND_PARSE_PARAMETERS_NONE();

	if (!ZEND_ASYNC_LAUNCH()) {
		RETURN_THROWS();
	}
	RETURN_OBJ_COPY(async_scope_get_context((async_scope_t *) ZEND_ASYNC_G(main_scope)));
}

/* }}} */

static void register_classes(void)
{
	async_ce_context_exception = register_class_Async_ContextException(async_ce_async_exception);
	async_ce_context = register_class_Async_Context();
	async_ce_context->create_object = context_create_object;
	memcpy(&context_handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
	context_handlers.offset = XtOffsetOf(async_context_object_t, std);
	context_handlers.free_obj = context_free_obj;
	context_handlers.get_gc = context_get_gc;
	context_handlers.clone_obj = NULL;
}

static void register_functions(void)
{
	zend_register_functions(NULL, ext_functions, NULL, MODULE_PERSISTENT);
}

void async_context_minit(void)
{
	register_classes();
	register_functions();
}

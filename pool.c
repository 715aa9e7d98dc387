/*
 * pool.c: the Async\Pool class and the circuit breaker types it
 * implements: object handlers, methods, registration. How resources are
 * handed out is pool_resources.c.
 */
#include "pool_internal.h"
#include "exceptions.h"
#include "zend_enum.h"
#include "zend_exceptions.h"
#include "zend_interfaces.h"
#include "pool_arginfo.h"

zend_class_entry *async_ce_pool;
zend_class_entry *async_ce_pool_exception;
zend_class_entry *async_ce_service_unavailable_exception;
zend_class_entry *async_ce_circuit_breaker;
zend_class_entry *async_ce_circuit_breaker_strategy;
zend_class_entry *async_ce_circuit_breaker_state;
static zend_object_handlers pool_handlers;

static const char *const breaker_names[] = {"ACTIVE", "INACTIVE", "RECOVERING"};

#define THIS_POOL pool_from_obj(Z_OBJ_P(ZEND_THIS))

/* {{{ object handlers */

static zend_object *pool_create(zend_class_entry *ce)
{
	async_pool_t *pool = zend_object_alloc(sizeof(async_pool_t), ce);

	memset(pool, 0, XtOffsetOf(async_pool_t, std));
	zend_object_std_init(&pool->std, ce);
	object_properties_init(&pool->std, ce);
	pool->std.handlers = &pool_handlers;
	async_pool_init(pool);
	return &pool->std;
}

static void pool_dtor_obj(zend_object *obj)
{
	async_pool_close(pool_from_obj(obj));
	zend_objects_destroy_object(obj);
}

static void pool_free_obj(zend_object *obj)
{
	async_pool_free(pool_from_obj(obj));
	zend_object_std_dtor(obj);
}

static HashTable *pool_get_gc(zend_object *obj, zval **table, int *n)
{
	async_pool_t *pool = pool_from_obj(obj);
	zend_get_gc_buffer *buf = zend_get_gc_buffer_create();

	zend_get_gc_buffer_add_zval(buf, &pool->factory);
	zend_get_gc_buffer_add_zval(buf, &pool->destructor);
	zend_get_gc_buffer_add_zval(buf, &pool->healthcheck);
	zend_get_gc_buffer_add_zval(buf, &pool->before_acquire);
	zend_get_gc_buffer_add_zval(buf, &pool->before_release);
	if (pool->strategy != NULL) {
		zend_get_gc_buffer_add_obj(buf, pool->strategy);
	}
	for (uint32_t i = 0; i < pool->idle_count; i++) {
		zend_get_gc_buffer_add_zval(buf, &pool->idle[(pool->idle_head + i) % pool->idle_slots]);
	}
	for (uint32_t i = 0; i < pool->out_count; i++) {
		zend_get_gc_buffer_add_zval(buf, &pool->out[i]);
	}
	zend_get_gc_buffer_use(buf, table, n);
	return NULL;
}

static HashTable *pool_get_debug_info(zend_object *obj, int *is_temp)
{
	async_pool_t *pool = pool_from_obj(obj);
	HashTable *info = zend_new_array(8);
	zval tmp;

	*is_temp = 1;
	ZVAL_LONG(&tmp, pool->min);
	zend_hash_str_add_new(info, "min", sizeof("min") - 1, &tmp);
	ZVAL_LONG(&tmp, pool->max);
	zend_hash_str_add_new(info, "max", sizeof("max") - 1, &tmp);
	ZVAL_LONG(&tmp, pool->idle_count + pool->out_count + pool->hooked + pool->checking);
	zend_hash_str_add_new(info, "count", sizeof("count") - 1, &tmp);
	ZVAL_LONG(&tmp, pool->idle_count);
	zend_hash_str_add_new(info, "idle", sizeof("idle") - 1, &tmp);
	ZVAL_LONG(&tmp, pool->out_count + pool->hooked);
	zend_hash_str_add_new(info, "active", sizeof("active") - 1, &tmp);
	ZVAL_LONG(&tmp, async_pool_waiting(pool));
	zend_hash_str_add_new(info, "waiting", sizeof("waiting") - 1, &tmp);
	ZVAL_STRING(&tmp, breaker_names[pool->state]);
	zend_hash_str_add_new(info, "state", sizeof("state") - 1, &tmp);
	ZVAL_BOOL(&tmp, pool->closed);
	zend_hash_str_add_new(info, "closed", sizeof("closed") - 1, &tmp);
	return info;
}

/* }}} */

/* {{{ methods */

/* Methods that need a constructed pool. */
static async_pool_t *this_pool(zval *this_zv)
{
	async_pool_t *pool = pool_from_obj(Z_OBJ_P(this_zv));

	if (UNEXPECTED(!pool->constructed)) {
		zend_throw_exception(async_ce_pool_exception, "Pool is not initialized", 0);
		return NULL;
	}
	return pool;
}

#define POOL_OR_THROW(pool) \
	async_pool_t *pool = this_pool(ZEND_THIS); \
	if (pool == NULL) { \
		RETURN_THROWS(); \
	}

static bool check_range(zend_long value, zend_long low, uint32_t arg_num)
{
	if (value < low) {
		zend_argument_value_error(arg_num, "must be >= " ZEND_LONG_FMT, low);
		return false;
	}
	if (value > INT32_MAX) {
		zend_argument_value_error(arg_num, "must be <= %d", INT32_MAX);
		return false;
	}
	return true;
}

static void copy_callable(zval *field, zend_fcall_info *fci)
{
	if (ZEND_FCI_INITIALIZED(*fci)) {
		ZVAL_COPY(field, &fci->function_name);
	}
}

ZEND_METHOD(Async_Pool, __construct)
{
	zend_fcall_info factory, destructor = empty_fcall_info, healthcheck = empty_fcall_info,
							 before_acquire = empty_fcall_info, before_release = empty_fcall_info;
	zend_fcall_info_cache factory_cache, destructor_cache, healthcheck_cache, before_acquire_cache,
		before_release_cache;
	zend_long min = 0, max = 10, interval = 0;

	ZEND_PARSE_PARAMETERS_START(1, 8)
		Z_PARAM_FUNC(factory, factory_cache)
		Z_PARAM_OPTIONAL
		Z_PARAM_FUNC_OR_NULL(destructor, destructor_cache)
		Z_PARAM_FUNC_OR_NULL(healthcheck, healthcheck_cache)
		Z_PARAM_FUNC_OR_NULL(before_acquire, before_acquire_cache)
		Z_PARAM_FUNC_OR_NULL(before_release, before_release_cache)
		Z_PARAM_LONG(min)
		Z_PARAM_LONG(max)
		Z_PARAM_LONG(interval)
	ZEND_PARSE_PARAMETERS_END();

	async_pool_t *pool = THIS_POOL;
	if (pool->constructed) {
		zend_throw_error(NULL, "Async\\Pool is already constructed");
		RETURN_THROWS();
	}
	if (!check_range(min, 0, 6) || !check_range(max, 1, 7) || !check_range(interval, 0, 8)) {
		RETURN_THROWS();
	}
	if (min > max) {
		zend_argument_value_error(6, "must be <= max");
		RETURN_THROWS();
	}
	pool->constructed = true;
	copy_callable(&pool->factory, &factory);
	copy_callable(&pool->destructor, &destructor);
	copy_callable(&pool->healthcheck, &healthcheck);
	copy_callable(&pool->before_acquire, &before_acquire);
	copy_callable(&pool->before_release, &before_release);
	pool->min = (uint32_t) min;
	pool->max = (uint32_t) max;
	pool->interval_ms = (uint32_t) interval;
	if (!async_pool_start(pool)) {
		RETURN_THROWS();
	}
}

ZEND_METHOD(Async_Pool, acquire)
{
	zend_long timeout = 0;

	ZEND_PARSE_PARAMETERS_START(0, 1)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(timeout)
	ZEND_PARSE_PARAMETERS_END();

	POOL_OR_THROW(pool);
	if (timeout < 0) {
		zend_argument_value_error(1, "must be >= 0");
		RETURN_THROWS();
	}
	if (!async_pool_acquire(pool, true, timeout, return_value)) {
		RETURN_THROWS();
	}
}

ZEND_METHOD(Async_Pool, tryAcquire)
{
	ZEND_PARSE_PARAMETERS_NONE();

	POOL_OR_THROW(pool);
	if (!async_pool_acquire(pool, false, 0, return_value)) {
		if (EG(exception) != NULL) {
			RETURN_THROWS();
		}
		RETURN_NULL();
	}
}

ZEND_METHOD(Async_Pool, release)
{
	zval *value;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_ZVAL(value)
	ZEND_PARSE_PARAMETERS_END();

	POOL_OR_THROW(pool);
	if (!async_pool_release(pool, value)) {
		RETURN_THROWS();
	}
}

ZEND_METHOD(Async_Pool, close)
{
	ZEND_PARSE_PARAMETERS_NONE();

	async_pool_t *pool = THIS_POOL;
	if (pool->constructed) {
		async_pool_close(pool);
	}
}

ZEND_METHOD(Async_Pool, isClosed)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_BOOL(THIS_POOL->closed);
}

ZEND_METHOD(Async_Pool, count)
{
	ZEND_PARSE_PARAMETERS_NONE();
	async_pool_t *pool = THIS_POOL;
	RETURN_LONG(pool->idle_count + pool->out_count + pool->hooked + pool->checking);
}

ZEND_METHOD(Async_Pool, idleCount)
{
	ZEND_PARSE_PARAMETERS_NONE();
	RETURN_LONG(THIS_POOL->idle_count);
}

ZEND_METHOD(Async_Pool, activeCount)
{
	ZEND_PARSE_PARAMETERS_NONE();
	async_pool_t *pool = THIS_POOL;
	RETURN_LONG(pool->out_count + pool->hooked);
}

ZEND_METHOD(Async_Pool, setCircuitBreakerStrategy)
{
	zend_object *strategy = NULL;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_OBJ_OF_CLASS_OR_NULL(strategy, async_ce_circuit_breaker_strategy)
	ZEND_PARSE_PARAMETERS_END();

	POOL_OR_THROW(pool);
	zend_object *old = pool->strategy;
	if (strategy != NULL) {
		GC_ADDREF(strategy);
	}
	pool->strategy = strategy;
	if (old != NULL) {
		OBJ_RELEASE(old);
	}
}

ZEND_METHOD(Async_Pool, getState)
{
	ZEND_PARSE_PARAMETERS_NONE();

	POOL_OR_THROW(pool);
	RETURN_OBJ_COPY(zend_enum_get_case_cstr(async_ce_circuit_breaker_state, breaker_names[pool->state]));
}

ZEND_METHOD(Async_Pool, activate)
{
	ZEND_PARSE_PARAMETERS_NONE();

	POOL_OR_THROW(pool);
	pool->state = BREAKER_ACTIVE;
}

ZEND_METHOD(Async_Pool, deactivate)
{
	ZEND_PARSE_PARAMETERS_NONE();

	POOL_OR_THROW(pool);
	async_pool_deactivate(pool);
}

ZEND_METHOD(Async_Pool, recover)
{
	ZEND_PARSE_PARAMETERS_NONE();

	POOL_OR_THROW(pool);
	pool->state = BREAKER_RECOVERING;
}

/* }}} */

void async_pool_minit(void)
{
	async_ce_pool_exception = register_class_Async_PoolException(async_ce_async_exception);
	async_ce_service_unavailable_exception = register_class_Async_ServiceUnavailableException(async_ce_pool_exception);
	async_ce_circuit_breaker_state = register_class_Async_CircuitBreakerState();
	async_ce_circuit_breaker = register_class_Async_CircuitBreaker();
	async_ce_circuit_breaker_strategy = register_class_Async_CircuitBreakerStrategy();
	async_ce_pool = register_class_Async_Pool(zend_ce_countable, async_ce_circuit_breaker);
	async_ce_pool->create_object = pool_create;

	memcpy(&pool_handlers, &std_object_handlers, sizeof(zend_object_handlers));
	pool_handlers.offset = XtOffsetOf(async_pool_t, std);
	pool_handlers.dtor_obj = pool_dtor_obj;
	pool_handlers.free_obj = pool_free_obj;
	pool_handlers.get_gc = pool_get_gc;
	pool_handlers.get_debug_info = pool_get_debug_info;
	pool_handlers.clone_obj = NULL;
}

/*
 * exceptions.c: the exception hierarchy (\Cancellation when the engine has
 * none, Async\AsyncCancellation and friends) and the class lookup slot the
 * ABI uses to create them from C.
 */
#include "exceptions.h"
#include "coroutine.h"
#include "await.h"
#include "zend_exceptions.h"
#include "cancellation_arginfo.h"
#include "exceptions_arginfo.h"

zend_class_entry *async_ce_cancellation;
zend_class_entry *async_ce_async_cancellation;
zend_class_entry *async_ce_operation_canceled;
zend_class_entry *async_ce_async_exception;
zend_class_entry *async_ce_input_output_exception;
zend_class_entry *async_ce_dns_exception;
zend_class_entry *async_ce_timeout_exception;
zend_class_entry *async_ce_poll_exception;
zend_class_entry *async_ce_deadlock_error;
zend_class_entry *async_ce_composite_exception;

zend_class_entry *async_get_class_ce(zend_async_class type)
{
	switch (type) {
		case ZEND_ASYNC_CLASS_AWAITABLE: return async_ce_awaitable;
		case ZEND_ASYNC_CLASS_COMPLETABLE: return async_ce_completable;
		case ZEND_ASYNC_CLASS_COROUTINE: return async_ce_coroutine;
		case ZEND_ASYNC_CLASS_TIMEOUT: return async_ce_timeout;
		case ZEND_ASYNC_EXCEPTION_DEFAULT: return async_ce_async_exception;
		case ZEND_ASYNC_EXCEPTION_CANCELLATION: return async_ce_async_cancellation;
		case ZEND_ASYNC_EXCEPTION_OPERATION_CANCELED: return async_ce_operation_canceled;
		case ZEND_ASYNC_EXCEPTION_TIMEOUT: return async_ce_timeout_exception;
		case ZEND_ASYNC_EXCEPTION_DEADLOCK: return async_ce_deadlock_error;
		case ZEND_ASYNC_EXCEPTION_COMPOSITE: return async_ce_composite_exception;
		case ZEND_ASYNC_EXCEPTION_INPUT_OUTPUT: return async_ce_input_output_exception;
		case ZEND_ASYNC_EXCEPTION_DNS: return async_ce_dns_exception;
		case ZEND_ASYNC_EXCEPTION_POLL: return async_ce_poll_exception;
		case ZEND_ASYNC_CLASS_COUNT: break;
	}
	return async_ce_async_exception;
}

/* The private $exceptions slot (after the inherited Exception ones). */
static zval *composite_exceptions(zend_object *composite)
{
	static uint32_t offset = 0;

	if (offset == 0) {
		zend_property_info *info = zend_hash_str_find_ptr(&async_ce_composite_exception->properties_info,
			ZEND_STRL("exceptions"));
		ZEND_ASSERT(info != NULL);
		offset = info->offset;
	}
	return OBJ_PROP(composite, offset);
}

void async_composite_exception_add(zend_object *composite, zend_object *exception)
{
	zval *list = composite_exceptions(composite);
	zval item;

	if (Z_TYPE_P(list) != IS_ARRAY) {
		zval_ptr_dtor(list);
		array_init(list);
	}
	SEPARATE_ARRAY(list);
	ZVAL_OBJ_COPY(&item, exception);
	zend_hash_next_index_insert_new(Z_ARRVAL_P(list), &item);
}

void async_call_handlers(HashTable *handlers, zval *arg, const char *composite_message)
{
	zend_object *first = NULL;
	zend_object *composite = NULL;
	zval *callable;

	ZEND_HASH_FOREACH_VAL(handlers, callable) {
		zval retval;
		if (call_user_function(NULL, NULL, callable, &retval, 1, arg) == SUCCESS) {
			zval_ptr_dtor(&retval);
		}
		if (EG(exception) == NULL) {
			continue;
		}
		zend_object *error = EG(exception);
		GC_ADDREF(error);
		zend_clear_exception();
		if (first == NULL) {
			first = error;
			continue;
		}
		if (composite == NULL) {
			composite = zend_async_new_exception(ZEND_ASYNC_EXCEPTION_COMPOSITE, "%s", composite_message);
			async_composite_exception_add(composite, first);
		}
		async_composite_exception_add(composite, error);
		OBJ_RELEASE(error);
	} ZEND_HASH_FOREACH_END();

	if (composite != NULL) {
		OBJ_RELEASE(first);
		zend_throw_exception_internal(composite);
	} else if (first != NULL) {
		zend_throw_exception_internal(first);
	}
}

ZEND_METHOD(Async_CompositeException, addException)
{
	zend_object *exception;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_OBJ_OF_CLASS(exception, zend_ce_throwable)
	ZEND_PARSE_PARAMETERS_END();

	async_composite_exception_add(Z_OBJ_P(ZEND_THIS), exception);
}

ZEND_METHOD(Async_CompositeException, getExceptions)
{
	ZEND_PARSE_PARAMETERS_NONE();

	zval *list = composite_exceptions(Z_OBJ_P(ZEND_THIS));
	if (Z_TYPE_P(list) == IS_ARRAY) {
		RETURN_COPY(list);
	}
	RETURN_EMPTY_ARRAY();
}

static void register_classes(void)
{
	/* A patched engine may already have a third throwable root. */
	async_ce_cancellation = zend_hash_str_find_ptr(CG(class_table), ZEND_STRL("cancellation"));
	if (async_ce_cancellation == NULL) {
		async_ce_cancellation = register_class_Cancellation(zend_ce_error);
	}
	async_ce_async_cancellation = register_class_Async_AsyncCancellation(async_ce_cancellation);
	async_ce_operation_canceled = register_class_Async_OperationCanceledException(async_ce_async_cancellation);
	async_ce_async_exception = register_class_Async_AsyncException(zend_ce_exception);
	async_ce_input_output_exception = register_class_Async_InputOutputException(zend_ce_exception);
	async_ce_dns_exception = register_class_Async_DnsException(zend_ce_exception);
	async_ce_timeout_exception = register_class_Async_TimeoutException(zend_ce_exception);
	async_ce_poll_exception = register_class_Async_PollException(zend_ce_exception);
	async_ce_deadlock_error = register_class_Async_DeadlockError(zend_ce_error);
	async_ce_composite_exception = register_class_Async_CompositeException(zend_ce_exception);
}

void async_exceptions_minit(void)
{
	register_classes();
}

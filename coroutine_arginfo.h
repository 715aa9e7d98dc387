/* This is a generated file, edit the .stub.php file instead.
 * Stub hash: 0936671faddc479fd2a8f3def4e8f4922ea36ec4 */

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Async_Coroutine___construct, 0, 0, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Async_Coroutine_getId, 0, 0, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Async_Coroutine_asHiPriority, 0, 0, Async\\Coroutine, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Async_Coroutine_getContext, 0, 0, Async\\Context, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Async_Coroutine_getResult, 0, 0, IS_MIXED, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Async_Coroutine_getException arginfo_class_Async_Coroutine_getResult

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Async_Coroutine_getTrace, 0, 0, IS_ARRAY, 1)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_LONG, 0, "DEBUG_BACKTRACE_PROVIDE_OBJECT")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, limit, IS_LONG, 0, "0")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Async_Coroutine_getSpawnFileAndLine, 0, 0, IS_ARRAY, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Async_Coroutine_getSpawnLocation, 0, 0, IS_STRING, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Async_Coroutine_getSuspendFileAndLine arginfo_class_Async_Coroutine_getSpawnFileAndLine

#define arginfo_class_Async_Coroutine_getSuspendLocation arginfo_class_Async_Coroutine_getSpawnLocation

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Async_Coroutine_isStarted, 0, 0, _IS_BOOL, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Async_Coroutine_isQueued arginfo_class_Async_Coroutine_isStarted

#define arginfo_class_Async_Coroutine_isRunning arginfo_class_Async_Coroutine_isStarted

#define arginfo_class_Async_Coroutine_isSuspended arginfo_class_Async_Coroutine_isStarted

#define arginfo_class_Async_Coroutine_isCancelled arginfo_class_Async_Coroutine_isStarted

#define arginfo_class_Async_Coroutine_isCancellationRequested arginfo_class_Async_Coroutine_isStarted

#define arginfo_class_Async_Coroutine_isCompleted arginfo_class_Async_Coroutine_isStarted

#define arginfo_class_Async_Coroutine_getAwaitingInfo arginfo_class_Async_Coroutine_getSpawnFileAndLine

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Async_Coroutine_cancel, 0, 0, IS_VOID, 0)
	ZEND_ARG_OBJ_INFO_WITH_DEFAULT_VALUE(0, cancellation, Async\\AsyncCancellation, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Async_Coroutine_finally, 0, 1, IS_VOID, 0)
	ZEND_ARG_OBJ_INFO(0, callback, Closure, 0)
ZEND_END_ARG_INFO()


ZEND_METHOD(Async_Coroutine, __construct);
ZEND_METHOD(Async_Coroutine, getId);
ZEND_METHOD(Async_Coroutine, asHiPriority);
ZEND_METHOD(Async_Coroutine, getContext);
ZEND_METHOD(Async_Coroutine, getResult);
ZEND_METHOD(Async_Coroutine, getException);
ZEND_METHOD(Async_Coroutine, getTrace);
ZEND_METHOD(Async_Coroutine, getSpawnFileAndLine);
ZEND_METHOD(Async_Coroutine, getSpawnLocation);
ZEND_METHOD(Async_Coroutine, getSuspendFileAndLine);
ZEND_METHOD(Async_Coroutine, getSuspendLocation);
ZEND_METHOD(Async_Coroutine, isStarted);
ZEND_METHOD(Async_Coroutine, isQueued);
ZEND_METHOD(Async_Coroutine, isRunning);
ZEND_METHOD(Async_Coroutine, isSuspended);
ZEND_METHOD(Async_Coroutine, isCancelled);
ZEND_METHOD(Async_Coroutine, isCancellationRequested);
ZEND_METHOD(Async_Coroutine, isCompleted);
ZEND_METHOD(Async_Coroutine, getAwaitingInfo);
ZEND_METHOD(Async_Coroutine, cancel);
ZEND_METHOD(Async_Coroutine, finally);


static const zend_function_entry class_Async_Coroutine_methods[] = {
	ZEND_ME(Async_Coroutine, __construct, arginfo_class_Async_Coroutine___construct, ZEND_ACC_PRIVATE)
	ZEND_ME(Async_Coroutine, getId, arginfo_class_Async_Coroutine_getId, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_Coroutine, asHiPriority, arginfo_class_Async_Coroutine_asHiPriority, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_Coroutine, getContext, arginfo_class_Async_Coroutine_getContext, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_Coroutine, getResult, arginfo_class_Async_Coroutine_getResult, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_Coroutine, getException, arginfo_class_Async_Coroutine_getException, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_Coroutine, getTrace, arginfo_class_Async_Coroutine_getTrace, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_Coroutine, getSpawnFileAndLine, arginfo_class_Async_Coroutine_getSpawnFileAndLine, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_Coroutine, getSpawnLocation, arginfo_class_Async_Coroutine_getSpawnLocation, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_Coroutine, getSuspendFileAndLine, arginfo_class_Async_Coroutine_getSuspendFileAndLine, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_Coroutine, getSuspendLocation, arginfo_class_Async_Coroutine_getSuspendLocation, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_Coroutine, isStarted, arginfo_class_Async_Coroutine_isStarted, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_Coroutine, isQueued, arginfo_class_Async_Coroutine_isQueued, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_Coroutine, isRunning, arginfo_class_Async_Coroutine_isRunning, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_Coroutine, isSuspended, arginfo_class_Async_Coroutine_isSuspended, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_Coroutine, isCancelled, arginfo_class_Async_Coroutine_isCancelled, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_Coroutine, isCancellationRequested, arginfo_class_Async_Coroutine_isCancellationRequested, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_Coroutine, isCompleted, arginfo_class_Async_Coroutine_isCompleted, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_Coroutine, getAwaitingInfo, arginfo_class_Async_Coroutine_getAwaitingInfo, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_Coroutine, cancel, arginfo_class_Async_Coroutine_cancel, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_Coroutine, finally, arginfo_class_Async_Coroutine_finally, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};

static zend_class_entry *register_class_Async_Coroutine(zend_class_entry *class_entry_Async_Completable)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Async", "Coroutine", class_Async_Coroutine_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL|ZEND_ACC_NO_DYNAMIC_PROPERTIES|ZEND_ACC_NOT_SERIALIZABLE;
	zend_class_implements(class_entry, 1, class_entry_Async_Completable);

	return class_entry;
}

/* This is a generated file, edit the .stub.php file instead.
 * Stub hash: c0cc081df00eae17cdf9b9965b24fbf8a91af272 */

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Async_TaskSet___construct, 0, 0, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, concurrency, IS_LONG, 1, "null")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, queueLimit, IS_LONG, 1, "null")
	ZEND_ARG_OBJ_INFO_WITH_DEFAULT_VALUE(0, scope, Async\\Scope, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Async_TaskSet_spawn, 0, 1, IS_VOID, 0)
	ZEND_ARG_TYPE_INFO(0, task, IS_CALLABLE, 0)
	ZEND_ARG_VARIADIC_TYPE_INFO(0, args, IS_MIXED, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Async_TaskSet_spawnWithKey, 0, 2, IS_VOID, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, task, IS_CALLABLE, 0)
	ZEND_ARG_VARIADIC_TYPE_INFO(0, args, IS_MIXED, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Async_TaskSet_joinNext, 0, 0, Async\\Future, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Async_TaskSet_joinAny arginfo_class_Async_TaskSet_joinNext

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Async_TaskSet_joinAll, 0, 0, Async\\Future, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, ignoreErrors, _IS_BOOL, 0, "false")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Async_TaskSet_cancel, 0, 0, IS_VOID, 0)
	ZEND_ARG_OBJ_INFO_WITH_DEFAULT_VALUE(0, cancellation, Async\\AsyncCancellation, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Async_TaskSet_close, 0, 0, IS_VOID, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Async_TaskSet_dispose arginfo_class_Async_TaskSet_close

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Async_TaskSet_isFinished, 0, 0, _IS_BOOL, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Async_TaskSet_isClosed arginfo_class_Async_TaskSet_isFinished

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Async_TaskSet_count, 0, 0, IS_LONG, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Async_TaskSet_awaitCompletion arginfo_class_Async_TaskSet_close

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Async_TaskSet_finally, 0, 1, IS_VOID, 0)
	ZEND_ARG_OBJ_INFO(0, callback, Closure, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Async_TaskSet_getIterator, 0, 0, Iterator, 0)
ZEND_END_ARG_INFO()


ZEND_METHOD(Async_TaskSet, __construct);
ZEND_METHOD(Async_TaskSet, spawn);
ZEND_METHOD(Async_TaskSet, spawnWithKey);
ZEND_METHOD(Async_TaskSet, joinNext);
ZEND_METHOD(Async_TaskSet, joinAny);
ZEND_METHOD(Async_TaskSet, joinAll);
ZEND_METHOD(Async_TaskSet, cancel);
ZEND_METHOD(Async_TaskSet, close);
ZEND_METHOD(Async_TaskSet, dispose);
ZEND_METHOD(Async_TaskSet, isFinished);
ZEND_METHOD(Async_TaskSet, isClosed);
ZEND_METHOD(Async_TaskSet, count);
ZEND_METHOD(Async_TaskSet, awaitCompletion);
ZEND_METHOD(Async_TaskSet, finally);
ZEND_METHOD(Async_TaskSet, getIterator);


static const zend_function_entry class_Async_TaskSet_methods[] = {
	ZEND_ME(Async_TaskSet, __construct, arginfo_class_Async_TaskSet___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_TaskSet, spawn, arginfo_class_Async_TaskSet_spawn, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_TaskSet, spawnWithKey, arginfo_class_Async_TaskSet_spawnWithKey, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_TaskSet, joinNext, arginfo_class_Async_TaskSet_joinNext, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_TaskSet, joinAny, arginfo_class_Async_TaskSet_joinAny, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_TaskSet, joinAll, arginfo_class_Async_TaskSet_joinAll, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_TaskSet, cancel, arginfo_class_Async_TaskSet_cancel, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_TaskSet, close, arginfo_class_Async_TaskSet_close, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_TaskSet, dispose, arginfo_class_Async_TaskSet_dispose, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_TaskSet, isFinished, arginfo_class_Async_TaskSet_isFinished, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_TaskSet, isClosed, arginfo_class_Async_TaskSet_isClosed, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_TaskSet, count, arginfo_class_Async_TaskSet_count, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_TaskSet, awaitCompletion, arginfo_class_Async_TaskSet_awaitCompletion, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_TaskSet, finally, arginfo_class_Async_TaskSet_finally, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_TaskSet, getIterator, arginfo_class_Async_TaskSet_getIterator, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};

static zend_class_entry *register_class_Async_TaskSet(zend_class_entry *class_entry_Async_Awaitable, zend_class_entry *class_entry_Countable, zend_class_entry *class_entry_IteratorAggregate)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Async", "TaskSet", class_Async_TaskSet_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL|ZEND_ACC_NO_DYNAMIC_PROPERTIES|ZEND_ACC_NOT_SERIALIZABLE;
	zend_class_implements(class_entry, 3, class_entry_Async_Awaitable, class_entry_Countable, class_entry_IteratorAggregate);

	return class_entry;
}

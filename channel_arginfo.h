/* This is a generated file, edit the .stub.php file instead.
 * Stub hash: 585b613522d9b340acc1f663667dd6af3b1ae287 */

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Async_Channel___construct, 0, 0, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, capacity, IS_LONG, 0, "0")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, noProducerTimeout, IS_LONG, 0, "0")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, noConsumerTimeout, IS_LONG, 0, "0")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, hardTimeouts, _IS_BOOL, 0, "false")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Async_Channel_send, 0, 1, IS_VOID, 0)
	ZEND_ARG_TYPE_INFO(0, value, IS_MIXED, 0)
	ZEND_ARG_OBJ_INFO_WITH_DEFAULT_VALUE(0, cancellationToken, Async\\Completable, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Async_Channel_sendAsync, 0, 1, _IS_BOOL, 0)
	ZEND_ARG_TYPE_INFO(0, value, IS_MIXED, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Async_Channel_recv, 0, 0, IS_MIXED, 0)
	ZEND_ARG_OBJ_INFO_WITH_DEFAULT_VALUE(0, cancellationToken, Async\\Completable, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Async_Channel_recvAsync, 0, 0, Async\\Future, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Async_Channel_close, 0, 0, IS_VOID, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Async_Channel_isClosed, 0, 0, _IS_BOOL, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Async_Channel_capacity, 0, 0, IS_LONG, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Async_Channel_count arginfo_class_Async_Channel_capacity

#define arginfo_class_Async_Channel_isEmpty arginfo_class_Async_Channel_isClosed

#define arginfo_class_Async_Channel_isFull arginfo_class_Async_Channel_isClosed

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Async_Channel_getIterator, 0, 0, Iterator, 0)
ZEND_END_ARG_INFO()


ZEND_METHOD(Async_Channel, __construct);
ZEND_METHOD(Async_Channel, send);
ZEND_METHOD(Async_Channel, sendAsync);
ZEND_METHOD(Async_Channel, recv);
ZEND_METHOD(Async_Channel, recvAsync);
ZEND_METHOD(Async_Channel, close);
ZEND_METHOD(Async_Channel, isClosed);
ZEND_METHOD(Async_Channel, capacity);
ZEND_METHOD(Async_Channel, count);
ZEND_METHOD(Async_Channel, isEmpty);
ZEND_METHOD(Async_Channel, isFull);
ZEND_METHOD(Async_Channel, getIterator);


static const zend_function_entry class_Async_ChannelCloseReason_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Async_ChannelException_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Async_Channel_methods[] = {
	ZEND_ME(Async_Channel, __construct, arginfo_class_Async_Channel___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_Channel, send, arginfo_class_Async_Channel_send, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_Channel, sendAsync, arginfo_class_Async_Channel_sendAsync, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_Channel, recv, arginfo_class_Async_Channel_recv, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_Channel, recvAsync, arginfo_class_Async_Channel_recvAsync, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_Channel, close, arginfo_class_Async_Channel_close, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_Channel, isClosed, arginfo_class_Async_Channel_isClosed, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_Channel, capacity, arginfo_class_Async_Channel_capacity, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_Channel, count, arginfo_class_Async_Channel_count, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_Channel, isEmpty, arginfo_class_Async_Channel_isEmpty, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_Channel, isFull, arginfo_class_Async_Channel_isFull, ZEND_ACC_PUBLIC)
	ZEND_ME(Async_Channel, getIterator, arginfo_class_Async_Channel_getIterator, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};

static zend_class_entry *register_class_Async_ChannelCloseReason(void)
{
	zend_class_entry *class_entry = zend_register_internal_enum("Async\\ChannelCloseReason", IS_STRING, class_Async_ChannelCloseReason_methods);

	zval enum_case_EXPLICIT_value;
	zend_string *enum_case_EXPLICIT_value_str = zend_string_init("explicit", strlen("explicit"), 1);
	ZVAL_STR(&enum_case_EXPLICIT_value, enum_case_EXPLICIT_value_str);
	zend_enum_add_case_cstr(class_entry, "EXPLICIT", &enum_case_EXPLICIT_value);

	zval enum_case_DISPOSED_value;
	zend_string *enum_case_DISPOSED_value_str = zend_string_init("disposed", strlen("disposed"), 1);
	ZVAL_STR(&enum_case_DISPOSED_value, enum_case_DISPOSED_value_str);
	zend_enum_add_case_cstr(class_entry, "DISPOSED", &enum_case_DISPOSED_value);

	zval enum_case_NO_PRODUCERS_value;
	zend_string *enum_case_NO_PRODUCERS_value_str = zend_string_init("no producers timeout", strlen("no producers timeout"), 1);
	ZVAL_STR(&enum_case_NO_PRODUCERS_value, enum_case_NO_PRODUCERS_value_str);
	zend_enum_add_case_cstr(class_entry, "NO_PRODUCERS", &enum_case_NO_PRODUCERS_value);

	zval enum_case_NO_CONSUMERS_value;
	zend_string *enum_case_NO_CONSUMERS_value_str = zend_string_init("no consumers timeout", strlen("no consumers timeout"), 1);
	ZVAL_STR(&enum_case_NO_CONSUMERS_value, enum_case_NO_CONSUMERS_value_str);
	zend_enum_add_case_cstr(class_entry, "NO_CONSUMERS", &enum_case_NO_CONSUMERS_value);

	zval enum_case_DEADLOCK_value;
	zend_string *enum_case_DEADLOCK_value_str = zend_string_init("deadlock", strlen("deadlock"), 1);
	ZVAL_STR(&enum_case_DEADLOCK_value, enum_case_DEADLOCK_value_str);
	zend_enum_add_case_cstr(class_entry, "DEADLOCK", &enum_case_DEADLOCK_value);

	zval enum_case_SCOPE_DISPOSED_value;
	zend_string *enum_case_SCOPE_DISPOSED_value_str = zend_string_init("scope disposed", strlen("scope disposed"), 1);
	ZVAL_STR(&enum_case_SCOPE_DISPOSED_value, enum_case_SCOPE_DISPOSED_value_str);
	zend_enum_add_case_cstr(class_entry, "SCOPE_DISPOSED", &enum_case_SCOPE_DISPOSED_value);

	return class_entry;
}

static zend_class_entry *register_class_Async_ChannelException(zend_class_entry *class_entry_Async_AsyncException)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Async", "ChannelException", class_Async_ChannelException_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Async_AsyncException);

	zend_string *property_reason_class_Async_ChannelCloseReason = zend_string_init("Async\\ChannelCloseReason", sizeof("Async\\ChannelCloseReason")-1, 1);
	zval property_reason_default_value;
	ZVAL_UNDEF(&property_reason_default_value);
	zend_string *property_reason_name = zend_string_init("reason", sizeof("reason") - 1, 1);
	zend_declare_typed_property(class_entry, property_reason_name, &property_reason_default_value, ZEND_ACC_PUBLIC, NULL, (zend_type) ZEND_TYPE_INIT_CLASS(property_reason_class_Async_ChannelCloseReason, 0, 0));
	zend_string_release(property_reason_name);

	return class_entry;
}

static zend_class_entry *register_class_Async_Channel(zend_class_entry *class_entry_Async_Awaitable, zend_class_entry *class_entry_IteratorAggregate, zend_class_entry *class_entry_Countable)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Async", "Channel", class_Async_Channel_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL|ZEND_ACC_NO_DYNAMIC_PROPERTIES|ZEND_ACC_NOT_SERIALIZABLE;
	zend_class_implements(class_entry, 3, class_entry_Async_Awaitable, class_entry_IteratorAggregate, class_entry_Countable);

	return class_entry;
}

/* This is a generated file, edit the .stub.php file instead.
 * Stub hash: bda6fec86211493985cc5623907903d7eaece580 */

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_Async_signal, 0, 1, Async\\Future, 0)
	ZEND_ARG_OBJ_INFO(0, signal, Async\\Signal, 0)
	ZEND_ARG_OBJ_INFO_WITH_DEFAULT_VALUE(0, cancellation, Async\\Completable, 1, "null")
ZEND_END_ARG_INFO()


ZEND_FUNCTION(Async_signal);


static const zend_function_entry ext_functions[] = {
	ZEND_NS_FALIAS("Async", signal, Async_signal, arginfo_Async_signal)
	ZEND_FE_END
};


static const zend_function_entry class_Async_Signal_methods[] = {
	ZEND_FE_END
};

static zend_class_entry *register_class_Async_Signal(void)
{
	zend_class_entry *class_entry = zend_register_internal_enum("Async\\Signal", IS_LONG, class_Async_Signal_methods);

	zval enum_case_SIGHUP_value;
	ZVAL_LONG(&enum_case_SIGHUP_value, 1);
	zend_enum_add_case_cstr(class_entry, "SIGHUP", &enum_case_SIGHUP_value);

	zval enum_case_SIGINT_value;
	ZVAL_LONG(&enum_case_SIGINT_value, 2);
	zend_enum_add_case_cstr(class_entry, "SIGINT", &enum_case_SIGINT_value);

	zval enum_case_SIGQUIT_value;
	ZVAL_LONG(&enum_case_SIGQUIT_value, 3);
	zend_enum_add_case_cstr(class_entry, "SIGQUIT", &enum_case_SIGQUIT_value);

	zval enum_case_SIGILL_value;
	ZVAL_LONG(&enum_case_SIGILL_value, 4);
	zend_enum_add_case_cstr(class_entry, "SIGILL", &enum_case_SIGILL_value);

	zval enum_case_SIGABRT_value;
	ZVAL_LONG(&enum_case_SIGABRT_value, 6);
	zend_enum_add_case_cstr(class_entry, "SIGABRT", &enum_case_SIGABRT_value);

	zval enum_case_SIGFPE_value;
	ZVAL_LONG(&enum_case_SIGFPE_value, 8);
	zend_enum_add_case_cstr(class_entry, "SIGFPE", &enum_case_SIGFPE_value);

	zval enum_case_SIGKILL_value;
	ZVAL_LONG(&enum_case_SIGKILL_value, 9);
	zend_enum_add_case_cstr(class_entry, "SIGKILL", &enum_case_SIGKILL_value);

	zval enum_case_SIGUSR1_value;
	ZVAL_LONG(&enum_case_SIGUSR1_value, 10);
	zend_enum_add_case_cstr(class_entry, "SIGUSR1", &enum_case_SIGUSR1_value);

	zval enum_case_SIGSEGV_value;
	ZVAL_LONG(&enum_case_SIGSEGV_value, 11);
	zend_enum_add_case_cstr(class_entry, "SIGSEGV", &enum_case_SIGSEGV_value);

	zval enum_case_SIGUSR2_value;
	ZVAL_LONG(&enum_case_SIGUSR2_value, 12);
	zend_enum_add_case_cstr(class_entry, "SIGUSR2", &enum_case_SIGUSR2_value);

	zval enum_case_SIGTERM_value;
	ZVAL_LONG(&enum_case_SIGTERM_value, 15);
	zend_enum_add_case_cstr(class_entry, "SIGTERM", &enum_case_SIGTERM_value);

	zval enum_case_SIGBREAK_value;
	ZVAL_LONG(&enum_case_SIGBREAK_value, 21);
	zend_enum_add_case_cstr(class_entry, "SIGBREAK", &enum_case_SIGBREAK_value);

	zval enum_case_SIGABRT2_value;
	ZVAL_LONG(&enum_case_SIGABRT2_value, 22);
	zend_enum_add_case_cstr(class_entry, "SIGABRT2", &enum_case_SIGABRT2_value);

	zval enum_case_SIGWINCH_value;
	ZVAL_LONG(&enum_case_SIGWINCH_value, 28);
	zend_enum_add_case_cstr(class_entry, "SIGWINCH", &enum_case_SIGWINCH_value);

	return class_entry;
}

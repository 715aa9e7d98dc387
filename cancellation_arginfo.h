/* This is a generated file, edit the .stub.php file instead.
 * Stub hash: 0a14c5a02b2259d0c35e18a0c4f00247713a8c4e */




static const zend_function_entry class_Cancellation_methods[] = {
	ZEND_FE_END
};

static zend_class_entry *register_class_Cancellation(zend_class_entry *class_entry_Error)
{
	zend_class_entry ce, *class_entry;

	INIT_CLASS_ENTRY(ce, "Cancellation", class_Cancellation_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Error);

	return class_entry;
}

/* This is a generated file, edit the .stub.php file instead.
 * Stub hash: b9c76a70e13ddfeb52e599a41f0e9b0ccea27357 */

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_Async___shutdown, 0, 0, IS_VOID, 0)
ZEND_END_ARG_INFO()


ZEND_FUNCTION(Async___shutdown);


static const zend_function_entry ext_functions[] = {
	ZEND_NS_FALIAS("Async", __shutdown, Async___shutdown, arginfo_Async___shutdown)
	ZEND_FE_END
};

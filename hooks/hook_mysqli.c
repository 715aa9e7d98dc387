/*
 * hook_mysqli.c: mysqli_poll() (and mysqli::poll(), the same function
 * under another name) inside coroutines. mysqli's async API, a query sent
 * with MYSQLI_ASYNC, then mysqli_poll() for the links whose results have
 * come, then reap_async_query(), lets one program run queries on several
 * links at once; mysqli_poll() waits in select(2), which would block the
 * whole process. Here only the calling coroutine waits: on a poll event
 * per link's socket and a timer.
 *
 * As for stream_select() (hook_select.c), PHP's own mysqli_poll() makes
 * every answer: it runs in rounds with a zero timeout, and between rounds
 * the coroutine waits (hook_fdwait.c) for one of the links' sockets to
 * become readable (or, for the error array, to have priority data) or for
 * the timeout to pass. The round that finds something ready, fails, or
 * comes after the deadline is the answer: the return value, the three
 * arrays (read, error, reject) and every warning and error are PHP's.
 * Between rounds, and when a cancellation ends the wait, the arrays are as
 * passed. Sending and reaping need nothing here: mysqlnd reads and writes
 * through the socket transports, cooperative already (hook_xport.c).
 *
 * The links' sockets are found as mysqlnd's poll finds them: mysqli
 * object → MY_MYSQL → MYSQLND → its VIO's stream, cast to a descriptor.
 * Only links mysqlnd would poll are waited on (in the read array, a link
 * with a query in flight; the others go to reject). mysqli is an optional
 * shared module and nothing of it is linked: its class is found at run
 * time and its object layout (the installed headers) checked on a probe
 * object before it is relied on; without the module nothing is hooked,
 * without the headers this file is empty.
 */
#include "hooks.h"
#include "main/php_network.h"

#if !defined(PHP_WIN32) && defined(__has_include)
# if __has_include("ext/mysqli/php_mysqli_structs.h") && __has_include("ext/mysqlnd/mysqlnd.h")
#  define ASYNC_HOOK_MYSQLI 1
# endif
#endif

#ifdef ASYNC_HOOK_MYSQLI

# include "ext/mysqli/php_mysqli_structs.h"
# include "ext/mysqlnd/mysqlnd_connection.h"

static ZEND_FUNCTION(async_mysqli_poll);

enum {
	HOOK_MYSQLI_POLL,
};

static async_hook_t mysqli_hooks[] = {
	[HOOK_MYSQLI_POLL] = {"mysqli_poll", ZEND_FN(async_mysqli_poll), NULL},
};

/* mysqli::poll(): a method of its own with the same handler, swapped here
 * (async_hooks_install() knows functions only). */
static zend_function *poll_method;
static zif_handler poll_method_original;

/* How the coroutine waits between rounds: on duplicates of the links'
 * sockets (another coroutine may close a link meanwhile; the event must
 * go before the descriptor it watches). However long the timeout, the
 * links are looked at again every 250 ms: one may have been closed
 * meanwhile, which no descriptor tells (the next round then reports it as
 * PHP would). A socket the loop refuses is passed over until then. */
static const async_fdwait_how_t poll_how = {
	.waiting_for = "mysqli_poll",
	.duplicate = true,
	.sockets_only = true,
	.revalidate_ms = 250,
	.recheck_ms = 250,
};

/* {{{ mysqli, found at run time */

typedef enum {
	LAYOUT_UNCHECKED = 0,
	LAYOUT_USABLE,
	LAYOUT_UNUSABLE,
} layout_state_t;

/* Per process, like the module they belong to. */
static zend_class_entry *mysqli_class;
static layout_state_t layout_state;

/* True when mysqli's link class is loaded and its objects are
 * mysqli_object as the installed header has it. Checked once, on a probe
 * object (created and freed, never connected). */
static bool mysqli_usable(void)
{
	if (EXPECTED(layout_state == LAYOUT_USABLE)) {
		return true;
	}
	if (layout_state == LAYOUT_UNUSABLE) {
		return false;
	}
	layout_state = LAYOUT_UNUSABLE;
	zend_class_entry *ce = zend_hash_str_find_ptr(CG(class_table), ZEND_STRL("mysqli"));
	if (ce == NULL || ce->type != ZEND_INTERNAL_CLASS || ce->create_object == NULL || ce->info.internal.module == NULL
		|| strcmp(ce->info.internal.module->name, "mysqli") != 0) {
		return false;
	}
	zval probe;
	if (object_init_ex(&probe, ce) != SUCCESS) {
		return false;
	}
	const zend_object_handlers *handlers = Z_OBJ(probe)->handlers;
	bool usable = handlers->offset == XtOffsetOf(mysqli_object, zo) && handlers->free_obj != zend_object_std_dtor
		&& php_mysqli_fetch_object(Z_OBJ(probe))->ptr == NULL;
	zval_ptr_dtor(&probe);
	if (usable) {
		mysqli_class = ce;
		layout_state = LAYOUT_USABLE;
	}
	return usable;
}

/* The descriptor of a link's socket, as mysqlnd_poll() casts it; -1 for
 * anything else (not a link, closed, not connected) or, for the read
 * array (need_query), a link mysqlnd would not poll. */
static int link_fd(zval *elem, bool need_query)
{
	ZVAL_DEREF(elem);
	if (Z_TYPE_P(elem) != IS_OBJECT || !instanceof_function(Z_OBJCE_P(elem), mysqli_class)) {
		return -1;
	}
	MYSQLI_RESOURCE *res = (MYSQLI_RESOURCE *) php_mysqli_fetch_object(Z_OBJ_P(elem))->ptr;
	if (res == NULL || res->status < MYSQLI_STATUS_VALID || res->ptr == NULL) {
		return -1;
	}
	MYSQLND *conn = ((MY_MYSQL *) res->ptr)->mysql;
	if (conn == NULL || conn->data == NULL || conn->data->vio == NULL || conn->data->vio->data == NULL) {
		return -1;
	}
	if (need_query) {
		enum mysqlnd_connection_state state = GET_CONNECTION_STATE(&conn->data->state);
		if (state <= CONN_READY || state == CONN_QUIT_SENT) {
			return -1;
		}
	}
	php_stream *stream = conn->data->vio->data->m.get_stream(conn->data->vio);
	php_socket_t fd = -1;
	if (stream == NULL
		|| php_stream_cast(stream, PHP_STREAM_AS_FD_FOR_SELECT | PHP_STREAM_CAST_INTERNAL, (void **) &fd, 0)
			!= SUCCESS) {
		return -1;
	}
	return (int) fd;
}

/* }}} */

/* {{{ what a wait between rounds is on */

static void fds_collect(async_fdwait_call_t *pc, zval *array, uint32_t events, bool need_query)
{
	zval *elem;

	if (Z_TYPE_P(array) != IS_ARRAY) {
		return;
	}
	ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(array), elem) {
		int fd = link_fd(elem, need_query);
		if (fd >= 0) {
			async_fdwait_add(&pc->fds, fd, events);
		}
	} ZEND_HASH_FOREACH_END();
}

/* What mysqlnd_poll() selects on: the read array's links with a query in
 * flight for reading, the error array's links for exceptions. */
static void poll_collect(async_fdwait_call_t *pc)
{
	fds_collect(pc, &pc->arrays[0], ZEND_ASYNC_POLL_READABLE, true);
	fds_collect(pc, &pc->arrays[1], ZEND_ASYNC_POLL_PRIORITIZED, false);
}

/* }}} */

static ZEND_FUNCTION(async_mysqli_poll)
{
	zval *r_array, *e_array, *dont_poll_array;
	zend_long sec = 0, usec = 0;
	bool is_method = execute_data->func->common.scope != NULL;
	zif_handler original = is_method ? poll_method_original : mysqli_hooks[HOOK_MYSQLI_POLL].original;

	if (!zend_async_can_cooperate() || !mysqli_usable()) {
		original(INTERNAL_FUNCTION_PARAM_PASSTHRU);
		return;
	}
	/* PHP's own parsing ("a!a!al|l"), done first: its errors and
	 * deprecations are reported here once, and PHP's function then sees
	 * plain integers where the caller's timeout was. */
	ZEND_PARSE_PARAMETERS_START(4, 5)
		Z_PARAM_ARRAY_EX2(r_array, 1, 1, 0)
		Z_PARAM_ARRAY_EX2(e_array, 1, 1, 0)
		Z_PARAM_ARRAY_EX2(dont_poll_array, 0, 1, 0)
		Z_PARAM_LONG(sec)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(usec)
	ZEND_PARSE_PARAMETERS_END();
	(void) dont_poll_array;

	async_fdwait_call_t pc = {
		.call = execute_data,
		.return_value = return_value,
		.original = original,
		.collect = poll_collect,
		.how = &poll_how,
	};

	/* A timeout PHP refuses, nothing to poll, or no wait: PHP's call does
	 * not block. */
	if (sec < 0 || usec < 0 || (r_array == NULL && e_array == NULL) || (sec == 0 && usec == 0)) {
		async_fdwait_round(&pc, &sec, &usec, false);
		return;
	}

	async_fdwait_rounds(&pc, async_fdwait_deadline(sec, usec));
}

void async_hook_mysqli_minit(void)
{
	async_hooks_install(mysqli_hooks, ASYNC_HOOKS_COUNT(mysqli_hooks));
	zend_class_entry *ce = zend_hash_str_find_ptr(CG(class_table), ZEND_STRL("mysqli"));
	zend_function *method = ce != NULL ? zend_hash_str_find_ptr(&ce->function_table, ZEND_STRL("poll")) : NULL;
	if (method != NULL && method->type == ZEND_INTERNAL_FUNCTION && method->common.scope == ce) {
		poll_method = method;
		poll_method_original = method->internal_function.handler;
		method->internal_function.handler = ZEND_FN(async_mysqli_poll);
		async_hooks_note("Hooked functions", "mysqli::poll");
	}
	layout_state = LAYOUT_UNCHECKED;
}

void async_hook_mysqli_mshutdown(void)
{
	if (poll_method != NULL && poll_method->internal_function.handler == ZEND_FN(async_mysqli_poll)) {
		poll_method->internal_function.handler = poll_method_original;
	}
	poll_method = NULL;
	poll_method_original = NULL;
	async_hooks_restore(mysqli_hooks, ASYNC_HOOKS_COUNT(mysqli_hooks));
	mysqli_class = NULL;
	layout_state = LAYOUT_UNCHECKED;
}

#else /* !ASYNC_HOOK_MYSQLI: built without mysqli's and mysqlnd's headers */

void async_hook_mysqli_minit(void)
{
}

void async_hook_mysqli_mshutdown(void)
{
}

#endif

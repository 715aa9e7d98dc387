/*
 * hook_stdio.c: STDIN, STDOUT, STDERR and php://stdin, php://stdout,
 * php://stderr, php://fd/N inside coroutines: their reads and writes
 * suspend only the calling coroutine (hook_stream_io.c), as Swoole's
 * HOOK_STDIO does.
 *
 * All of these are opened through the "php" URL wrapper: fopen() and
 * friends, and the CLI itself for the STDIN/STDOUT/STDERR constants
 * (php_stream_open_wrapper_ex("php://stdin", ...) after RINIT). PHP has no
 * hook for "a stream was opened", and the streams are plain STDIO streams
 * (or, when the descriptor is a socket, socket streams) that nothing else
 * tells apart; so at MINIT the "php" entry of the global wrapper table is
 * replaced, through the public php_(un)register_url_stream_wrapper(), by
 * a copy of PHP's wrapper whose opener calls PHP's and gives the streams
 * it returns for stdin/stdout/stderr/fd/N cooperative ops. php://memory,
 * temp, input, output and filter streams are left as they are (a filter's
 * inner stream is opened by its own wrapper, through this opener again if
 * it is php://stdin and the like). MSHUTDOWN puts PHP's wrapper back.
 *
 * These descriptors are shared with the parent process and with every
 * child that inherits them, and an object makes a pipe or socket
 * non-blocking for all of them; so here the object is closed again as
 * soon as no coroutine waits on it (release_when_idle). While a write is
 * in flight fd 1 is non-blocking: the CLI's `echo` (write(2) on fd 1)
 * retries on EAGAIN after select(), so nothing is lost, and a coroutine's
 * fwrite(STDOUT) returns only once libuv wrote every byte, so its output
 * stays in order with its own echo.
 */
#include "hooks.h"
#include "main/php_network.h"
#include "main/streams/php_stream_plain_wrapper.h"

static const php_stream_wrapper *php_wrapper; /* PHP's, while ours is installed */
static php_stream_wrapper_ops stdio_wrapper_ops;
static php_stream_wrapper stdio_wrapper;
static async_stream_io_ops_t stdio_ops;  /* descriptors PHP opens as STDIO streams */
static async_stream_io_ops_t socket_ops; /* descriptors that are sockets */

static bool is_stdio_path(const char *path)
{
	if (strncasecmp(path, "php://", 6) == 0) {
		path += 6;
	}
	return strcasecmp(path, "stdin") == 0 || strcasecmp(path, "stdout") == 0 || strcasecmp(path, "stderr") == 0
		|| strncasecmp(path, "fd/", 3) == 0;
}

static php_stream *stdio_opener(php_stream_wrapper *wrapper, const char *path, const char *mode, int options,
	zend_string **opened_path, php_stream_context *context STREAMS_DC)
{
	/* Our wrapper is the one PHP located: errors PHP's opener logs for it
	 * are shown for it. */
	php_stream *stream = php_wrapper->wops->stream_opener(wrapper, path, mode, options, opened_path,
		context STREAMS_REL_CC);

	if (stream != NULL && is_stdio_path(path)) {
		if (stream->ops == &php_stream_stdio_ops) {
			stream->ops = &stdio_ops.ops;
		} else if (stream->ops == &php_stream_socket_ops) {
			stream->ops = &socket_ops.ops;
		}
	}
	return stream;
}

void async_hook_stdio_minit(void)
{
	HashTable *wrappers = php_stream_get_url_stream_wrappers_hash_global();
	php_stream_wrapper *original = wrappers ? zend_hash_str_find_ptr(wrappers, "php", sizeof("php") - 1) : NULL;

	if (original == NULL || original->wops == NULL || original->wops->stream_opener == NULL) {
		return;
	}
	async_stream_io_ops_init(&stdio_ops, &php_stream_stdio_ops, true);
	async_stream_io_ops_init(&socket_ops, &php_stream_socket_ops, true);
	stdio_wrapper_ops = *original->wops;
	stdio_wrapper_ops.stream_opener = stdio_opener;
	stdio_wrapper = *original;
	stdio_wrapper.wops = &stdio_wrapper_ops;
	php_wrapper = original;
	php_unregister_url_stream_wrapper("php");
	if (php_register_url_stream_wrapper("php", &stdio_wrapper) != SUCCESS) {
		php_register_url_stream_wrapper("php", php_wrapper);
		php_wrapper = NULL;
		return;
	}
	async_hooks_note("Hooked stream wrappers", "php:// (stdin, stdout, stderr, fd)");
}

void async_hook_stdio_mshutdown(void)
{
	if (php_wrapper == NULL) {
		return;
	}
	HashTable *wrappers = php_stream_get_url_stream_wrappers_hash_global();
	if (wrappers != NULL && zend_hash_str_find_ptr(wrappers, "php", sizeof("php") - 1) == &stdio_wrapper) {
		php_unregister_url_stream_wrapper("php");
		php_register_url_stream_wrapper("php", php_wrapper);
	}
	php_wrapper = NULL;
}

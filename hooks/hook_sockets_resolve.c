/*
 * hook_sockets_resolve.c: the host name in the address argument of
 * socket_connect(), socket_sendto() and socket_bind() inside coroutines.
 *
 * For an AF_INET or AF_INET6 socket, ext/sockets turns the address into a
 * sockaddr inside the function itself (php_set_inet_addr() and
 * php_set_inet6_addr() of sockaddr_conv.c): a name is looked up there with
 * gethostbyname_r() or getaddrinfo(), which would block the whole process.
 * Before PHP's function runs, a name is looked up here instead, with the
 * very libc call PHP makes and the hints it gives, on a thread event (the
 * coroutine waits through the ABI; other coroutines run), and the frame's
 * argument becomes the numeric address found. PHP's function then parses
 * a literal: its results, errors and warnings stay its own. A lookup that
 * fails ends the call as PHP's does: its warning, its last errors (the
 * same -10000 - h_errno, h_errno taken on the thread that looked up) and
 * false.
 *
 * Not reactor's getaddrinfo event: libuv rewrites some names (IDNA) and
 * its status loses the h_errno the warning reports; and AF_INET needs
 * gethostbyname_r(), whose first address is not always getaddrinfo()'s.
 *
 * Left to PHP's function (its lookup, if any, blocks as before): an
 * AF_INET6 address with a "%scope" suffix (PHP splits the scope off only
 * after its lookup, which for a literal is no network query) and
 * arguments PHP's parsing would reject (it then throws before looking up).
 */
#include "hook_sockets.h"

#ifdef ASYNC_HOOK_SOCKETS

# include <errno.h>
# include <netdb.h>
# include <arpa/inet.h>
# include <netinet/in.h>

# ifndef MAXFQDNLEN
#  define MAXFQDNLEN 255
# endif

/* {{{ the lookup job: pure C, runs on its own thread */

typedef struct {
	char *name;
	int family;        /* of the socket: AF_INET or AF_INET6 */
	int h_errno_value; /* in: the caller's; out: as the lookup left it */
	bool found;
	bool other_family; /* the first address is not of the socket's family */
	char address[INET6_ADDRSTRLEN];
} resolve_job_t;

static void resolve_job_free(void *arg)
{
	resolve_job_t *job = arg;
	free(job->name);
	free(job);
}

/* php_network_gethostbyname() of a glibc build; the first address. */
static void resolve_job_inet(resolve_job_t *job)
{
	struct hostent entry, *result = NULL;
	char *buffer;
	int rc = async_hook_gethostbyname_r(job->name, &entry, &result, &buffer);

	if (buffer == NULL) {
		job->h_errno_value = NETDB_INTERNAL;
		return;
	}
	/* glibc sets h_errno as well as the error it returns through
	 * gethostbyname_r()'s last argument when the lookup fails. */
	job->h_errno_value = h_errno;
	if (rc == 0 && result != NULL && result->h_addr_list[0] != NULL) {
		job->found = true;
		if (result->h_addrtype != AF_INET || result->h_length != (int) sizeof(struct in_addr)) {
			job->other_family = true;
		} else if (inet_ntop(AF_INET, result->h_addr_list[0], job->address, sizeof(job->address)) == NULL) {
			job->found = false;
		}
	}
	free(buffer);
}

/* php_set_inet6_addr(): getaddrinfo() with PHP's hints; the first result. */
static void resolve_job_inet6(resolve_job_t *job)
{
	struct addrinfo hints, *result = NULL;

	memset(&hints, 0, sizeof(hints));
	hints.ai_family = AF_INET6;
# ifdef AI_V4MAPPED
	hints.ai_flags = AI_V4MAPPED | AI_ADDRCONFIG;
# else
	hints.ai_flags = AI_ADDRCONFIG;
# endif
	getaddrinfo(job->name, NULL, &hints, &result);
	job->h_errno_value = h_errno;
	if (result == NULL) {
		return;
	}
	job->found = true;
	if (result->ai_family != AF_INET6 || result->ai_addrlen != sizeof(struct sockaddr_in6)) {
		job->other_family = true;
	} else {
		const struct in6_addr *first = &((const struct sockaddr_in6 *) result->ai_addr)->sin6_addr;
		job->found = inet_ntop(AF_INET6, first, job->address, sizeof(job->address)) != NULL;
	}
	freeaddrinfo(result);
}

static void resolve_job_run(void *arg)
{
	resolve_job_t *job = arg;

	/* What the caller's thread held: a lookup that leaves h_errno alone
	 * leaves PHP's value. */
	h_errno = job->h_errno_value;
	if (job->family == AF_INET) {
		resolve_job_inet(job);
	} else {
		resolve_job_inet6(job);
	}
}

/* }}} */

/* {{{ arguments as PHP's parsing leaves them */

/* The frame's argument n as a string, converted in place as PHP's parsing
 * converts it (a Stringable's __toString() runs once: PHP's function then
 * finds a string). False, with nothing converted, if PHP's parsing would
 * throw instead; an exception may be pending after a deprecation. */
static bool arg_to_string(zend_execute_data *execute_data, uint32_t n)
{
	zend_string *str;
	return zend_parse_arg_str(ZEND_CALL_ARG(execute_data, n), &str, false, n);
}

/* The frame's argument n as an integer (or null where nullable), written
 * back so that PHP's function does not convert it a second time. */
static bool arg_to_long(zend_execute_data *execute_data, uint32_t n, bool nullable)
{
	zval *arg = ZEND_CALL_ARG(execute_data, n);
	zend_long value;
	bool is_null = false;

	if (Z_TYPE_P(arg) == IS_LONG || (nullable && Z_TYPE_P(arg) == IS_NULL)) {
		return true;
	}
	if (!zend_parse_arg_long(arg, &value, &is_null, nullable, n)) {
		return false;
	}
	zval_ptr_dtor(arg);
	ZVAL_LONG(arg, value);
	return true;
}

bool async_sockets_args_convert(zend_execute_data *execute_data, const char *types)
{
	for (uint32_t n = 1; types[n - 1] != '\0' && n <= ZEND_NUM_ARGS(); n++) {
		bool ok = true;
		switch (types[n - 1]) {
			case 's': ok = arg_to_string(execute_data, n); break;
			case 'l': ok = arg_to_long(execute_data, n, false); break;
			case 'L': ok = arg_to_long(execute_data, n, true); break;
			default: break;
		}
		if (!ok || EG(exception)) {
			return false;
		}
	}
	return true;
}

/* }}} */

/* Whether PHP's function looks the address up, rather than parse it or
 * fail at once. */
static bool needs_lookup(const char *address, int family)
{
	unsigned char literal[sizeof(struct in6_addr)];

	if (family == AF_INET) {
		return inet_pton(AF_INET, address, literal) != 1 && strlen(address) <= MAXFQDNLEN;
	}
	return inet_pton(AF_INET6, address, literal) != 1 && inet_pton(AF_INET, address, literal) != 1
		&& strchr(address, '%') == NULL;
}

resolve_t async_sockets_resolve(zend_execute_data *execute_data, php_socket *sock, uint32_t addr_arg, uint32_t port_arg,
	const char *what)
{
	int family = sock->type;

	if (family != AF_INET && family != AF_INET6) {
		return RESOLVE_AS_GIVEN;
	}
	/* The port must be there for PHP to look up (it throws first). */
	if (port_arg != 0 && (ZEND_NUM_ARGS() < port_arg || Z_TYPE_P(ZEND_CALL_ARG(execute_data, port_arg)) != IS_LONG)) {
		return RESOLVE_AS_GIVEN;
	}
	zval *address = ZEND_CALL_ARG(execute_data, addr_arg);
	if (Z_TYPE_P(address) != IS_STRING || !needs_lookup(Z_STRVAL_P(address), family)) {
		return RESOLVE_AS_GIVEN;
	}

	resolve_job_t *job = calloc(1, sizeof(*job));
	if (job == NULL || (job->name = strdup(Z_STRVAL_P(address))) == NULL) {
		free(job);
		return RESOLVE_AS_GIVEN;
	}
	job->family = family;
	job->h_errno_value = h_errno;
	zend_async_thread_event_t *event = ZEND_ASYNC_NEW_THREAD_EVENT(resolve_job_run, job, resolve_job_free);
	if (!zend_async_wait_event(&event->base, 0, NULL, what)) {
		/* Cancelled: the lookup ends on its thread, its result dropped. */
		zend_async_event_release(&event->base);
		return RESOLVE_THREW;
	}

	resolve_t outcome;
	h_errno = job->h_errno_value;
	if (!job->found) {
		async_sockets_error(sock, "Host lookup failed", -10000 - job->h_errno_value);
		outcome = RESOLVE_FAILED;
	} else if (job->other_family) {
		php_error_docref(NULL, E_WARNING,
			family == AF_INET ? "Host lookup failed: Non AF_INET domain returned on AF_INET socket"
							  : "Host lookup failed: Non AF_INET6 domain returned on AF_INET6 socket");
		outcome = RESOLVE_FAILED;
	} else {
		/* Exceptions thrown inside PHP's function (an error handler's)
		 * show the address found among the call's arguments. */
		zval_ptr_dtor(address);
		ZVAL_STRING(address, job->address);
		outcome = RESOLVE_NUMERIC;
	}
	zend_async_event_release(&event->base);
	return outcome;
}

#endif

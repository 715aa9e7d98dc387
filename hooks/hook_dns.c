/*
 * hook_dns.c: gethostbyname(), gethostbynamel() and gethostbyaddr() that
 * suspend only the calling coroutine. The name lookups run the very libc
 * call PHP makes (gethostbyname_r()) on a thread event, because
 * getaddrinfo() orders and filters results differently (hosts files,
 * "multi" in host.conf) and the results must be PHP's own. The address
 * lookup is PHP's getnameinfo(NI_NAMEREQD) through the reactor's DNS
 * event. ext/sockets' socket_addrinfo_lookup() is the very getaddrinfo()
 * call PHP makes, through the reactor's getaddrinfo event. Arguments and
 * errors mirror PHP's functions exactly.
 *
 * dns_get_record(), checkdnsrr() and getmxrr() keep blocking: PHP runs the
 * resolver query and parses the answer into arrays in one engine function;
 * only res_nsearch() could move to a thread, and the answers would need a
 * parser of our own whose output is PHP's for every record type.
 */
#include "hooks.h"
#include <netdb.h>
#include <arpa/inet.h>

#ifndef MAXFQDNLEN
# define MAXFQDNLEN 255
#endif

static ZEND_FUNCTION(async_gethostbyname);
static ZEND_FUNCTION(async_gethostbynamel);
static ZEND_FUNCTION(async_gethostbyaddr);
static ZEND_FUNCTION(async_socket_addrinfo_lookup);

/* socket_addrinfo_lookup() exists only when ext/sockets is loaded. A
 * module's functions are registered when it is loaded, before any MINIT,
 * so it is found here whatever the load order; its AddressInfo class is
 * registered by sockets' MINIT, and looked up at the first call. */
enum {
	HOOK_GETHOSTBYNAME,
	HOOK_GETHOSTBYNAMEL,
	HOOK_GETHOSTBYADDR,
	HOOK_SOCKET_ADDRINFO_LOOKUP,
};

static async_hook_t dns_hooks[] = {
	[HOOK_GETHOSTBYNAME] = {"gethostbyname", ZEND_FN(async_gethostbyname), NULL},
	[HOOK_GETHOSTBYNAMEL] = {"gethostbynamel", ZEND_FN(async_gethostbynamel), NULL},
	[HOOK_GETHOSTBYADDR] = {"gethostbyaddr", ZEND_FN(async_gethostbyaddr), NULL},
	[HOOK_SOCKET_ADDRINFO_LOOKUP] = {"socket_addrinfo_lookup", ZEND_FN(async_socket_addrinfo_lookup), NULL},
};

/* {{{ name lookup job: pure C, runs on its own thread */

typedef struct {
	char *name;
	bool found;       /* the lookup returned a host entry */
	char **addresses; /* dotted quads, malloc()ed */
	int count;
} lookup_job_t;

static void lookup_job_free(void *arg)
{
	lookup_job_t *job = arg;
	for (int i = 0; i < job->count; i++) {
		free(job->addresses[i]);
	}
	free(job->addresses);
	free(job->name);
	free(job);
}

int async_hook_gethostbyname_r(const char *name, struct hostent *entry, struct hostent **result, char **buffer)
{
	size_t size = 1024;
	int herr = 0, rc;

	/* Grown as PHP's own wrapper grows it until the entry fits. */
	*buffer = NULL;
	for (;;) {
		char *grown = realloc(*buffer, size);
		if (grown == NULL) {
			free(*buffer);
			*buffer = NULL;
			*result = NULL;
			return ENOMEM;
		}
		*buffer = grown;
		rc = gethostbyname_r(name, entry, *buffer, size, result, &herr);
		if (rc != ERANGE) {
			return rc;
		}
		size *= 2;
	}
}

static void lookup_job_run(void *arg)
{
	lookup_job_t *job = arg;
	struct hostent entry, *result = NULL;
	char *buffer;
	int rc = async_hook_gethostbyname_r(job->name, &entry, &result, &buffer);

	if (buffer == NULL) {
		return;
	}
	if (rc == 0 && result != NULL) {
		job->found = true;
		int n = 0;
		while (result->h_addr_list[n] != NULL) {
			n++;
		}
		job->addresses = calloc(n ? n : 1, sizeof(char *));
		for (int i = 0; job->addresses != NULL && i < n; i++) {
			struct in_addr in;
			char text[INET_ADDRSTRLEN];
			memcpy(&in.s_addr, result->h_addr_list[i], sizeof(in.s_addr));
			if (inet_ntop(AF_INET, &in, text, sizeof(text)) != NULL) {
				job->addresses[job->count++] = strdup(text);
			}
		}
	}
	free(buffer);
}

/* Runs the lookup; NULL with an exception pending if the wait failed. */
static lookup_job_t *lookup(const char *name, zend_async_thread_event_t **event_out)
{
	lookup_job_t *job = calloc(1, sizeof(*job));
	if (job == NULL || (job->name = strdup(name)) == NULL) {
		free(job);
		zend_throw_error(NULL, "Out of memory");
		return NULL;
	}
	zend_async_thread_event_t *event = ZEND_ASYNC_NEW_THREAD_EVENT(lookup_job_run, job, lookup_job_free);
	if (!zend_async_wait_event(&event->base, 0, NULL, "gethostbyname")) {
		/* Cancelled: the lookup finishes on its thread and is dropped. */
		zend_async_event_release(&event->base);
		return NULL;
	}
	*event_out = event;
	return job;
}

/* }}} */

/* The argument of gethostbyname() / gethostbynamel(), parsed and checked
 * as PHP does, then looked up. NULL when the function returns at once:
 * an exception is pending, or (*too_long) the name is longer than a DNS
 * name can be and the warning was given. */
static lookup_job_t *lookup_argument(INTERNAL_FUNCTION_PARAMETERS, zend_async_thread_event_t **event, char **hostname,
	size_t *hostname_len, bool *too_long)
{
	*too_long = false;
	if (zend_parse_parameters(ZEND_NUM_ARGS(), "p", hostname, hostname_len) == FAILURE) {
		return NULL;
	}
	if (*hostname_len > MAXFQDNLEN) {
		php_error_docref(NULL, E_WARNING, "Host name cannot be longer than %d characters", MAXFQDNLEN);
		*too_long = true;
		return NULL;
	}
	return lookup(*hostname, event);
}

static ZEND_FUNCTION(async_gethostbyname)
{
	char *hostname;
	size_t hostname_len;
	bool too_long;
	zend_async_thread_event_t *event;

	if (!zend_async_can_cooperate()) {
		ASYNC_HOOK_CALL_ORIGINAL(&dns_hooks[HOOK_GETHOSTBYNAME]);
		return;
	}
	lookup_job_t *job = lookup_argument(INTERNAL_FUNCTION_PARAM_PASSTHRU, &event, &hostname, &hostname_len, &too_long);
	if (job == NULL) {
		if (too_long) {
			RETURN_STRINGL(hostname, hostname_len);
		}
		RETURN_THROWS();
	}
	if (job->found && job->count > 0) {
		RETVAL_STRING(job->addresses[0]);
	} else {
		RETVAL_STRINGL(hostname, hostname_len);
	}
	zend_async_event_release(&event->base);
}

static ZEND_FUNCTION(async_gethostbynamel)
{
	char *hostname;
	size_t hostname_len;
	bool too_long;
	zend_async_thread_event_t *event;

	if (!zend_async_can_cooperate()) {
		ASYNC_HOOK_CALL_ORIGINAL(&dns_hooks[HOOK_GETHOSTBYNAMEL]);
		return;
	}
	lookup_job_t *job = lookup_argument(INTERNAL_FUNCTION_PARAM_PASSTHRU, &event, &hostname, &hostname_len, &too_long);
	if (job == NULL) {
		if (too_long) {
			RETURN_FALSE;
		}
		RETURN_THROWS();
	}
	if (!job->found) {
		RETVAL_FALSE;
	} else {
		array_init(return_value);
		for (int i = 0; i < job->count; i++) {
			add_next_index_string(return_value, job->addresses[i]);
		}
	}
	zend_async_event_release(&event->base);
}

static ZEND_FUNCTION(async_gethostbyaddr)
{
	char *addr;
	size_t addr_len;
	struct sockaddr_in sa4;
	struct sockaddr_in6 sa6;
	struct sockaddr *sa;

	if (!zend_async_can_cooperate()) {
		ASYNC_HOOK_CALL_ORIGINAL(&dns_hooks[HOOK_GETHOSTBYADDR]);
		return;
	}
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_PATH(addr, addr_len)
	ZEND_PARSE_PARAMETERS_END();

	memset(&sa4, 0, sizeof(sa4));
	memset(&sa6, 0, sizeof(sa6));
	if (inet_pton(AF_INET6, addr, &sa6.sin6_addr) == 1) {
		sa6.sin6_family = AF_INET6;
		sa = (struct sockaddr *) &sa6;
	} else if (inet_pton(AF_INET, addr, &sa4.sin_addr) == 1) {
		sa4.sin_family = AF_INET;
		sa = (struct sockaddr *) &sa4;
	} else {
		php_error_docref(NULL, E_WARNING, "Address is not a valid IPv4 or IPv6 address");
		RETURN_FALSE;
	}
	zend_async_dns_nameinfo_t *event = ZEND_ASYNC_GETNAMEINFO(sa, NI_NAMEREQD);
	if (!zend_async_wait_event(&event->base, 0, NULL, "gethostbyaddr")) {
		zend_async_event_release(&event->base);
		RETURN_THROWS();
	}
	if (event->status == 0) {
		RETVAL_STRING(event->hostname);
	} else {
		RETVAL_STRINGL(addr, addr_len);
	}
	zend_async_event_release(&event->base);
}

/* {{{ socket_addrinfo_lookup() */

/* ext/sockets keeps an AddressInfo's data in front of its zend_object and
 * does not export the struct: PHP 8.2's sockets.c declares
 *     typedef struct { struct addrinfo addrinfo; zend_object std; } php_addrinfo;
 * and its free_obj efree()s ai_addr and ai_canonname. The objects we make
 * must look exactly like the ones it makes, so this mirror of the struct
 * is checked against the class's real handlers before it is relied on. */
typedef struct {
	struct addrinfo addrinfo;
	zend_object std;
} addressinfo_layout_t;

typedef enum {
	ADDRESSINFO_UNCHECKED = 0,
	ADDRESSINFO_USABLE,
	ADDRESSINFO_UNUSABLE,
} addressinfo_state_t;

/* Per process, like the class and its handlers: checked at the first
 * cooperative call, reset at MSHUTDOWN. */
static zend_class_entry *addressinfo_ce;
static addressinfo_state_t addressinfo_state;

/* libuv copies the host name into a 256-byte buffer while converting it
 * to IDNA; a longer one is truncated (libuv < 1.48) or refused. */
#define ADDRINFO_UV_HOST_MAX 255

/* True when AddressInfo is ext/sockets' class and its objects have the
 * layout above. One probe object is made and released the first time:
 * PHP 8.2 sets an object's handlers (offset, free_obj) when it creates
 * the object. The probe is given an ai_addr before its release, so that
 * its free_obj sees what it sees for any lookup result. */
static bool addressinfo_usable(void)
{
	if (addressinfo_state != ADDRESSINFO_UNCHECKED) {
		return addressinfo_state == ADDRESSINFO_USABLE;
	}
	addressinfo_state = ADDRESSINFO_UNUSABLE;
	zend_class_entry *ce = zend_hash_str_find_ptr(CG(class_table), ZEND_STRL("addressinfo"));
	if (ce == NULL || ce->type != ZEND_INTERNAL_CLASS || ce->create_object == NULL || ce->info.internal.module == NULL
		|| strcmp(ce->info.internal.module->name, "sockets") != 0) {
		return false;
	}
	zval probe;
	if (object_init_ex(&probe, ce) != SUCCESS) {
		return false;
	}
	const zend_object_handlers *handlers = Z_OBJ(probe)->handlers;
	bool usable = handlers->offset == XtOffsetOf(addressinfo_layout_t, std) && handlers->free_obj != NULL
		&& handlers->free_obj != zend_object_std_dtor;
	if (usable) {
		addressinfo_layout_t *intern = (addressinfo_layout_t *) ((char *) Z_OBJ(probe) - handlers->offset);
		intern->addrinfo.ai_addr = ecalloc(1, sizeof(struct sockaddr_in));
		intern->addrinfo.ai_addrlen = sizeof(struct sockaddr_in);
	}
	zval_ptr_dtor(&probe);
	if (usable) {
		addressinfo_ce = ce;
		addressinfo_state = ADDRESSINFO_USABLE;
	}
	return usable;
}

/* The hints array as PHP reads it: string keys only (a packed array is
 * ignored), values converted with zval_get_long(). False with a
 * ValueError thrown, PHP's own words, for any other key. */
static bool addrinfo_hints_read(HashTable *ht, struct addrinfo *hints)
{
	zend_string *key;
	zval *hint;

	if (HT_IS_PACKED(ht)) {
		return true;
	}
	ZEND_HASH_MAP_FOREACH_STR_KEY_VAL(ht, key, hint) {
		if (key == NULL) {
			continue;
		}
		if (zend_string_equals_literal(key, "ai_flags")) {
			hints->ai_flags = zval_get_long(hint);
		} else if (zend_string_equals_literal(key, "ai_socktype")) {
			hints->ai_socktype = zval_get_long(hint);
		} else if (zend_string_equals_literal(key, "ai_protocol")) {
			hints->ai_protocol = zval_get_long(hint);
		} else if (zend_string_equals_literal(key, "ai_family")) {
			hints->ai_family = zval_get_long(hint);
		} else {
			zend_argument_value_error(3,
				"must only contain array keys \"ai_flags\", \"ai_socktype\", "
				"\"ai_protocol\", or \"ai_family\"");
			return false;
		}
	} ZEND_HASH_FOREACH_END();
	return true;
}

/* libuv rewrites a host name before calling getaddrinfo() (IDNA: non-ASCII
 * labels become xn--..., ideographic full stops become dots; and it copies
 * the name into a 256-byte buffer), so only names it passes through
 * unchanged, short ASCII ones, may take the reactor's path. */
static bool addrinfo_host_passes_libuv(const char *host)
{
	size_t len = strlen(host);

	if (len > ADDRINFO_UV_HOST_MAX) {
		return false;
	}
	for (size_t i = 0; i < len; i++) {
		if ((unsigned char) host[i] >= 0x80) {
			return false;
		}
	}
	return true;
}

/* An array of AddressInfo objects built as ext/sockets builds it: entries
 * of family AF_UNSPEC are skipped; ai_addr and ai_canonname are emalloc()
 * copies, which the object's free_obj releases. */
static void addrinfo_result_to_array(zval *return_value, const struct addrinfo *list)
{
	array_init(return_value);
	for (const struct addrinfo *rp = list; rp != NULL; rp = rp->ai_next) {
		if (rp->ai_family == AF_UNSPEC) {
			continue;
		}
		zval zaddr;
		object_init_ex(&zaddr, addressinfo_ce);
		addressinfo_layout_t *intern = (addressinfo_layout_t *) ((char *) Z_OBJ(zaddr)
			- Z_OBJ(zaddr)->handlers->offset);
		struct addrinfo *ai = &intern->addrinfo;

		memcpy(ai, rp, sizeof(*ai));
		/* PHP leaves ai_next pointing into the freed list; nothing reads
		 * it, and NULL cannot dangle. */
		ai->ai_next = NULL;
		ai->ai_addr = emalloc(rp->ai_addrlen);
		memcpy(ai->ai_addr, rp->ai_addr, rp->ai_addrlen);
		ai->ai_canonname = rp->ai_canonname != NULL ? estrdup(rp->ai_canonname) : NULL;
		add_next_index_zval(return_value, &zaddr);
	}
}

static ZEND_FUNCTION(async_socket_addrinfo_lookup)
{
	zend_string *hostname;
	char *service = NULL;
	size_t service_len = 0;
	HashTable *zhints = NULL;
	struct addrinfo hints;

	if (!zend_async_can_cooperate() || !addressinfo_usable()) {
		ASYNC_HOOK_CALL_ORIGINAL(&dns_hooks[HOOK_SOCKET_ADDRINFO_LOOKUP]);
		return;
	}
	/* "S|s!a", as PHP parses them: the same TypeErrors and deprecations. */
	ZEND_PARSE_PARAMETERS_START(1, 3)
		Z_PARAM_STR(hostname)
		Z_PARAM_OPTIONAL
		Z_PARAM_STRING_OR_NULL(service, service_len)
		Z_PARAM_ARRAY_HT(zhints)
	ZEND_PARSE_PARAMETERS_END();

	memset(&hints, 0, sizeof(hints));
	if (zhints != NULL && !addrinfo_hints_read(zhints, &hints)) {
		RETURN_THROWS();
	}
	/* A conversion warning turned into an exception by an error handler:
	 * PHP would still look the name up, then discard the result. */
	if (EG(exception)) {
		RETURN_THROWS();
	}
	if (!addrinfo_host_passes_libuv(ZSTR_VAL(hostname))) {
		/* Rare names libuv would rewrite: PHP's own blocking call, with
		 * the arguments already parsed (parsing twice could run a
		 * __toString() or repeat a deprecation). */
		struct addrinfo *result;
		if (getaddrinfo(ZSTR_VAL(hostname), service, &hints, &result) != 0) {
			RETURN_FALSE;
		}
		addrinfo_result_to_array(return_value, result);
		freeaddrinfo(result);
		return;
	}

	zend_async_dns_addrinfo_t *event = ZEND_ASYNC_GETADDRINFO(ZSTR_VAL(hostname), service, &hints);
	if (!zend_async_wait_event(&event->base, 0, NULL, "socket_addrinfo_lookup")) {
		/* Cancelled: the request is cancelled or orphaned; libuv's
		 * callback frees it and its result. */
		zend_async_event_release(&event->base);
		RETURN_THROWS();
	}
	if (event->status != 0) {
		RETVAL_FALSE;
	} else {
		addrinfo_result_to_array(return_value, event->result);
	}
	zend_async_event_release(&event->base);
}

/* }}} */

void async_hook_dns_minit(void)
{
	async_hooks_install(dns_hooks, ASYNC_HOOKS_COUNT(dns_hooks));
}

void async_hook_dns_mshutdown(void)
{
	async_hooks_restore(dns_hooks, ASYNC_HOOKS_COUNT(dns_hooks));
	addressinfo_ce = NULL;
	addressinfo_state = ADDRESSINFO_UNCHECKED;
}

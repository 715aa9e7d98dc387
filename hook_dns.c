/*
 * hook_dns.c: gethostbyname(), gethostbynamel() and gethostbyaddr() that
 * suspend only the calling coroutine. The name lookups run the very libc
 * call PHP makes (gethostbyname_r()) on a thread event, because
 * getaddrinfo() orders and filters results differently (hosts files,
 * "multi" in host.conf) and the results must be PHP's own. The address
 * lookup is PHP's getnameinfo(NI_NAMEREQD) through the reactor's DNS
 * event. Arguments and errors mirror PHP's functions exactly.
 *
 * dns_get_record(), checkdnsrr() and getmxrr() keep blocking: they build
 * their results while parsing resolver answers with engine calls, which
 * cannot move off the PHP thread.
 */
#include "php_async_hooks.h"
#include <netdb.h>
#include <arpa/inet.h>

#ifndef MAXFQDNLEN
# define MAXFQDNLEN 255
#endif

static ZEND_FUNCTION(async_gethostbyname);
static ZEND_FUNCTION(async_gethostbynamel);
static ZEND_FUNCTION(async_gethostbyaddr);

static async_hook_t dns_hooks[] = {
	{"gethostbyname", ZEND_FN(async_gethostbyname), NULL},
	{"gethostbynamel", ZEND_FN(async_gethostbynamel), NULL},
	{"gethostbyaddr", ZEND_FN(async_gethostbyaddr), NULL},
};

/* {{{ name lookup job: pure C, runs on its own thread */

typedef struct {
	char *name;
	bool found;     /* the lookup returned a host entry */
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

static void lookup_job_run(void *arg)
{
	lookup_job_t *job = arg;
	struct hostent entry, *result = NULL;
	size_t size = 1024;
	char *buffer = NULL;
	int herr, rc;

	/* Grow the buffer as PHP's own wrapper does until it fits. */
	for (;;) {
		char *grown = realloc(buffer, size);
		if (grown == NULL) {
			free(buffer);
			return;
		}
		buffer = grown;
		rc = gethostbyname_r(job->name, &entry, buffer, size, &result, &herr);
		if (rc != ERANGE) {
			break;
		}
		size *= 2;
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
	if (!async_hook_wait(&event->base, "gethostbyname")) {
		/* Cancelled: the lookup finishes on its thread and is dropped. */
		zend_async_event_release(&event->base);
		return NULL;
	}
	*event_out = event;
	return job;
}

/* }}} */

static ZEND_FUNCTION(async_gethostbyname)
{
	char *hostname;
	size_t hostname_len;

	if (!async_hook_cooperative()) {
		ASYNC_HOOK_CALL_ORIGINAL(&dns_hooks[0]);
		return;
	}
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_PATH(hostname, hostname_len)
	ZEND_PARSE_PARAMETERS_END();

	if (hostname_len > MAXFQDNLEN) {
		php_error_docref(NULL, E_WARNING, "Host name cannot be longer than %d characters", MAXFQDNLEN);
		RETURN_STRINGL(hostname, hostname_len);
	}
	zend_async_thread_event_t *event;
	lookup_job_t *job = lookup(hostname, &event);
	if (job == NULL) {
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

	if (!async_hook_cooperative()) {
		ASYNC_HOOK_CALL_ORIGINAL(&dns_hooks[1]);
		return;
	}
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_PATH(hostname, hostname_len)
	ZEND_PARSE_PARAMETERS_END();

	if (hostname_len > MAXFQDNLEN) {
		php_error_docref(NULL, E_WARNING, "Host name cannot be longer than %d characters", MAXFQDNLEN);
		RETURN_FALSE;
	}
	zend_async_thread_event_t *event;
	lookup_job_t *job = lookup(hostname, &event);
	if (job == NULL) {
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

	if (!async_hook_cooperative()) {
		ASYNC_HOOK_CALL_ORIGINAL(&dns_hooks[2]);
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
	if (!async_hook_wait(&event->base, "gethostbyaddr")) {
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

void async_hook_dns_minit(void)
{
	async_hooks_install(dns_hooks, sizeof(dns_hooks) / sizeof(dns_hooks[0]));
}

void async_hook_dns_mshutdown(void)
{
	async_hooks_restore(dns_hooks, sizeof(dns_hooks) / sizeof(dns_hooks[0]));
}

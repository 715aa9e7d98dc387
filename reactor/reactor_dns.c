/*
 * reactor_dns.c: getaddrinfo() and getnameinfo() on libuv's thread pool.
 * A request in flight cannot be freed before libuv calls back, so the
 * request lives in its own allocation: disposing the event early cancels
 * it (uv_cancel() succeeds only while it is still queued) or orphans it,
 * and the callback frees it either way.
 */
#include "reactor_internal.h"

/* {{{ getaddrinfo */

typedef struct async_dns_addrinfo_s async_dns_addrinfo_t;

typedef struct {
	uv_getaddrinfo_t req;
	async_dns_addrinfo_t *event; /* NULL when orphaned */
	struct addrinfo hints;
	bool has_hints;
} addrinfo_req_t;

struct async_dns_addrinfo_s {
	zend_async_dns_addrinfo_t dns;
	addrinfo_req_t *req;
};

static void dns_complete(zend_async_event_t *event)
{
	zend_async_event_add_ref(event);
	async_reactor_event_unref_all(event);
	ZEND_ASYNC_EVENT_SET_CLOSED(event);
	async_reactor_notify(event);
	zend_async_event_release(event);
}

/* libuv refused the request: it completes now, as a failed lookup. */
static void dns_submit_failed(zend_async_event_t *event, int *status, void **req)
{
	*status = EAI_FAIL;
	efree(*req);
	*req = NULL;
	dns_complete(event);
}

/* A request libuv has accepted is libuv's until its callback, which frees
 * it: it is orphaned (and cancelled if still queued). One never submitted
 * is freed here. */
static void dns_release_request(void *req, uv_req_t *uv_req, bool submitted, void **event_backref)
{
	if (!submitted) {
		efree(req);
		return;
	}
	*event_backref = NULL;
	uv_cancel(uv_req);
}

/* libuv translates EAI_* codes; callers get the C library's own back.
 * cancelled: what a request cancelled before it ran reports. */
static int eai_code(int status, int cancelled)
{
	switch (status) {
		case 0: return 0;
		case UV_EAI_NONAME: return EAI_NONAME;
		case UV_EAI_AGAIN: return EAI_AGAIN;
		case UV_ECANCELED: return cancelled;
		default: return EAI_FAIL;
	}
}

static void addrinfo_cb(uv_getaddrinfo_t *uv_req, int status, struct addrinfo *res)
{
	addrinfo_req_t *req = uv_req->data;
	async_dns_addrinfo_t *event = req->event;

	efree(req);
	if (event == NULL) {
		uv_freeaddrinfo(res);
		return;
	}
	event->req = NULL;
	event->dns.result = res;
	event->dns.status = eai_code(status, EAI_AGAIN);
	dns_complete(&event->dns.base);
}

static bool addrinfo_start(zend_async_event_t *event)
{
	async_dns_addrinfo_t *dns = (async_dns_addrinfo_t *) event;

	if (ZEND_ASYNC_EVENT_IS_CLOSED(event) || !async_reactor_event_ref(event)) {
		return true;
	}
	if (dns->req->req.loop != NULL) {
		return true; /* already submitted */
	}
	int rc = uv_getaddrinfo(async_reactor_loop(), &dns->req->req, addrinfo_cb, dns->dns.node, dns->dns.service,
		dns->req->has_hints ? &dns->req->hints : NULL);
	if (rc < 0) {
		dns_submit_failed(event, &dns->dns.status, (void **) &dns->req);
	}
	return true;
}

static bool dns_stop(zend_async_event_t *event)
{
	async_reactor_event_unref(event);
	return true;
}

static bool addrinfo_dispose(zend_async_event_t *event)
{
	async_dns_addrinfo_t *dns = (async_dns_addrinfo_t *) event;

	async_reactor_event_unref_all(event);
	if (dns->req != NULL) {
		dns_release_request(dns->req, (uv_req_t *) &dns->req->req, dns->req->req.loop != NULL,
			(void **) &dns->req->event);
	}
	if (dns->dns.result) {
		uv_freeaddrinfo(dns->dns.result);
	}
	efree(dns->dns.node);
	if (dns->dns.service) {
		efree(dns->dns.service);
	}
	zend_async_callbacks_free(event);
	efree(dns);
	return true;
}

static zend_string *addrinfo_info(zend_async_event_t *event)
{
	return zend_strpprintf(0, "getaddrinfo %s", ((zend_async_dns_addrinfo_t *) event)->node);
}

zend_async_dns_addrinfo_t *async_reactor_getaddrinfo(const char *node, const char *service,
	const struct addrinfo *hints)
{
	async_dns_addrinfo_t *dns = ecalloc(1, sizeof(*dns));

	zend_async_event_init(&dns->dns.base, addrinfo_start, dns_stop, addrinfo_dispose, addrinfo_info);
	dns->dns.node = estrdup(node ? node : "");
	dns->dns.service = service ? estrdup(service) : NULL;
	dns->req = ecalloc(1, sizeof(*dns->req));
	dns->req->req.data = dns->req;
	dns->req->event = dns;
	if (hints) {
		dns->req->hints = *hints;
		dns->req->has_hints = true;
	}
	return &dns->dns;
}

/* }}} */

/* {{{ getnameinfo */

typedef struct async_dns_nameinfo_s async_dns_nameinfo_t;

typedef struct {
	uv_getnameinfo_t req;
	async_dns_nameinfo_t *event;
	struct sockaddr_storage addr;
	int flags;
} nameinfo_req_t;

struct async_dns_nameinfo_s {
	zend_async_dns_nameinfo_t dns;
	nameinfo_req_t *req;
};

static void nameinfo_cb(uv_getnameinfo_t *uv_req, int status, const char *hostname, const char *service)
{
	nameinfo_req_t *req = uv_req->data;
	async_dns_nameinfo_t *event = req->event;

	if (event == NULL) {
		efree(req);
		return;
	}
	event->req = NULL;
	/* hostname and service point into the request: copy before freeing. */
	if (status == 0) {
		strlcpy(event->dns.hostname, hostname ? hostname : "", sizeof(event->dns.hostname));
		strlcpy(event->dns.service, service ? service : "", sizeof(event->dns.service));
	}
	efree(req);
	event->dns.status = eai_code(status, EAI_FAIL);
	dns_complete(&event->dns.base);
}

static bool nameinfo_start(zend_async_event_t *event)
{
	async_dns_nameinfo_t *dns = (async_dns_nameinfo_t *) event;

	if (ZEND_ASYNC_EVENT_IS_CLOSED(event) || !async_reactor_event_ref(event)) {
		return true;
	}
	if (dns->req->req.loop != NULL) {
		return true;
	}
	int rc = uv_getnameinfo(async_reactor_loop(), &dns->req->req, nameinfo_cb,
		(const struct sockaddr *) &dns->req->addr, dns->req->flags);
	if (rc < 0) {
		dns_submit_failed(event, &dns->dns.status, (void **) &dns->req);
	}
	return true;
}

static bool nameinfo_dispose(zend_async_event_t *event)
{
	async_dns_nameinfo_t *dns = (async_dns_nameinfo_t *) event;

	async_reactor_event_unref_all(event);
	if (dns->req != NULL) {
		dns_release_request(dns->req, (uv_req_t *) &dns->req->req, dns->req->req.loop != NULL,
			(void **) &dns->req->event);
	}
	zend_async_callbacks_free(event);
	efree(dns);
	return true;
}

static zend_string *nameinfo_info(zend_async_event_t *event)
{
	return zend_string_init("getnameinfo", sizeof("getnameinfo") - 1, 0);
}

zend_async_dns_nameinfo_t *async_reactor_getnameinfo(const struct sockaddr *addr, int flags)
{
	async_dns_nameinfo_t *dns = ecalloc(1, sizeof(*dns));

	zend_async_event_init(&dns->dns.base, nameinfo_start, dns_stop, nameinfo_dispose, nameinfo_info);
	dns->req = ecalloc(1, sizeof(*dns->req));
	dns->req->req.data = dns->req;
	dns->req->event = dns;
	dns->req->flags = flags;
	memcpy(&dns->req->addr, addr,
		addr->sa_family == AF_INET6 ? sizeof(struct sockaddr_in6) : sizeof(struct sockaddr_in));
	return &dns->dns;
}

/* }}} */

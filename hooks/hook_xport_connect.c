/*
 * hook_xport_connect.c: the connect of the cooperative socket transports
 * (php_tcp_sockop_connect and network.c, cooperatively): the address
 * parsed as xp_socket.c does, the host resolved on the reactor's resolver
 * (a numeric one on the spot), each address tried with a non-blocking
 * connect waited for on the reactor, the bind and socket options of the
 * stream's context applied; unix and udg paths too. hook_xport.c calls
 * it for STREAM_XPORT_OP_CONNECT(_ASYNC) inside coroutines.
 */
#include "hook_xport.h"
#include <arpa/inet.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <sys/un.h>

/* host:port or [v6]:port, as xp_socket.c parses it. */
static char *parse_address(const char *str, size_t len, int *port, zend_string **err)
{
	if (len > 1 && str[0] == '[') {
		const char *p = memchr(str + 1, ']', len - 2);
		if (p == NULL || p[1] != ':') {
			if (err != NULL) {
				*err = strpprintf(0, "Failed to parse IPv6 address \"%s\"", str);
			}
			return NULL;
		}
		*port = atoi(p + 2);
		return estrndup(str + 1, p - str - 1);
	}
	const char *colon = len > 0 ? memchr(str, ':', len - 1) : NULL;
	if (colon == NULL) {
		if (err != NULL) {
			*err = strpprintf(0, "Failed to parse address \"%s\"", str);
		}
		return NULL;
	}
	*port = atoi(colon + 1);
	return estrndup(str, colon - str);
}

/* php_network_connect_socket(): a non-blocking connect, waited for with
 * the timeout; the descriptor's mode is restored unless asynchronous. */
static int connect_socket(int fd, const struct sockaddr *addr, socklen_t len, bool asynchronous, zend_ulong deadline,
	bool has_timeout, zend_string **error_text, int *error_code)
{
	int flags = fcntl(fd, F_GETFL, 0);
	int error = 0;
	int ret = 0;

	fcntl(fd, F_SETFL, flags | O_NONBLOCK);
	if (connect(fd, addr, len) != 0) {
		error = errno;
		*error_code = error;
		if (error != EINPROGRESS) {
			if (error_text != NULL) {
				*error_text = php_socket_error_str(error);
			}
			return -1;
		}
		if (asynchronous) {
			return 0;
		}
		zend_ulong left = 0;
		bool timed_out = false;
		if (has_timeout) {
			zend_ulong now = now_ms();
			left = deadline > now ? deadline - now : 0;
			timed_out = left == 0;
		}
		wait_result_t r = timed_out ? WAIT_TIMEOUT : async_xport_wait_fd(fd, true, left, "connect");
		/* The poll event must not outlive this attempt's descriptor. */
		async_xport_fd_state_free(fd);
		if (r == WAIT_FAILED || r == WAIT_CLOSED) {
			*error_code = ECANCELED;
			return -1;
		}
		if (r == WAIT_TIMEOUT) {
			error = ETIMEDOUT;
		} else {
			socklen_t elen = sizeof(error);
			if (getsockopt(fd, SOL_SOCKET, SO_ERROR, (char *) &error, &elen) != 0) {
				ret = -1;
			}
		}
	}
	if (!asynchronous) {
		fcntl(fd, F_SETFL, flags);
	}
	*error_code = error;
	if (error) {
		ret = -1;
		if (error_text != NULL) {
			*error_text = php_socket_error_str(error);
		}
	}
	return ret;
}

/* php_network_getaddresses() on the reactor's resolver: the same hints,
 * warning and error text. NULL on failure (warned, error_text set). */
static struct addrinfo *resolve(const char *host, int socktype, zend_async_dns_addrinfo_t **req,
	struct addrinfo **numeric, zend_string **error_text, bool *cancelled)
{
	static int ipv6_borked = -1;
	struct addrinfo hints;

	memset(&hints, 0, sizeof(hints));
	if (ipv6_borked == -1) {
		int s = socket(PF_INET6, SOCK_DGRAM, 0);
		ipv6_borked = s < 0;
		if (s >= 0) {
			close(s);
		}
	}
	hints.ai_family = ipv6_borked ? AF_INET : AF_UNSPEC;
	hints.ai_socktype = socktype;
	unsigned char probe[sizeof(struct in6_addr)];
	if (inet_pton(AF_INET, host, probe) == 1 || inet_pton(AF_INET6, host, probe) == 1) {
		/* A numeric address needs no lookup: getaddrinfo() answers it at
		 * once, without the thread pool's round trip (nor the event loop). */
		struct addrinfo *list = NULL;
		hints.ai_flags |= AI_NUMERICHOST;
		if (getaddrinfo(host, NULL, &hints, &list) == 0 && list != NULL) {
			*numeric = list;
			return list;
		}
		hints.ai_flags &= ~AI_NUMERICHOST;
	}
	*req = ZEND_ASYNC_GETADDRINFO(host, NULL, &hints);
	if (*req == NULL) {
		*cancelled = EG(exception) != NULL;
		return NULL;
	}
	if (!zend_async_wait_event(&(*req)->base, 0, NULL, "getaddrinfo")) {
		*cancelled = true;
		return NULL;
	}
	int n = (*req)->status;
	if (n != 0 || (*req)->result == NULL) {
		zend_string *msg = n != 0
			? strpprintf(0, "php_network_getaddresses: getaddrinfo for %s failed: %s", host, gai_strerror(n))
			: strpprintf(0, "php_network_getaddresses: getaddrinfo for %s failed (null result pointer) errno=%d", host,
				errno);
		php_error_docref(NULL, E_WARNING, "%s", ZSTR_VAL(msg));
		if (error_text != NULL) {
			*error_text = msg;
		} else {
			zend_string_release(msg);
		}
		return NULL;
	}
	return (*req)->result;
}

/* php_network_connect_socket_to_host(): every address in turn until one
 * connects or the time is up. */
static int connect_to_host(const char *host, int port, int socktype, bool asynchronous, struct timeval *timeout,
	zend_string **error_text, int *error_code, const char *bindto, int bindport, bool broadcast, bool nodelay)
{
	zend_async_dns_addrinfo_t *req = NULL;
	struct addrinfo *numeric = NULL;
	bool cancelled = false;
	struct addrinfo *list = resolve(host, socktype, &req, &numeric, error_text, &cancelled);
	int sock = -1;

	if (list == NULL) {
		if (req != NULL) {
			zend_async_event_release(&req->base);
		}
		if (cancelled) {
			*error_code = ECANCELED;
		}
		return -1;
	}
	bool has_timeout = timeout != NULL && timeout->tv_sec >= 0;
	zend_ulong deadline = has_timeout ? now_ms() + timeout_ms_of(timeout) : 0;
	for (struct addrinfo *ai = list; ai != NULL; ai = ai->ai_next) {
		struct sockaddr_storage sa;
		socklen_t salen;
		memcpy(&sa, ai->ai_addr, MIN(ai->ai_addrlen, sizeof(sa)));
		if (ai->ai_family == AF_INET6) {
			((struct sockaddr_in6 *) &sa)->sin6_port = htons(port);
			salen = sizeof(struct sockaddr_in6);
		} else if (ai->ai_family == AF_INET) {
			((struct sockaddr_in *) &sa)->sin_port = htons(port);
			salen = sizeof(struct sockaddr_in);
		} else {
			continue;
		}
		sock = socket(ai->ai_family, socktype, 0);
		if (sock < 0) {
			continue;
		}
		if (bindto != NULL) {
			struct sockaddr_storage local;
			socklen_t local_len = 0;
			bool valid = true;
			memset(&local, 0, sizeof(local));
			if (ai->ai_family == AF_INET) {
				if (strchr(bindto, ':') != NULL) {
					valid = false; /* a v6 local address for a v4 peer: PHP skips the bind */
					local_len = 0;
				} else {
					struct sockaddr_in *in4 = (struct sockaddr_in *) &local;
					in4->sin_family = AF_INET;
					in4->sin_port = htons(bindport);
					local_len = sizeof(*in4);
					if (!inet_aton(bindto, &in4->sin_addr)) {
						php_error_docref(NULL, E_WARNING, "Invalid IP Address: %s", bindto);
						valid = false;
					}
				}
			} else {
				struct sockaddr_in6 *in6 = (struct sockaddr_in6 *) &local;
				in6->sin6_family = AF_INET6;
				in6->sin6_port = htons(bindport);
				local_len = sizeof(*in6);
				if (inet_pton(AF_INET6, bindto, &in6->sin6_addr) < 1) {
					php_error_docref(NULL, E_WARNING, "Invalid IP Address: %s", bindto);
					valid = false;
				}
			}
			if (valid && bind(sock, (struct sockaddr *) &local, local_len) != 0) {
				php_error_docref(NULL, E_WARNING, "Failed to bind to '%s:%d', system said: %s", bindto, bindport,
					strerror(errno));
			}
		}
		if (error_text != NULL && *error_text != NULL) {
			zend_string_release(*error_text);
			*error_text = NULL;
		}
		int one = 1;
		if (broadcast) {
			setsockopt(sock, SOL_SOCKET, SO_BROADCAST, (char *) &one, sizeof(one));
		}
		if (nodelay) {
			setsockopt(sock, IPPROTO_TCP, TCP_NODELAY, (char *) &one, sizeof(one));
		}
		if (connect_socket(sock, (struct sockaddr *) &sa, salen, asynchronous, deadline, has_timeout, error_text,
				error_code)
			!= -1) {
			break;
		}
		close(sock);
		sock = -1;
		if (*error_code == ECANCELED || (has_timeout && now_ms() >= deadline)) {
			break;
		}
	}
	if (numeric != NULL) {
		freeaddrinfo(numeric);
	} else {
		zend_async_event_release(&req->base);
	}
	return sock;
}

int async_xport_connect(php_stream *stream, php_netstream_data_t *sock, php_stream_xport_param *xparam)
{
	const xport_ops_t *x = ops_of(stream);
	bool asynchronous = xparam->op == STREAM_XPORT_OP_CONNECT_ASYNC;
	zend_string **error_text = xparam->want_errortext ? &xparam->outputs.error_text : NULL;
	int err = 0;
	int ret;

	if (x->is_unix) {
		struct sockaddr_un ua;
		sock->socket = socket(PF_UNIX, x->socktype, 0);
		if (sock->socket < 0) {
			if (error_text != NULL) {
				*error_text = strpprintf(0, "Failed to create unix socket");
			}
			return -1;
		}
		memset(&ua, 0, sizeof(ua));
		ua.sun_family = AF_UNIX;
		if (xparam->inputs.namelen >= sizeof(ua.sun_path)) {
			xparam->inputs.namelen = sizeof(ua.sun_path) - 1;
			php_error_docref(NULL, E_NOTICE,
				"socket path exceeded the maximum allowed length of %lu bytes and was truncated",
				(unsigned long) sizeof(ua.sun_path) - 1);
		}
		memcpy(ua.sun_path, xparam->inputs.name, xparam->inputs.namelen);
		bool has_timeout = xparam->inputs.timeout != NULL && xparam->inputs.timeout->tv_sec >= 0;
		ret = connect_socket(sock->socket, (struct sockaddr *) &ua,
			(socklen_t) XtOffsetOf(struct sockaddr_un, sun_path) + xparam->inputs.namelen, asynchronous,
			has_timeout ? now_ms() + timeout_ms_of(xparam->inputs.timeout) : 0, has_timeout, error_text, &err);
		xparam->outputs.error_code = err;
	} else {
		int port = 0, bindport = 0;
		char *bindto = NULL;
		zval *opt;
		php_stream_context *ctx = PHP_STREAM_CONTEXT(stream);
		char *host = parse_address(xparam->inputs.name, xparam->inputs.namelen, &port, error_text);
		if (host == NULL) {
			return -1;
		}
		if (ctx != NULL && (opt = php_stream_context_get_option(ctx, "socket", "bindto")) != NULL) {
			if (Z_TYPE_P(opt) != IS_STRING) {
				if (error_text != NULL) {
					*error_text = strpprintf(0, "local_addr context option is not a string.");
				}
				efree(host);
				return -1;
			}
			bindto = parse_address(Z_STRVAL_P(opt), Z_STRLEN_P(opt), &bindport, error_text);
		}
		bool broadcast = x->socktype == SOCK_DGRAM && ctx != NULL
			&& (opt = php_stream_context_get_option(ctx, "socket", "so_broadcast")) != NULL && zend_is_true(opt);
		bool nodelay = x->socktype == SOCK_STREAM && ctx != NULL
			&& (opt = php_stream_context_get_option(ctx, "socket", "tcp_nodelay")) != NULL && zend_is_true(opt);
		sock->socket = connect_to_host(host, port, x->socktype, asynchronous, xparam->inputs.timeout, error_text, &err,
			bindto, bindport, broadcast, nodelay);
		ret = sock->socket == -1 ? -1 : 0;
		xparam->outputs.error_code = err;
		efree(host);
		if (bindto != NULL) {
			efree(bindto);
		}
	}
	if (ret >= 0 && asynchronous && err == EINPROGRESS) {
		return 1;
	}
	return ret;
}

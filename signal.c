/*
 * signal.c: Async\Signal and Async\signal(), a Future that completes at
 * the next delivery of a signal (the reactor watches the signal from the
 * call on, so a delivery before the first await is not lost).
 */
#include "async_signal.h"
#include "await.h"
#include "future.h"
#include "zend_enum.h"
#include "zend_exceptions.h"
#include "signal_arginfo.h"
#include <signal.h>

zend_class_entry *async_ce_signal;

typedef struct {
	zend_object *state; /* borrowed: the state owns us */
	zend_async_signal_event_t *signal;
	zend_async_owned_callback_t *signal_callback;
	zend_async_event_t *token; /* cancellation token's event */
	zend_async_owned_callback_t *token_callback;
	zend_object *token_object;
	zval signal_case;
} signal_binding_t;

static int signal_number(zend_long value)
{
	switch (value) {
		case 1: return SIGHUP;
		case 2: return SIGINT;
		case 3: return SIGQUIT;
		case 4: return SIGILL;
		case 6: return SIGABRT;
		case 8: return SIGFPE;
		case 9: return SIGKILL;
		case 10: return SIGUSR1;
		case 11: return SIGSEGV;
		case 12: return SIGUSR2;
		case 15: return SIGTERM;
		case 22: return SIGABRT; /* Windows' SIGABRT, POSIX SIGABRT */
		case 28: return SIGWINCH;
		default: return -1; /* SIGBREAK: Windows only */
	}
}

/* The Future settled (or died): stop watching and drop the token. */
static void signal_binding_release(zend_object *state, void *data)
{
	signal_binding_t *binding = data;

	if (binding->signal != NULL) {
		zend_async_signal_event_t *signal_event = binding->signal;
		binding->signal = NULL;
		signal_event->base.stop(&signal_event->base);
		zend_async_owned_callback_unsubscribe(&signal_event->base, binding->signal_callback);
		zend_async_event_release(&signal_event->base);
	}
	if (binding->token != NULL) {
		zend_async_event_t *token = binding->token;
		binding->token = NULL;
		token->stop(token);
		zend_async_owned_callback_unsubscribe(token, binding->token_callback);
		OBJ_RELEASE(binding->token_object);
	}
	zval_ptr_dtor(&binding->signal_case);
	efree(binding);
}

static void signal_delivered(zend_async_event_t *event, zend_async_event_callback_t *callback, void *result,
	zend_object *exception)
{
	signal_binding_t *binding = ((zend_async_owned_callback_t *) callback)->owner;

	if (binding != NULL) {
		zval signal_case;
		ZVAL_COPY(&signal_case, &binding->signal_case);
		async_future_state_complete(binding->state, &signal_case);
		zval_ptr_dtor(&signal_case);
	}
}

/* What the Future fails with when its token settles first (TrueAsync's
 * rule): the token's own error (a Timeout's TimeoutException), or an
 * AsyncCancellation when the token settled without one. Returns a new
 * reference. */
static zend_object *signal_cancellation(zend_async_event_t *token, zend_object *token_error)
{
	if (token_error == NULL) {
		return zend_async_new_exception(ZEND_ASYNC_EXCEPTION_CANCELLATION, "Signal wait cancelled");
	}
	/* Taken over by the Future: the token's failure is observed. */
	token->flags |= ZEND_ASYNC_EVENT_F_EXCEPTION_HANDLED;
	GC_ADDREF(token_error);
	return token_error;
}

static void signal_token_fired(zend_async_event_t *event, zend_async_event_callback_t *callback, void *result,
	zend_object *exception)
{
	signal_binding_t *binding = ((zend_async_owned_callback_t *) callback)->owner;

	if (binding == NULL) {
		return;
	}
	zend_object *error = signal_cancellation(event, exception);
	async_future_state_reject(binding->state, error);
	OBJ_RELEASE(error);
}

ZEND_FUNCTION(Async_signal)
{
	zend_object *signal_case;
	zend_object *cancellation = NULL;

	ZEND_PARSE_PARAMETERS_START(1, 2)
		Z_PARAM_OBJ_OF_CLASS(signal_case, async_ce_signal)
		Z_PARAM_OPTIONAL
		Z_PARAM_OBJ_OF_CLASS_OR_NULL(cancellation, async_ce_completable)
	ZEND_PARSE_PARAMETERS_END();

	zend_long value = Z_LVAL_P(zend_enum_fetch_case_value(signal_case));
	zend_string *name = Z_STR_P(zend_enum_fetch_case_name(signal_case));
	int signum = signal_number(value);
	if (signum < 0) {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, "Signal %s is not supported on this platform", ZSTR_VAL(name));
		RETURN_THROWS();
	}
	if (signum == SIGKILL) {
		zend_async_throw(ZEND_ASYNC_EXCEPTION_DEFAULT, "Signal %s cannot be caught", ZSTR_VAL(name));
		RETURN_THROWS();
	}
	/* A disarmed Timeout gives no event: it never cancels anything. */
	zend_async_event_t *token = NULL;
	if (cancellation != NULL && !async_await_token_event(cancellation, &token)) {
		zend_argument_type_error(2, "of class %s cannot be awaited", ZSTR_VAL(cancellation->ce->name));
		RETURN_THROWS();
	}

	zend_object *state = async_future_state_new();
	signal_binding_t *binding = ecalloc(1, sizeof(*binding));
	binding->state = state;
	ZVAL_OBJ_COPY(&binding->signal_case, signal_case);
	async_future_state_on_settle(state, signal_binding_release, binding);

	/* Unlike a plain wait, the Future watches from now on: a signal that
	 * arrives before anyone awaits the Future still completes it. */
	binding->signal = ZEND_ASYNC_NEW_SIGNAL_EVENT(signum);
	if (binding->signal == NULL
		|| (binding->signal_callback = zend_async_owned_callback_subscribe(&binding->signal->base, signal_delivered,
				binding),
			!binding->signal->base.start(&binding->signal->base))) {
		OBJ_RELEASE(state);
		RETURN_THROWS();
	}
	if (token != NULL) {
		if (ZEND_ASYNC_EVENT_IS_CLOSED(token)) {
			/* Both lent by the replay. */
			zend_object *previous = NULL;
			zval ignored;
			ZVAL_UNDEF(&ignored);
			if (token->replay == NULL || !token->replay(token, &ignored, &previous)) {
				previous = NULL;
			}
			zend_object *error = signal_cancellation(token, previous);
			async_future_state_reject(state, error);
			OBJ_RELEASE(error);
		} else {
			binding->token = token;
			binding->token_object = cancellation;
			GC_ADDREF(cancellation);
			binding->token_callback = zend_async_owned_callback_subscribe(token, signal_token_fired, binding);
			if (!token->start(token)) {
				OBJ_RELEASE(state);
				RETURN_THROWS();
			}
		}
	}
	RETVAL_OBJ(async_future_new(state));
	OBJ_RELEASE(state);
}

static void register_classes(void)
{
	async_ce_signal = register_class_Async_Signal();
}

static void register_functions(void)
{
	zend_register_functions(NULL, ext_functions, NULL, MODULE_PERSISTENT);
}

void async_signal_minit(void)
{
	register_classes();
	register_functions();
}

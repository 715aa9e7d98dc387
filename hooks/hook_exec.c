/*
 * hook_exec.c: exec(), system(), passthru() and shell_exec() (and so
 * backticks) on the reactor's exec event inside coroutines. The command
 * runs as popen() would run it; its output is consumed as it arrives, so
 * system() and passthru() print while the command still runs and other
 * coroutines run while it is silent. Lines, trimming, return values,
 * result codes and warnings follow PHP's own functions.
 *
 * Cancelling the waiting coroutine kills the command with SIGKILL (the
 * shell's own children are not tracked) and reaps it; output already
 * printed stays printed.
 */
#include "hooks.h"
#include "main/php_output.h"
#include "SAPI.h"
#include "zend_smart_str.h"
#include <sys/wait.h>

static ZEND_FUNCTION(async_exec);
static ZEND_FUNCTION(async_system);
static ZEND_FUNCTION(async_passthru);
static ZEND_FUNCTION(async_shell_exec);

enum {
	HOOK_EXEC,
	HOOK_SYSTEM,
	HOOK_PASSTHRU,
	HOOK_SHELL_EXEC,
};

static async_hook_t exec_hooks[] = {
	[HOOK_EXEC] = {"exec", ZEND_FN(async_exec), NULL},
	[HOOK_SYSTEM] = {"system", ZEND_FN(async_system), NULL},
	[HOOK_PASSTHRU] = {"passthru", ZEND_FN(async_passthru), NULL},
	[HOOK_SHELL_EXEC] = {"shell_exec", ZEND_FN(async_shell_exec), NULL},
};

/* What to do with the output (the numbering of PHP's php_exec()). */
typedef enum {
	RUN_LAST_LINE = 0, /* exec() without an array: keep the last line */
	RUN_PRINT = 1,     /* system(): print line by line */
	RUN_LINES = 2,     /* exec() with an array: collect trimmed lines */
	RUN_RAW = 3,       /* passthru(): print bytes as they come */
	RUN_ALL = 4,       /* shell_exec(): collect everything */
} run_mode;

typedef struct {
	run_mode mode;
	/* RUN_LINES: the lines, collected here and handed to the caller's
	 * $output only when the command is over (lines_deliver()): other
	 * coroutines run meanwhile and may assign anything to $output. */
	zval lines;
	smart_str line; /* the line being assembled */
	smart_str last; /* the last complete line */
	smart_str all;  /* RUN_ALL */
	bool have_last;
} run_state_t;

static size_t trimmed_length(const char *s, size_t len)
{
	while (len > 0 && isspace((unsigned char) s[len - 1])) {
		len--;
	}
	return len;
}

static void print_bytes(const char *s, size_t len, bool flush)
{
	PHPWRITE(s, len);
	if (flush && php_output_get_level() < 1) {
		sapi_flush();
	}
}

/* One whole line (with its newline, unless it is the unterminated end). */
static void take_line(run_state_t *state, const char *s, size_t len)
{
	if (state->mode == RUN_PRINT) {
		print_bytes(s, len, true);
	} else if (state->mode == RUN_LINES) {
		add_next_index_stringl(&state->lines, s, trimmed_length(s, len));
	}
	smart_str_free(&state->last);
	smart_str_appendl(&state->last, s, len);
	state->have_last = true;
}

static void take_output(run_state_t *state, const char *s, size_t len)
{
	if (state->mode == RUN_RAW) {
		print_bytes(s, len, false);
		return;
	}
	if (state->mode == RUN_ALL) {
		smart_str_appendl(&state->all, s, len);
		return;
	}
	while (len > 0) {
		const char *nl = memchr(s, '\n', len);
		size_t chunk = nl ? (size_t) (nl - s) + 1 : len;
		smart_str_appendl(&state->line, s, chunk);
		if (nl) {
			ZEND_ASSERT(state->line.s != NULL);
			take_line(state, ZSTR_VAL(state->line.s), ZSTR_LEN(state->line.s));
			ZSTR_LEN(state->line.s) = 0;
		}
		s += chunk;
		len -= chunk;
	}
}

/* Runs cmd cooperatively. Returns false with an exception pending if the
 * wait was cancelled, else true; *spawn_failed when the shell could not
 * be started, *result_code as pclose() reports it to PHP. */
static bool run_command(const char *cmd, run_state_t *state, bool *spawn_failed, zend_long *result_code)
{
	zend_async_exec_event_t *event = ZEND_ASYNC_NEW_EXEC_EVENT(cmd, NULL);
	bool ok = true;

	*spawn_failed = false;
	while (!ZEND_ASYNC_EVENT_IS_CLOSED(&event->base) || event->output_len > 0) {
		if (event->output_len > 0) {
			/* Take the bytes first: printing may run output handlers. */
			size_t len = event->output_len;
			char *copy = estrndup(event->output, len);
			event->output_len = 0;
			take_output(state, copy, len);
			efree(copy);
			continue;
		}
		if (!zend_async_wait_event(&event->base, 0, NULL, "exec")) {
			ok = false;
			break;
		}
	}
	if (ok) {
		if (event->status != 0) {
			*spawn_failed = true;
			*result_code = -1;
		} else if (event->wait_status == -1) {
			*result_code = -1;
		} else {
			*result_code = WIFEXITED(event->wait_status) ? WEXITSTATUS(event->wait_status) : event->wait_status;
		}
	}
	zend_async_event_release(&event->base);
	return ok;
}

static void state_free(run_state_t *state)
{
	zval_ptr_dtor(&state->lines);
	smart_str_free(&state->line);
	smart_str_free(&state->last);
	smart_str_free(&state->all);
}

/* Appends the collected lines to $output as it is now, which is not
 * necessarily what it was when exec() started: PHP's exec() appends to an
 * array and makes anything else an array first, and so does this, with
 * whatever another coroutine left there (an array it assigned gets the
 * lines; a string, number or object is replaced by an array, or a typed
 * reference refuses it with PHP's TypeError). After a cancellation only an
 * array receives what was read (nothing may be thrown over it). */
static void lines_deliver(zval *output_arg, zval *lines, bool may_throw)
{
	zval *target = output_arg;

	ZVAL_DEREF(target);
	if (Z_TYPE_P(target) == IS_ARRAY) {
		SEPARATE_ARRAY(target);
	} else if (!may_throw || (target = zend_try_array_init(output_arg)) == NULL) {
		return;
	}
	zval *line;
	ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(lines), line) {
		Z_TRY_ADDREF_P(line);
		if (zend_hash_next_index_insert(Z_ARRVAL_P(target), line) == NULL) {
			zval_ptr_dtor(line); /* no next index left, as in PHP's exec() */
		}
	} ZEND_HASH_FOREACH_END();
}

/* The shared body of exec(), system() and passthru(). */
static void exec_like(INTERNAL_FUNCTION_PARAMETERS, async_hook_t *hook, int mode)
{
	char *cmd;
	size_t cmd_len;
	zval *ret_code = NULL, *ret_array = NULL;

	if (!zend_async_can_cooperate()) {
		ASYNC_HOOK_CALL_ORIGINAL(hook);
		return;
	}
	ZEND_PARSE_PARAMETERS_START(1, (mode ? 2 : 3))
		Z_PARAM_STRING(cmd, cmd_len)
		Z_PARAM_OPTIONAL
		if (!mode) {
			Z_PARAM_ZVAL(ret_array)
		}
		Z_PARAM_ZVAL(ret_code)
	ZEND_PARSE_PARAMETERS_END();

	if (!cmd_len) {
		zend_argument_value_error(1, "cannot be empty");
		RETURN_THROWS();
	}
	if (strlen(cmd) != cmd_len) {
		zend_argument_value_error(1, "must not contain any null bytes");
		RETURN_THROWS();
	}

	run_state_t state;
	memset(&state, 0, sizeof(state));
	state.mode = (run_mode) mode;
	ZVAL_UNDEF(&state.lines);
	if (ret_array != NULL) {
		/* As PHP does before the command runs: a non-array becomes one
		 * (or a typed reference refuses it) at once. */
		if (Z_TYPE_P(Z_REFVAL_P(ret_array)) != IS_ARRAY && zend_try_array_init(ret_array) == NULL) {
			RETURN_THROWS();
		}
		state.mode = RUN_LINES;
		array_init(&state.lines);
	}

	bool spawn_failed;
	zend_long code = -1;
	if (!run_command(cmd, &state, &spawn_failed, &code)) {
		if (ret_array != NULL) {
			lines_deliver(ret_array, &state.lines, false);
		}
		state_free(&state);
		RETURN_THROWS();
	}
	if (spawn_failed) {
		php_error_docref(NULL, E_WARNING, "Unable to fork [%s]", cmd);
		RETVAL_FALSE;
	} else if (state.mode != RUN_RAW) {
		if (state.line.s != NULL && ZSTR_LEN(state.line.s) > 0) {
			/* Output that did not end with a newline is the last line. */
			take_line(&state, ZSTR_VAL(state.line.s), ZSTR_LEN(state.line.s));
		}
		if (state.have_last) {
			RETVAL_STRINGL(ZSTR_VAL(state.last.s), trimmed_length(ZSTR_VAL(state.last.s), ZSTR_LEN(state.last.s)));
		} else {
			RETVAL_EMPTY_STRING();
		}
	}
	if (ret_array != NULL) {
		lines_deliver(ret_array, &state.lines, true);
	}
	state_free(&state);
	if (ret_code) {
		ZEND_TRY_ASSIGN_REF_LONG(ret_code, code);
	}
}

static ZEND_FUNCTION(async_exec)
{
	exec_like(INTERNAL_FUNCTION_PARAM_PASSTHRU, &exec_hooks[HOOK_EXEC], RUN_LAST_LINE);
}

static ZEND_FUNCTION(async_system)
{
	exec_like(INTERNAL_FUNCTION_PARAM_PASSTHRU, &exec_hooks[HOOK_SYSTEM], RUN_PRINT);
}

static ZEND_FUNCTION(async_passthru)
{
	exec_like(INTERNAL_FUNCTION_PARAM_PASSTHRU, &exec_hooks[HOOK_PASSTHRU], RUN_RAW);
}

static ZEND_FUNCTION(async_shell_exec)
{
	char *command;
	size_t command_len;

	if (!zend_async_can_cooperate()) {
		ASYNC_HOOK_CALL_ORIGINAL(&exec_hooks[HOOK_SHELL_EXEC]);
		return;
	}
	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_STRING(command, command_len)
	ZEND_PARSE_PARAMETERS_END();

	if (!command_len) {
		zend_argument_value_error(1, "cannot be empty");
		RETURN_THROWS();
	}
	if (strlen(command) != command_len) {
		zend_argument_value_error(1, "must not contain any null bytes");
		RETURN_THROWS();
	}

	run_state_t state;
	memset(&state, 0, sizeof(state));
	state.mode = RUN_ALL;
	bool spawn_failed;
	zend_long code;
	if (!run_command(command, &state, &spawn_failed, &code)) {
		state_free(&state);
		RETURN_THROWS();
	}
	if (spawn_failed) {
		php_error_docref(NULL, E_WARNING, "Unable to execute '%s'", command);
		state_free(&state);
		RETURN_FALSE;
	}
	if (state.all.s != NULL && ZSTR_LEN(state.all.s) > 0) {
		RETVAL_STR(smart_str_extract(&state.all));
	}
	state_free(&state);
}

void async_hook_exec_minit(void)
{
	async_hooks_install(exec_hooks, ASYNC_HOOKS_COUNT(exec_hooks));
}

void async_hook_exec_mshutdown(void)
{
	async_hooks_restore(exec_hooks, ASYNC_HOOKS_COUNT(exec_hooks));
}

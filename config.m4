dnl config.m4 for the async extension: a libuv-backed coroutine runtime.

PHP_ARG_ENABLE([async],
  [whether to enable the async coroutine runtime],
  [AS_HELP_STRING([--enable-async], [Enable the async coroutine runtime (needs libuv >= 1.44)])],
  [no])

PHP_ARG_ENABLE([async-debug],
  [whether to enable the async runtime's debug checks],
  [AS_HELP_STRING([--enable-async-debug], [async: check the runtime's invariants (ASYNC_ASSERT, also on a release PHP) and trace reactor events by default])],
  [no],
  [no])

if test "$PHP_ASYNC" != "no"; then
  PKG_PROG_PKG_CONFIG
  if test -z "$PKG_CONFIG"; then
    AC_MSG_ERROR([pkg-config was not found. Install it (Debian: apt-get install pkg-config) so that libuv can be located.])
  fi

  PKG_CHECK_MODULES([LIBUV], [libuv >= 1.44], [],
    [AC_MSG_ERROR([libuv >= 1.44 was not found by pkg-config. Install the libuv development package (Debian/Ubuntu: apt-get install libuv1-dev; Fedora: dnf install libuv-devel).])])

  PHP_EVAL_INCLINE($LIBUV_CFLAGS)
  PHP_EVAL_LIBLINE($LIBUV_LIBS, ASYNC_SHARED_LIBADD)
  PHP_SUBST(ASYNC_SHARED_LIBADD)

  AC_DEFINE(HAVE_ASYNC, 1, [Whether the async extension is enabled])

  ASYNC_SOURCES="async.c zend_async_API.c scheduler.c coroutine.c context_pool.c \
    microtask.c switch_handlers.c reactor_libuv.c scope.c exceptions.c \
    await.c shutdown.c ring_buffer.c stack_arena.c future.c reactor_api.c reactor_timer.c reactor_signal.c \
    reactor_poll.c reactor_thread.c reactor_dns.c reactor_fs.c reactor_exec.c reactor_io.c \
    hook.c hook_sleep.c hook_dns.c hook_exec.c hook_proc.c hook_stream_io.c hook_stdio.c context.c \
    async_debug.c schedule_perturb.c reactor_trace.c"

  dnl A compiler flag, not config.h: most sources never include config.h.
  ASYNC_CFLAGS="-DZEND_ENABLE_STATIC_TSRMLS_CACHE=1 -Wall -Wno-unused-parameter"
  if test "$PHP_ASYNC_DEBUG" != "no"; then
    ASYNC_CFLAGS="$ASYNC_CFLAGS -DASYNC_DEBUG=1"
  fi

  PHP_NEW_EXTENSION(async, $ASYNC_SOURCES, $ext_shared,, $ASYNC_CFLAGS)
  PHP_INSTALL_HEADERS([ext/async], [php_async.h async_debug.h zend_async_API.h])
  PHP_ADD_EXTENSION_DEP(async, standard)
fi

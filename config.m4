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

  dnl The reactor and the hooks keep per-request state in file statics, and
  dnl a coroutine runtime belongs to one thread: thread-safe (ZTS) PHP builds
  dnl are refused here rather than crashing later.
  async_save_CPPFLAGS=$CPPFLAGS
  CPPFLAGS="$CPPFLAGS $INCLUDES"
  AC_MSG_CHECKING([whether PHP is built thread-safe (ZTS)])
  AC_PREPROC_IFELSE([AC_LANG_SOURCE([[#include <main/php_config.h>
#ifdef ZTS
# error ZTS
#endif]])],
    [AC_MSG_RESULT([no])],
    [AC_MSG_RESULT([yes])
     AC_MSG_ERROR([async supports non-thread-safe (NTS) PHP only; this PHP is a ZTS build. Use the NTS build (Debian: php8.2-dev, the default) or php-config of an NTS PHP.])])
  CPPFLAGS=$async_save_CPPFLAGS

  AC_DEFINE(HAVE_ASYNC, 1, [Whether the async extension is enabled])

  dnl The core (the design card's files) at the top; the reactor's event
  dnl kinds in reactor/, the builtin hooks in hooks/, the Zend-free data
  dnl structures in lib/ (see docs/ARCHITECTURE.md).
  ASYNC_SOURCES="async.c zend_async_API.c scheduler.c coroutine.c context_pool.c \
    microtask.c switch_handlers.c reactor_libuv.c scope.c scope_class.c exceptions.c \
    await.c await_group.c shutdown.c future.c iterate.c channel.c signal.c fs_watcher.c sysinfo.c context.c task_group.c task_set.c pool.c pool_resources.c \
    schedule_perturb.c \
    reactor/reactor_loop.c reactor/reactor_timer.c reactor/reactor_signal.c reactor/reactor_poll.c \
    reactor/reactor_process.c reactor/reactor_thread.c reactor/reactor_dns.c reactor/reactor_fs.c \
    reactor/reactor_exec.c reactor/reactor_io.c reactor/reactor_trace.c \
    hooks/hook.c hooks/hook_signal.c hooks/hook_sleep.c hooks/hook_dns.c hooks/hook_exec.c \
    hooks/hook_proc.c hooks/hook_stream_io.c hooks/hook_stdio.c hooks/hook_xport.c \
    hooks/hook_xport_connect.c hooks/hook_tls.c hooks/hook_select.c hooks/hook_sockets.c \
    hooks/hook_sockets_data.c hooks/hook_sockets_wrap.c hooks/hook_sockets_resolve.c \
    hooks/hook_cancel_chain.c hooks/hook_flock.c hooks/hook_fork.c hooks/hook_mysqli.c \
    hooks/hook_fdwait.c \
    lib/ring_buffer.c lib/stack_arena.c lib/async_debug.c"

  dnl A compiler flag, not config.h: most sources never include config.h.
  ASYNC_CFLAGS="-DZEND_ENABLE_STATIC_TSRMLS_CACHE=1 -Wall -Wno-unused-parameter"
  dnl Calls between the extension's own files bind inside the module: no PLT
  dnl hop on the hand-off path (nothing interposes on an extension's
  dnl symbols; other modules still reach the ABI through the dynamic table).
  AX_CHECK_COMPILE_FLAG([-fno-semantic-interposition],
    [ASYNC_CFLAGS="$ASYNC_CFLAGS -fno-semantic-interposition"], [], [-Werror])
  AC_MSG_CHECKING([whether the linker accepts -Bsymbolic-functions])
  async_save_LDFLAGS=$LDFLAGS
  LDFLAGS="$LDFLAGS -Wl,-Bsymbolic-functions"
  AC_LINK_IFELSE([AC_LANG_PROGRAM([], [])],
    [AC_MSG_RESULT([yes]); ASYNC_SHARED_LIBADD="$ASYNC_SHARED_LIBADD -Wl,-Bsymbolic-functions"],
    [AC_MSG_RESULT([no])])
  LDFLAGS=$async_save_LDFLAGS
  if test "$PHP_ASYNC_DEBUG" != "no"; then
    ASYNC_CFLAGS="$ASYNC_CFLAGS -DASYNC_DEBUG=1"
  fi

  PHP_NEW_EXTENSION(async, $ASYNC_SOURCES, $ext_shared,, $ASYNC_CFLAGS)
  PHP_ADD_BUILD_DIR([$ext_builddir/reactor], 1)
  PHP_ADD_BUILD_DIR([$ext_builddir/hooks], 1)
  PHP_ADD_BUILD_DIR([$ext_builddir/lib], 1)
  PHP_ADD_INCLUDE([$ext_srcdir])
  dnl Only the ABI is public: php_async.h is the module's own header.
  PHP_INSTALL_HEADERS([ext/async], [zend_async_API.h])
  PHP_ADD_EXTENSION_DEP(async, standard)
  dnl "make test" loads the other modules the tests need and starts the
  dnl MariaDB server for tests/mysql/, as scripts/test.sh does.
  PHP_ADD_MAKEFILE_FRAGMENT
fi

# Appended to phpize's Makefile (config.m4: PHP_ADD_MAKEFILE_FRAGMENT).
# `make test` runs what scripts/test.sh runs, with the same modules and
# the same MariaDB server:
# - the modules the tests need besides async.so (posix, pcntl, sockets,
#   the MySQL drivers: scripts/test_extensions.sh), by full path, since
#   phpize's rule points extension_dir at modules/;
# - the recipe runs under scripts/make_test_shell.sh, which starts the
#   MariaDB server for tests/mysql/ around it (as scripts/test.sh does) and
#   stops it afterwards. `private`: `all`, a prerequisite of `test`, keeps
#   the ordinary shell.
PHP_TEST_SHARED_EXTENSIONS += `$(top_srcdir)/scripts/test_extensions.sh $(EXTENSION_DIR) -d`
test: private SHELL = $(top_srcdir)/scripts/make_test_shell.sh
test: private export ASYNC_MAKE_TESTS = $(TESTS)

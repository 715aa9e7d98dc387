#!/bin/bash
# The shell phpize's `make test` runs its recipe with (Makefile.frag sets
# it for that target only): the recipe runs under /bin/sh as usual, with
# the MariaDB server for tests/mysql/ that scripts/test.sh also starts
# (scripts/test_mysql.sh) around it, stopped when the recipe ends or is
# interrupted. ASYNC_MAKE_TESTS is make's $(TESTS): what run-tests is
# given, the whole tree when empty.
set -u
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=scripts/test_mysql.sh
. "$ROOT/scripts/test_mysql.sh"
trap 'async_test_mysql_stop "$ROOT"' EXIT
trap 'exit 130' INT TERM

# shellcheck disable=SC2086 # $(TESTS) is a list of words
async_test_mysql_start "$ROOT" $$ ${ASYNC_MAKE_TESTS:-"$ROOT/tests"}
/bin/sh "$@"

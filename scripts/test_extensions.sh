#!/bin/sh
# The PHP modules the .phpt suite needs besides async.so, by full path,
# for both scripts/test.sh and phpize's `make test` (Makefile.frag), so
# that the two run the same set: tests start PHP with -n, and Debian
# builds these as shared modules. posix, pcntl and sockets for the hook
# and signal tests; the MySQL drivers (php8.2-mysql) for tests/mysql/ in
# load order (mysqlnd before mysqli, pdo before pdo_mysql). A module that
# is not installed is left out (its tests skip, saying which one).
#   scripts/test_extensions.sh EXTENSION_DIR [-d]
# prints one "extension=PATH" per line, or with -d one "-d extension=PATH"
# line for a command line.
set -eu
dir="${1:?usage: $0 EXTENSION_DIR [-d]}"
prefix=""
[ "${2:-}" = "-d" ] && prefix="-d "
for ext in posix pcntl sockets mysqlnd mysqli pdo pdo_mysql; do
	if [ -f "$dir/$ext.so" ]; then
		echo "${prefix}extension=$dir/$ext.so"
	fi
done

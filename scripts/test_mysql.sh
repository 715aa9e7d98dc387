# shellcheck shell=bash
# Sourced by scripts/test.sh and scripts/make_test_shell.sh (phpize's
# `make test`): the MariaDB server tests/mysql/ talk to. One server
# (scripts/mariadb.sh) for the whole run, started only when a test of that
# folder is to run, stopped when the run ends. The tests find it through
# ASYNC_TEST_MYSQL_SOCKET and ASYNC_TEST_MYSQL_PORT (run-tests passes the
# environment on). Without mariadbd they skip; a server that would not
# start makes them fail with ASYNC_TEST_MYSQL_ERROR. The server must not
# inherit scripts/asan.sh's preloaded ASan runtime.

ASYNC_TEST_MYSQL_DIR=""

# async_test_mysql_start ROOT OWNER_PID PATH...: starts the server when a
# PATH (a file or folder; anything else is ignored) holds a test of
# tests/mysql/, and exports the variables the tests read; says on stdout
# what it did. OWNER_PID is the process whose death lets a later start
# reap a server that was never stopped (scripts/mariadb.sh).
async_test_mysql_start() {
	local root="$1" owner="$2" arg need=0 started out env
	shift 2
	unset ASYNC_TEST_MYSQL_SOCKET ASYNC_TEST_MYSQL_PORT ASYNC_TEST_MYSQL_ERROR
	for arg in "$@"; do
		if [ -e "$arg" ] && [ -n "$(find "$arg" -name '*.phpt' -path '*/mysql/*' -print -quit 2>/dev/null)" ]; then
			need=1
			break
		fi
	done
	[ "$need" = 1 ] || return 0
	started=$(date +%s%N)
	out="$(mktemp)"
	env="$(env -u LD_PRELOAD OWNER_PID="$owner" "$root/scripts/mariadb.sh" start 2>"$out")"
	case $? in
		0)
			eval "$env"
			export ASYNC_TEST_MYSQL_SOCKET ASYNC_TEST_MYSQL_PORT
			echo "MariaDB for tests/mysql: $ASYNC_TEST_MYSQL_SOCKET, 127.0.0.1:$ASYNC_TEST_MYSQL_PORT (started in $((($(date +%s%N) - started) / 1000000)) ms)"
			;;
		3)
			echo "tests/mysql will skip: $(cat "$out")"
			;;
		*)
			cat "$out" >&2
			export ASYNC_TEST_MYSQL_ERROR="scripts/mariadb.sh could not start the server (its log is in the test run's output)"
			;;
	esac
	rm -f "$out"
}

# Stops the server async_test_mysql_start started, if any.
async_test_mysql_stop() {
	local root="$1"
	if [ -n "$ASYNC_TEST_MYSQL_DIR" ]; then
		env -u LD_PRELOAD "$root/scripts/mariadb.sh" stop "$ASYNC_TEST_MYSQL_DIR"
		ASYNC_TEST_MYSQL_DIR=""
	fi
}

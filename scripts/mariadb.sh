#!/bin/bash
# A throw-away MariaDB server for the tests in tests/mysql/.
#   scripts/mariadb.sh start   starts one in a new temporary directory and
#                              prints, one per line, shell assignments for
#                              eval:
#                                ASYNC_TEST_MYSQL_DIR=…     its directory
#                                ASYNC_TEST_MYSQL_SOCKET=…  its unix socket
#                                ASYNC_TEST_MYSQL_PORT=…    its port on 127.0.0.1
#                              (user root, no password, from localhost and
#                              127.0.0.1; an empty database async_test for
#                              the tests' tables). Exits 3 if mariadbd is not
#                              installed, 1 (with the end of the server's
#                              log on stderr) if it would not start.
#   scripts/mariadb.sh stop DIR
#                              stops the server of DIR and deletes DIR.
# The data directory is bootstrapped with the system tables only (see
# make_datadir) and the smallest InnoDB that works; the server runs as the
# calling user (root must say --user=root to mariadbd), listens on its own
# socket and a free loopback port, logs to DIR/error.log and keeps nothing.
# A start takes about 0.5 s. It also reaps the directories of earlier
# starts whose owner (the process that called start, or OWNER_PID) died
# without stopping its server.
set -u

find_tool() {
	local name="$1" dir
	command -v "$name" 2>/dev/null && return 0
	for dir in /usr/sbin /usr/local/sbin /usr/libexec /usr/local/bin /usr/bin; do
		if [ -x "$dir/$name" ]; then
			echo "$dir/$name"
			return 0
		fi
	done
	return 1
}

# Stops the server whose pid file is in $1 and removes $1.
stop_dir() {
	local dir="$1" pid i
	[ -d "$dir" ] || return 0
	[ -f "$dir/marker" ] || { echo "mariadb.sh: $dir is not a directory this script made" >&2; return 1; }
	pid="$(cat "$dir/server.pid" 2>/dev/null || true)"
	if [[ "$pid" =~ ^[0-9]+$ ]] && is_our_server "$pid" "$dir"; then
		kill -TERM "$pid" 2>/dev/null
		for ((i = 0; i < 300; i++)); do
			is_our_server "$pid" "$dir" || break
			sleep 0.05
		done
		if is_our_server "$pid" "$dir"; then
			kill -KILL "$pid" 2>/dev/null
			sleep 0.1
		fi
	fi
	rm -rf "$dir"
}

# Whether process $1 is the mariadbd serving directory $2 (not a reused pid).
is_our_server() {
	local pid="$1" dir="$2"
	[ -r "/proc/$pid/cmdline" ] || return 1
	tr '\0' '\n' <"/proc/$pid/cmdline" 2>/dev/null | grep -qxF -- "--datadir=$dir/data"
}

# Removes what earlier starts left behind when their owner died.
reap() {
	local dir owner
	for dir in "$BASE"/async-mariadb.*; do
		[ -f "$dir/marker" ] || continue
		[ -O "$dir" ] || continue
		owner="$(cat "$dir/owner" 2>/dev/null || true)"
		if [[ "$owner" =~ ^[0-9]+$ ]] && kill -0 "$owner" 2>/dev/null; then
			continue
		fi
		stop_dir "$dir"
	done
}

# A loopback port nothing listens on, below Linux's ephemeral range.
pick_port() {
	local port i
	for ((i = 0; i < 50; i++)); do
		port=$((20000 + RANDOM % 12000))
		if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
			echo "$port"
			return 0
		fi
	done
	return 1
}

# The SQL scripts mariadb-install-db feeds the server, where Debian and
# MariaDB's own packages put them.
find_share() {
	local dir
	for dir in /usr/share/mysql /usr/share/mariadb /usr/local/mysql/share /usr/local/share/mysql; do
		if [ -f "$dir/mysql_system_tables.sql" ] && [ -f "$dir/mysql_performance_tables.sql" ] \
			&& [ -f "$dir/mysql_system_tables_data.sql" ]; then
			echo "$dir"
			return 0
		fi
	done
	return 1
}

# make_datadir MARIADBD INSTALL_DB DIR OPTIONS...: DIR/data with the system
# tables (root without a password) and an empty database async_test. What
# mariadb-install-db does, less the help tables, the GIS procedures and the
# sys schema, which take most of its time (0.4 s against 0.8 s on an idle
# machine, 0.5 s against 5 s on a busy one); mariadb-install-db itself
# when the scripts are not where they are expected.
make_datadir() {
	local mariadbd="$1" install_db="$2" dir="$3" share
	shift 3
	if share="$(find_share)"; then
		mkdir "$dir/data" || return 1
		{
			printf 'CREATE DATABASE IF NOT EXISTS mysql;\nUSE mysql;\nSET @auth_root_socket=NULL;\n'
			cat "$share/mysql_system_tables.sql" "$share/mysql_performance_tables.sql" "$share/mysql_system_tables_data.sql"
			printf '\nCREATE DATABASE async_test;\n'
		} | "$mariadbd" "$@" --bootstrap --log-warnings=0 --enforce-storage-engine="" \
			--max-allowed-packet=8M --net-buffer-length=16K >"$dir/install.log" 2>&1
	else
		echo "CREATE DATABASE async_test;" >"$dir/init.sql"
		"$install_db" "$@" --auth-root-authentication-method=normal --skip-test-db \
			--extra-file="$dir/init.sql" >"$dir/install.log" 2>&1
	fi
}

start() {
	local mariadbd install_db dir port attempt pid i user=()
	mariadbd="$(find_tool mariadbd)" || { echo "mariadbd is not installed (Debian: apt-get install mariadb-server)" >&2; exit 3; }
	install_db="$(find_tool mariadb-install-db)" || install_db=mariadb-install-db
	reap
	dir="$(mktemp -d "$BASE/async-mariadb.XXXXXX")" || exit 1
	# The owner first: another start's reap() looks only at marked ones.
	echo "${OWNER_PID:-$PPID}" >"$dir/owner"
	touch "$dir/marker"
	# mariadbd refuses to run as root unless told so.
	[ "$(id -u)" -eq 0 ] && user=(--user=root)
	# Settings for the bootstrap and the server: a small InnoDB (buffer
	# pool, redo log, system tablespace) that does not wait for the disk
	# (the data is thrown away), no performance schema, no binary log,
	# grants by address.
	local common=(--no-defaults "${user[@]}" --datadir="$dir/data" --tmpdir="$dir"
		--innodb-buffer-pool-size=8M --innodb-log-file-size=4M
		--innodb-data-file-path=ibdata1:4M:autoextend --innodb-log-buffer-size=2M
		--innodb-flush-log-at-trx-commit=0 --innodb-doublewrite=0 --skip-innodb-use-native-aio
		--performance-schema=OFF --skip-log-bin --skip-name-resolve)
	if ! make_datadir "$mariadbd" "$install_db" "$dir" "${common[@]}"; then
		echo "the data directory could not be made:" >&2
		tail -20 "$dir/install.log" >&2
		rm -rf "$dir"
		exit 1
	fi
	for ((attempt = 0; attempt < 5; attempt++)); do
		port="$(pick_port)" || break
		: >"$dir/error.log"
		# Every descriptor redirected: it must not hold the caller's pipes
		# open (scripts/test.sh runs under tee, start under $(...)).
		"$mariadbd" "${common[@]}" --socket="$dir/sock" --port="$port" --bind-address=127.0.0.1 \
			--pid-file="$dir/mariadbd.pid" --log-error="$dir/error.log" \
			--key-buffer-size=1M --table-open-cache=64 --max-connections=200 \
			--skip-host-cache --loose-skip-feedback \
			</dev/null >>"$dir/error.log" 2>&1 &
		pid=$!
		echo "$pid" >"$dir/server.pid"
		for ((i = 0; i < 600; i++)); do
			if grep -q "ready for connections" "$dir/error.log" 2>/dev/null && [ -S "$dir/sock" ]; then
				printf 'ASYNC_TEST_MYSQL_DIR=%q\n' "$dir"
				printf 'ASYNC_TEST_MYSQL_SOCKET=%q\n' "$dir/sock"
				printf 'ASYNC_TEST_MYSQL_PORT=%q\n' "$port"
				exit 0
			fi
			kill -0 "$pid" 2>/dev/null || break
			sleep 0.05
		done
		kill -0 "$pid" 2>/dev/null && kill -KILL "$pid" 2>/dev/null
		wait "$pid" 2>/dev/null
		# Another process took the port meanwhile: try another one.
		grep -qE "Address already in use|Bind on TCP/IP port" "$dir/error.log" || break
	done
	echo "mariadbd did not start:" >&2
	tail -20 "$dir/error.log" >&2
	rm -rf "$dir"
	exit 1
}

BASE="${TMPDIR:-/tmp}"
# A unix socket path has room for 107 bytes.
[ ${#BASE} -gt 60 ] && BASE=/tmp

case "${1:-}" in
	start) start ;;
	stop)
		[ $# -eq 2 ] || { echo "usage: $0 stop DIR" >&2; exit 2; }
		stop_dir "$2"
		;;
	*)
		echo "usage: $0 start | stop DIR" >&2
		exit 2
		;;
esac

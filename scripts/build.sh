#!/bin/sh
# Installs the Debian packages the build needs (when missing), then builds
# modules/async.so with phpize. Safe to re-run.
set -eu
cd "$(dirname "$0")/.."
missing=""
command -v phpize >/dev/null 2>&1 || missing="$missing php8.2-dev"
command -v php >/dev/null 2>&1 || missing="$missing php8.2-cli"
pkg-config --exists libuv 2>/dev/null || missing="$missing libuv1-dev"
command -v re2c >/dev/null 2>&1 || missing="$missing re2c"
command -v pkg-config >/dev/null 2>&1 || missing="$missing pkg-config"
if [ -n "$missing" ]; then
	SUDO=""
	[ "$(id -u)" -ne 0 ] && SUDO="sudo"
	$SUDO apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing php8.2-opcache make gcc
fi
[ -f Makefile ] || { phpize >/dev/null && ./configure --enable-async >/dev/null; }
make -j"$(nproc)" >/dev/null
echo "built $(pwd)/modules/async.so"

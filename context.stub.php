<?php

/** @generate-class-entries */

namespace Async {

    /**
     * @strict-properties
     * @not-serializable
     */
    final class Context
    {
        public function find(string|object $key): mixed {}

        public function get(string|object $key): mixed {}

        public function has(string|object $key): bool {}

        public function findLocal(string|object $key): mixed {}

        public function getLocal(string|object $key): mixed {}

        public function hasLocal(string|object $key): bool {}

        public function set(string|object $key, mixed $value, bool $replace = false): Context {}

        public function unset(string|object $key): Context {}
    }

    class ContextException extends AsyncException {}

    function current_context(): Context {}

    function coroutine_context(): Context {}

    function root_context(): Context {}
}

<?php

/**
 * Async\Context, key/value storage bound to a scope or to a coroutine, and
 * the functions that return the contexts in reach (context.c).
 *
 * @generate-class-entries
 */

namespace Async {

    /**
     * Values stored under keys that are strings or objects (an object key
     * matches by identity, not by value). A scope's context is shared by the
     * coroutines of the scope and inherited by its child scopes; a
     * coroutine's own context is seen by that coroutine only.
     *
     * find(), get() and has() look in this context first and then up the
     * scope chain: in the context of the next scope up that has one, and so
     * on, stopping after a scope without a parent (a `new Scope()`). The
     * *Local() variants look in this context only. set() and unset() change
     * this context in place and return it.
     *
     * Obtained from current_context(), coroutine_context(), root_context()
     * or Coroutine::getContext(); `new Context()` makes a standalone one with
     * no fallback.
     *
     * @strict-properties
     * @not-serializable
     */
    final class Context
    {
        /**
         * The value under $key, looking up the scope chain.
         *
         * @param string|object $key The key.
         * @return mixed The value; null if the key is found nowhere.
         */
        public function find(string|object $key): mixed {}

        /**
         * The value under $key, looking up the scope chain.
         *
         * @param string|object $key The key.
         * @return mixed The value.
         * @throws ContextException If the key is found nowhere.
         */
        public function get(string|object $key): mixed {}

        /**
         * Whether $key is set here or up the scope chain (a key set to null
         * counts as set).
         *
         * @param string|object $key The key.
         */
        public function has(string|object $key): bool {}

        /**
         * The value under $key in this context only.
         *
         * @param string|object $key The key.
         * @return mixed The value; null if the key is not set here.
         */
        public function findLocal(string|object $key): mixed {}

        /**
         * The value under $key in this context only.
         *
         * @param string|object $key The key.
         * @return mixed The value.
         * @throws ContextException If the key is not set here.
         */
        public function getLocal(string|object $key): mixed {}

        /**
         * Whether $key is set in this context itself.
         *
         * @param string|object $key The key.
         */
        public function hasLocal(string|object $key): bool {}

        /**
         * Stores $value under $key in this context. The same key in a context
         * up the chain is shadowed, not changed.
         *
         * @param string|object $key The key; an object key keeps the object
         *        alive as long as the entry exists.
         * @param mixed $value The value.
         * @param bool $replace Whether a value already set under $key in this
         *        context may be overwritten.
         * @return Context $this.
         * @throws ContextException If $key is already set here and $replace
         *         is false.
         */
        public function set(string|object $key, mixed $value, bool $replace = false): Context {}

        /**
         * Removes $key from this context (not from contexts up the chain);
         * nothing happens if it is not set here.
         *
         * @param string|object $key The key.
         * @return Context $this.
         */
        public function unset(string|object $key): Context {}
    }

    /** A context key that was required (Context::get(), getLocal()) is missing, or set() would overwrite a key. */
    class ContextException extends AsyncException {}

    /**
     * The context of the current scope (created on first use): shared by
     * every coroutine of the scope, and seen by the scopes below it through
     * their lookups. In the main script, the main scope's context.
     */
    function current_context(): Context {}

    /**
     * The current coroutine's own context (created on first use), seen by no
     * other coroutine; lookups that miss it continue in the current scope's
     * context. In the main script, the main coroutine's context.
     */
    function coroutine_context(): Context {}

    /** The main scope's context: the root of every lookup that is not cut short by a parentless scope. */
    function root_context(): Context {}
}

<?php

/**
 * The shutdown function of the runtime (shutdown.c).
 *
 * @generate-class-entries
 */

namespace Async {

    /**
     * Registered by the runtime as the first shutdown function of every
     * request: when the main script ends, it runs the coroutines that are
     * left until all have finished (after exit(), a fatal error or an
     * uncaught exception, it cancels them first so that their finally
     * blocks run). Not meant to be called from PHP code.
     *
     * @throws \Error If called while the request is not shutting down.
     */
    function __shutdown(): void {}
}

<?php

/**
 * Async\Signal and Async\signal(): waiting for a process signal (signal.c).
 *
 * @generate-class-entries
 */

namespace Async {

    /**
     * Signals signal() can wait for. The values are TrueAsync's portable
     * numbers (those of Linux, plus Windows' SIGBREAK and second SIGABRT),
     * not necessarily the host's: each case is mapped to the host's signal.
     */
    enum Signal: int
    {
        case SIGHUP = 1;
        case SIGINT = 2;
        case SIGQUIT = 3;
        case SIGILL = 4;
        case SIGABRT = 6;
        case SIGFPE = 8;
        /** Cannot be caught: signal() refuses it. */
        case SIGKILL = 9;
        case SIGUSR1 = 10;
        case SIGSEGV = 11;
        case SIGUSR2 = 12;
        case SIGTERM = 15;
        /** Windows only (Ctrl+Break): signal() refuses it elsewhere. */
        case SIGBREAK = 21;
        /** Windows' second number for SIGABRT; the same as SIGABRT here. */
        case SIGABRT2 = 22;
        case SIGWINCH = 28;
    }

    /**
     * A Future that completes with $signal when the process next receives
     * it. Watching starts with the call, so a delivery before the Future is
     * awaited is not lost, and stops when the Future settles or is
     * destroyed. While it is watched the signal does not have its default
     * effect (ending the process, for instance); a handler installed with
     * pcntl_signal() still runs. Every pending Future for the same signal
     * completes on one delivery.
     *
     * @param Signal $signal The signal to wait for.
     * @param Completable|null $cancellation A token: if it settles first,
     *        the Future fails with the token's own error (a Timeout's
     *        TimeoutException), or with an AsyncCancellation ("Signal wait
     *        cancelled") if the token settled without one; at once if it
     *        has already settled. A disarmed Timeout is ignored.
     * @return Future<Signal> Completed with $signal.
     * @throws AsyncException If the signal cannot be caught (SIGKILL) or
     *         does not exist on this platform (SIGBREAK outside Windows).
     * @throws \TypeError If $cancellation cannot be waited for.
     */
    function signal(Signal $signal, ?Completable $cancellation = null): Future {}
}

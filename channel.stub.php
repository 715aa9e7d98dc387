<?php

/**
 * Async\Channel: message passing between coroutines (channel.c), with
 * Async\ChannelCloseReason and Async\ChannelException.
 *
 * @generate-class-entries
 */

namespace Async {

    /** Why a channel was closed (ChannelException::$reason). */
    enum ChannelCloseReason: string
    {
        /** close() was called. */
        case EXPLICIT = 'explicit';
        /** The Channel object was destroyed. */
        case DISPOSED = 'disposed';
        /** A receiver waited longer than $noProducerTimeout. */
        case NO_PRODUCERS = 'no producers timeout';
        /** A sender waited longer than $noConsumerTimeout. */
        case NO_CONSUMERS = 'no consumers timeout';
        /** Closed because nothing could ever complete a wait on it. */
        case DEADLOCK = 'deadlock';
        /** The Scope the channel was created in was disposed. */
        case SCOPE_DISPOSED = 'scope disposed';
    }

    /**
     * Thrown by send() on a closed channel, by recv() on a closed and
     * drained one, and to every coroutine waiting on a channel when it
     * closes.
     */
    class ChannelException extends AsyncException
    {
        /** Why the channel was closed. */
        public ChannelCloseReason $reason;
    }

    /**
     * A FIFO queue of values between coroutines. With capacity 0 it is a
     * rendezvous: send() waits until a receiver takes the value. With
     * capacity > 0 up to that many values wait in a buffer. Waiting senders
     * and receivers are served in arrival order; a value meets a waiting
     * receiver directly. A channel belongs to the Scope it was created in
     * and is closed (SCOPE_DISPOSED) when that scope is disposed.
     *
     * @template T
     * @strict-properties
     * @not-serializable
     */
    final class Channel implements Awaitable, \IteratorAggregate, \Countable
    {
        /**
         * @param int $capacity 0 = rendezvous, otherwise the buffer size.
         * @param int $noProducerTimeout Milliseconds a receiver may wait
         *   before the channel closes with NO_PRODUCERS; 0 = never.
         * @param int $noConsumerTimeout Milliseconds a sender may wait
         *   before the channel closes with NO_CONSUMERS; 0 = never.
         * @param bool $hardTimeouts true: those timers keep the event loop
         *   alive; false: they do not, so a program with nothing else to do
         *   ends in the scheduler's deadlock report instead of waiting.
         * @throws \ValueError If an argument is negative.
         */
        public function __construct(
            int $capacity = 0,
            int $noProducerTimeout = 0,
            int $noConsumerTimeout = 0,
            bool $hardTimeouts = false,
        ) {}

        /**
         * Sends a value, suspending the caller until a receiver took it
         * (rendezvous) or it fits in the buffer.
         *
         * @param T $value The value.
         * @param Completable|null $cancellationToken Cancels the wait
         *   (OperationCanceledException); the value is then not sent.
         * @throws ChannelException If the channel is or gets closed.
         */
        public function send(mixed $value, ?Completable $cancellationToken = null): void {}

        /**
         * Sends a value if that is possible without waiting.
         *
         * @param T $value The value.
         * @return bool false if the channel is full or closed.
         */
        public function sendAsync(mixed $value): bool {}

        /**
         * Receives the next value, suspending the caller until there is one.
         * Values buffered before close() are still received.
         *
         * @param Completable|null $cancellationToken Cancels the wait
         *   (OperationCanceledException).
         * @return T
         * @throws ChannelException If the channel is closed and drained.
         */
        public function recv(?Completable $cancellationToken = null): mixed {}

        /**
         * Receives without waiting: a Future of the next value, rejected
         * with ChannelException if the channel closes first.
         *
         * @return Future<T>
         */
        public function recvAsync(): Future {}

        /**
         * Closes the channel: waiting senders and receivers get a
         * ChannelException, buffered values can still be received. Closing a
         * closed channel does nothing.
         */
        public function close(): void {}

        /** Whether the channel is closed. */
        public function isClosed(): bool {}

        /** The buffer size given to the constructor (0 = rendezvous). */
        public function capacity(): int {}

        /** How many values wait to be received. */
        public function count(): int {}

        /** Whether no value waits to be received. */
        public function isEmpty(): bool {}

        /** Whether a send() would have to wait. */
        public function isFull(): bool {}

        /**
         * Iterates over received values until the channel is closed and
         * drained (by value only).
         *
         * @return \Iterator<null, T>
         */
        public function getIterator(): \Iterator {}
    }
}

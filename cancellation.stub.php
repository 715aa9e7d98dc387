<?php

/**
 * The root of every cancellation, registered by exceptions.c only when the
 * engine does not already declare the class.
 *
 * @generate-class-entries
 */

/**
 * Root of every cancellation (Async\AsyncCancellation and its children).
 * Stock PHP has no third throwable root beside Exception and Error, so it
 * extends Error: `catch (Exception $e)` never swallows a cancellation, while
 * `catch (Throwable $e)` and `catch (Error $e)` do. An engine that declares
 * its own \Cancellation keeps it, and the Async\ cancellations extend that.
 */
class Cancellation extends Error {}

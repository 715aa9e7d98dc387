<?php

/** @generate-class-entries */

/**
 * Root of every cancellation. Stock PHP has no third throwable root, so it
 * extends Error: `catch (Exception $e)` never swallows a cancellation.
 * Registered only when the engine does not already declare the class.
 */
class Cancellation extends Error {}

<?php

/** @generate-class-entries */

namespace Async {

    function __shutdown(): void {}
}

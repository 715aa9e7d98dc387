--TEST--
getCreatedFileAndLine()/getCreatedLocation() and getCompletedFileAndLine()/getCompletedLocation() on FutureState and Future: where the state was created and settled; [null, 0] and "unknown" while pending
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Future, FutureState};

$state = new FutureState();
$future = new Future($state);
$future->ignore();
$show = function ($what) {
    [$file, $line] = $what->getCreatedFileAndLine();
    echo basename($file), ':', $line, ' ', basename($what->getCreatedLocation()), "\n";
    [$file, $line] = $what->getCompletedFileAndLine();
    echo var_export($file === null ? null : basename($file), true), ':', $line, ' ', basename($what->getCompletedLocation()), "\n";
};
$show($state);
$show($future);
$state->complete(1);
$show($state);
$show($future);
$show(Future::completed()->ignore());
?>
--EXPECT--
015-locations.php:4 015-locations.php:4
NULL:0 unknown
015-locations.php:4 015-locations.php:4
NULL:0 unknown
015-locations.php:4 015-locations.php:4
'015-locations.php':15 015-locations.php:15
015-locations.php:4 015-locations.php:4
'015-locations.php':15 015-locations.php:15
015-locations.php:18 015-locations.php:18
'015-locations.php':18 015-locations.php:18

--TEST--
Pool: examples/pool.php (an HTTP handler on a pool of three connections, eight concurrent clients) runs as the README shows: every request served, never more than three connections
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/../../examples/pool.php';
?>
--EXPECTF--
/page/1: ["/page/1"] on connection #1 (its query #1)
/page/2: ["/page/2"] on connection #2 (its query #1)
/page/3: ["/page/3"] on connection #3 (its query #1)
/page/4: ["/page/4"] on connection #1 (its query #2)
/page/5: ["/page/5"] on connection #2 (its query #2)
/page/6: ["/page/6"] on connection #3 (its query #2)
/page/7: ["/page/7"] on connection #1 (its query #3)
/page/8: ["/page/8"] on connection #2 (its query #3)
8 requests, 3 connections opened (at most 3), %d ms (3 at a time, ~100 ms each)

--TEST--
examples/crawler.php: a concurrent crawler of a local site, three requests in flight at most, a page that takes too long given up on, a broken link reported
--EXTENSIONS--
async
--INI--
pcre.jit=0
--FILE--
<?php
require __DIR__ . '/../../examples/crawler.php';
?>
--EXPECTF--
/              200, links: 3
/about         200, links: 1
/blog          200, links: 3
/blog/1        200, links: 1
/blog/2        200, links: 2
/blog/3        200, links: 1
/docs          200, links: 3
/docs/api      200, links: 2
/docs/install  200, links: 1
/docs/missing  404, links: 0
/slow          gave up after 500 ms
11 pages in %d ms, at most 3 requests in flight (limit 3)

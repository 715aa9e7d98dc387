--TEST--
examples/shell.php: shell commands run three at a time through exec() in a TaskGroup, with a progress line per finished command, a failing command and one killed at its time limit
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/../../examples/shell.php';
?>
--EXPECTF--
[0/6] 0 ok, 0 failed, 3 running
[1/6] %d ok, %d failed, %d running
[2/6] %d ok, %d failed, %d running
[3/6] %d ok, %d failed, %d running
[4/6] %d ok, %d failed, %d running
[5/6] %d ok, %d failed, %d running
[6/6] 4 ok, 2 failed, 0 running
lint       exit 0   no syntax errors
unit tests exit 0   42 tests, 0 failures
docs       exit 0   12 pages
deploy     exit 2   permission denied
count      exit 0   3
hangs      timeout  killed after 1000 ms
6 commands, 4 ok, 2 failed, in %d ms

--TEST--
examples/worker.php: a TaskGroup of workers drains a job queue and stops gracefully on the SIGTERM it sends itself: running jobs finish, none is cut short, the rest stay queued
--EXTENSIONS--
async
posix
--FILE--
<?php
require __DIR__ . '/../../examples/worker.php';
?>
--EXPECTF--
sending SIGTERM to myself
SIGTERM: finishing the jobs in hand, starting no new one
stopped by SIGTERM
jobs: %d done, %d left in the queue, every started job finished: yes
done + left = 40 of 40 jobs, in %d ms

<?php
/*
 * A job worker: a TaskGroup of four workers drains a queue of jobs, and
 * SIGTERM stops it gracefully: the jobs that are running finish, no new
 * job starts, and the jobs left in the queue are reported (a real worker
 * would put them back).
 *
 *   php -n -d extension=$PWD/modules/async.so -d extension=posix examples/worker.php
 *
 * To show the stop without waiting for you, the example sends itself
 * SIGTERM (posix_kill()) after 200 ms, when ext/posix is loaded.
 * Without posix it says so and drains the whole queue; stop it yourself
 * with `kill -TERM <pid>` meanwhile.
 */
use Async\{Channel, ChannelException, OperationCanceledException, Signal, TaskGroup};
use function Async\{delay, signal, spawn};

const WORKERS = 4;
const JOBS = 40;

$queue = new Channel(JOBS);
for ($i = 1; $i <= JOBS; $i++) {
    $queue->send(['id' => $i, 'ms' => 20 + ($i * 37) % 60]);   // a job takes 20-79 ms
}
$queue->close();                     // no more jobs will come: a drained queue ends the workers

$sigterm = signal(Signal::SIGTERM); // a Future that completes at the first SIGTERM
$stats = ['started' => 0, 'done' => 0];

$work = function () use ($queue, $sigterm, &$stats): void {
    while (true) {
        try {
            $job = $queue->recv($sigterm);   // SIGTERM cancels the wait for the next job...
        } catch (OperationCanceledException | ChannelException) {
            return;                          // ...as does a closed, drained queue
        }
        $stats['started']++;
        delay($job['ms']);                   // the job; a SIGTERM meanwhile does not cut it short
        $stats['done']++;
        if ($sigterm->isCompleted()) {
            return;                          // stop after the job in hand
        }
    }
};

$group = new TaskGroup();
for ($w = 1; $w <= WORKERS; $w++) {
    $group->spawnWithKey("worker $w", $work);
}
$group->close();

if (extension_loaded('posix')) {
    spawn(function () {
        delay(200);
        echo "sending SIGTERM to myself\n";
        posix_kill(getmypid(), defined('SIGTERM') ? SIGTERM : 15);   // SIGTERM is ext/pcntl's constant
    });
} else {
    echo "posix is not loaded: draining the whole queue (kill -TERM ", getmypid(), " stops it)\n";
}

$start = hrtime(true);
$sigterm->map(function () {
    echo "SIGTERM: finishing the jobs in hand, starting no new one\n";
})->ignore();
$group->all()->await();             // a worker that failed: a CompositeException here
$elapsed = (hrtime(true) - $start) / 1e6;
$sigterm->cancel();                  // stop watching SIGTERM (and say the Future was dealt with)

$left = count($queue);
echo $sigterm->isCancelled() ? "queue drained\n" : "stopped by SIGTERM\n";
printf("jobs: %d done, %d left in the queue, every started job finished: %s\n",
    $stats['done'], $left, $stats['started'] === $stats['done'] ? 'yes' : 'NO');
printf("done + left = %d of %d jobs, in %d ms\n", $stats['done'] + $left, JOBS, $elapsed);

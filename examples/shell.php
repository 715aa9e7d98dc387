<?php
/*
 * A parallel shell-command runner: at most three commands at once, each
 * with a time limit, a progress line while they run and a report in the
 * order they were given. Plain exec() in coroutines of an Async\TaskGroup.
 *
 *   php -n -d extension=$PWD/modules/async.so examples/shell.php
 *
 * On a terminal the progress line is redrawn in place (on stderr); when
 * stderr is not a terminal each change is a line of its own.
 */
use Async\{OperationCanceledException, TaskGroup};
use function Async\{spawn, await, timeout};

const PARALLEL = 3;
const TIME_LIMIT_MS = 1000;

$commands = [
    'lint'       => 'sleep 0.2; echo "no syntax errors"',
    'unit tests' => 'sleep 0.4; echo "42 tests, 0 failures"',
    'docs'       => 'sleep 0.3; echo "12 pages"',
    'deploy'     => 'sleep 0.1; echo "permission denied" >&2; exit 2',
    'count'      => 'printf "%s\n" a b c | wc -l',
    'hangs'      => 'exec sleep 30',   // exec: the shell becomes sleep, so the kill reaches it
];

/**
 * Runs one command: [exit status, last line of output]; killed at the time limit.
 *
 * @return array{?int, string}
 */
function run(string $command): array
{
    $process = spawn(function () use ($command) {
        exec("{ $command; } 2>&1", $output, $status);   // suspends this coroutine only
        return [$status, trim((string) end($output))];
    });
    try {
        return await($process, timeout(TIME_LIMIT_MS));
    } catch (OperationCanceledException) {
        $process->cancel();         // exec() kills the shell (SIGKILL) and reaps it; the
                                    // shell's own children are not tracked
        return [null, 'killed after ' . TIME_LIMIT_MS . ' ms'];
    }
}

$tty = stream_isatty(STDERR);
$progress = function (int $done, int $ok, int $failed, int $running) use ($commands, $tty) {
    $line = sprintf('[%d/%d] %d ok, %d failed, %d running', $done, count($commands), $ok, $failed, $running);
    fwrite(STDERR, $tty ? "\r\033[K$line" : "$line\n");
};

$start = hrtime(true);
$group = new TaskGroup(concurrency: PARALLEL);
foreach ($commands as $name => $command) {
    $group->spawnWithKey($name, run(...), $command);
}
$group->close();

$outcomes = [];
$ok = $failed = 0;
$progress(0, 0, 0, min(PARALLEL, count($commands)));
foreach ($group as $name => [$outcome, $error]) {   // in the order they finish
    $outcomes[$name] = $outcome;
    $outcome[0] === 0 ? $ok++ : $failed++;
    $progress($ok + $failed, $ok, $failed, min(PARALLEL, count($commands) - $ok - $failed));
}
if ($tty) {
    fwrite(STDERR, "\n");
}

foreach ($commands as $name => $command) {
    [$status, $last] = $outcomes[$name];
    printf("%-10s %-8s %s\n", $name, $status === null ? 'timeout' : "exit $status", $last);
}
printf("%d commands, %d ok, %d failed, in %d ms\n", count($commands), $ok, $failed, (hrtime(true) - $start) / 1e6);

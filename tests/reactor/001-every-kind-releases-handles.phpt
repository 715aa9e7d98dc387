--TEST--
Every reactor event kind in use at once (timer, signal, filesystem, DNS, thread+trigger, poll, process, exec): handles are open while they work and all closed afterwards
--EXTENSIONS--
async
posix
--FILE--
<?php
use Async\{Signal, FileSystemWatcher};
use function Async\{spawn, await_all, delay, signal, runtime_stats};

$dir = sys_get_temp_dir() . '/async-kinds-' . getmypid();
@mkdir($dir);
$watcher = new FileSystemWatcher($dir);                       // filesystem
$sig = signal(Signal::SIGUSR2);                               // signal
$peak = 0;
[$results, $errors] = await_all([
    'timer' => spawn(function () { usleep(30000); return 'slept'; }),
    'dns' => spawn(fn () => gethostbyaddr('127.0.0.1')),       // DNS (getnameinfo)
    'thread' => spawn(fn () => gethostbyname('localhost')),    // thread + trigger
    'exec' => spawn(fn () => trim(shell_exec('sleep 0.02; echo run'))), // exec
    'pipe+process' => spawn(function () {                      // poll + process
        $p = proc_open('sleep 0.02; echo piped', [1 => ['pipe', 'w']], $pipes);
        $out = trim(fgets($pipes[1]));
        return [$out, proc_close($p)];
    }),
    'peak' => spawn(function () use (&$peak) {
        for ($i = 0; $i < 10; $i++) { $peak = max($peak, runtime_stats()['reactor_handles']); delay(2); }
    }),
    'fs' => spawn(function () use ($dir, $watcher) {
        touch("$dir/f");
        foreach ($watcher as $event) { return $event->filename; }
    }),
    'signal' => spawn(function () use ($sig) { posix_kill(getmypid(), SIGUSR2); return $sig->await()->name; }),
]);
var_dump($errors);
echo json_encode($results), "\n";
var_dump($peak >= 3);
$watcher->close();
delay(1);
var_dump(runtime_stats()['reactor_handles'], runtime_stats()['reactor_active_events']);
unlink("$dir/f");
rmdir($dir);
?>
--EXPECT--
array(0) {
}
{"timer":"slept","dns":"localhost","thread":"127.0.0.1","exec":"run","pipe+process":["piped",0],"peak":null,"fs":"f","signal":"SIGUSR2"}
bool(true)
int(0)
int(0)

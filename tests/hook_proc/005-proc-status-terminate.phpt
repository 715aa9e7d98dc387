--TEST--
proc_get_status() and proc_terminate() keep PHP's behaviour next to the cooperative proc_close()
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

function probe(): array
{
    $proc = proc_open('exec sleep 5', [], $pipes);
    $running = proc_get_status($proc);
    $terminated = proc_terminate($proc, 9);   // SIGKILL: cannot be blocked or ignored
    for ($i = 0; $i < 400 && ($after = proc_get_status($proc))['running']; $i++) {
        usleep(5000);
    }
    return [$running['running'], $terminated, $after['running'], $after['signaled'], $after['termsig'], proc_close($proc)];
}
$outside = probe();
$inside = await(spawn('probe'));
var_dump($outside === $inside, $inside);
try {
    await(spawn(fn () => proc_close(STDIN)));
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
bool(true)
array(6) {
  [0]=>
  bool(true)
  [1]=>
  bool(true)
  [2]=>
  bool(false)
  [3]=>
  bool(true)
  [4]=>
  int(9)
  [5]=>
  int(-1)
}
proc_close(): supplied resource is not a valid process resource

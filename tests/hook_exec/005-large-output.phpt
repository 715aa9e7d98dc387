--TEST--
shell_exec() and exec() collect megabytes of output intact
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

$cmd = 'seq 1 200000';
$outside = shell_exec($cmd);
$inside = await(spawn(fn () => shell_exec($cmd)));
var_dump(strlen($inside), $inside === $outside);
$lines = await(spawn(function () use ($cmd) { exec($cmd, $out); return $out; }));
var_dump(count($lines), $lines[199999]);
?>
--EXPECT--
int(1288895)
bool(true)
int(200000)
string(6) "200000"

--TEST--
Coroutine::getSpawnFileAndLine()/getSpawnLocation(): where spawn() was called; main reports [null, 0] / "unknown"
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, current_coroutine};

function make() {
    return spawn(fn () => 1);
}
$a = make();
$b = spawn(fn () => 2);
[$c] = array_map('Async\spawn', [fn () => 3]);
$d = await(spawn(function () {
    return spawn(fn () => 4);
}));
foreach ([$a, $b, $c, $d] as $co) {
    [$file, $line] = $co->getSpawnFileAndLine();
    echo $co->getId(), ': ', basename($file), ' ', $line, ' ', basename($co->getSpawnLocation()), "\n";
}
var_dump($b->getSpawnLocation() === __FILE__ . ':8');
var_dump(current_coroutine()->getSpawnFileAndLine(), current_coroutine()->getSpawnLocation());
?>
--EXPECT--
2: 017-spawn-location.php 5 017-spawn-location.php:5
3: 017-spawn-location.php 8 017-spawn-location.php:8
4: 017-spawn-location.php 9 017-spawn-location.php:9
6: 017-spawn-location.php 11 017-spawn-location.php:11
bool(true)
array(2) {
  [0]=>
  NULL
  [1]=>
  int(0)
}
string(7) "unknown"

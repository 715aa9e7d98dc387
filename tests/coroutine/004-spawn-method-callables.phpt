--TEST--
spawn() accepts method callables: [$obj, 'm'], 'Class::static', [Class, 'static'], first-class callables, __invoke, __call, __callStatic
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

class Worker {
    public function __construct(private string $name) {}
    public function run(int $n, string $sfx = '!') { return "{$this->name}:$n$sfx"; }
    public static function make(string $a, string $b = 'B') { return static::class . "::make($a,$b)"; }
    public function __invoke($x) { return "invoke $x"; }
}
class Magic {
    public function __call($m, $a) { return "__call $m(" . implode(',', $a) . ")"; }
    public static function __callStatic($m, $a) { return "__callStatic $m(" . implode(',', $a) . ")"; }
}

$w = new Worker('w');
var_dump(await(spawn([$w, 'run'], 3)));
var_dump(await(spawn([$w, 'run'], 3, sfx: '?')));
var_dump(await(spawn('Worker::make', 'x')));
var_dump(await(spawn([Worker::class, 'make'], b: 'y', a: 'z')));
var_dump(await(spawn($w->run(...), 9)));
var_dump(await(spawn(Worker::make(...), 'q')));
var_dump(await(spawn($w, 5)));
var_dump(await(spawn([new Magic, 'dyn'], 1, 2)));
var_dump(await(spawn('Magic::stat', 3)));
?>
--EXPECT--
string(4) "w:3!"
string(4) "w:3?"
string(17) "Worker::make(x,B)"
string(17) "Worker::make(z,y)"
string(4) "w:9!"
string(17) "Worker::make(q,B)"
string(8) "invoke 5"
string(15) "__call dyn(1,2)"
string(20) "__callStatic stat(3)"

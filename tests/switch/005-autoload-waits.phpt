--TEST--
a coroutine needing a class another coroutine is autoloading waits for it instead of failing
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

$loads = 0;
spl_autoload_register(function ($class) use (&$loads) {
    $loads++;
    echo "autoloading $class\n";
    delay(20); // the loader suspends half-way, e.g. fetching code
    eval("class $class { public static function hi() { return '$class ready'; } }");
});

$a = spawn(fn() => SlowClass::hi());
$b = spawn(fn() => SlowClass::hi());
var_dump(await($a), await($b), $loads);
?>
--EXPECT--
autoloading SlowClass
string(15) "SlowClass ready"
string(15) "SlowClass ready"
int(1)

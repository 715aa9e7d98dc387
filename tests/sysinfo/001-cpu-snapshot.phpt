--TEST--
Async\CpuSnapshot::now(): final, readonly int counters that grow; private constructor, no dynamic properties, not serializable
--EXTENSIONS--
async
--FILE--
<?php
use Async\CpuSnapshot;

$a = CpuSnapshot::now();
foreach (['wallNs', 'processUserNs', 'processSystemNs', 'systemIdleNs', 'systemBusyNs', 'cpuCount'] as $name) {
    echo $name, ": ", get_debug_type($a->$name), " ", $a->$name >= 0 ? "ok" : "negative", "\n";
}
var_dump($a->cpuCount >= 1);
if (PHP_OS_FAMILY === 'Linux' || PHP_OS_FAMILY === 'Windows') {
    var_dump($a->systemIdleNs + $a->systemBusyNs > 0);
} else {
    var_dump(true);
}

// Burn CPU until the process counters move (they tick in microseconds or
// coarser); the deadline only keeps a broken counter from hanging the test.
$deadline = hrtime(true) + 10e9;
do {
    for ($i = 0; $i < 100000; $i++) {}
    $b = CpuSnapshot::now();
} while ($b->processUserNs + $b->processSystemNs === $a->processUserNs + $a->processSystemNs && hrtime(true) < $deadline);
var_dump($b->wallNs > $a->wallNs);
var_dump($b->processUserNs + $b->processSystemNs > $a->processUserNs + $a->processSystemNs);
var_dump($b->processUserNs >= $a->processUserNs, $b->processSystemNs >= $a->processSystemNs);
var_dump($b->systemIdleNs >= $a->systemIdleNs || $b->systemBusyNs >= $a->systemBusyNs);

$r = new ReflectionClass(CpuSnapshot::class);
var_dump($r->isFinal(), $r->getConstructor()->isPrivate());
try {
    $a->wallNs = 1;
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
try {
    $a->other = 1;
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
try {
    new CpuSnapshot();
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
try {
    serialize($a);
} catch (Exception $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
wallNs: int ok
processUserNs: int ok
processSystemNs: int ok
systemIdleNs: int ok
systemBusyNs: int ok
cpuCount: int ok
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
Cannot modify readonly property Async\CpuSnapshot::$wallNs
Cannot create dynamic property Async\CpuSnapshot::$other
Call to private Async\CpuSnapshot::__construct() from global scope
Serialization of 'Async\CpuSnapshot' is not allowed

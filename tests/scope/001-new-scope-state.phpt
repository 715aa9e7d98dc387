--TEST--
new Scope(): a root scope, empty, open, DISPOSE_SAFELY; asNotSafely()/allowZombies()/provideScope() return $this; Scope::inherit() copies the flag
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;

$s = new Scope();
var_dump($s);
var_dump($s->isFinished(), $s->isClosed(), $s->isCancelled());
var_dump($s->provideScope() === $s);
var_dump($s instanceof Async\ScopeProvider);

$child = Scope::inherit($s);
var_dump($child);

$ns = new Scope();
var_dump($ns->asNotSafely() === $ns);
var_dump(Scope::inherit($ns));
var_dump($ns->allowZombies() === $ns);
var_dump(Scope::inherit($ns));

// The flag is copied when the child is created, not looked up later.
$p = new Scope();
$c = Scope::inherit($p);
$p->asNotSafely();
var_dump($c);

try {
    $x = clone $s;
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    $s->__construct();
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    Scope::inherit(new stdClass);
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
?>
--EXPECT--
object(Async\Scope)#1 (5) {
  ["active"]=>
  int(0)
  ["zombies"]=>
  int(0)
  ["closed"]=>
  bool(false)
  ["cancelled"]=>
  bool(false)
  ["disposeSafely"]=>
  bool(true)
}
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
object(Async\Scope)#3 (5) {
  ["active"]=>
  int(0)
  ["zombies"]=>
  int(0)
  ["closed"]=>
  bool(false)
  ["cancelled"]=>
  bool(false)
  ["disposeSafely"]=>
  bool(true)
}
bool(true)
object(Async\Scope)#5 (5) {
  ["active"]=>
  int(0)
  ["zombies"]=>
  int(0)
  ["closed"]=>
  bool(false)
  ["cancelled"]=>
  bool(false)
  ["disposeSafely"]=>
  bool(false)
}
bool(true)
object(Async\Scope)#5 (5) {
  ["active"]=>
  int(0)
  ["zombies"]=>
  int(0)
  ["closed"]=>
  bool(false)
  ["cancelled"]=>
  bool(false)
  ["disposeSafely"]=>
  bool(true)
}
object(Async\Scope)#6 (5) {
  ["active"]=>
  int(0)
  ["zombies"]=>
  int(0)
  ["closed"]=>
  bool(false)
  ["cancelled"]=>
  bool(false)
  ["disposeSafely"]=>
  bool(true)
}
Error: Trying to clone an uncloneable object of class Async\Scope
Error: Async\Scope is already constructed
TypeError: Async\Scope::inherit(): Argument #1 ($parentScope) must be of type ?Async\Scope, stdClass given

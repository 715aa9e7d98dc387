--TEST--
Xdebug develop mode: the overloaded var_dump() inside coroutines names the coroutine's own file and line, before and after a suspension
--EXTENSIONS--
async
--SKIPIF--
<?php
require __DIR__ . '/xdebug.inc';
if ($reason = xdebug_skip_reason()) die($reason);
?>
--FILE--
<?php
require __DIR__ . '/xdebug.inc';

echo xdebug_run('develop', <<<'PHP'
<?php
use function Async\{spawn, await_all, suspend};

class Point { public function __construct(public int $x, private array $tags) {} }

await_all([
    spawn(function () {
        var_dump(new Point(1, ['a']));
        suspend();
        var_dump(['after' => true]);
    }),
    spawn(function () {
        xdebug_var_dump("second");
    }),
]);
var_dump(ini_get('xdebug.mode'));
PHP);
?>
--EXPECTF--
%s005-var-dump-overload.child.php:8:
class Point#%d (2) {
  public int $x =>
  int(1)
  private array $tags =>
  array(1) {
    [0] =>
    string(1) "a"
  }
}
%s005-var-dump-overload.child.php:13:
string(6) "second"
%s005-var-dump-overload.child.php:10:
array(1) {
  'after' =>
  bool(true)
}
%s005-var-dump-overload.child.php:16:
string(7) "develop"

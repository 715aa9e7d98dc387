--TEST--
getChildScopes(): the direct children made with Scope::inherit() (not grandchildren, not root scopes); a child leaves the list once it is gone
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{delay, suspend};

$p = new Scope();
var_dump($p->getChildScopes());
$a = Scope::inherit($p);
$b = Scope::inherit($p);
$grandchild = Scope::inherit($a);
$unrelated = new Scope();

$children = $p->getChildScopes();
var_dump(count($children));
var_dump(in_array($a, $children, true), in_array($b, $children, true));
var_dump(in_array($grandchild, $children, true), in_array($unrelated, $children, true));
var_dump($a->getChildScopes() === [$grandchild], $b->getChildScopes() === [], $unrelated->getChildScopes() === []);
unset($children);

// An empty child whose object is released is gone.
unset($b);
var_dump(count($p->getChildScopes()), $p->getChildScopes()[0] === $a);

// A child created inside a coroutine, whose object was dropped, is listed
// while its coroutine runs (a new object wraps it); then it is gone.
$release = false;
$p->spawn(function () use (&$release) {
    Scope::inherit()->spawn(function () use (&$release) {
        while (!$release) {
            delay(1);
        }
    });
});
suspend();
suspend();
$children = $p->getChildScopes();
var_dump(count($children));
foreach ($children as $c) {
    if ($c !== $a) {
        var_dump($c instanceof Scope, $c->isClosed(), $c->isFinished());
    }
}
unset($children, $c);
$release = true;
for ($i = 0; $i < 5000 && count($p->getChildScopes()) > 1; $i++) {
    delay(1);
}
var_dump(count($p->getChildScopes()));
?>
--EXPECT--
array(0) {
}
int(2)
bool(true)
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
bool(true)
int(1)
bool(true)
int(2)
bool(true)
bool(true)
bool(false)
int(1)

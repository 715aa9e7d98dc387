--TEST--
setChildScopeExceptionHandler(): the nearest ancestor's handler gets exceptions of coroutines in descendant scopes, with $scope = the scope where it happened; a scope's own handler comes first
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use Async\Coroutine;
use function Async\{delay, suspend};

$root = new Scope();
$mid = Scope::inherit($root);
$leaf = Scope::inherit($mid);
$deep = Scope::inherit($leaf);
$names = [spl_object_id($root) => 'root', spl_object_id($mid) => 'mid', spl_object_id($leaf) => 'leaf', spl_object_id($deep) => 'deep'];

$root->setChildScopeExceptionHandler(function (Scope $s, Coroutine $c, Throwable $e) use ($names) {
    echo "root's child handler: ", $e->getMessage(), " in ", $names[spl_object_id($s)], "\n";
});
$mid->spawn(function () {
    throw new RuntimeException("from mid");
});
$deep->spawn(function () {
    throw new RuntimeException("from deep");
});
delay(10);

// A nearer ancestor's child handler wins.
$leaf->setChildScopeExceptionHandler(function (Scope $s, Coroutine $c, Throwable $e) use ($names) {
    echo "leaf's child handler: ", $e->getMessage(), " in ", $names[spl_object_id($s)], "\n";
});
$deep->spawn(function () {
    throw new RuntimeException("from deep again");
});
delay(10);

// The scope's own handler comes before any ancestor's.
$deep->setExceptionHandler(function (Scope $s, Coroutine $c, Throwable $e) use ($names) {
    echo "deep's own handler: ", $e->getMessage(), " in ", $names[spl_object_id($s)], "\n";
});
$deep->spawn(function () {
    throw new RuntimeException("from deep, third");
});
delay(10);
// A child handler is not used for the scope's own coroutines: leaf has none of
// its own, so root's child handler (leaf is a descendant of root) takes it.
$leaf->spawn(function () {
    throw new RuntimeException("from leaf");
});
delay(10);
var_dump($root->isCancelled(), $mid->isCancelled(), $leaf->isCancelled(), $deep->isCancelled());
?>
--EXPECT--
root's child handler: from mid in mid
root's child handler: from deep in deep
leaf's child handler: from deep again in deep
deep's own handler: from deep, third in deep
root's child handler: from leaf in leaf
bool(false)
bool(false)
bool(false)
bool(false)

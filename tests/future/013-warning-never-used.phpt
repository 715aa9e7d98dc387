--TEST--
A Future destroyed without having been awaited, mapped, caught, finally'd, cancelled or ignored warns once, naming where its state was created; a FutureState alone does not warn
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Future, FutureState};

$state = new FutureState();
$future = new Future($state);
$second = new Future($state);
$state->complete('value');
unset($future, $second, $state);
echo "after unset\n";

$lonely = new FutureState();
unset($lonely);

$used = Future::completed(1);
$used->await();
unset($used);
echo "done\n";
?>
--EXPECTF--
Warning: Future was never used; call await(), map(), catch(), finally() or ignore() to suppress this warning. Created at %s013-warning-never-used.php:4 in Unknown on line 0
after unset
done

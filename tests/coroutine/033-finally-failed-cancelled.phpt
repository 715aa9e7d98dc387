--TEST--
Coroutine::finally() handlers see the exception of a failed coroutine and the cancellation of a cancelled one
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, suspend};

$f = spawn(function () {
    throw new DomainException('bad');
});
$f->finally(function ($co) {
    echo "failed: ", get_class($co->getException()), ': ', $co->getException()->getMessage(), ' result=', var_export($co->getResult(), true), "\n";
});
$n = spawn(function () {
    echo "never\n";
});
$n->finally(function ($co) {
    echo "cancelled: ", var_export($co->isCancelled(), true), ' ', $co->getException()->getMessage(), "\n";
});
$n->cancel();
suspend();
echo "end\n";
?>
--EXPECT--
failed: DomainException: bad result=NULL
cancelled: true Coroutine cancelled
end

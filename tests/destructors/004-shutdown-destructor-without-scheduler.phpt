--TEST--
without any coroutine, shutdown destructors run exactly as in plain PHP
--EXTENSIONS--
async
--FILE--
<?php
class A { public function __destruct() { echo "A destructed\n"; } }
$a = new A();
register_shutdown_function(fn() => print("shutdown\n"));
echo "end\n";
?>
--EXPECT--
end
shutdown
A destructed

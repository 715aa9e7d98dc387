--TEST--
destructors run at shutdown may delay(); the others go on meanwhile, after user shutdown functions
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay};

class Conn {
    public function __construct(public string $name, public int $ms) {}
    public function __destruct() {
        echo "closing {$this->name}\n";
        delay($this->ms);
        echo "closed {$this->name}\n";
    }
}
$a = new Conn("a", 10);
$b = new Conn("b", 200);
register_shutdown_function(function () { echo "user shutdown\n"; });
spawn(fn() => delay(5));
echo "end\n";
?>
--EXPECT--
end
user shutdown
closing b
closing a
closed a
closed b

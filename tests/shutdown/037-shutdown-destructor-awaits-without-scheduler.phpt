--TEST--
A destructor may await at shutdown even when no coroutine ever ran in the request; the others go on meanwhile
--EXTENSIONS--
async
--FILE--
<?php
use function Async\delay;

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
echo "end\n";
?>
--EXPECT--
end
user shutdown
closing b
closing a
closed a
closed b

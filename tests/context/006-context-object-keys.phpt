--TEST--
Context object keys compare by identity (not by value or class); the context keeps its key objects alive, so a reused handle never matches a dropped key
--EXTENSIONS--
async
--FILE--
<?php
use Async\Context;

final class Key
{
    public function __construct(public string $name) {}
    public function __destruct()
    {
        echo "Key {$this->name} destroyed\n";
    }
}

$ctx = new Context();
$a = new Key("a");
$a2 = new Key("a");
$ctx->set($a, "value for a");
var_dump($ctx->get($a), $ctx->has($a2), $ctx->find($a2), $ctx->has("a"));
$ctx->set($a2, "value for a2");
var_dump($ctx->get($a), $ctx->get($a2));
// A string key never matches an object key, whatever its string form.
$ctx->set("Key", "string");
var_dump($ctx->get($a));

// Drop our reference: the context still holds the key object.
$id = spl_object_id($a);
$a = null;
echo "variable dropped\n";
$b = new Key("b");
var_dump(spl_object_id($b) !== $id, $ctx->has($b));

// unset() releases the key object.
$ctx->unset($a2);
echo "after unset\n";
$a2 = null;
echo "variable a2 dropped\n";
$ctx = null;
echo "context dropped\n";
?>
--EXPECT--
string(11) "value for a"
bool(false)
NULL
bool(false)
string(11) "value for a"
string(12) "value for a2"
string(11) "value for a"
variable dropped
bool(true)
bool(false)
after unset
Key a destroyed
variable a2 dropped
Key a destroyed
context dropped
Key b destroyed

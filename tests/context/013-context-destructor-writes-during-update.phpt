--TEST--
Context: a value whose destructor writes to the same Context while set(replace: true), unset() or the Context's own release drops it sees a consistent table (was an invalid write / use after free)
--EXTENSIONS--
async
--FILE--
<?php
use Async\Context;

class Writer {
    public function __construct(private Closure $onDestruct, private string $name) {}
    public function __destruct() {
        echo "destruct {$this->name}\n";
        ($this->onDestruct)();
    }
}

// set(replace: true) on a string key: the destructor rewrites the key and
// adds enough keys to make the table grow.
$ctx = new Context();
$ctx->set("k", new Writer(function () use ($ctx) {
    $ctx->set("k", "from destructor", replace: true);
    for ($i = 0; $i < 20; $i++) {
        $ctx->set("extra$i", $i);
    }
}, "string value"));
var_dump($ctx->set("k", "new value", replace: true) === $ctx);
// The replacement is done before the old value goes, so the destructor's write comes last.
var_dump($ctx->get("k"), $ctx->get("extra19"));

// The same with an object key.
$key = new stdClass();
$ctx->set($key, new Writer(function () use ($ctx, $key) {
    $ctx->set($key, "from destructor", replace: true);
}, "object value"));
$ctx->set($key, "new value", replace: true);
var_dump($ctx->get($key));

// unset() of an object key: the destructor sets the key again; the key
// object and its value stay paired.
$ctx->set($key, new Writer(function () use ($ctx, $key) {
    $ctx->set($key, "set again");
}, "unset object value"), replace: true);
$ctx->unset($key);
var_dump($ctx->get($key));
$ctx->unset($key);
var_dump($ctx->has($key));

// unset() of a string key whose destructor unsets other keys.
$ctx->set("gone", new Writer(function () use ($ctx) {
    for ($i = 0; $i < 20; $i++) {
        $ctx->unset("extra$i");
    }
}, "unset string value"));
$ctx->unset("gone");
var_dump($ctx->has("gone"), $ctx->has("extra0"));

// The Context's own release: a destructor that reaches it through a
// WeakReference finds it gone.
$standalone = new Context();
$ref = WeakReference::create($standalone);
$standalone->set("v", new Writer(function () use ($ref) {
    var_dump($ref->get());
}, "released with its context"));
unset($standalone);
echo "end\n";
?>
--EXPECT--
destruct string value
bool(true)
string(15) "from destructor"
int(19)
destruct object value
string(15) "from destructor"
destruct unset object value
string(9) "set again"
bool(false)
destruct unset string value
bool(false)
bool(false)
destruct released with its context
NULL
end

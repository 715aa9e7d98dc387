--TEST--
Context: set()/get()/find()/has() and their *Local() forms on a standalone new Context(); any value type, null included; set()/unset() return the same Context
--EXTENSIONS--
async
--FILE--
<?php
use Async\Context;

$ctx = new Context();
var_dump($ctx->has("a"), $ctx->find("a"), $ctx->hasLocal("a"), $ctx->findLocal("a"));
var_dump($ctx->set("a", 1) === $ctx);
$ctx->set("b", [1, 2])->set("c", null)->set("d", 1.5)->set("", "empty key")->set("0", "zero");
var_dump($ctx->get("a"), $ctx->getLocal("b"), $ctx->find("d"), $ctx->findLocal(""), $ctx->get("0"));
// A key holding null: has() is true, find() returns null, get() does not throw.
var_dump($ctx->has("c"), $ctx->hasLocal("c"), $ctx->find("c"), $ctx->get("c"));
// Values are copied in: changing the variable later does not change the context.
$arr = ["x"];
$ctx->set("arr", $arr);
$arr[] = "y";
var_dump($ctx->get("arr"));
var_dump($ctx->unset("a") === $ctx, $ctx->has("a"), $ctx->find("a"));
var_dump($ctx->unset("never set") === $ctx);
var_dump((new Context())->has("b"));
?>
--EXPECT--
bool(false)
NULL
bool(false)
NULL
bool(true)
int(1)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
float(1.5)
string(9) "empty key"
string(4) "zero"
bool(true)
bool(true)
NULL
NULL
array(1) {
  [0]=>
  string(1) "x"
}
bool(true)
bool(false)
NULL
bool(true)
bool(false)

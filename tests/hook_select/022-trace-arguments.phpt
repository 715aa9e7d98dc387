--TEST--
An exception thrown by stream_select() inside a coroutine shows the caller's own arguments in its trace, as outside
--EXTENSIONS--
async
--INI--
zend.exception_ignore_args=0
--FILE--
<?php
use function Async\{spawn, await};

[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);

function args_of(Closure $call): array
{
    try {
        $call();
        return [];
    } catch (Throwable $e) {
        $out = [];
        for (; $e !== null; $e = $e->getPrevious()) {
            $out[] = $e->getTrace()[0]['args'];
        }
        return $out;
    }
}

function probes($a): array
{
    return [
        args_of(function () {
            $r = $w = $e = [];
            stream_select($r, $w, $e, 7, 250);
        }),
        args_of(function () use ($a) {
            $r = [$a, 'nope'];
            $w = $e = null;
            stream_select($r, $w, $e, "0", 100000);
        }),
        args_of(function () {
            $r = $w = $e = null;
            stream_select($r, $w, $e, null);
        }),
    ];
}

$outside = probes($a);
$inside = await(spawn(probes(...), $a));
var_dump($inside === $outside);
array_walk_recursive($inside, function (&$v) {
    $v = is_resource($v) ? 'stream' : $v;
});
echo json_encode($inside), "\n";
?>
--EXPECT--
bool(true)
[[[[],[],[],7,250]],[[["stream","nope"],null,null,"0",100000],[["stream","nope"],null,null,"0",100000],[["stream","nope"],null,null,"0",100000]],[[null,null,null,null]]]

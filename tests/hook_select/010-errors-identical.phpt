--TEST--
stream_select() errors inside a coroutine are PHP's own: the same exceptions (and chains), messages and arrays as the same calls before the scheduler runs
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
[$ready, $peer] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
fwrite($peer, "x");
$closed = fopen('php://memory', 'r');
fclose($closed);

function cases($a, $ready, $closed): array
{
    return [
        'non-stream only' => function () {
            $r = [1];
            $w = $e = null;
            return [stream_select($r, $w, $e, 5), $r];
        },
        'non-stream beside a ready one' => function () use ($ready) {
            $r = [$ready, 'x' => 'not a stream'];
            $w = $e = null;
            return [stream_select($r, $w, $e, 5), $r];
        },
        'non-stream beside a waiting one' => function () use ($a) {
            $r = [$a, 2.5];
            $w = $e = null;
            return [stream_select($r, $w, $e, 0, 200000), $r];
        },
        'closed resource' => function () use ($closed) {
            $r = [$closed];
            $w = $e = null;
            return [stream_select($r, $w, $e, 5), $r];
        },
        'all null' => function () {
            $r = $w = $e = null;
            return [stream_select($r, $w, $e, 5)];
        },
        'all empty' => function () {
            $r = $w = $e = [];
            return [stream_select($r, $w, $e, null)];
        },
        'negative seconds' => function () use ($a) {
            $r = [$a];
            $w = $e = null;
            return [stream_select($r, $w, $e, -1), $r];
        },
        'negative microseconds' => function () use ($a) {
            $r = [$a];
            $w = $e = null;
            return [stream_select($r, $w, $e, 1, -1), $r];
        },
        'microseconds with null seconds' => function () use ($a) {
            $r = [$a];
            $w = $e = null;
            return [stream_select($r, $w, $e, null, 5), $r];
        },
        'not an array' => function () {
            $r = 5;
            $w = $e = null;
            return [stream_select($r, $w, $e, 5)];
        },
        'seconds not an int' => function () use ($a) {
            $r = [$a];
            $w = $e = null;
            return [stream_select($r, $w, $e, 'soon')];
        },
        'too few arguments' => function () use ($a) {
            $r = [$a];
            $w = $e = null;
            return [stream_select($r, $w, $e)];
        },
    ];
}

function run_all(array $cases): array
{
    $out = [];
    foreach ($cases as $name => $case) {
        try {
            $out[$name] = $case();
        } catch (Throwable $e) {
            $chain = [];
            for (; $e !== null; $e = $e->getPrevious()) {
                $chain[] = get_class($e) . ': ' . $e->getMessage();
            }
            $out[$name] = $chain;
        }
    }
    return $out;
}

$outside = run_all(cases($a, $ready, $closed));
$inside = await(spawn(fn () => run_all(cases($a, $ready, $closed))));
var_dump($inside === $outside);
foreach ($inside as $name => $result) {
    echo "$name: ", json_encode($result), "\n";
}
?>
--EXPECT--
bool(true)
non-stream only: ["ValueError: No stream arrays were passed","TypeError: stream_select(): supplied argument is not a valid stream resource"]
non-stream beside a ready one: ["TypeError: stream_select(): supplied argument is not a valid stream resource","TypeError: stream_select(): supplied argument is not a valid stream resource","TypeError: stream_select(): supplied argument is not a valid stream resource"]
non-stream beside a waiting one: ["TypeError: stream_select(): supplied argument is not a valid stream resource","TypeError: stream_select(): supplied argument is not a valid stream resource","TypeError: stream_select(): supplied argument is not a valid stream resource"]
closed resource: ["ValueError: No stream arrays were passed","TypeError: stream_select(): supplied resource is not a valid stream resource"]
all null: ["ValueError: No stream arrays were passed"]
all empty: ["ValueError: No stream arrays were passed"]
negative seconds: ["ValueError: stream_select(): Argument #4 ($seconds) must be greater than or equal to 0"]
negative microseconds: ["ValueError: stream_select(): Argument #5 ($microseconds) must be greater than or equal to 0"]
microseconds with null seconds: ["ValueError: stream_select(): Argument #5 ($microseconds) must be null when argument #4 ($seconds) is null"]
not an array: ["TypeError: stream_select(): Argument #1 ($read) must be of type ?array, int given"]
seconds not an int: ["TypeError: stream_select(): Argument #4 ($seconds) must be of type ?int, string given"]
too few arguments: ["ArgumentCountError: stream_select() expects at least 4 arguments, 3 given"]

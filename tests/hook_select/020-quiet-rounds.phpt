--TEST--
Warnings of stream_select() come once per call, as from PHP's single call, though the answer comes from a later round (after a wake-up, after the timeout)
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay};

[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
$memory = fopen('php://memory', 'r+');

function select_counting($a, $memory, int $usec): array
{
    $messages = [];
    set_error_handler(function ($no, $message) use (&$messages) {
        $messages[] = $message;
        return true;
    });
    $read = ['a' => $a, 'm' => $memory];
    $write = $except = null;
    $n = stream_select($read, $write, $except, 0, $usec);
    restore_error_handler();
    return [$n, array_keys($read), $messages];
}

// PHP's own calls, before the scheduler runs.
fwrite($b, "x");
$outside[] = select_counting($a, $memory, 900000);
fread($a, 1);
$outside[] = select_counting($a, $memory, 50000);

// Inside: the byte comes while the coroutine waits; then nothing comes.
spawn(function () use ($b) {
    delay(30);
    fwrite($b, "y");
});
$inside[] = select_counting($a, $memory, 900000);
fread($a, 1);
$inside[] = select_counting($a, $memory, 50000);
var_dump($inside === $outside);
echo json_encode($inside, JSON_PRETTY_PRINT), "\n";
?>
--EXPECT--
bool(true)
[
    [
        1,
        [
            "a"
        ],
        [
            "stream_select(): Cannot represent a stream of type MEMORY as a select()able descriptor",
            "stream_select(): Cannot represent a stream of type MEMORY as a select()able descriptor"
        ]
    ],
    [
        0,
        [],
        [
            "stream_select(): Cannot represent a stream of type MEMORY as a select()able descriptor",
            "stream_select(): Cannot represent a stream of type MEMORY as a select()able descriptor"
        ]
    ]
]

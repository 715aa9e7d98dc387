--TEST--
mysqli_poll() and mysqli::poll() inside a coroutine give PHP's results, warnings and errors for bad input (traces keep the caller's timeout)
--EXTENSIONS--
async
--SKIPIF--
<?php require __DIR__ . '/mysql.inc'; mysql_skipif('mysqli'); ?>
--FILE--
<?php
require __DIR__ . '/mysql.inc';
use function Async\{spawn, await};

function probe(): array
{
    $idle = mysqli_open();
    $closed = mysqli_open();
    $closed->close();
    $cases = [
        'no reject array' => fn () => mysqli_poll($n1, $n2, $r, 1),
        'no arrays' => function () { $r = []; return mysqli_poll($n1, $n2, $r, 1); },
        'only idle links' => function () use ($idle) { $a = [$idle]; $e = []; $r = []; return [mysqli_poll($a, $e, $r, 1), count($a), count($r)]; },
        'negative seconds' => function () use ($idle) { $a = [$idle]; $e = $r = []; return mysqli_poll($a, $e, $r, -1); },
        'negative microseconds' => function () use ($idle) { $a = [$idle]; $e = $r = []; return mysqli::poll($a, $e, $r, 1, -1); },
        'closed link' => function () use ($closed) { $a = [$closed]; $e = $r = []; return mysqli_poll($a, $e, $r, 1, 5); },
        'closed link, method' => function () use ($closed) { $a = [$closed]; $e = $r = []; return mysqli::poll($a, $e, $r, 2); },
        'closed link, seconds "3"' => function () use ($closed) { $a = [$closed]; $e = $r = []; return mysqli_poll($a, $e, $r, "3"); },
        'negative seconds -1.5' => function () use ($idle) { $a = [$idle]; $e = $r = []; return mysqli_poll($a, $e, $r, -1.5); },
        'not a link' => function () { $a = [new stdClass]; $e = $r = []; return mysqli_poll($a, $e, $r, 1); },
        'seconds as "1"' => function () use ($idle) { $a = [$idle]; $e = $r = []; return mysqli_poll($a, $e, $r, "1"); },
        'seconds as 1.5' => function () use ($idle) { $a = [$idle]; $e = $r = []; return mysqli_poll($a, $e, $r, 1.5); },
    ];
    $out = [];
    foreach ($cases as $name => $call) {
        $messages = [];
        set_error_handler(function ($no, $str) use (&$messages) { $messages[] = "$no: $str"; return true; });
        try {
            $result = json_encode($call());
        } catch (Throwable $e) {
            $frame = $e->getTrace()[0];
            $result = get_class($e) . ': ' . $e->getMessage() . ' at ' . ($frame['class'] ?? '') . ($frame['type'] ?? '')
                . $frame['function'] . '(' . implode(', ', array_map(fn ($a) => is_array($a) ? 'array' : var_export($a, true), $frame['args'] ?? [])) . ')';
        }
        restore_error_handler();
        $out[] = "$name => $result" . ($messages ? ' [' . implode('; ', $messages) . ']' : '');
    }
    return $out;
}

$outside = probe();
$inside = await(spawn('probe'));
var_dump($outside === $inside);
echo implode("\n", $inside), "\n";
?>
--EXPECT--
bool(true)
no reject array => TypeError: mysqli_poll(): Argument #3 ($reject) must be of type array, null given at mysqli_poll(NULL, NULL, NULL, 1)
no arrays => false [2: mysqli_poll(): No stream arrays were passed]
only idle links => [false,0,1] [2: mysqli_poll(): All arrays passed are clear]
negative seconds => ValueError: mysqli_poll(): Argument #4 ($seconds) must be greater than or equal to 0 at mysqli_poll(array, array, array, -1)
negative microseconds => ValueError: mysqli::poll(): Argument #5 ($microseconds) must be greater than or equal to 0 at mysqli::poll(array, array, array, 1, -1)
closed link => Error: mysqli object is already closed at mysqli_poll(array, array, array, 1, 5)
closed link, method => Error: mysqli object is already closed at mysqli::poll(array, array, array, 2)
closed link, seconds "3" => Error: mysqli object is already closed at mysqli_poll(array, array, array, '3')
negative seconds -1.5 => ValueError: mysqli_poll(): Argument #4 ($seconds) must be greater than or equal to 0 at mysqli_poll(array, array, array, -1.5) [8192: Implicit conversion from float -1.5 to int loses precision]
not a link => TypeError: mysqli_poll(): Argument #1 ($read) must be an instance of mysqli, stdClass given at mysqli_poll(array, array, array, 1)
seconds as "1" => false [2: mysqli_poll(): All arrays passed are clear]
seconds as 1.5 => false [8192: Implicit conversion from float 1.5 to int loses precision; 2: mysqli_poll(): All arrays passed are clear]
--TEST--
socket_addrinfo_lookup() with bad arguments or hints inside a coroutine gives PHP's own errors, warnings and deprecations
--EXTENSIONS--
async
sockets
--FILE--
<?php
use function Async\{spawn, await};

class Host
{
    public static int $calls = 0;

    public function __toString(): string
    {
        self::$calls++;
        return '127.0.0.1';
    }
}

function probe(): array
{
    $cases = [
        'unknown hint key' => fn () => socket_addrinfo_lookup('127.0.0.1', null, ['ai_bogus' => 1]),
        'unknown key after a valid one' => fn () => socket_addrinfo_lookup('127.0.0.1', null, ['ai_family' => AF_INET, 'family' => AF_INET]),
        'hints not an array' => fn () => socket_addrinfo_lookup('127.0.0.1', null, 'ai_family'),
        'host array' => fn () => socket_addrinfo_lookup([]),
        'host null' => fn () => socket_addrinfo_lookup(null),
        'host int' => fn () => count(socket_addrinfo_lookup(0)),
        'host Stringable' => fn () => count(socket_addrinfo_lookup(new Host())) . ' after ' . Host::$calls . ' __toString() calls',
        'service array' => fn () => socket_addrinfo_lookup('127.0.0.1', []),
        'service int' => fn () => socket_addrinfo_explain(socket_addrinfo_lookup('127.0.0.1', 80)[0])['ai_addr'],
        'no arguments' => fn () => socket_addrinfo_lookup(),
        'too many arguments' => fn () => socket_addrinfo_lookup('127.0.0.1', null, [], 1),
        'unknown named argument' => fn () => socket_addrinfo_lookup('127.0.0.1', flags: 1),
        'hint string' => fn () => count(socket_addrinfo_lookup('127.0.0.1', null, ['ai_socktype' => '2'])),
        'hint non-numeric string' => fn () => count(socket_addrinfo_lookup('127.0.0.1', null, ['ai_socktype' => 'stream'])),
        'hint float' => fn () => count(socket_addrinfo_lookup('127.0.0.1', null, ['ai_socktype' => 1.9])),
        'hint null' => fn () => count(socket_addrinfo_lookup('127.0.0.1', null, ['ai_family' => null])),
        'hint object' => fn () => socket_addrinfo_lookup('127.0.0.1', null, ['ai_socktype' => new stdClass()]),
    ];
    $out = [];
    foreach ($cases as $name => $case) {
        Host::$calls = 0;
        $messages = [];
        set_error_handler(function ($no, $str) use (&$messages) { $messages[] = "$no: $str"; return true; });
        try {
            $result = str_replace("\n", '', var_export($case(), true));
        } catch (Throwable $e) {
            $result = get_class($e) . ': ' . $e->getMessage();
        }
        restore_error_handler();
        $out[] = "$name => $result" . ($messages ? ' [' . implode('; ', $messages) . ']' : '');
    }
    // A warning turned into an exception by the error handler.
    set_error_handler(function ($no, $str) { throw new ErrorException($str, 0, $no); });
    try {
        socket_addrinfo_lookup('127.0.0.1', null, ['ai_socktype' => new stdClass()]);
        $out[] = 'throwing handler => not thrown';
    } catch (ErrorException $e) {
        $out[] = 'throwing handler => ' . $e->getMessage();
    }
    restore_error_handler();
    return $out;
}

$outside = probe();
$inside = await(spawn('probe'));
var_dump($outside === $inside);
echo implode("\n", $inside), "\n";
?>
--EXPECT--
bool(true)
unknown hint key => ValueError: socket_addrinfo_lookup(): Argument #3 ($hints) must only contain array keys "ai_flags", "ai_socktype", "ai_protocol", or "ai_family"
unknown key after a valid one => ValueError: socket_addrinfo_lookup(): Argument #3 ($hints) must only contain array keys "ai_flags", "ai_socktype", "ai_protocol", or "ai_family"
hints not an array => TypeError: socket_addrinfo_lookup(): Argument #3 ($hints) must be of type array, string given
host array => TypeError: socket_addrinfo_lookup(): Argument #1 ($host) must be of type string, array given
host null => false [8192: socket_addrinfo_lookup(): Passing null to parameter #1 ($host) of type string is deprecated]
host int => 3
host Stringable => '3 after 1 __toString() calls'
service array => TypeError: socket_addrinfo_lookup(): Argument #2 ($service) must be of type ?string, array given
service int => array (  'sin_port' => 80,  'sin_addr' => '127.0.0.1',)
no arguments => ArgumentCountError: socket_addrinfo_lookup() expects at least 1 argument, 0 given
too many arguments => ArgumentCountError: socket_addrinfo_lookup() expects at most 3 arguments, 4 given
unknown named argument => Error: Unknown named parameter $flags
hint string => 1
hint non-numeric string => 3
hint float => 1
hint null => 3
hint object => array (  0 =>   \AddressInfo::__set_state(array(  )),) [2: Object of class stdClass could not be converted to int]
throwing handler => Object of class stdClass could not be converted to int

--TEST--
A host name that does not resolve gives socket_connect(), socket_sendto() and socket_bind() inside a coroutine PHP's own warning, false and last errors
--EXTENSIONS--
async
--SKIPIF--
<?php if (!extension_loaded('sockets')) die('skip ext/sockets is not loaded'); ?>
--FILE--
<?php
require __DIR__ . '/guard.inc';
use function Async\{spawn, await};

/* A name with an empty label fails inside the resolver before any query
 * is sent: the test does not depend on a DNS server answering in time. */
function probe(): array
{
    $cases = [];
    foreach ([AF_INET => 'AF_INET', AF_INET6 => 'AF_INET6'] as $family => $fname) {
        $cases["connect $fname"] = [$family, fn ($s) => socket_connect($s, 'no..such.invalid', 9)];
        $cases["sendto $fname"] = [$family, fn ($s) => socket_sendto($s, 'x', 1, 0, 'no..such.invalid', 9)];
        $cases["bind $fname"] = [$family, fn ($s) => socket_bind($s, 'no..such.invalid', 0)];
    }
    // Arguments PHP converts before it looks the name up (once).
    $name = new class {
        public int $calls = 0;
        public function __toString(): string { $this->calls++; return 'no..such.invalid'; }
    };
    $cases['connect Stringable, port "9"'] = [AF_INET, function ($s) use ($name) {
        $name->calls = 0;
        $r = socket_connect($s, $name, '9');
        return [$r, $name->calls];
    }];
    $cases['bind port 0.5'] = [AF_INET, fn ($s) => socket_bind($s, 'no..such.invalid', 0.5)];
    $cases['connect null port'] = [AF_INET, fn ($s) => socket_connect($s, 'no..such.invalid')];
    $cases['sendto negative length'] = [AF_INET, fn ($s) => socket_sendto($s, 'x', -1, 0, 'no..such.invalid', 9)];
    $cases['sendto array port'] = [AF_INET, fn ($s) => socket_sendto($s, 'x', 1, 0, 'no..such.invalid', [])];
    $out = [];
    foreach ($cases as $name => [$family, $call]) {
        $s = socket_create($family, SOCK_DGRAM, SOL_UDP);
        $messages = [];
        set_error_handler(function ($no, $str) use (&$messages) { $messages[] = "$no: $str"; return true; });
        try {
            $result = var_export($call($s), true);
        } catch (Throwable $e) {
            $result = get_class($e) . ': ' . $e->getMessage();
        }
        restore_error_handler();
        $out[] = "$name => $result [" . implode('; ', $messages) . '] last errors: '
            . socket_last_error($s) . ', ' . socket_last_error();
        socket_clear_error();
    }
    return $out;
}

// A lookup that fails before the resolver runs leaves h_errno (which the
// warning reports) as the previous lookup left it: a first round outside
// puts it where every later round starts.
probe();
$outside = probe();
$inside = await(spawn('probe'));
var_dump($outside === $inside);
echo implode("\n", $inside), "\n";
?>
--EXPECTF--
bool(true)
connect AF_INET => false [2: socket_connect(): Host lookup failed [%i]: %s] last errors: %i, %i
sendto AF_INET => false [2: socket_sendto(): Host lookup failed [%i]: %s] last errors: %i, %i
bind AF_INET => false [2: socket_bind(): Host lookup failed [%i]: %s] last errors: %i, %i
connect AF_INET6 => false [2: socket_connect(): Host lookup failed [%i]: %s] last errors: %i, %i
sendto AF_INET6 => false [2: socket_sendto(): Host lookup failed [%i]: %s] last errors: %i, %i
bind AF_INET6 => false [2: socket_bind(): Host lookup failed [%i]: %s] last errors: %i, %i
connect Stringable, port "9" => array (
  0 => false,
  1 => 1,
) [2: socket_connect(): Host lookup failed [%i]: %s] last errors: %i, %i
bind port 0.5 => false [8192: Implicit conversion from float 0.5 to int loses precision; 2: socket_bind(): Host lookup failed [%i]: %s] last errors: %i, %i
connect null port => ValueError: socket_connect(): Argument #3 ($port) cannot be null when the socket type is AF_INET [] last errors: 0, 0
sendto negative length => ValueError: socket_sendto(): Argument #3 ($length) must be greater than or equal to 0 [] last errors: 0, 0
sendto array port => TypeError: socket_sendto(): Argument #6 ($port) must be of type ?int, array given [] last errors: 0, 0

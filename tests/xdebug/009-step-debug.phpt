--TEST--
Xdebug step debugging (a DBGp client): a line breakpoint in a coroutine's function after a suspension breaks in each coroutine, with that coroutine's stack and variables; step_over stays in the coroutine; the script then ends normally
--EXTENSIONS--
async
--SKIPIF--
<?php
require __DIR__ . '/xdebug.inc';
if ($reason = xdebug_skip_reason()) die($reason);
?>
--FILE--
<?php
require __DIR__ . '/xdebug.inc';

/* The test is the IDE: Xdebug connects to it and is driven over DBGp
 * (packets "length NUL xml NUL"; commands "name -i id args NUL"). Every
 * read has a timeout, so a debugger that stops answering fails the test. */
$timeout = getenv('USE_ZEND_ALLOC') === '0' ? 240 : 30; // valgrind is slow
/* PCRE's JIT reads past the end of the packets it matches, in 16-byte
 * steps: harmless, but valgrind reports each read. */
ini_set('pcre.jit', '0');

$code = <<<'PHP'
<?php
use function Async\{spawn, await, delay};

function worker(string $name, int $ms): string {
    $mine = "value of $name";
    delay($ms);
    $after = strtoupper($mine); // breakpoint
    echo "$name resumed\n";
    delay(1);
    return $after;
}

$first = spawn(fn() => worker('first', 10));
$second = spawn(fn() => worker('second', 200));
echo await($first), "\n", await($second), "\n";
echo "done\n";
PHP;
$line = 1 + array_search(true, array_map(fn($l) => str_contains($l, '// breakpoint'), explode("\n", $code)));

$server = stream_socket_server('tcp://127.0.0.1:0', $errno, $errstr);
$address = stream_socket_get_name($server, false);
$port = (int) substr($address, strrpos($address, ':') + 1);
$child = xdebug_start('debug', $code, ['xdebug.start_with_request' => 'yes',
    'xdebug.client_host' => '127.0.0.1', 'xdebug.client_port' => $port]);
$script = $child['script'];

function fail(string $why): never
{
    global $child;
    echo "FAILED: $why\n";
    proc_terminate($child['proc'], 9);
    echo xdebug_wait($child);
    exit(1);
}

function packet($conn): string
{
    $length = stream_get_line($conn, 32, "\0");
    if ($length === false || !preg_match('/^\d+$/', $length)) {
        fail('no packet from the debugger' . (stream_get_meta_data($conn)['timed_out'] ? ' (timed out)' : ''));
    }
    $xml = '';
    while (strlen($xml) < (int) $length + 1) {
        $chunk = fread($conn, (int) $length + 1 - strlen($xml));
        if ($chunk === false || $chunk === '') {
            fail('a packet cut short');
        }
        $xml .= $chunk;
    }
    return substr($xml, 0, -1);
}

$tid = 0;
function command($conn, string $command, string $args = ''): string
{
    global $tid;
    $tid++;
    fwrite($conn, "$command -i $tid" . ($args !== '' ? " $args" : '') . "\0");
    $xml = packet($conn);
    if (!preg_match('/<response [^>]*command="' . $command . '" transaction_id="' . $tid . '"/', $xml)) {
        fail("unexpected answer to $command: $xml");
    }
    if (preg_match('/<error code="(\d+)"/', $xml, $m)) {
        fail("$command: error $m[1]: $xml");
    }
    return $xml;
}

function attr(string $tag, string $name): ?string
{
    return preg_match('/ ' . $name . '="([^"]*)"/', $tag, $m) ? html_entity_decode($m[1]) : null;
}

/* A stack frame's location, with the directory left out. */
function where(string $uri, string $line): string
{
    return basename($uri) . ":$line";
}

/* run / step_*: prints where it stopped ("break at file:line") or the status. */
function go($conn, string $command): void
{
    $xml = command($conn, $command);
    $status = attr($xml, 'status');
    if ($status === 'break' && preg_match('/<xdebug:message [^>]*>/', $xml, $m)) {
        echo "$command: break at ", where(attr($m[0], 'filename'), attr($m[0], 'lineno')), "\n";
    } else {
        echo "$command: $status\n";
    }
}

function show_stack($conn, int $frames): void
{
    $xml = command($conn, 'stack_get');
    preg_match_all('/<stack [^>]*>/', $xml, $m);
    foreach (array_slice($m[0], 0, $frames) as $frame) {
        $function = preg_replace('/^\{closure:.*\}$/', '{closure}', attr($frame, 'where'));
        echo '  #', attr($frame, 'level'), " $function() at ", where(attr($frame, 'filename'), attr($frame, 'lineno')), "\n";
    }
}

function value(string $property): string
{
    $type = attr($property, 'type');
    if (!preg_match('/<!\[CDATA\[(.*?)\]\]>/s', $property, $m)) {
        return $type;
    }
    return $type === 'string' ? '"' . (attr($property, 'encoding') === 'base64' ? base64_decode($m[1]) : $m[1]) . '"' : "$type $m[1]";
}

function show_locals($conn): void
{
    $xml = command($conn, 'context_get', '-d 0 -c 0');
    preg_match_all('/<property [^>]*>(?:<!\[CDATA\[.*?\]\]>)?/s', $xml, $m);
    foreach ($m[0] as $property) {
        echo '  ', attr($property, 'name'), ' = ', value($property), "\n";
    }
}

function show_property($conn, string $name): void
{
    $xml = command($conn, 'property_get', "-d 0 -n $name");
    preg_match('/<property [^>]*>(?:<!\[CDATA\[.*?\]\]>)?/s', $xml, $m) || fail("no property in $xml");
    echo "  property_get $name = ", value($m[0]), "\n";
}

$conn = stream_socket_accept($server, $timeout) ?: fail('Xdebug did not connect');
stream_set_timeout($conn, $timeout);
$init = packet($conn);
echo 'init: ', attr($init, 'language'), ', ', basename(attr($init, 'fileuri')), "\n";

$xml = command($conn, 'breakpoint_set', "-t line -f file://$script -n $line");
echo 'breakpoint_set: ', attr($xml, 'id') !== null ? 'set' : $xml, ', line ', $line, "\n";

go($conn, 'run');
show_stack($conn, 2);
show_locals($conn);
show_property($conn, '$name');
go($conn, 'step_over');
show_stack($conn, 1);

go($conn, 'run');
show_stack($conn, 2);
show_locals($conn);
show_property($conn, '$name');

go($conn, 'run');
fclose($conn);
echo "--- the child\n", xdebug_wait($child);
?>
--EXPECT--
init: PHP, 009-step-debug.child.php
breakpoint_set: set, line 7
run: break at 009-step-debug.child.php:7
  #0 worker() at 009-step-debug.child.php:7
  #1 {closure}() at 009-step-debug.child.php:13
  $after = uninitialized
  $mine = "value of first"
  $ms = int 10
  $name = "first"
  property_get $name = "first"
step_over: break at 009-step-debug.child.php:8
  #0 worker() at 009-step-debug.child.php:8
run: break at 009-step-debug.child.php:7
  #0 worker() at 009-step-debug.child.php:7
  #1 {closure}() at 009-step-debug.child.php:14
  $after = uninitialized
  $mine = "value of second"
  $ms = int 200
  $name = "second"
  property_get $name = "second"
run: stopping
--- the child
first resumed
VALUE OF FIRST
second resumed
VALUE OF SECOND
done

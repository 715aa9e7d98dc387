--TEST--
Reads after a short read, in a coroutine: data that came meanwhile is read at once, a read timeout expires and reports timed_out, a zero timeout returns at once, a full read leaves the rest for the next, end of file; results exactly as PHP's outside coroutines
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

function scenario(): array
{
    [$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP);
    $out = [];
    fwrite($b, "a");
    $out[] = fread($a, 8192);                 // short read
    fwrite($b, "bc");                         // arrives before the next read
    $t = hrtime(true);
    $out[] = fread($a, 8192);
    $out[] = (hrtime(true) - $t) < 100e6 ? "at once" : "late";
    stream_set_timeout($a, 0, 200000);        // nothing comes: times out
    $t = hrtime(true);
    $out[] = var_export(fread($a, 8192), true);
    $out[] = (hrtime(true) - $t) >= 150e6 ? "after the timeout" : "early";
    $out[] = stream_get_meta_data($a)['timed_out'] ? "timed_out" : "not timed_out";
    stream_set_timeout($a, 0, 0);             // a zero timeout polls
    $out[] = var_export(fread($a, 8192), true);
    fwrite($b, str_repeat("x", 10));
    stream_set_timeout($a, 5);
    $out[] = strlen(fread($a, 4));            // a full read: not drained
    $out[] = strlen(fread($a, 8192));         // the rest, at once
    fclose($b);
    $out[] = var_export(fread($a, 8192), true);   // end of file
    $out[] = feof($a) ? "eof" : "no eof";
    fclose($a);
    return $out;
}

$outside = scenario();
$inside = await(spawn(fn () => scenario()));
echo implode("\n", $inside), "\n";
var_dump($inside === $outside);
?>
--EXPECT--
a
bc
at once
false
after the timeout
timed_out
false
4
6
''
eof
bool(true)

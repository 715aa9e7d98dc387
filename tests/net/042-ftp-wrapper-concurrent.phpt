--TEST--
The ftp:// wrapper rides on the tcp transport: two file_get_contents('ftp://…') from two coroutines against a slow in-process FTP server (passive mode) finish in about the time of one, with the files' contents
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';
use function Async\{spawn, await, delay};

$files = ['/a.txt' => "first file\n", '/b.txt' => str_repeat("second file\n", 1000)];

/* Just enough of RFC 959 for PHP's ftp:// read path: USER, PASS, TYPE,
 * SIZE, EPSV, RETR, QUIT. */
function ftp_session($control, array $files, array &$log): void
{
    $data = stream_socket_server('tcp://127.0.0.1:0');
    fwrite($control, "220 test server\r\n");
    while (($line = fgets($control)) !== false) {
        [$cmd, $arg] = array_pad(explode(' ', trim($line), 2), 2, '');
        switch (strtoupper($cmd)) {
            case 'USER': fwrite($control, "331 password please\r\n"); break;
            case 'PASS': fwrite($control, "230 logged in\r\n"); break;
            case 'TYPE': fwrite($control, "200 type set\r\n"); break;
            case 'SIZE':
                fwrite($control, isset($files[$arg]) ? "213 " . strlen($files[$arg]) . "\r\n" : "550 no such file\r\n");
                break;
            case 'EPSV': fwrite($control, "229 Entering Extended Passive Mode (|||" . port_of($data) . "|)\r\n"); break;
            case 'RETR':
                $log[] = "RETR $arg";
                fwrite($control, "150 sending\r\n");
                $conn = stream_socket_accept($data, 5);
                delay(300); // a slow server
                fwrite($conn, $files[$arg]);
                fclose($conn);
                fwrite($control, "226 done\r\n");
                break;
            case 'QUIT': fwrite($control, "221 bye\r\n"); fclose($control); return;
            default: fwrite($control, "502 not here\r\n");
        }
    }
    fclose($control);
}

$server = stream_socket_server('tcp://127.0.0.1:0');
$port = port_of($server);
$log = [];
$srv = spawn(function () use ($server, $files, &$log) {
    for ($i = 0; $i < 2; $i++) {
        $c = stream_socket_accept($server, 5);
        spawn(function () use ($c, $files, &$log) { ftp_session($c, $files, $log); });
    }
});

$t = microtime(true);
$a = spawn(fn() => file_get_contents("ftp://127.0.0.1:$port/a.txt"));
$b = spawn(fn() => file_get_contents("ftp://127.0.0.1:$port/b.txt"));
var_dump(await($a) === $files['/a.txt'], await($b) === $files['/b.txt']);
$elapsed = microtime(true) - $t;
await($srv);
sort($log);
echo implode(', ', $log), "\n";
$limit = getenv('USE_ZEND_ALLOC') === '0' ? 30 : 0.55;
echo $elapsed < $limit ? "concurrent\n" : "took $elapsed s\n";
?>
--EXPECT--
bool(true)
bool(true)
RETR /a.txt, RETR /b.txt
concurrent

<?php
/*
 * A concurrent web crawler: plain file_get_contents() in coroutines, at
 * most three requests in flight, a time limit per page. It crawls a small
 * site served by the example itself (127.0.0.1, a free port; never the
 * internet): every page takes 50 ms, one takes 5 s (the crawler gives up
 * on it after 500 ms) and one link is broken.
 *
 *   php -n -d extension=$PWD/modules/async.so examples/crawler.php
 */
use Async\{Channel, OperationCanceledException, Scope};
use function Async\{spawn, await, delay, timeout};

const WORKERS = 3;          // requests in flight at most
const PAGE_TIMEOUT_MS = 500;

/* ---- the site: an HTTP server in coroutines of its own scope -------- */

$pages = [
    '/'          => ['/docs', '/blog', '/about'],
    '/docs'      => ['/docs/install', '/docs/api', '/'],
    '/docs/install' => ['/docs'],
    '/docs/api'  => ['/docs', '/docs/missing'],
    '/blog'      => ['/blog/1', '/blog/2', '/blog/3'],
    '/blog/1'    => ['/blog'],
    '/blog/2'    => ['/blog', '/slow'],
    '/blog/3'    => ['/blog'],
    '/about'     => ['/'],
    '/slow'      => [],
];
$site = new Scope();
$listener = stream_socket_server('tcp://127.0.0.1:0', $errno, $errstr) or die("cannot listen: $errstr\n");
$base = 'http://' . stream_socket_get_name($listener, false);

$site->spawn(function () use ($site, $listener, $pages) {
    while ($conn = @stream_socket_accept($listener, -1)) {
        $site->spawn(function () use ($conn, $pages) {
            [, $path] = explode(' ', (string) fgets($conn));
            while (($line = fgets($conn)) !== false && $line !== "\r\n");   // skip the headers
            delay($path === '/slow' ? 5000 : 50);                            // "rendering"
            if (isset($pages[$path])) {
                $body = "<h1>$path</h1>\n";
                foreach ($pages[$path] as $link) {
                    $body .= "<a href=\"$link\">$link</a>\n";
                }
                $status = '200 OK';
            } else {
                [$status, $body] = ['404 Not Found', "no such page\n"];
            }
            fwrite($conn, "HTTP/1.1 $status\r\nContent-Type: text/html\r\nContent-Length: "
                . strlen($body) . "\r\nConnection: close\r\n\r\n$body");
            fclose($conn);
        });
    }
});

/* ---- the crawler ----------------------------------------------------- */

/**
 * One page: [HTTP status, links]. Ordinary blocking PHP.
 *
 * @return array{int, list<string>}
 */
function fetch(string $url): array
{
    global $inFlight;
    $inFlight['max'] = max($inFlight['max'], ++$inFlight['now']);
    try {
        $html = fetch_page($url, $status);
    } finally {
        $inFlight['now']--;        // also when the request is cancelled
    }
    preg_match_all('/href="([^"]+)"/', (string) $html, $m);
    return [$status, $m[1]];
}

function fetch_page(string $url, ?int &$status): string|false
{
    $context = stream_context_create(['http' => ['ignore_errors' => true]]);  // 404 is a result, not a warning
    $html = file_get_contents($url, false, $context);
    $status = (int) explode(' ', $http_response_header[0] ?? 'HTTP/1.1 0')[1];
    return $html;
}

$inFlight = ['now' => 0, 'max' => 0];
$start = hrtime(true);
$queue = new Channel(1000);        // URLs waiting for a worker
$seen = ['/' => true];
$pending = 1;                      // URLs queued or being fetched
$report = [];
$queue->send('/');

$worker = function () use ($queue, $base, &$seen, &$pending, &$report) {
    foreach ($queue as $path) {
        $request = spawn(fetch(...), $base . $path);
        try {
            [$status, $links] = await($request, timeout(PAGE_TIMEOUT_MS));
            $report[$path] = sprintf('%d, links: %d', $status, count($links));
            foreach ($links as $link) {
                if (!isset($seen[$link])) {
                    $seen[$link] = true;
                    $pending++;
                    $queue->send($link);
                }
            }
        } catch (OperationCanceledException) {
            $request->cancel();    // the time limit cancelled the wait; stop the request too
            try {
                await($request);   // and let it finish (its finally blocks run)
            } catch (Async\AsyncCancellation) {
            }
            $report[$path] = 'gave up after ' . PAGE_TIMEOUT_MS . ' ms';
        }
        if (--$pending === 0) {
            $queue->close();        // nothing queued, nothing in flight: every worker's foreach ends
        }
    }
};
$workers = [];
for ($i = 0; $i < WORKERS; $i++) {
    $workers[] = spawn($worker);
}
Async\await_all($workers);
$elapsed = (hrtime(true) - $start) / 1e6;
$site->dispose();                  // stops the server (and the 5 s page still "rendering")

ksort($report);
foreach ($report as $path => $outcome) {
    printf("%-14s %s\n", $path, $outcome);
}
printf("%d pages in %d ms, at most %d requests in flight (limit %d)\n",
    count($report), $elapsed, $inFlight['max'], WORKERS);

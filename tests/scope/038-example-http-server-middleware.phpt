--TEST--
Seed example "HTTP server with middleware": handlers in a scope owned by an object; its destructor calls disposeSafely(), so slow third-party middleware finishes as a zombie (PHP version of the seed's example)
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{delay, await, spawn, await_all_or_fail};

function st(Async\Scope $s): string
{
    ob_start();
    var_dump($s);
    $lines = explode("\n", trim(ob_get_clean()));
    $out = [];
    for ($i = 1; $i + 1 < count($lines); $i += 2) {
        $out[] = trim($lines[$i], ' ["]=>') . "=" . strstr(substr(strstr($lines[$i + 1], "("), 1), ")", true);
    }
    return implode(" ", $out);
}
function rs(): string
{
    $r = Async\runtime_stats();
    return "global active={$r['coroutines_active']} zombie={$r['coroutines_zombie']}";
}
/* Lets a coroutine wait until the test says so: ordering by program logic, not by timers. */
final class Gate
{
    private bool $open = false;

    public function open(): void
    {
        $this->open = true;
    }

    public function wait(): void
    {
        while (!$this->open) {
            Async\delay(1);
        }
    }
}

final class Request
{
    public function __construct(public string $path) {}
}
final class Response
{
    public function __construct(public int $status, public string $body) {}
}

final class RequestHandler
{
    /** The slow audit backend the middleware talks to (opened by the test). */
    public static Gate $auditBackend;
    public static array $audited = [];
    private Scope $scope;

    public function __construct()
    {
        $this->scope = new Scope();
    }

    public function scope(): Scope
    {
        return $this->scope;
    }

    public function handle(Request $request): Response
    {
        // Middleware: third-party code, maybe not ready for cancellation.
        // (static: a closure bound to $this would keep the handler alive.)
        $this->scope->spawn(static function () use ($request) {
            RequestHandler::runMiddleware($request);
        });
        // The main processing: our code.
        $response = $this->scope->spawn(function () use ($request) {
            return $this->processRequest($request);
        });
        return await($response);
    }

    public static function runMiddleware(Request $request): void
    {
        self::$auditBackend->wait(); // e.g. shipping an audit log
        self::$audited[] = $request->path;
    }

    private function processRequest(Request $request): Response
    {
        delay(10);
        if ($request->path === '/missing') {
            return new Response(404, "not found");
        }
        return new Response(200, "hello from {$request->path}");
    }

    public function __destruct()
    {
        echo "handler destroyed: ", st($this->scope), "\n";
        $this->scope->disposeSafely();
        echo "after disposeSafely: ", st($this->scope), "\n";
    }
}

RequestHandler::$auditBackend = new Gate();
$handler = new RequestHandler();
$responses = await_all_or_fail([
    spawn(fn() => $handler->handle(new Request('/index'))),
    spawn(fn() => $handler->handle(new Request('/missing'))),
]);
foreach ($responses as $r) {
    echo $r->status, " ", $r->body, "\n";
}
echo rs(), "\n";
$handler = null;
echo "server goes on: ", rs(), "\n";
RequestHandler::$auditBackend->open();
while (Async\runtime_stats()['coroutines_zombie'] > 0) {
    delay(1);
}
sort(RequestHandler::$audited);
echo "middleware finished for ", implode(", ", RequestHandler::$audited), "\n";
echo "middleware done: ", rs(), "\n";
?>
--EXPECT--
200 hello from /index
404 not found
global active=2 zombie=0
handler destroyed: active=2 zombies=0 closed=false cancelled=false disposeSafely=true
after disposeSafely: active=0 zombies=2 closed=true cancelled=false disposeSafely=true
server goes on: global active=0 zombie=2
middleware finished for /index, /missing
middleware done: global active=0 zombie=0

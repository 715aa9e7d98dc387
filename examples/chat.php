<?php
/*
 * A chat server over TCP: one coroutine reads each connection, one writes
 * to it, and a hub coroutine broadcasts every line to every client through
 * channels. The example starts its own server on 127.0.0.1 (a free port)
 * and three scripted clients that talk to each other, each answering the
 * line it waits for, then prints what every client saw.
 *
 *   php -n -d extension=$PWD/modules/async.so examples/chat.php
 *
 * Protocol: the first line a client sends is its name; every other line is
 * broadcast to everyone as "name: line"; "/quit" leaves.
 */
use Async\{Channel, Scope};
use function Async\{spawn, await_all, timeout};

/* ---- the server ---------------------------------------------------- */

final class ChatServer
{
    /** @var array<int, Channel> outbox of each connected client */
    private array $outboxes = [];
    private Channel $events;
    private Scope $scope;
    public int $broadcasts = 0;
    public int $deliveries = 0;
    public int $served = 0;

    /** @param resource $listener */
    public function __construct(private $listener)
    {
        $this->events = new Channel(64);   // joins, lines and leaves, in arrival order
        $this->scope = new Scope();        // every coroutine of the server
        $this->scope->spawn($this->hub(...));
        $this->scope->spawn($this->acceptLoop(...));
    }

    private function acceptLoop(): void
    {
        $id = 0;
        while ($conn = @stream_socket_accept($this->listener, -1)) {
            $this->scope->spawn($this->serve(...), ++$id, $conn);
        }
    }

    /**
     * Reads one connection; the lines go to the hub.
     *
     * @param resource $conn
     */
    private function serve(int $id, $conn): void
    {
        $outbox = new Channel(16);
        $name = trim((string) fgets($conn));
        $this->events->send(['join', $id, $name, $outbox]);
        // Writing has a coroutine of its own, so a slow reader never holds up the hub.
        $writer = $this->scope->spawn(function () use ($outbox, $conn) {
            foreach ($outbox as $line) {
                fwrite($conn, $line . "\n");
            }
        });
        while (($line = fgets($conn)) !== false && ($line = rtrim($line, "\r\n")) !== '/quit') {
            $this->events->send(['say', $id, "$name: $line", null]);
        }
        $this->events->send(['leave', $id, $name, null]);
        \Async\await($writer);            // the hub closed the outbox: all written
        fclose($conn);
    }

    /** The only coroutine that touches the list of clients: no locks needed. */
    private function hub(): void
    {
        foreach ($this->events as [$kind, $id, $text, $outbox]) {
            switch ($kind) {
                case 'join':
                    $this->served++;
                    $this->broadcast("* $text joined");
                    $this->outboxes[$id] = $outbox;
                    $outbox->send("welcome $text, " . count($this->outboxes) . ' online');
                    break;
                case 'say':
                    $this->broadcast($text);
                    break;
                case 'leave':
                    $this->outboxes[$id]->close();
                    unset($this->outboxes[$id]);
                    $this->broadcast("* $text left");
                    break;
            }
        }
    }

    private function broadcast(string $line): void
    {
        $this->broadcasts++;
        foreach ($this->outboxes as $outbox) {
            $outbox->send($line);       // waits only if that client is 16 lines behind
            $this->deliveries++;
        }
    }

    public function stop(): void
    {
        $this->scope->dispose();        // cancels the accept loop and the hub
    }
}

$listener = stream_socket_server('tcp://127.0.0.1:0', $errno, $errstr)
    or die("cannot listen: $errstr\n");
$address = 'tcp://' . stream_socket_get_name($listener, false);
$server = new ChatServer($listener);

/* ---- the clients ---------------------------------------------------- */

/**
 * Connects and says who it is; returns the connection once the server has welcomed it.
 *
 * @return resource
 */
function connect_as(string $address, string $name)
{
    $conn = stream_socket_client($address, $errno, $errstr, 5) or die("cannot connect: $errstr\n");
    fwrite($conn, "$name\n");
    fgets($conn);                      // "welcome NAME, N online"
    return $conn;
}

/**
 * A scripted client: for each [awaited line, reply] it reads until the
 * awaited line arrives, then sends the reply. Returns every line it read.
 *
 * @param resource $conn
 * @param list<array{string, string}> $script
 * @return list<string>
 */
function talk($conn, array $script): array
{
    $seen = [];
    foreach ($script as [$waitFor, $reply]) {
        while (($line = fgets($conn)) !== false) {
            $seen[] = rtrim($line, "\n");
            if (end($seen) === $waitFor) {
                break;
            }
        }
        fwrite($conn, "$reply\n");
    }
    while (($line = fgets($conn)) !== false) {   // after /quit: the rest, until the server closes
        $seen[] = rtrim($line, "\n");
    }
    fclose($conn);
    return $seen;
}

$scripts = [
    'alice' => [['* carol joined', 'hi, anyone here?'], ['carol: hello both', '/quit']],
    'bob'   => [['alice: hi, anyone here?', 'hi alice'], ['* alice left', '/quit']],
    'carol' => [['bob: hi alice', 'hello both'], ['* bob left', '/quit']],
];
$clients = [];
foreach ($scripts as $name => $script) {
    // One after the other (connect_as() waits for the welcome), so the join notices come in a known order;
    // the conversations run concurrently.
    $clients[$name] = spawn(talk(...), connect_as($address, $name), $script);
}

[$transcripts, $errors] = await_all($clients, timeout(10_000));
$server->stop();

foreach ($errors as $name => $error) {
    echo "$name failed: ", $error->getMessage(), "\n";
}
foreach ($transcripts as $name => $lines) {
    echo "--- what $name saw after joining\n", implode("\n", $lines), "\n";
}
printf("server: %d clients served, %d lines broadcast, %d deliveries\n",
    $server->served, $server->broadcasts, $server->deliveries);

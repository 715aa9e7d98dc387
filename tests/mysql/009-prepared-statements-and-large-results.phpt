--TEST--
Prepared statements and large results in concurrent coroutines: four connections (mysqli and PDO, buffered and unbuffered, native and emulated prepares) each read their own 10,000 rows and insert 200 through a prepared statement; every checksum is right
--EXTENSIONS--
async
--SKIPIF--
<?php require __DIR__ . '/mysql.inc'; mysql_skipif('mysqli', 'pdo_mysql'); ?>
--FILE--
<?php
require __DIR__ . '/mysql.inc';
use function Async\{spawn, await_all_or_fail};

const ROWS = 10000;
const SELECT = 'SELECT seq, MD5(seq) FROM mysql.seq_1_to_40000 WHERE seq BETWEEN ? AND ? ORDER BY seq';

// What the rows [$first, $first + ROWS) must add up to.
function expected(int $first): string
{
    $hash = hash_init('crc32b');
    for ($seq = $first; $seq < $first + ROWS; $seq++) {
        hash_update($hash, "$seq:" . md5((string) $seq) . "\n");
    }
    return hash_final($hash);
}

// 200 prepared INSERTs into a temporary table of this connection, and
// their sum as the server adds it up.
function inserts(mysqli|PDO $db, int $base): string
{
    $db->query('CREATE TEMPORARY TABLE t (n INT)');
    if ($db instanceof mysqli) {
        $stmt = $db->prepare('INSERT INTO t VALUES (?)');
        for ($i = 1; $i <= 200; $i++) {
            $n = $base + $i;
            $stmt->bind_param('i', $n);
            $stmt->execute();
        }
        return $db->query('SELECT COUNT(*), SUM(n) FROM t')->fetch_row()[1];
    }
    $stmt = $db->prepare('INSERT INTO t VALUES (?)');
    for ($i = 1; $i <= 200; $i++) {
        $stmt->execute([$base + $i]);
    }
    return (string) $db->query('SELECT SUM(n) FROM t')->fetchColumn();
}

$readers = [
    // mysqli, the whole result buffered on the client (get_result).
    'mysqli get_result' => function (int $first) {
        $db = mysqli_open();
        $stmt = $db->prepare(SELECT);
        $last = $first + ROWS - 1;
        $stmt->bind_param('ii', $first, $last);
        $stmt->execute();
        $hash = hash_init('crc32b');
        foreach ($stmt->get_result() as $row) {
            hash_update($hash, "{$row['seq']}:{$row['MD5(seq)']}\n");
        }
        return [hash_final($hash), inserts($db, $first)];
    },
    // mysqli, rows fetched one at a time from the server (bind_result).
    'mysqli bind_result' => function (int $first) {
        $db = mysqli_open(tcp: true);
        $stmt = $db->prepare(SELECT);
        $last = $first + ROWS - 1;
        $stmt->bind_param('ii', $first, $last);
        $stmt->execute();
        $stmt->bind_result($seq, $md5);
        $hash = hash_init('crc32b');
        while ($stmt->fetch()) {
            hash_update($hash, "$seq:$md5\n");
        }
        $stmt->close();
        return [hash_final($hash), inserts($db, $first)];
    },
    // PDO, server-side prepared statement.
    'pdo native prepare' => function (int $first) {
        $db = pdo_open();
        $db->setAttribute(PDO::ATTR_EMULATE_PREPARES, false);
        $stmt = $db->prepare(SELECT);
        $stmt->execute([$first, $first + ROWS - 1]);
        $hash = hash_init('crc32b');
        while ($row = $stmt->fetch(PDO::FETCH_NUM)) {
            hash_update($hash, "{$row[0]}:{$row[1]}\n");
        }
        return [hash_final($hash), inserts($db, $first)];
    },
    // PDO, emulated prepare, unbuffered result.
    'pdo emulated unbuffered' => function (int $first) {
        $db = pdo_open(tcp: true);
        $db->setAttribute(PDO::MYSQL_ATTR_USE_BUFFERED_QUERY, false);
        $stmt = $db->prepare(SELECT);
        $stmt->execute([$first, $first + ROWS - 1]);
        $hash = hash_init('crc32b');
        while ($row = $stmt->fetch(PDO::FETCH_NUM)) {
            hash_update($hash, "{$row[0]}:{$row[1]}\n");
        }
        $stmt = null;
        return [hash_final($hash), inserts($db, $first)];
    },
];

$coroutines = [];
$first = 1;
$firsts = [];
foreach ($readers as $name => $reader) {
    $firsts[$name] = $first;
    $coroutines[$name] = spawn($reader, $first);
    $first += ROWS;
}
foreach (await_all_or_fail($coroutines) as $name => [$checksum, $sum]) {
    $base = $firsts[$name];
    echo $name, ': rows ', $checksum === expected($base) ? 'right' : "wrong ($checksum)",
        ', inserts ', $sum === (string) (200 * $base + 200 * 201 / 2) ? 'right' : "wrong ($sum)", "\n";
}
?>
--EXPECT--
mysqli get_result: rows right, inserts right
mysqli bind_result: rows right, inserts right
pdo native prepare: rows right, inserts right
pdo emulated unbuffered: rows right, inserts right

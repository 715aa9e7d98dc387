--TEST--
Async\cpu_usage(): the first call returns zeros (with cpu_count and loadavg); the next returns the figures since the previous call, within their ranges
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{cpu_usage, delay};

$first = cpu_usage();
var_dump(array_keys($first));
var_dump($first['process_cores'], $first['process_percent'], $first['system_percent'], $first['interval_sec']);
var_dump(is_int($first['cpu_count']) && $first['cpu_count'] >= 1);
var_dump(PHP_OS_FAMILY === 'Windows' ? $first['loadavg'] === null : count($first['loadavg']) === 3);

delay(20);
$start = hrtime(true);
while (hrtime(true) - $start < 50e6) {
}
$u = cpu_usage();
foreach (['process_cores', 'process_percent', 'system_percent', 'interval_sec'] as $key) {
    echo $key, ": ", get_debug_type($u[$key]), "\n";
}
var_dump($u['interval_sec'] >= 0.05);
var_dump($u['process_cores'] >= 0 && $u['process_cores'] <= $u['cpu_count']);
var_dump($u['process_percent'] >= 0 && $u['process_percent'] <= 100);
var_dump(abs($u['process_percent'] - $u['process_cores'] / $u['cpu_count'] * 100) < 1e-6);
var_dump($u['system_percent'] >= 0 && $u['system_percent'] <= 100);
// The interval runs from the previous call, not from the first one.
$again = cpu_usage();
var_dump($again['interval_sec'] < $u['interval_sec']);
?>
--EXPECT--
array(6) {
  [0]=>
  string(13) "process_cores"
  [1]=>
  string(15) "process_percent"
  [2]=>
  string(14) "system_percent"
  [3]=>
  string(9) "cpu_count"
  [4]=>
  string(12) "interval_sec"
  [5]=>
  string(7) "loadavg"
}
float(0)
float(0)
float(0)
float(0)
bool(true)
bool(true)
process_cores: float
process_percent: float
system_percent: float
interval_sec: float
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)

--TEST--
Before the scheduler was ever launched, the sleep family is PHP's own blocking call and launches nothing
--EXTENSIONS--
async
--FILE--
<?php
$start = hrtime(true);
usleep(30000);
var_dump(sleep(0), time_nanosleep(0, 1000));
var_dump((hrtime(true) - $start) / 1e6 >= 30);
var_dump(Async\get_coroutines(), Async\runtime_stats()['context_switches']);
?>
--EXPECT--
int(0)
bool(true)
bool(true)
array(0) {
}
int(0)

--TEST--
Result codes: exit status, and the raw wait status of a command killed by a signal, as PHP reports them
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

await(spawn(function () {
    exec('exit 7', $o, $code); var_dump($code);
    exec('kill -TERM $$', $o, $code); var_dump($code);
    ob_start(); system('exit 255', $code); ob_end_clean(); var_dump($code);
    ob_start(); passthru('kill -KILL $$', $code); ob_end_clean(); var_dump($code);
}));
?>
--EXPECT--
int(7)
int(15)
int(255)
int(9)

--TEST--
Async\VERSION, phpversion('async') and the extension's reflected version are one string, a semantic version
--EXTENSIONS--
async
--INI--
pcre.jit=0
--FILE--
<?php
var_dump(Async\VERSION === phpversion('async'));
var_dump((new ReflectionExtension('async'))->getVersion() === Async\VERSION);
var_dump((bool) preg_match('/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/', Async\VERSION));
?>
--EXPECT--
bool(true)
bool(true)
bool(true)

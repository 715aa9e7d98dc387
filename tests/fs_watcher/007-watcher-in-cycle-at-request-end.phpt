--TEST--
FileSystemWatcher held by an object cycle at request end: the loop closes with its handle, and the watcher freed by the engine afterwards does not close it a second time (was an abort in uv_close)
--EXTENSIONS--
async
--INI--
; the count below, not the trace's per-event warning (the debug build traces by default)
async.trace_events=0
--FILE--
<?php
$w = new Async\FileSystemWatcher(sys_get_temp_dir());
$o = new stdClass;
$o->self = $o;
$o->w = $w;
unset($w, $o);
echo "end\n";
?>
--EXPECT--
end
async: 1 libuv handle(s) were still open at request end

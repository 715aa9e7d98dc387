--TEST--
examples/chat.php: a TCP chat server broadcasting through channels to three scripted clients, every client seeing the same lines in the same order
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/../../examples/chat.php';
?>
--EXPECT--
--- what alice saw after joining
* bob joined
* carol joined
alice: hi, anyone here?
bob: hi alice
carol: hello both
--- what bob saw after joining
* carol joined
alice: hi, anyone here?
bob: hi alice
carol: hello both
* alice left
--- what carol saw after joining
alice: hi, anyone here?
bob: hi alice
carol: hello both
* alice left
* bob left
server: 3 clients served, 9 lines broadcast, 15 deliveries

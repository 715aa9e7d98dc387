<?php
/*
 * Keeps the packaging metadata true to the tree (.ci/run runs the check):
 * - package.xml (PECL) lists exactly the files of a release: every tracked
 *   file except the development-only ones below, each with its role;
 * - its release version and composer.json's (PIE) version are
 *   PHP_ASYNC_VERSION of php_async.h, the one place the version is written
 *   (Async\VERSION and phpversion('async') come from it too);
 * - composer.json names the extension, and both files agree on the
 *   supported PHP versions; async.ini loads it after what it hooks.
 *   php scripts/check_package.php           check; exit 1 naming each problem
 *   php scripts/check_package.php --write   rewrite package.xml's file list,
 *                                           version and date from the tree
 */

declare(strict_types=1);

$root = dirname(__DIR__);
chdir($root);
$write = in_array('--write', array_slice($argv, 1), true);

/* Tracked files that are for developing the extension, not for building,
 * testing or reading it: CI, benchmarks, the scripts that only the
 * project's own workflow runs, and the metadata files themselves. */
const EXCLUDED = [
    '~^\.ci/~', '~^\.gitignore$~', '~^\.clang-format$~', '~^bench/~',
    '~^package\.xml$~', '~^composer\.json$~', '~^phpstan\.neon\.dist$~',
    '~^scripts/(?!(test_extensions\.sh|make_test_shell\.sh|test_mysql\.sh|mariadb\.sh)$)~',
];

/* PECL roles: tests and their helpers, documents, and what the build
 * reads (sources, build files, and the scripts `make test` runs). */
function role(string $file): string
{
    if (str_starts_with($file, 'tests/')) {
        return 'test';
    }
    if (preg_match('~^(docs/|examples/|stubs/)|\.md$|^LICENSE$|^async\.ini$~', $file)) {
        return 'doc';
    }
    return 'src';
}

function version_macro(): string
{
    if (!preg_match('/^#define\s+PHP_ASYNC_VERSION\s+"([^"]+)"/m', (string) file_get_contents('php_async.h'), $m)) {
        throw new RuntimeException('php_async.h has no PHP_ASYNC_VERSION');
    }
    return $m[1];
}

exec('git ls-files', $tracked, $status);
if ($status !== 0 || $tracked === []) {
    fwrite(STDERR, "check_package: needs a git checkout (git ls-files)\n");
    exit(1);
}
$expected = [];
foreach ($tracked as $file) {
    foreach (EXCLUDED as $pattern) {
        if (preg_match($pattern, $file)) {
            continue 2;
        }
    }
    $expected[$file] = role($file);
}
ksort($expected, SORT_STRING);
$version = version_macro();

if ($write) {
    $xml = (string) file_get_contents('package.xml');
    $lines = '';
    foreach ($expected as $file => $role) {
        $lines .= '   <file name="' . htmlspecialchars($file, ENT_XML1) . "\" role=\"$role\"/>\n";
    }
    $xml = preg_replace('~(<dir name="/">\n).*?(  </dir>)~s', '${1}' . str_replace('$', '\$', $lines) . '${2}', $xml, 1);
    $xml = preg_replace('~<release>[^<]*</release>(\s*<api>)~', "<release>$version</release>\$1", $xml, 1);
    $xml = preg_replace('~<date>[^<]*</date>~', '<date>' . date('Y-m-d') . '</date>', $xml, 1);
    file_put_contents('package.xml', $xml);
    echo "check_package: package.xml lists ", count($expected), " files, version $version\n";
    exit(0);
}

$problems = [];

// package.xml, read with patterns rather than DOM (ext/dom is not on
// every build machine); --write keeps it in this one-line-per-file form.
$xml = (string) file_get_contents('package.xml');
$listed = [];
preg_match_all('~<file\s+name="([^"]+)"\s+role="([^"]+)"\s*/>~', $xml, $m, PREG_SET_ORDER);
foreach ($m as [, $name, $role]) {
    $listed[html_entity_decode($name, ENT_XML1)] = $role;
}
if (substr_count($xml, '<file ') !== count($listed)) {
    $problems[] = 'package.xml has <file> entries not of the form <file name="..." role="..."/>';
}
foreach (array_diff_key($expected, $listed) as $file => $role) {
    $problems[] = "package.xml does not list $file";
}
foreach (array_diff_key($listed, $expected) as $file => $role) {
    $problems[] = is_file($file)
        ? "package.xml lists $file, which is not part of a release (not tracked, or development-only)"
        : "package.xml lists $file, which does not exist";
}
foreach (array_intersect_key($listed, $expected) as $file => $role) {
    if ($role !== $expected[$file]) {
        $problems[] = "package.xml gives $file the role $role, not {$expected[$file]}";
    }
}
$tag = fn (string $path) => preg_match('~' . $path . '~s', $xml, $t) ? $t[1] : '';
$release = $tag('<version>\s*<release>([^<]*)</release>');
if ($release !== $version) {
    $problems[] = "package.xml's release version is $release, php_async.h's PHP_ASYNC_VERSION is $version";
}
if ($tag('<providesextension>([^<]*)</providesextension>') !== 'async') {
    $problems[] = 'package.xml does not provide the extension async';
}
$pecl_min = $tag('<required>\s*<php>\s*<min>([^<]*)</min>');
$pecl_max = $tag('<required>\s*<php>\s*<min>[^<]*</min>\s*<max>([^<]*)</max>');

// composer.json
$composer = json_decode((string) file_get_contents('composer.json'), true);
if (!is_array($composer)) {
    $problems[] = 'composer.json is not valid JSON';
} else {
    if (($composer['type'] ?? null) !== 'php-ext') {
        $problems[] = 'composer.json: type is not php-ext';
    }
    if (($composer['php-ext']['extension-name'] ?? null) !== 'async') {
        $problems[] = 'composer.json: php-ext.extension-name is not async';
    }
    if (($composer['version'] ?? null) !== $version) {
        $problems[] = 'composer.json: version is ' . var_export($composer['version'] ?? null, true)
            . ", php_async.h's PHP_ASYNC_VERSION is $version";
    }
    $options = array_column($composer['php-ext']['configure-options'] ?? [], 'name');
    if (!in_array('enable-async', $options, true)) {
        $problems[] = 'composer.json: php-ext.configure-options lacks enable-async';
    }
    // "~8.2.0" and <min>8.2.0</min><max>8.2.99</max> say the same.
    $php = $composer['require']['php'] ?? '';
    if (!preg_match('/^~(\d+)\.(\d+)\.0$/', $php, $m)
        || $pecl_min !== "$m[1].$m[2].0" || $pecl_max !== "$m[1].$m[2].99") {
        $problems[] = "composer.json requires php \"$php\", package.xml $pecl_min to $pecl_max: they must agree";
    }
}

// async.ini loads the module, after the modules it hooks.
$ini = (string) file_get_contents('async.ini');
if (!preg_match('/^extension\s*=\s*async(\.so)?\s*$/m', $ini) || !preg_match('/^;\s*priority=(\d+)/m', $ini, $m) || (int) $m[1] <= 20) {
    $problems[] = 'async.ini must load extension=async with a "; priority=" above 20 (after sockets, pcntl, mysqli, pdo_mysql)';
}
foreach ($problems as $problem) {
    fwrite(STDERR, "check_package: $problem\n");
}
if ($problems !== []) {
    fwrite(STDERR, "check_package: run php scripts/check_package.php --write for the file list and version\n");
    exit(1);
}
echo "check_package: package.xml (", count($listed), " files), composer.json and async.ini agree with the tree; version $version\n";

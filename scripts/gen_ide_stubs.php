<?php
/*
 * Writes stubs/async.php, the IDE and static-analysis stubs of the
 * extension, from the *.stub.php files (the same sources gen_stub.php makes
 * the arginfo from), so the two never drift: never edit stubs/async.php by
 * hand. Each stub file becomes one braced namespace block, docblocks kept
 * (@template, @param, @return, @throws), minus the tags only gen_stub.php
 * reads; a constant gen_stub.php fills from C (@cvalue) gets its value
 * from php_async.h.
 *   php scripts/gen_ide_stubs.php           write stubs/async.php
 *   php scripts/gen_ide_stubs.php --check   fail if it is not what the
 *                                           stubs give (CI)
 * Needs PHP-Parser (Debian: php-parser), as gen_stub.php does.
 */

declare(strict_types=1);

use PhpParser\Comment\Doc;
use PhpParser\Node;
use PhpParser\NodeTraverser;
use PhpParser\NodeVisitorAbstract;
use PhpParser\ParserFactory;
use PhpParser\PrettyPrinter;

$root = dirname(__DIR__);
$autoload = '/usr/share/php/PhpParser/autoload.php';
if (!is_file($autoload)) {
    fwrite(STDERR, "gen_ide_stubs: PHP-Parser is needed (Debian: apt-get install php-parser)\n");
    exit(1);
}
require $autoload;
if (!extension_loaded('tokenizer')) {
    fwrite(STDERR, "gen_ide_stubs: PHP-Parser needs the tokenizer extension: run it with php, not php -n\n");
    exit(1);
}

$check = in_array('--check', array_slice($argv, 1), true);
$target = "$root/stubs/async.php";

/* The C macros a @cvalue may name: the string #defines of php_async.h. */
preg_match_all('/^#define\s+(\w+)\s+"([^"]*)"/m', (string) file_get_contents("$root/php_async.h"), $m, PREG_SET_ORDER);
$macros = [];
foreach ($m as [, $name, $value]) {
    $macros[$name] = $value;
}

/* Tags of gen_stub.php that mean nothing to an IDE or an analyser. */
const GEN_STUB_TAGS = '(generate-class-entries|generate-function-entries|strict-properties|not-serializable'
    . '|cvalue|refcount|compile-time-eval|tentative-return-type|undocumentable|genstubs-expose-comment-block)';

function clean_doc(string $text): ?string
{
    $lines = explode("\n", $text);
    $out = [];
    foreach ($lines as $line) {
        if (preg_match('/^\s*\*\s*@' . GEN_STUB_TAGS . '\b/', $line)) {
            continue;
        }
        $out[] = $line;
    }
    // A blank " *" line left just before the closing " */".
    for ($i = count($out) - 1; $i > 0; $i--) {
        if (preg_match('/^\s*\*\/\s*$/', $out[$i]) && preg_match('/^\s*\*\s*$/', $out[$i - 1])) {
            array_splice($out, $i - 1, 1);
        }
    }
    $doc = implode("\n", $out);
    // Nothing but the delimiters left.
    if (preg_match('~^/\*\*[\s*]*\*/$~', $doc)) {
        return null;
    }
    return $doc;
}

final class StubCleaner extends NodeVisitorAbstract
{
    /** @param array<string, string> $macros */
    public function __construct(private array $macros, private string $file)
    {
    }

    public function enterNode(Node $node)
    {
        $comments = [];
        $cvalue = null;
        foreach ($node->getComments() as $comment) {
            if ($comment instanceof Doc) {
                if (preg_match('/@cvalue\s+(\w+)/', $comment->getText(), $m)) {
                    $cvalue = $m[1];
                }
                $text = clean_doc($comment->getText());
                if ($text !== null) {
                    $comments[] = new Doc($text);
                }
            } else {
                $comments[] = $comment;
            }
        }
        $node->setAttribute('comments', $comments);

        if ($node instanceof Node\Stmt\ClassConst || $node instanceof Node\Stmt\Const_) {
            foreach ($node->consts as $const) {
                if ($const->value instanceof Node\Expr\ConstFetch && $const->value->name->toString() === 'UNKNOWN') {
                    if ($cvalue === null || !isset($this->macros[$cvalue])) {
                        throw new RuntimeException("{$this->file}: constant {$const->name} = UNKNOWN needs"
                            . " @cvalue naming a string #define of php_async.h");
                    }
                    $const->value = new Node\Scalar\String_($this->macros[$cvalue]);
                }
            }
        }
        return null;
    }
}

/* Braced namespace blocks only: the files mix both forms and the global
 * namespace. */
final class BracedPrinter extends PrettyPrinter\Standard
{
    protected function pStmt_Namespace(Node\Stmt\Namespace_ $node)
    {
        $this->canUseSemicolonNamespaces = false;
        return parent::pStmt_Namespace($node);
    }
}

$stubs = [];
$iterator = new RecursiveIteratorIterator(new RecursiveCallbackFilterIterator(
    new RecursiveDirectoryIterator($root, FilesystemIterator::SKIP_DOTS),
    fn (SplFileInfo $f) => !in_array($f->getFilename(), ['.git', 'build', 'stubs'], true)
));
foreach ($iterator as $file) {
    if (str_ends_with($file->getFilename(), '.stub.php')) {
        $stubs[] = substr($file->getPathname(), strlen($root) + 1);
    }
}
sort($stubs, SORT_STRING);

/* What an analyser or an IDE needs from a docblock: every function and
 * method has one, and it says what each parameter means. */
function doc_problems(string $stub, array $ast): array
{
    $problems = [];
    $finder = new PhpParser\NodeFinder();
    foreach ($finder->findInstanceOf($ast, Node\FunctionLike::class) as $fn) {
        if (!$fn instanceof Node\Stmt\Function_ && !$fn instanceof Node\Stmt\ClassMethod) {
            continue;
        }
        $where = "$stub:{$fn->getLine()} {$fn->name}()";
        $doc = $fn->getDocComment()?->getText();
        if ($doc === null) {
            $problems[] = "$where has no docblock";
            continue;
        }
        foreach ($fn->getParams() as $param) {
            $name = $param->var->name;
            if (!preg_match('/@param\s+\S+\s+(\.\.\.)?\$' . $name . '\s+\S/', $doc)) {
                $problems[] = "$where: no @param with a description for \$$name";
            }
        }
    }
    return $problems;
}

$parser = (new ParserFactory())->create(ParserFactory::ONLY_PHP7);
$printer = new BracedPrinter(['shortArraySyntax' => true]);
$version = $macros['PHP_ASYNC_VERSION'] ?? 'unknown';
$out = "<?php\n\n"
    . "/*\n"
    . " * IDE and static-analysis stubs of the async extension $version: the\n"
    . " * PHP API it declares, for editors and analysers that do not load the\n"
    . " * module. Never include it at run time (the extension declares these).\n"
    . " *\n"
    . " * Generated by scripts/gen_ide_stubs.php from the *.stub.php files; do\n"
    . " * not edit: change the stub and regenerate.\n"
    . " */\n";

$problems = [];
foreach ($stubs as $stub) {
    $ast = $parser->parse((string) file_get_contents("$root/$stub"));
    $problems = array_merge($problems, doc_problems($stub, $ast));
    $traverser = new NodeTraverser();
    $traverser->addVisitor(new StubCleaner($macros, $stub));
    $ast = $traverser->traverse($ast);

    // One braced namespace block per file, whatever its own syntax.
    $blocks = [];
    $loose = [];
    foreach ($ast as $node) {
        if ($node instanceof Node\Stmt\Namespace_) {
            $blocks[] = $node;
        } else {
            $loose[] = $node;
        }
    }
    if ($loose !== []) {
        // Statements outside any namespace (the global namespace); a
        // file-level docblock stays in front of them.
        array_unshift($blocks, new Node\Stmt\Namespace_(null, $loose));
    }
    foreach ($blocks as $block) {
        // The file's own docblock is attached to the namespace statement
        // (or its first statement): keep it inside the block, as a
        // comment on the first statement.
        $fileDocs = array_map(
            fn ($c) => new PhpParser\Comment(preg_replace('~^/\*\*~', '/*', $c->getText())),
            $block->getComments()
        );
        $block->setAttribute('comments', []);
        if ($fileDocs !== [] && $block->stmts !== []) {
            $first = $block->stmts[0];
            $first->setAttribute('comments', array_merge($fileDocs, $first->getComments()));
        }
        // A blank line before each declaration's docblock, for the reader.
        $code = preg_replace('~(?<![{\n])\n(\s*/\*\*)~', "\n\n$1", $printer->prettyPrint([$block]));
        $out .= "\n// From $stub\n" . $code . "\n";
    }
}

// The generic classes keep their type parameters.
foreach (['FutureState', 'Future', 'Channel'] as $class) {
    if (!preg_match('/@template(-covariant)?\s+\w+\s*\n(\s*\*[^\n]*\n)*?\s*\*\/\s*\n\s*(final\s+)?class ' . $class . '\b/', $out)) {
        $problems[] = "class $class has lost its @template";
    }
}
foreach ($problems as $problem) {
    fwrite(STDERR, "gen_ide_stubs: $problem\n");
}

if (!$check) {
    if (!is_dir(dirname($target))) {
        mkdir(dirname($target));
    }
    file_put_contents($target, $out);
    echo "gen_ide_stubs: wrote stubs/async.php from ", count($stubs), " stub files\n";
    exit($problems === [] ? 0 : 1);
}
if (!is_file($target) || file_get_contents($target) !== $out) {
    fwrite(STDERR, "gen_ide_stubs: stubs/async.php is not what the *.stub.php files give;"
        . " run php scripts/gen_ide_stubs.php and commit it\n");
    exit(1);
}
if ($problems !== []) {
    exit(1);
}
echo "gen_ide_stubs: stubs/async.php is up to date\n";

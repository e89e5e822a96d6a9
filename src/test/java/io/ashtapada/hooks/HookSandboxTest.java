package io.ashtapada.hooks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.ashtapada.hooks.HookFailure.Kind;

class HookSandboxTest {

    static final String FILE = "variants/test.def";

    /**
     * Default limits except a generous timeout: interpreted GraalJS on a loaded 2-core machine can
     * be slow, and only the timeout tests below should ever time out.
     */
    static HookRuntime rt;

    /** 8 squares: "a1".."h1", pieces on even squares. */
    static final ExampleBoardView.Reader BOARD = new ExampleBoardView.Reader() {
        @Override
        public int size() {
            return 8;
        }

        @Override
        public String pieceAt(int square) {
            return square % 2 == 0 ? "P" : null;
        }

        @Override
        public String name(int square) {
            return (char) ('a' + square) + "1";
        }
    };

    static final HookScript NORMAL = script("normal",
            "function (view, out) {\n"
                    + "  let n = 0;\n"
                    + "  for (let sq = 0; sq < view.size(); sq++) {\n"
                    + "    if (view.pieceAt(sq) !== null) { out.add(sq, sq + 1); n++; }\n"
                    + "  }\n"
                    + "  return n;\n"
                    + "}");

    @BeforeAll
    static void setUp() {
        rt = HookRuntime.builder().timeout(Duration.ofSeconds(10)).build();
    }

    @AfterAll
    static void tearDown() {
        rt.close();
    }

    static HookScript script(String name, String source) {
        HookScript s = HookScript.compile(FILE, 10, name, source);
        assertThat(s.diagnostics()).as("diagnostics of %s", name).isEmpty();
        return s;
    }

    static HookFailure failure(HookRuntime runtime, String source, Object... args) {
        HookScript s = script("hostile", source);
        HookFailure f = catchThrowableOfType(HookFailure.class, () -> runtime.call(s, args));
        assertThat(f).as("expected a HookFailure for %s", source).isNotNull();
        assertThat(f.getMessage()).doesNotContain("\n").doesNotContain("\tat ").startsWith(FILE);
        assertThat(f.hookName()).isEqualTo("hostile");
        assertThat(f.file()).isEqualTo(FILE);
        return f;
    }

    /** A normal hook call still works on this thread. */
    static void assertUsable(HookRuntime runtime) throws HookFailure {
        ExampleSink sink = new ExampleSink();
        assertThat(runtime.call(NORMAL, new ExampleBoardView(BOARD), sink)).isEqualTo(4);
        assertThat(sink.moves).hasSize(4);
    }

    static ExampleBoardView view() {
        return new ExampleBoardView(BOARD);
    }

    // ---------------------------------------------------------------- normal use

    @Test
    void normalHookReadsViewAndEmitsIntoSink() throws HookFailure {
        ExampleSink sink = new ExampleSink();
        Object r = rt.call(NORMAL, view(), sink);
        assertThat(r).isEqualTo(4);
        assertThat(sink.moves).containsExactly(new int[] {0, 1}, new int[] {2, 3}, new int[] {4, 5}, new int[] {6, 7});
        // cached function: a second call gives the same result
        assertThat(rt.call(NORMAL, view(), new ExampleSink())).isEqualTo(4);
    }

    @Test
    @SuppressWarnings("unchecked")
    void resultsAreConvertedToPlainJava() throws HookFailure {
        HookScript s = script("result", "(v) => ({ a: 1, b: 2.5, c: 2 ** 40, d: 'x', e: [true, null, undefined],"
                + " f: { g: [v.name(0)] } })");
        Object r = rt.call(s, view());
        assertThat(r).isInstanceOf(Map.class);
        @SuppressWarnings("unchecked")
        Map<String, Object> m = (Map<String, Object>) r;
        assertThat(m).containsOnlyKeys("a", "b", "c", "d", "e", "f");
        assertThat(m.get("a")).isEqualTo(1);
        assertThat(m.get("b")).isEqualTo(2.5);
        assertThat(m.get("c")).isEqualTo(1L << 40);
        assertThat(m.get("d")).isEqualTo("x");
        assertThat((List<Object>) m.get("e")).containsExactly(true, null, null);
        assertThat(m.get("f")).isEqualTo(Map.of("g", List.of("a1")));
        assertThat(rt.call(script("undef", "function () {}"))).isNull();
        assertThat(rt.call(script("dict", "() => { const d = Object.create(null); d.k = 1; return d; }")))
                .isEqualTo(Map.of("k", 1));
        assertThat(rt.call(script("args", "(a, b, c, d) => [a + 1, b, c, d[1]]"), 41, "s", true, new int[] {5, 6}))
                .isEqualTo(List.of(42, "s", true, 6));
    }

    @Test
    void hookCanReturnAPassedHostObject() throws HookFailure {
        ExampleSink sink = new ExampleSink();
        assertThat(rt.call(script("same", "(v, out) => out"), view(), sink)).isSameAs(sink);
    }

    @Test
    void loadReportsNonFunctionEarly() throws HookFailure {
        HookScript notFn = script("notfn", "42");
        assertThat(catchThrowableOfType(HookFailure.class, () -> rt.load(notFn)).kind()).isEqualTo(Kind.BAD_RESULT);
        rt.load(NORMAL);
    }

    // ---------------------------------------------------------------- syntax errors

    @Test
    void syntaxErrorIsReportedAtDefinitionFilePosition() {
        HookScript s = HookScript.compile(FILE, 10, "bad", "function(view,out){ return ( }");
        assertThat(s.isValid()).isFalse();
        assertThat(s.diagnostics()).hasSize(1);
        HookDiagnostic d = s.diagnostics().get(0);
        assertThat(d.file()).isEqualTo(FILE);
        assertThat(d.line()).isEqualTo(10);
        assertThat(d.col()).isEqualTo(30); // the '}' after "return ( "
        assertThat(d.message()).contains("Expected an operand but found }").doesNotContain("\n");
        assertThat(d.toString()).isEqualTo(FILE + ":10:30: " + d.message());

        HookFailure f = catchThrowableOfType(HookFailure.class, () -> rt.call(s, view(), new ExampleSink()));
        assertThat(f.kind()).isEqualTo(Kind.SYNTAX);
        assertThat(f.line()).isEqualTo(10);
        assertThat(f.col()).isEqualTo(30);
        assertThat(f.getMessage()).startsWith(FILE + ":10:30: hook 'bad' SYNTAX: ");
    }

    @Test
    void syntaxErrorOnLaterLineAndInlineColumn() {
        // source starts at line 20, column 12 of the definition file; error on its 3rd line
        HookScript s = HookScript.compile(FILE, 20, 12, "bad2", "function (v) {\n  let x = 1;\n  let y = x +* 2;\n}");
        HookDiagnostic d = s.diagnostics().get(0);
        assertThat(d.line()).isEqualTo(22);
        assertThat(d.col()).isEqualTo(14); // the '*'
        // on the first line the column is shifted by firstColumn
        HookDiagnostic d1 = HookScript.compile(FILE, 20, 12, "bad3", "function (v) { return ( }").diagnostics().get(0);
        assertThat(d1.line()).isEqualTo(20);
        assertThat(d1.col()).isEqualTo(12 + 25 - 1);
    }

    @Test
    void unterminatedSourceIsReportedAtItsEnd() {
        HookScript s = HookScript.compile(FILE, 10, "open", "function (v) {\n  return 1;");
        HookDiagnostic d = s.diagnostics().get(0);
        assertThat(d.line()).isEqualTo(11);
        assertThat(d.message()).doesNotContain("found )");
        assertThat(HookScript.compile(FILE, 10, "empty", "  ").diagnostics()).hasSize(1);
    }

    @Test
    void staticImportIsASyntaxError() {
        assertThat(HookScript.compile(FILE, 10, "imp", "import fs from 'fs'").isValid()).isFalse();
    }

    // ---------------------------------------------------------------- hostile scripts

    @Test
    void infiniteLoopHitsStatementLimit() throws HookFailure {
        HookFailure f = failure(rt, "function () {\n  while (true) {}\n}");
        assertThat(f.kind()).isEqualTo(Kind.STATEMENT_LIMIT);
        assertThat(f.line()).isEqualTo(11);
        assertUsable(rt);
    }

    @Test
    void timeoutStopsLoopWithoutStatementLimit() throws HookFailure {
        try (HookRuntime slow = HookRuntime.builder().statementLimit(0).timeout(Duration.ofMillis(250))
                .allocationLimit(0).build()) {
            slow.load(NORMAL); // evaluated before, so that the check afterwards is only a short call
            long t0 = System.nanoTime();
            HookFailure f = failure(slow, "function () { let i = 0; while (true) { i++; } }");
            assertThat(f.kind()).isEqualTo(Kind.TIMEOUT);
            assertThat(System.nanoTime() - t0).isLessThan(TimeUnit.SECONDS.toNanos(3));
            assertUsable(slow);
        }
    }

    @Test
    void timeoutStopsBuiltinThatRunsWithoutStatements() throws HookFailure {
        // one statement, then exponential regex backtracking inside a builtin: only the watchdog helps
        try (HookRuntime r = HookRuntime.builder().timeout(Duration.ofMillis(250)).build()) {
            r.load(NORMAL);
            long t0 = System.nanoTime();
            HookFailure f = failure(r, "() => /^(a+)+\\1$/.test('a'.repeat(40) + 'b')");
            assertThat(f.kind()).isEqualTo(Kind.TIMEOUT);
            assertThat(System.nanoTime() - t0).isLessThan(TimeUnit.SECONDS.toNanos(3));
            assertUsable(r);
        }
    }

    @Test
    void arrayLikeWithHugeLengthIsRefused() throws HookFailure {
        // would otherwise loop 2^53 times in Java, deaf to interrupts
        assertThat(failure(rt, "() => Array.prototype.indexOf.call({ length: 2 ** 53 - 1 }, 1)").kind())
                .isEqualTo(Kind.RESOURCE);
        assertThat(failure(rt, "() => Array.prototype.join.call({ length: 2 ** 40 }, '')").kind())
                .isEqualTo(Kind.RESOURCE);
        // a length getter that lies (small for the check, huge for the builtin) does not help
        assertThat(rt.call(script("liar", "() => { let n = 0;"
                + " const o = { get length() { return n++ === 0 ? 3 : 2 ** 53 - 1; } };"
                + " return Array.prototype.indexOf.call(o, 1); }"))).isEqualTo(-1);
        assertThat(failure(rt, "() => new Proxy([], {})").kind()).isEqualTo(Kind.HOST_ACCESS); // no Proxy
        assertThat(failure(rt, "() => [].concat({ length: 2 ** 32 - 2, [Symbol.isConcatSpreadable]: true }).length")
                .kind()).isEqualTo(Kind.RESOURCE);
        // normal array-likes still work, and methods returning their receiver return it
        assertThat(rt.call(script("arraylike", "() => Array.prototype.indexOf.call({ length: 3, 2: 'x' }, 'x')")))
                .isEqualTo(2);
        assertThat(rt.call(script("fillself", "() => { const o = { length: 2 }; return Array.prototype.fill.call(o, 7) === o"
                + " && o[1] === 7 && Array.from({ length: 3 }, (_, i) => i * 2).join() === '0,2,4'"
                + " && Array.prototype.map.call('abc', (c) => c.toUpperCase()).join('') === 'ABC'; }"))).isEqualTo(true);
        assertUsable(rt);
    }

    @Test
    void javaTypeIsNotAvailable() throws HookFailure {
        HookFailure f = failure(rt, "function () { return Java.type('java.io.File'); }");
        assertThat(f.kind()).isEqualTo(Kind.HOST_ACCESS);
        assertThat(f.detail()).contains("Java is not defined");
        assertThat(f.line()).isEqualTo(10);
        assertUsable(rt);
    }

    @Test
    void loadIsNotAvailable() throws HookFailure {
        assertThat(failure(rt, "function () { return load('/etc/passwd'); }").kind()).isEqualTo(Kind.HOST_ACCESS);
        assertUsable(rt);
    }

    @Test
    void requireIsNotAvailable() throws HookFailure {
        assertThat(failure(rt, "function () { return require('fs'); }").kind()).isEqualTo(Kind.HOST_ACCESS);
        assertUsable(rt);
    }

    @Test
    void polyglotIsNotAvailable() throws HookFailure {
        assertThat(failure(rt, "function () { return Polyglot.eval('js', '1'); }").kind()).isEqualTo(Kind.HOST_ACCESS);
        assertUsable(rt);
    }

    @Test
    void dynamicImportIsRefused() throws HookFailure {
        assertThat(failure(rt, "function () { return import('x'); }").kind()).isIn(Kind.HOST_ACCESS, Kind.BAD_RESULT);
        assertThat(failure(rt, "function () { import('./x.js'); return 1; }").kind()).isEqualTo(Kind.HOST_ACCESS);
        assertUsable(rt);
    }

    @Test
    void evalAndFunctionConstructorAreDisabled() throws HookFailure {
        assertThat(failure(rt, "() => eval('1 + 1')").kind()).isEqualTo(Kind.HOST_ACCESS);
        assertThat(failure(rt, "() => (function () {}).constructor('return this')()").kind()).isEqualTo(Kind.HOST_ACCESS);
        assertUsable(rt);
    }

    @Test
    void hugeArrayFillIsStoppedByAllocationBudget() throws HookFailure {
        try (HookRuntime r = HookRuntime.builder().allocationLimit(32L << 20).timeout(Duration.ofSeconds(5)).build()) {
            HookFailure f = failure(r, "function () { return new Array(2e9).fill(0).length; }");
            assertThat(f.kind()).isEqualTo(Kind.RESOURCE);
            assertUsable(r);
            HookFailure g = failure(r, "function () { const a = []; for (;;) a.push(new Array(1e5).fill(1.5)); }");
            assertThat(g.kind()).isEqualTo(Kind.RESOURCE);
            assertThat(g.detail()).isEqualTo("allocated more than 32 MB");
            assertUsable(r);
        }
    }

    @Test
    void hugeArrayWithDefaultLimitsFails() throws HookFailure {
        // 2e9 is a valid length (sparse array): returning it breaks the result cap
        assertThat(failure(rt, "function () { return new Array(2e9); }").kind()).isEqualTo(Kind.BAD_RESULT);
        assertThat(failure(rt, "function () { return new Array(2 ** 32); }").kind()).isEqualTo(Kind.RESOURCE);
        assertThat(failure(rt, "function () { return new Array(2e9).fill(0).length; }").kind())
                .isIn(Kind.RESOURCE, Kind.TIMEOUT);
        assertUsable(rt);
    }

    @Test
    void stringDoublingLoopFails() throws HookFailure {
        assertThat(failure(rt, "function () { let s = 'x'; while (true) s += s; }").kind()).isEqualTo(Kind.RESOURCE);
        assertThat(failure(rt, "function () { return 'x'.repeat(2e9).length; }").kind()).isEqualTo(Kind.RESOURCE);
        assertThat(failure(rt, "function () { return ''.padStart(1e9).length; }").kind()).isEqualTo(Kind.RESOURCE);
        assertThat(failure(rt, "function () { return Array.from({ length: 1e9 }).length; }").kind()).isEqualTo(Kind.RESOURCE);
        assertUsable(rt);
    }

    @Test
    void deepRecursionFails() throws HookFailure {
        assertThat(failure(rt, "function () { const f = (n) => f(n + 1) + 1; return f(0); }").kind()).isEqualTo(Kind.RESOURCE);
        assertUsable(rt);
    }

    /**
     * Issue 12 (a): a hook that catches the stack overflow and recurses again spends its time a few
     * frames above the bottom of the stack, where GraalJS's own cancellation overflowed and was
     * caught as a RangeError; the guard's stop cannot be caught. Also for finally blocks, promise
     * executors and iterator return() methods, which run code after an error too.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "function () { function f() { try { f(); } catch (e) { f(); } } f(); }",
            "function () { function f() { try { f(); } finally { f(); } } f(); }",
            "function () { function f() { new Promise(() => f()); new Promise(() => f()); } f(); }",
            "function () { const it = { [Symbol.iterator]() { return { next: () => ({ value: 1, done: false }), return() { f(); return {}; } }; } };"
                    + " function f() { for (const x of it) f(); } f(); }",
    })
    void caughtStackOverflowThatRecursesAgainIsStoppedWithinItsLimit(String source) throws HookFailure {
        try (HookRuntime r = HookRuntime.builder().timeout(Duration.ofMillis(250)).build()) {
            r.load(NORMAL);
            long t0 = System.nanoTime();
            HookFailure f = failure(r, source);
            long ms = (System.nanoTime() - t0) / 1_000_000;
            System.out.printf("[hooks] caught stack overflow stopped after %d ms (%s): %s%n", ms, f.kind(), source);
            assertThat(f.kind()).isIn(Kind.TIMEOUT, Kind.STATEMENT_LIMIT);
            // 250 ms of CPU time, then the unwinding; the wall-clock backstop is 2.25 s. Generous: the
            // machine running the tests may be loaded.
            assertThat(ms).isLessThan(10_000);
            assertUsable(r);
        }
    }

    @Test
    void thrownErrorIsReportedWithLine() throws HookFailure {
        HookFailure f = failure(rt, "function (view, out) {\n  const x = 1;\n  throw new Error('boom');\n}");
        assertThat(f.kind()).isEqualTo(Kind.THROWN);
        assertThat(f.detail()).isEqualTo("Error: boom");
        assertThat(f.line()).isEqualTo(12);
        assertThat(f.getMessage()).isEqualTo(FILE + ":12:" + f.col() + ": hook 'hostile' THROWN: Error: boom");
        assertThat(failure(rt, "() => { throw 42; }").kind()).isEqualTo(Kind.THROWN);
        assertUsable(rt);
    }

    @Test
    @SuppressWarnings("unchecked")
    void getClassOnHostObjectIsRefused() throws HookFailure {
        HookFailure f = failure(rt, "function (view) { return view.getClass(); }", view());
        assertThat(f.kind()).isEqualTo(Kind.HOST_ACCESS);
        assertThat(failure(rt, "(view) => view.reader()", view()).kind()).isEqualTo(Kind.HOST_ACCESS);
        assertThat(failure(rt, "(view) => view.getClass().forName('java.lang.Runtime')", view()).kind())
                .isEqualTo(Kind.HOST_ACCESS);
        assertThat((List<Object>) rt.call(script("keys", "(view) => Object.keys(view)"), view()))
                .containsExactlyInAnyOrder("name", "size", "pieceAt");
        assertUsable(rt);
    }

    @Test
    void exceptionFromHostMethodIsHostError() throws HookFailure {
        HookFailure f = failure(rt, "(view) => view.pieceAt(99)", view());
        assertThat(f.kind()).isEqualTo(Kind.HOST_ERROR);
        assertThat(f.getCause()).isInstanceOf(IndexOutOfBoundsException.class);
        assertThat(f.detail()).contains("no square 99");
        // wrong argument types for an exported method
        assertThat(failure(rt, "(view, out) => out.add('a', {})", view(), new ExampleSink()).kind()).isEqualTo(Kind.HOST_ACCESS);
        assertUsable(rt);
    }

    @Test
    void badResultsAreRejected() throws HookFailure {
        assertThat(failure(rt, "() => () => 1").kind()).isEqualTo(Kind.BAD_RESULT);
        assertThat(failure(rt, "() => new Map()").kind()).isEqualTo(Kind.BAD_RESULT);
        assertThat(failure(rt, "() => Array.from({ length: 20000 }, (_, i) => i)").kind()).isEqualTo(Kind.BAD_RESULT);
        assertThat(failure(rt, "() => { const a = []; a.push(a); return a; }").kind()).isEqualTo(Kind.BAD_RESULT);
        assertThat(failure(rt, "() => 'x'.repeat(100000)").kind()).isEqualTo(Kind.BAD_RESULT);
        HookFailure notFn = failure(rt, "42");
        assertThat(notFn.kind()).isEqualTo(Kind.BAD_RESULT);
        assertThat(notFn.line()).isEqualTo(10); // no JS position: the hook's first line
        assertUsable(rt);
    }

    @Test
    void globalsAndBuiltinsAreFrozen() throws HookFailure {
        assertThat(failure(rt, "() => { globalThis.leak = 1; }").kind()).isEqualTo(Kind.THROWN);
        assertThat(failure(rt, "() => { Array.prototype.push = null; }").kind()).isEqualTo(Kind.THROWN);
        assertThat(failure(rt, "() => { undeclared = 1; }").kind()).isEqualTo(Kind.THROWN);
        assertThat(rt.call(script("types", "() => [typeof ArrayBuffer, typeof Atomics, typeof console.log, typeof Graal]")))
                .isEqualTo(List.of("undefined", "undefined", "function", "undefined"));
        assertUsable(rt);
    }

    /**
     * The init script's freeze reaches everything: walked here independently (recursion, one
     * descriptor at a time), every object reachable from the global object or from the intrinsic
     * prototypes only builtins return is frozen, while an object a hook makes is not.
     */
    @Test
    void everyObjectReachableFromTheGlobalsIsFrozen() throws HookFailure {
        HookScript walk = script("walk", """
                () => {
                  const seen = new Set(), unfrozen = [];
                  const walk = (o, path) => {
                    if ((typeof o !== 'object' && typeof o !== 'function') || o === null || seen.has(o)) return;
                    seen.add(o);
                    if (!Object.isFrozen(o)) unfrozen.push(path);
                    walk(Object.getPrototypeOf(o), path + '.__proto__');
                    for (const key of Reflect.ownKeys(o)) {
                      const d = Object.getOwnPropertyDescriptor(o, key);
                      const at = path + '.' + String(key);
                      if ('value' in d) walk(d.value, at); else { walk(d.get, at + '.get'); walk(d.set, at + '.set'); }
                    }
                  };
                  walk(globalThis, 'globalThis');
                  walk(Object.getPrototypeOf(function* () {}), 'generator');
                  walk(Object.getPrototypeOf(async function () {}), 'async');
                  walk(Object.getPrototypeOf(async function* () {}), 'asyncGenerator');
                  walk(Object.getPrototypeOf([][Symbol.iterator]()), 'arrayIterator');
                  walk(Object.getPrototypeOf(''[Symbol.iterator]()), 'stringIterator');
                  walk(Object.getPrototypeOf(new Map()[Symbol.iterator]()), 'mapIterator');
                  walk(Object.getPrototypeOf(new Set()[Symbol.iterator]()), 'setIterator');
                  walk(Object.getPrototypeOf(/x/[Symbol.matchAll]('')), 'regExpStringIterator');
                  walk(Object.getPrototypeOf([][Symbol.iterator]().map((x) => x)), 'iteratorHelper');
                  walk(Object.getPrototypeOf(new Intl.Segmenter().segment('')), 'segments');
                  walk(Object.getPrototypeOf(new Intl.Segmenter().segment('')[Symbol.iterator]()), 'segmentIterator');
                  return [seen.size, unfrozen.slice(0, 10), Object.isFrozen({})];
                }""");
        List<?> r = (List<?>) rt.call(walk);
        assertThat((Integer) r.get(0)).as("objects walked").isGreaterThan(400);
        assertThat((List<?>) r.get(1)).as("objects not frozen").isEmpty();
        assertThat(r.get(2)).as("a hook's own object").isEqualTo(false);
    }

    @Test
    void onlyAllowedArgumentTypes() {
        assertThatThrownBy(() -> rt.call(NORMAL, new ArrayList<>(), new ExampleSink()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> rt.call(NORMAL, new File("/"), new ExampleSink()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    // ---------------------------------------------------------------- threads

    @Test
    void concurrentCallsFromTwoThreads() throws Exception {
        HookScript slowish = script("sum", "(view, k) => { let s = 0; for (let i = 0; i < 2000; i++) s += view.size(); return s + k; }");
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<Integer>> futures = new ArrayList<>();
            for (int t = 0; t < 2; t++) {
                int k = t;
                Callable<Integer> task = () -> {
                    int ok = 0;
                    for (int i = 0; i < 200; i++) {
                        if (Integer.valueOf(16000 + k).equals(rt.call(slowish, view(), k))) {
                            ok++;
                        }
                        if (i == 100 && k == 0) { // a failure on one thread does not disturb the other
                            try {
                                rt.call(script("loop", "() => { for (;;) {} }"));
                            } catch (HookFailure expected) {
                                ok++;
                            }
                        }
                    }
                    return ok;
                };
                futures.add(pool.submit(task));
            }
            assertThat(futures.get(0).get(60, TimeUnit.SECONDS)).isEqualTo(201);
            assertThat(futures.get(1).get(60, TimeUnit.SECONDS)).isEqualTo(200);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void contextOfADeadThreadIsReleased() throws Exception {
        try (HookRuntime r = HookRuntime.builder().timeout(Duration.ofSeconds(10)).build()) {
            Thread t = new Thread(() -> {
                try {
                    assertUsable(r);
                } catch (HookFailure e) {
                    throw new AssertionError(e);
                }
            });
            t.start();
            t.join();
            assertThat(r.threadSlotCount()).isBetween(0, 1); // the reaper may already have run
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (r.threadSlotCount() > 0 && System.nanoTime() < deadline) {
                Thread.sleep(10);
            }
            assertThat(r.threadSlotCount()).isZero();
        }
    }

    @Test
    void arrayGuardsCanBeTurnedOff() throws HookFailure {
        HookScript big = script("big", "() => new Array(2000).fill(1).indexOf(1)");
        try (HookRuntime r = HookRuntime.builder().guardArrays(false).builtinLengthCap(1000)
                .timeout(Duration.ofSeconds(10)).build()) {
            assertUsable(r);
            assertThat(r.call(big)).isEqualTo(0);
        }
        try (HookRuntime r = HookRuntime.builder().builtinLengthCap(1000).timeout(Duration.ofSeconds(10)).build()) {
            assertThat(catchThrowableOfType(HookFailure.class, () -> r.call(big)).kind()).isEqualTo(Kind.RESOURCE);
        }
    }

    @Test
    void closedRuntimeRefusesCalls() throws HookFailure {
        HookRuntime r = HookRuntime.builder().timeout(Duration.ofSeconds(10)).build();
        assertUsable(r);
        r.close();
        assertThatThrownBy(() -> r.call(NORMAL, view(), new ExampleSink())).isInstanceOf(IllegalStateException.class);
    }

    // ---------------------------------------------------------------- memory, in a small JVM

    @Test
    void outOfMemoryInASmallHeapIsReportedAndTheJvmSurvives() throws Exception {
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        Process p = new ProcessBuilder(java, "-Xmx192m", "-Xss8m", "-cp", System.getProperty("java.class.path"),
                MemoryProbe.class.getName()).redirectErrorStream(true).start();
        boolean done = p.waitFor(60, TimeUnit.SECONDS);
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!done) {
            p.destroyForcibly();
        }
        assertThat(done).as(out).isTrue();
        assertThat(out).contains("OOM-KIND RESOURCE").contains("AFTER 4").contains("FLATTEN-KIND RESOURCE");
        assertThat(p.exitValue()).as(out).isZero();
    }

    // ---------------------------------------------------------------- micro-measure (prints, no assertion on speed)

    @Test
    void measureCallsPerSecond() throws HookFailure {
        HookScript reads = script("reads", "(view) => { view.size(); view.pieceAt(0); view.pieceAt(1); return view.name(2); }");
        ExampleBoardView v = view();
        double best = 0;
        StringBuilder rounds = new StringBuilder();
        long stop = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(2500);
        for (int round = 0; round < 10 && System.nanoTime() < stop; round++) { // early rounds are warm-up
            int n = 50_000;
            long t0 = System.nanoTime();
            for (int i = 0; i < n; i++) {
                rt.call(reads, v);
            }
            double rate = n / ((System.nanoTime() - t0) / 1e9);
            best = Math.max(best, rate);
            rounds.append(String.format(" %.0fk", rate / 1000));
        }
        System.out.printf("[hooks] trivial hook with 4 host reads: best %.0f calls/s (%.2f us/call); rounds:%s%n",
                best, 1e6 / best, rounds);
    }
}

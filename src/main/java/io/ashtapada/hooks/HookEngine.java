package io.ashtapada.hooks;

import java.io.InputStream;
import java.io.OutputStream;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.Engine;
import org.graalvm.polyglot.EnvironmentAccess;
import org.graalvm.polyglot.HostAccess;
import org.graalvm.polyglot.PolyglotAccess;
import org.graalvm.polyglot.PolyglotException;
import org.graalvm.polyglot.SandboxPolicy;
import org.graalvm.polyglot.Source;
import org.graalvm.polyglot.io.IOAccess;

/**
 * The JVM-wide GraalJS {@link Engine} and the single recipe for building sandboxed contexts.
 *
 * <p>Every context used for hooks (the per-thread contexts of {@link HookRuntime} and the parse-only
 * context used by {@link HookScript#compile}) is built by {@link #newContext}, so all of them have
 * the same options and can share parsed code through the engine.
 */
final class HookEngine {

    static final String LANGUAGE = "js";

    /**
     * Host access: only members annotated with {@link HostAccess.Export}, plus reading/writing
     * Java arrays that the host passes in or returns from exported methods. No public-member
     * access, no list/map/iterator access, no host class lookup, no implementations of host
     * interfaces, no mutable target type mappings.
     */
    static final HostAccess HOST_ACCESS = HostAccess.newBuilder()
            .allowAccessAnnotatedBy(HostAccess.Export.class)
            .allowArrayAccess(true)
            .allowMutableTargetMappings()
            .build();

    /**
     * Trusted script run once in every new context before any hook: removes globals that hooks do
     * not need and that only widen the attack surface (binary buffers allow multi-gigabyte
     * allocations in one builtin call, weak references make behaviour GC-dependent, proxies can
     * fake array lengths), installs a
     * no-op {@code console}, caps a few builtins that can build huge values or loop very long in
     * one step without polling for interrupts ({@code repeat}, {@code padStart/padEnd},
     * {@code Array.from} and the generic {@code Array.prototype} methods on array-likes), and finally freezes the global object and all intrinsics so that a
     * hook cannot monkey-patch builtins or leave globals behind for other hooks that share the
     * same per-thread context.
     */
    private static final String INIT_SCRIPT = """
            (function (cap, guardArrays) {
              'use strict';
              const g = globalThis;
              const P = Proxy, rget = Reflect.get, apply = Reflect.apply, isArray = Array.isArray;
              const RangeErr = RangeError;
              const dropped = ['ArrayBuffer', 'SharedArrayBuffer', 'DataView', 'Atomics',
                'Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array',
                'Int32Array', 'Uint32Array', 'Float16Array', 'Float32Array', 'Float64Array',
                'BigInt64Array', 'BigUint64Array', 'WeakRef', 'FinalizationRegistry', 'Proxy',
                'WebAssembly', 'Graal', 'Polyglot', 'Java', 'Packages', 'java', 'javax', 'javafx',
                'com', 'org', 'edu', 'load', 'loadWithNewGlobal', 'print', 'printErr', 'quit',
                'exit', 'console'];
              for (const name of dropped) {
                try { delete g[name]; } catch (e) { /* non-configurable: leave it */ }
              }
              const noop = function () {};
              const con = {};
              for (const m of ['log', 'info', 'warn', 'error', 'debug', 'trace']) con[m] = noop;
              Object.defineProperty(g, 'console', { value: con, writable: false, enumerable: false, configurable: false });

              const toLen = (x) => { const n = Math.trunc(Number(x)); return n > 0 ? n : 0; };
              const redefine = (obj, name, fn) => {
                const d = Object.getOwnPropertyDescriptor(obj, name);
                Object.defineProperty(obj, name, { value: fn, writable: d.writable, enumerable: d.enumerable, configurable: d.configurable });
              };
              const tooLong = (what) => { throw new RangeErr('Invalid ' + what + ' length'); };

              // Strings: cap what one builtin call may build (these do not poll for interrupts).
              const strProto = String.prototype;
              const repeat = strProto.repeat, padStart = strProto.padStart, padEnd = strProto.padEnd;
              redefine(strProto, 'repeat', { repeat(count) {
                const s = (this === null || this === undefined) ? this : String(this);
                if (s !== null && s !== undefined && s.length * toLen(count) > cap) tooLong('string');
                return apply(repeat, s, [count]);
              } }.repeat);
              redefine(strProto, 'padStart', { padStart(maxLength, fill) {
                if (toLen(maxLength) > cap) tooLong('string');
                return apply(padStart, this, [maxLength, fill]);
              } }.padStart);
              redefine(strProto, 'padEnd', { padEnd(maxLength, fill) {
                if (toLen(maxLength) > cap) tooLong('string');
                return apply(padEnd, this, [maxLength, fill]);
              } }.padEnd);

              // Array-likes: generic Array methods loop over 0..length-1 in Java without polling for
              // interrupts (measured: indexOf on {length: 2**53-1} cannot be stopped). Arrays and
              // array-likes longer than cap are refused; an array-like is read through a proxy that
              // pins its length, so a getter cannot report a small length to the check and a huge
              // one to the builtin. Proxy is removed from the globals, so Array.isArray(x) implies a
              // real array, whose length cannot lie.
              const pinned = (o, len) => {
                try {
                  return new P(o, { get(t, k, r) { return k === 'length' ? len : rget(t, k, r); } });
                } catch (e) {
                  return o; // not proxyable (host object): its length is host-controlled
                }
              };
              const asBounded = (x) => {
                if (isArray(x)) {
                  if (x.length > cap) tooLong('array');
                  return x;
                }
                const o = Object(x);
                const len = toLen(o.length);
                if (len > cap) tooLong('array');
                return pinned(o, len);
              };
              const slowPath = (orig, spread, self, argList) => {
                if (self === null || self === undefined) return apply(orig, self, argList);
                const target = asBounded(self);
                let args = argList;
                if (spread) {
                  args = [];
                  for (const a of argList) {
                    args.push(a !== null && (typeof a === 'object' || typeof a === 'function')
                        && (isArray(a) || a[Symbol.isConcatSpreadable]) ? asBounded(a) : a);
                  }
                }
                const result = apply(orig, target, args);
                return result === target && target !== self ? Object(self) : result;
              };
              if (guardArrays) {
                const arrProto = Array.prototype;
                // push/pop are O(1) even on array-likes; the iterators (keys/values/entries) are
                // consumed by loops that do poll (measured), so they stay unwrapped and fast.
                const unguarded = new Set(['constructor', 'push', 'pop', 'keys', 'values', 'entries']);
                for (const key of Reflect.ownKeys(arrProto)) {
                  if (typeof key !== 'string' || unguarded.has(key)) continue;
                  const orig = arrProto[key];
                  if (typeof orig !== 'function') continue;
                  const spread = key === 'concat';
                  redefine(arrProto, key, { [key]() {
                    if (!spread && isArray(this) && this.length <= cap) return apply(orig, this, arguments);
                    return slowPath(orig, spread, this, arguments);
                  } }[key]);
                }
              }
              const from = Array.from, iter = Symbol.iterator;
              redefine(Array, 'from', { from(items, mapFn, thisArg) {
                if (items !== null && items !== undefined && Object(items)[iter] == null) {
                  return apply(from, this, [asBounded(items), mapFn, thisArg]);
                }
                return apply(from, this, arguments);
              } }.from);

              const seen = new Set();
              const freeze = (o) => {
                if ((typeof o !== 'object' && typeof o !== 'function') || o === null || seen.has(o)) return;
                seen.add(o);
                Object.freeze(o);
                freeze(Object.getPrototypeOf(o));
                for (const key of Reflect.ownKeys(o)) {
                  const d = Object.getOwnPropertyDescriptor(o, key);
                  if (d === undefined) continue;
                  if ('value' in d) freeze(d.value); else { freeze(d.get); freeze(d.set); }
                }
              };
              freeze(g);
              // Prototypes of intrinsics that are not reachable as properties of the global object.
              freeze(Object.getPrototypeOf(function* () {}));
              freeze(Object.getPrototypeOf(async function () {}));
              freeze(Object.getPrototypeOf(async function* () {}));
              freeze(Object.getPrototypeOf([][iter]()));
              freeze(Object.getPrototypeOf(''[iter]()));
              freeze(Object.getPrototypeOf(new Map()[iter]()));
              freeze(Object.getPrototypeOf(new Set()[iter]()));
              freeze(Object.getPrototypeOf(/x/[Symbol.matchAll]('')));
              // Issue 12 (b): prototypes reached only through what a builtin returns (a hook that
              // replaced their next/containing changed what other hooks saw). Measured: these were
              // the unfrozen ones among all builtins' results.
              const optional = (make) => { try { freeze(Object.getPrototypeOf(make())); } catch (e) { /* not in this build */ } };
              optional(() => [][iter]().map((x) => x));                           // %IteratorHelperPrototype%
              optional(() => Iterator.from({ next() { return { done: true }; } })); // %WrapForValidIteratorPrototype%
              optional(() => new Intl.Segmenter().segment(''));                      // %SegmentsPrototype%
              optional(() => new Intl.Segmenter().segment('')[iter]());              // %SegmentIteratorPrototype%
            })
            """;

    private static final Source INIT_SOURCE = Source.newBuilder(LANGUAGE, INIT_SCRIPT, "<ashtapada-hook-init>")
            .internal(true).cached(true).buildLiteral();

    private static volatile Engine engine;

    private static final Object PARSE_LOCK = new Object();
    private static Context parseContext;

    private HookEngine() {}

    /** The shared engine, created on first use. */
    static Engine engine() {
        Engine e = engine;
        if (e == null) {
            synchronized (HookEngine.class) {
                e = engine;
                if (e == null) {
                    e = Engine.newBuilder(LANGUAGE)
                            .sandbox(SandboxPolicy.CONSTRAINED)
                            .out(OutputStream.nullOutputStream())
                            .err(OutputStream.nullOutputStream())
                            .option("engine.WarnInterpreterOnly", "false")
                            .build();
                    // Turn the guard on for every context of the engine (see HookGuard).
                    org.graalvm.polyglot.Instrument guard = e.getInstruments().get(HookGuard.ID);
                    if (guard == null || guard.lookup(HookGuard.Control.class) == null) {
                        e.close();
                        throw new IllegalStateException("the hook guard instrument is not installed");
                    }
                    engine = e;
                }
            }
        }
        return e;
    }

    /**
     * A new sandboxed context on the shared engine, with the init script already run.
     *
     * @param builtinCap cap on the length of strings/arrays built by the wrapped builtins
     * @param guardArrays wrap the generic {@code Array.prototype} methods (see the init script)
     */
    static Context newContext(int builtinCap, boolean guardArrays) {
        Context c = bareContext();
        try {
            c.eval(INIT_SOURCE).executeVoid(builtinCap, guardArrays);
        } catch (RuntimeException e) {
            closeQuietly(c);
            throw e;
        }
        return c;
    }

    /** A sandboxed context without the init script: for parsing only, where nothing runs. */
    private static Context bareContext() {
        Context.Builder b = Context.newBuilder(LANGUAGE)
                .engine(engine())
                .sandbox(SandboxPolicy.CONSTRAINED)
                .in(InputStream.nullInputStream())
                .out(OutputStream.nullOutputStream())
                .err(OutputStream.nullOutputStream())
                .allowHostAccess(HOST_ACCESS)
                .allowIO(IOAccess.NONE)
                .allowCreateThread(false)
                .allowNativeAccess(false)
                .allowCreateProcess(false)
                .allowHostClassLoading(false)
                .allowEnvironmentAccess(EnvironmentAccess.NONE)
                .allowPolyglotAccess(PolyglotAccess.NONE)
                .allowValueSharing(false)
                .allowInnerContextOptions(false)
                .allowExperimentalOptions(false)
                // The options below are the ones CONSTRAINED accepts (measured): most other js.*
                // options (string-length-limit, polyglot-builtin, ...) are TRUSTED-only.
                .option("js.load", "false")
                .option("js.print", "false")
                .option("js.graal-builtin", "false")
                .option("js.console", "false")
                .option("js.allow-eval", "false")
                .option("js.strict", "true")
                .option("js.unhandled-rejections", "throw");
        return b.build();
    }

    /**
     * Parses (never runs) a source in a shared parse-only context.
     *
     * @return {@code null} if the source parses, otherwise the syntax (or other) exception
     */
    static PolyglotException parse(Source source) {
        synchronized (PARSE_LOCK) {
            if (parseContext == null) {
                parseContext = bareContext(); // parsing runs no code: no need for the init script
            }
            try {
                parseContext.parse(source);
                return null;
            } catch (PolyglotException e) {
                if (!e.isSyntaxError()) {
                    // Something unexpected happened to the parse context: start afresh next time.
                    closeQuietly(parseContext);
                    parseContext = null;
                }
                return e;
            }
        }
    }

    static void closeQuietly(Context c) {
        if (c == null) {
            return;
        }
        try {
            c.close(true);
        } catch (RuntimeException ignored) {
            // A context killed by a resource limit throws on every operation, even close.
        }
    }
}

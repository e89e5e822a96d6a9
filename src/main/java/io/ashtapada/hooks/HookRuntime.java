package io.ashtapada.hooks;

import java.time.Duration;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;

import org.graalvm.polyglot.Context;
import org.graalvm.polyglot.PolyglotException;
import org.graalvm.polyglot.SourceSection;
import org.graalvm.polyglot.Value;

/**
 * Runs {@link HookScript}s in a GraalJS sandbox. Thread-safe: every thread that calls gets its own
 * context (GraalJS contexts are single-threaded), built on one JVM-wide engine so parsed code is
 * shared. Each script is evaluated at most once per context and its function is kept.
 *
 * <h2>Sandbox</h2>
 * {@code SandboxPolicy.CONSTRAINED}; no IO, threads, processes, native access, environment,
 * polyglot access, host class lookup or {@code eval}; output discarded; strict mode; the global
 * object and all builtins frozen (hooks sharing a thread's context cannot affect each other
 * through globals); typed arrays, {@code ArrayBuffer}, {@code Atomics}, {@code WeakRef} removed.
 *
 * <h2>Limits (per call, see {@link Builder})</h2>
 * <ul>
 * <li>statements: {@value #DEFAULT_STATEMENT_LIMIT} (the counter is reset before every call);</li>
 * <li>wall clock: {@link #DEFAULT_TIMEOUT} (checked every {@value Watchdog#TICK_MILLIS} ms);</li>
 * <li>memory: bytes allocated by the calling thread during the call,
 *     {@value #DEFAULT_ALLOCATION_LIMIT} by default; an {@link OutOfMemoryError} is also caught
 *     and reported. GraalJS community edition has no heap limit per context
 *     ({@code sandbox.MaxHeapMemory} is Enterprise-only), so this is a budget checked from outside,
 *     not a hard cap: one builtin call can still allocate up to about 2 GB before it is stopped;</li>
 * <li>builtins {@code String.prototype.repeat/padStart/padEnd}, {@code Array.from} and the
 *     generic {@code Array.prototype} methods refuse strings/arrays/array-likes longer than
 *     {@value #DEFAULT_BUILTIN_LENGTH_CAP} (some of them loop in Java without polling for
 *     interrupts; see {@link Builder#guardArrays});</li>
 * <li>result: at most {@value #DEFAULT_MAX_RESULT_ELEMENTS} values, nesting
 *     {@value #DEFAULT_MAX_RESULT_DEPTH}, strings {@value #DEFAULT_MAX_RESULT_STRING} chars.</li>
 * </ul>
 * After a failure that leaves the context dead or possibly holding memory (statement limit,
 * memory, forced close) the context is discarded and the next call on that thread gets a fresh one.
 *
 * <h2>Arguments</h2>
 * {@code null}, strings, boxed primitives, arrays of primitives or strings (hooks can read
 * <em>and write</em> them: pass copies), and instances of classes that are, or extend a class,
 * in package {@code io.ashtapada.hooks}. In JavaScript such objects expose only their members
 * annotated {@code @HostAccess.Export} (see {@code package-info.java} for how to write adapters).
 * Anything else is a programming error ({@link IllegalArgumentException}).
 */
public final class HookRuntime implements AutoCloseable {

    public static final long DEFAULT_STATEMENT_LIMIT = 1_000_000;
    public static final Duration DEFAULT_TIMEOUT = Duration.ofMillis(500);
    public static final long DEFAULT_ALLOCATION_LIMIT = 128L * 1024 * 1024;
    public static final int DEFAULT_BUILTIN_LENGTH_CAP = 1 << 20;
    public static final int DEFAULT_MAX_RESULT_ELEMENTS = 10_000;
    public static final int DEFAULT_MAX_RESULT_DEPTH = 16;
    public static final int DEFAULT_MAX_RESULT_STRING = 64 * 1024;
    /** Scripts evaluated in one context before it is replaced, to bound code kept per context. */
    public static final int DEFAULT_MAX_SCRIPTS_PER_CONTEXT = 1_000;

    private static final String HOOKS_PACKAGE = HookRuntime.class.getPackageName();

    private static final ClassValue<Boolean> ALLOWED_ARGUMENT = new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> c) {
            if (c == String.class || c == Boolean.class || c == Character.class || c == Integer.class
                    || c == Long.class || c == Short.class || c == Byte.class || c == Double.class
                    || c == Float.class) {
                return true;
            }
            if (c.isArray()) {
                Class<?> component = c.getComponentType();
                return component.isPrimitive() || get(component);
            }
            for (Class<?> k = c; k != null; k = k.getSuperclass()) {
                if (HOOKS_PACKAGE.equals(k.getPackageName())) {
                    return true;
                }
            }
            return false;
        }
    };

    private final long statementLimit;
    private final long timeoutNanos;
    private final long allocationLimit;
    private final int builtinLengthCap;
    private final boolean guardArrays;
    private final int maxResultElements;
    private final int maxResultDepth;
    private final int maxResultString;
    private final int maxScriptsPerContext;

    private final ThreadLocal<Slot> slots = new ThreadLocal<>();
    private final Set<Slot> allSlots = ConcurrentHashMap.newKeySet();
    private volatile boolean closed;

    private HookRuntime(Builder b) {
        this.statementLimit = b.statementLimit;
        this.timeoutNanos = b.timeout.toNanos();
        this.allocationLimit = b.allocationLimit;
        this.builtinLengthCap = b.builtinLengthCap;
        this.guardArrays = b.guardArrays;
        this.maxResultElements = b.maxResultElements;
        this.maxResultDepth = b.maxResultDepth;
        this.maxResultString = b.maxResultString;
        this.maxScriptsPerContext = b.maxScriptsPerContext;
        this.failureListener = b.failureListener;
    }

    /** Told of every hook failure (hook name, one-line message) in a game played with this runtime. */
    private final java.util.function.BiConsumer<String, String> failureListener;

    /**
     * Tells the runtime's failure listener, if any, of a hook's failure (a one-line message with
     * the hook's file and the position); a listener that throws is
     * ignored (it must not break the game that reported the failure).
     */
    public void reportFailure(String hook, String message) {
        if (failureListener == null) return;
        try {
            failureListener.accept(hook, message);
        } catch (RuntimeException ignored) {
            // the listener's own fault: the game goes on
        }
    }

    /** A runtime with the default limits. */
    public static HookRuntime create() {
        return builder().build();
    }

    public static Builder builder() {
        return new Builder();
    }

    /**
     * Calls a hook on the current thread's context and converts its return value (see the class
     * comment for the accepted arguments and {@link ResultConverter} for results: {@code null},
     * {@code Boolean}, {@code Integer}/{@code Long}/{@code Double}, {@code String},
     * {@code List<Object>}, {@code Map<String,Object>}, or a host object passed in).
     *
     * @throws HookFailure if the script is invalid, the hook fails, hits a limit, or returns
     *         something unusable; the runtime stays usable
     * @throws IllegalArgumentException for an argument type that may not be passed to hooks
     * @throws IllegalStateException if the runtime is closed, or for a nested call (a hook call
     *         made from inside a host method that a hook is calling, on the same thread)
     */
    public Object call(HookScript script, Object... args) throws HookFailure {
        return slot().run(script, checkedArguments(args), true);
    }

    private static Object[] checkedArguments(Object[] args) {
        Object[] a = args == null ? new Object[] {null} : args;
        for (Object arg : a) {
            if (arg != null && !ALLOWED_ARGUMENT.get(arg.getClass())) {
                throw new IllegalArgumentException("hook argument of type " + arg.getClass().getName()
                        + " not allowed: pass primitives, strings, arrays, or an adapter from " + HOOKS_PACKAGE);
            }
        }
        return a;
    }

    /**
     * Evaluates a script in the current thread's context without calling it, to report early a
     * source that does not evaluate to a function ({@link HookFailure.Kind#BAD_RESULT}) or that
     * fails while evaluating. Optional: {@link #call} does the same on first use.
     */
    public void load(HookScript script) throws HookFailure {
        Objects.requireNonNull(script, "script");
        slot().run(script, null, false);
    }

    /**
     * A context of its own, for one game: hooks called through a session share nothing with the
     * hooks of other sessions (globals, builtins, state a hook keeps in a closure). A session is
     * used by one thread at a time (any thread); its context is made on its first call and closed
     * by {@link Session#close} or once the session is unreachable.
     */
    public Session newSession() {
        if (closed) {
            throw new IllegalStateException("HookRuntime is closed");
        }
        return new Session(new Slot(this, null));
    }

    /** See {@link #newSession()}. */
    public static final class Session implements AutoCloseable {
        private static final java.lang.ref.Cleaner CLEANER = java.lang.ref.Cleaner.create();
        private final Slot slot;
        private final java.lang.ref.Cleaner.Cleanable cleanable;

        private Session(Slot slot) {
            this.slot = slot;
            this.cleanable = CLEANER.register(this, slot::dispose);
        }

        /** As {@link HookRuntime#call}, in this session's context. */
        public Object call(HookScript script, Object... args) throws HookFailure {
            return slot.run(script, checkedArguments(args), true);
        }

        /** Closes the context; a later call makes a new one. */
        @Override
        public void close() {
            cleanable.clean();
        }
    }

    /**
     * Closes all contexts of this runtime (cancelling calls in progress on other threads). Later
     * calls throw {@link IllegalStateException}. The shared engine stays.
     */
    @Override
    public void close() {
        closed = true;
        for (Slot s : allSlots) {
            Watchdog.get().unregisterThreadSlot(s);
            s.contextDead = true;
            HookEngine.closeQuietly(s.context);
        }
        allSlots.clear();
    }

    /** Number of per-thread contexts currently held (for tests). */
    int threadSlotCount() {
        return allSlots.size();
    }

    private Slot slot() {
        if (closed) {
            throw new IllegalStateException("HookRuntime is closed");
        }
        Slot s = slots.get();
        if (s == null) {
            s = new Slot(this, Thread.currentThread());
            slots.set(s);
            allSlots.add(s);
            Watchdog.get().registerThreadSlot(s);
            if (closed) { // raced with close()
                close();
                throw new IllegalStateException("HookRuntime is closed");
            }
        }
        return s;
    }

    /** Per-call watchdog data; a fresh object per call so a late kill cannot hit the next call. */
    static final class Ticket {
        final Slot slot;
        final Thread thread;
        /** Wall-clock backstop (a call blocked or starved for far longer than its limit). */
        final long wallDeadline;
        /**
         * The thread's CPU time when the watchdog first saw the call (read there, not here: on the
         * hot path it is a system call), {@link Long#MIN_VALUE} before; the call may have run up to
         * one tick before that.
         */
        long cpuBase = Long.MIN_VALUE;
        /** Whether the limit is CPU time (else wall clock: CPU time cannot be measured). */
        final boolean cpuTimed;
        final long cpuLimit;
        final long allocationBase;
        final long allocationLimit;
        /** The guard's view of the call: statement budget and stop flag. */
        final HookGuard.Call guard;
        volatile HookFailure.Kind reason;
        /** Set by the owner as soon as the script has returned or thrown. */
        volatile boolean returned;

        Ticket(Slot slot, HookRuntime rt) {
            this.slot = slot;
            this.thread = Thread.currentThread();
            long now = System.nanoTime();
            this.cpuTimed = Watchdog.cpuTimeAvailable();
            this.cpuLimit = rt.timeoutNanos;
            this.wallDeadline = now + (cpuTimed ? Math.max(4 * rt.timeoutNanos, rt.timeoutNanos + 2_000_000_000L) : rt.timeoutNanos);
            this.allocationBase = rt.allocationLimit > 0 ? Watchdog.currentThreadAllocatedBytes() : -1;
            this.allocationLimit = rt.allocationLimit;
            this.guard = new HookGuard.Call(rt.statementLimit);
        }
    }

    /**
     * A context and its cached hook functions: one thread's ({@code owner}), or a session's
     * ({@code owner == null}). Used by one thread at a time, except as noted.
     */
    static final class Slot {
        /** State value while the watchdog is stopping the call. */
        static final Object KILLING = new Object();

        final HookRuntime runtime;
        /** The thread of a per-thread slot; {@code null} for a session. */
        final Thread owner;
        /** {@code null} when idle, the {@link Ticket} during a call, {@link #KILLING} during a kill. */
        final AtomicReference<Object> state = new AtomicReference<>();
        /** Read by the watchdog's kill thread. */
        volatile Context context;
        /** Set by the owner or the kill thread when the context must not be used again. */
        volatile boolean contextDead;
        private final Map<HookScript, Value> functions = new IdentityHashMap<>();
        private boolean busy;

        Slot(HookRuntime runtime, Thread owner) {
            this.runtime = runtime;
            this.owner = owner;
        }

        Object run(HookScript script, Object[] args, boolean invoke) throws HookFailure {
            Objects.requireNonNull(script, "script");
            if (!script.isValid()) {
                HookDiagnostic d = script.diagnostics().get(0);
                throw HookFailure.of(script, HookFailure.Kind.SYNTAX, d.line(), d.col(), d.message());
            }
            synchronized (this) {
                if (busy) {
                    throw new IllegalStateException(owner != null ? "nested hook call on the same thread"
                            : "nested or concurrent hook call in one session");
                }
                busy = true;
            }
            try {
                return runNow(script, args, invoke);
            } finally {
                synchronized (this) {
                    busy = false;
                }
            }
        }

        private Object runNow(HookScript script, Object[] args, boolean invoke) throws HookFailure {
            if (runtime.closed) {
                throw new IllegalStateException("HookRuntime is closed");
            }
            Context ctx = context;
            if (ctx == null || contextDead || functions.size() >= runtime.maxScriptsPerContext) {
                discardContext();
                try {
                    ctx = HookEngine.newContext(runtime.builtinLengthCap, runtime.guardArrays);
                } catch (RuntimeException e) {
                    throw HookFailure.of(script, HookFailure.Kind.INTERNAL, 0, 0,
                            "cannot create JavaScript context: " + Texts.oneLine(e.getMessage()));
                }
                context = ctx;
                contextDead = false;
            }

            Ticket ticket = new Ticket(this, runtime);
            Object result = null;
            Throwable failure = null;
            state.set(ticket);
            Watchdog.get().watch(ticket);
            HookGuard.setCurrent(ticket.guard);
            try {
                Value fn = functions.get(script);
                if (fn == null) {
                    Value v = ctx.eval(script.polyglotSource());
                    if (!v.canExecute()) {
                        throw new ResultConverter.BadResult("hook source must evaluate to a function");
                    }
                    functions.put(script, v);
                    fn = v;
                }
                if (invoke) {
                    Value r = fn.execute(args);
                    result = new ResultConverter(runtime.maxResultElements, runtime.maxResultDepth,
                            runtime.maxResultString).convert(r);
                }
            } catch (Throwable t) {
                failure = t;
            } finally {
                HookGuard.setCurrent(null);
                ticket.returned = true;
                Watchdog.get().unwatch(ticket);
            }
            boolean killed = !state.compareAndSet(ticket, null);
            if (killed) {
                awaitKill();
            }
            if (failure == null) {
                if (contextDead) {
                    discardContext();
                }
                return result;
            }
            HookFailure.Kind reason = killed ? ticket.reason : ticket.guard.statementLimitHit ? HookFailure.Kind.STATEMENT_LIMIT : null;
            HookFailure f = classify(script, failure, reason, ticket.guard);
            if (contextDead) {
                discardContext();
            }
            throw f;
        }

        private HookFailure classify(HookScript script, Throwable failure, HookFailure.Kind killReason, HookGuard.Call guard) {
            if (failure instanceof ResultConverter.BadResult) {
                return HookFailure.of(script, HookFailure.Kind.BAD_RESULT, script.firstLine(), script.firstColumn(),
                        failure.getMessage());
            }
            PolyglotException pe = failure instanceof PolyglotException p ? p : null;
            int[] pos = stopLocation(script, guard);
            if (pos == null && pe != null) {
                pos = location(script, pe);
            }
            if (pos == null) { // no JS position: point at the start of the hook in the definition file
                pos = new int[] {script.firstLine(), script.firstColumn()};
            }
            if (killReason == HookFailure.Kind.TIMEOUT) {
                return HookFailure.of(script, HookFailure.Kind.TIMEOUT, pos[0], pos[1],
                        "ran longer than " + runtime.timeoutNanos / 1_000_000 + " ms");
            }
            if (killReason == HookFailure.Kind.RESOURCE) {
                contextDead = true;
                return HookFailure.of(script, HookFailure.Kind.RESOURCE, pos[0], pos[1],
                        "allocated more than " + runtime.allocationLimit / (1024 * 1024) + " MB");
            }
            if (killReason == HookFailure.Kind.STATEMENT_LIMIT) {
                return HookFailure.of(script, HookFailure.Kind.STATEMENT_LIMIT, pos[0], pos[1],
                        "executed more than " + runtime.statementLimit + " statements");
            }
            if (failure instanceof OutOfMemoryError) {
                contextDead = true;
                return HookFailure.of(script, HookFailure.Kind.RESOURCE, pos[0], pos[1], "out of memory");
            }
            if (failure instanceof StackOverflowError) {
                contextDead = true;
                return HookFailure.of(script, HookFailure.Kind.RESOURCE, pos[0], pos[1], "stack overflow");
            }
            if (pe == null) {
                contextDead = true;
                return HookFailure.of(script, HookFailure.Kind.INTERNAL, pos[0], pos[1],
                        failure.getClass().getSimpleName() + ": " + Texts.oneLine(failure.getMessage()));
            }
            String msg = Texts.oneLine(pe.getMessage());
            if (pe.isSyntaxError()) {
                return HookFailure.of(script, HookFailure.Kind.SYNTAX, pos[0], pos[1], msg);
            }
            if (pe.isResourceExhausted()) {
                contextDead = true;
                return HookFailure.of(script, HookFailure.Kind.RESOURCE, pos[0], pos[1], msg);
            }
            if (pe.isCancelled() || pe.isInterrupted() || pe.isInternalError() || pe.isExit()) {
                contextDead = true;
                return HookFailure.of(script, HookFailure.Kind.INTERNAL, pos[0], pos[1], msg);
            }
            if (pe.isHostException()) {
                Throwable host = pe.asHostException();
                return new HookFailure(HookFailure.Kind.HOST_ERROR, script.hookName(), script.fileName(),
                        pos[0], pos[1], host.getClass().getSimpleName() + ": " + Texts.oneLine(host.getMessage()), host);
            }
            return HookFailure.of(script, guestKind(msg), pos[0], pos[1], unknownMember(msg));
        }

        private static final java.util.regex.Pattern UNKNOWN_MEMBER = java.util.regex.Pattern.compile(
                "TypeError: (?:invokeMember|readMember|getMember) \\((\\w+)\\) on io\\.ashtapada\\.hooks\\.(\\w+) failed due to: Unknown identifier: \\w+");

        /** GraalJS's words for a member an engine object lacks, said as the docs say it: "view has no member 'pice' (did you mean 'piece'?)". */
        private static String unknownMember(String msg) {
            java.util.regex.Matcher m = UNKNOWN_MEMBER.matcher(msg);
            if (!m.find()) return msg;
            Set<String> members = HookLint.membersOf(m.group(2));
            if (members == null) return msg;
            return HookLint.nameOf(m.group(2)) + " has no member '" + m.group(1) + "'" + HookLint.suggestion(m.group(1), members);
        }

        private static final Set<String> SANDBOXED_GLOBALS = Set.of("Java", "Packages", "java", "javax", "Polyglot",
                "Graal", "load", "loadWithNewGlobal", "require", "process", "module", "print", "quit", "exit",
                "ArrayBuffer", "SharedArrayBuffer", "Atomics", "WebAssembly", "Proxy");

        /** Kind of an uncaught JavaScript exception, from its message. */
        private static HookFailure.Kind guestKind(String msg) {
            if (msg.startsWith("RangeError: Invalid string length") || msg.startsWith("RangeError: Invalid array length")
                    || msg.startsWith("RangeError: Maximum call stack size exceeded")) {
                return HookFailure.Kind.RESOURCE;
            }
            if (msg.startsWith("TypeError: ") && msg.contains(" failed due to: ")) {
                return HookFailure.Kind.HOST_ACCESS; // interop on a host object: unknown/unexported member, bad arguments
            }
            if (msg.startsWith("EvalError: ") || msg.contains("Operation is not allowed for")) {
                return HookFailure.Kind.HOST_ACCESS; // eval/Function, import(), ...
            }
            if (msg.startsWith("ReferenceError: ") && msg.endsWith(" is not defined")) {
                String name = msg.substring("ReferenceError: ".length(), msg.length() - " is not defined".length());
                if (SANDBOXED_GLOBALS.contains(name)) {
                    return HookFailure.Kind.HOST_ACCESS;
                }
            }
            return HookFailure.Kind.THROWN;
        }

        /** Definition-file line/col of the statement where the guard stopped the call, or {@code null}. */
        private static int[] stopLocation(HookScript script, HookGuard.Call guard) {
            if (guard.stopLine <= 0 || !script.fileName().equals(guard.stopSourceName)
                    || script.polyglotSource().getLength() != guard.stopSourceLength) {
                return null;
            }
            return script.map(guard.stopLine, Math.max(1, guard.stopColumn));
        }

        /** Definition-file line/col of the innermost frame of this hook's source, or {@code null}. */
        private static int[] location(HookScript script, PolyglotException pe) {
            try {
                SourceSection s = pe.getSourceLocation();
                if (inScript(script, s)) {
                    return script.map(s.getStartLine(), s.hasColumns() ? s.getStartColumn() : 1);
                }
                for (PolyglotException.StackFrame frame : pe.getPolyglotStackTrace()) {
                    SourceSection fs = frame.getSourceLocation();
                    if (frame.isGuestFrame() && inScript(script, fs)) {
                        return script.map(fs.getStartLine(), fs.hasColumns() ? fs.getStartColumn() : 1);
                    }
                }
            } catch (RuntimeException ignored) {
                // no location
            }
            return null;
        }

        private static boolean inScript(HookScript script, SourceSection s) {
            return s != null && s.isAvailable() && s.hasLines() && script.polyglotSource().equals(s.getSource());
        }

        private synchronized void awaitKill() {
            boolean interrupted = false;
            while (state.get() == KILLING) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }

        /** Called by the kill thread when it is done. */
        synchronized void killDone() {
            state.set(null);
            notifyAll();
        }

        private void discardContext() {
            Context c = context;
            context = null;
            functions.clear();
            HookEngine.closeQuietly(c);
        }

        /** Closes a session's context (the session was closed or is unreachable); idle by then. */
        void dispose() {
            contextDead = true;
            Context c = context;
            context = null;
            HookEngine.closeQuietly(c);
        }

        /** Called by the watchdog thread once the owner thread has terminated. */
        void disposeAfterOwnerDied() {
            runtime.allSlots.remove(this);
            contextDead = true;
            Context c = context;
            context = null;
            HookEngine.closeQuietly(c);
        }
    }

    /** Limits for a {@link HookRuntime}; every setter has a documented default. */
    public static final class Builder {
        private long statementLimit = DEFAULT_STATEMENT_LIMIT;
        private Duration timeout = DEFAULT_TIMEOUT;
        private long allocationLimit = DEFAULT_ALLOCATION_LIMIT;
        private int builtinLengthCap = DEFAULT_BUILTIN_LENGTH_CAP;
        private boolean guardArrays = true;
        private int maxResultElements = DEFAULT_MAX_RESULT_ELEMENTS;
        private int maxResultDepth = DEFAULT_MAX_RESULT_DEPTH;
        private int maxResultString = DEFAULT_MAX_RESULT_STRING;
        private int maxScriptsPerContext = DEFAULT_MAX_SCRIPTS_PER_CONTEXT;
        private java.util.function.BiConsumer<String, String> failureListener;

        private Builder() {}

        /** Told of every hook failure of games played with the runtime (null: nobody). */
        public Builder failureListener(java.util.function.BiConsumer<String, String> listener) {
            this.failureListener = listener;
            return this;
        }

        /** Statements per call; 0 disables the limit (not recommended). */
        public Builder statementLimit(long statements) {
            if (statements < 0) {
                throw new IllegalArgumentException("statementLimit < 0");
            }
            this.statementLimit = statements;
            return this;
        }

        /** Wall-clock time per call (granularity about 10 ms). */
        public Builder timeout(Duration timeout) {
            if (timeout.isNegative() || timeout.isZero()) {
                throw new IllegalArgumentException("timeout must be positive");
            }
            this.timeout = timeout;
            return this;
        }

        /** Bytes the calling thread may allocate during one call; 0 disables the check. */
        public Builder allocationLimit(long bytes) {
            if (bytes < 0) {
                throw new IllegalArgumentException("allocationLimit < 0");
            }
            this.allocationLimit = bytes;
            return this;
        }

        /** Longest string/array that {@code repeat}, {@code padStart/padEnd}, {@code Array.from} may build. */
        public Builder builtinLengthCap(int length) {
            this.builtinLengthCap = positive(length);
            return this;
        }

        /**
         * Whether the generic {@code Array.prototype} methods are wrapped (default {@code true}).
         * The wrappers refuse arrays and array-likes longer than {@link #builtinLengthCap} and pin
         * the length of array-likes; without them a hook can hang its thread for good with one
         * call such as {@code Array.prototype.indexOf.call({length: 2**53 - 1}, 1)}, which neither
         * the statement limit nor the watchdog can stop. They cost about 1 us per call of such a
         * method in interpreted mode ({@code push}, {@code pop} and the iterators are not wrapped).
         * Turn off only for trusted hooks.
         */
        public Builder guardArrays(boolean guard) {
            this.guardArrays = guard;
            return this;
        }

        /** Values (array elements, object entries, scalars) in one converted result. */
        public Builder maxResultElements(int n) {
            this.maxResultElements = positive(n);
            return this;
        }

        public Builder maxResultDepth(int n) {
            this.maxResultDepth = positive(n);
            return this;
        }

        /** Chars in one result string. */
        public Builder maxResultString(int n) {
            this.maxResultString = positive(n);
            return this;
        }

        public Builder maxScriptsPerContext(int n) {
            this.maxScriptsPerContext = positive(n);
            return this;
        }

        public HookRuntime build() {
            return new HookRuntime(this);
        }

        private static int positive(int n) {
            if (n <= 0) {
                throw new IllegalArgumentException("must be positive: " + n);
            }
            return n;
        }
    }
}

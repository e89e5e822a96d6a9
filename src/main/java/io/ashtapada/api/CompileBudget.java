package io.ashtapada.api;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Compiling a definition from an untrusted source within a budget: its own low-priority thread,
 * watched every 20 ms for its wall-clock time, its CPU time (the same bound) and the bytes it
 * allocated. Past any of them the thread is interrupted and given up (the compiler's table builder
 * stops at its next square), and the caller gets {@link OverBudget} at once. The server compiles
 * uploads this way, and {@code ashtapada validate} every file.
 *
 * @param time  the wall-clock and CPU time one compile may take
 * @param bytes the bytes one compile may allocate
 */
public record CompileBudget(Duration time, long bytes) {
    /** The server's defaults for an upload: 5 seconds, 256 MB. */
    public static final CompileBudget DEFAULT = new CompileBudget(Duration.ofSeconds(5), 256L << 20);
    /** The name of a compiling thread. */
    public static final String THREAD_NAME = "ashtapada-compile";

    public CompileBudget {
        if (time == null || time.isNegative() || time.isZero()) throw new IllegalArgumentException("a compile's time must be positive");
        if (bytes <= 0) throw new IllegalArgumentException("a compile's bytes must be positive");
    }

    /** Which part of a budget a compile went past. */
    public enum Part { WALL_CLOCK, CPU, MEMORY }

    /** A compile stopped for going past its budget; the message says which part and how much. */
    public static final class OverBudget extends Exception {
        private final Part part;

        OverBudget(String message, Part part) {
            super(message, null, false, false);
            this.part = part;
        }

        public Part part() {
            return part;
        }
    }

    /**
     * Runs {@code compile} within the budget.
     *
     * @throws OverBudget           past the time or the memory budget (the thread is interrupted)
     * @throws DefinitionException  the definition's own problems
     * @throws InterruptedException the caller was interrupted (the compile is stopped too)
     */
    public <T> T run(Callable<T> compile) throws OverBudget, DefinitionException, InterruptedException {
        return run(compile, () -> { });
    }

    /**
     * As {@link #run(Callable)}; {@code ended} runs on the compiling thread when it really ends,
     * also after the caller was given up on it (the server counts its running compiles so).
     */
    public <T> T run(Callable<T> compile, Runnable ended) throws OverBudget, DefinitionException, InterruptedException {
        FutureTask<T> job = new FutureTask<>(() -> {
            try {
                long before = allocatedByThisThread();
                T v = compile.call();
                // Checked at the end too: a compile quicker than the watch's first look is held to the budget alike.
                if (before >= 0 && allocatedByThisThread() - before > bytes) throw overMemory();
                return v;
            } finally {
                ended.run();
            }
        });
        Thread t = new Thread(job, THREAD_NAME);
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        t.start();
        try {
            return await(job, t);
        } catch (TimeoutException e) {
            job.cancel(true);
            throw new OverBudget("compiling took longer than " + time.toMillis() + " ms", Part.WALL_CLOCK);
        } catch (OverBudget | InterruptedException e) {
            job.cancel(true);
            throw e;
        } catch (ExecutionException e) {
            if (e.getCause() instanceof OverBudget b) throw b;
            if (e.getCause() instanceof DefinitionException d) throw d;
            if (e.getCause() instanceof RuntimeException r) throw r;
            if (e.getCause() instanceof Error err) throw err;
            throw new IllegalStateException(e.getCause());
        }
    }

    private <T> T await(FutureTask<T> job, Thread t) throws TimeoutException, OverBudget, InterruptedException, ExecutionException {
        long timeoutNanos = time.toNanos();
        long deadline = System.nanoTime() + timeoutNanos;
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        com.sun.management.ThreadMXBean sun = mx instanceof com.sun.management.ThreadMXBean s ? s : null;
        long allocated0 = sun != null ? sun.getThreadAllocatedBytes(t.getId()) : 0;
        while (true) {
            long left = deadline - System.nanoTime();
            if (left <= 0) throw new TimeoutException();
            try {
                return job.get(Math.min(left, 20_000_000L), TimeUnit.NANOSECONDS);
            } catch (TimeoutException stillRunning) {
                if (sun != null && sun.getThreadAllocatedBytes(t.getId()) - allocated0 > bytes) throw overMemory();
                long cpu = mx.isThreadCpuTimeSupported() ? mx.getThreadCpuTime(t.getId()) : -1;
                if (cpu > timeoutNanos) throw new OverBudget("compiling took more than " + time.toMillis() + " ms of CPU time", Part.CPU);
            }
        }
    }

    private OverBudget overMemory() {
        return new OverBudget("compiling allocated more than " + (bytes >= 1 << 20 ? (bytes >> 20) + " MB" : (bytes >> 10) + " KB"), Part.MEMORY);
    }

    /** Bytes the current thread allocated so far, or -1 where the JVM does not count them. */
    private static long allocatedByThisThread() {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        return mx instanceof com.sun.management.ThreadMXBean s ? s.getThreadAllocatedBytes(Thread.currentThread().getId()) : -1;
    }
}
